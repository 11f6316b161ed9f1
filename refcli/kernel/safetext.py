"""Text a person typed (or a file held), made safe to show again.

Anything refcli prints that came from outside (a name, a reason, a word it did not understand, a path) may
hold characters that act on the terminal rather than show on it: control characters (ESC starts the escape
sequences that recolour, retitle or clear a terminal), bidi overrides and isolates that make text read
backwards, zero-width characters that hide inside a name, line separators, and -- in a command-line argument
or a file name that was not UTF-8 -- the lone surrogates Python decodes such bytes to. One module holds the
list so the shell, the error messages and the exports all refuse the same characters.

Nothing is imported and no regular expression compiled: every one-shot command reads its line through
``drop_controls`` and prints through ``clean``, and compiling the character classes cost more than the rest
of this module's work in a whole command. The tables below are plain dicts for ``str.translate``.
"""

from __future__ import annotations

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from collections.abc import Iterable

# C0 controls but tab (\x09) and newline (\x0a), DEL, and C1 (\x9b is a one-byte CSI).
_CONTROL_CODES = [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0)]
# Zero-width space, non-joiner, joiner, LRM and RLM; line and paragraph separators; the bidi embeddings and
# overrides (U+202A-E); word joiner and invisible operators; the bidi isolates (U+2066-9); the Arabic letter
# mark; the byte-order mark, which is a zero-width no-break space inside text.
_INVISIBLE_CODES = [*range(0x200B, 0x2010), *range(0x2028, 0x202F), *range(0x2060, 0x2065),
                    *range(0x2066, 0x206A), 0x061C, 0xFEFF]
INVISIBLE = "".join(map(chr, _INVISIBLE_CODES))

_DROP = dict.fromkeys(_CONTROL_CODES + _INVISIBLE_CODES)
_MASK = dict.fromkeys(_CONTROL_CODES + _INVISIBLE_CODES, "?")
_DROP_INVISIBLE = dict.fromkeys(_INVISIBLE_CODES)
# A typed line: every control character but tab goes, newline and CR included (a line has ended by then).
_DROP_LINE_CONTROLS = dict.fromkeys([*range(0x00, 0x09), *range(0x0A, 0x20), *range(0x7F, 0xA0)])

QUOTE_LIMIT = 40      # a quoted word: enough to recognise what was typed, never a screenful
PATH_LIMIT = 160      # a quoted path: long enough for the usual ones, still one line


def drop_controls(line: str) -> str:
    """A typed line as the table reads it: control characters dropped, never echoed (the shell, `run`
    and the one-shot commands all read lines through this)."""
    if line.isprintable():      # no control character at all (most lines): nothing to drop
        return line
    return line.translate(_DROP_LINE_CONTROLS)


def drop_invisible(text: str) -> str:
    """Free text (a reason) without the characters that hide in it or turn it around."""
    return text.translate(_DROP_INVISIBLE)


def undecodable(text: str) -> str | None:
    """The first byte of ``text`` that was not UTF-8, as 0xNN; None when it was all UTF-8.

    Python hands such a byte over as a lone surrogate (U+DC80-U+DCFF), which UTF-8 cannot encode."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        code = ord(text[exc.start])
        return f"0x{code - 0xDC00:02X}" if 0xDC80 <= code <= 0xDCFF else f"U+{code:04X}"
    return None


def _no_surrogates(text: str) -> str:
    # A lone surrogate can be neither printed nor stored: it becomes '?'.
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")


def clean(text: object) -> str:
    """Text for a terminal or a file: unsafe characters dropped (a lone surrogate shown as '?'); tab and
    newline kept."""
    return _no_surrogates(str(text)).translate(_DROP)


def shown(text: object, limit: int = QUOTE_LIMIT) -> str:
    """A user's text quoted inside a one-line message: unsafe characters shown as '?', runs of blank
    space as one space, and at most ``limit`` characters (the last one '…' when cut)."""
    raw = str(text)
    head = raw[: 4 * limit + 16]          # a megabyte word is cut before it is looked at
    s = " ".join(_no_surrogates(head).translate(_MASK).split())
    if len(s) > limit or len(head) < len(raw):
        return s[: limit - 1] + "…"
    return s


def shown_path(path: object) -> str:
    """A file path quoted in a message (a longer limit: the file's name is at the end)."""
    return shown(path, PATH_LIMIT)


def some_names(names: Iterable[str], most: int = 8, sep: str = ", ") -> str:
    """Names for a message, at most ``most`` of them and how many more: an error names a few seats, never a
    screenful of them (a night imported or opened with hundreds)."""
    listed = list(names)
    if len(listed) <= most:
        return sep.join(listed)
    return f"{sep.join(listed[:most])} and {len(listed) - most} more"


def one_line(message: object) -> str:
    """A whole message made safe for one line on stderr (a last guard: the parts a user typed were
    quoted with ``shown`` already, and bounded there)."""
    return " ".join(_no_surrogates(str(message)).translate(_MASK).split())


# Characters a spreadsheet takes as the start of a formula, with the full-width and small forms some
# spreadsheets fold to them.
_FORMULA_FOLD = str.maketrans({"\uff1d": "=", "\uff0b": "+", "\uff0d": "-", "\uff20": "@",
                               "\ufe66": "=", "\ufe62": "+", "\ufe63": "-", "\ufe6b": "@", "\u2212": "-"})


def formula_lead(text: str) -> str:
    """The first character of ``text`` as a spreadsheet reads it ('=' for a full-width '＝')."""
    return text[:1].translate(_FORMULA_FOLD)
