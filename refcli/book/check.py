"""`refcli check-store`: is the store sound? SQLite's full integrity check, then the ledger's invariants
over every night, each found by replaying the night's log.

Every night, replayed event by event from the start:
- every event is as refcli stored it: its hash chains it to the one before (refcli/log/store.py);
- every event replays (a stored event the engine now refuses, or a payload that no longer parses, is damage);
- after every event the accounts sum to zero (money never appears or disappears);
- a settled hand paid out its whole pot: its awards add up to the pot, and nothing is left in the pot;
- an ended night has no money left in the pot;
- the state the session reads (the newest snapshot plus the events after it) holds the same accounts as the
  full replay: a snapshot is a cache, and a stale one would show the table wrong balances.

A problem is one line naming the night (and the event) it was found in. Nothing here writes to the store.
"""

from __future__ import annotations

from ..kernel.records import dataclass
from ..kernel.errors import RefereeError
from ..kernel.money import format_money


@dataclass(frozen=True)
class CheckResult:
    problems: tuple[str, ...]
    nights: int
    events: int

    @property
    def ok(self) -> bool:
        return not self.problems


def check_store(store) -> CheckResult:
    """Every problem found in ``store`` (an open refcli.log.store.Store), integrity first."""
    problems = [f"integrity: {p}" for p in store.integrity_problems(quick=False)]
    nights = events = 0
    try:
        rows = store.nights()
    except RefereeError as exc:
        return CheckResult(tuple(problems + [f"nights cannot be read: {exc}"]), 0, 0)
    for row in sorted(rows, key=lambda r: r.id):
        nights += 1
        found, count = _check_night(store, row)
        problems.extend(f"night {row.id}: {p}" for p in found)
        events += count
    from ..log.bookchain import problems as book_problems   # the book's chain: nights, payments, members
    try:
        problems.extend(f"the book: {p}" for p in book_problems(store))
    except (RefereeError, ValueError) as exc:       # ValueError: a link's body that is not JSON any more
        problems.append(f"the book: its chain cannot be read ({_reason(exc)})")
    return CheckResult(tuple(problems), nights, events)


def _money(cents: int) -> str:
    return format_money(cents, signed=True)


def _check_night(store, row) -> tuple[list[str], int]:
    from ..log.nightlog import NightLog, replay_event
    try:
        edited, log, _ = store.checked_events(row.id)
        if edited:      # what a replay of an edited log finds is the edit's doing: the edit is the one finding
            return [edited], store.night_tail(row.id)[0]
    except (RefereeError, ValueError) as exc:    # ValueError: a payload that is not JSON any more
        return [f"its events cannot be read ({_reason(exc)})"], 0
    voided = {e.payload.get("voids") for e in log if e.kind == "undo"}
    problems: list[str] = []
    night = None
    for e in log:
        if e.kind == "undo" or e.seq in voided:
            continue
        try:
            night, outcome = replay_event(night, e.kind, e.payload)
        except Exception as exc:  # noqa: BLE001 - whatever a damaged event does to the engine is a finding
            problems.append(f"event {e.seq} ({_kind(e.kind)}) does not replay: {_reason(exc)}")
            return problems, len(log)
        total = sum(night.ledger.accounts.values())
        if total:
            problems.append(f"after event {e.seq} ({_kind(e.kind)}) the accounts sum to {_money(total)}, not zero")
        for hand in outcome.summaries:
            if hand.voided:     # a misdeal paid nobody: its money went back (a penalty stays in the pot)
                continue
            paid = sum(a["amount"] for a in hand.awards)
            if paid != hand.pot:
                problems.append(f"hand {hand.number} paid out {format_money(paid)} of a "
                                f"{format_money(hand.pot)} pot")
            if night.ledger.pot:
                problems.append(f"hand {hand.number} was settled with {format_money(night.ledger.pot)} "
                                f"left in the pot")
    if night is None:
        return problems, len(log)
    if row.ended_at is not None and night.ledger.pot:
        problems.append(f"the night has ended with {format_money(night.ledger.pot)} left in the pot")
    try:
        live, _ = NightLog(store).replay(row.id)
    except Exception as exc:  # noqa: BLE001 - a damaged snapshot
        problems.append(f"its saved state does not load: {_reason(exc)}")
        return problems, len(log)
    total = sum(live.ledger.accounts.values()) if live is not None else 0
    if total:
        problems.append(f"its saved state's accounts sum to {_money(total)}, not zero")
    elif live is None or _accounts(live) != _accounts(night):
        problems.append("its saved state disagrees with its log (the balances the table sees are not "
                        "the ones the events give)")
    return problems, len(log)


def _accounts(night) -> dict[str, int]:
    return {k: v for k, v in night.ledger.accounts.items() if v}


def _kind(kind: str) -> str:
    from ..kernel.safetext import shown
    return shown(kind, 20)


def _reason(exc: BaseException) -> str:
    from ..kernel.safetext import shown
    return shown(f"{exc}" or type(exc).__name__, 120)


def render_check(result: CheckResult) -> str:
    if result.ok:
        nights = f"{result.nights} night{'s' if result.nights != 1 else ''}"
        events = f"{result.events} event{'s' if result.events != 1 else ''}"
        return f"store OK: {nights}, {events}"
    return "\n".join(result.problems)
