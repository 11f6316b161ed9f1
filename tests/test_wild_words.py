"""The five cards of a ruling, each once, a wild card shown as the card it played with itself beside it."""

import pytest

from refcli.kernel.cards import parse_card
from refcli.evaluate.describe import five_text, wilds_became
from refcli.evaluate.hand import best_high, best_low
from refcli.evaluate.types import Wilds
from refcli.book.report import render_ruling
from tablekit import Table


FIVES_AND_THREES = Wilds(ranks=frozenset({5, 3}))


def cards(text: str):
    return [parse_card(c) for c in text.split()]


@pytest.mark.parametrize("side, hand, wilds, expected", [
    # The example: fives and threes wild, low: every wild card beside the card it became.
    ("low", "5h 3h 4c 5c 3c Ks Kd", FIVES_AND_THREES, "7♠(5♥) 5♠(3♥) 4♣ 3♠(5♣) 2♠(3♣)"),
    # Two wild threes as kings: two different kings, never both K♠ (the suit does not matter here).
    ("high", "Ks Kh 3c 3d 9s", Wilds(ranks=frozenset({3})), "K♠ K♥ K♦(3♣) K♣(3♦) 9♠"),
    # A wild card that plays as its own rank keeps its own suit: '3♣(wild)', not '3♣ as 3♠'.
    ("low", "3c 9s 8d 2h 7c 4d", Wilds(ranks=frozenset({3})), "8♦ 7♣ 4♦ 3♣(wild) 2♥"),
    # In a flush the suit matters: the bug is a second ace of spades, shown as such.
    ("high", "jk As Ks 9s 6s 3s 5h", Wilds(), "A♠ A♠(Joker) K♠ 9♠ 6♠"),
])
def test_each_card_once_with_what_a_wild_card_became(side, hand, wilds, expected):
    value = (best_high if side == "high" else best_low)(cards(hand), wilds)
    assert five_text(value.best, value.played, value.became) == expected


def test_the_list_of_wild_cards_names_the_same_cards_as_the_five():
    value = best_low(cards("5h 3h 4c 5c 3c Ks Kd"), FIVES_AND_THREES)
    assert [(h.label, p.label) for h, p in wilds_became(value.best, value.played, value.became)] == [
        ("5♥", "7♠"), ("3♥", "5♠"), ("5♣", "3♠"), ("3♣", "2♠")]


# --- two wild cards that read as one card --------------------------------------------------------------------------


def test_two_wild_cards_read_as_one_card_are_explained_once():
    t = Table("night Ann Bob Cal", "game follow-the-queen", "deal", "up Bob 4s, Cal Qc, Ann Kc",
              "checks", "up Bob Kd, Cal 4d, Ann 2c", "checks", "up Bob Ks, Cal 5h, Ann 2d", "checks",
              "up Bob Kh, Cal 6h, Ann 2h", "checks", "checks",
              "show Bob 4c 4h Ac", "show Cal 7c 8d 9s", "show Ann 3s 5s 6s", "settle")
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Follow the Queen · dealt by Ann · pot $1.50\n"
        "  Wild: queens and kings — Ann's K♣, the up card after Cal's Q♣.\n"
        "  High hand, the whole pot ($1.50): Bob with five fours (4♠ 4♥ 4♣ 4♦(K♦) 4♠(K♠)).\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card "
        "(house rule).\n"
        "    Beaten: Cal a straight, ten high; Ann four deuces.")
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
