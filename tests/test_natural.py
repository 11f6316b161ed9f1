"""The natural (no wild card) evaluator: exact cases, then pokerkit and treys as independent oracles."""

import random
from itertools import combinations, combinations_with_replacement

import pytest

from refcli.kernel.cards import Card, parse_cards, standard_deck
from refcli.evaluate import natural
from refcli.evaluate.natural import (best_high, best_low, decode, encode, eval5_int, eval7_int, fast_evaluator,
                                     high_int, high_score, low_int, low_score)
from refcli.evaluate.types import score_int

C = parse_cards
DECK = standard_deck()


def codes(cards):
    return [c.code for c in cards]


# --- exact cases --------------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, score", [
    ("As Ks Qs Js Ts", (8, 14)),
    ("9d 9h 9s 9c 2d", (7, 9, 2)),
    ("Kh Kd 7c 7s 7d 2h", (6, 7, 13)),
    ("Kh Kd Ks 7s 7d 7h", (6, 13, 7)),
    ("Ah 9h 7h 5h 2h Kc Kd", (5, 14, 9, 7, 5, 2)),
    ("Tc 9d 8h 7s 6c 6d", (4, 10)),
    ("Jc Jd Js Ah 2c", (3, 11, 14, 2)),
    ("Kc Kd 7s 7h 2c 2d Qh", (2, 13, 7, 12)),
    ("9c 9d Ah 7s 4c 3d 2h", (1, 9, 14, 7, 4)),
    ("Ah Kd 7c 5s 2h 3d 9c", (0, 14, 13, 9, 7, 5)),
    ("9h 8h 7h 6h 5h 4h Ah", (8, 9)),
])
def test_high_categories(cards, score):
    assert high_score(C(cards)) == score


def test_the_wheel_is_a_straight_only_when_the_rule_allows_it():
    wheel = C("Ah 2c 3d 4s 5h")
    assert high_score(wheel) == (0, 14, 5, 4, 3, 2)
    assert high_score(wheel, wheel=True) == (4, 5)
    assert codes(best_high(wheel, wheel=True)[1]) == ["5h", "4s", "3d", "2c", "Ah"]
    steel = C("Ah 2h 3h 4h 5h 6c")
    assert high_score(steel) == (5, 14, 5, 4, 3, 2)
    assert high_score(steel, wheel=True) == (8, 5)
    # A six-high straight beats the wheel; no wrap-around K-A-2-3-4.
    assert high_score(C("Ah 2c 3d 4s 5h 6d"), wheel=True) == (4, 6)
    assert high_score(C("Kh Ac 2d 3s 4h"), wheel=True) == (0, 14, 13, 4, 3, 2)


def test_best_five_come_in_order_of_significance():
    score, five = best_high(C("Kh 7c Kd 7s 7d 2h"))
    assert score == (6, 7, 13)
    assert codes(five) == ["7s", "7d", "7c", "Kh", "Kd"]
    assert codes(best_high(C("2c 9c Ah 9d 4h 7s"))[1]) == ["9d", "9c", "Ah", "7s", "4h"]
    assert codes(best_high(C("Td 9d 8d 7d 6d 5d Jc"))[1]) == ["Td", "9d", "8d", "7d", "6d"]
    assert codes(best_high(C("Ah 9h 7h 5h 2h 3h Kc"))[1]) == ["Ah", "9h", "7h", "5h", "3h"]


def test_two_decks_make_five_of_a_kind_and_flushes_with_twin_cards():
    assert best_high(C("Ah Ah Ad Ac As")) == ((9, 14), tuple(C("As Ah Ah Ad Ac")))
    assert high_score(C("Ks Ks Kd Kd Kc Qh Qh")) == (9, 13)
    assert high_score(C("Ah Ah Kh Qh 9h 2c")) == (5, 14, 14, 13, 12, 9)
    assert codes(best_high(C("Ah Ah Kh Qh 9h 2c"))[1]) == ["Ah", "Ah", "Kh", "Qh", "9h"]
    assert high_score(C("Kh Kh Kd Kd 2c")) == (7, 13, 2)
    # Three aces and two kings in one suit is a full house before it is a flush.
    assert high_score(C("Ah Ah Ad Kh Kh Qh")) == (6, 14, 13)
    assert high_score(C("Qc Qc Jc Tc 9c 8c")) == (8, 12)


