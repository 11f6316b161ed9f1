"""Pat Hand (issue 7): seven-card stud, then one more card face up to each player still in with a bet after each,
until a pat hand (a straight or better) ends the game: declared by its holder after a bet, or lying entirely
face up; or until the deck cannot deal another round (option second-deck: the dealer goes on from a second
deck). High hand and Low Chicago split the pot; folding costs the $2.00 buy-out.

Every hand below was worked out by hand first; the comments are that working. Ann deals and antes 50¢ a
player; Bob, on her left, acts first. Cards each player holds, in the order dealt: two down, one up; up; up;
up; down (the 7th); then one more up each round.
"""

from __future__ import annotations

import pytest

from refcli.cli.main import main
from refcli.rules.describe import describe
from refcli.rules.loader import load_game
from tablekit import Table, checks


def deal_street(t: Table, verb: str, cards: dict[str, str]) -> None:
    """One street's cards as the dealer types them: `up Bob 5h, Cal Kd, Ann 2c`."""
    t(f"{verb} " + ", ".join(f"{p} {c}" for p, c in cards.items()))


# --- a pat hand declared after a bet ----------------------------------------------------------------------

def test_a_declared_pat_hand_ends_the_game_after_the_bet():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")          # Ann antes $1.50: pot $1.50
    deal_street(t, "up", {"Bob": "5h", "Cal": "Kd", "Ann": "2c"})
    t("bet Bob .25, call Cal, call Ann")                              # pot $2.25
    deal_street(t, "up", {"Bob": "6c", "Cal": "Kh", "Ann": "9d"})
    checks(t, 3)
    # Four cards: no pat hand yet, and no declaration either.
    assert t.refuse("pat Bob 4s 3c") == ("a pat hand is five cards or more: it may be declared once the 5th "
                                         "card's betting round is over")
    deal_street(t, "up", {"Bob": "7d", "Cal": "3s", "Ann": "Jc"})
    assert t.refuse("up Cal 5h") == "5♥ was already dealt to Bob"
    t("bet Bob .50, call Cal")
    # A declaration comes after the bet, not in the middle of it.
    assert t.refuse("pat Bob 4s 3c") == ("a pat hand is five cards or more: it may be declared once the 5th "
                                         "card's betting round is over")
    t("buyout Ann")                                                   # pot $2.25 + 50¢ + 50¢ + $2.00 = $5.25
    # The round is over: Bob declares, typing his two cards in the hole; with 5♥ 6♣ 7♦ up they make a straight.
    t("pat Bob 4s 3c")
    assert t.lines[-1] == ("Bob declares a pat hand: a straight, seven high (7♦ 6♣ 5♥ 4♠ 3♣) · the game is over: "
                           "no more cards and no more bets · pot $5.25 · betting over: show Bob, Cal")
    # No more cards and no more bets: the 6th card never comes.
    assert t.refuse("check Bob") == "the betting is over: show Bob, Cal"
    assert t.refuse("up Cal 8c") == ("the game is over (Bob declared a pat hand after the 5th card's bet, a "
                                     "straight, seven high (7♦ 6♣ 5♥ 4♠ 3♣)): Cal would have 4 up cards")
    assert t.refuse("show Cal 2s 9s 8h up Kd Kh 3s") == ("Cal shows 3 down and 3 up; Cal was dealt 2 down and 3 "
                                                          "up (face-up cards after 'up')")
    t("show Bob 4s 3c up 5h 6c 7d, show Cal 2s 9s up Kd Kh 3s")
    t("settle")
    # High: Bob's straight beats Cal's kings. Low Chicago: Cal's 2♠ in the hole (his 9♠ is no low spade, so he
    # plays the 2♠ alone) beats Bob's 4♠. Pot $5.25 = 21 quarters: high 11 ($2.75, the odd quarter), Low
    # Chicago 10 ($2.50).
    # Ann -1.50 - .25 - 2.00 = -3.75; Bob -.25 - .50 + 2.75 = +2.00; Cal -.25 - .50 + 2.50 = +1.75.
    assert t.awards() == [("Bob", "high", 275), ("Cal", "chicago", 250)]
    assert t.balances() == {"Ann": -375, "Bob": 200, "Cal": 175}
    assert t.rulings[-1].lines == (
        "The game is over: Bob declared a pat hand after the 5th card's bet, a straight, seven high "
        "(7♦ 6♣ 5♥ 4♠ 3♣).",
        "High hand share ($2.75 of $5.25: half, rounded up to the quarter): Bob with a straight, seven high "
        "(7♦ 6♣ 5♥ 4♠ 3♣).",
        "  The pot does not divide evenly: the odd quarter goes to the high side (house rule).",
        "  Beaten: Cal a pair of kings.",
        "Low Chicago share ($2.50 of $5.25: half, rounded down to the quarter): Cal with 2♠ in the hole.",
        "  Beaten: Bob 4♠ in the hole.")


