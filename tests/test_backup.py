"""`refcli backup PATH`: a consistent, owner-only copy of the store, taken while a night is open."""

import os
import stat

import pytest

from refcli.cli.main import main
from refcli.kernel.errors import StoreError
from refcli.log.store import Store


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def store_path(tmp_path, capsys):
    """A store holding one ended night and one open night in the middle of a hand."""
    db = str(tmp_path / "club.db")
    for line in ("night Ann Bob", "end", "night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .50"):
        assert main(["--db", db, *line.split()]) == 0, line
    capsys.readouterr()
    return db


def test_the_copy_opens_as_a_store_with_the_same_nights(capsys, tmp_path, store_path):
    target = tmp_path / "copy.db"
    code, out, err = run(capsys, "--db", store_path, "backup", str(target))
    assert (code, out, err) == (0, f"Backed up 2 nights to {target}\n", "")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    assert [n for n in os.listdir(tmp_path) if n.startswith(".refcli") or n.startswith("copy.db-")] == []
    with Store(store_path) as original, Store(str(target)) as copy:
        assert [(n.id, n.players, n.ended_at) for n in copy.nights()] == \
               [(n.id, n.players, n.ended_at) for n in original.nights()]
        assert [(e.seq, e.kind, e.payload) for e in copy.events(2)] == \
               [(e.seq, e.kind, e.payload) for e in original.events(2)]
        assert copy.open_night().id == 2
    # The copy's open night goes on where the original stood: Cal is to act, 50¢ to call.
    code, out, _ = run(capsys, "--db", str(target), "call", "Cal")
    assert code == 0 and "Cal calls 50¢ · pot $2.50" in out


def test_a_command_not_yet_committed_is_not_in_the_copy(capsys, tmp_path, store_path):
    target = tmp_path / "copy.db"
    with Store(store_path) as writer:
        with writer.transaction():
            writer.append(2, "note", {"text": "half-written"})
            # Another terminal's command is under way: the backup neither waits for it nor copies it.
            assert run(capsys, "--db", store_path, "backup", str(target))[0] == 0
        assert writer.last_seq(2) == 5
    with Store(str(target)) as copy:
        assert copy.last_seq(2) == 4
        assert [e.kind for e in copy.events(2)] == ["night", "game", "deal", "bet"]


def test_an_existing_file_is_kept_unless_forced(capsys, tmp_path, store_path):
    target = tmp_path / "copy.db"
    target.write_bytes(b"keep me")
    code, out, err = run(capsys, "--db", store_path, "backup", str(target))
    assert (code, out, err) == (1, "", f"Error: {target} already exists (use --force to replace it)\n")
    assert target.read_bytes() == b"keep me"
    assert run(capsys, "--db", store_path, "backup", str(target), "--force")[0] == 0
    with Store(str(target)) as copy:
        assert len(copy.nights()) == 2
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600


@pytest.mark.parametrize("where, message", [
    ("{db}", "{db} is the store itself: name another file"),
    ("{tmp}", "{tmp} is a directory: name the backup file"),
    ("{tmp}/no/such/folder/copy.db", "cannot write {tmp}/no/such/folder/copy.db: no such folder "
                                     "{tmp}/no/such/folder"),
])
def test_bad_targets_are_one_line_and_leave_nothing_behind(capsys, tmp_path, store_path, where, message):
    before = sorted(os.listdir(tmp_path))
    path = where.format(db=store_path, tmp=tmp_path)
    args = ["--db", store_path, "backup", path] + (["--force"] if where == "{db}" else [])
    code, out, err = run(capsys, *args)
    assert (code, out, err) == (1, "", "Error: " + message.format(db=store_path, tmp=tmp_path) + "\n")
    assert sorted(os.listdir(tmp_path)) == before
    with Store(store_path) as original:
        assert original.last_seq(2) == 4


def test_the_store_method_backs_up_an_in_memory_store(tmp_path):
    with Store(":memory:") as mem:
        night = mem.create_night(["Ann", "Bob"], {})
        mem.append(night, "night", {"players": ["Ann", "Bob"]})
        assert mem.backup(str(tmp_path / "m.db")) == 1
        with pytest.raises(StoreError, match="already exists"):
            mem.backup(str(tmp_path / "m.db"))
    with Store(str(tmp_path / "m.db")) as copy:
        assert [e.kind for e in copy.events(1)] == ["night"]
