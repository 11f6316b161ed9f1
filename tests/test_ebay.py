"""Ebay (issue 7): seven-card stud, declared high-low, eights crazy wild except an eight won at the auction. With
the 4th, 5th and 6th cards one card is put aside face up, with the 7th one face down (`aside CARD`); after the
7th card's bet the four are auctioned in that order (`bid PLAYER AMOUNT`, `pass PLAYER`), the winner paying his
bid into the pot; then a bet, the declaration, the show.

The hand below was worked out by hand first; the comments are that working. Ann deals and antes 50¢ a player;
Bob, on her left, acts first. The full hands of tests/handworked/ebay.md are in test_handworked_ebay.py.
"""

from __future__ import annotations

import pytest

from refcli.cli.main import main
from refcli.rules.describe import describe
from refcli.rules.loader import load_game
from refcli.table.expect import expect
from tablekit import Table, checks


def to_the_auction(t: Table) -> None:
    t("down Bob 2s 3c, Cal Ts 2h, Ann 5s 6s")
    t("up Bob 5h, Cal Kd, Ann 2c")
    checks(t, 3)
    t("up Bob 6c, Cal Kh, Ann 9d")
    t("aside 8h")                                   # the 1st card put aside, face up
    checks(t, 3)
    t("up Bob 7d, Cal 3s, Ann Jc")
    t("aside 4d")                                   # the 2nd
    checks(t, 3)
    t("up Bob 8s, Cal 4h, Ann Qd")                  # the 3rd card put aside is not typed yet
    checks(t, 3)
    t("down Bob 9s, Cal 3h, Ann 7c")
    t("aside down")                                 # the 4th lies face down, unseen
    checks(t, 3)                                    # pot $1.50


def test_a_whole_hand_with_the_auction_and_the_eights():
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    to_the_auction(t)
    # Cal's K♦ K♥ is the best hand showing (Bob's 8♠ is wild, but pairs only his 7♦): Cal bids first on 8♥.
    assert t.lines[-1] == ("Ann checks · Auction of the 1st card put aside, 8♥: Cal bids first (the best hand "
                           "showing: a pair of kings). · pot $1.50 · Cal to bid on 8♥ ($2.00 to $4.50) or pass")
    t("bid Cal 2, bid Ann 2.50, pass Bob, pass Cal")            # Ann wins 8♥ for $2.50: pot $4.00
    assert t.lines[-1].startswith("Cal passes · Ann wins 8♥ for $2.50 (paid into the pot) · Auction of the 2nd "
                                  "card put aside, 4♦: Ann bids first (one seat further left).")
    t("pass Ann, pass Bob, pass Cal")                           # nobody bids $2.00: 4♦ is discarded
    # The 3rd card put aside was never typed: refcli needs it before its auction.
    assert t.refuse("bid Bob 2") == "not yet: type the 3rd card put aside before its auction (aside CARD)"
    t("aside Ac")
    t("bid Bob 4.50, bid Cal 5, bid Ann 10")                    # Ann's $10.00 ends it: pot $14.00
    assert t.lines[-1].startswith("Ann bids $10.00 for A♣ · Ann wins A♣ for $10.00 (paid into the pot) · Auction of "
                                  "the 4th card put aside, face down: Cal bids first (one seat further left).")
    t("bid Cal 2, pass Ann, pass Bob")                          # Cal wins the face-down card for $2.00: pot $16.00
    # Cal has looked at it; the dealer types it before the bet.
    assert t.refuse("check Bob") == ("the auction is under way: type the face-down card Cal won (aside CARD, or down "
                                     "Cal CARD)")
    t("aside 8c")
    assert t.lines[-1] == ("Put aside: the face-down card Cal won: 8♣ · Betting round 6 of 6. · pot $16.00 · "
                           "Bob to act")
    checks(t, 3)
    t("declare Bob high, Cal low, Ann high")
    assert t.refuse("show Cal Ts 2h 3h up Kd Kh 3s 4h") == (
        "Cal shows 3 down and 4 up; Cal was dealt 4 down and 4 up (face-up cards after 'up')")
    t("show Bob 2s 3c 9s up 5h 6c 7d 8s, show Cal Ts 2h 3h 8c up Kd Kh 3s 4h, show Ann 5s 6s 7c up 2c 9d Jc Qd 8h Ac")
    t("settle")
    # High: Bob 5-6-7-8-9 (his 8♠ was dealt: wild, here an eight anyway) ties Ann's 5-6-7-8-9 (her 8♥ was won:
    # a plain eight). Low: Cal alone declared low: 10-8-4-3-2 (his 8♣ was won: a plain eight).
    # Pot $1.50 + $2.50 + $10.00 + $2.00 = $16.00 = 64 quarters: high 32, split 16/16 ($4.00 each); low 32 ($8.00).
    # Ann -1.50 - 2.50 - 10.00 + 4.00 = -10.00; Bob +4.00; Cal -2.00 + 8.00 = +6.00.
    assert sorted(t.awards()) == [("Ann", "high", 400), ("Bob", "high", 400), ("Cal", "low", 800)]
    assert t.balances() == {"Ann": -1000, "Bob": 400, "Cal": 600}
    lines = t.rulings[-1].lines
    assert lines[0] == ("Auction: 8♥ to Ann for $2.50; 4♦ discarded (no bid); A♣ to Ann for $10.00; the face-down "
                        "card (8♣) to Cal for $2.00.")
    assert lines[1] == ("Wild: eights, high and low, except any won at the auction; wild as dealt: Bob's 8♠; won at "
                        "the auction, so not wild: Cal's 8♣ and Ann's 8♥.")


