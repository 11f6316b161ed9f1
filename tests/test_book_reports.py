"""Reports for the book: --format in any case, balances and rules as data, settling through one player
(`end --via`, `report --via`), colour only on a colour terminal, and the table report fitting the terminal."""

import io
import json
import os
import sys

import pexpect
import pytest

from refcli.cli import colour
from refcli.cli.main import main
from refcli.book.export import night_report, render
from refcli.book.report import columns
from refcli.kernel.settlement import Transfer, via_transfers
from refcli.log.store import Store
from headkit import without_head

NIGHT = ("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .50", "fold Cal", "fold Ann")


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def played(tmp_path, capsys):
    """Bob has won Ann's $1.50 of antes (Ann dealt and anted for three); the night is still open."""
    db = str(tmp_path / "club.db")
    for line in NIGHT:
        assert main(["--db", db, *line.split()]) == 0, line
    capsys.readouterr()
    return db


# --- settling through one player ---------------------------------------------------------------------------

def test_via_transfers_settle_everyone_with_the_hub():
    balances = {"Ann": -325, "Bob": 500, "Cal": -100, "Dee": -75}
    assert via_transfers(balances, "Cal") == [Transfer("Ann", "Cal", 325), Transfer("Cal", "Bob", 500),
                                              Transfer("Dee", "Cal", 75)]
    # What the hub pays and receives nets to his own balance.
    assert 325 + 75 - 500 == -100
    assert via_transfers({"Ann": 0, "Bob": 0}, "Ann") == []
    with pytest.raises(ValueError):
        via_transfers({"Ann": 25, "Bob": 0}, "Bob")


def test_end_via_a_player(capsys, played):
    code, out, err = run(capsys, "--db", played, "end", "--via", "ca")
    assert (code, err) == (0, "")
    assert without_head(out) == ("The night is over after 1 hand.\n"
                   "Player  Balance\n"
                   "------  -------\n"
                   "Ann      -$1.50\n"
                   "Bob      +$1.50\n"
                   "Cal       $0.00\n\n"
                   "Who pays whom (2 payments, everyone settles with Cal):\n"
                   "  Ann pays Cal $1.50\n"
                   "  Cal pays Bob $1.50\n")


def test_end_via_someone_not_at_the_table_changes_nothing(capsys, played):
    code, out, err = run(capsys, "--db", played, "end", "--via", "Zed")
    assert (code, out, err) == (1, "", "Error: no player 'Zed' at the table (Ann, Bob, Cal)\n")
    with Store(played) as store:
        assert store.open_night().id == 1


def test_report_via_a_player(capsys, played):
    code, out, _ = run(capsys, "--db", played, "report", "--via", "BOB")
    assert code == 0
    assert out.endswith("Who pays whom if the night ended now (1 payment, everyone settles with Bob)\n"
                        "From  To   Amount\n"
                        "----  ---  ------\n"
                        "Ann   Bob   $1.50\n")
    _, out, _ = run(capsys, "--db", played, "report", "--via", "cal", "--format", "Json")
    data = json.loads(out)
    assert (data["transfers"], data["transfers_via"], data["transfers_minimal"]) == (
        [{"from": "Ann", "to": "Cal", "amount": 150}, {"from": "Cal", "to": "Bob", "amount": 150}], "Cal", False)
    _, out, _ = run(capsys, "--db", played, "report", "--via", "cal", "--format", "CSV")
    assert out.splitlines()[-2:] == ["transfer,1,{0},,,,,Ann,Cal,,1.50,150,via Cal,".format(data["date"]),
                                     "transfer,1,{0},,,,,Cal,Bob,,1.50,150,via Cal,".format(data["date"])]
    code, out, err = run(capsys, "--db", played, "report", "--via", "x")
    assert (code, out, err) == (1, "", "Error: no player 'x' at the table (Ann, Bob, Cal)\n")


# --- formats in any case -----------------------------------------------------------------------------------

