"""The effective rules of one game, after house defaults, the game file and its variants are merged.

These are the values the table engine reads. They are frozen and plain (ints, strings, tuples, fractions),
so a resolved game can be stored as JSON inside the night's log and replayed without the YAML files.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from fractions import Fraction

from ..cards import Card, parse_card
from ..evaluate.types import Wilds

POT_KINDS = ("high", "low", "chicago", "dots", "points-high", "points-low")
POINT_KINDS = ("points-high", "points-low")
# How cards reach the players: 'stud' (the deal's streets, a bet after each) or 'take-pass' (after the deal's
# streets, rounds in which each player not locked takes one card or passes, a bet after each round).
FLOWS = ("stud", "take-pass")
POINT_TIES = ("under", "innies")
ZERO_COLOURS = ("none", "red", "black")


@dataclass(frozen=True)
class PotShare:
    kind: str            # one of POT_KINDS
    share: Fraction      # of the whole pot; the shares of a game add up to 1


@dataclass(frozen=True)
class Points:
    """Point-count pots (5½-25½): the two targets and how cards count."""

    low: Fraction = Fraction(11, 2)
    high: Fraction = Fraction(51, 2)
    court: Fraction = Fraction(1, 2)    # J Q K
    aces: tuple[int, ...] = (1, 11)     # each ace counts any one of these
    # At equal distance: 'under' (below the target beats above it, on both targets) or 'innies' (the side
    # between the two targets wins: above the low target, below the high one).
    tie: str = "under"
    zero: str = "none"                  # 'red' or 'black': cards of that colour count nothing

    def tie_side(self, target: Fraction) -> str:
        """The side of ``target`` that wins at equal distance: 'under' or 'over'."""
        if self.tie == "innies" and target == self.low:
            return "over"
        return "under"


@dataclass(frozen=True)
class House:
    unit: int = 25                      # cents
    ante_per_player: int = 50
    ante_payer: str = "dealer"
    max_bet: int = 100
    max_raise: int = 100
    max_raises: int = 2
    first_to_act: str = "left_of_dealer"
    buyout: int = 200
    penalty: int = 200
    suit_order: tuple[str, ...] = ("s", "h", "d", "c")
    wheel: bool = False
    low: str = "deuce-to-seven"
    wild_may_duplicate: bool = True
    wild_high_low: str = "crazy"
    joker: str = "bug"
    ties: str = "split_evenly"
    odd_quarter: str = "high_side_then_suit"
    declaration_method: str = "simultaneous"
    both_tie: str = "split"             # 'split' (club) or 'lose' (5½-25½)
    both_loser: str = "out_of_both"
    unclaimed_way: str = "other_way"
    nobody_left: str = "split_equally"
    chicago_pair_max: int = 7
    dots: tuple[tuple[int, int], ...] = ((2, 2), (3, 3), (4, 0), (5, 1), (6, 0), (7, 1), (8, 2), (9, 1),
                                         (10, 2), (11, 0), (12, 0), (13, 0), (14, 1))
    dealer_rotation: str = "left"
    picker_hands: int = 3
    leftover_pot: str = "split_evenly"


@dataclass(frozen=True)
class Game:
    """One game as it will be played tonight: house settings already merged in."""

    id: str
    name: str
    about: str
    variants: tuple[str, ...]            # the variant/modifier names applied, in order
    players_min: int
    players_max: int
    deck: str                            # 'standard' (52), 'standard+jokers:N', 'double', ...
    jokers: int                          # jokers in the deck
    deal: tuple[tuple[str, ...], ...]    # per betting round, the cards dealt before it: down, up, either, board
    hand: str                            # formation: best-five, texas-draw, iron-cross, matrix, tin-queue(-wrap),
                                         # two-groups
    pots: tuple[PotShare, ...]
    declare: bool                        # high-low declaration before the showdown
    buyout_required: bool                # folding costs house.buyout
    wild_high: Wilds = field(default_factory=Wilds)
    wild_low: Wilds = field(default_factory=Wilds)
    house: House = field(default_factory=House)
    source: str = ""                     # the file it came from, for messages
    wild_rule: str = "fixed"             # wild cards set by table events: follow(-sticky/-chaos), indicators,
                                         # low-hole (see refcli/table/wildrules.py); 'fixed': the wild lists only
    # Every variant and modifier this game can be played with, as (kind, name, about) with kind 'variant'
    # (the game's own) or 'modifier' (the house's): `refcli rules` lists them and a ruling can quote them.
    options: tuple[tuple[str, str, str], ...] = ()
    flow: str = "stud"                   # one of FLOWS
    lock_after: int = 3                  # take-pass: a player who has passed this many times is locked
    points: Points = field(default_factory=Points)

    @property
    def title(self) -> str:
        return self.name + "".join(f" ({v})" for v in self.variants)

    @property
    def cards_per_player(self) -> int:
        return self.down_per_player + self.up_per_player + self.either_per_player

    @property
    def either_per_player(self) -> int:
        """Cards a player may take face down or face up (Low Card in the Hole's last card)."""
        return sum(street.count("either") for street in self.deal)

    @property
    def board_cards(self) -> int:
        """Community cards laid in the middle over the whole hand."""
        return sum(street.count("board") for street in self.deal)

    @property
    def down_per_player(self) -> int:
        return sum(street.count("down") for street in self.deal)

    @property
    def up_per_player(self) -> int:
        return sum(street.count("up") for street in self.deal)

    @property
    def betting_rounds(self) -> int:
        return len(self.deal)

    def pot_kinds(self) -> tuple[str, ...]:
        return tuple(p.kind for p in self.pots)


# --- JSON round trip (the resolved game rides inside the night's log) ---------------------------------

def game_to_json(game: Game) -> dict:
    data = asdict(game)
    data["pots"] = [{"kind": p.kind, "share": str(p.share)} for p in game.pots]
    for side in ("wild_high", "wild_low"):
        w: Wilds = getattr(game, side)
        data[side] = {"ranks": sorted(w.ranks), "cards": sorted(c.code for c in w.cards),
                      "jokers": w.jokers, "may_duplicate": w.may_duplicate}
    pts = game.points
    data["points"] = {"low": str(pts.low), "high": str(pts.high), "court": str(pts.court),
                      "aces": list(pts.aces), "tie": pts.tie, "zero": pts.zero}
    return data


def game_from_json(data: dict) -> Game:
    d = dict(data)
    d["variants"] = tuple(d["variants"])
    d["deal"] = tuple(tuple(s) for s in d["deal"])
    d["pots"] = tuple(PotShare(p["kind"], Fraction(p["share"])) for p in d["pots"])
    for side in ("wild_high", "wild_low"):
        w = d[side]
        d[side] = Wilds(frozenset(w["ranks"]), frozenset(parse_card(c) for c in w["cards"]),
                        w["jokers"], w["may_duplicate"])
    h = dict(d["house"])
    h["suit_order"] = tuple(h["suit_order"])
    h["dots"] = tuple(tuple(x) for x in h["dots"])
    d["house"] = House(**h)
    d["options"] = tuple(tuple(o) for o in d.get("options", ()))
    if "points" in d:   # games stored before point-count pots existed keep the defaults
        pts = d["points"]
        d["points"] = Points(Fraction(pts["low"]), Fraction(pts["high"]), Fraction(pts["court"]),
                             tuple(pts["aces"]), pts["tie"], pts["zero"])
    return Game(**d)


def dots_table(house: House) -> dict[int, int]:
    return dict(house.dots)


__all__ = ["POT_KINDS", "POINT_KINDS", "FLOWS", "POINT_TIES", "ZERO_COLOURS", "Points", "PotShare", "House",
           "Game", "game_to_json", "game_from_json", "dots_table", "Card"]
