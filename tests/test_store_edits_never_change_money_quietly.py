"""Any edit of a store's file, made the way a club member with sqlite3 could (a row deleted, one cell changed:
a number moved by a few quarters, a name swapped for another player's, one character of a text or one byte
of a hash changed), with or without every hash recomputed after it, never changes the money refcli prints
quietly: every reader that answers (exit 0) prints the book's own money, and an edit a reader refuses is
named by `check-store` and `verify` too. A forger who also recomputes the chain and deletes the head kept
beside the file still fails against the head the table photographed (`verify --head`).

The book: night 1 carried (Ann owes Bob $1.50), Ann pays Bob $1 between nights, night 2 a cash night of a
$5.00 pot, night 3 open with $1.50 in the pot."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refcli.cli.main import cli
from refcli.log.store import event_hash, m004_book_chain, unpack

NIGHT_1 = "night Ann Bob Cal\ngame stud\ndeal\nbet 1\nfold\nfold\nend carry\n"
NIGHT_2 = ("night Ann Bob Cal Dee\nbuyin Ann 20\ngame stud\ndeal\nbet bob 1, call cal, call dee, fold ann\n"
           + "check, check, check\n" * 4
           + "show bob As Ad Kh up Kc 2d 3d 4s, cal 5c 5d 6h up 6s 8h 8d Jc, dee 2c 3c 4d up 5h 7s 9c Kd\n"
           "settle\ncashout Ann 18\nend\n")
NIGHT_3 = ("night", "Ann", "Bob", "Cal"), ("game", "stud"), ("deal",)
TABLES = ("events", "nights", "snapshots", "members", "member_names", "debt_payments", "book_links")
HEAD = re.compile(r"Head of the book: ([0-9a-f]{12}) ")


def invoke(db, *args, input=None):
    return CliRunner().invoke(cli, ["--db", str(db), *args], input=input)


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    """(the store's path, the money every reader prints of it, the head night 2's end printed)."""
    db = tmp_path_factory.mktemp("book") / "club.db"
    assert invoke(db, "run", "-", input=NIGHT_1).exit_code == 0
    assert invoke(db, "paid", "Ann", "Bob", "1").exit_code == 0
    second = invoke(db, "run", "-", input=NIGHT_2)
    assert second.exit_code == 0, second.output
    for line in NIGHT_3:
        assert invoke(db, *line).exit_code == 0
    money = readings(db)
    assert all(code == 0 for code, _ in money.values())
    assert money["report 3"][1]["pot"] == 150 and money["report 1"][1]["balances"] == {
        "Ann": -150, "Bob": 150, "Cal": 0}
    return db, money, HEAD.search(second.output).group(1)


def readings(db) -> dict[str, tuple[int, object]]:
    """What each reader answers: (exit code, the money it prints, or its words when it refuses)."""
    out: dict[str, tuple[int, object]] = {}
    for night in (1, 2, 3):
        out[f"report {night}"] = reading(invoke(db, "report", str(night), "--format", "json"), _night_money)
    out["season"] = reading(invoke(db, "season", "all", "--format", "json"), _season_money)
    return out


def reading(result, money) -> tuple[int, object]:
    assert "Traceback" not in result.output and "internal error" not in result.output, result.output
    assert result.exit_code in (0, 1), (result.exit_code, result.output, result.exception)
    if result.exit_code:
        return result.exit_code, result.output
    return 0, money(json.loads(result.output))


def _night_money(night: dict) -> dict:
    keys = ("players", "balances", "pot", "transfers", "payments", "movements", "cash_settled",
            "settled_at_table", "expenses", "seats", "ended")
    return {key: night.get(key) for key in keys}


def _season_money(season: dict) -> dict:
    return {"players": [{k: p[k] for k in ("name", "net", "iou", "overpaid", "games")} for p in season["players"]],
            "nights": [{k: n.get(k) for k in ("night", "players", "net", "pots")} for n in season["nights"]]}


# --- the edits --------------------------------------------------------------------------------------------------

@st.composite
def edits(draw):
    """(table, row number, column or None to delete the row, how to change the cell)."""
    return (draw(st.sampled_from(TABLES)), draw(st.integers(0, 10_000)), draw(st.booleans()),
            draw(st.integers(0, 10_000)), draw(st.integers(0, 10_000)))


def apply(db, table: str, row: int, delete: bool, column: int, how: int) -> str:
    """Make the edit on the file; what was done, in words (for a failing example), or '' for none possible."""
    con = sqlite3.connect(db)
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        con.execute(f"DROP TRIGGER {name}")         # the append-only triggers: sqlite3 lets anyone drop them
    rows = con.execute(f"SELECT rowid, * FROM {table}").fetchall() if table not in ("events", "snapshots") else \
        con.execute(f"SELECT night_id, seq, * FROM {table}").fetchall()
    if not rows:
        return ""
    chosen = rows[row % len(rows)]
    key = ("rowid = ?", chosen[:1]) if table not in ("events", "snapshots") else \
        ("night_id = ? AND seq = ?", chosen[:2])
    values = chosen[1:] if table not in ("events", "snapshots") else chosen[2:]
    names = [d[1] for d in con.execute(f"PRAGMA table_info({table})")]
    if delete:
        con.execute(f"DELETE FROM {table} WHERE {key[0]}", key[1])
        done = f"deleted {table} {key[1]}"
    else:
        col = column % len(names)
        new = changed(values[col], how)
        if new == values[col]:
            return ""
        try:
            con.execute(f"UPDATE {table} SET {names[col]} = ? WHERE {key[0]}", (new, *key[1]))
        except sqlite3.IntegrityError:
            return ""                               # the database itself refuses it: no edit to catch
        done = f"{table} {key[1]} {names[col]}: {values[col]!r} -> {new!r}"
    con.commit()
    con.close()
    return done


def changed(value, how: int):
    if isinstance(value, int):
        return value + (-100, -25, -1, 1, 25, 100)[how % 6]
    if isinstance(value, bytes):
        if not value:
            return b"\x01"
        i = how % len(value)
        return value[:i] + bytes([value[i] ^ 0x01]) + value[i + 1:]
    if isinstance(value, str):
        return _changed_text(value, how)
    return value


def _changed_text(text: str, how: int) -> str:
    swaps = [m for m in re.finditer(r"Ann|Bob|Cal|Dee", text)]
    numbers = [m for m in re.finditer(r"(?<![\w.:-])\d+(?![\w.:-])", text)]
    if how % 3 == 0 and swaps:
        m = swaps[how // 3 % len(swaps)]
        other = {"Ann": "Bob", "Bob": "Cal", "Cal": "Ann", "Dee": "Ann"}[m.group()]
        return text[:m.start()] + other + text[m.end():]
    if how % 3 == 1 and numbers:
        m = numbers[how // 3 % len(numbers)]
        return text[:m.start()] + str(int(m.group()) + 25) + text[m.end():]
    if not text:
        return "x"
    i = how % len(text)
    return text[:i] + ("0" if text[i] != "0" else "1") + text[i + 1:]


def rechain(db) -> None:
    """Every hash recomputed after the edit, as a forger who knows the recipe would: each night's events, and
    the book's links built again from what the store now holds."""
    con = sqlite3.connect(db)
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        con.execute(f"DROP TRIGGER {name}")
    for (night,) in con.execute("SELECT DISTINCT night_id FROM events").fetchall():
        before = b""
        rows = con.execute("SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = ? ORDER BY seq",
                           (night,)).fetchall()
        held = {row[0]: row[2] for row in rows}
        for seq, kind, payload, text, created_at in rows:
            if isinstance(payload, bytes) and payload[:1] == b"=" and payload[1:].isdigit():
                payload = held.get(int(payload[1:]))      # the same payload as an earlier event of the night
            before = event_hash(before, seq, kind, unpack(payload) or "", text, created_at)
            con.execute("UPDATE events SET hash = ? WHERE night_id = ? AND seq = ?", (before, night, seq))
    con.execute("DROP TABLE IF EXISTS book_links")
    try:
        m004_book_chain(con)
    except (sqlite3.Error, ValueError, KeyError, TypeError):
        pass                                        # the edit left nothing the chain can be built from
    con.commit()
    con.close()


