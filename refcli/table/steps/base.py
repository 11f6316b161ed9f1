"""What every flow step is: a registered kind with parameters checked at load, words for `refcli rules`,
and, at the table, enter / act / done / expects.

The runner (refcli/table/flow.py) alone moves the cursor: a step never calls another step.
"""

from __future__ import annotations

from ...kernel.records import dataclass
from ...kernel.errors import IllegalAction
from ...rules.model import Step

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from ...rules.model import Game
    from ..flow import Ctx
    from ...language.script import Action


@dataclass(frozen=True)
class Expect:
    """What can happen next at one step: who may act (the one on turn first), with which verbs, and what
    it costs the one on turn; with the phrases the status line and the shell's prompt show."""

    kind: str
    players: tuple[str, ...] = ()
    verbs: tuple[str, ...] = ()
    owed: int = 0
    words: str = ""               # for the status line, e.g. "Bob to act (50¢ to call)"
    prompt: str = ""              # for the shell's prompt, e.g. "Bob to call 50¢"
    showdown: bool = False        # the betting is over (the status line says so first)


class StepKind:
    """One kind of step. Subclasses set ``name`` and ``verbs`` and override what they use."""

    name = ""
    verbs: tuple[str, ...] = ()   # verbs this step handles while it is the current step
    owns: tuple[str, ...] | None = None   # verbs this step brings to a game (default: its verbs)
    passive = False               # done as soon as it is entered (ante, deal, the loop's checks)
    # Only lays cards on the table (a street dealt, a card put aside): nobody decides anything and no money moves,
    # so the betting rounds either side of it are one stretch for `in` (refcli/table/steps/bet.py).
    lays_cards = False
    # Reads the up cards as they were dealt (who bids first, a pairing, a card bought or paid for, a pat hand
    # lying face up): where a street's up cards were not typed, `status` and the prompt say so before it asks.
    reads_up = False
    # Waits for at least one typed line each time the cursor enters it, in ordinary play (a betting round, a
    # draw, a card called for): a `repeat` must hold one, or it could go round forever (refcli/rules/waiting.py).
    # `show` and `declare` may be done on entry, so they do not count.
    waits = False
    showdown = False              # part of the showdown (after the last bet)
    # What this step is, for the other mechanics to ask of a step of the flow without naming it (the index keeps
    # them: refcli/table/flow.py ``step_is(kind, what)``; a step may ask its own name):
    # A betting round (bet, No Peek's bet-on-beat): a declaration, a roll or a pass is told a round is open, a pat
    # hand is declared in one, `in` counts the rounds it closes.
    betting_round = False
    # Deals a street to every player still in, its faces in the step's `cards` (down, up, either, board): what a
    # roll counts the face-down cards by, and, where streets bring decisions, where `in` stops.
    deals_street = False
    # Sells the cards put aside (an auction): a card typed with `aside` while it waits lets it go on.
    sells_cards = False
    # Its parameters are the prices of the ranks a player may pay to make wild ({3: 1.00, 9: 2.00}).
    prices_wilds = False
    deals: tuple[str, ...] = ()   # card verbs (up, down) whose cards this step deals its own way: deal_cards
    params: dict[str, tuple] = {}  # parameter name -> (check, default); see refcli/rules/flows.py
    # What this step says of a game it is part of, for the other mechanics to ask without naming it
    # (refcli/table/flow.py: ``declares(game, word)``; the index keeps them, so asking loads no module):
    #   antes          every seat antes at the deal
    #   open-rounds    the betting rounds are as many as the turns or deals (no "round 2 of 4")
    #   streets-decide a street dealt brings decisions with it (`in` closes only the round under way)
    #   calls-cards    the players call for their cards        turns-middle-card  a card is turned face up, nobody's
    #   puts-aside     cards are put aside (for an auction)            declarations  each player declares a way
    #   no-pot         the game plays without a pot: each duel's wager goes from loser to winner (7½)
    #   posts-blinds   the two seats left of the dealer post blinds instead of an ante
    declares: tuple[str, ...] = ()
    # A player who turns down what this step offers: (the verb, what turning it down is, what a card typed after
    # the player adds), for the pointer a word like `decline` gets (refcli/table/meant.py); None: nothing offered.
    declines: tuple[str, str, str] | None = None

    def describe(self, step: Step, game: "Game") -> str:
        return ""

    def owned(self) -> tuple[str, ...]:
        return self.verbs if self.owns is None else self.owns

    def enter(self, ctx: "Ctx", step: Step) -> None:
        """The cursor reached this step."""

    def act(self, ctx: "Ctx", step: Step, action: "Action") -> None:
        raise IllegalAction(f"'{action.verb}' is not something the table records")

    def done(self, ctx: "Ctx", step: Step) -> bool:
        return self.passive

    def expects(self, ctx: "Ctx", step: Step) -> Expect:
        return Expect(self.name)

    def refuse(self, ctx: "Ctx", step: Step, verb: str) -> str:
        """Why ``verb`` cannot be played while this step is under way."""
        e = self.expects(ctx, step)
        return f"not now: {e.words}" if e.words else f"'{verb}' does not fit this part of the hand"

    def not_now(self, ctx: "Ctx", verb: str, player: str = "") -> str:
        """Why this step's ``verb`` (typed for ``player``, '' when unnamed) is refused while another step is under
        way, when this step knows better than the current one ('' leaves it to the current step's ``refuse``)."""
        return ""

    def deal_cards(self, hand, action) -> str:
        """Deal the cards of an `up`/`down` line (a step that lists the verb in ``deals``)."""
        raise IllegalAction(f"'{action.verb}' is not something the table records")

    def problem(self, step: Step, game: "Game") -> str:
        """Why this step cannot be part of ``game`` once it is merged ('' when it can); the loader says it."""
        return ""

    # --- hooks the other mechanics ask every step of a game (flow.ask_kinds), answered by those that define them
    def refuse_payment(self, hand, action) -> str:
        """Why a `pay` line is not how this game pays for what ``action`` says ('' when it is)."""
        return ""

    def betting_not_over(self, ctx: Ctx) -> str:
        """Why the betting is not over, in this mechanic's words ('' leaves it to the betting's own words)."""
        return ""

    def elsewhere(self, ctx: Ctx, verb: str, past: bool) -> str:
        """When this step takes its ``verb``, said while another step is under way (``past``: one that comes after
        all of this mechanic's, as the showdown); '' for a verb that is not its own."""
        return ""

    def round_after(self, ctx: Ctx) -> str:
        """How the betting round that follows this step is announced ('' for the betting's own words)."""
        return ""

    def bars(self, hand, step: Step) -> dict[str, dict[str, str]]:
        """Players this step keeps from winning a pot, {pot kind: {player: why, in words}} (the flush card)."""
        return {}

    def notes(self, hand, step: Step) -> tuple[str, ...]:
        """Lines this step adds to the ruling, before the pots (how the game ended, what was auctioned)."""
        return ()

    def players_named(self, hand, e: Expect, verb: str) -> list[str] | None:
        """The players the shell offers after ``verb`` while this step waits (``e``: what it expects), the one on
        turn first; None: every player still in."""
        return None

    def stop(self, ctx: Ctx, step: Step) -> list[str] | None:
        """`end` typed while this step has the hand: the lines of stopping it between turns (7½'s duels), or None
        when the hand cannot stop here (it must be settled first)."""
        return None

    def absent(self, game: "Game") -> str:
        """What to say when a verb of this step is typed in a game whose flow has no such step."""
        return f"{game.title} has no {self.name} step"


def in_hand(hand, player: str | None) -> None:
    if player not in hand.active:
        if player in hand.seats:
            raise IllegalAction(f"{player} has already folded")
        raise IllegalAction(f"{player} is not in this hand")


def after_outside_step(ctx, words: list[str]) -> tuple[str, ...]:
    """The end of a command a mechanic takes outside the step under way (a wild card paid for, a partner's match):
    the hand may have moved on (a turn ended)."""
    from ..expect import pot_line
    from ..flow import advance, last_one_standing
    if ctx.night.hand is None or ctx.ruling is not None:
        return (" · ".join(words),)
    if len(ctx.hand.active) == 1:
        last_one_standing(ctx)
        return (" · ".join(words),)
    advance(ctx)
    return (" · ".join(words + ctx.lines + [pot_line(ctx.night)]),)
