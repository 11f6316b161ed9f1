"""The table: one Action at a time, validated against the night, the game's flow and the house rules.

``apply`` works on a copy of the night and returns it only when the action is legal, so a refused command
changes nothing. Between hands the engine handles the night's own verbs (game, deal, pay, penalty, end);
inside a hand it hands the action to the flow step the hand is at (refcli/table/steps/), and the flow
runner moves on. Money moves only as postings; the Outcome carries them so the store can keep them.
"""

from __future__ import annotations

from ..kernel.records import dataclass, field
from ..kernel.errors import IllegalAction
from ..kernel.ledger import POT, Posting
from ..kernel.money import format_money, split_evenly
from ..kernel.registry import CLOSING, NIGHT_VERBS, STEPS
from ..rules.model import Game, House
from ..language.script import Action
from . import cash, misdeal, steps  # noqa: F401  (registers the steps, misdeal and cash verbs
from . import seats as _seats  # noqa: F401  (registers the seat verbs; `seats` is a word of the deal
from .dealing import board, deal_cards, indicator
from .expect import pot_line  # noqa: F401  (the status line, part of the engine's API)
from .flow import Ctx, advance, ask_kinds, declares, last_one_standing, program
from .state import Hand, HandSummary, Night

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from .showdown import Ruling


@dataclass(frozen=True)
class Outcome:
    """What one action did: lines for the table, the money it moved, and the ruling or night-end it produced."""

    lines: tuple[str, ...] = ()
    ruling: Ruling | None = None
    ended: bool = False
    summaries: tuple[HandSummary, ...] = field(default=())
    postings: tuple[Posting, ...] = ()


def apply(night: Night | None, action: Action, game: Game | None = None, in_place: bool = False,
          recorded: dict | None = None, quiet: bool = False) -> tuple[Night, Outcome]:
    """Apply one action; ``game`` is the resolved ruleset for a ``game`` action. Raises IllegalAction.

    A live command works on a copy so a refusal halfway leaves the night untouched; a replay of stored
    (already validated) events may work in place, and passes what the event ``recorded`` (its ruling).
    ``quiet``: nobody prints this action's line (a replay, a script), so an action inside a hand leaves
    out what the status line adds (the pot and who is to act): the state and the money are the same.
    """
    if action.verb == "night":
        if night is not None and not night.ended:
            from ..kernel.safetext import some_names
            raise IllegalAction(f"a night is already open ({some_names(night.players)}): end it first")
        new = Night.new(list(action.players))
        return new, Outcome((f"Night opened: {', '.join(new.players)} (clockwise). {new.players[0]} deals "
                             f"first and picks the first game.",))
    if night is None:
        raise IllegalAction("no night is open: start one with night NAME NAME ...")
    if night.ended:
        raise IllegalAction("the night has ended: start a new one with night NAME NAME ...")
    work = night if in_place else night.copy()
    ctx = Ctx(work, recorded)
    handler = NIGHT_VERBS.get(action.verb) if action.verb in NIGHT_VERBS else None
    if handler is not None:
        lines = handler(ctx, action, game) if action.verb == "game" else handler(ctx, action)
    else:
        lines = _in_hand(ctx, action, quiet)
    return work, Outcome(lines, ctx.ruling, action.verb == "end",
                         (ctx.summary,) if ctx.summary else (), tuple(ctx.postings))


# --- inside a hand ---------------------------------------------------------------------------------------

_CARD_VERBS = {"up": deal_cards, "down": deal_cards, "board": board, "indicator": indicator}


def _hand(night: Night) -> Hand:
    if night.hand is None:
        raise IllegalAction("no hand is being played: type deal to start the next one")
    return night.hand


