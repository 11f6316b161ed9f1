"""Rules and hands: the table language's verbs, a game's rules, the evaluator and the deck's odds."""

from __future__ import annotations

import sys

import click

from ...kernel.errors import RefereeError
from .common import CONTEXT, Formats, argument, command, fail, option, out


@command("help-table", context_settings=CONTEXT)
def help_table() -> None:
    """Every verb of the table language, with its form."""
    from ...language.verbs import table_help
    click.echo(table_help())


@command("help", context_settings=CONTEXT)
@argument("verbs", nargs=-1)
def help_(verbs: tuple[str, ...]) -> None:
    """Every verb of the table language (as help-table), or the form of the verbs named (help bet)."""
    from ..readonly import COMMANDS
    from ...language.verbs import VERB_HELP, table_help
    if not verbs:
        click.echo(table_help())
        return
    for verb in verbs:
        found = VERB_HELP.get(verb.lower()) or COMMANDS.get(verb.lower())
        if found is None:
            import difflib
            close = difflib.get_close_matches(verb.lower(), list(VERB_HELP) + list(COMMANDS), n=1, cutoff=0.6)
            shown = "".join(c for c in verb if c.isprintable())[:40]
            fail(f"unknown command '{shown}'" + (f" — did you mean {close[0]}?" if close else
                                                   " (type refcli help-table for the list)"))
        click.echo(f"  {found[0]}  {found[1]}")



@command("rules", context_settings=CONTEXT)
@argument("game", nargs=-1)
@option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="The list of games in any of these (any case); a game as table or json "
                                      "(json: every effective setting as data).")
@click.pass_context
def rules(ctx: click.Context, game: tuple[str, ...], fmt: str) -> None:
    """Print a game's rules and every effective setting (no GAME: list the games)."""
    from ...rules.loader import list_games, load_game
    obj = ctx.find_root().obj
    try:
        if not game:
            games = list_games(list(obj["rulesets"]))
            if fmt != "table":
                click.echo(_render_games(games, fmt))
                return
            from ..readonly import games_listing
            click.echo(games_listing(obj["rulesets"]))
            return
        if fmt in ("markdown", "csv"):
            fail(f"a game's rules print as table or json, not {fmt}")
        loaded = load_game(" ".join(game), list(obj["rulesets"]), obj["house"])
        if fmt == "json":
            import json
            from ...rules.model import game_to_json
            click.echo(json.dumps(game_to_json(loaded), indent=2, ensure_ascii=False))
            return
        from ...rules.describe import describe
        out(describe(loaded))
    except RefereeError as exc:
        fail(str(exc))


def _render_games(games: list[tuple[str, str, tuple[str, ...]]], fmt: str) -> str:
    """The list of games as markdown, csv or json."""
    if fmt == "json":
        import json
        return json.dumps([{"id": gid, "name": name, "variants": list(variants)} for gid, name, variants in games],
                          indent=2, ensure_ascii=False)
    from ...book.report import csv_cell, md, md_table
    if fmt == "csv":
        import csv
        import io
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("id", "name", "variants"))
        for gid, name, variants in games:
            writer.writerow([csv_cell(c) for c in (gid, name, " ".join(variants))])
        return buf.getvalue().rstrip("\n")
    rows = [(md(gid), md(name), md(", ".join(variants))) for gid, name, variants in games]
    return md_table(("Game", "Name", "Variants"), rows, (False, False, False))


# --- the evaluator --------------------------------------------------------------------------------------

def _deck_options(f):
    f = option("--json", "as_json", is_flag=True, help="JSON output (SPEC contract).")(f)
    f = option("--wheel/--no-wheel", default=None, help="Allow A-2-3-4-5 (default: the game's rule, no wheel).")(f)
    f = option("--joker-as", type=click.Choice(["wild", "bug"]), default=None,
                     help="A joker is wild, or a bug (an ace or a straight/flush filler).")(f)
    f = option("--jokers", type=click.IntRange(0, 4), default=None, help="Jokers in the deck.")(f)
    f = option("--wild", "wild", default=None, metavar="RANKS",
                     help="Wild ranks or cards, comma separated: 8 | 3,9 | Js,Jh (overrides the game's).")(f)
    f = option("--game", "game_id", default=None, metavar="ID", help="Use this game's deck and wild cards.")(f)
    return f


