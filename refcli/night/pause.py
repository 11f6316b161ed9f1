"""A pause before money moves that nobody typed: `end` (who pays whom for the night) and `leave NAME settle` (who
pays whom for the one leaving), both worked out by refcli from a few words, where a slip in a name moves real money.

Where someone can answer (the shell, a one-shot command at a terminal) the line is first played and rolled back:
a line the table refuses is refused at once, before any question; `leave NAME settle` shows the payments it would
make; then the question. Where lines come from a file or a pipe, a line `y` or `n` right after such a line is its
answer (a shell session's lines replay as they were typed); without one the line stands as written, as `end`
always did. A one-shot `--yes` answers yes beforehand.
"""

from __future__ import annotations

from ..kernel.errors import RefereeError

ANSWERS = {"y": True, "yes": True, "n": False, "no": False}

QUESTIONS = {"end": "End the night? Balances and who pays whom are printed as final (undo reopens it). [y/N] ",
             "leave": "Settle now? [y/N] "}
DECLINED = {"end": "The night goes on.", "leave": "Nobody leaves: no money moved."}


def answer(line: str) -> bool | None:
    """True or False for a line that is only a yes or a no (`y`, `No`); None for any other line."""
    from ..language.script import strip_comment
    return ANSWERS.get(strip_comment(line).lower())


def pausing(command: str) -> str:
    """"end" for a line with an `end` clause, "leave" for one with `leave NAME settle`; "" for any other."""
    kind = ""
    for clause in command.split("#", 1)[0].split(","):
        words = clause.lower().split()
        if words[:1] == ["end"]:
            return "end"
        if words[:1] == ["leave"] and words[2:] == ["settle"]:
            kind = "leave"
    return kind


class _RolledBack(Exception):
    """Raised inside the preview's transaction so that nothing the line did is kept."""


def preview(session, line: str) -> list[str]:
    """What ``line`` would say, played inside a transaction that is then rolled back: nothing is kept. A line
    the table refuses raises its refusal here, as it would when typed."""
    said: list[str] = []
    try:
        with session.store.transaction():
            reply = session.execute(line)
            said = [text for o in reply.outcomes for text in o.lines]
            raise _RolledBack
    except _RolledBack:
        pass
    try:
        session.night = session.current()[1]      # the night as it stands, not as the preview left it
    except RefereeError:
        session.night = None
    return said


def shown_before_asking(kind: str, said: list[str]) -> list[str]:
    """What the table sees before the question: for a leaver who settles, the payments (`end` prints its own)."""
    return [f"Not yet done: {text}" for text in said] if kind == "leave" else []
