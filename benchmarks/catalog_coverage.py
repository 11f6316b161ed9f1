"""How many of a public catalog's poker variants refcli plays: with a ruleset it ships, or in YAML alone.

    python benchmarks/catalog_coverage.py              # the figures and the next mechanics, ranked
    python benchmarks/catalog_coverage.py --list       # and every variant: how refcli plays it, or what it lacks
    python benchmarks/catalog_coverage.py --strict     # a bring-in counts as a mechanic refcli lacks
    python benchmarks/catalog_coverage.py --no-play    # load each ruleset, but play no hand (faster)

The catalog is benchmarks/catalog/variants.json: 310 variants of talvola/generic_poker, said in refcli's words
by benchmarks/catalog/extract.py (the facts file is committed; this script reads only it).

A variant counts as playable only when refcli shows it can play it:
- a shipped ruleset (SHIPPED below) is loaded by refcli's loader, its deal must give each player the cards the
  variant deals, and one seeded hand of it is played through refcli's table to its settle;
- else, when every feature of the variant is one refcli has (`how` below, read from refcli's own registries:
  the generated index of steps, pot kinds and wild rules, the formations, the house file's choices), this
  script writes the variant's ruleset YAML, loads it with refcli's loader and plays one seeded hand of it
  to its settle. A ruleset refused, or a hand that does not settle, does not count (--list says why).

What refcli plays under the club's own conventions (not counted as a missing mechanic): the betting limits
(limit, pot-limit, no-limit are all played under the house limits), a forced bet the club does not use (a
bring-in or a bomb pot: the dealer's ante instead, the betting from the dealer's left, as SPEC section 2 has a
game beyond the club played unless it names blinds), and the lowest spade in the hole judged by the club's Low
Chicago (where two low spades in the hole also beat one: the house's chicago.pair_max). --strict counts the
bring-in as missing.

The ranking of what to build next is a projection: the mechanic that would make the most variants playable
(their every missing feature built), then the next one with it, and so on. A new mechanic moves these figures
once it is named in `how` (and, if the YAML needs it, in `ruleset`); tests/test_catalog_coverage.py holds the
counts measured, so a change that loses a game fails it and one that gains games updates it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
from dataclasses import dataclass, field
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FACTS = os.path.join(HERE, "catalog", "variants.json")
if ROOT not in sys.path:        # refcli from this checkout when it is not installed
    sys.path.append(ROOT)

# Catalog variants the shipped rulesets already play, with the spec the dealer types and why they are the same.
SHIPPED = {
    "7_card_stud.json": ("seven-card-stud high", "7 Card Stud for the high hand alone"),
    "low_chicago.json": ("seven-card-stud", "the high hand and the lowest spade in the hole split the pot"),
    "follow_the_queen.json": ("follow-the-queen", "queens wild, and the rank after a face-up queen"),
    "razz.json": ("razz", "seven-card stud, the best ace-to-five low takes the pot"),
    "omaha.json": ("omaha", "four hole cards, exactly two of them with three of the board"),
    "7_card_stud_8.json": ("stud-8", "seven-card stud, cards speak, an ace-to-five low of 8 or better"),
    "omaha_8.json": ("omaha-8", "Omaha, cards speak, an ace-to-five low of 8 or better"),
    "chicago.json": ("high-chicago", "seven-card stud, the highest spade in the hole takes half"),
    "spit_in_the_ocean.json": ("spit-in-the-ocean", "four cards each and a shared card wild with its rank"),
    "pineapple.json": ("pineapple", "hold'em with three hole cards, one thrown away (dead) before the flop"),
    "crazy_pineapple.json": ("crazy-pineapple", "Pineapple with the discard after the flop's betting"),
    "badugi.json": ("badugi", "four cards, three draws, the best badugi aces low"),
    "badacey.json": ("badacey", "five cards, three draws, the best badugi and the best ace-to-five low split"),
    "badeucey.json": ("badeucey", "five cards, three draws, the best badugi aces high and the best 2-7 low split"),
    "badeucey_natural.json": ("badeucey aces-low", "Badeucey with the badugi half played aces low"),
    "omaha_10_or_better.json": ("omaha-10", "Omaha, cards speak, a deuce-to-seven low of 10 or better"),
    "korean.json": ("korean", "five cards, three draws, a high hand of a pair or better, an ace-to-five low unpaired"),
    "mississippi_studugi.json": ("mississippi-studugi", "stud, the high hand and a four-card badugi split"),
    "hold_em.json": ("texas-holdem", "two down and a board of five, the best five of the seven"),
    "5_card_draw.json": ("five-card-draw any-five", "five down, one draw of any number, the high hand"),
    "5_card_stud.json": ("five-card-stud", "one down and four up, the high hand"),
    "27_triple_draw.json": ("deuce-to-seven-triple-draw", "five down, three draws, the deuce-to-seven low"),
    "27_single_draw.json": ("deuce-to-seven-single-draw", "five down, one draw, the deuce-to-seven low"),
    "a5_triple_draw.json": ("ace-to-five-triple-draw", "five down, three draws, the ace-to-five low"),
    "a5_single_draw.json": ("california-lowball", "five down, one draw, the ace-to-five low"),
    "5_card_draw_deuces_wild.json": ("deuces-wild any-five", "five-card draw of any number, deuces wild"),
    "5_card_omaha.json": ("five-card-omaha", "five hole cards, exactly two of them with three of the board"),
    "5_card_omaha_8.json": ("big-o", "five-card Omaha, cards speak, an ace-to-five low of 8 or better"),
    "courchevel.json": ("courchevel", "five-card Omaha with the first board card before the first bet"),
    "courchevel_8.json": ("courchevel eight", "Courchevel, cards speak, an ace-to-five low of 8 or better"),
    "mississippi_stud.json": ("mississippi-stud", "seven-card stud, the 4th and 5th cards up together"),
    "7_card_stud_hilo_declare.json": ("stud-high-low-declare", "seven-card stud declared, the ace-to-five low"),
    "deuces_and_jacks.json": ("deuces-and-jacks", "seven-card stud, deuces and jacks wild"),
    "27_razz.json": ("deuce-to-seven-razz", "seven-card stud, the deuce-to-seven low takes the pot"),
    "hold_em_8.json": ("holdem-8", "Hold'em, cards speak, an ace-to-five low of 8 or better"),
    "chowaha.json": ("chowaha", "two hole cards with one card of a flop row, the turn beside it and the river"),
    "double_board_hold_em.json": ("double-board-holdem", "two boards, half the pot to the best hand with each"),
    "duck_flush.json": ("duck-flush", "triple draw, a flush or better takes the pot, else the best 2-7 low"),
    "forty_four.json": ("forty-four", "four cards each, four community cards, the last wild with its rank"),
    "four_before.json": ("four-before", "four cards each, one draw dealing one more card than thrown away"),
    "hidugi.json": ("hidugi", "four cards, three draws, the highest badugi aces high"),
    "london_lowball.json": ("london-lowball", "seven-card stud, the best ace-to-six low takes the pot"),
}
# A variant's layout of community cards (`hand:board-layout`) -> the formation of refcli/table/potkinds/layouts.py
# that plays it, read from the catalog's game configs (the facts say only that a layout is played). Chowaha's
# path is played by its public rules: one card of the flop row with its turn and the river.
LAYOUTS = {
    "chowaha.json": "chowaha", "chowaha_8.json": "chowaha", "4_card_chowaha.json": "chowaha",
    "4_card_chowaha_8.json": "chowaha", "5_card_chowaha.json": "chowaha", "5_card_chowaha_8.json": "chowaha",
    "omaha_321.json": "omaha-321", "omaha_321_hi_lo.json": "omaha-321", "banco.json": "banco",
    "banco_8.json": "banco", "criss_cross_omaha.json": "criss-cross", "criss_cross_omaha_8.json": "criss-cross",
    "criss_cross_super_holdem.json": "criss-cross-holdem", "criss_cross_super_holdem_8.json": "criss-cross-holdem",
    "iron_cross.json": "cross-of-five", "lazy_pineapple.json": "up-to-two", "lazy_pineapple_8.json": "up-to-two",
    # Two boards (`boards:2`, refcli/table/potkinds/boards.py): each board is played by a formation of one board.
    "double_board_hold_em.json": "texas-draw", "double_board_bomb_pot.json": "texas-draw",
    "double_board_omaha.json": "omaha", "double_omaha.json": "omaha", "5_card_double_board_omaha.json": "omaha",
    "double_board_implocean.json": "omaha",
}
# A variant's choice of own and community cards (`hand:hole-or-board-choices`) -> the formation of
# refcli/table/potkinds/hole_or_board.py that plays it, read from the catalog's game configs.
HOLE_OR_BOARD = {"211.json": "two-or-three", "2_or_5_omaha.json": "two-or-five", "2_or_5_omaha_8.json": "two-or-five",
                 "2_or_5_omaha_with_draw.json": "two-or-five", "2_or_5_omaha_8_with_draw.json": "two-or-five"}
BOARD_POTS = ("board-1", "board-2")     # a two-board variant's pots: the high hand with each board
CONVENTIONS = {"forced:bring-in": "the dealer's ante instead of a bring-in",
               "forced:bomb": "the dealer's ante for everyone (a bomb pot)"}
HAND_RULE = re.compile(r"hand:(own-best-5|any-5|hole-\d+-board-\d+)")     # the features a game's `hand:` says
JOKER_ROLES = {"wild:joker": "wild", "wild:bug": "bug"}      # the variant's joker -> refcli's `wild: {jokers: ...}`
NAMES = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]
# A hand's evaluation -> refcli's pot kind (lows: see low_kinds). High Chicago's kind is the name it would take.
EVAL_POTS = {"high": "high", "one_card_low_spade": "chicago", "one_card_high_spade": "high-chicago",
             "badugi": "badugi", "badugi_ah": "badugi-aces-high", "hidugi": "hidugi"}


# --- what refcli has, read from refcli itself ----------------------------------------------------------------

def refcli_has() -> dict:
    from refcli.kernel.declared import NUMBER_SETTINGS, POT_KINDS, SETTINGS, STEPS, WILD_RULES
    from refcli.kernel.mechanics import FORMATIONS
    from refcli.rules.house import CHOICES
    from refcli.rules.values import DECK_SIZES, STREET_CARDS, WILD_JOKERS
    return {"steps": STEPS, "pots": set(POT_KINDS), "wild_rules": set(WILD_RULES) | {"fixed"},
            "formations": set(FORMATIONS.names()), "lows": set(CHOICES["low"]), "decks": set(DECK_SIZES),
            "streets": set(STREET_CARDS), "jokers": set(WILD_JOKERS), "settings": set(NUMBER_SETTINGS),
            "choices": {name: set(values) for name, values in SETTINGS.items()}}


def step_range(has: dict, step: str, param: str) -> tuple[int, int]:
    spec = has["steps"].get(step, {}).get("params", {}).get(param)
    return spec[1] if spec and spec[0] == "int" else (0, -1)


def how(feature: str, has: dict, strict: bool = False, variant: dict | None = None) -> str | None:
    """How refcli plays this feature of a variant (a few words), or None when it has no mechanic for it."""
    kind, _, arg = feature.partition(":")
    if feature == "hand:board-layout":      # which layout: the variant's own (LAYOUTS)
        layout = LAYOUTS.get((variant or {}).get("source", ""))
        return f"hand: {layout}" if layout in has["formations"] else None
    steps = has["steps"]
    if feature in CONVENTIONS:
        return None if strict and feature == "forced:bring-in" else "the club's convention: " + CONVENTIONS[feature]
    if kind == "deck":
        return f"deck: {arg}" if arg in has["decks"] else None
    if kind == "jokers":
        return f"deck: standard+jokers:{arg}" if int(arg) <= 4 and "bug" in has["jokers"] else None
    if feature == "forced:ante":
        return "step ante" if "ante" in steps else None
    if feature == "forced:blinds":
        return "step blinds" if "blinds" in steps else None
    if kind == "deal":
        return f"deal: [{arg}]" if arg in has["streets"] else None
    if feature in ("bet", "declare"):
        return f"step {feature}" if feature in steps else None
    if feature == "discard":      # thrown away, nothing dealt for it (refcli/table/steps/discard.py)
        return "step discard" if "discard" in steps else None
    if kind == "draw" and arg.isdigit():
        lo, hi = step_range(has, "draw", "max")
        return f"draw: {{max: {arg}}}" if lo <= int(arg) <= hi else None
    if feature == "expose":
        return "step expose (roll PLAYER CARD)" if "expose" in steps else None
    if feature == "pass:left":
        return "step give (to the next player on the left)" if "give" in steps else None
    if feature == "pass:right":
        return "step give, to: right" if "right" in str(steps.get("give", {}).get("params", {}).get("to")) else None
    if feature == "cards-speak":
        return "pots shared without a declaration"
    if kind == "eval" and arg in EVAL_POTS:
        return f"pot {EVAL_POTS[arg]}" if EVAL_POTS[arg] in has["pots"] else None
    if kind == "low":
        return f"pot low, house low: {arg}" if "low" in has["pots"] and arg in has["lows"] else None
    if feature == "hand:hole-or-board-choices":      # which choices: the variant's own (HOLE_OR_BOARD)
        choices = HOLE_OR_BOARD.get((variant or {}).get("source", ""))
        return f"hand: {choices}" if choices in has["formations"] else None
    if feature == "boards:2":
        return "pots: board-1, board-2" if set(BOARD_POTS) <= has["pots"] else None
    if feature == "hand:own-best-5":
        return "hand: best-five" if "best-five" in has["formations"] else None
    if feature == "hand:any-5":
        return "hand: texas-draw" if "texas-draw" in has["formations"] else None
    if feature == "hand:hole-2-board-3":      # the name the evaluator's formation has (evaluate/formations.omaha)
        return "hand: omaha" if "omaha" in has["formations"] else None
    if feature == "hand:hole-3-board-2":      # Omaha turned round (potkinds/hole_or_board.py)
        return "hand: three-and-two" if "three-and-two" in has["formations"] else None
    if feature == "qualifier":     # refcli's: a low of N or better, a high hand of a kind or better (potkinds/poker.py)
        return "settings: {low_qualifier: N, high_qualifier: KIND}" if "low_qualifier" in has["settings"] else None
    if feature == "wild:rank":
        return "wild: [RANKS]"
    if feature in JOKER_ROLES:
        return f"wild: {{jokers: {JOKER_ROLES[feature]}}}" if JOKER_ROLES[feature] in has["jokers"] else None
    if feature == "wild:follow-queen":
        return "wild_rule: follow-queen" if "follow-queen" in has["wild_rules"] and "up-in-order" in steps else None
    if feature == "wild:low-hole":
        return "wild_rule: low-hole" if "low-hole" in has["wild_rules"] else None
    if feature == "wild:last-board-card":     # the last community card wild with its rank (wilds/board_rank.py)
        return "wild_rule: last-board-rank" if "last-board-rank" in has["wild_rules"] else None
    return None


def mechanic(feature: str) -> str:
    """The mechanic a missing feature asks for: features one mechanic would serve are counted together."""
    if re.fullmatch(r"hand:hole-\d+-board-\d+", feature):
        return "hand:hole-N-board-M (Omaha's rule: exactly N of one's own, M of the board)"
    if re.fullmatch(r"draw:\d+", feature):
        return "draw of more cards than the draw step takes"
    if feature == "eval:one_card_high_spade":
        return "High Chicago (the highest spade in the hole)"
    if feature == "qualifier":
        return "qualifier (a pot only a hand this good may win: 8-or-better ...)"
    if feature == "discard":
        return "discard (without replacement)"
    if feature == "expose":
        return "expose (a player turns a face-down card up: roll your own)"
    return feature


# --- a ruleset for a variant -------------------------------------------------------------------------------

LOWS = ("deuce-to-seven", "ace-to-five", "ace-to-six")     # the lows a `low` pot may one day judge (house `low`)


# The catalog's qualifiers (the weakest hand that qualifies, as (category, its place counting from the best) in
# the source's tables of rank sets) -> refcli's settings. Lows: category 1 is five (badugi: four) different ranks
# (deuce-to-seven: no straight, no flush either), and the place of the weakest says its highest rank: ace-to-five
# C(8,5) = 56 is 8 or better, C(7,5) = 21 is 7, C(13,5) = 1287 any unpaired low (king); deuce-to-seven C(10,5) - 6
# straights = 246 is jack or better, C(9,5) - 5 = 121 is 10; badugi C(13,4) = 715 any four cards, C(7,4) = 35 is 7.
# High: category 9 one pair, place 2860 = 13 x C(12,3) the weakest pair; 8 two pair, 858 = C(13,2) x 11 the weakest;
# 7 three of a kind, 858 = 13 x C(12,2) the weakest; 5 a flush, 1277 the weakest. A qualifier of a named rank (a pair
# of nines or better, three sevens) is one refcli has not.
QUALIFIER_SETTINGS = {
    ("ace-to-five", "8-or-better"): ("low_qualifier", "8"), ("ace-to-five", "1/21"): ("low_qualifier", "7"),
    ("ace-to-five", "1/1287"): ("low_qualifier", "13"), ("deuce-to-seven", "1/246"): ("low_qualifier", "11"),
    ("deuce-to-seven", "1/121"): ("low_qualifier", "10"), ("badugi", "1/715"): ("low_qualifier", "13"),
    ("badugi", "1/35"): ("low_qualifier", "7"), ("high", "9/2860"): ("high_qualifier", "a-pair"),
    ("high", "8/858"): ("high_qualifier", "two-pair"), ("high", "7/858"): ("high_qualifier", "three-of-a-kind"),
    ("high", "5/1277"): ("high_qualifier", "a-flush"),
}

# Where a share nobody qualifies for goes (the configs' showdown `defaultActions` / `globalDefaultAction`) ->
# refcli's setting no_qualifying_hand, and the house low its taker is judged by. The Stamplers give the low half to
# the highest spade in the hole; Duck Flush, with no flush, the pot to the best deuce-to-seven low. Not yet: a
# pot split among everyone left (Archie, 777, the Double Qualifier) and the river card's suit (Stumpler).
FALLBACKS = {"stampler.json": ("high-chicago", ""), "5_card_stampler.json": ("high-chicago", ""),
             "6_card_stampler.json": ("high-chicago", ""), "duck_flush.json": ("low", "deuce-to-seven"),
             "hold_em_hilo_duck.json": ("low", "deuce-to-seven")}

# A card bought (the configs' `buy`: one card thrown away and one bought, `cost` fixed at the small or the big bet)
# -> refcli's twist step at a price in the club's money: the small bet 50¢, the big bet $1.00 (the house's largest
# bet), one price for each buy of the flow in order. Not yet: a price that matches the pot (Match Pot Buy).
BUY_PRICES = {"buy_your_card.json": [".50", "1.00"], "english_stud.json": ["1.00"], "english_stud_8.json": ["1.00"],
              "progressive_badugi_buy.json": ["1.00"]}

# An uneven draw (the configs' `draw_amount` relative to the discard) -> refcli's draw `more`: Four-Before deals one
# card more than each player throws away, Six Back one fewer (at least one thrown away). Not yet: a draw from a part
# of a split hand (the Shodugis) or one that keeps each card's face (Kryky).
UNEVEN_DRAWS = {"four_before.json": 1, "six_back.json": -1}


def fallback_played(variant: dict, has: dict) -> bool:
    """Whether refcli plays the variant's fallback (a share nobody qualifies for goes to another hand)."""
    taker = FALLBACKS.get(variant["source"], ("", ""))[0]
    return taker in has["choices"].get("no_qualifying_hand", ())


