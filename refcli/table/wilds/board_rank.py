"""Spit in the Ocean: the first community card (the spit) is wild, and so is every card of its rank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.cards import parse_card, rank_word
from ...kernel.declare import Mechanic, WildRule
from ...kernel.errors import IllegalAction
from ..wildbase import WILD_FUNCTIONS, wild_sides, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


def _spit(hand: Hand):
    """The spit card, or None before it is typed (a joker names no rank: it is wild as a joker)."""
    return parse_card(hand.board[0]) if hand.board else None


def _board_rank_wilds(hand: Hand):
    spit = _spit(hand)
    if spit is None:        # never guessed: the ruling needs the card that names the rank
        raise IllegalAction("the spit card decides what is wild: type it (board CARD)")
    game = hand.game
    if spit.is_joker:
        sides = wild_sides(game, jokers=True)
        return {p: sides for p in hand.active}, [f"Wild: the spit card, the {spit.label}."]
    sides = wild_sides(game, {spit.rank})
    line = (f"Wild: {rank_word(spit.rank, plural=True)}{wild_ways(game)} (the spit card, the {spit.label}, and "
            f"every card of its rank).")
    return {p: sides for p in hand.active}, [line]


def _board_rank_now(hand: Hand) -> str:
    spit = _spit(hand)
    if spit is None:
        return "the spit card, when it is laid, is wild with its rank"
    return f"{rank_word(spit.rank, plural=True)} are wild (the spit card, the {spit.label})"


def _no_indicators(indicators: list[str]) -> list[str]:
    return []           # the spit is a community card, not an indicator


class _BoardRankRule:
    wilds = staticmethod(_board_rank_wilds)
    now = staticmethod(_board_rank_now)
    standing = staticmethod(_no_indicators)


WILD_FUNCTIONS.register("board-rank")(_BoardRankRule())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "board-rank": WildRule(
            "The first community card (the spit) is wild, and so is every card of its rank, in every hand.",
            indicators="", in_deck=True),
    },
)
