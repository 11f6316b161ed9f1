"""Wild cards the table decides: Follow the Joker (plain, sticky, chaos), Three Turds, Low Card in the Hole.

Whole hands typed as a dealer would type them. The money in the comments was worked out with pencil and
paper from the club's rules, not from refcli's code:
  - Ann deals every hand, antes 50c a player ($1.50 = 6 quarters for three), and Bob acts first;
  - the dealer types up cards round by round in dealing order (Bob, Cal, Ann), which is the order that
    decides Follow the Joker;
  - a pot that does not halve evenly gives the odd quarter to the high side.
`show NAME <three hole cards> up <four up cards>`.
"""

from __future__ import annotations

from refcli.table.expect import expect

import pytest
from click.testing import CliRunner
from tablekit import Table, checks

from refcli.cli.main import cli
from refcli.rules.loader import load_game
from refcli.table.wildrules import describe_wilds, indicators_in_deck


def deal(game: str) -> Table:
    return Table("night Ann Bob Cal", f"game {game}", "deal")


def play(t: Table, rounds: dict[int, list[str]], until: int = 5) -> Table:
    """Play the hand's rounds up to ``until`` (5: the showdown): each round's lines, then checks for whoever
    is left to act."""
    for i in range(t.night.hand.round, until):
        for line in rounds.get(i, []):
            t(line)
        if expect(t.night).kind == "bet" and t.night.hand.round == i:
            checks(t, len(t.night.hand.part("bet").to_act))
    assert t.night.hand.round == until
    return t


def line_for(t: Table, head: str) -> str:
    found = [line for line in t.rulings[-1].lines if line.startswith(head)]
    assert len(found) == 1, (head, t.rulings[-1].lines)
    return found[0]


def invoke(*args):
    return CliRunner(env={"REFCLI_RULESETS": None}).invoke(cli, list(args))


# --- Follow the Joker -------------------------------------------------------------------------------------
# Up cards of hand A, in dealing order:
#   1st up (3rd card)  Bob 5♥  Cal 9♣  Ann K♦   and the 7♣ turned to start: sevens wild
#   4th card           Bob Q♥  Cal 4♦  Ann 8♠   Bob's queen passes the wild to Cal's 4♦
#   5th card           Bob 10♠ Cal J♦  Ann 6♥
#   6th card           Bob 2♣  Cal 3♠  Ann 5♣
HAND_A = {0: ["up Bob 5h, Cal 9c, Ann Kd", "indicator 7c", "bet Bob .25, call Cal, call Ann"],
          1: ["up Bob Qh, Cal 4d, Ann 8s"],
          2: ["up Bob 10s, Cal Jd, Ann 6h"],
          3: ["up Bob 2c, Cal 3s, Ann 5c"]}
SHOW_A = ["declare Ann low, Bob high, Cal high",
          "show Bob Ks Kh 7h up 5h Qh 10s 2c",    # K K, and the 7♥ if sevens are still wild
          "show Cal 9h 8c 6c up 9c 4d Jd 3s",     # 9 9, and the 4♦ if fours are wild
          "show Ann 2d 3h 10c up Kd 8s 6h 5c"]    # low 8-6-5-3-2, no seven or four


def test_follow_a_queen_passes_the_wild_to_the_next_up_card_and_the_old_rank_stops():
    t = deal("follow-the-joker")
    t(HAND_A[0][0])
    t(HAND_A[0][1])
    assert t.lines[-1] == "Indicator: 7♣ · sevens are wild (the 7♣ turned to start)"
    t("bet Bob .25, call Cal, call Ann")
    t("up Bob Qh")
    assert describe_wilds(t.night.hand) == ("sevens are wild (the 7♣ turned to start); Bob's Q♥ passes the wild "
                                            "to the next up card's rank")
    t("up Cal 4d, Ann 8s")
    assert describe_wilds(t.night.hand) == "fours are wild (after the Q♥ shown to Bob)"
    play(t, {2: HAND_A[2], 3: HAND_A[3]})
    for line in SHOW_A:
        t(line)
    t("settle")
    # Pot 6 + 3 x 25c = 9 quarters ($2.25): high 5 quarters, low 4.
    # Fours wild, sevens not: Bob K K Q 10 7 (a pair of kings); Cal 9 9 + 4♦ = three nines. Cal takes high.
    # (Had sevens stayed wild, Bob's K K + 7♥ would be three kings and win.) Ann alone declared low.
    assert t.awards() == [("Cal", "high", 125), ("Ann", "low", 100)]
    # Ann -1.50 -.25 +1.00 = -.75; Bob -.25; Cal -.25 +1.25 = +1.00.
    assert t.balances() == {"Ann": -75, "Bob": -25, "Cal": 100}
    lines = t.rulings[-1].lines
    assert lines[0] == "Wild: fours, high and low — Cal's 4♦, the up card after Bob's Q♥."
    assert lines[1] == "Wild earlier, then replaced: sevens (the 7♣ turned to start)."
    assert line_for(t, "High hand share").startswith("High hand share ($1.25 of $2.25: half, rounded up to the quarter): Cal with three nines (")
    assert "Beaten: Bob a pair of kings." in "\n".join(lines)


