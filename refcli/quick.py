"""A table line typed as a one-shot command (`refcli deal`, `refcli --db club.db bet Bob 1`), run without click.

Loading click costs a one-shot command more than all refcli does for a line of the table language, and the
table language has its own parser: such a line needs nothing of click's. ``entry`` (the `refcli` script) takes
this way only for the plain cases: a verb of the table language, with at most --db and --tz before or after it
and the store named by one of them or by $REFCLI_DB; and `run SCRIPT` (with --json, --db, --tz), whose work is
refcli/scriptrun.py's either way. Everything else (help, the book's commands, any other
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


def _split(argv: list[str], flags: tuple[str, ...] = ()) -> tuple[list[str], dict[str, str], set[str]] | None:
    """(the words, {--db/--tz: value}, the flags among ``flags`` given after the first word), or None for a
    command line the quick way leaves to click: another option, an option without its value or given twice,
    bytes that are not text."""
    options: dict[str, str] = {}
    words: list[str] = []
    found: set[str] = set()
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
        elif arg in flags and words and arg not in found:
            found.add(arg)
        elif arg.startswith("-") and (not words or arg.lstrip("-")[:1].isalpha()):
            return None                     # an option of the CLI's own (--help, --version, --no-color, ...)
        else:
            words.append(arg)               # a word of the line, "-1" among them
        i += 1
    return words, options, found


def plan(argv: list[str]) -> tuple[str, dict[str, str]] | None:
    """(the table line, {--db/--tz: value}) when ``argv`` is a plain table line; None for anything else."""
    split = _split(argv)
    if split is None or not split[0]:
        return None
    words, options, _ = split
    from .verbs import VERB_HELP
    first = words[0].split(",", 1)[0].split()
    if not first or first[0].lower() not in VERB_HELP or first[0].lower() == "end":
        return None                         # `end` asks at a terminal and takes --via, --force, --carry
    if not (options.get("--db") or os.environ.get("REFCLI_DB")):
        return None                         # the default store's folder is click's to name
    return " ".join(words), options


def plan_run(argv: list[str]) -> tuple[str, bool, dict[str, str]] | None:
    """(the script's path or -, --json, {--db/--tz: value}) for a plain `refcli run SCRIPT`; None otherwise."""
    split = _split(argv, ("--json",))
    if split is None:
        return None
    words, options, flags = split
    if len(words) != 2 or words[0].lower() != "run":
        return None
    script = words[1]
    if script != "-" and (script.startswith("-") or not os.path.isfile(script)):
        return None                         # click names what is wrong with the path
    return script, "--json" in flags, options


def run(argv: list[str]) -> int | None:
    """Run a plain table line (or a plain `run SCRIPT`) and return the exit code; None when it is neither
    (the CLI takes it)."""
    scripted = plan_run(argv)
    if scripted is not None:
        script, as_json, options = scripted
        data = _read(script)
        if data is None:
            return None                     # click says why the file cannot be read
        return _guarded(lambda: _run_script(data, as_json, options))
    planned = plan(argv)
    if planned is None:
        return None
    return _guarded(lambda: _run_line(*planned))


def _guarded(work) -> int:
    """``work()``'s exit code, with every failure said in one line as the click CLI says it (refcli/cli.py)."""
    from .errors import ExitCode, RefereeError
    try:
        code = work()
    except RefereeError as exc:
        from .safetext import one_line
        _err(f"Error: {one_line(exc)}")
        return ExitCode.REFUSED
    except KeyboardInterrupt:
        _err("Interrupted.", colour=False)
        return 130
    except Exception as exc:  # a bug: one line; the traceback only with REFCLI_DEBUG
        if os.environ.get("REFCLI_DEBUG"):
            raise
        _err(f"Error: internal error ({type(exc).__name__}: {exc}); set REFCLI_DEBUG=1 for details", colour=False)
        return ExitCode.INTERNAL
    sys.stdout.flush()
    return code


def _zone(options: dict[str, str]) -> str:
    """The zone a night started now is dated in (refcli/localtime.py, as for the click CLI)."""
    from .localtime import night_zone
    return night_zone(options.get("--tz"), os.environ)


def _run_line(line: str, options: dict[str, str]) -> int:
    from .errors import ExitCode
    from .roster import seated
    from .session import Session
    from .store import Store, resolve_db_path
    db = options.get("--db")
    store = Store(db if db == ":memory:" else resolve_db_path(db, _no_app_dir), zone=_zone(options))
    try:
        for notice in store.notices:     # a migration's word, once, as the click command says it
            sys.stderr.write(notice + "\n")
        session = Session(store, (), None)
        text, notes = seated(store, line)
        reply = session.peek(text) or session.execute(text)
        from .report import render_reply
        for out in list(notes) + render_reply(reply, session.night):
            _out(out)
    finally:
        store.close()
    return ExitCode.OK


def _read(script: str) -> bytes | None:
    try:
        if script == "-":
            return sys.stdin.buffer.read()
        with open(script, "rb") as f:
            return f.read()
    except OSError:
        return None


def _run_script(data: bytes, as_json: bool, options: dict[str, str]) -> int:
    from .scriptrun import run_script
    db = options.get("--db")
    if db not in (None, ":memory:"):
        from .store import resolve_db_path
        db = resolve_db_path(db, _no_app_dir)
    return run_script(data, db, _zone(options), lambda text, plain=False: _out(text, plain), _err, as_json)


def _no_app_dir(name: str) -> str:
    raise AssertionError("plan() takes the quick way only with a store named")


def _out(text: str, plain: bool = False) -> None:
    from . import colour
    sys.stdout.write((colour.suits(text) if not plain and colour.enabled(sys.stdout) else text) + "\n")


def _err(line: str, colour: bool = True) -> None:
    from . import colour as paint
    sys.stdout.flush()
    sys.stderr.write((paint.error(line) if colour and paint.enabled(sys.stderr) else line) + "\n")
    sys.stderr.flush()
