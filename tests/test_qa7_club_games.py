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
