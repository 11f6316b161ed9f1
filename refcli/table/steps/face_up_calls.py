"""`face-up-calls`: what a card dealt face up brings its player at once (Baseball, Woolworth).

- A card of the `extra` rank (Baseball's 4) dealt face up gets its player one more card face down, at once; it
  costs the setting extra_price (free unless a game sets one, and then he pays it or goes without: keep / drop
  PLAYER).
- A card of a paid rank dealt face up costs its player its price into the pot at once (keep PLAYER), or he folds
  (drop PLAYER). The setting pay_price is one amount for the step's `pay` rank (Baseball: a 3, $1.00), or a price
  per rank that names the paid ranks itself (Woolworth: `{5: .25, 10: .50}`, a five and a dime); with the
  setting `paid_card_costs: the-pot` the price is whatever the pot holds when he answers (Football: match the pot).
- Dealt face down they bring nothing (in Baseball a 3 face down is wild for free: the game's `wild:` says so).

Why one mechanic with a price per rank, not a second one beside it: Woolworth's 5s and 10s are Baseball's 3 at
another price; the answer (pay at once or fold), the hold on the table and the words are the same.

While a price is owed nothing else is taken at the table, not even the next card: the player answers at once. The
extra card holds nothing: like every face-down card in stud it may be typed any time before the show. The
step is passive (put it before the deal): it carries the ranks and says the rule in `refcli rules`; the table's
cards are read as they are typed (``on_cards``), and the extra card counts among the player's face-down cards.
"""

from __future__ import annotations

from ...kernel.cards import parse_card, rank_word
from ...kernel.declare import Choice, Mechanic, NumberSetting, Setting, Verb, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money
from ...kernel.records import dataclass, field
from ...kernel.registry import NIGHT_VERBS, STEPS
from ...language.script import Action, clause, match_player
from ..flow import fold_out
from ..state import PARTS, Part
from .base import Expect, StepKind

STEP = "face-up-calls"
THE_POT = -1        # an owed price that is the pot's, counted when the player answers (nothing moves the pot before)


def calls(game) -> dict[int, tuple[str, int]] | None:
    """{rank: ("extra" | "pay", price in cents)} of the game's face-up-calls step, or None when it has none."""
    from ..flow import program
    for s in program(game.steps):
        if s.kind == STEP:
            out = {}
            if s.get("extra", 0):
                out[s.get("extra")] = ("extra", setting_value(game, "extra_price"))
            the_pot = setting_value(game, "paid_card_costs") == "the-pot"
            for rank, price in paid_ranks(game, s).items():
                out[rank] = ("pay", THE_POT if the_pot else price)
            return out
    return None


def paid_ranks(game, step) -> dict[int, int]:
    """{rank: price} of the cards paid for or folded: pay_price per rank, else one price for the step's `pay` rank."""
    price = setting_value(game, "pay_price")
    if isinstance(price, tuple):        # flat, in rank order: (5, 25, 10, 50)
        return dict(zip(price[::2], price[1::2]))
    return {step.get("pay"): price} if step.get("pay", 0) else {}


