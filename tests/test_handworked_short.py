"""Every hand worked out by hand (tests/handworked/), typed again in the shortest forms docs/table-language.md documents, must
settle to the cent as its long form does.

The long scripts are the oracle files' own: the hands of the .md files with a script and a table of postings
(Anaconda, Baseball, Follow the Queen, Pineapple, No Peek, Partners, 7½ typed as the table sees it), 7½'s first deal and
situations, Ebay's and Pat Hand's hands, the whole nights of High and Low Poker and of 2s to 25; then, for the
games no hand-worked file covers, a few recorded sessions of each from tests/golden/. Each long line is
rewritten by ``shorten`` below from the table language's rules (docs/table-language.md: "At the table" and the verb table); refcli is asked
only what the table waits for before each clause (``refcli.table.expect``: who is on turn, who shows next),
what was typed for a player so far, and how many cards of a face the game's ruleset deals by the street, never
how it reads a short line. The long line is played on one night and the short line on another, and after every
line both must have posted the same money (every posting with its reason), said the same ruling words and stand
in the same state (each player's cards compared as a set: a hand shown as dealt keeps the order it was typed in).

The short forms used:
- `d` deal, `s` settle; a clause of the player the table waits for without his name (any verb refcli's parser
  takes so: `turn 5d`, `draw 2`, `bid 2`, `pass`, `buy ad`, `extra qd`, `stay`, `bust`, `card`);
- the betting letters x c f b r, glued into one word while they follow one another at a line's start or after
  a betting clause (`b.5r.5ccc`, `xb1cf`); a round of checks as `checks` where it is no longer than the x's;
- cards without spaces; a line of cards that gives every player owed cards of that face all he is owed, the
  same number each, without names in the deal's order (`up 7hqd9h8c`, `down qh8s5dtsahjh8c6d2c7d`);
- `show` without a name for the next to show: with only the cards not typed for him yet once his up cards
  were typed, nothing when every card he shows was typed, his whole hand without `up` (face down first) when
  nothing was typed for him; the cards as typed long where he shows only some of those typed (Anaconda's five of
  seven, 7½'s hidden card) or only some of his up cards were typed (then with `up`, as refcli asks);
- 7½: `cards` for the round's face-down cards, `w` wager, `h` hit (at a line's start; after a comma a letter is
  a betting letter, so the verb is written out there).

Kept long (refcli has no shorter form, or the line's player is not the one the table waits for):
- verbs with no player on turn: night, game, maxbet, blinds, pay, penalty, misdeal, end, expense, paid, buyin,
  cashout; declare and Pineapple's discard (everyone at once); Anaconda's give (everyone passes at once); a buyout typed once the
  betting is over (a concession; nobody is on turn); 7½'s swap (the table waits for the next wager: the swap is
  the dealer's, and the README writes it `swap Ann`);
- clauses of the player on turn that refcli's parser takes only with a name: take (5½-25½), keep and drop
  (Baseball), wild, peek, match, divorce, pat, ask (2s to 25) and a draw typed with its cards
  (`draw Dee 7h/8s 2s/Jh for Qs/8c 7d/10s`);
- card lines that are not the deal's order for every player owed: one player's card (Baseball's card for a 4,
  High and Low Poker's hands typed a player at a time, Amarillo's up cards one player at a time), a line that
  leaves out a player still owed (Anaconda's H4 never types Bob's cards), 2s to 25's cards called for (typed
  with names, refcli says so) and Low Card in the Hole's (its last card face down or up as each player chose;
  its shows keep `up`);
- a show in two groups (High Hand Low Hand).
What typing the hands short found in refcli, fixed (the tests at the end): a fold without a name once the
betting was over was refused as "None is not in this hand" (at the showdown it is now the next to show's; where
the table waits for everyone at once it asks for the name), and 5½-25½ refused a whole hand shown without `up`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from handworked_kit import oracle_hands
from refcli.kernel.ledger import POT
from refcli.language.script import Action, parse_line, strip_comment
from refcli.language.verbs import SHORT
from refcli.log.store import Store
from refcli.night.session import Session
from refcli.table import engine
from refcli.table.expect import expect

HERE = Path(__file__).resolve().parent / "handworked"

# --- the long scripts, hand by hand -------------------------------------------------------------------------


@dataclass(frozen=True)
class Hand:
    source: str
    name: str
    before: tuple[str, ...]     # the night's lines before this hand (played long on both nights)
    lines: tuple[str, ...]      # the hand's own lines
    worked: object = None       # the file's hand with its postings and balances worked out by hand, if it has one


def _md_hands(filename: str, translate=None) -> list[Hand]:
    """The hands of an oracle file with scripts and posting tables; a hand whose script does not open a night
    follows the one before it (after a pick's three hands, ``Twin.repick`` picks the same game again, as the
    file's own test does)."""
    out, night = [], []
    for h in oracle_hands(filename):
        script = translate(h.script) if translate else h.script
        if _bare(script[0]).startswith("night"):
            night = []
        out.append(Hand(filename, h.name, tuple(night), tuple(script), h))
        night = night + list(script)
    return out


def _night_hands(filename: str) -> list[Hand]:
    """A whole night's script, cut before each `deal` (the lines before the first deal go with the first hand,
    the lines after the last with the last)."""
    lines = (HERE / filename).read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if _bare(line) == "deal"]
    starts[0] = 0
    ends = starts[1:] + [len(lines)]
    return [Hand(filename, f"H{k + 1}", tuple(lines[:a]), tuple(lines[a:b]))
            for k, (a, b) in enumerate(zip(starts, ends))]


