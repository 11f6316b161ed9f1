"""The Follow the Queen night worked out by hand (tests/handworked/follow-the-queen.md), by someone who never read
refcli's code and wrote it before refcli played the game: every hand played as its script says, every posting and
running balance compared, the rulings' words checked (how the wild cards played), and its bad-input table.

The file's readings are refcli's (refcli/table/wilds/follow_queen.py): every face-up queen passes the wild on, the
first up cards included; a queen that ends a round passes it to the first up card of the next round (setting
queen_ends_round, passes-on; the variant round-ends plays the other reading, and H1 then goes to Cal as the file
says); a later face-up queen replaces the rank at once; a queen as the last face-up card leaves only queens wild;
face-down queens are wild, pass nothing on and end nothing. The file's lines are typed as they stand.
"""

from __future__ import annotations

import pytest

from handworked_kit import Night, check_hand_as_worked, ended_night, oracle_hands, play_hand, play_to
from handworked_kit import table_through as kit_table_through
from tablekit import Table

HANDS = oracle_hands("follow-the-queen.md")

RULINGS = {
    "H1": ("Wild: queens and fours — Cal's 4♦, the up card after Ann's Q♣.",
           "Wild earlier, then replaced: sevens (Cal's 7♣, the up card after Bob's Q♥), then jacks (Dee's J♦, the up "
           "card after Cal's Q♠).",
           "High hand, the whole pot ($16.00): Dee with four jacks (J♥ J♦ J♣ J♠(4♠) K♠).",
           "  Beaten: Cal four sevens."),
    "H2": ("Wild: queens only.",
           "Wild earlier, then replaced: fives (Ann's 5♠, the up card after Dee's Q♦).",
           "Bob's Q♠ was the last up card: nothing followed it, so only queens are wild.",
           "High hand, the whole pot ($21.00): Dee with four kings (K♠ K♥ K♦ K♣(Q♦) 4♣).",
           "  Beaten: Ann a full house, fives full of jacks; Bob four tens."),
    "H3": ("Wild: queens and threes — Cal's 3♠, the up card after Bob's Q♦.",
           "High hand, the whole pot ($19.00): Bob with five aces (A♦ A♣ A♠(3♦) A♥(Q♦) A♠(3♣)).",
           "  A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house "
           "rule).",
           "  Beaten: Ann five eights."),
    "H4": ("Wild: queens and fives — Bob's 5♥, the up card after Ann's Q♣.",
           "High hand, the whole pot ($17.00): a tie — Ann with four kings (K♥ K♠(5♦) K♦(Q♣) K♣(5♣) J♦); Bob with "
           "four kings (K♠ K♦ K♣ K♥(5♥) J♥). Split Bob $8.50, Ann $8.50.",
           "  Tied hands split that share (house rule)."),
}


def test_the_file_has_the_four_hands():
    assert [h.name for h in HANDS] == ["H1", "H2", "H3", "H4"]


@pytest.mark.parametrize("hand", HANDS, ids=[h.name for h in HANDS])
def test_each_hand_posts_and_rules_as_worked_out_by_hand(hand):
    n, postings = play_to(HANDS, hand, "follow-the-queen")
    check_hand_as_worked(n, hand, postings, RULINGS[hand.name])


def test_the_night_ends_on_the_files_balances():
    n = ended_night(HANDS, "follow-the-queen")
    assert n.balances() == {"Ann": -1350, "Bob": 650, "Cal": -1000, "Dee": 1700}


def test_the_other_reading_of_a_queen_that_ends_a_round_gives_h1_to_cal_as_the_file_says():
    """queen_ends_round: passes-nothing (the variant round-ends): Ann's Q♣ ends round 3 and passes nothing on, so
    only queens are wild at the end; Cal's clubs with the Q♠ as the A♣ beat Dee's three jacks."""
    n = Night()
    postings = play_hand(n, HANDS[0].script, game="follow-the-queen round-ends")
    assert [p for p in postings if p[0] == "pot"] == [("pot", "Cal", 1600)]
    assert n.rulings[-1].lines == (
        "Wild: queens only.",
        "Wild earlier, then replaced: sevens (Cal's 7♣, the up card after Bob's Q♥), then jacks (Dee's J♦, the up "
        "card after Cal's Q♠).",
        "Ann's Q♣ was the last up card of its round: it passed nothing on (setting queen_ends_round: passes-nothing; "
        "the other choice, passes-on, passes the wild on to the first up card of the next round).",
        "High hand, the whole pot ($16.00): Cal with a flush in clubs, ace high (A♣(Q♠) K♣ 8♣ 7♣ 2♣).",
        "  Beaten: Dee three jacks.")


