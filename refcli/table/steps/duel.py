"""7½'s deal: the dealer against each player in turn, head to head, until the deck runs out.

Three steps, one state part (`duels`) and the verbs `maxbet`, `card`, `wager`, `hit`, `stay`, `bust` and `swap`
(and, in a duel, `turn` and `show`, whose clauses are No Peek's and the showdown's):

- `max-wager`: the deal's maximum wager starts at the house bet limit (or one drink); `maxbet AMOUNT` changes
  it before the deal's first wager, never above that limit.
- `round-cards`: one card face down to each player clockwise from the dealer's left, then one to the dealer
  if he holds none (`card Bob, Cal, Ann`: counted, not named; `card Bob Ac, ...` names them), as far as the
  deck goes.
- `duel`: one player's duel. If the dealer's last card was turned, he first takes a new one (`card Ann`).
  The player wagers, hits (`hit Bob 6d` face up, `hit Bob` kept face down) or stays, or says he is over
  (`bust Bob`); when he stays the dealer's card is turned (`turn Ann 7d`, unless it was named when dealt) and
  he hits (face up) or stays; then the player turns his face-down cards (`show Bob 5s`). The endings the seed
  makes automatic are ruled on the card that causes them (over 7½, the 8♥, five cards without going over)
  when the cards typed prove them; five cards with some face down are claimed by turning them (`show`).
  Each duel posts its wager as it ends (refcli/table/stakes.py): no pot.

Hidden cards stay hidden: a card nobody sees is typed without a name and only counted, and named when it is
turned. refcli counts the 41-card deck either way: a `hit` with no card left is refused (the hand plays as it
is), and the deal ends by itself when a duel cannot start for want of a card. The deal may also stop between
duels (`settle`, or `end` for the night): finished duels stand.

Readings where the seed leaves room are game settings, shown in `refcli rules` (see SETTINGS below).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...kernel.declare import Choice, Mechanic, PotKind, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.money import unit_name
from ...kernel.records import dataclass, field
from ...evaluate import seven_half as count
from ...kernel.registry import CONDITIONS, STEPS
from ...language.script import Action, clause, is_card, match_player, parse_card_code
from .. import stakes
from ..dealing import card_label, check_cards, labels
from ..state import PARTS, Part
from .base import Expect, StepKind

UNSEEN = ""     # in a hand's list of cards: a card dealt face down without a name (counted, never guessed)


def setting(game, name: str) -> str:
    """The game's choice for ``name``, or its default (the first choice, as declared below)."""
    return setting_value(game, name)


@PARTS.register("duels")
@dataclass
class Duels(Part):
    limit: int = 0                  # the deal's maximum wager (cents, or twelfths of a drink)
    wagered: bool = False           # the deal's first wager is made: the maximum stands
    round: int = 0
    owed: list[str] = field(default_factory=list)       # still to get a card at the round's start, in order
    held: dict[str, list[str]] = field(default_factory=dict)   # each player's cards for his duel (UNSEEN: no name)
    dealer: list[str] = field(default_factory=list)     # the dealer's cards; the first was dealt face down
    shown: bool = False             # the dealer's card is turned (in the duel under way)
    player: str = ""                # whose duel is under way
    stage: str = ""                 # card (the dealer's new card), wager, player, dealer; "" between duels
    wager: int = 0
    swap: bool = False              # the dealer may swap his unseen card (a player has just busted)
    dead: list[str] = field(default_factory=list)       # players who could not play for want of a card
    results: list[list] = field(default_factory=list)   # [round, player, stake, winner, words]
    stopped: str = ""               # why the deal ended before the deck ran out (settle, end)
    unseen: int = 0                 # cards dealt without a name and never named since (out of the deck all the same)
    kept: str = ""                  # turned_card: kept — the dealer's card turned this round, his until the next

    def to_json(self) -> dict:
        return dict(self.__dict__)

    @classmethod
    def from_json(cls, d: dict) -> "Duels":
        return cls(**d)

    def close(self, ctx) -> bool:
        close_deal(ctx)
        return True


def left(hand) -> int:
    """Cards still in the deck: 41 less those dealt, named or not."""
    return count.DECK_SIZE - len(hand.dealt()) - hand.part("duels").unseen


def _hidden(codes) -> int:
    return sum(1 for c in codes if c == UNSEEN)


def _named(codes) -> list[str]:
    return [c for c in codes if c != UNSEEN]


def _surely_over(codes) -> bool:
    """Over 7½ whatever the face-down cards are (each is worth at least ½)."""
    return count.surely_over(_named(codes), _hidden(codes))


def _hand_words(codes) -> str:
    """A hand as the table sees it: its named cards and total, or they and how many are face down."""
    n = _hidden(codes)
    if not n:
        return _shown_cards(codes)
    down = f"{n} face-down card{'s' if n != 1 else ''}"
    named = _named(codes)
    return f"{labels(named)} and {down}" if named else down


def _name_cards(hand, who: str, cards: list[str], codes) -> None:
    """Face-down cards of ``who`` turned: named in the order they were dealt, and no longer counted unnamed."""
    check_cards(hand, tuple(codes))
    d = hand.part("duels")
    it = iter(codes)
    for i, c in enumerate(cards):
        if c == UNSEEN:
            cards[i] = next(it)
            hand.down.setdefault(who, []).append(cards[i])
            d.unseen -= 1


def _deal_unseen(hand, who: str) -> str:
    """One card dealt face down without a name: counted out of the deck."""
    _deck_out(hand, f"the deck is out: no card is left for {who}")
    hand.part("duels").unseen += 1
    return UNSEEN


