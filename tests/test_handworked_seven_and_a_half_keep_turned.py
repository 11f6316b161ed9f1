"""7½ typed as the table sees it (tests/handworked/seven-and-a-half-keep-turned.md, worked out by hand from the
seed by someone who never read refcli): no face-down card is typed before it is shown. Both deals, under today's
reading of the dealer's turned card and under the variant keep-turned, every posting and balance to the cent, the
rulings' words, and each bad line of the file's §4 refused in one line with nothing changed.

The file's proposed lines are refcli's, word for word: `card NAME, ...` and `hit NAME` with no card (counted, not
named), `bust NAME`, `turn Ann CARD`, `show NAME CARDS` (after the dealer stays, or to claim five cards), `swap Ann`
with no card, `game seven-and-a-half keep-turned`. Its readings are refcli's too; keep-turned is the setting
turned_card: kept.
"""

from __future__ import annotations

import pytest

from handworked_kit import Night, oracle_hands
from refcli.kernel.errors import RefereeError
from refcli.night.session import Session
from refcli.log.store import Store

HANDS = {h.name: h for h in oracle_hands("seven-and-a-half-keep-turned.md")}


def lines_upto(name: str, line: str | None = None, nth: int = 1) -> list[str]:
    """Hand ``name``'s script through its ``nth`` line reading ``line`` (comments aside), or whole."""
    out, seen = [], 0
    for typed in HANDS[name].script:
        out.append(typed)
        if line is not None and typed.split("#")[0].strip() == line:
            seen += 1
            if seen == nth:
                return out
    assert line is None, f"{line!r} is not in {name}"
    return out


def night_at(name: str, line: str | None = None, nth: int = 1) -> Night:
    n = Night()
    n.play(lines_upto(name, line, nth))
    return n


def refused(n: Night, line: str) -> str:
    """The one-line refusal of ``line``: the night and its stored log are as they were."""
    session = n.session
    before = session.night.to_json()
    row = session.store.open_night()
    seq = session.store.last_seq(row.id)
    with pytest.raises(RefereeError) as err:
        session.execute(line)
    assert session.current()[1].to_json() == before
    assert session.store.last_seq(row.id) == seq
    assert "\n" not in str(err.value)
    return str(err.value)


@pytest.mark.parametrize("name", ["H1", "H2"])
def test_each_deal_posts_what_the_hand_worked_file_says_to_the_cent(name):
    hand = HANDS[name]
    n = Night()
    assert n.play(hand.script) == hand.postings
    assert n.balances() == hand.balances
    assert n.night.ledger.total() == 0
    assert n.night.hand is None          # the 41st card went in the last duel: the deal is over


RULINGS = {
    "H1": ("Round 1, Bob ($1.00): Bob busts, over 7½ (6♦ and 1 face-down card, not shown): Bob loses at once: "
           "Bob pays Ann $1.00",
           "Round 1, Dee (75¢): Dee: J♦ K♦ 3♣ and 1 face-down card against Ann: J♣ 2♥ 7♠ (9½) — the dealer is over "
           "7½ and loses: Ann pays Dee 75¢",
           "Round 1, Eve (25¢): Eve: K♠ K♥ J♥ A♣ 3♦ (5½) — five cards without going over win at once: Ann pays "
           "Eve 25¢",
           "Round 2, Dee (75¢): Dee: 6♥ (6) against Ann: 6♠ (6) — a tie: the dealer wins ties: Dee pays Ann 75¢",
           "Round 3, Eve (25¢): Eve: Q♦ 7♣ (7½) against Ann: 5♦ (5) — the higher total wins: Ann pays Eve 25¢",
           "The deck is out: the deal is over.",
           "On this deal: Bob -$3.00, Cal -$1.50, Dee -75¢, Eve +75¢, Ann +$4.50."),
    "H2": ("Round 1, Dee (75¢): Dee: 2♦ J♣ J♦ K♦ 3♣ (6½) — five cards without going over win at once: Ann pays "
           "Dee 75¢",
           "Round 2, Cal (50¢): Cal: K♥ A♦ 6♥ (7½) against Ann: 3♦ 4♣ (7) — the higher total wins: Ann pays Cal 50¢",
           "Round 2, Dee (75¢): Dee: 7♥ and 1 face-down card against Ann: 3♦ 8♥ (11) — the dealer takes the 8♥ and "
           "loses at once: Ann pays Dee 75¢",
           "Round 3, Bob ($1.00): Bob: A♠ K♣ 5♣ and 1 face-down card against Ann: Q♦ J♠ Q♥ Q♣ 6♣ (8) — the dealer "
           "is over 7½ and loses: Ann pays Bob $1.00",
           "Round 3, Eve (25¢): Eve: 4♥ (4) against Ann: Q♦ (½) — the higher total wins: Ann pays Eve 25¢",
           "On this deal: Bob -$1.00, Cal -50¢, Dee +75¢, Eve -25¢, Ann +$1.00."),
}


