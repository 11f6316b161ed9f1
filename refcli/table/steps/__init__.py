"""The registered flow steps, one module each; importing this package registers them all."""

from . import ante, bet, blinds, control, deal, draw, flush_card, showdown, take_pass  # noqa: F401
from . import paid_wilds, partners, turn_until_beat  # noqa: F401  (No Peek, Partners; paid wild cards)
