"""The ace-to-five low (Razz, the 8-or-better games) and its qualifier.

Aces are low, straights and flushes do not count, so 5-4-3-2-A is the best low; a pair counts against a
hand, two pair more, and so on up to five of a kind (two decks). The hand is suit-blind: only ranks count.

Score encoding (the same shape as the deuce-to-seven low in types.py): the high-style score of the five
judged with the ace as rank 1 and no straights or flushes, negated, so larger is better and equal ties:
5-4-3-2-A is ``(0, -5, -4, -3, -2, -1)``, A-A-4-3-2 is ``(-1, -1, -4, -3, -2)``. The category is
``abs(score[0])`` (high card, one pair, two pair, three of a kind, full house, four of a kind, five of a
kind); the played cards keep their own ranks (an ace is still rank 14 as a card).

Wild cards: a wild card becomes the lowest rank the hand does not hold (with 5-4-3-2 it is the ace), as
the best card for a low is a rank not yet there. The bug (a joker that is not wild) is an ace: a straight
or a flush it could complete does not count here.

Two layers, as in natural.py: tuple functions for a few hands (no tables), and ``low5`` over
``natural.encode`` ints for bulk work on one 52-card deck, its table of the 6,175 five-card rank multisets
built on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

from ..kernel.cards import SUITS, Card
from ..kernel.errors import RefereeError
from .natural import RANK_SHIFT, encode, plan, weakest_paired
from .types import FULL_HOUSE, HIGH_CARD, ONE_PAIR, QUADS, TRIPS, TWO_PAIR, LowKind
from .wild import BUG, NATURAL, WILD, Made


ACE_LOW = 1
"""The ace's rank in an ace-to-five score (its card keeps rank 14)."""


def low_rank(card_rank: int) -> int:
    """A card's rank on this side: the ace is 1, every other rank its own."""
    return ACE_LOW if card_rank == 14 else card_rank


def card_rank(rank: int) -> int:
    """The card rank behind a rank of an ace-to-five score."""
    return 14 if rank == ACE_LOW else rank


def worst_first(counts: Sequence[int]) -> tuple[int, ...]:
    """The best ace-to-five five of rank counts (index = rank, ace at 1, at least five cards), as the
    high-style score of that five: smaller is the better low.

    More different ranks always make a better low, so the five take as many ranks as the cards hold,
    and the cards that must repeat are chosen to be the lowest they can be.
    """
    asc = [r for r in range(1, 14) if counts[r]]
    if len(asc) >= 5:
        return (HIGH_CARD, asc[4], asc[3], asc[2], asc[1], asc[0])
    return weakest_paired(counts, asc)      # fewer than five ranks: pairs, the same as a high-style low


