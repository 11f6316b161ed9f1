"""What can happen next: who may act, with which verbs, and what it costs them.

The one answer, asked of the step the hand is at. The status line (``pot_line``), `status`, the shell's
prompt and completion, and the random-play tests all read it; none works it out again.
"""

from __future__ import annotations

from ..kernel.money import format_money
from .flow import Ctx, ask_kinds, declares
from .state import Night
from .steps.base import Expect

# Verbs the table takes whatever step the hand is at (cards as they are dealt, money outside the betting).
ANYTIME = ("up", "down", "board", "indicator", "pay", "penalty")
BETWEEN_HANDS = ("game", "deal", "pay", "penalty", "end")


def expect(night: Night | None) -> Expect | None:
    """What the table waits for in the hand under way (None between hands or without a night)."""
    if night is None or night.hand is None:
        return None
    held = next((e for e in night.hand.ask("waits_for", night.hand) if e is not None), None)
    if held is not None:        # a mechanic holding the table says what it waits for
        return held
    ctx = Ctx(night)
    found = ctx.current()
    if found is None:
        return None
    s, kind = found
    return kind.expects(ctx, s)


def pot_line(night: Night) -> str:
    e = expect(night)
    game = night.hand.game if night.hand is not None else night.pick_game
    if game is not None and not night.ledger.pot and declares(game, "no-pot"):
        return e.words if e is not None else ""     # no pot in the game (7½'s duels): only what comes next
    text = f"pot {format_money(night.ledger.pot)}"
    if e is not None and e.words:
        text += (" · betting over: " if e.showdown else " · ") + e.words
    return text


def showdown_prompt(night: Night) -> str:
    e = expect(night)
    return e.words if e is not None else ""


def no_betting_now(ctx: Ctx) -> str:
    """Why a betting round cannot be closed or the showdown reached yet, from the step under way: what the betting
    round says, and the draw and the take-or-pass say while they are under way."""
    hand = ctx.hand
    why = next((why for why in ask_kinds(hand.game, "betting_not_over", ctx) if why), "")
    if why:     # a mechanic that ends the betting its own way (5½-25½: once everyone is locked)
        return why
    of = "" if declares(hand.game, "open-rounds") else f" of {hand.game.betting_rounds}"
    return f"the betting is not over: round {hand.round + 1}{of} ({pot_line(ctx.night)})"
