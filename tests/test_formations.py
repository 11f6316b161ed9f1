"""Hand formations: community layouts, arranged hands, two groups of five, dual-value cards."""

from __future__ import annotations

import pytest

from refcli.kernel.cards import JOKER, DualCard, parse_cards, parse_dual
from refcli.kernel.errors import RefereeError
from refcli.evaluate.dual import judge_dual, suggest_orientation
from refcli.evaluate.formations import (IRON_CROSS_LINES, MATRIX_LINES, Judge, arranged, best_five,
                                        iron_cross, judge_groups, matrix, suggest_groups, texas_draw,
                                        tin_queue, tin_queue_row)
from refcli.evaluate.types import Wilds

EIGHTS = Wilds(ranks=frozenset({8}))
HIGH = Judge.high()
LOW = Judge.low()


def C(text):
    return parse_cards(text)


# --- Iron Cross ---------------------------------------------------------------------------------------

def test_iron_cross_lines_are_the_cross_geometry():
    # board in dealing order: centre, top row left to right, bottom row left to right
    board = ("C", "T1", "T2", "T3", "B1", "B2", "B3")
    named = {name: tuple(board[i] for i in idx) for name, idx in IRON_CROSS_LINES}
    assert named == {"top line": ("T1", "T2", "T3"), "bottom line": ("B1", "B2", "B3"),
                     "centre line": ("T2", "C", "B2"), "diagonal": ("T1", "C", "B3"),
                     "other diagonal": ("T3", "C", "B1")}


def test_iron_cross_two_own_cards_and_the_centre_line():
    board = C("Kh 2c Ks 9d 3h Kd 5s")        # the centre line is K♠ K♥ K♦
    formed = iron_cross(C("As Ad 7c 4h 2d"), board, HIGH)
    assert formed.value.score == (6, 13, 14)
    assert formed.line == "centre line"
    assert sorted(formed.own) == sorted(C("As Ad"))
    assert sorted(formed.shared) == sorted(C("Ks Kh Kd"))


def test_iron_cross_own_five_when_no_line_helps():
    board = C("Kh 2c Ks 9d 3h Kd 5s")
    formed = iron_cross(C("2h 6h 9h Jh Qh"), board, HIGH)
    assert formed.value.score == (5, 12, 11, 9, 6, 2)
    assert formed.line == "" and formed.shared == ()


def test_iron_cross_centre_line_runs_through_the_middle_card():
    # K♠ sits in the middle of the top row and K♦ in the middle of the bottom row: with the centre card
    # 2♥ they make the centre line, so two own kings make four kings
    board = C("2h 3c Ks 4d 5h Kd 6s")
    formed = iron_cross(C("Kc Kh 9d 9c 7h"), board, HIGH)
    assert formed.value.score == (7, 13, 2)
    assert formed.line == "centre line"


def test_iron_cross_low_avoids_the_straight():
    board = C("Qh 8c Jd 9s 3h 5d 6c")
    formed = iron_cross(C("2s 4c Kd Kh Ks"), board, LOW)
    # 2♠ 4♣ with the bottom line 3 5 6 would be a six-high straight; the top line gives J-9-8-4-2
    assert formed.value.score == (0, -11, -9, -8, -4, -2)
    assert formed.line == "top line"


def test_iron_cross_needs_seven_community_cards():
    with pytest.raises(RefereeError, match="Iron Cross needs 7"):
        iron_cross(C("2s 4c Kd Kh Ks"), C("Qh 8c"), HIGH)


# --- Matrix -------------------------------------------------------------------------------------------

def test_matrix_lines_rows_columns_diagonals():
    # dealing order: middle row, top row, bottom row (each left to right)
    board = ("M1", "M2", "M3", "T1", "T2", "T3", "B1", "B2", "B3")
    named = {name: tuple(board[i] for i in idx) for name, idx in MATRIX_LINES}
    assert named["left column"] == ("T1", "M1", "B1")
    assert named["diagonal"] == ("T1", "M2", "B3")
    assert named["other diagonal"] == ("T3", "M2", "B1")
    assert named["middle row"] == ("M1", "M2", "M3")
    assert len(named) == 8


def test_matrix_uses_a_column():
    board = C("Qh 2c 3d Qs 7h 8c Qd 9s 4c")   # left column Q♠ Q♥ Q♦
    formed = matrix(C("Qc Kd 9h 6s 2h"), board, HIGH)
    assert formed.value.score == (7, 12, 13)
    assert formed.line == "left column"
    assert sorted(formed.own) == sorted(C("Qc Kd"))


def test_matrix_with_wild_cards():
    board = C("Qh 2c 3d Qs 7h 8c Qd 9s 4c")
    formed = matrix(C("8d Kd 9h 6s 2h"), board, Judge.high(EIGHTS))
    # 8♦ is wild: with K♦ and the left column it is four queens, king kicker. The top row's 8♣ is a
    # second wild card, but no line with two wild cards beats that (Q♠ 7♥ 8♣ + 8♦ K♦ is three queens).
    assert formed.value.score == (7, 12, 13)
    assert formed.value.became[0][0] == C("8d")[0]


# --- Tin Queue ----------------------------------------------------------------------------------------

def test_tin_queue_row_from_dealing_order():
    board = C("Kd Kh 7c 3c 9s 5h 2s")        # centre, three to the right, three to the left
    assert tin_queue_row(board) == C("2s 5h 9s Kd Kh 7c 3c")


