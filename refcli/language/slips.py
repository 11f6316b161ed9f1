"""A short form with one slip in it names the slip and where it is: `b.5ccvc: 'v' is not a betting letter (x c f b
r), after b.5cc`; `7h7sahkcq: 'q' is not a card, after 7h7sahkc`. The parser (refcli/language/script.py) asks here
when a word it expected to read as a glued betting round or glued cards is neither; None means the word does not
look like one (then the parser's own words stand: an unknown command, a player not at the table).
"""

from __future__ import annotations

from ..kernel.safetext import shown
from .verbs import amount_end, betting_slip_at, card_run


def _where(word: str, at: int) -> str:
    return f", after {shown(word[:at])}" if at else ", at its start"


def betting_slip(word: str) -> str | None:
    """Why a word that starts as a glued betting round (two of its clauses read, or one with its amount) is not
    one, naming the first character that is not; None for a word that does not start like one."""
    found = betting_slip_at(word)
    if found is None:
        return None
    kind, at = found
    if kind == "amount":
        letter = word[at].lower()
        return f"{shown(word)}: '{word[at]}' needs its amount right after it ({letter}.5, {letter}1){_where(word, at)}"
    return f"{shown(word)}: '{shown(word[at])}' is not a betting letter (x c f b r){_where(word, at)}"


def card_slip(word: str, least: int = 2, skip: int = 0) -> str | None:
    """Why a word of glued cards (``least`` of them read before the slip) is not all cards, naming the part that is
    not a card; None for a word that does not start with that many cards, or is all cards. ``skip``: the cards
    start after that many characters (`h6dkq`: a verb's letter glued to its cards)."""
    if card_run(word[skip:]) is not None:
        return None
    read, at = 0, skip
    while True:         # the whole cards from the start, one at a time (a card is never a prefix of another)
        end = next((e for e in range(at + 2, min(at + 8, len(word)) + 1)
                    if len(card_run(word[at:e]) or ()) == 1 and word[e:e + 1] != "/"), None)
        if end is None:
            break
        read, at = read + 1, end
    if read < least:
        return None
    rest = word[at:]
    bad = next((rest[:i] for i in range(1, len(rest)) if card_run(rest[i:]) is not None), rest)
    return f"{shown(word)}: '{shown(bad)}' is not a card{_where(word, at)}"


def amount_slip(word: str, skip: int = 1) -> str | None:
    """Why a verb's letter glued to an amount (`w.5x`) is not that: the first character after the amount."""
    end = amount_end(word, skip)
    if end is None or end >= len(word):
        return None
    return f"{shown(word)}: '{shown(word[end])}' is not part of an amount{_where(word, end)}"
