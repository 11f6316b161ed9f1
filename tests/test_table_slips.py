"""Slips seen at the table (issue 20, item 7): each gets a pointer to the line meant, or its reading, in one
line that changes nothing; and No Peek's first bettor after a beat is a named setting."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from refcli.cli.main import cli
from tablekit import Table, checks

HANDWORKED = Path(__file__).resolve().parent / "handworked"


# --- `pay PLAYER AMOUNT wild CARD` in a game of paid wild cards ----------------------------------------------
# A pointer, not a reading: `pay` takes any reason in every game, and its amount is the host's; `wild` checks
# the card's window and charges the card's own fee. Read as `wild`, a typed amount that is not the fee would
# need a second ruling; taken as a plain payment (before), the card stayed unpaid and a later `wild` charged twice.

def test_pay_for_a_wild_card_points_to_wild_and_pays_nothing():
    t = Table("night Ann Bob Cal Dee", "game no-peek", "deal", "start Js", "turn Bob 3h")   # Ann antes $2.00
    pointer = ("a wild card is paid for with wild Bob 3h: it checks the card and its fee ($1.00 for a 3, $2.00 for "
               "a 9) and makes it wild; pay only puts money in the pot")
    assert t.refuse("pay Bob 1 wild 3h") == pointer
    assert t.refuse("pay Bob 1 wild") == pointer.replace("wild Bob 3h", "wild Bob CARD")
    assert t.balances() == {"Ann": -200, "Bob": 0, "Cal": 0, "Dee": 0}
    t("wild Bob 3h")                  # $1.00 once: the 3♥ plays as an ace and beats the J♠
    assert t.lines[-1] == ("Bob pays $1.00: 3♥ is wild for Bob · Bob shows ace high (3♥ as A♠): beats the start card "
                           "J♠ · Betting round 1: Bob opens · pot $3.00 · Bob to act")
    assert t.balances() == {"Ann": -200, "Bob": -100, "Cal": 0, "Dee": 0}
    t("pay Cal 1 drinks")             # any other payment is still a payment
    assert t.balances() == {"Ann": -200, "Bob": -100, "Cal": -100, "Dee": 0}


def test_pay_with_wild_in_a_game_without_paid_wilds_is_a_payment():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    t("pay Bob 1 wild night")
    assert t.lines[-1] == "Bob pays $1.00 into the pot (wild night) · pot $2.50 · Bob to act"


# --- a word of the host's own for the game's verb of declining ---------------------------------------------

def test_decline_points_to_the_games_own_verb():
    # 5½-25½: the seed's player who does not take a card passes (a chip in front of his cards).
    t = Table("night Ann Bob Cal Dee", "game five-and-a-half", "deal")
    assert t.refuse("decline Dee 9s") == ("unknown command 'decline' — in 5½-25½ a player who declines a card passes: "
                                          "pass Dee (only a card taken is typed)")
    # Partners: turning down a partner's fee is a divorce.
    t = Table("night Ann Bob Cal Dee", "game partners", "deal")
    assert t.refuse("decline Cal") == ("unknown command 'decline' — in Partners a partner who declines to match a fee "
                                       "is divorced: divorce Cal")
    # A game with nothing to decline keeps the spelling hint; so does a line between hands.
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("decline Cal") == "unknown command 'decline' — did you mean declare?"


def test_decline_at_ebays_auction_is_a_pass():
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    assert t.refuse("decline Bob") == ("unknown command 'decline' — in Ebay a player who declines to bid passes: "
                                       "pass Bob")


def test_declare_pat_points_to_pat():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")
    assert t.refuse("declare Cal pat") == ("'pat' is not a way to declare (high, low or both): a pat hand is declared "
                                           "with pat Cal")


# --- `settle` after a fold-out says who took the pot ---------------------------------------------------------

def test_settle_after_everyone_else_folded_says_who_took_the_pot():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob 1, fold Cal, fold Ann")
    # Ann antes $1.50, Bob bets $1.00: the pot of $2.50 is Bob's at once.
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
    assert t.refuse("settle") == ("nothing to settle: hand 1 ended when everyone else folded, and Bob took the pot "
                                  "of $2.50 (deal starts the next hand)")
    t("deal")
    t("undo")                         # back between hands: the last live event is the fold again
    assert t.refuse("settle").startswith("nothing to settle: hand 1 ended when everyone else folded")


def test_settle_between_hands_after_a_ruling_keeps_its_words():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    for _ in range(5):
        checks(t, 3)
    t("show Bob As Ks 2c up 7d 7h 7s 2d, show Cal 3c 4c 5d up 8s 9h Jd Qd, show Ann 6c 6d 9c up Th Tc Td Ts")
    t("settle")
    assert t.refuse("settle") == "no hand is being played: type deal to start the next one"


# --- 2s to 25: the tie card and the settle that waits for it -------------------------------------------------

def _night_c() -> list[str]:
    return (HANDWORKED / "twos-to-25-night-c.txt").read_text(encoding="utf-8").splitlines()


def test_a_tie_card_before_settle_found_the_tie_says_settle_first():
    lines = _night_c()
    at = lines.index("tiecard 2d")
    assert lines[at - 1] == "settle"
    t = Table(*lines[:at - 1])
    assert t.refuse("tiecard 2d") == ("no tie is waiting for a new face-up card yet: type settle first; it asks for "
                                      "a tie card (tiecard CARD) only when players are still tied after the fourth "
                                      "tie-break")
    t("settle")
    assert t.lines[-1] == "Cal and Ann are still tied · turn a new face-up card: tiecard CARD"


def test_a_script_whose_settle_waits_for_a_tie_card_says_so(tmp_path):
    lines = _night_c()
    at = lines.index("tiecard 2d")
    script = tmp_path / "night.txt"
    script.write_text("\n".join(lines[:at]) + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["run", str(script)]).output
    assert "Hand 2: Cal and Ann are still tied · turn a new face-up card: tiecard CARD" in out
    assert "The night is still open (no `end`)." in out
    # The whole night, tie cards and all, says it once and then rules.
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["run", str(script)]).output
    assert out.count("still tied") == 1
    assert "Hand 2: Cal and Ann are still tied" in out
    # The same with settle's letter, s.
    script.write_text("\n".join(lines[:at - 1] + ["s"]) + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["run", str(script)]).output
    assert "Hand 2: Cal and Ann are still tied · turn a new face-up card: tiecard CARD" in out


# --- No Peek: who opens the bet after a turn that beats ------------------------------------------------------

def _no_peek(game: str) -> Table:
    t = Table("night Ann Bob Cal Dee", f"game {game}", "deal", "start 5s", "turn Bob 7h")   # Ann antes $2.00
    checks(t, 4)
    t("turn Cal 2c")
    t("turn Cal 8d")                   # eight high beats Bob's seven high
    return t


def test_the_player_who_beat_opens_by_default():
    t = _no_peek("no-peek")
    assert t.lines[-1].endswith("beats Bob's hand, seven high (7♥) · Betting round 2: Cal opens · pot $2.00 · "
                                "Cal to act")
    assert t.refuse("bet Bob 1") == "it is Cal's turn, not Bob's"
    t("bet Cal 1")
    assert t.balances() == {"Ann": -200, "Bob": 0, "Cal": -100, "Dee": 0}


def test_variant_left_opens_bets_from_the_dealers_left():
    t = _no_peek("no-peek left-opens")
    assert t.lines[-1].endswith("beats Bob's hand, seven high (7♥) · Betting round 2: Bob opens · pot $2.00 · "
                                "Bob to act")
    assert t.refuse("bet Cal 1") == "it is Bob's turn, not Cal's"
    t("bet Bob 1")
    assert t.balances() == {"Ann": -200, "Bob": -100, "Cal": 0, "Dee": 0}


def test_rules_show_who_opens_after_a_beat():
    flat = " ".join(CliRunner().invoke(cli, ["rules", "no-peek"]).output.split())
    assert ("Who opens: setting beat_opens: beater (the bet comes right after his turn); the other choice, "
            "left-of-dealer, opens from the first player still in left of the dealer, the house's betting order."
            in flat)
    assert ("left-opens: The bet after a turn is opened by the first player still in left of the dealer, the house's "
            "betting order, instead of by the player who beat." in flat)
    flat = " ".join(CliRunner().invoke(cli, ["rules", "no-peek", "left-opens"]).output.split())
    assert "Who opens: setting beat_opens: left-of-dealer, the house's betting order" in flat
