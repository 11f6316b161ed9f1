"""`pat`: Pat Hand's end of the game. A pat hand is a straight or better; the game goes on, a card and a bet
at a time, until one ends it:

- its holder declares it (`pat PLAYER [CARD ...]`) once a betting round is over, before the next card: the
  game is over at once, no more cards and no more bets. refcli checks the hand: the cards it knows of his,
  with any face-down cards typed in the declaration, must make a straight or better; when they do not, the
  declaration is refused and refcli says what they make;
- a pat hand lies entirely face up (five of a player's up cards make a straight or better): refcli notices
  it when the betting round is over, and the game ends after that bet;
- the deck cannot give every player still in one more card (refcli/table/counted.py).

The `pat` step stands after each betting round from the 5th card's on: it opens the moment a declaration may
come, and notices the other two ends. The condition `game-over` ends the `repeat` of more rounds.

Decisions where the club's sheet leaves room (said in `refcli rules`):
- "Declare the game over after the bet": the declaration comes after a betting round, before the next card;
  the bet that was just closed is the last. Once anyone has acted in the next round, or a card of it is
  typed, it waits until that round is over.
- A declared hand that is not a straight or better is refused: nothing happens, the game goes on (the table
  may charge the house penalty with `penalty`).
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, Verb, choice_note, choice_words, setting_value
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.records import dataclass
from ...kernel.registry import CONDITIONS, NIGHT_VERBS, STEPS
from ...language.script import Action, clause, match_player, parse_card_code, refuse_repeats
from ...kernel.words import ordinal
from ..dealing import check_cards, dealt_so_far, up_cards_missing, up_cards_wanted
from ..flow import step_is
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand
from ..counted import can_deal, cards_each, cards_left_words, counted_deck, deck_part

STRAIGHT = 4        # the category index of a straight (refcli/evaluate/types.py)


@PARTS.register("pat")
@dataclass
class Pat(Part):
    window: int = -1            # the street after whose bet a pat hand may be declared (-1: none yet)
    active: int = 0             # players still in when that bet closed (a fold since means the next round began)
    declared: str = ""          # who declared a pat hand
    pending: str = ""           # pat_declared: during-the-bet: the hand declared, the game ending after this bet
    ended: str = ""             # why the game is over, in words (the ruling says it)
    short_down: int = 0         # cards of the game's streets never dealt, the game having ended before them
    short_up: int = 0

    def no_more_cards(self) -> str:
        return f"the game is over ({self.ended})" if self.ended else ""

    def notice_cards(self, hand, player: str) -> str:
        """Said when a player's up cards are typed: they make a pat hand entirely face up."""
        if self.ended or player not in hand.active or _waiting(hand):
            return ""           # (a `pat` step waiting for the up cards says it itself, once it has them all)
        value = _made(hand.game, hand.up.get(player, []))
        if value is None or value.score[0] < STRAIGHT:
            return ""
        return (f"{player}'s up cards make {_words(value)}, a pat hand entirely face up: the game ends after this "
                f"round's bet")

    def extra_cards(self, player: str, face: str) -> int:
        return -(self.short_up if face == "up" else self.short_down)

    def to_json(self) -> dict:
        return {"window": self.window, "active": self.active, "declared": self.declared, "pending": self.pending,
                "ended": self.ended, "short_down": self.short_down, "short_up": self.short_up}

    @classmethod
    def from_json(cls, d: dict) -> "Pat":
        return cls(**d)


def _made(game, codes: list[str]):
    """The best high hand of these cards (five or more), or None."""
    if len(codes) < 5:
        return None
    from ...kernel.cards import parse_card
    from ...evaluate.hand import best_high
    return best_high([parse_card(c) for c in codes], game.wild_high, game.house.wheel)


def _words(value) -> str:
    from ...evaluate.hand import describe
    return describe(value)


def _showdown_index(hand) -> int:
    from ..flow import program
    prog = program(hand.game.steps)
    return next(i for i, s in enumerate(prog) if i > hand.cursor and STEPS.get(s.kind).showdown)


@CONDITIONS.register("game-over")
def game_over(hand) -> bool:
    """Pat Hand: the game has ended (a pat hand declared or fully face up), or the deck cannot deal a round."""
    part = hand.parts.get("pat")
    return bool(part and part.ended) or not can_deal(hand)


