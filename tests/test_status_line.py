"""What `status` and the prompt say of the table: the hands played, the up cards a game will need that were not
typed, and the table printed once under a shell's prompt."""

from __future__ import annotations

import io

from refcli.book.report import render_status
from refcli.cli.shell import prompt_message, run_shell
from refcli.log.store import Store
from refcli.night.session import Session
from tablekit import Table, checks


STUD = ("night Ann Bob Cal", "game seven-card-stud", "deal")


# --- between hands: one hand, not "1 hands" ------------------------------------------------------------------------


def test_status_after_one_hand_says_one_hand():
    session = Session(Store(":memory:"))
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal", "fold, fold"):
        session.execute(line)
    assert render_status(session.night) == "1 hand played · next: Bob deals 7 Card Stud · pot $0.00"
    for line in ("deal", "fold, fold"):
        session.execute(line)
    assert render_status(session.night) == "2 hands played · next: Cal deals 7 Card Stud · pot $0.00"


# --- a street's up cards not typed where the game needs them -------------------------------------------------------


def test_status_and_the_prompt_say_a_streets_up_cards_were_not_typed_where_the_game_needs_them():
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


def test_a_game_that_reads_up_cards_only_at_the_show_says_nothing():
    t = Table(*STUD)
    checks(t, 3)
    assert render_status(t.night) == "Hand 1 · 7 Card Stud · Ann dealt · pot $1.50 · Bob to act"
    u = Table("night Ann Bob Cal", "game ebay", "deal", "up Bob 2c")      # Ebay's auction reads them
    assert render_status(u.night).splitlines()[-1] == "3rd street's up cards not typed (Cal, Ann)"


# --- status in a shell with a prompt -------------------------------------------------------------------------------


class _Typed(io.StringIO):
    """Lines typed at a terminal into a shell whose output goes elsewhere: the shell prints its prompt."""

    def isatty(self) -> bool:
        return True


def test_status_in_a_shell_with_a_prompt_prints_the_table_once():
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
