"""How a mechanic declares itself, once, in its own module (refcli/table/steps/<mechanic>.py).

Its code registers itself with decorators where it is defined (``@STEPS.register``, ``@PARTS.register``,
``@CLAUSES.register``, ``@NIGHT_VERBS.register``, ``@CONDITIONS.register``); what the rest of refcli must know
without loading that code is declared beside it as data::

    MECHANIC = Mechanic(
        verbs=(Verb("flush", "flush CARD", "the flush card, turned for the table", role=""),),
        settings=(Setting("flush_match", (Choice("suit"), Choice("rank"))),),
    )

``python -m refcli.table.steps.make_index`` reads every step module's registrations and ``MECHANIC`` and writes
them into refcli/kernel/declared.py, a data-only module the registries, the loader, the verb tables and the shell read
(tests/test_declared_index.py fails when it is out of date). A one-shot command thus loads only the modules of
what its line uses, and `refcli --help` none.

Kept free of imports but the value classes: every step module imports this.
"""

from __future__ import annotations

from .records import dataclass

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any, Protocol

    class WithSettings(Protocol):
        """A game as these functions read it (refcli/rules/model.py): its settings, each with a default."""
        def setting(self, name: str, default: Any = None) -> Any: ...

GROUPS = ("table", "between")   # at the table (in a hand), or between hands (the night's own business)
ROLES = ("", "seated", "in-hand")   # what the shell completes as a verb's first word: nothing, any seated
                                    # player, or a player still in the hand


@dataclass(frozen=True)
class Verb:
    """A word of the table language: its usage and one line of help (`refcli help-table`, each one-shot
    command's --help), the `refcli --help` group it is listed in, and what the shell completes after it."""

    name: str
    usage: str
    help: str
    group: str = "table"
    role: str = ""
    repeated: bool = False      # after a comma a clause may name only a player ("up Bob 7d, Cal Qh")
    letter: str = ""            # its one-letter form, first in a line (h for hit): refcli/language/verbs.py


@dataclass(frozen=True)
class Choice:
    """One choice of a setting: its value, and its words. ``rules``: what the game does with it, as
    `refcli rules` and the ruling say it when it is played; ``other``: what it would do instead, said when
    it is the other choice ("setting X: A; the other choice, B, <other>")."""

    value: str
    rules: str = ""
    other: str = ""


@dataclass(frozen=True)
class Setting:
    """A game's named setting (`settings: {name: value}` in a game file); the first choice is the default."""

    name: str
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class NumberSetting:
    """A game's named setting that holds a number: kind "amount" (cents, in whole quarters), "whole", or "amounts":
    one amount, or an amount per rank written as a mapping ({5: .25, 10: .50}) and kept flat, (5, 25, 10, 50)."""

    name: str
    kind: str
    low: int
    high: int
    default: int


@dataclass(frozen=True)
class PotKind:
    """A kind of pot a game's `pots:` names (its judging is code: refcli/table/potkinds/)."""

    name: str                   # in rulings: "high hand", "Low Chicago"
    rules_name: str             # in `refcli rules`: "the high hand"
    high_side: bool             # takes the odd quarter first (the club's rule: the high side)
    way: str                    # the declared way it answers to: high or low
    boards: int = 0             # a share of one of so many boards: each street's community cards lay in equal boards
    # What the rest of refcli reads of it without naming it (each read where it is used, asked of every pot kind):
    label: str = ""             # its word on an export's line ("high"); "": its name in rulings
    needs_down: bool = False    # judged on the cards dealt down: the loader refuses a game that deals none
    low_wilds: bool = False     # judged with the low side of the wild cards: `refcli rules` says each card's side
    counted: bool = False       # judged by a count of points, not by poker hands: no hand formation to word
    stands_alone: bool = False  # a game of this kind alone is told of no pot kind it does not play
    no_pot: bool = False        # no pot at all: each wager is paid as it is decided (7½'s duels)
    needs: str = ""             # what a player must hold to take part ("a spade in the hole")
    plain_side: bool = False    # its side for odd quarters goes without saying (the high hand, the low points):
                                # a ruling says only another low-side share's
    # Its house settings: a house file's key -> its nested keys, or (House field, value kind), as
    # refcli/rules/house.py reads them (two spades this low in the hole, the dots of each rank).
    house: dict[str, Any] | None = None


@dataclass(frozen=True)
class Formation:
    """A game's `hand:`, how each player's hand is formed (its function: refcli/evaluate/formations.py)."""

    board: tuple[int, int]      # community cards it needs: (at least, at most)
    words: str                  # for `refcli rules`
    form: str                   # the evaluate.formations function that forms it (best_five, texas_draw, ...)
    wrap: bool = False          # the row of community cards wraps around
    # A layout of the community cards (refcli/table/potkinds/layouts.py): each line the table may play, as (its
    # words, its groups of board places in dealing order, how many of his own cards a player may play with it).
    # One group: the rest of the five are any cards of it; several: exactly one card of each; none: the whole board.
    lines: tuple[tuple[str, tuple[tuple[int, ...], ...], tuple[int, ...]], ...] = ()
    # What a game of it must deal and play (two groups of five: ten cards each, a high pot and a low pot), and the
    # loader's words refusing a game without them ("": any game may form hands so).
    cards: int = 0
    pots: tuple[str, ...] = ()
    needs: str = ""


@dataclass(frozen=True)
class WildRule:
    """A game's `wild_rule:` (the table decides what is wild as the hand goes: refcli/table/wilds/)."""

    words: str                  # for `refcli rules`
    table: bool = True          # the table decides what is wild (its functions: refcli/table/wilds/<rule>.py)
    indicators: str = ""        # "start" (one card turned at the start) or "middle" (one per 4th-6th card round)
    in_deck: bool = True        # its indicator cards come out of the deck in play (they count as dealt)
    reads_up: bool = False      # the order of the up cards as dealt sets the wild cards (a queen's follower)


@dataclass(frozen=True)
class Mechanic:
    verbs: tuple[Verb, ...] = ()
    settings: tuple[Setting | NumberSetting, ...] = ()
    pots: dict[str, PotKind] | None = None    # pot kind's name -> PotKind
    wild_rules: dict[str, WildRule] | None = None   # wild rule's name -> WildRule
    formations: dict[str, Formation] | None = None   # hand formation's name (a game's `hand:`) -> Formation


def choice_note(game: WithSettings, name: str, sep: str = "; ") -> str:
    """'setting NAME: PLAYED; the other choice, OTHER, <what it would do>' from the declared words, for a
    two-choice setting (``sep`` is what stands between the choice played and the other)."""
    from .declared import CHOICE_WORDS, SETTINGS
    played = game.setting(name, SETTINGS[name][0])
    other = next(v for v in SETTINGS[name] if v != played)
    return f"setting {name}: {played}{sep}the other choice, {other}, {CHOICE_WORDS[name][other][1]}"


def choice_words(game: WithSettings, name: str) -> str:
    """What the choice played of setting NAME does, in its declared words."""
    from .declared import CHOICE_WORDS, SETTINGS
    return CHOICE_WORDS[name][game.setting(name, SETTINGS[name][0])][0]


def setting_value(game: WithSettings, name: str) -> Any:
    """The value a game plays setting NAME with: its own, else the declared default."""
    # (named in full: a relative import asks the package's spec for its parent, and a ruling asks often)
    from refcli.kernel.declared import NUMBER_SETTINGS, SETTINGS
    default = SETTINGS[name][0] if name in SETTINGS else NUMBER_SETTINGS[name][3]
    return game.setting(name, default)
