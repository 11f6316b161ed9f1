"""The table language: one typed line becomes a list of Actions (SPEC §3).

The shell, the one-shot commands and script files all come through here. Parsing needs only the seat names
(players are matched by case-insensitive unique prefix); whether an action is allowed now is the engine's job.
"""

from __future__ import annotations

import re

from ..kernel.records import dataclass
from ..kernel.cards import parse_card, parse_dual
from ..kernel.errors import ParseError
from ..kernel.lazyre import Later
from ..kernel.money import parse_amount
from ..kernel.safetext import drop_controls, drop_invisible, shown, undecodable

from ..kernel.registry import Registry
from .verbs import ALL_VERBS, SHORT, VERB_HELP, card_run, glued_letter

# verb -> parse(verb, args, players) -> Action. The night's verbs register below; a flow step's own verbs (draw,
# take, flush) register in the step's module, which is loaded the first time one of them is typed.
CLAUSES: Registry = Registry("table verb", index="refcli.kernel.declared")
# Verbs whose clause runs to the end of the line (free text may hold commas).
_WHOLE_LINE = ("night", "game", "pay", "penalty", "expense", "in")   # in: one action, undone whole (bet.py)
WHOLE_LINE = _WHOLE_LINE
_TURN_VERBS = ("check", "call", "fold", "buyout", "pass")
WAYS = {"high": "high", "hi": "high", "h": "high", "low": "low", "lo": "low", "l": "low",
        "both": "both", "b": "both", "swing": "both"}
NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_'-]{0,19}$")   # the ASCII names refcli always took (see usable_name)
NAME_MAX = 20
_NAME_PUNCT = "'’-_"        # O'Brien, O’Brien (a phone's apostrophe), Anne-Marie, Jean_Luc


@dataclass(frozen=True)
class Action:
    """One clause of the table language, already parsed (players resolved to seat names, amounts in cents)."""

    verb: str
    player: str | None = None
    amount: int | None = None
    cards: tuple[str, ...] = ()      # card codes; for `show`, the face-down ones
    up: tuple[str, ...] = ()         # for `show`: the face-up ones
    text: str = ""                   # a reason, a game spec, or a declared way
    players: tuple[str, ...] = ()    # for `night`
    waived: bool = False
    second: tuple[str, ...] = ()     # for `show` in two-group games: the low group (`cards` is the high one);
                                     # for `draw`: the cards dealt for the discards in `cards`
    count: int | None = None         # for `draw` typed as a count: how many cards were replaced
    override: bool = False           # for `game`: change the game before the pick's hands are up

    def payload(self) -> dict:
        """The stored form: only the fields that differ from the defaults."""
        out = {}
        values = self.__dict__
        for name, default in _PAYLOAD_DEFAULTS:
            value = values[name]
            if value != default:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_payload(cls, verb: str, payload: dict) -> "Action":
        data = {k: tuple(v) if isinstance(v, list) else v for k, v in payload.items()}
        return cls(verb=verb, **data)

    def to_dict(self) -> dict:
        from dataclasses import asdict
        return asdict(self)


# (field, default) of every field an event's payload may hold, in order: payload() runs once per action. Read
# from the class (each default is a class attribute), not dataclasses.fields: a one-shot table line then never
# imports dataclasses, which loads inspect and ast (~8 ms) when click has not loaded them already.
_PAYLOAD_DEFAULTS = tuple((name, getattr(Action, name)) for name in Action.__annotations__ if name != "verb")


def strip_comment(line: str) -> str:
    """The command part of a line; control characters (terminal escapes) are dropped, never echoed."""
    return drop_controls(line.split("#", 1)[0]).strip()


def usable_name(name: str) -> str:
    """A seat name as a club member writes it (José, Zoë, O'Brien, Anne-Marie), NFC-normalised; refused in one
    line when it does not start with a letter (so no spreadsheet formula, = + - @), holds anything but letters,
    digits and ' ’ - _ (so no control character, space or comma), or runs past 20 characters."""
    import unicodedata
    name = unicodedata.normalize("NFC", name)
    ok = 0 < len(name) <= NAME_MAX and name[0].isalpha() and all(
        c.isalnum() or c in _NAME_PUNCT or unicodedata.category(c).startswith("M") for c in name[1:])
    if not ok:
        raise ParseError(f"'{shown(name)}' is not a usable name: start with a letter; letters, digits, - _ ' "
                         f"({NAME_MAX} at most)")
    return name


