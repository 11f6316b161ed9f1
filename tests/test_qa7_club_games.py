"""Issue 7's club games played as a host plays them, with the slips a dealer makes (QA pass 7).

Each hand below was played at the table first and its money worked out by hand from the club's rules; the
comments are that working. The dealer antes 50¢ a player. The refusals checked here are the ones that pass
said something wrong or did not say what to type.
"""

from __future__ import annotations

from tablekit import Table, checks


# --- refusals that must say what to type ---------------------------------------------------------------------

def _ebay_to_the_declaration() -> Table:
    # Ann deals Ebay to three and antes $1.50. Every round checks, nobody bids at the auction: the pot stays $1.50.
    t = Table("night Ann Bob Cal", "game ebay", "deal")
    t("up Bob 2c, Cal 3c, Ann 4c")
    checks(t, 3)
    for card in ("5h", "6h", "7h"):
        t(f"aside {card}")
        checks(t, 3)
    t("aside down")
    checks(t, 3)
    for _ in range(4):                       # four cards on sale, three passes each: all discarded
        checks_or_passes = ", ".join(["pass"] * 3)
        t(checks_or_passes)
    checks(t, 3)                             # the bet after the auction
    return t


def test_settle_before_the_declaration_says_what_to_type():
    t = _ebay_to_the_declaration()
    assert t.refuse("settle") == ("Bob, Cal, Ann have not declared "
                                  "(declare PLAYER high|low|both, ...)")
    t("declare Bob high")
    assert t.refuse("settle") == ("Cal, Ann have not declared "
                                  "(declare PLAYER high|low|both, ...)")


def test_show_before_the_declaration_says_what_to_type():
    t = _ebay_to_the_declaration()
    assert t.refuse("show Bob 9c 9d Ts up 2c") == (
        "declarations come first: Bob, Cal, Ann have not declared (declare PLAYER high|low|both, ...)")


# --- a card typed twice in one line is a slip, not a card already dealt --------------------------------------

def test_no_peek_a_card_typed_twice_in_one_turn():
    t = Table("night Ann Bob Cal Dee", "game no-peek", "deal", "start Js")
    assert t.refuse("turn Bob 2c 2c") == "2♣ is typed twice in this line"
    assert t.refuse("turn Bob 2c 6d 2c") == "2♣ is typed twice in this line"
    t("turn Bob 7h")
    # A card turned before is still named for whom it was dealt.
    assert t.refuse("turn Bob 2c 7h") == "7♥ was already dealt to Bob"


def test_pat_hand_a_card_typed_twice_in_the_declaration():
    # Ann deals Pat Hand to three; Bob's 7♥ 8♣ 9♦ show, his 5♠ 6♦ in the hole make a straight.
    t = Table("night Ann Bob Cal", "game pat-hand", "deal", "up Bob 7h, Cal Kd, Ann 2c")
    checks(t, 3)
    t("up Bob 8c, Cal Kc, Ann 2d")
    checks(t, 3)
    t("up Bob 9d, Cal Ah, Ann 3d")
    checks(t, 3)
    assert t.refuse("pat Bob 5s 5s") == "5♠ is typed twice in this line"
    t("pat Bob 5s 6d")
    assert t.lines[-1].startswith("Bob declares a pat hand: a straight, nine high (9♦ 8♣ 7♥ 6♦ 5♠)")


# --- Partners: the dealer is told each fee as the card is dealt, as No Peek tells him ------------------------