def _left_words(hand) -> str:
    n = left(hand)
    return "the deck is out" if n == 0 else f"{n} card{'s' if n != 1 else ''} left"


def _pts(codes) -> str:
    from ...evaluate.points import format_points
    return format_points(count.total(codes))


def _shown_cards(codes) -> str:
    return f"{labels(codes)} ({_pts(codes)})"


@CONDITIONS.register("deal-over")
def deal_over(hand) -> bool:
    """No duel can be played any more: the deck is out (or, dealing whole rounds only, too short for one)."""
    d = hand.part("duels")
    if d.stopped or left(hand) == 0:
        return True
    if setting(hand.game, "short_round") == "whole-rounds-only":
        need = len(hand.seats) - 1 + (0 if d.dealer and not d.kept else 1)
        return left(hand) < need
    return False


# --- the verbs any step of the deal takes -------------------------------------------------------------

def _maxbet(ctx, action) -> str:
    hand, game = ctx.hand, ctx.hand.game
    d = hand.part("duels")
    if d.wagered:
        raise IllegalAction(f"the maximum wager is set before the deal's first wager; it stays "
                            f"{stakes.fmt(game, d.limit)}")
    amount = stakes.parse(game, action.text)
    stakes.check_limit(game, amount)
    d.limit = amount
    return f"{hand.dealer} sets the maximum wager for this deal: {stakes.fmt(game, amount)}"


def _swap(ctx, action) -> str:
    hand, game = ctx.hand, ctx.hand.game
    d = hand.part("duels")
    if action.player not in (None, hand.dealer):
        raise IllegalAction(f"only the dealer swaps a card ({hand.dealer} deals)")
    if setting(game, "dealer_swap") == "never":
        raise IllegalAction("the dealer's card stays: this game is played without the swap "
                            "(setting dealer_swap: never)")
    if not d.swap:
        why = ("the dealer's card has been turned" if d.shown or d.kept or not d.dealer else
               "a swap comes only after a player's bust, before the next wager")
        raise IllegalAction(f"{hand.dealer} cannot swap now: {why}")
    _deck_out(hand, "the deck is out: no card is left to swap for")
    if action.cards:
        code = _one_card(hand, action)
        hand.down.setdefault(hand.dealer, []).append(code)
    else:
        code = _deal_unseen(hand, hand.dealer)
    d.dealer = [code]
    d.swap = False
    return f"{hand.dealer} swaps the unseen card for a new one (the old one is out of play)"


def _stop(ctx, why: str) -> None:
    """End the deal between duels: the duels played stand."""
    hand = ctx.hand
    d = hand.part("duels")
    if d.stage in ("player", "dealer") or (d.stage == "wager" and d.wager):
        raise IllegalAction(f"{d.player}'s duel is under way: finish it (hit or stay) first")
    d.stopped = why
    close_deal(ctx)


def _deck_out(hand, refusal: str) -> None:
    if left(hand) == 0:
        raise IllegalAction(refusal)


def _one_card(hand, action) -> str:
    if len(action.cards) != 1:
        raise IllegalAction("one card at a time")
    check_cards(hand, action.cards)      # in the 41-card deck, and not dealt yet
    return action.cards[0]


class _DealStep(StepKind):
    """What the deal's steps share: maxbet, swap and stopping the deal."""

    def _common(self, ctx, step, action):
        if action.verb == "maxbet":
            return _maxbet(ctx, action), True
        if action.verb == "swap":
            return _swap(ctx, action), True
        if action.verb == "settle":
            _stop(ctx, "settle")
            return "", False
        return None

    def players_named(self, hand, e, verb):
        """7½: only the dealer swaps his unseen card; otherwise the one owed a card, or on turn in the duel."""
        if verb == "swap":
            return [hand.dealer]
        return list(e.players) if e.players else None

    def stop(self, ctx, step) -> list[str]:
        """`end` while the deal is under way: it stops between duels (refcli/table/engine.py asks)."""
        _stop(ctx, "end")
        return []

    def absent(self, game) -> str:
        return f"{game.title} has no duels with the dealer (7½ has)"


@STEPS.register("max-wager")
class MaxWager(_DealStep):
    name = "max-wager"
    passive = True
    owns = ("maxbet",)

    def describe(self, step, game) -> str:
        most = stakes.fmt(game, stakes.most(game))
        start = stakes.fmt(game, stakes.default_limit(game))
        least = stakes.fmt(game, stakes.least(game))
        unit = (f"in whole parts of a drink (the smallest part is {stakes.part_words(game)}; setting drink_part)"
                if stakes.drinks(game) else f"in whole {unit_name(game.house.unit)}")
        what = "drinks (setting stakes: drinks)" if stakes.drinks(game) else "money (setting stakes: money)"
        return (f"Wagers are in {what}. The dealer may set a maximum wager for the deal before its first wager "
                f"(maxbet AMOUNT), at most {most}; until then it is {start}. A wager is at least {least}, "
                f"{unit}.")

    def enter(self, ctx, step) -> None:
        d = ctx.hand.part("duels")
        d.limit = stakes.default_limit(ctx.hand.game)


