"""Cards rolled up (the `expose` step, `roll PLAYER CARD`): hands of Roll Your Own and Mexican Stud played to the
cent with the ruling's words, each worked out by hand from the game's public rules before refcli played it; what
the table refuses, one line each, changing nothing; and a card rolled up read as an up card by what reads them.

Roll Your Own, as https://gambiter.com/cards/poker/rollyourown.html gives it: seven-card stud dealt all face down;
three cards, each player turns one face up, a bet; three times a card down and each turns one more of his
face-down cards up (the new one or an older one), a bet; a seventh card down, a last bet; the best high hand wins.

Mexican Stud, as http://www.vegas365.com/mexican-stud gives it: five-card stud played roll your own (the "choose
after" way: every card dealt down, then each player turns one up), one card left in the hole; its "Shifting Sands"
variation makes each player's hole card, and his other cards of that rank, wild for him alone.
"""

from __future__ import annotations

import textwrap

from refcli.book.report import render_ruling
from refcli.table.expect import expect
from tablekit import Table

# Ann deals and antes 50¢ a player; Bob acts first. Bob's face-down cards are typed as dealt (down Bob ...), the
# others' are not: a roll is checked against the cards typed for him, else against the deck and the others'.
ROLL_YOUR_OWN = [
    "night Ann Bob Cal Dee", "game roll-your-own", "deal",
    "down Bob Kc 9d 4s",
    "roll Bob Kc, Cal 2c, Dee Jh, Ann Td",
    "bet Bob .50, call Cal, raise Dee .50, call Ann, call Bob, call Cal",        # $1.00 each: pot $6.00
    "down Bob Kd",
    "roll Bob 9d, Cal 7h, Dee Qh, Ann 2s",        # Bob keeps his kings down, Cal turns up a seven of three
    "bet Bob 1, call Cal, call Dee, fold Ann",                                    # pot $9.00
    "down Bob 8c",
    "roll Bob 8c, Cal Jc, Dee 5h",
    "check, check, check",
    "down Bob Kh",
    "roll Bob 4s, Cal 2d, Dee 9s",
    "bet Bob 1, call Cal, call Dee",                                              # pot $12.00
    "down Bob 3c",
    "check Bob, bet Cal 1, call Dee, fold Bob",                                   # pot $14.00
    "show Cal 7d 7s 7c", "show Dee Ah 3h 4h", "settle"]

MEXICAN = [
    "night Ann Bob Cal", "game mexican-stud", "deal",
    "roll Bob 4d, Cal 6c, Ann 3s",
    "bet Bob .25, call Cal, call Ann",                                            # pot $2.25
    "roll Bob Th, Cal 9d, Ann Ks",
    "check, check, check",
    "roll Bob 4c, Cal 6s, Ann 2d",
    "bet Bob .50, call Cal, call Ann",                                            # pot $3.75
    "roll Bob Jd, Cal 8h, Ann Kh",
    "bet Bob 1, raise Cal 1, call Ann, call Bob",                                 # pot $9.75
    "show Bob Ts", "show Cal 6h", "show Ann Kc", "settle"]

SHIFTING_SANDS = [
    "night Ann Bob Cal Dee", "game mexican-stud shifting-sands", "deal",
    "roll Bob Ah, Cal 9c, Dee Qd, Ann 4s",
    "bet Bob .50, call Cal, call Dee, call Ann",                                  # pot $4.00
    "roll Bob Ac, Cal 9s, Dee Qh, Ann 5s",
    "bet Bob 1, call Cal, call Dee, fold Ann",                                    # pot $7.00
    "roll Bob 8d, Cal 9h, Dee 3c",
    "check, check, check",
    "roll Bob 2h, Cal Kd, Dee Qc",
    "bet Bob 1, call Cal, raise Dee 1, call Bob, fold Cal",                       # pot $12.00
    "show Bob 8h", "show Dee 3d", "settle"]