def qualifier_settings(variant: dict) -> dict[str, str] | None:
    """The settings that play the variant's qualifiers, or None when refcli has none for one of them. refcli's low
    qualifier holds for every low share of a game, so the variant's low hands must all have the same one."""
    out: dict[str, str] = {}
    lows = [h for h in variant["hands"] if h["eval"] in (*LOWS, "badugi", "badugi_ah")]
    for h in variant["hands"]:
        if "qualifier" not in h or h["eval"] in ("one_card_low_spade", "one_card_high_spade"):
            continue        # a spade in the hole "qualifies" by being there: the pot kind itself
        name_value = QUALIFIER_SETTINGS.get((h["eval"], h["qualifier"]))
        if name_value is None or out.get(name_value[0], name_value[1]) != name_value[1]:
            return None
        out[name_value[0]] = name_value[1]
    if "low_qualifier" in out and not all("qualifier" in h for h in lows):
        return None         # one low share with a qualifier and another without
    return out


def low_kinds(variant: dict) -> list[str]:
    """The kinds of low the variant's hands are judged by (refcli's house `low` sets one for a game)."""
    return sorted({h["eval"] for h in variant["hands"] if h["eval"] in LOWS})


def ruleset(variant: dict, game_id: str) -> str:
    """The variant as a refcli game file (only for a variant whose every feature refcli has)."""
    feats = set(variant["features"])
    board = any(t.startswith("deal") and "board" in t.split() for t in variant["flow"])
    steps: list[str] = []
    blinds = False
    deal: list[str] = []
    prices = list(BUY_PRICES.get(variant["source"], ()))

    def flush_deal() -> None:
        if deal:
            steps.append(f"  - deal: [{', '.join(deal)}]")
            deal.clear()

    for tok in variant["flow"]:
        word, *args = tok.split()
        if word == "deal":
            deal.extend(args)
            continue
        flush_deal()
        if word == "ante" and "  - ante" not in steps:
            steps.append("  - ante")
        elif word == "blinds":
            steps.append("  - blinds")
            blinds = True
        elif word == "bet":
            steps.append("  - bet: {opens: left-of-big-blind}" if blinds else "  - bet")
            blinds = False
        elif word == "draw" and variant["source"] in UNEVEN_DRAWS:
            steps.append(f"  - draw: {{max: {args[0]}, more: {UNEVEN_DRAWS[variant['source']]}}}")
        elif word == "draw":
            steps.append(f"  - draw: {{max: {args[0]}}}")
        elif word == "pass" and args[0] == "right":
            steps.append(f"  - give: {{cards: {args[1]}, to: right}}")
        elif word == "pass":
            steps.append(f"  - give: {{cards: {args[1]}}}")
        elif word == "discard":
            steps.append(f"  - discard: {{cards: {args[0]}}}")
        elif word == "declare":
            steps.append("  - declare")
        elif tok == "other buy":
            steps.append(f"  - twist: {{price: {prices.pop(0)}}}")
        elif word == "expose":
            steps.append(f"  - expose: {{cards: {args[0]}}}")
        elif word == "show":
            steps += ["  - show", "  - settle"]
    flush_deal()
    if not any(s in ("  - ante", "  - blinds") for s in steps):
        steps.insert(0, "  - ante")           # the club's forced bet where the source has only a bring-in
    share = Fraction(1, len(variant["hands"]))
    kinds = list(BOARD_POTS) if "boards:2" in feats else [EVAL_POTS.get(h["eval"], "low") for h in variant["hands"]]
    pots = [f"  - {{kind: {kind}, share: {share}}}" for kind in kinds]
    hand = "omaha" if "hand:hole-2-board-3" in feats else "texas-draw" if board else "best-five"
    if "hand:board-layout" in feats:
        hand = LAYOUTS[variant["source"]]
    if "hand:hole-or-board-choices" in feats:
        hand = HOLE_OR_BOARD[variant["source"]]
    lines = [f"id: {game_id}", f"name: {json.dumps(variant['name'])}",
             f"players: {{min: {variant['players'][0]}, max: {variant['players'][1]}}}",
             f"deck: {variant['deck']}" + (f"+jokers:{variant['jokers']}" if variant["jokers"] else ""),
             f"hand: {hand}", "flow:", *steps, "pots:", *pots,
             f"declare: {'true' if 'declare' in feats else 'false'}"]
    wild: dict[str, str] = {}
    if variant["wild_ranks"] and "wild:rank" in feats:
        wild["both"] = "[" + ", ".join(variant["wild_ranks"]) + "]"
    for feature, role in JOKER_ROLES.items():
        if feature in feats:
            wild["jokers"] = role
    if "wild:follow-queen" in feats:
        lines.insert(lines.index("flow:") + 2, "  - up-in-order")
        wild["both"] = "[Q]"
        lines.append("wild_rule: follow-queen")
    if "wild:low-hole" in feats:
        lines.append("wild_rule: low-hole")
    if "wild:last-board-card" in feats:
        lines.append("wild_rule: last-board-rank")
    if wild:
        lines.append("wild: {" + ", ".join(f"{k}: {v}" for k, v in wild.items()) + "}")
    lows = low_kinds(variant)
    fallback_low = FALLBACKS[variant["source"]][1] if "showdown:fallback" in feats else ""
    if lows or fallback_low:        # (a low the fallback judges: the game's low)
        lines.append(f"house: {{low: {lows[0] if lows else fallback_low}}}")
    settings = []
    if "pass:left" in feats or "pass:right" in feats:
        settings.append("kept_hand: all-seven")     # no discard: every card a player holds is his hand
    if "qualifier" in feats:
        settings += [f"{name}: {value}" for name, value in (qualifier_settings(variant) or {}).items()]
    if "showdown:fallback" in feats:
        settings.append(f"no_qualifying_hand: {FALLBACKS[variant['source']][0]}")
    if settings:
        lines.append("settings: {" + ", ".join(settings) + "}")
    return "\n".join(lines) + "\n"


