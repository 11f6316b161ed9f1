"""The night store: append-only events, nights, snapshots, transactions, migrations and hostile files."""

from __future__ import annotations

import dataclasses
import os
import re
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from refcli.kernel.errors import RefereeError, StoreError
from refcli.log.store import (MIGRATIONS, SCHEMA_VERSION, EventRow, NightRow, Store, default_db_path,
                          resolve_db_path, utc_now)

ROOT = Path(__file__).resolve().parents[1]


class Clock:
    """Timestamps 2024-05-03T20:00:00.000Z, :01, :02 ... one per call."""

    def __init__(self):
        self.ticks = 0

    def __call__(self) -> str:
        stamp = f"2024-05-03T20:00:{self.ticks:02d}.000Z"
        self.ticks += 1
        return stamp


@pytest.fixture
def mem():
    clock = Clock()
    store = Store(":memory:", now=clock)
    clock.ticks = 1     # the stamps below start at :01 however many migrations a new store records
    yield store
    store.close()


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "club" / "season" / "refcli.db")


def raw(path: str) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


# --- nights -------------------------------------------------------------------------------------

def test_create_and_read_a_night(mem):
    assert mem.open_night() is None
    assert mem.nights() == []
    night_id = mem.create_night(["Ann", "Bob", "Zoë"], {"house": "house", "seats": 3})
    assert night_id == 1
    expected = NightRow(1, "2024-05-03T20:00:01.000Z", None, ("Ann", "Bob", "Zoë"), {"house": "house", "seats": 3})
    assert mem.open_night() == expected
    assert mem.night(1) == expected
    assert mem.night(2) is None
    assert mem.nights() == [expected]


def test_only_one_night_open_at_a_time(mem):
    mem.create_night(["Ann", "Bob"], {})
    with pytest.raises(StoreError) as err:
        mem.create_night(["Cal"], {})
    assert str(err.value) == "night 1 (started Friday 2024-05-03 20:00 UTC) is still open; end it first"
    assert isinstance(err.value, RefereeError)
    assert [n.id for n in mem.nights()] == [1]


def test_end_night_then_start_another(mem):
    first = mem.create_night(["Ann", "Bob"], {})
    mem.end_night(first)
    assert mem.open_night() is None
    assert mem.night(first).ended_at == "2024-05-03T20:00:02.000Z"
    second = mem.create_night(["Cal", "Dee"], {"n": 2})
    assert second == 2
    assert mem.open_night().id == 2
    assert [(n.id, n.ended_at) for n in mem.nights()] == [(2, None), (1, "2024-05-03T20:00:02.000Z")]


def test_end_night_refusals(mem):
    with pytest.raises(StoreError, match=r"^there is no night 9$"):
        mem.end_night(9)
    night_id = mem.create_night(["Ann"], {})
    mem.end_night(night_id)
    with pytest.raises(StoreError, match=r"^night 1 has already ended$"):
        mem.end_night(night_id)


def test_one_open_night_is_enforced_by_the_schema_too(db_path):
    Store(db_path).close()
    con = raw(db_path)
    con.execute("INSERT INTO nights (started_at, players, meta) VALUES ('x', '[]', '{}')")
    with pytest.raises(sqlite3.IntegrityError):
        con.execute("INSERT INTO nights (started_at, players, meta) VALUES ('y', '[]', '{}')")
    con.execute("UPDATE nights SET ended_at = 'z'")
    con.execute("INSERT INTO nights (started_at, players, meta) VALUES ('y', '[]', '{}')")
    assert con.execute("SELECT count(*) FROM nights WHERE ended_at IS NULL").fetchone() == (1,)
    con.close()


# --- events -------------------------------------------------------------------------------------

def test_seq_counts_from_one_within_each_night(mem):
    first = mem.create_night(["Ann", "Bob"], {})
    assert mem.last_seq(first) == 0
    assert [mem.append(first, "deal", {"hand": i}) for i in range(3)] == [1, 2, 3]
    mem.end_night(first)
    second = mem.create_night(["Ann", "Bob"], {})
    assert [mem.append(second, "deal", {}) for _ in range(2)] == [1, 2]
    assert mem.last_seq(first) == 3
    assert mem.last_seq(second) == 2
    assert [e.payload for e in mem.events(first)] == [{"hand": 0}, {"hand": 1}, {"hand": 2}]


