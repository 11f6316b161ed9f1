"""Load rulesets (YAML, data only) into the frozen model, validating every key with file:line messages.

Where things come from, lowest priority first: the club's house file (built in), a user's house file,
the game's own ``house:`` overrides, then each variant or modifier in the order the dealer typed them.
Games are found by file name (``<id>.yaml``) in the user's directories, then REFCLI_RULESETS, then the
built-in rulesets, so loading one game parses only the house file(s) and that game's file.

yaml is imported inside functions: importing this module stays cheap for commands that never load a game.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass, fields, replace
from fractions import Fraction

from ..cards import JOKER, RANK_CHARS, RANK_PLURALS, RANK_WORDS, Card, parse_card
from ..errors import ParseError, RulesetError
from ..evaluate.types import Wilds
from ..money import parse_amount, unit_name
from .model import POT_KINDS, Game, House, PotShare

MAX_FILE_BYTES = 256 * 1024
MAX_DEPTH = 24          # our deepest schema path is variants.x.house.declaration.both_tie (6 levels)
MAX_ITEMS = 64          # any one list or mapping; keeps alias fan-out from multiplying work
ENV_VAR = "REFCLI_RULESETS"

_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
_SHARE = re.compile(r"^\s*(\d+)\s*(?:/\s*(\d+)\s*)?$")
_DECK = re.compile(r"^(standard|double)(?:\+jokers:(\d+))?$")
_ZERO = re.compile(r"^\$?0*(?:\.0*)?$")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
_TAG = "tag:yaml.org,2002:"
_PLAIN_TAGS = {_TAG + t for t in ("str", "int", "float", "bool", "null", "seq", "map")}

DECK_SIZES = {"standard": 52, "double": 104}
HANDS = ("best-five", "texas-draw", "iron-cross", "matrix", "tin-queue", "tin-queue-wrap", "two-groups")
# Community cards each hand formation needs: a layout exactly its shape, Texas Draw at least one.
BOARD_NEEDS = {"best-five": (0, 0), "two-groups": (0, 0), "texas-draw": (1, 52), "iron-cross": (7, 7), "matrix": (9, 9),
               "tin-queue": (7, 7), "tin-queue-wrap": (7, 7)}
STREET_CARDS = ("down", "up", "either", "board")   # either: the player takes it face down or face up
WILD_JOKERS = ("wild", "high", "low", "bug")
# Wild cards decided by what happens at the table (refcli/table/wildrules.py); 'fixed' is the `wild:` list alone.
WILD_RULES = ("fixed", "follow", "follow-sticky", "follow-chaos", "indicators", "low-hole")

# The closed choices of every house setting that names a rule (value -> nothing; describe.py words them).
# Only values the engine implements are listed: a ruleset cannot ask for a rule refcli does not know.
CHOICES: dict[str, tuple[str, ...]] = {
    "ante_payer": ("dealer",),
    "first_to_act": ("left_of_dealer",),
    "low": ("deuce-to-seven",),
    "wild_high_low": ("crazy", "high_only"),
    "joker": ("bug", "wild"),
    "ties": ("split_evenly",),
    "odd_quarter": ("high_side_then_suit",),
    "declaration_method": ("simultaneous",),
    "both_tie": ("split", "lose"),
    "both_loser": ("out_of_both",),
    "unclaimed_way": ("other_way",),
    "nobody_left": ("split_equally",),
    "dealer_rotation": ("left",),
    "leftover_pot": ("split_evenly",),
    "aces": ("high", "high-or-low"),
    "hand": HANDS,
}

# house.yaml (and a game's `house:`) key -> nested keys, or (House field, value kind).
_HOUSE_SCHEMA: dict = {
    "money": {"unit": ("unit", "unit")},
    "ante": {"per_player": ("ante_per_player", "amount_or_zero"), "payer": ("ante_payer", "choice")},
    "betting": {"max_bet": ("max_bet", "amount"), "max_raise": ("max_raise", "amount"),
                "max_raises": ("max_raises", "count"), "first_to_act": ("first_to_act", "choice")},
    "buyout": ("buyout", "amount_or_zero"),
    "penalty": ("penalty", "amount_or_zero"),
    "suit_order": ("suit_order", "suits"),
    "aces": ("wheel", "aces"),
    "low": ("low", "choice"),
    "wild": {"may_duplicate": ("wild_may_duplicate", "bool"), "high_low": ("wild_high_low", "choice")},
    "joker": ("joker", "choice"),
    "ties": ("ties", "choice"),
    "odd_quarter": ("odd_quarter", "choice"),
    "declaration": {"method": ("declaration_method", "choice"), "both_tie": ("both_tie", "choice"),
                    "both_loser": ("both_loser", "choice"), "unclaimed_way": ("unclaimed_way", "choice"),
                    "nobody_left": ("nobody_left", "choice")},
    "chicago": {"pair_max": ("chicago_pair_max", "rank")},
    "dots": ("dots", "dots"),
    "rotation": {"dealer": ("dealer_rotation", "choice"), "picker_hands": ("picker_hands", "positive")},
    "leftover_pot": ("leftover_pot", "choice"),
}
_HOUSE_FILE_ONLY = ("name", "modifiers")
_AMOUNT_FIELDS = ("ante_per_player", "max_bet", "max_raise", "buyout", "penalty")

# Game keys a variant or modifier may override (plus `about`, which describes the option itself).
_OVERRIDABLE = ("players", "deck", "deal", "hand", "pots", "declare", "buyout_required", "wild", "wild_rule",
                "house")
_GAME_KEYS = ("id", "name", "about") + _OVERRIDABLE + ("variants",)
_OPTION_KEYS = ("about",) + _OVERRIDABLE

_GAME_DEFAULTS = {"players_min": 2, "players_max": 7, "deck": ("standard", 0, 52), "hand": "best-five",
                  "pots": (PotShare("high", Fraction(1)),), "declare": False, "buyout_required": False,
                  "wild": None, "wild_rule": "fixed"}

_RANK_TOKENS: dict[str, int] = {}
for _r, _c in RANK_CHARS.items():
    _RANK_TOKENS[_c.lower()] = _r
    _RANK_TOKENS[RANK_WORDS[_r]] = _r
    _RANK_TOKENS[RANK_PLURALS[_r]] = _r
_RANK_TOKENS.update({"10": 10, "two": 2, "twos": 2})
_SUIT_TOKENS = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c",
                "spade": "s", "heart": "h", "diamond": "d", "club": "c",
                "spades": "s", "hearts": "h", "diamonds": "d", "clubs": "c"}


# --- small values -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _At:
    """Where a setting was written: names the file, line and field in an error."""

    label: str
    line: int | None
    field: str


@dataclass(frozen=True)
class _Amount:
    raw: str
    cents: int


@dataclass(frozen=True)
class _WildSpec:
    both: tuple = ()          # ranks (int) and cards (Card) wild per the house's high_low convention
    high: tuple = ()
    low: tuple = ()
    jokers: str | None = None  # None: the house's joker rule


@dataclass(frozen=True)
class _Option:
    kind: str                 # 'variant' or 'modifier'
    name: str
    about: str
    settings: dict
    house: dict
    at: _At


@dataclass(frozen=True)
class _HouseFile:
    label: str
    settings: dict
    modifiers: dict


@dataclass(frozen=True)
class _GameFile:
    id: str
    label: str
    name: str
    about: str
    settings: dict
    house: dict
    variants: dict


class _Invalid(Exception):
    """A check across settings failed; the caller knows whether it is a file's fault or a combination's."""

    def __init__(self, at: _At | None, problem: str):
        super().__init__(problem)
        self.at, self.problem = at, problem


def _show(text: object, limit: int = 40) -> str:
    """A value echoed in a message: one line, control characters replaced, long text cut."""
    s = " ".join(_CONTROL.sub("?", str(text)).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def _suggest(word: str, choices) -> str | None:
    import difflib
    found = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return found[0] if found else None


# --- reading YAML into nodes ----------------------------------------------------------------------------

class _Ctx:
    def __init__(self, label: str):
        self.label = label

    def err(self, node, fld: str, problem: str):
        raise RulesetError(self.label, _line(node), fld, problem)

    def at(self, node, fld: str) -> _At:
        return _At(self.label, _line(node), fld)


def _line(node) -> int | None:
    return node.start_mark.line + 1 if node is not None and node.start_mark is not None else None


def _compose(text: str, label: str):
    """Build the node tree from parser events, without recursion.

    yaml.compose recurses in C and crashes the interpreter on deeply nested flow input, so the tree is
    built here with a depth limit, a duplicate-key check (the safe loader silently keeps the last one),
    no merge keys and no cycles (an anchor is usable only once its node is complete).
    """
    import yaml
    from yaml import events as ev
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    loader = (getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader)(text)
    ctx = _Ctx(label)
    stack: list[list] = []   # [node, pending key node or None, {key text: line}, last key text]
    anchors: dict = {}
    opened: dict = {}
    root = None
    documents = 0

    def place(node) -> None:
        nonlocal root
        if not stack:
            root = node
            return
        frame = stack[-1]
        parent = frame[0]
        if isinstance(parent, SequenceNode):
            parent.value.append(node)
        elif frame[1] is None:
            where = _path(stack[:-1])
            if not isinstance(node, ScalarNode):
                ctx.err(node, where, "a key must be plain text, not a list or a mapping")
            if node.tag == _TAG + "merge":
                ctx.err(node, where, "merge keys (<<) are not supported: write the keys out")
            first = frame[2].get(node.value)
            if first is not None:
                ctx.err(node, where, f"duplicate key '{_show(node.value)}' (first at line {first})")
            frame[2][node.value] = _line(node)
            frame[1] = node
            frame[3] = node.value
        else:
            parent.value.append((frame[1], node))
            frame[1] = None
        if len(parent.value) > MAX_ITEMS:
            ctx.err(node, _path(), f"more than {MAX_ITEMS} items")

    def _path(frames=None) -> str:
        return ".".join(f[3] for f in (stack if frames is None else frames) if f[3] is not None)

    def check_tag(tag, e) -> None:
        if tag is not None and tag != "!" and tag not in _PLAIN_TAGS:
            shown = _show(tag.replace(_TAG, "!!"), 60)
            raise RulesetError(label, e.start_mark.line + 1, _path(), f"unsupported tag '{shown}'")

    try:
        while loader.check_event():
            e = loader.get_event()
            if isinstance(e, ev.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise RulesetError(label, e.start_mark.line + 1, "",
                                       "the file holds more than one YAML document (---)")
            elif isinstance(e, ev.ScalarEvent):
                check_tag(e.tag, e)
                tag = e.tag if e.tag not in (None, "!") else loader.resolve(ScalarNode, e.value, e.implicit)
                node = ScalarNode(tag, e.value, e.start_mark, e.end_mark, e.style)
                place(node)
                if e.anchor:
                    anchors[e.anchor] = node
            elif isinstance(e, (ev.SequenceStartEvent, ev.MappingStartEvent)):
                check_tag(e.tag, e)
                seq = isinstance(e, ev.SequenceStartEvent)
                cls = SequenceNode if seq else MappingNode
                tag = e.tag if e.tag not in (None, "!") else loader.resolve(cls, None, e.implicit)
                node = cls(tag, [], e.start_mark, None, e.flow_style)
                place(node)
                if len(stack) >= MAX_DEPTH:
                    raise RulesetError(label, e.start_mark.line + 1, _path(), "nested too deeply")
                stack.append([node, None, {}, None])
                if e.anchor:
                    opened[id(node)] = e.anchor
            elif isinstance(e, (ev.SequenceEndEvent, ev.MappingEndEvent)):
                node = stack.pop()[0]
                anchor = opened.pop(id(node), None)
                if anchor:
                    anchors[anchor] = node
            elif isinstance(e, ev.AliasEvent):
                node = anchors.get(e.anchor)
                if node is None:
                    raise RulesetError(label, e.start_mark.line + 1, _path(),
                                       f"unknown or unfinished alias '*{_show(e.anchor)}'")
                place(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "cannot be read"
        raise RulesetError(label, mark.line + 1 if mark else None, "", f"not valid YAML: {problem}") from None
    except yaml.YAMLError as exc:   # a reader error: a character YAML does not allow
        position = getattr(exc, "position", None)
        line = text.count("\n", 0, position) + 1 if isinstance(position, int) else None
        reason = getattr(exc, "reason", None) or "cannot be read"
        raise RulesetError(label, line, "", f"not valid YAML: {reason}") from None
    finally:
        loader.dispose()
    return root


def _read_root(path: str, label: str):
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RulesetError(label, None, "", f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_FILE_BYTES:
        raise RulesetError(label, None, "", f"the file is larger than {MAX_FILE_BYTES // 1024} KiB")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise RulesetError(label, line, "", "not UTF-8 text") from None
    root = _compose(text, label)
    if root is None or (root.tag == _TAG + "null"):
        raise RulesetError(label, None, "", "the file is empty")
    if root.tag != _TAG + "map":
        raise RulesetError(label, _line(root), "",
                           f"the file must be a mapping of keys (like name: ...), not {_kind(root)}")
    return root


# --- node values ------------------------------------------------------------------------------------------

def _kind(node) -> str:
    tag = node.tag
    if tag == _TAG + "map":
        return "a mapping"
    if tag == _TAG + "seq":
        return "a list"
    if tag == _TAG + "null":
        return "nothing"
    return f"'{_show(node.value)}'"


def _pairs(node, ctx: _Ctx, fld: str) -> list:
    if node.tag != _TAG + "map":
        ctx.err(node, fld, f"expected a mapping (key: value lines), got {_kind(node)}")
    return node.value


def _items(node, ctx: _Ctx, fld: str, what: str = "a list") -> list:
    if node.tag != _TAG + "seq":
        ctx.err(node, fld, f"expected {what}, got {_kind(node)}")
    return node.value


def _scalar(node, ctx: _Ctx, fld: str, what: str) -> str:
    if node.tag in (_TAG + "map", _TAG + "seq", _TAG + "null"):
        ctx.err(node, fld, f"expected {what}, got {_kind(node)}")
    return node.value


def _text(node, ctx: _Ctx, fld: str) -> str:
    value = _scalar(node, ctx, fld, "text").strip()
    if _CONTROL.search(value):
        ctx.err(node, fld, "control characters are not allowed")
    return value


def _bool(node, ctx: _Ctx, fld: str) -> bool:
    if node.tag != _TAG + "bool":
        ctx.err(node, fld, f"expected true or false, got {_kind(node)}")
    return node.value.lower() in ("true", "yes", "on", "y")


def _int(node, ctx: _Ctx, fld: str, low: int, high: int) -> int:
    if node.tag != _TAG + "int":
        ctx.err(node, fld, f"expected a whole number, got {_kind(node)}")
    from yaml.constructor import SafeConstructor
    value = SafeConstructor.construct_yaml_int(SafeConstructor(), node)
    if not low <= value <= high:
        ctx.err(node, fld, f"{value} is out of range ({low} to {high})")
    return value


def _choice(node, ctx: _Ctx, fld: str, choices: tuple[str, ...]) -> str:
    raw = _scalar(node, ctx, fld, "one of: " + ", ".join(choices)).strip()

    def norm(s: str) -> str:
        return s.lower().replace("_", "-")

    for c in choices:
        if norm(raw) == norm(c):
            return c
    hint = _suggest(raw, choices) if raw else None
    if hint:
        ctx.err(node, fld, f"unknown value '{_show(raw)}' — did you mean {hint}?")
    ctx.err(node, fld, f"unknown value '{_show(raw)}' (choices: {', '.join(choices)})")


def _amount(node, ctx: _Ctx, fld: str, zero_ok: bool) -> _Amount:
    raw = _scalar(node, ctx, fld, "an amount like 0.50 or $1").strip()
    if zero_ok and _ZERO.match(raw) and any(ch == "0" for ch in raw):
        return _Amount(raw, 0)
    try:
        return _Amount(raw, parse_amount(raw, 1))
    except ParseError as exc:
        ctx.err(node, fld, _show(exc, 120))


def _rank_of(token: str) -> int | None:
    return _RANK_TOKENS.get(token.strip().lower())


def _rank(node, ctx: _Ctx, fld: str) -> int:
    raw = _scalar(node, ctx, fld, "a rank like 7 or Q").strip()
    rank = _rank_of(raw)
    if rank is None:
        ctx.err(node, fld, f"unknown rank '{_show(raw)}'")
    return rank


def _card_or_rank(node, ctx: _Ctx, fld: str):
    raw = _scalar(node, ctx, fld, "a rank like 8 or a card like Js").strip()
    rank = _rank_of(raw)
    if rank is not None:
        return rank
    try:
        card = parse_card(raw)
    except ParseError:
        looks_like_card = 2 <= len(raw) <= 3 and raw[-1].lower() in "shdc♠♥♦♣"
        ctx.err(node, fld, f"unknown {'card' if looks_like_card else 'rank'} '{_show(raw)}'")
    if card == JOKER:
        ctx.err(node, fld, "a joker is not listed here: write jokers: wild")
    return card


def _suits(node, ctx: _Ctx, fld: str) -> tuple[str, ...]:
    out = []
    for item in _items(node, ctx, fld, "a list of the four suits, like [s, h, d, c]"):
        raw = _scalar(item, ctx, fld, "a suit").strip()
        suit = _SUIT_TOKENS.get(raw.lower())
        if suit is None:
            ctx.err(item, fld, f"unknown suit '{_show(raw)}' (suits: s, h, d, c)")
        if suit in out:
            ctx.err(item, fld, f"suit '{_show(raw)}' is listed twice")
        out.append(suit)
    if len(out) != 4:
        ctx.err(node, fld, "list all four suits, highest first, like [s, h, d, c]")
    return tuple(out)


def _dots(node, ctx: _Ctx, fld: str) -> tuple[tuple[int, int], ...]:
    table: dict[int, int] = {}
    for knode, vnode in _pairs(node, ctx, fld):
        rank = _rank(knode, ctx, fld)
        if rank in table:
            ctx.err(knode, fld, f"rank '{_show(knode.value)}' is listed twice")
        table[rank] = _int(vnode, ctx, fld, 0, 20)
    missing = [RANK_CHARS[r] for r in range(2, 15) if r not in table]
    if missing:
        ctx.err(node, fld, "every rank needs its number of dots; missing " + ", ".join(missing))
    return tuple(sorted(table.items()))


def _house_value(kind: str, node, ctx: _Ctx, fld: str, name: str):
    if kind == "choice":
        return _choice(node, ctx, fld, CHOICES[name])
    if kind == "amount":
        return _amount(node, ctx, fld, zero_ok=False)
    if kind == "amount_or_zero":
        return _amount(node, ctx, fld, zero_ok=True)
    if kind == "unit":
        return _amount(node, ctx, fld, zero_ok=False)
    if kind == "count":
        return _int(node, ctx, fld, 0, 20)
    if kind == "positive":
        return _int(node, ctx, fld, 1, 100)
    if kind == "bool":
        return _bool(node, ctx, fld)
    if kind == "suits":
        return _suits(node, ctx, fld)
    if kind == "aces":
        return _choice(node, ctx, fld, CHOICES["aces"]) == "high-or-low"
    if kind == "rank":
        return _rank(node, ctx, fld)
    if kind == "dots":
        return _dots(node, ctx, fld)
    raise AssertionError(kind)


def _unknown_key(knode, ctx: _Ctx, fld: str, allowed) -> None:
    key = knode.value
    hint = _suggest(key, allowed)
    if hint:
        ctx.err(knode, fld, f"unknown key '{_show(key)}' — did you mean {hint}?")
    ctx.err(knode, fld, f"unknown key '{_show(key)}' (keys: {', '.join(allowed)})")


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


# --- house settings ------------------------------------------------------------------------------------

def _house_settings(node, ctx: _Ctx, prefix: str, schema: dict = _HOUSE_SCHEMA, skip=()) -> dict:
    """House settings as {House field: (value, _At)}; amounts keep their text until the unit is known."""
    out: dict = {}
    for knode, vnode in _pairs(node, ctx, prefix):
        key = knode.value
        if key in skip:
            continue
        entry = schema.get(key)
        if entry is None:
            _unknown_key(knode, ctx, prefix, tuple(schema) + tuple(skip))
        fld = _join(prefix, key)
        if isinstance(entry, dict):
            out.update(_house_settings(vnode, ctx, fld, entry))
        else:
            name, kind = entry
            out[name] = (_house_value(kind, vnode, ctx, fld, name), ctx.at(vnode, fld))
    return out


def _parse_house_file(path: str, label: str) -> _HouseFile:
    ctx = _Ctx(label)
    root = _read_root(path, label)
    settings = _house_settings(root, ctx, "", skip=_HOUSE_FILE_ONLY)
    modifiers: dict = {}
    for knode, vnode in root.value:
        if knode.value == "name":
            _text(vnode, ctx, "name")
        elif knode.value == "modifiers":
            for name, (mkey, body) in _option_names(vnode, ctx, "modifiers").items():
                modifiers[name] = _parse_option(body, ctx, f"modifiers.{name}", "modifier", name,
                                                ctx.at(mkey, f"modifiers.{name}"))
    return _HouseFile(label, settings, modifiers)


# --- game settings ------------------------------------------------------------------------------------

def _players(node, ctx: _Ctx, fld: str) -> dict:
    out = {}
    for knode, vnode in _pairs(node, ctx, fld):
        key = knode.value
        if key not in ("min", "max"):
            _unknown_key(knode, ctx, fld, ("min", "max"))
        sub = _join(fld, key)
        out[f"players_{key}"] = (_int(vnode, ctx, sub, 1, 20), ctx.at(vnode, sub))
    if "players_min" in out and "players_max" in out and out["players_min"][0] > out["players_max"][0]:
        ctx.err(node, fld, f"min {out['players_min'][0]} is more than max {out['players_max'][0]}")
    return out


def _deck(node, ctx: _Ctx, fld: str) -> tuple[str, int, int]:
    raw = _scalar(node, ctx, fld, "a deck like standard").strip().lower().replace(" ", "")
    m = _DECK.match(raw)
    if not m or (m.group(2) is not None and not 1 <= int(m.group(2)) <= 4):
        ctx.err(node, fld, f"unknown deck '{_show(node.value)}' (decks: standard, double, "
                           "optionally with +jokers:N for 1 to 4 jokers, like standard+jokers:1)")
    jokers = int(m.group(2) or 0)
    kind = m.group(1)
    return (kind + (f"+jokers:{jokers}" if jokers else ""), jokers, DECK_SIZES[kind] + jokers)


def _deal(node, ctx: _Ctx, fld: str) -> tuple[tuple[str, ...], ...]:
    streets = []
    rounds = _items(node, ctx, fld, "a list of betting rounds, like [[down, down, up], [up], [down]]")
    if not rounds:
        ctx.err(node, fld, "a game deals at least one round")
    for street in rounds:
        cards = _items(street, ctx, fld, "the cards dealt before one bet, like [down, down, up]") \
            if street.tag == _TAG + "seq" else [street]
        if not cards:
            ctx.err(street, fld, "a round deals at least one card")
        dealt = []
        for card in cards:
            raw = _scalar(card, ctx, fld, "down, up, either or board").strip().lower()
            if raw not in STREET_CARDS:
                hint = _suggest(raw, STREET_CARDS)
                ctx.err(card, fld, f"unknown card '{_show(card.value)}' — "
                        + (f"did you mean {hint}?" if hint else
                           "a card is dealt down, up, either (the player's choice) or to the board"))
            dealt.append(raw)
        streets.append(tuple(dealt))
    return tuple(streets)


def _share(node, ctx: _Ctx, fld: str) -> Fraction:
    if node.tag == _TAG + "float":
        ctx.err(node, fld, f"write a share as a fraction like 1/2, not {_show(node.value)}")
    raw = _scalar(node, ctx, fld, "a share like 1/2")
    m = _SHARE.match(raw)
    if not m or (m.group(2) is not None and int(m.group(2)) == 0):
        ctx.err(node, fld, f"'{_show(raw)}' is not a share: write a fraction like 1/2, 1/3 or 1")
    share = Fraction(int(m.group(1)), int(m.group(2) or 1))
    if not 0 < share <= 1:
        ctx.err(node, fld, f"a share is more than 0 and at most 1, not {_show(raw.strip())}")
    return share


def _pots(node, ctx: _Ctx, fld: str) -> tuple[PotShare, ...]:
    pots: list[PotShare] = []
    entries = _items(node, ctx, fld, "a list of pots, like [{kind: high, share: 1/2}, {kind: low, share: 1/2}]")
    if not entries:
        ctx.err(node, fld, "a game has at least one pot")
    for entry in entries:
        kind = share = None
        for knode, vnode in _pairs(entry, ctx, fld):
            key = knode.value
            if key == "kind":
                kind = _choice(vnode, ctx, _join(fld, "kind"), POT_KINDS)
                if any(p.kind == kind for p in pots):
                    ctx.err(vnode, _join(fld, "kind"), f"the game already has a {kind} pot")
            elif key == "share":
                share = _share(vnode, ctx, _join(fld, "share"))
            else:
                _unknown_key(knode, ctx, fld, ("kind", "share"))
        if kind is None or share is None:
            ctx.err(entry, fld, "each pot needs a kind and a share, like {kind: high, share: 1/2}")
        pots.append(PotShare(kind, share))
    total = sum((p.share for p in pots), Fraction(0))
    if total != 1:
        ctx.err(node, fld, f"the shares add up to {total}, not 1")
    return tuple(pots)


def _wild_items(node, ctx: _Ctx, fld: str) -> tuple:
    if node.tag == _TAG + "null":
        return ()
    out = []
    for item in (node.value if node.tag == _TAG + "seq" else [node]):
        value = _card_or_rank(item, ctx, fld)
        if value in out:
            ctx.err(item, fld, f"'{_show(item.value)}' is listed twice")
        out.append(value)
    return tuple(out)


def _wild(node, ctx: _Ctx, fld: str) -> _WildSpec | None:
    """`wild:` takes a list (these ranks/cards are wild), `none`, or a mapping of both/high/low/jokers."""
    if node.tag == _TAG + "null" or (node.tag == _TAG + "str" and node.value.strip().lower() == "none"):
        return None
    if node.tag != _TAG + "map":
        return _WildSpec(both=_wild_items(node, ctx, fld))
    parts: dict = {}
    for knode, vnode in node.value:
        key = knode.value
        sub = _join(fld, key)
        if key in ("both", "high", "low"):
            parts[key] = _wild_items(vnode, ctx, sub)
        elif key == "jokers":
            parts[key] = _choice(vnode, ctx, sub, WILD_JOKERS)
        else:
            _unknown_key(knode, ctx, fld, ("both", "high", "low", "jokers"))
    spec = _WildSpec(**parts)
    for side in ("high", "low"):
        for item in getattr(spec, side):
            if item in spec.both:
                ctx.err(node, fld, f"'{_item_text(item)}' is listed in both and in {side}")
    return spec


def _item_text(item) -> str:
    return item.code if isinstance(item, Card) else RANK_CHARS[item]


def _game_settings(pairs, ctx: _Ctx, prefix: str, allowed: tuple[str, ...]) -> tuple[dict, dict, dict]:
    """Returns (game settings, house settings, {other key: value node}) for one game body."""
    settings: dict = {}
    house: dict = {}
    other: dict = {}
    for knode, vnode in pairs:
        key = knode.value
        if key not in allowed:
            _unknown_key(knode, ctx, prefix, allowed)
        fld = _join(prefix, key)
        at = ctx.at(vnode, fld)
        if key == "players":
            settings.update(_players(vnode, ctx, fld))
        elif key == "deck":
            settings["deck"] = (_deck(vnode, ctx, fld), at)
        elif key == "deal":
            settings["deal"] = (_deal(vnode, ctx, fld), at)
        elif key == "hand":
            settings["hand"] = (_choice(vnode, ctx, fld, HANDS), at)
        elif key == "wild_rule":
            settings["wild_rule"] = (_choice(vnode, ctx, fld, WILD_RULES), at)
        elif key == "pots":
            settings["pots"] = (_pots(vnode, ctx, fld), at)
        elif key in ("declare", "buyout_required"):
            settings[key] = (_bool(vnode, ctx, fld), at)
        elif key == "wild":
            settings["wild"] = (_wild(vnode, ctx, fld), at)
        elif key == "house":
            house = _house_settings(vnode, ctx, fld)
        else:
            other[key] = (knode, vnode)
    return settings, house, other


def _option_names(node, ctx: _Ctx, fld: str) -> dict:
    out: dict = {}
    for knode, vnode in _pairs(node, ctx, fld):
        name = knode.value.strip().lower()
        if not _ID.match(name):
            ctx.err(knode, fld, f"'{_show(knode.value)}' is not a name: use letters, digits and hyphens")
        if name in out:
            ctx.err(knode, fld, f"'{_show(knode.value)}' is named twice")
        out[name] = (knode, vnode)
    return out


def _parse_option(node, ctx: _Ctx, fld: str, kind: str, name: str, at: _At) -> _Option:
    settings, house, other = _game_settings(_pairs(node, ctx, fld), ctx, fld, _OPTION_KEYS)
    about = _text(other["about"][1], ctx, _join(fld, "about")) if "about" in other else ""
    return _Option(kind, name, " ".join(about.split()), settings, house, at)


def _parse_game_file(path: str, label: str, game_id: str) -> _GameFile:
    ctx = _Ctx(label)
    root = _read_root(path, label)
    settings, house, other = _game_settings(root.value, ctx, "", _GAME_KEYS)
    if "id" in other:
        knode, vnode = other["id"]
        given = _text(vnode, ctx, "id")
        if given.lower() != game_id:
            ctx.err(vnode, "id", f"'{_show(given)}' does not match the file name: the id of this file is "
                                 f"'{game_id}'")
    name = _text(other["name"][1], ctx, "name") if "name" in other else game_id.replace("-", " ").title()
    if not name:
        ctx.err(other["name"][1], "name", "a game needs a name")
    about = _text(other["about"][1], ctx, "about") if "about" in other else ""
    if "deal" not in settings:
        raise RulesetError(label, None, "deal", "missing: list the cards dealt before each betting round, "
                                                "like [[down, down, up], [up], [down]]")
    variants: dict = {}
    if "variants" in other:
        for vname, (vkey, body) in _option_names(other["variants"][1], ctx, "variants").items():
            variants[vname] = _parse_option(body, ctx, f"variants.{vname}", "variant", vname,
                                            ctx.at(vkey, f"variants.{vname}"))
    return _GameFile(game_id, label, name, " ".join(about.split()), settings, house, variants)


@functools.lru_cache(maxsize=128)
def _cached(kind: str, path: str, label: str, game_id: str, stamp: tuple[int, int]):
    # `stamp` (mtime, size) is part of the key so an edited file is read again.
    if kind == "house":
        return _parse_house_file(path, label)
    return _parse_game_file(path, label, game_id)


def _load(kind: str, path: str, label: str, game_id: str = ""):
    try:
        st = os.stat(path)
    except OSError as exc:
        raise RulesetError(label, None, "", f"cannot be read ({exc.strerror or exc})") from None
    return _cached(kind, path, label, game_id, (st.st_mtime_ns, st.st_size))


# --- merging and checking -----------------------------------------------------------------------------

def _build_house(hs: dict) -> House:
    defaults = House()
    unit_setting = hs.get("unit")
    unit = unit_setting[0].cents if unit_setting else defaults.unit
    values = {}
    for f in fields(House):
        if f.name not in hs:
            continue
        value, at = hs[f.name]
        if isinstance(value, _Amount):
            if f.name in _AMOUNT_FIELDS and value.cents % unit:
                raise _Invalid(at, f"{value.raw} is not a whole number of {unit_name(unit)}")
            value = value.cents
        values[f.name] = value
    return replace(defaults, **values)


def _wilds(spec: _WildSpec | None, house: House, jokers_in_deck: int, at: _At | None) -> tuple[Wilds, Wilds]:
    spec = spec or _WildSpec()
    crazy = house.wild_high_low == "crazy"
    high = spec.both + spec.high
    low = (spec.both if crazy else ()) + spec.low
    if jokers_in_deck == 0:
        if spec.jokers is not None:
            raise _Invalid(at, "the deck has no jokers (a deck with one is standard+jokers:1)")
        high_j = low_j = "none"
    else:
        mode = spec.jokers or house.joker
        high_j = "wild" if mode in ("wild", "high") else "bug"
        low_j = "wild" if mode == "low" or (mode == "wild" and crazy) else "bug"

    def side(items: tuple, jokers: str) -> Wilds:
        return Wilds(frozenset(i for i in items if isinstance(i, int)),
                     frozenset(i for i in items if isinstance(i, Card)), jokers, house.wild_may_duplicate)

    return side(high, high_j), side(low, low_j)


def _first_at(gs: dict, *names: str) -> _At | None:
    for name in names:
        if name in gs:
            return gs[name][1]
    return None


def _build(src: _GameFile, house_layers: list[dict], options: list[_Option], all_options) -> Game:
    hs: dict = {}
    for layer in house_layers:
        hs.update(layer)
    hs.update(src.house)
    gs = dict(src.settings)
    for o in options:
        gs.update(o.settings)
        hs.update(o.house)
    house = _build_house(hs)

    def get(name):
        return gs[name][0] if name in gs else _GAME_DEFAULTS[name]

    deal = get("deal")
    players_min, players_max = get("players_min"), get("players_max")
    deck, jokers, deck_size = get("deck")
    pots = get("pots")
    kinds = [p.kind for p in pots]
    if players_min > players_max:
        raise _Invalid(_first_at(gs, "players_max", "players_min"),
                       f"min {players_min} is more than max {players_max}")
    per_player = sum(len(s) - s.count("board") for s in deal)
    board = sum(s.count("board") for s in deal)
    if players_max * per_player + board > deck_size:
        shared = f" and {board} community cards" if board else ""
        raise _Invalid(_first_at(gs, "players_max", "deal", "deck"),
                       f"{players_max} players of {per_player} cards{shared} need "
                       f"{players_max * per_player + board} cards; the deck has {deck_size}")
    hand = get("hand")
    if hand == "two-groups" and (per_player != 10 or not ("high" in kinds and "low" in kinds)):
        raise _Invalid(_first_at(gs, "hand", "deal", "pots"),
                       "two groups of five need ten cards each and a high pot and a low pot")
    least, most = BOARD_NEEDS[hand]
    if not least <= board <= most:
        need = (f"exactly {least}" if least == most else f"at least {least}")
        raise _Invalid(_first_at(gs, "hand", "deal"),
                       f"{hand} needs {need} community cards; the deal lays {board}")
    declare = get("declare")
    if declare and not ("high" in kinds and "low" in kinds):
        raise _Invalid(_first_at(gs, "declare"), "a high-low declaration needs a high pot and a low pot "
                                                 f"(pots: {', '.join(kinds)})")
    down = sum(s.count("down") for s in deal)
    for kind in ("chicago", "dots"):
        if kind in kinds and down == 0:
            raise _Invalid(_first_at(gs, "pots"), f"a {kind} pot needs cards dealt down")
    wild_high, wild_low = _wilds(get("wild"), house, jokers, _first_at(gs, "wild"))
    return Game(
        id=src.id, name=src.name, about=src.about, variants=tuple(o.name for o in options),
        players_min=players_min, players_max=players_max, deck=deck, jokers=jokers, deal=deal,
        hand=hand, wild_rule=get("wild_rule"), pots=pots, declare=declare, buyout_required=get("buyout_required"),
        wild_high=wild_high, wild_low=wild_low, house=house, source=src.label,
        options=tuple((o.kind, o.name, o.about) for o in all_options))


# --- where rulesets live ------------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def builtin_dir() -> str:
    """The built-in rulesets: the installed package data, else <repo>/rulesets in a checkout."""
    try:
        from importlib.resources import files
        probe = files("refcli.rulesets").joinpath("house.yaml")
        path = os.fspath(probe)
        if os.path.isfile(path):
            return os.path.dirname(path)
    except (ImportError, TypeError, ValueError, AttributeError, NotImplementedError):
        pass
    return os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "rulesets")


def _user_dirs(extra_dirs) -> list[str]:
    if isinstance(extra_dirs, (str, os.PathLike)):
        extra_dirs = [extra_dirs]
    dirs = [os.fspath(d) for d in extra_dirs or ()]
    dirs += [d for d in os.environ.get(ENV_VAR, "").split(os.pathsep) if d.strip()]
    given = len(dirs) - len([d for d in os.environ.get(ENV_VAR, "").split(os.pathsep) if d.strip()])
    for i, d in enumerate(dirs):
        if not os.path.isdir(d):
            where = _show(d, 80) if i < given else f"{ENV_VAR}: {_show(d, 80)}"
            raise RulesetError(where, None, "", "no such rulesets directory")
    return dirs


def _dirs(extra_dirs) -> list[tuple[str, str]]:
    """(directory, label prefix) in search order; the built-ins are labelled like the repo's rulesets/."""
    return [(d, d) for d in _user_dirs(extra_dirs)] + [(builtin_dir(), "rulesets")]


