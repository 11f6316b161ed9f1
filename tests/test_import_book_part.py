"""An import adds nights, and beside them only what the book's own verbs would allow: a payment between nights
passes the rules of `paid`, members those of `member rename` and `member merge`; each change is said, never
under "Nothing imported", and applied only after a yes (or --yes)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from refcli.cli.main import cli

# Ann deals stud and antes $1.50; Bob bets $1, Cal and Ann fold: Bob +$1.50, Ann -$1.50. Carried: Ann owes Bob.
CARRIED = "night Ann Bob Cal\ngame stud\ndeal\nbet 1\nfold\nfold\nend carry\n"


def invoke(db: str, *args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["--db", db, *args], input=input)


def debts(db: str) -> list[tuple[str, str, int]]:
    data = json.loads(invoke(db, "season", "all", "--format", "json").output)
    return [(d["from"], d["to"], d["amount"]) for d in data["debts"]]


def members(db: str) -> str:
    return invoke(db, "member", "list").output


def book_and_file(tmp_path, **change) -> tuple[str, str]:
    """A book holding the carried night, and its export with ``change`` made to the book part (a payment
    ``after`` True: made after the night, at its end)."""
    db = str(tmp_path / "club.db")
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    data = json.loads(invoke(db, "export", "all").output)
    night = data["nights"][0]
    for p in change.get("payments", ()):
        if p["after"] is True:
            p["after"], p["paid_at"] = night["hash"], night["ended_at"]
    data.update(change)
    path = tmp_path / "file.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return db, str(path)


def payment(payer: str, payee: str, cents: int, before_the_night: bool = False) -> dict:
    if before_the_night:        # made before any night of the book
        return {"paid_at": "2020-01-01T20:00:00.000Z", "from": payer, "to": payee, "amount": cents, "after": None}
    return {"paid_at": None, "from": payer, "to": payee, "amount": cents, "after": True}


def test_a_payment_larger_than_the_debt_is_refused_as_paid_refuses_it(tmp_path):
    db, path = book_and_file(tmp_path, payments=[payment("Ann", "Bob", 10000)])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1
    assert out.output == (f"Error: payment 1 of {path} (Ann pays Bob $100.00) is one refcli paid would refuse: "
                          "Ann owes Bob $1.50, less than $100.00; nothing was imported\n")
    assert debts(db) == [("Ann", "Bob", 150)]


def test_a_payment_from_a_file_whose_nights_are_all_in_the_book_is_said_and_asked_for(tmp_path):
    db, path = book_and_file(tmp_path, payments=[payment("Ann", "Bob", 100)])
    asked = invoke(db, "import", path)        # no terminal to ask at: refused, nothing applied
    assert asked.exit_code == 1
    assert "Nothing imported" not in asked.output
    assert asked.output.endswith(
        f"{path} also changes the book, as refcli paid and refcli member would:\n"
        "  Ann pays Bob $1.00 of a carried debt: Ann still owes Bob 50¢.\n"
        f"Error: {path} changes the book beside its nights (above): import it again with --yes to apply that; "
        "nothing was imported\n")
    assert debts(db) == [("Ann", "Bob", 150)]
    done = invoke(db, "import", path, "--yes")
    assert done.exit_code == 0
    assert done.output.endswith(
        "  Ann pays Bob $1.00 of a carried debt: Ann still owes Bob 50¢.\n"
        f"Imported 1 change to the book from {path} (every night of it is already in the book).\n")
    assert debts(db) == [("Ann", "Bob", 50)]
    again = invoke(db, "import", path, "--yes")       # the same payment twice is one payment
    assert again.output.endswith(f"Nothing imported: every night of {path} is already in the book.\n")
    assert debts(db) == [("Ann", "Bob", 50)]


def test_a_payment_made_before_the_night_whose_debt_it_pays_is_refused(tmp_path):
    db, path = book_and_file(tmp_path, payments=[payment("Ann", "Bob", 100, before_the_night=True)])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1
    assert out.output == (f"Error: payment 1 of {path} (Ann pays Bob $1.00 on 2020-01-01) pays more than Ann owed "
                          "Bob then; nothing was imported\n")
    assert debts(db) == [("Ann", "Bob", 150)]


def test_a_payment_naming_nobody_of_the_book_is_refused_and_makes_no_member(tmp_path):
    db, path = book_and_file(tmp_path, payments=[payment("Zed", "Bob", 100)])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1
    assert out.output == (f"Error: payment 1 of {path} names Zed, who is no member of this book nor sat at the "
                          "file's nights; nothing was imported\n")
    assert "Zed" not in members(db)


def test_a_payment_name_carrying_a_terminal_escape_is_printed_harmless(tmp_path):
    db, path = book_and_file(tmp_path, payments=[payment("Ev\x1b[2Jil", "Bob", 100)])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1 and "\x1b" not in out.output
    assert "names Ev" in out.output and "il, who is no member of this book" in out.output


def test_members_that_make_two_players_of_one_table_one_person_are_refused(tmp_path):
    db, path = book_and_file(tmp_path, members=[{"name": "Ann", "names": ["Ann", "Cal"]}])
    before = members(db)
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1
    assert out.output == (f"Error: the members of {path} make Ann and Cal one person, but they sat at the same "
                          "table (night 1): two people, not one; nothing was imported\n")
    assert members(db) == before


def test_a_member_the_book_never_met_is_refused(tmp_path):
    db, path = book_and_file(tmp_path, members=[{"name": "Zed", "names": ["Zed", "Zak"]}])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1
    assert out.output == (f"Error: the members of {path} name Zed, who sat at none of its nights and is no member "
                          "of this book; nothing was imported\n")


def test_a_member_name_that_is_no_name_is_refused(tmp_path):
    db, path = book_and_file(tmp_path, members=[{"name": "=1+1", "names": ["=1+1", "Ann"]}])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 1
    assert out.output.startswith(f"Error: the members of {path}: '=1+1' is not a usable name")
    assert out.output.endswith("; nothing was imported\n")


def test_a_rename_from_the_file_is_said_and_applied_after_yes(tmp_path):
    db, path = book_and_file(tmp_path, members=[{"name": "Annie", "names": ["Annie", "Ann"]}])
    out = invoke(db, "import", path, "--yes")
    assert out.exit_code == 0
    assert out.output.endswith("  Ann goes by Annie (names: Annie, Ann).\n"
                               f"Imported 1 change to the book from {path} (every night of it is already in the "
                               "book).\n")
    assert debts(db) == [("Annie", "Bob", 150)]


def test_an_export_imported_into_its_own_book_changes_nothing_and_says_so(tmp_path):
    db = str(tmp_path / "club.db")
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    assert invoke(db, "member", "rename", "Cal", "Carl").exit_code == 0
    assert invoke(db, "paid", "Ann", "Bob", "1").exit_code == 0
    exported = invoke(db, "export", "all").output
    before = (debts(db), members(db))
    out = invoke(db, "import", "-", input=exported)
    assert out.exit_code == 0
    assert out.output.endswith("Nothing imported: every night of stdin is already in the book.\n")
    assert (debts(db), members(db)) == before