def fold_name(text: str) -> str:
    """Case, accents and the marks inside a name dropped: 'jose' finds José and 'obr' O'Brien, as the dealer
    types them on a plain keyboard."""
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold())
                   if not unicodedata.combining(c) and c not in _NAME_PUNCT)


def match_player(token: str, players: tuple[str, ...] | list[str]) -> str:
    """Exact name first (any case), else a unique prefix; without accents and marks only when nothing matches
    with them."""
    t = token.lower()
    for p in players:
        if p.lower() == t:
            return p
    hits = [p for p in players if p.lower().startswith(t)]
    if not hits and fold_name(token):
        folded = fold_name(token)
        exact = [p for p in players if fold_name(p) == folded]
        hits = exact if len(exact) == 1 else [p for p in players if fold_name(p).startswith(folded)]
    if len(hits) == 1:
        return hits[0]
    from ..kernel.safetext import some_names
    if not hits:
        seated = some_names(players) if players else "nobody is seated"
        raise ParseError(f"no player '{shown(token)}' at the table ({seated})")
    raise ParseError(f"'{shown(token)}' could be {some_names(hits, sep=' or ')}: type more letters")


def _is_player(token: str, players) -> bool:
    try:
        match_player(token, players)
        return True
    except ParseError:
        return False


# A number written with a thousands comma: a digit, a comma, three digits and no more (a clause never begins
# with a digit, so `call Bob,1` is not one).
_THOUSANDS = re.compile(r"(?<![\w.$])\$?\d{1,3}(,\d{3})+(\.\d+)?(?![\w.])")

# What the shell and the one-shot commands read from the book; a script holds the table's lines only.
LOOKUPS = ("explain", "report", "rules", "eval")


def unknown_verb(word: str) -> ParseError:
    if word.lower() in LOOKUPS:    # QA note N24: it is a command, just not one a script line can hold
        name = word.lower()
        return ParseError(f"'{name}' reads the book and writes nothing: type it in the shell or as "
                          f"refcli {name} (a script holds the table's lines)")
    import difflib
    close = difflib.get_close_matches(word.lower(), ALL_VERBS, n=1, cutoff=0.6)
    hint = f" — did you mean {close[0]}?" if close else " (type help-table for the list)"
    return ParseError(f"unknown command '{shown(word)}'{hint}")


def parse_card_code(token: str) -> str:
    if "/" in token:
        return parse_dual(token).code
    return parse_card(token).code


def parse_line(line: str, players: tuple[str, ...] | list[str] = (), decks: int = 1) -> list[Action]:
    """Parse one line into its actions; an empty or comment line gives none.

    ``decks`` is how many copies of each card the game's deck holds: with one, a card typed in two clauses of
    the line is refused here, as a typing slip, before the engine would blame it on whoever got it first."""
    # A script types the same lines again and again (`check, check, check`, `deal`): the actions of a line
    # are the same for the same seats and deck, and frozen, so a line parsed before is not parsed again.
    # A refused line is not remembered: it is refused afresh each time.
    key = (line, tuple(players), decks)
    found = _LINES.get(key)
    if found is not None:
        return list(found)
    actions = _parse_line(line, players, decks)
    if len(_LINES) >= 1024:
        _LINES.clear()
    _LINES[key] = tuple(actions)
    return actions


_LINES: dict[tuple, tuple[Action, ...]] = {}


