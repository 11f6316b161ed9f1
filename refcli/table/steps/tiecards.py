"""`tiecard-settle`: the ruling of a point game with a face-up suit (2s to 25), which may need more cards.

`settle` rules once every player still in has all the cards he called for. The pot kind's tie-breaks
(refcli/table/twentyfive_count.py) may end with players still level: then the dealer turns new face-up
cards one at a time (`tiecard CARD`) until one of them decides. While the ruling waits for a card nothing else
is taken but `undo`; each tie card is checked against the deck. A player may concede (`fold`) before `settle`.
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, NumberSetting, Setting
from ...kernel.cards import parse_card
from ...kernel.errors import IllegalAction
from ...kernel.money import format_money
from ...kernel.registry import STEPS
from ..dealing import check_cards
from ..flow import declares
from ..suit_card import face_up, one_card
from .base import Expect, StepKind, in_hand
from .folding import check_fold_verb, fold, folder


def _deck_left(hand) -> int:
    return 52 - len(hand.dealt())


def _owed(hand, player: str) -> int:
    """The cards ``player`` called for that are not typed yet (the calls' part answers)."""
    return sum(hand.ask("cards_owed", hand, player))


def owing(hand) -> list[str]:
    """Players still in whose called cards are not all typed yet."""
    return [p for p in hand.active if _owed(hand, p) > 0]


@STEPS.register("tiecard-settle")
class TiecardSettle(StepKind):
    name = "tiecard-settle"
    verbs = ("settle", "tiecard", "fold", "buyout")
    owns = ("settle", "tiecard")
    showdown = True

    def describe(self, step, game) -> str:
        from ..twentyfive_count import Judging
        j = Judging.of(game)
        ace = "as it was played" if j.ace_as_played else "as 11, however it was played"
        value = "its face value" if j.high_card_value == "face" else "its value doubled if of the face-up suit"
        depth = ("only the single highest card counts" if j.high_card_depth == 1 else
                 f"the {j.high_card_depth} highest cards are compared, highest first")
        equal = ("a king, queen, jack and ten are level (all 10)" if j.equal_values == "tie" else
                 "among cards of equal value the higher rank wins (K, Q, J, 10)")
        return ("Showdown (settle): every player still in shows; refcli counts each hand, says how each ace "
                "played and which cards doubled, and pays the whole pot to the total closest to 25. Ties, in "
                "order: 1. under 25 beats over; 2. the most cards of the face-up suit; 3. the highest single "
                "card; 4. the highest card of the face-up suit; 5. the dealer turns new face-up cards one at a "
                "time (tiecard CARD): whoever still tied holds the highest card of that card's suit wins; a "
                "card whose suit none of them holds decides nothing, and a tie card changes no total. In the "
                f"tie-breaks a card counts {value} and an ace {ace}; {depth}; {equal} (settings "
                f"high_card_value: {j.high_card_value}, ace_as_played: {'true' if j.ace_as_played else 'false'}, "
                f"high_card_depth: {j.high_card_depth}, equal_values: {j.equal_values}). Should the deck run "
                "out before a tie card decides, the players still tied split the pot (odd quarters by the "
                "house rule).")

    def absent(self, game) -> str:
        return f"{game.title} turns no tie cards"

    def problem(self, step, game) -> str:
        # It rules one pot by the count to 25, doubling the suit of a face-up card the flow turns, with the
        # cards the players called for.
        from ..twentyfive_count import KIND     # the pot kind it rules (table/potkinds/twentyfive.py registers it)
        if game.pot_kinds() != (KIND,):
            return "tiecard-settle rules one pot of kind twenty-five: pots: [{kind: twenty-five, share: 1}]"
        if not (declares(game, "turns-middle-card") and declares(game, "calls-cards")):
            return "tiecard-settle needs an ask step (the cards) and an upcard step (the doubled suit) before it"
        return ""

    def enter(self, ctx, step) -> None:
        if ctx.bet_closed and not ctx.lines:
            ctx.lines.append("That was the last betting round.")

    def done(self, ctx, step) -> bool:
        return False

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        face = face_up(hand)
        if face.waiting:
            d = hand.dealer
            return Expect(self.name, (d,), ("tiecard",), 0, "tied: the dealer turns a new face-up card (tiecard CARD)",
                          "tiecard CARD", showdown=True)
        owe = owing(hand)
        if owe:
            p = owe[0]
            n = _owed(hand, p)
            return Expect(self.name, tuple(owe), ("down",), 0, f"{p}'s {n} called card{'s' if n != 1 else ''} "
                          f"to type (down {p} CARD ...)", f"down {p}", showdown=True)
        return Expect(self.name, (), ("settle",), 0, "settle", "settle", showdown=True)

    def not_now(self, ctx, verb, player: str = "") -> str:
        return "no tie is waiting for a new face-up card" if verb == "tiecard" else ""

    def refuse(self, ctx, step, verb) -> str:
        return f"the betting is over: {self.expects(ctx, step).words}"

    def act(self, ctx, step, action):
        hand = ctx.hand
        face = face_up(hand)
        if action.verb in ("fold", "buyout"):
            if face.waiting:
                raise IllegalAction("the ruling waits for a tie card: tiecard CARD (or undo)")
            check_fold_verb(ctx, action.verb, action.player or "PLAYER")
            p = folder(action, None)        # the settle waits for no one player (2s to 25)
            in_hand(hand, p)
            return fold(ctx, p, action.verb), True
        if action.verb == "settle":
            if face.waiting:
                raise IllegalAction("the hand is being settled: the tie waits for a new face-up card "
                                    "(tiecard CARD)")
            owe = owing(hand)
            if owe:
                raise IllegalAction("cards called for are missing: " + ", ".join(
                    f"{p} {_owed(hand, p)}" for p in owe) + f" (down {owe[0]} CARD ...)")
            return self._rule(ctx), False
        if not face.waiting:
            # Typed before the ruling found a tie (the table saw the totals level): settle comes first.
            raise IllegalAction("no tie is waiting for a new face-up card yet: type settle first; it asks for a tie "
                                "card (tiecard CARD) only when players are still tied after the fourth tie-break")
        code = one_card(action, "tiecard")
        check_cards(hand, (code,))
        face.tiecards.append(code)
        return self._rule(ctx, code), False

    def _rule(self, ctx, tiecard: str = "") -> str:
        from ..flow import finish
        from ..showdown import Award, PotRuling, Ruling, Seat
        from ..twentyfive_count import KIND, count
        from ..twentyfive_count import rule as rule_hand
        hand = ctx.hand
        face = face_up(hand)
        recorded = (ctx.recorded or {}).get("ruling")
        if recorded is not None:
            # Replaying a stored hand: the ruling is what was said and paid then.
            face.waiting = False
            finish(ctx, Ruling.from_json(recorded))
            return ""
        pot = ctx.night.ledger.pot
        out = rule_hand(hand.game, hand.active, hand.down, face.card, face.tiecards, _deck_left(hand))
        if out.waiting:
            face.waiting = True
            said = (f"Tie card {parse_card(tiecard).label}: " if tiecard else "") + \
                f"{' and '.join(out.waiting) if len(out.waiting) == 2 else ', '.join(out.waiting)} " \
                f"{'are' if len(out.waiting) > 1 else 'is'} still tied"
            return said + " · turn a new face-up card: tiecard CARD"
        face.waiting = False
        from ..pots import split_among
        suit = parse_card(face.card).suit
        counts = {p: count(p, hand.down.get(p, []), suit) for p in hand.active}
        winners = list(out.winners)
        if len(winners) == 1:
            w = winners[0]
            shares = [(w, pot)]
            last = (f"{w} is closest to 25 ({counts[w].where}) and wins {format_money(pot)}."
                    if out.decided_by == "closest" else f"{w} wins {format_money(pot)} on {out.decided_by}.")
        else:
            shares = split_among(pot, winners, {p: hand.down.get(p, []) for p in winners}, True,
                                 hand.game.house.unit)
            last = "Split: " + ", ".join(f"{p} {format_money(a)}" for p, a in shares) + "."
        got = dict(shares)
        lines = out.lines + (last,)
        awards = tuple(Award(p, KIND, a, f"{counts[p].total} ({counts[p].labels()})") for p, a in shares if a)
        # The count as the ruling says it, without the name ("25 (K♠ 7♣ 4♥), exactly 25; 4♥ doubled to 8"):
        # there are no "five cards" to list.
        seats = tuple(Seat(p, counts[p].line()[len(p) + 2:-1], result="won" if p in got else "beaten",
                           amount=got.get(p, 0)) for p in hand.active)
        part = PotRuling(KIND, f"The whole pot ({format_money(pot)})", pot, seats, out.lines[1 + len(hand.active):])
        finish(ctx, Ruling(hand.number, hand.game.title, hand.game.id, hand.dealer, pot, awards, lines,
                           pots=(part,)))
        return ""


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    settings=(
        Setting("high_card_value", (Choice("face"), Choice("doubled"))),   # the highest-card tie-break: face values or doubled
        Setting("ace_as_played", (Choice("true"), Choice("false"))),      # an ace counts as it was played, or as 11
        Setting("equal_values", (Choice("tie"), Choice("rank"))),         # a king and a queen (both 10) tie, or rank decides
        NumberSetting("high_card_depth", "whole", 1, 10, 1),            # the highest-card tie-break compares this many cards
    ),
)