# --- a refused declaration, a pat hand kept quiet, a pat hand entirely face up --------------------------------

HAND_B = {       # player: the cards of each street, in order
    "Bob": ["Ah Ad", "9c", "9h", "Qs", "Qc", "2h", "9d"],     # 8th card 9♦: 9♣ 9♥ Q♠ Q♣ 9♦ face up, a full house
    "Cal": ["3s 4c", "5c", "6d", "7h", "Kc", "8c", "Ks"],     # a straight from the 5th card on, kept quiet
    "Ann": ["2c 2d", "Jd", "Js", "8h", "8d", "Th", "Td"],     # pairs only
}


def street(hands: dict[str, list[str]], i: int) -> dict[str, str]:
    return {p: cards[i] for p, cards in hands.items()}


def test_a_pat_hand_face_up_ends_the_game_and_a_false_declaration_is_refused():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")          # pot $1.50
    deal_street(t, "down", street(HAND_B, 0))
    deal_street(t, "up", street(HAND_B, 1))
    checks(t, 3)
    deal_street(t, "up", street(HAND_B, 2))
    checks(t, 3)
    deal_street(t, "up", street(HAND_B, 3))
    t("bet Bob .25, call Cal, call Ann")                              # pot $2.25
    # Cal holds 3♠ 4♣ in the hole and 5♣ 6♦ 7♥ up: a straight. He keeps quiet, and the game goes on.
    assert t.lines[-1].endswith("Ann calls 25¢ · Betting round 4. · pot $2.25 · Bob to act")
    deal_street(t, "up", street(HAND_B, 4))
    checks(t, 3)
    deal_street(t, "down", street(HAND_B, 5))
    t("bet Bob 1, raise Cal 1, call Ann, call Bob")                   # $2.00 each: pot $8.25
    # Ann claims a pat hand with her cards in the hole: they make two pair. Refused, and nothing is recorded.
    assert t.refuse("pat Ann 2c 2d") == ("not a pat hand: Ann's cards make two pair, jacks and eights "
                                         "(J♠ J♦ 8♥ 8♦ 10♥), and a pat hand is a straight or better (any "
                                         "face-down cards of it not typed yet: pat Ann CARD ...)")
    deal_street(t, "up", street(HAND_B, 6))
    # A card of the 8th round is dealt: a declaration now waits for the end of this round's bet.
    assert t.refuse("pat Cal") == ("a pat hand is declared after the bet, before the next card: the next card is "
                                   "already dealt, so declare it once this round's betting is over")
    t("bet Bob 1")
    assert t.refuse("pat Cal") == ("a pat hand is declared after the bet, before the next card: betting round 6 "
                                   "is under way, so declare it once that round is over")
    t("call Cal, call Ann")                                           # pot $11.25
    # Bob's five up cards make a full house: a pat hand entirely face up ends the game after this bet.
    assert t.lines[-1] == ("Ann calls $1.00 · Bob's up cards make a full house, nines full of queens "
                           "(9♥ 9♦ 9♣ Q♠ Q♣), a pat hand entirely face up: the game is over. · pot $11.25 · "
                           "betting over: every card typed: settle")
    t("show Bob Ah Ad 2h up 9c 9h Qs Qc 9d, show Cal 3s 4c 8c up 5c 6d 7h Kc Ks, show Ann 2c 2d Th up Jd Js 8h 8d Td")
    t("settle")
    # High: Bob plays his aces with the nines, nines full of aces, over Cal's straight and Ann's two pair.
    # Low Chicago: only Cal has a spade in the hole, 3♠. Pot $11.25 = 45 quarters: high 23 ($5.75), Low
    # Chicago 22 ($5.50).
    # Ann -1.50 - .25 - 2.00 - 1.00 = -4.75; Bob -.25 - 2.00 - 1.00 + 5.75 = +2.50; Cal -3.25 + 5.50 = +2.25.
    assert t.awards() == [("Bob", "high", 575), ("Cal", "chicago", 550)]
    assert t.balances() == {"Ann": -475, "Bob": 250, "Cal": 225}
    lines = t.rulings[-1].lines
    assert lines[0] == ("The game is over: Bob's pat hand lies entirely face up, a full house, nines full of "
                        "queens (9♥ 9♦ 9♣ Q♠ Q♣): the game ended after the 8th card's bet.")
    assert lines[1] == ("High hand share ($5.75 of $11.25: half, rounded up to the quarter): Bob with a full house, "
                        "nines full of aces (9♥ 9♦ 9♣ A♥ A♦).")
    assert "Low Chicago share ($5.50 of $11.25: half, rounded down to the quarter): Cal with 3♠ in the hole." in lines


