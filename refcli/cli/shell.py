"""The shell the dealer types into at the table (`refcli shell`).

One Session, one line at a time, in the same table language and with the same messages as the one-shot
commands. The prompt shows where the hand stands; Tab completes from what the table waits for (table/expect.py,
asked of the night as the line's clauses so far would leave it): after a comma the verbs of the player on turn,
after a verb the players who may act, after a card verb the cards the game's deck still holds this hand; and
seated players, games and ways to declare. History is kept next to the store.

At a terminal the shell runs on prompt_toolkit, imported only then (a piped shell never pays for it).
When input is not a terminal (``printf 'night Ann Bob\\n...' | refcli shell``) lines are read plainly: no
prompt, no echo of the line, only what the commands print, refusals included as ``Error: ...``; the exit
code then says whether every line went through (0), some were refused (1), or refcli failed (2).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable
from typing import TextIO

from ..kernel.errors import ExitCode, RefereeError
from ..kernel.money import format_money
from ..kernel.safetext import drop_controls
from ..language.script import WAYS, strip_comment, unknown_verb
from ..table.state import Night
from .readonly import COMMANDS as READ_ONLY
from ..night.typed import END, LEAVE, run_line
from ..language.verbs import ALL_VERBS, HAND_VERBS as _HAND_VERBS, PLAYER_VERBS, VERB_HELP, table_help
from ..language.verbs import REPEATED_WITH_PLAYER as _REPEATED_WITH_PLAYER

QUIT_WORDS = ("quit", "exit")
HELP_WORDS = ("help", "help-table", "?")
SHELL_WORDS = ("help", "quit", "exit")          # offered by completion at the start of a line

# Which verbs complete a player (and only one still in the hand) is each verb's completion role, declared with it
# (refcli/language/verbs.py, and each mechanic's module). The betting verbs list players in turn order.
_WHOLE_LINE = ("night", "game", "pay", "penalty", "expense")   # the parser reads these to the end of the line
_WAY_WORDS = tuple(dict.fromkeys(WAYS.values()))    # high, low, both
_PROMPT_NAMES = 3                                   # names listed in the prompt before "+N"
_NOTED = 4                                          # another terminal's lines named before "N more"

_OUT_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")      # printed text: tab and newline kept

OK, REFUSED, INTERNAL = ExitCode.OK, ExitCode.REFUSED, ExitCode.INTERNAL


# --- the prompt ------------------------------------------------------------------------------------------

def _names(names: list[str]) -> str:
    if len(names) <= _PROMPT_NAMES:
        return ", ".join(names)
    return ", ".join(names[:_PROMPT_NAMES]) + f" +{len(names) - _PROMPT_NAMES}"


def _next_step(night: Night) -> str:
    from ..table.expect import expect
    e = expect(night)
    return e.prompt if e is not None else ""


def prompt_text(night: Night | None) -> str:
    """One short line saying what the table is waiting for, ending in '> '."""
    if night is None or night.ended:
        return "no night > "
    pot = night.ledger.pot
    hand = night.hand
    if hand is None:
        parts = ([f"{night.picker} picks"] if night.pick_game is None
                 else [f"{night.next_dealer} to deal {night.pick_game.title}"])
        if pot:
            parts.append(f"pot {format_money(pot)}")  # a penalty paid between hands waits for the next pot
    else:
        parts = [f"hand {hand.number}", hand.game.title, f"pot {format_money(pot)}"]
        if hand.game.wild_rule != "fixed":
            from ..table.wildrules import describe_wilds
            parts.append(describe_wilds(hand).split(" (")[0])   # "nines are wild", without the why
        step = _next_step(night)
        if step:
            parts.append(step)
    return _OUT_CONTROL.sub("", " · ".join(parts)) + " > "


def prompt_message(night: Night | None) -> str:
    """The interactive prompt: what the table sees (the board as laid, the up cards, the wild cards of a game
    whose prompt line does not say them), then the one-line prompt."""
    from ..table.view import table_view
    fixed = night is not None and night.hand is not None and night.hand.game.wild_rule == "fixed"
    lines = table_view(night, wilds=fixed) if night is not None and not night.ended else []
    return "".join(_OUT_CONTROL.sub("", line) + "\n" for line in lines) + prompt_text(night)


# --- completion ------------------------------------------------------------------------------------------

GameList = Iterable[tuple[str, str, tuple[str, ...]]]   # (id, name, variants), as rules.loader.list_games


def _players_for(verb: str, night: Night | None) -> list[str]:
    """Who a verb can name now: inside a hand only those still in it (and, for declare and show, only
    those who have not yet); betting verbs list them in turn order from the player on turn."""
    if night is None or night.ended:
        return []
    hand = night.hand
    if verb == "back":
        return night.away + night.gone          # only those away can come back
    if verb in ("leave", "sitout", "join"):
        return night.present
    if hand is None or verb not in _HAND_VERBS:
        return list(night.players)
    names = list(hand.active)
    from ..table.expect import expect
    e = expect(night)
    if verb in ("declare", "show"):
        from ..table.steps.showdown import unshown, waiting_to_declare
        names = waiting_to_declare(hand) if verb == "declare" else unshown(hand)
    elif e is not None:
        # The step that waits says whom the verb names now (the one on turn first, in a betting round, a draw,
        # a duel...), by its kind: the shell names no step.
        from ..kernel.registry import STEPS
        named = STEPS.get(e.kind).players_named(hand, e, verb)
        if named is not None:
            names = named
    return names


def _verbs(first_clause: bool, night: Night | None = None) -> list[tuple[str, str]]:
    out = [(v, VERB_HELP[v][0]) for v in ALL_VERBS if v not in _not_in_game(night)]
    if first_clause:
        out += [(name, form) for name, (form, _) in READ_ONLY.items()]
        out += [("help", "the verbs of the table language"), ("quit", "leave the shell (the night stays open)"),
                ("exit", "leave the shell (the night stays open)")]
    return out


def _not_in_game(night: Night | None) -> frozenset[str]:
    """The verbs of steps the game being played does not have (take and pass outside 5½-25½, draw outside a
    draw game, declare where nobody declares): each registered step says which verbs it brings."""
    game = None if night is None else (night.hand.game if night.hand is not None else night.pick_game)
    if game is None:
        return frozenset()
    from ..kernel.declared import STEPS
    from ..table.flow import program
    kinds = {s.kind for s in program(game.steps)}
    owned = {v for k in kinds for v in STEPS[k]["owns"]}
    return frozenset(v for name, kind in STEPS.items() if name not in kinds for v in kind["owns"]) - owned


def _verb_of(clauses: list[str]) -> str | None:
    """The verb a clause without one repeats: the last verb named in the clauses before it."""
    verb = None
    for clause in clauses:
        words = clause.split()
        if words and words[0].lower() in ALL_VERBS:
            verb = words[0].lower()
    return verb


def suggest(text: str, night: Night | None, games: Callable[[], GameList] = tuple
            ) -> tuple[int, list[tuple[str, str]]]:
    """Completions for the text before the cursor: (length of the word being completed, [(word, meta)]).

    Matching is case-insensitive; the words come back as refcli spells them (seat names as seated).
    ``games`` is called only when a game name is being completed.
    """
    if "#" in text:
        return 0, []        # inside a comment
    first = text.split(None, 1)[0].lower() if text.split() else ""
    if first in _WHOLE_LINE:
        before, clause = [], text
    else:
        *before, clause = text.split(",")
    partial = "" if not clause or clause[-1].isspace() else clause.split()[-1]
    done = clause.split()[:-1] if partial else clause.split()
    candidates: list[tuple[str, str]]
    if before and first != "in":       # `in` is one clause to the table: nothing of it applies before the end
        night = _after(before, night)      # what the clauses typed so far in this line leave
    if not done:
        candidates = _verbs(first_clause=not before, night=night)
        repeated = _verb_of(before)
        expected = _expected_verbs(night) if before else ()
        if repeated == "in":
            candidates = [(p, "") for p in _not_named(before, night)]
        elif expected and repeated not in _REPEATED_WITH_PLAYER:
            candidates = [(v, VERB_HELP[v][0]) for v in expected]     # what the player on turn may do
        elif repeated in PLAYER_VERBS:
            players = [(p, "") for p in _players_for(repeated, night)]
            candidates = players + candidates if repeated in _REPEATED_WITH_PLAYER else candidates + players
    else:
        head = done[0].lower()
        if head in HELP_WORDS and not before:
            candidates = _verbs(first_clause=False) + [(n, f) for n, (f, _) in READ_ONLY.items()]
        elif head == "rules" and not before:
            candidates = _arguments("game", [w.lower() for w in done[1:]], night, games)
        elif head in ALL_VERBS:
            candidates = _arguments(head, [w.lower() for w in done[1:]], night, games)
            candidates += _cards(head, done[1:], text[:len(text) - len(partial)], night)
        else:
            verb = _verb_of(before)
            candidates = _arguments(verb, [w.lower() for w in done], night, games) if verb else []
            if verb is not None:
                candidates += _cards(verb, done, text[:len(text) - len(partial)], night)
    low = partial.lower()
    return len(partial), [(w, m) for w, m in candidates if w.lower().startswith(low)]


def _after(before: list[str], night: Night | None) -> Night | None:
    """The night as the line's clauses typed so far would leave it (tried on a copy: nothing is written), so that
    `bet Bob 1, ` completes what Cal may do, not Bob; the night as it is when they cannot be applied."""
    if night is None or night.hand is None:
        return night
    from ..language.script import parse_line
    from ..table.engine import apply
    try:
        actions = parse_line(",".join(before), night.players)
        work = night
        for action in actions:
            if action.verb not in _HAND_VERBS:
                return night
            work, _ = apply(work, action, in_place=work is not night, quiet=True)
            if work.hand is None:
                return night        # the hand ended within the line: nothing more to complete in it
        return work
    except Exception:  # noqa: BLE001 - a clause refused (or half typed): complete from the night as it is
        return night


def _expected_verbs(night: Night | None) -> tuple[str, ...]:
    """The verbs the table waits for in the hand under way (the one answer: refcli/table/expect.py)."""
    if night is None or night.hand is None:
        return ()
    from ..table.expect import expect
    e = expect(night)
    return tuple(v for v in e.verbs if v in VERB_HELP) if e is not None else ()


def _not_named(before: list[str], night: Night | None) -> list[str]:
    """`in`: the players still in whom the line has not named yet."""
    if night is None or night.hand is None:
        return []
    named = {c.split()[1 if i == 0 else 0].lower() for i, c in enumerate(before) if len(c.split()) > (i == 0)}
    return [p for p in night.hand.active if p.lower() not in named]


# Where a verb's cards start (after its player, if it names one); draw's are the player's own, already seen.
_CARD_FROM = {"up": 1, "down": 1, "board": 0, "indicator": 0, "flush": 0, "upcard": 0, "tiecard": 0, "start": 0,
              "aside": 0, "show": 1, "take": 1, "wild": 1, "turn": 1, "extra": 1, "buy": 1, "pat": 1, "hit": 1,
              "card": 1, "swap": 1}


def _cards(verb: str, args: list[str], typed: str, night: Night | None) -> list[tuple[str, str]]:
    """After a card verb (and its player): the cards the game's deck still holds this hand, none typed already
    (in the hand, or earlier in this line); `show` offers the player's own typed cards too."""
    if verb not in _CARD_FROM or len(args) < _CARD_FROM[verb] or night is None or night.hand is None:
        return []
    hand = night.hand
    from ..kernel.cards import standard_deck
    from ..kernel.errors import RefereeError as _Refused
    from ..language.script import parse_card_code
    from ..table.dealing import card_label, check_cards, dual_deck
    if dual_deck(hand.game):
        return []       # a dual-value card is two values of the dealer's choosing: too many to list
    line: list[str] = []
    for word in typed.replace(",", " ").split():
        try:
            line.append(parse_card_code(word))
        except _Refused:
            continue
    from collections import Counter
    line = list((Counter(line) - Counter(hand.dealt())).elements())   # clauses applied by _after are dealt now
    own: list[str] = []
    if verb == "show":
        player = next((p for p in hand.active if p.lower() == args[0].lower()), None)
        kept = hand.up if "up" in (a.lower() for a in args[1:]) else hand.down
        own = [c for c in kept.get(player, []) if c not in line] if player else []
    out = [(c, card_label(c)) for c in own]
    for card in list(standard_deck()) + ([None] if hand.game.jokers else []):
        code = card.code if card is not None else "jk"
        try:
            check_cards(hand, tuple(line) + (code,))
        except _Refused:
            continue
        out.append((code, card_label(code)))
    return out


