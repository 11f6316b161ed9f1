"""A Game built from a game file, the house layers and the chosen options, with the checks that only make
sense once everything is merged (enough cards, a board the hand can use, pots the game can split).
"""

from __future__ import annotations

from fractions import Fraction

from ..kernel.cards import Card
from ..evaluate.points import format_points
from ..evaluate.types import Wilds
from .files import GAME_NUMBER_SETTINGS, GAME_SETTINGS, GameFile, Option
from .flows import deal_of, deals_itself, declares, settles, step_problem
from .house import build_house
from .model import POINT_KINDS, Game, House, Points, PotShare
from .values import BOARD_NEEDS, WildSpec
from .yamlnodes import At, Invalid

_GAME_DEFAULTS = {"players_min": 2, "players_max": 7, "deck": ("standard", 0, 52), "hand": "best-five",
                  "pots": (PotShare("high", Fraction(1)),), "declare": False, "buyout_required": False,
                  "wild": None, "wild_rule": "fixed", "flow": "stud", "lock_after": 3}
_POINT_FIELDS = ("low", "high", "court", "aces", "tie", "zero")


def _wilds(spec: WildSpec | None, house: House, jokers_in_deck: int, at: At | None) -> tuple[Wilds, Wilds]:
    spec = spec or WildSpec()
    crazy = house.wild_high_low == "crazy"
    high = spec.both + spec.high
    low = (spec.both if crazy else ()) + spec.low
    if jokers_in_deck == 0:
        if spec.jokers is not None:
            raise Invalid(at, "the deck has no jokers (a deck with one is standard+jokers:1)")
        high_j = low_j = "none"
    else:
        mode = spec.jokers or house.joker
        high_j = "wild" if mode in ("wild", "high") else "bug"
        low_j = "wild" if mode == "low" or (mode == "wild" and crazy) else "bug"

    def side(items: tuple, jokers: str) -> Wilds:
        return Wilds(frozenset(i for i in items if isinstance(i, int)),
                     frozenset(i for i in items if isinstance(i, Card)), jokers, house.wild_may_duplicate)

    return side(high, high_j), side(low, low_j)


def _first_at(gs: dict, *names: str) -> At | None:
    for name in names:
        if name in gs:
            return gs[name][1]
    return None


