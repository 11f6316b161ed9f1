"""Wild-card evaluation speed: reasoning against brute substitution, and the club's slowest showdown.

    python benchmarks/bench_wild.py

1. Per hand, ``wild_high_score`` against a brute-force baseline measured in the same run (every card of
   the deck in place of every wild card, every five-card choice scored), for 1 and 2 wild cards.
2. High Hand, Low Hand with eights and jokers wild on the high side: suggesting the split of ten cards
   from two decks (252 ways to choose the high group). The target is under 50 ms for the worst hand.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from itertools import combinations, combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from refcli.kernel.cards import JOKER, parse_cards, standard_deck  # noqa: E402
from refcli.evaluate.formations import Judge, suggest_groups  # noqa: E402
from refcli.evaluate.types import Wilds  # noqa: E402
from refcli.evaluate.wild import score_five, wild_high_score  # noqa: E402

DECK = standard_deck()


def brute_high(naturals, n_wild: int) -> tuple[int, ...]:
    best = None
    for wild_as in combinations_with_replacement(DECK, n_wild):
        for five in combinations(tuple(naturals) + wild_as, 5):
            score = score_five([c.rank for c in five], len({c.suit for c in five}) == 1)
            if best is None or score > best:
                best = score
    return best


def timed(fn, cases) -> float:
    start = time.perf_counter()
    for case in cases:
        fn(case)
    return (time.perf_counter() - start) / len(cases)


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    rng = random.Random(2024)
    print(f"{'wilds':>5} {'brute':>10} {'ours':>10} {'speed-up':>9}")
    for n_wild, count in ((1, 200), (2, 20)):
        cases = [rng.sample(DECK, 7 - n_wild) for _ in range(count)]
        base = timed(lambda nat: brute_high(nat, n_wild), cases)
        ours = timed(lambda nat: wild_high_score(nat, n_wild), cases)
        print(f"{n_wild:>5} {base * 1e3:>8.2f}ms {ours * 1e3:>8.3f}ms {base / ours:>8.0f}x")

    high = Judge.high(Wilds(ranks=frozenset({8}), jokers="wild"))
    low = Judge.low(Wilds(jokers="bug"))
    two_decks = DECK + DECK
    eights = [c for c in two_decks if c.rank == 8]
    others = [c for c in two_decks if c.rank != 8]
    print("\nHigh Hand, Low Hand: suggest the split of ten cards (eights and jokers wild high)")
    named = {
        "eight eights, two jokers": parse_cards("8s 8h 8d 8c 8s 8h 8d 8c") + (JOKER, JOKER),
        "four eights, a joker, five cards": parse_cards("8s 8h 8d 8c Ks Qs 9d 7c 3h") + (JOKER,),
        "no wild card": parse_cards("As Kd Qh Jc 9s 7d 5h 4c 3s 2d"),
    }
    for name, ten in named.items():
        print(f"  {name:<34} {best_of(lambda: suggest_groups(ten, high, low)) * 1e3:7.2f} ms")
    times = []
    for _ in range(300):
        k = rng.randint(0, 8)
        ten = tuple(rng.sample(eights, k)) + tuple(rng.sample(others, 10 - k - (k >= 6))) + \
            ((JOKER,) if k >= 6 else ())
        times.append(best_of(lambda: suggest_groups(ten, high, low), repeat=2))
    print(f"  300 random hands with 0-8 eights:  median {statistics.median(times) * 1e3:.2f} ms, "
          f"worst {max(times) * 1e3:.2f} ms (target < 50 ms)")


if __name__ == "__main__":
    main()
