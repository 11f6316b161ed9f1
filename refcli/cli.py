"""The command line: click commands only. Each parses its arguments, calls the core, and turns a
RefereeError into one line on stderr with exit code 1. Imports of the core are inside the commands so a
one-shot command pays only for what it uses."""

from __future__ import annotations

import os
import sys

import click

from . import __version__
from .errors import ExitCode, RefereeError
from .safetext import one_line

CONTEXT = {"help_option_names": ["-h", "--help"]}


def _fail(message: str) -> None:
    click.echo(f"Error: {one_line(message)}", err=True)
    sys.exit(ExitCode.REFUSED)


def _session(ctx: click.Context, db: str | None = None):
    from .session import Session
    from .store import Store, resolve_db_path
    obj = ctx.find_root().obj
    store = Store(db or resolve_db_path(obj["db"], click.get_app_dir))
    ctx.call_on_close(store.close)
    return Session(store, obj["rulesets"], obj["house"])


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="refcli")
@click.option("--db", metavar="PATH", help="The night store (SQLite). Default: $REFCLI_DB, else the user data dir.")
@click.option("--rulesets", "rulesets", multiple=True, metavar="DIR",
              help="A rulesets directory searched before the built-in games (repeatable; also $REFCLI_RULESETS).")
@click.option("--house", metavar="FILE", help="A house rules file laid over the club's (its settings win).")
@click.pass_context
def cli(ctx: click.Context, db: str | None, rulesets: tuple[str, ...], house: str | None) -> None:
    """refcli: the referee and banker for a dealer's-choice game played with real cards, for quarters.

    Type what happens at the table (one-shot commands below, or a script with `refcli run`); refcli
    rules on every hand and keeps the bank to the quarter.
    """
    ctx.obj = {"db": db, "rulesets": rulesets, "house": house}


# --- the table language as one-shot commands ------------------------------------------------------------

def _print_reply(reply, session) -> None:
    from .report import render_reply
    for text in render_reply(reply, session.night):
        click.echo(text)


def _table_command(verb: str, usage: str, summary: str) -> click.Command:
    @click.pass_context
    def command(ctx: click.Context, words: tuple[str, ...]) -> None:
        session = _session(ctx)
        try:
            reply = session.execute(" ".join((verb,) + words))
            _print_reply(reply, session)
        except RefereeError as exc:
            _fail(str(exc))
    return click.Command(
        verb, callback=command, params=[click.Argument(["words"], nargs=-1)],
        help=f"{summary}.\n\nUsage at the table: {usage}", short_help=summary,
        context_settings=CONTEXT | {"ignore_unknown_options": True})


def _register_table_verbs() -> None:
    from .verbs import VERB_HELP
    for verb, (usage, summary) in VERB_HELP.items():
        cli.add_command(_table_command(verb, usage, summary))


_register_table_verbs()


@cli.command("help-table", context_settings=CONTEXT)
def help_table() -> None:
    """Every verb of the table language, with its form."""
    from .verbs import table_help
    click.echo(table_help())


@cli.command("shell", context_settings=CONTEXT)
@click.pass_context
def shell(ctx: click.Context) -> None:
    """The table shell: type the night as it happens, with a prompt that shows the hand, Tab completion,
    history and undo. Works on the store's open night; piped input runs line by line."""
    from .shell import run_shell
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


@cli.command("report", context_settings=CONTEXT)
@click.argument("night", type=int, required=False)
@click.option("--format", "fmt", type=click.Choice(["table", "markdown", "csv", "json", "html"]),
              default="table", show_default=True, help="How to print the report.")
@click.option("--list", "listing", is_flag=True, help="List the nights in the store instead.")
@click.pass_context
def report(ctx: click.Context, night: int | None, fmt: str, listing: bool) -> None:
    """A night's hands, balances and who pays whom (default: the open night, else the latest)."""
    from .export import list_nights, night_report, render, render_night_list
    store = _session(ctx).store
    try:
        if listing:
            click.echo(render_night_list(list_nights(store)))
        else:
            click.echo(render(night_report(store, night), fmt))
    except RefereeError as exc:
        _fail(str(exc))


