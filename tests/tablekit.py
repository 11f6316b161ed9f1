"""A small harness for table tests: a session on an in-memory store, lines in, state and rulings out."""

from __future__ import annotations

from refcli.kernel.errors import RefereeError
from refcli.kernel.ledger import POT
from refcli.night.session import Session
from refcli.log.store import Store


class Table:
    def __init__(self, *lines: str):
        self.session = Session(Store(":memory:"))
        self.rulings = []
        self.lines: list[str] = []
        for line in lines:
            self(line)

    def __call__(self, line: str):
        reply = self.session.execute(line)
        for o in reply.outcomes:
            self.lines.extend(o.lines)
            if o.ruling is not None:
                self.rulings.append(o.ruling)
        if self.night is not None:
            assert self.night.ledger.total() == 0
        return reply

    def refuse(self, line: str) -> str:
        """Run a line that must be refused; assert it changed nothing; return the message."""
        before = self.session.store.last_seq(self.night_id) if self.night_id else 0
        state = self.night.to_json() if self.night else None
        try:
            self.session.execute(line)
        except RefereeError as exc:
            after = self.session.store.last_seq(self.night_id) if self.night_id else 0
            assert after == before, "a refused line must not append events"
            now = self.session.current()[1]
            assert (now.to_json() if now else None) == state, "a refused line must not change the state"
            return str(exc)
        raise AssertionError(f"{line!r} was accepted")

    @property
    def night_id(self):
        row = self.session.store.open_night()
        return row.id if row else None

    @property
    def night(self):
        return self.session.night

    def balances(self) -> dict[str, int]:
        return {p: self.night.ledger.balance(p) for p in self.night.players}

    @property
    def pot(self) -> int:
        return self.night.ledger.accounts.get(POT, 0)

    def awards(self, ruling=None) -> list[tuple[str, str, int]]:
        r = ruling or self.rulings[-1]
        return [(a.player, a.pot, a.amount) for a in r.awards]


def checks(table: Table, n: int) -> None:
    """Everyone checks a round (bare verbs act for whoever is on turn)."""
    table(", ".join(["check"] * n))
