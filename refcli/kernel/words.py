"""Small English helpers shared by the rules text and the rulings (import-free: cards commands load it)."""

from __future__ import annotations

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from collections.abc import Iterable


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def and_list(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'; '' for none."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def game_title(name: str, variants: Iterable[str]) -> str:
    """A game's title as refcli prints it: its name, then each variant applied in brackets. A variant that
    takes values is named without them: they show in the name (6-26 (targets)). Here, not on the game
    model, so that `status` between hands names the picked game from its stored JSON without building it."""
    return name + "".join(f" ({v.split()[0]})" for v in variants)
