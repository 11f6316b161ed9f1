"""`refcli serve` on a long night: how soon a typed line reaches every open page, and what the server holds.

Builds a night of N settled hands (default 500, as bench_startup.build_night) with hand N+1 dealt, starts
`refcli --db DB serve --port 0`, and connects C clients (default 20) to its event stream, as that many phones.
Then, R times (default 15): a one-shot `refcli bet 1` in its own process; from the moment it returns, the
time until the new state has arrived on every client (median and worst over all clients and rounds); then
`refcli undo` (its push awaited, untimed). In the same run, as baselines: the one-shot `bet` itself, and the
server's poll interval (the floor of any latency). Memory: the server's resident size (VmRSS, and its peak
VmHWM) after the long night, against the same server on an empty store.

Goal: median under 250 ms, worst under 1 s. Usage: python benchmarks/bench_serve.py [--hands 500]
[--clients 20] [--runs 15]
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_startup import _env, build_night  # noqa: E402  (the same night and environment)

URL = re.compile(r"^http://127\.0\.0\.1:\d+/[A-Za-z0-9_-]+/$")


class Client(threading.Thread):
    """One phone: reads the event stream and notes when each version of the page arrived."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.stream = urllib.request.urlopen(url + "events", timeout=60)
        self.arrived: dict[int, float] = {}
        self.lock = threading.Condition()

    def run(self) -> None:
        event = None
        try:
            for raw in self.stream:
                line = raw.decode().rstrip("\n")
                if line.startswith("event: "):
                    event = line[7:]
                elif line.startswith("data: ") and event == "state":
                    version = json.loads(line[6:])["version"]
                    with self.lock:
                        self.arrived[version] = time.monotonic()
                        self.lock.notify_all()
        except OSError:
            pass

    def wait_past(self, version: int, timeout: float = 10.0) -> tuple[int, float]:
        """(the first version after ``version``, when it arrived)."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                newer = [v for v in self.arrived if v > version]
                if newer:
                    v = min(newer)
                    return v, self.arrived[v]
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"no version after {version}")
                self.lock.wait(left)

    def latest(self) -> int:
        with self.lock:
            return max(self.arrived, default=0)


def serve(db: str) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "refcli", "--db", db, "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
    url = proc.stdout.readline().strip()
    assert URL.match(url), (url, proc.stderr.read() if proc.poll() is not None else "")
    return proc, url


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=20)


def memory_kb(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM) of a process, in KB."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def one_shot(db: str, *words: str) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "refcli", "--db", db, *words], check=True, capture_output=True, env=_env())
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=500)
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    from refcli.serve.app import POLL_SECONDS
    with tempfile.TemporaryDirectory() as tmp:
        empty = str(Path(tmp) / "empty.db")
        subprocess.run([sys.executable, "-m", "refcli", "--db", empty, "night", "Ann", "Bob"], check=True,
                       capture_output=True, env=_env())
        proc, url = serve(empty)
        time.sleep(1.0)
        base_rss, _ = memory_kb(proc.pid)
        stop(proc)

        db = str(Path(tmp) / "night.db")
        t = time.perf_counter()
        build_night(db, args.hands)
        subprocess.run([sys.executable, "-m", "refcli", "--db", db, "deal"], check=True, capture_output=True,
                       env=_env())
        print(f"built a night of {args.hands} hands in {time.perf_counter() - t:.1f} s; hand {args.hands + 1} dealt")
        t = time.perf_counter()
        proc, url = serve(db)
        print(f"serve printed its address after {time.perf_counter() - t:.2f} s (the night read once)")
        try:
            clients = [Client(url) for _ in range(args.clients)]
            for c in clients:
                c.start()
            for c in clients:
                c.wait_past(0)
            latencies: list[float] = []
            bets: list[float] = []
            undos: list[float] = []
            for _ in range(args.runs):
                seen = max(c.latest() for c in clients)
                bets.append(one_shot(db, "bet", "1"))
                returned = time.monotonic()
                arrivals = [c.wait_past(seen) for c in clients]
                latencies += [max(0.0, at - returned) for _, at in arrivals]
                seen = max(v for v, _ in arrivals)
                one_shot(db, "undo")
                returned = time.monotonic()
                undos.append(max(max(0.0, at - returned) for _, at in (c.wait_past(seen) for c in clients)))
            rss, hwm = memory_kb(proc.pid)
        finally:
            stop(proc)
    ms = [x * 1000 for x in latencies]
    print(f"{args.clients} clients x {args.runs} bets: from `refcli bet` returning to the new state on every client")
    print(f"  median {statistics.median(ms):.0f} ms, worst {max(ms):.0f} ms   (goal: median < 250 ms, worst < 1000 ms)")
    print(f"  baselines, same run: the one-shot bet itself {statistics.median(bets) * 1000:.0f} ms (median); "
          f"the server's poll interval {POLL_SECONDS * 1000:.0f} ms")
    print(f"  an undo (the hand walked again): median {statistics.median(undos) * 1000:.0f} ms, "
          f"worst {max(undos) * 1000:.0f} ms")
    print(f"server memory after a {args.hands}-hand night with {args.clients} clients: {rss / 1024:.1f} MB resident "
          f"(peak {hwm / 1024:.1f} MB); on a night of no hands {base_rss / 1024:.1f} MB ({rss / base_rss:.2f}x)")


if __name__ == "__main__":
    main()
