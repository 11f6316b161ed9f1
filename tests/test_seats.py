"""Seats that change during a night (join, leave, sitout, back, rename), a table bigger than the game, misdeals,
and undoing a night's opening or its end: exact words, exact money, refusals that change nothing."""

from __future__ import annotations

import pytest

from refcli.kernel.errors import RefereeError
from refcli.book.export import list_nights, night_report, render
from refcli.night.session import Session
from refcli.log.store import Store
from tablekit import Table

FOLD_OUT = "fold, fold, fold"       # four at the table: three fold, the last one takes the pot


def hand(t: Table, folds: int = 3) -> str:
    """Deal a hand and end it with everyone but one folding; the deal line."""
    t("deal")
    line = t.lines[-1]
    t(", ".join(["fold"] * folds))
    assert t.night.hand is None
    return line


# --- join ------------------------------------------------------------------------------------------------

def test_a_late_arrival_sits_at_the_next_dealers_right_and_deals_last():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    assert hand(t, 2).startswith("Hand 1: Ann deals 7 Card Stud and antes $1.50 for the table")
    t("join Gus")
    assert t.lines[-1] == "Gus joins, seated after Ann (clockwise: Ann, Gus, Bob, Cal); Bob deals next."
    deals = [hand(t) for _ in range(2)]
    t("game seven-card-stud")
    deals += [hand(t) for _ in range(2)]
    assert [d.split(" deals")[0] for d in deals] == ["Hand 2: Bob", "Hand 3: Cal", "Hand 4: Ann", "Hand 5: Gus"]
    # Four at the table now: the dealer antes 50¢ for each of them.
    assert deals[-1] == "Hand 5: Gus deals 7 Card Stud and antes $2.00 for the table · pot $2.00 · Bob to act"


def test_a_newcomer_next_to_an_empty_seat_does_not_jump_the_deal():
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud")
    for _ in range(3):
        hand(t, 3 if t.night.next_dealer != "Dee" else 2)
        if t.night.next_dealer == "Dee":
            t("leave Dee")
    # Dee left as the deal reached her: Ann deals next, and Gus sits at Ann's right, after Dee's empty seat.
    assert t.night.next_dealer == "Ann"
    t("join Gus")
    assert t.lines[-1] == "Gus joins, seated after Cal (clockwise: Ann, Bob, Cal, Gus); Ann deals next."
    t("game seven-card-stud")
    assert hand(t).startswith("Hand 4: Ann deals")


def test_join_after_a_named_player_and_what_it_refuses():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    t("join Gus after Bob")
    assert t.lines[-1] == "Gus joins, seated after Bob (clockwise: Ann, Bob, Gus, Cal); Ann deals next."
    assert t.balances() == {"Ann": 0, "Bob": 0, "Gus": 0, "Cal": 0}
    assert t.refuse("join gus") == "Gus is already seated tonight: choose another name"
    assert t.refuse("join deal") == "'deal' is a command word; choose another name"
    assert t.refuse("join Hal after Zed") == "no player 'Zed' at the table (Ann, Bob, Gus, Cal)"
    assert t.refuse("join Hal Ivy") == "usage: join NAME [after PLAYER]"
    assert t.refuse("join =1+1").startswith("'=1+1' is not a usable name")
    t("deal")
    assert t.refuse("join Hal") == "hand 1 is being played: join waits until it is settled (or misdealt)"


# --- sitout, back, leave ------------------------------------------------------------------------------------

def test_the_deal_and_the_pick_pass_by_a_player_sitting_out():
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud")
    hand(t)
    t("sitout Bob")
    assert t.lines[-1] == "Bob sits out: the deal and the pick pass Bob by until back Bob. Cal deals next."
    assert t.refuse("sitout Bob") == "Bob is already sitting out"
    deal = hand(t, 2)
    assert deal.startswith("Hand 2: Cal deals 7 Card Stud and antes $1.50 for the table")
    assert t.night.hand is None
    t("back Bob")
    assert t.lines[-1] == "Bob is back at the table. Dee deals next."
    assert t.refuse("back Bob") == "Bob is at the table already (not sitting out)"
    hand(t)     # hand 3, Dee's, ends Ann's pick: Bob picks next ...
    t("sitout Bob")
    assert t.refuse("deal") == "Cal picks the next game: type game NAME"   # ... but sits out: Cal picks
    t("game seven-card-stud")
    assert t.lines[-1] == "Cal picks 7 Card Stud for the next 3 hands."
    assert hand(t, 2).startswith("Hand 4: Ann deals")


