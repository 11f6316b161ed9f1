"""Loading rulesets: search order, merging, variants, and every kind of ruleset error with its exact message."""

import os
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from refcli.kernel.cards import Card
from refcli.kernel.errors import ParseError, RefereeError, RulesetError
from refcli.evaluate.types import Wilds
from refcli.rules.loader import builtin_dir, game_names, list_games, load_game
from refcli.rules.model import Game, House, PotShare, game_from_json, game_to_json

HIGH = PotShare("high", Fraction(1))
HALF_HIGH, HALF_LOW, HALF_CHICAGO = (PotShare(k, Fraction(1, 2)) for k in ("high", "low", "chicago"))

# Three lines every broken game below starts from, so the line numbers in the messages are known.
BASE = """name: Dots
deal: [[down, down, up], [up], [up], [up], [down]]
pots: [{kind: high, share: 1/2}, {kind: dots, share: 1/2}]
"""


@pytest.fixture
def rules(tmp_path, monkeypatch):
    """A user rulesets directory 'rules' (relative, so messages read rules/games/<id>.yaml)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rules" / "games").mkdir(parents=True)

    def write(game_id: str, text: str, sub: str = "games") -> str:
        path = tmp_path / "rules" / sub / f"{game_id}.yaml"
        path.write_text(text, encoding="utf-8")
        return f"rules/{sub}/{game_id}.yaml" if sub else f"rules/{game_id}.yaml"

    return write


def ruleset_error(spec: str, dirs=("rules",), **kw) -> str:
    with pytest.raises(RulesetError) as exc:
        load_game(spec, list(dirs), **kw)
    return str(exc.value)


def parse_error(spec: str, dirs=("rules",), **kw) -> str:
    with pytest.raises(ParseError) as exc:
        load_game(spec, list(dirs), **kw)
    assert not isinstance(exc.value, RulesetError)
    return str(exc.value)


# --- the built-in rules ---------------------------------------------------------------------------------

def test_builtin_house_file_is_the_clubs_rules_as_the_model_defaults():
    assert load_game("seven-card-stud").house == House()
    assert House() == House(unit=25, ante_per_player=50, ante_payer="dealer", max_bet=100, max_raise=100,
                            max_raises=2, buyout=200, penalty=200, wheel=False, low="deuce-to-seven",
                            joker="bug", both_tie="split", chicago_pair_max=7, picker_hands=3)


def test_seven_card_stud_loads_every_field():
    g = load_game("seven-card-stud")
    assert (g.id, g.name, g.variants, g.players_min, g.players_max) == ("seven-card-stud", "7 Card Stud", (), 2, 7)
    assert (g.deck, g.jokers, g.hand, g.declare, g.buyout_required) == ("standard", 0, "best-five", False, False)
    assert g.deal == (("down", "down", "up"), ("up",), ("up",), ("up",), ("down",))
    assert g.pots == (HALF_HIGH, HALF_CHICAGO)
    assert g.wild_high == g.wild_low == Wilds(frozenset(), frozenset(), "none", True)
    assert g.source == "rulesets/games/seven-card-stud.yaml"
    assert g.about.startswith("Two cards down and one up, a bet;")
    assert [o[:2] for o in g.options] == [("variant", "declare"), ("variant", "high"), ("modifier", "buyout")]
    assert (g.cards_per_player, g.down_per_player, g.up_per_player, g.betting_rounds) == (7, 3, 4, 5)


def test_ids_and_variants_are_case_insensitive_and_variants_merge():
    g = load_game("Seven-Card-Stud DECLARE")
    assert g.variants == ("declare",) and g.title == "7 Card Stud (declare)"
    assert g.pots == (HALF_HIGH, HALF_LOW) and g.declare is True and g.buyout_required is False
    g = load_game("seven-card-stud high")
    assert g.pots == (HIGH,) and g.declare is False


def test_modifier_buyout_and_order_typed():
    g = load_game("seven-card-stud high buyout")
    assert g.variants == ("high", "buyout") and g.pots == (HIGH,) and g.buyout_required is True
    assert load_game("seven-card-stud, buyout").buyout_required is True
    assert load_game("seven-card-stud buyout").pots == (HALF_HIGH, HALF_CHICAGO)


def test_variants_that_cannot_be_combined(rules):
    # Two options setting the same thing: refused rather than the last one typed winning silently.
    assert parse_error("seven-card-stud declare high", ()) == "7 Card Stud: declare and high both set the pots; choose one"
    assert parse_error("follow-the-joker chaos sticky", ()) == (
        "Follow the Joker: chaos and sticky both set the wild rule; choose one")
    # Options that set different things but together make no game.
    rules("odd", "name: Odd\ndeal: [[down, down, up], [down]]\npots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]\n"
                 "variants:\n  declare: {declare: true}\n  solo: {pots: [{kind: high, share: 1}]}\n")
    assert parse_error("odd declare solo", ["rules"]) == (
        "Odd cannot be played declare + solo: a high-low declaration needs a high pot and a low pot (pots: high)")


def test_unknown_variant_lists_the_choices():
    assert parse_error("seven-card-stud decalre", ()) == (
        "7 Card Stud has no variant 'decalre' — variants: declare, high (modifiers: buyout)")
    assert parse_error("seven-card-stud high high", ()) == "'high' is named twice"


def test_unknown_game_suggests_a_close_id(rules):
    rules("follow-the-king", "name: Follow the King\ndeal: [[down, down, up], [up], [down]]\n")
    assert parse_error("folow-the-king") == "unknown game 'folow-the-king' — did you mean follow-the-king?"
    assert parse_error("seven-card-stut") == "unknown game 'seven-card-stut' — did you mean seven-card-stud?"
    assert parse_error("blackjack") == "unknown game 'blackjack' — rules lists every game (or type more of a game's name)"
    assert parse_error("   ") == "name a game, like: game seven-card-stud"


def test_builtin_dir_is_the_repo_rulesets_in_a_checkout():
    assert Path(builtin_dir()) == Path(__file__).resolve().parent.parent / "rulesets"


def test_importing_the_loader_does_not_import_yaml():
    code = ("import sys, refcli.rules.loader, refcli.rules.describe; "
            "assert 'yaml' not in sys.modules and 'difflib' not in sys.modules, sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parent.parent)


# --- where games come from -------------------------------------------------------------------------------

def test_user_dir_overrides_a_builtin_and_adds_games(rules, tmp_path):
    rules("seven-card-stud", "name: Our Stud\ndeal: [[down, down, up], [up], [down]]\n")
    rules("dots", BASE)
    rules("baseball", "name: Baseball\ndeal: [[down, down, up], [down]]\n", sub="")   # flat layout
    g = load_game("seven-card-stud", ["rules"])
    assert (g.name, g.deal, g.pots, g.source) == ("Our Stud", (("down", "down", "up"), ("up",), ("down",)),
                                                  (HIGH,), "rules/games/seven-card-stud.yaml")
    assert load_game("dots", ["rules"]).pots == (HALF_HIGH, PotShare("dots", Fraction(1, 2)))
    assert load_game("BASEBALL", ["rules"]).name == "Baseball"
    listed = list_games(["rules"])
    assert [g[0] for g in listed] == sorted(g[0] for g in listed)          # one entry per id, in order
    assert {("baseball", "Baseball", ()), ("dots", "Dots", ()), ("seven-card-stud", "Our Stud", ())} <= set(listed)
    assert ("seven-card-stud", "7 Card Stud", ("declare", "high")) not in listed   # the user's file wins
    assert ("seven-card-stud", "7 Card Stud", ("declare", "high")) in list_games()


def test_refcli_rulesets_env_var_comes_after_extra_dirs(rules, tmp_path, monkeypatch):
    rules("dots", BASE)
    env_dir = tmp_path / "env"
    (env_dir / "games").mkdir(parents=True)
    (env_dir / "games" / "dots.yaml").write_text(BASE.replace("name: Dots", "name: Env Dots"))
    (env_dir / "razz.yml").write_text("name: Razz\ndeal: [[down, down, up], [down]]\npots: [{kind: low, share: 1}]\n")
    monkeypatch.setenv("REFCLI_RULESETS", os.pathsep.join([str(env_dir), ""]))
    assert load_game("dots").name == "Env Dots"
    assert load_game("razz").pots == (PotShare("low", Fraction(1)),)
    assert load_game("dots", ["rules"]).name == "Dots"
    ids = [g[0] for g in list_games()]
    assert {"dots", "razz", "seven-card-stud"} <= set(ids) and ids == sorted(set(ids))
    assert dict((g[0], g[1]) for g in list_games())["dots"] == "Env Dots"


def test_missing_rulesets_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert ruleset_error("seven-card-stud", ["nowhere"]) == "nowhere: no such rulesets directory"
    monkeypatch.setenv("REFCLI_RULESETS", "gone")
    assert ruleset_error("seven-card-stud", []) == "REFCLI_RULESETS: gone: no such rulesets directory"


def test_two_files_for_one_id(rules):
    rules("dots", BASE)
    rules("dots", BASE, sub="")
    assert ruleset_error("dots") == "rules/dots.yaml: game 'dots' is also defined in rules/games/dots.yaml"


def test_a_file_name_that_is_not_an_id(rules):
    rules("my game", BASE)
    assert ruleset_error("dots") == ("rules/games/my game.yaml: the file name is the game's id: use letters, "
                                     "digits and hyphens, like follow-the-queen.yaml")


def test_an_edited_file_is_read_again(rules, tmp_path):
    rules("dots", BASE)
    assert load_game("dots", ["rules"]).name == "Dots"
    path = tmp_path / "rules" / "games" / "dots.yaml"
    path.write_text(BASE.replace("name: Dots", "name: Dots Again"))
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert load_game("dots", ["rules"]).name == "Dots Again"


# --- house settings: files, overrides, merge order --------------------------------------------------------

def test_game_house_override(rules):
    rules("dots", BASE + "house:\n  ante: {per_player: 0.25}\n  betting: {max_bet: $2, max_raises: 3}\n")
    h = load_game("dots", ["rules"]).house
    assert (h.ante_per_player, h.max_bet, h.max_raises, h.max_raise, h.penalty) == (25, 200, 3, 100, 200)


def test_variant_house_override_and_merge_order(rules):
    rules("dots", BASE + """house: {ante: {per_player: 0.25}, penalty: 1}
