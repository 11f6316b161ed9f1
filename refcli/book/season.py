"""The season: every ended night of a year, per player and for the club (`refcli season`, `refcli player`).

A night's money is read from the postings its events stored, never re-ruled: the settled hands' rulings
say which game each hand was and who took what. A night written before events stored postings (payload
without "v") is replayed once through the session to get them. Each ended night is read through its digest
(digest.py), computed once and kept in the night's meta.
"""

from __future__ import annotations

import datetime as dt

from ..kernel.records import dataclass, field
from ..kernel.errors import RefereeError
from .digest import as_members, digest

FORMATS = ("table", "markdown", "csv", "json", "html")


# --- the season -------------------------------------------------------------------------------------------

@dataclass
class NightLine:
    id: int
    date: str
    players: tuple[str, ...]
    hands: int
    pots: int
    net: dict[str, int]
    won: dict[str, int]
    dealt: dict[str, int] = field(default_factory=dict)    # hands each member was dealt into


@dataclass
class PlayerLine:
    name: str
    net: int = 0
    nights: int = 0
    hands: int = 0
    won: int = 0
    biggest: int = 0
    best: tuple[int, str, int] | None = None     # (night id, date, net)
    worst: tuple[int, str, int] | None = None
    games: dict[str, int] = field(default_factory=dict)
    iou: int = 0                # carried from nights ended with `end carry`, less what `paid` settled
    overpaid: int = 0           # settled beyond what was carried (a slip to look into)
    duels: int = 0              # duels won in games without a pot (7½), and the money won in them
    duel_money: int = 0


@dataclass
class Season:
    year: int | None
    nights: list[NightLine]
    players: list[PlayerLine]          # best net first
    titles: dict[str, str]             # game id -> name as played (the first seen)
    top_pot: tuple[int, str, int] | None   # (amount, date, night id)
    debts: list[tuple[str, str, int]] = field(default_factory=list)   # open now: (debtor, creditor, cents)

    @property
    def hands(self) -> int:
        return sum(n.hands for n in self.nights)

    @property
    def pots(self) -> int:
        return sum(n.pots for n in self.nights)


