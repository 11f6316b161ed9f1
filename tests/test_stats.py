"""Hand-frequency counts: published tables, and brute force over small decks as the oracle."""

import random
from collections import Counter
from itertools import combinations
from math import comb

import pytest

from refcli.kernel.cards import JOKER, Card, parse_cards, standard_deck
from refcli.kernel.errors import RefereeError
from refcli.evaluate.natural import high_score
from refcli.evaluate.stats import build_deck, format_stats, hand_category, stats_report
from refcli.evaluate.types import CATEGORIES, FLUSH, STRAIGHT, STRAIGHT_FLUSH, Wilds
from refcli.evaluate.wild import wild_high_score

NAMES = ("five of a kind", "straight flush", "four of a kind", "full house", "flush", "straight",
         "three of a kind", "two pair", "one pair", "high card")


def table(*counts):
    return dict(zip(NAMES, counts))


def test_standard_deck_with_the_wheel_matches_the_high_and_low_poker_seed():
    # The "standard poker deck" column of the Count Of Hands table in high-and-low-poker.txt.
    assert stats_report(wheel=True) == {
        "total": 2598960,
        "categories": table(0, 40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540)}


def test_standard_deck_under_the_club_rule_has_no_wheel():
    report = stats_report()
    assert report == {"total": 2598960,
                      "categories": table(0, 36, 624, 3744, 5112, 9180, 54912, 123552, 1098240, 1303560)}
    assert list(report["categories"]) == list(reversed(CATEGORIES))


def test_one_joker_fully_wild_matches_the_published_table():
    report = stats_report(build_deck(jokers=1), wilds=Wilds(jokers="wild"), wheel=True)
    assert report == {"total": 2869685,
                      "categories": table(13, 204, 3120, 6552, 7804, 20532, 137280, 123552, 1268088, 1302540)}


def test_seven_card_standard_deck_matches_the_published_table():
    report = stats_report(cards=7, wheel=True)
    assert report == {"total": 133784560,
                      "categories": table(0, 41584, 224848, 3473184, 4047644, 6180020, 6461620, 31433400,
                                          58627800, 23294460)}


def _brute(deck, cards, wilds, wheel):
    """Deal every hand and judge it with evaluate.wild (an independent implementation of the wild rules)."""
    counts = Counter()
    for hand in combinations(deck, cards):
        naturals = [c for c in hand if not wilds.is_wild(c) and not wilds.is_bug(c)]
        n_wild = sum(1 for c in hand if wilds.is_wild(c))
        n_bug = sum(1 for c in hand if wilds.is_bug(c))
        counts[CATEGORIES[wild_high_score(naturals, n_wild, n_bug, wheel)[0]]] += 1
    return {"total": sum(counts.values()), "categories": {name: counts[name] for name in NAMES}}


def _cards(ranks, suits="shdc"):
    return tuple(Card(r, s) for r in ranks for s in suits)


TEN_TO_ACE = _cards(range(10, 15))
WHEEL_RANKS = _cards((14, 2, 3, 4, 5))


@pytest.mark.parametrize("deck, wilds, wheel", [
    (TEN_TO_ACE + (JOKER,), Wilds(jokers="wild"), True),
    (TEN_TO_ACE + (JOKER,), Wilds(jokers="bug"), False),
    (WHEEL_RANKS + (JOKER,), Wilds(jokers="bug"), True),
    (WHEEL_RANKS + (JOKER, JOKER), Wilds(jokers="wild"), False),
    (TEN_TO_ACE, Wilds(ranks=frozenset({10})), False),
    (WHEEL_RANKS, Wilds(ranks=frozenset({3, 5})), True),
    (TEN_TO_ACE + (JOKER,), Wilds(cards=frozenset(parse_cards("Js Jh")), jokers="bug"), True),
    # Two decks of Ten to Ace in two suits: duplicate cards, five of a kind without wild cards.
    (_cards(range(10, 15), "sh") * 2 + (JOKER,), Wilds(jokers="wild"), True),
])
def test_five_card_counts_match_dealing_every_hand(deck, wilds, wheel):
    assert stats_report(deck, 5, wilds, wheel) == _brute(deck, 5, wilds, wheel)


@pytest.mark.parametrize("deck, wilds, wheel", [
    (_cards(range(10, 15), "shd") + (JOKER, JOKER), Wilds(jokers="wild"), False),
    # Three wild aces and two wild jokers: hands where two suits could both flush.
    (_cards(range(10, 15), "shd") + (JOKER, JOKER), Wilds(ranks=frozenset({14}), jokers="wild"), True),
    (_cards((14, 2, 3, 4, 5), "shd") + (JOKER, JOKER), Wilds(ranks=frozenset({2}), jokers="bug"), True),
    (_cards(range(11, 15), "sh") * 2 + (JOKER,), Wilds(jokers="bug"), False),
])
def test_seven_card_counts_match_dealing_every_hand(deck, wilds, wheel):
    assert stats_report(deck, 7, wilds, wheel) == _brute(deck, 7, wilds, wheel)


