"""The book: a night's report and its hands explained, the season, a member's history, the schedule,
nights exported and imported, backups and checks of the store."""

from __future__ import annotations

import os
import sys

import click

from ...kernel.errors import ExitCode, RefereeError
from .common import (CONTEXT, HAND_NUMBER, NIGHT_NUMBER, Formats, argument, book_store, command,
                     echo_error, fail, option, out, echo_notices, print_zone, open_session, store_options,
                     terminal_width, write_new_file)


@command("report", context_settings=CONTEXT)
@argument("night", type=NIGHT_NUMBER, required=False)
@option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json", "html"]),
              default="table", show_default=True, help="How to print the report (any case).")
@option("--via", metavar="NAME", help="Everyone pays, or is paid by, NAME (instead of the fewest payments).")
@option("--list", "listing", is_flag=True, help="List the nights in the store instead (as table, markdown, "
                                                     "csv or json).")
@option("--bom", is_flag=True, help="With --format csv: start with a byte order mark (for spreadsheet "
                                          "programs that need one to read UTF-8).")
@store_options
@click.pass_context
def report(ctx: click.Context, night: int | None, fmt: str, via: str | None, listing: bool, bom: bool) -> None:
    """A night's hands, balances and who pays whom (default: the open night, else the latest).

    The table fits the terminal's width, wrapping its widest column.
    """
    from ...book.export import list_nights, night_report, render, render_night_list
    try:
        store = open_session(ctx).store
        zone = print_zone(ctx)
        if listing:
            click.echo(render_night_list(list_nights(store, zone), fmt))
        elif bom and fmt != "csv":
            fail("--bom is for --format csv")
        elif bom:
            from ...book.export import render_csv
            click.echo(render_csv(night_report(store, night, via, zone), bom=True))
        elif fmt == "table":
            out(render(night_report(store, night, via, zone), fmt, terminal_width()))
        else:
            click.echo(render(night_report(store, night, via, zone), fmt))
    except RefereeError as exc:
        fail(str(exc))




@command("explain", context_settings=CONTEXT)
@argument("hand", type=HAND_NUMBER, required=False)
@option("--night", "night_id", type=NIGHT_NUMBER, help="The night (default: the open night, else the latest).")
@store_options
@click.pass_context
def explain_command(ctx: click.Context, hand: int | None, night_id: int | None) -> None:
    """A settled hand's full ruling again: every pot, each hand with its five cards and wild cards, the
    declarations, each tie-break and odd quarter with its rule, and where every quarter of the pot came from.

    HAND: its number (default: the last settled hand).
    """
    from ...book.explain import explain_hand
    from ...book.export import select_night
    store = open_session(ctx).store
    try:
        row = select_night(store, night_id)
        out(explain_hand(store, row.id, hand))
    except RefereeError as exc:
        fail(str(exc))




@command("season", context_settings=CONTEXT)
@argument("year", required=False)
@option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json", "html"]), default="table",
              show_default=True, help="How to print the season (any case); html draws the running totals.")
@store_options
@click.pass_context
def season(ctx: click.Context, year: str | None, fmt: str) -> None:
    """Every ended night of YEAR (default: this year; all: every year): per player the net, nights, hands
    played and won, the biggest share of a pot won, the best and worst night and the net per game; the club's
    totals."""
    from ...book.season import build, parse_season_year, render, this_year
    try:
        chosen = None if year is not None and year.lower() == "all" else (
            parse_season_year(year) if year is not None else this_year())
        store = book_store(ctx)
        text = render(build(store, chosen, print_zone(ctx)), fmt, terminal_width() if fmt == "table" else None)
    except RefereeError as exc:
        fail(str(exc))
    (out if fmt == "table" else click.echo)(text)


@command("player", context_settings=CONTEXT)
@argument("name")
@store_options
@click.pass_context
def player(ctx: click.Context, name: str) -> None:
    """One member's history: each ended night he played, with his running total, and his net per game."""
    from ...book.season import render_player
    try:
        text = render_player(book_store(ctx), name, print_zone(ctx))
    except RefereeError as exc:
        fail(str(exc))
    out(text)


@command("schedule", context_settings=CONTEXT)
@argument("year", required=False)
@option("--format", "fmt", type=Formats(["table", "markdown", "csv", "json"]), default="table",
              show_default=True, help="How to print the schedule (any case).")
