"""`refcli verify [NIGHT]`: rule the stored hands again with today's code and today's ruleset files, and list
every hand whose money would differ from what was recorded.

A stored night never changes: replay applies the postings and rulings its events recorded. Verify is the
other question — would refcli, as it is now, have moved the same money? — asked of every event that recorded
its postings (events written before postings were stored have nothing to compare and are replayed as-is).
A game event is re-read from the ruleset files by the name the dealer typed, so an edited ruleset shows up
here too; a game whose file is gone is judged by the rules stored with the night, and verify says so.
"""

from __future__ import annotations

import json

from ..kernel.records import dataclass, field
from ..kernel.errors import RefereeError
from ..kernel.money import format_money


@dataclass
class NightCheck:
    night_id: int
    hands: int = 0
    differences: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    edited: str = ""         # the first event changed outside refcli: its hands are not ruled again


def verify_night(store, row, rulesets_dirs=(), house_path: str | None = None, games: dict | None = None) -> NightCheck:
    """Rule the night's hands again with today's code and rules. ``games``: the games already read in this
    run, by the name typed and the game stored (a club night picks the same few games over and over, and
    today's rulesets do not change while verify runs; games are frozen values, safe to share)."""
    from ..log.events import EVENT_VERSION, RECORDED_KEYS, upgrade
    from ..rules.loader import load_game
    from ..rules.model import game_from_json
    from ..language.script import Action
    from ..table import engine
    result = NightCheck(row.id)
    result.edited, events, texts = store.checked_events(row.id)
    if result.edited:       # an edited log is not a change of rules: it is said as an edit, and not re-ruled
        return result
    voided = {e.payload.get("voids") for e in events if e.kind == "undo"}
    night = None
    stored_by_hand: dict = {}
    now_by_hand: dict = {}
    titles: dict = {}       # hand -> its title, or the game it was dealt as (asked its title only when said)
    apply, recorded_keys = engine.apply, frozenset(RECORDED_KEYS)
    for e, text in zip(events, texts):
        if e.kind == "undo" or e.seq in voided:
            continue
        recorded = e.payload if e.payload.get("v") == EVENT_VERSION else upgrade(e.kind, e.payload)
        # The action's fields are the payload's others (events.split), read as Action.from_payload reads them; what
        # was recorded with it is read from the payload itself, by name.
        data: dict = {k: tuple(v) if isinstance(v, list) else v for k, v in recorded.items() if k not in recorded_keys}
        game = None
        if "game" in recorded:
            # The same game event is stored once a night and referred to after (store.py, pack): its text
            # finds the game read for it; a text not seen yet, by the game it stored, as written canonically.
            seen = (data.get("text"), text, "as stored")   # (never a key below: those are pairs)
            found = games.get(seen) if games is not None else None
            if found is None:
                key = (data.get("text"), json.dumps(recorded["game"], sort_keys=True))
                if games is None or key not in games:
                    stored_game = game_from_json(recorded["game"])
                    try:
                        found = load_game(data.get("text", stored_game.id), list(rulesets_dirs), house_path), ""
                    except RefereeError as exc:
                        found = stored_game, (f"game '{data.get('text', stored_game.id)}' cannot be read today "
                                              f"({exc}): judged by the rules stored with the night")
                    if games is not None:
                        games[key] = found
                else:
                    found = games[key]
                if games is not None:
                    games[seen] = found
            game, note = found
            if note:
                result.notes.append(note)
        hand = night.hand if night is not None else None
        hand_no = hand.number if hand is not None else None
        try:
            night, outcome = apply(night, Action(e.kind, **data), game, True, None, True)   # in place, quiet
        except RefereeError as exc:
            where = f"hand {hand_no}" if hand_no else "between hands"
            result.differences.append(f"{where}: today's rules refuse '{e.text or e.kind}' ({exc}); "
                                      f"nothing after it can be compared")
            break
        hand = night.hand
        if hand_no is None and hand is not None:
            hand_no = hand.number
        if hand_no is not None and hand is not None:
            titles[hand_no] = hand.game
        if outcome.summaries and e.kind != "misdeal":      # a misdealt hand is void, not settled
            result.hands += 1
            titles[hand_no] = outcome.summaries[0].title
        stored = recorded.get("postings")
        if stored is None:     # nothing recorded to compare (a hand settled before postings were stored)
            continue
        net = stored_by_hand.setdefault(hand_no, {})
        for frm, to, amount, _ in stored:       # as Posting.from_json reads a stored posting
            net[frm] = net.get(frm, 0) - amount
            net[to] = net.get(to, 0) + amount
        net = now_by_hand.setdefault(hand_no, {})
        for p in outcome.postings:
            net[p.frm] = net.get(p.frm, 0) - p.amount
            net[p.to] = net.get(p.to, 0) + p.amount
    for hand_no in sorted(set(stored_by_hand) | set(now_by_hand), key=lambda h: (h is None, h or 0)):
        then, now = stored_by_hand.get(hand_no, {}), now_by_hand.get(hand_no, {})
        names = [a for a in dict.fromkeys(list(then) + list(now)) if not a.startswith("(")]
        moved = [f"{a} {format_money(then.get(a, 0), signed=True)} → {format_money(now.get(a, 0), signed=True)}"
                 for a in names if then.get(a, 0) != now.get(a, 0)]
        if moved:
            title = titles.get(hand_no, "")
            where = (f"hand {hand_no} ({title if isinstance(title, str) else title.title})" if hand_no
                     else "outside the hands")
            result.differences.append(f"{where}: " + ", ".join(moved))
    return result


def verify(store, night_id: int | None = None, rulesets_dirs=(), house_path: str | None = None) -> list[NightCheck]:
    rows = sorted(store.nights(), key=lambda r: r.id)
    if night_id is not None:
        rows = [r for r in rows if r.id == night_id]
        if not rows:
            raise RefereeError(f"there is no night {night_id}")
    games: dict = {}
    return [verify_night(store, row, rulesets_dirs, house_path, games) for row in rows]


def render(checks: list[NightCheck]) -> str:
    lines = []
    for c in checks:
        if c.edited:
            lines.append(f"night {c.night_id}: {c.edited}: its hands are not ruled again")
        lines += [f"night {c.night_id}: {d}" for d in c.differences]
        lines += [f"night {c.night_id}: note: {n}" for n in c.notes]
    hands = sum(c.hands for c in checks)
    differ = sum(len(c.differences) for c in checks)
    edited = sum(1 for c in checks if c.edited)
    found = [f"{differ} hand{'s' if differ != 1 else ''} would move different money today"] if differ else []
    if edited:
        found.append(f"{edited} night{' was' if edited == 1 else 's were'} edited outside refcli")
    lines.append(f"verify: {len(checks)} night{'s' if len(checks) != 1 else ''}, {hands} settled "
                 f"hand{'s' if hands != 1 else ''}: " +
                 ("; ".join(found) + "." if found else "today's code and rules move the same money."))
    return "\n".join(lines)
