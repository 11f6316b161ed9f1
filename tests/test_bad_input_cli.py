"""Bad input through the real command line (SPEC §3 and §6).

Every case goes through ``refcli.cli.main.main(args)`` (the console entry point), a few through
``python -m refcli.cli.main`` in a subprocess. A refusal is: a non-zero exit, exactly one line on stderr
("Error: ..." or, for a script, "line N: ..."), no traceback, and nothing changed in the store.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from refcli.cli.main import main
from refcli.log.store import Store
from games import games_list

ROOT = Path(__file__).resolve().parent.parent
SEATS = ["Ann", "Abe", "Bob", "Cal", "Dee", "Eve"]       # Ann and Abe share the prefix "A"


def cli(capsys, *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def ok(capsys, db: Path, *lines: str) -> None:
    for line in lines:
        code, out, err = cli(capsys, "--db", str(db), *line.split())
        assert code == 0, f"{line}: {err}"


def dump(db: Path):
    """Every row of every table of the store: what 'nothing changed' is measured against."""
    if not db.exists():
        return None
    con = sqlite3.connect(db)
    try:
        tables = [r[0] for r in con.execute("select name from sqlite_master where type = 'table' order by name")]
        return {t: sorted(map(repr, con.execute(f'select * from "{t}"'))) for t in tables}
    finally:
        con.close()


def assert_refused(code: int, err: str, start: str = "Error: ") -> str:
    assert code != 0
    assert err.endswith("\n") and err.count("\n") == 1, f"not one line: {err!r}"
    assert err.startswith(start), err
    assert "Traceback" not in err and "internal error" not in err, err
    return err.rstrip("\n")


@pytest.fixture
def fresh(tmp_path, capsys):
    """Hand 1 of 7 Card Stud just dealt by Ann: Abe is first to act and owes nothing."""
    db = tmp_path / "fresh.db"
    ok(capsys, db, "night " + " ".join(SEATS), "game seven-card-stud", "deal")
    return db


@pytest.fixture
def mid(tmp_path, capsys):
    """Bob has the Q of spades up; Abe bet 50c, Bob called, Cal folded: Dee to act, owing 50c."""
    db = tmp_path / "mid.db"
    ok(capsys, db, "night " + " ".join(SEATS), "game seven-card-stud", "deal", "up Bob Qs",
       "bet Abe .50", "call Bob", "fold Cal")
    return db


@pytest.fixture
def unpicked(tmp_path, capsys):
    """A night open, no game picked yet."""
    db = tmp_path / "open.db"
    ok(capsys, db, "night " + " ".join(SEATS))
    return db


def refused_on(capsys, db: Path, line: str, *options: str) -> str:
    before = dump(db)
    code, out, err = cli(capsys, *options, "--db", str(db), *line.split())
    message = assert_refused(code, err)
    assert out == ""
    assert dump(db) == before, f"{line!r} changed the store"
    return message


# --- the table language: exact messages where SPEC §3 gives them ------------------------------------------------

@pytest.mark.parametrize("line,message", [
    ("bet Abe 0.30", "Error: 0.30 is not a whole number of quarters"),
    ("bet Abe 2", "Error: a bet is at most $1.00"),
    ("bet Abe 1.25", "Error: a bet is at most $1.00"),
    ("call A", "Error: 'A' could be Ann or Abe: type more letters"),
    ("call Zed", "Error: no player 'Zed' at the table (Ann, Abe, Bob, Cal, Dee, Eve)"),
    ("up Bob jk", "Error: 7 Card Stud is played without jokers"),
    ("up Bob As As", "Error: A♠ is typed twice"),
    ("call Bob", "Error: it is Abe's turn, not Bob's"),
])
def test_exact_refusals_on_a_fresh_hand(capsys, fresh, line, message):
    assert refused_on(capsys, fresh, line) == message


@pytest.mark.parametrize("line,message", [
    ("call Eve", "Error: it is Dee's turn (to call 50¢), not Eve's"),
    ("fold Cal", "Error: Cal has already folded"),
    ("up Dee Qs", "Error: Q♠ was already dealt to Bob"),
    ("up Dee Q♠", "Error: Q♠ was already dealt to Bob"),
    ("raise Dee 2", "Error: a raise is at most $1.00"),
    ("raise Dee 0.30", "Error: 0.30 is not a whole number of quarters"),
])
def test_exact_refusals_in_the_middle_of_a_round(capsys, mid, line, message):
    assert refused_on(capsys, mid, line) == message


@pytest.mark.parametrize("line,start", [
    ("up Bob Xx", "Error: 'Xx' is not a card"),
    ("up Bob 11h", "Error: '11h' is not a card"),
    ("up Bob 1s", "Error: '1s' is not a card"),
    # REPORTED to the lead: refcli says "'' is not a card" here, quoting the empty half of the token
    # instead of what was typed; the dealer cannot tell which card was wrong.
    ("up Bob Ah/", "Error: 'Ah/' is not a"),
    ("up Bob", "Error: usage: up"),
    ("bet Abe -1", "Error: '-1' is not an amount"),
    ("bet Abe 1e3", "Error: '1e3' is not an amount"),
    ("bet Abe $", "Error: '$' is not an amount"),
    ("bet Abe 1,00", "Error: "),
    ("bet Abe 0", "Error: 0 is not a positive amount"),
    ("pay Abe 0.10 a dime", "Error: 0.10 is not a whole number of quarters"),
    ("pay Abe", "Error: usage: pay"),
    ("bet", "Error: usage: bet"),
    ("check Abe 1", "Error: usage: check"),
    ("declare Abe sideways", "Error: 'sideways' is not a way to declare"),
    ("show Abe", "Error: the betting is not over"),
    ("raise Abe 1", "Error: there is no bet to raise"),
    ("buyout Abe", "Error: 7 Card Stud has no buy-out"),
    ("board 7s", "Error: 7 Card Stud has no community cards"),
    ("settle", "Error: the betting is not over"),
    ("deal", "Error: hand 1 is still being played"),
    ("end", "Error: hand 1 is not settled"),
    ("night Al Bo", "Error: a night is already open"),
    ("game seven-card-stud high", "Error: hand 1 is still being played"),
    ("frobnicate Abe", "Error: "),
    ("undo extra", "Error: undo takes nothing after it"),
])
def test_bad_lines_on_a_fresh_hand(capsys, fresh, line, start):
    assert refused_on(capsys, fresh, line).startswith(start)


GAMES = games_list()


@pytest.mark.parametrize("line,message", [
    ("game seven-card-studd", "Error: unknown game 'seven-card-studd' — did you mean seven-card-stud?"),
    ("game Seven-Card-Stut", None),         # any case; the echo of the name may keep or fold the case
    ("game seven-card-stud nope",
     "Error: 7 Card Stud has no variant 'nope' — variants: declare, high (modifiers: buyout)"),
    ("game seven-card-stud declare declare", "Error: 'declare' is named twice"),
])
def test_unknown_games_and_variants(capsys, unpicked, line, message):
    got = refused_on(capsys, unpicked, line)
    if message is None:
        assert got.startswith("Error: unknown game") and got.endswith("did you mean seven-card-stud?")
    else:
        assert got == message


@pytest.mark.parametrize("args,message", [
    (("deal",), "Error: no night is open: start one with night NAME NAME ..."),
    (("night", "Ann"), "Error: usage: night NAME NAME ... (the seats clockwise, at least two)"),
    (("night", "Ann", "ann"), "Error: ann is seated twice"),
    (("night", "Ann", "=HYPERLINK()"), None),
    (("night", "Ann", "Bob", "Ann"), "Error: Ann is seated twice"),
    (("bet", "Ann", "1"), None),      # (balances and status show the night just ended: test_after_the_end.py)
])
def test_no_night_open(capsys, tmp_path, args, message):
    db = tmp_path / "empty.db"
    ok(capsys, db, "night A B", "end")                  # a store with one finished night
    got = refused_on(capsys, db, " ".join(args))
    if message:
        assert got == message


def test_undo_after_end_reopens_and_undo_after_night_removes_the_night(capsys, tmp_path):
    db = tmp_path / "ended.db"
    ok(capsys, db, "night A B", "end")
    code, out, err = cli(capsys, "--db", str(db), "undo")
    assert (code, out, err) == (0, "Undone: end (the night is open again)\n", "")
    code, out, err = cli(capsys, "--db", str(db), "undo")       # the night had nothing else in it
    assert (code, out, err) == (0, "Undone: night A B (the empty night is removed)\n", "")
    assert refused_on(capsys, db, "undo") == "Error: no night is open: nothing to undo"
    code, out, _ = cli(capsys, "--db", str(db), "report", "--list")
    assert out == "No nights in the store yet: start one with night NAME NAME ...\n"


def test_control_characters_never_reach_the_table(capsys, tmp_path):
    # A control character typed in a name is either dropped or refused (SPEC §6: names are sanitised);
    # it is never echoed to the terminal.
    for i, name in enumerate(("B\x07ob", "B\x1b[31mob", "Bo\rb", "\x00Bob", "Bob\x7f")):
        db = tmp_path / f"night{i}.db"
        code, out, err = cli(capsys, "--db", str(db), "night", "Ann", name)
        assert not any(ord(c) < 32 and c != "\n" or ord(c) == 127 for c in out + err), repr(out + err)
        if code != 0:
            assert_refused(code, err)
            continue
        code, out, err = cli(capsys, "--db", str(db), "balances")
        assert code == 0 and not any(ord(c) < 32 and c != "\n" or ord(c) == 127 for c in out), repr(out)


# --- rulesets, house files and stores ----------------------------------------------------------------------

BROKEN = {
    # file name: (text, line, field, problem) -- the line is the one the field is on.
    "eleven.yaml": ("name: Dots Two\nplayers: {min: 2, max: 7}\ndeck: standard\ndeal:\n  - [down, down, up]\n"
                    "  - [down]\nhand: best-five\npots:\n  - {kind: high, share: 1/2}\n"
                    "  - {kind: dots, share: 1/2}\nwild: [4, eleven]\n",
                    11, "wild", "unknown rank 'eleven'"),
    "sideways.yaml": ("deal:\n  - [down, sideways]\n", 2, "deal", "sideways"),
    "players.yaml": ("deal:\n  - [down]\nplayers: {min: two}\n", 3, "players.min", "two"),
    "tag.yaml": ('deal:\n  - [down]\nname: !!python/object/apply:os.system ["echo hacked"]\n', 3, "name", "tag"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_user_ruleset_names_file_line_and_field(capsys, tmp_path, unpicked, name):
    text, line, field, problem = BROKEN[name]
    rulesets = tmp_path / "mine"
    (rulesets / "games").mkdir(parents=True)
    path = rulesets / "games" / name
    path.write_text(text)
    game = name.removesuffix(".yaml")
    code, out, err = cli(capsys, "--rulesets", str(rulesets), "rules", game)
    message = assert_refused(code, err)
    assert message.startswith(f"Error: {path}:{line}: {field}: "), message
    assert problem in message
    assert "hacked" not in out + err
    # The same file named at the table refuses the pick and leaves the night as it was.
    message = refused_on(capsys, unpicked, f"game {game}", "--rulesets", str(rulesets))
    assert message.startswith(f"Error: {path}:{line}: {field}: ")


def test_a_ruleset_that_is_not_yaml_or_not_text(capsys, tmp_path):
    rulesets = tmp_path / "mine"
    rulesets.mkdir()
    (rulesets / "brackets.yaml").write_text("deal: [[down]\n")
    (rulesets / "binary.yaml").write_bytes(b"\xff\xfe\x00\x81 not text")
    for game in ("brackets", "binary"):
        code, out, err = cli(capsys, "--rulesets", str(rulesets), "rules", game)
        assert assert_refused(code, err).startswith(f"Error: {rulesets / (game + '.yaml')}:")


def test_a_broken_house_file_names_file_line_and_field(capsys, tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text("name: Ours\nbetting:\n  max_bet: 0.30\n")
    code, out, err = cli(capsys, "--house", str(house), "rules", "seven-card-stud")
    assert assert_refused(code, err) == f"Error: {house}:3: betting.max_bet: 0.30 is not a whole number of quarters"


def test_a_rulesets_path_that_does_not_exist(capsys, tmp_path):
    code, out, err = cli(capsys, "--rulesets", str(tmp_path / "nowhere"), "rules", "seven-card-stud")
    assert assert_refused(code, err) == f"Error: {tmp_path / 'nowhere'}: no such rulesets directory"


def test_a_store_path_that_is_a_directory(capsys, tmp_path):
    folder = tmp_path / "store"
    folder.mkdir()
    for args in (("night", "Ann", "Bob"), ("balances",), ("status",)):
        code, out, err = cli(capsys, "--db", str(folder), *args)
        assert assert_refused(code, err) == f"Error: {folder} is a directory, not a refcli store"
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("content", [
    bytes(range(256)) * 12,
    b"SQLite format 3\x00" + b"\x00garbage" * 100,
    b"night Ann Bob\n",
])
def test_a_garbage_file_as_store_is_refused_and_left_alone(capsys, tmp_path, content):
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(content)
    for args in (("night", "Ann", "Bob"), ("status",), ("run", str(ROOT / "examples" / "club-night.txt"))):
        code, out, err = cli(capsys, "--db", str(garbage), *args)
        message = assert_refused(code, err)
        assert message.startswith(f"Error: {garbage} ") and "refcli store" in message
    assert garbage.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["garbage.db"]


def test_another_programs_sqlite_file_is_refused_and_left_alone(capsys, tmp_path):
    other = tmp_path / "other.db"
    con = sqlite3.connect(other)
    con.execute("create table t (x)")
    con.execute("insert into t values (1)")
    con.commit()
    con.close()
    before = dump(other)
    code, out, err = cli(capsys, "--db", str(other), "night", "Ann", "Bob")
    assert assert_refused(code, err) == f"Error: {other} is a SQLite database but not a refcli store"
    assert dump(other) == before


# --- scripts -----------------------------------------------------------------------------------------------

def test_a_binary_script_is_refused(capsys, tmp_path):
    db = tmp_path / "night.db"
    # SPEC §4: the line that is not UTF-8 is named, like any bad line; no line before it has run.
    for name, data, message in (
            ("latin1.txt", "night Ann Bob\ngame seven-card-stud\nup Bob 7\xe9\n".encode("latin-1"),
             "line 3: not UTF-8 text (byte 0xE9 at column 9)"),
            ("noise.bin", bytes(range(256)), "line 2: not UTF-8 text (byte 0x80 at column 118)")):
        script = tmp_path / name
        script.write_bytes(data)
        code, out, err = cli(capsys, "--db", str(db), "run", str(script))
        assert assert_refused(code, err, start="line ") == message
        assert dump(db) is None or Store(str(db)).open_night() is None


@pytest.mark.parametrize("lines,n,message", [
    (["night Ann Bob", "game seven-card-stud", "deal", "bet Bob 0.30"], 4,
     "0.30 is not a whole number of quarters"),
    (["night Ann Bob", "# a comment", "", "game seven-card-stud", "deal", "call Ann"], 6,
     "it is Bob's turn, not Ann's"),
    (["night Ann Bob", "game seven-card-studd"], 2, "unknown game 'seven-card-studd' — did you mean seven-card-stud?"),
    (["night Ann Bob", "game seven-card-stud", "deal", "up Bob Qs", "up Ann Q♠"], 5, "Q♠ was already dealt to Bob"),
    (["night Ann Bob", "game seven-card-stud", "deal", "bet Bob 1, fold Ann", "fold Ann"], 5,
     "no hand is being played: type deal to start the next one"),
    (["night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .50, fold Cal, call Cal"], 4,
     "Cal has already folded"),
])
def test_a_script_stops_at_its_bad_line(capsys, tmp_path, lines, n, message):
    script = tmp_path / "night.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    db = tmp_path / "night.db"
    for flag in ((), ("--json",)):
        code, out, err = cli(capsys, "run", str(script), *flag)
        got = assert_refused(code, err, start="line ")
        assert got == f"line {n}: {message}"
        if flag:
            assert out == ""
    # With --db the script is one transaction: a failing line leaves the store as it was, and says so.
    code, out, err = cli(capsys, "--db", str(db), "run", str(script))
    assert assert_refused(code, err, start="line ") == f"line {n}: {message} — nothing was written"
    assert Store(str(db)).nights() == []


# --- stats and eval ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("args,message", [
    (("stats", "--cards", "9"), "Error: Invalid value for '--cards': 9 is not in the range 5<=x<=7."),
    (("stats", "--cards", "x"), None),
    (("stats", "--jokers", "-1"), "Error: Invalid value for '--jokers': -1 is not in the range 0<=x<=4."),
    (("stats", "--joker-as", "maybe"), None),
    (("stats", "--wild", "eleven"), "Error: --wild: 'eleven' is not a rank (2-10, J, Q, K, A) or a card (Js)"),
    # (not 'nope': since No Peek is a game, refcli suggests it for that)
    (("stats", "--game", "qwxz"), "Error: unknown game 'qwxz' — rules lists every game (or type more of a game's name)"),
    (("stats", "--frobnicate"), "Error: No such option '--frobnicate'."),
    (("eval", "Xx", "Kd", "Qd", "Jd", "Td"), None),
    (("eval", "Ah", "Kd"), "Error: need at least five cards, got 2"),
    (("eval", "--wild", "11", "Ah", "Kd", "Qd", "Jd", "Td"),
     "Error: --wild: '11' is not a rank (2-10, J, Q, K, A) or a card (Js)"),
    (("eval", "--game", "seven-card-studd", "Ah", "Kd", "Qd", "Jd", "Td"),
     "Error: unknown game 'seven-card-studd' — did you mean seven-card-stud?"),
    (("eval", "--jokers", "5", "Ah", "Kd", "Qd", "Jd", "Td"), None),
    (("eval", "--game", "seven-card-stud", "jk", "Kd", "Qd", "Jd", "Td"), None),
    (("rules", "seven-card-stud", "nope"),
     "Error: 7 Card Stud has no variant 'nope' — variants: declare, high (modifiers: buyout)"),
])
def test_stats_eval_and_rules_with_bad_options(capsys, args, message):
    code, out, err = cli(capsys, *args)
    got = assert_refused(code, err)
    if message:
        assert got == message
    assert out == ""


def test_eval_refuses_a_card_typed_twice(capsys):
    # REPORTED to the lead: refcli evaluates "Ah Ah Kd Qd Jd" as a pair of aces (A♥ A♥) from a single
    # 52-card deck. The table refuses the same thing ("A♠ is typed twice"); eval should too.
    code, out, err = cli(capsys, "eval", "Ah", "Ah", "Kd", "Qd", "Jd")
    assert "twice" in assert_refused(code, err)


def test_eval_refuses_more_jokers_than_the_deck_holds(capsys):
    # REPORTED to the lead: with --jokers 2, refcli evaluates three jokers as four aces.
    code, out, err = cli(capsys, "eval", "--jokers", "2", "jk", "jk", "jk", "Ah", "Kd")
    assert_refused(code, err)


def test_eval_stdin_stops_at_the_bad_line(capsys, monkeypatch):
    import io
    monkeypatch.setattr(sys, "stdin", io.StringIO("Ah Kd Qd Jd Td\nXx Kd Qd Jd Td\n"))
    code, out, err = cli(capsys, "eval")
    assert assert_refused(code, err, start="Error: line 2: 'Xx' is not a card")


# --- the real process --------------------------------------------------------------------------------------

def run_process(*args: str, stdin: bytes | None = None, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("REFCLI_DEBUG", "REFCLI_RULESETS")}
    env["REFCLI_DB"] = str(tmp_path / "process.db")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "refcli.cli.main", *args], input=stdin, capture_output=True,
                          cwd=ROOT, env=env, timeout=60)


def test_process_a_bad_amount(tmp_path, capsys):
    db = tmp_path / "p.db"
    ok(capsys, db, "night Ann Bob Cal", "game seven-card-stud", "deal")
    before = dump(db)
    done = run_process("--db", str(db), "bet", "Bob", "0.30", tmp_path=tmp_path)
    assert done.returncode == 1
    assert done.stderr.decode() == "Error: 0.30 is not a whole number of quarters\n"
    assert done.stdout == b""
    assert dump(db) == before


def test_process_a_script_with_a_bad_line_from_stdin(tmp_path):
    script = "night Ann Bob\ngame seven-card-stud\ndeal\nbet Bob 5\n".encode()
    done = run_process("run", "-", stdin=script, tmp_path=tmp_path)
    assert done.returncode == 1
    assert done.stderr.decode() == "line 4: a bet is at most $1.00\n"


def test_process_a_binary_script_from_stdin(tmp_path):
    done = run_process("run", "-", "--json", stdin=b"night Ann Bob\n\xff\xfe\x00\x81\n", tmp_path=tmp_path)
    assert done.returncode != 0
    err = done.stderr.decode()
    assert err == "line 2: not UTF-8 text (byte 0xFF at column 1)\n", err
    assert done.stdout == b""
