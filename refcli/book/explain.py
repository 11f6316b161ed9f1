"""The full ruling of a settled hand, for `refcli explain`: every pot, every hand in it with its five cards,
what each wild card became, which declarations counted, each tie-break and odd quarter with the rule that
placed it, and where every quarter of the pot came from.

A pure function of a stored ruling (``Ruling.from_json``) and the postings that filled its pot, so a past
hand reads the same however the code or the rulesets change later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..kernel.money import format_money
from ..kernel.words import and_list

if TYPE_CHECKING:
    from ..table.showdown import PotRuling, Ruling, Seat

POT_ACCOUNT = "(pot)"
# How each reason reads in the list of where the money came from: once, and more than once.
REASON_WORDS = {"ante": ("ante", "antes"), "bet": ("bet", "bets"), "raise": ("raise", "raises"),
                "call": ("call", "calls"), "buy-out": ("buy-out", "buy-outs"),
                "penalty": ("penalty", "penalties"), "payment": ("payment", "payments")}
_RESULT_WORDS = {"won": "won", "beaten": "beaten", "out": "out", "no spade": "no spade in the hole",
                 "no low": "no qualifying low"}


def _quarters(cents: int) -> str:
    if cents % 25:
        return format_money(cents)
    n = cents // 25
    return f"{format_money(cents)} ({n} quarter{'s' if n != 1 else ''})"


def explain_text(ruling: Ruling, sources: list[dict]) -> str:
    """The whole ruling as text. ``sources``: the postings into the pot, in the order the money went in:
    {"from": player, "to": "(pot)", "amount": cents, "reason": "ante"|"bet"|"raise"|"call"|"buy-out"|
    "penalty"|"payment"}."""
    from .report import pot_words
    out = [f"Hand {ruling.number} · {ruling.title} · dealt by {ruling.dealer} · {pot_words(ruling)}"]
    if ruling.wild_notes:
        out += ["", "Wild cards"] + [f"  {line}" for line in ruling.wild_notes]
    if ruling.declared:
        out += ["", "Declarations"] + _declarations(ruling)
    if ruling.pots:
        for part in ruling.pots:
            out += [""] + _pot(part)
    else:
        # A hand won without a showdown (everyone else folded): its ruling is its words.
        out += [""] + [f"  {line}" for line in ruling.lines]
    if pot_words(ruling) == "no pot":
        # 7½'s duels: each wager went from loser to winner as it was ruled, read from the postings it made.
        from ..table.duels import duel_words, duels_of
        duels = duels_of([(s["from"], s["to"], s["amount"], s["reason"]) for s in sources], ruling.dealer)
        if duels:
            moved = sum(d["amount"] for d in duels)
            out += ["", "Duels (the money went from player to player, not through a pot)"]
            out += [f"  {duel_words(d)}" for d in duels]
            out.append(f"  {len(duels)} duel{'s' if len(duels) != 1 else ''}, {format_money(moved)} in all.")
        return "\n".join(out) + "\n"
    out += ["", "Where the pot went"] + _awards(ruling)
    out += ["", "Where the pot came from"] + _sources(ruling.pot, sources)
    return "\n".join(out) + "\n"


def _declarations(ruling: Ruling) -> list[str]:
    lines = ["  " + ", ".join(f"{p} {way}" for p, way in ruling.declared) + "."]
    lines += [f"  {line}" for line in ruling.declaring if not line.startswith("Declared:")]
    from ..table.showdown import POT_NAMES
    counted = []
    for part in ruling.pots:
        names = [s.player for s in part.seats if s.result in ("won", "beaten", "no spade")]
        if names and part.kind in POT_NAMES:
            counted.append(f"{POT_NAMES[part.kind]}: {and_list(names)}")
    if counted:
        lines.append("  Declarations that counted — " + "; ".join(counted) + ".")
    out = sorted({s.player for part in ruling.pots for s in part.seats if s.result == "out"},
                 key=[p for p, _ in ruling.declared].index)
    if out:
        lines.append(f"  Not counted: {and_list(out)} (declared both and lost a way: out of both ways).")
    return lines


def _pot(part: PotRuling) -> list[str]:
    lines = [part.label]
    # Who took money from this pot first (the table asks who won before how the others lost), each side in
    # seat order.
    for seat in sorted(part.seats, key=lambda seat: not seat.amount):
        lines += _seat(seat)
    if part.rules:
        lines.append("  Rules applied:")
        lines += [f"    {rule}" for rule in part.rules]
    return lines


def _seat(seat: Seat) -> list[str]:
    result = _RESULT_WORDS.get(seat.result, seat.result)
    if seat.note:
        result += f" ({seat.note})"
    took = f" {format_money(seat.amount)}" if seat.amount else ""
    lines = [f"  {seat.player}: {result}{took} — {seat.hand}"]
    if seat.cards:
        lines.append(f"    five cards: {seat.cards}")
    for held, played in seat.wilds:
        lines.append(f"    wild card {held} played as itself" if held == played else
                     f"    wild card {held} played as {played}")
    if seat.used:
        lines.append(f"    community cards used: {seat.used}")
    return lines


def _awards(ruling: Ruling) -> list[str]:
    totals: dict[str, int] = {}
    for a in ruling.awards:
        totals[a.player] = totals.get(a.player, 0) + a.amount
    lines = [f"  {p}: {_quarters(amount)}" for p, amount in totals.items()]
    paid = sum(totals.values())
    if paid == ruling.pot:
        lines.append(f"  Paid out: {format_money(paid)}, the whole pot.")
    else:
        lines.append(f"  Paid out: {format_money(paid)}, but the pot was {format_money(ruling.pot)}: "
                     f"{format_money(abs(ruling.pot - paid))} {'short' if paid < ruling.pot else 'too much'}.")
    return lines


def _sources(pot: int, sources: list[dict]) -> list[str]:
    """Group the postings per player (in the order each first paid) and per reason, and check the total."""
    grouped: dict[str, dict[str, list[int]]] = {}
    elsewhere = 0
    for s in sources:
        if s.get("to") != POT_ACCOUNT:
            elsewhere += 1
            continue
        grouped.setdefault(s["from"], {}).setdefault(s["reason"], []).append(s["amount"])
    lines = []
    total = 0
    for player, reasons in grouped.items():
        parts = []
        for reason, amounts in reasons.items():
            one, many = REASON_WORDS.get(reason, (reason, reason))
            word = one if len(amounts) == 1 else many
            times = f" ({' + '.join(format_money(a) for a in amounts)})" if len(amounts) > 1 else ""
            parts.append(f"{word} {format_money(sum(amounts))}{times}")
        paid = sum(sum(a) for a in reasons.values())
        total += paid
        lines.append(f"  {player}: {'; '.join(parts)} — {_quarters(paid)} in all")
    if elsewhere:
        lines.append(f"  ({elsewhere} posting{'s' if elsewhere != 1 else ''} not into the pot, not counted.)")
    if total == pot:
        lines.append(f"  Total: {_quarters(total)}, the whole pot: every quarter is accounted for.")
    else:
        gap = pot - total
        lines.append(f"  Total: {format_money(total)}, but the pot was {format_money(pot)}: "
                     f"{format_money(abs(gap))} {'is not accounted for' if gap > 0 else 'more than the pot'}.")
    return lines


def settled_hands(store, night_id: int) -> list[tuple["Ruling", list[dict]]]:
    """Every settled hand of a night with the postings that filled its pot (money left in the pot from before
    the deal — a penalty between hands — included), by replaying the night's log as recorded."""
    return _replayed(store, night_id)[0]


