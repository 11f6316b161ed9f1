"""`blinds`: the two players left of the dealer put in the small and the big blind before any card is seen.

The blinds are live: the betting round that follows counts them as put in (the big blind is the bet to call),
so a player who only calls the big blind owes the difference and the big blind may still raise. Amounts are
parameters, e.g. `blinds: {small: .25, big: .50}`; they must be whole quarters within the house's bet limit
(checked when the game is loaded, with the house's rules).

A `blinds` step without amounts takes them from the game's settings `small_blind` and `big_blind` (default
25¢ and 50¢), and the table may change them between hands with the `blinds SMALL BIG` verb (2s to 25); the
setting `blinds_live: false` makes them dead money that the first betting round does not count.
"""

from __future__ import annotations

from dataclasses import replace

from ...kernel.declare import Choice, Mechanic, NumberSetting, Setting, Verb, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.ledger import POT
from ...kernel.money import format_money, parse_amount
from ...kernel.registry import NIGHT_VERBS, STEPS
from ...language.script import Action, clause
from .base import StepKind

DEFAULTS = {"small": 25, "big": 50}


def amounts(step, game) -> tuple[int, int]:
    """The small and the big blind: the step's own amounts, else the game's settings."""
    return tuple(step.get(k, game.setting(f"{k}_blind", DEFAULTS[k])) for k in ("small", "big"))


def blinds_problem(small: int, big: int, house) -> str:
    if small % house.unit or big % house.unit:
        odd = small if small % house.unit else big
        return f"{format_money(odd)} is not a whole number of {format_money(house.unit)} units"
    if not 0 < small <= big:
        return (f"the big blind ({format_money(big)}) must be at least the small blind ({format_money(small)})"
                if small > 0 else "a blind is more than nothing")
    if big > house.max_bet:
        return f"a blind is at most the house's bet limit, {format_money(house.max_bet)}"
    return ""


@STEPS.register("blinds")
class Blinds(StepKind):
    name = "blinds"
    declares = ("posts-blinds",)
    passive = True
    owns = ("blinds",)     # the between-hands verb (below): offered by the shell only in a game with blinds
    params = {"small": ("amount", None, 25), "big": ("amount", None, 50)}

    def describe(self, step, game) -> str:
        small, big = amounts(step, game)
        said = (f"Blinds: the first player left of the dealer puts in {format_money(small)}, the next "
                f"{format_money(big)}")
        if step.get("small") is not None:
            return said + "; they count in the betting round that follows."
        live = setting_value(game, "blinds_live") == "true"
        return (said + ("; they count in the betting round that follows" if live else
                        "; they are dead: the betting round that follows starts from nothing")
                + f" (settings small_blind: {format_money(small)}, big_blind: {format_money(big)}, blinds_live: "
                  f"{'true' if live else 'false'}; between hands the table may change them: blinds SMALL BIG).")

    def problem(self, step, game) -> str:
        return blinds_problem(*amounts(step, game), game.house)

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        posted = {}
        for player, amount, what in zip(hand.active, amounts(step, hand.game), ("small", "big")):
            ctx.pay(player, POT, amount, f"{what} blind")
            posted[player] = amount
        if step.get("small") is not None or setting_value(hand.game, "blinds_live") == "true":
            from ..betting import betting
            betting(hand).blinds = posted
        ctx.lines.append("Blinds: " + ", ".join(f"{p} {format_money(a)} ({w})" for (p, a), w in
                                                zip(posted.items(), ("small", "big"))) + ".")


@NIGHT_VERBS.register("blinds")
def set_blinds(ctx, action) -> tuple[str, ...]:
    """`blinds SMALL BIG`, between hands: the blinds of the game being played, from the next deal on, for as
    long as it is played (a game picked later starts from its own settings)."""
    night = ctx.night
    if night.hand is not None:
        raise IllegalAction(f"the blinds change between hands: hand {night.hand.number} is being played")
    game = night.pick_game
    if game is None:
        raise IllegalAction(f"{night.picker} picks the next game first: type game NAME")
    steps = [s for s in game.steps if s.kind == "blinds"]
    if not steps:
        raise IllegalAction(f"{game.title} is played without blinds")
    if any(s.get("small") is not None for s in steps):
        raise IllegalAction(f"{game.title}'s blinds are fixed by its rules")
    small, big = action.amount, action.count
    problem = blinds_problem(small, big, game.house)
    if problem:
        raise IllegalAction(problem)
    kept = tuple((k, v) for k, v in game.settings if k not in ("small_blind", "big_blind"))
    night.pick_game = replace(game, settings=kept + (("small_blind", small), ("big_blind", big)))
    return (f"Blinds from the next deal: {format_money(small)} small, {format_money(big)} big "
            f"({game.title}, for as long as it is played).",)


@clause("blinds")
def parse_blinds(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`blinds SMALL BIG`: the two amounts (the big one kept in the action's count)."""
    if len(args) != 2:
        raise ParseError("usage: blinds SMALL BIG (like blinds .25 .50)")
    return Action("blinds", amount=parse_amount(args[0]), count=parse_amount(args[1]))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('blinds', 'blinds SMALL BIG',
             'between hands, in a game played with blinds (2s to 25): the small and the big blind from the next'
             ' deal, for as long as the game is played', group='between'),
    ),
    settings=(
        Setting("blinds_live", (Choice("true"), Choice("false"))),   # the blinds count toward the first betting round, or are dead
        NumberSetting("small_blind", "amount", 25, 10000, DEFAULTS["small"]),
        NumberSetting("big_blind", "amount", 25, 10000, DEFAULTS["big"]),
    ),
)