@STEPS.register("pat")
class PatStep(StepKind):
    name = "pat"
    passive = True
    reads_up = True
    owns = ("pat",)

    def describe(self, step, game) -> str:
        return (f"Here a pat hand (a straight or better) may end the game: {choice_words(game, 'pat_declared')} "
                f"(pat PLAYER, with any face-down cards of it not typed yet; {choice_note(game, 'pat_declared', ', ')}"
                "), or lying entirely face up; so does a deck too short for another round.")

    def absent(self, game) -> str:
        return f"{game.title} has no pat hands (Pat Hand has)"

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        part = hand.part("pat")
        part.window, part.active = hand.street, len(hand.active)
        n = ordinal(cards_each(hand))
        if part.declared and not part.ended:        # declared during the bet just over (pat_declared)
            part.ended = f"{part.declared} declared a pat hand during the {n} card's bet, {part.pending}"
            rest = hand.game.deal[hand.street + 1:]     # streets the game ended before: their cards never come
            part.short_down = sum(st.count("down") for st in rest)
            part.short_up = sum(st.count("up") for st in rest)
            ctx.lines.append(f"{part.declared}'s pat hand ends the game.")
            ctx.jump = _showdown_index(hand)
            return
        if _up_needed(hand):
            # Whether a pat hand lies face up is read from the up cards: until they are typed the step waits,
            # entered again with the next card typed (refcli/table/flow.py's advance).
            hand.entered = False
            return
        for p in hand.active:
            value = _made(hand.game, hand.up.get(p, []))
            if value is not None and value.score[0] >= STRAIGHT:
                part.ended = (f"{p}'s pat hand lies entirely face up, {_words(value)}: the game ended after the "
                              f"{n} card's bet")
                ctx.lines.append(f"{p}'s up cards make {_words(value)}, a pat hand entirely face up: the game is "
                                 f"over.")
                ctx.jump = _showdown_index(hand)
                return
        if hand.street >= len(hand.game.deal) - 1 and not can_deal(hand):
            what, left = cards_left_words(counted_deck(hand))
            part.ended = (f"after the {n} card's bet {what} {left} card{'s' if left != 1 else ''} left, too few "
                          f"for another round to the {len(hand.active)} players still in")
            ctx.lines.append(f"{what[0].upper()}{what[1:]} {left} card{'s' if left != 1 else ''} left, too few "
                             f"for another round to the {len(hand.active)} players still in: the game is over.")
            ctx.jump = _showdown_index(hand)

    def done(self, ctx, step) -> bool:
        return ctx.hand.entered or not _up_needed(ctx.hand)

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        if hand.entered or not _up_needed(hand):
            return Expect(self.name)
        return Expect(self.name, (hand.dealer,), ("up",), 0, _up_words(hand), "up cards first")

    def refuse(self, ctx, step, verb) -> str:
        e = self.expects(ctx, step)
        return e.words or super().refuse(ctx, step, verb)

    def notes(self, hand, step) -> tuple[str, ...]:
        part = hand.parts.get("pat")
        if part is None or not part.ended:
            return ()
        text = part.ended
        return (f"The game is over: {text}.",)


def _waiting(hand) -> bool:
    """Whether the hand is at a `pat` step that waits for up cards (the round's bet is over)."""
    from ..flow import program
    prog = program(hand.game.steps)
    return hand.cursor < len(prog) and prog[hand.cursor].kind == "pat" and not hand.entered


def _up_needed(hand) -> bool:
    """Whether a pat hand could lie face up (five up cards dealt) and refcli lacks up cards to see it."""
    return dealt_so_far(hand, "up") + deck_part(hand).rounds >= 5 and bool(up_cards_missing(hand))


def _up_words(hand) -> str:
    return (f"a pat hand lying face up ends {hand.game.name}: type the up cards first "
            f"({up_cards_wanted(up_cards_missing(hand))}): up PLAYER CARD ...")


def _new_cards_typed(hand, window: int) -> bool:
    """Whether a card of the street after ``window`` has been typed (then that street was dealt)."""
    if any(entry[2] == hand.street for entry in hand.up_order):
        return True
    game = hand.game
    down_by_then = sum(s.count("down") for s in game.deal[: window + 1])
    return any(len(hand.down.get(p, [])) > down_by_then for p in hand.active)