@PARTS.register(STEP)
@dataclass
class FaceUpCalls(Part):
    looked: int = 0                                     # entries of the hand's up_order already looked at
    owed: list[list] = field(default_factory=list)      # [player, card, price, "pay" | "extra"] not yet answered
    extras: dict[str, int] = field(default_factory=dict)   # extra face-down cards each player was given

    def to_json(self) -> dict:
        return {"looked": self.looked, "owed": self.owed, "extras": self.extras}

    @classmethod
    def from_json(cls, d: dict) -> "FaceUpCalls":
        return cls(**d)

    def forget(self, player: str) -> None:
        self.owed = [o for o in self.owed if o[0] != player]

    def extra_cards(self, player: str, face: str) -> int:
        return self.extras.get(player, 0) if face == "down" else 0

    def on_cards(self, hand) -> list[str]:
        """Words for each card of the two ranks just dealt face up: the extra card given, or the price owed."""
        table = calls(hand.game)
        if table is None:
            return []
        out = []
        for p, code, _street in hand.up_order[self.looked:]:
            card = parse_card(code)
            if card.is_joker or p not in hand.active or card.rank not in table:
                continue
            what, price = table[card.rank]
            if what == "extra" and not price:
                self.extras[p] = self.extras.get(p, 0) + 1
                out.append(f"{p}'s {card.label} brings him one more card face down, free (down {p} CARD)")
            elif what == "extra":
                self.owed.append([p, code, price, what])
                out.append(f"{p}'s {card.label} brings him one more card face down for {format_money(price)}: "
                           f"keep {p} pays for it, drop {p} goes without it")
            elif price:
                self.owed.append([p, code, price, what])
                out.append(f"{p} pays {_price(price)} for his {card.label} (keep {p}) or folds (drop {p}), "
                           f"before anything else")
        self.looked = len(hand.up_order)
        return out

    def stops_at(self, hand, player: str, code: str) -> bool:
        """Whether an up card dealt to ``player`` is one the table stops at: a card with a price, answered (keep
        or drop) before the next card is dealt (a nameless street may end there: refcli/table/nameless.py)."""
        table = calls(hand.game)
        card = parse_card(code)
        if table is None or card.is_joker or card.rank not in table:
            return False
        return bool(table[card.rank][1])

    def waits_for(self, hand) -> Expect | None:
        """What the table waits for while a price is owed: that player's answer (the status line, the prompt)."""
        for p, code, price, what in self.owed:
            if p in hand.active:
                label = parse_card(code).label
                return Expect(STEP, (p,), ("keep", "drop"), max(price, 0),
                              words=f"{p} to answer his {label} (keep {p} {_price(price)}, or drop {p})",
                              prompt=f"{p} to keep or drop {label}")
        return None

    def holds(self, hand, action) -> str:
        """Nothing else is taken at the table while a price is owed, not even the next card: it is paid at once.
        (An extra card holds nothing: like every face-down card it may be typed any time before the show.)"""
        for p, code, price, what in self.owed:
            if p in hand.active:
                label = parse_card(code).label
                other = f"drop {p} to fold" if what == "pay" else f"drop {p} to go without the card"
                return f"{p} first answers his {label}: keep {p} ({_price(price)}) or {other}"
        return ""


@STEPS.register(STEP)
class FaceUpCallsStep(StepKind):
    name = STEP
    passive = True
    reads_up = True
    owns = ("keep", "drop")
    params = {"extra": ("int", (2, 14), 0), "pay": ("int", (2, 14), 0)}      # 0: none

    def describe(self, step, game) -> str:
        extra = step.get("extra", 0)
        x_price = setting_value(game, "extra_price")
        said = []
        if extra:
            said.append(f"{_a(extra)} dealt face up gets its player one more card face down at once, "
                        + (f"for {format_money(x_price)} (keep PLAYER; drop PLAYER goes without it)" if x_price
                           else "free") + " (setting extra_price)")
        paid = paid_ranks(game, step)
        if setting_value(game, "paid_card_costs") == "the-pot":
            said.append(f"{' or '.join(_a(r) for r in paid)} dealt face up costs its player as much as the pot "
                        f"holds then, at once (keep PLAYER), or he folds (drop PLAYER) (setting paid_card_costs)")
        elif len(paid) > 1 or isinstance(setting_value(game, "pay_price"), tuple):
            each = ", ".join(f"{format_money(a)} for {_a(r)}" for r, a in paid.items())
            said.append(f"{' or '.join(_a(r) for r in paid)} dealt face up costs its player its price into the pot "
                        f"at once ({each}: setting pay_price) (keep PLAYER), or he folds (drop PLAYER)")
        elif paid:
            (pay, p_price), = paid.items()
            said.append(f"{_a(pay)} dealt face up costs its player {format_money(p_price)} into the pot at once "
                        f"(keep PLAYER), or he folds (drop PLAYER) (setting pay_price)" if p_price else
                        f"{_a(pay)} dealt face up costs nothing (setting pay_price)")
        text = "; ".join(said)
        return (f"{text[0].upper() + text[1:]}; nothing else is taken at the table until he answers. "
                f"Dealt face down they bring nothing.")

    def problem(self, step, game) -> str:
        if isinstance(setting_value(game, "pay_price"), tuple) and step.get("pay", 0):
            return ("face-up-calls takes pay (one rank) or a pay_price per rank ({5: .25, 10: .50}), which names "
                    "the ranks itself: not both")
        table = calls(game) or {}
        if not table:
            return "face-up-calls needs a rank to act on: extra, pay, or a pay_price per rank like {5: .25, 10: .50}"
        if step.get("extra", 0) in paid_ranks(game, step):
            return f"face-up-calls: rank {step.get('extra')} cannot bring an extra card and be paid for"
        return ""

    def absent(self, game) -> str:
        return f"{game.title} has no prices for cards dealt face up (Baseball has)"

    def enter(self, ctx, step) -> None:
        ctx.hand.part(STEP)         # its hooks read every card typed from now on


