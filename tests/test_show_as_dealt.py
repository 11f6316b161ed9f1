"""A hand whose every card was typed as it was dealt is shown as dealt: `show PLAYER` alone shows the cards
typed for him, and `settle` shows every player still in whose hand is whole (the hand-worked files of
Partners, Pat Hand and Ebay end this way). A hand with a card not typed still needs its `show`."""

from __future__ import annotations

from refcli.log.nightlog import replay_event
from tablekit import Table
from tablekit import checks


CHECKS = "check, check, check"
# Ann deals 7 Card Stud (Low Chicago); she antes $1.50 and nobody bets. Every card is typed as dealt.
DEALT = ["night Ann Bob Cal", "game seven-card-stud", "deal", "down Ann 2c 3c, Bob 4d 5d, Cal 6h 7h",
         "up Ann Kc, Bob Kd, Cal Qh", CHECKS, "up Ann 9c, Bob 9d, Cal 9h", CHECKS, "up Ann 8s, Bob 8d, Cal 8h",
         CHECKS, "up Ann As, Bob Ad, Cal Ah", CHECKS]


def test_settle_shows_every_whole_hand_typed_as_dealt():
    t = Table(*DEALT, "down Ann 4s, Bob Jd, Cal Jh", CHECKS, "settle")
    # Bob's seven diamonds make a flush (A K J 9 8): high, 75c of $1.50; Ann's 4♠ is the lowest spade in the
    # hole (Cal has none): Low Chicago, 75c.
    assert t.awards() == [("Bob", "high", 75), ("Ann", "chicago", 75)]
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}
    assert t.night.hand is None and t.pot == 0


def test_show_alone_shows_the_cards_typed_for_the_player():
    t = Table(*DEALT, "down Ann 4s, Bob Jd, Cal Jh", CHECKS)
    t("show Bob")
    # Cal's and Ann's cards were typed whole as dealt: settle shows them.
    assert t.lines[-1] == "Bob shows 4♦ 5♦ J♦ up K♦ 9♦ 8♦ A♦ · every card typed: settle"
    assert t.refuse("show Bob") == "Bob has already shown: undo to correct it"
    t("show Cal 6h 7h Jh up Qh 9h 8h Ah, settle")      # typed in full, as before
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}


def test_a_hand_not_typed_whole_still_needs_its_show():
    t = Table(*DEALT, "down Bob Jd, Cal Jh", CHECKS)     # Ann's last card was not typed
    assert t.refuse("show Ann") == ("the cards typed as dealt to Ann (2 down, 4 up) are not the whole hand: "
                                    "show Ann DOWN-CARDS ... [up UP-CARDS ...]")
    # settle shows nobody unless it can show everyone: nothing changes, Bob and Cal stay unshown.
    assert t.refuse("settle") == "Bob, Cal, Ann have not shown (show PLAYER ..., or fold PLAYER to concede)"
    t("show Ann 2c 3c 4s up Kc 9c 8s As")
    t("settle")
    assert t.balances() == {"Ann": -75, "Bob": 75, "Cal": 0}


def test_a_draw_of_unseen_cards_is_not_a_hand_typed_whole():
    t = Table("night Ann Bob", "game high-and-low-poker", "deal",
              "down Ann Kh/4c Qh/5c Jh/6c Th/7c 9h/8c, Bob Kd/4s Qd/5s Jd/6s Td/7s 9d/8s",
              "check, check", "draw Bob 1", "draw Ann 0", "check, check")
    assert t.refuse("show Bob").startswith("the cards typed as dealt to Bob (5 down, 0 up) are not the whole hand")


def test_settle_as_dealt_replays_to_the_same_night():
    t = Table(*DEALT, "down Ann 4s, Bob Jd, Cal Jh", CHECKS, "settle")
    night = None
    store = t.session.store
    events = store.events(t.night_id)
    voided = {e.payload.get("voids") for e in events if e.kind == "undo"}
    for e in events:
        if e.kind != "undo" and e.seq not in voided:
            night, _ = replay_event(night, e.kind, e.payload)
    assert night.to_json() == t.night.to_json()


