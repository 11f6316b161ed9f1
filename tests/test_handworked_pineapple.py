"""The Pineapple night worked out by hand (tests/handworked/pineapple.md) from Pineapple's public rules, by someone who
never read refcli's code, before refcli could play it: every hand played as its file types it (its proposed
`discard NAME CARD` is refcli's verb), every posting and running balance compared, and the ruling's words: Bob's
discarded four would have made three fours, but a discard is dead; both players play the board's straight and
split, the odd quarter to the A♠. Then the file's refusals, each in one line that changes nothing, and the
discard's other moments: after the flop's bet (Crazy Pineapple) and at the showdown (Lazy Pineapple)."""

from __future__ import annotations

import pytest

from handworked_kit import oracle_hands, play_to
from tablekit import Table, checks

HANDS = oracle_hands("pineapple.md")


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_pineapple_hand_posts_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand)
    awards = [p for p in postings if p[0] == "pot"]
    assert [p for p in postings if p[0] != "pot"] == [p for p in hand.postings if p[0] != "pot"]
    assert sorted(awards) == sorted(p for p in hand.postings if p[0] == "pot")
    assert night.night.hand is None
    assert night.balances() == hand.balances


RULINGS = {
    # Bob's 4♣ is dead: with it he would hold three fours and win.
    "H1": ("Discarded (dead, never played): Bob 4♣, Cal 8♥, Dee J♥, Ann 3♥.",
           "High hand, the whole pot ($14.00): Cal with two pair, kings and fours (K♠ K♦ 4♠ 4♥ Q♠), with K♦ 4♠ 4♥ "
           "from the board.",
           "  Beaten: Bob a pair of fours; Ann two pair, tens and fours."),
    "H2": ("Discarded (dead, never played): Cal 3♣, Dee 2♥, Ann K♣.",
           "High hand, the whole pot ($8.75): a tie — Cal with a straight, nine high (9♣ 8♠ 7♥ 6♦ 5♣), with 9♣ 8♠ "
           "7♥ 6♦ 5♣ from the board; Dee with a straight, nine high (9♣ 8♠ 7♥ 6♦ 5♣), with 9♣ 8♠ 7♥ 6♦ 5♣ from "
           "the board. Split Dee $4.50, Cal $4.25.",
           "  Tied hands split that share (house rule).",
           "  The odd quarter goes to Dee (A♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards "
           "(house rule)."),
}


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_pineapple_ruling_names_the_dead_discards_and_the_winner(hand):
    night, _ = play_to(HANDS, hand)
    assert night.rulings[-1].lines == RULINGS[hand.name]


def test_the_pineapple_night_ends_with_the_balances_worked_by_hand():
    t = Table(*(line for h in HANDS for line in h.script))
    t("end")
    assert t.balances() == {"Ann": -625, "Bob": -550, "Cal": 1175, "Dee": 0}


# --- the file's bad input (its section 3), and the table's other refusals --------------------------------------

def _h1_until(prefix: str) -> Table:
    """The night through H1's lines before the first that starts with ``prefix``."""
    script = HANDS[0].script
    cut = next(i for i, line in enumerate(script) if line.startswith(prefix))
    return Table(*script[:cut])


def _bare(line: str) -> str:
    return line.split("#")[0].strip()


def test_the_flop_waits_until_every_player_still_in_has_discarded():
    t = _h1_until("discard")
    t("discard Bob 4c, Cal 8h, Dee Jh")
    assert t.refuse("board 4h 9c Kd") == ("Ann has not discarded yet: the next cards wait for every discard "
                                          "(discard Ann CARD)")
    assert t.refuse("bet Bob .50") == "the discard comes first: Ann has not discarded (discard Ann CARD)"
    # The status line and the prompt say who is still to discard.
    from refcli.book.report import render_reply
    assert render_reply(t("status"), t.night) == [
        "Hand 1 · Pineapple · Ann dealt · pot $4.00 · Ann to discard one card (discard Ann CARD)"]


def test_the_status_line_names_everyone_still_to_discard():
    t = _h1_until("discard")
    assert t.lines[-1] == ("Ann calls 50¢ · The discard: each player still in throws away one card. · pot $4.00 · "
                           "Bob, Cal, Dee, Ann to discard one card (discard PLAYER CARD, ...)")
    from refcli.table.expect import expect
    e = expect(t.night)
    assert (e.kind, e.players, e.verbs, e.prompt) == ("discard", ("Bob", "Cal", "Dee", "Ann"),
                                                      ("discard", "fold"), "Bob, Cal, Dee, Ann to discard")


