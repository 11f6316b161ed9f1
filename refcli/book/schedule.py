"""The club's calendar: a game on the third Friday of every month, hosted by the members in turn.

The rotation never restarts: counting months from the first host's January, each third Friday passes the
host to the next member in the list, so December's host is followed by the next member in January, whatever
the number of members. Loaded only by `refcli schedule`.
"""

from __future__ import annotations

import datetime as dt

from ..kernel.records import dataclass
from ..kernel.errors import RefereeError
from ..rules.club import Club

FORMATS = ("table", "markdown", "csv", "json")
FRIDAY = 4                    # date.weekday(): Monday is 0
MIN_YEAR, MAX_YEAR = 1, 9998  # a night may end on the next day, which must still be a date
# English names whatever the locale: the schedule reads the same on every host's laptop.
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

NO_MEMBERS = ("no club members are set: list them in a house file, like club: {members: [Ann, Bob, Cal], "
              "first_host: {year: 2026, member: Ann}} (see rulesets/house.yaml), and pass it before the command: "
              "refcli --house FILE schedule")   # --house is refcli's option, not schedule's


@dataclass(frozen=True)
class GameNight:
    date: dt.date
    host: str
    start: dt.datetime        # local wall-clock time, no zone (see ics.py)
    end: dt.datetime
    place: str


def third_friday(year: int, month: int) -> dt.date:
    """The 15th to the 21st always holds exactly one Friday, the month's third."""
    fifteenth = dt.date(year, month, 15)
    return fifteenth + dt.timedelta(days=(FRIDAY - fifteenth.weekday()) % 7)


def parse_year(text: str) -> int:
    """A year typed on the command line."""
    raw = text.strip()
    if not raw.isascii() or not raw.isdigit() or len(raw) > 4 or not MIN_YEAR <= int(raw) <= MAX_YEAR:
        from ..kernel.safetext import shown
        raise RefereeError(f"'{shown(text)}' is not a year: give one like 2026")
    return int(raw)


def host_of(club: Club, year: int, month: int) -> str:
    year0, first = club.first_host
    turns = (year - year0) * 12 + (month - 1)
    members = club.members
    return members[(members.index(first) + turns) % len(members)]


def schedule(club: Club, year: int) -> list[GameNight]:
    """The twelve game nights of ``year``. A club with no members has no schedule: RefereeError."""
    if not club.members or club.first_host is None:
        raise RefereeError(NO_MEMBERS)
    hour, minute = (int(x) for x in club.start.split(":"))
    out = []
    for month in range(1, 13):
        day = third_friday(year, month)
        host = host_of(club, year, month)
        start = dt.datetime(day.year, day.month, day.day, hour, minute)
        out.append(GameNight(day, host, start, start + dt.timedelta(hours=club.hours), club.place(host)))
    return out


# --- rendering ---------------------------------------------------------------------------------------------

def _day(d: dt.date) -> str:
    return f"Fri {_MONTHS[d.month - 1]} {d.day}"


def _title(club: Club, year: int) -> str:
    return f"Third Fridays of {year}, {club.start}, hosts in turn: {', '.join(club.members)}"


def render(club: Club, year: int, nights: list[GameNight], fmt: str) -> str:
    from .report import csv_cell, md, md_table, clean, columns
    with_place = any(n.place for n in nights)
    if fmt == "json":
        import json
        return json.dumps({"year": year, "start": club.start, "hours": club.hours, "members": list(club.members),
                           "nights": [{"date": n.date.isoformat(), "host": n.host,
                                       "start": n.start.isoformat(timespec="minutes"),
                                       "end": n.end.isoformat(timespec="minutes"), "place": n.place}
                                      for n in nights]}, indent=2, ensure_ascii=False)
    if fmt == "csv":
        import csv
        import io

        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("date", "host", "start", "end", "place"))
        for n in nights:
            writer.writerow([csv_cell(c) for c in (n.date.isoformat(), n.host,
                                                    n.start.isoformat(timespec="minutes"),
                                                    n.end.isoformat(timespec="minutes"), n.place)])
        return buf.getvalue().rstrip("\n")
    headers = ("Date", "Host", "Place") if with_place else ("Date", "Host")
    if fmt == "markdown":
        rows = [(_day(n.date), md(n.host), md(n.place))[:len(headers)] for n in nights]
        return f"# {md(_title(club, year))}\n\n" + md_table(headers, rows, (False,) * len(headers))
    if fmt == "table":
        rows = [(_day(n.date), clean(n.host), clean(n.place))[:len(headers)] for n in nights]
        return clean(_title(club, year)) + "\n\n" + columns(headers, rows, (False,) * len(headers))
    raise RefereeError(f"unknown format '{fmt}': choose {', '.join(FORMATS[:-1])} or {FORMATS[-1]}")
