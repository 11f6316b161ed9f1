"""Debts with two sides: what a night carried (`end carry`) is owed by one member to another.

A carried night stores its transfers as postings between the players' IOU accounts, ``(iou:Ann) -> (iou:Bob)``:
Ann owes Bob that much (a night carried before this was stored as each player's net against one ``(carried)``
account; its debts are the fewest transfers that settle those nets, as its `end` would have printed them).
A payment settles part of one debt: `paid FROM TO AMOUNT` at a night (an event of that night), or between
nights `refcli paid FROM TO AMOUNT` (a row of the store's ``debt_payments``). `paid NAME AMOUNT` names the
other side itself where NAME owes one member only, or is owed by one only; where there are several, it is
refused with their names. A payment larger than the debt is refused. Everything is read per member
(refcli/book/members.py), so a debt follows a member through renames and merges.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction, RefereeError
from ..kernel.money import QUARTER, format_money
from ..kernel.records import dataclass, field
from .digest import live_events, digest, payment


@dataclass
class Debts:
    owed: dict[tuple[str, str], int] = field(default_factory=dict)    # (debtor, creditor) -> cents, > 0
    overpaid: dict[str, int] = field(default_factory=dict)   # payments of old nights beyond what was owed
    carried: int = 0            # cents carried, every debt ever
    paid: int = 0               # cents paid against them

    def add(self, debtor: str, creditor: str, cents: int) -> None:
        """A new debt; one the other way round between the same two is netted against it."""
        if debtor == creditor or cents <= 0:
            return
        self.carried += cents
        back = self.owed.pop((creditor, debtor), 0)
        if back > cents:
            self.owed[(creditor, debtor)] = back - cents
        elif cents > back:
            self.owed[(debtor, creditor)] = self.owed.get((debtor, creditor), 0) + cents - back

    def pay(self, payer: str, payee: str | None, cents: int) -> None:
        """A payment as stored. ``payee`` None: a `paid NAME AMOUNT` stored before payments named both sides;
        it settles the NAME's debts (or, when he owes none, what is owed to him) in name order."""
        if payee is not None:
            debt = self.owed.get((payer, payee), 0)
            settled = min(debt, cents)
            self._settle(payer, payee, settled)
            if cents > settled:
                self.overpaid[payer] = self.overpaid.get(payer, 0) + cents - settled
            return
        left = cents
        owes = sorted(((d, c) for d, c in self.owed if d == payer), key=lambda k: k[1].casefold())
        owed = sorted(((d, c) for d, c in self.owed if c == payer), key=lambda k: k[0].casefold())
        for pair in owes or owed:
            settled = min(self.owed[pair], left)
            self._settle(*pair, settled)
            left -= settled
        if left:
            self.overpaid[payer] = self.overpaid.get(payer, 0) + left

    def _settle(self, debtor: str, creditor: str, cents: int) -> None:
        if not cents:
            return
        self.paid += cents
        self.owed[(debtor, creditor)] -= cents
        if not self.owed[(debtor, creditor)]:
            del self.owed[(debtor, creditor)]

    def net(self, name: str) -> int:
        """What ``name`` is owed (positive) less what he owes."""
        return sum(c for (d, k), c in self.owed.items() if k == name) - \
            sum(c for (d, k), c in self.owed.items() if d == name)

    def pairs(self) -> list[tuple[str, str, int]]:
        return sorted(((d, c, cents) for (d, c), cents in self.owed.items()),
                      key=lambda t: (t[0].casefold(), t[1].casefold()))


def book_debts(store, before: tuple[int, int, int] | None = None) -> Debts:
    """Every debt the book holds now: the ended nights' carried debts and the payments at nights and between
    them, in the order they happened (an open night's payments last: they are being made now). ``before``:
    only what came before that place in the order (a between-nights payment's: (night it followed, 1, its
    index among them)), the debts as they stood when it was made."""
    from .members import identity
    who = identity(store)

    def member(name):
        return None if name is None else who.get(name, name)

    # Nights in the order they were played, each between-nights payment just after the night it followed.
    timeline = [((row.id, 0, 0), row) for row in store.nights()]
    for k, (_, payer, payee, cents, after) in enumerate(store.debt_payments()):
        timeline.append(((after, 1, k), (payer, payee, cents)))
    debts = Debts()
    for key, item in sorted(timeline, key=lambda t: t[0]):
        if before is not None and key >= before:
            break
        if key[1] == 1:
            payer, payee, cents = item
            debts.pay(member(payer), member(payee), cents)
            continue
        row = item
        if row.ended_at is None:        # the night being played: its payments so far
            for payer, payee, cents in open_payments(store, row.id):
                debts.pay(member(payer), member(payee), cents)
            continue
        d = digest(store, row)
        for payer, payee, cents in d.get("paid", ()):     # a night's payments settle what came before it
            debts.pay(member(payer), member(payee), cents)
        for debtor, creditor, cents in d.get("debts", ()):
            debts.add(member(debtor), member(creditor), cents)
    return debts


