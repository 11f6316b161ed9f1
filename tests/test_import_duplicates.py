"""A night is one night whatever its times or the bytes that carry it: an export whose events were moved by a
millisecond, or written out again in another layout, names each night already in the book as a duplicate and
skips it, instead of counting its money a second time."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.localtime import local_date

# Ann deals stud and antes $1.50; Bob bets $1, Cal and Ann fold: Bob +$1.50, Ann -$1.50. Carried: Ann owes Bob.
CARRIED = "night Ann Bob Cal\ngame stud\ndeal\nbet 1\nfold\nfold\nend carry\n"


def invoke(db: str, *args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["--db", db, *args], input=input)


def nets(db: str) -> dict:
    data = json.loads(invoke(db, "season", "all", "--format", "json").output)
    return {"debts": [(d["from"], d["to"], d["amount"]) for d in data["debts"]],
            "nets": [(n["night"], n["net"]) for n in data["nights"]]}


def later(stamp: str, ms: int = 1) -> str:
    when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ") + timedelta(milliseconds=ms)
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


def shifted_export(db: str, seq: int = 4) -> dict:
    """The book's export with event ``seq`` of its night a millisecond later."""
    data = json.loads(invoke(db, "export", "all").output)
    event = next(e for e in data["nights"][0]["events"] if e["seq"] == seq)
    event["created_at"] = later(event["created_at"])
    return data


def book(tmp_path) -> str:
    db = str(tmp_path / "club.db")
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    return db


def day_of(data: dict) -> str:
    night = data["nights"][0]
    return local_date(night["started_at"], night["meta"].get("tz"))


def test_a_night_with_one_event_a_millisecond_later_is_named_a_duplicate_of_the_book(tmp_path):
    db = book(tmp_path)
    data = shifted_export(db)
    before = nets(db)
    path = tmp_path / "shifted.json"
    path.write_text(json.dumps(data))
    out = invoke(db, "import", str(path))
    assert out.exit_code == 0
    assert out.output == (
        f"Night 1 of the file ({day_of(data)}, Ann, Bob, Cal) is night 1 of the book with other times or bytes: "
        "skipped as a duplicate.\n"
        f"Nothing imported: every night of {path} is already in the book.\n")
    assert nets(db) == before == {"debts": [("Ann", "Bob", 150)], "nets": [(1, {"Ann": -150, "Bob": 150, "Cal": 0})]}


def test_the_shifted_night_in_other_bytes_into_a_book_that_imported_the_original(tmp_path):
    host = book(tmp_path)
    original = invoke(host, "export", "all").output
    keeper = str(tmp_path / "keeper.db")
    assert invoke(keeper, "import", "-", input=original).output.endswith("Imported 1 night from stdin.\n")
    data = shifted_export(host, seq=1)
    data["nights"][0]["ended_at"] = later(data["nights"][0]["ended_at"], 60_000)   # the night's own times too
    again = invoke(keeper, "import", "-", input=json.dumps(data, indent=None, sort_keys=True, ensure_ascii=True))
    assert again.exit_code == 0
    assert again.output.splitlines() == [
        f"Night 1 of the file ({day_of(data)}, Ann, Bob, Cal) is night 1 of the book with other times or bytes: "
        "skipped as a duplicate.",
        "Nothing imported: every night of stdin is already in the book."]
    assert nets(keeper) == {"debts": [("Ann", "Bob", 150)], "nets": [(1, {"Ann": -150, "Bob": 150, "Cal": 0})]}


def test_a_payment_after_a_duplicate_night_follows_the_books_night(tmp_path):
    db = book(tmp_path)
    data = shifted_export(db)
    night = data["nights"][0]
    data["payments"] = [{"paid_at": night["ended_at"], "from": "Ann", "to": "Bob", "amount": 100,
                         "after": night["hash"]}]      # the hash of the shifted night: none of this book's
    out = invoke(db, "import", "-", "--yes", input=json.dumps(data))
    assert out.exit_code == 0
    assert out.output.splitlines()[1:] == [
        "stdin also changes the book, as refcli paid and refcli member would:",
        "  Ann pays Bob $1.00 of a carried debt: Ann still owes Bob 50¢.",
        "Imported 1 change to the book from stdin (every night of it is already in the book)."]
    assert nets(db)["debts"] == [("Ann", "Bob", 50)]


def test_a_night_that_differs_in_a_typed_line_is_another_night(tmp_path):
    db = book(tmp_path)
    data = json.loads(invoke(db, "export", "all").output)
    other = str(tmp_path / "other.db")
    typed = CARRIED.replace("fold\nfold\n", "fold cal\nfold ann\n")
    assert invoke(other, "run", "-", input=typed).exit_code == 0
    out = invoke(db, "import", "-", input=invoke(other, "export", "all").output)
    assert out.exit_code == 0
    assert out.output.splitlines()[-1] == "Imported 1 night from stdin."
    assert data["nights"][0]["hash"] != json.loads(invoke(other, "export", "all").output)["nights"][0]["hash"]


def test_two_nights_typed_alike_in_one_book_travel_as_two_and_once(tmp_path):
    # The same lines played on two dates: two nights of the host's book, each standing for one of the file's.
    host = str(tmp_path / "host.db")
    for _ in range(2):
        assert invoke(host, "run", "-", input=CARRIED).exit_code == 0
    exported = invoke(host, "export", "all").output
    keeper = str(tmp_path / "keeper.db")
    first = invoke(keeper, "import", "-", input=exported)
    assert first.output.splitlines()[-1] == "Imported 2 nights from stdin."
    assert nets(keeper)["debts"] == [("Ann", "Bob", 300)]
    data = json.loads(exported)
    for night in data["nights"]:
        night["events"][3]["created_at"] = later(night["events"][3]["created_at"])
    again = invoke(keeper, "import", "-", input=json.dumps(data))
    assert again.exit_code == 0
    day = day_of(data)
    assert again.output.splitlines() == [
        f"Night 1 of the file ({day}, Ann, Bob, Cal) is night 1 of the book with other times or bytes: "
        "skipped as a duplicate.",
        f"Night 2 of the file ({day}, Ann, Bob, Cal) is night 2 of the book with other times or bytes: "
        "skipped as a duplicate.",
        "Nothing imported: every night of stdin is already in the book."]
    assert nets(keeper)["debts"] == [("Ann", "Bob", 300)]
