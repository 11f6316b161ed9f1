"""How each pot kind judges a hand, names its tie-breaks and words itself: one module per kind, registered by name
with ``@POT_RULES.register(kind)`` (the kind's words, side and declared way: its MECHANIC, read from
refcli/kernel/declared.py).

An entry is an object with ``judge(kind, game, down, up, board, wilds, groups) -> Judged | None`` (None: the
player cannot take part, as with no spade in the hole) and ``tiebreaks(kind, game, judged, winners,
contenders) -> [lines]``, the rule that decided between hands level on the main count; its words for `refcli
rules` and the wild cards' notes are hooks of the same entry (refcli/table/judged.py: PotRules).

Importing the package loads none of them: the showdown loads every one (``load_every``) at its first ruling, and
`refcli rules` only the kinds with words of their own, each through the index (POT_RULES: one module a kind).
"""

from __future__ import annotations


def load_every() -> None:
    """Register every pot kind's rules (the index, refcli/kernel/declared.py, lists the modules)."""
    import importlib

    from ...kernel.declared import POT_MODULES
    for module in POT_MODULES:
        importlib.import_module(module)
