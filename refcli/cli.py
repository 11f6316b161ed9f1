"""The command line: click commands only. Each parses its arguments, calls the core, and turns a
RefereeError into one line on stderr with exit code 1. Imports of the core are inside the commands so a
one-shot command pays only for what it uses."""

from __future__ import annotations

import os
import sys

import click

from . import __version__
from .errors import ExitCode, RefereeError
from .safetext import one_line

CONTEXT = {"help_option_names": ["-h", "--help"]}


def _fail(message: str) -> None:
    _echo_error(f"Error: {one_line(message)}")
    sys.exit(ExitCode.REFUSED)


def _echo_error(line: str) -> None:
    """One error line on stderr, red when stderr is a colour terminal (refcli/colour.py decides)."""
    from . import colour
    click.echo(colour.error(line) if colour.enabled(sys.stderr) else line, err=True)


def _out(text: str) -> None:
    """Text for a person on stdout: red hearts and diamonds when stdout is a colour terminal."""
    from . import colour
    click.echo(colour.suits(text) if colour.enabled(sys.stdout) else text)


def _no_colour(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value:
        from . import colour
        colour.disabled = True


class Formats(click.Choice):
    """--format choices in any case; a wrong one is bad input (one line, exit 1) like any other value."""

    def __init__(self, choices) -> None:
        super().__init__(list(choices), case_sensitive=False)

    def convert(self, value, param, ctx):
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            from .rules.messages import _show
            choices = list(self.choices)
            raise click.ClickException(f"unknown format '{_show(value)}': choose "
                                       f"{', '.join(choices[:-1])} or {choices[-1]}") from None


class Number(click.ParamType):
    """A night's or a hand's number: a slip (`report foo`) is bad input like any other, one line in the
    house's words and exit 1, not click's "Invalid value for '[NIGHT]'" (QA note N14)."""

    name = "number"

    def __init__(self, what: str, hint: str) -> None:
        self.what, self.hint = what, hint

    def convert(self, value, param, ctx):
        text = str(value).strip()
        if text.isascii() and text.isdigit() and 0 < len(text) <= 9:
            return int(text)
        from .rules.messages import _show
        raise click.ClickException(f"'{_show(str(value))}' is not a {self.what} number ({self.hint})")


NIGHT_NUMBER = Number("night", "refcli report --list shows them")
HAND_NUMBER = Number("hand", "1 is the night's first hand")


def _terminal_width() -> int | None:
    """The terminal's width for the table report, or None when stdout is not a terminal (then nothing
    wraps: a file or a pipe gets the whole line). COLUMNS, when set, wins, as shutil reads it."""
    import shutil
    columns = shutil.get_terminal_size(fallback=(0, 0)).columns
    return columns or None


def _session(ctx: click.Context, db: str | None = None):
    from .session import Session
    from .store import Store, resolve_db_path
    obj = ctx.find_root().obj
    path = db if db == ":memory:" else resolve_db_path(db or obj["db"], click.get_app_dir)
    store = Store(path, zone=_night_zone(ctx))
    ctx.call_on_close(store.close)
    return Session(store, obj["rulesets"], obj["house"])


def _zone_override(ctx: click.Context) -> str | None:
    """--tz, else $REFCLI_TZ (checked: an unknown zone is one line, exit 1); None when neither is set."""
    from .localtime import zone_override
    return zone_override(ctx.find_root().obj.get("tz"), os.environ)


def _print_zone(ctx: click.Context) -> str | None:
    """The zone times are printed in when the user said which: --tz, $REFCLI_TZ, or a $TZ set for this
    run; None leaves each night in the zone it was played in."""
    from .localtime import explicit_host_zone
    return _zone_override(ctx) or explicit_host_zone(os.environ)


def _night_zone(ctx: click.Context) -> str:
    """The zone a night started now is dated in: the override, else the host's (as the quick way's)."""
    from .localtime import night_zone
    return night_zone(ctx.find_root().obj.get("tz"), os.environ)


class _OneLanguage(click.Group):
    """The command group, reading a command's name as the table language reads a verb.

    `refcli Bet Bob 1`, `refcli check, check, check` and `refcli bet Bob .50,call Cal` must work as the
    same line does in the shell: the name is matched in any case, a comma may be glued to it, and a table
    verb's command gets every word typed, its own included, to hand the whole line to the one parser.
    """

    def resolve_command(self, ctx: click.Context, args: list[str]):
        if args:
            # The verb is the first word: a line typed in quotes (`refcli "call Cal"`) is one argument.
            first = args[0].split(",", 1)[0].split()
            head = first[0].lower() if first else ""
            from .verbs import VERB_HELP
            if head in VERB_HELP and head in self.commands:
                ctx.meta[_TYPED] = list(args)   # the whole line as typed, the verb's own spelling included
                return head, self.commands[head], list(args[1:])
            if head in self.commands and head == args[0].lower():
                args = [head] + list(args[1:])
            elif head in self.commands and len(args[0].split()) > 1:
                # A book command typed in quotes (`refcli "report 1"`): its words, as if typed unquoted.
                args = [head] + args[0].split()[1:] + list(args[1:])
            elif head not in self.commands and not args[0].startswith("-"):
                # As the shell and scripts say it, not click's "No such command".
                import difflib
                close = difflib.get_close_matches(head, list(self.commands), n=1, cutoff=0.6)
                hint = f" — did you mean {close[0]}?" if close else " (refcli -h lists the commands)"
                shown = "".join(c for c in args[0] if c.isprintable())[:40]
                raise click.ClickException(f"unknown command '{shown}'{hint}")   # exit 1, as a refused line
        return super().resolve_command(ctx, args)


# Where the group keeps the words of a table line for the verb's command (context meta is shared with it):
# click would otherwise hand the command its words without the verb as typed (`check,`, `Bet`).
_TYPED = "refcli.typed_line"


@click.group(cls=_OneLanguage, context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="refcli")
@click.option("--db", metavar="PATH", help="The night store (SQLite). Default: $REFCLI_DB, else the user data dir.")
@click.option("--rulesets", "rulesets", multiple=True, metavar="DIR",
              help="A rulesets directory searched before the built-in games (repeatable; also $REFCLI_RULESETS).")
@click.option("--house", metavar="FILE", help="A house rules file laid over the club's (its settings win).")
@click.option("--no-color", is_flag=True, expose_value=False, is_eager=True, callback=_no_colour,
              help="No colour codes in the output (also: NO_COLOR set, or output not a terminal).")
@click.option("--tz", metavar="ZONE", help="Print and date nights in this time zone (also $REFCLI_TZ; "
                                           "default: the host's).")
@click.pass_context
def cli(ctx: click.Context, db: str | None, rulesets: tuple[str, ...], house: str | None,
        tz: str | None) -> None:
    """refcli: the referee and banker for a dealer's-choice game played with real cards, for quarters.

    Type what happens at the table (one-shot commands below, or a script with `refcli run`); refcli
    rules on every hand and keeps the bank to the quarter.
    """
    ctx.obj = {"db": db, "rulesets": rulesets, "house": house, "tz": tz}


class _Commands(dict):
    """The group's commands by name, each built the first time it is asked for.

    A click command and its options cost tens of microseconds each to build and refcli declares some fifty
    commands: built up front they were a tenth of a one-shot command's own cost. A command declared with
    _command (and its _option/_argument decorators) is kept as the recipe to build it; reading it from this
    mapping (click's get_command, ``cli.commands[name]``, items(), values()) builds it once."""

    def declare(self, name: str, build) -> None:
        dict.__setitem__(self, name, _Later(build))

    def __getitem__(self, name: str):
        found = dict.__getitem__(self, name)
        if type(found) is _Later:
            found = found.build()
            dict.__setitem__(self, name, found)
        return found

    def get(self, name: str, default=None):
        return self[name] if dict.__contains__(self, name) else default

    def values(self):
        return [self[name] for name in self]

    def items(self):
        return [(name, self[name]) for name in self]


class _Later:
    __slots__ = ("build",)

    def __init__(self, build) -> None:
        self.build = build


cli.commands = _Commands(cli.commands)


def _queue(decorator):
    """A click decorator applied when the command is built, not at import (see _Commands)."""
    def queue(f):
        f.__dict__.setdefault("_refcli_params", []).append(decorator)
        return f
    return queue


def _option(*decls, **attrs):
    return _queue(click.option(*decls, **attrs))


def _argument(*decls, **attrs):
    return _queue(click.argument(*decls, **attrs))


def _command(name: str, **attrs):
    """``@cli.command(name, ...)``, built on first use: the queued options in the order they were written."""
    def declare(f):
        queued = f.__dict__.pop("_refcli_params", [])

        def build():
            g = f
            for decorator in queued:
                g = decorator(g)
            return cli.command(name, **attrs)(g)
        cli.commands.declare(name, build)
        return f
    return declare


def _set_root(name: str):
    def callback(ctx: click.Context, param, value):
        if value is not None:
            ctx.find_root().obj[name] = value
    return callback


def _store_options(f):
    """--db and --tz where users type them: after the command too (`refcli run night.txt --db club.db`)."""
    f = _option("--tz", metavar="ZONE", expose_value=False, callback=_set_root("tz"),
                     help="The time zone to print times in (as refcli --tz).")(f)
    return _option("--db", metavar="PATH", expose_value=False, callback=_set_root("db"),
                        help="The night store (as refcli --db PATH).")(f)


# --- the table language as one-shot commands ------------------------------------------------------------

def _print_reply(reply, session) -> None:
    from .report import render_reply
    for text in render_reply(reply, session.night):
        _out(text)


# Options a user may type after a one-shot verb, as after `refcli` itself (`refcli status --db x.db`).
_TRAILING_OPTIONS = ("--db", "--tz")


def _split_options(words: list[str]) -> tuple[list[str], dict[str, str]]:
    """The words of the line, and the trailing options found among them (--db PATH, --db=PATH, --tz ZONE)."""
    line: list[str] = []
    options: dict[str, str] = {}
    i = 0
    while i < len(words):
        word = words[i]
        name, eq, value = word.partition("=")
        if name in _TRAILING_OPTIONS:
            if not eq:
                if i + 1 >= len(words) or not words[i + 1].strip():
                    raise click.ClickException(f"{name} needs a value ({name} {'PATH' if name == '--db' else 'ZONE'})")
                value = words[i + 1]
                i += 1
            if name in options:
                raise click.ClickException(f"{name} is given twice")
            options[name] = value
        else:
            line.append(word)
        i += 1
    return line, options


def _table_command(verb: str, usage: str, summary: str) -> click.Command:
    @click.pass_context
    def command(ctx: click.Context, words: tuple[str, ...]) -> None:
        typed = ctx.meta.get(_TYPED) or [verb] + list(words)
        line, options = _split_options(typed)
        root = ctx.find_root().obj
        if "--tz" in options:
            root["tz"] = options["--tz"]
        try:
            session = _session(ctx, options.get("--db"))
            from .roster import seated     # one reading of a `night` line, with click and without
            text, notes = seated(session.store, " ".join(line))
            reply = session.peek(text) or session.execute(text)    # peek: `status` from the last snapshot
            for note in notes:
                _out(note)
            _print_reply(reply, session)
        except RefereeError as exc:
            _fail(str(exc))
    return click.Command(
        verb, callback=command, params=[click.Argument(["words"], nargs=-1)],
        help=f"{summary}.\n\nUsage at the table: {usage}", short_help=summary,
        context_settings=CONTEXT | {"ignore_unknown_options": True})


def _register_table_verbs() -> None:
    from .verbs import VERB_HELP
    for verb, (usage, summary) in VERB_HELP.items():
        cli.commands.declare(verb, lambda v=verb, u=usage, s=summary: _table_command(v, u, s))


_register_table_verbs()


@_command("help-table", context_settings=CONTEXT)
def help_table() -> None:
    """Every verb of the table language, with its form."""
    from .verbs import table_help
    click.echo(table_help())


@_command("help", context_settings=CONTEXT)
@_argument("verbs", nargs=-1)
def help_(verbs: tuple[str, ...]) -> None:
    """Every verb of the table language (as help-table), or the form of the verbs named (help bet)."""
    from .readonly import COMMANDS
    from .verbs import VERB_HELP, table_help
    if not verbs:
        click.echo(table_help())
        return
    for verb in verbs:
        found = VERB_HELP.get(verb.lower()) or COMMANDS.get(verb.lower())
        if found is None:
            import difflib
            close = difflib.get_close_matches(verb.lower(), list(VERB_HELP) + list(COMMANDS), n=1, cutoff=0.6)
            shown = "".join(c for c in verb if c.isprintable())[:40]
            _fail(f"unknown command '{shown}'" + (f" — did you mean {close[0]}?" if close else
                                                   " (type refcli help-table for the list)"))
        click.echo(f"  {found[0]}  {found[1]}")


@_command("shell", context_settings=CONTEXT)
@_store_options
@click.pass_context
def shell(ctx: click.Context) -> None:
    """The table shell: type the night as it happens, with a prompt that shows the hand, Tab completion,
    history and undo. Works on the store's open night; piped input runs line by line."""
    from .shell import run_shell
    sys.exit(run_shell(_session(ctx), input=_piped_lines()))


def _piped_lines():
    """Piped input read as `run` reads a script: lines end at \\n only (not at a lone CR, U+2028 or a form
    feed), and a byte that is not UTF-8 reaches the parser, which refuses that one line, instead of ending
    the shell with a decoding error. None at a terminal: the interactive shell reads the keyboard itself."""
    try:
        if sys.stdin is None or sys.stdin.isatty():
            return None
        binary = sys.stdin.buffer
    except (AttributeError, ValueError):      # a text stream put in place of stdin, or a closed one
        return None
    import io
    return io.TextIOWrapper(binary, encoding="utf-8", errors="surrogateescape", newline="\n")


@_command("report", context_settings=CONTEXT)
@_argument("night", type=NIGHT_NUMBER, required=False)
@_option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json", "html"]),
              default="table", show_default=True, help="How to print the report (any case).")
