"""The home games beyond the club worked out by hand (tests/handworked/*.md) from each game's public rules, by
someone who never read refcli's code, before refcli could play them: every hand played as its file types it, every
posting and running balance compared, and the ruling's words (read against each file's own ruling: who wins, the
best five named, where the odd quarter goes). Each file played on its first run as its author wrote it, but one:

- cincinnati.md bets once after the deal and once after each of the five community cards (six rounds), as two of
  its three sources have it; refcli's first ruleset turned the first community card before the first bet (five
  rounds, as casinoonthe.net has it). The ruleset was changed to the file's reading, the better supported one,
  and the file is played unchanged.

pass-the-trash.md discards two dead cards and turns the kept five one at a time: it plays as the game's variant
`rolled` in tests/test_handworked_more_games.py; refcli's Pass the Trash itself is the simple form of its second
source (pokerhomegames.com: seven cards, three passed left, the best five kept and shown)."""

from __future__ import annotations

import pytest

from handworked_kit import check_hand_as_worked, ended_night, oracle_hands, play_to

RULINGS = {
    'texas-holdem.md': {
        'H1': (
            'High hand, the whole pot ($8.75): a tie — Bob with a straight, nine high (9♠ 8♣ 7♦ 6♥ 5♠), with 9♠ 8♣ 7♦ 6♥ 5♠ from the board; Cal with a straight, nine high (9♠ 8♣ 7♦ 6♥ 5♠), with 9♠ 8♣ 7♦ 6♥ 5♠ from the board. Split Cal $4.50, Bob $4.25.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Cal (A♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
        ),
        'H2': (
            'High hand, the whole pot ($13.00): Cal with a pair of kings (K♠ K♦ 9♣ 7♣ 5♥), with K♠ 9♣ 5♥ from the board.',
            '  Beaten: Dee ace high.',
        ),
        'H3': (
            'High hand, the whole pot ($10.25): a tie — Dee with two pair, queens and eights (Q♠ Q♦ 8♥ 8♣ A♣), with Q♠ Q♦ 8♥ 8♣ from the board; Ann with two pair, queens and eights (Q♠ Q♦ 8♥ 8♣ A♥), with Q♠ Q♦ 8♥ 8♣ from the board. Split Ann $5.25, Dee $5.00.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Ann (A♥): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
            '  Beaten: Bob two pair, queens and eights (Q♠ Q♦ 8♥ 8♣ 7♠).',
        ),
    },
    'five-card-draw.md': {
        'H1': (
            'High hand, the whole pot ($5.75): a tie — Bob with a straight, nine high (9♠ 8♦ 7♣ 6♥ 5♠); Cal with a straight, nine high (9♥ 8♣ 7♦ 6♠ 5♦). Split Bob $3.00, Cal $2.75.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Bob (9♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
            '  Beaten: Dee three queens.',
        ),
        'H2': (
            'High hand, the whole pot ($5.50): Ann with a pair of deuces (2♠ 2♦ K♣ 9♥ 6♣).',
            '  Beaten: Dee ace high.',
        ),
        'H3': (
            'Everyone else folded: Ann takes the pot of $6.00.',
        ),
    },
    'five-card-stud.md': {
        'H1': (
            'High hand, the whole pot ($12.00): Bob with a pair of sevens (7♦ 7♣ A♦ K♠ 2♥).',
            '  Beaten: Cal a pair of sevens (7♠ 7♥ K♦ Q♣ 3♣).',
        ),
        'H2': (
            'High hand, the whole pot ($11.25): a tie — Dee with a straight, jack high (J♥ 10♠ 9♦ 8♣ 7♣); Ann with a straight, jack high (J♣ 10♦ 9♣ 8♥ 7♦). Split Dee $5.75, Ann $5.50.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Dee (J♥): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
            '  Beaten: Cal a pair of fives.',
        ),
    },
    'deuce-to-seven-triple-draw.md': {
        'H1': (
            'Low hand, the whole pot ($10.25): Bob with 8-6-4-3-2 (8♠ 6♥ 4♦ 3♦ 2♦).',
            '  Beaten: Cal a flush in clubs, seven high; Dee a straight, six high.',
        ),
        'H2': (
            'Low hand, the whole pot ($9.25): a tie — Cal with 7-5-4-3-2 (7♠ 5♥ 4♦ 3♣ 2♥); Ann with 7-5-4-3-2 (7♥ 5♦ 4♠ 3♦ 2♣). Split Ann $4.75, Cal $4.50.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Ann (2♣): the lowest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
            '  Beaten: Dee A-5-4-3-2.',
        ),
    },
    'deuce-to-seven-single-draw.md': {
        'H1': (
            'Low hand, the whole pot ($7.00): Cal with 7-5-4-3-2 (7♥ 5♣ 4♦ 3♠ 2♦).',
            '  Beaten: Bob 7-6-4-3-2; Ann 8-6-5-3-2.',
        ),
        'H2': (
            'Low hand, the whole pot ($4.50): Bob with K-Q-8-5-3 (K♠ Q♦ 8♥ 5♣ 3♣).',
            '  Beaten: Cal a pair of deuces; Ann A-5-4-3-2.',
        ),
    },
    'ace-to-five-triple-draw.md': {
        'H1': (
            'Low hand, the whole pot ($11.50): Bob with 5-4-3-2-A (5♥ 4♥ 3♥ 2♥ A♥).',
            '  Beaten: Cal 6-5-4-3-2.',
        ),
        'H2': (
            'Low hand, the whole pot ($5.75): a tie — Dee with 7-5-4-2-A (7♠ 5♥ 4♦ 2♣ A♦); Ann with 7-5-4-2-A (7♣ 5♠ 4♥ 2♦ A♣). Split Ann $3.00, Dee $2.75.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Ann (A♣): the lowest card by suit (♠ ♥ ♦ ♣, aces lowest), counting all of their cards (house rule).',
            '  Beaten: Cal a pair of aces.',
        ),
    },
    'cincinnati.md': {
        'H1': (
            'High hand, the whole pot ($6.25): a tie — Bob with a straight flush in hearts, nine high (9♥ 8♥ 7♥ 6♥ 5♥), with 9♥ 8♥ 7♥ 6♥ 5♥ from the board; Cal with a straight flush in hearts, nine high (9♥ 8♥ 7♥ 6♥ 5♥), with 9♥ 8♥ 7♥ 6♥ 5♥ from the board. Split Bob $3.25, Cal $3.00.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Bob (A♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
        ),
        'H2': (
            'High hand, the whole pot ($21.50): Ann with four queens (Q♠ Q♥ Q♦ Q♣ 9♠), with Q♠ Q♦ 9♠ from the board.',
            '  Beaten: Dee four fours.',
        ),
    },
    'kings-and-little-ones.md': {
        'H1': (
            'Wild for Bob: fours (his lowest card in the hole, 4♣).',
            'Wild for Cal: threes (his lowest card in the hole, 3♦).',
            'Wild for Dee: deuces (his lowest card in the hole, 2♠).',
            'High hand, the whole pot ($13.00): Bob with five nines (9♠ 9♥ 9♦ 9♣(K♣) 9♠(4♣)).',
            '  A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).',
            '  Beaten: Cal a full house, queens full of jacks; Dee a straight flush in hearts, nine high.',
        ),
        'H2': (
            'Wild for Cal: threes (his lowest card in the hole, 3♠).',
            'Wild for Ann: fives (his lowest card in the hole, 5♦).',
            'High hand, the whole pot ($4.25): a tie — Cal with a straight, ace high (A♣ K♠(wild) Q♠(3♠) J♦ 10♥); Ann with a straight, ace high (A♠ K♦(wild) Q♣ J♥ 10♠(5♦)). Split Ann $2.25, Cal $2.00.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Ann (A♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).',
        ),
    },
    'deuces-wild.md': {
        'H1': (
            'High hand, the whole pot ($7.00): Bob with five aces (A♠ A♥ A♦ A♣(2♣) A♠(2♦)).',
            '  A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).',
            '  Beaten: Cal a straight flush in spades, king high.',
        ),
        'H2': (
            'High hand, the whole pot ($6.50): a tie — Dee with a straight, ace high (A♣ K♦ Q♣ J♥ 10♦); Ann with a straight, ace high (A♠(2♠) K♥ Q♦ J♣ 10♣). Split Dee $3.25, Ann $3.25.',
            '  Tied hands split that share (house rule).',
            '  Beaten: Cal three sevens.',
        ),
    },
    'five-card-omaha.md': {
        'H1': (
            'High hand, the whole pot ($14.50): Dee with three kings (K♠ K♥ K♦ 9♠ 7♠), with K♠ 9♠ 7♠ from the board.',
            '  Beaten: Bob ace high; Cal three sevens.',
        ),
        'H2': (
            'High hand, the whole pot ($10.00): Ann with a pair of queens (Q♥ Q♦ A♣ K♣ 8♠), with A♣ K♣ 8♠ from the board.',
            '  Beaten: Cal ace high.',
        ),
    },
    'big-o.md': {
        'H1': (
            'High hand share ($5.00 of $9.75: half, rounded up to the quarter): Bob with three kings (K♠ K♦ K♣ J♥ 7♣), with K♠ J♥ 7♣ from the board.',
            '  The pot does not divide evenly: the odd quarter goes to the high side (house rule).',
            '  Beaten: Cal a pair of queens; Dee a pair of eights.',
            'Low hand share ($4.75 of $9.75: half, rounded down to the quarter): a tie — Bob with 7-5-3-2-A (7♣ 5♦ 3♥ 2♠ A♥), with 7♣ 5♦ 2♠ from the board; Cal with 7-5-3-2-A (7♣ 5♦ 3♦ 2♠ A♣), with 7♣ 5♦ 2♠ from the board. Split Cal $2.50, Bob $2.25.',
            '  Tied hands split that share (house rule).',
            '  The odd quarter goes to Cal (A♣): the lowest card by suit (♠ ♥ ♦ ♣, aces lowest), counting all of their cards (house rule).',
            '  Beaten: Dee 7-6-5-4-2.',
        ),
        'H2': (
            'High hand, the whole pot ($9.75): Cal with a straight, king high (K♦ Q♣ J♦ 10♣ 9♥), with K♦ Q♣ 9♥ from the board.',
            "  Nobody has a low of 8 or better: the high hand takes the whole pot (the game's rule).",
            '  Beaten: Dee three kings.',
        ),
        'H3': (
            'High hand half ($7.50): Dee with a flush in hearts, ace high (A♥ J♥ 8♥ 4♥ 3♥), with 8♥ 4♥ 3♥ from the board.',
            '  Beaten: Ann three kings.',
            'Low hand half ($7.50): Dee with 5-4-3-2-A (5♠ 4♥ 3♥ 2♥ A♥), with 5♠ 4♥ 3♥ from the board.',
            '  No low of 8 or better: Ann.',
        ),
    },

}
HANDS = [(name, hand) for name in RULINGS for hand in oracle_hands(name)]


@pytest.mark.parametrize("name,hand", HANDS, ids=lambda x: x if isinstance(x, str) else x.name)
def test_each_hand_posts_and_rules_as_worked_by_hand(name, hand):
    night, postings = play_to(oracle_hands(name), hand)
    check_hand_as_worked(night, hand, postings, RULINGS[name][hand.name])


@pytest.mark.parametrize("name", list(RULINGS))
def test_each_night_ends_with_the_balances_worked_by_hand(name):
    hands = oracle_hands(name)
    night = ended_night(hands)
    assert night.balances() == hands[-1].balances
    assert sum(night.night.ledger.accounts.values()) == 0
