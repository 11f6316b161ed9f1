"""A night read back from its log: the games its events carry, each stored event applied again, and the
state of a night replayed from its latest snapshot.

Below the book and the session: a report, the season, an export or a check reads a night through here
(NightLog), and the session (refcli/night/session.py), which writes nights, reads them the same way (it is a
NightLog). Nothing here writes to the store but the cache of which event carries which game.
"""

from __future__ import annotations

import json

from ..kernel.errors import StoreError
from .events import split, upgrade
from ..kernel.ledger import Posting
from ..table.state import STATE_FORMAT, HandSummary, Night

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType
    from typing import Any

    from ..rules.model import Game
    from ..table.engine import Outcome
    from .store import Store

# The most players a built-in game deals to (High and Low Poker's 10): more seats than this at a night are
# checked against every game the house has (refcli/night/verbs.py, verify_seats; an import's checks).
LARGEST_BUILT_IN_TABLE = 10

# Games as the log holds them, each parsed once: a game picked again, or named again by a snapshot, is the
# same frozen object, so what is worked out from a game (its flow program) is worked out once.
_GAMES: dict[str, Game] = {}                     # canonical text -> game
_TEXTS: dict[int, tuple[Game, str]] = {}        # id(game) -> (game, canonical text); the game kept alive


def game_from_json(data: dict[str, Any]) -> Game:
    from ..rules.model import game_from_json as parse     # the model (and fractions) when a game is read
    return parse(data)


def game_to_json(game: Game) -> dict[str, Any]:
    from ..rules.model import game_to_json as write
    return write(game)


