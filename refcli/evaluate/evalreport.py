"""The core of `refcli eval`: one hand judged high and low, as the JSON contract of SPEC §4 and as text.

Keys per side: category, best (the five as held), score (a list of ints, larger is better for that side),
and also name (the hand in words), played (the five as they play), wilds (what each wild card or bug
became) and text (the line a person reads). ``low`` is null when the game has no low hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..kernel.cards import Card, DualCard
from ..kernel.errors import RefereeError
from .hand import best_high, best_low, hand_name, played_text
from .types import NO_WILDS, HandValue, Wilds

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any


def _side(value: HandValue) -> dict[str, Any]:
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
                wheel: bool = False, low: bool = True, low_kind: str = "deuce-to-seven") -> dict[str, Any]:
    cards = tuple(cards)
    if len(cards) < 5:
        raise RefereeError(f"need at least five cards, got {len(cards)}")
    return {
        "cards": [c.code for c in cards],
        "high": _side(best_high(cards, wild_high, wheel)),
        "low": _side(best_low(cards, wild_low, low_kind)) if low else None,
    }


def dual_report(cards: Sequence[DualCard], wild_high: Wilds = NO_WILDS, wild_low: Wilds = NO_WILDS,
                wheel: bool = True) -> dict[str, Any]:
    """A dual-value hand (High and Low Poker): judged as held (tops high, bottoms the weakest low), and
    the turns that make the best pair of hands (see dual.suggest_orientation for the objective)."""
    from .dual import judge_dual, suggest_orientation
    held = judge_dual(cards, wild_high, wild_low, wheel)
    best = suggest_orientation(cards, wild_high, wild_low, wheel)
    return {
        "cards": [c.code for c in held.cards],
        "high": _side(held.high),
        "low": _side(held.low),
        "suggestion": {
            "cards": [c.code for c in best.cards],
            "turn": [c.code for c, t in zip(held.cards, best.turned) if t],
            "high": _side(best.high),
            "low": _side(best.low),
        },
    }


def format_eval(report: dict[str, Any]) -> str:
    """One line per side: 'high: three jacks (J♠ J♥ 8♣ as J♦ K♠ 4♦)'; for dual-value cards, the turns."""
    lines = [f"high: {report['high']['text']}"]
    if report.get("low") is not None:
        lines.append(f"low:  {report['low']['text']}")
    best = report.get("suggestion")
    if best is not None:
        turn = ", ".join(best["turn"]) or "nothing"
        lines.append(f"best way up: turn over {turn} -> high: {best['high']['text']}; "
                     f"low: {best['low']['text']}")
    return "\n".join(lines)
