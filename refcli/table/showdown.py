"""Rulings: who wins each pot of a hand, with what, and which house rule decided it. Pure functions of the
game's rules and the cards, declarations and pot of one hand."""

from __future__ import annotations

from fractions import Fraction

from ..kernel.declare import setting_value
from ..kernel.records import dataclass
from ..evaluate.types import Wilds
from ..kernel.mechanics import POTS
from ..kernel.registry import POT_RULES
from ..kernel.money import format_money
from ..rules.model import Game, PotShare
from ..kernel.words import and_list
from .judged import HIGH_HAND, Judged
from .pots import HIGH_SIDE, deciding_card, divide_shares, split_among

POT_NAMES = {name: kind.name for name, kind in POTS.items()}


_HALF = Fraction(1, 2)
_FRACTION_WORDS = {Fraction(1, 2): "half", Fraction(1, 3): "a third", Fraction(2, 3): "two thirds",
                   Fraction(1, 4): "a quarter", Fraction(3, 4): "three quarters"}


def _way(kind: str) -> str:
    """The declared way a pot kind answers to: 'high' or 'low'."""
    return POTS.get(kind).way


@dataclass(frozen=True)
class Award:
    player: str
    pot: str          # the pot kind the money came from: high, low, chicago, dots, or "all" (everyone else folded)
    amount: int
    hand: str         # what won it, in words


@dataclass(frozen=True)
class Seat:
    """One player's hand in one pot of a ruling, for the full explanation (``refcli explain``)."""
    player: str
    hand: str                             # the hand in words: 'three jacks', '7-5-4-3-2', '5 (2♣ 3♦), ½ under'
    cards: str = ""                       # the five as they play: '7♠(5♥) 5♠(3♥) 4♣ 3♠(5♣) 2♠(3♣)'
    wilds: tuple[tuple[str, str], ...] = ()   # (wild card, the card it played as), labels
    used: str = ""                        # the community cards used, as the table sees them
    result: str = ""                      # 'won', 'beaten', 'out' (declared both and lost), 'no spade'
    amount: int = 0                       # cents this player took from this pot
    note: str = ""                        # why a player is out: 'declared both, lost high'


@dataclass(frozen=True)
class PotRuling:
    """One pot (or share) of a ruling: who was in it and the rules that placed its money."""
    kind: str
    label: str                            # as the ruling heads it: 'High hand half (75¢)'
    amount: int
    seats: tuple[Seat, ...] = ()
    rules: tuple[str, ...] = ()           # tie-breaks, odd quarters, where a forfeited share went


@dataclass(frozen=True)
class Ruling:
    number: int
    title: str
    game: str
    dealer: str
    pot: int
    awards: tuple[Award, ...]
    lines: tuple[str, ...]    # the explanation a person reads, in order
    declared: tuple[tuple[str, str], ...] = ()    # (player, high|low|both), in seat order
    declaring: tuple[str, ...] = ()               # how the declarations were applied, in words
    wild_notes: tuple[str, ...] = ()              # what the table made wild, in words
    pots: tuple[PotRuling, ...] = ()

    def to_json(self) -> dict:
        """Only JSON types (str, int, list, dict); ``Ruling.from_json`` gives back an equal Ruling."""
        return {"number": self.number, "title": self.title, "game": self.game, "dealer": self.dealer,
                "pot": self.pot,
                "awards": [{"player": a.player, "pot": a.pot, "amount": a.amount, "hand": a.hand}
                           for a in self.awards],
                "lines": list(self.lines),
                "declared": [[p, way] for p, way in self.declared],
                "declaring": list(self.declaring), "wild_notes": list(self.wild_notes),
                "pots": [{"kind": k.kind, "label": k.label, "amount": k.amount, "rules": list(k.rules),
                          "seats": [{"player": s.player, "hand": s.hand, "cards": s.cards,
                                     "wilds": [[w, a] for w, a in s.wilds], "used": s.used,
                                     "result": s.result, "amount": s.amount, "note": s.note}
                                    for s in k.seats]}
                         for k in self.pots]}

    @classmethod
    def from_json(cls, d: dict) -> "Ruling":
        return cls(d["number"], d["title"], d["game"], d["dealer"], d["pot"],
                   tuple(Award(a["player"], a["pot"], a["amount"], a["hand"]) for a in d["awards"]),
                   tuple(d["lines"]),
                   tuple((p, way) for p, way in d.get("declared", ())),
                   tuple(d.get("declaring", ())), tuple(d.get("wild_notes", ())),
                   tuple(PotRuling(k["kind"], k["label"], k["amount"],
                                   tuple(Seat(s["player"], s["hand"], s["cards"],
                                              tuple((w, a) for w, a in s["wilds"]), s["used"], s["result"],
                                              s["amount"], s.get("note", "")) for s in k["seats"]),
                                   tuple(k["rules"])) for k in d.get("pots", ())))


