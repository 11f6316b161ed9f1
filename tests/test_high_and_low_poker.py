"""High and Low Poker: four nights worked out by hand from the seed (and the club's house rules) before refcli
could play the game, by someone who had not read the engine (tests/handworked/high-and-low-poker-N.txt, with
the reasoning kept in each script's comments). Every hand's awards and every night's balances must match.
"""

from __future__ import annotations

import os

import pytest

from refcli.rules.loader import load_game
from tablekit import Table

HERE = os.path.join(os.path.dirname(__file__), "handworked")


def night(n: int) -> Table:
    with open(os.path.join(HERE, f"high-and-low-poker-{n}.txt"), encoding="utf-8") as f:
        return Table(*f.read().splitlines())


# Each hand's awards worked out by hand: (player, pot, cents).
NIGHTS = {
    1: ([[("Bob", "high", 400), ("Cal", "low", 200)],                          # ace-low straight beats trips
         [("Dee", "high", 150), ("Cal", "high", 125), ("Bob", "low", 125)],    # tie high, odd quarter to K♠
         [("Ann", "all", 350)],                                                 # everyone else folds
         [("Ann", "high", 475), ("Dee", "low", 125), ("Cal", "low", 100)]],    # wheel in the bottoms loses low
        {"Ann": 225, "Bob": 125, "Cal": -75, "Dee": -275}),
    2: ([[("Bob", "high", 300), ("Bob", "low", 125)],                          # jokers: five eights, and a 7 low
         [("Ann", "high", 375), ("Cal", "low", 175)],
         [("Ann", "high", 250), ("Bob", "low", 125)]],                         # both jokers in one hand
        {"Ann": 125, "Bob": 225, "Cal": -350}),
    3: ([[("Cal", "high", 675), ("Eve", "low", 325)],                          # same-joker: the 9 costs the low
         [("Bob", "high", 450), ("Bob", "low", 225)],
         [("Dee", "high", 350), ("Eve", "low", 150)]],                         # 20 quarters: 14 high, 6 low
        {"Ann": -325, "Bob": 225, "Cal": 175, "Dee": -50, "Eve": -25}),
    4: ([[("Bob", "high", 150), ("Cal", "low", 75)]],                          # five sixes without a joker
        {"Ann": -175, "Bob": 125, "Cal": 50}),
}


@pytest.mark.parametrize("n", sorted(NIGHTS))
def test_a_night_worked_by_hand_settles_to_the_cent(n):
    t = night(n)
    hands, balances = NIGHTS[n]
    assert [[(a.player, a.pot, a.amount) for a in r.awards] for r in t.rulings] == hands
    assert t.night.ended
    assert {p: t.night.ledger.balance(p) for p in t.night.players} == balances


def test_the_ruling_names_the_rounding_of_thirds_and_the_ace_low_straight():
    t = night(1)
    assert t.rulings[3].lines[:2] == (
        "High hand share ($4.75 of $7.00: two thirds, rounded up to the quarter): Ann with a full house, nines "
        "full of kings (9♠ 9♥ 9♦ K♠ K♥).",
        "  The pot does not divide evenly: the odd quarter goes to the high side (house rule; setting "
        "pot_rounding: high-side).")
    assert t.rulings[0].lines[0] == "High hand share ($4.00): Bob with a straight, five high (5♠ 4♣ 3♥ 2♦ A♠)."
    assert "Ann a straight, five high" in t.rulings[3].lines[-1]      # a wheel in the bottoms is a bad low


def test_same_joker_says_which_card_each_joker_became():
    t = night(3)
    assert t.rulings[0].lines[0] == ("Cal's joker plays as 9♠ in both hands (same-joker: one card for high and low; "
                                     "refcli chose the card that wins Cal the most).")


