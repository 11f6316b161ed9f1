"""Hands named the way players say them: 'full house, jacks full of fours', '7-5-4-3-2'.

Names come from the score alone (see types.py), so a hand made with wild cards reads like the natural hand
it plays as. A high score with missing kickers (fewer than five cards) names only what is there.
"""

from __future__ import annotations

from typing import Iterable

from ..kernel.cards import SUIT_NAMES, Card, rank_word
from .types import (FIVE_KIND, FLUSH, FULL_HOUSE, HIGH_CARD, ONE_PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH,
                    TRIPS, TWO_PAIR)


def _suit_of(played_cards: Iterable[Card] | None) -> str | None:
    """The one suit all played cards share, if the caller gave the cards and they do."""
    if played_cards is None:
        return None
    suits = {card.suit for card in played_cards if not card.is_joker}
    return suits.pop() if len(suits) == 1 else None


def _word(rank: int, plural: bool = False) -> str:
    """A rank's word; rank 1 is the ace of an ace-to-five low score (acefive.py), where the ace is low."""
    return rank_word(14 if rank == 1 else rank, plural)


def describe_high(score: tuple[int, ...], played_cards: Iterable[Card] | None = None) -> str:
    """'five aces', 'a royal flush', 'a straight flush, king high', 'four sevens', 'a full house, jacks full
    of fours', 'a flush, ace high', 'a straight, ten high', 'three jacks', 'two pair, kings and sevens',
    'a pair of nines', 'ace high' (with the article a player says: "Dee wins with a full house").

    With the played cards, a flush or straight flush also names its suit ('a flush in hearts, ace high').
    """
    cat, *ranks = score
    suit = _suit_of(played_cards) if cat in (FLUSH, STRAIGHT_FLUSH) else None
    in_suit = f" in {SUIT_NAMES[suit]}" if suit else ""
    if cat == FIVE_KIND:
        return f"five {_word(ranks[0], plural=True)}"
    if cat == STRAIGHT_FLUSH:
        if ranks[0] == 14:
            return f"a royal flush{in_suit}"
        return f"a straight flush{in_suit}, {_word(ranks[0])} high"
    if cat == QUADS:
        return f"four {_word(ranks[0], plural=True)}"
    if cat == FULL_HOUSE:
        return f"a full house, {_word(ranks[0], plural=True)} full of {_word(ranks[1], plural=True)}"
    if cat == FLUSH:
        if ranks[0] == ranks[1] == 14:
            # Only a wild card or a bug can double a rank in a flush: name it, or A-A-K-9-6 would read as
            # just another ace-high flush.
            return f"a double-ace flush{in_suit}"
        return f"a flush{in_suit}, {_word(ranks[0])} high"
    if cat == STRAIGHT:
        return f"a straight, {_word(ranks[0])} high"
    if cat == TRIPS:
        return f"three {_word(ranks[0], plural=True)}"
    if cat == TWO_PAIR:
        return f"two pair, {_word(ranks[0], plural=True)} and {_word(ranks[1], plural=True)}"
    if cat == ONE_PAIR:
        return f"a pair of {_word(ranks[0], plural=True)}"
    if cat == HIGH_CARD and ranks and ranks[0]:
        return f"{_word(ranks[0])} high"
    return "no cards"


_RANK_TEXT = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A"}


def _spelled(score: tuple[int, ...]) -> list[int]:
    """The ranks of the five cards behind a high score, in order of significance."""
    cat, *ranks = score
    if cat == FIVE_KIND:
        return ranks[:1] * 5
    if cat in (STRAIGHT, STRAIGHT_FLUSH):
        top = ranks[0]
        return [5, 4, 3, 2, 14] if top == 5 else list(range(top, top - 5, -1))
    if cat == QUADS:
        return [ranks[0]] * 4 + ranks[1:]
    if cat == FULL_HOUSE:
        return [ranks[0]] * 3 + [ranks[1]] * 2
    if cat == TRIPS:
        return [ranks[0]] * 3 + ranks[1:]
    if cat == TWO_PAIR:
        return [ranks[0]] * 2 + [ranks[1]] * 2 + ranks[2:]
    if cat == ONE_PAIR:
        return [ranks[0]] * 2 + ranks[1:]
    return ranks


