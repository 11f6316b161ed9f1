"""Pat Hand against the hands worked out by hand in tests/handworked/pat-hand.md, by someone who had not read
refcli's code. Each hand is its script as written there, with these translations of its proposed language:

- The file ends each hand with `settle` once every card is typed, as refcli takes it: each player still in
  shows the cards typed for him.
- Hand 4 changes the game after one hand of Ann's pick; refcli plays a pick for three hands, so the change is
  typed `game pat-hand second-deck override` (the table's word for changing the game early).

The money (postings, balances) is the file's, to the cent; the ruling's reason for the end of the game is
asserted in refcli's words, which say what the file says (who declared, the pat hand entirely face up, the
deck too short).
"""

from __future__ import annotations

from tablekit import Table




def play(t: Table, script: str) -> None:
    for line in script.strip().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            t(line)


H1_TO_ROUND_1 = """
night Ann Bob Cal Dee
game pat-hand
deal                                            # Ann antes $2.00; pot 200
down Bob 9d 6s, Cal Qs 5c, Dee 3s Kc, Ann Ah 4h
up Bob 7c, Cal Qd, Dee Kh, Ann 2h               # 3rd card
bet Bob .25, call Cal, call Dee, call Ann       # pot 300
"""
H1_ROUND_2 = """
up Bob 8h, Cal 2c, Dee 9c, Ann Jh               # 4th card
bet Bob .50, buyout Cal, call Dee, call Ann     # Cal pays the $2.00 buy-out instead of calling; pot 650
"""
H1_ROUND_3 = """
up Bob 10c, Dee 9s, Ann 3c                      # 5th card: Bob holds 6-7-8-9-10, a pat hand; he keeps quiet
check Bob, bet Dee .25, call Ann, call Bob      # pot 725
"""


def hand_1(t: Table) -> None:
    play(t, H1_TO_ROUND_1)
    # Bad input 8: 3♠ was dealt to Dee.
    assert t.refuse("up Bob 3s, Cal 2c, Dee 9c, Ann Jh") == "3♠ was already dealt to Dee"
    play(t, H1_ROUND_2)
    # Bad input 7: Cal has bought out.
    assert t.refuse("up Cal 5d, Bob 10c, Dee 9s, Ann 3c") == "Cal has already folded"
    play(t, H1_ROUND_3)
    # Bad input 1: Dee's best five make two pair; the declaration is refused and the game goes on.
    assert t.refuse("pat Dee") == ("not a pat hand: Dee's cards make two pair, kings and nines (K♥ K♣ 9♠ 9♣ 3♠), "
                                   "and a pat hand is a straight or better (any face-down cards of it not typed "
                                   "yet: pat Dee CARD ...)")
    t("up Bob Kd, Dee 4d, Ann 9h")                    # 6th card: Ann now holds a heart flush; she keeps quiet
    t("bet Bob 1")
    # Bad input 2: a pat hand is declared after the round's bet, not during it.
    assert t.refuse("pat Bob") == ("a pat hand is declared after the bet, before the next card: betting round 4 "
                                   "is under way, so declare it once that round is over")
    t("raise Dee 1, call Ann, call Bob")              # Dee raises to $2.00; pot 1325
    t("pat Bob")                                      # Bob declares: the game is over
    assert t.lines[-1] == ("Bob declares a pat hand: a straight, ten high (10♣ 9♦ 8♥ 7♣ 6♠) · the game is over: "
                           "no more cards and no more bets · pot $13.25 · betting over: show Bob, Dee, Ann")
    # Bad input 3: Bob declared the game over; no more cards.
    assert t.refuse("up Bob 2d, Dee 5d, Ann 6c").startswith("the game is over (Bob declared a pat hand after the 6th "
                                                            "card's bet")
    t("settle")


