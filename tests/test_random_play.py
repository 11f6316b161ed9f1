"""Random play through every game and variant, legal moves generated from the engine's own answer to "what can
happen next" (refcli.table.expect), with illegal commands mixed in. After every command:

- a refused command changed nothing (state and log);
- money moved only as the command's postings: each account changed by exactly what they say, every amount
  is whole quarters, and the pot never goes negative;
- after a settled hand no money is left in the pot that came in with the hand;
and at the end, replaying the stored log gives exactly the live state.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from refcli.kernel.cards import standard_deck
from refcli.kernel.errors import RefereeError
from refcli.kernel.ledger import POT
from refcli.rules.loader import list_games, load_game, variant_specs
from refcli.night.session import Session
from refcli.log.store import Store
from refcli.table.dealing import extra_dealt, up_cards_missing
from refcli.table.expect import expect
from refcli.table.flow import program
from refcli.table.betting import put_in_this_hand, rounds_closed_by_in
from refcli.language.verbs import SHORT as _LETTERS

SHORT = {verb: letter for letter, verb in _LETTERS.items()}     # call -> c, ...

NAMES = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus"]
# Every game, then every variant as a dealer types it (one that takes values, like targets, with its file's example).
SPECS = [gid for gid, _, _ in list_games()] + variant_specs() + \
    ["seven-card-stud buyout", "seven-card-stud declare buyout"]
NOISE = ["bet {p} .50", "bet {p} 5", "raise {p} 1", "call {p}", "check {p}", "fold {p}", "buyout {p}", "pass {p}",
         "draw {p} 4", "draw {p} 1", "declare {p} both", "show {p} 2c 3d", "settle", "deal", "game dots",
         "pay {p} .30", "penalty {p} waived slow", "take {p} 7s", "indicator 9h", "flush 2s",
         "misdeal", "sitout {p}", "join Zed after {p}", "rename {p} Zed",  # seat verbs: refused in a hand
         "ask {p} 3", "ask {p} 1", "upcard 2c", "tiecard 3d", "blinds .25 .50",   # 2s to 25
         "wager {p} .30", "wager {p} 5", "hit {p} 9s", "stay {p}", "swap {p} 2c", "maxbet 3", "card {p} 8h",
         "turn {p} 9h", "buy {p} 2c", "wild {p} 3s", "peek {p}", "start 5d"]   # No Peek, Partners
NOISE += ["pat {p}", "bid {p} 2", "bid {p} 2.25", "aside 8c"]
NOISE += ["discard {p} 2c", "discard {p}"]


def deck_for(game, rng: random.Random) -> list[str]:
    codes = [c.code for c in standard_deck()]
    if game.deck == "forty-one":        # 7½: no 8s, 9s or 10s but the 8♥
        codes = [c for c in codes if c[0] not in "89T" or c == "8h"]
    if game.deck == "dual":
        bottoms = codes[:]
        rng.shuffle(bottoms)
        cards = [f"{a}/{b}" for a, b in zip(codes, bottoms)] + ["jk"] * game.jokers
    else:
        decks = 2 if game.deck == "double" or game.setting("deck_runs_out") == "second-deck" else 1
        cards = codes * decks + ["jk"] * game.jokers
    rng.shuffle(cards)
    return cards


class Play:
    def __init__(self, players: list[str]):
        self.session = Session(Store(":memory:"))
        self.penalties = 0      # paid into the pot during the hand under way (a misdeal does not give them back)
        self.run(f"night {' '.join(players)}")

    @property
    def night(self):
        return self.session.night

    def run(self, line: str) -> bool:
        """Play a line: True if accepted (with the money checks), False if refused (with the no-change checks)."""
        night = self.session.night
        before = night.to_json() if night else None
        seq = self.session.store.last_seq(self.session.store.open_night().id) if night else 0
        accounts = dict(night.ledger.accounts) if night else {}
        try:
            reply = self.session.execute(line)
        except RefereeError:
            now = self.session.current()[1]
            assert (now.to_json() if now else None) == before, f"refused {line!r} changed the state"
            assert self.session.store.last_seq(self.session.store.open_night().id) == seq
            return False
        after = self.session.night.ledger.accounts
        moved = dict.fromkeys(set(accounts) | set(after), 0)
        for outcome in reply.outcomes:
            for p in outcome.postings:
                # Drinks (7½ drinks) are counted in twelfths of a drink, in accounts of their own: not quarters.
                drinks = p.frm.startswith("(drinks-") and p.to.startswith("(drinks-")
                assert p.amount > 0 and (drinks or p.amount % 25 == 0), p
                moved[p.frm] -= p.amount
                moved[p.to] += p.amount
                if p.to == POT and p.reason == "penalty":
                    self.penalties += p.amount
        for name in moved:
            assert after.get(name, 0) - accounts.get(name, 0) == moved[name], (line, name)
        assert after.get(POT, 0) >= 0
        return True


def play_duel(t: Play, e, night, game, deck: list[str], draw) -> None:
    """7½: the round's cards, the dealer's new card, a wager, a hit or a stay; the dealer may swap."""
    p = e.players[0]
    # 7½ counts the whole deck: a noise line may have dealt a card, so deal only cards not out yet.
    dealt = set(night.hand.dealt())
    deck[:] = [c for c in deck if c not in dealt]
    if "card" in e.verbs:
        t.run(f"card {p} {deck.pop()}")
    elif "wager" in e.verbs:
        if "swap" in e.verbs and deck and draw(st.booleans()):
            t.run(f"swap {night.hand.dealer} {deck.pop()}")
        stakes = ["1/3", "2/3", "1"] if game.setting("stakes") == "drinks" else [".25", ".50", "1"]
        t.run(f"wager {p} {draw(st.sampled_from(stakes))}")
    elif "hit" in e.verbs and draw(st.integers(0, 2)):
        t.run(f"hit {p} {deck.pop()}")
    else:
        assert t.run(f"stay {p}")


def _type_up(t: Play, player: str, deck: list[str], count: int) -> bool:
    """Type ``count`` up cards for ``player`` from the top of the deck. A noise line may have dealt one of them
    already (or, with a second deck, its twin before the first deck ran out): then the refused cards go to
    the bottom of the deck and False is returned, for the caller to try the next ones."""
    cards: list[str] = []
    while len(cards) < count:
        card = deck.pop()
        if card in cards:
            deck.insert(0, card)
            continue
        cards.append(card)
    if t.run(f"up {player} {' '.join(cards)}"):
        return True
    deck[:0] = cards
    return False


def _complete_up(t: Play, deck: list[str]) -> None:
    """Type every up card dealt by now and not typed, one at a time in dealing order (the fewest typed first,
    from the dealer's left): a game that follows the up cards in dealing order holds a fold until then."""
    for _ in range(80):
        short = up_cards_missing(t.night.hand) if t.night.hand is not None else []
        if not short:
            return
        p = min((have, i, q) for i, (q, have, _) in enumerate(short))[2]
        _type_up(t, p, deck, 1)
    raise AssertionError("the up cards could not be typed")


def _totals_may_come(hand) -> bool:
    """`in` is taken in a game's own betting round (not No Peek's bet on a card turned), before its first bet
    (live blinds count as put in, not as acted)."""
    if program(hand.game.steps)[hand.cursor].kind != "bet":
        return False
    b = hand.part("bet")
    return not (b.acted or b.raises or len(b.to_act) != len(hand.active))


def _type_totals(t: Play, draw, deck: list[str]) -> None:
    """The hand's money typed as totals (`in`), drawn within what the house allows for the rounds it closes,
    folds named: the line must be taken, and afterwards each player's betting this hand is his total."""
    hand = t.night.hand
    house = hand.game.house
    rounds = hand.round + rounds_closed_by_in(hand)
    most = rounds * (house.max_bet + house.max_raises * house.max_raise)
    before = put_in_this_hand(hand)
    players = list(hand.active)
    folds = [p for p in players if draw(st.integers(0, 3)) == 3]
    if len(folds) == len(players):
        folds = folds[1:]
    if folds and hand.game.has_step("up-in-order"):
        _complete_up(t, deck)           # a fold takes its up cards out of the dealing order: typed first
        hand = t.night.hand
    # Everyone's total is at least what he has put in already; the players still in end even, a folded player
    # between what he had in and the level of the others.
    level = draw(st.integers(max((before.get(p, 0) for p in players), default=0) // house.unit,
                             most // house.unit)) * house.unit
    totals = {p: level for p in players}
    for p in folds:
        totals[p] = draw(st.integers(before.get(p, 0) // house.unit, level // house.unit)) * house.unit
    clauses = [f"{p} {totals[p] / 100:.2f}" + (" fold" if p in folds else "") for p in players]
    line = "in " + ", ".join(clauses)
    assert t.run(line), line
    if t.night.hand is not None:        # (a fold-out settled the hand: the pot's check at its end holds)
        after = put_in_this_hand(t.night.hand)
        assert {p: after.get(p, 0) for p in players} == totals, (line, after)


def play_hand(t: Play, rng: random.Random, draw) -> None:
    night = t.night
    game = night.pick_game
    deck = deck_for(game, rng)
    assert t.run("deal")
    for _ in range(400):
        night = t.night
        if night.hand is None:
            return
        hand = night.hand
        e = expect(night)
        assert e is not None and e.players or e.verbs == ("settle",), e
        if draw(st.integers(0, 6)) == 6:        # hypothesis leans to 0: the legal move is the usual one
            noise = draw(st.sampled_from(NOISE)).format(p=draw(st.sampled_from(night.players)))
            if t.run(noise):     # noise the table takes (a discard of a card named) has used its cards
                for word in noise.split()[1:]:
                    if word in deck:
                        deck.remove(word)
            continue
        p = e.players[0] if e.players else None
        if e.verbs == ("up",):                # a ruling that reads the cards showing waits for them
            missing = up_cards_missing(hand)
            owed = {want - have for _, have, want in missing}
            if len(owed) == 1 and draw(st.booleans()):     # without names: one round at a time, as dealt
                cards = [deck.pop() for _ in range(owed.pop() * len(missing))]
                if t.run("up " + draw(st.sampled_from([" ", ""])).join(cards)):   # glued, or spaced
                    continue
                deck[:0] = cards
            for q, have, want in up_cards_missing(t.night.hand):
                assert any(_type_up(t, q, deck, want - have) for _ in range(20)), (q, want - have)
        elif e.kind == "bet" and _totals_may_come(hand) and draw(st.integers(0, 3)) == 3:
            _type_totals(t, draw, deck)
        elif e.kind == "bet":
            verb = draw(st.sampled_from(e.verbs))
            amount = draw(st.sampled_from([".25", ".50", "1"])) if verb in ("bet", "raise") else ""
            if draw(st.booleans()):             # the short forms: no name, the verb's letter where it has one,
                gap = draw(st.sampled_from([" ", ""])) if verb in SHORT else " "   # glued to its amount or not
                t.run(f"{SHORT.get(verb, verb)}{gap}{amount}".strip())
            else:
                t.run(f"{verb} {p} {amount}".strip())
        elif e.kind == "take-pass":
            if draw(st.booleans()):
                t.run(f"take {draw(st.sampled_from([p, '']))} {deck.pop()}".replace("  ", " "))
            else:
                t.run(f"pass {p}")
        elif e.kind == "ask":                  # 2s to 25: calls for cards, typed once the round's calls are made
            t.run(f"ask {p} {draw(st.integers(1, 2))}")
        elif e.kind == "upcard":
            t.run(f"upcard {deck.pop()}")
        elif e.kind == "tiecard-settle" and e.verbs == ("down",):
            owed = hand.part("ask").owed(hand, p)
            t.run(f"down {p} {' '.join(deck.pop() for _ in range(owed))}")
        elif e.kind == "tiecard-settle" and e.verbs == ("tiecard",):
            t.run(f"tiecard {deck.pop()}")
        elif e.kind == "auction":
            if "aside" in e.verbs:          # a card put aside that refcli needs before the bidding goes on
                t.run(f"aside {deck.pop()}")

            elif draw(st.booleans()):       # the lowest bid the ladder allows now (what the one on turn owes)
                t.run(f"bid {p} {e.owed / 100:.2f}")
            else:
                t.run(f"pass {p}")
        elif e.kind == "flush-card":
            t.run(f"flush {deck.pop()}")
        elif e.kind in ("round-cards", "duel"):
            play_duel(t, e, night, game, deck, draw)
        elif e.kind == "start-card":
            t.run(f"start {deck.pop()}")
        elif e.kind == "turn-until-beat":
            verb = draw(st.sampled_from(e.verbs))
            if verb in ("turn", "extra", "buy") and not deck:   # six players, buys and extras: the deck is out
                verb = "fold"
            t.run(f"{verb} {p} {deck.pop()}" if verb in ("turn", "extra", "buy") else f"{verb} {p}")
            now = t.night.hand
            up = now.up.get(p, []) if now is not None else []
            if up and up[-1][0] in "39" and draw(st.booleans()):
                t.run(f"wild {p} {up[-1]}")      # a paid wild card, before the next card
        elif e.kind == "draw":
            t.run(f"draw {p} {draw(st.integers(0, 3))}")
        elif e.kind == "discard":           # Pineapple: cards from his typed ones or the deck (dead), or none named
            n, held = hand.part("discard").count, hand.down.get(p, [])
            cards = held[:n] if held else [deck.pop() for _ in range(n)] if draw(st.booleans()) else []
            assert t.run(" ".join([f"discard {p}"] + cards))
        elif e.kind == "twist":                # a card bought: none, one unseen for a face-down card, or an up card
            ups, choice = hand.up.get(p, []), draw(st.integers(0, 2))
            t.run(f"twist {p} {ups[0]} for {deck.pop()}" if choice == 2 and ups else f"twist {p} {min(choice, 1)}")
        elif e.kind == "expose":               # roll your own: a face-down card of his, typed for him or new
            count = hand.part("expose").count
            mine = hand.down.get(p, [])
            t.run(f"roll {p} " + " ".join(mine[:count] if len(mine) >= count else [deck.pop() for _ in range(count)]))
        elif e.kind == "declare":
            t.run(f"declare {p} {draw(st.sampled_from(['high', 'low', 'both']))}")
        elif e.kind == "show":
            if len(hand.board) < game.board_cards:
                t.run("board " + " ".join(deck.pop() for _ in range(game.board_cards - len(hand.board))))
            taken = hand.part("take-pass").taken.get(p, 0) if game.has_step("take-pass") else 0
            # Cards a step dealt beyond the game's deal (Pat Hand's later rounds; fewer when it ended early).
            more_down, more_up = extra_dealt(hand, p, "down"), extra_dealt(hand, p, "up")
            # The cards typed for him as dealt, then fresh ones from the deck for the rest (only as many as
            # are missing: a six-player game with every up card typed would otherwise run the deck dry).
            down, up = hand.down.get(p, []), hand.up.get(p, [])
            down = down + [deck.pop() for _ in range(game.down_per_player + game.either_per_player + more_down
                                                     - len(down))]
            up = up + [deck.pop() for _ in range(game.up_per_player + taken + more_up - len(up))]
            # Half the time without the name (the next to show is the one on turn), and where only his hole
            # cards are unknown (no draw, no card taken), those alone.
            who = draw(st.sampled_from([p, ""])) if down else p
            typed_down = len(hand.down.get(p, []))
            line = (f"show {p} {' '.join((down + up)[:5])} / {' '.join((down + up)[5:10])}"
                    if game.hand == "two-groups" else
                    f"show {who} {' '.join(down)}".replace("  ", " ") if (
                        hand.up.get(p) and len(up) == len(hand.up[p]) and 0 == typed_down < len(down)
                        and not game.either_per_player and "draw" not in hand.parts and not taken
                        and draw(st.booleans())) else
                    f"show {who} {' '.join(down)}".replace("  ", " ") + (f" up {' '.join(up)}" if up else ""))
            if (game.hand != "two-groups" and not game.either_per_player and up and not hand.up.get(p)
                    and not hand.down.get(p) and draw(st.booleans())):
                # Nothing typed for him: his whole hand glued, without `up`, is read face down first; where
                # refcli refuses it, the long form must be refused too.
                glued = f"show {who} {''.join(down + up)}".replace("  ", " ")
                if t.run(glued):
                    continue
                assert not t.run(line), f"{glued!r} was refused where {line!r} is taken"
            if not t.run(line):
                _complete_up(t, deck)
                assert t.run(f"{'buyout' if game.buyout_required else 'fold'} {p}")
        else:
            if not t.run("settle"):
                for q in list(hand.active)[1:]:
                    if t.night.hand is not None:
                        _complete_up(t, deck)
                        assert t.run(f"{'buyout' if game.buyout_required else 'fold'} {q}")
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("spec", SPECS)
# No shrinking: a failing game and seed are reported as found (shrinking a whole night takes minutes).
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(data=st.data())
def test_random_play_keeps_the_money_straight(spec, data):
    draw = data.draw
    game = load_game(spec)
    n = draw(st.integers(game.players_min, min(game.players_max, 6)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    t = Play(NAMES[:n])
    for _ in range(draw(st.integers(1, 2))):
        if t.night.pick_game is None:
            assert t.run(f"game {spec}")
        pot_before, misdeals, t.penalties = t.night.ledger.pot, t.night.misdeals, 0
        play_hand(t, rng, draw)
        # The pot is won, or void: a misdealt hand gives back every ante and bet, and keeps the penalties paid
        # during it (table/misdeal.py) for the next hand, with what the pot held before it.
        kept = pot_before + t.penalties if t.night.misdeals > misdeals else 0
        assert t.night.hand is None and t.night.ledger.pot == kept, (spec, pot_before, t.penalties)
    row = t.session.store.open_night()
    replayed, _ = t.session.replay(row.id)
    assert replayed.to_json() == t.night.to_json()
    assert t.run("end")
    assert t.night.ended and t.night.ledger.pot == 0
