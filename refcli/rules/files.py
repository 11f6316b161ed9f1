"""One ruleset file read into its raw settings: a house file (settings and the modifiers it offers) or a
game file (settings and its variants). Each setting keeps where it was written; nothing is merged here.
"""

from __future__ import annotations

import re

from ..kernel.records import dataclass, field
from ..kernel.declared import NUMBER_SETTINGS, SETTINGS
from ..kernel.errors import RulesetError
from .house import HOUSE_FILE_ONLY, house_settings
from ..kernel.safetext import shown
from .flows import flow_value
from .values import HANDS, WILD_RULES, read_amount, read_bool, read_choice, read_deal, read_deck, read_int, read_points, read_pots, read_text, read_wild, amount_per_rank, is_mapping
from .yamlnodes import At, Ctx, read_items, join_field, read_pairs, read_root, unknown_key

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from .params import Param

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]*$")

# Game keys a variant or modifier may override (plus `about`, which describes the option itself).
_OVERRIDABLE = ("players", "deck", "deal", "hand", "pots", "declare", "buyout_required", "wild", "wild_rule",
                "flow", "lock_after", "points", "settings", "house")
# A game's own named settings (`settings:`), each a choice, the first the default; and those that hold a number:
# name -> (kind, lowest, highest), kind "amount" (cents, whole quarters) or "whole". Each is declared by the
# mechanic that reads it (refcli/table/steps/<mechanic>.py), read here from the generated index.
GAME_SETTINGS = SETTINGS
GAME_NUMBER_SETTINGS = {name: number[:3] for name, number in NUMBER_SETTINGS.items()}
_GAME_KEYS = ("id", "name", "title", "aliases", "about", "family", "summary") + _OVERRIDABLE + ("variants",)
# What each key of a game file says, in a line: docs/writing-a-game.md lists every key with these words
# (docs/make_writing_a_game.py refuses a key without them, so a new key is documented where it is declared).
KEY_WORDS = {
    "id": "what the table types (`game ID`); letters, digits and hyphens, the file's own name",
    "name": "what rulings and reports print (default: the id in words)",
    "title": "a name that shows values played, like `{points.low}-{points.high}`",
    "aliases": "other names the table calls the game by, each at most 30 characters",
    "about": "the rules in a paragraph of your own words, printed by `refcli rules GAME`",
    "family": "where `refcli rules` lists the game",
    "summary": "the game in one line (at most 100 characters) under its name in `refcli rules`",
    "players": "`{min: N, max: N}`, 2 to 7 unless it says; max times the cards each must fit in the deck",
    "deck": "the cards: add `+jokers:N` (1 to 4) for jokers, like `standard+jokers:1`",
    "deal": "the cards dealt before each betting round, a list of streets (the shorthand of a flow)",
    "hand": "how a player's hand is formed",
    "pots": "the shares of the pot, `{kind: K, share: 1/2}` each, adding up to 1",
    "declare": "`true`: every player still in declares high, low or both before the show",
    "buyout_required": "`true`: folding costs the house buy-out",
    "wild": "wild ranks and cards: a list, `none`, or `{both: [...], high: [...], low: [...], jokers: ...}`",
    "wild_rule": "a wild card the play sets (below, one example each); without it the wild cards are fixed",
    "flow": "the hand as a list of steps, in place of `deal:` (below, one example each)",
    "lock_after": "5½-25½: passes after which a player is locked",
    "points": "the point games' counts and targets",
    "settings": "the mechanics' named settings, `{name: value}`",
    "house": "any house setting, for this game only (below)",
    "variants": "named changes the picker may type after the id, each with its `about` and the keys it changes",
    "parameters": "values typed after an option's name, each filling a setting (`targets 6 26`)",
}
GAME_KEYS = _GAME_KEYS
ALIAS_MAX = 30
# `parameters`: values typed after the option's name, each filling a setting (rules/params.py).
_OPTION_KEYS = ("about",) + _OVERRIDABLE + ("parameters",)
OPTION_KEYS = _OPTION_KEYS


@dataclass(frozen=True)
class Option:
    kind: str                 # 'variant' or 'modifier'
    name: str
    about: str
    settings: dict
    house: dict
    at: At
    params: tuple = ()        # rules/params.py Params: values typed after the name fill these settings


@dataclass(frozen=True)
class _HouseFile:
    label: str
    settings: dict
    modifiers: dict
    club: dict = field(default_factory=dict)   # the `club:` section, read by club.parse_club


@dataclass(frozen=True)
class GameFile:
    id: str
    label: str
    name: str
    about: str
    settings: dict
    house: dict
    variants: dict
    aliases: tuple[str, ...] = ()     # other names the table calls the game by (stud, 5.5), lower case
    title: str = ""                   # a name showing settings played, like "{points.low}-{points.high}"
    family: str = ""                  # the family `refcli rules` lists it under (rules/families.py); "" none
    summary: str = ""                 # its one line in `refcli rules`


