"""5½-25½ `targets` typed as a host writes them (QA night): `7 1/2 27 1/2` as on paper, and the two targets the
wrong way round, which is refused naming the order and the line to type."""

from __future__ import annotations

import pytest

from refcli.table.expect import expect
from tablekit import Table, checks


def _lock_everyone(t: Table) -> None:
    while t.night.hand is not None and expect(t.night).kind == "take-pass":
        t(", ".join(f"pass {p}" for p in t.night.hand.part("take-pass").queue))
        checks(t, len(t.night.hand.active))


def test_seven_and_a_half_and_twenty_seven_and_a_half_written_with_halves():
    t = Table("night Ann Bob Cal", "game five-and-a-half targets 7 1/2 27 1/2 innies", "deal")
    assert t.lines[-2] == "Ann picks 7½-27½ (targets) (innies) for the next 3 hands."
    # Ann antes $1.50; Bob bets 25¢, Cal and Ann call: pot $2.25 = 9 quarters.
    t("bet Bob .25, call Cal, call Ann")
    # Bob 5♣ 2♦ = 7 and Cal 4♣ 3♦ Q♠ = 7½ for the low target 7½: Cal is on it, Bob ½ under.
    # Ann A♠ 9♠ 7♦ = 27 (the ace as 11), ½ under 27½.
    t("down Bob 5c, Cal 4c, Ann As")
    t("up Bob 2d, Cal 3d, Ann 9s")
    t("pass Bob, take Cal Qs, take Ann 7d")
    checks(t, 3)
    _lock_everyone(t)
    t("declare Bob low, Cal low, Ann high")
    t("settle")
    # The high half takes the odd quarter: 5 quarters ($1.25) to Ann, 4 ($1.00) to Cal.
    # Ann -150 - 25 + 125 = -50; Cal -25 + 100 = +75; Bob -25.
    assert t.awards() == [("Ann", "points-high", 125), ("Cal", "points-low", 100)]
    assert t.balances() == {"Ann": -50, "Bob": -25, "Cal": 75}
    assert t.rulings[-1].title == "7½-27½ (targets) (innies)"


@pytest.mark.parametrize("typed,message", [
    ("targets 26 6", "targets: the low target comes first, like: game five-and-a-half targets 6 26"),
    ("targets 27 1/2 7 1/2", "targets: the low target comes first, like: game five-and-a-half targets 7 1/2 27 1/2"),
    ("targets 7 1/2", "targets takes 2 values (targets LOW HIGH), like: game five-and-a-half targets 6 26"),
    ("targets 60 6", "targets: the low target 60 is out of range (1 to 20)"),
])
def test_targets_typed_wrong_are_one_line_saying_what_to_type(typed, message):
    t = Table("night Ann Bob Cal")
    assert t.refuse(f"game five-and-a-half {typed}") == message


def test_settle_during_the_last_bet_says_it_is_the_last_bet():
    # QA night: with everyone locked and the last bet under way, settle said "everyone must be locked", which
    # sent the dealer looking for a pass to type.
    t = Table("night Ann Bob Cal", "game five-and-a-half targets 6 26", "deal")
    t("check Bob, check Cal, check Ann")
    t("down Bob 5c, Cal 4c, Ann As")
    t("up Bob 2d, Cal 3d, Ann 9s")
    assert t.refuse("settle") == ("the betting is not over: everyone must be locked and bet a last time "
                                  "(pot $1.50 · Bob to take or pass)")
    for _ in range(3):
        t("pass Bob, pass Cal, pass Ann")
        if t.night.hand.part("take-pass").passes.get("Ann", 0) < 3:
            checks(t, 3)
    t("bet Bob .50")
    assert t.refuse("settle") == ("the betting is not over: everyone is locked and this is the last bet "
                                  "(pot $2.00 · Cal to act (50¢ to call))")
    assert t.pot == 200 and t.balances() == {"Ann": -150, "Bob": -50, "Cal": 0}
