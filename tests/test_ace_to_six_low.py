"""The ace-to-six low (London lowball): every five-card hand against a definition written here from the rule,
seven-card hands and wild cards against brute force, a cardroom's published order, and the qualifier.

No library at hand ranks ace-to-six (pokerkit 0.7's lows are ace-to-five, deuce-to-seven and 8-or-better), so the
oracle is this file's own, built from the rule alone: the five ranked as a poker hand with the ace as the lowest
card, straights and flushes counting, the lowest hand the best.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product

import pytest

from refcli.evaluate import acesix
from refcli.evaluate.hand import best_low, describe, low_score
from refcli.evaluate.types import NO_WILDS, Wilds
from refcli.kernel.cards import JOKER, Card, parse_cards, standard_deck
from refcli.kernel.errors import RefereeError

A6 = "ace-to-six"
DECK = standard_deck()


def low(text, wilds=NO_WILDS):
    return best_low(parse_cards(text), wilds, A6)


# --- the oracle: the rule, written from scratch -------------------------------------------------------------

# A poker hand's classes, weakest first (high card ... five of a kind): the order a high hand climbs, so the lower
# the class, the better the low.
NOTHING, PAIR, TWO_PAIRS, THREE, RUN, SUITED, BOAT, FOUR, SUITED_RUN, FIVE = range(10)


def rule(ranks: tuple[int, ...], one_suit: bool) -> tuple:
    """How bad a five is under ace-to-six, smaller the better: (its class as a high hand, then its ranks as a high
    hand compares them: the biggest group first, bigger ranks first). ``ranks``: 1 (ace) to 13 (king)."""
    count = Counter(ranks)
    by_group = sorted(ranks, key=lambda r: (count[r], r), reverse=True)    # e.g. 9 9 7 4 1 for a pair of nines
    shape = sorted(count.values(), reverse=True)
    distinct = sorted(count)
    run = len(distinct) == 5 and distinct == list(range(distinct[0], distinct[0] + 5))   # no wrap: A is 1 only
    if shape == [5]:
        kind = FIVE
    elif run and one_suit:
        kind = SUITED_RUN
    elif shape == [4, 1]:
        kind = FOUR
    elif shape == [3, 2]:
        kind = BOAT
    elif one_suit:
        kind = SUITED
    elif run:
        kind = RUN
    elif shape[0] == 3:
        kind = THREE
    elif shape[:2] == [2, 2]:
        kind = TWO_PAIRS
    elif shape[0] == 2:
        kind = PAIR
    else:
        kind = NOTHING
    if kind in (RUN, SUITED_RUN):
        return (kind, max(distinct))
    return (kind, *by_group)


def oracle(five) -> tuple:
    return rule(tuple(1 if c.rank == 14 else c.rank for c in five), len({c.suit for c in five}) == 1)


# --- every five-card hand ---------------------------------------------------------------------------------

def test_every_five_card_hand_orders_as_the_rule_says():
    """All 2,598,960 hands of one deck: refcli's score is a strictly decreasing function of the rule's badness
    (equal badness, equal score; worse, lower score), and the hands fall into 7,462 distinct lows (as a high hand's
    do: an ace-low deck has one straight fewer, A-2-3-4-5 through 9-10-J-Q-K, and one more unpaired five, K-Q-J-10-A)."""
    score_of: dict[tuple, tuple[int, ...]] = {}
    badness: dict[tuple[tuple[int, ...], bool], tuple] = {}     # the rule, once per ranks and suitedness
    hands = 0
    judge = acesix.low_score
    for five in combinations(DECK, 5):
        key = (tuple(sorted(c.rank for c in five)), len({c.suit for c in five}) == 1)
        bad = badness.get(key)
        if bad is None:
            bad = badness[key] = oracle(five)
        score = judge(five)
        known = score_of.setdefault(bad, score)
        assert known == score, five
        hands += 1
    assert hands == 2_598_960
    ordered = sorted(score_of)
    scores = [score_of[b] for b in ordered]
    assert all(a > b for a, b in zip(scores, scores[1:]))
    assert len(ordered) == 7462


def test_the_best_lows_are_six_four_then_six_five_and_the_straight_six_is_no_low():
    # The top of the order, from the rule: 6-5-4-3-2 is a straight, so 6-5-4-3-A is followed by 7-4-3-2-A.
    best = ["6h 4d 3c 2s Ah", "6h 5d 3c 2s Ah", "6h 5d 4c 2s Ah", "6h 5d 4c 3s Ah", "7h 4d 3c 2s Ah"]
    scores = [low(h).score for h in best]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == 5
    mixed = "shdcs"
    every_low = {acesix.low_score([Card(r, mixed[i]) for i, r in enumerate(ranks)])
                 for ranks in combinations(range(2, 15), 5)}
    assert sorted(every_low, reverse=True)[:5] == scores


def test_a_cardrooms_published_order_of_ace_to_six_lows():
    # wptglobal.com/how-to-play/ace-to-six ("Ace-to-Six Lowball Hand Rankings: From the Nuts to Weak Lows"):
    # 6-4-3-2-A, 6-5-3-2-A, 6-5-4-2-A, 7-4-3-2-A, 8-5-4-3-2, then any hand with a pair; and the wheel is not the
    # nuts (onlineslotsguru.co.uk/lowball: under ace to six A-2-3-4-5 loses, being a straight; A-2-3-4-6 the best).
    published = ["6s 4d 3c 2s Ah", "6d 5d 3c 2s Ah", "6c 5h 4c 2s Ah", "7h 4d 3c 2s Ah", "8h 5d 4c 3s 2h",
                 "2h 2s Ac 3d 4h"]
    scores = [low(h).score for h in published]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == len(scores)
    assert low("Ac 2d 3h 4s 5c").score < low("6s 4d 3c 2s Ah").score
    assert low("Ac 2d 3h 4s 5c").score < low("Kh Qd Jc 9s 8h").score      # a straight is worse than no pair
    assert low("Ac 2d 3h 4s 5c").score < low("Kh Kd Qc Qs Jh").score      # ... and than two pair


# --- exact hands and their words --------------------------------------------------------------------------

def test_the_wheel_is_a_straight_and_six_four_the_best_low():
    wheel = low("2s Ah 4d 3c 5h")
    assert wheel.score == (-4, -5)
    assert describe(wheel) == "a straight, five high (5♥ 4♦ 3♣ 2♠ A♥)"
    best = low("2s Ah 4d 3c 6h")
    assert best.score == (0, -6, -4, -3, -2, -1)
    assert describe(best) == "6-4-3-2-A (6♥ 4♦ 3♣ 2♠ A♥)"


def test_a_flush_counts_against_and_the_ace_is_never_high():
    flush = low("6s 4s 3s 2s As")
    assert describe(flush) == "a flush in spades, six high (6♠ 4♠ 3♠ 2♠ A♠)"
    assert flush.score < low("Ks Qh Jd 9c 8s").score
    assert describe(low("As Kd Qc Jh Ts")) == "K-Q-J-10-A (K♦ Q♣ J♥ 10♠ A♠)"      # no straight: the ace is low
    assert describe(low("As Ad 2c 3c 4h")) == "a pair of aces (A♠ A♦ 4♥ 3♣ 2♣)"


def test_of_seven_cards_the_best_five_leaves_the_straight_and_the_flush():
    # london-lowball.md's hands: the wheel's holder plays the queen beside A-2-3-4; five hearts play the king.
    bob = low("4c 5d Qh As 2h Kd 3c")
    assert describe(bob) == "Q-4-3-2-A (Q♥ 4♣ 3♣ 2♥ A♠)"
    dee = low("7h 3h Kd 5h 2h Kc 4h")
    assert dee.score == (0, -13, -5, -4, -3, -2)
    assert "K-5-4-3-2" in describe(dee)
    assert describe(low("As 2d 3h 4c 5s 6d")) == "6-4-3-2-A (6♦ 4♣ 3♥ 2♦ A♠)"


def test_seven_card_hands_play_the_five_the_rule_ranks_best():
    rng = random.Random(6)
    for _ in range(3000):
        seven = rng.sample(DECK, 7)
        value = low(" ".join(c.code for c in seven))
        assert oracle(value.best) == min(oracle(five) for five in combinations(seven, 5)), seven
        assert set(value.best) <= set(seven) and len(set(value.best)) == 5
        assert value.score == acesix.low_score(list(value.best)) == low_score(seven, kind=A6)


def test_the_kind_is_one_of_the_known_lows():
    with pytest.raises(RefereeError, match="known: deuce-to-seven, weakest, ace-to-five, ace-to-six"):
        best_low(parse_cards("5h 4d 3c 2s Ah"), kind="london")


# --- wild cards and the bug -------------------------------------------------------------------------------

JOKER_WILD = Wilds(jokers="wild")
EIGHTS = Wilds(ranks=frozenset({8}))


def test_a_wild_card_with_two_to_five_is_a_seven_as_the_ace_and_the_six_make_straights():
    value = low("2s 3h 4d 5c jk", JOKER_WILD)
    assert value.score == (0, -7, -5, -4, -3, -2)
    assert [(h.code, p.code) for h, p in value.became] == [("jk", "7s")]
    assert describe(value) == "7-5-4-3-2 (Joker as 7♠ 5♣ 4♦ 3♥ 2♠)"


def test_a_wild_card_keeps_four_of_a_suit_off_the_flush():
    value = low("As 2s 3s 4s 8h", EIGHTS)
    assert value.score == (0, -6, -4, -3, -2, -1)
    assert [(h.code, p.code) for h, p in value.became] == [("8h", "6h")]


def test_a_bug_is_an_ace_and_its_straight_counts():
    assert low("2s 3h 4d 5c jk").score == (-4, -5)               # A-2-3-4-5 with the bug: a straight
    assert low("2s 3h 4d 6c jk").score == (0, -6, -4, -3, -2, -1)


def _substituted(cards, wilds):
    """The best low over every card each wild card could be (any card, even one held: the club's rule)."""
    naturals = [c for c in cards if not wilds.is_wild(c)]
    best = None
    for stand_ins in product(DECK, repeat=len(cards) - len(naturals)):
        score = max(acesix.low_score(list(five)) for five in combinations(naturals + list(stand_ins), 5))
        best = score if best is None or score > best else best
    return best


@pytest.mark.parametrize("wilds,deck,sizes", [(JOKER_WILD, DECK + (JOKER,), (5, 6) * 30),
                                              (EIGHTS, DECK, (5, 6) * 30),
                                              (Wilds(ranks=frozenset({2, 9})), DECK, (5,) * 12)])
def test_wild_cards_play_as_the_best_substitution(wilds, deck, sizes):
    rng = random.Random(7)
    for size in sizes:
        cards = rng.sample(deck, size)
        if sum(wilds.is_wild(c) for c in cards) > 2:
            continue
        value = best_low(cards, wilds, A6)
        assert value.score == _substituted(cards, wilds) == low_score(cards, wilds, A6), cards
        assert acesix.low_score(list(value.played)) == value.score     # the five as played make that score


# --- the qualifier ----------------------------------------------------------------------------------------

def test_eight_or_better_is_five_different_ranks_with_no_straight_and_no_flush():
    assert acesix.qualifies(low("8h 7d 6c 4s 2h").score, 8)
    assert not acesix.qualifies(low("8h 7d 6c 5s 4h").score, 8)      # a straight
    assert not acesix.qualifies(low("Ah 2d 3c 4s 5h").score, 8)      # the wheel is a straight
    assert not acesix.qualifies(low("8h 6h 4h 3h 2h").score, 8)      # a flush
    assert not acesix.qualifies(low("9h 4d 3c 2s Ah").score, 8)
    assert acesix.qualifies(low("6h 4d 3c 2s Ah").score, 6)
    assert not acesix.qualifies(low("Ah As 2c 3d 4h").score, 13)


# --- in a game: the qualifier and the odd quarter ---------------------------------------------------------

LONDON_8 = """\
id: london-8
name: London 8 or Better
family: split
summary: "Seven-card stud high-low, the low ace-to-six of 8 or better."
players: {min: 2, max: 7}
deck: standard
deal: [[down, down, up], [up], [up], [up], [down]]
hand: best-five
pots:
  - {kind: high, share: 1/2}
  - {kind: low, share: 1/2}
settings: {low_qualifier: 8}
house: {low: ace-to-six}
"""
CHECKS = "check, check, check"


def london_8_table(tmp_path):
    from refcli.log.store import Store
    from refcli.night.session import Session
    from tablekit import Table
    (tmp_path / "games").mkdir(exist_ok=True)
    (tmp_path / "games" / "london-8.yaml").write_text(LONDON_8, encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(tmp_path),))
    return t


