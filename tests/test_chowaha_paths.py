"""Chowaha: a hand is exactly the player's two cards with one card of a flop row, the turn beside that row and the
river, worked out from the game's public rules (http://how-to-play-poker.co.uk/chowaha-poker/: nine flop cards in
three rows, a turn between each two rows, one river; the best five of the two hole cards, one card of a row, the
turn beside it and the river). Hands played to the cent with the ruling's words, and the layout's best hand
compared with pokerkit's Omaha hand (exactly two of the hole cards and three of the board) over every path."""

from __future__ import annotations

import random
from itertools import pairwise

from refcli.book.report import render_ruling
from refcli.evaluate.formations import Judge, by_lines, texas_draw
from refcli.evaluate.hand import describe
from refcli.kernel.cards import parse_cards, standard_deck
from refcli.table.potkinds.layouts import CHOWAHA
from tablekit import Table

FIRST = ['night Ann Bob Cal', 'game chowaha', 'deal', 'bet Bob .25, call Cal, call Ann',
         'board Ks 7d 2c Qh Jh 4s 9c 9d 3h', 'check Bob, check Cal, check Ann',
         'board Th 9h', 'bet Bob .50, call Cal, call Ann', 'board Ah', 'check Bob, check Cal, check Ann',
         'show Bob Kh 2h', 'show Cal 9s 3s', 'show Ann Js Jc', 'settle']
SECOND = ['deal', 'bet Cal .25, call Ann, call Bob', 'board 5s 5d Kc 8h 8c 2d Jd 6c 4h',
          'check Cal, check Ann, check Bob', 'board 5h 8d', 'check Cal, check Ann, fold Bob', 'board Kh',
          'check Cal, check Ann', 'show Cal Ks Qd', 'show Ann Kd Qc', 'settle']


def test_a_flush_of_one_path_beats_trips_and_four_nines_across_rows_do_not_play():
    # Pot: $1.50 ante, three 25c calls, three 50c calls = $3.75. Cal's four nines would need 9♣ and 9♦ of the
    # bottom row together; one card of a row plays, so his best is three nines.
    t = Table(*FIRST)
    ruling = t.rulings[-1]
    assert render_ruling(ruling) == (
        'Hand 1 · Chowaha · dealt by Ann · pot $3.75\n'
        '  High hand, the whole pot ($3.75): Bob with a flush in hearts, ace high (A♥ K♥ Q♥ 10♥ 2♥), with the middle '
        'row, the upper turn and the river: A♥ Q♥ 10♥.\n'
        '    Beaten: Cal three nines; Ann three jacks.')
    assert [(a.player, a.pot, a.amount) for a in ruling.awards] == [('Bob', 'high', 375)]
    assert t.balances() == {'Ann': -225, 'Bob': 300, 'Cal': -75}


def test_two_equal_paths_split_and_the_odd_quarter_goes_by_the_highest_card():
    # Pot: Bob's $1.50 ante and three 25c calls = $2.25, nine quarters: four each, the odd one to Cal's K♠.
    t = Table(*FIRST, *SECOND)
    ruling = t.rulings[-1]
    assert render_ruling(ruling) == (
        'Hand 2 · Chowaha · dealt by Bob · pot $2.25\n'
        '  High hand, the whole pot ($2.25): a tie — Cal with three kings (K♠ K♥ K♣ Q♦ 5♥), with the top row, the '
        'upper turn and the river: K♥ K♣ 5♥; Ann with three kings (K♥ K♦ K♣ Q♣ 5♥), with the top row, the upper '
        'turn and the river: K♥ K♣ 5♥. Split Cal $1.25, Ann $1.00.\n'
        '    Tied hands split that share (house rule).\n'
        '    The odd quarter goes to Cal (K♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards '
        '(house rule).')
    assert [(a.player, a.pot, a.amount) for a in ruling.awards] == [('Cal', 'high', 125), ('Ann', 'high', 100)]
    assert t.balances() == {'Ann': -150, 'Bob': 125, 'Cal': 25}


def test_one_turn_plays_and_a_row_only_beside_its_turn():
    # Rows: 2♣ 3♦ 4♥ / 7♠ 8♣ J♦ / Q♠ Q♦ 6♥; upper turn 9♥, lower turn 9♠, river K♣.
    board = parse_cards("2c 3d 4h 7s 8c Jd Qs Qd 6h 9h 9s Kc")
    own = parse_cards("9c 9d")
    formed = by_lines(own, board, Judge.high(), CHOWAHA)
    assert describe(formed.value) == "three nines (9♠ 9♦ 9♣ K♣ Q♠)"     # never both turns: no four nines
    assert formed.line == "the bottom row, the lower turn and the river"
    assert describe(texas_draw(own, board, Judge.high()).value).startswith("four nines")
    # Two queens of the bottom row never play together: one queen, with the lower turn's nine.
    queens = by_lines(parse_cards("Qc Qh"), board, Judge.high(), CHOWAHA)
    assert describe(queens.value) == "three queens (Q♠ Q♥ Q♣ K♣ 9♠)"
    assert queens.line == "the bottom row, the lower turn and the river"


def test_chowaha_orders_like_pokerkits_omaha_over_every_path():
    from pokerkit.hands import HoleBoardCombinationHand
    from pokerkit.lookups import Standard2Lookup

    class NoWheelOmaha(HoleBoardCombinationHand):
        """pokerkit's two-of-the-hole, three-of-the-board rule with the club's no-wheel high ranking."""
        lookup = Standard2Lookup()
        low = False
        card_count = 5
        board_card_count = 3
        hole_card_count = 2

    def theirs(own, board):
        hole = "".join(c.code for c in own)
        return max(NoWheelOmaha.from_game(hole, "".join(board[i].code for i in (row, turn, 11)))
                   for _, (rows, (turn,), _river), _n in CHOWAHA for row in rows)

    rng = random.Random(25)
    deals = [(tuple(d[:2]), tuple(d[2:])) for d in (rng.sample(standard_deck(), 14) for _ in range(300))]
    ours = [by_lines(own, board, Judge.high(), CHOWAHA).value.score for own, board in deals]
    their = [theirs(own, board) for own, board in deals]
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in pairwise(order):
        assert (their[i] == their[j]) if ours[i] == ours[j] else (their[i] < their[j]), (deals[i], deals[j])
