"""Forty Four, played to the cent: four cards each and four community cards laid one at a time, the last of them
wild with every card of its rank (the wild rule last-board-rank, refcli/table/wilds/board_rank.py). Worked from
the variant's public rules in the catalog refcli is measured against,
https://github.com/talvola/generic_poker/blob/main/data/game_configs/forty_four.json (four hole cards, four single
community cards each followed by a bet, "last_community_card" wild "match": "rank", any five of the eight), which
cites ichabod801's poker variants (https://ichabod801.pythonanywhere.com/). The club's ante stands for the blinds."""

from __future__ import annotations

from refcli.book.report import render_ruling
from refcli.table.expect import expect
from tablekit import Table

C3 = "check, check, check"
TO_THE_LAST_CARD = ("night Ann Bob Cal", "game forty-four", "deal", C3, "board 7h", C3, "board Ks", C3, "board 2d", C3)


def test_the_last_community_card_and_its_rank_are_wild_in_every_hand():
    t = Table(*TO_THE_LAST_CARD)
    # Ann deals and antes $1.50; the last card is the 9♦; Bob bets a quarter and both call: $2.25.
    for line in ("board 9d", "bet Bob .25, call Cal, call Ann", "show Bob Kh Kd 8c 3s", "show Cal 9s 7c 7d 4h",
                 "show Ann Ah Qh Jh 5c", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Forty Four · dealt by Ann · pot $2.25\n"
        "  Wild: nines (the last community card, the 9♦, and every card of its rank).\n"
        "  High hand, the whole pot ($2.25): Cal with five sevens (7♥ 7♦ 7♣ 7♠(9♠) 7♠(9♦)), with 7♥ 9♦ from the "
        "board.\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card "
        "(house rule).\n"
        "    Beaten: Bob four kings; Ann a double-ace flush in hearts.")
    assert t.awards() == [("Cal", "high", 225)]
    assert t.balances() == {"Ann": -175, "Bob": -25, "Cal": 200}


def test_until_the_last_card_is_laid_nothing_is_wild_and_the_table_is_asked_for_it():
    t = Table(*TO_THE_LAST_CARD)
    from refcli.table.wildrules import describe_wilds, settle_needs
    assert describe_wilds(t.night.hand) == "the last community card, when it is laid, is wild with its rank"
    assert settle_needs(t.night.hand) == "the last community card decides what is wild: type it (board CARD)"
    assert expect(t.night).words == "Bob to act"
    t("board 9d")
    assert describe_wilds(t.night.hand) == "nines are wild (the last community card, the 9♦)"
    assert settle_needs(t.night.hand) == ""
