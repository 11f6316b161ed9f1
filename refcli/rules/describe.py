"""A game's rules in plain words for `refcli rules GAME`: every effective setting, read at the table."""

from __future__ import annotations

from fractions import Fraction

from ..kernel.cards import SUIT_SYMBOLS, Card, rank_word
from ..evaluate.types import CATEGORIES, Wilds
from ..kernel.mechanics import FORMATIONS, POTS, WILD_RULES
from ..kernel.money import QUARTER, format_money
from ..kernel.words import and_list, ordinal
from .model import Game, House

WIDTH = 76

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
            9: "nine", 10: "ten"}
_SHARES = {Fraction(1): "The whole pot", Fraction(1, 2): "Half the pot", Fraction(1, 3): "A third of the pot",
           Fraction(2, 3): "Two thirds of the pot", Fraction(1, 4): "A quarter of the pot",
           Fraction(3, 4): "Three quarters of the pot"}


def _number(n: int) -> str:
    return _NUMBERS.get(n, str(n))


def rank_short(rank: int) -> str:
    """A rank as a card shows it: 7, J, A (the pot kinds' words: refcli/table/potkinds/)."""
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


def _money_words(house: House) -> str:
    return "quarters" if house.unit == QUARTER else f"units of {format_money(house.unit)}"


def odd_unit(house: House) -> str:
    """The coin an odd share is counted in: 'quarter' (the pot kinds' words too)."""
    return "quarter" if house.unit == QUARTER else f"unit of {format_money(house.unit)}"


# --- sections --------------------------------------------------------------------------------------------

def _deal_lines(game: Game) -> list[str]:
    decks = ("two standard 52-card decks" if game.deck.startswith("double") else
             "one 52-card deck of dual-value cards (each card a top value and a bottom value)"
             if game.deck.startswith("dual") else
             "a 41-card deck (A to 7 and J Q K of each suit, and the 8♥: no other 8s, no 9s or 10s)"
             if game.deck == "forty-one" else "one standard 52-card deck")
    jokers = {0: "no jokers"}.get(game.jokers, f"{_number(game.jokers)} joker{'s' if game.jokers > 1 else ''}")
    lines = [f"{game.players_min} to {game.players_max} players; {decks}, {jokers}."]
    either = f", {game.either_per_player} down or up" if game.either_per_player else ""
    if _duels(game):
        lines.append("One hand is one deal through the whole deck, in rounds of duels. The hand goes:")
        lines += _flow_lines(game)
        return lines
    if game.flow == "steps" and not game.deal:
        lines.append("The players call for their cards (no deal step). The hand goes:")
        lines += _flow_lines(game)
    elif game.flow == "steps":
        lines.append(f"Deal: {game.cards_per_player} cards each ({game.down_per_player} down, "
                     f"{game.up_per_player} up{either}). The hand goes:")
        lines += _flow_lines(game)
    elif game.flow == "take-pass":
        lines.append(f"Deal: {game.cards_per_player} cards each to start ({game.down_per_player} down, "
                     f"{game.up_per_player} up{either}), then take-or-pass rounds:")
    else:
        lines.append(f"Deal: {game.cards_per_player} cards each ({game.down_per_player} down, "
                     f"{game.up_per_player} up{either}) "
                     f"over {game.betting_rounds} betting round{'s' if game.betting_rounds != 1 else ''}:")
    for i, street in enumerate(game.deal if game.flow != "steps" else (), 1):
        groups: list[list] = []
        for card in street:
            if groups and groups[-1][0] == card:
                groups[-1][1] += 1
            else:
                groups.append([card, 1])
        parts = []
        for j, (way, count) in enumerate(groups):
            if way == "board":
                parts.append(f"{_number(count)} community card{'s' if count != 1 else ''}")
                continue
            if way == "either":
                parts.append(f"{_number(count)} card{'s' if count != 1 else ''} face down or face up "
                             "(the player's choice)")
                continue
            noun = "" if j else (" card" if count == 1 else " cards")
            parts.append(f"{_number(count)}{noun} {way}")
        lines.append(f"  {i}. {and_list(parts)}, then the {ordinal(i)} bet")
    if game.flow == "take-pass":
        n = game.lock_after
        lines.append(f"  Then, round after round: from the dealer's left, each player who is not locked either "
                     f"takes one more card, dealt face up (take 9c: the player on turn; take PLAYER CARD), or passes (pass); a "
                     f"bet follows every round. A player who has passed {_number(n)} time{'s' if n != 1 else ''} "
                     f"is locked and takes no more cards. Once everyone is locked, the next bet is the last.")
    if game.board_cards:
        lines.append(f"{game.board_cards} community cards in all, typed with `board` in the order they are laid.")
    if game.hand in ("tin-queue", "tin-queue-wrap"):
        lines.append("Tin Queue's row is typed as it is laid: the middle card first; then the three to its right, "
                     "going outward (the one next to the middle first, the far right end last); then the three to "
                     "its left, also going outward (the one next to the middle first, the far left end last). So "
                     "board 2d, board 3c 9h Qs, board 4d 8c Qh lays the row Qh 8c 4d 2d 3c 9h Qs, left to right.")
    if not _points_only(game):
        lines.append(FORMATIONS.get(game.hand).words)
        boards = max((POTS.get(p.kind).boards for p in game.pots), default=0)
        if boards:      # a board's share (its pot kind's declaration): the community cards of one board alone
            lines.append(f"The community cards are {boards} boards (each street's cards split equally, the first "
                         f"board's typed first); a hand is formed with the cards of one board alone, for each "
                         f"board's share.")
    return lines


