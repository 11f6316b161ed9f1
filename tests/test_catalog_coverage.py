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


def test_today_refcli_plays_144_of_the_310_every_one_loaded_and_a_hand_settled(results):
    assert counts(results) == {"shipped": 11, "yaml": 133, "refused": 0, "needs": 166}
    shipped = {r.variant["source"]: r.spec for r in results if r.status == "shipped"}
    assert shipped == {"7_card_stud.json": "seven-card-stud high", "low_chicago.json": "seven-card-stud",
                       "follow_the_queen.json": "follow-the-queen", "razz.json": "razz",
                       "omaha.json": "omaha", "7_card_stud_8.json": "stud-8", "omaha_8.json": "omaha-8",
                       "chicago.json": "high-chicago", "spit_in_the_ocean.json": "spit-in-the-ocean",
                       "chowaha.json": "chowaha", "double_board_hold_em.json": "double-board-holdem"}
    # Played under the club's ante where the source has a bring-in or a bomb pot.
    assert sum(bool(r.conventions) for r in results if r.status in ("shipped", "yaml")) == 30


def test_the_report_gives_the_share_and_the_next_mechanics_in_order(results):
    text = cc.report(results, top=6)
    assert "Playable today: 144 of 310 (46.5%)" in text
    assert "  with a shipped ruleset: 11\n" in text
    assert "  in YAML alone: 133 " in text
    assert "Not yet: 166 lack a mechanic" in text
    assert ("  by the catalog's category: Stud 40 of 69, Other 14 of 68, Hold'em 33 of 53, Omaha 32 of 46, "
            "Draw 15 of 36, Pineapple 3 of 17, Dramaha 0 of 13, Straight 7 of 8\n") in text
    assert [(m.split(" ")[0], gained, after) for m, gained, after in cc.ranking(results, top=6)] == [
        ("discard", 23, 167),
        ("expose", 17, 184),
        ("eval:badugi", 8, 192),
        ("qualifier", 7, 199),          # qualifiers other than 8-or-better on an ace-to-five low
        ("showdown:fallback", 10, 209),
        ("step:buy-card", 5, 214),
    ]


def test_a_bring_in_counted_as_missing_takes_twenty_two_games_away():
    strict = cc.measure(FACTS, play=False, strict=True)
    assert counts(strict) == {"shipped": 11, "yaml": 111, "refused": 0, "needs": 188}


def test_hold_em_is_written_as_a_ruleset_of_blinds_a_board_and_the_best_five_of_seven():
    assert cc.ruleset(BY_SOURCE["hold_em.json"], "catalog-hold-em") == (
        'id: catalog-hold-em\nname: "Hold\'em"\nplayers: {min: 2, max: 9}\ndeck: standard\nhand: texas-draw\n'
        "flow:\n  - blinds\n  - deal: [down, down]\n  - bet: {opens: left-of-big-blind}\n"
        "  - deal: [board, board, board]\n  - bet\n  - deal: [board]\n  - bet\n  - deal: [board]\n  - bet\n"
        "  - show\n  - settle\npots:\n  - {kind: high, share: 1}\ndeclare: false\n")


def test_a_variant_is_held_to_what_it_lacks(results):
    needs = {r.variant["source"]: r.needs for r in results}
    assert needs["razz.json"] == []          # shipped: rulesets/games/razz.yaml
    assert needs["omaha_8.json"] == []       # shipped: rulesets/games/omaha-8.yaml
    # Omaha for the high hand, the five cards drawn for the low: refcli's game has one hand rule for all its pots.
    assert needs["dramaha.json"][1] == "a hand rule for each pot (one game has one)"
    assert [n.split(" ")[0] for n in needs["pineapple.json"]] == ["discard"]
    assert needs["chicago.json"] == []        # shipped: rulesets/games/high-chicago.yaml


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
    assert "  hold_em.json                               YAML: catalog-hold-em" in lines
    assert ("  razz.json                                  shipped: razz (seven-card stud, the best ace-to-five low "
            "takes the pot)") in lines
    assert len(lines) == lines.index("Every variant:") + 311


def test_a_layout_two_boards_and_a_choice_of_own_cards_are_written_as_the_variants_play_them(results):
    chowaha8 = cc.ruleset(BY_SOURCE["chowaha_8.json"], "catalog-chowaha-8")
    assert "hand: chowaha\n" in chowaha8 and "  - {kind: low, share: 1/2}\n" in chowaha8
    double = cc.ruleset(BY_SOURCE["double_board_omaha.json"], "catalog-double-board-omaha")
    assert "hand: omaha\n" in double
    assert "pots:\n  - {kind: board-1, share: 1/2}\n  - {kind: board-2, share: 1/2}\n" in double
    assert "hand: two-or-five\n" in cc.ruleset(BY_SOURCE["2_or_5_omaha.json"], "catalog-2-or-5-omaha")
    status = {r.variant["source"]: r.status for r in results}
    assert [status[s] for s in ("banco.json", "criss_cross_super_holdem_8.json", "iron_cross.json",
                                "double_board_bomb_pot.json", "211.json")] == ["yaml"] * 5
    # A layout no formation plays yet (SOHE's split hands) still lacks it.
    needs = {r.variant["source"]: r.needs for r in results}
    assert "hand:board-layout" in needs["sohe.json"]
