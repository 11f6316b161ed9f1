"""Paid wild cards (No Peek, Partners): a card of a paid rank is wild only for the player who paid for it
(refcli/table/steps/paid_wilds.py takes the payments, refcli/table/wildfees.py keeps them); every other card
plays as itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.declare import Mechanic, WildRule, setting_value
from ...kernel.cards import parse_card
from ...kernel.words import and_list
from ..wildbase import WILD_FUNCTIONS, wild_sides
from ..wildfees import paid_cards, paid_line, paid_wilds, prices, ranks_words

if TYPE_CHECKING:
    from ..state import Hand


def free_down(hand: Hand, player: str) -> list[str]:
    """``player``'s face-down cards of a paid rank: wild at no cost where the game deals up cards and the setting
    down_wilds is free (the club's sheet asks a fee only for a card dealt up)."""
    game = hand.game
    if not game.up_per_player or setting_value(game, "down_wilds") != "free":
        return []
    table = prices(game)
    return [c for c in hand.down.get(player, []) if not parse_card(c).is_joker and parse_card(c).rank in table]


def _paid_wilds(hand: Hand):
    game = hand.game
    wilds = {}
    free = []
    for p in hand.active:
        down = free_down(hand, p)
        free += [(p, c) for c in down]
        wilds[p] = wild_sides(game, (), frozenset(parse_card(c) for c in paid_cards(hand, p) + down))
    lines = [paid_line(hand)]
    if free:
        lines.append("Wild at no cost, dealt face down: " + "; ".join(f"{p} {parse_card(c).label}" for p, c in free)
                     + " (setting down_wilds: free).")
    return wilds, lines


def _paid_now(hand: Hand) -> str:
    paid = paid_wilds(hand)
    if not paid:
        return f"nothing is wild yet ({ranks_words(hand)} are wild only when paid for)"
    return and_list([f"{p}'s {parse_card(c).label}" for p, c, _ in paid]) + " paid wild"


class _PaidRule:
    wilds = staticmethod(_paid_wilds)
    now = staticmethod(_paid_now)
    standing = staticmethod(lambda indicators: list(indicators))


WILD_FUNCTIONS.register("paid")(_PaidRule())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "paid": WildRule(
            "A card of a paid rank is wild only for the player who paid for it (the game's paid-wilds step sets the "
            "ranks and prices); every unpaid one plays as itself.",
            indicators="", in_deck=True),
    },
)
