"""Declarations in the table's shorthand: without names, a way for each player waiting to declare, in turn from
the dealer's left, as words (`declare low high both high`), letters (`declare l h b h`) or one glued word
(`declare lhbh`). The log holds the long forms; a slip in them is named where it is."""

from __future__ import annotations

import pytest
from tablekit import Table

DECLARE = ("night Ann Bob Cal Dee", "game seven-card-stud declare", "deal", "checks", "checks", "checks", "checks",
           "checks")
SAID = ["Bob declares low · declare Cal, Dee, Ann", "Cal declares high · declare Dee, Ann",
        "Dee declares both · declare Ann", "Ann declares high · show Bob, Cal, Dee, Ann"]
LONG = "declare Bob low, Cal high, Dee both, Ann high"


@pytest.mark.parametrize("line", ["declare low high both high", "declare l h b h", "declare lhbh", "declare LHBH",
                                  "declare lo hi swing h", "declare lh, bh"])
def test_nameless_declarations_go_to_the_players_in_turn_as_the_long_form(line):
    short, long = Table(*DECLARE), Table(*DECLARE)
    short(line)
    long(LONG)
    assert short.lines[-4:] == SAID
    assert short.night.to_json() == long.night.to_json()
    events = short.session.store.events(short.night_id)[-4:]
    assert [(e.kind, e.payload["player"], e.payload["text"]) for e in events] == [
        ("declare", "Bob", "low"), ("declare", "Cal", "high"), ("declare", "Dee", "both"), ("declare", "Ann", "high")]


def test_fewer_ways_declare_for_the_first_players_waiting_and_the_rest_follow():
    t = Table(*DECLARE)
    t("declare l h")
    assert t.lines[-2:] == SAID[:2]
    t("declare bh")
    assert t.lines[-2:] == SAID[2:]


def test_a_first_word_that_names_a_player_is_still_his():
    t = Table(*DECLARE)
    t("declare b h")
    assert t.lines[-1] == "Bob declares high · declare Cal, Dee, Ann"


@pytest.mark.parametrize("line, message", [
    ("declare l h b h l", "5 declarations for 4 players waiting to declare (Bob, Cal, Dee, Ann)"),
    ("declare lhxh", "lhxh: 'x' is not a way to declare (h l b: high, low, both), after lh"),
    ("declare l h b h x", "'x' is not a way to declare (h l b: high, low, both), after l h b h"),
    ("declare bob hx", "'hx' is not a way to declare: high, low or both"),
    ("declare", "usage: declare PLAYER high|low|both"),
])
def test_declaration_slips_are_named_and_change_nothing(line, message):
    assert Table(*DECLARE).refuse(line) == message


def test_nameless_declarations_outside_their_time_are_refused_in_the_games_words():
    stud = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert stud.refuse("declare l h b") == "7 Card Stud has no declaration"
    t = Table(*DECLARE)
    t("declare lhbh")
    assert t.refuse("declare h") == "everyone still in has declared"


def test_one_undo_takes_a_nameless_declaration_line_back_whole():
    t = Table(*DECLARE)
    before = t.night.to_json()
    t("declare lhbh")
    t("undo")
    assert t.lines[-1] == "Undone: declare lhbh"
    assert t.night.to_json() == before
