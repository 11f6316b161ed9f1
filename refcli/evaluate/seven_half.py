"""7½'s count: the 41-card deck (no 8s, 9s or 10s but the 8♥), what each card is worth, and the totals that
end a duel at once (over 7½, the 8♥, five cards without going over). Pure functions of card codes."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

DECK_SIZE = 41
TARGET = Fraction(15, 2)
EIGHT_OF_HEARTS = "8h"
FIVE = 5                      # cards that win at once without going over


def in_deck(code: str) -> bool:
    """A–7 and J Q K of each suit, and the 8♥ (cards are parsed codes: 'Ac', '7d', 'Th', '8h')."""
    if code == EIGHT_OF_HEARTS:
        return True
    return len(code) == 2 and code[0] in "A234567JQK" and code[1] in "shdc"


def value(code: str) -> Fraction:
    """Aces 1, 2 to 7 their face, courts ½; the 8♥ counts 8, so a hand holding it is always over 7½."""
    rank = code[0]
    if rank == "A":
        return Fraction(1)
    if rank in "JQK":
        return Fraction(1, 2)
    return Fraction(int(rank))


def total(codes: Sequence[str]) -> Fraction:
    return sum((value(c) for c in codes), Fraction(0))


def over(codes: Sequence[str]) -> bool:
    return total(codes) > TARGET


def surely_over(codes: Sequence[str], face_down: int) -> bool:
    """Over 7½ whatever ``face_down`` more cards nobody has named are: each is worth at least ½."""
    return total(codes) + Fraction(face_down, 2) > TARGET


def five_cards(codes: Sequence[str]) -> bool:
    """Five cards without going over: a win at once."""
    return len(codes) >= FIVE and not over(codes)
