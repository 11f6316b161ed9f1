"""What an export file must be before its nights are replayed (refcli/book/nightfile.py): read within bounds, shaped
as refcli writes it, every time a time refcli wrote, every name one the table takes, and each night's game a
game the loader could have made.

An export comes from outside: anyone may have written it. So it is read only from a regular file and only up to
MAX_FILE_BYTES, its nesting and its numbers bounded before json builds anything (json recurses, and int() of a
million digits takes seconds), and every text checked for what the store cannot hold (a lone surrogate) or a
terminal must not see (control characters in a typed line). The game a `game` event carries is checked the way
the loader checks a file's: fractions as fractions, money within bounds, a flow of registered steps whose every
repeat waits for the table (refcli/rules/waiting.py). Each refusal is a RefereeError of one line; the caller
names the file and the night.
"""

from __future__ import annotations

import re

from ..kernel.errors import RefereeError
from ..kernel.safetext import shown, shown_path

# The most an export may hold. json builds 5 to 25 bytes of objects for a byte of text, so the file's size and
# the count of its values (MAX_VALUES) keep an import's memory within about 200 MB. A night of 60 hands is
# some 350 KiB and 15,000 values: a file holds about 45 such nights, a season or two (export says so first).
# A line of `export --lines` (refcli/book/nightlines.py) is held to the same bounds: one night, never the book.
MAX_FILE_BYTES = 16 * 2 ** 20
MAX_VALUES = 1_000_000          # lists, mappings and the items in them
MAX_DEPTH = 64                  # an export nests about 12 deep; a game's flow a few levels more
MAX_DIGITS = 18                 # no count, amount or event number an export holds is longer
MAX_SEQ = 10 ** 9
MAX_FLOW_DEPTH = 4              # a repeat holding an each holding steps: 3 levels in the built-in games
MAX_HOUSE_NUMBER = 10 ** 6      # cents, counts and ranks in a house's settings
_MADE_BY_THE_COMPILER = ("until", "again", "each-start", "each-head", "each-next")   # never in a game
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\Z")
_FRACTION = re.compile(r"\d{1,6}(/\d{1,6})?\Z")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def size_words(size: int) -> str:
    """A file's size as a person says it: 16 MiB, 16.2 MiB, 13 KiB."""
    mib = 2 ** 20
    if size >= mib:
        return f"{size // mib} MiB" if size % mib == 0 else f"{size / mib:.1f} MiB"
    return f"{-(-size // 1024)} KiB"


class _Bad(Exception):
    """A number json met that is out of range (raised inside json.loads, turned into a one-line refusal)."""


def read_export(path: str) -> str:
    """The text of an export FILE: a regular file only (a FIFO would block, /dev/zero stream forever), at most
    MAX_FILE_BYTES, UTF-8."""
    from ..kernel.files import NotRegularFile, read_regular
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except NotRegularFile:
        raise RefereeError(f"cannot read {shown_path(path)}: not a regular file") from None
    except OSError as exc:
        raise RefereeError(f"cannot read {shown_path(path)}: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise RefereeError(f"{shown_path(path)} is larger than {size_words(MAX_FILE_BYTES)}: not a refcli export")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RefereeError(f"{shown_path(path)} is not UTF-8 text") from None


def parse_export(text: str, name: str):
    """json.loads of an export's text, its size, depth and numbers bounded first."""
    import json
    from itertools import accumulate
    if len(text) > MAX_FILE_BYTES:
        raise RefereeError(f"{name} is larger than {size_words(MAX_FILE_BYTES)}: not a refcli export")
    bare = _STRING.sub('""', text)
    # Each value after the first of a list or mapping follows a comma: values <= commas + containers + 1.
    values = bare.count(",") + bare.count("[") + bare.count("{")
    if values > MAX_VALUES:
        raise RefereeError(f"{name} holds more than {MAX_VALUES:,} values: not a refcli export (export fewer "
                           "nights at a time)")
    brackets = _NOT_BRACKET.sub("", bare)
    del bare
    steps = brackets.translate({ord("["): "+", ord("{"): "+", ord("]"): "-", ord("}"): "-"})
    if steps and max(accumulate(1 if c == "+" else -1 for c in steps)) > MAX_DEPTH:
        raise RefereeError(f"{name}: nested more than {MAX_DEPTH} deep: not a refcli export")

    def number(raw: str):
        digits = raw.lstrip("-")
        if len(digits) > MAX_DIGITS:
            raise _Bad(f"a number {len(digits)} digits long is out of range")
        return int(raw) if raw.lstrip("-").isdigit() else float(raw)

    def constant(raw: str):
        raise _Bad(f"{raw} is not a number refcli writes")

    try:
        data = json.loads(text, parse_int=number, parse_float=number, parse_constant=constant)
    except _Bad as exc:
        raise RefereeError(f"{name}: {exc}") from None
    except (ValueError, RecursionError):
        raise RefereeError(f"{name} is not JSON: not a refcli export") from None
    _check_texts(data, name)
    return data


def _check_texts(data, name: str) -> None:
    """Every text and key of the file storable (no lone surrogate: SQLite and the terminal cannot take one)."""
    todo = [data]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise RefereeError(f"{name}: a text holds a lone surrogate (\\u{ord(item[exc.start]):04x}): "
                                   "not a refcli export") from None
        elif isinstance(item, dict):
            todo.extend(item.keys())
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)


