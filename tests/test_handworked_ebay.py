"""Ebay against the hands worked out by hand in tests/handworked/ebay.md, by someone who had not read refcli's
code. Each hand is its script as written there (its proposed verbs `aside`, `aside down CARD`, `bid`, `pass`
are refcli's). The file ends each hand with `settle` once the declarations are in, every card typed: refcli
shows each player still in with the cards typed for him (those dealt and those won at the auction).

The money is the file's, to the cent; the ruling's words about the auction and the wild eights are asserted
as refcli says them: every card's winner, every wild eight, and every eight that was won and is not wild.
"""

from __future__ import annotations

from tablekit import Table




def play(t: Table, script: str) -> None:
    for line in script.strip().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            t(line)


E1_DEAL = """
night Ann Bob Cal Dee Eve
game ebay
deal                                                     # Ann antes $2.50; pot 250
down Bob 2c 4d, Cal Kd Qh, Dee Ad Ac, Eve 3s 6s, Ann 9s 5d
up Bob 7h, Cal Kh, Dee 6d, Eve 4c, Ann Qc                # 3rd card
bet Bob .25, call Cal, call Dee, call Eve, call Ann      # pot 375
up Bob 5s, Cal 8d, Dee 9c, Eve 2h, Ann 4h                # 4th card
"""
E1_STREETS = """
check Bob, check Cal, check Dee, check Eve, check Ann
up Bob 10s, Cal 10c, Dee Qs, Eve Jh, Ann 10d             # 5th card
aside Jc                                                 # card 2
check Bob, bet Cal .50, call Dee, call Eve, call Ann, call Bob    # pot 625
up Bob Kc, Cal 3d, Dee 2s, Eve 9h, Ann 3c                # 6th card
aside Ks                                                 # card 3
check Bob, bet Cal 1, call Dee, call Eve, call Ann, call Bob      # pot 1125
down Bob 3h, Cal Js, Dee 10h, Eve 7d, Ann 2d             # 7th card, face down
aside down Qd                                            # card 4, face down
check Bob
"""


