"""7½ (`seven-and-a-half`), hand by hand as tests/handworked/seven-and-a-half.md worked them out from the seed
before the game existed: every posting, every balance, the ruling's words, and each bad line of its §5 refused
in one line with nothing changed. Then the readings the oracle marks "(depends)", each played under its other
setting, and the drinks variant, whose drinks never touch the money.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from refcli.kernel.errors import ParseError, RefereeError
from refcli.kernel.ledger import Posting
from refcli.book.report import render_ruling
from refcli.night.session import Session
from refcli.log.store import Store
from refcli.cli.main import cli


ROOT = Path(__file__).resolve().parent.parent
GAME_FILE = ROOT / "rulesets" / "games" / "seven-and-a-half.yaml"


class Deal:
    """A night on an in-memory store; each line's postings and words kept."""

    def __init__(self, *lines: str, rulesets: tuple[str, ...] = ()):
        self.session = Session(Store(":memory:"), rulesets)
        self.rulings = []
        self.said: list[str] = []
        self.postings: list[list[Posting]] = []
        for line in lines:
            self(line)

    def __call__(self, line: str) -> list[Posting]:
        reply = self.session.execute(line)
        moved = [p for o in reply.outcomes for p in o.postings]
        self.postings.append(moved)
        self.said = [text for o in reply.outcomes for text in o.lines]
        self.rulings += [o.ruling for o in reply.outcomes if o.ruling is not None]
        night = self.session.night
        assert night.ledger.total() == 0
        return moved

    @property
    def night(self):
        return self.session.night

    def balances(self) -> dict[str, int]:
        return {p: self.night.ledger.balance(p) for p in self.night.players}

    def refused(self, line: str) -> str:
        """The one-line refusal of ``line``; the state and the log are as they were."""
        before = self.night.to_json()
        row = self.session.store.open_night()
        seq = self.session.store.last_seq(row.id)
        with pytest.raises(RefereeError) as err:
            self.session.execute(line)
        assert self.session.current()[1].to_json() == before
        assert self.session.store.last_seq(row.id) == seq
        message = str(err.value)
        assert "\n" not in message
        return message


def P(frm: str, to: str, amount: int) -> Posting:
    return Posting(frm, to, amount, "7½ duel")


# --- §3: one whole deal through the deck --------------------------------------------------------------------
# (line, the postings it makes, the balances Ann Bob Cal Dee after it when it posts)


MAIN = [
    ("night Ann Bob Cal Dee", []), ("game seven-and-a-half", []), ("deal", []), ("maxbet 1", []),
    # round 1
    ("card Bob Ac, Cal 3h, Dee 5s, Ann 4c", []), ("wager Bob .75", []), ("hit Bob Ad", []), ("hit Bob Jc", []),
    ("hit Bob 2s", []),
    ("hit Bob Qd", [P("Ann", "Bob", 75)]),                   # five cards without going over (5)
    ("wager Cal 1", []),
    ("hit Cal 6s", [P("Cal", "Ann", 100)]),                  # 3♥ 6♠ = 9: bust
    ("swap Ann Jh", []),                                     # the unseen 4♣ goes, J♥ comes
    ("wager Dee .50", []), ("hit Dee 2c", []), ("stay Dee", []), ("hit Ann 6d", []), ("hit Ann Ks", []),
    ("stay Ann", [P("Dee", "Ann", 50)]),                     # 7 against 7: the dealer wins ties
    # round 2 (Ann's card was turned: she gets one, last)
    ("card Bob Ah, Cal Qh, Dee 2h, Ann 3s", []), ("wager Bob .50", []),
    ("hit Bob 8h", [P("Bob", "Ann", 50)]),                   # the 8♥
    ("wager Cal .25", []), ("hit Cal 5d", []), ("hit Cal Qs", []), ("stay Cal", []), ("hit Ann Kc", []),
    ("hit Ann 5h", [P("Ann", "Cal", 25)]),                   # the dealer busts at 8½
    ("card Ann 7d", []), ("wager Dee 1", []), ("hit Dee 5c", []), ("hit Dee Jd", []), ("stay Dee", []),
    ("stay Ann", [P("Ann", "Dee", 100)]),                    # 7½ beats 7
    # round 3
    ("card Bob 6h, Cal 4s, Dee Js, Ann 2d", []), ("wager Bob 1", []),
    ("hit Bob 3c", [P("Bob", "Ann", 100)]),                  # 9: bust; Ann keeps the 2♦ unseen
    ("wager Cal .50", []), ("hit Cal 3d", []), ("stay Cal", []), ("hit Ann 4d", []), ("hit Ann As", []),
    ("stay Ann", [P("Cal", "Ann", 50)]),                     # 7 against 7 with the kept card
    ("card Ann 7s", []), ("wager Dee .75", []), ("hit Dee 6c", []), ("stay Dee", []),
    ("stay Ann", [P("Dee", "Ann", 75)]),                     # 7 beats 6½
    # round 4: the deck runs out in Bob's duel
    ("card Bob 4h, Cal 7c, Dee 7h, Ann Qc", []), ("wager Bob .50", []), ("hit Bob Kh", []), ("hit Bob Kd", []),
    ("stay Bob", []),
    ("stay Ann", [P("Ann", "Bob", 50)]),                     # 5 beats ½; no card left: the deal is over
]