def test_follow_sticky_keeps_every_rank_once_wild():
    t = deal("follow-the-joker sticky")
    play(t, HAND_A)
    assert describe_wilds(t.night.hand) == ("sevens (the 7♣ turned to start) and fours (after the Q♥ shown to "
                                            "Bob) are wild")
    for line in SHOW_A:
        t(line)
    t("settle")
    # Sevens and fours wild: Bob K K + 7♥ = three kings beats Cal's three nines (9 9 + 4♦). Ann low as before.
    assert t.awards() == [("Bob", "high", 125), ("Ann", "low", 100)]
    # Ann -.75; Bob -.25 + 1.25 = +1.00; Cal -.25.
    assert t.balances() == {"Ann": -75, "Bob": 100, "Cal": -25}
    assert t.rulings[-1].lines[0] == ("Wild: sevens and fours, high and low — the 7♣ turned to start; Cal's 4♦, "
                                      "the up card after Bob's Q♥ (once wild, always wild).")
    assert not any(line.startswith("Wild earlier") for line in t.rulings[-1].lines)


def test_follow_a_joker_passes_the_wild_and_a_joker_in_a_hand_is_only_a_bug():
    t = deal("follow-the-joker")
    play(t, {0: ["up Bob Qs, Cal 8h, Ann 2c", "indicator 3d", "bet Bob 1, call Cal, call Ann"],
             1: ["up Bob 9d, Cal 6s, Ann 10h"],
             2: ["up Bob 4c, Cal jk, Ann Jc"],      # Cal's joker (5th card) passes the wild to Ann's J♣
             3: ["up Bob Kc, Cal 7d, Ann 5s"]})
    t("declare Ann high, Bob high, Cal high")
    t("show Bob Kh Kd 3c up Qs 9d 4c Kc")   # jacks wild: K K K, three kings (threes wild: four kings)
    t("show Cal 8d 8c 5d up 8h 6s jk 7d")   # the joker a bug: 8 8 8, or 5-6-7-8 + bug = a 9-high straight
    #                                         (were the joker wild: four eights)
    t("show Ann Jd 6d 9h up 2c 10h Jc 5s")  # J♦ J♣ wild with 6 9 10: 6-7-8-9-10, a 10-high straight
    t("settle")
    # Pot 6 + 3 x $1 = 18 quarters ($4.50); everyone declared high: the 10-high straight takes it all.
    assert t.awards() == [("Ann", "high", 450)]
    # Ann -1.50 -1.00 +4.50 = +2.00; Bob -1.00; Cal -1.00.
    assert t.balances() == {"Ann": 200, "Bob": -100, "Cal": -100}
    lines = t.rulings[-1].lines
    assert lines[0] == "Wild: jacks, high and low — Ann's J♣, the up card after Cal's Joker."
    assert lines[1] == "Wild earlier, then replaced: threes (the 3♦ turned to start)."
    assert "Bob's Q♠ came outside the 4th, 5th and 6th cards: it changed nothing." in lines
    assert line_for(t, "High hand, the whole pot ($4.50)").startswith(
        "High hand, the whole pot ($4.50): Ann with a straight, ten high (")
    # The joker played as a bug (the 9 of Cal's straight), not as a wild fourth eight.
    assert "  Beaten: Bob three kings; Cal a straight, nine high." in lines


