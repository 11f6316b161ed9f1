"""Completion that completes (issue 20 item 5), from the one answer to "what can happen next" (table/expect.py):
after a comma the verbs the player on turn may use, after a verb the players who may act, after a card verb
the cards the game's deck still holds this hand."""

from pathlib import Path

import pexpect
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from refcli.cli.shell import make_completer, suggest
from refcli.log.store import Store
from tablekit import Table
from terminal import drawn, spawn_shell

DECK = [r + s for r in "AKQJT98765432" for s in "shdc"]       # aces first, spades first within a rank


def words(text, night):
    n, found = suggest(text, night)
    return n, [w for w, _ in found]


def stud(*lines):
    return Table("night Ann Bob Cal Dee", "game seven-card-stud", "deal", *lines)


def test_after_a_comma_the_verbs_of_the_player_on_turn_after_the_clauses_typed():
    t = stud()
    # Bob to act, nothing bet: after `bet Bob 1,` it is Cal, who owes $1.00.
    assert words("bet Bob 1, ", t.night) == (0, ["call", "raise", "fold"])
    assert words("bet Bob 1, c", t.night) == (1, ["call"])          # not cashout, not Cal
    assert words("check, ", t.night) == (0, ["check", "bet", "fold"])
    # Two raises are the house's most: Ann may call or fold.
    assert words("bet 1, raise 1, raise 1, ", t.night) == (0, ["call", "fold"])
    assert words("bet 1, call, call, call, ", t.night) == (0, ["check", "bet", "fold"])    # round 2, Bob
    # A clause the table would refuse leaves the night as it is: Bob's verbs.
    assert words("call Dee, ", t.night) == (0, ["check", "bet", "fold"])


def test_after_a_verb_the_players_who_may_act_the_player_on_turn_first():
    t = stud("bet Bob .50", "call Cal")
    assert words("call ", t.night) == (0, ["Dee", "Ann"])
    assert words("raise ", t.night) == (0, ["Dee", "Ann"])
    assert words("call Dee, raise ", t.night) == (0, ["Ann"])
    assert words("call Dee, raise 1, call ", t.night) == (0, ["Bob", "Cal", "Dee"])     # all answer Ann's raise
    # `in`: the players still in not named yet.
    t2 = stud()
    assert words("in ", t2.night) == (0, ["Bob", "Cal", "Dee", "Ann"])
    assert words("in Bob 3, Cal 3, ", t2.night) == (0, ["Dee", "Ann"])


def test_after_a_card_verb_the_cards_not_yet_seen_this_hand():
    t = stud("up Bob 7h, Cal 8h, Dee 9h, Ann Th")
    assert words("up Bob ", t.night) == (0, [c for c in DECK if c not in ("7h", "8h", "9h", "Th")])
    assert words("down Bob 7", t.night) == (1, ["7s", "7d", "7c"])
    assert words("down Bob 7s 7", t.night) == (1, ["7d", "7c"])           # none typed in the line either
    assert words("down Bob 7s, Cal 7", t.night) == (1, ["7d", "7c"])
    assert words("down Bob 7s 2c, Cal Ks, Dee ", t.night) == (
        0, [c for c in DECK if c not in ("7h", "8h", "9h", "Th", "7s", "2c", "Ks")])
    # The game's deck: 7½ plays 41 cards (no 8s, 9s or 10s but the 8♥).
    t2 = Table("night Ann Bob Cal Dee", "game seven-and-a-half", "deal")
    assert words("card Bob ", t2.night) == (
        0, [c for c in DECK if c[0] not in "T9" and (c[0] != "8" or c == "8h")])


def test_the_prompt_toolkit_completer_gives_the_same_lists():
    t = stud("bet Bob 1")
    completer = make_completer(lambda: t.night)
    found = list(completer.get_completions(Document("call, c"), CompleteEvent()))
    assert [(c.text, c.start_position) for c in found] == [("call ", -1)]


def test_tab_in_a_real_terminal_completes_the_verb_of_the_player_on_turn(tmp_path):
    db = str(tmp_path / "club.db")
    child = spawn_shell(db)
    try:
        child.expect_exact("no night >")
        child.sendline("night Ann Bob Cal Dee")
        child.expect_exact("Ann picks >")
        child.sendline("game seven-card-stud")
        child.expect_exact("Ann to deal 7 Card Stud >")
        child.sendline("deal")
        child.expect_exact("Bob to act >")
        child.send("bet 1, c\t")                 # Tab: only Cal's call, no menu
        child.expect(drawn("bet 1, call "))       # the line completed, drawn whole or in pieces
        child.send("\r")
        child.expect_exact("Cal calls $1.00")
        child.expect_exact("Dee to call $1.00 >")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    store = Store(db)
    night = store.open_night()
    assert [(e.kind, e.text) for e in store.events(night.id)][-2:] == [("bet", "bet 1, call"), ("call", "bet 1, call")]
    assert "+bet 1, call \n" in Path(db + ".history").read_text()


def test_after_a_verb_the_step_under_way_says_whom_it_names():
    # The draw: only those still to draw, the one on turn first (Bob has drawn).
    t = Table("night Ann Bob Cal Dee", "game five-card-draw", "deal", "bet Bob .50, call Cal, call Dee, call Ann",
              "draw Bob 3")
    assert words("fold ", t.night) == (0, ["Cal", "Dee", "Ann"])
    # 2s to 25: only those still to call for their cards.
    t = Table("night Ann Bob Cal Dee", "game twos-to-25", "deal", "ask Bob 2")
    assert words("ask ", t.night) == (0, ["Cal", "Dee", "Ann"])
    # 7½: only the dealer swaps; in the dealer's duel with Bob, after Bob stays, the dealer is on turn.
    t = Table("night Ann Bob Cal", "game 7.5", "deal", "card Bob 5c, Cal 6c, Ann 4d", "wager Bob 1", "stay Bob")
    assert words("swap ", t.night) == (0, ["Ann"])
    assert words("hit ", t.night) == (0, ["Ann"])
