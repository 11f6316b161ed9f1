"""The poker hand of a high or low pot: the best hand the game's formation makes (best five, a layout of community
cards, two groups, dual-value cards), judged for the high or the low side with the player's wild cards. The high
and low pot kinds (refcli/table/potkinds/poker.py) are this, and a pot kind that judges a poker hand its own way
(two boards: refcli/table/potkinds/boards.py) asks it too: it is below the pot kinds, and none imports another."""

from __future__ import annotations

from ..kernel.declare import choice_words, setting_value
from ..kernel.mechanics import FORMATIONS
from ..rules.model import Game
from ..evaluate import formations as f
from ..evaluate.describe import five_text, wilds_became
from ..evaluate.hand import hand_name
from ..evaluate.types import FLUSH, HIGH_CARD, ONE_PAIR, STRAIGHT, TRIPS, TWO_PAIR, Wilds
from ..kernel.words import and_list
from .judged import Absent, Judged, PotRules, dual_sides, parsed, qualifier, rank_limit, split_tie

# The evaluator is imported with this module: it loads at the first ruling (refcli/table/showdown.py's
# _pot_rules), which judges hands at once, and a ruling judges each hand of each pot through here.


class PokerPot(PotRules):
    def judge(self, kind: str, game: Game, down, up, board, wilds=None, groups=None) -> Judged:
        if groups:   # two groups of five: each pot judges its own group alone
            own = parsed(groups[0] if kind == "high" else groups[1])
        elif game.hand == "dual":   # dual-value cards: the tops play high, the bottoms low, as held
            own = dual_sides(down + up, kind == "high")
        else:
            own = parsed(down) + parsed(up)
        shared = parsed(board)
        formed = _formed(kind, game, own, shared, wilds)
        if kind == "low" and not _qualifies(game, formed.value.score):
            return None         # no low this good: no part in the low share
        if kind == "high" and formed.value.score[0] < HIGH_QUALIFIERS[setting_value(game, "high_qualifier")]:
            return None         # no high hand this good: no part in the high share
        return _judged_hand(formed, game, shared, hand_name(formed.value))

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return split_tie(winners)

    def fallback(self, kind: str, game: Game) -> tuple[str, str] | None:
        """Where this share goes when nobody's hand qualifies for it (setting no_qualifying_hand): the pot kind
        that takes it and the sentence saying so ({share}: what the ruling calls the share), or None when the other
        pots take it (the club's way)."""
        taker = setting_value(game, "no_qualifying_hand")
        if taker == "other-pots":
            return None
        nobody = self.absent(kind, game).moved.split(":")[0]       # 'Nobody has a low of 8 or better'
        return taker, f"{nobody}: {{share}} goes to {choice_words(game, 'no_qualifying_hand')} (the game's rule)."

    def aces_low(self, kind: str, game: Game) -> bool:
        # An aces-low kind of low (game.house.low: ace-to-five, ace-to-six) counts an ace as the lowest card for
        # its odd quarters too: the kind's module declares it.
        if kind != "low":
            return False
        from ..evaluate.lowkinds import declared
        own = declared(game.house.low)
        return own is not None and own.aces_low

    def absent(self, kind, game) -> Absent:
        if kind == "high":
            good = choice_words(game, "high_qualifier")
            return Absent("no high", f"no high hand of {good}", f"No high hand of {good}",
                          f"Nobody has a high hand of {good}: the {{other}} takes the whole pot (the game's rule).")
        limit = rank_limit(qualifier(game))
        return Absent("no low", f"no low of {limit} or better", f"No low of {limit} or better",
                      f"Nobody has a low of {limit} or better: the {{other}} takes the whole pot (the game's rule).")


def _qualifies(game: Game, score) -> bool:
    limit = qualifier(game)
    if not limit:
        return True
    # A low score is its five's high-style score negated: a high-card five is one of five different ranks (and,
    # where straights and flushes count, neither), and -score[1] its highest rank. A kind with a module of its own
    # says it (lowkinds.py); the high-style lows share ace-to-five's check.
    from ..evaluate.acefive import qualifies
    from ..evaluate.lowkinds import declared
    own = declared(game.house.low)
    return (own.qualifies if own is not None else qualifies)(score, limit)