def hand_e1(t: Table) -> None:
    play(t, E1_DEAL)
    # Bad input 13: K♥ was dealt to Cal.
    assert t.refuse("aside Kh") == "K♥ was already dealt to Cal"
    t("aside Ah")                                            # put-aside card 1, face up
    # Bad input 12: one card is put aside per round.
    assert t.refuse("aside 7s") == "1 card is put aside by now, and refcli has it (A♥)"
    play(t, E1_STREETS)
    # Bad input 10: no auction before round 5 closes.
    assert t.refuse("bid Cal 2") == ("betting round 5 is open (Cal to act): the auction comes after the last card's "
                                     "betting round")
    t("check Cal, check Dee, check Eve, check Ann")
    # Card 1 (A♥): Cal bids first, his K♥ with the 8♦ (wild) the best hand showing, a pair of kings.
    assert t.lines[-1] == ("Ann checks · Auction of the 1st card put aside, A♥: Cal bids first (the best hand "
                           "showing: a pair of kings, with 8♦ wild). · pot $11.25 · Cal to bid on A♥ ($2.00 to "
                           "$4.50) or pass")
    assert t.refuse("bid Cal 1.50") == "the first bid on A♥ is at least $2.00"              # bad input 1
    assert t.refuse("bid Cal 5") == "the first bid on A♥ is at most $4.50"                  # bad input 2
    t("bid Cal 2")
    assert t.refuse("bid Dee 2.25") == ("$2.25 is not a 50¢ step above $2.00: bid $2.50, $3.00, ... $5.00")  # 3
    assert t.refuse("bid Dee 2") == "the bid for A♥ is $2.00 (Cal): a bid must be higher"   # bad input 4
    assert t.refuse("bid Eve 2.50") == "it is Dee's turn to bid on A♥ or pass, not Eve's"   # bad input 5
    t("bid Dee 2.50, pass Eve, pass Ann, pass Bob, bid Cal 3.50")
    assert t.refuse("bid Eve 4") == "Eve has passed on A♥: a pass is final for that card"  # bad input 9
    t("bid Dee 4, pass Cal")                                 # Dee wins A♥ at $4.00; pot 1525
    # Card 2 (J♣): Dee bids first; nobody bids $2.00, so it is discarded.
    t("pass Dee, pass Eve, pass Ann, pass Bob, pass Cal")
    assert t.lines[-1] == ("Cal passes · nobody bid $2.00: J♣ is discarded · Auction of the 3rd card put aside, K♠: "
                           "Eve bids first (one seat further left). · pot $15.25 · Eve to bid on K♠ ($2.00 to "
                           "$4.50) or pass")
    # Card 3 (K♠): Eve bids first.
    t("pass Eve, bid Ann 2, pass Bob, bid Cal 3")
    assert t.refuse("bid Dee 5.50") == ("bids go up to $5.00; only once $5.00 is bid may one more come, $10.00")  # 7
    t("bid Dee 5, pass Ann")
    assert t.refuse("bid Cal 7") == ("$5.00 has been bid for K♠: the only bid left is $10.00, which ends the "
                                     "bidding")                                                           # bad input 6
    t("bid Cal 10")                                          # $10.00 ends it: Cal wins K♠; pot 2525
    assert t.lines[-1] == ("Cal bids $10.00 for K♠ · Cal wins K♠ for $10.00 (paid into the pot) · Auction of the 4th "
                           "card put aside, face down: Ann bids first (one seat further left). · pot $25.25 · Ann to "
                           "bid on the face-down card ($2.00 to $4.50) or pass")
    # Bad input 8: the $10.00 bid ended that card's bidding; card 4 opens with Ann.
    assert t.refuse("bid Dee 10.50") == ("the bidding on K♠ ended with Cal's $10.00; now it is Ann's turn to bid on "
                                         "the face-down card or pass, not Dee's")
    assert t.refuse("pass Dee") == ("the bidding on K♠ ended with Cal's $10.00; now it is Ann's turn to bid on the "
                                    "face-down card or pass, not Dee's")
    # Card 4 (face down): Ann bids first.
    t("pass Ann, pass Bob, pass Cal, pass Dee, bid Eve 2")   # Eve wins it at $2.00 (it is the Q♦); pot 2725
    t("bet Bob 1, raise Cal 1, call Dee, call Eve")
    # Bad input 15: the declaration comes after round 6's bet.
    assert t.refuse("declare Bob low") == "the betting is not over: round 6 of 6 (pot $34.25 · Ann to act ($2.00 to call))"
    t("fold Ann, call Bob")                                  # to $2.00; pot 3525
    t("declare Bob low, Cal high, Dee high, Eve low")
    t("settle")


def test_e1_the_ladder_a_discarded_card_a_ten_dollar_bid_and_a_blind_card():
    t = Table()
    hand_e1(t)
    # 141 quarters: high 71 (Cal's four kings, the 8♦ wild), low 70 (Bob's 7-5-4-3-2).
    assert t.awards() == [("Cal", "high", 1775), ("Bob", "low", 1750)]
    assert t.balances() == {"Ann": -425, "Bob": 1375, "Cal": 400, "Dee": -775, "Eve": -575}
    lines = t.rulings[-1].lines
    assert lines[0] == ("Auction: A♥ to Dee for $4.00; J♣ discarded (no bid); K♠ to Cal for $10.00; the face-down "
                        "card (Q♦) to Eve for $2.00.")
    assert lines[1] == "Wild: eights, high and low, except any won at the auction; wild as dealt: Cal's 8♦."
    assert lines[3] == ("High hand share ($17.75 of $35.25: half, rounded up to the quarter): Cal with four kings "
                        "(K♠ K♥ K♦ K♣(8♦) Q♥).")
    assert lines[6] == ("Low hand share ($17.50 of $35.25: half, rounded down to the quarter): Bob with 7-5-4-3-2 "
                        "(7♥ 5♠ 4♦ 3♥ 2♣).")


