"""Every showdown ruling of the club's house rules, with the exact money (worked out by hand in comments).

Three players, Ann deals (antes $1.50 = 6 quarters); Bob acts first.
"""

from tablekit import Table, checks


def to_showdown(game: str, rounds: list[str] | None = None, players: int = 3) -> Table:
    t = Table("night Ann Bob Cal", f"game {game}", "deal")
    rounds = rounds or []
    for i in range(5):
        if i < len(rounds) and rounds[i]:
            t(rounds[i])
        else:
            checks(t, len(t.night.hand.active))
    return t


def test_two_low_spades_beat_any_single_spade_and_the_lower_high_spade_wins_between_pairs():
    t = to_showdown("seven-card-stud")
    t("show Ann 2s 6s Kd up Kc Kh 9d 8c")    # three kings; spades 2 and 6 in the hole (higher one: 6)
    t("show Bob 3s 5s Qd up Qc Jh Td 7c")    # spades 3 and 5 in the hole (higher one: 5) -> best Chicago
    t("show Cal 4s Ah 2d up Ac 9h 8h 6c")    # a single 4 of spades
    t("settle")
    # $1.50 pot: high half 75c to Ann (three kings), Low Chicago 75c to Bob.
    assert t.awards() == [("Ann", "high", 75), ("Bob", "chicago", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}
    assert "three kings" in t.rulings[-1].awards[0].hand


def test_odd_quarter_goes_high_and_a_tie_splits_by_highest_card_by_suit():
    t = to_showdown("seven-card-stud", ["bet Bob .25, call Cal, call Ann"])
    t("show Ann 2s Qd Jc up Qc 4h 3h Tc")    # pair of queens; 2 of spades in the hole
    t("show Bob 5c 6d Kh up 7h 8s 9c 2d")    # nine-high straight, highest card K of hearts
    t("show Cal 5d 6h Ks up 7c 8d 9h 3d")    # the same straight, highest card K of spades
    t("settle")
    # Pot 9 quarters: high 5, Chicago 4. High tie: Cal (K spades) takes the odd quarter: Cal 75c, Bob 50c.
    assert sorted(t.awards()) == [("Ann", "chicago", 100), ("Bob", "high", 50), ("Cal", "high", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 25, "Cal": 50}
    text = "\n".join(t.rulings[-1].lines)
    assert "The pot does not divide evenly: the odd quarter goes to the high side (house rule)." in text
    assert "The odd quarter goes to Cal (K♠): the highest card by suit" in text


def test_no_spade_in_the_hole_gives_the_high_hand_the_whole_pot():
    t = to_showdown("seven-card-stud")
    t("show Ann 2h 6h Kd up Kc Kh 9d 8c")
    t("show Bob 3h 5h Qd up Qc Jh Td 7c")
    t("show Cal 4d Ah 2d up Ac 9h 8h 6c")
    t("settle")
    assert t.awards() == [("Ann", "high", 150)]
    assert "Nobody has a spade in the hole" in "\n".join(t.rulings[-1].lines)


def test_high_variant_takes_the_whole_pot():
    t = to_showdown("seven-card-stud high")
    t("show Ann 2s 6s Kd up Kc Kh 9d 8c")
    t("show Bob 3s 5s Qd up Qc Jh Td 7c")
    t("show Cal 4s Ah 2d up Ac 9h 8h 6c")
    t("settle")
    assert t.awards() == [("Ann", "high", 150)]


# --- declarations ----------------------------------------------------------------------------------------

ANN_BOTH_WINNER = "show Ann 7c 7d 5s up 7h 4d 3c 2h"   # three sevens; 7-5-4-3-2
BOB_KINGS = "show Bob Kc Kd Qs up Jd 9s 8c 6h"         # pair of kings; Q-J-9-8-6 low
CAL_ACES = "show Cal Ac Ad Th up Ts 9h 8d 6c"          # aces and tens; A-T-9-8-6 low


def test_everyone_declares_high_and_high_takes_the_whole_pot():
    t = to_showdown("seven-card-stud declare")
    t("declare Ann high, Bob high, Cal high")
    t(ANN_BOTH_WINNER)
    t(BOB_KINGS)
    t(CAL_ACES)
    t("settle")
    assert t.awards() == [("Ann", "high", 150)]
    assert "Everyone declared high" in "\n".join(t.rulings[-1].lines)


def test_both_ways_winner_takes_the_whole_pot():
    t = to_showdown("seven-card-stud declare")
    t("declare Ann both, Bob low, Cal high")
    t(ANN_BOTH_WINNER)
    t(BOB_KINGS)
    t(CAL_ACES)
    t("settle")
    assert t.awards() == [("Ann", "high", 75), ("Ann", "low", 75)]
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}


def test_both_ways_loser_is_out_and_an_unclaimed_way_goes_to_the_other_way():
    t = to_showdown("seven-card-stud declare")
    # Cal declares both: nobody else goes high, but Cal loses low to Ann, so Cal is out of both ways and the
    # high half has no declarer left: it goes to the low hand.
    t("declare Ann low, Bob low, Cal both")
    t("show Ann 7c 7d 5s up 7h 4d 3c 2h")    # best low 7-5-4-3-2
    t(BOB_KINGS)
    t(CAL_ACES)
    t("settle")
    assert t.awards() == [("Ann", "low", 150)]
    text = "\n".join(t.rulings[-1].lines)
    assert "Cal declared both and lost the low hand to Ann: out of both ways" in text
    assert "No one remains for the high hand: it goes to the low hand" in text


def test_two_both_players_knock_each_other_out_and_split_equally():
    t = to_showdown("seven-card-stud declare",
                    ["bet Bob .25, call Cal, call Ann", "bet Bob .25, fold Cal, call Ann"])
    t("declare Ann both, Bob both")
    t("show Ann 7c 7d 7h up Kc Kd Qh Qd")    # sevens full: wins high
    t("show Bob 2h 3c 4d up 5s 7s 9c Jh")    # 7-5-4-3-2: wins low
    t("settle")
    # Both lose a way, nobody is left: 11 quarters split equally; the odd one by highest card (Ann's K of diamonds).
    assert t.awards() == [("Ann", "all", 150), ("Bob", "all", 125)]
    assert t.balances() == {"Ann": -50, "Bob": 75, "Cal": -25}
    text = "\n".join(t.rulings[-1].lines)
    assert "split equally between Bob and Ann (house rule): Ann $1.50, Bob $1.25." in text
    assert "The odd quarter goes to Ann (K♦): the highest card by suit" in text
    assert "does not divide evenly" not in text


def test_fold_at_the_showdown_concedes_without_a_turn():
    t = to_showdown("seven-card-stud")
    t("show Ann 2s 6s Kd up Kc Kh 9d 8c")
    t("fold Cal")
    t("show Bob 3s 5s Qd up Qc Jh Td 7c")
    t("settle")
    assert t.awards() == [("Ann", "high", 75), ("Bob", "chicago", 75)]
