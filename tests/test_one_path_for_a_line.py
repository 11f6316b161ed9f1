"""A typed line takes one road whoever received it (refcli/night/typed.py): the shell, a script and one-shot
commands of the same lines say the same words and leave byte-identical stores; `balances --format` and `end`
at a terminal take that road too."""

from __future__ import annotations

import io
import json
import os
import re
import sqlite3
import sys

import pexpect
import pytest

from refcli.cli import quick
from refcli.cli.main import main
from refcli.log.store import Store
from refcli.night.session import Session

NIGHT_ONE = (
    "night Ann Bob Cal", "game seven-card-stud", "deal", "bet 1, call, call",
    *["check, check, check"] * 4,
    "show Ann As Ks 3c up 7d 7h 7s 2c, show Bob 2s 9d Jc up Qh Qd 4c 5s, show Cal 6s 4s Jd up 9c 9h Tc Th",
    "settle", "status", "balances", "deal", "bet 1, fold, fold", "undo", "fold, fold", "balances", "end")
# The roster reads the second night's names: `ann` and `bo` are the members Ann and Bob, Dee a new one.
NIGHT_TWO = ("night ann bo new Dee", "game seven-card-stud", "deal", "bet 1, fold, fold", "end")


@pytest.fixture(autouse=True)
def one_clock(monkeypatch):
    """Every store stamps its rows with the same time, so that two stores of the same lines are the same
    bytes (the chain of event hashes covers the times)."""
    defaults = Store.__init__.__defaults__
    monkeypatch.setattr(Store.__init__, "__defaults__", (lambda: "2026-11-28T20:00:00.000Z", *defaults[1:]))
    monkeypatch.setenv("REFCLI_TZ", "UTC")
    monkeypatch.setenv("NO_COLOR", "1")


def rows(db: str) -> dict[str, list[tuple]]:
    """Every table of the store, every row (in one order whatever order they were written in)."""
    with sqlite3.connect(db) as con:
        tables = [t for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {t: sorted(con.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables}


def by_shell(db: str, capsys, monkeypatch) -> str:
    """`refcli shell` with the lines piped in."""
    typed = ("\n".join(NIGHT_ONE + NIGHT_TWO) + "\n").encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(typed), encoding="utf-8"))
    assert main(["--db", db, "shell"]) == 0
    said = capsys.readouterr()
    assert said.err == ""
    return said.out


def by_one_shots(db: str, capsys) -> str:
    said = []
    for line in NIGHT_ONE + NIGHT_TWO:
        argv = ["--db", db, *line.split()]
        code = quick.run(argv)          # a plain table line, without click; `end` goes to click
        assert (main(argv) if code is None else code) == 0
        done = capsys.readouterr()
        assert done.err == ""
        said.append(done.out)
    return "".join(said)


def by_script(db: str, tmp_path, capsys) -> list[str]:
    """`refcli run` of each night's lines: what each run printed."""
    said = []
    for n, lines in enumerate((NIGHT_ONE, NIGHT_TWO)):
        path = tmp_path / f"night{n}.txt"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        assert main(["--db", db, "run", str(path)]) == 0
        said.append(capsys.readouterr().out)
    return said


def test_the_shell_a_script_and_one_shot_commands_say_the_same_and_keep_the_same_store(tmp_path, capsys,
                                                                                      monkeypatch):
    shell, one_shots, script = (str(tmp_path / f"{n}.db") for n in ("shell", "oneshot", "script"))
    said = by_shell(shell, capsys, monkeypatch)
    assert by_one_shots(one_shots, capsys) == said
    by_script(script, tmp_path, capsys)
    assert rows(shell) == rows(one_shots) == rows(script)
    assert said.count("New member: Dee.\n") == 1
    assert "  High hand half ($2.25): Ann with three sevens (7♠ 7♥ 7♦ A♠ K♠).\n" in said
    assert re.search(r"\nHead of the book: [0-9a-f]{12} ", said)


def test_a_script_says_of_the_same_lines_the_rulings_the_tables_asked_for_and_the_end(tmp_path, capsys,
                                                                                     monkeypatch):
    said = by_shell(str(tmp_path / "shell.db"), capsys, monkeypatch)
    runs = by_script(str(tmp_path / "script.db"), tmp_path, capsys)
    blocks = [block for run in runs for block in run.rstrip("\n").split("\n\n")]
    # Each block of the run is what the shell said of it, word for word, in the same order; the run says no
    # action's status line (`Bob bets $1.00 · ...`).
    at = 0
    for block in blocks:
        found = said.find(block + "\n", at)
        assert found >= 0, block
        at = found + len(block)
    assert blocks[0].startswith("Hand 1 · 7 Card Stud · dealt by Ann · pot $4.50\n")
    assert blocks[1] == "1 hand played · next: Bob deals 7 Card Stud · pot $0.00"
    assert "New member: Dee." in blocks
    assert not any("Bob bets $1.00" in block for block in blocks)


def test_balances_in_every_format_is_the_same_line_answered(tmp_path, capsys):
    db = str(tmp_path / "club.db")
    session = Session(Store(db))
    for line in NIGHT_ONE[:10]:
        session.execute(line)
    session.store.close()
    assert main(["--db", db, "balances", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"balances": {"Ann": -25, "Bob": -100, "Cal": 125}, "pot": 0}
    assert main(["--db", db, "balances", "--format", "csv"]) == 0
    assert capsys.readouterr().out == "player,balance,cents\nAnn,-0.25,-25\nBob,-1.00,-100\nCal,1.25,125\n"
    assert main(["--db", db, "balances", "--format", "markdown", "now"]) == 1
    assert capsys.readouterr().err == "Error: balances takes nothing after it (got 'now')\n"


def _unreconciled(db: str) -> None:
    session = Session(Store(db))
    for line in ("night Ann Bob", "buyin Ann 10", "game stud", "deal", "bet bob 1, fold"):
        session.execute(line)
    session.store.close()


@pytest.mark.parametrize("reply", ["n", "y"])
def test_end_at_a_terminal_asks_to_close_a_night_whose_cash_does_not_reconcile(tmp_path, reply):
    db = str(tmp_path / "club.db")
    _unreconciled(db)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, TERM="xterm", PYTHONPATH=root, NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "refcli", "--db", db, "end"], cwd=root, env=env,
                          encoding="utf-8", timeout=20, dimensions=(40, 200))
    child.expect_exact("The cash does not reconcile: Ann cashed out $9.00 less than bought in, less the $1.00 lost.\r\n"
                       "Close the night anyway? [y/N]: ")
    child.sendline(reply)
    child.expect_exact("Error: the night stays open" if reply == "n" else
                       "Closed without reconciling the cash: Ann cashed out $9.00 less than bought in, less the $1.00 "
                       "lost.\r\nThe night is over after 1 hand.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == (1 if reply == "n" else 0)
    assert (Store(db).open_night() is None) == (reply == "y")
