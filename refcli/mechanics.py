"""The registered hand formations and pot kinds: each entry says everything the rest of refcli needs to know
about it — the loader (its name, the community cards it needs), `refcli rules` (its words), the ruling (how a
hand is formed, the pot's name, its side for odd quarters) — so adding one is one entry here and its code.

Kept free of heavy imports: the loader reads this on every game load. The formation functions are named by
their module path and loaded only when a hand is ruled on.
"""

from __future__ import annotations

from .records import dataclass
from .registry import Registry


@dataclass(frozen=True)
class Formation:
    board: tuple[int, int]      # community cards it needs: (at least, at most)
    words: str                  # for `refcli rules`
    form: str                   # evaluate.formations function: best_five, texas_draw, iron_cross, matrix, tin_queue
    wrap: bool = False


@dataclass(frozen=True)
class PotKind:
    name: str                   # in rulings: "high hand", "Low Chicago"
    rules_name: str             # in `refcli rules`: "the high hand"
    high_side: bool             # takes the odd quarter first (the club's rule: the high side)
    way: str                    # the declared way it answers to: high or low


@dataclass(frozen=True)
class WildRule:
    words: str                  # for `refcli rules`
    table: bool = True          # the table decides what is wild (its functions: refcli/table/wilds/<rule>.py)
    indicators: str = ""        # "start" (one card turned at the start) or "middle" (one per 4th-6th card round)
    in_deck: bool = True        # its indicator cards come out of the deck in play (they count as dealt)


FORMATIONS: Registry = Registry("hand formation")
POTS: Registry = Registry("pot kind")
WILD_RULES: Registry = Registry("wild rule")

_FORMATIONS = {
    "best-five": Formation((0, 0), "Each player's hand is the best five of his own cards.", "best_five"),
    "texas-draw": Formation((1, 52), "Each player's hand is the best five of his own cards and the community cards "
                                     "together.", "texas_draw"),
    "iron-cross": Formation((7, 7), "Each player's hand is all five of his own cards, or two of them with a whole "
                                    "line of the cross: the top row, the bottom row, the down line (the upright "
                                    "through the centre card), or either diagonal.", "iron_cross"),
    "matrix": Formation((9, 9), "Each player's hand is all five of his own cards, or two of them with a whole row, "
                                "column or diagonal of the square.", "matrix"),
    "tin-queue": Formation((7, 7), "Each player's hand is all five of his own cards, or two of his with three "
                                   "community cards side by side, or three of his with two side by side.", "tin_queue"),
    "tin-queue-wrap": Formation((7, 7), "Each player's hand is all five of his own cards, or two of his with three "
                                        "community cards side by side, or three of his with two side by side; the "
                                        "row wraps around.", "tin_queue", wrap=True),
    "two-groups": Formation((0, 0), "Each player splits his cards into a high group of five and a low group of five, "
                                    "each judged alone (type them as show PLAYER HIGH FIVE / LOW FIVE); a player whose "
                                    "low group beats his high group must fold.", "best_five"),
    "dual": Formation((0, 0), "Each player's cards are dual-value cards: as he holds them at the show, the top values "
                              "make his high hand and the bottom values his low hand (type each card top/bottom, "
                              "like Kh/4c).", "best_five"),
}
for _name, _entry in _FORMATIONS.items():
    FORMATIONS.register(_name)(_entry)

_POTS = {
    "high": PotKind("high hand", "the high hand", True, "high"),
    "low": PotKind("low hand", "the low hand", False, "low"),
    "chicago": PotKind("Low Chicago", "Low Chicago", False, "low"),
    "dots": PotKind("dots", "the dots", False, "low"),
    "points-high": PotKind("high points", "the high points", True, "high"),
    "points-low": PotKind("low points", "the low points", False, "low"),
    # 2s to 25: closest to 25 with the face-up suit doubled (refcli/table/potkinds/twentyfive.py)
    "twenty-five": PotKind("closest to 25", "the total closest to 25", True, "high"),
    # 7½: no pot at all; each duel's wager goes from loser to winner (refcli/table/steps/duel.py)
    "duels": PotKind("duels with the dealer", "the duels with the dealer", False, "high"),
}
for _name, _entry in _POTS.items():
    POTS.register(_name)(_entry)

# The wild rules a game sets with `wild_rule:` (the table decides what is wild as the hand goes).
_WILD_RULES = {
    "fixed": WildRule("", table=False),
    "follow": WildRule(
        'The table sets the wild rank: the card turned at the start (type it with `indicator`); a queen '
        'or joker dealt face up in the 4th, 5th or 6th card makes the rank of the next up card wild '
        'instead. If that next up card is itself a queen (or joker) in those rounds, queens (or jokers) '
        'become the wild rank and it passes the wild on again, to the up card after it. Type up cards as '
        'they are dealt so refcli knows their order.',
        indicators="start", in_deck=False),
    "follow-sticky": WildRule(
        'The table sets the wild ranks: the card turned at the start (`indicator`); a queen or joker '
        'dealt face up in the 4th, 5th or 6th card makes the rank of the next up card wild as well: once '
        'wild, always wild. If that next up card is itself a queen (or joker) in those rounds, queens (or'
        ' jokers) become wild too and it passes the wild on again. Type up cards as they are dealt.',
        indicators="start", in_deck=False),
    "follow-chaos": WildRule(
        'The table sets the wild cards: the card turned at the start (`indicator`) makes its rank wild; a'
        " joker dealt face up in the 4th, 5th or 6th card makes the next up card's rank wild, and a queen"
        " makes the 2 to 9 of the next up card's suit wild instead. A queen followed by a queen makes the"
        " 2 to 9 of the second queen's suit wild, and the second queen, if it too is a 4th, 5th or 6th "
        'card, passes a suit on again; a joker after a queen has no suit, so jokers become wild. Type up '
        'cards as they are dealt.',
        indicators="start", in_deck=False),
    "indicators": WildRule(
        'Indicator cards set the wild ranks: after the 4th, 5th and 6th cards one card is turned for the '
        'table (type it with `indicator`); every rank among them is wild, and two indicators of one rank '
        'cancel each other and are replaced.',
        indicators="middle", in_deck=True),
    "low-hole": WildRule(
        "Each player's lowest card in the hole is wild for him, and so are his other cards of that rank, "
        'face up or face down.',
        indicators="", in_deck=True),
    "paid": WildRule(
        "A card of a paid rank is wild only for the player who paid for it (the game's paid-wilds step sets the "
        "ranks and prices); every unpaid one plays as itself.",
        indicators="", in_deck=True),
}
_WILD_RULES["not-bought"] = WildRule(    # Ebay: refcli/table/wilds/not_bought.py
    "The game's wild cards are wild only as dealt: one won at the auction plays as itself.",
    indicators="", in_deck=True)
for _name, _entry in _WILD_RULES.items():
    WILD_RULES.register(_name)(_entry)