RUNNING = [(-75, 75, 0, 0), (25, 75, -100, 0), (75, 75, -100, -50), (125, 25, -100, -50), (100, 25, -75, -50),
           (0, 25, -75, 50), (100, -75, -75, 50), (150, -75, -125, 50), (225, -75, -125, -25),
           (175, -25, -125, -25)]


MAIN_RULING = (
    "Hand 1 · 7½ · dealt by Ann · no pot\n"
    "  Round 1, Bob (75¢): Bob: A♣ A♦ J♣ 2♠ Q♦ (5) — five cards without going over win at once: "
    "Ann pays Bob 75¢\n"
    "  Round 1, Cal ($1.00): Cal: 3♥ 6♠ (9) — over 7½: Cal loses at once: Cal pays Ann $1.00\n"
    "  Round 1, Dee (50¢): Dee: 5♠ 2♣ (7) against Ann: J♥ 6♦ K♠ (7) — a tie: the dealer wins ties: "
    "Dee pays Ann 50¢\n"
    "  Round 2, Bob (50¢): Bob: A♥ 8♥ (9) — the 8♥ loses at once: Bob pays Ann 50¢\n"
    "  Round 2, Cal (25¢): Cal: Q♥ 5♦ Q♠ (6) against Ann: 3♠ K♣ 5♥ (8½) — the dealer is over 7½ and loses: "
    "Ann pays Cal 25¢\n"
    "  Round 2, Dee ($1.00): Dee: 2♥ 5♣ J♦ (7½) against Ann: 7♦ (7) — the higher total wins: Ann pays Dee $1.00\n"
    "  Round 3, Bob ($1.00): Bob: 6♥ 3♣ (9) — over 7½: Bob loses at once: Bob pays Ann $1.00\n"
    "  Round 3, Cal (50¢): Cal: 4♠ 3♦ (7) against Ann: 2♦ 4♦ A♠ (7) — a tie: the dealer wins ties: "
    "Cal pays Ann 50¢\n"
    "  Round 3, Dee (75¢): Dee: J♠ 6♣ (6½) against Ann: 7♠ (7) — the higher total wins: Dee pays Ann 75¢\n"
    "  Round 4, Bob (50¢): Bob: 4♥ K♥ K♦ (5) against Ann: Q♣ (½) — the higher total wins: Ann pays Bob 50¢\n"
    "  The deck is out: the deal is over (Cal and Dee cannot play).\n"
    "  On this deal: Bob -25¢, Cal -$1.25, Dee -25¢, Ann +$1.75.\n"
    "  Deal 1 of 4 in this round of 7½ (each player deals once); the deal passes left, to Bob.")


def test_the_whole_deal_posts_each_duel_as_it_ends_and_the_deck_closes_the_deal():
    t = Deal()
    running = iter(RUNNING)
    for line, postings in MAIN:
        assert t(line) == postings, line
        if postings:
            assert tuple(t.balances().values()) == next(running), line
        if line != MAIN[-1][0]:
            assert t.night.hand is not None or line in ("night Ann Bob Cal Dee", "game seven-and-a-half"), line
    assert next(running, None) is None
    assert t.night.hand is None                       # closed by itself: no settle typed
    assert len(t.rulings) == 1 and render_ruling(t.rulings[0]) == MAIN_RULING
    assert t.rulings[0].awards == () and t.rulings[0].pot == 0
    assert t.night.ledger.pot == 0 and t.night.dealer_index == 1      # the deal passes left, to Bob
    t("end")
    assert t.balances() == {"Ann": 175, "Bob": -25, "Cal": -125, "Dee": -25}
    from refcli.book.report import transfers_for
    transfers, exact = transfers_for(t.night)
    assert [(x.frm, x.to, x.amount) for x in transfers] == [("Bob", "Ann", 25), ("Cal", "Ann", 125),
                                                            ("Dee", "Ann", 25)] and exact