def test_a_discarded_card_is_dead_and_cannot_be_shown():
    t = _h1_until("show Bob")
    assert t.refuse("show Bob Ad 4c") == "4♣ is Bob's discard: dead, it cannot be in a show"
    assert t.refuse("show Cal Ks 4c") == "4♣ is Bob's discard: dead, it cannot be in a show"


def test_a_pineapple_hand_keeps_two_cards_after_the_discard():
    t = _h1_until("show Cal")
    assert t.refuse("show Cal Ks Qs 8h") == "Cal shows 3 cards; after his discard of one card he keeps 2 (Pineapple)"


def test_a_player_who_folded_does_not_discard():
    t = Table(*HANDS[0].script)
    script = HANDS[1].script
    for line in script[: next(i for i, line in enumerate(script) if line.startswith("discard"))]:
        t(line)
    assert t.refuse("discard Cal 3c, Dee 2h, Ann Kc, Bob 7d") == "Bob has already folded"
    assert t.refuse("discard Bob 7d") == "Bob has already folded"


def test_a_second_discard_a_card_not_held_and_one_at_the_wrong_moment_are_refused():
    t = _h1_until("bet Bob .50, call")
    assert t.refuse("discard Bob 4c") == "not yet: the discard comes later in the hand (Bob to act)"
    t("bet Bob .50, call Cal, call Dee, call Ann")
    t("discard Bob 4c")
    assert t.refuse("discard Bob 5c") == "Bob has already discarded (4♣): undo to correct it"
    assert t.refuse("discard Cal 4c") == "Cal cannot discard 4♣: it is Bob's discard, dead"
    assert t.refuse("discard Cal 8h 9h") == "Cal throws away one card, not 2 (discard Cal CARD)"
    t("discard Cal 8h, Dee Jh, Ann 3h")
    t("board 4h 9c Kd")
    assert t.refuse("discard Cal Ks") == "Cal has already discarded (8♥)"
    # Nobody else may be dealt a dead card.
    t("bet Bob .50, raise Cal .50, call Dee, call Ann, call Bob")
    assert t.refuse("board 4c") == "4♣ was already dealt to the discards (dead cards)"


def test_a_discard_of_a_card_on_the_board_or_not_among_his_typed_cards_is_refused():
    t = Table("night Ann Bob Cal", "game crazy-pineapple", "deal", "down Bob 4c 5c 6c", "check, check, check",
              "board 4h 9c Kd", "check, check, check")
    assert t.refuse("discard Cal 4h") == "Cal cannot discard 4♥: 4♥ was already dealt to the board"
    assert t.refuse("discard Bob 7c") == "Bob does not hold 7♣ (cards dealt to Bob: 4♣ 5♣ 6♣)"
    assert t.refuse("discard Bob") == ("Bob's cards were typed as dealt (4♣ 5♣ 6♣): name the card he throws away "
                                       "(discard Bob CARD)")
    t("discard Bob 6c")
    assert t.night.hand.down["Bob"] == ["4c", "5c"]


# --- the other moments: Crazy Pineapple (after the flop's bet) and Lazy Pineapple (at the showdown) ----------

def test_crazy_pineapple_discards_after_the_flop_betting():
    t = Table("night Ann Bob Cal", "game crazy-pineapple", "deal", "bet Bob .25, call Cal, call Ann")
    assert t.lines[-1] == "Ann calls 25¢ · Betting round 2 of 4. · pot $2.25 · Bob to act"
    assert t.refuse("discard Bob 2c") == "not yet: the discard comes later in the hand (Bob to act)"
    t("board 2d 7h Jc")
    checks(t, 3)
    assert t.lines[-1] == ("Ann checks · The discard: each player still in throws away one card. · pot $2.25 · "
                           "Bob, Cal, Ann to discard one card (discard PLAYER CARD, ...)")
    t("discard Bob Jd, Cal Js, Ann 2h")
    for line in ("board 3s", "check, check, check", "board 8c", "check, check, check"):
        t(line)
    t("show Bob Ah Kh")
    t("show Cal Qs Qd")
    t("show Ann 9d 9s")
    t("settle")
    # Bob's J♦ and Cal's J♠ would each have paired the board's jack: both dead.
    assert t.rulings[-1].lines == (
        "Discarded (dead, never played): Bob J♦, Cal J♠, Ann 2♥.",
        "High hand, the whole pot ($2.25): Cal with a pair of queens (Q♠ Q♦ J♣ 8♣ 7♥), with J♣ 8♣ 7♥ from the "
        "board.",
        "  Beaten: Bob ace high; Ann a pair of nines.")
    assert t.balances() == {"Ann": -175, "Bob": -25, "Cal": 200}


