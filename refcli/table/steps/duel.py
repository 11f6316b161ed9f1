"""7½'s deal: the dealer against each player in turn, head to head, until the deck runs out.

Three steps, one state part (`duels`) and the verbs `maxbet`, `card`, `wager`, `hit`, `stay` and `swap`:

- `max-wager`: the deal's maximum wager starts at the house bet limit (or one drink); `maxbet AMOUNT` changes
  it before the deal's first wager, never above that limit.
- `round-cards`: one card face down to each player clockwise from the dealer's left, then one to the dealer
  if he holds none (`card Bob Ac, Cal 3h, Ann 4c`), as far as the deck goes.
- `duel`: one player's duel. If the dealer's last card was turned, he first takes a new one (`card Ann 7d`).
  The player wagers, hits or stays; then the dealer's card is turned and he hits or stays. The endings the
  seed makes automatic are ruled on the card that causes them (over 7½, the 8♥, five cards without going
  over), so no `stay` follows them. Each duel posts its wager as it ends (refcli/table/stakes.py): no pot.

Every card is named as it is dealt, so refcli counts the 41-card deck: a `hit` with no card left is refused
(the hand plays as it is), and the deal ends by itself when a duel cannot start for want of a card. The deal
may also stop between duels (`settle`, or `end` for the night): finished duels stand.

Readings where the seed leaves room are game settings, shown in `refcli rules` (see SETTINGS below).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...declare import Choice, Mechanic, PotKind, Setting, Verb, setting_value
from ...errors import IllegalAction, ParseError
from ...money import unit_name
from ...records import dataclass, field
from ...evaluate import seven_half as count
from ...registry import STEPS
from ...script import Action, clause, match_player, parse_card_code
from .. import stakes
from ..dealing import card_label, check_cards, labels
from ..state import PARTS
from .base import Expect, StepKind
from .control import CONDITIONS


def setting(game, name: str) -> str:
    """The game's choice for ``name``, or its default (the first choice, as declared below)."""
    return setting_value(game, name)


@PARTS.register("duels")
@dataclass
class Duels:
    limit: int = 0                  # the deal's maximum wager (cents, or twelfths of a drink)
    wagered: bool = False           # the deal's first wager is made: the maximum stands
    round: int = 0
    owed: list[str] = field(default_factory=list)       # still to get a card at the round's start, in order
    held: dict[str, list[str]] = field(default_factory=dict)   # each player's cards for his duel
    dealer: list[str] = field(default_factory=list)     # the dealer's cards; the first was dealt face down
    shown: bool = False             # the dealer's card is turned (in the duel under way)
    player: str = ""                # whose duel is under way
    stage: str = ""                 # card (the dealer's new card), wager, player, dealer; "" between duels
    wager: int = 0
    swap: bool = False              # the dealer may swap his unseen card (a player has just busted)
    dead: list[str] = field(default_factory=list)       # players who could not play for want of a card
    results: list[list] = field(default_factory=list)   # [round, player, stake, winner, words]
    stopped: str = ""               # why the deal ended before the deck ran out (settle, end)

    def to_json(self) -> dict:
        return dict(self.__dict__)

    @classmethod
    def from_json(cls, d: dict) -> "Duels":
        return cls(**d)

    def close(self, ctx) -> None:
        close_deal(ctx)


def left(hand) -> int:
    """Cards still in the deck: every card of the deal is named, so it is 41 less those dealt."""
    return count.DECK_SIZE - len(hand.dealt())


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
        need = len(hand.seats) - 1 + (0 if d.dealer else 1)
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
        raise IllegalAction(f"only the dealer swaps his card ({hand.dealer} deals)")
    if setting(game, "dealer_swap") == "never":
        raise IllegalAction("the dealer keeps his card: this game is played without the swap "
                            "(setting dealer_swap: never)")
    if not d.swap:
        why = ("the dealer's card has been turned" if d.shown or not d.dealer else
               "a swap comes only after a player's bust, before the next wager")
        raise IllegalAction(f"{hand.dealer} cannot swap now: {why}")
    _deck_out(hand, "the deck is out: no card is left to swap for")
    code = _one_card(hand, action)
    hand.down.setdefault(hand.dealer, []).append(code)
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
                f"(maxbet AMOUNT), at most {most}; until he does it is {start}. A wager is at least {least}, "
                f"{unit}.")

    def enter(self, ctx, step) -> None:
        d = ctx.hand.part("duels")
        d.limit = stakes.default_limit(ctx.hand.game)


