"""`twist`: a bought card (a twist round, Buy Your Card, English Stud). From the dealer's left, each player still
in may throw one card away and buy one in its place, paying the step's `price` into the pot; the card bought
lies as the one it replaces did (face down for a face-down card, face up for a face-up one), so a hand keeps its
shape. `twist Bob 1` buys one for a face-down card unseen, `twist Bob 9c for Ah` names the card thrown away and
the card bought (a face-up card must be named: the table sees it), and `twist Bob 0` buys nothing.

The price is not a bet: nobody calls it, and it goes into the pot whatever the betting does. A card thrown away is
out of play: the player's show may not hold it.
"""

from __future__ import annotations

from ...kernel.declare import Mechanic, Verb
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money
from ...kernel.records import dataclass, field
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player, parse_card_code
from ..dealing import check_cards, labels
from ..state import PARTS, Part
from .base import Expect, StepKind
from .folding import fold, player_on_turn


@PARTS.register("twist")
@dataclass
class Twists(Part):
    queue: list[str] = field(default_factory=list)       # who is still to buy or pass at the twist under way
    blind: dict[str, int] = field(default_factory=dict)   # face-down cards replaced unseen this hand
    thrown: dict[str, list[str]] = field(default_factory=dict)   # the cards named as thrown away

    def forget(self, player: str) -> None:
        if player in self.queue:
            self.queue.remove(player)

    def drawn_unseen(self, player: str) -> int:
        return self.blind.get(player, 0)

    def thrown_away(self, player: str) -> list[str]:
        return self.thrown.get(player, [])

    def to_json(self) -> dict:
        return {"queue": self.queue, "blind": self.blind, "thrown": self.thrown}

    @classmethod
    def from_json(cls, d: dict) -> "Twists":
        return cls(**d)


@STEPS.register("twist")
class Twist(StepKind):
    name = "twist"
    waits = True
    verbs = ("twist", "fold", "buyout")
    params = {"price": ("amount", None, 25)}

    def describe(self, step, game) -> str:
        price = format_money(step.get("price", 25))
        return (f"The twist: from the dealer's left, each player still in may throw one card away and buy one in its "
                f"place for {price}, paid into the pot (not a bet: nobody calls it); the card bought lies as the one "
                f"it replaces did, face down or face up (twist PLAYER 1 for a face-down card unseen, twist PLAYER "
                f"THROWN for BOUGHT, twist PLAYER 0 buys nothing). Cards thrown away are out of play.")

    def enter(self, ctx, step) -> None:
        ctx.hand.part("twist").queue = list(ctx.hand.active)
        ctx.lines.append(f"The twist, from the dealer's left: one card each may be bought for "
                         f"{format_money(step.get('price', 25))}.")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("twist").queue

    def expects(self, ctx, step) -> Expect:
        q = ctx.hand.part("twist").queue
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        words = f"{q[0]} to buy a card or not ({format_money(step.get('price', 25))})" if q else ""
        return Expect(self.name, tuple(q), ("twist", fold_verb), 0, words, words)

    def refuse(self, ctx, step, verb) -> str:
        q = ctx.hand.part("twist").queue
        if verb in ("bet", "raise", "call", "check"):
            return f"no betting now: the twist is under way and it is {q[0]}'s turn to buy a card or not"
        from ..expect import no_betting_now
        return no_betting_now(ctx).replace("the betting is not over", "the twist and the last bet are not over")

    def absent(self, game) -> str:
        return f"{game.title} has no card to buy"

    def act(self, ctx, step, action):
        hand = ctx.hand
        t = hand.part("twist")
        on_turn = t.queue[0]
        p = player_on_turn(ctx, action, on_turn, "buy a card or not")
        if action.verb in ("fold", "buyout"):
            return fold(ctx, p, action.verb), True
        price = step.get("price", 25)
        if action.cards:
            (old,), (new,) = action.cards, action.second
            face = "up" if old in hand.up.get(p, []) else "down"
            held = hand.up.get(p, []) if face == "up" else hand.down.get(p, [])
            unknown = face == "down" and not hand.down.get(p) and old not in hand.dealt()   # his down cards untyped
            if old not in held and not unknown:
                raise IllegalAction(f"{p} does not hold {labels([old])}")
            check_cards(hand, (new,))
            if old in held:
                held[held.index(old)] = new
            else:               # his face-down cards were never typed: the one bought is the first known
                hand.down[p] = [new]
            t.thrown[p] = t.thrown.get(p, []) + [old]
            said = f"{p} pays {format_money(price)}, throws away {labels([old])} and buys {labels([new])}"
        elif action.count:
            if action.count != 1:
                raise IllegalAction(f"a player buys one card at the twist, not {action.count}")
            if not hand.game.down_per_player:
                raise IllegalAction(f"{p} has no face-down card: name the card thrown away and the one bought "
                                    f"(twist {p} THROWN for BOUGHT)")
            t.blind[p] = t.blind.get(p, 0) + 1
            said = f"{p} pays {format_money(price)} and buys a card for a face-down one"
        else:
            t.queue.pop(0)
            return f"{p} buys nothing", True
        ctx.pay(p, POT, price, "card bought")
        t.queue.pop(0)
        return said, True


TWIST_USAGE = "usage: twist [PLAYER] 1, twist PLAYER THROWN for BOUGHT, or twist PLAYER 0 (buys nothing)"


@clause("twist")
def parse_twist(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`twist 1` (the player on turn), `twist Bob 0`, `twist Bob 1`, or `twist Bob 9c for Ah`."""
    if len(args) == 1 and args[0].isdigit():
        return Action("twist", count=int(args[0]))
    if len(args) < 2:
        raise ParseError(TWIST_USAGE)
    player = match_player(args[0], players)
    rest = args[1:]
    if len(rest) == 1 and rest[0].isdigit():
        return Action("twist", player=player, count=int(rest[0]))
    if len(rest) != 3 or rest[1].lower() != "for":
        raise ParseError(f"twist {player} names one card thrown away and one bought: twist {player} THROWN for "
                         f"BOUGHT, or twist {player} 1 (unseen), or twist {player} 0")
    return Action("twist", player=player, cards=(parse_card_code(rest[0]),), second=(parse_card_code(rest[2]),))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('twist', 'twist PLAYER 1 | twist PLAYER THROWN for BOUGHT | twist PLAYER 0',
             'a card bought: the player on turn throws one card away and buys one for the price, or buys nothing',
             role='in-hand'),
    ),
)
