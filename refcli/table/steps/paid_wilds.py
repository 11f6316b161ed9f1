"""`paid-wilds`: cards of some ranks are wild only for a player who pays for them (No Peek and Partners: $1.00
for a 3, $2.00 for a 9, into the pot). The step is passive: it carries the prices (`{3: 1.00, 9: 2.00}`) and
says the rule in `refcli rules`; the table pays with `wild PLAYER CARD` whenever the card is showing in front of
him, until the next card is dealt or turned. The wild rule `paid` (refcli/table/wilds/paid.py) reads the
payments at the ruling. What the two share (the payments, the prices, when a card's time is up) is
refcli/table/wildfees.py, below both.

Why a verb the night takes at any step (like `pay`) and not a step's own: the decision falls in whatever part
of the hand follows the card (a No Peek player's turn, a betting round), so no one step can own it.

When a card's time is up (the table can only know what is typed):
- a card belongs to the moment it was typed (its place in the order of up cards); any card typed after it in a
  later round (No Peek: any card turned after it) closes its window, and so does a face-down card of a later
  round, or the end of the betting;
- a game may add its own condition through a state part's ``paid_wild_check`` (Partners: the first up cards
  are paid for only once the partners are paired) and react through ``on_wild`` (No Peek: a paid wild may make
  the player on turn beat the hand to beat; Partners: the partner must match).
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words
from ...kernel.cards import parse_card, rank_word
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money
from ...kernel.registry import NIGHT_VERBS, STEPS
from ...language.script import Action, need, clause, match_player, parse_card_code
from ..wildfees import RANKS, note_paid, paid_cards, price_words, prices, window_closed
from .base import StepKind, after_outside_step

@STEPS.register("paid-wilds")
class PaidWildsStep(StepKind):
    name = "paid-wilds"
    prices_wilds = True
    passive = True
    reads_up = True
    declares = ("streets-decide",)      # an up card may be bought wild before the next card is dealt
    owns = ("wild",)
    params = {name: ("amount", None, 0) for name in RANKS}

    def describe(self, step, game) -> str:
        ranks = " and ".join(rank_word(r, plural=True) for r in sorted(prices(game)))
        text = (f"{ranks[0].upper() + ranks[1:]} are wild only for a player who pays for them ({price_words(game)}, "
                f"into the pot; wild PLAYER CARD) while the card shows in front of him, before the next card is "
                f"dealt; unpaid, the card plays as itself.")
        if game.up_per_player:
            text += f" {choice_words(game, 'down_wilds')} ({choice_note(game, 'down_wilds')})."
        return text

    def problem(self, step, game) -> str:
        if not prices(game):
            return "paid-wilds needs a price for at least one rank, like {3: 1.00, 9: 2.00}"
        if game.wild_rule != "paid":
            return "a game with paid-wilds sets wild_rule: paid"
        return ""

    def absent(self, game) -> str:
        return f"{game.title} has no wild cards to pay for"

    def refuse_payment(self, hand, action) -> str:
        """A payment for a wild card is `wild`, which checks the card and its fee and makes it wild: the line to type
        when `pay`'s reason says wild ('' when it does not)."""
        from ...kernel.errors import RefereeError
        words = action.text.lower().replace(":", " ").split()
        if "wild" not in words:
            return ""
        card = ""
        for word in words:
            try:
                card = parse_card(word).code
                break
            except RefereeError:        # a word of the reason that is not a card
                continue
        return (f"a wild card is paid for with wild {action.player} {card or 'CARD'}: it checks the card and its fee "
                f"({price_words(hand.game)}) and makes it wild; pay only puts money in the pot")


@NIGHT_VERBS.register("wild")
def _wild(ctx, action) -> tuple[str, ...]:
    night = ctx.night
    hand = night.hand
    if hand is None:
        raise IllegalAction("no hand is being played: a wild card is paid for while it shows")
    game = hand.game
    table = prices(game)
    if not table:
        raise IllegalAction(f"{game.title} has no wild cards to pay for")
    p, code = action.player, action.cards[0]
    if p not in hand.active:
        raise IllegalAction(f"{p} has already folded" if p in hand.seats else f"{p} is not in this hand")
    found = ctx.current()
    if found is not None and found[1].showdown:
        raise IllegalAction("the betting is over: too late to pay for a wild card")
    c = parse_card(code)
    if c.is_joker or c.rank not in table:
        ranks = " and ".join(rank_word(r, plural=True) for r in sorted(table))
        raise IllegalAction(f"only {ranks} are paid for in {game.title}, not {c.label}")
    if code not in hand.up.get(p, []):
        raise IllegalAction(f"{c.label} is not showing in front of {p} (up cards: "
                            f"{' '.join(parse_card(x).label for x in hand.up.get(p, [])) or 'none'})")
    if code in paid_cards(hand, p):
        raise IllegalAction(f"{p} has already paid for {c.label}")
    why = window_closed(hand, p, code)
    if why:
        raise IllegalAction(why)
    hand.tell("paid_wild_check", hand, p, code)
    amount = table[c.rank]
    ctx.pay(p, POT, amount, "wild card")
    note_paid(hand, p, code, amount)
    words = [f"{p} pays {format_money(amount)}: {c.label} is wild for {p}"]
    for said in hand.ask("on_wild", ctx, p, code, amount):
        words.extend(said)
    return after_outside_step(ctx, words)


@clause("wild")
def parse_wild(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`wild PLAYER CARD`: the player pays for that card of his to be wild."""
    need(args, 2, "wild PLAYER CARD")
    if len(args) != 2:
        raise ParseError("usage: wild PLAYER CARD")
    return Action("wild", player=match_player(args[0], players), cards=(parse_card_code(args[1]),))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('wild', 'wild PLAYER CARD',
             'No Peek, Partners: the player pays for his 3 or 9 to be wild ($1.00, $2.00), before the next card', role='in-hand'),
    ),
    settings=(
        Setting("down_wilds", (
            Choice("free", "One dealt face down is wild at no cost: only a card dealt up has a fee", "makes it wild at no cost"),
            Choice("none", "One dealt face down plays as itself", "makes a face-down one play as itself"))),
    ),
)