def parse_season_year(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 1900 <= int(text) <= 9999:
        from ..kernel.safetext import shown
        # Worded as `schedule` words it (QA note N20): the same slip, the same answer.
        raise RefereeError(f"'{shown(text)}' is not a year: give one like 2026")
    return int(text)


def build(store, year: int | None, zone: str | None = None) -> Season:
    """The season of ``year`` (every year when None): the ended nights that started in it, oldest first, one
    row per member (whatever names he sat under). A night at which no hand was played is no club night (its
    payments and carried debts still count: they are the book's, see ``debts``)."""
    from ..kernel.localtime import local_date
    from ..log.bookchain import refuse_an_edited_book
    from .members import identity
    refuse_an_edited_book(store)
    who = identity(store)
    nights: list[NightLine] = []
    players: dict[str, PlayerLine] = {}
    titles: dict[str, str] = {}
    top_pot = None
    for row in sorted(store.nights(), key=lambda r: r.id):
        if row.ended_at is None:
            continue        # an open night counts once it ends
        # The zone asked for, else the night's own, else the store's (as the night report dates it).
        date = local_date(row.started_at, zone or row.meta.get("tz") or getattr(store, "zone", None) or "UTC")
        if year is not None and not date.startswith(f"{year:04d}-"):
            continue
        d = as_members(digest(store, row), who)
        if not d["hands"]:
            continue
        nights.append(NightLine(row.id, date, tuple(d["players"]), d["hands"], d["pots"], d["net"], d["won"],
                                d.get("dealt", {})))
        for gid, title in d["titles"].items():
            titles.setdefault(gid, title)
        if d["top_pot"] and (top_pot is None or d["top_pot"] > top_pot[0]):
            top_pot = (d["top_pot"], date, row.id)
        for name in d["players"]:
            p = players.setdefault(name, PlayerLine(name))
            amount = d["net"][name]
            p.net += amount
            p.nights += 1
            p.hands += d.get("dealt", {}).get(name, 0)
            p.won += d["won"][name]
            p.biggest = max(p.biggest, d["biggest"][name])
            if p.best is None or amount > p.best[2]:
                p.best = (row.id, date, amount)
            if p.worst is None or amount < p.worst[2]:
                p.worst = (row.id, date, amount)
            for gid, cents in d["games"][name].items():
                p.games[gid] = p.games.get(gid, 0) + cents
            count, cents = d.get("duels", {}).get(name, (0, 0))
            p.duels += count
            p.duel_money += cents
    from .debts import book_debts
    debts = book_debts(store)
    for p in players.values():
        p.iou = debts.net(p.name)
        p.overpaid = debts.overpaid.get(p.name, 0)
    for name in {n for pair in debts.owed for n in pair} | set(debts.overpaid):
        if name not in players:     # owed or owing, with no club night this season
            players[name] = PlayerLine(name, iou=debts.net(name), overpaid=debts.overpaid.get(name, 0))
    ranked = sorted(players.values(), key=lambda p: (-p.net, p.name.casefold()))
    return Season(year, nights, ranked, titles, top_pot, debts.pairs())


def this_year() -> int:
    return dt.date.today().year


# --- rendering --------------------------------------------------------------------------------------------

def _money(cents: int, signed: bool = True) -> str:
    from ..kernel.money import format_money
    return format_money(cents, signed=signed)


def _title(s: Season) -> str:
    return f"Season {s.year}" if s.year is not None else "Every season"


def _night_cell(found: tuple[int, str, int] | None) -> str:
    return "" if found is None else f"{_money(found[2])} ({found[1]}, night {found[0]})"


_HEADERS = ("Player", "Net", "Nights", "Hands", "Won", "Biggest share won", "Best night", "Worst night")
_RIGHT = (False, True, True, True, True, True, False, False)


def _player_rows(s: Season, text) -> list[tuple[str, ...]]:
    return [(text(p.name), _money(p.net), str(p.nights), str(p.hands), str(p.won), _money(p.biggest, False),
             _night_cell(p.best), _night_cell(p.worst)) for p in s.players]


def _game_rows(s: Season, text) -> list[tuple[str, str, str]]:
    rows = []
    for p in s.players:
        for gid in sorted(p.games, key=lambda g: s.titles.get(g, g)):
            rows.append((text(p.name), text(s.titles.get(gid, gid)), _money(p.games[gid])))
    return rows


def _totals(s: Season) -> str:
    if not s.nights:
        words = "No night has ended in this season."
    else:
        words = (f"The club: {len(s.nights)} night{'s' if len(s.nights) != 1 else ''}, {s.hands} "
                 f"hand{'s' if s.hands != 1 else ''}, {_money(s.pots, False)} through the pots")
        if s.top_pot:
            words += f"; the biggest pot {_money(s.top_pot[0], False)} ({s.top_pot[1]}, night {s.top_pot[2]})"
        words += "."
    if s.debts:
        words += " Carried, not yet paid: " + "; ".join(
            f"{d} owes {c} {_money(cents, False)}" for d, c, cents in s.debts) + "."
    dueled = [p for p in s.players if p.duels]
    if dueled:
        words += " Duels won in games without a pot (7½): " + "; ".join(
            f"{p.name} {p.duels} for {_money(p.duel_money, False)}" for p in dueled) + "."
    over = [p for p in s.players if p.overpaid]
    if over:
        words += " Settled beyond what was carried: " + "; ".join(
            f"{p.name} {_money(p.overpaid, False)}" for p in over) + "."
    return words


def render(s: Season, fmt: str, width: int | None = None) -> str:
    if fmt == "json":
        return _json(s)
    if fmt == "csv":
        return _csv(s)
    if fmt == "html":
        return _html(s)
    if fmt == "markdown":
        from .report import md, md_table
        out = [f"# {md(_title(s))}", "", _totals(s)]
        if s.players:
            out += ["", md_table(_HEADERS, _player_rows(s, md), _RIGHT), "", "## Net per game", "",
                    md_table(("Player", "Game", "Net"), _game_rows(s, md), (False, False, True))]
        return "\n".join(out)
    from .report import clean, columns
    out = [_title(s), _totals(s)]
    if s.players:
        out += ["", columns(_HEADERS, _player_rows(s, clean), _RIGHT, width), "", "Net per game",
                columns(("Player", "Game", "Net"), _game_rows(s, clean), (False, False, True), width)]
    return "\n".join(out)


def season_json(s: Season) -> dict:
    def night(found):
        return None if found is None else {"night": found[0], "date": found[1], "net": found[2]}
    return {
        "year": s.year,
        "players": [{"name": p.name, "net": p.net, "nights": p.nights, "hands": p.hands, "won": p.won,
                     "biggest_pot_won": p.biggest, "best_night": night(p.best), "worst_night": night(p.worst),
                     "games": dict(sorted(p.games.items())), "iou": p.iou, "overpaid": p.overpaid}
                    | ({"duels": {"won": p.duels, "amount": p.duel_money}} if p.duels else {})
                    for p in s.players],
        "nights": [{"night": n.id, "date": n.date, "players": list(n.players), "hands": n.hands, "pots": n.pots,
                    "net": n.net} for n in s.nights],
        "totals": {"nights": len(s.nights), "hands": s.hands, "pots": s.pots,
                   "net": sum(p.net for p in s.players),
                   "biggest_pot": None if s.top_pot is None else {"amount": s.top_pot[0], "date": s.top_pot[1],
                                                                  "night": s.top_pot[2]}},
        "games": dict(sorted(s.titles.items())),
        "debts": [{"from": d, "to": c, "amount": cents} for d, c, cents in s.debts],
    }


def _json(s: Season) -> str:
    import json
    return json.dumps(season_json(s), indent=2, ensure_ascii=False)


def _dollars(cents: int) -> str:
    return f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"


def _csv(s: Season) -> str:
    """One row per player and game (game empty: the player's season), amounts in dollars and in cents; the
    duels a player won in games without a pot (7½) on his season row, last."""
    import csv
    import io
    from .report import csv_cell
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(("player", "game", "net", "cents", "nights", "hands", "won", "biggest_pot_won_cents",
                "best_night", "best_night_cents", "worst_night", "worst_night_cents", "duels_won",
                "duels_won_cents"))
    for p in s.players:
        w.writerow((csv_cell(p.name), "", _dollars(p.net), p.net, p.nights, p.hands, p.won, p.biggest,
                    p.best[0] if p.best else "", p.best[2] if p.best else "",
                    p.worst[0] if p.worst else "", p.worst[2] if p.worst else "", p.duels, p.duel_money))
        for gid in sorted(p.games):
            w.writerow((csv_cell(p.name), csv_cell(gid), _dollars(p.games[gid]), p.games[gid],
                        "", "", "", "", "", "", "", "", "", ""))
    return buf.getvalue().rstrip("\n")


def running_totals(s: Season) -> dict[str, list[int]]:
    """Each player's season total after each night (carried flat over the nights he missed)."""
    out: dict[str, list[int]] = {p.name: [] for p in s.players}
    totals = {p.name: 0 for p in s.players}
    for n in s.nights:
        for name, cents in n.net.items():
            totals[name] += cents
        for name in out:
            out[name].append(totals[name])
    return out


def _html(s: Season) -> str:
    from .html import CSP, STYLE, escape, html_table, line_chart
    title = _title(s)
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{escape(title)} · refcli</title>", f"<style>\n{STYLE}\n</style>", "</head>", "<body>",
           f"<h1>{escape(title)}</h1>", f"<p>{escape(_totals(s))}</p>"]
    if s.players:
        out += ["<h2>Running totals, night by night</h2>",
                line_chart(running_totals(s), [n.date for n in s.nights], "Running totals"),
                "<h2>Players</h2>", html_table(_HEADERS, _player_rows(s, escape), _RIGHT),
                "<h2>Net per game</h2>",
                html_table(("Player", "Game", "Net"), _game_rows(s, escape), (False, False, True))]
    out += ["</body>", "</html>"]
    return "\n".join(out)