@_option("--via", metavar="NAME", help="Everyone pays, or is paid by, NAME (instead of the fewest payments).")
@_option("--list", "listing", is_flag=True, help="List the nights in the store instead (as table, markdown, "
                                                     "csv or json).")
@_option("--bom", is_flag=True, help="With --format csv: start with a byte order mark (for spreadsheet "
                                          "programs that need one to read UTF-8).")
@_store_options
@click.pass_context
def report(ctx: click.Context, night: int | None, fmt: str, via: str | None, listing: bool, bom: bool) -> None:
    """A night's hands, balances and who pays whom (default: the open night, else the latest).

    The table fits the terminal's width, wrapping its widest column.
    """
    from .export import list_nights, night_report, render, render_night_list
    try:
        store = _session(ctx).store
        zone = _print_zone(ctx)
        if listing:
            click.echo(render_night_list(list_nights(store, zone), fmt))
        elif bom and fmt != "csv":
            _fail("--bom is for --format csv")
        elif bom:
            from .export import render_csv
            click.echo(render_csv(night_report(store, night, via, zone), bom=True))
        elif fmt == "table":
            _out(render(night_report(store, night, via, zone), fmt, _terminal_width()))
        else:
            click.echo(render(night_report(store, night, via, zone), fmt))
    except RefereeError as exc:
        _fail(str(exc))


