"""A rename moves a player's whole night to the new name: his play, his cash with the bank, his shared costs
and anything carried. Two renames used to lose money: a buy-in stayed under the old name (the bank held it
"over" and nobody was paid), and a shared cost split with a renamed player left his part behind (`end` failed
with an internal error, and every report of the night after it)."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.ledger import cash_account
from refcli.night.session import Session
from refcli.log.store import Store
from refcli.table import seats
from refcli.table.cash import shared_account

from tablekit import Table


def run(script: str, *args: str):
    return CliRunner().invoke(cli, ["run", "-", *args], input=script)


def test_a_buyin_follows_the_player_through_a_rename():
    t = Table("night Ann Bob Cal", "buyin Bob 20", "rename Bob Robert")
    assert t.night.ledger.balance(cash_account("Robert")) == -2000
    assert cash_account("Bob") not in t.night.ledger.accounts
    t("end force")
    assert t.lines[-1] == "Closed without reconciling the cash: Robert cashed out $20.00 less than bought in."


def test_a_renamed_buyin_is_paid_back_by_the_bank_in_the_report():
    result = run("night Ann Bob Cal\nbuyin Bob 20\nrename Bob Robert\nend force\n")
    assert result.exit_code == 0, result.output
    assert result.output.endswith("The cash does not reconcile: Robert cashed out $20.00 less than bought in.\n\n"
                                  "Who pays whom (1 payment, the fewest possible):\n"
                                  "  the bank pays Robert $20.00\n")


def test_a_cashout_after_a_rename_settles_the_buyin_before_it():
    result = run("night Ann Bob Cal\nbuyin Bob 20\nrename Bob Robert\ncashout Robert 20\nend\n")
    assert result.exit_code == 0, result.output
    assert "The cash reconciles: every cash-out matches the play and the bank is empty" in result.output
    assert "Nobody pays anybody: the cash settled the night." in result.output


def test_the_csv_keeps_one_cash_account_under_the_new_name(tmp_path):
    db = str(tmp_path / "book.db")
    result = run("night Ann Bob Cal\nbuyin Bob 20\nrename Bob Robert\ncashout Robert 20\nend\n", "--db", db)
    assert result.exit_code == 0, result.output
    csv = CliRunner().invoke(cli, ["--db", db, "report", "1", "--format", "csv"]).output
    assert [line for line in csv.splitlines() if line.startswith("movement")] == [
        "movement,1,2026-11-26,,,,,(cash:Robert),(bank),,20.00,2000,,buy-in".replace("2026-11-26", _date(csv)),
        "movement,1,2026-11-26,,,,,(bank),(cash:Robert),,20.00,2000,,cash-out".replace("2026-11-26", _date(csv))]


def _date(csv: str) -> str:
    return csv.splitlines()[1].split(",")[2]


def test_an_expense_shared_with_a_renamed_player_settles_under_his_new_name():
    t = Table("night Ann Bob Cal", "expense Ann 12 pizza split Bob,Cal", "rename Bob Robert")
    assert t.night.ledger.balance(shared_account("Robert")) == -600
    result = run("night Ann Bob Cal\nexpense Ann 12 pizza split Bob,Cal\nrename Bob Robert\nend\n")
    assert result.exit_code == 0, result.output
    assert result.output.endswith("Shared costs (settled with the play): Ann +$12.00; Robert -$6.00; Cal -$6.00.\n\n"
                                  "Who pays whom (2 payments, the fewest possible):\n"
                                  "  Cal pays Ann $6.00\n"
                                  "  Robert pays Ann $6.00\n")


def test_a_renamed_payer_of_an_expense_is_owed_under_his_new_name():
    t = Table("night Ann Bob Cal", "expense Bob 12 pizza", "rename Bob Robert", "end")
    from refcli.table.cash import to_settle
    assert to_settle(t.night) == {"Ann": -400, "Robert": 800, "Cal": -400}


def _old_rename_in(night, old, new):
    """The rename as refcli did it before: the play moved, the cash and shared-cost accounts stayed behind."""
    night.players[night.players.index(old)] = new
    night.away[:] = [new if p == old else p for p in night.away]
    night.gone[:] = [new if p == old else p for p in night.gone]
    night.ledger.accounts = {(new if k == old else k): v for k, v in night.ledger.accounts.items()}


def test_a_night_stored_with_the_old_rename_reads_right(tmp_path, monkeypatch):
    """Events are facts: a night whose `end` was stored by the rename that left the accounts behind reads
    right now, because the names are resolved when the night is replayed (nothing stored is rewritten)."""
    db = tmp_path / "book.db"
    with monkeypatch.context() as m:
        m.setattr(seats, "rename_in", _old_rename_in)
        s = Session(Store(str(db)))
        for line in ("night Ann Bob Cal", "expense Ann 12 pizza split Bob,Cal", "buyin Cal 10",
                     "rename Bob Robert", "rename Cal Carl", "cashout Carl 10"):
            s.execute(line)
        try:
            s.execute("end force")
        except ValueError:
            pass        # the old code failed here, after the end was stored
    stored = [e.kind for e in Store(str(db)).events(1)]
    assert stored[-1] == "end"
    result = CliRunner().invoke(cli, ["--db", str(db), "report", "1"])
    assert result.exit_code == 0, result.output
    assert ("Paid by  Amount  For    Shared by\n"
            "-------  ------  -----  ------------\n"
            "Ann      $12.00  pizza  Robert, Carl\n") in result.output
    assert result.output.endswith("Who pays whom (2 payments, the fewest possible)\n"
                                  "From    To   Amount\n"
                                  "------  ---  ------\n"
                                  "Carl    Ann   $6.00\n"
                                  "Robert  Ann   $6.00\n")
