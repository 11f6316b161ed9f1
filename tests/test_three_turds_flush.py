"""Three Turds played flush (issue 7): the flush card turned after the 7th card, before the last bet. Every
hand below was worked out by hand first; the comments are that working.

Three players: Ann, Bob, Cal. The dealer antes $1.50 (50¢ a player) for the table. A bet after the 3rd,
4th, 5th and 6th cards; the 7th card comes down, the flush card is turned, then the last bet.
Pots: high hand half, Low Chicago half (the lowest spade in the hole); an odd quarter goes to the high half.
Indicators 3♥ 4♦ 5♣ in every hand: threes, fours and fives are wild, and no player below holds one, so
every hand plays as it stands.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.rules.describe import describe
from refcli.rules.loader import load_game
from tablekit import Table, checks


def to_the_flush(t: Table, cards: dict[str, tuple[str, str]]) -> None:
    """Deal a hand as the table types it, everyone checking each round, up to the flush card.
    ``cards``: player -> (his three down cards, his four up cards), in the order they come."""
    down = {p: d.split() for p, (d, _) in cards.items()}
    up = {p: u.split() for p, (_, u) in cards.items()}
    n = len(cards)
    t(", ".join(f"down {p} {d[0]} {d[1]}" if i == 0 else f"{p} {d[0]} {d[1]}" for i, (p, d) in enumerate(down.items())))
    t(", ".join(f"up {p} {u[0]}" if i == 0 else f"{p} {u[0]}" for i, (p, u) in enumerate(up.items())))
    checks(t, n)
    for k, ind in zip((1, 2, 3), ("3h", "4d", "5c")):
        t(", ".join(f"up {p} {u[k]}" if i == 0 else f"{p} {u[k]}" for i, (p, u) in enumerate(up.items())))
        t(f"indicator {ind}")
        checks(t, n)
    t(", ".join(f"down {p} {d[2]}" if i == 0 else f"{p} {d[2]}" for i, (p, d) in enumerate(down.items())))


def show_all(t: Table, cards: dict[str, tuple[str, str]]) -> None:
    t(", ".join(f"show {p} {d} up {u}" for p, (d, u) in cards.items() if p in t.night.hand.active))


HAND_1 = {   # Ann deals; Bob acts first
    "Bob": ("7s Kd 8d", "Ac Ad Ah 9c"),    # three aces, the best hand; 7♠ face down
    "Cal": ("Jh Tc 6d", "Kc Kh 2d 7c"),    # a pair of kings; no spade face down
    "Ann": ("6h 8c Qs", "Qd Qc 2h 9d"),    # three queens; Q♠ face down
}


def test_a_spade_in_the_hole_bars_the_high_hand_but_still_wins_low_chicago():
    t = Table("night Ann Bob Cal", "game three-turds flush", "deal")
    to_the_flush(t, HAND_1)
    assert t.refuse("bet Bob .25") == "not now: Ann turns the flush card (flush CARD)"
    t("flush 2s")
    assert t.lines[-1].startswith("Flush card: 2♠ · a player holding a spade face down cannot win the high hand")
    # The last bet: Bob 25¢, Cal and Ann call. Pot $1.50 + 75¢ = $2.25 = 9 quarters.
    t("bet Bob .25, call Cal, call Ann")
    show_all(t, HAND_1)
    t("settle")
    # Flush card 2♠: Bob holds 7♠ face down, Ann Q♠: both are barred from the high hand.
    # High: Cal's pair of kings is the only hand that may win it -> the high half, 5 quarters with the odd
    # one, $1.25. Low Chicago: spades in the hole Bob 7♠, Ann Q♠; 7♠ is lower -> Bob, 4 quarters, $1.00.
    # Ann -150 - 25 = -175; Bob -25 + 100 = +75; Cal -25 + 125 = +100.
    assert t.awards() == [("Cal", "high", 125), ("Bob", "chicago", 100)]
    assert t.balances() == {"Ann": -175, "Bob": 75, "Cal": 100}
    lines = t.rulings[-1].lines
    assert "  Bob holds 7♠ face down, the suit of the flush card 2♠: he cannot win the high hand." in lines
    assert "  Ann holds Q♠ face down, the suit of the flush card 2♠: he cannot win the high hand." in lines
    # The barred are not listed as beaten for the high hand; Cal, with no spade in the hole, is out of Low Chicago.
    assert lines[1:8] == (
        "High hand share ($1.25 of $2.25: half, rounded up to the quarter): Cal with a pair of kings "
        "(K♥ K♣ J♥ 10♣ 7♣).",
        "  The pot does not divide evenly: the odd quarter goes to the high side (house rule).",
        "  Bob holds 7♠ face down, the suit of the flush card 2♠: he cannot win the high hand.",
        "  Ann holds Q♠ face down, the suit of the flush card 2♠: he cannot win the high hand.",
        "Low Chicago share ($1.00 of $2.25: half, rounded down to the quarter): Bob with 7♠ in the hole.",
        "  Beaten: Ann Q♠ in the hole.",
        "  No spade in the hole: Cal.")


HAND_2 = {   # Bob deals; Cal acts first
    "Cal": ("2d 6s Jc", "As Ac 2c 7c"),    # a pair of aces; 2♦ face down
    "Ann": ("Kd 8s 7h", "Ks Kc 9s Th"),    # three kings; K♦ face down
    "Bob": ("Qd Tc Jh", "Qs Qc 8h 6h"),    # three queens; Q♦ face down
}


def test_when_nobody_can_win_high_low_chicago_takes_the_whole_pot():
    t = Table("night Ann Bob Cal", "game three-turds flush", "deal")
    to_the_flush(t, HAND_1)
    t("flush 2s, bet Bob .25, call Cal, call Ann")
    show_all(t, HAND_1)
    t("settle")                                              # as above: Ann -175, Bob +75, Cal +100
    t("deal")                                                # Bob deals and antes $1.50
    to_the_flush(t, HAND_2)
    t("flush 9d")
    checks(t, 3)                                             # pot $1.50
    show_all(t, HAND_2)
    t("settle")
    # Flush card 9♦: Cal holds 2♦, Ann K♦, Bob Q♦ face down: nobody can win the high hand.
    # Low Chicago: Cal 6♠, Ann 8♠ in the hole -> Cal, and it takes the whole pot, $1.50.
    # This hand: Bob -150, Cal +150. Night: Ann -175, Bob 75 - 150 = -75, Cal 100 + 150 = +250.
    assert t.awards() == [("Cal", "chicago", 150)]
    assert t.balances() == {"Ann": -175, "Bob": -75, "Cal": 250}
    lines = t.rulings[-1].lines
    assert "Low Chicago, the whole pot ($1.50): Cal with 6♠ in the hole." in lines
    assert "  Nobody can win the high hand: Low Chicago takes the whole pot." in lines
    assert "  Bob holds Q♦ face down, the suit of the flush card 9♦: he cannot win the high hand." in lines


HAND_3 = {   # Ann deals; Bob acts first
    "Bob": ("2h As Kd", "Ac Ad Kc 8h"),    # aces full of kings; 2♥ face down, A♠ in the hole
    "Cal": ("9s 7d 6c", "Jc Jd Kh 8c"),    # a pair of jacks (6 7 8 9 J K: no straight); 9♠ in the hole
    "Ann": ("Qh Td 6d", "Qc 9h 7h 2c"),    # a pair of queens; her 2♣ is face up
}


def test_flush_rank_bars_the_rank_face_down_not_the_suit():
    t = Table("night Ann Bob Cal", "game three-turds flush-rank", "deal")
    to_the_flush(t, HAND_3)
    t("flush 2s")
    assert t.lines[-1].startswith("Flush card: 2♠ · a player holding a deuce face down cannot win the high hand")
    checks(t, 3)                                             # pot $1.50
    show_all(t, HAND_3)
    t("settle")
    # Flush card 2♠ on rank: Bob holds 2♥ face down -> barred (his aces full cannot win high). Ann's 2♣ is
    # face up: not barred. Cal's 9♠ in the hole does not bar him (rank, not suit).
    # High: Ann's queens beat Cal's jacks -> 75¢. Low Chicago: Cal 9♠ beats Bob A♠ (aces high) -> 75¢.
    # Ann -150 + 75 = -75; Bob 0; Cal +75.
    assert t.awards() == [("Ann", "high", 75), ("Cal", "chicago", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 0, "Cal": 75}
    lines = t.rulings[-1].lines
    assert "  Bob holds 2♥ face down, the rank of the flush card 2♠: he cannot win the high hand." in lines
    assert not any("Cal holds" in line or "Ann holds" in line for line in lines)


def test_a_barred_player_wins_when_everyone_else_folds():
    t = Table("night Ann Bob Cal", "game three-turds flush", "deal")
    to_the_flush(t, HAND_1)
    t("flush 2s")
    # Bob (7♠ face down, barred) bets 25¢; Cal and Ann fold. Bob takes $1.50 + 25¢ = $1.75.
    # Ann -150; Bob -25 + 175 = +150; Cal 0.
    t("bet Bob .25, fold Cal, fold Ann")
    assert t.awards() == [("Bob", "all", 175)]
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}


HAND_5 = {   # Ann deals; Bob acts first
    "Bob": ("Qd Tc Jh", "Qs Qc 8h 6h"),    # three queens; Q♦ face down
    "Cal": ("2d 6c Jc", "As Ah 2c 7s"),    # aces and deuces (three clubs: no flush); 2♦ face down
    "Ann": ("Kd 8c 7h", "Ks Kc 9s Th"),    # three kings; K♦ face down
}


def test_nobody_can_win_anything_so_the_bar_is_lifted():
    t = Table("night Ann Bob Cal", "game three-turds flush", "deal")
    to_the_flush(t, HAND_5)
    t("flush 9d")
    # Everyone holds a diamond face down and nobody has a spade in the hole: no pot could be won, so the
    # flush card bars nobody. Ann's three kings take the high hand and, with no spade in the hole, the whole
    # pot. Last bet: Bob 25¢, Cal and Ann call: $2.25.
    # Ann -150 - 25 + 225 = +50; Bob -25; Cal -25.
    t("bet Bob .25, call Cal, call Ann")
    show_all(t, HAND_5)
    t("settle")
    assert t.awards() == [("Ann", "high", 225)]
    assert t.balances() == {"Ann": 50, "Bob": -25, "Cal": -25}
    lines = t.rulings[-1].lines
    assert ("  Nobody could win any pot then, so the bar is lifted for this hand: everyone still in plays for "
            "the high hand.") in lines
    assert "  Nobody has a spade in the hole: the high hand takes the whole pot (house rule)." in lines


def test_the_flush_card_is_a_card_of_the_deck_and_nobodys():
    t = Table("night Ann Bob Cal", "game three-turds flush", "deal")
    to_the_flush(t, HAND_1)
    assert t.refuse("flush 7s") == "7♠ was already dealt to Bob"
    assert t.refuse("flush 3h") == "3♥ was already dealt to the indicator cards"
    assert t.refuse("flush jk") == "Three Turds is played without jokers"
    assert t.refuse("flush") == "usage: flush CARD"
    assert t.refuse("flush 2s 3s") == "usage: flush CARD"
    assert t.refuse("flush 1x") .startswith("'1x' is not a card")
    t("flush 2s")
    # Once turned it is on the table: nobody can be shown holding it, and it is not turned twice.
    assert t.refuse("flush 2c") == "the betting is not over: round 5 of 5 (pot $1.50 · Bob to act)"
    t("bet Bob .25, call Cal, call Ann")
    assert t.refuse("down Cal 2s") == "2♠ was already dealt to the table as the flush card"


def test_the_flush_card_comes_only_at_its_step():
    t = Table("night Ann Bob Cal", "game three-turds flush", "deal")
    assert t.refuse("flush 2s") == "the betting is not over: round 1 of 5 (pot $1.50 · Bob to act)"
    plain = Table("night Ann Bob Cal", "game three-turds", "deal")
    assert plain.refuse("flush 2s") == "Three Turds turns no flush card (Three Turds does, played flush)"
    stud = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert stud.refuse("flush 2s") == "7 Card Stud turns no flush card (Three Turds does, played flush)"


def test_rules_say_the_flush_setting_and_its_other_choice():
    text = " ".join(describe(load_game("three-turds flush")).split())
    assert ("11. The dealer turns one more card for the table, the flush card (flush CARD); it is nobody's and "
            "not wild. A player holding a card of its suit face down cannot win the high hand, unless everyone "
            "else folds; he may still win Low Chicago.") in text
    assert "(setting flush_match: suit; the other choice, rank, bars a card of the flush card's rank)" in text
    rank = " ".join(describe(load_game("three-turds flush-rank")).split())
    assert "(setting flush_match: rank; the other choice, suit, bars a card of the flush card's suit)" in rank
    plain = " ".join(describe(load_game("three-turds")).split())
    assert "flush: After the last card and before the last bet" in plain
    assert "flush-rank: The flush variant played on rank" in plain


def test_flush_and_flush_rank_are_one_choice():
    result = CliRunner().invoke(cli, ["rules", "three-turds", "flush", "flush-rank"])
    assert (result.exit_code, result.output) == (
        1, "Error: Three Turds: flush and flush-rank both set the flow; choose one\n")


def test_a_bad_flush_match_is_a_file_line_error(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    (games / "tt.yaml").write_text("name: TT\ndeal: [[down, down, up]]\nsettings: {flush_match: colour}\n")
    result = CliRunner().invoke(cli, ["--rulesets", str(tmp_path), "rules", "tt"])
    assert result.exit_code == 1
    assert result.output.endswith("tt.yaml:3: settings.flush_match: unknown value 'colour' (choices: suit, rank)\n")


@pytest.mark.parametrize("extra,message", [
    ("pots: [{kind: high, share: 1}]\n",
     "tt.yaml:3: flow: a flush card needs a high pot and another pot (like Low Chicago) to take its share"),
    ("pots: [{kind: high, share: 1/2}, {kind: low, share: 1/2}]\ndeclare: true\n",
     "tt.yaml:3: flow: a flush card is not played with a high-low declaration"),
])
def test_a_flush_card_in_a_game_it_cannot_work_with_is_a_file_line_error(tmp_path, extra, message):
    games = tmp_path / "games"
    games.mkdir()
    (games / "tt.yaml").write_text("name: TT\nplayers: {min: 2, max: 5}\n"
                                   "flow: [ante, {deal: [down, down, up]}, bet, {deal: [down]}, flush-card, bet, "
                                   "show, settle]\n" + extra)
    result = CliRunner().invoke(cli, ["--rulesets", str(tmp_path), "rules", "tt"])
    assert result.exit_code == 1
    assert result.output.endswith(message + "\n"), result.output
