"""How often each high category comes up: every hand of a deck counted exactly, without dealing them all.

A hand is counted by what decides its category: how many wild cards and bugs it holds, the rank multiset
of its natural cards, and whether some suit holds enough naturals to make a flush or a straight flush.
For each (wild, bug) split and each rank multiset the number of hands is a product of binomials; the
ways the naturals' suits can fall are counted per suit (only one suit can reach a flush when the
naturals are few next to the flush they need) or, for the few tiny cases where two suits could, by
walking every suit assignment. Five-card counts of any deck and wild setting take well under a second;
seven-card counts (133,784,560 hands of a plain deck) take a few seconds more.

Category rules (the club's, matching evaluate.wild): a wild card is any card, even a fifth of a rank;
a bug is an ace, or any card that completes a straight, a flush or a straight flush (four aces and the
bug are five aces). Whether a wild may copy a card already held changes ranks inside a category, never
the category, so it plays no part here.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import comb
from typing import Any, Iterable, Iterator

from ..kernel.cards import JOKER, SUITS, Card, standard_deck
from ..kernel.errors import RefereeError
from .types import (CATEGORIES, FIVE_KIND, FLUSH, FULL_HOUSE, HIGH_CARD, ONE_PAIR, QUADS, STRAIGHT,
                    STRAIGHT_FLUSH, TRIPS, TWO_PAIR, NO_WILDS, Wilds)

_RANKS = tuple(range(2, 15))


def build_deck(jokers: int = 0, decks: int = 1) -> tuple[Card, ...]:
    """``decks`` standard 52-card decks shuffled together, plus ``jokers`` jokers."""
    if decks < 1 or jokers < 0:
        raise RefereeError("a deck needs at least one pack of 52 cards and no fewer than 0 jokers")
    return standard_deck() * decks + (JOKER,) * jokers


@cache
def _windows(wheel: bool) -> tuple[int, ...]:
    """Rank bitmasks (bit r for rank r) of every straight."""
    wins = [sum(1 << r for r in range(top - 4, top + 1)) for top in range(14, 5, -1)]
    if wheel:
        wins.append((1 << 14) | 0b111100)
    return tuple(wins)


def _plain_category(counts: Iterable[int], w: int, b: int, wheel: bool) -> int:
    """The best category that needs no suits, from natural rank counts (index = rank), wild cards and bugs."""
    counts = list(counts)
    mask = 0
    for r in _RANKS:
        if counts[r]:
            mask |= 1 << r
    counts[14] += b  # outside straights and flushes a bug is an ace
    e1, e2 = sorted(counts[2:], reverse=True)[:2]
    if e1 + w >= 5:
        return FIVE_KIND
    if e1 + w >= 4:
        return QUADS
    if max(0, 3 - e1) + max(0, 2 - e2) <= w:
        return FULL_HOUSE
    need = 5 - w - b
    if any((mask & win).bit_count() >= need for win in _windows(wheel)):
        return STRAIGHT
    if e1 + w >= 3:
        return TRIPS
    if max(0, 2 - e1) + max(0, 2 - e2) <= w:
        return TWO_PAIR
    if e1 + w >= 2:
        return ONE_PAIR
    return HIGH_CARD


def _suit_category(suited: int, suit_mask: int, need: int, wheel: bool) -> int | None:
    """STRAIGHT_FLUSH, FLUSH or None for one suit: ``suited`` naturals of it over ranks ``suit_mask``."""
    if suited < need:
        return None
    if any((suit_mask & win).bit_count() >= need for win in _windows(wheel)):
        return STRAIGHT_FLUSH
    return FLUSH


def hand_category(naturals: Iterable[Card], w: int, b: int, wheel: bool = False) -> int:
    """The high category of the best five from natural cards plus ``w`` wild cards and ``b`` bugs."""
    counts = [0] * 15
    per_suit: dict[str, list[int]] = {}
    for card in naturals:
        counts[card.rank] += 1
        per_suit.setdefault(card.suit, []).append(card.rank)
    if sum(counts) + w + b < 5:
        raise RefereeError("need at least five cards to make a poker hand")
    best = _plain_category(counts, w, b, wheel)
    for ranks in per_suit.values():
        mask = 0
        for r in ranks:
            mask |= 1 << r
        made = _suit_category(len(ranks), mask, 5 - w - b, wheel)
        if made is not None:
            best = max(best, made)
    return best


class _Deck:
    """A deck sorted for counting: naturals per rank and per (rank, suit), wild cards, bugs."""

    def __init__(self, deck: tuple[Card, ...], wilds: Wilds):
        self.n_wild = self.n_bug = 0
        self.copies = {r: [0, 0, 0, 0] for r in _RANKS}
        for card in deck:
            if wilds.is_wild(card):
                self.n_wild += 1
            elif wilds.is_bug(card):
                self.n_bug += 1
            elif card.is_joker:
                raise RefereeError("the deck holds a joker but the game makes it neither wild nor a bug")
            else:
                self.copies[card.rank][SUITS.index(card.suit)] += 1
        self.avail = {r: sum(cp) for r, cp in self.copies.items()}
        self.size = len(deck)


def _multisets(avail: dict[int, int], size: int) -> Iterator[tuple[tuple[int, int], ...]]:
    """Every rank multiset of ``size`` naturals the deck can supply, as ((rank, count), ...)."""
    ranks = [r for r in _RANKS if avail[r]]
    room = [0] * (len(ranks) + 1)
    for i in range(len(ranks) - 1, -1, -1):
        room[i] = room[i + 1] + avail[ranks[i]]
    chosen: list[tuple[int, int]] = []

    def walk(i: int, left: int) -> Iterator[tuple[tuple[int, int], ...]]:
        if left == 0:
            yield tuple(chosen)
            return
        if room[i] < left:
            return
        rank = ranks[i]
        for n in range(min(avail[rank], left), -1, -1):
            if n:
                chosen.append((rank, n))
            yield from walk(i + 1, left - n)
            if n:
                chosen.pop()

    return walk(0, size)


def _one_suit_ways(items: tuple[tuple[int, int, int, int], ...], need: int, wheel: bool) -> tuple[int, int]:
    """Ways one suit reaches a straight flush / a flush (and no straight flush).

    items: (rank, count in the multiset, copies of this rank in this suit, copies of the rank in all).
    The naturals of the multiset are drawn so that the suit gets j of a rank's cards in C(cp, j) ways and
    the other suits the rest in C(all - cp, count - j) ways.
    """
    room = [0] * (len(items) + 1)
    for i in range(len(items) - 1, -1, -1):
        room[i] = room[i + 1] + min(items[i][1], items[i][2])
    tally = [0, 0]

    def walk(i: int, suited: int, mask: int, weight: int) -> None:
        if suited + room[i] < need:
            return
        if i == len(items):
            made = _suit_category(suited, mask, need, wheel)
            tally[0 if made == STRAIGHT_FLUSH else 1] += weight
            return
        rank, count, cp, total = items[i]
        for j in range(min(count, cp) + 1):
            ways = comb(cp, j) * comb(total - cp, count - j)
            if ways:
                walk(i + 1, suited + j, mask | (1 << rank) if j else mask, weight * ways)

    walk(0, 0, 0, 1)
    return tally[0], tally[1]


def _suit_splits(count: int, copies: list[int]) -> list[tuple[tuple[int, ...], int]]:
    """Every way ``count`` cards of one rank fall into the four suits, with how many card choices give it."""
    splits = []
    for js in product(*(range(min(count, cp) + 1) for cp in copies)):
        if sum(js) == count:
            ways = 1
            for j, cp in zip(js, copies):
                ways *= comb(cp, j)
            splits.append((js, ways))
    return splits


def _every_assignment_ways(multiset: Iterable[tuple[int, int]], deck: _Deck, need: int, wheel: bool) -> tuple[int, int]:
    """Straight-flush and flush-only ways found by walking every suit assignment (two suits may flush)."""
    tally = [0, 0]
    options = [(rank, _suit_splits(count, deck.copies[rank])) for rank, count in multiset]

    def walk(i: int, suited: tuple[int, ...], masks: tuple[int, ...], weight: int) -> None:
        if i == len(options):
            made = [_suit_category(suited[s], masks[s], need, wheel) for s in range(4)]
            if STRAIGHT_FLUSH in made:
                tally[0] += weight
            elif FLUSH in made:
                tally[1] += weight
            return
        rank, splits = options[i]
        bit = 1 << rank
        for js, ways in splits:
            walk(i + 1, tuple(n + j for n, j in zip(suited, js)),
                 tuple(m | bit if j else m for m, j in zip(masks, js)), weight * ways)

    walk(0, (0, 0, 0, 0), (0, 0, 0, 0), 1)
    return tally[0], tally[1]


def _count(deck: _Deck, cards: int, wheel: bool) -> list[int]:
    counts = [0] * len(CATEGORIES)
    per_suit_memo: dict[tuple[tuple[tuple[int, int, int, int], ...], int], tuple[int, int]] = {}
    for w in range(min(deck.n_wild, cards) + 1):
        for b in range(min(deck.n_bug, cards - w) + 1):
            n = cards - w - b
            wild_ways = comb(deck.n_wild, w) * comb(deck.n_bug, b)
            need = 5 - w - b
            for multiset in _multisets(deck.avail, n):
                ways = 1
                rank_counts = [0] * 15
                for rank, k in multiset:
                    ways *= comb(deck.avail[rank], k)
                    rank_counts[rank] = k
                plain = _plain_category(rank_counts, w, b, wheel)
                sf = fl = 0
                if plain < FIVE_KIND and n >= need:
                    if 2 * need > n:
                        # Only one suit can hold `need` of the n naturals: add the suits up.
                        for s in range(4):
                            items = tuple((rank, k, deck.copies[rank][s], deck.avail[rank]) for rank, k in multiset)
                            key = (items, need)
                            if key not in per_suit_memo:
                                per_suit_memo[key] = _one_suit_ways(items, need, wheel)
                            got_sf, got_fl = per_suit_memo[key]
                            sf += got_sf
                            fl += got_fl
                    else:
                        sf, fl = _every_assignment_ways(multiset, deck, need, wheel)
                counts[STRAIGHT_FLUSH] += sf * wild_ways
                counts[max(plain, FLUSH)] += fl * wild_ways
                counts[plain] += (ways - sf - fl) * wild_ways
    return counts


def stats_report(deck: tuple[Card, ...] | None = None, cards: int = 5, wilds: Wilds | None = None,
                 wheel: bool = False) -> dict[str, Any]:
    """Count the best high category of every ``cards``-card hand of ``deck`` (default: 52 cards).

    Returns {"total": N, "categories": {name: count}} with all ten categories, best first.
    Duplicate cards (two decks) and jokers count as separate physical cards.
    """
    deck = standard_deck() if deck is None else tuple(deck)
    wilds = NO_WILDS if wilds is None else wilds
    if cards < 5:
        raise RefereeError("stats count poker hands, which need at least five cards")
    if cards > len(deck):
        raise RefereeError(f"a deck of {len(deck)} cards has no {cards}-card hands")
    counts = _count(_Deck(deck, wilds), cards, wheel)
    total = comb(len(deck), cards)
    if sum(counts) != total:  # pragma: no cover - the categories split every hand exactly once
        raise AssertionError(f"category counts add to {sum(counts)}, not {total}")
    return {"total": total,
            "categories": {CATEGORIES[c]: counts[c] for c in range(len(CATEGORIES) - 1, -1, -1)}}


def format_stats(report: dict[str, Any]) -> str:
    """The report as a table for a person: each category's count, probability and odds."""
    from tabulate import tabulate

    total = report["total"]
    rows = []
    for name, count in report["categories"].items():
        if count:
            rows.append([name, f"{count:,}", f"{100 * count / total:.4f}%", f"1 in {total / count:,.1f}"])
        else:
            rows.append([name, "0", "0%", "never"])
    rows.append(["total", f"{total:,}", "100%", ""])
    return tabulate(rows, headers=["hand", "count", "probability", "odds"],
                    colalign=("left", "right", "right", "right"))
