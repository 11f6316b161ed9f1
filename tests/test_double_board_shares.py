"""Double-Board Hold'em: each board is its own hand and takes half the pot, worked out from the game's public rules
(https://www.theasianpokertour.com/th/info/pokerhandbook/holdemdoubleboard: two flops, a turn and a river for each
board; half the pot to the best hand with the top board, half to the best with the bottom board; an odd chip to the
top board's hand; and http://www.pokertips.org/variants/article/73.php: cards of the two boards never make one
hand). Hands played to the cent with the ruling's words, and each board's hand compared with pokerkit's hold'em
hand (the best five of the two hole cards and that board)."""

from __future__ import annotations

import random
from itertools import pairwise
from pathlib import Path

import pytest

from refcli.book.report import render_ruling
from refcli.evaluate.formations import Judge, texas_draw
from refcli.kernel.cards import standard_deck
from refcli.rules.loader import load_game
from refcli.table.potkinds.boards import board_places
from tablekit import Table

FIRST = ['night Ann Bob Cal Dee', 'game double-board-holdem', 'deal', 'bet Bob .25, call Cal, call Dee, call Ann',
         'board Ah 3c Qs Kd Jc 8s', 'check Bob, check Cal, check Dee, check Ann', 'board 4d 8h',
         'bet Bob .50, call Cal, fold Dee, call Ann', 'board 9s 2c', 'check Bob, check Cal, check Ann',
         'show Bob As 8d', 'show Cal Kc Qh', 'show Ann 5c 2d', 'settle']
SECOND = ['deal', 'bet Cal .25, call Dee, call Ann, fold Bob', 'board Kh 7c 2s Td 9d 3h',
          'check Cal, check Dee, check Ann', 'board 5c Jh', 'check Cal, check Dee, check Ann', 'board Ks 4s',
          'check Cal, check Dee, check Ann', 'show Cal Kd 6h', 'show Dee Qc 8c', 'show Ann Ts 7s', 'settle']


def test_each_street_lays_half_its_cards_on_each_board_the_first_typed_first():
    deal = load_game("double-board-holdem").deal
    assert board_places(deal, 0) == [0, 1, 2, 6, 8]
    assert board_places(deal, 1) == [3, 4, 5, 7, 9]


def test_one_player_scoops_both_boards_and_an_ace_with_the_other_boards_eights_is_no_full_house():
    # Pot: $2.00 ante, four 25c calls, three 50c calls = $4.50, $2.25 a board. Bob's A♠ 8♦ would be aces full
    # with A♥ of the first board and 8♠ 8♥ of the second: each board is its own hand.
    t = Table(*FIRST)
    ruling = t.rulings[-1]
    assert render_ruling(ruling) == (
        "Hand 1 · Double-Board Hold'em · dealt by Ann · pot $4.50\n"
        '  First board half ($2.25): Bob with a pair of aces (A♠ A♥ Q♠ 9♠ 8♦), with A♥ Q♠ 9♠ from the board.\n'
        '    Beaten: Cal a pair of queens; Ann ace high.\n'
        '  Second board half ($2.25): Bob with three eights (8♠ 8♥ 8♦ A♠ K♦), with 8♠ 8♥ K♦ from the board.\n'
        '    Beaten: Cal two pair, kings and eights; Ann two pair, eights and deuces.')
    assert [(a.player, a.pot, a.amount) for a in ruling.awards] == [('Bob', 'board-1', 225), ('Bob', 'board-2', 225)]
    assert t.balances() == {'Ann': -275, 'Bob': 375, 'Cal': -75, 'Dee': -25}


def test_the_boards_go_to_two_players_and_the_odd_quarter_to_the_first_board():
    # Pot: Bob's $2.00 ante and three 25c calls = $2.75, eleven quarters: five a board, the odd one to the first.
    t = Table(*FIRST, *SECOND)
    ruling = t.rulings[-1]
    assert render_ruling(ruling) == (
        "Hand 2 · Double-Board Hold'em · dealt by Bob · pot $2.75\n"
        '  First board share ($1.50 of $2.75: half, rounded up to the quarter): Cal with three kings (K♠ K♥ K♦ 7♣ '
        '6♥), with K♠ K♥ 7♣ from the board.\n'
        "    The pot does not divide evenly: the odd quarter goes to the high side, the first board share first in "
        "the game's order of pots (house rule).\n"
        '    Beaten: Dee a pair of kings; Ann two pair, kings and sevens.\n'
        '  Second board share ($1.25 of $2.75: half, rounded down to the quarter): Dee with a straight, queen high '
        '(Q♣ J♥ 10♦ 9♦ 8♣), with J♥ 10♦ 9♦ from the board.\n'
        '    Beaten: Cal king high; Ann a pair of tens.')
    assert [(a.player, a.pot, a.amount) for a in ruling.awards] == [('Cal', 'board-1', 150), ('Dee', 'board-2', 125)]
    assert t.balances() == {'Ann': -300, 'Bob': 175, 'Cal': 50, 'Dee': 75}


def test_each_boards_hand_orders_like_pokerkits_holdem_hand_with_that_board():
    from pokerkit.hands import CombinationHand
    from pokerkit.lookups import Standard2Lookup

    class NoWheelHoldem(CombinationHand):
        """pokerkit's best five of hole and board with the club's no-wheel high ranking."""
        lookup = Standard2Lookup()
        low = False
        card_count = 5

    deal = load_game("double-board-holdem").deal
    rng = random.Random(2)
    deals = [(tuple(d[:2]), tuple(d[2:])) for d in (rng.sample(standard_deck(), 12) for _ in range(300))]
    for which in (0, 1):
        boards = [[board[i] for i in board_places(deal, which)] for _, board in deals]
        ours = [texas_draw(own, b, Judge.high()).value.score for (own, _), b in zip(deals, boards)]
        their = [NoWheelHoldem.from_game("".join(c.code for c in own), "".join(c.code for c in b))
                 for (own, _), b in zip(deals, boards)]
        order = sorted(range(len(ours)), key=ours.__getitem__)
        for i, j in pairwise(order):
            assert (their[i] == their[j]) if ours[i] == ours[j] else (their[i] < their[j]), (deals[i], deals[j])


def test_a_game_whose_flop_cannot_lay_two_equal_boards_is_refused_with_its_file_and_line(tmp_path):
    from refcli.kernel.errors import RulesetError
    games = tmp_path / "games"
    games.mkdir()
    text = (Path(__file__).resolve().parent.parent / "rulesets" / "games" / "double-board-holdem.yaml").read_text(
        encoding="utf-8")
    (games / "odd-boards.yaml").write_text(
        text.replace("id: double-board-holdem", "id: odd-boards").replace(
            "[board, board, board, board, board, board]", "[board, board, board]"), encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_game("odd-boards", [str(tmp_path)])
    assert str(err.value).endswith("odd-boards.yaml:21: pots: a board-1 pot needs each street's community cards "
                                   "laid in 2 equal boards")


def test_the_rules_say_a_hand_takes_one_boards_cards_alone_for_each_share():
    from refcli.rules.describe import describe
    text = " ".join(describe(load_game("double-board-holdem")).split())
    assert ("The community cards are 2 boards (each street's cards split equally, the first board's typed first); "
            "a hand is formed with the cards of one board alone, for each board's share.") in text
    assert "Half the pot (1/2): the best high hand with the first board alone" in text
    assert "2 boards" not in " ".join(describe(load_game("omaha")).split())
