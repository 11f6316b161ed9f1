"""How each pot kind judges a hand and names its tie-breaks: one module per kind, registered by name with
``@POT_RULES.register(kind)`` (the kind's words, side and declared way are its entry in refcli/mechanics.py).

An entry is an object with ``judge(kind, game, down, up, board, wilds, groups) -> Judged | None`` (None: the
player cannot take part, as with no spade in the hole) and ``tiebreaks(kind, game, judged, winners,
contenders) -> [lines]``, the rule that decided between hands level on the main count.
"""

from __future__ import annotations

from . import chicago, dots, points, poker  # noqa: F401  (each registers its pot kinds)
from . import twentyfive  # noqa: F401  (2s to 25)
