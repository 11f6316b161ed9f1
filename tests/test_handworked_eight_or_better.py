"""Two 8-or-better games worked out by hand from their public rules (tests/handworked/stud-8.md, omaha-8.md), by
someone who never read refcli's code, before refcli could play them: every hand played as its file types it, every
posting and running balance compared, and the ruling's words. Cards speak (no declaration): the best high hand
takes half, the best ace-to-five low of 8 or better the other half, and with no such low the high hand takes it all;
one player may win both halves with different five cards (Omaha: two of his own and three of the board for each);
a tied low's odd quarter goes to the lowest card with aces lowest."""

from __future__ import annotations

import pytest

from handworked_kit import check_hand_as_worked, ended_night, oracle_hands, play_to

GAMES = {"stud-8.md": oracle_hands("stud-8.md"), "omaha-8.md": oracle_hands("omaha-8.md")}

STUD_8 = {
    "H1": (
        'High hand, the whole pot ($16.50): Bob with two pair, kings and nines (K♠ K♥ 9♠ 9♦ J♦).',
        "  Nobody has a low of 8 or better: the high hand takes the whole pot (the game's rule).",
        '  Beaten: Cal a pair of sevens; Dee a pair of fours.',
    ),
    "H2": (
        'High hand half ($10.50): Eve with a flush in spades, ace high (A♠ 9♠ 6♠ 5♠ 2♠).',
        '  Beaten: Cal a straight, ten high; Ann queen high.',
        'Low hand half ($10.50): Eve with 6-5-3-2-A (6♠ 5♠ 3♦ 2♠ A♠).',
        '  Beaten: Cal 8-7-6-4-3; Ann 7-5-4-3-2.',
    ),
    "H3": (
        'High hand share ($8.00 of $15.75: half, rounded up to the quarter): Dee with a full house, queens full of nines (Q♠ Q♥ Q♦ 9♥ 9♣).',
        '  The pot does not divide evenly: the odd quarter goes to the high side (house rule).',
        '  Beaten: Ann ace high; Bob ace high.',
        'Low hand share ($7.75 of $15.75: half, rounded down to the quarter): a tie — Ann with 7-5-4-2-A (7♦ 5♥ 4♦ 2♠ A♣); Bob with 7-5-4-2-A (7♠ 5♠ 4♠ 2♥ A♥). Split Ann $4.00, Bob $3.75.',
        '  Tied hands split that share (house rule).',
        '  The odd quarter goes to Ann (A♣): the lowest card by suit (♠ ♥ ♦ ♣, aces lowest), counting all of their cards (house rule).',
        '  No low of 8 or better: Dee.',
    ),
}

OMAHA_8 = {
    "H1": (
        'High hand half ($8.75): Dee with a flush in hearts, ace high (A♥ K♥ 7♥ 4♥ 3♥), with K♥ 7♥ 3♥ from the board.',
        '  Beaten: Bob three kings; Cal a straight, seven high.',
        'Low hand half ($8.75): Dee with 5-4-3-2-A (5♦ 4♥ 3♥ 2♣ A♥), with 5♦ 3♥ 2♣ from the board.',
        '  Beaten: Cal 6-5-4-3-2.',
        '  No low of 8 or better: Bob.',
    ),
    "H2": (
        'High hand share ($7.25 of $14.25: half, rounded up to the quarter): Ann with three queens (Q♠ Q♥ Q♦ J♣ 6♣), with Q♠ J♣ 6♣ from the board.',
        '  The pot does not divide evenly: the odd quarter goes to the high side (house rule).',
        '  Beaten: Cal a pair of kings; Dee a pair of nines.',
        'Low hand share ($7.00 of $14.25: half, rounded down to the quarter): a tie — Dee with 6-4-3-2-A (6♣ 4♦ 3♠ 2♠ A♦), with 6♣ 4♦ 2♠ from the board; Ann with 6-4-3-2-A (6♣ 4♦ 3♣ 2♠ A♥), with 6♣ 4♦ 2♠ from the board. Split Dee $3.50, Ann $3.50.',
        '  Tied hands split that share (house rule).',
        '  Beaten: Cal 7-6-5-4-2.',
    ),
    "H3": (
        'High hand, the whole pot ($16.00): Dee with three kings (K♠ K♥ K♦ J♣ 7♥), with K♠ J♣ 7♥ from the board.',
        "  Nobody has a low of 8 or better: the high hand takes the whole pot (the game's rule).",
        '  Beaten: Ann a pair of queens; Bob a pair of nines.',
    ),
}

RULINGS = {"stud-8.md": STUD_8, "omaha-8.md": OMAHA_8}
CASES = [(game, hand) for game, hands in GAMES.items() for hand in hands]


@pytest.mark.parametrize("game,hand", CASES, ids=lambda x: x if isinstance(x, str) else x.name)
def test_each_eight_or_better_hand_posts_and_rules_as_worked_by_hand(game, hand):
    night, postings = play_to(GAMES[game], hand)
    check_hand_as_worked(night, hand, postings, RULINGS[game][hand.name])


@pytest.mark.parametrize("game", list(GAMES))
def test_each_eight_or_better_night_ends_with_the_balances_worked_by_hand(game):
    night = ended_night(GAMES[game])
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == GAMES[game][-1].balances