def test_the_words_at_the_table_name_each_automatic_ending_and_count_the_deck():
    t = Deal(*[line for line, _ in MAIN[:9]])
    assert t.said == ["Bob hits 2♠ · Bob's duel (75¢): Bob to hit or stay (4 cards) · 34 cards left"]
    t("hit Bob Qd")
    assert t.said == ["Bob hits Q♦ · Bob: A♣ A♦ J♣ 2♠ Q♦ (5) — five cards without going over win at once: "
                      "Ann pays Bob 75¢ · Cal's duel: Cal to wager (at most $1.00) · 33 cards left"]
    t("wager Cal 1")
    t("hit Cal 6s")
    assert t.said == ["Cal hits 6♠ · Cal: 3♥ 6♠ (9) — over 7½: Cal loses at once: Cal pays Ann $1.00 · "
                      "Ann's card is unseen: Ann may keep it or swap it (swap Ann) · "
                      "Dee's duel: Dee to wager (at most $1.00) · 32 cards left"]
    t("swap Ann Jh")
    assert t.said == ["Ann swaps the unseen card for a new one (the old one is out of play) · "
                      "Dee's duel: Dee to wager (at most $1.00) · 31 cards left"]
    for line in ("wager Dee .50", "hit Dee 2c"):
        t(line)
    t("stay Dee")
    assert t.said == ["Dee stays · Ann's card is turned: J♥ · Dee's duel: Ann to hit or stay on J♥ (½) · "
                      "30 cards left"]


def test_the_deck_out_ends_the_deal_in_the_duel_that_emptied_it():
    t = Deal(*[line for line, _ in MAIN[:-3]])
    t("hit Bob Kd")
    assert t.said == ["Bob hits K♦ · Bob's duel (50¢): Bob to hit or stay (3 cards) · the deck is out"]
    from refcli.table.expect import expect
    assert expect(t.night).verbs == ("stay",)          # nothing to hit with: the hand plays as it is
    t("stay Bob")
    assert expect(t.night).verbs == ("stay",)
    t("stay Ann")
    assert t.said[0] == ("Ann stays · Bob: 4♥ K♥ K♦ (5) against Ann: Q♣ (½) — the higher total wins: "
                         "Ann pays Bob 50¢")


def test_replaying_the_stored_deal_gives_the_same_night():
    t = Deal(*[line for line, _ in MAIN])
    replayed, _ = t.session.replay(t.session.store.open_night().id)
    assert replayed.to_json() == t.night.to_json()
    t2 = Deal(*[line for line, _ in MAIN[:30]])      # and in the middle of a deal
    replayed, _ = t2.session.replay(t2.session.store.open_night().id)
    assert replayed.to_json() == t2.night.to_json()


def test_undo_takes_back_a_duel_and_its_posting():
    t = Deal(*[line for line, _ in MAIN[:12]])
    assert t.balances() == {"Ann": 25, "Bob": 75, "Cal": -100, "Dee": 0}
    t("undo")
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0, "Dee": 0}
    assert t("hit Cal 4d") == []                        # 3♥ 4♦ = 7: still in
    assert t("stay Cal") == []


# --- §4: the four situations -------------------------------------------------------------------------------

S1 = ["night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob 8h, Cal 5c, Ann 2s",
      "wager Bob .25", "swap Ann 6d", "wager Cal .50", "hit Cal Ah", "stay Cal", "stay Ann", "end"]
S2 = ["night Ann Bob Cal", "game seven-and-a-half", "deal", "maxbet .75", "card Bob 4d, Cal 6c, Ann 8h",
      "wager Bob .75", "hit Bob Qs", "stay Bob", "card Ann 3h", "wager Cal .50", "stay Cal", "hit Ann 3c",
      "stay Ann", "end"]
S3 = ["night Ann Bob", "game seven-and-a-half", "deal", "card Bob 7d, Ann As", "wager Bob 1", "hit Bob Kh",
      "stay Bob", "hit Ann Ac", "hit Ann Jd", "hit Ann 2h", "hit Ann Qs", "end"]
S4 = [line for line, _ in MAIN[:34]] + [
    "card Bob 4h, Cal As, Dee 3c, Ann 3d", "wager Bob .50", "hit Bob Js", "hit Bob 2d", "stay Bob", "hit Ann Kh",
    "hit Ann 4s", "stay Ann", "card Ann 6h", "wager Cal .25", "hit Cal Kd", "hit Cal 4d", "hit Cal Qc", "stay Cal",
    "stay Ann", "card Ann 7s", "wager Dee 1", "hit Dee 7h",
    "card Bob 6c, Cal 7c", "wager Bob .75", "stay Bob", "stay Ann"]


def test_s1_a_face_down_8_of_hearts_is_wagered_and_lost_and_the_dealer_swaps_after_it():
    t = Deal(*S1[:4])
    assert t("wager Bob .25") == [P("Bob", "Ann", 25)]
    assert t.said[0].startswith("Bob wagers 25¢ · Bob holds the 8♥ face down: the 8♥ loses at once: "
                                "Bob pays Ann 25¢ · Ann's card is unseen")
    for line in S1[5:9]:
        assert t(line) == []
    assert t("stay Ann") == [P("Cal", "Ann", 50)]       # 6♦ against 5♣ A♥: a tie, the dealer's
    t("end")                                            # the deal stops between duels; the duels stand
    assert t.balances() == {"Ann": 75, "Bob": -25, "Cal": -50}
    assert render_ruling(t.rulings[-1]).splitlines()[1:4] == [
        "  Round 1, Bob (25¢): Bob holds the 8♥ face down: the 8♥ loses at once: Bob pays Ann 25¢",
        "  Round 1, Cal (50¢): Cal: 5♣ A♥ (6) against Ann: 6♦ (6) — a tie: the dealer wins ties: Cal pays Ann 50¢",
        "  The deal stopped between duels (end) with 36 cards left; the duels played stand."]


