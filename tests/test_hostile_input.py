"""Input an attacker would try, through the real entry point (SPEC §3, §4, §5, §6).

Lines end at \\n only; bytes that are not UTF-8 are refused in one line; a ruleset can neither hang refcli
nor blow up a number; whatever a user typed is quoted back sanitised and bounded; bidi and zero-width
characters never reach an output; and the store is created owner-only.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from refcli.cli.main import main
from refcli.kernel.errors import ParseError
from refcli.book.report import clean
from refcli.night.session import Session
from refcli.log.store import Store

ROOT = Path(__file__).resolve().parent.parent
CARD_HINT = ("a card is a rank 2-10, J, Q, K or A followed by a suit s, h, d or c (like Ah, 10d, Td), "
             "or jk for a joker")


def cli(capsys, *args) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def one_line(code: int, err: str) -> str:
    assert code == 1, err
    assert err.endswith("\n") and err.count("\n") == 1, f"not one line: {err!r}"
    assert "internal error" not in err and "Traceback" not in err
    return err[:-1]


def process(*args, stdin: bytes | None = None, timeout: float = 30, **extra_env) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("REFCLI_DEBUG", "REFCLI_RULESETS")} | extra_env
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "refcli.cli.main", *args], input=stdin, capture_output=True,
                          cwd=ROOT, env=env, timeout=timeout)


# --- 1. a script's lines end at \n (or \r\n) only ---------------------------------------------------------

HAND = ["night Ann Bob", "game seven-card-stud", "deal"]      # Ann antes $1.00 for both


@pytest.mark.parametrize("sep", ["\u2028", "\u2029", "\x85", "\x0c", "\x0b", "\r", "\x1c", "\x1d", "\x1e"])
def test_no_other_character_ends_a_script_line(capsys, tmp_path, sep):
    # A reason followed by another line's worth of text: today the text after `sep` runs as a command,
    # `end` closing the night and `undo` voiding the payment just made.
    db = tmp_path / "night.db"
    script = tmp_path / "night.txt"
    script.write_text("\n".join(HAND + [f"pay Ann 1 late{sep}undo", f"pay Bob 1 tip{sep}end"]) + "\n",
                      encoding="utf-8", newline="")
    code, out, err = cli(capsys, "--db", str(db), "run", str(script), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["ended"] is False
    assert report["balances"] == {"Ann": -200, "Bob": -100}
    code, out, err = cli(capsys, "--db", str(db), "report", "--format", "json")
    # A control character inside a line is dropped, as the shell drops it; U+2028 and U+2029 are blank
    # space inside a line, like a tab.
    gap = " " if sep in "\u2028\u2029" else ""
    assert [p["reason"] for p in json.loads(out)["payments"]] == [f"late{gap}undo", f"tip{gap}end"]


def test_line_numbers_count_newlines_only(capsys, tmp_path):
    script = tmp_path / "night.txt"
    lines = HAND + ["pay Ann 1 one\u2028two\u2029three\x0cfour\rfive", "bet Bob 5"]
    script.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="")
    code, out, err = cli(capsys, "run", str(script))
    assert one_line(code, err) == "line 5: a bet is at most $1.00"


def test_crlf_scripts_and_a_byte_order_mark_read_as_plain_lines(capsys, tmp_path):
    script = tmp_path / "night.txt"
    script.write_bytes(b"\xef\xbb\xbf" + "\r\n".join(HAND + ["pay Ann 1 coffee", "bet Bob 5"]).encode() + b"\r\n")
    code, out, err = cli(capsys, "run", str(script))
    assert one_line(code, err) == "line 5: a bet is at most $1.00"


def test_stdin_scripts_split_the_same_way(tmp_path):
    data = "\n".join(HAND + ["pay Ann 1 x\u2028end", "pay Bob 1 y\rundo"]).encode() + b"\n"
    done = process("run", "-", "--json", stdin=data)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["ended"] is False and report["balances"] == {"Ann": -200, "Bob": -100}


def test_a_piped_shell_reads_lines_as_run_does(tmp_path):
    # A strict UTF-8 stdin (the usual locale) used to end the shell on the bad byte with an internal error;
    # a lone CR or U+2028 used to end a line.
    data = (b"night Ann Bob\n\xffpay\ngame seven-card-stud\r\ndeal\n"
            b"pay Ann 1 x\xe2\x80\xa8end\rundo\nstatus\n")
    done = process("--db", str(tmp_path / "night.db"), "shell", stdin=data, PYTHONIOENCODING="utf-8:strict")
    assert done.returncode == 1, done.stderr
    out = done.stdout.decode().splitlines()
    assert out[1] == "Error: the line holds a byte that is not UTF-8 text (0xFF)"
    assert out[-2] == "Ann pays $1.00 into the pot (x endundo) · pot $2.00 · Bob to act"
    assert out[-1] == "Hand 1 · 7 Card Stud · Ann dealt · pot $2.00 · Bob to act"


def test_eval_stdin_numbers_lines_as_an_editor_does(capsys, monkeypatch):
    import io
    monkeypatch.setattr(sys, "stdin", io.StringIO("Ah Kd Qd Jd Td\n\n\nAh Kd Qd Jd Td\u2028Xx\n"))
    code, out, err = cli(capsys, "eval")
    assert one_line(code, err).startswith("Error: line 4: 'Xx' is not a card")


# --- 2. bytes that are not UTF-8 --------------------------------------------------------------------------

def test_a_non_utf8_argument_is_one_line_and_changes_nothing(capsys, tmp_path):
    db = tmp_path / "night.db"
    for line in HAND:
        assert cli(capsys, "--db", str(db), *line.split())[0] == 0
    before = Store(str(db)).last_seq(1)
    # Python hands a byte that is not UTF-8 over as a lone surrogate (U+DCE9 for \xe9).
    code, out, err = cli(capsys, "--db", str(db), "pay", "Ann", "1", "caf\udce9")
    assert one_line(code, err) == "Error: the argument 'caf?' is not UTF-8 text (byte 0xE9)"
    assert out == ""
    assert Store(str(db)).last_seq(1) == before


def test_a_non_utf8_argument_in_a_real_process(tmp_path):
    db = str(tmp_path / "night.db")
    for args in (["eval", b"A\xe9"], ["--db", db, "night", "Ann", b"B\xffb"],
                 ["--db", db.encode() + b"\xff", "status"]):
        done = process(*args)
        assert done.returncode == 1, done.stderr
        err = done.stderr.decode()
        assert err.count("\n") == 1 and "is not UTF-8 text (byte 0x" in err, err
    assert not os.path.exists(db)


def test_a_typed_line_with_undecodable_bytes_is_refused_by_the_parser():
    session = Session(Store(":memory:"))
    session.execute("night Ann Bob")
    with pytest.raises(ParseError) as err:
        session.execute("pay Ann 1 caf\udce9")
    assert str(err.value) == "the line holds a byte that is not UTF-8 text (0xE9)"


def test_a_script_that_is_not_utf8_names_its_line_and_runs_nothing(capsys, tmp_path):
    db = tmp_path / "night.db"
    script = tmp_path / "night.txt"
    script.write_bytes(b"night Ann Bob\ngame seven-card-stud\n# caf\xe9 au lait\ndeal\n")
    code, out, err = cli(capsys, "--db", str(db), "run", str(script))
    assert one_line(code, err) == "line 3: not UTF-8 text (byte 0xE9 at column 6)"
    assert out == "" and Store(str(db)).nights() == []


# --- 3. rulesets: huge numbers, files that are not files ---------------------------------------------------

NINES = "9" * 5000


@pytest.mark.parametrize("body,field,size", [
    (f"players: {{max: {NINES}}}", "players.max", 5000),
    (f"players: {{max: 0x{'f' * 5000}}}", "players.max", 5002),
    (f"players: {{max: 0b{'1' * 300}}}", "players.max", 300),
    (f"players: {{max: 1{':1' * 2000}}}", "players.max", 4001),
    (f"deck: 'standard+jokers:{NINES}'", "deck", 5000),
    (f"pots: [{{kind: high, share: 1/{NINES}}}]", "pots.share", 5000),
    (f"points: {{low: {NINES}.5}}", "points.low", 5000),
    (f"players: {{min: 2, {NINES}: 3}}", "players", 5000),
    (f"house:\n  betting:\n    max_bet: {NINES}", "house.betting.max_bet", 5000),
])
def test_a_number_thousands_of_digits_long_is_refused_naming_file_line_and_field(capsys, tmp_path, body, field,
                                                                                  size):
    games = tmp_path / "mine"
    games.mkdir()
    path = games / "big.yaml"
    path.write_text(f"name: Big\ndeal: [[down]]\n{body}\n")
    line = 3 + body.count("\n")
    code, out, err = cli(capsys, "--rulesets", str(games), "rules", "big")
    assert one_line(code, err) == f"Error: {path}:{line}: {field}: a number {size} characters long is out of range"


def test_a_huge_number_in_a_house_file(capsys, tmp_path):
    house = tmp_path / "house.yaml"
    house.write_text(f"name: Ours\nante: {{per_player: {NINES}}}\n")
    code, out, err = cli(capsys, "--house", str(house), "rules", "seven-card-stud")
    assert one_line(code, err) == f"Error: {house}:2: ante.per_player: a number 5000 characters long is out of range"


def test_a_fifo_among_the_rulesets_or_as_the_house_file_does_not_hang(tmp_path):
    mine = tmp_path / "mine"
    (mine / "games").mkdir(parents=True)
    os.mkfifo(mine / "games" / "pipe.yaml")
    os.mkfifo(tmp_path / "house.yaml")
    listed = process("--rulesets", str(mine), "rules", timeout=30)      # the other games list; the pipe is named
    assert listed.returncode == 0
    assert listed.stdout.decode().endswith(f"Not read (fix the file to play its game):\n  {mine}/games/pipe.yaml: "
                                           "not a regular file\n")
    for args, label in (
            (["--rulesets", str(mine), "rules", "pipe"], f"{mine}/games/pipe.yaml"),
            (["--house", str(tmp_path / "house.yaml"), "rules", "seven-card-stud"], str(tmp_path / "house.yaml")),
            (["--house", "/dev/zero", "rules", "seven-card-stud"], "/dev/zero"),
            (["--house", str(tmp_path), "rules", "seven-card-stud"], str(tmp_path))):
        done = process(*args, timeout=30)
        assert done.returncode == 1
        assert done.stderr.decode() == f"Error: {label}: not a regular file\n"


def test_a_fifo_as_the_store_does_not_hang(tmp_path):
    fifo = tmp_path / "night.db"
    os.mkfifo(fifo)
    done = process("--db", str(fifo), "status", timeout=30)
    assert done.returncode == 1
    assert done.stderr.decode() == f"Error: {fifo} is not a regular file, not a refcli store\n"


# --- 4. what a user typed is quoted sanitised and bounded --------------------------------------------------

def test_a_card_token_with_a_terminal_escape_is_quoted_safely(capsys):
    code, out, err = cli(capsys, "eval", "\x1b]0;x\x07")
    assert one_line(code, err) == f"Error: '?]0;x?' is not a card: {CARD_HINT}"


@pytest.mark.parametrize("args,expected", [
    (("eval", "Ah", "Kd", "Qd", "Jd", "\u202eTd"), "Error: '?Td' is not a card: " + CARD_HINT),
    (("eval", "A" * 10_000), "Error: '" + "A" * 39 + "…' is not a card: " + CARD_HINT),
    (("--wild", "\x1b[2J", "eval", "Ah"), None),
    (("stats", "--wild", "\x9b2J"), "Error: --wild: '?2J' is not a rank (2-10, J, Q, K, A) or a card (Js)"),
    (("eval", "--game", "\u200bseven", "Ah", "Kd", "Qd", "Jd", "Td"), "Error: unknown game '?seven' — rules lists every game (or type more of a game's name)"),
    (("\x1b[31mreport",), "Error: unknown command '[31mreport' — did you mean report?"),
])
def test_quoted_arguments_are_sanitised(capsys, args, expected):
    code, out, err = cli(capsys, *args)
    assert code in (1, 2)
    assert err.count("\n") == 1 and not any(c in err for c in "\x1b\x07\x9b\u202e\u200b"), repr(err)
    if expected:
        assert err[:-1] == expected


def test_an_unknown_word_a_megabyte_long_comes_back_as_one_short_line(capsys, tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\n" + "x" * 1_000_000 + "\n")
    code, out, err = cli(capsys, "run", str(script))
    assert one_line(code, err) == "line 2: unknown command '" + "x" * 39 + "…' (type help-table for the list)"
    code, out, err = cli(capsys, "night", "Ann", "B" * 1_000_000)
    assert one_line(code, err) == ("Error: '" + "B" * 39 + "…' is not a usable name: start with a letter; letters, "
                                   "digits, - _ ' (20 at most)")


def test_house_and_store_paths_are_quoted_safely(capsys, tmp_path):
    code, out, err = cli(capsys, "--house", str(tmp_path / "\x1b[31mhouse.yaml"), "rules", "seven-card-stud")
    assert one_line(code, err) == f"Error: {tmp_path}/?[31mhouse.yaml: cannot be read (No such file or directory)"
    folder = tmp_path / "\x1b]0;pwned\x07"
    folder.mkdir()
    code, out, err = cli(capsys, "--db", str(folder), "status")
    assert one_line(code, err) == f"Error: {tmp_path}/?]0;pwned? is a directory, not a refcli store"
    garbage = tmp_path / "\u202egarbage.db"
    garbage.write_bytes(b"not a database at all" * 100)
    code, out, err = cli(capsys, "--db", str(garbage), "status")
    assert one_line(code, err).startswith(f"Error: {tmp_path}/?garbage.db is not a usable refcli store")


def test_names_with_bidi_or_zero_width_characters_are_refused(capsys, tmp_path):
    for name in ("B\u202eob", "Bo\u200bb", "\u2066Bob\u2069", "Bob\ufeff"):
        code, out, err = cli(capsys, "--db", str(tmp_path / "n.db"), "night", "Ann", name)
        message = one_line(code, err)
        assert message.endswith("is not a usable name: start with a letter; letters, digits, - _ ' (20 at most)")
        assert "?" in message and not any(c in message for c in "\u202e\u200b\u2066\u2069\ufeff")


# --- 5. bidi and zero-width characters never reach an output; full-width formulas are defused ---------------

def test_reasons_lose_bidi_and_zero_width_characters_in_every_format(capsys, tmp_path):
    db = tmp_path / "night.db"
    for line in HAND:
        assert cli(capsys, "--db", str(db), *line.split())[0] == 0
    code, out, err = cli(capsys, "--db", str(db), "pay", "Ann", "1", "late\u202eetal\u200b\u2066x\u2069\ufeff")
    assert code == 0 and out.startswith("Ann pays $1.00 into the pot")
    code, out, err = cli(capsys, "--db", str(db), "undo")
    assert code == 0 and not any(c in out for c in "\u202e\u200b\u2066\u2069\ufeff"), repr(out)
    code, out, err = cli(capsys, "--db", str(db), "pay", "Ann", "1", "\u202eetal")
    for fmt in ("table", "markdown", "csv", "json", "html"):
        code, out, err = cli(capsys, "--db", str(db), "report", "--format", fmt)
        assert code == 0
        assert not any(c in out for c in "\u202e\u200b\u2066\u2069\ufeff"), (fmt, out)
        assert "etal" in out


@pytest.mark.parametrize("lead", ["\uff1d", "\uff0b", "\uff0d", "\uff20", "\ufe66"])
def test_a_full_width_formula_sign_is_defused_like_the_ascii_one(capsys, tmp_path, lead):
    db = tmp_path / "night.db"
    for line in HAND:
        assert cli(capsys, "--db", str(db), *line.split())[0] == 0
    reason = f'{lead}HYPERLINK("http://evil.example","x")'
    assert cli(capsys, "--db", str(db), "pay", "Ann", "1", reason)[0] == 0
    code, out, err = cli(capsys, "--db", str(db), "report", "--format", "csv")
    import csv
    import io
    payment = next(r for r in csv.DictReader(io.StringIO(out)) if r["record"] == "payment")
    assert payment["reason"] == "'" + reason
    assert clean(reason) == "'" + reason


# --- 6. the store is owner-only, whatever the umask -----------------------------------------------------

@pytest.mark.parametrize("mask", [0o022, 0o002, 0o000])
def test_the_store_its_wal_and_shm_and_a_new_folder_are_owner_only(tmp_path, mask):
    old = os.umask(mask)
    try:
        path = tmp_path / "club" / "data" / "refcli.db"
        store = Store(str(path))
        session = Session(store)
        session.execute("night Ann Bob")
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in path.parent.iterdir()}
        store.close()
    finally:
        os.umask(old)
    assert modes == {"refcli.db": 0o600, "refcli.db-wal": 0o600, "refcli.db-shm": 0o600}
    assert stat.S_IMODE((tmp_path / "club").stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "club" / "data").stat().st_mode) == 0o700


def test_an_existing_folder_and_store_keep_the_modes_their_owner_chose(tmp_path):
    folder = tmp_path / "shared"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)
    Store(str(folder / "refcli.db")).close()
    assert stat.S_IMODE(folder.stat().st_mode) == 0o755
    os.chmod(folder / "refcli.db", 0o640)
    Store(str(folder / "refcli.db")).close()
    assert stat.S_IMODE((folder / "refcli.db").stat().st_mode) == 0o640
