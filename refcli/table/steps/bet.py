"""`bet`: one betting round — bet, raise, call, check, fold — under the house's limits. The round itself is
refcli/table/betting.py (below the mechanics, which No Peek's bet-on-beat plays too); this module registers
the step, the verb `in` and the settings of who opens.

Parameter `opens`: who acts first — `left-of-dealer` (the house rule), `first-bettor` (whoever made the
first bet of the previous round; if he has folded, the next player still in to his left; if nobody bet,
the first player left of the dealer), `current` (the player whose turn it is, inside an `each`), `big-blind` or
`left-of-big-blind` (after a `blinds` step), or `best-showing` (the strongest face-up cards).

`in PLAYER TOTAL [fold], ...`: the money without the betting, for a host who missed the bets (below, "typed as
totals").
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb
from ...kernel.errors import ParseError
from ...kernel.money import parse_amount
from ...kernel.registry import STEPS
from ...language.script import Action, clause, match_player
from ..betting import BettingRound


@STEPS.register("bet")
class Bet(BettingRound):
    name = "bet"


@clause("in")
def parse_in(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`in PLAYER TOTAL [fold], ...` (the whole line is one clause: refcli/language/script.py's whole-line verbs).
    The Action holds the players in ``players``, their totals in cents in ``text`` and the folds in ``second``."""
    usage = "usage: in PLAYER TOTAL [fold], PLAYER TOTAL [fold] ... (each player's total put in, in whole quarters)"
    names: list[str] = []
    cents: list[str] = []
    folds: list[str] = []
    for part in " ".join(args).split(","):
        words = part.split()
        if len(words) not in (2, 3) or (len(words) == 3 and words[2].lower() not in ("fold", "folds", "folded")):
            raise ParseError(usage)
        p = match_player(words[0], players)
        if p in names:
            raise ParseError(f"{p} is named twice")
        names.append(p)
        cents.append(str(0 if words[1].strip("$") in ("0", "0.00", ".00", "00") else parse_amount(words[1], 1)))
        if len(words) == 3:
            folds.append(p)
    return Action("in", players=tuple(names), text=" ".join(cents), second=tuple(folds))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb("in", "in PLAYER TOTAL [fold], PLAYER TOTAL [fold] ...",
             "the bets missed: each player's total put in this hand's betting, folds named (before a round's first "
             "bet; closes the rounds up to the next step that is more than cards dealt: in stud and Ebay, to the "
             "showdown or the auction; in Partners and the follow games, one round, for the wild cards)",
             role="in-hand"),
    ),
    settings=(
        Setting("first_round_opens", (Choice("big-blind"), Choice("left-of-big-blind"))),   # `opens: setting`: the first round
        Setting("later_rounds_open", (Choice("left-of-dealer"), Choice("first-bettor"))),   # ... and the later ones
    ),
)
