"""`draw`: each player still in, in turn from the dealer's left, discards up to `max` cards and is dealt as
many (draw poker), or with `more` one card more (Four-Before: 1) or one fewer (Six Back: -1, at least one thrown). `draw Bob 2` records the count alone; `draw Bob Kh/4c 9s/2d for As/3d 8h/6s` names the
discards and the new cards, which refcli checks against Bob's recorded cards and the deck.

With `ace: N` a player who shows an ace may discard up to N (the home rule "three, or four with an ace"): the ace
must be seen, so refcli takes the larger draw when the named discards leave him an ace he was dealt, or when the
line names the ace he shows (`draw Bob 4 As`); anything else is refused, never guessed."""

from __future__ import annotations

from collections import Counter

from ...kernel.cards import parse_card
from ...kernel.declare import Mechanic, Verb
from ...kernel.records import dataclass, field
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.registry import STEPS
from ...language.script import Action, need, clause, match_player, parse_card_code
from ..dealing import check_cards, labels
from ..state import PARTS, Part
from .base import Expect, StepKind
from .folding import fold, player_on_turn


@PARTS.register("draw")
@dataclass
class Drawing(Part):
    queue: list[str] = field(default_factory=list)      # who still has to draw; the first is on turn
    drawn: dict[str, int] = field(default_factory=dict)
    blind: dict[str, int] = field(default_factory=dict)  # cards replaced unseen: that many recorded cards may be gone
    discarded: dict[str, list[str]] = field(default_factory=dict)   # the cards each player named as thrown away
    more: dict[str, int] = field(default_factory=dict)   # cards dealt beyond those thrown away (an uneven draw)

    def forget(self, player: str) -> None:
        if player in self.queue:
            self.queue.remove(player)

    def drawn_unseen(self, player: str) -> int:
        return self.blind.get(player, 0)

    def thrown_away(self, player: str) -> list[str]:
        return self.discarded.get(player, [])

    def extra_cards(self, player: str, face: str) -> int:
        return self.more.get(player, 0) if face == "down" else 0

    def to_json(self) -> dict:
        out = {"queue": self.queue, "drawn": self.drawn, "blind": self.blind, "discarded": self.discarded}
        if self.more:       # only an uneven draw keeps it: every other hand stores as it always has
            out["more"] = self.more
        return out

    @classmethod
    def from_json(cls, d: dict) -> "Drawing":
        return cls(**d)


def _key(code: str) -> str:
    return "/".join(sorted(code.split("/"))) if "/" in code else code


@STEPS.register("draw")
class Draw(StepKind):
    name = "draw"
    waits = True
    verbs = ("draw", "fold", "buyout")
    params = {"max": ("int", (1, 5), 3), "more": ("int", (-1, 1), 0), "ace": ("int", (0, 5), 0)}     # ace 0: none

    def players_named(self, hand, e, verb):
        """Only those still to draw, the one on turn first."""
        return list(e.players) if e.players and verb in e.verbs else None

    def describe(self, step, game) -> str:
        n = step.get("max", 3)
        more = step.get("more", 0)
        if more:
            dealt = "one card more than he throws away (none thrown: one dealt)" if more > 0 else \
                "one card fewer than he throws away (he throws away at least one)"
            return (f"The draw: from the dealer's left, each player still in discards up to {n} cards and is dealt "
                    f"{dealt} (draw PLAYER N, the number thrown away, or draw PLAYER DISCARDS for NEW-CARDS). "
                    f"Discards are out of play for the rest of the hand.")
        with_ace = step.get("ace", 0)
        if with_ace > n:
            return (f"The draw: from the dealer's left, each player still in discards up to {n} cards, or up to "
                    f"{with_ace} if he shows an ace he keeps, and is dealt as many (draw PLAYER N, draw PLAYER N ACE "
                    f"naming the ace shown, or draw PLAYER DISCARDS for NEW-CARDS; draw PLAYER 0 stands pat). "
                    f"Discards are out of play for the rest of the hand.")
        return (f"The draw: from the dealer's left, each player still in discards up to {n} cards and is dealt as "
                f"many (draw PLAYER N, or draw PLAYER DISCARDS for NEW-CARDS; draw PLAYER 0 stands pat). "
                f"Discards are out of play for the rest of the hand.")

    def enter(self, ctx, step) -> None:
        ctx.hand.part("draw").queue = list(ctx.hand.active)
        with_ace = step.get("ace", 0)
        ctx.lines.append(f"The draw, from the dealer's left: up to {step.get('max', 3)} cards each"
                         + (f", {with_ace} showing an ace." if with_ace > step.get("max", 3) else "."))

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("draw").queue

    def expects(self, ctx, step) -> Expect:
        q = ctx.hand.part("draw").queue
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        return Expect(self.name, tuple(q), ("draw", fold_verb), 0, f"{q[0]} to draw" if q else "",
                      f"{q[0]} to draw" if q else "")

    def refuse(self, ctx, step, verb) -> str:
        q = ctx.hand.part("draw").queue
        if verb in ("bet", "raise", "call", "check"):
            return f"no betting now: the draw is under way and it is {q[0]}'s turn to draw"
        from ..expect import no_betting_now
        return no_betting_now(ctx).replace("the betting is not over", "the draw and the last bet are not over")

    def absent(self, game) -> str:
        return f"{game.title} has no draw"

    def act(self, ctx, step, action):
        hand = ctx.hand
        d = hand.part("draw")
        on_turn = d.queue[0]
        p = player_on_turn(ctx, action, on_turn, "draw")
        if action.verb in ("fold", "buyout"):
            return fold(ctx, p, action.verb), True
        most, more = step.get("max", 3), step.get("more", 0)
        discards, new = list(action.cards), list(action.second)
        n = len(discards) if discards or new else action.count
        with_ace = step.get("ace", 0)
        if n > max(most, with_ace):
            raise IllegalAction(f"a player draws at most {max(most, with_ace)} cards, not {n}")
        if n > most:
            _shows_an_ace(hand, p, n, most, discards, action.up)
        elif action.up:
            raise IllegalAction(f"{p} draws {n}: an ace is shown only to draw more than {most}")
        if more < 0 and not n:
            raise IllegalAction(f"{p} throws away at least one card at this draw (he is dealt one fewer)")
        if discards or new:
            if len(discards) + more != len(new):
                raise IllegalAction(f"{p} discards {len(discards)} and is dealt {len(new)}: a draw replaces "
                                    + ("each discard with one card" if not more else
                                       f"the discards with {len(discards) + more} cards"))
            held = hand.down.get(p, [])
            if held:
                missing = Counter(_key(c) for c in discards) - Counter(_key(c) for c in held)
                if missing:
                    code = next(c for c in discards if _key(c) in missing)
                    raise IllegalAction(f"{p} does not hold {labels([code])} (cards dealt to {p}: {labels(held)})")
            kept = list(held)
            for code in discards:
                for i, c in enumerate(kept):
                    if _key(c) == _key(code):
                        del kept[i]
                        break
            hand.down[p] = kept
            check_cards(hand, tuple(new))
            hand.down[p] = kept + new
            d.discarded[p] = d.discarded.get(p, []) + discards
            said = f"{p} discards {labels(discards)} and draws {labels(new)}"
        else:
            if n and hand.down.get(p):
                d.blind[p] = n         # which of his recorded cards he threw away is not known: his show will say
            said = f"{p} draws {n}" if n else f"{p} stands pat"
            if more:
                said = f"{p} throws away {n} and is dealt {n + more}"
        if more:
            d.more[p] = d.more.get(p, 0) + more
        d.drawn[p] = n
        d.queue.pop(0)
        return said, True


