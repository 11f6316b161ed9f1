"""How each pot kind judges a hand and names its tie-breaks: one module per kind, registered by name with
``@POT_RULES.register(kind)`` (the kind's words, side and declared way: its MECHANIC, read from refcli/kernel/declared.py).

An entry is an object with ``judge(kind, game, down, up, board, wilds, groups) -> Judged | None`` (None: the
player cannot take part, as with no spade in the hole) and ``tiebreaks(kind, game, judged, winners,
contenders) -> [lines]``, the rule that decided between hands level on the main count.
"""

from __future__ import annotations

import importlib

from ...kernel.declared import POT_MODULES

for _module in POT_MODULES:     # each registers the pot kinds it declares (the index, refcli/kernel/declared.py, lists them)
    importlib.import_module(_module)
