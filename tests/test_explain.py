"""`explain_text`: a settled hand's full ruling, from the stored ruling and the postings that filled its pot.

Hands are played through the table; the sources are written by hand from the lines typed (who put what into
the pot, and why), so a test fails if the ruling's pot and the money typed disagree.
"""

from __future__ import annotations

import json

from refcli.book.explain import explain_text
from refcli.table.showdown import Ruling
from tablekit import Table


def src(player: str, cents: int, reason: str) -> dict:
    return {"from": player, "to": "(pot)", "amount": cents, "reason": reason}


def jacks_hand() -> Table:
    # Pot: Ann's ante $1.50; Bob bets 50c, Cal raises 25c (75c in), Ann calls 75c, Bob calls 25c; Bob's $2.00
    # penalty: $5.75 = 23 quarters. High 12 quarters ($3.00, the odd one), low 11 ($2.75); Cal takes both.
    return Table("night Ann Bob Cal", "game jacks-are-wild", "deal",
                 "bet Bob .50, raise Cal .25, call Ann, call Bob",
                 "check, check, check", "check, check, check", "check, check, check", "check, check, check",
                 "penalty Bob exposed a card",
                 "declare Ann high, Bob low, Cal both",
                 "show Ann Kc Kh 10s up 8d 6c Qh 5d", "show Bob 8s 6d 4c up 3d 2s Ah Qc",
                 "show Cal jk 7d 5h up 9c 9s 3c 2h", "settle")


JACKS_SOURCES = [src("Ann", 150, "ante"), src("Bob", 50, "bet"), src("Cal", 75, "raise"), src("Ann", 75, "call"),
                 src("Bob", 25, "call"), src("Bob", 200, "penalty")]

JACKS_TEXT = """\
Hand 1 · Jacks Are Wild · dealt by Ann · pot $5.75

Declarations
  Bob low, Cal both, Ann high.
  Declarations that counted — high hand: Cal and Ann; low hand: Bob and Cal.

High hand share ($3.00 of $5.75: half, rounded up to the quarter)
  Cal: won $3.00 — three nines
    five cards: 9♠ 9♣ 9♥(Joker) 7♦ 5♥
    wild card Joker played as 9♥
  Ann: beaten — a pair of kings
    five cards: K♥ K♣ Q♥ 10♠ 8♦
  Rules applied:
    The pot does not divide evenly: the odd quarter goes to the high side (house rule).

Low hand share ($2.75 of $5.75: half, rounded down to the quarter)
  Cal: won $2.75 — 7-5-4-3-2
    five cards: 7♦ 5♥ 4♠(Joker) 3♣ 2♥
    wild card Joker played as 4♠
  Bob: beaten — 8-6-4-3-2
    five cards: 8♠ 6♦ 4♣ 3♦ 2♠

Where the pot went
  Cal: $5.75 (23 quarters)
  Paid out: $5.75, the whole pot.

Where the pot came from
  Ann: ante $1.50; call 75¢ — $2.25 (9 quarters) in all
  Bob: bet 50¢; call 25¢; penalty $2.00 — $2.75 (11 quarters) in all
  Cal: raise 75¢ — 75¢ (3 quarters) in all
  Total: $5.75 (23 quarters), the whole pot: every quarter is accounted for.
"""


def test_the_full_ruling_names_every_hand_wild_card_rule_and_quarter():
    t = jacks_hand()
    assert t.balances() == {"Ann": -225, "Bob": -275, "Cal": 500}
    assert explain_text(t.rulings[-1], JACKS_SOURCES) == JACKS_TEXT


def test_sources_that_do_not_total_the_pot_say_so():
    text = explain_text(jacks_hand().rulings[-1], JACKS_SOURCES[:-1])     # the penalty left out
    assert text.endswith("  Bob: bet 50¢; call 25¢ — 75¢ (3 quarters) in all\n"
                         "  Cal: raise 75¢ — 75¢ (3 quarters) in all\n"
                         "  Total: $3.75, but the pot was $5.75: $2.00 is not accounted for.\n")
    extra = explain_text(jacks_hand().rulings[-1], JACKS_SOURCES + [src("Cal", 25, "payment")])
    assert extra.endswith("  Total: $6.00, but the pot was $5.75: 25¢ more than the pot.\n")


