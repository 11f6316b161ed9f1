"""Point-count games (5½-25½, 2s to 25, 7½): every total a hand can make, in exact fractions.

A card counts its face value (2-10), a court card (J Q K) counts ``court`` (½ or 10), an ace counts any
one of ``ace`` (1 or 11; 7½ plays aces as 1 only), each ace choosing for itself. Options the games add:
``double_suit`` (2s to 25: every card of the face-up suit counts double, an ace's chosen value too) and
``zero_colour`` ('red' or 'black': cards of that colour count nothing, a 5½-25½ variant).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from ..kernel.cards import Card
from ..kernel.errors import RefereeError

COLOURS = {"red": "hd", "black": "sc"}
TIE_SIDES = ("under", "over")


def card_points(card: Card, court: Fraction | int = Fraction(1, 2), ace: tuple[int, ...] = (1, 11),
                double_suit: str | None = None, zero_colour: str | None = None) -> tuple[Fraction, ...]:
    """The values one card may count (several only for an ace)."""
    if card.is_joker:
        raise RefereeError("a joker has no point value in this game")
    if zero_colour is not None:
        if zero_colour not in COLOURS:
            raise RefereeError(f"unknown colour '{zero_colour}' (red or black)")
        if card.suit in COLOURS[zero_colour]:
            return (Fraction(0),)
    if card.rank == 14:
        values = tuple(Fraction(a) for a in ace)
    elif card.rank >= 11:
        values = (Fraction(court),)
    else:
        values = (Fraction(card.rank),)
    if double_suit is not None and card.suit == double_suit:
        values = tuple(2 * v for v in values)
    return values


def point_totals(cards: Iterable[Card], court: Fraction | int = Fraction(1, 2), ace: tuple[int, ...] = (1, 11),
                 double_suit: str | None = None, zero_colour: str | None = None) -> tuple[Fraction, ...]:
    """Every total the hand can make, smallest first."""
    totals = {Fraction(0)}
    for card in cards:
        options = card_points(card, court, ace, double_suit, zero_colour)
        totals = {t + v for t in totals for v in options}
    return tuple(sorted(totals))


def closest_total(totals: Iterable[Fraction], target: Fraction | int, tie: str = "under",
                  may_exceed: bool = True) -> Fraction | None:
    """The total a player claims: the one closest to ``target``; at equal distance the one on the ``tie``
    side ('under': 5 beats 6 for 5½; 'over': 6 beats 5, the innies-beat-outies rule on a low target).
    With ``may_exceed=False`` (7½) totals over the target do not count; None when every total is over."""
    if tie not in TIE_SIDES:
        raise RefereeError(f"unknown tie side '{tie}' (under or over)")
    target = Fraction(target)
    options = [t for t in totals if may_exceed or t <= target]
    if not options:
        return None
    return min(options, key=lambda t: (abs(t - target), (t > target) if tie == "under" else (t < target)))


def format_points(value: Fraction) -> str:
    """A total as the table says it: 5½, ½, 26; other fractions as 7/3."""
    value = Fraction(value)
    whole, rest = divmod(value, 1)
    if rest == 0:
        return str(int(whole))
    if rest == Fraction(1, 2):
        return ("" if whole == 0 else str(int(whole))) + "½"
    return str(value)