def test_s2_the_dealers_own_8_of_hearts_loses_as_it_is_turned():
    t = Deal(*S2[:7])
    assert t("stay Bob") == [P("Ann", "Bob", 75)]
    assert t.said == ["Bob stays · Ann's card is turned: 8♥ · Bob: 4♦ Q♠ (4½) against Ann: 8♥ — the dealer holds "
                      "the 8♥ and loses at once: Ann pays Bob 75¢ · a new card for Ann before Cal's duel "
                      "(card Ann) · 37 cards left"]
    for line in S2[8:12]:
        assert t(line) == []
    assert t("stay Ann") == [P("Cal", "Ann", 50)]
    t("end")
    assert t.balances() == {"Ann": -25, "Bob": 75, "Cal": -50}


def test_s3_the_dealers_five_cards_win_at_once():
    t = Deal(*S3[:10])
    assert t("hit Ann Qs") == [P("Bob", "Ann", 100)]
    assert t.said[0].startswith("Ann hits Q♠ · Bob: 7♦ K♥ (7½) against Ann: A♠ A♣ J♦ 2♥ Q♠ (5) — the dealer's "
                                "five cards without going over win at once: Bob pays Ann $1.00")
    t("end")
    assert t.balances() == {"Ann": 100, "Bob": -100}


def test_s4_a_short_round_goes_as_far_as_the_cards_and_a_kept_card_plays_the_last_duel():
    t = Deal(*S4[:34])
    assert t.balances() == {"Ann": 0, "Bob": 25, "Cal": -75, "Dee": 50}
    moved = [t(line) for line in S4[34:]]
    assert [m for m in moved if m] == [[P("Bob", "Ann", 50)], [P("Cal", "Ann", 25)], [P("Dee", "Ann", 100)],
                                       [P("Bob", "Ann", 75)]]
    assert t.night.hand is None
    assert t.balances() == {"Ann": 250, "Bob": -100, "Cal": -100, "Dee": -50}
    lines = render_ruling(t.rulings[-1]).splitlines()
    assert lines[-4:] == [
        "  Round 4, Bob (75¢): Bob: 6♣ (6) against Ann: 7♠ (7) — the higher total wins: Bob pays Ann 75¢",
        "  The deck is out: the deal is over (Cal and Dee cannot play).",
        "  On this deal: Bob -$1.00, Cal -$1.00, Dee -50¢, Ann +$2.50.",
        "  Deal 1 of 4 in this round of 7½ (each player deals once); the deal passes left, to Bob."]


# --- the "(depends)" readings, each under its other setting --------------------------------------------------


def _variant(tmp_path, **settings) -> tuple[str, ...]:
    """A rulesets folder whose seven-and-a-half plays the other reading of each setting given."""
    text = GAME_FILE.read_text(encoding="utf-8")
    for name, value in settings.items():
        start = text.index(f"  {name}: ")
        end = text.index("\n", start)
        text = text[:start] + f"  {name}: {value}" + text[end:]
    games = tmp_path / "games"
    games.mkdir()
    (games / "seven-and-a-half.yaml").write_text(text, encoding="utf-8")
    return (str(tmp_path),)


def test_s3_with_five_cards_dealer_plays_on_the_dealer_must_stay_and_7_and_a_half_wins(tmp_path):
    t = Deal(*S3[:11], rulesets=_variant(tmp_path, five_cards_dealer="plays-on"))
    assert t.postings[-1] == []
    assert t("stay Ann") == [P("Ann", "Bob", 100)]
    assert t.balances() == {"Ann": -100, "Bob": 100}


def test_s1_with_lose_unwagered_the_8_of_hearts_loses_without_a_wager(tmp_path):
    t = Deal(*S1[:3], rulesets=_variant(tmp_path, eight_hearts_down="lose-unwagered"))
    assert t("card Bob 8h, Cal 5c, Ann 2s") == []
    assert "Bob holds the 8♥ face down and loses at once, before any wager: nothing is paid" in t.said[-1]
    assert t.refused("wager Bob .25") == "it is Cal's duel now, not Bob's (clockwise from the dealer's left)"
    assert t("swap Ann 6d") == []                        # still a bust: the dealer may swap
    for line in S1[6:10]:
        t(line)
    assert t.balances() == {"Ann": 50, "Bob": 0, "Cal": -50}


