"""The kinds of low hand a game may choose (the house key `low:`), and where a kind that lives in a module of its
own is declared.

deuce-to-seven (the club's) and weakest (High and Low Poker) are the high-style evaluator's lows (natural.py,
wild.py). Every other kind is one module that declares itself in a ``LOW_KIND``: its choice word, what
`refcli rules` says of it, whether an ace is the lowest card for its odd quarters, and its comparison. This file
only names the words and which module holds each, so reading a ruleset loads no evaluator.
"""

from __future__ import annotations

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from .types import LowKind

HIGH_STYLE = ("deuce-to-seven", "weakest")
DECLARED = ("ace-to-five", "ace-to-six")
WORDS = HIGH_STYLE + DECLARED
"""Every `low:` choice, in the order `refcli rules` and docs/writing-a-game.md list them."""


def declared(word: str) -> LowKind | None:
    """The declaration of a kind of low with a module of its own; None for the high-style lows."""
    if word == "ace-to-five":
        from .acefive import LOW_KIND
        return LOW_KIND
    if word == "ace-to-six":
        from .acesix import LOW_KIND as ACE_TO_SIX
        return ACE_TO_SIX
    return None
