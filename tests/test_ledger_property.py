"""Random legal play: the ledger sums to zero after every event, money is conserved per hand, and replaying
the stored log gives exactly the live state."""

from hypothesis import HealthCheck, given, settings, strategies as st

from refcli.cards import standard_deck
from refcli.session import Session
from refcli.store import Store
from refcli.table.state import BETTING

GAMES = ["seven-card-stud", "seven-card-stud declare", "seven-card-stud high", "seven-card-stud buyout",
         "seven-card-stud declare buyout"]
NAMES = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus"]


def _action(night, draw) -> str:
    hand = night.hand
    b = hand.betting
    p = b.to_act[0]
    owed = b.owed(p)
    house = hand.game.house
    fold = "buyout" if hand.game.buyout_required else "fold"
    choices = [f"{fold} {p}"]
    if owed:
        choices += [f"call {p}"] * 4
        if b.raises < house.max_raises:
            choices.append(f"raise {p} {draw(st.sampled_from([25, 50, 75, 100])) / 100:.2f}")
    else:
        choices += [f"check {p}"] * 3 + [f"bet {p} {draw(st.sampled_from([25, 50, 100])) / 100:.2f}"]
    return draw(st.sampled_from(choices))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_ledger_sums_to_zero_over_random_play(data):
    draw = data.draw
    players = NAMES[: draw(st.integers(2, 7))]
    session = Session(Store(":memory:"))
    session.execute("night " + " ".join(players))
    hands = draw(st.integers(1, 4))
    for _ in range(hands):
        night = session.night
        if night.pick_game is None:
            session.execute("game " + draw(st.sampled_from(GAMES)))
        if draw(st.booleans()) and draw(st.booleans()):
            session.execute(f"penalty {draw(st.sampled_from(players))} between hands")
        session.execute("deal")
        while session.night.hand is not None and session.night.hand.phase == BETTING:
            if draw(st.integers(0, 9)) == 0:
                session.execute(f"pay {draw(st.sampled_from(players))} .25 side payment")
            session.execute(_action(session.night, draw))
            assert session.night.ledger.total() == 0
            assert session.night.ledger.pot >= 0
        hand = session.night.hand
        if hand is not None:
            deck = list(standard_deck())
            order = draw(st.permutations(range(52)))
            cards = [deck[i].code for i in order]
            if hand.game.declare:
                for p in hand.active:
                    session.execute(f"declare {p} {draw(st.sampled_from(['high', 'low', 'both']))}")
            for i, p in enumerate(hand.active):
                mine = cards[i * 7:(i + 1) * 7]
                session.execute(f"show {p} {' '.join(mine[:3])} up {' '.join(mine[3:])}")
            session.execute("settle")
        night = session.night
        assert night.hand is None and night.ledger.pot == 0
        assert night.ledger.total() == 0
        assert all(v % 25 == 0 for v in night.ledger.accounts.values())
    # Replaying the stored log from scratch gives the live state exactly.
    row = session.store.open_night()
    replayed, _ = session.replay(row.id)
    assert replayed.to_json() == session.night.to_json()
    session.execute("end")
    assert sum(session.night.ledger.accounts.values()) == 0
