"""`give`: a pass of cards, face down, each player still in to the next player still in on his left (or, with
`to: right`, on his right: Australian Anaconda), all at once
(Anaconda). The step waits until every player still in has given; then the cards move together.

Nobody at the table sees a pass, so refcli need not know the cards: `give Bob` records that Bob gave. Cards typed
(`give Bob 7c 4s 2d`) are checked against what Bob is known to hold and move to the receiver's known cards. A
player's known cards are always a part of what he holds: cards he gave unseen make his own known cards unsure,
so they are forgotten (his show is then checked only against the cards others hold). The same state part checks
the showdown: each player shows the five cards he kept (`kept_hand`), and they are his hand both ways."""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.records import dataclass, field
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player, parse_card_code
from ..dealing import card_label, check_cards, check_in_deck, extra_dealt, labels
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand
from .folding import check_fold_verb, fold, folder

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def _cards(n: int) -> str:
    return f"{n} card" + ("s" if n != 1 else "")


def _pass(n: int) -> str:
    return f"{n}-card pass"


@PARTS.register("give")
@dataclass
class Giving(Part):
    count: int = 0                                           # cards each player gives in the pass under way
    number: int = 0                                          # which pass it is (1 for the first)
    waiting: list[str] = field(default_factory=list)         # players still in who have not given yet
    given: dict[str, list[str]] = field(default_factory=dict)   # this pass: the cards each gave ([] unseen)
    moved: list[list] = field(default_factory=list)          # [pass number, giver, receiver, card] once moved
    to: str = "left"                                         # the side the pass under way goes to

    def forget(self, player: str) -> None:
        # A folded player's cards are dead: what he gave in a pass not yet made goes nowhere.
        if player in self.waiting:
            self.waiting.remove(player)
        self.given.pop(player, None)

    def check_show(self, hand, p: str, down: list[str], up: list[str]) -> bool:
        """The show after the passes: exactly the five cards kept (or all seven, `kept_hand: all-seven`), each
        one the player may hold."""
        game = hand.game
        # Face up only the cards another step turned up (a roll, in a catalog variant): the game deals none.
        faced = hand.up.get(p, [])
        if any(code not in faced for code in up):
            raise IllegalAction(f"{game.name} has no face-up cards: show {p} and the cards he keeps")
        # The hand he holds: the game's deal, less what another step took from it (a discard), as the parts say.
        whole = game.cards_per_player + extra_dealt(hand, p, "down") + extra_dealt(hand, p, "up")
        want = whole if setting_value(game, "kept_hand") == "all-seven" else min(5, whole)
        shown = down + up
        if len(shown) != want:
            raise IllegalAction(f"{p} shows {_cards(len(shown))}: a player shows exactly the {want} he "
                                f"{'holds' if want == whole else 'keeps'}")
        for i, code in enumerate(shown):
            check_in_deck(game, code)
            if code in shown[:i]:
                raise IllegalAction(f"{card_label(code)} is typed twice")
            _may_hold(hand, self, p, code)
        known = hand.down.get(p, []) + faced
        if want == whole:
            missing = [c for c in known if c not in shown]
            if missing:
                raise IllegalAction(f"{p} holds {labels(missing[:1])}, but the show does not have it")
        check_cards(hand, tuple(shown), exclude_player=p)
        return True

    def to_json(self) -> dict:
        out = {"count": self.count, "number": self.number, "waiting": self.waiting, "given": self.given,
               "moved": self.moved}
        if self.to != "left":       # a pass to the right only: every other hand stores as it always has
            out["to"] = self.to
        return out

    @classmethod
    def from_json(cls, d: dict) -> "Giving":
        return cls(**d)


def _holder(hand, code: str, but: str) -> str:
    """Who besides ``but`` is known to hold ``code`` ('' for nobody)."""
    for q in hand.seats:
        if q != but and code in hand.down.get(q, []):
            return q
    return ""


def _may_hold(hand, g: Giving, p: str, code: str) -> None:
    """Refuse a card ``p`` cannot hold now: one another player holds, or, when all of ``p``'s cards are known,
    one not among them."""
    mine = hand.down.get(p, [])
    if code in mine:
        return
    q = _holder(hand, code, p)
    if not q and len(mine) < hand.game.cards_per_player:
        return          # among his cards nobody saw (a card he gave may even have come back to him unseen)
    gone = next((m for m in reversed(g.moved) if m[1] == p and m[3] == code), None)
    label = card_label(code)
    if gone is not None:
        where = f"{_ORDINALS[gone[0] - 1]} pass" if gone[0] <= len(_ORDINALS) else f"pass {gone[0]}"
        raise IllegalAction(f"{label} is no longer {p}'s: he gave it to {gone[2]} in the {where}")
    if q:
        raise IllegalAction(f"{label} is not {p}'s: {q} holds it")
    raise IllegalAction(f"{p} does not hold {label} (his cards: {labels(mine)})")