@STEPS.register("round-cards")
class RoundCards(_DealStep):
    name = "round-cards"
    verbs = ("card", "maxbet", "swap", "settle")
    owns = ("card", "swap")

    def describe(self, step, game) -> str:
        short = ("as far as the deck goes (setting short_round: as-far-as-cards-go)"
                 if setting(game, "short_round") == "as-far-as-cards-go" else
                 "only when the deck holds enough for all of them; otherwise the deal is over (setting "
                 "short_round: whole-rounds-only)")
        return (f"A round: one card face down to each player, clockwise from the dealer's left, and then one to "
                f"the dealer if he holds none (card PLAYER CARD, ...; every card is named, so refcli counts the "
                f"41 and names none back); {short}. No reshuffle: the deal ends when the deck runs out.")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        d = hand.part("duels")
        d.round += 1
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
        words = f"round {d.round}: a card to {who} (card {who} CARD) · {_left_words(ctx.hand)}"
        verbs = ("card", "swap") if d.swap else ("card",)
        return Expect(self.name, (who,), verbs, 0, words, f"card {who}")

    def refuse(self, ctx, step, verb) -> str:
        d = ctx.hand.part("duels")
        return f"the round's cards come first: a card to {d.owed[0]} (card {d.owed[0]} CARD)"

    def act(self, ctx, step, action):
        common = self._common(ctx, step, action)
        if common is not None:
            return common
        hand = ctx.hand
        d = hand.part("duels")
        if action.player is None:           # `card 7d`: to whoever is owed one next
            action = replace(action, player=d.owed[0])
        if action.player != d.owed[0]:
            raise IllegalAction(f"the cards go clockwise from the dealer's left: {d.owed[0]}'s next, not "
                                f"{action.player}'s")
        code = _one_card(hand, action)
        d.owed.pop(0)
        hand.down.setdefault(action.player, []).append(code)
        if action.player == hand.dealer:
            d.dealer, d.shown, d.swap = [code], False, False
        else:
            d.held[action.player] = [code]   # a swap the last bust allowed stays open until the next wager
        return f"{action.player} gets a card", True


