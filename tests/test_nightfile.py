"""Nights exported from one store and imported into another: replayed, verified, all or none, once."""

from __future__ import annotations

import json
import os
import shutil

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.log.store import Store

HERE = os.path.join(os.path.dirname(__file__), "fixtures")
NIGHT = ["night Ann Bob Cal", "buyin ann 10, buyin bob 10, buyin cal 10", "game stud", "deal",
         "bet bob 1, fold, fold", "deal", "undo", "deal", "bet cal 1, fold, fold",
         "cashout ann 8.50, cashout bob 10, cashout cal 11.50", "end"]


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


# The same money typed otherwise: two nights whose events differ only in their times are one night to an import.
SECOND = [line.replace("bet bob 1, fold, fold", "bet bob 1, fold cal, fold ann") for line in NIGHT]


def host_store(tmp_path, nights: int = 2) -> str:
    db = str(tmp_path / "host.db")
    for i in range(nights):
        path = tmp_path / f"night{i}.txt"
        path.write_text("\n".join(SECOND if i % 2 else NIGHT) + "\n")
        assert invoke("--db", db, "run", str(path)).exit_code == 0
    return db


def exported(tmp_path, *nights: str) -> str:
    db = host_store(tmp_path)
    out = invoke("--db", db, "export", *nights)
    assert out.exit_code == 0
    path = tmp_path / "book.json"
    path.write_text(out.output)
    return str(path)


def test_export_then_import_twice(tmp_path):
    book = exported(tmp_path, "1", "2")
    data = json.loads(open(book).read())
    assert (data["format"], data["version"], len(data["nights"])) == ("refcli-nights", 1, 2)
    first = data["nights"][0]
    assert first["balances"] == {"Ann": -150, "Bob": 0, "Cal": 150}
    game = next(e for e in first["events"] if e["kind"] == "game")
    assert game["payload"]["game"]["id"] == "seven-card-stud"          # the game rides in the file
    assert any(e["kind"] == "undo" for e in first["events"])

    keeper = str(tmp_path / "keeper.db")
    once = invoke("--db", keeper, "import", book)
    assert once.exit_code == 0
    assert once.output.splitlines()[-1] == f"Imported 2 nights from {book}."
    again = invoke("--db", keeper, "import", book)
    assert again.exit_code == 0
    from refcli.kernel.localtime import local_date     # the night's date where it was played, as report prints it
    day = local_date(first["started_at"], first["meta"].get("tz"))
    assert again.output.splitlines() == [
        f"Night 1 of the file ({day}, Ann, Bob, Cal) is already in the book as night 1: "
        "skipped.",
        f"Night 2 of the file ({day}, Ann, Bob, Cal) is already in the book as night 2: "
        "skipped.",
        f"Nothing imported: every night of {book} is already in the book."]
    report = json.loads(invoke("--db", keeper, "report", "2", "--format", "json").output)
    assert report["balances"] == {"Ann": -150, "Bob": 0, "Cal": 150} and report["ended"]
    season = json.loads(invoke("--db", keeper, "season", "all", "--format", "json").output)
    assert {p["name"]: p["net"] for p in season["players"]} == {"Ann": -300, "Bob": 0, "Cal": 300}
    # Back into the store it came from: the same nights, so nothing changes.
    home = invoke("--db", str(tmp_path / "host.db"), "import", book)
    assert home.output.splitlines()[-1] == f"Nothing imported: every night of {book} is already in the book."


def _doctor(book: str, change) -> None:
    data = json.loads(open(book).read())
    change(data)
    with open(book, "w") as f:
        json.dump(data, f)


def _nights(db: str) -> int:
    with Store(db) as store:
        return len(store.nights())


