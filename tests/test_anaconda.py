"""Anaconda's pass of cards (refcli/table/steps/give.py) at the table: the exact words of a pass, a pass nobody
saw, a fold during a pass, the declaration before the last bet, the five-card show, and each bad line refused in
one line, changing nothing."""

from __future__ import annotations

import subprocess
import sys

from tablekit import Table

DOWN = "down Bob As Ah Kd 7c 4s 9h 2d, Cal Qs Qd Jc 5h 3c 8s 6d, Dee Ks Kc Th Td 2s 5c 3h, Ann Ad 9c 9d 7h 6s Jh Js"
FIRST_BET = "bet Bob .25, call Cal, call Dee, call Ann"


def dealt(*more: str) -> Table:
    return Table("night Ann Bob Cal Dee", "game anaconda", "deal", *more)


def test_a_pass_waits_for_everyone_then_moves_the_cards_together_and_says_who_holds_what():
    t = dealt(DOWN, FIRST_BET)
    assert t.lines[-1].endswith("The 3-card pass: each player still in gives 3 cards to the next player still in "
                                "on his left (give PLAYER CARDS, ...). · pot $3.00 · Bob, Cal, Dee, Ann to give "
                                "3 cards")
    t("give Bob 7c 4s 2d")
    assert t.lines[-1] == "Bob gives 7♣ 4♠ 2♦ · Cal, Dee, Ann to give · pot $3.00 · Cal, Dee, Ann to give 3 cards"
    assert t.night.hand.down["Bob"] == ["As", "Ah", "Kd", "7c", "4s", "9h", "2d"]     # nothing moves yet
    t("give Cal 5h 3c 6d, Dee 2s 5c 3h, Ann Ad 7h 6s")
    assert t.lines[-1] == (
        "Ann gives A♦ 7♥ 6♠ · the cards move: Bob → Cal, Cal → Dee, Dee → Ann, Ann → Bob · Bob holds A♠ A♥ K♦ 9♥ "
        "A♦ 7♥ 6♠ · Cal holds Q♠ Q♦ J♣ 8♠ 7♣ 4♠ 2♦ · Dee holds K♠ K♣ 10♥ 10♦ 5♥ 3♣ 6♦ · Ann holds 9♣ 9♦ J♥ J♠ "
        "2♠ 5♣ 3♥ · Betting round 2 of 5. · pot $3.00 · Bob to act")


def test_a_pass_nobody_saw_is_recorded_and_the_receivers_cards_are_partly_unseen():
    t = dealt(FIRST_BET)
    t("give Bob, Cal, Dee 2s 5c 3h, Ann")
    assert t.lines[-4:] == ["Bob gives 3 cards, unseen · Cal, Dee, Ann to give · pot $3.00 · Cal, Dee, Ann to give "
                            "3 cards",
                            "Cal gives 3 cards, unseen · Dee, Ann to give · pot $3.00 · Dee, Ann to give 3 cards",
                            "Dee gives 2♠ 5♣ 3♥ · Ann to give · pot $3.00 · Ann to give 3 cards",
                            "Ann gives 3 cards, unseen · the cards move: Bob → Cal, Cal → Dee, Dee → Ann, Ann → Bob "
                            "· Ann holds 2♠ 5♣ 3♥ and 4 unseen · Betting round 2 of 5. · pot $3.00 · Bob to act"]


def test_a_player_whose_known_cards_he_gave_unseen_is_no_longer_held_to_them():
    t = dealt(DOWN, FIRST_BET, "give Bob, Cal 5h 3c 6d, Dee 2s 5c 3h, Ann Ad 7h 6s")
    assert t.night.hand.down["Bob"] == ["Ad", "7h", "6s"]       # which three of his seven he gave is not known
    assert t.night.hand.down["Cal"] == ["Qs", "Qd", "Jc", "8s"]  # and so neither is what Cal got from him


def test_a_fold_in_a_pass_completes_it_round_the_players_still_in():
    t = dealt(DOWN, FIRST_BET, "give Bob 7c 4s 2d, Cal 5h 3c 6d, Dee 2s 5c 3h")
    t("fold Ann")
    assert t.lines[-1] == (
        "Ann folds · the cards move: Bob → Cal, Cal → Dee, Dee → Bob · Bob holds A♠ A♥ K♦ 9♥ 2♠ 5♣ 3♥ · Cal holds "
        "Q♠ Q♦ J♣ 8♠ 7♣ 4♠ 2♦ · Dee holds K♠ K♣ 10♥ 10♦ 5♥ 3♣ 6♦ · Betting round 2 of 5. · pot $3.00 · Bob to act")


