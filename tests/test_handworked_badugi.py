"""The Badugi night worked out by hand (tests/handworked/badugi.md) from the game's public rules, by someone who never
read refcli's code, before refcli could play it: every hand played as its file types it, every posting and running
balance compared, and the ruling's words. A king-high four-card badugi beats a three-card 3-2-A (four cards beat
three, however high); two 7-4-2-A badugis tie and the odd quarter goes to the lowest card by suit, aces lowest (A♣);
a paired hand plays three cards."""

from __future__ import annotations

import pytest

from handworked_kit import check_hand_as_worked, ended_night, oracle_hands, play_to, table_through

HANDS = oracle_hands("badugi.md")

RULINGS = {
    "H1": ("Badugi, the whole pot ($10.50): Bob with a four-card badugi, K-Q-J-10 (K♠ Q♦ J♥ 10♣).",
           "  Beaten: Cal a three-card hand, 3-2-A."),
    "H2": ("Badugi, the whole pot ($7.25): a tie — Dee with a four-card badugi, 7-4-2-A (7♠ 4♥ 2♦ A♣); Ann with a "
           "four-card badugi, 7-4-2-A (7♥ 4♣ 2♠ A♦). Split Dee $3.75, Ann $3.50.",
           "  Tied hands split that share (house rule).",
           "  The odd quarter goes to Dee (A♣): the lowest card by suit (♠ ♥ ♦ ♣, aces lowest), counting all of "
           "their cards (house rule). The badugi share sits on the low side for odd quarters.",
           "  Beaten: Cal a three-card hand, 6-5-2."),
}


def test_the_file_has_the_two_hands():
    assert [h.name for h in HANDS] == ["H1", "H2"]


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_badugi_hand_posts_and_rules_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    check_hand_as_worked(night, hand, postings, RULINGS[hand.name])


def test_the_badugi_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS)
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == {"Ann": -50, "Bob": 475, "Cal": -550, "Dee": 125}


# The file's bad-input table: (hand, the line after which it is typed, the line, refcli's one-line refusal).
REFUSALS = [
    ("H1", "check Bob, bet Cal 1", "show Bob Ks Qd Jh Tc 9c",
     "Bob shows 5 down and 0 up; Badugi gives each player 4 down and 0 up (face-up cards after 'up')"),
    ("H1", "bet Bob .25", "draw Bob 5", "a player draws at most 4 cards, not 5"),
    ("H2", "show Dee", "show Ann 7h 4c 2s Ac", "A♣ was already dealt to Dee"),
]


@pytest.mark.parametrize("hand, after, line, message", REFUSALS, ids=[r[2] for r in REFUSALS])
def test_the_files_bad_input_is_refused_in_one_line(hand, after, line, message):
    t = table_through(HANDS, hand, after, "badugi")
    before = (t.balances(), t.night.hand.to_json())
    assert t.refuse(line) == message
    assert (t.balances(), t.night.hand.to_json()) == before
