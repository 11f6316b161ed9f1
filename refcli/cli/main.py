"""The command line: the `refcli` group and its entry point. The commands live in refcli/commands/, one
module per group of `refcli --help`, each imported only when one of its commands is asked for (click's lazy
group: get_command and list_commands); what a command says and how it fails, in refcli/cli/oneshot.py, shared
with the way without click (refcli/cli/quick.py)."""

from __future__ import annotations

import sys

import click

from .. import __version__
from . import oneshot
from .commands import TYPED as _TYPED
from ..kernel.errors import ExitCode

CONTEXT = {"help_option_names": ["-h", "--help"]}


def _no_colour(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value:
        from . import colour
        colour.disabled = True



class _OneLanguage(click.Group):
    """The command group: its commands loaded on demand, listed by group, and a command's name read as the
    table language reads a verb.

    `refcli Bet Bob 1`, `refcli check, check, check` and `refcli bet Bob .50,call Cal` must work as the
    same line does in the shell: the name is matched in any case, a comma may be glued to it, and a table
    verb's command gets every word typed, its own included, to hand the whole line to the one parser.
    """

    def _declared(self) -> dict[str, tuple[str, str, str]]:
        """{name: (module in refcli/commands/, attribute or None for a plain table verb, group)}."""
        if self._table is None:
            from .commands import COMMANDS
            from ..language.verbs import VERB_HELP
            # The commands with a group of their own first (shell and run open "At the table"), then the
            # verbs in the order refcli/language/verbs.py gives them, each in its module if it has a command of its own.
            table = {name: entry for name, entry in COMMANDS.items() if entry[2]}
            for verb, (_, _, group) in VERB_HELP.items():
                module, attribute, _ = COMMANDS.get(verb, ("table", None, None))
                table[verb] = (module, attribute, group)
            self._table = table
        return self._table

    _table = None

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(self._declared()) | set(self.commands))

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        found = self.commands.get(name)
        if found is None and name in self._declared():
            import importlib
            module_name, attribute, _ = self._declared()[name]
            module = importlib.import_module(f"{__package__}.commands.{module_name}")
            found = module.table_command(name) if attribute is None else getattr(module, attribute)
            self.commands[name] = found      # built once
        return found

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands under the group a host meets them in (refcli/commands/__init__.py), each group in
        the order its commands are declared."""
        from .commands import SECTIONS
        declared = self._declared()
        commands = [(name, self.get_command(ctx, name)) for name in declared]
        # A command added to the group directly (@cli.command) rather than declared is listed last.
        commands += [(name, command) for name, command in self.commands.items() if name not in declared]
        width = max(len(name) for name, _ in commands)
        for key, title in list(SECTIONS.items()) + [(None, "Other commands")]:
            rows = [(name, command.get_short_help_str(formatter.width - 6 - width))
                    for name, command in commands if declared.get(name, (0, 0, None))[2] == key
                    and not command.hidden]
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)

    def resolve_command(self, ctx: click.Context, args: list[str]):
        if args:
            # The verb is the first word: a line typed in quotes (`refcli "call Cal"`) is one argument.
            first = args[0].split(",", 1)[0].split()
            head = first[0].lower() if first else ""
            from ..language.verbs import VERB_HELP, line_verb
            names = self._declared()
            verb = line_verb(head)
            if verb != head and verb in names and head not in names:   # `refcli c`, `refcli b.5r.5ccc`: a letter (the line goes whole)
                ctx.meta[_TYPED] = list(args)
                return verb, self.get_command(ctx, verb), list(args[1:])
            if head in VERB_HELP and head in names:
                ctx.meta[_TYPED] = list(args)   # the whole line as typed, the verb's own spelling included
                return head, self.get_command(ctx, head), list(args[1:])
            if head in names and head == args[0].lower():
                args = [head] + list(args[1:])
            elif head in names and len(args[0].split()) > 1:
                # A book command typed in quotes (`refcli "report 1"`): its words, as if typed unquoted.
                args = [head] + args[0].split()[1:] + list(args[1:])
            elif head not in names and not args[0].startswith("-"):
                # As the shell and scripts say it, not click's "No such command".
                import difflib
                close = difflib.get_close_matches(head, list(names), n=1, cutoff=0.6)
                hint = f" — did you mean {close[0]}?" if close else " (refcli -h lists the commands)"
                shown = "".join(c for c in args[0] if c.isprintable())[:40]
                raise click.ClickException(f"unknown command '{shown}'{hint}")   # exit 1, as a refused line
        return super().resolve_command(ctx, args)


@click.group(cls=_OneLanguage, context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="refcli")
@click.option("--db", metavar="PATH", help="The night store (SQLite). Default: $REFCLI_DB, else the user data dir.")
@click.option("--rulesets", "rulesets", multiple=True, metavar="DIR",
              help="A rulesets directory searched before the built-in games (repeatable; also $REFCLI_RULESETS).")
@click.option("--house", metavar="FILE", help="A house rules file laid over the club's (its settings win).")
@click.option("--no-color", is_flag=True, expose_value=False, is_eager=True, callback=_no_colour,
              help="No colour codes in the output (also: NO_COLOR set, or output not a terminal).")
@click.option("--tz", metavar="ZONE", help="Print and date nights in this time zone (also $REFCLI_TZ; "
                                           "default: the host's).")
@click.pass_context
def cli(ctx: click.Context, db: str | None, rulesets: tuple[str, ...], house: str | None,
        tz: str | None) -> None:
    """refcli: the referee and banker for a dealer's-choice game played with real cards, for quarters.

    Type what happens at the table (one-shot commands below, or a script with `refcli run`); refcli
    rules on every hand and keeps the bank to the quarter.
    """
    ctx.obj = {"db": db, "rulesets": rulesets, "house": house, "tz": tz}


def main(args: list[str] | None = None) -> int:
    """Console entry point: every error is one line on stderr; no traceback ever reaches the table
    (refcli/cli/oneshot.py's guard, as for a table line run without click)."""
    argv = sys.argv[1:] if args is None else list(args)
    refused = _undecodable_argument(argv)
    if refused:
        oneshot.error(f"Error: {refused}", colour=False)
        return ExitCode.REFUSED
    return oneshot.guarded(lambda: _with_click(argv))


def _with_click(argv: list[str]) -> int:
    from ..kernel.safetext import one_line
    try:
        result = cli.main(args=argv, prog_name="refcli", standalone_mode=False)
        return result if isinstance(result, int) else ExitCode.OK
    except click.exceptions.Abort:
        raise KeyboardInterrupt from None
    except click.ClickException as exc:  # usage errors, missing files: one line, not click's three
        # click quotes what was typed (an unknown option, a bad value) as it was typed: made safe here.
        oneshot.error(f"Error: {_bounded(one_line(exc.format_message()))}")
        return exc.exit_code
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else ExitCode.REFUSED


def _undecodable_argument(argv: list[str]) -> str | None:
    """Why an argument holding bytes that are not UTF-8 is refused (Python hands them over as lone
    surrogates, which no file, store or terminal can take); None when every argument is text."""
    from ..kernel.safetext import shown, undecodable
    for arg in argv:
        bad = undecodable(arg)
        if bad is not None:
            return f"the argument '{shown(arg)}' is not UTF-8 text (byte {bad})"
        if "\x00" in arg:       # no terminal can type one; a caller's bug, and no path or line may hold it
            return f"the argument '{shown(arg)}' holds a NUL character"
    return None


def _bounded(message: str, limit: int = 300) -> str:
    # click's messages hold whole arguments; a megabyte option stays one readable line.
    return message if len(message) <= limit else message[: limit - 1] + "…"


def entry() -> None:
    sys.exit(main())


if __name__ == "__main__":
    entry()