def test_events_round_trip_in_order(mem):
    night_id = mem.create_night(["Ann", "Bob"], {})
    mem.append(night_id, "bet", {"player": "Zoë", "amount": 50, "cards": ["Ah", "10♠"], "nested": {"b": [1, 2]}},
               "bet Zoë .50")
    mem.append(night_id, "fold", {"player": "Bob"})
    mem.append(night_id, "undo", {"voids": 2}, "undo")
    assert mem.events(night_id) == [
        EventRow(1, "bet", {"player": "Zoë", "amount": 50, "cards": ["Ah", "10♠"], "nested": {"b": [1, 2]}},
                 "bet Zoë .50", "2024-05-03T20:00:02.000Z"),
        EventRow(2, "fold", {"player": "Bob"}, "", "2024-05-03T20:00:03.000Z"),
        EventRow(3, "undo", {"voids": 2}, "undo", "2024-05-03T20:00:04.000Z"),
    ]
    assert [e.seq for e in mem.events(night_id, after_seq=1)] == [2, 3]
    assert mem.events(night_id, after_seq=3) == []
    assert mem.events(99) == []


def test_append_refusals(mem):
    with pytest.raises(StoreError, match=r"^there is no night 5$"):
        mem.append(5, "deal", {})
    night_id = mem.create_night(["Ann"], {})
    mem.end_night(night_id)
    with pytest.raises(StoreError, match=r"^night 1 has ended; start a new night$"):
        mem.append(night_id, "deal", {})
    with pytest.raises(ValueError):
        mem.append(night_id, "", {})
    with pytest.raises(TypeError):
        mem.append(night_id, "deal", {"card": object()})
    with pytest.raises(ValueError):
        mem.append(night_id, "deal", {"amount": float("nan")})
    assert mem.events(night_id) == []


def test_rows_are_frozen(mem):
    night_id = mem.create_night(["Ann"], {})
    mem.append(night_id, "deal", {})
    with pytest.raises(dataclasses.FrozenInstanceError):
        mem.night(night_id).ended_at = "now"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        mem.events(night_id)[0].seq = 7  # type: ignore[misc]


