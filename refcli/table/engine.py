"""The table as a state machine: one Action at a time, validated against the night and the game's rules.

``apply`` works on a copy of the night and returns it only when the action is legal, so a refused command
changes nothing. Every money movement goes through the ledger (player <-> pot), so the accounts sum to zero.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards import parse_card
from ..errors import IllegalAction
from ..ledger import POT
from ..money import format_money, split_evenly
from ..rules.model import Game, House
from ..script import Action
from .state import BETTING, SHOWDOWN, TAKING, Betting, Hand, HandSummary, Night

if TYPE_CHECKING:
    from .showdown import Ruling


@dataclass(frozen=True)
class Outcome:
    """What one action did: lines for the table, and the ruling or night-end it produced, if any."""

    lines: tuple[str, ...] = ()
    ruling: Ruling | None = None
    ended: bool = False
    summaries: tuple[HandSummary, ...] = field(default=())


def card_label(code: str) -> str:
    return code if "/" in code else parse_card(code).label


def labels(codes) -> str:
    return " ".join(card_label(c) for c in codes)


def apply(night: Night | None, action: Action, game: Game | None = None,
          in_place: bool = False) -> tuple[Night, Outcome]:
    """Apply one action; ``game`` is the resolved ruleset for a ``game`` action. Raises IllegalAction.

    A live command works on a copy so a refusal halfway leaves the night untouched; a replay of stored
    (already validated) events may work in place.
    """
    if action.verb == "night":
        if night is not None and not night.ended:
            raise IllegalAction(f"a night is already open ({', '.join(night.players)}): end it first")
        new = Night.new(list(action.players))
        return new, Outcome((f"Night opened: {', '.join(new.players)} (clockwise). {new.players[0]} deals "
                             f"first and picks the first game.",))
    if night is None:
        raise IllegalAction("no night is open: start one with night NAME NAME ...")
    if night.ended:
        raise IllegalAction("the night has ended: start a new one with night NAME NAME ...")
    work = night if in_place else copy.deepcopy(night)
    handler = _HANDLERS.get(action.verb)
    if handler is None:
        raise IllegalAction(f"'{action.verb}' is not something the table records")
    outcome = handler(work, action, game) if action.verb == "game" else handler(work, action)
    return work, outcome


# --- helpers ---------------------------------------------------------------------------------------------

def _house(night: Night) -> House:
    if night.hand is not None:
        return night.hand.game.house
    if night.pick_game is not None:
        return night.pick_game.house
    return House()


def _hand(night: Night) -> Hand:
    if night.hand is None:
        raise IllegalAction("no hand is being played: type deal to start the next one")
    return night.hand


def _seated(night: Night, player: str) -> None:
    if player not in night.players:
        raise IllegalAction(f"{player} is not seated tonight")


def _in_hand(hand: Hand, player: str) -> None:
    if player not in hand.active:
        if player in hand.seats:
            raise IllegalAction(f"{player} has already folded")
        raise IllegalAction(f"{player} is not in this hand")


def _pay(night: Night, player: str, amount: int) -> None:
    night.ledger.move(player, POT, amount)


def pot_line(night: Night) -> str:
    hand = night.hand
    text = f"pot {format_money(night.ledger.pot)}"
    if hand is not None and hand.phase == BETTING and hand.betting and hand.betting.to_act:
        p = hand.betting.to_act[0]
        owed = hand.betting.owed(p)
        text += f" · {p} to act" + (f" ({format_money(owed)} to call)" if owed else "")
    elif hand is not None and hand.phase == TAKING:
        text += f" · {hand.taking[0]} to take or pass"
    elif hand is not None and hand.phase == SHOWDOWN:
        text += " · betting over: " + _showdown_prompt(hand)
    return text


def _showdown_prompt(hand: Hand) -> str:
    if hand.game.declare:
        waiting = [p for p in hand.active if p not in hand.declared]
        if waiting:
            return "declare " + ", ".join(waiting)
    unshown = [p for p in hand.active if not hand.shown.get(p)]
    if unshown:
        return "show " + ", ".join(unshown)
    return "all cards shown: settle"


# --- night and game --------------------------------------------------------------------------------------

def _game(night: Night, action: Action, game: Game | None) -> Outcome:
    if game is None:
        raise IllegalAction("game needs a game name")
    if night.hand is not None:
        raise IllegalAction(f"hand {night.hand.number} is still being played: settle it first")
    if night.pick_hands:
        left = night.pick_game.house.picker_hands - night.pick_hands
        raise IllegalAction(f"{night.picker}'s pick ({night.pick_game.title}) plays "
                            f"{night.pick_game.house.picker_hands} hands; {left} to go")
    n = len(night.players)
    if not game.players_min <= n <= game.players_max:
        raise IllegalAction(f"{game.name} is for {game.players_min} to {game.players_max} players; "
                            f"the table has {n}")
    night.pick_game = game
    return Outcome((f"{night.picker} picks {game.title} for the next {game.house.picker_hands} hands.",))


def _deal(night: Night, action: Action) -> Outcome:
    if night.hand is not None:
        raise IllegalAction(f"hand {night.hand.number} is still being played: settle it first")
    if night.pick_game is None:
        raise IllegalAction(f"{night.picker} picks the next game: type game NAME")
    game = night.pick_game
    n = len(night.players)
    d = night.hands_played % n
    dealer = night.players[d]
    seats = [night.players[(d + 1 + i) % n] for i in range(n)]
    hand = Hand(number=night.hands_played + 1, dealer=dealer, game=game, seats=seats, active=list(seats))
    night.hand = hand
    ante = game.house.ante_per_player * n
    if ante:
        night.ledger.move(dealer, POT, ante)
    hand.betting = Betting(to_act=list(hand.active))
    return Outcome((f"Hand {hand.number}: {dealer} deals {game.title} and antes {format_money(ante)} for the "
                    f"table · {pot_line(night)}",))


# --- cards -----------------------------------------------------------------------------------------------

def _deck_copies(game: Game, code: str) -> int:
    if code == "jk":
        return game.jokers
    return 2 if game.deck == "double" else 1


def _check_cards(night: Night, hand: Hand, codes: tuple[str, ...], exclude_player: str | None = None) -> None:
    """Refuse cards the game's deck cannot hold, and cards dealt more often than the deck has them."""
    game = hand.game
    dealt = Counter(hand.dealt())
    if exclude_player is not None:
        dealt.subtract(hand.down.get(exclude_player, []) + hand.up.get(exclude_player, []))
    new = Counter()
    for code in codes:
        copies = _check_in_deck(game, code)
        new[code] += 1
        if dealt[code] + new[code] > copies:
            if copies > 1:
                raise IllegalAction(f"{card_label(code)} would be dealt {dealt[code] + new[code]} times; the "
                                    f"{copies} decks hold {copies}")
            if new[code] > 1:
                raise IllegalAction(f"{card_label(code)} is typed twice")
            raise IllegalAction(f"{card_label(code)} was already dealt to {hand.holder_of(code)}")


