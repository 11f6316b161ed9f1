"""Debts with two sides: `end carry` carries the night's payments as debts member to member; `paid` settles part
of one, at a night or between nights; the season lists what is still open, pair by pair."""

from __future__ import annotations

import json

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.registry import CLOSING
from refcli.table import cash

# Ann deals stud and antes $1.50; Bob bets $1, Cal and Ann fold: Bob +$1.50, Ann -$1.50. Carried.
CARRIED = "night Ann Bob Cal\ngame stud\ndeal\nbet 1\nfold\nfold\nend carry\n"
# No hand: Bob paid $6 of pizza for Ann, Cal $4 of beer for Ann. Carried: Ann owes Bob $6 and Cal $4.
TWO_CREDITORS = ("night Ann Bob Cal\nexpense Bob 6 pizza split Ann\nexpense Cal 4 beer split Ann\n"
                 "end carry\n")


def invoke(db: str, *args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["--db", db, *args], input=input)


def book(tmp_path, *nights: str) -> str:
    db = str(tmp_path / "club.db")
    for night in nights:
        out = invoke(db, "run", "-", input=night)
        assert out.exit_code == 0, out.output
    return db


def debts(db: str) -> list[tuple[str, str, int]]:
    data = json.loads(invoke(db, "season", "all", "--format", "json").output)
    return [(d["from"], d["to"], d["amount"]) for d in data["debts"]]


def club(db: str) -> str:
    return invoke(db, "season", "all").output.splitlines()[1]


def test_a_carried_night_is_debts_member_to_member_and_a_paid_night_clears_them(tmp_path):
    db = book(tmp_path, CARRIED)
    assert debts(db) == [("Ann", "Bob", 150)]
    assert club(db).endswith("Carried, not yet paid: Ann owes Bob $1.50.")
    # The next night: Ann pays what she owes (she owes Bob only, so Bob need not be named); no hand is played.
    assert invoke(db, "night").exit_code == 0
    out = invoke(db, "paid", "Ann", "1.50")
    assert out.output == "Ann pays Bob $1.50 of a carried debt: Ann and Bob are square.\n"
    assert invoke(db, "end").exit_code == 0
    assert debts(db) == []
    assert club(db).startswith("The club: 1 night, 1 hand, $2.50 through the pots")    # night 2 had no hand
    assert "Carried" not in club(db)


def test_paid_names_the_creditors_where_there_are_several(tmp_path):
    db = book(tmp_path, TWO_CREDITORS)
    assert debts(db) == [("Ann", "Bob", 600), ("Ann", "Cal", 400)]
    assert club(db) == ("No night has ended in this season. Carried, not yet paid: Ann owes Bob $6.00; "
                        "Ann owes Cal $4.00.")
    assert invoke(db, "night").exit_code == 0
    out = invoke(db, "paid", "Ann", "2")
    assert (out.exit_code, out.output) == (1, "Error: Ann owes Bob $6.00 and Cal $4.00: say who pays whom "
                                              "(paid Ann Bob AMOUNT)\n")
    assert invoke(db, "paid", "Ann", "Cal", "4").output == "Ann pays Cal $4.00 of a carried debt: Ann and Cal are square.\n"
    # Cal is square now: Ann owes Bob only, and `paid Ann` finds him; Bob, owed by Ann only, finds her.
    assert invoke(db, "paid", "Ann", "2").output == "Ann pays Bob $2.00 of a carried debt: Ann still owes Bob $4.00.\n"
    assert invoke(db, "paid", "bob", "1").output == "Ann pays Bob $1.00 of a carried debt: Ann still owes Bob $3.00.\n"
    assert invoke(db, "end").exit_code == 0
    assert debts(db) == [("Ann", "Bob", 300)]


def test_bad_payments_are_refused_in_one_line_and_change_nothing(tmp_path):
    db = book(tmp_path, TWO_CREDITORS)
    assert invoke(db, "night").exit_code == 0
    for args, said in [
        (("Ann", "Bob", "7"), "Ann owes Bob $6.00, less than $7.00"),
        (("Bob", "Ann", "1"), "Bob owes Ann nothing: it is Ann who owes Bob $6.00"),
        (("Bob", "Cal", "1"), "Bob owes Cal nothing carried"),
        (("Ann", "Bob", "1.10"), "1.10 is not a whole number of quarters"),
        (("Ann", "Zed", "1"), "no member goes by 'Zed' (refcli member list shows them)"),
        (("Ann", "Bob", "Cal", "1"), "usage: paid FROM [TO] AMOUNT"),
    ]:
        out = invoke(db, "paid", *args)
        assert (out.exit_code, out.output) == (1, f"Error: {said}\n"), args
    assert invoke(db, "end").exit_code == 0
    assert debts(db) == [("Ann", "Bob", 600), ("Ann", "Cal", 400)]


