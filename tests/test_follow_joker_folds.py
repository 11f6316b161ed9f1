"""Follow the Joker never guesses a folded player's up cards. Whoever folds keeps his place in the dealing order:
his card after a queen or joker of the 4th to 6th cards names the wild rank, and a queen or joker of his passes
the wild on. Where such a card was never typed and could change what is wild, `settle` asks for it in one line,
and the host types it after the fold (`up Cal 9h`); where no card could change anything, the hand settles as it
did before. (Follow the Queen makes a fold wait for the folder's up cards instead: tests/test_follow_up_order.py.)"""

from __future__ import annotations

import pytest

from refcli.kernel.errors import RefereeError
from refcli.log.store import Store
from refcli.night.session import Session
from tablekit import Table

# Ann deals to Bob, Cal, Dee, Ann; the 4♦ is turned to start. Ann buys out on 3rd street (her up card there, never
# typed, passes nothing on whatever it is). On 4th street Bob shows Q♠ and Cal, dealt next, buys out before
# anyone typed his card; Dee's 7♦ comes after it.
HAND = ("night Ann Bob Cal Dee", "deal", "indicator 4d",
        "up Bob Kc, Cal 3h, Dee 8h", "check, check, check, buyout",
        "up Bob Qs", "check", "buyout", "up Dee 7d", "check",
        "up Bob 9c, Dee 7c", "check, check", "up Bob Kd, Dee 2s", "check, check", "check, check",
        "declare Bob high, Dee high", "show Bob As Ad 4h", "show Dee 5c 5d 3c")
ASKS = "Cal's 4th-street up card decides what is wild: type it (up Cal CARD)"


def _hand(variant: str = "") -> Table:
    return Table(HAND[0], f"game follow-the-joker {variant}".strip(), *HAND[1:])


@pytest.mark.parametrize("variant", ["", "sticky", "chaos"])
def test_settle_asks_for_the_folded_player_s_card_after_a_queen(variant):
    t = _hand(variant)
    # The status line says it before settle is typed, in the words settle refuses with.
    assert t.lines[-1] == f"Dee shows 5♣ 5♦ 3♣ up 8♥ 7♦ 7♣ 2♠ · all cards shown; before settle: {ASKS}"
    assert t.refuse("settle") == ASKS            # the refusal itself checks that nothing changed
    assert t.balances() == {"Ann": -400, "Bob": 0, "Cal": -200, "Dee": 0} and t.pot == 600


def test_a_nine_after_bob_s_queen_makes_nines_wild_and_bob_wins():
    t = _hand()
    t("up Cal 9h")
    assert t.lines[-1] == "Cal up: 3♥ 9♥ (folded)"
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: nines, high and low — Cal's 9♥, the up card after Bob's Q♠.",
        "Wild earlier, then replaced: fours (the 4♦ turned to start).",
        "Declared: Bob high, Dee high.",
        "Everyone declared high: the high hand takes the whole pot.",
        "High hand, the whole pot ($6.00): Bob with a full house, aces full of kings (A♠ A♦ A♥(9♣) K♦ K♣).",
        "  Beaten: Dee two pair, sevens and fives.")
    assert t.awards() == [("Bob", "high", 600)]
    assert t.balances() == {"Ann": -400, "Bob": 600, "Cal": -200, "Dee": 0}


def test_a_seven_makes_nothing_new_wild_and_dee_wins_as_the_seven_s_follower():
    t = _hand()
    t("up Cal 7h")
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: sevens, high and low — Cal's 7♥, the up card after Bob's Q♠.",
        "Wild earlier, then replaced: fours (the 4♦ turned to start).",
        "Declared: Bob high, Dee high.",
        "Everyone declared high: the high hand takes the whole pot.",
        "High hand, the whole pot ($6.00): Dee with four fives (5♦ 5♣ 5♠(7♦) 5♥(7♣) 8♥).",
        "  Beaten: Bob two pair, aces and kings.")
    assert t.balances() == {"Ann": -400, "Bob": 0, "Cal": -200, "Dee": 600}


def test_a_folded_player_s_up_cards_are_taken_up_to_those_he_was_dealt_and_no_more():
    t = _hand()
    assert t.refuse("up Cal 9h 5h") == "Cal folded after 2 up cards and has 1 typed; he would have 3"
    assert t.refuse("down Cal 9h") == "Cal has already folded"
    assert t.refuse("up Cal Qs") == "Q♠ was already dealt to Bob"
    assert t.refuse("up Ann 2h 5h") == "Ann folded after 1 up card and has none typed; he would have 2"
    t("up Ann 2h")                                          # Ann's 3rd-street card: taken, and it changes nothing
    assert t.lines[-1] == "Ann up: 2♥ (folded)"
    assert t.refuse("up Ann 5h") == "Ann has already folded"    # she was dealt one up card, and it is typed
    assert t.refuse("settle") == ASKS


