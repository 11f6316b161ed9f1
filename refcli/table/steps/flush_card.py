"""`flush-card`: Three Turds' flush option. After the last card is dealt and before the last bet the dealer
turns one more card for the table (`flush CARD`); it belongs to nobody. A player holding a card of its suit
face down (game setting `flush_match: rank`: of its rank) cannot win the high hand; he may still win the
other pots (Low Chicago), and he wins everything if everyone else folds.

Why a verb of its own and not a fourth `indicator`: indicators set the wild cards, may be typed whenever
their round is reached, and a matched pair is replaced by two more, so the count of indicators says nothing
about which card is the flush card. The flush card is turned once, at one point of the flow, and is not
wild: a step that waits for it says so, and refuses it anywhere else.

Decisions where the club's sheet leaves room (said in `refcli rules`):
- Only cards held face down count; the same suit face up does not bar.
- If nobody can win the high hand, the other pot (Low Chicago) takes the whole pot. If nobody can win any
  pot then (nobody has a spade in the hole either), the flush card bars nobody that hand: the high hand is
  played as usual, as a host would rather than split the pot among hands that all lost something.
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, setting_value
from ...kernel.records import dataclass
from ...kernel.cards import SUIT_NAMES, parse_card, rank_word
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.registry import STEPS
from ...language.script import Action, clause, parse_card_code
from ..dealing import check_cards
from ..state import PARTS, Part
from ..judged import HIGH_HAND      # the hand the flush card bars players from
from .base import Expect, StepKind


@PARTS.register("flush-card")
@dataclass
class FlushCard(Part):
    card: str = ""

    # A card on the table that is nobody's: counted as dealt, so nobody can be dealt or show it.
    table_holder = "the table as the flush card"

    def table_cards(self) -> tuple[str, ...]:
        return (self.card,) if self.card else ()

    def to_json(self) -> dict:
        return {"card": self.card}

    @classmethod
    def from_json(cls, d: dict) -> "FlushCard":
        return cls(**d)


def _matching(game, flush: str, codes: list[str]) -> list[str]:
    """The face-down cards that match the flush card: its suit, or its rank (a joker matches nothing)."""
    f = parse_card(flush)
    how = setting_value(game, "flush_match")
    out = []
    for code in codes:
        c = parse_card(code)
        if c.is_joker or f.is_joker:
            continue
        if (c.suit == f.suit) if how == "suit" else (c.rank == f.rank):
            out.append(code)
    return out


@STEPS.register("flush-card")
class FlushCardStep(StepKind):
    name = "flush-card"
    verbs = ("flush",)

    def describe(self, step, game) -> str:
        how = setting_value(game, "flush_match")
        other = "rank" if how == "suit" else "suit"
        return (f"The dealer turns one more card for the table, the flush card (flush CARD); it is nobody's and "
                f"not wild. A player holding a card of its {how} face down cannot win the high hand, unless "
                f"everyone else folds; he may still win Low Chicago. If nobody can win the high hand, Low Chicago "
                f"takes the whole pot; if nobody can win either, the flush card bars nobody that hand (setting "
                f"flush_match: {how}; the other choice, {other}, bars a card of the flush card's {other}).")

    def problem(self, step, game) -> str:
        # It bars players from the high hand and sends that share to another pot: both must be there, and a
        # declaration (which chooses the pots itself) is not played with it.
        if HIGH_HAND not in game.pot_kinds() or len(game.pots) < 2:
            return "a flush card needs a high pot and another pot (like Low Chicago) to take its share"
        if game.declare:
            return "a flush card is not played with a high-low declaration"
        return ""

    def absent(self, game) -> str:
        return f"{game.title} turns no flush card (Three Turds does, played flush)"

    def done(self, ctx, step) -> bool:
        return bool(ctx.hand.part("flush-card").card)

    def expects(self, ctx, step) -> Expect:
        return Expect(self.name, (ctx.hand.dealer,), ("flush",), 0,
                      f"{ctx.hand.dealer} turns the flush card (flush CARD)", "flush CARD")

    def act(self, ctx, step, action):
        hand = ctx.hand
        if len(action.cards) != 1:
            raise IllegalAction("usage: flush CARD")
        code = action.cards[0]
        check_cards(hand, (code,))
        hand.part("flush-card").card = code
        card = parse_card(code)
        how = setting_value(hand.game, "flush_match")
        if card.is_joker:
            who = "a joker matches nothing: nobody"
        elif how == "suit":
            who = f"a player holding a {SUIT_NAMES[card.suit][:-1]} face down"
        else:
            word = rank_word(card.rank)
            who = f"a player holding a{'n' if word[0] in 'aeiou' else ''} {word} face down"
        said = f"Flush card: {card.label} · {who} cannot win the high hand"
        return said, True

    def bars(self, hand, step) -> dict[str, dict[str, str]]:
        """{pot kind: {player: why he cannot win it}} for the players still in, as the show left them."""
        flush = hand.parts.get("flush-card")
        if flush is None or not flush.card:
            return {}
        how = setting_value(hand.game, "flush_match")
        label = parse_card(flush.card).label
        out = {}
        for p in hand.active:
            held = _matching(hand.game, flush.card, hand.down.get(p, []))
            if held:
                cards = " and ".join(parse_card(c).label for c in held)
                out[p] = (f"{p} holds {cards} face down, the {how} of the flush card {label}: he cannot win the "
                          f"high hand")
        return {HIGH_HAND: out} if out else {}


@clause("flush")
def parse_flush(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`flush CARD`: the card turned for the table."""
    if len(args) != 1:
        raise ParseError("usage: flush CARD")
    return Action("flush", cards=(parse_card_code(args[0]),))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('flush', 'flush CARD',
             'the flush card, turned for the table before the last bet (Three Turds flush): a card of its suit '
             'face down cannot win the high hand'),
    ),
    settings=(
        Setting("flush_match", (Choice("suit"), Choice("rank"))),    # the flush card bars a card of its suit face down, or of its rank
    ),
)
