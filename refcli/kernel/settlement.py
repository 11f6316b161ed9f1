"""End-of-night settlement: who pays whom, in as few transfers as possible.

Players whose balances net to zero can settle among themselves, and a group of k players that
nets to zero needs k - 1 transfers (a transfer graph on a connected group needs k - 1 edges, and
k - 1 always suffice). So the fewest transfers for n non-zero players is n minus the largest number
of disjoint zero-sum groups they can be split into. Finding that split is NP-hard in general, but a
home game has a handful of players, so a subset DP over 2^n states is exact and quick up to ~12.
"""

from __future__ import annotations

from .records import dataclass


@dataclass(frozen=True)
class Transfer:
    frm: str
    to: str
    amount: int  # cents, always > 0

    def as_dict(self) -> dict[str, str | int]:
        """The JSON shape of SPEC §4 ("from", "to", "amount")."""
        return {"from": self.frm, "to": self.to, "amount": self.amount}


def fewest_transfers(balances: dict[str, int], exact_limit: int = 12) -> tuple[list[Transfer], bool]:
    """Transfers that settle ``balances`` (cents; negative pays, positive receives).

    Returns (transfers sorted by payer then payee, exact); ``exact`` is True when the count is proven
    minimal, False when more than ``exact_limit`` players are non-zero and a heuristic was used.
    Balances that do not sum to zero are a bug in the ledger, not user input: ValueError.
    """
    for name, amount in balances.items():
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise ValueError(f"balance of {name!r} is not integer cents: {amount!r}")
    total = sum(balances.values())
    if total:
        raise ValueError(f"balances do not sum to zero (off by {total} cents)")
    # Sorting by name first makes the result independent of the dict's insertion order.
    live = sorted((name, amount) for name, amount in balances.items() if amount)
    if len(live) <= exact_limit:
        transfers = [t for group in _zero_sum_groups(live) for t in _settle_group(group)]
        exact = True
    else:
        transfers = _heuristic(live)
        exact = False
    transfers.sort(key=lambda t: (t.frm, t.to))
    return transfers, exact


def _zero_sum_groups(live: list[tuple[str, int]]) -> list[list[tuple[str, int]]]:
    """Split ``live`` into the largest possible number of disjoint zero-sum groups.

    best[mask] = the most zero-sum groups the players in ``mask`` can be cut into when they are
    taken one at a time in some order and a group closes whenever the running total is zero; every
    partition into zero-sum groups is reachable that way, so best[full] is the true maximum.
    """
    n = len(live)
    if n == 0:
        return []
    amounts = [a for _, a in live]
    size = 1 << n
    sums = [0] * size
    for mask in range(1, size):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + amounts[low.bit_length() - 1]
    bits = [1 << i for i in range(n)]
    best = [0] * size
    for mask in range(1, size):
        top = max(best[mask ^ b] for b in bits if mask & b)
        best[mask] = top + 1 if sums[mask] == 0 else top

    # Walk back from the full set, always removing the lowest-index player that keeps the optimum;
    # each zero-sum mask met on the way closes a group.
    groups: list[list[tuple[str, int]]] = []
    current: list[tuple[str, int]] = []
    mask = size - 1
    while mask:
        need = best[mask] - (1 if sums[mask] == 0 else 0)
        i = next(i for i in range(n) if mask & bits[i] and best[mask ^ bits[i]] == need)
        current.append(live[i])
        mask ^= bits[i]
        if sums[mask] == 0:
            groups.append(current)
            current = []
    return groups


def _settle_group(group: list[tuple[str, int]]) -> list[Transfer]:
    """Largest debtor pays largest creditor until the group is square: every step zeroes at least one
    player and the last step zeroes two, so a group of k that has no zero-sum subgroup takes k - 1."""
    return _greedy({name: amount for name, amount in group}, peel_pairs=False)


def _heuristic(live: list[tuple[str, int]]) -> list[Transfer]:
    """Too many players for the exact search: settle exact matches first (a debtor who owes exactly
    what a creditor is owed settles in one transfer with neither left over), then greedy."""
    return _greedy(dict(live), peel_pairs=True)


def _greedy(open_: dict[str, int], peel_pairs: bool) -> list[Transfer]:
    transfers: list[Transfer] = []
    while open_:
        pair = _exact_pair(open_) if peel_pairs else None
        if pair is None:
            # Ties broken by name so the output is stable across runs.
            debtor = min((n for n, a in open_.items() if a < 0), key=lambda n: (open_[n], n))
            creditor = min((n for n, a in open_.items() if a > 0), key=lambda n: (-open_[n], n))
        else:
            debtor, creditor = pair
        amount = min(-open_[debtor], open_[creditor])
        transfers.append(Transfer(debtor, creditor, amount))
        for name, delta in ((debtor, amount), (creditor, -amount)):
            open_[name] += delta
            if open_[name] == 0:
                del open_[name]
    return transfers


def _exact_pair(open_: dict[str, int]) -> tuple[str, str] | None:
    """The debtor and creditor with equal and opposite balances, largest amount first, then by name."""
    creditors: dict[int, str] = {}
    for name in sorted(open_):
        if open_[name] > 0:
            creditors.setdefault(open_[name], name)
    matches = [(open_[name], name) for name in open_ if open_[name] < 0 and -open_[name] in creditors]
    if not matches:
        return None
    amount, debtor = min(matches)
    return debtor, creditors[-amount]


def via_transfers(balances: dict[str, int], hub: str) -> list[Transfer]:
    """Everyone settles with ``hub`` (the host, say): each loser pays him, he pays each winner.

    One payment per player other than the hub whose balance is not zero, in the order of ``balances``
    (the seats); the hub's own balance is what is left over, so it settles too.
    """
    if hub not in balances:
        raise ValueError(f"{hub!r} has no balance to settle through")
    if sum(balances.values()):
        raise ValueError(f"balances do not sum to zero (off by {sum(balances.values())} cents)")
    return [Transfer(name, hub, -amount) if amount < 0 else Transfer(hub, name, amount)
            for name, amount in balances.items() if name != hub and amount]


def one_settles(player: str, owed: int, others: dict[str, int]) -> list[Transfer] | None:
    """The fewest payments that settle ``player`` alone (a leaver) with ``others``, each of them paid or
    paying at most what he is owed or owes, so nobody who is owed ends up owing (or the reverse).

    ``owed``: the player's balance (negative pays); ``others``: the balances of those who can pay or be paid
    now, in the order to prefer on a tie (the seats). One payment to (or from) someone whose balance is
    exactly the opposite closes both; else the largest first: the k largest cover the most that any k can, so
    no fewer payments could do. None when the others together cannot take it all (the rest is owed to, or
    by, someone who is not there)."""
    if owed == 0:
        return []
    sign = 1 if owed < 0 else -1           # +1: the player pays those owed (positive balances)
    need = abs(owed)
    side = [(name, sign * amount) for name, amount in others.items() if name != player and sign * amount > 0]
    if sum(a for _, a in side) < need:
        return None
    exact = next((name for name, a in side if a == need), None)
    if exact is not None:
        picks = [(exact, need)]
    else:
        picks = []
        for name, a in sorted(side, key=lambda x: -x[1]):     # stable: the seats break ties
            if need == 0:
                break
            picks.append((name, min(a, need)))
            need -= picks[-1][1]
    return [Transfer(player, name, a) if sign > 0 else Transfer(name, player, a) for name, a in picks]