def test_a_file_whose_money_does_not_replay_is_refused_whole(tmp_path):
    book = exported(tmp_path, "1", "2")
    _doctor(book, lambda d: d["nights"][1]["balances"].update(Ann=-125, Bob=-25))
    keeper = str(tmp_path / "keeper.db")
    out = invoke("--db", keeper, "import", book)
    assert out.exit_code == 1
    assert out.output == (f"Error: night 2 of {book} does not replay to its balances (Ann -$1.25 in the file, "
                          "-$1.50 replayed; Bob -25¢ in the file, $0.00 replayed); nothing was imported\n")
    assert _nights(keeper) == 0          # night 1 was good, but the file goes in whole or not at all


def test_an_event_the_table_refuses_stops_the_import(tmp_path):
    book = exported(tmp_path, "1")

    def bigger_bet(d):
        bet = next(e for e in d["nights"][0]["events"] if e["kind"] == "bet")
        bet["payload"]["amount"] = 500
    _doctor(book, bigger_bet)
    out = invoke("--db", str(tmp_path / "keeper.db"), "import", book)
    assert out.exit_code == 1
    assert out.output == (f"Error: night 1 of {book}: event 7 (bet bob 1, fold, fold) does not replay: a bet is "
                          "at most $1.00; nothing was imported\n")


def test_bad_files_and_nights(tmp_path):
    db = host_store(tmp_path, 1)
    assert invoke("--db", db, "export", "7").output == "Error: there is no night 7\n"
    assert invoke("--db", db, "export").output == "Error: name the nights to export: refcli export NIGHT ... (or all)\n"
    assert invoke("--db", db, "night", "Ann", "Bob").exit_code == 0
    assert invoke("--db", db, "export", "2").output == "Error: night 2 is still open: end it before exporting it\n"
    junk = tmp_path / "junk.json"
    junk.write_text("[1, 2]")
    assert invoke("--db", db, "import", str(junk)).output == (
        f"Error: {junk} is not a refcli export (refcli export NIGHT ... writes one)\n")
    junk.write_text('{"format": "refcli-nights", "version": 9, "nights": []}')
    assert invoke("--db", db, "import", str(junk)).output == (
        f"Error: {junk} was written by a newer refcli (export version 9); upgrade refcli\n")
    junk.write_text('{"format": "refcli-nights", "version": 1, "nights": [{"events": 3}]}')
    assert invoke("--db", db, "import", str(junk)).output == (
        f"Error: night 1 of {junk} is damaged (its fields are not those of an export)\n")
    assert invoke("--db", db, "import", str(tmp_path / "none.json")).exit_code == 1


def test_an_old_store_travels(tmp_path):
    old = tmp_path / "old.db"
    shutil.copy(os.path.join(HERE, "store-v1.db"), old)
    out = invoke("--db", str(old), "export", "all")
    assert out.exit_code == 0
    book = tmp_path / "old.json"
    book.write_text(out.stdout)      # the file is what goes to stdout (a notice goes to stderr)
    keeper = str(tmp_path / "keeper.db")
    done = invoke("--db", keeper, "import", str(book))
    assert done.exit_code == 0 and done.output.splitlines()[-1] == f"Imported 16 nights from {book}."
    with open(os.path.join(HERE, "store-v1.json"), encoding="utf-8") as f:
        expected = [n for n in json.load(f) if n["ended"]]
    for night_id, want in enumerate(expected, start=1):
        got = json.loads(invoke("--db", keeper, "report", str(night_id), "--format", "json").output)
        assert got["balances"] == want["balances"], want["source"]


def test_money_the_actions_did_not_move_is_refused_even_when_the_balances_agree(tmp_path):
    book = exported(tmp_path, "1")

    def richer_award(d):
        night = d["nights"][0]
        award = next(e for e in night["events"] if e["kind"] == "fold" and "ruling" in e["payload"])
        award["payload"]["postings"] = [["(pot)", "Bob", 250, "award"], ["Ann", "Bob", 100, "award"]]
        night["balances"].update(Ann=-250, Bob=250)
    _doctor(book, richer_award)
    out = invoke("--db", str(tmp_path / "keeper.db"), "import", book)
    assert out.exit_code == 1
    assert out.output == (f"Error: night 1 of {book}: event 9 (bet bob 1, fold, fold) records other money than "
                          "the table moves for it; nothing was imported\n")
