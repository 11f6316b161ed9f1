"""7½ in drinks: refcli says an amount over a drink as `1 1/3 drinks`, and a host types it back the same way
(QA night: `maxbet 1 1/3` and `wager Bob 1 1/3` were refused as usage errors, naming no form that works)."""

from __future__ import annotations

import pytest

from refcli.kernel.errors import RefereeError
from refcli.book.report import render_ruling
from refcli.night.session import Session
from refcli.log.store import Store


def _said(s: Session, line: str) -> list[str]:
    return [text for o in s.execute(line).outcomes for text in o.lines]


def test_a_whole_and_a_part_typed_as_refcli_says_them():
    s = Session(Store(":memory:"), ())
    for line in ("night Dee Ann Bob Cal", "game seven-and-a-half drinks", "deal"):
        s.execute(line)
    assert _said(s, "maxbet 1 1/3")[0] == ("Dee sets the maximum wager for this deal: 1 1/3 drinks · round 1: a card to Ann "
                                         "(card Ann) · 41 cards left")
    s.execute("card Ann 2c, Bob 3c, Cal Kc, Dee 7c")
    s.execute("wager Ann 2/3, stay Ann, stay Dee")                   # 2 against 7: Ann drinks 2/3
    s.execute("card Dee 5d")
    assert _said(s, "wager Bob 1 1/3")[0].startswith("Bob wagers 1 1/3 drinks · ")
    s.execute("hit Bob Jc, hit Bob 4d, stay Bob")                     # 7½
    said = _said(s, "hit Dee 3h")                                     # 5♦ 3♥: 8, the dealer is over
    assert said[0].startswith("Dee hits 3♥ · Bob: 3♣ J♣ 4♦ (7½) against Dee: 5♦ 3♥ (8) — the dealer is over 7½ "
                              "and loses: Dee drinks 1 1/3 drinks (Bob wins)")
    ruling = [render_ruling(o.ruling) for o in s.execute("settle").outcomes if o.ruling is not None]
    assert "  Drinks on this deal: Ann -2/3 drink, Bob +1 1/3 drinks, Cal even, Dee -2/3 drink." in \
        ruling[0].splitlines()
    assert {p: s.night.ledger.balance(p) for p in s.night.players} == {"Dee": 0, "Ann": 0, "Bob": 0, "Cal": 0}


def test_the_same_words_at_a_money_table_are_one_line_naming_the_amount():
    s = Session(Store(":memory:"), ())
    for line in ("night Dee Ann Bob Cal", "game seven-and-a-half", "deal", "card Ann 2c, Bob 3c, Cal Kc, Dee 7c"):
        s.execute(line)
    with pytest.raises(RefereeError) as err:
        s.execute("wager Ann 1 1/3")
    assert str(err.value) == "'1 1/3' is not an amount: write 1, 1.00, $1, .75, 75c or 3q"
