"""Follow the Joker (and sticky, chaos): the start card's rank is wild; a queen or joker shown as a 4th, 5th or
6th card passes the wild on to the next up card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.declare import Mechanic, WildRule
from ...kernel.records import dataclass
from ...kernel.cards import SUIT_NAMES, Card, parse_card, rank_word
from ...kernel.errors import IllegalAction
from ...kernel.words import and_list
from ..folded import QUEEN, TypedUp, Untyped, dealing_sequence, dealt_after, typed_up_cards, untyped_needed
from ..wildbase import WILD_FUNCTIONS, are_wild, middle_rounds, wild_sides, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


CHAOS_RANKS = range(2, 10)      # Chaos makes the 2 to 9 of a suit wild

# --- Follow the Joker ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Wild:
    """One thing made wild: the rank of ``card`` or, in Chaos, the 2-9 of ``suit``."""

    card: Card
    suit: str = ""
    by: TypedUp | None = None       # the up card that set it (None: the card turned to start)
    after: TypedUp | None = None    # the queen or joker before it

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
    waiting: TypedUp | None         # a queen or joker whose next up card has not come
    idle: tuple[TypedUp, ...]       # queens and jokers shown where they pass nothing on
    unknown: TypedUp | None         # an up card out of its place that could change what is wild


def _follow(hand: Hand) -> _Follow:
    game = hand.game
    sticky, chaos = game.wild_rule == "follow-sticky", game.wild_rule == "follow-chaos"
    passing = {r for r, _ in middle_rounds(game)}
    ups = typed_up_cards(hand)
    # The ruling follows the typed cards; a card nobody typed is left out here, and refused at the ruling where it
    # could matter (_deciding).
    placed = [u for u in dealing_sequence(hand, ups) if isinstance(u, TypedUp)]
    history: list[_Wild] = [_Wild(parse_card(hand.indicators[0]))] if hand.indicators else []
    wild = list(history)
    waiting: TypedUp | None = None
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


def _deciding(hand: Hand) -> list[Untyped]:
    """The untyped up cards of folded players that would change what is wild, as some card not yet seen.

    The ruling names the card that set each wild rank (and those replaced since), so an untyped card changes its
    words as soon as it takes a part in the walk, whatever the money does: it decides when it comes right after a
    queen or joker of the 4th to 6th cards (its own card becomes the wild one), or when it is itself such a card
    and could be a queen or the joker still unseen while an up card was dealt after it (that card becomes wild).
    Otherwise it is passed over whatever it is, as the ruling without it does: no card needs to be tried."""
    game = hand.game
    passing = {r for r, _ in middle_rounds(game)}
    seen = [parse_card(c) for c in hand.dealt() if "/" not in c]
    queens = 4 * (2 if game.deck == "double" else 1) - sum(1 for c in seen if not c.is_joker and c.rank == QUEEN)
    passer_unseen = queens > 0 or game.jokers > sum(1 for c in seen if c.is_joker)
    seq = dealing_sequence(hand, typed_up_cards(hand))
    out = []
    for i, x in enumerate(seq):
        if not isinstance(x, Untyped):
            continue
        before = seq[i - 1] if i else None
        follows = before is not None and before.round in passing and (
            before.passes if isinstance(before, TypedUp) else passer_unseen)
        passes_on = x.round in passing and passer_unseen and dealt_after(hand, x)
        if follows or passes_on:
            out.append(x)
    return out


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
    deciding = _deciding(hand)
    if deciding:
        raise IllegalAction(untyped_needed(hand, deciding))
    ranks = {w.card.rank for w in f.wild if not w.suit and not w.card.is_joker}
    cards = {Card(r, w.suit) for w in f.wild if w.suit for r in CHAOS_RANKS}
    jokers = any(w.card.is_joker and not w.suit for w in f.wild)
    sides = wild_sides(game, ranks, cards, jokers)
    things = and_list([w.words for w in f.wild])
    lines = [f"Wild: {things}{wild_ways(game)} — " + "; ".join(w.source for w in f.wild)
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
        text = f"{are_wild([f.wild[0].words])} ({f.wild[0].short})"
    else:
        text = are_wild([f"{w.words} ({w.short})" for w in f.wild])
    if f.waiting is not None:
        u = f.waiting
        if hand.game.wild_rule == "follow-chaos" and u.card.rank == QUEEN:
            what = "the 2 to 9 of the next up card's suit"
        else:
            what = "the next up card's rank"
        verb = "adds" if hand.game.wild_rule == "follow-sticky" else "passes the wild to"
        text += f"; {u.player}'s {u.card.label} {verb} {what}"
    return text


class _FollowRule:
    wilds = staticmethod(_follow_wilds)
    now = staticmethod(_follow_now)
    standing = staticmethod(lambda indicators: list(indicators))


for _name in ("follow", "follow-sticky", "follow-chaos"):
    WILD_FUNCTIONS.register(_name)(_FollowRule())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "follow": WildRule(
            'The table sets the wild rank: the card turned at the start (type it with `indicator`); a queen '
            'or joker dealt face up in the 4th, 5th or 6th card makes the rank of the next up card wild '
            'instead. If that next up card is itself a queen (or joker) in those rounds, queens (or jokers) '
            'become the wild rank and it passes the wild on again, to the up card after it. Type up cards as '
            'they are dealt so refcli knows their order.',
            indicators="start", in_deck=False, reads_up=True),
        "follow-sticky": WildRule(
            'The table sets the wild ranks: the card turned at the start (`indicator`); a queen or joker '
            'dealt face up in the 4th, 5th or 6th card makes the rank of the next up card wild as well: once '
            'wild, always wild. If that next up card is itself a queen (or joker) in those rounds, queens (or'
            ' jokers) become wild too and it passes the wild on again. Type up cards as they are dealt.',
            indicators="start", in_deck=False, reads_up=True),
        "follow-chaos": WildRule(
            'The table sets the wild cards: the card turned at the start (`indicator`) makes its rank wild; a'
            " joker dealt face up in the 4th, 5th or 6th card makes the next up card's rank wild, and a queen"
            " makes the 2 to 9 of the next up card's suit wild instead. A queen followed by a queen makes the"
            " 2 to 9 of the second queen's suit wild, and the second queen, if it too is a 4th, 5th or 6th "
            'card, passes a suit on again; a joker after a queen has no suit, so jokers become wild. Type up '
            'cards as they are dealt.',
            indicators="start", in_deck=False, reads_up=True),
    },
)
