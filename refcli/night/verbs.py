"""The night's verbs: what the session does with each action of a typed line, declared in one table.

Every action is applied by the table (refcli/table/engine.py) and kept in the log; a few verbs first ask the
store, the book or the house something, or are answered without the table. Each is declared once in VERBS
as (verify, apply), as pokerkit declares each operation of its state as a check and a making: verify refuses
before anything of the action is done (and the whole line is dropped); apply makes the action and keeps
what it said. A verb not in the table is only played.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from ..log.nightlog import LARGEST_BUILT_IN_TABLE, as_logged, engine_module

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable

    from ..language.script import Action
    from ..rules.model import Game
    from ..table.engine import Outcome
    from ..table.state import Night

NO_NIGHT = "no night is open: start one with night NAME NAME ..."


class Line:
    """One typed line being executed: the night as its clauses so far have left it (``owned``: this line's
    own copy, changed in place from then on), the last event written, and what the line said."""

    __slots__ = ("session", "night_id", "night", "seq", "command", "quiet", "owned", "outcomes", "query",
                 "since_snapshot")

    def __init__(self, session, night_id: int | None, night: Night | None, seq: int, command: str, quiet: bool,
                 owned: bool) -> None:
        self.session = session
        self.night_id, self.night, self.seq = night_id, night, seq
        self.command, self.quiet, self.owned = command, quiet, owned
        self.outcomes: list[Outcome] = []
        self.query = ""                 # 'balances' or 'status' when the line asked
        self.since_snapshot = 0         # events written since the last snapshot


def played(line: Line, action: Action, game: Game | None = None, game_json: dict | None = None,
           said: str | None = None) -> None:
    """The table applies the action (the first of the line on a copy of the night, the rest on that same copy:
    a refusal anywhere drops the whole line, so the night the session keeps is never touched) and the session
    keeps it in the log. ``said``: the outcome's words instead of the table's."""
    night, outcome = engine_module().apply(line.night, action, game, in_place=line.owned, quiet=line.quiet)
    line.night, line.owned = night, True
    if said is not None:
        from dataclasses import replace
        outcome = replace(outcome, lines=(said,))
    if game is not None:
        outcome = members_game_said(outcome, game, line.session.rulesets_dirs)
    line.session.keep(line, action, outcome, game, game_json)
    line.outcomes.append(outcome)


def asked(line: Line, action: Action) -> None:
    """`status` or `balances`: the line is answered from the night it leaves; nothing is written."""
    line.query = action.verb


def verify_asked(line: Line, action: Action) -> None:
    if line.night is None:
        raise IllegalAction(NO_NIGHT)


def undone(line: Line, action: Action) -> None:
    """`undo`: the night replayed afresh without what it takes back (refcli/night/undoing.py)."""
    from .undoing import take_back
    line.night_id, line.night, line.seq, said = take_back(line.session, line.night_id, action.count)
    line.owned = True            # replayed afresh: nobody else holds it
    line.outcomes.extend(said)


def verify_seats(line: Line, action: Action) -> None:
    """`night` or `join`: a night seats at most the house's largest table, the most players any of its games
    deals to. Asked only past the largest built-in table, so an ordinary `night` or `join` reads no game file."""
    night = line.night
    seats = len(action.players) + (len(night.players) if action.verb == "join" and night is not None else 0)
    if seats <= LARGEST_BUILT_IN_TABLE:
        return
    from ..kernel.errors import RefereeError
    from ..rules.loader import list_games, load_game
    dirs = list(line.session.rulesets_dirs)
    largest, where = LARGEST_BUILT_IN_TABLE, ""
    for game_id, name, _variants in list_games(dirs):
        try:
            most = load_game(game_id, dirs, line.session.house_path).players_max
        except RefereeError:
            continue        # a broken file seats nobody; `refcli rules` names its fault
        if most > largest or not where and most == largest:
            largest, where = most, name
    if seats > largest:
        raise IllegalAction(f"a night seats at most {largest} players, the house's largest table ({where}); "
                            f"that would be {seats}")


def paid(line: Line, action: Action) -> None:
    """`paid`: the debt it settles is the book's, checked, and its sides named in what it says."""
    from ..book.debts import resolve_paid
    action, words = resolve_paid(line.session.store, line.night, action)
    played(line, action, said=words)


def picked(line: Line, action: Action) -> None:
    """`game`: the game as the log will hold it, and the very object a replay of it gives."""
    game_json, game = as_logged(line.session.game_named(action.text))
    played(line, action, game, game_json)


def verify_settle(line: Line, action: Action) -> None:
    """`settle` right after everyone else folded: the hand ended with the fold, and the table is told who took
    the pot (the engine, which keeps no past hand, would only say no hand is being played)."""
    night = line.night
    if night is None or night.hand is not None or line.night_id is None:
        return
    last = line.session.last_live_event(line.night_id)
    ruling = last.payload.get("ruling") if last is not None else None
    if not ruling or len(ruling["awards"]) != 1 or ruling["awards"][0]["hand"] != "everyone else folded":
        return
    from ..kernel.money import format_money
    won = ruling["awards"][0]
    raise IllegalAction(f"nothing to settle: hand {ruling['number']} ended when everyone else folded, and "
                        f"{won['player']} took the pot of {format_money(won['amount'])} (deal starts the next "
                        f"hand)")


# verb: (verify, apply). Every other verb: played as the table plays it.
VERBS: dict[str, tuple[Callable[[Line, Action], None] | None, Callable[[Line, Action], None]]] = {
    "status": (verify_asked, asked),
    "balances": (verify_asked, asked),
    "undo": (None, undone),
    "night": (verify_seats, played),
    "join": (verify_seats, played),
    "paid": (None, paid),
    "game": (None, picked),
    "settle": (verify_settle, played),
}
PLAYED: tuple[Callable[[Line, Action], None] | None, Callable[[Line, Action], None]] = (None, played)


def members_game_said(outcome: Outcome, game: Game, rulesets_dirs) -> Outcome:
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