def _pot_rules(kind: str):
    """The pot kind's rules: its module (refcli/table/potkinds/, found through the index) registers them when
    loaded, at the first ruling; a kind the index does not place, every module."""
    if kind not in POT_RULES:
        from .potkinds import load_every
        load_every()
    return POT_RULES.get(kind)


def judge(kind: str, game: Game, down: list[str], up: list[str], board: list[str],
          wilds: tuple[Wilds, Wilds] | None = None, groups: list[list[str]] | None = None) -> Judged | None:
    """One player's standing for one pot kind, or None when they cannot take part (no spade in the hole):
    asked of the pot kind's own module (refcli/table/potkinds/)."""
    return _pot_rules(kind).judge(kind, game, down, up, board, wilds, groups)


def _tiebreaks(kind: str, game: Game, judged: dict[str, Judged | None], winners: list[str],
               contenders: list[str]) -> list[str]:
    """Name the rule that decided between hands that were level on the main count (the pot kind's own)."""
    return _pot_rules(kind).tiebreaks(kind, game, judged, winners, contenders)


def _best(judged: dict[str, Judged], among: list[str]) -> list[str]:
    contenders = [p for p in among if judged.get(p) is not None]
    if not contenders:
        return []
    top = max(judged[p].value for p in contenders)
    return [p for p in contenders if judged[p].value == top]