def describe_low(score: tuple[int, ...]) -> str:
    """A deuce-to-seven or ace-to-five low (the negated high score of its five): '7-5-4-3-2' or '5-4-3-2-A'
    for an unpaired low, else the hand it is and its cards: 'a pair of fives (5-5-9-4-2)', 'straight, seven
    high (7-6-5-4-3)'."""
    high = tuple(-x for x in score)
    spelled = "-".join(_RANK_TEXT[r] for r in _spelled(high) if r)
    if high[0] == HIGH_CARD:
        return spelled or "no cards"
    return f"{describe_high(high)} ({spelled})"


# --- the five cards, each wild card beside what it became ---------------------------------------------------

_SUITS = "shdc"     # the order a free suit is picked in, so the same hand always reads the same


def _tidy_suits(best: tuple[Card, ...], played: tuple[Card, ...], wild_at: set[int]) -> list[Card]:
    """The cards the wild cards played as, with suits a reader expects where the suit does not matter.

    Outside a flush a wild card's suit changes nothing, yet the evaluator may name one already in the five
    ("two wilds both as K♠") or a stranger ("3♣ as 3♠"). A wild card that plays as its own rank keeps its own
    suit; others take a suit not yet seen at that rank. Never touched when all five share a suit."""
    out = list(played)
    if len({c.suit for c in played}) == 1:
        return out
    for i in wild_at:
        want = out[i]
        if want.is_joker:
            continue
        taken = {(c.rank, c.suit) for j, c in enumerate(out) if j != i}
        held = best[i]
        options = ([held.suit] if not held.is_joker and held.rank == want.rank else []) + list(_SUITS)
        for suit in options:
            if (want.rank, suit) not in taken:
                out[i] = Card(want.rank, suit)
                break
    if len({c.suit for c in out}) == 1:
        return list(played)
    return out


def five_text(best: Iterable[Card], played: Iterable[Card], became: Iterable[tuple[Card, Card]]) -> str:
    """Each card of the five once, a wild card shown as the card it played with the card itself beside it:
    '7♠(5♥) 5♠(3♥) 4♣ 3♠(5♣) 2♠(3♣)'. A wild card that plays as itself reads '3♣(wild)'."""
    if not became:      # no wild card in the five (most hands): each card as it is
        return " ".join(held.label for held in best)
    five, _, wild_at, shown = _wild_places(best, played, became)
    parts = []
    for i, (held, card) in enumerate(zip(five, shown)):
        if i not in wild_at:
            parts.append(held.label)
        elif card == held:
            parts.append(f"{held.label}(wild)")
        else:
            parts.append(f"{card.label}({held.label})")
    return " ".join(parts)


def wilds_became(best: Iterable[Card], played: Iterable[Card], became: Iterable[tuple[Card, Card]]) \
        -> list[tuple[Card, Card]]:
    """(wild card held, card it played as) for each wild card of the five, with the same tidy suits as
    ``five_text`` (so the full ruling and the short one name the same card)."""
    if not became:
        return []
    five, _, wild_at, shown = _wild_places(best, played, became)
    return [(five[i], shown[i]) for i in sorted(wild_at)]


def _wild_places(best: Iterable[Card], played: Iterable[Card], became: Iterable[tuple[Card, Card]]) \
        -> tuple[tuple[Card, ...], tuple[Card, ...], set[int], list[Card]]:
    """(best, played, the places in the five a wild card fills, each place's card with tidy suits)."""
    five, as_played = tuple(best), tuple(played)
    left = list(became)
    wild_at: set[int] = set()
    for i, pair in enumerate(zip(five, as_played)):
        if pair in left:
            left.remove(pair)
            wild_at.add(i)
    return five, as_played, wild_at, _tidy_suits(five, as_played, wild_at)