def test_hand_1_a_declared_pat_ends_the_game_and_a_quiet_flush_wins_high():
    t = Table()
    hand_1(t)
    # 53 quarters: high 27 (Ann's flush, the odd quarter), Low Chicago 26 (Dee's 3♠).
    assert t.awards() == [("Ann", "high", 675), ("Dee", "chicago", 650)]
    assert t.balances() == {"Ann": 175, "Bob": -300, "Cal": -225, "Dee": 350}
    lines = t.rulings[-1].lines
    assert lines[0] == ("The game is over: Bob declared a pat hand after the 6th card's bet, a straight, ten high "
                        "(10♣ 9♦ 8♥ 7♣ 6♠).")
    assert lines[1] == ("High hand share ($6.75 of $13.25: half, rounded up to the quarter): Ann with a flush in "
                        "hearts, ace high (A♥ J♥ 9♥ 4♥ 2♥).")
    assert "Low Chicago share ($6.50 of $13.25: half, rounded down to the quarter): Dee with 3♠ in the hole." in lines


H2 = """
deal                                            # Bob antes $2.00; pot 200
down Cal Kd 10h, Dee Ah Ac, Ann 2s Kh, Bob 5s 3s
up Cal 5h, Dee 9h, Ann 10c, Bob Qc              # 3rd card
bet Cal .25, call Dee, call Ann, call Bob       # pot 300
up Cal 6d, Dee 9d, Ann Js, Bob 2c               # 4th card
check Cal, check Dee, check Ann, check Bob
up Cal 4c, Dee 2d, Ann 4h, Bob Jh               # 5th card
bet Cal .50, call Dee, call Ann, call Bob       # pot 500
up Cal 7c, Dee Qh, Ann 6h, Bob 9c               # 6th card
bet Cal 1, call Dee, call Ann, call Bob         # pot 900
down Cal Jd, Dee 10d, Ann 9s, Bob 8s            # 7th card, face down
check Cal, check Dee, check Ann, check Bob
up Cal 8d, Dee 10s, Ann 3c, Bob 3d              # 8th card: Cal's face-up 5♥ 6♦ 4♣ 7♣ 8♦ is a straight → last round
bet Cal 1, call Dee, call Ann, raise Bob .50, call Cal, call Dee, call Ann   # pot 1500
"""


def test_hand_2_a_pat_hand_entirely_face_up_ends_the_game_after_that_bet():
    t = Table()
    hand_1(t)
    play(t, H2)
    # refcli notices the pat hand as the 8th card is typed, and ends the game once that round's bet is over.
    assert ("Cal up: 5♥ 6♦ 4♣ 7♣ 8♦ · Cal's up cards make a straight, eight high (8♦ 7♣ 6♦ 5♥ 4♣), a pat hand "
            "entirely face up: the game ends after this round's bet") in t.lines
    assert t.lines[-1] == ("Ann calls 50¢ · Cal's up cards make a straight, eight high (8♦ 7♣ 6♦ 5♥ 4♣), a pat "
                           "hand entirely face up: the game is over. · pot $15.00 · betting over: every card "
                           "typed: settle")
    # Bad input 4: the game ended with that round's bet. (The line's 9♠ was also dealt already, to Ann: refcli
    # names the end of the game first.)
    assert t.refuse("up Cal 9s, Dee 5c, Ann 7h, Bob 7d").startswith("the game is over (Cal's pat hand lies entirely "
                                                                    "face up")
    t("settle")
    # $15.00: Cal's straight $7.50; Bob's two low spades 5♠ 3♠ beat Ann's single 2♠, $7.50.
    assert t.awards() == [("Cal", "high", 750), ("Bob", "chicago", 750)]
    assert t.balances() == {"Ann": -150, "Bob": -75, "Cal": 200, "Dee": 25}
    lines = t.rulings[-1].lines
    assert lines[0] == ("The game is over: Cal's pat hand lies entirely face up, a straight, eight high "
                        "(8♦ 7♣ 6♦ 5♥ 4♣): the game ended after the 8th card's bet.")
    assert "Low Chicago half ($7.50): Bob with two low spades 3♠ 5♠ in the hole." in lines