@option("--ics", "ics_path", metavar="FILE", help="Write the year as an iCalendar file (- for stdout).")
@option("--force", is_flag=True, help="With --ics: replace FILE if it exists.")
@click.pass_context
def schedule(ctx: click.Context, year: str | None, fmt: str, ics_path: str | None, force: bool) -> None:
    """The third Fridays of YEAR (default: this year) with each night's host.

    The members host in turn, in the order listed under club: in the house file, from first_host
    (see rulesets/house.yaml); where the house file lists none, the book's regulars (the members who have
    played, in the order they first sat) host in turn from January. Calendar times are local, with no time
    zone: 19:00 is 19:00 on every phone.
    """
    import datetime as dt
    from ...rules.loader import load_club
    from ...book.schedule import parse_year, render
    from ...book.schedule import schedule as nights_of
    obj = ctx.find_root().obj
    try:
        chosen = parse_year(year) if year is not None else dt.date.today().year
        club = load_club(list(obj["rulesets"]), obj["house"])
        if not club.members:
            club = _with_regulars(ctx, club, chosen)
        nights = nights_of(club, chosen)
        if ics_path is None:
            click.echo(render(club, chosen, nights, fmt))
            return
        from ...book.ics import calendar
        text = calendar(nights, dt.datetime.now(dt.timezone.utc), f"Poker club {chosen}")
        if ics_path == "-":
            sys.stdout.buffer.write(text.encode("utf-8"))
            sys.stdout.flush()
            return
        write_new_file(ics_path, text.encode("utf-8"), force)
        click.echo(f"Wrote {len(nights)} game nights of {chosen} to {ics_path}")
    except RefereeError as exc:
        fail(str(exc))


def _with_regulars(ctx: click.Context, club, year: int):
    """A house file that lists no members: the book's regulars host in turn, the first of them in January
    of ``year`` (no regulars yet: the club stays without members, and schedule says how to set them)."""
    from dataclasses import replace
    from ...book.members import regulars
    found = regulars(book_store(ctx))
    return replace(club, members=tuple(found), first_host=(year, found[0])) if found else club


@click.group("member", context_settings=CONTEXT)
def member() -> None:
    """The book's members: one person under every name he sat under. A rename at a night links the old
    name and the new when the night ends; between nights, rename a member or merge two names of one
    person. The season, refcli player and the debts show one row per member."""


def _member_run(ctx: click.Context, work) -> None:
    try:
        text = work(book_store(ctx))
    except RefereeError as exc:
        fail(str(exc))
    out(text)


@member.command("list", context_settings=CONTEXT)
@store_options
@click.pass_context
def member_list(ctx: click.Context) -> None:
    """Every member, his names and the ended nights he sat at."""
    from ...book.members import render_list
    _member_run(ctx, render_list)


@member.command("rename", context_settings=CONTEXT)
@click.argument("old")
@click.argument("new")
@store_options
@click.pass_context
def member_rename(ctx: click.Context, old: str, new: str) -> None:
    """The member OLD (any of his names) goes by NEW from now on; his nights keep the names they had."""
    from ...book.members import rename
    _member_run(ctx, lambda store: rename(store, old, new))


@member.command("merge", context_settings=CONTEXT)
@click.argument("name")
@click.argument("other")
@store_options
@click.pass_context
def member_merge(ctx: click.Context, name: str, other: str) -> None:
    """NAME and OTHER are one person: OTHER's nights and debts become NAME's member's."""
    from ...book.members import merge
    _member_run(ctx, lambda store: merge(store, name, other))



@command("export", context_settings=CONTEXT)
@argument("nights", nargs=-1)
@option("--lines", is_flag=True, help="Write JSON lines (export version 2): a first line counting what follows, "
                                       "then a night a line, then the members and payments; written and imported a "
                                       "night at a time, for a book of any size.")
