"""The schedule as an iCalendar file (RFC 5545) that a phone or a calendar program imports.

Times are floating local time (DTSTART:20260116T190000, no TZID and no Z). The club meets at seven on the
host's wall clock, wherever the members live, and a floating time shows as 19:00 on every phone in town;
a TZID would need a VTIMEZONE block with the zone's daylight-saving rules written out (RFC 5545 3.2.19), which
refcli would have to carry for every zone, and a UTC time would drift an hour when the clocks change.
DTSTAMP, which says when the file was written, is in UTC as the RFC requires.

Each night's UID is made from its date, so importing next month's file again updates the same events
instead of adding a second copy. Lines end in CRLF and are folded at 75 octets, never inside a UTF-8
character. Loaded only by `refcli schedule --ics`.
"""

from __future__ import annotations

import datetime as dt

from .schedule import GameNight

PRODID = "-//refcli//club schedule//EN"
LIMIT = 75                 # octets per line, not counting the CRLF


def escape(text: str) -> str:
    """TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, a line break as \\n;
    other control characters dropped."""
    text = text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\\n")
    return "".join(ch for ch in text if ch == "\t" or ord(ch) >= 32 and ord(ch) != 127)


def fold(line: str) -> list[str]:
    """One content line as physical lines of at most 75 octets; each continuation starts with a space
    (which counts toward its 75). A character is never cut between its UTF-8 bytes."""
    out: list[str] = []
    current, size = "", 0
    for ch in line:
        n = len(ch.encode("utf-8"))
        if size + n > LIMIT:
            out.append(current)
            current, size = " ", 1
        current += ch
        size += n
    out.append(current)
    return out


def _local(t: dt.datetime) -> str:
    return t.strftime("%Y%m%dT%H%M%S")


def calendar(nights: list[GameNight], stamp: dt.datetime, name: str = "Poker club") -> str:
    """The VCALENDAR text; ``stamp`` is the UTC time written as every event's DTSTAMP."""
    stamp_text = stamp.astimezone(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ") if stamp.tzinfo \
        else stamp.strftime("%Y%m%dT%H%M%SZ")
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{PRODID}", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             f"X-WR-CALNAME:{escape(name)}"]
    for n in nights:
        lines += ["BEGIN:VEVENT",
                  f"UID:{n.date.strftime('%Y%m%d')}-club-night@refcli",
                  f"DTSTAMP:{stamp_text}",
                  f"DTSTART:{_local(n.start)}",
                  f"DTEND:{_local(n.end)}",
                  f"SUMMARY:{escape(f'Poker night hosted by {n.host}')}"]
        if n.place:
            lines.append(f"LOCATION:{escape(n.place)}")
        lines.append("END:VEVENT")
    lines.append("END:VCALENDAR")
    return "".join(physical + "\r\n" for line in lines for physical in fold(line))
