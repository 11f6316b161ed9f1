"""The read-only commands the shell offers beside the table language: rules, eval and report.

Each answers as its one-shot command does (`refcli rules`, `refcli eval`, `refcli report`) and changes
nothing. They are not verbs of the language: a script's lines record a night, these only look things up.
"""

from __future__ import annotations

from ..kernel.errors import ParseError

# name: (form, what it does) — for `help` and completion in the shell.
COMMANDS = {
    "rules": ("rules [GAME [VARIANT ...]]", "a game's rules and every house setting (no GAME: the games)"),
    "eval": ("eval CARDS", "judge a hand: best high and low, with the wild cards and the low of the game "
                           "being played"),
    "report": ("report [NIGHT | list]", "a night's hands, balances and who pays whom (default: this night)"),
    "explain": ("explain [HAND]", "a settled hand's full ruling again, and where every quarter of its pot came "
                                  "from (default: the last one)"),
}


def explain_text(rest: str, store) -> str:
    from ..kernel.errors import ParseError
    from ..book.explain import explain_hand
    from ..book.export import select_night
    words = rest.split()
    if len(words) > 1 or (words and not words[0].isdigit()):
        raise ParseError("usage: explain [HAND] (a hand's number)")
    return explain_hand(store, select_night(store, None).id, int(words[0]) if words else None)


def games_listing(rulesets_dirs) -> str:
    """The games by family (each file's `family:`), in the families' order: a line per game with its id, name,
    variants and the other names it answers to, and under it the game's one-line summary."""
    from ..rules.families import FAMILIES, OTHER
    from ..rules.loader import alias_clashes, broken_games, game_families, game_names, list_games
    aliases = {gid: a for gid, _, a in game_names(list(rulesets_dirs))}
    families = game_families(list(rulesets_dirs))
    groups: dict[str, list[str]] = {family: [] for family in (*FAMILIES, "")}
    for gid, name, variants in list_games(list(rulesets_dirs)):
        family, summary = families.get(gid, ("", ""))
        extra = f"  (variants: {', '.join(variants)})" if variants else ""
        also = f"  (also: {', '.join(aliases.get(gid, ()))})" if aliases.get(gid) else ""
        groups[family].append(f"  {gid:<26} {name}{extra}{also}")
        if summary:
            groups[family].append(f"  {'':<26} {summary}")
    lines: list[str] = []
    for family, entries in groups.items():
        if entries:
            lines += ([""] if lines else []) + [FAMILIES.get(family, OTHER)] + entries
    broken = broken_games(list(rulesets_dirs))
    if broken:
        lines += ["", "Not read (fix the file to play its game):"] + [f"  {line}" for line in broken]
    clashes = alias_clashes(list(rulesets_dirs))
    if clashes:
        lines += ["", "Aliases left out (another game is called so):"] + [f"  {line}" for line in clashes]
    return "\n".join(lines)


def rules_text(spec: str, rulesets_dirs, house_path: str | None) -> str:
    if not spec.strip():
        return games_listing(rulesets_dirs)
    from ..rules.describe import describe
    from ..rules.loader import load_game
    return describe(load_game(spec, list(rulesets_dirs), house_path))


def eval_text(cards_text: str, night) -> str:
    """Judge one hand typed at the table; the hand in progress (else the picked game) sets the wild cards,
    the deck and the low, as `refcli eval --game ID` would."""
    from ..kernel.cards import check_copies, parse_cards, parse_dual
    from ..evaluate.evalreport import dual_report, eval_report, format_eval
    from ..evaluate.types import Wilds
    if not cards_text.strip():
        raise ParseError("usage: eval CARDS (like: eval Ah Kh Qh Jh Th)")
    game = None
    if night is not None and not night.ended:
        game = night.hand.game if night.hand is not None else night.pick_game
    if game is None:
        wild_high, wild_low, jokers, wheel, decks = Wilds(), Wilds(), 2, False, 1
    else:
        wild_high, wild_low, jokers = game.wild_high, game.wild_low, game.jokers
        wheel, decks = game.house.wheel, (2 if game.deck == "double" else 1)
    if "/" in cards_text:
        duals = [parse_dual(t) for t in cards_text.replace(",", " ").split()]
        check_copies([c.top for c in duals] + [c.bottom for c in duals], decks, jokers)
        return format_eval(dual_report(duals, wild_high, wild_low, wheel=True))
    hand = parse_cards(cards_text)
    check_copies(hand, decks, jokers)
    low_kind = game.house.low if game is not None else "deuce-to-seven"      # Razz's, London's: the game's own
    return format_eval(eval_report(hand, wild_high, wild_low, wheel=wheel, low_kind=low_kind))


def report_text(arg: str, store) -> str:
    """`report` (this night, else the latest), `report 3`, or `report list`."""
    from ..book.export import list_nights, night_report, render, render_night_list
    words = arg.split()
    if words and words[0].lower() in ("list", "--list"):
        if len(words) > 1:
            raise ParseError("usage: report [NIGHT | list]")
        return render_night_list(list_nights(store))
    if len(words) > 1 or (words and not words[0].isdigit()):
        raise ParseError("usage: report [NIGHT | list] (NIGHT is a number: report --list shows them)")
    if words and (len(words[0]) > 9 or not words[0].isascii()):
        raise ParseError(f"no night {words[0][:12]} in the store")
    return render(night_report(store, int(words[0]) if words else None), "table")
