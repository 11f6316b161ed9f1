"""Omaha's hand rule: exactly two cards from the hand and three from the board, for each half on its own.

The high hand is the club's (aces high only, no A-2-3-4-5 straight); pokerkit's standard high hand plays
the wheel. So pokerkit's own Omaha hand is compared only on deals where no two-plus-three five is a wheel,
and pokerkit's Omaha machinery is also run with its no-wheel ranking (its deuce-to-seven table, which
orders five cards exactly as the club's high hand, stronger higher) on every deal.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement, pairwise

import pytest

from refcli.evaluate.acefive import qualifies
from refcli.evaluate.formations import Judge, omaha, texas_draw
from refcli.evaluate.hand import describe
from refcli.evaluate.types import Wilds
from refcli.kernel.cards import JOKER, Card, parse_cards, standard_deck
from refcli.kernel.errors import RefereeError

DECK = standard_deck()
HIGH = Judge.high()
LOW = Judge.low(kind="ace-to-five")


def C(text):
    return parse_cards(text)


def codes(cards):
    return [c.code for c in cards]


# --- exact hands ---------------------------------------------------------------------------------------

def test_one_spade_in_the_hand_makes_no_flush_with_four_on_the_board():
    own, board = C("As Kd Qc 7h"), C("Ks 9s 4s 3s 2c")
    assert texas_draw(own, board, HIGH).value.category_name == "flush"   # any five of the nine would
    formed = omaha(own, board, HIGH)
    assert formed.value.score == (1, 13, 14, 9, 4)
    assert describe(formed.value) == "a pair of kings (K♠ K♦ A♠ 9♠ 4♠)"
    assert codes(formed.own) == ["Kd", "As"]
    assert codes(formed.shared) == ["Ks", "9s", "4s"]


def test_four_aces_in_the_hand_play_as_a_pair():
    formed = omaha(C("As Ah Ad Ac"), C("2c 7d 9h Js 3c"), HIGH)
    assert formed.value.score == (1, 14, 11, 9, 7)
    assert codes(formed.own) == ["As", "Ah"]


def test_trips_on_the_board_need_two_cards_from_the_hand():
    formed = omaha(C("Kc Qd 5h 2s"), C("9s 9h 9d 4c 3h"), HIGH)
    assert formed.value.score == (3, 9, 13, 12)          # three nines, king and queen from the hand
    assert codes(formed.own) == ["Kc", "Qd"]


def test_each_half_chooses_its_own_cards():
    own, board = C("Kh Kd As 2c"), C("Ks 5s 7s 3c Qd")
    high, low = omaha(own, board, HIGH), omaha(own, board, LOW)
    assert describe(high.value) == "three kings (K♠ K♥ K♦ Q♦ 7♠)"
    assert codes(high.own) == ["Kh", "Kd"]
    assert low.value.score == (0, -7, -5, -3, -2, -1)
    assert describe(low.value) == "7-5-3-2-A (7♠ 5♠ 3♣ 2♣ A♠)"
    assert codes(low.own) == ["2c", "As"] and codes(low.shared) == ["7s", "5s", "3c"]
    assert qualifies(low.value.score, 8)


def test_a_low_needs_two_low_cards_from_the_hand():
    # the board is a six low, but only the ace of the hand is low: the best low takes a king with it
    low = omaha(C("As Kd Kc Kh"), C("2c 3d 4h 5s 6c"), LOW)
    assert low.value.score == (0, -13, -4, -3, -2, -1)
    assert not qualifies(low.value.score, 8)


def test_the_low_qualifies_for_eight_only_with_five_ranks_of_eight_or_lower():
    eight = omaha(C("8h 7d Kc Ks"), C("6c 5h 4d Qh Jc"), LOW)
    assert eight.value.score == (0, -8, -7, -6, -5, -4)
    assert qualifies(eight.value.score, 8)
    nine = omaha(C("9h 7d Kc Ks"), C("6c 5h 4d Qh Jc"), LOW)
    assert nine.value.score == (0, -9, -7, -6, -5, -4)
    assert not qualifies(nine.value.score, 8)
    paired = omaha(C("As Ad Kc Ks"), C("2c 3h 4d Qh Jc"), LOW)
    assert paired.value.score == (0, -13, -4, -3, -2, -1)     # A-K from the hand beats a pair of aces
    assert not qualifies(paired.value.score, 8)


def test_five_card_omaha_takes_two_of_five():
    formed = omaha(C("Ah Kh 2d 3d Qc"), C("Th Jh 4h 9s 9c"), HIGH)
    assert formed.value.score == (5, 14, 13, 11, 10, 4)      # A♥ K♥ with 10♥ J♥ 4♥: the Q♣ is no heart
    assert describe(formed.value) == "a flush in hearts, ace high (A♥ K♥ J♥ 10♥ 4♥)"
    low = omaha(C("Ah Kh 2d 3d Qc"), C("Th Jh 4h 9s 9c"), LOW)
    assert low.value.score == (0, -10, -9, -4, -2, -1)        # A-2 from the hand beats 2-3


def test_wild_cards_follow_the_rule_too():
    jokers = Judge.high(Wilds(jokers="wild"))
    formed = omaha((JOKER,) + C("2c 7d 8h"), C("As Ad Ac 5h 6s"), jokers)
    assert formed.value.category_name == "four of a kind"    # the joker and a card from the hand
    assert codes(formed.own)[0] == "jk"
    low = omaha((JOKER,) + C("Kc Qd Jh"), C("2s 3d 4c 9h Th"), Judge.low(Wilds(jokers="wild"), "ace-to-five"))
    assert low.value.score == (0, -11, -4, -3, -2, -1)        # the joker is the ace; the jack comes along


def test_the_rule_needs_enough_cards_on_each_side():
    with pytest.raises(RefereeError, match=r"^this game plays exactly 2 cards from the hand, and the player has 1$"):
        omaha(C("As"), C("2c 3d 4h 5s 6c"), HIGH)
    with pytest.raises(RefereeError, match=r"^this game plays exactly 3 cards from the board, and the board has 2$"):
        omaha(C("As Kd"), C("2c 3d"), HIGH)
    with pytest.raises(RefereeError, match=r"^a hand is five cards: 1 from the hand and 3 from the board"):
        omaha(C("As Kd"), C("2c 3d 4h"), HIGH, from_hand=1)


def test_the_best_pick_is_the_best_of_every_two_and_three():
    rng = random.Random(3)
    two_decks = DECK + DECK + (JOKER,)
    for deck, judges in ((DECK, (HIGH, LOW, Judge.low())), (two_decks, (Judge.high(Wilds(jokers="wild")),
                                                                       Judge.low(Wilds(jokers="wild"), "ace-to-five")))):
        for _ in range(150):
            cards = rng.sample(deck, 9)
            own, board = tuple(cards[:4]), tuple(cards[4:])
            for judge in judges:
                formed = omaha(own, board, judge)
                best = max(judge.score(m + s) for m in combinations(own, 2) for s in combinations(board, 3))
                assert formed.value.score == best
                assert len(formed.own) == 2 and len(formed.shared) == 3
                assert sorted(formed.own + formed.shared) == sorted(formed.value.best)


# --- pokerkit as the oracle ----------------------------------------------------------------------------

_PRIMES = dict(zip(range(2, 15), (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)))


def _index(lookup, suited_too):
    """pokerkit's entry index of every five-card class, keyed by the ranks' prime product and suitedness,
    read through its public get_entry on one hand of each class."""
    index = {}
    for combo in combinations_with_replacement(range(2, 15), 5):
        if max(combo.count(r) for r in combo) > 4:
            continue
        plain = "".join(Card(r, "shdc"[(combo[:i].count(r) + i) % 4]).code for i, r in enumerate(combo))
        key = 1
        for r in combo:
            key *= _PRIMES[r]
        entry = lookup.get_entry_or_none(plain)
        if entry is not None:
            index[key, False] = entry.index
        if suited_too and len(set(combo)) == 5:
            index[key, True] = lookup.get_entry("".join(Card(r, "d").code for r in combo)).index
    return index


def _their_best(index, own, board, pick, suited_matters):
    """pokerkit's ranking of every two-plus-three five, the best by ``pick`` (None if no five has an entry)."""
    entries = []
    for m in combinations(own, 2):
        for s in combinations(board, 3):
            five = m + s
            key = _PRIMES[five[0].rank] * _PRIMES[five[1].rank] * _PRIMES[five[2].rank] * \
                _PRIMES[five[3].rank] * _PRIMES[five[4].rank]
            suited = suited_matters and len({c.suit for c in five}) == 1
            entry = index.get((key, suited))
            if entry is not None:
                entries.append(entry)
    return pick(entries) if entries else None