def _arguments(verb: str, args: list[str], night: Night | None, games: Callable[[], GameList]
               ) -> list[tuple[str, str]]:
    at = len(args)      # index of the argument being completed
    if verb in PLAYER_VERBS and at == 0:
        return [(p, "") for p in _players_for(verb, night)]
    if verb == "game":
        listed = list(games())
        if at == 0:
            return [(gid, name) for gid, name, _ in listed]
        variants = next((v for gid, _, v in listed if gid == args[0]), ())
        return [(v, "variant") for v in variants if v not in args[1:]]
    if verb == "declare" and at == 1:
        return [(w, "") for w in _WAY_WORDS]
    if verb == "show" and at >= 1 and "up" not in args:
        return [("up", "the face-up cards follow")]
    if verb == "penalty" and at == 1:
        return [("waived", "record the penalty without the payment")]
    if verb == "join" and at == 1:
        return [("after", "seat the newcomer after this player")]
    if verb == "join" and at == 2 and args[1] == "after":
        return [(p, "") for p in _players_for("join", night)]
    return []


def make_completer(get_night: Callable[[], Night | None], games: Callable[[], GameList] = tuple):
    """A prompt_toolkit Completer over ``suggest`` (imports prompt_toolkit: the interactive path only).

    A completed word is followed by a space, so `ca<Tab>C<Tab>.50` types `call Cal .50`; a completer that
    fails completes nothing rather than ending the shell.
    """
    from prompt_toolkit.completion import Completer, Completion

    class TableCompleter(Completer):
        def get_completions(self, document, complete_event):
            try:
                n, words = suggest(document.text_before_cursor, get_night(), games)
            except Exception:  # noqa: BLE001 - a broken ruleset or store must not cost the dealer the shell
                return
            for word, meta in words:
                yield Completion(word + " ", start_position=-n, display=word, display_meta=meta)

    return TableCompleter()


