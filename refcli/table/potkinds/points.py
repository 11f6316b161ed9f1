"""Point pots (5½-25½): the total closest to the target, over or under; at equal distance the game's side of
the target, then more cards, then a split."""

from __future__ import annotations

from ...kernel.declare import Mechanic, PotKind
from ...kernel.registry import POT_RULES
from ...rules.model import Game
from ...kernel.words import and_list
from ..judged import Judged, PotRules, parsed


class PointsPot(PotRules):
    def judge(self, kind, game, down, up, board, wilds=None, groups=None) -> Judged:
        return _judge_points(kind, game, down + up)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return _points_tiebreak(kind, game, judged, winners, contenders)

    def rules_lines(self, kind, game, share, others) -> list[str]:
        from ...evaluate.points import format_points
        target = game.points.high if kind == "points-high" else game.points.low
        way = "high" if kind == "points-high" else "low"
        return [f"{share}: the total closest to {format_points(target)} ({way})."]

    def rules_notes(self, kind, game) -> list[str]:
        return point_count_lines(game)


POT_RULES.register("points-high")(PointsPot())
POT_RULES.register("points-low")(PointsPot())


def _judge_points(kind: str, game: Game, codes: list[str]) -> Judged:
    """Closest to the target wins; at equal distance the game's side of the target, then more cards."""
    from ...evaluate.points import closest_total, format_points, point_totals
    pts = game.points
    target = pts.high if kind == "points-high" else pts.low
    side = pts.tie_side(target)
    cards = parsed(codes)
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
    return Judged(value, words, words, total=format_points(total),
                  away="exactly on it" if distance == 0 else f"{format_points(distance)} away")


def _point_options(card, pts, zero):
    from ...evaluate.points import card_points
    return card_points(card, pts.court, pts.aces, zero_colour=zero)


def _points_tiebreak(kind: str, game: Game, judged: dict[str, Judged | None], winners: list[str],
                     contenders: list[str]) -> list[str]:
    """5½-25½: at equal distance the game's side of the target, then more cards, then a split."""
    from ...evaluate.points import format_points
    pts = game.points
    target = format_points(pts.high if kind == "points-high" else pts.low)
    side_rule = "innies beat outies" if pts.tie == "innies" else "under beats over"
    best = judged[winners[0]]
    level = [p for p in contenders if p not in winners and judged[p].value[0] == best.value[0]]
    out = []
    w = winners[0]
    for p in level:
        j = judged[p]
        rule = side_rule if j.value[1] != best.value[1] else "more cards beat fewer"
        why = f" ({best.value[2]} cards to {j.value[2]})" if rule == "more cards beat fewer" else ""
        out.append(f"Tie-break: {w}'s {best.total} and {p}'s {j.total} are equally close to {target} "
                   f"({best.away}); {rule}{why}: {w} wins.")
    if len(winners) > 1:
        out.append(f"Tie-break: {and_list(winners)} are level on distance, side and number of cards "
                   f"({best.away} from {target}): split.")
    return out


def point_count_lines(game: Game) -> list[str]:
    """How cards count in the point pots, and how equal distances are broken (`refcli rules`)."""
    from fractions import Fraction

    from ...evaluate.points import format_points as pts
    points = game.points
    aces = " or ".join(str(a) for a in points.aces)
    count = (f"Cards count points: 2 to 10 their face value, J Q K {pts(points.court)} each, an ace {aces}"
             + (" (each ace as suits the hand)." if len(points.aces) > 1 else "."))
    if points.zero != "none":
        count += f" {points.zero.capitalize()} cards count nothing."
    lo, hi = pts(points.low), pts(points.high)
    half = Fraction(1, 2)
    if points.tie == "under":
        tie = (f"under the target beats over it ({pts(points.low - half)} beats {pts(points.low + half)} for {lo}, "
               f"{pts(points.high - half)} beats {pts(points.high + half)} for {hi})")
    else:
        tie = (f"innies beat outies: the total between the targets wins ({pts(points.low + half)} beats "
               f"{pts(points.low - half)} for {lo}, {pts(points.high - half)} beats {pts(points.high + half)} for "
               f"{hi})")
    return [count, "Over or under a target does not matter, only the distance from it. At equal distance, " + tie
            + "; then more cards beat fewer; a true tie splits that share evenly."]


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "points-high": PotKind("high points", "the high points", True, "high", counted=True, plain_side=True),
        "points-low": PotKind("low points", "the low points", False, "low", counted=True, plain_side=True),
    },
)
