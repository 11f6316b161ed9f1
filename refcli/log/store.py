"""The night store: one SQLite file holding every night as an append-only log of events.

State is never stored as the truth; it is a replay of the log. Snapshots of replayed state are a
cache the engine may write to skip replaying a long night from the start, and may drop at will.

One command is one transaction (``Store.transaction``), taken with BEGIN IMMEDIATE so that two
terminals writing to the same night are serialised instead of interleaving or losing a command.
The CLI resolves the file's path (``resolve_db_path``); this module never imports click.
"""


from __future__ import annotations

import json
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..kernel.records import dataclass, field
from ..kernel.errors import StoreError
from ..kernel.safetext import shown, shown_path
from .hashing import sha256_type as _sha256   # the built-in SHA-256, without hashlib

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any

DB_FILENAME = "refcli.db"
ENV_VAR = "REFCLI_DB"
BUSY_TIMEOUT_MS = 5000


def default_db_path(app_dir: str) -> str:
    """The store inside the user's data directory (the CLI passes ``click.get_app_dir("refcli")``)."""
    return os.path.join(app_dir, DB_FILENAME)


def resolve_db_path(cli_value: str | None, app_dir_fn: Callable[[str], str],
                    environ: dict[str, str] | None = None) -> str:
    """``--db`` if given, else ``$REFCLI_DB`` if set and non-empty, else the user data directory."""
    env = os.environ if environ is None else environ
    chosen = cli_value or env.get(ENV_VAR) or ""
    if chosen:
        return chosen if chosen == ":memory:" else os.path.expanduser(chosen)
    return default_db_path(app_dir_fn("refcli"))


def utc_now() -> str:
    """ISO-8601 UTC with milliseconds, e.g. 2024-05-03T21:07:45.120Z (sorts as text)."""
    second, ms = divmod(time.time_ns() // 1_000_000, 1000)
    if second != _SECOND[0]:        # formatting the date and time once a second: a script appends thousands
        _SECOND[:] = [second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))]
    return f"{_SECOND[1]}.{ms:03d}Z"


_SECOND: list[Any] = [None, ""]


_UNKNOWN = object()


@dataclass(frozen=True)
class NightRow:
    id: int
    started_at: str
    ended_at: str | None
    players: tuple[str, ...]
    meta: dict[str, Any] = field(hash=False)


@dataclass(frozen=True)
class EventRow:
    seq: int
    kind: str
    payload: dict[str, Any] = field(hash=False)
    text: str
    created_at: str


# --- migrations --------------------------------------------------------------------------------
# Append-only: a released migration is never edited, renamed or reordered; a schema change is a new
# function at the end. Each runs inside the transaction that records it in _migrations.

def m001_initial(db: sqlite3.Connection) -> None:
    db.execute("""
        CREATE TABLE nights (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            ended_at TEXT,
            players TEXT NOT NULL,
            meta TEXT NOT NULL
        )""")
    # At most one open night, enforced by the database itself as well as by create_night.
    db.execute("CREATE UNIQUE INDEX nights_one_open ON nights((ended_at IS NULL)) WHERE ended_at IS NULL")
    # (night_id, seq) is the clustered key: reading a night's tail after a snapshot is one range scan.
    db.execute("""
        CREATE TABLE events (
            night_id INTEGER NOT NULL REFERENCES nights(id),
            seq INTEGER NOT NULL CHECK (seq > 0),
            kind TEXT NOT NULL,
            payload TEXT NOT NULL,
            text TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            PRIMARY KEY (night_id, seq)
        ) WITHOUT ROWID""")
    db.execute("""
        CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END""")
    db.execute("""
        CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END""")
    db.execute("""
        CREATE TABLE snapshots (
            night_id INTEGER NOT NULL REFERENCES nights(id),
            seq INTEGER NOT NULL CHECK (seq >= 0),
            state TEXT NOT NULL,
            PRIMARY KEY (night_id, seq)
        ) WITHOUT ROWID""")


def m002_event_chain(db: sqlite3.Connection) -> None:
    """Each event carries `hash`: a hash of itself and of the event before it in its night (event_hash), so a
    store edited outside refcli is caught (Store.chain_problem). Events stored before the chain get theirs
    here, in order; the append-only trigger is set aside for that one update and put back."""
    db.execute("ALTER TABLE events ADD COLUMN hash BLOB")
    db.execute("DROP TRIGGER events_append_only_update")
    rows = db.execute("SELECT night_id, seq, kind, payload, text, created_at FROM events ORDER BY night_id, seq")
    before: dict[int, bytes] = {}
    chained = []
    for night_id, seq, kind, payload, text, created_at in rows.fetchall():
        before[night_id] = event_hash(before.get(night_id, b""), seq, kind, payload, text, created_at)
        chained.append((before[night_id], night_id, seq))
    db.executemany("UPDATE events SET hash = ? WHERE night_id = ? AND seq = ?", chained)
    db.execute("""
        CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END""")