@STEPS.register("round-cards")
class RoundCards(_DealStep):
    name = "round-cards"
    waits = True
    verbs = ("card", "maxbet", "swap", "settle", "turn", "show")
    owns = ("card", "swap")

    def describe(self, step, game) -> str:
        short = ("as far as the deck goes (setting short_round: as-far-as-cards-go)"
                 if setting(game, "short_round") == "as-far-as-cards-go" else
                 "only when the deck holds enough for all of them; otherwise the deal is over (setting "
                 "short_round: whole-rounds-only)")
        kept = ("; a card turned in the last round is thrown away first (setting turned_card: kept)"
                if setting(game, "turned_card") == "kept" else "")
        return (f"A round: one card face down to each player, clockwise from the dealer's left, and then one to "
                f"the dealer when the dealer holds none{kept} (card PLAYER, ...: counted, not named, as nobody sees them; "
                f"card PLAYER CARD names one, and refcli names none back); {short}. No reshuffle: the deal ends "
                f"when the deck runs out.")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        d = hand.part("duels")
        d.round += 1
        if d.kept:                  # the card turned last round was the dealer's for that round only
            d.kept, d.dealer = "", []
        players = [p for p in hand.seats if p != hand.dealer]
        for p in players:
            d.held[p] = []          # a card a player could not play is dead
        d.owed = players + ([] if d.dealer else [hand.dealer])
        if left(hand) < len(d.owed) and setting(hand.game, "short_round") == "whole-rounds-only":
            d.owed = []
            return

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("duels").owed or left(ctx.hand) == 0

    def expects(self, ctx, step) -> Expect:
        d = ctx.hand.part("duels")
        who = d.owed[0] if d.owed else ctx.hand.dealer
        words = f"round {d.round}: a card to {who} (card {who}) · {_left_words(ctx.hand)}"
        verbs = ("card", "swap") if d.swap else ("card",)
        return Expect(self.name, (who,), verbs, 0, words, f"card {who}")

    def refuse(self, ctx, step, verb) -> str:
        d = ctx.hand.part("duels")
        return f"the round's cards come first: a card to {d.owed[0]} (card {d.owed[0]})"

    def act(self, ctx, step, action):
        common = self._common(ctx, step, action)
        if common is not None:
            return common
        if action.verb != "card":
            raise IllegalAction(self.refuse(ctx, step, action.verb))
        hand = ctx.hand
        d = hand.part("duels")
        if action.text == ROUND:            # `cards`: the round's face-down cards, one to each owed one, unseen
            if left(hand) < len(d.owed):
                raise IllegalAction(f"the deck holds {left(hand)} cards, not one for each of {', '.join(d.owed)}: "
                                    f"type them one at a time (card {d.owed[0]})")
            got = list(d.owed)
            for p in got:
                self.act(ctx, step, Action("card", player=p))
            return f"{_and(got)} get a card each", True
        if action.player is None:           # `card 7d`: to whoever is owed one next
            action = replace(action, player=d.owed[0])
        if action.player != d.owed[0]:
            raise IllegalAction(f"the cards go clockwise from the dealer's left: {d.owed[0]}'s next, not "
                                f"{action.player}'s")
        if action.cards:
            code = _one_card(hand, action)
            hand.down.setdefault(action.player, []).append(code)
        else:                               # `card Bob`: face down, nobody sees it
            code = _deal_unseen(hand, action.player)
        d.owed.pop(0)
        if action.player == hand.dealer:
            d.dealer, d.shown, d.swap = [code], False, False
        else:
            d.held[action.player] = [code]   # a swap the last bust allowed stays open until the next wager
        return f"{action.player} gets a card", True


