"""One betting round — bet, raise, call, check, fold — under the house's limits: the round the `bet` step plays
(refcli/table/steps/bet.py registers it, with the verb `in` and the settings of who opens), and No Peek's
bet-on-beat too. It is below the mechanics: the blinds post into it, Pat Hand and the up cards' order ask it
whether a round is under way and whose turn it is, and none of them names its part.

Parameter `opens`: who acts first — `left-of-dealer` (the house rule), `first-bettor` (whoever made the
first bet of the previous round; if he has folded, the next player still in to his left; if nobody bet,
the first player left of the dealer), `current` (the player whose turn it is, inside an `each`), `big-blind` or
`left-of-big-blind` (after a `blinds` step), or `best-showing` (the strongest face-up cards).

`in PLAYER TOTAL [fold], ...`: the money without the betting, for a host who missed the bets (below, "typed as
totals").
"""

from __future__ import annotations

from ..kernel.declare import setting_value
from ..kernel.records import dataclass, field
from ..kernel.errors import IllegalAction
from ..kernel.ledger import POT
from ..kernel.money import cents_hint, format_money
from ..kernel.registry import STEPS
from ..rules.model import Step
from .state import PARTS, Part
from .flow import ask_kinds, declares, fold_out, step_is
from .steps.base import Expect, StepKind, in_hand
from .steps.folding import check_fold_verb, fold

OPENERS = ("left-of-dealer", "first-bettor", "current", "big-blind", "left-of-big-blind", "best-showing", "setting")
# `opens: setting`: the game's settings say who opens, the first round and the later ones apart (2s to 25; their
# choices are declared below)


def setting_opener(game, first: bool) -> str:
    name = "first_round_opens" if first else "later_rounds_open"
    return setting_value(game, name)


PART = "bet"


@PARTS.register(PART)
@dataclass
class Betting(Part):
    """The betting round under way."""

    to_act: list[str] = field(default_factory=list)   # who still has to act, in turn order; the first is on turn
    current_bet: int = 0                               # what each player must have put in this round
    put_in: dict[str, int] = field(default_factory=dict)
    raises: int = 0
    opener: str | None = None                          # who made this round's first bet
    openers: list = field(default_factory=list)        # the first bettor of each closed round (None: all checked)
    blinds: dict[str, int] = field(default_factory=dict)   # posted by `blinds`, live in the next round
    totals: list = field(default_factory=list)         # `in`: [player, total, folded] in seat order, for the ruling
    skip: int = 0                                      # `in`: betting rounds still to close as they come
    acted: bool = False                                # somebody acted in this round (a fold leaves no trace)

    def owed(self, player: str) -> int:
        return self.current_bet - self.put_in.get(player, 0)

    def forget(self, player: str) -> None:
        if player in self.to_act:
            self.to_act.remove(player)

    def to_json(self) -> dict:
        out = {"to_act": self.to_act, "current_bet": self.current_bet, "put_in": self.put_in,
               "raises": self.raises, "opener": self.opener, "openers": self.openers, "blinds": self.blinds}
        if self.totals:         # only when `in` was typed: every snapshot written before it stays the same
            out["totals"], out["skip"] = self.totals, self.skip
        if self.acted:
            out["acted"] = True
        return out

    @classmethod
    def from_json(cls, d: dict) -> "Betting":
        return cls(**d)

    def adjust_ruling(self, hand, ruling):
        """A hand whose money was typed as totals says so in its ruling."""
        if not self.totals:
            return ruling
        from dataclasses import replace
        said = f"The betting was typed as totals: {totals_words(self.totals)}."
        return replace(ruling, lines=ruling.lines + (said,))


def blinds_in_order(hand, blinds: dict) -> list[str]:
    """Who posted the blinds, small first: by seat from the dealer's left, not by the dict's order, which a
    snapshot's JSON (keys sorted) does not keep."""
    return sorted(blinds, key=hand.seats.index)


def _rotate(active: list[str], first: str) -> list[str]:
    i = active.index(first)
    return active[i:] + active[:i]


def showing(codes: list[str]) -> tuple:
    """How strong a player's face-up cards are, for who opens: sets of a rank beat smaller sets (four, three, two
    pair, a pair), then the ranks, highest first. Fewer than five cards make no straight or flush; jokers and
    dual-value cards count as their face."""
    from collections import Counter

    from ..kernel.cards import parse_card
    ranks = [parse_card(c.split("/")[0]).rank for c in codes if c != "jk"]
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    return tuple(n for _, n in groups), tuple(r for r, _ in groups)


