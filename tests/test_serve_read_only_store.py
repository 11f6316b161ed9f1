"""`refcli serve` reads a store nobody may write here (a backup on a read-only disk, a folder the user cannot
write): it says so once and serves the night as it stands, making no file beside it."""

from __future__ import annotations

import os
import subprocess

import pytest

from serve_kit import Served, refcli

NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet Bob 1"]


@pytest.fixture
def read_only_folder(tmp_path):
    """A folder holding a store with a hand under way, then made unwritable: a read-only bind mount when the
    tests run as root (root writes through file modes), else the folder's and the file's write bits taken."""
    folder = tmp_path / "backup"
    folder.mkdir()
    db = folder / "book.db"
    for line in NIGHT:
        refcli(db, *line.split())
    for side in folder.iterdir():
        if side.name != "book.db":
            side.unlink()
    mounted = False
    if os.geteuid() == 0:
        mounted = subprocess.run(["mount", "--bind", "-o", "ro", str(folder), str(folder)],
                                 capture_output=True).returncode == 0
    else:
        os.chmod(db, 0o400)
        os.chmod(folder, 0o500)
    try:
        (folder / "probe").touch()
    except OSError:
        pass
    else:
        (folder / "probe").unlink()
        pytest.skip("no way to make a folder read-only here")
    yield folder
    if mounted:
        subprocess.run(["umount", str(folder)], check=True)
    else:
        os.chmod(folder, 0o700)


def test_a_read_only_store_is_served_as_it_stands_and_said_once(read_only_folder):
    db = read_only_folder / "book.db"
    with Served(db) as served:
        state = served.state()["state"]
        assert (state["hand"]["pot"], state["hand"]["turn"], state["hand"]["owed"]) == (250, "Cal", 100)
        status, body, _ = served.get()
        assert status == 200 and "Pot $2.50" in body
        code, out, err = served.stop()
    assert code == 0 and out.splitlines()[-1] == "Stopped: the page is closed."
    assert err == f"refcli serve: reading {db} read-only: it cannot be written\n"
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["book.db"]
