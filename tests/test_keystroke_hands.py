"""The reference hands of benchmarks/bench_keystrokes.py (benchmarks/keystrokes/*.txt): each typed in the README's
style and in the shortest form refcli accepts settles to the same money, the money worked out by hand. No timing,
no terminal: the benchmark types them through the shell; here they are played in process."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

from bench_keystrokes import hands, keys, play  # noqa: E402

HANDS = hands()

# Each hand's balances, worked out by hand (the comments of each file say how).
MONEY = {
    # Ann antes $2.00; $1.00 each a round for five rounds: pot $22.00, $11.00 to Bob's sevens, $11.00 to Dee's
    # 6♠ 4♠ in the hole.
    "seven-card-stud": {"Ann": -700, "Bob": 600, "Cal": -500, "Dee": 600},
    # Ann antes $2.00; 25¢ then 50¢ each: pot $5.00, $2.50 low to Bob (5½), $2.50 high to Ann (25).
    "five-and-a-half": {"Ann": -25, "Bob": 175, "Cal": -75, "Dee": -75},
    # tests/test_no_peek.py's whole hand: Cal takes $30.00.
    "no-peek": {"Ann": -1750, "Bob": -50, "Cal": 2250, "Dee": -450},
    # Four duels: Bob wins 75¢, Cal loses $1.00, Dee 50¢, Eve $1.00, each to or from Ann, the dealer.
    "seven-and-a-half": {"Ann": 175, "Bob": 75, "Cal": -100, "Dee": -50, "Eve": -100},
    # tests/test_ebay.py's whole hand: pot $16.00, high split $4.00 / $4.00, low $8.00 to Cal.
    "ebay": {"Ann": -1000, "Bob": 400, "Cal": 600},
    # tests/handworked/high-and-low-poker-1.txt, hand 1.
    "high-and-low-poker": {"Ann": -300, "Bob": 300, "Cal": 100, "Dee": -100},
}


def test_every_reference_hand_is_worked_out():
    assert set(HANDS) == set(MONEY)


@pytest.mark.parametrize("name", sorted(MONEY))
def test_both_styles_settle_to_the_same_money(name):
    hand = HANDS[name]
    readme, _ = play(hand["setup"] + hand["readme"])
    short, _ = play(hand["setup"] + hand["short"])
    assert readme == short == MONEY[name]
    assert sum(readme.values()) == 0
    assert keys(hand["short"]) < keys(hand["readme"])


def test_keys_count_every_character_and_enter():
    assert keys(["deal", "bet .5,call"]) == 5 + 12
