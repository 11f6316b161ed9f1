"""The members' trial: two games written from docs/writing-a-game.md alone (members/*.yaml), their hands
worked out by hand first (tests/handworked/trial-ten-four.md, trial-criss-cross.md), then played through
the refcli command line with a store of its own; the money refcli prints must be the hand-worked money."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
MEMBERS = ROOT / "tests" / "members_trial"

TEN_FOUR = """\
night Ann Bob Cal Dee
game ten-four
deal
down Bob Ah Kd, Cal 7c 7h, Dee Kh Ks, Ann Qh Qd
up Bob 4c, Cal Th, Dee 8d, Ann As
bet Bob .25, call Cal, call Dee, call Ann
up Bob 9s, Cal 3s, Dee Kc, Ann Td
checks
up Bob 9d, Cal Jd, Dee 2c, Ann 8s
bet Bob .50, raise Cal .50, fold Dee, call Ann, call Bob
up Bob Qs, Cal 5c, Ann 2s
checks
down Bob 2h, Cal 4s, Ann Jc
check Bob, bet Cal 1, fold Ann, call Bob
settle
balances
deal
down Cal 5d 6s, Dee Kh Ks, Ann 5h 6c, Bob Ac Ad
up Cal 7h, Dee 9d, Ann 7d, Bob 3h
bet Cal .25, fold Dee, call Ann, call Bob
up Cal 8h, Ann 8s, Bob Jh
check Cal, bet Ann .50, call Bob, call Cal
up Cal 9c, Ann 4s, Bob Js
checks
up Cal Qd, Ann Kd, Bob 2d
bet Cal 1, call Ann, call Bob
down Cal 3c, Ann 2c, Bob 7c
bet Cal .25, call Ann, fold Bob
settle
balances
end
"""

CRISS_CROSS = """\
night Ann Bob Cal Dee
game criss-cross
deal
down Bob Ah Kh 9h 3c, Cal 8s 8d 5c 6c, Dee Tc Td 7h 7d, Ann 3s 3h 6d Kd
board Qh
bet Bob .25, call Cal, call Dee, fold Ann
board Jh
checks
board 8c
bet Bob .50, raise Cal 1, call Dee, call Bob
board 2s
checks
board 4d
bet Bob 1, call Cal, fold Dee
settle
balances
deal
down Cal Js 7c 8d 2h, Dee Qh Th 3d 3s, Ann Qs Ts 4c 9c, Bob 2c 2d 7s Kh
board 5s
bet Cal .25, call Dee, call Ann, call Bob
board Ac
checks
board 6h
bet Cal .75, call Dee, call Ann, fold Bob
board Kd
checks
board Jc
bet Cal 1, call Dee, call Ann
settle
balances
end
"""

# The rules page's Criss Cross: the best five of a player's four cards and one whole line of the cross.
# Bob's three aces and the wild 7s make four aces with the row; Cal's two kings make four kings.
CRISS_CROSS_ANY_OWN = """\
night Ann Bob Cal Dee
game criss-cross
deal
down Bob Ah Ad As 3d, Cal Kh Kd 6c 4s
board 2c
bet Bob .25, call Cal, fold Dee, fold Ann
board 9d
checks
board 5h
checks
board Kc
checks
board 7s
bet Bob 1, call Cal
settle
end
"""


def play(script: str, tmp_path: Path) -> str:
    """Play a night through the command line, with its own store, the members' folder read first."""
    store = tmp_path / "night.db"
    env = dict(os.environ, REFCLI_DB=str(store), NO_COLOR="1")
    env.pop("REFCLI_RULESETS", None)
    night = tmp_path / "night.txt"
    night.write_text(script)
    done = subprocess.run(
        [sys.executable, "-m", "refcli", "--no-color", "--rulesets", str(MEMBERS), "--db", str(store),
         "run", "--db", str(store), str(night)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    assert store.exists()
    return done.stdout


def cents(text: str) -> int:
    """'-$3.25' -> -325, '+25¢' -> 25, '$0.00' -> 0."""
    m = re.fullmatch(r"([+-]?)(?:\$(\d+)\.(\d\d)|(\d+)¢)", text.strip())
    assert m, text
    sign = -1 if m.group(1) == "-" else 1
    value = int(m.group(2)) * 100 + int(m.group(3)) if m.group(2) is not None else int(m.group(4))
    return sign * value


def balance_tables(out: str) -> list[dict[str, int]]:
    """Every 'Player  Balance' table refcli printed, in order."""
    tables, lines = [], out.splitlines()
    for i, line in enumerate(lines):
        if line.split() == ["Player", "Balance"]:
            table, j = {}, i + 2
            while j < len(lines) and lines[j].strip():
                name, amount = lines[j].split(maxsplit=1)
                table[name] = cents(amount)
                j += 1
            tables.append(table)
    return tables


def pots(out: str) -> list[int]:
    return [cents(m) for m in re.findall(r"^Hand \d+ · .* · pot (\S+)$", out, flags=re.M)]


def test_ten_four_plays_the_hand_worked_money(tmp_path):
    out = play(TEN_FOUR, tmp_path)
    assert pots(out) == [800, 775]
    after_1, after_2, night = balance_tables(out)
    # hand 1: Cal's four sevens (two wild) take the $8.00 pot
    assert after_1 == {"Ann": -325, "Bob": -225, "Cal": 575, "Dee": -25}
    assert "Cal with four sevens" in out
    # hand 2: Cal's natural straight ties Ann's wild one; 31 quarters, the odd one to Ann
    assert "Split Ann $4.00, Cal $3.75." in out
    assert after_2 == {"Ann": -125, "Bob": -600, "Cal": 750, "Dee": -25}
    assert night == after_2
    assert "Ann pays Cal $1.25" in out and "Bob pays Cal $6.00" in out and "Dee pays Cal 25¢" in out


def test_criss_cross_plays_the_hand_worked_money(tmp_path):
    out = play(CRISS_CROSS, tmp_path)
    assert pots(out) == [925, 825]
    after_1, after_2, night = balance_tables(out)
    # hand 1: Cal's four eights with the row (the centre 4d wild) take the $9.25 pot
    assert after_1 == {"Ann": -200, "Bob": -275, "Cal": 650, "Dee": -175}
    assert "Cal with four eights" in out and "with the row" in out
    # hand 2: Dee and Ann tie with ace-high straights on the column (jacks wild); 33 quarters, the odd one to Ann
    assert "Split Ann $4.25, Dee $4.00." in out
    # the beaten hands as worked by hand: any of one's own cards play with the line
    assert "Beaten: Bob a double-ace flush in hearts." in out and "Beaten: Cal a straight, ten high." in out
    assert after_2 == {"Ann": 25, "Bob": -500, "Cal": 450, "Dee": 25}
    assert night == after_2


def test_criss_cross_any_own_cards_with_a_line(tmp_path):
    out = play(CRISS_CROSS_ANY_OWN, tmp_path)
    assert pots(out) == [450]
    assert ("High hand, the whole pot ($4.50): Bob with four aces (A♠ A♥ A♦ A♣(7♠) K♣), with the column: 7♠ K♣."
            in out)
    (night,) = balance_tables(out)
    assert night == {"Ann": -200, "Bob": 325, "Cal": -125, "Dee": 0}
