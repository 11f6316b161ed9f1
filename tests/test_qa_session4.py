"""The notes of a new host's night (docs/qa-findings.md, Session 4), each with the exact words it now gets:
S4-2 a nameless show that is neither the missing cards nor a whole hand, S4-3 a street's up cards not typed
where the game will need them, S4-4 a clause that names its player before its verb, S4-6 7½'s words without
a pronoun, S4-7 the shell's `status` and the prompt above it, S4-8 the season's biggest share, S4-9 two wild
cards that read as one card."""

from __future__ import annotations

import io
import re

from click.testing import CliRunner

from refcli.book.report import render_ruling, render_status
from refcli.cli.main import cli
from refcli.cli.shell import prompt_message, run_shell
from refcli.log.store import Store
from refcli.night.session import Session
from tablekit import Table, checks
from test_seven_and_a_half import MAIN, Deal

STUD = ("night Ann Bob Cal", "game seven-card-stud", "deal")


def _stud_at_the_show() -> Table:
    """Every up card typed but Cal's and Ann's of the 6th street; no hole card typed; the betting over."""
    t = Table(*STUD)
    for street in ("up 2c 3c 4c", "up 5c 6c 7c", "up 8c 9c Tc", "up Bob Jc"):
        t(street)
        checks(t, 3)
    checks(t, 3)
    return t


# --- S4-2 ------------------------------------------------------------------------------------------------

def test_s4_2_a_nameless_show_says_which_cards_are_missing_as_the_named_one_does():
    t = _stud_at_the_show()
    t("show 4s 5h 9h")                  # Bob: his four up cards are typed, his three hole cards come now
    assert t.lines[-1] == "Bob shows 4♠ 5♥ 9♥ up 2♣ 5♣ 8♣ J♣ · show Cal, Ann"
    # Cal's 6th-street up card was never typed: three cards are neither what is missing nor a whole hand.
    said = ("Cal's cards typed as dealt are 0 down and 3 up: 3 down and 1 up are missing, and the show has 3 cards "
            "(show Cal DOWN ... up UP ...)")
    assert t.refuse("show 4d 5d 9d") == said
    assert t.refuse("show Cal 4d 5d 9d") == said
    assert t.refuse("show Cal 4d 5d 9d Kd") == (
        "Cal's cards typed as dealt are 0 down and 3 up: 3 down and 1 up are missing, so say which is which (show Cal "
        "DOWN ... up UP ...)")
    t("up Cal Kd")
    t("show 4d 5d 9d")                  # now only his hole cards are missing
    assert t.lines[-1] == "Cal shows 4♦ 5♦ 9♦ up 3♣ 6♣ 9♣ K♦ · show Ann"
    assert t.refuse("show Ks") == ("Ann's cards typed as dealt are 0 down and 3 up: 3 down and 1 up are missing, "
                                   "and the show has 1 card (show Ann DOWN ... up UP ...)")


def test_s4_2_one_face_missing_names_the_cards_to_type():
    t = _stud_at_the_show()
    assert t.refuse("show 4s 5h") == ("Bob's cards typed as dealt are 0 down and 4 up: 3 down are missing, and the "
                                      "show has 2 cards (show Bob DOWN DOWN DOWN)")
    # A whole hand typed again is still read as a whole hand (and checked as one).
    assert t.refuse("show Bob 4s 5h 9h up 2c 5c 8c Jd") == ("Bob was dealt J♣ face up, but the show does not have "
                                                           "it face up")


# --- S4-3 ------------------------------------------------------------------------------------------------

def test_s4_3_status_and_the_prompt_say_a_streets_up_cards_were_not_typed_where_the_game_needs_them():
    t = Table("night Ann Bob Cal", "game follow-the-queen", "deal", "up 2c 3c 4c")
    checks(t, 3)
    assert render_status(t.night) == ("Hand 1 · Follow the Queen · Ann dealt · pot $1.50 · Bob to act · only queens "
                                      "are wild\nup: Bob 2♣ · Cal 3♣ · Ann 4♣\n4th street's up cards not typed")
    assert prompt_message(t.night) == ("up: Bob 2♣ · Cal 3♣ · Ann 4♣\n4th street's up cards not typed\n"
                                       "hand 1 · Follow the Queen · pot $1.50 · only queens are wild · Bob to act > ")
    t("up Bob 5c")
    checks(t, 3)
    assert render_status(t.night).splitlines()[-1] == "4th and 5th streets' up cards not typed"
    t("up Cal 6c, Ann 7c, Bob 8c")
    assert render_status(t.night).splitlines()[-1] == "5th street's up cards not typed (Cal, Ann)"
    t("up Cal 9c, Ann Tc")
    assert "not typed" not in render_status(t.night)


def test_s4_3_a_game_that_reads_up_cards_only_at_the_show_says_nothing():
    t = Table(*STUD)
    checks(t, 3)
    assert render_status(t.night) == "Hand 1 · 7 Card Stud · Ann dealt · pot $1.50 · Bob to act"
    u = Table("night Ann Bob Cal", "game ebay", "deal", "up Bob 2c")      # Ebay's auction reads them
    assert render_status(u.night).splitlines()[-1] == "3rd street's up cards not typed (Cal, Ann)"


# --- S4-4 ------------------------------------------------------------------------------------------------

def test_s4_4_a_clause_with_its_player_before_its_verb_is_named_with_its_right_form():
    t = Table(*STUD)
    assert t.refuse("b .5, ca r .5") == "in the clause 'ca r .5' the verb comes first, then the player: r ca .5"
    assert t.refuse("bet .5, Cal call") == "in the clause 'Cal call' the verb comes first, then the player: call Cal"
    assert t.refuse("b .5, zed r .5") == "usage: bet [PLAYER] AMOUNT"      # no such player: no guess
    t("b .5, r ca .5")
    assert t.lines[-1] == "Cal raises 50¢ to $1.00 · pot $3.00 · Ann to act ($1.00 to call)"