def _games_in(directory: str, prefix: str) -> dict[str, tuple[str, str]]:
    """{game id: (path, label)} for <dir>/games/*.yaml and <dir>/*.yaml (house.yaml excluded)."""
    found: dict[str, tuple[str, str]] = {}
    for sub in ("games", ""):
        where = os.path.join(directory, sub) if sub else directory
        try:
            names = sorted(os.listdir(where))
        except OSError:
            continue
        for fname in names:
            stem, ext = os.path.splitext(fname)
            if ext.lower() not in (".yaml", ".yml") or stem.startswith(".") or (not sub and stem.lower() == "house"):
                continue
            label = "/".join(p for p in (prefix, sub, fname) if p)
            game_id = stem.lower()
            if not _ID.match(game_id):
                raise RulesetError(label, None, "", "the file name is the game's id: use letters, digits and "
                                                    "hyphens, like follow-the-queen.yaml")
            if game_id in found:
                raise RulesetError(label, None, "", f"game '{game_id}' is also defined in {found[game_id][1]}")
            found[game_id] = (os.path.join(where, fname), label)
    return found


def _house_chain(extra_dirs, house_path: str | None) -> tuple[list[dict], dict]:
    """House layers (built-in first) and the modifiers they offer (a user's replace the club's by name)."""
    builtin = builtin_dir()
    builtin_path = os.path.join(builtin, "house.yaml")
    club = _load("house", builtin_path, "rulesets/house.yaml")
    user_path = user_label = None
    if house_path:
        user_path = user_label = os.fspath(house_path)
    else:
        for d in _user_dirs(extra_dirs):
            candidate = os.path.join(d, "house.yaml")
            if os.path.isfile(candidate):
                user_path, user_label = candidate, candidate
                break
    layers, modifiers = [club.settings], dict(club.modifiers)
    if user_path and os.path.abspath(user_path) != os.path.abspath(builtin_path):
        mine = _load("house", user_path, user_label)
        layers.append(mine.settings)
        modifiers.update(mine.modifiers)
    return layers, modifiers