def open_payments(store, night_id: int) -> list[tuple[str, str | None, int]]:
    """The payments made so far at an open night (payer, payee, cents)."""
    return [payment(e.payload) for e in live_events(store, night_id) if e.kind == "paid"]


# --- a payment typed ---------------------------------------------------------------------------------------

def _others(debts: Debts, name: str) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """(whom ``name`` owes, who owes ``name``), each with the amount."""
    owes = [(c, cents) for (d, c), cents in sorted(debts.owed.items()) if d == name]
    owed = [(d, cents) for (d, c), cents in sorted(debts.owed.items()) if c == name]
    return owes, owed


def settle(debts: Debts, payer: str, payee: str | None, cents: int) -> tuple[str, str]:
    """(payer, payee) of a payment (``payee`` None: the one other side there is), checked against the debts;
    refused in one line when it settles no debt, more than the debt, or names one side only where there are
    several."""
    if cents <= 0:
        raise IllegalAction("a payment is more than nothing")
    if cents % QUARTER:
        raise IllegalAction(f"{format_money(cents)} is not a whole number of quarters")
    if payee is None:
        owes, owed = _others(debts, payer)
        if len(owes) + len(owed) == 0:
            raise IllegalAction(f"{payer} owes nobody and nobody owes {payer}: nothing carried to pay")
        if len(owes) + len(owed) > 1:
            from ..kernel.words import and_list
            sides = ([f"owes {and_list([f'{c} {format_money(a)}' for c, a in owes])}"] if owes else []) + \
                    ([f"is owed {and_list([f'{format_money(a)} by {d}' for d, a in owed])}"] if owed else [])
            example = f"paid {payer} {owes[0][0]} AMOUNT" if owes else f"paid {owed[0][0]} {payer} AMOUNT"
            raise IllegalAction(f"{payer} {' and '.join(sides)}: say who pays whom ({example})")
        if owes:
            payee = owes[0][0]
        else:
            payer, payee = owed[0][0], payer
    debt = debts.owed.get((payer, payee), 0)
    if not debt:
        back = debts.owed.get((payee, payer), 0)
        if back:
            raise IllegalAction(f"{payer} owes {payee} nothing: it is {payee} who owes {payer} "
                                f"{format_money(back)}")
        raise IllegalAction(f"{payer} owes {payee} nothing carried")
    if cents > debt:
        raise IllegalAction(f"{payer} owes {payee} {format_money(debt)}, less than {format_money(cents)}")
    return payer, payee


def said(payer: str, payee: str, cents: int, left: int) -> str:
    rest = f"{payer} still owes {payee} {format_money(left)}" if left else f"{payer} and {payee} are square"
    return f"{payer} pays {payee} {format_money(cents)} of a carried debt: {rest}."


def resolve_paid(store, night, action):
    """A `paid` line at a night, its other side named and checked against the book's debts (the names of the
    night and the book's members alike); the action as the night stores it, and the words to say."""
    from dataclasses import replace
    from ..kernel.errors import ParseError
    from .members import identity
    from ..language.script import match_player
    who = identity(store)
    open_night = store.open_night()
    if open_night is not None:      # a name fixed tonight is the member of the name it replaced
        for e in live_events(store, open_night.id):
            if e.kind == "rename":
                who[e.payload["text"]] = who.get(e.payload["player"], e.payload["player"])
    debts = book_debts(store)
    payer = who.get(action.player, action.player)
    payee = None
    if action.text:
        # A name as typed, at the table or in the book, before a prefix of one (Cal in the book, Cali tonight).
        exact = [n for n in list(night.players) + list(who) if n.casefold() == action.text.casefold()]
        try:
            seated = exact[0] if exact else match_player(action.text, night.players)
            payee = who.get(seated, seated)
        except ParseError:          # not at the table tonight: a member of the book
            payee = _member_named(store, action.text)
    payer, payee = settle(debts, payer, payee, action.amount)
    left = debts.owed[(payer, payee)] - action.amount
    return replace(action, player=payer, players=(payee,), text=""), said(payer, payee, action.amount, left)