@STEPS.register("duel")
class Duel(_DealStep):
    name = "duel"
    waits = True
    declares = ("no-pot",)     # each duel's wager goes from loser to winner: the status line shows no pot
    verbs = ("card", "wager", "hit", "stay", "bust", "turn", "show", "swap", "maxbet", "settle")
    owns = ("wager", "hit", "stay", "bust")   # turn and show are other steps' verbs too: 7½ takes them here

    def describe(self, step, game) -> str:
        eight = ("a player whose face-down card is the 8♥ still wagers, and loses it at once"
                 if setting(game, "eight_hearts_down") == "wager-then-lose" else
                 "a player whose face-down card is the 8♥ loses at once without a wager (nothing is paid)")
        five = ("The dealer, too, wins at once with five cards without going over"
                if setting(game, "five_cards_dealer") == "wins" else
                "The dealer's five cards win nothing by themselves: the dealer hits or stays and the totals decide")
        swap = ("After a player's bust (the 8♥ too), while the dealer's card is still unseen, the dealer may swap "
                "it for a new one from the deck (swap, or swap CARD to name it) or keep it (type nothing)"
                if setting(game, "dealer_swap") == "after-bust" else "The dealer never swaps the card")
        turned = (f"an unseen card is kept for the next duel, and {choice_words(game, 'turned_card')}"
                  f"{'; a turned 8♥ is thrown away' if setting(game, 'turned_card') == 'kept' else ''} "
                  f"({choice_note(game, 'turned_card')})")
        return (f"The dealer plays each player in turn, clockwise, head to head. If the dealer's last card was "
                f"turned, a new one comes first (card). The player wagers (w .5, or wager PLAYER AMOUNT), takes cards "
                f"one at a time, face up (h 5c; h 5c2d, two) or kept face down (h), or stays (stay). "
                f"Aces count 1, 2 to 7 their face, J Q K ½ each, the 8♥ 8. Over 7½ the player loses at once and "
                f"says so (bust; refcli rules it itself when the cards typed are over); the 8♥ loses at "
                f"once ({eight}); five cards without going over win at once (cards face down are turned: "
                f"show CARD ...). When the player stays, the dealer's card is turned (turn CARD) "
                f"and the dealer hits, face up, or stays: over 7½ (or holding the 8♥) the dealer loses; otherwise "
                f"the player's face-down cards are turned (show PLAYER CARD ...), the higher total wins and the dealer wins "
                f"ties. {five} (setting five_cards_dealer: {setting(game, 'five_cards_dealer')}). "
                f"{swap} (setting dealer_swap: {setting(game, 'dealer_swap')}); {turned}. The wager goes "
                f"straight from loser to winner: no pot. Cards nobody sees are counted, never named. "
                f"With no card left a hand plays as it is; a duel that cannot start for want of a card ends the "
                f"deal, and the cards still held are dead (setting eight_hearts_down: "
                f"{setting(game, 'eight_hearts_down')}).")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        d = hand.part("duels")
        p = next((x for x in hand.ask("turn_in_loop") if x is not None), None)
        d.player, d.wager, d.stage = p or "", 0, ""
        d.shown = bool(d.kept)          # a card kept face up from an earlier duel of the round
        if p is None or p == hand.dealer or d.stopped:
            return
        if not d.held.get(p):
            d.dead.append(p)
            return
        if not d.dealer:
            if left(hand) == 0:
                d.dead.append(p)
                return
            d.stage = "card"
            return
        self._open(ctx, d, p)

    def _open(self, ctx, d, p) -> None:
        hand = ctx.hand
        d.stage = "wager"
        if setting(hand.game, "eight_hearts_down") == "lose-unwagered" and count.EIGHT_OF_HEARTS in d.held[p]:
            ctx.lines.append(self._rule(ctx, p, hand.dealer, f"{p} holds the 8♥ face down and loses at once, "
                                                             f"before any wager", bust=True))
            return

    def done(self, ctx, step) -> bool:
        return not ctx.hand.part("duels").stage

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        d = hand.part("duels")
        p, dealer, cards = d.player, hand.dealer, _left_words(hand)
        if d.stage == "card":
            return Expect(self.name, (dealer,), ("card",), 0,
                          f"a new card for {dealer} before {p}'s duel (card {dealer}) · {cards}",
                          f"card {dealer}")
        if d.stage == "wager":
            verbs = ("wager", "swap") if d.swap else ("wager",)
            facing = f" against {dealer}'s turned {card_label(d.kept)}" if d.kept else ""
            return Expect(self.name, (p,), verbs, 0,
                          f"{p}'s duel{facing}: {p} to wager (at most {stakes.fmt(hand.game, d.limit)}) · {cards}",
                          f"{p} to wager")
        if d.stage == "player":
            held = d.held[p]
            hidden = _hidden(held)
            if hidden and len(held) >= count.FIVE:
                return Expect(self.name, (p,), ("show", "bust"), 0,
                              f"{p}'s duel ({stakes.fmt(hand.game, d.wager)}): {p} has five cards: {p} turns "
                              f"the face-down ones to win (show {p} CARD ...) or announces a bust (bust {p}) · "
                              f"{cards}", f"show {p} or bust {p}")
            verbs = ("hit", "stay") if left(hand) else ("stay",)
            if hidden:
                verbs += ("bust",)
            return Expect(self.name, (p,), verbs, 0,
                          f"{p}'s duel ({stakes.fmt(hand.game, d.wager)}): {p} to hit or stay "
                          f"({len(held)} card{'s' if len(held) != 1 else ''}) · {cards}",
                          f"{p} to hit or stay")
        if d.stage == "turn":
            return Expect(self.name, (dealer,), ("turn",), 0,
                          f"{p}'s duel: {p} stays; {dealer}'s card is turned (turn {dealer} CARD) · {cards}",
                          f"turn {dealer}")
        if d.stage == "dealer":
            verbs = ("hit", "stay") if left(hand) else ("stay",)
            return Expect(self.name, (dealer,), verbs, 0,
                          f"{p}'s duel: {dealer} to hit or stay on {_shown_cards(d.dealer)} · {cards}",
                          f"{dealer} to hit or stay")
        if d.stage == "show":
            n = _hidden(d.held[p])
            return Expect(self.name, (p,), ("show",), 0,
                          f"{p}'s duel: {dealer} stays on {_shown_cards(d.dealer)}; {p} turns the "
                          f"{_count_words(n)} (show {p} {' '.join(['CARD'] * n)}) · {cards}",
                          f"show {p}")
        return Expect(self.name)

    def refuse(self, ctx, step, verb) -> str:
        e = self.expects(ctx, step)
        return f"not now: {e.words}" if e.words else "the deal is over"

    def act(self, ctx, step, action):
        common = self._common(ctx, step, action)
        if common is not None:
            return common
        hand = ctx.hand
        d = hand.part("duels")
        if action.player is None:           # typed without a name: whoever the verb is for now
            on_turn = hand.dealer if d.stage in ("dealer", "turn") else d.player
            turn = {"card": hand.dealer, "wager": d.player, "hit": on_turn, "stay": on_turn, "bust": d.player,
                    "turn": hand.dealer, "show": d.player}[action.verb]
            action = replace(action, player=turn)
        verb, who = action.verb, action.player
        if verb == "card":
            return self._dealer_card(ctx, d, action), True
        if verb in ("hit", "stay", "bust", "show") and who not in (hand.dealer, d.player):
            done = [winner for r, p, _a, winner, _w in d.results if r == d.round and p == who]
            if done:        # a late line for a duel already ruled (a bust, most likely)
                raise IllegalAction(f"{who}'s duel is over this round ({done[-1]} won it): it is {d.player}'s "
                                    f"duel now")
        if verb == "wager":
            return self._wager(ctx, d, action), True
        if verb == "turn":
            return self._turn(ctx, d, action), True
        if verb == "show":
            return self._show(ctx, d, action), True
        if verb == "bust":
            return self._bust(ctx, d, action), True
        if d.stage in ("card", "wager", "turn", "show"):
            raise IllegalAction(self.refuse(ctx, step, verb))
        on_turn = d.player if d.stage == "player" else hand.dealer
        if who != on_turn:
            if who == hand.dealer and d.stage == "player":
                raise IllegalAction(f"{d.player} has not stayed: the dealer plays only after the player")
            if who == d.player and d.stage == "dealer":
                raise IllegalAction(f"{d.player} has stayed: it is {hand.dealer}'s turn to hit or stay")
            raise IllegalAction(f"it is {d.player}'s duel: {who} is not in it")
        held = d.held[d.player]
        if d.stage == "player" and len(held) >= count.FIVE:     # five cards, some face down: claimed or a bust
            raise IllegalAction(f"{who} has five cards: {who} turns the face-down ones to win (show {who} CARD ...) "
                                f"or announces a bust (bust {who})")
        if verb == "hit":
            return self._hit(ctx, d, action), True
        return self._stay(ctx, d), True

    def _dealer_card(self, ctx, d, action) -> str:
        hand = ctx.hand
        if action.text == ROUND:
            raise IllegalAction(f"the round's cards are dealt; now: {self.expects(ctx, None).words}")
        if d.stage != "card":
            if d.stage == "wager" and action.player == hand.dealer and d.kept:
                raise IllegalAction(f"{hand.dealer}'s turned {card_label(d.kept)} stays the dealer's for the rest "
                                    f"of this round, with no new one (setting turned_card: kept): {d.player} "
                                    f"wagers next (wager {d.player} AMOUNT)")
            if d.stage == "wager" and action.player == hand.dealer and d.dealer and not d.shown:
                # A dealer typing himself a card out of habit: his unseen card stays with him (seed: kept).
                raise IllegalAction(f"{hand.dealer} keeps the unseen card from the last duel, with no new one: "
                                    f"{d.player} wagers next (wager {d.player} AMOUNT)")
            raise IllegalAction(f"not now: {self.expects(ctx, None).words}")
        if action.player != hand.dealer:
            raise IllegalAction(f"the card now is the dealer's: card {hand.dealer}")
        if action.cards:
            code = _one_card(hand, action)
            hand.down.setdefault(hand.dealer, []).append(code)
        else:
            code = _deal_unseen(hand, hand.dealer)
        d.dealer, d.shown, d.swap = [code], False, False
        said = f"{hand.dealer} gets a new card"
        self._open(ctx, d, d.player)
        return said

    def _wager(self, ctx, d, action) -> str:
        hand, game = ctx.hand, ctx.hand.game
        p = action.player
        if d.stage != "wager":
            if d.stage == "card":
                raise IllegalAction(f"{hand.dealer} takes a new card first (card {hand.dealer})")
            raise IllegalAction(f"{d.player} has already wagered {stakes.fmt(game, d.wager)}")
        if p != d.player:
            if p == hand.dealer:
                raise IllegalAction(f"the dealer does not wager: it is {d.player}'s duel")
            raise IllegalAction(f"it is {d.player}'s duel now, not {p}'s (clockwise from the dealer's left)")
        amount = stakes.parse(game, action.text)
        stakes.check_wager(game, amount, d.limit)
        d.wager, d.wagered, d.swap, d.stage = amount, True, False, "player"
        said = f"{p} wagers {stakes.fmt(game, amount)}"
        if count.EIGHT_OF_HEARTS in d.held[p]:
            return said + " · " + self._rule(ctx, p, hand.dealer,
                                             f"{p} holds the 8♥ face down: the 8♥ loses at once", bust=True)
        return said

    def _hit(self, ctx, d, action) -> str:
        hand, game = ctx.hand, ctx.hand.game
        dealer = hand.dealer
        who = action.player
        _deck_out(hand, f"the deck is out (no card left): {who} plays the hand as it is (stay {who})")
        if not action.cards and who == dealer:
            raise IllegalAction(f"the dealer plays face up once the dealer's card is turned: name the card "
                                f"(hit {dealer} CARD)")
        if action.cards:
            code = _one_card(hand, action)
            hand.down.setdefault(who, []).append(code)
        else:                               # kept face down: counted, not named
            code = _deal_unseen(hand, who)
        cards = d.held[who] if who != dealer else d.dealer
        cards.append(code)
        p = d.player
        if who != dealer:
            said = f"{who} hits {card_label(code)}" if code else f"{who} takes a card face down"
            if code == count.EIGHT_OF_HEARTS:
                return said + " · " + self._rule(ctx, p, dealer, f"{p}: {_hand_words(cards)} — the 8♥ loses at "
                                                 f"once", bust=True)
            if _surely_over(cards):
                return said + " · " + self._rule(ctx, p, dealer, f"{p}: {_hand_words(cards)} — over 7½: {p} "
                                                 f"loses at once", bust=True)
            if not _hidden(cards) and count.five_cards(cards):
                return said + " · " + self._rule(ctx, dealer, p, f"{p}: {_shown_cards(cards)} — five cards "
                                                 f"without going over win at once")
            return said
        said = f"{who} hits {card_label(code)}"
        theirs = f"{p}: {_hand_words(d.held[p])} against {dealer}: {_shown_cards(cards)}"
        if code == count.EIGHT_OF_HEARTS:
            return said + " · " + self._rule(ctx, dealer, p, f"{theirs} — the dealer takes the 8♥ and loses at "
                                             f"once")
        if count.over(cards):
            return said + " · " + self._rule(ctx, dealer, p, f"{theirs} — the dealer is over 7½ and loses")
        if count.five_cards(cards) and setting(game, "five_cards_dealer") == "wins":
            return said + " · " + self._rule(ctx, p, dealer, f"{theirs} — the dealer's five cards without going "
                                             f"over win at once")
        return said + f" ({_pts(cards)})"

    def _stay(self, ctx, d) -> str:
        hand = ctx.hand
        dealer, p = hand.dealer, d.player
        if d.stage == "player":
            if d.kept:                      # his card is face up already: he plays on from it
                d.stage = "dealer"
                return f"{p} stays"
            if d.dealer[0] == UNSEEN:       # the next line turns it (the prompt says so)
                d.stage = "turn"
                return f"{p} stays"
            d.stage, d.shown = "dealer", True
            return f"{p} stays · " + self._turned(ctx, d)
        if _hidden(d.held[p]):              # the player's face-down cards are turned next (the prompt says so)
            d.stage = "show"
            return f"{dealer} stays"
        return f"{dealer} stays · " + self._compare(ctx, d)

    def _turned(self, ctx, d) -> str:
        """The dealer's card is face up: his 8♥ loses at once, else he plays."""
        dealer, p = ctx.hand.dealer, d.player
        said = f"{dealer}'s card is turned: {card_label(d.dealer[0])}"
        if count.EIGHT_OF_HEARTS in d.dealer:
            return said + " · " + self._rule(ctx, dealer, p, f"{p}: {_hand_words(d.held[p])} against "
                                             f"{dealer}: 8♥ — the dealer holds the 8♥ and loses at once")
        return said

    def _compare(self, ctx, d) -> str:
        """Both have stayed and every card is named: the higher total wins, the dealer wins ties."""
        dealer, p = ctx.hand.dealer, d.player
        mine, his = d.held[p], d.dealer
        theirs = f"{p}: {_shown_cards(mine)} against {dealer}: {_shown_cards(his)}"
        if count.EIGHT_OF_HEARTS in mine:
            return self._rule(ctx, p, dealer, f"{theirs} — the 8♥ loses at once")
        if count.over(mine):
            return self._rule(ctx, p, dealer, f"{theirs} — {p} is over 7½ and loses")
        if count.total(mine) > count.total(his):
            return self._rule(ctx, dealer, p, f"{theirs} — the higher total wins")
        if count.total(mine) == count.total(his):
            return self._rule(ctx, p, dealer, f"{theirs} — a tie: the dealer wins ties")
        return self._rule(ctx, p, dealer, f"{theirs} — the higher total wins")

    def _turn(self, ctx, d, action) -> str:
        hand = ctx.hand
        dealer, p = hand.dealer, d.player
        if action.player != dealer:
            raise IllegalAction(f"in 7½ only the dealer's card is turned (turn {dealer} CARD); a player's cards "
                                f"are turned at the end of the duel (show {action.player} CARD ...)")
        if d.stage != "turn":
            if d.shown and d.dealer:
                raise IllegalAction(f"{dealer}'s card is face up already: {card_label(d.dealer[0])}")
            if d.stage == "player":
                raise IllegalAction(f"{p} has not stayed: {dealer}'s card is turned once {p} stays")
            raise IllegalAction(self.refuse(ctx, None, "turn"))
        if len(action.cards) != 1:
            raise IllegalAction(f"the dealer turns one card: turn {dealer} CARD")
        _name_cards(hand, dealer, d.dealer, action.cards)
        d.stage, d.shown = "dealer", True
        return self._turned(ctx, d)

    def _show(self, ctx, d, action) -> str:
        hand = ctx.hand
        p = d.player
        if action.player != p:
            if action.player == hand.dealer:
                raise IllegalAction(f"the dealer's cards are face up once turned: {hand.dealer} has nothing to show")
            raise IllegalAction(f"it is {p}'s duel: {action.player} is not in it")
        if action.up or action.second:
            raise IllegalAction(f"in 7½ show names only the face-down cards: show {p} CARD ...")
        held = d.held[p]
        n = _hidden(held)
        claim = d.stage == "player" and len(held) >= count.FIVE and n
        if d.stage != "show" and not claim:
            raise IllegalAction(f"not now: {p}'s face-down cards are turned when {hand.dealer} stays, or to claim "
                                f"five cards · {self.expects(ctx, None).words}")
        if len(action.cards) != n:
            raise IllegalAction(f"{p} has {n} face-down card{'s' if n != 1 else ''}, not {len(action.cards)} "
                                f"(show {p} {' '.join(['CARD'] * n)})")
        _name_cards(hand, p, held, action.cards)
        said = f"{p} shows {labels(action.cards)}"
        if not claim:
            return said + " · " + self._compare(ctx, d)
        dealer = hand.dealer
        if count.EIGHT_OF_HEARTS in held:
            return said + " · " + self._rule(ctx, p, dealer, f"{p}: {_shown_cards(held)} — the 8♥ loses at once",
                                             bust=True)
        if count.over(held):
            return said + " · " + self._rule(ctx, p, dealer, f"{p}: {_shown_cards(held)} — over 7½: {p} loses "
                                             f"at once", bust=True)
        return said + " · " + self._rule(ctx, dealer, p, f"{p}: {_shown_cards(held)} — five cards without going "
                                         f"over win at once")

    def _bust(self, ctx, d, action) -> str:
        hand = ctx.hand
        dealer, p = hand.dealer, d.player
        if action.player == dealer:
            raise IllegalAction(f"the dealer plays face up: refcli sees when {dealer} is over")
        if action.player != p:
            raise IllegalAction(f"it is {p}'s duel: {action.player} is not in it")
        held = d.held[p]
        unwagered = d.stage == "wager" and setting(hand.game, "eight_hearts_down") == "lose-unwagered"
        if d.stage != "player" and not unwagered:
            if d.stage == "wager":
                last = d.results[-1] if d.results and d.results[-1][1] != p else None
                if last is not None:    # `bust` for a duel refcli has ruled already (its cards were over)
                    raise IllegalAction(f"{last[1]}'s duel is over ({last[4]}); {p} wagers next (wager {p} AMOUNT)")
                raise IllegalAction(f"{p} wagers first (wager {p} AMOUNT): a player holding the 8♥ face down "
                                    f"still wagers (setting eight_hearts_down: wager-then-lose)")
            raise IllegalAction(f"{p} has stayed: a bust is said before staying")
        if not _hidden(held):
            raise IllegalAction(f"{p}'s cards are all face up: {_shown_cards(held)} is not over 7½")
        return self._rule(ctx, p, dealer, f"{p} busts, over 7½ ({_hand_words(held)}, not shown): {p} loses "
                                          f"at once", bust=True)

    def _rule(self, ctx, loser: str, winner: str, why: str, bust: bool = False) -> str:
        """End the duel: post the wager from loser to winner and keep the words for the deal's ruling."""
        hand = ctx.hand
        d = hand.part("duels")
        paid = stakes.settle(ctx, hand.game, loser, winner, d.wager) if d.wager else "nothing is paid"
        words = f"{why}: {paid}"
        d.results.append([d.round, d.player, d.wager, winner, words])
        if d.shown:
            # A turned card is discarded and the dealer takes a new one before the next duel; under turned_card:
            # kept it stays his for the round, alone (what he drew goes with the duel), unless it is the 8♥.
            first = d.dealer[0] if d.dealer else ""
            if setting(hand.game, "turned_card") == "kept" and first and first != count.EIGHT_OF_HEARTS:
                d.kept, d.dealer = first, [first]
            else:
                d.kept, d.dealer = "", []
        elif bust and setting(hand.game, "dealer_swap") == "after-bust":
            d.swap = True
            words += (f" · {hand.dealer}'s card is unseen: {hand.dealer} may keep it or swap it "
                      f"(swap {hand.dealer})")
        d.stage, d.shown = "", False
        return words


