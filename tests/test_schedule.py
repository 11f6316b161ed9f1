"""The club's schedule: third Fridays, hosts in turn across years, the club: settings, and the .ics file."""

import datetime as dt
import json
import os

import pytest

from refcli.cli.main import main
from refcli.book.ics import calendar, fold
from refcli.rules.club import Club
from refcli.book.schedule import schedule, third_friday

# The third Fridays of 2026, read off a printed calendar by hand (January 1st is a Thursday, so the Fridays
# of January are the 2nd, 9th and 16th; and so on month by month).
THIRD_FRIDAYS_2026 = ["2026-01-16", "2026-02-20", "2026-03-20", "2026-04-17", "2026-05-15", "2026-06-19",
                      "2026-07-17", "2026-08-21", "2026-09-18", "2026-10-16", "2026-11-20", "2026-12-18"]

CLUB = """\
name: Our club
club:
  members: [Ann, Bob, Cal, Dee, Eve]
  first_host: {year: 2026, member: Ann}
  places: {Ann: "12 Elm Street, Springfield", Cal: Cal's basement}
"""


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def house(tmp_path):
    path = tmp_path / "house.yaml"
    path.write_text(CLUB)
    return str(path)


def test_third_fridays_of_2026_match_the_calendar():
    assert [third_friday(2026, m).isoformat() for m in range(1, 13)] == THIRD_FRIDAYS_2026


def test_a_month_starting_on_a_friday_or_a_saturday():
    assert third_friday(2027, 1) == dt.date(2027, 1, 15)   # 1 Jan 2027 is a Friday: 1, 8, 15
    assert third_friday(2026, 8) == dt.date(2026, 8, 21)   # 1 Aug 2026 is a Saturday: 7, 14, 21


def test_the_schedule_of_2026_as_a_table(capsys, house):
    code, out, err = run(capsys, "--house", house, "schedule", "2026")
    assert (code, err) == (0, "")
    assert out == (
        "Third Fridays of 2026, 19:00, hosts in turn: Ann, Bob, Cal, Dee, Eve\n\n"
        "Date        Host  Place\n"
        "----------  ----  --------------------------\n"
        "Fri Jan 16  Ann   12 Elm Street, Springfield\n"
        "Fri Feb 20  Bob\n"
        "Fri Mar 20  Cal   Cal's basement\n"
        "Fri Apr 17  Dee\n"
        "Fri May 15  Eve\n"
        "Fri Jun 19  Ann   12 Elm Street, Springfield\n"
        "Fri Jul 17  Bob\n"
        "Fri Aug 21  Cal   Cal's basement\n"
        "Fri Sep 18  Dee\n"
        "Fri Oct 16  Eve\n"
        "Fri Nov 20  Ann   12 Elm Street, Springfield\n"
        "Fri Dec 18  Bob\n")


def test_the_rotation_carries_across_the_year_boundary(capsys, house):
    # Bob hosts December 2026, so Cal hosts January 2027; five members over twelve months shift by two a year.
    _, out, _ = run(capsys, "--house", house, "schedule", "2027", "--format", "JSON")
    hosts = [(n["date"], n["host"]) for n in json.loads(out)["nights"]]
    assert hosts[:3] == [("2027-01-15", "Cal"), ("2027-02-19", "Dee"), ("2027-03-19", "Eve")]
    assert hosts[-1] == ("2027-12-17", "Dee")
    # And backwards: December 2025 is the turn before Ann's January 2026.
    _, out, _ = run(capsys, "--house", house, "schedule", "2025", "--format", "csv")
    assert out.splitlines()[-1] == "2025-12-19,Eve,2025-12-19T19:00,2025-12-20T00:00,"


def test_json_and_markdown_formats(capsys, house):
    _, out, _ = run(capsys, "--house", house, "schedule", "2026", "--format", "json")
    data = json.loads(out)
    assert [n["date"] for n in data["nights"]] == THIRD_FRIDAYS_2026
    assert data["nights"][0] == {"date": "2026-01-16", "host": "Ann", "start": "2026-01-16T19:00",
                                 "end": "2026-01-17T00:00", "place": "12 Elm Street, Springfield"}
    assert (data["start"], data["hours"], data["members"]) == ("19:00", 5, ["Ann", "Bob", "Cal", "Dee", "Eve"])
    _, out, _ = run(capsys, "--house", house, "schedule", "2026", "--format", "Markdown")
    assert out.splitlines()[:5] == ["# Third Fridays of 2026, 19:00, hosts in turn: Ann, Bob, Cal, Dee, Eve", "",
                                    "| Date | Host | Place |", "|---|---|---|",
                                    "| Fri Jan 16 | Ann | 12 Elm Street, Springfield |"]


