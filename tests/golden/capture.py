"""Record every table session the test suite plays, with what refcli answered, as a golden corpus.

Run once with a version of refcli whose words and money are the reference:
    python tests/golden/capture.py
It runs the table tests in-process with a recorder around ``Session.execute`` and writes
tests/golden/nights.json: for each session, each accepted line with the lines refcli printed, every
ruling's lines and awards, and the balances at the end. ``test_golden.py`` replays them with today's code.
Refused lines are recorded too, with the message (a refusal's words are part of the contract).
"""

from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, TESTS)  # the tests import their kit as a top-level module, as pytest puts tests/ on the path

import pytest  # noqa: E402

from refcli.kernel.errors import RefereeError  # noqa: E402
from refcli.night.session import Session  # noqa: E402
from golden.replay import play  # noqa: E402

SESSIONS: list[list[str]] = []


# Random play makes thousands of throwaway sessions; the golden corpus keeps the ones a person wrote.
IGNORED = [arg for name in ("test_golden.py", "test_fuzz_table.py", "test_ledger_property.py", "test_packaging.py")
           for arg in ("--ignore", os.path.join(TESTS, name))]


def _storable(line: str) -> bool:
    try:
        line.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def main() -> None:
    # Grouped by store: the one-shot CLI opens a new Session per command on the same store file,
    # so a session of the corpus is everything typed against one store object or path.
    by_store: dict[object, list[str]] = {}
    original = Session.execute

    def execute(self, line):
        if self.store.path == ":memory:":
            if not hasattr(self.store, "_golden"):
                self.store._golden = []
                SESSIONS.append(self.store._golden)
            lines = self.store._golden
        else:
            if self.store.path not in by_store:
                by_store[self.store.path] = []
                SESSIONS.append(by_store[self.store.path])
            lines = by_store[self.store.path]
        try:
            reply = original(self, line)
        except RefereeError:
            lines.append("!" + line)
            raise
        lines.append(line)
        return reply

    Session.execute = execute
    # In this process (-n 0): the recorder above sees only the sessions played here, not in xdist's workers.
    code = pytest.main(["-q", "-n", "0", "-p", "no:cacheprovider", "-x", TESTS, *IGNORED])
    if code != 0:
        sys.exit(f"the suite failed ({code}): no golden corpus written")
    seen, corpus = set(), []
    for lines in SESSIONS:
        key = tuple(lines)
        if any(not _storable(line) for line in lines):
            continue      # the hostile-input tests type bytes that are not text: nothing to store as JSON
        if lines and key not in seen:
            seen.add(key)
            corpus.append({"lines": lines, "result": play(lines)})
    with open(os.path.join(HERE, "nights.json"), "w", encoding="utf-8") as f:
        # One session a line: a change to one session is one line of a diff.
        f.write("[\n" + ",\n".join(json.dumps(x, ensure_ascii=False, sort_keys=True) for x in corpus) + "\n]\n")
    print(f"{len(corpus)} sessions recorded")


if __name__ == "__main__":
    main()
