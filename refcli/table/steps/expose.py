"""`expose`: each player still in turns one of his own face-down cards face up (`roll Bob Kc`): roll your own,
7-Card Flip, Showmaha. The step waits until every player still in has rolled his cards up, all at once or in
turn from the dealer's left (setting `roll_order`).

A card rolled up is an up card from then on, for everything that reads the up cards: who shows best, the up
cards' order where a wild rule follows it, the show (he shows it after `up`). The state part says so to the
table once (``extra_cards``: one more up card and one fewer down card for each card rolled), so the deal's
counts, `up_cards_missing` and the show's checks all hold without naming this mechanic. The dealer need not have
typed the player's face-down cards: a card rolled is then checked against the deck and the others' cards; where
all of them were typed, it must be one of them."""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.records import dataclass, field
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player, parse_card_code
from ..dealing import card_label, check_cards, check_in_deck, dealt_so_far, extra_dealt, labels
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand
from .folding import check_fold_verb, fold, folder

ROLL_FORM = "roll PLAYER CARD"


def _cards(n: int) -> str:
    return f"{n} card" + ("s" if n != 1 else "")


@PARTS.register("expose")
@dataclass
class Rolling(Part):
    count: int = 0                                          # cards each player rolls up in the roll under way
    number: int = 0                                         # which roll it is (1 for the first)
    waiting: list[str] = field(default_factory=list)        # players still in who have not rolled this time
    rolled: dict[str, list[str]] = field(default_factory=dict)   # every card each player rolled up, in order
    now: dict[str, list[str]] = field(default_factory=dict)      # the cards each rolled in the roll under way

    def forget(self, player: str) -> None:
        if player in self.waiting:
            self.waiting.remove(player)

    def extra_cards(self, player: str, face: str) -> int:
        # A card rolled up was dealt face down: one more up card, one fewer down card than the deal says.
        n = len(self.rolled.get(player, ()))
        return n if face == "up" else -n if face == "down" else 0

    def to_json(self) -> dict:
        return {"count": self.count, "number": self.number, "waiting": self.waiting, "rolled": self.rolled,
                "now": self.now}

    @classmethod
    def from_json(cls, d: dict) -> "Rolling":
        return cls(**d)


def _in_turn(game) -> bool:
    return setting_value(game, "roll_order") == "in-turn"


def face_down_left(hand, p: str) -> int:
    """How many face-down cards ``p`` holds by now: the deal's so far, less those he rolled up."""
    return dealt_so_far(hand, "down") + dealt_so_far(hand, "either") + extra_dealt(hand, p, "down")


def _may_roll(hand, p: str, code: str) -> None:
    """Refuse a card ``p`` cannot roll up: one face up already, one another holds, or, when every face-down card
    of his was typed, one not among them."""
    label = card_label(code)
    if code in hand.up.get(p, ()):
        raise IllegalAction(f"{label} is already face up in front of {p}")
    holder = hand.holder_of(code)
    if holder and holder != p:
        raise IllegalAction(f"{label} is not {p}'s face-down card: {holder} holds it")
    mine = hand.down.get(p, [])
    if code not in mine and len(mine) >= face_down_left(hand, p):
        raise IllegalAction(f"{p} does not hold {label} face down (his face-down cards: {labels(mine)})")


