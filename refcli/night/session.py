"""A night at the table backed by the store: parse a line, apply it, append its events, all in one transaction.

State is a replay of the night's events: the store keeps derived snapshots so a command on the 300th hand
replays only the few events after the latest snapshot.
"""

from __future__ import annotations

from contextlib import nullcontext

from ..kernel.records import dataclass
from ..kernel.errors import IllegalAction, RefereeError
from ..log.events import EVENT_VERSION
from ..log.nightlog import NightLog, game_text, parser_module
from ..table.state import STATE_FORMAT, Night

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from ..language.script import Action
    from ..rules.model import Game
    from ..table.engine import Outcome

# The engine (and every step of every flow) loads on the first command that moves the table: `status` or
# `balances` on a night whose latest snapshot is its last event never needs it.

# Events between snapshots inside a hand; hand starts and ends always snapshot. 32: a hand of stud with four or
# five players (20-35 events) takes none in the middle, where 24 took one a few events before its settle's; a
# one-shot command mid-hand replays at most 31 events (~30 µs each) after the latest snapshot.
SNAPSHOT_EVERY = 32
_BOUNDARY = ("night", "game", "deal", "settle", "end", "misdeal")


@dataclass(frozen=True)
class Reply:
    """What one typed line did."""

    outcomes: tuple[Outcome, ...]
    query: str = ""                 # 'balances' or 'status' when the line only asked
    ended: int | None = None        # the query was answered from this night, ended (no night is open)


class _Named:
    """The picked game as `status` between hands prints it (Session.peek): its title, not the game."""

    __slots__ = ("title",)

    def __init__(self, name: str, variants) -> None:
        from ..kernel.words import game_title
        self.title = game_title(name, variants)


