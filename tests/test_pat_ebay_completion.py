"""The shell's completion offers Pat Hand's and Ebay's own verbs in those games only (each registered step says
which verbs it brings)."""

from __future__ import annotations

from refcli.cli.shell import suggest
from tablekit import Table


def words(text, night):
    n, found = suggest(text, night, tuple)
    return n, [w for w, _ in found]


def test_pat_hand_offers_pat():
    t = Table("night Ann Bob Cal", "game pat-hand")
    assert words("pa", t.night) == (2, ["pay", "paid", "pat"])


def test_ebay_offers_aside_bid_and_pass():
    t = Table("night Ann Bob Cal", "game ebay")
    assert words("a", t.night) == (1, ["aside"])
    assert words("b", t.night) == (1, ["board", "bet", "buyout", "back", "buyin", "bid", "balances"])
    assert words("pa", t.night) == (2, ["pass", "pay", "paid"])


def test_plain_stud_offers_none_of_them():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    assert words("a", t.night) == (1, [])
    assert words("pa", t.night) == (2, ["pay", "paid"])
    assert "bid" not in words("b", t.night)[1]