H3_TO_ROUND_4 = """
night Ann Bob Cal Dee Eve Fay
game pat-hand
deal                                            # Ann antes $3.00; pot 300
down Bob 5h Ac, Cal 9s 7d, Dee 2c Js, Eve 6c 4d, Fay 9h 10s, Ann 8d 3d
up Bob 4c, Cal 6h, Dee 10h, Eve As, Fay 8s, Ann 9c        # 3rd card
bet Bob .25, call Cal, call Dee, call Eve, call Fay, call Ann                  # pot 450
up Bob 2h, Cal 6d, Dee 3h, Eve 2d, Fay 7h, Ann Ks         # 4th card
check Bob, check Cal, check Dee, check Eve, check Fay, check Ann
up Bob Kc, Cal Qc, Dee Qh, Eve 8c, Fay Qd, Ann 7s         # 5th card
bet Bob .50, call Cal, raise Dee .50, call Eve, call Fay, call Ann, call Bob, call Cal   # to $1.00; pot 1050
up Bob 3c, Cal 4h, Dee 8h, Eve Ah, Fay Jc, Ann 5s         # 6th card: Fay holds 8-9-10-J-Q (pat) and keeps quiet
check Bob, check Cal, check Dee, check Eve, bet Fay .25, call Ann, call Bob, call Cal, call Dee, call Eve   # pot 1200
"""
H3_REST = """
down Bob 5d, Cal 10c, Dee 6s, Eve Kh, Fay 2s, Ann Kd      # 7th card, face down; 42 dealt, 10 left
check Bob, check Cal, check Dee, check Eve, check Fay, check Ann
up Bob 3s, Cal Ad, Dee Qs, Eve 9d, Fay Jd, Ann 7c         # 8th card; 48 dealt, 4 left (< 6 players)
bet Bob 1, call Cal, call Dee, call Eve, call Fay, call Ann   # pot 1800; the deck cannot deal a 9th round → game over
"""


def hand_3(t: Table) -> None:
    play(t, H3_TO_ROUND_4)
    # Bad input 6: A-2-3-4-5 is not a straight (aces are high only).
    assert t.refuse("pat Bob") == ("not a pat hand: Bob's cards make ace high (A♣ K♣ 5♥ 4♣ 3♣), and a pat hand is a "
                                   "straight or better (any face-down cards of it not typed yet: pat Bob CARD ...)")
    play(t, H3_REST)
    assert t.lines[-1] == ("Ann calls $1.00 · The deck has 4 cards left, too few for another round to the 6 players "
                           "still in: the game is over. · pot $18.00 · betting over: every card typed: "
                           "settle")
    # Bad input 5: 4 cards left for 6 players: no 9th round.
    assert t.refuse("up Bob 4s, Cal 10d, Dee Jh, Eve 5c") == (
        "the game is over (after the 8th card's bet the deck has 4 cards left, too few for another round to the 6 "
        "players still in): Bob would have 6 up cards")
    t("settle")


def test_hand_3_the_deck_cannot_deal_another_round_and_one_player_takes_both_halves():
    t = Table()
    hand_3(t)
    assert t.awards() == [("Fay", "high", 900), ("Fay", "chicago", 900)]
    assert t.balances() == {"Ann": -550, "Bob": -250, "Cal": -250, "Dee": -250, "Eve": -250, "Fay": 1550}
    lines = t.rulings[-1].lines
    assert lines[0] == ("The game is over: after the 8th card's bet the deck has 4 cards left, too few for another "
                        "round to the 6 players still in.")
    assert lines[1] == "High hand half ($9.00): Fay with a straight, queen high (Q♦ J♦ 10♠ 9♥ 8♠)."
    assert "Low Chicago half ($9.00): Fay with 2♠ in the hole." in lines


