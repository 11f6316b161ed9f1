"""Reading a hand-worked oracle file (tests/handworked/*.md): each hand's script, as its author typed it, and the
table of postings worked out by hand beside it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from refcli.kernel.ledger import POT
from refcli.night.session import Session
from refcli.log.store import Store
from tablekit import Table

HERE = Path(__file__).resolve().parent / "handworked"


@dataclass
class Hand:
    name: str                                  # H1, H2, ...
    script: list[str]                          # the lines, comments kept (refcli drops them itself)
    postings: list[tuple[str, str, int]]       # (from, to, cents), 'pot' for the pot
    balances: dict[str, int]                   # the running balances after the last posting


def oracle_hands(filename: str) -> list[Hand]:
    text = (HERE / filename).read_text(encoding="utf-8")
    out = []
    for m in re.finditer(r"^### (H\d+)[^\n]*\n(.*?)(?=^### |\Z)", text, re.S | re.M):
        name, body = m.group(1), m.group(2)
        script = re.search(r"```\n(.*?)```", body, re.S).group(1).splitlines()
        header = re.search(r"^\| # \| from → to \| amount \| why \| pot \| (.*?) \|$", body, re.M).group(1)
        players = [p.strip() for p in header.split("|")]
        rows = re.findall(r"^\| \d+ \| (\w+) → (\w+) \| (\d+) \| [^|]* \| \d+ \| (.*?) \|$", body, re.M)
        postings = [(f, t, int(a)) for f, t, a, _ in rows]
        last = [int(x.strip().replace("−", "-")) for x in rows[-1][3].split("|")]
        out.append(Hand(name, script, postings, dict(zip(players, last))))
    return out


class Night:
    """One night of an oracle file played through refcli: every line must be accepted."""

    def __init__(self):
        self.session = Session(Store(":memory:"))
        self.rulings = []

    def play(self, lines: list[str]) -> list[tuple[str, str, int]]:
        postings = []
        for line in lines:
            reply = self.session.execute(line)
            for o in reply.outcomes:
                postings += [(_name(p.frm), _name(p.to), p.amount) for p in o.postings]
                if o.ruling is not None:
                    self.rulings.append(o.ruling)
        return postings

    @property
    def night(self):
        return self.session.night

    def balances(self) -> dict[str, int]:
        return {p: self.night.ledger.balance(p) for p in self.night.players}


def _name(account: str) -> str:
    return "pot" if account == POT else account


def check_hand_as_worked(night, hand: Hand, postings: list[tuple[str, str, int]], ruling: list[str]) -> None:
    """A hand played as its oracle file types it posts what the file worked out by hand: every posting in order
    (the pot's awards in any order), the hand over, the running balances, and the ruling's words."""
    awards = [p for p in postings if p[0] == "pot"]
    assert [p for p in postings if p[0] != "pot"] == [p for p in hand.postings if p[0] != "pot"]
    assert sorted(awards) == sorted(p for p in hand.postings if p[0] == "pot")
    assert night.night.hand is None
    assert night.balances() == hand.balances
    assert night.rulings[-1].lines == ruling




def play_hand(n: Night, script: list[str], game: str | None = None) -> list[tuple[str, str, int]]:
    """One hand of an oracle file, its postings. With ``game``: the file's game is played as ``game`` (its
    `game` lines pick it instead), and when a hand's script goes straight to its deal after the pick has run
    out (house rule: a pick lasts three hands) the next picker picks ``game`` again first."""
    if game is not None and n.night is not None and n.night.pick_game is None and n.night.hand is None:
        n.play([f"game {game}"])
    postings = []
    for line in script:
        postings += n.play([f"game {game}" if game is not None and line.startswith("game ") else line])
    return postings


def play_to(hands: list[Hand], hand: Hand, game: str | None = None,
            script: Callable[[list[str]], list[str]] = list) -> tuple[Night, list[tuple[str, str, int]]]:
    """A night that played the hands of the file before ``hand`` (from the last that opens a night), then
    ``hand``, each through ``script``: the night and that hand's postings."""
    n, postings = Night(), []
    for h in hands[: hands.index(hand) + 1]:
        if h.script[0].startswith("night"):         # a hand that opens a night of its own
            n = Night()
        postings = play_hand(n, script(h.script), game)
    return n, postings


def ended_night(hands: list[Hand], game: str | None = None,
                script: Callable[[list[str]], list[str]] = list) -> Night:
    """The night of the file's hands, played in order (each through ``script``), then ended."""
    n = Night()
    for hand in hands:
        play_hand(n, script(hand.script), game)
    n.play(["end"])
    return n


def table_through(hands: list[Hand], name: str, upto: str, game: str,
                  script: Callable[[list[str]], list[str]] = list) -> Table:
    """A table that has played the file's night through hand ``name``'s first line starting ``upto`` (each
    hand through ``script``; the next picker picks ``game`` again when the pick has run out)."""
    t = Table()
    for hand in hands:
        if t.night is not None and t.night.pick_game is None:
            t(f"game {game}")
        for line in script(hand.script):
            t(line)
            if hand.name == name and line.startswith(upto):
                return t
    raise KeyError((name, upto))


def answered_at_the_card(script: list[str], priced: re.Pattern[str]) -> list[str]:
    """An oracle file's lines with each answer to a priced up card (keep/drop) moved to right after the card it
    answers (``priced``: the priced ranks), the rest of that street after it: refcli takes the answer before the
    next card is dealt (Baseball's keep/drop; Woolworth's and Heinz's prices)."""
    lines = [line.split("#")[0].strip() for line in script]
    lines = [line for line in lines if line]
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        answer = lines[i + 1] if i + 1 < len(lines) and lines[i + 1].split()[0] in ("keep", "drop") else None
        clauses = line[3:].split(", ") if line.startswith("up ") else []
        at = next((k for k, c in enumerate(clauses) if priced.search(c)), None)
        if answer is not None and at is not None and at + 1 < len(clauses):
            out += ["up " + ", ".join(clauses[: at + 1]), answer, "up " + ", ".join(clauses[at + 1:])]
            i += 2
            continue
        out.append(line)
        i += 1
    return out
