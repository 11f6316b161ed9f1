"""Cash in and out: buy-ins and cash-outs against the bank, kept apart from play, reconciled at end."""

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.ledger import BANK, cash_account

from tablekit import Table

# Ann deals stud and antes $1.50; Bob bets $1 and the others fold: Bob +$1.50, Ann -$1.50, Cal even.
OPEN = ("night Ann Bob Cal", "buyin Ann 10, buyin bob 10", "game stud", "deal")


def played() -> Table:
    t = Table(*OPEN)
    t("buyin cal 10")                  # during the hand: Bob is still the one to act
    assert t.lines[-1] == "Cal buys in for $10.00 · the bank holds $30.00"
    t("bet bob 1, fold, fold")
    return t


def test_buyins_are_cash_not_play_and_work_inside_a_hand():
    t = Table(*OPEN)
    t("buyin cal 10")
    assert t.night.hand is not None and t.balances() == {"Ann": -150, "Bob": 0, "Cal": 0}
    assert t.night.ledger.balance(BANK) == 3000
    assert t.night.ledger.balance(cash_account("Cal")) == -1000
    t("bet bob 1, fold, fold")
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}


def test_a_night_that_reconciles_closes_and_says_the_bank_settled_it():
    t = played()
    t("cashout cal 10, cashout ann 8.50, cashout bob 11.50")
    assert t.lines[-1] == "Bob cashes out $11.50 · the bank holds $0.00"
    t("end")
    assert t.lines[-1] == ("The cash reconciles: every cash-out matches the play and the bank is empty.")
    assert t.night.ended


def test_a_night_that_does_not_reconcile_is_refused_with_each_difference():
    t = played()
    t("cashout cal 11.25, cashout ann 8.50, cashout bob 10")
    message = t.refuse("end")
    assert message == ("the cash does not reconcile: Bob cashed out $1.50 less than bought in and won; Cal cashed out "
                       "$1.25 more than bought in and won; the bank still holds 25¢ — fix it with buyin/cashout, or close "
                       "the night anyway with end force")
    t("end force")
    assert t.night.ended
    assert t.lines[-1] == ("Closed without reconciling the cash: Bob cashed out $1.50 less than bought in and won; Cal "
                           "cashed out $1.25 more than bought in and won; the bank still holds 25¢.")


def test_a_loser_who_takes_too_much_is_told_in_his_loss():
    t = played()
    t("cashout ann 9, cashout bob 11.50, cashout cal 9.50")
    assert t.refuse("end").startswith("the cash does not reconcile: Ann cashed out 50¢ more than bought in, "
                                      "less the $1.50 lost; Cal cashed out 50¢ less than bought in —")


def test_bad_cash_lines_are_refused_and_change_nothing():
    t = played()
    assert t.refuse("buyin ann 10.10") == "10.10 is not a whole number of quarters"
    assert t.refuse("buyin ann") == "usage: buyin PLAYER AMOUNT"
    assert t.refuse("buyin zed 5") == "no player 'zed' at the table (Ann, Bob, Cal)"
    assert t.refuse("end now") == "end takes nothing after it but force or carry (got 'now')"


def test_a_night_on_credit_ends_as_before():
    t = Table("night Ann Bob", "game stud", "deal", "bet bob 1, fold")
    t("end")
    assert t.night.ended and t.balances() == {"Ann": -100, "Bob": 100}


def test_replay_keeps_the_cash():
    t = played()
    t("cashout cal 10")
    night, _ = t.session.replay(t.night_id)
    assert night.ledger.balance(BANK) == 2000 and night.ledger.balance(cash_account("Cal")) == 0


def script(tmp_path, *lines):
    path = tmp_path / "night.txt"
    path.write_text("\n".join(OPEN + ("buyin cal 10", "bet bob 1, fold, fold") + lines) + "\n")
    return str(path)


def test_run_refuses_an_unreconciled_end_unless_forced(tmp_path):
    runner = CliRunner()
    bad = runner.invoke(cli, ["run", script(tmp_path, "cashout cal 11.25", "end")])
    assert bad.exit_code == 1
    assert bad.output.splitlines()[-1] == (
        "line 8: the cash does not reconcile: Ann cashed out $8.50 less than bought in, less the $1.50 lost; Bob "
        "cashed out $11.50 less than bought in and won; Cal cashed out $1.25 more than bought in and won; the bank still holds $18.75 — "
        "fix it with buyin/cashout, or close the night anyway with end force")
    good = runner.invoke(cli, ["run", script(tmp_path, "cashout cal 10, cashout ann 8.50, cashout bob 11.50",
                                             "end")])
    assert good.exit_code == 0
    assert good.output.rstrip().endswith("The cash reconciles: every cash-out matches the play and the bank is "
                                         "empty, so the bank has settled the play already.\n\n"
                                         "Nobody pays anybody: the cash settled the night.")
    assert "Who pays whom" not in good.output