def test_events_cannot_be_edited_or_deleted_even_with_raw_sql(db_path):
    with Store(db_path) as store:
        night_id = store.create_night(["Ann"], {})
        store.append(night_id, "deal", {"n": 1})
    con = raw(db_path)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        con.execute("UPDATE events SET payload = '{}'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        con.execute("DELETE FROM events")
    con.close()
    with Store(db_path) as store:
        assert [e.payload for e in store.events(night_id)] == [{"n": 1}]


def test_utc_now_is_iso_8601_utc_with_milliseconds():
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", utc_now())


# --- snapshots ----------------------------------------------------------------------------------

def test_an_event_is_written_as_json_dumps_writes_it_sorted_and_compact():
    """The store's encoder (one C encoder made once) writes exactly what json.dumps with the store's options
    writes: keys sorted, no spaces, text as it is (José, 7♠, a lone surrogate), and refuses what it refused."""
    import json
    from refcli.log.store import _dumps
    value = {"verb": "show", "v": 2, "player": "José", "cards": ["7s", "Qh"], "ruling": {"lines": ["7♠ Q♥"],
             "pot": 400, "awards": [{"amount": 200, "hand": "a pair"}], "none": None, "ok": True, "half": 0.5},
             "text": "\ud800 \"quoted\" \n", "b": {}}
    want = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert _dumps(value) == want
    assert want.startswith('{"b":{},"cards":["7s","Qh"],"player":"José","ruling":{"awards":[{"amount":200,')
    with pytest.raises(ValueError, match="Out of range float values are not JSON compliant"):
        _dumps({"x": float("nan")})
    with pytest.raises(TypeError, match="not JSON serializable"):
        _dumps({"x": object()})


def test_snapshot_latest_max_seq_and_drop(mem):
    night_id = mem.create_night(["Ann", "Bob"], {})
    for _ in range(6):
        mem.append(night_id, "x", {})
    assert mem.latest_snapshot(night_id) is None
    mem.put_snapshot(night_id, 0, {"at": 0})
    mem.put_snapshot(night_id, 3, {"at": 3})
    mem.put_snapshot(night_id, 5, {"at": 5})
    assert mem.latest_snapshot(night_id) == (5, {"at": 5})
    assert mem.latest_snapshot(night_id, max_seq=6) == (5, {"at": 5})
    assert mem.latest_snapshot(night_id, max_seq=5) == (5, {"at": 5})
    assert mem.latest_snapshot(night_id, max_seq=4) == (3, {"at": 3})
    assert mem.latest_snapshot(night_id, max_seq=2) == (0, {"at": 0})
    mem.put_snapshot(night_id, 3, {"at": "3 again"})
    assert mem.latest_snapshot(night_id, max_seq=4) == (3, {"at": "3 again"})
    mem.drop_snapshots_from(night_id, 4)
    assert mem.latest_snapshot(night_id) == (3, {"at": "3 again"})
    mem.drop_snapshots_from(night_id, 3)
    assert mem.latest_snapshot(night_id) == (0, {"at": 0})
    mem.drop_snapshots_from(night_id, 0)
    assert mem.latest_snapshot(night_id) is None


def test_snapshots_belong_to_their_night(mem):
    first = mem.create_night(["Ann"], {})
    mem.append(first, "x", {})
    mem.put_snapshot(first, 1, {"night": 1})
    mem.end_night(first)
    second = mem.create_night(["Bob"], {})
    assert mem.latest_snapshot(second) is None
    mem.put_snapshot(second, 0, {"night": 2})
    mem.drop_snapshots_from(second, 0)
    assert mem.latest_snapshot(first) == (1, {"night": 1})


def test_snapshot_beyond_the_log_is_a_bug(mem):
    night_id = mem.create_night(["Ann"], {})
    mem.append(night_id, "x", {})
    with pytest.raises(ValueError):
        mem.put_snapshot(night_id, 2, {})
    with pytest.raises(ValueError):
        mem.put_snapshot(night_id, -1, {})
    assert mem.latest_snapshot(night_id) is None


# --- transactions -------------------------------------------------------------------------------

def test_failed_command_writes_nothing(mem):
    night_id = mem.create_night(["Ann", "Bob"], {})
    mem.append(night_id, "deal", {})
    with pytest.raises(RuntimeError):
        with mem.transaction():
            mem.append(night_id, "bet", {})
            mem.put_snapshot(night_id, 2, {"s": 1})
            mem.end_night(night_id)
            raise RuntimeError("the engine refused the command")
    assert mem.last_seq(night_id) == 1
    assert mem.latest_snapshot(night_id) is None
    assert mem.open_night().id == night_id
    assert mem.append(night_id, "bet", {}) == 2


def test_failed_night_creation_writes_nothing(mem):
    with pytest.raises(KeyError):
        with mem.transaction():
            night_id = mem.create_night(["Ann"], {})
            mem.append(night_id, "deal", {})
            raise KeyError("boom")
    assert mem.nights() == []
    assert mem.create_night(["Ann"], {}) == 1


def test_transaction_commits_everything_together(mem):
    night_id = mem.create_night(["Ann"], {})
    with mem.transaction() as store:
        assert store is mem
        seqs = [mem.append(night_id, "x", {"i": i}) for i in range(3)]
    assert seqs == [1, 2, 3]
    assert mem.last_seq(night_id) == 3


def test_nested_transaction_is_a_savepoint(mem):
    night_id = mem.create_night(["Ann"], {})
    with mem.transaction():
        mem.append(night_id, "outer", {})
        with pytest.raises(ValueError):
            with mem.transaction():
                mem.append(night_id, "inner", {})
                raise ValueError("inner only")
        with mem.transaction():
            mem.append(night_id, "inner-kept", {})
        mem.append(night_id, "outer-again", {})
    assert [(e.seq, e.kind) for e in mem.events(night_id)] == [(1, "outer"), (2, "inner-kept"), (3, "outer-again")]


def test_failure_after_a_nested_commit_undoes_it_too(mem):
    night_id = mem.create_night(["Ann"], {})
    with pytest.raises(ValueError):
        with mem.transaction():
            with mem.transaction():
                mem.append(night_id, "inner", {})
            raise ValueError("outer fails")
    assert mem.events(night_id) == []


def test_store_refusal_inside_a_transaction_rolls_back_the_command(mem):
    night_id = mem.create_night(["Ann"], {})
    with pytest.raises(StoreError):
        with mem.transaction():
            mem.append(night_id, "x", {})
            mem.create_night(["Bob"], {})
    assert mem.events(night_id) == []


# --- files, migrations, hostile paths -----------------------------------------------------------

def test_file_store_creates_folders_uses_wal_and_persists(db_path):
    assert not os.path.exists(os.path.dirname(db_path))
    with Store(db_path) as store:
        night_id = store.create_night(["Ann", "Bob"], {"house": "club"})
        store.append(night_id, "deal", {"dealer": "Ann"}, "deal")
        store.put_snapshot(night_id, 1, {"pot": 300})
    con = raw(db_path)
    assert con.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    con.close()
    with Store(db_path) as again:
        # Per connection, so checked on a reopened store: foreign keys enforced, fsync on every commit.
        assert again._db.execute("PRAGMA foreign_keys").fetchone() == (1,)
        assert again._db.execute("PRAGMA synchronous").fetchone() == (2,)
        assert again.open_night().meta == {"house": "club"}
        assert [(e.seq, e.kind, e.text) for e in again.events(night_id)] == [(1, "deal", "deal")]
        assert again.latest_snapshot(night_id) == (1, {"pot": 300})


def test_migrations_are_recorded(db_path):
    Store(db_path).close()
    Store(db_path).close()  # a second open applies nothing twice
    con = raw(db_path)
    assert [r[0] for r in con.execute("SELECT name FROM _migrations ORDER BY rowid")] == [
        "m001_initial", "m002_event_chain", "m003_members", "m004_book_chain"]
    assert con.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert SCHEMA_VERSION == len(MIGRATIONS) == 4
    con.close()


def test_migration_names_are_ordered_and_unique():
    names = [m.__name__ for m in MIGRATIONS]
    assert all(re.fullmatch(r"m\d{3}_[a-z0-9_]+", n) for n in names)
    assert [int(n[1:4]) for n in names] == list(range(1, len(names) + 1))


def test_store_written_by_a_newer_refcli_is_refused(db_path):
    Store(db_path).close()
    con = raw(db_path)
    con.execute("INSERT INTO _migrations (name, applied_at) VALUES ('m002_side_pots', 'later')")
    con.execute("PRAGMA user_version = 2")
    con.close()
    with pytest.raises(StoreError) as err:
        Store(db_path)
    assert str(err.value) == f"{db_path} was written by a newer refcli (schema m002_side_pots); upgrade refcli"


def test_newer_user_version_alone_is_refused(db_path):
    Store(db_path).close()
    con = raw(db_path)
    con.execute("PRAGMA user_version = 7")
    con.close()
    with pytest.raises(StoreError, match=r"newer refcli \(schema version 7\)"):
        Store(db_path)


def test_garbage_file_is_refused_with_its_path(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_bytes(b"Ann owes Bob three quarters\n" * 200)
    with pytest.raises(StoreError) as err:
        Store(str(path))
    message = str(err.value)
    assert message.startswith(f"{path} is not a usable refcli store: ")
    assert "\n" not in message
    assert path.read_bytes() == b"Ann owes Bob three quarters\n" * 200


def test_directory_is_refused(tmp_path):
    with pytest.raises(StoreError) as err:
        Store(str(tmp_path))
    assert str(err.value) == f"{tmp_path} is a directory, not a refcli store"


def test_folder_that_cannot_be_created_is_refused(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError) as err:
        Store(str(blocker / "refcli.db"))
    assert str(err.value).startswith(f"cannot create the folder for the store {blocker / 'refcli.db'}: ")


def test_someone_elses_sqlite_database_is_refused(tmp_path):
    path = str(tmp_path / "recipes.db")
    con = raw(path)
    con.execute("CREATE TABLE recipes (name TEXT)")
    con.close()
    with pytest.raises(StoreError) as err:
        Store(path)
    assert str(err.value) == f"{path} is a SQLite database but not a refcli store"
    con = raw(path)
    assert [r[0] for r in con.execute("SELECT name FROM sqlite_master")] == ["recipes"]
    con.close()


def test_empty_file_becomes_a_store(tmp_path):
    path = tmp_path / "new.db"
    path.write_bytes(b"")
    with Store(str(path)) as store:
        assert store.create_night(["Ann"], {}) == 1


def test_tail_after_a_snapshot_is_an_index_range_scan(db_path):
    Store(db_path).close()
    con = raw(db_path)
    plans = {
        "events": "SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = ? AND seq > ? ORDER BY seq",
        "last": "SELECT coalesce(max(seq), 0) FROM events WHERE night_id = ?",
        "snapshot": "SELECT seq, state FROM snapshots WHERE night_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1",
    }
    for name, sql in plans.items():
        params = (1, 1) if sql.count("?") == 2 else (1,)
        detail = " ".join(r[-1] for r in con.execute(f"EXPLAIN QUERY PLAN {sql}", params))
        assert "USING PRIMARY KEY" in detail, (name, detail)
        assert "TEMP B-TREE" not in detail, (name, detail)
    con.close()


# --- paths --------------------------------------------------------------------------------------

def test_resolve_db_path_order():
    def app_dir(name):
        assert name == "refcli"
        return "/home/ann/.local/share/refcli"
    assert resolve_db_path("/tmp/x.db", app_dir, {"REFCLI_DB": "/env.db"}) == "/tmp/x.db"
    assert resolve_db_path(None, app_dir, {"REFCLI_DB": "/env.db"}) == "/env.db"
    assert resolve_db_path(None, app_dir, {"REFCLI_DB": ""}) == "/home/ann/.local/share/refcli/refcli.db"
    assert resolve_db_path(None, app_dir, {}) == "/home/ann/.local/share/refcli/refcli.db"
    assert resolve_db_path(":memory:", app_dir, {}) == ":memory:"
    assert resolve_db_path("~/poker.db", app_dir, {}) == os.path.expanduser("~/poker.db")
    assert default_db_path("/data") == "/data/refcli.db"


# --- two terminals at once ----------------------------------------------------------------------

def test_two_stores_on_one_file_share_one_sequence(db_path):
    a, b = Store(db_path), Store(db_path)
    night_id = a.create_night(["Ann", "Bob"], {})
    assert b.open_night().id == night_id
    assert [a.append(night_id, "a", {}), b.append(night_id, "b", {}), a.append(night_id, "a", {}),
            b.append(night_id, "b", {})] == [1, 2, 3, 4]
    with pytest.raises(StoreError, match="is still open"):
        b.create_night(["Cal"], {})
    a.close()
    b.close()


def test_a_writer_waits_for_the_other_terminals_command(db_path):
    a = Store(db_path)
    night_id = a.create_night(["Ann", "Bob"], {})
    results = []

    def other_terminal():
        with Store(db_path) as b:
            results.append(b.append(night_id, "bet", {"who": "b"}))

    with a.transaction():
        a.append(night_id, "bet", {"who": "a", "part": 1})
        thread = threading.Thread(target=other_terminal)
        thread.start()
        a.append(night_id, "bet", {"who": "a", "part": 2})
    thread.join()
    assert results == [3]
    assert [e.payload for e in a.events(night_id)] == [{"who": "a", "part": 1}, {"who": "a", "part": 2}, {"who": "b"}]
    a.close()


def test_a_writer_gives_up_with_a_clear_message_when_busy(db_path):
    a = Store(db_path)
    night_id = a.create_night(["Ann"], {})
    impatient = Store(db_path, busy_timeout_ms=20)
    with a.transaction():
        a.append(night_id, "x", {})
        with pytest.raises(StoreError) as err:
            impatient.append(night_id, "y", {})
        assert str(err.value) == f"the store {db_path} is busy (another refcli is writing); try again"
        # Reading while the other terminal writes is fine (WAL): it sees the last committed state.
        assert impatient.last_seq(night_id) == 0
    assert impatient.append(night_id, "y", {}) == 2
    a.close()
    impatient.close()


WORKER = r"""
import os, sys, time
from refcli.log.store import Store
path, go, worker, commands = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
Store(path, busy_timeout_ms=60_000).close()   # every worker races to create and migrate the fresh file
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.001)
night_id = int(open(go).read())
# SQLite's busy handler polls rather than queues, so on a loaded machine a worker in this tight loop
# can be starved past the 5 s default; a refusal would be safe ("busy; try again") but is not under test.
for i in range(commands):                # like one-shot CLI commands: open, one transaction, close
    with Store(path, busy_timeout_ms=60_000) as store, store.transaction():
        for part in range(3):            # one command = three events that must stay together
            store.append(night_id, "x", {"w": worker, "i": i, "part": part})
"""


def test_processes_appending_at_once_lose_and_interleave_nothing(tmp_path):
    path, go = str(tmp_path / "night.db"), str(tmp_path / "go")
    workers, commands = 3, 25
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, path, go, str(w), str(commands)], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for w in range(workers)]
    try:
        for p in procs:
            assert p.stdout.readline() == "ready\n", p.stderr.read()
        with Store(path) as store:
            night_id = store.create_night(["Ann", "Bob"], {})
            Path(go + ".tmp").write_text(str(night_id))
            os.replace(go + ".tmp", go)
            for p in procs:
                _, err = p.communicate(timeout=120)
                assert p.returncode == 0, err
            events = store.events(night_id)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.communicate()
    assert [e.seq for e in events] == list(range(1, workers * commands * 3 + 1))
    triples = [events[k:k + 3] for k in range(0, len(events), 3)]
    for triple in triples:
        assert [e.payload["part"] for e in triple] == [0, 1, 2]
        assert len({(e.payload["w"], e.payload["i"]) for e in triple}) == 1
    for w in range(workers):
        assert [t[0].payload["i"] for t in triples if t[0].payload["w"] == str(w)] == list(range(commands))
    con = raw(path)
    assert con.execute("SELECT name FROM _migrations").fetchall() == [(m.__name__,) for m in MIGRATIONS]
    con.close()


