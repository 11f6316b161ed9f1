"""No Peek: seven cards face down to everyone, nobody looks; the dealer turns a card to beat (`start CARD`);
then, from the dealer's left, each player in turn turns his cards one at a time (`turn PLAYER CARD`) until his
showing cards beat the hand to beat, and a bet follows.

Steps:
- `start-card`: the card to beat, nobody's.
- `turn-until-beat` (parameters `first_buy`, `second_buy`): the turns. A player who has turned all his own
  cards without beating may buy a card off the deck (`buy PLAYER CARD`), at `first_buy` then `second_buy`, no
  third; a 4 turned or bought brings one more card face up at once (`extra PLAYER CARD`). A player who cannot beat
  folds; the turn passes on within the step, so a bet follows only a turn that beats.
- `bet-on-beat`: the betting round after a turn that beat, opened by the player who beat.
Verb `peek PLAYER [waived]`: a player looked at a card out of turn: the house penalty and a fold.

Decisions where the club's sheet leaves room (said in `refcli rules`):
- The turns go round the table again and again, skipping the player whose hand is the one to beat, until all
  but one have folded (the sheet: "until all players have shown all their cards or have folded"): a player
  beaten later must beat again, with the cards he has left or the ones he may buy. The last player in wins.
- Beating is strict: a tie does not beat. Fewer than five cards are judged by what is there (no straight or
  flush; a card more is a kicker, so K-2 beats a lone K). From five cards on, the best five count.
- A player on turn who has nothing left to turn or buy and does not beat, even counting every wild card he
  could still pay for, can only fold: refcli says so and takes nothing else from him (the table types the fold).
- The start card may come from the bottom of the deck or a second deck: setting start_card (bottom, the
  default: it counts as dealt, so nobody can turn or buy it; second-deck: it does not).
- A turn that ends in a fold is followed by no bet (nothing new shows; the sheet puts a bet after each player
  who beats): setting bet_after_fold (no, the default; yes: a bet follows, opened by the holder of the hand to
  beat, while two or more are still in).
- Looking out of turn is refused on the player's own turn (he may look then) and costs the house penalty
  otherwise (`peek PLAYER waived`: the fold without the penalty, when the table waives it).
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.cards import parse_card
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money
from ...kernel.records import dataclass, field
from ...kernel.registry import CONDITIONS, NIGHT_VERBS, STEPS
from ...language.script import Action, need, clause, match_player, parse_card_code, refuse_repeats
from ..betting import Betting, BettingRound, betting, new_round
from ..dealing import check_cards, check_in_deck
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand


# --- a showing hand's strength ---------------------------------------------------------------------------

def showing_value(codes: list[str], wild: list[str]) -> tuple[tuple, str]:
    """(score, words) of the face-up cards ``codes`` with the paid wild cards ``wild`` among them."""
    from ...evaluate.hand import best_high, describe
    from ...evaluate import natural
    from ...evaluate.describe import describe_high
    from ...evaluate.types import Wilds
    cards = [parse_card(c) for c in codes]
    wild_cards = frozenset(parse_card(c) for c in wild)
    if len(cards) >= 5:
        v = best_high(cards, Wilds(cards=wild_cards, jokers="none"))
        return v.score, describe(v)
    naturals = [c for c in cards if c not in wild_cards]
    wilds = [c for c in cards if c in wild_cards]
    played = list(naturals)
    became = []
    if wilds:
        # Fewer than five cards make no straight or flush: every wild card joins the biggest set (the
        # highest of equal sets), or makes aces when there is no natural card.
        counts: dict[int, int] = {}
        for c in naturals:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        rank = max(counts, key=lambda r: (counts[r], r)) if counts else 14
        suits = [s for s in "shdc" if all(not (c.rank == rank and c.suit == s) for c in naturals)] or ["s"]
        for i, w in enumerate(wilds):
            as_card = parse_card(f"{'A' if rank == 14 else _face(rank)}{suits[i % len(suits)]}")
            played.append(as_card)
            became.append((w, as_card))
    score, five = natural.best_high(played)
    # Sets first, then the highest cards (suits in the house order only to keep the words steady).
    n_of = {r: sum(1 for c in naturals if c.rank == r) for r in {c.rank for c in naturals}}
    shown = sorted(naturals, key=lambda c: (n_of[c.rank], c.rank, -"shdc".index(c.suit)), reverse=True)
    text = " ".join(c.label for c in shown)
    wild_text = " ".join(f"{w.label} as {a.label}" for w, a in became)
    return tuple(score), f"{describe_high(score)} ({' '.join(x for x in (text, wild_text) if x)})"


def _face(rank: int) -> str:
    return {10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


# --- state -----------------------------------------------------------------------------------------------

@PARTS.register("no-peek")
@dataclass
class NoPeek(Part):
    start: str = ""                                     # the card to beat
    turn: str | None = None                             # who is turning now (None: no turn under way)
    last: str | None = None                             # whose turn came last (the next turn is after his)
    beats: list[str] = field(default_factory=list)      # who beat the hand to beat, in order; the last still in
                                                        # holds the hand to beat now
    own: dict[str, int] = field(default_factory=dict)   # own face-down cards turned
    bought: dict[str, list[str]] = field(default_factory=dict)
    extra: dict[str, int] = field(default_factory=dict)   # cards owed at once for a 4 turned
    cards: int = 0                                      # cards turned so far (their order: the wild window)
    start_counts: bool = False                          # setting start_card: bottom (a card of the deck)

    table_holder = "the table as the card to beat"

    def table_cards(self) -> tuple[str, ...]:
        return (self.start,) if self.start and self.start_counts else ()

    def forget(self, player: str) -> None:
        if player in self.beats:
            self.beats.remove(player)
        self.extra.pop(player, None)

    def to_json(self) -> dict:
        return {"start": self.start, "turn": self.turn, "last": self.last, "beats": self.beats, "own": self.own,
                "bought": self.bought, "extra": self.extra, "cards": self.cards, "start_counts": self.start_counts}

    @classmethod
    def from_json(cls, d: dict) -> "NoPeek":
        return cls(**d)

    # --- what the table sees --------------------------------------------------------------------------
    def holder(self, hand) -> str | None:
        """Who holds the hand to beat (None: the start card)."""
        live = [p for p in self.beats if p in hand.active]
        return live[-1] if live else None

    def value(self, hand, player: str | None, extra_wild: tuple[str, ...] = ()) -> tuple[tuple, str]:
        if player is None:
            return showing_value([self.start], [])
        from ..wildfees import paid_cards
        return showing_value(hand.up.get(player, []), paid_cards(hand, player) + list(extra_wild))

    def to_beat_words(self, hand) -> str:
        who = self.holder(hand)
        _, words = self.value(hand, who)
        return f"the start card {parse_card(self.start).label}" if who is None else f"{who}'s hand, {words}"

    def beats_now(self, hand, player: str, extra_wild: tuple[str, ...] = ()) -> bool:
        return self.value(hand, player, extra_wild)[0] > self.value(hand, self.holder(hand))[0]

    def next_turn(self, hand, after: str | None) -> str | None:
        """The next player to turn: clockwise after ``after``, still in, not holding the hand to beat."""
        seats = hand.seats
        holder = self.holder(hand)
        i = seats.index(after) + 1 if after in seats else 0
        for p in seats[i:] + seats[:i]:
            if p in hand.active and p != holder:
                return p
        return None

    # --- hooks the paid wild cards call (refcli/table/steps/paid_wilds.py) -----------------------------
    def on_wild(self, ctx, player: str, code: str, amount: int) -> list[str]:
        hand = ctx.hand
        if player != self.turn:
            return []
        return self._judge_turn(hand, player)

    def _judge_turn(self, hand, p: str) -> list[str]:
        """After a card or a paid wild: say whether ``p`` beats; end his turn when he does and owes no card."""
        mine, words = self.value(hand, p)
        target = self.to_beat_words(hand)
        if self.extra.get(p):
            lead = f"{p} shows {words}"
            beat = "beats" if self.beats_now(hand, p) else "does not beat"
            return [f"{lead}: {beat} {target} · a 4 brings {p} one more card face up now (extra {p} CARD)"]
        if self.beats_now(hand, p):
            self.beats.append(p)
            self.turn, self.last = None, p
            return [f"{p} shows {words}: beats {target}"]
        return [f"{p} shows {words}: does not beat {target}"]

    def ruling_lines(self, hand, winner: str) -> list[str]:
        from ..wildfees import paid_line
        if not hand.up.get(winner):
            return [f"Nobody beat the start card {parse_card(self.start).label}.", paid_line(hand)]
        _, words = self.value(hand, winner)
        return [f"{winner}'s hand showing: {words}.", paid_line(hand)]

    def adjust_ruling(self, hand, ruling):
        """The ruling names the last hand standing and the paid wild cards."""
        from dataclasses import replace
        if len(ruling.awards) != 1:
            return ruling
        return replace(ruling, lines=ruling.lines + tuple(self.ruling_lines(hand, ruling.awards[0].player)))


def _part(hand) -> NoPeek:
    part = hand.part("no-peek")
    part.start_counts = setting_value(hand.game, "start_card") == "bottom"
    return part


# --- steps -----------------------------------------------------------------------------------------------

@STEPS.register("start-card")
class StartCard(StepKind):
    name = "start-card"
    verbs = ("start",)

    def describe(self, step, game) -> str:
        where = f"{choice_words(game, 'start_card')} ({choice_note(game, 'start_card')})"
        return (f"The dealer turns the card to beat (start CARD), nobody's card, {where}. A 3 or 9 turned to start "
                f"plays as itself.")

    def absent(self, game) -> str:
        return f"{game.title} turns no card to beat (No Peek does)"

    def done(self, ctx, step) -> bool:
        return bool(_part(ctx.hand).start)

    def expects(self, ctx, step) -> Expect:
        d = ctx.hand.dealer
        return Expect(self.name, (d,), ("start",), 0, f"{d} turns the card to beat (start CARD)", "start CARD")

    def refuse(self, ctx, step, verb) -> str:
        return f"not yet: {ctx.hand.dealer} turns the card to beat first (start CARD)"

    def not_now(self, ctx, verb, player: str = "") -> str:
        # A second `start` is most often the dealer correcting a mistyped card: say which card stands, and how.
        start = _part(ctx.hand).start if verb == "start" else None
        if not start:
            return ""
        return (f"the card to beat is already {parse_card(start).label}: it is turned once a hand (a mistyped one: "
                f"undo it before any card is turned)")

    def act(self, ctx, step, action):
        hand = ctx.hand
        part = _part(hand)
        code = action.cards[0]
        if part.start_counts:
            check_cards(hand, (code,))
        else:
            check_in_deck(hand.game, code)
        part.start = code
        return f"Card to beat: {parse_card(code).label}", True


@STEPS.register("turn-until-beat")
class TurnUntilBeat(StepKind):
    name = "turn-until-beat"
    waits = True
    verbs = ("turn", "extra", "buy", "fold")
    owns = ("turn", "extra", "buy", "peek")
    params = {"first_buy": ("amount", None, 400), "second_buy": ("amount", None, 700)}

    def describe(self, step, game) -> str:
        one, two = format_money(step.get("first_buy", 400)), format_money(step.get("second_buy", 700))
        return ("From the dealer's left, each player in turn turns his cards one at a time (turn 4c, for the player on turn; turn PLAYER 3c5d5s, several) until "
                "his showing cards beat the hand to beat (the start card, then the best hand showing; a tie does "
                "not beat; fewer than five cards count as they stand, no straight or flush). A player who has "
                f"turned all his cards without beating may buy one more off the deck for {one} (buy CARD), "
                f"then one more for {two}, no third; still not beating, he folds (f, or fold PLAYER: refcli takes nothing "
                "else from him once nothing is left to turn, buy or pay for). A 4 turned or bought brings one more card face up at once (extra "
                "CARD). The turns go round again, passing the player who holds the hand to beat, until all "
                "but one have folded: the last one in takes the pot. Looking at a card out of turn: the house "
                "penalty and a fold (peek PLAYER, or peek PLAYER waived).")

    def absent(self, game) -> str:
        return f"{game.title} has no turning of cards (No Peek has)"

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        part = _part(hand)
        if part.turn is None:
            part.turn = part.next_turn(hand, part.last)
        # A player beaten after turning and buying all he could has nothing to play with: the table folds him.
        if part.turn is not None and not self._verbs_left(hand, part, part.turn, step):
            p = part.turn
            ctx.lines.append(f"{p} has nothing left to turn or buy and does not beat "
                             f"{part.to_beat_words(hand)}: {p} must fold (fold {p})")

    def done(self, ctx, step) -> bool:
        return _part(ctx.hand).turn is None

    def _verbs(self, hand, p: str, step) -> tuple[str, ...]:
        part = _part(hand)
        if part.extra.get(p):
            return ("extra",)
        if part.own.get(p, 0) < hand.game.down_per_player:
            return ("turn", "fold")
        if len(part.bought.get(p, [])) < 2:
            return ("buy", "fold")
        return ("fold",)

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        part = _part(hand)
        p = part.turn
        if p is None:
            return Expect(self.name)
        verbs = self._verbs(hand, p, step)
        _, mine = part.value(hand, p)
        showing = f"showing {mine}" if hand.up.get(p) else "nothing showing"
        if part.extra.get(p):
            what = f"{p} is owed the extra card for a 4 (extra {p} CARD)"
        elif "buy" in verbs:
            price = self._price(part, p, step)
            what = f"{p} to buy a card for {format_money(price)} (buy {p} CARD) or fold"
        elif verbs == ("fold",) and _open_wilds(hand, p):
            what = f"{p} to pay for a wild card (wild {p} CARD) or fold"
        elif verbs == ("fold",):
            what = f"{p} to fold, with nothing left to turn or buy (fold {p})"
        else:
            what = f"{p} to turn"
        words = f"{what} ({showing}; to beat: {part.to_beat_words(hand)})"
        return Expect(self.name, (p,), verbs, self._price(part, p, step) if "buy" in verbs else 0, words,
                      f"{p} to {verbs[0]}")

    def refuse(self, ctx, step, verb) -> str:
        p = _part(ctx.hand).turn
        if verb in ("bet", "raise", "call", "check"):
            return f"no betting now: it is {p}'s turn to turn cards until he beats the hand to beat"
        return f"not now: {self.expects(ctx, step).words}"

    @staticmethod
    def _price(part: NoPeek, p: str, step) -> int:
        n = len(part.bought.get(p, []))
        return step.get("first_buy", 400) if n == 0 else step.get("second_buy", 700)

    def act(self, ctx, step, action):
        hand = ctx.hand
        part = _part(hand)
        on_turn = part.turn
        p = action.player or on_turn
        in_hand(hand, p)
        if p != on_turn:
            raise IllegalAction(f"it is {on_turn}'s turn to turn a card, not {p}'s")
        if action.verb == "fold":
            return self._fold(ctx, part, p, f"{p} folds"), True
        said: list[str] = []
        for i, code in enumerate(action.cards):
            if i and part.turn != p:
                # Several cards on one line are turned one by one; the turn ends at the card that beats.
                raise IllegalAction(f"{p} beats the hand to beat with {parse_card(action.cards[i - 1]).label}: the "
                                    f"turn is over before {parse_card(code).label}")
            said.extend(self._one(ctx, step, part, p, action.verb, code))
        return " · ".join(said), True

    def _one(self, ctx, step, part: NoPeek, p: str, verb: str, code: str) -> list[str]:
        """One card turned, dealt for a 4 or bought: the words for it."""
        hand = ctx.hand
        game = hand.game
        if verb == "extra":
            if not part.extra.get(p):
                raise IllegalAction(f"{p} is owed no extra card: only a 4 turned or bought brings one")
            how = "extra"
        elif verb == "turn":
            if part.extra.get(p):
                raise IllegalAction(f"{p}'s 4 is owed its extra card first: extra {p} CARD")
            if part.own.get(p, 0) < game.down_per_player:
                how = "own"
            elif len(part.bought.get(p, [])) < 2:
                raise IllegalAction(f"{p} has turned all {game.down_per_player} of his cards: he buys one for "
                                    f"{format_money(self._price(part, p, step))} (buy {p} CARD) or folds")
            else:
                raise IllegalAction(f"{p} has no card left to turn and has bought two: he folds (fold {p})")
        else:
            if part.extra.get(p):
                raise IllegalAction(f"{p}'s 4 is owed its extra card first: extra {p} CARD")
            left = game.down_per_player - part.own.get(p, 0)
            if left:
                raise IllegalAction(f"{p} still has {left} card{'s' if left != 1 else ''} face down to turn: a card "
                                    f"is bought only when all are turned")
            if len(part.bought.get(p, [])) >= 2:
                raise IllegalAction(f"{p} has bought two cards, the most a player may buy: he folds (fold {p})")
            how = "bought"
        held = hand.down.get(p, [])
        if how == "own" and code in held:
            held.remove(code)            # a face-down card the dealer had typed, turned now
        elif how == "own" and len(held) + part.own.get(p, 0) >= game.down_per_player:
            raise IllegalAction(f"{parse_card(code).label} is not one of {p}'s face-down cards as typed")
        check_cards(hand, (code,))
        hand.up.setdefault(p, []).append(code)
        hand.up_order.append([p, code, part.cards])
        part.cards += 1
        label = parse_card(code).label
        if how == "own":
            part.own[p] = part.own.get(p, 0) + 1
            said = [f"{p} turns {label}"]
        elif how == "extra":
            part.extra[p] -= 1
            if not part.extra[p]:
                del part.extra[p]
            said = [f"{p} is dealt {label} face up for the 4"]
        else:
            price = self._price(part, p, step)
            ctx.pay(p, POT, price, "card bought")
            part.bought.setdefault(p, []).append(code)
            nth = "the first card bought" if len(part.bought[p]) == 1 else "the second and last card bought"
            said = [f"{p} buys {label} for {format_money(price)} ({nth})"]
        if parse_card(code).rank == 4:
            part.extra[p] = part.extra.get(p, 0) + 1
        said.extend(part._judge_turn(hand, p))
        from ..wildfees import prices
        table = prices(game)
        c = parse_card(code)
        if c.rank in table and not c.is_joker:
            said.append(f"{p} may pay {format_money(table[c.rank])} to make {label} wild (wild {p} {code}) before "
                        f"the next card")
        if part.turn == p and not self._verbs_left(hand, part, p, step):
            if part.beats_now(hand, p, _open_wilds(hand, p)):
                said.append(f"{p} has nothing left to turn or buy: paying for his wild card would beat")
            else:
                said.append(f"{p} has nothing left to turn or buy and does not beat: {p} must fold (fold {p})")
        return said

    def _verbs_left(self, hand, part: NoPeek, p: str, step) -> bool:
        return self._verbs(hand, p, step) != ("fold",)

    def _fold(self, ctx, part: NoPeek, p: str, said: str) -> str:
        from ..flow import fold_out
        hand = ctx.hand
        part.turn = None
        part.last = p
        fold_out(ctx, p)
        if len(hand.active) > 1 and setting_value(hand.game, "bet_after_fold") == "no":
            part.turn = part.next_turn(hand, p)     # the turn passes on at once: no bet follows a fold
        return said


def _open_wilds(hand, p: str) -> tuple[str, ...]:
    """``p``'s up cards he may still pay for (the latest card only: any later card closes a card's window)."""
    from ..wildfees import paid_cards, prices, window_closed
    table = prices(hand.game)
    paid = paid_cards(hand, p)
    return tuple(c for c in hand.up.get(p, []) if parse_card(c).rank in table and c not in paid
                 and not window_closed(hand, p, c))


@STEPS.register("bet-on-beat")
class BetOnBeat(BettingRound):
    """The betting round after a turn that beat the hand to beat, opened by the player who beat it."""

    name = "bet-on-beat"
    params = {}

    def describe(self, step, game) -> str:
        said = f"{choice_words(game, 'bet_after_fold')} ({choice_note(game, 'bet_after_fold')})."
        if setting_value(game, "beat_opens") == "left-of-dealer":
            said = said.replace("opened by the player holding the hand to beat", "opened by the first player "
                                "still in left of the dealer").replace("opened by the player who beat it",
                                                                       "opened by the first player still in left "
                                                                       "of the dealer")
            return said + (" Who opens: setting beat_opens: left-of-dealer, the house's betting order; the other "
                           "choice, beater, lets the holder of the hand to beat open.")
        return said + (" Who opens: setting beat_opens: beater (the bet comes right after his turn); the other "
                       "choice, left-of-dealer, opens from the first player still in left of the dealer, the "
                       "house's betting order.")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        before = betting(hand)
        holder = _part(hand).holder(hand)
        if setting_value(hand.game, "beat_opens") == "left-of-dealer":
            holder = None       # the house's order: hand.active runs from the dealer's left
        order = list(hand.active)
        if holder in order:
            i = order.index(holder)
            order = order[i:] + order[:i]
        new_round(hand, Betting(to_act=order, openers=before.openers))
        ctx.lines.append(f"Betting round {hand.round + 1}: {order[0]} opens")

    def expects(self, ctx, step) -> Expect:
        from dataclasses import replace
        return replace(super().expects(ctx, step), kind="bet")

    def refuse(self, ctx, step, verb) -> str:
        if verb in ("turn", "buy"):
            b = betting(ctx.hand)
            return f"betting round {ctx.hand.round + 1} is open ({b.to_act[0]} to act): the next turn comes after it"
        return super().refuse(ctx, step, verb)


@CONDITIONS.register("one-left")
def one_left(hand) -> bool:
    """One player is left in the hand (the others folded): nothing is left to play."""
    return len(hand.active) < 2


# --- looking out of turn ---------------------------------------------------------------------------------

@NIGHT_VERBS.register("peek")
def _peek(ctx, action) -> tuple[str, ...]:
    from ..flow import fold_out
    from .base import after_outside_step
    hand = ctx.night.hand
    if hand is None or not hand.game.has_step("turn-until-beat"):
        title = hand.game.title if hand is not None else "this game"
        raise IllegalAction(f"no card is looked at out of turn in {title}: only No Peek forbids looking"
                            if hand is not None else "no hand is being played")
    p = action.player
    in_hand(hand, p)
    part = _part(hand)
    if part.turn == p:
        raise IllegalAction(f"it is {p}'s turn: a player may look at his cards on his own turn")
    house = hand.game.house
    if action.waived:
        said = f"{p} looked at a card out of turn: penalty waived; {p} folds"
    else:
        ctx.pay(p, POT, house.penalty, "penalty")
        said = f"{p} looked at a card out of turn: {format_money(house.penalty)} penalty, and {p} folds"
    fold_out(ctx, p)
    found = ctx.current()
    if found is not None and isinstance(found[1], BettingRound) and len(hand.active) > 1:
        found[1]._closed(ctx)       # the peeker may have been the last to answer the bet
    return after_outside_step(ctx, [said])


# --- the table's words ------------------------------------------------------------------------------------

@clause("start")
def parse_start(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`start CARD`: the card to beat."""
    if len(args) != 1:
        raise ParseError("usage: start CARD")
    return Action("start", cards=(parse_card_code(args[0]),))