def _flow_lines(game: Game) -> list[str]:
    """A flow given as steps, in the words each registered step gives itself."""
    from ..kernel.registry import STEPS

    def words(s) -> str:
        if s.kind in ("repeat", "each"):     # an each may sit inside a repeat (7½'s rounds of duels)
            inner = " ".join(words(t) for t in s.get("steps", ()))
            head = (f"Until {s.get('until').replace('-', ' ')}" if s.kind == "repeat" else
                    "For each player still in, in turn from the dealer's left")
            return f"{head}: {inner}"
        return STEPS.get(s.kind).describe(s, game)
    return [f"  {i}. {words(s)}" for i, s in enumerate(game.steps, 1)]


def _duels(game: Game) -> bool:
    """A banking game (7½): no pot, no poker hand; each duel pays as it ends."""
    return any(POTS.get(k).no_pot for k in game.pot_kinds())


def _duel_money_lines(game: Game) -> list[str]:
    h = game.house
    lines = ["No pot: each duel's wager goes straight from the loser to the winner (the player or the dealer), "
             "and the night's balances and settlement take it like any other money."]
    if game.setting("stakes") == "drinks":
        lines.append("Played for drinks: a drink wager never touches the money. The night's report lists each "
                     "player's drinks won and lost apart from the balances, and nobody pays for them.")
    else:
        lines.append(f"Every amount is a whole number of {_money_words(h)}.")
    if h.penalty:
        lines.append(f"Penalty: {format_money(h.penalty)} for a rule violation, paid into the pot unless the "
                     "table waives it; money left in the pot when the night ends is shared evenly by all seats.")
    return lines


def _points_only(game: Game) -> bool:
    return all(POTS.get(k).counted for k in game.pot_kinds())


def _pot_lines(game: Game) -> list[str]:
    """Each share in the words its pot kind gives itself (refcli/table/potkinds/: PotRules.rules_lines), then what
    the pot kinds say after the shares, then the house's settings of the pot kinds this game does not play. A pot
    kind with nothing of its own to say (refcli/kernel/declared.py: POT_ANSWERS) is named, not loaded."""
    from ..kernel.declared import POT_ANSWERS
    from ..kernel.registry import POT_RULES
    lines = []
    for pot in game.pots:
        share = _SHARES.get(pot.share, f"{pot.share} of the pot")
        if pot.share != 1:
            share += f" ({pot.share})"
        others = [POTS.get(p.kind).rules_name for p in game.pots if p is not pot]
        if "rules_lines" in POT_ANSWERS.get(pot.kind, ()):
            lines += POT_RULES.get(pot.kind).rules_lines(pot.kind, game, share, others)
        else:
            lines.append(f"{share}: {POTS.get(pot.kind).rules_name}.")
    kinds = game.pot_kinds()
    notes: list[str] = []
    for kind in dict.fromkeys(kinds):
        if "rules_notes" in POT_ANSWERS.get(kind, ()):
            notes += [n for n in POT_RULES.get(kind).rules_notes(kind, game) if n not in notes]  # two point pots: once
    lines += notes
    if all(POTS.get(k).stands_alone for k in kinds):
        return lines        # no poker pots to compare it with
    for kind, answers in POT_ANSWERS.items():
        if "elsewhere_lines" in answers and kind not in kinds:
            lines += POT_RULES.get(kind).elsewhere_lines(kind, game)
    return lines


