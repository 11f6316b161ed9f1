"""`auction`: Ebay's cards put aside (refcli/table/steps/aside.py) sold one at a time, in the order they were
put aside, the winner paying his bid into the pot and adding the card to his hand (face up or face down, as it
lay).

The ladder (the step's parameters, the club's amounts by default): the first bid is from `min` ($2.00) to
`first_max` ($4.50); each later bid is higher by a whole number of `step`s (50¢), up to `cap` ($5.00); once
the cap is bid, only one more bid may come, `last` ($10.00), and it ends the bidding. Otherwise the bidding
ends when everyone else has passed; a card nobody bids for is discarded.

Who bids first: on the first card the best hand showing (as the `best-showing` opener of a betting round),
then each player to his left; on each later card the player one seat further left than the last card's first
bidder.

Decisions where the club's sheet leaves room (said in `refcli rules`):
- The first bid is on the same 50¢ ladder as the raises: $2.00, $2.50, ... $4.50.
- A player who passes is out of the bidding for that card (he may bid on the next one); game setting
  `auction_pass: may-return` lets him bid again once someone bids higher.
- A face-up card is typed (aside CARD) before its auction; the face-down card is sold unseen, and once won
  the dealer types it (the winner has looked at it): `aside CARD`, or `down WINNER CARD` once every card dealt
  him face down is typed. The auction waits for it.
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money, parse_amount
from ...kernel.records import dataclass, field
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player
from ...kernel.words import ordinal
from ..aside_cards import DISCARDED, aside_part, cards_aside
from ..dealing import labels, up_cards_missing, up_cards_wanted
from ..flow import declares
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand


def _pass_words(game) -> str:
    return f"{choice_words(game, 'auction_pass')}; {choice_note(game, 'auction_pass', ', ')}"


LADDER = {"min": ("amount", None, 200), "first_max": ("amount", None, 450), "step": ("amount", None, 50),
          "cap": ("amount", None, 500), "last": ("amount", None, 1000)}


@PARTS.register("auction")
@dataclass
class Auction(Part):
    lot: int = 0                        # the card on sale: its place among the cards put aside
    started: bool = False               # the auction has begun (its first bidder is known)
    first: str = ""                     # who bids first on this card
    to_act: list[str] = field(default_factory=list)   # who may still bid on it, the one on turn first
    passed: list[str] = field(default_factory=list)
    bid: int = 0                        # the highest bid on it so far (0: none)
    bidder: str = ""
    results: list[list] = field(default_factory=list)  # [lot, winner ('' if discarded), amount], in order

    def extra_cards(self, player: str, face: str) -> int:
        return sum(1 for r in self.results if r[1] == player and r[3] == face)

    def forget(self, player: str) -> None:
        if player in self.to_act:
            self.to_act.remove(player)

    def bought(self) -> dict[int, str]:
        return {r[0]: r[1] for r in self.results if r[1]}

    def to_json(self) -> dict:
        return {"lot": self.lot, "started": self.started, "first": self.first, "to_act": self.to_act,
                "passed": self.passed, "bid": self.bid, "bidder": self.bidder, "results": self.results}

    @classmethod
    def from_json(cls, d: dict) -> "Auction":
        return cls(**d)


def _ladder(step) -> dict[str, int]:
    return {name: step.get(name, default) for name, (_, _, default) in LADDER.items()}


def _left_of(hand, player: str) -> str:
    """The next player still in to the left of ``player`` (who may have folded)."""
    seats = hand.seats
    i = seats.index(player)
    for p in seats[i + 1:] + seats[:i + 1]:
        if p in hand.active:
            return p
    return hand.active[0]


def _order(hand, first: str) -> list[str]:
    i = hand.active.index(first)
    return hand.active[i:] + hand.active[:i]


def _showing(game, codes: list[str]) -> tuple:
    """How strong face-up cards are, for who bids first: sets of a rank beat smaller sets, then the ranks,
    highest first (four cards make no straight or flush). A wild card showing (a dealt eight) joins the best
    set, or pairs the highest card."""
    from collections import Counter

    from ...kernel.cards import parse_card
    cards = [parse_card(c) for c in codes]
    wild = sum(1 for c in cards if game.wild_high.is_wild(c))
    ranks = [c.rank for c in cards if not game.wild_high.is_wild(c) and not c.is_joker]
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    if wild:
        groups = [(groups[0][0], groups[0][1] + wild)] + groups[1:] if groups else [(14, wild)]
    return tuple(n for _, n in groups), tuple(r for r, _ in groups)


def _showing_words(game, codes: list[str]) -> str:
    """': a pair of kings, with 8♦ wild' — the best hand showing in words ('' when nothing is showing)."""
    from ...kernel.cards import parse_card, rank_word
    if not codes:
        return ""
    counts, ranks = _showing(game, codes)
    if counts[0] >= 2:
        many = {2: "a pair of", 3: "three", 4: "four", 5: "five"}.get(counts[0], str(counts[0]))
        words = f"{many} {rank_word(ranks[0], plural=True)}"
        if counts[0] == 2 and len(counts) > 1 and counts[1] == 2:
            words = f"two pair, {rank_word(ranks[0], plural=True)} and {rank_word(ranks[1], plural=True)}"
    else:
        words = f"{rank_word(ranks[0])} high"
    wild = [parse_card(c).label for c in codes if game.wild_high.is_wild(parse_card(c))]
    return f": {words}" + (f", with {' '.join(wild)} wild" if wild else "")


def _best_showing(hand) -> str:
    """The player still in with the best hand showing; hands level on ranks, the one with the highest card by the
    house suit order (♠ ♥ ♦ ♣), as the club breaks ties for odd quarters; still level, the first of them from the
    dealer's left."""
    from ...kernel.cards import card_order_key, parse_card

    def key(p: str):
        up = hand.up.get(p, [])
        cards = sorted((card_order_key(parse_card(c)) for c in up if c != "jk"), reverse=True)
        return _showing(hand.game, up), tuple(cards), -hand.active.index(p)
    return max(hand.active, key=key)


