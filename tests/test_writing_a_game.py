"""docs/writing-a-game.md's worked example is a real game: its YAML, dropped in a folder of the user's, loads and
plays the page's hand to the money the page states; its mistake gives the line the page shows."""

import json
from pathlib import Path

from click.testing import CliRunner

from refcli.cli.main import cli

DOC = (Path(__file__).resolve().parent.parent / "docs" / "writing-a-game.md").read_text(encoding="utf-8")


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
    (games / "deuces-wild.yaml").write_text(text, encoding="utf-8")
    return tmp_path / "mygames"


def test_the_example_game_plays_the_pages_hand_to_its_money(tmp_path):
    folder = _user_folder(tmp_path, _blocks("yaml")[0])
    script = tmp_path / "night.txt"
    script.write_text(_blocks("")[0], encoding="utf-8")
    result = CliRunner().invoke(cli, ["--rulesets", str(folder), "run", str(script), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["hands"][0]["game"] == "deuces-wild" and report["hands"][0]["pot"] == 300
    assert report["hands"][0]["awards"] == [{"player": "Bob", "pot": "high", "amount": 300,
                                             "hand": "four kings (K♥ K♦ K♠(2♣) K♣(2♥) 9♠)"}]
    assert report["balances"] == {"Ann": -200, "Bob": 250, "Cal": -50}
    assert "Ann −$2.00, Bob +$2.50, Cal −50¢" in DOC


def test_the_example_game_reads_as_the_page_says(tmp_path):
    folder = _user_folder(tmp_path, _blocks("yaml")[0])
    out = CliRunner().invoke(cli, ["--rulesets", str(folder), "rules", "deuces-wild"]).output
    assert out.startswith("Deuces Wild Stud\n")
    assert "Deuces are wild." in out and "The whole pot: the best high hand." in out


def test_the_pages_mistake_is_the_line_it_shows(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _user_folder(tmp_path, _blocks("yaml")[0].replace("wild: [2]", "wild: [eleven]"))
    result = CliRunner().invoke(cli, ["--rulesets", "mygames", "rules", "deuces-wild"])
    assert result.exit_code == 1
    line = "mygames/games/deuces-wild.yaml:18: wild: unknown rank 'eleven'"
    assert result.output.strip() == f"Error: {line}" and line in DOC