def test_the_second_bet_opens_with_the_first_bettor_or_the_next_player_still_in():
    t = Table("night Ann Bob Cal Dee", "game high-and-low-poker", "deal",
              "check Bob, bet Cal .50, call Dee, call Ann, call Bob",
              "draw Bob 0, draw Cal 1, draw Dee 2, draw Ann 3")
    assert t.lines[-1].endswith("Betting round 2 of 2. · pot $4.00 · Cal to act")
    t = Table("night Ann Bob Cal Dee", "game high-and-low-poker", "deal",
              "check Bob, bet Cal .50, call Dee, raise Ann .50, call Bob, fold Cal, call Dee",
              "draw Bob 0, draw Dee 1, draw Ann 0")
    assert t.lines[-1].endswith("pot $5.50 · Dee to act")               # Cal folded: Dee, to his left
    t = Table("night Ann Bob Cal", "game high-and-low-poker", "deal", "check, check, check",
              "draw Bob 1, draw Cal 0, draw Ann 0")
    assert t.lines[-1].endswith("pot $1.50 · Bob to act")               # nobody bet: left of the dealer


def test_a_draw_replaces_the_named_cards_and_the_show_must_match():
    t = Table("night Ann Bob Cal", "game high-and-low-poker", "deal",
              "down Bob As/Kd 2d/Qc 3h/9h 4c/9s 5s/6d", "check, check, check",
              "draw Bob 4c/9s 5s/6d for 7c/8d 6h/2s")
    assert t.lines[-1] == ("Bob discards 4♣/9♠ 5♠/6♦ and draws 7♣/8♦ 6♥/2♠ · pot $1.50 · Cal to draw")
    t("draw Cal 2, draw Ann 3")
    t("check, check, check")
    assert t.refuse("show Bob As/Kd 2d/Qc 3h/9h 4c/9s 6h/2s") == \
        "Bob threw away 4♣/9♠ in the draw, so it cannot be in the show"
    t("show Bob Kd/As 2d/Qc 3h/9h 7c/8d 6h/2s")                          # a card turned over is the same card
    assert t.night.hand.down["Bob"][0] == "Kd/As"


def test_a_blind_draw_keeps_the_rest_of_the_recorded_cards():
    t = Table("night Ann Bob Cal", "game high-and-low-poker", "deal",
              "down Bob As/Kd 2d/Qc 3h/9h 4c/9s 5s/6d", "check, check, check",
              "draw Bob 2, draw Cal 0, draw Ann 0", "check, check, check")
    assert t.refuse("show Bob As/Kd 2d/Qc 7c/8d 6h/2s 8h/3s") == \
        "Bob drew 2 and so kept 3 of the cards dealt to him, but the show has only 2 of them"
    t("show Bob As/Kd 2d/Qc 3h/9h 6h/2s 8h/3s")


H1 = ["night Ann Bob Cal Dee", "game high-and-low-poker", "deal",
      "down Bob As/Kd 2d/Qc 3h/9h 4c/9s 5s/6d", "down Cal Kh/4d Ks/7c Jd/8h 10c/2h 6s/3c",
      "down Dee Qh/10d Qd/Jc 7h/8s 9c/Ah 2s/Jh"]
ROUND1 = H1 + ["check Bob, bet Cal .50, call Dee, call Ann, call Bob"]
SHOWDOWN = ROUND1 + ["draw Bob 0", "draw Cal 2", "draw Dee 7h/8s 2s/Jh for Qs/8c 7d/10s", "draw Ann 3",
                     "check, check, check, check"]
