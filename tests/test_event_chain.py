"""A tamper-evident book: each stored event carries a hash of itself and of the event before it, so a store
edited outside refcli is reported as edited (which night, which event) by `check-store` and `verify`, never
as a change of rules; a night whose ledger no longer balances is one line from `report`."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.log.store import Store, event_hash, m004_book_chain, unpack

HERE = os.path.join(os.path.dirname(__file__), "fixtures")
NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet bob 1, call cal, call ann",
         "check, check, check", "check, check, check", "check, check, check", "check, check, check",
         "show ann 2c 3c 4d up 5h 7s 9c Kd, bob As Ad Kh up Kc 2d 3d 4s, cal 5c 5d 6h up 6s 8h 8d Jc",
         "settle", "end"]
SETTLE = 22     # the settle event's seq: Bob takes both halves of the $4.50 pot


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


@pytest.fixture
def db(tmp_path) -> str:
    script = tmp_path / "night.txt"
    script.write_text("\n".join(NIGHT) + "\n")
    path = str(tmp_path / "book.db")
    assert invoke("--db", path, "run", str(script)).exit_code == 0
    return path


def edit(path: str, seq: int, change, column: str = "payload") -> None:
    """Change one stored event the way someone with sqlite3 would: around the append-only trigger."""
    con = sqlite3.connect(path)
    con.execute("DROP TRIGGER IF EXISTS events_append_only_update")
    (value,) = con.execute(f"SELECT {column} FROM events WHERE night_id = 1 AND seq = ?", (seq,)).fetchone()
    new = change(json.loads(unpack(value))) if column == "payload" else change(value)
    con.execute(f"UPDATE events SET {column} = ? WHERE night_id = 1 AND seq = ?",
                (json.dumps(new) if column == "payload" else new, seq))
    con.commit()
    con.close()


def test_the_built_in_sha256_is_hashlibs():
    first = event_hash(b"", 1, "night", '{"players":["Ann"]}', "night Ann", "2026-01-01T00:00:00.000Z")
    assert first == hashlib.sha256(b'1:15:night19:{"players":["Ann"]}9:night Ann24:2026-01-01T00:00:00.000Z').digest()
    assert event_hash(first, 2, "end", "{}", "end", "x") == hashlib.sha256(first + b"1:23:end2:{}3:end1:x").digest()


def test_every_event_is_chained_to_the_one_before(db):
    con = sqlite3.connect(db)
    rows = con.execute("SELECT seq, kind, payload, text, created_at, hash FROM events ORDER BY seq").fetchall()
    before = b""
    for seq, kind, payload, text, created_at, stored in rows:
        before = event_hash(before, seq, kind, unpack(payload), text, created_at)
        assert stored == before
    assert len(rows) == 23
    out = invoke("check-store", "--db", db)
    assert out.exit_code == 0 and out.output == "store OK: 1 night, 23 events\n"


def _award_to_ann(payload):
    payload["postings"] = [["(pot)", "Ann", 225, "award"], ["(pot)", "Ann", 225, "award"]]
    for a in payload["ruling"]["awards"]:
        a["player"] = "Ann"
    return payload


def test_an_award_given_to_another_player_is_reported_as_an_edit(db):
    edit(db, SETTLE, _award_to_ann)
    checked = invoke("check-store", "--db", db)
    assert checked.exit_code == 1
    assert checked.output.splitlines()[0] == "night 1: event 22 (settle) was edited outside refcli"
    verified = invoke("--db", db, "verify")
    assert verified.exit_code == 1
    assert verified.output.splitlines() == [
        "night 1: event 22 (settle) was edited outside refcli: its hands are not ruled again",
        "verify: 1 night, 0 settled hands: 1 night was edited outside refcli."]
    assert "different money" not in verified.output


def test_an_edit_of_a_rulings_words_is_caught(db):
    def words(payload):
        payload["ruling"]["lines"][0] = "Bob wins, as everyone agreed."
        return payload
    edit(db, SETTLE, words)
    assert invoke("check-store", "--db", db).output.splitlines()[0] == (
        "night 1: event 22 (settle) was edited outside refcli")


def test_an_edit_of_the_typed_line_or_its_time_is_caught(db):
    edit(db, 4, lambda text: "bet bob 2", column="text")
    edit(db, 5, lambda when: "2020-01-01T00:00:00.000Z", column="created_at")
    assert invoke("check-store", "--db", db).output.splitlines()[0] == (
        "night 1: event 4 (bet) was edited outside refcli")


def test_a_hash_recomputed_for_an_edited_event_breaks_the_next_link(db):
    # Whoever rewrites an event and its own hash must rewrite every hash after it, as with a git history.
    edit(db, 4, lambda p: {**p, "amount": 50, "postings": [["Bob", "(pot)", 50, "bet"]]})
    con = sqlite3.connect(db)
    con.execute("DROP TRIGGER IF EXISTS events_append_only_update")
    (before,) = con.execute("SELECT hash FROM events WHERE night_id = 1 AND seq = 3").fetchone()
    seq, kind, payload, text, created_at = con.execute(
        "SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = 1 AND seq = 4").fetchone()
    con.execute("UPDATE events SET hash = ? WHERE night_id = 1 AND seq = 4",
                (event_hash(before, seq, kind, payload, text, created_at),))
    con.commit()
    con.close()
    assert invoke("check-store", "--db", db).output.splitlines()[0] == (
        "night 1: event 5 (call) was edited outside refcli")


def test_a_removed_event_is_named(db):
    con = sqlite3.connect(db)
    con.execute("DROP TRIGGER events_append_only_delete")
    con.execute("DELETE FROM events WHERE night_id = 1 AND seq = 7")
    con.commit()
    con.close()
    assert invoke("check-store", "--db", db).output.splitlines()[0] == (
        "night 1: event 7 was removed outside refcli (the next is event 8 (check))")


def rechain(path: str) -> None:
    """Rewrite every hash from the first event on, as a forger who knows the chain's recipe would: the book's
    links built again from what the store now holds, and the head kept beside the file deleted (only a head
    written down elsewhere, `verify --head`, tells his book from the club's)."""
    con = sqlite3.connect(path)
    con.execute("DROP TRIGGER IF EXISTS events_append_only_update")
    before = b""
    for seq, kind, payload, text, created_at in con.execute(
            "SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = 1 ORDER BY seq").fetchall():
        before = event_hash(before, seq, kind, unpack(payload), text, created_at)
        con.execute("UPDATE events SET hash = ? WHERE night_id = 1 AND seq = ?", (before, seq))
    con.execute("UPDATE nights SET meta = json_remove(meta, '$.digest')")     # the season's summary, sealed
    con.execute("DROP TABLE book_links")
    m004_book_chain(con)
    con.commit()
    con.close()
    if os.path.exists(path + ".head"):
        os.unlink(path + ".head")


def test_report_of_a_night_that_does_not_balance_is_one_line(db):
    # The chain rewritten after the edit: report cannot see the edit itself, only that the money is wrong.
    def to_mallory(payload):
        payload["postings"][0][1] = "Mallory"
        return payload
    edit(db, SETTLE, to_mallory)
    rechain(db)
    sqlite3.connect(db).execute("DELETE FROM snapshots").connection.commit()
    for fmt in ("table", "json", "csv", "markdown", "html"):
        out = invoke("--db", db, "report", "1", "--format", fmt)
        assert (out.exit_code, out.output) == (1, (
            "Error: night 1 does not balance: its players' balances sum to -$2.25, not zero (was the store "
            "edited outside refcli? refcli check-store)\n"))


def test_a_store_written_before_the_chain_gets_it_on_first_open_and_says_so_once(tmp_path):
    old = tmp_path / "old.db"
    shutil.copy(os.path.join(HERE, "store-v1.db"), old)
    first = CliRunner().invoke(cli, ["--db", str(old), "report", "--list"])
    assert first.exit_code == 0
    notice = (f"{old}: its events now carry a chain of hashes, from what they hold today: an edit made outside "
              "refcli is caught from now on")
    assert first.stderr.splitlines() == [notice]
    again = CliRunner().invoke(cli, ["--db", str(old), "report", "--list"])
    assert again.exit_code == 0 and again.stderr == "" and again.stdout == first.stdout
    checked = invoke("check-store", "--db", str(old))
    assert checked.exit_code == 0 and checked.output.startswith("store OK: ")
    assert Store(str(old)).chain_problem(1) == ""
