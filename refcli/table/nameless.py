"""Clauses typed without a name, given their players from the hand as it stands (issue 20's short forms).

`up 7h qd 9h 8c` deals its cards to the players in the order they are dealt (left of the dealer, the players
still in, the dealer last). The session turns such a clause into the clauses a host would have typed with
the names (`up Bob 7h`, `up Cal Qd`, ...) before applying and recording them: the log holds the long forms,
so a stored night reads the same whichever way it was typed.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from .dealing import check_cards, dealt_so_far, extra_dealt
from .state import Night

_COUNT_WORDS = {1: "an", 2: "two", 3: "three", 4: "four"}


def named(night: Night | None, action) -> list | None:
    """The named clauses a nameless one stands for, or None when ``action`` names its player (or needs none)."""
    if action.verb == "checks":
        if night is None or night.hand is None:
            raise IllegalAction("no hand is being played: type deal to start the next one")
        return _round_of_checks(night)
    if action.verb == "show" and action.player is None:
        return _next_to_show(night, action)
    if action.verb == "declare" and action.player is None:
        return _declarations_in_turn(night, action)
    if action.player is not None or action.verb not in ("up", "down") or not action.cards:
        return None
    if night is None or night.hand is None:
        raise IllegalAction("no hand is being played: type deal to start the next one")
    return _cards_in_dealing_order(night.hand, action)


def _declarations_in_turn(night: Night | None, action) -> list:
    """`declare l h b h`: a declaration for each player waiting to declare, in turn (clockwise from the dealer's
    left), as many as the ways typed."""
    from ..language.script import Action
    from .steps.showdown import waiting_to_declare
    if night is None or night.hand is None:
        raise IllegalAction("no hand is being played: type deal to start the next one")
    ways = action.text.split()
    waiting = waiting_to_declare(night.hand)
    from .flow import declares
    if not declares(night.hand.game, "declarations"):
        raise IllegalAction(f"{night.hand.game.title} has no declaration")
    if not waiting:
        raise IllegalAction("everyone still in has declared")
    if len(ways) > len(waiting):
        raise IllegalAction(f"{len(ways)} declarations for {len(waiting)} player{'s' if len(waiting) > 1 else ''} "
                            f"waiting to declare ({', '.join(waiting)})")
    return [Action("declare", player=p, text=way) for p, way in zip(waiting, ways)]


def _round_of_checks(night: Night) -> list:
    """`checks`: a `check` for each player still to act in the betting round, the one on turn first. Checks
    move nobody's stake, so who is still to act now is who checks."""
    from ..language.script import Action
    from .flow import Ctx
    ctx = Ctx(night, None)
    found = ctx.current()
    expect = found[1].expects(ctx, found[0]) if found is not None else None
    if expect is None or "check" not in expect.verbs:
        if expect is not None and expect.owed and "call" in expect.verbs:
            from ..kernel.money import format_money
            raise IllegalAction(f"{expect.players[0]} owes {format_money(expect.owed)}: a round of checks is "
                                f"for a betting round nobody has bet in")
        why = f" (the table waits for: {expect.words})" if expect is not None and expect.words else ""
        raise IllegalAction(f"no betting round is waiting for a check{why}")
    return [Action("check", player=p) for p in expect.players]


