"""Pass Left, Pass Right, played to the cent: Anaconda's passes to both sides (the give step's `to: right`). Worked
from the public Anaconda rules at http://www.online-poker-deals.com/anaconda-poker-card-game-guidelines/ (seven cards
each; three passed to the left-hand neighbour, a bet; two passed to the right, a bet; one to the left, a bet; the
best five of the seven in hand win). The club's ante stands."""

from __future__ import annotations

from refcli.book.report import render_ruling
from tablekit import Table

C3 = "check, check, check"
HAND = ("night Ann Bob Cal", "game pass-left-right", "deal",
        "down Bob Ah Kh Qh 2c 3d 4s 5c", "down Cal 9s 9d 9c 8h 7h 6d Jc", "down Ann Ts Td Tc 2s 3s 4h Jd",
        "give Bob 2c 3d 4s, Cal 8h 7h 6d, Ann 2s 3s 4h", "bet Bob .25, call Cal, call Ann")


def test_the_second_pass_goes_to_the_right_and_the_best_five_of_seven_win():
    t = Table(*HAND)
    t("give Bob Ah 2s, Cal 2c 3d, Ann Ts 8h")
    assert t.lines[-1] == ("Ann gives 10♠ 8♥ · the cards move: Bob → Ann, Cal → Bob, Ann → Cal · Bob holds K♥ Q♥ 5♣ "
                           "3♠ 4♥ 2♣ 3♦ · Cal holds 9♠ 9♦ 9♣ J♣ 4♠ 10♠ 8♥ · Ann holds 10♦ 10♣ J♦ 7♥ 6♦ A♥ 2♠ · "
                           "Betting round 2 of 3. · pot $2.25 · Bob to act")
    for line in (C3, "give Bob 5c, Cal Jc, Ann Jd", C3, "show Bob Kh Qh 3s 4h 2c 3d Jd",
                 "show Cal 9s 9d 9c 4s Ts 8h 5c", "show Ann Td Tc 7h 6d Ah 2s Jc", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Pass Left, Pass Right · dealt by Ann · pot $2.25\n"
        "  High hand, the whole pot ($2.25): Cal with three nines (9♠ 9♦ 9♣ 10♠ 8♥).\n"
        "    Beaten: Bob a pair of threes; Ann a pair of tens.")
    assert t.awards() == [("Cal", "high", 225)]
    assert t.balances() == {"Ann": -175, "Bob": -25, "Cal": 200}


def test_a_card_passed_to_the_right_is_the_receivers_and_no_longer_the_givers():
    t = Table(*HAND, "give Bob Ah 2s, Cal 2c 3d, Ann Ts 8h", C3)
    assert t.refuse("give Bob Ah") == "A♥ is no longer Bob's: he gave it to Ann in the second pass"
    assert t.refuse("give Cal 2c") == "2♣ is no longer Cal's: he gave it to Bob in the second pass"
