"""A player who leaves and settles (`leave Cal settle`): what he owes or is owed is paid at the table before he
goes, to or from the players at the table in the fewest payments, or with the bank in a night that uses cash;
`end` then settles the rest among those still there. Exact words and money; the ledger sums to zero after every
line (tablekit checks it); refusals change nothing."""

from __future__ import annotations

from refcli.book.export import night_report, render
from refcli.book.report import render_settlement
from refcli.kernel.settlement import Transfer, one_settles
from tablekit import Table

# Two hands of 7 Card Stud, every one won by the others folding. Hand 1 (Ann deals, antes $2.00): Bob takes
# $9.00 having put in $4.00 (+$5.00), Cal put in $3.00. Hand 2 (Bob deals, antes $2.00): Dee takes $9.00 having
# put in $4.00 (+$5.00), Cal put in $3.00. Ann -$2.00, Bob +$3.00, Cal -$6.00, Dee +$5.00.
CAL_DOWN = ["night Ann Bob Cal Dee", "game stud", "deal",
            "bet Bob 1, call Cal, fold Dee, fold Ann", "bet Bob 1, call Cal", "bet Bob 1, call Cal",
            "bet Bob 1, fold Cal",
            "deal", "bet Cal 1, call Dee, fold Ann, fold Bob", "bet Cal 1, call Dee", "bet Cal 1, raise Dee 1, fold Cal"]

# One hand: Cal takes $9.00 having put in $3.00 (+$6.00); Ann anted $2.00, Bob put in $3.00, Dee $1.00.
CAL_UP = ["night Ann Bob Cal Dee", "game stud", "deal", "bet Bob 1, call Cal, call Dee, fold Ann",
          "bet Bob 1, call Cal, fold Dee", "bet Bob 1, raise Cal 1, fold Bob"]


def test_a_leaver_who_owes_pays_the_largest_creditors_at_the_table_and_end_settles_the_rest():
    t = Table(*CAL_DOWN)
    assert t.balances() == {"Ann": -200, "Bob": 300, "Cal": -600, "Dee": 500}
    t("leave Cal settle")
    # Nobody at the table is owed $6.00: Dee's $5.00 and $1.00 of Bob's $3.00 (two payments; one cannot do).
    assert t.lines[-1] == ("Cal leaves for the night and settles: Cal pays Dee $5.00, Cal pays Bob $1.00; the "
                           "night's settlement leaves Cal out. Dee deals next.")
    assert t.balances() == {"Ann": -200, "Bob": 300, "Cal": -600, "Dee": 500}     # the play stays the play
    assert t.night.gone == ["Cal"]
    t("end")
    assert render_settlement(t.night) == (
        "The night is over after 2 hands.\n"
        "Player  Balance\n"
        "------  -------\n"
        "Ann      -$2.00\n"
        "Bob      +$3.00\n"
        "Cal      -$6.00\n"
        "Dee      +$5.00\n"
        "\n"
        "Paid at the table by players who left (not paid again below): Cal paid Dee $5.00; Cal paid Bob $1.00.\n"
        "\n"
        "Who pays whom (1 payment, the fewest possible):\n"
        "  Ann pays Bob $2.00")


def test_a_leaver_who_is_owed_is_paid_by_those_who_owe_largest_first_and_end_has_nothing_left():
    t = Table(*CAL_UP)
    assert t.balances() == {"Ann": -200, "Bob": -300, "Cal": 600, "Dee": -100}
    t("leave Cal settle")
    assert t.lines[-1] == ("Cal leaves for the night and settles: Bob pays Cal $3.00, Ann pays Cal $2.00, Dee pays "
                           "Cal $1.00; the night's settlement leaves Cal out. Bob deals next.")
    t("end")
    assert render_settlement(t.night).endswith(
        "Paid at the table by players who left (not paid again below): Bob paid Cal $3.00; Ann paid Cal $2.00; Dee "
        "paid Cal $1.00.\n"
        "\n"
        "Nobody else pays anybody: the payments at the table settled the night.")


def test_a_leaver_at_even_pays_nothing_and_says_so():
    t = Table("night Ann Bob Cal Dee", "game stud", "deal", "bet Bob 1, call Cal, fold Dee, fold Ann",
              "bet Bob 1, fold Cal")
    assert t.balances() == {"Ann": -200, "Bob": 300, "Cal": -100, "Dee": 0}
    t("leave Dee settle")
    assert t.lines[-1] == "Dee leaves for the night even: nobody pays anybody for Dee. Bob deals next."
    assert {k: v for k, v in t.night.ledger.accounts.items() if k.startswith("(settled:")} == {}
    t("end")
    assert render_settlement(t.night).endswith(
        "Who pays whom (2 payments, the fewest possible):\n"
        "  Ann pays Bob $2.00\n"
        "  Cal pays Bob $1.00")


