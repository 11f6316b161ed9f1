"""docs/cli.md is the commands' own --help: regenerating it must give the file as committed."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_cli_reference_is_up_to_date():
    spec = importlib.util.spec_from_file_location("make_cli_reference", ROOT / "docs" / "make_cli_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    expected = module.reference()
    committed = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert committed == expected, "docs/cli.md is out of date: run python docs/make_cli_reference.py"
    # Every command has its section, with its usage line.
    import click

    from refcli.cli.main import cli
    for name in cli.list_commands(click.Context(cli)):
        assert f"## refcli {name}\n\n```\nUsage: refcli {name} " in committed, name


def test_shell_completion_as_the_readme_describes_it():
    import os
    import subprocess
    import sys
    env = os.environ | {"COMP_WORDS": "refcli sche", "COMP_CWORD": "1", "_REFCLI_COMPLETE": "bash_complete"}
    done = subprocess.run([sys.executable, "-m", "refcli.cli.main"], env=env, capture_output=True, text=True)
    assert done.stdout.splitlines() == ["plain,schedule"]
    readme = (ROOT / "docs" / "table-language.md").read_text(encoding="utf-8")
    assert 'eval "$(_REFCLI_COMPLETE=bash_source refcli)"' in readme


def test_the_table_language_s_verb_list_is_up_to_date():
    spec = importlib.util.spec_from_file_location("make_table_language", ROOT / "docs" / "make_table_language.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    committed = (ROOT / "docs" / "table-language.md").read_text(encoding="utf-8")
    assert module.document(committed) == committed, "run python docs/make_table_language.py"


def test_the_guide_to_writing_a_game_lists_every_key_step_and_wild_rule_as_declared():
    spec = importlib.util.spec_from_file_location("make_writing_a_game", ROOT / "docs" / "make_writing_a_game.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    committed = (ROOT / "docs" / "writing-a-game.md").read_text(encoding="utf-8")
    assert module.page() == committed, "docs/writing-a-game.md is out of date: run python docs/make_writing_a_game.py"
    from refcli.kernel.declared import WILD_RULES
    from refcli.rules.files import GAME_KEYS, OPTION_KEYS
    for key in GAME_KEYS:
        assert f"\n| `{key}` | " in committed, key
    assert "A variant (and a house modifier) may hold: " + ", ".join(f"`{k}`" for k in OPTION_KEYS) in committed
    for rule in WILD_RULES:
        assert f"- `wild_rule: {rule}` (" in committed, rule
    assert ("- `draw` (parameters: `max` (a number 1 to 5; 3 if not written), `more` (a number -1 to 1; 0 if not "
            "written), `ace` (a number 0 to 5; 0 if not written)): `- draw: {max: ") in committed
    assert "`declaration: {both_tie: …}` (`split`, `lose`)" in committed      # nested, as a game file writes it
    assert "[docs/flows.md](flows.md)" in committed and "[rulesets/README.md](../rulesets/README.md)" in committed


def test_the_flows_catalogue_lists_every_step_a_game_may_name_with_its_parameters():
    import re
    from refcli.kernel.declared import STEPS
    from refcli.rules.flows import CONTROL_STEPS
    text = (ROOT / "docs" / "flows.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z-]+)` \| (.*?) \| .* \|$", text, flags=re.M))
    for name, info in STEPS.items():
        if name in CONTROL_STEPS:
            continue
        assert name in rows, f"docs/flows.md's catalogue has no row for the step {name}"
        if len(info["params"]) < 13:      # a price per rank (paid-wilds) is described, not listed
            for param in info["params"]:
                assert param in rows[name], f"docs/flows.md: the step {name} does not name its parameter {param}"
