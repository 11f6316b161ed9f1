"""Wild cards the table decides as the hand goes: the game's `wild_rule`.

fixed           the game's `wild:` lists alone (most games).
follow          Follow the Joker: the indicator card's rank is wild; a queen or joker shown face up in the
                4th, 5th or 6th round makes the rank of the next up card wild instead.
follow-sticky   the same, but a rank once wild stays wild.
follow-chaos    the same, except a queen shown makes the 2-9 of the next up card's suit wild instead.
indicators      Three Turds: every rank of the indicator cards is wild; two indicators of one rank cancel.
low-hole        Low Card in the Hole: each player's lowest face-down rank is wild for that player.

``table_wilds`` is called at the showdown; ``check_indicator`` when a dealer types an indicator card;
``describe_wilds`` says what is wild right now (shown after an indicator and in the ruling).

Whatever a rule makes wild is added to the game's own `wild:` lists. It plays for the high hand, and for the
low hand too when the house's wild cards are crazy (`wild.high_low`), as the club plays them.

Decisions where the club's sheet leaves room (each is also said in the game's `about`):

Follow the Joker
- The deck carries one joker: the club's other joker game speaks of "the joker", so its deck has one.
- The card turned to start (`indicator CARD`, one per hand) makes its rank wild. It may come from the bottom
  of the deck or from a second deck, so it is nobody's card: see ``indicators_in_deck``. A joker turned to
  start makes the jokers wild; a queen turned to start makes queens wild (it passes nothing on).
- Only up cards dealt as a player's 4th, 5th or 6th card pass the wild on. Such a queen or joker makes the
  rank of the next up card dealt, to anyone, wild; the previous wild rank stops (sticky: it stays too). A
  queen or joker among the first up cards, or as the last up card of the hand, changes nothing, and cards
  dealt face down are never seen, so they change nothing either. If the next up card is itself a queen or
  joker in those rounds, its rank becomes wild and it passes the wild on again.
- Chaos: a queen passes on the suit of the next up card instead: the 2 to 9 of that suit are wild, in place
  of whatever was wild. A joker still passes on a rank. If a joker follows a queen it has no suit, so jokers
  become wild.
- A joker in a hand is not wild unless jokers are the wild rank: it plays by the house rule for jokers
  (the club's: a bug, an ace or a card that completes a straight or flush).
- The order of the up cards is the order the dealer typed them. A player's k-th up card belongs to the round
  that deals it; an up card typed in a later round than that (or first typed at the showdown) has a known
  round at best but no known place in it. If such a card could change what is wild, the showdown is refused:
  the dealer has to type up cards as they are dealt.

Three Turds
- One indicator is turned for each of the rounds that deal the 4th, 5th and 6th cards; the dealer may type it
  once that round is reached (any time before the showdown). An indicator of a rank already standing cancels:
  both are discarded and the dealer turns two more, so the count standing never exceeds the rounds reached
  and must reach three by the showdown. A card of a rank discarded earlier stands like any other.
- The club's optional flush rule (a fourth card turned before the last bet) is the game's flush variant; it
  sets nothing wild, so it lives in its own step (refcli/table/steps/flush_card.py).

Low Card in the Hole
- A player's lowest card in the hole (aces high, so deuces are lowest; jokers are not counted) sets a rank wild
  for him alone, on all of his cards. Low Chicago still counts every spade in the hole as itself.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..cards import SUIT_NAMES, Card, parse_card, rank_word
from ..errors import IllegalAction
from ..words import and_list, ordinal
from ..evaluate.types import Wilds

if TYPE_CHECKING:
    from ..rules.model import Game
    from .state import Hand

QUEEN = 12
MIDDLE_CARDS = (4, 5, 6)        # a player's 4th, 5th and 6th cards: where the table changes the wild cards
CHAOS_RANKS = range(2, 10)      # Chaos makes the 2 to 9 of a suit wild


# --- the public interface --------------------------------------------------------------------------------

def table_wilds(hand: Hand) -> tuple[dict[str, tuple[Wilds, Wilds]], tuple[str, ...]]:
    """Each active player's wild cards (high side, low side), and the lines that explain them."""
    game = hand.game
    rule = _rule(game)
    if not rule.wilds:
        return {p: (game.wild_high, game.wild_low) for p in hand.active}, ()
    wilds, lines = globals()[rule.wilds](hand)
    return wilds, tuple(lines + _chicago_note(hand, wilds))


