"""Wild cards and the bug: hand-made rulings, and the reasoning checked against brute substitution.

The oracle below is deliberately naive and shares no code with refcli: it puts every card of the deck in
place of every wild card (and every ace or completing card in place of a bug), scores every five-card
choice with a plain scorer, and keeps the best. refcli must find the same score by reasoning.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

import pytest
from pokerkit import StandardHighHand, StandardLowHand

from refcli.kernel.cards import JOKER, Card, parse_card, parse_cards, standard_deck
from refcli.kernel.errors import RefereeError
from refcli.evaluate.hand import best_high, best_low, describe, played_text, wild_text
from refcli.evaluate.types import Wilds
from refcli.evaluate.wild import wild_high, wild_high_score, wild_low, wild_low_score

DECK = standard_deck()
EIGHTS = Wilds(ranks=frozenset({8}))
JOKERS_WILD = Wilds(jokers="wild")
BUG = Wilds(jokers="bug")
ONE_EYED = Wilds(cards=frozenset(parse_cards("Js Jh")))
TWO_EYED = Wilds(cards=frozenset(parse_cards("Jc Jd")))


def C(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def labels(cards) -> str:
    return " ".join(c.label for c in cards)


# --- the independent oracle --------------------------------------------------------------------------

def plain_score(cards, wheel):
    ranks = sorted((c.rank for c in cards), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    counts = {r: ranks.count(r) for r in set(ranks)}
    by_group = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    distinct = sorted(counts, reverse=True)
    top = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        top = distinct[0]
    elif wheel and distinct == [14, 5, 4, 3, 2]:
        top = 5
    if shape == [5]:
        return (9, ranks[0])
    if top and flush:
        return (8, top)
    if shape == [4, 1]:
        return (7, *by_group)
    if shape == [3, 2]:
        return (6, *by_group)
    if flush:
        return (5, *ranks)
    if top:
        return (4, top)
    return ({(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1, (1, 1, 1, 1, 1): 0}[tuple(shape)], *by_group)


def oracle_high(naturals, n_wild, n_bug, wheel, may_duplicate):
    best = None
    for wild_as in combinations_with_replacement(DECK, n_wild):
        for bug_as in combinations_with_replacement(DECK, n_bug):
            cards = [(c, "n") for c in naturals] + [(c, "w") for c in wild_as] + [(c, "b") for c in bug_as]
            for five in combinations(cards, 5):
                played = [c for c, _ in five]
                score = plain_score(played, wheel)
                # the bug: an ace, or a card completing a straight, a flush or a straight flush
                if any(k == "b" and c.rank != 14 for c, k in five) and score[0] not in (4, 5, 8):
                    continue
                if not may_duplicate and score[0] != 9:
                    stand_ins = [c for c, k in five if k != "n"]
                    if any(c in naturals for c in stand_ins) or len(set(stand_ins)) < len(stand_ins):
                        continue
                if best is None or score > best:
                    best = score
    return best


def oracle_low(naturals, n_wild, n_bug, wheel):
    best = None
    aces = [Card(14, s) for s in "shdc"]
    for wild_as in combinations_with_replacement(DECK, n_wild):
        for bug_as in combinations_with_replacement(aces, n_bug):
            cards = list(naturals) + list(wild_as) + list(bug_as)
            for five in combinations(cards, 5):
                score = tuple(-x for x in plain_score(five, wheel))
                if best is None or score > best:
                    best = score
    return best


def random_case(rng: random.Random, max_wild: int):
    n_wild = rng.randint(0, max_wild)
    n_bug = rng.choice((0, 0, 1)) if n_wild < 2 else 0
    if n_wild + n_bug == 0:
        n_wild = 1
    size = rng.randint(5, 6 if n_wild + n_bug == 1 else 5)
    pool = DECK + DECK if rng.random() < 0.15 else DECK   # two decks now and then
    naturals = rng.sample(pool, size - n_wild - n_bug)
    return naturals, n_wild, n_bug, rng.random() < 0.3, rng.random() < 0.7


@pytest.mark.parametrize("seed", range(6))
def test_high_matches_substitution_oracle(seed):
    rng = random.Random(1000 + seed)
    for _ in range(200):
        naturals, w, b, wheel, dup = random_case(rng, 1)
        assert wild_high_score(naturals, w, b, wheel, dup) == oracle_high(naturals, w, b, wheel, dup), \
            (labels(naturals), w, b, wheel, dup)


@pytest.mark.parametrize("seed", range(4))
def test_high_two_wilds_matches_substitution_oracle(seed):
    rng = random.Random(2000 + seed)
    for _ in range(40):
        naturals, w, b, wheel, dup = random_case(rng, 2)
        assert wild_high_score(naturals, w, b, wheel, dup) == oracle_high(naturals, w, b, wheel, dup), \
            (labels(naturals), w, b, wheel, dup)


@pytest.mark.parametrize("seed", range(4))
def test_low_matches_substitution_oracle(seed):
    rng = random.Random(3000 + seed)
    for i in range(200):
        naturals, w, b, wheel, _ = random_case(rng, 2 if i % 5 == 0 else 1)
        assert wild_low_score(naturals, w, b, wheel) == oracle_low(naturals, w, b, wheel), \
            (labels(naturals), w, b, wheel)


def test_many_wilds_against_the_oracle_on_few_naturals():
    # hands that are mostly wild cards: the oracle still agrees when only two naturals remain
    rng = random.Random(7)
    for _ in range(4):
        naturals = rng.sample(DECK, 2)
        assert wild_high_score(naturals, 3, 0) == oracle_high(naturals, 3, 0, False, True)
        assert wild_low_score(naturals, 3, 0) == oracle_low(naturals, 3, 0, False)


def test_no_wild_path_orders_like_pokerkit():
    # with no wild card the reasoning is a full evaluator: it must order 7-card hands as pokerkit does
    # (pokerkit's high hand plays the wheel, its low hand is deuce-to-seven)
    rng = random.Random(11)
    hands = [rng.sample(DECK, 7) for _ in range(300)]
    def code(cards):
        return "".join(c.code for c in cards)
    high = sorted(hands, key=lambda h: wild_high_score(h, 0, 0, wheel=True))
    ours = [wild_high_score(h, 0, 0, wheel=True) for h in high]
    theirs = [StandardHighHand.from_game(code(h)) for h in high]
    for i in range(len(high) - 1):
        assert (ours[i] < ours[i + 1]) == (theirs[i] < theirs[i + 1])
        assert (ours[i] == ours[i + 1]) == (theirs[i] == theirs[i + 1])
    low = sorted(hands, key=lambda h: wild_low_score(h, 0, 0))
    ours = [wild_low_score(h, 0, 0) for h in low]
    theirs = [StandardLowHand.from_game(code(h)) for h in low]
    for i in range(len(low) - 1):
        assert (ours[i] < ours[i + 1]) == (theirs[i] < theirs[i + 1])


# --- hand-made rulings --------------------------------------------------------------------------------

def test_whole_rank_wild_makes_trips_and_says_how():
    v = best_high(C("Jh Jd 8c Ks 4d"), EIGHTS)
    assert v.score == (3, 11, 13, 4)
    assert v.category_name == "three of a kind"
    assert v.best == C("Jh Jd 8c Ks 4d")
    assert v.played == C("Jh Jd Js Ks 4d")
    assert v.became == ((parse_card("8c"), parse_card("Js")),)
    assert played_text(v) == "J♥ J♦ 8♣ as J♠ K♠ 4♦"
    assert wild_text(v) == "8♣ played as J♠"


def test_two_eyed_jacks_wild_high_one_eyed_jacks_wild_low():
    cards = C("Js Jd As Ah 7c 5d 4h 2s")
    high = best_high(cards, TWO_EYED)
    assert high.score == (3, 14, 11, 7)          # J♦ becomes the third ace; J♠ is a plain jack
    assert high.became == ((parse_card("Jd"), parse_card("Ad")),)
    low = best_low(cards, ONE_EYED)
    assert low.score == (0, -7, -5, -4, -3, -2)  # J♠ becomes the trey
    assert low.became == ((parse_card("Js"), parse_card("3s")),)
    assert set(low.best) == set(C("Js 7c 5d 4h 2s"))


def test_one_eyed_jack_still_plays_as_a_jack_on_the_high_side():
    v = best_high(C("Js Jc Qd Kh Ah"), TWO_EYED)   # J♣ wild: AKQJ + wild = ten for the straight
    assert v.score == (4, 14)
    assert v.became == ((parse_card("Jc"), parse_card("Ts")),)


def test_jokers_wild_complete_a_royal_flush():
    v = best_high((JOKER,) + C("Ks Qs Js Ts 2d 2c"), JOKERS_WILD)
    assert v.score == (8, 14)
    assert v.played == C("As Ks Qs Js Ts")
    assert v.became == ((JOKER, parse_card("As")),)


def test_bug_completes_a_straight():
    v = best_high((JOKER,) + C("9h Tc Jd Qs 3c"), BUG)
    assert v.score == (4, 13)
    assert v.became == ((JOKER, parse_card("Ks")),)
    assert played_text(v) == "Joker as K♠ Q♠ J♦ 10♣ 9♥"


def test_bug_completes_a_flush_as_the_ace_of_the_suit():
    v = best_high((JOKER,) + C("2h 5h 9h Kh 3c"), BUG)
    assert v.score == (5, 14, 13, 9, 5, 2)
    assert v.became == ((JOKER, parse_card("Ah")),)


def test_bug_is_only_an_ace_outside_straights_and_flushes():
    v = best_high((JOKER,) + C("Kd Kc 7s 3h"), BUG)
    assert v.score == (1, 13, 14, 7, 3)         # not three kings: the bug is an ace kicker
    assert v.played[2].rank == 14 and v.became[0][1].rank == 14
    wild = best_high((JOKER,) + C("Kd Kc 7s 3h"), JOKERS_WILD)
    assert wild.score == (3, 13, 7, 3)


def test_bug_is_the_fifth_ace():
    v = best_high((JOKER,) + C("As Ah Ad Ac Kd"), BUG)
    assert v.score == (9, 14)
    assert v.category_name == "five of a kind"


def test_bug_completes_a_straight_flush():
    v = best_high((JOKER,) + C("9s Ts Js Qs 2d"), BUG)
    assert v.score == (8, 13)
    assert v.became == ((JOKER, parse_card("Ks")),)


def test_five_of_a_kind_with_wild_eights():
    v = best_high(C("8s 8h Qd Qs Qh 2c"), EIGHTS)
    assert v.score == (9, 12)
    assert v.played == C("Qs Qh Qd Qc Qs")


def test_five_wild_cards_are_five_aces():
    v = best_high(C("8s 8h 8d 8c") + (JOKER,), Wilds(ranks=frozenset({8}), jokers="wild"))
    assert v.score == (9, 14)


def test_wild_may_duplicate_a_held_card_in_a_flush():
    cards = C("8c Ah Kh 9h 4h")
    v = best_high(cards, EIGHTS)
    assert v.score == (5, 14, 14, 13, 9, 4)      # the club's rule: a second A♥
    assert v.became == ((parse_card("8c"), parse_card("Ah")),)
    strict = best_high(cards, Wilds(ranks=frozenset({8}), may_duplicate=False))
    assert strict.score == (5, 14, 13, 12, 9, 4)  # otherwise the best heart not held: Q♥
    assert strict.became == ((parse_card("8c"), parse_card("Qh")),)


def test_no_duplicate_rule_still_allows_five_of_a_kind():
    v = best_high(C("8c As Ah Ad Ac"), Wilds(ranks=frozenset({8}), may_duplicate=False))
    assert v.score == (9, 14)


def test_wild_makes_the_best_of_several_categories():
    # two wild eights with K♠ Q♠ J♠: the royal flush beats four sevens
    v = best_high(C("8c 8d Ks Qs Js 7d 7c"), EIGHTS)
    assert v.score == (8, 14)
    assert set(v.played) == set(C("As Ks Qs Js Ts"))
    # one wild with two pair: a full house, kings over sevens
    v = best_high(C("8c Ks Kd 7s 7d 2c"), EIGHTS)
    assert v.score == (6, 13, 7)


def test_low_wild_avoids_a_flush():
    v = best_low(C("8d 7c 5c 4c 3c"), EIGHTS)
    assert v.score == (0, -7, -5, -4, -3, -2)
    assert v.became[0][1].rank == 2 and v.became[0][1].suit != "c"


def test_low_wild_avoids_a_straight():
    v = best_low(C("8d 6c 5d 4h 3s"), EIGHTS)
    assert v.score == (0, -8, -6, -5, -4, -3)    # the eight plays as an eight: 2 and 7 make straights
    v = best_low(C("8d 6c 5d 4h 3s Kc"), EIGHTS)
    assert v.score == (0, -8, -6, -5, -4, -3)


def test_low_bug_plays_as_an_ace():
    v = best_low((JOKER,) + C("7c 5d 4h 3s"), BUG)
    assert v.score == (0, -14, -7, -5, -4, -3)
    assert v.became[0][1].rank == 14


def test_low_with_too_few_ranks_uses_every_wild_as_a_new_low_rank():
    # the eight is a deuce: K K 9 9 2, two pair, is the lowest these cards make
    v = best_low(C("8d Kc Kd Kh Ks 9c 9d"), EIGHTS)
    assert v.score == (-2, -13, -9, -2)
    v = best_low(C("8d 8h Kc Kd 9c"), EIGHTS)
    assert v.score == (-1, -13, -9, -3, -2)


def test_weakest_low_counts_the_wheel_as_a_straight():
    assert wild_low_score(C("Ac 2d 3h 4s 5c"), 0, 0, wheel=True) == (-4, -5)
    assert wild_low_score(C("Ac 2d 3h 4s 5c"), 0, 0, wheel=False) == (0, -14, -5, -4, -3, -2)
    assert wild_low_score(C("Ac 2d 3h 4s 5c 7d"), 0, 0, wheel=True) == (0, -7, -5, -4, -3, -2)


def test_weakest_low_through_best_low_and_unknown_kinds():
    assert best_low(C("Ac 2d 3h 4s 5c 7d"), kind="weakest").score == (0, -7, -5, -4, -3, -2)
    assert best_low(C("Ac 2d 3h 4s 5c"), kind="weakest").category_name == "straight"
    with pytest.raises(RefereeError, match="unknown kind of low"):
        best_low(C("Ac 2d 3h 4s 5c"), kind="california")


def test_two_decks_duplicates_without_wilds():
    cards = C("As As Ks Qs 2s 9h")
    v = best_high(cards)
    assert v.score == (5, 14, 14, 13, 12, 2)
    assert best_high(C("7s 7s 7h 7h 7d")).score == (9, 7)
    assert best_low(C("7s 7s 7h 7h 7d")).score == (-9, -7)


def test_played_cards_and_sources_from_wild_high():
    made = wild_high(C("Kd Kc"), 3)
    assert made.score == (9, 13)
    assert [src for src, _ in made.slots].count("wild") == 3
    made = wild_low(C("Kd Kc"), 3)
    assert made.score == (-1, -13, -4, -3, -2)


def test_fewer_than_five_cards_is_an_error():
    with pytest.raises(RefereeError):
        best_high(C("As Ks Qs Js"))
    with pytest.raises(RefereeError):
        wild_high_score(C("As Ks"), 2)


def test_a_joker_not_in_play_is_an_error():
    with pytest.raises(RefereeError, match="joker"):
        best_high((JOKER,) + C("As Ks Qs Js"), Wilds(jokers="none"))


def test_describe_explains_the_wild_card():
    assert describe(best_high(C("Jh Jd 8c Ks 4d"), EIGHTS)) == "three jacks (J♥ J♦ 8♣ as J♠ K♠ 4♦)"
    assert describe(best_low(C("8d 7c 5c 4c 3c"), EIGHTS)) == "7-5-4-3-2 (7♣ 5♣ 4♣ 3♣ 8♦ as 2♠)"
    assert describe(best_low(C("8d 8h Kc Kd 9c"), EIGHTS)) == \
        "a pair of kings (K♦ K♣ 9♣ 8♦ as 3♠ 8♥ as 2♠)"
    assert describe(best_high((JOKER,) + C("9h Tc Jd Qs 3c"), BUG)) == \
        "a straight, king high (Joker as K♠ Q♠ J♦ 10♣ 9♥)"
