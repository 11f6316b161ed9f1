"""Night reports for export (SPEC §5): `refcli report [NIGHT] --format table|markdown|csv|json|html`.

A report is built from the night's event log rather than its latest snapshot, because the hands and the
payments into the pot exist only in the log; the snapshot holds just the money. Building (``night_report``)
and rendering (``render``) are separate so that every format shows the same facts.

Text a user typed (names, reasons) is kept raw in ``ReportData`` and made safe when rendered: control
characters removed and spreadsheet formulas defused for the terminal, markdown and CSV (``report.clean``),
HTML-escaped for the page. JSON carries the text exactly; the JSON encoder escapes control characters.
"""

from __future__ import annotations

import re

from ..kernel.records import dataclass
from ..kernel.errors import RefereeError
from ..kernel.money import format_money
from .report import csv_cell, md, md_table, clean, columns
from .html import CSP, STYLE, escape, html_table, number_text, dated  # noqa: F401  (export's html page)
from ..log.nightlog import NightLog, replay_event
from ..kernel.settlement import Transfer, fewest_transfers
from ..table.state import Night

FORMATS = ("table", "markdown", "csv", "json", "html")

# The award of a whole pot (showdown.Award.pot "all", no pot kind's) as a person says it.
WHOLE_POT = "whole pot"


def pot_label(kind: str) -> str:
    """The pot kind of an award (showdown.Award.pot) as a person says it: the word its declaration gives for an
    export ("high"), else the ruling's own name for it (5½-25½'s points, Low Chicago); a kind no longer known,
    as stored."""
    if kind == "all":
        return WHOLE_POT
    from ..kernel.mechanics import POTS
    from ..table.showdown import POT_NAMES
    return (POTS.get(kind).label if kind in POTS else "") or POT_NAMES.get(kind, kind)

# Events that put a player's money into the pot outside the betting.
_PAYMENT_KINDS = ("pay", "penalty", "buyout")
_PAYMENT_LABELS = {"pay": "pay", "penalty": "penalty", "buyout": "buy-out"}

CSV_HEADER = ("record", "night", "date", "hand", "game", "title", "dealer", "player", "to", "pot",
              "amount", "cents", "detail", "reason")


@dataclass(frozen=True)
class AwardLine:
    player: str
    pot: str          # the pot kind: high, low, chicago, dots, or all
    amount: int       # cents
    hand: str         # what won it, in words


@dataclass(frozen=True)
class HandLine:
    number: int
    game: str         # the game's id
    title: str        # the game's name as played (with its variant)
    dealer: str
    pot: int
    awards: tuple[AwardLine, ...]
    voided: bool = False  # a misdeal: every ante and bet went back
    duels: tuple[DuelLine, ...] = ()    # a game without a pot (7½): the money each duel moved


@dataclass(frozen=True)
class DuelLine:
    """One duel of a game whose money moves player to player (refcli/table/duels.py)."""

    player: str
    dealer: str
    winner: str
    amount: int       # cents, won by ``winner``

    def as_dict(self) -> dict:
        return {"player": self.player, "dealer": self.dealer, "winner": self.winner, "amount": self.amount}


@dataclass(frozen=True)
class Payment:
    """Money a player put into the pot outside the betting: a `pay`, a penalty or a buy-out."""

    hand: int | None  # the hand under way, or None between hands (the money waits for the next hand)
    player: str
    kind: str         # pay, penalty or buyout
    amount: int       # cents; 0 for a waived penalty
    reason: str
    waived: bool = False


@dataclass(frozen=True)
class Movement:
    """One posting of the night: money from one account to another (a player, the pot, the bank, a player's
    cash with the bank), and why (ante, bet, call, raise, buy-out, award, buy-in, cash-out...)."""

    hand: int | None  # the hand under way when it moved; None between hands
    frm: str
    to: str
    amount: int       # cents
    reason: str


@dataclass(frozen=True)
class Expense:
    """A cost a player paid for the table (`expense`), shared by ``sharers`` (every seat when empty)."""

    player: str
    amount: int       # cents
    reason: str
    sharers: tuple[str, ...]