def test_lazy_pineapple_keeps_three_until_the_showdown_and_a_discard_may_go_unnamed():
    t = Table("night Ann Bob Cal", "game lazy-pineapple", "deal", "check, check, check", "board 2c 7d 9h")
    for line in ("check, check, check", "board Ks", "check, check, check", "board 4d", "check, check, check"):
        t(line)
    assert t.refuse("show Bob Ah Ad") == ("the discard comes first: Bob, Cal and Ann have not discarded "
                                          "(discard PLAYER CARD, ...)")
    t("discard Bob 3c, Cal, Ann Qs")
    assert t.refuse("show Cal Kh Kd Kc") == "Cal shows 3 cards; after his discard of one card he keeps 2 (Lazy Pineapple)"
    t("show Bob Ah Ad")
    t("show Cal Kh Kd")
    t("show Ann Qh Qd")
    t("settle")
    assert t.rulings[-1].lines == (
        "Discarded (dead, never played): Bob 3♣, Cal one card not named, Ann Q♠.",
        "High hand, the whole pot ($1.50): Cal with three kings (K♠ K♥ K♦ 9♥ 7♦), with K♠ 9♥ 7♦ from the board.",
        "  Beaten: Bob a pair of aces; Ann a pair of queens.")
    assert t.balances() == {"Ann": -150, "Bob": 0, "Cal": 150}


def test_a_game_that_asks_for_named_discards_refuses_one_left_out(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "rulesets" / "games" / "pineapple.yaml").read_text()
    (games / "pineapple-named.yaml").write_text(
        text.replace("id: pineapple", "id: pineapple-named").replace("aliases: [pineapple hold'em, pineapple holdem]",
                                                                    "settings: {discard_card: named}"))
    from refcli.log.store import Store
    from refcli.night.session import Session
    from refcli.kernel.errors import RefereeError
    s = Session(Store(":memory:"), (str(tmp_path),))
    for line in ("night Ann Bob", "game pineapple-named", "deal", "check, check"):
        s.execute(line)
    with pytest.raises(RefereeError) as refused:
        s.execute("discard Bob")
    assert str(refused.value) == ("name the card Bob throws away (discard Bob CARD): setting discard_card: named; "
                                  "the other choice, optional, may be left out (discard Bob)")


def test_refcli_rules_says_when_the_discard_comes_and_what_it_does():
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game
    text = describe(load_game("pineapple"))
    assert ("    3. A betting round, from the first player still in left of the dealer.\n"
            "    4. The discard: each player still in throws away one card, face down,\n") in text
    flat = " ".join(text.split())
    assert ("The discard: each player still in throws away one card, face down, and is dealt nothing for it "
            "(discard PLAYER CARD, ...); a discarded card is dead: out of his hand and his show, and dealt to "
            "nobody else. No more cards come until everyone still in has discarded. The card may be named (then "
            "refcli refuses it anywhere else) or left out, since nobody sees it (discard Bob) (setting "
            "discard_card: optional; the other choice, named, must be named, so refcli refuses it anywhere "
            "else).") in flat


def test_a_discard_in_a_game_without_one_is_refused_naming_the_game():
    t = Table("night Ann Bob Cal", "game omaha", "deal")
    assert t.refuse("discard Bob 4c") == "Omaha has no discard"


def test_a_player_may_fold_instead_of_discarding_and_the_flop_follows():
    t = _h1_until("discard")
    t("discard Bob 4c, Cal 8h, Dee Jh")
    t("fold Ann")
    assert t.lines[-1] == "Ann folds · Betting round 2 of 4. · pot $4.00 · Bob to act"
    t("board 4h 9c Kd")