variants:
  big:
    house: {ante: {per_player: 1}}
  cheap:
    about: Small stakes.
    house: {ante: {per_player: .75}, betting: {max_bet: 50c}}
""")
    assert load_game("dots", ["rules"]).house.ante_per_player == 25
    g = load_game("dots big cheap", ["rules"])
    assert (g.house.ante_per_player, g.house.max_bet, g.house.penalty) == (75, 50, 100)
    assert load_game("dots cheap big", ["rules"]).house.ante_per_player == 100


def test_user_house_file_lays_over_the_clubs(rules, tmp_path):
    rules("dots", BASE)
    (tmp_path / "rules" / "house.yaml").write_text(
        "name: Our house\nante: {per_player: 1.00}\nmodifiers:\n  chicago:\n    about: Low Chicago half.\n"
        "    pots: [{kind: high, share: 1/2}, {kind: chicago, share: 1/2}]\n")
    g = load_game("dots chicago buyout", ["rules"])
    assert (g.house.ante_per_player, g.house.max_bet) == (100, 100)
    assert g.pots == (HALF_HIGH, HALF_CHICAGO) and g.buyout_required is True
    other = tmp_path / "elsewhere.yaml"
    other.write_text("declaration: {both_tie: lose}\n")
    g = load_game("dots", ["rules"], house_path=str(other))
    assert (g.house.both_tie, g.house.ante_per_player) == ("lose", 50)
    assert parse_error("dots chicago", house_path=str(other)) == (
        "Dots has no variant 'chicago' — variants: none (modifiers: buyout)")


def test_amounts_accept_what_the_dealer_types(rules):
    rules("dots", BASE + "house: {ante: {per_player: '$0.50'}, buyout: 3q, penalty: 0, betting: {max_bet: 1}}\n")
    h = load_game("dots", ["rules"]).house
    assert (h.ante_per_player, h.buyout, h.penalty, h.max_bet) == (50, 75, 0, 100)


def test_a_game_in_dimes(rules):
    rules("dots", BASE + "house: {money: {unit: .10}, ante: {per_player: .30}, betting: {max_bet: .50, "
                         "max_raise: .50}, buyout: 1, penalty: 1}\n")
    h = load_game("dots", ["rules"]).house
    assert (h.unit, h.ante_per_player, h.max_bet) == (10, 30, 50)


def test_aces_high_or_low_allows_the_wheel(rules):
    rules("dots", BASE + "house: {aces: high-or-low, suit_order: [♥, spades, D, c], chicago: {pair_max: 8}}\n")
    h = load_game("dots", ["rules"]).house
    assert (h.wheel, h.suit_order, h.chicago_pair_max) == (True, ("h", "s", "d", "c"), 8)


def test_anchors_and_aliases_are_allowed(rules):
    rules("dots", BASE + "variants:\n  split: {pots: &hl [{kind: high, share: 1/2}, {kind: low, share: 1/2}]}\n"
                         "  declare: {pots: *hl, declare: yes}\n")
    assert load_game("dots declare", ["rules"]).pots == (HALF_HIGH, HALF_LOW)


# --- wild cards ---------------------------------------------------------------------------------------

def wild_game(rules, wild: str, extra: str = "") -> Game:
    rules("w", "name: W\ndeal: [[down, down, up], [up], [down]]\n"
               "pots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]\n" + extra + wild + "\n")
    return load_game("w", ["rules"])


def J(code: str) -> Card:
    return Card(11, code)


def test_wild_eights_high_only(rules):
    g = wild_game(rules, "wild: {high: [8]}")
    assert g.wild_high.ranks == {8} and g.wild_low.ranks == frozenset()


def test_wild_threes_and_nines_and_fours_and_sixes_are_crazy(rules):
    g = wild_game(rules, "wild: [3, nines]")
    assert g.wild_high.ranks == g.wild_low.ranks == {3, 9}
    g = wild_game(rules, "wild: {both: [4, '6']}")
    assert g.wild_high.ranks == g.wild_low.ranks == {4, 6}
    g = wild_game(rules, "wild: [3, 9]", "house: {wild: {high_low: high_only}}\n")
    assert g.wild_high.ranks == {3, 9} and g.wild_low.ranks == frozenset()


def test_wild_jacks_by_eyes_and_a_crazy_joker(rules):
    g = wild_game(rules, "wild: {low: [Js, Jh], high: [Jd, jc], jokers: wild}", "deck: standard+jokers:1\n")
    assert (g.deck, g.jokers) == ("standard+jokers:1", 1)
    assert g.wild_high == Wilds(frozenset(), frozenset({J("d"), J("c")}), "wild", True)
    assert g.wild_low == Wilds(frozenset(), frozenset({J("s"), J("h")}), "wild", True)


def test_jokers_are_bugs_unless_made_wild(rules):
    g = wild_game(rules, "wild: none", "deck: standard+jokers:2\n")
    assert (g.wild_high.jokers, g.wild_low.jokers, g.wild_high.any) == ("bug", "bug", False)
    g = wild_game(rules, "wild: {jokers: high}", "deck: standard+jokers:1\n")
    assert (g.wild_high.jokers, g.wild_low.jokers) == ("wild", "bug")
    g = wild_game(rules, "wild: {jokers: low}", "deck: double+jokers:1\n")
    assert (g.wild_high.jokers, g.wild_low.jokers, g.deck) == ("bug", "wild", "double+jokers:1")
    g = wild_game(rules, "wild: []", "deck: standard+jokers:1\nhouse: {joker: wild, wild: {may_duplicate: no}}\n")
    assert (g.wild_high.jokers, g.wild_low.jokers, g.wild_high.may_duplicate) == ("wild", "wild", False)


def test_a_variant_replaces_the_wild_cards(rules):
    rules("w", "name: W\ndeal: [[down, down, up], [up], [down]]\nwild: [8]\nvariants:\n  tame: {wild: none}\n")
    assert load_game("w", ["rules"]).wild_high.ranks == {8}
    assert load_game("w tame", ["rules"]).wild_high.ranks == frozenset()


# --- JSON round trip ----------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", ["seven-card-stud", "seven-card-stud declare", "seven-card-stud high buyout"])
def test_builtin_games_round_trip_through_json(spec):
    import json
    g = load_game(spec)
    assert game_from_json(json.loads(json.dumps(game_to_json(g)))) == g


def test_wild_game_round_trips_through_json(rules):
    import json
    g = wild_game(rules, "wild: {low: [Js, Jh], high: [Jd, Jc, 8], jokers: wild}", "deck: standard+jokers:1\n")
    assert game_from_json(json.loads(json.dumps(game_to_json(g)))) == g


# --- every kind of ruleset error -----------------------------------------------------------------------

P = "rules/games/dots.yaml"

ERRORS = [
    # unknown keys, with and without a suggestion
    (BASE + "varients: {}\n", f"{P}:4: unknown key 'varients' — did you mean variants?"),
    (BASE + "colour: red\n", f"{P}:4: unknown key 'colour' (keys: id, name, title, aliases, about, family, summary, players, "
                             "deck, deal, "
                             "hand, pots, declare, buyout_required, wild, wild_rule, flow, lock_after, points, settings, house, "
                             "variants)"),
    (BASE + "house:\n  ante: {per_playr: 1}\n", f"{P}:5: house.ante: unknown key 'per_playr' — did you mean per_player?"),
    (BASE + "house: {modifiers: {}}\n", f"{P}:4: house: unknown key 'modifiers' (keys: money, ante, betting, buyout, "
                                        "penalty, suit_order, aces, low, wild, joker, ties, odd_quarter, declaration, "
                                        "chicago, dots, rotation, leftover_pot, misdeal)"),
    (BASE + "players: {min: 2, most: 5}\n", f"{P}:4: players: unknown key 'most' (keys: min, max)"),
    (BASE + "variants:\n  x: {nmae: 1}\n", f"{P}:5: variants.x: unknown key 'nmae' (keys: about, players, deck, "
                                          "deal, hand, pots, declare, buyout_required, wild, wild_rule, flow, lock_after, points, settings, house, "
                                            "parameters)"),
    (BASE + "variants:\n  x: {name: X}\n", f"{P}:5: variants.x: unknown key 'name' (keys: about, players, deck, "
                                            "deal, hand, pots, declare, buyout_required, wild, wild_rule, flow, lock_after, points, settings, house, "
                                            "parameters)"),
    # types
    (BASE + "declare: maybe\n", f"{P}:4: declare: expected true or false, got 'maybe'"),
    (BASE + "players: {min: two}\n", f"{P}:4: players.min: expected a whole number, got 'two'"),
    (BASE + "players: {min: 5, max: 3}\n", f"{P}:4: players: min 5 is more than max 3"),
    (BASE + "players: {max: 0}\n", f"{P}:4: players.max: 0 is out of range (1 to 20)"),
    (BASE + "players: 7\n", f"{P}:4: players: expected a mapping (key: value lines), got '7'"),
    (BASE + "house: [1]\n", f"{P}:4: house: expected a mapping (key: value lines), got a list"),
    (BASE + "about: [a]\n", f"{P}:4: about: expected text, got a list"),
    (BASE + "about: \"red \\e[31m\"\n", f"{P}:4: about: control characters are not allowed"),
    (BASE + "house: {betting: {max_raises: -1}}\n", f"{P}:4: house.betting.max_raises: -1 is out of range (0 to 20)"),
    (BASE + "house: {declaration: {both_tie: splt}}\n",
     f"{P}:4: house.declaration.both_tie: unknown value 'splt' — did you mean split?"),
    (BASE + "house: {low: razz}\n", f"{P}:4: house.low: unknown value 'razz' (choices: deuce-to-seven, weakest, ace-to-five, ace-to-six)"),
    (BASE + "house: {suit_order: [s, h, h, c]}\n", f"{P}:4: house.suit_order: suit 'h' is listed twice"),
    (BASE + "house: {suit_order: [s, h, d]}\n", f"{P}:4: house.suit_order: list all four suits, highest first, "
                                                 "like [s, h, d, c]"),
    (BASE + "house: {suit_order: [s, h, d, x]}\n", f"{P}:4: house.suit_order: unknown suit 'x' (suits: s, h, d, c)"),
    (BASE + "house: {chicago: {pair_max: eleven}}\n", f"{P}:4: house.chicago.pair_max: unknown rank 'eleven'"),
    (BASE + "house:\n  dots: {2: 2, 3: 3, 4: 0, 5: 1, 6: 0, 7: 1, 8: 2, 9: 1, 10: 2, A: 1}\n",
     f"{P}:5: house.dots: every rank needs its number of dots; missing J, Q, K"),
    (BASE + "house:\n  dots: {2: 2, two: 3}\n", f"{P}:5: house.dots: rank 'two' is listed twice"),
    (BASE + "house:\n  dots: {2: 2, 2: 3}\n", f"{P}:5: house.dots: duplicate key '2' (first at line 5)"),
    # amounts
    (BASE + "house: {ante: {per_player: 0.30}}\n", f"{P}:4: house.ante.per_player: 0.30 is not a whole number of quarters"),
    (BASE + "house: {ante: {per_player: lots}}\n",
     f"{P}:4: house.ante.per_player: 'lots' is not an amount: write 1, 1.00, $1, .75, 75c or 3q"),
    (BASE + "house: {penalty: 0.333}\n", f"{P}:4: house.penalty: 0.333 is not a whole number of cents"),
    (BASE + "house: {betting: {max_bet: 0}}\n", f"{P}:4: house.betting.max_bet: 0 is not a positive amount"),
    (BASE + "house: {betting: {max_bet: }}\n", f"{P}:4: house.betting.max_bet: expected an amount like 0.50 or $1, "
                                               "got nothing"),
    # shares and pots
    (BASE.replace("share: 1/2}]", "share: 1/3}]"), f"{P}:3: pots: the shares add up to 5/6, not 1"),
    (BASE.replace("share: 1/2}]", "share: 0.5}]"), f"{P}:3: pots.share: write a share as a fraction like 1/2, not 0.5"),
    (BASE.replace("share: 1/2}]", "share: half}]"),
     f"{P}:3: pots.share: 'half' is not a share: write a fraction like 1/2, 1/3 or 1"),
    (BASE.replace("share: 1/2}]", "share: 3/2}]"), f"{P}:3: pots.share: a share is more than 0 and at most 1, not 3/2"),
    (BASE.replace("share: 1/2}]", "share: 1/0}]"),
     f"{P}:3: pots.share: '1/0' is not a share: write a fraction like 1/2, 1/3 or 1"),
    (BASE.replace("kind: dots", "kind: dotz"), f"{P}:3: pots.kind: unknown value 'dotz' — did you mean dots?"),
    (BASE.replace("kind: dots", "kind: high"), f"{P}:3: pots.kind: the game already has a high pot"),
    (BASE.replace(", {kind: dots, share: 1/2}", ", {kind: dots}"),
     f"{P}:3: pots: each pot needs a kind and a share, like {{kind: high, share: 1/2}}"),
    (BASE.replace("pots: [", "pots: [{kind: low, share: 1, colour: red}, "),
     f"{P}:3: pots: unknown key 'colour' (keys: kind, share)"),
    (BASE.replace("pots: [{kind: high, share: 1/2}, {kind: dots, share: 1/2}]", "pots: []"),
     f"{P}:3: pots: a game has at least one pot"),
    # deal, deck, hand
    (BASE.replace("[down]]", "[sideways]]"), f"{P}:2: deal: unknown card 'sideways' — a card is dealt down, up, either (the player's choice) or to the board"),
    (BASE.replace("[down]]", "[dwn]]"), f"{P}:2: deal: unknown card 'dwn' — did you mean down?"),
    (BASE.replace("[down]]", "[]]"), f"{P}:2: deal: a round deals at least one card"),
    (BASE.replace("deal: [[down, down, up], [up], [up], [up], [down]]", "deal: []"),
     f"{P}:2: deal: a game deals at least one round"),
    (BASE.replace("deal: [[down, down, up], [up], [up], [up], [down]]\n", ""),
     f"{P}: deal: missing: list the cards dealt before each betting round, like [[down, down, up], [up], [down]]"),
    (BASE + "deck: tarot\n", f"{P}:4: deck: unknown deck 'tarot' (decks: standard, double, dual, optionally with "
                             "+jokers:N for 1 to 4 jokers, like standard+jokers:1)"),
    (BASE + "deck: standard+jokers:9\n", f"{P}:4: deck: unknown deck 'standard+jokers:9' (decks: standard, double, dual, "
                                         "optionally with +jokers:N for 1 to 4 jokers, like standard+jokers:1)"),
    (BASE + "hand: best-six\n", f"{P}:4: hand: unknown value 'best-six' — did you mean best-five?"),
    (BASE + "players: {max: 8}\n", f"{P}:4: players.max: 8 players of 7 cards need 56 cards; the deck has 52"),
    (BASE.replace("[down]]", "[up]]").replace("[down, down, up]", "[up, up, up]"),
     f"{P}:3: pots: a dots pot needs cards dealt down"),
    (BASE + "declare: true\n", f"{P}:4: declare: a high-low declaration needs a high pot and a low pot "
                               "(pots: high, dots)"),
    # wild cards
    (BASE + "wild: [4, eleven]\n", f"{P}:4: wild: unknown rank 'eleven'"),
    (BASE + "wild: {high: [Zs]}\n", f"{P}:4: wild.high: unknown card 'Zs'"),
    (BASE + "wild: [jk]\n", f"{P}:4: wild: a joker is not listed here: write jokers: wild"),
    (BASE + "wild: [8, eights]\n", f"{P}:4: wild: 'eights' is listed twice"),
    (BASE + "wild: {both: [8], high: [8]}\n", f"{P}:4: wild: '8' is listed in both and in high"),
    (BASE + "wild: {jokers: wild}\n", f"{P}:4: wild: the deck has no jokers (a deck with one is standard+jokers:1)"),
    (BASE + "deck: standard+jokers:1\nwild: {jokers: crazy}\n",
     f"{P}:5: wild.jokers: unknown value 'crazy' (choices: wild, high, low, bug)"),
    (BASE + "wild: {sometimes: [8]}\n", f"{P}:4: wild: unknown key 'sometimes' (keys: both, high, low, jokers)"),
    # ids and variant names
    (BASE + "id: other\n", f"{P}:4: id: 'other' does not match the file name: the id of this file is 'dots'"),
    (BASE.replace("name: Dots", "id: DOTS\nname: ''"), f"{P}:2: name: a game needs a name"),
    (BASE + "variants:\n  two words: {}\n", f"{P}:5: variants: 'two words' is not a name: use letters, digits and hyphens"),
    (BASE + "variants:\n  Big: {}\n  big: {}\n", f"{P}:6: variants: 'big' is named twice"),
    (BASE + "variants: [big]\n", f"{P}:4: variants: expected a mapping (key: value lines), got a list"),
    # a variant that breaks the game on its own
    (BASE + "variants:\n  x:\n    declare: true\n",
     f"{P}:6: variants.x.declare: a high-low declaration needs a high pot and a low pot (pots: high, dots)"),
    (BASE.replace("kind: dots", "kind: low") + "declare: true\nvariants:\n  high:\n    pots: [{kind: high, share: 1}]\n",
     f"{P}:6: variants.high: a high-low declaration needs a high pot and a low pot (pots: high)"),
    (BASE + "variants:\n  cheap:\n    house: {ante: {per_player: .10}}\n",
     f"{P}:6: variants.cheap.house.ante.per_player: .10 is not a whole number of quarters"),
    # the file itself
    ("", f"{P}: the file is empty"),
    ("# nothing but a comment\n", f"{P}: the file is empty"),
    ("- a\n- b\n", f"{P}:1: the file must be a mapping of keys (like name: ...), not a list"),
    ("just words\n", f"{P}:1: the file must be a mapping of keys (like name: ...), not 'just words'"),
    (BASE + "wild: [1, 2\nabout: 3\n", f"{P}:5: not valid YAML: did not find expected ',' or ']'"),
    (BASE + "  bad: indent\n", f"{P}:4: not valid YAML: did not find expected key"),
    (BASE + "about: 'unclosed\n", f"{P}:5: not valid YAML: found unexpected end of stream"),
    (BASE + "name: Twice\n", f"{P}:4: duplicate key 'name' (first at line 1)"),
    (BASE + "house:\n  penalty: 1\n  penalty: 2\n", f"{P}:6: house: duplicate key 'penalty' (first at line 5)"),
    (BASE + "---\nname: Again\n", f"{P}:4: the file holds more than one YAML document (---)"),
    (BASE + "about: !!python/object/apply:os.system [ls]\n",
     f"{P}:4: about: unsupported tag '!!python/object/apply:os.system'"),
    (BASE + "about: !custom x\n", f"{P}:4: about: unsupported tag '!custom'"),
    (BASE + "<<: {about: x}\n", f"{P}:4: merge keys (<<) are not supported: write the keys out"),
    (BASE + "? [a]\n: b\n", f"{P}:4: a key must be plain text, not a list or a mapping"),
    (BASE + "about: *nothing\n", f"{P}:4: about: unknown or unfinished alias '*nothing'"),
    (BASE + "wild: &w [8, *w]\n", f"{P}:4: wild: unknown or unfinished alias '*w'"),
    (BASE + "about: \"bell \x07\"\n", f"{P}:4: not valid YAML: control characters are not allowed"),
    ("[" * 100_000 + "]" * 100_000, f"{P}:1: nested too deeply"),
    (BASE + "wild: [" + ", ".join(["8"] * 65) + "]\n", f"{P}:4: wild: more than 64 items"),
]


@pytest.mark.parametrize("text, message", ERRORS, ids=[f"e{i}" for i in range(len(ERRORS))])
def test_ruleset_errors(rules, text, message):
    rules("dots", text)
    assert ruleset_error("dots") == message


class _ScansAheadLoader:
    """The pure-Python safe loader made to refuse as libyaml 0.2.6 does: a flow collection 1,000 deep is a
    scanner error raised while scanning ahead, before the parser has handed over a single event."""

    def __new__(cls, text):
        import yaml

        class Loader(yaml.SafeLoader):
            def fetch_flow_collection_start(self, token_class):
                if self.flow_level >= 1000:
                    raise yaml.scanner.ScannerError(None, None, "exceeded maximum nesting depth",
                                                    self.get_mark())
                super().fetch_flow_collection_start(token_class)

            def check_event(self, *choices):
                while not self.done and self.flow_level < 1000 and self.need_more_tokens():
                    self.fetch_more_tokens()
                return super().check_event(*choices)
        return Loader(text)


@pytest.mark.parametrize("parser", ["libyaml", "python", "scans-ahead"])
@pytest.mark.parametrize("text, line, field", [
    ("[" * 100_000 + "]" * 100_000, 1, ""),
    (BASE + "wild: " + "[" * 5_000 + "]" * 5_000 + "\n", 4, "wild: "),
    (BASE + "about: '" + "[" * 40 + "'\nwild: " + "[" * 1_001 + "\n", 5, "wild: "),
])
def test_deep_nesting_is_refcli_own_refusal_whatever_the_yaml_parser(rules, monkeypatch, parser, text, line, field):
    """PyYAML 6.0.4's libyaml refuses 1,000-deep flow nesting before refcli counts the depth; the message is
    refcli's own under every parser (brackets inside a quoted string count for nothing)."""
    import yaml
    if parser == "python":
        monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
    elif parser == "scans-ahead":
        monkeypatch.setattr(yaml, "CSafeLoader", _ScansAheadLoader, raising=False)
    rules("dots", text)
    assert ruleset_error("dots") == f"rules/games/dots.yaml:{line}: {field}nested too deeply"