def _member_named(store, typed: str) -> str:
    from .members import find_member
    return find_member(store, typed).name


def paid_between_nights(store, line: str) -> str:
    """`paid FROM [TO] AMOUNT` with no night open: a payment between nights, stored apart from any night."""
    from ..kernel.money import parse_amount
    from ..language.script import strip_comment
    words = strip_comment(line).split()[1:]
    if len(words) not in (2, 3):
        raise RefereeError("usage: paid FROM [TO] AMOUNT")
    amount = parse_amount(words[-1])
    with store.transaction():
        from ..log.bookchain import refuse_an_edited_book
        refuse_an_edited_book(store)     # a payment is not added to a book an edit changed the debts of
        payer = _member_named(store, words[0])
        payee = _member_named(store, words[1]) if len(words) == 3 else None
        debts = book_debts(store)
        payer, payee = settle(debts, payer, payee, amount)
        nights = store.nights()
        store.add_debt_payment(payer, payee, amount, after_night=nights[0].id if nights else 0)
        left = debts.owed[(payer, payee)] - amount
    return said(payer, payee, amount, left)


# --- travelling with an export (refcli/book/nightfile.py) -------------------------------------------------------

def export_payments(store, names: set[str], hash_of) -> list[dict]:
    """The payments made between nights by or to these names (any name of the exported members), each with
    the night it followed named by its identity (``hash_of(night id)``: ids differ from store to store)."""
    return [{"paid_at": at, "from": payer, "to": payee, "amount": cents, "after": hash_of(after) if after else None}
            for at, payer, payee, cents, after in store.debt_payments() if payer in names or payee in names]


def import_payments(store, data, name: str, night_of) -> list[str]:
    """The payments between nights a file carries that this book does not hold yet, each after the night it
    followed there (``night_of(hash)``: its id here, or None; then the last night ended before it was paid).
    Each passes the rules of `paid`: both sides members of this book (the file's nights and members are in it
    by now), and a debt between them at least as large. The lines saying each payment, as `paid` says it."""
    from ..kernel.safetext import shown
    from ..log.store import utc_now
    from .members import identity
    from .nightcheck import check_stamp
    if data is None:
        return []
    ok = isinstance(data, list) and all(
        isinstance(p, dict) and all(isinstance(p.get(k), str) for k in ("paid_at", "from", "to"))
        and isinstance(p.get("amount"), int) and not isinstance(p["amount"], bool)
        and p["amount"] > 0 and p["amount"] % QUARTER == 0 and isinstance(p.get("after"), (str, type(None)))
        for p in data)
    if not ok:
        raise RefereeError(f"the payments of {name} are damaged; nothing was imported")
    now = utc_now()
    for i, p in enumerate(data, start=1):
        try:
            check_stamp(p["paid_at"], "paid_at", now)
        except RefereeError as exc:
            raise RefereeError(f"payment {i} of {name}: {exc}; nothing was imported") from None
    held = {row[:4] for row in store.debt_payments()}
    said_lines = []
    for i, p in enumerate(data, start=1):
        row = (p["paid_at"], p["from"], p["to"], p["amount"])
        if row in held:
            continue
        who = identity(store)
        for side in (p["from"], p["to"]):
            if side not in who:
                raise RefereeError(f"payment {i} of {name} names {shown(side)}, who is no member of this book "
                                   "nor sat at the file's nights; nothing was imported")
        payer, payee = who[p["from"]], who[p["to"]]
        after = night_of(p["after"]) if p["after"] else 0
        if after is None:
            ended = [r.id for r in store.nights() if r.ended_at is not None and r.ended_at <= p["paid_at"]]
            after = max(ended, default=0)
        store.add_debt_payment(p["from"], p["to"], p["amount"], after_night=after, paid_at=p["paid_at"])
        # Checked where it stands in the book's order (after the night it followed), against the debts as they
        # were then: later nights may have settled or turned the debt since.
        then = book_debts(store, before=(after, 1, len(store.debt_payments()) - 1))
        try:
            settle(then, payer, payee, p["amount"])
        except IllegalAction as exc:
            raise RefereeError(f"payment {i} of {name} ({payer} pays {payee} {format_money(p['amount'])} on "
                               f"{p['paid_at'][:10]}) is one refcli paid would refuse: {exc}; nothing was "
                               "imported") from None
        held.add(row)
        said_lines.append(said(payer, payee, p["amount"], then.owed[(payer, payee)] - p["amount"]))
    return said_lines