def test_s4_with_whole_rounds_only_the_short_round_is_never_dealt(tmp_path):
    t = Deal(*S4[:52], rulesets=_variant(tmp_path, short_round="whole-rounds-only"))
    assert t.night.hand is None                           # 2 cards for 3 players: the deal ended at Dee's bust
    assert t.balances() == {"Ann": 175, "Bob": -25, "Cal": -100, "Dee": -50}
    with pytest.raises(RefereeError, match="no hand is being played"):
        t("card Bob 6c, Cal 7c")


def test_with_dealer_swap_never_a_swap_is_refused(tmp_path):
    t = Deal(*S1[:5], rulesets=_variant(tmp_path, dealer_swap="never"))
    assert t.refused("swap Ann 6d") == ("the dealer's card stays: this game is played without the swap "
                                        "(setting dealer_swap: never)")


# --- §5: bad input, each refused in one line with nothing changed -----------------------------------------


def _main_at(n: int) -> Deal:
    return Deal(*[line for line, _ in MAIN[:n]])


@pytest.mark.parametrize("at,line,message", [
    (5, "wager Bob 1.25", "a wager is at most $1.00, the dealer's maximum for this deal"),
    (5, "wager Bob .30", ".30 is not a whole number of quarters"),
    (6, "hit Bob 9s", "9♠ is not in the deck of 41 cards (no 8s, 9s or 10s but the 8♥, no jokers)"),
    (5, "wager Cal .50", "it is Bob's duel now, not Cal's (clockwise from the dealer's left)"),
    (15, "stay Ann", "Dee has not stayed: the dealer plays only after the player"),
    (26, "swap Ann 4d", "Ann cannot swap now: the dealer's card has been turned"),
    (45, "hit Dee 8h", "8♥ was already dealt to Bob"),
    (52, "hit Bob 2c", "the deck is out (no card left): Bob plays the hand as it is (stay Bob)"),
    (3, "card Cal 3h, Bob Ac, Dee 5s, Ann 4c", "the cards go clockwise from the dealer's left: Bob's next, "
                                               "not Cal's"),
    # more of the same kind
    (17, "hit Dee 3d", "Dee has stayed: it is Ann's turn to hit or stay"),      # hit after stay
    (16, "hit Bob 3d", "Bob's duel is over this round (Bob won it): it is Dee's duel now"),
    (5, "maxbet 1.25", "the maximum wager is at most $1.00, the house bet limit"),
    (6, "maxbet .50", "the maximum wager is set before the deal's first wager; it stays $1.00"),
    (5, "swap Ann 2c", "Ann cannot swap now: a swap comes only after a player's bust, before the next wager"),
    (12, "swap Bob 2c", "only the dealer swaps a card (Ann deals)"),
    (5, "wager Ann .50", "the dealer does not wager: it is Bob's duel"),
    (5, "stay Bob", "not now: Bob's duel: Bob to wager (at most $1.00) · 37 cards left"),
    (6, "wager Bob .50", "Bob has already wagered 75¢"),
    (3, "card Bob 10h", "10♥ is not in the deck of 41 cards (no 8s, 9s or 10s but the 8♥, no jokers)"),
    (3, "card Bob jk", "a joker is not in the deck of 41 cards (no 8s, 9s or 10s but the 8♥, no jokers)"),
    (8, "hit Bob Ac", "A♣ was already dealt to Bob"),
    (13, "hit Ann 4c", "not now: Dee's duel: Dee to wager (at most $1.00) · 31 cards left"),
    (28, "wager Dee 1", "Ann takes a new card first (card Ann)"),
    (28, "card Dee 2c", "the card now is the dealer's: card Ann"),
    (16, "end", "Dee's duel is under way: finish it (hit or stay) first"),
    (16, "settle", "Dee's duel is under way: finish it (hit or stay) first"),
    (5, "bet Bob .50", "7½ has no bet step"),
])
def test_a_bad_line_is_refused_in_one_line_and_changes_nothing(at, line, message):
    assert _main_at(at).refused(line) == message


def test_after_the_deal_no_duel_can_start():
    # The oracle's §5.9 (`wager Cal .50` once the deck is out): the deal closed itself when Bob's duel ended,
    # so refcli says no hand is under way (the ruling already said Cal and Dee cannot play).
    t = _main_at(len(MAIN))
    with pytest.raises(RefereeError) as err:
        t("wager Cal .50")
    assert str(err.value) == "no hand is being played: type deal to start the next one"


def test_a_wager_in_drinks_is_refused_at_a_money_table_and_the_other_way_round():
    t = _main_at(5)
    assert t.refused("wager Bob 2/3") == "'2/3' is not an amount: write 1, 1.00, $1, .75, 75c or 3q"
    d = Deal("night Ann Bob", "game seven-and-a-half drinks", "deal", "card Bob 2c, Ann 3c")
    assert d.refused("wager Bob .30") == ".30 is not a whole number of parts of a drink (the smallest part is " \
                                         "a third of a drink)"
    assert d.refused("wager Bob 1/2") == "1/2 is not a whole number of parts of a drink (the smallest part is " \
                                         "a third of a drink)"
    assert d.refused("wager Bob 4/3") == "a wager is at most 1 drink, the dealer's maximum for this deal"
    assert d.refused("wager Bob 1/0") == "'1/0' divides by zero"


