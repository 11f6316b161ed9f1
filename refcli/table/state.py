"""The replayed state of a night: seats, ledger, the game being picked, and the hand in progress.

State is what replaying the night's events gives; it is mutable only inside the engine, which works on a
copy and keeps it only when a whole command is legal. It round-trips through JSON so the store can cache it.

A hand is a small core (seats, dealer, where the flow stands, the cards and where each came from) plus one
state part per step kind that needs one (the betting round, the take-or-pass queue, the showdown's
declarations...). A part is defined in its step's module and registered in PARTS, so a new mechanic adds a
part, never a field here.
"""

from __future__ import annotations

from ..kernel.records import dataclass, field
from ..kernel.ledger import POT, Ledger
from ..kernel.registry import Registry

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:
    from typing import Any
    from ..rules.model import Game
    from .steps.base import Expect

# The game model (and the ``fractions`` it needs) is imported when a game is read or written, not with the
# state: `balances`, and `status` between hands, read a snapshot without building its games.

# Bumped whenever the JSON shape of a Night changes: snapshots of another format are ignored (they are a
# cache; the events are the facts) and the night is replayed from its log.
STATE_FORMAT = 9      # 7: a snapshot names its game by the seq of the `game` event that carries it; 8: misdeals;
                      # 9: the street of each fold where the up cards' order sets the wild cards (table/folded.py)


class Part:
    """A hand's state part: what one mechanic keeps of the hand (a dataclass registered in PARTS by its module).

    Besides its own data and methods a part may answer any of the hooks below: the table asks every part of the
    hand through ``Hand.ask`` (or ``Hand.answering``) and never names a mechanic. Each hook here does nothing;
    a part defines those it answers, with the same arguments. A part's field may not take a hook's name.
    """

    # Who holds the cards ``table_cards`` gives, in the words of a refusal ("... is already held by ...").
    table_holder = ""
    # The hooks the class answers (defines itself), set for each subclass as it is made: what Hand.ask reads.
    ANSWERS = frozenset()  # type: frozenset[str]

    def to_json(self) -> dict:
        """The part as the snapshot keeps it (its fields); ``from_json`` builds it again."""
        return dict(vars(self))

    @classmethod
    def from_json(cls, data: dict) -> Part:
        return cls(**data)

    # --- the hooks ---------------------------------------------------------------------------------------
    def holds(self, hand: Hand, action) -> str:
        """Why the table takes no other line until this part is answered ('' when it does not hold it)."""
        return ""

    def waits_for(self, hand: Hand) -> Expect | None:
        """What the table waits for while this part holds it (an Expect: the status line, the prompt), or None."""
        return None

    def on_cards(self, hand: Hand) -> list[str]:
        """Words on the cards just typed (a pairing, a price owed), said after the card's own line."""
        return []

    def notice_cards(self, hand: Hand, player: str) -> str:
        """What this part notices in ``player``'s cards once some are dealt him ('' for nothing)."""
        return ""

    def extra_cards(self, player: str, face: str) -> int:
        """Cards this part dealt ``player`` face ``face`` (down, up) beyond the game's own deal."""
        return 0

    def decks_opened(self) -> int:
        """Decks opened beyond the game's own, each holding every card once more."""
        return 0

    def no_more_cards(self) -> str:
        """Why no more cards come this hand ('' when more may come)."""
        return ""

    def table_cards(self) -> tuple[str, ...]:
        """Cards this part laid on the table for nobody (held by ``table_holder``)."""
        return ()

    def seen(self) -> str:
        """A line the table should see of this part (`status`, the shell, the players' page): '' for none."""
        return ""

    def stops_at(self, hand: Hand, player: str, code: str) -> bool | str:
        """Whether the table stops at an up card dealt ``player`` (answered before the next card is dealt): True, or
        the part's words for why no card is typed after it (a street typed past it is refused with them)."""
        return False

    def cards_owed(self, hand: Hand, player: str) -> int:
        """Cards ``player`` called for that are not typed yet (the settle waits for them; 0: none)."""
        return 0

    def turn_in_loop(self) -> str | None:
        """The player whose turn it is in an enclosing loop over the players (`each`), None outside one."""
        return None

    def forget(self, player: str) -> None:
        """``player`` folded: forget him (his turn, his place in a queue)."""

    def cards_taken(self, player: str) -> int:
        """Cards ``player`` took face up beyond the deal, that the deal does not count (``extra_cards`` does)."""
        return 0

    def drawn_unseen(self, player: str) -> int:
        """Cards ``player`` replaced without naming them: that many of the cards recorded for him may be gone."""
        return 0

    def thrown_away(self, player: str) -> list[str]:
        """Cards ``player`` named as thrown away: none of them may be in his show."""
        return []

    def check_show_counts(self, hand: Hand, player: str, down: list[str], up: list[str]) -> bool:
        """Check how many cards a show holds down and up where this part changed it, raising IllegalAction; True
        once checked (the table's own count is then skipped)."""
        return False

    def check_show(self, hand: Hand, player: str, down: list[str], up: list[str]) -> bool:
        """Check a show this part knows the shape of, raising IllegalAction; True once checked (the table's own
        check is then skipped), False to leave it to the table."""
        return False

    def paid_wild_check(self, hand: Hand, player: str, code: str) -> None:
        """Refuse (IllegalAction) a wild card ``player`` is about to pay for."""

    def on_wild(self, ctx, player: str, code: str, amount: int) -> list[str]:
        """Words (and postings through ``ctx``) once ``player`` has paid ``amount`` for ``code`` as a wild card."""
        return []

    def adjust_ruling(self, hand: Hand, ruling):
        """The ruling as this part shares out or explains it (a new Ruling; the one given when nothing changes)."""
        return ruling

    def close(self, ctx) -> bool:
        """Close a hand that has no pot to rule; True once closed."""
        return False

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        clash = sorted(set(vars(cls).get("__annotations__", ())) & HOOKS)
        if clash:   # the field would hide the hook: the table would call the field's value
            raise TypeError(f"{cls.__name__}: a field named '{clash[0]}' would hide the state parts' hook of that "
                            f"name: name it otherwise")
        cls.ANSWERS = frozenset(h for k in cls.__mro__ if k not in (Part, object) for h in HOOKS if h in k.__dict__)


