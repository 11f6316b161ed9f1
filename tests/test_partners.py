"""Partners (issue 7): seven-card stud, high hand. After the first up cards the two highest are partners, then
the next two; with an odd number of players the lowest plays alone; ties by the house suit order (setting
pair_ties). 3s and 9s dealt up are wild only when paid for ($1.00, $2.00); the payer's partner pays the same fee
or they are divorced, both deciding before the next card (for the first up cards, after the pairing). A
partner's win is split with his partner, the odd quarter by the house rule (setting partner_odd). Every hand
below was worked out by hand first; the comments are that working. The dealer antes 50¢ a player.
"""

from __future__ import annotations

import pytest

from refcli.cli.main import main
from refcli.rules.describe import describe
from refcli.rules.loader import load_game
from tablekit import Table

C5 = "check, check, check, check, check"


def test_five_players_a_divorce_by_silence_and_a_split_with_the_odd_quarter():
    # Ann deals to five and antes $2.50; Bob acts first.
    t = Table("night Ann Bob Cal Dee Eve", "game partners", "deal")
    t("up Bob Kh, Cal 9c, Dee Ks")
    # The first up cards are paid for after the pairing, and Eve's and Ann's are not typed yet.
    assert t.refuse("wild Cal 9c") == ("the first up cards are paid for after the pairing: type the first up card of "
                                       "Eve, Ann")
    t("up Eve 4d, Ann Jd")
    # K♠ (Dee) and K♥ (Bob): spades rank above hearts. Then J♦ (Ann) and 9♣ (Cal); Eve's 4♦ plays alone.
    assert t.lines[-1] == ("Ann up: J♦ · Partners: Dee (K♠) and Bob (K♥); Ann (J♦) and Cal (9♣); Eve (4♦) plays alone · "
                           "Cal may pay $2.00 to make 9♣ wild (wild Cal 9c) before the next card")
    assert t.refuse("wild Dee Ks") == "only threes and nines are paid for in Partners, not K♠"
    assert t.refuse("match Ann") == "Ann has no fee to match: Cal has paid for no wild card waiting on Ann"
    t("wild Cal 9c")            # $2.00: pot $4.50
    assert t.lines[-1] == ("Cal pays $2.00: 9♣ is wild for Cal · Ann, Cal's partner, pays $2.00 too (match Ann) "
                           "before the next card, or they are divorced (divorce Ann) · pot $4.50 · Bob to act")
    t("match Ann")              # $2.00: pot $6.50
    assert t.lines[-1] == ("Ann matches Cal's 9♣: pays $2.00; Cal and Ann stay partners · pot $6.50 · Bob to act")
    t(C5)
    t("up Bob 3h, Cal 7s, Dee 2c, Eve 9d, Ann 5s")
    t("wild Bob 3h")            # $1.00: pot $7.50; Dee does not match it
    t("wild Eve 9d")            # $2.00: pot $9.50; Eve plays alone
    assert "Eve plays alone: no partner to match" in t.lines[-1]
    t("bet Bob .25, call Cal, call Dee, call Eve, call Ann")     # 5 x 25¢: pot $10.75
    t("up Bob 8d, Cal 9h, Dee Qh, Eve 6c, Ann 4s")
    # The 5th card is dealt: Dee never matched Bob's 3♥, so they are divorced (said with the first of those cards).
    assert t.lines[-5] == ("Bob up: K♥ 3♥ 8♦ · Dee and Bob are divorced: Dee did not match Bob's 3♥ ($1.00) before "
                           "the next card")
    assert t.refuse("match Dee") == ("Dee and Bob are divorced (Dee did not match Bob's 3♥ ($1.00) before the next "
                                     "card)")
    assert t.refuse("wild Bob 3h") == "Bob has already paid for 3♥"
    t("wild Cal 9h")            # $2.00: pot $12.75
    t("match Ann")              # $2.00: pot $14.75
    t(C5)
    t("up Bob 2d, Cal 5d, Dee Qs, Eve 6d, Ann Th")
    t(C5)
    t(C5)
    assert t.refuse("wild Cal 9h") == "the betting is over: too late to pay for a wild card"
    t("show Bob As 7c Jh up Kh 3h 8d 2d")       # 3♥ wild: a pair of aces
    t("show Cal Qc Qd 8c up 9c 7s 9h 5d")       # both nines wild: four queens
    t("show Dee Jc Tc 2s up Ks 2c Qh Qs")       # two pair, queens and deuces
    t("show Eve Ad Ac 7h up 4d 9d 6c 6d")       # 9♦ wild: aces full of sixes
    t("show Ann 3s 3c 8h up Jd 5s 4s Th")       # her 3s are face down: wild at no cost, a straight to the queen
    t("settle")
    # Cal's four queens win $14.75 = 59 quarters, split with his partner Ann: 30 and 29. The odd quarter goes by
    # the house rule to the highest card by suit: Cal's Q♦ beats Ann's J♦. Cal $7.50, Ann $7.25.
    assert t.awards() == [("Cal", "high", 750), ("Ann", "high", 725)]
    assert t.rulings[-1].lines == (
        "Wild cards paid for: Cal 9♣ ($2.00); Bob 3♥ ($1.00); Eve 9♦ ($2.00); Cal 9♥ ($2.00). An unpaid 3 or 9 "
        "dealt up plays as itself.",
        "Wild at no cost, dealt face down: Ann 3♠; Ann 3♣ (setting down_wilds: free).",
        "High hand, the whole pot ($14.75): Cal with four queens (Q♦ Q♣ Q♠(9♣) Q♥(9♥) 8♣).",
        "  Beaten: Bob a pair of aces; Dee two pair, queens and deuces; Eve a full house, aces full of sixes; Ann a "
        "straight, queen high.",
        "Partners: Dee (K♠) and Bob (K♥); Ann (J♦) and Cal (9♣); Eve (4♦) plays alone.",
        "Divorced: Dee and Bob (Dee did not match Bob's 3♥ ($1.00) before the next card): each keeps what he wins.",
        "Ann matched Cal's 9♣ ($2.00).",
        "Ann matched Cal's 9♥ ($2.00).",
        "Cal and Ann are partners: they split $14.75, Cal $7.50, Ann $7.25 (the odd quarter to Cal, who holds Q♦, "
        "the highest card by suit: house rule).")
    # Ann: ante 250 + 200 + 25 + 200 = 675 out, 725 in. Bob: 100 + 25. Cal: 200 + 25 + 200 out, 750 in.
    # Dee: 25. Eve: 200 + 25.
    assert t.balances() == {"Ann": 50, "Bob": -125, "Cal": 325, "Dee": -25, "Eve": -225}


