"""The showdown: `declare` (high, low or both, before any show), `show` (each player's cards) and `settle`
(the ruling). They share one state part and one set of verbs: whichever of them the hand is at, a
declaration, a show, a concession or a settle is answered with the same rules, in the order the club
plays them (declarations first, then shows, then the ruling)."""

from __future__ import annotations

from collections import Counter

from ...kernel.declare import Choice, Mechanic, Setting
from ...kernel.records import dataclass, field
from ...kernel.errors import IllegalAction
from ...kernel.registry import STEPS
from ..dealing import check_cards, check_in_deck, extra_dealt, labels
from ..flow import ask_kinds, step_is
from ..state import PARTS, Part
from .base import Expect, StepKind, in_hand
from .folding import check_fold_verb, fold, folder


@PARTS.register("showdown")
@dataclass
class Showdown(Part):
    declared: dict[str, str] = field(default_factory=dict)
    shown: dict[str, bool] = field(default_factory=dict)
    groups: dict[str, list[list[str]]] = field(default_factory=dict)   # two-group games: [high five, low five]

    def forget(self, player: str) -> None:
        self.declared.pop(player, None)

    def to_json(self) -> dict:
        return {"declared": self.declared, "shown": self.shown, "groups": self.groups}

    @classmethod
    def from_json(cls, d: dict) -> "Showdown":
        return cls(**d)


def waiting_to_declare(hand) -> list[str]:
    if not hand.game.has_step("declare"):
        return []
    declared = hand.part("showdown").declared
    return [p for p in hand.active if p not in declared]


def unshown(hand) -> list[str]:
    shown = hand.part("showdown").shown
    return [p for p in hand.active if not shown.get(p)]


def prompt(hand) -> str:
    waiting = waiting_to_declare(hand)
    if waiting:
        return "declare " + ", ".join(waiting)
    left = unshown(hand)
    if left:
        typed = [p for p in left if _typed_whole(hand, p)]
        if len(typed) == len(left):     # settle shows them: their cards were typed as dealt
            return "every card typed: settle"
        rest = [p for p in left if p not in typed]
        return "show " + ", ".join(rest) + (f" ({', '.join(typed)}: every card typed)" if typed else "")
    # (imports named in full in what runs on each show and settle: a relative one asks the package's spec for
    # its parent each time)
    from refcli.table.wildrules import settle_needs
    need = settle_needs(hand)
    return f"all cards shown; before settle: {need}" if need else "all cards shown: settle"


class ShowdownStep(StepKind):
    verbs = ("declare", "show", "settle", "fold", "buyout")
    showdown = True

    def enter(self, ctx, step) -> None:
        if ctx.bet_closed and not ctx.lines and not bet_follows(ctx.hand):
            ctx.lines.append("That was the last betting round.")

    def expects(self, ctx, step) -> Expect:
        hand = ctx.hand
        waiting = waiting_to_declare(hand)
        left = unshown(hand)
        short = ("declare " + _names(waiting)) if waiting else ("show " + _names(left)) if left else "settle"
        verbs = ("declare",) if waiting else ("show", "fold") if left else ("settle",)
        return Expect(self.name, tuple(waiting or left), verbs, 0, prompt(hand), short,
                      showdown=not bet_follows(hand))

    def refuse(self, ctx, step, verb) -> str:
        if bet_follows(ctx.hand):       # a declaration before the last bet (Anaconda)
            return f"the declaration comes first: {prompt(ctx.hand)}"
        when = next((w for w in ask_kinds(ctx.hand.game, "elsewhere", ctx, verb, True) if w), "")
        if when:        # a verb of a mechanic the showdown comes after (Ebay's auction)
            return f"{when}: {prompt(ctx.hand)}"
        if verb in ("take", "pass"):
            return f"the take-or-pass rounds are over: {prompt(ctx.hand)}"
        if verb == "draw":
            return f"the draw is over: {prompt(ctx.hand)}"
        return f"the betting is over: {prompt(ctx.hand)}"

    def act(self, ctx, step, action):
        hand = ctx.hand
        if action.verb in ("fold", "buyout") and action.player is None:
            # `f` at the showdown: the next player to show concedes (`show` without a name is his too).
            from dataclasses import replace         # lazily: a table line need not load dataclasses
            left = [] if waiting_to_declare(hand) else unshown(hand)
            action = replace(action, player=folder(action, left[0] if left else None))
        if action.verb == "fold" and hand.game.buyout_required and not hand.part("showdown").shown.get(
                action.player):
            # The betting is over: a player who gives up his show concedes; the buy-out is the price of getting
            # out while there is still betting to avoid, so none is owed now (the settle refusal offers fold).
            # One who has shown keeps the refusal he always had.
            in_hand(hand, action.player)
            fold(ctx, action.player, "fold")
            return f"{action.player} concedes (no buy-out once the betting is over)", True
        if action.verb in ("fold", "buyout"):
            check_fold_verb(ctx, action.verb, action.player or "PLAYER")
            in_hand(hand, action.player)
            return fold(ctx, action.player, action.verb), True
        if action.verb == "declare":
            said = _declare(ctx, action)
            # The last declaration before a bet (Anaconda): the status line says who opens it.
            return said, bet_follows(hand) and not waiting_to_declare(hand)
        if action.verb == "show":
            return _show(ctx, action), False
        return _settle(ctx), False


