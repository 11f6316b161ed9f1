"""Layouts of community cards declared as data: which lines of the board a player may play and with how many of his
own cards (the evaluator's refcli/evaluate/formations.py: by_lines plays any of them). A new layout is one entry
here: its name (a game's `hand:`), the community cards it needs, its words for `refcli rules` and its lines, each
with the words the ruling names it by. The board is typed in dealing order; each entry's words say that order.

Where a line is several groups, the hand takes exactly one card of each (Chowaha: one card of a flop row, the turn
beside it and the river); where it is one group, any cards of it (a row of five: three of them with two of one's
own); where it is none, the whole board.
"""

from __future__ import annotations

from ...kernel.declare import Formation, Mechanic

# Chowaha: nine flop cards in three rows of three (typed row by row from the top), the upper turn (between the top
# and middle rows), the lower turn (between the middle and bottom rows), then the river.
_TOP, _MIDDLE, _BOTTOM, _UPPER_TURN, _LOWER_TURN, _RIVER = (0, 1, 2), (3, 4, 5), (6, 7, 8), (9,), (10,), (11,)
CHOWAHA = (("the top row, the upper turn and the river", (_TOP, _UPPER_TURN, _RIVER), (2,)),
           ("the middle row, the upper turn and the river", (_MIDDLE, _UPPER_TURN, _RIVER), (2,)),
           ("the middle row, the lower turn and the river", (_MIDDLE, _LOWER_TURN, _RIVER), (2,)),
           ("the bottom row, the lower turn and the river", (_BOTTOM, _LOWER_TURN, _RIVER), (2,)))

# Omaha 3-2-1: three flops of three (top, middle, bottom), a top and a bottom turn, one river; a path is a flop with
# either turn and the river, and any three of its five cards play.
OMAHA_321 = tuple((f"the {flop} flop, the {turn} turn and the river", (cards + t + (11,),), (2,))
                  for flop, cards in (("top", (0, 1, 2)), ("middle", (3, 4, 5)), ("bottom", (6, 7, 8)))
                  for turn, t in (("top", (9,)), ("bottom", (10,))))

# Banco: a square of nine places; the three on the diagonal from the top left hold a flop of three cards each
# (typed top left, centre, bottom right), then a turn card on each of the places right of them (row 1 column 2,
# row 2 column 3, row 3 column 1), then a river card on each of the last three (row 1 column 3, row 2 column 1,
# row 3 column 2). A line is a row, a column or the other diagonal (any three of its five cards), or the diagonal
# of the flops, one card of each.
_F11, _F22, _F33 = (0, 1, 2), (3, 4, 5), (6, 7, 8)
_T12, _T23, _T31, _R13, _R21, _R32 = (9,), (10,), (11,), (12,), (13,), (14,)
BANCO = (("the top row", (_F11 + _T12 + _R13,), (2,)),
         ("the middle row", (_R21 + _F22 + _T23,), (2,)),
         ("the bottom row", (_T31 + _R32 + _F33,), (2,)),
         ("the left column", (_F11 + _R21 + _T31,), (2,)),
         ("the middle column", (_T12 + _F22 + _R32,), (2,)),
         ("the right column", (_R13 + _T23 + _F33,), (2,)),
         ("the diagonal from the top right", (_R13 + _F22 + _T31,), (2,)),
         ("one card of each flop", (_F11, _F22, _F33), (2,)))

# Criss-Cross: two rows of five (the flop lays the first three of the top row, then of the bottom row; the turn the
# fourth of each, top first; the river the fifth of each, top first); each column is two cards, one of each row.
_ROW_TOP, _ROW_BOTTOM = (0, 1, 2, 6, 8), (3, 4, 5, 7, 9)
_COLUMNS = tuple((f"column {n + 1}", ((top, bottom),), (3,)) for n, (top, bottom) in enumerate(zip(_ROW_TOP, _ROW_BOTTOM)))


def _criss_cross(owns: tuple[int, ...]) -> tuple:
    return (("the top row", (_ROW_TOP,), owns), ("the bottom row", (_ROW_BOTTOM,), owns)) + _COLUMNS


# A cross of five: the first card on the row (left), the second on the column (top), the third on the row (right),
# the fourth on the column (bottom), the fifth in the centre, on both.
CROSS_OF_FIVE = (("the row", ((0, 2, 4),), (2,)), ("the column", ((1, 3, 4),), (2,)))
# The home game's cross (Criss Cross as oinc.net and mypokerhomegame.com give it): the best five of a player's own
# cards and one whole line, so two, three or four of his own with three, two or one of the line.
CROSS_OF_FIVE_ANY = (("the row", ((0, 2, 4),), (2, 3, 4)), ("the column", ((1, 3, 4),), (2, 3, 4)))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    formations={
        "chowaha": Formation((12, 12), "Each player's hand is exactly two of his own cards with one card of a flop row,"
                                       " the turn beside that row and the river. Type the board as dealt: the flop row"
                                       " by row from the top, the upper turn (between the top and middle rows), the "
                                       "lower turn, the river.", "by_lines", lines=CHOWAHA),
        "omaha-321": Formation((12, 12), "Each player's hand is exactly two of his own cards with three cards of one "
                                         "path: a flop with either turn and the river. Type the board as dealt: the "
                                         "top, middle and bottom flops, the top turn, the bottom turn, the river.",
                                         "by_lines", lines=OMAHA_321),
        "banco": Formation((15, 15), "Each player's hand is exactly two of his own cards with three cards of one line "
                                     "of the square: any three of a row, a column or the diagonal from the top right, "
                                     "or one card of each flop. Type the board as dealt: the flops top left, centre, "
                                     "bottom right; the turns on row 1 column 2, row 2 column 3, row 3 column 1; the "
                                     "rivers on row 1 column 3, row 2 column 1, row 3 column 2.", "by_lines",
                                     lines=BANCO),
        "criss-cross": Formation((10, 10), "Each player's hand is exactly two of his own cards with three of the top "
                                           "row or of the bottom row, or three of his own with a column of two. Type "
                                           "the board as dealt: three of the top row, three of the bottom row, then "
                                           "each turn and river top first.", "by_lines", lines=_criss_cross((2,))),
        "criss-cross-holdem": Formation((10, 10), "Each player's hand is up to two of his own cards with the rest from"
                                                  " the top row or the bottom row, or three of his own with a column "
                                                  "of two. Type the board as dealt: three of the top row, three of "
                                                  "the bottom row, then each turn and river top first.", "by_lines",
                                                  lines=_criss_cross((0, 1, 2))),
        "cross-of-five": Formation((5, 5), "Each player's hand is exactly two of his own cards with the three of the "
                                           "row or the three of the column of the cross. Type the board as dealt: row,"
                                           " column, row, column, then the centre card on both.", "by_lines",
                                           lines=CROSS_OF_FIVE),
        "cross-of-five-any": Formation((5, 5), "Each player's hand is the best five of his own cards and one line of "
                                               "the cross, the row or the column, never both. Type the board as "
                                               "dealt: row, column, row, column, then the centre card on both.",
                                               "by_lines", lines=CROSS_OF_FIVE_ANY),
        "up-to-two": Formation((5, 5), "Each player's hand is the best five of the community cards with at most two "
                                       "of his own cards.", "by_lines", lines=(("the board", (), (0, 1, 2)),)),
    },
)