# --- the deck runs out -------------------------------------------------------------------------------------

SEVEN = "night Ann Bob Cal Dee Eve Fay Gus"
HAND_C = {       # Gus buys out in the first round; his cards are never typed
    "Bob": ["2s 3h", "4d", "9c", "Tc", "Jd", "7c", "Qs"],     # queen high; 2♠ in the hole
    "Cal": ["5s 6h", "Ah", "Ad", "Ks", "Kh", "8d", "Ts"],     # aces and kings; 5♠ in the hole
    "Dee": ["3s 4s", "2d", "2h", "9h", "9d", "Qd", "5d"],     # two pair; two low spades 3♠ 4♠ in the hole
    "Eve": ["8s 8h", "8c", "7d", "7s", "6c", "Jh", "3c"],     # eights full of sevens; 8♠ in the hole
    "Fay": ["6d 6s", "Qc", "Kc", "Jc", "4c", "9s", "3d"],     # a pair of sixes; 6♠ 9♠ in the hole
    "Ann": ["4h 5h", "Th", "Js", "Kd", "As", "2c", "7h"],     # ace high
}


def test_the_game_ends_when_the_deck_cannot_deal_another_round():
    t = Table(SEVEN, "game pat-hand", "deal")                       # Ann antes $3.50
    up = {p: c for p, c in street(HAND_C, 1).items()}
    deal_street(t, "up", up | {"Gus": "Ac"})
    t("check, check, check, check, check, buyout Gus, check")         # pot $5.50
    for i in (2, 3, 4):
        deal_street(t, "up", street(HAND_C, i))
        checks(t, 6)
    checks(t, 6)                                                      # the 7th card, down
    # Dealt: 7 x 3 + 6 x 4 = 45 cards (Gus's three stay out of the deck); 7 left, enough for the 6 still in.
    # The 8th card takes 6 of them: 1 left.
    assert t.lines[-1] == ("Ann checks · The 8th card: one more face up to each player still in (it leaves 1 "
                           "card in the deck). · Betting round 6. · pot $5.50 · Bob to act")
    deal_street(t, "up", street(HAND_C, 6))
    checks(t, 6)
    # 51 dealt, 1 left: not enough for another round, so the game is over.
    assert t.lines[-1] == ("Ann checks · The deck has 1 card left, too few for another round to the 6 players "
                           "still in: the game is over. · pot $5.50 · betting over: show Bob, Cal, Dee, Eve, Fay, "
                           "Ann")
    assert t.refuse("up Bob 5c") == ("the game is over (after the 8th card's bet the deck has 1 card left, too few "
                                     "for another round to the 6 players still in): Bob would have 6 up cards")
    assert t.refuse("pat Eve") == ("the game is already over: after the 8th card's bet the deck has 1 card left, "
                                   "too few for another round to the 6 players still in")
    t(", ".join(f"show {p} {c[0]} {c[5]} up {c[1]} {c[2]} {c[3]} {c[4]} {c[6]}" for p, c in HAND_C.items()))
    t("settle")
    # High: Eve's eights full of sevens beat Cal's aces and kings. Low Chicago: Dee's two low spades 3♠ 4♠
    # beat every single spade (Bob's 2♠ too; Fay's 9♠ is not low, so she has 6♠ alone). Pot $5.50 = 22
    # quarters: 11 and 11, $2.75 each. Ann -3.50, Gus -2.00, Eve +2.75, Dee +2.75, the others 0.
    assert t.awards() == [("Eve", "high", 275), ("Dee", "chicago", 275)]
    assert t.balances() == {"Ann": -350, "Bob": 0, "Cal": 0, "Dee": 275, "Eve": 275, "Fay": 0, "Gus": -200}
    assert t.rulings[-1].lines[0] == ("The game is over: after the 8th card's bet the deck has 1 card left, too "
                                      "few for another round to the 6 players still in.")


