"""Follow the Queen: queens are always wild (the game's own `wild:`); a queen dealt face up makes the rank of the
next face-up card wild too, until a later face-up queen replaces it; if the last face-up card of the hand is a
queen, only queens are wild. A queen dealt face down is wild for its holder and makes nothing follow.

Readings where the rules leave room (tests/handworked/follow-the-queen.md worked them out from the rules alone):
- every face-up queen passes the wild on, the first up cards included (Follow the Joker counts only the 4th to 6th
  cards; this game's rules name no round);
- "the next face-up card" is the next one dealt to a player still in, the first of the next round if the queen
  ended a round (setting queen_ends_round); between the queen and that card only queens are wild;
- a face-up queen ends the old follow rank at once; a queen after a queen makes queens the follow rank and passes
  on again;
- face-down queens (hole cards, the 7th card) are wild, pass nothing on and end nothing.

The order of the up cards sets the wild rank, so the game takes them only in dealing order (the step
`up-in-order`, refcli/table/steps/up_in_order.py, which also asks for every up card before the show). An up
card that still reaches the ruling with no known place (a game without that step) is refused where it could change
what is wild, never guessed.
"""

from __future__ import annotations

from ...kernel.cards import parse_card, rank_word
from ...kernel.declare import Choice, Mechanic, Setting, WildRule, choice_note, setting_value
from ...kernel.errors import IllegalAction
from ...kernel.records import dataclass
from ..wildbase import WILD_FUNCTIONS, are_wild, wild_sides
from ..folded import QUEEN, TypedUp, Untyped, dealing_sequence, typed_up_cards, untyped_needed

RULE = "follow-queen"


@dataclass(frozen=True)
class _Rank:
    """A rank made wild by the up card ``by``, the next one after the face-up queen ``after``."""

    by: TypedUp
    after: TypedUp

    @property
    def words(self) -> str:
        return rank_word(self.by.card.rank, plural=True)

    @property
    def source(self) -> str:
        return f"{self.by.player}'s {self.by.card.label}, the up card after {self.after.player}'s {self.after.card.label}"


@dataclass(frozen=True)
class _Walk:
    history: tuple[_Rank, ...]      # every rank made wild, in order
    rank: _Rank | None              # the follow rank now (None: only queens)
    waiting: TypedUp | None             # a face-up queen whose next up card has not come
    lapsed: TypedUp | None              # a queen that ended a round and passed nothing on (queen_ends_round)
    unknown: TypedUp | None             # an up card with no known place that could change what is wild


def _walk(hand) -> _Walk:
    # The hold of `up-in-order` keeps the typed up cards in dealing order, so a card typed after its round still
    # has its place; only one first typed at the showdown has none.
    ups = [u if u.placed or u.at_show or u.seated else TypedUp(u.player, u.card, u.rounds, True, False)
           for u in typed_up_cards(hand)]
    # In a game without that step a fold does not wait for the folder's up cards: those typed after it take his
    # seat's place in their round, and those never typed are left out here and asked for where they could change
    # what is wild (_deciding). With the step, the order is the typed one.
    placed = [u for u in dealing_sequence(hand, ups) if isinstance(u, TypedUp)]
    across = setting_value(hand.game, "queen_ends_round") == "passes-on"
    history: list[_Rank] = []
    rank = waiting = lapsed = None
    for u in placed:
        queen = not u.card.is_joker and u.card.rank == QUEEN
        if waiting is not None and not queen:      # a queen after a queen: queens are wild anyway; it passes on
            if across or u.round == waiting.round:
                rank = _Rank(u, waiting)
                history.append(rank)
            else:
                lapsed = waiting
            waiting = None
        if queen:
            waiting, rank, lapsed = u, None, None
    # Cards typed in order form a prefix of the deal: one typed later has no known place, and it matters when it
    # is a queen or when a queen still waits for its next up card.
    late = [u for u in ups if not u.placed]
    unknown = next((u for u in late if u.card.rank == QUEEN), None)
    if unknown is None and late and waiting is not None:
        unknown = late[0]
    return _Walk(tuple(history), rank, waiting, lapsed, unknown)


