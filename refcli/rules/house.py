"""House settings: the keys a house file (or a game's `house:`) may set, each read into a House field, and
the layers merged into one House once the money unit is known.
"""

from __future__ import annotations

from dataclasses import fields, replace

from ..evaluate.lowkinds import WORDS as LOW_WORDS
from ..kernel.mechanics import POTS
from ..kernel.money import unit_name
from .model import House
from .values import HANDS, Amount, read_amount, read_bool, read_choice, read_dots, read_int, read_rank, read_suits
from .yamlnodes import Ctx, Invalid, join_field, read_pairs, unknown_key

# The closed choices of every house setting that names a rule (value -> nothing; describe.py words them).
# Only values the engine implements are listed: a ruleset cannot ask for a rule refcli does not know.
CHOICES: dict[str, tuple[str, ...]] = {
    "ante_payer": ("dealer",),
    "first_to_act": ("left_of_dealer",),
    "low": LOW_WORDS,
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
    "misdeal": ("same_dealer", "next_dealer"),
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
}
# The pot kinds' own house settings (two spades this low in the hole, the dots of each rank), each declared with
# its pot kind (refcli/table/potkinds/, read from the index), then the dealer's: in the order of rulesets/house.yaml.
_HOUSE_SCHEMA.update({key: entry for pot in POTS.names() for key, entry in (POTS.get(pot).house or {}).items()})
_HOUSE_SCHEMA.update({
    "rotation": {"dealer": ("dealer_rotation", "choice"), "picker_hands": ("picker_hands", "hands")},
    "leftover_pot": ("leftover_pot", "choice"),
    "misdeal": ("misdeal", "choice"),
})
HOUSE_FILE_ONLY = ("name", "modifiers", "club")   # club: refcli/rules/club.py
HOUSE_SCHEMA = _HOUSE_SCHEMA     # read by docs/make_writing_a_game.py: every key a `house:` may set
_AMOUNT_FIELDS = ("ante_per_player", "max_bet", "max_raise", "buyout", "penalty")


def _house_value(kind: str, node, ctx: Ctx, fld: str, name: str):
    if kind == "choice":
        return read_choice(node, ctx, fld, CHOICES[name])
    if kind == "amount":
        return read_amount(node, ctx, fld, zero_ok=False)
    if kind == "amount_or_zero":
        return read_amount(node, ctx, fld, zero_ok=True)
    if kind == "unit":
        return read_amount(node, ctx, fld, zero_ok=False)
    if kind == "count":
        return read_int(node, ctx, fld, 0, 20)
    if kind == "positive":
        return read_int(node, ctx, fld, 1, 100)
    if kind == "hands":     # a count of hands, or `round`: each player at the table deals once (7½), kept as 0
        from .yamlnodes import TAG
        if node.tag == TAG + "str" and node.value.strip().lower() == "round":
            return 0
        return read_int(node, ctx, fld, 1, 100)
    if kind == "bool":
        return read_bool(node, ctx, fld)
    if kind == "suits":
        return read_suits(node, ctx, fld)
    if kind == "aces":
        return read_choice(node, ctx, fld, CHOICES["aces"]) == "high-or-low"
    if kind == "rank":
        return read_rank(node, ctx, fld)
    if kind == "dots":
        return read_dots(node, ctx, fld)
    raise AssertionError(kind)


def house_settings(node, ctx: Ctx, prefix: str, schema: dict = _HOUSE_SCHEMA, skip=()) -> dict:
    """House settings as {House field: (value, At)}; amounts keep their text until the unit is known."""
    out: dict = {}
    for knode, vnode in read_pairs(node, ctx, prefix):
        key = knode.value
        if key in skip:
            continue
        entry = schema.get(key)
        if entry is None:
            unknown_key(knode, ctx, prefix, tuple(schema) + tuple(skip))
        fld = join_field(prefix, key)
        if isinstance(entry, dict):
            out.update(house_settings(vnode, ctx, fld, entry))
        else:
            name, kind = entry
            out[name] = (_house_value(kind, vnode, ctx, fld, name), ctx.at(vnode, fld))
    return out


def build_house(hs: dict) -> House:
    defaults = House()
    unit_setting = hs.get("unit")
    unit = unit_setting[0].cents if unit_setting else defaults.unit
    values = {}
    for f in fields(House):
        if f.name not in hs:
            continue
        value, at = hs[f.name]
        if isinstance(value, Amount):
            if f.name in _AMOUNT_FIELDS and value.cents % unit:
                raise Invalid(at, f"{value.raw} is not a whole number of {unit_name(unit)}")
            value = value.cents
        values[f.name] = value
    return replace(defaults, **values)