@STEPS.register("duel")
class Duel(_DealStep):
    name = "duel"
    verbs = ("card", "wager", "hit", "stay", "swap", "maxbet", "settle")
    owns = ("wager", "hit", "stay")

    def describe(self, step, game) -> str:
        eight = ("a player whose face-down card is the 8♥ still wagers, and loses it at once"
                 if setting(game, "eight_hearts_down") == "wager-then-lose" else
                 "a player whose face-down card is the 8♥ loses at once without a wager (nothing is paid)")
        five = ("The dealer, too, wins at once with five cards without going over"
                if setting(game, "five_cards_dealer") == "wins" else
                "The dealer's five cards win nothing by themselves: he hits or stays and the totals decide")
        swap = ("After a player's bust (the 8♥ too), while the dealer's card is still unseen, he may swap it for "
                "a new one from the deck (swap DEALER CARD) or keep it (type nothing)"
                if setting(game, "dealer_swap") == "after-bust" else "The dealer never swaps his card")
        return (f"The dealer plays each player in turn, clockwise, head to head. If his last card was turned, he "
                f"first takes a new one (card DEALER CARD). The player wagers (wager PLAYER AMOUNT), takes cards "
                f"one at a time (hit PLAYER CARD) or stays (stay PLAYER). Aces count 1, 2 to 7 their face, J Q K "
                f"½ each, the 8♥ 8. Over 7½ the player loses at once and says so; the 8♥ loses at once ({eight}); "
                f"five cards without going over win at once. When the player stays, the dealer's card is turned "
                f"and he hits or stays: over 7½ (or holding the 8♥) he loses; otherwise the higher total wins and "
                f"the dealer wins ties. {five} (setting five_cards_dealer: {setting(game, 'five_cards_dealer')}). "
                f"{swap} (setting dealer_swap: {setting(game, 'dealer_swap')}); an unseen card is kept for the "
                f"next duel, a turned one is discarded. The wager goes straight from loser to winner: no pot. "
                f"With no card left a hand plays as it is; a duel that cannot start for want of a card ends the "
                f"deal, and the cards still held are dead (setting eight_hearts_down: "
                f"{setting(game, 'eight_hearts_down')}).")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        d = hand.part("duels")
        p = hand.part("each").current
        d.player, d.wager, d.stage, d.shown = p or "", 0, "", False
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
                          f"a new card for {dealer} before {p}'s duel (card {dealer} CARD) · {cards}",
                          f"card {dealer}")
        if d.stage == "wager":
            verbs = ("wager", "swap") if d.swap else ("wager",)
            return Expect(self.name, (p,), verbs, 0,
                          f"{p}'s duel: {p} to wager (at most {stakes.fmt(hand.game, d.limit)}) · {cards}",
                          f"{p} to wager")
        if d.stage == "player":
            held = d.held[p]
            verbs = ("hit", "stay") if left(hand) else ("stay",)
            return Expect(self.name, (p,), verbs, 0,
                          f"{p}'s duel ({stakes.fmt(hand.game, d.wager)}): {p} to hit or stay "
                          f"({len(held)} card{'s' if len(held) != 1 else ''}) · {cards}",
                          f"{p} to hit or stay")
        if d.stage == "dealer":
            verbs = ("hit", "stay") if left(hand) else ("stay",)
            return Expect(self.name, (dealer,), verbs, 0,
                          f"{p}'s duel: {dealer} to hit or stay on {_shown_cards(d.dealer)} · {cards}",
                          f"{dealer} to hit or stay")
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
            turn = {"card": hand.dealer, "wager": d.player, "hit": d.player, "stay": d.player}[action.verb]
            action = replace(action, player=hand.dealer if d.stage == "dealer" and action.verb in ("hit", "stay")
                             else turn)
        verb, who = action.verb, action.player
        if verb == "card":
            return self._dealer_card(ctx, d, action), True
        if verb == "wager":
            return self._wager(ctx, d, action), True
        if d.stage in ("card", "wager"):
            raise IllegalAction(self.refuse(ctx, step, verb))
        on_turn = d.player if d.stage == "player" else hand.dealer
        if who != on_turn:
            if who == hand.dealer and d.stage == "player":
                raise IllegalAction(f"{d.player} has not stayed: the dealer plays only after the player")
            if who == d.player and d.stage == "dealer":
                raise IllegalAction(f"{d.player} has stayed: it is {hand.dealer}'s turn to hit or stay")
            raise IllegalAction(f"it is {d.player}'s duel: {who} is not in it")
        if verb == "hit":
            return self._hit(ctx, d, action), True
        return self._stay(ctx, d), True

    def _dealer_card(self, ctx, d, action) -> str:
        hand = ctx.hand
        if d.stage != "card":
            if d.stage == "wager" and action.player == hand.dealer and d.dealer and not d.shown:
                # A dealer typing himself a card out of habit: his unseen card stays with him (seed: kept).
                raise IllegalAction(f"{hand.dealer} keeps his unseen card from the last duel and takes no new one: "
                                    f"{d.player} wagers next (wager {d.player} AMOUNT)")
            raise IllegalAction(f"not now: {self.expects(ctx, None).words}")
        if action.player != hand.dealer:
            raise IllegalAction(f"the card now is the dealer's: card {hand.dealer} CARD")
        code = _one_card(hand, action)
        hand.down.setdefault(hand.dealer, []).append(code)
        d.dealer, d.shown, d.swap = [code], False, False
        said = f"{hand.dealer} gets a new card"
        self._open(ctx, d, d.player)
        return said

    def _wager(self, ctx, d, action) -> str:
        hand, game = ctx.hand, ctx.hand.game
        p = action.player
        if d.stage != "wager":
            if d.stage == "card":
                raise IllegalAction(f"{hand.dealer} takes a new card first (card {hand.dealer} CARD)")
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
        code = _one_card(hand, action)
        hand.down.setdefault(who, []).append(code)
        cards = d.held[who] if who != dealer else d.dealer
        cards.append(code)
        said = f"{who} hits {card_label(code)}"
        p = d.player
        if who != dealer:
            if code == count.EIGHT_OF_HEARTS:
                return said + " · " + self._rule(ctx, p, dealer, f"{p}: {_shown_cards(cards)} — the 8♥ loses at "
                                                 f"once", bust=True)
            if count.over(cards):
                return said + " · " + self._rule(ctx, p, dealer, f"{p}: {_shown_cards(cards)} — over 7½: {p} "
                                                 f"loses at once", bust=True)
            if count.five_cards(cards):
                return said + " · " + self._rule(ctx, dealer, p, f"{p}: {_shown_cards(cards)} — five cards "
                                                 f"without going over win at once")
            return said
        theirs = f"{p}: {_shown_cards(d.held[p])} against {dealer}: {_shown_cards(cards)}"
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
            d.stage, d.shown = "dealer", True
            said = f"{p} stays · {dealer}'s card is turned: {card_label(d.dealer[0])}"
            if count.EIGHT_OF_HEARTS in d.dealer:
                return said + " · " + self._rule(ctx, dealer, p, f"{p}: {_shown_cards(d.held[p])} against "
                                                 f"{dealer}: 8♥ — the dealer holds the 8♥ and loses at once")
            return said
        mine, his = d.held[p], d.dealer
        theirs = f"{p}: {_shown_cards(mine)} against {dealer}: {_shown_cards(his)}"
        if count.total(mine) > count.total(his):
            return f"{dealer} stays · " + self._rule(ctx, dealer, p, f"{theirs} — the higher total wins")
        if count.total(mine) == count.total(his):
            return f"{dealer} stays · " + self._rule(ctx, p, dealer, f"{theirs} — a tie: the dealer wins ties")
        return f"{dealer} stays · " + self._rule(ctx, p, dealer, f"{theirs} — the higher total wins")

    def _rule(self, ctx, loser: str, winner: str, why: str, bust: bool = False) -> str:
        """End the duel: post the wager from loser to winner and keep the words for the deal's ruling."""
        hand = ctx.hand
        d = hand.part("duels")
        paid = stakes.settle(ctx, hand.game, loser, winner, d.wager) if d.wager else "nothing is paid"
        words = f"{why}: {paid}"
        d.results.append([d.round, d.player, d.wager, winner, words])
        if d.shown:
            d.dealer = []           # a turned card is discarded: the dealer takes a new one before the next duel
        elif bust and setting(hand.game, "dealer_swap") == "after-bust":
            d.swap = True
            words += (f" · {hand.dealer}'s card is unseen: {hand.dealer} may keep it or swap it "
                      f"(swap {hand.dealer} CARD)")
        d.stage, d.shown = "", False
        return words


