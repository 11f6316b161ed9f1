"""Balances carried to the next night and settled with `paid`; the roster a new night is seated from."""

from __future__ import annotations

import json

from click.testing import CliRunner

from refcli.cli.main import cli
from headkit import without_head

# Ann deals stud and antes $1.50; Bob bets $1 and takes the pot; Bob paid $10 of pizza for everyone
# (Bob's share $3.50 with the odd quarter, Ann and Cal $3.25 each).
NIGHT = ["night Ann Bob Cal", "game stud", "deal", "expense bob 10 pizza", "bet bob 1, fold, fold"]


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


def carried_store(tmp_path) -> str:
    db = str(tmp_path / "club.db")
    path = tmp_path / "night.txt"
    path.write_text("\n".join(NIGHT + ["end carry"]) + "\n")
    out = invoke("--db", db, "run", str(path))
    assert out.exit_code == 0
    assert without_head(out.output).rstrip().endswith("Carried to the next night instead of paid: Ann -$4.75; "
                                                      "Bob +$8.00; Cal -$3.25.\nNobody pays anybody tonight.")
    return db


def ious(db: str) -> dict[str, tuple[int, int]]:
    data = json.loads(invoke("--db", db, "season", "--format", "json").output)
    return {p["name"]: (p["iou"], p["overpaid"]) for p in data["players"]}


def test_carried_balances_run_on_until_paid(tmp_path):
    db = carried_store(tmp_path)
    assert ious(db) == {"Bob": (800, 0), "Cal": (-325, 0), "Ann": (-475, 0)}
    season = invoke("--db", db, "season").output.splitlines()[1]
    assert season.endswith("Carried, not yet paid: Ann owes Bob $4.75; Cal owes Bob $3.25.")
    assert invoke("--db", db, "night").output.startswith("Night opened: Ann, Bob, Cal (clockwise).")
    said = invoke("--db", db, "paid", "ann", "4.75").output
    assert said == "Ann pays Bob $4.75 of a carried debt: Ann and Bob are square.\n"
    over = invoke("--db", db, "paid", "bob", "8")      # only Cal owes Bob now: Bob is paid by him
    assert over.exit_code == 1 and over.output == "Error: Cal owes Bob $3.25, less than $8.00\n"
    assert invoke("--db", db, "paid", "bob", "3.25").output == (
        "Cal pays Bob $3.25 of a carried debt: Cal and Bob are square.\n")
    none = invoke("--db", db, "paid", "cal", "4")
    assert none.exit_code == 1
    assert none.output == "Error: Cal owes nobody and nobody owes Cal: nothing carried to pay\n"
    assert invoke("--db", db, "end").exit_code == 0
    assert ious(db) == {"Bob": (0, 0), "Cal": (0, 0), "Ann": (0, 0)}
    assert "Carried" not in invoke("--db", db, "season").output


def test_end_carry_from_the_command_line_and_bad_paid(tmp_path):
    db = str(tmp_path / "club.db")
    for line in NIGHT:
        assert invoke("--db", db, *line.split()).exit_code == 0, line
    bad = invoke("--db", db, "paid", "ann", "1.10")
    assert bad.exit_code == 1 and bad.output == "Error: 1.10 is not a whole number of quarters\n"
    assert invoke("--db", db, "paid", "zed", "1").output == "Error: no player 'zed' at the table (Ann, Bob, Cal)\n"
    out = invoke("--db", db, "end", "--carry")
    assert out.exit_code == 0 and "Carried to the next night instead of paid: Ann -$4.75; Bob +$8.00;" in out.output
    assert invoke("--db", db, "end", "carry", "carry").exit_code == 1


def test_the_roster_seats_members_by_their_own_names(tmp_path):
    db = carried_store(tmp_path)
    assert invoke("--db", db, "night", "ann", "bo", "new", "Anne", "Dee").output.splitlines() == [
        "New members: Anne, Dee.",
        "Night opened: Ann, Bob, Anne, Dee (clockwise). Ann deals first and picks the first game."]
    assert invoke("--db", db, "end").exit_code == 0
    slip = invoke("--db", db, "night", "Ann", "Bbo")
    assert slip.exit_code == 1
    assert slip.output == "Error: 'Bbo' is not in the roster: did you mean Bob? (new Bbo seats a new member)\n"
    assert invoke("--db", db, "night", "an", "Bob").output == "Error: 'an' could be Ann or Anne: type more letters\n"
    assert invoke("--db", db, "night", "Bob", "new", "ann").output == (
        "Error: Ann is already a member: seat him without new\n")
    regulars = invoke("--db", db, "night", "--regulars")
    assert regulars.output.startswith("Night opened: Ann, Bob, Anne, Dee (clockwise).")


def test_a_script_is_seated_from_the_roster_too(tmp_path):
    db = carried_store(tmp_path)
    path = tmp_path / "next.txt"
    path.write_text("night cal ann bob\ngame stud\ndeal\nbet ann 1, fold, fold\nend\n")
    out = invoke("--db", db, "run", str(path))
    assert out.exit_code == 0 and "Cal     +$1.50" not in out.output
    report = json.loads(invoke("--db", db, "report", "--format", "json").output)
    assert report["players"] == ["Cal", "Ann", "Bob"] and report["balances"] == {"Cal": -150, "Ann": 150, "Bob": 0}


def test_the_regulars_and_the_roster_follow_renames_joins_and_leaves(tmp_path):
    db = str(tmp_path / "club.db")
    for line in ("night Ann Bob Gil", "join Ivy", "rename Gil Gill", "leave Bob", "end"):
        assert invoke("--db", db, *line.split()).exit_code == 0, line
    # Last night ended with Ann, Gill and Ivy at the table (Bob left): they are the regulars.
    assert invoke("--db", db, "night").output.startswith("Night opened: Ann, Gill, Ivy (clockwise).")
    assert invoke("--db", db, "end").exit_code == 0
    # The fixed name and the late arrival are members: typed for a new night they are found, not refused.
    out = invoke("--db", db, "night", "ann", "gill", "iv", "bob")
    assert out.output.startswith("Night opened: Ann, Gill, Ivy, Bob (clockwise).")


def test_end_carry_says_what_was_carried_once(tmp_path):
    # QA note N23: the line the carry says and the settlement's own line were both printed.
    db = str(tmp_path / "club.db")
    for line in NIGHT:
        assert invoke("--db", db, *line.split()).exit_code == 0, line
    out = invoke("--db", db, "end", "--carry")
    assert out.exit_code == 0
    assert out.output.count("Carried to the next night instead of paid: Ann -$4.75; Bob +$8.00; Cal -$3.25.") == 1
    assert without_head(out.output).endswith("Cal -$3.25.\nNobody pays anybody tonight.\n")
