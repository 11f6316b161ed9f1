"""Keys a host types for a hand: reference hands typed through `refcli shell` in a real terminal (pexpect).

Each reference hand lives in benchmarks/keystrokes/NAME.txt, in two styles that must settle to the same money:
  [readme]  the README's style: full names, one betting round a line, up cards as dealt, every show;
  [short]   the shortest form refcli accepts today: name prefixes in lower case, bare verbs for the player on
            turn, clauses glued with commas, the least amounts (.5), no card typed before refcli needs it.
The [setup] lines (night, game) are typed too but not counted: the count is the hand, `deal` to its end. Every
key is counted, Enter included (a capital letter's Shift is not). The next session adds a style (the short
forms of issue 20) as one more section and compares.

Usage: python benchmarks/bench_keystrokes.py [--no-terminal]
  --no-terminal  count and check the money in process, without typing into the shell
For each hand the shell's prompt is expected after every line (the state a session of the same lines reaches),
a refused line stops the run, and the balances read from the store afterwards must be the same in both styles.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANDS = ROOT / "benchmarks" / "keystrokes"
sys.path.insert(0, str(ROOT))

STYLES = ("readme", "short")
# The figures issue 20 measured for its 7 Card Stud hand (shortest form today, README style).
ISSUE = {"seven-card-stud": {"short": 289, "readme": 469}}


def load(path: Path) -> dict[str, list[str]]:
    """{'title': [...], 'setup': [...], 'readme': [...], 'short': [...]} from a reference hand's file."""
    out: dict[str, list[str]] = {"title": []}
    section = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        found = re.fullmatch(r"\[(\w+)\]", raw.strip())
        if found:
            section = found.group(1)
            out[section] = []
        elif section is None and raw.startswith("# ") and not out["title"]:
            out["title"].append(raw[2:])
        elif section is not None and raw.strip():
            out[section].append(raw)
    return out


def hands() -> dict[str, dict[str, list[str]]]:
    return {p.stem: load(p) for p in sorted(HANDS.glob("*.txt"))}


def keys(lines: list[str]) -> int:
    """Every key typed: each character and the Enter that ends the line."""
    return sum(len(line) + 1 for line in lines)


def play(lines: list[str]) -> tuple[dict[str, int], list[str]]:
    """Play lines on an in-memory store: (the balances at the end, the prompt after each line). A refused line
    raises."""
    from refcli.night.session import Session
    from refcli.cli.shell import prompt_text
    from refcli.log.store import Store
    session = Session(Store(":memory:"))
    prompts = []
    for line in lines:
        session.execute(line)
        prompts.append(prompt_text(session.night))
    night = session.night
    return {p: night.ledger.balance(p) for p in night.players}, prompts


def type_in_terminal(lines: list[str], prompts: list[str]) -> dict[str, int]:
    """Type ``lines`` into `refcli shell` in a pseudo-terminal, waiting after each for the prompt the table
    should show; the balances read back from the store."""
    import pexpect

    from refcli.night.session import Session
    from refcli.log.store import Store
    sys.path.insert(0, str(ROOT / "tests"))
    from terminal import spawn_shell

    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "night.db")
        child = spawn_shell(db)
        child.setwinsize(40, 400)           # a long prompt on one line: it is matched as it is shown
        try:
            child.expect_exact("no night >")
            for line, prompt in zip(lines, prompts):
                child.sendline(line)
                # The renderer moves the cursor over the prompt's trailing space: match up to the '>'.
                got = child.expect_exact([prompt.rstrip(), "Error:"])
                if got == 1:
                    child.expect(r"[^\r\n]*")
                    raise SystemExit(f"refused in the shell: {line!r}: {child.after.strip()}")
            child.sendeof()
            child.expect_exact("The night stays open")
            child.expect(pexpect.EOF)
        finally:
            child.close()
        night = Session(Store(db)).current()[1]
        return {p: night.ledger.balance(p) for p in night.players}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-terminal", action="store_true", help="count and check in process, no shell")
    args = ap.parse_args()
    rows = []
    for name, hand in hands().items():
        money = {}
        counted = {}
        for style in STYLES:
            lines = hand["setup"] + hand[style]
            balances, prompts = play(lines)
            if not args.no_terminal:
                typed = type_in_terminal(lines, prompts)
                assert typed == balances, (name, style, typed, balances)
            money[style] = balances
            counted[style] = keys(hand[style])
        assert money["readme"] == money["short"], (name, money)
        issue = ISSUE.get(name, {})
        rows.append((name, counted["short"], counted["readme"], issue.get("short"), issue.get("readme"),
                     hand["title"][0] if hand["title"] else ""))
    print("Keys for one hand (every key, Enter included), typed through refcli shell"
          + (" (in process: --no-terminal)" if args.no_terminal else " in a pseudo-terminal"))
    print(f"{'hand':<20} {'short':>6} {'readme':>7} {'short/readme':>13} {'issue short':>12} {'issue readme':>13}")
    for name, short, readme, i_short, i_readme, _title in rows:
        print(f"{name:<20} {short:>6} {readme:>7} {short / readme:>13.2f} {i_short or '-':>12} {i_readme or '-':>13}")
    print("The money of each hand is the same in both styles.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
