"""What every wild rule's module (refcli/table/wilds/) and refcli/table/wildrules.py share: the registry of each
rule's functions, and the words and wild cards they build. It sits below both: wildrules loads the rules' modules
when first asked, and they import this, never wildrules.
"""

from __future__ import annotations

from ..evaluate.types import Wilds
from ..kernel.cards import SUIT_NAMES, Card, parse_card, rank_word
from ..kernel.registry import Registry
from ..kernel.words import and_list

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from ..rules.model import Game

MIDDLE_CARDS = (4, 5, 6)        # a player's 4th, 5th and 6th cards: where the table changes the wild cards

# Each rule's functions, in a module of its own (refcli/table/wilds/): wilds(hand) -> (each player's wilds,
# lines), now(hand) -> what is wild now, and for indicator rules standing(indicators) -> the cards that stand.
WILD_FUNCTIONS: Registry = Registry("wild rule's functions")


# --- the words and wild cards every rule builds --------------------------------------------------------------------------------------

def label_of(code: str) -> str:
    return parse_card(code).label


def labels_of(cards) -> str:
    return " ".join(c.label if isinstance(c, Card) else label_of(c) for c in cards) or "none"


def are_wild(things: list[str]) -> str:
    return f"{and_list(things)} {'is' if len(things) == 1 and not things[0].endswith('s') else 'are'} wild"


def wild_things(ranks, suits, jokers: bool) -> list[str]:
    """Wild ranks and suits in words: 'sevens', 'the 2 to 9 of hearts', 'jokers'."""
    out = [rank_word(r, plural=True) for r in sorted(ranks)]
    out += [f"the 2 to 9 of {SUIT_NAMES[s]}" for s in suits]
    if jokers:
        out.append("jokers")
    return out


def middle_rounds(game: Game) -> list[tuple[int, int]]:
    """(betting round, card number) for each round that deals a player's 4th, 5th or 6th card."""
    out, before = [], 0
    for r, street in enumerate(game.deal):
        numbers = [before + i + 1 for i in range(len(street))]
        hit = [n for n in numbers if n in MIDDLE_CARDS]
        if hit:
            out.append((r, hit[0]))
        before += len(street)
    return out


def wild_sides(game: Game, ranks=(), cards=(), jokers: bool = False) -> tuple[Wilds, Wilds]:
    """The game's own wild cards plus the table's, high side and low side."""
    def add(base: Wilds) -> Wilds:
        joker_mode = "wild" if jokers and base.jokers != "none" else base.jokers
        from dataclasses import replace  # when a wild is added, not for `status`
        return replace(base, ranks=base.ranks | frozenset(ranks), cards=base.cards | frozenset(cards),
                       jokers=joker_mode)
    low = add(game.wild_low) if game.house.wild_high_low == "crazy" else game.wild_low
    return add(game.wild_high), low


def wild_ways(game: Game) -> str:
    """', high and low' where a low hand is played and the table's wild cards are crazy."""
    from ..kernel.mechanics import POTS
    if not any(POTS.get(k).low_wilds for k in game.pot_kinds()):     # no share judged with the low side
        return ""
    return ", high and low" if game.house.wild_high_low == "crazy" else ", high hand only"
