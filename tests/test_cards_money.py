"""Parsing cards and money as a dealer types them, and the errors for anything else."""

import pytest
from hypothesis import given, strategies as st

from refcli.kernel.cards import JOKER, Card, card_order_key, parse_card, parse_cards, parse_dual
from refcli.kernel.errors import ParseError
from refcli.kernel.money import format_money, parse_amount, split_evenly


@pytest.mark.parametrize("text,rank,suit", [
    ("Ah", 14, "h"), ("ah", 14, "h"), ("AH", 14, "h"), ("10d", 10, "d"), ("Td", 10, "d"), ("td", 10, "d"),
    ("10♠", 10, "s"), ("K♥", 13, "h"), ("2c", 2, "c"), ("q♦", 12, "d"), ("9♣", 9, "c"),
])
def test_parse_card(text, rank, suit):
    assert parse_card(text) == Card(rank, suit)


@pytest.mark.parametrize("text", ["jk", "JK", "joker", "Joker"])
def test_jokers(text):
    assert parse_card(text) == JOKER and JOKER.is_joker and JOKER.code == "jk"


@pytest.mark.parametrize("text", ["", "A", "1h", "11h", "Ax", "Zh", "10", "hA", "AAh", "0s", "1s"])
def test_bad_cards_name_the_text(text):
    with pytest.raises(ParseError) as err:
        parse_card(text)
    assert f"'{text}' is not a card" in str(err.value)


def test_labels_and_codes():
    assert parse_card("td").label == "10♦" and parse_card("td").code == "Td"
    assert [c.code for c in parse_cards("Ah, 10s  2c")] == ["Ah", "Ts", "2c"]


def test_dual_value_card():
    d = parse_dual("Kh/4c")
    assert d.top == Card(13, "h") and d.bottom == Card(4, "c") and d.code == "Kh/4c"
    assert d.flipped().code == "4c/Kh"
    with pytest.raises(ParseError):
        parse_dual("Kh")


def test_suit_order_for_odd_quarters():
    cards = parse_cards("Ac As Ad Ah Ks")
    assert max(cards, key=card_order_key) == Card(14, "s")
    assert min(cards, key=card_order_key) == Card(13, "s")


@pytest.mark.parametrize("text,cents", [
    ("1", 100), ("1.00", 100), ("$1", 100), ("$1.25", 125), (".75", 75), ("0.75", 75), ("75c", 75),
    ("75¢", 75), ("3q", 75), ("2", 200), ("$.50", 50), ("10Q", 250),
])
def test_parse_amount(text, cents):
    assert parse_amount(text) == cents


@pytest.mark.parametrize("text,message", [
    ("0.30", "0.30 is not a whole number of quarters"),
    ("30c", "30c is not a whole number of quarters"),
    ("1.005", "1.005 is not a whole number of cents"),
    ("0", "0 is not a positive amount"),
    ("abc", "'abc' is not an amount"),
    ("-1", "'-1' is not an amount"),
    ("$", "'$' is not an amount"),
])
def test_bad_amounts(text, message):
    with pytest.raises(ParseError) as err:
        parse_amount(text)
    assert message in str(err.value)


@pytest.mark.parametrize("cents,text", [(125, "$1.25"), (75, "75¢"), (0, "$0.00"), (-300, "-$3.00"), (-25, "-25¢")])
def test_format_money(cents, text):
    assert format_money(cents) == text


def test_format_signed():
    assert format_money(325, signed=True) == "+$3.25" and format_money(-325, signed=True) == "-$3.25"


@given(st.integers(min_value=1, max_value=4_000))
def test_quarters_round_trip(quarters):
    cents = quarters * 25
    assert parse_amount(f"{quarters}q") == cents
    assert parse_amount(f"{cents}c") == cents
    assert parse_amount(f"${cents // 100}.{cents % 100:02d}") == cents


@given(st.integers(min_value=0, max_value=400), st.integers(min_value=1, max_value=12))
def test_split_evenly_is_exact_and_fair(quarters, ways):
    shares = split_evenly(quarters * 25, ways)
    assert sum(shares) == quarters * 25
    assert all(s % 25 == 0 for s in shares)
    assert max(shares) - min(shares) <= 25
    assert shares == sorted(shares, reverse=True)  # the favoured (first) recipients take the odd quarters


def test_absurdly_long_or_large_amounts_are_refused_in_one_line():
    with pytest.raises(ParseError, match="is too long to be an amount"):
        parse_amount("9" * 5000)
    assert parse_amount("1000") == 100_000
    with pytest.raises(ParseError, match=r"^1000.25 is more than \$1000.00: not a table amount$"):
        parse_amount("1000.25")


@pytest.mark.parametrize("text", ["٣", "１", "３q"])
def test_only_ascii_digits_are_amounts(text):
    with pytest.raises(ParseError, match="is not an amount"):
        parse_amount(text)


def test_pot_shares_in_whole_quarters_as_the_exact_fractions_give_them():
    """divide_shares works in whole numbers; each kind gets exactly what its Fraction share rounds to: down,
    the odd quarters to the high side first (the club's rule), or to the nearest quarter with a half going up
    and the high side taking what is left."""
    from fractions import Fraction
    from refcli.table.pots import divide_shares
    for pot in range(0, 1025, 25):
        units = pot // 25
        for low_share in (Fraction(1, 2), Fraction(1, 3), Fraction(2, 3), Fraction(1, 4), Fraction(5, 6)):
            high_share = 1 - low_share
            down = {"high": int(units * high_share), "low": int(units * low_share)}
            if units - sum(down.values()):      # two shares rounded down leave at most one quarter over
                down["high"] += 1
            assert divide_shares(pot, [("low", low_share), ("high", high_share)], 25) == \
                {"low": down["low"] * 25, "high": down["high"] * 25}
            low_near = int(units * low_share + Fraction(1, 2))
            assert divide_shares(pot, [("low", low_share), ("high", high_share)], 25, "nearest") == \
                {"low": low_near * 25, "high": (units - low_near) * 25}
    assert divide_shares(175, [("high", Fraction(1, 2)), ("low", Fraction(1, 2))], 25) == {"high": 100, "low": 75}
    assert divide_shares(100, [("high", Fraction(2, 3)), ("low", Fraction(1, 3))], 25, "nearest") == \
        {"high": 75, "low": 25}
