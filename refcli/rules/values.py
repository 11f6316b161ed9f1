"""One setting's value read from its node: text, numbers, choices, amounts, ranks and cards, suits, dots,
the deck, the deal's streets, pot shares and wild cards. Each refuses a bad value with the node's line.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..kernel.records import dataclass
from ..kernel.cards import JOKER, RANK_CHARS, RANK_PLURALS, RANK_WORDS, Card, parse_card
from ..kernel.errors import ParseError
from ..kernel.mechanics import FORMATIONS, POTS, WILD_RULES as _WILD_RULE_REGISTRY
from ..kernel.money import parse_amount
from ..kernel.safetext import shown
from .messages import CONTROL, suggest
from .model import POINT_TIES, ZERO_COLOURS, PotShare
from .yamlnodes import TAG, Ctx, read_items, join_field, node_kind, read_pairs, read_scalar, unknown_key

_SHARE = re.compile(r"^\s*(\d+)\s*(?:/\s*(\d+)\s*)?$")
_DECK = re.compile(r"^(standard|double|dual|forty-one)(?:\+jokers:(\d+))?$")
_ZERO = re.compile(r"^\$?0*(?:\.0*)?$")
# A point value: 5, 5.5, 5½, 5 1/2, 11/2, ½, 1/2.
_POINTS = re.compile(r"^\s*(?:(\d+)\s*(½)?|(\d+)?\s*(½)|(?:(\d+)\s+)?(\d+)\s*/\s*(\d+)|(\d+\.\d+))\s*$")

DECK_SIZES = {"standard": 52, "double": 104, "dual": 52,   # dual: dual-value cards (High and Low Poker)
              "forty-one": 41}      # 7½: A-7 and J Q K of each suit, and the 8♥
# Hand formations and the community cards each needs, from their registry (refcli/kernel/mechanics.py).
HANDS = FORMATIONS.names()
BOARD_NEEDS = {name: entry.board for name, entry in FORMATIONS.items()}
STREET_CARDS = ("down", "up", "either", "board")   # either: the player takes it face down or face up
WILD_JOKERS = ("wild", "high", "low", "bug")
# Wild cards decided by what happens at the table (refcli/table/wildrules.py); 'fixed' is the `wild:` list alone.
WILD_RULES = _WILD_RULE_REGISTRY.names()      # refcli/kernel/mechanics.py

_RANK_TOKENS: dict[str, int] = {}
for _r, _c in RANK_CHARS.items():
    _RANK_TOKENS[_c.lower()] = _r
    _RANK_TOKENS[RANK_WORDS[_r]] = _r
    _RANK_TOKENS[RANK_PLURALS[_r]] = _r
_RANK_TOKENS.update({"10": 10, "two": 2, "twos": 2})
_SUIT_TOKENS = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c",
                "spade": "s", "heart": "h", "diamond": "d", "club": "c",
                "spades": "s", "hearts": "h", "diamonds": "d", "clubs": "c"}


@dataclass(frozen=True)
class Amount:
    raw: str
    cents: int


@dataclass(frozen=True)
class WildSpec:
    both: tuple = ()          # ranks (int) and cards (Card) wild per the house's high_low convention
    high: tuple = ()
    low: tuple = ()
    jokers: str | None = None  # None: the house's joker rule


def read_text(node, ctx: Ctx, fld: str) -> str:
    value = read_scalar(node, ctx, fld, "text").strip()
    if CONTROL.search(value):
        ctx.err(node, fld, "control characters are not allowed")
    return value


def read_bool(node, ctx: Ctx, fld: str) -> bool:
    if node.tag != TAG + "bool":
        ctx.err(node, fld, f"expected true or false, got {node_kind(node)}")
    return node.value.lower() in ("true", "yes", "on", "y")


def read_int(node, ctx: Ctx, fld: str, low: int, high: int) -> int:
    if node.tag != TAG + "int":
        ctx.err(node, fld, f"expected a whole number, got {node_kind(node)}")
    from yaml.constructor import SafeConstructor
    value = SafeConstructor.construct_yaml_int(SafeConstructor(), node)
    if not low <= value <= high:
        ctx.err(node, fld, f"{value} is out of range ({low} to {high})")
    return value


def read_choice(node, ctx: Ctx, fld: str, choices: tuple[str, ...]) -> str:
    raw = read_scalar(node, ctx, fld, "one of: " + ", ".join(choices)).strip()

    def norm(s: str) -> str:
        return s.lower().replace("_", "-")

    for c in choices:
        if norm(raw) == norm(c):
            return c
    hint = suggest(raw, choices) if raw else None
    if hint:
        ctx.err(node, fld, f"unknown value '{shown(raw)}' — did you mean {hint}?")
    ctx.err(node, fld, f"unknown value '{shown(raw)}' (choices: {', '.join(choices)})")


def read_amount(node, ctx: Ctx, fld: str, zero_ok: bool) -> Amount:
    raw = read_scalar(node, ctx, fld, "an amount like 0.50 or $1").strip()
    if zero_ok and _ZERO.match(raw) and any(ch == "0" for ch in raw):
        return Amount(raw, 0)
    try:
        return Amount(raw, parse_amount(raw, 1))
    except ParseError as exc:
        ctx.err(node, fld, shown(exc, 120))


def _rank_of(token: str) -> int | None:
    return _RANK_TOKENS.get(token.strip().lower())


def read_rank(node, ctx: Ctx, fld: str) -> int:
    raw = read_scalar(node, ctx, fld, "a rank like 7 or Q").strip()
    rank = _rank_of(raw)
    if rank is None:
        ctx.err(node, fld, f"unknown rank '{shown(raw)}'")
    return rank


def is_mapping(node) -> bool:
    return node.tag == TAG + "map"


def amount_per_rank(node, ctx: Ctx, fld: str, price) -> tuple[int, ...]:
    """A price per rank (`{5: .25, 10: .50}`), each checked by ``price(value node, field)``, kept flat and in rank
    order, (5, 25, 10, 50): a game's settings are frozen and go through its JSON as they are."""
    prices: dict[int, int] = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        rank = read_rank(knode, ctx, fld)
        if rank in prices:
            ctx.err(knode, fld, f"rank '{shown(str(knode.value))}' is priced twice")
        prices[rank] = price(vnode, join_field(fld, str(knode.value)))
    if not prices:
        ctx.err(node, fld, "a price per rank names at least one rank, like {5: .25, 10: .50}")
    return tuple(x for rank in sorted(prices) for x in (rank, prices[rank]))


