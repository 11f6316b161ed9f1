"""The wild cards paid for (No Peek, Partners): who paid for which card, the prices the game's `paid-wilds` step
sets, and when a card's time to be paid for is up. The step that takes the payments (refcli/table/steps/
paid_wilds.py), the wild rule that reads them at the ruling (refcli/table/wilds/paid.py) and the games that react
to a payment (No Peek, Partners) share them here, below them all, and none names the part."""

from __future__ import annotations

from ..kernel.cards import parse_card, rank_word
from ..kernel.money import format_money
from ..kernel.records import dataclass, field
from ..kernel.words import and_list
from .state import PARTS, Part

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from .state import Hand

PART = "paid-wilds"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_RANK_OF = {name: i + 2 for i, name in enumerate(RANKS)}


@PARTS.register(PART)
@dataclass
class PaidWilds(Part):
    # [player, card, amount] for each card made wild, in the order paid
    paid: list[list] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"paid": self.paid}

    @classmethod
    def from_json(cls, d: dict) -> "PaidWilds":
        return cls(**d)


def prices(game) -> dict[int, int]:
    """{rank: price in cents} from the game's step that prices wild cards (StepKind.prices_wilds: `paid-wilds`),
    {} when it has none."""
    from .flow import program, step_is
    for s in program(game.steps):
        if step_is(s.kind, "prices_wilds"):
            return {_RANK_OF[name]: amount for name, amount in s.params if name in _RANK_OF and amount}
    return {}


def price_words(game) -> str:
    """'$1.00 for a 3, $2.00 for a 9'."""
    return ", ".join(f"{format_money(a)} for a {rank_name(r)}" for r, a in sorted(prices(game).items()))


def rank_name(rank: int) -> str:
    return str(rank) if rank <= 10 else rank_word(rank)


def paid_wilds(hand: Hand) -> list[list]:
    """[player, card, amount] for each card paid for this hand, in the order paid."""
    part = hand.parts.get(PART)
    return part.paid if part is not None else []


def note_paid(hand: Hand, player: str, code: str, amount: int) -> None:
    """``player`` paid ``amount`` for ``code`` to be wild."""
    hand.part(PART).paid.append([player, code, amount])


def paid_cards(hand: Hand, player: str) -> list[str]:
    """The cards ``player`` paid for this hand."""
    return [code for p, code, _ in paid_wilds(hand) if p == player]


def ranks_words(hand: Hand) -> str:
    return and_list([rank_word(r, plural=True) for r in sorted(prices(hand.game))])


def _each_rank(hand: Hand) -> str:
    """'3 and 9' (the paid ranks, one of each)."""
    return " and ".join(rank_name(r) for r in sorted(prices(hand.game)))


def paid_line(hand: Hand) -> str:
    """Who paid for which wild card, or that nobody did."""
    paid = paid_wilds(hand)
    if not paid:
        return f"Nobody paid for a wild card: every {_each_rank(hand)} played as itself."
    each = "; ".join(f"{p} {parse_card(c).label} ({format_money(a)})" for p, c, a in paid)
    if hand.game.up_per_player:
        return (f"Wild cards paid for: {each}. An unpaid {_each_rank(hand).replace(' and ', ' or ')} dealt up plays "
                f"as itself.")
    return f"Wild cards paid for: {each}. Unpaid {ranks_words(hand)} play as themselves."


def window_closed(hand: Hand, player: str, code: str) -> str:
    """Why ``player``'s ``code`` can no longer be paid for ('' while it can)."""
    label = parse_card(code).label
    entries = [e for e in hand.up_order if e[0] == player and e[1] == code]
    if not entries:
        return ""
    street = entries[-1][2]
    if street is None:
        return f"{label} was first typed at the showdown: too late to pay for it"
    later = next((e for e in hand.up_order if e[2] is not None and e[2] > street), None)
    if later is not None:
        return (f"too late: {later[0]}'s {parse_card(later[1]).label} was dealt after {label}; a wild card is "
                f"paid for before the next card")
    game = hand.game
    if street + 1 < len(game.deal):
        through = sum(s.count("down") for s in game.deal[: street + 1])
        for p in hand.seats:
            if len(hand.down.get(p, [])) > through:
                return (f"too late: {p}'s face-down card of a later round was dealt after {label}; a wild card "
                        f"is paid for before the next card")
    return ""
