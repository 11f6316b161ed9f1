"""Qualifiers of every kind a game may set (refcli/table/potkinds/poker.py, badugi.py): a low of N or better on an
ace-to-five or a deuce-to-seven low (five different ranks none above N; deuce-to-seven, no straight and no flush
either), a four-card badugi, and a high hand of a kind or better. A hand that does not qualify has no part in that
share; the best hand a player can make qualifies exactly when any hand he could make does."""

from __future__ import annotations

import pytest

from refcli.rules.loader import load_game
from refcli.table.potkinds.badugi import BadugiPot, qualifies
from refcli.table.pokerpot import PokerPot
from refcli.kernel.cards import parse_cards
from refcli.evaluate.badugi import best_badugi


def low(game: str, down: str, board: str = ""):
    judged = PokerPot().judge("low", load_game(game), down.split(), [], board.split())
    return judged.short if judged else None


def high(game: str, down: str, board: str = ""):
    judged = PokerPot().judge("high", load_game(game), down.split(), [], board.split())
    return judged.short if judged else None


def test_a_deuce_to_seven_low_of_10_or_better_qualifies_and_a_jack_low_does_not():
    assert low("omaha-10", "3d 6c Ah Ad", "2h 4c 8d Ks 9s") == "8-6-4-3-2"
    assert low("omaha-10", "Tc 7d Ah Ad", "2h 4c 8d Ks 9s") == "10-8-7-4-2"
    assert low("omaha-10", "Jc 7d Ah Ad", "2h 4c 8d Ks 9s") is None


def test_a_straight_or_a_flush_never_qualifies_as_a_deuce_to_seven_low():
    # 6♥ 5♥ with 4♥ 3♥ 2♥ is a straight flush: a low only ace-to-five, where straights and flushes do not count;
    # every other five holds a king or a queen.
    assert low("omaha-10", "5h 6h Kd Ks", "2h 3h 4h Kc Qd") is None
    assert low("omaha-8", "5h 6h Kd Ks", "2h 3h 4h Kc Qd") == "6-5-4-3-2"


def test_korean_plays_a_high_hand_of_a_pair_or_better_and_an_unpaired_low():
    assert high("korean", "8d 8c 4h 3c 2d") == "a pair of eights"
    assert high("korean", "Kh Qd 9c 5s 3h") is None
    assert low("korean", "Kh Qd 9c 5s 3h") == "K-Q-9-5-3"      # king or better: any five different ranks
    assert low("korean", "8d 8c 4h 3c 2d") is None


def test_a_game_without_a_high_qualifier_lets_any_high_hand_win():
    assert high("omaha-10", "Jc 7d 5h 3d", "2h 4c 8d Ks 9s") == "king high"


@pytest.mark.parametrize("cards, limit, taking_part", [
    ("9c 3d 2s Ah", 13, True), ("9c 3d 2s Ah", 9, True), ("9c 3d 2s Ah", 8, False),
    ("3s 2h Ad 4d", 13, False),         # three cards of different suits and ranks: no four-card badugi
    ("3s 2h Ad 4d", 0, True),           # no qualifier: any badugi takes part
])
def test_a_badugi_qualifies_with_four_cards_none_above_the_limit(cards, limit, taking_part):
    assert qualifies(best_badugi(parse_cards(cards)).score, limit) is taking_part


def test_with_aces_high_an_ace_is_above_every_badugi_limit():
    assert not qualifies(best_badugi(parse_cards("As 4h 3d 2c"), aces_low=False).score, 13)
    game = load_game("mississippi-studugi")
    assert BadugiPot(aces_low=True).judge("badugi", game, ["As", "4h"], ["3d", "2c"], []).short == \
        "a four-card badugi, 4-3-2-A"
    assert BadugiPot(aces_low=True).judge("badugi", game, ["3s", "2h"], ["Ad", "4d"], []) is None
