"""The small things of a trust audit: the shell's history file is owner-only like the store, a killed backup
leaves no temporary copy behind for good, a night seats at most the house's largest table, and an error never
lists more than a few names."""

from __future__ import annotations

import os
import stat

import pytest

from refcli.cli.shell import private_history


def test_the_history_file_is_owner_only_whatever_the_umask(tmp_path):
    path = tmp_path / "club.db.history"
    old = os.umask(0o022)
    try:
        private_history(str(path)).store_string("night Ann Bob")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert "+night Ann Bob\n" in path.read_text()


def test_a_history_that_cannot_be_written_does_not_end_the_shell(tmp_path):
    private_history(str(tmp_path / "no-such-folder" / "h")).store_string("deal")     # no error


def _a_dead_pid() -> int:
    pid = 4_000_000
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid -= 1


def test_a_backup_removes_what_a_killed_backup_left_behind(tmp_path):
    from refcli.log.store import Store
    dead = _a_dead_pid()
    left = [tmp_path / f".refcli-backup-{dead}-k2j4.db", tmp_path / f".refcli-backup-{dead}-k2j4.db-journal"]
    running = tmp_path / f".refcli-backup-{os.getppid()}-x9.db"     # a backup still under way: kept
    other = tmp_path / ".refcli-backup-notes.txt"                    # not refcli's: kept
    for path in left + [running, other]:
        path.write_bytes(b"half a copy")
    store = Store(str(tmp_path / "club.db"))
    assert store.backup(str(tmp_path / "copy.db")) == 0
    store.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".refcli-backup")) == [
        running.name, other.name]
    assert not any(p.exists() for p in left)


# --- the largest table, and errors that name a few seats ---------------------------------------------------

from refcli.kernel.errors import ParseError, RefereeError   # noqa: E402
from refcli.language.script import match_player               # noqa: E402
from tablekit import Table                           # noqa: E402

TEN = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"]


def test_a_night_seats_at_most_the_houses_largest_table():
    t = Table()
    with pytest.raises(RefereeError) as err:
        t("night " + " ".join(f"P{i}" for i in range(1875)))
    assert str(err.value) == ("a night seats at most 10 players, the house's largest table (High and Low Poker); "
                              "that would be 1875")
    t("night " + " ".join(TEN))
    assert t.night.players == TEN
    with pytest.raises(RefereeError) as err:
        t("join Kim")
    assert str(err.value) == ("a night seats at most 10 players, the house's largest table (High and Low Poker); "
                              "that would be 11")


def test_a_larger_table_in_a_users_games_raises_the_limit(tmp_path):
    from refcli.night.session import Session
    from refcli.log.store import Store
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "big.yaml").write_text(
        "name: Big Table\nplayers: {min: 2, max: 12}\ndeal: [[down, down, down, down]]\n"
        "pots: [{kind: high, share: 1}]\n", encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(tmp_path),))
    t("night " + " ".join(TEN + ["Kim", "Lou"]))
    assert len(t.night.players) == 12
    with pytest.raises(RefereeError, match=r"at most 12 players, the house's largest table \(Big Table\)"):
        t("join Max")


def test_an_unknown_player_names_a_few_seats_and_how_many_more():
    seats = tuple(f"P{i}" for i in range(1875))
    with pytest.raises(ParseError) as err:
        match_player("Zed", seats)
    assert str(err.value) == "no player 'Zed' at the table (P0, P1, P2, P3, P4, P5, P6, P7 and 1867 more)"
    with pytest.raises(ParseError) as err:
        match_player("P", seats)
    assert str(err.value) == "'P' could be P0 or P1 or P2 or P3 or P4 or P5 or P6 or P7 and 1867 more: type more letters"