@dataclass(frozen=True)
class ReportData:
    night_id: int
    started_at: str                          # ISO-8601 UTC, as the store keeps it
    ended_at: str | None
    players: tuple[str, ...]
    hands: tuple[HandLine, ...]
    payments: tuple[Payment, ...]
    balances: tuple[tuple[str, int], ...]    # seat order
    pot: int                                 # money still on the table (a hand under way, a waiting penalty)
    hand_under_way: int | None
    transfers: tuple[Transfer, ...]          # empty while the pot holds money: nobody can settle yet
    transfers_exact: bool                    # the count of transfers is proven the fewest
    transfers_via: str | None = None         # everyone settles with this player (report --via), not the fewest
    zone: str = "UTC"                        # the time zone the night's times are printed in
    seats: tuple[str, ...] = ()              # who sat when: joins, leaves, sit-outs, returns, renames
    movements: tuple[Movement, ...] = ()     # every posting, as stored, in the order it was made
    running: tuple[tuple[int, tuple[tuple[str, int], ...]], ...] = ()   # (hand, balances after it)
    expenses: tuple[Expense, ...] = ()
    cash_settled: bool = False               # buy-ins and cash-outs reconcile with the play: nobody owes anybody
    drinks: tuple[tuple[str, int, int], ...] = ()   # 7½ drinks: (player, won, lost) in twelfths, never money
    # (from, to, cents) paid at the table when a player left and settled (`leave NAME settle`): money that
    # changed hands tonight, so the transfers leave it out
    settled_at_table: tuple[tuple[str, str, int], ...] = ()
    head: str = ""       # the book's head as this night's end left it (refcli/log/bookchain.py); '' while open

    @property
    def date(self) -> str:
        """The day the night started, in local time."""
        from ..kernel.localtime import local_date
        return local_date(self.started_at, self.zone)

    @property
    def ended(self) -> bool:
        return self.ended_at is not None

    @property
    def balance_map(self) -> dict[str, int]:
        return dict(self.balances)


@dataclass(frozen=True)
class NightListing:
    id: int
    date: str         # the local date the night started
    players: tuple[str, ...]
    hands: int        # hands finished
    ended: bool
    started: str = ""  # the local day, date, time and zone it started ('Friday 2026-11-20 19:00 CST')


def night_zone(store, row, zone: str | None = None) -> str:
    """The zone a night is printed in: the one asked for, else the one it was played in, else the store's
    (the host's), else UTC."""
    return zone or row.meta.get("tz") or getattr(store, "zone", None) or "UTC"


# --- choosing and building ------------------------------------------------------------------------------

def _id_ranges(ids: list[int]) -> str:
    """1-4, 7, 9-10: the ids a store holds, in runs."""
    runs: list[list[int]] = []
    for i in sorted(ids):
        if runs and i == runs[-1][1] + 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def select_night(store, night_id: int | None = None):
    """The store's row for ``night_id``; without one, the open night, else the newest ended night."""
    if night_id is not None:
        row = store.night(night_id)
        if row is not None and not row.meta.get("abandoned"):   # an undone opening is no night
            return row
        ids = [r.id for r in store.nights()]
        held = f"nights: {_id_ranges(ids)}" if ids else "it has no nights yet"
        raise RefereeError(f"no night {night_id} in the store ({held})")
    row = store.open_night()
    if row is None:
        nights = store.nights()
        if not nights:
            raise RefereeError("no nights in the store yet: start one with night NAME NAME ...")
        row = nights[0]
    return row


def night_report(store, night_id: int | None = None, via: str | None = None, zone: str | None = None) -> ReportData:
    """Everything a report shows about one night (see ``select_night`` for which); with ``via`` (a player's
    name or unique prefix) everyone pays, or is paid by, that player instead of the fewest payments; times in
    ``zone`` (see ``night_zone``)."""
    row = select_night(store, night_id)
    # The money a report prints is the money its events record: an event edited outside refcli (its hash no
    # longer chains) would print the edit's money as the night's, so the chain is checked first (one hash an
    # event, as cheap as reading them).
    edited = store.chain_problem(row.id)
    if edited:
        raise RefereeError(f"night {row.id}: {edited}, so its report would not be the night played "
                           "(refcli check-store)")
    from ..log.bookchain import refuse_an_edited_book
    refuse_an_edited_book(store)     # the night as it ended, and the open night's newest lines, as chained
    night, hands, payments, seats, movements, running = _replay(store, row.id)
    expenses = _expenses(store, row.id)
    if night is None:  # a night row with no events: nothing was played
        night = Night.new(list(row.players))
    if via is not None:
        from ..language.script import match_player
        via = match_player(via, night.players)   # tonight's seats: late arrivals and fixed names too
    balances = tuple((p, night.ledger.balance(p)) for p in night.players)
    pot = night.ledger.pot
    from ..table.cash import differences, has_cash, to_settle
    owed = to_settle(night)      # the play, with shared costs and less what the bank paid out
    off = sum(owed.values()) + pot
    if off:     # money paid to or from an account nobody sits at: only an edit outside refcli does that
        raise RefereeError(f"night {row.id} does not balance: its players' balances sum to "
                           f"{format_money(off, signed=True)}, not zero (was the store edited outside refcli? "
                           "refcli check-store)")
    if pot == 0 and via is not None:
        from ..kernel.settlement import via_transfers
        transfers, exact = tuple(via_transfers(owed, via)), False
    elif pot == 0:
        found, exact = fewest_transfers(owed)
        transfers = tuple(found)
    else:
        transfers, exact = (), True
    settled = pot == 0 and has_cash(night) and not differences(night) and not transfers
    return ReportData(
        night_id=row.id, started_at=row.started_at, ended_at=row.ended_at, players=tuple(night.players),
        hands=tuple(hands), payments=tuple(payments), balances=balances, pot=pot,
        hand_under_way=night.hand.number if night.hand is not None else None,
        transfers=transfers, transfers_exact=exact, transfers_via=via, zone=night_zone(store, row, zone),
        seats=tuple(seats),
        movements=tuple(movements), running=tuple(running), cash_settled=settled, expenses=expenses,
        drinks=tuple(_drinks(night)),
        settled_at_table=tuple((frm, to, cents) for frm, to, cents in night.settled),
        head=_night_head(store, row))