# --- S4-6 ------------------------------------------------------------------------------------------------

_PRONOUN = re.compile(r"\b(he|him|his|He|His)\b")


def test_s4_6_a_whole_7_and_a_half_deal_is_told_without_a_pronoun():
    t = Deal()
    said: list[str] = []
    for line, _ in MAIN:
        t(line)
        said += t.said
    said += list(t.rulings[0].lines)
    assert len(said) > 40 and not [s for s in said if _PRONOUN.search(s)]
    rules = CliRunner().invoke(cli, ["rules", "seven-and-a-half", "keep-turned"]).output
    assert not _PRONOUN.search(rules), _PRONOUN.search(rules)
    help_table = CliRunner().invoke(cli, ["help-table"]).output
    assert not [line for line in help_table.splitlines() if "7½" in line and _PRONOUN.search(line)]


def test_s4_6_the_bust_and_the_five_cards_words():
    t = Deal("night Ann Bob Cal", "game seven-and-a-half", "deal", "maxbet 1", "card Bob, Cal, Ann",
             "wager Bob .5", "hit Bob 6d")
    t("bust Bob")
    assert t.said[0].startswith("Bob busts, over 7½ (6♦ and 1 face-down card, not shown): Bob loses at once: Bob "
                                "pays Ann 50¢")
    assert t.refused("turn Cal 5s") == ("in 7½ only the dealer's card is turned (turn Ann CARD); a player's cards are "
                                        "turned at the end of the duel (show Cal CARD ...)")


# --- S4-7 ------------------------------------------------------------------------------------------------

class _Typed(io.StringIO):
    """Lines typed at a terminal into a shell whose output goes elsewhere: the shell prints its prompt."""

    def isatty(self) -> bool:
        return True


def test_s4_7_status_in_a_shell_with_a_prompt_prints_the_table_once():
    out = io.StringIO()
    lines = "night Ann Bob Cal\ngame seven-card-stud\ndeal\nup 2c 3c 4c\nstatus\n"
    run_shell(Session(Store(":memory:")), input=_Typed(lines), output=out)
    after = out.getvalue().split("Ann up: 4♣\n", 1)[1]
    assert after.count("up: Bob 2♣ · Cal 3♣ · Ann 4♣") == 2        # the prompt before status, the one after it
    assert "Hand 1 · 7 Card Stud · Ann dealt · pot $1.50 · Bob to act\nup: Bob 2♣" in after
    assert "Bob to act\nup:" in after and after.count("Hand 1 · 7 Card Stud") == 1
    between = after.split("Hand 1 · 7 Card Stud · Ann dealt · pot $1.50 · Bob to act\n", 1)[1]
    assert between.startswith("up: Bob 2♣ · Cal 3♣ · Ann 4♣\nhand 1 · 7 Card Stud · pot $1.50 · Bob to act > ")
    # Piped (nobody typing, no prompt), status still shows the table under its line.
    piped = io.StringIO()
    run_shell(Session(Store(":memory:")), input=io.StringIO(lines), output=piped)
    assert piped.getvalue().endswith("Hand 1 · 7 Card Stud · Ann dealt · pot $1.50 · Bob to act\n"
                                     "up: Bob 2♣ · Cal 3♣ · Ann 4♣\n")


# --- S4-8 ------------------------------------------------------------------------------------------------

def test_s4_8_the_season_says_biggest_share_won(tmp_path):
    db = str(tmp_path / "club.db")
    script = tmp_path / "night.txt"
    # A split pot: Bob and Cal tie with the same straight and take $2.25 each of the $4.50.
    script.write_text("\n".join([*STUD, "bet 1, call, call", "checks", "checks", "checks", "checks",
                                 "show Bob 2h 3h 4h up 5h 6h 7h 8h", "show Cal 2d 3d 4d up 5d 6d 7d 8s",
                                 "show Ann 2s 3s 9c up Kc Qc Jc 9d", "settle", "end"]) + "\n")
    assert CliRunner().invoke(cli, ["--db", db, "run", str(script)]).exit_code == 0
    out = CliRunner().invoke(cli, ["--db", db, "season", "all", "--format", "markdown"]).output
    assert "| Player | Net | Nights | Hands | Won | Biggest share won | Best night | Worst night |" in out
    card = CliRunner().invoke(cli, ["--db", db, "player", "Bob"]).output.splitlines()
    assert card[0] == "Bob: 1 night, 1 hand, won 1, net +$1.25; biggest share won $2.25"


# --- S4-9 ------------------------------------------------------------------------------------------------

def test_s4_9_two_wild_cards_read_as_one_card_are_explained_once():
    t = Table("night Ann Bob Cal", "game follow-the-queen", "deal", "up Bob 4s, Cal Qc, Ann Kc",
              "checks", "up Bob Kd, Cal 4d, Ann 2c", "checks", "up Bob Ks, Cal 5h, Ann 2d", "checks",
              "up Bob Kh, Cal 6h, Ann 2h", "checks", "checks",
              "show Bob 4c 4h Ac", "show Cal 7c 8d 9s", "show Ann 3s 5s 6s", "settle")
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Follow the Queen · dealt by Ann · pot $1.50\n"
        "  Wild: queens and kings — Ann's K♣, the up card after Cal's Q♣.\n"
        "  High hand, the whole pot ($1.50): Bob with five fours (4♠ 4♥ 4♣ 4♦(K♦) 4♠(K♠)).\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card "
        "(house rule).\n"
        "    Beaten: Cal a straight, ten high; Ann four deuces.")
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