@store_options
@click.pass_context
def export_(ctx: click.Context, nights: tuple[str, ...], lines: bool) -> None:
    """Write ended nights (their numbers, or all) to stdout as one self-contained, versioned JSON file of
    their events: refcli export 3 4 > march.json. Another store takes it with refcli import."""
    from ...book.nightfile import MAX_FILE_BYTES, export_pieces, parse_ids
    if lines:
        _export_lines(ctx, nights)
        return
    try:
        store = book_store(ctx)
        ids = parse_ids(nights, store)
        pieces, size = export_pieces(store, ids, MAX_FILE_BYTES)
    except RefereeError as exc:
        fail(str(exc))
    if pieces is None:       # a file no import would take: said now, not when the other store reads it
        from ...book.nightcheck import size_words
        count = len(ids)
        fail(f"{count} night{'s make' if count != 1 else ' makes'} an export of {size_words(size)}, more than "
              f"refcli import takes ({size_words(MAX_FILE_BYTES)}): export --lines (a night a line, no bound on the "
              "book), or fewer nights at a time")
    for piece in pieces or ():      # (fail has exited when there are none)
        click.echo(piece, nl=False)
    click.echo()


def _export_lines(ctx: click.Context, nights: tuple[str, ...]) -> None:
    """export --lines: each line written as it is made, so the export holds one night at a time."""
    from ...book.nightcheck import MAX_FILE_BYTES, size_words
    from ...book.nightfile import parse_ids
    from ...book.nightlines import export_lines
    try:
        store = book_store(ctx)
        for number, line in enumerate(export_lines(store, parse_ids(nights, store)), start=1):
            size = len(line.encode("utf-8")) + 1
            if size > MAX_FILE_BYTES:   # a line no import would take (a night is some 350 KiB)
                fail(f"line {number} of the export is {size_words(size)}, more than refcli import takes of a "
                     f"line ({size_words(MAX_FILE_BYTES)})")
            click.echo(line)
    except RefereeError as exc:
        fail(str(exc))


@command("import", context_settings=CONTEXT)
@argument("path", metavar="FILE")
@option("--yes", is_flag=True, help="Apply the members and payments the file carries, and take nights played with "
                                     "a game other than this club's of the same id, without asking.")
@store_options
@click.pass_context
def import_(ctx: click.Context, path: str, yes: bool) -> None:
    """Add the nights of an export FILE (- for stdin) to this store, all or none: each is replayed event by
    event and must end with the balances the file says. A night already in the store is skipped, as is one that
    differs from it only in its times. A night played with a game other than this club's game of the same id
    is named, and taken after a yes (or --yes); so are the members and payments between nights the file
    carries, listed and applied after a yes (or --yes). Either export format (one JSON document, or the
    JSON lines of export --lines) is read."""
    from ...book.nightfile import import_nights
    from ...book.nightlines import import_lines, open_import
    name = "stdin" if path == "-" else path
    printed = 0         # the lines said already, before the question

    def confirm(lines: list[str], question: str, refusal: str) -> bool:
        nonlocal printed
        if yes:
            return True
        out("\n".join(lines[printed:]))
        printed = len(lines)
        if path == "-" or not sys.stdin.isatty():     # nobody to ask: stdin is the file, or no terminal
            raise RefereeError(refusal)
        return click.confirm(question, default=False)

    obj = ctx.find_root().obj
    try:
        source = open_import(path, sys.stdin)    # bounded, a regular file (or stdin)
        if isinstance(source, str):                # format 1, read whole
            lines = import_nights(book_store(ctx), source, name, print_zone(ctx), confirm=confirm,
                                  rulesets=list(obj["rulesets"]), house=obj["house"])
        else:
            with source:
                lines = import_lines(book_store(ctx), source, print_zone(ctx), confirm=confirm,
                                     rulesets=list(obj["rulesets"]), house=obj["house"])
    except RefereeError as exc:
        fail(str(exc))
    out("\n".join(lines[printed:]))



@command("backup", context_settings=CONTEXT)
@argument("path")
@option("--force", is_flag=True, help="Replace PATH if it exists.")
@click.pass_context
def backup(ctx: click.Context, path: str, force: bool) -> None:
    """Copy the store to PATH, consistently, even while a night is open (readable by the owner only)."""
    from ...log.store import Store, resolve_db_path
    store = Store(resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir))   # no session: no engine to load
    ctx.call_on_close(store.close)
    echo_notices(store)
    try:
        count = store.backup(path, force=force)
    except RefereeError as exc:
        fail(str(exc))
    click.echo(f"Backed up {count} night{'s' if count != 1 else ''} to {path}")