# --- scripts --------------------------------------------------------------------------------------------

@_command("run", context_settings=CONTEXT)
@_argument("script", type=click.File("rb"))
@_option("--json", "as_json", is_flag=True, help="Print the night report as JSON (amounts in cents).")
@_store_options
@click.pass_context
def run(ctx: click.Context, script, as_json: bool) -> None:
    """Play a script file (- for stdin) in a fresh night and print the rulings and the settlement.

    The night is kept in memory unless --db is given. The whole script is one transaction: the first bad
    line stops the run with exit 1 and `line N: reason` on stderr, and nothing of it is kept. A store with
    a night still open is refused before anything is written.
    """
    from .scriptrun import run_script
    from .store import resolve_db_path
    root = ctx.find_root().obj
    db = root["db"]
    try:
        zone = _night_zone(ctx)
        path = None if db in (None, ":memory:") else resolve_db_path(db, click.get_app_dir)
    except RefereeError as exc:
        _fail(str(exc))
    code = run_script(script.read(), path, zone, lambda text, plain=False: click.echo(text) if plain else _out(text),
                      _echo_error, as_json, root["rulesets"], root["house"])
    if code:
        sys.exit(code)


# Not `check`: that is the table's verb (`refcli check Bob`), which a one-shot command of this name would hide.
@_command("check-store", context_settings=CONTEXT)
@_option("--db", "db", metavar="PATH", help="The store to check (default: as for every command).")
@click.pass_context
def check_store_command(ctx: click.Context, db: str | None) -> None:
    """Check the store: SQLite's full integrity check, then every night replayed from its log (the accounts
    sum to zero, every settled hand paid out its pot, an ended night left nothing in the pot).

    Prints one line per problem, or "store OK: N nights, M events"; exits 1 when a problem is found.
    """
    from .check import check_store, render_check
    from .safetext import shown_path
    from .store import Store, resolve_db_path
    path = resolve_db_path(db or ctx.find_root().obj["db"], click.get_app_dir)
    if path != ":memory:" and not os.path.lexists(path):
        _fail(f"there is no store at {shown_path(path)}")      # checking must not create one
    try:
        store = Store(path, quick_check=False)
    except RefereeError as exc:
        _fail(str(exc))
    ctx.call_on_close(store.close)
    try:
        result = check_store(store)
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(render_check(result))
    if not result.ok:
        count = len(result.problems)
        _fail(f"{count} problem{'s' if count != 1 else ''} found in the store {shown_path(path)}")
    store.mark_sound()


