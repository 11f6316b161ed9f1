"""`murder`: a Q♠ dealt face up ends the deal; the hand is dealt again and the pot stays (Murder: High Chicago with
the queen of spades as the killer).

The Q♠ typed face up (`up Cal Qs`) kills the deal at that card: nothing more is dealt or bet in it, and the table
waits for `redeal`, by which the dealer says he has gathered the cards and dealt again. The same dealer deals to the
players still in (a fold before the murder stands), the betting starts again at round 1, every card may come again,
and the money already in stays in the pot: no refund (that is a misdeal, refcli/table/misdeal.py) and, unless the
setting redeal_ante says so, no new ante. A Q♠ dealt face down is an ordinary card.

Why `redeal` is typed and not implied by the Q♠: refcli knows the deal is dead, but not where the new one starts. A
street is often typed whole on one line; a card typed after the Q♠ may be the rest of the dead street (a mistake
at the table: the dealer stops at the queen) or the first card of the new deal. With `redeal` between them it is
never a guess: after the Q♠ only `redeal` is taken (or `undo`), and a card after it on the same line is refused.

The step is passive and comes right after the ante: a redeal plays every step after it again from the start
(`redeal_ante: again` plays the ante again too). Its state part keeps the deals killed, which the ruling names.
"""

from __future__ import annotations

from ...kernel.cards import parse_card
from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.money import format_money
from ...kernel.records import dataclass, field
from ...kernel.registry import NIGHT_VERBS, STEPS
from ...language.script import Action, clause
from ..state import PARTS, Part
from .base import Expect, StepKind

STEP = "murder"
KILLER = "Qs"           # the queen of spades, as the table's cards are kept
KEPT_PARTS = ("paid", STEP)     # what a redeal keeps of the hand: its money so far (a misdeal gives it all back) and
                                # the murders; every other part is the dead deal's, made again as the flow replays


def _label() -> str:
    return parse_card(KILLER).label


@PARTS.register(STEP)
@dataclass
class Murder(Part):
    looked: int = 0                                     # entries of the hand's up_order already looked at
    dead: list = field(default_factory=list)            # [player] whose face-up Q♠ killed the deal, until redeal
    murders: list[list] = field(default_factory=list)   # [player, street] of each deal killed, in order
    undealt: dict[str, int] = field(default_factory=dict)   # up cards of the dead street never dealt, by player

    def to_json(self) -> dict:
        return {"looked": self.looked, "dead": self.dead, "murders": self.murders, "undealt": self.undealt}

    def extra_cards(self, player: str, face: str) -> int:
        """The players after the Q♠ in its street were never dealt their card: fewer up cards, not missing ones."""
        return -self.undealt.get(player, 0) if face == "up" else 0

    @classmethod
    def from_json(cls, d: dict) -> "Murder":
        return cls(**d)

    def on_cards(self, hand) -> list[str]:
        """A Q♠ among the up cards just typed kills the deal; a card typed after it on the line was never dealt."""
        new = hand.up_order[self.looked:]
        self.looked = len(hand.up_order)
        at = next((i for i, (_p, code, _s) in enumerate(new) if code == KILLER), None)
        if at is None:
            return []
        player, _code, street = new[at]
        if at + 1 < len(new):
            after = new[at + 1]
            raise IllegalAction(f"the deal stops at {player}'s {_label()} (murder): {after[0]}'s "
                                f"{parse_card(after[1]).label} was never dealt")
        self.dead = [player]
        self.murders.append([player, street])
        from ..dealing import dealt_so_far
        so_far = dealt_so_far(hand, "up")
        self.undealt = {p: so_far - len(hand.up.get(p, [])) for p in hand.active
                        if len(hand.up.get(p, [])) < so_far}
        return [f"{player}'s {_label()} is face up: murder. The deal is void and the pot stays; once {hand.dealer} "
                f"has dealt again ({_redealt(hand)}), type redeal"]

    def holds(self, hand, action) -> str:
        if self.dead:
            return (f"{self.dead[0]}'s {_label()} face up ended the deal (murder): nothing more is dealt or bet in "
                    f"it; redeal once {hand.dealer} deals again ({_redealt(hand)})")
        if action.verb == "show" and KILLER in action.up:
            return (f"a {_label()} face up is murder: it ends the deal as it is dealt (up {action.player} "
                    f"{_label()}), not at the show")
        return ""

    def stops_at(self, hand, player: str, code: str) -> bool | str:
        """The deal stops at the Q♠ face up: a street typed without names ends there (up 8h qs)."""
        return f"the deal stops at {player}'s {_label()} (murder): no card is dealt after it" if code == KILLER else False

    def waits_for(self, hand) -> Expect | None:
        if not self.dead:
            return None
        return Expect(STEP, (hand.dealer,), ("redeal",), 0,
                      words=f"murder: {hand.dealer} deals again (redeal)", prompt="redeal")


