"""Double-entry accounts in cents: every movement has a payer and a payee, so the accounts always sum to zero.

Accounts are the players (by name) and POT, the money on the table. A player's balance is what they are up
(positive) or down (negative) for the night.
"""

from __future__ import annotations

POT = "(pot)"


class Ledger:
    def __init__(self, accounts: dict[str, int] | None = None):
        self.accounts: dict[str, int] = dict(accounts or {})

    def move(self, frm: str, to: str, amount: int) -> None:
        """Why money moved is the event log's job; the ledger only keeps the sums straight."""
        if amount < 0:
            raise ValueError("a movement is never negative")
        self.accounts[frm] = self.accounts.get(frm, 0) - amount
        self.accounts[to] = self.accounts.get(to, 0) + amount

    def balance(self, name: str) -> int:
        return self.accounts.get(name, 0)

    @property
    def pot(self) -> int:
        return self.accounts.get(POT, 0)

    def total(self) -> int:
        """Always zero; the property tests assert it after every event."""
        return sum(self.accounts.values())