def bet_follows(hand) -> bool:
    """A betting round is still to come after the step the hand is at (a declaration before the last bet)."""
    from refcli.table.flow import program
    return any(step_is(s.kind, "betting_round") for s in program(hand.game.steps)[hand.cursor + 1:])


def _names(names: list[str], most: int = 3) -> str:
    return ", ".join(names) if len(names) <= most else ", ".join(names[:most]) + f" +{len(names) - most}"


# Said after "X has not declared", so the host knows the line to type.
DECLARE_FORM = " (declare PLAYER high|low|both, ...)"


def _declare(ctx, action) -> str:
    hand = ctx.hand
    if not hand.game.has_step("declare"):
        raise IllegalAction(f"{hand.game.title} has no declaration")
    in_hand(hand, action.player)
    sd = hand.part("showdown")
    if action.player in sd.declared:
        raise IllegalAction(f"{action.player} has already declared {sd.declared[action.player]}")
    sd.declared[action.player] = action.text
    if bet_follows(hand) and not waiting_to_declare(hand):
        return f"{action.player} declares {action.text}"
    return f"{action.player} declares {action.text} · {prompt(hand)}"


def _show(ctx, action) -> str:
    hand = ctx.hand
    p, game = action.player, hand.game
    in_hand(hand, p)
    sd = hand.part("showdown")
    waiting = waiting_to_declare(hand)
    if waiting:
        raise IllegalAction(f"declarations come first: {', '.join(waiting)} "
                            f"{'has' if len(waiting) == 1 else 'have'} not declared{DECLARE_FORM}")
    if sd.shown.get(p):
        raise IllegalAction(f"{p} has already shown: undo to correct it")
    if game.hand == "two-groups" or action.second:
        return _show_groups(ctx, action)
    if action.text == AS_DEALT:
        down, up = _as_dealt(hand, p)
    else:
        down, up = _with_cards_known(hand, p, list(action.cards), list(action.up))
        _check_show(hand, p, down, up)
    return _record_show(hand, p, down, up)


