"""The ace-to-five low and its qualifier: exact hands, wild cards against substitution, pokerkit as the oracle."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement, pairwise, product

import pytest

from refcli.evaluate import acefive
from refcli.evaluate.evalreport import eval_report
from refcli.evaluate.formations import Judge, best_five
from refcli.evaluate.hand import best_low, describe, low_score
from refcli.evaluate.natural import RANK_SHIFT, encode
from refcli.evaluate.types import NO_WILDS, Wilds
from refcli.kernel.cards import JOKER, Card, parse_cards, standard_deck
from refcli.kernel.errors import RefereeError

A5 = "ace-to-five"
DECK = standard_deck()


def low(text, wilds=NO_WILDS):
    return best_low(parse_cards(text), wilds, A5)


def codes(cards):
    return [c.code for c in cards]


# --- exact hands ---------------------------------------------------------------------------------------

def test_the_wheel_is_the_best_low_and_reads_high_to_low():
    value = low("2s Ah 4d 3c 5h")
    assert value.score == (0, -5, -4, -3, -2, -1)
    assert value.category_name == "high card"
    assert codes(value.best) == ["5h", "4d", "3c", "2s", "Ah"]
    assert describe(value) == "5-4-3-2-A (5♥ 4♦ 3♣ 2♠ A♥)"


def test_straights_and_flushes_do_not_count():
    assert low("5s 4s 3s 2s As").score == (0, -5, -4, -3, -2, -1)     # a straight flush is still the wheel
    assert low("6h 5d 4c 3s 2s").score == (0, -6, -5, -4, -3, -2)     # a straight is a six low
    assert low("6h 5d 4c 3s 2s").score < low("6c 5h 4d 3s As").score  # and 6-5-4-3-A beats it


def test_lows_compare_from_the_top_card_down():
    ladder = ["5h 4d 3c 2s Ah", "6h 4d 3c 2s Ah", "6h 5d 3c 2s Ah", "6h 5d 4c 3s 2h", "7h 4d 3c 2s Ah",
              "8h 7d 6c 5s 4h", "9h 4d 3c 2s Ah", "Kh Qd Jc Ts 8h", "Ah As 2c 3d 4h", "2h 2s Ac 3d 4h",
              "Kh Ks Qc Jd Th", "Ah As 2c 2d 3h", "Ah As Ac 2d 3h", "Ah As Ac 2d 2h", "Ah As Ac Ad 2h",
              "Kh Ks Kc Kd Qh"]
    scores = [low(h).score for h in ladder]
    assert scores == sorted(scores, reverse=True)
    assert len(set(scores)) == len(scores)
    assert [low(h).category_name for h in ladder[-8:]] == [
        "one pair", "one pair", "one pair", "two pair", "three of a kind", "full house", "four of a kind",
        "four of a kind"]


def test_a_pair_counts_against_a_low():
    value = low("Ah As 2c 3d 4h")
    assert value.score == (-1, -1, -4, -3, -2)
    assert value.category_name == "one pair"
    assert describe(value) == "a pair of aces (A♠ A♥ 4♥ 3♦ 2♣)"
    assert describe(low("Ah As 2c 2d 3h")) == "two pair, deuces and aces (2♦ 2♣ A♠ A♥ 3♥)"
    assert describe(low("Ah As Ac 2d 2h")) == "a full house, aces full of deuces (A♠ A♥ A♣ 2♥ 2♦)"


def test_the_best_five_of_seven_takes_five_ranks_over_any_pair():
    value = best_five(parse_cards("Kh Kd 2c 2h As 3d 9c"), Judge.low(kind=A5)).value
    assert value.score == (0, -13, -9, -3, -2, -1)
    assert codes(value.best) == ["Kh", "9c", "3d", "2h", "As"]


def test_fewer_than_five_ranks_repeat_the_lowest_cards_they_can():
    assert low("Kh Kd 9c 9h 4d 4c 2s").score == (-1, -4, -13, -9, -2)      # four ranks: the 4s pair
    assert low("Kh Kd Ks 9c 9h 4d 4c").score == (-2, -9, -4, -13)          # three ranks: nines and fours


def test_eval_report_names_the_ace_to_five_category_and_score():
    report = eval_report(parse_cards("7h 5d 4c 3s 2s Ks Ah"), low_kind=A5)
    assert report["low"]["category"] == "high card"
    assert report["low"]["best"] == ["5d", "4c", "3s", "2s", "Ah"]
    assert report["low"]["score"] == [0, -5, -4, -3, -2, -1]
    assert report["high"]["category"] == "high card"      # the high hand stays the club's: no wheel straight


def test_an_unknown_kind_of_low_names_the_ace_to_five_one():
    with pytest.raises(RefereeError, match="known: deuce-to-seven, weakest, ace-to-five"):
        best_low(parse_cards("5h 4d 3c 2s Ah"), kind="california")


# --- wild cards and the bug ----------------------------------------------------------------------------

JOKER_WILD = Wilds(jokers="wild")
EIGHTS = Wilds(ranks=frozenset({8}))


def test_a_wild_card_with_two_to_five_makes_the_wheel():
    value = low("2s 3h 4d 5c jk", JOKER_WILD)
    assert value.score == (0, -5, -4, -3, -2, -1)
    assert [(h.code, p.code) for h, p in value.became] == [("jk", "As")]
    assert describe(value) == "5-4-3-2-A (5♣ 4♦ 3♥ 2♠ Joker as A♠)"


def test_a_wild_card_becomes_the_lowest_rank_not_held():
    value = low("As 3h 4d Kc 8h", EIGHTS)
    assert value.score == (0, -13, -4, -3, -2, -1)   # the eight plays as the deuce, the king stays
    assert [(h.code, p.code) for h, p in value.became] == [("8h", "2s")]
    two = low("Ks Qh 9d 8c 8h 7s", EIGHTS)          # two eights: the ace and the deuce, the king left out
    assert two.score == (0, -12, -9, -7, -2, -1)
    assert [(h.code, p.code) for h, p in two.became] == [("8c", "2s"), ("8h", "As")]


def test_a_bug_is_an_ace_on_this_side():
    assert low("2s 3h 4d 5c jk").score == (0, -5, -4, -3, -2, -1)
    pair = low("As 2h 3d 4c jk")                 # the bug is an ace, and an ace is already there
    assert pair.score == (-1, -1, -4, -3, -2)
    assert [(h.code, p.code) for h, p in pair.became] == [("jk", "Ah")]
    assert low("As 2h 3d 4c Kc jk").score == (0, -13, -4, -3, -2, -1)   # a king beats pairing the ace


def _substituted(cards, wilds):
    """The best low over every rank each wild card could be (suits never matter to this low)."""
    naturals = [c for c in cards if not wilds.is_wild(c) and not c.is_joker]
    n_wild = len(cards) - len(naturals)
    best = None
    for ranks in product(range(2, 15), repeat=n_wild):
        hand = naturals + [Card(r, "s") for r in ranks]
        score = acefive.low_score(hand)
        best = score if best is None or score > best else best
    return best


@pytest.mark.parametrize("wilds,deck", [(JOKER_WILD, DECK + (JOKER, JOKER)), (EIGHTS, DECK),
                                        (Wilds(ranks=frozenset({2, 9})), DECK)])
def test_wild_cards_play_as_the_best_substitution(wilds, deck):
    rng = random.Random(5)
    for size in (5, 6, 7) * 80:
        cards = rng.sample(deck, size)
        value = best_low(cards, wilds, A5)
        assert value.score == _substituted(cards, wilds) == low_score(cards, wilds, A5), cards
        # the five as played make the score they claim
        assert acefive.low_score(list(value.played)) == value.score


def test_five_wild_cards_are_the_wheel_and_two_decks_allow_five_of_a_kind():
    assert low("8s 8h 8d 8c jk", Wilds(ranks=frozenset({8}), jokers="wild")).score == (0, -5, -4, -3, -2, -1)
    assert low("Ks Ks Kh Kd Kc").score == (-9, -13)
    assert low("Ks Ks Kh Kd Kc").category_name == "five of a kind"


# --- the qualifier -------------------------------------------------------------------------------------

def test_eight_seven_six_five_four_qualifies_for_eight_and_a_nine_does_not():
    assert acefive.qualifies(low("8h 7d 6c 5s 4h").score, 8)
    assert not acefive.qualifies(low("9h 4d 3c 2s Ah").score, 8)
    assert acefive.qualifies(low("9h 4d 3c 2s Ah").score, 9)
    assert acefive.qualifies(low("5h 4d 3c 2s Ah").score, 5)
    assert not acefive.qualifies(low("6h 4d 3c 2s Ah").score, 5)


def test_a_pair_never_qualifies_however_low():
    assert not acefive.qualifies(low("Ah As 2c 3d 4h").score, 8)
    assert not acefive.qualifies(low("Ah As 2c 3d 4h").score, 13)


def test_a_qualifier_is_a_rank_from_five_to_king():
    with pytest.raises(RefereeError, match=r"^a low qualifier is a rank from 5 to king, got 4$"):
        acefive.qualifies(low("5h 4d 3c 2s Ah").score, 4)
    with pytest.raises(RefereeError, match=r"got 14$"):
        acefive.qualifies(low("5h 4d 3c 2s Ah").score, 14)


# --- pokerkit as the oracle ----------------------------------------------------------------------------

def _orders_agree(ours, theirs):
    """Sort by our score; consecutive items must differ the same way (and tie exactly when we tie)."""
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in pairwise(order):
        if ours[i] == ours[j]:
            assert theirs[i] == theirs[j], (i, j)
        else:
            assert theirs[i] < theirs[j], (i, j)


def _multisets():
    """Every five-card rank multiset of one deck (6,175), with a hand of it (no flush: suits rotate)."""
    out = []
    for combo in combinations_with_replacement(range(2, 15), 5):
        if max(combo.count(r) for r in combo) <= 4:
            out.append(tuple(Card(r, "shdc"[(combo[:i].count(r) + i) % 4]) for i, r in enumerate(combo)))
    return out


def test_every_rank_multiset_orders_like_pokerkits_ace_to_five_low():
    from pokerkit import RegularLowHand

    hands = _multisets()
    assert len(hands) == 6175
    ours = [acefive.low_score(h) for h in hands]
    theirs = [RegularLowHand("".join(c.code for c in h)) for h in hands]   # larger is the better low
    order = sorted(range(len(hands)), key=ours.__getitem__)
    for i, j in pairwise(order):
        assert (theirs[i] == theirs[j]) if ours[i] == ours[j] else theirs[i] < theirs[j], (hands[i], hands[j])
    labels = {"High card": "high card", "One pair": "one pair", "Two pair": "two pair",
              "Three of a kind": "three of a kind", "Full house": "full house", "Four of a kind": "four of a kind"}
    assert [labels[t.entry.label.value] for t in theirs] == [low(" ".join(c.code for c in h)).category_name
                                                             for h in hands]


def test_every_five_card_hand_is_judged_by_its_ranks_alone():
    # All 2,598,960 hands through the bulk table (keyed by the rank part of the cards' sum): every hand
    # finds its multiset, and the categories count as the deck's combinatorics say.
    table = acefive.low5_table()
    assert len(table) == 6175
    ints = [encode(c) for c in DECK]
    tally: Counter[int] = Counter()
    for a, b, c, d, e in combinations(ints, 5):
        tally[table[(a + b + c + d + e) >> RANK_SHIFT]] += 1
    by_category: Counter[int] = Counter()
    for value, n in tally.items():
        by_category[(-value) >> 20] += n
    assert by_category == {0: 1_317_888, 1: 1_098_240, 2: 123_552, 3: 54_912, 6: 3_744, 7: 624}
    # and the table orders exactly as the tuple scores do
    hands = _multisets()
    ours = [acefive.low_score(h) for h in hands]
    _orders_agree(ours, [acefive.low5(*map(encode, h)) for h in hands])


def test_suits_never_change_a_low():
    rng = random.Random(11)
    for _ in range(2000):
        cards = rng.sample(DECK, 5)
        suited = [Card(c.rank, "s") for c in cards]
        assert acefive.low_score(cards) == acefive.low_score(suited)


def test_seven_card_lows_order_like_pokerkit():
    from pokerkit import RegularLowHand

    rng = random.Random(20240611)
    hands = [rng.sample(DECK, 7) for _ in range(1500)]
    ours = [low_score(h, kind=A5) for h in hands]
    theirs = [RegularLowHand.from_game("".join(c.code for c in h)) for h in hands]
    order = sorted(range(len(hands)), key=ours.__getitem__)
    for i, j in pairwise(order):
        assert (theirs[i] == theirs[j]) if ours[i] == ours[j] else theirs[i] < theirs[j]


def test_the_eight_qualifier_agrees_with_pokerkits_eight_or_better():
    from pokerkit import EightOrBetterLowHand

    rng = random.Random(8)
    hands = [rng.sample(DECK, 7) for _ in range(1500)]
    for h in hands:
        theirs = EightOrBetterLowHand.from_game_or_none("".join(c.code for c in h))
        assert acefive.qualifies(low_score(h, kind=A5), 8) == (theirs is not None)