def _negate(score: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(-x for x in score)


def _counts(cards: Sequence[Card]) -> list[int]:
    counts = [0] * 14
    for card in cards:
        if not 2 <= card.rank <= 14:
            raise ValueError(f"{card.code} is not a natural card; judge wild cards and jokers with wild_low")
        counts[low_rank(card.rank)] += 1
    return counts


def _by_suit(cards: Sequence[Card]) -> dict[int, list[Card]]:
    """The cards of each ace-to-five rank, in the club's suit order (so picks are deterministic)."""
    out: dict[int, list[Card]] = {}
    for card in sorted(cards, key=lambda c: SUITS.index(c.suit)):
        out.setdefault(low_rank(card.rank), []).append(card)
    return out


def low_score(cards: Sequence[Card]) -> tuple[int, ...]:
    """The best ace-to-five low score of five or more natural cards."""
    if len(cards) < 5:
        raise RefereeError(f"need at least five cards to make a poker hand, got {len(cards)}")
    return _negate(worst_first(_counts(cards)))


def best_low(cards: Sequence[Card]) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The best ace-to-five low of five or more natural cards and its five, in order of significance:
    5-4-3-2-A high to low, a pair before its kickers. Among equal cards the club's suit order picks."""
    cards = tuple(cards)
    score = low_score(cards)
    high = _negate(score)
    by_rank = _by_suit(cards)
    five: list[Card] = []
    for rank, n in plan(high):
        five.extend(by_rank[rank][:n])
    return score, tuple(five)


def wild_low(naturals: Sequence[Card], n_wild: int, n_bug: int = 0) -> Made:
    """The best ace-to-five low with ``n_wild`` wild cards and ``n_bug`` bugs (aces), as a Made whose
    slots say what each wild card and bug played as.

    The wild cards become the lowest ranks the natural cards and bugs lack: taking the lowest ranks
    present, any wild card beyond a fifth rank is left out of the five, and with fewer than five ranks
    every wild card is a new rank and only natural cards repeat.
    """
    if len(naturals) + n_wild + n_bug < 5:
        raise RefereeError("need at least five cards to make a poker hand")
    counts = _counts(naturals)
    counts[ACE_LOW] += n_bug
    missing = [r for r in range(1, 14) if not counts[r]][:n_wild]
    for r in missing:
        counts[r] += 1
    high = worst_first(counts)
    by_rank = _by_suit(naturals)
    held = frozenset(naturals)
    bugs = n_bug
    slots: list[tuple[str, Card]] = []
    for rank, n in plan(high):
        for _ in range(n):
            mine = by_rank.get(rank)
            if mine:
                slots.append((NATURAL, mine.pop(0)))
                continue
            source = BUG if rank == ACE_LOW and bugs else WILD
            if source == BUG:
                bugs -= 1
            taken = {c for _, c in slots}
            slots.append((source, _free_card(card_rank(rank), held, taken)))
    return Made(_negate(high), tuple(slots))


def _free_card(rank: int, held: frozenset[Card], taken: set[Card]) -> Card:
    """The card a wild card or bug plays as: a suit nobody holds in the five or the hand if there is one
    (suits never matter in this low, so the first such suit in the club's order)."""
    options = [Card(rank, suit) for suit in SUITS]
    fresh = [c for c in options if c not in held and c not in taken] or [c for c in options if c not in taken]
    return (fresh or options)[0]


def qualifies(score: Sequence[int], limit: int) -> bool:
    """Whether an ace-to-five low score qualifies: five different ranks, none above ``limit`` (8 for
    8-or-better; the ace counts as 1). Any better low qualifies too, so the best low a player can make
    qualifies exactly when some low they could make does."""
    if not 5 <= limit <= 13:
        raise RefereeError(f"a low qualifier is a rank from 5 to king, got {limit}")
    return score[0] == HIGH_CARD and -score[1] <= limit


LOW_KIND = LowKind(
    word="ace-to-five",
    rules=("Low is ace-to-five (not the club's deuce-to-seven): aces are low, straights and flushes do not "
           "count, so the best low is 5-4-3-2-A, then 6-4-3-2-A; pairs count against. In a tie, odd "
           "quarters go to the lowest card by suit with aces lowest."),
    aces_low=True,
    qualifier_also="",
    best_low=best_low,
    low_score=low_score,
    wild_low=wild_low,
    qualifies=qualifies,
)


# ---------------------------------------------------------------------------------------------------------
# The int layer for bulk work (one 52-card deck, cards as natural.encode ints).

def _pack(cat: int, ranks: Sequence[int]) -> int:
    """The high-style score (cat, *ranks) of an ace-to-five five as one int ordered as its negated tuple."""
    value = cat
    for i in range(5):
        value = value << 4 | (ranks[i] if i < len(ranks) else 0)
    return -value


@cache
def _table() -> dict[int, int]:
    """Rank part of the sum of five encoded cards -> packed score, for every five-card rank multiset.

    Declared category by category (which multisets make a pair, two pair, ...) rather than judged one by
    one, so the 6,175 entries cost a few milliseconds."""
    d = {r: encode(Card(card_rank(r), "s")) >> RANK_SHIFT for r in range(1, 14)}
    ranks = range(1, 14)
    table: dict[int, int] = {}
    for a, b, c, e, f in combinations(ranks, 5):
        table[d[a] + d[b] + d[c] + d[e] + d[f]] = _pack(HIGH_CARD, (f, e, c, b, a))
    for x in ranks:
        others = [r for r in ranks if r != x]
        for a, b, c in combinations(others, 3):
            table[2 * d[x] + d[a] + d[b] + d[c]] = _pack(ONE_PAIR, (x, c, b, a))
        for a, b in combinations(others, 2):
            table[3 * d[x] + d[a] + d[b]] = _pack(TRIPS, (x, b, a))
        for y in others:
            table[3 * d[x] + 2 * d[y]] = _pack(FULL_HOUSE, (x, y))
            table[4 * d[x] + d[y]] = _pack(QUADS, (x, y))
    for lo, hi in combinations(ranks, 2):
        for k in ranks:
            if k != lo and k != hi:
                table[2 * d[hi] + 2 * d[lo] + d[k]] = _pack(TWO_PAIR, (hi, lo, k))
    return table


def low5(a: int, b: int, c: int, d: int, e: int) -> int:
    """The ace-to-five low of five ``natural.encode`` cards as one int, larger is better (bulk work:
    hoist ``low5_table()`` and index it with the rank part of the sum instead)."""
    return _table()[(a + b + c + d + e) >> RANK_SHIFT]


def low5_table() -> dict[int, int]:
    """The table ``low5`` reads: rank part of the sum of five encoded cards (``sum >> natural.RANK_SHIFT``)
    -> score int. Built on the first call (6,175 entries)."""
    return _table()
