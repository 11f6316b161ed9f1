"""Text a person typed (or a file held), made safe to show again.

Anything refcli prints that came from outside (a name, a reason, a word it did not understand, a path) may
hold characters that act on the terminal rather than show on it: control characters (ESC starts the escape
sequences that recolour, retitle or clear a terminal), bidi overrides and isolates that make text read
backwards, zero-width characters that hide inside a name, line separators, and -- in a command-line argument
or a file name that was not UTF-8 -- the lone surrogates Python decodes such bytes to. One module holds the
list so the shell, the error messages and the exports all refuse the same characters.

Only ``re`` is imported: every one-shot command may need this for its error line.
"""

from __future__ import annotations

import re

# C0 controls but tab (\x09) and newline (\x0a), DEL, and C1 (\x9b is a one-byte CSI).
_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f"
# Zero-width space, non-joiner, joiner, LRM and RLM; line and paragraph separators; the bidi embeddings and
# overrides (U+202A-E); word joiner and invisible operators; the bidi isolates (U+2066-9); the Arabic letter
# mark; the byte-order mark, which is a zero-width no-break space inside text.
INVISIBLE = "\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u061c\ufeff"
# Bytes that were not UTF-8, as Python decodes them from argv and file names (surrogateescape).
_SURROGATES = "\ud800-\udfff"

_UNSAFE = re.compile(f"[{_CONTROLS}{INVISIBLE}{_SURROGATES}]")
_INVISIBLE = re.compile(f"[{INVISIBLE}]")
_UNDECODED = re.compile(f"[{_SURROGATES}]")
# A typed line: every control character but tab goes, newline and CR included (a line has ended by then).
_LINE_CONTROLS = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")

QUOTE_LIMIT = 40      # a quoted word: enough to recognise what was typed, never a screenful
PATH_LIMIT = 160      # a quoted path: long enough for the usual ones, still one line


def drop_controls(line: str) -> str:
    """A typed line as the table reads it: control characters dropped, never echoed (the shell, `run`
    and the one-shot commands all read lines through this)."""
    return _LINE_CONTROLS.sub("", line)


def drop_invisible(text: str) -> str:
    """Free text (a reason) without the characters that hide in it or turn it around."""
    return _INVISIBLE.sub("", text)


def has_invisible(text: str) -> bool:
    return _INVISIBLE.search(text) is not None


def undecodable(text: str) -> str | None:
    """The first byte of ``text`` that was not UTF-8, as 0xNN; None when it was all UTF-8."""
    found = _UNDECODED.search(text)
    if found is None:
        return None
    code = ord(found.group())
    return f"0x{code - 0xDC00:02X}" if 0xDC80 <= code <= 0xDCFF else f"U+{code:04X}"


def clean(text: object) -> str:
    """Text for a terminal or a file: unsafe characters dropped; tab and newline kept."""
    return _UNSAFE.sub("", str(text))


def shown(text: object, limit: int = QUOTE_LIMIT) -> str:
    """A user's text quoted inside a one-line message: unsafe characters shown as '?', runs of blank
    space as one space, and at most ``limit`` characters (the last one '…' when cut)."""
    s = " ".join(_UNSAFE.sub("?", str(text)).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def shown_path(path: object) -> str:
    """A file path quoted in a message (a longer limit: the file's name is at the end)."""
    return shown(path, PATH_LIMIT)


def one_line(message: object) -> str:
    """A whole message made safe for one line on stderr (a last guard: the parts a user typed were
    quoted with ``shown`` already, and bounded there)."""
    return " ".join(_UNSAFE.sub("?", str(message)).split())


# Characters a spreadsheet takes as the start of a formula, with the full-width and small forms some
# spreadsheets fold to them.
_FORMULA_FOLD = str.maketrans({"\uff1d": "=", "\uff0b": "+", "\uff0d": "-", "\uff20": "@",
                               "\ufe66": "=", "\ufe62": "+", "\ufe63": "-", "\ufe6b": "@", "\u2212": "-"})


def formula_lead(text: str) -> str:
    """The first character of ``text`` as a spreadsheet reads it ('=' for a full-width '＝')."""
    return text[:1].translate(_FORMULA_FOLD)
