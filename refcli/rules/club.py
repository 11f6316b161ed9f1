"""The club's own settings in a house file: who the members are and how hosting rotates.

    club:
      members: [Ann, Bob, Cal, Dee]        # the hosting order
      first_host: {year: 2026, member: Ann} # who hosts the first third Friday of that year
      start: "19:00"                        # when the game starts (24-hour clock)
      hours: 5                              # how long a night is, for the calendar
      places: {Ann: 12 Elm Street}          # where each member hosts (optional, any of them)

Each key is read here with the line it was written on; the layers (the club's file, then a user's) are
merged key by key in ``merge_club``, and only then are the keys checked against each other (a first host
or a place must name a member), so a user's file may name members that the club's file gives places for.
The schedule itself (dates, rotation, calendars) lives in refcli/book/schedule.py and refcli/book/ics.py, loaded only
by `refcli schedule`.
"""

from __future__ import annotations

import re

from ..kernel.records import dataclass
from ..kernel.safetext import shown
from .values import read_int, read_text
from .yamlnodes import At, Ctx, Invalid, read_items, join_field, read_pairs, read_scalar, unknown_key

CLUB_KEYS = ("members", "first_host", "start", "hours", "places")
DEFAULT_START = "19:00"
DEFAULT_HOURS = 5          # the seed: "starts at 7PM ... will generally end at midnight"
MAX_MEMBERS = 40
MAX_NAME = 40
MAX_PLACE = 200
_TIME = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")


@dataclass(frozen=True)
class Club:
    """The merged club settings. ``first_host`` is (year, member) or None when no members are set."""

    members: tuple[str, ...] = ()
    first_host: tuple[int, str] | None = None
    start: str = DEFAULT_START               # "HH:MM"
    hours: int = DEFAULT_HOURS
    places: tuple[tuple[str, str], ...] = ()  # (member, place text)

    def place(self, member: str) -> str:
        return dict(self.places).get(member, "")


def _name(node, ctx: Ctx, fld: str, what: str) -> str:
    name = read_text(node, ctx, fld)
    if not name:
        ctx.err(node, fld, f"{what} cannot be empty")
    if len(name) > MAX_NAME:
        ctx.err(node, fld, f"{what} '{shown(name)}' is longer than {MAX_NAME} characters")
    return name


def _members(node, ctx: Ctx, fld: str) -> tuple[str, ...]:
    names: list[str] = []
    seen: dict[str, str] = {}
    for item in read_items(node, ctx, fld, "a list of names, like [Ann, Bob, Cal]"):
        name = _name(item, ctx, fld, "a member's name")
        if name.lower() in seen:
            ctx.err(item, fld, f"'{shown(name)}' is listed twice (a member hosts once per turn of the rotation)")
        seen[name.lower()] = name
        names.append(name)
    if len(names) > MAX_MEMBERS:
        ctx.err(node, fld, f"more than {MAX_MEMBERS} members")
    return tuple(names)


def _first_host(node, ctx: Ctx, fld: str) -> tuple[tuple[int, str], At]:
    found: dict = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        key = knode.value
        if key not in ("year", "member"):
            unknown_key(knode, ctx, fld, ("year", "member"))
        sub = join_field(fld, key)
        found[key] = (read_int(vnode, ctx, sub, 1900, 9999) if key == "year"
                      else _name(vnode, ctx, sub, "the member"), ctx.at(vnode, sub))
    for key in ("year", "member"):
        if key not in found:
            ctx.err(node, fld, f"missing {key}: write it like {{year: 2026, member: Ann}}")
    return (found["year"][0], found["member"][0]), found["member"][1]


def _start(node, ctx: Ctx, fld: str) -> str:
    # The raw text, not YAML's reading of it: YAML 1.1 reads an unquoted 19:00 as the number 1140.
    raw = read_scalar(node, ctx, fld, "a time like \"19:00\"").strip()
    m = _TIME.match(raw)
    if not m:
        ctx.err(node, fld, f"'{shown(raw)}' is not a time: write it on the 24-hour clock, like \"19:00\"")
    return f"{int(m.group(1)):02d}:{m.group(2)}"


def _places(node, ctx: Ctx, fld: str) -> dict[str, tuple[str, At]]:
    out: dict[str, tuple[str, At]] = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        member = _name(knode, ctx, fld, "a member's name")
        sub = join_field(fld, member)
        place = read_text(vnode, ctx, sub)
        if len(place) > MAX_PLACE:
            ctx.err(vnode, sub, f"longer than {MAX_PLACE} characters")
        out[member] = (place, ctx.at(knode, sub))
    return out


def parse_club(node, ctx: Ctx) -> dict:
    """One file's `club:` section as {key: (value, At)}; each value checked on its own."""
    out: dict = {}
    for knode, vnode in read_pairs(node, ctx, "club"):
        key = knode.value
        if key not in CLUB_KEYS:
            unknown_key(knode, ctx, "club", CLUB_KEYS)
        fld = join_field("club", key)
        at = ctx.at(vnode, fld)
        if key == "members":
            out[key] = (_members(vnode, ctx, fld), at)
        elif key == "first_host":
            out[key] = _first_host(vnode, ctx, fld)
        elif key == "start":
            out[key] = (_start(vnode, ctx, fld), at)
        elif key == "hours":
            out[key] = (read_int(vnode, ctx, fld, 1, 24), at)
        else:
            out[key] = (_places(vnode, ctx, fld), at)
    return out


def merge_club(layers: list[dict]) -> Club:
    """The club settings from the layers (lowest first; a later layer's key replaces an earlier one's,
    except places, which merge by member), checked against each other. Raises Invalid."""
    merged: dict = {}
    places: dict[str, tuple[str, At]] = {}
    for layer in layers:
        for key, value in layer.items():
            if key == "places":
                places.update(value[0])
            else:
                merged[key] = value
    members, members_at = merged.get("members", ((), None))
    by_lower = {m.lower(): m for m in members}
    first = None
    if "first_host" in merged:
        (year, who), at = merged["first_host"]
        if not members:
            raise Invalid(at, "there are no members: list them under club.members first")
        if who.lower() not in by_lower:
            raise Invalid(at, f"'{shown(who)}' is not a member (members: {', '.join(members)})")
        first = (year, by_lower[who.lower()])
    elif members:
        raise Invalid(members_at, "say who hosts first: add first_host: {year: 2026, member: "
                                   f"{shown(members[0])}}} under club")
    kept: list[tuple[str, str]] = []
    for member, (place, at) in places.items():
        if member.lower() not in by_lower:
            known = f"members: {', '.join(members)}" if members else "no members are listed"
            raise Invalid(at, f"'{shown(member)}' is not a member ({known})")
        if place:
            kept.append((by_lower[member.lower()], place))
    kept.sort(key=lambda mp: members.index(mp[0]))
    return Club(members=members, first_host=first,
                start=merged.get("start", (DEFAULT_START, None))[0],
                hours=merged.get("hours", (DEFAULT_HOURS, None))[0], places=tuple(kept))


__all__ = ["Club", "parse_club", "merge_club", "CLUB_KEYS", "DEFAULT_START", "DEFAULT_HOURS"]
