"""High and Low Poker: dual-value cards, the top value plays high and the bottom value plays low.

In that game the low half goes to the weakest poker hand (the lowest high hand, the wheel counting as a
straight), not to a deuce-to-seven low, so the low side is judged with the 'weakest' kind of low.
A player may turn each card either way up until the showdown; ``suggest_orientation`` proposes the
turns. Its objective, stated: the best high hand first, then the weakest low hand among the ways that
keep that high hand, then the fewest cards turned from how they were given.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ..kernel.records import dataclass
from ..kernel.cards import DualCard
from ..kernel.errors import RefereeError
from .hand import best_high, best_low, high_score, low_score
from .types import NO_WILDS, HandValue, Wilds


@dataclass(frozen=True)
class DualHand:
    """A dual-value hand as oriented, and its two judgements."""

    cards: tuple[DualCard, ...]
    high: HandValue
    low: HandValue
    turned: tuple[bool, ...] = ()     # for a suggestion: which of the given cards to turn over


def _check(cards: Sequence[DualCard]) -> tuple[DualCard, ...]:
    cards = tuple(cards)
    if len(cards) < 5:
        raise RefereeError(f"need at least five cards to make a poker hand, got {len(cards)}")
    return cards


def judge_dual(cards: Sequence[DualCard], wild_high: Wilds = NO_WILDS, wild_low: Wilds = NO_WILDS,
               wheel: bool = True, low_kind: str = "weakest") -> DualHand:
    """Judge the hand as the player holds it: tops make the high hand, bottoms the low hand."""
    cards = _check(cards)
    high = best_high([c.top for c in cards], wild_high, wheel)
    low = best_low([c.bottom for c in cards], wild_low, low_kind)
    return DualHand(cards, high, low)


def suggest_orientation(cards: Sequence[DualCard], wild_high: Wilds = NO_WILDS, wild_low: Wilds = NO_WILDS,
                        wheel: bool = True, low_kind: str = "weakest") -> DualHand:
    """The way up for every card that makes the best high hand, then the weakest low, then fewest turns."""
    cards = _check(cards)
    if len(cards) > 10:
        raise RefereeError("too many dual-value cards to try every way up")
    best_key = None
    best_turns: tuple[bool, ...] = ()
    for turns in product((False, True), repeat=len(cards)):
        held = [c.flipped() if t else c for c, t in zip(cards, turns)]
        key = (high_score([c.top for c in held], wild_high, wheel),
               low_score([c.bottom for c in held], wild_low, low_kind),
               -sum(turns))
        if best_key is None or key > best_key:
            best_key, best_turns = key, turns
    oriented = tuple(c.flipped() if t else c for c, t in zip(cards, best_turns))
    judged = judge_dual(oriented, wild_high, wild_low, wheel, low_kind)
    return DualHand(oriented, judged.high, judged.low, best_turns)
