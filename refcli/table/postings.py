"""Every posting of the hand so far: what a misdeal gives back (refcli/table/misdeal.py), what the betting round
counts as put in, and the duels a game without a pot leaves (refcli/table/duels.py). The table keeps it for every
hand (Ctx.pay notes each posting); the modules that read it ask here, never the part by its name."""

from __future__ import annotations

from ..kernel.records import dataclass, field
from .state import PARTS, Part

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from ..kernel.ledger import Posting
    from .state import Hand

PART = "paid"


@PARTS.register(PART)
@dataclass
class Paid(Part):
    """Every posting of the hand so far, [from, to, amount, reason], in order."""

    postings: list[list] = field(default_factory=list)

    def add(self, posting: Posting) -> None:
        self.postings.append(posting.to_json())

    def to_json(self) -> dict:
        return {"postings": self.postings}

    @classmethod
    def from_json(cls, d: dict) -> "Paid":
        return cls(d["postings"])


def note_posting(hand: Hand, posting: Posting) -> None:
    """Keep a posting made during the hand."""
    hand.part(PART).add(posting)


def hand_postings(hand: Hand) -> list[list] | None:
    """The hand's postings so far, [from, to, amount, reason] (None: none was ever kept for it)."""
    paid = hand.parts.get(PART)
    return None if paid is None else paid.postings