# --- one seeded hand through refcli's table --------------------------------------------------------------

def deck_for(game, rng: random.Random) -> list[str]:
    from refcli.kernel.cards import standard_deck
    codes = [c.code for c in standard_deck()]
    cards = codes * (2 if game.deck == "double" else 1) + ["jk"] * game.jokers
    rng.shuffle(cards)
    return cards


def play_hand(spec: str, dirs: tuple[str, ...], seed: int) -> str:
    """One hand of the game played through refcli's session to its settle: '' when it settled, else why not."""
    from refcli.kernel.errors import RefereeError
    from refcli.log.store import Store
    from refcli.night.session import Session
    from refcli.rules.loader import load_game
    from refcli.table.dealing import extra_dealt, up_cards_missing
    from refcli.table.expect import expect

    rng = random.Random(seed)
    game = load_game(spec, list(dirs))
    players = NAMES[:max(game.players_min, min(4, game.players_max))]   # the loader checked the deck deals them
    session = Session(Store(":memory:"), dirs)
    deck = deck_for(game, rng)

    def table():
        night = session.night
        assert night is not None
        return night

    def run(line: str) -> bool:
        try:
            session.execute(line)
            return True
        except RefereeError:
            return False

    for line in (f"night {' '.join(players)}", f"game {spec}", "deal"):
        if not run(line):
            return f"refused: {line}"
    for _ in range(300):
        night = table()
        hand = night.hand
        if hand is None:
            return "" if night.ledger.pot == 0 else "money left in the pot"
        e = expect(night)
        if e is None:
            return "nothing expected"
        p = e.players[0] if e.players else ""
        if e.verbs == ("up",):
            for q, have, want in up_cards_missing(hand):
                run(f"up {q} {' '.join(deck.pop() for _ in range(want - have))}")
        elif e.kind in ("bet", "bet-on-beat"):
            if "check" in e.verbs:
                run(f"bet {p} .25" if rng.random() < 0.3 else f"check {p}")
            else:
                run(f"call {p}" if "call" in e.verbs else f"check {p}")
        elif e.kind == "draw":          # (an uneven draw of one fewer takes at least one card)
            run(f"draw {p} {rng.randint(0, 2)}") or run(f"draw {p} 1")
        elif e.kind == "twist":         # a card bought for a face-down one, unseen, or none
            run(f"twist {p} {rng.randint(0, 1)}")
        elif e.kind == "discard":       # thrown away face down: not named, so the deck keeps its cards
            run(f"discard {p}")
        elif e.kind == "give":
            run(f"give {p}")
        elif e.kind == "expose":
            # Each player rolls up one of his own face-down cards: one typed for him, else the deck's next card.
            count = hand.part("expose").count
            for q in e.players:
                mine = hand.down.get(q, [])
                run(f"roll {q} " + " ".join(mine[:count] if len(mine) >= count else
                                            [deck.pop() for _ in range(count)]))
        elif e.kind == "declare":
            run(f"declare {p} {rng.choice(['high', 'low', 'both'])}")
        elif e.kind == "show":
            if len(hand.board) < game.board_cards:
                run("board " + " ".join(deck.pop() for _ in range(game.board_cards - len(hand.board))))
            down, up = hand.down.get(p, []), hand.up.get(p, [])
            down = down + [deck.pop() for _ in range(game.down_per_player + game.either_per_player
                                                     + extra_dealt(hand, p, "down") - len(down))]
            up = up + [deck.pop() for _ in range(game.up_per_player + extra_dealt(hand, p, "up") - len(up))]
            if not run(f"show {p} {' '.join(down)}" + (f" up {' '.join(up)}" if up else "")):
                # A game that follows the up cards wants them typed in dealing order before any show.
                for _ in range(80):
                    short = up_cards_missing(table().hand)
                    if not short:
                        break
                    run(f"up {min((have, i, q) for i, (q, have, _) in enumerate(short))[2]} {deck.pop()}")
                if up_cards_missing(table().hand) or not run(f"show {p} {' '.join(down)}"):
                    return f"show refused for {p}"
        elif "settle" in e.verbs:
            if not run("settle"):
                return "settle refused"
        else:
            return f"no play for the step {e.kind} ({', '.join(e.verbs)})"
    return "the hand did not end"


