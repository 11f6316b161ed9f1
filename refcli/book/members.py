"""Members: one person under every name the book knows him by.

The names typed on a night stay in its events as facts; the store maps each name to a member (refcli/log/store.py,
``m002_members``). A night's `rename` links the old name and the new when the night ends; between nights
`refcli member rename OLD NEW` gives a member a new name and `refcli member merge NAME NAME` makes two names
one person. The season, the player card and the debts read members; a name the book has not mapped yet (a
night still open) is a member of its own.
"""

from __future__ import annotations

from ..kernel.errors import RefereeError
from ..kernel.records import dataclass
from .digest import as_members, live_events, digest


@dataclass(frozen=True)
class Member:
    id: int
    name: str                       # the name he goes by (the newest)
    names: tuple[str, ...]          # every name of his, his own first


def members(store) -> list[Member]:
    """Every member, in the order the book met them."""
    found: dict[int, list] = {}
    for name, member, own in store.member_names():
        found.setdefault(member, [own, []])[1].append(name)
    return [Member(m, own, tuple([own] + [n for n in names if n != own])) for m, (own, names) in found.items()]


def identity(store) -> dict[str, str]:
    """Any name the book maps -> the name its member goes by."""
    return {name: own for name, _, own in store.member_names()}


def find_member(store, typed: str) -> Member:
    """The member a typed name means: any of his names, in any case or by a unique prefix."""
    from ..language.script import match_player
    book = members(store)
    if not book:
        raise RefereeError("the book has no members yet: they come with the first night that ends")
    by_name = {n: m for m in book for n in m.names}
    try:
        name = match_player(typed, sorted(by_name, key=str.casefold))
    except RefereeError as exc:
        message = str(exc)
        if message.startswith("no player"):
            from ..kernel.safetext import shown
            raise RefereeError(f"no member goes by '{shown(typed)}' (refcli member list shows them)") from None
        raise RefereeError(message) from None
    return by_name[name]


def _nights(store) -> dict[str, list[int]]:
    """name -> the ended nights it sat at (its names at the start and at the end)."""
    from .roster import NAMES
    out: dict[str, list[int]] = {}
    for row in sorted(store.nights(), key=lambda r: r.id):
        if row.ended_at is None:
            continue
        for name in dict.fromkeys(list(row.players) + list(row.meta.get(NAMES, ()))):
            out.setdefault(name, []).append(row.id)
    return out


def _open_names(store) -> set[str]:
    """Every name seated so far at the night being played (its opening, joins and renames)."""
    row = store.open_night()
    if row is None:
        return set()
    names = set(row.players)
    for e in live_events(store, row.id):
        names.update(e.payload.get("players", ()) if e.kind in ("night", "join") else ())
        if e.kind == "rename":
            names.add(e.payload["text"])
    return names


def member_nights(store) -> dict[int, list[int]]:
    """member id -> the ended nights he sat at, under any of his names."""
    at = _nights(store)
    return {m.id: sorted({n for name in m.names for n in at.get(name, ())}) for m in members(store)}


def render_list(store) -> str:
    from ..log.bookchain import refuse_an_edited_book
    from .report import clean, columns
    refuse_an_edited_book(store)
    book = members(store)
    if not book:
        return "The book has no members yet: they come with the first night that ends."
    nights = member_nights(store)
    rows = [(clean(m.name), clean(", ".join(m.names)), ", ".join(map(str, nights[m.id])) or "none")
            for m in sorted(book, key=lambda m: m.name.casefold())]
    return columns(("Member", "Names", "Nights"), rows, (False, False, False))


def rename(store, typed: str, new: str) -> str:
    """The member ``typed`` goes by ``new`` from now on (his old names stay his: they are in the nights)."""
    from ..language.script import new_name
    with store.transaction():
        member = find_member(store, typed)
        name = new_name(new)
        owner = {n: m for n, m, _ in store.member_names()}
        if owner.get(name, member.id) != member.id:
            raise RefereeError(f"{name} is another member's name (refcli member merge {member.name} {name} "
                               "makes them one person)")
        clash = [n for n, m in owner.items() if m != member.id and n.casefold() == name.casefold()]
        if clash:
            raise RefereeError(f"{name} is too like {clash[0]}, another member's name")
        if name == member.name:
            raise RefereeError(f"{member.name} already goes by {name}")
        store.name_member(member.id, name, own=True)
    return f"{member.name} goes by {name} now (names: {', '.join([name] + [n for n in member.names if n != name])})."