def test_roll_your_own_the_four_sevens_half_hidden_take_the_pot_to_the_cent():
    # Worked by hand: the ante $2.00; $1.00 each in the first round (Dee's raise), $1.00 each of Bob, Cal and Dee
    # in the second and fourth, Cal's $1.00 called by Dee in the last. Cal rolled up one seven and kept three
    # down: four sevens beat Dee's ace-high heart flush. Ann -$3.00, Bob -$3.00, Cal +$10.00, Dee -$4.00.
    t = Table(*ROLL_YOUR_OWN)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Roll Your Own · dealt by Ann · pot $14.00\n"
        "  Rolled up: Cal 2♣ 7♥ J♣ 2♦; Dee J♥ Q♥ 5♥ 9♠.\n"
        "  High hand, the whole pot ($14.00): Cal with four sevens (7♠ 7♥ 7♦ 7♣ J♣).\n"
        "    Beaten: Dee a flush in hearts, ace high.")
    assert t.awards() == [("Cal", "high", 1400)]
    assert t.balances() == {"Ann": -300, "Bob": -300, "Cal": 1000, "Dee": -400}


def test_mexican_stud_the_king_in_the_hole_makes_three_kings_to_the_cent():
    # Worked by hand: ante $1.50, 25¢, nothing, 50¢ and $2.00 (Cal's raise) from each: a $9.75 pot. Ann's K♣ in
    # the hole with two kings up beats Cal's three sixes and Bob's tens and fours. Ann +$5.50, Bob and Cal -$2.75.
    t = Table(*MEXICAN)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Mexican Stud · dealt by Ann · pot $9.75\n"
        "  Rolled up: Bob 4♦ 10♥ 4♣ J♦; Cal 6♣ 9♦ 6♠ 8♥; Ann 3♠ K♠ 2♦ K♥.\n"
        "  High hand, the whole pot ($9.75): Ann with three kings (K♠ K♥ K♣ 3♠ 2♦).\n"
        "    Beaten: Bob two pair, tens and fours; Cal three sixes.")
    assert t.awards() == [("Ann", "high", 975)]
    assert t.balances() == {"Ann": 550, "Bob": -275, "Cal": -275}


def test_shifting_sands_each_hole_card_is_wild_for_its_player_alone():
    # Worked by hand: ante $2.00, 50¢ from each, $1.00 from Bob, Cal and Dee, then $2.00 from Bob and Dee (Dee's
    # raise) and $1.00 from Cal, who folds: $12.00. Bob's hole 8♥ makes his 8♦ wild too: four aces. Dee's hole 3♦
    # and her 3♣ are wild: five queens. Ann -$2.50, Bob -$3.50, Cal -$2.50, Dee +$8.50.
    t = Table(*SHIFTING_SANDS)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Mexican Stud (shifting-sands) · dealt by Ann · pot $12.00\n"
        "  Rolled up: Bob A♥ A♣ 8♦ 2♥; Dee Q♦ Q♥ 3♣ Q♣.\n"
        "  Wild for Bob: eights (his lowest card in the hole, 8♥).\n"
        "  Wild for Dee: threes (his lowest card in the hole, 3♦).\n"
        "  High hand, the whole pot ($12.00): Dee with five queens (Q♥ Q♦ Q♣ Q♠(3♦) Q♠(3♣)).\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card "
        "(house rule).\n"
        "    Beaten: Bob four aces.")
    assert t.awards() == [("Dee", "high", 1200)]
    assert t.balances() == {"Ann": -250, "Bob": -350, "Cal": -250, "Dee": 850}


