"""A player who leaves and settles before he goes (`leave Cal settle`).

What he owes or is owed right now (his play, his shared costs, less any cash the bank already paid him; see
cash.to_settle) is paid at the table before he walks out, so that `end` settles the rest among those still
there. In a night that uses cash the bank settles his play: it cashes him out (or takes what he still owes, as
a buy-in), and the cash reconciles at `end` as for any cash-out. Otherwise he pays, or is paid by, the players
at the table (those who have not left), in the fewest payments (settlement.one_settles).

A payment between players at the table moves between their settled accounts ``(settled:NAME)`` (positive:
received at the table), which the settlement deducts; balances keep meaning what was won or lost. A player
who comes back (`back Cal`) plays on from even: what he settled stays settled, and `end` settles only what he
wins or loses after.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from ..kernel.ledger import BANK, cash_account
from ..kernel.money import format_money

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only
if TYPE_CHECKING:
    from .flow import Ctx
    from .state import Night


def settled_account(player: str) -> str:
    """What a player received (positive) or paid at the table before the end, when he or another left."""
    return f"(settled:{player})"


def settle_leaver(ctx: Ctx, player: str) -> str:
    """Move the money that settles ``player`` now; the words saying who paid whom (a sentence, no stop)."""
    from .cash import has_cash, to_settle
    night = ctx.night
    first = len(ctx.postings)
    if has_cash(night):
        # The bank settles his play, as a cash-out would (or a buy-in for what he still owes it).
        due = night.ledger.balance(player) - night.ledger.balance(cash_account(player))
        if due > 0:
            ctx.pay(BANK, cash_account(player), due, "cash-out")
        elif due < 0:
            ctx.pay(cash_account(player), BANK, -due, "buy-in")
    owed = to_settle(night)
    cents = owed[player]
    if cents:
        from ..kernel.settlement import one_settles
        here = {p: owed[p] for p in night.players if p != player and p not in night.gone}
        transfers = one_settles(player, cents, here)
        if transfers is None:
            can = sum(a for a in here.values() if (a > 0) == (cents < 0) and a)
            raise IllegalAction(
                f"{player} {'owes' if cents < 0 else 'is owed'} {format_money(abs(cents))} but the players at "
                f"the table {'are owed' if cents < 0 else 'owe'} only {format_money(abs(can))} (the rest is "
                f"{'owed to' if cents < 0 else 'owed by'} players who left): leave {player} without settle "
                f"keeps it in the night's settlement")
        for t in transfers:
            ctx.pay(settled_account(t.frm), settled_account(t.to), t.amount, SETTLED)
    made = ctx.postings[first:]
    stored = (ctx.recorded or {}).get("postings")
    if stored is not None:      # a replay: who paid whom as it was recorded (the ledger takes those too)
        from ..kernel.ledger import Posting
        made = [Posting.from_json(p) for p in stored]
    night.settled += [[_party(p.frm), _party(p.to), p.amount] for p in made]
    said = payment_words(made)
    if not said:
        return f"{player} leaves for the night even: nobody pays anybody for {player}"
    if has_cash(night):
        held = night.ledger.balance(BANK)
        said.append(f"the bank holds {format_money(held)}" if held >= 0 else
                    f"the bank has paid out {format_money(-held)} more than it took in")
    return (f"{player} leaves for the night and settles: {', '.join(said)}; the night's settlement leaves "
            f"{player} out")


SETTLED = "settled at the table"


def payment_words(postings) -> list[str]:
    """Who paid whom, one phrase a posting, for the postings a settling leaver made (as stored)."""
    out = []
    for p in postings:
        if p.reason == SETTLED:
            out.append(f"{_owner(p.frm)} pays {_owner(p.to)} {format_money(p.amount)}")
        elif p.frm == BANK:
            out.append(f"the bank pays {_owner(p.to)} {format_money(p.amount)}")
        elif p.to == BANK:
            out.append(f"{_owner(p.frm)} pays the bank {format_money(p.amount)}")
    return out


def _party(account: str) -> str:
    """Who paid or was paid by a posting of a settling leaver: a player, or the bank."""
    return "the bank" if account == BANK else _owner(account)


def _owner(account: str) -> str:
    """The player a side account ``(KIND:NAME)`` belongs to."""
    return account[account.index(":") + 1:-1]


def settled_lines(night: Night, below: bool = True) -> list[str]:
    """The payments made at the table before the end, who paid whom: for the night's settlement (``below``:
    the transfers follow), or under the balances."""
    if not night.settled:
        return []
    why = "not paid again below" if below else "the night's settlement leaves them out"
    return [f"Paid at the table by players who left ({why}): " +
            "; ".join(f"{frm} paid {to} {format_money(cents)}" for frm, to, cents in night.settled) + ".", ""]


def rename_settled(night: Night, old: str, new: str) -> None:
    """A rename after a leaver settled: the payments said and the settled account under the new name."""
    night.settled[:] = [[new if x == old else x for x in pay[:2]] + pay[2:] for pay in night.settled]
    night.ledger.accounts = {(settled_account(new) if k == settled_account(old) else k): v
                             for k, v in night.ledger.accounts.items()}


def settled_json(night: Night) -> dict:
    """The same payments for `run --json`: {"settled_at_table": [{"from", "to", "amount"}]} when any."""
    if not night.settled:
        return {}
    return {"settled_at_table": [{"from": frm, "to": to, "amount": cents} for frm, to, cents in night.settled]}