def _sections(filename: str, translate=None) -> list[Hand]:
    """Ebay's and Pat Hand's hands: the script under each `### Night X, hand N` heading (its first code block);
    a script that opens a night starts one."""
    text = (HERE / filename).read_text(encoding="utf-8")
    out, night = [], []
    for k, m in enumerate(re.finditer(r"^### Night [^\n]*\n.*?```\n(.*?)```", text, re.S | re.M)):
        script = m.group(1).splitlines()
        script = translate(script) if translate else script
        if _bare(script[0]).startswith("night"):
            night = []
        out.append(Hand(filename, f"H{k + 1}", tuple(night), tuple(script)))
        night = night + list(script)
    return out


def _seven_and_a_half() -> list[Hand]:
    """7½ as first worked out (every card named): the whole deal of its §3, and the situations S1, S2 and S4 (S4
    follows the deal's first two rounds, as the file says; S3 needs a house setting, five_cards_dealer)."""
    text = (HERE / "seven-and-a-half.md").read_text(encoding="utf-8")
    block = {}
    for m in re.finditer(r"^##+ (3\.|S\d)[^\n]*\n.*?```\n(.*?)```", text, re.S | re.M):
        block[m.group(1)] = m.group(2).splitlines()
    deal = block["3."]
    rounds_1_2 = deal[: next(i for i, line in enumerate(deal) if line.startswith("# ---- round 3"))]
    return [Hand("seven-and-a-half.md", "deal", (), tuple(deal)),
            Hand("seven-and-a-half.md", "S1", (), tuple(block["S1"])),
            Hand("seven-and-a-half.md", "S2", (), tuple(block["S2"])),
            Hand("seven-and-a-half.md", "S4", tuple(rounds_1_2), tuple(block["S4"]))]


def _baseball(script: list[str]) -> list[str]:
    from test_handworked_baseball import translate      # the file's answers to a face-up 3 in refcli's words
    return translate(script)


def _pat_hand(script: list[str]) -> list[str]:
    # The file's hand 4 changes the game after one hand of Ann's pick: refcli's word for it is `override`
    # (tests/test_handworked_pat_hand.py).
    return [line.replace("game pat-hand second-deck", "game pat-hand second-deck override") for line in script]


def _bare(line: str) -> str:
    return strip_comment(line).strip()


HANDS = (_md_hands("anaconda.md") + _md_hands("baseball.md", _baseball) + _md_hands("follow-the-queen.md")
         + _md_hands("pineapple.md")
         + _md_hands("no-peek.md") + _md_hands("partners.md") + _md_hands("seven-and-a-half-keep-turned.md")
         + _seven_and_a_half()
         + _sections("ebay.md") + _sections("pat-hand.md", _pat_hand)
         + [h for n in (1, 2, 3, 4) for h in _night_hands(f"high-and-low-poker-{n}.txt")]
         + [h for n in "abc" for h in _night_hands(f"twos-to-25-night-{n}.txt")])


# --- the translator -------------------------------------------------------------------------------------------

_BETTING = ("bet", "raise", "call", "check", "fold")
_LETTER = {verb: letter for letter, verb in SHORT.items()}          # x c f b r d s w h
_KEEP = ("night", "game", "maxbet", "blinds", "pay", "penalty", "end", "expense", "join", "leave", "in",
         "discard")