# --- scripts --------------------------------------------------------------------------------------------

@cli.command("run", context_settings=CONTEXT)
@click.argument("script", type=click.File("rb"))
@click.option("--json", "as_json", is_flag=True, help="Print the night report as JSON (amounts in cents).")
@click.pass_context
def run(ctx: click.Context, script, as_json: bool) -> None:
    """Play a script file (- for stdin) in a fresh night and print the rulings and the settlement.

    The night is kept in memory unless --db is given. The first bad line stops the run with exit 1
    and `line N: reason` on stderr.
    """
    from .report import night_json, render_ruling, render_settlement
    from .script import script_lines
    db = ctx.find_root().obj["db"]
    session = _session(ctx, db or ":memory:")
    summaries = []
    try:
        lines = script_lines(script.read())
    except RefereeError as exc:        # a line that is not UTF-8: "line N: ..." like any bad line
        click.echo(one_line(exc), err=True)
        sys.exit(ExitCode.REFUSED)
    out: list[str] = []
    for number, line in enumerate(lines, start=1):
        try:
            reply = session.execute(line)
        except RefereeError as exc:
            if out and not as_json:
                click.echo("\n\n".join(out))
            click.echo(f"line {number}: {one_line(exc)}", err=True)
            sys.exit(ExitCode.REFUSED)
        for outcome in reply.outcomes:
            summaries.extend(outcome.summaries)
            if outcome.ruling is not None:
                out.append(render_ruling(outcome.ruling))
            if outcome.ended:
                out.append(render_settlement(session.night))
    night = session.night
    if night is None:
        _fail("the script opened no night (start it with: night NAME NAME ...)")
    if as_json:
        import json
        click.echo(json.dumps(night_json(night, summaries), indent=2, ensure_ascii=False))
        return
    if not night.ended:
        from .report import render_balances
        out.append("The night is still open (no `end`). Balances so far:\n" + render_balances(night))
    click.echo("\n\n".join(out))


# Not `check`: that is the table's verb (`refcli check Bob`), which a one-shot command of this name would hide.
@cli.command("check-store", context_settings=CONTEXT)
@click.option("--db", "db", metavar="PATH", help="The store to check (default: as for every command).")
@click.pass_context
def check_store_command(ctx: click.Context, db: str | None) -> None:
    """Check the store: SQLite's full integrity check, then every night replayed from its log (the accounts
    sum to zero, every settled hand paid out its pot, an ended night left nothing in the pot).

    Prints one line per problem, or "store OK: N nights, M events"; exits 1 when a problem is found.
    """
    from .check import check_store, render_check
    from .safetext import shown_path
    from .store import Store, resolve_db_path
    path = resolve_db_path(db or ctx.find_root().obj["db"], click.get_app_dir)
    if path != ":memory:" and not os.path.lexists(path):
        _fail(f"there is no store at {shown_path(path)}")      # checking must not create one
    try:
        store = Store(path, quick_check=False)
    except RefereeError as exc:
        _fail(str(exc))
    ctx.call_on_close(store.close)
    try:
        result = check_store(store)
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(render_check(result))
    if not result.ok:
        count = len(result.problems)
        _fail(f"{count} problem{'s' if count != 1 else ''} found in the store {shown_path(path)}")
    store.mark_sound()


# --- rules ----------------------------------------------------------------------------------------------

@cli.command("rules", context_settings=CONTEXT)
@click.argument("game", nargs=-1)
@click.pass_context
def rules(ctx: click.Context, game: tuple[str, ...]) -> None:
    """Print a game's rules and every effective setting (no GAME: list the games)."""
    from .rules.loader import list_games, load_game
    obj = ctx.find_root().obj
    try:
        if not game:
            for gid, name, variants in list_games(list(obj["rulesets"])):
                extra = f"  (variants: {', '.join(variants)})" if variants else ""
                click.echo(f"{gid:<24} {name}{extra}")
            return
        from .rules.describe import describe
        click.echo(describe(load_game(" ".join(game), list(obj["rulesets"]), obj["house"])))
    except RefereeError as exc:
        _fail(str(exc))


