"""Issue 20's short forms: cards without names go to the players in the order they are dealt, betting clauses
without a name are the player on turn's, one-letter verbs, a round of checks in a word, `show` with only the
cards refcli does not know yet. The long forms stay valid; the log keeps the long forms."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.language.script import Action, parse_line
from tablekit import Table

STUD = ("night Ann Bob Cal Dee", "game seven-card-stud", "deal")


def test_a_nameless_up_line_deals_left_of_the_dealer_the_dealer_last():
    t = Table(*STUD)
    t("up 7d qh 9c kd")
    assert t.night.hand.up == {"Bob": ["7d"], "Cal": ["Qh"], "Dee": ["9c"], "Ann": ["Kd"]}
    assert t.lines[-1].startswith("Ann up: K♦")
    # The log keeps the clauses with their names, as if typed long.
    kept = [(e.kind, e.payload.get("player"), e.payload.get("cards")) for e in
            t.session.store.events(t.night_id)][-4:]
    assert kept == [("up", "Bob", ["7d"]), ("up", "Cal", ["Qh"]), ("up", "Dee", ["9c"]), ("up", "Ann", ["Kd"])]


def test_two_cards_each_are_dealt_one_round_at_a_time():
    t = Table(*STUD)
    t("down as ks 6s 8s 2s 9d 4s 3h")
    assert t.night.hand.down == {"Bob": ["As", "2s"], "Cal": ["Ks", "9d"], "Dee": ["6s", "4s"],
                                 "Ann": ["8s", "3h"]}


def test_a_short_line_names_who_gets_none_and_changes_nothing():
    t = Table(*STUD)
    assert t.refuse("up 7h qd 9h") == ("4 players are dealt an up card on this street; 3 cards typed: the "
                                       "dealer, Ann, gets none")
    assert t.refuse("up 7h qd 9h 8c 2c") == "4 players are dealt an up card on this street; 5 cards typed: 1 too many"
    assert t.refuse("down as ks 6s 8s 2s 9d") == ("4 players are owed two down cards each; 6 cards typed: Dee, "
                                                  "the dealer, Ann, get 1 of 2")


def test_nameless_cards_go_to_those_still_owed_and_after_a_fold_skip_the_folded():
    t = Table(*STUD)
    t("up Bob 7d")
    t("up qh 9c kd")
    assert t.night.hand.up == {"Bob": ["7d"], "Cal": ["Qh"], "Dee": ["9c"], "Ann": ["Kd"]}
    t("bet .5, fold, call, call")        # Bob bets; Cal folds
    t("up qd 9h kh")
    assert t.night.hand.up == {"Bob": ["7d", "Qd"], "Cal": ["Qh"], "Dee": ["9c", "9h"], "Ann": ["Kd", "Kh"]}
    assert t.night.hand.active == ["Bob", "Dee", "Ann"]
    assert t.pot == 350
    assert t.refuse("up 2c") == "every up card dealt by now is typed: nobody is owed one"


def test_a_card_that_names_a_player_is_still_the_long_form():
    assert parse_line("up as ks", ("Astrid", "Bob")) == [Action("up", "Astrid", cards=("Ks",))]
    assert parse_line("up as ks", ("Ann", "Bob")) == [Action("up", None, cards=("As", "Ks"))]
    assert parse_line("up Bob 7d, Cal Qh", ("Ann", "Bob", "Cal")) == [Action("up", "Bob", cards=("7d",)),
                                                                      Action("up", "Cal", cards=("Qh",))]


def test_the_whole_hand_typed_short_through_run_settles_to_the_cent(tmp_path):
    script = tmp_path / "stud.txt"
    script.write_text("\n".join(STUD + (
        "down as ks 6s 8s 2s 9d 4s 3h", "up 7d qh 9c kd", "bet .5,raise .5,call,call,call",
        "up 7h qd 9h kh", "bet .5,raise .5,call,call,call", "up 7s 4c tc 5d", "bet .5,raise .5,call,call,call",
        "up 2c 5s th 6d", "bet .5,raise .5,call,call,call", "down 3c jc jd 2h", "bet .5,raise .5,call,call,call",
        "show b,c,d,a", "settle")) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code == 0, out.output
    assert "  High hand half ($11.00): Bob with a full house, sevens full of deuces (7♠ 7♥ 7♦ 2♠ 2♣)." in out.output
    assert "  Low Chicago half ($11.00): Dee with two low spades 4♠ 6♠ in the hole." in out.output
    balances = [line.split() for line in out.output.splitlines() if line[:3] in ("Ann", "Bob", "Cal", "Dee")]
    assert balances == [["Ann", "-$7.00"], ["Bob", "+$6.00"], ["Cal", "-$5.00"], ["Dee", "+$6.00"]]


def test_a_short_line_in_a_script_stops_it_by_line_number(tmp_path):
    script = tmp_path / "stud.txt"
    script.write_text("\n".join(STUD + ("up 7d qh 9c",)) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code != 0
    assert out.output.strip().splitlines()[-1] == ("line 4: 4 players are dealt an up card on this street; 3 "
                                                   "cards typed: the dealer, Ann, gets none")


def test_betting_clauses_without_names_and_one_letter_verbs_play_a_round():
    t = Table(*STUD)            # Ann antes $2.00
    t("b .5, r .5, c, c, c")
    assert t.lines[-5:] == ["Bob bets 50¢ · pot $2.50 · Cal to act (50¢ to call)",
                            "Cal raises 50¢ to $1.00 · pot $3.50 · Dee to act ($1.00 to call)",
                            "Dee calls $1.00 · pot $4.50 · Ann to act ($1.00 to call)",
                            "Ann calls $1.00 · pot $5.50 · Bob to act (50¢ to call)",
                            "Bob calls 50¢ · Betting round 2 of 5. · pot $6.00 · Bob to act"]
    t("bet 1, call, raise 1, call, call, call")          # $2.00 each
    assert (t.pot, t.night.hand.round) == (1400, 2)
    t("x, x, b .25, f, c, c, f")         # Dee bets 25¢, Ann folds, Bob and Cal call; Bob folds round 4
    assert t.lines[-1] == "Bob folds · pot $14.75 · Cal to act"
    assert t.night.hand.active == ["Cal", "Dee"]
    assert t.balances() == {"Ann": -500, "Bob": -325, "Cal": -325, "Dee": -325} and t.pot == 1475


def test_a_round_of_checks_in_one_word_and_its_refusals():
    t = Table(*STUD)
    t("checks")
    assert t.lines[-4:] == ["Bob checks · pot $2.00 · Cal to act", "Cal checks · pot $2.00 · Dee to act",
                            "Dee checks · pot $2.00 · Ann to act",
                            "Ann checks · Betting round 2 of 5. · pot $2.00 · Bob to act"]
    t("x")                                   # Bob checks; the three still to act check in one word
    t("checks")
    assert t.night.hand.round == 2
    assert t.lines[-1] == "Ann checks · Betting round 3 of 5. · pot $2.00 · Bob to act"
    t("b 1")
    assert t.refuse("checks") == "Cal owes $1.00: a round of checks is for a betting round nobody has bet in"
    assert t.refuse("c, checks") == "Dee owes $1.00: a round of checks is for a betting round nobody has bet in"
    assert t.pot == 300 and t.balances()["Bob"] == -100


def test_a_one_letter_verb_never_takes_a_player_where_the_long_form_did():
    seats = ("Ann", "Bob", "Cal", "Dee")
    # After a clause that deals, draws or wagers, a one-letter word is still a player's prefix.
    assert [a.player for a in parse_line("up b 7d, c qh", seats)] == ["Bob", "Cal"]
    assert [(a.verb, a.player) for a in parse_line("wager a .5, b .5", seats)] == [("wager", "Ann"),
                                                                                  ("wager", "Bob")]
    # After a betting clause, the letter is the verb; the player is named with two letters.
    assert [(a.verb, a.player) for a in parse_line("call b, c, call ca", seats)] == [
        ("call", "Bob"), ("call", None), ("call", "Cal")]
    assert parse_line("c dee", seats) == [Action("call", "Dee")]
    # A player whose name is one of the letters is reached by it after a verb.
    assert parse_line("call x", ("Ann", "X")) == [Action("call", "X")]


def test_one_letter_verbs_through_run_and_a_bad_short_line(tmp_path):
    script = tmp_path / "stud.txt"
    script.write_text("\n".join(STUD + ("checks", "b 1, c, f, c", "r 1")) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code != 0
    assert out.output.strip().splitlines()[-1] == "line 6: there is no bet to raise: bet instead"
    script.write_text("\n".join(STUD + ("checks", "b 1, c, f, c", "x, x, x")) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code == 0, out.output
    balances = [line.split() for line in out.output.splitlines() if line[:3] in ("Ann", "Bob", "Cal", "Dee")]
    assert balances == [["Ann", "-$3.00"], ["Bob", "-$1.00"], ["Cal", "-$1.00"], ["Dee", "$0.00"]]   # ante $2.00, $1.00


def _stud_to_the_showdown(up_lines=True) -> Table:
    t = Table(*STUD)
    for street in ("7d qh 9c kd", "7h qd 9h kh", "7s 4c tc 5d", "2c 5s th 6d"):
        if up_lines:
            t(f"up {street}")
        t("b .5,r .5,c,c,c")
    t("b .5,r .5,c,c,c")
    return t


def test_show_takes_only_the_cards_not_typed_and_without_a_name_the_next_to_show():
    t = _stud_to_the_showdown()
    t("show as ks 3c")
    assert t.lines[-1] == "Bob shows A♠ K♠ 3♣ up 7♦ 7♥ 7♠ 2♣ · show Cal, Dee, Ann"
    t("show Dee 6s 4s jd")              # named, out of the prompt's order: still only the hole cards
    assert t.lines[-1] == "Dee shows 6♠ 4♠ J♦ up 9♣ 9♥ 10♣ 10♥ · show Cal, Ann"
    t("show 2s 9d jc, 8s 3h 2h")        # Cal, then Ann
    assert t.lines[-2:] == ["Cal shows 2♠ 9♦ J♣ up Q♥ Q♦ 4♣ 5♠ · show Ann",
                            "Ann shows 8♠ 3♥ 2♥ up K♦ K♥ 5♦ 6♦ · all cards shown: settle"]
    t("settle")
    assert t.awards() == [("Bob", "high", 1100), ("Dee", "chicago", 1100)]
    assert t.balances() == {"Ann": -700, "Bob": 600, "Cal": -500, "Dee": 600}


def test_a_show_of_the_wrong_count_or_of_both_faces_missing_is_refused():
    t = _stud_to_the_showdown()
    # Neither the missing cards nor a whole hand: what refcli has and lacks, as the named form says (QA S4-2).
    assert t.refuse("show as ks") == ("Bob's cards typed as dealt are 0 down and 4 up: 3 down are missing, and the "
                                      "show has 2 cards (show Bob DOWN DOWN DOWN)")
    assert t.refuse("show Bob as ks 3c up 7d 7h 7s 2d") == ("Bob was dealt 2♣ face up, but the show does not "
                                                            "have it face up")
    t("show Bob as ks 3c up 7d 7h 7s 2c")          # the long form stays valid
    assert t.lines[-1].startswith("Bob shows A♠ K♠ 3♣ up 7♦ 7♥ 7♠ 2♣")
    u = Table(*STUD)
    u("up Bob 7d")
    u("down Bob as")
    for _ in range(5):
        u("checks")
    assert u.refuse("show Bob ks 3c 7h 7s 2c") == ("Bob's cards typed as dealt are 1 down and 1 up: 2 down and "
                                                  "3 up are missing, so say which is which (show Bob DOWN ... up "
                                                  "UP ...)")


def test_the_short_stud_hand_through_run_settles_to_the_cent(tmp_path):
    script = tmp_path / "stud.txt"
    script.write_text("\n".join(STUD + (
        "up 7d qh 9c kd", "b .5,r .5,c,c,c", "up 7h qd 9h kh", "b .5,r .5,c,c,c", "up 7s 4c tc 5d",
        "b .5,r .5,c,c,c", "up 2c 5s th 6d", "b .5,r .5,c,c,c", "b .5,r .5,c,c,c",
        "show as ks 3c,2s 9d jc,6s 4s jd,8s 3h 2h", "settle")) + "\n")
    out = CliRunner().invoke(cli, ["run", str(script)])
    assert out.exit_code == 0, out.output
    assert "  High hand half ($11.00): Bob with three sevens (7♠ 7♥ 7♦ A♠ K♠)." in out.output
    balances = [line.split() for line in out.output.splitlines() if line[:3] in ("Ann", "Bob", "Cal", "Dee")]
    assert balances == [["Ann", "-$7.00"], ["Bob", "+$6.00"], ["Cal", "-$5.00"], ["Dee", "+$6.00"]]


def test_bad_short_lines_say_what_is_wrong_and_change_nothing():
    t = Table("night Ann Bob Cal Dee")
    for line in ("up 7h qd", "show", "checks", "c"):
        assert t.refuse(line) == "no hand is being played: type deal to start the next one"
    t = Table(*STUD)
    assert t.refuse("up 7h 7h 9c kd") == "7♥ is typed twice"
    t("up Bob 7h")
    assert t.refuse("up 7h 9c kd") == "7♥ was already dealt to Bob"
    assert t.refuse("show") == "the betting is not over: round 1 of 5 (pot $2.00 · Bob to act)"
    d = Table("night Ann Bob Cal Dee", "game seven-card-stud declare", "deal")
    for _ in range(5):
        d("checks")
    assert d.refuse("show as ks 3c") == "nobody is to show now: declare Bob, Cal, Dee, Ann"
    assert d.refuse("checks") == ("no betting round is waiting for a check (the table waits for: declare Bob, "
                                  "Cal, Dee, Ann)")
    assert Table("night Ann Bob Cal Dee", "game 2s-to-25", "deal").refuse("down 7h 8h 9c kd") == (
        "in 2s to 25 down cards are typed with the player's name (down PLAYER CARD, PLAYER CARD)")
    assert Table("night Ann Bob Cal Dee", "game seven-and-a-half", "deal").refuse("up 7h 8h 9c kd") == (
        "7½ deals no up cards")


def test_one_shot_commands_take_the_letters_and_checks(tmp_path):
    db = str(tmp_path / "club.db")
    for line in (["night", "Ann", "Bob", "Cal"], ["game", "seven-card-stud"], ["deal"]):
        assert CliRunner().invoke(cli, ["--db", db, *line]).exit_code == 0
    out = CliRunner().invoke(cli, ["--db", db, "checks"])
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[-1] == "Ann checks · Betting round 2 of 5. · pot $1.50 · Bob to act"
    out = CliRunner().invoke(cli, ["--db", db, "b", "1,", "c,", "f"])
    assert out.output.splitlines() == ["Bob bets $1.00 · pot $2.50 · Cal to act ($1.00 to call)",
                                       "Cal calls $1.00 · pot $3.50 · Ann to act ($1.00 to call)",
                                       "Ann folds · Betting round 3 of 5. · pot $3.50 · Bob to act"]
    out = CliRunner().invoke(cli, ["--db", db, "r", "1"])
    assert (out.exit_code, out.output) == (1, "Error: there is no bet to raise: bet instead\n")