def _deciding(hand) -> list[Untyped]:
    """A folded player's untyped up cards that could change what is wild (only in a game without `up-in-order`):
    one right after a face-up queen (its rank would be wild), and any while a queen is unseen (a queen there ends
    the follow rank, or passes it on). A card that cannot be a queen and follows none is passed over, as here."""
    ups = [u if u.placed or u.at_show or u.seated else TypedUp(u.player, u.card, u.rounds, True, False)
           for u in typed_up_cards(hand)]
    seq = dealing_sequence(hand, ups)
    untyped = [i for i, x in enumerate(seq) if isinstance(x, Untyped)]
    if not untyped:
        return []
    across = setting_value(hand.game, "queen_ends_round") == "passes-on"
    seen = sum(1 for c in hand.dealt() if c != "jk" and parse_card(c).rank == QUEEN)
    queen_unseen = seen < 4 * (2 if hand.game.deck == "double" else 1)
    out = []
    for i in untyped:
        x, before = seq[i], seq[i - 1] if i else None
        queen = before is not None and (queen_unseen if isinstance(before, Untyped)
                                        else not before.card.is_joker and before.card.rank == QUEEN)
        if queen_unseen or (queen and (across or before.round == x.round)):
            out.append(x)
    return out


def _wilds(hand):
    game = hand.game
    w = _walk(hand)
    if w.unknown is not None:
        u = w.unknown
        raise IllegalAction(f"{game.name} needs the order of the up cards, but {u.player}'s {u.card.label} was first "
                            f"shown at the showdown: type the up cards in dealing order first (up PLAYER CARD)")
    deciding = _deciding(hand)
    if deciding:
        raise IllegalAction(untyped_needed(hand, deciding))
    ranks = {w.rank.by.card.rank} if w.rank is not None else set()
    sides = wild_sides(game, ranks)
    if w.rank is not None:
        lines = [f"Wild: queens and {w.rank.words} — {w.rank.source}."]
    else:
        lines = ["Wild: queens only."]
    earlier = [r for r in w.history if r is not w.rank]
    if earlier:
        lines.append("Wild earlier, then replaced: " + ", then ".join(f"{r.words} ({r.source})" for r in earlier)
                     + ".")
    if w.waiting is not None:
        lines.append(f"{w.waiting.player}'s {w.waiting.card.label} was the last up card: nothing followed it, so "
                     f"only queens are wild.")
    if w.lapsed is not None:
        lines.append(f"{w.lapsed.player}'s {w.lapsed.card.label} was the last up card of its round: it passed "
                     f"nothing on ({choice_note(game, 'queen_ends_round')}).")
    return {p: sides for p in hand.active}, lines


def _now(hand) -> str:
    w = _walk(hand)
    if w.rank is not None:
        text = are_wild(["queens", w.rank.words]) + f" ({w.rank.by.player}'s {w.rank.by.card.label} followed " \
                                                     f"{w.rank.after.player}'s {w.rank.after.card.label})"
    else:
        text = "only queens are wild"
    if w.waiting is not None:
        text += f"; {w.waiting.player}'s {w.waiting.card.label} passes the wild to the next up card"
    return text


class _FollowQueen:
    wilds = staticmethod(_wilds)
    now = staticmethod(_now)
    standing = staticmethod(lambda indicators: list(indicators))


WILD_FUNCTIONS.register(RULE)(_FollowQueen())


# What the rest of refcli knows of this mechanic without loading it (refcli/declared.py, generated).
MECHANIC = Mechanic(
    settings=(Setting("queen_ends_round", (
        Choice("passes-on", "a queen that is the last up card of a round passes the wild on to the first up card "
                            "of the next round (only queens are wild in between)",
               "passes the wild on to the first up card of the next round"),
        Choice("passes-nothing", "a queen that is the last up card of a round passes nothing on: only queens are "
                                 "wild until the next face-up queen",
               "would pass nothing on: only queens wild until the next face-up queen")),),),
    wild_rules={
        RULE: WildRule(
            'Queens are always wild. A queen dealt face up makes the rank of the next face-up card dealt (to a '
            'player still in, in this round or the next) wild too; a later face-up queen replaces it, and the up '
            'card after that queen names the new rank; a queen dealt face up right after a queen passes the wild '
            'on again, to the up card after it. If the last face-up card of the hand is a queen, only queens are '
            'wild. A queen dealt face down is wild for its holder, makes nothing follow and ends nothing. Type up '
            'cards as they are dealt: refcli takes them only in dealing order.', reads_up=True),
    },
)
