"""The money without the betting (issue 20 item 4): `in PLAYER TOTAL [fold], ...` gives what each player put in the
hand's betting; the rounds up to the next step that is not a deal are over, the ruling says how the money came."""

from refcli.log.store import Store
from refcli.night.session import Session
from tablekit import Table

STUD_SHOWS = ("show Bob 2h 3h 4h up 5h 6h 7h 8h", "show Cal 2d 3d 4d up 5d 6d 7d Kd",
              "show Ann 2s 3s 4s up 5s 6s 7s 8s")


def stud(*lines: str, game: str = "seven-card-stud") -> Table:
    return Table("night Ann Bob Cal Dee", f"game {game}", "deal", *lines)


def test_a_stud_hand_typed_as_totals_is_shown_and_settled_to_the_cent():
    t = stud()
    t("in Bob 3, Cal 3, Dee 1 fold, Ann 3")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $3.00, Cal $3.00, Dee $1.00 (folded), Ann $3.00 · "
                           "That was the last betting round. · pot $12.00 · betting over: show Bob, Cal, Ann")
    # Each total is one posting into the pot (the ante was Ann's $2.00).
    assert t.balances() == {"Ann": -500, "Bob": -300, "Cal": -300, "Dee": -100} and t.pot == 1200
    assert t.night.hand.round == 5 and t.night.hand.active == ["Bob", "Cal", "Ann"]
    for line in STUD_SHOWS:
        t(line)
    t("settle")
    ruling = t.rulings[-1]
    assert t.awards() == [("Ann", "high", 300), ("Bob", "high", 300), ("Ann", "chicago", 600)]
    assert ruling.lines[-1] == ("The betting was typed as totals: Bob $3.00, Cal $3.00, Dee $1.00 (folded), "
                                "Ann $3.00.")
    assert t.balances() == {"Ann": 400, "Bob": 0, "Cal": -300, "Dee": -100}


def test_folds_in_the_totals_that_leave_one_player_give_him_the_pot():
    t = stud("in Cal 1, Dee 1 fold, Ann 1 fold, Bob 0 fold")
    ruling = t.rulings[-1]
    assert ruling.lines == ("Everyone else folded: Cal takes the pot of $5.00.",
                            "The betting was typed as totals: Bob $0.00 (folded), Cal $1.00, Dee $1.00 (folded), "
                            "Ann $1.00 (folded).")
    assert t.balances() == {"Ann": -300, "Bob": 0, "Cal": 400, "Dee": -100}
    assert t.night.hand is None


def test_between_rounds_in_a_high_low_declare_game_the_totals_count_what_was_bet():
    t = stud("bet 1, call, call, call", game="seven-card-stud declare")
    # $1.00 each is in already: the totals add $3.00 for Bob, Cal and Ann, $1.50 for Dee.
    t("in Bob 4, Cal 4, Dee 2.5 fold, Ann 4")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $4.00, Cal $4.00, Dee $2.50 (folded), Ann $4.00 · "
                           "That was the last betting round. · pot $16.50 · betting over: declare Bob, Cal, Ann")
    t("declare Bob high, Cal low, Ann high")
    t("show Bob 2h 3h 4h up 5h 6h 7h 8h")
    t("show Cal 2d 3d 4d up 5d 7d 8d Kd")
    t("show Ann 2s 3s 4s up 5s 6s 7s 9s")
    t("settle")
    assert t.awards() == [("Bob", "high", 825), ("Cal", "low", 825)]
    assert t.rulings[-1].lines[-1] == ("The betting was typed as totals: Bob $4.00, Cal $4.00, Dee $2.50 (folded), "
                                       "Ann $4.00.")
    assert t.balances() == {"Ann": -600, "Bob": 425, "Cal": 425, "Dee": -250}