def test_verbs_of_7_and_a_half_in_another_game_say_so():
    t = Deal("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refused("wager Bob 1") == "7 Card Stud has no duels with the dealer (7½ has)"
    assert t.refused("hit Bob 2c") == "7 Card Stud has no duels with the dealer (7½ has)"


def test_a_clause_without_its_arguments_is_refused_by_the_parser():
    t = _main_at(5)
    for line, message in (("wager Bob 1 2", "usage: wager [PLAYER] AMOUNT"), ("hit Bob 2c Cal", "usage: hit [PLAYER] [CARD]"),
                          ("stay Bob Cal", "usage: stay [PLAYER]"), ("maxbet", "usage: maxbet AMOUNT"),
                          ("card Bob 2c 3c", "usage: card [PLAYER] [CARD]")):
        with pytest.raises(ParseError) as err:
            t(line)
        assert str(err.value) == message


# --- through the one-shot command line ----------------------------------------------------------------------


def test_the_one_shot_cli_refuses_in_one_line_with_exit_1_and_changes_nothing(tmp_path, capsys):
    import sqlite3
    from refcli.cli.main import main
    db = str(tmp_path / "night.db")

    def run(*args):
        capsys.readouterr()
        code = main(["--db", db, *args])
        out = capsys.readouterr()
        return code, out.out, out.err

    for line in ("night Ann Bob Cal Dee", "game seven-and-a-half", "deal", "card Bob Ac, Cal 3h, Dee 5s, Ann 4c",
                 "wager Bob .75"):
        assert run(*line.split())[0] == 0

    def rows():
        con = sqlite3.connect(db)
        try:
            return con.execute("select count(*) from events").fetchone()
        finally:
            con.close()
    before = rows()
    for args, message in ((("maxbet", ".50"), "the maximum wager is set before the deal's first wager; it stays "
                                              "$1.00"),
                          (("hit", "Cal", "2c"), "it is Bob's duel: Cal is not in it"),
                          (("hit", "Bob", "9s"), "9♠ is not in the deck of 41 cards (no 8s, 9s or 10s but the 8♥, "
                                                 "no jokers)"),
                          (("stay", "Ann"), "Bob has not stayed: the dealer plays only after the player")):
        code, out, err = run(*args)
        assert code == 1 and err == f"Error: {message}\n", (args, err)
        assert rows() == before
    code, out, err = run("hit", "Bob", "Ad")
    assert code == 0 and "Bob hits A♦" in out


# --- drinks: a night with money hands and a drinks game settles the money alone ----------------------------


DRINKS = ["night Ann Bob Cal",
          "game seven-and-a-half",                          # Ann deals 7½ for money
          "deal", "card Bob 5c, Cal 6c, Ann 4d", "wager Bob .50", "stay Bob", "stay Ann",   # 5 beats 4: Ann pays 50¢
          "card Ann 2d", "wager Cal 1", "hit Cal 3c", "end"]       # 6♣ 3♣ = 9: Cal busts


def test_drinks_never_mix_with_the_money():
    t = Deal(*DRINKS[:-1])
    assert t.balances() == {"Ann": -50 + 100, "Bob": 50, "Cal": -100}     # 6♣ 3♣ = 9: Cal busts
    t("settle")
    t("game seven-and-a-half drinks override")
    t("deal")                                           # Bob deals for drinks
    assert t("maxbet 2/3") == []
    t("card Cal 5s, Ann 6d, Bob 2h")
    t("wager Cal 2/3")
    t("stay Cal")
    assert t("stay Bob") == [Posting("(drinks-lost:Bob)", "(drinks-won:Cal)", 8, "7½ duel")]   # 2/3 of 12
    assert t.said[0].startswith("Bob stays · Cal: 5♠ (5) against Bob: 2♥ (2) — the higher total wins: "
                                "Bob drinks 2/3 drink (Cal wins)")
    t("card Bob 3h")
    t("wager Ann 1/3")
    assert t("hit Ann 7h") == [Posting("(drinks-lost:Ann)", "(drinks-won:Bob)", 4, "7½ duel")]   # 6♦ 7♥: bust
    t("end")
    assert t.balances() == {"Ann": 50, "Bob": 50, "Cal": -100}           # the money alone
    assert t.night.ledger.total() == 0
    from refcli.book.report import night_json, render_settlement
    text = render_settlement(t.night)
    assert text.endswith(
        "Who pays whom (2 payments, the fewest possible):\n"
        "  Cal pays Ann 50¢\n"
        "  Cal pays Bob 50¢\n"
        "\n"
        "Drinks (kept apart from the money; nobody pays for them):\n"
        "  Ann: won nothing, lost 1/3 drink\n"
        "  Bob: won 1/3 drink, lost 2/3 drink\n"
        "  Cal: won 2/3 drink, lost nothing")
    data = night_json(t.night, [])
    assert data["balances"] == {"Ann": 50, "Bob": 50, "Cal": -100}
    assert data["transfers"] == [{"from": "Cal", "to": "Ann", "amount": 50}, {"from": "Cal", "to": "Bob", "amount": 50}]
    assert data["drinks"] == {"Ann": {"won": "0", "lost": "1/3"}, "Bob": {"won": "1/3", "lost": "2/3"},
                              "Cal": {"won": "2/3", "lost": "0"}}
    assert render_ruling(t.rulings[-1]).splitlines()[-2] == \
        "  Drinks on this deal: Cal +2/3 drink, Ann -1/3 drink, Bob -1/3 drink."


def test_the_night_report_lists_drinks_apart(tmp_path):
    from refcli.book.export import night_report, render, report_json
    store = Store(str(tmp_path / "n.db"))
    s = Session(store)
    for line in ["night Ann Bob", "game seven-and-a-half drinks", "deal", "card Bob 5c, Ann 4d", "wager Bob 1",
                 "stay Bob", "stay Ann", "end"]:
        s.execute(line)
    r = night_report(store)
    assert r.balances == (("Ann", 0), ("Bob", 0)) and r.transfers == ()
    assert render(r, "table").endswith("Drinks (apart from the money)\n  Ann: won nothing, lost 1 drink\n"
                                       "  Bob: won 1 drink, lost nothing")
    assert report_json(r)["drinks"] == {"Ann": {"won": "0", "lost": "1"}, "Bob": {"won": "1", "lost": "0"}}


# --- the rules say every reading ------------------------------------------------------------------------------


def test_refcli_rules_names_every_setting_of_the_game():
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game
    text = " ".join(describe(load_game("seven-and-a-half")).split())
    for words in ("a 41-card deck (A to 7 and J Q K of each suit, and the 8♥: no other 8s, no 9s or 10s)",
                  "setting stakes: money", "(maxbet AMOUNT), at most $1.00; until then it is $1.00",
                  "A wager is at least 25¢, in whole quarters",
                  "setting short_round: as-far-as-cards-go", "setting five_cards_dealer: wins",
                  "setting dealer_swap: after-bust", "setting eight_hearts_down: wager-then-lose",
                  "the dealer wins ties", "Aces count 1, 2 to 7 their face, J Q K ½ each, the 8♥ 8",
                  "There is no pot: each duel paid as it ended", "No pot: each duel's wager goes straight"):
        assert words in text, words
    drinks = " ".join(describe(load_game("seven-and-a-half drinks")).split())
    from refcli.table.steps.duel import SETTINGS
    for name in SETTINGS:          # each of the game's readings is named where `refcli rules` explains it
        assert f"setting {name}" in drinks, name
        assert f"setting {name}" in text or name == "drink_part", name
    assert "Wagers are in drinks (setting stakes: drinks)" in drinks
    assert ("until then it is 1 drink. A wager is at least 1/3 drink, in whole parts of a drink (the smallest "
            "part is a third of a drink; setting drink_part)") in drinks


def test_a_misdeal_gives_the_money_back_but_a_drink_drunk_stays_drunk():
    t = Deal(*[line for line, _ in MAIN[:12]])
    t("misdeal")
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0, "Dee": 0} and t.night.ledger.pot == 0
    d = Deal("night Ann Bob", "game seven-and-a-half drinks", "deal", "card Bob 5c, Ann 4d", "wager Bob 1",
             "stay Bob", "stay Ann", "misdeal")
    assert d.night.ledger.pot == 0 and d.balances() == {"Ann": 0, "Bob": 0}
    assert d.night.ledger.accounts["(drinks-lost:Ann)"] == -12 and d.night.ledger.accounts["(drinks-won:Bob)"] == 12


