"""`put-aside`: a card laid aside for the auction as a street is dealt (Ebay), face up or face down; nobody's
until it is won (refcli/table/steps/auction.py). The cards put aside are kept in refcli/table/aside_cards.py,
below this step, the auction and the wild rule that reads which were won.

The dealer types the cards with `aside CARD ...`, in the order they were put aside, whenever he likes; a
face-up card must be typed before its auction, a face-down one only once somebody has won it (the winner
looks at it), or never, if nobody bids for it. Until then they count as dealt, so nobody can be dealt them.
"""

from __future__ import annotations

from ...kernel.declare import Mechanic, Verb
from ...kernel.errors import IllegalAction, ParseError
from ...kernel.registry import NIGHT_VERBS, STEPS
from ...language.script import Action, clause, parse_card_code
from ...kernel.words import ordinal
from ..dealing import check_cards, labels
from ..aside_cards import DISCARDED, FACES, aside_part
from .base import StepKind

@STEPS.register("put-aside")
class PutAside(StepKind):
    name = "put-aside"
    declares = ("puts-aside",)
    passive = True
    lays_cards = True     # the card waits for the auction: `in` closes the rounds either side of it
    owns = ("aside",)
    params = {"face": ("choice", FACES, "up")}

    def describe(self, step, game) -> str:
        face = step.get("face", "up")
        return f"One card put aside face {face} for the auction (aside CARD)."

    def absent(self, game) -> str:
        return f"{game.title} puts no cards aside (Ebay does)"

    def enter(self, ctx, step) -> None:
        part = aside_part(ctx.hand)
        part.faces.append(step.get("face", "up"))
        part.cards.append("")
        part.holder.append("")


@NIGHT_VERBS.register("aside")
def _aside(ctx, action: Action) -> tuple[str, ...]:
    from ..expect import pot_line
    from ..flow import advance
    hand = ctx.night.hand
    if hand is None:
        raise IllegalAction("no hand is being played: cards are put aside during one")
    if not hand.game.has_step("put-aside"):
        raise IllegalAction(f"{hand.game.title} puts no cards aside (Ebay does)")
    part = aside_part(hand)
    if not part.faces:
        raise IllegalAction("no card is put aside yet: the first comes with the 4th card")
    check_cards(hand, action.cards)
    face = action.text          # `aside up CARD` / `aside down [CARD]` names the face it lies; else the next one
    open_ = [i for i, c in enumerate(part.cards) if not c and (not face or part.faces[i] == face)]
    if face and not open_:
        done = any(f == face for f in part.faces)
        raise IllegalAction(f"no card put aside face {face} is waiting to be typed" +
                            ("" if done else f" (the face-{face} one comes with the "
                                             f"{'7th' if face == 'down' else '4th'} card)"))
    if not action.cards:
        # `aside down`: the face-down card lies unseen; refcli learns it once it is won.
        return (f"Put aside: the {ordinal(open_[0] + 1)} card, face down and unseen (type it once it is won: aside "
                f"CARD) · {pot_line(ctx.night)}",)
    said = []
    for code in action.cards:
        if not open_:
            n = len(part.faces)
            raise IllegalAction(f"{n} card{'s are' if n != 1 else ' is'} put aside by now, and refcli has "
                                f"{'them all' if n != 1 else 'it'} ({labels(c for c in part.cards if c)})")
        i = open_.pop(0)
        part.cards[i] = code
        winner = part.holder[i]
        if winner and winner != DISCARDED:
            # Won before it was typed (the face-down card): it joins the winner's cards in the hole.
            hand.down.setdefault(winner, []).append(code)
            said.append(f"the face-down card {winner} won: {labels([code])}")
        else:
            said.append(f"{ordinal(i + 1)} {labels([code])}" + (" (face down)" if part.faces[i] == "down" else ""))
    found = ctx.current()
    if found is not None and found[1].sells_cards:
        advance(ctx)       # the sale (the auction) may have been waiting for this card
    return (" · ".join([f"Put aside: {', '.join(said)}"] + ctx.lines + [pot_line(ctx.night)]),)


@clause("aside")
def parse_aside(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`aside CARD [CARD ...]`: the cards put aside for the auction, in order; `aside down [CARD]` names the
    face-down one (or says it lies unseen), `aside up CARD` a face-up one."""
    face = ""
    if args and args[0].lower() in FACES:
        face, args = args[0].lower(), args[1:]
    if not args and face != "down":
        raise ParseError("usage: aside [up|down] CARD [CARD ...]")
    if face and len(args) > 1:
        raise ParseError(f"usage: aside {face} CARD (one card)")
    return Action("aside", cards=tuple(parse_card_code(a) for a in args), text=face)


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    verbs=(
        Verb('aside', 'aside [down] CARD ... | aside down',
             'Ebay: the cards put aside for the auction, in order (a face-up one before its auction; the face-'
             'down one once it is won, or aside down while it lies unseen)'),
    ),
)