def _night_head(store, row) -> str:
    from ..log.bookchain import short
    if row.ended_at is None or store.path == ":memory:":
        return ""
    head = store.night_head(row.id)
    return short(head) if head else ""


def _drinks(night: Night) -> list[tuple[str, int, int]]:
    from ..table.stakes import tally
    return tally(night.ledger.accounts, night.players)


def _drink_lines(r: ReportData, text) -> list[str]:
    """Each player's drinks won and lost (a game played for drinks): apart from the money, never settled."""
    from ..table.stakes import fmt_drinks
    return [f"{text(p)}: won {fmt_drinks(won)}, lost {fmt_drinks(lost)}" for p, won, lost in r.drinks]


def _expenses(store, night_id: int) -> tuple[Expense, ...]:
    events = store.events(night_id)
    voided = {e.payload["voids"] for e in events if e.kind == "undo"}
    live = [e for e in events if e.kind != "undo" and e.seq not in voided]
    out: list[Expense] = []
    for e in live:
        if e.kind == "expense":
            out.append(Expense(e.payload["player"], e.payload["amount"], e.payload.get("text", ""),
                               tuple(e.payload.get("players", ()))))
        elif e.kind == "rename":     # the report names each player by the name he ended with
            from dataclasses import replace
            old, new = e.payload["player"], e.payload["text"]
            out = [replace(x, player=new if x.player == old else x.player,
                           sharers=tuple(new if p == old else p for p in x.sharers)) for x in out]
    return tuple(out)


def _expense_rows(r: ReportData, text) -> list[tuple[str, ...]]:
    return [(text(x.player), format_money(x.amount), text(x.reason),
             text(", ".join(x.sharers)) if x.sharers else "everyone") for x in r.expenses]


_EXPENSE_HEADERS = ("Paid by", "Amount", "For", "Shared by")
_EXPENSE_RIGHT = (False, True, False, False)


def _replay(store, night_id: int) -> tuple[Night | None, list[HandLine], list[Payment], list[str],
                                           list[Movement], list]:
    """Replay the whole log once, keeping each finished hand and each payment into the pot.

    The same walk as ``NightLog.summaries`` (undone events and the undos themselves skipped), with the
    balances read around each payment: the log says who paid and why, only the replay says how much
    (a penalty or a buy-out is priced by the house rules of the game being played).
    """
    events = store.events(night_id)
    voided = {e.payload["voids"] for e in events if e.kind == "undo"}
    night: Night | None = None
    hands: list[HandLine] = []
    payments: list[Payment] = []
    seats: list[str] = []
    from ..table.seats import SEAT_VERBS, history_line
    movements: list[Movement] = []
    running: list = []
    for e in events:
        if e.kind == "undo" or e.seq in voided:
            continue
        # The hand a posting belongs to: the one under way, or the one this event deals.
        under_way = night.hand.number if night is not None and night.hand is not None else None
        paying = e.kind in _PAYMENT_KINDS and night is not None
        if paying:
            before = {p: night.ledger.balance(p) for p in night.players}
            hand_no = night.hand.number if night.hand is not None else None
        try:
            night, outcome = replay_event(night, e.kind, e.payload)
        except Exception:   # noqa: BLE001 — a stored event refcli did not write (its whole chain rewritten)
            from ..kernel.safetext import shown
            raise RefereeError(f"night {night_id}: event {e.seq} ({shown(e.kind)}) does not replay (was the "
                               "store edited outside refcli? refcli check-store)") from None
        if paying:
            # A bare `buyout` names nobody: the payer is whoever's balance went down.
            paid = [(p, before[p] - night.ledger.balance(p)) for p in night.players
                    if night.ledger.balance(p) < before[p]]
            if not paid and e.payload.get("player"):
                paid = [(e.payload["player"], 0)]  # a waived penalty: on the record, no money moved
            for player, amount in paid:
                payments.append(Payment(hand_no, player, e.kind, amount, e.payload.get("text", ""),
                                        bool(e.payload.get("waived", False))))
        if under_way is None and night.hand is not None:
            under_way = night.hand.number
        movements.extend(Movement(under_way, p.frm, p.to, p.amount, p.reason) for p in outcome.postings)
        for s in outcome.summaries:
            hands.append(HandLine(s.number, s.game, s.title, s.dealer, s.pot,
                                  tuple(AwardLine(a["player"], a["pot"], a["amount"], a["hand"])
                                        for a in s.awards), s.voided,
                                  tuple(DuelLine(d["player"], d["dealer"], d["winner"], d["amount"])
                                        for d in s.duels)))
            running.append((s.number, tuple((p, night.ledger.balance(p)) for p in night.players)))
        if e.kind == "rename":   # one name per player in the whole report: the fixed one
            hands[:], payments[:], seats[:] = _renamed(hands, payments, seats, e.payload["player"],
                                                       e.payload["text"])
            movements[:], running[:] = _renamed_money(movements, running, e.payload["player"], e.payload["text"])
        if e.kind in SEAT_VERBS:
            from ..language.script import Action
            from ..log.events import split
            seats.append(history_line(Action.from_payload(e.kind, split(e.payload)[0]), night, outcome.postings))
    return night, hands, payments, seats, movements, running


