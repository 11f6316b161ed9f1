"""Rulings: who wins each pot of a hand, with what, and which house rule decided it. Pure functions of the
game's rules and the cards, declarations and pot of one hand."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..cards import parse_card
from ..money import format_money
from ..words import and_list
from ..evaluate.types import Wilds
from ..rules.model import Game, dots_table
from .pots import HIGH_SIDE, deciding_card, divide_shares, rounded, split_among

POT_NAMES = {"high": "high hand", "low": "low hand", "chicago": "Low Chicago", "dots": "dots",
             "points-high": "high points", "points-low": "low points"}


def _way(kind: str) -> str:
    """The declared way a pot kind answers to: 'high' or 'low'."""
    return "high" if kind in HIGH_SIDE else "low"


@dataclass(frozen=True)
class Award:
    player: str
    pot: str          # the pot kind the money came from: high, low, chicago, dots, or "all" (everyone else folded)
    amount: int
    hand: str         # what won it, in words


@dataclass(frozen=True)
class Ruling:
    number: int
    title: str
    game: str
    dealer: str
    pot: int
    awards: tuple[Award, ...]
    lines: tuple[str, ...]    # the explanation a person reads, in order

    def to_json(self) -> dict:
        """The ruling as a settled hand stores it: its words and its money, exactly as they were said."""
        return {"number": self.number, "title": self.title, "game": self.game, "dealer": self.dealer,
                "pot": self.pot, "awards": [[a.player, a.pot, a.amount, a.hand] for a in self.awards],
                "lines": list(self.lines)}

    @classmethod
    def from_json(cls, d: dict) -> "Ruling":
        return cls(d["number"], d["title"], d["game"], d["dealer"], d["pot"],
                   tuple(Award(*a) for a in d["awards"]), tuple(d["lines"]))


@dataclass(frozen=True)
class Judged:
    value: tuple              # larger is better for this pot kind
    words: str                # the hand with its cards and how any wild card played
    short: str = ""           # the hand alone, for the list of hands that did not win


def _cards(codes: list[str]):
    return [parse_card(c) for c in codes]


def _sides(codes: list[str], top: bool):
    """The top (or bottom) values of dual-value cards; a joker is a joker on both sides."""
    return [parse_card(c.split("/")[0 if top else 1]) if "/" in c else parse_card(c) for c in codes]


def judge(kind: str, game: Game, down: list[str], up: list[str], board: list[str],
          wilds: tuple[Wilds, Wilds] | None = None, groups: list[list[str]] | None = None) -> Judged | None:
    """One player's standing for one pot kind, or None when they cannot take part (no spade in the hole).
    ``wilds`` (high side, low side) is this player's wild cards when the table decided them."""
    from ..evaluate import chicago, dots
    if kind in ("high", "low"):
        from ..evaluate.hand import hand_name
        if groups:   # two groups of five: each pot judges its own group alone
            own = _cards(groups[0] if kind == "high" else groups[1])
        elif game.hand == "dual":   # dual-value cards: the tops play high, the bottoms low, as held
            own = _sides(down + up, kind == "high")
        else:
            own = _cards(down) + _cards(up)
        formed = _formed(kind, game, own, _cards(board), wilds)
        return Judged(formed.value.score, _words(formed), hand_name(formed.value))
    if kind == "chicago":
        value = chicago.chicago_value(_cards(down), pair_max=game.house.chicago_pair_max)
        if value is None:
            return None
        words = chicago.describe_chicago(_cards(down), pair_max=game.house.chicago_pair_max)
        return Judged(value, words, words)
    if kind in ("points-high", "points-low"):
        return _judge_points(kind, game, down + up)
    if kind == "dots":
        table = dots_table(game.house)
        value = dots.dots_value(_cards(down), _cards(up), table)
        words = dots.describe_dots(_cards(down), _cards(up), table)
        return Judged(value, words, words)
    raise ValueError(f"unknown pot kind {kind}")


