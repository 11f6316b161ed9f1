"""An import is a replay: a crafted export file is refused in one line naming the file, the night and the
problem, and nothing is written; the issue's crafted files, hangs and hostile names are each a case here."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.log.store import Store

ROOT = Path(__file__).resolve().parent.parent

# Bob wins both halves of a $4.50 pot (the high hand and Low Chicago); Ann antes.
NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet bob 1, call cal, call ann",
         "check, check, check", "check, check, check", "check, check, check", "check, check, check",
         "show ann 2c 3c 4d up 5h 7s 9c Kd, bob As Ad Kh up Kc 2d 3d 4s, cal 5c 5d 6h up 6s 8h 8d Jc",
         "settle", "end"]


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


@pytest.fixture(scope="module")
def export(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("host")
    script = tmp / "night.txt"
    script.write_text("\n".join(NIGHT) + "\n")
    db = str(tmp / "host.db")
    assert invoke("--db", db, "run", str(script)).exit_code == 0
    out = invoke("--db", db, "export", "1")
    assert out.exit_code == 0
    return json.loads(out.output)


def refused(tmp_path, data) -> str:
    """Import ``data`` (a dict, or the file's text) into a fresh store: the one line it is refused with.
    Asserts exit 1, one line, and that nothing was written."""
    path = tmp_path / "f.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    db = str(tmp_path / "keeper.db")
    out = invoke("--db", db, "import", str(path))
    assert out.exit_code == 1, out.output
    assert out.output.endswith("\n") and out.output.count("\n") == 1, out.output
    assert "internal error" not in out.output
    assert Store(db).nights() == []
    return out.output[:-1].replace(str(path), "F")


def night(data) -> dict:
    return data["nights"][0]


def event(data, kind: str) -> dict:
    return next(e for e in night(data)["events"] if e["kind"] == kind)


def game_json(data) -> dict:
    return event(data, "game")["payload"]["game"]


def test_the_export_imports_as_it_is(tmp_path, export):
    out = invoke("--db", str(tmp_path / "k.db"), "import", "-", input=json.dumps(export))
    assert out.exit_code == 0 and out.output.splitlines()[-1] == "Imported 1 night from stdin."


# --- a night whose rulings are not what the table rules ----------------------------------------------------

def test_an_award_moved_from_bob_to_ann_is_refused_naming_the_hand(tmp_path, export):
    data = copy.deepcopy(export)
    settle = event(data, "settle")["payload"]
    settle["postings"] = [["(pot)", "Ann", 225, "award"], ["(pot)", "Ann", 225, "award"]]
    for a in settle["ruling"]["awards"]:
        a["player"] = "Ann"
    night(data)["balances"] = {"Ann": 200, "Bob": -100, "Cal": -100}
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: hand 1 does not rule as the file says: the file pays Ann $4.50, the table pays "
        "Bob $4.50; nothing was imported")


def test_a_pot_paid_to_a_name_not_at_the_table_is_refused(tmp_path, export):
    data = copy.deepcopy(export)
    settle = event(data, "settle")["payload"]
    settle["postings"] = [["(pot)", "Mallory", 225, "award"], ["(pot)", "Mallory", 225, "award"]]
    for a in settle["ruling"]["awards"]:
        a["player"] = "Mallory"
    night(data)["balances"] = {"Ann": -250, "Bob": -100, "Cal": -100}
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: hand 1 does not rule as the file says: the file pays Mallory $4.50, the table pays "
        "Bob $4.50; nothing was imported")


def test_a_ruling_whose_words_were_edited_is_refused(tmp_path, export):
    data = copy.deepcopy(export)
    event(data, "settle")["payload"]["ruling"]["lines"][0] = "Bob wins because I say so."
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: hand 1 does not rule as the file says: the ruling's words differ; "
        "nothing was imported")


def test_a_ruling_that_leaves_a_quarter_in_the_pot(tmp_path, export):
    data = copy.deepcopy(export)
    settle = event(data, "settle")["payload"]
    settle["postings"][0][2] = 200
    settle["ruling"]["awards"][0]["amount"] = 200
    night(data)["balances"] = {"Ann": -250, "Bob": 325, "Cal": -100}
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: hand 1 does not rule as the file says: the file pays Bob $4.25, the table pays "
        "Bob $4.50; nothing was imported")


# --- the crafted files -----------------------------------------------------------------------------

CRAFTED = [
    ("no meta", lambda d: night(d).pop("meta"), "night 1 of F: its meta is missing"),
    ("seq 2**64", lambda d: night(d)["events"][0].__setitem__("seq", 2 ** 64),
     "F: a number 20 digits long is out of range"),
    ("unit 0", lambda d: game_json(d)["house"].__setitem__("unit", 0),
     "night 1 of F: event 2 (game stud): its game's house.unit is 0, not from 5 to 10000"),
    ("started yesterday", lambda d: night(d).__setitem__("started_at", "yesterday"),
     "night 1 of F: started_at 'yesterday' is not a time refcli wrote (like 2026-03-14T20:05:00.000Z)"),
    ("started 9999", lambda d: night(d).__setitem__("started_at", "9999-12-31T00:00:00.000Z"),
     "night 1 of F: started_at 9999-12-31T00:00:00.000Z is in the future"),
    ("ended escape", lambda d: night(d).__setitem__("ended_at", "\x1b[2Jnever"),
     "night 1 of F: ended_at '?[2Jnever' is not a time refcli wrote (like 2026-03-14T20:05:00.000Z)"),
    ("tz 5", lambda d: night(d)["meta"].__setitem__("tz", 5), "night 1 of F: its time zone 5 is not a zone name"),
    ("tz list", lambda d: night(d)["meta"].__setitem__("tz", ["UTC"]),
     "night 1 of F: its time zone ['UTC'] is not a zone name"),
    ("tz unknown", lambda d: night(d)["meta"].__setitem__("tz", "Mars/Olympus"),
     "night 1 of F: its time zone 'Mars/Olympus' is not a zone name"),
    ("voids list", lambda d: night(d)["events"].insert(3, {"seq": 99, "kind": "undo", "payload": {"voids": [3]},
                                                           "text": "undo", "created_at": night(d)["started_at"]}),
     "night 1 of F: event 99 (undo) is damaged: an undo voids one event number"),
    ("surrogate name", lambda d: event(d, "night")["payload"].__setitem__("players", ["Ann", "Bob\ud800", "Cal"]),
     "F: a text holds a lone surrogate (\\ud800): not a refcli export"),
]


@pytest.mark.parametrize("label, change, message", CRAFTED, ids=[c[0] for c in CRAFTED])
def test_a_crafted_file_is_one_line_and_nothing_is_written(tmp_path, export, label, change, message):
    data = copy.deepcopy(export)
    change(data)
    tail = "" if message.startswith("F") else "; nothing was imported"    # a file's fault is not a night's
    assert refused(tmp_path, data) == f"Error: {message}{tail}"


def test_brackets_nested_100000_deep(tmp_path):
    assert refused(tmp_path, "[" * 100_000 + "]" * 100_000) == (
        "Error: F: nested more than 64 deep: not a refcli export")


def test_flow_steps_nested_5000_deep(tmp_path, export):
    data = copy.deepcopy(export)
    game_json(data)["steps"].insert(3, "DEEP")
    deep = '["repeat", {"steps": [' * 5000 + '["bet"]' + '], "until": "one-left"}]' * 5000
    assert refused(tmp_path, json.dumps(data).replace('"DEEP"', deep)) == (
        "Error: F: nested more than 64 deep: not a refcli export")


def test_flow_steps_nested_within_the_file_limit_are_still_refused(tmp_path, export):
    data = copy.deepcopy(export)
    inner = ["bet"]
    for _ in range(12):
        inner = ["repeat", {"steps": [inner], "until": "one-left"}]
    game_json(data)["steps"].insert(3, inner)
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: event 2 (game stud): its game's flow nests more than 4 deep; nothing was imported")


# --- the four hangs ----------------------------------------------------------------------------------------

def test_a_pot_share_of_a_huge_exponent(tmp_path, export):
    data = copy.deepcopy(export)
    game_json(data)["pots"][0]["share"] = "1e100000000"
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: event 2 (game stud): its game's pots[0].share '1e100000000' is not a fraction "
        "like 1/2; nothing was imported")


def test_a_game_whose_pots_are_not_a_list(tmp_path, export):
    # Found by the mutating test below (a pots set to 1 reached the check's loop as an internal error).
    data = copy.deepcopy(export)
    game_json(data)["pots"] = 1
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: event 2 (game stud): its game's pots '1' is not a list of pots; nothing was imported")


def test_a_file_game_whose_flow_never_waits(tmp_path, export):
    data = copy.deepcopy(export)
    game_json(data)["steps"].insert(2, ["repeat", {"steps": [["ante"]], "until": "everyone-locked"}])
    assert refused(tmp_path, data) == (
        "Error: night 1 of F: event 2 (game stud): its game's flow has a repeat whose steps (ante) never wait for "
        "a typed line; nothing was imported")


def _process(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT), "HOME": "/nonexistent"}
    return subprocess.run([sys.executable, "-m", "refcli.cli.main", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_import_dev_zero_is_refused_at_once(tmp_path):
    done = _process("--db", str(tmp_path / "k.db"), "import", "/dev/zero")
    assert (done.returncode, done.stderr) == (1, "Error: cannot read /dev/zero: not a regular file\n")


def test_import_a_fifo_does_not_block(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done = _process("--db", str(tmp_path / "k.db"), "import", str(fifo))
    assert (done.returncode, done.stderr) == (1, f"Error: cannot read {fifo}: not a regular file\n")


def test_a_file_larger_than_the_limit_is_refused_before_it_is_read(tmp_path):
    from refcli.book.nightfile import MAX_FILE_BYTES
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    out = invoke("--db", str(tmp_path / "k.db"), "import", str(big))
    assert (out.exit_code, out.output) == (1, f"Error: {big} is larger than {MAX_FILE_BYTES // 2**20} MiB: not a "
                                              "refcli export\n")


# --- names that break the table's rules --------------------------------------------------------------------

HOSTILE_NAMES = [
    ("=HYPERLINK(1)", "'=HYPERLINK(1)' is not a usable name"),
    ("<b>Ann</b>", "'<b>Ann</b>' is not a usable name"),
    ("", "'' is not a usable name"),
    ("A" * 10_000, "is not a usable name"),
    ("\x1b[31mEve", "is not a usable name"),
]


@pytest.mark.parametrize("name, words", HOSTILE_NAMES, ids=["formula", "markup", "empty", "10KB", "escape"])
def test_a_hostile_seat_name_is_refused(tmp_path, export, name, words):
    data = copy.deepcopy(export)
    renamed = json.loads(json.dumps(data).replace('"Cal"', json.dumps(name)))
    message = refused(tmp_path, renamed)
    assert message.startswith("Error: night 1 of F: event 1 (night ") and words in message
    assert "\x1b" not in message and len(message) < 300


def test_two_seats_that_differ_only_in_case(tmp_path, export):
    data = copy.deepcopy(export)
    renamed = json.loads(json.dumps(data).replace('"Cal"', '"ANN"'))
    assert refused(tmp_path, renamed).endswith("ANN is seated twice; nothing was imported")


def test_the_import_reply_never_carries_an_escape_from_the_file(tmp_path, export):
    data = copy.deepcopy(export)
    event(data, "deal")["text"] = "deal\x1b]52;c;aGk=\x07"
    message = refused(tmp_path, data)
    assert message == ("Error: night 1 of F: event 3 (deal?]52;c;aGk=?) holds a control character in its typed "
                       "line; nothing was imported")


# --- mutated exports: one clear line or the same book, never a crash, a hang or other money -----------------

from hypothesis import HealthCheck, given, settings, strategies as st   # noqa: E402

HOSTILE_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-2 ** 70, max_value=2 ** 70), st.text(max_size=12),
    st.sampled_from(["", "1e100000000", "-1", "Mallory", "ANN", "\x1b[2J", "=1+1", "9999-12-31T00:00:00.000Z",
                     "(pot)", "1/0", "0/1", "NaN", "undo", "settle", "seven-card-stud"]),
    st.lists(st.integers(min_value=-3, max_value=3), max_size=3), st.just({}))


def _paths(value, at=()):
    """Every place in an export a value sits: (path of keys and indexes)."""
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, at + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, at + (i,))


def _mutate(data, path, how, new):
    if not path:
        return new
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = new
    return data


@pytest.fixture(scope="module")
def exports(export, tmp_path_factory) -> list[dict]:
    tmp = tmp_path_factory.mktemp("second")
    script = tmp / "night.txt"
    script.write_text("\n".join(["night Ann Bob Cal", "buyin ann 10, buyin bob 10, buyin cal 10", "game stud",
                                 "deal", "bet bob 1, fold, fold", "deal", "undo", "deal", "bet cal 1, fold, fold",
                                 "cashout ann 8.50, cashout bob 10, cashout cal 11.50",
                                 "end"]) + "\n")
    db = str(tmp / "host.db")
    assert invoke("--db", db, "run", str(script)).exit_code == 0, "the second night runs"
    return [export, json.loads(invoke("--db", db, "export", "1").output)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(which=st.integers(0, 1), pick=st.integers(0, 10 ** 6), how=st.sampled_from(["set", "delete", "duplicate"]),
       new=HOSTILE_VALUES)
def test_a_mutated_export_is_one_line_or_the_same_book(tmp_path_factory, exports, which, pick, how, new):
    original = exports[which]
    data = copy.deepcopy(original)
    paths = list(_paths(data))
    path = paths[pick % len(paths)]
    data = _mutate(data, path, how, new)
    tmp = tmp_path_factory.mktemp("mutant")
    db = str(tmp / "k.db")
    # --yes: a game edited into another than the club's is taken as played (its money must still replay)
    out = invoke("--db", db, "import", "-", "--yes", input=json.dumps(data))
    assert out.exit_code in (0, 1), (path, how, new, out.output)
    assert "internal error" not in out.output and "Traceback" not in out.output
    if out.exit_code == 1:
        assert out.output.count("\n") == 1 and "\x1b" not in out.output, out.output
        assert Store(db).nights() == []
        return
    want = original["nights"][0]["balances"]
    for row in Store(db).nights():
        got = json.loads(invoke("--db", db, "report", str(row.id), "--format", "json").output)["balances"]
        assert got == want, (path, how, new)


def test_a_night_of_more_seats_than_the_largest_table_is_refused(tmp_path, export):
    data = copy.deepcopy(export)
    event(data, "night")["payload"]["players"] = ["Ann", "Bob", "Cal"] + [f"P{i}" for i in range(1872)]
    assert refused(tmp_path, data) == ("Error: night 1 of F: it seats 1875 players, more than the largest table "
                                       "of its games (10); nothing was imported")
