"""The games whose wild cards follow the order of the up cards (Follow the Queen, Follow the Joker): refcli never
fills in an up card nobody typed. A fold takes a player's up cards out of the order refcli can still be told, so
in Follow the Queen (up cards in dealing order) the up cards dealt him by now come before his fold; and `in`
closes one betting round at a time there, so that each fold it names is dated by its round."""

from __future__ import annotations

from tablekit import Table, checks

FTQ = ("night Ann Bob Cal Dee", "game follow-the-queen", "deal", "up Bob 2c, Cal 3c, Dee 4c, Ann 6c")


def test_a_fold_waits_for_the_up_cards_dealt_to_the_folding_player():
    # Ann deals to Bob, Cal, Dee, Ann. On the 4th card Bob shows Q♠; Cal's card, the next up card dealt, names the
    # wild rank even though Cal folds in that round.
    t = Table(*FTQ)
    checks(t, 4)
    t("up Bob Qs")
    t("check")
    said = ("Cal's up cards come first: Follow the Queen follows every up card in dealing order, a folded player's "
            "too (Cal has 1 of 2): up Cal CARD")
    assert t.refuse("fold") == said
    assert t.refuse("fold Cal") == said
    t("up Cal 9d")
    assert t.lines[-1] == "Cal up: 3♣ 9♦ · queens and nines are wild (Cal's 9♦ followed Bob's Q♠)"
    t("fold")
    t("up Dee 7d, Ann 8d")
    t("check, check")
    for street in ("up Bob 2d, Dee 3d, Ann 4d", "up Bob 2h, Dee 3h, Ann 4h"):
        t(street)
        checks(t, 3)
    checks(t, 3)
    t("show Bob As Ad Ac")
    t("show Dee 7s 7h Ks")
    t("show Ann 9s 9h Th")
    t("settle")
    assert t.rulings[-1].lines == (
        "Wild: queens and nines — Cal's 9♦, the up card after Bob's Q♠.",
        "High hand, the whole pot ($2.00): Bob with four aces (A♠ A♦ A♣ A♥(Q♠) 2♥).",
        "  Beaten: Dee a full house, sevens full of threes; Ann four fours.")
    assert t.balances() == {"Ann": -200, "Bob": 200, "Cal": 0, "Dee": 0}


def test_the_folds_of_an_in_line_wait_for_their_up_cards_too():
    t = Table(*FTQ)
    t("in Bob 1, Cal 1, Dee 0 fold, Ann 1")     # the 3rd card's up cards are typed: Dee may fold
    assert t.lines[-1] == ("the betting was typed as totals: Bob $1.00, Cal $1.00, Dee $0.00 (folded), Ann $1.00 · "
                           "Betting round 2 of 5. · pot $5.00 · Bob to act")
    said = ("Cal's up cards come first: Follow the Queen follows every up card in dealing order, a folded player's "
            "too (Cal has 1 of 2): up Cal CARD")
    assert t.refuse("in Bob 2, Cal 1 fold, Ann 2") == said
    t("up Bob 5s")
    assert t.refuse("in Bob 2, Cal 1 fold, Ann 2") == said
    t("up Cal 7s, Ann Js")
    t("in Bob 2, Cal 1 fold, Ann 2")            # Bob and Ann add $1.00 each: pot $7.00
    assert t.lines[-1] == ("the betting was typed as totals: Bob $2.00, Cal $1.00 (folded), Ann $2.00 · Betting "
                           "round 3 of 5. · pot $7.00 · Bob to act")
    assert t.balances() == {"Ann": -400, "Bob": -200, "Cal": -100, "Dee": 0}


def test_in_closes_one_round_where_the_up_cards_set_the_wild_cards():
    t = Table("night Ann Bob Cal", "game follow-the-joker", "deal", "indicator 5h", "up Bob 2c, Cal 3c, Ann 4c")
    t("in Bob 1, Cal 1, Ann 1")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $1.00, Cal $1.00, Ann $1.00 · Betting round 2 of 5. "
                           "· pot $4.50 · Bob to act")
    t("up Bob Qs, Cal 9d, Ann 8d")              # the 4th card's up cards, in their round: Cal's 9♦ follows Q♠
    t("in Bob 2, Cal 2, Ann 2")
    assert t.lines[-1] == ("the betting was typed as totals: Bob $2.00, Cal $2.00, Ann $2.00 · Betting round 3 of 5. "
                           "· pot $7.50 · Bob to act")
    assert t.night.hand.round == 2 and t.balances() == {"Ann": -350, "Bob": -200, "Cal": -200}