def _price(price: int) -> str:
    return "what the pot holds" if price == THE_POT else format_money(price)


def _a(rank: int) -> str:
    word = rank_word(rank)
    return f"an {word}" if word[0] in "a8" else f"a {word}"


@NIGHT_VERBS.register("keep")
@NIGHT_VERBS.register("drop")
def _answer(ctx, action) -> tuple[str, ...]:
    from .base import after_outside_step
    hand = ctx.night.hand
    if hand is None:
        raise IllegalAction(f"no hand is being played: {action.verb} answers a card dealt face up")
    if calls(hand.game) is None:
        raise IllegalAction(f"{hand.game.title} has no prices for cards dealt face up (Baseball has)")
    part = hand.part(STEP)
    p = action.player
    if p is None:       # `keep` alone: the one player who owes (nothing else is taken while a price is owed)
        owing = [o[0] for o in part.owed if o[0] in hand.active]
        if not owing:
            raise IllegalAction(f"nobody owes anything for a card dealt face up: {action.verb} PLAYER")
        p = owing[0]
    if p not in hand.active:
        raise IllegalAction(f"{p} has already folded" if p in hand.seats else f"{p} is not in this hand")
    mine = [o for o in part.owed if o[0] == p]
    if not mine:
        raise IllegalAction(f"{p} owes nothing for a card dealt face up")
    owed = mine[0]
    part.owed.remove(owed)
    _p, code, price, what = owed
    label = parse_card(code).label
    if price == THE_POT:
        price = ctx.night.ledger.pot
    if action.verb == "keep":
        ctx.pay(p, POT, price, f"{label} dealt face up")
        if what == "extra":
            part.extras[p] = part.extras.get(p, 0) + 1
            words = [f"{p} pays {format_money(price)} for one more card face down (down {p} CARD)"]
        else:
            words = [f"{p} pays {format_money(price)} for his {label}"]
    elif what == "extra":
        words = [f"{p} goes without the card his {label} would bring"]
    else:
        fold_out(ctx, p)
        words = [f"{p} folds rather than pay {format_money(price)} for his {label}"]
    return after_outside_step(ctx, words)


@clause("keep", "drop")
def parse_answer(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`keep PLAYER` (he pays for the card dealt him face up), `drop PLAYER` (he does not); alone, the player who
    owes (there is one at a time: nothing else is taken until he answers)."""
    if len(args) > 1:
        raise ParseError(f"usage: {verb} [PLAYER]")
    return Action(verb, player=match_player(args[0], players) if args else None)


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb("keep", "keep [PLAYER]", "Baseball, Woolworth: the player pays at once for the card dealt him face up "
                                    "(a 3: $1.00; a 5: 25¢, a 10: 50¢) and stays in", role="in-hand"),
        Verb("drop", "drop [PLAYER]", "Baseball, Woolworth: the player does not pay for the card dealt him face up: "
                                    "for a 3 (a 5, a 10) he folds", role="in-hand"),
    ),
    settings=(
        # a card of a paid rank dealt face up: pay this at once or fold; one amount (for the step's `pay` rank) or
        # a price per rank ({5: .25, 10: .50})
        NumberSetting("pay_price", "amounts", 0, 10000, 100),
        NumberSetting("extra_price", "amount", 0, 10000, 0),     # a 4 dealt face up: its extra card's price
        Setting("paid_card_costs", (
            Choice("pay-price", "a card of a paid rank costs the setting pay_price", "charges pay_price"),
            Choice("the-pot", "a card of a paid rank costs as much as the pot holds then (Football: match the pot)",
                   "charges what the pot holds then"))),
    ),
)
