"""The effective rules of one game, after house defaults, the game file and its variants are merged.

These are the values the table engine reads. They are frozen and plain (ints, strings, tuples, fractions),
so a resolved game can be stored as JSON inside the night's log and replayed without the YAML files.
"""

from __future__ import annotations

from fractions import Fraction

from ..kernel.records import dataclass, field
from ..kernel.cards import Card, parse_card
from ..evaluate.types import Wilds
from ..kernel.words import game_title

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any

POINT_KINDS = ("points-high", "points-low")
# How cards reach the players: 'stud' (the deal's streets, a bet after each) or 'take-pass' (after the deal's
# streets, rounds in which each player not locked takes one card or passes, a bet after each round).
FLOWS = ("stud", "take-pass")
POINT_TIES = ("under", "innies")
ZERO_COLOURS = ("none", "red", "black")


@dataclass(frozen=True)
class Step:
    """One step of a game's flow, as data: a registered kind (see refcli/table/steps/) and its parameters.

    Parameters are plain JSON values (str, int, bool) or tuples of them; `repeat` holds its steps as a
    tuple of Steps under "steps". The same tuple compares, hashes and round-trips through the night's log.
    """

    kind: str
    params: tuple[tuple[str, Any], ...] = ()      # JSON values

    def get(self, name: str, default=None):
        for key, value in self.params:
            if key == name:
                return value
        return default

    def to_json(self) -> list:
        params = {k: ([s.to_json() for s in v] if k == "steps" else list(v) if isinstance(v, tuple) else v)
                  for k, v in self.params}
        return [self.kind, params] if params else [self.kind]

    @classmethod
    def from_json(cls, data: list) -> "Step":
        raw = data[1] if len(data) > 1 else {}
        params = tuple(sorted((k, tuple(cls.from_json(s) for s in v) if k == "steps"
                               else tuple(v) if isinstance(v, list) else v) for k, v in raw.items()))
        return cls(data[0], params)


def step(kind: str, **params) -> Step:
    """A Step with its parameters in a canonical order (lists become tuples)."""
    return Step(kind, tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in params.items())))


def shorthand_steps(deal: tuple[tuple[str, ...], ...], flow: str, declare: bool, lock_after: int) -> tuple[Step, ...]:
    """The flow a game without a `flow:` list plays: the ante, each street of `deal:` with a bet after it,
    for take-pass games rounds of take-or-pass and a bet until everyone is locked, then the showdown."""
    steps = [step("ante")]
    for street in deal:
        steps += [step("deal", cards=street), step("bet")]
    if flow == "take-pass":
        steps.append(step("repeat", steps=(step("take-pass", lock_after=lock_after), step("bet")),
                          until="everyone-locked"))
    if declare:
        steps.append(step("declare"))
    return tuple(steps + [step("show"), step("settle")])


