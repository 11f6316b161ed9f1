"""What a session keeps between commands, and what a snapshot holds, stay true to the log.

A session hands out again the state its last command left while the night's last event is its own; a snapshot
names its game by the `game` event that carries it; the engine copies a night by hand. Each is checked here
against the slow, obvious way: a fresh replay of the night's events.
"""

import json
import sqlite3

import pytest

from refcli.kernel.errors import RefereeError
from refcli.night.session import Session
from refcli.log.store import Store
from refcli.table.state import STATE_FORMAT, Night


def _fresh(path) -> Night:
    """The open night replayed from its first event by a session that never saw it."""
    store = Store(str(path))
    try:
        session = Session(store)
        night_id = store.open_night().id
        store.drop_snapshots_from(night_id, 0)
        night, _ = session.replay(night_id)
        return night
    finally:
        store.close()


def _start(session: Session) -> None:
    session.execute("night Ann Bob Cal Dee")
    session.execute("game seven-card-stud")
    session.execute("deal")


def test_another_terminal_s_command_is_seen_by_the_next_command(tmp_path):
    db = tmp_path / "night.db"
    first, second = Session(Store(str(db))), Session(Store(str(db)))
    _start(first)
    assert first.current()[1].ledger.pot == 200          # Ann deals and antes 50¢ for each of the four
    second.execute("bet Bob 1")                          # typed at the other terminal
    night = first.current()[1]
    assert night.ledger.pot == 300
    assert night.ledger.balance("Bob") == -100
    reply = first.execute("call Cal")
    assert first.night.ledger.pot == 400
    assert "Cal calls $1.00" in reply.outcomes[0].lines[0]


def test_a_refused_line_leaves_the_kept_state_as_the_log_has_it(tmp_path):
    db = tmp_path / "night.db"
    session = Session(Store(str(db)))
    _start(session)
    with pytest.raises(RefereeError):
        session.execute("bet Bob 1, call Cal, raise Dee 7")   # the raise is over the limit: none of it
    night = session.current()[1]
    assert night.ledger.pot == 200
    assert night.hand.part("bet").to_act == ["Bob", "Cal", "Dee", "Ann"]
    session.execute("bet Bob 1, call Cal")
    session.store.close()
    replayed = _fresh(db)
    assert replayed.ledger.accounts == {"Ann": -200, "Bob": -100, "Cal": -100, "Dee": 0, "(pot)": 400}
    assert replayed.hand.part("bet").to_act == ["Dee", "Ann"]


def test_a_snapshot_names_its_game_by_the_event_that_carries_it(tmp_path):
    db = tmp_path / "night.db"
    session = Session(Store(str(db)))
    _start(session)
    session.execute("bet Bob 1, fold Cal, fold Dee, fold Ann")      # Bob takes it; a snapshot at the ruling
    session.store.close()
    con = sqlite3.connect(db)
    rows = con.execute("SELECT seq, state FROM snapshots ORDER BY seq").fetchall()
    game_seq = con.execute("SELECT seq FROM events WHERE kind = 'game'").fetchone()[0]
    con.close()
    last = json.loads(rows[-1][1])
    assert last["format"] == STATE_FORMAT == 9
    assert last["pick_game"] == {"event": game_seq}
    dealt = json.loads(rows[-2][1])                     # taken at the deal: the hand names the game too
    assert dealt["hand"]["game"] == {"event": game_seq}
    assert max(len(state) for _, state in rows) < 1500   # the whole game would be several kilobytes
    store = Store(str(db))
    night, _ = Session(store).replay(store.open_night().id)
    store.close()
    assert night.pick_game.title == "7 Card Stud"
    assert night.ledger.accounts == {"Ann": -200, "Bob": 200, "Cal": 0, "Dee": 0, "(pot)": 0}


def test_a_snapshot_that_holds_its_game_whole_still_loads(tmp_path):
    # An imported night's snapshot is written with the game in it (Night.to_json's default).
    db = tmp_path / "night.db"
    session = Session(Store(str(db)))
    _start(session)
    night_id = session.store.open_night().id
    seq = session.store.last_seq(night_id)
    session.store.put_snapshot(night_id, seq, session.night.to_json())
    session.store.close()
    store = Store(str(db))
    night, _ = Session(store).replay(night_id)
    store.close()
    assert night.hand.game.title == "7 Card Stud"
    assert night.hand.game is night.pick_game            # one game, parsed once


def test_a_copy_of_the_night_shares_nothing_it_may_change(tmp_path):
    session = Session(Store(":memory:"))
    _start(session)
    session.execute("bet Bob 1, call Cal")
    night = session.night
    before = json.dumps(night.to_json(), sort_keys=True)
    copy = night.copy()
    assert json.dumps(copy.to_json(), sort_keys=True) == before
    copy.players.append("Eve")
    copy.ledger.accounts["Ann"] -= 25
    copy.hand.active.remove("Dee")
    copy.hand.down.setdefault("Ann", []).append("As")
    copy.hand.part("bet").to_act.clear()
    copy.hand.part("paid").postings[0][2] = 1
    assert json.dumps(night.to_json(), sort_keys=True) == before
    assert copy.hand.game is night.hand.game             # frozen: shared, not copied


def test_what_a_reader_does_to_the_night_it_is_handed_does_not_reach_the_next_command(tmp_path):
    session = Session(Store(str(tmp_path / "night.db")))
    _start(session)
    session.night.ledger.accounts["Ann"] = 999
    session.night.hand.active.remove("Dee")
    session.current()[1].hand.parts.clear()
    session.execute("bet Bob 1, call Cal")
    assert session.night.ledger.accounts == {"Ann": -200, "Bob": -100, "Cal": -100, "Dee": 0, "(pot)": 400}
    assert session.night.hand.part("bet").to_act == ["Dee", "Ann"]
