"""`up-in-order`: the table takes up cards only in dealing order, clockwise from the dealer's left, round by
round, players still in (Follow the Queen, where the order of the up cards sets the wild cards). A player who
folds leaves the order with his up cards: those dealt him by now are typed before the fold is taken.

The step is passive (put it before the deal): it makes the hand's part, whose hold refuses an up card typed for a
player while someone dealt before him still lacks his, naming who comes first. A player short of an earlier
round's card comes first (cards go round by round), so the typed up cards are always the start of the deal.
"""

from __future__ import annotations

from ...kernel.records import dataclass
from ...kernel.registry import STEPS
from ..state import PARTS, Part
from .base import StepKind

STEP = "up-in-order"


def next_up(hand) -> str | None:
    """The player owed the next up card: the fewest up cards typed among players still in, the first from the
    dealer's left among equals; None when every up card dealt by now is typed."""
    from ..dealing import dealt_so_far
    so_far = dealt_so_far(hand, "up")
    short = [(len(hand.up.get(p, [])), i, p) for i, p in enumerate(hand.active) if len(hand.up.get(p, [])) < so_far]
    return min(short)[2] if short else None


@PARTS.register(STEP)
@dataclass
class UpInOrder(Part):
    """The hand's up cards say who is owed the next one; ``looked`` counts those already answered with the wild
    cards they leave."""

    looked: int = 0

    def to_json(self) -> dict:
        return {"looked": self.looked}

    @classmethod
    def from_json(cls, d: dict) -> "UpInOrder":
        return cls(**d)

    def on_cards(self, hand) -> list[str]:
        """After up cards, what is wild now (when the table sets the wild cards): the reason their order counts."""
        if len(hand.up_order) == self.looked:
            return []
        self.looked = len(hand.up_order)
        from ...kernel.mechanics import WILD_RULES
        if not WILD_RULES.get(hand.game.wild_rule).table:
            return []
        from ..wildrules import describe_wilds
        return [describe_wilds(hand)]

    def holds(self, hand, action) -> str:
        folding = self._folding(hand, action)
        if folding:
            return folding
        if action.verb == "show":
            from ..dealing import up_cards_missing, up_cards_wanted
            short = up_cards_missing(hand)
            if short:       # shown at once, the up cards would have no order: ask for them, never guess it
                return (f"{hand.game.name} needs the up cards in dealing order before the show: "
                        f"{up_cards_wanted(short)} (up PLAYER CARD)")
            return ""
        if action.verb != "up" or action.player not in hand.active:
            return ""       # anything else, and a folded player's card, is the dealing code's to refuse
        first = next_up(hand)
        if first is None or first == action.player:
            return ""
        return (f"{first}'s up card comes first: {hand.game.name} takes up cards in dealing order, from the "
                f"dealer's left, since their order sets the wild cards")

    @staticmethod
    def _folding(hand, action) -> str:
        """A player who folds takes his up cards out of the dealing order refcli can still be told: the up cards
        dealt him by now come first (a queen of his, or his card after one, sets the wild cards all the same)."""
        if action.verb in ("fold", "buyout"):
            from ..betting import betting_now
            bet = betting_now(hand)
            who = [action.player or (bet.to_act[0] if bet is not None and bet.to_act else None)]
        elif action.verb == "in":
            who = list(action.second)       # the folds an `in` line names
        else:
            return ""
        from ..dealing import dealt_so_far, extra_dealt
        for p in who:
            if p not in hand.active:
                continue                    # the betting code says he has folded already
            have, want = len(hand.up.get(p, [])), dealt_so_far(hand, "up") + extra_dealt(hand, p, "up")
            if have < want:
                return (f"{p}'s up cards come first: {hand.game.name} follows every up card in dealing order, a "
                        f"folded player's too ({p} has {have or 'none'} of {want}): up {p} CARD")
        return ""


@STEPS.register(STEP)
class UpInOrderStep(StepKind):
    name = STEP
    passive = True
    reads_up = True

    def describe(self, step, game) -> str:
        return ("Up cards are typed in dealing order (clockwise from the dealer's left, round by round, players "
                "still in): their order sets the wild cards. A fold waits for the up cards dealt to the folding "
                "player by then.")

    def absent(self, game) -> str:
        return f"{game.title} takes up cards in any order (Follow the Queen takes them in dealing order)"

    def enter(self, ctx, step) -> None:
        ctx.hand.part(STEP)         # its hold reads every up card typed from now on
