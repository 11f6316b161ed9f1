"""Nights that travel between stores: `refcli export NIGHT... > FILE` and `refcli import FILE`.

An export file is JSON, versioned, and self-contained: each night's events exactly as its store recorded them
(the game each `game` event picked rides in its payload, with every posting and ruling), the night's seats,
times and zone, and the balances the night ended with. This module writes format 1, one JSON document; version
2 (refcli/book/nightlines.py) holds the same values as JSON lines, for a book of any size, and is imported
here too. Nothing outside the file (rulesets, code of the day) is needed to replay it.

Import replays every night of the file through the session's replay, event by event, so an event the table
would not have taken stops it; each hand is ruled again by the table with the file's own game and must give
the ruling and the money the file recorded; the replayed balances must be the file's, else the file is refused.
The file is read and checked within bounds first (refcli/book/nightcheck.py): a regular file, its size, nesting,
numbers, times and names as refcli writes them. The whole
file goes in as one transaction: all of it or none of it. A night is known by a hash of its events, so a
night already in the book (imported before, or exported from this very store) is skipped and said to be; and
by its identity, the same hash without the events' times, so one whose times (or bytes) were changed since is
skipped too, named as a duplicate, instead of counting its money twice. A night of the book stands for one
night of the file only: a book's two nights typed alike (two dates) travel as two.
"""

from __future__ import annotations

import hashlib
import json

from ..kernel.errors import RefereeError
from .nightcheck import MAX_FILE_BYTES  # noqa: F401 (re-exported) the most an export may hold: the checks read within it

FORMAT = "refcli-nights"
VERSION = 1