def test_earlier_untyped_cards_come_with_the_one_that_decides():
    lines = list(HAND)
    lines[3] = "up Bob Kc, Dee 8h"                          # Cal's 3rd-street card is never typed either
    t = Table(lines[0], "game follow-the-joker", *lines[1:])
    said = ("Cal's 4th-street up card decides what is wild: type it and the up cards dealt him before it "
            "(up Cal CARD CARD)")
    assert t.refuse("settle") == said
    t("up Cal 3h")
    assert t.refuse("settle") == ASKS
    t("up Cal 9h")
    t("settle")
    assert t.balances() == {"Ann": -400, "Bob": 600, "Cal": -200, "Dee": 0}


def test_two_folded_players_cards_are_asked_for_in_one_line():
    # Cal and Dee both buy out on 4th street after Bob's Q♠: Cal's card names the wild rank, and Dee's would if
    # Cal's were a queen or the joker.
    t = Table("night Ann Bob Cal Dee", "game follow-the-joker", "deal", "indicator 4d",
              "up Bob Kc, Dee 8h, Ann 2h", "check, check, check, check",
              "up Bob Qs", "check", "buyout", "buyout", "up Ann 5h", "check",
              "up Bob 9c, Ann Jd", "check, check", "up Bob Kd, Ann 9d", "check, check", "check, check",
              "declare Bob high, Ann low", "show Bob As Ad 4h", "show Ann 2c 4c 5s")
    assert t.refuse("settle") == ("Cal's 4th-street and Dee's 4th-street up cards decide what is wild: type them "
                                  "and the up cards dealt before them (up Cal CARD CARD, Dee CARD)")
    t("up Dee 8s")
    assert t.lines[-1] == "Dee up: 8♥ 8♠ (folded)"
    assert t.refuse("settle") == ("Cal's 4th-street up card decides what is wild: type it and the up cards dealt "
                                  "him before it (up Cal CARD CARD)")
    t("up Cal 3h 7h")
    t("settle")
    assert t.rulings[-1].lines[0] == "Wild: sevens, high and low — Cal's 7♥, the up card after Bob's Q♠."
    assert t.awards() == [("Bob", "high", 300), ("Ann", "low", 300)]
    assert t.balances() == {"Ann": 100, "Bob": 300, "Cal": -200, "Dee": -200}


# Cal buys out on 4th street before his card is typed; no queen or joker comes before it, but his card could be
# one, and Dee's 7♦, dealt after it, would then name the wild rank.
QUIET = ("night Ann Bob Cal Dee", "game follow-the-joker", "deal", "indicator 4d",
         "up Bob Kc, Cal 3h, Dee 8h, Ann 2h", "check, check, check, check",
         "up Bob 6s, Dee 7d, Ann Jh", "check", "buyout Cal", "check, check",
         "up Bob 9c, Dee 7c, Ann Jd", "check, check, check",
         "up Bob Kd, Dee 2s, Ann 9d", "check, check, check", "check, check, check",
         "declare Bob high, Dee high, Ann low")


def test_a_card_that_could_be_a_queen_before_a_typed_card_is_asked_for():
    t = Table(*QUIET, "show Bob As Ad 4h", "show Dee 5c 5d 3c", "show Ann 2c 4c 5s")
    assert t.refuse("settle") == ASKS
    t("up Cal 5h")                                          # no queen: fours stay wild
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: fours, high and low — the 4♦ turned to start.",
        "Declared: Bob high, Dee high, Ann low.",
        "High hand half ($2.00): Bob with a full house, aces full of kings (A♠ A♦ A♥(4♥) K♦ K♣).",
        "  Beaten: Dee two pair, sevens and fives.",
        "Low hand half ($2.00): Ann with J-9-5-3-2 (J♥ 9♦ 5♠ 3♠(4♣) 2♥).")
    assert t.balances() == {"Ann": 0, "Bob": 200, "Cal": -200, "Dee": 0}


def test_with_every_queen_and_the_joker_seen_the_untyped_card_cannot_matter_and_the_hand_settles():
    t = Table(*QUIET, "show Bob Qs Qh 4h", "show Dee jk 5d 3c", "show Ann Qd Qc 5s")
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: fours, high and low — the 4♦ turned to start.",
        "Declared: Bob high, Dee high, Ann low.",
        "High hand half ($2.00): Bob with a full house, kings full of queens (K♦ K♣ K♠(4♥) Q♠ Q♥).",
        "  Beaten: Dee a pair of sevens.",
        "Low hand half ($2.00): Ann with Q-J-9-5-2 (Q♦ J♥ 9♦ 5♠ 2♥).")
    assert t.balances() == {"Ann": 0, "Bob": 200, "Cal": -200, "Dee": 0}