def _orders_agree(ours, theirs):
    """Sort by our score; consecutive deals must differ the same way (and tie exactly when we tie)."""
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in pairwise(order):
        if ours[i] == ours[j]:
            assert theirs[i] == theirs[j], (i, j)
        else:
            assert theirs[i] < theirs[j], (i, j)


def _deals(seed, n, hole):
    rng = random.Random(seed)
    return [(tuple(d[:hole]), tuple(d[hole:])) for d in (rng.sample(DECK, hole + 5) for _ in range(n))]


def _has_wheel(own, board):
    wheel = {14, 2, 3, 4, 5}
    return any({c.rank for c in m + s} == wheel for m in combinations(own, 2) for s in combinations(board, 3))


@pytest.mark.parametrize("hole", [4, 5])
def test_omaha_orders_like_pokerkits_omaha_hands(hole):
    from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand
    from pokerkit.hands import HoleBoardCombinationHand
    from pokerkit.lookups import Standard2Lookup

    class NoWheelOmaha(HoleBoardCombinationHand):
        """pokerkit's Omaha rule with the no-wheel high ranking (larger entry, stronger hand)."""
        lookup = Standard2Lookup()
        low = False
        card_count = 5
        board_card_count = 3
        hole_card_count = 2

    deals = _deals(hole, 300, hole)
    text = [("".join(c.code for c in own), "".join(c.code for c in board)) for own, board in deals]
    ours_high = [omaha(own, board, HIGH).value.score for own, board in deals]
    _orders_agree(ours_high, [NoWheelOmaha.from_game(*t) for t in text])
    plain = [i for i, (own, board) in enumerate(deals) if not _has_wheel(own, board)]
    assert len(plain) > 250
    _orders_agree([ours_high[i] for i in plain], [OmahaHoldemHand.from_game(*text[i]) for i in plain])
    ours_low = [omaha(own, board, LOW).value.score for own, board in deals]
    theirs_low = [OmahaEightOrBetterLowHand.from_game_or_none(*t) for t in text]
    assert [qualifies(s, 8) for s in ours_low] == [t is not None for t in theirs_low]
    qualified = [i for i, t in enumerate(theirs_low) if t is not None]
    assert len(qualified) > 50
    _orders_agree([ours_low[i] for i in qualified], [theirs_low[i] for i in qualified])


