"""How a player forms a hand from own and community cards, on top of the evaluator in hand.py.

Every formation returns a Formed: the best HandValue it allows and which of the five cards were the
player's own and which were community cards (and which line of a layout, if any). Between equal hands
the first found is kept, and the player's own five are always tried first.

Layouts take the community cards in the order they were dealt and know their geometry:

Iron Cross (seven cards): the centre card, then three laid in a row above it (left to right), then three
in a row below it (left to right)::

    T1 T2 T3            board = (C, T1, T2, T3, B1, B2, B3)
       C
    B1 B2 B3

  Its five lines of three: the top line T1 T2 T3, the bottom line B1 B2 B3, the centre line T2 C B2 (the
  upright of the cross), and the two diagonals T1 C B3 and T3 C B1.

Matrix (nine cards): the middle row first (left to right), then the top row, then the bottom row, a
3x3 square. Its eight lines: three rows, three columns, two diagonals.

Tin Queue (seven cards in a row): the centre card, then three dealt to its right going outward, then
three dealt to its left going outward, so the row left to right is L3 L2 L1 C R1 R2 R3. With wrap, the
two ends of the row are adjacent too (a circle).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from ..kernel.records import dataclass
from ..kernel.cards import Card
from ..kernel.errors import RefereeError
from .hand import ACE_TO_FIVE, best_high, best_low, high_score, low_score
from .types import HIGH, LOW, NO_WILDS, HandValue, Wilds


@dataclass(frozen=True)
class Judge:
    """One side of one game: which side, its wild cards, the wheel (high) and the kind of low."""

    side: str = HIGH
    wilds: Wilds = NO_WILDS
    wheel: bool = False
    low_kind: str = "deuce-to-seven"

    @classmethod
    def high(cls, wilds: Wilds = NO_WILDS, wheel: bool = False) -> "Judge":
        return cls(HIGH, wilds, wheel)

    @classmethod
    def low(cls, wilds: Wilds = NO_WILDS, kind: str = "deuce-to-seven") -> "Judge":
        return cls(LOW, wilds, False, kind)

    def value(self, cards: Sequence[Card]) -> HandValue:
        if self.side == HIGH:
            return best_high(cards, self.wilds, self.wheel)
        return best_low(cards, self.wilds, self.low_kind)

    def score(self, cards: Sequence[Card]) -> tuple[int, ...]:
        if self.side == HIGH:
            return high_score(cards, self.wilds, self.wheel)
        return low_score(cards, self.wilds, self.low_kind)


@dataclass(frozen=True)
class Formed:
    """The best hand a formation allows. own / shared: the player's and the community's cards in the five."""

    value: HandValue
    own: tuple[Card, ...]
    shared: tuple[Card, ...] = ()
    line: str = ""


def _split_best(value: HandValue, own: Sequence[Card], shared: Sequence[Card]) \
        -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Which of the five came from the player and which from the table (two decks: count, not identity)."""
    left = Counter(own)
    mine, table = [], []
    for card in value.best:
        if left[card] > 0:
            left[card] -= 1
            mine.append(card)
        else:
            table.append(card)
    return tuple(mine), tuple(table)


def best_five(cards: Sequence[Card], judge: Judge) -> Formed:
    """The best five of any number of the player's own cards (stud: seven, eight, ten cards)."""
    value = judge.value(cards)
    return Formed(value, value.best)


def arranged(five_cards: Sequence[Card], judge: Judge) -> Formed:
    """Exactly the five cards the player arranged (Amarillo): no choosing."""
    if len(five_cards) != 5:
        raise RefereeError(f"an arranged hand is exactly five cards, got {len(five_cards)}")
    value = judge.value(five_cards)
    return Formed(value, value.best)


def texas_draw(own: Sequence[Card], board: Sequence[Card], judge: Judge) -> Formed:
    """The best five of the player's own cards and the community cards together."""
    value = judge.value(tuple(own) + tuple(board))
    mine, table = _split_best(value, own, board)
    return Formed(value, mine, table)


