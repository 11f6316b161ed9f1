"""The table engine through the table language: betting, turns, limits, rotation, and every refusal.

Money is asserted to the cent; each refused line is checked to change nothing (tablekit.Table.refuse).
"""


from tablekit import Table, checks


def three_handed(game="seven-card-stud"):
    return Table("night Ann Bob Cal", f"game {game}", "deal")


def test_dealer_antes_for_everyone_and_left_of_dealer_acts_first():
    t = three_handed()
    assert t.balances() == {"Ann": -150, "Bob": 0, "Cal": 0}
    assert t.pot == 150
    assert t.night.hand.part("bet").to_act == ["Bob", "Cal", "Ann"]


def test_turn_order_is_enforced():
    t = three_handed()
    t("bet Bob .50")
    assert t.refuse("call Ann") == "it is Cal's turn (to call 50¢), not Ann's"


def test_bet_and_raise_limits_and_two_raises():
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud", "deal")
    assert t.refuse("bet Bob 1.25") == "a bet is at most $1.00"
    assert t.refuse("bet Bob 0.30") == "0.30 is not a whole number of quarters"
    assert t.refuse("raise Bob .50") == "there is no bet to raise: bet instead"
    assert t.refuse("call Bob") == "Bob owes nothing: check"
    t("bet Bob 1")
    assert t.refuse("check Cal") == "Cal owes $1.00: call, raise or fold"
    assert t.refuse("raise Cal 1.25") == "a raise is at most $1.00"
    t("raise Cal 1, raise Dee 1")
    assert t.refuse("raise Ann .25") == "this round has had 2 raises, the most the house allows: call or fold"
    t("call Ann, call Bob, call Cal")
    # Everyone put in $3.00: the round closed and the next starts left of the dealer again.
    assert t.pot == 200 + 4 * 300
    assert t.night.hand.round == 1 and t.night.hand.part("bet").to_act == ["Bob", "Cal", "Dee", "Ann"]
    assert t.balances() == {"Ann": -500, "Bob": -300, "Cal": -300, "Dee": -300}


def test_folded_player_cannot_act_and_last_player_takes_the_pot_at_once():
    t = three_handed()
    t("bet Bob 1, fold Cal")
    assert t.refuse("call Cal") == "Cal has already folded"
    t("fold Ann")
    # Ann folded: Bob takes the pot without a settle.
    assert t.night.hand is None
    assert t.awards() == [("Bob", "all", 250)]
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}


def test_duplicate_cards_are_refused_naming_the_holder():
    t = three_handed()
    t("up Bob Qs")
    assert t.refuse("up Cal Qs") == "Q♠ was already dealt to Bob"
    assert t.refuse("up Cal 9h 9h") == "9♥ is typed twice"
    assert t.refuse("up Cal jk") == "7 Card Stud is played without jokers"


def test_cards_cannot_run_ahead_of_the_deal():
    t = three_handed()
    t("up Bob 7d")
    assert t.refuse("up Bob 8d") == "only 1 up card per player is dealt by now; Bob would have 2"
    assert t.refuse("down Bob 2c 3c 4c") == "only 2 down cards per player are dealt by now; Bob would have 3"


def test_settle_and_show_need_the_betting_over():
    t = three_handed()
    assert t.refuse("settle").startswith("the betting is not over: round 1 of 5")
    assert t.refuse("show Bob As Ks 3c up 7d 7h 7s 2c").startswith("the betting is not over")


def test_show_must_match_the_game_and_recorded_cards():
    t = three_handed()
    t("up Bob 7d")
    for _ in range(5):
        checks(t, 3)
    assert t.refuse("show Bob As Ks up 7d 7h 7s 2c") == (
        "Bob shows 2 down and 4 up; 7 Card Stud gives each player 3 down and 4 up (face-up cards after 'up')")
    assert t.refuse("show Bob As Ks 3c up 8d 7h 7s 2c") == (
        "Bob was dealt 7♦ face up, but the show does not have it face up")
    t("show Bob As Ks 3c up 7d 7h 7s 2c")
    assert t.refuse("show Cal As 2c 3d up 4d 5d 6d 8s") == "A♠ was already dealt to Bob"
    assert t.refuse("show Bob As Ks 3c up 7d 7h 7s 2c") == "Bob has already shown: undo to correct it"
    assert t.refuse("settle") == "Cal, Ann have not shown (show PLAYER ..., or fold PLAYER to concede)"


