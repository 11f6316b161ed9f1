"""The entry points the table engine calls: one player's best high or low hand, wild cards included.

Hands with no wild card and no bug go to the fast natural evaluator; everything else goes to the
wild-card reasoning in ``wild.py``. Either way the result is a HandValue that says which five cards
play and what every wild card or bug became.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..kernel.cards import JOKER_RANK, Card
from ..kernel.errors import RefereeError
from .lowkinds import WORDS, declared
from .types import HIGH, LOW, NO_WILDS, HandValue, Wilds
from .wild import NATURAL, WILD, Made, wild_high, wild_high_score, wild_low

ACE_TO_FIVE = "ace-to-five"
LOW_KINDS = WORDS
"""deuce-to-seven: the club's low (aces high, straights and flushes count, no wheel).
weakest: the weakest poker hand wins low (High and Low Poker): the lowest high hand, the wheel a straight.
ace-to-five: aces low, straights and flushes do not count, 5-4-3-2-A the best (acefive.py).
ace-to-six: aces low, straights and flushes count, 6-4-3-2-A the best (acesix.py).
A kind with a module of its own declares its comparison there (lowkinds.py)."""


def split_cards(cards: Iterable[Card], wilds: Wilds) -> tuple[list[Card], list[Card], list[Card]]:
    """The natural cards, the wild cards and the bugs among one player's cards."""
    if not wilds.ranks and not wilds.cards:     # no wild rank or card (most games): only a joker is not natural
        cards = list(cards)
        for card in cards:
            if card.rank == JOKER_RANK:
                break
        else:
            return cards, [], []
    naturals: list[Card] = []
    wild: list[Card] = []
    bugs: list[Card] = []
    for card in cards:
        if wilds.is_wild(card):
            wild.append(card)
        elif wilds.is_bug(card):
            bugs.append(card)
        elif card.is_joker:
            raise RefereeError("a joker is not in play in this game")
        else:
            naturals.append(card)
    return naturals, wild, bugs


def _check_count(cards: tuple[Card, ...]) -> None:
    if len(cards) < 5:
        raise RefereeError(f"need at least five cards to make a poker hand, got {len(cards)}")


def _wheel_for(kind: str) -> bool:
    if kind not in LOW_KINDS:
        raise RefereeError(f"unknown kind of low hand '{kind}' (known: {', '.join(LOW_KINDS)})")
    return kind == "weakest"


def _value(side: str, made: Made, wild: list[Card], bugs: list[Card]) -> HandValue:
    wild_q, bug_q = list(wild), list(bugs)
    best: list[Card] = []
    played: list[Card] = []
    became: list[tuple[Card, Card]] = []
    for source, card in made.slots:
        if source == NATURAL:
            best.append(card)
        else:
            held = (wild_q if source == WILD else bug_q).pop(0)
            best.append(held)
            became.append((held, card))
        played.append(card)
    category = abs(made.score[0])
    return HandValue(side, category, made.score, tuple(best), tuple(played), tuple(became))


def _natural_value(side: str, score: tuple[int, ...], five: Iterable[Card]) -> HandValue:
    cards = tuple(five)
    return HandValue(side, abs(score[0]), tuple(score), cards, cards, ())


def best_high(cards: Iterable[Card], wilds: Wilds = NO_WILDS, wheel: bool = False) -> HandValue:
    """The best five-card high hand from any number of cards (five of a kind ranks above a straight flush)."""
    cards = tuple(cards)
    _check_count(cards)
    naturals, wild, bugs = split_cards(cards, wilds)
    if not wild and not bugs:
        # By its full name, a module, not a package: no fromlist to walk, and no parent package to work out (a
        # relative import asks the package's spec for it each time, and every hand shown is judged here).
        from refcli.evaluate.natural import best_high as natural_best_high
        score, five = natural_best_high(cards, wheel=wheel)
        return _natural_value(HIGH, score, five)
    made = wild_high(naturals, len(wild), len(bugs), wheel, wilds.may_duplicate)
    return _value(HIGH, made, wild, bugs)


