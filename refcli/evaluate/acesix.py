"""The ace-to-six low (London lowball): aces are low, and straights and flushes count against a hand.

A five ranks as it would as a high hand with the ace as the lowest card, and the lowest wins: 6-4-3-2-A not all
one suit is the best low, A-2-3-4-5 is a five-high straight (worse than any three of a kind), five cards of one
suit a flush. The ace is low only: K-Q-J-10-A is king high, no straight, and straights never wrap.

Score encoding (types.py's low contract, as acefive.py): the high-style score of the five judged with the ace as
rank 1, straights and flushes counting, negated, so larger is better and equal ties: 6-4-3-2-A is
``(0, -6, -4, -3, -2, -1)``, the straight A-2-3-4-5 ``(-4, -5)``. The category is ``abs(score[0])``; the played
cards keep their own ranks (an ace is still rank 14 as a card).

Because a hand that is not five different ranks, or is a straight or a flush, has a category above high card,
the shared qualifier check (acefive.qualifies: a high-card five, none above the limit) is already right here:
A-2-3-4-5 is no 8-or-better low.

Wild cards: a wild card becomes a rank the five does not hold, the one that makes the lowest hand without
completing a straight, and a suit that keeps the five off a flush. The bug (a joker that is not wild) is an
ace, and counts in any straight or flush it makes.

The best five of more cards is found by judging every five (21 of seven): a low this rule makes is not the
lowest ranks present (6-5-4-3-2-A plays 6-4-3-2-A, not 5-4-3-2-A), so there is no shortcut worth its doubt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from ..kernel.cards import SUITS, Card
from ..kernel.errors import RefereeError
from .types import (FIVE_KIND, FLUSH, FULL_HOUSE, HIGH_CARD, ONE_PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS,
                    TWO_PAIR, LowKind)
from .wild import BUG, NATURAL, WILD, Made

ACE_LOW = 1
"""The ace's rank in an ace-to-six score (its card keeps rank 14)."""


def low_rank(card_rank: int) -> int:
    """A card's rank on this side: the ace is 1, every other rank its own."""
    return ACE_LOW if card_rank == 14 else card_rank


def high_style(ranks: Sequence[int], flush: bool) -> tuple[int, ...]:
    """The high-style score of five ace-low ranks (1..13) and whether the five share a suit."""
    order = sorted(ranks, reverse=True)
    if len(set(order)) == 5:        # most hands: no pair, so a straight, a flush, both or neither
        if order[0] - order[4] == 4:
            return (STRAIGHT_FLUSH if flush else STRAIGHT, order[0])
        return (FLUSH if flush else HIGH_CARD, *order)
    # A pair or more (a flush still ranks above a pair, two pair or trips: two decks can pair a suited five).
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _, n in groups]
    by_group = [r for r, _ in groups]
    if shape[0] == 5:
        return (FIVE_KIND, by_group[0])
    if shape[0] == 4:
        return (QUADS, *by_group)
    if shape[:2] == [3, 2]:
        return (FULL_HOUSE, *by_group)
    if flush:
        return (FLUSH, *order)
    if shape[0] == 3:
        return (TRIPS, *by_group)
    if shape[:2] == [2, 2]:
        return (TWO_PAIR, *by_group)
    return (ONE_PAIR, *by_group)


def _score_five(five: Sequence[Card]) -> tuple[int, ...]:
    high = high_style([low_rank(c.rank) for c in five], len({c.suit for c in five}) == 1)
    return tuple(-x for x in high)


def _natural(cards: Sequence[Card]) -> tuple[Card, ...]:
    if len(cards) < 5:
        raise RefereeError(f"need at least five cards to make a poker hand, got {len(cards)}")
    for card in cards:
        if not 2 <= card.rank <= 14:
            raise ValueError(f"{card.code} is not a natural card; judge wild cards and jokers with wild_low")
    return tuple(sorted(cards, key=_dealing_key))


def _dealing_key(card: Card) -> tuple[int, int]:
    """Lowest rank first, then the club's suit order: of equal fives the first found is the one played."""
    return low_rank(card.rank), SUITS.index(card.suit)


def _in_order(five: Sequence[Card]) -> tuple[Card, ...]:
    """The five in order of significance: the most-repeated rank first, then higher before lower (ace last)."""
    slots = [(NATURAL, c) for c in five]
    return tuple(c for _, c in sorted(slots, key=_significance(slots)))