def _canonical(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def intern_game(data: dict[str, Any]) -> Game:
    """The game a stored game JSON describes; the same object for the same JSON."""
    text = _canonical(data)
    game = _GAMES.get(text)
    if game is None:
        if len(_GAMES) >= 256:
            _GAMES.clear()
        game = _GAMES[text] = game_from_json(data)
        _remember(game, text)
    return game


def game_text(game: Game) -> str:
    """The canonical JSON text of a game (what tells two games apart), worked out once per game object."""
    found = _TEXTS.get(id(game))
    if found is not None and found[0] is game:
        return found[1]
    text = _canonical(game_to_json(game))
    _remember(game, text)
    return text


_LOGGED: dict[Game, tuple[dict[str, Any], Game]] = {}     # a game as loaded from the rulesets -> (its JSON, the game)


def as_logged(loaded: Game) -> tuple[dict[str, Any], Game]:
    """(the JSON a `game` event stores, the game a replay of it gives) for a game loaded from the rulesets:
    the same game picked again (an equal value) is written out only once."""
    try:
        found = _LOGGED.get(loaded)
    except TypeError:       # a setting that cannot be hashed: not remembered, written out each time
        data = game_to_json(loaded)
        return data, intern_game(data)
    if found is None:
        if len(_LOGGED) >= 64:
            _LOGGED.clear()
        data = game_to_json(loaded)
        found = _LOGGED[loaded] = (data, intern_game(data))
    return found


def _remember(game: Game, text: str) -> None:
    if len(_TEXTS) >= 512:
        _TEXTS.clear()
    _TEXTS[id(game)] = (game, text)




class NightLog:
    """The nights of a store read back from their logs (a session is one, and writes besides)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._seqs: dict[int, dict[str, int]] = {}
        self._seqs_rollbacks = store.rollbacks if hasattr(store, "rollbacks") else 0

    def replay(self, night_id: int) -> tuple[Night | None, int]:
        snap = self.store.latest_snapshot(night_id)
        if snap is not None and snap[1].get("format") != STATE_FORMAT:
            snap = None  # written by another version of refcli: replay the log instead
        night, seq = (Night.from_json(snap[1], self._game_of(night_id)), snap[0]) if snap else (None, 0)
        events = self.store.events(night_id, after_seq=seq)
        voided = {e.payload["voids"] for e in events if e.kind == "undo"}
        seqs = self._game_seqs(night_id)
        for e in events:
            seq = e.seq
            if e.kind == "undo" or e.seq in voided:
                continue
            night, _ = replay_event(night, e.kind, e.payload)
            if e.kind == "game" and night.pick_game is not None and "game" in e.payload:
                seqs[game_text(night.pick_game)] = e.seq
        return night, seq

    # --- games in snapshots ----------------------------------------------------------------------------
    # A game rides whole in the `game` event that picked it; a snapshot names it by that event's seq
    # ({"event": SEQ}) instead of holding it again, so a snapshot is a few hundred bytes, not a whole game.
    # Events are never changed, so the reference always reads the same game (even once the event is undone).

    def _game_seqs(self, night_id: int) -> dict[str, int]:
        """game text -> the seq of an event of this night that carries it. A rollback may have taken such
        an event away (and its seq may be written again), so after one the references are learnt again."""
        if self._seqs_rollbacks != self.store.rollbacks:
            self._seqs_rollbacks = self.store.rollbacks
            self._seqs.clear()
        found = self._seqs.get(night_id)
        if found is None:
            if len(self._seqs) >= 64:
                self._seqs.clear()
            found = self._seqs[night_id] = {}
        return found

    def _game_ref(self, night_id: int) -> Callable[[Game], dict[str, Any]]:
        seqs = self._game_seqs(night_id)

        def ref(game: Game) -> dict[str, Any]:
            seq = seqs.get(game_text(game))
            return {"event": seq} if seq is not None else game_to_json(game)
        return ref

    def _game_of(self, night_id: int) -> Callable[[dict[str, Any]], Game]:
        def of(data: dict[str, Any]) -> Game:
            if "event" not in data:
                return intern_game(data)     # a snapshot that holds the game itself (an imported night)
            event = self.store.event(night_id, data["event"])
            if event is None or "game" not in event.payload:
                raise StoreError(f"a saved state of night {night_id} names a game at event {data['event']}, "
                                 "which holds none")
            game = intern_game(event.payload["game"])
            self._game_seqs(night_id)[game_text(game)] = event.seq
            return game
        return of

    def summaries(self, night_id: int) -> list[HandSummary]:
        """Every finished hand of a night, by replaying it from the start (reports only)."""
        events = self.store.events(night_id)
        voided = {e.payload["voids"] for e in events if e.kind == "undo"}
        night: Night | None = None
        out: list[HandSummary] = []
        for e in events:
            if e.kind == "undo" or e.seq in voided:
                continue
            night, outcome = replay_event(night, e.kind, e.payload)
            out.extend(outcome.summaries)
            if e.kind == "rename":      # the hands before it are reported under the fixed name too
                from ..table.seats import rename_summary
                for s in out:
                    rename_summary(s, e.payload["player"], e.payload["text"])
        return out


def replay_event(night: Night | None, kind: str, payload: dict[str, Any], rerule: bool = False) -> tuple[Night, Outcome]:
    """Re-apply a stored event. The game an event names rides inside it, so rulesets on disk do not matter;
    the money is the postings the event recorded and a settled hand's ruling is the one it recorded, so code
    changes do not matter either. ``rerule``: rule again with today's code (``refcli verify``), keeping the
    money today's code computes."""
    data, recorded = split(upgrade(kind, payload))
    action = parser_module().Action.from_payload(kind, data)
    game = intern_game(recorded["game"]) if "game" in recorded else None
    stored = recorded.get("postings")
    night, outcome = engine_module().apply(night, action, game, in_place=True,
                                     recorded=None if rerule else recorded, quiet=True)
    if stored is not None and not rerule:
        postings = tuple(Posting.from_json(p) for p in stored)
        if postings != outcome.postings:
            for p in outcome.postings:
                night.ledger.reverse(p)
            for p in postings:
                night.ledger.post(p)
            from dataclasses import replace
            outcome = replace(outcome, postings=postings)
    return night, outcome


def parser_module() -> ModuleType:
    """The table language's parser, imported on first use: a look between hands (peek) parses nothing."""
    global _SCRIPT
    if _SCRIPT is None:
        from ..language import script
        _SCRIPT = script
    return _SCRIPT


_SCRIPT: ModuleType | None = None


def engine_module() -> ModuleType:
    """The table engine, imported on first use (see the top of this module); asked once per action."""
    global _ENGINE
    if _ENGINE is None:
        from ..table import engine
        _ENGINE = engine
    return _ENGINE


_ENGINE: ModuleType | None = None