def test_fewer_than_five_cards_are_judged_as_they_are():
    assert high_score(C("9h 9d")) == (1, 9, 0, 0, 0)
    assert high_score(C("Kh Kd Kc Ks")) == (7, 13, 0)
    assert high_score(C("7h 7d 7c")) == (3, 7, 0, 0)
    assert high_score(C("Qh Qd 4c 4s")) == (2, 12, 4, 0)
    assert high_score(C("Ah 3c")) == (0, 14, 3, 0, 0, 0)
    assert best_high(C("3c Ah")) == ((0, 14, 3, 0, 0, 0), tuple(C("Ah 3c")))
    assert low_score(C("7c 5d 2h")) == (0, -7, -5, -2, 0, 0)
    assert best_low(C("9h 9d"))[1] == tuple(C("9h 9d"))


def test_jokers_are_not_natural_cards():
    with pytest.raises(ValueError):
        high_score(C("Ah Kh jk Qh Jh"))


@pytest.mark.parametrize("cards, score, five", [
    ("7h 5d 4c 3s 2s Ks Ah", (0, -7, -5, -4, -3, -2), "7h 5d 4c 3s 2s"),
    # All five lowest are hearts: the eight of spades breaks the flush.
    ("2h 3h 4h 5h 7h 8s 9s", (0, -8, -5, -4, -3, -2), "8s 5h 4h 3h 2h"),
    # Aces are high and there is no wheel: A-2-3-4-5 is ace high, 6-5-4-3-2 a straight.
    ("Ah 2c 3d 4s 5h", (0, -14, -5, -4, -3, -2), "Ah 5h 4s 3d 2c"),
    ("2c 3d 4h 5s 6c", (-4, -6), "6c 5s 4h 3d 2c"),
    # With a sixth card the straight is broken by the next rank up, or by a pair (a pair beats a straight).
    ("2c 3d 4h 5s 6c 9d", (0, -9, -5, -4, -3, -2), "9d 5s 4h 3d 2c"),
    ("2c 3d 4h 5s 6c 6d", (-1, -6, -4, -3, -2), "6d 6c 4h 3d 2c"),
    ("Kh Kd 7c 7s 7d 2h", (-2, -13, -7, -2), "Kh Kd 7s 7d 2h"),
    ("Kh Kd Ks 7s 7d", (-6, -13, -7), "Ks Kh Kd 7s 7d"),
    # Seven of one suit: every five is a flush; the lowest one that is not a straight flush.
    ("Ah Kh Qh Jh Th 9h 8h", (-5, -13, -11, -10, -9, -8), "Kh Jh Th 9h 8h"),
    ("2c 2d 2h 2s 3c 3d 3h", (-6, -2, -3), "2s 2h 2d 3h 3d"),
])
def test_deuce_to_seven_lows(cards, score, five):
    got_score, got_five = best_low(C(cards))
    assert got_score == score
    assert codes(got_five) == five.split()


def test_low_of_any_number_of_cards_matches_every_five():
    rng = random.Random(11)
    two_decks = DECK * 2
    for size in (6, 7, 8, 9):
        for _ in range(300):
            cards = rng.sample(two_decks, size)
            want = max(tuple(-x for x in high_score(five)) for five in combinations(cards, 5))
            assert low_score(cards) == want, cards


def test_high_of_two_decks_matches_every_five():
    rng = random.Random(5)
    two_decks = DECK * 2
    for size in (6, 7, 9):
        for _ in range(300):
            cards = rng.sample(two_decks, size)
            assert high_score(cards) == max(high_score(five) for five in combinations(cards, 5)), cards


