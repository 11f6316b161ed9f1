"""Issue 7's club games played as a host plays them, with the slips a dealer makes.

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
    t("up Bob Jd Qd Kd, Cal Js Qs Ks, Ann 2d 3d 4d")   # the first bidder is read from the cards showing
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
                           "still in: the game is over. · pot $6.00 · betting over: every card typed: settle")
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


# --- whole hands as played at the table, slips included ------------------------------------------------------
# A line starting with "!" is a slip the table must refuse, with these words, changing nothing.

def play(t: Table, script) -> None:
    for item in script:
        if isinstance(item, tuple):
            line, words = item
            assert t.refuse(line) == words, line
        else:
            t(item)


NO_PEEK_1 = [
    # Ann deals to four, antes $2.00. Bob's Q♦ 7♥ beats the J♠; each round below is a bet after a turn that beats.
    "night Ann Bob Cal Dee", "game no-peek", "deal",
    ("turn Bob 7h", "not yet: Ann turns the card to beat first (start CARD)"),
    "start Js", "turn Bob 7h", "turn Bob Qd",
    ("bet Cal .50", "it is Bob's turn, not Cal's"),
    "bet Bob .50, call Cal, call Dee, call Ann",                       # pot $4.00
    "turn Cal 5c", "turn Cal 3h", "wild Cal 3h",                      # $1.00: a pair of fives beats queen high
    "bet Cal 1, call Dee, call Ann, call Bob",                         # pot $9.00
    "turn Dee 4s", ("turn Dee Kd", "Dee's 4 is owed its extra card first: extra Dee CARD"),
    "extra Dee Kc", "turn Dee Kd",                                    # a pair of kings
    "bet Dee .50, fold Ann, call Bob, call Cal",                      # pot $10.50
    ("turn Bob 2c 2c", "2♣ is typed twice in this line"),
    "turn Bob 2c 6d 8h Tc Jc", "buy Bob 2d", "fold Bob",              # $4.00 for a pair of deuces: pot $14.50
    "turn Cal 9c", "turn Cal Ah",                                     # aces (with the 3♥), the 9♣ left unpaid
    ("wild Cal 9c", "too late: Cal's A♥ was dealt after 9♣; a wild card is paid for before the next card"),
    "bet Cal 1, raise Dee 1, call Cal",                               # pot $18.50
    "turn Dee 4d", "extra Dee 6h", "bet Dee 1, call Cal",             # kings and fours: pot $20.50
    "turn Cal 3c", "wild Cal 3c", "check Cal, check Dee",             # $1.00: three aces, pot $21.50
    "turn Dee Qs Jh 2h", ("buy Dee Kh", "Dee still has 1 card face down to turn: a card is bought only when all "
                                        "are turned"),
    "turn Dee 8c", "buy Dee Kh", "bet Dee 1, call Cal",               # $4.00, kings full: pot $27.50
    "turn Cal Ts 7d", "buy Cal Ac", "bet Cal 1, call Dee",            # $4.00, four aces: pot $33.50
    "buy Dee 5h",                                                     # $7.00, still kings full: pot $40.50
    ("settle", "not now: Dee to fold, with nothing left to turn or buy (fold Dee) (showing a full house, kings full "
               "of fours (K♥ K♦ K♣ 4♠ 4♦); to beat: Cal's hand, four aces (A♥ A♣ 3♥ as A♠ 3♣ as A♦ 10♠))"),
    "fold Dee",
]


def test_no_peek_a_whole_hand_as_played():
    t = Table()
    play(t, NO_PEEK_1)
    # Put in: Ann $2.00 + 50¢ + $1.00 = $3.50; Bob 50¢ + $1.00 + 50¢ + $4.00 = $6.00; Cal 50¢ + $1.00 + $1.00 +
    # 50¢ + $2.00 + $1.00 + $1.00 + $1.00 + $4.00 + $1.00 = $13.00; Dee 50¢ + $1.00 + 50¢ + $2.00 + $1.00 + $4.00 +
    # $1.00 + $1.00 + $7.00 = $18.00. Cal, the last one in, takes all $40.50.
    assert t.awards() == [("Cal", "all", 4050)]
    assert t.balances() == {"Ann": -350, "Bob": -600, "Cal": 2750, "Dee": -1800}
    assert t.rulings[-1].lines[-1] == ("Wild cards paid for: Cal 3♥ ($1.00); Cal 3♣ ($1.00). Unpaid threes and "
                                       "nines play as themselves.")


PARTNERS_1 = [
    # Ann deals to five, antes $2.50. K♠ (Dee) and K♥ (Bob) pair, 9♦ (Cal) and 5♣ (Eve); Ann's 2♥ plays alone.
    "night Ann Bob Cal Dee Eve", "game partners", "deal", "up Bob Kh, Cal 9d, Dee Ks, Eve 5c", "up Ann 2h",
    "bet Bob .50", "wild Cal 9d", "match Eve", "undo", "divorce Eve",  # Cal $2.00; Eve declines: divorced
    "call Cal, call Dee, call Eve, fold Ann",                          # pot $6.50
    "up Bob 7c, Cal 3s, Dee 9h, Eve Qd",
    "wild Cal 3s", "wild Dee 9h",                                     # $1.00, $2.00
    "bet Bob 1", "match Bob",                                         # Bob matches Dee's 9♥: $2.00
    ("bet Bob 1", "it is Cal's turn (to call $1.00), not Bob's"),
    "call Cal, call Dee, fold Eve",                                   # pot $14.50
    "up Bob 9c, Cal Jd, Dee 4h", "check Bob, bet Cal 1, call Dee, call Bob",   # pot $17.50
    "up Bob 2d, Cal Jh, Dee 4d",
    ("wild Bob 9c", "too late: Bob's 2♦ was dealt after 9♣; a wild card is paid for before the next card"),
    "check, check, check", "down Bob As, Cal Td, Dee Qc",
    "bet Bob .50, raise Cal .25, call Dee, call Bob",                 # pot $19.75
    "show Bob Ah Ad As up Kh 7c 9c 2d",
    ("show Cal 5d 6d up 9d 3s Jd Jh", "Cal shows 2 down and 4 up; Partners gives each player 3 down and 4 up "
                                      "(face-up cards after 'up')"),
    "show Cal 5d 6d Td up 9d 3s Jd Jh", "show Dee Qh Qs Qc up Ks 9h 4h 4d", "settle",
]


def test_partners_a_whole_hand_as_played():
    t = Table()
    play(t, PARTNERS_1)
    # Dee's four queens (9♥ paid) beat Cal's four jacks: $19.75 = 79 quarters to Dee and her partner Bob, 39 and
    # 40, the odd quarter to Bob's A♠, the highest card by suit. Put in: Ann $2.50; Bob 50¢ + $1.00 + $2.00 +
    # $1.00 + 75¢ = $5.25; Cal 50¢ + $2.00 + $1.00 + $1.00 + $1.00 + 75¢ = $6.25; Dee 50¢ + $2.00 + $1.00 + $1.00
    # + 75¢ = $5.25; Eve 50¢.
    assert sorted(t.awards()) == [("Bob", "high", 1000), ("Dee", "high", 975)]
    assert t.balances() == {"Ann": -250, "Bob": 475, "Cal": -625, "Dee": 450, "Eve": -50}


EBAY_1 = [
    # Ann deals to five, antes $2.50; Bob acts first.
    "night Ann Bob Cal Dee Eve", "game ebay", "deal",
    "down Bob As Kd, Cal 2d 3d, Dee Qh Qd, Eve 7s 4s, Ann Ah Ac", "up Bob 8h, Cal 4h, Dee Kh, Eve 2h, Ann Jd",
    "bet Bob .5, call, call, call, call",                              # pot $5.00
    "up Bob Qs, Cal 5c, Dee Ks, Eve 3h, Ann Js", "aside 8d", "check, check, check, check, check",
    "up Bob 2c, Cal Kc, Dee 6s, Eve 9d, Ann 5d", "aside 2s", "check, check, check, check, check",
    "up Bob 7d, Cal Jh, Dee 6h, Eve Th, Ann 4c", "aside Ad",
    "bet Bob 1, call Cal, call Dee, fold Eve, call Ann",               # pot $9.00
    "down Bob 3c, Cal 9c, Dee Tc, Ann 7c", "aside down", "check, check, check, check",
    # Dee's kings and sixes are the best hand showing: Dee bids first on 8♦.
    ("bid Dee 1.50", "the first bid on 8♦ is at least $2.00"),
    ("bid Ann 2", "it is Dee's turn to bid on 8♦ or pass, not Ann's"),
    "bid Dee 2", ("bid Ann 2.25", "$2.25 is not a 50¢ step above $2.00: bid $2.50, $3.00, ... $5.00"),
    "pass Ann, bid Bob 2.50, pass Cal, bid Dee 3, bid Bob 3.50, pass Dee",   # Bob $3.50: pot $12.50
    "bid Ann 2, pass Bob, bid Cal 5",
    ("bid Dee 7", "$5.00 has been bid for 2♠: the only bid left is $10.00, which ends the bidding"),
    "bid Dee 10",                                                      # Dee $10.00: pot $22.50
    "pass Bob, pass Cal, pass Dee, pass Ann",                          # A♦ discarded
    "bid Cal 2, pass Dee, pass Ann, pass Bob",                         # Cal $2.00 for the face-down card: $24.50
    ("bet Bob 1", "the auction is under way: type the face-down card Cal won (aside CARD, or down Cal CARD)"),
    "aside 8c",
    "bet Bob 1, call Cal, raise Dee 1, call Ann, call Bob, call Cal",  # pot $32.50
    ("settle", "Bob, Cal, Dee, Ann have not declared (declare PLAYER high|low|both, ...)"),
    "declare Bob low, Cal low, Dee high, Ann high", "settle",
]


def test_ebay_a_whole_hand_as_played():
    t = Table()
    play(t, EBAY_1)
    # $32.50 = 130 quarters, 65 each way. High: Ann's aces and jacks beat Dee's kings and queens (her 2♠ won at the
    # auction adds nothing). Low: Cal's 8-5-4-3-2 (his 8♣ won at the auction plays as an eight) beats Bob's
    # 8-7-4-3-2 (8♥ wild as dealt, 8♦ won, not wild). Put in: Ann $2.50 + 50¢ + $1.00 + $2.00 = $6.00; Bob 50¢ +
    # $1.00 + $3.50 + $2.00 = $7.00; Cal 50¢ + $1.00 + $2.00 + $2.00 = $5.50; Dee 50¢ + $1.00 + $10.00 + $2.00 =
    # $13.50; Eve 50¢.
    assert t.awards() == [("Ann", "high", 1625), ("Cal", "low", 1625)]
    assert t.balances() == {"Ann": 1025, "Bob": -700, "Cal": 1075, "Dee": -1350, "Eve": -50}
    assert t.rulings[-1].lines[1] == ("Wild: eights, high and low, except any won at the auction; wild as dealt: "
                                      "Bob's 8♥; won at the auction, so not wild: Bob's 8♦ and Cal's 8♣.")


PAT_HAND_1 = [
    # Ann deals to four, antes $2.00; Bob acts first. Folding costs the $2.00 buy-out.
    "night Ann Bob Cal Dee", "game pat-hand", "deal", "up Bob 7h, Cal Kd, Dee 4d, Ann Jd",
    "bet Bob .5, call Cal, call Dee, call Ann",                         # pot $4.00
    "up Bob 8c, Cal Kc, Dee 4h, Ann 3h", "bet Bob 1, raise Cal 1, buyout Dee",
    ("fold Ann", "Pat Hand is played with a $2.00 buy-out: type buyout Ann"),
    "buyout Ann, call Bob",                                             # pot $12.00
    "up Bob 9d, Cal Ah", "bet Bob 1",
    ("pat Bob", "a pat hand is five cards or more: it may be declared once the 5th card's betting round is over"),
    "call Cal",                                                         # pot $14.00
    ("pat Cal 2s 3s", "not a pat hand: Cal's cards make a pair of kings (K♦ K♣ A♥ 3♠ 2♠), and a pat hand is a "
                      "straight or better (any face-down cards of it not typed yet: pat Cal CARD ...)"),
    ("pat Bob 5s 5s", "5♠ is typed twice in this line"),
    "pat Bob 5s 6d", "show Bob", "show Cal 2s 3s up Kd Kc Ah", "settle",
]


def test_pat_hand_a_whole_hand_as_played():
    t = Table()
    play(t, PAT_HAND_1)
    # $14.00: Bob's straight to the nine the high half, $7.00; Cal's 2♠ 3♠ in the hole the Low Chicago half,
    # $7.00. Put in: Ann $2.00 + 50¢ + $2.00 = $4.50; Bob 50¢ + $2.00 + $1.00 = $3.50; Cal the same; Dee 50¢ + $2.00.
    assert t.awards() == [("Bob", "high", 700), ("Cal", "chicago", 700)]
    assert t.balances() == {"Ann": -450, "Bob": 350, "Cal": 350, "Dee": -250}
    assert t.rulings[-1].lines[0] == ("The game is over: Bob declared a pat hand after the 5th card's bet, a "
                                      "straight, nine high (9♦ 8♣ 7♥ 6♦ 5♠).")


def test_pat_hand_a_pat_hand_lying_face_up_ends_the_game_after_its_bet():
    t = Table("night Ann Bob Cal", "game pat-hand", "deal")
    for street in ("Bob 5h, Cal Kd, Ann 2c", "Bob 6h, Cal Kc, Ann 2d", "Bob 7c, Cal Qd, Ann 3d", "Bob 8d, Cal Qc, Ann 3c"):
        t(f"up {street}")
        checks(t, 3)
    checks(t, 3)                                                         # the 7th card, down
    t("up Bob 9s, Cal Jd, Ann Ts")
    assert t.lines[-3] == ("Bob up: 5♥ 6♥ 7♣ 8♦ 9♠ · Bob's up cards make a straight, nine high (9♠ 8♦ 7♣ 6♥ 5♥), a "
                           "pat hand entirely face up: the game ends after this round's bet")
    t("bet Bob 1, call Cal, call Ann")                                   # pot $4.50
    t("show Bob 2s 4s 3h up 5h 6h 7c 8d 9s, show Cal As Ac Ah up Kd Kc Qd Qc Jd, show Ann 4d 5d 6d up 2c 2d 3d 3c Ts")
    t("settle")
    # Ann's hidden straight flush to the six takes the high half ($2.25) over Bob's straight and Cal's aces full;
    # Bob's 2♠ 4♠ in the hole take Low Chicago ($2.25). Ann put in $1.50 + $1.00, the others $1.00.
    assert t.awards() == [("Ann", "high", 225), ("Bob", "chicago", 225)]
    assert t.balances() == {"Ann": -25, "Bob": 125, "Cal": -100}


def test_no_peek_a_second_start_card_says_which_card_stands():
    t = Table("night Ann Bob Cal", "game no-peek", "deal", "start 2c")
    assert t.refuse("start 3c") == ("the card to beat is already 2♣: it is turned once a hand (a mistyped one: undo "
                                    "it before any card is turned)")
    t("undo")
    t("start 3c")
    assert t.lines[-1] == ("Card to beat: 3♣ · pot $1.50 · Bob to turn (nothing showing; to beat: the start card "
                           "3♣)")


def test_no_peek_a_player_left_with_nothing_is_told_he_must_fold_not_that_he_has():
    t = Table()
    play(t, NO_PEEK_1[:-2])
    assert "Dee has nothing left to turn or buy and does not beat: Dee must fold (fold Dee)" in t.lines[-1]
    assert t.night.hand is not None and "Dee" in t.night.hand.active      # the table types the fold
