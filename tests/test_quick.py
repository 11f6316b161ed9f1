"""A plain table line typed as a one-shot command runs without click (refcli/quick.py), and says exactly what
the click CLI says: the same lines on stdout and stderr, the same exit code, the same store afterwards."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refcli.cli import main as with_click
from refcli.quick import plan, run
from refcli.store import Store

NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet Bob .25", "Call Cal, call Ann", "status", "balances",
         "bet Zed 1", "up Bob Ah, Cal Ah", "up Bob Ah, Cal Kh, Ann 2c", "undo", "check, check, check",
         "bet Bob 1,000", "raise Cal 5", "fold Cal", "Balances", "status", "pay Ann 1 pizza, and, more",
         "deal", "night Dee Eve"]


def both(capsys, tmp_path, argv_of):
    """Each line of NIGHT through the quick way (store q.db) and through click (store c.db)."""
    for line in NIGHT:
        words = line.split()
        code_q = run(argv_of(str(tmp_path / "q.db"), words))
        out_q = capsys.readouterr()
        code_c = with_click(argv_of(str(tmp_path / "c.db"), words))
        out_c = capsys.readouterr()
        assert code_q is not None, line
        assert (code_q, out_q.out, out_q.err) == (code_c, out_c.out, out_c.err), line
    with Store(str(tmp_path / "q.db")) as q, Store(str(tmp_path / "c.db")) as c:
        assert [(e.kind, e.payload) for e in q.events(1)] == [(e.kind, e.payload) for e in c.events(1)]


def test_a_night_typed_line_by_line_says_the_same_both_ways(capsys, tmp_path):
    both(capsys, tmp_path, lambda db, words: ["--db", db] + words)


def test_options_after_the_line_and_a_line_in_quotes(capsys, tmp_path):
    both(capsys, tmp_path, lambda db, words: [" ".join(words), "--db=" + db, "--tz", "UTC"])


def test_the_store_from_the_environment(capsys, tmp_path, monkeypatch):
    def argv(db, words):
        monkeypatch.setenv("REFCLI_DB", db)
        return words
    both(capsys, tmp_path, argv)


@pytest.mark.parametrize("argv", [
    [], ["--help"], ["--version"], ["--db", "x.db"], ["--db", "x.db", "report"], ["--db", "x.db", "end"],
    ["--db", "x.db", "end", "--force"], ["--db", "x.db", "bet", "--help"], ["--no-color", "--db", "x.db", "deal"],
    ["--rulesets", "r", "--db", "x.db", "deal"], ["--db", "x.db", "deal", "--db", "y.db"], ["--db", "", "deal"],
    ["--db"], ["deal"], ["--db", "x.db", "frobnicate"], ["--db", "x.db", "pay", "Ann", "1", "caf\udce9"],
    ["--db", "x.db", "balances", "--format", "json"],
])
def test_anything_but_a_plain_table_line_is_left_to_the_click_cli(argv, monkeypatch):
    monkeypatch.delenv("REFCLI_DB", raising=False)
    assert plan(argv) is None


def test_a_plain_line_is_planned_with_its_options():
    assert plan(["--db", "x.db", "Bet", "Bob", "-1"]) == ("Bet Bob -1", {"--db": "x.db"})
    assert plan(["check,", "check", "--tz=UTC", "--db", "x.db"]) == ("check, check", {"--tz": "UTC", "--db": "x.db"})


def test_a_table_line_does_not_load_click_dataclasses_or_typing(tmp_path, capsys):
    db = str(tmp_path / "club.db")
    for line in ("night Ann Bob", "game stud"):
        assert run(["--db", db] + line.split()) == 0
    code = ("import sys\nfrom refcli.quick import run\n"
            f"codes = [run(['--db', {db!r}] + line.split()) for line in ('deal', 'bet Bob .25', 'status')]\n"
            "print(codes, sorted(m for m in ('click', 'dataclasses', 'typing', 'inspect') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    # Nor what click would have loaded anyway: dataclasses (with inspect and ast) and typing cost ~11 ms.
    assert out.splitlines()[-1] == "[0, 0, 0] []"


WORDS = ["bet", "Bet", "call", "check,", "fold", "raise", "up", "down", "show", "settle", "status", "balances",
         "undo", "deal", "pay", "game", "stud", "night", "Ann", "Bob", "Cal", "Zed", ".25", "1", "-1", "1,000",
         "Ah", "Kd", "jk", "up", ",", "#", "\x1b[2J", "é", "\u202e", "--tz", "UTC", "Mars/Base", "--db=", "x" * 60]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=6))
def test_fuzzed_lines_say_the_same_both_ways(capsys, tmp_path_factory, words):
    # Each example on two new stores holding the same open hand: whatever the words, both ways answer alike.
    base = tmp_path_factory.mktemp("fuzz")
    dbs = []
    for name in ("q.db", "c.db"):
        db = str(base / name)
        for line in ("night Ann Bob Cal", "game stud", "deal"):
            assert run(["--db", db] + line.split()) == 0
        dbs.append(db)
    capsys.readouterr()
    code_q = run(["--db", dbs[0]] + words)
    out_q = capsys.readouterr()
    if code_q is None:
        return                                  # not a plain table line: the click CLI's alone
    code_c = with_click(["--db", dbs[1]] + words)
    out_c = capsys.readouterr()
    assert (code_q, out_q.out, out_q.err) == (code_c, out_c.out, out_c.err)
    assert code_q in (0, 1) and out_q.err.count("\n") <= 1


SCRIPTS = {
    "club": None,                                                       # examples/club-night.txt
    "bad-line": b"night Ann Bob Cal\ngame stud\ndeal\nbet Zed 1\n",
    "open": b"night Ann Bob\npay Ann 1 pizza\n",
    "not-utf8": b"night Ann Bob\npay Ann 1 caf\xe9\n",
    "no-night": b"# nothing\n",
}


@pytest.mark.parametrize("name", list(SCRIPTS))
@pytest.mark.parametrize("extra", [[], ["--json"], ["--tz", "UTC"]])
def test_a_script_runs_the_same_both_ways(capsys, tmp_path, name, extra):
    import pathlib
    data = SCRIPTS[name] or (pathlib.Path(__file__).parent.parent / "examples" / "club-night.txt").read_bytes()
    path = tmp_path / "night.txt"
    path.write_bytes(data)
    code_q = run(["run", str(path)] + extra)
    out_q = capsys.readouterr()
    code_c = with_click(["run", str(path)] + extra)
    out_c = capsys.readouterr()
    assert code_q is not None
    assert (code_q, out_q.out, out_q.err) == (code_c, out_c.out, out_c.err)


def test_a_script_into_a_store_says_the_same_and_keeps_the_same(capsys, tmp_path):
    path = tmp_path / "night.txt"
    path.write_bytes(b"night Ann Bob Cal\ngame stud\ndeal\nbet Bob .25, fold Cal, fold Ann\nend\n")
    said = []
    for way, db in ((run, "q.db"), (with_click, "c.db")):
        codes = [way(["run", str(path), "--db", str(tmp_path / db)]) for _ in range(2)]   # the second: no open
        said.append((codes, capsys.readouterr()))                                       # night, a second night
    assert said[0][0] == said[1][0] == [0, 0]
    assert said[0][1].out.replace("q.db", "c.db") == said[1][1].out


@pytest.mark.parametrize("argv", [["run"], ["run", "a", "b"], ["run", "/no/such/file"], ["run", "x", "--rulesets", "r"],
                                  ["run", "--help"]])
def test_a_run_line_that_is_not_plain_is_left_to_the_click_cli(argv):
    from refcli.quick import plan_run
    assert plan_run(argv) is None


def test_a_bug_on_the_quick_way_is_one_line_as_on_the_click_way(capsys, tmp_path, monkeypatch):
    from refcli.session import Session

    def broken(self, line, **kw):
        raise ZeroDivisionError("boom")
    monkeypatch.delenv("REFCLI_DEBUG", raising=False)
    monkeypatch.setattr(Session, "execute", broken)
    path = tmp_path / "night.txt"
    path.write_bytes(b"night Ann Bob\n")
    for argv in (["--db", str(tmp_path / "q.db"), "night", "Ann", "Bob"], ["run", str(path)]):
        code_q = run(argv)
        out_q = capsys.readouterr()
        code_c = with_click(argv)
        out_c = capsys.readouterr()
        assert (code_q, out_q.err) == (code_c, out_c.err) == (3, "Error: internal error (ZeroDivisionError: boom); "
                                                                 "set REFCLI_DEBUG=1 for details\n")
