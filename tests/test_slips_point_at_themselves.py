"""A short form refused for one character names the character and where it is in the word: a glued betting round,
glued cards (after a verb, a player, or a verb's letter), a letter glued to its amount. Refusals change nothing."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from tablekit import Table

from refcli.cli.main import cli
from refcli.kernel.errors import ParseError
from refcli.language.script import parse_line

SEATS = ("Ann", "Bob", "Cal", "Dee")
STUD = ("night Ann Bob Cal Dee", "game seven-card-stud", "deal", "up 7h 8h 9h th")


@pytest.mark.parametrize("line, message", [
    # the issue's own slips
    ("b.5ccvc", "b.5ccvc: 'v' is not a betting letter (x c f b r), after b.5cc"),
    ("up 7h7sahkcq", "7h7sahkcq: 'q' is not a card, after 7h7sahkc"),
    # a glued betting round
    ("xb1cvc", "xb1cvc: 'v' is not a betting letter (x c f b r), after xb1c"),
    ("xcq", "xcq: 'q' is not a betting letter (x c f b r), after xc"),
    ("b.5r.5ccc1", "b.5r.5ccc1: '1' is not a betting letter (x c f b r), after b.5r.5ccc"),
    ("xbc", "xbc: 'b' needs its amount right after it (b.5, b1), after x"),
    ("b..5c", "b..5c: 'b' needs its amount right after it (b.5, b1), at its start"),
    ("bet 1, ccv", "ccv: 'v' is not a betting letter (x c f b r), after cc"),
    # glued cards, named or not
    ("up bob 7h7sq", "7h7sq: 'q' is not a card, after 7h7s"),
    ("down 7h7sq", "7h7sq: 'q' is not a card, after 7h7s"),
    ("board 7h7s9q", "7h7s9q: '9q' is not a card, after 7h7s"),
    ("show asks3c7d7hq", "asks3c7d7hq: 'q' is not a card, after asks3c7d7h"),
    ("show bob as/kd2d/qcq", "as/kd2d/qcq: 'q' is not a card, after as/kd2d/qc"),
    ("hit 6dkq", "6dkq: 'kq' is not a card, after 6d"),
    # a verb's letter glued to what it takes
    ("h6dkq", "h6dkq: 'kq' is not a card, after h6d"),
    ("w.5x", "w.5x: 'x' is not part of an amount, after w.5"),
])
def test_a_slip_in_a_short_form_is_named_with_where_it_is(line, message):
    with pytest.raises(ParseError) as err:
        parse_line(line, SEATS)
    assert str(err.value) == message


@pytest.mark.parametrize("line, message", [
    ("frobnicate", "unknown command 'frobnicate' (type help-table for the list)"),
    ("cal", "unknown command 'cal' — did you mean call?"),
    ("up Ashley 7h", "no player 'Ashley' at the table (Ann, Bob, Cal, Dee)"),
])
def test_a_word_that_is_no_short_form_keeps_its_own_words(line, message):
    with pytest.raises(ParseError) as err:
        parse_line(line, SEATS)
    assert str(err.value) == message


def test_at_the_table_the_slip_is_refused_whole_and_changes_nothing():
    t = Table(*STUD)
    assert t.refuse("b.5ccvc") == "b.5ccvc: 'v' is not a betting letter (x c f b r), after b.5cc"
    assert t.refuse("up 7h7sahkcq") == "7h7sahkcq: 'q' is not a card, after 7h7sahkc"
    assert t.refuse("x, b.5ccvc") == "b.5ccvc: 'v' is not a betting letter (x c f b r), after b.5cc"


def test_a_one_shot_says_the_slip_in_one_line(tmp_path):
    db = str(tmp_path / "club.db")
    run = CliRunner()
    for line in STUD:
        assert run.invoke(cli, ["--db", db, *line.split()]).exit_code == 0
    result = run.invoke(cli, ["--db", db, "b.5ccvc"])
    assert result.exit_code == 1
    assert result.output == "Error: b.5ccvc: 'v' is not a betting letter (x c f b r), after b.5cc\n"
