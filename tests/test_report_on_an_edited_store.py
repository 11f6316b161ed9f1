"""`report` prints the night played, never an edit's: it checks the chain of event hashes before it replays
(an edited event is named in one line, exit 1, and none of the edit's money is printed), and a stored event
that does not replay (the whole chain forged after the edit) is named in one line, never an internal error."""

from __future__ import annotations

import json
import sqlite3

import pytest
from test_event_chain import NIGHT, SETTLE, _award_to_ann, edit, invoke, rechain

FORMATS = ("table", "json", "csv", "markdown", "html")


@pytest.fixture
def db(tmp_path) -> str:
    """Ann, Bob and Cal play one hand of stud; Bob takes the $4.50 pot at event 22."""
    script = tmp_path / "night.txt"
    script.write_text("\n".join(NIGHT) + "\n")
    path = str(tmp_path / "book.db")
    assert invoke("--db", path, "run", str(script)).exit_code == 0
    return path


def test_an_award_edited_to_another_player_is_named_and_not_printed(db):
    edit(db, SETTLE, _award_to_ann)
    for fmt in FORMATS:
        out = invoke("--db", db, "report", "1", "--format", fmt)
        assert (out.exit_code, out.output) == (1, (
            "Error: night 1: event 22 (settle) was edited outside refcli, so its report would not be the night "
            "played (refcli check-store)\n"))


def _bet_of_50(payload):
    return {**payload, "amount": 50, "postings": [["Bob", "(pot)", 50, "bet"]]}


def test_two_edits_name_the_first_edited_event(db):
    # Bob's $1 bet made 50¢, and the settle left as it was: its ruling pays out $4.50 from a pot of $4.00.
    edit(db, 4, _bet_of_50)
    edit(db, SETTLE, _award_to_ann)
    out = invoke("--db", db, "report", "1")
    assert (out.exit_code, out.output) == (1, (
        "Error: night 1: event 4 (bet) was edited outside refcli, so its report would not be the night played "
        "(refcli check-store)\n"))


def test_a_ruling_that_no_longer_pays_out_the_pot_is_one_line_when_the_chain_is_forged(db):
    edit(db, 4, _bet_of_50)
    rechain(db)
    sqlite3.connect(db).execute("DELETE FROM snapshots").connection.commit()
    out = invoke("--db", db, "report", "1")
    assert (out.exit_code, out.output) == (1, (
        "Error: night 1: event 22 (settle) does not replay (was the store edited outside refcli? "
        "refcli check-store)\n"))
    assert "internal error" not in out.output


def test_an_unedited_night_reports_as_before(db):
    out = invoke("--db", db, "report", "1", "--format", "json")
    assert out.exit_code == 0
    assert json.loads(out.output)["balances"] == {"Ann": -250, "Bob": 350, "Cal": -100}
