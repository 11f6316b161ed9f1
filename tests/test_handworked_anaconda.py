"""The Anaconda night worked out by hand (tests/handworked/anaconda.md), by someone who never read refcli's code
and wrote it before refcli played Anaconda: every hand played as its script says, every posting and running
balance compared, the rulings' words checked, and its bad-input table.

The file's proposed lines are refcli's as written: `give NAME CARDS, ...` for a pass (refcli/table/steps/give.py),
`show NAME` with the five cards kept, `declare` after the 4th bet and before the last. Its readings are refcli's:
all pass at once to the next player still in (a folded player neither gives nor receives), and one kept five is
the hand both ways (setting kept_hand: five; the variant best-of-seven plays the other reading, checked below
against the file's own figures for H5). Where one player wins both halves (H2) the file writes two awards of equal
halves; refcli posts a scoop the same way, one award for the high half and one for the low half, as it does in
every declared game (tests/handworked/pat-hand.md), so the awards are compared as they are.
"""

from __future__ import annotations

import pytest

from handworked_kit import Night, check_hand_as_worked, ended_night, oracle_hands, play_hand, play_to
from handworked_kit import table_through as kit_table_through
from tablekit import Table

HANDS = oracle_hands("anaconda.md")

RULINGS = {
    "H1": ("Declared: Bob high, Dee high.",
           "Everyone declared high: the high hand takes the whole pot.",
           "High hand, the whole pot ($17.00): Bob with a full house, aces full of threes (A♠ A♥ A♦ 3♥ 3♣).",
           "  Beaten: Dee two pair, kings and tens."),
    "H2": ("Declared: Cal both, Dee high, Ann low.",
           "High hand half ($6.75): Cal with king high (K♣ 7♦ 5♠ 3♥ 2♣).",
           "  Beaten: Dee queen high.",
           "Low hand half ($6.75): Cal with K-7-5-3-2 (K♣ 7♦ 5♠ 3♥ 2♣).",
           "  Beaten: Ann K-8-6-4-2."),
    "H3": ("Declared: Dee both, Ann high, Bob low.",
           "Dee declared both and lost the high hand to Ann: out of both ways (house rule).",
           "High hand share ($10.50 of $20.75: half, rounded up to the quarter): Ann with two pair, aces and sixes "
           "(A♥ A♦ 6♥ 6♦ K♣).",
           "  The pot does not divide evenly: the odd quarter goes to the high side (house rule).",
           "  Dee: out — declared both, lost high.",
           "Low hand share ($10.25 of $20.75: half, rounded down to the quarter): Bob with 9-7-6-4-2 "
           "(9♣ 7♦ 6♣ 4♠ 2♠).",
           "  Dee: out — declared both, lost high."),
    "H4": ("Declared: Ann high, Cal low, Dee low.",
           "High hand half ($6.25): Ann with two pair, jacks and eights (J♥ J♣ 8♦ 8♣ A♣).",
           "Low hand half ($6.25): a tie — Cal with 7-5-4-3-2 (7♥ 5♠ 4♠ 3♣ 2♣); Dee with 7-5-4-3-2 "
           "(7♠ 5♥ 4♣ 3♠ 2♥). Split Cal $3.25, Dee $3.00.",
           "  Tied hands split that share (house rule).",
           "  The odd quarter goes to Cal (2♣): the lowest card by suit (♠ ♥ ♦ ♣), counting all of their cards "
           "(house rule)."),
    "H5": ("Declared: Bob both, Cal high, Dee low.",
           "Bob declared both and lost the high hand to Cal: out of both ways (house rule).",
           "High hand half ($10.00): Cal with two pair, queens and sevens (Q♥ Q♦ 7♠ 7♥ A♦).",
           "  Bob: out — declared both, lost high.",
           "Low hand half ($10.00): Dee with 8-6-5-4-3 (8♥ 6♦ 5♦ 4♠ 3♠).",
           "  Bob: out — declared both, lost high."),
}


def play(n: Night, script: list[str], game: str = "anaconda") -> list[tuple[str, str, int]]:
    """One hand of the file; after three hands of a pick the next picker picks Anaconda again (house rule: a pick
    lasts three hands; the file's H4 goes straight to its deal)."""
    return play_hand(n, script, game)


def test_the_file_has_the_five_hands():
    assert [h.name for h in HANDS] == ["H1", "H2", "H3", "H4", "H5"]