def test_a_player_who_leaves_keeps_his_balance_in_the_settlement():
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud", "deal", "bet Bob 1", "fold Cal, fold Dee, fold Ann")
    assert t.balances() == {"Ann": -200, "Bob": 200, "Cal": 0, "Dee": 0}
    t("leave Bob")
    # Bob would have dealt next: the deal passes him by.
    assert t.lines[-1] == "Bob leaves for the night; Bob's balance (+$2.00) stays in the settlement. Cal deals next."
    assert t.refuse("leave Bob") == "Bob has already left"
    assert t.refuse("sitout Bob") == "Bob has left for the night (back Bob brings Bob back)"
    t("deal")
    assert t.lines[-1].startswith("Hand 2: Cal deals 7 Card Stud and antes $1.50 for the table")
    assert t.night.hand.seats == ["Dee", "Ann", "Cal"]
    t("bet Dee 1, fold Ann, fold Cal")      # Dee takes Cal's $1.50 ante
    t("leave Dee")
    assert t.refuse("leave Ann") == "leave Ann would leave fewer than two players at the table"
    t("end")
    assert t.balances() == {"Ann": -200, "Bob": 200, "Cal": -150, "Dee": 150}
    report = render(night_report(t.session.store), "table")
    assert "Seats\n  Bob left after hand 1\n  Dee left after hand 2\n" in report
    assert [line for line in report.splitlines() if line.startswith("Night 1")] == [
        line for line in report.splitlines() if line.endswith("Ann, Bob, Cal, Dee")]
    assert report.endswith("Ann   Bob   $2.00\nCal   Dee   $1.50")


# --- rename --------------------------------------------------------------------------------------------------

def test_the_host_may_let_a_leaver_back_in_at_the_same_seat_and_balance():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob 1, fold Cal, fold Ann", "leave Bob")
    assert t.refuse("join Bob") == "Bob is already seated tonight: choose another name"
    t("back Bob")
    assert t.lines[-1] == "Bob is back at the table. Bob deals next."
    assert t.night.present == ["Ann", "Bob", "Cal"] and t.balances()["Bob"] == 150


def test_rename_fixes_a_name_everywhere_from_then_on():
    t = Table("night Ann jose Cal", "game seven-card-stud", "deal", "check jose, fold Cal, fold Ann")  # jose: +$1.50
    t("rename jose José")
    assert t.lines[-1] == "jose is now José: balances, reports and the rotations use the new name."
    assert t.balances() == {"Ann": -150, "José": 150, "Cal": 0}
    t("deal")
    assert t.lines[-1].startswith("Hand 2: José deals")
    t("bet Cal 1, fold Ann, fold jos")
    assert t.balances() == {"Ann": -150, "José": 0, "Cal": 150}
    data = night_report(t.session.store)
    assert [(h.dealer, [a.player for a in h.awards]) for h in data.hands] == [("Ann", ["José"]), ("José", ["Cal"])]
    assert data.seats == ("jose was renamed José after hand 1",)
    # The stored event keeps what was typed; the replay maps the name from then on.
    events = t.session.store.events(t.night_id)
    assert [e.text for e in events if e.kind == "rename"] == ["rename jose José"]
    assert Session(t.session.store).current()[1].to_json() == t.night.to_json()
    assert t.refuse("rename José Cal") == "Cal is already seated tonight: choose another name"
    assert t.refuse("rename José José") == "José is already called José"
    assert t.refuse("rename José") == "usage: rename PLAYER NEW-NAME"


# --- more players than the game takes ----------------------------------------------------------------------

EIGHT = "night Ann Bob Cal Dee Eve Fay Gus Hal"


