"""Wild cards the table decides as the hand goes: the game's `wild_rule`.

fixed           the game's `wild:` lists alone (most games).
follow          Follow the Joker: the indicator card's rank is wild; a queen or joker shown face up in the
                4th, 5th or 6th round makes the rank of the next up card wild instead.
follow-sticky   the same, but a rank once wild stays wild.
follow-chaos    the same, except a queen shown makes the 2-9 of the next up card's suit wild instead.
indicators      Three Turds: every rank of the indicator cards is wild; two indicators of one rank cancel.
low-hole        Low Card in the Hole: each player's lowest face-down rank is wild for that player.

``table_wilds`` is called at the showdown; ``check_indicator`` when a dealer types an indicator card;
``describe_wilds`` says what is wild right now (shown after an indicator and in the ruling). Each rule's own
code is a module of refcli/table/wilds/, registered by name; its words are its entry in refcli/kernel/mechanics.py.

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

from ..kernel.errors import IllegalAction
from ..kernel.words import ordinal
from ..evaluate.types import Wilds
from .wildbase import WILD_FUNCTIONS, are_wild, label_of, labels_of, middle_rounds, wild_things

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from ..rules.model import Game
    from .state import Hand


def _functions(rule: str):
    """The rule's functions: its module (refcli/table/wilds/) registers them when loaded, at the first use."""
    if rule not in WILD_FUNCTIONS:
        from . import wilds  # noqa: F401  (each module registers its rule's functions)
    return WILD_FUNCTIONS.get(rule)


# --- the public interface --------------------------------------------------------------------------------

def table_wilds(hand: Hand) -> tuple[dict[str, tuple[Wilds, Wilds]], tuple[str, ...]]:
    """Each active player's wild cards (high side, low side), and the lines that explain them."""
    game = hand.game
    rule = _rule(game)
    if not rule.table:
        return {p: (game.wild_high, game.wild_low) for p in hand.active}, ()
    wilds, lines = _functions(game.wild_rule).wilds(hand)
    return wilds, tuple(lines + _pot_notes(hand, wilds))


def settle_needs(hand: Hand) -> str:
    """What a wild rule the table decides still needs typed before the ruling (the words settle would refuse
    with: the indicator card, a folded player's up card that decides what is wild), or ''."""
    if not _rule(hand.game).table:
        return ""
    try:
        table_wilds(hand)
    except IllegalAction as refused:
        return str(refused)
    return ""


def _rule(game: Game):
    """The game's wild rule: its registry entry (refcli/kernel/mechanics.py)."""
    # (named in full: a relative import asks the package's spec for its parent on each ruling)
    from refcli.kernel.mechanics import WILD_RULES
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
                                f"{label_of(hand.indicators[0])} is already turned (undo to change it)")
        return
    middle = middle_rounds(game)
    if not middle:
        raise IllegalAction(f"{game.name} deals no 4th to 6th card, so it turns no indicator cards")
    reached = [card for r, card in middle if r <= hand.street]
    live = _functions(game.wild_rule).standing(hand.indicators)
    if len(live) < len(reached):
        return
    if not reached:
        raise IllegalAction(f"{game.name} turns its first indicator after the {ordinal(middle[0][1])} card")
    if len(reached) == len(middle):
        raise IllegalAction(f"{game.name} already has its {len(middle)} indicators ({labels_of(live)})")
    n = len(live)
    raise IllegalAction(f"{game.name} has {n} indicator{'s' if n != 1 else ''} standing ({labels_of(live)}), one for "
                        f"each round so far: the next comes after the {ordinal(middle[len(reached)][1])} card")


def describe_wilds(hand: Hand) -> str:
    """What is wild right now, in words."""
    rule = _rule(hand.game)
    if rule.table:
        return _functions(hand.game.wild_rule).now(hand)
    game = hand.game
    things = wild_things(game.wild_high.ranks, (), False) + [c.label for c in sorted(game.wild_high.cards)]
    if game.wild_high.jokers == "wild":
        things.append("jokers")
    return are_wild(things) if things else "nothing is wild"


def indicators_in_deck(game: Game) -> bool:
    """Whether the game's indicator cards come out of the deck in play, so that they count when refcli
    refuses a card dealt twice. Follow the Joker's start card may be a second deck's card: it does not."""
    return _rule(game).in_deck


def _pot_notes(hand: Hand, wilds: dict[str, tuple[Wilds, Wilds]]) -> list[str]:
    """What the game's pot kinds say of the wild cards the table decided (a share that counts a card as itself,
    wild or not): only the kinds that answer (refcli/kernel/declared.py: POT_ANSWERS) are loaded and asked."""
    from ..kernel.declared import POT_ANSWERS
    from ..kernel.registry import POT_RULES
    notes: list[str] = []
    for kind in dict.fromkeys(hand.game.pot_kinds()):
        if "wild_notes" in POT_ANSWERS.get(kind, ()):
            notes += POT_RULES.get(kind).wild_notes(kind, hand, wilds)
    return notes
