"""`upcard`: after the first betting round the dealer turns one card face up in the middle (`upcard 5h`);
every card of its suit counts double in every hand. It is nobody's card. The same part keeps the tie cards
the ruling asks for later (`tiecard`, refcli/table/steps/tiecards.py): all of them are out of the deck.
"""

from __future__ import annotations

from ...kernel.declare import Mechanic, Verb

from ...kernel.cards import SUIT_NAMES, parse_card
from ...kernel.errors import ParseError
from ...kernel.registry import STEPS
from ...language.script import Action, clause, parse_card_code
from ..dealing import check_cards
from ..suit_card import face_up, one_card
from .base import Expect, StepKind


@STEPS.register("upcard")
class UpCard(StepKind):
    name = "upcard"
    declares = ("turns-middle-card",)
    verbs = ("upcard",)

    def describe(self, step, game) -> str:
        return ("The dealer turns one card face up in the middle (upcard CARD): it is nobody's, and every card of "
                "its suit counts double in every hand, courts 20 and an ace 2 or 22.")

    def absent(self, game) -> str:
        return f"{game.title} turns no face-up card"

    def done(self, ctx, step) -> bool:
        return bool(face_up(ctx.hand).card)

    def expects(self, ctx, step) -> Expect:
        d = ctx.hand.dealer
        return Expect(self.name, (d,), ("upcard",), 0, f"{d} turns the face-up card (upcard CARD)", "upcard CARD")

    def not_now(self, ctx, verb, player: str = "") -> str:
        card = face_up(ctx.hand).card
        return f"the face-up card is already turned ({parse_card(card).label}): undo to correct it" if card else ""

    def act(self, ctx, step, action):
        code = one_card(action, "upcard")
        check_cards(ctx.hand, (code,))
        face_up(ctx.hand).card = code
        card = parse_card(code)
        return f"Face-up card: {card.label} · every {SUIT_NAMES[card.suit][:-1]} counts double", True


@clause("upcard", "tiecard")
def parse_upcard(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`upcard CARD` / `tiecard CARD`: one card turned face up in the middle."""
    if len(args) != 1:
        raise ParseError(f"usage: {verb} CARD")
    return Action(verb, cards=(parse_card_code(args[0]),))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('upcard', 'upcard CARD',
             '2s to 25: the card turned face up after the first bet; its suit counts double'),
        Verb('tiecard', 'tiecard CARD', '2s to 25: a new face-up card, when the ruling asks for one to break a tie'),
    ),
)
