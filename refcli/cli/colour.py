"""Colour for a terminal: red hearts and diamonds, red error lines, and nothing at all elsewhere.

No colour code is written when NO_COLOR is set (to anything but the empty string, as no-color.org asks),
when `--no-color` was given, when the stream is not a terminal (a pipe, a file, a test), or when the
terminal says it is dumb. Kept free of heavy imports: every command's error line goes through here.
"""

from __future__ import annotations

import os

from ..kernel.lazyre import Later

RED, RESET = "\x1b[31m", "\x1b[0m"
# A red card as refcli prints it (A♥, 10♦), or a lone red suit symbol in a sentence.
_RED_CARD = Later(r"(?:10|[2-9JQKA])?[♥♦]")

disabled = False      # set by the CLI's --no-color


def enabled(stream) -> bool:
    if disabled or os.environ.get("NO_COLOR", "") != "" or os.environ.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):   # no isatty, or a closed stream
        return False


def suits(text: str) -> str:
    """Hearts and diamonds (with their rank) in red; spades and clubs stay in the terminal's own colour."""
    return _RED_CARD.sub(lambda m: RED + m.group(0) + RESET, text)


def error(text: str) -> str:
    return RED + text + RESET
