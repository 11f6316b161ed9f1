"""Point-count games: every total a hand can make, with the seeds' own examples."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from refcli.kernel.cards import JOKER, parse_cards
from refcli.kernel.errors import RefereeError
from refcli.evaluate.points import card_points, closest_total, point_totals


def C(text):
    return parse_cards(text)


def test_five_and_a_jack_is_five_and_a_half():
    assert point_totals(C("5c Jd")) == (F(11, 2),)


def test_two_three_jack_king_is_six():
    assert point_totals(C("2c 3d Jh Ks")) == (F(6),)


def test_aces_choose_one_or_eleven_each():
    assert point_totals(C("Ac 5d")) == (F(6), F(16))
    assert point_totals(C("Ac Ad")) == (F(2), F(12), F(22))
    assert point_totals(C("Ac Ad"), ace=(1,)) == (F(2),)


def test_black_cards_count_zero():
    # the seed's example: with black cards at zero, 5 7 J K of mixed colours total only 5
    assert point_totals(C("5h 7s Jc Ks"), zero_colour="black") == (F(5),)
    assert point_totals(C("5h 7s Jc Kd"), zero_colour="black") == (F(11, 2),)
    assert point_totals(C("5h 7s"), zero_colour="red") == (F(7),)


def test_face_up_suit_doubles_in_two_to_twenty_five():
    # the seed's example: 4♣ and 7♥ with a heart face up is 4 + 14 = 18; courts count ten there
    assert point_totals(C("4c 7h"), court=10, double_suit="h") == (F(18),)
    assert point_totals(C("Kh 5c"), court=10, double_suit="h") == (F(25),)
    assert point_totals(C("Ah 5c"), court=10, double_suit="h") == (F(7), F(27))


def test_seven_and_a_half_values():
    assert point_totals(C("7c Qd"), ace=(1,)) == (F(15, 2),)
    assert point_totals(C("Ac Ad Jc"), ace=(1,)) == (F(5, 2),)


def test_card_points_and_bad_input():
    assert card_points(C("Tc")[0]) == (F(10),)
    with pytest.raises(RefereeError):
        card_points(JOKER)
    with pytest.raises(RefereeError):
        point_totals(C("5c"), zero_colour="green")


def test_closest_total_with_the_tie_rules():
    # closest to 5½: 5 and 6 are equally far; under the seed's rule the lower one wins the tie
    assert closest_total([F(5), F(6)], F(11, 2)) == F(5)
    assert closest_total([F(5), F(6)], F(11, 2), tie="over") == F(6)
    assert closest_total([F(6), F(16)], F(51, 2)) == F(16)
    # 7½: going over does not count
    assert closest_total([F(7), F(8)], F(15, 2), may_exceed=False) == F(7)
    assert closest_total([F(8), F(9)], F(15, 2), may_exceed=False) is None
    with pytest.raises(RefereeError):
        closest_total([F(1)], 5, tie="sideways")
