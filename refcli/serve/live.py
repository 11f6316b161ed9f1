"""What the page shows, read from the store like any reader: never a write, never a write lock.

``Reader`` holds the store opened read-only and turns it into the page's state, a plain dict (the JSON the
page is built from, refcli/serve/page.py draws it). The open night is walked from its log once with the
session's own replay (stored postings and stored rulings: nothing is ruled again here), then only the
events that came since: a bet on the 500th hand costs the replay of one event, not of the night. An undo
voids what the walk already took, so the walk starts over then (undos are rare).

What each part says is what the table's own commands say: the status line of `status`, the balances of
`balances`, the ruling's words and `explain`'s where-every-quarter-went, the settlement `end` prints, the
standings of `season`.
"""

from __future__ import annotations

from ..kernel.errors import RefereeError
from ..kernel.money import format_money
from ..log.store import Store

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from ..table.showdown import Ruling
    from ..table.state import Night

POT_ACCOUNT = "(pot)"


class Walk:
    """One night's log replayed as far as ``seq``: the night, each finished hand's balances, the last
    ruling and the money that filled its pot (the walk of refcli/book/explain.py and refcli/book/export.py, kept)."""

    def __init__(self, night_id: int) -> None:
        self.night_id = night_id
        self.seq = 0
        self.night: Night | None = None
        self.running: list[tuple[int, dict[str, int]]] = []     # (hand number, balances after it)
        self.ruling: Ruling | None = None
        self.sources: list[dict] = []
        self._filling: list[dict] = []
        self.hand_postings: list = []       # every posting since the latest deal (7½'s duels as each is ruled)
        self.mark: tuple | None = None      # the walk as it stood just before the latest deal (see rewind)

    def feed(self, events) -> None:
        from ..log.nightlog import replay_event
        voided = {e.payload.get("voids") for e in events if e.kind == "undo"}
        for e in events:
            before, self.seq = self.seq, e.seq
            if e.kind == "undo" or e.seq in voided:
                continue
            if e.kind == "deal":
                self.mark = (before, self.night.copy() if self.night is not None else None, len(self.running),
                             self.ruling, list(self.sources), list(self._filling))
                self.hand_postings = []
            self.night, outcome = replay_event(self.night, e.kind, e.payload)
            self.hand_postings += outcome.postings
            for p in outcome.postings:
                if p.to == POT_ACCOUNT:
                    self._filling.append({"from": p.frm, "to": p.to, "amount": p.amount, "reason": p.reason})
            if outcome.ruling is not None:
                self.ruling, self.sources = outcome.ruling, list(self._filling)
            if self.night.ledger.pot == 0:
                self._filling = []
            for s in outcome.summaries:
                self.running.append((s.number, {p: self.night.ledger.balance(p) for p in self.night.players}))
            if e.kind == "rename":      # the chart follows a player under the name he has now
                old, new = e.payload["player"], e.payload["text"]
                self.running = [(n, {new if p == old else p: c for p, c in b.items()}) for n, b in self.running]


    def rewind(self) -> bool:
        """Back to just before the latest deal (an undo in the hand under way voids only what came since);
        False when there is no such point."""
        if self.mark is None:
            return False
        self.seq, night, kept, self.ruling, self.sources, self._filling = self.mark
        self.night = night.copy() if night is not None else None
        self.hand_postings = []
        del self.running[kept:]
        return True