BAD = [
    (["night Ann Bob Cal", "game seven-card-stud", "deal"], "up Bob Kh/4c, Cal 9d, Ann 2s",
     "Kh/4c is a dual-value card; 7 Card Stud uses an ordinary deck"),
    (["night Ann Bob Cal", "game seven-card-stud", "deal"], "draw Bob 1", "7 Card Stud has no draw"),
    (ROUND1, "draw Bob 4", "a player draws at most 3 cards, not 4"),
    (ROUND1, "draw Bob As/Kd 2d/Qc 3h/9h 4c/9s for 2c/3c 4c/5c 6c/7c 8c/9c", "a player draws at most 3 cards, not 4"),
    (ROUND1 + ["draw Bob 0", "draw Cal 2"], "draw Dee 7h/8s 3d/9d for Qs/8c 7d/10s",
     "Dee does not hold 3♦/9♦ (cards dealt to Dee: Q♥/10♦ Q♦/J♣ 7♥/8♠ 9♣/A♥ 2♠/J♥)"),
    (ROUND1, "draw Cal 2", "it is Bob's turn to draw, not Cal's"),
    (ROUND1 + ["draw Bob 0"], "draw Bob 1", "it is Cal's turn to draw, not Bob's"),
    (ROUND1, "draw Bob 2c/3c 4c/5c for 6c/7c", "Bob discards 2 and is dealt 1: a draw replaces each discard with one card"),
    (H1[:5], "down Dee 4d/Kh Qd/Jc 7h/8s 9c/Ah 2s/Jh", "4♦/K♥ was already dealt to Cal"),
    (H1 + ["check Bob, bet Cal .50, call Dee"], "draw Bob 0",
     "betting round 1 is open (Ann to act): the draw comes after it"),
    (H1 + ["check Bob"], "bet Cal 1.25", "a bet is at most $1.00"),
    (SHOWDOWN, "show Bob As/Kd 2d/Qc 3h/9h 4c/9s",
     "Bob shows 4 down and 0 up; High and Low Poker gives each player 5 down and 0 up (face-up cards after 'up')"),
    (SHOWDOWN, "show Ann jk 10h/3s 6h/6c 5h/Ac 9d/7s", "High and Low Poker is played without jokers"),
    (SHOWDOWN, "show Bob As 2d/Qc 3h/9h 4c/9s 5s/6d",
     "A♠ is not a dual-value card: High and Low Poker is played with dual-value cards (type top/bottom, like Kh/4c)"),
    (SHOWDOWN, "show Dee Qh/10d Qd/Jc 9c/Ah Qs/8c 7h/8s", "Dee threw away 7♥/8♠ in the draw, so it cannot be in the show"),
    (["night Ann Bob Cal", "game high-and-low-poker jokers", "deal", "down Bob 7c/4s 7d/5h Kh/6d jk jk"],
     "down Cal jk Kc/5c 10c/4c 6c/3d 3c/2c", "the deck has 2 jokers, and 3 would be dealt"),
    (["night Ann Bob Cal", "game high-and-low-poker jokers", "deal", "down Bob 7c/4s jk jk"], "down Cal jk/jk",
     "jk/jk is not a card of this deck: a joker is typed jk"),
    (["night Ann Bob Cal", "game high-and-low-poker jokers", "deal"], "down Cal jk/2c",
     "jk/2c is not a card of this deck: a joker is typed jk"),
    (["night Ann Bob Cal", "game high-and-low-poker", "deal"], "draw Bob 2c/3c for",
     "usage: draw [PLAYER] N, or draw PLAYER DISCARDS ... for NEW-CARDS ... (draw PLAYER 0 stands pat)"),
]


@pytest.mark.parametrize("before, line, message", BAD, ids=[b[1] for b in BAD])
def test_bad_input_is_refused_in_one_line_and_changes_nothing(before, line, message):
    assert Table(*before).refuse(line) == message


def test_the_flow_is_data_and_rules_say_each_step():
    game = load_game("high-and-low-poker")
    assert [s.kind for s in game.steps] == ["ante", "deal", "bet", "draw", "bet", "show", "settle"]
    assert game.steps[4].get("opens") == "first-bettor" and game.steps[3].get("max") == 3
    assert game.setting("pot_rounding") == "high-side"
    assert load_game("high-and-low-poker jokers same-joker").setting("joker_values") == "same"
