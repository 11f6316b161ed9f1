"""Two boards: the community cards of each street are laid in two equal boards (the first half of the street's cards
on the first board, typed first), and each board's share goes to the best high hand with that board alone, formed
by the game's `hand:` (the best five of one's own and that board's cards, or Omaha's two and three). A player may
take both shares; odd quarters go to the first board (the club's high side first, then the game's order of pots).
"""

from __future__ import annotations

from ...kernel.declare import Mechanic, PotKind
from ...kernel.errors import RefereeError
from ...kernel.registry import POT_RULES
from ..judged import Absent, Judged, PotRules, split_tie
from ..pokerpot import PokerPot

BOARDS = 2


def board_places(deal: tuple[tuple[str, ...], ...], which: int) -> list[int]:
    """The places (in dealing order) of board ``which`` (0: the first): half of each street's community cards."""
    places: list[int] = []
    at = 0
    for street in deal:
        laid = sum(1 for card in street if card == "board")
        if laid % BOARDS:       # the loader refuses such a game (refcli/rules/games.py): never at a settle
            raise RefereeError(f"a street of {laid} community cards does not lay two equal boards")
        half = laid // BOARDS
        places += range(at + which * half, at + (which + 1) * half)
        at += laid
    return places


class BoardPot(PotRules):
    """The high hand with one board: the poker pot's judging, given that board's cards alone."""

    def __init__(self, which: int):
        self.which = which

    def judge(self, kind, game, down, up, board, wilds=None, groups=None) -> Judged | None:
        own_board = [board[i] for i in board_places(game.deal, self.which) if i < len(board)]
        return PokerPot().judge("high", game, down, up, own_board, wilds)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return split_tie(winners)

    def absent(self, kind, game) -> Absent:
        return Absent("no hand", "no hand with this board", "No hand with this board",
                      "Nobody has a hand with this board: the {other} takes the whole pot.")


POT_RULES.register("board-1")(BoardPot(0))
POT_RULES.register("board-2")(BoardPot(1))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "board-1": PotKind("first board", "the best high hand with the first board alone (each street's first "
                           "half of community cards, typed first)", True, "high", boards=BOARDS),
        "board-2": PotKind("second board", "the best high hand with the second board alone (each street's second "
                           "half of community cards); a hand never mixes the two boards", True, "high", boards=BOARDS),
    },
)
