"""An export is read within bounds that keep an import's memory near 200 MB whatever the file holds: at most
16 MiB and a million values (a 50 MB file is one line, not a MemoryError), and `export` says so before it
writes a file no import would take. The game a night carries is bounded as a ruleset file's is: its size,
nesting and lists, its deck and jokers, and a deal its deck can hold."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest
from test_hostile_import import ROOT, NIGHT, game_json, invoke, refused

PEAK = ("import resource, subprocess, sys\n"
        "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)\n"
        "print(done.stderr, end='')\n")


def peak_import(tmp_path, path) -> tuple[int, int, str]:
    """(exit code, peak memory in MiB, stderr) of `refcli import PATH` in a process of its own."""
    done = subprocess.run([sys.executable, "-c", PEAK, sys.executable, "-m", "refcli.cli.main", "--db",
                           str(tmp_path / "k.db"), "import", str(path)],
                          capture_output=True, text=True, timeout=120, env={"PYTHONPATH": str(ROOT), "HOME": "/nonexistent"})
    first, _, stderr = done.stdout.partition("\n")
    code, mib = first.split()
    return int(code), int(mib), stderr


def test_a_50_mb_export_is_one_line_and_little_memory(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "w") as f:        # a million and more empty nights: json would build some 1.5 GB of them
        f.write('{"format": "refcli-nights", "version": 1, "nights": [')
        f.write(",".join(["{}"] * (50 * 10 ** 6 // 3)))
        f.write("]}")
    code, mib, stderr = peak_import(tmp_path, path)
    assert (code, stderr) == (1, f"Error: {path} is larger than 16 MiB: not a refcli export\n")
    assert mib < 200


def test_a_file_of_more_than_a_million_values_is_refused_before_json_builds_them(tmp_path):
    path = tmp_path / "values.json"
    path.write_text('{"format": "refcli-nights", "version": 1, "nights": [' + ",".join(["[]"] * 600_000) + "]}")
    code, mib, stderr = peak_import(tmp_path, path)
    assert (code, stderr) == (1, f"Error: {path} holds more than 1,000,000 values: not a refcli export (export "
                                 "fewer nights at a time)\n")
    assert mib < 200


def test_a_file_just_within_the_bounds_stays_within_the_memory(tmp_path):
    path = tmp_path / "strings.json"     # strings of wide characters: four bytes each in memory
    path.write_text('{"format": "refcli-nights", "version": 1, "nights": ['
                    + ",".join(['"' + "\U0001F600" * 7 + '"'] * 499_000) + "]}", encoding="utf-8")
    code, mib, stderr = peak_import(tmp_path, path)
    assert (code, stderr) == (1, f"Error: night 1 of {path} is damaged (its fields are not those of an export)\n")
    assert mib < 200


def test_export_refuses_a_file_no_import_would_take(tmp_path, monkeypatch):
    import refcli.book.nightfile as nightfile
    db = str(tmp_path / "host.db")
    script = tmp_path / "night.txt"
    script.write_text("\n".join(NIGHT) + "\n")
    assert invoke("--db", db, "run", str(script)).exit_code == 0
    size = len(invoke("--db", db, "export", "1").output.encode())
    monkeypatch.setattr(nightfile, "MAX_FILE_BYTES", 8192)
    out = invoke("--db", db, "export", "1")
    assert (out.exit_code, out.output) == (1, f"Error: 1 night makes an export of {-(-size // 1024)} KiB, more "
                                              "than refcli import takes (8 KiB): export --lines (a night a "
                                              "line, no bound on the book), or fewer nights at a time\n")


# --- the game a night carries ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def export(tmp_path_factory) -> dict:
    """Bob's stud night, exported."""
    tmp = tmp_path_factory.mktemp("host")
    script = tmp / "night.txt"
    script.write_text("\n".join(NIGHT) + "\n")
    db = str(tmp / "host.db")
    assert invoke("--db", db, "run", str(script)).exit_code == 0
    return json.loads(invoke("--db", db, "export", "1").output)


def with_game(export, change) -> dict:
    data = copy.deepcopy(export)
    change(game_json(data))
    return data


GAMES = [
    ("a deck of huge", lambda g: g.update(deck="huge"),
     "its game's deck 'huge' is no deck refcli has (decks: standard, double, dual, forty-one, with +jokers:N for "
     "1 to 4 jokers)"),
    ("10**9 jokers", lambda g: g.update(jokers=10 ** 9),
     "its game's jokers 1000000000 are not the 0 of its deck standard"),
    ("a deck of 10**9 jokers", lambda g: g.update(deck="standard+jokers:1000000000", jokers=10 ** 9),
     "its game's deck 'standard+jokers:1000000000' is no deck refcli has (decks: standard, double, dual, "
     "forty-one, with +jokers:N for 1 to 4 jokers)"),
    ("five jokers", lambda g: g.update(deck="standard+jokers:5", jokers=5),
     "its game's deck 'standard+jokers:5' is no deck refcli has (decks: standard, double, dual, forty-one, with "
     "+jokers:N for 1 to 4 jokers)"),
    ("more cards than the deck", lambda g: g.update(players_max=10),
     "its game deals 70 cards to 10 players; its deck has 52"),
    ("a card dealt sideways", lambda g: g.update(deal=[["down", "sideways"]]),
     "its game's deal is not rounds of cards dealt down, up, either or to the board"),
    ("an about of 300 KiB", lambda g: g.update(about="x" * 300 * 1024),
     "its game is 302 KiB, more than a ruleset file may be (256 KiB)"),
    ("65 variants", lambda g: g.update(variants=[f"v{i}" for i in range(65)]),
     "its game's variants holds 65 items, more than a ruleset file may list (64)"),
]


@pytest.mark.parametrize("label, change, problem", GAMES, ids=[g[0] for g in GAMES])
def test_a_game_out_of_a_rulesets_bounds_is_refused(tmp_path, export, label, change, problem):
    assert refused(tmp_path, with_game(export, change)) == (
        f"Error: night 1 of F: event 2 (game stud): {problem}; nothing was imported")


def test_the_games_of_the_club_are_within_the_bounds():
    from refcli.book.nightcheck import check_game
    from refcli.log.nightlog import game_to_json
    from refcli.rules.loader import list_games, load_game, variant_specs
    specs = [g[0] for g in list_games()] + list(variant_specs())
    for spec in specs:
        check_game(json.loads(json.dumps(game_to_json(load_game(spec)))))
    assert len(specs) > 50