# --- help ------------------------------------------------------------------------------------------------

def help_text(verb: str | None = None) -> str:
    """The verb table, as `refcli help-table` prints it, and the shell's own words; or one verb's line
    (`help bet`)."""
    if verb is not None:
        key = verb.lower()
        if key not in VERB_HELP and key not in READ_ONLY:
            raise unknown_verb(verb)
        usage, summary = (VERB_HELP.get(key) or READ_ONLY[key])[:2]
        return f"  {usage}  {summary}"
    width = max(len(form) for form, _ in READ_ONLY.values())
    lines = [table_help()]
    lines += ["", "In the shell: help [VERB]; Tab completes; Ctrl-C clears the line; "
                  "quit, exit or Ctrl-D leaves (the night stays open in the store).",
              "Looking things up changes nothing:"]
    lines += [f"  {form:<{width}}  {summary}" for form, summary in READ_ONLY.values()]
    return "\n".join(lines)


# --- one line --------------------------------------------------------------------------------------------

def _one_line(text: str) -> str:
    return " ".join(str(text).split())


class _Shell:
    """The loop's state: the session, where to print, and the worst thing that happened."""

    def __init__(self, session, out: TextIO, confirm: Callable[[str], bool] | None = None):
        self.session = session
        self.out = out
        self.status = OK
        self.confirm = confirm          # asks the dealer a yes/no question (None: nobody is typing)
        self.prompted = False           # a prompt shows the table above it after each line (a terminal)
        self.seen = self._position()    # where the store's night stood after this shell's last line

    # --- another terminal -------------------------------------------------------------------------------
    def _position(self) -> tuple[int | None, int]:
        """(open night id, its last event's seq), read from the store now."""
        try:
            row = self.session.store.open_night()
            return (row.id, self.session.store.last_seq(row.id)) if row else (None, 0)
        except RefereeError:
            return self.seen if hasattr(self, "seen") else (None, 0)

    def refresh(self) -> None:
        """Before each line: say what another terminal did to the night since this shell last looked."""
        now = self._position()
        if now != self.seen:
            note = self._changes(self.seen, now)
            if note:
                self.say(f"(the night changed in another terminal: {note})")
        self.seen = now

    def _changes(self, was: tuple[int | None, int], now: tuple[int | None, int]) -> str:
        store = self.session.store
        if now[0] is None:
            return "it was ended" if was[0] is not None else ""
        if was[0] != now[0]:
            return f"a night was opened ({', '.join(store.night(now[0]).players)})"
        from ..log.events import line_of
        # One text a typed line (its events all carry it: `up 7h qd 9h`, a line undone whole).
        lines = {line_of(e.seq, e.payload): e.text for e in store.events(now[0], after_seq=was[1]) if e.text}
        texts = list(lines.values())
        if len(texts) > _NOTED:
            texts = texts[:_NOTED] + [f"{len(texts) - _NOTED} more"]
        return "; ".join(texts)

    def say(self, text: str) -> None:
        self.out.write(_OUT_CONTROL.sub("", text) + "\n")
        self.out.flush()

    def night(self) -> Night | None:
        """The store's open night now (another terminal may have moved it), for the prompt and completion."""
        try:
            return self.session.current()[1]
        except RefereeError:
            night = self.session.night
            return None if night is None or night.ended else night

    def look_up(self, name: str, rest: str) -> str:
        """rules, eval, explain or report: what the one-shot command prints; nothing is written."""
        from . import readonly
        session = self.session
        if name == "rules":
            return readonly.rules_text(rest, session.rulesets_dirs, session.house_path)
        if name == "eval":
            return readonly.eval_text(rest, self.night())
        if name == "explain":
            return readonly.explain_text(rest, session.store)
        return readonly.report_text(rest, session.store)

    def handle(self, line: str) -> bool:
        """Run one typed line; False when it asks to leave."""
        # Another terminal may have moved the night while the dealer was typing this line at the prompt:
        # say so before the line acts on the night as it now is.
        self.refresh()
        line = drop_controls(line)
        command = strip_comment(line)
        words = command.split()
        if words and words[0].lower() in QUIT_WORDS and len(words) == 1:
            return False
        try:
            if words and words[0].lower() in HELP_WORDS:
                texts = [help_text(w) for w in words[1:]] or [help_text()]
                self.say("\n".join(texts))
                return True
            if words and words[0].lower() in READ_ONLY:
                self.say(self.look_up(words[0].lower(), command[len(words[0]):].strip()))
                return True
            # `end` and `leave NAME settle` typed at a terminal ask first (refcli/night/pause.py).
            asks = (END, LEAVE) if self.confirm is not None else ()
            said = run_line(self.session, line, view=not self.prompted, asks=asks)
            if said.question:
                for text in said.texts:
                    self.say(text)
                said = (run_line(self.session, said.then, view=not self.prompted) if self.confirm(said.question)
                        else said.declined)
            for text in said.texts:
                self.say(text)
            if said.status:
                self.say(f"Error: {_one_line(said.refusal)}")
                self.status = max(self.status, REFUSED)
        except RefereeError as exc:
            self.say(f"Error: {_one_line(exc)}")
            self.status = max(self.status, REFUSED)
        except Exception as exc:  # noqa: BLE001 - a bug in refcli: one line, and the shell goes on
            if os.environ.get("REFCLI_DEBUG"):
                import traceback
                traceback.print_exc(file=sys.stderr)
            self.say(f"Error: internal error ({type(exc).__name__}: {_one_line(exc)}); "
                     "set REFCLI_DEBUG=1 for details")
            self.status = INTERNAL
        finally:
            self.seen = self._position()   # this shell's own line is not news
        return True