def _parse_line(line: str, players: tuple[str, ...] | list[str], decks: int) -> list[Action]:
    bad = undecodable(line)
    if bad is not None:
        # Bytes that were not UTF-8 (a one-shot argument, a piped line): nothing could be stored or shown.
        raise ParseError(f"the line holds a byte that is not UTF-8 text ({bad})")
    text = strip_comment(line)
    if not text:
        return []
    first = text.split(None, 1)[0].lower()
    if first in _WHOLE_LINE:
        clauses = [text]
    else:
        grouped = _THOUSANDS.search(text)
        if grouped:
            # `bet Bob 1,000` would split into `bet Bob 1` and a clause `000` (QA note N16).
            raise ParseError(f"'{grouped.group(0)}' is not an amount: write it without the comma "
                             f"({grouped.group(0).replace(',', '')})")
        clauses = [c.strip() for c in text.split(",")]
    actions: list[Action] = []
    verb = None
    for clause in clauses:
        if not clause:
            raise ParseError("an empty clause between commas")
        words = clause.split()
        head = words[0].lower()
        if head not in SHORT and head not in ALL_VERBS and glued_letter(head):
            words = [head[0], words[0][1:], *words[1:]]     # `w.5`, `h5c`: a letter glued to what follows it
            head = head[0]
        run = _betting_run(verb, words, players)
        if run:
            for verb, args in run:
                actions.append(_parse_clause(verb, args, tuple(players)))
            continue
        if head in SHORT and _short_clause(verb, SHORT[head], words[1:], players):
            verb, args = SHORT[head], words[1:]
        elif head in ALL_VERBS:
            verb, args = head, words[1:]
        elif verb is None:
            raise ParseError(_glued_slip(words[0]) or str(unknown_verb(words[0])))
        else:
            args = words  # a repeated clause of the previous verb: "up Bob 7d, Cal Qh"
        if verb not in _FREE_TEXT:
            args = _unglued(args, players)
        parsed = _parse_clause(verb, args, tuple(players))
        # A clause parser may read one clause as several (`hit 6d ks`: two hits, one card each).
        actions.extend(parsed) if isinstance(parsed, list) else actions.append(parsed)
    if decks == 1:
        _refuse_typed_twice(actions)
    return actions


# The betting verbs: after one of them, a one-letter clause is a betting verb's letter (`bet 1, c, c`), never
# a player's one-letter prefix repeating the verb (`call b, c` is call Bob, then a call for the player on turn).
_BETTING = ("bet", "raise", "call", "check", "fold", "buyout", "checks")


def _glued_slip(word: str) -> str | None:
    """What is wrong with a first word that is a verb's letter glued to cards or an amount with a slip in them
    (`h6dkq`, `w.5x`); None for any other word."""
    verb = SHORT.get(word[:1].lower())
    if verb is None:
        return None
    from .slips import amount_slip, card_slip
    usage = str(VERB_HELP[verb][0])
    return (card_slip(word, least=1, skip=1) if "CARD" in usage else None) or \
        (amount_slip(word) if "AMOUNT" in usage else None)


def _short_clause(before: str | None, verb: str, args: list[str], players) -> bool:
    """Whether a clause that starts with a verb's letter (x c f b r) is that verb. At a line's start it is,
    whatever follows (`c bob` is call Bob). After a comma, only after a betting clause and in the verb's
    shape: the letter alone or with a player (`c`, `f dee`), b and r with their amount (`r .5`); so that
    `up b 7d, c qh`, `draw b 2, c 3` and `wager a .5, b .5` still name Cal and Bob."""
    if before is None:
        return True
    if verb not in _BETTING:
        # d s w h after a comma (`w .5, h 5c, stay`): the verb, unless a seated player's name begins with the
        # letter; then it names that player, as a repeated clause always did (`wager Hal .5, h .5`).
        letter = next(k for k, v in SHORT.items() if v == verb)
        return not any(fold_name(p).startswith(letter) for p in players)
    if before not in _BETTING:
        return False
    if verb in ("bet", "raise"):
        return len(args) in (1, 2) and _is_amount(args[-1]) and (len(args) == 1 or _is_player(args[0], players))
    return not args or (len(args) == 1 and _is_player(args[0], players))


# A betting round glued as poker's shorthand writes it: `b.5r.5ccc` is bet 50¢, raise 50¢, call, call, call;
# `xb1cf` check, bet $1, call, fold. Only the five betting letters, b and r each followed by its amount in
# digits (`.5`, `1`, `1.25`, `$1`), nothing else in the word.
_RUN = Later(r"(?:[xcf]|[br](?:\$?(?:\d+(?:\.\d+)?|\.\d+))?)+", re.IGNORECASE)
_RUN_STEP = Later(r"([xcfbr])(\$?(?:\d+(?:\.\d+)?|\.\d+))?", re.IGNORECASE)


# No table bets more in one line than this: a longer word of betting letters is a slip, refused as a word.
_RUN_LONGEST = 60


