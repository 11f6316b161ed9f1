"""`take-pass`: a round in which each player not locked, from the dealer's left, takes one more card (dealt
face up) or passes; a player who has passed `lock_after` times is locked and takes no more (5½-25½)."""

from __future__ import annotations

from ...kernel.declare import Mechanic, Verb
from ...kernel.records import dataclass, field
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.registry import CONDITIONS, STEPS
from ...language.script import Action, clause, match_player, parse_card_code
from ..dealing import check_cards, labels
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand
from .folding import check_fold_verb, fold


@PARTS.register("take-pass")
@dataclass
class Taking(Part):
    queue: list[str] = field(default_factory=list)     # who still has to take or pass; the first is on turn
    passes: dict[str, int] = field(default_factory=dict)
    taken: dict[str, int] = field(default_factory=dict)
    lock_after: int = 3

    def locked(self, player: str, game=None) -> bool:
        return self.passes.get(player, 0) >= self.lock_after

    def forget(self, player: str) -> None:
        if player in self.queue:
            self.queue.remove(player)

    def cards_taken(self, player: str) -> int:
        return self.taken.get(player, 0)

    def check_show_counts(self, hand, p: str, down: list[str], up: list[str]) -> bool:
        """A show holds the cards dealt down, and those dealt up with the ones taken."""
        game = hand.game
        taken = self.taken.get(p, 0)
        want_up = game.up_per_player + taken
        if len(down) != game.down_per_player or len(up) != want_up:
            took = f"took {taken} card{'s' if taken != 1 else ''}"
            raise IllegalAction(f"{p} shows {len(down)} down and {len(up)} up; in {game.name} {p} has "
                                f"{game.down_per_player} down and {want_up} up (dealt {game.up_per_player} up and "
                                f"{took}; face-up cards after 'up')")
        return True

    def to_json(self) -> dict:
        return {"queue": self.queue, "passes": self.passes, "taken": self.taken, "lock_after": self.lock_after}

    @classmethod
    def from_json(cls, d: dict) -> "Taking":
        return cls(**d)


@CONDITIONS.register("everyone-locked")
def everyone_locked(hand) -> bool:
    """Every player still in has passed enough times to be locked (a `repeat` of the take-or-pass games)."""
    part = hand.part("take-pass")
    return all(part.locked(p) for p in hand.active)


@STEPS.register("take-pass")
class TakePass(StepKind):
    name = "take-pass"
    declines = ("pass", "a player who declines a card passes", " (only a card taken is typed)")
    waits = True
    verbs = ("take", "pass", "fold", "buyout")
    params = {"lock_after": ("int", (1, 10), 3)}

    def players_named(self, hand, e, verb):
        """Only those still to take or pass, the one on turn first."""
        return list(e.players) if e.players and verb in e.verbs else None

    def round_after(self, ctx) -> str:
        hand = ctx.hand
        final = all(hand.part("take-pass").locked(p, hand.game) for p in hand.active)
        return f"Betting round {hand.round + 1}" + (", the last: everyone is locked." if final else ".")

    def betting_not_over(self, ctx) -> str:
        from ..expect import pot_line
        hand = ctx.hand
        taking = hand.parts.get("take-pass")
        if taking is not None and all(taking.locked(p) for p in hand.active):
            # Everyone is locked already: "must be locked" would send the dealer looking for a pass to type.
            return f"the betting is not over: everyone is locked and this is the last bet ({pot_line(ctx.night)})"
        return f"the betting is not over: everyone must be locked and bet a last time ({pot_line(ctx.night)})"

    def describe(self, step, game) -> str:
        n = step.get("lock_after", 3)
        return (f"From the dealer's left, each player who is not locked either takes one more card, dealt face up "
                f"(take 9c: the player on turn; take PLAYER CARD), or passes (pass); a player who has passed {n} times is locked.")

    def absent(self, game) -> str:
        return f"{game.title} has no take-or-pass rounds: record cards with up and down"

    def enter(self, ctx, step) -> None:
        t = ctx.hand.part("take-pass")
        t.lock_after = step.get("lock_after", 3)
        t.queue = [p for p in ctx.hand.active if not t.locked(p)]
        ctx.lines.append("Take or pass, from the dealer's left.")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("take-pass").queue

    def expects(self, ctx, step) -> Expect:
        q = ctx.hand.part("take-pass").queue
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        return Expect(self.name, tuple(q), ("take", "pass", fold_verb), 0,
                      f"{q[0]} to take or pass" if q else "", f"{q[0]} to take or pass" if q else "")

    def refuse(self, ctx, step, verb) -> str:
        if verb in ("bet", "raise", "call", "check"):
            q = ctx.hand.part("take-pass").queue
            return f"no betting now: the take-or-pass round is open and it is {q[0]}'s turn to take or pass"
        from ..expect import no_betting_now
        return no_betting_now(ctx)

    def _taker(self, ctx, player) -> str:
        t = ctx.hand.part("take-pass")
        in_hand(ctx.hand, player)
        if t.locked(player):
            raise IllegalAction(f"{player} is locked (passed {t.passes[player]} times) and takes no more cards")
        if player != t.queue[0]:
            raise IllegalAction(f"it is {t.queue[0]}'s turn to take or pass, not {player}'s")
        return player

    def act(self, ctx, step, action):
        hand = ctx.hand
        t = hand.part("take-pass")
        if action.verb in ("fold", "buyout"):
            check_fold_verb(ctx, action.verb, action.player or "PLAYER")
            p = action.player or t.queue[0]
            in_hand(hand, p)
            if p != t.queue[0]:
                raise IllegalAction(f"it is {t.queue[0]}'s turn to take or pass, not {p}'s")
            return fold(ctx, p, action.verb), True
        if action.verb == "take":
            p = self._taker(ctx, action.player or t.queue[0])
            if len(action.cards) != 1:
                raise IllegalAction(f"a player takes one card at a time, not {len(action.cards)}")
            check_cards(hand, action.cards)
            code = action.cards[0]
            hand.up.setdefault(p, []).append(code)
            hand.up_order.append([p, code, hand.street])
            t.taken[p] = t.taken.get(p, 0) + 1
            t.queue.pop(0)
            return f"{p} takes {labels([code])} (up: {labels(hand.up[p])})", True
        p = self._taker(ctx, action.player or t.queue[0])
        t.passes[p] = t.passes.get(p, 0) + 1
        t.queue.pop(0)
        n = t.passes[p]
        return f"{p} passes ({n} of {t.lock_after}" + (": locked)" if t.locked(p) else ")"), True


@clause("take")
def parse_take(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`take [PLAYER] CARD`: without the name, the player on turn takes it (`pass` is a turn verb like check)."""
    if len(args) == 1:
        return Action("take", cards=(parse_card_code(args[0]),))
    if len(args) != 2:
        raise ParseError("usage: take [PLAYER] CARD")
    return Action("take", player=match_player(args[0], players), cards=(parse_card_code(args[1]),))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('take', 'take [PLAYER] CARD',
             'take-or-pass games (5½-25½): the player on turn takes this card, face up (take 8c: the player on '
             'turn)', role='in-hand'),
    ),
)
