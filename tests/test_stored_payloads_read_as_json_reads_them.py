"""A stored payload's text is read as `json.loads` reads it, whatever the text (the store reads refcli's own compact
JSON by the decoder's scanner alone), and a night read in one pass for verify and check-store holds exactly the
events, and finds exactly the edit, that reading it twice did."""

import json
import math
import sqlite3

import pytest

from refcli.kernel.registry import Registry
from refcli.log.store import Store, decode
from refcli.night.session import Session


@pytest.mark.parametrize("text", ['{"player":"Ann","v":3}', ' {"a":1}', '{"a":1} ', '{"a":[1,2.5,null,true]}',
                                  '"x"', '[]', '{"a":"\\u00e9"}', '{"a":1e400}'])
def test_what_json_reads_is_read_alike(text):
    assert decode(text) == json.loads(text)
    assert math.isnan(decode("NaN"))


@pytest.mark.parametrize("text", ['{"a":1} x', '', ' ', '{"a":', '\ufeff{"a":1}', '{"a":1}{"b":2}'])
def test_what_json_refuses_is_refused_alike(text):
    with pytest.raises(json.JSONDecodeError) as refused:
        json.loads(text)
    with pytest.raises(json.JSONDecodeError) as ours:
        decode(text)
    assert str(ours.value) == str(refused.value)


def _night(tmp_path) -> str:
    db = str(tmp_path / "book.db")
    session = Session(Store(db))
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal", "bet 1, fold, fold", "deal",
                 "bet .5, call, fold", "checks", "checks", "checks", "checks",
                 "show Cal As Ks 3c up 7d 7h 7s 2c", "show Ann 2s 9d Jc up Qh Qd 4c 5s", "settle", "end"):
        session.execute(line)
    session.store.close()
    return db


def test_a_night_read_once_holds_the_events_read_twice(tmp_path):
    store = Store(_night(tmp_path))
    problem, events, texts = store.checked_events(1)
    assert (problem, events) == ("", store.events(1))
    assert [json.loads(t) for t in texts] == [e.payload for e in events]
    assert len(events) == store.last_seq(1)


def test_a_night_read_once_finds_the_edit_its_chain_finds(tmp_path):
    db = _night(tmp_path)
    raw = sqlite3.connect(db)
    raw.execute("DROP TRIGGER events_append_only_update")
    raw.execute("UPDATE events SET text = 'bet 2, fold, fold' WHERE night_id = 1 AND seq = 4")
    raw.commit()
    raw.close()
    store = Store(db)
    assert store.checked_events(1) == ("event 4 (bet) was edited outside refcli", [], [])
    assert store.chain_problem(1) == "event 4 (bet) was edited outside refcli"


def test_a_name_registered_after_it_was_missed_is_found():
    verbs = Registry("test verb")
    assert "shuffle" not in verbs
    assert "shuffle" not in verbs       # asked again: still not there, without looking again

    @verbs.register("shuffle")
    def shuffle() -> str:
        return "shuffled"

    assert "shuffle" in verbs
    assert verbs.get("shuffle")() == "shuffled"
    with pytest.raises(KeyError, match="unknown test verb 'deal'"):
        verbs.get("deal")


def test_an_event_hashes_alike_with_the_sha256_a_whole_night_is_checked_with():
    from refcli.log.hashing import book_sha256_type
    from refcli.log.store import event_hash
    args = (bytes(range(32)), 7, "show", '{"player":"Zoë","v":3}' + "x" * 3000, "show Zoë As Ks", "2026-01-01T20:00Z")
    assert event_hash(*args, book_sha256_type()) == event_hash(*args)
    assert event_hash(*args, book_sha256_type()) != event_hash(args[0], 8, *args[2:], book_sha256_type())
