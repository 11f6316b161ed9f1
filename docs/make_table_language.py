"""Write the verb list at the end of docs/table-language.md from `refcli help-table` (the verbs' own
declarations). Run it after changing a verb: `python docs/make_table_language.py` (tests/test_docs.py
regenerates the text and fails when the file is out of date)."""

from __future__ import annotations

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TARGET = os.path.join(HERE, "table-language.md")
BLOCK = re.compile(r"(<!-- help-table -->\n).*?(<!-- /help-table -->)", re.S)


def verb_list() -> str:
    from refcli.language.verbs import table_help
    return "```\n" + table_help().rstrip("\n") + "\n```\n"


def document(text: str) -> str:
    """``text`` (the file) with its verb list written anew."""
    return BLOCK.sub(lambda m: m.group(1) + verb_list() + m.group(2), text)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(HERE))
    with open(TARGET, encoding="utf-8") as f:
        text = f.read()
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(document(text))