def test_balances_in_every_format(capsys, played):
    _, out, _ = run(capsys, "--db", played, "balances", "--format", "JSON")
    assert json.loads(out) == {"balances": {"Ann": -150, "Bob": 150, "Cal": 0}, "pot": 0}
    _, out, _ = run(capsys, "--db", played, "balances", "--format", "Csv")
    assert out == "player,balance,cents\nAnn,-1.50,-150\nBob,1.50,150\nCal,0.00,0\n"
    _, out, _ = run(capsys, "--db", played, "balances", "--format", "markdown")
    assert out == ("| Player | Balance |\n|---|---:|\n| Ann | -$1.50 |\n| Bob | +$1.50 |\n"
                   "| Cal | $0.00 |\n")
    _, out, _ = run(capsys, "--db", played, "balances", "--format", "TABLE")
    assert out == "Player  Balance\n------  -------\nAnn      -$1.50\nBob      +$1.50\nCal       $0.00\n"


def test_balances_with_money_in_the_pot(capsys, played):
    assert main(["--db", played, "deal"]) == 0
    capsys.readouterr()
    _, out, _ = run(capsys, "--db", played, "balances", "--format", "csv")
    assert out.splitlines()[1:] == ["Ann,-1.50,-150", "Bob,0.00,0", "Cal,0.00,0", "(in the pot),1.50,150"]


@pytest.mark.parametrize("args, message", [
    (("balances", "--format", "xml"), "unknown format 'xml': choose table, markdown, csv or json"),
    (("report", "--format", "pdf"), "unknown format 'pdf': choose table, markdown, csv, json or html"),
    (("rules", "--format", "yaml"), "unknown format 'yaml': choose table, markdown, csv or json"),
    (("rules", "seven-card-stud", "--format", "csv"), "a game's rules print as table or json, not csv"),
])
def test_a_wrong_format_is_one_line_and_exit_1(capsys, played, args, message):
    code, out, err = run(capsys, "--db", played, *args)
    assert (code, out, err) == (1, "", f"Error: {message}\n")


def test_rules_as_data(capsys):
    code, out, _ = run(capsys, "rules", "seven-card-stud", "buyout", "--format", "JSON")
    game = json.loads(out)
    assert code == 0
    assert (game["id"], game["name"], game["buyout_required"]) == ("seven-card-stud", "7 Card Stud", True)
    assert game["pots"] == [{"kind": "high", "share": "1/2"}, {"kind": "chicago", "share": "1/2"}]
    assert (game["house"]["max_bet"], game["house"]["ante_per_player"], game["house"]["buyout"]) == (100, 50, 200)
    _, out, _ = run(capsys, "rules", "--format", "json")
    listed = {g["id"]: g for g in json.loads(out)}
    assert listed["five-and-a-half"]["variants"] == ["innies", "seven", "red-zero", "black-zero", "targets"]
    _, out, _ = run(capsys, "rules", "--format", "csv")
    assert "seven-card-stud,7 Card Stud,declare high" in out.splitlines()


# --- the terminal's width ----------------------------------------------------------------------------------

def test_a_wide_column_wraps_to_fit():
    rows = [("1", "Ann", "a straight flush, queen high, with the wild seven as the nine")]
    text = columns(("Hand", "Player", "With"), rows, (True, False, False), width=40)
    assert text == ("Hand  Player  With\n"
                    "----  ------  --------------------------\n"
                    "   1  Ann     a straight flush, queen\n"
                    "              high, with the wild seven\n"
                    "              as the nine")
    assert max(len(line) for line in text.splitlines()) <= 40
    # Without a width, or with room to spare, nothing changes.
    assert columns(("A",), [("x" * 50,)], (False,)) == columns(("A",), [("x" * 50,)], (False,), width=200)


def test_the_table_report_fits_the_terminal(capsys, played, monkeypatch):
    with Store(played) as store:
        wide = render(night_report(store), "table")
    assert max(len(line) for line in wide.splitlines()) == 81
    # 81 wide, 72 columns: the widest column (With, 20) gives up 9 characters and wraps.
    monkeypatch.setenv("COLUMNS", "72")
    _, out, _ = run(capsys, "--db", played, "report")
    assert out.split("\n\n")[1].splitlines() == [
        "Hands",
        "Hand  Game         Dealer    Pot  Won by  Share      Amount  With",
        "----  -----------  ------  -----  ------  ---------  ------  -----------",
        "   1  7 Card Stud  Ann     $2.00  Bob     whole pot   $2.00  everyone",
        "                                                             else folded"]
    # 64 columns: With is cut to the width of Share, then the two and Game share the rest of the cut.
    monkeypatch.setenv("COLUMNS", "64")
    _, out, _ = run(capsys, "--db", played, "report")
    assert out.split("\n\n")[1].splitlines() == [
        "Hands",
        "Hand  Game     Dealer    Pot  Won by  Share     Amount  With",
        "----  -------  ------  -----  ------  --------  ------  --------",
        "   1  7 Card   Ann     $2.00  Bob     whole      $2.00  everyone",
        "      Stud                            pot               else",
        "                                                        folded"]
    assert max(len(line) for line in out.split("\n\nBalances")[0].splitlines()[2:]) == 64
    # Not a terminal and no COLUMNS: nothing is wrapped.
    monkeypatch.delenv("COLUMNS")
    _, out, _ = run(capsys, "--db", played, "report")
    assert out.rstrip("\n") == wide