# --- the measure --------------------------------------------------------------------------------------------

@dataclass
class Result:
    variant: dict
    status: str                    # shipped, yaml, refused, needs
    spec: str = ""                 # the shipped spec, or the game id written
    needs: list[str] = field(default_factory=list)     # mechanics missing
    conventions: list[str] = field(default_factory=list)
    why: str = ""                  # a ruleset refused or a hand not settled


def deal_counts(variant: dict) -> tuple[int, int, int]:
    toks = [c for t in variant["flow"] if t.startswith("deal ") for c in t.split()[1:]]
    return toks.count("down"), toks.count("up"), toks.count("board")


# A hand's evaluation -> the pot kind of a shipped game that judges it the same way (a low pot judges the
# game's own kind of low: house.low).
SHIPPED_POTS = {"high": "high", "one_card_low_spade": "chicago", "one_card_high_spade": "high-chicago",
                "badugi": "badugi", "badugi_ah": "badugi-aces-high", "hidugi": "hidugi"}


def check_shipped(variant: dict, spec: str, seed: int) -> str:
    """'' when the shipped game deals what the variant deals, judges the same hands and settles a hand."""
    from refcli.rules.loader import load_game
    game = load_game(spec)
    ours = (game.down_per_player, game.up_per_player, game.board_cards)
    if ours != deal_counts(variant):
        return f"{spec} deals {ours} (down, up, board), the variant {deal_counts(variant)}"
    judged = {**SHIPPED_POTS, game.house.low: "low"}
    pots = sorted(judged.get(h["eval"], h["eval"]) for h in variant["hands"])
    if sorted("high" if p.kind in BOARD_POTS else p.kind for p in game.pots) != pots:
        return f"{spec} plays the pots {sorted(p.kind for p in game.pots)}, the variant {pots}"
    return play_hand(spec, (), seed)