def test_six_card_counts_match_dealing_every_hand():
    deck = _cards(range(10, 15), "shd") + (JOKER, JOKER)
    wilds = Wilds(ranks=frozenset({10}), jokers="wild")
    assert stats_report(deck, 6, wilds, True) == _brute(deck, 6, wilds, True)


def _substituted(naturals, wild_or_bug):
    """The category found by trying every card of a deck for one wild card or one bug."""
    best = 0
    for card in standard_deck():
        made = high_score(list(naturals) + [card])[0]
        if wild_or_bug == "wild" or card.rank == 14 or made in (STRAIGHT, FLUSH, STRAIGHT_FLUSH):
            best = max(best, made)
    return best


@pytest.mark.parametrize("kind", ["wild", "bug"])
@pytest.mark.parametrize("ranks", [(14, 2, 3, 4), (11, 12, 13, 14), (7, 8, 9, 10)])
def test_category_with_one_wild_card_or_bug_matches_trying_every_card(kind, ranks):
    w, b = (1, 0) if kind == "wild" else (0, 1)
    for naturals in combinations(_cards(ranks), 4):
        assert hand_category(naturals, w, b) == _substituted(naturals, kind), naturals


def test_category_agrees_with_evaluate_wild_on_random_hands():
    rng = random.Random(8)
    deck = standard_deck() * 2
    for _ in range(6000):
        w, b = rng.randrange(4), rng.randrange(3)
        n = rng.randrange(max(0, 5 - w - b), 8 - w - b)
        naturals = rng.sample(deck, n)
        wheel = rng.random() < 0.5
        assert hand_category(naturals, w, b, wheel) == wild_high_score(naturals, w, b, wheel)[0], (naturals, w, b)


def test_seven_card_category_is_the_best_five():
    rng = random.Random(4)
    for _ in range(1500):
        w, b = rng.randrange(3), rng.randrange(2)
        naturals = rng.sample(standard_deck(), 7 - w - b)
        held = naturals + ["w"] * w + ["b"] * b
        best = max(hand_category([c for c in five if isinstance(c, Card)], five.count("w"), five.count("b"))
                   for five in combinations(held, 5))
        assert hand_category(naturals, w, b) == best


def test_wild_ranks_and_one_eyed_jacks_on_a_full_deck():
    eights = stats_report(wilds=Wilds(ranks=frozenset({8})))
    assert eights["total"] == 2598960
    # k naturals of one of the 12 other ranks and 5-k of the four eights, k = 1..4.
    assert eights["categories"]["five of a kind"] == 12 * sum(comb(4, k) * comb(4, 5 - k) for k in range(1, 5))
    one_eyed = stats_report(wilds=Wilds(cards=frozenset(parse_cards("Js Jh"))))
    assert one_eyed["total"] == 2598960
    # Three of a rank and both one-eyed jacks, or four and one of them; the two natural jacks cannot.
    assert one_eyed["categories"]["five of a kind"] == 12 * (comb(4, 3) * 1 + comb(4, 4) * 2)


def test_build_deck():
    assert build_deck() == standard_deck()
    assert len(build_deck(jokers=2, decks=2)) == 106
    assert build_deck(jokers=1)[-1] == JOKER
    with pytest.raises(RefereeError):
        build_deck(decks=0)


def test_bad_requests_say_why():
    with pytest.raises(RefereeError, match="at least five"):
        stats_report(cards=4)
    with pytest.raises(RefereeError, match="no 7-card hands"):
        stats_report(_cards((14,), "shdc") + (JOKER, JOKER), cards=7)
    with pytest.raises(RefereeError, match="neither wild nor a bug"):
        stats_report(build_deck(jokers=1), wilds=Wilds(jokers="none"))


def test_format_stats_is_a_table_with_probabilities():
    text = format_stats(stats_report())
    lines = text.splitlines()
    assert lines[0].split() == ["hand", "count", "probability", "odds"]
    assert lines[2].split() == ["five", "of", "a", "kind", "0", "0%", "never"]
    assert lines[3].split() == ["straight", "flush", "36", "0.0014%", "1", "in", "72,193.3"]
    assert lines[11].split() == ["high", "card", "1,303,560", "50.1570%", "1", "in", "2.0"]
    assert lines[12].split() == ["total", "2,598,960", "100%"]