def build_game(src: GameFile, house_layers: list[dict], options: list[Option], all_options) -> Game:
    hs: dict = {}
    for layer in house_layers:
        hs.update(layer)
    hs.update(src.house)
    gs = dict(src.settings)
    for o in options:
        gs.update(o.settings)
        hs.update(o.house)
    house = build_house(hs)

    def get(name):
        return gs[name][0] if name in gs else _GAME_DEFAULTS[name]

    flow = get("flow")
    if isinstance(flow, tuple):
        # The flow lists its own deal steps: they are the game's deal (the `deal:` shorthand is not used).
        if "deal" in gs and any("flow" in o.settings for o in options) \
                and not any("deal" in o.settings for o in options):
            # A variant that plays the game as a list of steps brings its own deal steps (Three Turds flush).
            del gs["deal"]
        if "deal" in gs:
            raise Invalid(_first_at(gs, "deal"), "a game whose flow is a list of steps deals in its deal steps; "
                                                  "remove deal:")
        deal = deal_of(flow)
        if not deal and not deals_itself(flow):
            raise Invalid(_first_at(gs, "flow"), "the flow deals no cards: add a deal step")
        if sum(1 for s in flow if settles(s)) != 1 or not settles(flow[-1]):
            raise Invalid(_first_at(gs, "flow"), "a flow ends with one settle step")
    else:
        if "deal" not in gs:
            raise Invalid(_first_at(gs, "flow"), "missing deal: list the cards dealt before each betting round, "
                                                  "or give the flow as a list of steps")
        deal = get("deal")
    players_min, players_max = get("players_min"), get("players_max")
    deck, jokers, deck_size = get("deck")
    pots = get("pots")
    kinds = [p.kind for p in pots]
    if players_min > players_max:
        raise Invalid(_first_at(gs, "players_max", "players_min"),
                       f"min {players_min} is more than max {players_max}")
    per_player = sum(len(s) - s.count("board") for s in deal)
    board = sum(s.count("board") for s in deal)
    if players_max * per_player + board > deck_size:
        shared = f" and {board} community cards" if board else ""
        raise Invalid(_first_at(gs, "players_max", "deal", "deck"),
                       f"{players_max} players of {per_player} cards{shared} need "
                       f"{players_max * per_player + board} cards; the deck has {deck_size}")
    hand = get("hand")
    from ..kernel.mechanics import FORMATIONS, POTS
    formation = FORMATIONS.get(hand)        # what a game of it must deal and play (its declaration says)
    if formation.needs and (per_player != formation.cards or not all(k in kinds for k in formation.pots)):
        raise Invalid(_first_at(gs, "hand", "deal", "pots"), formation.needs)
    least, most = BOARD_NEEDS[hand]
    if not least <= board <= most:
        need = (f"exactly {least}" if least == most else f"at least {least}")
        raise Invalid(_first_at(gs, "hand", "deal"),
                       f"{hand} needs {need} community cards; the deal lays {board}")
    declare = get("declare")
    if isinstance(flow, tuple) and declares(flow) and not declare:
        raise Invalid(_first_at(gs, "declare", "flow"), "the flow has a declare step: add declare: true for a "
                                                        "high-low declaration, or drop the step (cards speak)")
    pairs = (("high", "low"), POINT_KINDS)
    if declare and not any(all(k in kinds for k in pair) for pair in pairs):
        pair = "points-high pot and a points-low pot" if set(kinds) & set(POINT_KINDS) else "high pot and a low pot"
        raise Invalid(_first_at(gs, "declare"), f"a high-low declaration needs a {pair} "
                                                 f"(pots: {', '.join(kinds)})")
    points = Points(**{f: gs[f"points_{f}"][0] for f in _POINT_FIELDS if f"points_{f}" in gs})
    if points.low >= points.high:
        raise Invalid(_first_at(gs, "points_low", "points_high"),
                       f"the low target {format_points(points.low)} is not below the high target "
                       f"{format_points(points.high)}")
    if flow == "take-pass" and (board or hand != "best-five"):
        raise Invalid(_first_at(gs, "flow"), "take-or-pass rounds deal each player his own cards: no "
                                              "community cards, hand: best-five")
    down = sum(s.count("down") for s in deal)
    needing = [kind for kind in POTS.names() if POTS.get(kind).needs_down and kind in kinds]
    if needing and down == 0:       # a pot kind judged on the cards in the hole (its declaration says so)
        raise Invalid(_first_at(gs, "pots"), f"a {needing[0]} pot needs cards dealt down")
    for kind in kinds:      # a board's share (refcli/table/potkinds/boards.py): every street lays equal boards
        boards = POTS.get(kind).boards
        if boards and (board == 0 or any(s.count("board") % boards for s in deal)):
            raise Invalid(_first_at(gs, "pots", "deal"), f"a {kind} pot needs each street's community cards "
                                                          f"laid in {boards} equal boards")
    wild_high, wild_low = _wilds(get("wild"), house, jokers, _first_at(gs, "wild"))
    name = src.name
    if src.title:
        # The title shows the settings played (6-26 for targets 6 26); a stored night keeps the name it had.
        from .params import render_title
        merged = {"lock_after": get("lock_after")} | {f"points_{f}": getattr(points, f) for f in _POINT_FIELDS}
        name = render_title(src.title, merged.__getitem__)
    from .params import about as option_about
    game = Game(
        id=src.id, name=name, about=src.about, variants=tuple(o.name for o in options),
        players_min=players_min, players_max=players_max, deck=deck, jokers=jokers, deal=deal,
        hand=hand, wild_rule=get("wild_rule"), pots=pots, declare=declare, buyout_required=get("buyout_required"),
        wild_high=wild_high, wild_low=wild_low, house=house, source=src.label,
        options=tuple((o.kind, o.name, option_about(o, src.id)) for o in all_options),
        flow="steps" if isinstance(flow, tuple) else flow, steps=flow if isinstance(flow, tuple) else (),
        lock_after=get("lock_after"), points=points,
        settings=tuple((name, gs[f"setting_{name}"][0]) for name in (*GAME_SETTINGS, *GAME_NUMBER_SETTINGS)
                       if f"setting_{name}" in gs))
    # Only a flow written as steps can hold a step with conditions (the shorthand's steps have none), so the
    # step registry is loaded only for those.
    problem = step_problem(game) if isinstance(flow, tuple) else ""
    if problem:
        raise Invalid(_first_at(gs, "flow"), problem)
    return game
