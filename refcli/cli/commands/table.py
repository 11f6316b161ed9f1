"""At the table and between hands: each verb of the table language as a one-shot command, the shell, and
a script run."""

from __future__ import annotations

import sys

import click

from .. import oneshot
from ...kernel.errors import RefereeError
from . import TYPED
from .common import (CONTEXT, Formats, _argument, _command, _echo_error, _fail, _option, _out, _print_reply,
                     _session, _store_options, _verb_help)


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


@_command("shell", context_settings=CONTEXT)
@_store_options
@click.pass_context
def shell(ctx: click.Context) -> None:
    """The table shell: type the night as it happens, with a prompt that shows the hand, Tab completion,
    history and undo. Works on the store's open night; piped input runs line by line."""
    from ..shell import run_shell
    sys.exit(run_shell(_session(ctx), input=_piped_lines()))


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


@_command("run", context_settings=CONTEXT)
@_argument("script", type=click.File("rb"))
@_option("--json", "as_json", is_flag=True, help="Print the night report as JSON (amounts in cents).")
@_store_options
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


@_command("balances", context_settings=CONTEXT | {"ignore_unknown_options": True}, **_verb_help("balances"))
@_option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="How to print the balances (any case).")
@_argument("words", nargs=-1)
@_store_options
@click.pass_context
def balances(ctx: click.Context, fmt: str, words: tuple[str, ...]) -> None:
    session = _session(ctx)
    try:
        line = " ".join(("balances",) + words)
        reply = session.peek(line) or session.execute(line)     # between hands: from the last snapshot
    except RefereeError as exc:
        _fail(str(exc))
    if fmt == "table":
        _print_reply(reply, session)
        return
    from ...book.report import balances as balance_map
    from ...book.report import _csv_cell, _md, _md_table
    from ...kernel.money import format_money
    night = session.night
    amounts, pot = balance_map(night), night.ledger.pot
    if fmt == "json":
        import json
        ended = {"night": reply.ended, "ended": True} if reply.ended is not None else {}   # no night open
        click.echo(json.dumps({"balances": amounts, "pot": pot} | ended, indent=2, ensure_ascii=False))
    elif fmt == "csv":
        import csv
        import io
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("player", "balance", "cents"))
        for player, cents in list(amounts.items()) + ([("(in the pot)", pot)] if pot else []):
            # Dollars with two decimals, as the night report's CSV writes them, and integer cents.
            dollars = f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"
            writer.writerow((_csv_cell(player), dollars, cents))
        click.echo(buf.getvalue().rstrip("\n"))
    else:
        rows = [(_md(p), format_money(c, signed=True)) for p, c in amounts.items()]
        if pot:
            rows.append(("(in the pot)", format_money(pot)))
        click.echo(_md_table(("Player", "Balance"), rows, (False, True)))


@_command("end", context_settings=CONTEXT | {"ignore_unknown_options": True}, **_verb_help("end"))
@_option("--via", metavar="NAME", help="Everyone pays, or is paid by, NAME (say the host) instead of the "
                                            "fewest payments.")
@_option("--force", is_flag=True, help="Close the night even though the cash does not reconcile "
                                            "(as end force).")
@_option("--carry", is_flag=True, help="Carry the balances to the next night instead of paying them "
                                            "(as end carry); refcli season keeps the running IOUs.")
@_argument("words", nargs=-1)
@_store_options
@click.pass_context
def end(ctx: click.Context, via: str | None, force: bool, carry: bool, words: tuple[str, ...]) -> None:
    from ...book.report import render_reply
    session = _session(ctx)
    try:
        if via is not None:
            # Checked before the night is closed: a wrong name must leave the night open.
            from ...language.script import match_player
            _, night, _ = session.current()
            if night is not None:
                via = match_player(via, night.players)
        try:
            words = words + (("force",) if force else ()) + (("carry",) if carry else ())
            reply = session.execute(" ".join(("end",) + words))
        except RefereeError as exc:
            reply = _end_anyway(session, exc, words)
    except RefereeError as exc:
        _fail(str(exc))
    for text in render_reply(reply, session.night, via, store=session.store):
        _out(text)


def _end_anyway(session, refusal: RefereeError, words: tuple[str, ...]):
    """A night whose cash does not reconcile: someone at a terminal is asked whether to close it anyway;
    anywhere else (a script, a pipe) the refusal stands, and --force is the way to say yes."""
    from ...table.cash import CashMismatch
    if not isinstance(refusal, CashMismatch) or not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise refusal
    _echo_error(str(refusal).split(" — ")[0][0].upper() + str(refusal).split(" — ")[0][1:] + ".")
    if not click.confirm("Close the night anyway?", default=False):
        raise RefereeError("the night stays open")
    return session.execute(" ".join(("end",) + words + (() if "force" in words else ("force",))))