# The file's "cards never named at the table" (the swapped-away ones too).
NEVER_NAMED = {"H1": "3♠ 2♦ 3♥ A♦ 8♥ 4♠ 2♣ Q♥ Q♣ 6♣ 4♥ A♠ J♠", "H2": "3♠ K♠ 2♥ 7♠ J♥ A♥ 4♠ 5♦"}


@pytest.mark.parametrize("name", ["H1", "H2"])
def test_the_deals_ruling_names_only_the_cards_the_table_saw(name):
    n = Night()
    n.play(HANDS[name].script)
    (ruling,) = n.rulings
    for line in RULINGS[name]:
        assert line in ruling.lines
    text = "\n".join(ruling.lines)
    for never in NEVER_NAMED[name].split():
        assert never not in text           # cards thrown in unseen are never named


def test_the_words_at_the_table_as_the_cards_come_face_down():
    n = night_at("H1", "maxbet 1")
    reply = n.session.execute("card Bob, Cal, Dee, Eve, Ann")
    assert reply.outcomes[-1].lines == ("Ann gets a card · Bob's duel: Bob to wager (at most $1.00) · 36 cards left",)
    n = night_at("H1", "wager Cal .50")
    assert n.session.execute("stay Cal").outcomes[0].lines == (
        "Cal stays · Cal's duel: Cal stays; Ann's card is turned (turn Ann CARD) · 35 cards left",)
    assert n.session.execute("turn Ann 7d").outcomes[0].lines == (
        "Ann's card is turned: 7♦ · Cal's duel: Ann to hit or stay on 7♦ (7) · 35 cards left",)
    assert n.session.execute("stay Ann").outcomes[0].lines == (
        "Ann stays · Cal's duel: Ann stays on 7♦ (7); Cal turns the face-down card (show Cal CARD) · 35 cards left",)
    assert n.session.execute("show Cal 5s").outcomes[0].lines == (
        "Cal shows 5♠ · Cal: 5♠ (5) against Ann: 7♦ (7) — the higher total wins: Cal pays Ann 50¢ · a new card for "
        "Ann before Dee's duel (card Ann) · 35 cards left",)
    n = night_at("H1", "hit Eve", 3)
    assert n.session.execute("hit Eve").outcomes[0].lines == (
        "Eve takes a card face down · Eve's duel (25¢): Eve has five cards: Eve turns the face-down ones to win "
        "(show Eve CARD ...) or announces a bust (bust Eve) · 24 cards left",)


def test_keep_turned_players_see_the_dealers_card_and_he_plays_on_from_it_alone():
    n = night_at("H2", "hit Ann 3h")
    n.session.execute("stay Ann")
    said = n.session.execute("show Bob 6s").outcomes[0].lines
    assert said == ("Bob shows 6♠ · Bob: 6♠ (6) against Ann: 3♦ 3♥ (6) — a tie: the dealer wins ties: Bob pays Ann "
                    "$1.00 · Cal's duel against Ann's turned 3♦: Cal to wager (at most $1.00) · 23 cards left",)
    n = night_at("H2", "hit Cal", 2)
    assert n.session.execute("stay Cal").outcomes[0].lines == (
        "Cal stays · Cal's duel: Ann to hit or stay on 3♦ (3) · 21 cards left",)


# --- §4 of the file: each bad line refused in one line, nothing changed ---------------------------------------