def _in_hand(ctx: Ctx, action: Action, quiet: bool = False) -> tuple[str, ...]:
    hand = _hand(ctx.night)
    for part in hand.answering("holds"):     # a mechanic holds the table until it is answered
        why = part.holds(hand, action)
        if why:
            raise IllegalAction(why)
    if action.verb in _CARD_VERBS:
        dealer = _owner(hand.game, action.verb, "deals")   # a step that deals the game's cards its own way
        deal = dealer.deal_cards if dealer is not None else _CARD_VERBS[action.verb]
        said = [deal(hand, action)]
        for words in hand.ask("on_cards", hand):     # a mechanic with words on the cards typed (Partners' pairing)
            said.extend(words)
        advance(ctx)        # a step may have waited for the card (Ebay's auction, for the face-down card won)
        return (" · ".join(said + ctx.lines),)
    found = ctx.current()
    if found is None:
        raise IllegalAction(f"'{action.verb}' is not something the table records")
    s, kind = found
    if action.verb not in kind.verbs:
        owner = _owner(hand.game, action.verb)
        if owner is None:
            raise IllegalAction(_no_such_step(hand.game, action.verb))
        # The step that owns the verb may know better why it is not now (the face-up card already turned).
        raise IllegalAction(owner.not_now(ctx, action.verb, action.player or "") or kind.refuse(ctx, s, action.verb))
    said, status = kind.act(ctx, s, action)
    if ctx.ruling is not None:          # the hand was settled
        return (said,) if said else ()
    if len(hand.active) == 1:
        last_one_standing(ctx)
        return (said,)
    advance(ctx)
    if not status or quiet:
        return (said,)
    return (" · ".join(x for x in [said] + ctx.lines + [pot_line(ctx.night)] if x),)


def _owner(game: Game, verb: str, what: str = "owned"):
    """The step of this game's flow that takes ``verb`` (or, with ``what="deals"``, deals its cards), if any."""
    for s in program(game.steps):
        kind = STEPS.get(s.kind)
        if verb in (kind.owned() if what == "owned" else kind.deals):
            return kind
    return None


def _no_such_step(game: Game, verb: str) -> str:
    """Said by the first step (in the index's order) that brings ``verb`` to a game: only its module is loaded."""
    from ..kernel.declared import STEPS as DECLARED
    for name, declared in DECLARED.items():
        if verb in declared["owns"]:
            return STEPS.get(name).absent(game)
    return f"'{verb}' is not something the table records"


# --- the night's own verbs (registered in NIGHT_VERBS; another module may register more) ---------------

def _house(night: Night) -> House:
    if night.hand is not None:
        return night.hand.game.house
    if night.pick_game is not None:
        return night.pick_game.house
    return House()


def _seated(night: Night, player: str) -> None:
    if player not in night.players:
        raise IllegalAction(f"{player} is not seated tonight")


@NIGHT_VERBS.register("game")
def _game(ctx: Ctx, action: Action, game: Game | None) -> tuple[str, ...]:
    night = ctx.night
    if game is None:
        raise IllegalAction("game needs a game name")
    if night.hand is not None:
        raise IllegalAction(f"hand {night.hand.number} is still being played: settle it first")
    if night.pick_hands and not action.override:
        length = night.pick_count()
        left = length - night.pick_hands
        raise IllegalAction(f"{night.picker}'s pick ({night.pick_game.title}) plays "
                            f"{length} hands; {left} to go "
                            f"(to change it now: game NAME override)")
    n = len(night.present)
    if n < game.players_min:
        raise IllegalAction(f"{game.name} is for {game.players_min} to {game.players_max} players; "
                            f"the table has {n}")
    night.picker_index = night.players.index(night.picker)   # the pick's owner, absent seats skipped
    if night.pick_hands:
        # The table changes the game mid-pick: the pick keeps its count, so the next pick comes when it would,
        # whatever the new game's own count (fixed here: the new game's count no longer decides it).
        night.pick_length = night.pick_count()
        left = night.pick_length - night.pick_hands
        night.pick_game = game
        return (f"{night.picker}'s pick changes to {game.title} for the {_count(left)} hand"
                f"{'s' if left != 1 else ''} left (override).",)
    night.pick_game = game
    line = (f"{night.picker} picks {game.title} for the next {game.house.picker_hands} hands."
            if game.house.picker_hands else
            f"{night.picker} picks {game.title} for a round: each of the {n} players deals once.")
    if n > game.players_max:
        # A bigger table still plays: each deal leaves out the dealer, then the players to his right.
        extra = n - game.players_max
        line += (f" The table has {n}; {game.name} takes {game.players_max}: {_count(extra)} sit"
                 f"{'s' if extra == 1 else ''} out each hand (the dealer first, then the players to his right).")
    return (line,)


