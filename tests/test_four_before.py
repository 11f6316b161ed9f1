"""Four-Before, played to the cent: four cards each and one draw in which each player is dealt one card more than
he throws away (the draw step's `more: 1`), so every hand shows five. Worked from the variant's public rules in the
catalog refcli is measured against, https://github.com/talvola/generic_poker/blob/main/data/game_configs/four_before.json
(four cards face down, a bet, a draw of up to four with "draw_amount" one more than the discard, a bet, the best
five). The club's ante stands for the blinds."""

from __future__ import annotations

from refcli.book.report import render_ruling
from tablekit import Table

C3 = "check, check, check"
TO_THE_DRAW = ("night Ann Bob Cal", "game four-before", "deal", "bet Bob .25, call Cal, call Ann")


def test_each_player_is_dealt_one_more_than_he_throws_away_and_shows_five():
    t = Table(*TO_THE_DRAW)
    for line in ("draw Bob 0", "draw Cal 2", "draw Ann Kd 3c for Ah As 2h"):
        t(line)
    assert t.lines[-3:] == ["Bob throws away 0 and is dealt 1 · pot $2.25 · Cal to draw",
                            "Cal throws away 2 and is dealt 3 · pot $2.25 · Ann to draw",
                            "Ann discards K♦ 3♣ and draws A♥ A♠ 2♥ · Betting round 2 of 2. · pot $2.25 · Bob to act"]
    t(C3)
    assert t.refuse("show Bob Kh Qh Jh Th") == ("Bob shows 4 down and 0 up; Bob was dealt 5 down and 0 up (face-up "
                                                 "cards after 'up')")
    for line in ("show Bob Kh Qh Jh Th 9h", "show Cal 8s 8d 8c 4h 4d", "show Ann Ac Ad Ah As 2h", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Four-Before · dealt by Ann · pot $2.25\n"
        "  High hand, the whole pot ($2.25): Bob with a straight flush in hearts, king high (K♥ Q♥ J♥ 10♥ 9♥).\n"
        "    Beaten: Cal a full house, eights full of fours; Ann four aces.")
    assert t.awards() == [("Bob", "high", 225)]
    assert t.balances() == {"Ann": -175, "Bob": 200, "Cal": -25}


def test_a_named_draw_must_be_dealt_one_more_than_it_throws_away():
    t = Table(*TO_THE_DRAW)
    assert t.refuse("draw Bob Kd for Ah") == "Bob discards 1 and is dealt 1: a draw replaces the discards with 2 cards"
    assert t.refuse("draw Bob 5") == "a player draws at most 4 cards, not 5"


def test_a_draw_of_one_fewer_takes_at_least_one_card(tmp_path):
    # Six Back: six cards, a draw of one fewer than thrown away (the draw step's `more: -1`).
    from refcli.log.store import Store
    from refcli.night.session import Session
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "six-back.yaml").write_text(
        "id: six-back\nname: Six Back\nplayers: {min: 2, max: 6}\ndeck: standard\nhand: best-five\nflow:\n"
        "  - ante\n  - deal: [down, down, down, down, down, down]\n  - bet\n  - draw: {max: 4, more: -1}\n  - bet\n"
        "  - show\n  - settle\npots:\n  - {kind: high, share: 1}\n", encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(tmp_path),))
    for line in ("night Ann Bob Cal", "game six-back", "deal", C3):
        t(line)
    assert t.refuse("draw Bob 0") == "Bob throws away at least one card at this draw (he is dealt one fewer)"
    t("draw Bob 1")
    assert t.lines[-1] == "Bob throws away 1 and is dealt 0 · pot $1.50 · Cal to draw"
