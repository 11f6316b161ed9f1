"""Cards as the dealer types them: ranks 2-14 (ace high), suits s h d c, jokers, dual-value cards.

A Card is a frozen value; two cards of one deck with the same rank and suit are the same card, so a
two-deck game tells copies apart by counting, not by identity.
"""

from __future__ import annotations

from .records import dataclass
from .errors import ParseError
from .safetext import shown

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from collections.abc import Iterable

SUITS = "shdc"  # the club's suit order, highest first: spades, hearts, diamonds, clubs
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
# Higher is better when the club breaks an odd quarter "by suit".
SUIT_RANK = {"s": 4, "h": 3, "d": 2, "c": 1}
_SUIT_INPUT = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c",
               "♤": "s", "♡": "h", "♢": "d", "♧": "c"}

JOKER_RANK = 0
RANK_CHARS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "T",
              11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_INPUT = {v: k for k, v in RANK_CHARS.items()} | {"10": 10, "1": 14}
RANK_WORDS = {2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURALS = {r: (w + "es" if w == "six" else w + "s") for r, w in RANK_WORDS.items()}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One physical card. rank 2..14 (ace high) or 0 for a joker; suit one of 'shdc', '' for a joker."""

    rank: int
    suit: str

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def code(self) -> str:
        """Two-character code used in JSON and storage: 'Ah', 'Td', 'jk'."""
        return "jk" if self.is_joker else RANK_CHARS[self.rank] + self.suit

    @property
    def label(self) -> str:
        """What a person reads: 'A♥', '10♦', 'Joker'."""
        if self.is_joker:
            return "Joker"
        rank = "10" if self.rank == 10 else RANK_CHARS[self.rank]
        return rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


JOKER = Card(JOKER_RANK, "")


@dataclass(frozen=True, slots=True)
class DualCard:
    """A dual-value card (High and Low Poker): the top value plays high, the bottom value plays low."""

    top: Card
    bottom: Card

    @property
    def code(self) -> str:
        return f"{self.top.code}/{self.bottom.code}"

    @property
    def label(self) -> str:
        return f"{self.top.label}/{self.bottom.label}"

    def flipped(self) -> "DualCard":
        return DualCard(self.bottom, self.top)

    def __str__(self) -> str:
        return self.code


_HINT = "a card is a rank 2-10, J, Q, K or A followed by a suit s, h, d or c (like Ah, 10d, Td), or jk for a joker"


def parse_card(text: str) -> Card:
    """Parse one card: 'Ah', 'ah', '10d', 'Td', '10♠', 'jk', 'joker'."""
    found = _PARSED.get(text)
    if found is not None:
        return found
    card = _parse_card(text)
    if len(_PARSED) >= 512:
        _PARSED.clear()
    _PARSED[text] = card
    return card


# Text -> card, for texts already parsed: a long night types (and replays) the same few dozen codes
# thousands of times, and a card is a frozen value that compares by rank and suit, never by identity.
_PARSED: dict[str, Card] = {}


def _parse_card(text: str) -> Card:
    raw = text.strip()
    t = raw.lower()
    if t in ("jk", "joker", "jkr", "🃏"):
        return JOKER
    if len(t) < 2:
        raise ParseError(f"'{shown(raw)}' is not a card: {_HINT}")
    rank = _RANK_INPUT.get(t[:-1].upper())
    suit = _SUIT_INPUT.get(t[-1])
    if rank is None or suit is None or t[:-1] == "1":
        raise ParseError(f"'{shown(raw)}' is not a card: {_HINT}")
    return Card(rank, suit)


def parse_dual(text: str) -> DualCard:
    """Parse a dual-value card 'Kh/4c' (top value first)."""
    top, sep, bottom = text.partition("/")
    try:
        if not sep:
            raise ParseError("no /")
        return DualCard(parse_card(top), parse_card(bottom))
    except ParseError:
        raise ParseError(f"'{shown(text.strip())}' is not a dual-value card: write top/bottom, like Kh/4c") from None


def check_copies(cards: Iterable[Card], decks: int = 1, jokers: int = 2) -> None:
    """Refuse a hand the deck cannot deal: a card more often than ``decks`` copies, or more jokers than it has."""
    from collections import Counter
    seen = Counter(cards)
    for card, n in seen.items():
        if card.is_joker:
            if n > jokers:
                raise ParseError(f"{n} jokers, but the deck holds {jokers}")
        elif n > decks:
            raise ParseError(f"{card.label} is typed twice" if decks == 1 else
                             f"{card.label} is typed {n} times, but {decks} decks hold {decks}")


def parse_cards(text: str | list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas (or an already split list)."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(parse_card(tok) for tok in tokens)


def rank_word(rank: int, plural: bool = False) -> str:
    if rank == JOKER_RANK:
        return "jokers" if plural else "joker"
    return RANK_PLURALS[rank] if plural else RANK_WORDS[rank]


def standard_deck() -> tuple[Card, ...]:
    """The 52 cards, aces first, spades first within a rank."""
    return tuple(Card(r, s) for r in range(14, 1, -1) for s in SUITS)


def card_order_key(card: Card) -> tuple[int, int]:
    """Rank first, then the club's suit order: the 'highest card by suit' used for odd quarters."""
    return (card.rank, SUIT_RANK.get(card.suit, 0))
