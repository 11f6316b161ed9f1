"""docs/writing-a-game.md runs as written: its members' game, dropped in a folder of the user's, loads and plays the
page's hand to the money the page states, and its mistake gives the line the page shows; its developers' module,
copied into a fresh copy of refcli whose index is then refreshed as the page says, plays the page's second hand."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from refcli.cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "writing-a-game.md").read_text(encoding="utf-8")


def _blocks(fence: str) -> list[str]:
    """The page's fenced blocks whose opening fence names ``fence`` ("" for a plain one), in order."""
    found, inside, lines = [], None, []
    for line in DOC.splitlines(keepends=True):
        if line.startswith("```"):
            if inside is None:
                inside, lines = line[3:].strip(), []
            else:
                if inside == fence:
                    found.append("".join(lines))
                inside = None
        elif inside is not None:
            lines.append(line)
    return found


def _user_folder(tmp_path, text: str) -> Path:
    games = tmp_path / "mygames" / "games"
    games.mkdir(parents=True)
    (games / "sevens-stud.yaml").write_text(text, encoding="utf-8")
    return tmp_path / "mygames"


def test_the_example_game_plays_the_pages_hand_to_its_money(tmp_path):
    folder = _user_folder(tmp_path, _blocks("yaml")[0])
    script = tmp_path / "night.txt"
    script.write_text(_blocks("")[0], encoding="utf-8")
    result = CliRunner().invoke(cli, ["--rulesets", str(folder), "run", str(script), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["hands"][0]["game"] == "sevens-stud" and report["hands"][0]["pot"] == 300
    assert report["hands"][0]["awards"] == [{"player": "Bob", "pot": "high", "amount": 300,
                                             "hand": "four kings (K♥ K♦ K♠(7♣) K♣(7♥) 9♠)"}]
    assert report["balances"] == {"Ann": -200, "Bob": 250, "Cal": -50}
    assert "Ann −$2.00, Bob +$2.50, Cal −50¢" in DOC


def test_the_example_game_reads_as_the_page_says(tmp_path):
    folder = _user_folder(tmp_path, _blocks("yaml")[0])
    out = CliRunner().invoke(cli, ["--rulesets", str(folder), "rules", "sevens"]).output
    assert out.startswith("Sevens Wild Stud\n")
    assert "Sevens are wild." in out and "The whole pot: the best high hand." in out
    listed = CliRunner().invoke(cli, ["--rulesets", str(folder), "rules"]).output
    assert ("  sevens-stud                Sevens Wild Stud  (variants: split)  (also: sevens)\n"
            "                             Seven-card stud for the high hand, every seven wild.\n") in listed


def test_the_pages_flow_game_sits_straight_in_the_folder_and_plays_its_hand(tmp_path):
    (tmp_path / "mygames").mkdir()
    (tmp_path / "mygames" / "criss-cross.yaml").write_text(_blocks("yaml")[1], encoding="utf-8")
    script = tmp_path / "night.txt"
    script.write_text(_blocks("")[1], encoding="utf-8")
    folder = str(tmp_path / "mygames")
    result = CliRunner().invoke(cli, ["--rulesets", folder, "run", str(script), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["hands"][0]["awards"] == [{"player": "Bob", "pot": "high", "amount": 450,
                                             "hand": "four aces (A♠ A♥ A♦ A♣(7♠) K♣), with the column: 7♠ K♣"}]
    assert report["balances"] == {"Ann": -200, "Bob": 325, "Cal": -125, "Dee": 0}
    assert "Ann −$2.00, Bob +$3.25, Cal −$1.25, Dee $0.00" in DOC
    rules = " ".join(CliRunner().invoke(cli, ["--rulesets", folder, "rules", "criss-cross"]).output.split())
    assert "Type the board as dealt: row, column, row, column, then the centre card on both." in rules
    # the page's words of a layout are the ones refcli rules prints
    assert "`cross-of-five-any` (no game yet): Each player's hand is the best five of his own cards and one line" in DOC


def test_the_pages_mistake_is_the_line_it_shows_and_takes_no_other_game_with_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _user_folder(tmp_path, _blocks("yaml")[0].replace("wild: [7]", "wild: [eleven]"))
    result = CliRunner().invoke(cli, ["--rulesets", "mygames", "rules", "sevens-stud"])
    assert result.exit_code == 1
    line = "mygames/games/sevens-stud.yaml:20: wild: unknown rank 'eleven'"
    assert result.output.strip() == f"Error: {line}" and line in DOC
    listed = CliRunner().invoke(cli, ["--rulesets", "mygames", "rules"])
    assert listed.exit_code == 0
    assert listed.output.endswith(f"\n\nNot read (fix the file to play its game):\n  {line}\n")
    night = CliRunner().invoke(cli, ["--rulesets", "mygames", "run", "-"], input="night Ann Bob\ngame holdem\n")
    assert night.exit_code == 0, night.output


def _fresh_copy_with_the_pages_module(tmp_path) -> tuple[Path, dict]:
    """refcli and its rulesets copied as they are, the page's module saved where the page says, the index
    refreshed with the page's command: a developer's checkout after following the page."""
    inst = tmp_path / "inst"
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "refcli", inst / "refcli", ignore=skip)
    shutil.copytree(ROOT / "rulesets", inst / "rulesets", ignore=skip)
    assert "`refcli/table/steps/flash.py`" in DOC
    (inst / "refcli" / "table" / "steps" / "flash.py").write_text(_blocks("python")[0], encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(inst))
    assert "python -m refcli.table.steps.make_index" in DOC
    made = subprocess.run([sys.executable, "-m", "refcli.table.steps.make_index"], cwd=inst, env=env,
                          capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    games = tmp_path / "mine" / "games"
    games.mkdir(parents=True)
    (games / "flash-stud.yaml").write_text(_blocks("yaml")[2], encoding="utf-8")
    return inst, env


def test_the_developers_module_plays_its_hand_in_a_fresh_copy(tmp_path):
    inst, env = _fresh_copy_with_the_pages_module(tmp_path)
    script = tmp_path / "night.txt"
    script.write_text(_blocks("")[2], encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "refcli", "--rulesets", str(tmp_path / "mine"), "run", str(script),
                          "--json"], cwd=inst, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["hands"][0]["game"] == "flash-stud"
    assert report["hands"][0]["awards"] == [{"player": "Bob", "pot": "high", "amount": 300,
                                             "hand": "two pair, kings and sevens (K♥ K♦ 7♥ 7♦ 9♣)"}]
    assert report["balances"] == {"Ann": -200, "Bob": 250, "Cal": -50}
    rules = subprocess.run([sys.executable, "-m", "refcli", "--rulesets", str(tmp_path / "mine"), "rules",
                            "flash-stud"], cwd=inst, env=env, capture_output=True, text=True)
    assert ("Each player still in flashes one of his cards to the table (flash PLAYER CARD), in turn from the "
            "dealer's left (setting flash_order: in-turn; the other choice, any-order, flashes in any order).") \
        in " ".join(rules.stdout.split())
    out_of_turn = script.read_text(encoding="utf-8").replace("flash Bob Kd\nflash Cal 9s", "flash Cal 9s")
    script.write_text(out_of_turn, encoding="utf-8")
    refused = subprocess.run([sys.executable, "-m", "refcli", "--rulesets", str(tmp_path / "mine"), "run",
                              str(script)], cwd=inst, env=env, capture_output=True, text=True)
    assert refused.returncode == 1
    assert refused.stderr.strip() == "line 8: it is Bob's turn to flash, not Cal's"


def test_the_page_says_how_to_install_for_development():
    assert "pip install -e '.[test]'" in DOC
    extras = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "[project.optional-dependencies]" in extras and "\ntest = [" in extras