def test_a_stored_ruling_explains_the_same_as_the_fresh_one():
    ruling = jacks_hand().rulings[-1]
    stored = json.loads(json.dumps(ruling.to_json()))
    assert explain_text(Ruling.from_json(stored), JACKS_SOURCES) == JACKS_TEXT


def test_knockouts_odd_quarters_and_a_buy_out():
    # Four players: Ann antes $2.00 and buys out in the second round ($2.00): pot $4.00. Sevens are wild (the
    # 7♣ turned to start). Bob's bug is a second ace of spades: A-A-K-9-6 beats Cal's A-K-Q-J-9 of hearts.
    t = Table("night Ann Bob Cal Dee", "game follow-the-joker", "deal",
              "indicator 7c", "up Bob 5h, Cal 9c, Dee 2c, Ann Kd", "check, check, check, check",
              "up Bob As, Cal Ah, Dee 3c, Ann 8s", "check, check, check, buyout Ann",
              "up Bob Ks, Cal Kh, Dee 8c", "check, check, check", "up Bob 9s, Cal Jh, Dee 9d", "check, check, check",
              "check, check, check",
              "declare Bob high, Cal both, Dee low",
              "show Bob jk 6s 3s up 5h As Ks 9s", "show Cal Qh 9h 2h up 9c Ah Kh Jh",
              "show Dee 7d 4d 5c up 2c 3c 8c 9d", "settle")
    assert t.balances() == {"Ann": -400, "Bob": 200, "Cal": 0, "Dee": 200}
    text = explain_text(t.rulings[-1], [src("Ann", 200, "ante"), src("Ann", 200, "buy-out")])
    assert text == """\
Hand 1 · Follow the Joker · dealt by Ann · pot $4.00

Wild cards
  Wild: sevens, high and low — the 7♣ turned to start.

Declarations
  Bob high, Cal both, Dee low.
  Cal declared both and lost the high hand to Bob: out of both ways (house rule).
  Declarations that counted — high hand: Bob; low hand: Dee.
  Not counted: Cal (declared both and lost a way: out of both ways).

High hand half ($2.00)
  Bob: won $2.00 — a double-ace flush in spades
    five cards: A♠ A♠(Joker) K♠ 9♠ 6♠
    wild card Joker played as A♠
  Cal: out (declared both, lost high) — a flush in hearts, ace high
    five cards: A♥ K♥ Q♥ J♥ 9♥

Low hand half ($2.00)
  Dee: won $2.00 — 7-5-4-3-2
    five cards: 7♦(wild) 5♣ 4♦ 3♣ 2♣
    wild card 7♦ played as itself
  Cal: out (declared both, lost high) — K-Q-J-9-2
    five cards: K♥ Q♥ J♥ 9♣ 2♥

Where the pot went
  Bob: $2.00 (8 quarters)
  Dee: $2.00 (8 quarters)
  Paid out: $4.00, the whole pot.

Where the pot came from
  Ann: ante $2.00; buy-out $2.00 — $4.00 (16 quarters) in all
  Total: $4.00 (16 quarters), the whole pot: every quarter is accounted for.
"""


def test_tie_breaks_and_odd_quarters_carry_their_rules():
    # Dots: Bob and Cal tie 4 dots down and 4 up: the dots share (5 quarters) is split 3 and 2, the odd one to
    # the lowest card by suit (Bob's 2♥), the dots share being on the low side.
    t = Table("night Ann Bob Cal", "game dots", "deal", "bet Bob .25, call Cal, call Ann",
              "bet Bob .25, call Cal, fold Ann", "check, check", "check, check", "check, check",
              "show Bob 8s 2h Qd up 10s 9c Kd Ac", "show Cal 10h 9d 5c up 8c 7h Ah Jc", "settle")
    text = explain_text(t.rulings[-1], [src("Ann", 150, "ante"), src("Bob", 25, "bet"), src("Cal", 25, "call"),
                                        src("Ann", 25, "call"), src("Bob", 25, "bet"), src("Cal", 25, "call")])
    assert """\
Dots share ($1.25 of $2.75: half, rounded down to the quarter)
  Bob: won 75¢ — 4 dots down (4 up)
  Cal: won 50¢ — 4 dots down (4 up)
  Rules applied:
    Tie-break: dots face down tied at 4 (Bob and Cal); the most dots face up decides (house rule): Bob 4, \
Cal 4 — still tied at 4, so the share is split.
    The odd quarter goes to Bob (2♥): the lowest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house \
rule). The dots share sits on the low side for odd quarters.
""" in text
    assert text.endswith("""\
Where the pot came from
  Ann: ante $1.50; call 25¢ — $1.75 (7 quarters) in all
  Bob: bets 50¢ (25¢ + 25¢) — 50¢ (2 quarters) in all
  Cal: calls 50¢ (25¢ + 25¢) — 50¢ (2 quarters) in all
  Total: $2.75 (11 quarters), the whole pot: every quarter is accounted for.
""")


