"""Badugi: the best hand of up to four of a player's own cards of different suits and different ranks (a four-card
badugi beats any three-card hand, then the lowest highest card down). Aces are low; Badeucey's badugi plays them
high. Only the player's own cards play: a board, where a game has one, is for its other pots. Hidugi judges the same hands
the other way: aces high, more cards beat fewer, then the highest highest card."""

from __future__ import annotations

from ...evaluate.badugi import best_badugi, describe_badugi
from ...kernel.declare import Formation, Mechanic, PotKind
from ...kernel.registry import POT_RULES
from ..judged import Absent, Judged, PotRules, parsed, qualifier, rank_limit, split_tie


class BadugiPot(PotRules):
    def __init__(self, aces_low: bool, high: bool = False) -> None:
        self.ace_is_low = aces_low  # also how the showdown orders tied players' lowest cards for odd quarters
        self.high = high            # hidugi: the highest badugi wins (no low qualifier holds for it)

    def judge(self, kind, game, down, up, board, wilds=None, groups=None) -> Judged | None:
        hand = best_badugi(parsed(down) + parsed(up), self.ace_is_low, self.high)
        if not hand.cards or not (self.high or qualifies(hand.score, qualifier(game))):
            return None         # the game's low qualifier: only a four-card badugi none above it takes part
        short = describe_badugi(hand)
        cards = " ".join(c.label for c in hand.cards)
        return Judged(hand.score, f"{short} ({cards})", short, cards)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return split_tie(winners)       # suits never break a tie

    def rules_lines(self, kind, game, share, others) -> list[str]:
        limit = qualifier(game)
        if self.high or not limit:      # the low qualifier holds for a badugi too (not for hidugi's high one)
            return super().rules_lines(kind, game, share, others)
        from ...kernel.mechanics import POTS
        from ...kernel.words import and_list
        top = rank_limit(limit)
        good = "a four-card badugi" if limit >= 13 else f"a four-card badugi of {top} or better (none above {top})"
        return [f"{share}: {POTS.get(kind).rules_name}; only {good} takes part; with none, {and_list(others)} "
                f"takes the whole pot."]

    def aces_low(self, kind, game) -> bool:
        return self.ace_is_low

    def yields_odd_quarters(self, kind, game) -> str:
        # A badugi is a four-card hand: split with a five-card low (Badacey, Badeucey) neither share is the high
        # side, and cardrooms treat the five-card hand as the high one for the odd chip (BARGE's rules on ties).
        return "" if self.high else "the four-card badugi's"

    def absent(self, kind, game) -> Absent:
        limit = 0 if self.high else qualifier(game)
        if limit:
            good = badugi_limit_words(limit)
            return Absent("no badugi", f"no {good}", f"No {good}",
                          f"Nobody has a {good}: the {{other}} takes the whole pot (the game's rule).")
        return Absent("no card", "no card", "No card",
                      "Nobody has a card for the badugi: the {other} takes the whole pot (the game's rule).")


def qualifies(score: tuple[int, ...], limit: int) -> bool:
    """Whether a badugi takes part under the game's low qualifier (0: any): four cards, none above ``limit``
    (13: any four-card badugi; with aces high an ace is above every limit)."""
    return not limit or (score[0] == 4 and -score[1] <= limit)


def badugi_limit_words(limit: int) -> str:
    """'four-card badugi of 7 or better'; at king, any four-card badugi: 'four-card badugi'."""
    return "four-card badugi" if limit >= 13 else f"four-card badugi of {rank_limit(limit)} or better"


POT_RULES.register("badugi")(BadugiPot(aces_low=True))
POT_RULES.register("badugi-aces-high")(BadugiPot(aces_low=False))
POT_RULES.register("hidugi")(BadugiPot(aces_low=False, high=True))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "badugi": PotKind("badugi", "the best badugi: up to four of a player's own cards of different suits and "
                          "different ranks, aces low; more cards beat fewer (a four-card badugi beats any "
                          "three-card hand), then the lowest highest card, then the next down", False, "low"),
        "badugi-aces-high": PotKind("aces-high badugi", "the best badugi with aces high: up to four of a player's "
                                    "own cards of different suits and different ranks; more cards beat fewer, "
                                    "then the lowest highest card (an ace is the highest), then the next down",
                                    False, "low"),
        "hidugi": PotKind("hidugi", "the best hidugi: up to four of a player's own cards of different suits and "
                          "different ranks, aces high; more cards beat fewer, then the highest highest card, then "
                          "the next down", True, "high"),
    },
    # A game of badugi alone (hand: badugi) says how its hands are made; the pot judges any of a player's cards.
    formations={
        "badugi": Formation((0, 0), "Each player's hand is his best badugi: as many of his own cards as have no two "
                                    "of one suit and no two of one rank, four at most.", "best_five"),
    },
)