def _money(cents: int) -> str:
    """An amount as the host types it shortest: 50 → .5, 125 → 1.25, 200 → 2."""
    whole, rest = divmod(cents, 100)
    if not rest:
        return str(whole)
    frac = f"{rest:02d}".rstrip("0")
    return f"{whole if whole else ''}.{frac}"


def _glued(cards) -> str:
    return "".join(c.lower() for c in cards)


def _order(night, hand) -> list[str]:
    """The players still in as the README deals cards without names: left of the dealer, the dealer last."""
    seats = night.players
    i = seats.index(hand.dealer)
    clockwise = seats[i + 1:] + seats[: i + 1]
    return [p for p in clockwise if p in hand.active]


def _owed(hand, face: str) -> dict[str, int]:
    """The cards of a face each player still in is owed by now: what the game's ruleset deals by this street
    (its `deal`, data) and what a step dealt beyond it (a 4's card in Baseball, Pat Hand's rounds), less what
    was typed for him."""
    from refcli.table.dealing import extra_dealt
    so_far = sum(street.count(face) for street in hand.game.deal[: hand.street + 1])
    typed = hand.up if face == "up" else hand.down
    return {p: so_far + (extra_dealt(hand, p, face) if hand.parts else 0) - len(typed.get(p, []))
            for p in hand.active}


def _cards_line(night, actions: list[Action]) -> tuple[str, list[Action]] | None:
    """`up Bob 7h, Cal Qd, ...` as `up 7hqd...` when it gives every player owed cards of that face all he is
    owed, the same number each; the cards in the README's order: left of the dealer, the dealer last, one
    round at a time."""
    verb = actions[0].verb
    if any(a.verb != verb or a.player is None for a in actions):
        return None
    hand = night.hand
    if hand.game.either_per_player or _dealt_its_own_way(hand.game, verb):
        return None
    given: dict[str, list[str]] = {}
    for a in actions:
        given.setdefault(a.player, []).extend(a.cards)
    owed = {p: n for p, n in _owed(hand, verb).items() if n > 0}
    counts = {len(c) for c in given.values()}
    if given.keys() != owed.keys() or len(counts) != 1 or any(len(given[p]) != owed[p] for p in owed):
        return None
    order = [p for p in _order(night, hand) if p in given]
    cards = [given[p][r] for r in range(counts.pop()) for p in order]
    return f"{verb} {_glued(cards)}", [Action(verb, cards=tuple(cards))]


def _dealt_its_own_way(game, face: str) -> bool:
    """A game whose step deals that face its own way (2s to 25's cards called for): the README's order of the
    deal is not how those cards come, so they keep their names."""
    from refcli.kernel.registry import STEPS
    from refcli.table.flow import program
    return any(face in STEPS.get(s.kind).deals for s in program(game.steps))


def _show(work, a: Action, after_show: bool) -> tuple[str, Action] | None:
    """A show clause: nameless for the next to show, with only the cards not typed for him yet."""
    if a.second or a.text or a.player is None:
        return None
    e = expect(work)
    nameless = e is not None and "show" in e.verbs and e.players[:1] == (a.player,)
    hand = work.hand
    typed_up, typed_down = list(hand.up.get(a.player, [])), list(hand.down.get(a.player, []))
    up: list[str] = []
    if hand.game.either_per_player:
        # Low Card in the Hole: a card face down or up as each player chose, so how many of each he holds is
        # his to say: the show keeps its `up`.
        cards, up = list(a.cards), list(a.up)
    elif not typed_up and not typed_down:
        cards = list(a.cards) + list(a.up)      # nothing typed: his whole hand, face down first, no `up`
    elif list(a.up) == typed_up and all(c in a.cards for c in typed_down):
        cards = [c for c in a.cards if c not in typed_down]     # his up cards typed: only the rest
    elif all(c in list(a.cards) + list(a.up) for c in typed_up + typed_down):
        cards, up = list(a.cards), list(a.up)   # some of his up cards typed: the whole show, with `up`
    elif not a.up:
        cards = list(a.cards)   # some of the cards typed for him (Anaconda's five of seven, 7½'s hidden card)
    else:
        return None
    parsed = Action("show", player=None if nameless else a.player, cards=tuple(cards), up=tuple(up),
                    text="" if cards or up else "as-dealt")
    tail = _glued(cards) + (f" up {_glued(up)}" if up else "")
    if not nameless:
        return f"show {a.player} {tail}".strip(), parsed
    # After a show clause a clause of cards alone repeats the verb; `show` alone is the next one as dealt.
    return (tail if after_show and cards else f"show {tail}".strip()), parsed


