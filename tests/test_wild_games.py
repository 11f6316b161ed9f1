"""Dots and Jacks Are Wild: whole hands through the table language, the money worked out by hand.

Every hand below is typed as a dealer would type it. The expected money in the comments was worked out
with pencil and paper from the club's rules, not from refcli's code:
  - the dealer antes 50c a player, so three players make a $1.50 pot (6 quarters) before any bet;
  - a pot that does not halve evenly gives the odd quarter to the high side;
  - tied players share their half; odd quarters go to the highest card by suit (high side) or the
    lowest card by suit (low side), rank first and then suit in the order spades, hearts, diamonds, clubs.
Ann deals every hand here, so Bob acts first.
"""

from __future__ import annotations

import json
import re

from click.testing import CliRunner
from tablekit import Table, checks

from refcli.cli.main import cli


def to_showdown(game: str, rounds: dict[int, str] | None = None, seats: str = "Ann Bob Cal") -> Table:
    """Deal a hand and play its five betting rounds; a round not given is checked around."""
    t = Table(f"night {seats}", f"game {game}", "deal")
    rounds = rounds or {}
    for i in range(5):
        if i in rounds:
            t(rounds[i])
        else:
            checks(t, len(t.night.hand.active))
    return t


def ruling_text(t: Table) -> str:
    return "\n".join(t.rulings[-1].lines)


def line_for(t: Table, head: str) -> str:
    """The one ruling line that starts with ``head`` (e.g. 'High hand half')."""
    found = [line for line in t.rulings[-1].lines if line.startswith(head)]
    assert len(found) == 1, (head, t.rulings[-1].lines)
    return found[0]


def invoke(*args):
    # The built-in rulesets only: a REFCLI_RULESETS in the environment must not shadow them.
    return CliRunner(env={"REFCLI_RULESETS": None}).invoke(cli, list(args))


# --- Dots ---------------------------------------------------------------------------------------------
# Dots per card (the club's table): 2:2 3:3 4:0 5:1 6:0 7:1 8:2 9:1 10:2, J Q K:0, A:1.
# `show NAME <down cards> up <up cards>`: the three hole cards first, then the four face-up cards.

def test_dots_a_wild_four_fills_a_full_house_and_the_most_dots_down_take_the_other_half():
    t = to_showdown("dots", {0: "bet Bob .25, call Cal, call Ann"})
    # Pot: 6 quarters of ante + 3 x 25c = 9 quarters ($2.25). It does not halve: the high side takes the
    # odd quarter, high 5 quarters ($1.25), dots 4 quarters ($1.00).
    #
    # Ann  K♣ 9♦ 4♣ | K♠ 9♥ 2♥ 7♣   K K 9 9 and the wild 4♣ as a third king: kings full of nines.
    #                               (No four of a kind: that needs three naturals of a rank.)
    #                               dots down K0 + 9:1 + 4:0 = 1 (the wild four has no dots)
    # Bob  3♣ 3♦ 8♠ | 10♥ 10♣ 5♦ Q♠  two pair, tens and threes.      dots down 3 + 3 + 2 = 8
    # Cal  2♣ 2♦ A♥ | 6♠ J♥ 8♥ 5♣   the wild 6♠ as a third deuce: three deuces (three hearts only,
    #                               no flush; no straight).          dots down 2 + 2 + 1 = 5
    t("show Ann Kc 9d 4c up Ks 9h 2h 7c")
    t("show Bob 3c 3d 8s up 10h 10c 5d Qs")
    t("show Cal 2c 2d Ah up 6s Jh 8h 5c")
    t("settle")
    # High: kings full beats two pair and three deuces -> Ann $1.25. Dots: Bob 8 > Cal 5 > Ann 1 -> Bob $1.00.
    assert t.awards() == [("Ann", "high", 125), ("Bob", "dots", 100)]
    # Ann: -1.50 ante - .25 + 1.25 = -.50; Bob: -.25 + 1.00 = +.75; Cal: -.25.
    assert t.balances() == {"Ann": -50, "Bob": 75, "Cal": -25}
    high = line_for(t, "High hand share ($1.25 of $2.25: half, rounded up to the quarter)")
    assert "Ann" in high and "kings full of nines" in high
    assert re.search(r"K[♠♥♦♣]\(4♣\)", high), high            # the ruling names what the wild became
    assert line_for(t, "Dots share") == "Dots share ($1.00 of $2.25: half, rounded down to the quarter): Bob with 8 dots down (5 up)."
    assert "The pot does not divide evenly: the odd quarter goes to the high side (house rule)." in ruling_text(t)