def _wild_setup(ctx, game_id, wild, jokers, joker_as, wheel):
    """(deck jokers, Wilds high, Wilds low, wheel, decks) from a game and the overriding options."""
    from ...evaluate.types import Wilds
    from ...evaluate.wildspec import parse_wild_option
    obj = ctx.find_root().obj
    wild_high, wild_low, n_jokers, use_wheel, decks = Wilds(), Wilds(), 0, False, 1
    if game_id:
        from ...rules.loader import load_game
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


@command("eval", context_settings=CONTEXT)
@argument("cards", nargs=-1)
@_deck_options
@click.pass_context
def eval_(ctx, cards, game_id, wild, jokers, joker_as, wheel, as_json) -> None:
    """Judge one hand (CARDS), or one hand per line on stdin: best high and low (deuce-to-seven, or the game's).

    Dual-value cards (Kh/4c, top value first) are judged as High and Low Poker plays them, with the
    turns that make the best high hand and then the weakest low.
    """
    import json
    from ...kernel.cards import check_copies, parse_cards, parse_dual
    from ...evaluate.evalreport import dual_report, eval_report, format_eval
    try:
        n_jokers, wild_high, wild_low, use_wheel, decks = _wild_setup(ctx, game_id, wild, jokers, joker_as,
                                                                      wheel)
        low_kind = "deuce-to-seven"
        if game_id:         # the game's own low (Razz's ace-to-five, London's ace-to-six)
            from ...rules.loader import load_game
            obj = ctx.find_root().obj
            low_kind = load_game(game_id, list(obj["rulesets"]), obj["house"]).house.low
        # Without --jokers or a game, a typed joker is one of the two a pack carries.
        joker_limit = n_jokers if (jokers is not None or game_id) else 2
        lines = [(1, " ".join(cards))] if cards else [
            (n, ln) for n, ln in enumerate(_stdin_lines(), start=1) if ln.strip()]
        if not lines:
            fail("no cards given: refcli eval Ah Kh Qh Jh Th (or one hand per line on stdin)")
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
                    report = eval_report(hand, wild_high, wild_low, wheel=use_wheel, low_kind=low_kind)
            except RefereeError as exc:
                raise type(exc)(f"line {number}: {exc}" if not cards else str(exc)) from None
            if as_json:
                click.echo(json.dumps(report, ensure_ascii=False))
            else:
                out(format_eval(report))
    except RefereeError as exc:
        fail(str(exc))


def _stdin_lines() -> list[str]:
    """Lines piped in, split and decoded as a script's are (\\n only; a line that is not UTF-8 refused)."""
    from ...language.script import script_lines
    binary = getattr(sys.stdin, "buffer", None)
    if binary is None:              # a text stream put in place of stdin (tests, embedding)
        return [ln.removesuffix("\r") for ln in sys.stdin.read().split("\n")]
    return script_lines(binary.read())


@command("stats", context_settings=CONTEXT)
@option("--cards", "n_cards", type=click.IntRange(5, 7), default=5, help="Hand size (5 to 7).")
@_deck_options
@click.pass_context
def stats(ctx, n_cards, game_id, wild, jokers, joker_as, wheel, as_json) -> None:
    """Count the best high category of every hand of that size from the game's deck."""
    import json
    from ...evaluate.stats import build_deck, format_stats, stats_report
    try:
        n_jokers, wild_high, _, use_wheel, decks = _wild_setup(ctx, game_id, wild, jokers, joker_as, wheel)
        report = stats_report(build_deck(jokers=n_jokers, decks=decks), n_cards, wild_high, use_wheel)
    except RefereeError as exc:
        fail(str(exc))
    click.echo(json.dumps(report) if as_json else format_stats(report))


