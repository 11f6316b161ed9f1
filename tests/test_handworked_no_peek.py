"""The No Peek night worked out by hand (tests/handworked/no-peek.md), by someone who never read refcli's code:
every hand played as its script says, every posting and running balance compared, the ruling's words checked,
and every refusal of its bad-input table.

Translations from the file's proposed language to refcli's (no money changes):
- Its verbs are refcli's: start, turn, extra, wild, buy, peek, fold and the betting verbs.
- H4: the night's pick rule (three hands per pick, then the player to the picker's left picks) needs Bob to pick
  the fourth hand's game; the file's script starts at `deal`, so the test types `game no-peek` before it.
Readings: every setting the file names is refcli's default too (start_card bottom, beats strictly, fewer cards
judged by what is there with a missing card lowest, round the table until one is left, a bet after every turn
that beats opened by the player who beat, a wild paid before the next card, a 4's extra card at once and
chained, a player out of cards and purchases can only fold and types it). One reading differs and no hand
exercises it: after a turn that ends in a fold, the file would bet again (`bet_after_fold_turn`); refcli does
not by default, since nothing new shows (the sheet puts a bet after each player who beats). The file's reading
is the setting bet_after_fold: yes (variant bet-after-fold), tested in tests/test_no_peek.py.
"""

from __future__ import annotations

import pytest

from handworked_kit import Night, oracle_hands
from tablekit import Table

HANDS = oracle_hands("no-peek.md")
# What refcli types where the file's script leaves a line out (see the module's words).
BEFORE = {"H4": ["game no-peek"]}

RULINGS = {
    "H1": ("Everyone else folded: Dee takes the pot of $10.50.",
           "Dee's hand showing: a pair of threes (3♥ 3♣ K♠).",
           "Nobody paid for a wild card: every 3 and 9 played as itself."),
    "H2": ("Everyone else folded: Dee takes the pot of $25.00.",
           "Dee's hand showing: a flush in clubs, ace high (3♦ as A♣ K♣ 7♣ 6♣ 2♣).",
           "Wild cards paid for: Cal 9♥ ($2.00); Dee 3♦ ($1.00). Unpaid threes and nines play as themselves."),
    "H3": ("Everyone else folded: Cal takes the pot of $25.00.",
           "Cal's hand showing: a pair of queens (Q♥ Q♦).",
           "Nobody paid for a wild card: every 3 and 9 played as itself."),
    "H4": ("Everyone else folded: Cal takes the pot of $17.00.",
           "Cal's hand showing: a full house, kings full of fours (K♠ K♥ K♦ 4♠ 4♦).",
           "Wild cards paid for: Dee 3♣ ($1.00). Unpaid threes and nines play as themselves."),
}


def lines_through(name: str, upto: str | None = None) -> list[str]:
    """The night's lines from the start through hand ``name`` (through its first line starting ``upto``)."""
    out = []
    for hand in HANDS:
        out += BEFORE.get(hand.name, [])
        if hand.name != name:
            out += hand.script
            continue
        for line in hand.script:
            out.append(line)
            if upto is not None and line.startswith(upto):
                return out
        return out
    raise KeyError(name)


def test_the_file_has_the_four_hands():
    assert [h.name for h in HANDS] == ["H1", "H2", "H3", "H4"]


@pytest.mark.parametrize("hand", HANDS, ids=[h.name for h in HANDS])
def test_each_hand_posts_and_rules_as_worked_out_by_hand(hand):
    n = Night()
    before = lines_through(hand.name)[: -len(hand.script)]
    n.play(before)
    postings = n.play(hand.script)
    assert postings == hand.postings
    assert n.night.hand is None                 # every hand ends with one player left
    assert n.balances() == hand.balances
    assert n.rulings[-1].lines == RULINGS[hand.name]


def test_the_night_ends_on_the_files_balances():
    n = Night()
    n.play(lines_through("H4") + ["end"])
    # Ann −1575, Bob −1325, Cal +2525, Dee +375 (the file's "End of the night").
    assert n.balances() == {"Ann": -1575, "Bob": -1325, "Cal": 2525, "Dee": 375}


def test_after_each_card_refcli_says_whether_it_beats_naming_both_hands():
    t = Table(*lines_through("H1", "turn Dee 3c"))
    t("turn Dee Ks")
    assert t.lines[-1].startswith("Dee turns K♠ · Dee shows king high (K♠ 3♣): does not beat Cal's hand, king high "
                                  "(K♦ 6♣ 4♥)")
    t("turn Dee 3h")
    assert t.lines[-1].startswith("Dee turns 3♥ · Dee shows a pair of threes (3♥ 3♣ K♠): beats Cal's hand, king high "
                                  "(K♦ 6♣ 4♥)")
    # H4: a lone ace beats J-6-2, and a 4 brings a 4 that brings a king.
    t = Table(*lines_through("H4", "turn Bob Ad"))
    assert "Bob shows ace high (A♦): beats Ann's hand, jack high (J♦ 6♣ 2♠)" in t.lines[-1]
    t = Table(*lines_through("H4", "extra Cal 4s"))
    assert t.lines[-1].startswith("Cal is dealt 4♠ face up for the 4 · Cal shows a pair of fours (4♠ 4♦): beats Bob's "
                                  "hand, ace high (A♦) · a 4 brings Cal one more card face up now (extra Cal CARD)")


# The file's bad-input table: (hand, the line after which it is typed, the line, refcli's one-line refusal).
REFUSALS = [
    ("H1", "start 8d", "turn Cal 4h", "it is Bob's turn to turn a card, not Cal's"),
    ("H1", "turn Bob Qs", "turn Bob 7c", "betting round 1 is open (Bob to act): the next turn comes after it"),
    ("H1", "turn Bob Qs", "turn Cal 4h", "betting round 1 is open (Bob to act): the next turn comes after it"),
    ("H1", "turn Cal 4h", "turn Cal Kd", "Cal's 4 is owed its extra card first: extra Cal CARD"),
    ("H1", "turn Dee Ks", "wild Dee 3c", "too late: Dee's K♠ was dealt after 3♣; a wild card is paid for before the "
                                         "next card"),
    ("H2", "turn Ann Qc", "buy Ann Ad", "Ann still has 2 cards face down to turn: a card is bought only when all are "
                                        "turned"),
    ("H3", "buy Dee 5d", "buy Dee 9h", "Dee has bought two cards, the most a player may buy: he folds (fold Dee)"),
    ("H2", "turn Dee Kh", "wild Dee Kh", "only threes and nines are paid for in No Peek, not K♥"),
    ("H2", "wild Cal 9h", "wild Cal 9h", "Cal has already paid for 9♥"),
    ("H3", "peek Bob", "turn Bob 4c", "Bob has already folded"),
    ("H1", "start 8d", "turn Bob 8d", "8♦ was already dealt to the table as the card to beat"),
    ("H4", "extra Cal 4s", "bet Cal 1", "no betting now: it is Cal's turn to turn cards until he beats the hand to beat"),
]


@pytest.mark.parametrize("hand, after, line, message", REFUSALS, ids=[f"{r[0]}: {r[2]}" for r in REFUSALS])
def test_the_files_bad_input_is_refused_in_one_line(hand, after, line, message):
    t = Table(*lines_through(hand, after))
    assert t.refuse(line) == message            # refuse() also checks that nothing changed