def test_a_yaml_error_after_refcli_limits_keeps_the_parsers_words(rules):
    rules("dots", BASE + "wild: [8, 9\nabout: x\n")
    assert ruleset_error("dots").startswith("rules/games/dots.yaml:5: not valid YAML: ")


def test_the_spec_example_message(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    games = tmp_path / "rulesets" / "games"
    games.mkdir(parents=True)
    (games / "dots.yaml").write_text(BASE + "about: >\n  Dots.\n" + "\n" * 6 + "wild: [4, 6, eleven]\n")
    assert ruleset_error("dots", ["rulesets"]) == "rulesets/games/dots.yaml:12: wild: unknown rank 'eleven'"


def test_a_unit_that_the_clubs_amounts_do_not_divide(rules):
    rules("dots", BASE + "house: {money: {unit: 1}}\n")
    # The unit comes from this game, the 50¢ ante from the club's file: the message points at the amount.
    assert ruleset_error("dots") == "rulesets/house.yaml:11: ante.per_player: 0.50 is not a whole number of $1.00 units"


def test_file_too_large(rules, tmp_path):
    rules("dots", BASE + "about: " + "x" * (256 * 1024) + "\n")
    assert ruleset_error("dots") == f"{P}: the file is larger than 256 KiB"


def test_not_utf8(rules, tmp_path):
    (tmp_path / "rules" / "games" / "dots.yaml").write_bytes(BASE.encode() + b"about: caf\xe9\n")
    assert ruleset_error("dots") == f"{P}:4: not UTF-8 text"


def test_user_house_file_errors(rules, tmp_path):
    rules("dots", BASE)
    house = tmp_path / "rules" / "house.yaml"
    house.write_text("name: Ours\nbetting:\n  max_bett: 2\n")
    assert ruleset_error("dots") == "rules/house.yaml:3: betting: unknown key 'max_bett' — did you mean max_bet?"
    house.write_text("modifiers:\n  big:\n    house: {ante: {per_player: 1}}\n    pots: high\n")
    assert ruleset_error("dots") == ("rules/house.yaml:4: modifiers.big.pots: expected a list of pots, like "
                                     "[{kind: high, share: 1/2}, {kind: low, share: 1/2}], got 'high'")
    house.write_text("name: Ours\nmodifiers: {}\npots: []\n")
    assert ruleset_error("dots") == "rules/house.yaml:3: unknown key 'pots' — did you mean dots?"
    house.write_text("name: Ours\nmodifiers: {}\ndeal: []\n")
    assert ruleset_error("dots") == "rules/house.yaml:3: unknown key 'deal' — did you mean misdeal?"
    house.write_text("name: Ours\nmodifiers: {}\nboard: []\n")
    assert ruleset_error("dots") == ("rules/house.yaml:3: unknown key 'board' (keys: money, ante, betting, buyout, "
                                     "penalty, suit_order, aces, low, wild, joker, ties, odd_quarter, declaration, "
                                     "chicago, dots, rotation, leftover_pot, misdeal, name, modifiers, club)")


def test_a_modifier_that_does_not_suit_a_game_is_a_parse_error(rules, tmp_path):
    rules("dots", BASE)
    (tmp_path / "rules" / "house.yaml").write_text("modifiers:\n  declare: {declare: true}\n")
    assert parse_error("dots declare") == ("Dots cannot be played declare: a high-low declaration needs a high pot "
                                           "and a low pot (pots: high, dots)")


def test_errors_are_one_line_referee_errors(rules):
    for text, _ in ERRORS:
        rules("dots", text)
        with pytest.raises(RefereeError) as exc:
            load_game("dots", ["rules"])
        assert "\n" not in str(exc.value)


def test_a_broken_game_file_is_reported_by_broken_games_and_left_out_of_list_games(rules):
    from refcli.rules.loader import broken_games
    rules("dots", BASE + "colour: red\n")
    assert [line.split(" (")[0] for line in broken_games(["rules"])] == [
        "rules/games/dots.yaml:4: unknown key 'colour'"]
    assert "dots" not in [gid for gid, _, _ in list_games(["rules"])]


# --- garbage in, one clear line out ------------------------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import refcli.rules.loader as loader_module  # noqa: E402

VALID = BASE + """players: {min: 2, max: 7}
wild: {high: [8], low: [Js, Jh]}
house:
  ante: {per_player: 0.50}
  dots: {2: 2, 3: 3, 4: 0, 5: 1, 6: 0, 7: 1, 8: 2, 9: 1, 10: 2, J: 0, Q: 0, K: 0, A: 1}
variants:
  declare: &hl
    pots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]
    declare: true
"""
_NOISE = st.text(alphabet=list("[]{}:,-&*!|>'\"#%@`?\n \t0123456789./$abcxyz\\") + ["\x00", "\x1b", "é", "<"],
                 max_size=12)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, len(VALID)), drop=st.integers(0, 6), noise=_NOISE)
