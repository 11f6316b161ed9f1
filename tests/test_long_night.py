"""examples/long-night.txt: ten hands of 7 Card Stud in every form, every quarter worked out by hand.

The expected figures below come from the comments of the script (the house rules of SPEC §2 applied by
hand), not from refcli: they are an independent oracle for the table engine, the rulings and the settlement.
"""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.errors import RefereeError
from refcli.kernel.ledger import POT
from refcli.night.session import Session
from refcli.log.store import Store

NIGHT = Path(__file__).resolve().parent.parent / "examples" / "long-night.txt"
SEATS = ["Ann", "Bob", "Cal", "Dee", "Eve"]

# (number, dealer, title, pot in cents): the deal passes left every hand; Ann, Bob, Cal and Dee pick in turn.
HANDS = [
    (1, "Ann", "7 Card Stud", 1625),
    (2, "Bob", "7 Card Stud", 925),
    (3, "Cal", "7 Card Stud", 875),            # includes Bob's $2.00 penalty
    (4, "Dee", "7 Card Stud (declare)", 875),  # includes Dee's $2.00 penalty from between hands
    (5, "Eve", "7 Card Stud (declare)", 1250),
    (6, "Ann", "7 Card Stud (declare)", 650),
    (7, "Bob", "7 Card Stud (high)", 650),
    (8, "Cal", "7 Card Stud (high)", 1900),
    (9, "Dee", "7 Card Stud (high)", 525),
    (10, "Eve", "7 Card Stud (declare) (buyout)", 1200),
]

# Who took what, per hand; see the script for the arithmetic.
AWARDS = {
    # 65q: high 33q to Bob's full house; Low Chicago 32q to Eve (4-5 of spades beat Dee's 2-6).
    1: [("Bob", "high", 825), ("Eve", "chicago", 800)],
    # Everyone else folded to Dee's bet.
    2: [("Dee", "all", 925)],
    # No spade in the hole: high takes all 35q; tie, the odd quarter to Eve's A♥ (a card outside the best five).
    3: [("Dee", "high", 425), ("Eve", "high", 450)],
    # All declared low: 35q to low; tie, the odd quarter to Bob's 2♣ (a second deuce outside the best five).
    4: [("Bob", "low", 450), ("Eve", "low", 425)],
    # Ann declared both and won both ways.
    5: [("Ann", "high", 625), ("Ann", "low", 625)],
    # Bob declared both, tied high with Cal (13q: Cal's K♥ beats Bob's K♦ for the odd one) and won low.
    6: [("Bob", "high", 150), ("Bob", "low", 325), ("Cal", "high", 175)],
    # Three-way tie for high, 26q: two odd quarters, to A♠ (Dee) then A♥ (Eve); Cal's A♦ gets none.
    7: [("Cal", "high", 200), ("Dee", "high", 225), ("Eve", "high", 225)],
    8: [("Dee", "high", 1900)],
    9: [("Eve", "high", 525)],
    # Ann declared both and lost high: out; nobody else declared low, so Bob takes the whole pot.
    10: [("Bob", "high", 1200)],
}

# Every balance after each hand (cents), summed by hand from the per-hand nets in the script.
RUNNING = {
    1: {"Ann": -450, "Bob": 500, "Cal": -200, "Dee": -325, "Eve": 475},
    2: {"Ann": -625, "Bob": 175, "Cal": -275, "Dee": 375, "Eve": 350},
    3: {"Ann": -650, "Bob": -150, "Cal": -550, "Dee": 675, "Eve": 675},
    4: {"Ann": -700, "Bob": 200, "Cal": -625, "Dee": 125, "Eve": 1000},
    5: {"Ann": 300, "Bob": -50, "Cal": -875, "Dee": 125, "Eve": 500},
    6: {"Ann": -25, "Bob": 325, "Cal": -800, "Dee": 25, "Eve": 475},
    7: {"Ann": -125, "Bob": 75, "Cal": -700, "Dee": 150, "Eve": 600},
    8: {"Ann": -425, "Bob": -375, "Cal": -950, "Dee": 1600, "Eve": 150},
    9: {"Ann": -450, "Bob": -450, "Cal": -975, "Dee": 1275, "Eve": 600},
    10: {"Ann": -600, "Bob": 600, "Cal": -1125, "Dee": 1025, "Eve": 100},
}

FINAL = RUNNING[10]
# The only split into zero-sum groups is {Ann, Bob} and {Cal, Dee, Eve}: three payments, exactly these.
TRANSFERS = [("Ann", "Bob", 600), ("Cal", "Dee", 1025), ("Cal", "Eve", 100)]


