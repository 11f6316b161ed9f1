"""A deck refcli counts (Pat Hand: refcli/table/steps/deck.py starts the count): the cards dealt out of it, the
rounds dealt on after the game's streets, what is left. The `deal` step takes its cards out of it, and a pat hand
takes a deal back or ends the game on it; they read it here, below them all, and none names the part."""

from __future__ import annotations

from ..kernel.records import dataclass, field
from .state import PARTS, Part

PART = "deck"


@PARTS.register(PART)
@dataclass
class Deck(Part):
    size: int = 52                      # cards in the game's deck
    spare: int = 0                      # cards in a second deck the dealer may go on with (0: none)
    used: int = 0                       # cards dealt out of them so far
    streets: list[int] = field(default_factory=list)   # cards each deal took, in order (a deal can be taken back)
    rounds: int = 0                     # `deal-on` rounds dealt: one more card face up to each player still in

    def take(self, n: int) -> None:
        self.used += n
        self.streets.append(n)

    def take_back(self, extra_round: bool) -> None:
        """The last deal did not happen after all (a pat hand was declared before it)."""
        self.used -= self.streets.pop()
        if extra_round:
            self.rounds -= 1

    def left(self) -> int:
        return self.size + self.spare - self.used

    def decks_opened(self) -> int:
        return 1 if self.used > self.size else 0

    def extra_cards(self, player: str, face: str) -> int:
        return self.rounds if face == "up" else 0

    def words_left(self) -> str:
        """What the deck keeps once the round just called is dealt ('it leaves': said before the dealer deals
        it, the count must not read as the cards there are now)."""
        if self.spare and self.used > self.size:
            return f"it leaves {self.left()} in the second deck"
        n = self.size - self.used
        more = f", then the second deck's {self.spare}" if self.spare else ""
        return f"it leaves {n} card{'s' if n != 1 else ''} in the deck{more}"

    def to_json(self) -> dict:
        return {"size": self.size, "spare": self.spare, "used": self.used, "streets": self.streets,
                "rounds": self.rounds}

    @classmethod
    def from_json(cls, d: dict) -> "Deck":
        return cls(**d)


def can_deal(hand) -> bool:
    """Whether the deck (and the second deck, where the game goes on with one) holds one more card for every
    player still in."""
    deck = hand.parts.get(PART)
    return deck is None or deck.left() >= len(hand.active)


def cards_each(hand) -> int:
    """How many cards each player still in has been dealt by now."""
    deck = hand.parts.get(PART)
    streets = hand.game.deal[: hand.street + 1]
    return sum(len(s) - s.count("board") for s in streets) + (deck.rounds if deck else 0)


def counted_deck(hand) -> Deck | None:
    """The deck refcli counts this hand (None: the game counts none)."""
    return hand.parts.get(PART)


def deck_part(hand) -> Deck:
    """The counted deck's part, made empty on first use (the `deck` step fills it)."""
    return hand.part(PART)


def cards_left_words(deck: Deck) -> tuple[str, int]:
    """('the deck has' or 'the second deck has', how many cards it has left)."""
    second = bool(deck.spare and deck.decks_opened())
    return ("the second deck has" if second else "the deck has"), (deck.left() if second else deck.size - deck.used)
