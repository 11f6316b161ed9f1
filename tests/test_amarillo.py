"""Amarillo and 6 Card Amarillo: whole hands through the table language, the money worked out by hand.

How the game sits in refcli: every player ends with five arranged cards. Four are turned one at a time,
a bet after each turn (typed `up PLAYER CARD` as they are turned); the fifth stays face down until the
showdown, typed `show PLAYER FIFTH up FIRST SECOND THIRD FOURTH`. Passing and discarding happen in the
players' hands and never reach refcli. Eights are wild for the high hand only; the low hand is
deuce-to-seven; nobody declares, so the cards speak and one player may take both halves.

The expected money in the comments was worked out with pencil and paper from the club's rules, not from
refcli's code:
  - the dealer antes 50c a player: three players make a $1.50 pot (6 quarters) before any bet;
  - a pot that does not halve evenly gives the odd quarter to the high side;
  - tied players share their half; odd quarters go to the highest card by suit (high side) or the lowest
    card by suit (low side), rank first and then suit in the order spades, hearts, diamonds, clubs.
Ann deals every hand here, so Bob acts first.
"""

from __future__ import annotations

from refcli.table.expect import expect

import re

from click.testing import CliRunner
from tablekit import Table, checks

from refcli.cli.main import cli


def play(t: Table, turns: list[str], bets: dict[int, str] | None = None) -> Table:
    """The four turns of an Amarillo hand: before betting round i the dealer types ``turns[i]`` (the cards
    just turned up), then that round's bets; a round without bets is checked around."""
    bets = bets or {}
    for i, turned in enumerate(turns):
        if turned:
            t(turned)
        if i in bets:
            t(bets[i])
        else:
            checks(t, len(t.night.hand.active))
    return t


def line_for(t: Table, head: str) -> str:
    """The one ruling line that starts with ``head`` (e.g. 'High hand half')."""
    found = [line for line in t.rulings[-1].lines if line.startswith(head)]
    assert len(found) == 1, (head, t.rulings[-1].lines)
    return found[0]


def ruling_text(t: Table) -> str:
    return "\n".join(t.rulings[-1].lines)


def invoke(*args):
    # The built-in rulesets only: a REFCLI_RULESETS in the environment must not shadow them.
    return CliRunner(env={"REFCLI_RULESETS": None}).invoke(cli, list(args))


# --- the 8 plays high only ---------------------------------------------------------------------------------
# Bob  turns 7♣ 5♦ 3♠ 8♥, fifth 2♥.
#      High: the 8♥ is wild: with it as a seven, a pair of sevens (5 3 2). No straight: the naturals
#      2 3 5 7 leave two gaps in every five-card run; no flush (four suits).
#      Low: the 8♥ is an ordinary eight: 8-7-5-3-2. (Were it wild for low it would be the 4: 7-5-4-3-2,
#      the best low there is, and Bob would take the low half too.)
# Cal  turns 7♦ 6♥ 5♠ 4♣, fifth 2♦.   High: seven high (no 3 for a straight). Low: 7-6-5-4-2.
# Ann  turns 5♥ 5♣ K♦ 9♠, fifth 6♣.   A pair of fives both ways.
BOB_EIGHT_TURNS = ["up Bob 7c, Cal 7d, Ann 5h", "up Bob 5d, Cal 6h, Ann 5c",
                   "up Bob 3s, Cal 5s, Ann Kd", "up Bob 8h, Cal 4c, Ann 9s"]