def _judge_points(kind: str, game: Game, codes: list[str]) -> Judged:
    """Closest to the target wins; at equal distance the game's side of the target, then more cards."""
    from ..evaluate.points import closest_total, format_points, point_totals
    pts = game.points
    target = pts.high if kind == "points-high" else pts.low
    side = pts.tie_side(target)
    cards = _cards(codes)
    zero = None if pts.zero == "none" else pts.zero
    total = closest_total(point_totals(cards, pts.court, pts.aces, zero_colour=zero), target, side)
    distance = abs(total - target)
    on_side = distance != 0 and (total < target) == (side == "under")
    value = (-distance, on_side, len(cards))
    if distance == 0:
        where = f"exactly on {format_points(target)}"
    else:
        where = f"{format_points(distance)} {'under' if total < target else 'over'}"
    aces = [c for c in cards if c.rank == 14 and not (zero and c.suit in ("hd" if zero == "red" else "sc"))]
    ace_words = ""
    if aces and len(pts.aces) > 1:
        # Which value each ace took: the total fixes how many counted high.
        base = total - sum(min(v for v in _point_options(c, pts, zero)) for c in cards)
        high_aces = int(base / (max(pts.aces) - min(pts.aces)))
        low_aces = len(aces) - high_aces
        if not (high_aces and low_aces):
            value_of = max(pts.aces) if high_aces else min(pts.aces)
            ace_words = f", the ace{'s' if len(aces) > 1 else ''} as {value_of}"
        else:
            ace_words = (f", {high_aces} ace{'s' if high_aces > 1 else ''} as {max(pts.aces)} and "
                         f"{low_aces} as {min(pts.aces)}")
    words = f"{format_points(total)} ({' '.join(c.label for c in cards)}){ace_words}, {where}"
    return Judged(value, words, words)


def _point_options(card, pts, zero):
    from ..evaluate.points import card_points
    return card_points(card, pts.court, pts.aces, zero_colour=zero)


def _formed(kind: str, game: Game, own: list, board: list, wilds: tuple[Wilds, Wilds] | None = None):
    """The best hand the game's formation allows from the player's own and the community cards."""
    from ..evaluate import formations as f
    high, low = wilds or (game.wild_high, game.wild_low)
    judge = f.Judge.high(high, game.house.wheel) if kind == "high" else f.Judge.low(low, game.house.low)
    if game.hand in ("best-five", "two-groups", "dual"):
        return f.best_five(own, judge)
    if game.hand == "texas-draw":
        return f.texas_draw(own, board, judge)
    if game.hand == "iron-cross":
        return f.iron_cross(own, board, judge)
    if game.hand == "matrix":
        return f.matrix(own, board, judge)
    if game.hand in ("tin-queue", "tin-queue-wrap"):
        return f.tin_queue(own, board, judge, wrap=game.hand == "tin-queue-wrap")
    raise ValueError(f"unknown hand formation {game.hand}")


def _words(formed) -> str:
    from ..evaluate.hand import describe
    text = describe(formed.value)
    if formed.line:
        return f"{text}, with the {formed.line}"
    if formed.shared:
        return f"{text}, with {' '.join(c.label for c in formed.shared)} from the board"
    return text


def _best(judged: dict[str, Judged], among: list[str]) -> list[str]:
    contenders = [p for p in among if judged.get(p) is not None]
    if not contenders:
        return []
    top = max(judged[p].value for p in contenders)
    return [p for p in contenders if judged[p].value == top]


