"""`refcli check-store` and the quick check on opening (SPEC §5: the store is trusted only as far as it is checked).

Damage is made the way it happens: pages overwritten behind refcli's back, a night row edited by hand, a
snapshot (a cache) that no longer agrees with the log, an event the engine refuses.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path


from refcli.cli.main import main
from refcli.night.session import Session
from refcli.log.store import Store


ROOT = Path(__file__).resolve().parent.parent
CLUB = ROOT / "examples" / "club-night.txt"
HAND = ["night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .50", "call Cal", "fold Ann"]


def cli(capsys, *args) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main([str(a) for a in args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def play(db: Path, lines) -> None:
    store = Store(str(db))
    session = Session(store)
    for line in lines:
        session.execute(line)
    store.close()


def test_a_sound_store_is_ok_with_its_nights_and_events(capsys, tmp_path):
    db = tmp_path / "club.db"
    assert cli(capsys, "--db", db, "run", CLUB)[0] == 0
    play(db, HAND)
    events = sum(len(Store(str(db)).events(n)) for n in (1, 2))
    assert events == 149 + len(HAND)                  # the club night, then one event a line
    code, out, err = cli(capsys, "check-store", "--db", db)
    assert (code, out, err) == (0, "store OK: 2 nights, 155 events\n", "")


def test_check_is_still_the_tables_verb(capsys, tmp_path):
    from refcli.language.verbs import ALL_VERBS
    db = tmp_path / "night.db"
    play(db, HAND[:3])
    code, out, err = cli(capsys, "--db", db, "check", "Bob")
    assert code == 0 and out.startswith("Bob checks"), (out, err)
    # No command of refcli's own hides a verb of the table language.
    import click

    from refcli.cli.main import cli as group
    ctx = click.Context(group)
    assert all(any(p.name == "words" for p in group.get_command(ctx, v).params) for v in ALL_VERBS)


def test_check_of_a_missing_store_creates_nothing(capsys, tmp_path):
    code, out, err = cli(capsys, "check-store", "--db", tmp_path / "none.db")
    assert (code, out, err) == (1, "", f"Error: there is no store at {tmp_path / 'none.db'}\n")
    assert list(tmp_path.iterdir()) == []


def _damaged_copy(src: Path, dst: Path) -> int:
    """Copy ``src`` to ``dst`` with one page overwritten, choosing a page SQLite's quick check notices."""
    size = os.path.getsize(src)
    for page in range(2, size // 4096 + 1):
        shutil.copy(src, dst)
        with open(dst, "r+b") as f:
            f.seek((page - 1) * 4096 + 100)
            f.write(b"\xa5" * 200)
        con = sqlite3.connect(dst)
        try:
            found = con.execute("PRAGMA quick_check").fetchall() != [("ok",)]
        except sqlite3.DatabaseError:
            found = True
        finally:
            con.close()
        if found:
            return page
    raise AssertionError("no page whose damage the quick check notices")


def test_a_store_damaged_behind_refclis_back_is_one_line_on_opening(capsys, tmp_path):
    good, bad = tmp_path / "good.db", tmp_path / "bad.db"
    assert cli(capsys, "--db", good, "run", CLUB)[0] == 0
    page = _damaged_copy(good, bad)
    code, out, err = cli(capsys, "--db", bad, "balances")
    assert code == 1 and out == "" and err.count("\n") == 1
    assert err.startswith(f"Error: the store {bad} is damaged (On tree page {page} ")
    assert err.endswith("); refcli check-store lists what is wrong\n")
    code, out, err = cli(capsys, "check-store", "--db", bad)
    assert code == 1
    assert out.startswith(f"integrity: On tree page {page} ")
    count = out.count("\n")
    assert err == f"Error: {count} problem{'s' if count > 1 else ''} found in the store {bad}\n"


def test_the_quick_check_runs_only_when_the_file_changed(tmp_path, monkeypatch):
    calls = []
    real = Store._integrity

    def counted(self, quick, limit):
        calls.append(quick)
        return real(self, quick, limit)
    monkeypatch.setattr(Store, "_integrity", counted)
    db = tmp_path / "night.db"
    play(db, HAND[:1])                  # a new file: checked once, then its stamp is kept
    assert calls == [True]
    play(db, HAND[1:3])                 # refcli left it so: no check, though these lines wrote to it
    seen = os.stat(f"{db}.seen").st_ino
    Store(str(db)).close()
    assert calls == [True]
    assert os.stat(f"{db}.seen").st_ino == seen      # a read-only open does not write the stamp again
    os.utime(db, ns=(1, 1))             # another program touched it
    Store(str(db)).close()
    assert calls == [True, True]
    Store(str(db)).close()
    assert calls == [True, True]


def test_an_ended_night_with_money_in_the_pot(capsys, tmp_path):
    db = tmp_path / "night.db"
    play(db, HAND[:3])                  # Ann antes $1.50 for three
    con = sqlite3.connect(db)
    con.execute("UPDATE nights SET ended_at = '2024-01-01T00:00:00.000Z' WHERE id = 1")
    con.commit()
    con.close()
    code, out, err = cli(capsys, "check-store", "--db", db)
    assert (code, out) == (1, "night 1: the night has ended with $1.50 left in the pot\n")
    assert err == f"Error: 1 problem found in the store {db}\n"


def test_a_snapshot_that_disagrees_with_the_log(capsys, tmp_path):
    db = tmp_path / "night.db"
    play(db, HAND)
    con = sqlite3.connect(db)
    seq, state = con.execute("SELECT seq, state FROM snapshots ORDER BY seq DESC LIMIT 1").fetchone()
    data = json.loads(state)
    data["accounts"]["Bob"] += 100
    data["accounts"]["Cal"] -= 100
    con.execute("UPDATE snapshots SET state = ? WHERE seq = ?", (json.dumps(data), seq))
    data["accounts"]["Ann"] += 25
    con.execute("INSERT OR REPLACE INTO snapshots (night_id, seq, state) VALUES (1, ?, ?)",
                (seq, json.dumps(data)))
    con.commit()
    con.close()
    code, out, err = cli(capsys, "check-store", "--db", db)
    assert (code, out) == (1, "night 1: its saved state's accounts sum to +25¢, not zero\n")
    con = sqlite3.connect(db)
    data["accounts"]["Ann"] -= 25
    con.execute("UPDATE snapshots SET state = ? WHERE seq = ?", (json.dumps(data), seq))
    con.commit()
    con.close()
    code, out, err = cli(capsys, "check-store", "--db", db)
    assert (code, out) == (1, "night 1: its saved state disagrees with its log (the balances the table sees "
                              "are not the ones the events give)\n")


def test_an_event_the_engine_refuses(capsys, tmp_path):
    db = tmp_path / "night.db"
    play(db, HAND[:3])
    con = sqlite3.connect(db)
    # Chained as refcli chains its own (else it is reported as an edit): an event refcli wrote, refused today.
    from refcli.log.store import event_hash
    (before,) = con.execute("SELECT hash FROM events WHERE night_id = 1 AND seq = 3").fetchone()
    payload = '{"player": "Bob", "amount": 7}'
    con.execute("INSERT INTO events (night_id, seq, kind, payload, text, created_at, hash) VALUES "
                "(1, 4, 'bet', ?, 'bet Bob 7c', 'x', ?)", (payload, event_hash(before, 4, "bet", payload,
                                                                             "bet Bob 7c", "x")))
    con.commit()
    con.close()
    code, out, err = cli(capsys, "check-store", "--db", db)
    assert code == 1
    assert out.startswith("night 1: event 4 (bet) does not replay: ")


def test_a_settled_hand_that_did_not_pay_out_its_pot(capsys, tmp_path, monkeypatch):
    # The engine always pays out; an engine (or a stored ruling) that did not must be caught, so the check
    # is tried against a replay that keeps back a quarter of every award.
    import dataclasses

    import refcli.log.nightlog as session_module
    db = tmp_path / "club.db"
    assert cli(capsys, "--db", db, "run", CLUB)[0] == 0
    real = session_module.replay_event

    def short(night, kind, payload):
        night, outcome = real(night, kind, payload)
        if outcome.summaries:
            hand = outcome.summaries[0]
            awards = [dict(a, amount=a["amount"] - 25) if i == 0 else a for i, a in enumerate(hand.awards)]
            outcome = dataclasses.replace(outcome, summaries=(dataclasses.replace(hand, awards=awards),))
        return night, outcome
    monkeypatch.setattr(session_module, "replay_event", short)
    code, out, err = cli(capsys, "check-store", "--db", db)
    assert code == 1
    assert out.splitlines()[0] == "night 1: hand 1 paid out $12.75 of a $13.00 pot"
    assert len(out.splitlines()) == 5


# --- a misdeal is not damage ---------------------------------------------------------------------------------------


def test_check_store_takes_a_misdealt_hand_for_what_it_is(capsys, tmp_path):
    # Hand 2 is misdealt after a bet and a penalty: the ante and the bet go back, the penalty stays in the
    # pot and goes to whoever wins hand 3. Nothing here is a problem.
    db = tmp_path / "club.db"
    play(db, ["night Ann Bob Cal", "game seven-card-stud", "deal", "fold, fold",
              "deal", "bet Cal .50", "penalty Ann looked out of turn", "misdeal",
              "deal", "fold, fold", "end"])
    capsys.readouterr()
    code = main(["check-store", "--db", str(db)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out.startswith("store OK: 1 night, ")