def test_an_eight_is_wild_for_the_high_hand_and_a_plain_eight_for_the_low():
    t = Table("night Ann Bob Cal", "game amarillo", "deal")
    play(t, BOB_EIGHT_TURNS, {0: "bet Bob .25, call Cal, call Ann"})
    t("show Bob 2h up 7c 5d 3s 8h")
    t("show Cal 2d up 7d 6h 5s 4c")
    t("show Ann 6c up 5h 5c Kd 9s")
    t("settle")
    # Pot: 6 quarters of ante + 3 x 25c = 9 quarters ($2.25). It does not halve: high 5 quarters ($1.25),
    # low 4 quarters ($1.00).
    # High: Bob's sevens beat Ann's fives and Cal's seven high -> Bob $1.25.
    # Low: Cal's 7-6-5-4-2 beats Bob's 8-7-5-3-2 (a seven beats an eight at the top) -> Cal $1.00.
    assert t.awards() == [("Bob", "high", 125), ("Cal", "low", 100)]
    # Ann: -1.50 ante - .25 = -1.75; Bob: -.25 + 1.25 = +1.00; Cal: -.25 + 1.00 = +.75.
    assert t.balances() == {"Ann": -175, "Bob": 100, "Cal": 75}
    high = line_for(t, "High hand share ($1.25 of $2.25: half, rounded up to the quarter)")
    assert high.startswith("High hand share ($1.25 of $2.25: half, rounded up to the quarter): Bob with a pair of sevens"), high
    assert re.search(r"7[♠♥♦♣]\(8♥\)", high), high              # the ruling names what the eight became
    assert line_for(t, "Low hand share") == "Low hand share ($1.00 of $2.25: half, rounded down to the quarter): Cal with 7-6-5-4-2 (7♦ 6♥ 5♠ 4♣ 2♦)."
    assert "Bob 8-7-5-3-2" in ruling_text(t)                     # beaten for low, the eight as itself
    assert "The pot does not divide evenly: the odd quarter goes to the high side (house rule)." in ruling_text(t)


def test_a_card_cannot_be_turned_before_the_betting_on_the_last_one_is_done():
    t = Table("night Ann Bob Cal", "game amarillo", "deal")
    # Four bets, the first after the first turn: before it, each player has one card up and no more.
    t("up Bob 7c")
    refused = t.refuse("up Bob 5d")
    assert refused.startswith("only 1 up card per player") and refused.endswith("; Bob would have 2"), refused
    checks(t, 3)
    t("up Bob 5d")
    # The fifth card is never turned in a betting round: four up cards in all, the fifth shown face down.
    play(t, ["", "up Bob 3s", "up Bob 8h"])
    assert t.refuse("up Bob 2h") == "Bob would have 5 up cards; Amarillo deals 4"
    assert expect(t.night).showdown                         # no bet after the last turn
    assert t.refuse("bet Bob .25").startswith("the betting is over")


# --- one player wins both halves -------------------------------------------------------------------------
# Ann  turns 5♥ 4♠ 6♣ 2♦, fifth 8♦.
#      High: the 8♦ is wild: as a three it makes 2-3-4-5-6, a six-high straight. (No higher straight:
#      3 to 7 or 4 to 8 would need two wild cards; no flush.)
#      Low: the 8♦ is an ordinary eight: 8-6-5-4-2 (no straight, no flush).
# Bob  turns K♣ 9♦ K♥, fifth 3♠ (never shown: he folds).   Kings and nines.
# Cal  turns 9♠ 7♣ 6♦ 4♣, fifth 3♥.   High: nine high (no straight: 3 4 6 7 9). Low: 9-7-6-4-3.

