"""The season: every ended night of a year, per player and for the club (`refcli season`, `refcli player`).

A night's money is read from the postings its events stored, never re-ruled: the settled hands' rulings
say which game each hand was and who took what. A night written before events stored postings (payload
without "v") is replayed once through the session to get them.

Reading every posting of a season costs far more than a one-shot command may, so each ended night's digest
(its money per player and per game, a few hundred bytes) is kept in the night's meta, stamped with the
night's last event and the digest's version; an ended night never changes, so the digest is computed once.
"""

from __future__ import annotations

import datetime as dt

from ..kernel.records import dataclass, field
from ..kernel.errors import RefereeError

DIGEST_VERSION = 3      # 2: a player renamed during the night is one row, under the name he ended with;
                        # 3: carried debts pair by pair, payments with both sides, hands each player was dealt,
                        #    and the duels each player won in games without a pot (7½)
DIGEST_KEY = "digest"
FORMATS = ("table", "markdown", "csv", "json", "html")


# --- one night ----------------------------------------------------------------------------------------------

def _is_player(account: str) -> bool:
    return not account.startswith("(")       # (pot), (bank), (cash:NAME): the night's other accounts


def _live_events(store, night_id: int):
    events = store.events(night_id)
    voided = {e.payload["voids"] for e in events if e.kind == "undo"}
    return [e for e in events if e.kind != "undo" and e.seq not in voided]


def _money_stream(events):
    """(postings, ruling) per event, as stored; a night of old events is replayed once to get them."""
    if all("v" in e.payload for e in events):
        return [(e.payload.get("postings", ()), e.payload.get("ruling")) for e in events]
    from ..log.nightlog import replay_event
    night, out = None, []
    for e in events:
        night, outcome = replay_event(night, e.kind, e.payload)
        out.append(([p.to_json() for p in outcome.postings],
                    outcome.ruling.to_json() if outcome.ruling is not None else None))
    return out


def compute_digest(store, row) -> dict:
    """What the season keeps of one night: per player the net, hands won, the biggest hand won and the net
    per game; for the night its hands and the money that went through its pots. Money outside a hand (a
    penalty waiting for the next pot) counts in the game of the hand it went to; the end's leftover share
    in the game of the last hand."""
    events = _live_events(store, row.id)
    players = list(row.players)
    net: dict[str, int] = {p: 0 for p in players}
    won: dict[str, int] = {p: 0 for p in players}
    biggest: dict[str, int] = {p: 0 for p in players}
    games: dict[str, dict[str, int]] = {p: {} for p in players}
    titles: dict[str, str] = {}
    pending: dict[str, int] = {}
    hands = pots = top_pot = 0
    last_game = None
    carried: dict[str, int] = {}
    debts: list[list] = []          # [debtor, creditor, cents]: what the night carried, pair by pair
    hub = False                     # carried the old way: each player's net against (carried)
    paid: list[list] = []
    renamed: dict[str, str] = {}
    duels: dict[str, list[int]] = {}        # player -> [duels won, cents won in them] (refcli/table/duels.py)
    from ..table.duels import DUEL
    for event, (postings, ruling) in zip(events, _money_stream(events)):
        if event.kind == "rename":
            renamed[event.payload["player"]] = event.payload["text"]
        if event.kind == "paid":
            from .debts import payment
            paid.append(list(payment(event.payload)))
        for frm, to, amount, _reason in postings:
            if _reason == DUEL and _is_player(frm) and _is_player(to):
                won_duels = duels.setdefault(to, [0, 0])
                won_duels[0] += 1
                won_duels[1] += amount
            for account, sign in ((frm, -1), (to, 1)):
                if account.startswith("(iou:"):
                    name = account[5:-1]
                    carried[name] = carried.get(name, 0) + sign * amount
            if frm.startswith("(iou:") and to.startswith("(iou:"):
                debts.append([frm[5:-1], to[5:-1], amount])
            elif "(carried)" in (frm, to):
                hub = True
            for account, sign in ((frm, -1), (to, 1)):
                if _is_player(account):
                    if account not in net:
                        players.append(account)
                        net[account], won[account], biggest[account], games[account] = 0, 0, 0, {}
                    net[account] += sign * amount
                    pending[account] = pending.get(account, 0) + sign * amount
        if ruling is not None:
            hands += 1
            pots += ruling["pot"]
            top_pot = max(top_pot, ruling["pot"])
            last_game = ruling["game"]
            titles.setdefault(last_game, ruling["title"])
            took: dict[str, int] = {}
            for award in ruling["awards"]:
                took[award["player"]] = took.get(award["player"], 0) + award["amount"]
            for player, amount in took.items():
                if player in won:
                    won[player] += 1
                    biggest[player] = max(biggest[player], amount)
            _book(games, pending, last_game)
    if pending and last_game is not None:
        _book(games, pending, last_game)
    if hub:
        # The debts of a night carried before they were stored pair by pair: the fewest transfers that settle
        # its carried nets, which is what its `end` printed as the payments it carried.
        from ..kernel.settlement import fewest_transfers
        debts = [[t.frm, t.to, t.amount] for t in fewest_transfers(carried)[0]]
    dealt = _dealt(events) if hands else {}
    if renamed:
        players, net, won, biggest, games, carried, paid = _under_final_names(
            renamed, players, net, won, biggest, games, carried, paid)
        final = _final(renamed)
        debts = [[final(d), final(c), cents] for d, c, cents in debts]
        duels = _merged(duels, final, lambda x, y: [x[0] + y[0], x[1] + y[1]])
    return {"v": DIGEST_VERSION, "seq": events[-1].seq if events else 0, "players": players, "hands": hands,
            "pots": pots, "top_pot": top_pot, "net": net, "won": won, "biggest": biggest, "games": games,
            "titles": titles, "carried": carried, "paid": paid, "debts": debts, "dealt": dealt,
            "duels": duels}


