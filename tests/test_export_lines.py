"""A book exported as JSON lines (`export --lines`, export version 2) and imported a line at a time: the same
nights, reports and season as the book it came from; into itself nothing; a bad or oversize line anywhere
refused by its number, with nothing changed."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli

BETS = ("1", ".50", ".75")


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


def night(bet: str) -> list[str]:
    return ["night Ann Bob Cal", "game stud", "deal", f"bet bob {bet}, fold, fold", "deal", "undo", "deal",
            "bet cal 1, fold, fold", "end"]


@pytest.fixture(scope="module")
def host(tmp_path_factory) -> str:
    """Three nights of Ann, Bob and Cal, each with its own money."""
    tmp = tmp_path_factory.mktemp("host")
    db = str(tmp / "host.db")
    for i, bet in enumerate(BETS):
        path = tmp / f"night{i}.txt"
        path.write_text("\n".join(night(bet)) + "\n")
        assert invoke("--db", db, "run", str(path)).exit_code == 0
    return db


@pytest.fixture(scope="module")
def lines(host, tmp_path_factory) -> list[str]:
    out = invoke("--db", host, "export", "--lines", "all")
    assert out.exit_code == 0
    return out.output.splitlines()


def write(tmp_path, lines: list[str]) -> str:
    path = tmp_path / "book.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def book_views(db: str) -> list[str]:
    """What a member reads of the book: every night's report and the season."""
    views = [invoke("--db", db, "report", str(n)).output for n in (1, 2, 3)]
    return views + [invoke("--db", db, "season", "all").output, invoke("--db", db, "report", "--list").output]


def test_the_first_line_counts_what_follows_and_each_night_has_a_line(lines):
    head = json.loads(lines[0])
    assert {k: head[k] for k in ("format", "version", "nights", "members", "payments")} == {
        "format": "refcli-nights", "version": 2, "nights": 3, "members": 3, "payments": 0}
    assert len(lines) == 6
    nights = [json.loads(line)["night"] for line in lines[1:4]]
    assert [n["balances"] for n in nights] == [{"Ann": -150, "Bob": 0, "Cal": 150}] * 3     # as format 1 holds them
    assert [next(e["text"] for e in n["events"] if e["kind"] == "bet") for n in nights] == [
        f"bet bob {bet}, fold, fold" for bet in BETS]
    assert [list(json.loads(line)) for line in lines[4:]] == [["members"], ["payments"]]


def test_a_book_in_lines_imports_into_an_empty_store_as_it_was(host, lines, tmp_path):
    keeper = str(tmp_path / "keeper.db")
    out = invoke("--db", keeper, "import", write(tmp_path, lines), "--yes")
    assert out.exit_code == 0
    assert out.output.splitlines()[-1] == f"Imported 3 nights from {tmp_path / 'book.jsonl'}."
    assert book_views(keeper) == book_views(host)


def test_a_book_in_lines_imported_into_itself_changes_nothing_and_says_so(host, lines, tmp_path):
    before = book_views(host), invoke("--db", host, "export", "all").output
    out = invoke("--db", host, "import", "-", input="\n".join(lines) + "\n")
    assert out.exit_code == 0
    assert out.output.splitlines() == [
        f"Night {i} of the file ({day}, Ann, Bob, Cal) is already in the book as night {i}: skipped."
        for i, day in zip((1, 2, 3), [json.loads(line)["night"]["started_at"][:10] for line in lines[1:4]])
    ] + ["Nothing imported: every night of stdin is already in the book."]
    assert (book_views(host), invoke("--db", host, "export", "all").output) == before


def test_a_bad_night_in_the_middle_changes_nothing(lines, tmp_path):
    second = json.loads(lines[2])
    bet = next(e for e in second["night"]["events"] if e["kind"] == "bet")
    bet["payload"]["amount"] = 500
    doctored = lines[:2] + [json.dumps(second)] + lines[3:]
    keeper = str(tmp_path / "keeper.db")
    out = invoke("--db", keeper, "import", write(tmp_path, doctored), "--yes")
    assert (out.exit_code, out.output) == (1, f"Error: night 2 of {tmp_path / 'book.jsonl'} (line 3): event 4 (bet "
                                              "bob .50, fold, fold) does not replay: a bet is at most $1.00; nothing "
                                              "was imported\n")
    assert invoke("--db", keeper, "report", "--list").output == invoke("--db", str(tmp_path / "new.db"), "report",
                                                                       "--list").output


def test_a_line_longer_than_16_mib_is_refused_by_its_number(lines, tmp_path):
    huge = json.dumps({"night": {"events": [], "about": "x" * (16 * 2 ** 20)}})
    keeper = str(tmp_path / "keeper.db")
    path = write(tmp_path, lines[:2] + [huge] + lines[3:])
    out = invoke("--db", keeper, "import", path, "--yes")
    assert (out.exit_code, out.output) == (1, f"Error: line 3 of {path} is longer than 16 MiB: not a refcli export "
                                              "(a night is some 350 KiB)\n")


def test_a_file_cut_short_or_run_on_is_refused_before_anything_replays(lines, tmp_path):
    keeper = str(tmp_path / "keeper.db")
    path = write(tmp_path, lines[:3])
    assert invoke("--db", keeper, "import", path).output == (
        f"Error: {path} ends at line 3, before its night: not a whole export (its first line counts 3 nights)\n")
    path = write(tmp_path, lines[:2] + lines[3:])
    assert invoke("--db", keeper, "import", path).output == (
        f"Error: line 4 of {path} is not its night (its first line counts 3 nights)\n")
    path = write(tmp_path, lines + [lines[1]])
    assert invoke("--db", keeper, "import", path).output == (f"Error: line 7 of {path} follows the end of the export\n")
    path = write(tmp_path, lines[:3] + ["{not json"] + lines[4:])
    assert invoke("--db", keeper, "import", path).output == (f"Error: line 4 of {path} is not JSON: not a refcli "
                                                             "export\n")
    path = write(tmp_path, [lines[0].replace('"version":2', '"version":3')] + lines[1:])
    assert invoke("--db", keeper, "import", path).output == (
        f"Error: {path} was written by a newer refcli (export version 3); upgrade refcli\n")
    assert invoke("--db", keeper, "report", "--list").output == invoke("--db", str(tmp_path / "new.db"), "report",
                                                                       "--list").output


def test_export_in_lines_refuses_an_open_night_before_writing_a_line(host, tmp_path):
    db = str(tmp_path / "open.db")
    path = tmp_path / "night.txt"
    path.write_text("\n".join(night("1")) + "\n")
    assert invoke("--db", db, "run", str(path)).exit_code == 0
    assert invoke("--db", db, "night", "Ann", "Bob").exit_code == 0
    out = CliRunner().invoke(cli, ["--db", db, "export", "--lines", "1", "2"])
    assert (out.exit_code, out.stdout) == (1, "")
    assert out.output == "Error: night 2 is still open: end it before exporting it\n"
