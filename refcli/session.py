"""A night at the table backed by the store: parse a line, apply it, append its events, all in one transaction.

State is a replay of the night's events: the store keeps derived snapshots so a command on the 300th hand
replays only the few events after the latest snapshot.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .errors import IllegalAction
from .events import EVENT_VERSION, split, upgrade
from .ledger import Posting
from .rules.model import Game, game_from_json, game_to_json
from .script import Action, parse_line, strip_comment
from .table import engine
from .table.engine import Outcome
from .table.state import STATE_FORMAT, HandSummary, Night

SNAPSHOT_EVERY = 24       # events between snapshots inside a hand; hand starts and ends always snapshot
_BOUNDARY = ("night", "game", "deal", "settle", "end", "misdeal")


@dataclass(frozen=True)
class Reply:
    """What one typed line did."""

    outcomes: tuple[Outcome, ...]
    query: str = ""                 # 'balances' or 'status' when the line only asked


class Session:
    def __init__(self, store, rulesets_dirs: tuple[str, ...] = (), house_path: str | None = None):
        self.store = store
        self.rulesets_dirs = tuple(rulesets_dirs)
        self.house_path = house_path
        self.night: Night | None = None     # the state after the last line executed (kept after `end`)

    # --- reading ---------------------------------------------------------------------------------------
    def current(self) -> tuple[int | None, Night | None, int]:
        """(night id, replayed state, last seq) of the open night."""
        row = self.store.open_night()
        if row is None:
            return None, None, 0
        night, seq = self.replay(row.id)
        return row.id, night, seq

    def replay(self, night_id: int) -> tuple[Night | None, int]:
        snap = self.store.latest_snapshot(night_id)
        if snap is not None and snap[1].get("format") != STATE_FORMAT:
            snap = None  # written by another version of refcli: replay the log instead
        night, seq = (Night.from_json(snap[1]), snap[0]) if snap else (None, 0)
        events = self.store.events(night_id, after_seq=seq)
        voided = {e.payload["voids"] for e in events if e.kind == "undo"}
        for e in events:
            seq = e.seq
            if e.kind == "undo" or e.seq in voided:
                continue
            night, _ = replay_event(night, e.kind, e.payload)
        return night, seq

    def summaries(self, night_id: int) -> list[HandSummary]:
        """Every finished hand of a night, by replaying it from the start (reports only)."""
        events = self.store.events(night_id)
        voided = {e.payload["voids"] for e in events if e.kind == "undo"}
        night, out = None, []
        for e in events:
            if e.kind == "undo" or e.seq in voided:
                continue
            night, outcome = replay_event(night, e.kind, e.payload)
            out.extend(outcome.summaries)
            if e.kind == "rename":      # the hands before it are reported under the fixed name too
                from .table.seats import rename_summary
                for s in out:
                    rename_summary(s, e.payload["player"], e.payload["text"])
        return out

    # --- writing ---------------------------------------------------------------------------------------
    def execute(self, line: str) -> Reply:
        """Run one line of the table language: all of it, or (on any error) none of it."""
        with self.store.transaction():
            night_id, night, seq = self.current()
            command = strip_comment(line)
            if night is None and command and command.split()[0].lower() not in ("night", "undo"):
                raise IllegalAction("no night is open: start one with night NAME NAME ...")
            actions = parse_line(line, night.players if night else (),
                                 decks=2 if night and night.hand and night.hand.game.deck == "double" else 1)
            if not actions:
                return Reply(())  # a blank or comment line: nothing happens, not even a read of the state
            outcomes: list[Outcome] = []
            query = ""
            since_snapshot = 0
            for action in actions:
                if action.verb in ("balances", "status"):
                    if night is None:
                        raise IllegalAction("no night is open: start one with night NAME NAME ...")
                    query = action.verb
                    continue
                if action.verb == "undo":
                    night, seq, outcome = self._undo(night_id)
                    outcomes.append(outcome)
                    continue
                game = self._resolve_game(action) if action.verb == "game" else None
                night, outcome = engine.apply(night, action, game)
                if action.verb == "night":
                    night_id = self.store.create_night(list(action.players), {})
                payload = action.payload()
                payload["v"] = EVENT_VERSION
                if game is not None:
                    payload["game"] = game_to_json(game)
                if outcome.postings:
                    payload["postings"] = [p.to_json() for p in outcome.postings]
                if outcome.ruling is not None:
                    payload["ruling"] = outcome.ruling.to_json()
                seq = self.store.append(night_id, action.verb, payload, command)
                since_snapshot += 1
                if action.verb in _BOUNDARY or outcome.ruling is not None:
                    self.store.put_snapshot(night_id, seq, night.to_json())
                    since_snapshot = 0
                if outcome.ended:
                    self.store.end_night(night_id)
                outcomes.append(outcome)
            if since_snapshot and night is not None and seq:
                self._maybe_snapshot(night_id, seq, night)
            self.night = night
            return Reply(tuple(outcomes), query)

    def _maybe_snapshot(self, night_id: int, seq: int, night: Night) -> None:
        snap = self.store.latest_snapshot(night_id)
        if snap is None or seq - snap[0] >= SNAPSHOT_EVERY:
            self.store.put_snapshot(night_id, seq, night.to_json())

    def _resolve_game(self, action: Action) -> Game:
        from .rules.loader import load_game
        return load_game(action.text, list(self.rulesets_dirs), self.house_path)

    def _undo(self, night_id: int | None) -> tuple[Night | None, int, Outcome]:
        if night_id is None:
            return self._reopen()
        target = self._last_live_event(night_id)
        if target is None:
            raise IllegalAction("nothing to undo")
        seq = self.store.append(night_id, "undo", {"voids": target.seq}, f"undo {target.text}")
        self.store.drop_snapshots_from(night_id, target.seq)
        if target.kind == "night":
            # Nothing else is live: the night was opened by mistake. It leaves the store's listings.
            self.store.abandon_night(night_id)
            return None, seq, Outcome((f"Undone: {target.text or target.kind} (the empty night is removed)",))
        night, _ = self.replay(night_id)
        return night, seq, Outcome((f"Undone: {target.text or target.kind}",))

    def _reopen(self) -> tuple[Night | None, int, Outcome]:
        """`undo` with no night open: if the newest night's last live event is its `end`, open it again."""
        nights = self.store.nights()
        last = self._last_live_event(nights[0].id) if nights else None
        if last is None or last.kind != "end":
            raise IllegalAction("no night is open: nothing to undo")
        night_id = nights[0].id
        self.store.reopen_night(night_id)
        seq = self.store.append(night_id, "undo", {"voids": last.seq}, f"undo {last.text}")
        self.store.drop_snapshots_from(night_id, last.seq)
        night, _ = self.replay(night_id)
        return night, seq, Outcome((f"Undone: {last.text or 'end'} (the night is open again)",))

    def _last_live_event(self, night_id: int):
        """The newest event that is neither an undo nor undone, scanning back from the end of the log in
        growing windows (an undo is about the last few actions, not the whole night)."""
        last = self.store.last_seq(night_id)
        window = 64
        while True:
            start = max(0, last - window)
            events = self.store.events(night_id, after_seq=start)
            voided: set[int] = set()
            for e in reversed(events):
                if e.kind == "undo":
                    voided.add(e.payload["voids"])
                elif e.seq not in voided:
                    return e
            if start == 0:
                return None
            window *= 4


def replay_event(night: Night | None, kind: str, payload: dict, rerule: bool = False) -> tuple[Night, Outcome]:
    """Re-apply a stored event. The game an event names rides inside it, so rulesets on disk do not matter;
    the money is the postings the event recorded and a settled hand's ruling is the one it recorded, so code
    changes do not matter either. ``rerule``: rule again with today's code (``refcli verify``), keeping the
    money today's code computes."""
    data, recorded = split(upgrade(kind, payload))
    action = Action.from_payload(kind, data)
    game = game_from_json(recorded["game"]) if "game" in recorded else None
    stored = recorded.get("postings")
    night, outcome = engine.apply(night, action, game, in_place=True,
                                  recorded=None if rerule else recorded)
    if stored is not None and not rerule:
        postings = tuple(Posting.from_json(p) for p in stored)
        if postings != outcome.postings:
            for p in outcome.postings:
                night.ledger.reverse(p)
            for p in postings:
                night.ledger.post(p)
            outcome = replace(outcome, postings=postings)
    return night, outcome