def _betting_run(before: str | None, words: list[str], players) -> list[tuple[str, list[str]]]:
    """The clauses of a glued betting word (`b.5r.5ccc`), where a betting letter may stand (a line's start, or
    after a betting clause); [] for any other clause. A single letter alone (`c`) is the ordinary short form,
    and a word that names a player stays a player (`call Bob, cc` when someone is called Cc)."""
    if len(words) != 1 or (before is not None and before not in _BETTING):
        return []
    word = words[0]
    if not 2 <= len(word) <= _RUN_LONGEST or (before is not None and _is_player(word, players)):
        return []
    if word.lower() not in ALL_VERBS:
        from .slips import betting_slip
        slip = betting_slip(word)
        if slip is not None:
            raise ParseError(slip)
    if not _RUN.fullmatch(word):
        return []
    return [(SHORT[m.group(1).lower()], [m.group(2)] if m.group(2) else []) for m in _RUN_STEP.finditer(word)]


# Cards typed without spaces (`show asks3c7d7h`, `hit 6dks`, dual cards `as/kd2d/qc`): a word that is two cards
# or more and nothing else is read as those cards (verbs.card_run).
# Verbs whose words are names, games, amounts or reasons, never cards: nothing in them is unglued.
_FREE_TEXT = ("night", "game", "join", "rename", "pay", "penalty", "expense", "paid", "leave", "sitout", "back",
              "buyin", "cashout", "end", "in", "declare", "maxbet", "wager", "bet", "raise", "blinds", "bid")


def _unglued(args: list[str], players) -> list[str]:
    """``args`` with each word of glued cards split into its cards (a seated player's name is left alone)."""
    if not any(len(a) >= 4 for a in args):
        return args
    out: list[str] = []
    for word in args:
        run = card_run(word) if len(word) >= 4 else None
        if run is not None and len(run) > 1 and not _is_player(word, players):
            out.extend(run)
        else:
            if run is None and len(word) >= 4 and not _is_player(word, players):
                from .slips import card_slip
                # Cards glued with a slip among them, named where it is: two cards read first, or one when the
                # word starts with a digit (a name never does).
                slip = card_slip(word, least=1 if word[0].isdigit() else 2)
                if slip is not None:
                    raise ParseError(slip)
            out.append(word)
    return out


def _is_amount(token: str) -> bool:
    try:
        parse_amount(token)
        return True
    except ParseError:
        return False


_CARD_VERBS = ("up", "down", "board", "indicator", "flush", "take", "show")


def _refuse_typed_twice(actions: list[Action]) -> None:
    """A card in two clauses of one line (`up Bob 7h, Cal 7h`): one deck has it once, so it is a typing slip.
    A card twice inside one clause is the engine's to refuse (it knows the deck)."""
    first_clause: dict[str, int] = {}
    for i, action in enumerate(actions):
        if action.verb not in _CARD_VERBS:
            continue
        for code in dict.fromkeys(action.cards + action.up + action.second):
            if code == "jk" or "/" in code:
                continue   # a deck may hold two jokers; dual-value cards are a deck of their own
            if first_clause.setdefault(code, i) != i:
                raise ParseError(f"{parse_card(code).label} is typed twice in this line")


def refuse_repeats(codes) -> tuple[str, ...]:
    """The cards of one clause that a single deck holds once each (a player's own cards turned, the hole cards
    of a pat hand): the same card twice is a typing slip, said as such, not a card already dealt."""
    codes = tuple(codes)
    for i, code in enumerate(codes):
        if code in codes[:i]:
            raise ParseError(f"{parse_card(code).label} is typed twice in this line")
    return codes


def _cards_of_one(verb: str, args: list[str], players: tuple[str, ...]) -> tuple[str, ...]:
    """The cards after the player; a second player's name among them (`up bob 7s cal 5c`) is a missing comma,
    and the message shows the line as it should have been typed."""
    codes = []
    for tok in args[1:]:
        try:
            codes.append(parse_card_code(tok))
        except ParseError:
            if not _is_player(tok, players):
                raise
            raise ParseError(f"separate players with commas ({_with_commas(verb, args, players)})") from None
    return tuple(codes)


def _with_commas(verb: str, args: list[str], players: tuple[str, ...]) -> str:
    groups: list[list[str]] = []
    for tok in args:
        try:
            label = parse_card(tok).label if "/" not in tok else tok
        except ParseError:
            label = None
        if label is None and _is_player(tok, players):
            groups.append([match_player(tok, players)])
        elif groups:
            groups[-1].append(label or tok)
    return f"{verb} " + ", ".join(" ".join(g) for g in groups)