# --- colour ------------------------------------------------------------------------------------------------

class Tty(io.StringIO):
    def isatty(self):
        return True


def test_colour_only_on_a_terminal_without_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setattr(colour, "disabled", False)
    assert colour.enabled(Tty()) is True
    assert colour.enabled(io.StringIO()) is False
    monkeypatch.setenv("NO_COLOR", "1")
    assert colour.enabled(Tty()) is False
    monkeypatch.setenv("NO_COLOR", "")        # empty means unset (no-color.org)
    assert colour.enabled(Tty()) is True
    monkeypatch.setattr(colour, "disabled", True)
    assert colour.enabled(Tty()) is False


def test_red_suits_are_hearts_and_diamonds():
    assert colour.suits("A♥ K♠ 10♦ 2♣ (♠ ♥ ♦ ♣)") == (
        "\x1b[31mA♥\x1b[0m K♠ \x1b[31m10♦\x1b[0m 2♣ (♠ \x1b[31m♥\x1b[0m \x1b[31m♦\x1b[0m ♣)")


def _in_a_terminal(args, extra_env=None):
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"} | {"TERM": "xterm"} | (extra_env or {})
    child = pexpect.spawn(sys.executable, ["-m", "refcli.cli.main", *args], env=env, encoding="utf-8", timeout=30,
                          dimensions=(24, 100))
    child.expect(pexpect.EOF)
    child.close()
    return child.before, child.exitstatus


def test_a_terminal_sees_red_cards_and_red_errors_unless_told_not_to():
    out, code = _in_a_terminal(["eval", "Ah", "Kh", "Qs", "Js", "10d"])
    assert code == 0 and "\x1b[31mA♥\x1b[0m" in out and "\x1b[31m10♦\x1b[0m" in out and "Q♠" in out and "\x1b[31mQ♠" not in out
    out, code = _in_a_terminal(["eval", "Zz"])
    assert code == 1 and out.startswith("\x1b[31mError: ") and out.rstrip().endswith("\x1b[0m")
    for args, env in ((["--no-color", "eval", "Ah", "Kh", "Qs", "Js", "10d"], None),
                      (["eval", "Ah", "Kh", "Qs", "Js", "10d"], {"NO_COLOR": "1"}),
                      (["eval", "Zz"], {"NO_COLOR": "yes"})):
        out, _ = _in_a_terminal(args, env)
        assert "\x1b[" not in out, (args, env)


def test_the_list_of_nights_in_every_format(capsys, played):
    _, out, _ = run(capsys, "--db", played, "report", "--list", "--format", "CSV")
    lines = out.splitlines()
    assert lines[0] == "night,date,players,hands,status" and lines[1].endswith(",Ann Bob Cal,1,open")
    _, out, _ = run(capsys, "--db", played, "report", "--list", "--format", "json")
    (night,) = json.loads(out)
    assert (night["night"], night["players"], night["hands"], night["ended"]) == (1, ["Ann", "Bob", "Cal"], 1, False)
    _, out, _ = run(capsys, "--db", played, "report", "--list", "--format", "markdown")
    assert out.splitlines()[:2] == ["| Night | Started | Players | Hands | Status |", "|---:|---|---|---:|---|"]
    assert out.splitlines()[2].endswith(" | Ann, Bob, Cal | 1 | open |")
    code, out, err = run(capsys, "--db", played, "report", "--list", "--format", "html")
    assert (code, out, err) == (1, "", "Error: the list of nights prints as table, markdown, csv or json, not html\n")