# --- one member ---------------------------------------------------------------------------------------------

def player_history(store, name: str, zone: str | None = None) -> tuple[str, list[tuple[NightLine, int]], Season]:
    """(the member's name as stored, each ended night he played with his running total, every season)."""
    from ..language.script import match_player
    from .members import identity
    s = build(store, None, zone)
    members = [p.name for p in s.players]
    if not members:
        raise RefereeError("no night has ended yet: nobody has a history")
    # Any name of a member finds him (the names he sat under before a rename or a merge too).
    who = {n: own for n, own in identity(store).items() if own in members} | {m: m for m in members}
    try:
        found = who[match_player(name, sorted(who, key=str.casefold))]
    except RefereeError as exc:
        message = str(exc)
        if "could be" in message:       # two names of one member are one answer
            hits = {who[h] for h in who if h.lower().startswith(name.lower())}
            if len(hits) == 1:
                found = hits.pop()
            else:
                raise RefereeError(message) from None
        else:
            raise RefereeError(message.replace("at the table", "in the book")) from None
    rows, total = [], 0
    for n in s.nights:
        if found in n.net:
            total += n.net[found]
            rows.append((n, total))
    return found, rows, s


def render_player(store, name: str, zone: str | None = None) -> str:
    from .report import clean, columns
    found, rows, s = player_history(store, name, zone)
    me = next(p for p in s.players if p.name == found)
    table = columns(("Night", "Date", "Hands", "Won", "Net", "Running"),
                    [(str(n.id), n.date, str(n.dealt.get(found, 0)), str(n.won.get(found, 0)), _money(n.net[found]),
                      _money(total)) for n, total in rows], (True, False, True, True, True, True))
    lines = [f"{clean(found)}: {me.nights} night{'s' if me.nights != 1 else ''}, {me.hands} hand{'s' if me.hands != 1 else ''}, won {me.won}, "
             f"net {_money(me.net)}; biggest share won {_money(me.biggest, False)}", "", table]
    if me.games:
        lines += ["", columns(("Game", "Net"), [(clean(s.titles.get(g, g)), _money(c))
                                                for g, c in sorted(me.games.items())], (False, True))]
    return "\n".join(lines)