BAD = [
    ("H1", "card Bob, Cal, Dee, Eve, Ann", 1, "wager Cal .50",
     "it is Bob's duel now, not Cal's (clockwise from the dealer's left)"),
    ("H1", "stay Cal", 1, "stay Ann", "not now: Cal's duel: Cal stays; Ann's card is turned (turn Ann CARD) · 35 cards "
                                      "left"),
    ("H1", "wager Cal .50", 1, "turn Ann 7d", "Cal has not stayed: Ann's card is turned once Cal stays"),
    ("H1", "stay Ann", 1, "show Cal 5s 2c", "Cal has 1 face-down card, not 2 (show Cal CARD)"),
    ("H1", "stay Ann", 1, "show Cal 7d", "7♦ was already dealt to Ann"),
    ("H1", "show Cal 5s", 1, "wager Dee .75", "Ann takes a new card first (card Ann)"),
    ("H1", "show Dee 6h", 1, "swap Ann", "Ann cannot swap now: the dealer's card has been turned"),
    ("H1", "hit Eve", 7, "hit Eve", "the deck is out (no card left): Eve plays the hand as it is (stay Eve)"),
    ("H2", "show Cal 5s", 1, "card Ann", "Ann's turned 7♦ stays the dealer's for the rest of this round, with no "
                                         "new one (setting turned_card: kept): Dee wagers next (wager Dee AMOUNT)"),
    ("H2", "stay Cal", 2, "turn Ann 3d", "Ann's card is face up already: 3♦"),
    ("H2", "bust Cal", 1, "swap Ann", "Ann cannot swap now: the dealer's card has been turned"),
]


@pytest.mark.parametrize("name,after,nth,line,message", BAD)
def test_the_files_bad_lines_are_refused_in_one_line_and_change_nothing(name, after, nth, line, message):
    assert refused(night_at(name, after, nth), line) == message


MORE_BAD = [
    # a hit, a stay, a show for a player who busted this round
    ("H1", "bust Bob", 1, "hit Bob", "Bob's duel is over this round (Ann won it): it is Cal's duel now"),
    ("H1", "bust Bob", 1, "hit Bob 2c", "Bob's duel is over this round (Ann won it): it is Cal's duel now"),
    ("H1", "bust Cal", 1, "bust Cal", "Cal's duel is over this round (Ann won it): it is Dee's duel now"),
    # a turn of a card already seen, or of a card that is not the dealer's
    ("H1", "turn Ann 7d", 1, "turn Ann 7d", "Ann's card is face up already: 7♦"),
    ("H1", "stay Cal", 1, "turn Ann 7d 2c", "the dealer turns one card: turn Ann CARD"),
    ("H1", "stay Cal", 1, "turn Cal 5s", "in 7½ only the dealer's card is turned (turn Ann CARD); a player's cards "
                                         "are turned at the end of the duel (show Cal CARD ...)"),
    ("H1", "stay Cal", 1, "turn Ann 6d", "6♦ was already dealt to Bob"),
    # a wrong count of cards, a show out of turn
    ("H1", "hit Eve", 4, "show Eve Ks Kh", "Eve has 5 face-down cards, not 2 (show Eve CARD CARD CARD CARD CARD)"),
    ("H1", "stay Ann", 1, "show Cal", "Cal has 1 face-down card, not 0 (show Cal CARD)"),
    ("H1", "stay Ann", 1, "show Cal 5s up 2c", "in 7½ show names only the face-down cards: show Cal CARD ..."),
    ("H1", "stay Ann", 1, "show Ann 5s", "the dealer's cards are face up once turned: Ann has nothing to show"),
    ("H1", "wager Cal .50", 1, "show Cal 5s", "not now: Cal's face-down cards are turned when Ann stays, or to claim "
                                              "five cards · Cal's duel (50¢): Cal to hit or stay (1 card) · 35 cards "
                                              "left"),
    # five cards with some face down: turned to win, or a bust; nothing else
    ("H1", "hit Eve", 4, "stay Eve", "Eve has five cards: Eve turns the face-down ones to win (show Eve CARD ...) or "
                                     "announces a bust (bust Eve)"),
    ("H1", "hit Eve", 4, "hit Eve 2c", "Eve has five cards: Eve turns the face-down ones to win (show Eve CARD ...) "
                                       "or announces a bust (bust Eve)"),
    # the dealer plays face up, and says no bust
    ("H1", "turn Ann 7d", 1, "hit Ann", "the dealer plays face up once the dealer's card is turned: name the card (hit Ann "
                                        "CARD)"),
    ("H1", "wager Bob 1", 1, "bust Ann", "the dealer plays face up: refcli sees when Ann is over"),
    ("H1", "wager Bob 1", 1, "bust Cal", "it is Bob's duel: Cal is not in it"),
    ("H1", "stay Cal", 1, "bust Cal", "Cal has stayed: a bust is said before staying"),
    ("H1", "card Bob, Cal, Dee, Eve, Ann", 1, "bust Bob", "Bob wagers first (wager Bob AMOUNT): a player holding the "
                                                          "8♥ face down still wagers (setting eight_hearts_down: "
                                                          "wager-then-lose)"),
    # the round's cards, face down, in their order
    ("H1", "maxbet 1", 1, "card Cal", "the cards go clockwise from the dealer's left: Bob's next, not Cal's"),
    ("H1", "maxbet 1", 1, "wager Bob 1", "the round's cards come first: a card to Bob (card Bob)"),
    ("H1", "maxbet 1", 1, "card Zed", "usage: card [PLAYER] [CARD]"),
]