@_command("verify", context_settings=CONTEXT)
@_argument("night", type=NIGHT_NUMBER, required=False)
@_store_options
@click.pass_context
def verify_command(ctx: click.Context, night: int | None) -> None:
    """Rule every stored hand again with today's refcli and today's ruleset files, and list each hand whose
    money would differ from what was recorded (stored nights never change: this only reports).

    NIGHT: one night (default: every night). Exits 1 when a hand would differ.
    """
    from .verify import render, verify
    session = _session(ctx)
    try:
        checks = verify(session.store, night, session.rulesets_dirs, session.house_path)
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(render(checks))
    if any(c.differences for c in checks):
        sys.exit(ExitCode.REFUSED)


@_command("explain", context_settings=CONTEXT)
@_argument("hand", type=HAND_NUMBER, required=False)
@_option("--night", "night_id", type=NIGHT_NUMBER, help="The night (default: the open night, else the latest).")
@_store_options
@click.pass_context
def explain_command(ctx: click.Context, hand: int | None, night_id: int | None) -> None:
    """A settled hand's full ruling again: every pot, each hand with its five cards and wild cards, the
    declarations, each tie-break and odd quarter with its rule, and where every quarter of the pot came from.

    HAND: its number (default: the last settled hand).
    """
    from .explain import explain_hand
    from .export import select_night
    store = _session(ctx).store
    try:
        row = select_night(store, night_id)
        _out(explain_hand(store, row.id, hand))
    except RefereeError as exc:
        _fail(str(exc))


# --- rules ----------------------------------------------------------------------------------------------

@_command("rules", context_settings=CONTEXT)
@_argument("game", nargs=-1)
@_option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="The list of games in any of these (any case); a game as table or json "
                                      "(json: every effective setting as data).")
@click.pass_context
def rules(ctx: click.Context, game: tuple[str, ...], fmt: str) -> None:
    """Print a game's rules and every effective setting (no GAME: list the games)."""
    from .rules.loader import list_games, load_game
    obj = ctx.find_root().obj
    try:
        if not game:
            games = list_games(list(obj["rulesets"]))
            if fmt != "table":
                click.echo(_render_games(games, fmt))
                return
            from .readonly import games_listing
            click.echo(games_listing(obj["rulesets"]))
            return
        if fmt in ("markdown", "csv"):
            _fail(f"a game's rules print as table or json, not {fmt}")
        loaded = load_game(" ".join(game), list(obj["rulesets"]), obj["house"])
        if fmt == "json":
            import json
            from .rules.model import game_to_json
            click.echo(json.dumps(game_to_json(loaded), indent=2, ensure_ascii=False))
            return
        from .rules.describe import describe
        _out(describe(loaded))
    except RefereeError as exc:
        _fail(str(exc))