E2 = """
deal                                                     # Bob antes $2.50; pot 250
down Cal 5d 6c, Dee 8h 2s, Eve Kh Kd, Ann Qs Qd, Bob 2c 3c
up Cal 10h, Dee 3d, Eve Ks, Ann Qc, Bob 4s               # 3rd card
bet Cal .25, call Dee, call Eve, call Ann, call Bob      # pot 375
up Cal Jh, Dee 4h, Eve 4d, Ann 5h, Bob 6d                # 4th card
aside 8c                                                 # card 1
check Cal, check Dee, check Eve, check Ann, check Bob
up Cal Qh, Dee 6h, Eve 9c, Ann 5c, Bob 7d                # 5th card
aside Jd                                                 # card 2
check Cal, bet Dee .50, call Eve, call Ann, call Bob, fold Cal    # pot 575
up Dee 7c, Eve Jc, Ann 10d, Bob Kc                       # 6th card
aside 5s                                                 # card 3
bet Dee 1, call Eve, raise Ann 1, call Bob, call Dee, call Eve    # to $2.00; pot 1375
down Dee Js, Eve 2h, Ann 3s, Bob 9d                      # 7th card, face down
aside down Ac                                            # card 4, face down
check Dee, check Eve, check Ann, check Bob
pass Ann, pass Bob, bid Dee 2, bid Eve 2.50, bid Dee 3, bid Eve 3.50, pass Dee   # Eve wins 8♣ at $3.50; pot 1725
pass Bob, pass Dee, pass Eve, pass Ann                    # card 2 (J♦): discarded
"""
E2_REST = """
pass Dee, pass Eve, pass Ann, bid Bob 2                   # Bob wins 5♠ at $2.00; pot 1925
pass Eve, bid Ann 2, pass Bob, pass Dee                   # Ann wins it at $2.00 (it is the A♣); pot 2125
bet Dee .25, call Eve, call Ann, call Bob                 # pot 2225
declare Dee both, Eve high, Ann high, Bob low
"""


def test_e2_a_won_eight_is_not_wild_and_both_loses_high():
    t = Table()
    hand_e1(t)
    play(t, E2)
    # Card 3 (5♠): one seat left of Bob is Cal, who has folded, so Dee bids first. Bad input 11:
    assert t.refuse("bid Cal 2") == "Cal has already folded"
    assert t.lines[-1].endswith("Auction of the 3rd card put aside, 5♠: Dee bids first (one seat further left). · "
                                "pot $17.25 · Dee to bid on 5♠ ($2.00 to $4.50) or pass")
    play(t, E2_REST)
    t("settle")
    # 89 quarters: Ann's full house 45 (high, the odd quarter), Bob's 7-5-4-3-2 44; Dee declared both and lost high.
    assert t.awards() == [("Ann", "high", 1125), ("Bob", "low", 1100)]
    assert t.balances() == {"Ann": 200, "Bob": 1725, "Cal": 375, "Dee": -1075, "Eve": -1225}
    lines = t.rulings[-1].lines
    assert lines[0] == ("Auction: 8♣ to Eve for $3.50; J♦ discarded (no bid); 5♠ to Bob for $2.00; the face-down card "
                        "(A♣) to Ann for $2.00.")
    assert lines[1] == ("Wild: eights, high and low, except any won at the auction; wild as dealt: Dee's 8♥; won at "
                        "the auction, so not wild: Eve's 8♣.")
    assert "Dee declared both and lost the high hand to Ann: out of both ways (house rule)." in lines


E3 = """
night Ann Bob Cal
game ebay
deal                                                     # Ann antes $1.50; pot 150
down Bob Jd 8c, Cal 2h 3h, Ann 2d 3s
up Bob Js, Cal 4h, Ann 4c                                # 3rd card
bet Bob .25, call Cal, call Ann                          # pot 225
up Bob 9c, Cal 5c, Ann 5h                                # 4th card
aside Kh                                                 # card 1
bet Bob .50, call Cal, call Ann                          # pot 375
up Bob Qs, Cal 7h, Ann 7s                                # 5th card
aside 10c                                                # card 2
check Bob, check Cal, check Ann
up Bob 6d, Cal 9d, Ann Kd                                # 6th card
aside Ah                                                 # card 3
check Bob, bet Cal 1, call Ann, call Bob                 # pot 675
down Bob 10s, Cal Jc, Ann Qc                             # 7th card, face down
aside down 9h                                            # card 4, face down
check Bob, check Cal, check Ann
pass Ann, bid Bob 2, bid Cal 2.50, bid Bob 3, bid Cal 5, pass Bob   # $5.00 reached; Bob declines $10.00; Cal wins K♥ at $5.00; pot 1175
pass Bob, pass Cal, pass Ann                              # discarded
pass Cal, pass Ann, bid Bob 2                             # Bob wins A♥ at $2.00; pot 1375
bid Ann 2, pass Bob, pass Cal                             # Ann wins it at $2.00 (it is the 9♥); pot 1575
bet Bob 1, raise Cal 1, call Ann, call Bob                # to $2.00; pot 2175
declare Bob high, Cal both, Ann low
"""


