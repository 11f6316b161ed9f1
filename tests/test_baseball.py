"""Baseball (rulesets/games/baseball.yaml): seven-card stud, high hand, 3s and 9s wild; a 4 dealt face up brings
its player one more card face down, free; a 3 dealt face up costs its player $1.00 at once, or he folds
(refcli/table/steps/face_up_calls.py: `keep PLAYER`, `drop PLAYER`). The money worked out by hand:

Hand 1, Ann deals to Ann Bob Cal Dee: Ann antes 4 x 50¢ (pot $2.00); Bob's 3♥ up: keep Bob, $1.00 (pot $3.00);
Dee's 4♣ up: a third face-down card, free; bet Bob $1.00, Cal calls, Dee folds, Ann calls (pot $6.00); Cal's 3♣
up: drop Cal, he folds; Ann's 4♥ and 4♦ up: two more face-down cards; the last round bet Bob $1.00, Ann calls (pot
$8.00); Ann's aces and kings beat Bob's pair of queens (his 3♥ as a queen): Ann +$6.00 -$2.00 ante -$2.00 bets
= +$4.00, Bob -$3.00, Cal -$1.00, Dee 0.
"""

from __future__ import annotations

import pytest

from tablekit import Table

HAND_1 = ("up Bob 3h", "keep Bob", "up Cal Kd, Dee 4c, Ann 7s", "down Dee 2s 5d 8h",
          "bet Bob 1, call Cal, fold Dee, call Ann",
          "up Bob 10d, Ann 4h, Cal 3c", "drop Cal", "check, check",
          "up Bob 2c, Ann 4d", "check, check", "up Bob 5h, Ann Ks", "check, check",
          "down Bob Qh Jc 7d, Ann As Ah 8c 6c Kh", "bet Bob 1, call Ann")


def _table(*lines: str) -> Table:
    return Table("night Ann Bob Cal Dee", "game baseball", "deal", *lines)


def _said(t: Table, line: str) -> list[str]:
    return [x for o in t(line).outcomes for x in o.lines]


def test_a_hand_of_baseball_to_the_cent():
    t = _table()
    assert _said(t, HAND_1[0]) == [
        "Bob up: 3♥ · Bob pays $1.00 for his 3♥ (keep Bob) or folds (drop Bob), before anything else"]
    assert t.pot == 200
    assert _said(t, "keep Bob") == ["Bob pays $1.00 for his 3♥ · pot $3.00 · Bob to act"]
    assert _said(t, HAND_1[2]) == [
        "Cal up: K♦", "Dee up: 4♣ · Dee's 4♣ brings him one more card face down, free (down Dee CARD)",
        "Ann up: 7♠"]
    for line in HAND_1[3:6]:
        t(line)
    assert _said(t, "drop Cal") == ["Cal folds rather than pay $1.00 for his 3♣ · pot $6.00 · Bob to act"]
    for line in HAND_1[7:]:
        t(line)
    assert t.pot == 800
    t("settle")
    assert t.rulings[-1].lines == (
        "High hand, the whole pot ($8.00): Ann with two pair, aces and kings (A♠ A♥ K♠ K♥ 8♣).",
        "  Beaten: Bob a pair of queens.")
    assert t.balances() == {"Ann": 400, "Bob": -300, "Cal": -100, "Dee": 0}


def test_a_price_owed_is_answered_before_anything_else():
    t = _table()
    hold = "Bob first answers his 3♥: keep Bob ($1.00) or drop Bob to fold"
    assert t.refuse("up Bob 3h, Cal Kd") == hold             # a line goes through whole or not at all
    t("up Cal Kd, Dee 4c, Bob 3h")
    assert t.refuse("bet Bob 1") == "Bob first answers his 3♥: keep Bob ($1.00) or drop Bob to fold"
    assert t.refuse("up Ann 7s") == "Bob first answers his 3♥: keep Bob ($1.00) or drop Bob to fold"
    assert t.refuse("keep Cal") == "Cal owes nothing for a card dealt face up"
    assert t.refuse("keep Zed") == "no player 'Zed' at the table (Ann, Bob, Cal, Dee)"
    assert t.refuse("keep Bob Cal") == "usage: keep [PLAYER]"
    t("keep")                                                   # alone: the one player who owes, Bob
    assert t.refuse("keep Bob") == "Bob owes nothing for a card dealt face up"
    assert t.refuse("keep") == "nobody owes anything for a card dealt face up: keep PLAYER"


def test_a_4_dealt_up_counts_one_more_face_down_card_and_no_more():
    t = _table("up Bob 3h", "keep Bob", "up Cal Kd, Dee 4c, Ann 7s")
    assert t.refuse("down Cal 2s 5d 8h") == "only 2 down cards per player are dealt by now; Cal would have 3"
    t("down Dee 2s 5d 8h")
    assert t.refuse("down Dee 6h") == "only 3 down cards per player are dealt by now; Dee would have 4"


def test_threes_and_nines_down_are_wild_for_nothing():
    t = _table("up Bob 7c, Cal Kd, Dee 8c, Ann 7s", "check, check, check, check",
               "up Bob 7h, Cal Kh, Dee 8d, Ann 2s", "check, check, check, check",
               "up Bob Jc, Cal 2h, Dee 8s, Ann 5d", "check, check, check, check",
               "up Bob Qd, Cal 6h, Dee 10c, Ann 6d", "check, check, check, check",
               "down Bob 3s 9d Ac, Cal Ks 5c 2c, Dee 6c Ts Td, Ann Jh Jd Js", "check, check, check, check")
    assert t.pot == 200            # nothing was paid for the 3 and the 9 dealt face down
    t("settle")
    assert t.rulings[-1].lines[0] == ("High hand, the whole pot ($2.00): Bob with four sevens "
                                      "(7♥ 7♣ 7♠(3♠) 7♦(9♦) A♣).")
    assert t.balances() == {"Ann": -200, "Bob": 200, "Cal": 0, "Dee": 0}     # Ann, the dealer, anted $2.00


