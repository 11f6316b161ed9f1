"""2s to 25's pot kind, `twenty-five`: the total closest to 25 takes the whole pot (how a hand counts and how ties
are broken: refcli/table/twentyfive_count.py, which the `tiecard-settle` step rules with)."""

from __future__ import annotations

from ...kernel.declare import Mechanic, PotKind
from ...kernel.errors import IllegalAction
from ...kernel.registry import POT_RULES
from ..twentyfive_count import KIND
from ..judged import PotRules


class _NotByShowdown(PotRules):
    """The pot kind's entry for the poker showdown (refcli/table/showdown.py), which cannot rule it: it needs the
    face-up card and maybe tie cards. The loader keeps it out of such games (`tiecard-settle`'s problem); this
    answers in one line should one be stored anyway."""

    def judge(self, kind, game, down, up, board, wilds=None, groups=None):
        raise IllegalAction("the twenty-five pot is ruled by its own showdown step (tiecard-settle), not by show")

    def tiebreaks(self, kind, game, judged, winners, contenders):
        return []

    def rules_lines(self, kind, game, share, others) -> list[str]:
        return [f"{share}: the total closest to 25, over or under alike.",
                "Cards count points: 2 to 10 their face value, J Q K 10, an ace 1 or 11; each ace plays whichever "
                "value brings the total closest to 25 (under rather than over when both are as close). Every card "
                "of the face-up card's suit counts double: courts 20, an ace 2 or 22. The ties are broken as the "
                "showdown step above says."]


POT_RULES.register(KIND)(_NotByShowdown())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "twenty-five": PotKind("closest to 25", "the total closest to 25", True, "high", counted=True,
                               stands_alone=True),
    },
)
