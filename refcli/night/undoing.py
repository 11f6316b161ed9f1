"""Taking back what was typed: the last clause (`undo clause`), or the last lines whole (`undo N`).

An undo never deletes: it appends one `undo` event per event it voids, each voiding exactly one, as an undo
always has (so a night stored before lines were known reads as it did). The events of one typed line are known
by their "line" mark (refcli/log/events.py, version 3): a line's undo voids every event of it that is still
live, whatever the line held (clauses, cards dealt without names, a glued betting round).
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from ..log.events import line_of

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only
if TYPE_CHECKING:
    from ..table.engine import Outcome
    from ..table.state import Night

def take_back(session, night_id: int | None,
              lines: int | None) -> tuple[int | None, Night | None, int, list[Outcome]]:
    """Void the last clause (``lines`` None) or the last ``lines`` typed lines of the open night (with no night
    open: of the night just ended, opened again when its end is what goes). (the open night's id and state
    after, the last seq, what was said: one outcome a line)."""
    from ..table.engine import Outcome
    reopened = False
    if night_id is None:
        night_id = _reopen(session)
        reopened = True
    said: list[Outcome] = []
    seq = 0
    night: Night | None = None
    for taken in range(lines or 1):
        target = session.last_live_event(night_id)
        if target is None:
            if taken == 0:
                raise IllegalAction("nothing to undo")
            raise IllegalAction(f"undo {lines}: only {taken} line{'s' if taken != 1 else ''} to undo")
        whole, live = _line(session.store, night_id, target)
        going = [target] if lines is None else live
        for event in reversed(going):
            seq = session.append_event(night_id, "undo", {"voids": event.seq}, f"undo {event.text}")
        session.store.drop_snapshots_from(night_id, going[0].seq)
        words = ""
        if lines is not None:
            # A line stored before lines were marked is one event, maybe one clause of what was typed.
            words = _line_words(whole, live) if target.payload.get("v", 1) >= 3 else \
                _clause_words(target, whole, None, _typed_with_others(session.store, night_id, target))
        kinds = {e.kind for e in going}
        if "night" in kinds:
            # Nothing else is live: the night was opened by mistake. It leaves the store's listings.
            session.store.abandon_night(night_id)
            words = words or _clause_words(target, whole, None, False)
            said.append(Outcome((f"Undone: {words} (the empty night is removed)",)))
            if lines is not None and taken + 1 < lines:
                raise IllegalAction(f"undo {lines}: only {taken + 1} line{'s' if taken else ''} to undo")
            return None, None, seq, said
        if lines is None:
            night, _ = session.replay(night_id)
            words = _clause_words(target, whole, night, _typed_with_others(session.store, night_id, target))
        if reopened and "end" in kinds:
            words += " (the night is open again)"
            reopened = False
        said.append(Outcome((f"Undone: {words}",)))
    if lines is not None:
        night, _ = session.replay(night_id)
    return night_id, night, seq, said


def _reopen(session) -> int:
    """`undo` with no night open: the newest night, open again, when its last live event is its `end`."""
    nights = session.store.nights()
    last = session.last_live_event(nights[0].id) if nights else None
    if last is None or last.kind != "end":
        raise IllegalAction("no night is open: nothing to undo")
    session.store.reopen_night(nights[0].id)
    return nights[0].id


def _line(store, night_id: int, target) -> tuple[list, list]:
    """(every event of the line ``target`` came from, those of them still live), in order."""
    first = line_of(target.seq, target.payload)
    after = store.events(night_id, after_seq=first - 1)
    voided = {e.payload["voids"] for e in after if e.kind == "undo"}
    whole = [e for e in after if e.kind != "undo" and line_of(e.seq, e.payload) == first]
    return whole, [e for e in whole if e.seq not in voided]


def _line_words(whole: list, live: list) -> str:
    """A line taken back: as it was typed; or, when a clause of it was taken back before, what was left of it."""
    text = whole[0].text or whole[0].kind
    if len(live) == len(whole):
        return text
    return f"the rest of the line '{text}' ({len(live)} of its {len(whole)} clauses)"


def _typed_with_others(store, night_id: int, event) -> bool:
    """Whether an event stored before lines were marked has a neighbour typed as the same text: then it was
    most likely one of the actions of one line (`up 7h qd 9h`, `xb1ccc`), and is said as a clause."""
    if event.payload.get("v", 1) >= 3:
        return False
    near = (store.event(night_id, event.seq - 1), store.event(night_id, event.seq + 1))
    return any(e is not None and e.kind != "undo" and e.text == event.text for e in near)


def _clause_words(event, whole: list, night, typed_with_others: bool) -> str:
    """One event taken back: the line as typed when it was the whole line, or the clause and its line (an undo
    of one clause must not let the table think the whole line went)."""
    text = event.text or event.kind
    if event.payload.get("v", 1) >= 3:
        one = len(whole) == 1
    else:
        # Stored before lines were marked: a line with a comma held several clauses (unless its verb takes
        # the whole line), and the event is one of them; so is an event typed as the same text as its neighbour.
        from ..language.script import WHOLE_LINE
        words = text.split()
        one = ("," not in text or (bool(words) and words[0].lower() in WHOLE_LINE)) and not typed_with_others
    return text if one else f"{clause_words(event, _on_turn(night))} (one clause of the line '{text}')"


def _on_turn(night) -> str:
    """Who is on turn in ``night`` (the state just before the clause taken back): who a clause typed without a
    name (`c`, `call`) was for."""
    if night is None or night.hand is None:
        return ""
    from ..table.expect import expect
    e = expect(night)
    return e.players[0] if e is not None and e.players else ""


def clause_words(event, who: str = "") -> str:
    """One stored action in the table's words: its verb, player, cards and amount (`up Dee 2♦`, `bet Ann $1.00`);
    ``who`` for an action stored without a name (the player on turn)."""
    from ..kernel.money import format_money
    data = event.payload
    parts = [event.kind, data.get("player") or who]
    parts += [_label(c) for c in data.get("cards") or ()]
    if data.get("up"):
        parts += ["up"] + [_label(c) for c in data["up"]]
    if data.get("amount"):
        parts.append(format_money(data["amount"]))
    if event.kind == "declare":
        parts.append(data.get("text") or "")
    return " ".join(p for p in parts if p)


def _label(code) -> str:
    from ..kernel.cards import parse_card
    from ..kernel.errors import RefereeError
    try:
        return parse_card(code).label
    except (RefereeError, TypeError, ValueError):
        return str(code)