def test_no_members_is_one_line_saying_how_to_set_them(capsys):
    code, out, err = run(capsys, "schedule", "2026")
    assert (code, out) == (1, "")
    assert err == ("Error: no club members are set: list them in a house file, like club: {members: [Ann, Bob, "
                   "Cal], first_host: {year: 2026, member: Ann}} (see rulesets/house.yaml), and pass it before the "
                   "command: refcli --house FILE schedule\n")


@pytest.mark.parametrize("args, message", [
    (("schedule", "20x6"), "'20x6' is not a year: give one like 2026"),
    (("schedule", "0"), "'0' is not a year: give one like 2026"),
    (("schedule", "12345"), "'12345' is not a year: give one like 2026"),
    (("schedule", "--format", "xml"), "unknown format 'xml': choose table, markdown, csv or json"),
])
def test_bad_input_is_one_line_and_exit_1(capsys, house, args, message):
    code, out, err = run(capsys, "--house", house, *args)
    assert (code, out, err) == (1, "", f"Error: {message}\n")


@pytest.mark.parametrize("club, message", [
    ("  members: [Ann, ann]\n", "2: club.members: 'ann' is listed twice (a member hosts once per turn of the "
                                "rotation)"),
    ("  members: [Ann, Bob]\n", "2: club.members: say who hosts first: add first_host: {year: 2026, member: "
                                "Ann} under club"),
    ("  members: [Ann, Bob]\n  first_host: {year: 2026, member: Zed}\n",
     "3: club.first_host.member: 'Zed' is not a member (members: Ann, Bob)"),
    ("  members: [Ann]\n  first_host: {year: 2026}\n",
     "3: club.first_host: missing member: write it like {year: 2026, member: Ann}"),
    ("  members: [Ann]\n  first_host: {year: 1066, member: Ann}\n",
     "3: club.first_host.year: 1066 is out of range (1900 to 9999)"),
    ("  members: [Ann]\n  first_host: {year: 2026, member: Ann}\n  start: 25:00\n",
     "4: club.start: '25:00' is not a time: write it on the 24-hour clock, like \"19:00\""),
    ("  members: [Ann]\n  first_host: {year: 2026, member: Ann}\n  hours: 0\n",
     "4: club.hours: 0 is out of range (1 to 24)"),
    ("  members: [Ann]\n  first_host: {year: 2026, member: Ann}\n  places: {Bob: x}\n",
     "4: club.places.Bob: 'Bob' is not a member (members: Ann)"),
    ("  memberz: [Ann]\n", "2: club: unknown key 'memberz' — did you mean members?"),
    ("  members: Ann\n", "2: club.members: expected a list of names, like [Ann, Bob, Cal], got 'Ann'"),
])
def test_the_club_section_is_validated_with_file_line_field(capsys, tmp_path, club, message):
    path = tmp_path / "bad.yaml"
    path.write_text("club:\n" + club)
    code, out, err = run(capsys, "--house", str(path), "schedule", "2026")
    assert (code, out, err) == (1, "", f"Error: {path}:{message}\n")


def test_a_users_file_sets_members_over_the_clubs_start_time(capsys, tmp_path):
    # Quoted or not, 7:30 is a time (YAML would read an unquoted 7:30 as the number 450); first_host in any case.
    path = tmp_path / "house.yaml"
    path.write_text("club:\n  members: [Ann, Bob]\n  first_host: {year: 2026, member: bob}\n  start: 7:30\n")
    _, out, _ = run(capsys, "--house", str(path), "schedule", "2026", "--format", "csv")
    assert out.splitlines()[1:3] == ["2026-01-16,Bob,2026-01-16T07:30,2026-01-16T12:30,",
                                     "2026-02-20,Ann,2026-02-20T07:30,2026-02-20T12:30,"]


# --- the iCalendar file ------------------------------------------------------------------------------------