def _best_of(own: Sequence[Card], options: list[tuple[str, tuple[Card, ...], int]], judge: Judge) -> Formed:
    """The player's own five, or n own cards with a line; options are (line name, line cards, n own)."""
    own = tuple(own)
    best_score: tuple[int, ...] | None = None
    best_pick: tuple[tuple[Card, ...], tuple[Card, ...], str] | None = None
    if len(own) >= 5:
        best_score = judge.score(own)
        best_pick = (own, (), "")
    for name, line, n in options:
        seen: set[tuple[Card, ...]] = set()
        for mine in combinations(own, n):
            key = tuple(sorted(mine))
            if key in seen:
                continue
            seen.add(key)
            score = judge.score(mine + line)
            if best_score is None or score > best_score:
                best_score, best_pick = score, (mine, line, name)
    if best_pick is None:
        raise RefereeError("this player has too few cards to make a hand")
    mine, line, name = best_pick
    value = judge.value(mine + line)
    if not line:
        return Formed(value, value.best)
    return Formed(value, *_split_best(value, mine, line), line=name)


IRON_CROSS_LINES = (("top line", (1, 2, 3)), ("bottom line", (4, 5, 6)), ("centre line", (2, 0, 5)),
                    ("diagonal", (1, 0, 6)), ("other diagonal", (3, 0, 4)))
MATRIX_LINES = (("top row", (3, 4, 5)), ("middle row", (0, 1, 2)), ("bottom row", (6, 7, 8)),
                ("left column", (3, 0, 6)), ("middle column", (4, 1, 7)), ("right column", (5, 2, 8)),
                ("diagonal", (3, 1, 8)), ("other diagonal", (5, 1, 6)))


def _need_board(board: Sequence[Card], n: int, layout: str) -> tuple[Card, ...]:
    if len(board) != n:
        raise RefereeError(f"{layout} needs {n} community cards, got {len(board)}")
    return tuple(board)


def _lines(own: Sequence[Card], board: Sequence[Card], lines: tuple[tuple[str, tuple[int, ...]], ...],
           judge: Judge) -> Formed:
    options = [(name, tuple(board[i] for i in idx), 2) for name, idx in lines]
    return _best_of(own, options, judge)


def iron_cross(own: Sequence[Card], board: Sequence[Card], judge: Judge) -> Formed:
    """All five own cards, or two own cards and a whole line of three of the cross (see the module doc)."""
    return _lines(own, _need_board(board, 7, "Iron Cross"), IRON_CROSS_LINES, judge)


def matrix(own: Sequence[Card], board: Sequence[Card], judge: Judge) -> Formed:
    """All five own cards, or two own cards and any row, column or diagonal of the 3x3 square."""
    return _lines(own, _need_board(board, 9, "Matrix"), MATRIX_LINES, judge)


def tin_queue_row(board: Sequence[Card]) -> tuple[Card, ...]:
    """The seven cards left to right, from the order they were dealt (centre, three right, three left)."""
    b = _need_board(board, 7, "Tin Queue")
    return (b[6], b[5], b[4], b[0], b[1], b[2], b[3])


def tin_queue(own: Sequence[Card], board: Sequence[Card], judge: Judge, wrap: bool = False) -> Formed:
    """All five own cards, or two own and three adjacent community cards, or three own and two adjacent."""
    row = tin_queue_row(board)
    options = []
    for size, n in ((3, 2), (2, 3)):
        starts = range(7) if wrap else range(8 - size)
        for start in starts:
            idx = [(start + k) % 7 for k in range(size)]
            name = "cards " + "-".join(str(i + 1) for i in idx) + " of the row"
            options.append((name, tuple(row[i] for i in idx), n))
    return _best_of(own, options, judge)


# --- A layout declared as data: lines of community cards, each with how many own cards play with it ------

Line = tuple[str, tuple[tuple[int, ...], ...], tuple[int, ...]]


