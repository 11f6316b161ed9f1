"""A rename moves money nowhere: a random night (seats, buy-ins and cash-outs, shared costs, hands settled by
folds, an `end` that settles or carries) with one player renamed at any point between hands requires exactly
the money the same night requires without the rename — balances, side accounts, the settlement's payments —
and the stored log replays to the same night."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from refcli.kernel.errors import RefereeError
from refcli.night.session import Session
from refcli.kernel.settlement import fewest_transfers
from refcli.log.store import Store
from refcli.table.cash import to_settle

NAMES = ["Ann", "Bob", "Cal", "Dee", "Eve"]
NEW = "Zed"


@st.composite
def nights(draw):
    """A night as (players, steps); a step is a list of lines naming players by their index."""
    n = draw(st.integers(3, 5))
    steps = []
    for _ in range(draw(st.integers(1, 10))):
        kind = draw(st.sampled_from(["buyin", "cashout", "expense", "hand", "hand", "leave"]))
        who = draw(st.integers(0, n - 1))
        if kind in ("buyin", "cashout"):
            steps.append([(kind, who, draw(st.sampled_from(["5", "10", "2.50", "20"])))])
        elif kind == "expense":
            sharers = draw(st.lists(st.integers(0, n - 1), max_size=n, unique=True))
            steps.append([("expense", who, draw(st.sampled_from(["12", "10", "3.75"])), tuple(sharers))])
        elif kind == "leave":
            steps.append([("leave", who)])
        else:
            steps.append([("hand", draw(st.booleans()))])
    end = draw(st.sampled_from(["end force", "end carry force", "end"]))
    renamed = draw(st.integers(0, n - 1))
    at = draw(st.integers(0, len(steps)))
    return NAMES[:n], steps, end, renamed, at


def lines_for(players, steps, end, rename=None, at=None):
    names = list(players)
    out = ["night " + " ".join(players), "game stud"]
    for i, step in enumerate(steps + [None]):
        if rename is not None and i == at:
            out.append(f"rename {names[rename]} {NEW}")
            names[rename] = NEW
        if step is None:
            break
        for item in step:
            kind = item[0]
            if kind in ("buyin", "cashout"):
                out.append(f"{kind} {names[item[1]]} {item[2]}")
            elif kind == "expense":
                split = f" split {','.join(names[s] for s in item[3])}" if item[3] else ""
                out.append(f"expense {names[item[1]]} {item[2]} pizza{split}")
            elif kind == "leave":
                out.append(f"leave {names[item[1]]}")
            else:       # a hand: deal; maybe a bet; everyone but one folds
                out.append("deal")
                if item[1]:
                    out.append("bet 1")
                out.extend(["fold"] * 4)
    out.append(end)
    return out


def play(lines):
    """The night after ``lines`` (refused lines skipped: a leave that would empty the table, a fold too many)."""
    session = Session(Store(":memory:"))
    for line in lines:
        try:
            session.execute(line)
        except RefereeError:
            pass
    return session


def renamed_account(account: str, old: str, new: str) -> str:
    """A player's account (his name, or ``(KIND:NAME)``) under his new name."""
    return new if account == old else account.replace(f":{old})", f":{new})")


def money(session, old=None):
    night = session.night
    name = (lambda a: renamed_account(a, old, NEW)) if old else (lambda a: a)
    accounts = {name(a): c for a, c in night.ledger.accounts.items() if c}
    owed = {name(p): c for p, c in to_settle(night).items()}
    transfers = [(name(t.frm), name(t.to), t.amount) for t in fewest_transfers(owed)[0]] \
        if night.ledger.pot == 0 else []
    return accounts, owed, sorted(transfers), night.ended


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nights())
def test_a_rename_anywhere_requires_the_same_money(case):
    players, steps, end, who, at = case
    plain = play(lines_for(players, steps, end))
    renamed = play(lines_for(players, steps, end, rename=who, at=at))
    assert money(renamed) == money(plain, old=players[who])
    assert renamed.night.players == [NEW if p == players[who] else p for p in plain.night.players]
    replayed, _ = renamed.replay(renamed.store.nights()[0].id)
    assert replayed.to_json() == renamed.night.to_json()
