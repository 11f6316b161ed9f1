"""Cash in and out: the bank's side of the night.

A player who hands the bank cash for chips buys in (`buyin Cal 20`); what he takes back when he leaves or
the night ends is a cash-out (`cashout Cal 21.25`). Each is one posting between the bank and the player's
cash account (refcli/kernel/ledger.py), never his balance from play: balances keep meaning what was won or lost at
the table, and the bank records the cash. The settlement pays what the cash has not already settled.

At `end` the night reconciles: every player's cash-outs less his buy-ins must equal what he won, and the
bank must hold nothing. A night that does not is closed only with `end force` (the differences are said,
and stored with the end). A night with no cash movement (played on credit) is not checked at all.

A shared cost (`expense Ann 12 pizza`, `expense Ann 12 pizza split Bob,Cal`) is money a player paid for the
table outside the game: each sharer's part (whole quarters; the payer, then the seats after him, take the
odd ones) posts between the players' shared-cost accounts, and the night's transfers settle it with the
play. It is not play either: balances stay what was won or lost.

`end carry` settles nothing tonight: each payment the night would have made becomes a debt from one player to
another (postings between their IOU accounts), which `refcli season` lists pair by pair and `paid FROM TO
AMOUNT` settles (refcli/book/debts.py).

The verbs are taken at any time, inside a hand too (a rebuy mid-hand): they touch no hand state, so the
engine, which hands every registered night verb its action before the hand's flow, needs no case for them.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from ..kernel.ledger import BANK, cash_account
from ..kernel.money import QUARTER, format_money, split_evenly, unit_name
from ..kernel.registry import CLOSING, NIGHT_VERBS
from ..language.script import Action
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
    # More than the bank holds is taken, not refused: the host may pay from his pocket, and the bank then
    # shows a debt that `end` names if it is still there.
    ctx.pay(BANK, cash_account(action.player), action.amount, "cash-out")
    held = night.ledger.balance(BANK)
    where = (f"the bank holds {format_money(held)}" if held >= 0 else
             f"the bank has paid out {format_money(-held)} more than it took in")
    return (f"{action.player} cashes out {format_money(action.amount)} · {where}",)




def has_cash(night: Night) -> bool:
    """Whether any cash went through the bank tonight (a night on credit has none)."""
    return any(name == BANK or name.startswith("(cash:") for name in night.ledger.accounts)


def cash_users(night: Night) -> list[str]:
    """The players who bought in or cashed out tonight; the others play on credit and settle by transfers."""
    return [p for p in night.players if cash_account(p) in night.ledger.accounts]


def differences(night: Night) -> list[str]:
    """What keeps the night from reconciling, one phrase per player (and the bank), in seat order."""
    out = []
    users = cash_users(night)
    for p in users:
        cash = night.ledger.balance(cash_account(p))        # cash-outs less buy-ins
        won = night.ledger.balance(p)
        diff = cash - won
        if diff == 0:
            continue
        more = "more" if diff > 0 else "less"
        if won == 0 and diff < 0:       # even at the table: he left cash in the bank
            out.append(f"{p} cashed out {format_money(-diff)} less than bought in")
        elif won >= 0:
            out.append(f"{p} cashed out {format_money(abs(diff))} {more} than bought in and won")
        else:
            out.append(f"{p} cashed out {format_money(abs(diff))} {more} than bought in, less the "
                       f"{format_money(-won)} lost")
    held = night.ledger.balance(BANK)
    if held and len(users) == len(night.players):    # with players on credit the bank is settled with them
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
        return [_reconciled(night)]
    forced = "force" in action.text.split()
    if not forced:
        raise CashMismatch(f"the cash does not reconcile: {'; '.join(wrong)} — fix it with buyin/cashout, "
                            f"or close the night anyway with end force")
    return [f"Closed without reconciling the cash: {'; '.join(wrong)}."]


def _reconciled(night: Night) -> str:
    held = night.ledger.balance(BANK)
    credit = [p for p in night.players if p not in cash_users(night)]
    if not held or not credit:
        return "The cash reconciles: every cash-out matches the play and the bank is empty."
    from ..kernel.words import and_list
    side = (f"the bank is {format_money(-held)} short, which the players on credit ({and_list(credit)}) settle "
            f"with it" if held < 0 else
            f"the bank holds {format_money(held)} over, which it pays the players on credit ({and_list(credit)})")
    return f"The cash reconciles: every cash-out matches the play; {side}."


def settlement_lines(night: Night) -> list[str]:
    """What the night's settlement says of the cash (nothing for a night on credit)."""
    if not has_cash(night):
        return []
    wrong = differences(night)
    if not wrong:
        credit = [p for p in night.players if p not in cash_users(night)]
        if credit and night.ledger.balance(BANK):
            return [_reconciled(night)]
        return ["The cash reconciles: every cash-out matches the play and the bank is empty, so the bank "
                "has settled the play already."]
    return ["The cash does not reconcile: " + "; ".join(wrong) + "."]


# --- shared costs ----------------------------------------------------------------------------------------

def shared_account(player: str) -> str:
    """What a player has paid for the table less his part of it (positive: the others owe him)."""
    return f"(shared:{player})"


def _names(players: list[str]) -> str:
    return players[0] if len(players) == 1 else ", ".join(players[:-1]) + " and " + players[-1]