def test_a_mangled_ruleset_is_loaded_or_refused_in_one_line(rules, cut, drop, noise):
    rules("dots", VALID[:cut] + noise + VALID[cut + drop:])
    loader_module._cached.cache_clear()
    try:
        game = load_game("dots declare", ["rules"])
    except RefereeError as exc:
        message = str(exc)
        assert message and "\n" not in message and "\x1b" not in message and "\x00" not in message
    else:
        assert game_from_json(game_to_json(game)) == game


@settings(max_examples=300, deadline=None)
@given(spec=st.text(max_size=30))
def test_whatever_the_dealer_types_after_game_is_a_game_or_one_line(spec):
    try:
        game = load_game(spec)
    except RefereeError as exc:
        assert "\n" not in str(exc) and "\x1b" not in str(exc)
    else:
        # The game answers to what was typed first: its id, an alias, its name, or a prefix of the id or
        # of a word of its name.
        assert game.id in {g[0] for g in list_games()}
        _, name, aliases = next(g for g in game_names() if g[0] == game.id)
        typed = " ".join(spec.replace(",", " ").split()).casefold().strip("\"'“”‘’")
        words = [w for w in re.split(r"[\s,-]+", name.casefold()) if w]
        said = [game.id, " ".join(name.replace(",", " ").casefold().split()), *aliases, *words]
        assert any(typed.startswith(x) or x.startswith(typed.split()[0]) for x in said), (spec, game.id)