# --- a night's own fields ----------------------------------------------------------------------------------

def check_stamp(value, field: str, now: str) -> None:
    """A time as the store writes it (UTC, milliseconds, Z), a real date, not after ``now`` (by a day's slack:
    another machine's clock)."""
    from datetime import datetime, timedelta
    if not isinstance(value, str) or not _STAMP.match(value):
        raise RefereeError(f"{field} '{shown(value)}' is not a time refcli wrote (like 2026-03-14T20:05:00.000Z)")
    try:
        when = datetime.strptime(value, "%Y-%m-%dT%H:%M:%S.%fZ")
    except ValueError:
        raise RefereeError(f"{field} {value} is not a date") from None
    if when > datetime.strptime(now, "%Y-%m-%dT%H:%M:%S.%fZ") + timedelta(days=1):
        raise RefereeError(f"{field} {value} is in the future")


def check_night_fields(n: dict, now: str) -> None:
    """A night's meta, times and balances, before any of its events is replayed."""
    from ..kernel.localtime import is_zone
    meta = n.get("meta")
    if not isinstance(meta, dict):
        raise RefereeError("its meta is missing")
    if "tz" in meta:
        tz = meta["tz"]
        if not isinstance(tz, str) or len(tz) > 64 or not is_zone(tz):
            raise RefereeError(f"its time zone {shown(tz) if not isinstance(tz, str) else repr(shown(tz))} "
                               "is not a zone name")
    check_stamp(n.get("started_at"), "started_at", now)
    check_stamp(n.get("ended_at"), "ended_at", now)
    if n["ended_at"] < n["started_at"]:
        raise RefereeError(f"it ends ({n['ended_at']}) before it starts ({n['started_at']})")
    balances = n.get("balances")
    if not isinstance(balances, dict) or not all(isinstance(v, int) and not isinstance(v, bool)
                                                 for v in balances.values()):
        raise RefereeError("its balances are not amounts in cents")


def check_event_fields(e: dict, what: str, now: str) -> None:
    """One event's number, typed line and time; an undo's target."""
    seq = e["seq"]
    if isinstance(seq, bool) or not 1 <= seq <= MAX_SEQ:
        raise RefereeError(f"{what} has an event number out of range")
    if len(e["text"]) > 4096 or len(e["kind"]) > 40:
        raise RefereeError(f"{what} is longer than a typed line")
    if any(c < " " or "\x7f" <= c < "\xa0" for c in e["text"]):
        raise RefereeError(f"{what} holds a control character in its typed line")
    check_stamp(e["created_at"], f"{what}: created_at", now)
    if e["kind"] == "undo":
        voids = e["payload"].get("voids")
        if not isinstance(voids, int) or isinstance(voids, bool):
            raise RefereeError(f"{what} is damaged: an undo voids one event number")


