"""The roster: every name the book has seated, so a new night seats the members it knows.

`night` alone (or `night --regulars`) seats last night's table, in its order. Names typed for a new night
are read against the roster before the table sees them: any case or a unique prefix gives the member's own
spelling (`night ann bo cal` seats Ann, Bob, Cal). A name the roster does not hold is a new member, unless
it looks like a slip for one it does hold (`Annn`, `Bbo`): then the line is refused with the member's name,
and `new NAME` seats the new member anyway (`night Ann Bob new Anne`).

This runs on the one road of a typed line (refcli/night/typed.py), whoever received it, before the session
sees the line: the store is at hand there, and the table language's parser stays free of it.
"""

from __future__ import annotations

from ..kernel.errors import ParseError

REGULARS = ("--regulars", "regulars")
NEW = "new"


NAMES, SEATED = "names", "seated"     # kept in an ended night's meta: every name it ended with, and its table


def keep_seating(store, row) -> None:
    """When a night ends, keep who it ended with: names fixed by `rename` and late arrivals are members, and
    the table as it ended (those who left excluded) is next night's regulars."""
    from ..log.nightlog import NightLog
    night, _ = NightLog(store).replay(row.id)
    if night is None:
        return
    with store.transaction():
        store.put_night_meta(row.id, NAMES, list(night.players))
        store.put_night_meta(row.id, SEATED, [p for p in night.players if p not in night.gone])


def _names(row) -> list[str]:
    return list(row.meta.get(NAMES, row.players))


def _member_names(store) -> dict[str, str]:
    """name -> the name its member goes by now (refcli/book/members.py): a member renamed between nights is
    seated under his new name."""
    return {name: own for name, _, own in store.member_names()}


def roster(store) -> list[str]:
    """Every member seated in the book, by the name he goes by, the latest night's first."""
    who = _member_names(store)
    seen: dict[str, str] = {}
    for row in store.nights():             # newest first
        for name in _names(row):
            name = who.get(name, name)
            seen.setdefault(name.casefold(), name)
    return list(seen.values())


def seat_line(store, line: str) -> tuple[str, list[str]]:
    """A `night` line with its names read against the roster, and what to say about them (new members).
    Any other line comes back as it was."""
    from ..language.script import match_player, strip_comment
    words = strip_comment(line).split()
    if not words or words[0].lower() != "night" or store.open_night() is not None:
        return line, []         # (with a night open the table refuses the line as it stands)
    names = words[1:]
    members = roster(store)
    if not names or [n.lower() for n in names] in ([r] for r in REGULARS):
        last = next(iter(store.nights()), None)
        if last is None:
            raise ParseError("no night yet to take the regulars from: name the seats (night NAME NAME ...)")
        who = _member_names(store)
        return "night " + " ".join(who.get(p, p) for p in last.meta.get(SEATED, last.players)), []
    out, said = [], []
    i = 0
    while i < len(names):
        word = names[i]
        if word.lower() == NEW and i + 1 < len(names):
            fresh = names[i + 1]
            known = [m for m in members if m.casefold() == fresh.casefold()]
            if known:
                raise ParseError(f"{known[0]} is already a member: seat him without new")
            out.append(fresh)
            said.append(fresh)
            i += 2
            continue
        i += 1
        if not members:
            out.append(word)
            continue
        try:
            out.append(match_player(word, members))
            continue
        except ParseError as exc:
            if "could be" in str(exc):
                raise
        import difflib      # only for a name that is not in the roster
        close = difflib.get_close_matches(word.casefold(), [m.casefold() for m in members], n=1, cutoff=0.65)
        if close:
            member = next(m for m in members if m.casefold() == close[0])
            raise ParseError(f"'{word}' is not in the roster: did you mean {member}? (new {word} seats a new "
                             "member)")
        out.append(word)
        said.append(word)
    notes = [f"New member{'s' if len(said) > 1 else ''}: {', '.join(said)}."] if said and members else []
    return "night " + " ".join(out), notes


def seated(store, line: str) -> tuple[str, list[str]]:
    """A `night` line read against the book's roster; any other line as it is (refcli/night/typed.py reads
    every typed line through it)."""
    if not line.strip().lower().startswith("night"):
        return line, []
    return seat_line(store, line)