H4 = """
deal                                            # Bob antes $3.00; pot 300
down Cal 9h 5s, Dee Qs 8s, Eve Qh 3s, Fay 9c 10d, Ann Jh Kc, Bob As 4h
up Cal Ks, Dee 6d, Eve 6c, Fay Kd, Ann 9s, Bob 2c         # 3rd card
bet Cal .25, call Dee, call Eve, call Fay, call Ann, call Bob                  # pot 450
up Cal Ah, Dee Jc, Eve 10h, Fay 8c, Ann Ac, Bob Jd        # 4th card
check Cal, check Dee, check Eve, check Fay, check Ann, check Bob
up Cal 4c, Dee Js, Eve 3c, Fay Qd, Ann 5d, Bob 5c         # 5th card
bet Cal .50, call Dee, call Eve, call Fay, call Ann, call Bob                  # pot 750
up Cal 10c, Dee 9d, Eve 2s, Fay 10s, Ann 4s, Bob 6h       # 6th card
check Cal, check Dee, check Eve, check Fay, check Ann, check Bob
down Cal 7d, Dee Kh, Eve 6s, Fay 3h, Ann Ad, Bob 8d       # 7th card, face down
check Cal, bet Dee .25, call Eve, call Fay, call Ann, call Bob, call Cal       # pot 900
up Cal 4d, Dee 2h, Eve 2d, Fay 7h, Ann 3d, Bob 5h         # 8th card; 48 dealt, deck 1 has 4 left
check Cal, check Dee, check Eve, check Fay, check Ann, check Bob
"""
H4_ROUND_9 = """
up Cal 8h, Dee Qc, Eve 7s, Fay 7c, Ann Qs, Bob 3d         # 9th card (Ann's Q♠ and Bob's 3♦ are from deck 2)
bet Cal .50, call Dee, call Eve, call Fay, call Ann, raise Bob 1, call Cal, call Dee, call Eve, call Fay, call Ann   # Bob raises to $1.50; pot 1800
pat Bob                                         # Bob declares: 2-3-4-5-6
"""


def test_hand_4_the_second_deck_finishes_the_round_and_a_declared_pat_ends_it():
    t = Table()
    hand_3(t)
    t("game pat-hand second-deck override")          # the file's `game pat-hand second-deck`, a pick changed early
    play(t, H4)
    # 48 dealt: the 9th round takes deck 1's last 4 and 2 from the second deck, which keeps 50.
    assert t.lines[-1] == ("Bob checks · The 9th card: one more face up to each player still in (it leaves 50 in "
                           "the second deck). · Betting round 7. · pot $9.00 · Cal to act")
    play(t, H4_ROUND_9)
    t("settle")
    # $18.00: Bob's straight 2-6 $9.00; Eve's two low spades 3♠ 6♠ beat Cal's single 5♠, $9.00.
    assert t.awards() == [("Bob", "high", 900), ("Eve", "chicago", 900)]
    assert t.balances() == {"Ann": -800, "Bob": 100, "Cal": -500, "Dee": -500, "Eve": 400, "Fay": 1300}
    lines = t.rulings[-1].lines
    assert lines[0] == ("The game is over: Bob declared a pat hand after the 9th card's bet, a straight, six high "
                        "(6♥ 5♥ 4♥ 3♦ 2♣).")
    assert "Low Chicago half ($9.00): Eve with two low spades 3♠ 6♠ in the hole." in lines


def test_bad_input_9_a_declaration_refcli_cannot_check():
    # Hand 1 typed without Bob's face-down cards: after round 3 refcli knows only his three up cards.
    t = Table()
    play(t, H1_TO_ROUND_1.replace("down Bob 9d 6s, ", "down "))
    play(t, H1_ROUND_2)
    play(t, H1_ROUND_3)
    assert t.refuse("pat Bob") == ("refcli knows 3 of Bob's cards: type the face-down cards of the pat hand "
                                   "(pat Bob CARD ...)")
    # Typed with the declaration (refcli's addition to the file's language), they make his straight.
    t("pat Bob 9d 6s")
    assert t.lines[-1].startswith("Bob declares a pat hand: a straight, ten high (10♣ 9♦ 8♥ 7♣ 6♠)")


def test_bad_input_10_no_9th_round_without_the_second_deck():
    t = Table()
    hand_3(t)
    t("game pat-hand override")
    play(t, H4)
    assert t.lines[-1] == ("Bob checks · The deck has 4 cards left, too few for another round to the 6 players still "
                           "in: the game is over. · pot $9.00 · betting over: every card typed: settle")
    assert t.refuse("up Cal 8h, Dee Qc, Eve 7s, Fay 7c, Ann Qs, Bob 3d").startswith(
        "the game is over (after the 8th card's bet the deck has 4 cards left")
