"""7½ moves its money player to player in duels, without a pot: every view of the night names each duel's
winner and money — `run --json` (a `duels` list beside `awards`, SPEC §4), the report's hand table (table,
markdown, html), its csv and json, `explain`, and the season."""

from __future__ import annotations

import json

import pytest

from refcli.cli.main import main

# Ann deals 7½. Bob's 5♣ stays against Ann's 4♦: Ann pays Bob $1.00. Cal's 6♣ 3♣ is 9, over 7½: Cal pays Ann 75¢.
SCRIPT = ("night Ann Bob Cal\ngame 7.5\ndeal\ncard Bob 5c, Cal 6c, Ann 4d\nwager Bob 1\nstay Bob\nstay Ann\n"
          "card Ann 2d\nwager Cal .75\nhit Cal 3c\nsettle\nend\n")
DUELS = [{"player": "Bob", "dealer": "Ann", "winner": "Bob", "amount": 100},
         {"player": "Cal", "dealer": "Ann", "winner": "Ann", "amount": 75}]


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def night(tmp_path, capsys):
    script = tmp_path / "night.txt"
    script.write_text(SCRIPT)
    db = str(tmp_path / "club.db")
    assert run(capsys, "--db", db, "run", str(script))[0] == 0
    return db


def test_run_json_lists_the_duels_beside_the_awards(tmp_path, capsys):
    script = tmp_path / "night.txt"
    script.write_text(SCRIPT)
    code, out, _ = run(capsys, "run", str(script), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["hands"] == [{"number": 1, "game": "seven-and-a-half", "title": "7½", "dealer": "Ann", "pot": 0,
                              "awards": [], "duels": DUELS}]
    assert data["balances"] == {"Ann": -25, "Bob": 100, "Cal": -75}


def test_the_report_hand_table_has_a_row_per_duel(night, capsys):
    code, out, _ = run(capsys, "--db", night, "report")
    assert code == 0
    assert ("Hand  Game  Dealer     Pot  Won by  Share  Amount  With\n"
            "----  ----  ------  ------  ------  -----  ------  -------------------------\n"
            "   1  7½    Ann     no pot  Bob     duel    $1.00  Bob against Ann (dealing)\n"
            "                            Ann     duel      75¢  Cal against Ann (dealing)\n") in out
    _, md, _ = run(capsys, "--db", night, "report", "--format", "markdown")
    assert ("| 1 | 7½ | Ann | no pot | Bob | duel | $1.00 | Bob against Ann (dealing) |\n"
            "|  |  |  |  | Ann | duel | 75¢ | Cal against Ann (dealing) |") in md
    _, html, _ = run(capsys, "--db", night, "report", "--format", "html")
    html = html.replace(' data-label="Hand"', "").replace(' data-label="Game"', "").replace(
        ' data-label="Dealer"', "").replace(' data-label="Pot"', "").replace(' data-label="Won by"', "").replace(
        ' data-label="Share"', "").replace(' data-label="Amount"', "").replace(' data-label="With"', "")
    assert ('<tr class="first"><td class="num">1</td><td>7½</td><td>Ann</td><td class="num">no pot</td>'
            '<td>Bob</td><td>duel</td><td class="num">$1.00</td><td>Bob against Ann (dealing)</td></tr>') in html
    assert ('<tr><td class="num"></td><td></td><td></td><td class="num"></td><td>Ann</td><td>duel</td>'
            '<td class="num">75¢</td><td>Cal against Ann (dealing)</td></tr>') in html


def test_the_report_csv_and_json_hold_the_duels(night, capsys):
    _, csv, _ = run(capsys, "--db", night, "report", "--format", "csv")
    duels = [line.split(",", 3)[3] for line in csv.splitlines() if line.startswith("duel,")]
    assert duels == ["1,seven-and-a-half,7½,Ann,Bob,Ann,,1.00,100,Bob against Ann (dealing),",
                     "1,seven-and-a-half,7½,Ann,Ann,Cal,,0.75,75,Cal against Ann (dealing),"]
    _, out, _ = run(capsys, "--db", night, "report", "--format", "json")
    assert json.loads(out)["hands"][0]["duels"] == DUELS


def test_explain_lists_each_duel_and_the_money_moved(night, capsys):
    code, out, _ = run(capsys, "--db", night, "explain", "1")
    assert code == 0
    assert out.endswith("Duels (the money went from player to player, not through a pot)\n"
                        "  Bob against Ann (dealing): Bob wins $1.00\n"
                        "  Cal against Ann (dealing): Ann wins 75¢\n"
                        "  2 duels, $1.75 in all.\n")


def test_the_season_counts_the_duels_each_player_won(night, capsys):
    _, out, _ = run(capsys, "--db", night, "season")
    assert ("Duels won in games without a pot (7½): Bob 1 for $1.00; Ann 1 for 75¢.") in out
    _, out, _ = run(capsys, "--db", night, "season", "--format", "json")
    players = {p["name"]: p.get("duels") for p in json.loads(out)["players"]}
    assert players == {"Bob": {"won": 1, "amount": 100}, "Ann": {"won": 1, "amount": 75}, "Cal": None}
    _, out, _ = run(capsys, "--db", night, "season", "--format", "csv")
    rows = {r.split(",")[0]: r.split(",")[-2:] for r in out.splitlines()[1:] if r.split(",")[1] == ""}
    assert rows == {"Bob": ["1", "100"], "Ann": ["1", "75"], "Cal": ["0", "0"]}


def test_a_drinks_deal_lists_no_money_duels(tmp_path, capsys):
    script = tmp_path / "night.txt"
    script.write_text(SCRIPT.replace("game 7.5", "game 7.5 drinks").replace("wager Bob 1", "wager Bob 1/3")
                      .replace("wager Cal .75", "wager Cal 2/3"))
    code, out, _ = run(capsys, "run", str(script), "--json")
    assert code == 0
    hand = json.loads(out)["hands"][0]
    assert (hand["awards"], "duels" in hand) == ([], False)


def test_a_rename_after_the_deal_renames_the_duels(tmp_path, capsys):
    script = tmp_path / "night.txt"
    script.write_text(SCRIPT.replace("end\n", "rename Bob Robert\nend\n"))
    db = str(tmp_path / "club.db")
    assert run(capsys, "--db", db, "run", str(script))[0] == 0
    _, out, _ = run(capsys, "--db", db, "report", "--format", "json")
    assert json.loads(out)["hands"][0]["duels"][0] == {"player": "Robert", "dealer": "Ann", "winner": "Robert",
                                                       "amount": 100}