def test_ties_by_seat_a_divorce_asked_for_and_a_folded_partner_shares_nothing():
    # Variant seat-ties: up cards of one rank rank by seat, the first from the dealer's left higher.
    t = Table("night Ann Bob Cal Dee", "game partners seat-ties", "deal")
    # Three queens: Bob (first from Ann's left), Dee, Ann; then Cal's 7♥. Pairs: Bob and Dee; Ann and Cal.
    # (By suit it would be Ann's Q♠ and Dee's Q♥, then Bob's Q♣ and Cal.)
    t("up Bob Qc, Cal 7h, Dee Qh, Ann Qs")
    t("check, check, check, check")
    t("up Bob 9s, Cal 3d, Dee 2h, Ann 8c")
    t("wild Bob 9s")            # $2.00: pot $4.00
    t("divorce Dee")
    assert t.lines[-1] == "Dee does not match Bob's 9♠: Bob and Dee are divorced and play on alone · pot $4.00 · Bob to act"
    t("wild Cal 3d")            # $1.00: pot $5.00
    t("match Ann")              # $1.00: pot $6.00
    assert t.refuse("match Dee") == "Dee and Bob are divorced (Dee declined to match Bob's 9♠)"
    assert t.refuse("wild Ann 8c") == "only threes and nines are paid for in Partners (seat-ties), not 8♣"
    assert t.refuse("wild Ann Qs") == "only threes and nines are paid for in Partners (seat-ties), not Q♠"
    t("bet Bob .25, call Cal, call Dee, call Ann")               # pot $7.00
    t("up Bob Kd, Cal 9h, Dee 6h, Ann Ts")
    t("bet Bob 1, call Cal, fold Dee, fold Ann")                 # pot $9.00
    t("up Bob Jc, Cal 4s")
    # Cal's 9♥ was not paid for before the 6th cards: too late now.
    assert t.refuse("wild Cal 9h") == ("too late: Bob's J♣ was dealt after 9♥; a wild card is paid for before the "
                                       "next card")
    t("check, check")
    t("check, check")
    t("show Bob 2c 7d 5c up Qc 9s Kd Jc")       # 9♠ wild: a flush in clubs
    t("show Cal Ac Ad 4h up 7h 3d 9h 4s")       # 3♦ wild: aces full of fours
    t("settle")
    # Cal wins $9.00; his partner Ann folded, so Cal keeps it all.
    assert t.awards() == [("Cal", "high", 900)]
    lines = t.rulings[-1].lines
    assert lines[-4:] == ("Partners: Bob (Q♣) and Dee (Q♥); Ann (Q♠) and Cal (7♥).",
                          "Divorced: Bob and Dee (Dee declined to match Bob's 9♠): each keeps what he wins.",
                          "Ann matched Cal's 3♦ ($1.00).",
                          "Cal's partner Ann folded: Cal keeps all he wins.")
    # Ann: ante 200 + 100 + 25. Bob: 200 + 25 + 100. Cal: 100 + 25 + 100 out, 900 in. Dee: 25.
    assert t.balances() == {"Ann": -325, "Bob": -325, "Cal": 675, "Dee": -25}