# The hooks a part may answer: every method Part declares besides its JSON.
HOOKS = frozenset(name for name, value in vars(Part).items() if callable(value) and not name.startswith("_")) \
    - {"to_json", "from_json"}

# name -> its Part class; the step modules register theirs
PARTS: Registry = Registry("hand state part", index="refcli.kernel.declared", kind=Part)


@dataclass
class Hand:
    number: int
    dealer: str
    game: Game
    seats: list[str]                        # everyone dealt in, clockwise from the dealer's left
    active: list[str]                       # not folded, same order
    cursor: int = 0                         # the step of the flow's program the hand is at
    entered: bool = False                   # whether that step has been entered (set up)
    round: int = 0                          # betting rounds closed so far
    street: int = -1                        # deal steps reached so far, less one (the street being dealt)
    down: dict[str, list[str]] = field(default_factory=dict)
    up: dict[str, list[str]] = field(default_factory=dict)
    board: list[str] = field(default_factory=list)
    up_order: list[list] = field(default_factory=list)      # [player, card, street] as up cards came
    indicators: list[str] = field(default_factory=list)     # cards shown to set wild cards, nobody's own
    parts: dict[str, Any] = field(default_factory=dict)

    def part(self, name: str):
        """The state part of that name, created empty on first use."""
        try:
            return self.parts[name]      # (asked a few times an action: one look, no method call)
        except KeyError:
            found = self.parts[name] = PARTS.get(name)()
            return found

    def answering(self, hook: str) -> list[Part]:
        """The hand's parts that answer ``hook`` (one of Part's), in the order they came."""
        if hook not in HOOKS:
            raise KeyError(f"'{hook}' is not a hook of a hand's state part")
        return [part for part in self.parts.values() if hook in part.ANSWERS]

    def ask(self, hook: str, *args):
        """The answer to ``hook`` of each part that answers it, asked one at a time: a caller that takes the
        first answer it wants asks no further part."""
        if hook not in HOOKS:
            raise KeyError(f"'{hook}' is not a hook of a hand's state part")
        for part in tuple(self.parts.values()):     # (a hook may add a part: those there when asked answer)
            if hook in part.ANSWERS:
                yield getattr(part, hook)(*args)

    def tell(self, hook: str, *args) -> None:
        """Ask every part that answers ``hook``, for what it does (``forget``: a fold), not for an answer."""
        for _ in self.ask(hook, *args):
            pass

    def dealt(self) -> list[str]:
        """Every card code dealt this hand, with repeats (two-deck games)."""
        # (named in full: a relative import asks the package's spec for its parent, on every show)
        from refcli.kernel.mechanics import WILD_RULES     # indicator cards from a second deck are nobody's deal
        counted = WILD_RULES.get(self.game.wild_rule).in_deck
        out: list[str] = list(self.board) + (list(self.indicators) if counted else [])
        for cards in self.ask("table_cards"):     # cards a step laid on the table for nobody (the flush card)
            out.extend(cards)
        for hands in (self.down, self.up):
            for cards in hands.values():
                out.extend(cards)
        return out

    def holder_of(self, code: str) -> str:
        if code in self.board:
            return "the board"
        if code in self.indicators:
            return "the indicator cards"
        for part in self.answering("table_cards"):
            if code in part.table_cards():
                return part.table_holder
        for p in self.seats:
            if code in self.down.get(p, ()) or code in self.up.get(p, ()):
                return p
        return ""

    def to_json(self, game_ref=None) -> dict:
        if game_ref is None:
            from ..rules.model import game_to_json as game_ref
        return {"number": self.number, "dealer": self.dealer, "game": game_ref(self.game), "seats": self.seats,
                "active": self.active, "cursor": self.cursor, "entered": self.entered, "round": self.round,
                "street": self.street, "down": self.down, "up": self.up, "board": self.board,
                "up_order": self.up_order, "indicators": self.indicators,
                "parts": {name: part.to_json() for name, part in self.parts.items()}}

    @classmethod
    def from_json(cls, h: dict, game_of=None) -> "Hand":
        if game_of is None:
            from ..rules.model import game_from_json as game_of
        # The parts' classes are registered by their modules, loaded by the registry when first asked.
        parts = {name: PARTS.get(name).from_json(data) for name, data in h["parts"].items()}
        return cls(number=h["number"], dealer=h["dealer"], game=game_of(h["game"]), seats=h["seats"],
                   active=h["active"], cursor=h["cursor"], entered=h["entered"], round=h["round"],
                   street=h["street"], down=h["down"], up=h["up"], board=h["board"], up_order=h["up_order"],
                   indicators=h["indicators"], parts=parts)


