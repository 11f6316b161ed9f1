"""The table shell in a real terminal (pexpect), as the shell tests drive it."""

from __future__ import annotations

import os
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
