"""The replayed state of a night: seats, ledger, the game being picked, and the hand in progress.

State is what replaying the night's events gives; it is mutable only inside the engine, which works on a
copy and keeps it only when a whole command is legal. It round-trips through JSON so the store can cache it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ledger import POT, Ledger
from ..rules.model import Game, game_from_json, game_to_json

BETTING, SHOWDOWN = "betting", "showdown"
TAKING = "taking"          # a take-or-pass round is open (take-pass games)
# Bumped whenever the JSON shape of a Night changes: snapshots of another format are ignored (they are a
# cache; the events are the facts) and the night is replayed from its log.
STATE_FORMAT = 4


@dataclass
class Betting:
    """One betting round."""

    to_act: list[str]                       # who still has to act, in turn order; the first is on turn
    current_bet: int = 0                    # what each player must have put in this round
    put_in: dict[str, int] = field(default_factory=dict)
    raises: int = 0

    def owed(self, player: str) -> int:
        return self.current_bet - self.put_in.get(player, 0)


@dataclass
class Hand:
    number: int
    dealer: str
    game: Game
    seats: list[str]                        # everyone dealt in, clockwise from the dealer's left
    active: list[str]                       # not folded, same order
    round: int = 0                          # index of the betting round under way
    phase: str = BETTING
    betting: Betting | None = None
    down: dict[str, list[str]] = field(default_factory=dict)
    up: dict[str, list[str]] = field(default_factory=dict)
    board: list[str] = field(default_factory=list)
    declared: dict[str, str] = field(default_factory=dict)
    shown: dict[str, bool] = field(default_factory=dict)
    up_order: list[list] = field(default_factory=list)      # [player, card, betting round] as up cards came
    indicators: list[str] = field(default_factory=list)     # cards shown to set wild cards, nobody's own
    groups: dict[str, list[list[str]]] = field(default_factory=dict)   # two-group games: [high five, low five]
    # Take-pass games: who still has to take or pass this round (the first is on turn), each player's passes
    # and cards taken, and whether the betting round under way is the last (everyone was locked).
    taking: list[str] = field(default_factory=list)
    passes: dict[str, int] = field(default_factory=dict)
    taken: dict[str, int] = field(default_factory=dict)
    final: bool = False

    def locked(self, player: str) -> bool:
        return self.passes.get(player, 0) >= self.game.lock_after

    def dealt(self) -> list[str]:
        """Every card code dealt this hand, with repeats (two-deck games)."""
        from .wildrules import indicators_in_deck  # Follow the Joker's start card is nobody's card
        out: list[str] = list(self.board) + (list(self.indicators) if indicators_in_deck(self.game) else [])
        for hands in (self.down, self.up):
            for cards in hands.values():
                out.extend(cards)
        return out

    def holder_of(self, code: str) -> str:
        if code in self.board:
            return "the board"
        if code in self.indicators:
            return "the indicator cards"
        for p in self.seats:
            if code in self.down.get(p, ()) or code in self.up.get(p, ()):
                return p
        return ""


@dataclass
class HandSummary:
    """What the night report keeps of a finished hand (the ruling's money, not its prose)."""

    number: int
    game: str
    title: str
    dealer: str
    pot: int
    awards: list[dict]                      # {"player", "pot", "amount", "hand"}

    def to_json(self) -> dict:
        return {"number": self.number, "game": self.game, "title": self.title, "dealer": self.dealer,
                "pot": self.pot, "awards": self.awards}


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

    @classmethod
    def new(cls, players: list[str]) -> "Night":
        ledger = Ledger({p: 0 for p in players} | {POT: 0})
        return cls(players=list(players), ledger=ledger)

    @property
    def picker(self) -> str:
        return self.players[self.picker_index % len(self.players)]

    @property
    def next_dealer(self) -> str:
        return self.players[self.hands_played % len(self.players)]

    # --- JSON (snapshots) -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        h = self.hand
        return {
            "format": STATE_FORMAT, "players": self.players, "accounts": self.ledger.accounts,
            "hands_played": self.hands_played, "picker_index": self.picker_index, "pick_hands": self.pick_hands,
            "pick_game": game_to_json(self.pick_game) if self.pick_game else None, "ended": self.ended,
            "hand": None if h is None else {
                "number": h.number, "dealer": h.dealer, "game": game_to_json(h.game), "seats": h.seats,
                "active": h.active, "round": h.round, "phase": h.phase, "down": h.down, "up": h.up,
                "board": h.board, "declared": h.declared, "shown": h.shown, "up_order": h.up_order,
                "indicators": h.indicators, "groups": h.groups, "taking": h.taking, "passes": h.passes,
                "taken": h.taken, "final": h.final,
                "betting": None if h.betting is None else {
                    "to_act": h.betting.to_act, "current_bet": h.betting.current_bet,
                    "put_in": h.betting.put_in, "raises": h.betting.raises},
            },
        }

    @classmethod
    def from_json(cls, d: dict) -> "Night":
        night = cls(players=d["players"], ledger=Ledger(d["accounts"]), hands_played=d["hands_played"],
                    picker_index=d["picker_index"], pick_hands=d["pick_hands"],
                    pick_game=game_from_json(d["pick_game"]) if d["pick_game"] else None, ended=d["ended"])
        h = d["hand"]
        if h is not None:
            b = h["betting"]
            night.hand = Hand(
                number=h["number"], dealer=h["dealer"], game=game_from_json(h["game"]), seats=h["seats"],
                active=h["active"], round=h["round"], phase=h["phase"], down=h["down"], up=h["up"],
                board=h["board"], declared=h["declared"], shown=h["shown"],
                up_order=h["up_order"], indicators=h["indicators"], groups=h["groups"],
                taking=h.get("taking", []), passes=h.get("passes", {}), taken=h.get("taken", {}),
                final=h.get("final", False),
                betting=None if b is None else Betting(b["to_act"], b["current_bet"], b["put_in"], b["raises"]))
        return night