def line_picks(board: Sequence[Card], groups: tuple[tuple[int, ...], ...], count: int) -> list[tuple[Card, ...]]:
    """The ways to take ``count`` community cards from a line: any of its one group (no group: the whole
    board), or exactly one of each of its groups."""
    if len(groups) <= 1:
        cards = tuple(board) if not groups else tuple(board[i] for i in groups[0])
        return list(combinations(cards, count)) if count <= len(cards) else []
    if count != len(groups):
        return []
    picks: list[tuple[Card, ...]] = [()]
    for group in groups:
        picks = [p + (board[i],) for p in picks for i in group]
    return picks


def by_lines(own: Sequence[Card], board: Sequence[Card], judge: Judge, lines: tuple[Line, ...]) -> Formed:
    """The best hand of a layout's lines (see refcli/kernel/declare.py, Formation.lines): for each line, each
    number of his own cards it allows, the best five of that many of his cards with the rest from the line.
    Between equal hands the first found is kept; ``line`` names the line played."""
    own, board = tuple(own), tuple(board)
    top = max((i for _, groups, _ in lines for g in groups for i in g), default=-1)
    if len(board) <= top:
        raise RefereeError(f"this layout needs {top + 1} community cards, got {len(board)}")
    best_score: tuple[int, ...] | None = None
    best: tuple[tuple[Card, ...], tuple[Card, ...], str] | None = None
    for name, groups, owns in lines:
        for n in owns:
            shared_picks = line_picks(board, groups, 5 - n)
            for mine in combinations(own, n):
                for shared in shared_picks:
                    score = judge.score(mine + shared)
                    if best_score is None or score > best_score:
                        best_score, best = score, (mine, shared, name)
    if best is None:
        raise RefereeError("this player has too few cards to make a hand")
    mine, shared, name = best
    value = judge.value(mine + shared)
    return Formed(value, *_split_best(value, mine, shared), line=name)


# --- Omaha: exactly so many cards from the hand and so many from the board ----------------------------

def omaha(own: Sequence[Card], board: Sequence[Card], judge: Judge, from_hand: int = 2,
          from_board: int = 3) -> Formed:
    """The best hand of exactly ``from_hand`` of the player's cards and ``from_board`` community cards
    (Omaha: two of four, or of five, and three of five). Each half is its own call with its own judge, so
    the high and the low may use different cards; with four spades on the board and one in the hand there
    is no flush, as only three board cards play.
    """
    own, board = tuple(own), tuple(board)
    if from_hand < 0 or from_board < 0 or from_hand + from_board != 5:
        raise RefereeError(f"a hand is five cards: {from_hand} from the hand and {from_board} from the board "
                           "do not make five")
    if len(own) < from_hand:
        raise RefereeError(f"this game plays exactly {from_hand} cards from the hand, and the player has {len(own)}")
    if len(board) < from_board:
        raise RefereeError(f"this game plays exactly {from_board} cards from the board, and the board has {len(board)}")
    mine, shared = _fast_omaha(own, board, judge, from_hand, from_board) or \
        _omaha_pick(own, board, judge, from_hand, from_board)
    value = judge.value(mine + shared)
    from_own, from_board_cards = _split_best(value, mine, shared)
    return Formed(value, from_own, from_board_cards)


