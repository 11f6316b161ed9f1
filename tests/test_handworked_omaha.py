"""The Omaha night worked out by hand (tests/handworked/omaha.md) from Omaha's public rules, by someone who never
read refcli's code, before refcli could play it: every hand played as its file types it, every posting and running
balance compared, and the ruling's words: four spades on the board with one in the hand make no flush, one hole ten
with A-K-Q-J on the board makes no straight, and a tie's odd quarter goes to the highest card by suit."""

from __future__ import annotations

import pytest

from handworked_kit import Night, ended_night, oracle_hands, play_to

HANDS = oracle_hands("omaha.md")


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_omaha_hand_posts_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    awards = [p for p in postings if p[0] == "pot"]
    assert [p for p in postings if p[0] != "pot"] == [p for p in hand.postings if p[0] != "pot"]
    assert sorted(awards) == sorted(p for p in hand.postings if p[0] == "pot")
    assert night.night.hand is None
    assert night.balances() == hand.balances


def test_the_omaha_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS)
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == HANDS[-1].balances


RULINGS = {
    # Bob's A♠ with four spades on the board is no flush (two of his own, three of the board): a pair of kings.
    "H1": ("High hand, the whole pot ($19.00): Dee with a flush in spades, king high (K♠ 9♠ 6♠ 5♠ 3♠), with K♠ 9♠ "
           "6♠ from the board.",
           "  Beaten: Bob a pair of kings; Cal a straight, ten high."),
    # Ann's one ten with A-K-Q-J on the board is no straight: her three aces lose to Dee's king-high straight.
    "H2": ("High hand, the whole pot ($16.00): Dee with a straight, king high (K♦ Q♣ J♥ 10♥ 9♥), with K♦ Q♣ J♥ from "
           "the board.",
           "  Beaten: Ann three aces."),
    "H3": ("High hand, the whole pot ($10.75): a tie — Dee with a straight, jack high (J♣ 10♦ 9♣ 8♦ 7♥), with 9♣ 8♦ "
           "7♥ from the board; Ann with a straight, jack high (J♦ 10♥ 9♣ 8♦ 7♥), with 9♣ 8♦ 7♥ from the board. Split "
           "Dee $5.50, Ann $5.25.",
           "  Tied hands split that share (house rule).",
           "  The odd quarter goes to Dee (A♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards "
           "(house rule)."),
}


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_omaha_ruling_says_which_two_and_three_played(hand):
    night, _ = play_to(HANDS, hand)
    assert night.rulings[-1].lines == RULINGS[hand.name]


def test_a_hand_shown_with_three_hole_cards_is_refused():
    n = Night()
    for line in HANDS[0].script:
        if line.startswith("show"):
            break
        n.play([line])
    from refcli.kernel.errors import RefereeError
    with pytest.raises(RefereeError) as refused:
        n.play(["show Bob As 2c 3d"])
    assert str(refused.value) == ("Bob shows 3 down and 0 up; Omaha gives each player 4 down and 0 up (face-up cards "
                                  "after 'up')")
