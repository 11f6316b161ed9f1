"""The verb a host meant by a word of his own: `decline Dee 9s` in 5½-25½ is the game's `pass Dee`.

Asked only after a line was refused as an unknown command, with a hand under way: the game's own steps say
what declining is called in it (a card offered, a bid, a partner's fee), so the pointer names that verb, not the
nearest spelling (`declare`).
"""

from __future__ import annotations

# Words a host types for turning something down.
DECLINING = frozenset({"decline", "declines", "declined", "refuse", "refuses", "reject", "skip", "nope", "no"})

# For each step kind that offers a player something he may turn down: the verb, and what turning it down is.
_DECLINES = (
    ("take-pass", "pass", "a player who declines a card passes"),
    ("auction", "pass", "a player who declines to bid passes"),
    ("partners", "divorce", "a partner who declines to match a fee is divorced"),
)


def meant(game, players, line: str) -> str:
    """The pointer for ``line``, whose first word is no verb ('' when refcli cannot tell what was meant)."""
    words = line.split()
    if not words or words[0].lower() not in DECLINING:
        return ""
    from ..language.script import match_player
    from ..kernel.errors import ParseError
    who = "PLAYER"
    if len(words) > 1:
        try:
            who = match_player(words[1], players)
        except ParseError:
            pass
    found = [(verb, what) for kind, verb, what in _DECLINES if game.has_step(kind)]
    if not found:
        return ""
    verb, what = found[0]
    extra = " (only a card taken is typed)" if verb == "pass" and game.has_step("take-pass") \
        and len(words) > 2 else ""
    return f"unknown command '{words[0]}' — in {game.name} {what}: {verb} {who}{extra}"
