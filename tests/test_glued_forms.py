"""Issue 20's fastest forms: cards typed without spaces, a betting round glued in one word (`b.5r.5ccc`), a
whole hand shown without `up` when nothing was typed for the player, a draw player's show of the cards he
kept, the letters d (deal), s (settle), w (wager), h (hit) and 7½'s `cards`. Each reads as its long form: the
log keeps the long form, the money and the words are the long form's."""

from __future__ import annotations

import pytest

from refcli.kernel.errors import ParseError
from refcli.language.script import parse_line
from tablekit import Table

SEATS = ("Ann", "Bob", "Cal", "Dee")
STUD = ("night Ann Bob Cal Dee", "game seven-card-stud")

# The reference hand of benchmarks/keystrokes/seven-card-stud.txt, long and glued.
LONG = ["deal", "up Bob 7d, Cal Qh, Dee 9c, Ann Kd", *["bet Bob .50, raise Cal .50, call Dee, call Ann, call Bob"] * 5,
        "show Bob As Ks 3c up 7d 7h 7s 2c", "show Cal 2s 9d Jc up Qh Qd 4c 5s", "show Dee 6s 4s Jd up 9c 9h Tc Th",
        "show Ann 8s 3h 2h up Kd Kh 5d 6d", "settle"]
GLUED = ["d", *["b.5r.5ccc"] * 5, "show asks3c7d7h7s2c,2s9djcqhqd4c5s,6s4sjd9c9htcth,8s3h2hkdkh5d6d", "s"]


def parsed(line: str) -> list[tuple]:
    return [(a.verb, a.player, a.amount, a.cards, a.up, a.second, a.text) for a in parse_line(line, SEATS)]


def test_a_betting_round_glued_in_one_word_is_its_clauses():
    assert parsed("b.5r.5ccc") == parsed("bet .5, raise .5, call, call, call")
    assert parsed("xb1cf") == parsed("check, bet 1, call, fold")
    assert parsed("B$1R1.25C") == parsed("bet $1, raise 1.25, call")
    # After a betting clause too; a bare letter stays the ordinary short form.
    assert parsed("bet Bob 1, r1cc") == parsed("bet Bob 1, r 1, c, c")
    assert parsed("c") == [("call", None, None, (), (), (), "")]


def test_cards_without_spaces_are_the_cards():
    assert parsed("up 7dqh9ckd") == parsed("up 7d qh 9c kd")
    assert parsed("show Bob asks3c up 7d7h7s2c") == parsed("show Bob As Ks 3c up 7d 7h 7s 2c")
    assert parsed("draw Dee 7h/8s2s/jh for qs/8c7d/ts") == parsed("draw Dee 7h/8s 2s/jh for qs/8c 7d/ts")
    assert parsed("board 10d10hjk") == parsed("board 10d 10h jk")
    assert parsed("h 6dks") == parsed("hit 6d, hit ks")
    assert parsed("show Bob AsKs3C up 7D7h7s2c") == parsed("show Bob As Ks 3c up 7d 7h 7s 2c")
    # Not cards all through: the word stays a word, refused as a card (or read as a player) where one is due.
    from refcli.language.verbs import card_run
    assert [card_run(w) for w in ("10djk", "as/kd2d/qc", "asks3x", "kh/", "jk/as")] == [
        ["10d", "jk"], ["as/kd", "2d/qc"], None, None, None]
    assert parsed("hit Bob 6d ks") == [("hit", "Bob", None, ("6d",), (), (), ""), ("hit", "Bob", None, ("Ks",), (), (), "")]


def test_a_letter_may_be_glued_to_what_follows_it_and_d_s_w_h_are_verbs_after_a_comma():
    assert parsed("w.5,h5c,stay") == parsed("wager .5, hit 5c, stay")
    assert parsed("w .5, h5cks") == parsed("wager .5, hit 5c, hit ks")
    assert parsed("c, s") == parsed("call, settle")
    # Unless a seated player's name begins with the letter: then it names him, as it always did.
    assert [(a.verb, a.player, a.text) for a in parse_line("wager bob .5, h .5", ("Bob", "Hal"))] == [
        ("wager", "Bob", ".5"), ("wager", "Hal", ".5")]
    assert [(a.verb, a.player) for a in parse_line("up b 7d, d 9c", ("Bob", "Dee"))] == [("up", "Bob"), ("up", "Dee")]