def test_a_hand_won_without_a_showdown_is_explained_by_its_words():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .25, fold Cal, fold Ann")
    assert explain_text(t.rulings[-1], [src("Ann", 150, "ante"), src("Bob", 25, "bet")]) == """\
Hand 1 · 7 Card Stud · dealt by Ann · pot $1.75

  Everyone else folded: Bob takes the pot of $1.75.

Where the pot went
  Bob: $1.75 (7 quarters)
  Paid out: $1.75, the whole pot.

Where the pot came from
  Ann: ante $1.50 — $1.50 (6 quarters) in all
  Bob: bet 25¢ — 25¢ (1 quarter) in all
  Total: $1.75 (7 quarters), the whole pot: every quarter is accounted for.
"""


def test_two_players_who_knock_each_other_out_share_the_whole_pot():
    t = Table("night Ann Bob Cal", "game seven-card-stud declare", "deal", "bet Bob .25, call Cal, call Ann",
              "bet Bob .25, fold Cal, call Ann", "check, check", "check, check", "check, check",
              "declare Ann both, Bob both", "show Ann 7c 7d 7h up Kc Kd Qh Qd", "show Bob 2h 3c 4d up 5s 7s 9c Jh",
              "settle")
    text = explain_text(t.rulings[-1], [src("Ann", 150, "ante"), src("Bob", 25, "bet"), src("Cal", 25, "call"),
                                        src("Ann", 25, "call"), src("Bob", 25, "bet"), src("Ann", 25, "call")])
    assert """\
The whole pot ($2.75)
  Bob: out (declared both, lost high) $1.25 — knocked out both ways
  Ann: out (declared both, lost low) $1.50 — knocked out both ways
  Rules applied:
    Nobody is left to win: the pot of $2.75 is split equally between Bob and Ann (house rule): Ann $1.50, \
Bob $1.25.
    The odd quarter goes to Ann (K♦): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house \
rule).
""" in text
    assert "  Not counted: Bob and Ann (declared both and lost a way: out of both ways).\n" in text


def test_a_hand_asked_for_that_was_not_settled_or_never_dealt_is_named_as_such():
    import pytest
    from refcli.kernel.errors import IllegalAction
    from refcli.book.explain import explain_hand
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .25, fold Cal, fold Ann", "deal")
    store, night_id = t.session.store, t.night_id
    assert explain_hand(store, night_id, 1).startswith("Hand 1 · 7 Card Stud · dealt by Ann · pot $1.75")
    with pytest.raises(IllegalAction) as still_played:
        explain_hand(store, night_id, 2)   # dealt, in play
    assert str(still_played.value) == "hand 2 was not settled (settled: 1)"
    with pytest.raises(IllegalAction) as never:
        explain_hand(store, night_id, 3)
    assert str(never.value) == "night 1 has no hand 3 (settled: 1)"


def test_a_game_without_a_pot_is_explained_by_its_duels_alone():
    # 7½: Bob's face-down 8♥ loses his 25¢ at once; Cal's 6 ties Ann's 6 and the dealer wins ties: 50¢.
    t = Table("night Ann Bob Cal", "game seven-and-a-half", "deal", "card Bob 8h, Cal 5c, Ann 2s", "wager Bob .25",
              "swap Ann 6d", "wager Cal .50", "hit Cal Ah", "stay Cal", "stay Ann", "settle")
    text = explain_text(t.rulings[-1], [])
    assert text.startswith("Hand 1 · 7½ · dealt by Ann · no pot\n\n"
                           "  Round 1, Bob (25¢): Bob holds the 8♥ face down: the 8♥ loses at once: Bob pays Ann 25¢\n")
    assert "Where the pot" not in text