def _card_or_rank(node, ctx: Ctx, fld: str):
    raw = read_scalar(node, ctx, fld, "a rank like 8 or a card like Js").strip()
    rank = _rank_of(raw)
    if rank is not None:
        return rank
    try:
        card = parse_card(raw)
    except ParseError:
        looks_like_card = 2 <= len(raw) <= 3 and raw[-1].lower() in "shdc♠♥♦♣"
        ctx.err(node, fld, f"unknown {'card' if looks_like_card else 'rank'} '{shown(raw)}'")
    if card == JOKER:
        ctx.err(node, fld, "a joker is not listed here: write jokers: wild")
    return card


def read_suits(node, ctx: Ctx, fld: str) -> tuple[str, ...]:
    out = []
    for item in read_items(node, ctx, fld, "a list of the four suits, like [s, h, d, c]"):
        raw = read_scalar(item, ctx, fld, "a suit").strip()
        suit = _SUIT_TOKENS.get(raw.lower())
        if suit is None:
            ctx.err(item, fld, f"unknown suit '{shown(raw)}' (suits: s, h, d, c)")
        if suit in out:
            ctx.err(item, fld, f"suit '{shown(raw)}' is listed twice")
        out.append(suit)
    if len(out) != 4:
        ctx.err(node, fld, "list all four suits, highest first, like [s, h, d, c]")
    return tuple(out)


def read_dots(node, ctx: Ctx, fld: str) -> tuple[tuple[int, int], ...]:
    table: dict[int, int] = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        rank = read_rank(knode, ctx, fld)
        if rank in table:
            ctx.err(knode, fld, f"rank '{shown(knode.value)}' is listed twice")
        table[rank] = read_int(vnode, ctx, fld, 0, 20)
    missing = [RANK_CHARS[r] for r in range(2, 15) if r not in table]
    if missing:
        ctx.err(node, fld, "every rank needs its number of dots; missing " + ", ".join(missing))
    return tuple(sorted(table.items()))


# --- game values ------------------------------------------------------------------------------------------

