"""5½-25½ end to end: take-or-pass rounds, point totals, declarations and the money (worked out by hand).

Three players, Ann deals and antes $1.50 (6 quarters) for the table; Bob acts first, then Cal, then Ann.
Points: 2-10 face value, J Q K ½, an ace 1 or 11.
"""

from refcli.table.expect import expect
import json

import pytest

from refcli.kernel.errors import RefereeError
from refcli.rules.loader import load_game
from refcli.rules.describe import describe
from refcli.rules.model import game_from_json, game_to_json
from refcli.language.script import Action, parse_line
from refcli.table.state import Night
from tablekit import Table, checks


def start(game: str = "five-and-a-half", first_bet: str | None = None) -> Table:
    t = Table("night Ann Bob Cal", f"game {game}", "deal")
    t(first_bet) if first_bet else checks(t, 3)
    return t


def take_pass_round(t: Table, moves: str) -> None:
    """One take-or-pass round (moves in seat order), then everyone still in checks."""
    t(moves)
    checks(t, len(t.night.hand.active))


def lock_everyone(t: Table) -> None:
    """Pass round after round (a check after each) until everyone is locked and the last bet is made."""
    while t.night.hand is not None and expect(t.night).kind == "take-pass":
        take_pass_round(t, ", ".join(f"pass {p}" for p in t.night.hand.part("take-pass").queue))


def ruling_text(t: Table) -> str:
    return "\n".join(t.rulings[-1].lines)


