"""What the click commands share: their context settings, the parameter types that keep a slip one line,
the store and session a command works on, and the --db/--tz typed after a command. The words a command
prints and its refusals go through refcli/cli/oneshot.py, as on the way without click."""

from __future__ import annotations

import os
import sys

import click

from .. import oneshot
from ...kernel.errors import ExitCode, RefereeError

CONTEXT = {"help_option_names": ["-h", "--help"]}

# Commands are declared with click's own decorators (a module here is imported only when one of its
# commands is asked for, refcli/cli/main.py); these names keep the style the commands were written in.
option = click.option
argument = click.argument


def command(name: str, **attrs):
    return click.command(name, **attrs)


def fail(message: str) -> None:
    oneshot.fail_line(message)
    sys.exit(ExitCode.REFUSED)


echo_error = oneshot.error      # one error line on stderr, red at a colour terminal
out = oneshot.out               # text for a person on stdout: red hearts and diamonds at a colour terminal


class Formats(click.Choice):
    """--format choices in any case; a wrong one is bad input (one line, exit 1) like any other value."""

    def __init__(self, choices) -> None:
        super().__init__(list(choices), case_sensitive=False)

    def convert(self, value, param, ctx):
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            from ...kernel.safetext import shown
            choices = list(self.choices)
            raise click.ClickException(f"unknown format '{shown(value)}': choose "
                                       f"{', '.join(choices[:-1])} or {choices[-1]}") from None


class Number(click.ParamType):
    """A night's or a hand's number: a slip (`report foo`) is bad input like any other, one line in the
    house's words and exit 1, not click's "Invalid value for '[NIGHT]'" (QA note N14)."""

    name = "number"

    def __init__(self, what: str, hint: str) -> None:
        self.what, self.hint = what, hint

    def convert(self, value, param, ctx):
        text = str(value).strip()
        if text.isascii() and text.isdigit() and 0 < len(text) <= 9:
            return int(text)
        from ...kernel.safetext import shown
        raise click.ClickException(f"'{shown(str(value))}' is not a {self.what} number ({self.hint})")


NIGHT_NUMBER = Number("night", "refcli report --list shows them")
HAND_NUMBER = Number("hand", "1 is the night's first hand")


def terminal_width() -> int | None:
    """The terminal's width for the table report, or None when stdout is not a terminal (then nothing
    wraps: a file or a pipe gets the whole line). COLUMNS, when set, wins, as shutil reads it."""
    import shutil
    columns = shutil.get_terminal_size(fallback=(0, 0)).columns
    return columns or None


def open_session(ctx: click.Context):
    from ...night.session import Session
    from ...log.store import Store, resolve_db_path
    obj = ctx.find_root().obj
    store = Store(resolve_db_path(obj["db"], click.get_app_dir), zone=_night_zone(ctx))
    ctx.call_on_close(store.close)
    echo_notices(store)
    return Session(store, obj["rulesets"], obj["house"])


def echo_notices(store) -> None:
    """What opening the store did that its user hears once (a migration that chained its events)."""
    for line in store.notices:
        click.echo(line, err=True)


def _zone_override(ctx: click.Context) -> str | None:
    """--tz, else $REFCLI_TZ (checked: an unknown zone is one line, exit 1); None when neither is set."""
    from ...kernel.localtime import zone_override
    return zone_override(ctx.find_root().obj.get("tz"), os.environ)


def print_zone(ctx: click.Context) -> str | None:
    """The zone times are printed in when the user said which: --tz, $REFCLI_TZ, or a $TZ set for this
    run; None leaves each night in the zone it was played in."""
    from ...kernel.localtime import explicit_host_zone
    return _zone_override(ctx) or explicit_host_zone(os.environ)


def _night_zone(ctx: click.Context) -> str:
    """The zone a night started now is dated in (as for a table line: refcli/cli/oneshot.py)."""
    return oneshot.night_zone(ctx.find_root().obj.get("tz"))


def _set_root(name: str):
    def callback(ctx: click.Context, param, value):
        if value is not None:
            ctx.find_root().obj[name] = value
    return callback


def store_options(f):
    """--db and --tz where users type them: after the command too (`refcli run night.txt --db club.db`)."""
    f = option("--tz", metavar="ZONE", expose_value=False, callback=_set_root("tz"),
                     help="The time zone to print times in (as refcli --tz).")(f)
    return option("--db", metavar="PATH", expose_value=False, callback=_set_root("db"),
                        help="The night store (as refcli --db PATH).")(f)


def verb_help(verb: str) -> dict:
    """The same help as the other table verbs' one-shot commands (verbs.VERB_HELP)."""
    from ...language.verbs import VERB_HELP
    usage, summary, _ = VERB_HELP[verb]
    return {"help": f"{summary}.\n\nUsage at the table: {usage}", "short_help": summary}


def write_new_file(path: str, data: bytes, force: bool) -> None:
    """Write ``data`` to ``path`` all at once (a temporary file renamed into place), refusing to replace an
    existing file unless ``force``."""
    import tempfile
    if os.path.isdir(path):
        raise RefereeError(f"{path} is a directory: name a file")
    if os.path.lexists(path) and not force:
        raise RefereeError(f"{path} already exists (use --force to replace it)")
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".refcli-", suffix=".tmp")
    except OSError as exc:
        raise RefereeError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise RefereeError(f"cannot write {path}: {exc.strerror or exc}") from None


def book_store(ctx: click.Context):
    """The store alone, for commands that read the book without the table engine."""
    from ...log.store import Store, resolve_db_path
    store = Store(resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir), zone=_night_zone(ctx))
    ctx.call_on_close(store.close)
    echo_notices(store)
    return store

