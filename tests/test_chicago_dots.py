"""Low Chicago and dots: the club's special pots."""

from __future__ import annotations

from refcli.kernel.cards import JOKER, parse_cards
from refcli.evaluate.chicago import chicago_cards, chicago_value, describe_chicago
from refcli.evaluate.dots import card_dots, describe_dots, dots_value

CLUB_DOTS = {2: 2, 3: 3, 4: 0, 5: 1, 6: 0, 7: 1, 8: 2, 9: 1, 10: 2, 11: 0, 12: 0, 13: 0, 14: 1}


def C(text):
    return parse_cards(text)


def test_lowest_single_spade_wins():
    assert chicago_value(C("3s Kh 9d")) == (0, -3)
    assert chicago_value(C("3s Kh 9d")) > chicago_value(C("5s 2h 2d"))
    assert chicago_value(C("2s Ah")) > chicago_value(C("3s Kh"))
    assert chicago_value(C("3s 4s")) > chicago_value(C("2s Ah"))       # two low spades beat even the 2♠
    assert describe_chicago(C("9s Kh Qs")) == "9♠ in the hole"


def test_aces_are_high_in_chicago():
    assert chicago_value(C("As Kh")) == (0, -14)
    assert chicago_value(C("Ks Kh")) > chicago_value(C("As Kh"))


def test_no_spade_has_no_claim():
    assert chicago_value(C("2h 3d 4c")) is None
    assert chicago_value((JOKER,) + C("2h")) is None
    assert describe_chicago(C("2h 3d")) == "no spade in the hole"
    assert chicago_cards(C("2h 3d")) == ()


def test_two_low_spades_beat_any_single_spade():
    two = chicago_value(C("6s 7s Kd"))
    assert two == (1, -7, -6)
    assert two > chicago_value(C("2s Kh"))
    assert describe_chicago(C("7s 6s Kd")) == "two low spades 6♠ 7♠ in the hole"
    assert chicago_cards(C("7s 6s Kd")) == C("6s 7s")


def test_two_spades_must_both_be_seven_or_lower():
    # 2♠ 8♠ is not a low pair: it plays as the single 2♠
    assert chicago_value(C("2s 8s")) == (0, -2)
    assert chicago_value(C("6s 7s")) > chicago_value(C("2s 8s"))
    # a house may set the limit differently
    assert chicago_value(C("2s 8s"), pair_max=8) == (1, -8, -2)


def test_between_two_low_pairs_the_lower_higher_spade_wins():
    a = chicago_value(C("2s 6s"))
    b = chicago_value(C("4s 5s"))
    assert b > a                                  # 5 is lower than 6
    # three low spades: the two lowest play
    assert chicago_value(C("2s 3s 7s")) == (1, -3, -2)
    # two decks: equal higher spades fall to the lower spade, then tie
    assert chicago_value(C("2s 5s")) > chicago_value(C("3s 5s"))
    assert chicago_value(C("3s 5s")) == chicago_value(C("3s 5s Ah"))


def test_dots_count_down_then_up():
    assert card_dots(C("3c")[0], CLUB_DOTS) == 3
    assert card_dots(JOKER, CLUB_DOTS) == 0
    v = dots_value(C("3c 8d 10h"), C("2s 4h 6d Kc"), CLUB_DOTS)
    assert v == (7, 2)
    assert describe_dots(C("3c 8d 10h"), C("2s 4h 6d Kc"), CLUB_DOTS) == "7 dots down (2 up)"
    assert describe_dots(C("5c"), (), CLUB_DOTS) == "1 dot down (0 up)"


def test_most_dots_down_wins_and_up_breaks_ties():
    a = dots_value(C("3c 3d"), C("4h"), CLUB_DOTS)           # 6 down, 0 up
    b = dots_value(C("2c 2d 8s"), C("Ah 9h"), CLUB_DOTS)     # 6 down, 2 up
    c = dots_value(C("2c 5d"), C("3s 3h 2d"), CLUB_DOTS)     # 3 down, 8 up
    assert b > a > c
    assert dots_value((JOKER,), (), CLUB_DOTS) == (0, 0)
