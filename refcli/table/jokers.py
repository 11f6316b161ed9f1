"""High and Low Poker's same-joker rule: a joker is one card for the high hand and the low hand alike.

The player names that card at the showdown; refcli, which sees no such declaration typed, picks for him the
card that wins him the most of the pot, as he would. It tries every card for each joker, keeps the choices
that are not worse both ways than another (best high, weakest low), and settles each joker holder's choice
against the others' in seat order until nobody would change (at most a few passes).
"""

from __future__ import annotations

from itertools import product

from ..kernel.cards import parse_card, standard_deck
from ..evaluate.hand import high_score, low_score
from ..kernel.words import and_list


def _pair(code: str, it) -> str:
    """A joker becomes the next chosen value, as a dual card showing it both ways; other cards stay."""
    if code != "jk":
        return code
    v = next(it)
    return f"{v}/{v}"


def _as(codes: list[str], values: tuple[str, ...]) -> list[str]:
    it = iter(values)
    return [_pair(c, it) for c in codes]


def _candidates(game, codes: list[str]) -> list[tuple[str, ...]]:
    n = codes.count("jk")
    values = [c.code for c in standard_deck()]
    best: dict[tuple, tuple[str, ...]] = {}
    for choice in product(values, repeat=n):
        cards = _as(codes, choice)
        tops = [parse_card(c.split("/")[0]) for c in cards]
        bottoms = [parse_card(c.split("/")[1]) for c in cards]
        key = (high_score(tops, wheel=game.house.wheel), low_score(bottoms, kind=game.house.low))
        best.setdefault(key, choice)
    keys = list(best)
    front = [k for k in keys if not any(o != k and o[0] >= k[0] and o[1] >= k[1] for o in keys)]
    front.sort(reverse=True)                     # best high first: the starting choice
    return [best[k] for k in front]


def choose_same_jokers(game, active: list[str], down: dict, up: dict, rule) -> tuple[dict, dict, tuple[str, ...]]:
    """(down, up, lines): every joker of the players still in replaced by the card chosen for it.
    ``rule(down, up)`` returns the ruling for cards with no jokers left."""
    holders = [p for p in active if "jk" in down.get(p, []) + up.get(p, [])]
    if not holders:
        return down, up, ()
    options = {p: _candidates(game, down.get(p, []) + up.get(p, [])) for p in holders}
    chosen = {p: options[p][0] for p in holders}

    def cards_for(pick):
        new_down, new_up = dict(down), dict(up)
        for p, values in pick.items():
            it = iter(values)
            new_down[p] = [_pair(c, it) for c in down.get(p, [])]
            new_up[p] = [_pair(c, it) for c in up.get(p, [])]
        return new_down, new_up

    for _ in range(4):
        changed = False
        for p in holders:
            def won(values):
                trial = dict(chosen, **{p: values})
                ruling = rule(*cards_for(trial))
                return sum(a.amount for a in ruling.awards if a.player == p)
            best = max(options[p], key=won)      # max keeps the first (best high) among equal winnings
            if best != chosen[p] and won(best) > won(chosen[p]):
                chosen[p], changed = best, True
        if not changed:
            break
    lines = tuple(f"{p}'s joker{'s play' if len(v) > 1 else ' plays'} as "
                  f"{and_list([parse_card(c).label for c in v])} in both hands (same-joker: one card for high and "
                  f"low; refcli chose the card that wins {p} the most)." for p, v in chosen.items())
    new_down, new_up = cards_for(chosen)
    return new_down, new_up, lines
