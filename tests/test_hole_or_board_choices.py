"""A hand of the whole board with a choice of how many own cards play (refcli/table/potkinds/hole_or_board.py): 2 or
5 Omaha (two of one's own with three of the board, or all five of one's own) and 2-11 (two with three, or three
with two). Exact hands, a hand played to the cent with the ruling's words, and 2 or 5 Omaha ordered as pokerkit's
Omaha hand or the five own cards alone, whichever pokerkit ranks higher."""

from __future__ import annotations

import random
from itertools import pairwise

from refcli.book.report import render_ruling
from refcli.evaluate.formations import Judge, by_lines, omaha
from refcli.evaluate.hand import describe
from refcli.kernel.cards import parse_cards, standard_deck
from refcli.log.store import Store
from refcli.night.session import Session
from refcli.table.potkinds.hole_or_board import THREE_AND_TWO, TWO_OR_FIVE, TWO_OR_THREE

HIGH = Judge.high()
TWO_OR_FIVE_GAME = """id: two-or-five-omaha
name: 2 or 5 Omaha
players: {min: 2, max: 8}
deck: standard
deal:
  - [down, down, down, down, down]
  - [board, board, board]
  - [board]
  - [board]
hand: two-or-five
pots:
  - {kind: high, share: 1}
"""


def test_four_of_a_kind_in_the_hand_plays_as_all_five_own_cards():
    board = parse_cards("Ks Qs 7h 2d 9c")
    formed = by_lines(parse_cards("8c 8d 8h 8s 5c"), board, HIGH, TWO_OR_FIVE)
    assert describe(formed.value) == "four eights (8♠ 8♥ 8♦ 8♣ 5♣)"
    assert formed.line == "all five of his own cards" and formed.shared == ()
    # Omaha's rule alone: two eights with three of the board, a pair.
    assert describe(omaha(parse_cards("8c 8d 8h 8s 5c"), board, HIGH).value).startswith("a pair of eights")


def test_two_with_three_when_the_board_makes_the_better_hand():
    formed = by_lines(parse_cards("Kh Kd 7c 7d 2c"), parse_cards("Ks Qs 7h 2d 9c"), HIGH, TWO_OR_FIVE)
    assert describe(formed.value) == "three kings (K♠ K♥ K♦ Q♠ 9♣)"
    assert formed.line == "two of his own cards and three of the board"


def test_two_eleven_plays_three_own_cards_with_two_of_the_board():
    formed = by_lines(parse_cards("As Ks Qs 2c"), parse_cards("Js 10s 3d 4h"), HIGH, TWO_OR_THREE)
    assert describe(formed.value) == "a royal flush in spades (A♠ K♠ Q♠ J♠ 10♠)"
    assert formed.line == "three of his own cards and two of the board"


def test_a_hand_of_2_or_5_omaha_settles_to_the_cent_with_the_choice_in_words(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "two-or-five-omaha.yaml").write_text(TWO_OR_FIVE_GAME, encoding="utf-8")
    session = Session(Store(":memory:"), (str(tmp_path),))
    rulings = []
    for line in ('night Ann Bob Cal', 'game two-or-five-omaha', 'deal', 'bet Bob .25, call Cal, call Ann',
                 'board Ks Qs 7h', 'check Bob, check Cal, check Ann', 'board 2d', 'check Bob, check Cal, check Ann',
                 'board 9c', 'check Bob, check Cal, check Ann', 'show Bob 8c 8d 8h 8s 5c',
                 'show Cal Kh Kd 7c 7d 2c', 'show Ann Ac Ad 3c 4c 5h', 'settle'):
        rulings += [o.ruling for o in session.execute(line).outcomes if o.ruling is not None]
    # Pot: $1.50 ante and three 25c calls = $2.25.
    assert render_ruling(rulings[-1]) == (
        'Hand 1 · 2 or 5 Omaha · dealt by Ann · pot $2.25\n'
        '  High hand, the whole pot ($2.25): Bob with four eights (8♠ 8♥ 8♦ 8♣ 5♣), with all five of his own cards.\n'
        '    Beaten: Cal three kings; Ann a pair of aces.')
    assert [(a.player, a.pot, a.amount) for a in rulings[-1].awards] == [('Bob', 'high', 225)]


def test_two_or_five_orders_like_pokerkits_omaha_or_five_own_cards():
    from pokerkit.hands import HoleBoardCombinationHand
    from pokerkit.lookups import Standard2Lookup

    lookup = Standard2Lookup()

    class NoWheelOmaha(HoleBoardCombinationHand):
        lookup = Standard2Lookup()
        low = False
        card_count = 5
        board_card_count = 3
        hole_card_count = 2

    def theirs(own, board):
        hole = "".join(c.code for c in own)
        best_omaha = NoWheelOmaha.from_game(hole, "".join(c.code for c in board))
        return max(lookup.get_entry(best_omaha.cards).index, lookup.get_entry(hole).index)

    rng = random.Random(5)
    deals = [(tuple(d[:5]), tuple(d[5:])) for d in (rng.sample(standard_deck(), 10) for _ in range(300))]
    ours = [by_lines(own, board, HIGH, TWO_OR_FIVE).value.score for own, board in deals]
    their = [theirs(own, board) for own, board in deals]
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in pairwise(order):
        assert (their[i] == their[j]) if ours[i] == ours[j] else (their[i] < their[j]), (deals[i], deals[j])


def test_three_and_two_orders_like_pokerkits_hand_of_three_hole_cards_and_two_of_the_board():
    from pokerkit.hands import HoleBoardCombinationHand
    from pokerkit.lookups import Standard2Lookup

    class ThreeAndTwo(HoleBoardCombinationHand):
        lookup = Standard2Lookup()      # aces high only, as the club plays (no wheel)
        low = False
        card_count = 5
        board_card_count = 2
        hole_card_count = 3

    rng = random.Random(32)
    deals = [(tuple(d[:5]), tuple(d[5:])) for d in (rng.sample(standard_deck(), 10) for _ in range(300))]
    ours = [by_lines(own, board, HIGH, (THREE_AND_TWO,)).value.score for own, board in deals]
    their = [ThreeAndTwo.lookup.get_entry(ThreeAndTwo.from_game("".join(c.code for c in own),
                                                                 "".join(c.code for c in board)).cards).index
             for own, board in deals]
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in pairwise(order):
        assert (their[i] == their[j]) if ours[i] == ours[j] else (their[i] < their[j]), (deals[i], deals[j])