def test_a_path_is_not_a_game_id(rules):
    rules("dots", BASE)
    assert parse_error("../rules/games/dots")== "unknown game '../rules/games/dots' — rules lists every game (or type more of a game's name)"


def test_a_missing_house_file(rules):
    assert ruleset_error("seven-card-stud", [], house_path="nohouse.yaml") == (
        "nohouse.yaml: cannot be read (No such file or directory)")


def test_words_after_a_name_begun_are_not_read_as_variants():
    # QA note N12: `game follow the queen` found Follow the Joker by its first word and called "the" a variant.
    # Follow the Queen is a game of its own now: the words find it, and `follow` alone names two games.
    assert load_game("follow the queen").name == "Follow the Queen"
    assert parse_error("follow the king", ()) == ("'follow' could be follow-the-joker (Follow the Joker) or "
                                                  "follow-the-queen (Follow the Queen): type more of the name")
    assert parse_error("follow-the-joker nope", ()) == ("Follow the Joker has no variant 'nope' — variants: sticky, "
                                                    "chaos (modifiers: buyout)")
    assert load_game("joker sticky").name == "Follow the Joker"
    assert parse_error("follow sticky", ()) == ("'follow' could be follow-the-joker (Follow the Joker) or "
                                                "follow-the-queen (Follow the Queen): type more of the name")
