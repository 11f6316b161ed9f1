"""A night's digest: what the book keeps of one ended night (its money per player and per game, its hands, the
debts it carried and the payments made at it), read from the postings and rulings its events stored.

Reading every posting of a season costs far more than a one-shot command may, so each ended night's digest
(a few hundred bytes) is kept in the night's meta, stamped with the night's last event and the digest's version;
an ended night never changes, so the digest is computed once. The season (season.py), the debts (debts.py) and
the members (members.py) all read nights through here; this module imports none of them.
"""

from __future__ import annotations

from ..kernel.errors import RefereeError

DIGEST_VERSION = 3      # 2: a player renamed during the night is one row, under the name he ended with;
                        # 3: carried debts pair by pair, payments with both sides, hands each player was dealt,
                        #    and the duels each player won in games without a pot (7½)
DIGEST_KEY = "digest"


def _is_player(account: str) -> bool:
    return not account.startswith("(")       # (pot), (bank), (cash:NAME): the night's other accounts


def live_events(store, night_id: int):
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
    events = live_events(store, row.id)
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
    from ..log.bookchain import seal, summary_problem
    kept = row.meta.get(DIGEST_KEY)
    count, last = store.night_tail(row.id)
    if (kept and kept.get("v") == DIGEST_VERSION and kept.get("seq") == count and "seal" in kept
            and not summary_problem(row.id, store.night_link(row.id), kept, last)):
        return kept
    # Computed again: missing, of another version, kept before summaries were sealed, or not the one the chain
    # holds (check-store names that one; the season reads the night's own events, never the edit).
    made = compute_digest(store, row)
    made["seal"] = seal(made, last)
    try:
        with store.transaction():
            store.put_night_meta(row.id, DIGEST_KEY, made)
    except RefereeError:
        pass        # a store we may not write (read-only file, busy): the digest is only a cache
    return made


def as_members(d: dict, who: dict[str, str]) -> dict:
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


def payment(payload: dict) -> tuple[str, str | None, int]:
    """A stored `paid` event's (payer, payee, cents); payee None when it was stored before payments named both
    sides (refcli/book/debts.py settles those)."""
    players = payload.get("players") or (None,)
    return payload["player"], players[0], payload["amount"]
