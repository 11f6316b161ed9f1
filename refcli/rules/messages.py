"""Words for a one-line error: the nearest known word to a typo (a user's text is echoed safely by
kernel/safetext.py's shown).

difflib is imported inside the function: importing the loader stays cheap for commands that never err.
"""

from __future__ import annotations

import re

from ..kernel.safetext import INVISIBLE

# Text in a ruleset may not hold control characters, line separators or the invisible characters that
# reverse or hide text (a game's name and rules are printed to the table).
CONTROL = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{INVISIBLE}]")


def suggest(word: str, choices) -> str | None:
    import difflib
    found = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return found[0] if found else None
