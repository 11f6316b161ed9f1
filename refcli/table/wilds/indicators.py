"""Three Turds: every rank among the indicator cards turned after the 4th, 5th and 6th cards is wild; two of
one rank cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.declare import Mechanic, WildRule
from ...kernel.cards import Card, parse_card
from ...kernel.errors import IllegalAction
from ...kernel.words import and_list
from ..wildbase import WILD_FUNCTIONS, are_wild, labels_of, middle_rounds, wild_sides, wild_things, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


# --- Three Turds -----------------------------------------------------------------------------------------

def _standing(indicators: list[str]) -> tuple[list[Card], list[tuple[Card, Card]]]:
    """The indicators still standing, and the pairs that matched and were discarded, in order."""
    live: list[Card] = []
    pairs: list[tuple[Card, Card]] = []
    for code in indicators:
        card = parse_card(code)
        match = next((c for c in live if c.rank == card.rank), None)
        if match is None:
            live.append(card)
        else:
            live.remove(match)
            pairs.append((match, card))
    return live, pairs


def _indicator_ranks(live: list[Card]) -> tuple[set[int], bool]:
    return {c.rank for c in live if not c.is_joker}, any(c.is_joker for c in live)


def _indicator_wilds(hand: Hand):
    game = hand.game
    need = len(middle_rounds(game))
    live, pairs = _standing(hand.indicators)
    if len(live) < need:
        raise IllegalAction(f"{game.name} needs {need} indicators by the showdown; {len(live)} "
                            f"{'stands' if len(live) == 1 else 'stand'} ({labels_of(live)}): type indicator CARD")
    ranks, jokers = _indicator_ranks(live)
    line = f"Wild: {and_list(wild_things(ranks, (), jokers))}{wild_ways(game)} — the indicators {labels_of(live)}"
    if pairs:
        line += " (" + "; ".join(f"{a.label} and {b.label} matched and were discarded" for a, b in pairs) + ")"
    sides = wild_sides(game, ranks, (), jokers)
    return {p: sides for p in hand.active}, [line + "."]


def _indicators_now(hand: Hand) -> str:
    live, pairs = _standing(hand.indicators)
    parts = []
    last = parse_card(hand.indicators[-1]) if hand.indicators else None
    if pairs and pairs[-1][1] == last:
        a, b = pairs[-1]
        parts.append(f"{b.label} matches {a.label}: both are discarded")
    ranks, jokers = _indicator_ranks(live)
    things = wild_things(ranks, (), jokers)
    parts.append(are_wild(things) if things else "nothing is wild yet")
    owed = sum(1 for r, _ in middle_rounds(hand.game) if r <= hand.street) - len(live)
    if owed > 0:
        parts.append(f"{owed} more to turn")
    return "; ".join(parts)


class _IndicatorRule:
    wilds = staticmethod(_indicator_wilds)
    now = staticmethod(_indicators_now)
    standing = staticmethod(lambda indicators: _standing(indicators)[0])


WILD_FUNCTIONS.register("indicators")(_IndicatorRule())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "indicators": WildRule(
            'Indicator cards set the wild ranks: after the 4th, 5th and 6th cards one card is turned for the '
            'table (type it with `indicator`); every rank among them is wild, and two indicators of one rank '
            'cancel each other and are replaced.',
            indicators="middle", in_deck=True),
    },
)
