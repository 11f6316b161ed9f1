"""Community-card games: the board, and each layout's rule for which cards make a hand.

Three players, Ann deals (antes $1.50) and folds; Bob and Cal play on. Every pot and hand below was worked
out by hand from the layouts' geometry (refcli/evaluate/formations.py states it; the seed describes it).
"""

import pytest

from tablekit import Table, checks


def play(game: str, board_by_round: list[str], first_round: str = "check Bob, check Cal, fold Ann") -> Table:
    t = Table("night Ann Bob Cal", f"game {game}", "deal")
    for i in range(5):
        if i < len(board_by_round) and board_by_round[i]:
            t(f"board {board_by_round[i]}")
        if i == 0:
            t(first_round)
        else:
            checks(t, 2)
    return t


def test_iron_cross_lines_make_four_kings_and_a_perfect_low():
    # Board in dealing order: centre 3d; top row 7h 2s 8c; bottom row Kh 4c Ks.
    # Lines: top 7h 2s 8c, bottom Kh 4c Ks, upright 2s 3d 4c, diagonals 7h 3d Ks and 8c 3d Kh.
    t = play("iron-cross", ["3d", "7h 2s 8c", "Kh 4c Ks"],
             first_round="bet Bob .50, call Cal, fold Ann")           # pot $1.50 + $1.00 = $2.50
    t("declare Bob high, Cal low")
    t("show Bob Kc Kd 8d up 8h Ac")     # own five: kings and eights; Kc Kd + bottom line: four kings
    t("show Cal 5h 7d 9s up Qc Jd")     # own five: Q-high; 5h 7d + the upright 2s 3d 4c: 7-5-4-3-2
    t("settle")
    # $2.50 = 10 quarters: high 5 ($1.25) to Bob, low 5 ($1.25) to Cal.
    assert t.awards() == [("Bob", "high", 125), ("Cal", "low", 125)]
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}
    text = "\n".join(t.rulings[-1].lines)
    assert "Bob with four kings" in text and "with the bottom row: K♥ 4♣ K♠." in text
    assert "Cal with 7-5-4-3-2" in text and "with the down line: 2♠ 3♦ 4♣." in text


def test_texas_draw_chicago_uses_the_board_for_high_and_only_the_hole_for_the_spade():
    t = play("texas-draw chicago", ["Ah", "Ad", "5s"], first_round="check Bob, bet Cal .25, fold Ann, call Bob")
    t("show Bob 2s 9c 3c up Ac 7d")     # three aces with the board; 2 of spades in the hole
    t("show Cal Kh Kd Ks up 5h 5d")     # kings full of aces with the board's two aces; K of spades in the hole
    t("settle")
    # Pot $2.00 = 8 quarters: high 4 to Cal, Low Chicago 4 to Bob (the 5 of spades on the board is nobody's).
    assert t.awards() == [("Cal", "high", 100), ("Bob", "chicago", 100)]
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}
    assert "A♥ A♦ from the board" in t.rulings[-1].lines[0]


@pytest.mark.parametrize("game,winner", [("tin-queue", "Cal"), ("tin-queue wrap", "Bob")])
def test_tin_queue_adjacency_with_and_without_wrap(game, winner):
    # Dealt: centre 2d; right 3c 9h Qs; left 4d 8c Qh. The row: Qh 8c 4d 2d 3c 9h Qs.
    # Bob: Qc Qd + the two ends Qs Qh are four queens only when the row wraps; otherwise three queens.
    # Cal: aces full of kings from his own five.
    t = play(game, ["2d", "3c 9h Qs", "4d 8c Qh"])
    t("declare Bob high, Cal high")
    t("show Bob Qc Qd 7s up 6h 5c")
    t("show Cal Ah Ac Ad up Ks Kd")
    t("settle")
    assert t.awards() == [(winner, "high", 150)]


def test_board_refusals():
    stud = Table("night Ann Bob", "game seven-card-stud", "deal")
    assert stud.refuse("board 7s") == "7 Card Stud has no community cards"
    t = Table("night Ann Bob Cal", "game iron-cross", "deal")
    assert t.refuse("board 3d 7h") == "only 1 community card is laid by now; the board would have 2"
    t("board 3d")
    assert t.refuse("up Bob 3d") == "3♦ was already dealt to the board"
    t("check Bob, check Cal, check Ann")
    t("board 7h 2s 8c")
    for _ in range(4):
        checks(t, 3)
    t("declare Bob high, Cal low, Ann high")
    for p, cards in (("Bob", "Kc Kd 8d up 8h Ac"), ("Cal", "5h 7d 9s up Qc Jd"), ("Ann", "As Jc Th up 6d 6c")):
        t(f"show {p} {cards}")
    assert t.refuse("settle") == (
        "the board has 4 of its 7 community cards: type board CARD ... (in the order they were laid)")


def test_matrix_columns_count_as_lines():
    # Dealt: middle row 4h 6c Jd, then the top row 2s 9d Jh, then the bottom row 3c Kd Js:
    #     2s 9d Jh
    #     4h 6c Jd
    #     3c Kd Js      right column Jh Jd Js; left column 2s 4h 3c
    t = play("matrix", ["4h 6c Jd", "2s 9d Jh", "3c Kd Js"], first_round="bet Bob .50, call Cal, fold Ann")
    t("declare Bob high, Cal low")
    t("show Bob Jc As Ah up Qs Qh")     # Jc As + the right column: four jacks, ace kicker
    t("show Cal 5d 7s Kc up Kh Th")     # 5d 7s + the left column: 7-5-4-3-2
    t("settle")
    assert t.awards() == [("Bob", "high", 125), ("Cal", "low", 125)]
    text = "\n".join(t.rulings[-1].lines)
    assert "four jacks" in text and "with the right column" in text and "with the left column" in text
