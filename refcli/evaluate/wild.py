"""What wild cards and the bug can become, found by reasoning about the natural cards.

Nothing here substitutes every card into every wild card. The high side checks the categories from the
top (five of a kind down to high card) and asks, for each, whether the natural cards plus the wild cards
can make it and with which ranks; the first category that can be made is the best, and within it the
highest ranks are tried first, so the first hit is the best hand. The low side walks the five-rank
combinations from the lowest up and stops at the first one the cards can make. Both work on any number
of cards (best five of N) and on two decks (a card may appear twice).

Rules decided here (the seeds leave them open):

* A wild card is any card, even a fifth of a rank or a card already held (``may_duplicate``, the club's
  rule). With ``may_duplicate=False`` a wild card may only be a card the player does not hold, except
  that five of a kind is still allowed (the wild is then "a fifth of the rank"); this only matters for a
  flush, where the wild becomes the best card of the suit not held instead of a second ace (a bug
  filling a flush follows the same rule).
* The bug (a joker that is not wild) is an ace, or any card that completes a straight, a flush or a
  straight flush. As an ace it may be the fifth ace: four aces and the bug are five aces, the standard
  bug hand. In every other category it plays as an ace. On the low side the bug is an ace of whatever
  suit suits the player.
* Five wild cards are five aces.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ..kernel.records import dataclass
from ..kernel.cards import SUITS, Card
from ..kernel.errors import RefereeError

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from collections.abc import Collection
    from typing import Any

NATURAL, WILD, BUG = "natural", "wild", "bug"

FIVE_KIND, STRAIGHT_FLUSH, QUADS, FULL_HOUSE, FLUSH, STRAIGHT, TRIPS, TWO_PAIR, PAIR, HIGH = (
    9, 8, 7, 6, 5, 4, 3, 2, 1, 0)


@dataclass(frozen=True, slots=True)
class Made:
    """A made five-card hand: its score and its five slots in order of significance.

    Each slot is (source, card as played); source is NATURAL (the card is the physical card), WILD (a free
    wild card standing for ``card``) or BUG (a bug standing for ``card``).
    """

    score: tuple[int, ...]
    slots: tuple[tuple[str, Card], ...]


def _need_five(naturals: Collection[Card], n_wild: int, n_bug: int) -> None:
    if len(naturals) + n_wild + n_bug < 5:
        raise RefereeError("need at least five cards to make a poker hand")


def _window(top: int) -> tuple[int, ...]:
    """The ranks of the straight with this top card, highest first (the wheel plays its ace last)."""
    return (5, 4, 3, 2, 14) if top == 5 else tuple(range(top, top - 5, -1))


_WINDOW_MASK = {top: sum(1 << r for r in _window(top)) for top in range(5, 15)}


def _tops(wheel: bool) -> range:
    return range(14, 4 if wheel else 5, -1)


def score_five(ranks: list[int] | tuple[int, ...], flush: bool, wheel: bool = False) -> tuple[int, ...]:
    """The high score of five concrete cards given their ranks and whether they share one suit."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(c for _, c in groups)
    order = [r for r, _ in groups]
    if shape == (5,):
        return (FIVE_KIND, order[0])
    if len(counts) == 5:
        mask = sum(1 << r for r in ranks)
        top = next((t for t in _tops(wheel) if _WINDOW_MASK[t] == mask), None)
        if top is not None:
            return (STRAIGHT_FLUSH if flush else STRAIGHT, top)
        return (FLUSH if flush else HIGH, *sorted(ranks, reverse=True))
    if flush:
        return (FLUSH, *sorted(ranks, reverse=True))
    if shape == (4, 1):
        return (QUADS, *order)
    if shape == (3, 2):
        return (FULL_HOUSE, *order)
    if shape == (3, 1, 1):
        return (TRIPS, *order)
    if shape == (2, 2, 1):
        return (TWO_PAIR, *order)
    return (PAIR, *order)


# --- high --------------------------------------------------------------------------------------------