def measure(variants: list[dict], play: bool = True, strict: bool = False, seed: int = 1) -> list[Result]:
    from refcli.kernel.errors import RefereeError
    from refcli.rules.loader import load_game
    has = refcli_has()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "games"))
        for i, v in enumerate(variants):
            feats = v["features"]
            conventions = [f for f in feats if f in CONVENTIONS and how(f, has, strict)]
            if v["source"] in SHIPPED:
                spec = SHIPPED[v["source"]][0]
                why = check_shipped(v, spec, seed + i) if play else ""
                results.append(Result(v, "refused" if why else "shipped", spec, [], conventions, why))
                continue
            missing = sorted({mechanic(f) for f in feats if how(f, has, strict, v) is None
                              and not (f == "showdown:fallback" and fallback_played(v, has))
                              and not (f == "step:buy-card" and v["source"] in BUY_PRICES and "twist" in has["steps"])
                              and not (f == "draw:uneven" and v["source"] in UNEVEN_DRAWS
                                       and step_range(has, "draw", "more") == (-1, 1))})
            if len(low_kinds(v)) > 1:
                missing.append("two kinds of low in one game")
            if "qualifier" in feats and "qualifier" not in " ".join(missing) and qualifier_settings(v) is None:
                missing.append(mechanic("qualifier") + " of a named rank (a pair of nines, three sevens)")
            if len([f for f in feats if HAND_RULE.fullmatch(f)]) > 1:
                missing.append("a hand rule for each pot (one game has one)")
            if missing:
                results.append(Result(v, "needs", "", missing, conventions))
                continue
            game_id = "catalog-" + re.sub(r"[^a-z0-9]+", "-", v["source"][:-5].lower()).strip("-")
            with open(os.path.join(tmp, "games", game_id + ".yaml"), "w", encoding="utf-8") as f:
                f.write(ruleset(v, game_id))
            try:
                load_game(game_id, [tmp])
                why = play_hand(game_id, (tmp,), seed + i) if play else ""
            except RefereeError as exc:
                why = f"ruleset refused: {exc}"
            results.append(Result(v, "refused" if why else "yaml", game_id, [], conventions, why))
    return results


