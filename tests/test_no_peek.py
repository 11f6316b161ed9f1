"""No Peek (issue 7): seven cards face down, unseen; a card to beat; each player in turn turns cards until his
showing cards beat the hand to beat, a bet after each turn that beats; $4.00 then $7.00 for a bought card, no
third; 3s and 9s wild only when paid for ($1.00, $2.00) before the next card; a 4 brings one more card face up
at once; looking out of turn: the $2.00 penalty and a fold. Every hand below was worked out by hand first; the
comments are that working. The dealer antes 50¢ a player.
"""

from __future__ import annotations

import pytest

from refcli.cli.main import main
from refcli.rules.describe import describe
from refcli.rules.loader import load_game
from tablekit import Table

TO_BEAT_AFTER_DEE = "Dee's hand, a pair of fives (5♠ 5♦ 3♣)"


def test_a_whole_hand_every_rule():
    # Ann deals to four and antes $2.00. Turns go Bob, Cal, Dee, Ann, then round again.
    t = Table("night Ann Bob Cal Dee", "game no-peek", "deal")
    assert t.pot == 200
    assert t.refuse("turn Bob 4c") == "not yet: Ann turns the card to beat first (start CARD)"
    t("start Js")
    assert t.lines[-1] == ("Card to beat: J♠ · pot $2.00 · Bob to turn (nothing showing; to beat: the start card "
                           "J♠)")
    assert t.refuse("turn Cal 5h") == "it is Bob's turn to turn a card, not Cal's"
    assert t.refuse("bet Bob .50") == ("no betting now: it is Bob's turn to turn cards until he beats the hand to "
                                       "beat")
    # Bob turns a 4: one more card face up at once, the Q♦. Queen high beats the lone J♠.
    t("turn Bob 4c")
    assert t.lines[-1].startswith("Bob turns 4♣ · Bob shows four high (4♣): does not beat the start card J♠ · "
                                  "a 4 brings Bob one more card face up now (extra Bob CARD)")
    assert t.refuse("buy Bob 7h") == "Bob's 4 is owed its extra card first: extra Bob CARD"
    assert t.refuse("turn Bob Qd") == "Bob's 4 is owed its extra card first: extra Bob CARD"
    assert t.refuse("bet Bob .50") == ("no betting now: it is Bob's turn to turn cards until he beats the hand to "
                                       "beat")
    t("extra Bob Qd")
    assert t.lines[-1] == ("Bob is dealt Q♦ face up for the 4 · Bob shows queen high (Q♦ 4♣): beats the start card "
                           "J♠ · Betting round 1: Bob opens · pot $2.00 · Bob to act")
    # Round 1: 50¢ each from Bob, Cal, Dee, Ann: pot $2.00 + $2.00 = $4.00.
    t("bet Bob .50, call Cal, call Dee, call Ann")
    assert t.pot == 400
    # Cal turns 9♥: nine high does not beat queen high. He pays $2.00 for it: a lone wild card plays as an ace,
    # and ace high beats queen high, so his turn ends. Pot $6.00.
    t("turn Cal 9h")
    assert t.lines[-1].startswith("Cal turns 9♥ · Cal shows nine high (9♥): does not beat Bob's hand, queen high "
                                  "(Q♦ 4♣) · Cal may pay $2.00 to make 9♥ wild (wild Cal 9h) before the next card")
    assert t.refuse("wild Bob Qd") == "only threes and nines are paid for in No Peek, not Q♦"
    assert t.refuse("wild Bob 9h") == "9♥ is not showing in front of Bob (up cards: 4♣ Q♦)"
    t("wild Cal 9h")
    assert t.lines[-1] == ("Cal pays $2.00: 9♥ is wild for Cal · Cal shows ace high (9♥ as A♠): beats Bob's hand, "
                           "queen high (Q♦ 4♣) · Betting round 2: Cal opens · pot $6.00 · Cal to act")
    assert t.refuse("wild Cal 9h") == "Cal has already paid for 9♥"
    # Round 2: Cal $1.00, Dee raises to $2.00, Ann $2.00, Bob folds, Cal $1.00 more: pot $6.00 + $6.00 = $12.00.
    t("bet Cal 1, raise Dee 1, call Ann, fold Bob, call Cal")
    assert t.pot == 1200
    # Dee must beat Cal's ace high. He turns 3♣ and does not pay; the 5♦ after it closes the 3♣'s window.
    t("turn Dee 3c")
    t("turn Dee 5d")
    assert t.refuse("wild Dee 3c") == ("too late: Dee's 5♦ was dealt after 3♣; a wild card is paid for before "
                                       "the next card")
    t("turn Dee 5s")
    assert t.lines[-1].startswith("Dee turns 5♠ · Dee shows a pair of fives (5♠ 5♦ 3♣): beats Cal's hand, ace "
                                  "high (9♥ as A♠) · Betting round 3: Dee opens")
    t("check Dee, check Ann, check Cal")
    assert t.refuse("peek Ann") == "it is Ann's turn: a player may look at his cards on his own turn"
    # Ann turns all seven: ace high, no pair. She buys 2♥ for $4.00 (a pair of deuces: not enough), then K♠ for
    # $7.00: two pair, kings and deuces, beats the fives. Pot $12.00 + $11.00 = $23.00.
    for code in ("2c", "6h", "7d", "8s", "Tc", "Kh"):
        t(f"turn Ann {code}")
    assert t.refuse("buy Ann 2h") == ("Ann still has 1 card face down to turn: a card is bought only when all are "
                                      "turned")
    t("turn Ann Ah")
    assert t.lines[-1].endswith(f"Ann to buy a card for $4.00 (buy Ann CARD) or fold (showing ace high (A♥ K♥ 10♣ "
                                f"8♠ 7♦); to beat: {TO_BEAT_AFTER_DEE})")
    assert t.refuse("turn Ann 2h") == "Ann has turned all 7 of his cards: he buys one for $4.00 (buy Ann CARD) or folds"
    t("buy Ann 2h")
    assert t.lines[-1].startswith(f"Ann buys 2♥ for $4.00 (the first card bought) · Ann shows a pair of deuces (2♥ "
                                  f"2♣ A♥ K♥ 10♣): does not beat {TO_BEAT_AFTER_DEE} · pot $16.00 · Ann to buy a "
                                  f"card for $7.00")
    t("buy Ann Ks")
    assert t.pot == 2300
    assert t.lines[-1] == (f"Ann buys K♠ for $7.00 (the second and last card bought) · Ann shows two pair, kings and "
                           f"deuces (K♠ K♥ 2♥ 2♣ A♥): beats {TO_BEAT_AFTER_DEE} · Betting round 4: Ann opens · "
                           f"pot $23.00 · Ann to act")
    # Round 4: Ann $1.00, Cal $1.00; Dee looks at a card out of turn: the $2.00 penalty and a fold, which also
    # closes the round. Pot $23.00 + $4.00 = $27.00.
    t("bet Ann 1, call Cal")
    t("peek Dee")
    assert t.lines[-1].startswith("Dee looked at a card out of turn: $2.00 penalty, and Dee folds · pot $27.00 · "
                                  "Cal to turn")
    # Cal, holding 9♥ (paid), must beat Ann's two pair. 4♦ brings the 2♠ at once: a pair of fours. He turns
    # 3♦ and pays $1.00: both wild cards join the 4♦, three fours, which beats two pair. Pot $28.00.
    t("turn Cal 4d")
    assert t.refuse("extra Ann 2s") == "it is Cal's turn to turn a card, not Ann's"
    t("extra Cal 2s")
    assert t.lines[-1].startswith("Cal is dealt 2♠ face up for the 4 · Cal shows a pair of fours (4♦ 2♠ 9♥ as "
                                  "4♠): does not beat Ann's hand, two pair, kings and deuces")
    t("turn Cal 3d")
    t("wild Cal 3d")
    assert t.lines[-1].startswith("Cal pays $1.00: 3♦ is wild for Cal · Cal shows three fours (4♦ 2♠ 9♥ as 4♠ 3♦ "
                                  "as 4♥): beats Ann's hand, two pair, kings and deuces (K♠ K♥ 2♥ 2♣ A♥) · "
                                  "Betting round 5: Cal opens")
    # Round 5: Cal $1.00, Ann $1.00: pot $30.00. Ann's turn: she has turned all her cards and bought two, and does
    # not beat: she can only fold, and Cal, the last one in, takes $30.00.
    t("bet Cal 1, call Ann")
    assert ("Ann has nothing left to turn or buy and does not beat Cal's hand, three fours (4♦ 2♠ 9♥ as 4♠ 3♦ as "
            "4♥): Ann must fold (fold Ann)") in t.lines[-1]
    assert t.refuse("buy Ann 7c") == "Ann has bought two cards, the most a player may buy: he folds (fold Ann)"
    t("fold Ann")
    assert t.night.hand is None
    assert t.awards() == [("Cal", "all", 3000)]
    assert t.rulings[-1].lines == (
        "Everyone else folded: Cal takes the pot of $30.00.",
        "Cal's hand showing: three fours (4♦ 2♠ 9♥ as 4♠ 3♦ as 4♥).",
        "Wild cards paid for: Cal 9♥ ($2.00); Cal 3♦ ($1.00). Unpaid threes and nines play as themselves.")
    # Ann: ante 200 + 50 + 200 + 400 + 700 + 100 + 100 = 1750 out.
    # Bob: 50. Cal: 50 + 200 (9♥) + 200 + 100 + 100 (3♦) + 100 = 750 out, 3000 in. Dee: 50 + 200 + 200 penalty.
    assert t.balances() == {"Ann": -1750, "Bob": -50, "Cal": 2250, "Dee": -450}


