"""The home games a dealer calls that needed no new mechanic (issue 25): each is found by every name the table
uses for it (its id, its name, each alias in its file), loads, and plays the usual rules it says it plays."""

from __future__ import annotations

import pytest

from refcli.rules.loader import game_names, load_game, resolve_game

HOME_GAMES = ("texas-holdem", "five-card-draw", "five-card-stud", "deuce-to-seven-triple-draw", "cincinnati",
              "kings-and-little-ones", "pass-the-trash", "deuces-wild", "deuce-to-seven-single-draw", "ace-to-five-triple-draw",
              "california-lowball", "five-card-omaha", "big-o", "courchevel", "dr-pepper", "deuces-wild-stud",
              "mississippi-stud", "stud-high-low-declare", "deuces-and-jacks", "deuce-to-seven-razz", "holdem-8",
              "one-eyed-jacks")


@pytest.mark.parametrize("typed,game_id,rest", [
    ("holdem", "texas-holdem", []),
    ("hold'em", "texas-holdem", []),
    ('"Texas Hold\'em"', "texas-holdem", []),
    ("draw", "five-card-draw", []),
    ("5 card draw any-five", "five-card-draw", ["any-five"]),
    ("5-stud declare", "five-card-stud", ["declare"]),
    ("triple draw", "deuce-to-seven-triple-draw", []),
    ("kansas city lowball", "deuce-to-seven-single-draw", []),
    ("lowball joker", "california-lowball", ["joker"]),
    ("a-5-single-draw", "california-lowball", []),
    ("kings and little ones", "kings-and-little-ones", []),
    ("pass-the-trash", "pass-the-trash", []),
    ("deuces", "deuces-wild", []),
    ("deuces stud", "deuces-wild-stud", []),
    ("big o", "big-o", []),
    ("courchevel eight", "courchevel", ["eight"]),
    ("dr pepper", "dr-pepper", []),
    ("stud hi-lo declare", "stud-high-low-declare", []),
    ("hold'em hi-lo", "holdem-8", []),
    ("one eyed jacks axe", "one-eyed-jacks", ["axe"]),
    ("stud declare", "seven-card-stud", ["declare"]),      # the club's own declare game keeps its name
    ("low chicago", "seven-card-stud", []),                 # the club's stud is Low Chicago (high hand and low spade)
])
def test_each_home_game_is_found_by_the_names_the_table_uses(typed, game_id, rest):
    assert resolve_game(typed) == (game_id, rest)


@pytest.mark.parametrize("game_id", HOME_GAMES)
def test_each_home_game_loads_under_every_alias_in_its_file(game_id):
    assert load_game(game_id).id == game_id
    aliases = next(a for gid, _name, a in game_names() if gid == game_id)
    assert aliases
    for alias in aliases:
        assert resolve_game(f'"{alias}"')[0] == game_id, alias


def test_the_games_beyond_the_club_say_their_own_low():
    lows = {g: load_game(g).house.low for g in HOME_GAMES}
    assert sorted(g for g, low in lows.items() if low == "ace-to-five") == [
        "ace-to-five-triple-draw", "big-o", "california-lowball", "holdem-8", "stud-high-low-declare"]
    assert lows["deuce-to-seven-triple-draw"] == lows["deuce-to-seven-razz"] == "deuce-to-seven"     # the club's own low


def test_the_axe_makes_the_king_of_diamonds_wild_too():
    from refcli.kernel.cards import parse_card
    plain, axe = load_game("one-eyed-jacks"), load_game("one-eyed-jacks axe")
    assert plain.wild_high.cards == {parse_card("Js"), parse_card("Jh")} == plain.wild_low.cards
    assert axe.wild_high.cards == {parse_card("Js"), parse_card("Jh"), parse_card("Kd")}
