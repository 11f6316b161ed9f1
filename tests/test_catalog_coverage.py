"""The measure of how much of a public catalog of variants refcli plays (benchmarks/catalog_coverage.py), run on
the committed facts file: the counts it finds today are held exactly, so a change that loses a game fails here
(and one that gains games updates the counts, with the mechanic that gained them)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "benchmarks"), str(ROOT / "benchmarks" / "catalog")]

import catalog_coverage as cc  # noqa: E402  (from benchmarks/, put on the path above)
import extract  # noqa: E402

FACTS = cc.load_facts()
BY_SOURCE = {v["source"]: v for v in FACTS}


@pytest.fixture(scope="module")
def results():
    return cc.measure(FACTS)


def counts(results) -> dict[str, int]:
    found = dict.fromkeys(("shipped", "yaml", "refused", "needs"), 0)
    for r in results:
        found[r.status] += 1
    return found


def test_the_catalog_holds_310_variants_each_from_its_own_file():
    assert len(FACTS) == 310
    assert len(BY_SOURCE) == 310


def test_today_refcli_plays_228_of_the_310_every_one_loaded_and_a_hand_settled(results):
    assert counts(results) == {"shipped": 42, "yaml": 186, "refused": 0, "needs": 82}
    shipped = {r.variant["source"]: r.spec for r in results if r.status == "shipped"}
    assert shipped == {"7_card_stud.json": "seven-card-stud high", "low_chicago.json": "seven-card-stud",
                       "follow_the_queen.json": "follow-the-queen", "razz.json": "razz",
                       "omaha.json": "omaha", "7_card_stud_8.json": "stud-8", "omaha_8.json": "omaha-8",
                       "chicago.json": "high-chicago", "spit_in_the_ocean.json": "spit-in-the-ocean",
                       "pineapple.json": "pineapple", "crazy_pineapple.json": "crazy-pineapple",
                       "badugi.json": "badugi", "badacey.json": "badacey", "badeucey.json": "badeucey",
                       "badeucey_natural.json": "badeucey aces-low", "omaha_10_or_better.json": "omaha-10",
                       "korean.json": "korean", "mississippi_studugi.json": "mississippi-studugi",
                       "hold_em.json": "texas-holdem", "5_card_draw.json": "five-card-draw any-five",
                       "5_card_stud.json": "five-card-stud", "27_triple_draw.json": "deuce-to-seven-triple-draw",
                       "27_single_draw.json": "deuce-to-seven-single-draw", "a5_triple_draw.json": "ace-to-five-triple-draw",
                       "a5_single_draw.json": "california-lowball",
                       "5_card_draw_deuces_wild.json": "deuces-wild any-five",
                       "5_card_omaha.json": "five-card-omaha", "5_card_omaha_8.json": "big-o",
                       "courchevel.json": "courchevel", "courchevel_8.json": "courchevel eight",
                       "mississippi_stud.json": "mississippi-stud",
                       "7_card_stud_hilo_declare.json": "stud-high-low-declare",
                       "deuces_and_jacks.json": "deuces-and-jacks", "27_razz.json": "deuce-to-seven-razz",
                       "hold_em_8.json": "holdem-8", "chowaha.json": "chowaha",
                       "double_board_hold_em.json": "double-board-holdem", "duck_flush.json": "duck-flush",
                       "forty_four.json": "forty-four", "four_before.json": "four-before", "hidugi.json": "hidugi",
                       "london_lowball.json": "london-lowball"}
    # Played under the club's ante where the source has a bring-in or a bomb pot.
    assert sum(bool(r.conventions) for r in results if r.status in ("shipped", "yaml")) == 60


def test_the_report_gives_the_share_and_the_next_mechanics_in_order(results):
    text = cc.report(results, top=6)
    assert "Playable today: 228 of 310 (73.5%)" in text
    assert "  with a shipped ruleset: 42\n" in text
    assert "  in YAML alone: 186 " in text
    assert "Not yet: 82 lack a mechanic" in text
    assert ("  by the catalog's category: Stud 56 of 69, Other 43 of 68, Hold'em 37 of 53, Omaha 37 of 46, "
            "Draw 28 of 36, Pineapple 17 of 17, Dramaha 3 of 13, Straight 7 of 8\n") in text
    assert [(m.split(" ")[0], gained, after) for m, gained, after in cc.ranking(results, top=6)] == [
        ("hand:board-layout", 3, 231),
        ("step:split-hand", 6, 237),
        ("draw:uneven", 3, 240),
        ("discard:from-split-hand", 2, 242),
        ("eval:face-butt", 2, 244),
        ("eval:three_card_high", 2, 246),
    ]


def test_a_bring_in_counted_as_missing_takes_forty_seven_games_away():
    strict = cc.measure(FACTS, play=False, strict=True)
    assert counts(strict) == {"shipped": 42, "yaml": 139, "refused": 0, "needs": 129}


def test_hold_em_is_written_as_a_ruleset_of_blinds_a_board_and_the_best_five_of_seven():
    assert cc.ruleset(BY_SOURCE["hold_em.json"], "catalog-hold-em") == (
        'id: catalog-hold-em\nname: "Hold\'em"\nplayers: {min: 2, max: 9}\ndeck: standard\nhand: texas-draw\n'
        "flow:\n  - blinds\n  - deal: [down, down]\n  - bet: {opens: left-of-big-blind}\n"
        "  - deal: [board, board, board]\n  - bet\n  - deal: [board]\n  - bet\n  - deal: [board]\n  - bet\n"
        "  - show\n  - settle\npots:\n  - {kind: high, share: 1}\ndeclare: false\n")


def test_very_crazy_pineapple_is_written_with_its_discard_after_the_turn_betting():
    assert cc.ruleset(BY_SOURCE["very_crazy_pineapple.json"], "catalog-very-crazy-pineapple") == (
        'id: catalog-very-crazy-pineapple\nname: "Very Crazy Pineapple"\nplayers: {min: 2, max: 9}\ndeck: standard\n'
        "hand: texas-draw\nflow:\n  - blinds\n  - deal: [down, down, down]\n  - bet: {opens: left-of-big-blind}\n"
        "  - deal: [board, board, board]\n  - bet\n  - deal: [board]\n  - bet\n  - discard: {cards: 1}\n"
        "  - deal: [board]\n  - bet\n  - show\n  - settle\npots:\n  - {kind: high, share: 1}\ndeclare: false\n")


def test_a_variant_is_held_to_what_it_lacks(results):
    needs = {r.variant["source"]: r.needs for r in results}
    assert needs["razz.json"] == []          # shipped: rulesets/games/razz.yaml
    assert needs["omaha_8.json"] == []       # shipped: rulesets/games/omaha-8.yaml
    # Omaha for the high hand, the five cards drawn for the low: refcli's game has one hand rule for all its pots.
    assert needs["dramaha.json"][1] == "a hand rule for each pot (one game has one)"
    assert needs["pineapple.json"] == []      # shipped: rulesets/games/pineapple.yaml (the discard step)
    # A discard refcli has (thrown away face down, nothing dealt for it); one face up on matching ranks it has not.
    assert needs["scarney.json"][:2] == ["discard:face-up", "discard:matching-ranks"]
    assert needs["chicago.json"] == []        # shipped: rulesets/games/high-chicago.yaml
    assert needs["badugi.json"] == []         # shipped: rulesets/games/badugi.yaml
    assert needs["razzdugi.json"] == []       # the ace-to-five low and the badugi of any four of seven
    # The ace-to-six low (refcli/evaluate/acesix.py): London Lowball shipped, A-6 Single Draw in YAML alone.
    assert needs["london_lowball.json"] == [] and needs["a6_single_draw.json"] == []
    assert {r.variant["source"]: r.status for r in results if "low:ace-to-six" in r.variant["features"]} == {
        "london_lowball.json": "shipped", "a6_single_draw.json": "yaml"}
    assert cc.ruleset(BY_SOURCE["a6_single_draw.json"], "a6").endswith("house: {low: ace-to-six}\n")
    # A high hand of a pair of nines or better: a qualifier of a named rank, and a fallback when none qualifies.
    assert needs["archie.json"] == ["showdown:fallback", "qualifier (a pot only a hand this good may win: "
                                    "8-or-better ...) of a named rank (a pair of nines, three sevens)"]


def test_each_qualifier_is_written_as_the_settings_that_play_it():
    assert cc.qualifier_settings(BY_SOURCE["korean.json"]) == {"high_qualifier": "a-pair", "low_qualifier": "13"}
    assert cc.qualifier_settings(BY_SOURCE["omaha_10_or_better.json"]) == {"low_qualifier": "10"}
    assert cc.qualifier_settings(BY_SOURCE["draw_deucy_single_draw.json"]) == {"low_qualifier": "11"}
    assert cc.qualifier_settings(BY_SOURCE["inverse_omaha.json"]) == {"high_qualifier": "three-of-a-kind"}
    assert cc.qualifier_settings(BY_SOURCE["mississippi_studugi.json"]) == {"low_qualifier": "13"}
    assert cc.qualifier_settings(BY_SOURCE["omaha_8.json"]) == {"low_qualifier": "8"}
    assert cc.qualifier_settings(BY_SOURCE["archie.json"]) is None       # a pair of nines or better


def test_a_ruleset_refcli_refuses_does_not_count():
    # Hold'em for 30 players: refcli's loader refuses it (the deck cannot deal them), so it is not playable.
    crowded = dict(BY_SOURCE["hold_em.json"], players=[2, 30], source="crowded.json")
    (r,) = cc.measure([crowded])
    assert r.status == "refused"
    assert r.why.startswith("ruleset refused: ") and "players" in r.why


def test_a_shipped_ruleset_must_deal_what_the_variant_deals():
    five_stud = dict(BY_SOURCE["5_card_stud.json"], source="7_card_stud.json")
    (r,) = cc.measure([five_stud])
    assert r.status == "refused"
    assert r.why == "seven-card-stud high deals (3, 4, 0) (down, up, board), the variant (1, 4, 0)"


@pytest.mark.skipif(not os.path.isdir(extract.MIRROR), reason="the catalog's mirror is not on this machine")
def test_the_committed_facts_are_what_the_extraction_makes_of_the_catalog(tmp_path):
    out = tmp_path / "variants.json"
    assert extract.main(["--out", str(out)]) == 0
    assert json.loads(out.read_text()) == json.loads(Path(cc.FACTS).read_text())


def test_a_shipped_ruleset_must_judge_the_hands_the_variant_judges():
    # 7 Card Stud high-low with an ace-to-five low is not the shipped game's high hand alone.
    hilo = dict(BY_SOURCE["7_card_stud_hilo_regular.json"], source="7_card_stud.json")
    (r,) = cc.measure([hilo])
    assert r.status == "refused"
    assert r.why == "seven-card-stud high plays the pots ['high'], the variant ['ace-to-five', 'high']"


def test_the_list_says_for_each_variant_how_refcli_plays_it_or_what_it_lacks(results):
    lines = cc.report(results, top=0, listing=True).splitlines()
    assert "  7_card_stud.json                           shipped: seven-card-stud high (7 Card Stud for the high " \
           "hand alone)" in lines
    assert ("  hold_em.json                               shipped: texas-holdem (two down and a board of five, the best "
            "five of the seven)") in lines
    assert "  dublin_hold_em.json                        YAML: catalog-dublin-hold-em" in lines
    assert ("  razz.json                                  shipped: razz (seven-card stud, the best ace-to-five low "
            "takes the pot)") in lines
    assert len(lines) == lines.index("Every variant:") + 311


def test_the_variants_that_roll_cards_up_are_written_with_an_expose_step_and_each_settles_a_hand(results):
    # 7-Card Flip: four cards down, two of them rolled face up before the first bet (roll PLAYER CARD CARD).
    assert cc.ruleset(BY_SOURCE["7_card_flip.json"], "catalog-7-card-flip") == (
        'id: catalog-7-card-flip\nname: "7-Card Flip"\nplayers: {min: 2, max: 7}\ndeck: standard\nhand: best-five\n'
        "flow:\n  - ante\n  - deal: [down, down, down, down]\n  - expose: {cards: 2}\n  - bet\n  - deal: [up]\n"
        "  - bet\n  - deal: [up]\n  - bet\n  - deal: [down]\n  - bet\n  - show\n  - settle\npots:\n"
        "  - {kind: high, share: 1}\ndeclare: false\n")
    rolled = {r.variant["source"]: r.status for r in results if "expose" in r.variant["features"]
              and r.status != "needs"}
    # With the discard and the pass (Anaconda's kin: the show counts the cards a discard took and a roll
    # turned up), twelve more play.
    assert rolled == {source: "yaml" for source in (
        "7_card_flip.json", "7_card_flip_8.json", "anaconda.json", "anaconda_high.json", "australian_anaconda.json",
        "bisexual.json", "richs_revenge.json", "grodnikonda.json",
        "kentrel.json", "low_todd.json", "nasty_anaconda.json", "orchids.json", "pineapple_stud.json",
        "screwy_louie.json", "seven_card_reverse.json", "shawnahoma.json", "show_five.json", "showmaha.json",
        "showmaha_8.json", "tahoe_pitch_roll.json")}
