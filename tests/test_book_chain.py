"""The book's chain (refcli/log/bookchain.py): each night as it ended, each payment between nights and the
members after each change are links of one chain of hashes; `end` prints its head for the table to witness,
`check-store` and `verify` name what no longer matches, and `verify --head` says whether the book still
leads to a head written down. Each edit below is one a club member could make with sqlite3 on the file."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3

from click.testing import CliRunner

from refcli.cli.main import cli

# Ann deals stud and antes $1.50; Bob bets $1, Cal and Ann fold: Bob +$1.50, Ann -$1.50. Carried.
CARRIED = "night Ann Bob Cal\ngame stud\ndeal\nbet 1\nfold\nfold\nend carry\n"
HEAD = re.compile(r"Head of the book: ([0-9a-f]{12}) ")


def invoke(db, *args, input=None):
    return CliRunner().invoke(cli, ["--db", str(db), *args], input=input)


def book(tmp_path):
    """A book of one carried night and a payment between nights; (path, the head end printed)."""
    db = tmp_path / "club.db"
    out = invoke(db, "run", "-", input=CARRIED)
    assert out.exit_code == 0
    assert invoke(db, "paid", "Ann", "Bob", "1").exit_code == 0
    return db, HEAD.search(out.output).group(1)


def edit(db, *statements):
    con = sqlite3.connect(db)
    for sql in statements:
        con.execute(sql)
    con.commit()
    con.close()


def problems(db) -> list[str]:
    out = invoke(db, "check-store")
    assert out.exit_code == 1, out.output
    return [line for line in out.output.splitlines() if line.startswith("the book: ")]


def test_end_prints_the_head_and_verify_finds_the_book_leads_to_it(tmp_path):
    db, head = book(tmp_path)
    found = invoke(db, "verify", "--head", head)
    assert found.exit_code == 0
    assert re.fullmatch(rf"The book leads to head {head}: link 2 of 3, the end of night 1 \(\d{{4}}-\d\d-\d\d "
                        r"\d\d:\d\d UTC\); everything since is chained to it.\n", found.output)
    assert invoke(db, "check-store").output.startswith("store OK")
    other = invoke(db, "verify", "--head", "0123456789ab")
    assert other.exit_code == 1 and other.output == (
        "Error: the book does not lead to head 0123456789ab: no fact of it was ever chained there (the book was "
        "rewritten, or the head is another book's)\n")
    bad = invoke(db, "verify", "--head", "xyz")
    assert bad.exit_code == 1 and bad.output == "Error: 'xyz' is not a head: 6 to 64 hex digits, as end printed it\n"


def test_a_payment_edited_inserted_or_deleted_between_nights_is_named(tmp_path):
    db, head = book(tmp_path)
    shutil.copy(db, tmp_path / "two.db")
    edit(db, "DROP TRIGGER debt_payments_append_only_update", "UPDATE debt_payments SET amount = 150")
    assert problems(db) == ["the book: a payment between nights was changed outside refcli (Ann paid Bob $1.00 on "
                            f"{_today(db)} in the chain)"]
    refused = invoke(db, "verify", "--head", head)
    assert refused.exit_code == 1 and refused.output.startswith(
        f"Error: head {head} is link 2 of the book, but the book no longer holds together: a payment between "
        "nights was changed outside refcli")
    two = tmp_path / "two.db"
    edit(two, "INSERT INTO debt_payments (paid_at, payer, payee, amount, after_night) "
              "VALUES ('2026-01-01T00:00:00.000Z', 'Ann', 'Bob', 50, 1)")
    assert problems(two) == ["the book: a payment between nights was put in outside refcli (Ann paid Bob 50¢ on "
                             "2026-01-01)"]
    three = tmp_path / "three.db"
    shutil.copy(tmp_path / "club.db", three)
    edit(three, "DROP TRIGGER debt_payments_append_only_delete", "DELETE FROM debt_payments")
    assert problems(three)[0].startswith("the book: a payment between nights was deleted outside refcli (Ann paid "
                                         "Bob $1.00 on ")


def _today(db) -> str:
    return sqlite3.connect(db).execute("SELECT substr(paid_at, 1, 10) FROM debt_payments").fetchone()[0]


def test_a_name_moved_to_another_member_is_named(tmp_path):
    db, _ = book(tmp_path)
    edit(db, "UPDATE member_names SET member_id = (SELECT member_id FROM member_names WHERE name = 'Ann') "
             "WHERE name = 'Cal'")
    assert problems(db) == ["the book: the members were changed outside refcli (a name moved, added or taken away)"]


def test_a_whole_night_deleted_is_named(tmp_path):
    db, _ = book(tmp_path)
    edit(db, "PRAGMA foreign_keys = OFF", "DROP TRIGGER events_append_only_delete", "DELETE FROM events",
         "DELETE FROM snapshots", "DELETE FROM nights")
    assert problems(db) == ["the book: night 1 was deleted outside refcli (the book's chain holds it)"]


def test_a_night_cut_short_with_its_end_put_back_is_named(tmp_path):
    # The last hand taken off: its events deleted (what is left still chains: it is a prefix), the end kept.
    db = tmp_path / "club.db"
    assert invoke(db, "run", "-", input="night Ann Bob Cal\ngame stud\ndeal\nbet 1\nfold\nfold\n"
                                       "deal\nbet 1\nfold\nfold\nend\n").exit_code == 0
    edit(db, "DROP TRIGGER events_append_only_delete",
         "DELETE FROM events WHERE seq > (SELECT max(seq) - 5 FROM events) AND kind != 'end'",
         "DELETE FROM snapshots")
    found = problems(db)
    assert "the book: night 1 is not the night the book chained when it ended: its end was cut" in found


def test_a_chain_recomputed_by_hand_is_named_by_the_head_kept_beside_the_file(tmp_path):
    # The forger edits the payment and writes every link's hash again: the chain holds together, but it
    # no longer leads to the head refcli wrote beside the store, nor to the head the table photographed.
    db, head = book(tmp_path)
    from refcli.log.bookchain import encode, link_hash
    con = sqlite3.connect(db)
    for trigger in ("debt_payments_append_only_update", "book_links_append_only_update"):
        con.execute(f"DROP TRIGGER {trigger}")
    con.execute("UPDATE debt_payments SET amount = 150")
    before = b""
    import json
    for rid, kind, body, created_at in con.execute("SELECT id, kind, body, created_at FROM book_links ORDER BY id")\
            .fetchall():
        data = json.loads(body)
        if kind == "payment":
            data["amount"] = 150
        body = encode(data)
        before = link_hash(before, kind, body, created_at)
        con.execute("UPDATE book_links SET body = ?, hash = ? WHERE id = ?", (body, before, rid))
    con.commit()
    con.close()
    assert problems(db) == [
        f"the book: the book no longer leads to the head refcli last wrote ({(tmp_path / 'club.db.head').read_text()[:12]}): "
        "its newest facts were lost or cut (a -wal file removed, the file put back from a copy?)"]
    assert invoke(db, "verify", "--head", head).exit_code == 1


def test_lines_lost_with_the_wal_are_named(tmp_path):
    # Five payments into the pot are typed; the store file is then put back as it was before them (what a
    # lost -wal leaves): refcli wrote their last event's hash beside the file, and says they are gone.
    db = tmp_path / "club.db"
    for line in ("night Ann Bob Cal", "game stud", "deal"):
        assert invoke(db, *line.split()).exit_code == 0
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    shutil.copy(db, tmp_path / "before.db")
    for _ in range(5):
        assert invoke(db, "pay", "Ann", "1", "kitty").exit_code == 0
    (tmp_path / "club.db-wal").unlink(missing_ok=True)
    shutil.copy(tmp_path / "before.db", db)
    out = invoke(db, "check-store")
    assert out.exit_code == 1
    assert re.search(r"the book: night 1 lost its events from event \d+ on, which refcli had written \(a -wal file "
                     r"removed, the file put back from a copy\?\)", out.output)


def test_the_head_end_printed_is_on_the_sheet_in_the_json_report_in_an_export_and_on_the_page(tmp_path):
    import json
    db = tmp_path / "club.db"
    out = invoke(db, "run", "-", input=CARRIED)
    head = HEAD.search(out.output).group(1)
    assert json.loads(invoke(db, "report", "--format", "json").output)["head"] == head
    sheet = invoke(db, "report", "--format", "html").output
    sheet = sheet[sheet.index('<section class="sheet">'):sheet.index("</section>")]
    assert f'<p class="head">Head of the book after this night: <b>{head}</b></p>' in sheet
    assert json.loads(invoke(db, "export", "all").output)["head"] == head
    from refcli.serve.live import Reader
    from refcli.serve.page import fragment
    reader = Reader(str(db))
    try:
        state = reader.state()
    finally:
        reader.close()
    assert state["head"] == head
    assert f'<p id="head">Head of the book: <b>{head}</b></p>' in fragment(state)


def test_a_night_played_in_memory_prints_no_head():
    out = CliRunner().invoke(cli, ["run", "-"], input=CARRIED)
    assert out.exit_code == 0 and "Head of the book" not in out.output


def test_every_reader_of_the_book_refuses_a_deleted_payment_in_one_line_and_writes_nothing(tmp_path):
    db, _ = book(tmp_path)
    edit(db, "DROP TRIGGER debt_payments_append_only_delete", "DELETE FROM debt_payments")
    said = ("Error: the book was edited outside refcli: a payment between nights was deleted outside refcli (Ann "
            f"paid Bob $1.00 on {_today_of(db)}), so refcli will not read it as the club's (refcli check-store names "
            "every edit)\n")
    for command in (["report", "1"], ["season"], ["player", "Ann"], ["member", "list"], ["export", "all"],
                    ["paid", "Ann", "Bob", ".50"]):
        refused = invoke(db, *command)
        assert (refused.exit_code, refused.output) == (1, said), command
    assert sqlite3.connect(db).execute("SELECT count(*) FROM debt_payments").fetchone() == (0,)


def _today_of(db) -> str:
    return sqlite3.connect(db).execute("SELECT substr(created_at, 1, 10) FROM book_links").fetchone()[0]


def test_a_night_summary_edited_for_the_season_is_named_and_never_printed(tmp_path):
    db, _ = book(tmp_path)
    meta = json.loads(sqlite3.connect(db).execute("SELECT meta FROM nights").fetchone()[0])
    meta["digest"]["net"] = {"Ann": 0, "Bob": 0, "Cal": 0}
    edit(db, f"UPDATE nights SET meta = '{json.dumps(meta)}'")
    assert problems(db) == ["the book: night 1's summary kept for the season was edited outside refcli"]
    refused = invoke(db, "season")
    assert refused.exit_code == 1 and "night 1's summary kept for the season was edited" in refused.output


def test_a_night_continues_from_the_books_head_as_it_stood_when_the_night_opened(tmp_path):
    from refcli.log.store import Store, event_hash
    db, _ = book(tmp_path)                      # night 1 ended, then a payment: the head is the payment's link
    head = Store(str(db)).head()
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    store = Store(str(db))
    night = max(row.id for row in store.nights())
    assert store.night(night).meta["after_head"] == head.hex()
    problem, rows, texts = store.checked_events(night)
    assert problem == ""
    first = rows[0]
    assert store.event_hash_at(night, 1) == event_hash(head, first.seq, first.kind, texts[0], first.text,
                                                       first.created_at)
    assert invoke(db, "check-store").exit_code == 0 and invoke(db, "verify").exit_code == 0


def _rechain(db, night: int, after: str) -> None:
    """A forger's edit: the night said to continue from ``after``, its events, its link and every link after it
    hashed again to match, and the head kept beside the file taken away."""
    from refcli.log.bookchain import encode, link_hash
    from refcli.log.store import Store, event_hash
    store = Store(str(db))
    _, rows, texts = store.checked_events(night)
    meta = {**store.night(night).meta, "after_head": after}
    con = sqlite3.connect(db)
    for trigger in ("events_append_only_update", "book_links_append_only_update"):
        con.execute(f"DROP TRIGGER {trigger}")
    con.execute("UPDATE nights SET meta = ? WHERE id = ?", (json.dumps(meta), night))
    before = bytes.fromhex(after)
    for row, text in zip(rows, texts):
        before = event_hash(before, row.seq, row.kind, text, row.text, row.created_at)
        con.execute("UPDATE events SET hash = ? WHERE night_id = ? AND seq = ?", (before, night, row.seq))
    chained = b""
    for rid, kind, body, created_at in con.execute("SELECT id, kind, body, created_at FROM book_links ORDER BY id")\
            .fetchall():
        data = json.loads(body)
        if kind == "night" and data["night"] == night:
            data["last"] = before.hex()
        body = encode(data)
        chained = link_hash(chained, kind, body, created_at)
        con.execute("UPDATE book_links SET body = ?, hash = ? WHERE id = ?", (body, chained, rid))
    con.commit()
    con.close()
    (db.parent / "club.db.head").unlink()


def test_a_night_said_to_continue_from_a_head_this_book_never_had_is_named(tmp_path):
    db, _ = book(tmp_path)
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    assert invoke(db, "check-store").exit_code == 0
    _rechain(db, 2, "ab" * 32)          # a night brought over from another book, its chain whole again
    assert problems(db) == ["the book: night 2 does not continue from a head of this book (it was moved, or its "
                            "opening was edited outside refcli)"]


def test_a_night_said_to_continue_from_a_head_the_book_had_only_after_it_is_named(tmp_path):
    from refcli.log.store import Store
    db, _ = book(tmp_path)
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    own_end = Store(str(db)).night_head(2).hex()       # the head its own end made: it cannot have opened after it
    _rechain(db, 2, own_end)
    assert "the book: night 2 does not continue from a head of this book (it was moved, or its opening was " \
           "edited outside refcli)" in problems(db)


def test_a_night_whose_opening_head_was_edited_alone_is_named_by_its_first_event(tmp_path):
    from refcli.log.store import Store
    db, _ = book(tmp_path)
    assert invoke(db, "run", "-", input=CARRIED).exit_code == 0
    meta = {**Store(str(db)).night(2).meta, "after_head": Store(str(db)).night_head(1).hex()}
    edit(db, f"UPDATE nights SET meta = '{json.dumps(meta)}' WHERE id = 2")
    out = invoke(db, "check-store")
    assert out.exit_code == 1 and "event 1 (night) was edited outside refcli" in out.output


def test_nights_imported_continue_from_the_importing_books_head(tmp_path):
    from refcli.log.store import Store
    source, _ = book(tmp_path)
    exported = tmp_path / "book.json"
    exported.write_text(invoke(source, "export", "all").output)
    other = tmp_path / "other" / "club.db"
    other.parent.mkdir()
    assert invoke(other, "run", "-", input=CARRIED.replace("Ann Bob Cal", "Dee Eve Fay")).exit_code == 0
    head = Store(str(other)).head()
    out = invoke(other, "import", str(exported), "--yes")
    assert out.exit_code == 0, out.output
    store = Store(str(other))
    imported = max(row.id for row in store.nights())
    assert store.night(imported).meta["after_head"] == head.hex()
    assert invoke(other, "check-store").exit_code == 0 and invoke(other, "verify").exit_code == 0