def test_partners_names_the_fee_of_each_up_three_or_nine_as_it_is_dealt():
    # Ann deals to five and antes $2.50. K♠ (Dee) and K♥ (Bob) pair, then 9♦ (Cal) and 3♣ (Eve); Ann alone.
    t = Table("night Ann Bob Cal Dee Eve", "game partners", "deal", "up Bob Kh, Cal 9d, Dee Ks, Eve 3c")
    assert t.lines[-1] == "Eve up: 3♣"              # not paired yet: a first up card is paid for after the pairing
    t("up Ann 2h")
    assert t.lines[-1] == ("Ann up: 2♥ · Partners: Dee (K♠) and Bob (K♥); Cal (9♦) and Eve (3♣); Ann (2♥) plays "
                           "alone · Cal may pay $2.00 to make 9♦ wild (wild Cal 9d) before the next card · Eve may "
                           "pay $1.00 to make 3♣ wild (wild Eve 3c) before the next card")
    t("wild Cal 9d")                                 # $2.00: pot $4.50; Eve owes the match
    checks(t, 5)
    t("up Bob 9c, Cal Tc, Dee 3s")
    # Eve's silence divorced her from Cal once the next card came; Bob's 9♣ and Dee's 3♠ are offered.
    assert t.lines[-3:] == [
        "Bob up: K♥ 9♣ · Cal and Eve are divorced: Eve did not match Cal's 9♦ ($2.00) before the next card · Bob may "
        "pay $2.00 to make 9♣ wild (wild Bob 9c) before the next card",
        "Cal up: 9♦ 10♣",
        "Dee up: K♠ 3♠ · Dee may pay $1.00 to make 3♠ wild (wild Dee 3s) before the next card"]
    t("up Eve 4c, Ann Td")
    assert t.lines[-2:] == ["Eve up: 3♣ 4♣", "Ann up: 2♥ 10♦"]
    checks(t, 5)
    t("up Bob 2c")                                   # Bob's 9♣ is past its time: not offered again
    assert t.lines[-1] == "Bob up: K♥ 9♣ 2♣"
    assert t.pot == 450


# --- Pat Hand: the count said with a new round is what the deck keeps after it -------------------------------

def _pat_hand_six_to_the_eighth_card(variant: str = "") -> Table:
    # Bob deals to six and antes $3.00; nobody makes a straight, everyone checks through the seven cards.
    t = Table("night Bob Cal Dee Ann Eve Fay", f"game pat-hand {variant}".strip(), "deal")
    t("down Cal 2s 9s, Dee 3s 5s, Ann Qs Js, Eve Ks As, Fay 7s 8s, Bob Ts 6s")
    for street in ("Cal Kd, Dee Ad, Ann 2d, Eve 4h, Fay 9d, Bob Kh", "Cal Kc, Dee Ac, Ann 2c, Eve 4s, Fay 9c, Bob Ah",
                   "Cal Qh, Dee 6h, Ann 3h, Eve 5d, Fay Qd, Bob Qc", "Cal Jh, Dee 7d, Ann 3c, Eve 6c, Fay Jd, Bob 7c"):
        t(f"up {street}")
        checks(t, 6)
    t("down Cal 4d, Dee Jc, Ann 8h, Eve Tc, Fay 2h, Bob 3d")
    checks(t, 6)
    return t


def test_pat_hand_the_eighth_card_says_what_the_deck_keeps_after_it():
    # 42 cards dealt, 10 in the deck: the 8th card takes 6 and leaves 4, too few for a 9th round.
    t = _pat_hand_six_to_the_eighth_card()
    assert t.lines[-1] == ("Bob checks · The 8th card: one more face up to each player still in (it leaves 4 cards "
                           "in the deck). · Betting round 6. · pot $3.00 · Cal to act")
    t("up Cal 8c, Dee Th, Ann 9h, Eve Td, Fay 5h, Bob 8d")
    t("bet Cal .5, call, call, call, call, call")                 # pot $6.00
    assert t.lines[-1] == ("Bob calls 50¢ · The deck has 4 cards left, too few for another round to the 6 players "
                           "still in: the game is over. · pot $6.00 · betting over: show Cal, Dee, Ann, Eve, Fay, Bob")
    t("settle")
    # $6.00: Eve's tens and fours take the high half, $3.00; Dee's 3♠ 5♠ in the hole the Low Chicago half, $3.00.
    # Bob paid $3.00 + 50¢, everyone else 50¢.
    assert t.awards() == [("Eve", "high", 300), ("Dee", "chicago", 300)]
    assert t.balances() == {"Bob": -350, "Cal": -50, "Dee": 250, "Ann": -50, "Eve": 250, "Fay": -50}


def test_pat_hand_second_deck_the_eighth_card_names_both_decks():
    t = _pat_hand_six_to_the_eighth_card("second-deck")
    assert t.lines[-1] == ("Bob checks · The 8th card: one more face up to each player still in (it leaves 4 cards "
                           "in the deck, then the second deck's 52). · Betting round 6. · pot $3.00 · Cal to act")
    t("up Cal 8c, Dee Th, Ann 9h, Eve Td, Fay 5h, Bob 8d")
    checks(t, 6)
    # The 9th round takes the first deck's last 4 and 2 of the second deck's 52.
    assert t.lines[-1] == ("Bob checks · The 9th card: one more face up to each player still in (it leaves 50 in the "
                           "second deck). · Betting round 7. · pot $3.00 · Cal to act")