def _rule(game: Game):
    """The game's wild rule, from its registry entry (refcli/mechanics.py), which names its functions here."""
    from ..mechanics import WILD_RULES
    if game.wild_rule not in WILD_RULES:
        raise IllegalAction(f"{game.name}: wild rule '{game.wild_rule}' is not known to this refcli")
    return WILD_RULES.get(game.wild_rule)


def check_indicator(hand: Hand, code: str) -> None:
    """Refuse an indicator card the game has no use for (called before the card is added)."""
    game = hand.game
    rule = _rule(game)
    if not rule.indicators:
        raise IllegalAction(f"{game.name} has no indicator cards")
    if rule.indicators == "start":
        if hand.indicators:
            raise IllegalAction(f"{game.name} turns one card at the start, and the "
                                f"{_label(hand.indicators[0])} is already turned (undo to change it)")
        return
    middle = _middle_rounds(game)
    if not middle:
        raise IllegalAction(f"{game.name} deals no 4th to 6th card, so it turns no indicator cards")
    reached = [card for r, card in middle if r <= hand.street]
    live, _ = _standing(hand.indicators)
    if len(live) < len(reached):
        return
    if not reached:
        raise IllegalAction(f"{game.name} turns its first indicator after the {ordinal(middle[0][1])} card")
    if len(reached) == len(middle):
        raise IllegalAction(f"{game.name} already has its {len(middle)} indicators ({_labels(live)})")
    n = len(live)
    raise IllegalAction(f"{game.name} has {n} indicator{'s' if n != 1 else ''} standing ({_labels(live)}), one for "
                        f"each round so far: the next comes after the {ordinal(middle[len(reached)][1])} card")


def describe_wilds(hand: Hand) -> str:
    """What is wild right now, in words."""
    rule = _rule(hand.game)
    if rule.now:
        return globals()[rule.now](hand)
    game = hand.game
    things = _things(game.wild_high.ranks, (), False) + [c.label for c in sorted(game.wild_high.cards)]
    if game.wild_high.jokers == "wild":
        things.append("jokers")
    return _are_wild(things) if things else "nothing is wild"


def indicators_in_deck(game: Game) -> bool:
    """Whether the game's indicator cards come out of the deck in play, so that they count when refcli
    refuses a card dealt twice. Follow the Joker's start card may be a second deck's card: it does not."""
    return _rule(game).in_deck


# --- shared helpers --------------------------------------------------------------------------------------

def _label(code: str) -> str:
    return parse_card(code).label


def _labels(cards) -> str:
    return " ".join(c.label if isinstance(c, Card) else _label(c) for c in cards) or "none"


def _are_wild(things: list[str]) -> str:
    return f"{and_list(things)} {'is' if len(things) == 1 and not things[0].endswith('s') else 'are'} wild"


def _things(ranks, suits, jokers: bool) -> list[str]:
    """Wild ranks and suits in words: 'sevens', 'the 2 to 9 of hearts', 'jokers'."""
    out = [rank_word(r, plural=True) for r in sorted(ranks)]
    out += [f"the 2 to 9 of {SUIT_NAMES[s]}" for s in suits]
    if jokers:
        out.append("jokers")
    return out


def _middle_rounds(game: Game) -> list[tuple[int, int]]:
    """(betting round, card number) for each round that deals a player's 4th, 5th or 6th card."""
    out, before = [], 0
    for r, street in enumerate(game.deal):
        numbers = [before + i + 1 for i in range(len(street))]
        hit = [n for n in numbers if n in MIDDLE_CARDS]
        if hit:
            out.append((r, hit[0]))
        before += len(street)
    return out