def test_an_eight_or_better_ace_to_six_low_refuses_the_wheel_and_takes_eight_seven(tmp_path):
    # Ann's A-2-3-4-5 is a straight on the low side: no low of 8 or better (her best low is Q-4-3-2-A), though
    # under ace-to-five it would have taken the low half; for high the club's aces are high only, so it is ace high.
    # Bob's 8-7-6-4-2 takes the low half, Cal's kings and nines the high.
    t = london_8_table(tmp_path)
    for line in ("night Ann Bob Cal", "game london-8", "deal", *[CHECKS] * 5, "show Bob 8d 7c 6h up 4s 2c Kc Jh",
                 "show Cal Ks Kd 9c up 9h 3c Jd Td", "show Ann As 2d 3h up 4c 5s Kh Qc", "settle"):
        t(line)
    from refcli.book.report import render_ruling
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · London 8 or Better · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): Cal with two pair, kings and nines (K♠ K♦ 9♥ 9♣ J♦).\n"
        "    Beaten: Bob king high; Ann ace high.\n"
        "  Low hand half (75¢): Bob with 8-7-6-4-2 (8♦ 7♣ 6♥ 4♠ 2♣).\n"
        "    No low of 8 or better: Cal and Ann.")
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}
    from refcli.rules.describe import describe as describe_game
    from refcli.rules.loader import load_game
    flat = " ".join(describe_game(load_game("london-8", (str(tmp_path),))).split())
    assert ("Half the pot (1/2): the best ace-to-six low hand of 8 or better (five different ranks, none above 8, "
            "no straight and no flush); with none, the high hand takes the whole pot.") in flat


def test_refcli_rules_says_what_the_ace_to_six_low_is():
    from refcli.rules.describe import describe as describe_game
    from refcli.rules.loader import load_game
    flat = " ".join(describe_game(load_game("london-lowball")).split())
    assert ("Low is ace-to-six (London lowball, not the club's deuce-to-seven): aces are low, and straights and "
            "flushes count against a low hand, so A-2-3-4-5 is a straight and the best low is 6-4-3-2-A not all one "
            "suit, then 6-5-3-2-A; pairs count against. In a tie, odd quarters go to the lowest card by suit with "
            "aces lowest.") in flat