def test_one_player_takes_both_halves():
    t = Table("night Ann Bob Cal", "game amarillo", "deal")
    play(t, ["up Bob Kc, Cal 9s, Ann 5h", "up Bob 9d, Cal 7c, Ann 4s",
             "up Bob Kh, Cal 6d, Ann 6c", "up Cal 4c, Ann 2d"],
         {1: "bet Bob .50, raise Cal .50, call Ann, call Bob",
          2: "check Bob, check Cal, bet Ann 1, fold Bob, call Cal"})
    t("show Cal 3h up 9s 7c 6d 4c")
    t("show Ann 8d up 5h 4s 6c 2d")
    t("settle")
    # Pot: 6 quarters of ante; round 2 everyone in for $1.00 (12 quarters); round 3 Ann and Cal $1.00 each
    # (8 quarters): 26 quarters ($6.50), 13 quarters ($3.25) a half.
    # High: Ann's straight beats Cal's nine high. Low: Ann's 8-6-5-4-2 beats Cal's 9-7-6-4-3.
    # Nobody declares, so Ann takes both halves: $6.50.
    assert t.awards() == [("Ann", "high", 325), ("Ann", "low", 325)]
    # Ann: -1.50 - 1.00 - 1.00 + 6.50 = +3.00; Bob: -1.00; Cal: -1.00 - 1.00 = -2.00.
    assert t.balances() == {"Ann": 300, "Bob": -100, "Cal": -200}
    high = line_for(t, "High hand half ($3.25)")
    assert high.startswith("High hand half ($3.25): Ann with a"), high
    assert "straight" in high and re.search(r"3[♠♥♦♣]\(8♦\)", high), high
    assert line_for(t, "Low hand half ($3.25)") == "Low hand half ($3.25): Ann with 8-6-5-4-2 (8♦ 6♣ 5♥ 4♠ 2♦)."
    assert "odd quarter" not in ruling_text(t)                       # 26 quarters halve evenly


# --- a tie for low, the odd quarter to the lowest card by suit ------------------------------------------
# Bob  turns 7♣ 5♦ 4♠ 3♥, fifth 2♣.   Low: 7-5-4-3-2 (four suits). High: seven high.
# Cal  turns 3♠ 4♥ 5♣ 7♠, fifth 2♦.   Low: 7-5-4-3-2 (three suits): a tie with Bob. High: seven high.
# Dee  turns A♥ 9♥ A♦ 9♣, fifth 8♠.   High: the 8♠ as a third ace: aces full of nines. (Four aces would
#                                    need a third natural ace.) Low: A-A-9-9-8, paired: no contest.
# Ann  turns K♣ and folds.

def test_a_tie_for_low_gives_the_odd_quarter_to_the_lowest_card_by_suit():
    t = Table("night Ann Bob Cal Dee", "game amarillo", "deal")
    play(t, ["up Bob 7c, Cal 3s, Dee Ah, Ann Kc", "up Bob 5d, Cal 4h, Dee 9h",
             "up Bob 4s, Cal 5c, Dee Ad", "up Bob 3h, Cal 7s, Dee 9c"],
         {0: "bet Bob .25, call Cal, call Dee, fold Ann"})
    t("show Bob 2c up 7c 5d 4s 3h")
    t("show Cal 2d up 3s 4h 5c 7s")
    t("show Dee 8s up Ah 9h Ad 9c")
    t("settle")
    # Four players: ante 8 quarters, plus 3 x 25c = 11 quarters ($2.75). The odd quarter goes to the high
    # side: high 6 quarters ($1.50) to Dee, low 5 quarters ($1.25) split by Bob and Cal, 3 and 2.
    # Low side: the lowest card by suit takes the odd quarter. Both hold a deuce; clubs rank below
    # diamonds, so Bob's 2♣ beats Cal's 2♦ to it: Bob 75c, Cal 50c.
    assert sorted(t.awards()) == [("Bob", "low", 75), ("Cal", "low", 50), ("Dee", "high", 150)]
    # Ann: -2.00 (ante, folded); Bob: -.25 + .75 = +.50; Cal: -.25 + .50 = +.25; Dee: -.25 + 1.50 = +1.25.
    assert t.balances() == {"Ann": -200, "Bob": 50, "Cal": 25, "Dee": 125}
    high = line_for(t, "High hand share ($1.50 of $2.75: half, rounded up to the quarter)")
    assert "Dee with a full house, aces full of nines" in high, high
    assert re.search(r"A[♠♥♦♣]\(8♠\)", high), high               # the eight became an ace
    low = line_for(t, "Low hand share")
    assert low.startswith("Low hand share ($1.25 of $2.75: half, rounded down to the quarter): a tie — Bob with 7-5-4-3-2"), low
    assert "Cal with 7-5-4-3-2" in low and "Split Bob 75¢, Cal 50¢." in low
    text = ruling_text(t)
    assert "The pot does not divide evenly: the odd quarter goes to the high side (house rule)." in text
    assert "The odd quarter goes to Bob (2♣): the lowest card by suit" in text


