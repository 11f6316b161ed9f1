"""What a pot kind's module (refcli/table/potkinds/) makes of one player's cards, and the card readings they share.

It sits below the showdown and the pot kinds alike: the showdown loads the pot kinds when it first rules, and they
import this, never the showdown (nor each other: what two pot kinds share, as the tie rule and the low
qualifier, is here).
"""

from __future__ import annotations

from ..kernel.cards import parse_card
from ..kernel.declare import setting_value
from ..kernel.records import dataclass


@dataclass(frozen=True)
class Judged:
    value: tuple              # larger is better for this pot kind
    words: str                # the hand with its cards and how any wild card played
    short: str = ""           # the hand alone, for the list of hands that did not win
    cards: str = ""           # the five as they play, each wild card beside what it became
    wilds: tuple[tuple[str, str], ...] = ()
    used: str = ""            # the community cards used, as the table sees them
    total: str = ""           # point pots: the total ('5½') and how far from the target ('½ under')
    away: str = ""


@dataclass(frozen=True)
class Absent:
    """How a pot kind names a player who cannot take part in it (its judge answered None): the seat's result
    as rulings store it, the seat's words, the head of the ruling's line listing them, and the sentence saying
    where the share went when nobody could take part ({other}: the pot that took it)."""
    result: str
    seat: str
    line: str
    moved: str


# The plain high hand: the pot kind every poker ruling falls back to (the club's rule: a pot nobody can take goes to
# the best high hand), so the table's core may name it, through this name; potkinds/poker.py registers its rules.
HIGH_HAND = "high"


class PotRules:
    """A pot kind's rules, registered in POT_RULES by its module under refcli/table/potkinds/. The showdown asks
    these of every kind and names none: ``judge`` (each pot kind defines it), the tie-breaks, where a share
    nobody qualifies for goes, and how aces count for the odd quarters. The defaults here are the club's."""

    def judge(self, kind: str, game, down: list[str], up: list[str], board: list[str], wilds=None,
              groups=None) -> Judged | None:
        """The player's hand for this share, or None when he cannot take part in it (``absent`` says how)."""
        raise NotImplementedError

    def tiebreaks(self, kind: str, game, judged, winners: list[str], contenders: list[str]) -> list[str]:
        """The words that break (or split) a tie among ``winners``."""
        return []

    def absent(self, kind: str, game) -> Absent:
        """How the ruling names a player who cannot take part in this share."""
        return Absent("out", "no part in it", "No part in it", "Nobody could take part: the {other} takes it.")

    def fallback(self, kind: str, game) -> tuple[str, str] | None:
        """Where this share goes when nobody qualifies for it (the pot kind that takes it, and the sentence saying
        so), or None: the other pots take it (the club's way)."""
        return None

    def aces_low(self, kind: str, game) -> bool:
        """Whether an ace is the lowest card when this share's odd quarters go by the deciding card."""
        return False

    # The pot kind's words (refcli/kernel/declared.py's POT_ANSWERS says which kinds answer which: the others are
    # never loaded to be asked).

    def rules_lines(self, kind: str, game, share: str, others: list[str]) -> list[str]:
        """Its lines under Pots in `refcli rules`: ``share`` ('Half the pot (1/2)') and the other pots' names."""
        from ..kernel.mechanics import POTS
        return [f"{share}: {POTS.get(kind).rules_name}."]

    def rules_notes(self, kind: str, game) -> list[str]:
        """Lines after every share in `refcli rules` (once, however many of the game's pots give the same)."""
        return []

    def elsewhere_lines(self, kind: str, game) -> list[str]:
        """Lines `refcli rules` gives a game that does not play this pot kind (the house's setting for it)."""
        return []

    def wild_notes(self, kind: str, hand, wilds) -> list[str]:
        """Notes for the ruling on how this share took the wild cards the table decided (``wilds``: player ->
        (high, low))."""
        return []

    def yields_odd_quarters(self, kind: str, game) -> str:
        """'' as the club's way; else the share's name in the words that say the other low-side shares take the
        odd quarters before it (a four-card badugi beside a five-card low: "the four-card badugi's")."""
        return ""


def parsed(codes: list[str]):
    return [parse_card(c) for c in codes]


def dual_sides(codes: list[str], top: bool):
    """The top (or bottom) values of dual-value cards; a joker is a joker on both sides."""
    return [parse_card(c.split("/")[0 if top else 1]) if "/" in c else parse_card(c) for c in codes]


def split_tie(winners: list[str]) -> list[str]:
    """The club's tie rule for poker hands (the high and low pots, the chicago pots): tied hands split the share."""
    return ["Tied hands split that share (house rule)."] if len(winners) > 1 else []


def qualifier(game) -> int:
    """The highest rank a qualifying low may hold (8: eight or better), or 0: any low qualifies. It holds for
    every low share of the game: the ace-to-five or deuce-to-seven low (five different ranks, none above it;
    a deuce-to-seven low no straight and no flush either) and a badugi (potkinds/badugi.py: four cards)."""
    limit: int = setting_value(game, "low_qualifier")
    return limit


def rank_limit(limit: int) -> str:
    """A qualifier's highest rank as the table says it: '8', '10', 'jack', 'king'."""
    from ..kernel.cards import RANK_WORDS
    return str(limit) if limit <= 10 else RANK_WORDS[limit]