def test_the_face_down_card_won_unseen_may_be_typed_as_the_winners_down_card():
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    to_the_auction(t)
    t("pass Cal, pass Ann, pass Bob, pass Ann, pass Bob, pass Cal")     # 8♥ and 4♦ discarded
    t("aside Ac")
    t("pass Bob, pass Cal, pass Ann")                                   # A♣ discarded
    t("bid Cal 2, pass Ann, pass Bob")                                  # Cal wins the face-down card unseen
    # Cal's three cards dealt face down are typed (T♠ 2♥ 3♥): a fourth is the card he won.
    t("down Cal 8c")
    assert t.lines[-1] == ("Cal down: 10♠ 2♥ 3♥ 8♣ · the face-down card Cal won at the auction: 8♣ · Betting round 6 "
                           "of 6.")
    assert t.night.hand.part("aside").cards == ["8h", "4d", "Ac", "8c"]


def test_the_face_down_card_typed_before_it_is_won_goes_to_the_winner():
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    for street in ("up Bob 5h, Cal Kd, Ann 2c", "up Bob 6c, Cal Kh, Ann 9d", "up Bob 7d, Cal 3s, Ann Jc",
                   "up Bob 8s, Cal 4h, Ann Qd"):
        t(street)
        if t.night.hand.part("aside").faces:
            t("aside " + {1: "8h", 2: "4d", 3: "Ac"}[len(t.night.hand.part("aside").faces)])
        checks(t, 3)
    assert t.refuse("aside Kd") == "K♦ was already dealt to Cal"
    assert t.refuse("aside up 8c") == "no card put aside face up is waiting to be typed"
    t("aside down 8c")
    checks(t, 3)
    t("pass Cal, pass Ann, pass Bob")                           # 8♥ discarded
    t("pass Ann, pass Bob, pass Cal")                           # 4♦ discarded
    t("pass Bob, pass Cal, pass Ann")                           # A♣ discarded
    t("pass Cal, bid Ann 2, pass Bob")                          # Ann wins the face-down card, known: 8♣
    assert t.night.hand.down["Ann"] == ["8c"]
    assert t.lines[-1].startswith("Bob passes · Ann wins the face-down card for $2.00 (paid into the pot) · Betting "
                                  "round 6 of 6.")


# --- bad input for aside and bid -------------------------------------------------------------------------------

@pytest.mark.parametrize("line, message", [
    ("bid", "usage: bid [PLAYER] AMOUNT"),
    ("bid Bob", "'Bob' is not an amount"),
    ("bid Zed 2", "no player 'Zed' at the table (Ann, Bob, Cal)"),
    ("aside", "usage: aside [up|down] CARD [CARD ...]"),
    ("aside up", "usage: aside [up|down] CARD [CARD ...]"),
    ("aside down 8c 9c", "usage: aside down CARD (one card)"),
    ("aside 8x", "'8x' is not a card: a card is a rank 2-10, J, Q, K or A followed by a suit s, h, d or c (like Ah, "
                 "10d, Td), or jk for a joker"),
])
def test_a_malformed_line_is_one_line(line, message):
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    assert t.refuse(line).startswith(message)


def test_bid_and_pass_outside_the_auction():
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    assert t.refuse("pass Bob") == ("betting round 1 is open (Bob to act): the auction comes after the last card's "
                                    "betting round")
    for _ in range(5):
        checks(t, 3)
    # No card put aside is typed: refcli asks for the 1st before its auction.
    assert t.refuse("pass Bob") == "not yet: type the 1st card put aside before its auction (aside CARD)"


def test_bid_and_pass_after_the_auction():
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    checks(t, 3)
    for card in ("8h", "4d", "Ac"):
        t(f"aside {card}")
        checks(t, 3)
    t("aside down")
    checks(t, 3)
    # The first bidder is the best hand showing: refcli asks for the up cards and never guesses.
    needs = ("Ebay's first bidder is the best hand showing: type the up cards first (Bob has none of 4, Cal has "
             "none of 4, Ann has none of 4): up PLAYER CARD ...")
    assert t.refuse("pass Bob") == needs
    assert t.refuse("bid Bob 2") == needs
    assert expect(t.night).words == needs          # what `status` and the prompt say it waits for
    from refcli.cli.shell import prompt_text
    assert prompt_text(t.night) == ("hand 1 · Ebay · pot $1.50 · eights are wild, except any won at the auction · "
                                    "up cards first > ")
    t("up Bob 2c 3c 5c 6c")
    assert t.refuse("pass Bob") == needs.replace("Bob has none of 4, ", "")
    t("up Cal 2d 3d 5d 6d")
    assert t.lines[-1] == "Cal up: 2♦ 3♦ 5♦ 6♦"
    t("up Ann Kd Ks 5h 6s")
    assert t.lines[-1] == ("Ann up: K♦ K♠ 5♥ 6♠ · Auction of the 1st card put aside, 8♥: Ann bids first (the best hand "
                        "showing: a pair of kings).")
    for _ in range(4):
        t("pass, pass, pass")              # every card discarded
    assert t.refuse("bid Bob 2") == "betting round 6 is open (Bob to act): the auction is over"
    assert t.refuse("pass Bob") == "betting round 6 is open (Bob to act): the auction is over"
    checks(t, 3)
    assert t.refuse("bid Bob 2") == "the auction is over: declare Bob, Cal, Ann"
    assert t.refuse("pass Bob") == "the auction is over: declare Bob, Cal, Ann"