@command("where", context_settings=CONTEXT)
@store_options
@click.pass_context
def where_command(ctx: click.Context) -> None:
    """Print the path of the store every command uses: --db, else $REFCLI_DB, else the user data directory.

    The path alone on stdout (for a backup or sqlite3); a store not created yet is said on stderr. Creates
    nothing.
    """
    from ...kernel.safetext import shown
    from ...log.store import resolve_db_path
    path = resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir)
    if path == ":memory:":
        click.echo(":memory:")
        click.echo("the store is in memory (--db :memory:): nothing is kept after the command", err=True)
        return
    path = os.path.abspath(path)
    click.echo(shown(path, 4096))
    if not os.path.lexists(path):
        click.echo("no store there yet: the first night opened creates it", err=True)


@command("check-store", context_settings=CONTEXT)
@option("--db", "db", metavar="PATH", help="The store to check (default: as for every command).")
@click.pass_context
def check_store_command(ctx: click.Context, db: str | None) -> None:
    """Check the store: SQLite's full integrity check, then every night replayed from its log (the accounts
    sum to zero, every settled hand paid out its pot, an ended night left nothing in the pot).

    Prints one line per problem, or "store OK: N nights, M events"; exits 1 when a problem is found.
    """
    from ...book.check import check_store, render_check
    from ...kernel.safetext import shown_path
    from ...log.store import Store, resolve_db_path
    path = resolve_db_path(db or ctx.find_root().obj["db"], click.get_app_dir)
    if path != ":memory:" and not os.path.lexists(path):
        fail(f"there is no store at {shown_path(path)}")      # checking must not create one
    try:
        store = Store(path, quick_check=False)
    except RefereeError as exc:
        fail(str(exc))
    ctx.call_on_close(store.close)
    echo_notices(store)
    try:
        result = check_store(store)
    except RefereeError as exc:
        fail(str(exc))
    click.echo(render_check(result))
    if not result.ok:
        count = len(result.problems)
        fail(f"{count} problem{'s' if count != 1 else ''} found in the store {shown_path(path)}")
    store.mark_sound()


@command("verify", context_settings=CONTEXT)
@argument("night", type=NIGHT_NUMBER, required=False)
@option("--head", "head", metavar="HEX", help="Only say whether the book, whole, still leads to this head "
                                               "(as end printed it, from a photo).")
@store_options
@click.pass_context
def verify_command(ctx: click.Context, night: int | None, head: str | None) -> None:
    """Rule every stored hand again with today's refcli and today's ruleset files, and list each hand whose
    money would differ from what was recorded (stored nights never change: this only reports); then check
    the book's chain (its nights as they ended, payments between nights, members).

    NIGHT: one night (default: every night). Exits 1 when a hand would differ or the book does not hold
    together. With --head: whether the book still leads to that head.
    """
    from ...book.verify import render, verify
    from ...log.bookchain import head_report
    from ...log.bookchain import problems as book_problems
    session = open_session(ctx)
    if head is not None:
        found, said = head_report(session.store, head)
        if not found:
            fail(said)
        click.echo(said)
        return
    try:
        checks = verify(session.store, night, session.rulesets_dirs, session.house_path)
        broken = book_problems(session.store) if night is None else []
    except RefereeError as exc:
        fail(str(exc))
    click.echo(render(checks))
    for line in broken:
        click.echo(f"the book: {line}")
    if any(c.differences or c.edited for c in checks) or broken:
        sys.exit(ExitCode.REFUSED)


@command("serve", context_settings=CONTEXT)
@option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
         help="The port to listen on (0: any free port).")
@option("--lan", is_flag=True, help="Listen on this machine's address on the local network too, for the "
                                     "players' phones (default: 127.0.0.1 only, this machine).")
@store_options
@click.pass_context
def serve(ctx: click.Context, port: int, lan: bool) -> None:
    """A live page of the night for the players' phones, read-only: the hand, the pot and whose turn, the
    last ruling, the balances, the settlement. Prints the page's address first, then a QR code of it;
    Ctrl-C stops it. The address carries a secret token: share it only with the table."""
    from ...serve import serve as serve_page
    from ...log.store import resolve_db_path
    from .. import colour  # noqa: F401  (loaded now: a line said when no file handle is left could not load it)
    try:
        path = resolve_db_path(ctx.find_root().obj["db"], click.get_app_dir)
        serve_page(path, port, lan, print_zone(ctx), out=click.echo, err=echo_error)
    except RefereeError as exc:
        fail(str(exc))