@STEPS.register("expose")
class Expose(StepKind):
    name = "expose"
    waits = True
    verbs = ("roll", "fold", "buyout")
    params = {"cards": ("int", (1, 4), 1)}

    def describe(self, step, game) -> str:
        n = step.get("cards", 1)
        what = "one of his face-down cards" if n == 1 else f"{n} of his face-down cards"
        said = f"Each player still in rolls {what} face up (roll PLAYER CARD)"
        if step is not next(s for s in game.steps if s.kind == self.name):
            return said + ", as before."            # the order and what a rolled card is: said once, the first time
        return (f"{said}: {choice_words(game, 'roll_order')} ({choice_note(game, 'roll_order')}). A card rolled up "
                f"is an up card from then on.")

    def problem(self, step, game) -> str:
        """A roll needs the face-down cards it turns up: dealt down by then, less those rolled up before."""
        down, rolls = 0, 0
        from ..flow import step_is
        for s in game.steps:
            if step_is(s.kind, "deals_street"):
                cards = s.get("cards", ())
                down += cards.count("down") + cards.count("either")
            elif s.kind == self.name:
                rolls, want = rolls + 1, s.get("cards", 1)
                if want > down:
                    return (f"roll {rolls} (expose) turns up {_cards(want)} of each player's, but he holds "
                            f"{down or 'none'} face down by then")
                down -= want
        return ""

    def absent(self, game) -> str:
        return f"{game.title} has no cards rolled up: its face-up cards are dealt face up"

    def enter(self, ctx, step) -> None:
        r = ctx.hand.part("expose")
        r.count, r.number = step.get("cards", 1), r.number + 1
        r.waiting, r.now = list(ctx.hand.active), {}
        how = "in turn from the dealer's left" if _in_turn(ctx.hand.game) else "all at once"
        what = "one of his face-down cards" if r.count == 1 else f"{r.count} of his face-down cards"
        ctx.lines.append(f"Roll up: each player still in turns {what} face up, {how} ({ROLL_FORM}).")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("expose").waiting

    def expects(self, ctx, step) -> Expect:
        r = ctx.hand.part("expose")
        if not r.waiting:
            return Expect(self.name)
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        who = r.waiting[:1] if _in_turn(ctx.hand.game) else r.waiting
        names = ", ".join(who)
        return Expect(self.name, tuple(r.waiting), ("roll", fold_verb), 0,
                      f"{names} to roll up {_cards(r.count)} ({ROLL_FORM})", f"roll {names}")

    def _under_way(self, ctx) -> str:
        r = ctx.hand.part("expose")
        return f"the roll is under way ({', '.join(r.waiting)} to roll up {_cards(r.count)})"

    def refuse(self, ctx, step, verb) -> str:
        if verb in ("bet", "raise", "call", "check"):
            return f"no betting now: {self._under_way(ctx)}"
        return f"not now: {self._under_way(ctx)}"

    def not_now(self, ctx, verb, player: str = "") -> str:
        """`roll` while another step is under way: when the next roll comes, or that the rolls are over; for a
        player who folded, that he folded."""
        if verb != "roll":
            return ""
        if player in ctx.hand.seats and player not in ctx.hand.active:
            return f"{player} has already folded"
        from ..flow import program
        hand = ctx.hand
        later = next((s for s in program(hand.game.steps)[hand.cursor + 1:] if s.kind == self.name), None)
        found = ctx.current()
        now = ""
        if found is not None:
            e = found[1].expects(ctx, found[0])
            if found[1].betting_round:
                now = f"betting round {hand.round + 1} is open" + (f" ({e.words})" if e.words else "")
            elif e.words:
                now = e.words
        if later is None:
            return "no card is rolled up now: the rolls are over" + (f" ({now})" if now else "")
        return f"no card is rolled up now: {now or 'not yet'}; the next roll comes after it"

    def act(self, ctx, step, action):
        hand = ctx.hand
        r = hand.part("expose")
        if action.verb in ("fold", "buyout"):
            check_fold_verb(ctx, action.verb, action.player or "PLAYER")
            p = folder(action, r.waiting[0] if _in_turn(hand.game) and r.waiting else None)
            in_hand(hand, p)
            return fold(ctx, p, action.verb), True
        p = action.player
        in_hand(hand, p)
        if p in r.now:
            raise IllegalAction(f"{p} has already rolled up {labels(r.now[p])} in this roll: undo to correct it")
        if _in_turn(hand.game) and r.waiting and p != r.waiting[0]:
            raise IllegalAction(f"it is {r.waiting[0]}'s turn to roll up, not {p}'s (setting roll_order: in-turn)")
        codes = list(action.cards)
        if len(codes) != r.count:
            raise IllegalAction(f"{p} rolls up {_cards(len(codes))}; this roll is {_cards(r.count)} each "
                                f"(roll {p} {' '.join(['CARD'] * r.count)})")
        left = face_down_left(hand, p)
        if left < r.count:
            raise IllegalAction(f"{p} has {_cards(left) if left else 'no card'} face down to roll up; this roll "
                                f"is {_cards(r.count)} each")
        for i, code in enumerate(codes):
            check_in_deck(hand.game, code)
            if code in codes[:i]:
                raise IllegalAction(f"{card_label(code)} is typed twice")
            _may_roll(hand, p, code)
        unseen = tuple(c for c in codes if c not in hand.down.get(p, ()))
        if unseen:
            check_cards(hand, unseen)       # not typed as his before: nobody else's, and in the deck
        down = hand.down.get(p, [])
        for code in codes:
            if code in down:
                down.remove(code)
            hand.up.setdefault(p, []).append(code)
            hand.up_order.append([p, code, hand.street])
        r.rolled.setdefault(p, []).extend(codes)
        r.now[p] = codes
        r.waiting.remove(p)
        said = f"{p} rolls up {labels(codes)} · {p} up: {labels(hand.up[p])}"
        if r.waiting:
            return f"{said} · {', '.join(r.waiting)} to roll up", True
        return f"{said} · every player still in has rolled up", True

    def notes(self, hand, step) -> tuple[str, ...]:
        r = hand.parts.get("expose")
        if r is None:
            return ()
        rolled = [f"{p} {labels(r.rolled[p])}" for p in hand.active if r.rolled.get(p)]
        return (f"Rolled up: {'; '.join(rolled)}.",) if rolled else ()


@clause("roll")
def parse_roll(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`roll PLAYER CARD ...`: the cards the player turns face up."""
    if len(args) < 2:
        raise ParseError(f"usage: {ROLL_FORM} (the player, then the card he turns face up)")
    return Action("roll", player=match_player(args[0], players), cards=tuple(parse_card_code(a) for a in args[1:]))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb("roll", "roll PLAYER CARD [CARD]",
             "roll your own: the player turns his own face-down card face up, an up card from then on",
             role="in-hand", repeated=True),
    ),
    settings=(
        Setting("roll_order", (
            Choice("all-at-once", "every player still in rolls his card up at once, each choosing before he sees "
                                  "what the others roll",
                   "would have every player roll up at once, each choosing before he sees the others' cards"),
            Choice("in-turn", "the players roll up in turn from the dealer's left, each seeing the cards rolled "
                              "before his",
                   "would have the players roll up in turn from the dealer's left, each seeing those before his"))),
    ),
)
