"""Hands without wild cards: the best high five and the best deuce-to-seven low five of any number of cards.

Two layers:

* The tuple API (``high_score``, ``best_high``, ``low_score``, ``best_low``) works from rank counts and
  needs no tables, so a one-shot command judging a few hands pays nothing up front. It takes any number
  of cards, two decks included (a rank held five times is five of a kind; a flush may hold two identical
  cards), and judges fewer than five cards by what is there, padding missing kickers with 0.
* The int API (``encode``, ``fast_evaluator``, ``eval5_int``, ``eval7_int``, ``high_int``, ``low_int``)
  is for bulk work (stats, benchmarks) on one 52-card deck. A card is an additive int: a base-5 digit for
  its rank above a base-8 digit for its suit, so the sum of a hand's cards holds its rank counts and its
  suit counts at once, and a hand is judged with one or two dictionary look-ups. Scores come back as
  ``types.score_int`` ints (larger is better). The five-card tables (7,462 entries) are built on the first
  ``fast_evaluator`` call; seven-card rank patterns are judged the first time they are met and remembered.
"""

from __future__ import annotations

from itertools import combinations
from typing import Callable, Iterable, Sequence

from ..kernel.records import dataclass
from ..kernel.cards import SUIT_RANK, SUITS, Card
from .types import score_int

FIVE_KIND, STRAIGHT_FLUSH, QUADS, FULL_HOUSE, FLUSH, STRAIGHT, TRIPS, TWO_PAIR, PAIR, HIGH = (
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0)

_RANKS_DESC = tuple(range(14, 1, -1))
_WHEEL_MASK = (1 << 14) | (1 << 5) | (1 << 4) | (1 << 3) | (1 << 2)


def _straight_top(mask: int, wheel: bool) -> int:
    """The top rank of the best straight in a rank bitmask (bit r set for rank r), or 0."""
    window = 0b11111 << 10
    for top in range(14, 5, -1):
        if mask & window == window:
            return top
        window >>= 1
    if wheel and mask & _WHEEL_MASK == _WHEEL_MASK:
        return 5
    return 0


def _pad(ranks: list[int], size: int) -> list[int]:
    return (ranks + [0] * size)[:size]


def _high_from_counts(counts: Sequence[int], suited: Sequence[Sequence[int]], wheel: bool) -> tuple[int, ...]:
    """The best high score from rank counts (index = rank) and the rank lists of every suit holding 5+ cards.

    Each category is checked from the top; the first one the cards make is the best.
    """
    desc = [r for r in _RANKS_DESC if counts[r]]
    most = max(counts)
    if most >= 5:
        return (FIVE_KIND, next(r for r in desc if counts[r] >= 5))
    if suited:
        top = max(_straight_top(_mask(rs), wheel) for rs in suited)
        if top:
            return (STRAIGHT_FLUSH, top)
    if most == 4:
        quad = next(r for r in desc if counts[r] == 4)
        return (QUADS, quad, next((r for r in desc if r != quad), 0))
    trips = [r for r in desc if counts[r] == 3]
    pairs = [r for r in desc if counts[r] >= 2]
    if trips and len(pairs) >= 2:
        trip = trips[0]
        return (FULL_HOUSE, trip, next(r for r in pairs if r != trip))
    if suited:
        return (FLUSH, *max(sorted(rs, reverse=True)[:5] for rs in suited))
    top = _straight_top(_mask(desc), wheel)
    if top:
        return (STRAIGHT, top)
    if trips:
        trip = trips[0]
        return (TRIPS, trip, *_pad([r for r in desc if r != trip], 2))
    if len(pairs) >= 2:
        hi, lo = pairs[0], pairs[1]
        return (TWO_PAIR, hi, lo, next((r for r in desc if r != hi and r != lo), 0))
    if pairs:
        pair = pairs[0]
        return (PAIR, pair, *_pad([r for r in desc if r != pair], 3))
    return (HIGH, *_pad(desc, 5))


def _mask(ranks: Iterable[int]) -> int:
    mask = 0
    for r in ranks:
        mask |= 1 << r
    return mask