def test_a_seat_whose_name_reads_as_cards_stays_a_player():
    assert [(a.verb, a.player) for a in parse_line("show asks", ("Asks", "Bob"))] == [("show", "Asks")]


@pytest.mark.parametrize("line, message", [
    ("show bob asks3x", "asks3x: '3x' is not a card, after asks"),      # the slip named where it is
    ("hit 6d qq", "'qq' is not a card: a card is a rank 2-10, J, Q, K or A followed by a suit s, h, d or c (like Ah, "
                  "10d, Td), or jk for a joker"),
    ("up 7d, 7d", "7♦ is typed twice in this line"),
    ("b.5rcc", "b.5rcc: 'r' needs its amount right after it (r.5, r1), after b.5"),
    ("x" * 61, "unknown command '" + "x" * 39 + "…' (type help-table for the list)"),
])
def test_a_bad_glued_word_is_refused_in_one_line(line, message):
    with pytest.raises(ParseError) as err:
        parse_line(line, SEATS)
    assert str(err.value) == message


def test_the_reference_stud_hand_glued_settles_as_its_long_form_to_the_cent_and_the_word():
    long, glued = Table(*STUD, *LONG), Table(*STUD, *GLUED)
    assert glued.balances() == long.balances() == {"Ann": -700, "Bob": 600, "Cal": -500, "Dee": 600}
    assert glued.rulings[-1].lines == long.rulings[-1].lines
    # The hands shown without `up` were read face down first: Low Chicago reads the hole cards.
    assert glued.rulings[-1].lines[2:] == (
        "Low Chicago half ($11.00): Dee with two low spades 4♠ 6♠ in the hole.",
        "  Beaten: Bob K♠ in the hole; Cal 2♠ in the hole; Ann 8♠ in the hole.")


def test_a_glued_line_that_goes_wrong_midway_changes_nothing():
    t = Table(*STUD, "d", "b.5r.5ccc")
    message = t.refuse("b.5r.5cccc")
    assert message == "Bob owes nothing: check"
    assert t.pot == 200 + 4 * 100


def test_a_whole_hand_without_up_is_read_only_when_nothing_was_typed_for_him():
    t = Table(*STUD, "d", *["checks"] * 5, "up Bob 7d")
    # Bob's first up card is typed: seven cards without `up` are not read as down-then-up.
    assert t.refuse("show Bob asks3c7d7h7s2c") == ("Bob shows 7 down and 0 up; 7 Card Stud gives each player 3 down "
                                                   "and 4 up (face-up cards after 'up')")
    t("show Cal 2s9djcqhqd4c5s")
    assert t.night.hand.down["Cal"] == ["2s", "9d", "Jc"] and t.night.hand.up["Cal"] == ["Qh", "Qd", "4c", "5s"]


def test_a_draw_player_shows_only_the_cards_he_kept_once_his_draw_was_named():
    lines = ("night Ann Bob Cal Dee", "game high-and-low-poker", "d", "xb.5ccc",
             "draw b 0,c 2,d 7h/8s2s/jh for qs/8c7d/ts,a 3", "b.25r.25ccc")
    long = Table(*lines, "show Bob As/Kd 2d/Qc 3h/9h 4c/9s 5s/6d", "show Cal Kh/4d Ks/7c 6s/3c Kc/5d 8d/2c",
                 "show Dee Qh/10d Qd/Jc 9c/Ah Qs/8c 7d/10s", "show Ann Js/4h 10h/3s 6h/6c 5h/Ac 9d/7s", "settle")
    short = Table(*lines, "show as/kd2d/qc3h/9h4c/9s5s/6d,kh/4dks/7c6s/3ckc/5d8d/2c,qh/tdqd/jc9c/ah,"
                          "js/4hth/3s6h/6c5h/ac9d/7s", "s")
    assert short.balances() == long.balances()
    assert short.rulings[-1].lines == long.rulings[-1].lines
    # Dee's three queens are the two she kept (Q♥ Q♦) and the Q♠ she drew: her show held only the kept three.
    assert "  Beaten: Cal three kings; Dee three queens; Ann jack high." in short.rulings[-1].lines


SEVEN_HALF = ("night Ann Bob Cal Dee Eve", "game seven-and-a-half", "d", "maxbet 1")