def rule_showdown(number: int, game: Game, dealer: str, pot: int, active: list[str],
                  down: dict[str, list[str]], up: dict[str, list[str]], board: list[str],
                  declared: dict[str, str], wilds: dict[str, tuple[Wilds, Wilds]] | None = None,
                  wild_lines: tuple[str, ...] = (), groups: dict[str, list[list[str]]] | None = None) -> Ruling:
    """``wilds``: each player's wild cards (high, low) where the table decided them (wildrules.py), and
    ``wild_lines`` the sentences that explain them; otherwise the game's fixed wild cards apply."""
    unit = game.house.unit
    kinds = [p.kind for p in game.pots]
    wilds, groups = wilds or {}, groups or {}
    judged = {k: {p: judge(k, game, down.get(p, []), up.get(p, []), board, wilds.get(p), groups.get(p))
                  for p in active} for k in kinds}
    own_cards = {p: list(down.get(p, [])) + list(up.get(p, [])) for p in active}
    lines: list[str] = list(wild_lines)
    notes: list[str] = []

    if game.declare and len(kinds) == 2:
        ways = sorted(kinds, key=lambda k: k not in HIGH_SIDE)     # the high way first
        winners = _declared_winners(game, ways, active, declared, judged, lines)
        # Who went each way: the hands that lost that way are listed under it.
        contenders = {k: [p for p in active if declared[p] in (_way(k), "both")] for k in kinds}
    else:
        winners = {k: _best(judged[k], active) for k in kinds}
        contenders = {}

    odd = "quarter" if unit == 25 else "unit"
    if all(not winners[k] for k in kinds):
        # Declarers knocked each other out: the house splits the pot equally between them.
        split = split_among(pot, list(active), own_cards, True, unit)
        awards = [Award(p, "all", amt, "knocked out both ways") for p, amt in split]
        lines.append(f"Nobody is left to win: the pot of {format_money(pot)} is split equally between "
                     + " and ".join(active) + " (house rule): "
                     + ", ".join(f"{p} {format_money(a)}" for p, a in split) + ".")
        if pot % (len(active) * unit):
            lines.append(_odd_note(split, own_cards, True, odd))
        return Ruling(number, game.title, game.id, dealer, pot, tuple(awards), tuple(lines))

    shares = [(p.kind, p.share) for p in game.pots]
    rounding = game.setting("pot_rounding", "high-side")
    amounts = divide_shares(pot, shares, unit, rounding)
    halves = all(share == Fraction(1, 2) for _, share in shares)
    if len(kinds) > 1 and halves and pot % (2 * unit) and all(winners[k] for k in kinds):
        notes.append(f"The pot does not divide evenly: the odd {odd} goes to the high side.")
    elif len(kinds) > 1 and not halves and rounded(pot, shares, unit) and all(winners[k] for k in kinds):
        parts = and_list([f"{format_money(amounts[k])} to the {POT_NAMES[k]} ({share})" for k, share in shares])
        how = ("each share rounded down to whole quarters, the quarters left over to the high hand"
               if rounding == "high-side" else "each share rounded to the nearest quarter")
        notes.append(f"The pot of {format_money(pot)} does not divide exactly: {parts} ({how}; "
                     f"setting pot_rounding: {rounding}).")

    for k in kinds:
        if not winners[k]:
            other = next(o for o in kinds if o != k and winners[o])
            if k == "chicago":
                notes.append(f"Nobody has a spade in the hole: the {POT_NAMES[other]} takes the whole pot.")
            amounts[other] += amounts.pop(k)

    awards: list[Award] = []
    for k in kinds:
        if k not in amounts:
            continue
        ws = winners[k]
        share = amounts[k]
        split = split_among(share, ws, own_cards, k in HIGH_SIDE, unit)
        label = POT_NAMES[k][0].upper() + POT_NAMES[k][1:]
        if share == pot:
            head = f"{label}, the whole pot ({format_money(share)})"
        elif len(kinds) == 2 and game.pots[0].share == 1 / 2:
            head = f"{label} half ({format_money(share)})"
        else:
            head = f"{label} share ({format_money(share)})"
        for p, amt in split:
            words = judged[k][p].words
            awards.append(Award(p, k, amt, words))
        if len(ws) == 1:
            p = ws[0]
            lines.append(f"{head}: {p} with {judged[k][p].words}.")
        else:
            names = ", ".join(f"{p} {format_money(a)}" for p, a in split)
            each = "; ".join(f"{p} with {judged[k][p].words}" for p in ws)
            lines.append(f"{head}: a tie — {each}. Split {names}.")
            if share % (len(ws) * unit):
                lines.append("  " + _odd_note(split, own_cards, k in HIGH_SIDE, odd))
        if k == "dots":
            lines.extend(_dots_tiebreak(judged[k], ws))
        others = [p for p in contenders.get(k, active) if p not in ws]
        if others:
            lines.append("  Beaten: " + "; ".join(
                f"{p} {judged[k][p].short if judged[k].get(p) else 'no spade in the hole'}" for p in others) + ".")
    return Ruling(number, game.title, game.id, dealer, pot, tuple(awards), tuple(lines + notes))


