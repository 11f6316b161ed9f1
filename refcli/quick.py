"""A table line typed as a one-shot command (`refcli deal`, `refcli --db club.db bet Bob 1`), run without click.

Loading click costs a one-shot command more than all refcli does for a line of the table language, and the
table language has its own parser: such a line needs nothing of click's. ``entry`` (the `refcli` script) takes
this way only for the plain case: a verb of the table language, with at most --db and --tz before or after it
and the store named by one of them or by $REFCLI_DB. Everything else (help, the book's commands, any other
option, a slip in the command line itself) goes to the click CLI in refcli/cli.py, which answers it. Both ways
run a line with the same steps (a Session on the store, `night` seated from the roster, `status` and
`balances` peeked from the last snapshot) and print the same words, on the same streams, with the same exit
codes: tests/test_quick.py holds them to it.
"""

from __future__ import annotations

import os
import sys

_OPTIONS = ("--db", "--tz")


def entry() -> None:
    code = run(sys.argv[1:])
    if code is None:
        from .cli import entry as with_click
        with_click()
    sys.exit(code)


def plan(argv: list[str]) -> tuple[str, dict[str, str]] | None:
    """(the table line, {--db/--tz: value}) when ``argv`` is a plain table line; None for anything else."""
    options: dict[str, str] = {}
    words: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if "\x00" in arg or any("\udc80" <= c <= "\udcff" for c in arg):
            return None                     # bytes that are not text: the CLI refuses them
        name, eq, value = arg.partition("=")
        if name in _OPTIONS:
            if not eq:
                if i + 1 >= len(argv) or not argv[i + 1].strip():
                    return None
                value, i = argv[i + 1], i + 1
            if name in options or not value:
                return None
            options[name] = value
        elif arg.startswith("-") and not words:
            return None                     # an option of the CLI's own (--help, --version, --no-color, ...)
        elif arg.startswith("-") and arg.lstrip("-")[:1].isalpha():
            return None                     # `refcli bet --help` and the like
        else:
            words.append(arg)
        i += 1
    if not words:
        return None
    from .verbs import VERB_HELP
    first = words[0].split(",", 1)[0].split()
    if not first or first[0].lower() not in VERB_HELP or first[0].lower() == "end":
        return None                         # `end` asks at a terminal and takes --via, --force, --carry
    if not (options.get("--db") or os.environ.get("REFCLI_DB")):
        return None                         # the default store's folder is click's to name
    return " ".join(words), options


def run(argv: list[str]) -> int | None:
    """Run a plain table line and return the exit code; None when it is not one (the CLI takes it)."""
    planned = plan(argv)
    if planned is None:
        return None
    line, options = planned
    from .errors import ExitCode, RefereeError
    try:
        store = None
        try:
            from .localtime import check_zone, chosen_zone, host_zone
            from .session import Session
            from .store import Store, resolve_db_path
            db = options.get("--db")
            path = db if db == ":memory:" else resolve_db_path(db, _no_app_dir)
            zone = chosen_zone(options.get("--tz"), os.environ)
            store = Store(path, zone=host_zone(os.environ) if zone is None else check_zone(zone))
            session = Session(store, (), None)
            from .roster import seated
            text, notes = seated(store, line)
            reply = session.peek(text) or session.execute(text)
            from .report import render_reply
            for out in list(notes) + render_reply(reply, session.night):
                _out(out)
        finally:
            if store is not None:
                store.close()
    except RefereeError as exc:
        from .safetext import one_line
        _err(f"Error: {one_line(exc)}")
        return ExitCode.REFUSED
    except KeyboardInterrupt:
        _err("Interrupted.", colour=False)
        return 130
    except Exception as exc:  # a bug: one line, as the CLI says it; the traceback only with REFCLI_DEBUG
        if os.environ.get("REFCLI_DEBUG"):
            raise
        _err(f"Error: internal error ({type(exc).__name__}: {exc}); set REFCLI_DEBUG=1 for details", colour=False)
        return ExitCode.INTERNAL
    sys.stdout.flush()
    return ExitCode.OK


def _no_app_dir(name: str) -> str:
    raise AssertionError("plan() takes the quick way only with a store named")


def _out(text: str) -> None:
    from . import colour
    sys.stdout.write((colour.suits(text) if colour.enabled(sys.stdout) else text) + "\n")


def _err(line: str, colour: bool = True) -> None:
    from . import colour as paint
    sys.stdout.flush()
    sys.stderr.write((paint.error(line) if colour and paint.enabled(sys.stderr) else line) + "\n")
    sys.stderr.flush()