def close_deal(ctx) -> None:
    """The deal is over: a ruling that lists every duel and what each player won or lost on the deal."""
    from ...money import format_money
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
def parse_card_clause(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`card PLAYER CARD`, `hit PLAYER CARD`, `swap DEALER CARD`: one card to one player; without the name
    (`hit 5c`), to whoever the verb is for now."""
    usage = f"usage: {verb} [PLAYER] CARD"
    if len(args) == 1:
        try:
            code = parse_card_code(args[0])
        except ParseError:
            raise ParseError(usage) from None
        return Action(verb, cards=(code,))
    if len(args) != 2:
        raise ParseError(usage)
    return Action(verb, player=match_player(args[0], players), cards=(parse_card_code(args[1]),))


def _mixed_number(args: list[str]) -> list[str]:
    """`1 1/3` as refcli says a drinks amount, typed back: the whole and the part kept as one amount."""
    if len(args) >= 2 and args[-2].isdigit() and re.fullmatch(r"\d{1,2}/\d{1,2}", args[-1]):
        return [*args[:-2], f"{args[-2]} {args[-1]}"]
    return args


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


@clause("stay")
def parse_stay(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if len(args) > 1:
        raise ParseError("usage: stay [PLAYER]")
    return Action("stay", player=match_player(args[0], players) if args else None)


@clause("maxbet")
def parse_maxbet(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    args = _mixed_number(args)
    if len(args) != 1:
        raise ParseError("usage: maxbet AMOUNT")
    return Action("maxbet", text=args[0])


# What the rest of refcli knows of this mechanic without loading it (refcli/declared.py, generated).
MECHANIC = Mechanic(
    # no pot at all: each duel's wager goes from loser to winner
    pots={"duels": PotKind("duels with the dealer", "the duels with the dealer", False, "high")},
    verbs=(
        Verb('maxbet', 'maxbet AMOUNT',
             "7½: the dealer's maximum wager for this deal, before its first wager (at most the house bet "
             'limit)'),
        Verb('card', 'card [PLAYER] CARD, [PLAYER] CARD ...',
             "7½: face-down cards as dealt, clockwise from the dealer's left, the dealer last (not echoed)", role='in-hand', repeated=True),
        Verb('wager', 'wager [PLAYER] AMOUNT',
             "7½: the player whose duel is next wagers, up to the dealer's maximum (drinks: wager Bob 2/3)", role='in-hand'),
        Verb('hit', 'hit [PLAYER] CARD',
             '7½: one more card to the player (or, after the player stays, the dealer)', role='in-hand'),
        Verb('stay', 'stay [PLAYER]',
             "7½: the player stands (his card is then turned against the dealer's), or the dealer stands and "
             'the duel is ruled', role='in-hand'),
        Verb('swap', 'swap [DEALER] CARD',
             "7½: after a player's bust, the dealer swaps his unseen card for this one", role='in-hand'),
    ),
    settings=(
        Setting("stakes", (Choice("money"), Choice("drinks"))),   # wagers in money, or in drinks kept apart from the money
        Setting("drink_part", tuple(Choice(v) for v in ("third", "half", "quarter", "sixth", "whole"))),   # a wager's smallest part
        Setting("eight_hearts_down", (Choice("wager-then-lose"), Choice("lose-unwagered"))),   # a face-down 8♥
        Setting("five_cards_dealer", (Choice("wins"), Choice("plays-on"))),   # the dealer's five cards not over: win at once?
        Setting("dealer_swap", (Choice("after-bust"), Choice("never"))),     # the dealer may swap his unseen card after a bust
        Setting("short_round", (Choice("as-far-as-cards-go"), Choice("whole-rounds-only"))),   # a round when the deck runs short
    ),
)
# The game settings this deal reads (their choices above; loaded and checked with every game setting).
SETTINGS = tuple(setting.name for setting in MECHANIC.settings)