def _reason(words: list[str]) -> str:
    """A reason as kept and printed: zero-width and bidi characters dropped (they hide in or reverse the
    text around them, on the terminal and in every export)."""
    return " ".join(drop_invisible(" ".join(words)).split())


def need(args: list[str], n: int, usage: str) -> None:
    if len(args) < n:
        raise ParseError(f"usage: {usage}")


def new_name(token: str) -> str:
    name = usable_name(token)
    if name.lower() in ALL_VERBS:
        raise ParseError(f"'{name}' is a command word; choose another name")
    return name


def _parse_seat_name(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`join NAME [after PLAYER]` (the new name as typed, the neighbour matched) and `rename PLAYER NEW`."""
    if verb == "join":
        if len(args) == 1:
            return Action("join", players=(new_name(args[0]),))
        if len(args) == 3 and args[1].lower() == "after":
            return Action("join", players=(new_name(args[0]),), player=match_player(args[2], players))
        raise ParseError("usage: join NAME [after PLAYER]")
    if len(args) != 2:
        raise ParseError("usage: rename PLAYER NEW-NAME")
    return Action("rename", player=match_player(args[0], players), text=new_name(args[1]))


# --- the clauses: one parser per verb, registered (a step's own verbs register in the step's module) ------

def clause(*verbs: str):
    """Register ``parse(verb, args, players) -> Action`` as the clause parser of each verb."""
    def add(parse):
        for v in verbs:
            CLAUSES.register(v)(parse)
        return parse
    return add


def _parse_clause(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if verb not in CLAUSES:
        raise unknown_verb(verb)
    return CLAUSES.get(verb)(verb, args, players)


@clause("night")
def _night(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    need(args, 2, "night NAME NAME ... (the seats clockwise, at least two)")
    seen: set[str] = set()
    names = [usable_name(a) for a in args]
    for name in names:
        if name.lower() in ALL_VERBS:
            raise ParseError(f"'{shown(name)}' is a command word; choose another name")
        if name.casefold() in seen:
            raise ParseError(f"{name} is seated twice")
        seen.add(name.casefold())
    return Action("night", players=tuple(names))


@clause("game")
def _game(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    need(args, 1, "game NAME [VARIANT ...] [override]")
    override = args[-1].lower() in ("override", "--override")
    if override:
        args = args[:-1]
        need(args, 1, "game NAME [VARIANT ...] override")
    return Action("game", text=" ".join(args), override=override)


@clause("join", "rename")
def _join(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    return _parse_seat_name(verb, args, players)


@clause("leave", "sitout", "back")
def _leave(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    # `leave Cal settle`: Cal pays or is paid what he owes or is owed before he goes (table/leaving.py).
    settle = verb == "leave" and len(args) == 2 and args[1].lower() == "settle"
    if len(args) != 1 and not settle:
        raise ParseError(f"usage: {verb} PLAYER" + (" [settle]" if verb == "leave" else ""))
    return Action(verb, player=match_player(args[0], players), text="settle" if settle else "")


@clause("end")
def _end(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    # `end force`: close a night whose cash does not reconcile; `end carry`: carry the balances to the
    # next night instead of paying them (refcli/table/cash.py).
    words = [a.lower() for a in args]
    if any(w not in ("force", "carry") for w in words) or len(set(words)) != len(words):
        raise ParseError(f"end takes nothing after it but force or carry (got '{shown(' '.join(args))}')")
    return Action("end", text=" ".join(w for w in ("force", "carry") if w in words))


@clause("expense")
def _expense(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    return _parse_expense(args, players)


@clause("paid")
def _paid(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`paid FROM AMOUNT` or `paid FROM TO AMOUNT`: TO as typed (he may be a member not at the table; the
    session reads him, and checks the debt, against the book: refcli/book/debts.py)."""
    if len(args) == 3:
        return Action(verb, player=match_player(args[0], players), text=args[1][:NAME_MAX + 1],
                      amount=parse_amount(args[2]))
    if len(args) != 2:
        raise ParseError("usage: paid FROM [TO] AMOUNT")
    return Action(verb, player=match_player(args[0], players), amount=parse_amount(args[1]))


@clause("buyin", "cashout")
def _buyin(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if len(args) != 2:
        raise ParseError(f"usage: {verb} PLAYER AMOUNT")
    return Action(verb, player=match_player(args[0], players), amount=parse_amount(args[1]))


@clause("undo")
def _undo(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    """`undo`: the last line as typed, whole; `undo N`: the last N lines; `undo clause`: the last clause only."""
    if not args:
        return Action("undo", count=1)
    if len(args) == 1 and args[0].lower() == "clause":
        return Action("undo")
    if len(args) == 1 and args[0].isdigit():
        if not 1 <= int(args[0]) <= MOST_UNDONE:
            raise ParseError(f"undo takes back 1 to {MOST_UNDONE} lines (got {shown(args[0])})")
        return Action("undo", count=int(args[0]))
    # The words refcli said before `undo N` existed (the golden corpus holds them).
    raise ParseError(f"undo takes nothing after it (got '{shown(' '.join(args))}')")


# The most lines one `undo N` takes back: a slip is a few lines old; a larger number is itself a slip.
MOST_UNDONE = 20


@clause("deal", "settle", "balances", "status", "misdeal", "checks")
def _deal(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if args:
        raise ParseError(f"{verb} takes nothing after it (got '{shown(' '.join(args))}')")
    return Action(verb)


@clause("up", "down")
def _up(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if args and not _is_player(args[0], players) and is_card(args[0]):
        # `up 7h qd 9h 8c`: no name, the cards go to the players in the order they are dealt (the table
        # knows who is owed them: refcli/table/nameless.py). A first word that also names a player (As with
        # an Astrid seated) is hers, as it always was: such a line names its players.
        return Action(verb, cards=tuple(parse_card_code(a) for a in args))
    need(args, 2, f"{verb} PLAYER CARD [CARD ...]")
    return Action(verb, player=match_player(args[0], players), cards=_cards_of_one(verb, args, players))


def is_card(token: str) -> bool:
    try:
        parse_card_code(token)
        return True
    except ParseError:
        return False


@clause("board", "indicator")
def _board(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    need(args, 1, f"{verb} CARD [CARD ...]")
    return Action(verb, cards=tuple(parse_card_code(a) for a in args))


@clause("bet", "raise")
def _bet(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if len(args) == 2:
        return Action(verb, player=match_player(args[0], players), amount=parse_amount(args[1]))
    if len(args) == 1:
        return Action(verb, amount=parse_amount(args[0]))
    raise ParseError(f"usage: {verb} [PLAYER] AMOUNT")


@clause(*_TURN_VERBS)
def __turn(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if len(args) > 1:
        raise ParseError(f"usage: {verb} [PLAYER]")
    return Action(verb, player=match_player(args[0], players) if args else None)


@clause("pay")
def _pay(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    need(args, 2, "pay PLAYER AMOUNT [REASON]")
    return Action("pay", player=match_player(args[0], players), amount=parse_amount(args[1]),
                  text=_reason(args[2:]))


@clause("declare")
def _declare(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    ways = _ways_in_turn(args, players)
    if ways is not None:
        # Without names: the ways of the players waiting to declare, in turn (refcli/table/nameless.py).
        return Action("declare", text=" ".join(ways))
    if len(args) != 2:
        raise ParseError("usage: declare PLAYER high|low|both")
    way = WAYS.get(args[1].lower())
    if way is None and args[1].lower() == "pat":
        raise ParseError(f"'pat' is not a way to declare (high, low or both): a pat hand is declared with pat "
                         f"{match_player(args[0], players)}")
    if way is None:
        raise ParseError(f"'{shown(args[1])}' is not a way to declare: high, low or both")
    return Action("declare", player=match_player(args[0], players), text=way)


_WAY_LETTERS = "hlb"


def _ways_in_turn(args: list[str], players: tuple[str, ...]) -> list[str] | None:
    """`declare l h b h`, `declare low high both high`, `declare lhbh`: the ways, one a player in turn; None for a
    clause that names its player (`declare Bob high`; a first word that names a player is his, as it always was)."""
    if not args or (len(args) == 2 and _is_player(args[0], players)):
        return None
    ways = [WAYS.get(a.lower()) for a in args]
    if all(ways):
        return [w for w in ways if w]
    if len(args) > 1 and ways[0] and not _is_player(args[0], players):
        slip = ways.index(None)
        raise ParseError(f"'{shown(args[slip])}' is not a way to declare (h l b: high, low, both), after "
                         f"{shown(' '.join(args[:slip]))}")
    word = args[0]
    if len(args) != 1 or len(word) < 2 or _is_player(word, players) or \
            word[0].lower() not in _WAY_LETTERS or word[1].lower() not in _WAY_LETTERS:
        return None
    bad = next((i for i, c in enumerate(word.lower()) if c not in _WAY_LETTERS), None)
    if bad is not None:
        raise ParseError(f"{shown(word)}: '{shown(word[bad])}' is not a way to declare (h l b: high, low, both), "
                         f"after {shown(word[:bad])}")
    return [WAYS[c] for c in word.lower()]


@clause("show")
def _show(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    if not args or (not _is_player(args[0], players) and (is_card(args[0]) or args[0] == "/")):
        # Without a name: the next player to show (the table knows who: refcli/table/nameless.py).
        args = [None] + args
    else:
        need(args, 1, "show PLAYER DOWN-CARDS ... [up UP-CARDS ...]")
    player = match_player(args[0], players) if args[0] is not None else None
    if len(args) == 1:      # the cards typed for him as dealt are his show (refcli/table/steps/showdown.py)
        return Action("show", player=player, text="as-dealt")
    if "/" in args[1:]:
        # Two groups of five (High Hand Low Hand): the high group, a lone /, the low group.
        cut = args.index("/", 1)
        high, low = args[1:cut], args[cut + 1:]
        if "/" in low or not high or not low:
            raise ParseError("usage: show PLAYER HIGH-GROUP / LOW-GROUP (five cards each)")
        return Action("show", player=player, cards=tuple(parse_card_code(a) for a in high),
                      second=tuple(parse_card_code(a) for a in low))
    down: list[str] = []
    up: list[str] = []
    target = down
    for tok in args[1:]:
        if tok.lower() == "up":
            target = up
        elif tok.lower() == "down":
            target = down
        else:
            target.append(parse_card_code(tok))
    return Action("show", player=player, cards=tuple(down), up=tuple(up))


@clause("penalty")
def _penalty(verb: str, args: list[str], players: tuple[str, ...]) -> Action:
    need(args, 1, "penalty PLAYER [waived] [REASON]")
    player = match_player(args[0], players)
    rest = args[1:]
    waived = bool(rest) and rest[0].lower() == "waived"
    if waived:
        rest = rest[1:]
    return Action("penalty", player=player, waived=waived, text=_reason(rest))


def script_lines(data: bytes) -> list[str]:
    """A script's lines: split at \\n only (a \\r before it belongs to the line end), so no other character
    (U+2028, U+0085, a form feed, a lone CR) can end a line early and run what follows it as a command, and
    line numbers count what an editor counts. A line that is not UTF-8 is refused by number before any runs."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()                      # the newline that ends the last line does not start another
    out = []
    for number, raw in enumerate(lines, start=1):
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]                # the byte-order mark some editors write first
        try:
            out.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise ParseError(f"line {number}: not UTF-8 text (byte 0x{raw[exc.start]:02X} "
                             f"at column {exc.start + 1})") from None
    return out


def _parse_expense(args: list[str], players: tuple[str, ...]) -> Action:
    """expense PLAYER AMOUNT REASON [split all|NAME,NAME ...]: the sharers after the last `split` (none: all)."""
    usage = "usage: expense PLAYER AMOUNT REASON [split all|NAME,NAME...]"
    if len(args) < 3:
        raise ParseError(usage)
    payer, amount, rest = match_player(args[0], players), parse_amount(args[1]), args[2:]
    lowered = [w.lower() for w in rest]
    sharers: tuple[str, ...] = ()
    if "split" in lowered:
        cut = len(lowered) - 1 - lowered[::-1].index("split")
        names = [n for w in rest[cut + 1:] for n in w.split(",") if n]
        rest = rest[:cut]
        if not names:
            raise ParseError("split whom? split all, or split NAME,NAME...")
        if [n.lower() for n in names] != ["all"]:
            found = [match_player(n, players) for n in names]
            for name in found:
                if found.count(name) > 1:
                    raise ParseError(f"{name} is named twice in the split")
            sharers = tuple(found)
    if not rest:
        raise ParseError(usage)
    return Action("expense", player=payer, amount=amount, text=" ".join(rest), players=sharers)