def test_no_third_card_and_a_wild_paid_after_the_second():
    # Ann deals to two and antes $1.00; Bob turns first against the A♣.
    t = Table("night Ann Bob", "game no-peek", "deal", "start Ac")
    for code in ("2c", "5d", "6s", "8h", "Jc", "Qd", "Kh"):
        t(f"turn Bob {code}")
    # King high does not beat the ace. $4.00 for 10♠ (still king high), $7.00 for 3♦: unpaid, K-Q-J-10-8.
    t("buy Bob Ts")
    t("buy Bob 3d")
    assert t.lines[-1] == ("Bob buys 3♦ for $7.00 (the second and last card bought) · Bob shows king high (K♥ Q♦ "
                           "J♣ 10♠ 8♥): does not beat the start card A♣ · Bob may pay $1.00 to make 3♦ wild (wild "
                           "Bob 3d) before the next card · Bob has nothing left to turn or buy: paying for his wild "
                           "card would beat · pot $12.00 · Bob to pay for a wild card (wild Bob CARD) or fold (showing king high (K♥ Q♦ J♣ 10♠ 8♥); to "
                           "beat: the start card A♣)")
    assert t.refuse("buy Bob 4s") == "Bob has bought two cards, the most a player may buy: he folds (fold Bob)"
    assert t.refuse("turn Bob 4s") == "Bob has no card left to turn and has bought two: he folds (fold Bob)"
    # Paid, the 3♦ plays as an ace: a straight to the ace, which beats the lone ace. Pot $1.00 + $12.00 = $13.00.
    t("wild Bob 3d")
    assert "Bob shows a straight, ace high (3♦ as A♠ K♥ Q♦ J♣ 10♠)" in t.lines[-1]
    assert "beats the start card A♣" in t.lines[-1]
    # Bob bets $1.00 and Ann, the dealer, folds without turning: Bob takes $14.00.
    t("bet Bob 1, fold Ann")
    assert t.awards() == [("Bob", "all", 1400)]
    # Bob: 400 + 700 + 100 + 100 = 1300 out, 1400 in. Ann: the $1.00 ante.
    assert t.balances() == {"Ann": -100, "Bob": 100}