def odd_quarter_hand(spec: str) -> Table:
    # Ann deals to three ($1.50). Bob's A♠ and Cal's K♦ are partners; Ann's 2♣ plays alone. One round of 25¢
    # each: $2.25 = 9 quarters. Cal's three kings win.
    return Table("night Ann Bob Cal", f"game {spec}", "deal", "up Bob As, Cal Kd, Ann 2c",
                 "bet Bob .25, call Cal, call Ann", "check, check, check", "check, check, check",
                 "check, check, check", "check, check, check",
                 "show Bob 5d 6d 7c up As 8h Td Jh", "show Cal Kc Kh 2d up Kd 4c 5h 6s",
                 "show Ann 2h 3c 7h up 2c 8c Tc Qs", "settle")


def test_the_odd_quarter_of_a_split_by_the_house_rule_or_to_the_winner():
    # House rule: 5 quarters to Bob, whose A♠ is the highest card by suit; 4 to Cal.
    t = odd_quarter_hand("partners")
    assert t.awards() == [("Bob", "high", 125), ("Cal", "high", 100)]
    assert t.rulings[-1].lines[-1] == ("Cal and Bob are partners: they split $2.25, Cal $1.00, Bob $1.25 (the odd "
                                       "quarter to Bob, who holds A♠, the highest card by suit: house rule).")
    assert t.balances() == {"Ann": -175, "Bob": 100, "Cal": 75}
    # Variant winner-odd: the odd quarter to Cal, who won.
    t = odd_quarter_hand("partners winner-odd")
    assert t.awards() == [("Bob", "high", 100), ("Cal", "high", 125)]
    assert t.rulings[-1].lines[-1].endswith("(the odd quarter to Cal, who won the hand: setting partner_odd: winner).")
    assert t.balances() == {"Ann": -175, "Bob": 75, "Cal": 100}


def test_the_player_alone_keeps_all_and_needs_no_match():
    # Ann's 2♣ is alone; she wins with the only pair. Pot $1.50 + $2.00 (her paid 9♦) = $3.50.
    t = Table("night Ann Bob Cal", "game partners", "deal", "up Bob As, Cal Kd, Ann 2c",
              "check, check, check", "up Bob 8h, Cal 4c, Ann 9d", "wild Ann 9d")
    assert "Ann plays alone: no partner to match" in t.lines[-1]
    for line in ("check, check, check",) * 4 + ("show Bob 5d 6d 7c up As 8h Td Jh", "show Cal Kc 3h 2d up Kd 4c 5h 6s",
                                              "show Ann 2h Qc 7h up 2c 9d Tc Qs", "settle"):
        t(line)
    # Ann: 9♦ wild makes three deuces (2♥ 2♣ 9♦ as a deuce), beating Bob's ace high and Cal's king high.
    assert t.awards() == [("Ann", "high", 350)]
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}


@pytest.mark.parametrize("line, message", [
    ("match", "usage: match PLAYER"),
    ("match Ann Bob", "usage: match PLAYER"),
    ("divorce", "usage: divorce PLAYER"),
    ("divorce Zed", "no player 'Zed' at the table (Ann, Bob, Cal)"),
    ("wild Cal", "usage: wild PLAYER CARD"),
    ("wild Cal 9", "not a card"),
])
def test_bad_input_is_one_line_and_changes_nothing(line, message):
    t = Table("night Ann Bob Cal", "game partners", "deal", "up Bob As, Cal 9d, Ann 2c")
    assert message in t.refuse(line)


