"""The players' page shows what the table saw: every card as typed (up cards, and the face-down cards shown at
the showdown, typed in the short forms too), the wild cards marked, the winner first in the ruling, 7½'s duels
as each is ruled, a leaver marked and what he paid, and the players' words only (never what the host types
next). The state is read as `refcli serve` reads it (refcli/serve/live.py) and drawn by refcli/serve/page.py."""

from __future__ import annotations

from refcli.log.store import Store
from refcli.night.session import Session
from refcli.serve.live import Reader
from refcli.serve.page import fragment

STUD_SHORT = ["night Ann Bob Cal Dee", "game stud high", "deal"] + ["b.5r.5ccc"] * 5


def _state(tmp_path, lines: list[str]) -> dict:
    db = str(tmp_path / "night.db")
    session = Session(Store(db))
    try:
        for line in lines:
            session.execute(line)
    finally:
        session.store.close()
    reader = Reader(db)
    try:
        return reader.state()
    finally:
        reader.close()


def _seat(state: dict, player: str) -> dict:
    return next(s for s in state["hand"]["up"] if s["player"] == player)


def test_cards_shown_at_the_showdown_typed_short_are_on_the_page(tmp_path):
    state = _state(tmp_path, STUD_SHORT + ["show asks3c7d7h7s2c"])
    bob = _seat(state, "Bob")
    assert (bob["down"], bob["cards"]) == (["As", "Ks", "3c"], ["7d", "7h", "7s", "2c"])
    assert _seat(state, "Cal")["down"] == [] and _seat(state, "Cal")["cards"] == []    # nothing seen yet
    html = fragment(state)
    assert ('<span class="cards"><span class="card hole">A♠</span><span class="card hole">K♠</span>'
            '<span class="card hole">3♣</span></span><span class="cards"><span class="card red">7♦</span>') in html


def test_the_players_read_whose_turn_and_never_the_host_s_instructions(tmp_path):
    state = _state(tmp_path, STUD_SHORT)
    assert state["hand"]["waiting"] == "show Bob, Cal, Dee, Ann"     # the host's words, kept for the shell
    assert state["hand"]["players_words"] == "Betting over: the showdown"
    assert '<div class="turn" id="turn">Betting over: the showdown</div>' in fragment(state)
    state = _state(tmp_path / "2", ["night Ann Bob Cal Dee", "game stud", "deal", "bet 1"])
    assert '<div class="turn" id="turn">Cal to act ($1.00 to call)</div>' in fragment(state)


def test_wild_cards_are_marked_on_the_cards(tmp_path):
    # Jacks Are Wild: the two-eyed jacks (J♦ J♣) are wild for the high hand, the one-eyed (J♠ J♥) for the
    # low hand; the joker for both. Cal's J♦ and Dee's joker are wild; Bob's 7♦ is not.
    state = _state(tmp_path, ["night Ann Bob Cal Dee", "game jacks-are-wild", "deal", "up Bob 7d, Cal Jd, Dee jk, Ann Js"])
    assert [_seat(state, p)["wild"] for p in ("Bob", "Cal", "Dee", "Ann")] == [[], ["Jd"], ["jk"], ["Js"]]
    html = fragment(state)
    assert '<span class="card red wild">J♦</span>' in html and '<span class="card red">7♦</span>' in html


def test_the_winner_comes_first_in_the_ruling(tmp_path):
    state = _state(tmp_path, STUD_SHORT + [
        "show asks3c7d7h7s2c,2s9djcqhqd4c5s,6s4sjd9c9htcth,8s3h2hkdkh5d6d", "settle"])
    words = state["ruling"]["explained"]
    first = next(line for line in words if line.startswith("  ") and ":" in line and "—" in line)
    assert first.startswith("  Bob: won $")          # three sevens, the only winner, before the beaten hands


def test_seven_and_a_half_duels_show_as_each_is_ruled(tmp_path):
    lines = ["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob 8h, Cal 5c, Ann 2s", "wager Bob .25"]
    state = _state(tmp_path, lines)
    assert state["hand"]["duels"] == ["Bob against Ann (dealing): Ann wins 25¢"]
    assert '<h2>Duels so far</h2>' in fragment(state)
    state = _state(tmp_path / "2", lines + ["swap Ann 6d", "wager Cal .50", "hit Cal Ah", "stay Cal", "stay Ann"])
    assert state["hand"]["duels"] == ["Bob against Ann (dealing): Ann wins 25¢",
                                      "Cal against Ann (dealing): Ann wins 50¢"]


def test_a_player_who_left_and_settled_is_marked_with_what_he_paid(tmp_path):
    state = _state(tmp_path, ["night Ann Bob Cal Dee", "game stud", "deal", "bet 1, call, call, call",
                              "fold, fold, fold", "leave Dee settle"])
    assert state["seats"]["gone"] == ["Dee"]
    html = fragment(state)
    assert "<td>Dee <span class=badge>left</span></td>" in html
    assert ('<p id="settled">Paid at the table by players who left (the night\'s settlement leaves them out): '
            'Dee paid Ann $1.00.</p>') in html.replace("&#x27;", "'")