@NIGHT_VERBS.register("expense")
def _expense(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    payer = action.player
    if payer not in night.players:
        raise IllegalAction(f"{payer} is not seated tonight")
    if action.amount % QUARTER:
        raise IllegalAction(f"{format_money(action.amount)} is not a whole number of quarters")
    # Named sharers, else those still at the table: a player gone for the night shares nothing (QA note N11).
    sharers = list(action.players) or [p for p in night.players if p not in night.gone]
    for p in sharers:
        if p not in night.players:
            raise IllegalAction(f"{p} is not seated tonight")
    # The payer first, then round the table from his left: who takes the odd quarters.
    at = night.players.index(payer)
    order = [night.players[(at + i) % len(night.players)] for i in range(len(night.players))]
    sharers = [p for p in order if p in sharers]
    shares = split_evenly(action.amount, len(sharers))
    for p, share in zip(sharers, shares):
        if p != payer:
            ctx.pay(shared_account(p), shared_account(payer), share, "expense")
    owing = [(p, share) for p, share in zip(sharers, shares) if p != payer]
    said = f"{payer} paid {format_money(action.amount)} for {action.text}, " + (
        f"split {len(sharers)} ways" if len(sharers) > 1 else f"all of it {sharers[0]}'s")
    if not owing:
        return (said + f": {payer}'s own cost, nobody owes anything.",)
    if len(set(shares)) == 1:
        said += f": {_names([p for p, _ in owing])} owe{'s' if len(owing) == 1 else ''} {payer} " \
                f"{format_money(shares[0])}{' each' if len(owing) > 1 else ''}."
    else:
        odd = (action.amount // QUARTER) % len(sharers)
        said += (": " + ", ".join(f"{p} owes {payer} {format_money(share)}" for p, share in owing) +
                 f" ({'an odd quarter goes' if odd == 1 else f'{odd} odd quarters go'} to "
                 f"{_names(sharers[:odd])}).")
    return (said,)




BANK_PARTY = "the bank"


def to_settle(night: Night) -> dict[str, int]:
    """What each player is still owed (positive) or owes: the play and the shared costs, less the cash already
    taken from the bank for it and what he was paid at the table when a player left (refcli/table/leaving.py).
    Whatever the bank is left short or over (players on credit, or a night closed without reconciling) is
    settled with the bank as one more party; money in the pot is nobody's yet and stays out of it."""
    out = {p: night.ledger.balance(p) + night.ledger.balance(shared_account(p)) - night.ledger.balance(iou_account(p))
           - night.ledger.balance(cash_account(p)) - night.ledger.balance(f"(settled:{p})") for p in night.players}
    # The pot's money is the hand's (or the next hand's, after a penalty between hands), not the bank's: the
    # bank settles only what is left once the players and the pot are counted.
    rest = -sum(out.values()) - night.ledger.pot
    if has_cash(night) and rest:
        # The bank paid out what players on credit lost (or holds what they won): it settles with them like a
        # player, through the host who keeps it.
        out[BANK_PARTY] = rest
    return out


# --- carried balances ------------------------------------------------------------------------------------

CARRIED = "(carried)"


def iou_account(player: str) -> str:
    """What a night carried for a player instead of settling it (positive: he is owed)."""
    return f"(iou:{player})"


@CLOSING.register("carry")
def carry(ctx: Ctx, action: Action) -> list[str]:
    """`end carry`: nobody pays tonight; each payment the night would make is carried as a debt between two
    players, which the season keeps night after night and `paid` settles."""
    if "carry" not in action.text.split():
        return []
    night = ctx.night
    from ..kernel.settlement import fewest_transfers
    # Each debt has two sides: the transfers `end` would have printed, each a posting from the debtor's IOU
    # account to the creditor's (nights carried before were posted against one (carried) account).
    transfers, _ = fewest_transfers(to_settle(night))
    for t in transfers:
        ctx.pay(iou_account(t.frm), iou_account(t.to), t.amount, "carried")
    return [carried_line(night)]


def carried_line(night: Night) -> str:
    carried = [(p, night.ledger.balance(iou_account(p))) for p in night.players]
    moved = "; ".join(f"{p} {format_money(c, signed=True)}" for p, c in carried if c)
    return f"Carried to the next night instead of paid: {moved}." if moved else \
        "Carried to the next night: everyone is even, nothing to carry."


def was_carried(night: Night) -> bool:
    return any(name.startswith("(iou:") for name in night.ledger.accounts)


@NIGHT_VERBS.register("paid")
def _paid(ctx: Ctx, action: Action) -> tuple[str, ...]:
    """`paid FROM TO AMOUNT`: FROM pays TO AMOUNT of a debt carried from an earlier night. The session checks
    it against the book's debts and names both sides (refcli/book/debts.py); the night's money does not move.
    A payment stored before payments named both sides names its payer only."""
    if action.amount % QUARTER:
        raise IllegalAction(f"{format_money(action.amount)} is not a whole number of quarters")
    if action.players:
        return (f"{action.player} pays {action.players[0]} {format_money(action.amount)} of a carried debt.",)
    return (f"{action.player} settles {format_money(action.amount)} of a carried balance (refcli season shows "
            f"what is left; each side is recorded: the one who pays and the one who is paid).",)


def shared_lines(night: Night) -> list[str]:
    """The shared costs in the settlement: what each player paid for the table less his part of it."""
    rows = [(p, night.ledger.balance(shared_account(p))) for p in night.players]
    if not any(c for _, c in rows):
        return []
    return ["Shared costs (settled with the play): " +
            "; ".join(f"{p} {format_money(c, signed=True)}" for p, c in rows if c) + ".", ""]