def test_in_a_night_with_cash_the_bank_settles_the_leaver():
    t = Table("night Ann Bob Cal", "buyin Ann 20", "buyin Bob 20", "buyin Cal 20", "game stud", "deal",
              "bet Bob 1, call Cal, fold Ann", "bet Bob 1, fold Cal")
    assert t.balances() == {"Ann": -150, "Bob": 250, "Cal": -100}
    t("leave Cal settle")
    # Cal bought $20.00 of chips and lost $1.00: the bank gives him $19.00, as `cashout Cal 19` would.
    assert t.lines[-1] == ("Cal leaves for the night and settles: the bank pays Cal $19.00, the bank holds $41.00; "
                           "the night's settlement leaves Cal out. Bob deals next.")
    t("cashout Ann 18.50")
    t("cashout Bob 22.50")
    t("end")
    assert render_settlement(t.night).endswith(
        "The cash reconciles: every cash-out matches the play and the bank is empty, so the bank has settled the "
        "play already.\n"
        "\n"
        "Paid at the table by players who left (not paid again below): the bank paid Cal $19.00.\n"
        "\n"
        "Nobody pays anybody: the cash settled the night.")


def test_a_player_on_credit_in_a_night_with_cash_pays_the_bank_what_he_lost():
    t = Table("night Ann Bob Cal", "buyin Ann 20", "buyin Bob 20", "game stud", "deal",
              "bet Bob 1, call Cal, fold Ann", "bet Bob 1, fold Cal")
    t("leave Cal settle")
    assert t.lines[-1] == ("Cal leaves for the night and settles: Cal pays the bank $1.00, the bank holds $41.00; "
                           "the night's settlement leaves Cal out. Bob deals next.")
    t("cashout Ann 18.50")
    t("cashout Bob 22.50")
    t("end")
    assert "The cash reconciles" in render_settlement(t.night)


def test_undo_takes_the_leave_and_its_payments_back():
    t = Table(*CAL_DOWN)
    before = dict(t.night.ledger.accounts)
    t("leave Cal settle")
    t("undo")
    assert t.lines[-1] == "Undone: leave Cal settle"
    assert t.night.gone == []
    assert {k: v for k, v in t.night.ledger.accounts.items() if v} == {k: v for k, v in before.items() if v}
    t("end")
    assert render_settlement(t.night).endswith(
        "Who pays whom (3 payments, the fewest possible):\n"
        "  Ann pays Bob $2.00\n"
        "  Cal pays Bob $1.00\n"
        "  Cal pays Dee $5.00")


def test_a_settled_leaver_who_comes_back_plays_on_from_even():
    t = Table(*CAL_DOWN)
    t("leave Cal settle")
    t("back Cal")
    assert t.lines[-1] == ("Cal is back at the table and plays on from even (the -$6.00 Cal had was settled when "
                           "Cal left). Cal deals next.")
    t("deal")                            # Cal antes $2.00 and takes $5.00 having put in $4.00: +$1.00, Dee -$1.00
    t("bet Dee 1, fold Ann, fold Bob, raise Cal 1, fold Dee")
    assert t.balances() == {"Ann": -200, "Bob": 300, "Cal": -500, "Dee": 400}
    t("end")
    # Only what Cal won since coming back is settled: Dee's $1.00 to him.
    assert render_settlement(t.night).endswith(
        "Who pays whom (2 payments, the fewest possible):\n"
        "  Ann pays Bob $2.00\n"
        "  Dee pays Cal $1.00")


def test_the_report_says_who_paid_whom_when_the_leaver_settled():
    t = Table(*CAL_DOWN, "leave Cal settle", "end")
    text = render(night_report(t.session.store, 1), "table")
    assert "Seats\n  Cal left after hand 2 and settled: Cal pays Dee $5.00, Cal pays Bob $1.00\n" in text
    assert text.endswith("Paid at the table when a player left (not paid again below)\n"
                         "From  To   Amount\n"
                         "----  ---  ------\n"
                         "Cal   Dee   $5.00\n"
                         "Cal   Bob   $1.00\n"
                         "\n"
                         "Who pays whom (1 payment, the fewest possible)\n"
                         "From  To   Amount\n"
                         "----  ---  ------\n"
                         "Ann   Bob   $2.00")