def first_to_act(hand, opens: str) -> list[str]:
    if opens == "setting":
        opens = setting_opener(hand.game, hand.round == 0)
    if opens == "best-showing":
        # Ties: the first of them from the dealer's left (the order hand.active keeps).
        best = max(hand.active, key=lambda p: (showing(hand.up.get(p, [])), -hand.active.index(p)))
        return _rotate(hand.active, best)
    if opens in ("big-blind", "left-of-big-blind"):
        blinds = blinds_in_order(hand, hand.part("bet").blinds) or list(hand.active[:2])
        big = blinds[-1]
        seats = hand.seats
        i = seats.index(big) + (1 if opens == "left-of-big-blind" else 0)
        for p in seats[i:] + seats[:i]:
            if p in hand.active:
                return _rotate(hand.active, p)
    if opens == "current":
        # the player whose turn it is in an enclosing `each`
        current = next((p for p in hand.ask("turn_in_loop") if p is not None), None)
        if current in hand.active:
            return _rotate(hand.active, current)
    if opens == "first-bettor":
        openers = hand.part("bet").openers
        opener = openers[-1] if openers else None
        if opener is not None:
            seats = hand.seats
            i = seats.index(opener)
            for p in seats[i:] + seats[:i]:
                if p in hand.active:
                    return _rotate(hand.active, p)
    return list(hand.active)