def _sides(game: Game, ranks=(), cards=(), jokers: bool = False) -> tuple[Wilds, Wilds]:
    """The game's own wild cards plus the table's, high side and low side."""
    def add(base: Wilds) -> Wilds:
        joker_mode = "wild" if jokers and base.jokers != "none" else base.jokers
        return replace(base, ranks=base.ranks | frozenset(ranks), cards=base.cards | frozenset(cards),
                       jokers=joker_mode)
    low = add(game.wild_low) if game.house.wild_high_low == "crazy" else game.wild_low
    return add(game.wild_high), low


def _ways(game: Game) -> str:
    """', high and low' where a low hand is played and the table's wild cards are crazy."""
    if "low" not in game.pot_kinds():
        return ""
    return ", high and low" if game.house.wild_high_low == "crazy" else ", high hand only"


def _chicago_note(hand: Hand, wilds: dict[str, tuple[Wilds, Wilds]]) -> list[str]:
    if "chicago" not in hand.game.pot_kinds():
        return []
    for p in hand.active:
        high = wilds[p][0]
        if any(c.suit == "s" and high.is_wild(c) for c in map(parse_card, hand.down.get(p, []))):
            return ["Low Chicago counts every spade in the hole as itself, wild or not."]
    return []


# --- Follow the Joker ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Up:
    """One up card as the dealer typed it."""

    player: str
    card: Card
    rounds: frozenset[int]      # the betting rounds it may have been dealt in
    placed: bool                # typed in its own round, so its place in the dealing order is known
    at_show: bool               # first typed at the showdown

    @property
    def passes(self) -> bool:
        return self.card.is_joker or self.card.rank == QUEEN

    @property
    def round(self) -> int:
        return min(self.rounds)


@dataclass(frozen=True)
class _Wild:
    """One thing made wild: the rank of ``card`` or, in Chaos, the 2-9 of ``suit``."""

    card: Card
    suit: str = ""
    by: _Up | None = None       # the up card that set it (None: the card turned to start)
    after: _Up | None = None    # the queen or joker before it

    @property
    def key(self) -> tuple:
        return ("suit", self.suit) if self.suit else ("rank", self.card.rank)

    @property
    def words(self) -> str:
        if self.suit:
            return f"the 2 to 9 of {SUIT_NAMES[self.suit]}"
        return rank_word(self.card.rank, plural=True)

    @property
    def source(self) -> str:
        if self.by is None:
            return f"the {self.card.label} turned to start"
        return f"{self.by.player}'s {self.card.label}, the up card after {self.after.player}'s {self.after.card.label}"

    @property
    def short(self) -> str:
        if self.by is None:
            return f"the {self.card.label} turned to start"
        return f"after the {self.after.card.label} shown to {self.after.player}"


@dataclass(frozen=True)
class _Follow:
    history: tuple[_Wild, ...]  # everything made wild, in order
    wild: tuple[_Wild, ...]     # what is wild now
    waiting: _Up | None         # a queen or joker whose next up card has not come
    idle: tuple[_Up, ...]       # queens and jokers shown where they pass nothing on
    unknown: _Up | None         # an up card out of its place that could change what is wild


def _up_cards(hand: Hand) -> list[_Up]:
    """The typed up cards, each with the rounds it may belong to (a player's k-th up card belongs to the round
    that deals it; cards first typed at the showdown may be any of that player's remaining ones)."""
    up_rounds = [r for r, street in enumerate(hand.game.deal) for face in street if face == "up"]
    count: dict[str, int] = {}
    first_show: dict[str, int] = {}
    out = []
    for player, code, rnd in hand.up_order:
        k = count.get(player, 0)
        count[player] = k + 1
        expected = up_rounds[k] if k < len(up_rounds) else None
        if rnd is None:
            j = first_show.setdefault(player, k)
            rounds = frozenset(up_rounds[j:]) or frozenset(up_rounds)
            out.append(_Up(player, parse_card(code), rounds, False, True))
        elif rnd == expected:
            out.append(_Up(player, parse_card(code), frozenset({rnd}), True, False))
        else:
            rounds = frozenset({expected}) if expected is not None else frozenset(up_rounds)
            out.append(_Up(player, parse_card(code), rounds, False, False))
    return out


