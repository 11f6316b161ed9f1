"""The book's chain: what the book holds outside a night's events, linked by hashes into one chain.

A night's events chain among themselves (refcli/log/store.py, ``event_hash``). The book adds one chain of
*links* over the facts that no night's events hold: each night as it ended (its seats, times, how many events
and the hash of its last one), each payment made between nights, and the members as they stood after each
change (a digest of every name and whom it maps to). Link n's hash is SHA-256 of link n-1's hash and link n's
kind, body and time, so the last link's hash, the **head**, stands for the whole book: a night cut short, a
payment put in or taken out, a name moved to another member, or a night deleted after the head was written
no longer leads to it.

The head is printed where the table can witness it (`end`, the printed sheet, the page, an export) as its
first twelve hex characters, and the store remembers the last head it wrote, and the open night's last
event, in a side file beside it (``<store>.head``), so that losing the newest writes (a cut end, a deleted
``-wal``) is named by `check-store` and `verify`.

What this is evidence of, and what not: the hashes are unkeyed. They catch accidents and naive edits, and an
edit made with the chain recomputed still fails against a head written down before it (the side file, or a
photo of the head checked with `refcli verify --head`). They are not a signature: whoever holds the file
and its side file can write a new book whose chain is whole; only a head kept elsewhere tells the two apart.
"""

from __future__ import annotations

import json

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any

# Each function here is handed the store (a refcli.log.store.Store, typed Any): never imported, as the store
# imports this module to write its links.
HEAD_CHARS = 12         # the head as the table sees it: 48 bits, enough that no edit lands on it by chance
# A night opened once the book has a chain continues from the book's head as it stood then: its first event is
# hashed after that head, kept under this key in the night's meta (a night from before has none: its chain starts
# from nothing). Its events are bound to the book before it from its first line, not only by its link at its end.
AFTER_HEAD = "after_head"


def link_hash(before: bytes, kind: str, body: str, created_at: str) -> bytes:
    """The hash a link is stored with: SHA-256 of the hash before it and of its own fields, each ended by a
    zero byte (no field can run into the next)."""
    from .hashing import sha256
    h = sha256()
    h.update(before)
    for part in (kind, body, created_at):
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    digest: bytes = h.digest()
    return digest


def encode(body: dict[str, Any]) -> str:
    """A link's body as stored: canonical JSON (sorted keys, no spaces), so the same facts hash the same."""
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def night_body(row: Any, count: int, last: bytes) -> dict[str, Any]:
    """What a night's link holds: the night as it ended (``row``: its store row), its number of events and
    the hash of the last one."""
    return {"night": row.id, "started_at": row.started_at, "ended_at": row.ended_at,
            "players": list(row.players), "events": count, "last": last.hex()}


def summary_hash(summary: dict[str, Any]) -> str:
    """What a night's link holds of the summary the season keeps of it (book/digest.py): its version and the
    hash of its content, so the summary read later is checked against the chain."""
    from .hashing import sha256
    content = {k: v for k, v in summary.items() if k != "seal"}
    return f"{summary.get('v')}:{sha256(encode(content).encode('utf-8')).hexdigest()}"


def seal(summary: dict[str, Any], last: bytes) -> str:
    """A summary's seal: its content hashed with the night's last event. For a night whose link holds no
    summary (ended before links did), it is what names a summary edited without it (a forger who knows the
    recipe can write a new seal: only a summary in the chain is evidence against him)."""
    from .hashing import sha256
    sealed: str = sha256(last + summary_hash(summary).encode("ascii")).hexdigest()
    return sealed[:32]


def summary_problem(night_id: int, link: dict[str, Any] | None, summary: Any, last: bytes) -> str:
    """Why a night's kept summary is not the one the book holds ('' when it is, or when none is kept)."""
    if not isinstance(summary, dict):
        return "" if summary is None else f"night {night_id}'s summary kept for the season was edited outside refcli"
    chained = (link or {}).get("summary")
    if isinstance(chained, str) and chained.split(":")[0] == str(summary.get("v")):
        good = chained == summary_hash(summary)
    elif "seal" in summary:
        good = summary["seal"] == seal(summary, last)
    else:
        return ""       # a summary kept before summaries were sealed: computed again when read
    return "" if good else f"night {night_id}'s summary kept for the season was edited outside refcli"