@NIGHT_VERBS.register("pat")
def _declare_pat(ctx, action: Action) -> tuple[str, ...]:
    from ..expect import pot_line
    from ..flow import advance
    night = ctx.night
    hand = night.hand
    if hand is None:
        raise IllegalAction("no hand is being played: a pat hand is declared during one")
    game = hand.game
    if not game.has_step("pat"):
        raise IllegalAction(f"{game.title} has no pat hands (Pat Hand has)")
    p = action.player
    in_hand(hand, p)
    part = hand.part("pat")
    if part.ended:
        raise IllegalAction(f"the game is already over: {part.ended}")
    s, _kind = ctx.current()
    if s.kind == "pat" and not hand.entered and _up_needed(hand):
        raise IllegalAction(_up_words(hand))
    if setting_value(game, "pat_declared") == "during-the-bet":
        return _declare_during(ctx, action, part, s)
    if part.window < 0:
        raise IllegalAction("a pat hand is five cards or more: it may be declared once the 5th card's betting "
                            "round is over")
    if not step_is(s.kind, "betting_round") or hand.street != part.window + 1:
        raise IllegalAction("a pat hand is declared after a betting round, before the next card")
    from ..betting import betting
    b = betting(hand)
    if b.put_in or b.current_bet or len(b.to_act) != len(hand.active) or len(hand.active) != part.active:
        raise IllegalAction(f"a pat hand is declared after the bet, before the next card: betting round "
                            f"{hand.round + 1} is under way, so declare it once that round is over")
    if _new_cards_typed(hand, part.window):
        raise IllegalAction("a pat hand is declared after the bet, before the next card: the next card is "
                            "already dealt, so declare it once this round's betting is over")
    new, value = _checked_hand(hand, p, action.cards, part.window)
    # Accepted: the bet just closed was the last. The next street was counted as dealt when the flow reached
    # it; it never was, so it is taken back.
    if new:
        hand.down.setdefault(p, []).extend(new)
    deck = counted_deck(hand)
    if deck is not None:
        deck.take_back(extra_round=hand.street >= len(game.deal))
    hand.street -= 1
    rest = game.deal[hand.street + 1:]          # streets the game ended before: their cards never come
    part.short_down = sum(st.count("down") for st in rest)
    part.short_up = sum(st.count("up") for st in rest)
    n = ordinal(cards_each(hand))
    part.declared = p
    part.ended = f"{p} declared a pat hand after the {n} card's bet, {_words(value)}"
    hand.cursor, hand.entered = _showdown_index(hand), False
    advance(ctx)
    return (" · ".join([f"{p} declares a pat hand: {_words(value)}", "the game is over: no more cards and no more "
                        "bets"] + ctx.lines + [pot_line(night)]),)


def _checked_hand(hand, p: str, typed: tuple[str, ...], street: int):
    """(his face-down cards typed with the declaration and new to refcli, the best hand of all his cards known),
    refused unless that hand is a straight or better. ``street``: the last street dealt him."""
    game = hand.game
    down, up = list(hand.down.get(p, [])), list(hand.up.get(p, []))
    new = tuple(dict.fromkeys(c for c in typed if c not in down and c not in up))
    down_dealt = sum(st.count("down") for st in game.deal[: street + 1])
    if len(down) + len(new) > down_dealt:
        raise IllegalAction(f"{p} has {down_dealt} cards face down by now, not {len(down) + len(new)} "
                            f"({' '.join(_labels(down + list(new)))})")
    check_cards(hand, new)
    cards = up + down + list(new)
    value = _made(game, cards)
    if value is None:
        raise IllegalAction(f"refcli knows {len(cards)} of {p}'s cards: type the face-down cards of the pat hand "
                            f"(pat {p} CARD ...)")
    if value.score[0] < STRAIGHT:
        raise IllegalAction(f"not a pat hand: {p}'s cards make {_words(value)}, and a pat hand is a straight or "
                            f"better (any face-down cards of it not typed yet: pat {p} CARD ...)")
    return new, value


def _declare_during(ctx, action: Action, part: Pat, s) -> tuple[str, ...]:
    """Setting pat_declared: during-the-bet: a declaration while a betting round is under way ends the game when
    that round is over."""
    from ..expect import pot_line
    hand, p = ctx.hand, action.player
    if part.declared:
        raise IllegalAction(f"{part.declared} has already declared a pat hand: the game ends after this bet")
    if not step_is(s.kind, "betting_round"):
        raise IllegalAction("a pat hand is declared during a betting round (setting pat_declared: during-the-bet)")
    if cards_each(hand) < 5:
        raise IllegalAction("a pat hand is five cards or more: it may be declared from the 5th card's betting round "
                            "on")
    new, value = _checked_hand(hand, p, action.cards, hand.street)
    if new:
        hand.down.setdefault(p, []).extend(new)
    part.declared, part.pending = p, _words(value)
    return (f"{p} declares a pat hand: {_words(value)} · the game ends when this betting round is over · "
            f"{pot_line(ctx.night)}",)


def _labels(codes) -> list[str]:
    from ...kernel.cards import parse_card
    return [parse_card(c).label for c in codes]


@clause("pat")
def parse_pat(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`pat PLAYER [CARD ...]`: the player declares a pat hand; the cards are face-down cards of it not typed yet."""
    if not args:
        raise ParseError("usage: pat PLAYER [CARD ...]")
    return Action("pat", player=match_player(args[0], players),
                  cards=refuse_repeats(parse_card_code(a) for a in args[1:]))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('pat', 'pat PLAYER [CARD ...]',
             'Pat Hand: after a betting round, the player declares a pat hand (a straight or better) and the '
             'game is over; the cards: any of its face-down cards not typed yet'),
    ),
    settings=(
        Setting("pat_declared", (      # when a pat hand may be declared
            Choice("after-the-bet", "declared by its holder, now, before the next card",
                   "takes declarations after a bet, before the next card"),
            Choice("during-the-bet", "declared by its holder during the bet just over",
                   "takes declarations during a bet, the game ending when it is over"))),
    ),
)
