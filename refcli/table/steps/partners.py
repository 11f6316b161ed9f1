"""Partners: after the first up cards the two highest up cards are partners, then the next two, and so on;
with an odd number of players the lowest plays alone. A partner's win is split with his partner.

The `partners` step is passive (it says the rule in `refcli rules`): the pairing is a pure function of each
player's first up card, known once every one is typed, so nothing waits for the dealer to say "pair them".
Paid wild cards (refcli/table/steps/paid_wilds.py) call this part's hooks: a payment for a first up card waits
for the pairing (`paid_wild_check`), and a payment asks the payer's partner to pay the same fee (`on_wild`):
`match PLAYER` pays it, `divorce PLAYER` declines it, and a fee not matched by the time the card's window
closes (the next card dealt) divorces the two as well. The ruling (``adjust_ruling``) splits each partner's
win with the other and names the partnerships, the divorces and who paid for which wild card.

Decisions where the club's sheet leaves room (said in `refcli rules`):
- Up cards of one rank are ordered by the house suit order (setting pair_ties: suit-order), or by seat, the
  first from the dealer's left ranking higher (pair_ties: seat-order).
- Each paid wild card asks for its own matching fee; matching makes nothing wild for the partner.
- A partner who has folded shares nothing and is asked for no fee: the one still in plays for himself.
- The odd quarter of a partners' split goes by the house rule for odd quarters: to the partner holding the
  highest card by suit (setting partner_odd: highest-card), or to the partner who won the hand
  (partner_odd: winner).
"""

from __future__ import annotations

from dataclasses import replace

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.cards import parse_card
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money
from ...kernel.records import dataclass, field
from ...kernel.registry import NIGHT_VERBS, STEPS
from ...language.script import Action, clause, match_player
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand


def first_up(hand) -> dict[str, str]:
    """Each dealt-in player's first up card, where typed."""
    return {p: hand.up[p][0] for p in hand.seats if hand.up.get(p)}


def pairing(hand) -> tuple[list[tuple[str, str]], str | None] | None:
    """([(higher, lower), ...] from the highest up cards down, the player alone or None), or None until every
    player's first up card is typed."""
    ups = first_up(hand)
    if len(ups) < len(hand.seats):
        return None
    order = hand.game.house.suit_order
    by_seat = setting_value(hand.game, "pair_ties") == "seat-order"

    def key(p: str):
        c = parse_card(ups[p])
        tie = -hand.seats.index(p) if by_seat else -order.index(c.suit)
        return (c.rank, tie)
    ranked = sorted(hand.seats, key=key, reverse=True)
    pairs = [(ranked[i], ranked[i + 1]) for i in range(0, len(ranked) - 1, 2)]
    alone = ranked[-1] if len(ranked) % 2 else None
    return pairs, alone


def partner_of(hand, player: str) -> str | None:
    """``player``'s partner as paired (divorces aside)."""
    found = pairing(hand)
    if found is None:
        return None
    for a, b in found[0]:
        if player in (a, b):
            return b if player == a else a
    return None


