"""refcli's natural evaluator against treys and pokerkit, on identical seeded inputs in one run.

    python benchmarks/bench_evaluator.py            # all 2,598,960 five-card hands, 1,000,000 seven-card hands
    python benchmarks/bench_evaluator.py --quick    # a tenth of that, for a quick look

Every timing is the best of --repeat runs, the libraries taking turns so a busy machine slows them alike.
refcli runs its bulk int layer (natural.fast_evaluator) with the wheel allowed, as treys and pokerkit play
it. pokerkit is too slow for the full counts, so it runs on a seeded sample and is compared per hand.
Also timed: the tuple API a one-shot command uses, table building, and stats_report for some wild settings.
treys and pokerkit are test-only dependencies (pip install -e '.[test]').
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from refcli.kernel.cards import parse_cards, standard_deck  # noqa: E402
from refcli.evaluate import natural  # noqa: E402
from refcli.evaluate.stats import build_deck, stats_report  # noqa: E402
from refcli.evaluate.types import Wilds  # noqa: E402


def best_of(repeat: int, *runs):
    """Time each run `repeat` times, taking turns; return the best (and the first, cold) time of each."""
    best = [float("inf")] * len(runs)
    first = [0.0] * len(runs)
    for rep in range(repeat):
        for i, run in enumerate(runs):
            start = time.perf_counter()
            run()
            took = time.perf_counter() - start
            best[i] = min(best[i], took)
            if rep == 0:
                first[i] = took
    return best, first


def once(fn):
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value


def row(rows, what, hands, seconds, note=""):
    rows.append([what, f"{hands:,}", f"{seconds:.3f}", f"{seconds / hands * 1e6:.2f}", note])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller counts")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing (best is kept)")
    parser.add_argument("--seed", type=int, default=20240611)
    args = parser.parse_args()
    scale = 10 if args.quick else 1
    n_seven = 1_000_000 // scale
    n_pokerkit = 20_000 // scale

    from tabulate import tabulate

    build_refcli, fast = once(lambda: natural.fast_evaluator(True))
    from treys import Card as TreysCard
    from treys import Evaluator
    build_treys, evaluator = once(Evaluator)
    build_pokerkit, pokerkit = once(lambda: __import__("pokerkit"))

    deck = standard_deck()
    ours = [natural.encode(c) for c in deck]
    theirs = [TreysCard.new(c.code) for c in deck]
    pk_cards = [next(iter(pokerkit.Card.parse(c.code))) for c in deck]

    rows: list[list[str]] = []
    ratios: list[list[str]] = []

    # --- every five-card hand -----------------------------------------------------------------------
    all_five = list(combinations(range(52), 5))
    if args.quick:
        all_five = all_five[::scale]
    five_ours = [tuple(ours[i] for i in h) for h in all_five]
    five_treys = [tuple(theirs[i] for i in h) for h in all_five]
    eval5, treys_five = fast.eval5, evaluator._five

    def ours5():
        for a, b, c, d, e in five_ours:
            eval5(a, b, c, d, e)

    def treys5():
        for h in five_treys:
            treys_five(h)

    (t_ours5, t_treys5), (cold_ours5, _) = best_of(args.repeat, ours5, treys5)
    n5 = len(all_five)
    row(rows, "5-card, refcli eval5", n5, t_ours5, f"cold {cold_ours5:.3f}s")
    row(rows, "5-card, treys _five", n5, t_treys5)
    ratios.append(["5-card high: refcli vs treys", f"{t_treys5 / t_ours5:.2f}x"])

    # --- random seven-card hands --------------------------------------------------------------------
    rng = random.Random(args.seed)
    sevens = [rng.sample(range(52), 7) for _ in range(n_seven)]
    seven_ours = [[ours[i] for i in h] for h in sevens]
    seven_treys = [[theirs[i] for i in h] for h in sevens]
    eval7, low7, treys_seven = fast.eval7, fast.low7, evaluator._seven

    def ours7():
        for h in seven_ours:
            eval7(h)

    def ours7_low():
        for h in seven_ours:
            low7(h)

    def treys7():
        for h in seven_treys:
            treys_seven(h)

    (t_ours7, t_low7, t_treys7), (cold7, cold_low7, _) = best_of(args.repeat, ours7, ours7_low, treys7)
    row(rows, "7-card, refcli eval7", n_seven, t_ours7, f"cold {cold7:.3f}s (fills its rank memo)")
    row(rows, "7-card, refcli low7 (2-7)", n_seven, t_low7, f"cold {cold_low7:.3f}s")
    row(rows, "7-card, treys _seven", n_seven, t_treys7)
    ratios.append(["7-card high: refcli vs treys", f"{t_treys7 / t_ours7:.2f}x"])

    # --- pokerkit, per hand on a sample -----------------------------------------------------------------
    sample5 = random.Random(args.seed + 1).sample(all_five, n_pokerkit)
    pk5 = [tuple(pk_cards[i] for i in h) for h in sample5]
    pk7 = [tuple(pk_cards[i] for i in h) for h in sevens[:n_pokerkit]]
    high_hand, low_hand = pokerkit.StandardHighHand, pokerkit.StandardLowHand
    (t_pk5, t_pk7, t_pk7_low), _ = best_of(
        1,
        lambda: [high_hand(h) for h in pk5],
        lambda: [high_hand.from_game(h) for h in pk7],
        lambda: [low_hand.from_game(h) for h in pk7])
    row(rows, "5-card, pokerkit StandardHighHand", n_pokerkit, t_pk5)
    row(rows, "7-card, pokerkit StandardHighHand", n_pokerkit, t_pk7)
    row(rows, "7-card, pokerkit StandardLowHand (2-7)", n_pokerkit, t_pk7_low)
    per = lambda t, n: t / n  # noqa: E731
    ratios.append(["5-card high: refcli vs pokerkit", f"{per(t_pk5, n_pokerkit) / per(t_ours5, n5):.0f}x"])
    ratios.append(["7-card high: refcli vs pokerkit", f"{per(t_pk7, n_pokerkit) / per(t_ours7, n_seven):.0f}x"])
    ratios.append(["7-card 2-7 low: refcli vs pokerkit",
                   f"{per(t_pk7_low, n_pokerkit) / per(t_low7, n_seven):.0f}x"])

    # --- the tuple API (what `refcli settle` uses) ---------------------------------------------------
    seven_cards = [[deck[i] for i in h] for h in sevens[:n_pokerkit]]
    (t_tuple_high, t_tuple_low), _ = best_of(
        args.repeat,
        lambda: [natural.high_score(h, wheel=True) for h in seven_cards],
        lambda: [natural.low_score(h) for h in seven_cards])
    row(rows, "7-card, refcli high_score (tuple)", n_pokerkit, t_tuple_high)
    row(rows, "7-card, refcli low_score (tuple)", n_pokerkit, t_tuple_low)
    ratios.append(["7-card high, tuple API: refcli vs pokerkit",
                   f"{per(t_pk7, n_pokerkit) / per(t_tuple_high, n_pokerkit):.0f}x"])

    # --- the same answers ----------------------------------------------------------------------------
    check = random.Random(args.seed + 2).sample(range(n_seven), 2000)
    pairs = sorted((eval7(seven_ours[i]), -treys_seven(seven_treys[i])) for i in check)
    assert all((a[0] < b[0]) == (a[1] < b[1]) for a, b in zip(pairs, pairs[1:])), "refcli and treys disagree"

    print(tabulate(rows, headers=["run", "hands", "seconds", "µs/hand", ""],
                   colalign=("left", "right", "right", "right", "left")))
    print()
    print(tabulate(ratios, headers=["speed-up", ""], colalign=("left", "right")))
    print()
    print(f"table building: refcli five-card tables {build_refcli * 1000:.1f} ms, "
          f"treys lookup {build_treys * 1000:.1f} ms, pokerkit import {build_pokerkit * 1000:.1f} ms")

    # --- stats ---------------------------------------------------------------------------------------
    print()
    settings = [
        ("52 cards", {}),
        ("52 cards, wheel", {"wheel": True}),
        ("53 cards, joker wild", {"deck": build_deck(1), "wilds": Wilds(jokers="wild"), "wheel": True}),
        ("54 cards, two jokers as bugs", {"deck": build_deck(2), "wilds": Wilds(jokers="bug")}),
        ("52 cards, eights wild", {"wilds": Wilds(ranks=frozenset({8}))}),
        ("52 cards, threes and nines wild", {"wilds": Wilds(ranks=frozenset({3, 9}))}),
        ("52 cards, one-eyed jacks wild", {"wilds": Wilds(cards=frozenset(parse_cards("Js Jh")))}),
        ("104 cards (two decks) + 2 jokers wild", {"deck": build_deck(2, decks=2), "wilds": Wilds(jokers="wild")}),
        ("7 cards from 52", {"cards": 7}),
    ]
    if args.quick:
        settings = settings[:-1]
    stat_rows = []
    for name, kwargs in settings:
        took, report = once(lambda: stats_report(**kwargs))
        stat_rows.append([name, kwargs.get("cards", 5), f"{report['total']:,}", f"{took:.3f}"])
    print(tabulate(stat_rows, headers=["stats_report", "cards", "hands", "seconds"],
                   colalign=("left", "right", "right", "right")))


if __name__ == "__main__":
    main()
