"""Cash in and out: the bank's side of the night.

A player who hands the bank cash for chips buys in (`buyin Cal 20`); what he takes back when he leaves or
the night ends is a cash-out (`cashout Cal 21.25`). Each is one posting between the bank and the player's
cash account (refcli/ledger.py), never his balance from play: balances and the settlement keep meaning what
was won or lost at the table, and the bank records the cash.

At `end` the night reconciles: every player's cash-outs less his buy-ins must equal what he won, and the
bank must hold nothing. A night that does not is closed only with `end force` (the differences are said,
and stored with the end). A night with no cash movement (played on credit) is not checked at all.

Both verbs are taken at any time, inside a hand too (a rebuy mid-hand): they touch no hand state, so the
engine, which hands every registered night verb its action before the hand's flow, needs no case for them.
"""

from __future__ import annotations

from ..errors import IllegalAction
from ..ledger import BANK, cash_account
from ..money import format_money, unit_name
from ..registry import CLOSING, NIGHT_VERBS
from ..script import Action
from .flow import Ctx
from .state import Night


class CashMismatch(IllegalAction):
    """`end` refused because the cash does not reconcile (the one-shot `end` may then ask to close anyway)."""


def _unit(night: Night) -> int:
    game = night.hand.game if night.hand is not None else night.pick_game
    return game.house.unit if game is not None else 25


def _check(night: Night, action: Action) -> None:
    if action.player not in night.players:
        raise IllegalAction(f"{action.player} is not seated tonight")
    unit = _unit(night)
    if action.amount % unit:
        raise IllegalAction(f"{format_money(action.amount)} is not a whole number of {unit_name(unit)}")


@NIGHT_VERBS.register("buyin")
def _buyin(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    _check(night, action)
    ctx.pay(cash_account(action.player), BANK, action.amount, "buy-in")
    return (f"{action.player} buys in for {format_money(action.amount)} · the bank holds "
            f"{format_money(night.ledger.balance(BANK))}",)


@NIGHT_VERBS.register("cashout")
def _cashout(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    _check(night, action)
    held = night.ledger.balance(BANK)
    if action.amount > held:
        raise IllegalAction(f"the bank holds {format_money(held)}: {action.player} cannot cash out "
                            f"{format_money(action.amount)}")
    ctx.pay(BANK, cash_account(action.player), action.amount, "cash-out")
    return (f"{action.player} cashes out {format_money(action.amount)} · the bank holds "
            f"{format_money(night.ledger.balance(BANK))}",)


_buyin.anytime = True       # taken during a hand as between hands (read by the shell's completion)
_cashout.anytime = True


def has_cash(night: Night) -> bool:
    """Whether any cash went through the bank tonight (a night on credit has none)."""
    return any(name == BANK or name.startswith("(cash:") for name in night.ledger.accounts)


def differences(night: Night) -> list[str]:
    """What keeps the night from reconciling, one phrase per player (and the bank), in seat order."""
    out = []
    for p in night.players:
        cash = night.ledger.balance(cash_account(p))        # cash-outs less buy-ins
        won = night.ledger.balance(p)
        diff = cash - won
        if diff == 0:
            continue
        more = "more" if diff > 0 else "less"
        if won >= 0:
            out.append(f"{p} cashed out {format_money(abs(diff))} {more} than he won")
        else:
            out.append(f"{p} cashed out {format_money(abs(diff))} {more} than his loss of "
                       f"{format_money(-won)} leaves him")
    held = night.ledger.balance(BANK)
    if held:
        out.append(f"the bank still holds {format_money(held)}" if held > 0 else
                   f"the bank paid out {format_money(-held)} more than it took in")
    return out


@CLOSING.register("cash")
def reconcile(ctx: Ctx, action: Action) -> list[str]:
    """The bank check at `end`: one line when it reconciles, a refusal when it does not (unless forced)."""
    night = ctx.night
    if not has_cash(night):
        return []
    wrong = differences(night)
    if not wrong:
        return ["The cash reconciles: every cash-out matches the play and the bank is empty."]
    forced = "force" in action.text.split()
    if not forced:
        raise CashMismatch(f"the cash does not reconcile: {'; '.join(wrong)} — fix it with buyin/cashout, "
                            f"or close the night anyway with end force")
    return [f"Closed without reconciling the cash: {'; '.join(wrong)}."]


def settlement_lines(night: Night) -> list[str]:
    """What the night's settlement says of the cash (nothing for a night on credit)."""
    if not has_cash(night):
        return []
    wrong = differences(night)
    if not wrong:
        return ["The cash reconciles: every cash-out matches the play and the bank is empty, so the bank "
                "has settled the night already."]
    return ["The cash does not reconcile: " + "; ".join(wrong) + "."]
