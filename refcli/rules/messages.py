"""Words for a one-line error: a user's text echoed safely, and the nearest known word to a typo.

difflib is imported inside the function: importing the loader stays cheap for commands that never err.
"""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def _show(text: object, limit: int = 40) -> str:
    """A value echoed in a message: one line, control characters replaced, long text cut."""
    s = " ".join(_CONTROL.sub("?", str(text)).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def _suggest(word: str, choices) -> str | None:
    import difflib
    found = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return found[0] if found else None
