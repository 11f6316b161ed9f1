"""One typed line, whoever received it: the shell, a script (`refcli run`), a one-shot command (with click or
without), `balances` and `end`. ``run_line`` reads a `night` line against the book's roster, runs the line in
the session and renders what it says, and returns that as a value (a Said); each front end only prints it, in
its own place (the shell's output, stdout and stderr, a script's blocks a blank line apart). So a line reads,
acts and says the same wherever it was typed.
"""

from __future__ import annotations

from ..kernel.errors import ExitCode, RefereeError
from ..kernel.records import dataclass

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing (a one-shot command's cost)
if TYPE_CHECKING:
    from .session import Reply, Session

# The questions a front end where someone can answer asks before the line is made (``asks``): `end` and
# `leave NAME settle` (refcli/night/pause.py), and a night whose cash does not reconcile, closed anyway.
END, LEAVE, CASH = "end", "leave", "cash"
CLOSE_ANYWAY = "Close the night anyway?"
STAYS_OPEN = "the night stays open"


@dataclass(frozen=True)
class Said:
    """What one typed line says.

    ``texts``: what to print, in order. ``status``: the exit status (0: the line was made, or nothing asked
    for it). ``refusal``: the problem when the line was refused and nothing changed; each front end words it
    (`Error: ...`, `line N: ...`). ``question``: the line was not made yet: ``texts`` are shown, the question
    asked; on yes ``then`` is the line to run (asking nothing more), on no ``declined`` is what is said.
    ``plain``: the texts are data (JSON, CSV), never coloured. ``reply``: what the session made of the line."""

    texts: tuple[str, ...] = ()
    status: int = ExitCode.OK
    refusal: str = ""
    question: str = ""
    then: str = ""
    declined: Said | None = None
    plain: bool = False
    reply: Reply | None = None


def run_line(session: Session, line: str, *, run: bool = False, view: bool = True, asks: tuple[str, ...] = (),
             via: str | None = None, fmt: str = "table") -> Said:
    """Run the typed ``line`` in ``session`` and say what it did.

    ``run``: a line of a script, which is one transaction given up whole at its first refused line, and prints
    only rulings and the night's end (refcli/book/report.py, render_run_reply). ``view``: False where a
    prompt shows the table right after the line. ``asks``: the questions someone is there to answer (END,
    LEAVE, CASH). ``via``: `end`'s payee for everyone (checked before the night closes). ``fmt``: how
    `balances` prints (table, markdown, csv, json)."""
    notes: list[str] = []
    try:
        asked = _question(session, line, asks)
        if asked is not None:
            return asked
        from ..book.roster import seated
        line, notes = seated(session.store, line)     # names read against the book's roster
        if via is not None:
            via = _payee(session, via)
        if run:
            # A refused line ends the run and rolls all of it back: no line needs a copy of the night.
            reply = session.execute(line, abandon_on_error=True, quiet=True)
        else:
            reply = session.peek(line) or session.execute(line)    # peek: a look between hands, from a snapshot
    except RefereeError as exc:
        # A script prints what its lines said up to the refused one, the roster's word on it included.
        return _refused(session, exc, line, asks, tuple(notes) if run else ())
    from ..book import report
    if run:
        texts = report.render_run_reply(reply, line, lambda: session.night, session.store)
    elif fmt != "table" and session.night is not None:
        return Said((report.render_balances_as(session.night, fmt, reply.ended),), plain=True, reply=reply)
    else:
        texts = report.render_reply(reply, session.night, via, view, store=session.store)
    return Said((*notes, *texts), reply=reply)


def _question(session: Session, line: str, asks: tuple[str, ...]) -> Said | None:
    """`end` or `leave NAME settle` where someone can answer, with a night open: the line played and rolled
    back first (a refusal is said at once, with no question; a leaver's payments are shown), then the
    question. None: nothing to ask, the line is made as typed."""
    if not asks or ("end" not in line.lower() and "settle" not in line.lower()):
        return None         # most lines: neither word in them
    from ..language.script import strip_comment
    from .pause import DECLINED, QUESTIONS, pausing, preview, shown_before_asking
    command = strip_comment(line)
    kind = pausing(command)
    if kind not in asks or session.current()[1] is None:
        return None
    shown = shown_before_asking(kind, preview(session, command))
    return Said(tuple(shown), question=QUESTIONS[kind], then=line, declined=Said((DECLINED[kind],)))


def _payee(session: Session, via: str) -> str:
    """`end --via NAME`: the seated player named, checked before the night is closed (a wrong name leaves
    the night open)."""
    _, night, _ = session.current()
    if night is None:
        return via
    from ..language.script import match_player
    return match_player(via, night.players)


def _refused(session: Session, exc: RefereeError, line: str, asks: tuple[str, ...], texts: tuple[str, ...]) -> Said:
    """A refused line; where someone can answer, a night whose cash does not reconcile asks whether to close it
    anyway (`end force` is the way to say yes anywhere else)."""
    if CASH in asks:
        from ..table.cash import CashMismatch
        if isinstance(exc, CashMismatch):
            problem = str(exc).split(" — ")[0]
            words = line.split()
            return Said((problem[0].upper() + problem[1:] + ".",), ExitCode.REFUSED, str(exc), CLOSE_ANYWAY,
                        line if "force" in words else f"{line} force",
                        Said(status=ExitCode.REFUSED, refusal=STAYS_OPEN))
    return Said(texts, ExitCode.REFUSED, str(exc))