def m003_members(db: sqlite3.Connection) -> None:
    """Members: the people of the book, apart from the names typed on its nights (which stay in the events as
    they were typed). Each name maps to one member; a member has a name of his own (the one the season shows)
    and any number of names. A store written before gets one member per distinct name, a night's `rename`
    linking the old name and the new to one member. Debts carried between nights are settled by payments,
    made at a night (a `paid` event) or between nights (a row here, as typed, with the night it followed, which
orders it among the nights whatever the clock said: append-only, like events)."""
    db.execute("CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    db.execute("""
        CREATE TABLE member_names (
            name TEXT PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(id)
        )""")
    db.execute("""
        CREATE TABLE debt_payments (
            id INTEGER PRIMARY KEY,
            paid_at TEXT NOT NULL,
            payer TEXT NOT NULL,
            payee TEXT NOT NULL,
            amount INTEGER NOT NULL CHECK (amount > 0),
            after_night INTEGER NOT NULL DEFAULT 0
        )""")
    db.execute("""
        CREATE TRIGGER debt_payments_append_only_update BEFORE UPDATE ON debt_payments
        BEGIN SELECT RAISE(ABORT, 'payments are append-only'); END""")
    db.execute("""
        CREATE TRIGGER debt_payments_append_only_delete BEFORE DELETE ON debt_payments
        BEGIN SELECT RAISE(ABORT, 'payments are append-only'); END""")
    for night_id, meta in db.execute("SELECT id, meta FROM nights ORDER BY id").fetchall():
        if json.loads(meta).get("abandoned"):
            continue
        events = db.execute("SELECT seq, kind, payload FROM events WHERE night_id = ? ORDER BY seq",
                            (night_id,)).fetchall()
        seat_members(db.execute, [(seq, kind, _payload(payload)) for seq, kind, payload in events])


def seat_members(execute: Callable[..., sqlite3.Cursor], events: list[tuple[int, str, dict[str, Any]]]) -> None:
    """Give every name a night seated a member (a name new to the book: a member of its own), and make a
    `rename` during the night name the same member (who then goes by the new name). ``events``: the night's
    (seq, kind, payload); ``execute``: a connection's execute. Running it again on the same night changes
    nothing."""
    def member_of(name: str) -> int | None:
        row = execute("SELECT member_id FROM member_names WHERE name = ?", (name,)).fetchone()
        member: int | None = row[0] if row else None
        return member

    def seat(name: str) -> int:
        found = member_of(name)
        if found is None:
            found = _row_id(execute("INSERT INTO members (name) VALUES (?)", (name,)))
            execute("INSERT INTO member_names (name, member_id) VALUES (?, ?)", (name, found))
        return found

    voided = {payload.get("voids") for _, kind, payload in events if kind == "undo"}
    for seq, kind, payload in events:
        if kind == "undo" or seq in voided:
            continue
        if kind in ("night", "join"):
            for name in payload.get("players", ()):
                seat(name)
        elif kind == "rename":
            member, new = seat(payload["player"]), payload["text"]
            other = member_of(new)
            if other is None:
                execute("INSERT INTO member_names (name, member_id) VALUES (?, ?)", (new, member))
            elif other != member:       # the new name was already a member's: the rename says he is this one
                execute("UPDATE member_names SET member_id = ? WHERE member_id = ?", (member, other))
                execute("DELETE FROM members WHERE id = ?", (other,))
            execute("UPDATE members SET name = ? WHERE id = ?", (new, member))


def m004_book_chain(db: sqlite3.Connection) -> None:
    """The book's chain (refcli/log/bookchain.py): one link for each night as it ended, each payment made
    between nights and the members after each change, each link hashed with the one before. A store written
    before gets its links here, from what it holds now: its ended nights, then its payments, then its
    members."""
    from . import bookchain
    db.execute("""
        CREATE TABLE book_links (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            body TEXT NOT NULL,
            created_at TEXT NOT NULL,
            hash BLOB NOT NULL
        )""")
    for verb in ("UPDATE", "DELETE"):
        db.execute(f"""
            CREATE TRIGGER book_links_append_only_{verb.lower()} BEFORE {verb} ON book_links
            BEGIN SELECT RAISE(ABORT, 'book links are append-only'); END""")
    bodies: list[tuple[str, dict[str, Any]]] = []
    for night_id, started, ended, players, meta in db.execute(
            "SELECT id, started_at, ended_at, players, meta FROM nights WHERE ended_at IS NOT NULL ORDER BY id"
            ).fetchall():
        if json.loads(meta).get("abandoned"):
            continue
        count, last = _tail(db.execute, night_id)
        row = NightRow(night_id, started, ended, tuple(json.loads(players)), {})
        bodies.append(("night", bookchain.night_body(row, count, last)))
    for row in db.execute("SELECT id, paid_at, payer, payee, amount, after_night FROM debt_payments ORDER BY id"):
        bodies.append(("payment", bookchain.payment_body(tuple(row))))
    if db.execute("SELECT 1 FROM members LIMIT 1").fetchone():
        bodies.append(("members", _members_body(db.execute)))
    before, now = b"", utc_now()
    for kind, body in bodies:
        encoded = bookchain.encode(body)
        before = bookchain.link_hash(before, kind, encoded, now)
        db.execute("INSERT INTO book_links (kind, body, created_at, hash) VALUES (?, ?, ?, ?)",
                   (kind, encoded, now, before))


def _tail(execute: Callable[..., sqlite3.Cursor], night_id: int) -> tuple[int, bytes]:
    """(number of events, hash of the last) of a night."""
    row = execute("SELECT count(*), (SELECT hash FROM events WHERE night_id = ? ORDER BY seq DESC LIMIT 1) "
                  "FROM events WHERE night_id = ?", (night_id, night_id)).fetchone()
    return row[0], row[1] or b""


def _members_body(execute: Callable[..., sqlite3.Cursor]) -> dict[str, Any]:
    from . import bookchain
    return bookchain.members_body(execute("SELECT id, name FROM members").fetchall(),
                                  execute("SELECT name, member_id FROM member_names").fetchall())


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (m001_initial, m002_event_chain, m003_members,
                                                                  m004_book_chain)
SCHEMA_VERSION = len(MIGRATIONS)


# A payload longer than this is stored compressed (a BLOB; shorter ones stay JSON text): a game's ruleset or a
# ruling with every seat is 1-2 KB of JSON, which SQLite keeps on overflow pages of 4 KB each; compressed, it is
# a few hundred bytes inside the table's own page (the store ~40% smaller). The hash is of the JSON text either
# way, so a night hashes the same however its payloads are kept. A compressed payload the night already holds
# (the same game picked again) is kept as a reference to the event that holds it (a BLOB `=SEQ`; a zlib stream
# never starts with `=`): events are never changed, so the reference always reads the same payload.
PACK_OVER = 512


def pack(encoded: str) -> str | bytes:
    """A payload's JSON as the events table keeps it."""
    if len(encoded) <= PACK_OVER:
        return encoded
    import zlib
    return zlib.compress(encoded.encode("utf-8", "surrogatepass"), 6)


def unpack(stored: object) -> str | None:
    """A payload's JSON text from what the events table keeps (None when it is neither text nor a payload
    refcli compressed: an edit outside refcli)."""
    if type(stored) is str:
        return stored
    if type(stored) is not bytes:
        return None
    import zlib
    try:
        return zlib.decompress(stored).decode("utf-8", "surrogatepass")
    except (zlib.error, UnicodeDecodeError):
        return None


def _payload(stored: object) -> Any:
    text = unpack(stored)
    return decode(text if text is not None else _unreadable())


def _unreadable() -> str:
    raise StoreError("an event's payload is neither JSON nor compressed JSON (edited outside refcli? "
                     "refcli check-store)")


_SCAN: Callable[[str, int], tuple[Any, int]] = \
    json.decoder.JSONDecoder().scan_once  # type: ignore[attr-defined]  # (the scanner: not in the stubs)


def decode(text: str) -> Any:
    """A payload's JSON text as a value, as ``json.loads`` reads it. refcli writes each payload as one JSON
    value without spaces around it, which the decoder's scanner reads alone (``json.loads`` first and last
    matches a pattern of blank space, a cost a night of thousands of events pays on each): any other text
    is left to ``json.loads``, which reads it or says what is wrong with it."""
    try:
        value, end = _SCAN(text, 0)
    except StopIteration:
        return json.loads(text)
    return value if end == len(text) else json.loads(text)


def event_hash(before: bytes, seq: int, kind: str, payload: str, text: str, created_at: str,
               sha: Callable[[bytes], Any] | None = None) -> bytes:
    """The hash an event is stored with (32 bytes): SHA-256 of the hash of the event before it in its night
    (empty for the first) and of its own fields as stored (the payload's JSON text), each field
    length-prefixed so no two events read alike. ``sha``: the SHA-256 constructor to use (the built-in one
    when None; hashing.book_sha256_type for a reader of a whole night)."""
    number = str(seq)
    fields = (f"{len(number)}:{number}{len(kind)}:{kind}{len(payload)}:{payload}{len(text)}:{text}"
              f"{len(created_at)}:{created_at}")
    digest: bytes = (sha or _sha256())(before + fields.encode("utf-8", "surrogatepass")).digest()
    return digest


def _genesis(meta: dict[str, Any]) -> bytes:
    """What a night's first event is hashed after: the book's head the night continues from (bookchain.AFTER_HEAD),
    or nothing."""
    from .bookchain import AFTER_HEAD
    after = meta.get(AFTER_HEAD)
    try:
        return bytes.fromhex(after) if isinstance(after, str) else b""
    except ValueError:          # an edit: the first event's hash then fails, and says so
        return b"\0"


def _called(seq: object, kind: object) -> str:
    """An event as a finding names it: its seq and its kind as typed (no terminal escapes)."""
    return f"event {seq} ({shown(kind)})"


def _dumps(value: dict[str, Any]) -> str:
    # Sorted keys and fixed separators: the same state always serialises to the same bytes.
    if _C_ENCODE is not None and type(value) is dict:
        return "".join(_C_ENCODE(value, 0))
    return _ENCODER.encode(value)


# One encoder for every write (json.dumps with options builds a new one on each call).
_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
# And the C encoder it calls, made once: JSONEncoder.encode builds one (and a float formatter) on every call,
# which for the few bytes of most events costs more than the encoding. The same arguments as encode passes,
# but no circular-reference bookkeeping: what is written is built fresh from values, never refers to itself.
def _c_encoder() -> Callable[[object, int], list[str]] | None:
    try:
        make: Callable[..., Callable[[object, int], list[str]]] = \
            json.encoder.c_make_encoder  # type: ignore[attr-defined]  # (the C encoder: not in the stubs)
        return make(None, _ENCODER.default, json.encoder.encode_basestring, None, ":", ",", True, False, False)
    except (AttributeError, TypeError):     # no C encoder, or one made otherwise: encode as JSONEncoder does
        return None


_C_ENCODE = _c_encoder()


def _row_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an INSERT just made (SQLite's rowid: never None after an INSERT)."""
    made = cursor.lastrowid
    assert made is not None
    return made


def _is_busy(error: sqlite3.Error) -> bool:
    return getattr(error, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) \
        or "locked" in str(error)


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__


# --- the file itself: owner-only, and a stamp of how refcli left it ------------------------------------

def _create_private(path: str, label: str) -> bool:
    """Make the store's folder (0700) and the empty file (0600) before SQLite opens it, whatever the umask:
    a night's money is nobody else's business. SQLite gives the -wal and -shm files the store's own mode.
    An existing file or folder is left as its owner set it."""
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        st = None                  # not there yet (or its folder cannot be: said when making the folder)
    except OSError as e:
        raise StoreError(f"cannot open the store {label}: {e.strerror or e}") from e
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise StoreError(f"{label} is a directory, not a refcli store")
        if not stat.S_ISREG(st.st_mode):
            # A FIFO or a device would block SQLite's first read, or feed it endless bytes.
            raise StoreError(f"{label} is not a regular file, not a refcli store")
        return False
    parent = os.path.dirname(os.path.abspath(path))
    try:
        _make_private_dirs(parent)
    except OSError as e:
        raise StoreError(f"cannot create the folder for the store {label}: {e.strerror or e}") from e
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except FileExistsError:
        return False               # another refcli made it a moment ago
    except OSError as e:
        raise StoreError(f"cannot create the store {label}: {e.strerror or e}") from e
    try:
        os.fchmod(fd, 0o600)       # the umask may have taken away the owner's bits too
    finally:
        os.close(fd)
    return True


def _remove_new(path: str) -> None:
    """Remove a store file this process created a moment ago, and what SQLite made beside it, when setting it up
    failed: an empty store left behind would be taken for one later."""
    for name in (path, path + "-wal", path + "-shm", path + "-journal"):
        try:
            os.unlink(name)
        except OSError:
            pass


def _disk_full(path: str) -> bool:
    """Whether the file system holding ``path`` has no block left for this user (SQLite says "disk I/O error"
    when it cannot even make the -shm file, which sounds like damage)."""
    try:
        info = os.statvfs(os.path.dirname(os.path.abspath(path)))
    except OSError:
        return False
    return info.f_bavail == 0 or (info.f_favail == 0 and info.f_files != 0)


def _has_wal(path: str) -> bool:
    try:
        return os.path.getsize(path + "-wal") > 0
    except OSError:
        return False


def _cannot_write(path: str) -> bool:
    """Whether an existing store cannot be written here: the file, or its folder (where SQLite puts the -wal
    and -shm files), refuses this user or lies on a read-only file system (access(2) says so even to root)."""
    if not os.path.isfile(path):
        return False
    folder = os.path.dirname(os.path.abspath(path))
    return not (os.access(path, os.W_OK) and os.access(folder, os.W_OK | os.X_OK))


def _read_only_uri(path: str, unchanging: bool = True) -> str:
    """SQLite's URI for opening ``path`` read-only as a file nobody changes meanwhile (immutable: no -shm); or,
    not ``unchanging``, read-only beside the writers (a reader that sees their commits: `refcli serve`)."""
    quoted = os.path.abspath(path).replace("%", "%25").replace("?", "%3f").replace("#", "%23")
    return f"file:{quoted}?mode=ro" + ("&immutable=1" if unchanging else "")


def _sweep_backups(folder: str) -> None:
    """Remove the half-written copies a killed backup left in ``folder`` (.refcli-backup-PID-*.db, and their
    journals): a kill -9 runs no cleanup, so the next backup there does it, for every PID no longer running."""
    import re
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        found = re.fullmatch(r"\.refcli-backup-(\d+)-[A-Za-z0-9_]+\.db(-journal|-wal|-shm)?", name)
        if found is None or int(found.group(1)) == os.getpid():
            continue
        try:
            os.kill(int(found.group(1)), 0)
            continue                    # still running: its backup is under way
        except ProcessLookupError:
            pass
        except (PermissionError, OverflowError, ValueError):
            continue                    # another user's process, or no such pid to ask about
        try:
            os.unlink(os.path.join(folder, name))
        except OSError:
            pass


def _make_private_dirs(folder: str) -> None:
    missing = []
    while not os.path.isdir(folder):
        missing.append(folder)
        up = os.path.dirname(folder)
        if up == folder:
            break
        folder = up
    for d in reversed(missing):
        try:
            os.mkdir(d, 0o700)
        except FileExistsError:
            if os.path.isdir(d):
                continue           # another refcli made it a moment ago
            raise
        os.chmod(d, 0o700)         # the umask may have taken away the owner's bits too


def _seen_path(path: str) -> str:
    return os.fspath(path) + ".seen"


def _stamp(path: str) -> tuple[int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns


def _read_seen(path: str) -> tuple[int, int, int] | None:
    try:
        with open(_seen_path(path), "rb") as f:     # bytes: a text file would load the ascii codec module
            text = f.read(100).decode("ascii")
        ino, size, mtime = (int(x) for x in text.split())
        return ino, size, mtime
    except (OSError, ValueError, UnicodeError):
        return None


def _write_seen(path: str, stamp: tuple[int, int, int]) -> None:
    """Record the file's stamp (written whole, then renamed over the last one); a folder refcli cannot
    write to only means the quick check runs again next time."""
    _write_side(_seen_path(path), "%d %d %d\n" % stamp)


def _head_path(path: str) -> str:
    return os.fspath(path) + ".head"


def _write_side(target: str, text: str) -> None:
    """A side file beside the store, written whole then renamed over the last one (readable by the owner
    only); a folder refcli cannot write to leaves the last one as it was."""
    scratch = f"{target}.{os.getpid()}"
    try:
        fd = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600)
        try:
            os.write(fd, text.encode("ascii"))
        finally:
            os.close(fd)
        os.replace(scratch, target)
    except OSError:
        try:
            os.unlink(scratch)
        except OSError:
            pass


class Store:
    """An open night store. ``path`` is a file (created with its directories) or ":memory:".

    ``now`` supplies timestamps (tests pin it); ``busy_timeout_ms`` is how long a write waits for
    another process's transaction before giving up with "the store ... is busy". ``zone`` is the name of
    the host's time zone (the CLI resolves it): a night created here records it in its meta as ``tz`` so
    that it is printed in the local time it was played in.

    ``reader``: a reader beside the table (`refcli serve`): the file (which must exist, set up) is opened by
    SQLite read-only but not as unchanging, so it sees what the writers commit; a transaction is a plain read
    (BEGIN, never IMMEDIATE): no write lock is ever taken, and any write is refused in one line. A store this
    user cannot write (a read-only disk or folder, a file without write permission) is read by a reader as an
    unchanging file too: no refcli of this user can change it meanwhile, and SQLite's -shm beside a file read
    live cannot be made in a read-only folder (the open fails) and, in a writable one, would be left behind
    read-only, in the way of the owner's next write.
    """

    def __init__(self, path: str, now: Callable[[], str] = utc_now, busy_timeout_ms: int = BUSY_TIMEOUT_MS,
                 zone: str | None = None, quick_check: bool = True, reader: bool = False):
        self.path = path
        self.zone = zone
        self.label = label = shown_path(path)    # the path as messages quote it: no terminal escapes
        self._now = now
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._depth = 0
        self.rollbacks = 0           # transactions and savepoints rolled back (a reader's cache may be stale)
        self.notices: list[str] = []  # what opening the store did that its user should hear once (a migration)
        self.transactions = 0        # outermost transactions begun (what is read inside one stays true)
        # (night id, seq, mark, hash) of the last event appended inside the current write transaction: while
        # the write lock is held nobody else appends, so the next append need not read the night again.
        self._tail: tuple[int, int, tuple[Any, ...], bytes] | None = None
        self._open: object = _UNKNOWN        # the open night as read inside the current transaction
        self._snapped: tuple[int, int] | None = None    # (night id, seq) of the last snapshot put in it
        self._sound = False          # the file is known sound: its stamp is recorded again at close
        self._recorded: tuple[int, int, int] | None = None   # the side file's stamp when the store was opened
        self._reader = reader
        cannot_write = path != ":memory:" and _cannot_write(path)
        self.read_only = reader or cannot_write
        self._unchanging = cannot_write or not reader     # opened read-only as a file nobody changes meanwhile
        self._full = ""              # why a write cannot be made: the disk holding the store is full
        created = False
        if self.read_only and not reader:
            # A backup on a read-only disk, a store in a folder this user cannot write: opened as an
            # unchanging file (no -wal or -shm can be made next to it), for the commands that only read.
            self.notices.append(f"reading {label} read-only: it cannot be written")
        elif path != ":memory:" and not reader:
            created = _create_private(path, label)
        try:
            self._connect(quick_check)
        except sqlite3.DatabaseError as e:
            if _is_busy(e):     # another refcli is making the same new file: it is theirs too, and kept
                raise StoreError(f"the store {label} is busy (another refcli is writing); try again") from e
            if created:
                _remove_new(path)       # a store this open made and could not set up is not left behind
            if not _disk_full(path):
                raise StoreError(f"{label} is not a usable refcli store: {_one_line(e)}") from e
            self._full = f"the disk holding {label} is full: free some space to write to it"
            if created or _has_wal(path):
                # Nothing to read yet, or the newest writes wait in the -wal, which an unchanging read skips.
                raise StoreError(self._full) from e
            # The store's own file holds everything: read it as an unchanging file, as a read-only store is.
            self.read_only = True
            self.notices.append(f"the disk holding {label} is full: reading it read-only")
            try:
                self._connect(quick_check)
            except sqlite3.DatabaseError:
                raise StoreError(self._full) from e

    def _connect(self, quick_check: bool) -> None:
        """Connect and set the store up (read-only as an unchanging file when ``read_only``)."""
        path, label = self.path, self.label
        try:
            self._db = (sqlite3.connect(_read_only_uri(path, self._unchanging), uri=True, isolation_level=None)
                        if self.read_only
                        else sqlite3.connect(path, isolation_level=None))
        except sqlite3.Error as e:
            raise StoreError(f"cannot open the store {label}: {_one_line(e)}") from e
        try:
            self._set_up(quick_check and path != ":memory:")
        except BaseException:
            self._db.close()
            raise

    # --- integrity on opening ----------------------------------------------------------------------
    # SQLite's quick check reads every page, which costs in proportion to the file; so it runs only when
    # the file is not as refcli left it. The stamp (inode, size, mtime) of the file as refcli last closed
    # it lives in a side file next to the store, not in a table inside it: writing a stamp into the store
    # would change the very file it describes.

    def _check_if_changed(self) -> None:
        self._recorded = _read_seen(self.path)
        stamp = _stamp(self.path)
        if stamp is None or stamp != self._recorded:
            problems = self._integrity(quick=True, limit=1)
            if problems:
                raise StoreError(f"the store {self.label} is damaged ({problems[0]}); "
                                 f"refcli check-store lists what is wrong")
        self._sound = True

    def integrity_problems(self, quick: bool = False, limit: int = 100) -> list[str]:
        """SQLite's own check of the file (quick_check or the full integrity_check): [] when sound."""
        try:
            return self._integrity(quick, limit)
        except sqlite3.OperationalError as e:
            raise StoreError(f"the store {self.label} is busy (another refcli is writing); try again") from e

    def _integrity(self, quick: bool, limit: int) -> list[str]:
        pragma = "quick_check" if quick else "integrity_check"
        try:
            rows = self._db.execute(f"PRAGMA {pragma}({int(limit)})").fetchall()
        except sqlite3.DatabaseError as e:
            if _is_busy(e):
                raise     # the caller waits and tries again, or says the store is busy
            return [_one_line(e)]
        # Each finding is its own line; SQLite heads them with the schema's name, which says nothing here.
        found = [line.strip() for r in rows if r[0] != "ok" for line in str(r[0]).splitlines()]
        return [" ".join(f.split()) for f in found if f and not f.startswith("*** in database")]

    def _set_up(self, quick_check: bool) -> None:
        # Switching a new file to WAL answers SQLITE_BUSY at once, without the busy handler, when
        # another process is creating the same file; so the first open retries until the timeout
        # (the quick check's reads included: they meet the same moment).
        deadline = time.monotonic() + self._busy_timeout_ms / 1000
        while True:
            try:
                self._configure()
                self._migrate()
                if quick_check:
                    self._check_if_changed()
                return
            except sqlite3.OperationalError as e:
                if not _is_busy(e) or time.monotonic() >= deadline:
                    raise
                time.sleep(0.005)

    def _configure(self) -> None:
        self._db.execute(f"PRAGMA busy_timeout = {self._busy_timeout_ms}")
        self._db.execute("PRAGMA foreign_keys = ON")
        # Touching the schema here makes a non-SQLite file fail now, with the path, not on first use.
        self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        if self.path != ":memory:" and not self.read_only:
            # Asking first: setting WAL on a file already in WAL still contends for a lock.
            if self._db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                self._db.execute("PRAGMA journal_mode = WAL").fetchone()
            # FULL: a command the dealer saw accepted survives even a power cut, at one fsync per command.
            self._db.execute("PRAGMA synchronous = FULL")

    def _migrate(self) -> None:
        if len(self._applied()) == len(MIGRATIONS) or self.read_only:
            return          # a read-only store is read as it is: what a migration adds is not there
        with self.transaction():
            # Re-read under the write lock: another process may have migrated while we waited.
            applied = self._applied()
            self._db.execute("CREATE TABLE IF NOT EXISTS _migrations "
                             "(name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
            when = self._now() if len(applied) < len(MIGRATIONS) else ""   # one time for the migrations run together
            for migration in MIGRATIONS[len(applied):]:
                migration(self._db)
                self._db.execute("INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
                                 (migration.__name__, when))
                if migration is m002_event_chain and self._db.execute("SELECT 1 FROM events LIMIT 1").fetchone():
                    self.notices.append(f"{self.label}: its events now carry a chain of hashes, from what they "
                                        "hold today: an edit made outside refcli is caught from now on")
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _applied(self) -> list[str]:
        """Migrations already recorded, checked against the ones this refcli knows."""
        db = self._db
        # One read of the schema: asked in two statements, another process could commit its migration in
        # between, and a store being created would look like some other database.
        names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}
        if "_migrations" not in names:
            if names:
                raise StoreError(f"{self.label} is a SQLite database but not a refcli store")
            return []
        applied = [r[0] for r in db.execute("SELECT name FROM _migrations ORDER BY rowid")]
        known = [m.__name__ for m in MIGRATIONS]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if applied != known[:len(applied)] or version > len(known):
            unknown = next((name for name in applied if name not in known), f"version {version}")
            raise StoreError(f"{self.label} was written by a newer refcli (schema {unknown}); upgrade refcli")
        return applied

    def mark_sound(self) -> None:
        """The full check found the file sound: remember it as seen, so the next open skips the quick check."""
        if self.path != ":memory:":
            self._sound = True

    def close(self) -> None:
        if self.path != ":memory:" and not self.read_only and self._db.total_changes:
            try:
                self._keep_head()
            except (StoreError, sqlite3.Error):
                pass        # a store that cannot be read now is named by the next command that opens it
        self._db.close()
        if self._sound and not self.read_only:
            # What refcli itself wrote is known sound: the next open skips the quick check. A read-only
            # command leaves the file as it was, and the side file is not written again.
            self._sound = False
            stamp = _stamp(self.path)
            if stamp is not None and stamp != self._recorded:
                _write_seen(self.path, stamp)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- transactions ------------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[Store]:
        """One command: everything inside is written together or not at all.

        The outermost level takes the write lock up front (BEGIN IMMEDIATE), so what the engine reads
        inside is still true when it appends; nested levels are savepoints that undo only themselves.
        """
        if self._depth == 0:
            # A read-only store takes no write lock (it cannot): a write inside fails as _sql says.
            begin, commit, rollback = "BEGIN" if self.read_only else "BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"
            self._nights_changed()
            self.transactions += 1
        else:
            name = f"refcli_{self._depth}"
            begin, commit, rollback = f"SAVEPOINT {name}", f"RELEASE {name}", f"ROLLBACK TO {name}"
        self._sql(begin)
        self._depth += 1
        try:
            yield self
        except BaseException:
            self._depth -= 1
            self._abandon(rollback, commit)
            raise
        self._depth -= 1
        if self._depth == 0:
            self._nights_changed()      # the lock is let go: another writer may change the night from now on
        try:
            self._sql(commit)
        except StoreError:
            self._abandon(rollback, commit)
            raise

    def _abandon(self, rollback: str, release: str) -> None:
        # SQLite may already have rolled the whole transaction back itself (disk full, I/O error);
        # then there is nothing left to undo and the original error is the one worth reporting.
        self.rollbacks += 1
        self._nights_changed()
        if not self._db.in_transaction:
            return
        try:
            self._db.execute(rollback)
            if self._depth:
                self._db.execute(release)  # a savepoint rolled back to stays open until released
        except sqlite3.Error:
            if self._depth == 0 and self._db.in_transaction:
                self._db.execute("ROLLBACK")

    def change_stamp(self) -> int:
        """SQLite's data_version: it moves whenever another connection commits to the file (a reader such as
        `refcli serve` polls it to learn of a typed line without reading the night)."""
        stamp: int = self._rows("PRAGMA data_version")[0][0]
        return stamp

    @property
    def in_transaction(self) -> bool:
        """Whether a transaction() is open (a command inside it joins it)."""
        return self._depth > 0

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """A single write joins the caller's transaction, or gets its own when there is none."""
        if self.read_only:
            raise StoreError(self._full or f"the store {self.label} is read-only: it can be read but not written")
        if self._depth:
            yield
        else:
            with self.transaction():
                yield

    def _sql(self, sql: str, params: tuple[object, ...] = ()) -> sqlite3.Cursor:
        """Run one statement; a locked, unwritable or damaged file becomes a one-line StoreError."""
        try:
            return self._db.execute(sql, params)
        except (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError):
            raise  # a bug in refcli, not a problem with the file
        except sqlite3.Error as e:
            message = _one_line(e)
            if self.read_only and isinstance(e, sqlite3.OperationalError) and "readonly" in message:
                raise StoreError(self._full or f"the store {self.label} is read-only: it can be read but not "
                                 "written") from e
            if _is_busy(e):
                raise StoreError(f"the store {self.label} is busy (another refcli is writing); try again") from e
            raise StoreError(f"the store {self.label} cannot be used: {message}") from e

    def _rows(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._sql(sql, params).fetchall()
        except sqlite3.DatabaseError as e:
            if isinstance(e, sqlite3.IntegrityError):
                raise
            raise StoreError(f"the store {self.label} cannot be read: {_one_line(e)}") from e

    # --- nights ------------------------------------------------------------------------------

    _NIGHT_COLUMNS = "id, started_at, ended_at, players, meta"

    @staticmethod
    def _night_row(row: tuple[Any, ...]) -> NightRow:
        return NightRow(row[0], row[1], row[2], tuple(json.loads(row[3])), json.loads(row[4]))

    def open_night(self) -> NightRow | None:
        """The night not yet ended (there is at most one)."""
        known = self._open
        if known is None or isinstance(known, NightRow):    # else _UNKNOWN: read it
            return known
        rows = self._rows(f"SELECT {self._NIGHT_COLUMNS} FROM nights WHERE ended_at IS NULL "
                          "ORDER BY id DESC LIMIT 1")
        found = self._night_row(rows[0]) if rows else None
        if self._depth:
            self._open = found      # true until this transaction ends or writes to the nights
        return found

    def _nights_changed(self) -> None:
        self._open = _UNKNOWN
        self._tail = None
        self._snapped = None

    def create_night(self, players: list[str], meta: dict[str, Any], zone: str | None = None) -> int:
        """Start a night; refused while another night is open. The night's zone (``zone``, else the
        store's) goes into its meta as ``tz`` unless the meta names one already."""
        zone = zone or self.zone
        if zone and "tz" not in meta:
            from ..kernel.localtime import is_zone   # a $TZ that names no zone (a POSIX rule) is not recorded
            if is_zone(zone):
                meta = {**meta, "tz": zone}
        encoded_players = json.dumps(list(players), ensure_ascii=False)
        with self._writing():
            current = self.open_night()
            if current is not None:
                raise StoreError(f"night {current.id} (started {self.started_local(current)}) is still open; "
                                 "end it first")
            cur = self._sql("INSERT INTO nights (started_at, players, meta) VALUES (?, ?, ?)",
                            (self._now(), encoded_players, _dumps(self._after_head(meta))))
            self._nights_changed()
            return _row_id(cur)

    def started_local(self, row: NightRow) -> str:
        """When a night started, in the local time of the zone it was played in (else the store's zone)."""
        from ..kernel.localtime import local_stamp
        return local_stamp(row.started_at, row.meta.get("tz") or self.zone)

    def end_night(self, night_id: int, summary: dict[str, Any] | None = None) -> None:
        """End the night; ``summary`` (what the season keeps of it) is kept in its meta and its hash chained
        in the night's link, so a summary read later is checked against the chain."""
        with self._writing():
            found = self.night(night_id)
            if found is None:
                raise StoreError(f"there is no night {night_id}")
            if found.ended_at is not None:
                raise StoreError(f"night {night_id} has already ended")
            self._sql("UPDATE nights SET ended_at = ? WHERE id = ?", (self._now(), night_id))
            if summary is not None:
                from .bookchain import seal
                summary = {**summary, "seal": seal(summary, _tail(self._sql, night_id)[1])}
                self._sql("UPDATE nights SET meta = ? WHERE id = ?",
                          (_dumps({**found.meta, "digest": summary}), night_id))
            # An ended night is read from its last snapshot (a reopened night's undo replays from an earlier
            # one, or from its start): the others were a cache for the night as it was played.
            self._sql("DELETE FROM snapshots WHERE night_id = ? AND seq < "
                      "(SELECT max(seq) FROM snapshots WHERE night_id = ?)", (night_id, night_id))
            self._snapped = None
            self._nights_changed()
            self._link_night(night_id, summary)

    def abandon_night(self, night_id: int) -> None:
        """Close a night opened by mistake (its `night` undone): its events stay, but it is no longer listed.
        The mark lives in the row's meta, so the schema does not change."""
        with self._writing():
            found = self.night(night_id)
            if found is None:
                raise StoreError(f"there is no night {night_id}")
            meta = _dumps({**found.meta, "abandoned": True})
            self._sql("UPDATE nights SET ended_at = coalesce(ended_at, ?), meta = ? WHERE id = ?",
                      (self._now(), meta, night_id))
            self._nights_changed()

    def reopen_night(self, night_id: int) -> None:
        """Open an ended night again (its `end` undone); refused while another night is open."""
        with self._writing():
            current = self.open_night()
            if current is not None and current.id != night_id:
                raise StoreError(f"night {current.id} (started {self.started_local(current)}) is open; "
                                 "end it first")
            was = self.night(night_id)
            self._sql("UPDATE nights SET ended_at = NULL WHERE id = ?", (night_id,))
            self._nights_changed()
            if was is not None and was.ended_at is not None:
                self._link("reopen", {"night": night_id})

    def put_night_meta(self, night_id: int, key: str, value: object) -> None:
        """Set one key of a night's meta (a derived cache such as the season's digest of an ended night)."""
        with self._writing():
            found = self.night(night_id)
            if found is None:
                raise StoreError(f"there is no night {night_id}")
            self._sql("UPDATE nights SET meta = ? WHERE id = ?", (_dumps({**found.meta, key: value}), night_id))
            self._nights_changed()

    def add_ended_night(self, started_at: str, ended_at: str, players: list[str], meta: dict[str, Any],
                        events: list[tuple[int, str, dict[str, Any], str, str]]) -> int:
        """Add a night played elsewhere, whole and already ended, with its events as they were recorded there
        (seq, kind, payload, text, created_at): the import of an exported night (refcli/book/nightfile.py)."""
        with self._writing():
            from .bookchain import AFTER_HEAD
            meta = self._after_head({k: v for k, v in meta.items() if k != AFTER_HEAD})     # this book's head
            cur = self._sql("INSERT INTO nights (started_at, ended_at, players, meta) VALUES (?, ?, ?, ?)",
                            (started_at, ended_at, json.dumps(list(players), ensure_ascii=False), _dumps(meta)))
            night_id = _row_id(cur)
            self._nights_changed()
            before = _genesis(meta)
            for seq, kind, payload, text, created_at in events:
                encoded = _dumps(payload)
                before = event_hash(before, seq, kind, encoded, text, created_at)
                self._sql("INSERT INTO events (night_id, seq, kind, payload, text, created_at, hash) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?)",
                          (night_id, seq, kind, self._stored(night_id, kind, encoded), text, created_at, before))
            self._link_night(night_id)
            return night_id

    def night(self, night_id: int) -> NightRow | None:
        rows = self._rows(f"SELECT {self._NIGHT_COLUMNS} FROM nights WHERE id = ?", (night_id,))
        return self._night_row(rows[0]) if rows else None

    def nights(self) -> list[NightRow]:
        """Every night, newest first (a night abandoned by undoing its opening is not one)."""
        rows = self._rows(f"SELECT {self._NIGHT_COLUMNS} FROM nights ORDER BY id DESC")
        return [n for n in map(self._night_row, rows) if not n.meta.get("abandoned")]

    # --- events ------------------------------------------------------------------------------

    def append(self, night_id: int, kind: str, payload: dict[str, Any], text: str = "") -> int:
        """Append one event to an open night; returns its seq (1, 2, 3, ... within the night)."""
        if not kind:
            raise ValueError("an event needs a kind")
        encoded = _dumps(payload)
        if not self._depth:
            with self.transaction():
                return self._append(night_id, kind, encoded, text)
        return self._append(night_id, kind, encoded, text)   # inside the caller's transaction (a script: thousands)

    def _append(self, night_id: int, kind: str, encoded: str, text: str) -> int:
        tail = self._tail
        if tail is not None and tail[0] == night_id:
            seq = tail[1] + 1       # appended to in this transaction: still open, and its last seq known
            before = tail[3]
        else:
            found = self._rows("SELECT ended_at FROM nights WHERE id = ?", (night_id,))
            if not found:
                raise StoreError(f"there is no night {night_id}")
            if found[0][0] is not None:
                raise StoreError(f"night {night_id} has ended; start a new night")
            last = self._rows("SELECT seq, hash FROM events WHERE night_id = ? ORDER BY seq DESC LIMIT 1",
                              (night_id,))
            seq, before = (last[0][0] + 1, last[0][1] or b"") if last else (1, self._genesis_of(night_id))
        created_at = self._now()
        chained = event_hash(before, seq, kind, encoded, text, created_at)
        self._sql("INSERT INTO events (night_id, seq, kind, payload, text, created_at, hash) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)",
                  (night_id, seq, kind, self._stored(night_id, kind, encoded), text, created_at, chained))
        self._tail = (night_id, seq, (seq, kind, text, created_at), chained)
        return seq

    def _after_head(self, meta: dict[str, Any]) -> dict[str, Any]:
        """A new night's meta with the head it continues from (none while the book has no link yet)."""
        from .bookchain import AFTER_HEAD
        head = self.head()
        return {**meta, AFTER_HEAD: head.hex()} if head else meta

    def _genesis_of(self, night_id: int) -> bytes:
        row = self.night(night_id)
        return _genesis(row.meta) if row is not None else b""

    def _stored(self, night_id: int, kind: str, encoded: str) -> str | bytes:
        """What the events table keeps of a payload (see ``pack``): the seq of an event of the night that holds
        the same compressed payload, else the payload, compressed when long."""
        stored = pack(encoded)
        if type(stored) is bytes:
            same = self._rows("SELECT seq FROM events WHERE night_id = ? AND kind = ? AND payload = ? LIMIT 1",
                              (night_id, kind, stored))
            if same:
                return b"=%d" % same[0][0]
        return stored

    def _texts(self, night_id: int, rows: list[tuple[Any, ...]], at: int) -> list[str | None]:
        """The JSON text of each row's payload (column ``at``), references read from the event they name
        (None where a payload is not one refcli wrote)."""
        held = {row[0]: row[at] for row in rows}
        referred: dict[int, str | None] = {}     # the text of each event referred to, unpacked once
        out: list[str | None] = []
        for row in rows:
            stored = row[at]
            if type(stored) is bytes and stored[:1] == b"=":
                seq = int(stored[1:]) if stored[1:].isdigit() else 0
                if seq not in referred:
                    if seq not in held:
                        found = self._rows("SELECT payload FROM events WHERE night_id = ? AND seq = ?",
                                           (night_id, seq))
                        held[seq] = found[0][0] if found else None
                    stored = held[seq]
                    # (a reference to a reference: refcli never writes one)
                    referred[seq] = None if type(stored) is bytes and stored[:1] == b"=" else unpack(stored)
                out.append(referred[seq])
                continue
            out.append(unpack(stored))
        return out

    def events(self, night_id: int, after_seq: int = 0) -> list[EventRow]:
        """The night's events after ``after_seq``, in order."""
        rows = self._rows("SELECT seq, kind, payload, text, created_at FROM events "
                          "WHERE night_id = ? AND seq > ? ORDER BY seq", (night_id, after_seq))
        return [EventRow(seq, kind, _payload(payload), text, created_at)
                for (seq, kind, _, text, created_at), payload in zip(rows, self._texts(night_id, rows, 2))]

    def chain_problem(self, night_id: int) -> str:
        """'' when every event of the night is as refcli stored it; else the first that is not, in one line:
        an event whose fields or hash were changed, one removed before it, or one put in outside refcli."""
        return self._chained(night_id)[0]

    def checked_events(self, night_id: int) -> tuple[str, list[EventRow], list[str]]:
        """(``chain_problem``, the night's events, the JSON text of each one's payload) read in one pass: the text
        each event is hashed from is the text its payload is decoded from, so a reader of the whole night
        (verify, check-store) reads and unpacks it once. No events when the chain is broken (what they hold is
        an edit's)."""
        from .hashing import book_sha256_type
        problem, rows, texts = self._chained(night_id, book_sha256_type())
        if problem:
            return problem, [], []
        if rows is None:        # a store from before the chain: nothing was checked, the events are read as they are
            rows = self._rows("SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = ? "
                              "ORDER BY seq", (night_id,))
            texts = self._texts(night_id, rows, 2)
        held = [t if t is not None else _unreadable() for t in texts]
        return "", [EventRow(row[0], row[1], decode(text), row[3], row[4]) for row, text in zip(rows, held)], held

    def _chained(self, night_id: int, sha: Callable[[bytes], Any] | None = None
                 ) -> tuple[str, list[tuple[Any, ...]] | None, list[str | None]]:
        """(the first problem of the night's chain, or ''; its rows (seq, kind, payload, text, created_at,
        hash), None for a store from before the chain; each row's payload text), hashed with ``sha``
        (event_hash's)."""
        if not any(column[1] == "hash" for column in self._rows("PRAGMA table_info(events)")):
            return "", None, []     # read-only and written before the chain: nothing to check it against
        rows = self._rows("SELECT seq, kind, payload, text, created_at, hash FROM events WHERE night_id = ? "
                          "ORDER BY seq", (night_id,))
        texts = self._texts(night_id, rows, 2)
        before, expected = self._genesis_of(night_id), 1
        for (seq, kind, _, text, created_at, stored), payload in zip(rows, texts):
            # (what the event is called is worded only for a finding: a night of 60 hands has thousands)
            if seq != expected:
                return f"event {expected} was removed outside refcli (the next is {_called(seq, kind)})", rows, texts
            if payload is None or not (isinstance(kind, str) and isinstance(text, str)
                                       and isinstance(created_at, str)):
                return f"{_called(seq, kind)} was edited outside refcli", rows, texts
            before = event_hash(before, seq, kind, payload, text, created_at, sha)
            if stored != before:
                return f"{_called(seq, kind)} was edited outside refcli", rows, texts
            expected = seq + 1
        return "", rows, texts

    def event(self, night_id: int, seq: int) -> EventRow | None:
        """One event of a night, by its seq."""
        rows = self._rows("SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = ? AND seq = ?",
                          (night_id, seq))
        return EventRow(rows[0][0], rows[0][1], _payload(self._texts(night_id, rows, 2)[0]), rows[0][3], rows[0][4]) \
            if rows else None

    def last_mark(self, night_id: int) -> tuple[Any, ...] | None:
        """What tells the night's last event apart, without reading its payload: (seq, kind, text, created_at),
        with how many transactions this connection has rolled back (a rolled-back seq may be written again)."""
        tail = self._tail
        if tail is not None and tail[0] == night_id:
            return tail[2], self.rollbacks
        rows = self._rows("SELECT seq, kind, text, created_at FROM events WHERE night_id = ? "
                          "ORDER BY seq DESC LIMIT 1", (night_id,))
        return (tuple(rows[0]) if rows else None, self.rollbacks)

    def last_seq(self, night_id: int) -> int:
        """The seq of the night's last event; 0 when it has none."""
        seq: int = self._rows("SELECT coalesce(max(seq), 0) FROM events WHERE night_id = ?", (night_id,))[0][0]
        return seq

    # --- snapshots (a derived cache) ---------------------------------------------------------

    def put_snapshot(self, night_id: int, seq: int, state: dict[str, Any]) -> None:
        """Cache the replayed state after event ``seq`` (0 = before any event); replaces one at that seq."""
        encoded = _dumps(state)
        with self._writing():
            tail = self._tail
            last = tail[1] if tail is not None and tail[0] == night_id else self.last_seq(night_id)
            if not 0 <= seq <= last:
                raise ValueError(f"snapshot after seq {seq} but night {night_id} has events up to {last}")
            self._sql("INSERT OR REPLACE INTO snapshots (night_id, seq, state) VALUES (?, ?, ?)",
                      (night_id, seq, encoded))
            known = self._snapped
            if known is not None and known[0] == night_id and known[1] <= seq:
                self._snapped = (night_id, seq)     # still the newest (else read it again when asked)
            else:
                self._snapped = None

    def latest_snapshot(self, night_id: int, max_seq: int | None = None) -> tuple[int, dict[str, Any]] | None:
        """The newest snapshot taken at or before ``max_seq`` (at any seq when None), as (seq, state)."""
        if max_seq is None:
            rows = self._rows("SELECT seq, state FROM snapshots WHERE night_id = ? "
                              "ORDER BY seq DESC LIMIT 1", (night_id,))
        else:
            rows = self._rows("SELECT seq, state FROM snapshots WHERE night_id = ? AND seq <= ? "
                              "ORDER BY seq DESC LIMIT 1", (night_id, max_seq))
        return (rows[0][0], json.loads(rows[0][1])) if rows else None

    def latest_snapshot_seq(self, night_id: int) -> int | None:
        """The seq of the newest snapshot, without reading it."""
        known = self._snapped
        if known is not None and known[0] == night_id:
            return known[1]
        seq: int | None = self._rows("SELECT max(seq) FROM snapshots WHERE night_id = ?", (night_id,))[0][0]
        if self._depth and seq is not None:
            self._snapped = (night_id, seq)     # true while this transaction holds the write lock
        return seq

    def drop_snapshots_from(self, night_id: int, seq: int) -> None:
        """Forget the snapshots taken at ``seq`` and after (they replayed an event that is now voided)."""
        with self._writing():
            self._sql("DELETE FROM snapshots WHERE night_id = ? AND seq >= ?", (night_id, seq))
            self._snapped = None

    # --- backups -----------------------------------------------------------------------------

    def backup(self, path: str, force: bool = False) -> int:
        """Copy the whole store to ``path`` as one consistent picture, even while a night is open or another
        refcli is writing; returns the number of nights copied.

        SQLite's online backup reads the source inside one read transaction, so the copy holds every
        command committed before it started and none after; in WAL mode that read blocks no writer. The
        copy is written to a new owner-only (0600) file beside ``path`` and renamed into place only when
        complete, so a failed backup leaves nothing behind, and an existing ``path`` is replaced only with
        ``force``. The copy is switched out of WAL so that it is one self-contained file.
        """
        import tempfile
        target = os.path.expanduser(path)
        if os.path.isdir(target):
            raise StoreError(f"{path} is a directory: name the backup file")
        exists = os.path.lexists(target)
        if exists and self.path != ":memory:" and os.path.exists(target) \
                and os.path.samefile(target, self.path):
            raise StoreError(f"{path} is the store itself: name another file")
        if exists and not force:
            raise StoreError(f"{path} already exists (use --force to replace it)")
        folder = os.path.dirname(os.path.abspath(target))
        if not os.path.isdir(folder):
            raise StoreError(f"cannot write {path}: no such folder {folder}")
        _sweep_backups(folder)
        try:
            # created 0600; the pid in its name lets a later backup remove it if this process is killed
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".refcli-backup-{os.getpid()}-", suffix=".db")
        except OSError as e:
            raise StoreError(f"cannot write {path}: {e.strerror or e}") from e
        os.close(fd)
        try:
            copy = sqlite3.connect(tmp, isolation_level=None)
            try:
                self._db.backup(copy)
                copy.execute("PRAGMA journal_mode = DELETE").fetchone()
                nights: int = copy.execute("SELECT count(*) FROM nights").fetchone()[0]
            finally:
                copy.close()
            os.chmod(tmp, 0o600)
            if force:
                os.replace(tmp, target)
            else:
                # A link fails if the name was taken meanwhile: never silently replace a file.
                os.link(tmp, target)
                os.unlink(tmp)
        except sqlite3.Error as e:
            self._discard(tmp)
            if _is_busy(e):
                raise StoreError(f"the store {self.path} is busy (another refcli is writing); try again") from e
            raise StoreError(f"cannot back up the store {self.path}: {_one_line(e)}") from e
        except FileExistsError as e:
            self._discard(tmp)
            raise StoreError(f"{path} already exists (use --force to replace it)") from e
        except OSError as e:
            self._discard(tmp)
            raise StoreError(f"cannot write {path}: {e.strerror or e}") from e
        return nights

    # --- members and payments between nights (refcli/book/members.py, refcli/book/debts.py) -----------------------

    def member_names(self) -> list[tuple[str, int, str]]:
        """(name, member id, the member's own name) for every name the book maps, members in the order made."""
        return self._rows("SELECT n.name, m.id, m.name FROM member_names n JOIN members m ON m.id = n.member_id "
                          "ORDER BY m.id, n.rowid")

    def seat_members(self, night_id: int) -> None:
        """The names a night seated, as members (see ``seat_members``)."""
        # Only the events that seat, rename or undo: a night of 500 hands holds thousands of others.
        rows = self._rows("SELECT seq, kind, payload FROM events WHERE night_id = ? AND kind IN "
                          "('night', 'join', 'rename', 'undo') ORDER BY seq", (night_id,))
        with self._writing():
            seat_members(self._sql, [(seq, kind, _payload(payload)) for seq, kind, payload in rows])
            self._link_members()

    def add_member(self, name: str) -> int:
        with self._writing():
            member = _row_id(self._sql("INSERT INTO members (name) VALUES (?)", (name,)))
            self._sql("INSERT INTO member_names (name, member_id) VALUES (?, ?)", (name, member))
            self._link_members()
            return member

    def name_member(self, member: int, name: str, own: bool = False) -> None:
        """Map ``name`` to ``member`` (a name not mapped yet); ``own``: the member goes by it from now on."""
        with self._writing():
            self._sql("INSERT OR IGNORE INTO member_names (name, member_id) VALUES (?, ?)", (name, member))
            if own:
                self._sql("UPDATE members SET name = ? WHERE id = ?", (name, member))
            self._link_members()

    def merge_members(self, keep: int, gone: int) -> None:
        """Every name of member ``gone`` becomes ``keep``'s; ``gone`` is no more."""
        with self._writing():
            self._sql("UPDATE member_names SET member_id = ? WHERE member_id = ?", (keep, gone))
            self._sql("DELETE FROM members WHERE id = ?", (gone,))
            self._link_members()

    def add_debt_payment(self, payer: str, payee: str, amount: int, after_night: int,
                         paid_at: str | None = None) -> int:
        """A payment made between nights, after night ``after_night`` (0: before any)."""
        from .bookchain import payment_body
        with self._writing():
            row = (paid_at or self._now(), payer, payee, amount, after_night)
            pid = _row_id(self._sql("INSERT INTO debt_payments (paid_at, payer, payee, amount, after_night) "
                                    "VALUES (?, ?, ?, ?, ?)", row))
            self._link("payment", payment_body((pid,) + row))
            return pid

    def debt_payments(self) -> list[tuple[str, str, str, int, int]]:
        """(paid_at, payer, payee, cents, the night it followed) of every payment made between nights, in
        the order they were made."""
        return self._rows("SELECT paid_at, payer, payee, amount, after_night FROM debt_payments ORDER BY id")

    def debt_payment_rows(self) -> list[tuple[Any, ...]]:
        """The payments between nights with their ids: (id, paid_at, payer, payee, cents, after night)."""
        return self._rows("SELECT id, paid_at, payer, payee, amount, after_night FROM debt_payments ORDER BY id")

    # --- the book's chain (refcli/log/bookchain.py) --------------------------------------------

    def _has_links(self) -> bool:
        return bool(self._rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'book_links'"))

    def _link(self, kind: str, body: dict[str, Any]) -> None:
        """Append one link to the book's chain (inside the caller's write)."""
        from .bookchain import encode, link_hash
        encoded = encode(body)
        last = self._rows("SELECT hash FROM book_links ORDER BY id DESC LIMIT 1")
        created_at = self._now()
        chained = link_hash(last[0][0] if last else b"", kind, encoded, created_at)
        self._sql("INSERT INTO book_links (kind, body, created_at, hash) VALUES (?, ?, ?, ?)",
                  (kind, encoded, created_at, chained))

    def _link_night(self, night_id: int, summary: dict[str, Any] | None = None) -> None:
        from .bookchain import night_body, summary_hash
        row = self.night(night_id)
        if row is not None and not row.meta.get("abandoned"):
            body = night_body(row, *_tail(self._sql, night_id))
            if summary is not None:
                body["summary"] = summary_hash(summary)
            self._link("night", body)

    def night_link(self, night_id: int) -> dict[str, Any] | None:
        """The body of the night's latest link (as it ended last), or None."""
        if not self._has_links():
            return None
        rows = self._rows("SELECT body FROM book_links WHERE kind = 'night' AND json_extract(body, '$.night') = ? "
                          "ORDER BY id DESC LIMIT 1", (night_id,))
        found: dict[str, Any] | None = json.loads(rows[0][0]) if rows else None
        return found

    def _link_members(self) -> None:
        """A members link, when the members changed since the last one (seating a night of known names adds
        nothing to the chain)."""
        from .bookchain import encode
        body = _members_body(self._sql)
        last = self._rows("SELECT body FROM book_links WHERE kind = 'members' ORDER BY id DESC LIMIT 1")
        if not last or last[0][0] != encode(body):
            self._link("members", body)

    def book_links(self) -> list[tuple[str, str, str, bytes]] | None:
        """(kind, body, created_at, hash) of every link, in order; None for a store from before the chain
        opened read-only (it cannot be given one)."""
        if not self._has_links():
            return None
        return self._rows("SELECT kind, body, created_at, hash FROM book_links ORDER BY id")

    def head(self) -> bytes:
        """The hash of the book's last link: the head that stands for the whole book (b'' before any)."""
        if not self._has_links():
            return b""
        last = self._rows("SELECT hash FROM book_links ORDER BY id DESC LIMIT 1")
        return last[0][0] if last else b""

    def leads_to(self, head: bytes) -> bool:
        """Whether one of the book's links has this hash."""
        return bool(self._rows("SELECT 1 FROM book_links WHERE hash = ?", (head,)))

    def link_with_head(self, prefix: str) -> tuple[int, str, str, str] | None:
        """(number, kind, body, created_at) of the link whose hash starts with the hex ``prefix``, or None."""
        for number, (kind, body, created_at, stored) in enumerate(self.book_links() or (), start=1):
            if stored.hex().startswith(prefix):
                return number, kind, body, created_at
        return None

    def night_head(self, night_id: int) -> bytes:
        """The book's head as the night's end left it (the hash of its link; b'' for an open night)."""
        for kind, body, chained in self._rows("SELECT kind, body, hash FROM book_links WHERE kind IN "
                                              "('night', 'reopen') ORDER BY id DESC") if self._has_links() else ():
            if json.loads(body).get("night") == night_id:
                return bytes(chained) if kind == "night" else b""
        return b""

    def night_tail(self, night_id: int) -> tuple[int, bytes]:
        """(number of events, hash of the last) of a night."""
        return _tail(self._sql, night_id)

    def event_hash_at(self, night_id: int, seq: int) -> bytes | None:
        rows = self._rows("SELECT hash FROM events WHERE night_id = ? AND seq = ?", (night_id, seq))
        return (rows[0][0] or b"") if rows else None

    def members_digest(self) -> dict[str, Any]:
        return _members_body(self._sql)

    def kept_head(self) -> tuple[str, tuple[int, int, str] | None] | None:
        """(head, (open night, its last seq, that event's hash) or None) as this store last wrote them beside
        the file, or None when nothing was kept (a store in memory, a side file never written)."""
        if self.path == ":memory:":
            return None
        try:
            with open(_head_path(self.path), "rb") as f:
                words = f.read(300).decode("ascii").split()
        except (OSError, UnicodeError):
            return None
        if not words:
            return None
        head = words[0] if words[0] != "-" else ""
        tail = None
        if len(words) > 1 and words[1] != "-":
            try:
                night, seq, last = words[1].split(":")
                tail = (int(night), int(seq), last)
            except ValueError:
                return None
        return head, tail

    def _keep_head(self) -> None:
        """Write the head and the open night's last event beside the file (what check-store holds it to)."""
        head = self.head()
        tail = "-"
        found = self._rows("SELECT id FROM nights WHERE ended_at IS NULL ORDER BY id DESC LIMIT 1")
        if found:
            last = self._rows("SELECT seq, hash FROM events WHERE night_id = ? ORDER BY seq DESC LIMIT 1",
                              (found[0][0],))
            if last:
                tail = f"{found[0][0]}:{last[0][0]}:{(last[0][1] or b'').hex()}"
        if head or tail != "-":     # an empty book has nothing to witness (a failed first run leaves no file)
            _write_side(_head_path(self.path), f"{head.hex() or '-'} {tail}\n")

    @staticmethod
    def _discard(tmp: str) -> None:
        for name in (tmp, tmp + "-journal", tmp + "-wal", tmp + "-shm"):
            try:
                os.unlink(name)
            except OSError:
                pass
