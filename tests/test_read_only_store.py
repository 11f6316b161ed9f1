"""A store nobody may write is still read: a backup on a read-only disk or in a folder the user cannot write
opens read-only for the commands that only read, says so once, and a command that would write says it
cannot in one line."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli

HERE = os.path.join(os.path.dirname(__file__), "fixtures")
NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold", "end"]


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


@pytest.fixture
def read_only_folder(tmp_path):
    """A folder holding a store, then made unwritable: a read-only bind mount when refcli runs as root (root
    writes through file modes), else the folder's and the file's write bits taken away."""
    folder = tmp_path / "cd"
    folder.mkdir()
    script = tmp_path / "night.txt"
    script.write_text("\n".join(NIGHT) + "\n")
    assert invoke("--db", str(folder / "book.db"), "run", str(script)).exit_code == 0
    for side in folder.iterdir():
        if side.name != "book.db":
            side.unlink()
    mounted = False
    if os.geteuid() == 0:
        done = subprocess.run(["mount", "--bind", "-o", "ro", str(folder), str(folder)], capture_output=True)
        mounted = done.returncode == 0
    else:
        os.chmod(folder / "book.db", 0o400)
        os.chmod(folder, 0o500)
    probe = folder / "probe"
    try:
        probe.touch()
    except OSError:
        pass
    else:
        probe.unlink()
        pytest.skip("no way to make a folder read-only here")
    yield folder
    if mounted:
        subprocess.run(["umount", str(folder)], check=True)
    else:
        os.chmod(folder, 0o700)


NOTICE = "reading {} read-only: it cannot be written"


def test_report_list_reads_a_read_only_store_and_says_so(read_only_folder):
    db = str(read_only_folder / "book.db")
    out = invoke("--db", db, "report", "--list")
    assert out.exit_code == 0, out.output
    assert out.stderr == NOTICE.format(db) + "\n"
    assert "Ann, Bob, Cal" in out.stdout
    report = invoke("--db", db, "report", "1", "--format", "json")
    assert report.exit_code == 0
    assert json.loads(report.stdout)["balances"] == {"Ann": -150, "Bob": 150, "Cal": 0}


def test_check_store_and_verify_read_it_too(read_only_folder):
    db = str(read_only_folder / "book.db")
    checked = invoke("check-store", "--db", db)
    assert (checked.exit_code, checked.stdout) == (0, "store OK: 1 night, 7 events\n")
    assert invoke("--db", db, "verify").exit_code == 0


def test_a_command_that_would_write_says_it_cannot(read_only_folder):
    db = str(read_only_folder / "book.db")
    out = invoke("--db", db, "night", "Dee", "Eve")
    assert out.exit_code == 1
    assert out.stderr.splitlines()[-1] == f"Error: the store {db} is read-only: it can be read but not written"
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["book.db"]


def test_a_store_from_before_the_chain_is_read_without_its_migration(tmp_path):
    folder = tmp_path / "old"
    folder.mkdir()
    shutil.copy(os.path.join(HERE, "store-v1.db"), folder / "book.db")
    if os.geteuid() == 0:
        if subprocess.run(["mount", "--bind", "-o", "ro", str(folder), str(folder)], capture_output=True).returncode:
            pytest.skip("no way to make a folder read-only here")
    else:
        os.chmod(folder / "book.db", 0o400)
        os.chmod(folder, 0o500)
    try:
        db = str(folder / "book.db")
        listed = invoke("--db", db, "report", "--list")
        assert listed.exit_code == 0 and listed.stderr == NOTICE.format(db) + "\n"
        checked = invoke("check-store", "--db", db)
        assert checked.exit_code == 0 and checked.stdout.startswith("store OK: ")
    finally:
        if os.geteuid() == 0:
            subprocess.run(["umount", str(folder)], check=True)
        else:
            os.chmod(folder, 0o700)


def test_a_failed_run_leaves_no_empty_store_behind(tmp_path):
    script = tmp_path / "bad.txt"
    script.write_text("night Ann Bob\ngame stud\nbet Cal 1\n")
    db = tmp_path / "new" / "book.db"
    out = invoke("--db", str(db), "run", str(script))
    assert out.exit_code == 1 and out.stderr.startswith("line 3: ")
    assert not db.exists() and sorted(p.name for p in db.parent.iterdir()) == []


def test_a_failed_run_keeps_a_store_that_was_there(tmp_path):
    db = tmp_path / "book.db"
    good = tmp_path / "good.txt"
    good.write_text("\n".join(NIGHT) + "\n")
    assert invoke("--db", str(db), "run", str(good)).exit_code == 0
    bad = tmp_path / "bad.txt"
    bad.write_text("night Ann Bob\nbet Cal 1\n")
    assert invoke("--db", str(db), "run", str(bad)).exit_code == 1
    assert len(invoke("--db", str(db), "report", "--list").stdout.splitlines()) == 3


# --- a full disk ---------------------------------------------------------------------------------------------

@pytest.fixture
def full_disk(tmp_path):
    """A 256 KiB file system holding a store, then filled to the last block (root only: a tmpfs mount)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(disk)],
                                           capture_output=True).returncode:
        pytest.skip("no small file system to fill here")
    try:
        script = tmp_path / "night.txt"
        script.write_text("\n".join(NIGHT) + "\n")
        assert invoke("--db", str(disk / "book.db"), "run", str(script)).exit_code == 0
        for side in disk.iterdir():
            if side.name != "book.db":
                side.unlink()
        fd = os.open(disk / "fill", os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            while os.write(fd, b"\0" * 512):
                pass
        except OSError:
            pass
        finally:
            os.close(fd)
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], check=True)


def test_a_store_on_a_full_disk_is_read_and_the_disk_is_named(full_disk):
    db = str(full_disk / "book.db")
    listed = invoke("--db", db, "report", "--list")
    assert listed.exit_code == 0, listed.output
    assert listed.stderr == f"the disk holding {db} is full: reading it read-only\n"
    assert "Ann, Bob, Cal" in listed.stdout
    wrote = invoke("--db", db, "night", "Dee", "Eve")
    assert wrote.exit_code == 1
    assert wrote.stderr.splitlines()[-1] == f"Error: the disk holding {db} is full: free some space to write to it"


def test_a_run_on_a_full_disk_leaves_no_store_behind(full_disk, tmp_path):
    script = tmp_path / "night.txt"
    db = full_disk / "new.db"
    out = invoke("--db", str(db), "run", str(script))
    assert out.exit_code == 1
    assert out.stderr.splitlines()[-1] in (f"Error: the disk holding {db} is full: free some space to write to it",
                                           f"Error: cannot create the store {db}: No space left on device")
    assert not db.exists()