def test_tin_queue_three_own_and_two_adjacent():
    board = C("Kd Kh 7c 3c 9s 5h 2s")        # row: 2♠ 5♥ 9♠ K♦ K♥ 7♣ 3♣
    formed = tin_queue(C("9c 9d 9h 2c 3d"), board, HIGH)
    assert formed.value.score == (7, 9, 13)
    assert sorted(formed.own) == sorted(C("9c 9d 9h"))
    assert sorted(formed.shared) == sorted(C("9s Kd"))
    assert formed.line == "cards 3-4 of the row"


def test_tin_queue_wrap_joins_the_ends():
    board = C("5c 9d Ad As 2h 7s Ah")        # row: A♥ 7♠ 2♥ 5♣ 9♦ A♦ A♠
    own = C("Kc Kd 3s 4h 8c")
    plain = tin_queue(own, board, HIGH)
    assert plain.value.score == (2, 14, 13, 9)
    wrapped = tin_queue(own, board, HIGH, wrap=True)
    assert wrapped.value.score == (6, 14, 13)
    assert wrapped.line == "cards 6-7-1 of the row"


# --- best five, Texas Draw, Amarillo -----------------------------------------------------------------

def test_texas_draw_best_five_of_own_and_community():
    formed = texas_draw(C("Ah Kh 2c 3d 7s"), C("Qh Jh Th"), HIGH)
    assert formed.value.score == (8, 14)
    assert sorted(formed.own) == sorted(C("Ah Kh"))
    assert sorted(formed.shared) == sorted(C("Qh Jh Th"))


def test_best_five_of_ten_cards_from_two_decks_with_wilds():
    cards = C("8c 8d As As Ks Qs 2d 3c 4h 5h")
    formed = best_five(cards, Judge.high(EIGHTS))
    # two wild eights: A A + 8 8 is only four aces, but A♠ K♠ Q♠ + 8 8 is a royal flush
    assert formed.value.score == (8, 14)
    assert formed.value.category_name == "straight flush"


def test_arranged_is_exactly_the_five():
    formed = arranged(C("8c 2d 3h 4s 5c"), Judge.high(EIGHTS))
    assert formed.value.score == (4, 6)
    low = arranged(C("8c 2d 3h 4s 5c"), LOW)
    assert low.value.score == (0, -8, -5, -4, -3, -2)
    with pytest.raises(RefereeError, match="exactly five"):
        arranged(C("8c 2d 3h 4s 5c 6c"), HIGH)


# --- High Hand, Low Hand ------------------------------------------------------------------------------

HH = Judge.high(Wilds(ranks=frozenset({8}), jokers="wild"))
LH = Judge.low(Wilds(jokers="bug"))


def test_high_hand_low_hand_judges_a_split_and_spots_a_foul():
    groups = judge_groups(C("8c 8d As Ah Kd"), C("7c 5d 4h 3s 2c"), HH, LH)
    assert groups.high.score == (7, 14, 13)
    assert groups.low.score == (0, -7, -5, -4, -3, -2)
    assert not groups.fouled
    # the eights are not wild in the low group, so 8 8 A A K there is two pair, better than 7-high
    fouled = judge_groups(C("7c 5d 4h 3s 2c"), C("8c 8d As Ah Kd"), HH, LH)
    assert fouled.fouled
    assert fouled.low.score == (-2, -14, -8, -13)


def test_high_hand_low_hand_suggests_the_best_split():
    groups = suggest_groups(C("2c 8c As 7c Ah 3s 5d Kd 4h 8d"), HH, LH)
    assert sorted(groups.high_group) == sorted(C("8c 8d As Ah Kd"))
    assert groups.low.score == (0, -7, -5, -4, -3, -2)


def test_suggestion_keeps_the_joker_high_and_an_eight_low():
    ten = C("8s 8h 8d 8c 8s 2c 3d 4h 7s") + (JOKER,)
    groups = suggest_groups(ten, HH, LH)
    assert groups.high.score == (9, 14)
    assert JOKER in groups.high_group
    assert groups.low.score == (0, -8, -7, -4, -3, -2)   # a plain eight, not the joker as an ace


def test_high_hand_low_hand_needs_ten_cards():
    with pytest.raises(RefereeError):
        suggest_groups(C("2c 3c 4c"), HH, LH)
    with pytest.raises(RefereeError):
        judge_groups(C("2c 3c 4c 5c"), C("2d 3d 4d 5d 6d 7d"), HH, LH)


# --- dual-value cards ---------------------------------------------------------------------------------

DEALT = tuple(parse_dual(t) for t in "Ah/9c 3d/As 4c/Ad 6h/Ac As/2h".split())


def test_dual_as_dealt_pair_of_aces_high_three_aces_low():
    hand = judge_dual(DEALT)
    assert hand.high.score == (1, 14, 6, 4, 3)
    assert hand.low.score == (-3, -14, -9, -2)


def test_dual_suggestion_turns_three_cards_for_five_aces():
    hand = suggest_orientation(DEALT)
    assert hand.turned == (False, True, True, True, False)
    assert hand.high.score == (9, 14)
    assert hand.low.score == (0, -9, -6, -4, -3, -2)     # nine high, the weakest hand
    assert hand.cards[1] == DualCard(*C("As 3d"))


def test_dual_low_is_the_weakest_hand_and_the_wheel_is_a_straight():
    cards = tuple(parse_dual(t) for t in "Kh/Ac Qh/2d Jd/3h 9s/4s 7c/5c".split())
    hand = judge_dual(cards)
    assert hand.low.score == (-4, -5)                    # A-2-3-4-5 bottoms: a straight, not a low
    assert hand.high.score == (0, 13, 12, 11, 9, 7)
    turned = suggest_orientation(cards)
    assert turned.high.score == (4, 5)                   # the tops can be the wheel straight instead
    assert turned.turned == (True,) * 5