def _render_games(games: list[tuple[str, str, tuple[str, ...]]], fmt: str) -> str:
    """The list of games as markdown, csv or json."""
    if fmt == "json":
        import json
        return json.dumps([{"id": gid, "name": name, "variants": list(variants)} for gid, name, variants in games],
                          indent=2, ensure_ascii=False)
    from .report import _csv_cell, _md, _md_table
    if fmt == "csv":
        import csv
        import io
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("id", "name", "variants"))
        for gid, name, variants in games:
            writer.writerow([_csv_cell(c) for c in (gid, name, " ".join(variants))])
        return buf.getvalue().rstrip("\n")
    rows = [(_md(gid), _md(name), _md(", ".join(variants))) for gid, name, variants in games]
    return _md_table(("Game", "Name", "Variants"), rows, (False, False, False))


# --- the evaluator --------------------------------------------------------------------------------------

def _deck_options(f):
    f = _option("--json", "as_json", is_flag=True, help="JSON output (SPEC contract).")(f)
    f = _option("--wheel/--no-wheel", default=None, help="Allow A-2-3-4-5 (default: the game's rule, no wheel).")(f)
    f = _option("--joker-as", type=click.Choice(["wild", "bug"]), default=None,
                     help="A joker is wild, or a bug (an ace or a straight/flush filler).")(f)
    f = _option("--jokers", type=click.IntRange(0, 4), default=None, help="Jokers in the deck.")(f)
    f = _option("--wild", "wild", default=None, metavar="RANKS",
                     help="Wild ranks or cards, comma separated: 8 | 3,9 | Js,Jh (overrides the game's).")(f)
    f = _option("--game", "game_id", default=None, metavar="ID", help="Use this game's deck and wild cards.")(f)
    return f


def _wild_setup(ctx, game_id, wild, jokers, joker_as, wheel):
    """(deck jokers, Wilds high, Wilds low, wheel, decks) from a game and the overriding options."""
    from .evaluate.types import Wilds
    from .evaluate.wildspec import parse_wild_option
    obj = ctx.find_root().obj
    wild_high, wild_low, n_jokers, use_wheel, decks = Wilds(), Wilds(), 0, False, 1
    if game_id:
        from .rules.loader import load_game
        g = load_game(game_id, list(obj["rulesets"]), obj["house"])
        wild_high, wild_low, n_jokers, use_wheel = g.wild_high, g.wild_low, g.jokers, g.house.wheel
        decks = 2 if g.deck == "double" else 1
    if wild is not None:
        ranks, cards = parse_wild_option(wild)
        wild_high = Wilds(ranks, cards, wild_high.jokers, wild_high.may_duplicate)
        wild_low = Wilds(ranks, cards, wild_low.jokers, wild_low.may_duplicate)
    if joker_as is not None:
        wild_high = Wilds(wild_high.ranks, wild_high.cards, joker_as, wild_high.may_duplicate)
        wild_low = Wilds(wild_low.ranks, wild_low.cards, joker_as, wild_low.may_duplicate)
        if jokers is None and n_jokers == 0:
            n_jokers = 1
    if jokers is not None:
        n_jokers = jokers
        if jokers and joker_as is None:
            # A game without jokers says 'none'; jokers added on the command line play by the house rule.
            fallback = g.house.joker if game_id else "bug"
            wild_high = wild_high if wild_high.jokers != "none" else Wilds(
                wild_high.ranks, wild_high.cards, fallback, wild_high.may_duplicate)
            wild_low = wild_low if wild_low.jokers != "none" else Wilds(
                wild_low.ranks, wild_low.cards, fallback, wild_low.may_duplicate)
    if wheel is not None:
        use_wheel = wheel
    return n_jokers, wild_high, wild_low, use_wheel, decks