def test_cards_deals_the_rounds_face_down_cards_unseen_and_the_letters_play_a_duel():
    t = Table(*SEVEN_HALF)
    t("cards")
    assert t.lines[-1].startswith("Bob, Cal, Dee, Eve and Ann get a card each · Bob's duel: Bob to wager")
    assert t.night.hand.down == {}
    for line in ("w .75", "h adjc2sqd", "show ac"):
        t(line)
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0, "Dee": 0, "Eve": 0}
    assert t.refuse("cards") == "the round's cards are dealt; now: Cal's duel: Cal to wager (at most $1.00) · 32 cards left"
    assert t.refuse("cards Bob") == "usage: cards (the round's face-down cards, each unseen; card PLAYER CARD names one)"


def test_the_reference_seven_and_a_half_pass_typed_short_pays_as_the_hand_worked_figures():
    t = Table(*SEVEN_HALF, "cards", "w .75", "h adjc2sqd", "show ac", "w 1", "h 6s", "bust", "swap", "w .5", "h 2c",
              "stay", "turn jh", "h 6dks", "stay", "show 5s", "card", "w 1", "h kc", "stay", "turn 5h", "h qh2h",
              "stay", "show 6h", "s")
    # Bob's five cards win 75¢; Cal busts ($1.00); Dee's 7 loses the tie (50¢); Eve's 6½ loses to 7½ ($1.00).
    assert t.balances() == {"Ann": 175, "Bob": 75, "Cal": -100, "Dee": -50, "Eve": -100}


def test_the_one_shot_command_line_takes_the_glued_forms(tmp_path):
    from refcli.cli.main import main
    db = str(tmp_path / "night.db")
    for line in ("night Ann Bob Cal Dee", "game seven-card-stud", "d", "b.5r.5ccc", "xb1cc,f"):
        assert main(["--db", db, *line.split()]) == 0
    from refcli.log.store import Store
    from refcli.night.session import Session
    night = Session(Store(db)).current()[1]
    assert night.hand.active == ["Cal", "Dee", "Ann"]
    # Ann antes $2.00; a round at $1.00 each; then Cal bets $1.00, Dee and Ann call, Bob folds.
    assert {p: night.ledger.balance(p) for p in night.players} == {"Ann": -400, "Bob": -100, "Cal": -200,
                                                                    "Dee": -200}


FIVE_HALF = ("night Ann Bob Cal Dee Eve", "game five-and-a-half", "d", "up 9h6ckdts3h", "b.25cccc")


def test_take_without_a_name_is_the_player_on_turns_and_the_show_takes_only_the_hole_card():
    tail = ("checks", *["pass,pass,pass,pass,pass", "checks"] * 2, "pass,pass", "checks",
            "declare a h, b l, c l, d h, e l")
    short = Table(*FIVE_HALF, "take 8c, pass, take 4s, pass, pass", *tail, "show 2h,jh,5d,qc,7c", "s")
    long = Table(*FIVE_HALF, "take Bob 8c, pass Cal, take Dee 4s, pass Eve, pass Ann", *tail,
                 "show Bob 2h up 9h 8c", "show Cal Jh up 6c", "show Dee 5d up Kd 4s", "show Eve Qc up Ts",
                 "show Ann 7c up 3h", "settle")
    assert short.balances() == long.balances() == {"Ann": -75, "Bob": -25, "Cal": 150, "Dee": -25, "Eve": -25}
    assert short.rulings[-1].lines == long.rulings[-1].lines
    assert "Low points share ($1.75 of $3.75: half, rounded down to the quarter): Cal with 6½ (J♥ 6♣), 1 over." \
        in short.rulings[-1].lines
    t = Table(*FIVE_HALF)
    assert t.refuse("take Cal 8c") == "it is Bob's turn to take or pass, not Cal's"
    assert t.refuse("take 8c 9c") == "no player '8c' at the table (Ann, Bob, Cal, Dee, Eve)"


def test_a_bust_typed_after_refcli_ruled_the_bust_says_the_duel_is_over():
    t = Table("night Ann Bob Cal Dee Eve", "game seven-and-a-half keep-turned", "d", "cards", "w.5,h3c,stay",
              "turn 5d,h2s,stay", "show 4h", "w1,h kd2c,stay", "h qs,stay", "show 4c")
    before = t.balances()
    t("w.75,h jh7d")        # J♥ 7♦ and a face-down card: over 7½, ruled at once
    assert t.balances()["Dee"] == before["Dee"] - 75
    assert t.refuse("bust") == ("Dee's duel is over (Dee: J♥ 7♦ and 1 face-down card — over 7½: Dee loses at once: "
                                "Dee pays Ann 75¢); Eve wagers next (wager Eve AMOUNT)")