def test_the_last_one_left_after_a_drop_takes_the_pot():
    t = Table("night Ann Bob", "game baseball", "deal", "up Bob 5c, Ann 3d")
    assert _said(t, "drop Ann")[0].startswith("Ann folds rather than pay $1.00 for his 3♦")
    assert t.rulings[-1].lines == ("Everyone else folded: Bob takes the pot of $1.00.",)
    assert t.balances() == {"Ann": -100, "Bob": 100}     # Ann, the dealer, anted $1.00 for both


def test_other_games_have_no_prices_for_face_up_cards():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "up Bob 3h")
    assert t.refuse("keep Bob") == "7 Card Stud has no prices for cards dealt face up (Baseball has)"


@pytest.fixture
def priced(tmp_path, monkeypatch):
    games = tmp_path / "games"
    games.mkdir()
    text = open("rulesets/games/baseball.yaml", encoding="utf-8").read().replace("id: baseball", "id: dear-baseball")
    (games / "dear-baseball.yaml").write_text(
        text.replace("settings: {pay_price: 1.00, extra_price: 0}", "settings: {pay_price: 0.50, extra_price: 0.25}"),
        encoding="utf-8")
    monkeypatch.setenv("REFCLI_RULESETS", str(tmp_path))


def test_both_prices_are_the_game_s_settings(priced):
    t = Table("night Ann Bob Cal", "game dear-baseball", "deal", "up Bob 3h")
    assert t.refuse("check") == "Bob first answers his 3♥: keep Bob (50¢) or drop Bob to fold"
    t("keep Bob")
    t("up Cal 4d")
    assert t.refuse("up Ann 4s") == "Cal first answers his 4♦: keep Cal (25¢) or drop Cal to go without the card"
    assert _said(t, "keep Cal") == ["Cal pays 25¢ for one more card face down (down Cal CARD) · pot $2.25 · Bob to act"]
    t("up Ann 4s")
    assert _said(t, "drop Ann") == ["Ann goes without the card his 4♠ would bring · pot $2.25 · Bob to act"]
    t("down Cal 2s 5d 8h")
    assert t.refuse("down Ann 2h 5h 8d") == "only 2 down cards per player are dealt by now; Ann would have 3"
    assert t.pot == 150 + 50 + 25
    assert t.balances() == {"Ann": -150, "Bob": -50, "Cal": -25}


def test_a_price_is_checked_when_the_game_is_loaded(tmp_path, monkeypatch):
    games = tmp_path / "games"
    games.mkdir()
    text = open("rulesets/games/baseball.yaml", encoding="utf-8").read().replace("id: baseball", "id: odd")
    (games / "odd.yaml").write_text(text.replace("pay_price: 1.00", "pay_price: 0.30"), encoding="utf-8")
    monkeypatch.setenv("REFCLI_RULESETS", str(tmp_path))
    t = Table("night Ann Bob")
    message = t.refuse("game odd")
    assert message.endswith("settings.pay_price: 30¢ is not a whole number of quarters")


def test_the_status_line_and_the_prompt_name_the_answer_owed():
    from refcli.book.report import render_reply
    from refcli.cli.shell import prompt_text
    t = _table("up Bob 3h")
    assert render_reply(t.session.execute("status"), t.night) == [
        "Hand 1 · Baseball · Ann dealt · pot $2.00 · Bob to answer his 3♥ (keep Bob $1.00, or drop Bob)\n"
        "up: Bob 3♥\n3rd street's up cards not typed (Cal, Dee, Ann)\nthrees and nines are wild"]
    assert prompt_text(t.night) == "hand 1 · Baseball · pot $2.00 · Bob to keep or drop 3♥ > "
    t("keep Bob")
    assert prompt_text(t.night) == "hand 1 · Baseball · pot $3.00 · Bob to act > "


def test_a_nameless_street_stops_at_a_3_dealt_face_up_and_goes_on_after_the_answer():
    t = Table("night Ann Bob Cal Dee Eve", "game baseball", "d")            # Ann antes $2.50
    # The whole street in one line: refused, and the line says how to type it.
    assert t.refuse("up 4h3ckd7sqc") == ("the deal stops at Cal's 3♣, answered before the next card: type the "
                                         "street up to it (up 4h 3c), Cal's answer, then the rest (up Kd 7s Qc)")
    # Up to the 3 (Bob's 4 brings a free card and stops nothing), the answer, then the rest: as the table deals.
    t("up 4h3c, keep c, up kd7sqc")
    assert t.night.hand.up == {"Bob": ["4h"], "Cal": ["3c"], "Dee": ["Kd"], "Eve": ["7s"], "Ann": ["Qc"]}
    assert t.balances() == {"Ann": -250, "Bob": 0, "Cal": -100, "Dee": 0, "Eve": 0} and t.pot == 350
    # A short street that does not end at such a card is still refused, naming who is short.
    t2 = Table("night Ann Bob Cal Dee Eve", "game baseball", "d")
    assert t2.refuse("up 4h5c") == ("5 players are dealt an up card on this street; 2 cards typed: Dee, Eve, the "
                                    "dealer, Ann, get none")
