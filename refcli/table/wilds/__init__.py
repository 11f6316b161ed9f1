"""The wild rules the table sets as the hand goes, one module each; importing this registers them."""

from . import follow, indicators, low_hole, paid  # noqa: F401
from . import not_bought  # noqa: F401  (Ebay: a wild card won at the auction is not wild)
