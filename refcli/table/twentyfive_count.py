"""2s to 25's pot (kind `twenty-five`): the total closest to 25 takes the whole pot, over or under alike.

How a hand counts: 2 to 10 their face value, J Q K 10, an ace 1 or 11; every card of the face-up card's suit
counts double (an ace of that suit 2 or 22). Each ace plays whichever value puts the total closest to 25; at
equal distance the value that keeps the total under 25, which the first tie-break favours. The ruling says how
each ace played and which cards doubled.

Ties are broken in the seed's order, each applied only to the players still level:
  1. under beats over (equal distance, one under 25 and one over);
  2. most cards of the face-up suit;
  3. the highest single card (settings: ace_as_played, high_card_value, high_card_depth, equal_values);
  4. the highest card of the face-up suit;
  5. new face-up cards turned one at a time (`tiecard`): whoever holds the highest card of that card's suit.
     A card whose suit none of the tied players holds decides nothing and another is turned. Tie cards
     change no total and double nothing. Should the deck run out first, the tied players split the pot.

Pure functions of the cards: the `tiecard-settle` step (refcli/table/steps/tiecards.py) calls ``rule`` with the
cards turned so far and either pays the ruling or asks the table for another card. The pot kind itself is
declared by refcli/table/potkinds/twentyfive.py; the count is here, below the step and the pot kind.
"""

from __future__ import annotations

from itertools import product

from ..kernel.declare import setting_value
from ..kernel.cards import SUIT_NAMES, parse_card
from ..kernel.money import format_money
from ..kernel.records import dataclass
from ..kernel.words import and_list

TARGET = 25
KIND = "twenty-five"
TIEBREAKS = ("under beats over", "most cards of the face-up suit", "the highest single card",
             "the highest card of the face-up suit", "new face-up cards")


@dataclass(frozen=True)
class Count:
    """One player's hand as it counts: each card's value as played (aces chosen, the face-up suit doubled)."""

    player: str
    codes: tuple[str, ...]
    played: tuple[int, ...]     # each card's value before doubling (an ace 1 or 11 as it was played)
    doubled: tuple[bool, ...]   # each card of the face-up suit
    total: int

    @property
    def distance(self) -> int:
        return abs(self.total - TARGET)

    @property
    def where(self) -> str:
        if self.total == TARGET:
            return "exactly 25"
        return f"{self.distance} {'under' if self.total < TARGET else 'over'}"

    def labels(self) -> str:
        return " ".join(parse_card(c).label for c in self.codes)

    def notes(self) -> list[str]:
        """How each ace played and which cards doubled, in the order the cards are held."""
        out = []
        for code, value, double in zip(self.codes, self.played, self.doubled):
            label = parse_card(code).label
            if parse_card(code).rank == 14:
                out.append(f"{label} played as {value}" + (f", doubled to {2 * value}" if double else ""))
            elif double:
                out.append(f"{label} doubled to {2 * value}")
        return out

    def line(self) -> str:
        notes = self.notes()
        return (f"{self.player}: {self.total} ({self.labels()}), {self.where}"
                + (f"; {'; '.join(notes)}" if notes else "") + ".")


def _options(rank: int) -> tuple[int, ...]:
    if rank == 14:
        return (1, 11)
    return (10,) if rank > 10 else (rank,)


def count(player: str, codes: list[str], suit: str) -> Count:
    """The hand's total with each ace played for the closest total to 25 (under rather than over at equal
    distance); among equal totals, aces played high first in the order held."""
    cards = [parse_card(c) for c in codes]
    doubled = tuple(c.suit == suit for c in cards)
    best = None
    for played in product(*(_options(c.rank) for c in cards)):
        total = sum(v * (2 if d else 1) for v, d in zip(played, doubled))
        key = (abs(total - TARGET), total > TARGET, tuple(-v for v in played))
        if best is None or key < best[0]:
            best = (key, played, total)
    _, played, total = best
    return Count(player, tuple(codes), tuple(played), doubled, total)


@dataclass(frozen=True)
class Judging:
    """The settings the tie-breaks read (refcli rules shows them)."""

    ace_as_played: bool = True        # an ace counts as it was played (1 or 11), else always 11
    high_card_value: str = "face"     # 'face' or 'doubled': the value the highest-card tie-breaks compare
    high_card_depth: int = 1          # how many of the highest cards tie-break 3 compares, highest first
    equal_values: str = "tie"         # 'tie': K and Q (both 10) are level; 'rank': the higher rank wins

    @classmethod
    def of(cls, game) -> "Judging":
        return cls(setting_value(game, "ace_as_played") == "true", setting_value(game, "high_card_value"),
                   setting_value(game, "high_card_depth"), setting_value(game, "equal_values"))

    def value(self, c: Count, i: int) -> int:
        code = c.codes[i]
        v = c.played[i] if self.ace_as_played or parse_card(code).rank != 14 else 11
        return v * 2 if self.high_card_value == "doubled" and c.doubled[i] else v

    def key(self, c: Count, i: int) -> tuple:
        v = self.value(c, i)
        return (v, parse_card(c.codes[i]).rank) if self.equal_values == "rank" else (v,)

    def ranked(self, c: Count, suit: str | None = None) -> list[int]:
        """Indexes of the player's cards (of ``suit`` only, if given), highest first; first held among equals."""
        idx = [i for i in range(len(c.codes)) if suit is None or parse_card(c.codes[i]).suit == suit]
        return sorted(idx, key=lambda i: self.key(c, i), reverse=True)

    def shown(self, c: Count, i: int) -> str:
        return f"{parse_card(c.codes[i]).label} ({self.value(c, i)})"