def _yes(answer: str) -> bool:
    return answer.strip().lower() in ("y", "yes")


# --- the loops -------------------------------------------------------------------------------------------

def _is_terminal(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def run_shell(session, input: TextIO | None = None, output: TextIO | None = None) -> int:
    """Read and run lines until quit, exit or end of input; the night stays open in the store.

    With both ends a terminal the dealer gets prompt_toolkit (prompt, completion, history); otherwise a
    plain reader. Returns 0, or in the plain reader 1 if a line was refused and 2 if refcli failed.
    """
    stdin = sys.stdin if input is None else input
    stdout = sys.stdout if output is None else output
    shell = _Shell(session, stdout)
    if _is_terminal(stdin) and _is_terminal(stdout) and input is None and output is None:
        return _interactive(shell)
    if _is_terminal(stdin):      # someone types, the output goes elsewhere: still ask before `end`
        def confirm(question: str) -> bool:
            shell.out.write(question)
            shell.out.flush()
            return _yes(stdin.readline())
        shell.confirm = confirm
    return _plain(shell, stdin)


def _plain(shell: _Shell, stdin: TextIO) -> int:
    """Lines from a pipe or a file; a prompt only when someone is typing (a terminal feeding a pipe out)."""
    typing = _is_terminal(stdin)
    shell.prompted = typing
    ahead: list[str] = []       # a line read to see whether it answered the line before it
    while True:
        shell.refresh()
        if typing:
            shell.out.write(prompt_message(shell.night()))
            shell.out.flush()
        try:
            line = ahead.pop() if ahead else stdin.readline()
            if not typing and shell.confirm is None and line:
                # `end` or `leave NAME settle` piped in: a `y` or `n` line after it is its answer.
                from ..night.pause import DECLINED, answer, pausing
                kind = pausing(strip_comment(line))
                if kind:
                    following = stdin.readline()
                    said = answer(following) if following else None
                    if said is None:
                        ahead.append(following)
                    elif not said:
                        shell.say(DECLINED[kind])
                        continue
        except KeyboardInterrupt:
            if not typing:
                return 130
            shell.out.write("\n")
            continue
        if not line:
            if typing:
                shell.out.write("\n")
            return shell.status
        try:
            if not shell.handle(line.rstrip("\r\n")):
                return shell.status
        except KeyboardInterrupt:
            shell.say("Interrupted.")
            if not typing:
                return 130


def history_path(store_path: str) -> str | None:
    """Where the typed lines are kept: next to the store file; nowhere for an in-memory store."""
    if not store_path or store_path == ":memory:":
        return None
    return os.fspath(store_path) + ".history"


def private_history(path: str):
    """prompt_toolkit's FileHistory at ``path``, created owner-only (0600) whatever the umask: it holds every
    line typed at the table, as the store does (an existing file keeps the mode its owner gave it). A history
    file that cannot be written must not end the shell: the lines are in the store anyway."""
    from prompt_toolkit.history import FileHistory

    class _History(FileHistory):
        def store_string(self, string: str) -> None:
            try:
                os.close(os.open(self.filename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600))
                super().store_string(string)
            except OSError:
                pass

    return _History(path)


def _interactive(shell: _Shell) -> int:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import InMemoryHistory

    path = history_path(getattr(shell.session.store, "path", ":memory:"))
    history = private_history(path) if path else InMemoryHistory()
    current: list[Night | None] = [None]
    games_cache: list[list] = []

    def games() -> GameList:
        if not games_cache:
            from ..rules.loader import list_games
            try:
                games_cache.append(list_games(list(shell.session.rulesets_dirs)))
            except RefereeError:
                return []
        return games_cache[0]

    prompt = PromptSession(history=history, completer=make_completer(lambda: current[0], games),
                           complete_while_typing=False)
    shell.say("refcli shell: type what happens at the table; help lists the verbs; Ctrl-D leaves.")

    def confirm(question: str) -> bool:
        try:    # a prompt of its own: the answer is neither completed nor kept in the history
            return _yes(PromptSession().prompt(question))
        except (KeyboardInterrupt, EOFError):
            return False
    shell.confirm = confirm
    shell.prompted = True
    while True:
        shell.refresh()
        current[0] = shell.night()
        try:
            line = prompt.prompt(prompt_message(current[0]))
        except KeyboardInterrupt:
            continue        # prompt_toolkit has dropped the line; ask again
        except EOFError:
            break
        try:
            if not shell.handle(line):
                break
        except KeyboardInterrupt:
            shell.say("Interrupted.")
    night = shell.night()
    if night is not None:
        shell.say("The night stays open: refcli shell (or any refcli command) carries on with it.")
    return OK