@PARTS.register("partners")
@dataclass
class Partners(Part):
    asked: list[list] = field(default_factory=list)     # [partner, payer, card, amount] fees asked, in order
    matched: list[list] = field(default_factory=list)   # [partner, payer, card, amount] fees paid
    declined: list[list] = field(default_factory=list)  # [partner, payer, card] fees refused (divorce PLAYER)
    told: list[str] = field(default_factory=list)       # what the table was told: "pairs", "divorce Ann+Bob"

    def to_json(self) -> dict:
        return {"asked": self.asked, "matched": self.matched, "declined": self.declined, "told": self.told}

    def on_cards(self, hand) -> list[str]:
        """Words for the dealer once a card is typed: the pairing when the first up cards are all in, and a
        divorce when a card closes a fee's window unanswered."""
        found = pairing(hand)
        if found is None:
            return []
        out = []
        if "pairs" not in self.told:
            self.told.append("pairs")
            out.append(_pairs_words(hand, *found)[:-1])
        for a, b in found[0]:
            why = self.divorce_of(hand, a)
            if why and f"divorce {a}+{b}" not in self.told:
                self.told.append(f"divorce {a}+{b}")
                out.append(f"{a} and {b} are divorced: {why}")
        return out + self._offers(hand)

    def _offers(self, hand) -> list[str]:
        """The fee and the line for each up 3 or 9 just typed (the first up cards once they are paired): the
        dealer is told while it can still be paid for, as No Peek tells him after each card turned."""
        from ..wildfees import prices, window_closed
        table = prices(hand.game)
        out = []
        for p, code, _ in hand.up_order:
            card = parse_card(code)
            said = f"offer {p} {code}"
            if card.is_joker or card.rank not in table or said in self.told:
                continue
            if p not in hand.active or window_closed(hand, p, code):
                continue
            self.told.append(said)
            out.append(f"{p} may pay {format_money(table[card.rank])} to make {card.label} wild (wild {p} {code}) "
                       f"before the next card")
        return out

    @classmethod
    def from_json(cls, d: dict) -> "Partners":
        return cls(**d)

    # --- divorces -------------------------------------------------------------------------------------
    def _answered(self, ask: list) -> bool:
        return any(m[:3] == ask[:3] for m in self.matched) or any(d == ask[:3] for d in self.declined)

    def divorce_of(self, hand, player: str) -> str:
        """Why ``player`` and his partner are divorced ('' while they are not)."""
        from ..wildfees import window_closed
        mate = partner_of(hand, player)
        if mate is None:
            return ""
        for partner, payer, code in self.declined:
            if {partner, payer} == {player, mate}:
                return f"{partner} declined to match {payer}'s {parse_card(code).label}"
        for ask in self.asked:
            partner, payer, code, amount = ask
            if {partner, payer} == {player, mate} and not self._answered(ask) and window_closed(hand, payer, code):
                return (f"{partner} did not match {payer}'s {parse_card(code).label} ({format_money(amount)}) "
                        f"before the next card")
        return ""

    def open_asks(self, hand, partner: str) -> list[list]:
        from ..wildfees import window_closed
        return [a for a in self.asked if a[0] == partner and not self._answered(a)
                and not window_closed(hand, a[1], a[2])]

    def holds(self, hand, action) -> str:
        """Setting match_by: at-once: nothing else happens at the table while a partner owes an answer."""
        if setting_value(hand.game, "match_by") != "at-once":
            return ""
        for ask in self.asked:
            partner, payer, code, amount = ask
            if not self._answered(ask) and partner in hand.active:
                return (f"{partner} first answers {payer}'s {parse_card(code).label}: match {partner} "
                        f"({format_money(amount)}) or divorce {partner} (setting match_by: at-once)")
        return ""

    # --- hooks the paid wild cards call --------------------------------------------------------------
    def paid_wild_check(self, hand, player: str, code: str) -> None:
        if pairing(hand) is None and first_up(hand).get(player) == code:
            missing = [p for p in hand.seats if not hand.up.get(p)]
            raise IllegalAction(f"the first up cards are paid for after the pairing: type the first up card of "
                                f"{', '.join(missing)}")

    def on_wild(self, ctx, player: str, code: str, amount: int) -> list[str]:
        hand = ctx.hand
        mate = partner_of(hand, player)
        if mate is None:
            return [f"{player} plays alone: no partner to match"] if pairing(hand) else []
        if self.divorce_of(hand, player):
            return [f"{player} and {mate} are divorced: no fee to match"]
        if mate not in hand.active:
            return [f"{player}'s partner {mate} has folded: no fee to match"]
        self.asked.append([mate, player, code, amount])
        return [f"{mate}, {player}'s partner, pays {format_money(amount)} too (match {mate}) before the next card, "
                f"or they are divorced (divorce {mate})"]

    # --- the ruling -----------------------------------------------------------------------------------
    def adjust_ruling(self, hand, ruling):
        from ..pots import split_among
        found = pairing(hand)
        if found is None:
            return ruling
        pairs, alone = found
        lines = [_pairs_words(hand, pairs, alone)]
        split_lines = []
        for a, b in pairs:
            why = self.divorce_of(hand, a)
            if why:
                lines.append(f"Divorced: {a} and {b} ({why}): each keeps what he wins.")
        for partner, payer, code, amount in self.matched:
            lines.append(f"{partner} matched {payer}'s {parse_card(code).label} ({format_money(amount)}).")
        awards = list(ruling.awards)
        cards = {p: list(hand.down.get(p, [])) + list(hand.up.get(p, [])) for p in hand.seats}
        odd = setting_value(hand.game, "partner_odd")
        unit = hand.game.house.unit
        sharing: dict[str, str] = {}
        for a, b in pairs:
            if self.divorce_of(hand, a):
                continue
            won = [w for w in awards if w.player in (a, b)]
            if not won:
                continue
            winner = won[0].player
            mate = b if winner == a else a
            if mate not in hand.active:
                split_lines.append(f"{winner}'s partner {mate} folded: {winner} keeps all he wins.")
                continue
            total = sum(w.amount for w in won)
            if odd == "winner":
                first, second = winner, mate
                half = total // 2 // unit * unit
                shares = [(first, total - half), (second, half)]
            else:
                shares = split_among(total, [winner, mate], cards, True, unit)
            got = dict(shares)
            sharing[mate] = f"partner of {winner}"
            rest = [w for w in awards if w.player not in (a, b)]
            new = [replace(won[0], player=winner, amount=got[winner]),
                   replace(won[0], player=mate, amount=got[mate], hand=f"partner of {winner}")]
            awards = rest + [x for x in new if x.amount]
            text = (f"{winner} and {mate} are partners: they split {format_money(total)}, {winner} "
                    f"{format_money(got[winner])}, {mate} {format_money(got[mate])}")
            if got[winner] != got[mate]:
                favoured = max(got, key=got.get)
                if odd == "winner":
                    text += f" (the odd {'quarter' if unit == 25 else 'unit'} to {favoured}, who won the hand: " \
                            f"setting partner_odd: winner)"
                else:
                    from ..pots import deciding_card
                    card = deciding_card(cards[favoured], True)
                    text += (f" (the odd {'quarter' if unit == 25 else 'unit'} to {favoured}, who holds "
                             f"{card.label}, the highest card by suit: house rule)")
            split_lines.append(text + ".")
        order = {p: i for i, p in enumerate(hand.seats)}
        awards.sort(key=lambda w: (order.get(w.player, 99)))
        # The explanation by pot (`refcli explain`) shows each seat's money as paid and the partners' rules.
        got: dict[tuple[str, str], int] = {}
        for w in awards:
            got[(w.pot, w.player)] = got.get((w.pot, w.player), 0) + w.amount
        pots = tuple(replace(part, seats=tuple(replace(seat, amount=got.get((part.kind, seat.player), 0),
                                                       note=sharing.get(seat.player, seat.note)
                                                       if seat.result != "won" else seat.note)
                                               for seat in part.seats),
                             rules=part.rules + (tuple(lines + split_lines) if i == 0 else ()))
                     for i, part in enumerate(ruling.pots))
        return replace(ruling, awards=tuple(awards), lines=ruling.lines + tuple(lines + split_lines), pots=pots)