@STEPS.register("give")
class Give(StepKind):
    name = "give"
    waits = True
    verbs = ("give", "fold", "buyout")
    params = {"cards": ("int", (1, 6), 1), "to": ("choice", ("left", "right"), "left")}

    def describe(self, step, game) -> str:
        n = step.get("cards", 1)
        said = (f"Each player still in gives {_cards(n)} face down to the next player still in on his "
                f"{step.get('to', 'left')}, all at "
                f"once (give PLAYER CARDS, ...; give PLAYER alone when nobody saw them); a folded player neither "
                f"gives nor receives.")
        if step == [s for s in game.steps if s.kind == "give"][-1]:      # said once, after the last pass
            said += f" Then {choice_words(game, 'kept_hand')} ({choice_note(game, 'kept_hand')})."
        return said

    def absent(self, game) -> str:
        return f"{game.title} has no passing of cards"

    def enter(self, ctx, step) -> None:
        g = ctx.hand.part("give")
        g.count, g.number = step.get("cards", 1), g.number + 1
        g.waiting, g.given, g.to = list(ctx.hand.active), {}, step.get("to", "left")
        ctx.lines.append(f"The {_pass(g.count)}: each player still in gives {_cards(g.count)} to the next "
                         f"player still in on his {g.to} (give PLAYER CARDS, ...).")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("give").waiting

    def expects(self, ctx, step) -> Expect:
        g = ctx.hand.part("give")
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        names = ", ".join(g.waiting)
        return Expect(self.name, tuple(g.waiting), ("give", fold_verb), 0,
                      f"{names} to give {_cards(g.count)}" if g.waiting else "",
                      f"give {names}" if g.waiting else "")

    def refuse(self, ctx, step, verb) -> str:
        g = ctx.hand.part("give")
        now = f"the {_pass(g.count)} is under way ({', '.join(g.waiting)} to give)"
        if verb in ("bet", "raise", "call", "check"):
            return f"no betting now: {now}"
        return f"not now: {now}"

    def not_now(self, ctx, verb, player: str = "") -> str:
        """`give` while another step is under way: which pass comes next, or that the passes are over; for a
        player who folded, that he folded (he neither gives nor receives)."""
        if verb != "give":
            return ""
        from ..flow import program
        hand = ctx.hand
        if player in hand.seats and player not in hand.active:
            return f"{player} has already folded"
        later = next((s for s in program(hand.game.steps)[hand.cursor + 1:] if s.kind == "give"), None)
        found = ctx.current()
        now = ""
        if found is not None and found[1].betting_round:
            e = found[1].expects(ctx, found[0])
            now = f"betting round {hand.round + 1} is open" + (f" ({e.words})" if e.words else "")
        if later is None:
            return "the passes are over" + (f": {now}" if now else "")
        return f"no pass now: {now or 'not yet'}; the {_pass(later.get('cards', 1))} comes after it"

    def act(self, ctx, step, action):
        hand = ctx.hand
        g = hand.part("give")
        if action.verb in ("fold", "buyout"):
            check_fold_verb(ctx, action.verb, action.player or "PLAYER")
            p = folder(action, None)        # everyone passes at once: nobody is on turn
            in_hand(hand, p)
            said = fold(ctx, p, action.verb)
            if not g.waiting and len(hand.active) > 1:
                said += " · " + _make_pass(hand, g)
            return said, True
        p = action.player
        in_hand(hand, p)
        if p in g.given:
            raise IllegalAction(f"{p} has already given in the {_pass(g.count)}")
        codes = list(action.cards)
        if codes and len(codes) != g.count:
            raise IllegalAction(f"{p} gives {_cards(len(codes))}; the {_pass(g.count)} is {_cards(g.count)} each")
        for i, code in enumerate(codes):
            check_in_deck(hand.game, code)
            if code in codes[:i]:
                raise IllegalAction(f"{card_label(code)} is typed twice")
            _may_hold(hand, g, p, code)
            other = next((q for q, given in g.given.items() if code in given), None)
            if other is not None:
                raise IllegalAction(f"{card_label(code)} is not {p}'s: {other} gives it in this pass")
        g.given[p] = codes
        g.waiting.remove(p)
        said = f"{p} gives {labels(codes)}" if codes else f"{p} gives {_cards(g.count)}, unseen"
        if g.waiting:
            return f"{said} · {', '.join(g.waiting)} to give", True
        return f"{said} · {_make_pass(hand, g)}", True


def _make_pass(hand, g: Giving) -> str:
    """Every player still in has given: the cards move together, each to the next player still in on the left (on
    the right for a pass to the right)."""
    order = list(hand.active)
    step = 1 if g.to == "left" else -1
    moves = [(p, order[(i + step) % len(order)], g.given.get(p, [])) for i, p in enumerate(order)]
    for p, _, codes in moves:            # first out of every giver's hand: the cards move at once
        if codes:
            hand.down[p] = [c for c in hand.down.get(p, []) if c not in codes]
        elif hand.down.get(p):
            hand.down[p] = []            # which of his known cards he gave is not known: none is sure now
    for p, r, codes in moves:
        hand.down.setdefault(r, []).extend(codes)
        g.moved.extend([g.number, p, r, c] for c in codes)
    g.given, g.waiting = {}, []
    whole = hand.game.cards_per_player
    held = []
    for p in order:
        known = hand.down.get(p, [])
        if len(known) >= whole:
            held.append(f"{p} holds {labels(known)}")
        elif known:
            held.append(f"{p} holds {labels(known)} and {whole - len(known)} unseen")
    return f"the cards move: {', '.join(f'{p} → {r}' for p, r, _ in moves)}" + \
        ("".join(f" · {h}" for h in held))


@clause("give")
def parse_give(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`give PLAYER CARD ...`, or `give PLAYER` when the cards were not seen."""
    if not args:
        raise ParseError("usage: give PLAYER [CARDS ...]")
    return Action("give", player=match_player(args[0], players), cards=tuple(parse_card_code(a) for a in args[1:]))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('give', 'give PLAYER [CARDS]',
             'Anaconda: the player passes these cards to the next player still in on his left',
             role='in-hand', repeated=True),
    ),
    settings=(
        Setting("kept_hand", (
            Choice("five", "each player keeps five of his seven cards and throws two away unseen; the five he "
                           "shows are his hand, high and low",
                   "would have each player show his five kept cards as his hand both ways"),
            Choice("all-seven", "each player shows all seven of his cards; his hand is the best five of them for "
                                "high and the best five for low",
                   "would have each player show all seven cards, his hand the best five each way"))),
    ),
)
