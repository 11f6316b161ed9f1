"""A one-shot command's work and words, with click loaded or not: one function runs a table line typed as a
command (`refcli bet Bob 1`), one runs a script (`refcli run night.txt`), one splits the --db/--tz typed
after the line, one prints what a command says, and one guard turns every failure into one line and an exit
code.

The click commands of refcli/commands/ call these, and so does refcli/cli/quick.py, which runs a plain table
line or a plain `run SCRIPT` without loading click at all (click costs more than all refcli does for a line).
Nothing here imports click.
"""

from __future__ import annotations

import os
import sys

from ..kernel.errors import ExitCode, RefereeError

# Options a user may type after a one-shot verb or script, as after `refcli` itself
# (`refcli status --db x.db`).
TRAILING_OPTIONS = ("--db", "--tz")


class OptionError(RefereeError):
    """A --db or --tz typed after the line without its value, or twice."""


def split_options(words: list[str]) -> tuple[list[str], dict[str, str]]:
    """The words of the line, and the trailing options found among them (--db PATH, --db=PATH, --tz ZONE)."""
    line: list[str] = []
    options: dict[str, str] = {}
    i = 0
    while i < len(words):
        word = words[i]
        name, eq, value = word.partition("=")
        if name in TRAILING_OPTIONS:
            if not eq:
                if i + 1 >= len(words) or not words[i + 1].strip():
                    raise OptionError(f"{name} needs a value ({name} {'PATH' if name == '--db' else 'ZONE'})")
                value = words[i + 1]
                i += 1
            if name in options:
                raise OptionError(f"{name} is given twice")
            options[name] = value
        else:
            line.append(word)
        i += 1
    return line, options


def table_line(typed: list[str], db: str | None, tz: str | None, rulesets=(), house: str | None = None,
               app_dir=None) -> int:
    """Run the table line ``typed`` (its words as typed, the verb's first, trailing --db/--tz among them) on
    the store and print what it says; ``db``/``tz`` are what was given before the verb (or None).
    ``app_dir`` names the user's data folder when no store is named (click.get_app_dir)."""
    from ..night.session import Session
    from ..night.typed import LEAVE, run_line
    from ..log.store import Store, resolve_db_path
    line, options = split_options(typed)
    # --yes: the answer to `leave NAME settle`'s question, given beforehand (any other line keeps the word,
    # and its verb refuses it).
    yes = bool(line) and line[0].lower() == "leave" and "--yes" in line
    if yes:
        line = [w for w in line if w != "--yes"]
    named = options.get("--db")
    tz = options["--tz"] if "--tz" in options else tz
    store = Store(resolve_db_path(named or db, app_dir or _no_app_dir), zone=night_zone(tz))
    try:
        for notice in store.notices:     # a migration's word, once, as the click commands say it
            sys.stderr.write(notice + "\n")
        session = Session(store, rulesets, house)
        # `leave NAME settle` typed at a terminal asks first; elsewhere (nobody to answer) the line stands.
        text = " ".join(line)
        asks = (LEAVE,) if not yes and "settle" in text.lower() and at_terminal() else ()
        said = run_line(session, text, asks=asks)
        if said.question:
            said = answered(said, lambda then: run_line(session, then))
        return printed(said)
    finally:
        store.close()


def at_terminal() -> bool:
    """Someone can answer a question: stdin and stdout are both a terminal."""
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):      # no stdin, or a closed one
        return False


def answered(said, then):
    """A question asked at the terminal (its texts shown first): on yes, ``then(said.then)``, the line made;
    on no, what is said when it is declined."""
    for text in said.texts:
        out(text)
    sys.stdout.write(said.question)
    sys.stdout.flush()
    from ..night.pause import answer
    return then(said.then) if answer(sys.stdin.readline()) else said.declined


def printed(said) -> int:
    """Print what a line said (a refusal as every command says it) and return its exit code."""
    if said.status:
        fail_line(said.refusal)
        return said.status
    for text in said.texts:
        out(text, plain=said.plain)
    return ExitCode.OK


def script(data: bytes, as_json: bool, db: str | None, tz: str | None, rulesets=(), house: str | None = None,
           app_dir=None) -> int:
    """Play a script's bytes in a fresh night (refcli/cli/scriptrun.py) on the store ``db`` (None: in memory)."""
    from .scriptrun import run_script
    zone = night_zone(tz)
    if db not in (None, ":memory:"):
        from ..log.store import resolve_db_path
        db = resolve_db_path(db, app_dir or _no_app_dir)
    return run_script(data, db, zone, out, error, as_json, rulesets, house)


def night_zone(tz: str | None) -> str:
    """The zone a night started now is dated in: --tz, else $REFCLI_TZ, else the host's (refcli/kernel/localtime.py)."""
    from ..kernel import localtime
    return localtime.night_zone(tz, os.environ)


def _no_app_dir(name: str) -> str:
    raise AssertionError("without click a store is always named (refcli/cli/quick.py)")


def guarded(work) -> int:
    """``work()``'s exit code, with every failure said in one line: a refusal as `Error: ...` (exit 1), an
    interrupt, and a bug (exit 3; the traceback only with REFCLI_DEBUG)."""
    try:
        code = work()
    except RefereeError as exc:
        fail_line(exc)
        return ExitCode.REFUSED
    except KeyboardInterrupt:
        error("Interrupted.", colour=False)
        return 130
    except Exception as exc:
        if os.environ.get("REFCLI_DEBUG"):
            raise
        internal_error(exc)
        return ExitCode.INTERNAL
    sys.stdout.flush()
    return code


def fail_line(problem) -> None:
    """A refusal as every command says it: `Error: ` and the problem in one line."""
    from ..kernel.safetext import one_line
    error(f"Error: {one_line(problem)}")


def internal_error(exc: BaseException) -> None:
    error(f"Error: internal error ({type(exc).__name__}: {exc}); set REFCLI_DEBUG=1 for details", colour=False)


def out(text: str, plain: bool = False) -> None:
    """Text for a person on stdout: red hearts and diamonds when stdout is a colour terminal (refcli/cli/colour.py
    decides); ``plain`` for data (JSON) that is never coloured."""
    from . import colour
    sys.stdout.write((colour.suits(text) if not plain and colour.enabled(sys.stdout) else text) + "\n")


def error(line: str, colour: bool = True) -> None:
    """One line on stderr, red when stderr is a colour terminal, after what stdout already holds."""
    from . import colour as paint
    sys.stdout.flush()
    sys.stderr.write((paint.error(line) if colour and paint.enabled(sys.stderr) else line) + "\n")
    sys.stderr.flush()