def _tally(cards: Iterable[Card]) -> tuple[list[int], dict[str, list[int]]]:
    counts = [0] * 15
    by_suit: dict[str, list[int]] = {}
    for card in cards:
        rank = card.rank
        if not 2 <= rank <= 14:
            raise ValueError(f"{card.code} is not a natural card; judge wild cards and jokers with evaluate.wild")
        counts[rank] += 1
        by_suit.setdefault(card.suit, []).append(rank)
    return counts, by_suit


def high_score(cards: Iterable[Card], wheel: bool = False) -> tuple[int, ...]:
    """The best high score (see types.py) of any number of natural cards.

    ``wheel`` lets A-2-3-4-5 count as a straight (five high); the club plays aces high only.
    """
    counts, by_suit = _tally(cards)
    return _high_from_counts(counts, [rs for rs in by_suit.values() if len(rs) >= 5], wheel)


def _by_strength(cards: Iterable[Card]) -> list[Card]:
    """Cards strongest first: by rank, then by the club's suit order (so picks are deterministic)."""
    return sorted(cards, key=lambda c: (c.rank, SUIT_RANK.get(c.suit, 0)), reverse=True)


def _straight_ranks(top: int) -> tuple[int, ...]:
    return (5, 4, 3, 2, 14) if top == 5 else tuple(range(top, top - 5, -1))


def plan(score: tuple[int, ...]) -> list[tuple[int, int]]:
    """(rank, how many cards) in order of significance for the five cards behind a score."""
    cat, *ranks = score
    if cat == FIVE_KIND:
        return [(ranks[0], 5)]
    if cat in (STRAIGHT_FLUSH, STRAIGHT):
        return [(r, 1) for r in _straight_ranks(ranks[0])]
    if cat == QUADS:
        return [(ranks[0], 4), (ranks[1], 1)]
    if cat == FULL_HOUSE:
        return [(ranks[0], 3), (ranks[1], 2)]
    if cat == TRIPS:
        return [(ranks[0], 3)] + [(r, 1) for r in ranks[1:]]
    if cat == TWO_PAIR:
        return [(ranks[0], 2), (ranks[1], 2), (ranks[2], 1)]
    if cat == PAIR:
        return [(ranks[0], 2)] + [(r, 1) for r in ranks[1:]]
    return [(r, 1) for r in ranks]


def _take(pool: list[Card], plan: list[tuple[int, int]]) -> list[Card] | None:
    """Take the planned cards from a pool (strongest first); None if the pool cannot supply them."""
    pool = list(pool)
    taken: list[Card] = []
    for rank, n in plan:
        if rank == 0:
            continue
        for _ in range(n):
            # The first card of the rank, taken by its place (no card before it is equal to it).
            for i, card in enumerate(pool):
                if card.rank == rank:
                    break
            else:
                return None
            taken.append(pool.pop(i))
    return taken


def _cards_for(score: tuple[int, ...], cards: list[Card]) -> tuple[Card, ...]:
    pool = _by_strength(cards)
    planned = plan(score)
    if score[0] in (STRAIGHT_FLUSH, FLUSH):
        for suit in SUITS:
            taken = _take([c for c in pool if c.suit == suit], planned)
            if taken is not None:
                return tuple(taken)
    taken = _take(pool, planned)
    if taken is None:  # pragma: no cover - a score always comes from the cards it is picked from
        raise AssertionError(f"no cards make {score}")
    return tuple(taken)


