"""A ten-year book at table speed: `verify`, `check-store`, `season`, `report`, `export` and `import` of a club's
ten years, against the cost of importing click, with each command's peak memory. The whole book is exported as
JSON lines (`export --lines`) and imported into an empty store and into itself (the one-document export is
bounded at 16 MiB: a year of it is exported and imported too).

Builds the book the way a club makes it: every night played line by line through the session (no copies: each
night is its own, so an import cannot take one for another), 12 nights a year (one a month, 19:00 to 23:30),
each of `--hands` hands of 7 Card Stud at six seats drawn in turn from a club of eight, a third of the hands
to a full showdown, the rest won by folds, and `end` printing the settlement. Then times fresh processes (the
baseline `python -c "import click"` in turns with each command, so load from other jobs falls on both) and
reads each command's peak resident memory from the kernel (RUSAGE_CHILDREN of a process that runs it alone).

Goals (issue 27): verify and check-store <= 10x import click per 1,000 hands; the store <= 4 KB a hand;
export and import <= 100 MB peak.

Usage: python benchmarks/bench_book.py [--years 10] [--hands 60] [--runs 3]
(`--years 1 --hands 20` builds in a few seconds, to try it.)
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_startup import _env, paired  # noqa: E402  (the same environment and paired timer)

CLUB = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal")
SHOWN = ("As Ks 3c up 7d 7h 7s 2c", "2s 9d Jc up Qh Qd 4c 5s", "6s 4s Jd up 9c 9h Tc Th")


class Clock:
    """The store's clock for a night played on a given evening: a second a line from 19:00."""

    def __init__(self) -> None:
        self.day = "2016-01-08"
        self.seconds = 0

    def __call__(self) -> str:
        self.seconds += 1
        h, rest = divmod(19 * 3600 + self.seconds, 3600)
        return f"{self.day}T{h:02d}:{rest // 60:02d}:{rest % 60:02d}.000Z"


def play_night(session, seats: list[str], hands: int, rng: random.Random) -> None:
    session.execute("night " + " ".join(seats))
    for n in range(hands):
        if session.night.pick_game is None:
            session.execute("game seven-card-stud")
        session.execute("deal")
        active = session.night.hand.active
        if n % 3 == 0:      # a full showdown: three stay in to the end, the others fold at once
            stay = active[:3]
            session.execute(f"bet {stay[0]} .50, call {stay[1]}, call {stay[2]}, "
                            + ", ".join(f"fold {p}" for p in active[3:]))
            for _ in range(4):
                session.execute("checks")
            for p, cards in zip(stay, rng.sample(SHOWN, 3)):
                session.execute(f"show {p} {cards}")
            session.execute("settle")
        else:
            session.execute(f"bet {rng.choice(['.25', '.5', '1'])}, " + ", ".join(["fold"] * (len(active) - 1)))
    session.execute("end")


def build_book(db: str, years: int, hands: int) -> int:
    """The book; returns the number of nights."""
    from refcli.log.store import Store
    from refcli.night.session import Session
    clock = Clock()
    store = Store(db, now=clock)
    session = Session(store)
    rng = random.Random(2016)
    nights = 12 * years
    for k in range(nights):
        year, month = 2016 + k // 12, k % 12 + 1
        clock.day, clock.seconds = f"{year}-{month:02d}-08", 0
        seats = [CLUB[(k + i) % len(CLUB)] for i in range(6)]
        play_night(session, seats, hands, rng)
    store.close()
    return nights


def peak_mb(cmd: list[str], stdin: str | None = None, stdout: str | None = None) -> float:
    """The peak resident memory of ``cmd`` run alone in a fresh process, in MB."""
    probe = ("import resource, subprocess, sys\n"
             "i = open(sys.argv[1], 'rb') if sys.argv[1] else None\n"
             "o = open(sys.argv[2], 'wb') if sys.argv[2] else subprocess.DEVNULL\n"
             "subprocess.run(sys.argv[3:], stdin=i, stdout=o, stderr=subprocess.DEVNULL)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, stdin or "", stdout or "", *cmd], check=True,
                         capture_output=True, text=True, env=_env()).stdout
    return int(out.split()[-1]) / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--years", type=int, default=10)
    ap.add_argument("--hands", type=int, default=60)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    py = sys.executable
    refcli = [py, "-m", "refcli.cli.main"]
    with tempfile.TemporaryDirectory() as tmp:
        db, other, book, empty, lines = (os.path.join(tmp, name) for name in
                                         ("book.db", "other.db", "book.json", "empty.db", "book.jsonl"))
        t = time.perf_counter()
        nights = build_book(db, args.years, args.hands)
        hands = nights * args.hands
        size = os.path.getsize(db) + (os.path.getsize(db + "-wal") if os.path.exists(db + "-wal") else 0)
        print(f"built {nights} nights of {args.hands} hands ({hands} hands) in {time.perf_counter() - t:.0f} s; "
              f"store {size / 1e6:.1f} MB, {size / hands / 1024:.1f} KB a hand (goal <= 4)")
        subprocess.run([py, "-m", "compileall", "-q", str(ROOT / "refcli")], check=True, env=_env())
        base = [py, "-c", "import click"]
        rows = []
        for label, cmd in (("verify", ["verify"]), ("check-store", ["check-store"]),
                           ("season all", ["season", "all"]), ("report (the last night)", ["report"]),
                           ("export all", ["export", "all"])):
            full = refcli + ["--db", db] + cmd
            try:
                got, click = paired(full, base, args.runs)
            except subprocess.CalledProcessError as refused:      # export: a book past the file's bound
                said = (refused.stderr or b"").decode(errors="replace").strip().splitlines()[-1:]
                print(f"{label}: refused: {said[0] if said else refused}")
                if cmd[0] == "export":      # then a year of it, which the bound takes
                    label, full = "export (one year)", refcli + ["--db", db, "export"] + [str(n) for n in range(1, 13)]
                    got, click = paired(full, base, args.runs)
                    rows.append((label, got, click, peak_mb(full, stdout=book)))
                continue
            rows.append((label, got, click, peak_mb(full, stdout=book if cmd[0] == "export" else None)))
        if os.path.exists(book) and os.path.getsize(book):
            imported = refcli + ["--db", other, "import", book, "--yes"]
            t = time.perf_counter()
            mem = peak_mb(imported)
            took = time.perf_counter() - t
            _, click = paired(base, base, args.runs)
            rows.append(("import (into an empty store)", took, click, mem))
        full = refcli + ["--db", db, "export", "all", "--lines"]
        got, click = paired(full, base, args.runs)
        rows.append(("export all --lines", got, click, peak_mb(full, stdout=lines)))
        for label, store in (("import lines (empty store)", empty), ("import lines (into itself)", db)):
            imported = refcli + ["--db", store, "import", lines, "--yes"]
            t = time.perf_counter()
            mem = peak_mb(imported)       # one run: into an empty store, a second would find every night there
            took = time.perf_counter() - t
            _, click = paired(base, base, args.runs)
            rows.append((label, took, click, mem))
        print(f"{'command':<30}{'s':>8}{'x click':>10}{'x click / 1k hands':>20}{'peak MB':>10}")
        for label, got, click, mb in rows:
            ratio = got / click
            print(f"{label:<30}{got:>8.2f}{ratio:>10.1f}{ratio / (hands / 1000):>20.2f}{mb:>10.0f}")
        print("goals: verify and check-store <= 10 x click per 1,000 hands; export and import <= 100 MB")


if __name__ == "__main__":
    main()
