"""The street on which each player folded, kept where the order of the up cards sets the wild cards (a wild rule
that reads the up cards: Follow the Joker and its variants, Follow the Queen).

A folded player's up cards still took their place in the dealing order: a queen of his passed the wild on, and
his card after someone's queen named the wild rank. The street he folded on says how many up cards he was dealt,
so the host may type them after the fold (`up Cal 9h`), and the ruling knows which of them nobody typed.

The wild rules that follow the up cards (refcli/table/wilds/follow.py, follow_queen.py) read here the up cards in
the order they were dealt, each folded player's at his seat, and the words asking for those nobody typed: what
they share, below both."""

from __future__ import annotations

from ..kernel.cards import Card, parse_card
from ..kernel.records import dataclass, field
from ..kernel.words import and_list, ordinal
from .state import PARTS, Part

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from .state import Hand

PART = "folded"
QUEEN = 12      # a queen (or a joker) shown among the middle cards passes the wild on to the next up card


@PARTS.register(PART)
@dataclass
class Folded(Part):
    """For each player who folded: the street being dealt then (Hand.street: 0 for the first deal), and how many up
    cards of the hand were typed by then (his typed later are placed by his seat, not by when they were typed)."""

    street: dict[str, int] = field(default_factory=dict)
    typed: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"street": self.street, "typed": self.typed}

    @classmethod
    def from_json(cls, d: dict) -> "Folded":
        return cls(dict(d["street"]), dict(d["typed"]))


def note_fold(hand, player: str) -> None:
    """Keep the street of a fold where the order of the up cards sets the wild cards (called as he leaves)."""
    # (named in full: a relative import asks the package's spec for its parent on each fold)
    from refcli.kernel.mechanics import WILD_RULES
    if WILD_RULES.get(hand.game.wild_rule).reads_up:
        part = hand.part(PART)
        part.street[player] = hand.street
        part.typed[player] = len(hand.up_order)


def up_dealt_to_folded(hand, player: str) -> int | None:
    """How many up cards a folded player was dealt (the game's own deal up to his fold), or None where no fold
    of his is kept (he is still in, or the game's wild cards do not follow the up cards)."""
    part = hand.parts.get(PART)
    if part is None or player not in part.street:
        return None
    return sum(street.count("up") for street in hand.game.deal[: part.street[player] + 1])


# --- the up cards in dealing order -------------------------------------------------------------------------

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


def up_card_rounds(game) -> list[int]:
    """The betting round of each up card a player is dealt, in order."""
    return [r for r, street in enumerate(game.deal) for face in street if face == "up"]


def typed_up_cards(hand: Hand) -> list[TypedUp]:
    """The typed up cards, each with the rounds it may belong to (a player's k-th up card belongs to the round
    that deals it; cards first typed at the showdown may be any of that player's remaining ones). A folded
    player's card typed after his fold takes his seat's place in its round (the street kept by note_fold)."""
    up_rounds = up_card_rounds(hand.game)
    folds = hand.parts.get(PART)
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


def untyped(hand: Hand) -> list[Untyped]:
    """The up cards dealt to folded players before they folded that nobody has typed."""
    folds = hand.parts.get(PART)
    if folds is None:
        return []
    up_rounds = up_card_rounds(hand.game)
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
    later: list = [u for u in ups if u.seated]
    for x in sorted(later + untyped(hand), key=lambda x: (x.round, seat[x.player])):
        at = next((i for i, u in enumerate(seq)
                   if u.round > x.round or (u.round == x.round and seat[u.player] > seat[x.player])), len(seq))
        seq.insert(at, x)
    return seq


def dealt_after(hand: Hand, x: Untyped) -> bool:
    """Whether any up card was dealt after ``x``: to a player left of him in its round, or in a later round."""
    folds = hand.parts.get(PART)

    def dealt(p: str, r: int) -> bool:
        if p in hand.active:
            return r <= hand.street
        return folds is not None and r <= folds.street.get(p, -1)
    later = [p for p in hand.seats[hand.seats.index(x.player) + 1:]]
    return (any(dealt(p, x.round) for p in later)
            or any(dealt(p, r) for r in up_card_rounds(hand.game) if r > x.round for p in hand.seats))


def street_name(game, r: int) -> str:
    """'4th-street': a round named by the card number it deals a player last."""
    return f"{ordinal(sum(len(s) for s in game.deal[: r + 1]))}-street"


def untyped_needed(hand: Hand, cards: list[Untyped]) -> str:
    """The line asking for the untyped up cards that decide what is wild, each player's as one clause of `up`
    (his up cards go in order, so any dealt him before the first that decides come with it)."""
    game = hand.game
    up_rounds = up_card_rounds(game)
    players = [p for p in hand.seats if any(x.player == p for x in cards)]
    names, clauses, earlier = [], [], False
    for p in players:
        rounds = [x.round for x in cards if x.player == p]
        streets = [street_name(game, r) for r in rounds]
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
