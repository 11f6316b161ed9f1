"""A plain table line or `run SCRIPT` typed as a one-shot command runs without click (refcli/cli/quick.py decides
it; refcli/cli/oneshot.py does the work, the same functions the click commands call): the exact words and exit
codes either way, which command lines are left to click, and that click is not loaded."""

from __future__ import annotations

import subprocess
import sys

import pytest

from refcli.cli.main import main as with_click
from refcli.cli.quick import plan, run

# A night typed line by line: (the line, exit code, stdout, stderr).
NIGHT = [
    ("night Ann Bob Cal", 0, "Night opened: Ann, Bob, Cal (clockwise). Ann deals first and picks the first game.\n", ""),
    ("game stud", 0, "Ann picks 7 Card Stud for the next 3 hands.\n", ""),
    ("deal", 0, "Hand 1: Ann deals 7 Card Stud and antes $1.50 for the table · pot $1.50 · Bob to act\n", ""),
    ("bet Bob .25", 0, "Bob bets 25¢ · pot $1.75 · Cal to act (25¢ to call)\n", ""),
    ("Call Cal, call Ann", 0, "Cal calls 25¢ · pot $2.00 · Ann to act (25¢ to call)\n"
                              "Ann calls 25¢ · Betting round 2 of 5. · pot $2.25 · Bob to act\n", ""),
    ("status", 0, "Hand 1 · 7 Card Stud · Ann dealt · pot $2.25 · Bob to act\n", ""),
    ("bet Zed 1", 1, "", "Error: no player 'Zed' at the table (Ann, Bob, Cal)\n"),
    ("up Bob Ah, Cal Ah", 1, "", "Error: A♥ is typed twice in this line\n"),
    ("undo clause", 0, "Undone: call Ann (one clause of the line 'Call Cal, call Ann')\n", ""),
    ("Balances", 0, "Player  Balance\n------  -------\nAnn      -$1.50\nBob        -25¢\nCal        -25¢\n"
                    "In the pot: $2.00\n", ""),
    ("deal", 1, "", "Error: hand 1 is still being played: settle it first\n"),
]


@pytest.mark.parametrize("way", ["quick", "click"])
@pytest.mark.parametrize("form", ["options first", "options after, line in quotes", "store from the environment"])
def test_a_night_typed_line_by_line(capsys, tmp_path, monkeypatch, way, form):
    monkeypatch.setenv("NO_COLOR", "1")
    db = str(tmp_path / "club.db")
    for line, code, out, err in NIGHT:
        if form == "options first":
            argv = ["--db", db] + line.split()
        elif form == "options after, line in quotes":
            argv = [line, "--db=" + db, "--tz", "UTC"]
        else:
            monkeypatch.setenv("REFCLI_DB", db)
            argv = line.split()
        said = run(argv) if way == "quick" else with_click(argv)
        got = capsys.readouterr()
        assert (said, got.out, got.err) == (code, out, err), line


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
    assert plan(["--db", "x.db", "Bet", "Bob", "-1"]) == (["Bet", "Bob", "-1"], {"--db": "x.db"})
    assert plan(["check,", "check", "--tz=UTC", "--db", "x.db"]) == (["check,", "check"], {"--tz": "UTC", "--db": "x.db"})


def test_a_table_line_does_not_load_click_dataclasses_or_typing(tmp_path, capsys):
    db = str(tmp_path / "club.db")
    for line in ("night Ann Bob", "game stud"):
        assert run(["--db", db] + line.split()) == 0
    code = ("import sys\nfrom refcli.cli.quick import run\n"
            f"codes = [run(['--db', {db!r}] + line.split()) for line in ('deal', 'bet Bob .25', 'status')]\n"
            "print(codes, sorted(m for m in ('click', 'dataclasses', 'typing', 'inspect') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    # Nor what click would have loaded anyway: dataclasses (with inspect and ast) and typing cost ~11 ms.
    assert out.splitlines()[-1] == "[0, 0, 0] []"


SCRIPTS = {
    "bad-line": (b"night Ann Bob Cal\ngame stud\ndeal\nbet Zed 1\n", 1, "",
                 "line 4: no player 'Zed' at the table (Ann, Bob, Cal)\n"),
    "open": (b"night Ann Bob\npay Ann 1 pizza\n", 0,
             "The night is still open (no `end`). Balances so far:\nPlayer  Balance\n------  -------\n"
             "Ann      -$1.00\nBob       $0.00\nIn the pot: $1.00\n", ""),
    "not-utf8": (b"night Ann Bob\npay Ann 1 caf\xe9\n", 1, "", "line 2: not UTF-8 text (byte 0xE9 at column 14)\n"),
    "no-night": (b"# nothing\n", 1, "", "Error: the script opened no night (start it with: night NAME NAME ...)\n"),
}


@pytest.mark.parametrize("name", list(SCRIPTS))
def test_a_script_run_without_click(capsys, tmp_path, monkeypatch, name):
    monkeypatch.setenv("NO_COLOR", "1")
    data, code, out, err = SCRIPTS[name]
    path = tmp_path / "night.txt"
    path.write_bytes(data)
    said = run(["run", str(path), "--tz", "UTC"])
    got = capsys.readouterr()
    assert (said, got.out, got.err) == (code, out, err)


def test_a_script_as_json_without_click(capsys):
    import json
    import pathlib
    path = pathlib.Path(__file__).parent.parent / "examples" / "club-night.txt"
    assert run(["run", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"][:3] == ["Ann", "Bob", "Cal"]


def test_a_script_into_a_store_twice_keeps_two_nights(capsys, tmp_path):
    path = tmp_path / "night.txt"
    path.write_bytes(b"night Ann Bob Cal\ngame stud\ndeal\nbet Bob .25, fold Cal, fold Ann\nend\n")
    db = str(tmp_path / "q.db")
    assert [run(["run", str(path), "--db", db]) for _ in range(2)] == [0, 0]     # the first ended: no open night
    capsys.readouterr()
    from refcli.log.store import Store
    with Store(db) as store:
        assert [store.night(n) is not None and store.night(n).ended_at is not None for n in (1, 2, 3)] == [
            True, True, False]


@pytest.mark.parametrize("argv", [["run"], ["run", "a", "b"], ["run", "/no/such/file"], ["run", "x", "--rulesets", "r"],
                                  ["run", "--help"]])
def test_a_run_line_that_is_not_plain_is_left_to_the_click_cli(argv):
    from refcli.cli.quick import plan_run
    assert plan_run(argv) is None


def test_a_bug_on_the_quick_way_is_one_line_as_on_the_click_way(capsys, tmp_path, monkeypatch):
    from refcli.night.session import Session

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


def test_both_ways_run_a_table_line_through_one_function(monkeypatch, capsys):
    from refcli.cli import oneshot
    calls = []
    monkeypatch.setattr(oneshot, "table_line", lambda typed, db, tz, *rest: calls.append((typed, db, tz)) or 0)
    for way in (run, with_click):
        assert way(["--db", "x.db", "Bet", "Bob", "1", "--tz", "UTC"]) == 0
    assert calls == [(["Bet", "Bob", "1"], "x.db", "UTC"), (["Bet", "Bob", "1", "--tz", "UTC"], "x.db", None)]
