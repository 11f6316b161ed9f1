"""The season's small truths: a member's hands are the hands he was dealt into; a night with no hand is no club
night; `schedule` takes the book's regulars when the house file lists no members."""

from __future__ import annotations

import json

from click.testing import CliRunner

from refcli.cli.main import cli

# Hand 1: Ann, Bob, Cal. Dee joins and Cal leaves: hand 2 is Ann, Bob, Dee. Ann sits out: hand 3 is Bob, Dee.
COMINGS_AND_GOINGS = ("night Ann Bob Cal\ngame stud\ndeal\nfold\nfold\njoin Dee\nleave Cal\ndeal\nfold\nfold\n"
                      "sitout Ann\ndeal\nfold\nend\n")


def invoke(db: str, *args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["--db", db, *args], input=input)


def test_a_members_hands_are_those_he_was_dealt_into(tmp_path):
    db = str(tmp_path / "club.db")
    assert invoke(db, "run", "-", input=COMINGS_AND_GOINGS).exit_code == 0
    assert invoke(db, "run", "-", input="night Ann Bob\nend\n").exit_code == 0       # no hand: no club night
    data = json.loads(invoke(db, "season", "all", "--format", "json").output)
    assert {p["name"]: (p["hands"], p["nights"]) for p in data["players"]} == {
        "Ann": (2, 1), "Bob": (3, 1), "Cal": (1, 1), "Dee": (2, 1)}
    assert data["totals"]["nights"] == 1 and data["totals"]["hands"] == 3
    card = invoke(db, "player", "cal").output.splitlines()
    assert card[0] == "Cal: 1 night, 1 hand, won 0, net $0.00; biggest share won $0.00"
    day = data["nights"][0]["date"]
    assert card[4] == f"    1  {day}      1    0  $0.00    $0.00"      # night 1: Cal was dealt 1 hand of 3


def test_schedule_takes_the_regulars_when_the_house_file_lists_no_members(tmp_path):
    db = str(tmp_path / "club.db")
    assert invoke(db, "run", "-", input=COMINGS_AND_GOINGS).exit_code == 0
    assert invoke(db, "member", "rename", "Dee", "Deb").exit_code == 0
    out = invoke(db, "schedule", "2027")
    assert out.exit_code == 0
    assert out.output.splitlines()[:7] == [
        "Third Fridays of 2027, 19:00, hosts in turn: Ann, Bob, Cal, Deb", "",
        "Date        Host", "----------  ----", "Fri Jan 15  Ann", "Fri Feb 19  Bob", "Fri Mar 19  Cal"]
    assert out.output.splitlines()[7] == "Fri Apr 16  Deb"


def test_schedule_with_no_members_and_no_regulars_says_how_to_set_them(tmp_path):
    db = str(tmp_path / "club.db")
    assert invoke(db, "run", "-", input="night Ann Bob\nend\n").exit_code == 0      # no hand: nobody played
    out = invoke(db, "schedule", "2027")
    assert out.exit_code == 1
    assert out.output.startswith("Error: no club members are set: list them in a house file")


def test_the_seats_read_from_the_seat_events_are_the_seats_the_table_dealt(tmp_path):
    """The season reads who was dealt each hand from the seat events (quick); a replay of the night says the
    same, for comings and goings, a return, a rename and a misdeal."""
    from refcli.book.digest import _dealt_by_replay, _dealt_from_seats, live_events
    from refcli.log.store import Store
    db = str(tmp_path / "club.db")
    night = COMINGS_AND_GOINGS.replace("end\n", "back Ann\nrename Bob Robert\ngame stud\ndeal\nmisdeal\ndeal\nfold\n"
                                                "fold\nback Cal\ndeal\nfold\nfold\nfold\nend\n")
    assert invoke(db, "run", "-", input=night).exit_code == 0
    with Store(db) as store:
        events = live_events(store, 1)
        assert _dealt_from_seats(events) == _dealt_by_replay(events) == {
            "Ann": 4, "Robert": 5, "Cal": 2, "Dee": 4}