def _with_cards_known(hand, p: str, down: list[str], up: list[str]) -> tuple[list[str], list[str]]:
    """`show Eve 7c 7h Qs` once her four up cards were typed (or `show Dee qh/td qd/jc 9c/ah` once the cards
    she drew were named, `show 2h` once a 5½-25½ player's up cards were): the cards typed are the ones refcli
    does not know yet, joined to those typed for her. Read so only when the show names no face (no `up`),
    holds exactly as many cards as are missing, and the missing ones are all of one face; any other show is
    her whole hand, as it always was (a whole hand typed again still fits: it is never the missing count)."""
    game = hand.game
    if up or game.either_per_player:
        return down, up
    known_down, known_up = list(hand.down.get(p, [])), list(hand.up.get(p, []))
    xd, xu = (extra_dealt(hand, p, "down"), extra_dealt(hand, p, "up")) if hand.parts else (0, 0)
    xu += sum(hand.ask("cards_taken", p))      # the cards he took, face up, beyond the deal (5½-25½)
    if not known_down and not known_up:
        # Nothing typed for him yet: his whole hand without the word `up` is read as the long form orders it,
        # the face-down cards first (as many as he was dealt), then the face-up ones (`show asks3c7d7h7s2c`).
        n_down, n_up = game.down_per_player + xd, game.up_per_player + xu
        if n_up and len(down) == n_down + n_up:
            return down[:n_down], down[n_down:]
        return down, up
    if sum(hand.ask("drawn_unseen", p)):
        return down, up     # (a draw whose cards were named leaves him holding them: `show` adds the kept ones)
    short_down = game.down_per_player + xd - len(known_down)
    short_up = game.up_per_player + xu - len(known_up)
    if short_down < 0 or short_up < 0:
        return down, up
    if len(down) != short_down + short_up:
        moved = bool(hand.answering("check_show"))     # cards given (Anaconda)
        if not short_down + short_up or moved or len(down) == game.cards_per_player + xd + xu:
            return down, up         # nothing missing, or a whole hand typed again: checked as a whole hand
        # Neither the cards missing nor the whole hand: say what refcli has and what it lacks (QA note S4-2),
        # named or not (the nameless show is the next player's).
        lacking = " and ".join(f"{n} {face}" for n, face in ((short_down, "down"), (short_up, "up")) if n)
        form = f"show {p} DOWN ... up UP ..." if short_down and short_up else \
            f"show {p} " + " ".join(["DOWN"] * short_down + ["UP"] * short_up)
        raise IllegalAction(f"{p}'s cards typed as dealt are {len(known_down)} down and {len(known_up)} up: "
                            f"{lacking} {'is' if short_down + short_up == 1 else 'are'} missing, and the show has "
                            f"{len(down)} card{'s' if len(down) != 1 else ''} ({form})")
    if short_down and short_up:
        raise IllegalAction(f"{p}'s cards typed as dealt are {len(known_down)} down and {len(known_up)} up: "
                            f"{short_down} down and {short_up} up are missing, so say which is which (show {p} "
                            f"DOWN ... up UP ...)")
    if short_up:
        return known_down, known_up + down
    return known_down + down, known_up


def _typed_whole(hand, p: str) -> bool:
    """Whether the cards typed for ``p`` as dealt are his whole hand (settle shows them for him)."""
    game = hand.game
    if len(hand.down.get(p, ())) + len(hand.up.get(p, ())) < game.cards_per_player or game.hand == "two-groups":
        return False        # most shows: his hole cards were never typed
    try:
        _as_dealt(hand, p)
        return True
    except IllegalAction:
        return False


# `show PLAYER` alone: the cards typed for him as they were dealt are his show.
AS_DEALT = "as-dealt"


def _as_dealt(hand, p: str) -> tuple[list[str], list[str]]:
    """The cards typed for ``p`` as they were dealt, when they are his whole hand."""
    down, up = list(hand.down.get(p, [])), list(hand.up.get(p, []))
    try:
        if sum(hand.ask("drawn_unseen", p)):
            raise IllegalAction(f"{p} drew cards not typed")
        _check_show(hand, p, down, up)
    except IllegalAction:
        raise IllegalAction(f"the cards typed as dealt to {p} ({len(down)} down, {len(up)} up) are not the whole "
                            f"hand: show {p} DOWN-CARDS ... [up UP-CARDS ...]") from None
    return down, up


def _check_show(hand, p: str, down: list[str], up: list[str]) -> None:
    """Refuse a show that does not fit the game or contradicts the cards recorded for ``p``."""
    if any(hand.ask("check_show", hand, p, down, up)):   # a step that moved cards between players knows what
        return                                          # each may show (give)
    game = hand.game
    e = game.either_per_player
    if not any(hand.ask("check_show_counts", hand, p, down, up)):     # 5½-25½ counts the cards taken
        # Cards a step dealt beyond the game's deal (Pat Hand's later rounds, a card won at auction).
        xd, xu = (extra_dealt(hand, p, "down"), extra_dealt(hand, p, "up")) if hand.parts else (0, 0)
        n_down, n_up = game.down_per_player + xd, game.up_per_player + xu
        if not (n_down <= len(down) <= n_down + e and n_up <= len(up) <= n_up + e
                and len(down) + len(up) == n_down + n_up + e):     # the game's cards_per_player + xd + xu
            either = f" and {e} face down or up" if e else ""
            whom = f"{p} was dealt" if xd or xu else f"{game.name} gives each player"
            raise IllegalAction(f"{p} shows {len(down)} down and {len(up)} up; {whom} "
                                f"{n_down} down and {n_up} up{either} (face-up cards after 'up')")
    for code in down + up:
        check_in_deck(game, code)
    thrown = {_identity(c) for cards in hand.ask("thrown_away", p) for c in cards}
    if thrown:
        for code in down + up:
            if _identity(code) in thrown:
                raise IllegalAction(f"{p} threw away {labels([code])} in the draw, so it cannot be in the show")
    # A player who drew unseen cards may have thrown away that many of the cards recorded for him.
    unseen_draw = sum(hand.ask("drawn_unseen", p))
    if unseen_draw and hand.down.get(p):
        kept = len(hand.down[p]) - unseen_draw
        still = sum((Counter(_identity(c) for c in hand.down[p]) & Counter(_identity(c) for c in down)).values())
        if still < kept:
            raise IllegalAction(f"{p} drew {unseen_draw} and so kept {kept} of the cards dealt to him, but the show "
                                f"has only {still} of them")
    for face, shown, held in (("down", down, hand.down.get(p, [])), ("up", up, hand.up.get(p, []))):
        if not held:
            continue        # none of his cards typed that way up: the show cannot leave one out
        missing = Counter(_identity(c) for c in held) - Counter(_identity(c) for c in shown)
        if face == "down" and unseen_draw:
            missing = Counter()     # checked above: he kept enough of them
        if missing:
            code = next(c for c in held if _identity(c) in missing)
            raise IllegalAction(f"{p} was dealt {labels([code])} face {face}, but the show does not have it "
                                f"face {face}")
    check_cards(hand, tuple(down + up), exclude_player=p)


