"""`discard`: at the moment the game's flow names (after a betting round, or at the showdown), each player still in
throws away `cards` of his cards, face down, and is dealt nothing for them (Pineapple: three hole cards, one
thrown away). `discard Bob 4c, Cal 8h` names the cards; `discard Bob` leaves his unnamed (nobody sees it) unless
the game's setting `discard_card` is `named`.

A discarded card is dead: it is out of the player's hand (his show holds that many fewer cards, and never it),
it counts as dealt (nobody else may be dealt it), and it never plays. The table takes no new street until every
player still in has discarded, and the status line says who is still to.
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.records import dataclass, field
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player, parse_card_code
from ..dealing import check_cards, dealt_so_far, extra_dealt, labels
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand
from .folding import check_fold_verb, fold


def _cards(n: int) -> str:
    return "one card" if n == 1 else f"{n} cards"


@PARTS.register("discard")
@dataclass
class Discards(Part):
    """Every card thrown away this hand, and who is still to discard at the discard under way."""

    waiting: list[str] = field(default_factory=list)    # still to discard at the open discard, in seat order
    count: int = 1                                        # cards each throws away at the open discard
    named: dict[str, list[str]] = field(default_factory=dict)    # the dead cards, named, by player
    unnamed: dict[str, int] = field(default_factory=dict)        # cards thrown away without a name
    faced_up: dict[str, int] = field(default_factory=dict)       # of the named, those that lay face up
    now: list[str] = field(default_factory=list)         # who has discarded at the open discard

    # Said as "4♣ was already dealt to the discards" when a dead card is typed again.
    table_holder = "the discards (dead cards)"

    def forget(self, player: str) -> None:
        if player in self.waiting:
            self.waiting.remove(player)

    def table_cards(self) -> tuple[str, ...]:
        # Dead cards lie out of every hand, and still count as dealt: the deck check keeps them from anyone else.
        return tuple(c for cards in self.named.values() for c in cards)

    def extra_cards(self, player: str, face: str) -> int:
        up = self.faced_up.get(player, 0)
        if face == "up":
            return -up
        return -(len(self.named.get(player, ())) - up + self.unnamed.get(player, 0)) if face == "down" else 0

    def holds(self, hand, action) -> str:
        if action.verb == "discard" and not self.waiting:
            return self._past(hand, action.player)
        # The next street waits for every discard: a card beyond those dealt so far is refused in the discard's words.
        if not self.waiting or action.verb not in ("board", "up", "down"):
            return ""
        if action.verb == "board":
            beyond = dealt_so_far(hand, "board") <= len(hand.board) < hand.game.board_cards
        else:
            if action.player not in hand.active:
                return ""
            typed = (hand.up if action.verb == "up" else hand.down).get(action.player, [])
            beyond = len(typed) >= dealt_so_far(hand, action.verb) + extra_dealt(hand, action.player, action.verb)
        if not beyond:
            return ""
        return f"{_who(self.waiting)} not discarded yet: the next cards wait for every discard ({_form(self)})"

    def _past(self, hand, player: str) -> str:
        """Why a discard typed once the discards are over is refused, in the player's own case ('' when a
        discard is still to come: the step says so)."""
        from ..flow import program
        if any(s.kind == "discard" for s in program(hand.game.steps)[hand.cursor:]):
            return ""
        if player in hand.seats and player not in hand.active:
            return f"{player} has already folded"
        if player in self.named or player in self.unnamed:
            return f"{player} has already discarded ({thrown_words(hand, (player,))[len(player) + 1:]})"
        return ""

    def check_show_counts(self, hand, player: str, down: list[str], up: list[str]) -> bool:
        # Asked of every show: one who discarded shows that many fewer cards, and a dead card is in nobody's show.
        thrown = len(self.named.get(player, ())) + self.unnamed.get(player, 0)
        counted = bool(thrown) and self._count(hand, player, thrown, down, up)
        for code in down + up:
            owner = next((p for p, cards in self.named.items() if code in cards), "")
            if owner:
                raise IllegalAction(f"{labels([code])} is {owner}'s discard: dead, it cannot be in a show")
        return counted

    def _count(self, hand, player: str, thrown: int, down: list[str], up: list[str]) -> bool:
        game = hand.game
        n_down = game.down_per_player + extra_dealt(hand, player, "down")
        n_up = game.up_per_player + extra_dealt(hand, player, "up")
        if len(down) != n_down or len(up) != n_up:
            kept = f"{n_down} down and {n_up} up" if n_up or up else f"{n_down}"
            shown = f"{len(down)} down and {len(up)} up" if n_up or up else f"{len(down)}"
            raise IllegalAction(f"{player} shows {shown} cards; after his discard of {_cards(thrown)} he keeps "
                                f"{kept} ({game.name})")
        return True

    def to_json(self) -> dict:
        return {"waiting": self.waiting, "count": self.count, "named": self.named, "unnamed": self.unnamed,
                "faced_up": self.faced_up, "now": self.now}

    @classmethod
    def from_json(cls, d: dict) -> "Discards":
        return cls(**d)


def _who(names: list[str]) -> str:
    return f"{names[0]} has" if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]} have"


def _form(d: Discards) -> str:
    cards = " ".join(["CARD"] * d.count)
    return f"discard {d.waiting[0]} {cards}" if len(d.waiting) == 1 else f"discard PLAYER {cards}, ..."


def thrown_words(hand, players: tuple[str, ...] = ()) -> str:
    """'Bob 4♣, Cal 8♥, Dee one card not named': every discard of the hand (or of ``players``), in seat order."""
    d = hand.parts.get("discard")
    if d is None:
        return ""
    out = []
    for p in players or hand.seats:
        said = labels(d.named.get(p, ()))
        n = d.unnamed.get(p, 0)
        if n:
            said = (said + " and " if said else "") + ("one card" if n == 1 else f"{n} cards") + " not named"
        if said:
            out.append(f"{p} {said}")
    return ", ".join(out)


@STEPS.register("discard")
class Discard(StepKind):
    name = "discard"
    waits = True
    verbs = ("discard", "fold", "buyout")
    owns = ("discard",)
    params = {"cards": ("int", (1, 4), 1)}

    def describe(self, step, game) -> str:
        n = step.get("cards", 1)
        return (f"The discard: each player still in throws away {_cards(n)}, face down, and is dealt nothing for "
                f"{'it' if n == 1 else 'them'} (discard PLAYER CARD, ...); a discarded card is dead: out of his "
                f"hand and his show, and dealt to nobody else. No more cards come until everyone still in has "
                f"discarded. The card {choice_words(game, 'discard_card')} ({choice_note(game, 'discard_card')}).")

    def absent(self, game) -> str:
        return f"{game.title} has no discard"

    def enter(self, ctx, step) -> None:
        d = ctx.hand.part("discard")
        d.waiting = list(ctx.hand.active)
        d.count = step.get("cards", 1)
        d.now = []
        ctx.lines.append(f"The discard: each player still in throws away {_cards(d.count)}.")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("discard").waiting

    def expects(self, ctx, step) -> Expect:
        d = ctx.hand.part("discard")
        if not d.waiting:
            return Expect(self.name)
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        words = f"{', '.join(d.waiting)} to discard {_cards(d.count)} ({_form(d)})"
        return Expect(self.name, tuple(d.waiting), ("discard", fold_verb), 0, words,
                      f"{d.waiting[0]} to discard" if len(d.waiting) == 1 else
                      f"{', '.join(d.waiting)} to discard")

    def refuse(self, ctx, step, verb) -> str:
        d = ctx.hand.part("discard")
        return f"the discard comes first: {_who(d.waiting)} not discarded ({_form(d)})"

    def not_now(self, ctx, verb: str, player: str = "") -> str:
        if verb != "discard":
            return ""
        from ..flow import program
        hand = ctx.hand
        later = any(s.kind == self.name for s in program(hand.game.steps)[hand.cursor + 1:])
        found = ctx.current()
        words = found[1].expects(ctx, found[0]).words if found is not None else ""
        tail = f" ({words})" if words else ""
        if later:
            return f"not yet: the discard comes later in the hand{tail}"
        d = hand.parts.get("discard")
        return f"the discard is over{tail}" if d is not None else f"not now{tail}"

    def notes(self, hand, step) -> tuple[str, ...]:
        said = thrown_words(hand)
        return (f"Discarded (dead, never played): {said}.",) if said else ()

    def act(self, ctx, step, action):
        hand = ctx.hand
        d = hand.part("discard")
        if action.verb in ("fold", "buyout"):
            who = action.player or (d.waiting[0] if len(d.waiting) == 1 else None)
            if who is None:
                raise IllegalAction(f"name the player ({action.verb} PLAYER): the table waits for everyone's "
                                    f"discard at once")
            check_fold_verb(ctx, action.verb, who)
            in_hand(hand, who)
            return fold(ctx, who, action.verb), True
        p = action.player
        in_hand(hand, p)
        if p in d.now:
            raise IllegalAction(f"{p} has already discarded ({_one(d, p)}): undo to correct it")
        cards = list(action.cards)
        if cards and len(cards) != d.count:
            raise IllegalAction(f"{p} throws away {_cards(d.count)}, not {len(cards)} (discard {p} "
                                f"{' '.join(['CARD'] * d.count)})")
        held_down, held_up = hand.down.get(p, []), hand.up.get(p, [])
        if not cards:
            if setting_value(hand.game, "discard_card") == "named":
                raise IllegalAction(f"name the card {p} throws away (discard {p} "
                                    f"{' '.join(['CARD'] * d.count)}): {choice_note(hand.game, 'discard_card')}")
            if held_down:
                raise IllegalAction(f"{p}'s cards were typed as dealt ({labels(held_down)}): name the "
                                    f"{'card' if d.count == 1 else 'cards'} he throws away (discard {p} "
                                    f"{' '.join(['CARD'] * d.count)})")
            d.unnamed[p] = d.unnamed.get(p, 0) + d.count
            said = f"{p} discards {_cards(d.count)}, not named"
        else:
            if len(set(cards)) != len(cards):
                raise IllegalAction(f"{labels(cards[:1])} is typed twice")
            up = [c for c in cards if c in held_up]
            down = [c for c in cards if c not in held_up]
            unknown = [c for c in down if c not in held_down]
            # Every face-down card of his typed (as dealt, or passed to him): he throws away one of them; with
            # some not typed (a pass typed only the cards that moved), a card not typed may be one of those.
            untyped = dealt_so_far(hand, "down") + extra_dealt(hand, p, "down") - len(held_down)
            if unknown and held_down and len(unknown) > max(untyped, 0):
                raise IllegalAction(f"{p} does not hold {labels(unknown[:1])} (cards dealt to {p}: "
                                    f"{labels(held_down + held_up)})")
            dead = next(((c, q) for c in cards for q, thrown in d.named.items() if c in thrown), None)
            if dead:
                raise IllegalAction(f"{p} cannot discard {labels(dead[:1])}: it is {dead[1]}'s discard, dead")
            try:
                check_cards(hand, tuple(unknown))
            except IllegalAction as exc:
                raise IllegalAction(f"{p} cannot discard {labels(unknown)}: {exc}") from None
            for c in up:
                held_up.remove(c)
            for c in down:
                if c in held_down:
                    held_down.remove(c)
            d.named.setdefault(p, []).extend(cards)
            if up:
                d.faced_up[p] = d.faced_up.get(p, 0) + len(up)
            said = f"{p} discards {labels(cards)}"
        d.now.append(p)
        d.waiting.remove(p)
        if d.waiting:
            return f"{said} · {', '.join(d.waiting)} still to discard", False
        return f"{said} · every discard is in", True


def _one(d: Discards, p: str) -> str:
    cards = d.named.get(p, [])
    return labels(cards[-d.count:]) if len(cards) >= d.count and not d.unnamed.get(p) else "not named"


@clause("discard")
def parse_discard(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`discard PLAYER [CARD ...]`: the cards the player throws away (none: not named)."""
    if not args:
        raise ParseError("usage: discard PLAYER [CARD ...], PLAYER [CARD ...] (the cards thrown away, dead)")
    return Action("discard", player=match_player(args[0], players),
                  cards=tuple(parse_card_code(a) for a in args[1:]))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb("discard", "discard PLAYER [CARD ...], PLAYER [CARD ...] ...",
             "Pineapple: each player still in throws away his card(s), face down, dead (no card dealt for it); "
             "the next cards wait for every discard", role="in-hand", repeated=True),
    ),
    settings=(
        Setting("discard_card", (
            Choice("optional", "may be named (then refcli refuses it anywhere else) or left out, since nobody "
                   "sees it (discard Bob)",
                   "may be left out (discard Bob)"),
            Choice("named", "must be named (discard Bob 4c), so refcli refuses it anywhere else",
                   "must be named, so refcli refuses it anywhere else"))),
    ),
)