def test_dots_a_tie_on_dots_down_is_broken_by_the_dots_face_up():
    t = to_showdown("dots")
    # Pot $1.50 (6 quarters): high 3 quarters, dots 3 quarters.
    # Ann  9♣ 9♠ 2♥ | A♣ A♦ K♥ 3♠    aces and nines.                 down 1+1+2 = 4, up 1+1+0+3 = 5
    # Bob  8♣ 10♣ Q♥ | 7♦ 5♠ 3♦ 2♣   Q-10-8-7-5, no pair or straight. down 2+2+0 = 4, up 1+1+3+2 = 7
    # Cal  3♣ 5♥ K♣ | 4♦ 8♦ 9♥ J♠    the wild 4♦ pairs the king: a pair of kings (no straight:
    #                                9 J K need two more cards).     down 3+1+0 = 4, up 0+2+1+0 = 3
    t("show Ann 9c 9s 2h up Ac Ad Kh 3s")
    t("show Bob 8c 10c Qh up 7d 5s 3d 2c")
    t("show Cal 3c 5h Kc up 4d 8d 9h Js")
    t("settle")
    # Everyone has 4 dots down; face up Bob 7 beats Ann 5 and Cal 3 -> Bob takes the dots half (75c).
    # Aces up beats a pair of kings -> Ann takes the high half (75c).
    assert t.awards() == [("Ann", "high", 75), ("Bob", "dots", 75)]
    # Ann: -1.50 + .75 = -.75; Bob +.75; Cal 0.
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}
    assert line_for(t, "Dots half") == "Dots half (75¢): Bob with 4 dots down (7 up)."


def test_dots_a_tie_down_and_up_splits_the_half_with_the_odd_quarter_to_the_lowest_card():
    t = to_showdown("dots", {0: "bet Bob .25, call Cal, call Ann", 1: "bet Bob .25, call Cal, fold Ann"})
    # Pot: 6 + 3 + 2 = 11 quarters ($2.75): high 6 ($1.50), dots 5 ($1.25).
    # Bob  8♠ 2♥ Q♦ | 10♠ 9♣ K♦ A♣   A-K-Q-10-9, no straight.      down 2+2+0 = 4, up 2+1+0+1 = 4
    # Cal  10♥ 9♦ 5♣ | 8♣ 7♥ A♥ J♣   7-8-9-10-J: a straight.       down 2+1+1 = 4, up 2+1+1+0 = 4
    t("show Bob 8s 2h Qd up 10s 9c Kd Ac")
    t("show Cal 10h 9d 5c up 8c 7h Ah Jc")
    t("settle")
    # High $1.50 to Cal. Dots tie 4/4 down and 4/4 up: 5 quarters split 3 and 2. Dots sit on the low side,
    # so the odd quarter goes to the lowest card: Bob's 2♥ is lower than Cal's lowest, the 5♣.
    assert sorted(t.awards()) == [("Bob", "dots", 75), ("Cal", "dots", 50), ("Cal", "high", 150)]
    # Ann: -1.50 - .25 = -1.75; Bob: -.50 + .75 = +.25; Cal: -.50 + 1.50 + .50 = +1.50.
    assert t.balances() == {"Ann": -175, "Bob": 25, "Cal": 150}
    text = ruling_text(t)
    assert ("Dots share ($1.25 of $2.75: half, rounded down to the quarter): a tie — Bob with 4 dots down (4 up); Cal with 4 dots down (4 up). "
            "Split Bob 75¢, Cal 50¢.") in text
    assert "The odd quarter goes to Bob (2♥): the lowest card by suit" in text