class _Pool:
    """The natural cards counted the ways the search needs them."""

    __slots__ = ("naturals", "cnt", "acnt", "rank_mask", "suit_mask", "suit_ranks", "held", "w", "b")

    def __init__(self, naturals: Collection[Card], w: int, b: int) -> None:
        self.naturals = tuple(naturals)
        self.w, self.b = w, b
        cnt = [0] * 15
        suit_mask = {s: 0 for s in SUITS}
        suit_ranks: dict[str, list[int]] = {s: [] for s in SUITS}
        for c in self.naturals:
            cnt[c.rank] += 1
            suit_mask[c.suit] |= 1 << c.rank
            suit_ranks[c.suit].append(c.rank)
        self.cnt = cnt
        # Outside straights and flushes the bug can only be an ace, so it counts as one.
        acnt = cnt.copy()
        acnt[14] += b
        self.acnt = acnt
        self.rank_mask = sum(1 << r for r in range(2, 15) if cnt[r])
        self.suit_mask = suit_mask
        self.suit_ranks = suit_ranks
        self.held = frozenset(self.naturals)

    def kickers(self, exclude: tuple[int, ...], spare_wilds: int, k: int) -> tuple[int, ...]:
        out = [14] * min(spare_wilds, k)
        r = 14
        while len(out) < k and r >= 2:
            if r not in exclude:
                out.extend([r] * min(self.acnt[r], k - len(out)))
            r -= 1
        return tuple(out)

    def flush_ranks(self, s: str, may_duplicate: bool) -> list[int] | None:
        ranks = self.suit_ranks[s]
        free = self.w + self.b
        if len(ranks) + free < 5:
            return None
        if may_duplicate:
            fill = [14] * min(free, 5)
        else:
            # A wild may not copy a card held: it becomes the best cards of the suit the player lacks.
            mask = self.suit_mask[s]
            fill = [r for r in range(14, 1, -1) if not mask >> r & 1][:min(free, 5)]
        return sorted(ranks + fill, reverse=True)[:5]


def _search_high(pool: _Pool, wheel: bool, may_duplicate: bool) -> tuple[tuple[int, ...], tuple[Any, ...]]:
    """The best high score and a plan to build it; categories from the top, ranks from the top."""
    acnt, w = pool.acnt, pool.w
    free = pool.w + pool.b
    for r in range(14, 1, -1):
        if acnt[r] + w >= 5:
            return (FIVE_KIND, r), ("five", r)
    suit_ok = [s for s in SUITS if pool.suit_mask[s].bit_count() + free >= 5]
    if suit_ok:
        for top in _tops(wheel):
            m = _WINDOW_MASK[top]
            for s in suit_ok:
                if (m & ~pool.suit_mask[s]).bit_count() <= free:
                    return (STRAIGHT_FLUSH, top), ("sf", top, s)
    for r in range(14, 1, -1):
        if acnt[r] + w >= 4:
            spare = w - max(0, 4 - acnt[r])
            return (QUADS, r, *pool.kickers((r,), spare, 1)), ("groups", ((r, 4),))
    for t in range(14, 1, -1):
        need_t = max(0, 3 - acnt[t])
        if need_t > w:
            continue
        for p in range(14, 1, -1):
            if p != t and need_t + max(0, 2 - acnt[p]) <= w:
                return (FULL_HOUSE, t, p), ("groups", ((t, 3), (p, 2)))
    best_flush, best_suit = None, None
    for s in SUITS:
        ranks = pool.flush_ranks(s, may_duplicate)
        if ranks is not None and (best_flush is None or ranks > best_flush):
            best_flush, best_suit = ranks, s
    if best_flush is not None:
        return (FLUSH, *best_flush), ("flush", best_suit)
    for top in _tops(wheel):
        if (_WINDOW_MASK[top] & ~pool.rank_mask).bit_count() <= free:
            return (STRAIGHT, top), ("straight", top)
    for r in range(14, 1, -1):
        if acnt[r] + w >= 3:
            spare = w - max(0, 3 - acnt[r])
            return (TRIPS, r, *pool.kickers((r,), spare, 2)), ("groups", ((r, 3),))
    for hi in range(14, 2, -1):
        need_hi = max(0, 2 - acnt[hi])
        if need_hi > w:
            continue
        for lo in range(hi - 1, 1, -1):
            need = need_hi + max(0, 2 - acnt[lo])
            if need <= w:
                return (TWO_PAIR, hi, lo, *pool.kickers((hi, lo), w - need, 1)), ("groups", ((hi, 2), (lo, 2)))
    for r in range(14, 1, -1):
        if acnt[r] + w >= 2:
            spare = w - max(0, 2 - acnt[r])
            return (PAIR, r, *pool.kickers((r,), spare, 3)), ("groups", ((r, 2),))
    return (HIGH, *pool.kickers((), w, 5)), ("groups", ())


