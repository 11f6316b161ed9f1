"""Every table session the suite played when the corpus was recorded, replayed with today's code: the same
words, the same refusals, the same rulings and the same money, line by line (see golden/capture.py)."""

from __future__ import annotations

import json
import os

import pytest

from golden.replay import play

with open(os.path.join(os.path.dirname(__file__), "golden", "nights.json"), encoding="utf-8") as f:
    CORPUS = json.load(f)



@pytest.mark.parametrize("index", range(len(CORPUS)))
def test_a_recorded_session_replays_to_the_same_words_and_money(index):
    session = CORPUS[index]
    got = play(session["lines"])
    for n, (line, want, have) in enumerate(zip(session["lines"], session["result"], got), 1):
        assert have == want, f"session {index}, line {n}: {line}"
    assert len(got) == len(session["result"])
