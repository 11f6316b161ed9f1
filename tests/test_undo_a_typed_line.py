"""`undo` takes back the last line as the table typed it, whole; `undo N` the last N lines; `undo clause` the last
clause, saying which. Stored undos keep voiding exactly the one event each voided."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner
from tablekit import Table

from refcli.cli.main import cli
from refcli.kernel.errors import RefereeError
from refcli.language.script import strip_comment
from refcli.log.store import Store
from refcli.night.session import Session

FIVE = ("night Ann Bob Cal Dee Eve", "game seven-card-stud", "deal")


def _state(t: Table):
    now = t.session.current()[1]
    return now.to_json() if now is not None else None


def test_a_nameless_up_line_dealt_in_the_wrong_order_goes_whole_with_one_undo():
    t = Table(*FIVE)
    before = _state(t)
    t("up tdqd9h6s2d")
    t("undo")
    assert t.lines[-1] == "Undone: up tdqd9h6s2d"
    assert _state(t) == before
    t("up 2d 6s 9h qd td")
    assert t.lines[-5:] == ["Bob up: 2♦", "Cal up: 6♠", "Dee up: 9♥", "Eve up: Q♦", "Ann up: 10♦"]


def test_undo_clause_takes_one_clause_and_names_it_with_its_cards():
    t = Table(*FIVE)
    t("up tdqd9h6s2d")
    t("undo clause")
    assert t.lines[-1] == "Undone: up Ann 2♦ (one clause of the line 'up tdqd9h6s2d')"
    assert t.night.hand.up.get("Ann", []) == [] and t.night.hand.up["Eve"] == ["6s"]
    t("undo 1")      # what is left of the line
    assert t.lines[-1] == "Undone: the rest of the line 'up tdqd9h6s2d' (4 of its 5 clauses)"
    assert not any(t.night.hand.up.values())


def test_a_glued_betting_round_goes_whole_and_a_clause_of_it_names_the_player_on_turn():
    t = Table(*FIVE, "up td qd 9h 6s 2d")
    before = _state(t)
    t("xb1ccc")
    t("undo clause")
    assert t.lines[-1] == "Undone: call Ann (one clause of the line 'xb1ccc')"
    t("undo 1")
    assert t.lines[-1] == "Undone: the rest of the line 'xb1ccc' (4 of its 5 clauses)"
    assert _state(t) == before
    t("xb1ccc")
    t("undo")
    assert t.lines[-1] == "Undone: xb1ccc"
    assert _state(t) == before


def test_undo_n_takes_back_the_last_n_lines_newest_first():
    t = Table(*FIVE)
    before = _state(t)
    t("up td qd 9h 6s 2d")
    t("xb1ccc")
    t("c")
    t("undo 3")
    assert t.lines[-3:] == ["Undone: c", "Undone: xb1ccc", "Undone: up td qd 9h 6s 2d"]
    assert _state(t) == before
    assert t.night.ledger.balance("Ann") == -250


def test_undo_n_past_the_start_of_the_night_removes_the_empty_night():
    t = Table(*FIVE)
    t("undo 3")
    assert t.lines[-3:] == ["Undone: deal", "Undone: game seven-card-stud",
                            "Undone: night Ann Bob Cal Dee Eve (the empty night is removed)"]
    assert t.session.store.open_night() is None and t.session.store.nights() == []


def test_undo_more_lines_than_the_night_holds_is_refused_and_changes_nothing():
    t = Table("night Ann Bob", "game seven-card-stud")
    assert t.refuse("undo 4") == "undo 4: only 2 lines to undo"
    t2 = Table(*FIVE)
    assert t2.refuse("undo 5") == "undo 5: only 3 lines to undo"


@pytest.mark.parametrize("line, message", [
    ("undo 0", "undo takes back 1 to 20 lines (got 0)"),
    ("undo 21", "undo takes back 1 to 20 lines (got 21)"),
    ("undo extra", "undo takes nothing after it (got 'extra')"),
    ("undo 2 clause", "undo takes nothing after it (got '2 clause')"),
])
def test_undo_takes_a_count_of_lines_or_clause_and_nothing_else(line, message):
    assert Table(*FIVE).refuse(line) == message


def test_undo_after_end_reopens_the_night_and_a_line_with_end_in_it_goes_whole():
    t = Table("night Ann Bob", "game seven-card-stud", "deal", "f")
    t("end")
    t("undo")
    assert t.lines[-1] == "Undone: end (the night is open again)"
    assert t.session.store.open_night() is not None
    t("deal, fold, end")
    assert t.session.store.open_night() is None
    t("undo 1")
    assert t.lines[-1] == "Undone: deal, fold, end (the night is open again)"
    assert t.night.hand is None and t.night.hands_played == 1


def test_one_undo_event_per_voided_event_each_voiding_one_and_marked_as_one_line():
    t = Table(*FIVE)
    t("up td qd 9h 6s 2d")
    first = t.session.store.last_seq(t.night_id) - 4
    t("undo 1")
    undos = [e for e in t.session.store.events(t.night_id, after_seq=first + 4)]
    assert [e.payload["voids"] for e in undos] == [first + 4, first + 3, first + 2, first + 1, first]
    assert [e.payload.get("line") for e in undos] == [None] + [undos[0].seq] * 4
    ups = t.session.store.events(t.night_id, after_seq=first - 1)[:5]
    assert [e.payload.get("line") for e in ups] == [None] + [first] * 4
    assert all(e.payload["v"] == 3 for e in ups)


def test_a_night_stored_before_lines_were_marked_undoes_one_event_as_it_always_did():
    # The events of `up td qd 9h 6s 2d` and `check Bob, bet Cal 1, call Dee` as version 2 stored them: no line
    # marks, so each is a line of its own, and a stored undo voids the one event it names.
    t = Table(*FIVE, "up td qd 9h 6s 2d", "check Bob, bet Cal 1, call Dee")
    events = t.session.store.events(t.night_id)
    store = Store(":memory:")
    night_id = store.create_night(["Ann", "Bob", "Cal", "Dee", "Eve"], {})
    for e in events:
        payload = {k: v for k, v in e.payload.items() if k != "line"}
        payload["v"] = 2
        store.append(night_id, e.kind, payload, e.text)
    old = Session(store)
    said = old.execute("undo clause").outcomes[0].lines
    assert said == ("Undone: call Dee (one clause of the line 'check Bob, bet Cal 1, call Dee')",)
    said = old.execute("undo").outcomes[0].lines
    assert said == ("Undone: bet Cal $1.00 (one clause of the line 'check Bob, bet Cal 1, call Dee')",)
    said = old.execute("undo 2").outcomes
    assert [o.lines for o in said] == [("Undone: check Bob (one clause of the line 'check Bob, bet Cal 1, call Dee')",),
                                       ("Undone: up Ann 2♦ (one clause of the line 'up td qd 9h 6s 2d')",)]
    assert old.night.hand.up.get("Ann", []) == [] and old.night.hand.up["Eve"] == ["6s"]


def test_the_one_shot_undo_takes_a_count(tmp_path):
    db = str(tmp_path / "club.db")
    run = CliRunner()
    for words in (["night", "Ann", "Bob", "Cal"], ["game", "seven-card-stud"], ["deal"], ["up", "7h8h9h"]):
        assert run.invoke(cli, ["--db", db, *words]).exit_code == 0
    result = run.invoke(cli, ["--db", db, "undo", "2"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[:2] == ["Undone: up 7h8h9h", "Undone: deal"]


# --- the property: any line the table accepts, then `undo`, leaves the night exactly as before it -----------

with open(os.path.join(os.path.dirname(__file__), "golden", "nights.json"), encoding="utf-8") as f:
    _CORPUS = json.load(f)


def _sessions(parts: int):
    return [list(range(i, len(_CORPUS), parts)) for i in range(parts)]


@pytest.mark.parametrize("indexes", _sessions(8))
def test_every_recorded_line_then_undo_leaves_the_night_as_it_was(indexes):
    """Every session of the golden corpus (every game, every verb and short form the suite types): after each
    line that records something, `undo` says the line as typed and gives back the night as it was before the
    line; the line typed again does what it did."""
    checked = 0
    for index in indexes:
        session = Session(Store(":memory:"))
        store = session.store
        for line in _CORPUS[index]["lines"]:
            line = line.removeprefix("!")      # recorded as refused: refused again
            row = store.open_night()
            mark = (row.id, store.last_seq(row.id)) if row else None
            before = session.current()[1]
            before = before.to_json() if before is not None else None
            try:
                first = session.execute(line)
            except RefereeError:
                continue
            words = line.split("#", 1)[0].split()
            now = store.open_night()
            if not words or words[0].lower() == "undo" or (now is None and row is None):
                continue
            if now is not None and mark is not None and (now.id, store.last_seq(now.id)) == mark:
                continue        # a question, or nothing recorded
            said = session.execute("undo").outcomes
            typed = strip_comment(line)
            assert len(said) == 1 and said[0].lines[0].startswith(f"Undone: {typed}"), (index, line)
            after = session.current()[1]
            assert (after.to_json() if after is not None else None) == before, (index, line)
            again = session.execute(line)
            assert [o.lines for o in again.outcomes] == [o.lines for o in first.outcomes], (index, line)
            checked += 1
    assert checked > 100


def test_another_terminal_hears_of_a_line_once_however_many_events_it_made(tmp_path):
    import io

    from refcli.cli.shell import _Shell
    db = str(tmp_path / "club.db")
    there = Session(Store(db))
    for line in FIVE:
        there.execute(line)
    out = io.StringIO()
    here = _Shell(Session(Store(db)), out)
    there.execute("up td qd 9h 6s 2d")
    there.execute("x, x")
    there.execute("x, x")
    here.refresh()
    assert out.getvalue() == "(the night changed in another terminal: up td qd 9h 6s 2d; x, x; x, x)\n"
    out.truncate(0), out.seek(0)
    there.execute("undo 1")
    here.refresh()
    assert out.getvalue() == "(the night changed in another terminal: undo x, x)\n"
