"""Money: integer cents, validated in whole quarters; parsed from what a dealer types, formatted for people."""

from __future__ import annotations

import re

from .errors import ParseError
from .lazyre import Later
from .safetext import shown

QUARTER = 25

# 1  1.00  $1  $1.25  .75  0.75  75c  75¢  3q  -- an optional leading $, a decimal or a count with a unit.
_AMOUNT = Later(r"^\$?(?:(?P<dollars>\d+(?:\.\d*)?|\.\d+)|(?P<cents>\d+)\s*(?:c|¢|cents?)|(?P<quarters>\d+)\s*q)$",
                re.IGNORECASE | re.ASCII)   # ASCII: "٣" or a full-width "１" is not a typed amount
MOST = 1000_00   # no single amount at a quarter table comes near $1,000: anything larger is a typo


def parse_amount(text: str, unit: int = QUARTER) -> int:
    """Parse an amount to cents; refuse anything that is not a whole, positive number of ``unit`` cents."""
    raw = text.strip()
    if len(raw) > 16:
        # Nothing at a quarter table runs to 16 characters; longer digit strings are typos (and int() of
        # thousands of digits is slow or refused outright).
        raise ParseError(f"'{shown(raw, 16)}' is too long to be an amount")
    m = _AMOUNT.match(raw)
    if not m:
        raise ParseError(f"'{shown(raw)}' is not an amount: write 1, 1.00, $1, .75, 75c or 3q")
    if m.group("quarters") is not None:
        cents = int(m.group("quarters")) * QUARTER
    elif m.group("cents") is not None:
        cents = int(m.group("cents"))
    else:
        whole, _, frac = m.group("dollars").partition(".")
        if len(frac.rstrip("0")) > 2:
            raise ParseError(f"{raw} is not a whole number of cents")
        cents = int(whole or 0) * 100 + int((frac + "00")[:2] or 0)
    if cents <= 0:
        raise ParseError(f"{raw} is not a positive amount")
    if cents > MOST:
        raise ParseError(f"{raw} is more than {format_money(MOST)}: not a table amount")
    if cents % unit:
        raise ParseError(f"{raw} is not a whole number of {unit_name(unit)}")
    return cents


def unit_name(unit: int) -> str:
    return "quarters" if unit == QUARTER else f"{format_money(unit)} units"


def format_money(cents: int, signed: bool = False) -> str:
    """$1.25, 75¢, -$3.00; with signed=True a gain shows +."""
    sign = "-" if cents < 0 else ("+" if signed and cents > 0 else "")
    c = abs(cents)
    if c < 100 and c != 0:
        return f"{sign}{c}¢"
    return f"{sign}${c // 100}.{c % 100:02d}"


def split_evenly(total: int, ways: int, unit: int = QUARTER) -> list[int]:
    """Split ``total`` cents into ``ways`` shares in whole units; the first shares take the odd units.

    The caller orders the recipients so that the first ones are those the house rule favours.
    """
    if ways <= 0:
        raise ValueError("split_evenly needs at least one way")
    units, rest = divmod(total, unit)
    if rest:
        raise ValueError(f"{total} cents is not a whole number of units")
    base, odd = divmod(units, ways)
    return [(base + (1 if i < odd else 0)) * unit for i in range(ways)]


def cents_hint(amount: int, limit: int) -> str:
    """The likely slip behind an amount over ``limit``: cents typed as dollars (`bet Bob 50` for 50¢).

    Returns " — did you mean 50¢ (.50)?" to append to the refusal, or "" when the amount read as cents
    would not be a whole, positive number of quarters within the limit (then it was no such slip).
    """
    if amount <= limit or amount % 100:
        return ""
    cents = amount // 100
    if not 0 < cents <= limit or cents % QUARTER:
        return ""
    typed = f".{cents:02d}" if cents < 100 else f"{cents // 100}.{cents % 100:02d}"
    return f" — did you mean {format_money(cents)} ({typed})?"