def test_in_a_draw_game_the_totals_close_the_rounds_before_the_draw_and_again_after_it():
    t = Table("night Ann Bob Cal", "game high-and-low-poker", "deal", "in Bob 2, Cal 2, Ann 2")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $2.00, Cal $2.00, Ann $2.00 · The draw, from the "
                           "dealer's left: up to 3 cards each. · pot $7.50 · Bob to draw")
    assert t.refuse("in Bob 2, Cal 2, Ann 2") == ("the draw and the last bet are not over: round 2 of 2 (pot $7.50 · "
                                                  "Bob to draw)")
    t("draw Bob 0, Cal 0, Ann 0")
    assert t.refuse("in Bob 1, Cal 2, Ann 2") == "Bob has put in $2.00 this hand already: his total cannot be less"
    t("in Bob 4, Cal 4, Ann 2 fold")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $4.00, Cal $4.00, Ann $2.00 (folded) · That was the "
                           "last betting round. · pot $11.50 · betting over: show Bob, Cal")
    assert t.balances() == {"Ann": -350, "Bob": -400, "Cal": -400}


def test_undo_takes_the_whole_in_line_back():
    t = stud()
    events = t.session.store.last_seq(t.night_id)
    t("in Bob 3, Cal 3, Dee 1 fold, Ann 3")
    assert t.session.store.last_seq(t.night_id) == events + 1      # one line, one event
    reply = t("undo")
    assert reply.outcomes[0].lines == ("Undone: in Bob 3, Cal 3, Dee 1 fold, Ann 3",)
    assert t.balances() == {"Ann": -200, "Bob": 0, "Cal": 0, "Dee": 0} and t.pot == 200
    assert t.night.hand.round == 0 and t.night.hand.active == ["Bob", "Cal", "Dee", "Ann"]
    t("bet 1")      # the round is open again, clause by clause
    assert t.pot == 300


def test_each_refusal_is_one_line_and_changes_nothing():
    t = stud()
    assert t.refuse("in Bob 3, Cal 2, Dee 1 fold, Ann 3") == (
        "the players who did not fold put in different totals (Bob $3.00, Cal $2.00, Ann $3.00): the betting ends "
        "even")
    assert t.refuse("in Bob 16, Cal 16, Dee 1 fold, Ann 16") == (
        "Bob's total $16.00 is more than 5 betting rounds allow: $15.00 at most (a bet of $1.00 and 2 raises of "
        "$1.00 a round)")
    assert t.refuse("in Bob 3, Cal 3, Dee 1 fold, bob 3") == "Bob is named twice"
    assert t.refuse("in Bob 3, Cal 3, Zed 1 fold, Ann 3") == "no player 'Zed' at the table (Ann, Bob, Cal, Dee)"
    assert t.refuse("in Bob 3, Cal 3, Ann 3") == (
        "Dee is still in the hand: in names every player still in, with his total (0 if nothing)")
    assert t.refuse("in Bob 3, Cal 3, Dee 1.10 fold, Ann 3") == "Dee's total $1.10 is not a whole number of 25¢ units"
    assert t.refuse("in Bob 3, Cal 3, Dee 4 fold, Ann 3") == (
        "Dee folded with $4.00 in, more than the $3.00 the players still in put in")
    assert t.refuse("in Bob 1 fold, Cal 1 fold, Dee 1 fold, Ann 1 fold") == (
        "in folds every player still in: one at least stays in the hand")
    assert t.refuse("in Bob 3, Cal") == (
        "usage: in PLAYER TOTAL [fold], PLAYER TOTAL [fold] ... (each player's total put in, in whole quarters)")
    assert t.refuse("in Bob 3 maybe, Cal 3") == (
        "usage: in PLAYER TOTAL [fold], PLAYER TOTAL [fold] ... (each player's total put in, in whole quarters)")
    t("check")
    assert t.refuse("in Bob 3, Cal 3, Dee 3, Ann 3") == (
        "betting round 1 is under way (Cal to act): in gives the totals before a round's first bet")
    t("fold")
    assert t.refuse("in Bob 3, Cal 3, Dee 3, Ann 3") == (
        "betting round 1 is under way (Dee to act): in gives the totals before a round's first bet")
    t("check, check")               # round 2: Cal has folded
    assert t.refuse("in Bob 3, Cal 3, Dee 3, Ann 3") == "Cal has already folded"
    t("in Bob 3, Dee 3, Ann 3")
    assert t.refuse("in Bob 3, Dee 3, Ann 3") == "the betting is over: show Bob, Dee, Ann"