OPENER = r"""
import os, sys, time
from refcli.log.store import Store
while not os.path.exists(sys.argv[2]):
    time.sleep(0.0005)                   # so that every opener starts within the same millisecond
Store(sys.argv[1], busy_timeout_ms=60_000).close()   # correctness under a race, not speed: a loaded CI
"""                                                    # machine may keep an opener waiting past 5 s


def test_many_first_opens_of_a_new_file_at_once_all_succeed(tmp_path):
    for round_ in range(3):
        path, go = str(tmp_path / f"new{round_}.db"), str(tmp_path / f"go{round_}")
        procs = [subprocess.Popen([sys.executable, "-c", OPENER, path, go], cwd=ROOT, stderr=subprocess.PIPE,
                                  text=True) for _ in range(6)]
        try:
            Path(go).touch()
            errors = [p.communicate(timeout=60)[1] for p in procs]
        finally:
            for p in procs:
                if p.poll() is None:
                    p.kill()
                    p.communicate()
        assert [p.returncode for p in procs] == [0] * 6, errors
        con = raw(path)
        assert con.execute("SELECT name FROM _migrations").fetchall() == [(m.__name__,) for m in MIGRATIONS]
        assert con.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        con.close()


KILLED = r"""
import os, signal, sys
from refcli.log.store import Store
store = Store(sys.argv[1])
night_id = store.open_night().id
with store.transaction():
    store.append(night_id, "bet", {"half": "written"})
    store.put_snapshot(night_id, 2, {"half": "written"})
    os.kill(os.getpid(), signal.SIGKILL)
"""


def test_killed_process_mid_command_leaves_the_store_consistent(db_path):
    with Store(db_path) as store:
        night_id = store.create_night(["Ann"], {})
        store.append(night_id, "deal", {})
    proc = subprocess.run([sys.executable, "-c", KILLED, db_path], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    with Store(db_path) as store:
        assert [e.kind for e in store.events(night_id)] == ["deal"]
        assert store.latest_snapshot(night_id) is None
        assert store.append(night_id, "bet", {}) == 2
    con = raw(db_path)
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    con.close()


def test_importing_the_store_pulls_in_nothing_heavy():
    code = "import sys, refcli.log.store; print(sorted(m for m in ('click', 'yaml', 'tabulate') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.stdout == "[]\n", out.stderr