@dataclass(frozen=True)
class PotShare:
    kind: str            # a registered pot kind (refcli/kernel/mechanics.py)
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
    picker_hands: int = 3               # 0: a round, each player at the table dealing once (7½)
    leftover_pot: str = "split_evenly"
    misdeal: str = "same_dealer"        # after a misdeal: 'same_dealer' deals again, or 'next_dealer'

    def pick_length(self, players: int) -> int:
        """Hands a pick plays at a table of ``players``: the count, or one deal each for a round."""
        return self.picker_hands or players


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
    flow: str = "stud"                   # one of FLOWS, or 'steps' when the game file gives its flow as a list
    lock_after: int = 3                  # take-pass: a player who has passed this many times is locked
    points: Points = field(default_factory=Points)
    # The flow as steps (refcli/table/steps/). Games from the `deal:`/`flow:` shorthand, and games stored by an
    # older refcli, get the shorthand's steps here.
    steps: tuple[Step, ...] = ()
    settings: tuple[tuple[str, object], ...] = ()   # game-specific named settings (e.g. thirds rounding)

    def __post_init__(self):
        if not self.steps:
            object.__setattr__(self, "steps", shorthand_steps(self.deal, self.flow, self.declare, self.lock_after))

    def __deepcopy__(self, memo) -> "Game":
        return self   # frozen all the way down: a copy of a night shares its game

    def setting(self, name: str, default=None):
        for key, value in self.settings:
            if key == name:
                return value
        return default

    @property
    def title(self) -> str:
        return game_title(self.name, self.variants)

    @property
    def cards_per_player(self) -> int:
        return self.down_per_player + self.up_per_player + self.either_per_player

    @property
    def either_per_player(self) -> int:
        """Cards a player may take face down or face up (Low Card in the Hole's last card)."""
        return _dealt(self.deal).get("either", 0)

    @property
    def board_cards(self) -> int:
        """Community cards laid in the middle over the whole hand."""
        return _dealt(self.deal).get("board", 0)

    @property
    def down_per_player(self) -> int:
        return _dealt(self.deal).get("down", 0)

    @property
    def up_per_player(self) -> int:
        return _dealt(self.deal).get("up", 0)

    @property
    def betting_rounds(self) -> int:
        """Betting rounds the flow always plays (a repeat's or an each's bets are not counted: they vary). A step
        says it is one (StepKind.betting_round, in the index); `repeat` and `each` are the flow's own words."""
        from ..kernel.declared import STEPS as DECLARED
        declared: dict[str, dict] = DECLARED
        return sum(1 for s in self.steps if declared.get(s.kind, {}).get("betting_round"))

    def step_says(self, word: str) -> bool:
        """Whether a step of the flow as written declares ``word`` (a step's `declares`, read from the generated
        index: no step module is loaded): how the rules' words ask about the steps without naming one. The table
        asks table/flow.py's ``declares``, which also hears the control steps a flow compiles to (an `each`'s
        open rounds); the rules layer cannot compile a flow, and the words it asks of are a written step's."""
        from ..kernel.declared import STEPS as DECLARED
        declared: dict[str, dict] = DECLARED
        return any(word in declared.get(k, {}).get("declares", ()) for k in self._flow_kinds())

    def has_step(self, kind: str) -> bool:
        return kind in self._flow_kinds()

    def _flow_kinds(self) -> frozenset[str]:
        # Asked several times a hand (the deal, the show): the kinds a flow holds are worked out once per
        # flow, kept by the steps' identity (the steps are kept too, so their id is not reused meanwhile).
        found = _KINDS.get(id(self.steps))
        if found is None or found[0] is not self.steps:
            if len(_KINDS) >= 256:
                _KINDS.clear()
            found = _KINDS[id(self.steps)] = (self.steps, _kinds(self.steps))
        return found[1]

    def pot_kinds(self) -> tuple[str, ...]:
        return tuple(p.kind for p in self.pots)


_KINDS: dict[int, tuple[tuple[Step, ...], frozenset[str]]] = {}
_DEALT: dict[int, tuple[tuple, dict[str, int]]] = {}


def _dealt(deal: tuple[tuple[str, ...], ...]) -> dict[str, int]:
    """How many cards of each kind (down, up, either, board) the deal holds over all its streets: asked several
    times a show, counted once per deal (kept by its identity, as has_step keeps a flow's kinds)."""
    found = _DEALT.get(id(deal))
    if found is None or found[0] is not deal:
        if len(_DEALT) >= 256:
            _DEALT.clear()
        counts: dict[str, int] = {}
        for street in deal:
            for card in street:
                counts[card] = counts.get(card, 0) + 1
        found = _DEALT[id(deal)] = (deal, counts)
    return found[1]


def _kinds(steps: tuple[Step, ...]) -> frozenset[str]:
    """Every step kind in a flow, inside `repeat` and `each` too."""
    out: set[str] = set()
    for s in steps:
        out.add(s.kind)
        if s.kind in ("repeat", "each"):
            out |= _kinds(s.get("steps", ()))
    return frozenset(out)


# --- JSON round trip (the resolved game rides inside the night's log) ---------------------------------

def game_to_json(game: Game) -> dict:
    from dataclasses import asdict    # only when a game is written to the log, not for every command
    data = asdict(game)
    data["pots"] = [{"kind": p.kind, "share": str(p.share)} for p in game.pots]
    for side in ("wild_high", "wild_low"):
        w: Wilds = getattr(game, side)
        data[side] = {"ranks": sorted(w.ranks), "cards": sorted(c.code for c in w.cards),
                      "jokers": w.jokers, "may_duplicate": w.may_duplicate}
    pts = game.points
    data["points"] = {"low": str(pts.low), "high": str(pts.high), "court": str(pts.court),
                      "aces": list(pts.aces), "tie": pts.tie, "zero": pts.zero}
    data["steps"] = [s.to_json() for s in game.steps]
    data["settings"] = [[k, list(v) if isinstance(v, tuple) else v] for k, v in game.settings]
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
    d["steps"] = tuple(Step.from_json(s) for s in d.get("steps", ()))
    d["settings"] = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in d.get("settings", ()))
    return Game(**d)


def dots_table(house: House) -> dict[int, int]:
    return dict(house.dots)


__all__ = ["POINT_KINDS", "FLOWS", "POINT_TIES", "ZERO_COLOURS", "Points", "PotShare", "House",
           "Game", "Step", "step", "shorthand_steps", "game_to_json", "game_from_json", "dots_table", "Card"]