def copy(book, tmp_path):
    db, _, _ = book
    target = tmp_path / "club.db"
    for suffix in ("", ".head"):
        shutil.copyfile(str(db) + suffix, str(target) + suffix)
    return target


def verdicts(db) -> tuple[int, int]:
    checked, verified = invoke(db, "check-store"), invoke(db, "verify")
    for out in (checked, verified):
        assert "Traceback" not in out.output and "internal error" not in out.output, out.output
        assert out.exit_code in (0, 1), (out.exit_code, out.output, out.exception)
    return checked.exit_code, verified.exit_code


SETTINGS = settings(max_examples=int(__import__("os").environ.get("EDITS", 40)), deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTINGS
@given(edit=edits(), recompute=st.booleans())
def test_an_edit_of_the_file_is_named_or_changes_no_money(book, tmp_path_factory, edit, recompute):
    db = copy(book, tmp_path_factory.mktemp("edit"))
    done = apply(db, *edit)
    if not done:
        return
    if recompute:
        rechain(db)
    now = readings(db)
    checked, verified = verdicts(db)
    for reader, (code, money) in now.items():
        if code == 0:
            assert money == book[1][reader][1], f"{done}: {reader} prints money the book never held"
    if any(code for code, _ in now.values()):
        assert checked and verified, f"{done}: a reader refuses but check-store/verify say the store is whole"


@SETTINGS
@given(edit=edits())
def test_a_forger_who_recomputes_every_hash_and_deletes_the_kept_head_fails_the_photographed_head(
        book, tmp_path_factory, edit):
    db = copy(book, tmp_path_factory.mktemp("forged"))
    done = apply(db, *edit)
    if not done:
        return
    rechain(db)
    (db.parent / (db.name + ".head")).unlink()
    if readings(db) != book[1]:
        witnessed = invoke(db, "verify", "--head", book[2])
        assert witnessed.exit_code == 1, f"{done}: the book still leads to the photographed head"