def deck_parts(name: str) -> tuple[str, int, int] | None:
    """A deck as a game holds it once loaded (standard, standard+jokers:2, forty-one): (its name, its jokers,
    its cards), or None for a deck no game file could have: the bounds of ``read_deck`` for a game read from
    elsewhere (an imported night's)."""
    m = _DECK.match(name) if isinstance(name, str) else None
    if not m or (m.group(2) is not None and not 1 <= int(m.group(2)) <= 4) \
            or (m.group(1) == "forty-one" and m.group(2) is not None):
        return None
    jokers = int(m.group(2) or 0)
    return (m.group(1) + (f"+jokers:{jokers}" if jokers else ""), jokers, DECK_SIZES[m.group(1)] + jokers)


def read_deck(node, ctx: Ctx, fld: str) -> tuple[str, int, int]:
    raw = read_scalar(node, ctx, fld, "a deck like standard").strip().lower().replace(" ", "")
    m = _DECK.match(raw)
    if not m or (m.group(2) is not None and not 1 <= int(m.group(2)) <= 4):
        ctx.err(node, fld, f"unknown deck '{shown(node.value)}' (decks: standard, double, dual, "
                           "optionally with +jokers:N for 1 to 4 jokers, like standard+jokers:1)")
    if m.group(1) == "forty-one" and m.group(2) is not None:
        ctx.err(node, fld, "the forty-one deck (7½'s) has no jokers")
    jokers = int(m.group(2) or 0)
    kind = m.group(1)
    return (kind + (f"+jokers:{jokers}" if jokers else ""), jokers, DECK_SIZES[kind] + jokers)


def read_deal(node, ctx: Ctx, fld: str) -> tuple[tuple[str, ...], ...]:
    streets = []
    rounds = read_items(node, ctx, fld, "a list of betting rounds, like [[down, down, up], [up], [down]]")
    if not rounds:
        ctx.err(node, fld, "a game deals at least one round")
    for street in rounds:
        cards = read_items(street, ctx, fld, "the cards dealt before one bet, like [down, down, up]") \
            if street.tag == TAG + "seq" else [street]
        if not cards:
            ctx.err(street, fld, "a round deals at least one card")
        dealt = []
        for card in cards:
            raw = read_scalar(card, ctx, fld, "down, up, either or board").strip().lower()
            if raw not in STREET_CARDS:
                hint = suggest(raw, STREET_CARDS)
                ctx.err(card, fld, f"unknown card '{shown(card.value)}' — "
                        + (f"did you mean {hint}?" if hint else
                           "a card is dealt down, up, either (the player's choice) or to the board"))
            dealt.append(raw)
        streets.append(tuple(dealt))
    return tuple(streets)


def _share(node, ctx: Ctx, fld: str) -> Fraction:
    if node.tag == TAG + "float":
        ctx.err(node, fld, f"write a share as a fraction like 1/2, not {shown(node.value)}")
    raw = read_scalar(node, ctx, fld, "a share like 1/2")
    m = _SHARE.match(raw)
    if not m or (m.group(2) is not None and int(m.group(2)) == 0):
        ctx.err(node, fld, f"'{shown(raw)}' is not a share: write a fraction like 1/2, 1/3 or 1")
    share = Fraction(int(m.group(1)), int(m.group(2) or 1))
    if not 0 < share <= 1:
        ctx.err(node, fld, f"a share is more than 0 and at most 1, not {shown(raw.strip())}")
    return share


def read_pots(node, ctx: Ctx, fld: str) -> tuple[PotShare, ...]:
    pots: list[PotShare] = []
    entries = read_items(node, ctx, fld, "a list of pots, like [{kind: high, share: 1/2}, {kind: low, share: 1/2}]")
    if not entries:
        ctx.err(node, fld, "a game has at least one pot")
    for entry in entries:
        kind = share = None
        for knode, vnode in read_pairs(entry, ctx, fld):
            key = knode.value
            if key == "kind":
                kind = read_choice(vnode, ctx, join_field(fld, "kind"), POTS.names())
                if any(p.kind == kind for p in pots):
                    ctx.err(vnode, join_field(fld, "kind"), f"the game already has a {kind} pot")
            elif key == "share":
                share = _share(vnode, ctx, join_field(fld, "share"))
            else:
                unknown_key(knode, ctx, fld, ("kind", "share"))
        if kind is None or share is None:
            ctx.err(entry, fld, "each pot needs a kind and a share, like {kind: high, share: 1/2}")
        pots.append(PotShare(kind, share))
    total = sum((p.share for p in pots), Fraction(0))
    if total != 1:
        ctx.err(node, fld, f"the shares add up to {total}, not 1")
    return tuple(pots)