def test_game_picking_rotates_after_three_hands_and_the_deal_passes_left():
    t = Table("night Ann Bob Cal", "game seven-card-stud high")
    dealers = []
    for hand in range(4):
        if hand == 3:
            assert t.refuse("deal") == "Bob picks the next game: type game NAME"
            t("game seven-card-stud")
        t("deal")
        dealers.append(t.night.hand.dealer)
        assert t.refuse("game seven-card-stud declare").startswith(f"hand {hand + 1} is still being played")
        first = t.night.hand.part("bet").to_act[0]
        t(f"fold {first}")
        t(f"fold {t.night.hand.part('bet').to_act[0]}")
        if hand == 0:
            assert t.refuse("game seven-card-stud declare") == ("Ann's pick (7 Card Stud (high)) plays 3 hands; 2 to go "
                                                                "(to change it now: game NAME override)")
    assert dealers == ["Ann", "Bob", "Cal", "Ann"]


def test_undo_voids_the_last_action_and_restores_the_money():
    t = three_handed()
    t("bet Bob 1")
    assert t.pot == 250
    t("undo")
    assert t.pot == 150 and t.balances()["Bob"] == 0
    t("bet Bob .50")
    assert t.pot == 200
    events = t.session.store.events(t.night_id)
    assert [e.kind for e in events][-3:] == ["bet", "undo", "bet"]
    assert events[-2].payload == {"voids": events[-3].seq}


def test_undo_can_reopen_a_settled_hand():
    t = three_handed()
    t("bet Bob 1, fold Cal, fold Ann")
    assert t.night.hand is None and t.balances()["Bob"] == 150
    t("undo clause")
    assert t.night.hand is not None and t.pot == 250 and t.balances()["Bob"] == -100


def test_a_bad_clause_rejects_the_whole_line():
    t = three_handed()
    msg = t.refuse("bet Bob .50, call Cal, call Bob")
    assert msg == "it is Ann's turn (to call 50¢), not Bob's"
    assert t.pot == 150


def test_buyout_games_charge_for_folding():
    t = three_handed("seven-card-stud buyout")
    t("bet Bob .50")
    assert t.refuse("fold Cal") == "7 Card Stud (buyout) is played with a $2.00 buy-out: type buyout Cal"
    t("buyout Cal")
    assert t.balances() == {"Ann": -150, "Bob": -50, "Cal": -200}
    assert t.pot == 400
    t2 = three_handed()
    assert t2.refuse("buyout Bob") == "7 Card Stud has no buy-out: type fold"


def test_penalty_and_pay_go_into_the_pot_and_waived_moves_nothing():
    t = three_handed()
    t("penalty Cal waived looked out of turn")
    assert t.pot == 150
    t("penalty Cal looked out of turn")
    t("pay Ann 1 no-peek card")
    assert t.balances() == {"Ann": -250, "Bob": 0, "Cal": -200}
    assert t.pot == 450


def test_penalty_between_hands_waits_in_the_pot_for_the_next_hand():
    t = three_handed("seven-card-stud high")
    t("fold Bob, fold Cal")                          # Ann takes her own ante back
    t("penalty Bob slow play")
    assert t.pot == 200
    t("deal")                                        # Bob deals: pot is his ante plus the penalty
    assert t.pot == 350
    t("fold Cal, fold Ann")
    assert t.awards() == [("Bob", "all", 350)]
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}