@pytest.mark.parametrize("name,after,nth,line,message", MORE_BAD)
def test_more_bad_lines_are_refused_in_one_line_and_change_nothing(name, after, nth, line, message):
    assert refused(night_at(name, after, nth), line) == message


def test_a_bust_is_refused_when_every_card_is_face_up_and_not_over():
    n = night_at("H2", "wager Bob 1", 3)      # pass 3: Bob's first card is face down, his hits face up
    n.session.execute("hit Bob As")
    assert n.session.execute("bust Bob").outcomes[0].postings   # one face-down card: his word is taken
    n = Night()
    n.play(["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob 3c, Cal, Ann", "wager Bob .50",
            "hit Bob 2d"])
    assert refused(n, "bust Bob") == "Bob's cards are all face up: 3♣ 2♦ (5) is not over 7½"
    assert n.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}


def test_cards_face_up_that_are_over_lose_at_once_whatever_the_face_down_one_is():
    n = Night()
    postings = n.play(["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob, Cal, Ann", "wager Bob .50",
                       "hit Bob 7c"])
    assert postings == []                     # 7 and a face-down card: maybe 7½, so not yet
    reply = n.session.execute("hit Bob Kd")   # 7½ and a face-down card (at least ½): over
    assert reply.outcomes[0].lines[0].startswith(
        "Bob hits K♦ · Bob: 7♣ K♦ and 1 face-down card — over 7½: Bob loses at once: Bob pays Ann 50¢ · ")
    assert n.balances() == {"Ann": 50, "Bob": -50, "Cal": 0}


def test_five_cards_turned_over_7_and_a_half_lose_and_a_player_who_stayed_and_shows_over_loses():
    n = Night()
    n.play(["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob, Cal, Ann", "wager Bob .50",
            "hit Bob", "hit Bob", "hit Bob", "hit Bob"])
    said = n.session.execute("show Bob 7c Kd Qd Jd Ks").outcomes[0].lines[0]
    assert said.startswith("Bob shows 7♣ K♦ Q♦ J♦ K♠ · Bob: 7♣ K♦ Q♦ J♦ K♠ (9) — over 7½: Bob loses at once: Bob "
                           "pays Ann 50¢")
    n = Night()
    n.play(["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob, Cal, Ann", "wager Bob .50", "hit Bob",
            "stay Bob", "turn Ann 2c", "stay Ann"])
    said = n.session.execute("show Bob 7c 5d").outcomes[0].lines[0]
    assert said.startswith("Bob shows 7♣ 5♦ · Bob: 7♣ 5♦ (12) against Ann: 2♣ (2) — Bob is over 7½ and loses: Bob "
                           "pays Ann 50¢")
    assert n.balances() == {"Ann": 50, "Bob": -50, "Cal": 0}


def test_a_face_down_eight_of_hearts_turned_at_the_end_loses():
    n = Night()
    n.play(["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob, Cal, Ann", "wager Bob .75", "stay Bob",
            "turn Ann 2c", "stay Ann"])
    said = n.session.execute("show Bob 8h").outcomes[0].lines[0]
    assert said.startswith("Bob shows 8♥ · Bob: 8♥ (8) against Ann: 2♣ (2) — the 8♥ loses at once: Bob pays Ann 75¢")


def test_keep_turned_a_turned_eight_of_hearts_is_thrown_away_and_the_dealer_takes_a_new_card():
    n = Night()
    n.play(["night Ann Bob Cal", "game seven-and-a-half keep-turned", "deal", "card Bob, Cal, Ann", "wager Bob .75",
            "stay Bob"])
    said = n.session.execute("turn Ann 8h").outcomes[0].lines[0]
    assert said == ("Ann's card is turned: 8♥ · Bob: 1 face-down card against Ann: 8♥ — the dealer holds the 8♥ and "
                    "loses at once: Ann pays Bob 75¢ · a new card for Ann before Cal's duel (card Ann) · 38 cards left")