@dataclass
class HandSummary:
    """What the night report keeps of a finished hand (the ruling's money, not its prose)."""

    number: int
    game: str
    title: str
    dealer: str
    pot: int
    awards: list[dict]                      # {"player", "pot", "amount", "hand"}
    voided: bool = False                    # a misdeal: every ante and bet went back, nobody won
    duels: list[dict] = field(default_factory=list)   # money moved player to player (7½): refcli/table/duels.py

    def to_json(self) -> dict:
        out = {"number": self.number, "game": self.game, "title": self.title, "dealer": self.dealer,
               "pot": self.pot, "awards": self.awards}
        if self.voided:
            out["voided"] = True
        if self.duels:
            out["duels"] = self.duels
        return out


@dataclass
class Night:
    players: list[str]
    ledger: Ledger
    hands_played: int = 0
    picker_index: int = 0                   # seat index of the current picker
    pick_game: Game | None = None           # the picker's game, once chosen
    pick_hands: int = 0                     # hands played of the current pick
    hand: Hand | None = None
    ended: bool = False
    # Seats (refcli/table/seats.py): ``players`` keeps everyone who sat tonight, clockwise, so a player who
    # left keeps his balance in the settlement; the rotations skip whoever is away or gone.
    dealer_index: int = 0                   # seat index of the next dealer (the first present from there)
    away: list[str] = field(default_factory=list)     # sitting out: skipped, may come back
    gone: list[str] = field(default_factory=list)     # left for the night
    misdeals: int = 0                       # hands voided by a misdeal (their numbers stay used)
    # A pick the table changed mid-way (`game NAME override`) keeps the count it had: its length is fixed then,
    # whatever the new game's own count (a 7½ round is a deal each). 0: the picked game's own count.
    pick_length: int = 0
    # Payments made at the table by players who left and settled (refcli/table/leaving.py), in order:
    # [payer, payee, cents], "the bank" for the bank.
    settled: list = field(default_factory=list)

    def pick_count(self, game: Game | None = None) -> int:
        """Hands the current pick plays: fixed by an override, else the game's own count at this table."""
        game = game or self.pick_game
        return self.pick_length or game.house.pick_length(len(self.present))

    @property
    def hands_finished(self) -> int:
        """Hands played to the end: the hands dealt, less the misdealt ones."""
        return self.hands_played - self.misdeals

    @classmethod
    def new(cls, players: list[str]) -> "Night":
        ledger = Ledger({p: 0 for p in players} | {POT: 0})
        return cls(players=list(players), ledger=ledger)

    @property
    def present(self) -> list[str]:
        """Who is at the table now, clockwise."""
        return [p for p in self.players if p not in self.away and p not in self.gone]

    def seat_from(self, index: int) -> str:
        """The first player present at seat ``index`` or after it, clockwise."""
        n = len(self.players)
        for k in range(n):
            p = self.players[(index + k) % n]
            if p not in self.away and p not in self.gone:
                return p
        return self.players[index % n]

    @property
    def picker(self) -> str:
        return self.seat_from(self.picker_index)

    @property
    def next_dealer(self) -> str:
        return self.seat_from(self.dealer_index)

    def copy(self) -> "Night":
        """A copy the engine may change without touching this one (the game, frozen, is shared)."""
        d = self.__dict__
        if d.keys() != _NIGHT_FIELDS:
            return clone(self)      # a field this method does not know: the general copy
        new = object.__new__(Night)
        new.__dict__.update(d)
        new.players, new.away, new.gone = d["players"][:], d["away"][:], d["gone"][:]
        new.settled = d["settled"][:]       # its entries are never changed, only added
        new.ledger = clone(d["ledger"])
        hand = d["hand"]
        if hand is not None:
            new.hand = _copy_hand(hand)
        return new

    # --- JSON (snapshots) -------------------------------------------------------------------------------
    # ``game_ref`` turns a game into what the snapshot holds for it (by default the whole game; the session
    # passes a reference to a game it stores once), and ``game_of`` turns that back into the game.
    def to_json(self, game_ref=None) -> dict:
        if game_ref is None:
            from ..rules.model import game_to_json as game_ref
        return {
            "format": STATE_FORMAT, "players": self.players, "accounts": self.ledger.accounts,
            "hands_played": self.hands_played, "picker_index": self.picker_index, "pick_hands": self.pick_hands,
            "pick_game": game_ref(self.pick_game) if self.pick_game else None, "ended": self.ended,
            "hand": None if self.hand is None else self.hand.to_json(game_ref),
            "dealer_index": self.dealer_index, "away": self.away, "gone": self.gone, "misdeals": self.misdeals,
        } | ({"pick_length": self.pick_length} if self.pick_length else {}) | (
            {"settled": self.settled} if self.settled else {})

    @classmethod
    def from_json(cls, d: dict, game_of=None) -> "Night":
        if game_of is None:
            from ..rules.model import game_from_json as game_of
        night = cls(players=d["players"], ledger=Ledger(d["accounts"]), hands_played=d["hands_played"],
                    picker_index=d["picker_index"], pick_hands=d["pick_hands"],
                    pick_game=game_of(d["pick_game"]) if d["pick_game"] else None, ended=d["ended"],
                    dealer_index=d["dealer_index"], away=d["away"], gone=d["gone"], misdeals=d.get("misdeals", 0),
                    pick_length=d.get("pick_length", 0), settled=[list(x) for x in d.get("settled", ())])
        if d["hand"] is not None:
            night.hand = Hand.from_json(d["hand"], game_of)
        return night


