"""Twist Stud (seven-card stud with a bought twist), played to the cent: after the seventh card's bet each player still in may throw
one card away and buy a replacement for 50¢ paid into the pot (the twist step, refcli/table/steps/twist.py), a
face-down card replaced face down and a face-up one face up; a final bet; the best five of seven. Worked from the
public description of the twist round at http://www.starrepublic.org/encyclopedia/wikipedia/t/tw/twist__poker_.html
("the option to replace one, and only one, card ... if he wishes to replace an upcard, he discards it and receives
the replacement face up ... Sometimes replacement cards are 'bought' by requiring a player to add a fixed amount
to the pot"). The club's ante (the dealer's, 50¢ a player) and betting stand."""

from __future__ import annotations

from refcli.book.report import render_ruling
from refcli.table.expect import expect
from tablekit import Table

C3 = "check, check, check"
# Ann deals and antes $1.50; Bob bets a quarter on the seventh card and both call: $2.25 before the twist.
TO_THE_TWIST = ("night Ann Bob Cal", "game stud-twist", "deal", "up Bob 9h, Cal Kc, Ann 4d", C3,
                "up Bob 9c, Cal 7d, Ann 4s", C3, "up Bob 2h, Cal 7s, Ann Qh", C3, "up Bob Jd, Cal 3c, Ann 8s", C3,
                "bet Bob .25, call Cal, call Ann")


def test_each_card_bought_puts_its_price_in_the_pot_and_the_best_five_of_seven_wins():
    t = Table(*TO_THE_TWIST)
    assert expect(t.night).words == "Bob to buy a card or not (50¢)"
    # Bob buys one for a face-down card unseen; Cal throws away his face-up 3♣ and buys the K♦ face up; Ann buys none.
    for line in ("twist Bob 1", "twist Cal 3c for Kd", "twist Ann 0"):
        t(line)
    assert t.lines[-3:] == ["Bob pays 50¢ and buys a card for a face-down one · pot $2.75 · Cal to buy a card or "
                            "not (50¢)",
                            "Cal pays 50¢, throws away 3♣ and buys K♦ · pot $3.25 · Ann to buy a card or not (50¢)",
                            "Ann buys nothing · Betting round 6 of 6. · pot $3.25 · Bob to act"]
    assert t.night.hand.up["Cal"] == ["Kc", "7d", "7s", "Kd"]
    for line in (C3, "show Bob Ah 9s 5c up 9h 9c 2h Jd", "show Cal Ks 2c 6d up Kc 7d 7s Kd",
                 "show Ann Td 5d 4h up 4d 4s Qh 8s", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Twist Stud · dealt by Ann · pot $3.25\n"
        "  High hand, the whole pot ($3.25): Cal with a full house, kings full of sevens (K♠ K♦ K♣ 7♠ 7♦).\n"
        "    Beaten: Bob three nines; Ann three fours.")
    assert t.awards() == [("Cal", "high", 325)]
    assert t.balances() == {"Ann": -175, "Bob": -75, "Cal": 250}


def test_a_twist_out_of_turn_or_of_a_card_not_held_is_refused_in_one_line():
    t = Table(*TO_THE_TWIST)
    assert t.refuse("twist Cal 1") == "it is Bob's turn to buy a card or not, not Cal's"
    assert t.refuse("twist Bob 2") == "a player buys one card at the twist, not 2"
    assert t.refuse("twist Bob 3c for Kd") == "Bob does not hold 3♣"
    assert t.refuse("twist Bob 9h for 7d") == "7♦ was already dealt to Cal"
    assert t.refuse("bet Bob .25") == ("no betting now: the twist is under way and it is Bob's turn to buy a card or "
                                       "not")
    assert t.refuse("twist Bob 9h") == ("twist Bob names one card thrown away and one bought: twist Bob THROWN for "
                                        "BOUGHT, or twist Bob 1 (unseen), or twist Bob 0")


def test_a_card_thrown_away_is_out_of_play():
    t = Table(*TO_THE_TWIST, "twist Bob 9h for Ad", "twist Cal 0", "twist Ann 0", C3)
    assert t.night.hand.up["Bob"] == ["Ad", "9c", "2h", "Jd"]
    assert t.refuse("show Bob Ah 9s 5c up 9h 9c 2h Jd").startswith("Bob threw away 9♥")
