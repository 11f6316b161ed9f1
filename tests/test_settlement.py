"""Settlement: transfers settle everything exactly, in the proven fewest number, deterministically."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refcli.kernel.settlement import Transfer, fewest_transfers


def apply(balances: dict[str, int], transfers: list[Transfer]) -> dict[str, int]:
    after = Counter(balances)
    for t in transfers:
        after[t.frm] += t.amount
        after[t.to] -= t.amount
    return {name: amount for name, amount in after.items() if amount}


def set_partitions(items: list):
    """Every partition of ``items`` into non-empty blocks (Bell(7) = 877 for seven players)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for partition in set_partitions(rest):
        yield [[first], *partition]
        for i in range(len(partition)):
            yield partition[:i] + [[first, *partition[i]]] + partition[i + 1:]


def brute_force_minimum(balances: dict[str, int]) -> int:
    """Oracle: a set of transfers splits the players into connected groups that each net to zero, and a
    group of k needs at least k - 1 transfers; so the minimum is n - (most zero-sum blocks of a partition)."""
    live = [a for a in balances.values() if a]
    most = max((len(p) for p in set_partitions(live) if all(sum(block) == 0 for block in p)), default=0)
    return len(live) - most


def test_bell_numbers_check_the_oracle():
    assert [sum(1 for _ in set_partitions(list(range(n)))) for n in range(8)] == [1, 1, 2, 5, 15, 52, 203, 877]


def test_two_independent_pairs_take_two_transfers_not_three():
    transfers, exact = fewest_transfers({"A": -5, "B": 5, "C": -3, "D": 3})
    assert transfers == [Transfer("A", "B", 5), Transfer("C", "D", 3)]
    assert exact is True


def test_optimal_beats_largest_to_largest_greedy():
    # Greedy pays E's 100 to A (the largest creditor) and then needs 4 transfers; C and A match exactly.
    balances = {"A": 75, "B": 50, "C": -75, "D": 50, "E": -100}
    transfers, exact = fewest_transfers(balances)
    assert transfers == [Transfer("C", "A", 75), Transfer("E", "B", 50), Transfer("E", "D", 50)]
    assert exact is True


def test_groups_of_three_found_where_no_pair_matches():
    # {B, C, E} and {A, D, F} each net to zero; no debtor matches a creditor exactly.
    q = 25
    balances = {"A": -3 * q, "B": -9 * q, "C": 5 * q, "D": -8 * q, "E": 4 * q, "F": 11 * q}
    transfers, exact = fewest_transfers(balances)
    assert exact is True
    assert transfers == [Transfer("A", "F", 75), Transfer("B", "C", 125), Transfer("B", "E", 100),
                         Transfer("D", "F", 200)]
    # The heuristic (forced by exact_limit=0) cannot see the triples and needs one more.
    heuristic, exact = fewest_transfers(balances, exact_limit=0)
    assert exact is False
    assert len(heuristic) == 5
    assert apply(balances, heuristic) == {}


def test_one_creditor_collects_from_everyone():
    transfers, exact = fewest_transfers({"Ann": -325, "Bob": 400, "Cal": -75, "Dee": 0})
    assert transfers == [Transfer("Ann", "Bob", 325), Transfer("Cal", "Bob", 75)]
    assert exact is True


def test_everyone_even_needs_nothing():
    assert fewest_transfers({}) == ([], True)
    assert fewest_transfers({"Ann": 0, "Bob": 0}) == ([], True)


def test_unbalanced_books_are_a_bug():
    with pytest.raises(ValueError, match="off by 25 cents"):
        fewest_transfers({"Ann": -100, "Bob": 125})


def test_non_integer_balance_is_a_bug():
    with pytest.raises(ValueError, match="not integer cents"):
        fewest_transfers({"Ann": -1.0, "Bob": 1.0})