def _clause(a: Action, nameless: bool, at_start: bool, after_betting: bool) -> str:
    """One clause written out: the verb (its letter where a letter is the verb), the player unless nameless,
    then what the clause carries."""
    letter = _LETTER.get(a.verb)
    use_letter = letter is not None and (at_start or (after_betting and a.verb in _BETTING))
    words = [letter if use_letter else a.verb]
    if not nameless:
        words.append(a.player)
    if a.verb == "wager":
        words.append(a.text)
    elif a.amount is not None:
        words.append(_money(a.amount))
    if a.count is not None:
        words.append(str(a.count))
    if a.cards:
        words.append(_glued(a.cards))
    if a.verb not in ("wager",) and a.text:
        words.append(a.text)
    return " ".join(words)


def _parses_as(short: str, players, expected: list[Action]) -> bool:
    """Whether refcli reads ``short`` as the clauses meant (a form its parser lacks is kept long)."""
    try:
        return parse_line(short, players) == expected
    except Exception:
        return False


def _apply(work, a: Action):
    """The night after ``a`` (on the translator's own copy), or None where the engine alone cannot take the
    clause as the long line typed it (a clause the session itself gives its players to)."""
    try:
        return engine.apply(work, a, in_place=True, quiet=True)[0]
    except Exception:
        return None


def shorten(session: Session, line: str) -> str:
    """``line`` in the shortest forms docs/table-language.md documents, for the night as ``session`` holds it now; the line
    itself where it has none."""
    bare = _bare(line)
    if not bare:
        return bare
    _, night, _ = session.current()
    if night is None:
        return bare
    actions = parse_line(bare, night.players)
    if not actions or actions[0].verb in _KEEP:
        return bare
    if len(actions) == 1 and actions[0].verb in ("deal", "settle") and actions[0] == Action(actions[0].verb):
        return _LETTER[actions[0].verb]
    if night.hand is None:
        return bare
    if actions[0].verb in ("up", "down"):
        found = _cards_line(night, actions)
        if found is None:
            return bare
        short, expected = found
        return short if _parses_as(short, night.players, expected) else bare
    # Clause by clause, on a copy of the night: who the table waits for before each one.
    work = night                        # the session's copy: the translator's own
    clauses: list[str] = []
    expected: list[Action] = []
    run: list[str] = []                 # the betting letters being glued
    prev_betting = prev_show = False

    def close_run():
        if run:
            clauses.append("".join(run))
            run.clear()

    bare_cards = 0                      # 7½: bare `card` clauses of the player on turn
    for a in actions:
        e = expect(work)
        on_turn = e is not None and e.players[:1] == (a.player,) and a.verb in e.verbs
        if a.verb == "show":
            close_run()
            found = _show(work, a, prev_show)
            if found is None:
                return bare
            clauses.append(found[0])
            expected.append(found[1])
            prev_betting, prev_show = False, True
            work = _apply(work, a)
            if work is None:
                return bare
            continue
        prev_show = False
        if a.verb in _BETTING and (on_turn or a.player is None) and (not clauses and not run or prev_betting):
            step = _LETTER[a.verb] + (_money(a.amount) if a.amount is not None else "")
            run.append(step)
            expected.append(replace(a, player=None))
            prev_betting = True
        else:
            close_run()
            nameless = on_turn or a.player is None
            if nameless and a.player is not None and not _parses_as(_clause(a, True, False, False), night.players,
                                                                     [replace(a, player=None)]):
                nameless = False        # refcli's parser wants the name there (`take PLAYER CARD`)
            if a.verb == "card" and nameless and not a.cards:
                bare_cards += 1
            clauses.append(_clause(a, nameless, not clauses, prev_betting))
            expected.append(replace(a, player=None) if nameless else a)
            prev_betting = a.verb in _BETTING
        work = _apply(work, a)
        if work is None:
            return bare
    close_run()
    if bare_cards == len(actions) > 1:
        clauses, expected = ["cards"], [Action("card", text="round")]
    short = ",".join(clauses)
    if re.fullmatch(r"x{6,}", short):
        short = "checks"
        expected = None
    if expected is not None and not _parses_as(short, night.players, expected):
        return bare
    return short


# --- playing both -------------------------------------------------------------------------------------------