class _Builder:
    """Hands out the physical sources for a plan: naturals first, then bugs (as aces), then wild cards."""

    def __init__(self, pool: _Pool):
        self.pool = pool
        self.by_rank: dict[int, list[Card]] = {}
        for c in sorted(pool.naturals, key=lambda c: SUITS.index(c.suit)):
            self.by_rank.setdefault(c.rank, []).append(c)
        self.bugs = pool.b
        self.wilds = pool.w

    def take(self, rank: int, n: int) -> list[tuple[str, Card]]:
        out: list[tuple[str, Card | None]] = []
        naturals = self.by_rank.get(rank, [])
        while naturals and len(out) < n:
            out.append((NATURAL, naturals.pop(0)))
        while rank == 14 and self.bugs and len(out) < n:
            self.bugs -= 1
            out.append((BUG, None))
        while self.wilds and len(out) < n:
            self.wilds -= 1
            out.append((WILD, None))
        return [(src, card if card is not None else Card(rank, "")) for src, card in out]

    def kickers(self, exclude: tuple[int, ...], k: int) -> list[tuple[str, Card]]:
        cands: list[tuple[int, int, str, Card | None]] = []
        for rank, cards in self.by_rank.items():
            if rank not in exclude:
                cands.extend((rank, 0, NATURAL, c) for c in cards)
        if 14 not in exclude:
            cands.extend((14, 1, BUG, None) for _ in range(self.bugs))
        cands.extend((14, 2, WILD, None) for _ in range(self.wilds))
        cands.sort(key=lambda x: (-x[0], x[1]))
        out: list[tuple[str, Card]] = []
        for rank, _, src, card in cands[:k]:
            out.append((src, card if card is not None else Card(rank, "")))
        return out

    def filler(self) -> str:
        """A free card for a straight or flush: the bug first, since that is all it can do there."""
        if self.bugs:
            self.bugs -= 1
            return BUG
        self.wilds -= 1
        return WILD


def _assign_suits(slots: list[tuple[str, Card]], held: frozenset[Card], may_duplicate: bool,
                  five_kind: bool) -> tuple[tuple[str, Card], ...]:
    """Give every wild or bug whose suit does not matter a suit: one not held and not in the five if
    possible, and never one that would make the five look like a flush they are not."""
    out = list(slots)
    for i, (src, card) in enumerate(out):
        if card.suit:
            continue
        in_five = {c for _, c in out if c.suit}
        options = [Card(card.rank, s) for s in SUITS]
        fresh = [c for c in options if c not in held and c not in in_five]
        unheld = [c for c in options if c not in held]
        unseen = [c for c in options if c not in in_five]
        if fresh:
            pick = fresh[0]
        elif not may_duplicate and not five_kind and unheld:
            pick = unheld[0]
        else:
            pick = (unseen or options)[0]
        out[i] = (src, pick)
    suits = {c.suit for _, c in out}
    if len(suits) == 1 and not five_kind:
        lone = next(iter(suits))
        for i, (src, card) in enumerate(out):
            if src != NATURAL:
                alt = next((Card(card.rank, s) for s in SUITS
                            if s != lone and (may_duplicate or Card(card.rank, s) not in held)), None)
                if alt is not None:
                    out[i] = (src, alt)
                    break
    return tuple(out)


def _build_high(pool: _Pool, score: tuple[int, ...], plan: tuple[Any, ...], may_duplicate: bool) -> Made:
    b = _Builder(pool)
    kind = plan[0]
    slots: list[tuple[str, Card]] = []
    if kind == "five":
        slots = b.take(plan[1], 5)
        return Made(score, _assign_suits(slots, pool.held, may_duplicate, True))
    if kind == "sf":
        _, top, s = plan
        for r in _window(top):
            card = Card(r, s)
            if card in pool.held:
                slots.append((NATURAL, card))
            else:
                slots.append((b.filler(), card))
        return Made(score, tuple(slots))
    if kind == "flush":
        s = plan[1]
        target = list(score[1:])
        naturals = sorted((c for c in pool.naturals if c.suit == s), key=lambda c: -c.rank)
        for r in target:
            nat = next((c for c in naturals if c.rank == r), None)
            if nat is not None:
                naturals.remove(nat)
                slots.append((NATURAL, nat))
            else:
                slots.append((b.filler(), Card(r, s)))
        return Made(score, tuple(slots))
    if kind == "straight":
        for r in _window(plan[1]):
            if pool.cnt[r]:
                slots.append((NATURAL, b.by_rank[r][0]))
            else:
                slots.append((b.filler(), Card(r, "")))
        return Made(score, _assign_suits(slots, pool.held, may_duplicate, False))
    groups = plan[1]
    for rank, n in groups:
        slots.extend(b.take(rank, n))
    slots.extend(b.kickers(tuple(r for r, _ in groups), 5 - len(slots)))
    return Made(score, _assign_suits(slots, pool.held, may_duplicate, False))