def rule_showdown(number: int, game: Game, dealer: str, pot: int, active: list[str],
                  down: dict[str, list[str]], up: dict[str, list[str]], board: list[str],
                  declared: dict[str, str], wilds: dict[str, tuple[Wilds, Wilds]] | None = None,
                  wild_lines: tuple[str, ...] = (), groups: dict[str, list[list[str]]] | None = None,
                  barred: dict[str, dict[str, str]] | None = None) -> Ruling:
    """``wilds``: each player's wild cards (high, low) where the table decided them (wildrules.py), and
    ``wild_lines`` the sentences that explain them; otherwise the game's fixed wild cards apply.
    ``barred``: {pot kind: {player: why}}, players a step keeps from winning that pot (the flush card); they
    still play for the other pots. Games without a declaration only."""
    unit = game.house.unit
    kinds = [p.kind for p in game.pots]
    wilds, groups = wilds or {}, groups or {}
    judged = {k: {p: judge(k, game, down.get(p, []), up.get(p, []), board, wilds.get(p), groups.get(p))
                  for p in active} for k in kinds}
    own_cards = {p: list(down.get(p, [])) + list(up.get(p, [])) for p in active}
    lines: list[str] = list(wild_lines)
    declaring: list[str] = []
    out: dict[str, tuple[str, str]] = {}
    decl = tuple((p, declared[p]) for p in active if p in declared) if game.declare else ()
    fell: dict[str, tuple[str, str]] = {}      # share -> (the pot kind that judged it instead, why)

    def judging(k: str) -> str:
        """The pot kind whose rules judged share k's hands: its own, or the one it fell to."""
        return fell[k][0] if k in fell else k

    if game.declare and len(kinds) == 2:
        ways = sorted(kinds, key=lambda k: k not in HIGH_SIDE)     # the high way first
        winners, out = _declared_winners(game, ways, active, declared, judged, declaring)
        lines.extend(declaring)
        # Who went each way: the hands that lost that way are listed under it; players knocked out by
        # declaring both are listed as out, never as beaten.
        contenders = {k: [p for p in active if declared[p] in (_way(k), "both")] for k in kinds}
    else:
        winners, contenders, bar_notes = _eligible(kinds, judged, active, barred or {})
        for k in kinds:     # a share nobody qualifies for goes where its pot kind says, when it says (Stampler)
            to = _pot_rules(k).fallback(k, game)
            if to and not winners[k] and all(judged[k][p] is None for p in active):
                judged[k] = {p: judge(to[0], game, down.get(p, []), up.get(p, []), board, wilds.get(p),
                                      groups.get(p)) for p in active}
                winners[k], contenders[k], fell[k] = _best(judged[k], active), list(active), to

    odd = "quarter" if unit == 25 else "unit"
    ruling = dict(number=number, title=game.title, game=game.id, dealer=dealer, pot=pot, declared=decl,
                  declaring=tuple(declaring), wild_notes=tuple(wild_lines))
    if not game.declare and HIGH_HAND not in kinds and all(judged[k][p] is None for k in kinds for p in active):
        return _whole_pot_to_the_high_hand(number, game, dealer, pot, active, down, up, board, declared, wilds,
                                           wild_lines, groups)
    if all(not winners[k] for k in kinds):
        # Declarers knocked each other out: the house splits the pot equally between them.
        split = split_among(pot, list(active), own_cards, True, unit)
        awards = [Award(p, "all", amt, "knocked out both ways") for p, amt in split]
        rules = [f"Nobody is left to win: the pot of {format_money(pot)} is split equally between "
                 + " and ".join(active) + " (house rule): "
                 + ", ".join(f"{p} {format_money(a)}" for p, a in split) + "."]
        if pot % (len(active) * unit):
            rules.append(_odd_note(split, own_cards, True, odd))
        lines.extend(rules)
        got = dict(split)
        seats = tuple(Seat(p, "knocked out both ways", result="out", amount=got.get(p, 0),
                           note=f"declared both, {out[p][1]}" if p in out else "")
                      for p in active)
        part = PotRuling("all", f"The whole pot ({format_money(pot)})", pot, seats, tuple(rules))
        return Ruling(awards=tuple(awards), lines=tuple(lines), pots=(part,), **ruling)

    rounding = setting_value(game, "pot_rounding")
    yielding = {p.kind: _pot_rules(p.kind).yields_odd_quarters(p.kind, game) for p in game.pots}
    amounts = divide_shares(pot, [(p.kind, p.share) for p in game.pots], unit, rounding,
                            frozenset(k for k, words in yielding.items() if words))
    # The exact share, before rounding, as pot × share's numerator over its denominator: a rounded amount is
    # compared with it in whole numbers (above: how far over it, in 1/denominator units; 0 when it is exact).
    fair = {k: (pot * p.share.numerator, p.share.denominator) for k, p in zip(kinds, game.pots)}

    def above(k: str, amount: int) -> int:
        exact, per = fair[k]
        return amount * per - exact

    uneven = all(winners[k] for k in kinds) and any(above(k, amounts[k]) for k in kinds)

    moved: dict[str, str] = {}
    if game.declare and len(kinds) == 2:
        bar_notes: dict[str, list[str]] = {}
    for k in kinds:
        if not winners[k]:
            other = next(o for o in kinds if o != k and winners[o])
            if all(judged[k].get(p) is None for p in active):      # nobody may take part in it at all
                # No hand qualified, then nobody for the pot kind it went to: both said.
                first = [fell[k][1].format(share="this share")] if k in fell else []
                moved[other] = " ".join(first + [_pot_rules(judging(k)).absent(judging(k), game).moved.format(
                    other=POT_NAMES[other])])
            elif bar_notes.get(k):
                # Nobody left may win it: the reasons, then where its money went, under the pot that took it.
                taker = POT_NAMES[other] if POT_NAMES[other][0].isupper() else "the " + POT_NAMES[other]
                bar_notes[other] = bar_notes.pop(k) + [f"Nobody can win the {POT_NAMES[k]}: {taker} takes "
                                                       f"the whole pot."]
            amounts[other] += amounts.pop(k)

    awards: list[Award] = []
    parts: list[PotRuling] = []
    said_twice = False
    halves = len(kinds) == 2 and game.pots[0].share == _HALF
    shares = {p.kind: p.share for p in game.pots}
    for k in kinds:
        if k not in amounts:
            continue
        ws = winners[k]
        share = amounts[k]
        # Whether an ace is the lowest card for the odd quarters: the pot kind says (an ace-to-five low, badugi).
        judged_as = judging(k)
        aces_low = _pot_rules(judged_as).aces_low(judged_as, game)
        split = split_among(share, ws, own_cards, judged_as in HIGH_SIDE, unit, aces_low)
        got = dict(split)
        label = POT_NAMES[judged_as][0].upper() + POT_NAMES[judged_as][1:]   # the hand that won it: its name
        rules: list[str] = []
        if share == pot:
            head = f"{label}, the whole pot"
            money = format_money(share)
        elif uneven and above(k, share):
            # The share is not the fraction its name says: say how it was rounded to whole quarters.
            part_of = _FRACTION_WORDS.get(shares[k], "its share")
            way = "up" if above(k, share) > 0 else "down"
            head = f"{label} share"
            money = f"{format_money(share)} of {format_money(pot)}: {part_of}, rounded {way} to the {odd}"
        elif halves:
            head, money = f"{label} half", format_money(share)
        else:
            head, money = f"{label} share", format_money(share)
        for p, amt in split:
            awards.append(Award(p, k, amt, judged[k][p].words))
        if len(ws) == 1:
            p = ws[0]
            lines.append(f"{head} ({money}): {p} with {judged[k][p].words}.")
        else:
            names = ", ".join(f"{p} {format_money(a)}" for p, a in split)
            each = "; ".join(f"{p} with {judged[k][p].words}" for p in ws)
            lines.append(f"{head} ({money}): a tie — {each}. Split {names}.")
        if uneven and above(k, share) and rounding == "nearest":
            rules.append(f"The pot does not divide evenly: each share is rounded to the nearest {odd}, the high "
                         f"side taking what is left (setting pot_rounding: nearest).")
        elif uneven and above(k, share) > 0:
            setting = "" if halves else "; setting pot_rounding: high-side"
            # Two shares on the high side (two boards): the first in the game's order takes the odd quarter.
            first = f", the {POT_NAMES[k]} share first in the game's order of pots" \
                if sum(kind in HIGH_SIDE for kind in shares) > 1 else ""
            rules.append(f"The pot does not divide evenly: the odd {odd} goes to the high side{first} (house "
                         f"rule{setting})."
                         if k in HIGH_SIDE else
                         f"The pot does not divide evenly: the odd {odd} goes to the five-card hand's share, not "
                         f"{next(w for w in yielding.values() if w)} (the cardrooms' rule for a badugi split with "
                         f"a five-card low)."
                         if not yielding.get(k) and any(yielding.values()) else
                         f"The pot does not divide evenly: after the high side's, the next odd {odd} goes to the "
                         f"{POT_NAMES[k]} share, in the game's order of pots (house rule).")
        rules.extend(bar_notes.get(k, ()))
        if k in fell:
            rules.append(fell[k][1].format(share="the pot" if share == pot else "this share"))
        if k in moved:
            rules.append(moved[k])
        rules.extend(_tiebreaks(judged_as, game, judged[k], ws, [p for p in contenders[k] if p not in out]))
        if not said_twice and any(_reads_twice(judged[k][p].cards) and "double-ace" not in judged[k][p].short
                                  for p in ws):     # (a double-ace flush's name says it already)
            # Two wild cards shown as one card (`K♠(4♠) K♠(Q♣)`) read like a typing slip: say once why not.
            rules.append(TWICE_NOTE)
            said_twice = True
        if len(ws) > 1 and share % (len(ws) * unit):
            rules.append(_odd_note(split, own_cards, judged_as in HIGH_SIDE, odd, k, aces_low))
        lines.extend("  " + r for r in rules)
        others = [p for p in contenders[k] if p not in ws and p not in out]
        beaten = [p for p in others if judged[k].get(p) is not None]
        if beaten:
            lines.append("  Beaten: " + "; ".join(f"{p} {_beaten_words(judged[k], p, ws)}" for p in beaten) + ".")
        nothing = [p for p in others if judged[k].get(p) is None]
        absent = _pot_rules(judged_as).absent(judged_as, game) if nothing else None
        if absent is not None:
            lines.append(f"  {absent.line}: {and_list(nothing)}.")
        for p in contenders[k]:
            if p in out and p not in ws:
                lines.append(f"  {p}: out — declared both, {out[p][1]}.")
        seats = []
        for p in contenders[k]:
            j = judged[k].get(p)
            gone = _pot_rules(judged_as).absent(judged_as, game) if j is None else None
            result = "won" if p in ws else "out" if p in out else "beaten" if gone is None else gone.result
            seats.append(Seat(p, j.short if j else gone.seat if gone else "", j.cards if j else "",
                              j.wilds if j else (), j.used if j else "", result, got.get(p, 0),
                              f"declared both, {out[p][1]}" if result == "out" else ""))
        parts.append(PotRuling(k, f"{head} ({money})", share, tuple(seats), tuple(rules)))
    return Ruling(awards=tuple(awards), lines=tuple(lines), pots=tuple(parts), **ruling)