# --- the int layer ---------------------------------------------------------------------------------------

def test_encode_round_trips_every_card():
    assert [decode(encode(c)) for c in DECK] == list(DECK)
    assert len({encode(c) for c in DECK}) == 52


@pytest.mark.parametrize("wheel", [False, True])
def test_five_card_tables_hold_every_rank_pattern(wheel):
    plain, flush = natural._five_tables(wheel)
    assert (len(plain), len(flush)) == (6175, 1287)
    for combo in combinations_with_replacement(range(2, 15), 5):
        counts = [0] * 15
        for r in combo:
            counts[r] += 1
        if max(counts) > 4:
            continue
        key = sum(5 ** (r - 2) for r in combo)
        assert plain[key] == score_int(natural._high_from_counts(counts, (), wheel))
        if max(counts) == 1:
            assert flush[key] == score_int(natural._high_from_counts(counts, (list(combo),), wheel))


@pytest.mark.parametrize("wheel", [False, True])
def test_int_layer_agrees_with_tuple_layer(wheel):
    rng = random.Random(23)
    fast = fast_evaluator(wheel)
    for _ in range(5000):
        cards = rng.sample(DECK, 7)
        ints = [encode(c) for c in cards]
        assert fast.eval7(ints) == score_int(high_score(cards, wheel))
        assert fast.eval5(*ints[:5]) == score_int(high_score(cards[:5], wheel))
        assert fast.evaln(ints[:6]) == score_int(high_score(cards[:6], wheel))
        assert high_int(ints, wheel) == fast.eval7(ints)
        low = score_int(tuple(-x for x in low_score(cards)))
        assert fast.low7(ints) == low_int(ints) == -low
        assert fast.lown(ints[:6]) == -score_int(tuple(-x for x in low_score(cards[:6])))
    if not wheel:
        assert eval5_int(*ints[:5]) == fast.eval5(*ints[:5])
        assert eval7_int(ints) == fast.eval7(ints)


# --- oracles --------------------------------------------------------------------------------------------

def _orders_agree(ours, theirs):
    """Sort by our score; consecutive hands must differ the same way (and tie exactly when we tie)."""
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in zip(order, order[1:]):
        if ours[i] == ours[j]:
            assert theirs[i] == theirs[j], (i, j)
        else:
            assert theirs[i] < theirs[j], (i, j)


_PRIMES = {r: p for r, p in zip(range(2, 15), (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41))}


def _pokerkit_index(lookup_cls):
    """pokerkit's own entry index for every 5-card rank pattern, keyed by a prime product and suitedness.

    Built through pokerkit's public get_entry on one representative hand per pattern, so the ranking is
    pokerkit's; only the best-of-seven loop below is ours (pokerkit's from_game is too slow for 100k hands).
    """
    lookup = lookup_cls()
    index = {}
    for combo, plain, suited in _rank_patterns():
        key = _PRIMES[combo[0]] * _PRIMES[combo[1]] * _PRIMES[combo[2]] * _PRIMES[combo[3]] * _PRIMES[combo[4]]
        index[key, False] = lookup.get_entry("".join(c.code for c in plain)).index
        if suited:
            index[key, True] = lookup.get_entry("".join(c.code for c in suited)).index
    return index


_FIVES_OF_SEVEN = list(combinations(range(7), 5))


def _pk_best(index, cards, pick):
    p = [_PRIMES[c.rank] for c in cards]
    s = [c.suit for c in cards]
    return pick(index[p[a] * p[b] * p[c] * p[d] * p[e], s[a] == s[b] == s[c] == s[d] == s[e]]
                for a, b, c, d, e in _FIVES_OF_SEVEN)


@pytest.fixture(scope="module")
def seven_card_hands():
    rng = random.Random(20240611)
    return [tuple(rng.sample(DECK, 7)) for _ in range(100_000)]