def best_high(cards: Iterable[Card], wheel: bool = False) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The best high score and the five cards that make it, in order of significance.

    Trips come before their kickers, pairs before theirs, straights top down (a wheel as 5-4-3-2-A).
    Among equal cards the club's suit order picks (spades first).
    """
    cards = list(cards)
    score = high_score(cards, wheel)
    return score, _cards_for(score, cards)


def _negate(score: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(-x for x in score)


def _low_ranks(counts: Sequence[int], n: int) -> tuple[int, ...]:
    """The best deuce-to-seven high score of five cards from rank counts, when no five can be a flush.

    Lower is better on this side, so: five unpaired ranks that are not a straight if there are any,
    else a pair (which beats a straight for low), two pair, trips, full house, quads, five of a kind.
    """
    asc = [r for r in range(2, 15) if counts[r]]
    if len(asc) >= 5:
        five = asc[:5]
        if five[4] - five[0] != 4:
            return (HIGH, *reversed(five))
        if len(asc) >= 6:
            # The five lowest ranks run in a row: the next rank up, instead of the fifth, breaks the straight.
            return (HIGH, asc[5], five[3], five[2], five[1], five[0])
        if n == 5:
            return (STRAIGHT, five[4])
    return weakest_paired(counts, asc)


def weakest_paired(counts: Sequence[int], asc: list[int]) -> tuple[int, ...]:
    """The weakest five, as a high-style score, of cards whose lowest five ranks hold a pair (``asc``: the ranks
    held, lowest first; ``counts``: how many of each): the lowest pair with the lowest kickers, else two pair,
    trips, full house, quads, five of a kind. Rank-blind, so an ace-to-five low (the ace as 1) shares it."""
    if len(asc) >= 4:
        pair = next(r for r in asc if counts[r] >= 2)
        kick = [r for r in asc if r != pair][:3]
        return (PAIR, pair, *reversed(kick))
    if len(asc) == 3:
        paired = [r for r in asc if counts[r] >= 2]
        if len(paired) >= 2:
            options = []
            for lo, hi in combinations(paired, 2):
                kicker = next(r for r in asc if r != lo and r != hi)
                options.append((TWO_PAIR, hi, lo, kicker))
            return min(options)
        trip = paired[0]
        return (TRIPS, trip, *sorted((r for r in asc if r != trip), reverse=True))
    if len(asc) == 2:
        a, b = asc
        fulls = [(FULL_HOUSE, t, p) for t, p in ((a, b), (b, a)) if counts[t] >= 3 and counts[p] >= 2]
        if fulls:
            return min(fulls)
        quad = a if counts[a] >= 4 else b
        return (QUADS, quad, b if quad == a else a)
    return (FIVE_KIND, asc[0])


def best_low(cards: Iterable[Card]) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The best deuce-to-seven low of any number of natural cards and its five cards.

    The score is the negated high score of the five, judged aces high with no wheel (larger is better).
    The five come in order of significance: 7-5-4-3-2 high to low; a pair before its kickers.
    Fewer than five cards are judged as they are.
    """
    cards = list(cards)
    counts, by_suit = _tally(cards)
    if len(cards) <= 5:
        score = _high_from_counts(counts, [rs for rs in by_suit.values() if len(rs) >= 5], False)
        return _negate(score), _cards_for(score, cards)
    if any(len(rs) >= 5 for rs in by_suit.values()):
        # Some five could be a flush: try every five (a flush is forced only when all cards share a suit).
        best = min((high_score(five), five) for five in combinations(_by_strength(cards), 5))
        score = best[0]
        return _negate(score), _cards_for(score, list(best[1]))
    score = _low_ranks(counts, len(cards))
    # No suit holds five cards, so whichever cards of the planned ranks are taken, the five is no flush.
    return _negate(score), _cards_for(score, cards)


def low_score(cards: Iterable[Card]) -> tuple[int, ...]:
    """The best deuce-to-seven low score of any number of natural cards (see best_low)."""
    cards = list(cards)
    if len(cards) > 5:
        counts, by_suit = _tally(cards)
        if all(len(rs) < 5 for rs in by_suit.values()):
            return _negate(_low_ranks(counts, len(cards)))
    return best_low(cards)[0]


# ---------------------------------------------------------------------------------------------------------
# The int layer for bulk work.

_SUIT_BITS = 12  # four base-8 suit digits: a suit may hold up to 7 cards of a 7-card hand
_SUIT_MASK = (1 << _SUIT_BITS) - 1
RANK_SHIFT = _SUIT_BITS
"""The rank part of a sum of encoded cards is ``total >> RANK_SHIFT`` (its rank counts, base 5)."""
_SUIT_DIGIT = {s: 1 << (3 * i) for i, s in enumerate(SUITS)}
_RANK_DIGIT: dict[int, int] = {r: 5 ** (r - 2) for r in range(2, 15)}  # base 5: a deck holds at most 4 cards of a rank


def encode(card: Card) -> int:
    """A natural card of one deck as an additive int for the bulk evaluators."""
    return _RANK_DIGIT[card.rank] << _SUIT_BITS | _SUIT_DIGIT[card.suit]


def decode(code: int) -> Card:
    """The card behind an ``encode`` int."""
    suit_digit = code & _SUIT_MASK
    rank_digit = code >> _SUIT_BITS
    suit = next(s for s, d in _SUIT_DIGIT.items() if d == suit_digit)
    rank = next(r for r, d in _RANK_DIGIT.items() if d == rank_digit)
    return Card(rank, suit)


