"""The badugi evaluator (refcli/evaluate/badugi.py) against pokerkit's, an independent implementation: every
four-card hand of a 52-card deck orders as pokerkit orders it, aces low (Badugi) and aces high (Badeucey's
badugi), and the best four of five to seven cards too (a seeded sample); and the hands' names."""

from __future__ import annotations

import random
from itertools import combinations, pairwise

import pytest

from refcli.evaluate.badugi import best_badugi, describe_badugi
from refcli.kernel.cards import parse_cards, standard_deck

pokerkit = pytest.importorskip("pokerkit")
DECK = standard_deck()


def suits_in_first_order(hand) -> bool:
    """Whether the hand's suits first appear as ♠, then ♥, ♦, ♣: every hand is one of these with its suits renamed,
    and neither evaluator gives a suit a value, so these stand for all 270,725."""
    seen: list[str] = []
    for c in hand:
        if c.suit not in seen:
            seen.append(c.suit)
    return "".join(seen) == "shdc"[:len(seen)]


def check_same_order(hands, aces_low: bool) -> int:
    oracle = pokerkit.BadugiHand if aces_low else pokerkit.StandardBadugiHand
    rows = sorted(((best_badugi(h, aces_low).score, oracle.from_game("".join(c.code for c in h))) for h in hands),
                  key=lambda r: r[0])
    for (ours, theirs), (ours_next, theirs_next) in pairwise(rows):
        if ours == ours_next:
            assert theirs == theirs_next, (theirs, theirs_next)
        else:
            assert theirs < theirs_next, (theirs, theirs_next)
    return len(rows)


def test_every_four_card_hand_orders_as_pokerkit_orders_it_aces_low():
    hands = [h for h in combinations(DECK, 4) if suits_in_first_order(h)]
    assert check_same_order(hands, aces_low=True) == 18096


def test_four_card_hands_order_as_pokerkit_orders_them_aces_high():
    rng = random.Random(25)
    hands = [tuple(rng.sample(DECK, 4)) for _ in range(4000)]
    assert check_same_order(hands, aces_low=False) == 4000


@pytest.mark.parametrize("size", [5, 6, 7])
def test_the_best_four_of_more_cards_orders_as_pokerkit_orders_it(size):
    rng = random.Random(size)
    hands = [tuple(rng.sample(DECK, size)) for _ in range(1500)]
    assert check_same_order(hands, aces_low=True) == 1500


@pytest.mark.parametrize("cards, aces_low, words", [
    ("4s 3h 2d Ac", True, "a four-card badugi, 4-3-2-A"),
    ("Ks Qd Jh Tc", True, "a four-card badugi, K-Q-J-10"),
    ("3s 2h Ad 4d", True, "a three-card hand, 3-2-A"),          # of two diamonds the higher does not play
    ("6d 6s 5h 2c", True, "a three-card hand, 6-5-2"),          # of a pair one plays
    ("Ks Kh Kd Kc", True, "a one-card hand, K"),
    ("2c 5c Ah 7h", True, "a two-card hand, 2-A"),
    ("4s 3h 2d Ac", False, "a four-card badugi, A-4-3-2"),      # aces high: the ace is the highest card
    ("Ah 7s 5d 3c 2c", True, "a four-card badugi, 7-5-2-A"),    # the best four of five: 2♣ over 3♣
])
def test_a_hand_is_named_by_its_size_and_its_cards_from_the_highest_down(cards, aces_low, words):
    assert describe_badugi(best_badugi(parse_cards(cards), aces_low)) == words


def test_more_cards_beat_fewer_and_the_lower_highest_card_wins():
    def score(text):
        return best_badugi(parse_cards(text)).score
    assert score("Ks Qd Jh Tc") > score("3s 2h Ad 4d")          # four cards beat three, however high
    assert score("7s 4h 2d Ac") == score("7h 4c 2s Ad")         # suits never break a tie
    assert score("7s 4h 2d Ac") > score("7s 5h 2d Ac")          # then the next card down
    assert score("4s 3h 2d Ac") == (4, -4, -3, -2, -1)
