"""Time zones: nights are stored in UTC with the name of the host's zone, and printed in local time.

Nothing here reads the environment or the clock itself: the CLI passes ``os.environ`` and the store's
timestamps in, so tests can pin both. ``zoneinfo`` (and the ``datetime`` it pulls in) is imported only
when a time is actually printed or a typed zone checked: a one-shot command that prints no time
never pays for it.
"""

from __future__ import annotations

import os

from .errors import RefereeError

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from collections.abc import Mapping
    from datetime import datetime
    from zoneinfo import ZoneInfo

ENV_VAR = "REFCLI_TZ"
_ZONEINFO_DIR = "zoneinfo" + os.sep
_FALLBACK = "UTC"


def _zone_from_path(path: str) -> str | None:
    """'America/Chicago' from /usr/share/zoneinfo/America/Chicago (or a link to it)."""
    at = path.rfind(_ZONEINFO_DIR)
    return (path[at + len(_ZONEINFO_DIR):] or None) if at >= 0 else None


def host_zone(environ: Mapping[str, str],
              localtime: str = "/etc/localtime", timezone_file: str = "/etc/timezone") -> str:
    """The host's zone name: $TZ when it names a zone, else where /etc/localtime points, else
    /etc/timezone, else UTC."""
    tz = (environ.get("TZ") or "").strip()
    if tz:
        tz = tz[1:] if tz.startswith(":") else tz
        return (_zone_from_path(tz) or tz) if os.sep in tz else tz
    try:
        found = _zone_from_path(os.path.realpath(localtime)) if os.path.islink(localtime) else None
    except OSError:
        found = None
    if found:
        return found
    try:
        with open(timezone_file, encoding="utf-8") as f:
            return f.read().strip() or _FALLBACK
    except (OSError, UnicodeDecodeError):
        return _FALLBACK


def chosen_zone(option: str | None, environ: Mapping[str, str]) -> str | None:
    """The zone the user asked for: --tz, else $REFCLI_TZ; None when neither is given."""
    value = option if option is not None else environ.get(ENV_VAR)
    if value is None or not value.strip():
        return None
    return value.strip()


def zone_override(option: str | None, environ: Mapping[str, str]) -> str | None:
    """--tz, else $REFCLI_TZ, checked (an unknown zone is one line); None when neither is set."""
    zone = chosen_zone(option, environ)
    return None if zone is None else check_zone(zone)


def night_zone(option: str | None, environ: Mapping[str, str]) -> str:
    """The zone a night started now is dated in: the override, else the host's."""
    return zone_override(option, environ) or host_zone(environ)


def explicit_host_zone(environ: Mapping[str, str]) -> str | None:
    """The zone $TZ names when it is set to a zone zoneinfo knows; None otherwise (a POSIX rule like
    'CST6' that is not a zone name is left to the night's own zone)."""
    if not (environ.get("TZ") or "").strip():
        return None
    zone = host_zone(environ)
    return zone if _zone(zone) is not None else None


def is_zone(name: str) -> bool:
    return _system_zone_file(name) or _zone(name) is not None


# zoneinfo's default search path: a night's zone is checked on every `night` (and every `run`), and finding
# its file here spares importing zoneinfo and datetime (some 3 ms) to open the same file.
_TZPATH = ("/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/usr/share/lib/zoneinfo", "/etc/zoneinfo")


def _system_zone_file(name: str) -> bool:
    """Whether ``name`` is a zone file (TZif) on zoneinfo's default path, which zoneinfo would load; False
    (then zoneinfo decides) for anything else: another path set by PYTHONTZPATH, a name that is not a plain
    relative key."""
    if "PYTHONTZPATH" in os.environ or not name or name.startswith("/") or "\\" in name \
            or any(part in ("", ".", "..") for part in name.split("/")):
        return False
    for folder in _TZPATH:
        try:
            with open(os.path.join(folder, name), "rb") as f:
                return f.read(4) == b"TZif"
        except OSError:
            continue
    return False


def check_zone(name: str) -> str:
    """Refuse a zone name zoneinfo does not know, in one line; return it unchanged."""
    if _zone(name) is None:
        shown = "".join(c for c in name if c.isprintable())[:40]
        raise RefereeError(f"unknown time zone '{shown}' (use a name like America/Chicago or UTC)")
    return name


def _zone(name: str) -> ZoneInfo | None:
    import zoneinfo
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError, OSError):
        return None


def _local(iso_utc: str, zone: str | None) -> datetime:
    """A stored UTC stamp (2026-11-21T01:00:00.000Z) as an aware datetime in ``zone`` (UTC if unknown)."""
    from datetime import datetime, timezone
    moment = datetime.strptime(iso_utc[:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    return moment.astimezone((_zone(zone) if zone else None) or timezone.utc)


def local_stamp(iso_utc: str, zone: str | None) -> str:
    """'Friday 2026-11-20 19:00 CST': the day, date and time a night started, where it was played."""
    moment = _local(iso_utc, zone)
    return moment.strftime("%A %Y-%m-%d %H:%M ") + (moment.tzname() or "UTC")


def local_day(iso_utc: str, zone: str | None) -> str:
    """'Friday 2026-11-20': the local day and date of a stored UTC stamp."""
    return _local(iso_utc, zone).strftime("%A %Y-%m-%d")


def local_date(iso_utc: str, zone: str | None) -> str:
    """'2026-11-20': the local date of a stored UTC stamp."""
    return _local(iso_utc, zone).strftime("%Y-%m-%d")


def local_iso(iso_utc: str, zone: str | None) -> str:
    """'2026-11-20T19:00:00-06:00': the same moment with the zone's offset, for machines."""
    return _local(iso_utc, zone).isoformat(timespec="seconds")