def test_output_does_not_depend_on_dict_order():
    balances = {"Eve": 300, "Ann": -125, "Cal": -175, "Bob": 250, "Dee": -250}
    expected, _ = fewest_transfers(balances)
    assert expected == [Transfer("Ann", "Eve", 125), Transfer("Cal", "Eve", 175), Transfer("Dee", "Bob", 250)]
    rng = random.Random(7)
    for _ in range(20):
        items = list(balances.items())
        rng.shuffle(items)
        assert fewest_transfers(dict(items))[0] == expected


def test_more_players_than_the_exact_limit_uses_the_heuristic():
    names = [f"P{i:02d}" for i in range(14)]
    amounts = [-400, 400, -300, 300, -200, 100, 100, -75, -25, 50, 50, -150, 75, 75]
    balances = dict(zip(names, amounts))
    transfers, exact = fewest_transfers(balances)
    assert exact is False
    assert apply(balances, transfers) == {}
    # Two exact pairs peeled first; the rest settles in at most (its size - 1) transfers.
    assert Transfer("P00", "P01", 400) in transfers and Transfer("P02", "P03", 300) in transfers
    assert len(transfers) <= 2 + (14 - 4 - 1)
    assert transfers == sorted(transfers, key=lambda t: (t.frm, t.to))


def test_transfer_is_frozen_and_serialises_as_spec():
    t = Transfer("Ann", "Bob", 325)
    assert t.as_dict() == {"from": "Ann", "to": "Bob", "amount": 325}
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.amount = 1  # type: ignore[misc]


def balanced(max_players: int, unit: int = 25):
    """Balances in whole quarters over up to ``max_players`` players that sum to zero (some may be zero)."""
    @st.composite
    def build(draw):
        n = draw(st.integers(min_value=0, max_value=max_players))
        names = [f"p{i}" for i in range(n)]
        if n == 0:
            return {}
        amounts = draw(st.lists(st.integers(min_value=-12, max_value=12), min_size=n - 1, max_size=n - 1))
        amounts.append(-sum(amounts))
        return {name: a * unit for name, a in zip(names, amounts)}
    return build()


@settings(max_examples=300, deadline=None)
@given(balanced(7))
def test_property_exact_minimum_settles_everything(balances):
    transfers, exact = fewest_transfers(balances)
    assert exact is True
    assert apply(balances, transfers) == {}
    assert all(t.amount > 0 and t.amount % 25 == 0 for t in transfers)
    assert all(t.frm != t.to for t in transfers)
    assert all(balances[t.frm] < 0 < balances[t.to] for t in transfers)
    assert len(transfers) == brute_force_minimum(balances)
    assert transfers == sorted(transfers, key=lambda t: (t.frm, t.to))


@settings(max_examples=100, deadline=None)
@given(balanced(20))
def test_property_heuristic_settles_everything(balances):
    transfers, exact = fewest_transfers(balances, exact_limit=4)
    live = sum(1 for a in balances.values() if a)
    assert exact is (live <= 4)
    assert apply(balances, transfers) == {}
    assert all(t.amount > 0 and t.amount % 25 == 0 for t in transfers)
    # Never worse than one transfer per non-zero player but the last, and no payer pays one payee twice.
    assert len(transfers) <= max(live - 1, 0)
    assert len({(t.frm, t.to) for t in transfers}) == len(transfers)


def test_twelve_players_with_planted_groups_exact():
    # Groups scaled by distinct powers of 100 cannot mix into a zero sum (digit by digit), and a group
    # {-(x+y), x, y} has no zero-sum part; so the optimum is exactly 12 - 4 groups = 8 transfers.
    q = 25
    balances = {}
    for g, (x, y) in enumerate([(3, 5), (1, 7), (2, 2), (4, 6)]):
        scale = q * 100 ** g
        balances.update({f"D{g}": -(x + y) * scale, f"X{g}": x * scale, f"Y{g}": y * scale})
    transfers, exact = fewest_transfers(balances)
    assert exact is True
    assert len(transfers) == 8
    assert apply(balances, transfers) == {}
    assert {(t.frm, t.to) for t in transfers} == {(f"D{g}", f"{w}{g}") for g in range(4) for w in "XY"}
