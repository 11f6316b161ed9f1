"""The --wild option of `refcli eval` and `refcli stats`: ranks (8 | 3,9) and single cards (Js,Jh)."""

from __future__ import annotations

from ..kernel.cards import Card, parse_card
from ..kernel.errors import ParseError
from ..kernel.safetext import shown

_RANKS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "T": 10,
          "J": 11, "Q": 12, "K": 13, "A": 14}


def parse_wild_option(text: str) -> tuple[frozenset[int], frozenset[Card]]:
    ranks: set[int] = set()
    cards: set[Card] = set()
    for token in text.replace(" ", ",").split(","):
        if not token:
            continue
        rank = _RANKS.get(token.upper())  # a bare rank; '8s' is the eight of spades, a single card
        if rank is not None:
            ranks.add(rank)
            continue
        try:
            cards.add(parse_card(token))
        except ParseError:
            raise ParseError(f"--wild: '{shown(token)}' is not a rank (2-10, J, Q, K, A) or a card (Js)") from None
    if not ranks and not cards:
        raise ParseError("--wild needs at least one rank or card, like 8 or 3,9 or Js,Jh")
    return frozenset(ranks), frozenset(cards)