def _renamed(hands, payments, seats, old: str, new: str):
    from dataclasses import replace
    name = {old: new}.get
    hands = [replace(h, dealer=name(h.dealer, h.dealer),
                     awards=tuple(replace(a, player=name(a.player, a.player)) for a in h.awards),
                     duels=tuple(replace(d, player=name(d.player, d.player), dealer=name(d.dealer, d.dealer),
                                         winner=name(d.winner, d.winner)) for d in h.duels)) for h in hands]
    payments = [replace(p, player=name(p.player, p.player)) for p in payments]
    seats = [re.sub(rf"^{re.escape(old)}(?= )", new, line) for line in seats]
    return hands, payments, seats


def _renamed_money(movements, running, old: str, new: str):
    """The postings and running balances under the fixed name: his cash, shared costs and play are one
    player's (the CSV once split a buy-in and its cash-out between two names)."""
    from dataclasses import replace
    from ..table.seats import renamed_account
    movements = [replace(m, frm=renamed_account(m.frm, old, new), to=renamed_account(m.to, old, new))
                 for m in movements]
    running = [(n, tuple((new if p == old else p, c) for p, c in rows)) for n, rows in running]
    return movements, running


def list_nights(store, zone: str | None = None) -> list[NightListing]:
    """Every night in the store, newest first (hands counted from each night's latest snapshot)."""
    from ..kernel.localtime import local_date, local_stamp
    session = NightLog(store)
    out = []
    for row in store.nights():
        night, _ = session.replay(row.id)
        where = night_zone(store, row, zone)
        players = tuple(night.players) if night is not None else tuple(row.players)   # joins and renames
        out.append(NightListing(row.id, local_date(row.started_at, where), players,
                                night.hands_finished if night is not None else 0, row.ended_at is not None,
                                local_stamp(row.started_at, where)))
    return out


def render_night_list(listings: list[NightListing], fmt: str = "table") -> str:
    """The nights as a table (the default), markdown, csv or json; an empty store says how to start."""
    if fmt == "json":
        import json
        return json.dumps([{"night": n.id, "date": n.date, "players": list(n.players), "hands": n.hands,
                            "ended": n.ended} for n in listings], indent=2, ensure_ascii=False)
    if fmt == "csv":
        import csv
        import io
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("night", "date", "players", "hands", "status"))
        for n in listings:
            writer.writerow([csv_cell(c) for c in (n.id, n.date, " ".join(n.players), n.hands,
                                                    "ended" if n.ended else "open")])
        return buf.getvalue().rstrip("\n")
    if fmt not in ("table", "markdown"):
        raise RefereeError(f"the list of nights prints as table, markdown, csv or json, not {fmt}")
    if not listings:
        return "No nights in the store yet: start one with night NAME NAME ..."
    headers, right = ("Night", "Started", "Players", "Hands", "Status"), (True, False, False, True, False)
    if fmt == "markdown":
        rows = [(str(n.id), n.started or n.date, md(", ".join(n.players)), str(n.hands),
                 "ended" if n.ended else "open") for n in listings]
        return md_table(headers, rows, right)
    rows = [(str(n.id), n.started or n.date, clean(", ".join(n.players)), str(n.hands),
             "ended" if n.ended else "open") for n in listings]
    return columns(headers, rows, right)


# --- rendering ------------------------------------------------------------------------------------------

def render(report: ReportData, fmt: str, width: int | None = None) -> str:
    """The report in one of FORMATS; the text has no trailing newline. ``width``: the terminal's, which the
    table format fits by wrapping its widest column."""
    renderers = {"table": render_table, "markdown": render_markdown, "csv": render_csv,
                 "json": render_json, "html": render_html}
    if fmt not in renderers:
        raise RefereeError(f"unknown report format '{fmt}': choose {', '.join(FORMATS[:-1])} or {FORMATS[-1]}")
    if fmt == "table":
        return render_table(report, width)
    return renderers[fmt](report)