@clause("turn", "extra", "buy")
def parse_turn(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`turn [PLAYER] CARD [CARD ...]` (his own cards turned, in order), `extra [PLAYER] CARD` (the card a 4
    brings, face up), `buy [PLAYER] CARD`."""
    need(args, 1, f"{verb} PLAYER CARD")
    if len(args) == 1:
        return Action(verb, cards=(parse_card_code(args[0]),))
    if verb == "turn" and len(args) > 2:
        # `turn Dee 3c Ks`: his cards in the order turned, as if typed one line each.
        return Action(verb, player=match_player(args[0], players),
                      cards=refuse_repeats(parse_card_code(a) for a in args[1:]))
    if len(args) != 2:
        raise ParseError(f"usage: {verb} PLAYER CARD")
    return Action(verb, player=match_player(args[0], players), cards=(parse_card_code(args[1]),))


@clause("peek")
def parse_peek(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`peek PLAYER [waived]`: the player looked at a card out of turn."""
    if not args or len(args) > 2 or (len(args) == 2 and args[1].lower() != "waived"):
        raise ParseError("usage: peek PLAYER [waived]")
    return Action("peek", player=match_player(args[0], players), waived=len(args) == 2)


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('start', 'start CARD', "No Peek: the card to beat, turned by the dealer (nobody's card)"),
        Verb('turn', 'turn PLAYER CARD ...',
             'No Peek: the player on turn turns his face-down cards, one by one in the order typed', role='in-hand'),
        Verb('extra', 'extra PLAYER CARD',
             'No Peek: the card a 4 turned or bought brings, dealt face up at once', role='in-hand'),
        Verb('buy', 'buy PLAYER CARD',
             'No Peek: a player who turned all his cards without beating buys one ($4.00, then $7.00; no third)', role='in-hand'),
        Verb('peek', 'peek PLAYER [waived]',
             'No Peek: the player looked at a card out of turn: the penalty and a fold', role='in-hand'),
    ),
    settings=(
        Setting("start_card", (     # the card to beat: a card of the deck, or not counted as dealt
            Choice("bottom", "from the bottom of the deck, so nobody can turn or buy it",
                   "counts it as dealt so nobody can turn or buy it"),
            Choice("second-deck", "from a second deck, so it is not counted as dealt", "does not count it as dealt"))),
        Setting("bet_after_fold", (     # a bet after a turn that ends in a fold, or none
            Choice("no", "A betting round after each turn that beats the hand to beat, opened by the player who beat it; "
                         "a turn that ends in a fold has no bet, as nothing new shows", "bets only after a turn that beats"),
            Choice("yes", "A betting round after each turn, opened by the player holding the hand to beat: after a turn "
                          "that ends in a fold too, when two or more are still in", "bets after it too"))),
        Setting("beat_opens", (     # who opens the bet after a turn: the player who beat, or the house's order
            Choice("beater", "the player who beat opens the bet after his turn",
                   "lets the holder of the hand to beat open"),
            Choice("left-of-dealer", "the first player still in left of the dealer opens, the house's betting order",
                   "opens from the first player still in left of the dealer, the house's betting order"))),
    ),
)