def _canonical(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def night_hash(events: list[dict]) -> str:
    """The identity of a night: a hash of its events (kind, payload, text, time), in order."""
    digest = hashlib.sha256()
    for e in events:
        digest.update(_canonical([e["seq"], e["kind"], e["payload"], e["text"], e["created_at"]]).encode())
        digest.update(b"\n")
    return digest.hexdigest()


def night_identity(events: list[dict]) -> str:
    """What a night is, whatever its times or the bytes that carried it: a hash of its events' numbers, kinds,
    payloads and typed lines, in order, as canonical JSON. ``night_hash`` (kept in a stored night's meta, so
    stored nights never change) also hashes every event's time: an export with one time moved by a
    millisecond has another hash but the same identity, and importing it again would count its money twice."""
    digest = hashlib.sha256()
    for e in events:
        digest.update(_canonical([e["seq"], e["kind"], e["payload"], e["text"]]).encode())
        digest.update(b"\n")
    return digest.hexdigest()


def _event_dicts(store, night_id: int) -> list[dict]:
    return [{"seq": e.seq, "kind": e.kind, "payload": e.payload, "text": e.text, "created_at": e.created_at}
            for e in store.events(night_id)]


def _replay(events: list[dict], verify: bool = False, now: str = ""):
    """The night the events replay to, through the session's replay; raises RefereeError with the event that
    the table refuses. ``verify`` (an import): each event is checked as a typed one would be (its names, its
    game, its time) and ruled again by the table with the file's own game, as `run` would rule it; the ruling
    and the money the event recorded must be what the table rules and moves, so a file cannot carry a ruling
    or money its actions did not make."""
    from ..log.nightlog import replay_event
    voided = {e["payload"].get("voids") for e in events if e["kind"] == "undo"} if not verify else set()
    if verify:
        for e in events:
            _checked(e, now)
            if e["kind"] == "undo":
                voided.add(e["payload"]["voids"])
        gap = next((k for k, e in enumerate(events, start=1) if e["seq"] != k), None)
        if gap is not None:     # the book numbers a night's events 1, 2, 3...: a gap is an event taken out
            raise RefereeError(f"its event {gap} is missing")
        from .nightcheck import check_seats
        check_seats(events)
    night = None
    for e in events:
        if e["kind"] == "undo" or e["seq"] in voided:
            continue
        what = _what(e)
        payload = e["payload"]
        stored = payload.get("postings") if verify else None
        ruled = payload.get("ruling") if verify else None
        try:
            night, outcome = replay_event(night, e["kind"], payload, rerule=verify)
        except RefereeError as exc:
            raise RefereeError(f"{what} does not replay: {exc}") from None
        except Exception:    # noqa: BLE001 — a file from outside: whatever it breaks, it is refused, not a crash
            raise RefereeError(f"{what} is damaged") from None
        if ruled is not None:        # a night stored before rulings were kept is judged by its money alone
            _same_ruling(ruled, outcome.ruling)
        if stored is not None and [p.to_json() for p in outcome.postings] != stored:
            raise RefereeError(f"{what} records other money than the table moves for it")
        if night.ledger.total() != 0:
            raise RefereeError(f"{what} moves money out of nowhere")
    return night


def _what(e: dict) -> str:
    from ..kernel.safetext import shown
    return f"event {e['seq']} ({shown(e['text'] or e['kind'])})"


def _checked(e: dict, now: str) -> None:
    """An imported event's own fields, names and game, checked before anything replays it."""
    from .nightcheck import check_event_fields, check_game, check_names
    what = _what(e)
    check_event_fields(e, what, now)
    try:
        check_names(e["kind"], e["payload"])
        if e["kind"] == "game":
            check_game(e["payload"].get("game"))
    except RefereeError as exc:
        raise RefereeError(f"{what}: {exc}") from None


def _same_ruling(ruled: dict | None, ruling) -> None:
    """The ruling a file recorded for a hand must be the one the table rules for it, words and all."""
    from ..kernel.money import format_money
    from ..kernel.safetext import shown
    now = ruling.to_json() if ruling is not None else None
    if ruled == now:
        return
    hand = ruling.number if ruling is not None else "?"

    def paid(r) -> str:
        awards: dict[str, int] = {}
        for a in r.get("awards", []) if isinstance(r, dict) and isinstance(r.get("awards"), list) else ():
            if isinstance(a, dict) and isinstance(a.get("player"), str) and isinstance(a.get("amount"), int):
                awards[a["player"]] = awards.get(a["player"], 0) + a["amount"]
        return ", ".join(f"{shown(p)} {format_money(v)}" for p, v in awards.items()) or "nobody"

    then, table = paid(ruled), paid(now)
    if then != table:
        raise RefereeError(f"hand {hand} does not rule as the file says: the file pays {then}, the table pays {table}")
    raise RefereeError(f"hand {hand} does not rule as the file says: the ruling's words differ")


def _balances(night) -> dict[str, int]:
    return {p: night.ledger.balance(p) for p in night.players}


# --- export --------------------------------------------------------------------------------------------------

def export_nights(store, ids: list[int]) -> dict:
    """The file's content for these nights (each ended), in the order given (format 1: one JSON document)."""
    from .. import __version__
    from ..log.bookchain import refuse_an_edited_book
    refuse_an_edited_book(store)        # an export carries the book's head: never over an edit's money
    out = [export_night(store, night_id) for night_id in ids]
    return {"format": FORMAT, "version": VERSION, "refcli": __version__, "head": book_head(store),
            "nights": out, **book_part(store, ids)}


_MARK = "\x00nights\x00"     # where the nights go in the frame of a format-1 file: no name or time holds a NUL


def export_pieces(store, ids: list[int], most: int) -> tuple[list[str] | None, int]:
    """Format 1's text, byte for byte what ``json.dumps(export_nights(store, ids), indent=1,
    ensure_ascii=False)`` writes, made a night at a time so that only text is held, never the nights' values:
    its pieces in order, and its size in bytes with the line end after it. The pieces are None once the text
    is more than ``most`` bytes (the size alone is counted on, for the refusal to say)."""
    from .. import __version__
    from ..log.bookchain import refuse_an_edited_book
    refuse_an_edited_book(store)        # an export carries the book's head: never over an edit's money
    nights: list[str] | None = []
    size = 1
    for k, night_id in enumerate(ids):
        # a night two levels in: json.dumps indents each of its lines by two more spaces (no text of it holds a
        # line end: json writes one as \n)
        text = (",\n  " if k else "") + json.dumps(export_night(store, night_id), indent=1,
                                                   ensure_ascii=False).replace("\n", "\n  ")
        size += len(text.encode("utf-8"))
        if nights is not None:
            nights.append(text)
            if size > most:
                nights = None
    frame = json.dumps({"format": FORMAT, "version": VERSION, "refcli": __version__, "head": book_head(store),
                        "nights": [_MARK], **book_part(store, ids)}, indent=1, ensure_ascii=False)
    before, after = frame.split(json.dumps(_MARK), 1)
    size += len(before.encode("utf-8")) + len(after.encode("utf-8"))
    if nights is None or size > most:
        return None, size
    return [before, *nights, after], size


def book_head(store) -> str | None:
    from ..log.bookchain import short
    head = store.head()
    return short(head) if head else None


def exportable(store, night_id: int):
    """The store's row of a night an export may carry: there, and ended."""
    row = store.night(night_id)
    if row is None:
        raise RefereeError(f"there is no night {night_id}")
    if row.ended_at is None:
        raise RefereeError(f"night {night_id} is still open: end it before exporting it")
    return row


def export_night(store, night_id: int) -> dict:
    """One night as an export carries it: its events as stored, its times, seats and zone, and the balances
    its replay ends with."""
    row = exportable(store, night_id)
    edited = store.chain_problem(night_id)
    if edited:
        raise RefereeError(f"night {night_id}: {edited}, so it is not exported as the night played "
                           "(refcli check-store)")
    events = _event_dicts(store, night_id)
    meta = {k: v for k, v in row.meta.items() if k == "tz"}       # caches (digests) stay behind
    return {"hash": night_hash(events), "started_at": row.started_at, "ended_at": row.ended_at,
            "players": list(row.players), "meta": meta, "balances": _balances(_replay(events)),
            "events": events}


def book_part(store, ids: list[int]) -> dict:
    """What the book knows beside the nights: their members (one person under several names) and the
    payments of carried debts made between nights (an older refcli reading the file ignores both)."""
    from .debts import export_payments
    from .members import export_members
    members = export_members(store, ids)
    names = {n for m in members for n in m["names"]}
    return {"members": members,
            "payments": export_payments(store, names, lambda night_id: night_hash(_event_dicts(store, night_id)))}


def _import_book_part(store, data: dict, name: str, night_ids: list[int], aliases: dict[str, int]) -> list[str]:
    """The members and payments a file carries (see ``book_part``), into this book; the lines saying each
    change it made. ``aliases``: the file's hash of a night skipped as a duplicate -> the book's night."""
    from .debts import import_payments
    from .members import import_members
    lines = import_members(store, data.get("members"), name, night_ids)
    known = _known(store) | aliases
    return lines + import_payments(store, data.get("payments"), name, known.get)


def parse_ids(words: tuple[str, ...], store) -> list[int]:
    """NIGHT ... as typed: ids, or `all` for every ended night."""
    if not words:
        raise RefereeError("name the nights to export: refcli export NIGHT ... (or all)")
    if [w.lower() for w in words] == ["all"]:
        ids = sorted(r.id for r in store.nights() if r.ended_at is not None)
        if not ids:
            raise RefereeError("no night has ended: nothing to export")
        return ids
    ids = []
    for w in words:
        if not w.isdigit():
            raise RefereeError(f"'{w[:20]}' is not a night number (refcli report --list shows them)")
        if int(w) not in ids:
            ids.append(int(w))
    return ids


# --- import --------------------------------------------------------------------------------------------------

def _read(text: str, name: str) -> dict:
    """A format-1 file's content: its nights each shaped as an export's."""
    from .nightcheck import parse_export
    data = parse_export(text, name)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RefereeError(f"{name} is not a refcli export (refcli export NIGHT ... writes one)")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise RefereeError(f"{name} has no valid export version")
    if version > VERSION:
        raise RefereeError(f"{name} was written by a newer refcli (export version {version}); upgrade refcli")
    nights = data.get("nights")
    if not isinstance(nights, list) or not nights:
        raise RefereeError(f"{name} holds no nights")
    for i, n in enumerate(nights, start=1):
        if not night_shaped(n):
            raise RefereeError(f"night {i} of {name} is damaged (its fields are not those of an export)")
    return data


def night_shaped(n) -> bool:
    """A night of a file has the fields, of the types, an export writes (their values are checked later)."""
    return bool(isinstance(n, dict) and isinstance(n.get("events"), list) and n["events"]
                and all(isinstance(e, dict) and isinstance(e.get("payload"), dict) and isinstance(e.get("seq"), int)
                        and isinstance(e.get("kind"), str) and isinstance(e.get("text"), str)
                        and isinstance(e.get("created_at"), str) for e in n["events"])
                and isinstance(n.get("players"), list) and isinstance(n.get("balances"), dict)
                and isinstance(n.get("started_at"), str) and isinstance(n.get("ended_at"), str)
                and isinstance(n.get("meta", {}), dict))


def file_hash(n: dict) -> str:
    """The hash of a file's night (shaped: ``night_shaped``), its events in the order of their numbers."""
    return night_hash(sorted(n["events"], key=lambda e: e["seq"]))


class WholeFile:
    """A format-1 file, read whole: its nights, in order, and what it carries beside them."""

    def __init__(self, data: dict, name: str) -> None:
        self.data, self.name = data, name

    def hashes(self) -> list[str]:
        return [file_hash(n) for n in self.data["nights"]]

    def nights(self):
        return enumerate(self.data["nights"], start=1)

    def book(self) -> dict:
        return self.data

    def label(self, i: int) -> str:
        return f"night {i} of {self.name}"


def _known(store) -> dict[str, int]:
    """The hash of every ended night in the store -> its id."""
    out = {}
    for row in store.nights():
        if row.ended_at is None:
            continue
        out[row.meta.get("hash") or night_hash(_event_dicts(store, row.id))] = row.id
    return out


def _identities(store) -> dict[str, list[int]]:
    """The identity (``night_identity``) of every ended night in the store -> the ids of the nights that have
    it, oldest first (a book may hold two nights typed alike, played on two dates)."""
    out: dict[str, list[int]] = {}
    for row in sorted(store.nights(), key=lambda r: r.id):
        if row.ended_at is not None:
            out.setdefault(night_identity(_event_dicts(store, row.id)), []).append(row.id)
    return out


def import_nights(store, text: str, name: str, zone: str | None = None, confirm=None, rulesets=(),
                  house: str | None = None) -> list[str]:
    """Replay and add every night of a format-1 file's ``text`` not already in the book, in one transaction;
    the lines to say (see ``import_source``)."""
    from ..log.bookchain import refuse_an_edited_book
    refuse_an_edited_book(store)        # nothing is added to a book an edit changed
    source = WholeFile(_read(text, name), name)
    return import_source(store, source, source.hashes(), name, zone, confirm, rulesets, house)


def import_source(store, source, hashes: list[str], name: str, zone: str | None = None, confirm=None,
                  rulesets=(), house: str | None = None) -> list[str]:
    """Replay and add every night of the file not already in the book, in one transaction; the lines to say.
    ``source``: the file's nights, in order, one at a time (``nights``: (number, night) pairs), what it carries
    beside them (``book``) and how a refusal names a night (``label``); ``hashes``: its nights' hashes, in order,
    read before (a night of the book stands for one night of the file: one of its very hash first).
    ``zone``: the zone the user asked times printed in (else each night's own, as `report` does). A night whose
    game differs from this club's game of the same id (``rulesets``, ``house``: as the table loads games) is said
    to, and what the file changes beside its nights (members, payments between nights) is said line by line;
    given ``confirm`` (the lines so far, the question, the refusal -> whether to go on), either is applied only
    when it answers yes."""
    from ..kernel.localtime import local_date
    from ..kernel.money import format_money
    from .nightcheck import check_night_fields
    from ..kernel.safetext import shown
    from ..log.store import utc_now
    now = utc_now()
    lines, added, added_ids = [], 0, []
    from .nightgames import club_games, game_lines
    club = club_games(rulesets, house)
    games_differ = False
    with store.transaction():
        known = _known(store)
        identities: dict[str, list[int]] | None = None    # read only when a night's hash is not in the book
        # A night of the book stands for one night of the file: the one of its very hash, else one that differs
        # from it only in its times. So two nights typed alike in one book (two dates) travel as two.
        claimed = {known.get(h) for h in hashes} - {None}
        aliases: dict[str, int] = {}
        for i, n in source.nights():
            where = source.label(i)
            try:
                check_night_fields(n, now)
            except RefereeError as exc:
                raise RefereeError(f"{where}: {exc}; nothing was imported") from None
            events = sorted(n["events"], key=lambda e: e["seq"])
            if len({e["seq"] for e in events}) != len(events):
                raise RefereeError(f"{where}: two of its events have one number; nothing was imported")
            h = night_hash(events)
            who = ", ".join(shown(p) for p in n["players"])
            # the date as `report` prints this night: in the zone asked for, else where it was played
            day = local_date(n["started_at"], zone or n["meta"].get("tz") or getattr(store, "zone", None))
            if h in known:
                lines.append(f"Night {i} of the file ({day}, {who}) is already in the book as night {known[h]}: "
                             "skipped.")
                continue
            if identities is None:
                identities = _identities(store)
            same = next((j for j in identities.get(night_identity(events), ()) if j not in claimed), None)
            if same is not None:        # the same events at other times, or in other bytes: the same night
                lines.append(f"Night {i} of the file ({day}, {who}) is night {same} of the book with other times "
                             "or bytes: skipped as a duplicate.")
                aliases[h] = same
                claimed.add(same)
                continue
            try:
                night = _replay(events, verify=True, now=now)
            except RefereeError as exc:
                raise RefereeError(f"{where}: {exc}; nothing was imported") from None
            if night is None or not night.ended:
                raise RefereeError(f"{where} does not end; nothing was imported")
            got, want = _balances(night), n["balances"]
            if got != want:
                off = "; ".join(f"{p} {format_money(want[p], signed=True) if isinstance(want.get(p), int) else '?'}"
                                f" in the file, {format_money(got.get(p, 0), signed=True)} replayed"
                                for p in sorted(set(got) | set(want)) if got.get(p) != want.get(p))
                raise RefereeError(f"{where} does not replay to its balances ({off}); "
                                   "nothing was imported")
            meta = {k: v for k, v in n.get("meta", {}).items() if k == "tz"} | {"hash": h}
            new_id = store.add_ended_night(n["started_at"], n["ended_at"], night.players, meta,
                                           [(e["seq"], e["kind"], e["payload"], e["text"], e["created_at"])
                                            for e in events])
            store.put_snapshot(new_id, events[-1]["seq"], night.to_json())
            known[h] = new_id
            claimed.add(new_id)
            added_ids.append(new_id)
            added += 1
            lines.append(f"Imported night {i} of the file ({day}, {who}) as night {new_id}: "
                         f"{night.hands_finished} hand{'s' if night.hands_finished != 1 else ''}.")
            differ = game_lines(events, club)
            lines += differ
            games_differ = games_differ or bool(differ)
        if games_differ and confirm is not None and not confirm(
                lines, "Import these nights with the games they were played with?",
                f"{name} holds a game other than this club's game of the same id (above): import it again with "
                "--yes to take its nights as they were played; nothing was imported"):
            raise RefereeError("nothing was imported")
        book = _import_book_part(store, source.book(), name, added_ids, aliases)
        if book:
            lines.append(f"{name} also changes the book, as refcli paid and refcli member would:")
            lines += [f"  {line}" for line in book]
            if confirm is not None and not confirm(
                    lines, "Apply these changes to the book?",
                    f"{name} changes the book beside its nights (above): import it again with --yes to apply that; "
                    "nothing was imported"):
                raise RefereeError("nothing was imported")
    counted = f"{added} night{'s' if added != 1 else ''}"
    changes = f"{len(book)} change{'s' if len(book) != 1 else ''} to the book"
    if not added and not book:
        lines.append(f"Nothing imported: every night of {name} is already in the book.")
    elif not added:
        lines.append(f"Imported {changes} from {name} (every night of it is already in the book).")
    else:
        lines.append(f"Imported {counted}{f' and {changes}' if book else ''} from {name}.")
    return lines
