"""Ebay: the game's wild cards (its `wild:` lists: eights, crazy) are wild only as dealt; a wild card won at
the auction (refcli/table/steps/auction.py) plays as itself.

A whole wild rank cannot leave one card out, so each player's wild cards become the very cards of that rank
he was dealt; the ruling names every one of them held by a player still in, wild or not.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...kernel.declare import Mechanic, WildRule
from ...kernel.cards import parse_card
from ...evaluate.types import Wilds
from ...kernel.words import and_list
from ..aside_cards import won_cards
from ..wildbase import WILD_FUNCTIONS, wild_things, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


def _as_dealt(base: Wilds, held: list[str], won: set[str]) -> Wilds:
    """``base``'s wild cards among ``held``, less those won at the auction, as single wild cards."""
    cards = frozenset(parse_card(c) for c in held if c not in won and base.is_wild(parse_card(c)))
    return replace(base, ranks=frozenset(), cards=cards)


def _game_wilds(game) -> str:
    w = game.wild_high
    return and_list(wild_things(w.ranks, (), False) + [c.label for c in sorted(w.cards)]) or "nothing"


def _not_bought_wilds(hand: Hand):
    game = hand.game
    won = won_cards(hand)
    wilds = {}
    wild_held, tame_held = [], []
    for p in hand.active:
        held = list(hand.down.get(p, [])) + list(hand.up.get(p, []))
        wilds[p] = (_as_dealt(game.wild_high, held, won), _as_dealt(game.wild_low, held, won))
        for code in held:
            card = parse_card(code)
            if game.wild_high.is_wild(card) or game.wild_low.is_wild(card):
                (tame_held if code in won else wild_held).append(f"{p}'s {card.label}")
    line = f"Wild: {_game_wilds(game)}{wild_ways(game)}, except any won at the auction"
    if wild_held:
        line += f"; wild as dealt: {and_list(wild_held)}"
    if tame_held:
        line += f"; won at the auction, so not wild: {and_list(tame_held)}"
    if not wild_held and not tame_held:
        line += "; nobody still in holds one"
    return wilds, [line + "."]


def _not_bought_now(hand: Hand) -> str:
    game = hand.game
    won = sorted(c for c in won_cards(hand) if game.wild_high.is_wild(parse_card(c)) or game.wild_low.is_wild(parse_card(c)))
    text = f"{_game_wilds(game)} are wild, except any won at the auction"
    if won:
        text += f" ({and_list([parse_card(c).label for c in won])} won: not wild)"
    return text


class _NotBoughtRule:
    wilds = staticmethod(_not_bought_wilds)
    now = staticmethod(_not_bought_now)
    standing = staticmethod(lambda indicators: [])


WILD_FUNCTIONS.register("not-bought")(_NotBoughtRule())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "not-bought": WildRule(    # Ebay: refcli/table/wilds/not_bought.py
            "The game's wild cards are wild only as dealt: one won at the auction plays as itself.",
            indicators="", in_deck=True),
    },
)
