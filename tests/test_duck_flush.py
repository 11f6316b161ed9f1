"""Duck Flush, played to the cent: triple draw on five cards where the best flush or better takes the pot, and
with no flush anywhere the best deuce-to-seven low takes it (a straight makes no high hand and spoils a low). Worked
from the public rules at http://www.pokerupdate.com/news/tournaments-and-miscellaneous/07264-duck-flush-poker-triple-draw-lowball-with-a-twist/
("if you have a flush or higher ... you win. Low hands only play if a high hand is not available"; "straights do
not play ... and straights still kill your low") and http://www.parttimepoker.com/duck-flush-a-hot-new-game-for-high-rollers
(five cards, three draws, four bets). The club's ante (50¢ a player, the dealer's) stands for the blinds."""

from __future__ import annotations

from refcli.book.report import render_ruling
from tablekit import Table

C3 = "check, check, check"


def pat(first: str, second: str, third: str) -> str:
    return f"draw {first} 0, {second} 0, {third} 0"


def first_hand() -> Table:
    # Ann deals and antes $1.50; Bob bets a quarter and both call: $2.25. Cal draws to a heart flush.
    return Table("night Ann Bob Cal", "game duck-flush", "deal", "bet Bob .25, call Cal, call Ann",
                 "draw Bob 2, Cal 1, Ann 0", C3, pat("Bob", "Cal", "Ann"), C3, pat("Bob", "Cal", "Ann"), C3,
                 "show Bob 7d 5c 4h 3s 2s", "show Cal 9h 6h 5h Th 2h", "show Ann Ks Kd 8c 8s 3d", "settle")


def test_a_flush_takes_the_whole_pot_over_the_best_low():
    t = first_hand()
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Duck Flush · dealt by Ann · pot $2.25\n"
        "  High hand, the whole pot ($2.25): Cal with a flush in hearts, ten high (10♥ 9♥ 6♥ 5♥ 2♥).\n"
        "    No high hand of a flush or better: Bob and Ann.")
    assert t.awards() == [("Cal", "high", 225)]
    assert t.balances() == {"Ann": -175, "Bob": -25, "Cal": 200}


def test_with_no_flush_the_best_deuce_to_seven_low_takes_the_pot_and_a_straight_spoils_a_low():
    t = first_hand()
    # Bob deals and antes $1.50; everyone checks. Cal's 6-5-4-3-2 is a straight: no flush, and no low either.
    for line in ("deal", C3, pat("Cal", "Ann", "Bob"), C3, pat("Cal", "Ann", "Bob"), C3, pat("Cal", "Ann", "Bob"),
                 C3, "show Cal 6s 5h 4d 3c 2s", "show Ann 8d 7c 5c 3h 2d", "show Bob As Ks Qs Js 9d", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 2 · Duck Flush · dealt by Bob · pot $1.50\n"
        "  Low hand, the whole pot ($1.50): Ann with 8-7-5-3-2 (8♦ 7♣ 5♣ 3♥ 2♦).\n"
        "    Nobody has a high hand of a flush or better: the pot goes to the best low hand (the game's rule).\n"
        "    Beaten: Cal a straight, six high; Bob A-K-Q-J-9.")
    assert t.awards() == [("Ann", "high", 150)]
    assert t.balances() == {"Ann": -25, "Bob": -175, "Cal": 200}


def test_the_rules_say_where_the_pot_goes_with_no_flush():
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game
    text = describe(load_game("duck-flush"))
    assert ("  The whole pot: the best high hand of a flush or better; with none, it goes\n"
            "    to the best low hand.\n") in text


STAMPLER = """id: stampler
name: Stampler
players: {min: 2, max: 9}
deck: standard
hand: omaha
flow:
  - ante
  - deal: [down, down, down, down]
  - bet
  - deal: [board, board, board]
  - bet
  - deal: [board]
  - bet
  - deal: [board]
  - bet
  - show
  - settle
pots:
  - {kind: high, share: 1/2}
  - {kind: low, share: 1/2}
house: {low: ace-to-five}
settings: {low_qualifier: 8, no_qualifying_hand: %s}
"""


def stampler_table(tmp_path, taker: str) -> Table:
    (tmp_path / "games").mkdir(exist_ok=True)
    (tmp_path / "games" / "stampler.yaml").write_text(STAMPLER % taker, encoding="utf-8")
    from refcli.log.store import Store
    from refcli.night.session import Session
    t = Table()
    t.session = Session(Store(":memory:"), (str(tmp_path),))
    return t


def test_stampler_gives_the_low_half_nobody_qualifies_for_to_the_highest_spade_in_the_hole(tmp_path):
    # Omaha high-low where, with no low of 8 or better, the low half goes to the highest spade in the hole (the
    # catalog's Stampler). The board K♦ Q♣ 9♥ 9♦ 2♠ makes no low for anyone.
    t = stampler_table(tmp_path, "high-chicago")
    for line in ("night Ann Bob Cal", "game stampler", "deal", C3, "board Kd Qc 9h", C3, "board 9d", C3,
                 "board 2s", C3, "show Bob Qs 5s 4c 3c", "show Cal Kh Kc 7d 6d", "show Ann As Jh Th 8h", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Stampler · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): Cal with a full house, kings full of nines (K♥ K♦ K♣ 9♥ 9♦), with K♦ 9♥ 9♦ "
        "from the board.\n"
        "    Beaten: Bob two pair, queens and nines; Ann a straight, king high.\n"
        "  High Chicago half (75¢): Ann with A♠ in the hole.\n"
        "    Nobody has a low of 8 or better: this share goes to the highest spade in the hole (the game's rule).\n"
        "    Beaten: Bob Q♠ in the hole.\n"
        "    No spade in the hole: Cal.")
    assert t.awards() == [("Cal", "high", 75), ("Ann", "low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 0, "Cal": 75}


def test_a_setting_not_one_of_its_choices_is_refused_in_one_line(tmp_path):
    t = stampler_table(tmp_path, "spades")
    t("night Ann Bob Cal")
    assert t.refuse("game stampler").endswith(
        "stampler.yaml:22: settings.no_qualifying_hand: unknown value 'spades' (choices: other-pots, high-chicago, low)")
