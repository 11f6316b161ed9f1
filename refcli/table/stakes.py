"""What a duel is played for (7½): money, or drinks (the game setting `stakes`).

Money moves straight between the two players as one posting, loser to winner: no pot is involved, so the
night's balances and settlement take it like any other game's money.

Drinks are not money. A drinks wager posts between two accounts of their own, `(drinks-lost:NAME)` for the
one who drinks and `(drinks-won:NAME)` for the one who made him drink, never a player's money account: the
balances, the settlement and the season (which read only the players' own accounts) never see them, and the
ledger still sums to zero. Amounts are kept in twelfths of a drink, so a half, a third, a quarter and a sixth
are all whole numbers; the setting `drink_part` says the smallest part a wager may use.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..kernel.declare import setting_value
from ..kernel.errors import IllegalAction, ParseError
from ..kernel.ledger import Posting
from ..kernel.money import format_money, parse_amount, unit_name
from ..kernel.safetext import shown

TWELFTHS = 12                               # a drink, in the ledger's unit for drinks
PARTS = {"third": 4, "half": 6, "quarter": 3, "sixth": 2, "whole": 12}     # drink_part -> twelfths
_PART_WORDS = {"third": "a third of a drink", "half": "half a drink", "quarter": "a quarter of a drink",
               "sixth": "a sixth of a drink", "whole": "a whole drink"}
DRINKS_MOST = 2 * TWELFTHS                  # the highest maximum a dealer may set in drinks
LOST, WON = "(drinks-lost:", "(drinks-won:"
_DRINKS = re.compile(r"^(?:(\d{1,2})(?:\+(\d{1,2})/(\d{1,2}))?|(\d{1,2})/(\d{1,2})|(\d{0,2}\.\d{1,4}))$")


def drinks(game) -> bool:
    return setting_value(game, "stakes") == "drinks"



def part(game) -> int:
    return PARTS[setting_value(game, "drink_part")]


def part_words(game) -> str:
    return _PART_WORDS[setting_value(game, "drink_part")]


def default_limit(game) -> int:
    """The maximum wager of a deal until the dealer sets one: the house bet limit, or one drink."""
    return TWELFTHS if drinks(game) else game.house.max_bet


def most(game) -> int:
    """The highest maximum a dealer may set: the house bet limit, or two drinks."""
    return DRINKS_MOST if drinks(game) else game.house.max_bet


def least(game) -> int:
    return part(game) if drinks(game) else game.house.unit


def parse(game, text: str) -> int:
    """A typed stake in the game's unit: cents (in whole house units), or twelfths of a drink (in whole
    parts: 2/3, 1, 1+1/3, .5)."""
    if not drinks(game):
        return parse_amount(text, game.house.unit)
    raw = text.strip()
    m = _DRINKS.match(re.sub(r"^(\d{1,2}) (\d{1,2}/)", r"\1+\2", raw))     # `1 1/3` as the table says it
    if not m:
        raise ParseError(f"'{shown(raw, 16)}' is not an amount of drinks: write 1, 2/3, 1+1/3 or .5")
    if m.group(1) is not None:
        amount = Fraction(int(m.group(1)))
        if m.group(2) is not None:
            if int(m.group(3)) == 0:
                raise ParseError(f"'{shown(raw)}' divides by zero")
            amount += Fraction(int(m.group(2)), int(m.group(3)))
    elif m.group(4) is not None:
        if int(m.group(5)) == 0:
            raise ParseError(f"'{shown(raw)}' divides by zero")
        amount = Fraction(int(m.group(4)), int(m.group(5)))
    else:
        amount = Fraction(m.group(6))
    twelfths = amount * TWELFTHS
    if amount <= 0:
        raise ParseError(f"{raw} is not a positive amount")
    if twelfths.denominator != 1 or twelfths.numerator % part(game):
        raise ParseError(f"{raw} is not a whole number of parts of a drink (the smallest part is "
                         f"{part_words(game)})")
    return int(twelfths)


def fmt(game, amount: int) -> str:
    return fmt_drinks(amount) if drinks(game) else format_money(amount)


def fmt_drinks(twelfths: int) -> str:
    """1/3 drink, 1 drink, 1 1/3 drinks."""
    value = Fraction(twelfths, TWELFTHS)
    whole, rest = divmod(value, 1)
    if not value:
        return "nothing"
    text = " ".join(x for x in ((str(whole) if whole else ""), (str(rest) if rest else "")) if x)
    return f"{text} drink" + ("s" if value > 1 else "")


def check_wager(game, amount: int, limit: int) -> None:
    if amount > limit:
        raise IllegalAction(f"a wager is at most {fmt(game, limit)}, the dealer's maximum for this deal")
    if amount < least(game):
        raise IllegalAction(f"a wager is at least {fmt(game, least(game))}")
    if not drinks(game) and amount % game.house.unit:
        raise IllegalAction(f"{format_money(amount)} is not a whole number of {unit_name(game.house.unit)}")


def check_limit(game, amount: int) -> None:
    top = most(game)
    if amount > top:
        where = "the house bet limit" if not drinks(game) else "the most a deal is played for"
        raise IllegalAction(f"the maximum wager is at most {fmt(game, top)}, {where}")
    if amount < least(game):
        raise IllegalAction(f"the maximum wager is at least {fmt(game, least(game))}")


def settle(ctx, game, loser: str, winner: str, amount: int) -> str:
    """Post a duel's wager from the loser to the winner; the words say who pays (or drinks)."""
    if drinks(game):
        # Posted past ctx.pay, which also notes the posting for a misdeal to give back: a drink drunk stays
        # drunk (and a refund would go through the pot, which holds money only).
        posting = Posting(f"{LOST}{loser})", f"{WON}{winner})", amount, "7½ duel")
        ctx.night.ledger.post(posting)
        ctx.postings.append(posting)
        return f"{loser} drinks {fmt_drinks(amount)} ({winner} wins)"
    ctx.pay(loser, winner, amount, "7½ duel")
    return f"{loser} pays {winner} {format_money(amount)}"


def tally(accounts: dict[str, int], players) -> list[tuple[str, int, int]]:
    """(player, drinks won, drinks lost) in twelfths, for each player with any, in seat order."""
    out = []
    for p in players:
        won, lost = accounts.get(f"{WON}{p})", 0), -accounts.get(f"{LOST}{p})", 0)
        if won or lost:
            out.append((p, won, lost))
    return out


def drinks_lines(night) -> list[str]:
    """The night's drinks, apart from its money: each player's drinks won and lost."""
    rows = tally(night.ledger.accounts, night.players)
    if not rows:
        return []
    lines = ["Drinks (kept apart from the money; nobody pays for them):"]
    for p, won, lost in rows:
        lines.append(f"  {p}: won {fmt_drinks(won)}, lost {fmt_drinks(lost)}")
    return lines


def drinks_json(night) -> dict:
    return {p: {"won": str(Fraction(won, TWELFTHS)), "lost": str(Fraction(lost, TWELFTHS))}
            for p, won, lost in tally(night.ledger.accounts, night.players)}