def test_the_limit_is_read_from_the_house(tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text("betting:\n  max_bet: 0.50\n  max_raise: 0.25\n  max_raises: 3\n", encoding="utf-8")
    session = Session(Store(":memory:"), house_path=str(house))
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        session.execute(line)
    from refcli.kernel.errors import IllegalAction
    try:
        session.execute("in Bob 6.50, Cal 6.50, Ann 0 fold")
    except IllegalAction as exc:
        assert str(exc) == ("Bob's total $6.50 is more than 5 betting rounds allow: $6.25 at most (a bet of 50¢ "
                            "and 3 raises of 25¢ a round)")
    else:
        raise AssertionError("a total over the house's limit was accepted")
    session.execute("in Bob 6.25, Cal 6.25, Ann 0 fold")
    assert session.night.ledger.pot == 150 + 625 + 625


def test_a_game_that_bets_as_its_cards_are_turned_has_no_totals():
    t = Table("night Ann Bob Cal Dee", "game no-peek", "deal", "start Js", "turn Bob Qc")
    assert t.refuse("in Bob 1, Cal 1, Dee 1, Ann 1") == (
        "No Peek bets as its cards are turned: in gives the totals of a game's own betting rounds (type the bets)")


def test_live_blinds_count_in_the_totals_and_the_round_is_not_under_way_for_them():
    t = Table("night Ann Bob Cal Dee", "game twos-to-25", "blinds .25 .50", "deal", "ask Bob 1, Cal 1, Dee 1, Ann 1")
    assert t.refuse("in Bob .25, Cal .5, Dee 0 fold, Ann 0 fold") == (
        "the players who did not fold put in different totals (Bob 25¢, Cal 50¢): the betting ends even")
    t("in Bob 3, Cal 3, Dee 3, Ann 0 fold")    # the blinds are in: Bob adds $2.75, Cal $2.50
    assert t.lines[-1] == ("the betting was typed as totals: Bob $3.00, Cal $3.00, Dee $3.00, Ann $0.00 (folded) · "
                           "pot $9.00 · Ann turns the face-up card (upcard CARD)")
    assert t.balances() == {"Ann": 0, "Bob": -300, "Cal": -300, "Dee": -300} and t.pot == 900


def test_in_ebay_the_totals_close_every_round_across_the_cards_put_aside_up_to_the_auction():
    # Ann deals to Bob and Cal (ante $1.50). The cards put aside lie on the table like a street: the totals close
    # all five rounds before the auction, which then asks for what it needs (the cards put aside, the up cards).
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    assert t.refuse("in Bob 16, Cal 16, Ann 0 fold") == (
        "Bob's total $16.00 is more than 5 betting rounds allow: $15.00 at most (a bet of $1.00 and 2 raises of "
        "$1.00 a round)")
    t("in Bob 3, Cal 3, Ann 2 fold")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $3.00, Cal $3.00, Ann $2.00 (folded) · pot $9.50 · "
                           "type the 1st card put aside before its auction (aside CARD)")
    assert t.night.hand.round == 5 and t.night.hand.active == ["Bob", "Cal"]
    assert t.balances() == {"Ann": -350, "Bob": -300, "Cal": -300} and t.pot == 950
    assert t.refuse("in Bob 3, Cal 3") == "type the 1st card put aside before its auction (aside CARD)"
    t("aside 8h")
    t("aside 4d")
    t("aside Ac")
    t("aside down")
    assert t.refuse("bid Cal 2") == ("Ebay's first bidder is the best hand showing: type the up cards first (Bob has "
                                     "none of 4, Cal has none of 4): up PLAYER CARD ...")
    t("up Bob 5h 6c 7d 8s, Cal Kd Kh 3s 4h")
    assert t.lines[-1] == ("Cal up: K♦ K♥ 3♠ 4♥ · Auction of the 1st card put aside, 8♥: Cal bids first (the best "
                           "hand showing: a pair of kings).")
    t("bid Cal 2, pass Bob")                        # Cal pays $2.00 for 8♥: pot $11.50
    t("pass, pass")
    t("pass, pass")
    t("pass, pass")                                 # 4♦, A♣ and the face-down card discarded
    t("in Bob 4, Cal 4")                            # the bet after the auction: $1.00 more each, pot $13.50
    assert t.lines[-1] == ("the betting was typed as totals: Bob $4.00, Cal $4.00 · That was the last betting round. "
                           "· pot $13.50 · betting over: declare Bob, Cal")
    t("declare Bob high, Cal low")
    t("show Bob 2s 3c 9s")
    t("show Cal Ts 2h 3h")
    t("settle")
    assert t.awards() == [("Bob", "high", 675), ("Cal", "low", 675)]
    assert t.rulings[-1].lines[-3:] == (
        "High hand half ($6.75): Bob with a straight, nine high (9♠ 8♠(wild) 7♦ 6♣ 5♥).",
        "Low hand half ($6.75): Cal with 10-8-4-3-2 (10♠ 8♥ 4♥ 3♥ 2♥).",
        "The betting was typed as totals: Bob $4.00, Cal $4.00.")
    # Bob -3.00 -1.00 +6.75; Cal -3.00 -2.00 -1.00 +6.75; Ann -1.50 ante -2.00.
    assert t.balances() == {"Ann": -350, "Bob": 275, "Cal": 75}