def test_dots_counts_the_same_hands_as_fours_and_sixes_wild():
    by_game = invoke("stats", "--game", "dots", "--json")
    by_wild = invoke("stats", "--wild", "4,6", "--json")
    assert by_game.exit_code == 0 and by_wild.exit_code == 0
    assert json.loads(by_game.output) == json.loads(by_wild.output)
    report = json.loads(by_game.output)
    assert report["total"] == 2598960            # C(52, 5)
    # Five of a kind, by hand: 8 wild cards, 11 natural ranks. A rank with k naturals (1-4) and 5-k wilds:
    # 4*C(8,4) + 6*C(8,3) + 4*C(8,2) + 1*C(8,1) = 280 + 336 + 112 + 8 = 736 per rank, x 11 = 8096;
    # plus five wild cards alone, C(8,5) = 56: 8152.
    assert report["categories"]["five of a kind"] == 8152


# --- Jacks Are Wild -----------------------------------------------------------------------------------
# One-eyed jacks (J♠ J♥) wild for low only; two-eyed jacks (J♦ J♣) wild for high only; the joker both ways.

ANN_QUEENS_AND_JD = "show Ann Jd Qh Qs up 9c 8c 3d 2s"
# High: Q Q and J♦ wild -> three queens.
# Low: J♦ is a plain jack -> J-9-8-3-2. (Were it wild for low it would make 9-8-4-3-2 and beat Bob.)
BOB_TEN_LOW = "show Bob 10h 6c 4h up Kd Kc 7s 5s"
# High: a pair of kings. Low: 10-7-6-5-4 (no straight: 4 5 6 7 10).
CAL_ACES = "show Cal As Ah 5c up 10s 9h 7h 3h"
# High: a pair of aces. Low: 10-9-7-5-3.