# --- the evaluator --------------------------------------------------------------------------------------

def _deck_options(f):
    f = click.option("--json", "as_json", is_flag=True, help="JSON output (SPEC contract).")(f)
    f = click.option("--wheel/--no-wheel", default=None, help="Allow A-2-3-4-5 (default: the game's rule, no wheel).")(f)
    f = click.option("--joker-as", type=click.Choice(["wild", "bug"]), default=None,
                     help="A joker is wild, or a bug (an ace or a straight/flush filler).")(f)
    f = click.option("--jokers", type=click.IntRange(0, 4), default=None, help="Jokers in the deck.")(f)
    f = click.option("--wild", "wild", default=None, metavar="RANKS",
                     help="Wild ranks or cards, comma separated: 8 | 3,9 | Js,Jh (overrides the game's).")(f)
    f = click.option("--game", "game_id", default=None, metavar="ID", help="Use this game's deck and wild cards.")(f)
    return f


def _wild_setup(ctx, game_id, wild, jokers, joker_as, wheel):
    """(deck jokers, Wilds high, Wilds low, wheel, decks) from a game and the overriding options."""
    from .evaluate.types import Wilds
    from .evaluate.wildspec import parse_wild_option
    obj = ctx.find_root().obj
    wild_high, wild_low, n_jokers, use_wheel, decks = Wilds(), Wilds(), 0, False, 1
    if game_id:
        from .rules.loader import load_game
        g = load_game(game_id, list(obj["rulesets"]), obj["house"])
        wild_high, wild_low, n_jokers, use_wheel = g.wild_high, g.wild_low, g.jokers, g.house.wheel
        decks = 2 if g.deck == "double" else 1
    if wild is not None:
        ranks, cards = parse_wild_option(wild)
        wild_high = Wilds(ranks, cards, wild_high.jokers, wild_high.may_duplicate)
        wild_low = Wilds(ranks, cards, wild_low.jokers, wild_low.may_duplicate)
    if joker_as is not None:
        wild_high = Wilds(wild_high.ranks, wild_high.cards, joker_as, wild_high.may_duplicate)
        wild_low = Wilds(wild_low.ranks, wild_low.cards, joker_as, wild_low.may_duplicate)
        if jokers is None and n_jokers == 0:
            n_jokers = 1
    if jokers is not None:
        n_jokers = jokers
        if jokers and joker_as is None:
            # A game without jokers says 'none'; jokers added on the command line play by the house rule.
            fallback = g.house.joker if game_id else "bug"
            wild_high = wild_high if wild_high.jokers != "none" else Wilds(
                wild_high.ranks, wild_high.cards, fallback, wild_high.may_duplicate)
            wild_low = wild_low if wild_low.jokers != "none" else Wilds(
                wild_low.ranks, wild_low.cards, fallback, wild_low.may_duplicate)
    if wheel is not None:
        use_wheel = wheel
    return n_jokers, wild_high, wild_low, use_wheel, decks


