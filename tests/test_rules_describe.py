"""`refcli rules GAME`: every effective setting of a game in plain words, wrapped for the table."""

import pytest

from refcli.rules.describe import WIDTH, describe
from refcli.rules.loader import load_game


def flat(text: str) -> str:
    """The text with its line wrapping undone, so sentences can be matched whole."""
    return " ".join(text.split())


@pytest.fixture
def rules(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rules" / "games").mkdir(parents=True)

    def load(game_id: str, text: str, spec: str = "") -> str:
        (tmp_path / "rules" / "games" / f"{game_id}.yaml").write_text(text, encoding="utf-8")
        return describe(load_game(spec or game_id, ["rules"]))

    return load


def test_seven_card_stud_layout():
    text = describe(load_game("seven-card-stud"))
    lines = text.splitlines()
    assert lines[:2] == ["7 Card Stud", "==========="]
    assert all(len(line) <= WIDTH for line in lines)
    headings = [line for line in lines if line and not line.startswith(" ") and lines.index(line) > 1
                and lines[lines.index(line) - 1] == ""]
    assert headings == ["Players and cards", "Pots", "Declaring", "Wild cards", "Hands", "Money",
                        "Dealer and picker", "Variants (type them after the game: game seven-card-stud NAME)",
                        "Modifiers (any game can take them)"]
    assert "  2 to 7 players; one standard 52-card deck, no jokers." in lines
    assert "  Deal: 7 cards each (3 down, 4 up) over 5 betting rounds:" in lines
    assert "    1. two cards down and one up, then the 1st bet" in lines
    assert "    5. one card down, then the 5th bet" in lines
    assert text.endswith("  buyout: Folding costs the buy-out, paid into the pot.\n")


HOUSE_FACTS = [
    "Ante: 50¢ per player, paid by the dealer for everyone.",
    "Limits: a bet is at most $1.00 and a raise at most $1.00, with at most 2 raises in a betting round. "
    "The opening bet is not a raise, so bet, raise, raise closes the raising (our reading of the club's limit "
    "of two rounds).",
    "Each betting round starts with the first active player to the dealer's left and goes clockwise.",
    "Penalty: $2.00 for a rule violation, paid into the pot unless the table waives it.",
    "Every amount is a whole number of quarters.",
    "House rules for wild cards: a wild card may stand for any card, even a fifth of a rank or a card already held. "
    "A wild card listed without a side is crazy: it plays for the high hand and the low hand. "
    "A joker a game does not make wild is a bug: an ace, or any card that completes a straight or a flush.",
    "High hands, best first: five of a kind, straight flush, four of a kind, full house, flush, straight, "
    "three of a kind, two pair, one pair, high card.",
    "Suits never break a tie. Aces are high only: A-2-3-4-5 is not a straight.",
    "Low is deuce-to-seven: aces are high, and straights and flushes count against a low hand. "
    "The best low is 7-5-4-3-2 not all one suit, then 7-6-4-3-2.",
    "Ties: only the best five cards count; tied hands split that pot (or that share) evenly.",
    "Odd quarters: a pot that does not divide evenly gives the odd quarter to the high side. Among tied players "
    "of one side, odd quarters go one at a time to the player with the highest card by suit (high side) or the "
    "lowest card by suit (low side), counting all of their cards. Suit order: ♠ ♥ ♦ ♣.",
    "Money left in the pot when the night ends is shared evenly by all seats.",
    "The deal passes to the left after every hand.",
    "The picker's game is played for three hands; then the player to the picker's left picks.",
    "A player who declares both must not lose either way. If he ties one way, he splits that way with the "
    "players he tied and still takes the other way.",
    "A player who declares both and loses either way wins nothing; each way then goes to the best remaining "
    "player who declared it.",
    "If nobody is left (players declaring both knock each other out), the pot is split equally between them.",
    "If everyone declares the same way, that way takes the whole pot: a way nobody remaining declared goes to "
    "the winners of the other way.",
]


def test_seven_card_stud_states_every_house_rule():
    text = flat(describe(load_game("seven-card-stud")))
    for fact in HOUSE_FACTS:
        assert fact in text
    assert "Half the pot (1/2): the best high hand." in text
    assert ("Half the pot (1/2): Low Chicago, the lowest spade in the hole (dealt face down). Aces are high, so 2♠ "
            "is the lowest spade. A player with two spades of 7 or lower in the hole beats any single spade; between "
            "two such players, the lower of their higher spades wins. If nobody has a spade in the hole, the high "
            "hand takes the whole pot.") in text
    assert "This game is not declared: each share of the pot goes to its best hand. In games played high-low declare:" in text
    assert "No wild cards. The deck has no jokers." in text
    assert ("Not in this game: dots, counted 2(2) 3(3) 4(0) 5(1) 6(0) 7(1) 8(2) 9(1) 10(2) J(0) Q(0) K(0) A(1)."
            in text)
    assert "Not in this game: Low Chicago" not in text
    assert ("Buy-out: not in this game. In a game played with a buy-out, folding costs $2.00, paid into the pot."
            in text)
    assert ("declare: High-low declare. The best high hand and the best deuce-to-seven low split the pot. "
            "high: The best high hand takes the whole pot.") in text


def test_variants_played_are_named_and_change_the_rules():
    text = describe(load_game("seven-card-stud declare buyout"))
    assert text.startswith("7 Card Stud (declare) (buyout)\n==============================\n")
    t = flat(text)
    assert "Played declare: High-low declare." in t and "Played buyout: Folding costs the buy-out" in t
    assert "Half the pot (1/2): the best deuce-to-seven low hand." in t and "Low Chicago, the lowest" not in t
    assert "This game is not declared" not in t
    assert ("Before the showdown every remaining player declares high, low or both, all at once (a coin in the fist "
            "for high, none for low, two for both, opened together).") in t
    assert "Buy-out: this game is played with a buy-out; folding costs $2.00, paid into the pot." in t
    assert "The whole pot" not in t
    assert "The whole pot: the best high hand." in flat(describe(load_game("seven-card-stud high")))


def test_wild_cards_and_jokers_in_words(rules):
    text = flat(rules("jacks", """name: Jacks Are Wild
deck: standard+jokers:1
deal: [[down, down, up], [up], [up], [up], [down]]
pots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]
declare: true
wild: {low: [Js, Jh], high: [Jd, Jc, 8], jokers: wild}
"""))
    assert "2 to 7 players; one standard 52-card deck, one joker." in text
    assert "Eights, J♦ and J♣ are wild for the high hand only." in text
    assert "J♠ and J♥ are wild for the low hand only." in text
    assert "The joker is wild for the high hand and the low hand (crazy)." in text


def test_crazy_wild_ranks_and_a_bug(rules):
    text = flat(rules("crazy", """name: Crazy
deck: double+jokers:2
players: {max: 6}
deal: [[down, down, up], [up]]
pots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]
wild: [4, 6]
"""))
    assert "2 to 6 players; two standard 52-card decks, two jokers." in text
    assert "Fours and sixes are wild for the high hand and the low hand (crazy)." in text
    assert ("The jokers are a bug: an ace, or any card that completes a straight or a flush.") in text


def test_a_high_only_joker(rules):
    text = flat(rules("j", "name: J\ndeck: standard+jokers:1\ndeal: [[down, up]]\nwild: {jokers: high}\n"
                           "pots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]\n"))
    assert ("The joker is wild for the high hand; for the low hand, a bug: an ace, or any card that completes a "
            "straight or a flush (an ace in a low hand).") in text
    assert "1. one card down and one up, then the 1st bet" in text
    text = flat(rules("j", "name: J\ndeck: standard+jokers:1\ndeal: [[down, up]]\nwild: {jokers: wild}\n"))
    assert "Wild cards The joker is wild. House rules" in text


def test_dots_and_a_different_house(rules):
    text = flat(rules("dots", """name: Dots
about: Four and six are wild; high hand and the most dots down split the pot.
deal: [[down, down, up], [up], [up], [up], [down]]
pots: [{kind: high, share: 2/3}, {kind: dots, share: 1/3}]
wild: [4, 6]
house:
  money: {unit: .05}
  ante: {per_player: 0}
  betting: {max_bet: .25, max_raise: .10, max_raises: 1}
  penalty: 0
  buyout: 0
  aces: high-or-low
  declaration: {both_tie: lose}
  rotation: {picker_hands: 1}
  wild: {may_duplicate: false, high_low: high_only}
  joker: wild
"""))
    assert "Two thirds of the pot (2/3): the best high hand." in text
    assert ("A third of the pot (1/3): the most dots on a player's face-down cards. A card's dots are the symbols in "
            "its centre column: 2(2) 3(3) 4(0) 5(1) 6(0) 7(1) 8(2) 9(1) 10(2) J(0) Q(0) K(0) A(1).") in text
    assert "Fours and sixes are wild." in text     # a high-only game: no side to name
    assert ("Not in this game: Low Chicago, where two spades of 7 or lower in the hole beat any single spade."
            in text)
    assert "Not in this game: dots" not in text
    assert "Every amount is a whole number of units of 5¢." in text
    assert "Ante: none." in text and "Penalty: none." in text and "Buy-out: none." in text
    assert ("Limits: a bet is at most 25¢ and a raise at most 10¢, with at most 1 raise in a betting round. The "
            "opening bet is not a raise, so bet, raise closes the raising.") in text
    assert "Aces are high, and also low in A-2-3-4-5, the lowest straight." in text
    assert ("A player who declares both must win both ways outright: a tie either way counts as a loss.") in text
    assert "The picker's game is played for one hand; then the player to the picker's left picks." in text
    assert ("House rules for wild cards: a wild card may stand only for a card the player does not already hold. "
            "A wild card listed without a side plays for the high hand only. A joker is wild unless a game says "
            "otherwise.") in text
    assert "Odd units of 5¢s" not in text and "Odd units: a pot" not in text
    assert "Odd unit of 5¢s: a pot that does not divide evenly gives the odd unit of 5¢ to the high side." in text


def test_no_raises(rules):
    text = flat(rules("r", "name: R\ndeal: [[down, up]]\nhouse: {betting: {max_raises: 0}}\n"))
    assert "Limits: a bet is at most $1.00 and a raise at most $1.00, and no raises: a betting round is one bet " \
           "and calls." in text


def test_chicago_with_two_other_pots(rules):
    text = flat(rules("c", "name: C\ndeal: [[down, down, up], [down]]\npots: [{kind: high, share: 1/3}, "
                           "{kind: low, share: 1/3}, {kind: chicago, share: 1/3}]\n"))
    assert "If nobody has a spade in the hole, its share goes to the other pots." in text


def test_the_model_imports_without_the_loader_or_the_describer():
    import subprocess
    import sys
    from pathlib import Path
    code = ("import sys, refcli.rules.model; "
            "assert 'refcli.rules.describe' not in sys.modules and 'refcli.rules.loader' not in sys.modules; "
            "assert 'yaml' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parent.parent)