def test_a_round_of_the_game_is_each_player_dealing_once_then_the_pick_passes():
    t = Deal("night Ann Bob Cal", "game seven-and-a-half")
    assert t.said == ["Ann picks 7½ for a round: each of the 3 players deals once."]
    for dealer, order in (("Ann", "Bob Cal Ann"), ("Bob", "Cal Ann Bob"), ("Cal", "Ann Bob Cal")):
        t("deal")
        assert t.night.hand.dealer == dealer
        first, second, last = order.split()
        t(f"card {first} 2c, {second} 3c, {last} 4c")
        t("settle")                                       # stopped before the first duel: nothing moved
    assert [r.lines[-1] for r in t.rulings] == [
        "Deal 1 of 3 in this round of 7½ (each player deals once); the deal passes left, to Bob.",
        "Deal 2 of 3 in this round of 7½ (each player deals once); the deal passes left, to Cal.",
        "Deal 3 of 3: the round of 7½ is over (each player has dealt once)."]
    assert t.night.pick_game is None and t.night.picker == "Bob"      # the next player picks
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0}
    from refcli.rules.describe import describe
    from refcli.rules.loader import load_game
    assert ("The picker's game is played for a round: each player at the table deals once (house setting "
            "rotation.picker_hands: round)") in " ".join(describe(load_game("seven-and-a-half")).split())


