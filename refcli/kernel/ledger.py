"""Double-entry accounts in cents: money moves only as postings between accounts, so the accounts always sum
to zero.

Accounts are the players (by name), POT (the money on the table) and, where a game has them, other named
accounts (a banker). A player's balance is what they are up (positive) or down (negative) for the night.
A posting says why the money moved; the events that moved it store their postings, so a past night's money
is what was recorded then, whatever today's code would rule.
"""

from __future__ import annotations

from .records import dataclass

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any

POT = "(pot)"
BANK = "(bank)"          # the cash box: buy-ins in, cash-outs out (refcli/table/cash.py); zero when a night reconciles


def cash_account(player: str) -> str:
    """The account of a player's cash with the bank, apart from his balance from play (a name holds no colon)."""
    return f"(cash:{player})"


@dataclass(frozen=True)
class Posting:
    frm: str
    to: str
    amount: int          # cents, never negative
    reason: str          # ante, bet, raise, call, buy-out, payment, penalty, award, leftover, ...

    def to_json(self) -> list[str | int]:
        return [self.frm, self.to, self.amount, self.reason]

    @classmethod
    def from_json(cls, data: list[Any]) -> Posting:
        frm, to, amount, reason = data
        return cls(frm, to, amount, reason)


class Ledger:
    def __init__(self, accounts: dict[str, int] | None = None):
        self.accounts: dict[str, int] = dict(accounts or {})

    def post(self, posting: Posting) -> None:
        if posting.amount < 0:
            raise ValueError("a posting is never negative")
        self.accounts[posting.frm] = self.accounts.get(posting.frm, 0) - posting.amount
        self.accounts[posting.to] = self.accounts.get(posting.to, 0) + posting.amount

    def reverse(self, posting: Posting) -> None:
        self.accounts[posting.frm] = self.accounts.get(posting.frm, 0) + posting.amount
        self.accounts[posting.to] = self.accounts.get(posting.to, 0) - posting.amount

    def balance(self, name: str) -> int:
        return self.accounts.get(name, 0)

    @property
    def pot(self) -> int:
        return self.accounts.get(POT, 0)

    def total(self) -> int:
        """Zero by construction of ``post``; tests check what can fail: see tests/test_ledger_property.py."""
        return sum(self.accounts.values())