def _redealt(hand) -> str:
    """'to Bob, Cal, Dee; no new ante' (or the ante again, as the setting says)."""
    who = ", ".join(hand.active)
    if setting_value(hand.game, "redeal_ante") == "again":
        return f"to {who}; he antes {format_money(hand.game.house.ante_per_player * len(hand.seats))} again"
    return f"to {who}; no new ante"


@STEPS.register(STEP)
class MurderStep(StepKind):
    name = STEP
    passive = True
    reads_up = True
    owns = ("redeal",)

    def describe(self, step, game) -> str:
        return (f"A {_label()} dealt face up is murder: the deal ends at that card, and once the dealer has "
                f"gathered the cards and dealt again to the players still in (redeal) the betting starts again at "
                f"round 1; the money already bet stays in the pot, and {choice_words(game, 'redeal_ante')} "
                f"({choice_note(game, 'redeal_ante')}). A {_label()} dealt face down is an ordinary card.")

    def problem(self, step, game) -> str:
        from ...kernel.declared import STEPS as DECLARED
        from ..flow import program
        declared: dict[str, dict] = DECLARED
        prog = program(game.steps)
        at = next(i for i, s in enumerate(prog) if s.kind == STEP)
        # Before it, only the step that antes every seat (its declaration: StepKind.declares "antes").
        if any("antes" not in declared[s.kind]["declares"] for s in prog[:at]):
            return "murder comes right after the ante: a redeal plays every step after it again"
        return ""

    def absent(self, game) -> str:
        return f"{game.title} has no redeal (Murder has: a {_label()} dealt face up ends the deal)"

    def enter(self, ctx, step) -> None:
        ctx.hand.part(STEP)         # its hooks read every up card typed from now on

    def notes(self, hand, step) -> tuple[str, ...]:
        part = hand.parts.get(STEP)
        if part is None or not part.murders:
            return ()
        killed = "; ".join(f"{p}'s {_label()} face up, the {_nth(street)} card, ended deal {i + 1}"
                           for i, (p, street) in enumerate(part.murders))
        return (f"Murder: {killed}; the money in stayed in the pot ({choice_words(hand.game, 'redeal_ante')} at a "
                f"redeal), and deal {len(part.murders) + 1} was played out.",)


def _nth(street: int) -> str:
    """The card of a seven-card stud deal a street's up card is: street 0 deals the 3rd."""
    return {0: "3rd", 1: "4th", 2: "5th", 3: "6th"}.get(street, f"street {street + 1}'s")


@NIGHT_VERBS.register("redeal")
def _redeal(ctx, action) -> tuple[str, ...]:
    from ..flow import program
    from .base import after_outside_step
    hand = ctx.night.hand
    if hand is None:
        raise IllegalAction("no hand is being played: redeal deals again after a murder")
    prog = program(hand.game.steps)
    at = next((i for i, s in enumerate(prog) if s.kind == STEP), None)
    if at is None:
        raise IllegalAction(STEPS.get(STEP).absent(hand.game))
    part = hand.part(STEP)
    if not part.dead:
        raise IllegalAction(f"the deal stands: only a {_label()} dealt face up ends it (up PLAYER Qs)")
    again = setting_value(hand.game, "redeal_ante") == "again"
    words = [f"{hand.dealer} deals again to {', '.join(hand.active)}: the pot stays at "
             f"{format_money(ctx.night.ledger.pot)}" + ("" if again else ", no new ante")]
    part.dead, part.looked, part.undealt = [], 0, {}
    hand.parts = {name: p for name, p in hand.parts.items() if name in KEPT_PARTS}
    hand.down, hand.up, hand.board, hand.up_order, hand.indicators = {}, {}, [], [], []
    hand.round, hand.street = 0, -1
    hand.cursor, hand.entered = (0 if again else at + 1), False
    return after_outside_step(ctx, words)


@clause("redeal")
def parse_redeal(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`redeal`: the dealer has dealt again after a murder."""
    if args:
        raise ParseError("usage: redeal")
    return Action("redeal")


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb("redeal", "redeal", "Murder: after a Q♠ dealt face up, the dealer has dealt again to the players "
                                 "still in; the pot stays"),
    ),
    settings=(
        Setting("redeal_ante", (
            Choice("none", "no new ante is posted", "posts no new ante: the pot stays as it is"),
            Choice("again", "the dealer antes again for everyone", "has the dealer ante again for everyone"))),
    ),
)
