"""A night at the table backed by the store: parse a line, apply it, append its events, all in one transaction.

State is a replay of the night's events: the store keeps derived snapshots so a command on the 300th hand
replays only the few events after the latest snapshot.
"""

from __future__ import annotations

from contextlib import nullcontext

from ..kernel.records import dataclass
from ..kernel.errors import IllegalAction, RefereeError
from ..log.events import EVENT_VERSION
from ..log.nightlog import LARGEST_BUILT_IN_TABLE, NightLog, _as_logged, _engine, _script, game_text
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
        """Run one line of the table language: all of it, or (on any error) none of it.

        ``abandon_on_error``: the caller gives up the whole transaction (and this session) when a line is
        refused, as `run` does with a script; the line then works on the kept night itself, not a copy.
        ``quiet``: the caller prints only rulings and the night's end, not each action's status line."""
        # A line is its own savepoint inside the caller's transaction, so that a refused line leaves nothing
        # behind; a caller that abandons the whole transaction on a refusal needs none (a script: thousands).
        joined = abandon_on_error and getattr(self.store, "in_transaction", False)
        self._line = None
        with nullcontext() if joined else self.store.transaction():
            night_id, night, seq = self._current()
            script = _script()
            command = script.strip_comment(line)
            if night is None and command and command.split()[0].lower() == "paid":
                from ..book.debts import paid_between_nights      # a debt settled between nights
                from ..table.engine import Outcome
                return Reply((Outcome((paid_between_nights(self.store, command),)),))
            if night is None and command and command.split()[0].lower() not in ("night", "undo"):
                last = self._ended_query(command)
                if last is not None:
                    return last
                raise IllegalAction("no night is open: start one with night NAME NAME ...")
            try:
                actions = script.parse_line(line, night.players if night else (),
                                            decks=2 if night and night.hand and (night.hand.game.deck == "double" or
                                                                                 night.hand.game.setting(
                                                                                     "deck_runs_out")
                                                                                 == "second-deck") else 1)
            except RefereeError:
                if night is not None and night.hand is not None:
                    # A word of the host's own for the game's verb (decline for pass): the game says which.
                    from ..table.meant import meant
                    hint = meant(night.hand.game, night.players, command)
                    if hint:
                        from ..kernel.errors import ParseError
                        raise ParseError(hint) from None
                raise
            if not actions:
                return Reply(())  # a blank or comment line: nothing happens, not even a read of the state
            outcomes: list[Outcome] = []
            query = ""
            since_snapshot = 0
            owned = abandon_on_error
            pending = list(reversed(actions))
            while pending:
                action = pending.pop()
                if action.player is None and action.verb in _NAMELESS:
                    # Cards typed without names: the clauses with the names, as the hand stands now (after
                    # the line's clauses before it), are what the table applies and the log keeps.
                    from ..table.nameless import named
                    spread = named(night, action)
                    if spread is not None:
                        pending.extend(reversed(spread))
                        continue
                if action.verb in ("balances", "status"):
                    if night is None:
                        raise IllegalAction("no night is open: start one with night NAME NAME ...")
                    query = action.verb
                    continue
                if action.verb == "undo":
                    from .undoing import take_back
                    night_id, night, seq, said = take_back(self, night_id, action.count)
                    owned = True            # replayed afresh: nobody else holds it
                    outcomes.extend(said)
                    continue
                if action.verb in ("night", "join"):
                    self._within_the_largest_table(night, action)
                game_json = None
                game = None
                paid_words = None
                if action.verb == "paid":       # the debt it settles is the book's: checked, its sides named
                    from ..book.debts import resolve_paid
                    action, paid_words = resolve_paid(self.store, night, action)
                if action.verb == "game":
                    # The game as the log will hold it, and the very object a replay of it gives.
                    game_json, game = _as_logged(self._resolve_game(action))
                # The first action works on a copy of the night; the rest of the line on that same copy,
                # in place: a refusal anywhere drops the whole line, so the night read at the start (which
                # this session keeps, see current()) is never touched.
                if action.verb == "settle" and night is not None and night.hand is None and night_id is not None:
                    self._nothing_to_settle(night_id)
                night, outcome = _engine().apply(night, action, game, in_place=owned, quiet=quiet)
                owned = True
                if paid_words is not None:
                    from dataclasses import replace as _replace
                    outcome = _replace(outcome, lines=(paid_words,))
                if game is not None:
                    outcome = _members_game_said(outcome, game, self.rulesets_dirs)
                if action.verb == "night":
                    night_id = self.store.create_night(list(action.players), {})
                payload = action.payload()
                payload["v"] = EVENT_VERSION
                if game_json is not None:
                    payload["game"] = game_json
                if outcome.postings:
                    payload["postings"] = [p.to_json() for p in outcome.postings]
                if outcome.ruling is not None:
                    payload["ruling"] = outcome.ruling.to_json()
                seq = self.append_event(night_id, action.verb, payload, command)
                if game is not None:
                    self._game_seqs(night_id)[game_text(game)] = seq
                since_snapshot += 1
                if action.verb in _BOUNDARY or outcome.ruling is not None:
                    self.store.put_snapshot(night_id, seq, night.to_json(self._game_ref(night_id)))
                    since_snapshot = 0
                if outcome.ended:
                    # The names it seated are the book's members (a rename tonight: the same member), with
                    # the end, in its transaction: the season and the debts read members, not names. Seated
                    # first, so that the night's own link is the book's head its end prints.
                    self.store.seat_members(night_id)
                    # The season reads each ended night's digest of its stored postings: made now, so the first
                    # `season` after a night costs no more than the next one, and chained with the night's end,
                    # so the season reads it checked against the chain.
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
                outcomes.append(outcome)
            if since_snapshot and night is not None and seq:
                self._maybe_snapshot(night_id, seq, night)
            self.night = night
            self._keep(night_id, seq, night)
            return Reply(tuple(outcomes), query)

    def _nothing_to_settle(self, night_id: int) -> None:
        """`settle` right after everyone else folded: the hand ended with the fold, and the table is told who took
        the pot (the engine, which keeps no past hand, would only say no hand is being played)."""
        last = self.last_live_event(night_id)
        ruling = last.payload.get("ruling") if last is not None else None
        if not ruling or len(ruling["awards"]) != 1 or ruling["awards"][0]["hand"] != "everyone else folded":
            return
        from ..kernel.money import format_money
        won = ruling["awards"][0]
        raise IllegalAction(f"nothing to settle: hand {ruling['number']} ended when everyone else folded, and "
                            f"{won['player']} took the pot of {format_money(won['amount'])} (deal starts the next "
                            f"hand)")

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

    def _within_the_largest_table(self, night, action) -> None:
        """A night seats at most the house's largest table: the most players any of its games deals to.
        Asked only past the largest built-in table, so an ordinary `night` or `join` reads no game file."""
        seats = len(action.players) + (len(night.players) if action.verb == "join" and night is not None else 0)
        if seats <= LARGEST_BUILT_IN_TABLE:
            return
        from ..rules.loader import list_games, load_game
        largest, where = LARGEST_BUILT_IN_TABLE, ""
        for game_id, name, _variants in list_games(list(self.rulesets_dirs)):
            try:
                most = load_game(game_id, list(self.rulesets_dirs), self.house_path).players_max
            except RefereeError:
                continue        # a broken file seats nobody; `refcli rules` names its fault
            if most > largest or not where and most == largest:
                largest, where = most, name
        if seats > largest:
            raise IllegalAction(f"a night seats at most {largest} players, the house's largest table ({where}); "
                                f"that would be {seats}")

    def _resolve_game(self, action: Action) -> Game:
        # Within one transaction (a command, or a whole script) a game named again is the game already
        # read: the rulesets are read once per transaction, not once per `game` line.
        from ..rules.loader import load_game
        transaction = getattr(self.store, "transactions", None)
        if transaction is None:
            return load_game(action.text, list(self.rulesets_dirs), self.house_path)
        key = (transaction, action.text)
        found = self._resolved.get(key)
        if found is None:
            if len(self._resolved) >= 64:
                self._resolved.clear()
            found = self._resolved[key] = load_game(action.text, list(self.rulesets_dirs), self.house_path)
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


def _members_game_said(outcome: Outcome, game: Game, rulesets_dirs) -> Outcome:
    """A game picked from a members' folder that holds a game of a built-in id: the reply says so, for the
    table to know the rules played are not refcli's own game of that name."""
    from ..rules.loader import replaces_builtin
    label = replaces_builtin(game.id, list(rulesets_dirs))
    if label is None:
        return outcome
    from dataclasses import replace
    from ..kernel.safetext import shown_path
    return replace(outcome, lines=(*outcome.lines, f"This is the members' {game.id}, from {shown_path(label)}: "
                                                    "it replaces refcli's own game of that id."))
