"""A store written by the first landed refcli (tests/fixtures/store-v1.db, made by make_store_v1.py) opens with
today's code, migrates, and replays every night to the balances it had then; the night left open goes on."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from refcli.night.session import Session
from refcli.log.store import Store

HERE = os.path.join(os.path.dirname(__file__), "fixtures")
with open(os.path.join(HERE, "store-v1.json"), encoding="utf-8") as f:
    EXPECTED = json.load(f)


@pytest.fixture
def store(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(os.path.join(HERE, "store-v1.db"), path)
    with Store(str(path)) as s:
        yield s


def test_every_night_of_an_old_store_replays_to_its_balances(store):
    session = Session(store)
    rows = sorted(store.nights(), key=lambda r: r.id)
    assert len(rows) == len(EXPECTED)
    for row, want in zip(rows, EXPECTED):
        night, _ = session.replay(row.id)
        assert {p: night.ledger.balance(p) for p in night.players} == want["balances"], want["source"]
        assert night.ended == want["ended"]


def test_the_night_left_open_in_an_old_store_plays_on(store):
    session = Session(store)
    _, night, _ = session.current()
    assert night.ledger.pot == EXPECTED[-1]["pot"] == 375
    session.execute("bet Bob 1, call Cal, call Ann")   # round 1 was over: round 2 opens with Bob
    assert session.night.ledger.pot == 675
    assert session.night.ledger.balance("Bob") == -175
