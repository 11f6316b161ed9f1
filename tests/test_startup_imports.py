"""What a one-shot command loads, and the shortcut that lets `status` and `balances` load less.

A one-shot command must cost little more than `import click`. Tests never time anything: they check WHICH
modules a command imports, in a fresh interpreter, so that a heavy import slipping back onto a path that does
not need it fails here. And `status`/`balances` between hands are answered from the night's last snapshot
(Session.peek) without building the games: what they print is checked against the full replay.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from refcli.book.report import render_reply
from refcli.night.session import Session
from refcli.log.store import Store

ROOT = Path(__file__).resolve().parent.parent

# What `status` and `balances` between hands never need: the engine and its steps, the rulesets and the game
# model (and the fractions it needs), the YAML parser, the evaluator, the parser of table lines, dataclasses.
NOT_FOR_A_LOOK = ("refcli.table.engine", "refcli.table.steps", "refcli.table.flow", "refcli.rules",
                  "refcli.evaluate", "refcli.language.script", "refcli.kernel.cards", "fractions",
                  "decimal", "yaml", "tabulate", "zoneinfo", "importlib.resources", "tempfile", "difflib",
                  "dataclasses", "copy")


def _night(db: Path, hands: int = 4) -> None:
    session = Session(Store(str(db)))
    session.execute("night Ann Bob Cal Dee")
    _play(session, hands)
    session.store.close()


def _play(session: Session, hands: int) -> None:
    """Hands of 7 Card Stud, each a bet and everyone else folding; a pick of it whenever one is due."""
    for _ in range(hands):
        if session.night.pick_game is None:
            session.execute("game seven-card-stud")
        session.execute("deal")
        hand = session.night.hand
        session.execute("bet 1, " + ", ".join(["fold"] * (len(hand.active) - 1)))


def _modules(*args: str) -> tuple[str, set[str]]:
    """(stdout, the modules loaded) of one refcli command run in a fresh interpreter."""
    code = ("import sys\nfrom refcli.cli.main import main\ncode = main(sys.argv[1:])\nloaded = sorted(sys.modules)\n"
            "import json\nprint(json.dumps(loaded), file=sys.stderr)\nsys.exit(code)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1")
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    return done.stdout, set(json.loads(done.stderr.strip().splitlines()[-1]))


@pytest.mark.parametrize("verb", ["status", "balances"])
def test_a_look_between_hands_loads_no_engine_no_game_model_and_no_yaml(tmp_path, verb):
    db = tmp_path / "night.db"
    _night(db)
    out, loaded = _modules("--db", str(db), verb)
    assert out.startswith("4 hands played · next: Ann deals 7 Card Stud") if verb == "status" else "Ann" in out
    assert sorted(m for m in loaded for heavy in NOT_FOR_A_LOOK if m == heavy or m.startswith(heavy + ".")) == []


def test_version_loads_no_store_and_no_session(tmp_path):
    _, loaded = _modules("--version")
    assert {"refcli.night.session", "refcli.log.store", "sqlite3", "json"} & loaded == set()


def test_a_deal_reads_its_game_from_the_log_not_the_rulesets(tmp_path):
    db = tmp_path / "night.db"
    _night(db)
    out, loaded = _modules("--db", str(db), "deal")
    assert out.startswith("Hand 5: Ann deals 7 Card Stud")
    assert {"yaml", "refcli.rules.loader", "importlib.resources", "zoneinfo", "difflib"} & loaded == set()


def _both(db: Path, line: str) -> tuple[list[str], list[str]]:
    """What `line` prints answered by peek, and by a full execute in another session."""
    looked, full = Session(Store(str(db))), Session(Store(str(db)))
    try:
        reply = looked.peek(line)
        assert reply is not None, "peek declined a look it should answer"
        return render_reply(reply, looked.night), render_reply(full.execute(line), full.night)
    finally:
        looked.store.close()
        full.store.close()


@pytest.mark.parametrize("line", ["status", "balances", " STATUS "])
def test_peek_prints_what_the_replayed_night_prints(tmp_path, line):
    db = tmp_path / "night.db"
    _night(db, hands=3)
    session = Session(Store(str(db)))
    session.execute("sitout Cal")
    _play(session, 1)
    session.execute("deal")
    session.execute("undo")              # a deal undone: the night is the snapshot before it again
    session.store.close()
    peeked, replayed = _both(db, line)
    assert peeked == replayed
    if "status" in line.lower():
        assert peeked == ["4 hands played · next: Ann deals 7 Card Stud · pot $0.00\nsitting out: Cal"]
    else:
        assert peeked[0].splitlines()[0].split() == ["Player", "Balance"]


def test_peek_names_a_game_with_variants_as_the_game_does(tmp_path):
    db = tmp_path / "night.db"
    session = Session(Store(str(db)))
    session.execute("night Ann Bob Cal Dee")
    session.execute("game seven-card-stud declare")
    session.store.close()
    peeked, replayed = _both(db, "status")
    assert peeked == replayed == ["0 hands played · next: Ann deals 7 Card Stud (declare) · pot $0.00"]


def test_peek_leaves_to_execute_what_it_cannot_answer(tmp_path):
    db = tmp_path / "night.db"
    session = Session(Store(str(db)))
    assert session.peek("status") is None                     # no night open
    session.execute("night Ann Bob Cal Dee")
    session.execute("game seven-card-stud")
    session.execute("deal")
    assert session.peek("status") is None                     # a hand under way: the engine says who acts
    assert session.peek("balances") is None
    assert session.peek("status, balances") is None           # only a single look
    session.execute("bet 1, fold, fold, fold")
    session.execute("pay Ann 1")
    assert session.peek("status") is None                     # the last event is after the last snapshot
    session.store.close()


def test_a_command_through_click_loads_only_its_own_module_of_commands(tmp_path):
    db = tmp_path / "night.db"
    _night(db, hands=1)
    for args, module in ((["status"], "table"), (["report", "--list"], "book"), (["help", "bet"], "rules")):
        _, loaded = _modules("--db", str(db), *args)
        assert {m for m in loaded if m.startswith("refcli.cli.commands")} == {
            "refcli.cli.commands", "refcli.cli.commands.common", f"refcli.cli.commands.{module}"}, args


# The page for the players (`refcli serve`) brings a web server, its toolkit and a QR encoder: none of them may
# load for a table line or for help, which never serve anything.
WEB = ("refcli.serve", "starlette", "uvicorn", "segno", "anyio", "h11", "asyncio", "selenium")


@pytest.mark.parametrize("args", [("deal",), ("--help",), ("status",)])
def test_a_table_line_and_help_load_nothing_of_the_page(tmp_path, args):
    db = tmp_path / "night.db"
    _night(db)
    out, loaded = _modules("--db", str(db), *args)
    assert out
    assert sorted(m for m in loaded for web in WEB if m == web or m.startswith(web + ".")) == []