def test_the_declaration_comes_after_the_fourth_bet_and_the_last_bet_after_it():
    t = dealt(DOWN, FIRST_BET, "give Bob 7c 4s 2d, Cal 5h 3c 6d, Dee 2s 5c 3h, Ann Ad 7h 6s", "check, check, "
              "check, check", "give Bob 7h 6s, Cal 4s 2d, Dee 5h 3c, Ann 2s 3h", "check, check, check, check",
              "give Bob 2s, Cal 6s, Dee 2d, Ann 3c", "check, check, check, check")
    assert t.lines[-1] == "Ann checks · pot $3.00 · declare Bob, Cal, Dee, Ann"
    assert t.refuse("bet Bob .25") == "the declaration comes first: declare Bob, Cal, Dee, Ann"
    assert t.refuse("give Bob Kd") == "the passes are over"
    t("declare Bob high, Cal high, Dee high, Ann low")
    assert t.lines[-1] == "Ann declares low · Betting round 5 of 5. · pot $3.00 · Bob to act"
    assert t.refuse("show Bob As Ah Ad 3h 3c") == "the betting is not over: round 5 of 5 (pot $3.00 · Bob to act)"
    t("check, check, check, check")
    assert t.lines[-1] == "Ann checks · That was the last betting round. · pot $3.00 · betting over: show Bob, " \
                          "Cal, Dee, Ann"
    assert t.refuse("show Bob As Ah Ad 3h 3c Kd 9h") == "Bob shows 7 cards: a player shows exactly the 5 he keeps"
    assert t.refuse("show Bob As Ah Ad 3h Qs") == "Q♠ is not Bob's: Cal holds it"
    assert t.refuse("show Bob As Ah Ad 3h 8d") == ("Bob does not hold 8♦ (his cards: A♠ A♥ K♦ 9♥ A♦ 3♥ 3♣)")
    assert t.refuse("show Bob As Ah Ad 3h 3h") == "3♥ is typed twice"
    assert t.refuse("settle") == "Bob, Cal, Dee, Ann have not shown (show PLAYER ..., or fold PLAYER to concede)"
    t("show Bob As Ah Ad 3h 3c")
    assert t.lines[-1] == "Bob shows A♠ A♥ A♦ 3♥ 3♣ · show Cal, Dee, Ann"


# Bad lines in the passes: (the lines before, the line, the one-line refusal). Each changes nothing.
REFUSED = [
    ((DOWN, FIRST_BET, "give Bob 7c 4s 2d"), "give Bob 9h", "Bob has already given in the 3-card pass"),
    ((DOWN, FIRST_BET), "bet Bob .25", "no betting now: the 3-card pass is under way (Bob, Cal, Dee, Ann to give)"),
    ((DOWN, FIRST_BET), "declare Bob high", "not now: the 3-card pass is under way (Bob, Cal, Dee, Ann to give)"),
    ((DOWN, FIRST_BET), "give Bob 7c 4s 8h", "Bob does not hold 8♥ (his cards: A♠ A♥ K♦ 7♣ 4♠ 9♥ 2♦)"),
    ((DOWN, FIRST_BET), "give Bob 7c 7c 4s", "7♣ is typed twice"),
    ((DOWN, FIRST_BET), "give Bob 7c 4s 2d 9h", "Bob gives 4 cards; the 3-card pass is 3 cards each"),
    ((FIRST_BET,), "give Bob 7c 4s 2d, Cal 7c 3c 6d", "7♣ is not Cal's: Bob gives it in this pass"),
    ((FIRST_BET,), "give Bob 7c 4s 2d, Cal 5h 3c 6d, Eve 2s", "no player 'Eve' at the table (Ann, Bob, Cal, Dee)"),
    ((FIRST_BET,), "give", "usage: give PLAYER [CARDS ...]"),
    ((FIRST_BET,), "give Bob 7c 4s 1x", "'1x' is not a card: a card is a rank 2-10, J, Q, K or A followed by a suit s, h, d "
     "or c (like Ah, 10d, Td), or jk for a joker"),
    ((DOWN, FIRST_BET, "give Bob 7c 4s 2d, Cal 5h 3c 6d, Dee 2s 5c 3h, Ann Ad 7h 6s", "check, check, check, check",
      "give Bob 7h 6s, Cal 4s 2d, Dee 5h 3c, Ann 2s 3h", "check, check, check, check"),
     "give Bob 4s", "4♠ is no longer Bob's: he gave it to Cal in the first pass"),
]


def test_bad_lines_in_the_passes_are_refused_in_one_line_and_change_nothing():
    for before, line, message in REFUSED:
        t = dealt(*before)
        assert t.refuse(line) == message, line


def test_the_rules_say_the_pass_and_the_kept_five_once():
    out = subprocess.run([sys.executable, "-m", "refcli", "rules", "anaconda"], capture_output=True, text=True,
                         check=True).stdout
    flat = " ".join(out.split())
    assert flat.count("a folded player neither gives nor receives") == 3
    assert flat.count("(setting kept_hand: five; the other choice, all-seven, would have each player show all seven "
                      "cards, his hand the best five each way)") == 1
    assert "10. Each player still in declares high, low or both, all at once. 11. A betting round" in flat


def test_a_card_given_and_passed_on_unseen_may_come_back_round_three_players():
    t = Table("night Ann Bob Cal", "game anaconda", "deal", "check, check, check", "give Bob 7c 4s 2d, Cal, Ann",
              "check, check, check", "give Bob, Cal, Ann", "check, check, check", "give Bob, Cal, Ann",
              "check, check, check", "declare Bob high, Cal high, Ann high", "check, check, check")
    assert t.night.hand.down == {"Bob": [], "Cal": [], "Ann": []}
    t("show Bob 7c 7h 7s 4c 4h")
    assert t.lines[-1] == "Bob shows 7♣ 7♥ 7♠ 4♣ 4♥ · show Cal, Ann"