class Twin:
    """The long night and the short one, played side by side."""

    def __init__(self):
        self.long = Session(Store(":memory:"))
        self.short = Session(Store(":memory:"))
        self.game = None

    def both(self, line: str) -> None:
        self.long.execute(line)
        self.short.execute(line)
        if _bare(line).startswith("game "):
            self.game = _bare(line)

    def repick(self, line: str) -> None:
        """Before a deal with no game picked: after a pick's three hands the oracle files' own tests have the
        next picker pick the same game (their scripts go straight to the deal)."""
        night = self.long.night
        if _bare(line) == "deal" and night is not None and night.pick_game is None and night.hand is None:
            self.both(self.game.replace(" override", ""))


def _said(reply) -> tuple:
    postings = [("pot" if p.frm == POT else p.frm, "pot" if p.to == POT else p.to, p.amount, p.reason)
                for o in reply.outcomes for p in o.postings]
    rulings = [o.ruling.lines for o in reply.outcomes if o.ruling is not None]
    return postings, rulings


def _state(night) -> dict:
    """The night as stored, each player's cards as a set: a player shown as dealt keeps the order they were
    typed in (a drawn card last), a player shown long the order he showed them; the hand is the same."""
    if night is None:
        return None
    data = night.to_json()
    hand = data.get("hand")
    if hand is not None:
        for face in ("down", "up"):
            hand[face] = {p: sorted(cards) for p, cards in hand.get(face, {}).items()}
    return data


def play_short(hand: Hand) -> list[tuple[str, str]]:
    """Play ``hand`` long and short; after each line both nights must agree. The (long, short) pairs."""
    t = Twin()
    for line in hand.before:
        t.repick(line)
        t.both(line)
    pairs, moved = [], []
    for line in hand.lines:
        if not _bare(line):
            continue
        t.repick(line)
        short = shorten(t.long, line)
        pairs.append((_bare(line), short))
        long_said = _said(t.long.execute(line))
        short_said = _said(t.short.execute(short))
        assert short_said == long_said, (line, short)
        moved += [(frm, to, amount) for frm, to, amount, _ in short_said[0]]
        assert _state(t.short.night) == _state(t.long.night), (line, short)
        if _bare(line).startswith("game "):
            t.game = _bare(line)
    if hand.worked is not None:
        # Typed short, to the cent as the file worked it out: every posting in order (the pot's awards in any
        # order, as tests/handworked_kit.py compares them) and the running balances.
        worked = hand.worked.postings
        assert [m for m in moved if m[0] != "pot"] == [w for w in worked if w[0] != "pot"]
        assert sorted(m for m in moved if m[0] == "pot") == sorted(w for w in worked if w[0] == "pot")
        assert {p: t.short.night.ledger.balance(p) for p in hand.worked.balances} == hand.worked.balances
    night = t.long.night
    assert night is None or {p: t.short.night.ledger.balance(p) for p in night.players} == \
        {p: night.ledger.balance(p) for p in night.players}
    return pairs


@pytest.mark.parametrize("hand", HANDS, ids=[f"{h.source}:{h.name}" for h in HANDS])
def test_each_hand_typed_short_settles_as_typed_long(hand):
    pairs = play_short(hand)
    typed_long = sum(len(long) + 1 for long, _ in pairs)            # each line with its Enter
    typed_short = sum(len(short) + 1 for _, short in pairs)
    assert typed_short < typed_long * 0.8


def test_the_files_hold_every_hand_they_work_out():
    """The sources above are read whole: a file whose layout changed would silently lose hands."""
    count = {}
    for h in HANDS:
        count[h.source] = count.get(h.source, 0) + 1
    assert count == {"anaconda.md": 5, "baseball.md": 4, "follow-the-queen.md": 4, "pineapple.md": 2, "no-peek.md": 4,
                     "partners.md": 4, "seven-and-a-half-keep-turned.md": 2, "seven-and-a-half.md": 4,
                     "ebay.md": 4, "pat-hand.md": 4, "high-and-low-poker-1.txt": 4, "high-and-low-poker-2.txt": 3,
                     "high-and-low-poker-3.txt": 3, "high-and-low-poker-4.txt": 1, "twos-to-25-night-a.txt": 2,
                     "twos-to-25-night-b.txt": 2, "twos-to-25-night-c.txt": 2}


# --- the games no hand-worked file covers: the recorded sessions of tests/golden/ -----------------------------
# Not worked out by hand, but their money was checked when they were recorded; typed short they must play as
# typed long, line by line (a line refcli refused when recorded, marked '!', is left out; a long line refused
# now must be refused short too). A few sessions per game keep the test quick.