def best_low(cards: Iterable[Card], wilds: Wilds = NO_WILDS, kind: str = "deuce-to-seven") -> HandValue:
    """The best five-card low hand. ``kind``: 'deuce-to-seven' (the club's), 'weakest', 'ace-to-five' or
    'ace-to-six' (see LOW_KINDS)."""
    cards = tuple(cards)
    _check_count(cards)
    wheel = _wheel_for(kind)
    naturals, wild, bugs = split_cards(cards, wilds)
    own = declared(kind)
    if own is not None:
        if not wild and not bugs:
            return _natural_value(LOW, *own.best_low(cards))
        return _value(LOW, own.wild_low(naturals, len(wild), len(bugs)), wild, bugs)
    if not wheel and not wild and not bugs:
        from .natural import best_low as natural_best_low
        score, five = natural_best_low(cards)
        return _natural_value(LOW, score, five)
    made = wild_low(naturals, len(wild), len(bugs), wheel, wilds.may_duplicate)
    return _value(LOW, made, wild, bugs)


def high_score(cards: Iterable[Card], wilds: Wilds = NO_WILDS, wheel: bool = False) -> tuple[int, ...]:
    """Only the score of best_high: for searches that judge many candidate hands."""
    cards = tuple(cards)
    _check_count(cards)
    naturals, wild, bugs = split_cards(cards, wilds)
    if not wild and not bugs:
        from .natural import high_score as natural_high_score
        return tuple(natural_high_score(cards, wheel=wheel))
    return wild_high_score(naturals, len(wild), len(bugs), wheel, wilds.may_duplicate)


def low_score(cards: Iterable[Card], wilds: Wilds = NO_WILDS, kind: str = "deuce-to-seven") -> tuple[int, ...]:
    """Only the score of best_low."""
    cards = tuple(cards)
    _check_count(cards)
    wheel = _wheel_for(kind)
    naturals, wild, bugs = split_cards(cards, wilds)
    own = declared(kind)
    if own is not None:
        if not wild and not bugs:
            return own.low_score(cards)
        return own.wild_low(naturals, len(wild), len(bugs)).score
    if not wheel and not wild and not bugs:
        from .natural import low_score as natural_low_score
        return tuple(natural_low_score(cards))
    return wild_low(naturals, len(wild), len(bugs), wheel, wilds.may_duplicate).score


def played_text(value: HandValue) -> str:
    """The five as held, each wild card or bug followed by what it played as: 'J♠ J♥ 8♣ as J♦ K♠ 4♦'."""
    became = list(value.became)
    parts = []
    for held, played in zip(value.best, value.played):
        if (held, played) in became:
            became.remove((held, played))
            parts.append(f"{held.label} as {played.label}")
        else:
            parts.append(held.label)
    return " ".join(parts)


def wild_text(value: HandValue) -> str:
    """How the wild cards played, for a ruling: '8♣ played as J♦, Joker played as A♠' ('' when none)."""
    return ", ".join(f"{held.label} played as {played.label}" for held, played in value.became)


def hand_name(value: HandValue) -> str:
    """The hand in words, without its cards: 'three jacks', '7-5-4-3-2', 'a pair of jacks'."""
    from refcli.evaluate.describe import describe_high, describe_low
    if value.side == HIGH:
        return describe_high(value.score, value.played)
    if value.category == 0:
        return describe_low(value.score)
    # A low that is a pair or worse reads as the poker hand it is; its cards follow in describe().
    return describe_high(tuple(-x for x in value.score), value.played)


def describe(value: HandValue) -> str:
    """A person's name for the hand and its five cards: 'three jacks (J♠ J♥ 8♣ as J♦ K♠ 4♦)'."""
    return f"{hand_name(value)} ({played_text(value)})"