# --- the show must match the cards turned -----------------------------------------------------------------

def test_a_show_that_does_not_match_the_turned_cards_is_refused():
    t = Table("night Ann Bob Cal", "game amarillo", "deal")
    play(t, BOB_EIGHT_TURNS)
    # Bob turned 7♣ first: he cannot now call it his hidden fifth card.
    assert t.refuse("show Bob 7c up 5d 3s 8h 2h") == "Bob was dealt 7♣ face up, but the show does not have it face up"
    # Bob turned 8♥, not 8♦.
    assert t.refuse("show Bob 2h up 7c 5d 3s 8d") == "Bob was dealt 8♥ face up, but the show does not have it face up"
    # Five arranged cards: one face down, four face up.
    assert t.refuse("show Bob 2h 3h up 7c 5d 3s") == ("Bob shows 2 down and 3 up; Amarillo gives each player 1 down "
                                                      "and 4 up (face-up cards after 'up')")
    # Cal turned the 7♦.
    assert t.refuse("show Bob 7d up 7c 5d 3s 8h") == "7♦ was already dealt to Cal"
    t("show Bob 2h up 7c 5d 3s 8h")                            # the true show goes through


# --- 6 Card Amarillo --------------------------------------------------------------------------------------
# The table plays it exactly like Amarillo: five arranged cards, four turned with a bet after each.
# Bob  turns K♥ 9♦ 5♠ 2♣, fifth 8♣.   High: the 8♣ as a king: a pair of kings, 9 5 2.
# Cal  turns K♠ 9♠ 5♦ 2♦, fifth 8♥.   High: the 8♥ as a king: a pair of kings, 9 5 2 — a tie with Bob
#                                    (suits never break it; no flush: two spades, two diamonds).
#      Low for both: the eight is plain: K-9-8-5-2.
# Ann  turns 7♥ 6♠ 4♦ 3♣, fifth 2♥.   Low: 7-6-4-3-2. High: seven high (no 5 for a straight).

def test_six_card_a_high_tie_of_two_eights_as_kings_gives_the_odd_quarter_to_the_highest_card():
    t = Table("night Ann Bob Cal", "game amarillo-6", "deal")
    play(t, ["up Bob Kh, Cal Ks, Ann 7h", "up Bob 9d, Cal 9s, Ann 6s",
             "up Bob 5s, Cal 5d, Ann 4d", "up Bob 2c, Cal 2d, Ann 3c"])
    t("show Bob 8c up Kh 9d 5s 2c")
    t("show Cal 8h up Ks 9s 5d 2d")
    t("show Ann 2h up 7h 6s 4d 3c")
    t("settle")
    # Pot $1.50 (6 quarters), no bets: high 3 quarters, low 3 quarters.
    # High tie: 3 quarters split 2 and 1. High side: the highest card by suit takes the odd quarter;
    # both hold a king, and spades outrank hearts, so Cal's K♠ beats Bob's K♥: Cal 50c, Bob 25c.
    # Low: Ann's 7-6-4-3-2 beats the two K-9-8-5-2 -> Ann 75c.
    assert sorted(t.awards()) == [("Ann", "low", 75), ("Bob", "high", 25), ("Cal", "high", 50)]
    # Ann: -1.50 + .75 = -.75; Bob +.25; Cal +.50.
    assert t.balances() == {"Ann": -75, "Bob": 25, "Cal": 50}
    high = line_for(t, "High hand half (75¢)")
    assert high.startswith("High hand half (75¢): a tie — "), high
    assert re.search(r"K[♠♥♦♣]\(8♣\)", high) and re.search(r"K[♠♥♦♣]\(8♥\)", high), high
    assert "Split Cal 50¢, Bob 25¢." in high
    assert "The odd quarter goes to Cal (K♠): the highest card by suit" in ruling_text(t)
    assert line_for(t, "Low hand half (75¢)") == "Low hand half (75¢): Ann with 7-6-4-3-2 (7♥ 6♠ 4♦ 3♣ 2♥)."