def _counts_of(rank_key: int) -> list[int]:
    """Rank counts (index = rank) from the rank part of a sum of encoded cards."""
    counts = [0, 0]
    for _ in range(13):
        rank_key, digit = divmod(rank_key, 5)
        counts.append(digit)
    return counts


def _flush_suit(suit_key: int, need: int) -> int:
    """The suit digit of a suit holding at least ``need`` cards in a sum of suit digits, or 0."""
    for digit in _SUIT_DIGIT.values():
        if (suit_key // digit) & 7 >= need:
            return digit
    return 0


def _pack(cat: int, ranks: Sequence[int]) -> int:
    """types.score_int without building a tuple first."""
    value = cat
    for i in range(5):
        value = value << 4 | (ranks[i] if i < len(ranks) else 0)
    return value


def _five_tables(wheel: bool) -> tuple[dict[int, int], dict[int, int]]:
    """Score ints of every five-card rank multiset (plain) and every five-rank set in one suit (flush).

    Declared category by category (which multisets make quads, a full house, ...) rather than judged one
    by one, so the 7,462 entries cost a few milliseconds.
    """
    digit = _RANK_DIGIT
    plain: dict[int, int] = {}
    flush: dict[int, int] = {}
    for five in combinations(_RANKS_DESC, 5):
        key = digit[five[0]] + digit[five[1]] + digit[five[2]] + digit[five[3]] + digit[five[4]]
        top = five[0] if five[0] - five[4] == 4 else 5 if wheel and five == (14, 5, 4, 3, 2) else 0
        if top:
            plain[key] = _pack(STRAIGHT, (top,))
            flush[key] = _pack(STRAIGHT_FLUSH, (top,))
        else:
            plain[key] = _pack(HIGH, five)
            flush[key] = _pack(FLUSH, five)
    for x in _RANKS_DESC:
        others = [r for r in _RANKS_DESC if r != x]
        for y in others:
            plain[4 * digit[x] + digit[y]] = _pack(QUADS, (x, y))
            plain[3 * digit[x] + 2 * digit[y]] = _pack(FULL_HOUSE, (x, y))
        for k1, k2 in combinations(others, 2):
            plain[3 * digit[x] + digit[k1] + digit[k2]] = _pack(TRIPS, (x, k1, k2))
        for k1, k2, k3 in combinations(others, 3):
            plain[2 * digit[x] + digit[k1] + digit[k2] + digit[k3]] = _pack(PAIR, (x, k1, k2, k3))
    for hi, lo in combinations(_RANKS_DESC, 2):
        for k in _RANKS_DESC:
            if k != hi and k != lo:
                plain[2 * digit[hi] + 2 * digit[lo] + digit[k]] = _pack(TWO_PAIR, (hi, lo, k))
    return plain, flush


@dataclass(frozen=True)
class FastHigh:
    """Bulk evaluators for one straight rule, all over ``encode`` ints of one 52-card deck.

    eval5(a, b, c, d, e) / eval7(seq of 7) / evaln(seq of 5 or more): high score ints (types.score_int).
    low5(a, b, c, d, e) / low7(seq of 7) / lown(seq of 5 or more): deuce-to-seven low as an int, larger better:
    minus the score_int of the best low five judged high (low is always aces high, no wheel).
    sum5(total) / low_sum5(total): eval5 / low5 of five cards given the sum of their ints (a formation that
    adds the same cards to many others sums them once).
    """

    wheel: bool
    eval5: Callable[..., int]
    eval7: Callable[[Sequence[int]], int]
    evaln: Callable[[Sequence[int]], int]
    low5: Callable[..., int]
    low7: Callable[[Sequence[int]], int]
    lown: Callable[[Sequence[int]], int]
    sum5: Callable[[int], int]
    low_sum5: Callable[[int], int]


_FAST: dict[bool, FastHigh] = {}


def fast_evaluator(wheel: bool = False) -> FastHigh:
    """The bulk evaluators for this straight rule, building their five-card tables on first use."""
    fast = _FAST.get(wheel)
    if fast is None:
        fast = _FAST[wheel] = _build(wheel)
    return fast


def _build(wheel: bool) -> FastHigh:
    plain5, flush5 = _five_tables(wheel)
    # One list slot per suit part of a 5-card sum: the flush table where one suit digit is 5, else plain.
    by_suit = [plain5] * (_SUIT_MASK + 1)
    for suit_digit in _SUIT_DIGIT.values():
        by_suit[5 * suit_digit] = flush5
    plain7: dict[int, int] = {}    # rank part of a 7-card sum -> best non-flush score, filled as met
    flushn: dict[int, int] = {}    # ranks of one suit (5-7 of them) -> best flush or straight flush
    low7_plain: dict[int, int] = {}  # rank part of a 7-card sum -> best low when no suit holds five

    def eval5(a: int, b: int, c: int, d: int, e: int) -> int:
        k = a + b + c + d + e
        return by_suit[k & 4095][k >> 12]

    def sum5(k: int) -> int:
        return by_suit[k & 4095][k >> 12]

    def low_sum5(k: int) -> int:
        if wheel:
            return fast_evaluator(False).low_sum5(k)
        return -by_suit[k & 4095][k >> 12]

    def judge_plain7(key: int) -> int:
        value = plain7[key] = score_int(_high_from_counts(_counts_of(key), (), wheel))
        return value

    def judge_flush(cards: Sequence[int], digit: int) -> int:
        key = 0
        for card in cards:
            if card & 4095 == digit:
                key += card >> 12
        value = flushn.get(key)
        if value is None:
            counts = _counts_of(key)
            suited = [r for r in range(2, 15) if counts[r]]
            value = flushn[key] = score_int(_high_from_counts(counts, (suited,), wheel))
        return value

    flush7 = [_flush_suit(suit_key, 5) for suit_key in range(_SUIT_MASK + 1)]

    def eval7(cards: Sequence[int]) -> int:
        a, b, c, d, e, f, g = cards
        k = a + b + c + d + e + f + g
        digit = flush7[k & 4095]
        if digit:
            # Five or more of one suit among seven: nothing but a flush or straight flush can beat it.
            return judge_flush(cards, digit)
        try:
            return plain7[k >> 12]
        except KeyError:
            return judge_plain7(k >> 12)

    def evaln(cards: Sequence[int]) -> int:
        n = len(cards)
        if n == 7:
            return eval7(cards)
        if n == 5:
            return eval5(*cards)
        return max(eval5(*five) for five in combinations(cards, 5))

    def low5(a: int, b: int, c: int, d: int, e: int) -> int:
        if wheel:  # the low side never plays the wheel: borrow the no-wheel evaluator
            return fast_evaluator(False).low5(a, b, c, d, e)
        k = a + b + c + d + e
        return -by_suit[k & 4095][k >> 12]

    def judge_low7(key: int) -> int:
        value = low7_plain[key] = -score_int(_low_ranks(_counts_of(key), 7))
        return value

    def low7(cards: Sequence[int]) -> int:
        if wheel:
            return fast_evaluator(False).low7(cards)
        a, b, c, d, e, f, g = cards
        k = a + b + c + d + e + f + g
        if flush7[k & 4095]:
            return max(low5(*five) for five in combinations(cards, 5))
        try:
            return low7_plain[k >> 12]
        except KeyError:
            return judge_low7(k >> 12)

    def lown(cards: Sequence[int]) -> int:
        n = len(cards)
        if n == 7:
            return low7(cards)
        return max(low5(*five) for five in combinations(cards, 5))

    return FastHigh(wheel, eval5, eval7, evaln, low5, low7, lown, sum5, low_sum5)


def eval5_int(a: int, b: int, c: int, d: int, e: int) -> int:
    """High score int of five encoded cards, aces high only. Bulk loops should hoist fast_evaluator().eval5."""
    return fast_evaluator(False).eval5(a, b, c, d, e)


def eval7_int(cards: Sequence[int]) -> int:
    """High score int of the best five of seven encoded cards, aces high only."""
    return fast_evaluator(False).eval7(cards)


def high_int(cards: Sequence[int], wheel: bool = False) -> int:
    """High score int of the best five of five or more encoded cards."""
    return fast_evaluator(wheel).evaln(cards)


def low_int(cards: Sequence[int]) -> int:
    """Deuce-to-seven low of the best five of five or more encoded cards: minus the five's score_int."""
    return fast_evaluator(False).lown(cards)
