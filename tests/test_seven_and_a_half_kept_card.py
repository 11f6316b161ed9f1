"""7½: the dealer's unseen card kept from a duel (after a player's five cards or a bust) stays his for the next
round, and a dealer who types himself a new card with the round's cards out of habit is told so, with what to
type next (QA night: the refusal said only 'not now' with the deck counted as if the line had partly stood)."""

from __future__ import annotations

import pytest

from refcli.kernel.errors import RefereeError
from refcli.night.session import Session
from refcli.log.store import Store

def _night(lines):
    s = Session(Store(":memory:"), ())
    for line in lines:
        s.execute(line)
    return s


# Dee, seated first, deals; Ann, Bob and Cal play in that order.
LINES = ["night Dee Ann Bob Cal", "game seven-and-a-half", "deal", "maxbet .75",
         "card Ann 5c, Bob 8h, Cal 3d, Dee 6s",
         "wager Ann .50, hit Ann 2c, stay Ann, hit Dee Ah, stay Dee",      # 7 against 7: the dealer wins ties
         "card Dee 4h", "wager Bob .75",                                     # Bob's face-down 8♥ loses at once
         "swap Dee Kh",                                                      # the 4♥ goes, K♥ comes, unseen
         "wager Cal .75, hit Cal Jc, hit Cal Qc, hit Cal Ac, hit Cal 2d"]    # five cards: Cal wins at once


def test_the_dealer_typing_himself_a_card_while_he_keeps_one_is_told_what_to_type():
    s = _night(LINES)
    assert {p: s.night.ledger.balance(p) for p in s.night.players} == {"Dee": 50, "Ann": -50, "Bob": -75,
                                                                         "Cal": 75}
    before = s.night.to_json()
    with pytest.raises(RefereeError) as err:
        s.execute("card Ann 7c, Bob 6h, Cal 4c, Dee 5d")
    assert str(err.value) == "Dee keeps the unseen card from the last duel, with no new one: Ann wagers next " \
                             "(wager Ann AMOUNT)"
    assert s.current()[1].to_json() == before
    s.execute("card Ann 7c, Bob 6h, Cal 4c")
    s.execute("wager Ann .25, stay Ann")
    reply = s.execute("stay Dee")                                # the kept K♥ (½) against Ann's 7♣
    assert [line for o in reply.outcomes for line in o.lines][-1].startswith(
        "Dee stays · Ann: 7♣ (7) against Dee: K♥ (½) — the higher total wins: Dee pays Ann 25¢")
