"""A night's game beside this club's game of the same id: what an import names before it takes a night played
with another game than the one this refcli loads for that id (a members' folder's, another house file's).

A game rides whole in the `game` event that picked it (refcli/book/nightfile.py); the club's is loaded from its
id and variants as the table loads it. Two games differ when a field the table plays by differs: the file a
game was read from, its description and its options' descriptions do not count.
"""

from __future__ import annotations

import json

# What tells two games apart at the table: every field of a game but the file it was read from, its
# description and the descriptions of its options.
_DESCRIPTIVE = ("source", "about", "options")


def club_games(rulesets=(), house: str | None = None):
    """``a night's game (as its `game` event carries it) -> this club's game of its id and variants``, as JSON,
    loaded as the table loads games (the built-in rulesets, a members' folder's, the house file): None when this
    club has no game of that id, {} when its game of that id cannot be played with those variants."""
    from ..kernel.errors import ParseError, RulesetError
    from ..log.nightlog import game_to_json
    from ..rules.loader import load_game, resolve_game
    loaded: dict[str, dict | None] = {}

    def club(g: dict) -> dict | None:
        spec = " ".join([g["id"], *g.get("variants", ())])
        if spec not in loaded:
            try:
                resolve_game(g["id"], rulesets)
            except (ParseError, RulesetError):
                loaded[spec] = None         # a game this club does not have: nothing to differ from
            else:
                try:
                    loaded[spec] = json.loads(json.dumps(game_to_json(load_game(spec, rulesets, house))))
                except (ParseError, RulesetError):
                    loaded[spec] = {}
        return loaded[spec]
    return club


def differences(g: dict, club: dict | None) -> tuple[str, ...]:
    """The fields in which a night's game differs from the club's (``club_games``): () when they are one game
    or the club has no game of its id."""
    if club is None:
        return ()
    if not club:
        return ("variants",)
    return tuple(k for k in sorted(set(g) | set(club)) if k not in _DESCRIPTIVE and g.get(k) != club.get(k))


def _as_today(g: dict) -> dict:
    """A stored game as this refcli writes it: one stored by an older refcli gets the fields (the steps of its
    shorthand, house settings added since) it was played with by default, so only a real difference shows."""
    from ..log.nightlog import game_from_json, game_to_json
    return json.loads(json.dumps(game_to_json(game_from_json(g))))


def _pots(g: dict) -> str:
    from ..kernel.safetext import shown
    pots = g.get("pots")
    if not isinstance(pots, list):
        return "?"
    return ", ".join(f"{shown(p.get('kind'))} {shown(p.get('share'))}" for p in pots if isinstance(p, dict))


def game_lines(events: list[dict], club) -> list[str]:
    """A line for each game the night plays otherwise than this club's game of the same id (``club``: see
    ``club_games``)."""
    from ..kernel.safetext import shown
    voided = {e["payload"].get("voids") for e in events if e["kind"] == "undo"}
    out, seen = [], set()
    for e in events:
        g = e["payload"].get("game") if e["kind"] == "game" and e["seq"] not in voided else None
        key = json.dumps(g, sort_keys=True)
        if g is None or key in seen:        # a game picked again is said once
            continue
        seen.add(key)
        mine = club(g)
        fields = differences(_as_today(g), mine) if mine else differences(g, mine)
        if not fields:
            continue
        what = ", ".join(fields)
        if "pots" in fields:
            what += f" (pots: the file's {_pots(g)}, this club's {_pots(mine)})"
        out.append(f"  its game {shown(g['id'])} ({shown(g.get('name', ''))}) is not this club's "
                   f"{shown(g['id'])}: they differ in {what}.")
    return out