def test_the_long_forms_that_name_every_card_still_play_beside_the_short_ones():
    n = Night()
    n.play(["night Ann Bob Cal", "game seven-and-a-half keep-turned", "deal", "card Bob 3c, Cal, Ann 5d",
            "wager Bob .50", "hit Bob 2d"])
    said = n.session.execute("stay Bob").outcomes[0].lines[0]
    assert said == "Bob stays · Ann's card is turned: 5♦ · Bob's duel: Ann to hit or stay on 5♦ (5) · 37 cards left"
    said = n.session.execute("stay Ann").outcomes[0].lines[0]
    assert said.startswith("Ann stays · Bob: 3♣ 2♦ (5) against Ann: 5♦ (5) — a tie: the dealer wins ties: Bob pays "
                           "Ann 50¢ · Cal's duel against Ann's turned 5♦: Cal to wager")


def test_a_night_typed_as_seen_is_stored_and_replays_the_same(tmp_path):
    db = str(tmp_path / "night.db")
    script = lines_upto("H2", "show Dee 2d")
    first = Session(Store(db))
    for line in script:
        first.execute(line)
    before = first.night.to_json()
    again = Session(Store(db)).current()[1]
    assert again.to_json() == before
    assert again.hand.part("duels").unseen == 2    # the 5 first cards less Cal's, Ann's and Dee's, named
    assert {p: again.ledger.balance(p) for p in again.players} == \
        {"Ann": 75, "Bob": -100, "Cal": -50, "Dee": 75, "Eve": 0}


# --- the other settings, typed as seen ------------------------------------------------------------------------

def _rulesets(tmp_path, **settings) -> tuple[str, ...]:
    """A rulesets folder whose seven-and-a-half plays the other reading of each setting given."""
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "rulesets" / "games" / "seven-and-a-half.yaml").read_text(
        encoding="utf-8")
    for name, value in settings.items():
        start = text.index(f"  {name}: ")
        text = text[:start] + f"  {name}: {value}" + text[text.index("\n", start):]
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "seven-and-a-half.yaml").write_text(text, encoding="utf-8")
    return (str(tmp_path),)


def _play(rulesets, *lines):
    s = Session(Store(":memory:"), rulesets)
    said = []
    for line in lines:
        said = [text for o in s.execute(line).outcomes for text in o.lines]
    return s, said


def test_with_lose_unwagered_a_face_down_8_of_hearts_is_said_before_the_wager(tmp_path):
    s, said = _play(_rulesets(tmp_path, eight_hearts_down="lose-unwagered"), "night Ann Bob Cal",
                    "game seven-and-a-half", "deal", "card Bob, Cal, Ann", "bust Bob")
    assert said[0].startswith("Bob busts, over 7½ (1 face-down card, not shown): Bob loses at once: nothing is "
                              "paid · Ann's card is unseen: Ann may keep it or swap it (swap Ann) · Cal's duel")
    s, said = _play((), "night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob, Cal, Ann", "wager Bob .25",
                    "bust Bob")
    assert said[0].startswith("Bob busts, over 7½ (1 face-down card, not shown): Bob loses at once: Bob pays "
                              "Ann 25¢")


def test_keep_turned_with_whole_rounds_only_counts_the_dealers_new_card_for_the_next_round(tmp_path):
    # 41 cards, 3 players. The dealer's card is turned in Bob's duel each round and kept for Cal's; it is thrown
    # away at the round's end, so every round needs 3 cards: after 13 rounds 2 are left and the deal is over.
    rulesets = _rulesets(tmp_path, short_round="whole-rounds-only", turned_card="kept")
    s, _ = _play(rulesets, "night Ann Bob Cal", "game seven-and-a-half", "deal")
    anns = "7s 7h 7d 7c 6s 6h 6d 6c 5s 5h 5d 5c 4s".split()
    bobs = "Js Jh Jd Jc Qs Qh Qd Qc Ks Kh Kd Kc As".split()
    rulings = []
    for ann, bob in zip(anns, bobs):
        for line in ("card Bob, Cal, Ann", "wager Bob .25", "stay Bob", f"turn Ann {ann}", "stay Ann",
                     f"show Bob {bob}", "wager Cal .25", "bust Cal"):
            rulings += [o.ruling for o in s.execute(line).outcomes if o.ruling is not None]
    assert s.night.hand is None             # 2 cards left: not enough for a round of 3, so none is dealt
    assert "The deck is out: the deal is over." in rulings[0].lines    # (not "Bob and Cal cannot play")
    assert {p: s.night.ledger.balance(p) for p in s.night.players} == {"Ann": 650, "Bob": -325, "Cal": -325}