def _whole_pot_to_the_high_hand(number, game, dealer, pot, active, down, up, board, declared, wilds, wild_lines,
                                groups) -> Ruling:
    """Nobody may take part in any share of a game without a high hand among its pots (High-Low Chicago with no
    spade in the hole anywhere): the best high hand takes the whole pot, as the game's public rules have it and as
    each Chicago share gives itself to the other share (SPEC §2), not the declare rule's equal split. The
    ruling is the high hand's, with the first share's own words for why."""
    from dataclasses import replace

    high = replace(game, pots=(PotShare(HIGH_HAND, Fraction(1)),))
    ruling = rule_showdown(number, high, dealer, pot, active, down, up, board, declared, wilds, wild_lines, groups)
    first = game.pots[0].kind
    why = _pot_rules(first).absent(first, game).moved.format(other="high hand")
    at = len(wild_lines) + 1          # under the high hand's line, before its tie and beaten lines
    lines = ruling.lines[:at] + ("  " + why,) + ruling.lines[at:]
    part = ruling.pots[0]
    return replace(ruling, lines=lines, pots=(replace(part, rules=(why,) + part.rules),))


TWICE_NOTE = ("A card that reads twice is a wild card standing for a card already held: a wild card may be any "
              "card (house rule).")


def _reads_twice(cards: str) -> bool:
    """Whether the five as they play ('K♠(4♠) K♠(Q♣) K♥ K♦ K♣') name one card twice."""
    played = [word.split("(")[0] for word in cards.split()]
    return len(set(played)) < len(played)