def _count_words(n: int) -> str:
    return "face-down card" if n == 1 else f"{n} face-down cards"


def close_deal(ctx) -> None:
    """The deal is over: a ruling that lists every duel and what each player won or lost on the deal."""
    from ...kernel.money import format_money
    from ..flow import finish
    from ..showdown import Ruling
    hand = ctx.hand
    recorded = (ctx.recorded or {}).get("ruling")
    if recorded is not None:
        finish(ctx, Ruling.from_json(recorded))
        return
    d = hand.part("duels")
    game = hand.game
    lines = [f"Round {r}, {p} ({stakes.fmt(game, amount) if amount else 'no wager'}): {words}"
             for r, p, amount, _winner, words in d.results]
    if not d.results:
        lines.append("No duel was played.")
    if d.stopped:
        lines.append(f"The deal stopped between duels ({d.stopped}) with {_left_words(hand)}; the duels played "
                     f"stand.")
    else:
        dead = [p for p in dict.fromkeys(d.dead)]
        cannot = f" ({', '.join(dead[:-1]) + ' and ' + dead[-1] if len(dead) > 1 else dead[0]} cannot play)" \
            if dead else ""
        lines.append(f"The deck is out: the deal is over{cannot}.")
    net = dict.fromkeys(hand.seats, 0)
    for _r, p, amount, winner, _words in d.results:
        loser = hand.dealer if winner == p else p
        net[winner] += amount
        net[loser] -= amount
    fmt = stakes.fmt_drinks if stakes.drinks(game) else format_money
    shown = ", ".join(f"{p} {'+' if v > 0 else '-' if v < 0 else ''}{fmt(abs(v)) if v else 'even'}"
                      for p, v in net.items())
    lines.append(("Drinks on this deal: " if stakes.drinks(game) else "On this deal: ") + shown + ".")
    night = ctx.night
    length = night.pick_count(game)
    after = night.seat_from(night.players.index(hand.dealer) + 1)
    if night.pick_length:       # 7½ taken up mid-pick (override): it plays the hands the pick had left
        left = length - night.pick_hands - 1
        lines.append(f"The pick has {left} more hand{'s' if left != 1 else ''} to play; the deal passes left, to "
                     f"{after}." if left else "The pick's hands are played: the next player picks.")
    elif night.pick_hands + 1 < length:
        lines.append(f"Deal {night.pick_hands + 1} of {length} in this round of {game.name} (each player deals "
                     f"once); the deal passes left, to {after}.")
    else:
        lines.append(f"Deal {length} of {length}: the round of {game.name} is over (each player has dealt once).")
    finish(ctx, Ruling(hand.number, game.title, game.id, hand.dealer, 0, (), tuple(lines)))


