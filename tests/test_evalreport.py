"""The `refcli eval` core: the JSON contract of SPEC §4 and the text a person reads."""

from __future__ import annotations

import json

import pytest

from refcli.kernel.cards import JOKER, parse_cards
from refcli.kernel.errors import RefereeError
from refcli.evaluate.evalreport import eval_report, format_eval
from refcli.evaluate.types import CATEGORIES, NO_WILDS, Wilds

EIGHTS = Wilds(ranks=frozenset({8}))


def test_spec_example_keys_and_values():
    report = eval_report(parse_cards("7h 5d 4c 3s 2s Ks Ah"), NO_WILDS, NO_WILDS)
    assert report["cards"] == ["7h", "5d", "4c", "3s", "2s", "Ks", "Ah"]
    high, low = report["high"], report["low"]
    assert high["category"] == "high card"
    assert high["score"] == [0, 14, 13, 7, 5, 4]
    assert high["best"] == ["Ah", "Ks", "7h", "5d", "4c"]
    assert high["text"] == "ace high (A♥ K♠ 7♥ 5♦ 4♣)"
    assert low["category"] == "high card"
    assert low["score"] == [0, -7, -5, -4, -3, -2]
    assert low["best"] == ["7h", "5d", "4c", "3s", "2s"]
    assert low["name"] == "7-5-4-3-2"
    assert low["text"] == "7-5-4-3-2 (7♥ 5♦ 4♣ 3♠ 2♠)"
    assert high["wilds"] == [] and low["wilds"] == []
    assert high["played"] == high["best"]
    for side in (high, low):
        assert side["category"] in CATEGORIES
        assert all(isinstance(x, int) for x in side["score"])
        assert side["text"].startswith(side["name"])
    json.dumps(report)  # plain data only


def test_wild_cards_are_reported_with_what_they_became():
    report = eval_report(parse_cards("Jh Jd 8c Ks 4d"), EIGHTS, EIGHTS)
    high = report["high"]
    assert high["category"] == "three of a kind"
    assert high["score"] == [3, 11, 13, 4]
    assert high["best"] == ["Jh", "Jd", "8c", "Ks", "4d"]
    assert high["played"] == ["Jh", "Jd", "Js", "Ks", "4d"]
    assert high["wilds"] == [{"card": "8c", "as": "Js"}]
    assert high["name"] == "three jacks"
    assert high["text"] == "three jacks (J♥ J♦ 8♣ as J♠ K♠ 4♦)"
    low = report["low"]
    assert low["score"] == [-1, -11, -13, -4, -2]       # the eight is a deuce: a pair of jacks low
    assert low["wilds"] == [{"card": "8c", "as": "2s"}]
    assert low["text"] == "a pair of jacks (J♥ J♦ K♠ 4♦ 8♣ as 2♠)"


def test_crazy_joker_and_a_low_with_no_low_pot():
    cards = (JOKER,) + parse_cards("Ks Qs Js Ts")
    report = eval_report(cards, Wilds(jokers="wild"), Wilds(jokers="wild"), low=False)
    assert report["cards"] == ["jk", "Ks", "Qs", "Js", "Ts"]
    assert report["high"]["category"] == "straight flush"
    assert report["high"]["wilds"] == [{"card": "jk", "as": "As"}]
    assert report["low"] is None
    assert "\n" not in format_eval(report)


def test_format_eval_one_line_per_side():
    report = eval_report(parse_cards("Jh Jd 8c Ks 4d"), EIGHTS, NO_WILDS)
    text = format_eval(report)
    assert text == ("high: three jacks (J♥ J♦ 8♣ as J♠ K♠ 4♦)\n"
                    "low:  a pair of jacks (J♥ J♦ K♠ 8♣ 4♦)")


def test_wheel_option_reaches_the_high_hand():
    cards = parse_cards("Ah 2d 3c 4s 5h")
    assert eval_report(cards, NO_WILDS, NO_WILDS)["high"]["score"] == [0, 14, 5, 4, 3, 2]
    assert eval_report(cards, NO_WILDS, NO_WILDS, wheel=True)["high"]["score"] == [4, 5]


def test_fewer_than_five_cards_is_refused():
    with pytest.raises(RefereeError, match="need at least five cards"):
        eval_report(parse_cards("Ah Kh Qh Jh"), NO_WILDS, NO_WILDS)