def _wild_items(node, ctx: Ctx, fld: str) -> tuple:
    if node.tag == TAG + "null":
        return ()
    out = []
    for item in (node.value if node.tag == TAG + "seq" else [node]):
        value = _card_or_rank(item, ctx, fld)
        if value in out:
            ctx.err(item, fld, f"'{shown(item.value)}' is listed twice")
        out.append(value)
    return tuple(out)


def read_wild(node, ctx: Ctx, fld: str) -> WildSpec | None:
    """`wild:` takes a list (these ranks/cards are wild), `none`, or a mapping of both/high/low/jokers."""
    if node.tag == TAG + "null" or (node.tag == TAG + "str" and node.value.strip().lower() == "none"):
        return None
    if node.tag != TAG + "map":
        return WildSpec(both=_wild_items(node, ctx, fld))
    parts: dict = {}
    for knode, vnode in node.value:
        key = knode.value
        sub = join_field(fld, key)
        if key in ("both", "high", "low"):
            parts[key] = _wild_items(vnode, ctx, sub)
        elif key == "jokers":
            parts[key] = read_choice(vnode, ctx, sub, WILD_JOKERS)
        else:
            unknown_key(knode, ctx, fld, ("both", "high", "low", "jokers"))
    spec = WildSpec(**parts)
    for side in ("high", "low"):
        for item in getattr(spec, side):
            if item in spec.both:
                ctx.err(node, fld, f"'{_item_text(item)}' is listed in both and in {side}")
    return spec


def _item_text(item) -> str:
    return item.code if isinstance(item, Card) else RANK_CHARS[item]


# --- point-count pots (5½-25½) ------------------------------------------------------------------------------

POINT_KEYS = ("low", "high", "court", "aces", "tie", "zero")


def _point_value(node, ctx: Ctx, fld: str, low: Fraction, high: Fraction) -> Fraction:
    raw = read_scalar(node, ctx, fld, "a number of points like 5½, 5.5 or 5 1/2")
    m = _POINTS.match(raw)
    if not m:
        ctx.err(node, fld, f"'{shown(raw.strip())}' is not a number of points: write it like 5½, 5.5 or 5 1/2")
    whole, half, whole2, half2, mixed, num, den, dec = m.groups()
    if dec is not None:
        value = Fraction(dec)
    elif num is not None:
        if int(den) == 0:
            ctx.err(node, fld, f"'{shown(raw.strip())}' divides by zero")
        value = Fraction(int(mixed or 0)) + Fraction(int(num), int(den))
    elif whole is not None:
        value = Fraction(int(whole)) + (Fraction(1, 2) if half else 0)
    else:
        value = Fraction(int(whole2 or 0)) + Fraction(1, 2)
    if not low <= value <= high:
        ctx.err(node, fld, f"{shown(raw.strip())} is out of range ({low} to {high})")
    return value


def read_points(node, ctx: Ctx, fld: str) -> dict:
    """`points:` settings, kept one by one (a variant may change one, like the targets) as points_<key>."""
    out = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        key = knode.value
        sub = join_field(fld, key)
        if key in ("low", "high"):
            value = _point_value(vnode, ctx, sub, Fraction(0), Fraction(1000))
        elif key == "court":
            value = _point_value(vnode, ctx, sub, Fraction(0), Fraction(20))
        elif key == "aces":
            items = read_items(vnode, ctx, sub, "the values an ace may count, like [1, 11]") \
                if vnode.tag == TAG + "seq" else [vnode]
            if not 1 <= len(items) <= 2:
                ctx.err(vnode, sub, "an ace counts one or two values, like [1, 11]")
            value = tuple(read_int(item, ctx, sub, 0, 20) for item in items)
            if len(set(value)) != len(value):
                ctx.err(vnode, sub, f"{value[0]} is listed twice")
        elif key == "tie":
            value = read_choice(vnode, ctx, sub, POINT_TIES)
        elif key == "zero":
            value = read_choice(vnode, ctx, sub, ZERO_COLOURS)
        else:
            unknown_key(knode, ctx, fld, POINT_KEYS)
        out[f"points_{key}"] = (value, ctx.at(vnode, sub))
    if "points_low" in out and "points_high" in out and out["points_low"][0] >= out["points_high"][0]:
        from ..evaluate.points import format_points
        ctx.err(node, fld, f"the low target {format_points(out['points_low'][0])} is not below the high "
                           f"target {format_points(out['points_high'][0])}")
    return out
