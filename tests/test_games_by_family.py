"""`refcli rules` lists the games by family, each game's file naming its own (`family:`) and its one line
(`summary:`); the loader refuses a family it does not know, naming the file, the line and the word."""

from __future__ import annotations

from click.testing import CliRunner

from games import BUILT_GAMES
from refcli.cli.main import cli
from refcli.rules.families import FAMILIES, OTHER, SUMMARY_MAX
from refcli.rules.loader import broken_games, game_families, list_games, resolve_game

GAME = "name: Sevens Stud\ndeal: [[down, down, up], [up], [up], [up], [down]]\npots: [{kind: high, share: 1}]\n"


def listing(*args: str) -> str:
    out = CliRunner().invoke(cli, [*args, "rules"])
    assert out.exit_code == 0, out.output
    return out.output


def section(text: str, heading: str) -> str:
    return text.split(heading + "\n", 1)[1].split("\n\n", 1)[0]


def test_every_built_game_names_its_family_and_one_line():
    families = game_families()
    for game_id in BUILT_GAMES:
        family, summary = families[game_id]
        assert family in FAMILIES, game_id
        assert 0 < len(summary) <= SUMMARY_MAX and "\n" not in summary, game_id


def test_the_games_list_is_grouped_by_family_in_order():
    text = listing()
    headings = [line for line in text.splitlines() if line and not line.startswith(" ")]
    assert headings == list(FAMILIES.values())          # every family has a game; none is left without one
    assert section(text, FAMILIES["banking"]) == (
        "  seven-and-a-half           7½  (variants: drinks, keep-turned)  (also: 7.5, 7½, 7 1/2, seven and a half)\n"
        "                             Each player against the dealer, closest to 7½ without going over.")
    assert section(text, FAMILIES["point"]) == (
        "  five-and-a-half            5½-25½  (variants: innies, seven, red-zero, black-zero, targets)  (also: 5.5, "
        "5½, 5.5-25.5, 5½-25½, five and a half)\n"
        "                             Cards taken or passed to come closest to 5½ (low) or 25½ (high); declared.\n"
        "  twos-to-25                 2s to 25  (variants: more-cards)  (also: 2s to 25, 2s-to-25, twos)\n"
        "                             Cards called for to come closest to 25; one suit counts double.\n")
    lowball = section(text, FAMILIES["lowball"]).splitlines()
    assert lowball[-2:] == ["  razz                       Razz  (also: razz stud, seven card razz)",
                            "                             Seven-card stud for the ace-to-five low alone."]
    assert [line.split()[0] for line in lowball[::2]] == [
        "ace-to-five-triple-draw", "badugi", "california-lowball", "deuce-to-seven-razz", "deuce-to-seven-single-draw",
        "deuce-to-seven-triple-draw", "london-lowball", "razz"]


def test_a_members_game_lists_under_its_family_and_one_without_under_other(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "sevens.yaml").write_text(
        GAME + "family: stud\nsummary: Seven-card stud, sevens wild.\nwild: [7]\n", encoding="utf-8")
    (tmp_path / "games" / "plain.yaml").write_text(GAME.replace("Sevens Stud", "Plain"), encoding="utf-8")
    text = listing("--rulesets", str(tmp_path))
    assert ("  sevens                     Sevens Stud\n"
            "                             Seven-card stud, sevens wild.\n") in section(text, FAMILIES["stud"]) + "\n"
    assert text.endswith(f"\n\n{OTHER}\n  plain                      Plain\n")


def test_an_unknown_family_is_refused_naming_the_file_line_and_word(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "sevens.yaml").write_text(GAME + "family: poker\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["--rulesets", str(tmp_path), "rules", "sevens"])
    assert out.exit_code == 1
    assert out.output == (f"Error: {tmp_path}/games/sevens.yaml:4: family: unknown value 'poker' (choices: stud, "
                          "draw, board, lowball, split, banking, point)\n")
    (tmp_path / "games" / "sevens.yaml").write_text(GAME + "family: studd\n", encoding="utf-8")
    assert broken_games([str(tmp_path)]) == [
        f"{tmp_path}/games/sevens.yaml:4: family: unknown value 'studd' — did you mean stud?"]
    # the refused file takes nothing else with it: every built game and alias still answers
    assert [gid for gid, _, _ in list_games([str(tmp_path)])] == sorted(BUILT_GAMES)
    assert resolve_game("holdem", [str(tmp_path)]) == ("texas-holdem", [])


def test_a_summary_is_one_short_line(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "sevens.yaml").write_text(GAME + "summary: " + "x" * 101 + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["--rulesets", str(tmp_path), "rules", "sevens"])
    assert out.exit_code == 1
    assert out.output == (f"Error: {tmp_path}/games/sevens.yaml:4: summary: one line of 1 to 100 characters "
                          "(this is 101): the paragraph is `about`\n")