# The frozen Game is shared too: its __deepcopy__ gives the game itself (the copy below never meets it: a
# night's and a hand's game are shared by reference).
_SHARED = frozenset({str, int, bool, float, type(None), frozenset})
# The fields Night.copy copies by hand (a list of names, a dict of lists...): the night is copied on every
# command, and knowing the shapes costs half of the general walk. Any other field means the general copy.
_NIGHT_FIELDS = frozenset({"players", "ledger", "hands_played", "picker_index", "pick_game", "pick_hands", "hand",
                           "ended", "dealer_index", "away", "gone", "misdeals", "pick_length",
                           "settled"})
_HAND_FIELDS = frozenset({"number", "dealer", "game", "seats", "active", "cursor", "entered", "round", "street",
                          "down", "up", "board", "up_order", "indicators", "parts"})


def _copy_hand(hand: Hand) -> Hand:
    d = hand.__dict__
    if d.keys() != _HAND_FIELDS:
        return clone(hand)
    new = object.__new__(Hand)
    new.__dict__.update(d)
    new.seats, new.active, new.board, new.indicators = d["seats"][:], d["active"][:], d["board"][:], \
        d["indicators"][:]
    new.down = {p: cards[:] for p, cards in d["down"].items()}
    new.up = {p: cards[:] for p, cards in d["up"].items()}
    new.up_order = [entry[:] for entry in d["up_order"]]
    new.parts = {name: clone(part) for name, part in d["parts"].items()}
    return new