def check_names(kind: str, payload: dict) -> None:
    """The names a `night`, `join` or `rename` seats, by the rules the table's parser holds a typed one to."""
    from ..language import script
    if kind == "night":
        players = payload.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise RefereeError("its seats are not names")
        named = script.CLAUSES.get("night")("night", list(players), ()).players
    elif kind == "join":
        players = payload.get("players")
        if not isinstance(players, list) or len(players) != 1 or not isinstance(players[0], str):
            raise RefereeError("it seats no one name")
        named = (script.new_name(players[0]),)
    elif kind == "rename":
        new = payload.get("text")
        if not isinstance(new, str):
            raise RefereeError("it gives no new name")
        named, players = (script.new_name(new),), [new]
    else:
        return
    if list(named) != list(players):
        raise RefereeError(f"'{shown(players)}' is not written as the table writes names")


def check_seats(events: list[dict]) -> None:
    """A night seats at most the largest table of the games it plays (or of the built-in games), as a typed
    night does (refcli/night/session.py): counted as its `night` seats and every `join`, before anything replays."""
    from ..log.nightlog import LARGEST_BUILT_IN_TABLE
    largest = max([LARGEST_BUILT_IN_TABLE] + [e["payload"]["game"]["players_max"] for e in events
                                              if e["kind"] == "game" and isinstance(e["payload"].get("game"), dict)])
    seats = sum(len(e["payload"].get("players") or ()) for e in events if e["kind"] in ("night", "join"))
    if seats > largest:
        raise RefereeError(f"it seats {seats} players, more than the largest table of its games ({largest})")


# --- the game a `game` event carries -----------------------------------------------------------------------

def check_game(g) -> None:
    """The game a night's `game` event carries, as the loader would have made it; RefereeError naming the field."""
    if not isinstance(g, dict):
        raise RefereeError("its game is not a game")
    pots = g.get("pots") or []
    if not isinstance(pots, list):
        raise RefereeError(f"its game's pots '{shown(pots)}' is not a list of pots")
    for i, pot in enumerate(pots):
        share = pot.get("share") if isinstance(pot, dict) else None
        if not isinstance(share, str) or not _FRACTION.match(share):
            raise RefereeError(f"its game's pots[{i}].share '{shown(share)}' is not a fraction like 1/2")
    points = g.get("points")
    if isinstance(points, dict):
        for key in ("low", "high", "court"):
            if not isinstance(points.get(key), str) or not _FRACTION.match(points[key]):
                raise RefereeError(f"its game's points.{key} '{shown(points.get(key))}' is not a fraction like 11/2")
    house = g.get("house")
    if not isinstance(house, dict):
        raise RefereeError("its game has no house rules")
    unit = house.get("unit")
    if not isinstance(unit, int) or isinstance(unit, bool) or not 5 <= unit <= 10_000:
        raise RefereeError(f"its game's house.unit is {shown(unit)}, not from 5 to 10000")
    for key, value in house.items():
        if isinstance(value, int) and not isinstance(value, bool) and not 0 <= value <= MAX_HOUSE_NUMBER:
            raise RefereeError(f"its game's house.{shown(key)} is {value}, out of range")
    for key in ("players_min", "players_max"):
        value = g.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 64:
            raise RefereeError(f"its game's {key} is {shown(value)}, not from 1 to 64")
    _check_deck(g)
    _check_flow(g.get("steps", []))
    _check_size(g)