def hand_e3(t: Table) -> None:
    play(t, E3)
    t("settle")


def test_e3_five_dollars_with_no_ten_and_both_wins_high_and_ties_low():
    t = Table()
    hand_e3(t)
    # 87 quarters: high 44 to Cal ($11.00); low 43 split 22/21, the odd quarter to Ann (2♦ below Cal's 2♥).
    assert t.awards() == [("Cal", "high", 1100), ("Ann", "low", 550), ("Cal", "low", 525)]
    assert t.balances() == {"Ann": -175, "Bob": -575, "Cal": 750}
    lines = t.rulings[-1].lines
    assert lines[0] == ("Auction: K♥ to Cal for $5.00; 10♣ discarded (no bid); A♥ to Bob for $2.00; the face-down card "
                        "(9♥) to Ann for $2.00.")
    assert lines[1] == "Wild: eights, high and low, except any won at the auction; wild as dealt: Bob's 8♣."


E4 = """
deal                                                     # Bob antes $1.50; pot 150
down Cal 8d 6c, Ann 2h 4s, Bob 3h 4d
up Cal 7s, Ann 3d, Bob 5h                                # 3rd card
bet Cal .25, call Ann, call Bob                          # pot 225
up Cal 5d, Ann 6h, Bob 9s                                # 4th card
aside 8s                                                 # card 1
check Cal, check Ann, check Bob
up Cal Ks, Ann Qd, Bob 10d                               # 5th card
aside Qh                                                 # card 2
bet Cal .50, call Ann, call Bob                          # pot 375
up Cal Kh, Ann Jc, Bob 2s                                # 6th card
aside 9d                                                 # card 3
bet Cal 1, call Ann, raise Bob 1, call Cal, call Ann     # to $2.00; pot 975
down Cal 2c, Ann 7c, Bob Js                              # 7th card, face down
aside down Ac                                            # card 4, face down
check Cal, check Ann, check Bob
pass Cal, bid Ann 2, bid Bob 2.50, bid Ann 3, bid Bob 4, pass Ann   # Bob wins 8♠ at $4.00; pot 1375
pass Ann, pass Bob, pass Cal                              # discarded
pass Bob, pass Cal, pass Ann                              # discarded
bid Cal 2, pass Ann, pass Bob                             # Cal wins it at $2.00 (it is the A♣); pot 1575
bet Cal 1, call Ann, call Bob                             # pot 1875
declare Cal both, Ann low, Bob low
"""


def test_e4_both_loses_low_and_a_won_eight_is_not_wild_for_low():
    t = Table()
    hand_e3(t)
    play(t, E4)
    t("settle")
    # Cal declared both and lost low: out of both ways; nobody else went high, so the best low takes $18.75.
    assert t.awards() == [("Ann", "low", 1875)]
    assert t.balances() == {"Ann": 1325, "Bob": -1500, "Cal": 175}
    lines = t.rulings[-1].lines
    assert lines[0] == ("Auction: 8♠ to Bob for $4.00; Q♥ discarded (no bid); 9♦ discarded (no bid); the face-down "
                        "card (A♣) to Cal for $2.00.")
    assert lines[1] == ("Wild: eights, high and low, except any won at the auction; wild as dealt: Cal's 8♦; won at "
                        "the auction, so not wild: Bob's 8♠.")


def test_bad_input_14_nothing_is_put_aside_with_the_first_three_cards():
    t = Table("night Ann Bob Cal Dee Eve", "game ebay", "deal")
    assert t.refuse("aside Ah") == "no card is put aside yet: the first comes with the 4th card"