# A high share only a hand this good may win (Korean: a pair; Inverse Omaha: three of a kind): the lowest
# category that qualifies (refcli/evaluate/types.py), so the high-style score's first number says it.
HIGH_QUALIFIERS = {"none": HIGH_CARD, "a-pair": ONE_PAIR, "two-pair": TWO_PAIR, "three-of-a-kind": TRIPS,
                   "a-straight": STRAIGHT, "a-flush": FLUSH}




def _formed(kind: str, game: Game, own: list, board: list, wilds: tuple[Wilds, Wilds] | None = None):
    """The best hand the game's formation allows from the player's own and the community cards."""
    high, low = wilds or (game.wild_high, game.wild_low)
    judge = f.Judge.high(high, game.house.wheel) if kind == "high" else f.Judge.low(low, game.house.low)
    formation = FORMATIONS.get(game.hand)
    form = getattr(f, formation.form)
    if formation.form == "best_five":
        return form(own, judge)
    if formation.lines:
        return form(own, board, judge, formation.lines)
    if formation.form == "tin_queue":
        return form(own, board, judge, wrap=formation.wrap)
    return form(own, board, judge)


# The lines of a layout as a player at the table sees them (formations.py names them for the code).
_LINE_WORDS = {
    "iron-cross": {"top line": "the top row", "bottom line": "the bottom row",
                   "centre line": "the down line",
                   "diagonal": "the diagonal from top left to bottom right",
                   "other diagonal": "the diagonal from top right to bottom left"},
    "matrix": {"top row": "the top row", "middle row": "the middle row", "bottom row": "the bottom row",
               "left column": "the left column", "middle column": "the middle column",
               "right column": "the right column", "diagonal": "the diagonal from top left to bottom right",
               "other diagonal": "the diagonal from top right to bottom left"},
}


def _used_cards(formed, game: Game, board: list) -> str:
    """The community cards a hand used, named as the table sees them: 'the down line:
    7♠ K♥ 2♦', 'the 3rd, 4th and 5th cards of the row from the left: ...', 'A♥ A♦ from the board'."""
    if formed.line and game.hand in _LINE_WORDS:
        layout = f.IRON_CROSS_LINES if game.hand == "iron-cross" else f.MATRIX_LINES
        idx = dict(layout)[formed.line]
        return f"{_LINE_WORDS[game.hand][formed.line]}: {' '.join(board[i].label for i in idx)}"
    if formed.line and game.hand in ("tin-queue", "tin-queue-wrap"):
        from ..kernel.words import ordinal
        row = f.tin_queue_row(board)
        places = [int(n) for n in formed.line.split()[1].split("-")]
        around = " (around the end)" if places != sorted(places) else ""
        return (f"the {and_list([ordinal(n) for n in places])} cards of the row from the left{around}: "
                + " ".join(row[n - 1].label for n in places))
    if formed.line:     # a declared layout's line (refcli/table/potkinds/layouts.py): its words, the cards used
        return f"{formed.line}: {' '.join(c.label for c in formed.shared)}" if formed.shared else formed.line
    if formed.shared:
        return f"{' '.join(c.label for c in formed.shared)} from the board"
    return ""


def _judged_hand(formed, game: Game, board: list, short: str) -> Judged:
    """A poker hand's standing: its name, the five with each wild card beside what it became, the
    community cards it used."""
    v = formed.value
    cards = five_text(v.best, v.played, v.became)
    used = _used_cards(formed, game, board)
    words = f"{short} ({cards})"
    if used:
        words += f", with {used}"
    wilds = tuple((held.label, card.label) for held, card in wilds_became(v.best, v.played, v.became))
    return Judged(v.score, words, short, cards, wilds, used)
