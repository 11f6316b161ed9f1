"""Hidugi, played to the cent: badugi judged for high (the pot kind hidugi, refcli/table/potkinds/badugi.py): the most
cards of different suits and ranks, aces high, then the highest highest card. Worked from the variant's public rules
in the catalog refcli is measured against, https://github.com/talvola/generic_poker/blob/main/data/game_configs/hidugi.json
(four cards down, three draws of up to four, "evaluationType": "hidugi" on any four), and the badugi hands of
https://www.telework.ro/en/badugi-poker/ (no two cards of one suit or one rank; more cards beat fewer; hands of one
size compared from the highest card down), the order turned over. The club's ante stands for the blinds."""

from __future__ import annotations

from refcli.book.report import render_ruling
from refcli.evaluate.badugi import best_badugi, describe_badugi
from refcli.kernel.cards import parse_cards
from tablekit import Table

C3 = "check, check, check"
PAT = "draw Bob 0, Cal 0, Ann 0"


def hidugi(cards: str) -> str:
    return describe_badugi(best_badugi(parse_cards(cards), aces_low=False, high=True))


def test_four_cards_beat_three_and_the_higher_cards_win_among_one_size():
    assert hidugi("As Kh Qd Jc") == "a four-card badugi, A-K-Q-J"
    assert hidugi("As Kh Kd 2c") == "a three-card hand, A-K-2"       # the pair plays one king
    high = best_badugi(parse_cards("Ks Qh Jd Tc"), aces_low=False, high=True).score
    three = best_badugi(parse_cards("As Kh Kd 2c"), aces_low=False, high=True).score
    low_four = best_badugi(parse_cards("5s 4h 3d 2c"), aces_low=False, high=True).score
    assert high > low_four > three


def test_the_highest_badugi_takes_the_pot():
    # Ann deals and antes $1.50; Bob bets a quarter and both call: $2.25; everyone stands pat three times.
    t = Table("night Ann Bob Cal", "game hidugi", "deal", "bet Bob .25, call Cal, call Ann", PAT, C3, PAT, C3, PAT, C3,
              "show Bob Ks Qh Jd Tc", "show Cal As Kh Kd 2c", "show Ann Ah Ad Qs 9c", "settle")
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Hidugi · dealt by Ann · pot $2.25\n"
        "  Hidugi, the whole pot ($2.25): Bob with a four-card badugi, K-Q-J-10 (K♠ Q♥ J♦ 10♣).\n"
        "    Beaten: Cal a three-card hand, A-K-2; Ann a three-card hand, A-Q-9.")
    assert t.awards() == [("Bob", "hidugi", 225)]
    assert t.balances() == {"Ann": -175, "Bob": 200, "Cal": -25}
