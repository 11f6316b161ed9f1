"""Values shared by every evaluator: categories, scores, wild-card specs and the judged hand.

Score encoding (the contract every evaluator module and the table engine rely on):

* High side: ``(category, r1, ..., rk)`` where ``category`` indexes CATEGORIES (0 high card ... 9 five of a
  kind) and the ranks follow in order of significance (2..14, ace high; 5 for a wheel's top card). Lengths are
  fixed per category, so comparing tuples compares hands: larger is better, equal ties.
    five of a kind (9, r) / straight flush (8, top) / quads (7, quad, kicker) / full house (6, trip, pair)
    flush (5, r1..r5) / straight (4, top) / trips (3, trip, k1, k2) / two pair (2, hi, lo, k)
    one pair (1, pair, k1, k2, k3) / high card (0, r1..r5)
* Low side (deuce-to-seven): the negation of the high score of the same five cards judged with aces high,
  no wheel, straights and flushes counting: ``tuple(-x for x in high_score)``. Larger is still better.
* Low side (ace-to-five, acefive.py): the same negation, of the five judged with the ace as rank 1 and no
  straights or flushes: 5-4-3-2-A is ``(0, -5, -4, -3, -2, -1)``.
* ``score_int`` packs a high score into one int with the same order, for bulk paths:
  ``category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5`` (missing ranks are 0).
"""

from __future__ import annotations

from ..kernel.records import dataclass, field
from ..kernel.cards import Card

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .wild import Made

CATEGORIES = ("high card", "one pair", "two pair", "three of a kind", "straight", "flush",
              "full house", "four of a kind", "straight flush", "five of a kind")
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND = range(10)

HIGH = "high"
LOW = "low"


def score_int(score: tuple[int, ...]) -> int:
    """Pack a high score tuple into one int that orders the same way."""
    cat, *ranks = score
    ranks = (ranks + [0, 0, 0, 0, 0])[:5]
    return cat << 20 | ranks[0] << 16 | ranks[1] << 12 | ranks[2] << 8 | ranks[3] << 4 | ranks[4]


@dataclass(frozen=True)
class Wilds:
    """Which cards are wild on one side (high or low) of one game.

    ranks: whole ranks that are wild (8s; 3s and 9s). cards: single wild cards (one-eyed jacks Js Jh).
    jokers: 'wild' (a joker is any card), 'bug' (an ace, or any card completing a straight or flush;
    on the low side a bug plays as an ace) or 'none' (the deck has no joker in play).
    may_duplicate: a wild may stand for a card already held (the club's rule), not only a fifth of a rank.
    """

    ranks: frozenset[int] = frozenset()
    cards: frozenset[Card] = frozenset()
    jokers: str = "bug"
    may_duplicate: bool = True

    def is_wild(self, card: Card) -> bool:
        if card.is_joker:
            return self.jokers == "wild"
        return card.rank in self.ranks or card in self.cards

    def is_bug(self, card: Card) -> bool:
        return card.is_joker and self.jokers == "bug"

    @property
    def any(self) -> bool:
        return bool(self.ranks or self.cards or self.jokers == "wild")


NO_WILDS = Wilds()


@dataclass(frozen=True)
class HandValue:
    """One side's judgement of one player's cards.

    best: the five cards as held (wild cards and bugs as the physical cards).
    played: the same five cards as they play (each wild or bug replaced by the card it stands for).
    became: (held card, card it played as) for every wild card or bug in ``best``.
    """

    side: str
    category: int
    score: tuple[int, ...]
    best: tuple[Card, ...]
    played: tuple[Card, ...]
    became: tuple[tuple[Card, Card], ...] = field(default=())

    @property
    def category_name(self) -> str:
        return CATEGORIES[self.category]


@dataclass(frozen=True)
class LowKind:
    """A kind of low hand as its module declares it (lowkinds.py lists them).

    Scores follow types.py's contract: a tuple, larger is the better low, equal ties. ``qualifies(score,
    limit)``: whether a low of this kind is ``limit`` or better (8 for 8-or-better); ``qualifier_also``: what
    such a low must be besides five different ranks none above the limit, in `refcli rules`' words ('' if
    nothing)."""

    word: str
    rules: str
    aces_low: bool
    qualifier_also: str
    best_low: Callable[[Sequence[Card]], tuple[tuple[int, ...], tuple[Card, ...]]]
    low_score: Callable[[Sequence[Card]], tuple[int, ...]]
    wild_low: Callable[[Sequence[Card], int, int], Made]
    qualifies: Callable[[Sequence[int], int], bool]
