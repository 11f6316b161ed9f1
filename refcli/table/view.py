"""What the table sees, for `status` and the shell's prompt: the board laid out as the game lays it, each
player's face-up cards (with the points they show in a point-count game), the wild cards now, and between
hands who is sitting out or gone.

The layouts follow the board's dealing order as the hand formations read it (refcli/evaluate/formations.py):
Iron Cross deals the centre, then the top row, then the bottom row; Matrix the middle row, then the top and
the bottom; Tin Queue the centre, three to its right, three to its left.
"""

from __future__ import annotations


TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from .state import Hand, Night


def card_label(code: str) -> str:
    # The cards' words load with the first card shown: `status` between hands shows none.
    from .dealing import card_label as label
    return label(code)


EMPTY = "··"        # a place of the layout not dealt yet

# Rows of board indexes, top to bottom; None is a gap in the drawing.
_LAYOUTS: dict[str, tuple[tuple[int | None, ...], ...]] = {
    "iron-cross": ((1, 2, 3), (None, 0, None), (4, 5, 6)),
    "matrix": ((3, 4, 5), (0, 1, 2), (6, 7, 8)),
    "tin-queue": ((6, 5, 4, 0, 1, 2, 3),),
    "tin-queue-wrap": ((6, 5, 4, 0, 1, 2, 3),),
}


def _cell(board: list[str], index: int | None) -> str:
    if index is None:
        return ""
    return card_label(board[index]) if index < len(board) else EMPTY


def board_rows(hand: Hand) -> list[list[str | None]]:
    """The community cards as laid, row by row (the page for the players draws them): each place the card's
    code, "" where the layout is not dealt yet, None for a gap; any other board is one row of its cards."""
    board = hand.board
    layout = _LAYOUTS.get(hand.game.hand)
    if layout is None or not board:
        return [list(board)] if board else []
    return [[None if i is None else board[i] if i < len(board) else "" for i in row] for row in layout]


def board_lines(hand: Hand) -> list[str]:
    """The community cards drawn as laid: a cross, a square or a row; any other board as one row."""
    board = hand.board
    layout = _LAYOUTS.get(hand.game.hand)
    if layout is None:
        return [f"board: {' '.join(card_label(c) for c in board)}"] if board else []
    if not board:
        return []
    rows = [[_cell(board, i) for i in row] for row in layout]
    width = max(len(c) for row in rows for c in row)
    drawn = [" ".join(c.ljust(width) for c in row).rstrip() for row in rows]
    return ["board:"] + [f"  {line}" for line in drawn]


def points_shown(hand: Hand, cards: list[str]) -> str:
    """The totals a player's face-up cards show in a point-count game: '7½', or '3½ or 13½' with an ace."""
    from ..kernel.cards import parse_card
    from ..evaluate.points import format_points, point_totals
    pts = hand.game.points
    zero = pts.zero if pts.zero not in ("none", None, "") else None
    totals = point_totals([parse_card(c) for c in cards], pts.court, pts.aces, zero_colour=zero)
    return " or ".join(format_points(t) for t in totals)


def up_line(hand: Hand) -> str:
    points = any(p.kind.startswith("points") for p in hand.game.pots)
    shown = []
    for p in hand.active:
        cards = hand.up.get(p)
        if not cards:
            continue
        text = f"{p} {' '.join(card_label(c) for c in cards)}"
        if points and "/" not in "".join(cards):
            text += f" ({points_shown(hand, cards)})"
        shown.append(text)
    return "up: " + " · ".join(shown) if shown else ""


def wild_line(hand: Hand) -> str:
    from .wildrules import describe_wilds
    game = hand.game
    if game.wild_rule == "fixed" and not (game.wild_high.ranks or game.wild_high.cards
                                          or game.wild_high.jokers == "wild"):
        return ""
    return describe_wilds(hand)


def reads_up(game) -> bool:
    """Whether the game reads the up cards as they were dealt (who bids first, a pairing, a card bought, a pat
    hand lying face up, the order that sets the wild cards): read from the mechanics' index, nothing loaded."""
    from ..kernel.declared import STEPS, WILD_RULES
    rule = WILD_RULES.get(game.wild_rule, ())
    if len(rule) > 4 and rule[4]:
        return True
    return any(game.has_step(kind) for kind, entry in STEPS.items() if entry.get("reads_up"))


def _street_of(game, up_index: int) -> int:
    """The street (counted in cards to each player, as the table says '6th street') of a player's up card
    ``up_index`` (from 0) in the game's deal; 0 beyond it (a card a step dealt on top of the deal)."""
    ups = cards = 0
    for street in game.deal:
        cards += sum(1 for face in street if face != "board")
        ups += street.count("up")
        if up_index < ups:
            return cards
    return 0


def up_cards_waiting(hand: Hand) -> str:
    """'6th street's up cards not typed' where the game will need them and a street dealt by now has up cards
    nobody typed (QA note S4-3): said before the step that reads them has to ask ('' otherwise)."""
    if not reads_up(hand.game):
        return ""
    from ..kernel.words import ordinal
    from .dealing import up_cards_missing, up_cards_wanted
    short = up_cards_missing(hand)
    if not short:
        return ""
    streets = sorted({_street_of(hand.game, i) for _, have, want in short for i in range(have, want)})
    who = [p for p, _, _ in short]
    if 0 in streets:            # a card dealt beyond the game's streets: say whose, by count
        return f"up cards not typed: {up_cards_wanted(short)}"
    names = [f"{ordinal(n)}" for n in streets]
    said = (f"{names[0]} street's" if len(names) == 1 else
            f"{', '.join(names[:-1])} and {names[-1]} streets'") + " up cards not typed"
    return said + ("" if len(who) == len(hand.active) else f" ({', '.join(who)})")


def seats_line(night: Night) -> str:
    parts = []
    if night.away:
        parts.append(f"sitting out: {', '.join(night.away)}")
    if night.gone:
        parts.append(f"left: {', '.join(night.gone)}")
    return " · ".join(parts)


def seen_lines(hand: Hand) -> list[str]:
    """What the steps laid in the middle that the table should see (the face-up card): `status`, the shell and the
    players' page alike."""
    return [line for line in hand.ask("seen") if line]


def table_view(night: Night | None, wilds: bool = True) -> list[str]:
    """The lines `status` prints under its summary and the prompt shows above its line (nothing when there
    is nothing on the table to see). ``wilds``: say the wild cards (the caller may say them already)."""
    if night is None or night.ended:
        return []
    hand = night.hand
    if hand is None:
        line = seats_line(night)
        return [line] if line else []
    out = board_lines(hand)
    up = up_line(hand)
    if up:
        out.append(up)
    waiting = up_cards_waiting(hand)
    if waiting:
        out.append(waiting)
    out.extend(seen_lines(hand))
    if wilds:
        wild = wild_line(hand)
        if wild:
            out.append(wild)
    return out