@_command("eval", context_settings=CONTEXT)
@_argument("cards", nargs=-1)
@_deck_options
@click.pass_context
def eval_(ctx, cards, game_id, wild, jokers, joker_as, wheel, as_json) -> None:
    """Judge one hand (CARDS), or one hand per line on stdin: best high and deuce-to-seven low.

    Dual-value cards (Kh/4c, top value first) are judged as High and Low Poker plays them, with the
    turns that make the best high hand and then the weakest low.
    """
    import json
    from .cards import check_copies, parse_cards, parse_dual
    from .evaluate.evalreport import dual_report, eval_report, format_eval
    try:
        n_jokers, wild_high, wild_low, use_wheel, decks = _wild_setup(ctx, game_id, wild, jokers, joker_as,
                                                                      wheel)
        # Without --jokers or a game, a typed joker is one of the two a pack carries.
        joker_limit = n_jokers if (jokers is not None or game_id) else 2
        lines = [(1, " ".join(cards))] if cards else [
            (n, ln) for n, ln in enumerate(_stdin_lines(), start=1) if ln.strip()]
        if not lines:
            _fail("no cards given: refcli eval Ah Kh Qh Jh Th (or one hand per line on stdin)")
        for number, line in lines:
            try:
                if "/" in line:
                    # Dual-value cards play High and Low Poker: ace-low straights count unless --no-wheel.
                    duals = [parse_dual(t) for t in line.replace(",", " ").split()]
                    check_copies([c.top for c in duals] + [c.bottom for c in duals], decks, joker_limit)
                    report = dual_report(duals, wild_high, wild_low, wheel=True if wheel is None else wheel)
                else:
                    hand = parse_cards(line)
                    check_copies(hand, decks, joker_limit)
                    report = eval_report(hand, wild_high, wild_low, wheel=use_wheel)
            except RefereeError as exc:
                raise type(exc)(f"line {number}: {exc}" if not cards else str(exc)) from None
            if as_json:
                click.echo(json.dumps(report, ensure_ascii=False))
            else:
                _out(format_eval(report))
    except RefereeError as exc:
        _fail(str(exc))


def _stdin_lines() -> list[str]:
    """Lines piped in, split and decoded as a script's are (\\n only; a line that is not UTF-8 refused)."""
    from .script import script_lines
    binary = getattr(sys.stdin, "buffer", None)
    if binary is None:              # a text stream put in place of stdin (tests, embedding)
        return [ln.removesuffix("\r") for ln in sys.stdin.read().split("\n")]
    return script_lines(binary.read())


@_command("stats", context_settings=CONTEXT)
@_option("--cards", "n_cards", type=click.IntRange(5, 7), default=5, help="Hand size (5 to 7).")
@_deck_options
@click.pass_context
def stats(ctx, n_cards, game_id, wild, jokers, joker_as, wheel, as_json) -> None:
    """Count the best high category of every hand of that size from the game's deck."""
    import json
    from .evaluate.stats import build_deck, format_stats, stats_report
    try:
        n_jokers, wild_high, _, use_wheel, decks = _wild_setup(ctx, game_id, wild, jokers, joker_as, wheel)
        report = stats_report(build_deck(jokers=n_jokers, decks=decks), n_cards, wild_high, use_wheel)
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(json.dumps(report) if as_json else format_stats(report))


# --- the book: balances and the settlement in other forms, the schedule, backups ----------------------------

def _verb_help(verb: str) -> dict:
    """The same help as the other table verbs' one-shot commands (verbs.VERB_HELP)."""
    from .verbs import VERB_HELP
    usage, summary = VERB_HELP[verb]
    return {"help": f"{summary}.\n\nUsage at the table: {usage}", "short_help": summary}


@_command("balances", context_settings=CONTEXT | {"ignore_unknown_options": True}, **_verb_help("balances"))
@_option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="How to print the balances (any case).")
@_argument("words", nargs=-1)
@_store_options
@click.pass_context
def balances(ctx: click.Context, fmt: str, words: tuple[str, ...]) -> None:
    session = _session(ctx)
    try:
        line = " ".join(("balances",) + words)
        reply = session.peek(line) or session.execute(line)     # between hands: from the last snapshot
    except RefereeError as exc:
        _fail(str(exc))
    if fmt == "table":
        _print_reply(reply, session)
        return
    from .report import balances as balance_map
    from .report import _csv_cell, _md, _md_table
    from .money import format_money
    night = session.night
    amounts, pot = balance_map(night), night.ledger.pot
    if fmt == "json":
        import json
        click.echo(json.dumps({"balances": amounts, "pot": pot}, indent=2, ensure_ascii=False))
    elif fmt == "csv":
        import csv
        import io
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("player", "balance", "cents"))
        for player, cents in list(amounts.items()) + ([("(in the pot)", pot)] if pot else []):
            # Dollars with two decimals, as the night report's CSV writes them, and integer cents.
            dollars = f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"
            writer.writerow((_csv_cell(player), dollars, cents))
        click.echo(buf.getvalue().rstrip("\n"))
    else:
        rows = [(_md(p), format_money(c, signed=True)) for p, c in amounts.items()]
        if pot:
            rows.append(("(in the pot)", format_money(pot)))
        click.echo(_md_table(("Player", "Balance"), rows, (False, True)))


@_command("end", context_settings=CONTEXT | {"ignore_unknown_options": True}, **_verb_help("end"))
@_option("--via", metavar="NAME", help="Everyone pays, or is paid by, NAME (say the host) instead of the "
                                            "fewest payments.")
@_option("--force", is_flag=True, help="Close the night even though the cash does not reconcile "
                                            "(as end force).")
@_option("--carry", is_flag=True, help="Carry the balances to the next night instead of paying them "
                                            "(as end carry); refcli season keeps the running IOUs.")
