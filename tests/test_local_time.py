"""Nights are stored in UTC with the host's zone and printed in local time (--tz / REFCLI_TZ override)."""

import os

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli, main
from refcli.kernel.errors import RefereeError
from refcli.book.export import list_nights, night_report, render, render_night_list
from refcli.kernel.localtime import check_zone, host_zone, local_stamp
from refcli.night.session import Session
from refcli.log.store import Store
import json


FRIDAY_NIGHT = "2026-11-21T01:00:00.000Z"    # 7 PM on Friday in Chicago


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


def _night_at(path, zone=None):
    store = Store(str(path), now=lambda: FRIDAY_NIGHT, zone=zone)
    Session(store).execute("night Ann Bob")
    return store


def test_a_friday_evening_in_chicago_is_printed_as_friday():
    assert local_stamp(FRIDAY_NIGHT, "America/Chicago") == "Friday 2026-11-20 19:00 CST"
    assert local_stamp(FRIDAY_NIGHT, "UTC") == "Saturday 2026-11-21 01:00 UTC"
    assert local_stamp("2026-07-04T00:30:00.000Z", "America/Chicago") == "Friday 2026-07-03 19:30 CDT"


def test_the_night_records_the_zone_it_was_played_in_and_reports_print_it(tmp_path):
    store = _night_at(tmp_path / "club.db", zone="America/Chicago")
    row = store.nights()[0]
    assert (row.started_at, row.meta) == (FRIDAY_NIGHT, {"tz": "America/Chicago"})
    text = render(night_report(store), "table").splitlines()
    assert text[:2] == ["Night 1 · Friday 2026-11-20 · Ann, Bob",
                        "Open · 0 hands played · started Friday 2026-11-20 19:00 CST"]
    assert render_night_list(list_nights(store)).splitlines()[2] == \
        "    1  Friday 2026-11-20 19:00 CST  Ann, Bob      0  open"
    csv_line = render(night_report(store), "csv").splitlines()[1]
    assert csv_line.startswith("balance,1,2026-11-20,")
    with pytest.raises(RefereeError) as err:
        store.create_night(["Cal", "Dee"], {})
    assert str(err.value) == "night 1 (started Friday 2026-11-20 19:00 CST) is still open; end it first"


def test_under_tz_chicago_the_cli_prints_chicago_time(tmp_path, monkeypatch):
    db = tmp_path / "club.db"
    _night_at(db)            # a night with no zone recorded: the reader's zone is the one to use
    monkeypatch.setenv("TZ", "America/Chicago")
    out = invoke("report", "--list", "--db", str(db))
    assert out.output.splitlines()[2] == "    1  Friday 2026-11-20 19:00 CST  Ann, Bob      0  open"
    out = invoke("--db", str(db), "report", "--format", "json")
    assert '"started_local": "2026-11-20T19:00:00-06:00"' in out.output and '"date": "2026-11-20"' in out.output
    out = invoke("--tz", "Asia/Tokyo", "--db", str(db), "report")
    assert out.output.splitlines()[1] == "Open · 0 hands played · started Saturday 2026-11-21 10:00 JST"
    monkeypatch.setenv("REFCLI_TZ", "Europe/Paris")
    out = invoke("--db", str(db), "report")
    assert out.output.splitlines()[1] == "Open · 0 hands played · started Saturday 2026-11-21 02:00 CET"


def test_a_night_opened_from_the_cli_records_the_hosts_zone(tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "America/Chicago")
    db = str(tmp_path / "club.db")
    assert invoke("night", "Ann", "Bob", "--db", db).exit_code == 0
    assert Store(db).nights()[0].meta == {"tz": "America/Chicago"}
    assert invoke("end", "--db", db).exit_code == 0
    assert invoke("night", "Cal", "Dee", "--db", db, "--tz", "Asia/Tokyo").exit_code == 0
    second = Store(db)
    assert {k: v for k, v in second.nights()[0].meta.items() if k != "after_head"} == {"tz": "Asia/Tokyo"}
    assert second.nights()[0].meta["after_head"] == second.night_head(second.nights()[1].id).hex()