def _is_ace(code: str) -> bool:
    return "/" not in code and parse_card(code).rank == 14 and not parse_card(code).is_joker


def _shows_an_ace(hand, p: str, n: int, most: int, discards: list[str], shown: tuple[str, ...]) -> None:
    """A draw past `max` is taken only with an ace seen: named on the line, or left in his recorded cards by the
    named discards (a count alone cannot say which card he keeps)."""
    held = hand.down.get(p, [])
    if shown:
        code = shown[0]
        if not _is_ace(code):
            raise IllegalAction(f"{p} draws {n} only showing an ace, and {labels([code])} is not one")
        if held and _key(code) not in {_key(c) for c in held}:
            raise IllegalAction(f"{p} does not hold {labels([code])} (cards dealt to {p}: {labels(held)})")
        if _key(code) in {_key(c) for c in discards}:
            raise IllegalAction(f"{p} shows {labels([code])} to draw {n} and keeps it: it is not a discard")
        return
    if held and discards:
        left = Counter(_key(c) for c in held) - Counter(_key(c) for c in discards)
        if any(_is_ace(key) for key in left):
            return
        raise IllegalAction(f"{p} draws {n} only with an ace, and keeps none (up to {most} without one)")
    raise IllegalAction(f"{p} draws {n} only showing an ace: name it (draw {p} {n} As), or draw up to {most}")


def _not_negative(count: list[str]) -> None:
    # `draw Cal -1` is a slip for a count, not a card list without `for` (QA note N19).
    if count and count[0].startswith("-") and count[0][1:].isdigit():
        raise ParseError(f"a draw is 0 or more cards, not {count[0]}")


DRAW_USAGE = "usage: draw [PLAYER] N, or draw PLAYER DISCARDS ... for NEW-CARDS ... (draw PLAYER 0 stands pat)"


@clause("draw")
def parse_draw(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`draw 2` (the player on turn), `draw Bob 2`, or `draw Bob DISCARDS ... for NEW-CARDS ...`."""
    if len(args) == 1 and args[0].isdigit():
        return Action("draw", count=int(args[0]))
    _not_negative(args[-1:] if len(args) <= 2 else [])
    need(args, 2, DRAW_USAGE[len("usage: "):])
    player = match_player(args[0], players)
    rest = args[1:]
    if len(rest) == 1 and rest[0].isdigit():
        return Action("draw", player=player, count=int(rest[0]))
    if len(rest) == 2 and rest[0].isdigit() and rest[1].lower() != "for":     # `draw Bob 4 As`: the ace he shows
        return Action("draw", player=player, count=int(rest[0]), up=(parse_card_code(rest[1]),))
    if "for" not in [a.lower() for a in rest]:
        raise ParseError(f"draw {player} names the discards and the new cards: draw {player} DISCARDS ... for "
                         f"NEW-CARDS ..., or just how many: draw {player} 2")
    cut = [a.lower() for a in rest].index("for")
    discards, new = rest[:cut], rest[cut + 1:]
    if not discards or not new:
        raise ParseError(DRAW_USAGE)
    return Action("draw", player=player, cards=tuple(parse_card_code(a) for a in discards),
                  second=tuple(parse_card_code(a) for a in new))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('draw', 'draw PLAYER N | draw PLAYER DISCARDS for NEW',
             'draw games: the player on turn discards and is dealt as many (draw Bob 0 stands pat)'),
    ),
)
