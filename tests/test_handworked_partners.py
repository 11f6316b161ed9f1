"""The Partners nights worked out by hand (tests/handworked/partners.md), by someone who never read refcli's
code: every hand played as its script says, every posting and running balance compared, the ruling's words
checked (partnerships, divorces, who paid for which wild card, the split), and its bad-input table.

Translations from the file's proposed language to refcli's (no money changes):
- None for the showdown: the file's `settle` rules from the cards typed as dealt, as refcli's does.
- A partners' split is posted in seat order from the dealer's left (Bob then Ann in H1); the file lists the
  larger share first. The amounts are the same, so the awards are compared as a set.
Readings: every setting the file names is refcli's default (pairing by the first up cards with the house suit
order for ties, down_wilds: free, each payment matched separately, a divorce is final, the split's odd quarter
by the house rule, a folded partner shares nothing). One difference in the table language, not in money: the
file refuses a bet while a matching fee is owed (its bad input 2); refcli takes the answer any time before the
next card is dealt, as the club's sheet says, and a fee still unanswered then divorces the two. The file's
reading is a named setting too (match_by: at-once, the variant at-once), tested below.
"""

from __future__ import annotations

import pytest

from handworked_kit import Night, check_hand_as_worked, oracle_hands, play_hand, play_to
from tablekit import Table

HANDS = oracle_hands("partners.md")

RULINGS = {
    "H1": ("Wild cards paid for: Ann 9♣ ($2.00); Dee 3♥ ($1.00). An unpaid 3 or 9 dealt up plays as itself.",
           "High hand, the whole pot ($28.25): Bob with a straight, ace high (A♦ K♦ Q♥ J♥ 10♥).",
           "  Beaten: Dee a straight, eight high; Ann a pair of aces.",
           "Partners: Eve (A♠) and Cal (K♠); Bob (K♦) and Ann (9♣); Dee (3♥) plays alone.",
           "Bob matched Ann's 9♣ ($2.00).",
           "Bob and Ann are partners: they split $28.25, Bob $14.00, Ann $14.25 (the odd quarter to Ann, who holds "
           "A♥, the highest card by suit: house rule)."),
    "H2": ("Wild cards paid for: Ann 9♠ ($2.00). An unpaid 3 or 9 dealt up plays as itself.",
           "High hand, the whole pot ($23.50): Ann with three kings (K♥ K♣ K♠(9♠) 10♥ 6♥).",
           "  Beaten: Dee two pair, queens and eights; Eve a pair of aces.",
           "Partners: Dee (Q♦) and Cal (J♣); Ann (10♥) and Bob (7♥); Eve (5♠) plays alone.",
           "Divorced: Ann and Bob (Bob declined to match Ann's 9♠): each keeps what he wins."),
    "H3": ("Wild cards paid for: Bob 3♦ ($1.00); Eve 3♠ ($1.00). An unpaid 3 or 9 dealt up plays as itself.",
           "High hand, the whole pot ($28.25): Eve with four sevens (7♠ 7♥ 7♦ 7♣(3♠) K♣).",
           "  Beaten: Dee two pair, aces and eights; Ann a pair of kings.",
           "Partners: Dee (A♥) and Cal (J♠); Ann (J♦) and Bob (5♥); Eve (5♣) plays alone.",
           "Ann matched Bob's 3♦ ($1.00)."),
    "H4": ("Wild cards paid for: Bob 9♦ ($2.00). An unpaid 3 or 9 dealt up plays as itself.",
           "High hand, the whole pot ($16.00): Cal with a full house, sevens full of sixes (7♥ 7♦ 7♣ 6♥ 6♦).",
           "  Beaten: Bob three kings.",
           "Partners: Bob (9♦) and Dee (6♠); Cal (6♥) and Ann (2♣).",
           "Divorced: Bob and Dee (Dee declined to match Bob's 9♦): each keeps what he wins.",
           "Cal's partner Ann folded: Cal keeps all he wins."),
}


def night_through(name: str, upto: str | None = None) -> list[str]:
    """The lines of the night that holds hand ``name``, from its `night` line through that hand (through its first
    line starting ``upto``)."""
    lines: list[str] = []
    for hand in HANDS:
        if hand.script[0].startswith("night"):
            lines = []
        if hand.name != name:
            lines += hand.script
            continue
        for line in hand.script:
            lines.append(line)
            if upto is not None and line.startswith(upto):
                return lines
        return lines
    raise KeyError(name)


def table_through(name: str, upto: str | None = None) -> Table:
    """A table that has played ``night_through(name, upto)``, each showdown shown as in ``play_hand``."""
    t = Table()
    for line in night_through(name, upto):
        t(line)
    return t


