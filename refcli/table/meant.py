"""The verb a host meant by a word of his own: `decline Dee 9s` in 5½-25½ is the game's `pass Dee`.

Asked only after a line was refused as it was parsed, with a hand under way: the game's own steps say what
declining is called in it (a card offered, a bid, a partner's fee: each step's ``declines``), so the pointer
names that verb, not the nearest spelling (`declare`). And a clause that names its player before its verb (`b .5, ca r .5`, read as one
more bet for a player 'ca') gets the clause named and its right form (`r ca .5`).
"""

from __future__ import annotations

# Words a host types for turning something down.
DECLINING = frozenset({"decline", "declines", "declined", "refuse", "refuses", "reject", "skip", "nope", "no"})


def meant(game, players, line: str) -> str:
    """The pointer for ``line``, refused as it was parsed ('' when refcli cannot tell what was meant)."""
    words = line.split()
    if not words:
        return ""
    if words[0].lower() not in DECLINING:
        return _verb_after_player(players, line)
    from ..language.script import match_player
    from ..kernel.errors import ParseError
    who = "PLAYER"
    if len(words) > 1:
        try:
            who = match_player(words[1], players)
        except ParseError:
            pass
    # Each step that offers a player something he may turn down says what declining it is (StepKind.declines).
    from ..kernel.registry import STEPS
    from .flow import kind_names
    declined: list[tuple[str, str, str] | None] = [STEPS.get(name).declines for name in kind_names(game)]
    found = [d for d in declined if d is not None]
    if not found:
        return ""
    verb, what, after_card = found[0]
    extra = after_card if len(words) > 2 else ""
    return f"unknown command '{words[0]}' — in {game.name} {what}: {verb} {who}{extra}"


def _verb_after_player(players, line: str) -> str:
    """A clause after a comma that starts with a player and then a verb (`ca r .5`): the parser read it as one
    more clause of the verb before (a bet for a player 'ca' of amount 'r'); the verb comes first."""
    from ..language.script import match_player
    from ..language.verbs import ALL_VERBS, SHORT
    from ..kernel.errors import ParseError
    for clause in line.split(",")[1:]:
        words = clause.split()
        if len(words) < 2 or words[0].lower() in ALL_VERBS:
            continue
        verb = words[1].lower()
        if verb not in ALL_VERBS and verb not in SHORT:
            continue
        try:
            match_player(words[0], players)
        except ParseError:
            continue
        right = " ".join([words[1], words[0]] + words[2:])
        return f"in the clause '{' '.join(words)}' the verb comes first, then the player: {right}"
    return ""
