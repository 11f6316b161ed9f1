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


# --- the README's verb table names every verb help-table lists -----------------------------------------------------


def test_every_table_verb_has_a_row_in_the_readme_table():
    import re
    from refcli.language.verbs import VERB_HELP
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    table = readme.split("| verb | form | what it does |", 1)[1].split("\n\n", 1)[0]   # that table alone
    rows = set()
    for line in table.splitlines():
        found = re.match(r"^\| ([a-z /]+) \|", line)
        if found:
            rows |= {word.strip() for word in found.group(1).split("/")}
    assert sorted(set(VERB_HELP) - rows) == []          # draw was missing: High and Low Poker needs it
    assert sorted(rows - set(VERB_HELP)) == []