class BettingRound(StepKind):
    """The betting round as a step (the `bet` step is this; No Peek's bet-on-beat changes who opens)."""

    name = "bet"
    waits = True
    betting_round = True
    verbs = ("bet", "raise", "call", "check", "fold", "buyout", "in")
    params = {"opens": ("choice", OPENERS, "left-of-dealer")}

    def describe(self, step, game) -> str:
        if step.get("opens") == "setting":
            first = next(s for s in game.steps if s.kind == self.name) is step     # the round after the blinds
            name = "first_round_opens" if first else "later_rounds_open"
            opens = setting_opener(game, first)
            said = self.describe(Step("bet", (("opens", opens),)), game)
            return said[:-1] + f" (setting {name}: {opens})."
        if step.get("opens", "left-of-dealer") == "best-showing":
            return ("A betting round, opened by the best hand showing (pairs and sets by rank, then the highest cards; "
                    "no straights or flushes in fewer than five cards; a tie, the first of them left of the dealer).")
        if step.get("opens", "left-of-dealer") in ("big-blind", "left-of-big-blind"):
            who = "the big blind" if step.get("opens") == "big-blind" else "the player left of the big blind"
            return f"A betting round, opened by {who} (the blinds count as put in)."
        if step.get("opens", "left-of-dealer") == "current":
            return "A betting round, opened by the player whose turn it is."
        if step.get("opens", "left-of-dealer") == "first-bettor":
            return ("A betting round, opened by whoever made the first bet of the round before (if he has folded, "
                    "the next player still in to his left; if nobody bet, the first player left of the dealer).")
        return "A betting round, from the first player still in left of the dealer."

    def players_named(self, hand, e, verb):
        """A betting verb names who may act in the round: the player on turn, then the others to act."""
        return list(e.players) if e.players and verb in self.verbs and verb != "in" else None

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        before = hand.part("bet")
        if before.skip:         # a round `in` gave the totals of: over as it comes (typed_as_totals)
            hand.parts["bet"] = Betting(openers=before.openers + [None], totals=before.totals, skip=before.skip - 1)
            hand.round += 1
            return
        betting = Betting(to_act=first_to_act(hand, step.get("opens", "left-of-dealer")), openers=before.openers,
                          totals=before.totals)
        if before.blinds:           # live blinds: the round starts with them in, the big blind the bet to call
            betting.put_in, betting.current_bet = dict(before.blinds), max(before.blinds.values())
            betting.opener = blinds_in_order(hand, before.blinds)[-1]
        hand.parts["bet"] = betting
        if hand.round == 0:
            return     # the first round opens with the deal, which says so itself
        # (named in full: a relative import asks the package's spec for its parent on each round)
        from refcli.table.flow import program
        prog = program(hand.game.steps)
        said = STEPS.get(prog[hand.cursor - 1].kind).round_after(ctx) if hand.cursor else ""
        if said:        # the step before says how (5½-25½: the last once everyone is locked)
            ctx.lines.append(said)
        elif declares(hand.game, "open-rounds"):
            ctx.lines.append(f"Betting round {hand.round + 1}.")     # as many as there are turns (or rounds)
        else:
            ctx.lines.append(f"Betting round {hand.round + 1} of {hand.game.betting_rounds}.")

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("bet").to_act

    def _to_act(self, ctx, step) -> list[str]:
        """Who is to act. The best hand showing is known only once the street's up cards are typed: until
        somebody acts, the opener follows them."""
        hand = ctx.hand
        b = hand.part("bet")
        if step.get("opens") == "best-showing" and not b.put_in and len(b.to_act) == len(hand.active):
            return first_to_act(hand, "best-showing")
        return b.to_act

    def _needs_up(self, ctx, step) -> str:
        """The best hand showing opens: until the cards showing are typed refcli cannot say who, and asks."""
        hand = ctx.hand
        if step.get("opens") != "best-showing" or hand.part("bet").put_in:
            return ""
        from .dealing import up_cards_missing, up_cards_wanted
        short = up_cards_missing(hand)
        return (f"betting round {hand.round + 1} is opened by the best hand showing: type the up cards first "
                f"({up_cards_wanted(short)}): up PLAYER CARD ...") if short else ""

    def expects(self, ctx, step) -> Expect:
        needs = self._needs_up(ctx, step)
        if needs:
            return Expect(self.name, (ctx.hand.dealer,), ("up",), 0, needs, "up cards first")
        b = ctx.hand.part("bet")
        to_act = self._to_act(ctx, step)
        if not to_act:
            return Expect(self.name)
        p = to_act[0]
        owed = b.owed(p)
        fold_verb = "buyout" if ctx.hand.game.buyout_required else "fold"
        verbs = ("call", "raise", fold_verb) if owed else ("check", "raise" if b.current_bet else "bet", fold_verb)
        if b.current_bet and b.raises >= ctx.hand.game.house.max_raises:
            verbs = tuple(v for v in verbs if v != "raise")      # the round's raises are all made
        return Expect(self.name, tuple(to_act), verbs, owed,
                      f"{p} to act" + (f" ({format_money(owed)} to call)" if owed else ""),
                      f"{p} to call {format_money(owed)}" if owed else f"{p} to act")

    def refuse(self, ctx, step, verb) -> str:
        needs = self._needs_up(ctx, step)
        if needs:
            return needs
        b_to_act = self._to_act(ctx, step)
        when = next((w for w in ask_kinds(ctx.hand.game, "elsewhere", ctx, verb, False) if w), "")
        if when:        # a verb of a mechanic that comes before or after the betting (Ebay's auction)
            return f"betting round {ctx.hand.round + 1} is open ({b_to_act[0]} to act): {when}"
        if verb in ("take", "pass"):
            return (f"betting round {ctx.hand.round + 1} is open ({b_to_act[0]} to act): take or pass "
                    f"comes after it")
        if verb == "draw":
            return f"betting round {ctx.hand.round + 1} is open ({b_to_act[0]} to act): the draw comes after it"
        from .expect import no_betting_now
        return no_betting_now(ctx)

    # --- acting ------------------------------------------------------------------------------------------
    def act(self, ctx, step, action):
        hand = ctx.hand
        b = hand.part("bet")
        needs = self._needs_up(ctx, step)
        if needs:
            raise IllegalAction(needs)
        b.to_act = self._to_act(ctx, step)
        if action.verb == "in":
            return typed_as_totals(ctx, step, action), True
        b.acted = True
        if action.verb in ("fold", "buyout"):
            check_fold_verb(ctx, action.verb, action.player or b.to_act[0])
            said = fold(ctx, self._actor(ctx, action), action.verb)
            self._closed(ctx)
            return said, True
        p = self._actor(ctx, action)
        house = hand.game.house
        if action.verb == "bet":
            if b.current_bet:
                if not b.owed(p):       # the big blind, whose blind is the bet: calling is refused too
                    raise IllegalAction(f"there is already a bet of {format_money(b.current_bet)}, {p}'s own "
                                        f"blind: check or raise")
                raise IllegalAction(f"there is already a bet of {format_money(b.current_bet)}: call or raise")
            _check_unit(action.amount, house.unit)
            if action.amount > house.max_bet:
                raise IllegalAction(f"a bet is at most {format_money(house.max_bet)}"
                                    + cents_hint(action.amount, house.max_bet))
            b.current_bet = action.amount
            if b.opener is None:
                b.opener = p
            return self._put(ctx, p, action.amount, "bet", f"{p} bets {format_money(action.amount)}", True)
        if action.verb == "raise":
            if not b.current_bet:
                raise IllegalAction("there is no bet to raise: bet instead")
            _check_unit(action.amount, house.unit)
            if action.amount > house.max_raise:
                raise IllegalAction(f"a raise is at most {format_money(house.max_raise)}"
                                    + cents_hint(action.amount, house.max_raise))
            if b.raises >= house.max_raises:
                raise IllegalAction(f"this round has had {b.raises} raises, the most the house allows: call or fold")
            owed = b.owed(p)
            b.current_bet += action.amount
            b.raises += 1
            return self._put(ctx, p, owed + action.amount, "raise",
                             f"{p} raises {format_money(action.amount)} to {format_money(b.current_bet)}", True)
        owed = b.owed(p)
        if action.verb == "call":
            if not owed:
                raise IllegalAction(f"{p} owes nothing: check")
            return self._put(ctx, p, owed, "call", f"{p} calls {format_money(owed)}", False)
        if owed:
            raise IllegalAction(f"{p} owes {format_money(owed)}: call, raise or fold")
        return self._put(ctx, p, 0, "check", f"{p} checks", False)

    def _actor(self, ctx, action) -> str:
        b = ctx.hand.part("bet")
        on_turn = b.to_act[0]
        player = action.player or on_turn
        in_hand(ctx.hand, player)
        if player != on_turn:
            owed = b.owed(on_turn)
            what = f" (to call {format_money(owed)})" if owed else ""
            raise IllegalAction(f"it is {on_turn}'s turn{what}, not {player}'s")
        return player

    def _put(self, ctx, player: str, amount: int, reason: str, said: str, reopen: bool):
        hand = ctx.hand
        b = hand.part("bet")
        if amount:
            ctx.pay(player, POT, amount, reason)
            b.put_in[player] = b.put_in.get(player, 0) + amount
        if reopen:
            # Everyone else still in must answer the new amount, in turn order after the bettor.
            i = hand.active.index(player)
            b.to_act = hand.active[i + 1:] + hand.active[:i]
        else:
            b.to_act.pop(0)
        self._closed(ctx)
        return said, True

    def _closed(self, ctx) -> None:
        hand = ctx.hand
        b = hand.part("bet")
        if not b.to_act and len(hand.active) > 1:
            hand.round += 1
            b.openers.append(b.opener)
            ctx.bet_closed = True


