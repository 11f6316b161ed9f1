"""The street on which each player folded, kept where the order of the up cards sets the wild cards (a wild rule
that reads the up cards: Follow the Joker and its variants, Follow the Queen).

A folded player's up cards still took their place in the dealing order: a queen of his passed the wild on, and
his card after someone's queen named the wild rank. The street he folded on says how many up cards he was dealt,
so the host may type them after the fold (`up Cal 9h`), and the ruling knows which of them nobody typed."""

from __future__ import annotations

from ..kernel.records import dataclass, field
from .state import PARTS, Part

PART = "folded"


@PARTS.register(PART)
@dataclass
class Folded(Part):
    """For each player who folded: the street being dealt then (Hand.street: 0 for the first deal), and how many up
    cards of the hand were typed by then (his typed later are placed by his seat, not by when they were typed)."""

    street: dict[str, int] = field(default_factory=dict)
    typed: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"street": self.street, "typed": self.typed}

    @classmethod
    def from_json(cls, d: dict) -> "Folded":
        return cls(dict(d["street"]), dict(d["typed"]))


def note_fold(hand, player: str) -> None:
    """Keep the street of a fold where the order of the up cards sets the wild cards (called as he leaves)."""
    from ..kernel.mechanics import WILD_RULES
    if WILD_RULES.get(hand.game.wild_rule).reads_up:
        part = hand.part(PART)
        part.street[player] = hand.street
        part.typed[player] = len(hand.up_order)


def up_dealt_to_folded(hand, player: str) -> int | None:
    """How many up cards a folded player was dealt (the game's own deal up to his fold), or None where no fold
    of his is kept (he is still in, or the game's wild cards do not follow the up cards)."""
    part = hand.parts.get(PART)
    if part is None or player not in part.street:
        return None
    return sum(street.count("up") for street in hand.game.deal[: part.street[player] + 1])
