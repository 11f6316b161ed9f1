"""The `refcli` script's entry: a plain table line typed as a one-shot command (`refcli deal`,
`refcli --db club.db bet Bob 1`) or a plain `refcli run SCRIPT`, run without loading click.

Loading click costs a one-shot command more than all refcli does for a line of the table language, and such
a line needs nothing of click's. The work is not done here: it is refcli/cli/oneshot.py's, the very functions the
click commands call (a table line: ``oneshot.table_line``; a script: ``oneshot.script``; both under
``oneshot.guarded``). This module only decides that click is not needed: a verb of the table language with
at most --db and --tz (before or after it, each once, with its value) and the store named by --db or
$REFCLI_DB; or `run SCRIPT` (an existing file, or -) with at most --json, --db and --tz. Anything else
(help, the book's commands, any other option, a slip in the command line itself) goes to the click CLI in
refcli/cli/main.py, which answers it.
"""

from __future__ import annotations

import os
import sys


def entry() -> None:
    code = run(sys.argv[1:])
    if code is None:
        from .main import entry as with_click
        with_click()
    sys.exit(code)


def _plain(argv: list[str], flags: tuple[str, ...] = ()) -> tuple[list[str], dict[str, str], set[str]] | None:
    """(the words, {--db/--tz: value}, the flags among ``flags`` given after the first word) of a command
    line click is not needed for; None for one it is: another option, an option without its value or given
    twice (click says so), bytes that are not text (click's entry refuses them)."""
    if any("\x00" in arg or any("\udc80" <= c <= "\udcff" for c in arg) for arg in argv):
        return None
    from .oneshot import OptionError, split_options
    try:
        words, options = split_options(argv)
    except OptionError:
        return None
    if "" in options.values():
        return None
    kept: list[str] = []
    found: set[str] = set()
    for word in words:
        if word in flags and kept and word not in found:
            found.add(word)
        elif word.startswith("-") and (not kept or word.lstrip("-")[:1].isalpha()):
            return None                     # an option of the CLI's own (--help, --version, --no-color, ...)
        else:
            kept.append(word)               # a word of the line, "-1" among them
    return kept, options, found


def plan(argv: list[str]) -> tuple[list[str], dict[str, str]] | None:
    """(the table line's words, {--db/--tz: value}) when ``argv`` is a plain table line; None for anything else."""
    plain = _plain(argv)
    if plain is None or not plain[0]:
        return None
    words, options, _ = plain
    from ..language.verbs import line_verb
    first = words[0].split(",", 1)[0].split()
    if not first or line_verb(first[0]) in (None, "end"):
        return None                         # `end` asks at a terminal and takes --via, --force, --carry
    if not (options.get("--db") or os.environ.get("REFCLI_DB")):
        return None                         # the default store's folder is click's to name
    return words, options


def plan_run(argv: list[str]) -> tuple[str, bool, dict[str, str]] | None:
    """(the script's path or -, --json, {--db/--tz: value}) for a plain `refcli run SCRIPT`; None otherwise."""
    plain = _plain(argv, ("--json",))
    if plain is None:
        return None
    words, options, flags = plain
    if len(words) != 2 or words[0].lower() != "run":
        return None
    script = words[1]
    if script != "-" and (script.startswith("-") or not os.path.isfile(script)):
        return None                         # click names what is wrong with the path
    return script, "--json" in flags, options


def run(argv: list[str]) -> int | None:
    """Run a plain table line (or a plain `run SCRIPT`) and return the exit code; None when it is neither
    (the CLI takes it)."""
    from . import oneshot
    scripted = plan_run(argv)
    if scripted is not None:
        script, as_json, options = scripted
        data = _read(script)
        if data is None:
            return None                     # click says why the file cannot be read
        return oneshot.guarded(lambda: oneshot.script(data, as_json, options.get("--db"), options.get("--tz")))
    planned = plan(argv)
    if planned is None:
        return None
    words, options = planned
    return oneshot.guarded(lambda: oneshot.table_line(words, options.get("--db"), options.get("--tz")))


def _read(script: str) -> bytes | None:
    try:
        if script == "-":
            return sys.stdin.buffer.read()
        with open(script, "rb") as f:
            return f.read()
    except OSError:
        return None