def _dealt(events) -> dict[str, int]:
    """How many of the night's finished hands each player was dealt into (a late arrival, a leaver and a
    player sitting out are not dealt every hand)."""
    found = _dealt_from_seats(events)
    return found if found is not None else _dealt_by_replay(events)


def _dealt_from_seats(events) -> dict[str, int] | None:
    """The quick way, from the seat events alone: a hand is dealt to everyone at the table (seats change only
    between hands), unless more sit than the game takes; then, or for events stored before they carried
    their rulings, None (the night is replayed)."""
    present: list[str] = []
    most = None
    out: dict[str, int] = {}
    for e in events:
        data = e.payload
        if "v" not in data:
            return None
        if e.kind == "night":
            present = list(data.get("players", ()))
        elif e.kind == "join":
            present.extend(data.get("players", ()))
        elif e.kind in ("leave", "sitout"):
            present = [p for p in present if p != data.get("player")]
        elif e.kind == "back" and data.get("player") not in present:
            present.append(data["player"])
        elif e.kind == "rename":
            old, new = data["player"], data["text"]
            present = [new if p == old else p for p in present]
            out = {(new if k == old else k): v for k, v in out.items()}
        if "game" in data:
            most = data["game"].get("players_max")
        if data.get("ruling") is not None:
            if most is None or len(present) > most:
                return None
            for p in present:
                out[p] = out.get(p, 0) + 1
    return out


def _dealt_by_replay(events) -> dict[str, int]:
    """The night replayed once (its recorded money and rulings), each finished hand's seats read."""
    from ..log.nightlog import replay_event
    night, seats, out = None, None, {}
    for e in events:
        if night is not None and night.hand is not None:
            seats = list(night.hand.seats)
        night, outcome = replay_event(night, e.kind, e.payload)
        if night.hand is not None:
            seats = list(night.hand.seats)
        if outcome.ruling is not None and seats:
            for p in seats:
                out[p] = out.get(p, 0) + 1
        if night.hand is None:
            seats = None
        if e.kind == "rename":
            old, new = e.payload["player"], e.payload["text"]
            out = {(new if k == old else k): v for k, v in out.items()}
    return out


def _final(renamed: dict[str, str]):
    def final(name: str) -> str:
        seen = set()
        while name in renamed and name not in seen:
            seen.add(name)
            name = renamed[name]
        return name
    return final


def _merged(table: dict, final, combine) -> dict:
    out: dict = {}
    for name, value in table.items():
        key = final(name)
        out[key] = combine(out[key], value) if key in out else value
    return out


