"""The ace-to-five low and Omaha's hand rule against pokerkit, on identical seeded inputs in one run.

    python benchmarks/bench_lowball_omaha.py            # every five-card hand, 20,000 others, 2,000 Omaha deals
    python benchmarks/bench_lowball_omaha.py --quick    # a tenth of that

Every timing is the best of --repeat runs, refcli and pokerkit taking turns so a busy machine slows them
alike. The ace-to-five low is timed three ways: refcli's bulk table over every five-card hand, its tuple
API (what a ruling uses) on five and seven cards, and pokerkit's RegularLowHand on the same hands. Omaha is
timed per deal (four hole cards, then five, and a five-card board), the high half and the 8-or-better low
half each, against pokerkit's OmahaHoldemHand and OmahaEightOrBetterLowHand; the answers are compared
(high only on deals where pokerkit's wheel straight cannot matter). pokerkit is a test-only dependency.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations, pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from refcli.evaluate import acefive, natural  # noqa: E402
from refcli.evaluate.formations import Judge, omaha  # noqa: E402
from refcli.evaluate.hand import low_score  # noqa: E402
from refcli.kernel.cards import standard_deck  # noqa: E402


def best_of(repeat: int, *runs):
    """Time each run `repeat` times, taking turns; the best time of each."""
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for i, run in enumerate(runs):
            start = time.perf_counter()
            run()
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def row(rows, what, hands, seconds):
    rows.append([what, f"{hands:,}", f"{seconds:.3f}", f"{seconds / hands * 1e6:.1f}", f"{hands / seconds:,.0f}"])


def time_omaha(rows, ratios, deck, deals, hole, repeat, pokerkit) -> None:
    """Both halves of Omaha on the same deals, refcli and pokerkit, and a check that they agree."""
    high, low = Judge.high(), Judge.low(kind="ace-to-five")
    ours = [(tuple(deck[i] for i in d[:hole]), tuple(deck[i] for i in d[hole:])) for d in deals]
    theirs = [("".join(deck[i].code for i in d[:hole]), "".join(deck[i].code for i in d[hole:])) for d in deals]
    omaha_high, omaha_low = pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand
    t_high, t_pk_high, t_low, t_pk_low = best_of(
        repeat,
        lambda: [omaha(o, b, high) for o, b in ours],
        lambda: [omaha_high.from_game(o, b) for o, b in theirs],
        lambda: [acefive.qualifies(omaha(o, b, low).value.score, 8) for o, b in ours],
        lambda: [omaha_low.from_game_or_none(o, b) for o, b in theirs])
    n = len(deals)
    row(rows, f"Omaha {hole} hole, high, refcli omaha", n, t_high)
    row(rows, f"Omaha {hole} hole, high, pokerkit OmahaHoldemHand", n, t_pk_high)
    row(rows, f"Omaha {hole} hole, A-5 low 8 or better, refcli", n, t_low)
    row(rows, f"Omaha {hole} hole, low, pokerkit OmahaEightOrBetterLowHand", n, t_pk_low)
    ratios.append([f"Omaha {hole} hole, high: refcli vs pokerkit", f"{t_pk_high / t_high:.1f}x"])
    ratios.append([f"Omaha {hole} hole, 8-or-better low: refcli vs pokerkit", f"{t_pk_low / t_low:.1f}x"])
    # The same answers: qualifying lows alike, and the high ordered alike where no wheel is possible.
    lows = [(acefive.qualifies(omaha(o, b, low).value.score, 8), omaha_low.from_game_or_none(*t) is not None)
            for (o, b), t in zip(ours[:500], theirs[:500])]
    assert all(a == b for a, b in lows), "refcli and pokerkit disagree on a qualifying low"
    wheel = {14, 2, 3, 4, 5}
    plain = [i for i, (o, b) in enumerate(ours[:500])
             if not any({c.rank for c in m + s} == wheel for m in combinations(o, 2) for s in combinations(b, 3))]
    pairs = sorted((omaha(*ours[i], high).value.score, omaha_high.from_game(*theirs[i])) for i in plain)
    assert all((a[0] < b[0]) == (a[1] < b[1]) for a, b in pairwise(pairs)), "refcli and pokerkit disagree"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller counts")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing (best is kept)")
    parser.add_argument("--seed", type=int, default=20240611)
    args = parser.parse_args()
    scale = 10 if args.quick else 1
    n = 20_000 // scale

    import pokerkit
    from tabulate import tabulate

    deck = standard_deck()
    text = [c.code for c in deck]
    rows: list[list[str]] = []
    ratios: list[list[str]] = []

    # --- ace-to-five low --------------------------------------------------------------------------------
    start = time.perf_counter()
    table = acefive.low5_table()
    build = time.perf_counter() - start
    ints = [natural.encode(c) for c in deck]
    all_five = list(combinations(ints, 5))
    if args.quick:
        all_five = all_five[::scale]
    shift = natural.RANK_SHIFT

    def bulk5():
        for a, b, c, d, e in all_five:
            table[(a + b + c + d + e) >> shift]

    rng = random.Random(args.seed)
    fives = [rng.sample(range(52), 5) for _ in range(n)]
    sevens = [rng.sample(range(52), 7) for _ in range(n)]
    five_cards = [[deck[i] for i in h] for h in fives]
    seven_cards = [[deck[i] for i in h] for h in sevens]
    five_text = ["".join(text[i] for i in h) for h in fives]
    seven_text = ["".join(text[i] for i in h) for h in sevens]
    low_hand = pokerkit.RegularLowHand

    t_bulk, t_tuple5, t_pk5, t_tuple7, t_pk7 = best_of(
        args.repeat, bulk5,
        lambda: [low_score(h, kind="ace-to-five") for h in five_cards],
        lambda: [low_hand(h) for h in five_text],
        lambda: [low_score(h, kind="ace-to-five") for h in seven_cards],
        lambda: [low_hand.from_game(h) for h in seven_text])
    row(rows, "A-5 low, 5 cards, refcli bulk table (every hand)", len(all_five), t_bulk)
    row(rows, "A-5 low, 5 cards, refcli low_score (tuple)", n, t_tuple5)
    row(rows, "A-5 low, 5 cards, pokerkit RegularLowHand", n, t_pk5)
    row(rows, "A-5 low, 7 cards, refcli low_score (tuple)", n, t_tuple7)
    row(rows, "A-5 low, 7 cards, pokerkit RegularLowHand.from_game", n, t_pk7)
    ratios.append(["A-5 low, 5 cards, bulk: refcli vs pokerkit", f"{(t_pk5 / n) / (t_bulk / len(all_five)):.0f}x"])
    ratios.append(["A-5 low, 5 cards, tuple: refcli vs pokerkit", f"{t_pk5 / t_tuple5:.1f}x"])
    ratios.append(["A-5 low, 7 cards, tuple: refcli vs pokerkit", f"{t_pk7 / t_tuple7:.1f}x"])

    # --- Omaha --------------------------------------------------------------------------------------------
    n_omaha = n // 10   # pokerkit takes 0.3-1.5 ms a deal and half
    for hole in (4, 5):
        deals = [rng.sample(range(52), hole + 5) for _ in range(n_omaha)]
        time_omaha(rows, ratios, deck, deals, hole, args.repeat, pokerkit)

    print(tabulate(rows, headers=["run", "hands", "seconds", "µs/hand", "hands/s"],
                   colalign=("left", "right", "right", "right", "right")))
    print()
    print(tabulate(ratios, headers=["speed-up", ""], colalign=("left", "right")))
    print()
    print(f"table building: refcli ace-to-five five-card table {build * 1000:.1f} ms (6,175 entries, on first use)")


if __name__ == "__main__":
    main()