def table_through(name: str, upto: str) -> Table:
    """A table that has played the night through hand ``name``'s first line starting ``upto``."""
    return kit_table_through(HANDS, name, upto, "follow-the-queen")


def test_status_says_what_is_wild_as_the_queens_come():
    from refcli.book.report import render_status
    t = table_through("H1", "up Bob Qh")
    assert render_status(t.night).splitlines()[0].endswith(
        "queens and sevens are wild (Cal's 7♣ followed Bob's Q♥)")
    t = table_through("H1", "up Bob 8h")
    assert render_status(t.night).splitlines()[0].endswith(
        "only queens are wild; Ann's Q♣ passes the wild to the next up card")
    t("check Bob, check Cal, bet Dee 1, call Ann, fold Bob, call Cal")
    t("up Cal 4d")
    assert render_status(t.night).splitlines()[0].endswith(
        "queens and fours are wild (Cal's 4♦ followed Ann's Q♣)")


# The file's bad-input table: (hand, the line after which it is typed, the line, refcli's one-line refusal).
REFUSALS = [
    ("H1", "down Bob Ah", "up Cal 7c, Bob Qh, Dee Ks, Ann 2d",
     "Bob's up card comes first: Follow the Queen takes up cards in dealing order, from the dealer's left, since "
     "their order sets the wild cards"),
    ("H1", "down Bob Ah", "up Bob Qh, Cal 7c, Dee Qh, Ann 2d", "Q♥ is typed twice in this line"),
    ("H2", "check Cal, bet Dee .50", "up Cal 7s, Dee 3d, Ann 5c, Bob 6d", "Cal has already folded"),
    ("H4", "check Ann, bet Bob 1", "settle", "the betting is not over: round 5 of 5 (pot $15.00 · Ann to act)"),
    ("H3", "up Dee 7d", "check Dee, bet Ann 1, raise Bob 2", "a raise is at most $1.00"),
    # Within a round too: Dee's card after Bob's, before Cal's (H1, round 2).
    ("H1", "bet Bob .25", "up Bob 5d, Dee Jd", "Cal's up card comes first: Follow the Queen takes up cards in "
     "dealing order, from the dealer's left, since their order sets the wild cards"),
    # The dealer's card comes last, and before anyone's next one.
    ("H4", "down Ann Kh", "up Ann Qc, Bob 5h, Cal Jc, Ann 5c", "Dee's up card comes first: Follow the Queen takes "
     "up cards in dealing order, from the dealer's left, since their order sets the wild cards"),
]


@pytest.mark.parametrize("hand,after,line,message", REFUSALS, ids=[f"{r[0]}:{r[2]}" for r in REFUSALS])
def test_the_files_bad_input_is_refused_in_one_line(hand, after, line, message):
    t = table_through(hand, after)
    assert t.refuse(line) == message


# --- beyond the file: up cards refcli needs before it can rule ----------------------------------------------

HEADS_UP = ["night Ann Bob", "game follow-the-queen", "deal", "up Bob Qh, Ann 7c", "check Bob, check Ann",
            "up Bob 5d, Ann 6c", "check Bob, check Ann", "check Bob, check Ann", "check Bob, check Ann",
            "check Bob, check Ann"]
SHOW = "show Bob Ah Ad Ac up Qh 5d 9d 9c, Ann 2h 3h 4d up 7c 6c Qs 8s"


