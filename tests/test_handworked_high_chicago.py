"""The High Chicago night worked out by hand (tests/handworked/high-chicago.md) from the game's public rules, by
someone who never read refcli's code, before refcli could play it: every hand played as its file types it, every
posting and running balance compared, and the ruling's words. The highest spade in the hole takes half (a face-up
A♠ never counts); with no spade in the hole anywhere, the high hand takes the whole pot."""

from __future__ import annotations

import pytest

from handworked_kit import check_hand_as_worked, ended_night, oracle_hands, play_to

HANDS = oracle_hands("high-chicago.md")

RULINGS = {
    "H1": (
        'High hand share ($8.25 of $16.25: half, rounded up to the quarter): Cal with a full house, queens full of fives (Q♥ Q♦ Q♣ 5♥ 5♣).',
        '  The pot does not divide evenly: the odd quarter goes to the high side (house rule).',
        '  Beaten: Bob a pair of aces; Dee king high.',
        'High Chicago share ($8.00 of $16.25: half, rounded down to the quarter): Dee with K♠ in the hole.',
        '  Beaten: Cal 8♠ in the hole.',
        '  No spade in the hole: Bob.',
    ),
    "H2": (
        'High hand, the whole pot ($15.00): Cal with three kings (K♠ K♦ K♣ A♥ 9♦).',
        "  Nobody has a spade in the hole: the high hand takes the whole pot (the game's rule).",
        '  Beaten: Ann three jacks.',
    ),
}


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_high_chicago_hand_posts_and_rules_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    check_hand_as_worked(night, hand, postings, RULINGS[hand.name])


def test_the_high_chicago_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS)
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == HANDS[-1].balances