@_argument("words", nargs=-1)
@_store_options
@click.pass_context
def end(ctx: click.Context, via: str | None, force: bool, carry: bool, words: tuple[str, ...]) -> None:
    from .report import render_reply
    session = _session(ctx)
    try:
        if via is not None:
            # Checked before the night is closed: a wrong name must leave the night open.
            from .script import match_player
            _, night, _ = session.current()
            if night is not None:
                via = match_player(via, night.players)
        try:
            words = words + (("force",) if force else ()) + (("carry",) if carry else ())
            reply = session.execute(" ".join(("end",) + words))
        except RefereeError as exc:
            reply = _end_anyway(session, exc, words)
    except RefereeError as exc:
        _fail(str(exc))
    for text in render_reply(reply, session.night, via):
        _out(text)


def _end_anyway(session, refusal: RefereeError, words: tuple[str, ...]):
    """A night whose cash does not reconcile: someone at a terminal is asked whether to close it anyway;
    anywhere else (a script, a pipe) the refusal stands, and --force is the way to say yes."""
    from .table.cash import CashMismatch
    if not isinstance(refusal, CashMismatch) or not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise refusal
    _echo_error(str(refusal).split(" — ")[0][0].upper() + str(refusal).split(" — ")[0][1:] + ".")
    if not click.confirm("Close the night anyway?", default=False):
        raise RefereeError("the night stays open")
    return session.execute(" ".join(("end",) + words + (() if "force" in words else ("force",))))


@_command("schedule", context_settings=CONTEXT)
@_argument("year", required=False)
@_option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="How to print the schedule (any case).")
@_option("--ics", "ics_path", metavar="FILE", help="Write the year as an iCalendar file (- for stdout).")
@_option("--force", is_flag=True, help="With --ics: replace FILE if it exists.")
@click.pass_context
def schedule(ctx: click.Context, year: str | None, fmt: str, ics_path: str | None, force: bool) -> None:
    """The third Fridays of YEAR (default: this year) with each night's host.

    The members host in turn, in the order listed under club: in the house file, from first_host
    (see rulesets/house.yaml). Calendar times are local, with no time zone: 19:00 is 19:00 on every phone.
    """
    import datetime as dt
    from .rules.loader import load_club
    from .schedule import parse_year, render
    from .schedule import schedule as nights_of
    obj = ctx.find_root().obj
    try:
        chosen = parse_year(year) if year is not None else dt.date.today().year
        club = load_club(list(obj["rulesets"]), obj["house"])
        nights = nights_of(club, chosen)
        if ics_path is None:
            click.echo(render(club, chosen, nights, fmt))
            return
        from .ics import calendar
        text = calendar(nights, dt.datetime.now(dt.timezone.utc), f"Poker club {chosen}")
        if ics_path == "-":
            sys.stdout.buffer.write(text.encode("utf-8"))
            sys.stdout.flush()
            return
        _write_new_file(ics_path, text.encode("utf-8"), force)
        click.echo(f"Wrote {len(nights)} game nights of {chosen} to {ics_path}")
    except RefereeError as exc:
        _fail(str(exc))


def _write_new_file(path: str, data: bytes, force: bool) -> None:
    """Write ``data`` to ``path`` all at once (a temporary file renamed into place), refusing to replace an
    existing file unless ``force``."""
    import tempfile
    if os.path.isdir(path):
        raise RefereeError(f"{path} is a directory: name a file")
    if os.path.lexists(path) and not force:
        raise RefereeError(f"{path} already exists (use --force to replace it)")
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".refcli-", suffix=".tmp")
    except OSError as exc:
        raise RefereeError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise RefereeError(f"cannot write {path}: {exc.strerror or exc}") from None


@_command("backup", context_settings=CONTEXT)
@_argument("path")
@_option("--force", is_flag=True, help="Replace PATH if it exists.")
@click.pass_context
def backup(ctx: click.Context, path: str, force: bool) -> None:
    """Copy the store to PATH, consistently, even while a night is open (readable by the owner only)."""
    from .store import Store, resolve_db_path
    store = Store(resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir))   # no session: no engine to load
    ctx.call_on_close(store.close)
    try:
        count = store.backup(path, force=force)
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(f"Backed up {count} night{'s' if count != 1 else ''} to {path}")


@_command("serve", context_settings=CONTEXT)
@_option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
         help="The port to listen on (0: any free port).")
@_option("--lan", is_flag=True, help="Listen on this machine's address on the local network, for the players' "
                                     "phones (default: 127.0.0.1, this machine only).")
@_store_options
@click.pass_context
def serve(ctx: click.Context, port: int, lan: bool) -> None:
    """A live page of the night for the players' phones, read-only: the hand, the pot and whose turn, the
    last ruling, the balances, the settlement. Prints the page's address first, then a QR code of it;
    Ctrl-C stops it. The address carries a secret token: share it only with the table."""
    from .serve import serve as serve_page
    from .store import resolve_db_path
    try:
        path = resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir)
        serve_page(path, port, lan, _print_zone(ctx), out=lambda line: click.echo(line),
                   err=lambda line: _echo_error(line))
    except RefereeError as exc:
        _fail(str(exc))


@_command("season", context_settings=CONTEXT)
@_argument("year", required=False)
@_option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json", "html"]), default="table",
              show_default=True, help="How to print the season (any case); html draws the running totals.")