def merge(store, first: str, second: str) -> str:
    """Two names of one person: ``second``'s member becomes ``first``'s, who keeps his name."""
    with store.transaction():
        keep, gone = find_member(store, first), find_member(store, second)
        if keep.id == gone.id:
            raise RefereeError(f"{keep.name} and {gone.name if gone.name != keep.name else second} are one "
                               "member already")
        nights = member_nights(store)
        both = sorted(set(nights[keep.id]) & set(nights[gone.id]))
        tonight = _open_names(store)
        if not both and set(keep.names) & tonight and set(gone.names) & tonight:
            both = [store.open_night().id]
        if both:
            raise RefereeError(f"{keep.name} and {gone.name} sat at the same table (night {both[0]}): two "
                               "people, not one")
        store.merge_members(keep.id, gone.id)
    names = list(keep.names) + [n for n in gone.names if n not in keep.names]
    return f"{gone.name} is {keep.name}: one member (names: {', '.join(names)})."


# --- travelling with an export (refcli/book/nightfile.py) -------------------------------------------------------

def export_members(store, night_ids: list[int]) -> list[dict]:
    """The members of these nights as the book has them: each with his own name and every name of his."""
    at = _nights(store)
    wanted = set(night_ids)
    return [{"name": m.name, "names": list(m.names)} for m in members(store)
            if any(wanted & set(at.get(n, ())) for n in m.names)]


def import_members(store, data, name: str, night_ids: list[int]) -> list[str]:
    """Members as the exporting book had them: the imported nights' names seated as members, then each
    exported member's names made one member, going by his name there, under the rules `member rename` and
    `member merge` keep (usable names; never two people who sat at one table). Names the file keeps apart stay
    apart unless this book already holds them as one. The lines saying each change this book did not hold."""
    from ..kernel.safetext import shown
    from ..language.script import usable_name
    if data is None:
        return []
    ok = isinstance(data, list) and all(
        isinstance(m, dict) and isinstance(m.get("name"), str) and isinstance(m.get("names"), list)
        and m["names"] and all(isinstance(n, str) for n in m["names"]) and m["name"] in m["names"] for m in data)
    if not ok:
        raise RefereeError(f"the members of {name} are damaged (each needs a name and its names); "
                           "nothing was imported")
    for m in data:
        for n in m["names"]:
            try:
                usable_name(n)
            except RefereeError as exc:
                raise RefereeError(f"the members of {name}: {exc}; nothing was imported") from None
    for night_id in night_ids:
        store.seat_members(night_id)
    said = []
    for m in data:
        owner = {n: member for n, member, _ in store.member_names()}
        held = list(dict.fromkeys(owner[n] for n in m["names"] if n in owner))
        if not held:    # a person who sat at none of the file's nights and whom this book does not know
            raise RefereeError(f"the members of {name} name {shown(m['name'])}, who sat at none of its nights and "
                               "is no member of this book; nothing was imported")
        before = {x.id: x for x in members(store)}
        if len(held) > 1:
            nights = member_nights(store)
            for other in held[1:]:
                both = sorted(set(nights[held[0]]) & set(nights[other]))
                if both:
                    raise RefereeError(
                        f"the members of {name} make {before[held[0]].name} and {before[other].name} one person, "
                        f"but they sat at the same table (night {both[0]}): two people, not one; nothing was "
                        "imported")
        keep = held[0]
        for n in m["names"]:
            if n not in owner:
                store.name_member(keep, n, own=False)
        for other in held[1:]:
            store.merge_members(keep, other)
        store.name_member(keep, m["name"], own=True)
        now = {x.id: x for x in members(store)}[keep]
        was = before[keep]
        if len(held) > 1:
            said.append(f"{', '.join(before[o].name for o in held[1:])} is {was.name}: one member "
                        f"(names: {', '.join(now.names)}).")
        if now.name != was.name:
            said.append(f"{was.name} goes by {now.name} (names: {', '.join(now.names)}).")
        elif len(held) == 1 and now.names != was.names:
            said.append(f"{now.name} is also known as {', '.join(n for n in now.names if n not in was.names)}.")
    return said


def regulars(store) -> list[str]:
    """The members who played a club night (a night with a hand), in the order the book first seated them:
    the hosting order `refcli schedule` takes when the house file lists no members."""
    who = identity(store)
    out: dict[str, None] = {}
    for row in sorted(store.nights(), key=lambda r: r.id):
        if row.ended_at is None:
            continue
        d = as_members(digest(store, row), who)
        if d["hands"]:
            out.update(dict.fromkeys(p for p in d["players"] if d.get("dealt", {}).get(p, 1)))
    return list(out)
