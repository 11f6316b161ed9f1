"""Re-record the corpus' results with today's code, after a change meant to change words (never money).

    python tests/golden/rerecord.py           # lists every session whose words changed, and writes them
    python tests/golden/rerecord.py --check   # lists them and writes nothing

It refuses to write when any recorded balance or award would move: money changes are never re-recorded
silently (the corpus' whole point is that past rulings keep their money).
"""

from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from golden.replay import play  # noqa: E402

PATH = os.path.join(HERE, "nights.json")


def _money(result: list[dict]) -> list:
    return [(step.get("balances"), [r.get("awards") for r in step.get("rulings", [])]) for step in result]


def main(check: bool) -> int:
    with open(PATH, encoding="utf-8") as f:
        corpus = json.load(f)
    changed, moved = [], []
    for index, session in enumerate(corpus):
        got = play(session["lines"])
        if got != session["result"]:
            changed.append(index)
            if _money(got) != _money(session["result"]):
                moved.append(index)
            session["result"] = got
    for index in changed:
        print(f"session {index}: words changed{' AND MONEY MOVED' if index in moved else ''}")
    if moved:
        print(f"{len(moved)} session(s) would move money: nothing written", file=sys.stderr)
        return 1
    if changed and not check:
        with open(PATH, "w", encoding="utf-8") as f:
            f.write("[\n" + ",\n".join(json.dumps(s, ensure_ascii=False) for s in corpus) + "\n]\n")
    print(f"{len(changed)} of {len(corpus)} session(s) changed{'' if check or not changed else ', written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main("--check" in sys.argv[1:]))