def _declare_lines(game: Game) -> list[str]:
    h = game.house
    rules = []
    if h.declaration_method == "simultaneous":
        rules.append("Before the showdown every remaining player declares high, low or both, all at once "
                     "(a coin in the fist for high, none for low, two for both, opened together).")
    if h.unclaimed_way == "other_way":
        rules.append("If everyone declares the same way, that way takes the whole pot: a way nobody remaining "
                     "declared goes to the winners of the other way.")
    if h.both_tie == "split":
        rules.append("A player who declares both must not lose either way. If he ties one way, he splits that "
                     "way with the players he tied and still takes the other way.")
    else:
        rules.append("A player who declares both must win both ways outright: a tie either way counts as a "
                     "loss.")
    if h.both_loser == "out_of_both":
        rules.append("A player who declares both and loses either way wins nothing; each way then goes to the "
                     "best remaining player who declared it.")
    if h.nobody_left == "split_equally":
        rules.append("If nobody is left (players declaring both knock each other out), the pot is split "
                     "equally between them.")
    if game.declare:
        return rules
    return (["This game is not declared: each share of the pot goes to its best hand.",
             "In games played high-low declare:"] + ["  " + r for r in rules])


def _wild_sentence(things: list[str], where: str, plural: bool) -> str:
    return f"{and_list(things)} {'are' if plural else 'is'} wild {where}."




def _wild_lines(game: Game) -> list[str]:
    h = game.house
    hi, lo = game.wild_high, game.wild_low
    lines = []
    if _low_wilds(game):
        groups: tuple[tuple[str, frozenset[int], frozenset[Card]], ...] = (
            ("for the high hand and the low hand (crazy)", hi.ranks & lo.ranks, hi.cards & lo.cards),
            ("for the high hand only", hi.ranks - lo.ranks, hi.cards - lo.cards),
            ("for the low hand only", lo.ranks - hi.ranks, lo.cards - hi.cards))
    else:   # no low hand is played, so the low side of a wild card never matters
        groups = (("", hi.ranks, hi.cards),)
    for where, ranks, cards in groups:
        things = [rank_word(r, plural=True) for r in sorted(ranks)]
        things += [c.label for c in sorted(cards, key=lambda c: (c.rank, "shdc".index(c.suit)))]
        if things:
            # A rank is plural ("eights are wild"); a single card is not ("J♠ is wild").
            sentence = _wild_sentence(things, where, plural=len(things) > 1 or bool(ranks)).replace(" .", ".")
            lines.append(sentence[0].upper() + sentence[1:])
    if game.wild_rule != "fixed":
        lines.append(WILD_RULES.get(game.wild_rule).words)
    elif not lines and "wild" not in (hi.jokers, lo.jokers):
        lines.append("No wild cards.")
    lines.extend(_joker_lines(game, hi, lo))
    lines.append("House rules for wild cards: "
                 + ("a wild card may stand for any card, even a fifth of a rank or a card already held. "
                    if h.wild_may_duplicate else
                    "a wild card may stand only for a card the player does not already hold. ")
                 + ("A wild card listed without a side is crazy: it plays for the high hand and the low hand. "
                    if h.wild_high_low == "crazy" else
                    "A wild card listed without a side plays for the high hand only. ")
                 + ("A joker a game does not make wild is a bug: an ace, or any card that completes a straight "
                    "or a flush." if h.joker == "bug" else "A joker is wild unless a game says otherwise."))
    return lines


def _low_wilds(game: Game) -> bool:
    """A share is judged with the low side of the wild cards (a low hand): each card's side then matters."""
    return any(POTS.get(p.kind).low_wilds for p in game.pots)