def best_low(cards: Sequence[Card]) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The best ace-to-six low of five or more natural cards and its five, in order of significance."""
    ordered = _natural(cards)
    best_score: tuple[int, ...] | None = None
    best: tuple[Card, ...] = ()
    for five in combinations(ordered, 5):
        score = _score_five(five)
        if best_score is None or score > best_score:
            best_score, best = score, five
    assert best_score is not None
    return best_score, _in_order(best)


def low_score(cards: Sequence[Card]) -> tuple[int, ...]:
    """The best ace-to-six low score of five or more natural cards."""
    ordered = _natural(cards)
    if len(ordered) == 5:
        return _score_five(ordered)
    return max(_score_five(five) for five in combinations(ordered, 5))


def wild_low(naturals: Sequence[Card], n_wild: int, n_bug: int = 0) -> Made:
    """The best ace-to-six low with ``n_wild`` wild cards and ``n_bug`` bugs (aces), as a Made whose slots say
    what each wild card and bug played as.

    Every five of the hand is tried; in it each wild card takes a rank the five lacks (a pair is never lower
    than the five different ranks it could have had instead), every choice of such ranks judged."""
    if len(naturals) + n_wild + n_bug < 5:
        raise RefereeError("need at least five cards to make a poker hand")
    pool: list[tuple[str, Card | None]] = [(NATURAL, c) for c in sorted(naturals, key=_dealing_key)]
    pool += [(BUG, None)] * n_bug + [(WILD, None)] * n_wild
    held = frozenset(naturals)
    best: Made | None = None
    seen: set[tuple[int, int, tuple[Card, ...]]] = set()
    for chosen in combinations(range(len(pool)), 5):
        picks = [pool[i] for i in chosen]
        cards = tuple(c for src, c in picks if src == NATURAL and c is not None)
        bugs = sum(1 for src, _ in picks if src == BUG)
        wilds = 5 - len(cards) - bugs
        key = (bugs, wilds, cards)
        if key in seen:     # the wild cards (and bugs) are alike: one try for each count of them
            continue
        seen.add(key)
        made = _fill(cards, bugs, wilds, held)
        if best is None or made.score > best.score:
            best = made
    assert best is not None
    return best


def _fill(cards: tuple[Card, ...], bugs: int, wilds: int, held: frozenset[Card]) -> Made:
    """The best low of these natural cards with ``bugs`` aces and ``wilds`` free cards beside them."""
    taken = set(cards)
    slots: list[tuple[str, Card]] = [(NATURAL, c) for c in cards]
    for _ in range(bugs):
        card = _free_card(14, held, taken, [c.suit for _, c in slots])
        taken.add(card)
        slots.append((BUG, card))
    present = {low_rank(c.rank) for _, c in slots}
    best: Made | None = None
    for ranks in combinations([r for r in range(1, 14) if r not in present], wilds):
        trial = list(slots)
        trial_taken = set(taken)
        for r in ranks:
            card = _free_card(14 if r == ACE_LOW else r, held, trial_taken, [c.suit for _, c in trial])
            trial_taken.add(card)
            trial.append((WILD, card))
        made = Made(_score_five([c for _, c in trial]),
                    tuple(sorted(trial, key=_significance(trial))))
        if best is None or made.score > best.score:
            best = made
    assert best is not None
    return best


def _significance(slots: list[tuple[str, Card]]) -> Callable[[tuple[str, Card]], tuple[int, int, int]]:
    """The sort key of order of significance for these slots (most-repeated rank, then higher, then suit)."""
    counts: dict[int, int] = {}
    for _, c in slots:
        counts[low_rank(c.rank)] = counts.get(low_rank(c.rank), 0) + 1
    return lambda slot: (-counts[low_rank(slot[1].rank)], -low_rank(slot[1].rank), SUITS.index(slot[1].suit))


def _free_card(rank: int, held: frozenset[Card], taken: set[Card], suits_so_far: list[str]) -> Card:
    """The card a wild card or bug plays as: a suit that keeps the five off a flush when the cards so far share
    one, and a card nobody holds in the five or the hand if there is one (the club's suit order picks)."""
    options = [Card(rank, suit) for suit in SUITS]
    one_suit = suits_so_far[0] if suits_so_far and len(set(suits_so_far)) == 1 else None
    off_flush = [c for c in options if c.suit != one_suit] or options
    for pool in ([c for c in off_flush if c not in held and c not in taken],
                 [c for c in off_flush if c not in taken], off_flush):
        if pool:
            return pool[0]
    return options[0]


def qualifies(score: Sequence[int], limit: int) -> bool:
    """Whether an ace-to-six low score is ``limit`` or better: five different ranks, no straight and no flush
    (a higher category than high card), none above ``limit``, the ace counting 1."""
    from .acefive import qualifies as shared
    return shared(score, limit)


LOW_KIND = LowKind(
    word="ace-to-six",
    rules=("Low is ace-to-six (London lowball, not the club's deuce-to-seven): aces are low, and straights and "
           "flushes count against a low hand, so A-2-3-4-5 is a straight and the best low is 6-4-3-2-A not all "
           "one suit, then 6-5-3-2-A; pairs count against. In a tie, odd quarters go to the lowest card by suit "
           "with aces lowest."),
    aces_low=True,
    qualifier_also=", no straight and no flush",
    best_low=best_low,
    low_score=low_score,
    wild_low=wild_low,
    qualifies=qualifies,
)