def _eligible(kinds: list[str], judged: dict, active: list[str], barred: dict[str, dict[str, str]]):
    """(winners, contenders, notes) per pot kind with the barred players kept out of the pots they are barred
    from. When that leaves nobody to win any pot, the bars are lifted for the hand and a note says so."""
    notes = {k: [why + "." for why in barred.get(k, {}).values()] for k in kinds if barred.get(k)}
    contenders = {k: [p for p in active if p not in barred.get(k, {})] for k in kinds}
    winners = {k: _best(judged[k], contenders[k]) for k in kinds}
    if notes and all(not winners[k] for k in kinds):
        lifted = [k for k in kinds if barred.get(k)]
        for k in lifted:
            notes[k].append(f"Nobody could win any pot then, so the bar is lifted for this hand: everyone still in "
                            f"plays for the {POT_NAMES[k]}.")
            contenders[k] = list(active)
            winners[k] = _best(judged[k], active)
    return winners, contenders, notes


def _beaten_words(judged: dict[str, Judged | None], player: str, winners: list[str]) -> str:
    """A losing hand in short, with its five cards when its name alone reads like a winner's (a pair of
    kings beaten by a pair of kings with a better kicker)."""
    j = judged[player]
    if j.cards and any(judged[w].short == j.short for w in winners):
        return f"{j.short} ({j.cards})"
    return j.short


