"""Settlement speed and quality: the exact search against plain largest-to-largest greedy, same run.

    python benchmarks/bench_settlement.py

Prints, per table size, the time per call of the exact search (or the heuristic beyond 12 players)
as a ratio to the greedy baseline, and how many transfers each needed in total over the samples.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from refcli.kernel.settlement import _greedy, fewest_transfers  # noqa: E402


def samples(players: int, count: int, rng: random.Random) -> list[dict[str, int]]:
    out = []
    while len(out) < count:
        amounts = [rng.randint(-24, 24) * 25 for _ in range(players - 1)]
        amounts.append(-sum(amounts))
        if all(amounts):
            out.append({f"P{i:02d}": a for i, a in enumerate(amounts)})
    return out


def per_call(fn, cases) -> tuple[float, int]:
    start = time.perf_counter()
    total = sum(len(fn(case)) for case in cases)
    return (time.perf_counter() - start) / len(cases), total


def main() -> None:
    rng = random.Random(2024)
    print(f"{'players':>7} {'greedy':>10} {'ours':>10} {'ratio':>7} {'greedy n':>9} {'ours n':>7} exact")
    for players in (4, 6, 8, 10, 12, 16, 30):
        cases = samples(players, 200 if players <= 10 else 20, rng)
        base_t, base_n = per_call(lambda b: _greedy(dict(b), peel_pairs=False), cases)
        ours_t, ours_n = per_call(lambda b: fewest_transfers(b)[0], cases)
        exact = fewest_transfers(cases[0])[1]
        print(f"{players:>7} {base_t * 1e3:>8.3f}ms {ours_t * 1e3:>8.3f}ms {ours_t / base_t:>6.1f}x "
              f"{base_n:>9} {ours_n:>7} {exact}")


if __name__ == "__main__":
    main()
