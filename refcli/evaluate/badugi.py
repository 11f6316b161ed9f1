"""Badugi: the best hand of up to four of a player's cards with no two of one rank and no two of one suit.

More cards beat fewer (any four-card badugi beats any three-card hand, and so on down); among hands of one size
the lower highest card wins, then the next card down, and so on. Aces are low (the ace is rank 1), unless a game
plays them high (Badeucey's badugi, where the ace is the highest card). Straights and flushes mean nothing, and
suits never break a tie.

Score: ``(size, -highest, -next, ...)`` with each rank as the side counts it (an ace-low ace is 1), so a larger
score is the better hand and equal scores tie: 4-3-2-A is ``(4, -4, -3, -2, -1)``, K-Q-J-10 ``(4, -13, -12,
-11, -10)``, 3-2-A ``(3, -3, -2, -1)``.

The names of the sizes (SPEC section 4 has none for them): a four-card badugi, a three-card hand, a two-card hand,
a one-card hand. A hand is written from its highest card down, as the table says it: "a four-card badugi,
7-4-2-A".
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..kernel.cards import SUIT_RANK, Card
from ..kernel.records import dataclass

SIZE_NAMES = {4: "four-card badugi", 3: "three-card hand", 2: "two-card hand", 1: "one-card hand"}
_RANK_TEXT = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"} | {r: str(r) for r in range(2, 10)}


@dataclass(frozen=True)
class Badugi:
    score: tuple[int, ...]          # larger is better; (0,) for a player without a card that plays
    cards: tuple[Card, ...]         # the cards that play, highest first


def side_rank(card: Card, aces_low: bool = True) -> int:
    """A card's rank in a badugi: an ace is 1 where aces are low, else every card its own rank."""
    return 1 if aces_low and card.rank == 14 else card.rank


def best_badugi(cards: Iterable[Card], aces_low: bool = True) -> Badugi:
    """The best badugi of any of the cards (four, or fewer when four of different suits and ranks are not there).
    A joker never plays (no badugi game makes one wild)."""
    natural = [c for c in cards if not c.is_joker]
    for size in range(min(4, len(natural)), 0, -1):
        best: Badugi | None = None
        for combo in combinations(natural, size):
            if len({c.suit for c in combo}) < size or len({c.rank for c in combo}) < size:
                continue
            ordered = tuple(sorted(combo, key=lambda c: (side_rank(c, aces_low), SUIT_RANK[c.suit]), reverse=True))
            score = (size, *(-side_rank(c, aces_low) for c in ordered))
            if best is None or score > best.score:
                best = Badugi(score, ordered)
        if best is not None:        # a larger hand always beats a smaller one: the first size found is the best
            return best
    return Badugi((0,), ())


def describe_badugi(hand: Badugi) -> str:
    """'a four-card badugi, K-Q-J-10', 'a three-card hand, 3-2-A' (the ranks as the hand counts them)."""
    if not hand.cards:
        return "no card"
    ranks = "-".join(_RANK_TEXT[-r] for r in hand.score[1:])
    return f"a {SIZE_NAMES[hand.score[0]]}, {ranks}"