def test_end_refuses_an_unsettled_hand_and_shares_a_leftover_pot():
    t = three_handed("seven-card-stud high")
    assert t.refuse("end") == "hand 1 is not settled: settle it (or undo its deal) first"
    t("fold Bob, fold Cal")
    t("penalty Cal late")
    t("end")
    # $2.00 = 8 quarters over three seats, odd quarters from the seat after the last dealer (Ann): Bob, Cal, Ann.
    assert t.balances() == {"Ann": 50, "Bob": 75, "Cal": -125}
    assert t.night.ended
    assert t.lines[-4:] == [
        "$2.00 was left in the pot when the night ended: shared equally by every seat (house rule), the odd "
        "quarters one at a time round the table from the seat after the last dealer (Ann).",
        "  Bob gets 75¢, with an odd quarter.",
        "  Cal gets 75¢, with an odd quarter.",
        "  Ann gets 50¢."]


def test_a_leftover_pot_smaller_than_the_table_says_who_gets_nothing():
    t = three_handed("seven-card-stud high")
    t("fold Bob, fold Cal")
    t("pay Cal .25 late ante")
    t("end")
    # One quarter, three seats: it goes to the seat after the last dealer (Ann), which is Bob.
    assert t.balances() == {"Ann": 0, "Bob": 25, "Cal": -25}
    assert t.lines[-4:] == [
        "25¢ was left in the pot when the night ended: shared equally by every seat (house rule), the odd "
        "quarters one at a time round the table from the seat after the last dealer (Ann).",
        "  Bob gets 25¢, with an odd quarter.",
        "  Cal gets nothing: the pot had fewer quarters than seats.",
        "  Ann gets nothing: the pot had fewer quarters than seats."]


def test_a_leftover_pot_that_divides_evenly_has_no_odd_quarters():
    t = three_handed("seven-card-stud high")
    t("fold Bob, fold Cal")
    t("pay Cal .75 late ante")
    t("end")
    assert t.balances() == {"Ann": 25, "Bob": 25, "Cal": -50}
    assert t.lines[-4:] == [
        "75¢ was left in the pot when the night ended: shared equally by every seat (house rule).",
        "  Bob gets 25¢.", "  Cal gets 25¢.", "  Ann gets 25¢."]


def test_commands_need_an_open_night():
    t = Table()
    assert t.refuse("deal") == "no night is open: start one with night NAME NAME ..."
    t("night Ann Bob")
    assert t.refuse("night Cal Dee") == "a night is already open (Ann, Bob): end it first"
    assert t.refuse("deal") == "Ann picks the next game: type game NAME"


def test_unknown_game_suggests_the_closest():
    t = Table("night Ann Bob")
    assert t.refuse("game seven-card-stod") == "unknown game 'seven-card-stod' — did you mean seven-card-stud?"


def test_declare_only_in_declare_games_and_after_the_betting():
    t = three_handed()
    assert t.refuse("declare Bob high") == "7 Card Stud has no declaration"
    t2 = three_handed("seven-card-stud declare")
    assert t2.refuse("declare Bob high").startswith("the betting is not over")
    for _ in range(5):
        checks(t2, 3)
    t2("declare Bob high")
    assert t2.refuse("declare Bob low") == "Bob has already declared high"
    assert t2.refuse("show Bob As Ks 3c up 7d 7h 7s 2c") == ("declarations come first: Cal, Ann have not declared "
                                                             "(declare PLAYER high|low|both, ...)")


def test_undo_after_a_line_of_several_clauses_names_the_clause_it_voided():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .50, call Cal")
    t("undo clause")
    assert t.lines[-1] == "Undone: call Cal (one clause of the line 'bet Bob .50, call Cal')"
    t("undo clause")
    assert t.lines[-1] == "Undone: bet Bob 50¢ (one clause of the line 'bet Bob .50, call Cal')"
    assert t.night.ledger.pot == 150
    t("pay Ann 1 a pizza, with extra cheese")
    t("undo")
    assert t.lines[-1] == "Undone: pay Ann 1 a pizza, with extra cheese"     # one clause: the whole line