HAND_D = {0: ["up Bob 5h, Cal 9c, Ann Kd", "indicator 7c"],
          1: ["up Bob Qh, Cal 4d, Ann 8s"],        # Bob's queen, then Cal's 4♦
          2: ["up Bob 10s, Cal Jd, Ann 6h"],
          3: ["up Bob 2c, Cal 3s, Ann 5c"]}
SHOW_D = ["declare Ann low, Bob high, Cal high",
          "show Bob Ks Kh 8d up 5h Qh 10s 2c",     # K K, and the 8♦ if diamonds are wild
          "show Cal 9h 8c 6c up 9c 4d Jd 3s",      # 9 9 and the 4♦ (wild either way); the J♦ is never wild
          "show Ann 2s 3h 10c up Kd 8s 6h 5c"]     # low 8-6-5-3-2, nothing wild


@pytest.mark.parametrize("game, high, balances, wild_line", [
    # Chaos: the queen passes the diamond suit: 2♦-9♦ wild. Bob K K + 8♦ = three kings beats Cal's 9 9 + 4♦.
    ("follow-the-joker chaos", "Bob", {"Ann": -75, "Bob": 75, "Cal": 0},
     "Wild: the 2 to 9 of diamonds, high and low — Cal's 4♦, the up card after Bob's Q♥."),
    # Plain: fours wild. Bob's 8♦ is just an eight: a pair of kings loses to Cal's three nines.
    ("follow-the-joker", "Cal", {"Ann": -75, "Bob": 0, "Cal": 75},
     "Wild: fours, high and low — Cal's 4♦, the up card after Bob's Q♥."),
])
def test_follow_chaos_a_queen_makes_the_2_to_9_of_the_next_cards_suit_wild(game, high, balances, wild_line):
    t = deal(game)
    play(t, HAND_D)
    for line in SHOW_D:
        t(line)
    t("settle")
    # Pot $1.50: high 75c, low 75c to Ann (the only low declarer). Ann -1.50 + .75 = -.75.
    assert t.awards() == [(high, "high", 75), ("Ann", "low", 75)]
    assert t.balances() == balances
    assert t.rulings[-1].lines[0] == wild_line


def test_follow_chaos_a_joker_still_passes_a_rank_and_a_queen_waits_for_a_suit():
    t = deal("follow-the-joker chaos")
    play(t, {0: ["up Bob 5h, Cal 9c, Ann Kd", "indicator 7c"]}, until=1)
    t("up Bob jk, Cal 8h")
    assert describe_wilds(t.night.hand) == "eights are wild (after the Joker shown to Bob)"
    t("up Ann Qs")
    assert describe_wilds(t.night.hand) == ("eights are wild (after the Joker shown to Bob); Ann's Q♠ passes the "
                                            "wild to the 2 to 9 of the next up card's suit")
    checks(t, 3)
    t("up Bob 6c")
    assert describe_wilds(t.night.hand) == "the 2 to 9 of clubs are wild (after the Q♠ shown to Ann)"


# Hand F: queens that pass nothing on. Bob's Q♣ is his first up card (3rd card); Ann's Q♦ is the last up card
# of the hand; Bob's Q♠ comes face down as his 7th card. The 6♦ turned to start keeps sixes wild throughout.
F_ROUND_0_UP = "up Bob Qc, Cal 2h, Ann 9s"
F_ROUNDS = {1: ["up Bob 8c, Cal 3d, Ann 10s"],
            2: ["up Bob 8h, Cal 4c, Ann 6s"],
            3: ["up Bob Kd, Cal 5h, Ann Qd"],
            4: ["down Bob Qs, Cal 9d, Ann Jd"]}