def test_an_unknown_zone_is_one_line_and_changes_nothing(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "club.db")
    assert main(["--tz", "Mars/Base", "--db", db, "night", "Ann", "Bob"]) == 1
    assert capsys.readouterr().err == "Error: unknown time zone 'Mars/Base' (use a name like America/Chicago or UTC)\n"
    assert not os.path.exists(db)
    monkeypatch.setenv("REFCLI_TZ", "../../etc/passwd")
    assert main(["--db", db, "report", "--list"]) == 1
    assert capsys.readouterr().err == ("Error: unknown time zone '../../etc/passwd' "
                                       "(use a name like America/Chicago or UTC)\n")
    with pytest.raises(RefereeError):
        check_zone("")


def test_the_hosts_zone_from_tz_or_the_localtime_link(tmp_path):
    assert host_zone({"TZ": ":America/Chicago"}) == "America/Chicago"
    assert host_zone({"TZ": "/usr/share/zoneinfo/Europe/Paris"}) == "Europe/Paris"
    link = tmp_path / "localtime"
    target = tmp_path / "zoneinfo" / "America" / "Denver"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"")
    link.symlink_to(target)
    assert host_zone({}, localtime=str(link)) == "America/Denver"
    plain = tmp_path / "timezone"
    plain.write_text("Europe/Oslo\n")
    assert host_zone({}, localtime=str(tmp_path / "missing"), timezone_file=str(plain)) == "Europe/Oslo"
    assert host_zone({}, localtime=str(tmp_path / "missing"), timezone_file=str(tmp_path / "none")) == "UTC"


def test_a_tz_that_names_no_zone_is_not_recorded(tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "EST+5")
    db = str(tmp_path / "club.db")
    assert invoke("night", "Ann", "Bob", "--db", db).exit_code == 0
    assert Store(db).nights()[0].meta == {}
    assert invoke("report", "--db", db).exit_code == 0


# --- import: the night's date as every other command prints it -----------------------------------------------------


def test_import_dates_a_night_where_it_was_played(tmp_path, monkeypatch):
    monkeypatch.delenv("TZ", raising=False)         # a TZ set for the run would be the zone asked for
    monkeypatch.delenv("REFCLI_TZ", raising=False)
    # A Friday 21:00 game in Chicago is 03:00 Saturday in UTC: the import says Friday's date, as report does.
    db = str(tmp_path / "host.db")
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob Cal\ngame stud\ndeal\nbet bob 1, fold, fold\nend\n")
    assert invoke("--db", db, "--tz", "America/Chicago", "run", str(script)).exit_code == 0
    book = tmp_path / "book.json"
    data = json.loads(invoke("--db", db, "export", "all").output)
    night = data["nights"][0]
    night["started_at"], night["ended_at"] = "2026-11-21T03:00:00.000Z", "2026-11-21T05:00:00.000Z"
    assert night["meta"].get("tz") == "America/Chicago"
    book.write_text(json.dumps(data))
    result = invoke("--db", str(tmp_path / "keeper.db"), "import", str(book))
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == \
        "Imported night 1 of the file (2026-11-20, Ann, Bob, Cal) as night 1: 1 hand."
    listing = invoke("--db", str(tmp_path / "keeper.db"), "report", "--list").output
    assert "Friday 2026-11-20 21:00 CST" in listing
    # A zone asked for dates it there, for import as for report: 03:00 UTC is Saturday in Tokyo.
    again = invoke("--db", str(tmp_path / "keeper.db"), "--tz", "Asia/Tokyo", "import", str(book))
    assert again.output.splitlines()[0] == \
        "Night 1 of the file (2026-11-21, Ann, Bob, Cal) is already in the book as night 1: skipped."
