"""What a host met playing a whole night through the CLI and the shell, each held to its fixed outcome.

Each test is one slip found by playing a night as a new host would: the words a host reads, a false
alarm, a notice that never came, a date printed in the wrong zone.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from click.testing import CliRunner

from refcli.cli.main import cli, main
from refcli.book.report import render_status
from refcli.night.session import Session
from refcli.cli.shell import _Shell
from refcli.log.store import Store


def invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def play(db: Path, lines) -> None:
    store = Store(str(db))
    session = Session(store)
    for line in lines:
        session.execute(line)
    store.close()


# --- status between hands: one hand, not "1 hands" ----------------------------------------------------------

def test_status_after_one_hand_says_one_hand():
    session = Session(Store(":memory:"))
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal", "fold, fold"):
        session.execute(line)
    assert render_status(session.night) == "1 hand played · next: Bob deals 7 Card Stud · pot $0.00"
    for line in ("deal", "fold, fold"):
        session.execute(line)
    assert render_status(session.night) == "2 hands played · next: Cal deals 7 Card Stud · pot $0.00"


# --- check-store: a misdeal is not damage ---------------------------------------------------------------------

def test_check_store_takes_a_misdealt_hand_for_what_it_is(capsys, tmp_path):
    # Hand 2 is misdealt after a bet and a penalty: the ante and the bet go back, the penalty stays in the
    # pot and goes to whoever wins hand 3. Nothing here is a problem.
    db = tmp_path / "club.db"
    play(db, ["night Ann Bob Cal", "game seven-card-stud", "deal", "fold, fold",
              "deal", "bet Cal .50", "penalty Ann looked out of turn", "misdeal",
              "deal", "fold, fold", "end"])
    capsys.readouterr()
    code = main(["check-store", "--db", str(db)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out.startswith("store OK: 1 night, ")


# --- the shell: a line typed after another terminal moved the night ------------------------------------------

def test_a_change_made_while_the_dealer_sat_at_the_prompt_is_said_before_his_line(tmp_path):
    db = str(tmp_path / "club.db")
    out = io.StringIO()
    here = _Shell(Session(Store(db)), out)
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        here.handle(line)
    here.refresh()                      # the prompt is drawn: the shell has looked at the store
    there = Session(Store(db))          # ... and while the dealer types, another terminal bets
    there.execute("bet Bob .50")
    out.truncate(0), out.seek(0)
    here.handle("call Cal")             # no refresh between the prompt and the line
    assert out.getvalue().splitlines() == [
        "(the night changed in another terminal: bet Bob .50)",
        "Cal calls 50¢ · pot $2.50 · Ann to act (50¢ to call)"]
    out.truncate(0), out.seek(0)
    here.refresh()                      # said once, and the shell's own call is not news
    here.handle("fold Ann")
    assert "another terminal" not in out.getvalue()


# --- import: the night's date as every other command prints it ----------------------------------------------

def test_import_dates_a_night_where_it_was_played(tmp_path, monkeypatch):
    monkeypatch.delenv("TZ", raising=False)         # a TZ set for the run would be the zone asked for
    monkeypatch.delenv("REFCLI_TZ", raising=False)
    # A Friday 21:00 game in Chicago is 03:00 Saturday in UTC: the import says Friday's date, as report does.
    db = str(tmp_path / "host.db")
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob Cal\ngame stud\ndeal\nbet bob 1, fold, fold\nend\n")
    assert invoke("--db", db, "--tz", "America/Chicago", "run", script).exit_code == 0
    book = tmp_path / "book.json"
    data = json.loads(invoke("--db", db, "export", "all").output)
    night = data["nights"][0]
    night["started_at"], night["ended_at"] = "2026-11-21T03:00:00.000Z", "2026-11-21T05:00:00.000Z"
    assert night["meta"].get("tz") == "America/Chicago"
    book.write_text(json.dumps(data))
    result = invoke("--db", str(tmp_path / "keeper.db"), "import", book)
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == \
        "Imported night 1 of the file (2026-11-20, Ann, Bob, Cal) as night 1: 1 hand."
    listing = invoke("--db", str(tmp_path / "keeper.db"), "report", "--list").output
    assert "Friday 2026-11-20 21:00 CST" in listing
    # A zone asked for dates it there, for import as for report: 03:00 UTC is Saturday in Tokyo.
    again = invoke("--db", str(tmp_path / "keeper.db"), "--tz", "Asia/Tokyo", "import", book)
    assert again.output.splitlines()[0] == \
        "Night 1 of the file (2026-11-21, Ann, Bob, Cal) is already in the book as night 1: skipped."


# --- player: one hand, not "1 hands" --------------------------------------------------------------------------

def test_player_history_of_one_hand_says_one_hand(tmp_path):
    db = str(tmp_path / "club.db")
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob Cal\ngame stud\ndeal\nbet bob 1, fold, fold\nend\n")
    assert invoke("--db", db, "run", script).exit_code == 0
    out = invoke("--db", db, "player", "bob").output.splitlines()
    assert out[0] == "Bob: 1 night, 1 hand, won 1, net +$1.50; biggest share won $2.50"


# --- a one-shot line typed in quotes ------------------------------------------------------------------------

def test_a_table_line_in_quotes_is_read_as_the_same_line_unquoted(capsys):
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        assert main(line.split()) == 0
    capsys.readouterr()
    assert main(["bet Bob .50, call Cal"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Bob bets 50¢ · pot $2.00 · Cal to act (50¢ to call)",
        "Cal calls 50¢ · pot $2.50 · Ann to act (50¢ to call)"]
    assert main(["calll Ann"]) == 1          # a slip in a quoted line is still named as one
    assert capsys.readouterr().err == "Error: unknown command 'calll Ann' — did you mean call?\n"


# --- the README's verb table names every verb help-table lists ----------------------------------------------

def test_every_table_verb_has_a_row_in_the_readme_table():
    import re
    from refcli.language.verbs import VERB_HELP
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    table = readme.split("| verb | form | what it does |", 1)[1].split("\n\n", 1)[0]   # that table alone
    rows = set()
    for line in table.splitlines():
        found = re.match(r"^\| ([a-z /]+) \|", line)
        if found:
            rows |= {word.strip() for word in found.group(1).split("/")}
    assert sorted(set(VERB_HELP) - rows) == []          # draw was missing: High and Low Poker needs it
    assert sorted(rows - set(VERB_HELP)) == []
