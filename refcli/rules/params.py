"""Options that take values: a variant declares its parameters, each filling one setting of the game, and
the dealer types the values after the variant's name (`game five-and-a-half targets 6 26`).

    variants:
      targets:
        about: Any two targets the host names.
        parameters:                       # typed in this order after the name
          low:  {fills: points.low, min: 1, max: 20, example: 6, says: the low target}
          high: {fills: points.high, min: 10, max: 50, example: 26, says: the high target}

A game's `title:` may show what those settings are (`title: "{points.low}-{points.high}"`), so a night of
6-26 is called 6-26 in its rulings and not by the file's name.

Which settings a parameter may fill is listed here (FILLS), each with how its value is read: the typed word
is checked by the same rules as a ruleset value, plus the range the option declares, and refused in one line.
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

from ..kernel.records import dataclass
from ..kernel.errors import ParseError
from ..kernel.safetext import shown
from .yamlnodes import Ctx, join_field, read_pairs, read_scalar, unknown_key

# A value typed at the table: whole or half points (6, 7½, 7.5, 7 1/2) or a whole number.
_HALVES = re.compile(r"^(\d{1,4})(?:(½)|\.(\d{1,3})|\s+1/2)?$|^(\d{1,4})/2$|^½$", re.ASCII)   # 0-9 only
_WHOLE = re.compile(r"^\d{1,4}$", re.ASCII)

# setting a parameter may fill -> (the key it is kept under while merging, how its value is read)
FILLS = {
    "points.low": ("points_low", "half-points"),
    "points.high": ("points_high", "half-points"),
    "points.court": ("points_court", "half-points"),
    "lock_after": ("lock_after", "whole"),
}
_PARAM_KEYS = ("fills", "min", "max", "example", "says")


@dataclass(frozen=True)
class Param:
    name: str
    fills: str           # a key of FILLS
    least: Fraction
    most: Fraction
    example: Fraction
    says: str            # how a message names it: 'the low target'

    @property
    def kind(self) -> str:
        return FILLS[self.fills][1]


def format_value(value: Fraction) -> str:
    from ..evaluate.points import format_points
    return format_points(value)


def read_value(param: Param, typed: str, option: str) -> Fraction:
    """The value typed for ``param``, or a one-line ParseError naming the option, the value and the rule."""
    text = " ".join(str(typed).split())
    if param.kind == "whole":
        if not _WHOLE.match(text):
            raise ParseError(f"{option}: '{shown(text)}' is not a whole number for {param.says}")
        value = Fraction(int(text))
    else:
        m = _HALVES.match(text)
        if not m:
            raise ParseError(f"{option}: '{shown(text)}' is not a number of points for {param.says}: "
                             f"write it like 6, 7½ or 7.5")
        whole, half, decimals, num = m.groups()
        if text == "½":
            value = Fraction(1, 2)
        elif num is not None:
            value = Fraction(int(num), 2)
        elif decimals is not None:
            value = Fraction(int(whole)) + Fraction(int(decimals), 10 ** len(decimals))
        else:
            value = Fraction(int(whole)) + (Fraction(1, 2) if half or text.endswith("1/2") else 0)
        if value.denominator not in (1, 2):
            raise ParseError(f"{option}: {shown(text)} is not a whole or half point ({param.says} is counted "
                             f"in half points, like 7 or 7½)")
    if not param.least <= value <= param.most:
        raise ParseError(f"{option}: {param.says} {format_value(value)} is out of range "
                         f"({format_value(param.least)} to {format_value(param.most)})")
    return value


def usage(option_name: str, params: tuple[Param, ...]) -> str:
    return " ".join([option_name] + [p.name.upper() for p in params])


def filled(option, values: tuple[Fraction, ...]):
    """The option with its parameters' settings filled in; its name becomes what was played ('targets 6 26')."""
    settings = dict(option.settings)
    for param, value in zip(option.params, values):
        key = FILLS[param.fills][0]
        settings[key] = (int(value) if param.kind == "whole" else value, option.at)
    played = " ".join([option.name] + [format_value(v) for v in values])
    return replace(option, name=played, settings=settings, params=())


def take(option, words: list[str], game_id: str):
    """Fill ``option`` from the words typed after its name; returns (the filled option, words used)."""
    n = len(option.params)
    given, used = _halves_joined(words, n)
    if len(given) < n:
        example = " ".join(format_value(p.example) for p in option.params)
        raise ParseError(f"{option.name} takes {n} value{'s' if n != 1 else ''} ({usage(option.name, option.params)}), "
                         f"like: game {game_id} {option.name} {example}")
    try:
        values = tuple(read_value(p, w, option.name) for p, w in zip(option.params, given))
    except ParseError:
        if n == 2 and not _reads(option.params[:1], given[:1]) and _reads(option.params, given[::-1]):
            # Two values typed the wrong way round (targets 26 6: the first cannot be the low target, the two
            # read the other way): say which comes first.
            raise ParseError(f"{option.name}: {option.params[0].says} comes first, like: game {game_id} "
                             f"{option.name} {' '.join(given[::-1])}") from None
        raise
    return filled(option, values), used


