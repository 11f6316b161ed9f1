"""The cards put aside for an auction (Ebay): each card's face, the card once typed, and who won it. The step that
puts them aside (refcli/table/steps/aside.py), the auction that sells them (refcli/table/steps/auction.py) and the
wild rule that makes a won card play as itself (refcli/table/wilds/not_bought.py) read them here, below them all,
and none names the part."""

from __future__ import annotations

from ..kernel.cards import parse_card
from ..kernel.records import dataclass, field
from ..kernel.words import ordinal
from .state import PARTS, Part

PART = "aside"
FACES = ("up", "down")
DISCARDED = "discarded"      # the holder of a card nobody bid for


def _label(code: str) -> str:
    """A card's label (as refcli/table/dealing.py gives it: this module is loaded with the wild rules, which
    dealing's module loads)."""
    return "/".join(parse_card(half).label for half in code.split("/"))


@PARTS.register(PART)
@dataclass
class Aside(Part):
    faces: list[str] = field(default_factory=list)    # the face of each card put aside so far, in order
    cards: list[str] = field(default_factory=list)    # each card as typed ("" while unknown)
    holder: list[str] = field(default_factory=list)   # who won each ("" on sale or to come; DISCARDED)

    # Cards on the table that are nobody's: counted as dealt, so nobody can be dealt or show them.
    table_holder = "the cards put aside for the auction"

    def table_cards(self) -> tuple[str, ...]:
        return tuple(c for c, h in zip(self.cards, self.holder) if c and h in ("", DISCARDED))

    def name(self, i: int) -> str:
        """A card on sale as the table sees it: its face for a face-up card, 'the face-down card' otherwise."""
        if self.faces[i] == "down":
            return "the face-down card"
        return _label(self.cards[i]) if self.cards[i] else f"the {ordinal(i + 1)} card put aside"

    def notice_cards(self, hand, player: str) -> str:
        """`down PLAYER CARD` typed for the face-down card he won unseen: once every card dealt him face down is
        typed, a card beyond them is the one he won."""
        for i, (card, holder, face) in enumerate(zip(self.cards, self.holder, self.faces)):
            if not card and holder == player and face == "down":
                dealt = sum(street.count("down") for street in hand.game.deal[: hand.street + 1])
                if len(hand.down.get(player, [])) > dealt:
                    self.cards[i] = hand.down[player][-1]
                    return f"the face-down card {player} won at the auction: {_label(self.cards[i])}"
        return ""

    def to_json(self) -> dict:
        return {"faces": self.faces, "cards": self.cards, "holder": self.holder}

    @classmethod
    def from_json(cls, d: dict) -> "Aside":
        return cls(**d)


def aside_part(hand) -> Aside:
    """The cards put aside this hand, made empty on first use."""
    return hand.part(PART)


def cards_aside(hand) -> Aside | None:
    """The cards put aside this hand (None: none was)."""
    return hand.parts.get(PART)


def won_cards(hand) -> set[str]:
    """The cards won at the auction (those refcli knows)."""
    aside = cards_aside(hand)
    if aside is None:
        return set()
    return {card for card, holder in zip(aside.cards, aside.holder) if card and holder not in ("", DISCARDED)}