def _check_unit(amount: int, unit: int) -> None:
    if amount % unit:
        raise IllegalAction(f"{format_money(amount)} is not a whole number of {format_money(unit)} units")


# --- typed as totals: `in` ------------------------------------------------------------------------------
# A host who missed the bets types what each player still in put in the hand's betting. `in` may come before a
# round's first bet (before any bet of the hand, or between rounds: money already bet stays bet, since postings
# are facts, and a total gives what it adds to it); once the round under way has a bet, it is refused. It closes
# the round under way and every betting round after it up to the next step that does more than lay cards (in
# 7 Card Stud, all of them: the showdown follows; in Ebay, up to the auction, the cards put aside being laid like a
# street; in a draw game, the round before the draw; after the draw a second `in` gives the totals of the whole
# hand again): refcli cannot tell from the cards how far the table went, since a street's cards are typed only
# once the round before it is over. A second `in` typed by mistake finds the rounds over
# and is refused by the step after them.

BETTING_REASONS = ("bet", "raise", "call", "in")


def put_in_this_hand(hand) -> dict[str, int]:
    """What each player has put in this hand's betting so far (bets, raises, calls, blinds, totals typed)."""
    out: dict[str, int] = {}
    from .postings import hand_postings
    for frm, to, amount, reason in hand_postings(hand) or ():
        if to == POT and (reason in BETTING_REASONS or reason.endswith(" blind")):
            out[frm] = out.get(frm, 0) + amount
    return out