def test_a_bust_ending_a_round_leaves_the_swap_open_until_the_next_wager():
    t = Deal(*S4[:52])                                   # Dee's bust ended round 3; Ann holds the 7♠ unseen
    t("card Bob 6c")
    from refcli.table.expect import expect
    assert expect(t.night).verbs == ("card", "swap")
    t("card Cal 7c")                                     # the deck is out now: no card to swap for
    assert t.refused("swap Ann 2c") == "the deck is out: no card is left to swap for"
    t2 = Deal(*S4[:52])
    t2("card Bob 6c")
    assert t2("swap Ann 7c") == []                       # the last card: Ann swaps the 7♠ for it
    assert t2.refused("card Cal 2c") == "not now: Bob's duel: Bob to wager (at most $1.00) · the deck is out"
    t2("wager Bob .75")
    t2("stay Bob")
    assert t2("stay Ann") == [P("Bob", "Ann", 75)]       # 7♣ against 6♣
    assert t2.night.hand is None


def test_the_smallest_part_of_a_drink_is_a_setting(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    text = GAME_FILE.read_text(encoding="utf-8").replace("drink_part: third", "drink_part: half")
    (games / "seven-and-a-half.yaml").write_text(text, encoding="utf-8")
    d = Deal("night Ann Bob", "game seven-and-a-half drinks", "deal", "card Bob 5c, Ann 4d",
             rulesets=(str(tmp_path),))
    assert d.refused("wager Bob 1/3") == ("1/3 is not a whole number of parts of a drink (the smallest part is "
                                          "half a drink)")
    d("wager Bob .5")
    d("stay Bob")
    assert d("stay Ann") == [Posting("(drinks-lost:Ann)", "(drinks-won:Bob)", 6, "7½ duel")]


@pytest.mark.parametrize("line,message", [
    ("  stakes: money ", "settings.stakes: unknown value 'beer' (choices: money, drinks)"),
    ("  short_round: as-far-as-cards-go ", "settings.short_round: unknown value 'beer' (choices: "
                                         "as-far-as-cards-go, whole-rounds-only)"),
])
def test_a_bad_setting_is_named_with_its_file_and_line(tmp_path, line, message):
    from refcli.kernel.errors import RulesetError
    from refcli.rules.loader import load_game
    games = tmp_path / "games"
    games.mkdir()
    text = GAME_FILE.read_text(encoding="utf-8")
    start = text.index(line)
    end = text.index("\n", start)
    (games / "seven-and-a-half.yaml").write_text(text[:start] + f"  {line.split(':')[0].strip()}: beer"
                                                 + text[end:], encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_game("seven-and-a-half", [str(tmp_path)])
    assert str(err.value).endswith(message) and "seven-and-a-half.yaml:" in str(err.value)


def test_the_name_may_be_left_out_for_whoever_the_verb_is_for_now():
    bare = ["night Ann Bob Cal Dee", "game seven-and-a-half", "deal", "maxbet 1", "card Ac, 3h, 5s, 4c",
            "wager .75", "hit Ad", "hit Jc", "hit 2s", "hit Qd", "wager 1", "hit 6s", "swap Jh", "wager .50",
            "hit 2c", "stay", "hit 6d", "hit Ks", "stay", "card Ah, Qh, 2h, 3s", "wager .50", "hit 8h"]
    t = Deal(*bare)
    named = Deal(*[line for line, _ in MAIN[:22]])
    assert t.balances() == named.balances() == {"Ann": 125, "Bob": 25, "Cal": -100, "Dee": -50}
    assert t.night.hand.down == named.night.hand.down
    assert t.refused("wager Ann .50") == "the dealer does not wager: it is Cal's duel"


# --- the words: no pronoun, the bust, five cards -------------------------------------------------------------------


_PRONOUN = re.compile(r"\b(he|him|his|He|His)\b")


def test_a_whole_7_and_a_half_deal_is_told_without_a_pronoun():
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


def test_the_bust_and_the_five_cards_words():
    t = Deal("night Ann Bob Cal", "game seven-and-a-half", "deal", "maxbet 1", "card Bob, Cal, Ann",
             "wager Bob .5", "hit Bob 6d")
    t("bust Bob")
    assert t.said[0].startswith("Bob busts, over 7½ (6♦ and 1 face-down card, not shown): Bob loses at once: Bob "
                                "pays Ann 50¢")
    assert t.refused("turn Cal 5s") == ("in 7½ only the dealer's card is turned (turn Ann CARD); a player's cards are "
                                        "turned at the end of the duel (show Cal CARD ...)")