def test_seven_players_who_all_stay_get_no_8th_card():
    t = Table(SEVEN, "game pat-hand", "deal")
    for _ in range(5):
        checks(t, 7)
    # 7 x 7 = 49 cards dealt, 3 left for 7 players.
    assert t.lines[-1] == ("Ann checks · The deck has 3 cards left, too few for another round to the 7 players "
                           "still in: the game is over. · pot $3.50 · betting over: show Bob, Cal, Dee, Eve, Fay, "
                           "Gus, Ann")


def test_second_deck_deals_on_and_a_card_may_come_twice():
    t = Table(SEVEN, "game pat-hand second-deck", "deal")           # Ann antes $3.50
    t("down Bob 5c 6c, Cal 2s 4s")
    t("up Bob 7c, Cal 9h")
    checks(t, 7)
    t("up Bob 8d, Cal Qd")
    checks(t, 7)
    t("up Bob 2h, Cal Qs")
    checks(t, 7)
    t("up Bob Kh, Cal Js")
    checks(t, 7)
    t("down Bob 3s, Cal Tc")
    checks(t, 7)
    # 49 dealt: 3 left in the first deck; the 8th card takes those 3 and 4 of the second deck's 52.
    assert t.lines[-1] == ("Ann checks · The 8th card: one more face up to each player still in (it leaves 48 in "
                           "the second deck). · Betting round 6. · pot $3.50 · Bob to act")
    t("up Bob 9h, Cal 3d")                                            # 9♥ again: this one from the second deck
    t("bet Bob .25, call Cal, buyout Dee, buyout Eve, buyout Fay, buyout Gus, buyout Ann")   # pot $14.00
    t("pat Bob")            # every card of Bob's is typed: 5♣ 6♣ 3♠ down, 7♣ 8♦ 2♥ K♥ 9♥ up: 5 to 9
    assert t.lines[-1].startswith("Bob declares a pat hand: a straight, nine high (9♥ 8♦ 7♣ 6♣ 5♣)")
    t("show Bob 5c 6c 3s up 7c 8d 2h Kh 9h, show Cal 2s 4s Tc up 9h Qd Qs Js 3d")
    t("settle")
    # High: Bob's straight beats Cal's queens. Low Chicago: Cal's two low spades 2♠ 4♠ beat Bob's 3♠.
    # Pot $3.50 + 50¢ + 5 x $2.00 = $14.00 = 56 quarters: $7.00 each.
    # Ann -3.50 - 2.00 = -5.50; Dee, Eve, Fay, Gus -2.00; Bob -.25 + 7.00 = +6.75; Cal +6.75.
    assert t.awards() == [("Bob", "high", 700), ("Cal", "chicago", 700)]
    assert t.balances() == {"Ann": -550, "Bob": 675, "Cal": 675, "Dee": -200, "Eve": -200, "Fay": -200,
                            "Gus": -200}


