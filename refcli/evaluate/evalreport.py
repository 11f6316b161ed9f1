"""The core of `refcli eval`: one hand judged high and low, as the JSON contract of SPEC §4 and as text.

Keys per side: category, best (the five as held), score (a list of ints, larger is better for that side),
and also name (the hand in words), played (the five as they play), wilds (what each wild card or bug
became) and text (the line a person reads). ``low`` is null when the game has no low hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..errors import RefereeError
from .hand import best_high, best_low, hand_name, played_text
from .types import NO_WILDS, HandValue, Wilds


def _side(value: HandValue) -> dict:
    name = hand_name(value)
    text = f"{name} ({played_text(value)})"
    return {
        "category": value.category_name,
        "best": [c.code for c in value.best],
        "score": list(value.score),
        "name": name,
        "played": [c.code for c in value.played],
        "wilds": [{"card": held.code, "as": played.code} for held, played in value.became],
        "text": text,
    }


def eval_report(cards: Sequence[Card], wild_high: Wilds = NO_WILDS, wild_low: Wilds = NO_WILDS,
                wheel: bool = False, low: bool = True, low_kind: str = "deuce-to-seven") -> dict:
    cards = tuple(cards)
    if len(cards) < 5:
        raise RefereeError(f"need at least five cards, got {len(cards)}")
    return {
        "cards": [c.code for c in cards],
        "high": _side(best_high(cards, wild_high, wheel)),
        "low": _side(best_low(cards, wild_low, low_kind)) if low else None,
    }


def format_eval(report: dict) -> str:
    """One line per side: 'high: three jacks (J♠ J♥ 8♣ as J♦ K♠ 4♦)'."""
    lines = [f"high: {report['high']['text']}"]
    if report.get("low") is not None:
        lines.append(f"low:  {report['low']['text']}")
    return "\n".join(lines)
