"""An export of any size, as JSON lines (export version 2): `refcli export --lines NIGHT... > FILE`.

Format 1 (refcli/book/nightfile.py) is one JSON document: whoever writes or reads it holds all of it, so it is
bounded at MAX_FILE_BYTES (16 MiB, about 45 nights of 60 hands) and a club's ten years do not fit. Version 2
holds the same values a line each, so both sides hold one night at a time:

    line 1          {"format": "refcli-nights", "version": 2, "refcli": ..., "head": ..., "nights": N,
                     "members": M, "payments": P}
    lines 2..N+1    {"night": {...}}          a night, exactly as format 1 holds it
    line N+2        {"members": [...]}        the members, as format 1 holds them
    line N+3        {"payments": [...]}       the payments between nights, as format 1 holds them

The first line counts what follows, so a file cut short (a full disk, a copy stopped) is refused, not taken
as a smaller book. Each line is read within the bounds a whole format-1 file is (its size, values, nesting,
numbers and texts; refcli/book/nightcheck.py) and named by its number when it is refused. An import reads the
file twice: first every line, checked and hashed (a night of the book stands for the file's night of its very
hash before any other, refcli/book/nightfile.py), then again, a night at a time, to replay and add each, all in
one transaction; stdin is first copied to a temporary file for that.
"""

from __future__ import annotations

import json

from ..kernel.errors import RefereeError
from .nightcheck import MAX_FILE_BYTES

VERSION = 2
MAX_NIGHTS = 100_000            # a club's weekly night for two thousand years
MAX_BOOK_BYTES = 4 * 2 ** 30    # stdin copied aside: a ten-year book is some 40 MiB
_PEEK = 4096                    # the first line of a version-2 file is some 150 bytes