def test_a_payment_at_the_table_is_in_every_format_of_the_report():
    import csv
    import io
    import json
    t = Table(*CAL_DOWN, "leave Cal settle", "end")
    report = night_report(t.session.store, 1)
    assert json.loads(render(report, "json"))["settled_at_table"] == [
        {"from": "Cal", "to": "Dee", "amount": 500}, {"from": "Cal", "to": "Bob", "amount": 100}]
    rows = [r for r in csv.DictReader(io.StringIO(render(report, "csv"))) if r["record"] == "settled"]
    assert [(r["player"], r["to"], r["cents"], r["detail"]) for r in rows] == [
        ("Cal", "Dee", "500", "paid at the table when a player left"),
        ("Cal", "Bob", "100", "paid at the table when a player left")]
    assert ("## Paid at the table when a player left (not paid again below)\n\n"
            "| From | To | Amount |\n") in render(report, "markdown")
    page = render(report, "html")
    sheet = page[page.index('<section class="sheet">'):page.index("</section>")]     # the printed first page
    assert "<h2>Paid at the table when a player left (not paid again below)</h2>" in sheet
    assert "<td>Cal</td><td>Dee</td><td class=\"num\">$5.00</td>" in sheet
    empty = json.loads(render(night_report(Table(*CAL_UP, "end").session.store, 1), "json"))
    assert empty["settled_at_table"] == []


def test_bad_leave_settle_lines_are_refused_in_one_line():
    t = Table(*CAL_UP)
    assert t.refuse("leave Bob now") == "usage: leave PLAYER [settle]"
    assert t.refuse("sitout Bob settle") == "usage: sitout PLAYER"
    assert t.refuse("leave Zed settle") == "no player 'Zed' at the table (Ann, Bob, Cal, Dee)"
    t("leave Cal settle")
    assert t.refuse("leave Cal settle") == "Cal has already left"
    t("deal")
    assert t.refuse("leave Bob settle") == "hand 2 is being played: leave waits until it is settled (or misdealt)"


def test_a_leaver_whose_money_is_owed_to_players_gone_home_is_refused():
    # Bob takes $5.00 net, then leaves without settling: Cal's $1.00 is owed to Bob, who is not there.
    t = Table("night Ann Bob Cal Dee Eve", "game stud", "deal", "bet Bob 1, call Cal, fold Dee, fold Eve, fold Ann",
              "bet Bob 1, fold Cal", "leave Bob")
    assert t.balances() == {"Ann": -250, "Bob": 350, "Cal": -100, "Dee": 0, "Eve": 0}
    assert t.refuse("leave Cal settle") == (
        "Cal owes $1.00 but the players at the table are owed only $0.00 (the rest is owed to players who left): "
        "leave Cal without settle keeps it in the night's settlement")


def test_one_settles_takes_the_fewest_payments_and_never_turns_a_creditor_into_a_debtor():
    others = {"Ann": 300, "Bob": 500, "Dee": 200, "Eve": -1000}
    assert one_settles("Cal", -500, others) == [Transfer("Cal", "Bob", 500)]            # exactly Bob's
    assert one_settles("Cal", -200, others) == [Transfer("Cal", "Dee", 200)]            # exactly Dee's
    assert one_settles("Cal", -400, others) == [Transfer("Cal", "Bob", 400)]            # the largest covers it
    assert one_settles("Cal", -900, others) == [Transfer("Cal", "Bob", 500), Transfer("Cal", "Ann", 300),
                                                Transfer("Cal", "Dee", 100)]
    assert one_settles("Cal", 700, others) == [Transfer("Eve", "Cal", 700)]
    assert one_settles("Cal", -1100, others) is None
    assert one_settles("Cal", 0, others) == []


# --- any night: whoever leaves settled, every player's money is settled exactly once -------------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from refcli.kernel.errors import RefereeError  # noqa: E402
from refcli.kernel.ledger import cash_account  # noqa: E402
from refcli.book.report import transfers_for  # noqa: E402
from refcli.table.cash import to_settle  # noqa: E402

PLAYERS = ("Ann", "Bob", "Cal", "Dee", "Eve")
STEP = st.one_of(
    st.tuples(st.just("hand"), st.integers(0, 4), st.sampled_from(["1", ".50", ".25"])),
    st.tuples(st.just("leave"), st.integers(0, 4)),
    st.tuples(st.just("back"), st.integers(0, 4)),
    st.tuples(st.just("expense"), st.integers(0, 4)),
    st.tuples(st.just("undo"),))