def test_without_the_second_deck_a_card_comes_once():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")
    t("up Bob 9h")
    assert t.refuse("up Cal 9h") == "9♥ was already dealt to Bob"


# --- bad input for pat --------------------------------------------------------------------------------------

@pytest.mark.parametrize("line, message", [
    ("pat", "usage: pat PLAYER [CARD ...]"),
    ("pat Zed", "no player 'Zed' at the table (Ann, Bob, Cal)"),
    ("pat Bob 4x", "'4x' is not a card: a card is a rank 2-10, J, Q, K or A followed by a suit s, h, d or c (like Ah, "
              "10d, Td), or jk for a joker"),
])
def test_a_malformed_pat_is_one_line(line, message):
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")
    assert t.refuse(line) == message


def test_pat_outside_pat_hand_or_a_hand():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    assert t.refuse("pat Bob") == "no hand is being played: a pat hand is declared during one"
    t("deal")
    assert t.refuse("pat Bob") == "7 Card Stud has no pat hands (Pat Hand has)"


def test_pat_of_a_folded_player_and_of_cards_dealt_elsewhere():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")
    t("up Bob 5h, Cal Kd, Ann 2c")
    t("check, check, buyout Ann")
    t("up Bob 6c, Cal Kh")
    checks(t, 2)
    t("up Bob 7d, Cal 3s")
    checks(t, 2)
    assert t.refuse("pat Ann") == "Ann has already folded"
    assert t.refuse("pat Bob Kd 4s") == "K♦ was already dealt to Cal"
    assert t.refuse("pat Bob 4s 3c 8c") == "Bob has 2 cards face down by now, not 3 (4♠ 3♣ 8♣)"


def test_pat_through_the_one_shot_command_line(tmp_path, capsys):
    db = str(tmp_path / "night.db")
    for line in ("night Ann Bob Cal", "game pat-hand", "deal"):
        assert main(["--db", db, *line.split()]) == 0
    capsys.readouterr()
    before = (tmp_path / "night.db").read_bytes()
    code = main(["--db", db, "pat", "Bob", "4s", "3c"])
    err = capsys.readouterr().err
    assert code == 1
    assert err == ("Error: a pat hand is five cards or more: it may be declared once the 5th card's betting round "
                   "is over\n")
    assert main(["--db", db, "pat"]) != 0
    assert capsys.readouterr().err == "Error: usage: pat PLAYER [CARD ...]\n"
    assert (tmp_path / "night.db").read_bytes() == before


# --- refcli rules ---------------------------------------------------------------------------------------------

def test_rules_show_the_deck_setting_and_the_option():
    text = " ".join(describe(load_game("pat-hand")).split())
    assert "setting deck_runs_out: game-ends; the other choice, second-deck, goes on from a second deck" in text
    assert "second-deck: When the deck cannot give every player still in one more card, the dealer goes on" in text
    assert "Buy-out: this game is played with a buy-out; folding costs $2.00, paid into the pot." in text
    text = " ".join(describe(load_game("pat-hand second-deck")).split())
    assert "(setting deck_runs_out: second-deck; the other choice, game-ends," in text


