"""The store keeps a long payload compressed and a payload the night already holds as a reference to it
(refcli/log/store.py, ``pack``): a game's ruleset picked again, or a ruling with every seat, no longer fills
4 KB overflow pages. The events read back are the events written, the hash is of their JSON text, and a
compressed payload edited outside refcli is named like any other edit."""

from __future__ import annotations

import json
import sqlite3

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.log.store import PACK_OVER, Store, event_hash, unpack

NIGHT = ("night Ann Bob Cal\ngame stud\ndeal\nbet 1, fold, fold\ndeal\nbet 1, fold, fold\ndeal\nbet 1, fold, fold\n"
         "game stud\ndeal\nbet 1, fold, fold\nend\n")


def played(tmp_path) -> str:
    db = str(tmp_path / "club.db")
    out = CliRunner().invoke(cli, ["--db", db, "run", "-"], input=NIGHT)
    assert out.exit_code == 0, out.output
    return db


def test_a_game_picked_twice_is_kept_once_and_read_back_whole(tmp_path):
    db = played(tmp_path)
    con = sqlite3.connect(db)
    games = con.execute("SELECT seq, typeof(payload), payload FROM events WHERE kind = 'game' ORDER BY seq").fetchall()
    first, again = games
    assert first[1] == "blob" and first[2][:1] == b"x"           # a zlib stream
    assert again[1:] == ("blob", b"=%d" % first[0])              # the same game: a reference to the first
    ruleset = json.loads(unpack(first[2]))
    assert len(json.dumps(ruleset, ensure_ascii=False, separators=(",", ":"))) > PACK_OVER
    with Store(db) as store:
        events = {e.seq: e for e in store.events(1)}
        assert events[first[0]].payload == events[again[0]].payload == ruleset
        assert store.event(1, again[0]).payload == ruleset
        assert store.chain_problem(1) == ""
    short = con.execute("SELECT typeof(payload), payload FROM events WHERE kind = 'fold' LIMIT 1").fetchone()
    assert short == ("text", '{"line":4,"v":3}')


def test_the_hash_of_a_compressed_payload_is_of_its_json_text(tmp_path):
    db = played(tmp_path)
    con = sqlite3.connect(db)
    rows = con.execute("SELECT seq, kind, payload, text, created_at, hash FROM events ORDER BY seq").fetchall()
    held = {row[0]: row[2] for row in rows}
    before = b""
    for seq, kind, payload, text, created_at, stored in rows:
        if isinstance(payload, bytes) and payload[:1] == b"=":
            payload = held[int(payload[1:])]
        before = event_hash(before, seq, kind, unpack(payload), text, created_at)
        assert stored == before


def test_a_byte_of_a_compressed_payload_changed_is_named_by_check_store(tmp_path):
    db = played(tmp_path)
    con = sqlite3.connect(db)
    con.execute("DROP TRIGGER events_append_only_update")
    seq, payload = con.execute("SELECT seq, payload FROM events WHERE kind = 'game' ORDER BY seq").fetchone()
    con.execute("UPDATE events SET payload = ? WHERE seq = ?", (payload[:20] + bytes([payload[20] ^ 1]) + payload[21:],
                                                                 seq))
    con.commit()
    out = CliRunner().invoke(cli, ["--db", db, "check-store"])
    assert out.exit_code == 1
    assert out.output.splitlines()[0] == f"night 1: event {seq} (game) was edited outside refcli"