def test_a_player_still_not_beating_after_two_purchases_folds():
    t = Table("night Ann Bob", "game no-peek", "deal", "start Ac")
    for code in ("2c", "5d", "7h", "8s", "Tc", "Jd", "Kh"):
        t(f"turn Bob {code}")
    t("buy Bob 6c")
    t("buy Bob Qs")
    # K-Q-J-10-8 does not beat the ace, no wild card is open: Bob folds, Ann takes $1.00 + $11.00.
    assert "Bob has nothing left to turn or buy and does not beat: Bob must fold (fold Bob)" in t.lines[-1]
    assert t.lines[-1].endswith("Bob to fold, with nothing left to turn or buy (fold Bob) (showing king high (K♥ "
                                "Q♠ J♦ 10♣ 8♠); to beat: the start card A♣)")
    assert t.refuse("buy Bob 2d") == "Bob has bought two cards, the most a player may buy: he folds (fold Bob)"
    t("fold Bob")
    assert t.awards() == [("Ann", "all", 1200)]
    assert t.rulings[-1].lines == ("Everyone else folded: Ann takes the pot of $12.00.",
                                   "Nobody beat the start card A♣.",
                                   "Nobody paid for a wild card: every 3 and 9 played as itself.")
    assert t.balances() == {"Ann": 1100, "Bob": -1100}