def _reads(params, words) -> bool:
    try:
        for p, w in zip(params, words):
            read_value(p, w, "")
    except ParseError:
        return False
    return True


def _halves_joined(words: list[str], n: int) -> tuple[list[str], int]:
    """The option's ``n`` values and how many words they took: `7 1/2 27 1/2`, as points are written on paper,
    is two values, each `1/2` joined to the number before it."""
    out: list[str] = []
    i = 0
    while i < len(words) and len(out) < n:
        if i + 1 < len(words) and words[i + 1] == "1/2" and _WHOLE.match(words[i]):
            out.append(f"{words[i]} 1/2")
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out, i


def example(option):
    """The option filled with its declared examples (how the loader checks it, and random play plays it)."""
    return filled(option, tuple(p.example for p in option.params))


def about(option, game_id: str) -> str:
    """What `refcli rules` says of a parameterised option: how to type it, the ranges, then its own words."""
    if not option.params:
        return option.about
    ranges = "; ".join(f"{p.name.upper()} is {p.says}, {format_value(p.least)} to {format_value(p.most)}"
                       + (" in whole or half points" if p.kind == "half-points" else "") for p in option.params)
    example_words = " ".join(format_value(p.example) for p in option.params)
    lead = (f"type {usage(option.name, option.params)}, like: game {game_id} {option.name} {example_words} "
            f"({ranges}).")
    return f"{option.about} {lead}" if option.about else lead


# --- reading the declaration from a ruleset file ---------------------------------------------------------

def parse_params(node, ctx: Ctx, fld: str) -> tuple[Param, ...]:
    out: list[Param] = []
    for knode, vnode in read_pairs(node, ctx, fld):
        name = str(knode.value).strip().lower()
        sub = join_field(fld, name)
        if not re.match(r"^[a-z][a-z0-9-]*$", name):
            ctx.err(knode, fld, f"'{shown(knode.value)}' is not a parameter name: use letters, digits and hyphens")
        if any(p.name == name for p in out):
            ctx.err(knode, fld, f"'{shown(name)}' is named twice")
        body = dict((k.value, (k, v)) for k, v in read_pairs(vnode, ctx, sub))
        for key, (k, _v) in body.items():
            if key not in _PARAM_KEYS:
                unknown_key(k, ctx, sub, _PARAM_KEYS)
        for key in ("fills", "min", "max", "example"):
            if key not in body:
                ctx.err(vnode, sub, f"a parameter needs {key} (it takes {', '.join(_PARAM_KEYS)})")
        fills_node = body["fills"][1]
        fills = read_scalar(fills_node, ctx, join_field(sub, "fills"), "a setting").strip().lower()
        if fills not in FILLS:
            ctx.err(fills_node, join_field(sub, "fills"), f"'{shown(fills)}' cannot be filled by a parameter "
                                                     f"(settings: {', '.join(FILLS)})")
        says = (read_scalar(body["says"][1], ctx, join_field(sub, "says"), "text").strip() if "says" in body
                else name)
        draft = Param(name, fills, Fraction(0), Fraction(10_000), Fraction(0), says)
        vals = {}
        for key in ("min", "max", "example"):
            vnode_k = body[key][1]
            raw = read_scalar(vnode_k, ctx, join_field(sub, key), "a number")
            try:
                vals[key] = read_value(draft, raw, name)
            except ParseError as exc:
                ctx.err(vnode_k, join_field(sub, key), str(exc).split(": ", 1)[-1])
        if vals["min"] > vals["max"]:
            ctx.err(body["min"][1], join_field(sub, "min"), f"min {format_value(vals['min'])} is more than max "
                                                       f"{format_value(vals['max'])}")
        if not vals["min"] <= vals["example"] <= vals["max"]:
            ctx.err(body["example"][1], join_field(sub, "example"), f"the example {format_value(vals['example'])} "
                                                               f"is outside min to max")
        out.append(Param(name, fills, vals["min"], vals["max"], vals["example"], says))
    if not out:
        ctx.err(node, fld, "list at least one parameter, like {low: {fills: points.low, min: 1, max: 20, example: 6}}")
    return tuple(out)


# --- a title that shows the settings played ------------------------------------------------------------

_PLACE = re.compile(r"\{([^{}]*)\}")


def check_title(node, ctx: Ctx, fld: str) -> str:
    text = " ".join(read_scalar(node, ctx, fld, "text").split())
    for name in _PLACE.findall(text):
        if name not in FILLS:
            ctx.err(node, fld, f"'{{{shown(name)}}}' is not a setting a title can show (settings: "
                               f"{', '.join(FILLS)})")
    if not text or len(text) > 60:
        ctx.err(node, fld, "a title is one line of 1 to 60 characters")
    return text


def render_title(template: str, value_of) -> str:
    """The title with each {setting} replaced by its value as the table says it (7½, 26)."""
    def one(m):
        value = value_of(FILLS[m.group(1)][0])
        return format_value(value) if isinstance(value, Fraction) else str(value)
    return _PLACE.sub(one, template)


__all__ = ["FILLS", "Param", "read_value", "take", "example", "about", "usage", "parse_params", "check_title",
           "render_title"]