def test_the_prompt_names_apart_the_players_whose_cards_were_typed_whole():
    # Every card dealt face up typed, and the hole cards of Bob and Cal: only Dee and Ann still have to show.
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud", "d", "up 7dqh9ckd", "down as2s3s4s5s6s7s8s", "checks",
              "up 7hqd9hkh", "checks", "up thqcts9d", "checks", "up 2c4c5c6c", "checks", "down bob 3c, cal jd")
    t("checks")
    assert t.lines[-1].endswith("betting over: show Dee, Ann (Bob, Cal: every card typed)")
    # The 7th card, one face down each, to the two not typed yet ("a down card", never "an down card").
    t2 = Table("night Ann Bob Cal Dee", "game seven-card-stud", "d", "up 7dqh9ckd", "down as2s3s4s5s6s7s8s", "checks",
               "up 7hqd9hkh", "checks", "up thqcts9d", "checks", "up 2c4c5c6c", "checks", "down bob 3c, cal jd")
    assert t2.refuse("down 3h") == ("2 players are dealt a down card on this street; 1 card typed: the dealer, Ann, "
                                    "gets none")


# --- a nameless show: which cards are missing ----------------------------------------------------------------------


STUD = ("night Ann Bob Cal", "game seven-card-stud", "deal")


def _stud_at_the_show() -> Table:
    """Every up card typed but Cal's and Ann's of the 6th street; no hole card typed; the betting over."""
    t = Table(*STUD)
    for street in ("up 2c 3c 4c", "up 5c 6c 7c", "up 8c 9c Tc", "up Bob Jc"):
        t(street)
        checks(t, 3)
    checks(t, 3)
    return t


def test_a_nameless_show_says_which_cards_are_missing_as_the_named_one_does():
    t = _stud_at_the_show()
    t("show 4s 5h 9h")                  # Bob: his four up cards are typed, his three hole cards come now
    assert t.lines[-1] == "Bob shows 4♠ 5♥ 9♥ up 2♣ 5♣ 8♣ J♣ · show Cal, Ann"
    # Cal's 6th-street up card was never typed: three cards are neither what is missing nor a whole hand.
    said = ("Cal's cards typed as dealt are 0 down and 3 up: 3 down and 1 up are missing, and the show has 3 cards "
            "(show Cal DOWN ... up UP ...)")
    assert t.refuse("show 4d 5d 9d") == said
    assert t.refuse("show Cal 4d 5d 9d") == said
    assert t.refuse("show Cal 4d 5d 9d Kd") == (
        "Cal's cards typed as dealt are 0 down and 3 up: 3 down and 1 up are missing, so say which is which (show Cal "
        "DOWN ... up UP ...)")
    t("up Cal Kd")
    t("show 4d 5d 9d")                  # now only his hole cards are missing
    assert t.lines[-1] == "Cal shows 4♦ 5♦ 9♦ up 3♣ 6♣ 9♣ K♦ · show Ann"
    assert t.refuse("show Ks") == ("Ann's cards typed as dealt are 0 down and 3 up: 3 down and 1 up are missing, "
                                   "and the show has 1 card (show Ann DOWN ... up UP ...)")


def test_one_face_missing_names_the_cards_to_type():
    t = _stud_at_the_show()
    assert t.refuse("show 4s 5h") == ("Bob's cards typed as dealt are 0 down and 4 up: 3 down are missing, and the "
                                      "show has 2 cards (show Bob DOWN DOWN DOWN)")
    # A whole hand typed again is still read as a whole hand (and checked as one).
    assert t.refuse("show Bob 4s 5h 9h up 2c 5c 8c Jd") == ("Bob was dealt J♣ face up, but the show does not have "
                                                           "it face up")