def payment_body(row: tuple[Any, ...]) -> dict[str, Any]:
    """A payment between nights as its link holds it: (id, paid_at, payer, payee, amount, after_night)."""
    rid, paid_at, payer, payee, amount, after = row
    return {"id": rid, "paid_at": paid_at, "from": payer, "to": payee, "amount": amount, "after": after}


def members_body(members: list[tuple[Any, ...]], names: list[tuple[Any, ...]]) -> dict[str, Any]:
    """The members as they stand: a digest of every member (id, name) and every name (name, member id)."""
    from .hashing import sha256
    digest = sha256(encode({"members": sorted(map(list, members)), "names": sorted(map(list, names))})
                    .encode("utf-8")).hexdigest()
    return {"members": digest}


def short(head: bytes) -> str:
    return head.hex()[:HEAD_CHARS]


def head_line(store: Any) -> str:
    """The book's head as `end` prints it for the table to witness ('' for a store kept in memory)."""
    if store.path == ":memory:":
        return ""
    head = store.head()
    if not head:
        return ""
    return (f"Head of the book: {short(head)} (a photo of it lets refcli verify --head {short(head)} say later "
            "whether the book still leads here)")


def head_report(store: Any, typed: str) -> tuple[bool, str]:
    """(found, what to say) for `refcli verify --head HEX`: whether the book, whole, still leads to the head
    someone wrote down."""
    prefix = typed.strip().lower()
    if not 6 <= len(prefix) <= 64 or any(c not in "0123456789abcdef" for c in prefix):
        from ..kernel.safetext import shown
        return False, f"'{shown(typed[:70])}' is not a head: 6 to 64 hex digits, as end printed it"
    found = store.link_with_head(prefix)
    if found is None:
        return False, (f"the book does not lead to head {prefix}: no fact of it was ever chained there (the "
                       "book was rewritten, or the head is another book's)")
    number, kind, body, created_at = found
    broken = problems(store)
    if broken:
        return False, (f"head {prefix} is link {number} of the book, but the book no longer holds together: "
                       f"{broken[0]}")
    what = {"night": "the end of night {night}", "reopen": "night {night} opened again",
            "payment": "a payment between nights", "members": "a change of members"}[kind]
    links = len(store.book_links() or ())
    return True, (f"The book leads to head {prefix}: link {number} of {links}, {what.format(**json.loads(body))} "
                  f"({created_at[:16].replace('T', ' ')} UTC); everything since is chained to it.")


# --- checking -------------------------------------------------------------------------------------------------

def refuse_an_edited_book(store: Any) -> None:
    """Stop a reader of the book (report, season, a member's history, the members, an export, a payment between
    nights) before it prints or builds on money an edit outside refcli changed: the first thing
    ``problems`` finds, in one line. As cheap as reading each night's last event, not its events."""
    found = problems(store)
    if found:
        from ..kernel.errors import RefereeError
        raise RefereeError(f"the book was edited outside refcli: {found[0]}, so refcli will not read it as the "
                           "club's (refcli check-store names every edit)")


def problems(store: Any) -> list[str]:
    """Every way the book no longer matches its chain, one line each ([] when it does): a link edited, a night
    changed after it ended, ended outside refcli or deleted, a payment or a member changed outside refcli, and
    the book no longer leading to the head this store last wrote."""
    links = store.book_links()
    if links is None:           # a store from before the chain, read-only: nothing to check it against
        return []
    found: list[str] = []
    before = b""
    nights: dict[int, dict[str, Any]] = {}
    payments: list[dict[str, Any]] = []
    members = None
    heads: dict[bytes, int] = {}        # each head the book had -> its link's number
    first: dict[int, int] = {}          # each night -> the number of its first link (its first end)
    for number, (kind, body, created_at, stored) in enumerate(links, start=1):
        before = link_hash(before, kind, body, created_at)
        if stored != before:
            return [f"the book's link {number} ({kind}) was edited outside refcli"]
        heads.setdefault(stored, number)
        data = json.loads(body)
        if kind in ("night", "reopen"):
            first.setdefault(data["night"], number)
        if kind == "night":
            nights[data["night"]] = data
        elif kind == "reopen":
            nights.pop(data["night"], None)
        elif kind == "payment":
            payments.append(data)
        elif kind == "members":
            members = data
    found += _nights(store, nights)
    found += _continued(store, heads, first)
    found += _payments(store, payments)
    if members is not None and members != store.members_digest():
        found.append("the members were changed outside refcli (a name moved, added or taken away)")
    found += _side_file(store, before)
    return found