def _check_in_deck(game: Game, code: str) -> int:
    """Refuse a card the game's deck does not have; return how many copies it has."""
    if "/" in code:
        raise IllegalAction(f"{code} is a dual-value card; {game.name} uses an ordinary deck")
    copies = _deck_copies(game, code)
    if copies == 0:
        raise IllegalAction(f"{game.name} is played without jokers")
    return copies


def _dealt_so_far(hand: Hand, face: str) -> int:
    rounds = hand.game.deal if hand.phase == SHOWDOWN else hand.game.deal[: hand.round + 1]
    return sum(street.count(face) for street in rounds)


def _deal_cards(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    game, face, p = hand.game, action.verb, action.player
    _in_hand(hand, p)
    _check_cards(night, hand, action.cards)
    held = (hand.up if face == "up" else hand.down).setdefault(p, [])
    after = len(held) + len(action.cards)
    either = game.either_per_player
    total = (game.up_per_player if face == "up" else game.down_per_player) + either
    if after > total:
        raise IllegalAction(f"{p} would have {after} {face} cards; {game.name} deals "
                            f"{'at most ' if either else ''}{total}")
    so_far = _dealt_so_far(hand, face) + _dealt_so_far(hand, "either")
    if after > so_far:
        dealt_now = f"1 {face} card per player is" if so_far == 1 else f"{so_far} {face} cards per player are"
        raise IllegalAction(f"only {dealt_now} dealt by now; {p} would have {after}")
    if either:
        # A card taken either way counts once: face down and face up together stay within the deal so far.
        mine = len(hand.down.get(p, [])) + len(hand.up.get(p, [])) + len(action.cards)
        dealt = sum(_dealt_so_far(hand, f) for f in ("down", "up", "either"))
        if mine > dealt:
            raise IllegalAction(f"only {dealt} cards per player are dealt by now; {p} would have {mine}")
    held.extend(action.cards)
    if face == "up":
        hand.up_order.extend([p, code, hand.round] for code in action.cards)
    return Outcome((f"{p} {face}: {labels(held)}",))


def _board(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    game = hand.game
    if not game.board_cards:
        raise IllegalAction(f"{game.name} has no community cards")
    _check_cards(night, hand, action.cards)
    so_far = _dealt_so_far(hand, "board")
    after = len(hand.board) + len(action.cards)
    if after > so_far:
        laid = "1 community card is" if so_far == 1 else f"{so_far} community cards are"
        raise IllegalAction(f"only {laid} laid by now; the board would have {after}")
    hand.board.extend(action.cards)
    return Outcome((f"Board: {labels(hand.board)}",))


def _indicator(night: Night, action: Action) -> Outcome:
    """A card shown to the table that belongs to nobody and sets the wild cards (Three Turds' indicators,
    the first card turned in Follow the Joker)."""
    from .wildrules import check_indicator, describe_wilds, indicators_in_deck
    hand = _hand(night)
    for code in action.cards:
        check_indicator(hand, code)
        if indicators_in_deck(hand.game):
            _check_cards(night, hand, (code,))
        else:
            _check_in_deck(hand.game, code)
        hand.indicators.append(code)
    return Outcome((f"Indicator: {labels(action.cards)} · {describe_wilds(hand)}",))


# --- betting ---------------------------------------------------------------------------------------------

def _actor(hand: Hand, action: Action) -> str:
    if hand.phase == TAKING:
        raise IllegalAction(f"no betting now: the take-or-pass round is open and it is {hand.taking[0]}'s "
                            f"turn to take or pass")
    if hand.phase != BETTING:
        raise IllegalAction(f"the betting is over: {_showdown_prompt(hand)}")
    b = hand.betting
    on_turn = b.to_act[0]
    player = action.player or on_turn
    _in_hand(hand, player)
    if player != on_turn:
        owed = b.owed(on_turn)
        what = f" (to call {format_money(owed)})" if owed else ""
        raise IllegalAction(f"it is {on_turn}'s turn{what}, not {player}'s")
    return player


def _bet(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    p = _actor(hand, action)
    b, house = hand.betting, hand.game.house
    if b.current_bet:
        raise IllegalAction(f"there is already a bet of {format_money(b.current_bet)}: call or raise")
    _check_unit(action.amount, house)
    if action.amount > house.max_bet:
        raise IllegalAction(f"a bet is at most {format_money(house.max_bet)}")
    b.current_bet = action.amount
    return _put(night, p, action.amount, f"{p} bets {format_money(action.amount)}", reopen=True)


def _raise(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    p = _actor(hand, action)
    b, house = hand.betting, hand.game.house
    if not b.current_bet:
        raise IllegalAction("there is no bet to raise: bet instead")
    _check_unit(action.amount, house)
    if action.amount > house.max_raise:
        raise IllegalAction(f"a raise is at most {format_money(house.max_raise)}")
    if b.raises >= house.max_raises:
        raise IllegalAction(f"this round has had {b.raises} raises, the most the house allows: call or fold")
    owed = b.owed(p)
    b.current_bet += action.amount
    b.raises += 1
    return _put(night, p, owed + action.amount,
                f"{p} raises {format_money(action.amount)} to {format_money(b.current_bet)}", reopen=True)


def _call(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    p = _actor(hand, action)
    owed = hand.betting.owed(p)
    if not owed:
        raise IllegalAction(f"{p} owes nothing: check")
    return _put(night, p, owed, f"{p} calls {format_money(owed)}", reopen=False)


def _check(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    p = _actor(hand, action)
    owed = hand.betting.owed(p)
    if owed:
        raise IllegalAction(f"{p} owes {format_money(owed)}: call, raise or fold")
    return _put(night, p, 0, f"{p} checks", reopen=False)


def _check_unit(amount: int, house: House) -> None:
    if amount % house.unit:
        raise IllegalAction(f"{format_money(amount)} is not a whole number of {format_money(house.unit)} units")


def _put(night: Night, player: str, amount: int, said: str, reopen: bool) -> Outcome:
    hand = night.hand
    b = hand.betting
    if amount:
        _pay(night, player, amount)
        b.put_in[player] = b.put_in.get(player, 0) + amount
    if reopen:
        # Everyone else still in must answer the new amount, in turn order after the bettor.
        i = hand.active.index(player)
        b.to_act = hand.active[i + 1:] + hand.active[:i]
    else:
        b.to_act.pop(0)
    return _advance(night, said)


def _fold(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    game = hand.game
    if action.verb == "fold" and game.buyout_required:
        who = action.player or (hand.betting.to_act[0] if hand.phase == BETTING else "PLAYER")
        raise IllegalAction(f"{game.title} is played with a {format_money(game.house.buyout)} buy-out: "
                            f"type buyout {who}")
    if action.verb == "buyout" and not game.buyout_required:
        raise IllegalAction(f"{game.title} has no buy-out: type fold")
    if hand.phase == SHOWDOWN:
        # Conceding after the last bet needs no turn.
        if action.player is None:
            raise IllegalAction("the betting is over: name who folds (fold PLAYER)")
        p = action.player
        _in_hand(hand, p)
    elif hand.phase == TAKING:
        # Instead of taking or passing, at one's turn.
        p = action.player or hand.taking[0]
        _in_hand(hand, p)
        if p != hand.taking[0]:
            raise IllegalAction(f"it is {hand.taking[0]}'s turn to take or pass, not {p}'s")
        hand.taking.pop(0)
    else:
        p = _actor(hand, action)
    said = f"{p} folds"
    if action.verb == "buyout":
        _pay(night, p, game.house.buyout)
        said = f"{p} buys out for {format_money(game.house.buyout)}"
    hand.active.remove(p)
    hand.declared.pop(p, None)
    if hand.betting and p in hand.betting.to_act:
        hand.betting.to_act.remove(p)
    return _advance(night, said)


def _advance(night: Night, said: str) -> Outcome:
    """After an action: end the hand if one player is left; close the round if everyone has acted."""
    hand = night.hand
    if len(hand.active) == 1:
        return _last_one_standing(night, said)
    lines = [said]
    if hand.phase == BETTING and not hand.betting.to_act:
        hand.round += 1
        if hand.game.flow == "take-pass" and hand.round >= hand.game.betting_rounds:
            queue = [p for p in hand.active if not hand.locked(p)]
            if hand.final or not queue:
                # No one left who may take a card: the bet just made was the last one.
                hand.phase, hand.betting = SHOWDOWN, None
                lines.append("That was the last betting round.")
            else:
                hand.phase, hand.betting, hand.taking = TAKING, None, queue
                lines.append("Take or pass, from the dealer's left.")
        elif hand.round >= hand.game.betting_rounds:
            hand.phase, hand.betting = SHOWDOWN, None
            lines.append("That was the last betting round.")
        else:
            hand.betting = Betting(to_act=list(hand.active))
            lines.append(f"Betting round {hand.round + 1} of {hand.game.betting_rounds}.")
    elif hand.phase == TAKING and not hand.taking:
        hand.phase, hand.betting = BETTING, Betting(to_act=list(hand.active))
        hand.final = all(hand.locked(p) for p in hand.active)
        lines.append(f"Betting round {hand.round + 1}" +
                     (", the last: everyone is locked." if hand.final else "."))
    lines.append(pot_line(night))
    return Outcome((" · ".join(lines),))


def _last_one_standing(night: Night, said: str) -> Outcome:
    from .showdown import Award, Ruling
    hand = night.hand
    winner = hand.active[0]
    pot = night.ledger.pot
    ruling = Ruling(hand.number, hand.game.title, hand.game.id, hand.dealer, pot,
                    (Award(winner, "all", pot, "everyone else folded"),),
                    (f"Everyone else folded: {winner} takes the pot of {format_money(pot)}.",))
    return _finish(night, ruling, (said,))


# --- showdown --------------------------------------------------------------------------------------------

def _betting_over(night: Night) -> Hand:
    hand = _hand(night)
    if hand.phase != SHOWDOWN:
        if hand.game.flow == "take-pass":
            raise IllegalAction(f"the betting is not over: everyone must be locked and bet a last time "
                                f"({pot_line(night)})")
        raise IllegalAction(f"the betting is not over: round {hand.round + 1} of {hand.game.betting_rounds} "
                            f"({pot_line(night)})")
    return hand


def _showdown_hand(night: Night, action: Action) -> Hand:
    hand = _betting_over(night)
    _in_hand(hand, action.player)
    return hand


def _declare(night: Night, action: Action) -> Outcome:
    hand = _hand(night)
    if not hand.game.declare:
        raise IllegalAction(f"{hand.game.title} has no declaration")
    hand = _showdown_hand(night, action)
    if action.player in hand.declared:
        raise IllegalAction(f"{action.player} has already declared {hand.declared[action.player]}")
    hand.declared[action.player] = action.text
    return Outcome((f"{action.player} declares {action.text} · {_showdown_prompt(hand)}",))


def _show(night: Night, action: Action) -> Outcome:
    hand = _showdown_hand(night, action)
    p, game = action.player, hand.game
    if game.declare:
        waiting = [q for q in hand.active if q not in hand.declared]
        if waiting:
            raise IllegalAction(f"declarations come first: {', '.join(waiting)} "
                                f"{'has' if len(waiting) == 1 else 'have'} not declared")
    if hand.shown.get(p):
        raise IllegalAction(f"{p} has already shown: undo to correct it")
    if game.hand == "two-groups" or action.second:
        return _show_groups(night, hand, action)
    down, up = list(action.cards), list(action.up)
    e = game.either_per_player
    if game.flow == "take-pass":
        _check_take_pass_show(hand, p, down, up)
    elif not (game.down_per_player <= len(down) <= game.down_per_player + e
            and game.up_per_player <= len(up) <= game.up_per_player + e
            and len(down) + len(up) == game.cards_per_player):
        either = f" and {e} face down or up" if e else ""
        raise IllegalAction(f"{p} shows {len(down)} down and {len(up)} up; {game.name} gives each player "
                            f"{game.down_per_player} down and {game.up_per_player} up{either} "
                            f"(face-up cards after 'up')")
    for face, shown, held in (("down", down, hand.down.get(p, [])), ("up", up, hand.up.get(p, []))):
        missing = Counter(held) - Counter(shown)
        if missing:
            code = next(iter(missing))
            raise IllegalAction(f"{p} was dealt {card_label(code)} face {face}, but the show does not have it "
                                f"face {face}")
    _check_cards(night, hand, tuple(down + up), exclude_player=p)
    # Up cards first typed at the showdown join the dealing order at its end, their round unknown.
    unseen = Counter(up) - Counter(hand.up.get(p, []))
    hand.up_order.extend([p, code, None] for code in unseen.elements())
    hand.down[p], hand.up[p] = down, up
    hand.shown[p] = True
    return Outcome((f"{p} shows {labels(down)}" + (f" up {labels(up)}" if up else "") +
                    f" · {_showdown_prompt(hand)}",))


def _check_take_pass_show(hand: Hand, p: str, down: list[str], up: list[str]) -> None:
    game = hand.game
    taken = hand.taken.get(p, 0)
    want_up = game.up_per_player + taken
    if len(down) != game.down_per_player or len(up) != want_up:
        took = f"took {taken} card{'s' if taken != 1 else ''}"
        raise IllegalAction(f"{p} shows {len(down)} down and {len(up)} up; in {game.name} {p} has "
                            f"{game.down_per_player} down and {want_up} up (dealt {game.up_per_player} up and "
                            f"{took}; face-up cards after 'up')")


def _show_groups(night: Night, hand: Hand, action: Action) -> Outcome:
    """High Hand Low Hand: ten cards shown as a high group and a low group of five, each judged alone."""
    p, game = action.player, hand.game
    if game.hand != "two-groups":
        raise IllegalAction(f"{game.name} is not played in two groups: show {p} DOWN ... up UP ...")
    if not action.second:
        raise IllegalAction(f"{game.name} is shown in two groups: show {p} HIGH FIVE / LOW FIVE")
    high, low = list(action.cards), list(action.second)
    if len(high) != 5 or len(low) != 5:
        raise IllegalAction(f"{p} shows {len(high)} and {len(low)} cards; each group is five")
    for face, held in (("down", hand.down.get(p, [])), ("up", hand.up.get(p, []))):
        missing = Counter(held) - Counter(high + low)
        if missing:
            raise IllegalAction(f"{p} was dealt {card_label(next(iter(missing)))} face {face}, but it is in "
                                f"neither group")
    _check_cards(night, hand, tuple(high + low), exclude_player=p)
    from ..evaluate.formations import Judge, judge_groups
    from ..evaluate.hand import hand_name
    judged = judge_groups([parse_card(c) for c in high], [parse_card(c) for c in low],
                          Judge.high(game.wild_high, game.house.wheel), Judge.low(game.wild_low))
    if judged.fouled:
        raise IllegalAction(f"{p}'s low group beats the high group ({hand_name(judged.high)}): the house rule "
                            f"says {p} must fold (fold {p})")
    hand.groups[p] = [high, low]
    hand.down[p], hand.up[p] = [], high + low      # all ten are face up once shown
    hand.shown[p] = True
    return Outcome((f"{p} shows high {labels(high)} / low {labels(low)} · {_showdown_prompt(hand)}",))


def _settle(night: Night, action: Action) -> Outcome:
    hand = _betting_over(night)
    if len(hand.board) < hand.game.board_cards:
        raise IllegalAction(f"the board has {len(hand.board)} of its {hand.game.board_cards} community cards: "
                            f"type board CARD ... (in the order they were laid)")
    unshown = [p for p in hand.active if not hand.shown.get(p)]
    if hand.game.declare:
        waiting = [p for p in hand.active if p not in hand.declared]
        if waiting:
            raise IllegalAction(f"{', '.join(waiting)} {'has' if len(waiting) == 1 else 'have'} not declared")
    if unshown:
        raise IllegalAction(f"{', '.join(unshown)} {'has' if len(unshown) == 1 else 'have'} not shown "
                            f"(show PLAYER ..., or fold PLAYER to concede)")
    from .showdown import rule_showdown  # the evaluator loads only when a hand is ruled on
    from .wildrules import table_wilds
    wilds, wild_lines = table_wilds(hand)
    ruling = rule_showdown(hand.number, hand.game, hand.dealer, night.ledger.pot, hand.active, hand.down,
                           hand.up, hand.board, hand.declared, wilds, wild_lines, hand.groups)
    return _finish(night, ruling, ())


def _finish(night: Night, ruling: Ruling, said: tuple[str, ...]) -> Outcome:
    """Pay the ruling out of the pot and close the hand; rotate the pick after its third hand."""
    hand = night.hand
    for award in ruling.awards:
        night.ledger.move(POT, award.player, award.amount)
    assert night.ledger.pot == 0, "a ruling must pay out the whole pot"
    summary = HandSummary(hand.number, hand.game.id, hand.game.title, hand.dealer, ruling.pot,
                          [{"player": a.player, "pot": a.pot, "amount": a.amount, "hand": a.hand}
                           for a in ruling.awards])
    night.hand = None
    night.hands_played += 1
    night.pick_hands += 1
    if night.pick_hands >= hand.game.house.picker_hands:
        night.picker_index = (night.picker_index + 1) % len(night.players)
        night.pick_game, night.pick_hands = None, 0
    return Outcome(said, ruling=ruling, summaries=(summary,))


# --- take or pass (5½-25½) -------------------------------------------------------------------------------

def _taking_hand(night: Night, action: Action) -> Hand:
    hand = _hand(night)
    game = hand.game
    if game.flow != "take-pass":
        raise IllegalAction(f"{game.title} has no take-or-pass rounds: record cards with up and down")
    if hand.phase == SHOWDOWN:
        raise IllegalAction(f"the take-or-pass rounds are over: {_showdown_prompt(hand)}")
    if hand.phase == BETTING:
        b = hand.betting
        raise IllegalAction(f"betting round {hand.round + 1} is open ({b.to_act[0]} to act): take or pass "
                            f"comes after it")
    return hand


def _taker(hand: Hand, player: str) -> str:
    """The player on turn to take or pass, or why ``player`` is not."""
    _in_hand(hand, player)
    if hand.locked(player):
        raise IllegalAction(f"{player} is locked (passed {hand.passes[player]} times) and takes no more cards")
    on_turn = hand.taking[0]
    if player != on_turn:
        raise IllegalAction(f"it is {on_turn}'s turn to take or pass, not {player}'s")
    return player


def _take(night: Night, action: Action) -> Outcome:
    hand = _taking_hand(night, action)
    p = _taker(hand, action.player)
    if len(action.cards) != 1:
        raise IllegalAction(f"a player takes one card at a time, not {len(action.cards)}")
    _check_cards(night, hand, action.cards)
    code = action.cards[0]
    hand.up.setdefault(p, []).append(code)
    hand.up_order.append([p, code, hand.round])
    hand.taken[p] = hand.taken.get(p, 0) + 1
    hand.taking.pop(0)
    return _advance(night, f"{p} takes {card_label(code)} (up: {labels(hand.up[p])})")


def _pass(night: Night, action: Action) -> Outcome:
    hand = _taking_hand(night, action)
    p = _taker(hand, action.player or hand.taking[0])
    hand.passes[p] = hand.passes.get(p, 0) + 1
    hand.taking.pop(0)
    n = hand.passes[p]
    said = f"{p} passes ({n} of {hand.game.lock_after}" + (": locked)" if hand.locked(p) else ")")
    return _advance(night, said)


# --- money outside the betting ---------------------------------------------------------------------------

def _pay_in(night: Night, action: Action) -> Outcome:
    _seated(night, action.player)
    _check_unit(action.amount, _house(night))
    _pay(night, action.player, action.amount)
    reason = f" ({action.text})" if action.text else ""
    return Outcome((f"{action.player} pays {format_money(action.amount)} into the pot{reason} · "
                    f"{pot_line(night)}",))


def _penalty(night: Night, action: Action) -> Outcome:
    _seated(night, action.player)
    reason = f" for {action.text}" if action.text else ""
    if action.waived:
        return Outcome((f"Penalty on {action.player}{reason}: waived.",))
    amount = _house(night).penalty
    _pay(night, action.player, amount)
    where = "" if night.hand else " (it stays in the pot for the next hand)"
    return Outcome((f"Penalty: {action.player} pays {format_money(amount)} into the pot{reason}{where}.",))


def _end(night: Night, action: Action) -> Outcome:
    if night.hand is not None:
        raise IllegalAction(f"hand {night.hand.number} is not settled: settle it (or undo its deal) first")
    lines = []
    left = night.ledger.pot
    if left:
        # A late penalty has no hand to go to: the house shares it among every seat (odd quarters from
        # the seat after the last dealer, round the table).
        last = (night.hands_played - 1) % len(night.players)
        order = [night.players[(last + 1 + i) % len(night.players)] for i in range(len(night.players))]
        unit = _house(night).unit
        shares = list(zip(order, split_evenly(left, len(order), unit)))
        for p, amt in shares:
            if amt:
                night.ledger.move(POT, p, amt)
        odd = "quarter" if unit == 25 else "unit"
        even = left // len(order) // unit * unit
        lucky = [p for p, amt in shares if amt > even]
        lines.append(f"{format_money(left)} was left in the pot when the night ended: shared equally by every "
                     f"seat (house rule)" + (f", the odd {odd}s one at a time round the table from the seat "
                                             f"after the last dealer ({night.players[last]})." if lucky else "."))
        for p, amt in shares:
            extra = f", with an odd {odd}" if amt > even else ""
            lines.append(f"  {p} gets {format_money(amt)}{extra}." if amt else
                         f"  {p} gets nothing: the pot had fewer {odd}s than seats.")
    night.ended = True
    return Outcome(tuple(lines), ended=True)


_HANDLERS = {
    "game": _game, "deal": _deal, "up": _deal_cards, "down": _deal_cards, "board": _board,
    "indicator": _indicator,
    "bet": _bet, "raise": _raise, "call": _call, "check": _check, "fold": _fold, "buyout": _fold,
    "take": _take, "pass": _pass,
    "declare": _declare, "show": _show, "settle": _settle, "pay": _pay_in, "penalty": _penalty, "end": _end,
}