def _count(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four"}.get(n, str(n))


@NIGHT_VERBS.register("deal")
def _deal(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    if night.hand is not None:
        raise IllegalAction(f"hand {night.hand.number} is still being played: settle it first")
    if night.pick_game is None:
        raise IllegalAction(f"{night.picker} picks the next game: type game NAME")
    game = night.pick_game
    present = night.present
    if len(present) < game.players_min:
        raise IllegalAction(f"{game.name} needs at least {game.players_min} players; {len(present)} "
                            f"{'is' if len(present) == 1 else 'are'} at the table")
    dealer = night.next_dealer
    d = present.index(dealer)
    clockwise = [present[(d + 1 + i) % len(present)] for i in range(len(present))]   # the dealer last
    seats = clockwise[:game.players_max]        # too many: the dealer sits out first, then those to his right
    out = clockwise[game.players_max:]
    night.hand = Hand(number=night.hands_played + 1, dealer=dealer, game=game, seats=seats, active=list(seats))
    advance(ctx)
    ante = game.house.ante_per_player * len(seats) if declares(game, "antes") else 0
    who = ""
    if out:
        sitting = [f"{p} (dealing)" if p == dealer else p for p in reversed(out)]
        who = (f" · dealt in: {', '.join(seats)} · {_and(sitting)} sit{'s' if len(out) == 1 else ''} out "
               f"this hand ({game.name} takes {game.players_max})")
    antes = f" and antes {format_money(ante)} for the table" if declares(game, "antes") else ""
    said = " · ".join(ctx.lines)       # what the flow's first steps said (the blinds)
    return (f"Hand {night.hand.number}: {dealer} deals {game.title}{antes}{who}"
            + (f" · {said}" if said else "") + f" · {pot_line(night)}",)


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@NIGHT_VERBS.register("pay")
def _pay_in(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    _seated(night, action.player)
    if night.hand is not None:
        # A game's step may pay for something its own way (a wild card: `wild`): `pay` would only put the money in
        # the pot, leaving it unpaid for and the money paid twice.
        slip = next((why for why in ask_kinds(night.hand.game, "refuse_payment", night.hand, action) if why), "")
        if slip:
            raise IllegalAction(slip)
    unit = _house(night).unit
    if action.amount % unit:
        raise IllegalAction(f"{format_money(action.amount)} is not a whole number of {format_money(unit)} units")
    ctx.pay(action.player, POT, action.amount, "payment")
    reason = f" ({action.text})" if action.text else ""
    return (f"{action.player} pays {format_money(action.amount)} into the pot{reason} · {pot_line(night)}",)


@NIGHT_VERBS.register("penalty")
def _penalty(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    _seated(night, action.player)
    reason = f" for {action.text}" if action.text else ""
    if action.waived:
        return (f"Penalty on {action.player}{reason}: waived.",)
    amount = _house(night).penalty
    ctx.pay(action.player, POT, amount, "penalty")
    where = "" if night.hand else " (it stays in the pot for the next hand)"
    return (f"Penalty: {action.player} pays {format_money(amount)} into the pot{reason}{where}.",)


@NIGHT_VERBS.register("end")
def _end(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    lines = []
    if night.hand is not None:
        # A step that may stop its hand between turns (7½'s duels) closes it first; the others refuse.
        found = ctx.current()
        stopped = found[1].stop(ctx, found[0]) if found is not None else None
        if stopped is None:
            raise IllegalAction(f"hand {night.hand.number} is not settled: settle it (or undo its deal) first")
        lines.extend(stopped)
    left = night.ledger.pot
    if left:
        # A late penalty has no hand to go to: the house shares it among every seat (odd quarters from
        # the seat after the last dealer, round the table).
        # Those who left are out of it; the round starts where the next deal would have.
        seated = [p for p in night.players if p not in night.gone]
        first = night.players.index(night.next_dealer) if night.next_dealer in seated else 0
        order = [p for p in night.players[first:] + night.players[:first] if p in seated]
        last = night.players[(night.players.index(order[0]) - 1) % len(night.players)]
        unit = _house(night).unit
        shares = list(zip(order, split_evenly(left, len(order), unit)))
        for p, amt in shares:
            ctx.pay(POT, p, amt, "leftover")
        odd = "quarter" if unit == 25 else "unit"
        even = left // len(order) // unit * unit
        lucky = [p for p, amt in shares if amt > even]
        lines.append(f"{format_money(left)} was left in the pot when the night ended: shared equally by every "
                     f"seat (house rule)" + (f", the odd {odd}s one at a time round the table from the seat "
                                             f"after the last dealer ({last})." if lucky else "."))
        for p, amt in shares:
            extra = f", with an odd {odd}" if amt > even else ""
            lines.append(f"  {p} gets {format_money(amt)}{extra}." if amt else
                         f"  {p} gets nothing: the pot had fewer {odd}s than seats.")
    for _, check in CLOSING.items():     # after the leftover is shared: the balances are final
        lines.extend(check(ctx, action))
    night.ended = True
    return tuple(lines)

