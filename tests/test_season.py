"""The season and one member's history, read from the postings each night stored."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.book.digest import DIGEST_KEY, compute_digest
from refcli.book.season import build
from refcli.log.store import Store
from refcli.kernel.errors import RefereeError


HERE = os.path.join(os.path.dirname(__file__), "fixtures")

# Ann deals and antes $1.50, Bob bets $1 and takes $2.50; Bob deals, Cal bets $1 and takes $2.50:
# Ann -$1.50, Bob even, Cal +$1.50 each night.
NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold", "deal", "bet cal 1, fold, fold", "end"]


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


def two_nights(tmp_path, *extra: list[str]) -> str:
    db = str(tmp_path / "club.db")
    for lines in (NIGHT, NIGHT) + extra:
        path = tmp_path / "night.txt"
        path.write_text("\n".join(lines) + "\n")
        assert invoke("--db", db, "run", str(path)).exit_code == 0
    return db


def test_season_json_matches_the_nights_own_reports(tmp_path):
    third = ["night Cal Ann Bob", "game stud", "deal", "bet ann 1, fold bob, fold cal", "end"]   # Ann +$1.50
    db = two_nights(tmp_path, third)
    data = json.loads(invoke("--db", db, "season", "--format", "json").output)
    reports = [json.loads(invoke("--db", db, "report", str(n), "--format", "json").output) for n in (1, 2, 3)]
    for p in data["players"]:
        assert p["net"] == sum(r["balances"][p["name"]] for r in reports)
    assert [(p["name"], p["net"], p["hands"], p["won"], p["biggest_pot_won"]) for p in data["players"]] == [
        ("Cal", 150, 5, 2, 250), ("Bob", 0, 5, 2, 250), ("Ann", -150, 5, 1, 250)]
    assert data["totals"] == {"nights": 3, "hands": 5, "pots": 1250, "net": 0,
                              "biggest_pot": {"amount": 250, "date": data["nights"][0]["date"], "night": 1}}
    ann = data["players"][2]
    assert ann["best_night"] == {"night": 3, "date": data["nights"][2]["date"], "net": 150}
    assert ann["worst_night"] == {"night": 1, "date": data["nights"][0]["date"], "net": -150}
    assert ann["games"] == {"seven-card-stud": -150}


def test_season_table_words(tmp_path):
    db = two_nights(tmp_path)
    out = invoke("--db", db, "season").output
    assert out.splitlines()[1] == ("The club: 2 nights, 4 hands, $10.00 through the pots; the biggest pot $2.50 "
                                   f"({json.loads(invoke('--db', db, 'season', '--format', 'json').output)['nights'][0]['date']}, night 1).")
    assert "Cal     7 Card Stud  +$3.00" in out


def test_a_year_without_nights_and_bad_years(tmp_path):
    db = two_nights(tmp_path)
    assert invoke("--db", db, "season", "1999").output == "Season 1999\nNo night has ended in this season.\n"
    bad = invoke("--db", db, "season", "20x")
    assert bad.exit_code == 1 and bad.output == "Error: '20x' is not a year: give one like 2026\n"
    wrong = invoke("--db", db, "season", "--format", "pdf")
    assert wrong.exit_code == 1 and wrong.output.startswith("Error: unknown format 'pdf'")


def test_season_csv_and_html(tmp_path):
    db = two_nights(tmp_path)
    csv_out = invoke("--db", db, "season", "--format", "csv").output.splitlines()
    assert csv_out[1].startswith("Cal,,3.00,300,2,4,2,250,")
    assert "Ann,seven-card-stud,-3.00,-300,,,,,,,,,," in csv_out
    assert csv_out[0].endswith(",worst_night_cents,duels_won,duels_won_cents") and csv_out[1].endswith(",0,0")
    page = invoke("--db", db, "season", "--format", "html").output
    assert 'aria-label="Running totals"' in page and "Cal +$3.00</text>" in page and "Ann -$3.00</text>" in page


def test_player_history(tmp_path):
    db = two_nights(tmp_path)
    out = invoke("--db", db, "player", "an").output.splitlines()
    assert out[0] == "Ann: 2 nights, 4 hands, won 0, net -$3.00; biggest share won $0.00"
    assert out[5].split() == ["2", out[5].split()[1], "2", "0", "-$1.50", "-$3.00"]
    missing = invoke("--db", db, "player", "zed")
    assert missing.exit_code == 1 and missing.output == "Error: no player 'zed' in the book (Ann, Bob, Cal)\n"


def test_the_digest_is_kept_and_used(tmp_path):
    db = two_nights(tmp_path)
    invoke("--db", db, "season")
    with Store(db) as store:
        row = store.night(1)
        kept = row.meta[DIGEST_KEY]
        assert kept["net"] == {"Ann": -150, "Bob": 0, "Cal": 150} and kept["seq"] == store.last_seq(1)
        # A digest is read, not recomputed, when it is current (the one the night's link holds)...
        import refcli.book.digest as digests
        real, digests.compute_digest = digests.compute_digest, None
        try:
            assert {p.name: p.net for p in build(store, None).players}["Ann"] == -300
        finally:
            digests.compute_digest = real
        # ... and a doctored one is named, never printed: the chain holds the summary the night ended with.
        store.put_night_meta(1, DIGEST_KEY, dict(kept, net={"Ann": -175, "Bob": 25, "Cal": 150}))
        with pytest.raises(RefereeError) as refused:
            build(store, None)
        assert str(refused.value) == (
            "the book was edited outside refcli: night 1's summary kept for the season was edited outside refcli, "
            "so refcli will not read it as the club's (refcli check-store names every edit)")


def test_old_events_without_postings_are_replayed_once(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(os.path.join(HERE, "store-v1.db"), path)
    with open(os.path.join(HERE, "store-v1.json"), encoding="utf-8") as f:
        expected = json.load(f)
    with Store(str(path)) as store:
        rows = sorted(store.nights(), key=lambda r: r.id)
        for row, want in zip(rows, expected):
            if want["ended"]:
                assert {p: c for p, c in compute_digest(store, row)["net"].items()} == want["balances"]


def test_end_leaves_the_nights_digest_so_the_first_season_reads_it(tmp_path):
    from click.testing import CliRunner
    from refcli.cli.main import cli
    from refcli.book.digest import DIGEST_KEY
    from refcli.log.store import Store
    db = str(tmp_path / "club.db")
    for line in ("night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold", "end"):
        assert CliRunner().invoke(cli, ["--db", db, *line.split()]).exit_code == 0
    with Store(db) as store:
        row = store.nights()[0]
        kept = row.meta[DIGEST_KEY]
        assert kept["seq"] == store.last_seq(row.id) and kept["net"] == {"Ann": -150, "Bob": 150, "Cal": 0}


def test_a_player_renamed_during_the_night_is_one_row_under_his_new_name(tmp_path):
    import json
    from click.testing import CliRunner
    from refcli.cli.main import cli
    db = str(tmp_path / "club.db")
    # Hand 1: Ann antes $1.50, Bob bets $1 and takes it (+$1.50). Cal is renamed Carl. Hand 2: Bob antes
    # $1.50, Carl bets $1 and takes it: Carl +$1.50, Bob 0, Ann -$1.50.
    for line in ("night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold", "rename Cal Carl", "deal",
                 "bet Carl 1, fold, fold", "end"):
        assert CliRunner().invoke(cli, ["--db", db, *line.split()]).exit_code == 0, line
    data = json.loads(CliRunner().invoke(cli, ["--db", db, "season", "--format", "json"]).output)
    assert {p["name"]: p["net"] for p in data["players"]} == {"Carl": 150, "Bob": 0, "Ann": -150}


# --- the biggest share won; one hand, not "1 hands" ----------------------------------------------------------------


def test_the_season_says_biggest_share_won(tmp_path):
    db = str(tmp_path / "club.db")
    script = tmp_path / "night.txt"
    # A split pot: Bob and Cal tie with the same straight and take $2.25 each of the $4.50.
    script.write_text("\n".join(["night Ann Bob Cal", "game seven-card-stud", "deal", "bet 1, call, call", "checks", "checks", "checks", "checks",
                                 "show Bob 2h 3h 4h up 5h 6h 7h 8h", "show Cal 2d 3d 4d up 5d 6d 7d 8s",
                                 "show Ann 2s 3s 9c up Kc Qc Jc 9d", "settle", "end"]) + "\n")
    assert CliRunner().invoke(cli, ["--db", db, "run", str(script)]).exit_code == 0
    out = CliRunner().invoke(cli, ["--db", db, "season", "all", "--format", "markdown"]).output
    assert "| Player | Net | Nights | Hands | Won | Biggest share won | Best night | Worst night |" in out
    card = CliRunner().invoke(cli, ["--db", db, "player", "Bob"]).output.splitlines()
    assert card[0] == "Bob: 1 night, 1 hand, won 1, net +$1.25; biggest share won $2.25"


def test_player_history_of_one_hand_says_one_hand(tmp_path):
    db = str(tmp_path / "club.db")
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob Cal\ngame stud\ndeal\nbet bob 1, fold, fold\nend\n")
    assert invoke("--db", db, "run", str(script)).exit_code == 0
    out = invoke("--db", db, "player", "bob").output.splitlines()
    assert out[0] == "Bob: 1 night, 1 hand, won 1, net +$1.50; biggest share won $2.50"