def _joker_lines(game: Game, hi: Wilds, lo: Wilds) -> list[str]:
    if game.jokers == 0:
        return ["The deck has no jokers."]
    the = "The joker is" if game.jokers == 1 else "The jokers are"
    bug = "a bug: an ace, or any card that completes a straight or a flush"
    if not _low_wilds(game):
        return [f"{the} wild." if hi.jokers == "wild" else f"{the} {bug}."] + _double_ace(game, hi)
    if hi.jokers == "wild" and lo.jokers == "wild":
        return [f"{the} wild for the high hand and the low hand (crazy)."]
    if hi.jokers == "wild":
        return [f"{the} wild for the high hand; for the low hand, {bug} (an ace in a low hand)."]
    if lo.jokers == "wild":
        return [f"{the} wild for the low hand; for the high hand, {bug}."] + _double_ace(game, hi)
    return [f"{the} {bug}."] + _double_ace(game, hi)


def _double_ace(game: Game, hi: Wilds) -> list[str]:
    """The bug may be an ace the player already holds: say what that does to flushes."""
    if hi.jokers != "bug" or not game.house.wild_may_duplicate:
        return []
    return ["A bug may be an ace of a suit the player already holds, so it can make a double-ace flush: "
            "A-A-K-Q-8 of one suit beats A-K-Q-J-9, as a second ace beats a jack."]


def _hand_lines(game: Game) -> list[str]:
    h = game.house
    if _points_only(game):
        return ["No poker hands: only the point totals count (see Pots)."]
    lines = ["High hands, best first: " + ", ".join(reversed(CATEGORIES)) + ".",
             "Suits never break a tie."
             + (" Aces are high only: A-2-3-4-5 is not a straight." if not h.wheel else
                " Aces are high, and also low in A-2-3-4-5, the lowest straight.")]
    if h.low == "deuce-to-seven":
        lines.append("Low is deuce-to-seven: aces are high, and straights and flushes count against a low hand. "
                     "The best low is 7-5-4-3-2 not all one suit, then 7-6-4-3-2.")
    elif h.low == "weakest":
        lines.append("Low is the weakest poker hand: ranked as a high hand, the lowest wins, so pairs, straights "
                     "(A-2-3-4-5 among them) and flushes count against it. The best low is 7-5-4-3-2 not all one "
                     "suit.")
    else:
        from ..evaluate.lowkinds import declared
        own = declared(h.low)
        if own is not None:         # a low with a module of its own says itself what it is
            lines.append(own.rules)
    if h.ties == "split_evenly":
        lines.append("Ties: only the best five cards count; tied hands split that pot (or that share) evenly.")
    return lines


def _money_lines(game: Game) -> list[str]:
    h = game.house
    fm = format_money
    lines = [f"Every amount is a whole number of {_money_words(h)}."]
    if game.flow == "steps" and not game.step_says("antes"):
        lines.append("Ante: none" + (" (the blinds replace it)." if game.step_says("posts-blinds") else "."))
    elif h.ante_per_player:
        lines.append(f"Ante: {fm(h.ante_per_player)} per player, paid by the dealer for everyone.")
    else:
        lines.append("Ante: none.")
    if h.max_raises:
        raises = (f"with at most {h.max_raises} raise{'s' if h.max_raises != 1 else ''} in a betting round. "
                  f"The opening bet is not a raise, so bet{', raise' * h.max_raises} closes the raising"
                  + (" (our reading of the club's limit of two rounds)." if h.max_raises == 2 else "."))
    else:
        raises = "and no raises: a betting round is one bet and calls."
    lines.append(f"Limits: a bet is at most {fm(h.max_bet)} and a raise at most {fm(h.max_raise)}, {raises}")
    if game.step_says("posts-blinds"):
        lines.append("Each betting round opens as the hand's steps above say and goes clockwise.")
    elif h.first_to_act == "left_of_dealer":
        lines.append("Each betting round starts with the first active player to the dealer's left and goes "
                     "clockwise.")
    if game.buyout_required:
        lines.append(f"Buy-out: this game is played with a buy-out; folding costs {fm(h.buyout)}, paid into "
                     "the pot." if h.buyout else "Buy-out: this game is played with a buy-out, but it costs "
                                                 "nothing here.")
    elif h.buyout:
        lines.append(f"Buy-out: not in this game. In a game played with a buy-out, folding costs {fm(h.buyout)}, "
                     "paid into the pot.")
    else:
        lines.append("Buy-out: none.")
    if h.penalty:
        lines.append(f"Penalty: {fm(h.penalty)} for a rule violation, paid into the pot unless the table waives "
                     "it.")
    else:
        lines.append("Penalty: none.")
    suits = " ".join(SUIT_SYMBOLS[s] for s in h.suit_order)
    if h.odd_quarter == "high_side_then_suit":
        unit = odd_unit(h)
        lines.append(f"Odd {unit}s: a pot that does not divide evenly gives the odd {unit} to the high side. "
                     f"Among tied players of one side, odd {unit}s go one at a time to the player with the "
                     f"highest card by suit (high side) or the lowest card by suit (low side), counting all of "
                     f"their cards. Suit order: {suits}.")
    if h.leftover_pot == "split_evenly":
        lines.append("Money left in the pot when the night ends is shared evenly by all seats.")
    return lines


