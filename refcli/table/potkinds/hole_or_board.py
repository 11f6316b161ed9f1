"""Hole-or-board choices: a hand of the whole board with one of a few numbers of the player's own cards, each
number a choice of its own (2 or 5 Omaha: two of his own with three of the board, or all five of his own; 2-11:
two of his own with three of the board, or three with two), or one number alone (three of his own with two of the
board). Declared as layouts of one line each (the evaluator's
refcli/evaluate/formations.py: by_lines), so the ruling names the choice played and the community cards used.
"""

from __future__ import annotations

from ...kernel.declare import Formation, Mechanic

TWO_AND_THREE = ("two of his own cards and three of the board", (), (2,))
TWO_OR_FIVE = (TWO_AND_THREE, ("all five of his own cards", (), (5,)))
THREE_AND_TWO = ("three of his own cards and two of the board", (), (3,))
TWO_OR_THREE = (TWO_AND_THREE, THREE_AND_TWO)


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    formations={
        "two-or-five": Formation((3, 5), "Each player's hand is exactly two of his own cards with exactly three of "
                                         "the community cards, or all five of his own cards (2 or 5 Omaha).",
                                         "by_lines", lines=TWO_OR_FIVE),
        "two-or-three": Formation((3, 5), "Each player's hand is exactly two of his own cards with three of the "
                                          "community cards, or exactly three of his own with two (2-11).", "by_lines",
                                          lines=TWO_OR_THREE),
        "three-and-two": Formation((2, 5), "Each player's hand is exactly three of his own cards with exactly two of "
                                           "the community cards (Omaha's rule turned round).", "by_lines",
                                           lines=(THREE_AND_TWO,)),
    },
)
