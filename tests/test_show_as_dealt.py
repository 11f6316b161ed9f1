"""A hand whose every card was typed as it was dealt is shown as dealt: `show PLAYER` alone shows the cards
typed for him, and `settle` shows every player still in whose hand is whole (the hand-worked files of
Partners, Pat Hand and Ebay end this way). A hand with a card not typed still needs its `show`."""

from __future__ import annotations

from refcli.log.nightlog import replay_event
from tablekit import Table

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