def _stamp(iso: str, zone: str) -> str:
    from ..kernel.localtime import local_stamp
    return local_stamp(iso, zone)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _heading(r: ReportData) -> str:
    from ..kernel.localtime import local_day
    return f"Night {r.night_id} · {local_day(r.started_at, r.zone)}"


def _status(r: ReportData) -> str:
    """One line: how far the night went and when."""
    void = sum(1 for h in r.hands if h.voided)
    played = _plural(len(r.hands) - void, "hand")
    misdealt = f" (and {void} misdealt)" if void else ""    # a voided hand is in the log, not played
    if r.ended:
        return (f"Ended · {played}{misdealt} · started {_stamp(r.started_at, r.zone)} · "
                f"ended {_stamp(r.ended_at, r.zone)}")
    under_way = f", hand {r.hand_under_way} under way" if r.hand_under_way is not None else ""
    return f"Open · {played} played{misdealt}{under_way} · started {_stamp(r.started_at, r.zone)}"


def _settle_title(r: ReportData) -> str:
    """The heading of the who-pays-whom section, or why there is none yet."""
    if r.pot:
        why = (f"hand {r.hand_under_way} is under way" if r.hand_under_way is not None
               else "it waits for the next hand")
        return f"Who pays whom: not yet, {format_money(r.pot)} is in the pot ({why})"
    if r.cash_settled:
        return "Who pays whom: nobody, the buy-ins and cash-outs settled the night"
    if not r.transfers:
        return "Who pays whom: everyone is even, nobody pays anybody"
    how = (f"everyone settles with {r.transfers_via}" if r.transfers_via is not None else
           "the fewest possible" if r.transfers_exact else "a quick method; maybe not the fewest possible")
    when = "" if r.ended else " if the night ended now"
    return f"Who pays whom{when} ({_plural(len(r.transfers), 'payment')}, {how})"


def _hand_rows(r: ReportData, text) -> list[tuple[str, ...]]:
    """One row per award (per duel in a game without a pot); a hand's own columns only on its first row."""
    rows = []
    for h in r.hands:
        if h.duels and not h.awards and not h.voided:
            for i, d in enumerate(h.duels):
                head = (str(h.number), text(h.title), text(h.dealer), "no pot") if i == 0 else ("",) * 4
                rows.append(head + (text(d.winner), "duel", format_money(d.amount),
                                    text(f"{d.player} against {d.dealer} (dealing)")))
            continue
        lead = (str(h.number), text(h.title), text(h.dealer), format_money(h.pot))
        for i, a in enumerate(h.awards or (None,)):
            head = lead if i == 0 else ("",) * len(lead)
            rest = (("(misdeal: void)", "", "", "every ante and bet went back") if h.voided else
                    ("", "", "", "") if a is None else
                    (text(a.player), text(pot_label(a.pot)), format_money(a.amount), text(a.hand)))
            rows.append(head + rest)
    return rows


_HAND_HEADERS = ("Hand", "Game", "Dealer", "Pot", "Won by", "Share", "Amount", "With")
_HAND_RIGHT = (True, False, False, True, False, False, True, False)


def _payment_rows(r: ReportData, text) -> list[tuple[str, ...]]:
    return [("—" if p.hand is None else str(p.hand), text(p.player), _PAYMENT_LABELS.get(p.kind, text(p.kind)),
             "waived" if p.waived else format_money(p.amount), text(p.reason)) for p in r.payments]


_PAYMENT_HEADERS = ("Hand", "Player", "What", "Amount", "Reason")
_PAYMENT_RIGHT = (True, False, False, True, False)


def _balance_rows(r: ReportData, text) -> list[tuple[str, str]]:
    rows = [(text(p), format_money(b, signed=True)) for p, b in r.balances]
    if r.pot:
        rows.append(("(in the pot)", format_money(r.pot)))
    return rows


def _transfer_rows(r: ReportData, text) -> list[tuple[str, str, str]]:
    return [(text(t.frm), text(t.to), format_money(t.amount)) for t in r.transfers]


_SETTLED_TITLE = "Paid at the table when a player left (not paid again below)"


def _settled_rows(r: ReportData, text) -> list[tuple[str, str, str]]:
    return [(text(frm), text(to), format_money(cents)) for frm, to, cents in r.settled_at_table]


# table ---------------------------------------------------------------------------------------------------