class Reader:
    """The store, read-only, as the page's state. One Reader belongs to one thread (SQLite's rule)."""

    def __init__(self, path: str, zone: str | None = None) -> None:
        self.store = Store(path, zone=zone, quick_check=False, reader=True)   # serve() opened and checked it
        self.zone = zone                        # --tz: the zone times are printed in (else each night's own)
        self._walk: Walk | None = None
        self._closed: tuple | None = None       # (key, state, last seq) of the view with no night open

    def close(self) -> None:
        self.store.close()

    def stamp(self) -> int:
        """The store's own change counter: it moves whenever another connection commits (a typed line)."""
        return self.store.change_stamp()

    def state(self) -> dict:
        """The page's state now, read inside one read transaction (one consistent picture of the store)."""
        with self.store.transaction():
            row = self.store.open_night()
            if row is not None:
                return self._open(row)
            return self._none_open()

    # --- the open night ----------------------------------------------------------------------------------
    def _walked(self, night_id: int) -> Walk:
        walk = self._walk
        if walk is None or walk.night_id != night_id:
            walk = Walk(night_id)
        events = self.store.events(night_id, after_seq=walk.seq)
        undone: set[int] = {e.payload["voids"] for e in events if e.kind == "undo"}     # an undo names what it voids
        if walk.seq and undone:
            # What an undo voided the walk has taken already: from just before this hand's deal when the undone
            # events all came after it (a slip in the hand, the commonest undo), else from the night's start.
            mark = walk.mark[0] if walk.mark is not None else None
            if mark is not None and min(undone) > mark and walk.rewind():
                events = self.store.events(night_id, after_seq=walk.seq)
                if any(e.kind == "rename" and e.seq in undone for e in events):
                    walk, events = Walk(night_id), self.store.events(night_id)
            else:
                walk, events = Walk(night_id), self.store.events(night_id)
        walk.feed(events)
        self._walk = walk
        return walk

    def _open(self, row) -> dict:
        walk = self._walked(row.id)
        night = walk.night.copy() if walk.night is not None else None
        if night is None:
            from ..table.state import Night
            night = Night.new(list(row.players))
        return {"view": "night", "night": self._heading(row, night), **_money(night),
                "hand": _hand(night, walk.hand_postings), "between": _between(night), "seats": _seats(night),
                "ruling": _ruling(walk), "running": _running(walk, night), "settlement": None, "season": None}

    def _heading(self, row, night) -> dict:
        from ..book.export import night_zone
        from ..kernel.localtime import local_day
        zone = night_zone(self.store, row, self.zone)
        return {"id": row.id, "day": local_day(row.started_at, zone), "open": row.ended_at is None,
                "players": list(night.players), "hands": night.hands_finished}

    # --- no night open: the last night's settlement and the season --------------------------------------
    def _none_open(self) -> dict:
        self._walk = None
        nights = self.store.nights()
        key = tuple((r.id, r.ended_at) for r in nights[:1]) + (len(nights),)
        if self._closed is not None and self._closed[0] == key and nights and \
                self._closed[2] == self.store.last_seq(nights[0].id):
            return self._closed[1]
        state: dict = {"view": "none", "night": None, "balances": [], "pot": 0, "pot_text": "", "hand": None, "between": None,
                       "seats": None, "ruling": None, "running": None, "settlement": None, "season": None, "head": None}
        last = 0
        if nights:
            row = nights[0]
            walk = Walk(row.id)
            walk.feed(self.store.events(row.id))
            last = walk.seq
            if walk.night is not None:
                night = walk.night
                state.update(_money(night))
                state["night"] = self._heading(row, night)
                state["ruling"] = _ruling(walk)
                state["running"] = _running(walk, night)
                state["settlement"] = _settlement(night)
                from ..log.bookchain import short
                head = self.store.night_head(row.id)
                state["head"] = short(head) if head else None
                from ..kernel.localtime import local_date
                from ..book.export import night_zone
                zone = night_zone(self.store, row, self.zone)
                state["season"] = _season(self.store, int(local_date(row.started_at, zone)[:4]), self.zone)
        self._closed = (key, state, last)
        return state


def _money(night) -> dict:
    return {"balances": [{"player": p, "cents": night.ledger.balance(p),
                          "text": format_money(night.ledger.balance(p), signed=True)} for p in night.players],
            "pot": night.ledger.pot, "pot_text": format_money(night.ledger.pot)}



def _hand(night, postings=()) -> dict | None:
    hand = night.hand
    if hand is None or night.ended:
        return None
    from ..table.duels import duel_words, duels_of
    from ..table.expect import expect, pot_line
    from ..table.flow import declares
    from ..table.view import board_rows, seen_lines, wild_line
    e = expect(night)
    wild = _wild_cards(hand)
    seen = seen_lines(hand)
    points = any(p.kind.startswith("points") for p in hand.game.pots)
    up = []
    for p in hand.seats:
        cards = hand.up.get(p) or []
        # A face-down card is typed only when the table sees it (shown at the showdown, or turned): show it too.
        down = list(hand.down.get(p) or [])
        entry = {"player": p, "cards": list(cards), "down": down, "folded": p not in hand.active,
                 "dealer": p == hand.dealer, "wild": sorted(c for c in down + list(cards) if c in wild.get(p, ()))}
        if points and cards and "/" not in "".join(cards):
            from ..table.view import points_shown
            entry["points"] = points_shown(hand, cards)
        up.append(entry)
    return {"number": hand.number, "title": hand.game.title, "game": hand.game.id,
            "variants": list(hand.game.variants), "dealer": hand.dealer,
            "pot": night.ledger.pot, "pot_text": format_money(night.ledger.pot),
            # A game without a pot (7½'s duels) says so, as its status line does, not "pot $0.00".
            "no_pot": bool(not night.ledger.pot and declares(hand.game, "no-pot")),
            "turn": e.players[0] if e is not None and e.players else None,
            "owed": e.owed if e is not None else 0,
            "owed_text": format_money(e.owed) if e is not None and e.owed else "",
            "waiting": e.words if e is not None else "", "showdown": bool(e is not None and e.showdown),
            "players_words": _players_words(e),
            "duels": [duel_words(d) for d in duels_of(postings, hand.dealer)],
            "board_wild": sorted(c for c in hand.board if c in wild.get("", ())),
            "status": f"Hand {hand.number} · {hand.game.title} · {hand.dealer} dealt · {pot_line(night)}",
            "board": list(hand.board), "board_rows": board_rows(hand), "up": up,
            "indicators": list(hand.indicators), "wilds": wild_line(hand), "seen": seen}


