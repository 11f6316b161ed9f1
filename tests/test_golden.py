"""Every table session the suite played when the corpus was recorded, replayed with today's code: the same
words, the same refusals, the same rulings and the same money, line by line (see golden/capture.py)."""

from __future__ import annotations

import json
import os

import pytest

from golden.replay import play

with open(os.path.join(os.path.dirname(__file__), "golden", "nights.json"), encoding="utf-8") as f:
    CORPUS = json.load(f)


# Answers that changed on purpose since the corpus was recorded: (session, line) -> (what was recorded, what
# refcli answers now). The corpus itself is never rewritten; each change is stated and checked here.
CHANGED = {
    # A table bigger than the game is no longer refused: each hand, the dealer (then the players to his right)
    # sits out (issue 10).
    (6, 2): ({"refused": "Amarillo is for 2 to 7 players; the table has 8"},
             {"said": ["Ann picks Amarillo for the next 3 hands. The table has 8; Amarillo takes 7: one sits out "
                       "each hand (the dealer first, then the players to his right)."],
              "rulings": [], "balances": {p: 0 for p in "Ann Bob Cal Dee Eve Fay Gus Hal".split()}}),
    # `undo` right after `end` reopens the night (issue 10).
    (59, 3): ({"refused": "no night is open: start one with night NAME NAME ..."},
              {"said": ["Undone: end (the night is open again)"], "rulings": [], "balances": {"A": 0, "B": 0}}),
    # 5½-25½'s seven variant is titled by the targets it plays (issue 8).
    (109, 2): ({"balances": {"Ann": 0, "Bob": 0, "Cal": 0}, "rulings": [],
                "said": ["Ann picks 5½-25½ (seven) for the next 3 hands."]},
               {"balances": {"Ann": 0, "Bob": 0, "Cal": 0}, "rulings": [],
                "said": ["Ann picks 7-27 (seven) for the next 3 hands."]}),
    (109, 3): ({"balances": {"Ann": -150, "Bob": 0, "Cal": 0}, "rulings": [],
                "said": ["Hand 1: Ann deals 5½-25½ (seven) and antes $1.50 for the table · pot $1.50 · Bob to act"]},
               {"balances": {"Ann": -150, "Bob": 0, "Cal": 0}, "rulings": [],
                "said": ["Hand 1: Ann deals 7-27 (seven) and antes $1.50 for the table · pot $1.50 · Bob to act"]}),
}


@pytest.mark.parametrize("index", range(len(CORPUS)))
def test_a_recorded_session_replays_to_the_same_words_and_money(index):
    session = CORPUS[index]
    got = play(session["lines"])
    for n, (line, want, have) in enumerate(zip(session["lines"], session["result"], got), 1):
        if (index, n) in CHANGED:
            was, now = CHANGED[index, n]
            assert want == was, f"session {index}, line {n}: the corpus no longer says what CHANGED records"
            want = now
        assert have == want, f"session {index}, line {n}: {line}"
    assert len(got) == len(session["result"])