def test_the_file_has_the_four_hands():
    assert [h.name for h in HANDS] == ["H1", "H2", "H3", "H4"]


@pytest.mark.parametrize("hand", HANDS, ids=[h.name for h in HANDS])
def test_each_hand_posts_and_rules_as_worked_out_by_hand(hand):
    n, postings = play_to(HANDS, hand)          # the hands before it in its night, then it
    check_hand_as_worked(n, hand, postings, RULINGS[hand.name])


def test_the_nights_end_on_the_files_balances():
    n = Night()
    for hand in HANDS[:3]:
        play_hand(n, hand.script)
    n.play(["end"])
    # Night A: Ann +1375, Bob −450, Cal −550, Dee −1750, Eve +1375.
    assert n.balances() == {"Ann": 1375, "Bob": -450, "Cal": -550, "Dee": -1750, "Eve": 1375}
    n = Night()
    play_hand(n, HANDS[3].script)
    n.play(["end"])
    # Night B: Ann −275, Bob −675, Cal +1125, Dee −175.
    assert n.balances() == {"Ann": -275, "Bob": -675, "Cal": 1125, "Dee": -175}


# The file's bad-input table: (hand, the line after which it is typed, the line, refcli's one-line refusal).
REFUSALS = [
    ("H1", "up Bob Kd", "wild Bob Kd", "only threes and nines are paid for in Partners, not K♦"),
    ("H1", "wild Ann 9c", "match Cal", "Cal has no fee to match: Eve has paid for no wild card waiting on Cal"),
    ("H1", "match Bob", "match Bob", "Bob has no fee to match: Ann has paid for no wild card waiting on Bob"),
    ("H1", "wild Dee 3h", "match Eve", "Eve has no fee to match: Cal has paid for no wild card waiting on Eve"),
    ("H1", "wild Dee 3h", "divorce Eve", "Eve has no fee to match: Cal has paid for no wild card waiting on Eve"),
    ("H1", "down Bob", "wild Ann 7d", "only threes and nines are paid for in Partners, not 7♦"),
    ("H3", "up Dee 9h", "wild Bob 3d", "Bob has already paid for 3♦"),
    ("H3", "up Dee 8c", "wild Dee 9h", "too late: Dee's 8♣ was dealt after 9♥; a wild card is paid for before the "
                                       "next card"),
    ("H2", "divorce Bob", "match Bob", "Bob and Ann are divorced (Bob declined to match Ann's 9♠)"),
    # Typed in one line, the second K♦ is refused as a slip before the table sees it.
    ("H1", "down Bob", "up Bob Kd, Cal Kd", "K♦ is typed twice in this line"),
    ("H1", "up Bob Kd", "up Ann Kd", "K♦ was already dealt to Bob"),
    ("H4", "divorce Dee", "wild Dee 6s", "only threes and nines are paid for in Partners, not 6♠"),
]


@pytest.mark.parametrize("hand, after, line, message", REFUSALS, ids=[f"{r[0]}: {r[2]}" for r in REFUSALS])
def test_the_files_bad_input_is_refused_in_one_line(hand, after, line, message):
    t = table_through(hand, after)
    assert t.refuse(line) == message            # refuse() also checks that nothing changed


def test_a_fee_may_be_answered_after_the_bet_but_not_after_the_next_card():
    # The file's bad input 2 (`bet Bob .25` while Bob owes Ann's $2.00) reads the timing more strictly than the
    # club's sheet, which asks only that both decide before the next card: refcli takes the bet.
    t = table_through("H1", "wild Ann 9c")
    t("bet Bob .25, call Cal, call Dee, call Eve, call Ann")
    t("match Bob")
    assert t.lines[-1].startswith("Bob matches Ann's 9♣: pays $2.00; Ann and Bob stay partners")
    # Unanswered until the next card is dealt, the fee divorces them (H1 with Bob silent).
    t = table_through("H1", "wild Ann 9c")
    t("bet Bob .25, call Cal, call Dee, call Eve, call Ann")
    t("up Bob Th")
    assert t.refuse("match Bob") == ("Bob and Ann are divorced (Bob did not match Ann's 9♣ ($2.00) before the next "
                                     "card)")


def test_played_at_once_the_files_bad_input_2_is_refused():
    # The file's own reading of the timing is the variant at-once (setting match_by: at-once).
    lines = night_through("H1", "wild Ann 9c")
    lines[1] = "game partners at-once"
    t = Table(*lines)
    assert t.refuse("bet Bob .25") == ("Bob first answers Ann's 9♣: match Bob ($2.00) or divorce Bob (setting "
                                       "match_by: at-once)")
    assert t.refuse("up Bob Th") == t.refuse("bet Bob .25")
    t("match Bob")
    t("bet Bob .25")
    assert t.pot == 675