def test_jacks_a_two_eyed_jack_plays_for_high():
    t = to_showdown("jacks-are-wild")
    t("declare Ann high, Bob low, Cal high")
    t(ANN_QUEENS_AND_JD)
    t(BOB_TEN_LOW)
    t(CAL_ACES)
    t("settle")
    # $1.50: high 75c to Ann (three queens beat Cal's aces), low 75c to Bob (the only low declarer).
    assert t.awards() == [("Ann", "high", 75), ("Bob", "low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}
    high = line_for(t, "High hand half")
    assert "Ann with three queens" in high
    assert re.search(r"Q[♦♣]\(J♦\)", high), high         # the two-eyed jack became a queen


def test_jacks_a_two_eyed_jack_is_a_plain_jack_for_low():
    t = to_showdown("jacks-are-wild")
    t("declare Ann both, Bob low, Cal high")
    t(ANN_QUEENS_AND_JD)
    t(BOB_TEN_LOW)
    t(CAL_ACES)
    t("settle")
    # Ann wins high but her low is J-9-8-3-2 (the J♦ is not wild for low), beaten by Bob's 10-7-6-5-4:
    # declaring both and losing one way, she wins nothing. High 75c to Cal (aces), low 75c to Bob.
    assert t.awards() == [("Cal", "high", 75), ("Bob", "low", 75)]
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}
    text = ruling_text(t)
    assert "Ann declared both and lost the low hand to Bob: out of both ways (house rule)." in text
    assert line_for(t, "Low hand half") == "Low hand half (75¢): Bob with 10-7-6-5-4 (10♥ 7♠ 6♣ 5♠ 4♥)."


def test_jacks_one_eyed_jacks_play_low_and_are_ordinary_jacks_high():
    t = to_showdown("jacks-are-wild")
    t("declare Ann high, Bob both, Cal low")
    t("show Ann 10c 10d 8h up Qd 6s 4c 2d")   # high: a pair of tens
    t("show Bob Js Jh 5d up 3h 2c Kd 9s")     # high: J♠ J♥ are plain jacks, a pair of jacks, K 9 5.
    #                                           low: 5 3 2 and both one-eyed jacks wild -> 7-5-4-3-2.
    t("show Cal 8c 6h 4d up 3s 2s Ks Qs")     # low: 8-6-4-3-2 (four spades, no flush)
    t("settle")
    # Bob wins high (jacks over tens) and low (7-5-4-3-2 over 8-6-4-3-2): the whole $1.50.
    assert t.awards() == [("Bob", "high", 75), ("Bob", "low", 75)]
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
    high = line_for(t, "High hand half")
    assert "Bob with a pair of jacks" in high and " as " not in high   # the jacks played as themselves
    low = line_for(t, "Low hand half")
    assert "Bob with 7-5-4-3-2" in low
    played = sorted(re.findall(r"([47])[♠♥♦♣]\(J[♠♥]\)", low))
    assert played == ["4", "7"], low                     # one jack became the 4, the other the 7


def test_jacks_the_joker_plays_high_and_low_for_a_both_ways_declaration():
    t = to_showdown("jacks-are-wild", {0: "bet Bob .50, call Cal, call Ann"})
    # Pot: 6 quarters + 3 x 50c = 12 quarters ($3.00): high $1.50, low $1.50.
    t("declare Ann high, Bob low, Cal both")
    t("show Ann Kc Kh 10s up 8d 6c Qh 5d")    # high: a pair of kings
    t("show Bob 8s 6d 4c up 3d 2s Ah Qc")     # low: 8-6-4-3-2
    t("show Cal jk 7d 5h up 9c 9s 3c 2h")     # high: 9 9 + joker = three nines;
    #                                           low: 7 5 3 2 + joker as a 4 = 7-5-4-3-2
    t("settle")
    # Cal beats Ann high and Bob low: Cal takes both halves, $3.00.
    assert t.awards() == [("Cal", "high", 150), ("Cal", "low", 150)]
    # Ann: -1.50 - .50 = -2.00; Bob: -.50; Cal: -.50 + 3.00 = +2.50.
    assert t.balances() == {"Ann": -200, "Bob": -50, "Cal": 250}
    high = line_for(t, "High hand half")
    low = line_for(t, "Low hand half")
    assert "Cal with three nines" in high and re.search(r"9[♠♥♦♣]\(Joker\)", high), high
    assert "Cal with 7-5-4-3-2" in low and re.search(r"4[♠♥♦♣]\(Joker\)", low), low


def test_jacks_a_tie_for_low_with_odd_quarters():
    t = to_showdown("jacks-are-wild", {0: "bet Bob .25, call Cal, call Dee, fold Ann"}, seats="Ann Bob Cal Dee")
    # Four players: ante 8 quarters, plus 3 x 25c = 11 quarters ($2.75). The odd quarter goes to the high
    # side: high 6 quarters ($1.50), low 5 quarters ($1.25).
    t("declare Bob low, Cal low, Dee high")
    t("show Bob Jh 7c 5d up 4s 2c Kc Qs")     # low: 7 5 4 2 and J♥ wild as the 3 -> 7-5-4-3-2
    t("show Cal 7s 5c 4h up 3s 2d 9c 10d")    # low: natural 7-5-4-3-2 -> a tie with Bob
    t("show Dee As Ad 9h up Ah 8s 6h 10s")    # high: three aces, the only high declarer
    t("settle")
    # Low tie, 5 quarters: 3 and 2. Low side: the lowest card by suit takes the odd quarter. Both hold a
    # deuce; clubs rank below diamonds, so Bob's 2♣ beats Cal's 2♦ to it: Bob 75c, Cal 50c.
    assert sorted(t.awards()) == [("Bob", "low", 75), ("Cal", "low", 50), ("Dee", "high", 150)]
    # Ann: -2.00 (ante, folded); Bob: -.25 + .75 = +.50; Cal: -.25 + .50 = +.25; Dee: -.25 + 1.50 = +1.25.
    assert t.balances() == {"Ann": -200, "Bob": 50, "Cal": 25, "Dee": 125}
    text = ruling_text(t)
    assert "The pot does not divide evenly: the odd quarter goes to the high side (house rule)." in text
    assert "The odd quarter goes to Bob (2♣): the lowest card by suit" in text
    low = line_for(t, "Low hand share")
    assert "a tie — Bob with 7-5-4-3-2 (7♣ 5♦ 4♠ 3♠(J♥) 2♣); Cal with 7-5-4-3-2" in low
    assert "Split Bob 75¢, Cal 50¢." in low


def test_jacks_eval_json_names_each_wild_for_its_side():
    result = invoke("eval", "--game", "jacks-are-wild", "--json", "Jd", "Js", "Qh", "Qs", "9c", "3d", "2s")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert list(data) == ["cards", "high", "low"]
    side_keys = ["category", "best", "score", "name", "played", "wilds", "text"]
    assert list(data["high"]) == side_keys and list(data["low"]) == side_keys
    assert data["cards"] == ["Jd", "Js", "Qh", "Qs", "9c", "3d", "2s"]
    # High: J♦ is wild, J♠ a plain jack. Q Q and J♦ as a queen: three queens, kickers J 9. (No full house:
    # the only other pair would need a second natural jack.)
    high = data["high"]
    assert (high["category"], high["name"]) == ("three of a kind", "three queens")
    assert high["best"] == ["Qs", "Qh", "Jd", "Js", "9c"]
    assert [w["card"] for w in high["wilds"]] == ["Jd"] and high["wilds"][0]["as"][0] == "Q"
    assert high["played"][3:] == ["Js", "9c"]                     # the one-eyed jack plays as itself
    # Low: J♠ is wild, J♦ a plain jack. The lowest naturals are 2 3 9 and the J♦ (a jack is lower than the
    # queens); J♠ becomes the 4: J-9-4-3-2.
    low = data["low"]
    assert (low["category"], low["name"]) == ("high card", "J-9-4-3-2")
    assert low["best"] == ["Jd", "9c", "Js", "3d", "2s"]
    assert [w["card"] for w in low["wilds"]] == ["Js"] and low["wilds"][0]["as"][0] == "4"
    # Scores compare within a side, a larger list better: with a K♥ for the J♠ the low is Q-J-9-3-2, worse.
    worse = json.loads(invoke("eval", "--game", "jacks-are-wild", "--json",
                              "Jd", "Kh", "Qh", "Qs", "9c", "3d", "2s").output)
    assert worse["low"]["name"] == "Q-J-9-3-2" and worse["low"]["wilds"] == []
    assert low["score"] > worse["low"]["score"]


def test_jacks_the_joker_stays_crazy_under_a_house_that_plays_wild_cards_high_only(tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text("wild:\n  high_low: high_only\n")
    result = invoke("--house", str(house), "eval", "--game", "jacks-are-wild", "--json",
                    "jk", "7d", "5h", "9c", "9s", "3c", "2h")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    # The game makes its joker wild both ways, whatever the house does with wild cards in general:
    # high 9 9 + joker = three nines; low 7 5 3 2 + joker as the 4 = 7-5-4-3-2.
    assert data["high"]["name"] == "three nines" and data["high"]["wilds"][0]["card"] == "jk"
    assert data["low"]["name"] == "7-5-4-3-2" and data["low"]["wilds"][0]["as"][0] == "4"