def _under_final_names(renamed, players, net, won, biggest, games, carried, paid):
    """One row per player, under the name he ended the night with: what he did before a rename is his too."""
    final = _final(renamed)

    def merge(table: dict, combine) -> dict:
        return _merged(table, final, combine)

    def add_games(a: dict, b: dict) -> dict:
        return {g: a.get(g, 0) + b.get(g, 0) for g in dict.fromkeys(list(a) + list(b))}

    players = list(dict.fromkeys(final(p) for p in players))
    return (players, merge(net, int.__add__), merge(won, int.__add__), merge(biggest, max),
            merge(games, add_games), merge(carried, int.__add__),
            [[final(p), final(q) if q else q, a] for p, q, a in paid])


def _book(games: dict[str, dict[str, int]], pending: dict[str, int], game: str) -> None:
    for player, amount in pending.items():
        games[player][game] = games[player].get(game, 0) + amount
    pending.clear()


def digest(store, row) -> dict:
    """The night's digest from its meta when it is current, else computed (and kept when the store lets us)."""
    kept = row.meta.get(DIGEST_KEY)
    if kept and kept.get("v") == DIGEST_VERSION and kept.get("seq") == store.last_seq(row.id):
        return kept
    made = compute_digest(store, row)
    try:
        with store.transaction():
            store.put_night_meta(row.id, DIGEST_KEY, made)
    except RefereeError:
        pass        # a store we may not write (read-only file, busy): the digest is only a cache
    return made


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
        from ..rules.messages import _show
        # Worded as `schedule` words it (QA note N20): the same slip, the same answer.
        raise RefereeError(f"'{_show(text)}' is not a year: give one like 2026")
    return int(text)


def build(store, year: int | None, zone: str | None = None) -> Season:
    """The season of ``year`` (every year when None): the ended nights that started in it, oldest first, one
    row per member (whatever names he sat under). A night at which no hand was played is no club night (its
    payments and carried debts still count: they are the book's, see ``debts``)."""
    from ..kernel.localtime import local_date
    from .members import identity
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
        d = _as_members(digest(store, row), who)
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


def _as_members(d: dict, who: dict[str, str]) -> dict:
    """A night's digest with each name read as the member it is (two names of one member: one row)."""
    if not any(who.get(p, p) != p for p in d["players"]):
        return d
    final = who.get
    out = dict(d)
    out["players"] = list(dict.fromkeys(final(p, p) for p in d["players"]))
    for key, combine in (("net", int.__add__), ("won", int.__add__), ("biggest", max), ("dealt", int.__add__),
                         ("games", lambda a, b: {g: a.get(g, 0) + b.get(g, 0) for g in {**a, **b}})):
        out[key] = _merged(d.get(key, {}), lambda n: final(n, n), combine)
    return out


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
        from .report import _md, _md_table
        out = [f"# {_md(_title(s))}", "", _totals(s)]
        if s.players:
            out += ["", _md_table(_HEADERS, _player_rows(s, _md), _RIGHT), "", "## Net per game", "",
                    _md_table(("Player", "Game", "Net"), _game_rows(s, _md), (False, False, True))]
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
    from .report import _csv_cell
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(("player", "game", "net", "cents", "nights", "hands", "won", "biggest_pot_won_cents",
                "best_night", "best_night_cents", "worst_night", "worst_night_cents", "duels_won",
                "duels_won_cents"))
    for p in s.players:
        w.writerow((_csv_cell(p.name), "", _dollars(p.net), p.net, p.nights, p.hands, p.won, p.biggest,
                    p.best[0] if p.best else "", p.best[2] if p.best else "",
                    p.worst[0] if p.worst else "", p.worst[2] if p.worst else "", p.duels, p.duel_money))
        for gid in sorted(p.games):
            w.writerow((_csv_cell(p.name), _csv_cell(gid), _dollars(p.games[gid]), p.games[gid],
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
    from .html import _CSP, _STYLE, _h, _html_table, line_chart
    title = _title(s)
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{_h(title)} · refcli</title>", f"<style>\n{_STYLE}\n</style>", "</head>", "<body>",
           f"<h1>{_h(title)}</h1>", f"<p>{_h(_totals(s))}</p>"]
    if s.players:
        out += ["<h2>Running totals, night by night</h2>",
                line_chart(running_totals(s), [n.date for n in s.nights], "Running totals"),
                "<h2>Players</h2>", _html_table(_HEADERS, _player_rows(s, _h), _RIGHT),
                "<h2>Net per game</h2>",
                _html_table(("Player", "Game", "Net"), _game_rows(s, _h), (False, False, True))]
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