def _pairs_words(hand, pairs, alone) -> str:
    ups = first_up(hand)

    def who(p):
        return f"{p} ({parse_card(ups[p]).label})"
    text = "Partners: " + "; ".join(f"{who(a)} and {who(b)}" for a, b in pairs)
    if alone:
        text += f"; {who(alone)} plays alone"
    return text + "."


@STEPS.register("partners")
class PartnersStep(StepKind):
    name = "partners"
    declines = ("divorce", "a partner who declines to match a fee is divorced", "")
    passive = True
    reads_up = True
    owns = ("match", "divorce")

    def describe(self, step, game) -> str:
        tie_words, odd_words, when = (f"{choice_words(game, name)} ({choice_note(game, name)})"
                                      for name in ("pair_ties", "partner_odd", "match_by"))
        return ("Partners: once every first up card is dealt, the two highest up cards are partners, then the next "
                "two, and so on; with an odd number of players the lowest plays alone. Up cards of one rank: "
                f"{tie_words}. When a player pays for a wild card his partner pays the same fee (match PLAYER) or "
                "the two are divorced (divorce PLAYER, or no match before the next card is dealt; for the first "
                f"up cards both decide after the pairing) and play on alone; {when}. A partner's win is split with his "
                f"partner, the odd quarter {odd_words}; a divorced player, one alone, or one whose partner has "
                "folded keeps all he wins.")

    def absent(self, game) -> str:
        return f"{game.title} has no partners (Partners has)"

    def enter(self, ctx, step) -> None:
        ctx.hand.part("partners")       # its hooks answer the paid wild cards and the ruling from now on

    def done(self, ctx, step) -> bool:
        # The pairing is read from the first up cards: the hand waits for them here, before the first bet, so
        # the table learns who partners whom when it sees the cards, and the ruling never guesses it.
        return pairing(ctx.hand) is not None

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        if pairing(hand) is not None:
            return Expect(self.name)
        missing = ", ".join(p for p in hand.seats if not hand.up.get(p))
        return Expect(self.name, (hand.dealer,), ("up",), 0,
                      f"{hand.game.name} pairs the players by their first up cards: type them first ({missing}): "
                      f"up PLAYER CARD ...", "up cards first")

    def refuse(self, ctx, step, verb) -> str:
        return self.expects(ctx, step).words or super().refuse(ctx, step, verb)


