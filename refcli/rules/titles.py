"""A game's title as refcli prints it, from its name and the variants applied.

Kept apart from the game model (refcli/rules/model.py, which needs ``fractions``) so that `status` between
hands can name the picked game from the stored game's JSON without building the game.
"""

from __future__ import annotations


def game_title(name: str, variants) -> str:
    # A variant that takes values is named without them: they show in the name (6-26 (targets)).
    return name + "".join(f" ({v.split()[0]})" for v in variants)