# --- a buy-out game's showdown: giving up the show is a concession, free, as settle's refusal offers ----------

def test_pat_hand_a_player_concedes_at_the_showdown_without_the_buy_out():
    # Ann deals to three and antes $1.50; everyone checks. Bob's 5♠ 6♦ in the hole and 7♥ 8♣ 9♦ up: a straight.
    t = Table("night Ann Bob Cal", "game pat-hand", "deal", "down Bob 5s 6d, Cal 2s 3s")
    for street in ("Bob 7h, Cal Kd, Ann Jd", "Bob 8c, Cal Kc, Ann 3h", "Bob 9d, Cal Qh, Ann 6c"):
        t(f"up {street}")
        checks(t, 3)
    t("pat Bob")
    assert t.refuse("settle") == "Bob, Cal, Ann have not shown (show PLAYER ..., or fold PLAYER to concede)"
    t("fold Ann")                   # the betting is over: Ann gives up her show and owes no $2.00 buy-out
    assert t.lines[-1] == ("Ann concedes (no buy-out once the betting is over) · pot $1.50 · betting over: "
                           "show Bob, Cal")
    assert t.pot == 150
    t("settle")                     # Bob's and Cal's every card was typed as dealt: they show those
    # $1.50: Bob's straight the high half, 75¢; Cal's 2♠ 3♠ in the hole the Low Chicago half, 75¢.
    assert t.awards() == [("Bob", "high", 75), ("Cal", "chicago", 75)]
    assert t.balances() == {"Ann": -150, "Bob": 75, "Cal": 75}


def test_a_buy_out_is_still_owed_for_a_fold_while_there_is_betting():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")
    t("bet Bob .50")
    assert t.refuse("fold Cal") == "Pat Hand is played with a $2.00 buy-out: type buyout Cal"
    t("buyout Cal")                 # $2.00 into the pot: $1.50 + 50¢ + $2.00
    assert t.pot == 400


# --- 2s to 25: the big blind opens after a stored state comes back (found by the random play) ---------------

HAND_2_BLINDS = ("night Ann Bob Cal", "game twos-to-25", "deal", "ask Bob 2, ask Cal 1, ask Ann 1",
                 "fold Cal", "raise Ann .50", "call Bob", "upcard Kh", "fold Bob",      # Ann takes hand 1
                 "deal", "ask Cal 1, ask Ann 1, ask Bob 2")


def test_twos_to_25_the_big_blind_opens_in_one_shot_commands(tmp_path, capsys):
    # Hand 2: Bob deals, Cal posts the small blind (25¢) and Ann the big (50¢); the big blind opens the bet. A
    # stored state keeps its blinds with the names sorted (Ann before Cal), which must not make Cal the big blind.
    from refcli.cli import main
    db = str(tmp_path / "b.db")
    for line in HAND_2_BLINDS:
        assert main(["--db", db, *line.replace(",", " ,").split()]) == 0
    capsys.readouterr()
    assert main(["--db", db, "status"]) == 0
    assert capsys.readouterr().out == "Hand 2 · 2s to 25 · Bob dealt · pot 75¢ · Ann to act\n"
    assert main(["--db", db, "raise", "Ann", ".50"]) == 0
    assert capsys.readouterr().out == "Ann raises 50¢ to $1.00 · pot $1.25 · Bob to act ($1.00 to call)\n"


def test_twos_to_25_a_replayed_night_keeps_the_big_blind_first():
    t = Table(*HAND_2_BLINDS)
    assert t.night.hand.part("bet").to_act == ["Ann", "Bob", "Cal"]
    replayed, _ = t.session.replay(t.night_id)
    assert replayed.hand.part("bet").to_act == ["Ann", "Bob", "Cal"]
    assert replayed.hand.part("bet").opener == "Ann"


# --- help: a verb's line names every game that takes it ------------------------------------------------------

def test_help_for_pass_and_aside_names_what_ebay_takes(capsys):
    from refcli.cli import main
    assert main(["help", "pass"]) == 0
    assert "Ebay's auction: the player on turn bids nothing for the card on sale" in capsys.readouterr().out
    assert main(["help", "aside"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("  aside [down] CARD ... | aside down  Ebay:") and "aside down while it lies unseen" in out