def test_a_tie_does_not_beat_and_a_kicker_does():
    t = Table("night Ann Bob Cal", "game no-peek", "deal", "start Kd")
    t("turn Bob Kh")
    assert "Bob shows king high (K♥): does not beat the start card K♦" in t.lines[-1]
    t("turn Bob 2c")
    assert "Bob shows king high (K♥ 2♣): beats the start card K♦" in t.lines[-1]


def test_a_player_who_folds_on_his_turn_passes_it_on_without_a_bet():
    # Ann deals to three ($1.50). Bob beats the 2♦ with a 5♠; everyone checks. Cal folds on his turn: no bet
    # follows, Ann turns next, against Bob's five.
    t = Table("night Ann Bob Cal", "game no-peek", "deal", "start 2d", "turn Bob 5s", "check, check, check")
    t("fold Cal")
    assert t.lines[-1] == ("Cal folds · pot $1.50 · Ann to turn (nothing showing; to beat: Bob's hand, five high "
                           "(5♠))")
    # Ann peeks out of turn? It is her turn. Bob peeks during Ann's turn, waived: a fold without the penalty,
    # and Ann, the last one in, takes the $1.50.
    t("peek Bob waived")
    assert t.lines[-1] == "Bob looked at a card out of turn: penalty waived; Bob folds"
    assert t.awards() == [("Ann", "all", 150)]
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}


def test_the_start_card_from_the_bottom_of_the_deck_is_nobody_elses():
    t = Table("night Ann Bob", "game no-peek", "deal", "start Js")
    assert t.refuse("turn Bob Js") == "J♠ was already dealt to the table as the card to beat"
    assert t.refuse("extra Bob 5d") == "Bob is owed no extra card: only a 4 turned or bought brings one"
    # From a second deck (variant second-deck) the same card may turn up in a hand.
    t2 = Table("night Ann Bob", "game no-peek second-deck", "deal", "start Js", "turn Bob Js")
    assert "Bob shows jack high (J♠): does not beat the start card J♠" in t2.lines[-1]


@pytest.mark.parametrize("line, message", [
    ("turn Bob", "not a card"),
    ("turn", "usage: turn PLAYER CARD"),
    ("buy Bob 7h 8h", "usage: buy PLAYER CARD"),
    ("extra Bob 7h 8h", "usage: extra PLAYER CARD"),
    ("turn Bob 7h 8x", "not a card"),
    ("buy Zed 7h", "no player 'Zed' at the table (Ann, Bob, Cal)"),
    ("wild Bob", "usage: wild PLAYER CARD"),
    ("wild Bob 9h 3h", "usage: wild PLAYER CARD"),
    ("peek", "usage: peek PLAYER [waived]"),
    ("peek Bob please", "usage: peek PLAYER [waived]"),
    ("start", "usage: start CARD"),
    ("start 11h", "not a card"),
])
def test_bad_input_is_one_line_and_changes_nothing(line, message):
    t = Table("night Ann Bob Cal", "game no-peek", "deal", "start 8d", "turn Bob 5c")
    assert message in t.refuse(line)


def test_verbs_out_of_place():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("wild Bob 9h") == "7 Card Stud has no wild cards to pay for"
    assert t.refuse("turn Bob 9h") == "7 Card Stud has no turning of cards (No Peek has)"
    assert t.refuse("start 9h") == "7 Card Stud turns no card to beat (No Peek does)"
    assert t.refuse("peek Bob") == "no card is looked at out of turn in 7 Card Stud: only No Peek forbids looking"
    t2 = Table("night Ann Bob Cal", "game no-peek")
    assert t2.refuse("wild Bob 9h") == "no hand is being played: a wild card is paid for while it shows"
    assert t2.refuse("turn Bob 9h") == "no hand is being played: type deal to start the next one"


