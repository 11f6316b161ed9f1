"""The Baseball night worked out by hand (tests/handworked/baseball.md), by someone who never read refcli's code and
wrote it before refcli played Baseball: every hand played as its script says, every posting and running balance
compared, the rulings' words checked, and its bad-input table.

Translations from the file's proposed lines to refcli's (no money changes):
- `pay NAME 1` right after NAME's face-up 3 is `keep NAME` (refcli/table/steps/face_up_calls.py); `fold NAME` right
  after it, out of the betting turn, is `drop NAME`.
- `down NAME CARD` for a 4's extra card is refcli's own `down`: the extra card counts among NAME's face-down cards.
Readings: every setting the file names is refcli's (a 3 up: $1.00 at once or a fold, the table held until the answer;
a 4 up: one free face-down card; 3s and 9s wild face down for nothing; the best five of all a player's cards). One
difference in the table language, not in money: the file holds the table after a face-up 4 until its extra card is
typed (its bad input 2); refcli takes that card, as every face-down card in stud, any time before the show, so only
the count of face-down cards is held to it (bad input 4).
"""

from __future__ import annotations

import re

import pytest

from handworked_kit import check_hand_as_worked, ended_night, oracle_hands, play_to
from handworked_kit import table_through as kit_table_through
from tablekit import Table

HANDS = oracle_hands("baseball.md")

RULINGS = {
    "H1": ("High hand, the whole pot ($23.75): Cal with five eights (8♠ 8♦ 8♥(3♠) 8♣(3♥) 8♠(9♦)).",
           "  A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house "
           "rule).",
           "  Beaten: Eve a straight flush in hearts, nine high."),
    "H2": ("Everyone else folded: Dee takes the pot of $12.00.",),
    "H3": ("High hand, the whole pot ($17.75): a tie — Eve with a straight, ace high (A♥ K♠ Q♦ J♣ 10♠(9♣)); Bob "
           "with a straight, ace high (A♠ K♦ Q♣ J♥ 10♦). Split Bob $9.00, Eve $8.75.",
           "  Tied hands split that share (house rule).",
           "  The odd quarter goes to Bob (A♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards "
           "(house rule)."),
    "H4": ("High hand, the whole pot ($21.75): Bob with four aces (A♥ A♣ A♠(9♥) A♦(3♥) J♣).",
           "  Beaten: Eve four kings."),
}


def translate(script: list[str]) -> list[str]:
    """The file's lines as refcli reads them: its proposed answers to a face-up 3 in refcli's words."""
    out: list[str] = []
    threes: set[str] = set()        # players whose face-up 3 was the last card typed
    for line in script:
        bare = line.split("#", 1)[0].strip()
        if bare.startswith("up "):
            last = bare.split(",")[-1].split()
            name, card = (last[-2], last[-1]) if len(last) >= 2 else ("", "")
            threes = {name} if card[:1] == "3" else set()
        m = re.fullmatch(r"(pay|fold) (\w+)( 1)?", bare)
        if m and m.group(2) in threes and (m.group(1) == "fold") == (m.group(3) is None):
            out.append(("keep " if m.group(1) == "pay" else "drop ") + m.group(2))
            threes = set()
            continue
        out.append(line)
    return out


def test_the_file_has_the_four_hands_and_the_translation_changes_only_the_answers():
    assert [h.name for h in HANDS] == ["H1", "H2", "H3", "H4"]
    changed = [(a.split("#")[0].strip(), b) for h in HANDS for a, b in zip(h.script, translate(h.script)) if a != b]
    assert changed == [("pay Cal 1", "keep Cal"), ("pay Eve 1", "keep Eve"), ("fold Cal", "drop Cal"),
                       ("pay Dee 1", "keep Dee"), ("pay Ann 1", "keep Ann"), ("pay Cal 1", "keep Cal"),
                       ("pay Bob 1", "keep Bob")]


@pytest.mark.parametrize("hand", HANDS, ids=[h.name for h in HANDS])
def test_each_hand_posts_and_rules_as_worked_out_by_hand(hand):
    # After three hands of a pick the file's next picker picks Baseball again (house rule: a pick lasts three
    # hands; the file's H4 goes straight to its deal).
    n, postings = play_to(HANDS, hand, "baseball", translate)
    check_hand_as_worked(n, hand, postings, RULINGS[hand.name])


def test_the_night_ends_on_the_files_balances():
    n = ended_night(HANDS, "baseball", translate)
    assert n.balances() == {"Ann": -1075, "Bob": 800, "Cal": 1150, "Dee": 375, "Eve": -1250}


def table_through(name: str, upto: str) -> Table:
    """A table that has played the night through hand ``name``'s first line starting ``upto``."""
    return kit_table_through(HANDS, name, upto, "baseball", translate)


# The file's bad-input table: (hand, the line after which it is typed, the line, refcli's one-line refusal).
REFUSALS = [
    ("H1", "up Cal 3h", "up Dee Jd", "Cal first answers his 3♥: keep Cal ($1.00) or drop Cal to fold"),
    ("H2", "drop Cal", "bet Cal .50", "Cal has already folded"),
    ("H4", "down Eve 4s", "down Eve 7s", "only 3 down cards per player are dealt by now; Eve would have 4"),
    ("H1", "up Bob Ks", "bet Bob .50, raise Cal 1.25", "a raise is at most $1.00"),
    ("H3", "bet Dee .25", "up Dee 2d, Eve Jc, Ann Jc", "J♣ is typed twice in this line"),
    ("H2", "up Dee 3h", "bet Dee 1", "Dee first answers his 3♥: keep Dee ($1.00) or drop Dee to fold"),
]


@pytest.mark.parametrize("hand,after,line,message", REFUSALS, ids=[f"{r[0]}:{r[2]}" for r in REFUSALS])
def test_the_files_bad_input_is_refused_in_one_line(hand, after, line, message):
    t = table_through(hand, after)
    assert t.refuse(line) == message