def test_pokerkit_index_is_pokerkits_own_ranking():
    from pokerkit import StandardHighHand, StandardLowHand
    from pokerkit.lookups import Standard2Lookup, StandardLookup

    high, low = _pokerkit_index(StandardLookup), _pokerkit_index(Standard2Lookup)
    rng = random.Random(2)
    for _ in range(300):
        cards = rng.sample(DECK, 7)
        text = "".join(c.code for c in cards)
        assert _pk_best(high, cards, max) == StandardHighHand.from_game(text).entry.index
        assert _pk_best(low, cards, min) == StandardLowHand.from_game(text).entry.index


def test_high_orders_like_pokerkit_on_100k_seven_card_hands(seven_card_hands):
    from pokerkit.lookups import StandardLookup

    index = _pokerkit_index(StandardLookup)  # pokerkit's standard high hand plays the wheel
    ours = [high_score(cards, wheel=True) for cards in seven_card_hands]
    theirs = [_pk_best(index, cards, max) for cards in seven_card_hands]
    _orders_agree(ours, theirs)
    fast7 = fast_evaluator(True).eval7
    assert [fast7([encode(c) for c in cards]) for cards in seven_card_hands[:20000]] == \
        [score_int(s) for s in ours[:20000]]


def test_deuce_to_seven_low_orders_like_pokerkit_on_100k_seven_card_hands(seven_card_hands):
    from pokerkit.lookups import Standard2Lookup

    index = _pokerkit_index(Standard2Lookup)  # pokerkit's deuce-to-seven: aces high, no wheel
    ours = [low_score(cards) for cards in seven_card_hands]
    theirs = [-_pk_best(index, cards, min) for cards in seven_card_hands]  # a lower entry is a better low
    _orders_agree(ours, theirs)


def test_every_five_card_pattern_orders_like_pokerkit_without_the_wheel():
    from pokerkit.lookups import Standard2Lookup

    lookup = Standard2Lookup()
    hands = _five_card_patterns()
    ours = [high_score(h) for h in hands]
    theirs = [lookup.get_entry("".join(c.code for c in h)).index for h in hands]
    _orders_agree(ours, theirs)


def _rank_patterns():
    """Each five-card rank multiset with a hand of it that is no flush and, if it can be one, a flush."""
    for combo in combinations_with_replacement(range(14, 1, -1), 5):
        if max(combo.count(r) for r in combo) > 4:
            continue
        if len(set(combo)) == 5:
            yield combo, tuple(Card(r, "sh"[i % 2]) for i, r in enumerate(combo)), tuple(Card(r, "d") for r in combo)
        else:
            yield combo, tuple(Card(r, "shdc"[combo[:i].count(r)]) for i, r in enumerate(combo)), None


def _five_card_patterns():
    """One hand for each of the 7,462 five-card classes (rank pattern, and flush or not)."""
    hands = []
    for _, plain, suited in _rank_patterns():
        hands.append(plain)
        if suited:
            hands.append(suited)
    assert len(hands) == 7462
    return hands


def test_every_five_card_pattern_orders_like_treys():
    from treys import Card as TreysCard
    from treys import Evaluator

    evaluator = Evaluator()
    hands = _five_card_patterns()
    ours = [high_score(h, wheel=True) for h in hands]
    theirs = [-evaluator.evaluate([TreysCard.new(c.code) for c in h], []) for h in hands]  # treys: 1 is best
    _orders_agree(ours, theirs)
    fast5 = fast_evaluator(True).eval5
    assert [fast5(*map(encode, h)) for h in hands] == [score_int(s) for s in ours]


def test_random_five_card_hands_order_like_treys():
    from treys import Card as TreysCard
    from treys import Evaluator

    evaluator = Evaluator()
    rng = random.Random(99)
    hands = [rng.sample(DECK, 5) for _ in range(30_000)]
    ours = [high_score(h, wheel=True) for h in hands]
    theirs = [-evaluator.evaluate([TreysCard.new(c.code) for c in h], []) for h in hands]
    _orders_agree(ours, theirs)