def _step(t: Table, step) -> None:
    night = t.night
    if step[0] == "hand":
        t("deal")
        seats = len(t.night.hand.seats)
        folds = step[1] % (seats - 1)        # that many fold, the next bets, the rest fold: the bettor takes it
        t(", ".join(["fold"] * folds + [f"bet {step[2]}"] + ["fold"] * (seats - folds - 1)))
    elif step[0] == "leave":
        p = PLAYERS[step[1]]
        if p in night.gone or len(night.present) <= 2 or p not in night.present:
            return
        try:
            t(f"leave {p} settle")
        except RefereeError as exc:       # what he owes lies with players who have left: said, nothing done
            assert str(exc).startswith(f"{p} ") and "players who left" in str(exc)
            return
        assert to_settle(t.night)[p] == 0
    elif step[0] == "back":
        if PLAYERS[step[1]] in night.gone:
            t(f"back {PLAYERS[step[1]]}")
    elif step[0] == "expense":
        t(f"expense {PLAYERS[step[1]]} 3 pizza")
    elif night.hands_played or night.gone:
        t("undo")
        while t.night.hand is not None:      # a hand's last fold undone: back to before its deal
            t("undo")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEP, max_size=14), cash=st.booleans())
def test_any_night_with_leavers_who_settle_settles_every_cent_once(steps, cash):
    t = Table("night " + " ".join(PLAYERS), *([f"buyin {p} 20" for p in PLAYERS] if cash else []), "game stud")
    for step in steps:
        _step(t, step)
        if t.night.pick_game is None:
            t("game stud")
    t("end force" if cash else "end")
    night = t.night
    transfers, _ = transfers_for(night)
    ledger = night.ledger
    for p in night.players:
        # What he won or lost and his shared costs = what he settled at the table + his cash + tonight's transfers.
        owed = ledger.balance(p) + ledger.balance(f"(shared:{p})")
        met = (ledger.balance(f"(settled:{p})") + ledger.balance(cash_account(p)) +
               sum(x.amount for x in transfers if x.to == p) - sum(x.amount for x in transfers if x.frm == p))
        assert owed == met, p
    assert ledger.total() == 0


def test_run_json_lists_the_payments_made_at_the_table(tmp_path, capsys):
    import json

    from refcli.cli.main import main
    script = tmp_path / "night.txt"
    script.write_text("\n".join(CAL_DOWN + ["leave Cal settle", "end"]) + "\n")
    assert main(["run", str(script), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["settled_at_table"] == [{"from": "Cal", "to": "Dee", "amount": 500},
                                        {"from": "Cal", "to": "Bob", "amount": 100}]
    assert data["transfers"] == [{"from": "Ann", "to": "Bob", "amount": 200}]
    assert data["balances"] == {"Ann": -200, "Bob": 300, "Cal": -600, "Dee": 500}


def test_the_payments_read_back_from_the_store_and_follow_a_rename():
    from refcli.night.session import Session
    t = Table(*CAL_DOWN, "leave Cal settle", "rename Dee Deb")
    night = Session(t.session.store).current()[1]          # replayed from the log, not the session's copy
    assert night.settled == [["Cal", "Deb", 500], ["Cal", "Bob", 100]]
    t("end")
    assert "Paid at the table by players who left (not paid again below): Cal paid Deb $5.00; Cal paid Bob " \
           "$1.00." in render_settlement(t.night)


def test_balances_after_a_leaver_settled_say_what_was_paid_at_the_table():
    from refcli.book.report import render_reply
    t = Table(*CAL_DOWN, "leave Cal settle")
    reply = t("balances")
    assert render_reply(reply, t.night) == [
        "Player  Balance\n"
        "------  -------\n"
        "Ann      -$2.00\n"
        "Bob      +$3.00\n"
        "Cal      -$6.00\n"
        "Dee      +$5.00",
        "Paid at the table by players who left (the night's settlement leaves them out): Cal paid Dee $5.00; Cal "
        "paid Bob $1.00."]


def test_end_carry_carries_only_what_the_leaver_did_not_settle():
    t = Table(*CAL_DOWN, "leave Cal settle", "end carry")
    assert render_settlement(t.night).endswith(
        "Paid at the table by players who left (not paid again below): Cal paid Dee $5.00; Cal paid Bob $1.00.\n"
        "\n"
        "Carried to the next night instead of paid: Ann -$2.00; Bob +$2.00.\n"
        "Nobody pays anybody tonight.")
    assert {k: v for k, v in t.night.ledger.accounts.items() if k.startswith("(iou:") and v} == {
        "(iou:Ann)": -200, "(iou:Bob)": 200}
    from refcli.book.debts import book_debts
    assert book_debts(t.session.store).pairs() == [("Ann", "Bob", 200)]      # the season's debts: Cal paid his