def _nights(store: Any, linked: dict[int, dict[str, Any]]) -> list[str]:
    out = []
    ended = {row.id: row for row in store.nights() if row.ended_at is not None}
    for night_id in sorted(set(linked) | set(ended)):
        link, row = linked.get(night_id), ended.get(night_id)
        if row is None:
            out.append(f"night {night_id} was deleted outside refcli (the book's chain holds it)")
        elif link is None:
            out.append(f"night {night_id} ended outside refcli (the book's chain does not hold it)")
        else:
            count, last = store.night_tail(night_id)
            if {k: v for k, v in link.items() if k != "summary"} != night_body(row, count, last):
                what = ("its end was cut" if count < link["events"] else
                        "events were added after it ended" if count > link["events"] else
                        "its seats or times were changed" if last.hex() == link["last"] else "its events were changed")
                out.append(f"night {night_id} is not the night the book chained when it ended: {what}")
            else:
                edited = summary_problem(night_id, link, row.meta.get("digest"), last)
                if edited:
                    out.append(edited)
    return out


def _continued(store: Any, heads: dict[bytes, int], first: dict[int, int]) -> list[str]:
    """Each night opened since nights continue from the book's head (AFTER_HEAD in its meta, its first event
    hashed after it) against the chain: a head the book had before the night first ended. A night moved into
    another book, or put before facts it came after, names no such head."""
    out = []
    for row in sorted(store.nights(), key=lambda r: r.id):
        after = row.meta.get(AFTER_HEAD)
        if after is None:
            continue
        try:
            at = heads.get(bytes.fromhex(after)) if isinstance(after, str) else None
        except ValueError:
            at = None
        if at is None or at >= first.get(row.id, len(heads) + 1):     # an open night: any head so far
            out.append(f"night {row.id} does not continue from a head of this book (it was moved, or its "
                       "opening was edited outside refcli)")
    return out


def _payments(store: Any, linked: list[dict[str, Any]]) -> list[str]:
    rows = [payment_body(r) for r in store.debt_payment_rows()]
    held = {p["id"]: p for p in rows}
    chained = {p["id"]: p for p in linked}
    out = []
    for pid in sorted(set(held) | set(chained)):
        if pid not in held:
            out.append(f"a payment between nights was deleted outside refcli ({_said(chained[pid])})")
        elif pid not in chained:
            out.append(f"a payment between nights was put in outside refcli ({_said(held[pid])})")
        elif held[pid] != chained[pid]:
            out.append(f"a payment between nights was changed outside refcli ({_said(chained[pid])} in the chain)")
    return out


def _said(p: dict[str, Any]) -> str:
    from ..kernel.money import format_money
    from ..kernel.safetext import shown
    return f"{shown(p['from'])} paid {shown(p['to'])} {format_money(p['amount'])} on {shown(p['paid_at'][:10])}"


def _side_file(store: Any, head: bytes) -> list[str]:
    """The book against the head (and open night) this store last wrote, kept beside the file."""
    kept = store.kept_head()
    if kept is None:
        return []
    kept_head, open_tail = kept
    out = []
    if kept_head and not store.leads_to(bytes.fromhex(kept_head)):
        out.append(f"the book no longer leads to the head refcli last wrote ({kept_head[:HEAD_CHARS]}): its "
                   "newest facts were lost or cut (a -wal file removed, the file put back from a copy?)")
    if open_tail is not None:
        night_id, seq, last = open_tail
        held = store.event_hash_at(night_id, seq)
        if store.night(night_id) is None:
            out.append(f"night {night_id}, open when refcli last wrote, was deleted or renumbered outside refcli")
        elif held is None:
            out.append(f"night {night_id} lost its events from event {seq} on, which refcli had written "
                       "(a -wal file removed, the file put back from a copy?)")
        elif held.hex() != last:
            out.append(f"night {night_id}: event {seq} is not the event refcli wrote there")
    return out