def test_variant_declare_in_round_ends_the_game_when_the_round_is_over():
    # Setting pat_declared: during-the-bet (variant declare-in-round): Bob declares while the 5th card's bet is
    # under way; the round is finished, then the game is over.
    t = Table("night Ann Bob Cal", "game pat-hand declare-in-round", "deal")   # pot $1.50
    t("up Bob 5h, Cal Kd, Ann 2c")
    checks(t, 3)
    t("up Bob 6c, Cal Kh, Ann 9d")
    assert t.refuse("pat Bob 4s 3c") == ("a pat hand is five cards or more: it may be declared from the 5th card's "
                                         "betting round on")
    checks(t, 3)
    t("up Bob 7d, Cal 3s, Ann Jc")
    t("bet Bob .25")
    t("pat Bob 4s 3c")
    assert t.lines[-1] == ("Bob declares a pat hand: a straight, seven high (7♦ 6♣ 5♥ 4♠ 3♣) · the game ends when "
                           "this betting round is over · pot $1.75 · Cal to act (25¢ to call)")
    assert t.refuse("pat Cal") == "Bob has already declared a pat hand: the game ends after this bet"
    t("call Cal, call Ann")                                    # pot $2.25
    assert t.lines[-1] == "Ann calls 25¢ · Bob's pat hand ends the game. · pot $2.25 · betting over: show Bob, Cal, Ann"
    t("show Bob 4s 3c up 5h 6c 7d, show Cal 2s 9s up Kd Kh 3s, show Ann 5s 6s up 2c 9d Jc")
    t("settle")
    # 9 quarters: high 5 ($1.25) Bob's straight; Low Chicago 4 ($1.00) Ann's two low spades 5♠ 6♠.
    # Ann -1.50 - .25 + 1.00 = -.75; Bob -.25 + 1.25 = +1.00; Cal -.25.
    assert t.awards() == [("Bob", "high", 125), ("Ann", "chicago", 100)]
    assert t.balances() == {"Ann": -75, "Bob": 100, "Cal": -25}
    assert t.rulings[-1].lines[0] == ("The game is over: Bob declared a pat hand during the 5th card's bet, a "
                                      "straight, seven high (7♦ 6♣ 5♥ 4♠ 3♣).")
    text = " ".join(describe(load_game("pat-hand declare-in-round")).split())
    assert "setting pat_declared: during-the-bet, the other choice, after-the-bet" in text
    text = " ".join(describe(load_game("pat-hand")).split())
    assert "setting pat_declared: after-the-bet, the other choice, during-the-bet" in text


# --- the up cards the ruling needs, asked for when the table sees them ----------------------------------------

def test_a_pat_hand_face_up_is_never_missed_for_want_of_the_up_cards():
    # Two players; nobody's up cards typed through the 7th card. With the 8th each holds five up cards, so a pat
    # hand may lie face up: after that round's bet refcli waits for the up cards instead of dealing a 9th.
    t = Table("night Ann Bob", "game pat-hand", "deal")              # Ann antes $1.00
    for _ in range(5):
        checks(t, 2)
    assert t.lines[-1] == ("Ann checks · The 8th card: one more face up to each player still in (it leaves 36 "
                           "cards in the deck). · Betting round 6. · pot $1.00 · Bob to act")
    checks(t, 2)
    needs = ("a pat hand lying face up ends Pat Hand: type the up cards first (Bob has none of 5, Ann has none "
             "of 5): up PLAYER CARD ...")
    assert t.lines[-1] == f"Ann checks · pot $1.00 · {needs}"
    assert t.refuse("check Bob") == needs
    t("up Bob 2c 9d Jh Kc 4s")
    assert t.refuse("settle") == needs.replace("Bob has none of 5, ", "")
    t("up Ann 5h 6h 7c 8d 9s")          # five to nine, face up: the game is over after the 8th card's bet
    assert t.lines[-1] == ("Ann up: 5♥ 6♥ 7♣ 8♦ 9♠ · Ann's up cards make a straight, nine high (9♠ 8♦ 7♣ 6♥ 5♥), "
                           "a pat hand entirely face up: the game is over.")
    assert t.refuse("up Bob 5c") == ("the game is over (Ann's pat hand lies entirely face up, a straight, nine high "
                                     "(9♠ 8♦ 7♣ 6♥ 5♥): the game ended after the 8th card's bet): Bob would have 6 "
                                     "up cards")
    t("show Bob 3c 3d Ts up 2c 9d Jh Kc 4s, show Ann As Ah 2h up 5h 6h 7c 8d 9s")
    t("settle")
    # Pot $1.00: high to Ann's straight (50¢), Low Chicago to Bob's 10♠, his only spade in the hole, against
    # Ann's A♠ (aces high) (50¢). Ann -1.00 + .50, Bob +.50.
    assert t.awards() == [("Ann", "high", 50), ("Bob", "chicago", 50)]
    assert t.balances() == {"Ann": -50, "Bob": 50}
