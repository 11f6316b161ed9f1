"""Every registered flow step: importing this module registers them all (the registries' fallback, and what
`refcli rules` or the shell's completion read when they list every step)."""

from . import ante, bet, blinds, control, deal, draw, flush_card, showdown, take_pass  # noqa: F401
from . import ask, tiecards, upcard  # noqa: F401  (2s to 25)
from . import duel  # noqa: F401  (7½)
from . import paid_wilds, partners, turn_until_beat  # noqa: F401  (No Peek, Partners; paid wild cards)
from . import deck, pat  # noqa: F401  (Pat Hand: the counted deck, the rounds after the 7th card, pat hands)
from . import aside, auction  # noqa: F401  (Ebay: cards put aside, and their auction)