@_store_options
@click.pass_context
def season(ctx: click.Context, year: str | None, fmt: str) -> None:
    """Every ended night of YEAR (default: this year; all: every year): per player the net, nights, hands
    played and won, the biggest pot won, the best and worst night and the net per game; the club's totals."""
    from .season import build, parse_season_year, render, this_year
    try:
        chosen = None if year is not None and year.lower() == "all" else (
            parse_season_year(year) if year is not None else this_year())
        store = _book_store(ctx)
        text = render(build(store, chosen, _print_zone(ctx)), fmt, _terminal_width() if fmt == "table" else None)
    except RefereeError as exc:
        _fail(str(exc))
    (_out if fmt == "table" else click.echo)(text)


@_command("player", context_settings=CONTEXT)
@_argument("name")
@_store_options
@click.pass_context
def player(ctx: click.Context, name: str) -> None:
    """One member's history: each ended night he played, with his running total, and his net per game."""
    from .season import render_player
    try:
        text = render_player(_book_store(ctx), name, _print_zone(ctx))
    except RefereeError as exc:
        _fail(str(exc))
    _out(text)


@_command("export", context_settings=CONTEXT)
@_argument("nights", nargs=-1)
@_store_options
@click.pass_context
def export_(ctx: click.Context, nights: tuple[str, ...]) -> None:
    """Write ended nights (their numbers, or all) to stdout as one self-contained, versioned JSON file of
    their events: refcli export 3 4 > march.json. Another store takes it with refcli import."""
    import json
    from .nightfile import export_nights, parse_ids
    try:
        store = _book_store(ctx)
        data = export_nights(store, parse_ids(nights, store))
    except RefereeError as exc:
        _fail(str(exc))
    click.echo(json.dumps(data, indent=1, ensure_ascii=False))


@_command("import", context_settings=CONTEXT)
@_argument("path", metavar="FILE")
@_store_options
@click.pass_context
def import_(ctx: click.Context, path: str) -> None:
    """Add the nights of an export FILE (- for stdin) to this store, all or none: each is replayed event by
    event and must end with the balances the file says. A night already in the store is skipped."""
    from .nightfile import import_nights
    try:
        text = _read_text(path)
        lines = import_nights(_book_store(ctx), text, "stdin" if path == "-" else path, _print_zone(ctx))
    except RefereeError as exc:
        _fail(str(exc))
    _out("\n".join(lines))


def _read_text(path: str) -> str:
    """A UTF-8 text file (or stdin for -), its problems in one line."""
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except UnicodeDecodeError:
        raise RefereeError(f"{path} is not UTF-8 text") from None
    except OSError as exc:
        raise RefereeError(f"cannot read {path}: {exc.strerror or exc}") from None


def _book_store(ctx: click.Context):
    """The store alone, for commands that read the book without the table engine."""
    from .store import Store, resolve_db_path
    store = Store(resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir), zone=_night_zone(ctx))
    ctx.call_on_close(store.close)
    return store


def main(args: list[str] | None = None) -> int:
    """Console entry point: every error is one line on stderr; no traceback ever reaches the table."""
    argv = sys.argv[1:] if args is None else list(args)
    refused = _undecodable_argument(argv)
    if refused:
        click.echo(f"Error: {refused}", err=True)
        return ExitCode.REFUSED
    try:
        result = cli.main(args=argv, prog_name="refcli", standalone_mode=False)
        return result if isinstance(result, int) else ExitCode.OK
    except click.exceptions.Abort:
        click.echo("Interrupted.", err=True)
        return 130
    except RefereeError as exc:  # e.g. a store that cannot be opened, raised before a command's own handler
        _echo_error(f"Error: {one_line(exc)}")
        return ExitCode.REFUSED
    except click.ClickException as exc:  # usage errors, missing files: one line, not click's three
        # click quotes what was typed (an unknown option, a bad value) as it was typed: made safe here.
        _echo_error(f"Error: {_bounded(one_line(exc.format_message()))}")
        return exc.exit_code
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else ExitCode.REFUSED
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        return 130
    except Exception as exc:  # a bug: say so in one line; the traceback only with REFCLI_DEBUG
        if os.environ.get("REFCLI_DEBUG"):
            raise
        click.echo(f"Error: internal error ({type(exc).__name__}: {exc}); set REFCLI_DEBUG=1 for details",
                   err=True)
        return ExitCode.INTERNAL


def _undecodable_argument(argv: list[str]) -> str | None:
    """Why an argument holding bytes that are not UTF-8 is refused (Python hands them over as lone
    surrogates, which no file, store or terminal can take); None when every argument is text."""
    from .safetext import shown, undecodable
    for arg in argv:
        bad = undecodable(arg)
        if bad is not None:
            return f"the argument '{shown(arg)}' is not UTF-8 text (byte {bad})"
        if "\x00" in arg:       # no terminal can type one; a caller's bug, and no path or line may hold it
            return f"the argument '{shown(arg)}' holds a NUL character"
    return None


def _bounded(message: str, limit: int = 300) -> str:
    # click's messages hold whole arguments; a megabyte option stays one readable line.
    return message if len(message) <= limit else message[: limit - 1] + "…"


def entry() -> None:
    sys.exit(main())


if __name__ == "__main__":
    entry()
