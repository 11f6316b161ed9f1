"""`refcli season` over a long season, against the cost of importing click (measured in the same run).

Builds one night of 60 hands through the session (bets, folds and full showdowns, every money movement
stored as postings), then copies its events into 99 more ended nights of the same year, so the store holds
100 nights of 60 hands. Then times fresh processes:
  baseline      python -c "import click"
  season cold   the first `season`: every night's digest is computed from its stored postings and kept
  season warm   every later `season`: the digests are read from the nights' meta
and prints each median and its ratio to the baseline. Usage: python benchmarks/bench_season.py [--nights 100]
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_startup import _env, build_night, timed  # noqa: E402  (the same night and timer)


def build_season(db: str, nights: int, hands: int) -> None:
    build_night(db, hands)            # night 1, left open with a game picked
    from refcli.log.store import Store
    with Store(db) as store:
        with store.transaction():
            store.append(1, "end", {"v": 2}, "end")
            store.end_night(1)
    con = sqlite3.connect(db)
    with con:
        started, players, meta = con.execute("SELECT started_at, players, meta FROM nights WHERE id = 1").fetchone()
        events = con.execute("SELECT seq, kind, payload, text, created_at FROM events WHERE night_id = 1").fetchall()
        for n in range(2, nights + 1):
            con.execute("INSERT INTO nights (id, started_at, ended_at, players, meta) VALUES (?, ?, ?, ?, ?)",
                        (n, started, started, players, meta))
            con.executemany("INSERT INTO events (night_id, seq, kind, payload, text, created_at) "
                            "VALUES (?, ?, ?, ?, ?, ?)", [(n,) + tuple(e) for e in events])
    con.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nights", type=int, default=100)
    ap.add_argument("--hands", type=int, default=60)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "season.db")
        t = time.perf_counter()
        build_season(db, args.nights, args.hands)
        events = sqlite3.connect(db).execute("SELECT count(*) FROM events").fetchone()[0]
        print(f"built {args.nights} nights of {args.hands} hands ({events} events) in "
              f"{time.perf_counter() - t:.1f}s")
        py = sys.executable
        subprocess.run([py, "-m", "compileall", "-q", str(ROOT / "refcli")], check=True, env=_env())
        year = json.loads(subprocess.run([py, "-m", "refcli.cli.main", "--db", db, "report", "1", "--format", "json"],
                                         check=True, capture_output=True, env=_env()).stdout)["date"][:4]
        base = timed([py, "-c", "import click"], args.runs)
        cmd = [py, "-m", "refcli.cli.main", "--db", db, "season", year, "--format", "json"]
        cold = timed(cmd, 1)
        warm = timed(cmd, args.runs)
        totals = json.loads(subprocess.run(cmd, check=True, capture_output=True, env=_env()).stdout)["totals"]
        assert totals["nights"] == args.nights and totals["hands"] == args.nights * args.hands, totals
        print(f"{'command':<34}{'median ms':>10}{'x import click':>16}")
        print(f"{'python -c import click':<34}{base * 1000:>10.1f}{1.0:>16.2f}")
        print(f"{'refcli season (cold: digests)':<34}{cold * 1000:>10.1f}{cold / base:>16.2f}")
        print(f"{'refcli season (warm)':<34}{warm * 1000:>10.1f}{warm / base:>16.2f}")
        print(f"ratio (warm season / import click): {warm / base:.2f}  (target <= 2)")


if __name__ == "__main__":
    main()