@pytest.fixture(scope="module")
def report():
    result = CliRunner().invoke(cli, ["run", str(NIGHT), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_every_hand_has_its_dealer_game_and_pot(report):
    assert report["players"] == SEATS
    got = [(h["number"], h["dealer"], h["title"], h["pot"]) for h in report["hands"]]
    assert got == HANDS
    assert {h["game"] for h in report["hands"]} == {"seven-card-stud"}


@pytest.mark.parametrize("number", sorted(AWARDS))
def test_awards_of_each_hand(report, number):
    hand = next(h for h in report["hands"] if h["number"] == number)
    got = sorted((a["player"], a["pot"], a["amount"]) for a in hand["awards"])
    assert got == sorted(AWARDS[number])
    assert sum(a["amount"] for a in hand["awards"]) == hand["pot"], "a pot must be paid out whole"


def test_final_balances_and_fewest_transfers(report):
    assert report["balances"] == FINAL
    assert sum(report["balances"].values()) == 0
    assert sorted((t["from"], t["to"], t["amount"]) for t in report["transfers"]) == TRANSFERS


def test_running_balances_are_the_sum_of_the_hands_so_far():
    # The per-hand nets of the script add up to the running table above (a check on the oracle itself).
    nets = {n: {p: RUNNING[n][p] - RUNNING.get(n - 1, dict.fromkeys(SEATS, 0))[p] for p in SEATS}
            for n in RUNNING}
    for n, hand in enumerate(HANDS, start=1):
        assert sum(nets[n].values()) == 0
        assert sum(v for v in nets[n].values() if v > 0) <= hand[3]


def _lines():
    return NIGHT.read_text(encoding="utf-8").splitlines()


def _refuse(session, line):
    """The line must be refused and change nothing."""
    nid, before, seq = session.current()
    with pytest.raises(RefereeError) as err:
        session.execute(line)
    nid2, after, seq2 = session.current()
    assert seq2 == seq and after.to_json() == before.to_json()
    return str(err.value)


def test_the_night_line_by_line():
    """Replay the script one line at a time through a session and check the state at the points that matter."""
    s = Session(Store(":memory:"))
    hands_done = 0

    def balances():
        return {p: s.night.ledger.balance(p) for p in SEATS}

    def pot():
        return s.night.ledger.accounts.get(POT, 0)

    for line in _lines():
        text = line.split("#", 1)[0].strip()
        if text.startswith("game ") and hands_done == 3:
            assert pot() == 200 and balances()["Dee"] == 675 - 200   # the penalty waits in the pot
            # Ann's pick has played its three hands: Bob must pick before the next deal.
            assert "Bob" in _refuse(s, "deal")
        if text.startswith("bet Bob .50, call Cal, raise Dee .50, raise Eve 1,"):
            # Bet, raise, raise: the round is capped with Ann to act facing $2.00.
            s.execute("bet Bob .50, call Cal, raise Dee .50, raise Eve 1")
            assert pot() == 250 + 50 + 50 + 100 + 200
            assert "2 raises" in _refuse(s, "raise Ann 1")
            assert "2 raises" in _refuse(s, "raise .25")
            line = "call Ann, call Bob, call Cal, call Dee"
        s.execute(line)
        assert s.night is None or s.night.ledger.total() == 0
        if text.startswith("call Ann, call Bob, call Cal, call Dee"):
            assert pot() == 250 + 5 * 200                  # everyone has $2.00 in
        if text == "deal" and hands_done == 0:
            assert pot() == 250
            _refuse(s, "raise Ann 1")                      # Bob is first to act, left of the dealer
        if text == "bet Cal 1":
            assert pot() == 350
        if text == "undo":
            assert pot() == 250                            # Cal's $1.00 is back in his pocket
        if text.startswith("penalty Bob splashed"):
            assert pot() == 375 + 200
        if text.startswith("penalty Ann waived"):
            assert pot() == 450                            # 2.00 waiting + 2.50 ante; the waiver costs nothing
        if text == "settle" or text == "bet Dee .50, fold Ann":
            hands_done += 1
            assert balances() == RUNNING[hands_done], f"after hand {hands_done}"
            assert pot() == 0
            if hands_done == 1:
                assert "3 hands" in _refuse(s, "game seven-card-stud high")   # Ann's pick still has 2 hands
    assert hands_done == 10


def test_the_printed_rulings_name_the_rules_used():
    result = CliRunner().invoke(cli, ["run", str(NIGHT)])
    assert result.exit_code == 0, result.output
    out = result.output
    hand = dict(enumerate(re.split(r"^Hand ", out, flags=re.M)[1:], start=1))
    assert "Eve" in hand[1] and "two low spades" in hand[1]
    assert "Nobody has a spade in the hole" in hand[3] and "A♥" in hand[3]
    assert "2♣" in hand[4]
    assert "A♠" in hand[7] and "A♥" in hand[7]
    assert "house rule" in hand[6] and "house rule" in hand[10]
    assert "Cal pays Dee $10.25" in out and "Ann pays Bob $6.00" in out and "Cal pays Eve $1.00" in out
