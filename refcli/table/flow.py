"""The flow runner: a game's steps compiled to a program, one cursor, and the context a step acts through.

A game's `steps` (refcli/rules/model.py) may nest: `repeat` holds steps to play until a condition holds.
``program`` flattens them into a tuple with two control steps, `until` (leave the loop when its condition
holds) and `again` (go back to the loop's `until`); `each` (the same steps once for every player still in, in
turn from the dealer's left, that player being the turn's `current` player) becomes `each-start`, `each-head`
and `each-next`. The runner alone moves the cursor: it enters a step,
lets it act on the commands it takes, and moves on when the step says it is done. Steps never call each
other, so there is no cycle among them.
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter

from ..kernel.records import dataclass, field
from ..kernel.ledger import POT, Posting
from ..kernel.registry import STEPS
from ..rules.model import Step, step
from .postings import hand_postings, note_posting
from .state import Hand, HandSummary, Night

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from .showdown import Ruling


_PROGRAMS: dict[int, tuple[tuple[Step, ...], tuple[Step, ...]]] = {}


# A flow's step kinds and the words they declare, worked out once per flow (kept by the steps' identity, as
# ``program`` does): asked on every deal and betting round.
_KIND_NAMES: dict[int, tuple[tuple[Step, ...], tuple[str, ...], frozenset[str]]] = {}


def _kinds_of(steps: tuple[Step, ...]) -> tuple[tuple[Step, ...], tuple[str, ...], frozenset[str]]:
    found = _KIND_NAMES.get(id(steps))
    if found is None or found[0] is not steps:
        from ..kernel.declared import STEPS as DECLARED
        declared: dict[str, dict] = DECLARED
        if len(_KIND_NAMES) >= 256:
            _KIND_NAMES.clear()
        names = tuple(dict.fromkeys(s.kind for s in program(steps)))
        words = frozenset(w for name in names for w in declared[name]["declares"])
        found = _KIND_NAMES[id(steps)] = (steps, names, words)
    return found


def kind_names(game) -> tuple[str, ...]:
    """The step kinds of the game's flow, each once, in the order the flow first reaches them."""
    return _kinds_of(game.steps)[1]


def declares(game, word: str) -> bool:
    """Whether a step of the game's flow declares ``word`` (StepKind.declares): what a mechanic asks of the others
    instead of naming one. Read from the index: no step module is loaded."""
    return word in _kinds_of(game.steps)[2]


def step_is(kind: str, what: str) -> bool:
    """Whether the step kind says it is ``what`` (StepKind: betting_round, deals_street, sells_cards,
    prices_wilds): how a mechanic asks about another step without naming it. Read from the index: no step module
    is loaded. The flow's own words, `repeat` and `each`, are no step: they say nothing."""
    from ..kernel.declared import STEPS as DECLARED
    declared: dict[str, dict] = DECLARED
    return bool(declared.get(kind, {}).get(what))


def ask_kinds(game, hook: str, *args):
    """The answer to ``hook`` (a StepKind method) of each step kind of the game's flow that answers it (defines it:
    the index says which, so no other module is loaded), asked one at a time."""
    from ..kernel.declared import STEPS as DECLARED
    declared: dict[str, dict] = DECLARED
    for name in kind_names(game):
        if hook in declared[name]["answers"]:
            yield getattr(STEPS.get(name), hook)(*args)