def _replayed(store, night_id: int):
    """The settled hands (as settled_hands) and the night as the log leaves it."""
    from ..log.nightlog import replay_event
    events = store.events(night_id)
    voided = {e.payload.get("voids") for e in events if e.kind == "undo"}
    from ..table.duels import DUEL
    night, filled, out = None, [], []
    dueled: list[dict] = []     # a game without a pot: the duels' postings since its deal
    for e in events:
        if e.kind == "undo" or e.seq in voided:
            continue
        night, outcome = replay_event(night, e.kind, e.payload)
        for p in outcome.postings:
            if p.to == POT_ACCOUNT:
                filled.append({"from": p.frm, "to": p.to, "amount": p.amount, "reason": p.reason})
            elif p.reason == DUEL:
                dueled.append({"from": p.frm, "to": p.to, "amount": p.amount, "reason": p.reason})
        if e.kind == "deal":
            dueled = []
        if outcome.ruling is not None:
            out.append((outcome.ruling, filled + dueled))
            dueled = []
        if night.ledger.pot == 0:
            filled = []
    return out, night


def explain_hand(store, night_id: int, number: int | None = None) -> str:
    """The full ruling of hand ``number`` of a night (default: the last settled hand)."""
    from ..kernel.errors import IllegalAction
    hands, night = _replayed(store, night_id)
    if number is not None and number > _numbers_used(night):
        raise IllegalAction(f"night {night_id} has no hand {number} ("
                            + (f"settled: {and_list([str(r.number) for r, _ in hands])})" if hands else "none settled yet)"))
    if not hands:
        raise IllegalAction("no hand of this night has been settled yet")
    if number is None:
        ruling, sources = hands[-1]
    else:
        found = [h for h in hands if h[0].number == number]
        if not found:
            raise IllegalAction(f"hand {number} was not settled (settled: {and_list([str(r.number) for r, _ in hands])})")
        ruling, sources = found[0]
    return explain_text(ruling, sources).rstrip("\n")


def _numbers_used(night) -> int:
    """The highest hand number the night has used: every hand dealt (a misdealt one keeps its number), and the
    hand in play if there is one."""
    if night is None:
        return 0
    return night.hands_played + (1 if night.hand is not None else 0)