@cli.command("eval", context_settings=CONTEXT)
@click.argument("cards", nargs=-1)
@_deck_options
@click.pass_context
def eval_(ctx, cards, game_id, wild, jokers, joker_as, wheel, as_json) -> None:
    """Judge one hand (CARDS), or one hand per line on stdin: best high and deuce-to-seven low.

    Dual-value cards (Kh/4c, top value first) are judged as High and Low Poker plays them, with the
    turns that make the best high hand and then the weakest low.
    """
    import json
    from .cards import check_copies, parse_cards, parse_dual
    from .evaluate.evalreport import dual_report, eval_report, format_eval
    try:
        n_jokers, wild_high, wild_low, use_wheel, decks = _wild_setup(ctx, game_id, wild, jokers, joker_as,
                                                                      wheel)
        # Without --jokers or a game, a typed joker is one of the two a pack carries.
        joker_limit = n_jokers if (jokers is not None or game_id) else 2
        lines = [(1, " ".join(cards))] if cards else [
            (n, ln) for n, ln in enumerate(_stdin_lines(), start=1) if ln.strip()]
        if not lines:
            _fail("no cards given: refcli eval Ah Kh Qh Jh Th (or one hand per line on stdin)")
        for number, line in lines:
            try:
                if "/" in line:
                    # Dual-value cards play High and Low Poker: ace-low straights count unless --no-wheel.
                    duals = [parse_dual(t) for t in line.replace(",", " ").split()]
                    check_copies([c.top for c in duals] + [c.bottom for c in duals], decks, joker_limit)
                    report = dual_report(duals, wild_high, wild_low, wheel=True if wheel is None else wheel)
                else:
                    hand = parse_cards(line)
                    check_copies(hand, decks, joker_limit)
                    report = eval_report(hand, wild_high, wild_low, wheel=use_wheel)
            except RefereeError as exc:
                raise type(exc)(f"line {number}: {exc}" if not cards else str(exc)) from None
            click.echo(json.dumps(report, ensure_ascii=False) if as_json else format_eval(report))
    except RefereeError as exc:
        _fail(str(exc))


def _stdin_lines() -> list[str]:
    """Lines piped in, split and decoded as a script's are (\\n only; a line that is not UTF-8 refused)."""
    from .script import script_lines
    binary = getattr(sys.stdin, "buffer", None)
    if binary is None:              # a text stream put in place of stdin (tests, embedding)
        return [ln.removesuffix("\r") for ln in sys.stdin.read().split("\n")]
    return script_lines(binary.read())


@cli.command("stats", context_settings=CONTEXT)
@click.option("--cards", "n_cards", type=click.IntRange(5, 7), default=5, help="Hand size (5 to 7).")
@_deck_options
@click.pass_context
def stats(ctx, n_cards, game_id, wild, jokers, joker_as, wheel, as_json) -> None:
    """Count the best high category of every hand of that size from the game's deck."""
    import json
    from .evaluate.stats import build_deck, format_stats, stats_report
    try:
        n_jokers, wild_high, _, use_wheel, decks = _wild_setup(ctx, game_id, wild, jokers, joker_as, wheel)
        report = stats_report(build_deck(jokers=n_jokers, decks=decks), n_cards, wild_high, use_wheel)
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(json.dumps(report) if as_json else format_stats(report))


def main(args: list[str] | None = None) -> int:
    """Console entry point: every error is one line on stderr; no traceback ever reaches the table."""
    argv = sys.argv[1:] if args is None else list(args)
    refused = _undecodable_argument(argv)
    if refused:
        click.echo(f"Error: {refused}", err=True)
        return ExitCode.REFUSED
    try:
        result = cli.main(args=argv, prog_name="refcli", standalone_mode=False)
        return result if isinstance(result, int) else ExitCode.OK
    except click.exceptions.Abort:
        click.echo("Interrupted.", err=True)
        return 130
    except RefereeError as exc:  # e.g. a store that cannot be opened, raised before a command's own handler
        click.echo(f"Error: {one_line(exc)}", err=True)
        return ExitCode.REFUSED
    except click.ClickException as exc:  # usage errors, missing files: one line, not click's three
        # click quotes what was typed (an unknown option, a bad value) as it was typed: made safe here.
        click.echo(f"Error: {_bounded(one_line(exc.format_message()))}", err=True)
        return exc.exit_code
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else ExitCode.REFUSED
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        return 130
    except Exception as exc:  # a bug: say so in one line; the traceback only with REFCLI_DEBUG
        if os.environ.get("REFCLI_DEBUG"):
            raise
        click.echo(f"Error: internal error ({type(exc).__name__}: {exc}); set REFCLI_DEBUG=1 for details",
                   err=True)
        return ExitCode.INTERNAL


def _undecodable_argument(argv: list[str]) -> str | None:
    """Why an argument holding bytes that are not UTF-8 is refused (Python hands them over as lone
    surrogates, which no file, store or terminal can take); None when every argument is text."""
    from .safetext import shown, undecodable
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
