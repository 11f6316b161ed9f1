"""Write docs/cli.md, the command reference, from the commands' own --help.

Run it after changing a command: `python docs/make_cli_reference.py` (tests/test_docs.py regenerates the
text and fails when the file is out of date). It lives beside the docs, not in the package, because only
the command line may import click.
"""

from __future__ import annotations

import os
import sys

WIDTH = 100   # fixed, so the text does not depend on the terminal it was made in
HERE = os.path.dirname(os.path.abspath(__file__))
TARGET = os.path.join(HERE, "cli.md")


def reference() -> str:
    import click

    from refcli.cli.main import cli

    def helped(command: click.Command, name: str, parent: click.Context | None) -> str:
        # The command's own context settings (-h as well as --help), as when it is run; the width fixed.
        settings = dict(command.context_settings, terminal_width=WIDTH, max_content_width=WIDTH)
        ctx = click.Context(command, info_name=name, parent=parent, **settings)
        return command.get_help(ctx)

    root = click.Context(cli, info_name="refcli", **dict(cli.context_settings, terminal_width=WIDTH,
                                                         max_content_width=WIDTH))
    out = ["# refcli command reference", "",
           "Generated from each command's `--help` by `python docs/make_cli_reference.py`; do not edit by hand.",
           "The table language (`refcli help-table`) is described in `docs/table-language.md`.", "",
           "## refcli", "", "```", helped(cli, "refcli", None), "```"]
    for name in sorted(cli.list_commands(root)):
        command = cli.get_command(root, name)
        out += ["", f"## refcli {name}", "", "```", helped(command, name, root), "```"]
    return "\n".join(out) + "\n"


def main() -> int:
    with open(TARGET, "w", encoding="utf-8", newline="\n") as f:
        f.write(reference())
    print(f"wrote {os.path.relpath(TARGET)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