def wild_high_score(naturals: Collection[Card], n_wild: int, n_bug: int = 0, wheel: bool = False,
                    may_duplicate: bool = True) -> tuple[int, ...]:
    """The best high score from the natural cards plus ``n_wild`` wild cards and ``n_bug`` bugs."""
    _need_five(naturals, n_wild, n_bug)
    return _search_high(_Pool(naturals, n_wild, n_bug), wheel, may_duplicate)[0]


def wild_high(naturals: Collection[Card], n_wild: int, n_bug: int = 0, wheel: bool = False,
              may_duplicate: bool = True) -> Made:
    """The best high hand, with what every wild card and bug in it became."""
    _need_five(naturals, n_wild, n_bug)
    pool = _Pool(naturals, n_wild, n_bug)
    score, plan = _search_high(pool, wheel, may_duplicate)
    return _build_high(pool, score, plan, may_duplicate)


# --- low ---------------------------------------------------------------------------------------------

@cache
def _low_order(wheel: bool) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every five distinct ranks that are not a straight, best low first (7-5-4-3-2, 7-6-4-3-2, ...)."""
    straights = {_WINDOW_MASK[t] for t in _tops(wheel)}
    out = []
    for combo in combinations(range(14, 1, -1), 5):
        mask = sum(1 << r for r in combo)
        if mask not in straights:
            out.append((mask, combo))
    out.sort(key=lambda mc: mc[1])
    return tuple(out)


def _negate(score: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(-x for x in score)


def _low_suit(rank: int, others: list[Card], held: frozenset[Card], may_duplicate: bool) -> Card:
    """A suit for a wild or bug on the low side: never the suit that would make the five a flush."""
    lone = {c.suit for c in others}
    avoid = next(iter(lone)) if len(lone) == 1 and len(others) == 4 else None
    for s in SUITS:
        card = Card(rank, s)
        if s != avoid and card not in held and card not in others:
            return card
    for s in SUITS:
        card = Card(rank, s)
        if s != avoid and (may_duplicate or card not in held):
            return card
    return Card(rank, next(s for s in SUITS if s != avoid))


def _pick_distinct(pool: _Pool, ranks: tuple[int, ...], w: int, b: int,
                   may_duplicate: bool) -> list[tuple[str, Card | None]] | None:
    """Cards for five distinct ranks that are not all one suit, or None if the cards cannot do it."""
    by_rank: dict[int, list[Card]] = {}
    for c in pool.naturals:
        by_rank.setdefault(c.rank, []).append(c)
    picks: list[tuple[str, Card | None]] = []
    wilds, bugs = w, b
    for r in ranks:
        cards = by_rank.get(r)
        if cards:
            picks.append((NATURAL, sorted(cards, key=lambda c: SUITS.index(c.suit))[0]))
        elif r == 14 and bugs:
            bugs -= 1
            picks.append((BUG, None))
        elif wilds:
            wilds -= 1
            picks.append((WILD, None))
        else:
            return None
    naturals = [c for src, c in picks if src == NATURAL and c is not None]
    if len(naturals) == 5 and len({c.suit for c in naturals}) == 1:
        # Every card natural and one suit: swap in another natural of the same rank, else a bug for the
        # ace, else a wild card of the same rank in another suit.
        lone = naturals[0].suit
        for i, c in enumerate(naturals):      # the five picks, each natural
            alt = next((x for x in by_rank[c.rank] if x.suit != lone), None)
            if alt is not None:
                picks[i] = (NATURAL, alt)
                return picks
        if bugs and 14 in ranks:
            picks[ranks.index(14)] = (BUG, None)
            return picks
        if wilds:
            picks[-1] = (WILD, None)
            return picks
        return None
    return picks


def _finish_low(picks: list[tuple[str, Card | None, int]], pool: _Pool, may_duplicate: bool) -> tuple[tuple[str, Card], ...]:
    """Suits for the wild cards and bugs of a low hand; picks are (source, natural card or None, rank)."""
    out: list[tuple[str, Card]] = []
    fixed = [c for src, c, _ in picks if src == NATURAL and c is not None]
    for src, card, rank in picks:
        if src == NATURAL and card is not None:     # a natural pick always holds its card
            out.append((src, card))
        else:
            out.append((src, _low_suit(rank, fixed, pool.held, may_duplicate)))
            fixed.append(out[-1][1])
    return tuple(out)


def _significance(slots: tuple[tuple[str, Card], ...], score: tuple[int, ...]) -> tuple[tuple[str, Card], ...]:
    """Five slots in the order a person reads the hand: biggest group first, then by rank (wheel: ace last)."""
    counts: dict[int, int] = {}
    for _, c in slots:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    wheel = abs(score[0]) in (STRAIGHT, STRAIGHT_FLUSH) and abs(score[1]) == 5

    def key(sc: tuple[str, Card]) -> tuple[int, int, int]:
        r = sc[1].rank
        return (-counts[r], -(1 if wheel and r == 14 else r), SUITS.index(sc[1].suit))
    return tuple(sorted(slots, key=key))


def wild_low(naturals: Collection[Card], n_wild: int, n_bug: int = 0, wheel: bool = False,
             may_duplicate: bool = True) -> Made:
    """The best low hand: deuce-to-seven (``wheel=False``), or the weakest poker hand (``wheel=True``).

    The score is the negation of the five cards' high score, so larger is better. A wild card becomes the
    lowest rank the hand lacks, in a suit that keeps the five from being a flush; a bug is an ace.
    """
    _need_five(naturals, n_wild, n_bug)
    pool = _Pool(naturals, n_wild, n_bug)
    avail = pool.rank_mask | ((1 << 14) if n_bug else 0)
    distinct = avail.bit_count()
    if distinct + n_wild >= 5:
        for mask, ranks in _low_order(wheel):
            if (mask & ~avail).bit_count() > n_wild:
                continue
            picks = _pick_distinct(pool, ranks, n_wild, n_bug, may_duplicate)
            if picks is None:
                continue
            slots = _finish_low([(src, c, r) for (src, c), r in zip(picks, ranks)], pool, may_duplicate)
            return Made(_negate((HIGH, *ranks)), slots)
    return _low_fallback(pool, n_wild, n_bug, wheel, may_duplicate)


def _low_fallback(pool: _Pool, w: int, b: int, wheel: bool, may_duplicate: bool) -> Made:
    """No five distinct ranks make a low: try every choice of the cards that must repeat.

    Reached only when the hand has too few ranks (then every wild card is a rank the player lacks, the
    lowest ones, since more different ranks always make a lower hand), or when every five different ranks
    the cards allow are a straight or a flush.
    """
    items: list[tuple[str, Card]] = [(NATURAL, c) for c in pool.naturals] + [(BUG, Card(14, ""))] * b
    k = min(w, 5)
    pool_ranks = {c.rank for _, c in items}
    fresh = [r for r in range(2, 15) if r not in pool_ranks][:k]
    best: tuple[tuple[int, ...], tuple[tuple[str, Card], ...]] | None = None
    seen: set[tuple[tuple[str, int, str], ...]] = set()
    for chosen in combinations(items, 5 - k):
        key = tuple(sorted((src, c.rank, c.suit) for src, c in chosen))
        if key in seen:
            continue
        seen.add(key)
        ranks = [c.rank for _, c in chosen] + fresh
        naturals = [c for src, c in chosen if src == NATURAL]
        flush = len(naturals) == 5 and len({c.suit for c in naturals}) == 1
        score = _negate(score_five(ranks, flush, wheel))
        if best is None or score > best[0]:
            best = (score, chosen)
    assert best is not None
    score, chosen = best
    picks = [(src, c if src == NATURAL else None, c.rank) for src, c in chosen]
    picks += [(WILD, None, r) for r in fresh]
    return Made(score, _significance(_finish_low(picks, pool, may_duplicate), score))


def wild_low_score(naturals: Collection[Card], n_wild: int, n_bug: int = 0, wheel: bool = False,
                   may_duplicate: bool = True) -> tuple[int, ...]:
    """The best deuce-to-seven low score (``wheel=True``: the weakest poker hand) with wild cards."""
    return wild_low(naturals, n_wild, n_bug, wheel, may_duplicate).score
