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
    from refcli.cli import cli
    for name in cli.commands:
        assert f"## refcli {name}\n\n```\nUsage: refcli {name} " in committed, name
