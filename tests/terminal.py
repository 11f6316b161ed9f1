"""The table shell in a real terminal (pexpect), as the shell tests drive it."""

from __future__ import annotations

import os
import re
import sys

import pexpect

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAUNCH = ("import sys; from refcli.night.session import Session; from refcli.log.store import Store; "
          "from refcli.cli.shell import run_shell; sys.exit(run_shell(Session(Store(sys.argv[1]))))")


def spawn_shell(db: str) -> pexpect.spawn:
    """The shell on the store at ``db``. No answers to cursor-position requests come from pexpect;
    prompt_toolkit is told not to wait for them."""
    env = dict(os.environ, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1", PYTHONPATH=ROOT)
    return pexpect.spawn(sys.executable, ["-c", LAUNCH, db], cwd=ROOT, env=env, dimensions=(40, 120),
                         encoding="utf-8", timeout=15)


# What prompt_toolkit writes between the characters of one line: cursor moves, shown and hidden cursor, modes.
_CONTROLS = r"(?:\x1b\[[0-9;?]*[A-Za-z])*"


def drawn(text: str) -> re.Pattern[str]:
    """A pattern that matches ``text`` as the terminal shows it, however many pieces it was drawn in: the
    renderer draws only what changed, so a line completed by Tab comes as `bet 1, c`, control sequences, then
    `all` (and a blank as a move of the cursor over it) when the keys arrive apart."""
    pieces = [r"(?: |\x1b\[C)" if ch == " " else re.escape(ch) for ch in text]
    return re.compile(_CONTROLS.join(pieces))