def test_seed_examples_locking_after_three_passes_and_the_last_bet():
    t = start()
    # Bob: J♦ down, 5♣ up = 5½. Cal: 2♣ 3♦ J♥ K♥ = 6. Ann: 10♠ 9♦ 6♥ = 25.
    t("down Bob Jd, Cal 2c, Ann Ts")
    t("up Bob 5c, Cal 3d, Ann 9d")
    take_pass_round(t, "pass Bob, take Cal Jh, take Ann 6h")     # Bob 1 pass
    take_pass_round(t, "pass Bob, take Cal Kh, pass Ann")        # Bob 2, Ann 1
    t("pass Bob")                                                 # Bob 3: locked
    assert t.lines[-1].startswith("Bob passes (3 of 3: locked)")
    take_pass_round(t, "pass Cal, pass Ann")                      # Cal 1, Ann 2 (3rd take-or-pass round)
    # The 4th round: Bob is skipped; Cal is on turn.
    assert t.night.hand.part("take-pass").queue == ["Cal", "Ann"]
    assert t.refuse("take Bob 2h") == "Bob is locked (passed 3 times) and takes no more cards"
    assert t.refuse("pass Bob") == "Bob is locked (passed 3 times) and takes no more cards"
    take_pass_round(t, "pass Cal, pass Ann")                      # Cal 2, Ann 3: locked
    t("pass Cal")                                                 # Cal 3: everyone locked (5th round)
    # Bets: one after the first two cards and one after each of the five take-or-pass rounds.
    assert "Betting round 6, the last: everyone is locked." in t.lines[-1]
    assert t.refuse("settle").startswith("the betting is not over: everyone is locked and this is the last bet")
    checks(t, 3)
    assert "That was the last betting round." in t.lines[-1]
    assert t.refuse("take Cal 2h") == "the take-or-pass rounds are over: declare Bob, Cal, Ann"
    t("declare Bob low, Cal low, Ann high")
    t("show Bob Jd up 5c, show Cal 2c up 3d Jh Kh, show Ann Ts up 9d 6h")
    t("settle")
    # $1.50: low half 75¢ to Bob (5½ exactly beats Cal's 6), high half 75¢ to Ann (alone, 25).
    # Ann paid the $1.50 ante: -150 + 75 = -75; Bob +75; Cal 0.
    assert t.awards() == [("Ann", "points-high", 75), ("Bob", "points-low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}
    text = ruling_text(t)
    assert "High points half (75¢): Ann with 25 (10♠ 9♦ 6♥), ½ under." in text
    assert "Low points half (75¢): Bob with 5½ (J♦ 5♣), exactly on 5½." in text
    assert "Beaten: Cal 6 (2♣ 3♦ J♥ K♥), ½ over." in text


def test_both_declarer_wins_both_ways_with_aces_counted_each_way():
    t = start()
    # Bob: A♠ A♥ 3♣ J♦ is 1+1+3+½ = 5½ for low and 11+11+3+½ = 25½ for high.
    t("down Bob As, Cal 4c, Ann Ts")
    t("up Bob Ah, Cal Jh, Ann 9s")
    take_pass_round(t, "take Bob 3c, take Cal Qh, take Ann 6s")
    take_pass_round(t, "take Bob Jd, pass Cal, pass Ann")
    lock_everyone(t)
    t("declare Bob both, Cal low, Ann high")
    # Cal: 4 + ½ + ½ = 5 (½ under); Ann: 10 + 9 + 6 = 25 (½ under). Bob is exact both ways.
    t("show Bob As up Ah 3c Jd, show Cal 4c up Jh Qh, show Ann Ts up 9s 6s")
    t("settle")
    # Bob takes the whole $1.50 (75¢ + 75¢). Ann -150, Bob +150, Cal 0.
    assert t.awards() == [("Bob", "points-high", 75), ("Bob", "points-low", 75)]
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
    text = ruling_text(t)
    assert "High points half (75¢): Bob with 25½ (A♠ A♥ 3♣ J♦), the aces as 11, exactly on 25½." in text
    assert "Low points half (75¢): Bob with 5½ (A♠ A♥ 3♣ J♦), the aces as 1, exactly on 5½." in text


def test_both_declarer_who_ties_one_way_loses_both_ways():
    t = start()
    # Bob 5½ / 25½ as above (4 cards). Cal: 4♣ J♥ Q♥ K♥ = 5½, also 4 cards: a true tie on the low.
    t("down Bob As, Cal 4c, Ann Ts")
    t("up Bob Ah, Cal Jh, Ann 9s")
    take_pass_round(t, "take Bob 3c, take Cal Qh, take Ann 6s")
    take_pass_round(t, "take Bob Jd, take Cal Kh, pass Ann")
    lock_everyone(t)
    t("declare Bob both, Cal low, Ann high")
    t("show Bob As up Ah 3c Jd, show Cal 4c up Jh Qh Kh, show Ann Ts up 9s 6s")
    t("settle")
    # Bob wins the high but ties the low: under 5½-25½'s rule he is out of both ways. High 75¢ to Ann (25,
    # the only one left), low 75¢ to Cal. Ann -150 + 75 = -75, Bob 0, Cal +75.
    assert t.awards() == [("Ann", "points-high", 75), ("Cal", "points-low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 0, "Cal": 75}
    assert ("Bob declared both and tied the low points: under this game's rule a tie counts as a loss, so Bob "
            "is out of both ways.") in ruling_text(t)


def _under_or_over(game: str) -> Table:
    t = start(game)
    # Bob: 4♣ J♦ Q♦ = 5 (½ under 5½). Cal: 5♥ J♥ Q♥ = 6 (½ over). Both 3 cards. Ann: 10♠ 9♠ 6♠ = 25.
    t("down Bob 4c, Cal 5h, Ann Ts")
    t("up Bob Jd, Cal Jh, Ann 9s")
    take_pass_round(t, "take Bob Qd, take Cal Qh, take Ann 6s")
    lock_everyone(t)
    t("declare Bob low, Cal low, Ann high")
    t("show Bob 4c up Jd Qd, show Cal 5h up Jh Qh, show Ann Ts up 9s 6s")
    t("settle")
    return t


def test_under_beats_over_at_equal_distance():
    t = _under_or_over("five-and-a-half")
    # 5 beats 6 for 5½: low 75¢ to Bob, high 75¢ to Ann. Ann -75, Bob +75, Cal 0.
    assert t.awards() == [("Ann", "points-high", 75), ("Bob", "points-low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}


def test_innies_reverse_it_on_the_low_target():
    t = _under_or_over("five-and-a-half innies")
    # Innies: 6 beats 5 for 5½: low 75¢ to Cal. Ann -75, Bob 0, Cal +75.
    assert t.awards() == [("Ann", "points-high", 75), ("Cal", "points-low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 0, "Cal": 75}
    assert "Low points half (75¢): Cal with 6 (5♥ J♥ Q♥), ½ over." in ruling_text(t)


def test_innies_keep_under_winning_on_the_high_target():
    t = start("five-and-a-half innies")
    # Bob: 10♣ 9♣ 6♣ = 25 (½ under 25½); Cal: 10♥ 9♥ 7♥ = 26 (½ over). Ann: 5♦ J♦ = 5½.
    t("down Bob Tc, Cal Th, Ann 5d")
    t("up Bob 9c, Cal 9h, Ann Jd")
    take_pass_round(t, "take Bob 6c, take Cal 7h, pass Ann")
    lock_everyone(t)
    t("declare Bob high, Cal high, Ann low")
    t("show Bob Tc up 9c 6c, show Cal Th up 9h 7h, show Ann 5d up Jd")
    t("settle")
    # 25 beats 26 (between the targets): high 75¢ to Bob, low 75¢ to Ann. Ann -75, Bob +75, Cal 0.
    assert t.awards() == [("Bob", "points-high", 75), ("Ann", "points-low", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}


def test_more_cards_beat_fewer_and_the_odd_quarter_goes_high():
    t = start(first_bet="bet Bob .25, call Cal, call Ann")
    # Bob: 5♣ J♦ = 5½ with 2 cards; Cal: 2♣ 3♦ J♥ = 5½ with 3 cards; Ann: 10♠ 9♦ 6♥ = 25.
    t("down Bob 5c, Cal 2c, Ann Ts")
    t("up Bob Jd, Cal 3d, Ann 9d")
    take_pass_round(t, "pass Bob, take Cal Jh, take Ann 6h")
    lock_everyone(t)
    t("declare Bob low, Cal low, Ann high")
    t("show Bob 5c up Jd, show Cal 2c up 3d Jh, show Ann Ts up 9d 6h")
    t("settle")
    # Pot $1.50 + 3 x 25¢ = $2.25 = 9 quarters: high 5 ($1.25) to Ann, low 4 ($1.00) to Cal (more cards).
    # Ann -150 - 25 + 125 = -50; Bob -25; Cal -25 + 100 = +75.
    assert t.awards() == [("Ann", "points-high", 125), ("Cal", "points-low", 100)]
    assert t.balances() == {"Ann": -50, "Bob": -25, "Cal": 75}
    text = ruling_text(t)
    assert "The pot does not divide evenly: the odd quarter goes to the high side (house rule)." in text
    assert "Beaten: Bob 5½ (5♣ J♦), exactly on 5½." in text


def test_an_ace_counts_eleven_when_that_is_closer():
    t = start("five-and-a-half seven")
    # Targets 7 and 27. Bob: A♣ 5♦ 10♥ = 26 with the ace as 11 (1 under 27), 16 as 1.
    # Cal: A♦ 5♣ J♥ = 6½ with the ace as 1 (½ under 7). Ann: 9♠ 8♠ = 17, declares high and loses.
    t("down Bob Ac, Cal Ad, Ann 9s")
    t("up Bob 5d, Cal 5c, Ann 8s")
    take_pass_round(t, "take Bob Th, take Cal Jh, pass Ann")
    lock_everyone(t)
    t("declare Bob high, Cal low, Ann high")
    t("show Bob Ac up 5d Th, show Cal Ad up 5c Jh, show Ann 9s up 8s")
    t("settle")
    # High 75¢ to Bob, low 75¢ to Cal. Ann -150, Bob +75, Cal +75.
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}
    text = ruling_text(t)
    assert "High points half (75¢): Bob with 26 (A♣ 5♦ 10♥), the ace as 11, 1 under." in text
    assert "Low points half (75¢): Cal with 6½ (A♦ 5♣ J♥), the ace as 1, ½ under." in text


def test_red_zero_counts_red_cards_as_nothing():
    t = start("five-and-a-half red-zero")
    # Bob: 5♣ K♥ J♠ = 5 + 0 + ½ = 5½. Cal: 6♣ 9♦ = 6. Ann: 10♠ 9♠ 6♠ = 25.
    t("down Bob 5c, Cal 6c, Ann Ts")
    t("up Bob Kh, Cal 9d, Ann 9s")
    take_pass_round(t, "take Bob Js, pass Cal, take Ann 6s")
    lock_everyone(t)
    t("declare Bob low, Cal low, Ann high")
    t("show Bob 5c up Kh Js, show Cal 6c up 9d, show Ann Ts up 9s 6s")
    t("settle")
    assert t.awards() == [("Ann", "points-high", 75), ("Bob", "points-low", 75)]


def test_a_fold_at_the_take_turn_and_the_last_player_standing():
    t = start()
    assert t.refuse("fold Cal") == "it is Bob's turn to take or pass, not Cal's"
    t("fold Bob")
    assert t.night.hand.part("take-pass").queue == ["Cal", "Ann"]
    t("pass Cal, take Ann 2h")
    t("bet Cal .25")
    t("fold Ann")
    # Cal takes $1.50 + 25¢: Ann -150, Bob 0, Cal -25 + 175 = +150.
    assert t.awards() == [("Cal", "all", 175)]
    assert t.balances() == {"Ann": -150, "Bob": 0, "Cal": 150}


def test_refusals_change_nothing():
    t = Table("night Ann Bob Cal", "game five-and-a-half", "deal", "up Bob 5c")
    assert t.refuse("take Bob 2c") == "betting round 1 is open (Bob to act): take or pass comes after it"
    assert t.refuse("pass") == "betting round 1 is open (Bob to act): take or pass comes after it"
    checks(t, 3)
    assert t.refuse("bet .25") == ("no betting now: the take-or-pass round is open and it is Bob's turn to "
                                   "take or pass")
    assert t.refuse("check") == ("no betting now: the take-or-pass round is open and it is Bob's turn to "
                                 "take or pass")
    assert t.refuse("take Cal 2c") == "it is Bob's turn to take or pass, not Cal's"
    assert t.refuse("pass Ann") == "it is Bob's turn to take or pass, not Ann's"
    assert t.refuse("take Bob 5c") == "5♣ was already dealt to Bob"
    assert t.refuse("take Bob 2c 3c") == "usage: take [PLAYER] CARD"
    t("take Bob 2c, pass Cal, pass Ann")
    checks(t, 3)
    lock_everyone(t)
    t("declare Bob low, Cal low, Ann high")
    assert t.refuse("show Bob 9h up 5c") == ("Bob shows 1 down and 1 up; in 5½-25½ Bob has 1 down and 2 up "
                                            "(dealt 1 up and took 1 card; face-up cards after 'up')")
    assert t.refuse("show Bob 9h up 5c 3c") == "Bob was dealt 2♣ face up, but the show does not have it face up"


def test_stud_games_refuse_take_and_pass():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    title = t.night.hand.game.title
    assert t.refuse("take Bob 2c") == f"{title} has no take-or-pass rounds: record cards with up and down"
    assert t.refuse("pass Bob") == f"{title} has no take-or-pass rounds: record cards with up and down"


def test_state_and_game_round_trip_through_json_mid_round():
    t = start()
    t("pass Bob, take Cal 2c")
    night = t.night
    again = Night.from_json(json.loads(json.dumps(night.to_json())))
    assert again.to_json() == night.to_json()
    assert again.hand.part("take-pass").queue == ["Ann"] and again.hand.part("take-pass").passes == {"Bob": 1} and again.hand.part("take-pass").taken == {"Cal": 1}
    game = load_game("five-and-a-half seven innies black-zero")
    assert game_from_json(json.loads(json.dumps(game_to_json(game)))) == game


def test_the_ruleset_settings_and_variants():
    game = load_game("five-and-a-half")
    assert (game.name, game.flow, game.lock_after, game.declare, game.house.both_tie) == \
        ("5½-25½", "take-pass", 3, True, "lose")
    assert [(p.kind, str(p.share)) for p in game.pots] == [("points-high", "1/2"), ("points-low", "1/2")]
    assert (str(game.points.low), str(game.points.high), str(game.points.court)) == ("11/2", "51/2", "1/2")
    seven = load_game("five-and-a-half seven red-zero")
    assert (seven.points.low, seven.points.high, seven.points.zero, seven.points.tie) == (7, 27, "red", "under")
    stud = load_game("seven-card-stud")
    assert (stud.flow, stud.lock_after) == ("stud", 3)


def _write_game(tmp_path, body: str) -> str:
    games = tmp_path / "games"
    games.mkdir()
    (games / "pts.yaml").write_text(body)
    return str(tmp_path)


@pytest.mark.parametrize("line,field,message", [
    ("flow: take-pas", "flow", "unknown value 'take-pas' — did you mean take-pass?"),
    ("lock_after: 0", "lock_after", "0 is out of range (1 to 10)"),
    ("points: {low: lots}", "points.low", "'lots' is not a number of points: write it like 5½, 5.5 or 5 1/2"),
    ("points: {tie: outies}", "points.tie", "unknown value 'outies' (choices: under, innies)"),
    ("points: {low: 30}", "points.low", "the low target 30 is not below the high target 25½"),
    ("points: {colour: red}", "points", "unknown key"),
])
def test_the_loader_names_file_line_and_field(tmp_path, line, field, message):
    body = "name: Pts\ndeal: [[down, up]]\npots: [{kind: points-high, share: 1/2}, {kind: points-low, share: 1/2}]\n"
    d = _write_game(tmp_path, body + line + "\n")
    with pytest.raises(RefereeError) as exc:
        load_game("pts", extra_dirs=(d,))
    text = str(exc.value)
    assert f"pts.yaml:4: {field}: " in text or f"pts.yaml: {field}: " in text, text
    assert message in text, text


def test_the_verbs_parse():
    assert parse_line("take b 2c, pass Cal, pass", ["Ann", "Bob", "Cal"]) == [
        Action("take", player="Bob", cards=("2c",)), Action("pass", player="Cal"), Action("pass")]


def test_rules_read_well():
    text = " ".join(describe(load_game("five-and-a-half")).split())
    assert "Deal: 2 cards each to start (1 down, 1 up), then take-or-pass rounds:" in text
    assert "A player who has passed three times is locked and takes no more cards." in text
    assert "Half the pot (1/2): the total closest to 25½ (high)." in text
    assert "J Q K ½ each, an ace 1 or 11 (each ace as suits the hand)." in text
    assert "At equal distance, under the target beats over it (5 beats 6 for 5½, 25 beats 26 for 25½)" in text
    assert "a tie either way counts as a loss." in text
    innies = " ".join(describe(load_game("five-and-a-half innies")).split())
    assert "innies beat outies: the total between the targets wins (6 beats 5 for 5½, 25 beats 26 for 25½)" in innies