def _players_words(e) -> str:
    """What the players see at the top of the page: whose turn and what it costs, or that the betting is over;
    never the host's instructions (what to type next)."""
    if e is None:
        return ""
    if e.showdown:
        return "Betting over: the showdown"
    if not e.players:
        return ""
    return f"{e.players[0]} to act ({format_money(e.owed)} to call)" if e.owed else f"{e.players[0]} to act"


def _wild_cards(hand) -> dict[str, set[str]]:
    """The cards wild now, for each player still in (and, under "", for the board): by the game's fixed wild
    cards, or by the wild rule the table decides as it stands (nothing marked while it still needs a card)."""
    from ..kernel.cards import parse_card
    from ..kernel.errors import RefereeError
    from ..table.wildrules import table_wilds
    try:
        wilds, _ = table_wilds(hand)
    except RefereeError:
        return {}
    out: dict[str, set[str]] = {}
    for p, (high, low) in wilds.items():
        codes = list(hand.down.get(p) or []) + list(hand.up.get(p) or []) + list(hand.board)
        out[p] = {c for c in codes if "/" not in c and (high.is_wild(parse_card(c)) or low.is_wild(parse_card(c)))}
    out[""] = set().union(*(out[p] & set(hand.board) for p in wilds)) if wilds else set()
    return out


def _between(night) -> dict | None:
    if night.hand is not None or night.ended:
        return None
    nxt = (f"{night.picker} picks the next game" if night.pick_game is None else
           f"next: {night.next_dealer} deals {night.pick_game.title}")
    return {"next": nxt, "picker": night.picker, "dealer": night.next_dealer,
            "game": night.pick_game.title if night.pick_game is not None else None}


def _seats(night) -> dict:
    from ..table.leaving import settled_lines
    return {"away": list(night.away), "gone": list(night.gone),
            "settled": [line for line in settled_lines(night, below=False) if line]}


def _ruling(walk: Walk) -> dict | None:
    if walk.ruling is None:
        return None
    from ..book.explain import explain_text
    from ..book.report import render_ruling
    r = walk.ruling
    return {"number": r.number, "title": r.title, "dealer": r.dealer, "words": render_ruling(r).splitlines(),
            "explained": explain_text(r, walk.sources).rstrip("\n").splitlines()}


def _running(walk: Walk, night) -> dict | None:
    if not walk.running:
        return None
    return {"hands": [n for n, _ in walk.running],
            "series": {p: [b.get(p, 0) for _, b in walk.running] for p in night.players}}


def _settlement(night) -> dict:
    """What `end` printed: its first line, the balances (drawn by the page) and the rest, word for word."""
    from ..book.report import render_settlement, transfers_for
    head, _, rest = render_settlement(night).partition("\n\n")
    transfers, _ = transfers_for(night) if not night.ledger.pot else ([], True)
    return {"headline": head.splitlines()[0], "lines": rest.splitlines(),
            "transfers": [{"from": t.frm, "to": t.to, "amount": t.amount, "text": format_money(t.amount)}
                          for t in transfers]}


def _season(store, year: int, zone: str | None) -> dict | None:
    from ..book.season import build
    try:
        s = build(store, year, zone)
    except RefereeError:
        return None
    return {"year": year, "nights": len(s.nights), "hands": s.hands,
            "players": [{"player": p.name, "cents": p.net, "text": format_money(p.net, signed=True),
                         "nights": p.nights} for p in s.players]}
