"""Dots: the most dots on the face-down cards takes that share; ties go to the most dots face up.

A card's dots are the symbols down its vertical centre line, from the house table (the club's:
2(2) 3(3) 4(0) 5(1) 6(0) 7(1) 8(2) 9(1) 10(2), courts 0, ace 1). A joker has no dots, and a rank the
table leaves out counts 0. The value ``(down, up)`` compares as a tuple: larger is better.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..kernel.cards import Card


def card_dots(card: Card, table: dict[int, int]) -> int:
    return 0 if card.is_joker else table.get(card.rank, 0)


def dots_value(down_cards: Iterable[Card], up_cards: Iterable[Card], table: dict[int, int]) -> tuple[int, int]:
    return (sum(card_dots(c, table) for c in down_cards), sum(card_dots(c, table) for c in up_cards))


def describe_dots(down_cards: Iterable[Card], up_cards: Iterable[Card], table: dict[int, int]) -> str:
    """'7 dots down (2 up)'."""
    down, up = dots_value(down_cards, up_cards, table)
    return f"{down} dot{'s' if down != 1 else ''} down ({up} up)"