def _odd_note(split: list[tuple[str, int]], own_cards: dict[str, list[str]], high_side: bool, odd: str,
              kind: str = "", aces_low: bool = False) -> str:
    """Name who took the odd quarter(s) of a split and the card that decided it."""
    top = max(a for _, a in split)
    favoured = [p for p, a in split if a == top]
    side = "highest" if high_side else "lowest"
    held = ", ".join(f"{p} ({deciding_card(own_cards[p], high_side, aces_low).label})" for p in favoured)
    where = ""
    if kind and not high_side and not POTS.get(kind).plain_side:    # a share whose side is not its name's
        where = f" The {POT_NAMES[kind]} share sits on the low side for odd {odd}s."
    aces = ", aces lowest" if aces_low else ""
    return (f"The odd {odd}{'s go' if len(favoured) > 1 else ' goes'} to {held}: the {side} card by suit "
            f"(♠ ♥ ♦ ♣{aces}), counting all of their cards (house rule).{where}")


def _declared_winners(game: Game, kinds: list[str], active: list[str], declared: dict[str, str],
                      judged: dict, lines: list[str]) -> tuple[dict[str, list[str]], dict[str, tuple[str, str]]]:
    """The club's declaration rules for a two-way (high/low) pot: the winners of each way, and each player
    knocked out by declaring both (player -> (way lost, how, in words))."""
    hi, lo = kinds
    wants = {hi: [p for p in active if declared[p] in ("high", "both")],
             lo: [p for p in active if declared[p] in ("low", "both")]}
    both = [p for p in active if declared[p] == "both"]
    decl_words = ", ".join(f"{p} {declared[p]}" for p in active)
    lines.append(f"Declared: {decl_words}.")
    out: dict[str, tuple[str, str]] = {}
    # A player declaring both is judged against everyone who declared each way (knocked-out players
    # included), so who is out never depends on the order players are looked at.
    for p in both:
        for k in (hi, lo):
            best = _best(judged[k], wants[k])
            if p not in best:
                lines.append(f"{p} declared both and lost the {POT_NAMES[k]} to {and_list(best)}: "
                             f"out of both ways (house rule).")
                out[p] = (k, f"lost {_way(k)}")
                break
            if len(best) > 1 and game.house.both_tie == "lose":
                lines.append(f"{p} declared both and tied the {POT_NAMES[k]}: under this game's rule a tie "
                             f"counts as a loss, so {p} is out of both ways.")
                out[p] = (k, f"tied {_way(k)} (a tie loses both ways in this game)")
                break
    remaining = {k: [p for p in wants[k] if p not in out] for k in (hi, lo)}
    winners = {k: _best(judged[k], remaining[k]) for k in (hi, lo)}
    half = "half" if game.pots[0].share == _HALF else "share"
    for p in both:
        if p in out:
            continue
        tied = [k for k in (hi, lo) if len(winners[k]) > 1]
        if len(tied) == 2:
            lines.append(f"{p} declared both and tied both ways — the {POT_NAMES[hi]} with "
                         f"{and_list([q for q in winners[hi] if q != p])} and the {POT_NAMES[lo]} with "
                         f"{and_list([q for q in winners[lo] if q != p])}: each way is split (house rule).")
        elif tied:
            k = tied[0]
            other = lo if k == hi else hi
            lines.append(f"{p} declared both and tied the {POT_NAMES[k]} with "
                         f"{and_list([q for q in winners[k] if q != p])}: the {POT_NAMES[k]} {half} is split "
                         f"and {p} takes the {POT_NAMES[other]} {half} (house rule).")
        for k in (hi, lo):
            level = [q for q in _best(judged[k], wants[k]) if q != p and q in out]
            if level and len(winners[k]) == 1:
                lines.append(f"{p}'s {POT_NAMES[k]} ties {and_list(level)}'s, but {and_list(level)} "
                             f"{'is' if len(level) == 1 else 'are'} out: {p} takes the {POT_NAMES[k]} {half} "
                             f"alone.")
    if not wants[lo] and wants[hi]:
        lines.append(f"Everyone declared high: the {POT_NAMES[hi]} takes the whole pot.")
    elif not wants[hi] and wants[lo]:
        lines.append(f"Everyone declared low: the {POT_NAMES[lo]} takes the whole pot.")
    else:
        for k, other in ((hi, lo), (lo, hi)):
            if wants[k] and not remaining[k] and remaining[other]:
                lines.append(f"No one remains for the {POT_NAMES[k]}: it goes to the {POT_NAMES[other]}.")
    return winners, out
