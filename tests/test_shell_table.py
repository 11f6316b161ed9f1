"""The shell at a real table: `status` and the prompt show what the table sees (the board as the game lays
it, the up cards with the points they show, the wild cards), a second terminal's commands are noticed, and
`end` typed at a terminal is confirmed first."""

from __future__ import annotations

import io

import pexpect

from refcli.book.report import render_status
from refcli.night.session import Session
from refcli.cli.shell import _Shell, prompt_message, run_shell
from refcli.log.store import Store
from tablekit import Table
from terminal import spawn_shell

CHECKS = "check, check, check"


# --- what the table sees ------------------------------------------------------------------------------------

def test_iron_cross_is_drawn_as_a_cross_with_the_places_still_to_come():
    t = Table("night Ann Bob Cal", "game iron-cross", "deal", "up Bob 7d, Cal Qh, Ann 10c", "board 5s", CHECKS,
              "board 6h 7h 8h")
    assert render_status(t.night).splitlines() == [
        "Hand 1 · Iron Cross · Ann dealt · pot $1.50 · Bob to act",
        "board:",
        "  6♥ 7♥ 8♥",
        "     5♠",
        "  ·· ·· ··",
        "up: Bob 7♦ · Cal Q♥ · Ann 10♣"]
    assert prompt_message(t.night) == ("board:\n  6♥ 7♥ 8♥\n     5♠\n  ·· ·· ··\n"
                                       "up: Bob 7♦ · Cal Q♥ · Ann 10♣\n"
                                       "hand 1 · Iron Cross · pot $1.50 · Bob to act > ")


def test_matrix_is_a_grid_and_tin_queue_a_row_in_table_order():
    t = Table("night Ann Bob Cal", "game matrix", "deal", "board 5s 6s 7s", CHECKS, "board 6h 7h 8h")
    square = ["board:", "  6♥ 7♥ 8♥", "  5♠ 6♠ 7♠", "  ·· ·· ··"]    # top, middle (dealt first), bottom
    assert render_status(t.night).splitlines()[1:] == square
    t = Table("night Ann Bob Cal", "game tin-queue", "deal", "board 5s", CHECKS, "board 6h 7h 8h", CHECKS,
              "board 2c 3c")
    # Centre first, three to its right, then the left side as laid: the seventh place is still empty.
    assert render_status(t.night).splitlines()[1:] == ["board:", "  ·· 3♣ 2♣ 5♠ 6♥ 7♥ 8♥"]


def test_five_and_a_half_shows_the_points_each_player_shows():
    t = Table("night Ann Bob Cal", "game 5.5", "deal", "up Bob 7d, Cal Qh, Ann Ac")
    shows = ["up: Bob 7♦ (7) · Cal Q♥ (½) · Ann A♣ (1 or 11)"]
    assert render_status(t.night).splitlines()[1:] == shows
    t("check, check, check")
    t("take Bob 3h")
    assert render_status(t.night).splitlines()[1] == "up: Bob 7♦ 3♥ (10) · Cal Q♥ (½) · Ann A♣ (1 or 11)"


def test_the_wild_cards_now_and_who_is_away_between_hands():
    t = Table("night Ann Bob Cal", "game jacks-are-wild", "deal", "up Bob 7d")
    assert render_status(t.night).splitlines()[1:] == ["up: Bob 7♦", "J♣, J♦ and jokers are wild"]
    t = Table("night Ann Bob Cal Dee", "sitout Bob", "game seven-card-stud", "deal", "fold, fold", "leave Cal")
    assert render_status(t.night).splitlines() == [
        "1 hand played · next: Dee deals 7 Card Stud · pot $0.00", "sitting out: Bob · left: Cal"]
    assert prompt_message(t.night) == "sitting out: Bob · left: Cal\nDee to deal 7 Card Stud > "


def test_seat_verbs_complete_the_players_they_can_name():
    from refcli.cli.shell import suggest
    t = Table("night Ann Bob Cal", "sitout Bob")
    assert suggest("back ", t.night)[1] == [("Bob", "")]                  # only someone away comes back
    assert suggest("sitout ", t.night)[1] == [("Ann", ""), ("Cal", "")]
    assert suggest("join Gus ", t.night)[1] == [("after", "seat the newcomer after this player")]
    assert suggest("join Gus after c", t.night) == (1, [("Cal", "")])
    assert suggest("MISD", t.night) == (4, [("misdeal", "misdeal")])


# --- a second terminal --------------------------------------------------------------------------------------

def test_a_command_from_another_terminal_is_noticed_before_the_next_line(tmp_path):
    db = str(tmp_path / "club.db")
    out = io.StringIO()
    here = _Shell(Session(Store(db)), out)
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        here.handle(line)
    there = Session(Store(db))
    there.execute("bet Bob .50")
    there.execute("call Cal")
    out.truncate(0), out.seek(0)
    here.refresh()
    assert out.getvalue() == "(the night changed in another terminal: bet Bob .50; call Cal)\n"
    here.refresh()                      # said once
    here.handle("fold Ann")             # this shell's own line is not news
    here.refresh()
    assert out.getvalue().count("another terminal") == 1
    # The other terminal's bet and call are in the night this shell went on with.
    assert here.night().hand.active == ["Bob", "Cal"] and here.night().ledger.pot == 250
    there.execute("fold Bob")
    there.execute("end")
    out.truncate(0), out.seek(0)
    here.refresh()
    assert out.getvalue() == "(the night changed in another terminal: it was ended)\n"


# --- end, confirmed -----------------------------------------------------------------------------------------

def test_end_typed_at_a_terminal_is_confirmed_and_piped_end_is_not():
    session = Session(Store(":memory:"))
    out = io.StringIO()
    asked = []
    answers = iter([False, True])
    shell = _Shell(session, out, confirm=lambda q: asked.append(q) or next(answers))
    shell.handle("end")                 # no night to end: refused without a question
    assert asked == [] and out.getvalue() == "Error: no night is open: start one with night NAME NAME ...\n"
    shell.handle("night Ann Bob")
    shell.handle("END")
    assert out.getvalue().splitlines()[-1] == "The night goes on."
    assert session.store.open_night() is not None and len(asked) == 1
    shell.handle("end")
    assert session.store.open_night() is None
    assert asked[0] == "End the night? Balances and who pays whom are printed as final (undo reopens it). [y/N] "
    # Piped: nobody is asked.
    code = run_shell(Session(Store(":memory:")), input=io.StringIO("night Ann Bob\nend\n"), output=io.StringIO())
    assert code == 0


def test_in_a_real_terminal_end_asks_and_undo_reopens(tmp_path):
    db = str(tmp_path / "club.db")
    child = spawn_shell(db)
    try:
        child.expect_exact("no night >")
        child.sendline("night Ann Bob")
        child.expect_exact("Ann picks >")
        child.sendline("end")
        child.expect_exact("[y/N]")
        child.sendline("n")
        child.expect_exact("The night goes on.")
        child.expect_exact("Ann picks >")
        child.sendline("end")
        child.expect_exact("[y/N]")
        child.sendline("y")
        child.expect_exact("Everyone is even: nobody pays anybody.")
        child.expect_exact("no night >")
        child.sendline("undo")
        child.expect_exact("Undone: end (the night is open again)")
        child.expect_exact("Ann picks >")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    assert Store(db).open_night() is not None