_PER_GAME = 6


def _recorded() -> dict[str, list[list[str]]]:
    import json
    sessions = json.loads((Path(__file__).resolve().parent / "golden" / "nights.json").read_text(encoding="utf-8"))
    by_game: dict[str, list[list[str]]] = {}
    for s in sessions:
        lines = [line for line in s["lines"] if not line.startswith("!")]
        games = [line.split()[1] for line in lines if line.startswith("game ") and len(line.split()) > 1]
        if games:
            by_game.setdefault(games[0], []).append(lines)
    return {g: found[:_PER_GAME] for g, found in sorted(by_game.items())}


RECORDED = _recorded()


@pytest.mark.parametrize("game", list(RECORDED))
def test_each_recorded_game_typed_short_plays_as_typed_long(game):
    from refcli.kernel.errors import RefereeError
    for lines in RECORDED[game]:
        t = Twin()
        for line in lines:
            if not _bare(line):
                continue
            try:
                short = shorten(t.long, line)
            except RefereeError:
                short = _bare(line)         # a line the night refuses (a game of a ruleset not here): as typed
            try:
                long_said = _said(t.long.execute(line))
            except RefereeError:
                with pytest.raises(RefereeError):
                    t.short.execute(short)
                continue
            assert _said(t.short.execute(short)) == long_said, (line, short)
            assert _state(t.short.night) == _state(t.long.night), (line, short)


# --- what typing the hands short found ------------------------------------------------------------------------

def test_a_fold_without_a_name_at_the_showdown_is_the_next_to_shows():
    """`f` once the betting is over: the next player to show concedes, as `show` without a name is his (it was
    refused as "None is not in this hand", typed short in a recorded High and Low Poker night)."""
    from tablekit import Table
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal", *["xxx"] * 5)
    t("f")
    assert t.lines[-1] == "Bob folds · pot $1.50 · betting over: show Cal, Ann"
    assert t.night.hand.active == ["Cal", "Ann"]
    t("f")
    assert t.lines[-1] == "Cal folds"
    assert t.rulings[-1].lines == ("Everyone else folded: Ann takes the pot of $1.50.",)
    assert t.balances() == {"Ann": 0, "Bob": 0, "Cal": 0} and t.night.hand is None


def test_a_fold_without_a_name_where_the_table_waits_for_everyone_asks_for_the_name():
    """Anaconda's pass and 2s to 25's settle wait for no one player: a nameless fold is refused in one line and
    changes nothing (it was "None is not in this hand")."""
    from tablekit import Table
    t = Table("night Ann Bob Cal Dee", "game anaconda", "deal", "bet Bob .25, call Cal, call Dee, call Ann")
    assert t.refuse("f") == "name the player (fold PLAYER): the table waits for no one player now"
    lines = (HERE / "twos-to-25-night-a.txt").read_text(encoding="utf-8").splitlines()
    t = Table(*lines[: [_bare(line) for line in lines].index("settle")])
    assert t.lines[-1].endswith("betting over: settle")
    assert t.refuse("f") == "name the player (fold PLAYER): the table waits for no one player now"
    assert t.night.hand.active == ["Cal", "Ann"]
    t("fold Cal")                   # with the name, as before
    assert t.rulings[-1].lines[0] == "Everyone else folded: Ann takes the pot of $6.00."


def test_a_whole_hand_shown_without_up_in_five_and_a_half():
    """5½-25½ with nothing typed for Bob: `show 8s2s` is his face-down 8♠ and his face-up 2♠, as the long form
    orders them (it was refused: "Bob shows 2 down and 0 up"); the hand settles as typed long."""
    from tablekit import Table
    rounds = ["xxx", "pass, pass, pass"] * 3 + ["xxx", "declare Bob high, Cal high, Ann high"]
    t = Table("night Ann Bob Cal", "game five-and-a-half", "d", *rounds)
    t("show 8s2s")
    assert t.lines[-1] == "Bob shows 8♠ up 2♠ · show Cal, Ann"
    assert (t.night.hand.down["Bob"], t.night.hand.up["Bob"]) == (["8s"], ["2s"])
    t("show 8dad, ts6s")
    t("s")
    assert t.awards() == [("Cal", "points-high", 150)]
    assert t.balances() == {"Ann": -150, "Bob": 0, "Cal": 150}