def test_until_everyone_still_in_has_rolled_the_table_names_who_has_not():
    t = Table("night Ann Bob Cal Dee", "game roll-your-own", "deal")
    e = expect(t.night)
    assert (e.kind, e.players, e.words, e.prompt) == (
        "expose", ("Bob", "Cal", "Dee", "Ann"), "Bob, Cal, Dee, Ann to roll up 1 card (roll PLAYER CARD)",
        "roll Bob, Cal, Dee, Ann")
    t("roll Cal 5d, Ann 2c")
    assert expect(t.night).words == "Bob, Dee to roll up 1 card (roll PLAYER CARD)"
    assert t.lines[-1].startswith("Ann rolls up 2♣ · Ann up: 2♣ · Bob, Dee to roll up · pot $2.00")
    t("fold Dee")
    t("roll Bob Kh")
    assert t.lines[-1].startswith("Bob rolls up K♥ · Bob up: K♥ · every player still in has rolled up · ")
    assert t.night.hand.up == {"Cal": ["5d"], "Ann": ["2c"], "Bob": ["Kh"]}


def test_a_roll_the_table_cannot_take_is_refused_in_one_line_and_changes_nothing():
    t = Table("night Ann Bob Cal", "game roll-your-own", "deal", "down Bob Kc 9d 4s", "roll Cal 7h")
    assert t.refuse("roll Bob 7s") == "Bob does not hold 7♠ face down (his face-down cards: K♣ 9♦ 4♠)"
    assert t.refuse("roll Ann 9d") == "9♦ is not Ann's face-down card: Bob holds it"
    assert t.refuse("roll Ann 7h") == "7♥ is not Ann's face-down card: Cal holds it"
    assert t.refuse("roll Cal 8h") == "Cal has already rolled up 7♥ in this roll: undo to correct it"
    assert t.refuse("roll Bob Kc 9d") == "Bob rolls up 2 cards; this roll is 1 card each (roll Bob CARD)"
    assert t.refuse("roll Bob") == "usage: roll PLAYER CARD (the player, then the card he turns face up)"
    assert t.refuse("bet Bob .50") == "no betting now: the roll is under way (Bob, Ann to roll up 1 card)"
    t("roll Bob Kc, Ann 2c")
    assert t.refuse("roll Bob 9d") == ("no card is rolled up now: betting round 1 is open (Bob to act); the next "
                                       "roll comes after it")
    t("check, check, check")
    assert t.refuse("roll Bob Kc") == "K♣ is already face up in front of Bob"


def test_the_rolls_over_a_roll_is_refused_and_the_show_keeps_each_rolled_card_face_up():
    t = Table(*MEXICAN[:-4])
    assert t.refuse("roll Bob Ts") == "no card is rolled up now: the rolls are over (show Bob, Cal, Ann)"
    assert t.refuse("show Bob 4d up Ts Th 4c Jd") == ("Bob was dealt 4♦ face up, but the show does not have it "
                                                       "face up")
    assert t.refuse("show Bob Ts Qs") == ("Bob's cards typed as dealt are 0 down and 4 up: 1 down is missing, and "
                                          "the show has 2 cards (show Bob DOWN)")


def test_in_turn_the_players_roll_from_the_dealers_left_one_at_a_time():
    t = Table("night Ann Bob Cal", "game roll-your-own in-turn", "deal")
    assert expect(t.night).words == "Bob to roll up 1 card (roll PLAYER CARD)"
    assert t.refuse("roll Cal 5d") == "it is Bob's turn to roll up, not Cal's (setting roll_order: in-turn)"
    t("roll Bob Kh")
    assert expect(t.night).words == "Cal to roll up 1 card (roll PLAYER CARD)"


def test_a_game_without_rolls_refuses_one():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("roll Bob Kh") == "7 Card Stud has no cards rolled up: its face-up cards are dealt face up"


def test_a_card_rolled_up_decides_who_shows_best_and_bets_first(tmp_path, monkeypatch):
    games = tmp_path / "games"
    games.mkdir()
    (games / "roll-best.yaml").write_text(textwrap.dedent("""\
        id: roll-best
        name: Roll Best
        players: {min: 2, max: 7}
        deck: standard
        flow:
          - ante
          - deal: [down, down, down]
          - expose: {cards: 1}
          - bet: {opens: best-showing}
          - deal: [down]
          - expose: {cards: 1}
          - bet: {opens: best-showing}
          - show
          - settle
        hand: best-five
        pots:
          - {kind: high, share: 1}
        """), encoding="utf-8")
    monkeypatch.setenv("REFCLI_RULESETS", str(tmp_path))
    t = Table("night Ann Bob Cal", "game roll-best", "deal", "roll Bob 4c, Cal Kd, Ann 9h")
    assert expect(t.night).players[0] == "Cal"           # the king showing
    t("check, check, check")
    t("roll Bob Ac, Cal 2d, Ann 9s")
    assert expect(t.night).players[0] == "Ann"           # the pair of nines showing
    assert "roll-best" in t.night.hand.game.id


