"""Rules refcli chose, or that follow from the house rules, stated by `refcli rules GAME` in full sentences:
the double-ace flush a bug can make, the dots tie-break and the side a tied dots share sits on for odd
quarters, the order Tin Queue's row is typed in, and a queen after a queen in Follow the Joker."""

import pytest

from refcli.rules.describe import describe
from refcli.rules.loader import load_game


def flat(game: str) -> str:
    return " ".join(describe(load_game(game)).split())


DOUBLE_ACE = ("A bug may be an ace of a suit the player already holds, so it can make a double-ace flush: "
              "A-A-K-Q-8 of one suit beats A-K-Q-J-9, as a second ace beats a jack.")


def test_a_bug_as_a_second_ace_is_stated_where_the_joker_is_a_bug():
    assert DOUBLE_ACE in flat("follow-the-joker")
    assert DOUBLE_ACE not in flat("jacks-are-wild")        # its joker is wild, not a bug
    assert DOUBLE_ACE not in flat("seven-card-stud")       # no joker in the deck


def test_the_dots_tie_break_and_its_side_for_odd_quarters():
    assert ("Half the pot (1/2): the most dots on a player's face-down cards. A card's dots are the symbols in its "
            "centre column: 2(2) 3(3) 4(0) 5(1) 6(0) 7(1) 8(2) 9(1) 10(2) J(0) Q(0) K(0) A(1). If the most dots "
            "face down are tied, the most dots face up decide; tied on both counts, the share is split. For odd "
            "quarters the dots share is on the low side: the high hand's share takes the pot's odd quarter, and "
            "among players tied on dots the lowest card by suit takes the odd quarters.") in flat("dots")


@pytest.mark.parametrize("game", ["tin-queue", "tin-queue wrap"])
def test_tin_queue_says_the_order_its_row_is_typed_in(game):
    assert ("Tin Queue's row is typed as it is laid: the middle card first; then the three to its right, going "
            "outward (the one next to the middle first, the far right end last); then the three to its left, also "
            "going outward (the one next to the middle first, the far left end last). So board 2d, board 3c 9h Qs, "
            "board 4d 8c Qh lays the row Qh 8c 4d 2d 3c 9h Qs, left to right.") in flat(game)
    assert "Tin Queue's row" not in flat("iron-cross")


def test_the_row_order_stated_is_the_row_refcli_plays():
    from refcli.kernel.cards import parse_card
    from refcli.evaluate.formations import tin_queue_row
    dealt = [parse_card(c) for c in "2d 3c 9h Qs 4d 8c Qh".split()]
    assert " ".join(c.code for c in tin_queue_row(dealt)) == "Qh 8c 4d 2d 3c 9h Qs"


@pytest.mark.parametrize("game, words", [
    ("follow-the-joker", "If that next up card is itself a queen (or joker) in those rounds, queens (or jokers) "
                         "become the wild rank and it passes the wild on again, to the up card after it."),
    ("follow-the-joker sticky", "If that next up card is itself a queen (or joker) in those rounds, queens (or "
                                "jokers) become wild too and it passes the wild on again."),
    ("follow-the-joker chaos", "A queen followed by a queen makes the 2 to 9 of the second queen's suit wild, and "
                               "the second queen, if it too is a 4th, 5th or 6th card, passes a suit on again; a "
                               "joker after a queen has no suit, so jokers become wild."),
])
def test_a_queen_followed_by_a_queen(game, words):
    assert words in flat(game)


@pytest.mark.parametrize("game, between, after", [
    ("follow-the-joker",
     "queens are wild (after the Q♥ shown to Bob); Cal's Q♣ passes the wild to the next up card's rank",
     "eights are wild (after the Q♣ shown to Cal)"),
    ("follow-the-joker chaos",
     "the 2 to 9 of clubs are wild (after the Q♥ shown to Bob); Cal's Q♣ passes the wild to the 2 to 9 of the "
     "next up card's suit",
     "the 2 to 9 of spades are wild (after the Q♣ shown to Cal)"),
])
def test_the_table_plays_a_queen_after_a_queen_as_the_rules_say(game, between, after):
    from refcli.table.wildrules import describe_wilds
    from tablekit import Table
    t = Table("night Ann Bob Cal", f"game {game}", "deal", "indicator 7c", "up Bob 5h, Cal 9c, Ann Kd",
              "check, check, check", "up Bob Qh, Cal Qc")        # both queens are 4th cards
    assert describe_wilds(t.night.hand) == between
    t("up Ann 8s")
    assert describe_wilds(t.night.hand) == after
