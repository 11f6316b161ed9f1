"""`leave NAME settle` shows the payments it would make and asks before any money moves, as `end` asks; `end`
refuses a hand not settled before asking. From a file or a pipe, a `y` or `n` line after such a line answers
it; a one-shot `--yes` answers beforehand."""

from __future__ import annotations

import io
import os
import sys

import pexpect
from click.testing import CliRunner
from test_leave_settle import CAL_DOWN

from refcli.cli.main import cli, main
from refcli.cli.shell import _Shell, run_shell
from refcli.log.store import Store
from refcli.night.session import Session

DEE = ("Dee leaves for the night and settles: Cal pays Dee $5.00; the night's settlement leaves Dee out. "
       "Cal deals next.")
CAL = ("Cal leaves for the night and settles: Cal pays Dee $5.00, Cal pays Bob $1.00; the night's settlement "
       "leaves Cal out. Dee deals next.")


def _shell(*answers: bool):
    session = Session(Store(":memory:"))
    out = io.StringIO()
    asked: list[str] = []
    replies = iter(answers)
    shell = _Shell(session, out, confirm=lambda q: asked.append(q) or next(replies))
    return session, out, asked, shell


def test_leave_settle_of_the_wrong_player_shows_the_payments_and_moves_nothing_on_no():
    session, out, asked, shell = _shell(False)
    for line in CAL_DOWN:
        shell.handle(line)
    night_id = session.store.open_night().id
    last = session.store.last_seq(night_id)
    out.truncate(0), out.seek(0)
    shell.handle("leave Dee settle")
    assert out.getvalue().splitlines() == [f"Not yet done: {DEE}", "Nobody leaves: no money moved."]
    assert asked == ["Settle now? [y/N] "]
    assert session.store.last_seq(night_id) == last
    night = session.current()[1]
    assert night.gone == [] and night.settled == [] and night.ledger.balance("Dee") == 500


def test_leave_settle_confirmed_is_made_once_with_its_words():
    session, out, _asked, shell = _shell(True)
    for line in CAL_DOWN:
        shell.handle(line)
    out.truncate(0), out.seek(0)
    shell.handle("leave Cal settle")
    assert out.getvalue().splitlines()[:2] == [f"Not yet done: {CAL}", CAL]
    night = session.current()[1]
    assert night.gone == ["Cal"] and night.settled == [["Cal", "Dee", 500], ["Cal", "Bob", 100]]


def test_a_refused_leave_or_end_is_said_before_any_question():
    session, out, asked, shell = _shell()
    for line in ("night Ann Bob Cal", "game stud", "deal"):
        shell.handle(line)
    out.truncate(0), out.seek(0)
    shell.handle("end")
    shell.handle("leave Bob settle")
    shell.handle("leave Zed settle")
    assert asked == []
    assert out.getvalue().splitlines() == [
        "Error: hand 1 is not settled: settle it (or undo its deal) first",
        "Error: hand 1 is being played: leave waits until it is settled (or misdealt)",
        "Error: no player 'Zed' at the table (Ann, Bob, Cal)"]
    assert session.current()[1].hand is not None and session.store.open_night() is not None


def test_piped_lines_answer_on_the_next_line_and_stand_as_typed_without_an_answer():
    out = io.StringIO()
    lines = CAL_DOWN + ["leave Dee settle", "n", "leave Cal settle", "y", "leave Dee settle", "balances"]
    assert run_shell(Session(Store(":memory:")), input=io.StringIO("\n".join(lines) + "\n"), output=out) == 0
    said = out.getvalue().splitlines()
    i = said.index("Nobody leaves: no money moved.")
    assert said[i + 1] == CAL
    assert said[i + 2] == "Dee leaves for the night even: nobody pays anybody for Dee. Ann deals next."
    assert not any(line.startswith("Error") for line in said)


def test_a_script_takes_the_answer_on_the_next_line(tmp_path, capsys):
    import json
    script = tmp_path / "night.txt"
    script.write_text("\n".join(CAL_DOWN + ["leave Dee settle", "n", "leave Cal settle", "yes", "end", "y"]) + "\n")
    assert main(["run", str(script), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["settled_at_table"] == [{"from": "Cal", "to": "Dee", "amount": 500},
                                        {"from": "Cal", "to": "Bob", "amount": 100}]
    assert data["transfers"] == [{"from": "Ann", "to": "Bob", "amount": 200}]
    script.write_text("\n".join(CAL_DOWN + ["leave Dee settle", "no", "end"]) + "\n")
    assert main(["run", str(script)]) == 0
    assert "Nobody leaves: no money moved." in capsys.readouterr().out


def test_a_one_shot_takes_yes_beforehand_and_no_other_verb_takes_it(tmp_path):
    db = str(tmp_path / "club.db")
    run = CliRunner()
    for line in CAL_DOWN:
        assert run.invoke(cli, ["--db", db, *line.split()]).exit_code == 0
    result = run.invoke(cli, ["--db", db, "leave", "Cal", "settle", "--yes"])
    assert result.exit_code == 0 and result.output.splitlines()[0] == CAL
    result = run.invoke(cli, ["--db", db, "deal", "--yes"])
    assert result.exit_code == 1 and result.output == "Error: deal takes nothing after it (got '--yes')\n"


def test_a_one_shot_leave_settle_at_a_terminal_asks(tmp_path):
    db = str(tmp_path / "club.db")
    store = Store(db)
    session = Session(store)
    for line in CAL_DOWN:
        session.execute(line)
    store.close()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, TERM="xterm", PYTHONPATH=root, NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "refcli", "--db", db, "leave", "Dee", "settle"], cwd=root,
                          env=env, encoding="utf-8", timeout=20, dimensions=(40, 200))
    child.expect_exact("Not yet done: Dee leaves for the night and settles: Cal pays Dee $5.00")
    child.expect_exact("Settle now? [y/N] ")
    child.sendline("n")
    child.expect_exact("Nobody leaves: no money moved.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert Session(Store(db)).current()[1].gone == []