class Session(NightLog):
    def __init__(self, store, rulesets_dirs: tuple[str, ...] = (), house_path: str | None = None):
        super().__init__(store)
        self.rulesets_dirs = tuple(rulesets_dirs)
        self.house_path = house_path
        self._last: Night | None = None     # the state after the last line executed (kept after `end`)
        self._handed: Night | None = None   # the copy of it `night` hands out
        self._live: tuple | None = None     # (night id, its last event's mark, seq, state): see current()
        self._resolved: dict[tuple, Game] = {}
        self._line: tuple[int | None, int] | None = None  # (night id, seq of the first event) of the line executing

    @property
    def night(self) -> Night | None:
        """The state after the last line executed (kept after `end`). The reader's own copy: the state the
        next command starts from is kept apart (see current()), so nothing a reader does to this one (a
        look at what comes next creates a step's empty state part) reaches it."""
        if self._handed is None and self._last is not None:
            self._handed = self._last.copy()
        return self._handed

    @night.setter
    def night(self, value: Night | None) -> None:
        self._last, self._handed = value, None

    # --- reading ---------------------------------------------------------------------------------------
    def current(self) -> tuple[int | None, Night | None, int]:
        """(night id, replayed state, last seq) of the open night; the state is the caller's own."""
        night_id, night, seq = self._current()
        return night_id, None if night is None else night.copy(), seq

    def _current(self) -> tuple[int | None, Night | None, int]:
        """current(), without the copy: only for a command, which never changes the state it is given
        (the engine works on a copy).

        The state this session left after its last command is kept and given again while the night's last
        event is still the one it wrote (no other terminal moved the night, nothing was rolled back): a
        script of a thousand lines then replays nothing."""
        row = self.store.open_night()
        if row is None:
            return None, None, 0
        live = self._live
        if live is not None and live[0] == row.id and live[1] == self.store.last_mark(row.id):
            return row.id, live[3], live[2]
        night, seq = self.replay(row.id)
        self._keep(row.id, seq, night)
        return row.id, night, seq

    def peek(self, line: str) -> Reply | None:
        """Answer a line that only asks, `status` or `balances`, between hands, from the night's latest
        snapshot when that is the night's last event: the night is exactly that snapshot, so nothing is
        replayed, no game is built (status names the picked game from its stored JSON) and the engine is
        not loaded. None: the line is for execute(). The night read here is for printing only (``night``):
        the next command reads the store again."""
        verb = line.strip().lower()
        if verb not in ("status", "balances"):
            return None
        with self.store.transaction():
            row = self.store.open_night()
            if row is None:
                return None
            snap = self.store.latest_snapshot(row.id)
            if snap is None:
                return None
            if snap[0] != self.store.last_seq(row.id):
                # Only undos and what they voided after it (a deal undone): the night is still the snapshot.
                after = self.store.events(row.id, after_seq=snap[0])
                voided = {e.payload["voids"] for e in after if e.kind == "undo"}
                if any(e.kind != "undo" and e.seq not in voided for e in after):
                    return None
            data = snap[1]
            if data.get("format") != STATE_FORMAT or data.get("hand") is not None:
                return None
            named = game = data.get("pick_game")    # {"event": SEQ}, or the game itself (an imported night)
            if isinstance(named, dict) and "event" in named:
                event = self.store.event(row.id, named["event"])
                game = event.payload.get("game") if event is not None else None
            if named is not None and not (isinstance(game, dict) and "name" in game and "variants" in game):
                return None     # not a game this path can name: execute() reads (or refuses) it
            night = Night.from_json(data, game_of=lambda _: _Named(game["name"], game["variants"]))
        self.night = night
        return Reply((), verb)

    def _keep(self, night_id: int | None, seq: int, night: Night | None) -> None:
        self._live = None if night_id is None or night is None else \
            (night_id, self.store.last_mark(night_id), seq, night)

    # --- writing ---------------------------------------------------------------------------------------
    def execute(self, line: str, abandon_on_error: bool = False, quiet: bool = False) -> Reply:
        """Run one line of the table language: all of it, or (on any error) none of it. Each action goes to its
        verb's handler (refcli/night/verbs.py, declared in VERBS).

        ``abandon_on_error``: the caller gives up the whole transaction (and this session) when a line is
        refused, as `run` does with a script; the line then works on the kept night itself, not a copy.
        ``quiet``: the caller prints only rulings and the night's end, not each action's status line."""
        # A line is its own savepoint inside the caller's transaction, so that a refused line leaves nothing
        # behind; a caller that abandons the whole transaction on a refusal needs none (a script: thousands).
        joined = abandon_on_error and getattr(self.store, "in_transaction", False)
        self._line = None
        with nullcontext() if joined else self.store.transaction():
            night_id, night, seq = self._current()
            command = parser_module().strip_comment(line)
            if night is None:
                answered = self._without_a_night(command)
                if answered is not None:
                    return answered
            actions = self._parsed(line, command, night)
            if not actions:
                return Reply(())  # a blank or comment line: nothing happens, not even a read of the state
            from .verbs import PLAYED, VERBS, Line
            doing = Line(self, night_id, night, seq, command, quiet, owned=abandon_on_error)
            pending = list(reversed(actions))
            while pending:
                action = pending.pop()
                if action.player is None and action.verb in _NAMELESS:
                    # Cards typed without names: the clauses with the names, as the hand stands now (after
                    # the line's clauses before it), are what the table applies and the log keeps.
                    from ..table.nameless import named
                    spread = named(doing.night, action)
                    if spread is not None:
                        pending.extend(reversed(spread))
                        continue
                verify, apply = VERBS.get(action.verb, PLAYED)
                if verify is not None:
                    verify(doing, action)
                apply(doing, action)
            night_id, night, seq = doing.night_id, doing.night, doing.seq
            if doing.since_snapshot and night is not None and seq:
                self._maybe_snapshot(night_id, seq, night)
            self.night = night
            self._keep(night_id, seq, night)
            return Reply(tuple(doing.outcomes), doing.query)

    def _without_a_night(self, command: str) -> Reply | None:
        """A line with no night open: a `paid` settles a debt between nights, `balances` or `status` answer from
        the night just ended; `night` and `undo` go on (None); any other is refused."""
        verb = command.split()[0].lower() if command else ""
        if verb == "paid":
            from ..book.debts import paid_between_nights
            from ..table.engine import Outcome
            return Reply((Outcome((paid_between_nights(self.store, command),)),))
        if verb and verb not in ("night", "undo"):
            last = self._ended_query(command)
            if last is not None:
                return last
            from .verbs import NO_NIGHT
            raise IllegalAction(NO_NIGHT)
        return None

    def _parsed(self, line: str, command: str, night: Night | None) -> list[Action]:
        """The line's actions; a word of the host's own for the game's verb (decline for pass) is refused with
        the game's own word, as the game says."""
        hand = night.hand if night is not None else None
        two = hand is not None and (hand.game.deck == "double" or hand.game.setting("deck_runs_out") == "second-deck")
        try:
            return parser_module().parse_line(line, night.players if night else (), decks=2 if two else 1)
        except RefereeError:
            if night is not None and hand is not None:
                from ..table.meant import meant
                hint = meant(hand.game, night.players, command)
                if hint:
                    from ..kernel.errors import ParseError
                    raise ParseError(hint) from None
            raise

    def keep(self, doing, action: Action, outcome: Outcome, game: Game | None, game_json: dict | None) -> None:
        """Keep an action the table made in the log: its event (with the game picked, the postings and the
        ruling), a snapshot at a boundary, and, when it ends the night, the book's members and what the season
        and the roster read. ``doing``: the line being executed (refcli/night/verbs.py's Line)."""
        if action.verb == "night":
            doing.night_id = self.store.create_night(list(action.players), {})
        night_id = doing.night_id
        payload = action.payload()
        payload["v"] = EVENT_VERSION
        if game_json is not None:
            payload["game"] = game_json
        if outcome.postings:
            payload["postings"] = [p.to_json() for p in outcome.postings]
        if outcome.ruling is not None:
            payload["ruling"] = outcome.ruling.to_json()
        doing.seq = self.append_event(night_id, action.verb, payload, doing.command)
        if game is not None:
            self._game_seqs(night_id)[game_text(game)] = doing.seq
        doing.since_snapshot += 1
        if action.verb in _BOUNDARY or outcome.ruling is not None:
            self.store.put_snapshot(night_id, doing.seq, doing.night.to_json(self._game_ref(night_id)))
            doing.since_snapshot = 0
        if outcome.ended:
            self._ended(night_id)

    def _ended(self, night_id: int) -> None:
        """The names it seated are the book's members (a rename tonight: the same member), with the end, in its
        transaction: the season and the debts read members, not names. Seated first, so that the night's own
        link is the book's head its end prints."""
        self.store.seat_members(night_id)
        # The season reads each ended night's digest of its stored postings: made now, so the first `season`
        # after a night costs no more than the next one, and chained with the night's end, so the season reads
        # it checked against the chain.
        summary = None
        if self.store.path != ":memory:":     # an in-memory night has no season to read it
            from ..book.digest import compute_digest
            summary = compute_digest(self.store, self.store.night(night_id))
        self.store.end_night(night_id, summary)
        # So does the roster: who the night ended with (next night's regulars).
        if self.store.path != ":memory:":
            from ..book.roster import keep_seating
            try:
                keep_seating(self.store, self.store.night(night_id))
            except RefereeError:
                pass    # what it keeps is a cache: the season computes it when missing

    def _ended_query(self, command: str) -> Reply | None:
        """`balances` or `status` with no night open: the night just ended, as it ended (the reply says so),
        when the store has one; None otherwise."""
        words = command.lower().split()
        if words not in (["balances"], ["status"]):
            return None
        row = next((r for r in self.store.nights() if r.ended_at is not None), None)
        if row is None:
            return None
        night, _ = self.replay(row.id)
        if night is None:
            return None
        self.night = night
        return Reply((), words[0], ended=row.id)

    def _maybe_snapshot(self, night_id: int, seq: int, night: Night) -> None:
        last = self.store.latest_snapshot_seq(night_id)
        if last is None or seq - last >= SNAPSHOT_EVERY:
            self.store.put_snapshot(night_id, seq, night.to_json(self._game_ref(night_id)))

    def game_named(self, text: str) -> Game:
        """The game a `game` line names. Within one transaction (a command, or a whole script) a game named
        again is the game already read: the rulesets are read once per transaction, not once per `game` line."""
        from ..rules.loader import load_game
        transaction = getattr(self.store, "transactions", None)
        if transaction is None:
            return load_game(text, list(self.rulesets_dirs), self.house_path)
        key = (transaction, text)
        found = self._resolved.get(key)
        if found is None:
            if len(self._resolved) >= 64:
                self._resolved.clear()
            found = self._resolved[key] = load_game(text, list(self.rulesets_dirs), self.house_path)
        return found

    def append_event(self, night_id: int | None, kind: str, payload: dict, text: str) -> int:
        """Append one event of the line being executed: every event after the line's first carries the first's
        seq as its "line" (refcli/log/events.py), so the line is known, and undone, as one."""
        line = self._line
        if line is not None and line[0] == night_id:
            payload["line"] = line[1]
        seq = self.store.append(night_id, kind, payload, text)
        if line is None or line[0] != night_id:
            self._line = (night_id, seq)
        return seq

    def last_live_event(self, night_id: int):
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


# Verbs whose clause without a name stands for clauses with names (refcli/table/nameless.py): cards as
# dealt, a round of checks, the next player to show.
_NAMELESS = ("up", "down", "checks", "show", "declare")