def test_verbs_out_of_place():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("match Bob") == "7 Card Stud has no partners (Partners has)"
    assert t.refuse("divorce Bob") == "7 Card Stud has no partners (Partners has)"
    t2 = Table("night Ann Bob Cal", "game partners", "deal", "up Bob As")
    assert t2.refuse("match Cal") == "the partners are not paired yet"
    assert t2.refuse("wild Bob As") == "only threes and nines are paid for in Partners, not A♠"


def test_one_shot_commands_refuse_in_one_line(tmp_path, capsys):
    db = str(tmp_path / "n.db")
    for line in ("night Ann Bob Cal", "game partners", "deal", "up Bob As, Cal 9d, Ann 2c"):
        assert main(["--db", db, *line.split()]) == 0
    capsys.readouterr()
    for args, message in ((["match", "Bob"], "Error: Bob has no fee to match: Cal has paid for no wild card waiting "
                                             "on Bob\n"),
                          (["wild", "Ann", "2c"], "Error: only threes and nines are paid for in Partners, not 2♣\n"),
                          (["divorce"], "Error: usage: divorce PLAYER\n")):
        assert main(["--db", db, *args]) == 1
        assert capsys.readouterr().err == message
    assert main(["--db", db, "wild", "Cal", "9d"]) == 0
    assert "Bob, Cal's partner, pays $2.00 too (match Bob)" in capsys.readouterr().out


def test_rules_show_every_step_and_setting():
    text = " ".join(describe(load_game("partners")).split())
    for words in ("the two highest up cards are partners", "setting pair_ties: suit-order",
                  "setting partner_odd: highest-card", "(match PLAYER)", "(divorce PLAYER",
                  "setting down_wilds: free", "setting match_by: next-card", "at-once",
                  "Threes and nines are wild only for a player who pays for them ($1.00 for a 3, $2.00 for a 9",
                  "seat-ties", "winner-odd"):
        assert words in text, words


def test_a_three_or_nine_in_the_hole_is_wild_at_no_cost_unless_played_paid_only():
    # Ann deals to three ($1.50). Bob holds 9♣ face down with K♠ K♦: free, it makes three kings, which beat
    # Cal's pair of aces. Played paid-only, the 9♣ is a 9: Cal's aces win. Bob and Cal are partners (A♥ and
    # K♦ are the highest first up cards), so either way they split $1.50: Cal 75¢, Bob 75¢.
    lines = ["deal", "up Bob Kd, Cal Ah, Ann 2c", "check, check, check", "check, check, check",
             "check, check, check", "check, check, check", "check, check, check",
             "show Bob 9c Ks 5d up Kd 7h 6c 2s", "show Cal Ac 4d 8s up Ah Jh Tc 7d",
             "show Ann 2h 4c Qd up 2c 8c 6h 5h", "settle"]
    t = Table("night Ann Bob Cal", "game partners", *lines)
    assert t.rulings[-1].lines[1] == "Wild at no cost, dealt face down: Bob 9♣ (setting down_wilds: free)."
    assert t.rulings[-1].lines[2].startswith("High hand, the whole pot ($1.50): Bob with three kings")
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}
    t = Table("night Ann Bob Cal", "game partners paid-only", *lines)
    assert t.rulings[-1].lines[1].startswith("High hand, the whole pot ($1.50): Cal with a pair of aces")
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}


def test_the_pairing_waits_for_every_first_up_card():
    # Who partners whom is read from the first up cards: the first bet waits for them, and refcli never pairs
    # (or leaves unpaired) players whose cards it was not told.
    t = Table("night Ann Bob Cal Dee", "game partners", "deal")
    needs = ("Partners pairs the players by their first up cards: type them first (Bob, Cal, Dee, Ann): "
             "up PLAYER CARD ...")
    assert t.lines[-1] == f"Hand 1: Ann deals Partners and antes $2.00 for the table · pot $2.00 · {needs}"
    assert t.refuse("check Bob") == needs
    t("up Bob Kh, Cal 2c")
    assert t.refuse("bet Bob 1") == needs.replace("Bob, Cal, ", "")
    t("up Dee Qs, Ann Kd")
    assert t.lines[-1] == "Ann up: K♦ · Partners: Bob (K♥) and Ann (K♦); Dee (Q♠) and Cal (2♣)"
    t("check, check, check, check")
    assert t.balances() == {"Ann": -200, "Bob": 0, "Cal": 0, "Dee": 0}
