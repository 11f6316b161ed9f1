"""CI (.ci/run) runs exactly the commands the README gives to install refcli and run its checks, so a reader who
copies them runs what CI runs: the linter, the type checker and the tests, each one able to fail the run."""

import re
import tomllib
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^```\n(python3 -m venv .*)\n```$", readme, flags=re.M)


def test_ci_runs_the_readmes_test_command_as_its_last_line():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    commands = _readme_commands()
    assert len(commands) == 2, commands          # the sample night, then the checks
    assert ci[-1] == commands[1]
    assert commands[1] == ("python3 -m venv .venv && . .venv/bin/activate && pip install '.[test]' "
                           "&& ruff check . && mypy && python -m pytest")
    # Each command is chained with && under `set -e`: the first to fail stops CI with its exit status.
    assert "set -euo pipefail" in ci


def test_the_readmes_two_installs_differ_only_by_the_test_extra():
    sample, checks = _readme_commands()
    assert sample.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install . && ")
    assert checks.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install '.[test]' && ")


def test_the_test_extra_pins_the_linter_and_the_type_checker_to_a_minor_release():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    test = project["project"]["optional-dependencies"]["test"]
    assert "ruff>=0.17.6,<0.18" in test
    assert "mypy>=2.4.1,<2.5" in test
    assert {"types-PyYAML>=6.0.12", "types-tabulate>=0.9"} <= set(test)
    # The linter's rules are chosen, not the release's defaults.
    assert project["tool"]["ruff"]["lint"]["select"] == ["F", "E4", "E7", "E9", "B", "PLE", "PGH", "T10", "RUF043"]


# --- the table language's verb table names every verb help-table lists --------------------------------------------


def test_every_table_verb_has_a_row_in_the_table_language_s_table():
    import re
    from refcli.language.verbs import VERB_HELP
    readme = (ROOT / "docs" / "table-language.md").read_text(encoding="utf-8")
    table = readme.split("| verb | form | what it does |", 1)[1].split("\n\n", 1)[0]   # that table alone
    rows = set()
    for line in table.splitlines():
        found = re.match(r"^\| ([a-z /]+) \|", line)
        if found:
            rows |= {word.strip() for word in found.group(1).split("/")}
    assert sorted(set(VERB_HELP) - rows) == []          # draw was missing: High and Low Poker needs it
    assert sorted(rows - set(VERB_HELP)) == []


# --- the front door: short, and every command in it played -----------------------------------------------------------


def _block_after(heading: str) -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split(heading, 1)[1]
    return re.search(r"```\n(.*?)\n```", section, re.S).group(1).splitlines()


def test_the_readme_is_a_front_door_of_at_most_160_lines_of_at_most_120_characters():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 160
    assert max(len(line) for line in lines) <= 120


def test_the_night_in_ten_lines_plays_as_one_shot_commands_and_end_prints_the_head(tmp_path):
    import shlex

    from click.testing import CliRunner

    from refcli.cli.main import cli
    db = str(tmp_path / "club.db")
    said = []
    for line in _block_after("## A night in ten lines"):
        words = shlex.split(line.split("#")[0])
        assert words[0] == "refcli"
        out = CliRunner().invoke(cli, ["--db", db, *words[1:]])
        assert out.exit_code == 0, (line, out.output)
        said.append(out.output)
    # Worked by hand: Ann antes $2.00, each puts in $1.00 in round 1 (pot $6.00), Bob bets $1 and takes $7.00.
    assert said[-2].splitlines()[2:] == ["Ann      -$3.00", "Bob      +$5.00", "Cal      -$1.00", "Dee      -$1.00"]
    assert "Who pays whom" in said[-1]
    assert re.search(r"\n\nHead of the book: [0-9a-f]{12} \(a photo of it lets refcli verify --head", said[-1])


def test_the_hand_at_table_speed_settles_as_the_long_forms_would():
    from tablekit import Table
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud high")
    for line in _block_after("## At table speed"):
        t(line.split("#")[0].strip())
    assert t.night.hand is None and len(t.rulings) == 1
    # Worked by hand: each puts in $1.00 a round for five rounds and Ann antes $2.00 (pot $22.00); Bob's three
    # sevens beat Cal's queens, Dee's tens and nines and Ann's kings.
    assert t.balances() == {"Ann": -700, "Bob": 1700, "Cal": -500, "Dee": -500}