def test_eight_at_the_table_play_seven_card_stud_with_the_dealer_sitting_out():
    t = Table(EIGHT)
    t("game seven-card-stud")
    assert t.lines[-1] == ("Ann picks 7 Card Stud for the next 3 hands. The table has 8; 7 Card Stud takes 7: "
                           "one sits out each hand (the dealer first, then the players to his right).")
    t("deal")
    assert t.lines[-1] == ("Hand 1: Ann deals 7 Card Stud and antes $3.50 for the table · dealt in: Bob, Cal, Dee, "
                           "Eve, Fay, Gus, Hal · Ann (dealing) sits out this hand (7 Card Stud takes 7) · "
                           "pot $3.50 · Bob to act")
    assert t.refuse("bet Ann 1") == "Ann is not in this hand"
    t("fold, fold, fold, fold, fold, fold")
    assert t.balances() == {"Ann": -350, "Bob": 0, "Cal": 0, "Dee": 0, "Eve": 0, "Fay": 0, "Gus": 0, "Hal": 350}
    assert t.night.next_dealer == "Bob"


def test_nine_at_the_table_leave_out_the_dealer_and_the_player_to_his_right():
    t = Table(EIGHT, "join Ivy", "game seven-card-stud", "deal")
    assert ("dealt in: Bob, Cal, Dee, Eve, Fay, Gus, Hal · Ann (dealing) and Ivy sit out this hand "
            "(7 Card Stud takes 7)") in t.lines[-1]


def test_too_few_at_the_table_is_still_refused():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "sitout Cal")
    assert t.refuse("sitout Bob") == "sitout Bob would leave fewer than two players at the table"


# --- misdeal -------------------------------------------------------------------------------------------------

def test_a_misdeal_gives_every_ante_and_bet_back_and_the_same_dealer_deals_again():
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud", "deal",
              "bet Bob 1, call Cal, fold Dee, call Ann", "penalty Cal peeked")
    assert t.balances() == {"Ann": -300, "Bob": -100, "Cal": -300, "Dee": 0}
    t("misdeal")
    assert t.lines[-1] == ("Misdeal: hand 1 is void. Back to Ann $3.00, Bob $1.00, Cal $1.00. Ann deals again "
                           "(house rule); the hand does not count toward the pick. · pot $2.00")
    # The penalty stays in the pot for the next hand.
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": -200, "Dee": 0} and t.pot == 200
    assert t.refuse("misdeal") == "no hand is being played: misdeal voids the hand under way"
    t("deal")
    assert t.lines[-1].startswith("Hand 2: Ann deals 7 Card Stud and antes $2.00 for the table · pot $4.00")
    t("fold, fold, fold")
    data = night_report(t.session.store)
    assert [(h.number, h.voided, h.pot) for h in data.hands] == [(1, True, 700), (2, False, 400)]
    assert "(misdeal: void)" in render(data, "table")
    assert "Open · 1 hand played (and 1 misdealt) · started" in render(data, "table")
    # Three more hands make Ann's pick: the voided one does not count.
    hand(t)
    assert t.night.pick_game is not None
    hand(t)
    assert t.night.pick_game is None and t.night.picker == "Bob"


def test_undoing_a_misdeal_brings_the_hand_back():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob 1", "misdeal")
    t("undo")
    assert t.lines[-1] == "Undone: misdeal"
    assert t.night.hand.number == 1 and t.pot == 250


def test_the_house_may_pass_the_deal_after_a_misdeal(tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text("misdeal: next_dealer\n")
    session = Session(Store(":memory:"), house_path=str(house))
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        session.execute(line)
    said = session.execute("misdeal").outcomes[0].lines[0]
    assert said == ("Misdeal: hand 1 is void. Back to Ann $1.50. The deal passes to Bob (house rule); the hand "
                    "does not count toward the pick.")
    assert session.execute("deal").outcomes[0].lines[0].startswith("Hand 2: Bob deals")


def test_a_house_file_with_an_unknown_misdeal_rule_is_refused(tmp_path):
    from refcli.rules.loader import load_game
    house = tmp_path / "house.yaml"
    house.write_text("misdeal: sometimes\n")
    with pytest.raises(RefereeError) as caught:
        load_game("seven-card-stud", [], str(house))
    assert str(caught.value).startswith(f"{house}:1: misdeal:")
    assert "same_dealer" in str(caught.value) and "next_dealer" in str(caught.value)


# --- undo after night, after end ---------------------------------------------------------------------------

def test_undo_right_after_night_removes_the_empty_night():
    store = Store(":memory:")
    session = Session(store)
    session.execute("night Ann Bob")
    reply = session.execute("undo")
    assert reply.outcomes[0].lines == ("Undone: night Ann Bob (the empty night is removed)",)
    assert store.open_night() is None and store.nights() == [] and list_nights(store) == []
    with pytest.raises(RefereeError, match=r"^no night 1 in the store \(it has no nights yet\)$"):
        night_report(store, 1)
    with pytest.raises(RefereeError, match=r"^no night is open: nothing to undo$"):
        session.execute("undo")
    session.execute("night Ann Cal")      # a new night opens at once
    assert [r.players for r in store.nights()] == [("Ann", "Cal")]


def test_undo_right_after_end_reopens_the_night():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "fold, fold", "end")
    assert t.night.ended and t.night_id is None
    t("undo")
    assert t.lines[-1] == "Undone: end (the night is open again)"
    assert t.night_id is not None and not t.night.ended
    # Bob checked... no: Bob and Cal folded, so Ann took back her own $1.50 ante.
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}
    assert hand(t, 2).startswith("Hand 2: Bob deals")
    t("end")
    assert t.night.ended