def _record_show(hand, p: str, down: list[str], up: list[str]) -> str:
    sd = hand.part("showdown")
    # Up cards first typed at the showdown join the dealing order at its end, their street unknown.
    known = hand.up.get(p)
    if not known and len(set(up)) == len(up):
        unseen = up         # none typed before, none twice: every one, in the order shown
    else:
        unseen = list((Counter(up) - Counter(known or [])).elements())
    hand.up_order.extend([p, code, None] for code in unseen)
    hand.down[p], hand.up[p] = down, up
    sd.shown[p] = True
    return f"{p} shows {labels(down)}" + (f" up {labels(up)}" if up else "") + f" · {prompt(hand)}"


def _identity(code: str) -> str:
    """A dual-value card is the same card whichever way up it is held."""
    if "/" in code:
        return "/".join(sorted(code.split("/")))
    return code


def _show_groups(ctx, action) -> str:
    """High Hand Low Hand: ten cards shown as a high group and a low group of five, each judged alone."""
    from ...kernel.cards import parse_card
    hand = ctx.hand
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
            raise IllegalAction(f"{p} was dealt {labels([next(iter(missing))])} face {face}, but it is in "
                                f"neither group")
    check_cards(hand, tuple(high + low), exclude_player=p)
    from ...evaluate.formations import Judge, judge_groups
    from ...evaluate.hand import hand_name
    judged = judge_groups([parse_card(c) for c in high], [parse_card(c) for c in low],
                          Judge.high(game.wild_high, game.house.wheel), Judge.low(game.wild_low))
    if judged.fouled:
        raise IllegalAction(f"{p}'s low group beats the high group ({hand_name(judged.high)}): the house rule "
                            f"says {p} must fold (fold {p})")
    sd = hand.part("showdown")
    sd.groups[p] = [high, low]
    hand.down[p], hand.up[p] = [], high + low      # all ten are face up once shown
    sd.shown[p] = True
    return f"{p} shows high {labels(high)} / low {labels(low)} · {prompt(hand)}"


def settle_blockers(ctx) -> None:
    """Refuse `settle` until the board is complete, everyone has declared and everyone has shown."""
    hand = ctx.hand
    if len(hand.board) < hand.game.board_cards:
        raise IllegalAction(f"the board has {len(hand.board)} of its {hand.game.board_cards} community cards: "
                            f"type board CARD ... (in the order they were laid)")
    waiting = waiting_to_declare(hand)
    if waiting:
        raise IllegalAction(f"{', '.join(waiting)} {'has' if len(waiting) == 1 else 'have'} not declared"
                            f"{DECLARE_FORM}")
    left = unshown(hand)
    shows = _shows_as_dealt(hand, left)
    if shows is None:
        raise IllegalAction(f"{', '.join(left)} {'has' if len(left) == 1 else 'have'} not shown "
                            f"(show PLAYER ..., or fold PLAYER to concede)")
    for p, down, up in shows:
        _record_show(hand, p, down, up)


def _shows_as_dealt(hand, players: list[str]):
    """Each unshown player's show from the cards typed as dealt, when every one of them had his whole hand
    typed (a game whose down cards the dealer types, like Partners); None when any did not. Nothing is
    recorded here: `settle` either shows them all or refuses, changing nothing."""
    if hand.game.hand == "two-groups":
        return None if players else []
    shows = []
    for p in players:
        try:
            down, up = _as_dealt(hand, p)
        except IllegalAction:
            return None
        shows.append((p, down, up))
    return shows


