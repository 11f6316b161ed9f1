"""`refcli run SCRIPT`: a script played as one fresh night, in one transaction (SPEC §4), without click.

The click command and the quick way (refcli/cli/quick.py) both reach ``run_script`` through refcli/cli/oneshot.py's
``script``; what it prints goes through the ``out`` and ``err`` given (oneshot's). The first refused line stops the run: `line N: reason` on stderr, exit 1, nothing kept.
"""

from __future__ import annotations

from ..kernel.errors import ExitCode, RefereeError
from ..kernel.safetext import one_line


class _LineFailed(RefereeError):
    """A script line was refused; raised inside the run's transaction so that all of it is rolled back."""


def run_script(data: bytes, db: str | None, zone: str, out, err, as_json: bool = False,
               rulesets=(), house: str | None = None) -> int:
    """Play ``data`` (the script's bytes) in a fresh night on the store ``db`` (None: in memory); the exit code."""
    from ..language.script import script_lines
    from ..night.session import Session
    from ..log.store import Store
    kept = db not in (None, ":memory:")
    try:
        lines = script_lines(data)
    except RefereeError as exc:        # a line that is not UTF-8: "line N: ..." like any bad line
        err(one_line(exc))
        return ExitCode.REFUSED
    import os
    store = None
    new = db is not None and kept and not os.path.lexists(db)
    failed = True
    try:
        store = Store(db or ":memory:", zone=zone)
        session = Session(store, rulesets, house)
        with store.transaction():
            _refuse_open_night(store)
            said, summaries = _play(session, lines, as_json, kept, out)
        failed = False
    except _LineFailed as exc:
        err(str(exc))      # SPEC §4: the line number and the reason
        return ExitCode.REFUSED
    except RefereeError as exc:
        err(f"Error: {one_line(exc)}")
        return ExitCode.REFUSED
    finally:
        if store is not None:
            try:
                empty = failed and new and not store.nights()
            except RefereeError:
                empty = False
            store.close()
            if empty and db is not None:
                _discard(db)
    night = session.night
    if night is None:
        err("Error: the script opened no night (start it with: night NAME NAME ...)")
        return ExitCode.REFUSED
    if as_json:
        import json
        from ..book.report import night_json
        out(json.dumps(night_json(night, summaries), indent=2, ensure_ascii=False), plain=True)
        return ExitCode.OK
    if not night.ended:
        from ..book.report import render_balances
        said.append("The night is still open (no `end`). Balances so far:\n" + render_balances(night))
    out("\n\n".join(said))
    return ExitCode.OK


def _discard(path: str) -> None:
    """A store this failed run created and left empty goes, with its side files: nothing is kept."""
    import os
    for name in (path, path + "-wal", path + "-shm", path + ".seen", path + "-journal"):
        try:
            os.unlink(name)
        except OSError:
            pass


def _refuse_open_night(store) -> None:
    """`run` plays a fresh night: one line, before anything is written, when the store has one open."""
    row = store.open_night()
    if row is not None:
        raise RefereeError(f"night {row.id} (started {store.started_local(row)}) is open in {store.path}: "
                           "run plays a fresh night; end that night first or use another --db")


def _play(session, lines: list[str], as_json: bool, kept: bool, out) -> tuple[list[str], list]:
    """Execute every line; on a refused line print what went before, then raise (the caller rolls back)."""
    from ..night.typed import run_line
    said: list[str] = []
    summaries: list = []
    answered = 0        # the number of a line that answered the line before it (y or n)
    for number, line in enumerate(lines, start=1):
        if number == answered:
            continue
        declined = _declined(lines, number)
        if declined is not None:
            answered = number + 1
            if declined:
                said.append(declined)
                continue
        done = run_line(session, line, run=True)
        said.extend(done.texts)
        if done.status:
            if said and not as_json:
                out("\n\n".join(said))
            tail = " — nothing was written" if kept else ""
            raise _LineFailed(f"line {number}: {one_line(done.refusal)}{tail}")
        for outcome in done.reply.outcomes if done.reply is not None else ():
            summaries.extend(outcome.summaries)
    return said, summaries


def _declined(lines: list[str], number: int) -> str | None:
    """For `end` or `leave NAME settle` answered on the next line (a shell session's lines, as typed): what is
    said when the answer is no ("" when yes); None when the next line is no answer (the line stands)."""
    line = lines[number - 1]
    if number >= len(lines) or ("end" not in line.lower() and "settle" not in line.lower()):
        return None         # most lines: neither word in them
    from ..night.pause import DECLINED, answer, pausing
    kind = pausing(line)
    said = answer(lines[number]) if kind else None
    return None if said is None else "" if said else DECLINED[kind]