def _cards_in_dealing_order(hand, action) -> list:
    from dataclasses import replace
    face, game = action.verb, hand.game
    form = f"{face} PLAYER CARD, PLAYER CARD"
    if game.either_per_player:
        raise IllegalAction(f"in {game.name} each player takes a card face down or face up: name whose "
                            f"card it is ({form})")
    if _dealt_its_own_way(game, face):
        raise IllegalAction(f"in {game.name} {face} cards are typed with the player's name ({form})")
    # What each player still in is owed of that face by now: the game's deal so far (and what a step dealt
    # beyond it), less the cards typed for him already.
    so_far = dealt_so_far(hand, face)
    owed = {}
    for p in hand.active:
        want = so_far + (extra_dealt(hand, p, face) if hand.parts else 0)
        owed[p] = want - len((hand.up if face == "up" else hand.down).get(p, []))
    short = [p for p in hand.active if owed[p] > 0]
    typed = len(action.cards)
    if not short:
        if not (game.up_per_player if face == "up" else game.down_per_player) and not any(
                extra_dealt(hand, p, face) for p in hand.active):
            raise IllegalAction(f"{game.name} deals no {face} cards")
        raise IllegalAction(f"every {face} card dealt by now is typed: nobody is owed one")
    check_cards(hand, action.cards)      # a card typed twice in the line, or dealt before: said as such
    each = {owed[p] for p in short}
    if len(each) > 1:
        who = ", ".join(f"{p} {owed[p]}" for p in short)
        raise IllegalAction(f"the players owed {face} cards are owed different numbers ({who}): name them "
                            f"({form})")
    k = each.pop()
    stop, why = _first_stop(hand, face, short, action.cards) if k == 1 else (None, True)
    if stop is not None and stop + 1 < typed:
        # A card the table stops at (Baseball's 3 face up: paid for or folded at once) comes before the rest.
        p, label = short[stop], _label(action.cards[stop])
        head = " ".join(action.cards[:stop + 1])
        rest = " ".join(action.cards[stop + 1:])
        if isinstance(why, str):    # the part's own words (Murder: no card comes after the Q♠)
            raise IllegalAction(f"{why}; type the street up to it (up {head})")
        raise IllegalAction(f"the deal stops at {p}'s {label}, answered before the next card: type the street up "
                            f"to it (up {head}), {p}'s answer, then the rest (up {rest})")
    if typed != k * len(short) and not (stop is not None and typed == stop + 1):
        raise IllegalAction(_wrong_count(hand, face, short, k, typed))
    if typed < len(short):              # the street up to a card the table stops at: the rest comes after
        short = short[:typed]
    # One round at a time, as the cards leave the deck: the first card to the first player owed, ...
    cards = {p: [] for p in short}
    for i, code in enumerate(action.cards):
        cards[short[i % len(short)]].append(code)
    return [replace(action, player=p, cards=tuple(cards[p])) for p in short]


def _first_stop(hand, face: str, short: list[str], cards) -> tuple[int | None, bool | str]:
    """The place in a nameless street of the first card the table stops at before the next card is dealt (a
    state part that answers `stops_at`: Baseball's face-up calls), or None; with the part's answer (True, or its
    words for a street typed past it)."""
    if face != "up":
        return None, True
    for i, (p, code) in enumerate(zip(short, cards)):
        why = next((w for w in hand.ask("stops_at", hand, p, code) if w), False)
        if why:
            return i, why
    return None, True


def _label(code: str) -> str:
    from ..kernel.cards import parse_card
    return parse_card(code).label


def _wrong_count(hand, face: str, short: list[str], k: int, typed: int) -> str:
    n = len(short)
    one = "a" if k == 1 and face == "down" else _COUNT_WORDS.get(k, k)   # a down card, an up card
    card = f"{one} {face} card" + ("s" if k > 1 else "")
    verb = "is" if n == 1 else "are"
    head = (f"{n} player{'s' if n != 1 else ''} {verb} dealt {card} on this street" if k == 1 else
            f"{n} player{'s' if n != 1 else ''} {verb} owed {card} each")
    said = f"{head}; {typed} card{'s' if typed != 1 else ''} typed"
    if typed > k * n:
        return f"{said}: {typed - k * n} too many"
    # Dealt one round at a time: the players left of the last card typed are the ones left short.
    got = [typed // n + (1 if i < typed % n else 0) for i in range(n)]
    parts = []
    for count in sorted({g for g in got if g < k}):
        missing = [_named(hand, p) for p, g in zip(short, got) if g == count]
        gets = "get" if len(missing) > 1 else "gets"
        parts.append(f"{', '.join(missing)} {gets} {'none' if count == 0 else f'{count} of {k}'}")
    return f"{said}: " + "; ".join(parts)


def _named(hand, p: str) -> str:
    return f"the dealer, {p}," if p == hand.dealer else p


def _dealt_its_own_way(game, face: str) -> bool:
    """A step that deals the game's cards its own way (Pat Hand's asking) knows whose card comes next, not
    the deal's order."""
    from ..kernel.registry import STEPS
    from .flow import program
    return any(face in STEPS.get(s.kind).deals for s in program(game.steps))


def _next_to_show(night: Night | None, action) -> list | None:
    """`show` without a name at the showdown: the next player to show, as the prompt lists them (another
    step's show, 7½'s duel, knows its own player: None leaves it to that step)."""
    if night is None or night.hand is None:
        raise IllegalAction("no hand is being played: type deal to start the next one")
    from dataclasses import replace
    from .flow import Ctx
    ctx = Ctx(night, None)
    found = ctx.current()
    expect = found[1].expects(ctx, found[0]) if found is not None else None
    if expect is None or not expect.showdown:
        return None
    if "show" not in expect.verbs or not expect.players:
        raise IllegalAction(f"nobody is to show now: {expect.words}")
    return [replace(action, player=expect.players[0])]
