"""The Woolworth night worked out by hand (tests/handworked/woolworth.md) from the game's public rules, by someone
who never read refcli's code, before refcli could play it: every hand played as its file types it, every posting
and running balance compared, and the ruling's words. Every 5 and 10 is wild; one dealt face up costs 25¢ (a 5)
or 50¢ (a 10) at once, `keep PLAYER`, or a fold, `drop PLAYER`: Baseball's pay-or-fold at a price per rank.

Where refcli reads the file differently: the file types a whole street on one line and the answer after it
(`up Cal 5s, Dee Qh, Ann 8h, Bob Kc` then `keep Cal`); refcli, as in Baseball, takes the answer before the next card
is dealt (the file's own reading, `pay_when`), so the street is typed up to the priced card, then the answer, then
the rest. The money and the order of the postings are the file's."""

from __future__ import annotations

import re

import pytest

from handworked_kit import Night, check_hand_as_worked, ended_night, oracle_hands, play_to
from handworked_kit import answered_at_the_card as kit_answered_at_the_card
from tablekit import Table

HANDS = oracle_hands("woolworth.md")
PRICED = re.compile(r"\b(5|10|T)[shdc]\b", re.I)


def answered_at_the_card(script: list[str]) -> list[str]:
    """The kit's rewrite of a priced card's keep/drop answer, at this file's prices."""
    return kit_answered_at_the_card(script, PRICED)


# H2: the file plays Dee's 10♥ as itself and the 5♦ as the J♥; refcli names the same royal flush the other way round
# (the 10♥ as the J♥, the 5♦ as the 10♥): the same five cards, the same hand.
RULINGS = {
    "H1": (
        'High hand, the whole pot ($20.25): Cal with five queens (Q♥ Q♦ Q♣ Q♠(5♣) Q♠(10♦)).',
        '  A card that reads twice is a wild card standing for a card already held: a wild card may be any card '
        '(house rule).',
        '  Beaten: Bob four kings.',
    ),
    "H2": (
        'High hand, the whole pot ($15.25): Dee with a royal flush in hearts (A♥ K♥ Q♥ J♥(10♥) 10♥(5♦)).',
        '  Beaten: Ann four eights.',
    ),
}


def test_the_answer_comes_before_the_rest_of_the_street():
    assert answered_at_the_card(HANDS[1].script)[1:5] == [
        "up Cal 5s", "keep Cal", "up Dee Qh, Ann 8h, Bob Kc", "bet Cal .25, call Dee, call Ann, fold Bob"]


@pytest.mark.parametrize("hand", HANDS, ids=lambda h: h.name)
def test_each_woolworth_hand_posts_and_rules_as_worked_by_hand(hand):
    night, postings = play_to(HANDS, hand, script=answered_at_the_card)
    check_hand_as_worked(night, hand, postings, RULINGS[hand.name])


def test_the_woolworth_night_ends_with_the_balances_worked_by_hand():
    night = ended_night(HANDS, script=answered_at_the_card)
    assert sum(night.night.ledger.accounts.values()) == 0
    assert night.balances() == HANDS[-1].balances


# --- the file's lines that must be refused (its section 3), each one line that changes nothing -------------------

def _h1_through(upto: str) -> Table:
    t = Table()
    for line in answered_at_the_card(HANDS[0].script):
        t(line)
        if line == upto:
            return t
    raise KeyError(upto)


def test_a_bet_waits_for_the_answer_to_a_face_up_five():
    t = _h1_through("up Bob 5h")
    assert t.refuse("bet Bob .50") == "Bob first answers his 5♥: keep Bob (25¢) or drop Bob to fold"


def test_a_card_of_no_price_owes_nothing():
    t = _h1_through("keep Bob")
    assert t.refuse("keep Cal") == "Cal owes nothing for a card dealt face up"


def test_a_player_who_dropped_his_ten_has_folded():
    t = _h1_through("drop Dee")
    assert t.refuse("bet Dee 1") == "Dee has already folded"


# --- the other price the file names: the club's pay-for-wild level (the variant `dollar`) -------------------------

def test_at_the_dollar_level_the_pots_and_balances_are_the_file_s_other_totals():
    n = Night()
    pots = []
    for hand in HANDS:
        n.play([("game woolworth dollar" if line.startswith("game ") else line)
                for line in answered_at_the_card(hand.script)])
        pots.append(n.rulings[-1].pot)
    n.play(["end"])
    assert pots == [2100, 1625]
    assert n.balances() == {"Ann": -775, "Bob": -1100, "Cal": 1025, "Dee": 850}


# --- the prices as the game file writes them -------------------------------------------------------------------

@pytest.mark.parametrize("prices, said", [
    ("{5: .25, 10: .30}", "settings.pay_price.10: 30¢ is not a whole number of quarters"),
    ("{5: .25, eleven: .50}", "settings.pay_price: unknown rank 'eleven'"),
    ("{10: .50, T: .50}", "settings.pay_price: rank 'T' is priced twice"),
    ("{}", "settings.pay_price: a price per rank names at least one rank, like {5: .25, 10: .50}"),
])
def test_a_price_per_rank_is_checked_when_the_game_is_loaded(tmp_path, monkeypatch, prices, said):
    games = tmp_path / "games"
    games.mkdir()
    text = open("rulesets/games/woolworth.yaml", encoding="utf-8").read().replace("id: woolworth", "id: odd")
    (games / "odd.yaml").write_text(text.replace("{pay_price: {5: .25, 10: .50}}", f"{{pay_price: {prices}}}"),
                                    encoding="utf-8")
    monkeypatch.setenv("REFCLI_RULESETS", str(tmp_path))
    assert Table("night Ann Bob").refuse("game odd").endswith(said)


def test_a_price_per_rank_names_the_ranks_itself_so_pay_is_not_written_beside_it(tmp_path, monkeypatch):
    games = tmp_path / "games"
    games.mkdir()
    text = open("rulesets/games/woolworth.yaml", encoding="utf-8").read().replace("id: woolworth", "id: odd")
    (games / "odd.yaml").write_text(text.replace("- face-up-calls ", "- face-up-calls: {pay: 5} "), encoding="utf-8")
    monkeypatch.setenv("REFCLI_RULESETS", str(tmp_path))
    assert Table("night Ann Bob").refuse("game odd").endswith(
        "face-up-calls takes pay (one rank) or a pay_price per rank ({5: .25, 10: .50}), which names the ranks "
        "itself: not both")


def test_keep_or_drop_alone_answers_for_the_one_player_who_owes():
    t = _h1_through("up Bob 5h")
    t("keep")
    assert t.night.ledger.balance("Bob") == _h1_through("keep Bob").night.ledger.balance("Bob")
    assert t.refuse("keep") == "nobody owes anything for a card dealt face up: keep PLAYER"
    assert t.refuse("drop Bob Cal") == "usage: drop [PLAYER]"
