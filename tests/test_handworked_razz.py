"""The Razz night worked out by hand (tests/handworked/razz.md) from Razz's public rules, by someone who never read
refcli's code, before refcli could play it: every hand played as its file types it, every posting and running
balance compared, and the ruling's words: a six-low that is a straight (ace-to-five ignores straights), a jack-low
beating a pair of aces (no qualifier), and a tie whose odd quarter goes to the lowest card with aces lowest."""

from __future__ import annotations

import pytest

from handworked_kit import check_hand_as_worked, ended_night, oracle_hands, play_to

HANDS = oracle_hands("razz.md")

RULINGS = {
    "H1": ("Low hand, the whole pot ($14.75): Bob with 6-5-4-3-2 (6♦ 5♥ 4♣ 3♠ 2♥).",
           "  Beaten: Cal 7-4-3-2-A."),
    "H2": ("Low hand, the whole pot ($14.50): Ann with J-10-9-7-3 (J♥ 10♦ 9♣ 7♣ 3♠).",
           "  Beaten: Dee a pair of aces."),
    "H3": ("Low hand, the whole pot ($10.75): a tie — Dee with 8-6-4-2-A (8♦ 6♥ 4♠ 2♥ A♦); Ann with 8-6-4-2-A "
           "(8♥ 6♣ 4♦ 2♠ A♣). Split Ann $5.50, Dee $5.25.",
           "  Tied hands split that share (house rule).",
           "  The odd quarter goes to Ann (A♣): the lowest card by suit (♠ ♥ ♦ ♣, aces lowest), counting all of "
           "their cards (house rule)."),
}


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_razz_hand_posts_and_rules_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    check_hand_as_worked(night, hand, postings, RULINGS[hand.name])


def test_the_razz_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS)
    assert night.balances() == {"Ann": 950, "Bob": 225, "Cal": -825, "Dee": -350}
    assert sum(night.night.ledger.accounts.values()) == 0