def _line(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def export_lines(store, ids: list[int]):
    """The lines of a version-2 export of these nights (each ended), in the order given, each without its
    line end: made one at a time, so a caller that writes each as it comes holds one night."""
    from .. import __version__
    from ..log.bookchain import refuse_an_edited_book
    from .nightfile import FORMAT, book_head, book_part, export_night, exportable
    refuse_an_edited_book(store)        # an export carries the book's head: never over an edit's money
    for night_id in ids:                # every night there and ended before the first line is written
        exportable(store, night_id)
    book = book_part(store, ids)
    yield _line({"format": FORMAT, "version": VERSION, "refcli": __version__, "head": book_head(store),
                 "nights": len(ids), "members": len(book["members"]), "payments": len(book["payments"])})
    for night_id in ids:
        yield _line({"night": export_night(store, night_id)})
    yield _line({"members": book["members"]})
    yield _line({"payments": book["payments"]})


def is_lines(first: str) -> bool:
    """Whether a file's first line (at most _PEEK characters of it) is the first line of version 2 or later:
    else the file is read as format 1, as every refcli before version 2 wrote it."""
    from .nightfile import FORMAT
    try:
        head = json.loads(first)
    except (ValueError, RecursionError):
        return False
    version = head.get("version") if isinstance(head, dict) and head.get("format") == FORMAT else None
    return isinstance(version, int) and not isinstance(version, bool) and version >= VERSION


def open_import(path: str, stdin):
    """What `refcli import FILE` reads (``path`` '-': ``stdin``): a LinesFile for version 2, else the text of a
    format-1 file, read as before (refcli/book/nightcheck.py)."""
    from ..kernel.safetext import shown_path
    from .nightcheck import read_export
    if path == "-":
        first = stdin.readline(_PEEK)
        if not is_lines(first):
            return first + stdin.read(MAX_FILE_BYTES + 1 - len(first))
        return _lines(_spooled(first, stdin), "stdin")
    f = _open(path)
    try:
        first = f.readline(_PEEK)
    except OSError as exc:
        f.close()
        raise RefereeError(f"cannot read {shown_path(path)}: {exc.strerror or exc}") from None
    if not is_lines(first.decode("utf-8", "replace")):
        f.close()
        return read_export(path)
    f.seek(0)
    return _lines(f, path)


def _lines(f, name: str) -> LinesFile:
    """The file read as lines, closed if its first line is refused."""
    try:
        return LinesFile(f, name)
    except BaseException:
        f.close()
        raise


def _open(path: str):
    from ..kernel.files import NotRegularFile, open_regular
    from ..kernel.safetext import shown_path
    try:
        return open_regular(path)
    except NotRegularFile:
        raise RefereeError(f"cannot read {shown_path(path)}: not a regular file") from None
    except OSError as exc:
        raise RefereeError(f"cannot read {shown_path(path)}: {exc.strerror or exc}") from None


def _spooled(first: str, stdin):
    """stdin, from its first line on, in a temporary file (deleted when closed), so it can be read twice."""
    import tempfile
    from .nightcheck import size_words
    try:
        f = tempfile.TemporaryFile()
    except OSError as exc:
        raise RefereeError(f"cannot copy stdin aside to read it twice: {exc.strerror or exc}") from None
    try:
        size = 0
        chunk = first
        while chunk:
            data = chunk.encode("utf-8", "surrogateescape")     # bytes the terminal's decoding let through
            size += len(data)
            if size > MAX_BOOK_BYTES:
                raise RefereeError(f"stdin is larger than {size_words(MAX_BOOK_BYTES)}: not a refcli export")
            f.write(data)
            chunk = stdin.read(2 ** 20)
        f.seek(0)
    except OSError as exc:      # a full disk
        f.close()
        raise RefereeError(f"cannot copy stdin aside to read it twice: {exc.strerror or exc}") from None
    except BaseException:
        f.close()
        raise
    return f


class LinesFile:
    """A version-2 export open for reading, its first line read and checked."""

    def __init__(self, f, name: str) -> None:
        self.f, self.name = f, name
        self.count = 0
        self._book: dict | None = None
        head = self._value(1)
        self._check_head(head)
        self.head = head
        self.start = self.f.tell()

    def close(self) -> None:
        self.f.close()

    def __enter__(self) -> LinesFile:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def label(self, i: int) -> str:
        return f"night {i} of {self.name} (line {i + 1})"

    def _check_head(self, head) -> None:
        from .nightfile import FORMAT
        name = self.name
        if not isinstance(head, dict) or head.get("format") != FORMAT:
            raise RefereeError(f"{name} is not a refcli export (refcli export NIGHT ... writes one)")
        version = head.get("version")
        if isinstance(version, int) and version > VERSION:
            raise RefereeError(f"{name} was written by a newer refcli (export version {version}); upgrade refcli")
        for key in ("nights", "members", "payments"):
            count = head.get(key)
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_NIGHTS:
                raise RefereeError(f"line 1 of {name} counts no {key} (a count from 0 to {MAX_NIGHTS:,})")
        if not head["nights"]:
            raise RefereeError(f"{name} holds no nights")
        self.count = head["nights"]

    def _text(self, k: int) -> str | None:
        """Line ``k``, read within its bound; None at the end of the file."""
        from .nightcheck import size_words
        try:
            raw = self.f.readline(MAX_FILE_BYTES + 1)
        except OSError as exc:
            raise RefereeError(f"cannot read {self.name}: {exc.strerror or exc}") from None
        if not raw:
            return None
        if len(raw.rstrip(b"\r\n")) > MAX_FILE_BYTES:
            raise RefereeError(f"line {k} of {self.name} is longer than {size_words(MAX_FILE_BYTES)}: not a refcli "
                               "export (a night is some 350 KiB)")
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise RefereeError(f"line {k} of {self.name} is not UTF-8 text") from None

    def _value(self, k: int):
        from .nightcheck import parse_export
        text = self._text(k)
        if text is None:
            return None
        return parse_export(text, f"line {k} of {self.name}")

    def _part(self, k: int, key: str):
        """Line ``k``, which must hold ``key`` alone; its value."""
        value = self._value(k)
        if value is None:
            raise RefereeError(f"{self.name} ends at line {k - 1}, before its {key}: not a whole export "
                               f"(its first line counts {self.count} night{'s' if self.count != 1 else ''})")
        if not isinstance(value, dict) or list(value) != [key]:
            raise RefereeError(f"line {k} of {self.name} is not its {key} (its first line counts "
                               f"{self.count} night{'s' if self.count != 1 else ''})")
        return value[key]

    def nights(self):
        """(number, night) for each night of the file, read a line at a time, each shaped as an export's."""
        from .nightfile import night_shaped
        self.f.seek(self.start)
        for i in range(1, self.count + 1):
            n = self._part(i + 1, "night")
            if not night_shaped(n):
                raise RefereeError(f"{self.label(i)} is damaged (its fields are not those of an export)")
            yield i, n

    def hashes(self) -> list[str]:
        """Read the whole file once: every line checked as far as it can be before anything replays; the hash
        of each night, in order."""
        from .nightfile import file_hash
        out = [file_hash(n) for _, n in self.nights()]
        k = self.count + 2
        book = {}
        for key in ("members", "payments"):
            value = self._part(k, key)
            if not isinstance(value, list) or len(value) != self.head[key]:
                raise RefereeError(f"line {k} of {self.name} holds {len(value) if isinstance(value, list) else 'no'} "
                                   f"{key}; its first line counts {self.head[key]}")
            book[key] = value
            k += 1
        while True:
            text = self._text(k)
            if text is None:
                break
            if text.strip():
                raise RefereeError(f"line {k} of {self.name} follows the end of the export")
            k += 1
        self._book = book
        return out

    def book(self) -> dict:
        """The members and payments the file carries (read by ``hashes``)."""
        if self._book is None:
            raise RefereeError(f"{self.name} was not read through")
        return self._book


def import_lines(store, source: LinesFile, zone: str | None = None, confirm=None, rulesets=(),
                 house: str | None = None) -> list[str]:
    """Replay and add every night of a version-2 file not already in the book, in one transaction, as a format-1
    file's (refcli/book/nightfile.py ``import_source``); the lines to say."""
    from ..log.bookchain import refuse_an_edited_book
    from .nightfile import import_source
    refuse_an_edited_book(store)        # nothing is added to a book an edit changed
    hashes = source.hashes()
    return import_source(store, source, hashes, source.name, zone, confirm, rulesets, house)