def render_table(r: ReportData, width: int | None = None) -> str:
    """Aligned plain text for a terminal; with ``width``, the hands and payments wrap to fit it."""
    out = [_heading(r) + " · " + clean(", ".join(r.players)), _status(r), "", "Hands"]
    out.append(columns(_HAND_HEADERS, _hand_rows(r, clean), _HAND_RIGHT, width) if r.hands
               else "  (none finished)")
    if r.payments:
        out += ["", "Payments into the pot",
                columns(_PAYMENT_HEADERS, _payment_rows(r, clean), _PAYMENT_RIGHT, width)]
    if r.seats:
        out += ["", "Seats"] + [f"  {clean(line)}" for line in r.seats]
    if r.expenses:
        out += ["", "Shared costs", columns(_EXPENSE_HEADERS, _expense_rows(r, clean), _EXPENSE_RIGHT, width)]
    leftover = _leftover_lines(r)
    if leftover:
        out += ["", "Left in the pot when the night ended (shared by the house rule)"] + leftover
    out += ["", "Balances", columns(("Player", "Balance"), _balance_rows(r, clean), (False, True))]
    if r.settled_at_table:
        out += ["", _SETTLED_TITLE, columns(("From", "To", "Amount"), _settled_rows(r, clean), (False, False, True))]
    out += ["", _settle_title(r)]
    if r.transfers:
        out.append(columns(("From", "To", "Amount"), _transfer_rows(r, clean), (False, False, True)))
    if r.drinks:
        out += ["", "Drinks (apart from the money)"] + [f"  {line}" for line in _drink_lines(r, clean)]
    return "\n".join(out)


def _leftover_lines(r: ReportData) -> list[str]:
    """Who got what of a pot left at `end` (a late penalty), from the night's stored postings."""
    shares = [m for m in r.movements if m.reason == "leftover"]
    if not shares:
        return []
    total = sum(m.amount for m in shares)
    return [f"  {format_money(total)} in all: " + ", ".join(f"{clean(m.to)} {format_money(m.amount)}" for m in shares)]


# markdown ------------------------------------------------------------------------------------------------

def render_markdown(r: ReportData) -> str:
    """GitHub-flavoured markdown: a heading and a table per section."""
    out = [f"# {_heading(r)}", "", f"Players: {md(', '.join(r.players))}", "", _status(r), "", "## Hands", ""]
    out.append(md_table(_HAND_HEADERS, _hand_rows(r, md), _HAND_RIGHT) if r.hands else "No hand finished.")
    if r.payments:
        out += ["", "## Payments into the pot", "",
                md_table(_PAYMENT_HEADERS, _payment_rows(r, md), _PAYMENT_RIGHT)]
    if r.seats:
        out += ["", "## Seats", ""] + [f"- {md(line)}" for line in r.seats]
    if r.expenses:
        out += ["", "## Shared costs", "", md_table(_EXPENSE_HEADERS, _expense_rows(r, md), _EXPENSE_RIGHT)]
    out += ["", "## Balances", "", md_table(("Player", "Balance"), _balance_rows(r, md), (False, True))]
    if r.settled_at_table:
        out += ["", f"## {_SETTLED_TITLE}", "",
                md_table(("From", "To", "Amount"), _settled_rows(r, md), (False, False, True))]
    out += ["", f"## {_settle_title(r)}"]
    if r.transfers:
        out += ["", md_table(("From", "To", "Amount"), _transfer_rows(r, md), (False, False, True))]
    if r.drinks:
        out += ["", "## Drinks (apart from the money)", ""] + [f"- {line}" for line in _drink_lines(r, md)]
    return "\n".join(out)


# csv -----------------------------------------------------------------------------------------------------

