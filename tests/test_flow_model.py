"""The flow model itself: a game's flow as registered steps in YAML, checked by the loader, run by one cursor,
and answered by one `expect` — shown with games that exist only in these tests."""

from __future__ import annotations

import pytest

from refcli.kernel.errors import RulesetError
from refcli.rules.loader import load_game
from refcli.night.session import Session
from refcli.log.store import Store
from refcli.table.expect import expect
from refcli.table.flow import program
from tablekit import Table

ROUND_THE_TABLE = """id: round-the-table
name: Round the Table
players: {min: 2, max: 7}
deck: standard
flow:
  - ante
  - deal: [down, down, down, down, down]
  - each:
      steps:
        - bet: {opens: current}
  - show
  - settle
"""


@pytest.fixture
def rulesets(tmp_path):
    (tmp_path / "games").mkdir()
    return tmp_path


def table(rulesets, text: str, *lines: str) -> Table:
    (rulesets / "games" / "round-the-table.yaml").write_text(text, encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(rulesets),))
    for line in lines:
        t(line)
    return t


def test_each_gives_every_player_a_turn_that_he_opens(rulesets):
    t = table(rulesets, ROUND_THE_TABLE, "night Ann Bob Cal", "game round-the-table", "deal")
    assert expect(t.night).players == ("Bob", "Cal", "Ann")            # Bob's turn: he opens
    t("bet Bob .25, call Cal, call Ann")
    assert t.lines[-1] == "Ann calls 25¢ · Betting round 2. · pot $2.25 · Cal to act"
    t("check Cal, fold Ann, check Bob")                                 # Cal's turn; Ann folds in it
    assert t.lines[-1] == "Bob checks · That was the last betting round. · pot $2.25 · betting over: show Bob, Cal"
    for line in ("show Bob 2c 3d 4h 5s 7c", "show Cal Ac Ad Kh Qs Jd", "settle"):   # Ann folded: no turn for her
        t(line)
    assert [(a.player, a.amount) for a in t.rulings[-1].awards] == [("Cal", 225)]
    assert t.balances() == {"Ann": -175, "Bob": -25, "Cal": 200}


def test_each_compiles_to_a_loop_over_the_players(rulesets):
    (rulesets / "games" / "round-the-table.yaml").write_text(ROUND_THE_TABLE, encoding="utf-8")
    game = load_game("round-the-table", [str(rulesets)])
    assert [s.kind for s in program(game.steps)] == [
        "ante", "deal", "each-start", "each-head", "bet", "each-next", "show", "settle"]
    assert program(game.steps)[3].get("exit") == 6 and program(game.steps)[5].get("to") == 3


BAD_FLOWS = [
    ("  - bet: {opens: nobody}\n", "flow[2].bet.opens: 'nobody' is not one of: left-of-dealer, first-bettor, current, big-blind, "
     "left-of-big-blind, best-showing, setting"),
    ("  - bett\n", "flow[2]: unknown step 'bett' — did you mean bet?"),
    ("  - draw: {max: 9}\n", "flow[2].draw.max: 9 is out of range (1 to 5)"),
    ("  - draw: {most: 2}\n", "flow[2].draw: unknown parameter 'most' (parameters of draw: max, more, ace)"),
    ("  - each: {steps: [{each: {steps: [bet]}}]}\n",
     "flow[2].each.steps[0].each: an each inside an each is not supported: one player's turn at a time"),
    ("  - repeat: {steps: [bet], until: forever}\n",
     "flow[2].repeat.until: unknown condition 'forever' (conditions: everyone-locked, deal-over, one-left, game-over)"),
]