def _dots_tiebreak(judged: dict[str, Judged | None], winners: list[str]) -> list[str]:
    """Say so when dots face down tied and dots face up decided it (the club's rule)."""
    top_down = judged[winners[0]].value[0]
    level = [p for p, j in judged.items() if j is not None and j.value[0] == top_down]
    if len(level) > len(winners):
        return [f"  Dots face down tied at {top_down}: the most dots face up decides (house rule)."]
    return []


def _odd_note(split: list[tuple[str, int]], own_cards: dict[str, list[str]], high_side: bool, odd: str) -> str:
    """Name who took the odd quarter(s) of a split and the card that decided it."""
    top = max(a for _, a in split)
    favoured = [p for p, a in split if a == top]
    side = "highest" if high_side else "lowest"
    held = ", ".join(f"{p} ({deciding_card(own_cards[p], high_side).label})" for p in favoured)
    return (f"The odd {odd}{'s go' if len(favoured) > 1 else ' goes'} to {held}: the {side} card by suit "
            f"(♠ ♥ ♦ ♣), counting all of their cards.")


def _declared_winners(game: Game, kinds: list[str], active: list[str], declared: dict[str, str],
                      judged: dict, lines: list[str]) -> dict[str, list[str]]:
    """The club's declaration rules for a two-way (high/low) pot."""
    hi, lo = kinds
    wants = {hi: [p for p in active if declared[p] in ("high", "both")],
             lo: [p for p in active if declared[p] in ("low", "both")]}
    both = [p for p in active if declared[p] == "both"]
    decl_words = ", ".join(f"{p} {declared[p]}" for p in active)
    lines.append(f"Declared: {decl_words}.")
    out: list[str] = []
    for p in both:
        for k in (hi, lo):
            best = _best(judged[k], wants[k])
            tied = len(best) > 1
            if p not in best:
                beaten_by = ", ".join(b for b in best)
                lines.append(f"{p} declared both and lost the {POT_NAMES[k]} to {beaten_by}: "
                             f"out of both ways (house rule).")
                out.append(p)
                break
            if tied and game.house.both_tie == "lose":
                lines.append(f"{p} declared both and tied the {POT_NAMES[k]}: under this game's rule a tie "
                             f"counts as a loss, so {p} is out of both ways.")
                out.append(p)
                break
            if tied:
                lines.append(f"{p} declared both and tied the {POT_NAMES[k]}: that way is split and {p} "
                             f"keeps the other (house rule).")
    remaining = {k: [p for p in wants[k] if p not in out] for k in (hi, lo)}
    winners = {k: _best(judged[k], remaining[k]) for k in (hi, lo)}
    if not wants[lo] and wants[hi]:
        lines.append(f"Everyone declared high: the {POT_NAMES[hi]} takes the whole pot.")
    elif not wants[hi] and wants[lo]:
        lines.append(f"Everyone declared low: the {POT_NAMES[lo]} takes the whole pot.")
    else:
        for k, other in ((hi, lo), (lo, hi)):
            if wants[k] and not remaining[k] and remaining[other]:
                lines.append(f"No one remains for the {POT_NAMES[k]}: it goes to the {POT_NAMES[other]}.")
    return winners