def _turn_lines(game: Game) -> list[str]:
    h = game.house
    lines = []
    if h.dealer_rotation == "left":
        lines.append("The deal passes to the left after every hand.")
    lines.append("The deal and the pick pass by anyone sitting out or gone for the night.")
    lines.append("A misdeal voids the hand: every ante and bet goes back (a penalty stays in the pot); "
                 + ("the same dealer deals again." if h.misdeal == "same_dealer" else "the deal passes to the left."))
    lines.append("More players than the game takes: the dealer sits the hand out first (and still deals), then "
                 "the players to the dealer's right.")
    if not h.picker_hands:
        lines.append("The picker's game is played for a round: each player at the table deals once (house "
                     "setting rotation.picker_hands: round); then the player to the picker's left picks.")
    else:
        lines.append(f"The picker's game is played for {_number(h.picker_hands)} hand"
                     f"{'s' if h.picker_hands != 1 else ''}; then the player to the picker's left picks.")
    return lines


def _option_lines(game: Game) -> list[tuple[str, list[str]]]:
    out = []
    for kind, heading in (("variant", f"Variants (type them after the game: game {game.id} NAME)"),
                          ("modifier", "Modifiers (any game can take them)")):
        rows = [f"{name}: {about}" if about else name for k, name, about in game.options if k == kind]
        if rows:
            out.append((heading, rows))
    return out


# --- layout --------------------------------------------------------------------------------------------

def _wrap(line: str, indent: str) -> list[str]:
    import textwrap
    extra = len(line) - len(line.lstrip(" "))
    first = indent + " " * extra
    return textwrap.wrap(line.strip(), WIDTH, initial_indent=first, subsequent_indent=first + "  ",
                         break_on_hyphens=False, break_long_words=False) or [first.rstrip()]


def describe(game: Game) -> str:
    """Every rule and setting of ``game`` as wrapped plain text."""
    import textwrap
    out = [game.title, "=" * len(game.title)]
    if game.about:
        out += textwrap.wrap(game.about, WIDTH, break_on_hyphens=False)
    if game.variants:
        out.append("")
    for name in game.variants:
        about = next((a for _k, n, a in game.options if n == name.split()[0]), "")
        out += _wrap(f"Played {name}: {about}" if about else f"Played {name}.", "")
    if _duels(game):     # no pot, no poker hand, nothing declared, nothing wild
        sections = [("Players and cards", _deal_lines(game)), ("Money", _duel_money_lines(game)),
                    ("Dealer and picker", _turn_lines(game))] + _option_lines(game)
    else:
        sections = [("Players and cards", _deal_lines(game)), ("Pots", _pot_lines(game)),
                    ("Declaring", _declare_lines(game)), ("Wild cards", _wild_lines(game)),
                    ("Hands", _hand_lines(game)), ("Money", _money_lines(game)),
                    ("Dealer and picker", _turn_lines(game))] + _option_lines(game)
    for heading, lines in sections:
        out += ["", heading]
        for line in lines:
            out += _wrap(line, "  ")
    return "\n".join(out) + "\n"


__all__ = ["describe", "WIDTH"]