def _ask_for(ctx, action) -> tuple:
    hand = ctx.night.hand
    if hand is None:
        raise IllegalAction("no hand is being played")
    if not hand.game.has_step("partners"):
        raise IllegalAction(f"{hand.game.title} has no partners (Partners has)")
    p = action.player
    in_hand(hand, p)
    found = ctx.current()
    if found is not None and found[1].showdown:
        raise IllegalAction("the betting is over: too late to match a wild card")
    part = hand.part("partners")
    asks = part.open_asks(hand, p)
    if not asks:
        why = part.divorce_of(hand, p)
        if why:
            raise IllegalAction(f"{p} and {partner_of(hand, p)} are divorced ({why})")
        mate = partner_of(hand, p)
        if mate is None:
            raise IllegalAction(f"{p} has no partner" if pairing(hand) else "the partners are not paired yet")
        raise IllegalAction(f"{p} has no fee to match: {mate} has paid for no wild card waiting on {p}")
    return hand, part, p, asks[0]


@NIGHT_VERBS.register("match")
def _match(ctx, action) -> tuple[str, ...]:
    from .base import after_outside_step
    hand, part, p, ask = _ask_for(ctx, action)
    partner, payer, code, amount = ask
    ctx.pay(p, POT, amount, "partner's match")
    part.matched.append(list(ask))
    return after_outside_step(ctx, [f"{p} matches {payer}'s {parse_card(code).label}: pays {format_money(amount)}; "
                        f"{payer} and {p} stay partners"])


@NIGHT_VERBS.register("divorce")
def _divorce(ctx, action) -> tuple[str, ...]:
    from .base import after_outside_step
    hand, part, p, ask = _ask_for(ctx, action)
    partner, payer, code, amount = ask
    part.declined.append([partner, payer, code])
    for a, b in pairing(hand)[0]:
        if {a, b} == {partner, payer}:
            part.told.append(f"divorce {a}+{b}")
    return after_outside_step(ctx, [f"{p} does not match {payer}'s {parse_card(code).label}: {payer} and {p} are divorced "
                        f"and play on alone"])


@clause("match", "divorce")
def parse_match(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`match PLAYER` (the partner pays the same fee), `divorce PLAYER` (he does not)."""
    if len(args) != 1:
        raise ParseError(f"usage: {verb} PLAYER")
    return Action(verb, player=match_player(args[0], players))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('match', 'match PLAYER',
             "Partners: the player pays the same fee as his partner's wild card, and they stay partners", role='in-hand'),
        Verb('divorce', 'divorce PLAYER',
             "Partners: the player does not match his partner's wild card: they are divorced", role='in-hand'),
    ),
    settings=(
        Setting("pair_ties", (      # up cards of one rank ranked by suit, or by seat
            Choice("suit-order", "the house suit order (spades, hearts, diamonds, clubs) ranks them",
                   "ranks them by the house suit order"),
            Choice("seat-order", "the first from the dealer's left ranks higher",
                   "ranks the first from the dealer's left higher"))),
        Setting("partner_odd", (    # a split's odd quarter by the house rule, or to the winner
            Choice("highest-card", "to the partner holding the highest card by suit, the house rule", "follows the house rule"),
            Choice("winner", "to the partner who won the hand", "gives it to the partner who won"))),
        Setting("match_by", (       # a fee is answered before the next card, or before anything
            Choice("next-card", "the answer may come any time before the next card",
                   "takes the answer any time before the next card"),
            Choice("at-once", "nothing else is taken at the table until the partner answers",
                   "takes nothing else at the table until it comes"))),
    ),
)
