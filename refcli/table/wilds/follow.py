"""Follow the Joker (and sticky, chaos): the start card's rank is wild; a queen or joker shown as a 4th, 5th or
6th card passes the wild on to the next up card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.declare import Mechanic, WildRule
from ...kernel.records import dataclass
from ...kernel.cards import SUIT_NAMES, Card, parse_card, rank_word
from ...kernel.errors import IllegalAction
from ...kernel.words import and_list, ordinal
from ..wildbase import WILD_FUNCTIONS, are_wild, middle_rounds, wild_sides, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


QUEEN = 12
CHAOS_RANKS = range(2, 10)      # Chaos makes the 2 to 9 of a suit wild

# --- Follow the Joker ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class TypedUp:
    """One up card as the dealer typed it."""

    player: str
    card: Card
    rounds: frozenset[int]      # the betting rounds it may have been dealt in
    placed: bool                # its place in the dealing order is known (typed in its own round, or by seat)
    at_show: bool               # first typed at the showdown
    seated: bool = False        # a folded player's, typed after his fold: its place is his seat in its round

    @property
    def passes(self) -> bool:
        return self.card.is_joker or self.card.rank == QUEEN

    @property
    def round(self) -> int:
        return min(self.rounds)


@dataclass(frozen=True)
class Untyped:
    """An up card dealt to a player who folded before anyone typed it: its place is known, its card is not."""

    player: str
    round: int


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


def _up_rounds(game) -> list[int]:
    """The betting round of each up card a player is dealt, in order."""
    return [r for r, street in enumerate(game.deal) for face in street if face == "up"]


def typed_up_cards(hand: Hand) -> list[TypedUp]:
    """The typed up cards, each with the rounds it may belong to (a player's k-th up card belongs to the round
    that deals it; cards first typed at the showdown may be any of that player's remaining ones). A folded
    player's card typed after his fold takes his seat's place in its round (refcli/table/folded.py)."""
    up_rounds = _up_rounds(hand.game)
    folds = hand.parts.get("folded")
    count: dict[str, int] = {}
    first_show: dict[str, int] = {}
    out = []
    for i, (player, code, rnd) in enumerate(hand.up_order):
        k = count.get(player, 0)
        count[player] = k + 1
        expected = up_rounds[k] if k < len(up_rounds) else None
        if folds is not None and i >= folds.typed.get(player, len(hand.up_order)) and expected is not None:
            out.append(TypedUp(player, parse_card(code), frozenset({expected}), True, False, True))
        elif rnd is None:
            j = first_show.setdefault(player, k)
            rounds = frozenset(up_rounds[j:]) or frozenset(up_rounds)
            out.append(TypedUp(player, parse_card(code), rounds, False, True))
        elif rnd == expected:
            out.append(TypedUp(player, parse_card(code), frozenset({rnd}), True, False))
        elif expected is not None and rnd > expected:
            # His k-th up card typed after its round was over: `up` takes a player's cards in the order he was
            # dealt them, so it is his card of that round, dealt at his seat (clockwise from the dealer's left),
            # as a folded player's card typed after his fold is.
            out.append(TypedUp(player, parse_card(code), frozenset({expected}), True, False, True))
        else:
            rounds = frozenset({expected}) if expected is not None else frozenset(up_rounds)
            out.append(TypedUp(player, parse_card(code), rounds, False, False))
    return out


def _untyped(hand: Hand) -> list[Untyped]:
    """The up cards dealt to folded players before they folded that nobody has typed."""
    folds = hand.parts.get("folded")
    if folds is None:
        return []
    up_rounds = _up_rounds(hand.game)
    out = []
    for p, street in folds.street.items():
        dealt = [r for r in up_rounds if r <= street]
        out += [Untyped(p, r) for r in dealt[len(hand.up.get(p, [])):]]
    return out


def dealing_sequence(hand: Hand, ups: list[TypedUp]) -> list:
    """The up cards whose place is known, in dealing order: those typed in their own round as they were typed (the
    dealer types them as he deals), then each folded player's typed after his fold, and those never typed
    (Untyped), put at his seat among the cards of their round (clockwise from the dealer's left)."""
    seat = {p: i for i, p in enumerate(hand.seats)}
    seq: list = [u for u in ups if u.placed and not u.seated]
    for x in sorted([u for u in ups if u.seated] + _untyped(hand), key=lambda x: (x.round, seat[x.player])):
        at = next((i for i, u in enumerate(seq)
                   if u.round > x.round or (u.round == x.round and seat[u.player] > seat[x.player])), len(seq))
        seq.insert(at, x)
    return seq


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
        passes_on = x.round in passing and passer_unseen and _dealt_after(hand, x)
        if follows or passes_on:
            out.append(x)
    return out


def _dealt_after(hand: Hand, x: Untyped) -> bool:
    """Whether any up card was dealt after ``x``: to a player left of him in its round, or in a later round."""
    folds = hand.parts.get("folded")

    def dealt(p: str, r: int) -> bool:
        if p in hand.active:
            return r <= hand.street
        return folds is not None and r <= folds.street.get(p, -1)
    later = [p for p in hand.seats[hand.seats.index(x.player) + 1:]]
    return (any(dealt(p, x.round) for p in later)
            or any(dealt(p, r) for r in _up_rounds(hand.game) if r > x.round for p in hand.seats))


def _street(game, r: int) -> str:
    """'4th-street': a round named by the card number it deals a player last."""
    return f"{ordinal(sum(len(s) for s in game.deal[: r + 1]))}-street"


def untyped_needed(hand: Hand, cards: list[Untyped]) -> str:
    """The line asking for the untyped up cards that decide what is wild, each player's as one clause of `up`
    (his up cards go in order, so any dealt him before the first that decides come with it)."""
    game = hand.game
    up_rounds = _up_rounds(game)
    players = [p for p in hand.seats if any(x.player == p for x in cards)]
    names, clauses, earlier = [], [], False
    for p in players:
        rounds = [x.round for x in cards if x.player == p]
        streets = [_street(game, r) for r in rounds]
        if len(streets) == 1:
            names.append(f"{p}'s {streets[0]}")
        else:
            names.append(f"{p}'s " + and_list([s.removesuffix("-street") + "-" for s in streets[:-1]] + [streets[-1]]))
        have = len(hand.up.get(p, []))
        last = max(k for k, r in enumerate(up_rounds) if r == max(rounds))
        earlier = earlier or last + 1 - have > len(rounds)
        clauses.append(f"{p} " + " ".join(["CARD"] * (last + 1 - have)))
    one = len(cards) == 1
    what = and_list(names) + (" up card decides" if one else " up cards decide")
    them = "it" if one else "them"
    how = them + (f" and the up cards dealt {'him ' if len(players) == 1 else ''}before {them}" if earlier else "")
    return f"{what} what is wild: type {how} (up {', '.join(clauses)})"


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