def _players(node, ctx: Ctx, fld: str) -> dict:
    out = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        key = knode.value
        if key not in ("min", "max"):
            unknown_key(knode, ctx, fld, ("min", "max"))
        sub = join_field(fld, key)
        out[f"players_{key}"] = (read_int(vnode, ctx, sub, 1, 20), ctx.at(vnode, sub))
    if "players_min" in out and "players_max" in out and out["players_min"][0] > out["players_max"][0]:
        ctx.err(node, fld, f"min {out['players_min'][0]} is more than max {out['players_max'][0]}")
    return out


def _game_settings(pairs, ctx: Ctx, prefix: str, allowed: tuple[str, ...]) -> tuple[dict, dict, dict]:
    """Returns (game settings, house settings, {other key: value node}) for one game body."""
    settings: dict = {}
    house: dict = {}
    other: dict = {}
    for knode, vnode in pairs:
        key = knode.value
        if key not in allowed:
            unknown_key(knode, ctx, prefix, allowed)
        fld = join_field(prefix, key)
        at = ctx.at(vnode, fld)
        if key == "players":
            settings.update(_players(vnode, ctx, fld))
        elif key == "deck":
            settings["deck"] = (read_deck(vnode, ctx, fld), at)
        elif key == "deal":
            settings["deal"] = (read_deal(vnode, ctx, fld), at)
        elif key == "hand":
            settings["hand"] = (read_choice(vnode, ctx, fld, HANDS), at)
        elif key == "wild_rule":
            settings["wild_rule"] = (read_choice(vnode, ctx, fld, WILD_RULES), at)
        elif key == "pots":
            settings["pots"] = (read_pots(vnode, ctx, fld), at)
        elif key == "flow":
            settings["flow"] = (flow_value(vnode, ctx, fld), at)
        elif key == "settings":
            settings.update(_game_options(vnode, ctx, fld))
        elif key == "lock_after":
            settings["lock_after"] = (read_int(vnode, ctx, fld, 1, 10), at)
        elif key == "points":
            settings.update(read_points(vnode, ctx, fld))
        elif key in ("declare", "buyout_required"):
            settings[key] = (read_bool(vnode, ctx, fld), at)
        elif key == "wild":
            settings["wild"] = (read_wild(vnode, ctx, fld), at)
        elif key == "house":
            house = house_settings(vnode, ctx, fld)
        else:
            other[key] = (knode, vnode)
    return settings, house, other


def _aliases(node, ctx: Ctx, game_id: str) -> tuple[str, ...]:
    """`aliases: [stud, 7-stud]`: short words a dealer types for the game; each one line of text, no comma
    (a comma separates the game from its variants), at most 30 characters, none twice."""
    out: list[str] = []
    for item in read_items(node, ctx, "aliases", "a list of names, like [stud, 7-stud]"):
        alias = " ".join(read_text(item, ctx, "aliases").split()).lower()
        if not alias or len(alias) > ALIAS_MAX or "," in alias or alias[0] in "\"'":
            ctx.err(item, "aliases", f"'{shown(alias)}' is not an alias: one to {ALIAS_MAX} characters, "
                                     "no comma, not quoted")
        if alias == game_id or alias in out:
            ctx.err(item, "aliases", f"'{shown(alias)}' is named twice")
        out.append(alias)
    return tuple(out)


def _game_options(node, ctx: Ctx, fld: str) -> dict:
    out: dict = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        key = knode.value
        if key not in GAME_SETTINGS and key not in GAME_NUMBER_SETTINGS:
            unknown_key(knode, ctx, fld, tuple(GAME_SETTINGS) + tuple(GAME_NUMBER_SETTINGS))
        sub = join_field(fld, key)
        if key in GAME_NUMBER_SETTINGS:
            out[f"setting_{key}"] = (_number_setting(vnode, ctx, sub, *GAME_NUMBER_SETTINGS[key]), ctx.at(vnode, sub))
            continue
        out[f"setting_{key}"] = (read_choice(vnode, ctx, sub, GAME_SETTINGS[key]), ctx.at(vnode, sub))
    return out


def _number_setting(node, ctx: Ctx, fld: str, kind: str, low: int, high: int) -> int | tuple[int, ...]:
    if kind == "whole":
        return read_int(node, ctx, fld, low, high)
    if kind == "amounts" and is_mapping(node):      # a price per rank: {5: .25, 10: .50}
        return amount_per_rank(node, ctx, fld, lambda v, sub: _number_setting(v, ctx, sub, "amount", low, high))
    from ..kernel.money import format_money
    cents = read_amount(node, ctx, fld, zero_ok=low == 0).cents     # a price may be nothing where its lowest is 0
    if cents % 25:
        ctx.err(node, fld, f"{format_money(cents)} is not a whole number of quarters")
    if not low <= cents <= high:
        ctx.err(node, fld, f"{format_money(cents)} is out of range ({format_money(low)} to {format_money(high)})")
    return cents