# --- the verbs' clauses ---------------------------------------------------------------------------------

@clause("card", "hit", "swap")
def parse_card_clause(verb: str, args: list[str], players: tuple[str, ...]) -> Action | list[Action]:
    """`card PLAYER CARD`, `hit PLAYER CARD`, `swap DEALER CARD`: one card to one player; without the name
    (`hit 5c`), to whoever the verb is for now. Without the card (`card Bob`, `hit Bob`, `swap`), a card dealt
    face down that nobody sees: counted, not named."""
    usage = f"usage: {verb} [PLAYER] [CARD]"
    if not args:
        return Action(verb)
    if len(args) == 1:
        try:
            return Action(verb, cards=(parse_card_code(args[0]),))
        except ParseError:
            pass
        try:
            return Action(verb, player=match_player(args[0], players))
        except ParseError:
            raise ParseError(usage) from None
    if verb == "hit" and len(args) >= 2:
        # `hit 6d ks` (or `hit 6dks`, `hit Bob 6d ks`): the cards one after the other, as `hit 6d, ks`.
        named = not is_card(args[0])
        player = match_player(args[0], players) if named else None
        cards = args[1:] if named else args
        if not named or (cards and all(is_card(c) for c in cards)):
            return [Action(verb, player=player, cards=(parse_card_code(c),)) for c in cards]
    if len(args) != 2:
        raise ParseError(usage)
    return Action(verb, player=match_player(args[0], players), cards=(parse_card_code(args[1]),))


