"""No Peek's and Partners' verbs fuzzed at the table (issue 7): whatever follows `start`, `turn`, `extra`, `buy`,
`wild`, `peek`, `match` or `divorce`, a refused line is one clean line and changes nothing, and an accepted one
keeps the ledger at zero and the kept state equal to a replay (tests/test_fuzz_table.py's `attempt`)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from refcli.night.session import Session
from refcli.log.store import Store
from test_fuzz_table import FUZZ, attempt, token

NIGHT = "night Ann Bob Cal Dee"
POINTS = {
    "no peek, before the start card": [NIGHT, "game no-peek", "deal"],
    "no peek, a turn under way": [NIGHT, "game no-peek", "deal", "start 8d", "turn Bob 3c"],
    "no peek, a 4's card owed": [NIGHT, "game no-peek", "deal", "start 8d", "turn Bob 4c"],
    "no peek, betting": [NIGHT, "game no-peek", "deal", "start 8d", "turn Bob Qs"],
    "partners, before the pairing": [NIGHT, "game partners", "deal", "up Bob 9c, Cal 3h"],
    "partners, a fee owed": [NIGHT, "game partners", "deal", "up Bob 9c, Cal 3h, Dee Kd, Ann 2s", "wild Bob 9c"],
    "partners played at once, a fee owed": [NIGHT, "game partners at-once", "deal",
                                            "up Bob 9c, Cal 3h, Dee Kd, Ann 2s", "wild Bob 9c"],
}
NEW_VERBS = ["start", "turn", "extra", "buy", "wild", "peek", "match", "divorce", "Turn", "WILD", "tur", "matc"]


@FUZZ
@given(data=st.data())
def test_the_new_verbs_refuse_cleanly_or_keep_the_books(data):
    point = data.draw(st.sampled_from(sorted(POINTS)))
    session = Session(Store(":memory:"))
    for line in POINTS[point]:
        session.execute(line)
    words = [data.draw(st.sampled_from(NEW_VERBS))] + data.draw(st.lists(token, max_size=4))
    attempt(session, " ".join(words))