def _option_names(node, ctx: Ctx, fld: str) -> dict:
    out: dict = {}
    for knode, vnode in read_pairs(node, ctx, fld):
        name = knode.value.strip().lower()
        if not ID_PATTERN.match(name):
            ctx.err(knode, fld, f"'{shown(knode.value)}' is not a name: use letters, digits and hyphens")
        if name in out:
            ctx.err(knode, fld, f"'{shown(knode.value)}' is named twice")
        out[name] = (knode, vnode)
    return out


def _parse_option(node, ctx: Ctx, fld: str, kind: str, name: str, at: At) -> Option:
    settings, house, other = _game_settings(read_pairs(node, ctx, fld), ctx, fld, _OPTION_KEYS)
    about = read_text(other["about"][1], ctx, join_field(fld, "about")) if "about" in other else ""
    params: tuple[Param, ...] = ()
    if "parameters" in other:
        from .params import parse_params
        params = parse_params(other["parameters"][1], ctx, join_field(fld, "parameters"))
    return Option(kind, name, " ".join(about.split()), settings, house, at, params)


def parse_house_file(path: str, label: str) -> _HouseFile:
    ctx = Ctx(label)
    root = read_root(path, label)
    settings = house_settings(root, ctx, "", skip=HOUSE_FILE_ONLY)
    modifiers: dict = {}
    club: dict = {}
    for knode, vnode in root.value:
        if knode.value == "name":
            read_text(vnode, ctx, "name")
        elif knode.value == "club":
            from .club import parse_club
            club = parse_club(vnode, ctx)
        elif knode.value == "modifiers":
            for name, (mkey, body) in _option_names(vnode, ctx, "modifiers").items():
                modifiers[name] = _parse_option(body, ctx, f"modifiers.{name}", "modifier", name,
                                                ctx.at(mkey, f"modifiers.{name}"))
    return _HouseFile(label, settings, modifiers, club)


def parse_game_file(path: str, label: str, game_id: str) -> GameFile:
    ctx = Ctx(label)
    root = read_root(path, label)
    settings, house, other = _game_settings(root.value, ctx, "", _GAME_KEYS)
    if "id" in other:
        knode, vnode = other["id"]
        given = read_text(vnode, ctx, "id")
        if given.lower() != game_id:
            ctx.err(vnode, "id", f"'{shown(given)}' does not match the file name: the id of this file is "
                                 f"'{game_id}'")
    name = read_text(other["name"][1], ctx, "name") if "name" in other else game_id.replace("-", " ").title()
    if not name:
        ctx.err(other["name"][1], "name", "a game needs a name")
    about = read_text(other["about"][1], ctx, "about") if "about" in other else ""
    if "deal" not in settings and not isinstance(settings.get("flow", (None,))[0], tuple):
        raise RulesetError(label, None, "deal", "missing: list the cards dealt before each betting round, "
                                                "like [[down, down, up], [up], [down]]")
    variants: dict = {}
    if "variants" in other:
        for vname, (vkey, body) in _option_names(other["variants"][1], ctx, "variants").items():
            variants[vname] = _parse_option(body, ctx, f"variants.{vname}", "variant", vname,
                                            ctx.at(vkey, f"variants.{vname}"))
    aliases = _aliases(other["aliases"][1], ctx, game_id) if "aliases" in other else ()
    title = ""
    if "title" in other:
        from .params import check_title
        title = check_title(other["title"][1], ctx, "title")
    family, summary = _family(other, ctx), _summary(other, ctx)
    return GameFile(game_id, label, name, " ".join(about.split()), settings, house, variants, aliases, title,
                     family, summary)


def _family(other: dict, ctx: Ctx) -> str:
    """`family: stud`: one of the families the games list groups by; any other word is refused."""
    if "family" not in other:
        return ""
    from .families import FAMILIES
    return read_choice(other["family"][1], ctx, "family", tuple(FAMILIES))


def _summary(other: dict, ctx: Ctx) -> str:
    """`summary:` the game in one line of the games list: a line of text, not a paragraph (that is `about`)."""
    if "summary" not in other:
        return ""
    from .families import SUMMARY_MAX
    node = other["summary"][1]
    text = " ".join(read_text(node, ctx, "summary").split())
    if not text or len(text) > SUMMARY_MAX:
        ctx.err(node, "summary", f"one line of 1 to {SUMMARY_MAX} characters (this is {len(text)}): "
                                 "the paragraph is `about`")
    return text
