"""Cards at the table: what the deck can hold, what has been dealt by now, and the dealer's `up`, `down`,
`board` and `indicator` lines, which he may type whenever the cards are dealt."""

from __future__ import annotations

from collections import Counter

from ..kernel.cards import parse_card
from ..kernel.errors import IllegalAction
from .state import Hand

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from ..rules.model import Game


def card_label(code: str) -> str:
    label = _LABELS.get(code)
    if label is None:
        if "/" in code:
            top, bottom = code.split("/")
            label = f"{parse_card(top).label}/{parse_card(bottom).label}"
        else:
            label = parse_card(code).label
        if len(_LABELS) >= 512:
            _LABELS.clear()
        _LABELS[code] = label
    return label


# Code -> the card as the table reads it ('Ah' -> 'A♥'), as kernel/cards.py keeps its parses: every show and
# every card typed is said back in these words, from the same few dozen codes.
_LABELS: dict[str, str] = {}


def labels(codes) -> str:
    return " ".join(card_label(c) for c in codes)


def dual_deck(game: Game) -> bool:
    return game.deck.startswith("dual")


def _identity(code: str) -> str:
    """A dual-value card is the same card whichever way up it is held."""
    return "/".join(sorted(code.split("/"))) if "/" in code else code


def _deck_copies(game: Game, code: str) -> int:
    if code == "jk":
        return game.jokers
    return 2 if game.deck == "double" else 1


def check_in_deck(game: Game, code: str) -> int:
    """Refuse a card the game's deck does not have; return how many copies it has."""
    if game.deck == "standard" and code != "jk" and "/" not in code:
        return 1        # the plain deck's own card (asked for every card of every show)
    if dual_deck(game):
        if code == "jk":
            if not game.jokers:
                raise IllegalAction(f"{game.name} is played without jokers")
            return game.jokers
        if "/" not in code:
            raise IllegalAction(f"{card_label(code)} is not a dual-value card: {game.name} is played with "
                                f"dual-value cards (type top/bottom, like Kh/4c)")
        if "jk" in code.split("/"):
            # A joker is one card with no values to split: typed as half of a dual card it would escape the
            # count of jokers in the deck.
            raise IllegalAction(f"{code} is not a card of this deck: a joker is typed jk")
        return 1
    if "/" in code:
        raise IllegalAction(f"{code} is a dual-value card; {game.name} uses an ordinary deck")
    if game.deck == "forty-one":
        from ..evaluate.seven_half import in_deck
        if not in_deck(code):
            raise IllegalAction(f"{card_label(code) if code != 'jk' else 'a joker'} is not in the deck of 41 "
                                f"cards (no 8s, 9s or 10s but the 8♥, no jokers)")
    copies = _deck_copies(game, code)
    if copies == 0:
        raise IllegalAction(f"{game.name} is played without jokers")
    return copies


def extra_dealt(hand: Hand, player: str, face: str) -> int:
    """Cards a step dealt ``player`` face ``face`` beyond the game's own deal (Pat Hand's rounds after the 7th
    card, a card won at Ebay's auction): each state part that deals some says how many (``extra_cards``)."""
    return sum(hand.ask("extra_cards", player, face))


def _spare_decks(hand: Hand) -> int:
    """Decks opened beyond the game's own (Pat Hand's second deck): each holds every card once more."""
    return sum(hand.ask("decks_opened"))


def _no_more(hand: Hand) -> str:
    """Why no more cards come this hand, when a step knows (Pat Hand: the game is over)."""
    return next((why for why in hand.ask("no_more_cards") if why), "")


def check_cards(hand: Hand, codes: tuple[str, ...], exclude_player: str | None = None) -> None:
    """Refuse cards the game's deck cannot hold, and cards dealt more often than the deck has them."""
    game = hand.game
    spare = _spare_decks(hand) if hand.parts else 0
    dealt_codes = hand.dealt()
    if exclude_player is not None:
        held = hand.down.get(exclude_player, []) + hand.up.get(exclude_player, [])
        if held:        # nothing typed for him yet: every card dealt is someone else's
            dealt_codes = list((Counter(dealt_codes) - Counter(held)).elements())
    dual = dual_deck(game)
    # An ordinary deck's card is its own identity (a dual-value code is refused by check_in_deck below).
    dealt = Counter(_identity(c) for c in dealt_codes) if dual else Counter(dealt_codes)
    new: Counter = Counter()
    for code in codes:
        copies = check_in_deck(game, code)
        if spare and code != "jk":
            copies += spare
        key = _identity(code) if dual else code
        new[key] += 1
        if dealt[key] + new[key] > copies:
            if code == "jk":
                raise IllegalAction(f"the deck has {copies} joker{'s' if copies != 1 else ''}, and "
                                    f"{dealt[key] + new[key]} would be dealt")
            if copies > 1:
                raise IllegalAction(f"{card_label(code)} would be dealt {dealt[key] + new[key]} times; the "
                                    f"{copies} decks hold {copies}")
            if new[key] > 1:
                raise IllegalAction(f"{card_label(code)} is typed twice")
            holder = next((c for c in dealt_codes if _identity(c) == key), code)
            raise IllegalAction(f"{card_label(code)} was already dealt to {hand.holder_of(holder)}")
    if dual:
        _check_dual_values(dealt_codes, codes)


def _check_dual_values(dealt: list[str], codes: tuple[str, ...]) -> None:
    """A dual-value deck prints each value on two cards: refuse a third card bearing the same value."""
    seen: Counter = Counter()
    for code in list(dealt) + list(codes):
        if "/" in code:
            for value in code.split("/"):
                seen[value] += 1
    for code in codes:
        for value in code.split("/") if "/" in code else ():
            if seen[value] > 2:
                raise IllegalAction(f"{card_label(value)} is on two cards of a dual-value deck already; "
                                    f"{card_label(code)} would be a third")