def unlock_order(m: str, chosen: set[str], waiting: list[set[str]]) -> tuple[int, int, str]:
    """Sorts first the mechanic that makes the most variants playable with those chosen, then the one the most
    variants lack, then by name."""
    return (-sum(n <= chosen | {m} for n in waiting), -sum(m in n for n in waiting), m)


def ranking(results: list[Result], top: int = 10) -> list[tuple[str, int, int]]:
    """Greedy: the mechanic that makes the most variants playable with those chosen before it (ties: the one
    the most variants lack), then the next. Each row: the mechanic, the variants it adds, the total after it."""
    playable = sum(r.status in ("shipped", "yaml") for r in results)
    waiting = [set(r.needs) for r in results if r.status == "needs"]
    chosen: set[str] = set()
    rows: list[tuple[str, int, int]] = []
    while waiting and len(rows) < top:
        every = set().union(*waiting) - chosen
        if not every:
            break
        best = min(every, key=lambda m: unlock_order(m, chosen, waiting))
        chosen.add(best)
        gained = sum(n <= chosen for n in waiting)
        waiting = [n for n in waiting if not n <= chosen]
        playable += gained
        rows.append((best, gained, playable))
    return rows


def report(results: list[Result], top: int = 10, listing: bool = False, strict: bool = False) -> str:
    total = len(results)
    shipped = sum(r.status == "shipped" for r in results)
    yaml_ = sum(r.status == "yaml" for r in results)
    refused = [r for r in results if r.status == "refused"]
    playable = shipped + yaml_
    under = sum(bool(r.conventions) for r in results if r.status in ("shipped", "yaml"))
    out = [f"Catalog: {total} variants (benchmarks/catalog/variants.json)",
           f"Playable today: {playable} of {total} ({100 * playable / total:.1f}%)",
           f"  with a shipped ruleset: {shipped}",
           f"  in YAML alone: {yaml_} (each ruleset written, loaded by refcli's loader, one seeded hand settled)"]
    if not strict:
        out.append(f"  of those, played with the club's ante where the source has a bring-in or a bomb pot: {under}")
    cats: dict[str, list[int]] = {}
    for r in results:
        cat = cats.setdefault(r.variant["category"] or "Other", [0, 0])
        cat[0] += r.status in ("shipped", "yaml")
        cat[1] += 1
    out.append("  by the catalog's category: " + ", ".join(
        f"{name} {got} of {of}" for name, (got, of) in sorted(cats.items(), key=lambda c: (-c[1][1], c[0]))))
    if refused:
        out.append(f"Every feature known but not played: {len(refused)}")
        out += [f"  {r.variant['source']}: {r.why}" for r in refused]
    out.append(f"Not yet: {total - playable - len(refused)} lack a mechanic")
    out.append("Next mechanics (greedy: each with those above it; the gain, then the total):")
    for n, (m, gained, after) in enumerate(ranking(results, top), 1):
        out.append(f"  {n:2}. {m}: +{gained} -> {after} ({100 * after / total:.1f}%)")
    if listing:
        out.append("Every variant:")
        for r in results:
            if r.status == "shipped":
                said = f"shipped: {r.spec} ({SHIPPED[r.variant['source']][1]})"
            elif r.status == "yaml":
                said = f"YAML: {r.spec}"
            else:
                said = f"refused: {r.why}" if r.status == "refused" else "needs " + "; ".join(r.needs)
            out.append(f"  {r.variant['source']:42} {said}")
    return "\n".join(out)


def load_facts(path: str = FACTS) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return json.load(f)["variants"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--facts", default=FACTS)
    ap.add_argument("--list", action="store_true", help="every variant, how refcli plays it or what it lacks")
    ap.add_argument("--strict", action="store_true", help="a bring-in counts as a missing mechanic")
    ap.add_argument("--no-play", action="store_true", help="load the rulesets but play no hand")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    results = measure(load_facts(args.facts), play=not args.no_play, strict=args.strict, seed=args.seed)
    print(report(results, args.top, args.list, args.strict))
    return 0


if __name__ == "__main__":
    sys.exit(main())
