"""`misdeal`: the hand in progress is void. Every ante, bet, buy-out and payment of it goes back to whoever
put it in, the hand stays in the log (and the report) as voided, and the deal passes as the house says.

A penalty paid during the hand is not given back: it punished a violation, not a stake in the hand, so it
stays in the pot for the next hand, as a penalty between hands does.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from ..kernel.ledger import POT, Posting
from ..kernel.money import format_money
from ..kernel.registry import NIGHT_VERBS
from ..language.script import Action
from .flow import Ctx
from .postings import hand_postings
from .state import HandSummary

KEPT = ("penalty",)      # postings a misdeal does not give back


def refunds(postings: list[list], order: list[str]) -> list[Posting]:
    """The postings that undo ``postings`` (less the penalties): one per account, to or from the pot."""
    moved: dict[str, int] = {}
    for frm, to, amount, reason in postings:
        if reason in KEPT:
            continue
        moved[frm] = moved.get(frm, 0) - amount
        moved[to] = moved.get(to, 0) + amount
    accounts = [a for a in order if a in moved] + [a for a in moved if a not in order and a != POT]
    out = []
    for a in accounts:
        if moved[a] < 0:
            out.append(Posting(POT, a, -moved[a], "misdeal"))
        elif moved[a] > 0:
            out.append(Posting(a, POT, moved[a], "misdeal"))
    return out


@NIGHT_VERBS.register("misdeal")
def _misdeal(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    hand = night.hand
    if hand is None:
        raise IllegalAction("no hand is being played: misdeal voids the hand under way")
    back = refunds(hand_postings(hand) or [], night.players)
    pot = night.ledger.pot
    for p in back:
        ctx.pay(p.frm, p.to, p.amount, p.reason)
    ctx.summary = HandSummary(hand.number, hand.game.id, hand.game.title, hand.dealer, pot, [], voided=True)
    night.hand = None
    night.hands_played += 1      # the hand's number stays used: the log keeps it, voided
    night.misdeals += 1
    seat = night.players.index(hand.dealer)
    same = hand.game.house.misdeal == "same_dealer"
    night.dealer_index = seat if same else (seat + 1) % len(night.players)
    given = [f"{p.to} {format_money(p.amount)}" for p in back if p.frm == POT]
    taken = [f"{p.frm} pays back {format_money(p.amount)}" for p in back if p.to == POT]
    words = f"Misdeal: hand {hand.number} is void."
    if given:
        words += " Back to " + ", ".join(given) + "."
    if taken:
        words += " " + ", ".join(taken) + "."
    deals = (f"{night.next_dealer} deals again" if same else f"The deal passes to {night.next_dealer}")
    words += f" {deals} (house rule); the hand does not count toward the pick."
    if night.ledger.pot:
        words += f" · pot {format_money(night.ledger.pot)}"
    return (words,)