def test_six_card_seats_eight_and_seven_card_seats_seven():
    # Seven cards to each of eight players would need 56 cards; six to each of eight need 48.
    eight = "night Ann Bob Cal Dee Eve Fay Gus Hal"
    # Amarillo itself is still played: the dealer sits each hand out (refcli/table/engine.py, deal).
    seven = Table(eight, "game amarillo", "deal")
    assert seven.night.hand.seats == ["Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]
    assert seven.pot == 350
    t = Table(eight, "game amarillo-6", "deal")
    # Eight players: the dealer antes 16 quarters ($4.00).
    assert t.pot == 400


# --- the declare variant -----------------------------------------------------------------------------------

def test_declare_variant_makes_players_declare_and_the_cards_no_longer_speak():
    t = Table("night Ann Bob Cal", "game amarillo declare", "deal")
    play(t, ["up Bob Kc, Cal 9s, Ann 5h", "up Bob 9d, Cal 7c, Ann 4s",
             "up Bob Kh, Cal 6d, Ann 6c", "up Bob 9c, Cal 4c, Ann 2d"])
    assert t.refuse("show Ann 8d up 5h 4s 6c 2d").startswith("declarations come first")
    t("declare Ann low, Bob high, Cal low")
    t("show Ann 8d up 5h 4s 6c 2d")
    t("show Bob 3s up Kc 9d Kh 9c")
    t("show Cal 3h up 9s 7c 6d 4c")
    t("settle")
    # Pot $1.50: 75c a half. Ann's straight would win high, but she declared low only: high goes to Bob,
    # the only high declarer (kings and nines); low to Ann (8-6-5-4-2 beats Cal's 9-7-6-4-3).
    assert t.awards() == [("Bob", "high", 75), ("Ann", "low", 75)]
    # Ann: -1.50 + .75 = -.75; Bob +.75; Cal 0.
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}


# --- refcli rules -----------------------------------------------------------------------------------------

def test_rules_amarillo_reads_at_the_table():
    result = invoke("rules", "amarillo")
    assert result.exit_code == 0, result.output
    text = result.output
    assert text.startswith("Amarillo\n========\n")
    flat = " ".join(text.split())                                   # undo the line wrapping
    for said in (
        "passes the other three face down: two to the player on his right and one to the player on his left",
        "Nothing is bet before the first turn.",
        "Turning the fifth card is the showdown, with no bet after it.",
        "Nobody declares: the cards speak, so one player can take both halves.",
        "Deal: 5 cards each (1 down, 4 up) over 4 betting rounds:",
        "1. one card down and one up, then the 1st bet",
        "4. one card up, then the 4th bet",
        "Half the pot (1/2): the best high hand.",
        "Half the pot (1/2): the best deuce-to-seven low hand.",
        "This game is not declared: each share of the pot goes to its best hand.",
        "Eights are wild for the high hand only.",
        "declare: For a table that applies the club's declaration rule",
    ):
        assert said in flat, said
    assert "5. " not in text                                        # no fifth betting round


def test_rules_six_card_amarillo_says_what_differs():
    result = invoke("rules", "amarillo-6")
    assert result.exit_code == 0, result.output
    flat = " ".join(result.output.split())
    assert result.output.startswith("6 Card Amarillo\n")
    for said in ("passes one face down to the player on his right and one to the player on his left",
                 "keeps the four he likes best", "He throws one away",
                 "2 to 8 players", "Deal: 5 cards each (1 down, 4 up) over 4 betting rounds:",
                 "Eights are wild for the high hand only."):
        assert said in flat, said