def test_one_shot_end_needs_force(tmp_path):
    db = str(tmp_path / "club.db")
    runner = CliRunner()
    for line in OPEN + ("buyin cal 10", "bet bob 1, fold, fold", "cashout cal 12"):
        assert runner.invoke(cli, ["--db", db] + line.split()).exit_code == 0, line
    refused = runner.invoke(cli, ["--db", db, "end"])
    assert refused.exit_code == 1 and refused.output.startswith("Error: the cash does not reconcile: Ann cashed "
                                                                "out $8.50 less than bought in, less the $1.50 lost;")
    assert invoke_status(runner, db) == "1 hand played · next: Bob deals 7 Card Stud · pot $0.00"
    forced = runner.invoke(cli, ["--db", db, "end", "--force"])
    assert forced.exit_code == 0
    assert ("The cash does not reconcile: Ann cashed out $8.50 less than bought in, less the $1.50 lost; Bob cashed "
            "out $11.50 less than bought in and won; Cal cashed out $2.00 more than bought in and won; the bank still holds $18.00."
            in forced.output)


def invoke_status(runner, db) -> str:
    return runner.invoke(cli, ["--db", db, "status"]).output.strip()


def test_report_csv_lists_every_movement_and_rebuilds_the_balances(tmp_path):
    import csv
    import io
    db = str(tmp_path / "club.db")
    runner = CliRunner()
    path = script(tmp_path, "cashout cal 10, cashout ann 8.50, cashout bob 11.50", "end")
    assert runner.invoke(cli, ["--db", db, "run", path]).exit_code == 0
    text = runner.invoke(cli, ["--db", db, "report", "--format", "csv"]).output
    rows = [r for r in csv.DictReader(io.StringIO(text)) if r["record"] == "movement"]
    assert [(r["hand"], r["player"], r["to"], r["cents"], r["reason"]) for r in rows] == [
        ("", "(cash:Ann)", "(bank)", "1000", "buy-in"), ("", "(cash:Bob)", "(bank)", "1000", "buy-in"),
        ("1", "Ann", "(pot)", "150", "ante"), ("1", "(cash:Cal)", "(bank)", "1000", "buy-in"),
        ("1", "Bob", "(pot)", "100", "bet"), ("1", "(pot)", "Bob", "250", "award"),
        ("", "(bank)", "(cash:Cal)", "1000", "cash-out"), ("", "(bank)", "(cash:Ann)", "850", "cash-out"),
        ("", "(bank)", "(cash:Bob)", "1150", "cash-out")]
    for player, balance in (("Ann", -150), ("Bob", 150), ("Cal", 0)):
        assert sum(int(r["cents"]) for r in rows if r["to"] == player) - sum(
            int(r["cents"]) for r in rows if r["player"] == player) == balance
    assert not [r for r in csv.DictReader(io.StringIO(text)) if r["record"] == "transfer"]   # the bank settled it
    with_bom = runner.invoke(cli, ["--db", db, "report", "--format", "csv", "--bom"]).output
    assert with_bom == "\ufeff" + text
    bad = runner.invoke(cli, ["--db", db, "report", "--bom"])
    assert bad.exit_code == 1 and bad.output == "Error: --bom is for --format csv\n"
    page = runner.invoke(cli, ["--db", db, "report", "--format", "html"]).output
    assert "<h2>Balances hand by hand</h2>" in page and "Bob +$1.50</text>" in page
    table = runner.invoke(cli, ["--db", db, "report"]).output
    assert table.rstrip().endswith("Who pays whom: nobody, the buy-ins and cash-outs settled the night")


def test_expenses_split_in_quarters_and_settle_with_the_play():
    t = Table("night Ann Bob Cal", "game stud", "deal")
    t("expense bob 10 pizza and beer")
    assert t.lines[-1] == ("Bob paid $10.00 for pizza and beer, split 3 ways: Cal owes Bob $3.25, Ann owes Bob "
                           "$3.25 (an odd quarter goes to Bob).")
    t("bet bob 1, fold, fold")
    t("expense cal 2 chips split ann,cal")
    assert t.lines[-1] == "Cal paid $2.00 for chips, split 2 ways: Ann owes Cal $1.00."
    t("expense ann 3 ice split bob")
    assert t.lines[-1] == "Ann paid $3.00 for ice, all of it Bob's: Bob owes Ann $3.00."
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}          # play only
    from refcli.book.report import render_settlement
    t("end")
    text = render_settlement(t.night)
    assert "Shared costs (settled with the play): Ann -$1.25; Bob +$3.50; Cal -$2.25." in text
    assert text.endswith("Who pays whom (2 payments, the fewest possible):\n  Ann pays Bob $2.75\n"
                         "  Cal pays Bob $2.25")


def test_bad_expenses_are_refused_in_one_line():
    t = Table("night Ann Bob Cal")
    assert t.refuse("expense ann 10") == "usage: expense PLAYER AMOUNT REASON [split all|NAME,NAME...]"
    assert t.refuse("expense ann 10 pizza split") == "split whom? split all, or split NAME,NAME..."
    assert t.refuse("expense ann 10 pizza split bob,zed") == "no player 'zed' at the table (Ann, Bob, Cal)"
    assert t.refuse("expense ann 10 pizza split bob,b") == "Bob is named twice in the split"
    assert t.refuse("expense ann 10.10 pizza") == "10.10 is not a whole number of quarters"
    t("expense ann 1 soda split ann")
    assert t.lines[-1] == "Ann paid $1.00 for soda, all of it Ann's: Ann's own cost, nobody owes anything."
    t("expense ann 1 soda split all")
    assert t.lines[-1] == ("Ann paid $1.00 for soda, split 3 ways: Bob owes Ann 25¢, Cal owes Ann 25¢ "
                           "(an odd quarter goes to Ann).")


