"""The Spit in the Ocean night worked out by hand (tests/handworked/spit-in-the-ocean.md) from the game's public rules,
by someone who never read refcli's code, before refcli could play it: every hand played as its file types it, every
posting and running balance compared, and the ruling's words. The spit card (the first community card) is wild with
its rank; each player's hand is his four cards and the spit; a draw of up to three."""

from __future__ import annotations

import pytest

from handworked_kit import Night, check_hand_as_worked, ended_night, oracle_hands, play_to
from refcli.kernel.errors import RefereeError

HANDS = oracle_hands("spit-in-the-ocean.md")

RULINGS = {
    "H1": (
        'Wild: sevens (the spit card, the 7♦, and every card of its rank).',
        'High hand, the whole pot ($12.50): Dee with a straight flush in hearts, queen high (Q♥(7♦) J♥ 10♥ 9♥ 8♥), with 7♦ from the board.',
        '  Beaten: Bob three kings; Cal four queens.',
    ),
    "H2": (
        'Wild: fours (the spit card, the 4♠, and every card of its rank).',
        'High hand, the whole pot ($8.25): Cal with five aces (A♠ A♦ A♥(4♣) A♣(4♥) A♠(4♠)), with 4♠ from the board.',
        '  A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).',
        '  Beaten: Dee a straight flush in spades, queen high; Ann four kings.',
    ),
}


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_spit_hand_posts_and_rules_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    check_hand_as_worked(night, hand, postings, RULINGS[hand.name])


def test_the_spit_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS)
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == HANDS[-1].balances


def test_settle_asks_for_the_spit_card_before_it_rules():
    n = Night()
    n.play(["night Ann Bob Cal", "game spit", "deal", "checks", "draw Bob 0, Cal 0, Ann 0", "checks",
            "show Bob As Ad Kc Kd", "show Cal 2c 3d 4h 9s", "show Ann Qh Qs 8c 8d"])
    with pytest.raises(RefereeError) as refused:
        n.play(["settle"])
    assert str(refused.value) == ("the board has 0 of its 1 community cards: type board CARD ... (in the order they "
                                  "were laid)")
    from refcli.table.wildrules import settle_needs      # what the status line says settle needs
    assert settle_needs(n.night.hand) == "the spit card decides what is wild: type it (board CARD)"
