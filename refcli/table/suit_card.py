"""The card turned face up in the middle that doubles a suit (2s to 25), and the tie cards turned after it. The
step that turns it (refcli/table/steps/upcard.py) and the ruling that counts with it and asks for tie cards
(refcli/table/steps/tiecards.py) read it here, below both, and neither names the part."""

from __future__ import annotations

from ..kernel.cards import SUIT_NAMES, parse_card
from ..kernel.errors import IllegalAction
from ..kernel.records import dataclass, field
from .state import PARTS, Part

PART = "upcard"


@PARTS.register(PART)
@dataclass
class FaceUp(Part):
    card: str = ""
    tiecards: list[str] = field(default_factory=list)
    waiting: bool = False        # the ruling waits for a tie card

    table_holder = "the middle of the table"

    def table_cards(self) -> tuple[str, ...]:
        return ((self.card,) if self.card else ()) + tuple(self.tiecards)

    def seen(self) -> str:
        """What `status` and the shell show of it: the face-up card and any tie cards."""
        if not self.card:
            return ""
        card = parse_card(self.card)
        tie = f" · tie cards: {' '.join(parse_card(c).label for c in self.tiecards)}" if self.tiecards else ""
        return f"face-up: {card.label} ({SUIT_NAMES[card.suit]} double){tie}"

    def to_json(self) -> dict:
        return {"card": self.card, "tiecards": self.tiecards, "waiting": self.waiting}

    @classmethod
    def from_json(cls, d: dict) -> "FaceUp":
        return cls(**d)


def one_card(action, verb: str) -> str:
    if len(action.cards) != 1:
        raise IllegalAction(f"usage: {verb} CARD")
    return action.cards[0]


def face_up(hand) -> FaceUp:
    """The face-up card and the tie cards, made empty on first use."""
    return hand.part(PART)