@pytest.mark.parametrize("late", [False, True], ids=["typed-on-time", "first-up-cards-typed-a-round-late"])
def test_follow_queens_first_last_or_face_down_change_nothing(late):
    t = deal("follow-the-joker")
    t("indicator 6d")
    t("down Bob 8s Js, Cal 7h 2c, Ann 9h 9c")
    rounds = {k: list(v) for k, v in F_ROUNDS.items()}
    if late:
        # The dealer forgot the first up cards and types them in the next round, before that round's cards:
        # refcli still knows they are each player's first up card, so Bob's Q♣ passes nothing on.
        rounds[1].insert(0, F_ROUND_0_UP)
    else:
        rounds[0] = [F_ROUND_0_UP]
    play(t, rounds)
    t("declare Ann high, Bob high, Cal low")
    t("show Bob 8s Js Qs up Qc 8c 8h Kd")    # eights full of queens (no six)
    t("show Cal 7h 2c 9d up 2h 3d 4c 5h")    # low 7-5-4-3-2, the best there is
    t("show Ann 9h 9c Jd up 9s 10s 6s Qd")   # 9 9 9 + 6♠ wild = four nines
    t("settle")
    # Sixes wild: Ann's four nines beat Bob's full house (had Bob's Q♣ passed the wild to Cal's 2♥, sixes would
    # stop and Ann would have only three nines). $1.50: Ann 75c high, Cal 75c low.
    assert t.awards() == [("Ann", "high", 75), ("Cal", "low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 0, "Cal": 75}
    assert t.rulings[-1].lines[:3] == (
        "Wild: sixes, high and low — the 6♦ turned to start.",
        "Ann's Q♦ was the last up card: nothing followed it, so it changed nothing.",
        "Bob's Q♣ came outside the 4th, 5th and 6th cards: it changed nothing.")


def test_follow_places_a_card_typed_after_its_round_at_its_players_seat():
    t = deal("follow-the-joker")
    # Cal's 4th card is forgotten in its round and typed in the next: `up` takes his cards in the order he was
    # dealt them, so the 4♦ is his 4th card, dealt at his seat right after Bob's Q♥: fours are wild.
    play(t, {0: ["up Bob 5h, Cal 9c, Ann Kd", "indicator 7c"],
             1: ["up Bob Qh, Ann 8s"],
             2: ["up Cal 4d", "up Bob 10s, Cal Jd, Ann 6h"],
             3: ["up Bob 2c, Cal 3s, Ann 5c"]})
    t("declare Ann low, Bob high, Cal high")
    for line in SHOW_A[1:]:
        t(line)
    t("settle")
    assert t.rulings[-1].lines[:2] == ("Wild: fours, high and low — Cal's 4♦, the up card after Bob's Q♥.",
                                       "Wild earlier, then replaced: sevens (the 7♣ turned to start).")
    # Pot $1.50: Cal's three nines (a four for the third) take high, Ann's 8-6-5-3-2 low, 75¢ each.
    assert t.awards() == [("Cal", "high", 75), ("Ann", "low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 0, "Cal": 75}


def test_follow_refuses_to_settle_when_a_queen_is_first_typed_at_the_showdown():
    t = deal("follow-the-joker")
    t("indicator 7c")
    play(t, {})
    for line in SHOW_A:
        t(line)
    assert t.refuse("settle") == ("Follow the Joker needs the order of the up cards, but Bob's Q♥ was first "
                                  "typed at the showdown: type up cards as they are dealt (up PLAYER CARD)")


def test_follow_settles_up_cards_typed_at_the_showdown_when_no_queen_or_joker_shows():
    t = deal("follow-the-joker")
    assert t.refuse("fold") == "Follow the Joker is played with a $2.00 buy-out: type buyout Bob"
    play(t, {1: ["bet Bob .50", "buyout Cal", "call Ann"]})
    t("declare Ann low, Bob high")
    t("show Bob Ah As 8d up Ad 9c 10h Jc")   # A A A + the wild 8♦ = four aces
    t("show Ann 2d 3c 5h up 7s 4d Kc 9h")    # 7-5-4-3-2
    assert t.refuse("settle") == "Follow the Joker needs the card turned at the start: type indicator CARD"
    t("indicator 8s")
    assert t.lines[-1] == "Indicator: 8♠ · eights are wild (the 8♠ turned to start)"
    assert t.refuse("indicator 9d") == ("Follow the Joker turns one card at the start, and the 8♠ is already "
                                        "turned (undo to change it)")
    # Cal bought out on 4th street: a queen or joker of his there would pass the wild to Ann's 4th-street card.
    assert t.refuse("settle") == ("Cal's 4th-street up card decides what is wild: type it and the up cards dealt "
                                  "him before it (up Cal CARD CARD)")
    t("up Cal 6c 5c")
    t("settle")
    # Pot: 6 quarters + Bob 50c + Cal's $2 buy-out + Ann 50c = 18 quarters ($4.50): $2.25 each way.
    assert t.awards() == [("Bob", "high", 225), ("Ann", "low", 225)]
    # Ann -1.50 -.50 +2.25 = +.25; Bob -.50 +2.25 = +1.75; Cal -2.00.
    assert t.balances() == {"Ann": 25, "Bob": 175, "Cal": -200}
    assert t.rulings[-1].lines[0] == "Wild: eights, high and low — the 8♠ turned to start."
    assert "Bob with four aces" in line_for(t, "High hand half")


# --- Three Turds ------------------------------------------------------------------------------------------

def test_three_turds_indicators_cancel_in_pairs_and_are_replaced():
    t = deal("three-turds")
    t("up Bob Ac, Cal 5h, Ann 5c")
    assert t.refuse("indicator 9s") == "Three Turds turns its first indicator after the 4th card"
    checks(t, 3)
    t("up Bob Ah, Cal 2c, Ann 8h")
    t("indicator 7c")
    assert t.lines[-1] == "Indicator: 7♣ · sevens are wild"
    assert t.refuse("indicator Kd") == ("Three Turds has 1 indicator standing (7♣), one for each round so far: "
                                        "the next comes after the 5th card")
    t("bet Bob .50, call Cal, call Ann")
    t("up Bob 10c, Cal 8d, Ann Jc")
    t("indicator 7d")
    assert t.lines[-1] == ("Indicator: 7♦ · 7♦ matches 7♣: both are discarded; nothing is wild yet; "
                           "2 more to turn")
    t("indicator 9s Kd")
    assert t.lines[-1] == "Indicator: 9♠ K♦ · nines and kings are wild"
    assert t.refuse("indicator 3h") == ("Three Turds has 2 indicators standing (9♠ K♦), one for each round so "
                                        "far: the next comes after the 6th card")
    checks(t, 3)
    t("up Bob 6d, Cal Jd, Ann 2h")
    t("indicator 3h")
    assert t.lines[-1] == "Indicator: 3♥ · threes, nines and kings are wild"
    assert t.refuse("indicator 4d") == "Three Turds already has its 3 indicators (9♠ K♦ 3♥)"
    play(t, {})
    t("show Bob 7h 7s 2d up Ac Ah 10c 6d")   # sevens no longer wild: aces and sevens (were they: four aces)
    t("show Cal Qs Qh Kc up 5h 2c 8d Jd")    # Q Q + the wild K♣ = three queens
    t("show Ann 4s 10d 6h up 5c 8h Jc 2h")   # jack high; the 4♠ is the lowest spade in the hole
    t("settle")
    # Pot 6 + 3 x 50c = 12 quarters ($3.00): high $1.50 to Cal, Low Chicago $1.50 to Ann (4♠ beats Bob's 7♠
    # and Cal's Q♠).
    assert t.awards() == [("Cal", "high", 150), ("Ann", "chicago", 150)]
    # Ann -1.50 -.50 +1.50 = -.50; Bob -.50; Cal -.50 +1.50 = +1.00.
    assert t.balances() == {"Ann": -50, "Bob": -50, "Cal": 100}
    assert t.rulings[-1].lines[0] == ("Wild: threes, nines and kings — the indicators 9♠ K♦ 3♥ (7♣ and 7♦ "
                                      "matched and were discarded).")
    assert line_for(t, "High hand half ($1.50)").startswith("High hand half ($1.50): Cal with three queens")


def test_three_turds_cannot_settle_short_of_three_indicators():
    t = deal("three-turds")
    play(t, {1: ["indicator 7c"], 2: ["indicator 9s"]})
    t("show Bob 7h 7s 2d up Ac Ah 10c 6d")
    t("show Cal Qs Qh Kc up 5h 2c 8d Jd")
    t("show Ann 4s 10d 6h up 5c 8h Jc 2h")
    assert t.refuse("settle") == ("Three Turds needs 3 indicators by the showdown; 2 stand (7♣ 9♠): "
                                  "type indicator CARD")
    t("indicator Kd")           # the forgotten third indicator, typed at the showdown
    t("settle")
    # Sevens, nines and kings wild: Bob A A + 7♥ 7♠ = four aces beats Cal's three queens (Q Q + K♣).
    # $1.50: high 75c Bob; Low Chicago 75c Ann (4♠). Ann -.75, Bob +.75, Cal 0.
    assert t.awards() == [("Bob", "high", 75), ("Ann", "chicago", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}
    lines = t.rulings[-1].lines
    assert lines[0] == "Wild: sevens, nines and kings — the indicators 7♣ 9♠ K♦."
    assert lines[1] == "Low Chicago counts every spade in the hole as itself, wild or not."   # Bob's 7♠


# --- Low Card in the Hole ---------------------------------------------------------------------------------

def test_low_card_in_the_hole_each_player_has_his_own_wild_rank_and_chicago_ignores_it():
    t = deal("low-card-in-the-hole")
    play(t, {0: ["up Bob Kh, Cal Ah, Ann Qs", "bet Bob .25, call Cal, call Ann"],
             1: ["up Bob 9c, Cal 4c, Ann 5c"],
             2: ["up Bob 6h, Cal 4h, Ann 3d"],
             3: ["up Bob Js, Cal 10d, Ann 10c"]})
    t("show Bob 4d Kc Kd up Kh 9c 6h Js")    # lowest hole card 4♦: fours wild for Bob. K K K + 4♦ = four kings
    t("show Cal 3h Ac Qd up Ah 4c 4h 10d")   # lowest 3♥: threes wild for Cal, not fours. A A + 3♥ = three aces,
    #                                          with the natural 4 4: aces full of fours. (Were Bob's fours
    #                                          wild for him too: A A + three wild cards, and Cal would win.)
    t("show Ann 5s 7c 8d up Qs 5c 3d 10c")   # lowest 5♠: fives wild for Ann: 8 + 5♠ 5♣ + 10 Q = 8-Q straight
    t("settle")
    # Pot 6 + 3 = 9 quarters ($2.25): high 5 quarters to Bob's four kings. Low Chicago 4 quarters: only Ann has
    # a spade in the hole, the 5♠ (wild for her high hand, but still a plain 5♠ for Chicago; were wild cards
    # counted there, Bob's 4♦ or Cal's 3♥ could pose as the 2♠).
    assert t.awards() == [("Bob", "high", 125), ("Ann", "chicago", 100)]
    # Ann -1.50 -.25 +1.00 = -.75; Bob -.25 +1.25 = +1.00; Cal -.25.
    assert t.balances() == {"Ann": -75, "Bob": 100, "Cal": -25}
    assert t.rulings[-1].lines[:4] == (
        "Wild for Bob: fours (his lowest card in the hole, 4♦).",
        "Wild for Cal: threes (his lowest card in the hole, 3♥).",
        "Wild for Ann: fives (his lowest card in the hole, 5♠).",
        "Low Chicago counts every spade in the hole as itself, wild or not.")
    assert line_for(t, "High hand share").startswith("High hand share ($1.25 of $2.25: half, rounded up to the quarter): Bob with four kings")
    assert "  Beaten: Cal a full house, aces full of fours; Ann a straight, queen high." in t.rulings[-1].lines
    assert line_for(t, "Low Chicago share") == "Low Chicago share ($1.00 of $2.25: half, rounded down to the quarter): Ann with 5♠ in the hole."


# --- refusals and rules text ------------------------------------------------------------------------------

@pytest.mark.parametrize("game, name", [("seven-card-stud", "7 Card Stud"),
                                        ("low-card-in-the-hole", "Low Card in the Hole")])
def test_an_indicator_is_refused_in_a_game_without_indicator_cards(game, name):
    t = deal(game)
    assert t.refuse("indicator 9s") == f"{name} has no indicator cards"


def test_only_follow_the_jokers_start_card_may_come_from_a_second_deck():
    assert not indicators_in_deck(load_game("follow-the-joker chaos"))
    assert indicators_in_deck(load_game("three-turds"))


@pytest.mark.parametrize("spec, expected", [
    ("follow-the-joker", ["Follow the Joker", "one standard 52-card deck, one joker",
                          "Buy-out: this game is played with a buy-out; folding costs $2.00",
                          "The table sets the wild rank", "sticky: Once wild, always wild", "chaos: Chaos:"]),
    ("follow-the-joker chaos", ["Follow the Joker (chaos)", "a queen makes the 2 to 9 of the"]),
    ("three-turds", ["Three Turds", "2 to 6 players", "Indicator cards set the wild ranks",
                     "The club's optional flush rule is the flush variant",
                     "flush: After the last card and before the last bet the dealer turns one more card"]),
    ("low-card-in-the-hole", ["Low Card in the Hole", "Each player's lowest card in the hole is wild for him",
                              "Low Chicago"]),
])
def test_rules_prints_the_table_wild_games(spec, expected):
    result = invoke("rules", *spec.split())
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    for words in expected:
        assert words in text, (words, result.output)


def test_follow_start_card_is_nobodys_but_three_turds_indicators_come_from_the_deck():
    t = Table("night Ann Bob Cal", "game follow-the-joker", "deal")
    t("indicator 7h")                 # may come from a second deck: the 7♥ can still be dealt
    t("up Bob 7h")
    assert t.night.hand.up["Bob"] == ["7h"]
    turds = Table("night Ann Bob Cal", "game three-turds", "deal", "up Bob 7h, Cal 8c, Ann 9d")
    turds("check, check, check")
    turds("up Bob Ks, Cal 2d, Ann 3d")
    assert turds.refuse("indicator 7h") == "7♥ was already dealt to Bob"
    assert turds.refuse("indicator 7h/2c") == "7h/2c is a dual-value card; Three Turds uses an ordinary deck"


def test_low_card_in_the_hole_last_card_is_taken_either_way():
    # The last card is the showing card face up, or the deck's next card face down.
    t = Table("night Ann Bob Cal", "game low-card-in-the-hole", "deal")
    t("check Bob, check Cal, fold Ann")        # pot: Ann's $1.50 ante
    for _ in range(4):
        checks(t, 2)
    assert t.refuse("up Bob 9c 9d 9h 9s Tc Td") == "Bob would have 6 up cards; Low Card in the Hole deals at most 5"
    assert t.refuse("show Bob 5h up 8c Kc 2d 5d Kh Ks") == (
        "Bob shows 1 down and 6 up; Low Card in the Hole gives each player 2 down and 4 up and 1 face down or up "
        "(face-up cards after 'up')")
    # Bob took the last card face up: 2 down, 5 up. His lower hole card is the 5, so fives are wild for him:
    # K K K (naturals) + 5h 5d wild = five kings.
    t("show Bob 5h 8c up Kc 2d 5d Kh Ks")
    # Cal took it face down: 3 down, 4 up. His lowest hole card is the 3: A A A + 3c wild = four aces.
    t("show Cal 3c 9d 4h up Ah Ad Ac 7s")
    t("settle")
    # Nobody has a spade in the hole, so the high hand takes the whole $1.50.
    assert t.awards() == [("Bob", "high", 150)]
    assert "five kings" in t.rulings[-1].awards[0].hand


def test_status_and_prompt_say_what_is_wild_now():
    from refcli.book.report import render_status
    from refcli.cli.shell import prompt_text
    t = Table("night Ann Bob Cal", "game follow-the-joker", "deal", "indicator 7h", "up Bob Qd, Cal 3c, Ann 4s")
    t("check, check, check")
    t("up Bob Qs, Cal 9c, Ann 5d")          # a queen in the 4th card: the next up card (9♣) sets nines
    # The summary line says what is wild; the line under it what the table sees (refcli/table/view.py).
    assert render_status(t.night).splitlines() == [
        "Hand 1 · Follow the Joker · Ann dealt · pot $1.50 · Bob to act · nines are wild (after the Q♠ shown to Bob)",
        "up: Bob Q♦ Q♠ · Cal 3♣ 9♣ · Ann 4♠ 5♦"]
    assert prompt_text(t.night) == "hand 1 · Follow the Joker · pot $1.50 · nines are wild · Bob to act > "
