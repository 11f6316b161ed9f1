"""The high and low pots: the best poker hand the game's formation makes (best five, a layout of community
cards, two groups, dual-value cards), judged for the high or the low side with the player's wild cards
(refcli/table/pokerpot.py, below the pot kinds)."""

from __future__ import annotations

from ...kernel.declare import Choice, Formation, Mechanic, NumberSetting, PotKind, Setting
from ...kernel.registry import POT_RULES
from ..judged import HIGH_HAND, PotRules


def _poker():
    """The poker hand's judging (refcli/table/pokerpot.py and the evaluator under it), loaded at the first ruling:
    `refcli rules` reads only this module's words."""
    from ..pokerpot import PokerPot
    return PokerPot()


class PokerShare(PotRules):
    """The high or the low share: judged by the poker hand (refcli/table/pokerpot.py), worded here."""

    def judge(self, kind, game, down, up, board, wilds=None, groups=None):
        return _poker().judge(kind, game, down, up, board, wilds, groups)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return _poker().tiebreaks(kind, game, judged, winners, contenders)

    def fallback(self, kind, game):
        return _poker().fallback(kind, game)

    def aces_low(self, kind, game) -> bool:
        return _poker().aces_low(kind, game)

    def absent(self, kind, game):
        return _poker().absent(kind, game)

    def yields_odd_quarters(self, kind, game) -> str:
        return _poker().yields_odd_quarters(kind, game)

    def rules_lines(self, kind, game, share, others) -> list[str]:
        from ...kernel.declare import choice_words, setting_value
        from ...kernel.words import and_list
        from ..judged import qualifier, rank_limit
        if setting_value(game, "no_qualifying_hand") == "other-pots":
            unqualified = f"{and_list(others)} takes the whole pot"
        else:       # a share nobody qualifies for goes to the hand the game names
            unqualified = f"it goes to {choice_words(game, 'no_qualifying_hand')}" + (
                f" (with none of those either, {and_list(others)} takes the whole pot)" if others else "")
        if kind == "high" and setting_value(game, "high_qualifier") != "none":
            # a qualifier (a pair or better): only such a high hand takes part in this share
            return [f"{share}: the best high hand of {choice_words(game, 'high_qualifier')}; with none, "
                    f"{unqualified}."]
        if kind == "high":
            return [f"{share}: the best high hand."]
        low = game.house.low
        limit = qualifier(game)
        if limit:       # a qualifier (8 or better): only such a low takes part in this share
            top = rank_limit(limit)
            from ...evaluate.lowkinds import declared
            own = declared(low)         # a low with a module of its own says what its qualifying low must also be
            also = own.qualifier_also if own is not None else (
                ", no straight and no flush" if low == "deuce-to-seven" else "")
            return [f"{share}: the best {low} low hand of {top} or better (five different ranks, none above "
                    f"{top}{also}); with none, {unqualified}."]
        return [f"{share}: the weakest poker hand (the low hand)." if low == "weakest" else
                f"{share}: the best {low} low hand."]


POT_RULES.register(HIGH_HAND)(PokerShare())
POT_RULES.register("low")(PokerShare())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    # A low share only a low this good may win (Stud 8, Omaha 8: 8; Omaha 10-or-better's deuce-to-seven low: 10;
    # Mississippi Studugi's badugi: 13, any four-card badugi); 0: any low. A high share only a high hand this
    # good may win. With no qualifying hand the other pots take the whole pot.
    settings=(NumberSetting("low_qualifier", "whole", 0, 13, 0),
              Setting("high_qualifier", (
                  Choice("none", "any high hand", "lets any high hand win the high share"),
                  Choice("a-pair", "a pair or better", "lets only a pair or better win the high share"),
                  Choice("two-pair", "two pair or better", "lets only two pair or better win the high share"),
                  Choice("three-of-a-kind", "three of a kind or better",
                         "lets only three of a kind or better win the high share"),
                  Choice("a-straight", "a straight or better", "lets only a straight or better win the high share"),
                  Choice("a-flush", "a flush or better", "lets only a flush or better win the high share"))),
              # Where a share goes that no hand qualifies for (Stampler: the low half to the highest spade in the
              # hole; Duck Flush: with no flush the best deuce-to-seven low takes the pot). The pot kind named
              # judges every hand still in, without the share's qualifier.
              Setting("no_qualifying_hand", (
                  Choice("other-pots", "the other pots", "gives a share nobody qualifies for to the other pots"),
                  Choice("high-chicago", "the highest spade in the hole",
                         "gives a share nobody qualifies for to the highest spade in the hole"),
                  Choice("low", "the best low hand",
                         "gives a share nobody qualifies for to the best low hand")))),
    pots={
        "high": PotKind("high hand", "the high hand", True, "high", label="high", plain_side=True),
        "low": PotKind("low hand", "the low hand", False, "low", label="low", low_wilds=True, plain_side=True),
    },
    # How a game's `hand:` forms each player's five (the function of refcli/evaluate/formations.py that `_formed`
    # calls): the loader reads the community cards each needs, `refcli rules` its words.
    formations={
        "best-five": Formation((0, 0), "Each player's hand is the best five of his own cards.", "best_five"),
        "texas-draw": Formation((1, 52), "Each player's hand is the best five of his own cards and the community cards"
                                         " together.", "texas_draw"),
        "iron-cross": Formation((7, 7), "Each player's hand is all five of his own cards, or two of them with a whole "
                                        "line of the cross: the top row, the bottom row, the down line (the upright "
                                        "through the centre card), or either diagonal.", "iron_cross"),
        "matrix": Formation((9, 9), "Each player's hand is all five of his own cards, or two of them with a whole row,"
                                    " column or diagonal of the square.", "matrix"),
        "tin-queue": Formation((7, 7), "Each player's hand is all five of his own cards, or two of his with three "
                                       "community cards side by side, or three of his with two side by side.",
                                       "tin_queue"),
        "tin-queue-wrap": Formation((7, 7), "Each player's hand is all five of his own cards, or two of his with three"
                                            " community cards side by side, or three of his with two side by side; the"
                                            " row wraps around.", "tin_queue", wrap=True),
        "omaha": Formation((3, 52), "Each player's hand is exactly two of his own cards with exactly three of the "
                                   "community cards (Omaha: never one, three or four of his own), for each pot "
                                   "alone.", "omaha"),
        "two-groups": Formation((0, 0), "Each player splits his cards into a high group of five and a low group of "
                                        "five, each judged alone (type them as show PLAYER HIGH FIVE / LOW FIVE); a "
                                        "player whose low group beats his high group must fold.", "best_five",
                                cards=10, pots=("high", "low"),
                                needs="two groups of five need ten cards each and a high pot and a low pot"),
        "dual": Formation((0, 0), "Each player's cards are dual-value cards: as he holds them at the show, the top "
                                  "values make his high hand and the bottom values his low hand (type each card "
                                  "top/bottom, like Kh/4c).", "best_five"),
    },
)