def test_in_ebay_between_the_rounds_the_totals_count_what_was_bet_and_close_the_rest():
    t = Table("night Ann Bob Cal", "game ebay", "deal", "bet 1, call, call")
    t("aside 8h")
    t("in Bob 2, Cal 2, Ann 2")                     # $1.00 more each, rounds 2 to 5
    assert t.lines[-1] == ("the betting was typed as totals: Bob $2.00, Cal $2.00, Ann $2.00 · pot $7.50 · Ebay's "
                           "first bidder is the best hand showing: type the up cards first (Bob has none of 4, Cal "
                           "has none of 4, Ann has none of 4): up PLAYER CARD ...")
    assert t.night.hand.round == 5 and t.balances() == {"Ann": -350, "Bob": -200, "Cal": -200}


def test_in_partners_the_totals_close_one_round_so_a_wild_card_is_bought_before_the_next_card():
    # A 3 or 9 dealt up is bought wild before the next card: each street's purchases come between two `in` lines.
    t = Table("night Ann Bob Cal", "game partners", "deal", "up Bob 3h, Cal Kc, Ann 5c")
    t("in Bob 1, Cal 1, Ann 1")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $1.00, Cal $1.00, Ann $1.00 · Betting round 2 of 5. "
                           "· pot $4.50 · Bob to act")
    t("wild Bob 3h")
    assert t.lines[-1] == ("Bob pays $1.00: 3♥ is wild for Bob · Bob plays alone: no partner to match · pot $5.50 · "
                           "Bob to act")
    t("up Bob 7c, Cal 2c, Ann 4d")
    assert t.refuse("wild Bob 3h") == "Bob has already paid for 3♥"
    t("in Bob 2, Cal 1 fold, Ann 1 fold")           # Bob adds $1.00: pot $6.50, his alone
    assert t.rulings[-1].lines == ("Everyone else folded: Bob takes the pot of $6.50.",
                                   "Partners: Cal (K♣) and Ann (5♣); Bob (3♥) plays alone.",
                                   "The betting was typed as totals: Bob $2.00, Cal $1.00 (folded), Ann $1.00 "
                                   "(folded).")
    assert t.balances() == {"Ann": -250, "Bob": 350, "Cal": -100}
