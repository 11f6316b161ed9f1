"""2s to 25 against the hands worked out by hand from the seed (tests/handworked/twos-to-25.md).

Every hand of the oracle's three nights is played from its script (tests/handworked/twos-to-25-night-*.txt) and
checked posting by posting against the oracle's tables, with the balances after each hand and the ruling's
exact words: the tie-break that decided, every tie card, how each ace played and which cards doubled. Then the
oracle's bad input (section 4) and the other refusals of the new verbs, through the table and the one-shot CLI;
the named settings, `refcli rules`, and the settings' other choices on hands built for them.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.ledger import POT
from refcli.book.report import render_ruling
from refcli.rules.loader import load_game
from refcli.night.session import Session
from refcli.log.store import Store
from refcli.table.expect import expect
from refcli.table.twentyfive_count import count, rule
from tablekit import Table

HERE = Path(__file__).resolve().parent / "handworked"


def night_lines(name: str) -> list[str]:
    return (HERE / f"twos-to-25-night-{name}.txt").read_text(encoding="utf-8").splitlines()


def play(name: str):
    """Play a night file: per hand, the postings as "from>to amount reason" (the pot as 'pot'), the ruling and the
    balances once it is settled."""
    session = Session(Store(":memory:"))
    hands = []
    for line in night_lines(name):
        reply = session.execute(line)
        if line.strip() == "deal":
            hands.append({"postings": [], "ruling": None, "balances": None})
        for outcome in reply.outcomes:
            for p in outcome.postings:
                frm, to = ("pot" if a == POT else a for a in (p.frm, p.to))
                hands[-1]["postings"].append(f"{frm}>{to} {p.amount} {p.reason}")
            if outcome.ruling is not None:
                hands[-1]["ruling"] = outcome.ruling
                night = session.night
                hands[-1]["balances"] = {q: night.ledger.balance(q) for q in night.players}
    assert session.night.ledger.pot == 0
    return hands


# The oracle's posting tables, row by row (amounts in cents; the reason as refcli records it).
ORACLE = {
    "a": [
        (["Bob>pot 25 small blind", "Cal>pot 50 big blind", "Ann>pot 100 raise", "Bob>pot 75 call", "Cal>pot 50 call",
          "Cal>pot 50 bet", "Ann>pot 50 call", "Cal>pot 100 bet", "Ann>pot 100 call", "pot>Cal 600 award"],
         {"Ann": -250, "Bob": -100, "Cal": 350}),
        (["Cal>pot 25 small blind", "Ann>pot 50 big blind", "Bob>pot 50 call", "Cal>pot 25 call", "Ann>pot 25 bet",
          "Bob>pot 75 raise", "Cal>pot 75 call", "Ann>pot 50 call", "Cal>pot 100 bet", "Bob>pot 100 call",
          "pot>Cal 575 award"],
         {"Ann": -375, "Bob": -325, "Cal": 700}),
    ],
    "b": [
        (["Bob>pot 25 small blind", "Cal>pot 50 big blind", "Dee>pot 50 call", "Ann>pot 50 call", "Bob>pot 25 call",
          "Bob>pot 50 bet", "Cal>pot 50 call", "Dee>pot 100 raise", "Bob>pot 100 raise", "Cal>pot 100 call",
          "Dee>pot 50 call", "Dee>pot 100 bet", "Bob>pot 100 call", "Cal>pot 100 call", "pot>Dee 950 award"],
         {"Ann": -50, "Bob": -300, "Cal": -300, "Dee": 650}),
        (["Cal>pot 25 small blind", "Dee>pot 50 big blind", "Dee>pot 50 raise", "Ann>pot 100 call", "Bob>pot 100 call",
          "Cal>pot 75 call", "Cal>pot 75 bet", "Dee>pot 75 call", "Ann>pot 150 raise", "Dee>pot 75 call",
          "pot>Dee 775 award"],
         {"Ann": -300, "Bob": -400, "Cal": -475, "Dee": 1175}),
    ],
    "c": [
        (["Bob>pot 25 small blind", "Cal>pot 50 big blind", "Dee>pot 50 call", "Eve>pot 50 call", "Ann>pot 50 call",
          "Bob>pot 25 call", "Cal>pot 100 bet", "Eve>pot 100 call", "Ann>pot 100 call", "Bob>pot 100 call",
          "Bob>pot 50 bet", "Cal>pot 50 call", "Eve>pot 150 raise", "Bob>pot 100 call", "Cal>pot 100 call",
          "pot>Eve 1100 award"],
         {"Ann": -150, "Bob": -300, "Cal": -300, "Dee": -50, "Eve": 800}),
        (["Cal>pot 25 small blind", "Dee>pot 50 big blind", "Eve>pot 50 call", "Ann>pot 50 call", "Bob>pot 50 call",
          "Cal>pot 25 call", "Dee>pot 25 bet", "Eve>pot 25 call", "Ann>pot 25 call", "Cal>pot 25 call",
          "Dee>pot 50 bet", "Eve>pot 50 call", "Ann>pot 50 call", "Cal>pot 50 call", "pot>Cal 550 award"],
         {"Ann": -275, "Bob": -350, "Cal": 125, "Dee": -175, "Eve": 675}),
    ],
}

RULINGS = {
    ("a", 0): (
        "Hand 1 · 2s to 25 · dealt by Ann · pot $6.00\n"
        "  Face-up card 5♥: every heart counts double.\n"
        "  Cal: 27 (A♠ 7♥ 2♣), 2 over; A♠ played as 11; 7♥ doubled to 14.\n"
        "  Ann: 21 (Q♦ 4♥ 3♠), 4 under; 4♥ doubled to 8.\n"
        "  Cal is closest to 25 (2 over) and wins $6.00."),
    ("a", 1): (
        "Hand 2 · 2s to 25 · dealt by Bob · pot $5.75\n"
        "  Face-up card 3♦: every diamond counts double.\n"
        "  Cal: 24 (9♠ 8♣ 7♥), 1 under.\n"
        "  Bob: 26 (10♣ 2♦ 5♣ 7♠), 1 over; 2♦ doubled to 4.\n"
        "  Tied at 1 from 25: Cal and Bob.\n"
        "  Tie-break 1, under beats over: Cal under, Bob over.\n"
        "  Cal wins $5.75 on tie-break 1, under beats over."),
    ("b", 0): (
        "Hand 1 · 2s to 25 · dealt by Ann · pot $9.50\n"
        "  Face-up card K♣: every club counts double.\n"
        "  Bob: 25 (6♣ 7♦ 6♥), exactly 25; 6♣ doubled to 12.\n"
        "  Cal: 25 (Q♥ 9♥ 6♠), exactly 25.\n"
        "  Dee: 25 (J♦ 4♣ 3♣ A♠), exactly 25; 4♣ doubled to 8; 3♣ doubled to 6; A♠ played as 1.\n"
        "  Tied on exactly 25: Bob, Cal and Dee.\n"
        "  Tie-break 2, most clubs: Bob 1, Cal 0, Dee 2.\n"
        "  Dee wins $9.50 on tie-break 2, most cards of the face-up suit."),
    ("b", 1): (
        "Hand 2 · 2s to 25 · dealt by Bob · pot $7.75\n"
        "  Face-up card 10♠: every spade counts double.\n"
        "  Dee: 24 (9♣ 5♦ 4♥ 6♣), 1 under.\n"
        "  Ann: 24 (A♦ 8♣ 8♥ 7♦), 1 under; A♦ played as 1.\n"
        "  Tied at 1 from 25: Dee and Ann.\n"
        "  Tie-break 2, most spades: Dee 0, Ann 0.\n"
        "  Tie-break 3, highest single card: Dee 9♣ (9), Ann 8♣ (8). An ace counts as it was played: Ann's A♦ as 1.\n"
        "  Dee wins $7.75 on tie-break 3, the highest single card."),
    ("c", 0): (
        "Hand 1 · 2s to 25 · dealt by Ann · pot $11.00\n"
        "  Face-up card 2♥: every heart counts double.\n"
        "  Bob: 25 (K♣ 4♠ 3♥ 5♦), exactly 25; 3♥ doubled to 6.\n"
        "  Cal: 26 (8♠ 8♦ J♦), 1 over.\n"
        "  Eve: 25 (K♠ 7♣ 4♥), exactly 25; 4♥ doubled to 8.\n"
        "  Tied on exactly 25: Bob and Eve.\n"
        "  Tie-break 2, most hearts: Bob 1, Eve 1.\n"
        "  Tie-break 3, highest single card: Bob K♣ (10), Eve K♠ (10).\n"
        "  Tie-break 4, highest heart: Bob 3♥ (3), Eve 4♥ (4).\n"
        "  Eve wins $11.00 on tie-break 4, the highest card of the face-up suit."),
    ("c", 1): (
        "Hand 2 · 2s to 25 · dealt by Bob · pot $5.50\n"
        "  Face-up card 9♣: every club counts double.\n"
        "  Cal: 23 (K♠ A♥ 7♠ 5♠), 2 under; A♥ played as 1.\n"
        "  Dee: 27 (10♣ 3♦ 4♠), 2 over; 10♣ doubled to 20.\n"
        "  Eve: 23 (9♠ 8♦ 6♥), 2 under.\n"
        "  Ann: 23 (K♥ A♠ 7♥ 5♥), 2 under; A♠ played as 1.\n"
        "  Tied at 2 from 25: Cal, Dee, Eve and Ann.\n"
        "  Tie-break 1, under beats over: Cal, Eve and Ann under, Dee over.\n"
        "  Tie-break 2, most clubs: Cal 0, Eve 0, Ann 0.\n"
        "  Tie-break 3, highest single card: Cal K♠ (10), Eve 9♠ (9), Ann K♥ (10). An ace counts as it was played: "
        "Cal's A♥ as 1, Ann's A♠ as 1.\n"
        "  Tie-break 4, highest club: neither Cal nor Ann holds one.\n"
        "  Tie-break 5, tie card 2♦, highest diamond: neither Cal nor Ann holds one.\n"
        "  Tie-break 5, tie card 2♠, highest spade: Cal K♠ (10), Ann A♠ (1).\n"
        "  Cal wins $5.50 on tie-break 5, new face-up cards (2♦, 2♠)."),
}
# The oracle numbers its hands 1 to 6 across the three nights; refcli numbers each night's hands from 1.
ORACLE_HAND = {("a", 0): 1, ("a", 1): 2, ("b", 0): 3, ("b", 1): 4, ("c", 0): 5, ("c", 1): 6}


@pytest.mark.parametrize("night", ["a", "b", "c"])
def test_every_hand_of_the_oracle_posts_and_pays_to_the_cent(night):
    hands = play(night)
    assert len(hands) == len(ORACLE[night])
    for i, (hand, (postings, balances)) in enumerate(zip(hands, ORACLE[night])):
        assert hand["postings"] == postings, f"oracle hand {ORACLE_HAND[(night, i)]}"
        assert hand["balances"] == balances, f"oracle hand {ORACLE_HAND[(night, i)]}"
        assert sum(balances.values()) == 0


@pytest.mark.parametrize("key", list(RULINGS), ids=[f"hand-{ORACLE_HAND[k]}" for k in RULINGS])
def test_every_ruling_reads_exactly(key):
    night, i = key
    ruling = play(night)[i]["ruling"]
    assert render_ruling(ruling) == RULINGS[key]
    assert [(a.player, a.pot, a.amount) for a in ruling.awards] == [
        (ruling.awards[0].player, "twenty-five", ruling.pot)]


def test_the_tie_cards_are_asked_for_one_at_a_time_and_said():
    lines = night_lines("c")
    t = Table(*lines[:lines.index("tiecard 2d")])
    assert t.lines[-1] == "Cal and Ann are still tied · turn a new face-up card: tiecard CARD"
    assert expect(t.night).words == "tied: the dealer turns a new face-up card (tiecard CARD)"
    assert t.pot == 550                             # nothing is paid while the tie waits
    # While the ruling waits, nothing else is taken; the face-up card and the cards dealt are out of the deck.
    assert t.refuse("tiecard 9c") == "9♣ was already dealt to the middle of the table"
    assert t.refuse("tiecard Kh") == "K♥ was already dealt to Ann"
    assert t.refuse("settle") == "the hand is being settled: the tie waits for a new face-up card (tiecard CARD)"
    assert t.refuse("fold Ann") == "the ruling waits for a tie card: tiecard CARD (or undo)"
    assert t.refuse("tiecard 2d 3d").startswith("usage: tiecard CARD")
    t("tiecard 2d")
    assert t.lines[-1] == "Tie card 2♦: Cal and Ann are still tied · turn a new face-up card: tiecard CARD"
    assert t.refuse("tiecard 2d") == "2♦ was already dealt to the middle of the table"
    t("tiecard 2s")
    assert t.awards() == [("Cal", "twenty-five", 550)]
    # The stored night replays to the same state: the ruling waits, then pays, as it did live.
    replayed, _ = t.session.replay(t.night_id)
    assert replayed.to_json() == t.night.to_json()


def test_undo_takes_back_a_tie_card():
    lines = night_lines("c")
    t = Table(*lines)
    t("undo")                                        # the tie card that decided: the tie waits again
    assert t.night.hand is not None and t.pot == 550
    t("tiecard 3h")                                  # Ann holds 7♥ 5♥ and K♥; Cal only A♥, played as 1
    assert t.awards() == [("Ann", "twenty-five", 550)]
    assert render_ruling(t.rulings[-1]).endswith(
        "  Tie-break 5, tie card 2♦, highest diamond: neither Cal nor Ann holds one.\n"
        "  Tie-break 5, tie card 3♥, highest heart: Cal A♥ (1), Ann K♥ (10).\n"
        "  Ann wins $5.50 on tie-break 5, new face-up cards (2♦, 3♥).")


# --- the oracle's bad input (section 4) and the other refusals of the new verbs ---------------------------

H1 = [line for line in night_lines("a") if line and not line.startswith("#")][:19]   # night A's hand 1
assert H1[-1] == "settle"


BAD = [
    # (the last line played, the bad line, the one-line refusal); numbers are the oracle's section 4
    ("deal", "ask Bob 3", "a call is for 1 or 2 cards, not 3 (settings draw_min: 1, draw_max: 2)"),        # 1
    ("deal", "ask Bob 0", "a call is for 1 or 2 cards, not 0 (settings draw_min: 1, draw_max: 2)"),
    ("deal", "ask Cal 2", "it is Bob's call, not Cal's (calls go from the dealer's left: Bob, Cal, Ann)"),  # 2
    ("deal", "ask Bob", "usage: ask PLAYER N (the number of cards called for)"),
    ("deal", "ask Bob two", "usage: ask PLAYER N (the number of cards called for)"),
    ("deal", "down Bob Kc 9d", "Bob has no call waiting for cards (ask Bob N first)"),
    ("deal", "check Cal", "the calls for cards come first: Bob to call (ask Bob N)"),
    ("deal", "upcard 5h", "the calls for cards come first: Bob to call (ask Bob N)"),
    ("deal", "ask Bob 2, down Bob Kc 9d", "the dealer deals once every call is made: Cal, Ann still to call"),
    ("ask Bob 2, Cal 2, Ann 1", "down Bob Kc", "Bob called for 2 cards, and 1 is given: type the whole call"),  # 3
    ("ask Bob 2, Cal 2, Ann 1", "down Bob Kc 9d 8d", "Bob called for 2 cards, and 3 are given: type the whole call"),
    ("ask Bob 2, Cal 2, Ann 1", "down Bob Kc Kc", "K♣ is typed twice"),
    ("ask Bob 2, Cal 2, Ann 1", "down Bob Kc 9d, Cal Kc 2d", "K♣ is typed twice in this line"),
    ("ask Bob 2, Cal 2, Ann 1", "up Bob Kc 9d", "2s to 25 deals every card face down: down Bob CARD ..."),
    ("ask Bob 2, Cal 2, Ann 1", "board 2c", "2s to 25 has no community cards"),
    ("ask Bob 2, Cal 2, Ann 1", "ask Bob 1", "the betting is not over: round 1 of 3 (pot 75¢ · Cal to act)"),
    ("down Bob Kc 9d, Cal As 7h, Ann Qd", "down Bob 2c 3c", "Bob has all 2 cards called for"),
    ("down Bob Kc 9d, Cal As 7h, Ann Qd", "check Bob", "it is Cal's turn, not Bob's"),                     # 4
    ("check Cal", "upcard 5h", "the betting is not over: round 1 of 3 (pot 75¢ · Ann to act (50¢ to call))"),  # 6
    ("raise Ann .50", "raise Bob 1.25", "a raise is at most $1.00"),                                        # 5
    ("call Cal", "upcard Kc", "K♣ was already dealt to Bob"),                                               # 7
    ("call Cal", "upcard 5h 6h", "usage: upcard CARD"),
    ("call Cal", "upcard jk", "2s to 25 is played without jokers"),
    ("call Cal", "check Bob", "not now: Ann turns the face-up card (upcard CARD)"),
    ("call Cal", "tiecard 9s", "no tie is waiting for a new face-up card"),
    ("upcard 5h", "upcard 6h", "the face-up card is already turned (5♥): undo to correct it"),
    ("fold Bob", "ask Bob 1", "Bob has already folded"),                                                    # 8
    ("fold Bob", "ask Ann 2", "it is Cal's call, not Ann's (calls go from the dealer's left: Cal, Ann)"),
    ("ask Cal 1, Ann 2", "down Bob 4c", "Bob has already folded"),
    ("down Cal 2c, Ann 4h 3s", "bet Cal 1.25", "a bet is at most $1.00"),                                 # 12
    ("down Cal 2c, Ann 4h 3s", "tiecard 9s", "no tie is waiting for a new face-up card"),
    ("down Cal 2c, Ann 4h 3s", "settle", "the betting is not over: round 3 of 3 (pot $4.00 · Cal to act)"),
    ("down Cal 2c, Ann 4h 3s", "down Cal 9s", "Cal has all 3 cards called for"),
    ("deal", "blinds .50 1", "the blinds change between hands: hand 1 is being played"),
]


@pytest.mark.parametrize("played, line, message", BAD, ids=[b[1] for b in BAD])
def test_bad_input_is_one_line_and_changes_nothing(played, line, message):
    t = Table(*H1[:H1.index(played) + 1])
    assert t.refuse(line) == message
    assert "\n" not in message


def test_settle_with_called_cards_missing_is_refused():
    t = Table(*[x for x in H1 if x != "down Cal 2c, Ann 4h 3s"][:-1])
    assert t.refuse("settle") == "cards called for are missing: Cal 1, Ann 2 (down Cal CARD ...)"
    assert expect(t.night).words == "Cal's 1 called card to type (down Cal CARD ...)"
    t("down Cal 2c, Ann 4h 3s")
    t("settle")
    assert t.awards() == [("Cal", "twenty-five", 600)]


def test_a_tie_card_after_the_hand_and_between_hands():
    t = Table(*H1)
    assert t.refuse("tiecard 9s") == "no hand is being played: type deal to start the next one"   # oracle 9
    assert t.refuse("ask Bob 1") == "no hand is being played: type deal to start the next one"


def test_the_blinds_verb_between_hands():
    # The oracle proposes `blinds S B` "for the rest of the night". The seed only speaks of "the agreed value";
    # refcli keeps the new blinds with the game being played (a game picked later starts from its own
    # settings), since another game's blinds may be another matter. Every hand of the oracle is the same
    # under either reading: none of them uses the verb.
    t = Table(*H1)
    assert t.refuse("blinds .50 .25") == "the big blind (25¢) must be at least the small blind (50¢)"  # oracle 11
    assert t.refuse("blinds .30 .60") == ".30 is not a whole number of quarters"
    assert t.refuse("blinds .50 1.25") == "a blind is at most the house's bet limit, $1.00"
    assert t.refuse("blinds .50") == "usage: blinds SMALL BIG (like blinds .25 .50)"
    t("blinds .50 1")
    assert t.lines[-1] == "Blinds from the next deal: 50¢ small, $1.00 big (2s to 25, for as long as it is played)."
    t("deal")           # Bob deals: Cal posts 50¢, Ann $1.00
    assert t.lines[-1].startswith("Hand 2: Bob deals 2s to 25 · Blinds: Cal 50¢ (small), Ann $1.00 (big). · pot $1.50")
    replayed, _ = t.session.replay(t.night_id)
    assert replayed.to_json() == t.night.to_json()


def test_the_blinds_verb_in_a_game_without_blinds():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    assert t.refuse("blinds .25 .50") == "7 Card Stud is played without blinds"
    t = Table("night Ann Bob Cal")
    assert t.refuse("blinds .25 .50") == "Ann picks the next game first: type game NAME"


def test_deal_needs_three_players():
    t = Table("night Ann Bob")
    assert t.refuse("game twos-to-25") == "2s to 25 is for 3 to 8 players; the table has 2"
    t = Table("night Ann Bob Cal", "game twos-to-25", "sitout Cal")
    assert t.refuse("deal") == "2s to 25 needs at least 3 players; 2 are at the table"


def test_a_verb_of_the_game_in_another_game():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("ask Bob 2") == "7 Card Stud has no calls for cards"
    assert t.refuse("upcard 5h") == "7 Card Stud turns no face-up card"
    assert t.refuse("tiecard 5h") == "7 Card Stud turns no tie cards"


def test_bad_input_through_the_one_shot_cli(tmp_path):
    db = str(tmp_path / "night.db")
    runner = CliRunner()

    def run(*args):
        return runner.invoke(cli, [*args, "--db", db], catch_exceptions=False)

    for line in H1[:3]:
        assert run(*line.split()).exit_code == 0, line
    steps = [(("ask", "Bob", "3"), "a call is for 1 or 2 cards, not 3 (settings draw_min: 1, draw_max: 2)"),
             (("ask",), "usage: ask PLAYER N (the number of cards called for)"),
             (("ask", "Bob", "2,", "Cal", "2,", "Ann", "1"), None),
             (("down", "Bob", "Kc"), "Bob called for 2 cards, and 1 is given: type the whole call"),
             (("down", "Bob", "Kc", "9d,", "Cal", "As", "7h,", "Ann", "Qd"), None),
             (("upcard", "5h"), "the betting is not over: round 1 of 3 (pot 75¢ · Cal to act)"),
             (("tiecard", "9s"), "no tie is waiting for a new face-up card"),
             (("blinds", ".50", ".25"), "the blinds change between hands: hand 1 is being played")]
    for args, message in steps:
        result = run(*args)
        if message is None:
            assert result.exit_code == 0, args
            continue
        assert result.exit_code == 1, args
        assert result.output == f"Error: {message}\n", args


# --- settings -------------------------------------------------------------------------------------------

def test_every_reading_is_a_named_setting_shown_in_rules():
    game = load_game("twos-to-25")
    assert dict(game.settings) == {
        "blinds_live": "true", "first_round_opens": "big-blind", "later_rounds_open": "left-of-dealer",
        "high_card_value": "face", "ace_as_played": "true", "equal_values": "tie", "small_blind": 25,
        "big_blind": 50, "draw_min": 1, "draw_max": 2, "high_card_depth": 1}
    text = CliRunner().invoke(cli, ["rules", "twos-to-25"]).output
    flat = " ".join(text.split())
    for name, value in game.settings:
        shown = {25: "25¢", 50: "50¢"}.get(value, value) if "blind" in name else value
        assert f"{name}: {shown}" in flat, name
    assert "Ante: none (the blinds replace it)." in flat
    assert "No poker hands: only the point totals count (see Pots)." in flat
    assert "The whole pot: the total closest to 25, over or under alike." in flat
    listing = CliRunner().invoke(cli, ["rules"]).output
    assert "twos-to-25" in listing


def test_a_setting_is_checked_where_it_is_written(tmp_path):
    from refcli.kernel.errors import RulesetError
    games = tmp_path / "games"
    games.mkdir()
    text = (Path(__file__).resolve().parent.parent / "rulesets" / "games" / "twos-to-25.yaml").read_text()
    text = text.replace("id: twos-to-25", "id: custom-25")
    for good, bad, message in [
            ("draw_max: 2", "draw_max: 0", "settings.draw_max: 0 is out of range (1 to 10)"),
            ("draw_min: 1", "draw_min: 3", "flow: draw_min (3) is more than draw_max (2)"),
            ("small_blind: .25", "small_blind: .30", "settings.small_blind: 30¢ is not a whole number of quarters"),
            ("big_blind: .50", "big_blind: 1.25", "flow: a blind is at most the house's bet limit, $1.00"),
            ("big_blind: .50", "big_blind: .25\n  small_blind: .50", ""),
            ("kind: twenty-five", "kind: high", "flow: tiecard-settle rules one pot of kind twenty-five: pots: "
                                                "[{kind: twenty-five, share: 1}]"),
            ("  - upcard ", "  - ask #", "flow: tiecard-settle needs an ask step (the cards) and an upcard step "
                                         "(the doubled suit) before it"),
            ("equal_values: tie", "equal_values: suit", "settings.equal_values: unknown value 'suit' (choices: tie, "
                                                        "rank)")]:
        if not message:
            continue
        (games / "custom-25.yaml").write_text(text.replace(good, bad), encoding="utf-8")
        with pytest.raises(RulesetError) as err:
            load_game("custom-25", [str(tmp_path)])
        assert str(err.value).split(": ", 1)[1] == message, bad


def _with(**settings):
    game = load_game("twos-to-25")
    return replace(game, settings=tuple((k, settings.get(k, v)) for k, v in game.settings))


def test_an_ace_counts_eleven_in_the_tie_breaks_when_the_setting_says_so():
    # Oracle hand 4: with the ace as played (1) Dee's 9 beats Ann's 8; counted as 11, Ann's ace wins it.
    down = {"Dee": ["9c", "5d", "4h", "6c"], "Ann": ["Ad", "8c", "8h", "7d"]}
    assert rule(_with(), ["Dee", "Ann"], down, "10s", [], 40).winners == ("Dee",)
    out = rule(_with(ace_as_played="false"), ["Dee", "Ann"], down, "10s", [], 40)
    assert out.winners == ("Ann",) and out.decided_by == "tie-break 3, the highest single card"
    assert out.lines[-1] == ("Tie-break 3, highest single card: Dee 9♣ (9), Ann A♦ (11). An ace counts 11 here, "
                             "however it was played.")


def test_the_highest_card_by_its_doubled_value():
    # Hearts double: Bob's 10♠ beats Cal's 8♣ at face value, but Cal's 6♥ counts 12 doubled.
    down = {"Bob": ["10s", "5h", "5c"], "Cal": ["6h", "8c", "5d"]}
    assert count("Bob", down["Bob"], "h").total == count("Cal", down["Cal"], "h").total == 25
    assert rule(_with(), ["Bob", "Cal"], down, "2h", [], 40).winners == ("Bob",)
    out = rule(_with(high_card_value="doubled"), ["Bob", "Cal"], down, "2h", [], 40)
    assert out.winners == ("Cal",)
    assert out.lines[-1] == "Tie-break 3, highest single card: Bob 10♠ (10), Cal 6♥ (12)."


def test_the_highest_cards_compared_two_deep():
    # Oracle hand 5: K against K ties at depth 1 (the highest heart decides); two deep, Eve's 7 beats Bob's 5.
    down = {"Bob": ["Kc", "4s", "3h", "5d"], "Eve": ["Ks", "7c", "4h"]}
    out = rule(_with(high_card_depth=2), ["Bob", "Eve"], down, "2h", [], 40)
    assert out.winners == ("Eve",) and out.decided_by == "tie-break 3, the highest single card"
    assert out.lines[-1] == "Tie-break 3, highest 2 cards, highest first: Bob K♣ (10) 5♦ (5), Eve K♠ (10) 7♣ (7)."


def test_a_king_beats_a_queen_only_when_rank_breaks_equal_values():
    down = {"Bob": ["Ks", "9d", "6c"], "Cal": ["Qs", "9c", "6d"]}
    waiting = rule(_with(), ["Bob", "Cal"], down, "2h", [], 40)
    assert waiting.winners == () and waiting.waiting == ("Bob", "Cal")
    assert waiting.lines[-2:] == ("Tie-break 3, highest single card: Bob K♠ (10), Cal Q♠ (10).",
                                  "Tie-break 4, highest heart: neither Bob nor Cal holds one.")
    assert rule(_with(equal_values="rank"), ["Bob", "Cal"], down, "2h", [], 40).winners == ("Bob",)
    # The tie cards: both hold a spade worth 10 (still level); Bob's 9♦ beats Cal's 6♦.
    out = rule(_with(), ["Bob", "Cal"], down, "2h", ["3s", "4d"], 38)
    assert out.winners == ("Bob",) and out.decided_by == "tie-break 5, new face-up cards (3♠, 4♦)"
    assert out.lines[-2:] == ("Tie-break 5, tie card 3♠, highest spade: Bob K♠ (10), Cal Q♠ (10).",
                              "Tie-break 5, tie card 4♦, highest diamond: Bob 9♦ (9), Cal 6♦ (6).")
    # Should the deck run out with the tie unbroken, they split.
    split = rule(_with(), ["Bob", "Cal"], down, "2h", ["3s"], 0)
    assert split.winners == ("Bob", "Cal") and split.lines[-1] == "The deck has no card left to turn: Bob and Cal split the pot."


def test_each_ace_plays_for_the_closest_total_under_rather_than_over():
    assert count("Bob", ["Ah", "Ks", "4c"], "d").total == 25               # 11 + 10 + 4
    assert count("Bob", ["Ah", "As", "Kc", "3d"], "d").played == (11, 1, 10, 3)     # 25: one ace high
    assert count("Bob", ["Ah", "9s", "5c"], "d").total == 25
    hand = count("Bob", ["Ac", "2s"], "c")                                  # 2 + 2 = 4 or 22 + 2 = 24
    assert hand.total == 24 and hand.line() == "Bob: 24 (A♣ 2♠), 1 under; A♣ played as 11, doubled to 22."
    # 20 with the ace as 1 is 5 under, 30 with it as 11 is 5 over: under is taken.
    assert count("Bob", ["Kh", "9s", "Ad"], "c").total == 20


def _custom(tmp_path, **changes) -> Table:
    games = tmp_path / "games"
    games.mkdir(exist_ok=True)
    text = (Path(__file__).resolve().parent.parent / "rulesets" / "games" / "twos-to-25.yaml").read_text()
    text = text.replace("id: twos-to-25", "id: custom-25")
    for key, value in changes.items():
        text = "\n".join(f"  {key}: {value}" if line.startswith(f"  {key}:") else line for line in text.split("\n"))
    (games / "custom-25.yaml").write_text(text, encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(tmp_path),))
    return t


def test_dead_blinds_and_who_opens_are_settings(tmp_path):
    t = _custom(tmp_path, blinds_live="false", first_round_opens="left-of-big-blind",
                later_rounds_open="first-bettor")
    for line in ("night Ann Bob Cal Dee", "game custom-25", "deal", "ask Bob 1, Cal 1, Dee 1, Ann 1"):
        t(line)
    # Dead blinds: the first round starts from nothing, opened left of the big blind (Dee).
    assert t.lines[-1].endswith("pot 75¢ · Dee to act")
    t("check Dee, bet Ann .25, call Bob, call Cal, call Dee")
    assert t.balances() == {"Ann": -25, "Bob": -50, "Cal": -75, "Dee": -25}
    t("upcard 5h")
    assert expect(t.night).players[0] == "Ann"             # the first bettor of the round before opens
    rules = " ".join(CliRunner().invoke(cli, ["--rulesets", str(tmp_path), "rules", "custom-25"]).output.split())
    assert "they are dead: the betting round that follows starts from nothing" in rules
    assert "(setting first_round_opens: left-of-big-blind)" in rules
    assert "(setting later_rounds_open: first-bettor)" in rules


def test_more_cards_a_call_with_the_variant():
    t = Table("night Ann Bob Cal", "game twos-to-25 more-cards", "deal")
    t("ask Bob 3, Cal 1, Ann 2")
    assert t.refuse("ask Bob 4") == "the betting is not over: round 1 of 3 (pot 75¢ · Cal to act)"
    t("down Bob 2c 3c 4c")
    assert t.night.hand.down["Bob"] == ["2c", "3c", "4c"]
    t2 = Table("night Ann Bob Cal", "game twos-to-25 more-cards", "deal")
    assert t2.refuse("ask Bob 4") == "a call is for 1 to 3 cards, not 4 (settings draw_min: 1, draw_max: 3)"


def test_the_shell_completes_the_verbs_the_game_brings_and_who_calls_next():
    from refcli.cli.shell import suggest

    def words(text, night):
        return [w for w, _ in suggest(text, night, lambda: [])[1]]
    t = Table("night Ann Bob Cal", "game twos-to-25", "deal")
    assert words("a", t.night) == ["ask"]
    assert words("ti", t.night) == ["tiecard"]
    assert "upcard" in words("u", t.night)
    t("ask Bob 2")
    assert words("ask ", t.night) == ["Cal", "Ann"]              # those still to call, the one on turn first
    stud = Table("night Ann Bob Cal", "game seven-card-stud")
    assert words("a", stud.night) == [] and words("ti", stud.night) == [] and "upcard" not in words("u", stud.night)


def test_status_shows_the_face_up_card_and_the_tie_cards():
    from refcli.book.report import render_status
    lines = [line for line in night_lines("c") if line and not line.startswith("#")]
    t = Table(*lines[:-1])
    assert render_status(t.night) == (
        "Hand 2 · 2s to 25 · Bob dealt · pot $5.50 · betting over: tied: the dealer turns a new face-up card "
        "(tiecard CARD)\n"
        "face-up: 9♣ (clubs double) · tie cards: 2♦")


def test_a_misdeal_gives_the_blinds_and_bets_back():
    t = Table(*H1[:H1.index("upcard 5h")])
    assert t.balances() == {"Ann": -100, "Bob": -100, "Cal": -100}
    t("misdeal")
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0} and t.night.hand is None
    t("deal")                                                 # the same dealer deals again
    assert t.lines[-1].startswith("Hand 2: Ann deals 2s to 25 · Blinds: Bob 25¢ (small), Cal 50¢ (big).")


def test_a_dealt_card_cannot_be_the_face_up_card_and_the_reverse():
    t = Table(*H1[:H1.index("check Bob")])
    assert t.refuse("down Cal 5h") == "Cal has all 2 cards called for"
    t = Table(*H1[:H1.index("down Cal 2c, Ann 4h 3s")])
    assert t.refuse("down Cal 5h") == "5♥ was already dealt to the middle of the table"


def test_a_tie_the_deck_cannot_break_splits_the_pot(monkeypatch):
    # Practically impossible with 52 cards, so the deck is made to run out: hand 6's tie splits at settle.
    from refcli.table.steps import tiecards
    monkeypatch.setattr(tiecards, "_deck_left", lambda hand: 0)
    lines = night_lines("c")
    t = Table(*lines[:lines.index("tiecard 2d")])
    assert t.awards() == [("Ann", "twenty-five", 275), ("Cal", "twenty-five", 275)]   # the house's odd-quarter order
    assert render_ruling(t.rulings[-1]).endswith(
        "  Tie-break 4, highest club: neither Cal nor Ann holds one.\n"
        "  The deck has no card left to turn: Cal and Ann split the pot.\n"
        "  Split: Ann $2.75, Cal $2.75.")