def test_undo_after_end_only_when_end_was_the_last_thing():
    store = Store(":memory:")
    session = Session(store)
    for line in ("night Ann Bob", "end", "undo", "end", "night Cal Dee", "undo"):
        session.execute(line)
    # The empty second night is gone; the first stays ended: `undo` now reaches back to its end.
    assert [(r.players, r.ended_at is not None) for r in store.nights()] == [(("Ann", "Bob"), True)]
    assert session.execute("undo").outcomes[0].lines == ("Undone: end (the night is open again)",)
    session.execute("game seven-card-stud")
    session.execute("deal")
    with pytest.raises(RefereeError, match=r"^no night is open: nothing to undo$"):
        Session(Store(":memory:")).execute("undo")


def test_refcli_rules_states_the_seat_and_misdeal_rules(tmp_path):
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game
    text = " ".join(describe(load_game("seven-card-stud")).split())
    assert "The deal and the pick pass by anyone sitting out or gone for the night." in text
    assert ("A misdeal voids the hand: every ante and bet goes back (a penalty stays in the pot); the same dealer "
            "deals again.") in text
    assert ("More players than the game takes: the dealer sits the hand out first (and still deals), then the "
            "players to the dealer's right.") in text
    house = tmp_path / "house.yaml"
    house.write_text("misdeal: next_dealer\n")
    text = " ".join(describe(load_game("seven-card-stud", [], str(house))).split())
    assert "(a penalty stays in the pot); the deal passes to the left." in text


def test_every_report_format_shows_the_voided_hand_and_the_seats():
    import json
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "misdeal", "join Gus", "rename Gus Gustav")
    data = night_report(t.session.store)
    as_json = json.loads(render(data, "json"))
    assert as_json["hands"] == [{"number": 1, "game": "seven-card-stud", "title": "7 Card Stud", "dealer": "Ann",
                                 "pot": 150, "awards": [], "voided": True}]
    assert as_json["seats"] == ["Gustav joined at hand 2", "Gus was renamed Gustav after hand 1"]
    assert as_json["players"] == ["Ann", "Bob", "Cal", "Gustav"]
    csv = render(data, "csv").splitlines()
    assert csv[1:4] == ["void,1,{d},1,seven-card-stud,7 Card Stud,Ann,,,,1.50,150,misdeal: every ante and bet "
                        "went back,".format(d=data.date),
                        f"seat,1,{data.date},,,,,,,,,,Gustav joined at hand 2,",
                        f"seat,1,{data.date},,,,,,,,,,Gus was renamed Gustav after hand 1,"]
    assert "## Seats\n\n- Gustav joined at hand 2\n- Gus was renamed Gustav after hand 1\n" in render(data, "markdown")
    assert "<h2>Seats</h2>\n<ul>\n<li>Gustav joined at hand 2</li>" in render(data, "html")
    # `run --json` (SPEC §4) marks the voided hand too.
    from refcli.book.report import night_json
    hands = night_json(t.night, t.session.summaries(t.night_id))["hands"]
    assert [(h["number"], h.get("voided")) for h in hands] == [(1, True)]


def test_a_misdealt_hand_is_not_counted_as_played():
    from refcli.book.report import render_settlement, render_status
    from tablekit import Table
    t = Table("night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold", "deal", "misdeal")
    assert render_status(t.night).splitlines()[0].startswith("1 hand played · ")
    t("end")
    assert render_settlement(t.night).splitlines()[0] == "The night is over after 1 hand."