def program(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The flow of ``steps`` as a flat program. Asked on every command: looked up by the steps' identity
    first (hashing a tuple of Steps costs more than the lookup saves), then by value."""
    found = _PROGRAMS.get(id(steps))
    if found is not None and found[0] is steps:
        return found[1]
    if len(_PROGRAMS) >= 256:
        _PROGRAMS.clear()
    prog = _compile(steps)
    _PROGRAMS[id(steps)] = (steps, prog)     # the steps are kept, so their id is not reused meanwhile
    return prog


@lru_cache(maxsize=256)
def _compile(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    out: list[Step] = []

    def emit(items: tuple[Step, ...]) -> None:
        for s in items:
            if s.kind == "repeat":
                head = len(out)
                out.append(None)   # the loop's `until`, placed once its exit is known
                emit(s.get("steps", ()))
                out.append(step("again", to=head))
                out[head] = step("until", condition=s.get("until"), exit=len(out))
            elif s.kind == "each":
                out.append(step("each-start"))
                head = len(out)
                out.append(None)   # the turn's `each-head`, placed once its exit is known
                emit(s.get("steps", ()))
                out.append(step("each-next", to=head))
                out[head] = step("each-head", exit=len(out))
            else:
                out.append(s)

    emit(steps)
    return tuple(out)


@dataclass
class Ctx:
    """One command at the table: the night, its hand, and what the command did so far."""

    night: Night
    recorded: dict | None = None            # replay: what the stored event says happened
    postings: list[Posting] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)     # words after the step's own: what comes next
    ruling: "Ruling | None" = None
    summary: HandSummary | None = None
    bet_closed: bool = False                # a betting round closed during this command
    jump: int | None = None

    if TYPE_CHECKING:
        @property
        def hand(self) -> Hand: ...
    else:
        # The night's hand, read through a C getter rather than a function of ours: an action reads it a dozen
        # times, and a replay of a book does so for every action it holds.
        hand = property(attrgetter("night.hand"))

    def pay(self, frm: str, to: str, amount: int, reason: str) -> None:
        if amount:
            if len(self.postings) >= MAX_POSTINGS_A_LINE and self.recorded is None:
                _too_much_work(self)
            posting = Posting(frm, to, amount, reason)
            self.night.ledger.post(posting)
            self.postings.append(posting)
            if self.night.hand is not None:
                note_posting(self.night.hand, posting)   # what a misdeal gives back

    def current(self) -> tuple[Step, object] | None:
        prog = program(self.hand.game.steps)
        if self.hand.cursor >= len(prog):
            return None
        s = prog[self.hand.cursor]
        return s, STEPS.get(s.kind)


# The most steps the cursor may take between two typed lines. The loader refuses a repeat with no step that
# waits (refcli/rules/waiting.py), but a step that waits in ordinary play may find nothing to wait for (every
# player locked, the deck out) under a condition that never holds: this turns that loop into one line.
# A built-in hand takes a few dozen steps at most between two lines (7½'s each round the table).
MAX_STEPS_UNTYPED = 10_000


# The most postings one typed clause may make. The step bound above is not a bound on work: a legal flow of 14
# `each` of 64 `ante` takes 15 steps a player and posts 6,272 antes for one `check` (a second and more, and
# the store grows by the postings). A built-in game posts a few dozen for a line at most (a settle of many
# pots and seats); a stored night replays its recorded postings whatever their count.
MAX_POSTINGS_A_LINE = 2_000


def _too_much_work(ctx: Ctx) -> None:
    from ..kernel.errors import IllegalAction
    from ..kernel.safetext import shown_path
    game = ctx.hand.game if ctx.hand is not None else None
    whose = f"{game.title}'s flow" if game is not None else "this line"
    where = f" ({shown_path(game.source)})" if game is not None and game.source else ""
    raise IllegalAction(f"{whose} would move money more than {MAX_POSTINGS_A_LINE:,} times for this one line, more "
                        f"than a line may: nothing was done{where}")


def advance(ctx: Ctx) -> None:
    """Enter steps and move past finished ones until a step waits for the table (or the flow ends)."""
    hand = ctx.hand
    prog = program(hand.game.steps)
    taken = 0
    while hand.cursor < len(prog):
        taken += 1
        if taken > MAX_STEPS_UNTYPED:
            from ..kernel.errors import IllegalAction
            from ..kernel.safetext import shown_path
            raise IllegalAction(f"{hand.game.title}'s flow took {MAX_STEPS_UNTYPED} steps without waiting for a "
                                f"typed line: its repeat goes round forever ({shown_path(hand.game.source)})")
        s = prog[hand.cursor]
        kind = STEPS.get(s.kind)
        if not hand.entered:
            hand.entered = True
            kind.enter(ctx, s)
            if ctx.jump is not None:
                hand.cursor, hand.entered, ctx.jump = ctx.jump, False, None
                continue
        if not kind.done(ctx, s):
            return
        hand.cursor += 1
        hand.entered = False


def fold_out(ctx: Ctx, player: str) -> None:
    """Take a player out of the hand: every step's state part forgets him too."""
    hand = ctx.hand
    # (imports named in full in what runs on every action: a relative one asks the package's spec for its
    # parent each time, a cost a replay of thousands of events pays on each)
    from refcli.table.folded import note_fold
    note_fold(hand, player)
    hand.active.remove(player)
    hand.tell("forget", player)


def last_one_standing(ctx: Ctx) -> None:
    from refcli.kernel.money import format_money
    from refcli.table.showdown import Award, Ruling
    hand = ctx.hand
    winner = hand.active[0]
    pot = ctx.night.ledger.pot
    recorded = (ctx.recorded or {}).get("ruling")
    if recorded is not None:     # a replay: the words the hand was ruled with then
        finish(ctx, Ruling.from_json(recorded))
        return
    ruling = Ruling(hand.number, hand.game.title, hand.game.id, hand.dealer, pot,
                    (Award(winner, "all", pot, "everyone else folded"),),
                    (f"Everyone else folded: {winner} takes the pot of {format_money(pot)}.",))
    finish(ctx, ruling)


def finish(ctx: Ctx, ruling: "Ruling") -> None:
    """Pay the ruling out of the pot and close the hand; rotate the pick after its third hand."""
    night, hand = ctx.night, ctx.hand
    if not (ctx.recorded or {}).get("ruling"):
        # A mechanic may share out or explain the awards (partners split a win; No Peek names the hand left):
        # a state part with ``adjust_ruling``, each given the ruling as the one before left it. A replayed hand
        # keeps the ruling it recorded.
        for part in hand.answering("adjust_ruling"):
            ruling = part.adjust_ruling(hand, ruling)
    for award in ruling.awards:
        ctx.pay(POT, award.player, award.amount, "award")
    if night.ledger.pot != 0:
        raise AssertionError("a ruling must pay out the whole pot")
    ctx.ruling = ruling
    ctx.summary = HandSummary(hand.number, hand.game.id, hand.game.title, hand.dealer, ruling.pot,
                              [{"player": a.player, "pot": a.pot, "amount": a.amount, "hand": a.hand}
                               for a in ruling.awards])
    paid = hand_postings(hand)
    if paid is not None and not ruling.pots and not ruling.awards:      # a game without a pot: its duels
        from .duels import duels_of
        ctx.summary.duels = duels_of(paid, hand.dealer)
    night.hand = None
    night.hands_played += 1
    night.dealer_index = (night.players.index(hand.dealer) + 1) % len(night.players)   # the deal passes left
    night.pick_hands += 1
    if night.pick_hands >= night.pick_count(hand.game):
        night.picker_index = (night.picker_index + 1) % len(night.players)   # skipping absent seats: Night.picker
        night.pick_game, night.pick_hands, night.pick_length = None, 0, 0