# --- public API -------------------------------------------------------------------------------------------

def _find_game(game_id: str, extra_dirs) -> _GameFile:
    known: list[str] = []
    for directory, prefix in _dirs(extra_dirs):
        games = _games_in(directory, prefix)
        if game_id in games:
            path, label = games[game_id]
            return _load("game", path, label, game_id)
        known.extend(games)
    hint = _suggest(game_id, known)
    raise ParseError(f"unknown game '{_show(game_id)}'" + (f" — did you mean {hint}?" if hint else ""))


def _rule_error(e: _Invalid, src: _GameFile, option: _Option | None = None) -> RulesetError:
    at = e.at
    if option is not None and (at is None or at.label != option.at.label
                               or not at.field.startswith(option.at.field)):
        at = option.at   # the variant is what breaks the game, so point at it
    if at is None:
        return RulesetError(src.label, None, "", e.problem)
    return RulesetError(at.label, at.line, at.field, e.problem)


def load_game(spec: str, extra_dirs=(), house_path: str | None = None) -> Game:
    """The game the dealer named, e.g. 'seven-card-stud declare buyout', with every setting merged in."""
    words = str(spec).replace(",", " ").split()
    if not words:
        raise ParseError("name a game, like: game seven-card-stud")
    game_id, wanted = words[0].lower(), [w.lower() for w in words[1:]]
    src = _find_game(game_id, extra_dirs)
    layers, modifiers = _house_chain(extra_dirs, house_path)
    offered = list(src.variants.values()) + [m for n, m in modifiers.items() if n not in src.variants]

    try:
        _build(src, layers, [], offered)
    except _Invalid as e:
        raise _rule_error(e, src) from None
    for option in src.variants.values():
        try:
            _build(src, layers, [option], offered)
        except _Invalid as e:
            raise _rule_error(e, src, option) from None

    chosen: list[_Option] = []
    for name in wanted:
        option = src.variants.get(name) or modifiers.get(name)
        if option is None:
            variants = ", ".join(src.variants) or "none"
            mods = [n for n in modifiers if n not in src.variants]
            raise ParseError(f"{src.name} has no variant '{_show(name)}' — variants: {variants}"
                             + (f" (modifiers: {', '.join(mods)})" if mods else ""))
        if option in chosen:
            raise ParseError(f"'{_show(name)}' is named twice")
        for earlier in chosen:
            # Two options that set the same thing would let the last one typed win silently.
            clash = sorted(set(earlier.settings) & set(option.settings))
            if clash:
                what = clash[0].replace("_", " ")
                raise ParseError(f"{src.name}: {earlier.name} and {option.name} both set the {what}; "
                                 f"choose one")
        chosen.append(option)
    try:
        return _build(src, layers, chosen, offered)
    except _Invalid as e:
        names = " + ".join(o.name for o in chosen)
        raise ParseError(f"{src.name} cannot be played {names}: {e.problem}") from None


def list_games(extra_dirs=()) -> list[tuple[str, str, tuple[str, ...]]]:
    """(id, name, variant names) of every game found, a user's file hiding a built-in of the same id."""
    seen: dict[str, tuple[str, str]] = {}
    for directory, prefix in _dirs(extra_dirs):
        for game_id, where in _games_in(directory, prefix).items():
            seen.setdefault(game_id, where)
    out = []
    for game_id in sorted(seen):
        path, label = seen[game_id]
        src = _load("game", path, label, game_id)
        out.append((game_id, src.name, tuple(src.variants)))
    return out


__all__ = ["load_game", "list_games", "builtin_dir", "CHOICES", "MAX_FILE_BYTES", "ENV_VAR"]
