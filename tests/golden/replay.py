"""Play a recorded session on an in-memory store and say everything refcli answered, as plain data."""

from __future__ import annotations

from refcli.kernel.errors import RefereeError
from refcli.night.session import Session
from refcli.log.store import Store


def play(lines: list[str]) -> list:
    """For each line: what was printed (or the refusal, for lines recorded with a leading '!'), each ruling's
    lines and awards, and the balances after it."""
    session = Session(Store(":memory:"))
    out = []
    for line in lines:
        refused = line.startswith("!")
        try:
            reply = session.execute(line[1:] if refused else line)
        except RefereeError as exc:
            out.append({"refused": str(exc)})
            continue
        said, rulings = [], []
        for o in reply.outcomes:
            said.extend(o.lines)
            if o.ruling is not None:
                rulings.append({"lines": list(o.ruling.lines),
                                "awards": [[a.player, a.pot, a.amount, a.hand] for a in o.ruling.awards]})
        night = session.night
        balances = {p: night.ledger.balance(p) for p in night.players} if night else {}
        out.append({"said": said, "rulings": rulings, "balances": balances})
    return out