def _omaha_pick(own: Sequence[Card], board: Sequence[Card], judge: Judge, from_hand: int,
                from_board: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Every choice of cards judged by score; between equal hands the first found is kept."""
    boards = list(combinations(board, from_board))
    best_score: tuple[int, ...] | None = None
    best: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    for mine in combinations(own, from_hand):
        for shared in boards:
            score = judge.score(mine + shared)
            if best_score is None or score > best_score:
                best_score, best = score, (mine, shared)
    return best


def _fast_omaha(own: Sequence[Card], board: Sequence[Card], judge: Judge, from_hand: int,
                from_board: int) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
    """_omaha_pick over the bulk ints of natural.py and acefive.py, which order hands exactly as the
    tuple scores do (ties included), so the same cards are picked. Only for cards of one deck with no
    wild card or joker, and the kinds of hand those ints know; None otherwise."""
    if judge.wilds.any or any(c.rank < 2 for c in own) or any(c.rank < 2 for c in board):
        return None
    from .natural import RANK_SHIFT, encode, fast_evaluator
    own_codes = [encode(c) for c in own]
    board_codes = [encode(c) for c in board]
    if len(set(own_codes + board_codes)) != len(own) + len(board):
        return None     # two decks: the ints count at most four of a rank
    if judge.side == HIGH:
        score = fast_evaluator(judge.wheel).sum5
    elif judge.low_kind == "deuce-to-seven":
        score = fast_evaluator(False).low_sum5
    elif judge.low_kind == ACE_TO_FIVE:
        from .acefive import low5_table
        table = low5_table()

        def score(total: int) -> int:
            return table[total >> RANK_SHIFT]
    else:
        return None
    boards = [(idx, sum(board_codes[i] for i in idx)) for idx in combinations(range(len(board)), from_board)]
    best_score: int | None = None
    best: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    for mine in combinations(range(len(own)), from_hand):
        mine_sum = sum(own_codes[i] for i in mine)
        for shared, shared_sum in boards:
            value = score(mine_sum + shared_sum)
            if best_score is None or value > best_score:
                best_score, best = value, (mine, shared)
    return tuple(own[i] for i in best[0]), tuple(board[i] for i in best[1])


# --- High Hand, Low Hand: two groups of five ----------------------------------------------------------

@dataclass(frozen=True)
class Groups:
    """A split of ten cards into a high group and a low group, each judged alone.

    fouled: the low group is a better poker hand than the high group (judged as it plays, with the low
    group's wild cards), which the game does not allow: the player must fold.
    """

    high: HandValue
    low: HandValue
    high_group: tuple[Card, ...]
    low_group: tuple[Card, ...]
    fouled: bool


def judge_groups(high_group: Sequence[Card], low_group: Sequence[Card], high: Judge, low: Judge) -> Groups:
    """Judge a split the player made: five cards for high, five for low."""
    high_group, low_group = tuple(high_group), tuple(low_group)
    if len(high_group) != 5 or len(low_group) != 5:
        raise RefereeError("each group is exactly five cards")
    hv = high.value(high_group)
    lv = low.value(low_group)
    fouled = high_score(low_group, low.wilds, high.wheel) > hv.score
    return Groups(hv, lv, high_group, low_group, fouled)


def suggest_groups(ten: Sequence[Card], high: Judge, low: Judge) -> Groups:
    """The split a player should make: the best high group first, then, among splits giving that high
    hand, the best low group. (A player could trade some high for a better low; we keep the high, which
    is what the table expects of a suggestion, and never suggest a fouled split when a clean one ties.)"""
    ten = tuple(ten)
    if len(ten) != 10:
        raise RefereeError(f"High Hand, Low Hand splits ten cards, got {len(ten)}")
    seen: set[tuple[Card, ...]] = set()
    scored: list[tuple[tuple[int, ...], tuple[Card, ...], tuple[Card, ...]]] = []
    for idx in combinations(range(10), 5):
        group = tuple(ten[i] for i in idx)
        key = tuple(sorted(group))
        if key in seen:
            continue
        seen.add(key)
        rest = tuple(ten[i] for i in range(10) if i not in idx)
        scored.append((high.score(group), group, rest))
    top = max(s for s, _, _ in scored)
    best: tuple[tuple[bool, tuple[int, ...]], tuple[Card, ...], tuple[Card, ...]] | None = None
    for score, group, rest in scored:
        if score != top:
            continue
        low_key = low.score(rest)
        fouled = high_score(rest, low.wilds, high.wheel) > score
        order = (not fouled, low_key)
        if best is None or order > best[0]:
            best = (order, group, rest)
    assert best is not None     # a split with the top high score is in scored
    _, group, rest = best
    return judge_groups(group, rest, high, low)
