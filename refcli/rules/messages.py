"""Words for a one-line error: a user's text echoed safely, and the nearest known word to a typo.

difflib is imported inside the function: importing the loader stays cheap for commands that never err.
"""

from __future__ import annotations

import re

from ..kernel.safetext import INVISIBLE
from ..kernel.safetext import shown as _show  # noqa: F401 - the one quoting helper, under the name this package uses

# Text in a ruleset may not hold control characters, line separators or the invisible characters that
# reverse or hide text (a game's name and rules are printed to the table).
_CONTROL = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{INVISIBLE}]")


def _suggest(word: str, choices) -> str | None:
    import difflib
    found = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return found[0] if found else None