def test_the_last_up_card_of_the_hand_cannot_matter_and_the_hand_settles():
    # Ann deals herself last: her 6th-street card, never typed, comes after no queen and has no up card after it.
    t = Table("night Ann Bob Cal Dee", "game follow-the-joker", "deal", "indicator 4d",
              "up Bob Kc, Cal 3h, Dee 8h, Ann 2h", "check, check, check, check",
              "up Bob Qs, Cal 9h, Dee 7d, Ann Jh", "check, check, check, check",
              "up Bob 9c, Cal 6c, Dee 7c, Ann Jd", "check, check, check, check",
              "up Bob Kd, Cal 6d, Dee 2s", "check, check, check, buyout", "check, check, check",
              "declare Bob high, Cal low, Dee high", "show Bob As Ad 4h", "show Cal 2c 4c 5s", "show Dee 5c 5d 3c")
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: nines, high and low — Cal's 9♥, the up card after Bob's Q♠.",
        "Wild earlier, then replaced: fours (the 4♦ turned to start).",
        "Declared: Bob high, Cal low, Dee high.",
        "High hand half ($2.00): Bob with a full house, aces full of kings (A♠ A♦ A♥(9♣) K♦ K♣).",
        "  Beaten: Dee two pair, sevens and fives.",
        "Low hand half ($2.00): Cal with 7-5-4-3-2 (7♠(9♥) 5♠ 4♣ 3♥ 2♣).")
    assert t.balances() == {"Ann": -400, "Bob": 200, "Cal": 200, "Dee": 0}


def test_a_recorded_night_that_settled_past_an_untyped_card_now_asks_for_it():
    # The golden corpus's session 534: Cal bought out on 4th street and no up card was typed before the showdown.
    # Had Cal's card been a queen or the joker, Ann's 4th-street card would have named the wild rank, not the 8♠.
    t = Table("night Ann Bob Cal", "game follow-the-joker", "deal", "check, check, check", "bet Bob .50",
              "buyout Cal", "call Ann", "check, check", "check, check", "check, check",
              "declare Ann low, Bob high", "show Bob Ah As 8d up Ad 9c 10h Jc", "show Ann 2d 3c 5h up 7s 4d Kc 9h",
              "indicator 8s")
    assert t.refuse("settle") == ("Cal's 4th-street up card decides what is wild: type it and the up cards dealt "
                                  "him before it (up Cal CARD CARD)")
    t("up Cal 6c 5c")
    t("settle")
    assert t.rulings[-1].lines[0] == "Wild: eights, high and low — the 8♠ turned to start."
    assert t.balances() == {"Ann": 25, "Bob": 175, "Cal": -200}


def test_a_fold_s_street_is_kept_in_the_store(tmp_path):
    db = str(tmp_path / "night.db")
    session = Session(Store(db))
    session.execute(HAND[0])
    session.execute("game follow-the-joker")
    for line in HAND[1:]:
        session.execute(line)
    session.store.close()
    again = Session(Store(db))
    night = again.current()[1]                              # read back from the store, snapshot and log
    assert night.hand.parts["folded"].street == {"Ann": 0, "Cal": 1}
    with pytest.raises(RefereeError) as refused:
        again.execute("settle")
    assert str(refused.value) == ASKS
    again.execute("up Cal 9h")
    again.execute("settle")
    assert {p: again.night.ledger.balance(p) for p in again.night.players} == {"Ann": -400, "Bob": 600, "Cal": -200,
                                                                               "Dee": 0}
    again.store.close()


# Follow the Queen's own ruleset takes up cards in dealing order (`up-in-order`), and a fold waits for the folder's;
# a house game with the same wild rule dealt as plain stud does not, so there the ruling asks as above.
PLAIN_QUEENS = """id: plain-queens
name: Plain Queens
about: Follow the Queen dealt as plain stud, up cards typed in any order.
players: {min: 2, max: 7}
deck: standard
deal: [[down, down, up], [up], [up], [up], [down]]
hand: best-five
wild: [Q]
wild_rule: follow-queen
pots: [{kind: high, share: 1}]
"""


def test_a_house_game_with_the_follow_queen_rule_asks_for_the_folded_player_s_card_too(tmp_path, monkeypatch):
    (tmp_path / "plain-queens.yaml").write_text(PLAIN_QUEENS, encoding="utf-8")
    monkeypatch.setenv("REFCLI_RULESETS", str(tmp_path))
    t = Table("night Ann Bob Cal Dee", "game plain-queens", "deal", "up Bob Kc, Cal 3h, Dee 8h, Ann 2h",
              "check, check, check, check", "up Bob Qs", "check", "fold", "up Dee 7d, Ann 4c", "check, check",
              "up Bob 9c, Dee 7c, Ann 4d", "check, check, check", "up Bob Kd, Dee 2s, Ann 5s", "check, check, check",
              "check, check, check", "show Bob As Ad 4h", "show Dee 5c 5d 3c", "show Ann 6c 6d 6h")
    assert t.refuse("settle") == ASKS
    t("up Cal 9h")
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: queens and nines — Cal's 9♥, the up card after Bob's Q♠.",
        "High hand, the whole pot ($2.00): Bob with four aces (A♠ A♦ A♥(Q♠) A♣(9♣) K♦).",
        "  Beaten: Dee two pair, sevens and fives; Ann a full house, sixes full of fours.")
    assert t.balances() == {"Ann": -200, "Bob": 200, "Cal": 0, "Dee": 0}