def _follow(hand: Hand) -> _Follow:
    game = hand.game
    sticky, chaos = game.wild_rule == "follow-sticky", game.wild_rule == "follow-chaos"
    passing = {r for r, _ in _middle_rounds(game)}
    ups = _up_cards(hand)
    placed = [u for u in ups if u.placed]
    history: list[_Wild] = [_Wild(parse_card(hand.indicators[0]))] if hand.indicators else []
    wild = list(history)
    waiting: _Up | None = None
    passers: list[int] = []
    for i, u in enumerate(placed):
        if waiting is not None:
            suit = u.card.suit if chaos and waiting.card.rank == QUEEN and not u.card.is_joker else ""
            new = _Wild(u.card, suit, u, waiting)
            history.append(new)
            if not sticky:
                wild = [new]
            elif all(w.key != new.key for w in wild):
                wild.append(new)
            waiting = None
        if u.passes and u.round in passing:
            waiting = u
            passers.append(i)
    idle = tuple(u for u in ups if u.passes and not (u.rounds & passing))
    last_round = max((r for r, street in enumerate(game.deal) if "up" in street), default=0)
    unknown = None
    for x in (u for u in ups if not u.placed):
        if x.passes and x.rounds & passing:
            unknown = x
            break
        # x may sit anywhere in its round: between a queen or joker and the up card recorded after it.
        if any(any(placed[i].round <= r <= (placed[i + 1].round if i + 1 < len(placed) else last_round)
                   for r in x.rounds) for i in passers):
            unknown = x
            break
    return _Follow(tuple(history), tuple(wild), waiting, idle, unknown)


def _follow_wilds(hand: Hand):
    game = hand.game
    if not hand.indicators:
        raise IllegalAction(f"{game.name} needs the card turned at the start: type indicator CARD")
    f = _follow(hand)
    if f.unknown is not None:
        u = f.unknown
        when = "first typed at the showdown" if u.at_show else "typed after its round"
        raise IllegalAction(f"{game.name} needs the order of the up cards, but {u.player}'s {u.card.label} was "
                            f"{when}: type up cards as they are dealt (up PLAYER CARD)")
    ranks = {w.card.rank for w in f.wild if not w.suit and not w.card.is_joker}
    cards = {Card(r, w.suit) for w in f.wild if w.suit for r in CHAOS_RANKS}
    jokers = any(w.card.is_joker and not w.suit for w in f.wild)
    sides = _sides(game, ranks, cards, jokers)
    things = and_list([w.words for w in f.wild])
    lines = [f"Wild: {things}{_ways(game)} — " + "; ".join(w.source for w in f.wild)
             + (" (once wild, always wild)." if game.wild_rule == "follow-sticky" and len(f.wild) > 1 else ".")]
    earlier = [] if game.wild_rule == "follow-sticky" else [w for w in f.history if w not in f.wild]
    if earlier:
        lines.append("Wild earlier, then replaced: "
                     + ", then ".join(f"{w.words} ({w.source})" for w in earlier) + ".")
    if f.waiting is not None:
        lines.append(f"{f.waiting.player}'s {f.waiting.card.label} was the last up card: nothing followed it, so "
                     f"it changed nothing.")
    for u in f.idle:
        lines.append(f"{u.player}'s {u.card.label} came outside the 4th, 5th and 6th cards: it changed nothing.")
    return {p: sides for p in hand.active}, lines


def _follow_now(hand: Hand) -> str:
    if not hand.indicators:
        return "no card is turned to start yet (indicator CARD)"
    f = _follow(hand)
    if len(f.wild) == 1:
        text = f"{_are_wild([f.wild[0].words])} ({f.wild[0].short})"
    else:
        text = _are_wild([f"{w.words} ({w.short})" for w in f.wild])
    if f.waiting is not None:
        u = f.waiting
        if hand.game.wild_rule == "follow-chaos" and u.card.rank == QUEEN:
            what = "the 2 to 9 of the next up card's suit"
        else:
            what = "the next up card's rank"
        verb = "adds" if hand.game.wild_rule == "follow-sticky" else "passes the wild to"
        text += f"; {u.player}'s {u.card.label} {verb} {what}"
    return text