@dataclass(frozen=True)
class Decision:
    """The ruling's words and who won; ``winners`` has one player, or the tied ones when the pot is split;
    ``waiting`` names the players still tied when another tie card is needed."""

    lines: tuple[str, ...]
    winners: tuple[str, ...] = ()
    decided_by: str = ""
    waiting: tuple[str, ...] = ()


def _suit_word(suit: str, plural: bool = True) -> str:
    word = SUIT_NAMES[suit]
    return word if plural else word[:-1]


def rule(game, active: list[str], down: dict[str, list[str]], upcard: str, tiecards: list[str],
         deck_left: int) -> Decision:
    suit = parse_card(upcard).suit
    judging = Judging.of(game)
    counts = {p: count(p, down.get(p, []), suit) for p in active}
    lines = [f"Face-up card {parse_card(upcard).label}: every {_suit_word(suit, False)} counts double."]
    lines += [counts[p].line() for p in active]
    best = min(c.distance for c in counts.values())
    tied = [p for p in active if counts[p].distance == best]
    if len(tied) == 1:
        return Decision(tuple(lines), (tied[0],), "closest")
    lines.append(("Tied on exactly 25: " if best == 0 else f"Tied at {best} from 25: ") + and_list(tied) + ".")

    def keep(players: list[str], score) -> list[str]:
        top = max(score(p) for p in players)
        return [p for p in players if score(p) == top]

    # 1. Under beats over.
    under = [p for p in tied if counts[p].total < TARGET]
    if best and under and len(under) < len(tied):
        over = [p for p in tied if p not in under]
        lines.append(f"Tie-break 1, under beats over: {and_list(under)} under, {and_list(over)} over.")
        tied = under
        if len(tied) == 1:
            return Decision(tuple(lines), tuple(tied), _by(1))
    # 2. Most cards of the face-up suit.
    held = {p: sum(counts[p].doubled) for p in tied}
    lines.append(f"Tie-break 2, most {_suit_word(suit)}: " + ", ".join(f"{p} {held[p]}" for p in tied) + ".")
    tied = keep(tied, held.get)
    if len(tied) == 1:
        return Decision(tuple(lines), tuple(tied), _by(2))
    # 3. The highest single card (or the highest few, with high_card_depth).
    depth = judging.high_card_depth
    tops = {p: judging.ranked(counts[p])[:depth] for p in tied}
    what = "highest single card" if depth == 1 else f"highest {depth} cards, highest first"
    lines.append(f"Tie-break 3, {what}: " + ", ".join(
        f"{p} " + " ".join(judging.shown(counts[p], i) for i in tops[p]) for p in tied) + "."
        + _ace_note(counts, tied, judging))
    tied = keep(tied, lambda p: tuple(judging.key(counts[p], i) for i in tops[p]))
    if len(tied) == 1:
        return Decision(tuple(lines), tuple(tied), _by(3))
    # 4. The highest card of the face-up suit; 5. of each tie card's suit, one card at a time.
    turned = [(upcard, 4)] + [(code, 5) for code in tiecards]
    for code, number in turned:
        s = parse_card(code).suit
        top = {p: (judging.ranked(counts[p], s) or [None])[0] for p in tied}
        holders = [p for p in tied if top[p] is not None]
        head = (f"Tie-break 4, highest {_suit_word(s, False)}" if number == 4 else
                f"Tie-break 5, tie card {parse_card(code).label}, highest {_suit_word(s, False)}")
        if not holders:
            nobody = "neither" if len(tied) == 2 else "none of"
            nor = " nor ".join(tied) if len(tied) == 2 else and_list(tied)
            lines.append(f"{head}: {nobody} {nor} holds one.")
            continue
        lines.append(f"{head}: " + ", ".join(f"{p} {judging.shown(counts[p], top[p])}" if top[p] is not None
                                               else f"{p} none" for p in tied) + ".")
        tied = keep(holders, lambda p: judging.key(counts[p], top[p]))
        if len(tied) == 1:
            by = _by(4) if number == 4 else _by(5, f" ({', '.join(parse_card(c).label for c in tiecards)})")
            return Decision(tuple(lines), tuple(tied), by)
    if deck_left <= 0:
        lines.append(f"The deck has no card left to turn: {and_list(tied)} split the pot.")
        return Decision(tuple(lines), tuple(tied), "the deck ran out")
    return Decision(tuple(lines), (), "", tuple(tied))


def _by(number: int, extra: str = "") -> str:
    return f"tie-break {number}, {TIEBREAKS[number - 1]}{extra}"


def _ace_note(counts: dict[str, Count], tied: list[str], judging: Judging) -> str:
    low = [(p, parse_card(c).label) for p in tied for c, v in zip(counts[p].codes, counts[p].played)
           if parse_card(c).rank == 14 and v == 1]
    if not low:
        return ""
    if judging.ace_as_played:
        return " An ace counts as it was played: " + ", ".join(f"{p}'s {a} as 1" for p, a in low) + "."
    return " An ace counts 11 here, however it was played."


def won_words(count: Count) -> str:
    return f"{count.total} ({count.labels()})"


def decision_line(winner: str, pot: int, decided_by: str, counts_where: str) -> str:
    if decided_by == "closest":
        return f"{winner} is closest to 25 ({counts_where}) and wins {format_money(pot)}."
    return f"{winner} wins {format_money(pot)} on {decided_by}."
