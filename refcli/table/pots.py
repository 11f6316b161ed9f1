"""Dividing a pot: shares by pot kind, odd quarters to the high side, ties split with the club's suit rule."""

from __future__ import annotations

from fractions import Fraction

from ..kernel.cards import Card, card_order_key, parse_card
from ..kernel.money import split_evenly

from ..kernel.mechanics import POTS

# The pot kinds on the high side take odd quarters first; every other kind sits on the low side.
HIGH_SIDE = tuple(name for name, kind in POTS.items() if kind.high_side)


def divide_shares(total: int, shares: list[tuple[str, Fraction]], unit: int,
                  rounding: str = "high-side", yielding: frozenset[str] = frozenset()) -> dict[str, int]:
    """Cents per pot kind, in whole units.

    high-side: each kind gets its share rounded down, and the units left over go one at a time to the high
    side first (then the other kinds in the game's order) — the club's odd-quarter rule.
    nearest: each kind gets its share rounded to the nearest unit (a half to the high side); the high side
    absorbs what that leaves over or short.
    """
    units = total // unit
    # ``yielding``: the low-side kinds that let the others take odd units first (their pot kinds say so: a badugi).
    order = sorted((k for k, _ in shares), key=lambda k: (k not in HIGH_SIDE, k in yielding))
    # Worked in whole numbers over each share's denominator: int(units * share), and int(units * share + 1/2),
    # without a Fraction made for each.
    if rounding == "nearest":
        amounts = {kind: _trunc(2 * units * share.numerator + share.denominator, 2 * share.denominator)
                   if kind not in HIGH_SIDE else 0 for kind, share in shares}
        rest = units - sum(amounts.values())
        amounts[order[0]] += rest
        return {k: v * unit for k, v in amounts.items()}
    amounts = {kind: _trunc(units * share.numerator, share.denominator) for kind, share in shares}
    left = units - sum(amounts.values())
    i = 0
    while left > 0:
        amounts[order[i % len(order)]] += 1
        left -= 1
        i += 1
    return {k: v * unit for k, v in amounts.items()}


def _trunc(numerator: int, denominator: int) -> int:
    """int(Fraction(numerator, denominator)) for a positive denominator: toward zero."""
    whole = abs(numerator) // denominator
    return whole if numerator >= 0 else -whole


def deciding_card(player_cards: list[str], high_side: bool, aces_low: bool = False) -> Card | None:
    """The card that places a tied player for odd quarters: their highest card by suit on the high side,
    their lowest on the low side, counting all of their own cards (jokers never decide); ``aces_low``: an ace
    is the lowest card on the low side (an ace-to-five low)."""
    # A dual-value card decides by the value it plays on this side: its top for high, its bottom for low.
    own = [c for c in (parse_card(code.split("/")[0 if high_side else -1]) for code in player_cards)
           if not c.is_joker]
    if not own:
        return None
    if high_side:
        return max(own, key=card_order_key)
    return min(own, key=lambda c: _low_order_key(c, aces_low))


def _low_order_key(card: Card, aces_low: bool) -> tuple[int, int]:
    rank, suit = card_order_key(card)
    return (1 if aces_low and rank == 14 else rank), suit


def odd_quarter_order(players: list[str], cards: dict[str, list[str]], high_side: bool,
                      aces_low: bool = False) -> list[str]:
    """Order tied players for odd quarters, the favoured first."""
    def key(p: str):
        card = deciding_card(cards.get(p, []), high_side, aces_low)
        return (card_order_key(card) if high_side else _low_order_key(card, aces_low)) if card else (0, 0)
    return sorted(players, key=key, reverse=high_side)


def split_among(amount: int, winners: list[str], cards: dict[str, list[str]], high_side: bool,
                unit: int, aces_low: bool = False) -> list[tuple[str, int]]:
    ordered = odd_quarter_order(winners, cards, high_side, aces_low) if len(winners) > 1 else list(winners)
    return list(zip(ordered, split_evenly(amount, len(ordered), unit)))
