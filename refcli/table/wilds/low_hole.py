"""Low Card in the Hole: each player's lowest card in the hole sets a rank wild for him alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.declare import Mechanic, WildRule
from ...kernel.cards import Card, parse_card, rank_word
from ...kernel.words import and_list
from ..wildbase import WILD_FUNCTIONS, wild_sides, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


# --- Low Card in the Hole --------------------------------------------------------------------------------

def _lowest_in_hole(codes: list[str]) -> list[Card]:
    """A player's lowest cards in the hole (all of that rank; aces high, jokers not counted)."""
    cards = [c for c in map(parse_card, codes) if not c.is_joker]
    if not cards:
        return []
    low = min(c.rank for c in cards)
    return [c for c in cards if c.rank == low]


def _low_hole_wilds(hand: Hand):
    game = hand.game
    wilds, lines = {}, []
    for p in hand.active:
        lowest = _lowest_in_hole(hand.down.get(p, []))
        if not lowest:
            wilds[p] = (game.wild_high, game.wild_low)
            lines.append(f"Nothing is wild for {p}: no card in the hole.")
            continue
        wilds[p] = wild_sides(game, {lowest[0].rank})
        lines.append(f"Wild for {p}: {rank_word(lowest[0].rank, plural=True)}{wild_ways(game)} (his lowest card in "
                     f"the hole, {and_list([c.label for c in lowest])}).")
    return wilds, lines


def _low_hole_now(hand: Hand) -> str:
    known = [(p, _lowest_in_hole(hand.down.get(p, []))) for p in hand.active]
    known = [f"{p} {rank_word(low[0].rank, plural=True)}" for p, low in known if low]
    text = "each player's lowest card in the hole is wild for him"
    return text + (f" (so far: {', '.join(known)})" if known else "")


class _LowHoleRule:
    wilds = staticmethod(_low_hole_wilds)
    now = staticmethod(_low_hole_now)
    standing = staticmethod(lambda indicators: [])


WILD_FUNCTIONS.register("low-hole")(_LowHoleRule())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "low-hole": WildRule(
            "Each player's lowest card in the hole is wild for him, and so are his other cards of that rank, "
            'face up or face down.',
            indicators="", in_deck=True),
    },
)
