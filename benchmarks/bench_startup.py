"""One-shot command cost on a long night, against the cost of importing click (measured in the same run).

Builds a night of N hands (default 500) in a temporary store, then times fresh processes:
  baseline  python -c "import click"
  refcli    python -m refcli --db DB status / balances / deal / bet / undo (the `refcli` script)
and prints each median and its ratio to import click timed in turns with it (load from other jobs on the
machine then falls on both alike). Usage: python benchmarks/bench_startup.py [--hands 500]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def build_night(db: str, hands: int) -> None:
    from refcli.night.session import Session
    from refcli.log.store import Store
    session = Session(Store(db))
    session.execute("night Ann Bob Cal Dee Eve Fay")
    cards = ["As Ks 3c up 7d 7h 7s 2c", "2s 9d Jc up Qh Qd 4c 5s", "6s 4s Jd up 9c 9h Tc Th"]
    for n in range(hands):
        if session.night.pick_game is None:
            session.execute("game seven-card-stud")
        session.execute("deal")
        hand = session.night.hand
        if n % 3 == 0:
            # A full showdown: bets every round, three players show.
            folders = hand.active[3:]
            first = hand.active[:3]
            session.execute(f"bet {first[0]} .50, call {first[1]}, call {first[2]}, "
                            + ", ".join(f"fold {p}" for p in folders))
            for _ in range(4):
                session.execute("check, check, check")
            for p, c in zip(first, cards):
                session.execute(f"show {p} {c}")
            session.execute("settle")
        else:
            session.execute("bet 1, " + ", ".join(["fold"] * (len(hand.active) - 1)))
    if session.night.pick_game is None:
        session.execute("game seven-card-stud")   # so the timed `deal` has a game to deal
    session.store.close()


def _env() -> dict[str, str]:
    # An installed refcli has bytecode (pip compiles it); measure that, not a recompile on every start.
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def timed(cmd: list[str], runs: int) -> float:
    samples = []
    env = _env()
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, env=env)
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def paired(cmd: list[str], base: list[str], runs: int, before: list[list[str]] = (),
           after: list[list[str]] = ()) -> tuple[float, float]:
    """(median of cmd, median of base) with the two run in turns, so that load from other jobs on the
    machine falls on both alike; ``before``/``after`` run untimed around each timed cmd (deal, then undo)."""
    env = _env()
    got, ref = [], []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(base, check=True, capture_output=True, env=env)
        ref.append(time.perf_counter() - t)
        for c in before:
            subprocess.run(c, check=True, capture_output=True, env=env)
        t = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, env=env)
        got.append(time.perf_counter() - t)
        for c in after:
            subprocess.run(c, check=True, capture_output=True, env=env)
    return statistics.median(got), statistics.median(ref)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=500)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "night.db")
        t = time.perf_counter()
        build_night(db, args.hands)
        print(f"built a night of {args.hands} hands in {time.perf_counter() - t:.1f}s")
        py = sys.executable
        subprocess.run([py, "-m", "compileall", "-q", str(ROOT / "refcli")], check=True, env=_env())
        click = [py, "-c", "import click"]
        base = timed(click, args.runs)
        bare = timed([py, "-c", "pass"], args.runs)
        print(f"{'command':<34}{'median ms':>10}{'x import click':>16}   (each against import click timed in turns)")
        print(f"{'python -c pass':<34}{bare * 1000:>10.1f}{bare / base:>16.2f}")
        print(f"{'python -c import click':<34}{base * 1000:>10.1f}{1.0:>16.2f}")
        refcli = [py, "-m", "refcli", "--db", db]       # as the `refcli` script runs (refcli/cli/quick.py first)
        for label, words, before, after in (
                ("refcli --version", ["--version"], [], []),
                ("refcli status", ["status"], [], []),
                ("refcli balances", ["balances"], [], []),
                ("refcli deal", ["deal"], [], ["undo"]),               # each run deals the same hand again
                ("refcli bet 1 (first to act)", ["bet", "1"], ["deal"], ["undo", "undo"]),
                ("refcli undo", ["undo"], ["deal"], [])):
            cmd_t, base_t = paired(refcli + words, click, args.runs, [refcli + [w] for w in before],
                                   [refcli + [w] for w in after])
            print(f"{label:<34}{cmd_t * 1000:>10.1f}{cmd_t / base_t:>16.2f}")


if __name__ == "__main__":
    main()