@pytest.mark.parametrize("hand", HANDS, ids=[h.name for h in HANDS])
def test_each_hand_posts_and_rules_as_worked_out_by_hand(hand):
    n, postings = play_to(HANDS, hand, "anaconda")
    check_hand_as_worked(n, hand, postings, RULINGS[hand.name])


def test_a_scoop_is_two_awards_of_equal_halves_as_the_file_writes_it():
    n = Night()
    play(n, HANDS[0].script)
    postings = play(n, HANDS[1].script)
    assert [p for p in postings if p[0] == "pot"] == [("pot", "Cal", 675), ("pot", "Cal", 675)]


def test_the_night_ends_on_the_files_balances():
    n = ended_night(HANDS, "anaconda")
    assert n.balances() == {"Ann": -350, "Bob": 1000, "Cal": 475, "Dee": -1125}


def test_best_of_seven_plays_the_files_other_reading_of_h5():
    """The file's (depends: keep_five) figures: with the best five of seven each way Bob's 7-6-5-4-3 straight wins
    high and his 7-5-4-3-2 low, so he takes both halves and ends the night on +3000 (from +1525 before H5; the
    others end on Ann -350, Cal -525, Dee -2125, from 75, 0 and -1600). Each shows all seven. Played as the first
    hand of a night of its own (Ann deals, as in H5), so the balances are the hand's alone."""
    n = Night()
    n.play(["night Ann Bob Cal Dee", "game anaconda best-of-seven"])
    sevens = {"Bob": "show Bob 7d 5h 4d 3c 2d 6s 5s", "Cal": "show Cal Qh Qd 7s 7h Ad Jc 4h",
              "Dee": "show Dee 8h 6d 5d 4s 3s Td Th"}
    script = [sevens.get(line.split()[1], line) if line.startswith("show ") else line for line in HANDS[4].script]
    postings = play(n, script, "anaconda best-of-seven")
    assert [p for p in postings if p[0] == "pot"] == [("pot", "Bob", 1000), ("pot", "Bob", 1000)]
    assert n.balances() == {"Ann": -350 - 75, "Bob": 3000 - 1525, "Cal": -525 - 0, "Dee": -2125 + 1600}


def table_through(name: str, upto: str) -> Table:
    """A table that has played the night through hand ``name``'s first line starting ``upto``."""
    return kit_table_through(HANDS, name, upto, "anaconda")


# The file's bad-input table: (hand, the line after which it is typed, the line, refcli's one-line refusal).
REFUSALS = [
    ("H1", "down Bob", "give Bob 7c 4s 2d",
     "no pass now: betting round 1 is open (Bob to act); the 3-card pass comes after it"),
    ("H1", "bet Bob .25", "give Bob 7c 4s, Cal 5h 3c 6d, Dee 2s 5c 3h, Ann Ad 7h 6s",
     "Bob gives 2 cards; the 3-card pass is 3 cards each"),
    ("H1", "bet Bob .25", "give Bob 7c 4s Qs, Cal 5h 3c 6d, Dee 2s 5c 3h, Ann Ad 7h 6s",
     "Q♠ is not Bob's: Cal holds it"),
    ("H2", "bet Cal .50", "give Bob 6h 6c, Cal Jd Ts, Dee Kc Ah, Ann Qh 2c", "Bob has already folded"),
    ("H1", "give Bob 2s", "declare Bob high, Cal high, Dee high, Ann high",
     "the betting is not over: round 4 of 5 (pot $9.00 · Bob to act)"),
    ("H1", "bet Bob 1, fold Cal", "show Bob As Ah Ad 3h", "Bob shows 4 cards: a player shows exactly the 5 he keeps"),
    ("H1", "bet Bob 1, fold Cal", "show Bob As Ah Ad 3h 7c",
     "7♣ is no longer Bob's: he gave it to Cal in the first pass"),
    ("H2", "give Cal Jd Ts", "give Ann Kc",
     "no pass now: betting round 3 is open (Cal to act); the 1-card pass comes after it"),
]


@pytest.mark.parametrize("hand,after,line,message", REFUSALS, ids=[f"{r[0]}:{r[2]}" for r in REFUSALS])
def test_the_files_bad_input_is_refused_in_one_line(hand, after, line, message):
    t = table_through(hand, after)
    before = (t.balances(), t.night.hand.to_json())
    assert t.refuse(line) == message
    assert (t.balances(), t.night.hand.to_json()) == before