def test_an_expense_split_by_all_leaves_out_a_player_gone_for_the_night():
    # QA note N11: Cal left after hand 1; `split all` is those still at the table.
    t = Table("night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold", "leave cal")
    t("expense ann 3 pizza")
    assert t.lines[-1] == "Ann paid $3.00 for pizza, split 2 ways: Bob owes Ann $1.50."
    t("expense ann 1 soda split bob,cal")    # named, a leaver still shares
    assert t.lines[-1] == "Ann paid $1.00 for soda, split 2 ways: Bob and Cal owe Ann 50¢ each."


def test_the_bank_may_pay_out_more_than_it_holds_and_end_says_so():
    t = Table("night Ann Bob", "buyin ann 5")
    t("cashout bob 6")
    assert t.lines[-1] == "Bob cashes out $6.00 · the bank has paid out $1.00 more than it took in"
    assert t.refuse("end") == ("the cash does not reconcile: Ann cashed out $5.00 less than bought in; Bob cashed out "
                               "$6.00 more than bought in and won; the bank paid out $1.00 more than it took in — fix it "
                               "with buyin/cashout, or close the night anyway with end force")


def test_a_night_where_some_play_on_credit_reconciles_and_they_settle_with_the_bank(tmp_path):
    # Ann deals 7 Card Stud (high) and antes $1.50; Bob bets $1 and both fold: Bob +$1.50, Ann -$1.50, Cal 0.
    # Bob bought in $5 and cashes out $6.50: his cash matches his play. Ann and Cal never touched the bank:
    # they play on credit, so the bank, $1.50 short, is settled with them: Ann pays the bank $1.50.
    from click.testing import CliRunner
    from refcli.cli.main import cli
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob Cal\nbuyin Bob 5\ngame stud high\ndeal\nbet bob 1, fold, fold\n"
                      "cashout Bob 6.50\nend\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code == 0
    assert out.output.endswith(
        "The cash reconciles: every cash-out matches the play; the bank is $1.50 short, which the players on "
        "credit (Ann and Cal) settle with it.\n\n"
        "Who pays whom (1 payment, the fewest possible):\n"
        "  Ann pays the bank $1.50\n")
    assert "cashed out" not in out.output          # nobody on credit is told he cashed out anything


def _report_every_format(tmp_path, lines) -> dict[str, object]:
    db = str(tmp_path / "club.db")
    runner = CliRunner()
    for line in lines:
        assert runner.invoke(cli, ["--db", db] + line.split()).exit_code == 0, line
    out = {}
    for fmt in ("table", "markdown", "csv", "json", "html"):
        result = runner.invoke(cli, ["--db", db, "report", "--format", fmt])
        assert result.exit_code == 0, (fmt, result.output)
        out[fmt] = result.output
    return out


def test_a_cash_night_with_money_in_the_pot_reports_in_every_format(tmp_path):
    # Ann bought in $20 and antes $2.00 for four: the $2.00 is in the pot, not missing from the bank.
    reports = _report_every_format(tmp_path, ("night Ann Bob Cal Dee", "buyin Ann 20", "game seven-card-stud",
                                              "deal"))
    assert "(in the pot)    $2.00" in reports["table"]
    assert reports["table"].rstrip().endswith("Who pays whom: not yet, $2.00 is in the pot (hand 1 is under way)")
    import json
    data = json.loads(reports["json"])
    assert data["balances"] == {"Ann": -200, "Bob": 0, "Cal": 0, "Dee": 0} and data["transfers"] == []
    assert "does not balance" not in "".join(str(v) for v in reports.values())


def test_a_penalty_between_hands_on_a_cash_night_is_the_pot_s_not_a_forgery(tmp_path):
    reports = _report_every_format(tmp_path, ("night Ann Bob Cal", "buyin Ann 20", "penalty Bob late"))
    assert reports["table"].rstrip().endswith("Who pays whom: not yet, $2.00 is in the pot (it waits for the next hand)")
    import json
    assert json.loads(reports["json"])["balances"] == {"Ann": 0, "Bob": -200, "Cal": 0}


def test_a_cash_player_leaving_while_a_penalty_waits_in_the_pot_settles_only_his_play():
    # Bob won $1.50 and bought in $10; Cal's penalty sits in the pot for the next hand. Bob leaves and
    # settles: the bank pays him his play, and the pot's $2.00 is nobody's debt to the bank.
    t = played()
    t("penalty cal late")
    t("leave bob settle")
    assert t.night.ledger.pot == 200
    assert t.lines[-1] == ("Bob leaves for the night and settles: the bank pays Bob $11.50, the bank holds $18.50; "
                           "the night's settlement leaves Bob out. Cal deals next.")
