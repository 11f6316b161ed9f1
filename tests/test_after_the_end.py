"""The small truths of a book: `balances` and `status` after `end` show the night just ended and say so, and
`refcli where` prints the store every command uses (--db, else $REFCLI_DB, else the user data directory)."""

from __future__ import annotations

import json
import os

from refcli.cli.main import main

NIGHT = ("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .50", "fold Cal", "fold Ann")
BALANCES = ("Player  Balance\n"
            "------  -------\n"
            "Ann      -$1.50\n"
            "Bob      +$1.50\n"
            "Cal       $0.00\n")


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def _ended(capsys):
    for line in NIGHT:
        assert run(capsys, *line.replace(",", "").split())[0] == 0
    assert run(capsys, "end")[0] == 0


def test_balances_after_the_end_show_the_night_just_ended_and_say_so(capsys):
    _ended(capsys)
    code, out, err = run(capsys, "balances")
    assert (code, err) == (0, "")
    assert out == "Night 1 ended after 1 hand; its balances as it ended (no night is open):\n" + BALANCES
    code, out, _ = run(capsys, "balances", "--format", "json")
    assert json.loads(out) == {"balances": {"Ann": -150, "Bob": 150, "Cal": 0}, "pot": 0, "night": 1,
                               "ended": True}


def test_status_after_the_end_says_no_night_is_open_and_shows_the_last(capsys):
    _ended(capsys)
    code, out, _ = run(capsys, "status")
    assert code == 0
    assert out == ("No night is open (night NAME NAME ... starts the next). Night 1 ended after 1 hand; its "
                   "balances as it ended:\n" + BALANCES)


def test_the_next_night_is_the_one_shown_once_it_opens_and_an_empty_store_still_refuses(capsys):
    code, _, err = run(capsys, "balances")
    assert (code, err) == (1, "Error: no night is open: start one with night NAME NAME ...\n")
    _ended(capsys)
    assert run(capsys, "night", "Dee", "Eve")[0] == 0
    code, out, _ = run(capsys, "balances")
    assert out == "Player  Balance\n------  -------\nDee       $0.00\nEve       $0.00\n"
    assert run(capsys, "bet", "Dee", "1")[1:] == ("", "Error: no hand is being played: type deal to start the next one\n")


def test_a_line_that_moves_the_table_is_still_refused_after_the_end(capsys):
    _ended(capsys)
    code, _, err = run(capsys, "deal")
    assert (code, err) == (1, "Error: no night is open: start one with night NAME NAME ...\n")


def test_where_prints_the_store_from_db_then_the_environment_then_the_user_folder(tmp_path, capsys,
                                                                                   monkeypatch):
    db = tmp_path / "club.db"
    assert run(capsys, "--db", str(db), "where") == (
        0, f"{db}\n", "no store there yet: the first night opened creates it\n")
    assert run(capsys, "where", "--db", str(db))[1] == f"{db}\n"
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "where", "--db", "other.db")[1] == f"{tmp_path / 'other.db'}\n"    # made absolute
    _ended(capsys)                                  # written to $REFCLI_DB
    assert run(capsys, "where") == (0, os.environ["REFCLI_DB"] + "\n", "")
    monkeypatch.delenv("REFCLI_DB")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path))
    code, out, _ = run(capsys, "where")
    assert (code, out) == (0, f"{tmp_path / 'config' / 'refcli' / 'refcli.db'}\n")
    assert not (tmp_path / "config").exists()       # asking where creates nothing