def test_paid_between_nights_settles_a_debt_of_the_book(tmp_path):
    db = book(tmp_path, TWO_CREDITORS)
    out = invoke(db, "paid", "ann", "cal", "1.50")
    assert (out.exit_code, out.output) == (0, "Ann pays Cal $1.50 of a carried debt: Ann still owes Cal $2.50.\n")
    assert debts(db) == [("Ann", "Bob", 600), ("Ann", "Cal", 250)]
    for args, said in [
        (("ann", "1"), "Ann owes Bob $6.00 and Cal $2.50: say who pays whom (paid Ann Bob AMOUNT)"),
        (("cal", "ann", "1"), "Cal owes Ann nothing: it is Ann who owes Cal $2.50"),
        (("ann", "cal", "3"), "Ann owes Cal $2.50, less than $3.00"),
        (("ann",), "usage: paid FROM [TO] AMOUNT"),
        (("zed", "1"), "no member goes by 'zed' (refcli member list shows them)"),
    ]:
        out = invoke(db, "paid", *args)
        assert (out.exit_code, out.output) == (1, f"Error: {said}\n"), args
    assert debts(db) == [("Ann", "Bob", 600), ("Ann", "Cal", 250)]
    assert invoke(db, "paid", "cal", "2.50").output == (
        "Ann pays Cal $2.50 of a carried debt: Ann and Cal are square.\n")


def test_debts_follow_a_member_through_a_rename(tmp_path):
    db = book(tmp_path, CARRIED)
    assert invoke(db, "member", "rename", "Bob", "Robert").exit_code == 0
    assert debts(db) == [("Ann", "Robert", 150)]
    assert invoke(db, "paid", "Ann", "bob", "1").output == (
        "Ann pays Robert $1.00 of a carried debt: Ann still owes Robert 50¢.\n")


def _hub_carry(ctx, action):
    """`end carry` as refcli stored it before debts had two sides: each player's net against (carried)."""
    if "carry" not in action.text.split():
        return []
    for p, cents in cash.to_settle(ctx.night).items():
        if cents > 0:
            ctx.pay(cash.CARRIED, cash.iou_account(p), cents, "carried")
        elif cents < 0:
            ctx.pay(cash.iou_account(p), cash.CARRIED, -cents, "carried")
    return [cash.carried_line(ctx.night)]


def test_a_night_carried_the_old_way_reads_as_the_payments_its_end_printed(tmp_path, monkeypatch):
    with monkeypatch.context() as m:
        m.setitem(CLOSING._entries, "carry", _hub_carry)
        db = book(tmp_path, TWO_CREDITORS)
    assert debts(db) == [("Ann", "Bob", 600), ("Ann", "Cal", 400)]
    # And a `paid NAME AMOUNT` stored before payments named both sides settles NAME's debts in name order.
    from refcli.night.session import Session
    from refcli.log.store import Store
    with Store(db) as store:
        session = Session(store)
        session.execute("night Ann Bob Cal")
        night_id = store.open_night().id
        store.append(night_id, "paid", {"player": "Ann", "amount": 700, "v": 2}, "paid Ann 7")
        session.execute("end")
    assert debts(db) == [("Ann", "Cal", 300)]


def test_an_export_carries_members_and_payments_between_nights(tmp_path):
    db = book(tmp_path, TWO_CREDITORS, CARRIED)
    assert invoke(db, "member", "rename", "Cal", "Carl").exit_code == 0
    assert invoke(db, "paid", "Ann", "Carl", "1").exit_code == 0
    exported = invoke(db, "export", "all").output
    other = str(tmp_path / "other.db")
    asked = invoke(other, "import", "-", input=exported)       # stdin is the file: nobody to ask
    assert asked.exit_code == 1 and asked.output.endswith(
        "stdin also changes the book, as refcli paid and refcli member would:\n"
        "  Cal goes by Carl (names: Carl, Cal).\n"
        "  Ann pays Carl $1.00 of a carried debt: Ann still owes Carl $3.00.\n"
        "Error: stdin changes the book beside its nights (above): import it again with --yes to apply that; "
        "nothing was imported\n")
    assert invoke(other, "report", "--list").output == "No nights in the store yet: start one with night NAME NAME ...\n"
    out = invoke(other, "import", "-", "--yes", input=exported)
    assert out.exit_code == 0, out.output
    assert out.output.endswith("Imported 2 nights and 2 changes to the book from stdin.\n")
    assert debts(other) == debts(db) == [("Ann", "Bob", 750), ("Ann", "Carl", 300)]
    mine = json.loads(invoke(db, "season", "all", "--format", "json").output)
    theirs = json.loads(invoke(other, "season", "all", "--format", "json").output)
    assert theirs["players"] == mine["players"]
    assert invoke(other, "member", "list").output == invoke(db, "member", "list").output
    again = invoke(other, "import", "-", input=exported)      # nothing twice: not the nights, not the payment
    assert again.exit_code == 0 and debts(other) == [("Ann", "Bob", 750), ("Ann", "Carl", 300)]


def test_a_creditor_away_tonight_is_named_in_full_before_a_seat_his_name_begins(tmp_path):
    db = book(tmp_path, TWO_CREDITORS)
    assert invoke(db, "night", "Ann", "Bob", "new", "Cali").exit_code == 0
    out = invoke(db, "paid", "Ann", "Cal", "1")
    assert (out.exit_code, out.output) == (0, "Ann pays Cal $1.00 of a carried debt: Ann still owes Cal $3.00.\n")
    assert invoke(db, "paid", "Ann", "Cali", "1").output == "Error: Ann owes Cali nothing carried\n"