@pytest.mark.parametrize("step, message", BAD_FLOWS, ids=[m for _, m in BAD_FLOWS])
def test_a_bad_step_is_named_with_its_file_line_and_field(rulesets, step, message):
    text = ("id: custom\nname: Custom\ndeck: standard\nflow:\n  - ante\n  - deal: [down, down, down, down, down]\n"
            + step + "  - show\n  - settle\n")
    (rulesets / "games" / "custom.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_game("custom", [str(rulesets)])
    assert str(err.value).endswith(message)
    assert ":7: " in str(err.value)


def test_a_flow_must_end_in_one_settle_and_deal_some_cards(rulesets):
    (rulesets / "games" / "custom.yaml").write_text(
        "id: custom\nname: Custom\ndeck: standard\nflow: [ante, bet, show, settle]\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="the flow deals no cards: add a deal step"):
        load_game("custom", [str(rulesets)])
    (rulesets / "games" / "custom.yaml").write_text(
        "id: custom\nname: Custom\ndeck: standard\nflow: [ante, {deal: [down]}, bet, settle, show]\n",
        encoding="utf-8")
    with pytest.raises(RulesetError, match="a flow ends with one settle step"):
        load_game("custom", [str(rulesets)])


def test_the_shorthand_deal_is_the_same_flow_as_steps():
    game = load_game("seven-card-stud declare")
    assert [s.kind for s in game.steps] == ["ante"] + ["deal", "bet"] * 5 + ["declare", "show", "settle"]
    take = load_game("five-and-a-half")
    assert [s.kind for s in program(take.steps)] == [
        "ante", "deal", "bet", "until", "take-pass", "bet", "again", "declare", "show", "settle"]


BLINDS = """id: blind-draw
name: Blind Draw
players: {min: 2, max: 7}
deck: standard
flow:
  - blinds: {small: .25, big: .50}
  - deal: [down, down, down, down, down]
  - bet: {opens: left-of-big-blind}
  - draw: {max: 3}
  - bet: {opens: big-blind}
  - show
  - settle
"""


def test_blinds_are_live_in_the_round_that_follows(rulesets):
    (rulesets / "games" / "blind-draw.yaml").write_text(BLINDS, encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(rulesets),))
    for line in ("night Ann Bob Cal Dee", "game blind-draw", "deal"):
        t(line)
    # Ann deals: Bob posts the small blind, Cal the big; Dee, left of the big blind, acts first.
    assert t.lines[-1] == ("Hand 1: Ann deals Blind Draw · Blinds: Bob 25¢ (small), Cal 50¢ (big). · "
                           "pot 75¢ · Dee to act (50¢ to call)")
    t("call Dee, call Ann, call Bob")                    # Bob owes the 25c more
    assert t.lines[-1] == "Bob calls 25¢ · pot $2.00 · Cal to act"       # the big blind may still raise
    t("check Cal")
    t("draw Bob 1, draw Cal 2, draw Dee 0, draw Ann 3")
    assert t.lines[-1].endswith("Betting round 2 of 2. · pot $2.00 · Cal to act")   # the big blind opens
    assert t.balances() == {"Ann": -50, "Bob": -50, "Cal": -50, "Dee": -50}
    assert t.refuse("bet Ann .25") == "it is Cal's turn, not Ann's"


def test_blind_amounts_are_checked_at_load(rulesets):
    (rulesets / "games" / "blind-draw.yaml").write_text(BLINDS.replace("small: .25", "small: .30"), encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_game("blind-draw", [str(rulesets)])
    assert str(err.value).endswith(":6: flow[0].blinds.small: 30¢ is not a whole number of quarters")


def test_the_best_hand_showing_opens(rulesets):
    text = ("id: show-stud\nname: Show Stud\ndeck: standard\nflow:\n  - ante\n  - deal: [down, up]\n"
            "  - bet\n  - deal: [up]\n  - bet: {opens: best-showing}\n  - show\n  - settle\n")
    (rulesets / "games" / "show-stud.yaml").write_text(text, encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(rulesets),))
    for line in ("night Ann Bob Cal Dee", "game show-stud", "deal", "up Bob Kd, Cal 9c, Dee Ah, Ann 4s",
                 "check, check, check, check", "up Bob 2c, Cal 9d"):
        t(line)
    # Who opens is read from the cards showing: refcli asks for them and never guesses.
    needs = ("betting round 2 is opened by the best hand showing: type the up cards first (Dee has 1 of 2, Ann has "
             "1 of 2): up PLAYER CARD ...")
    assert t.refuse("check Bob") == needs
    assert t.refuse("bet Cal .25") == needs
    assert expect(t.night).words == needs and expect(t.night).prompt == "up cards first"
    t("up Dee Qh, Ann 4h")
    # Cal's pair of nines and Ann's pair of fours beat Dee's A-Q: the higher pair opens.
    assert expect(t.night).players[0] == "Cal"
    from refcli.table.betting import showing
    assert showing(["4s", "4h"]) < showing(["9c", "9d"]) and showing(["Ah", "Qh"]) < showing(["4s", "4h"])
    assert showing(["Ah", "Qh"]) > showing(["Kd", "2c"])