def clone(value):
    """A copy of replayed state: lists, dicts and state objects (the night, its ledger, its hand and the
    hand's parts) copied all the way down, immutable values (the frozen Game, strings, numbers) shared.

    It is what ``copy.deepcopy`` gave at a fraction of the cost, and it copies no more than a snapshot
    keeps: state has no shared lists or dicts that a copy must keep shared (a snapshot would lose that too).
    """
    t = type(value)
    if t is list:
        out = value.copy()
        for i, x in enumerate(out):
            if type(x) not in _SHARED:
                out[i] = clone(x)
        return out
    if t is dict:
        out = value.copy()
        for k, x in out.items():
            if type(x) not in _SHARED:
                out[k] = clone(x)
        return out
    if t in _SHARED:
        return value
    if t is tuple:
        return tuple(clone(x) for x in value)
    plain = _PLAIN.get(t)
    if plain is None:
        plain = _PLAIN[t] = hasattr(value, "__dict__") and not hasattr(t, "__deepcopy__") \
            and not hasattr(t, "__slots__")
    if not plain:
        import copy     # something this function does not know how to copy: the general way
        return copy.deepcopy(value)
    new = object.__new__(t)
    new.__dict__.update(clone(value.__dict__))
    return new


_PLAIN: dict[type, bool] = {}   # type -> whether clone copies it attribute by attribute