@STEPS.register("auction")
class AuctionStep(StepKind):
    name = "auction"
    sells_cards = True
    declines = ("pass", "a player who declines to bid passes", "")
    reads_up = True
    waits = True
    verbs = ("bid", "pass")
    params = LADDER

    def describe(self, step, game) -> str:
        lad = _ladder(step)
        m = format_money
        return (f"The cards put aside are auctioned one at a time, in the order they were put aside. On the first "
                f"the best hand showing bids first (a wild card showing pairs the highest card; level hands, the "
                f"highest card by suit), then each player to the left; on each later card the first bidder is one "
                f"seat further left. The first bid is {m(lad['min'])} to {m(lad['first_max'])} in {m(lad['step'])} "
                f"steps; each "
                f"bid after it is higher by {m(lad['step'])} or a multiple of it, up to {m(lad['cap'])}; after "
                f"{m(lad['cap'])} only one more bid may come, {m(lad['last'])}, and it ends the bidding (bid PLAYER "
                f"AMOUNT). Otherwise the bidding ends when everyone else has passed (pass PLAYER; " + _pass_words(game)
                + f"). The winner pays his bid into the pot and adds the card to his hand, face up or "
                f"face down as it lay; a card nobody bids {m(lad['min'])} for is discarded. The face-down card is "
                f"sold unseen; once it is won the dealer types it (aside CARD, or down PLAYER CARD).")

    def absent(self, game) -> str:
        return f"{game.title} has no auction (Ebay has)"

    def elsewhere(self, ctx, verb: str, past: bool) -> str:
        if verb not in ("bid", "pass"):
            return ""
        sold = ctx.hand.parts.get("auction")
        return "the auction is over" if past or (sold is not None and sold.started) else \
            "the auction comes after the last card's betting round"

    def _returns(self, hand) -> bool:
        return setting_value(hand.game, "auction_pass") == "may-return"

    def problem(self, step, game) -> str:
        if not declares(game, "puts-aside"):
            return "an auction sells the cards put aside: the flow needs put-aside steps"
        lad = _ladder(step)
        if not lad["min"] <= lad["first_max"] <= lad["cap"] < lad["last"] or lad["step"] <= 0:
            return "an auction's ladder runs min <= first_max <= cap < last, in steps above nothing"
        return ""

    # --- the flow ----------------------------------------------------------------------------------------
    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        a = hand.part("auction")
        aside = aside_part(hand)
        if not aside.faces:
            return
        if up_cards_missing(hand):
            # The first bidder is read from the cards showing: until they are all typed the auction does not
            # open, and the step is entered again with the next card typed (refcli/table/flow.py's advance).
            hand.entered = False
            return
        a.started = True
        first = _best_showing(hand)
        self._open(ctx, hand, a, first, "the best hand showing" + _showing_words(hand.game, hand.up.get(first, [])))

    def _open(self, ctx, hand, a, first: str, why: str) -> None:
        aside = aside_part(hand)
        a.first, a.bid, a.bidder, a.passed = first, 0, "", []
        a.to_act = _order(hand, first)
        what = f"the {ordinal(a.lot + 1)} card put aside"
        if aside.faces[a.lot] == "down":
            what += ", face down"
        elif aside.cards[a.lot]:
            what += f", {aside.name(a.lot)}"
        else:
            what += " (type it first: aside CARD)"
        ctx.lines.append(f"Auction of {what}: {first} bids first ({why}).")

    def done(self, ctx, step) -> bool:
        hand = ctx.hand
        a = hand.part("auction")
        aside = aside_part(hand)
        if a.lot < len(aside.faces):
            return False
        return not self._waiting_for_card(hand)

    def _waiting_for_card(self, hand) -> str:
        """The winner of a face-down card refcli does not know yet (the dealer types it), or ''."""
        aside = aside_part(hand)
        for i, (card, holder) in enumerate(zip(aside.cards, aside.holder)):
            if not card and holder and holder != DISCARDED:
                return holder
        return ""

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        a = hand.part("auction")
        aside = aside_part(hand)
        if a.lot >= len(aside.faces):
            winner = self._waiting_for_card(hand)
            return Expect(self.name, (hand.dealer,), ("aside",), 0,
                          f"type the face-down card {winner} won (aside CARD, or down {winner} CARD)", "aside CARD")
        if not aside.cards[a.lot] and aside.faces[a.lot] == "up":
            return Expect(self.name, (hand.dealer,), ("aside",), 0,
                          f"type the {ordinal(a.lot + 1)} card put aside before its auction (aside CARD)",
                          "aside CARD")
        if not a.started and aside.faces:
            words = self._needs_up(hand)
            return Expect(self.name, (hand.dealer,), ("up",), 0, words, "up cards first")
        p = a.to_act[0]
        low, high = self._range(step, a)
        offer = format_money(low) if low == high else f"{format_money(low)} to {format_money(high)}"
        # What it costs the one on turn: the lowest bid he may make.
        return Expect(self.name, tuple(a.to_act), ("bid", "pass"), low,
                      f"{p} to bid on {aside.name(a.lot)} ({offer}) or pass",
                      f"{p} to bid {offer} or pass")

    def _needs_up(self, hand) -> str:
        return (f"{hand.game.name}'s first bidder is the best hand showing: type the up cards first "
                f"({up_cards_wanted(up_cards_missing(hand))}): up PLAYER CARD ...")

    def refuse(self, ctx, step, verb) -> str:
        if not ctx.hand.part("auction").started:
            return self.expects(ctx, step).words
        return f"the auction is under way: {self.expects(ctx, step).words}"

    def _range(self, step, a) -> tuple[int, int]:
        lad = _ladder(step)
        if not a.bid:
            return lad["min"], lad["first_max"]
        if a.bid >= lad["cap"]:
            return lad["last"], lad["last"]
        return a.bid + lad["step"], lad["cap"]

    # --- acting ------------------------------------------------------------------------------------------
    def act(self, ctx, step, action):
        a = ctx.hand.part("auction")
        try:
            return self._act(ctx, step, action)
        except IllegalAction as exc:
            lad = _ladder(step)
            if a.results and a.results[-1][2] == lad["last"] and not a.bid and not a.passed:
                # Right after a card went for the last bid: a bid typed now was likely meant for that card.
                aside = aside_part(ctx.hand)
                lot, winner = a.results[-1][0], a.results[-1][1]
                raise IllegalAction(f"the bidding on {aside.name(lot)} ended with {winner}'s "
                                    f"{format_money(lad['last'])}; now {exc}") from None
            raise

    def _act(self, ctx, step, action):
        hand = ctx.hand
        a = hand.part("auction")
        aside = aside_part(hand)
        e = self.expects(ctx, step)
        if "up" in e.verbs:
            raise IllegalAction(e.words)
        if "aside" in e.verbs:
            raise IllegalAction(f"not yet: {e.words}")
        on_turn = a.to_act[0]
        p = action.player or on_turn
        in_hand(hand, p)
        card = aside.name(a.lot)
        if p in a.passed:
            raise IllegalAction(f"{p} has passed on {card}: " + (
                "he may bid again once someone bids higher" if self._returns(hand) else "a pass is final for that card"))
        if p != on_turn:
            raise IllegalAction(f"it is {on_turn}'s turn to bid on {card} or pass, not {p}'s")
        if action.verb == "pass":
            a.to_act.pop(0)
            a.passed.append(p)
            said = f"{p} passes"
            if not a.to_act:
                said += " · " + self._close(ctx, step, hand, a)
            return said, True
        amount = self._check_bid(step, a, action.amount, card)
        lad = _ladder(step)
        a.bid, a.bidder = amount, p
        said = f"{p} bids {format_money(amount)} for {card}"
        if amount == lad["last"]:
            return said + " · " + self._close(ctx, step, hand, a), True
        i = hand.active.index(p)
        if self._returns(hand):
            a.passed = []           # setting auction_pass: may-return: a higher bid opens the bidding to all again
        a.to_act = [q for q in hand.active[i + 1:] + hand.active[:i] if q not in a.passed]
        if not a.to_act:
            said += " · " + self._close(ctx, step, hand, a)
        return said, True

    def _check_bid(self, step, a, amount: int, card: str) -> int:
        lad = _ladder(step)
        m = format_money
        if amount % 25:
            raise IllegalAction(f"{m(amount)} is not a whole number of quarters")
        if not a.bid:
            if amount < lad["min"]:
                raise IllegalAction(f"the first bid on {card} is at least {m(lad['min'])}")
            if amount > lad["first_max"]:
                raise IllegalAction(f"the first bid on {card} is at most {m(lad['first_max'])}")
            if (amount - lad["min"]) % lad["step"]:
                raise IllegalAction(f"{m(amount)} is not on the ladder: the first bid is {m(lad['min'])} or more "
                                    f"in {m(lad['step'])} steps ({m(lad['min'])}, {m(lad['min'] + lad['step'])}, "
                                    f"... {m(lad['first_max'])})")
            return amount
        if a.bid >= lad["cap"]:
            if amount != lad["last"]:
                raise IllegalAction(f"{m(lad['cap'])} has been bid for {card}: the only bid left is "
                                    f"{m(lad['last'])}, which ends the bidding")
            return amount
        if amount <= a.bid:
            raise IllegalAction(f"the bid for {card} is {m(a.bid)} ({a.bidder}): a bid must be higher")
        if amount > lad["cap"]:
            raise IllegalAction(f"bids go up to {m(lad['cap'])}; only once {m(lad['cap'])} is bid may one more "
                                f"come, {m(lad['last'])}")
        if (amount - a.bid) % lad["step"]:
            raise IllegalAction(f"{m(amount)} is not a {m(lad['step'])} step above {m(a.bid)}: bid "
                                f"{m(a.bid + lad['step'])}, {m(a.bid + 2 * lad['step'])}, ... {m(lad['cap'])}")
        return amount

    def _close(self, ctx, step, hand, a) -> str:
        """The card on sale goes to the highest bidder (or is discarded); the next card's auction opens."""
        aside = aside_part(hand)
        lot, card = a.lot, aside.name(a.lot)
        face = aside.faces[lot]
        if a.bidder:
            winner = a.bidder
            ctx.pay(winner, POT, a.bid, "auction")
            a.results.append([lot, winner, a.bid, face])
            aside.holder[lot] = winner
            code = aside.cards[lot]
            if code:
                if face == "up":
                    hand.up.setdefault(winner, []).append(code)
                    hand.up_order.append([winner, code, hand.street])
                else:
                    hand.down.setdefault(winner, []).append(code)
            said = f"{winner} wins {card} for {format_money(a.bid)} (paid into the pot)"
            if face == "down" and not code:
                said += f"; type the card {winner} won: aside CARD (or down {winner} CARD)"
        else:
            a.results.append([lot, "", 0, face])
            aside.holder[lot] = DISCARDED
            said = f"nobody bid {format_money(_ladder(step)['min'])}: {card} is discarded"
        a.lot += 1
        a.to_act, a.bid, a.bidder, a.passed = [], 0, "", []
        if a.lot < len(aside.faces):
            lines_before = len(ctx.lines)
            self._open(ctx, hand, a, _left_of(hand, a.first), "one seat further left")
            said += " · " + ctx.lines.pop(lines_before)
        return said

    def notes(self, hand, step) -> tuple[str, ...]:
        a = hand.parts.get("auction")
        aside = cards_aside(hand)
        if a is None or aside is None or not a.results:
            return ()
        sold = []
        for lot, winner, amount, face in a.results:
            card = labels([aside.cards[lot]]) if aside.cards[lot] else "the face-down card"
            if face == "down" and aside.cards[lot]:
                card = f"the face-down card ({card})"
            sold.append(f"{card} to {winner} for {format_money(amount)}" if winner else
                        f"{card} discarded (no bid)")
        return ("Auction: " + "; ".join(sold) + ".",)


@clause("bid")
def parse_bid(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`bid [PLAYER] AMOUNT` (`pass [PLAYER]` is a turn verb like check)."""
    if len(args) == 2:
        return Action("bid", player=match_player(args[0], players), amount=parse_amount(args[1]))
    if len(args) == 1:
        return Action("bid", amount=parse_amount(args[0]))
    raise ParseError("usage: bid [PLAYER] AMOUNT")


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('bid', 'bid [PLAYER] AMOUNT',
             "Ebay's auction: a bid for the card on sale ($2.00 to $4.50 first, then up in 50¢ steps to $5.00, "
             'then only $10.00); pass PLAYER passes'),
    ),
    settings=(
        Setting("auction_pass", (      # a pass ends a player's bidding on that card, or only until a higher bid
            Choice("final", "a pass is final for that card", "makes a pass final for that card"),
            Choice("may-return", "a player who passed may bid again once someone bids higher, so the bidding ends when "
                                 "all the others pass in a row", "lets a player who passed bid again once someone bids higher"))),
    ),
)