def _mixed_number(args: list[str]) -> list[str]:
    """`1 1/3` as refcli says a drinks amount, typed back: the whole and the part kept as one amount."""
    if len(args) >= 2 and args[-2].isdigit() and re.fullmatch(r"\d{1,2}/\d{1,2}", args[-1]):
        return [*args[:-2], f"{args[-2]} {args[-1]}"]
    return args


# `cards`: every face-down card the round still owes, as `card Bob, Cal, ...` would type them one by one.
ROUND = "round"


@clause("cards")
def parse_cards(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if args:
        raise ParseError("usage: cards (the round's face-down cards, each unseen; card PLAYER CARD names one)")
    return Action("card", text=ROUND)


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


@clause("wager")
def parse_wager(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`wager PLAYER AMOUNT` (or `wager AMOUNT` for the player whose duel is next): the amount is read against
    the game (money, or drinks like 2/3)."""
    args = _mixed_number(args)
    if len(args) == 1:
        return Action("wager", text=args[0])
    if len(args) != 2:
        raise ParseError("usage: wager [PLAYER] AMOUNT")
    return Action("wager", player=match_player(args[0], players), text=args[1])


@clause("stay", "bust")
def parse_stay(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`stay [PLAYER]`; `bust [PLAYER]`: the player says he is over 7½."""
    if len(args) > 1:
        raise ParseError(f"usage: {verb} [PLAYER]")
    return Action(verb, player=match_player(args[0], players) if args else None)


@clause("maxbet")
def parse_maxbet(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    args = _mixed_number(args)
    if len(args) != 1:
        raise ParseError("usage: maxbet AMOUNT")
    return Action("maxbet", text=args[0])


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    # no pot at all: each duel's wager goes from loser to winner
    pots={"duels": PotKind("duels with the dealer", "the duels with the dealer", False, "high", no_pot=True)},
    verbs=(
        Verb('maxbet', 'maxbet AMOUNT',
             "7½: the dealer's maximum wager for this deal, before its first wager (at most the house bet "
             'limit)'),
        Verb('card', 'card [PLAYER] [CARD], [PLAYER] [CARD] ...',
             "7½: face-down cards as dealt, clockwise from the dealer's left, the dealer last: counted without "
             "a name (card Bob, Cal, Ann), or named (not echoed)", role='in-hand', repeated=True),
        Verb('cards', 'cards',
             "7½: the round's face-down cards, one to each player still owed one and the dealer last, counted "
             'without a name (as card Bob, Cal, ..., Ann)'),
        Verb('wager', 'wager [PLAYER] AMOUNT',
             "7½: the player whose duel is next wagers, up to the dealer's maximum (drinks: wager Bob 2/3)", role='in-hand',
             letter='w'),
        Verb('hit', 'hit [PLAYER] [CARD]',
             '7½: one more card to the player, face up (hit Bob 6d) or kept face down (hit Bob); after the '
             'player stays, to the dealer, face up', role='in-hand', letter='h'),
        Verb('stay', 'stay [PLAYER]',
             "7½: the player stands (the dealer's card is then turned), or the dealer stands and "
             'the duel is ruled', role='in-hand'),
        Verb('bust', 'bust [PLAYER]',
             '7½: the player announces a bust (over 7½) and loses at once; the face-down cards are not shown',
             role='in-hand'),
        Verb('swap', 'swap [DEALER] [CARD]',
             "7½: after a player's bust, the dealer swaps the unseen card for a new one, unseen (or this one)",
             role='in-hand'),
    ),
    settings=(
        Setting("stakes", (Choice("money"), Choice("drinks"))),   # wagers in money, or in drinks kept apart from the money
        Setting("drink_part", tuple(Choice(v) for v in ("third", "half", "quarter", "sixth", "whole"))),   # a wager's smallest part
        Setting("eight_hearts_down", (Choice("wager-then-lose"), Choice("lose-unwagered"))),   # a face-down 8♥
        Setting("five_cards_dealer", (Choice("wins"), Choice("plays-on"))),   # the dealer's five cards not over: win at once?
        Setting("dealer_swap", (Choice("after-bust"), Choice("never"))),     # the dealer may swap his unseen card after a bust
        Setting("short_round", (Choice("as-far-as-cards-go"), Choice("whole-rounds-only"))),   # a round when the deck runs short
        Setting("turned_card", (                # the dealer's card once turned: thrown away, or his for the round
            Choice("discarded", "the dealer's turned card is thrown away at the end of the duel: a new one "
                                "comes, face down, before the next",
                   "throws it away and deals the dealer a new one before the next duel"),
            Choice("kept", "the dealer's turned card stays the dealer's, face up, for the rest of the round (the cards "
                           "drawn go with each duel)",
                   "keeps it the dealer's, face up, for the rest of the round"))),
    ),
)
# The game settings this deal reads (their choices above; loaded and checked with every game setting).
SETTINGS = tuple(setting.name for setting in MECHANIC.settings)