# --- Three Turds -----------------------------------------------------------------------------------------

def _standing(indicators: list[str]) -> tuple[list[Card], list[tuple[Card, Card]]]:
    """The indicators still standing, and the pairs that matched and were discarded, in order."""
    live: list[Card] = []
    pairs: list[tuple[Card, Card]] = []
    for code in indicators:
        card = parse_card(code)
        match = next((c for c in live if c.rank == card.rank), None)
        if match is None:
            live.append(card)
        else:
            live.remove(match)
            pairs.append((match, card))
    return live, pairs


def _indicator_ranks(live: list[Card]) -> tuple[set[int], bool]:
    return {c.rank for c in live if not c.is_joker}, any(c.is_joker for c in live)


def _indicator_wilds(hand: Hand):
    game = hand.game
    need = len(_middle_rounds(game))
    live, pairs = _standing(hand.indicators)
    if len(live) < need:
        raise IllegalAction(f"{game.name} needs {need} indicators by the showdown; {len(live)} "
                            f"{'stands' if len(live) == 1 else 'stand'} ({_labels(live)}): type indicator CARD")
    ranks, jokers = _indicator_ranks(live)
    line = f"Wild: {and_list(_things(ranks, (), jokers))}{_ways(game)} — the indicators {_labels(live)}"
    if pairs:
        line += " (" + "; ".join(f"{a.label} and {b.label} matched and were discarded" for a, b in pairs) + ")"
    sides = _sides(game, ranks, (), jokers)
    return {p: sides for p in hand.active}, [line + "."]


def _indicators_now(hand: Hand) -> str:
    live, pairs = _standing(hand.indicators)
    parts = []
    last = parse_card(hand.indicators[-1]) if hand.indicators else None
    if pairs and pairs[-1][1] == last:
        a, b = pairs[-1]
        parts.append(f"{b.label} matches {a.label}: both are discarded")
    ranks, jokers = _indicator_ranks(live)
    things = _things(ranks, (), jokers)
    parts.append(_are_wild(things) if things else "nothing is wild yet")
    owed = sum(1 for r, _ in _middle_rounds(hand.game) if r <= hand.street) - len(live)
    if owed > 0:
        parts.append(f"{owed} more to turn")
    return "; ".join(parts)


# --- Low Card in the Hole --------------------------------------------------------------------------------

def _lowest_in_hole(codes: list[str]) -> list[Card]:
    """A player's lowest cards in the hole (all of that rank; aces high, jokers not counted)."""
    cards = [c for c in map(parse_card, codes) if not c.is_joker]
    if not cards:
        return []
    low = min(c.rank for c in cards)
    return [c for c in cards if c.rank == low]


def _low_hole_wilds(hand: Hand):
    game = hand.game
    wilds, lines = {}, []
    for p in hand.active:
        lowest = _lowest_in_hole(hand.down.get(p, []))
        if not lowest:
            wilds[p] = (game.wild_high, game.wild_low)
            lines.append(f"Nothing is wild for {p}: no card in the hole.")
            continue
        wilds[p] = _sides(game, {lowest[0].rank})
        lines.append(f"Wild for {p}: {rank_word(lowest[0].rank, plural=True)}{_ways(game)} (his lowest card in "
                     f"the hole, {and_list([c.label for c in lowest])}).")
    return wilds, lines


def _low_hole_now(hand: Hand) -> str:
    known = [(p, _lowest_in_hole(hand.down.get(p, []))) for p in hand.active]
    known = [f"{p} {rank_word(low[0].rank, plural=True)}" for p, low in known if low]
    text = "each player's lowest card in the hole is wild for him"
    return text + (f" (so far: {', '.join(known)})" if known else "")