def test_refcli_rules_says_the_roll_once_and_names_its_setting():
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game
    text = " ".join(describe(load_game("roll-your-own")).split())
    assert text.count("(setting roll_order: all-at-once; the other choice, in-turn, would have the players roll "
                      "up in turn from the dealer's left, each seeing those before his)") == 1
    assert text.count("rolls one of his face-down cards face up (roll PLAYER CARD), as before.") == 3


def test_a_flow_that_rolls_up_more_than_was_dealt_down_is_refused_at_load(tmp_path):
    from refcli.kernel.errors import RulesetError
    from refcli.rules.loader import load_game
    games = tmp_path / "games"
    games.mkdir()
    (games / "bad-roll.yaml").write_text(textwrap.dedent("""\
        id: bad-roll
        name: Bad Roll
        players: {min: 2, max: 7}
        deck: standard
        flow:
          - ante
          - deal: [down, up]
          - expose: {cards: 1}
          - bet
          - deal: [up]
          - expose
          - bet
          - show
          - settle
        hand: best-five
        pots:
          - {kind: high, share: 1}
        """), encoding="utf-8")
    try:
        load_game("bad-roll", [str(tmp_path)])
    except RulesetError as exc:
        assert str(exc) == (f"{games / 'bad-roll.yaml'}:6: flow: roll 2 (expose) turns up 1 card of each player's, "
                            f"but he holds none face down by then")
    else:
        raise AssertionError("the flow was loaded")


def test_rolled_up_follow_the_queen_the_card_rolled_after_a_queen_names_the_wild_rank():
    # Follow the Queen rolled up (the gambiter page: "almost any seven-card stud variant can be played in Roll Your
    # Own style"), the rolls in turn from the dealer's left. Bob's Q♣ made Cal's 5♦ wild; Ann's Q♥, rolled last in
    # the third roll, passes on to Bob's 4♣, the first card of the fourth: queens and fours are wild at the end,
    # the fives no longer. Bob's three eights with Q♣ and 4♣ are five eights; everyone checks: Bob takes the $1.50.
    t = Table("night Ann Bob Cal", "game roll-your-own follow-the-queen", "deal", "roll Bob Qc, Cal 5d, Ann 9h")
    assert expect(t.night).words == "Bob to act"
    for line in ("check, check, check", "roll Bob 2c, Cal 5s, Ann 9s", "check, check, check",
                 "roll Bob 3c, Cal Js, Ann Qh", "check, check, check", "roll Bob 4c, Cal 7s, Ann 6h",
                 "check, check, check", "check, check, check",
                 "show Bob 8c 8d 8h", "show Cal 7c 7d Ah", "show Ann 6c 6d Kh", "settle"):
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Roll Your Own (follow-the-queen) · dealt by Ann · pot $1.50\n"
        "  Rolled up: Bob Q♣ 2♣ 3♣ 4♣; Cal 5♦ 5♠ J♠ 7♠; Ann 9♥ 9♠ Q♥ 6♥.\n"
        "  Wild: queens and fours — Bob's 4♣, the up card after Ann's Q♥.\n"
        "  Wild earlier, then replaced: fives (Cal's 5♦, the up card after Bob's Q♣).\n"
        "  High hand, the whole pot ($1.50): Bob with five eights (8♥ 8♦ 8♣ 8♠(Q♣) 8♠(4♣)).\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card "
        "(house rule).\n"
        "    Beaten: Cal a full house, sevens full of fives; Ann four sixes.")
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
