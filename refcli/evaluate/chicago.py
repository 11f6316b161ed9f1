"""Low Chicago: the lowest spade in the hole (face down) takes that share of the pot.

Values compare as tuples, larger better:

* two spades of ``pair_max`` or lower in the hole beat any single spade: ``(1, -higher, -lower)`` using
  the player's two lowest spades. Between two such players the lower of their higher spades wins; if
  those are equal (only possible with two decks), the lower of their lower spades wins, then it is a tie.
* otherwise the lowest single spade: ``(0, -rank)``. Aces are high, so the 2♠ is the lowest spade.
* no spade in the hole: None (that player has no claim).

Only the physical spades count: a wild card or a joker in the hole is not a spade here.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..kernel.cards import Card


def _spades(hole_cards: Iterable[Card]) -> list[Card]:
    return sorted((c for c in hole_cards if c.suit == "s"), key=lambda c: c.rank)


def chicago_value(hole_cards: Iterable[Card], pair_max: int = 7) -> tuple[int, ...] | None:
    spades = _spades(hole_cards)
    if not spades:
        return None
    if len(spades) >= 2 and spades[1].rank <= pair_max:
        return (1, -spades[1].rank, -spades[0].rank)
    return (0, -spades[0].rank)


def chicago_cards(hole_cards: Iterable[Card], pair_max: int = 7) -> tuple[Card, ...]:
    """The spades that make the claim: the two low spades, or the single lowest spade, or none."""
    spades = _spades(hole_cards)
    if len(spades) >= 2 and spades[1].rank <= pair_max:
        return (spades[0], spades[1])
    return tuple(spades[:1])


def describe_chicago(hole_cards: Iterable[Card], pair_max: int = 7) -> str:
    """'3♠ in the hole', 'two low spades 2♠ 6♠ in the hole', 'no spade in the hole'."""
    cards = chicago_cards(tuple(hole_cards), pair_max)
    if not cards:
        return "no spade in the hole"
    if len(cards) == 2:
        return f"two low spades {cards[0].label} {cards[1].label} in the hole"
    return f"{cards[0].label} in the hole"