def _dollars(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    return f"{sign}{abs(cents) // 100}.{abs(cents) % 100:02d}"


def csv_rows(r: ReportData) -> list[tuple]:
    """The CSV's records, header first, before sanitising.

    award: one per award (``player`` won ``amount`` from pot kind ``pot`` of hand ``hand``; detail = the hand).
    payment: money ``player`` put into the pot outside the betting (detail = pay, penalty, penalty waived or
    buy-out; reason = what the dealer typed). balance: each player's result for the night. pot: money still on
    the table, so that the balance and pot rows always sum to zero. settled: ``player`` paid ``to`` at the
    table when a player left (`leave NAME settle`; not in the transfers). transfer: ``player`` pays ``to``.
    duel: in a game without a pot (7½), ``player`` won ``amount`` from ``to`` (detail: whose duel it was).
    void: a misdealt hand (amount: its pot when it was voided; everything went back). seat: a change of seats
    (detail: who joined, left, sat out, came back or was renamed, and at which hand).
    """
    night, date = r.night_id, r.date
    rows: list[tuple] = [CSV_HEADER]
    for h in r.hands:
        if h.voided:
            rows.append(("void", night, date, h.number, h.game, h.title, h.dealer, "", "", "", _dollars(h.pot),
                         h.pot, "misdeal: every ante and bet went back", ""))
        for a in h.awards:
            rows.append(("award", night, date, h.number, h.game, h.title, h.dealer, a.player, "", a.pot,
                         _dollars(a.amount), a.amount, a.hand, ""))
        for d in h.duels:
            loser = d.dealer if d.winner == d.player else d.player
            rows.append(("duel", night, date, h.number, h.game, h.title, h.dealer, d.winner, loser, "",
                         _dollars(d.amount), d.amount, f"{d.player} against {d.dealer} (dealing)", ""))
    for p in r.payments:
        what = _PAYMENT_LABELS.get(p.kind, p.kind) + (" waived" if p.waived else "")
        rows.append(("payment", night, date, "" if p.hand is None else p.hand, "", "", "", p.player, "", "",
                     _dollars(p.amount), p.amount, what, p.reason))
    for line in r.seats:
        rows.append(("seat", night, date, "", "", "", "", "", "", "", "", "", line, ""))
    # Every money movement, as stored, so a spreadsheet can rebuild the balances: the sum of a player's
    # movements in (player in "to") less out (player in "player") is his balance.
    for m in r.movements:
        rows.append(("movement", night, date, "" if m.hand is None else m.hand, "", "", "", m.frm, m.to, "",
                     _dollars(m.amount), m.amount, "", m.reason))
    for player, cents in r.balances:
        rows.append(("balance", night, date, "", "", "", "", player, "", "", _dollars(cents), cents, "", ""))
    if r.pot:
        rows.append(("pot", night, date, "" if r.hand_under_way is None else r.hand_under_way, "", "", "", "",
                     "", "", _dollars(r.pot), r.pot, "still in the pot", ""))
    for frm, to, cents in r.settled_at_table:
        rows.append(("settled", night, date, "", "", "", "", frm, to, "", _dollars(cents), cents,
                     "paid at the table when a player left", ""))
    how = (f"via {r.transfers_via}" if r.transfers_via is not None else
           "fewest possible" if r.transfers_exact else "quick method")
    for t in r.transfers:
        rows.append(("transfer", night, date, "", "", "", "", t.frm, t.to, "", _dollars(t.amount), t.amount,
                     how, ""))
    return rows


def render_csv(r: ReportData, bom: bool = False) -> str:
    """RFC 4180 quoting with \\n line ends; amounts as dollars with two decimals and as integer cents.
    ``bom``: start with a byte order mark, for spreadsheet programs that read UTF-8 only after one."""
    import csv
    import io
    buf = io.StringIO()
    if bom:
        buf.write("\ufeff")
    writer = csv.writer(buf, lineterminator="\n")
    for row in csv_rows(r):
        writer.writerow([csv_cell(c) for c in row])
    return buf.getvalue().rstrip("\n")


# json ----------------------------------------------------------------------------------------------------

def report_json(r: ReportData) -> dict:
    """A superset of `run --json` (SPEC §4); every amount in integer cents."""
    return {
        "night": r.night_id,
        "date": r.date,
        "started_at": r.started_at,
        "ended_at": r.ended_at,
        "zone": r.zone,
        "started_local": _local_iso(r.started_at, r.zone),
        "ended_local": _local_iso(r.ended_at, r.zone) if r.ended_at else None,
        "ended": r.ended,
        "players": list(r.players),
        "hands": [{"number": h.number, "game": h.game, "title": h.title, "dealer": h.dealer, "pot": h.pot,
                   "awards": [{"player": a.player, "pot": a.pot, "amount": a.amount, "hand": a.hand}
                              for a in h.awards]} | ({"voided": True} if h.voided else {})
                  | ({"duels": [d.as_dict() for d in h.duels]} if h.duels else {}) for h in r.hands],
        "seats": list(r.seats),
        "payments": [{"hand": p.hand, "player": p.player, "kind": p.kind, "amount": p.amount,
                      "reason": p.reason, "waived": p.waived} for p in r.payments],
        "balances": dict(r.balances),
        "pot": r.pot,
        "hand_under_way": r.hand_under_way,
        "transfers": [t.as_dict() for t in r.transfers],
        "transfers_minimal": r.transfers_exact,
        "transfers_via": r.transfers_via,
        "cash_settled": r.cash_settled,
        "settled_at_table": [{"from": frm, "to": to, "amount": cents} for frm, to, cents in r.settled_at_table],
        "head": r.head or None,
        "expenses": [{"player": x.player, "amount": x.amount, "reason": x.reason, "shared_by": list(x.sharers)}
                     for x in r.expenses],
        "movements": [{"hand": m.hand, "from": m.frm, "to": m.to, "amount": m.amount, "reason": m.reason}
                      for m in r.movements],
    } | ({"drinks": _drinks_dict(r)} if r.drinks else {})


def _drinks_dict(r: ReportData) -> dict:
    """Drinks as fractions of a drink ("2/3"): they are not cents, so no amount key holds them."""
    from fractions import Fraction
    from ..table.stakes import TWELFTHS
    return {p: {"won": str(Fraction(won, TWELFTHS)), "lost": str(Fraction(lost, TWELFTHS))}
            for p, won, lost in r.drinks}


def _local_iso(iso: str, zone: str) -> str:
    from ..kernel.localtime import local_iso
    return local_iso(iso, zone)


def render_json(r: ReportData) -> str:
    import json
    return json.dumps(report_json(r), indent=2, ensure_ascii=False)


# html ----------------------------------------------------------------------------------------------------

UP, DOWN, EVEN = "#2e7d32", "#c62828", "#9e9e9e"

def balance_chart(balances: tuple[tuple[str, int], ...]) -> str:
    """An inline SVG: one horizontal bar per player from a zero line in the middle, gains right in green,
    losses left in red, each under the player's name and labelled with the amount. Phone-wide (it scales to
    any width: viewBox); printed, gains are black bars and losses white ones."""
    from .html import short_name
    width, row_h, bar_h, top, pad = 390, 42, 18, 6, 78
    zero_x = width // 2
    longest = zero_x - pad                      # the amount label needs room past the end of the bar
    most = max((abs(b) for _, b in balances), default=0)
    height = 2 * top + row_h * len(balances)
    parts = [f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="Balances">',
             f'<line x1="{zero_x}" y1="{top // 2}" x2="{zero_x}" y2="{height - top // 2}" stroke="#888"/>']
    for i, (player, cents) in enumerate(balances):
        y = top + i * row_h + 18
        length = abs(cents) / most * longest if most else 0.0
        x = zero_x if cents >= 0 else zero_x - length
        fill, kind = (UP, "gain") if cents > 0 else (DOWN, "loss") if cents < 0 else (EVEN, "even")
        amount = format_money(cents, signed=True)
        text_y = number_text(y + bar_h * 0.72)
        parts.append(f'<text x="{4 if cents < 0 else zero_x + 2}" y="{y - 4}">{escape(short_name(player))}</text>')
        parts.append(f'<rect x="{number_text(x)}" y="{y}" width="{number_text(length)}" height="{bar_h}" fill="{fill}" '
                     f'class="{kind}"><title>{escape(player)}: {escape(amount)}</title></rect>')
        if cents >= 0:
            parts.append(f'<text x="{number_text(zero_x + length + 6)}" y="{text_y}">{escape(amount)}</text>')
        else:
            parts.append(f'<text x="{number_text(zero_x - length - 6)}" y="{text_y}" text-anchor="end">'
                         f'{escape(amount)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def _running_chart(r: ReportData) -> list[str]:
    """Each player's balance hand by hand, as lines from zero (nothing when no hand has finished)."""
    if not r.running:
        return []
    from .html import line_chart
    series = {p: [dict(b).get(p, 0) for _, b in r.running] for p in r.players}
    return ["<h2>Balances hand by hand</h2>",
            line_chart(series, [f"hand {r.running[0][0]}", f"hand {r.running[-1][0]}"], "Balances hand by hand")]


def render_html(r: ReportData) -> str:
    """One self-contained page: inline style, an inline SVG chart, no script and nothing fetched."""
    title = _heading(r)
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{escape(title)} · refcli</title>", f"<style>\n{STYLE}\n</style>", "</head>", "<body>",
           f"<h1>{dated(escape(title))}</h1>", f"<p>{escape(', '.join(r.players))}</p>", f"<p>{dated(escape(_status(r)))}</p>",
           # The sheet a host prints and pins up: the balances and who pays whom, together on one page.
           '<section class="sheet">', "<h2>Balances</h2>", balance_chart(r.balances),
           html_table(("Player", "Balance"), _balance_rows(r, escape), (False, True))]
    if r.settled_at_table:
        out += [f"<h2>{escape(_SETTLED_TITLE)}</h2>",
                html_table(("From", "To", "Amount"), _settled_rows(r, escape), (False, False, True))]
    out.append(f"<h2>{escape(_settle_title(r))}</h2>")
    if r.transfers:
        out.append(html_table(("From", "To", "Amount"), _transfer_rows(r, escape), (False, False, True)))
    if r.head:      # for the table to witness: refcli verify --head says later whether the book still leads here
        out.append(f'<p class="head">Head of the book after this night: <b>{escape(r.head)}</b></p>')
    out += ["</section>", '<section class="detail">'] + _running_chart(r) + ["<h2>Hands</h2>"]
    if r.hands:
        rows = _hand_rows(r, escape)
        firsts = {i for i, row in enumerate(rows) if row[0]}
        out.append(html_table(_HAND_HEADERS, rows, _HAND_RIGHT, firsts))
    else:
        out.append("<p>No hand finished.</p>")
    if r.payments:
        out += ["<h2>Payments into the pot</h2>",
                html_table(_PAYMENT_HEADERS, _payment_rows(r, escape), _PAYMENT_RIGHT)]
    if r.seats:
        out += ["<h2>Seats</h2>", "<ul>"] + [f"<li>{escape(line)}</li>" for line in r.seats] + ["</ul>"]
    if r.expenses:
        out += ["<h2>Shared costs</h2>", html_table(_EXPENSE_HEADERS, _expense_rows(r, escape), _EXPENSE_RIGHT)]
    out += ["</section>", "</body>", "</html>"]
    return "\n".join(out)