def _check_size(g: dict) -> None:
    """A game no larger, no deeper and with no longer lists than a ruleset file may give (refcli/rules/
    yamlnodes.py): its JSON within a ruleset file's bytes, nested no deeper, no list or mapping longer (but the
    options, which join the game's variants and the house's modifiers)."""
    import json
    from ..rules.yamlnodes import MAX_DEPTH as RULE_DEPTH
    from ..rules.yamlnodes import MAX_FILE_BYTES as RULE_BYTES
    from ..rules.yamlnodes import MAX_ITEMS
    size = len(json.dumps(g, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass"))
    if size > RULE_BYTES:
        raise RefereeError(f"its game is {size_words(size)}, more than a ruleset file may be "
                           f"({size_words(RULE_BYTES)})")
    todo = [(g, 1, "")]
    while todo:
        item, depth, where = todo.pop()
        if depth > RULE_DEPTH:
            raise RefereeError(f"its game nests more than {RULE_DEPTH} deep, deeper than a ruleset file may")
        if isinstance(item, dict):
            values = [(v, f"{where}.{k}" if where else str(k)) for k, v in item.items()]
        elif isinstance(item, list):
            values = [(v, f"{where}[{i}]") for i, v in enumerate(item)]
        else:
            continue
        most = 2 * MAX_ITEMS if where == "options" else MAX_ITEMS
        if len(values) > most:
            raise RefereeError(f"its game's {shown(where)} holds {len(values)} items, more than a ruleset file "
                               f"may list ({most})")
        todo.extend((v, depth + 1, w) for v, w in values)


def _check_deck(g: dict) -> None:
    """The deck, its jokers and the deal as the loader allows them: a deck refcli has, with 1 to 4 jokers at
    most, enough cards for every seat's deal, and each card dealt down, up, either or to the board."""
    from ..rules.values import STREET_CARDS, deck_parts
    parts = deck_parts(g.get("deck"))
    if parts is None or parts[0] != g.get("deck"):
        raise RefereeError(f"its game's deck '{shown(g.get('deck'))}' is no deck refcli has (decks: standard, "
                           "double, dual, forty-one, with +jokers:N for 1 to 4 jokers)")
    name, jokers, cards = parts
    if g.get("jokers") != jokers or isinstance(g.get("jokers"), bool):
        raise RefereeError(f"its game's jokers {shown(g.get('jokers'))} are not the {jokers} of its deck {name}")
    deal = g.get("deal")
    if not isinstance(deal, list) or not all(isinstance(street, list) and all(c in STREET_CARDS for c in street)
                                             for street in deal):
        raise RefereeError("its game's deal is not rounds of cards dealt down, up, either or to the board")
    board = sum(street.count("board") for street in deal)
    each = sum(len(street) for street in deal) - board
    need = g["players_max"] * each + board
    if need > cards:
        raise RefereeError(f"its game deals {need} cards to {g['players_max']} players; its deck has {cards}")


def _check_flow(steps) -> None:
    from ..kernel.registry import STEPS
    from ..rules.waiting import MAX_FLOW_NODES
    if not isinstance(steps, list):
        raise RefereeError("its game's flow is not a list of steps")
    todo, count = [(steps, 1)], 0
    while todo:
        items, depth = todo.pop()
        if depth > MAX_FLOW_DEPTH:
            raise RefereeError(f"its game's flow nests more than {MAX_FLOW_DEPTH} deep")
        if not isinstance(items, list):
            raise RefereeError("its game's flow is not a list of steps")
        for s in items:
            count += 1
            if count > MAX_FLOW_NODES:
                raise RefereeError(f"its game's flow has more than {MAX_FLOW_NODES} steps")
            if not (isinstance(s, list) and 1 <= len(s) <= 2 and isinstance(s[0], str)
                    and (len(s) == 1 or isinstance(s[1], dict))):
                raise RefereeError("its game's flow holds a step that is not a step")
            kind, params = s[0], (s[1] if len(s) == 2 else {})
            if kind in _MADE_BY_THE_COMPILER or (kind not in ("repeat", "each") and kind not in STEPS):
                raise RefereeError(f"its game's flow has an unknown step '{shown(kind)}'")
            if kind in ("repeat", "each"):
                todo.append((params.get("steps"), depth + 1))
    from ..rules.model import Step
    _check_loops(tuple(Step.from_json(s) for s in steps))


def _check_loops(steps) -> None:
    """Every repeat of a flow (as Steps) holds a step that waits, as the loader asks of a file's."""
    from ..rules.waiting import waits
    for s in steps:
        inner = s.get("steps", ())
        if s.kind == "repeat" and not any(waits(x.kind, x.get("steps", ())) for x in inner):
            kinds = ", ".join(dict.fromkeys(shown(x.kind) for x in inner))
            raise RefereeError(f"its game's flow has a repeat whose steps ({kinds}) never wait for a typed line")
        _check_loops(inner)
