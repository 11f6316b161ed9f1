"""`ask`: each player still in, from the dealer's left, calls for a number of cards (`ask Bob 2`); once every
call is made the dealer deals them face down (`down Bob Kc 9d`). 2s to 25 plays two such rounds.

The count of a call is between the game's settings `draw_min` and `draw_max` (1 and 2). The cards of a call
may be typed any time after the round's calls are all made, up to the ruling, but a `down` line gives whole
calls: the cards of one call, or of several in order. Every card is checked against the deck (the cards dealt,
the face-up card and the tie cards). A game with this step deals only the called cards: `down` lines are
taken here (``deals``), and `up` is refused, since every card is dealt face down.
"""

from __future__ import annotations

from ...kernel.declare import Mechanic, NumberSetting, Verb
from ...kernel.records import dataclass, field

from ...kernel.errors import IllegalAction, ParseError
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player
from ..dealing import check_cards, labels
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand

DRAW = {"draw_min": 1, "draw_max": 2}


def draw_range(game) -> tuple[int, int]:
    return game.setting("draw_min", DRAW["draw_min"]), game.setting("draw_max", DRAW["draw_max"])


@PARTS.register("ask")
@dataclass
class Asking(Part):
    """The calls for cards: each round's calls in the order made, and who is still to call in the open one."""

    rounds: list[dict[str, int]] = field(default_factory=list)
    queue: list[str] = field(default_factory=list)

    def forget(self, player: str) -> None:
        if player in self.queue:
            self.queue.remove(player)

    def calls(self, player: str) -> list[int]:
        """The player's calls whose cards may be dealt now: those of every round whose calls are all made."""
        closed = self.rounds[:-1] if self.queue else self.rounds
        return [r[player] for r in closed if player in r]

    def owed(self, hand, player: str) -> int:
        return sum(self.calls(player)) - len(hand.down.get(player, []))

    def cards_owed(self, hand, player: str) -> int:
        return max(self.owed(hand, player), 0)

    def to_json(self) -> dict:
        return {"rounds": self.rounds, "queue": self.queue}

    @classmethod
    def from_json(cls, d: dict) -> "Asking":
        return cls(**d)


def owing(hand) -> list[str]:
    """Players still in whose called cards are not all typed yet."""
    asking = hand.parts.get("ask")
    return [p for p in hand.active if asking is not None and asking.owed(hand, p) > 0]


def range_words(lo: int, hi: int) -> str:
    """'1 or 2', '1 to 3', '2'."""
    return str(lo) if lo == hi else f"{lo} or {hi}" if hi == lo + 1 else f"{lo} to {hi}"


def _plural(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


@STEPS.register("ask")
class Ask(StepKind):
    name = "ask"
    declares = ("calls-cards",)
    waits = True
    verbs = ("ask",)
    deals = ("up", "down")

    def players_named(self, hand, e, verb):
        """Only those still to ask for their cards, the one on turn first."""
        return list(e.players) if e.players and verb in e.verbs else None

    def describe(self, step, game) -> str:
        lo, hi = draw_range(game)
        return (f"From the dealer's left, each player still in calls for {range_words(lo, hi)} cards (ask PLAYER N); "
                f"once every call is made the dealer deals them face down (down PLAYER CARDS, whole calls, "
                f"any time before the ruling) (settings draw_min: {lo}, draw_max: {hi}).")

    def problem(self, step, game) -> str:
        lo, hi = draw_range(game)
        return f"draw_min ({lo}) is more than draw_max ({hi})" if lo > hi else ""

    def absent(self, game) -> str:
        return f"{game.title} has no calls for cards"

    def enter(self, ctx, step) -> None:
        asking = ctx.hand.part("ask")
        asking.rounds.append({})
        asking.queue = list(ctx.hand.active)
        if ctx.hand.round:
            ctx.lines.append("Calls for cards.")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("ask").queue

    def expects(self, ctx, step) -> Expect:
        queue = ctx.hand.part("ask").queue
        if not queue:
            return Expect(self.name)
        lo, hi = draw_range(ctx.hand.game)
        p = queue[0]
        return Expect(self.name, tuple(queue), ("ask",), 0, f"{p} to call for {range_words(lo, hi)} cards (ask {p} N)",
                      f"{p} to ask {lo}-{hi}")

    def refuse(self, ctx, step, verb) -> str:
        p = ctx.hand.part("ask").queue[0]
        return f"the calls for cards come first: {p} to call (ask {p} N)"

    def act(self, ctx, step, action):
        hand = ctx.hand
        asking = hand.part("ask")
        p, n = action.player, action.count
        in_hand(hand, p)
        if p != asking.queue[0]:
            order = ", ".join(asking.queue)
            raise IllegalAction(f"it is {asking.queue[0]}'s call, not {p}'s (calls go from the dealer's left: "
                                f"{order})")
        lo, hi = draw_range(hand.game)
        if not lo <= n <= hi:
            raise IllegalAction(f"a call is for {range_words(lo, hi)} cards, not {n} (settings draw_min: {lo}, "
                                f"draw_max: {hi})")
        asking.rounds[-1][p] = n
        asking.queue.pop(0)
        said = f"{p} asks for {_plural(n)}"
        if not asking.queue:
            calls = ", ".join(f"{q} {asking.rounds[-1][q]}" for q in hand.active if q in asking.rounds[-1])
            said += f" · every call is made ({calls}): down PLAYER CARDS as they are dealt"
        return said, True

    # --- the cards of the calls (the engine hands every `up` and `down` line of this game here) ---------
    def deal_cards(self, hand, action) -> str:
        p = action.player
        if action.verb == "up":
            raise IllegalAction(f"{hand.game.title} deals every card face down: down {p} CARD ...")
        in_hand(hand, p)
        asking = hand.part("ask")
        calls = asking.calls(p)
        have = len(hand.down.get(p, []))
        if sum(calls) <= have:
            if asking.queue and asking.rounds and p in asking.rounds[-1]:
                raise IllegalAction(f"the dealer deals once every call is made: {', '.join(asking.queue)} still "
                                    f"to call")
            raise IllegalAction(f"{p} has no call waiting for cards (ask {p} N first)" if not calls else
                                f"{p} has all {_plural(sum(calls))} called for")
        whole, run = [], 0
        for n in calls:
            run += n
            if run > have:
                whole.append(run - have)
        if len(action.cards) not in whole:
            owed = whole[0]
            more = f" (or {whole[-1]} for every call still open)" if len(whole) > 1 else ""
            raise IllegalAction(f"{p} called for {_plural(owed)}, and {len(action.cards)} "
                                f"{'is' if len(action.cards) == 1 else 'are'} given: type the whole call{more}")
        check_cards(hand, action.cards)
        held = hand.down.setdefault(p, [])
        held.extend(action.cards)
        return f"{p} down: {labels(held)}"


@clause("ask")
def parse_ask(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`ask PLAYER N`: the player calls for N cards."""
    if len(args) != 2 or not args[1].isdigit() or len(args[1]) > 2:
        raise ParseError("usage: ask PLAYER N (the number of cards called for)")
    return Action("ask", player=match_player(args[0], players), count=int(args[1]))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('ask', 'ask PLAYER N, PLAYER N ...',
             "2s to 25: from the dealer's left, each player calls for N cards (then down PLAYER CARDS once "
             'every call is made)', role='in-hand', repeated=True),
    ),
    settings=(
        NumberSetting("draw_min", "whole", 1, 10, DRAW["draw_min"]),   # the fewest cards a player may ask for in one call
        NumberSetting("draw_max", "whole", 1, 10, DRAW["draw_max"]),   # ... and the most
    ),
)