def test_the_ics_text_exactly():
    club = Club(members=("Ann", "Bob", "Cal"), first_host=(2026, "Bob"), start="19:00", hours=5,
                places=(("Bob", "Back room, Elm Street Tavern; ring twice at the side door, Café Noël"),))
    nights = schedule(club, 2026)[:2]
    text = calendar(nights, dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.timezone.utc), "Poker club 2026")
    # The LOCATION line is 9 + 65 octets up to "Caf"; é is two octets, so it would end at octet 76: the line
    # folds before it and the continuation starts with one space.
    assert text == (
        "BEGIN:VCALENDAR\r\n"
        "VERSION:2.0\r\n"
        "PRODID:-//refcli//club schedule//EN\r\n"
        "CALSCALE:GREGORIAN\r\n"
        "METHOD:PUBLISH\r\n"
        "X-WR-CALNAME:Poker club 2026\r\n"
        "BEGIN:VEVENT\r\n"
        "UID:20260116-club-night@refcli\r\n"
        "DTSTAMP:20260102T030405Z\r\n"
        "DTSTART:20260116T190000\r\n"
        "DTEND:20260117T000000\r\n"
        "SUMMARY:Poker night hosted by Bob\r\n"
        "LOCATION:Back room\\, Elm Street Tavern\\; ring twice at the side door\\, Caf\r\n"
        " é Noël\r\n"
        "END:VEVENT\r\n"
        "BEGIN:VEVENT\r\n"
        "UID:20260220-club-night@refcli\r\n"
        "DTSTAMP:20260102T030405Z\r\n"
        "DTSTART:20260220T190000\r\n"
        "DTEND:20260221T000000\r\n"
        "SUMMARY:Poker night hosted by Cal\r\n"
        "END:VEVENT\r\n"
        "END:VCALENDAR\r\n")


def test_folding_keeps_every_line_within_75_octets_and_unfolds_to_the_original():
    line = "SUMMARY:" + "♦" * 40 + "x" * 100
    physical = fold(line)
    # 8 + 22 diamonds of 3 octets = 74 (a 23rd would make 77); then a space, 18 diamonds and 20 x = 75;
    # a space and 74 x = 75; a space and the last 6 x.
    assert [len(p.encode("utf-8")) for p in physical] == [74, 75, 75, 7]
    assert "".join(p[1:] if i else p for i, p in enumerate(physical)) == line


def test_ics_written_to_a_new_file_and_never_over_one(capsys, tmp_path, house):
    target = tmp_path / "club.ics"
    code, out, err = run(capsys, "--house", house, "schedule", "2026", "--ics", str(target))
    assert (code, out, err) == (0, f"Wrote 12 game nights of 2026 to {target}\n", "")
    data = target.read_bytes()
    assert data.count(b"BEGIN:VEVENT\r\n") == 12 and b"\n" not in data.replace(b"\r\n", b"")
    assert b"DTSTART:20261218T190000\r\nDTEND:20261219T000000\r\nSUMMARY:Poker night hosted by Bob\r\n" in data
    code, out, err = run(capsys, "--house", house, "schedule", "2027", "--ics", str(target))
    assert (code, out, err) == (1, "", f"Error: {target} already exists (use --force to replace it)\n")
    assert target.read_bytes() == data
    assert run(capsys, "--house", house, "schedule", "2027", "--ics", str(target), "--force")[0] == 0
    assert b"DTSTART:20270115T190000" in target.read_bytes()


def test_schedule_code_is_not_loaded_by_other_commands():
    import subprocess
    import sys
    # The club: section is checked whenever the house file is read (rules/club.py); the calendar code is not.
    probe = ("import sys; from refcli.cli.main import main; main(['rules', 'seven-card-stud']); "
             "print(sorted(m for m in sys.modules if m in ('refcli.book.schedule', 'refcli.book.ics')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "[]"


@pytest.mark.parametrize("where, message", [
    ("{tmp}", "{tmp} is a directory: name a file"),
    ("{tmp}/no/such/x.ics", "cannot write {tmp}/no/such/x.ics: No such file or directory"),
])
def test_ics_to_a_place_that_cannot_hold_it(capsys, tmp_path, house, where, message):
    before = sorted(os.listdir(tmp_path))
    code, out, err = run(capsys, "--house", house, "schedule", "2026", "--ics", where.format(tmp=tmp_path))
    assert (code, out, err) == (1, "", "Error: " + message.format(tmp=tmp_path) + "\n")
    assert sorted(os.listdir(tmp_path)) == before
