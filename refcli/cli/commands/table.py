"""At the table and between hands: each verb of the table language as a one-shot command, the shell, and
a script run."""

from __future__ import annotations

import sys

import click

from .. import oneshot
from . import TYPED
from .common import CONTEXT, Formats, argument, command, echo_error, option, open_session, store_options, verb_help


def table_command(verb: str) -> click.Command:
    """The one-shot command of a verb of the table language: the line as typed, run by the same function as
    without click (oneshot.table_line), its refusals and failures said by the same guard."""
    from ...language.verbs import VERB_HELP
    usage, summary, _ = VERB_HELP[verb]

    @click.pass_context
    def command(ctx: click.Context, words: tuple[str, ...]) -> None:
        typed = ctx.meta.get(TYPED) or [verb] + list(words)
        root = ctx.find_root().obj
        code = oneshot.guarded(lambda: oneshot.table_line(typed, root["db"], root["tz"], root["rulesets"],
                                                          root["house"], click.get_app_dir))
        if code:
            sys.exit(code)
    return click.Command(
        verb, callback=command, params=[click.Argument(["words"], nargs=-1)],
        help=f"{summary}.\n\nUsage at the table: {usage}", short_help=summary,
        context_settings=CONTEXT | {"ignore_unknown_options": True})


@command("shell", context_settings=CONTEXT)
@store_options
@click.pass_context
def shell(ctx: click.Context) -> None:
    """The table shell: type the night as it happens, with a prompt that shows the hand, Tab completion,
    history and undo. Works on the store's open night; piped input runs line by line."""
    from ..shell import run_shell
    sys.exit(run_shell(open_session(ctx), input=_piped_lines()))


def _piped_lines():
    """Piped input read as `run` reads a script: lines end at \\n only (not at a lone CR, U+2028 or a form
    feed), and a byte that is not UTF-8 reaches the parser, which refuses that one line, instead of ending
    the shell with a decoding error. None at a terminal: the interactive shell reads the keyboard itself."""
    try:
        if sys.stdin is None or sys.stdin.isatty():
            return None
        binary = sys.stdin.buffer
    except (AttributeError, ValueError):      # a text stream put in place of stdin, or a closed one
        return None
    import io
    return io.TextIOWrapper(binary, encoding="utf-8", errors="surrogateescape", newline="\n")


@command("run", context_settings=CONTEXT)
@argument("script", type=click.File("rb"))
@option("--json", "as_json", is_flag=True, help="Print the night report as JSON (amounts in cents).")
@store_options
@click.pass_context
def run(ctx: click.Context, script, as_json: bool) -> None:
    """Play a script file (- for stdin) in a fresh night and print the rulings and the settlement.

    The night is kept in memory unless --db is given. The whole script is one transaction: the first bad
    line stops the run with exit 1 and `line N: reason` on stderr, and nothing of it is kept. A store with
    a night still open is refused before anything is written.
    """
    root = ctx.find_root().obj
    data = script.read()
    code = oneshot.guarded(lambda: oneshot.script(data, as_json, root["db"], root["tz"], root["rulesets"],
                                                  root["house"], click.get_app_dir))
    if code:
        sys.exit(code)


@command("balances", context_settings=CONTEXT | {"ignore_unknown_options": True}, **verb_help("balances"))
@option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="How to print the balances (any case).")
@argument("words", nargs=-1)
@store_options
@click.pass_context
def balances(ctx: click.Context, fmt: str, words: tuple[str, ...]) -> None:
    from ...night.typed import run_line
    session = open_session(ctx)
    _printed(run_line(session, " ".join(("balances",) + words), fmt=fmt))


@command("end", context_settings=CONTEXT | {"ignore_unknown_options": True}, **verb_help("end"))
@option("--via", metavar="NAME", help="Everyone pays, or is paid by, NAME (say the host) instead of the "
                                            "fewest payments.")
@option("--force", is_flag=True, help="Close the night even though the cash does not reconcile "
                                            "(as end force).")
@option("--carry", is_flag=True, help="Carry the balances to the next night instead of paying them "
                                            "(as end carry); refcli season keeps the running IOUs.")
@argument("words", nargs=-1)
@store_options
@click.pass_context
def end(ctx: click.Context, via: str | None, force: bool, carry: bool, words: tuple[str, ...]) -> None:
    from ...night.typed import CASH, run_line
    session = open_session(ctx)
    words = words + (("force",) if force else ()) + (("carry",) if carry else ())
    # A night whose cash does not reconcile: someone at a terminal is asked whether to close it anyway; anywhere
    # else (a script, a pipe) the refusal stands, and --force is the way to say yes.
    asks = (CASH,) if oneshot.at_terminal() else ()
    said = run_line(session, " ".join(("end",) + words), asks=asks, via=via)
    if said.question:
        for text in said.texts:
            echo_error(text)
        said = run_line(session, said.then, via=via) if click.confirm(said.question, default=False) \
            else said.declined
    _printed(said)


def _printed(said) -> None:
    """Print what the line said, or its refusal (exit 1)."""
    code = oneshot.printed(said)
    if code:
        sys.exit(code)
