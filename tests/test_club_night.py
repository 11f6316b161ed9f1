"""The sample night in examples/club-night.txt, whose every quarter was worked out by hand in its comments."""

import json
from pathlib import Path

from click.testing import CliRunner

from refcli.cli.main import cli

NIGHT = Path(__file__).resolve().parent.parent / "examples" / "club-night.txt"


def run_json():
    result = CliRunner().invoke(cli, ["run", str(NIGHT), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_every_hand_pays_what_was_worked_out_by_hand():
    report = run_json()
    assert report["players"] == ["Ann", "Bob", "Cal", "Dee"]
    hands = {h["number"]: h for h in report["hands"]}
    assert [(h["dealer"], h["game"], h["pot"]) for h in report["hands"]] == [
        ("Ann", "seven-card-stud", 1300), ("Bob", "seven-card-stud", 800), ("Cal", "seven-card-stud", 525),
        ("Dee", "seven-card-stud", 750), ("Ann", "seven-card-stud", 900)]

    def awards(n):
        return sorted((a["player"], a["pot"], a["amount"]) for a in hands[n]["awards"])

    assert awards(1) == [("Bob", "high", 650), ("Dee", "chicago", 650)]
    assert awards(2) == [("Dee", "high", 800)]
    assert awards(3) == [("Ann", "high", 150), ("Bob", "chicago", 250), ("Dee", "high", 125)]
    assert awards(4) == [("Ann", "high", 375), ("Ann", "low", 200), ("Bob", "low", 175)]
    assert awards(5) == [("Ann", "low", 450), ("Dee", "high", 450)]


def test_balances_and_fewest_transfers():
    report = run_json()
    assert report["balances"] == {"Ann": 125, "Bob": 225, "Cal": -1075, "Dee": 725}
    assert sorted((t["from"], t["to"], t["amount"]) for t in report["transfers"]) == [
        ("Cal", "Ann", 125), ("Cal", "Bob", 225), ("Cal", "Dee", 725)]
    assert sum(report["balances"].values()) == 0


def test_the_printed_night_names_winners_hands_and_rules():
    result = CliRunner().invoke(cli, ["run", str(NIGHT)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Hand 1 · 7 Card Stud · dealt by Ann · pot $13.00" in out
    assert "High hand half ($6.50): Bob with three sevens" in out
    assert "Low Chicago half ($6.50): Dee with" in out
    assert "Nobody has a spade in the hole: the high hand takes the whole pot (house rule)." in out
    assert ("Ann declared both and tied the low hand with Bob: the low hand half is split and Ann takes the high hand "
            "half (house rule).") in out
    assert "Cal declared both and lost the high hand to Dee: out of both ways (house rule)." in out
    assert "Cal pays Dee $7.25" in out
    assert "fewest possible" in out
