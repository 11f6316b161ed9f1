"""Issue 20's short forms: cards without names go to the players in the order they are dealt, betting clauses
without a name are the player on turn's, one-letter verbs, a round of checks in a word, `show` with only the
cards refcli does not know yet. The long forms stay valid; the log keeps the long forms."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.language.script import Action, parse_line
from tablekit import Table

STUD = ("night Ann Bob Cal Dee", "game seven-card-stud", "deal")


def test_a_nameless_up_line_deals_left_of_the_dealer_the_dealer_last():
    t = Table(*STUD)
    t("up 7d qh 9c kd")
    assert t.night.hand.up == {"Bob": ["7d"], "Cal": ["Qh"], "Dee": ["9c"], "Ann": ["Kd"]}
    assert t.lines[-1].startswith("Ann up: K♦")
    # The log keeps the clauses with their names, as if typed long.
    kept = [(e.kind, e.payload.get("player"), e.payload.get("cards")) for e in
            t.session.store.events(t.night_id)][-4:]
    assert kept == [("up", "Bob", ["7d"]), ("up", "Cal", ["Qh"]), ("up", "Dee", ["9c"]), ("up", "Ann", ["Kd"])]


def test_two_cards_each_are_dealt_one_round_at_a_time():
    t = Table(*STUD)
    t("down as ks 6s 8s 2s 9d 4s 3h")
    assert t.night.hand.down == {"Bob": ["As", "2s"], "Cal": ["Ks", "9d"], "Dee": ["6s", "4s"],
                                 "Ann": ["8s", "3h"]}


def test_a_short_line_names_who_gets_none_and_changes_nothing():
    t = Table(*STUD)
    assert t.refuse("up 7h qd 9h") == ("4 players are dealt an up card on this street; 3 cards typed: the "
                                       "dealer, Ann, gets none")
    assert t.refuse("up 7h qd 9h 8c 2c") == "4 players are dealt an up card on this street; 5 cards typed: 1 too many"
    assert t.refuse("down as ks 6s 8s 2s 9d") == ("4 players are owed two down cards each; 6 cards typed: Dee, "
                                                  "the dealer, Ann, get 1 of 2")


def test_nameless_cards_go_to_those_still_owed_and_after_a_fold_skip_the_folded():
    t = Table(*STUD)
    t("up Bob 7d")
    t("up qh 9c kd")
    assert t.night.hand.up == {"Bob": ["7d"], "Cal": ["Qh"], "Dee": ["9c"], "Ann": ["Kd"]}
    t("bet .5, fold, call, call")        # Bob bets; Cal folds
    t("up qd 9h kh")
    assert t.night.hand.up == {"Bob": ["7d", "Qd"], "Cal": ["Qh"], "Dee": ["9c", "9h"], "Ann": ["Kd", "Kh"]}
    assert t.night.hand.active == ["Bob", "Dee", "Ann"]
    assert t.pot == 350
    assert t.refuse("up 2c") == "every up card dealt by now is typed: nobody is owed one"


def test_a_card_that_names_a_player_is_still_the_long_form():
    assert parse_line("up as ks", ("Astrid", "Bob")) == [Action("up", "Astrid", cards=("Ks",))]
    assert parse_line("up as ks", ("Ann", "Bob")) == [Action("up", None, cards=("As", "Ks"))]
    assert parse_line("up Bob 7d, Cal Qh", ("Ann", "Bob", "Cal")) == [Action("up", "Bob", cards=("7d",)),
                                                                      Action("up", "Cal", cards=("Qh",))]


def test_the_whole_hand_typed_short_through_run_settles_to_the_cent(tmp_path):
    script = tmp_path / "stud.txt"
    script.write_text("\n".join(STUD + (
        "down as ks 6s 8s 2s 9d 4s 3h", "up 7d qh 9c kd", "bet .5,raise .5,call,call,call",
        "up 7h qd 9h kh", "bet .5,raise .5,call,call,call", "up 7s 4c tc 5d", "bet .5,raise .5,call,call,call",
        "up 2c 5s th 6d", "bet .5,raise .5,call,call,call", "down 3c jc jd 2h", "bet .5,raise .5,call,call,call",
        "show b,c,d,a", "settle")) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code == 0, out.output
    assert "  High hand half ($11.00): Bob with a full house, sevens full of deuces (7♠ 7♥ 7♦ 2♠ 2♣)." in out.output
    assert "  Low Chicago half ($11.00): Dee with two low spades 4♠ 6♠ in the hole." in out.output
    balances = [line.split() for line in out.output.splitlines() if line[:3] in ("Ann", "Bob", "Cal", "Dee")]
    assert balances == [["Ann", "-$7.00"], ["Bob", "+$6.00"], ["Cal", "-$5.00"], ["Dee", "+$6.00"]]


def test_a_short_line_in_a_script_stops_it_by_line_number(tmp_path):
    script = tmp_path / "stud.txt"
    script.write_text("\n".join(STUD + ("up 7d qh 9c",)) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code != 0
    assert out.output.strip().splitlines()[-1] == ("line 4: 4 players are dealt an up card on this street; 3 "
                                                   "cards typed: the dealer, Ann, gets none")
