"""The table language parser: clauses, players by prefix, cards and amounts, and its error lines."""

import pytest

from refcli.kernel.errors import ParseError
from refcli.language.script import Action, parse_line
from refcli.language.verbs import EVENT_VERBS, QUERY_VERBS, VERB_HELP

SEATS = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay")


def test_mixed_verbs_on_one_line():
    acts = parse_line("bet Bob .50, call Cal, raise Dee .50, fold Eve, check Fay", SEATS)
    assert acts == [Action("bet", "Bob", 50), Action("call", "Cal"), Action("raise", "Dee", 50),
                    Action("fold", "Eve"), Action("check", "Fay")]


def test_repeated_clauses_take_the_previous_verb():
    acts = parse_line("up Bob 7d, Cal Qh, dee 9C", SEATS)
    assert [(a.verb, a.player, a.cards) for a in acts] == [
        ("up", "Bob", ("7d",)), ("up", "Cal", ("Qh",)), ("up", "Dee", ("9c",))]


def test_comments_and_blank_lines():
    assert parse_line("   # nothing here") == []
    assert parse_line("") == []
    assert parse_line("deal   # the dealer antes") == [Action("deal")]


def test_players_by_unique_prefix_any_case():
    assert parse_line("call c", SEATS)[0].player == "Cal"
    assert parse_line("CALL FAY", SEATS)[0].player == "Fay"


def test_ambiguous_and_unknown_players():
    with pytest.raises(ParseError, match="'A' could be Ann or Abe: type more letters"):
        parse_line("call A", ("Ann", "Abe"))
    with pytest.raises(ParseError, match=r"no player 'Zed' at the table \(Ann, Bob"):
        parse_line("call Zed", SEATS)


def test_exact_name_beats_prefix():
    assert parse_line("call Al", ("Al", "Alice"))[0].player == "Al"


def test_show_splits_down_and_up():
    a = parse_line("show Bob As Ks 3c up 7d 7h 7s 2c", SEATS)[0]
    assert a.cards == ("As", "Ks", "3c") and a.up == ("7d", "7h", "7s", "2c")


def test_amount_forms_and_optional_player():
    assert parse_line("bet 1", SEATS)[0] == Action("bet", None, 100)
    assert parse_line("raise Dee $1", SEATS)[0] == Action("raise", "Dee", 100)
    assert parse_line("bet Bob 3q", SEATS)[0].amount == 75


def test_pay_and_penalty_keep_their_reason_whole():
    a = parse_line("pay Ann 1 no-peek card, the second one", SEATS)
    assert a == [Action("pay", "Ann", 100, text="no-peek card, the second one")]
    p = parse_line("penalty Bob waived looked out of turn", SEATS)[0]
    assert p.waived and p.text == "looked out of turn"


def test_declare_ways():
    acts = parse_line("declare Bob high, Cal lo, Dee both", SEATS)
    assert [a.text for a in acts] == ["high", "low", "both"]
    with pytest.raises(ParseError, match="'sideways' is not a way to declare"):
        parse_line("declare Bob sideways", SEATS)


@pytest.mark.parametrize("line,message", [
    ("bte Bob 1", "unknown command 'bte' — did you mean bet?"),
    ("frobnicate", "unknown command 'frobnicate'"),
    ("Explain 2", "'explain' reads the book and writes nothing: type it in the shell or as refcli explain "
                  "(a script holds the table's lines)"),
    ("bet Bob 0.30", "0.30 is not a whole number of quarters"),
    ("up Bob Zz", "'Zz' is not a card"),
    ("bet Bob", "'Bob' is not an amount"),
    ("deal now", "deal takes nothing after it"),
    ("night Ann", "usage: night NAME NAME"),
    ("night Ann ann", "ann is seated twice"),
    ("night Ann 9lives", "'9lives' is not a usable name"),
    ("night Ann bet", "'bet' is a command word"),
    ("call Bob,,call Cal", "an empty clause between commas"),
    ("draw Bob -1", "a draw is 0 or more cards, not -1"),
    ("bet Bob 1,000", "'1,000' is not an amount: write it without the comma (1000)"),
    ("bet Bob $1,000.00, call Cal", "'$1,000.00' is not an amount: write it without the comma ($1000.00)"),
])
def test_errors_are_one_clear_line(line, message):
    with pytest.raises(ParseError) as err:
        parse_line(line, SEATS)
    assert message in str(err.value)
    assert "\n" not in str(err.value)


def test_every_verb_has_help():
    assert set(VERB_HELP) == set(EVENT_VERBS + QUERY_VERBS)


def test_payload_round_trip():
    for line in ("show Bob As Ks 3c up 7d 7h 7s 2c", "bet Bob .50", "night Ann Bob Cal", "penalty Bob waived x"):
        for a in parse_line(line, SEATS):
            assert Action.from_payload(a.verb, a.payload()) == a