def test_one_shot_commands_refuse_in_one_line(tmp_path, capsys):
    db = str(tmp_path / "n.db")
    for line in ("night Ann Bob Cal", "game no-peek", "deal", "start 8d"):
        assert main(["--db", db, *line.split()]) == 0
    capsys.readouterr()
    for args, message in ((["turn", "Cal", "5h"], "Error: it is Bob's turn to turn a card, not Cal's\n"),
                          (["buy", "Bob", "5h"], "Error: Bob still has 7 cards face down to turn: a card is bought "
                                                 "only when all are turned\n"),
                          (["wild", "Bob", "9x"], None)):
        assert main(["--db", db, *args]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("Error: ") and "Traceback" not in err
        if message:
            assert err == message
    assert main(["--db", db, "turn", "Bob", "5h"]) == 0
    assert "Bob turns 5♥" in capsys.readouterr().out


def test_rules_show_every_step_and_setting():
    text = " ".join(describe(load_game("no-peek")).split())
    for words in ("(start CARD)", "setting start_card: bottom", "$4.00 (buy CARD)", "then one more for "
                  "$7.00, no third", "Threes and nines are wild only for a player who pays for them ($1.00 for a 3, "
                  "$2.00 for a 9", "A 4 turned or bought brings one more card face up at once",
                  "(peek PLAYER, or peek PLAYER waived)", "second-deck", "(extra CARD)",
                  "setting bet_after_fold: no", "bet-after-fold"):
        assert words in text, words


def test_several_cards_on_one_line_turn_one_by_one():
    # Ann deals to three; Bob turns 2♣ then 6♦ (six high) against the 5♠: beaten at the 6♦, so a third card on
    # the line is refused with the whole line; two cards are taken.
    t = Table("night Ann Bob Cal", "game no-peek", "deal", "start 5s")
    assert t.refuse("turn Bob 2c 6d 9h") == "Bob beats the hand to beat with 6♦: the turn is over before 9♥"
    t("turn Bob 2c 6d")
    assert t.lines[-1].startswith("Bob turns 2♣ · Bob shows deuce high (2♣): does not beat the start card 5♠ · Bob "
                                  "turns 6♦ · Bob shows six high (6♦ 2♣): beats the start card 5♠ · Betting round 1")


def test_the_shell_completes_the_games_verbs_and_players():
    from refcli.cli.shell import suggest
    t = Table("night Ann Bob Cal", "game no-peek", "deal", "start 5s", "turn Bob 2c")
    n, found = suggest("tu", t.night)
    assert [w for w, _ in found] == ["turn"]
    n, found = suggest("turn ", t.night)
    assert [w for w, _ in found] == ["Bob", "Cal", "Ann"]
    n, found = suggest("wi", t.night)
    assert [w for w, _ in found] == ["wild"]
    t2 = Table("night Ann Bob Cal", "game partners")
    assert [w for w, _ in suggest("ma", t2.night)[1]] == ["match"]
    assert [w for w, _ in suggest("tu", t2.night)[1]] == []         # Partners turns no cards


def test_played_bet_after_fold_a_bet_follows_a_turn_that_ends_in_a_fold():
    # The hand-worked file's reading (bet_after_fold_turn): Ann deals to three ($1.50); Bob beats the 2♦ with the
    # 5♠; checks. Cal folds on his turn: a bet follows, opened by Bob, who holds the hand to beat. Bob bets
    # $1.00 and Ann folds: Bob takes $2.50.
    t = Table("night Ann Bob Cal", "game no-peek bet-after-fold", "deal", "start 2d", "turn Bob 5s",
              "check, check, check")
    t("fold Cal")
    assert t.lines[-1] == "Cal folds · Betting round 2: Bob opens · pot $1.50 · Bob to act"
    t("bet Bob 1, fold Ann")
    assert t.awards() == [("Bob", "all", 250)]
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
