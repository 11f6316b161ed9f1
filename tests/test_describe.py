"""Hand names a person at the table reads."""

import pytest

from refcli.kernel.cards import parse_cards
from refcli.evaluate.describe import describe_high, describe_low
from refcli.evaluate.natural import best_high, best_low, high_score, low_score

C = parse_cards


@pytest.mark.parametrize("score, name", [
    ((9, 14), "five aces"),
    ((9, 6), "five sixes"),
    ((8, 14), "a royal flush"),
    ((8, 13), "a straight flush, king high"),
    ((8, 5), "a straight flush, five high"),
    ((7, 7, 13), "four sevens"),
    ((6, 11, 4), "a full house, jacks full of fours"),
    ((5, 14, 9, 7, 5, 2), "a flush, ace high"),
    ((4, 10), "a straight, ten high"),
    ((3, 11, 14, 2), "three jacks"),
    ((2, 13, 7, 12), "two pair, kings and sevens"),
    ((1, 9, 14, 7, 4), "a pair of nines"),
    ((0, 14, 13, 9, 7, 5), "ace high"),
    ((0, 0, 0, 0, 0, 0), "no cards"),
])
def test_high_names(score, name):
    assert describe_high(score) == name


def test_played_cards_name_the_suit_of_a_flush():
    score, five = best_high(C("Ah 9h 7h 5h 2h Kc"))
    assert describe_high(score, five) == "a flush in hearts, ace high"
    score, five = best_high(C("As Ks Qs Js Ts 2d"))
    assert describe_high(score, five) == "a royal flush in spades"
    score, five = best_high(C("9d 8d 7d 6d 5d"))
    assert describe_high(score, five) == "a straight flush in diamonds, nine high"
    score, five = best_high(C("Kh Kd 7c 7s 7d"))
    assert describe_high(score, five) == "a full house, sevens full of kings"


@pytest.mark.parametrize("cards, name", [
    ("7h 5d 4c 3s 2s Ks Ah", "7-5-4-3-2"),
    ("Th 8d 5c 3s 2s", "10-8-5-3-2"),
    ("5h 5d 9c 4s 2s", "a pair of fives (5-5-9-4-2)"),
    ("2c 3d 4h 5s 6c", "a straight, six high (6-5-4-3-2)"),
    ("Kh Jh Th 9h 8h", "a flush, king high (K-J-10-9-8)"),
    ("Kh Kd 7c 7s 2d", "two pair, kings and sevens (K-K-7-7-2)"),
    ("Qh Qd Qc 7s 2d", "three queens (Q-Q-Q-7-2)"),
    ("Qh Qd Qc 7s 7d", "a full house, queens full of sevens (Q-Q-Q-7-7)"),
    ("Ah 2c 3d 4s 5h", "A-5-4-3-2"),
    ("7c 5d 2h", "7-5-2"),
])
def test_low_names(cards, name):
    assert describe_low(low_score(C(cards))) == name


def test_low_names_match_the_five_cards_picked():
    score, five = best_low(C("9h 9d 4c 2s 5s 4d"))
    assert describe_low(score) == "a pair of fours (4-4-9-5-2)"
    assert [c.rank for c in five] == [4, 4, 9, 5, 2]
    assert describe_high(high_score(five)) == "a pair of fours"