def test_a_show_asks_for_the_up_cards_nobody_typed_and_takes_them_in_dealing_order_late():
    """Rounds 3 and 4 went by with no up card typed: the show asks for them (never guessing their order), and
    typed late, in dealing order, they play as dealt: Ann's Q♠ passes the wild on to Bob's 9♣."""
    t = Table(*HEADS_UP)
    assert t.refuse(SHOW) == ("Follow the Queen needs the up cards in dealing order before the show: Bob has 2 of "
                              "4, Ann has 2 of 4 (up PLAYER CARD)")
    assert t.refuse("up Ann Qs") == ("Bob's up card comes first: Follow the Queen takes up cards in dealing order, "
                                     "from the dealer's left, since their order sets the wild cards")
    t("up Bob 9d, Ann Qs, Bob 9c")
    assert t.refuse(SHOW) == ("Follow the Queen needs the up cards in dealing order before the show: Ann has 3 of "
                              "4 (up PLAYER CARD)")
    t("up Ann 8s")
    t(SHOW)
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: queens and nines — Bob's 9♣, the up card after Ann's Q♠.",
        "Wild earlier, then replaced: sevens (Ann's 7♣, the up card after Bob's Q♥).",
        "High hand, the whole pot ($1.00): Bob with five aces (A♥ A♦ A♣ A♠(Q♥) A♠(9♦)).",
        "  A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house "
        "rule).",
        "  Beaten: Ann a straight, eight high.")
    assert t.balances() == {"Ann": -100, "Bob": 100}


def test_a_queen_after_a_queen_makes_queens_the_follow_rank_and_passes_on_again():
    from refcli.book.report import render_status
    t = Table("night Ann Bob Cal", "game follow-the-queen", "deal", "up Bob Qh, Cal Qd")
    assert render_status(t.night).splitlines()[0].endswith(
        "only queens are wild; Cal's Q♦ passes the wild to the next up card")
    t("up Ann 6s")
    assert render_status(t.night).splitlines()[0].endswith("queens and sixes are wild (Ann's 6♠ followed Cal's Q♦)")


def test_each_up_card_line_says_what_is_wild_now():
    """The file's H1, round 1: after each up card the wild cards it leaves; a hole card says nothing of them."""
    t = Table("night Ann Bob Cal Dee", "game follow-the-queen", "deal")
    t("up Bob Qh")
    assert t.lines[-1] == "Bob up: Q♥ · only queens are wild; Bob's Q♥ passes the wild to the next up card"
    t("up Cal 7c, Dee Ks")
    assert t.lines[-2:] == ["Cal up: 7♣ · queens and sevens are wild (Cal's 7♣ followed Bob's Q♥)",
                            "Dee up: K♠ · queens and sevens are wild (Cal's 7♣ followed Bob's Q♥)"]
    t("down Dee Jh Jc")
    assert t.lines[-1] == "Dee down: J♥ J♣"


def test_an_up_card_out_of_order_on_the_command_line_is_one_line_exit_1_and_changes_nothing():
    from click.testing import CliRunner

    from refcli.cli.main import cli

    def run(*line):
        return CliRunner().invoke(cli, list(line))

    for line in (("night", "Ann", "Bob", "Cal"), ("game", "follow-the-queen"), ("deal",), ("up", "Bob", "Qh")):
        assert run(*line).exit_code == 0
    before = run("status").output
    result = run("up", "Ann", "7c")
    assert (result.exit_code, result.output) == (
        1, "Error: Cal's up card comes first: Follow the Queen takes up cards in dealing order, from the dealer's "
           "left, since their order sets the wild cards\n")
    assert run("status").output == before
    result = run("up", "Cal", "7c")
    assert result.exit_code == 0
    assert result.output.rstrip().endswith("queens and sevens are wild (Cal's 7♣ followed Bob's Q♥)")


def test_refcli_rules_states_the_readings_and_the_setting_where_the_rules_leave_room():
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game

    def flat(game: str) -> str:
        return " ".join(describe(load_game(game)).split())

    text = flat("follow-the-queen")
    for words in ("the first up card of the next round if the queen ended a round: setting queen_ends_round, "
                  "passes-on",
                  "a queen dealt face up right after a queen passes the wild on again, to the up card after it.",
                  "If the last face-up card of the hand is a queen, only queens are wild.",
                  "A queen dealt face down is wild for its holder, makes nothing follow and ends nothing.",
                  "round-ends: A queen that is the last up card of a betting round passes nothing on: only queens "
                  "are wild until the next face-up queen (setting queen_ends_round: passes-nothing).",
                  "Up cards are typed in dealing order (clockwise from the dealer's left, round by round, players "
                  "still in): their order sets the wild cards."):
        assert words in text
    assert load_game("follow-the-queen round-ends").setting("queen_ends_round", "") == "passes-nothing"
