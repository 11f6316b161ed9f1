"""Folding, which every step with players on turn allows: the buy-out rule, the payment, leaving the hand."""

from __future__ import annotations

from ...kernel.errors import IllegalAction
from ...kernel.ledger import POT
from ...kernel.money import format_money
from ..flow import fold_out


def check_fold_verb(ctx, verb: str, who: str) -> None:
    """`fold` in a game played with a buy-out asks for `buyout`, and `buyout` in one without asks for `fold`."""
    game = ctx.hand.game
    if verb == "fold" and game.buyout_required:
        raise IllegalAction(f"{game.title} is played with a {format_money(game.house.buyout)} buy-out: "
                            f"type buyout {who}")
    if verb == "buyout" and not game.buyout_required:
        raise IllegalAction(f"{game.title} has no buy-out: type fold")


def player_on_turn(ctx, action, on_turn: str, doing: str) -> str:
    """The player a line of a step played in turn is for (the one named, else the one on turn), refused when he
    has folded or it is not his turn (``doing``: what the player on turn does, 'draw', 'buy a card or not')."""
    from .base import in_hand
    if action.verb in ("fold", "buyout"):
        check_fold_verb(ctx, action.verb, action.player or on_turn)
    p = action.player or on_turn
    in_hand(ctx.hand, p)
    if p != on_turn:
        raise IllegalAction(f"it is {on_turn}'s turn to {doing}, not {p}'s")
    return str(p)


def folder(action, on_turn: str | None) -> str:
    """Who folds: the player named, else the one the table waits for (a fold without a name is his, as every
    clause without a name is); where it waits for everyone at once (a pass, a tie card), a name is needed."""
    if action.player is not None:
        return action.player
    if on_turn is None:
        raise IllegalAction(f"name the player ({action.verb} PLAYER): the table waits for no one player now")
    return on_turn


def fold(ctx, player: str, verb: str) -> str:
    """Take ``player`` out of the hand, paying the buy-out where the verb is `buyout`; return the words."""
    game = ctx.hand.game
    said = f"{player} folds"
    if verb == "buyout":
        ctx.pay(player, POT, game.house.buyout, "buy-out")
        said = f"{player} buys out for {format_money(game.house.buyout)}"
    fold_out(ctx, player)
    return said
