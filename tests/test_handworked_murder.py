"""The Murder night worked out by hand (tests/handworked/murder.md) from the game's public rules, by someone who
never read refcli's code, before refcli could play it: every hand played as its file types it, every posting and
running balance compared, and the ruling's words. High Chicago, but a Q♠ dealt face up kills the deal: the dealer
deals again to the players still in (`redeal`), the money bet stays in the pot and no new ante is posted; a Q♠ in
the hole is no murder, only a spade in the hole."""

from __future__ import annotations

import pytest

from handworked_kit import Night, check_hand_as_worked, ended_night, oracle_hands, play_to
from tablekit import Table

HANDS = oracle_hands("murder.md")

RULINGS = {
    "H1": (
        "Murder: Cal's Q♠ face up, the 4th card, ended deal 1; the money in stayed in the pot (no new ante is posted "
        "at a redeal), and deal 2 was played out.",
        'High hand share ($8.25 of $16.25: half, rounded up to the quarter): Cal with a full house, tens full of '
        'sevens (10♥ 10♦ 10♣ 7♥ 7♣).',
        '  The pot does not divide evenly: the odd quarter goes to the high side (house rule).',
        '  Beaten: Bob a pair of jacks.',
        'High Chicago share ($8.00 of $16.25: half, rounded down to the quarter): Bob with A♠ in the hole.',
        '  Beaten: Cal 5♠ in the hole.',
    ),
    "H2": (
        'High hand half ($6.75): Cal with three nines (9♥ 9♦ 9♣ K♥ Q♠).',
        '  Beaten: Dee two pair, jacks and sixes.',
        'High Chicago half ($6.75): Cal with Q♠ in the hole.',
        '  No spade in the hole: Dee.',
    ),
}


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_murder_hand_posts_and_rules_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    check_hand_as_worked(night, hand, postings, RULINGS[hand.name])


def test_the_murder_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS)
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == HANDS[-1].balances


def _h1_through(upto: str) -> Table:
    t = Table()
    for line in HANDS[0].script:
        t(line)
        if line.startswith(upto):
            return t
    raise KeyError(upto)


def test_the_murder_card_kills_the_deal_and_the_table_waits_for_the_redeal():
    t = _h1_through("bet Bob .50")
    t("up Bob 8h, Cal Qs")
    assert t.lines[-1] == ("Cal up: K♥ Q♠ · Cal's Q♠ is face up: murder. The deal is void and the pot stays; once "
                           "Ann has dealt again (to Bob, Cal, Dee; no new ante), type redeal")
    assert t.pot == 350
    t("redeal")
    assert t.lines[-1] == "Ann deals again to Bob, Cal, Dee: the pot stays at $3.50, no new ante · pot $3.50 · Bob to act"
    assert t.night.hand.up == {} and t.night.hand.round == 0


# --- the file's lines that must be refused (its section 3), each one line that changes nothing -------------------

DEAD = ("Cal's Q♠ face up ended the deal (murder): nothing more is dealt or bet in it; redeal once Ann deals again "
        "(to Bob, Cal, Dee; no new ante)")


def test_no_card_is_dealt_after_the_murder_card():
    t = _h1_through("bet Bob .50")
    assert t.refuse("up Bob 8h, Cal Qs, Dee 4c") == DEAD


def test_nothing_is_bet_in_a_dead_deal():
    t = _h1_through("up Bob 8h, Cal Qs")
    assert t.refuse("bet Bob .50") == DEAD


def test_a_player_who_folded_before_the_murder_stays_out():
    t = _h1_through("redeal")
    assert t.refuse("up Bob Jc, Cal Td, Dee Ah, Ann 3s") == "Ann has already folded"


# --- the redeal's own refusals -------------------------------------------------------------------------------

def test_a_redeal_needs_a_murder():
    t = _h1_through("deal")
    assert t.refuse("redeal") == "the deal stands: only a Q♠ dealt face up ends it (up PLAYER Qs)"


def test_other_games_have_no_redeal():
    t = Table("night Ann Bob Cal", "game high-chicago", "deal", "up Bob Qs")
    assert t.refuse("redeal") == "High Chicago has no redeal (Murder has: a Q♠ dealt face up ends the deal)"


def test_a_q_of_spades_face_up_is_typed_when_dealt_not_at_the_show():
    t = Table("night Ann Bob", "game murder", "deal", "check, check", "check, check", "check, check", "check, check",
              "check, check")
    assert t.refuse("show Bob 2c 3c 4d up Qs 5h 6h 7h") == (
        "a Q♠ face up is murder: it ends the deal as it is dealt (up Bob Q♠), not at the show")


# --- the variant the file names: the dealer antes again at each redeal -------------------------------------------

def test_with_reante_the_first_hand_s_pot_is_200_more_and_each_half_100_more():
    n = Night()
    n.play([("game murder reante" if line.startswith("game ") else line) for line in HANDS[0].script])
    ruling = n.rulings[-1]
    assert ruling.pot == 1825
    assert sorted((a.player, a.amount) for a in ruling.awards) == [("Bob", 900), ("Cal", 925)]
    assert n.balances() == {"Ann": -400, "Bob": 375, "Cal": 400, "Dee": -375}


# --- the street typed without names stops at the murder card ------------------------------------------------

def test_a_street_typed_without_names_may_end_at_the_murder_card():
    t = _h1_through("bet Bob .50")
    t("up 8h qs")
    assert t.night.hand.up == {"Bob": ["5c", "8h"], "Cal": ["Kh", "Qs"], "Dee": ["9d"], "Ann": ["2c"]}
    assert t.refuse("up Dee 4c") == DEAD


def test_a_street_typed_without_names_past_the_murder_card_is_refused():
    t = _h1_through("bet Bob .50")
    assert t.refuse("up 8h qs 4c") == ("the deal stops at Cal's Q♠ (murder): no card is dealt after it; type the "
                                       "street up to it (up 8h Qs)")


def test_the_status_line_waits_for_the_redeal_and_misses_no_card():
    from refcli.book.report import render_reply
    from refcli.cli.shell import prompt_text
    t = _h1_through("up Bob 8h, Cal Qs")
    assert render_reply(t.session.execute("status"), t.night) == [
        "Hand 1 · Murder · Ann dealt · pot $3.50 · murder: Ann deals again (redeal)\nup: Bob 5♣ 8♥ · Cal K♥ Q♠ · Dee 9♦"]
    assert prompt_text(t.night) == "hand 1 · Murder · pot $3.50 · redeal > "
