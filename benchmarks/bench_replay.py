"""Replay cost: a long script of 7 Card Stud played by `refcli run`, against `python -c "import click"` in the same run.

Writes a script of N settled hands (default 500; every third a full showdown with bets on every street, the
rest a bet and folds), then times fresh processes:
  baseline   python -c "import click"
  run        python -m refcli run SCRIPT                (in memory; the `refcli` script)
and prints each median, the ratio, and the cost of one settled hand ((run - baseline) / N). It also prints
the snapshot bytes a hand costs in a store (`run --db`) and the peak memory of an in-memory run of
--memory-hands hands (default 5,000). Usage: python benchmarks/bench_replay.py [--hands 500] [--runs 5] [--showdowns]

--showdowns plays the night the redesign of the mechanics is held to instead: four players, every hand of
7 Card Stud bet, called and checked through to a four-way showdown and settled (target <= 1.4 ms a hand).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_startup import _env, paired  # noqa: E402  (the same environment: bytecode compiled, as installed)

PLAYERS = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay"]
SHOWN = ["As Ks 3c up 7d 7h 7s 2c", "2s 9d Jc up Qh Qd 4c 5s", "6s 4s Jd up 9c 9h Tc Th"]


def script(hands: int) -> str:
    """The same night as bench_startup.build_night, as a script: seats rotate, so who acts is worked out."""
    lines = ["night " + " ".join(PLAYERS)]
    n_players = len(PLAYERS)
    for n in range(hands):
        if n % 3 == 0:
            lines.append("game seven-card-stud")
        lines.append("deal")
        dealer = n % n_players
        seats = [PLAYERS[(dealer + 1 + i) % n_players] for i in range(n_players)]
        if n % 3 == 0:
            first, folders = seats[:3], seats[3:]
            lines.append(f"bet {first[0]} .50, call {first[1]}, call {first[2]}, "
                         + ", ".join(f"fold {p}" for p in folders))
            lines.extend(["check, check, check"] * 4)
            lines.extend(f"show {p} {c}" for p, c in zip(first, SHOWN))
            lines.append("settle")
        else:
            lines.append("bet 1, " + ", ".join(["fold"] * (n_players - 1)))
    lines.append("end")
    return "\n".join(lines) + "\n"


FOUR = PLAYERS[:4]
SHOWN_FOUR = ["As Ks 3c up 7d 7h 7s 2c", "2s 9d Jc up Qh Qd 4c 5s", "6s 4s Jd up 9c 9h Tc Th",
              "8s 8d 5c up Ah Kd 6h 3h"]


def showdown_script(hands: int) -> str:
    """Four players, every hand to a four-way showdown: a bet and three calls on 3rd street, checked through
    4th to 7th, four players shown, settled."""
    lines = ["night " + " ".join(FOUR)]
    for n in range(hands):
        if n % 3 == 0:
            lines.append("game seven-card-stud")
        lines.append("deal")
        dealer = n % 4
        seats = [FOUR[(dealer + 1 + i) % 4] for i in range(4)]
        lines.append(f"bet {seats[0]} .50, call {seats[1]}, call {seats[2]}, call {seats[3]}")
        lines.extend(["check, check, check, check"] * 4)
        lines.extend(f"show {p} {c}" for p, c in zip(seats, SHOWN_FOUR))
        lines.append("settle")
    lines.append("end")
    return "\n".join(lines) + "\n"


def peak_kb(cmd: list[str]) -> int:
    """The child's own peak resident memory (KB), from wait4."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=_env())
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"{cmd} failed: {proc.stderr.read().decode()}")
    return usage.ru_maxrss


def _replayed(session) -> float:
    t = time.perf_counter()
    hands = session.summaries(session.store.nights()[0].id)
    took = time.perf_counter() - t
    assert len(hands) > 0
    return took


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=500)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--memory-hands", type=int, default=5000, help="0 to skip the memory run")
    ap.add_argument("--showdowns", action="store_true", help="every hand a four-way showdown (see above)")
    args = ap.parse_args()
    night = showdown_script if args.showdowns else script
    py = sys.executable
    subprocess.run([py, "-m", "compileall", "-q", str(ROOT / "refcli")], check=True, env=_env())
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "night.txt")
        Path(path).write_text(night(args.hands))
        run = [py, "-m", "refcli", "run", path]      # as the `refcli` script runs it
        took, base = paired(run, [py, "-c", "import click"], args.runs)   # in turns: load falls on both
        print(f"{'command':<40}{'median ms':>10}{'x import click':>16}")
        print(f"{'python -c import click':<40}{base * 1000:>10.1f}{1.0:>16.2f}")
        print(f"{f'refcli run ({args.hands} hands, in memory)':<40}{took * 1000:>10.1f}{took / base:>16.2f}")
        print(f"per settled hand: {(took - base) / args.hands * 1000:.2f} ms  (target <= 1.4 ms; "
              f"run <= 12x import click)")

        db = os.path.join(tmp, "night.db")
        subprocess.run([py, "-m", "refcli", "--db", db, "run", path], check=True, capture_output=True,
                       env=_env())
        con = sqlite3.connect(db)
        snaps, snap_bytes = con.execute("SELECT count(*), sum(length(state)) FROM snapshots").fetchone()
        largest = con.execute("SELECT max(length(state)) FROM snapshots").fetchone()[0]
        con.close()
        print(f"snapshots: {snaps}, {snap_bytes / args.hands / 1024:.2f} KB a hand, the largest "
              f"{largest / 1024:.2f} KB; store file {os.path.getsize(db) / 1024:.0f} KB")

        # The log replayed from its first event (what a report, a season's digest or an import does): stored
        # rulings are read back, so no hand is ruled again. Timed in this process, best of three.
        sys.path.insert(0, str(ROOT))
        from refcli.night.session import Session
        from refcli.log.store import Store
        with Store(db) as store:
            best = min(_replayed(Session(store)) for _ in range(3))
        print(f"the stored night replayed from its log: {best * 1000:.0f} ms, "
              f"{best / args.hands * 1000:.2f} ms a hand")

        if args.memory_hands:
            big = os.path.join(tmp, "big.txt")
            Path(big).write_text(night(args.memory_hands))
            t = time.perf_counter()
            kb = peak_kb([py, "-m", "refcli", "run", big])
            print(f"in-memory run of {args.memory_hands} hands: peak {kb / 1024:.1f} MB, "
                  f"{time.perf_counter() - t:.1f}s")


if __name__ == "__main__":
    main()