def test_aside_and_bid_outside_ebay():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    assert t.refuse("aside 8c") == "no hand is being played: cards are put aside during one"
    t("deal")
    assert t.refuse("aside 8c") == "7 Card Stud puts no cards aside (Ebay does)"
    assert t.refuse("bid Bob 2") == "7 Card Stud has no auction (Ebay has)"


def test_bid_and_aside_through_the_one_shot_command_line(tmp_path, capsys):
    db = str(tmp_path / "night.db")
    for line in ("night Ann Bob Cal", "game ebay", "deal"):
        assert main(["--db", db, *line.split()]) == 0
    capsys.readouterr()
    before = (tmp_path / "night.db").read_bytes()
    for args, err in ((["bid", "Bob", "2"], "Error: betting round 1 is open (Bob to act): the auction comes after "
                                             "the last card's betting round\n"),
                      (["aside", "8c"], "Error: no card is put aside yet: the first comes with the 4th card\n"),
                      (["bid", "Bob", "2.30"], "Error: 2.30 is not a whole number of quarters\n")):
        assert main(["--db", db, *args]) == 1
        assert capsys.readouterr().err == err
    assert (tmp_path / "night.db").read_bytes() == before


def test_rules_show_the_ladder_and_the_eights():
    text = " ".join(describe(load_game("ebay")).split())
    assert ("The first bid is $2.00 to $4.50 in 50¢ steps; each bid after it is higher by 50¢ or a multiple of it, up to $5.00; "
            "after $5.00 only one more bid may come, $10.00, and it ends the bidding") in text
    assert "Eights are wild for the high hand and the low hand (crazy)." in text
    assert "The game's wild cards are wild only as dealt: one won at the auction plays as itself." in text
    assert "2 to 6 players" in text
    assert "(a wild card showing pairs the highest card; level hands, the highest card by suit)" in text


def test_level_hands_showing_the_highest_card_by_suit_bids_first():
    # Bob K♥ 9♣ 7♦ 4♠, Cal K♠ 9♦ 7♣ 4♥, Ann Q♠ J♠ 6♦ 3♣: Bob and Cal are level on ranks; Cal's K♠ is the higher
    # king by suit (♠ ♥ ♦ ♣), so Cal bids first although Bob sits first from the dealer's left.
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    for street in ("up Bob Kh, Cal Ks, Ann Qs", "up Bob 9c, Cal 9d, Ann Js", "up Bob 7d, Cal 7c, Ann 6d",
                   "up Bob 4s, Cal 4h, Ann 3c"):
        t(street)
        checks(t, 3)
    checks(t, 3)
    assert "Cal bids first (the best hand showing: king high)" in t.lines[-1]


def test_variant_passes_return_lets_a_player_who_passed_bid_again():
    # Setting auction_pass: may-return (variant passes-return): a higher bid opens the bidding to all again.
    t = Table("night Ann Bob Cal", "game ebay passes-return", "deal")
    to_the_auction(t)                                         # pot $1.50; Cal bids first on 8♥
    t("pass Cal, bid Ann 2, pass Bob")
    # Cal passed before Ann's bid: he may answer it.
    assert t.lines[-1] == "Bob passes · pot $1.50 · Cal to bid on 8♥ ($2.50 to $5.00) or pass"
    assert t.refuse("bid Bob 3") == "Bob has passed on 8♥: he may bid again once someone bids higher"
    t("bid Cal 2.50, pass Ann, bid Bob 3, pass Cal, pass Ann")   # Bob, who had passed, wins 8♥ for $3.00
    assert t.lines[-1].startswith("Ann passes · Bob wins 8♥ for $3.00 (paid into the pot)")
    # Ann antes $1.50; Bob pays $3.00 into the pot: pot $4.50.
    assert t.pot == 450
    assert t.balances() == {"Ann": -150, "Bob": -300, "Cal": 0}


def test_rules_name_the_auction_pass_setting():
    text = " ".join(describe(load_game("ebay")).split())
    assert ("a pass is final for that card; setting auction_pass: final, the other choice, may-return, lets a player "
            "who passed bid again once someone bids higher") in text
    text = " ".join(describe(load_game("ebay passes-return")).split())
    assert "setting auction_pass: may-return, the other choice, final, makes a pass final for that card" in text