def _settle(ctx) -> str:
    from refcli.table.flow import finish
    settle_blockers(ctx)
    hand = ctx.hand
    recorded = (ctx.recorded or {}).get("ruling")
    if recorded is not None:
        # Replaying a stored hand: the ruling is what was said and paid then, not what today's code would say.
        from refcli.table.showdown import Ruling
        ruling = Ruling.from_json(recorded)
    else:
        from refcli.table.showdown import rule_showdown  # the evaluator loads only when a hand is ruled on
        from refcli.table.wildrules import table_wilds
        sd = hand.part("showdown")
        wilds, wild_lines = table_wilds(hand)
        down, up, pot = hand.down, hand.up, ctx.night.ledger.pot

        barred = _barred(hand)

        def rule(down, up, lines=wild_lines):
            return rule_showdown(hand.number, hand.game, hand.dealer, pot, hand.active, down, up, hand.board,
                                 sd.declared, wilds, lines, sd.groups, barred)
        if hand.game.setting("joker_values") == "same":
            from ..jokers import choose_same_jokers
            down, up, joker_lines = choose_same_jokers(hand.game, hand.active, down, up, rule)
            wild_lines = tuple(wild_lines) + joker_lines
        ruling = rule(down, up, wild_lines)
        notes = _notes(hand)
        if notes:
            from dataclasses import replace
            ruling = replace(ruling, lines=notes + ruling.lines)
    finish(ctx, ruling)
    return ""


def _notes(hand) -> tuple[str, ...]:
    """What the game's steps say in the ruling before the pots (how Pat Hand's game ended, Ebay's auctions)."""
    from refcli.table.flow import program
    out: list[str] = []
    for s in program(hand.game.steps):
        for line in STEPS.get(s.kind).notes(hand, s):
            if line not in out:
                out.append(line)
    return tuple(out)


def _barred(hand) -> dict[str, dict[str, str]]:
    """Who the game's steps keep from winning which pot (a step's ``bars``), merged: {kind: {player: why}}."""
    from refcli.table.flow import program
    out: dict[str, dict[str, str]] = {}
    for s in program(hand.game.steps):
        for kind, players in STEPS.get(s.kind).bars(hand, s).items():
            out.setdefault(kind, {}).update(players)
    return out


@STEPS.register("declare")
class Declare(ShowdownStep):
    name = "declare"
    declares = ("declarations",)
    owns = ("declare",)

    def absent(self, game) -> str:
        return f"{game.title} has no declaration"

    def describe(self, step, game) -> str:
        return "Each player still in declares high, low or both, all at once."

    def done(self, ctx, step) -> bool:
        return not waiting_to_declare(ctx.hand)


@STEPS.register("show")
class Show(ShowdownStep):
    name = "show"
    owns = ("show", "fold", "buyout")

    def describe(self, step, game) -> str:
        return ("Each player still in shows his cards (show asks3c7d7h7s2c for the next to show, face down first; show "
                "PLAYER DOWN ... up UP ...), or concedes (f, or fold PLAYER).")

    def done(self, ctx, step) -> bool:
        return not unshown(ctx.hand)


@STEPS.register("settle")
class Settle(ShowdownStep):
    name = "settle"
    owns = ("settle",)
    # `pot: none`: a game without a pot (7½, whose duels pay as they end) has nothing left to rule; reached,
    # the hand closes at once through its state part's `close` (refcli/table/steps/duel.py).
    params = {"pot": ("choice", ("pots", "none"), "pots")}

    def describe(self, step, game) -> str:
        if step.get("pot") == "none":
            return ("There is no pot: each duel paid as it ended. The deal closes by itself once no duel can be "
                    "played, or between duels with settle (or end for the night); the duels played stand.")
        return "refcli rules on the hand and pays each pot (settle)."

    def enter(self, ctx, step) -> None:
        if step.get("pot") == "none" and any(ctx.hand.ask("close", ctx)):
            return
        super().enter(ctx, step)

    def done(self, ctx, step) -> bool:
        return False


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    settings=(
        Setting("pot_rounding", (Choice("high-side"), Choice("nearest"))),   # shares in whole units: odd units to the high side, or nearest
        Setting("joker_values", (Choice("different"), Choice("same"))),      # dual-value decks: a joker may be two cards, or one
    ),
)