def rounds_closed_by_in(hand) -> int:
    """The betting rounds `in` closes: the one under way and the next ones, up to a step that does more than lay
    cards on the table (a street dealt, Ebay's card put aside: StepKind.lays_cards)."""
    from .flow import program
    prog = program(hand.game.steps)
    # Where an up card may be bought wild before the next card (Partners' paid wilds, a partner's match), or the
    # order of the up cards sets the wild cards (Follow the Queen, Follow the Joker: a player's fold is dated by
    # the round it ends), a street brings decisions with it: `in` closes the round under way only.
    from ..kernel.mechanics import WILD_RULES
    streets_decide = declares(hand.game, "streets-decide") or WILD_RULES.get(hand.game.wild_rule).reads_up
    n = 0
    for s in prog[hand.cursor:]:
        if step_is(s.kind, "betting_round"):
            n += 1
        elif not STEPS.get(s.kind).lays_cards or (streets_decide and step_is(s.kind, "deals_street")):
            break
    return n


def totals_words(totals: list) -> str:
    return ", ".join(f"{p} {format_money(t)}" + (" (folded)" if folded else "") for p, t, folded in totals)


def typed_as_totals(ctx, step, action) -> str:
    """Check the totals of an `in` line against the hand and the house, post what they add, fold the folds and
    close the rounds; refused whole (the engine works on a copy) at the first problem."""
    hand = ctx.hand
    b = hand.part("bet")
    if step.kind != "bet":
        raise IllegalAction(f"{hand.game.title} bets as its cards are turned: in gives the totals of a game's own "
                            f"betting rounds (type the bets)")
    started = b.acted or b.raises or len(b.to_act) != len(hand.active)     # live blinds are in, not acted
    if started:
        raise IllegalAction(f"betting round {hand.round + 1} is under way ({b.to_act[0]} to act): in gives the "
                            f"totals before a round's first bet")
    typed = dict(zip(action.players, (int(t) for t in action.text.split())))
    folds = set(action.second)
    for p in typed:
        in_hand(hand, p)
    missing = [p for p in hand.active if p not in typed]
    if missing:
        raise IllegalAction(f"{' and '.join(missing)} {'is' if len(missing) == 1 else 'are'} still in the hand: "
                            f"in names every player still in, with his total (0 if nothing)")
    staying = [p for p in hand.active if p not in folds]
    if not staying:
        raise IllegalAction("in folds every player still in: one at least stays in the hand")
    house = hand.game.house
    rounds = hand.round + rounds_closed_by_in(hand)
    per_round = house.max_bet + house.max_raises * house.max_raise
    most = rounds * per_round
    before = put_in_this_hand(hand)
    for p in hand.active:
        total = typed[p]
        if total % house.unit:
            raise IllegalAction(f"{p}'s total {format_money(total)} is not a whole number of "
                                f"{format_money(house.unit)} units")
        if total > most:
            raise IllegalAction(
                f"{p}'s total {format_money(total)} is more than {rounds} betting round{'s' if rounds != 1 else ''} "
                f"allow{'s' if rounds == 1 else ''}: {format_money(most)} at most (a bet of "
                f"{format_money(house.max_bet)} and {house.max_raises} raises of {format_money(house.max_raise)} "
                f"a round)")
        if total < before.get(p, 0):
            raise IllegalAction(f"{p} has put in {format_money(before[p])} this hand already: his total cannot be "
                                f"less")
    even = {typed[p] for p in staying}
    if len(even) > 1:
        said = ", ".join(f"{p} {format_money(typed[p])}" for p in staying)
        raise IllegalAction(f"the players who did not fold put in different totals ({said}): the betting ends "
                            f"even")
    level = even.pop()
    for p in hand.active:
        if p in folds and typed[p] > level:
            raise IllegalAction(f"{p} folded with {format_money(typed[p])} in, more than the "
                                f"{format_money(level)} the players still in put in")
    totals = [[p, typed[p], p in folds] for p in hand.active]
    for p in hand.active:
        ctx.pay(p, POT, typed[p] - before.get(p, 0), "in")
    for p in [p for p in hand.active if p in folds]:
        fold_out(ctx, p)
    b.totals, b.to_act = totals, []
    b.skip = rounds_closed_by_in(hand) - 1
    if len(hand.active) > 1:
        hand.round += 1
        b.openers.append(None)
        ctx.bet_closed = True
    return f"the betting was typed as totals: {totals_words(totals)}"


def betting(hand) -> Betting:
    """The betting round's part, made empty on first use."""
    return hand.part(PART)


def betting_now(hand) -> Betting | None:
    """The betting round's part (None: no round was played yet)."""
    return hand.parts.get(PART)


def new_round(hand, betting: Betting) -> None:
    """Start a betting round with ``betting`` as its part."""
    hand.parts[PART] = betting