def dealt_so_far(hand: Hand, face: str) -> int:
    return sum(street.count(face) for street in hand.game.deal[: hand.street + 1])


def deal_cards(hand: Hand, action) -> str:
    game, face, p = hand.game, action.verb, action.player
    if p not in hand.active:
        if p in hand.seats:
            if face == "up" and hand.parts:
                folded = _folded_up_cards(hand, p, action)
                if folded:
                    return folded
            raise IllegalAction(f"{p} has already folded")
        raise IllegalAction(f"{p} is not in this hand")
    no_more = _no_more(hand) if hand.parts else ""
    if no_more:         # the game is over (Pat Hand): that comes before whatever else is wrong with the cards
        held = len((hand.up if face == "up" else hand.down).get(p, [])) + len(action.cards)
        if held > dealt_so_far(hand, face) + dealt_so_far(hand, "either") + extra_dealt(hand, p, face):
            raise IllegalAction(f"{no_more}: {p} would have {held} {face} cards")
    check_cards(hand, action.cards)
    held = (hand.up if face == "up" else hand.down).setdefault(p, [])
    after = len(held) + len(action.cards)
    either = game.either_per_player
    extra = extra_dealt(hand, p, face) if hand.parts else 0
    total = (game.up_per_player if face == "up" else game.down_per_player) + either + extra
    so_far = dealt_so_far(hand, face) + dealt_so_far(hand, "either") + extra
    if after > total:
        raise IllegalAction(f"{p} would have {after} {face} cards; {game.name} deals "
                            f"{'at most ' if either else ''}{total}")
    if after > so_far:
        dealt_now = f"1 {face} card per player is" if so_far == 1 else f"{so_far} {face} cards per player are"
        raise IllegalAction(f"only {dealt_now} dealt by now; {p} would have {after}")
    if either:
        # A card taken either way counts once: face down and face up together stay within the deal so far.
        mine = len(hand.down.get(p, [])) + len(hand.up.get(p, [])) + len(action.cards)
        dealt = sum(dealt_so_far(hand, f) for f in ("down", "up", "either"))
        if mine > dealt:
            raise IllegalAction(f"only {dealt} cards per player are dealt by now; {p} would have {mine}")
    held.extend(action.cards)
    if face == "up":
        hand.up_order.extend([p, code, hand.street] for code in action.cards)
    said = f"{p} {face}: {labels(held)}"
    for note in hand.ask("notice_cards", hand, p):      # what a step notices in the cards (Pat Hand: a pat hand up)
        if note:
            said += " · " + note
    return said


def _folded_up_cards(hand: Hand, p: str, action) -> str:
    """A folded player's up cards typed after his fold, where their place in the dealing order still sets the wild
    cards (refcli/table/folded.py): at most those dealt him before he folded. '' where his fold is not kept."""
    from .folded import up_dealt_to_folded
    dealt = up_dealt_to_folded(hand, p)
    held = hand.up.get(p, [])
    if dealt is None or len(held) >= dealt:
        return ""
    after = len(held) + len(action.cards)
    if after > dealt:
        raise IllegalAction(f"{p} folded after {dealt} up card{'s' if dealt != 1 else ''} and has {len(held) or 'none'}"
                            f" typed; he would have {after}")
    check_cards(hand, action.cards)
    held = hand.up.setdefault(p, [])
    held.extend(action.cards)
    hand.up_order.extend([p, code, hand.street] for code in action.cards)
    return f"{p} up: {labels(held)} (folded)"


def board(hand: Hand, action) -> str:
    game = hand.game
    if not game.board_cards:
        raise IllegalAction(f"{game.name} has no community cards")
    check_cards(hand, action.cards)
    so_far = dealt_so_far(hand, "board")
    after = len(hand.board) + len(action.cards)
    if after > so_far:
        laid = "1 community card is" if so_far == 1 else f"{so_far} community cards are"
        raise IllegalAction(f"only {laid} laid by now; the board would have {after}")
    hand.board.extend(action.cards)
    return f"Board: {labels(hand.board)}"


def indicator(hand: Hand, action) -> str:
    """A card shown to the table that belongs to nobody and sets the wild cards (Three Turds' indicators,
    the first card turned in Follow the Joker)."""
    from .wildrules import check_indicator, describe_wilds, indicators_in_deck
    for code in action.cards:
        check_indicator(hand, code)
        if indicators_in_deck(hand.game):
            check_cards(hand, (code,))
        else:
            check_in_deck(hand.game, code)
        hand.indicators.append(code)
    return f"Indicator: {labels(action.cards)} · {describe_wilds(hand)}"


def up_cards_missing(hand: Hand) -> list[tuple[str, int, int]]:
    """Players still in whose face-up cards dealt by now are not all typed: (player, typed, dealt), in turn
    order. A ruling that reads the cards showing (who opens, who bids first) needs them, and never guesses."""
    if hand.game.either_per_player:
        return []       # a card taken either way: how many lie face up is the players' own choice
    so_far = dealt_so_far(hand, "up")
    short = []
    for p in hand.active:
        want = so_far + (extra_dealt(hand, p, "up") if hand.parts else 0)
        have = len(hand.up.get(p, []))
        if have < want:
            short.append((p, have, want))
    return short


def up_cards_wanted(short: list[tuple[str, int, int]]) -> str:
    """'Bob has 2 of 4, Dee none of 4' — whose face-up cards are missing, for a line that asks for them."""
    return ", ".join(f"{p} has {have or 'none'} of {want}" for p, have, want in short)