@pytest.mark.parametrize("hole", [4, 5])
def test_ten_thousand_omaha_deals_order_like_pokerkits_rankings(hole):
    from pokerkit.lookups import EightOrBetterLookup, RegularLookup, Standard2Lookup

    high_index = _index(Standard2Lookup(), True)    # the club's high: larger is stronger
    low_index = _index(RegularLookup(), False)      # ace-to-five: smaller is the better low
    eight_index = _index(EightOrBetterLookup(), False)
    assert len(eight_index) == 56
    deals = _deals(1000 + hole, 10_000, hole)
    ours_high, ours_low, theirs_high, theirs_low = [], [], [], []
    for own, board in deals:
        ours_high.append(omaha(own, board, HIGH).value.score)
        ours_low.append(omaha(own, board, LOW).value.score)
        theirs_high.append(_their_best(high_index, own, board, max, True))
        theirs_low.append(-_their_best(low_index, own, board, min, False))
    _orders_agree(ours_high, theirs_high)
    _orders_agree(ours_low, theirs_low)
    eights = [_their_best(eight_index, own, board, min, False) for own, board in deals]
    assert [qualifies(s, 8) for s in ours_low] == [e is not None for e in eights]
    qualified = [i for i, e in enumerate(eights) if e is not None]
    _orders_agree([ours_low[i] for i in qualified], [-eights[i] for i in qualified])
