"""Rendering for people and machines: rulings, balances, who pays whom, the night report (SPEC §4)."""

from __future__ import annotations

from ..kernel.lazyre import Later
from ..kernel.ledger import POT
from ..kernel.money import format_money

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: annotations only, and no import of typing (~3 ms a command)
if TYPE_CHECKING:   # annotations only: the season's tables use columns() without loading the table engine
    from ..table.state import HandSummary, Night
    from ..table.showdown import Ruling

# A signed number or amount (-3, +$1.25, -75¢) is data; anything else starting with + or - may be a formula.
_PLAIN_AMOUNT = Later(r"^[+-]\$?\d+(\.\d+)?¢?$")


def clean(text: str) -> str:
    """No control, bidi or zero-width character reaches a terminal; no spreadsheet formula reaches a CSV
    (a full-width ＝ counts as =: some spreadsheets fold it)."""
    from ..kernel.safetext import clean as safe, formula_lead
    text = safe(text)
    lead = formula_lead(text)
    formula = lead in ("=", "@") or (lead in ("+", "-") and not _PLAIN_AMOUNT.match(text))
    return "'" + text if formula else text


# Cells for markdown and CSV, shared by the night report (export.py) and the schedule.
_MD_SPECIAL = Later(r"([\\`*_\[\]<>|~&])")


def md(text: str) -> str:
    """A cell of a GitHub table: sanitised, and no character that would end the cell or start markup."""
    return _MD_SPECIAL.sub(r"\\\1", clean(text))


def md_table(headers: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[bool, ...]) -> str:
    lines = ["| " + " | ".join(headers) + " |",
             "|" + "|".join("---:" if r else "---" for r in right) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


_PLAIN_NUMBER = Later(r"[+-]?\d+(?:\.\d+)?")


def csv_cell(value) -> str:
    """report.clean, then two more defences a spreadsheet needs: a cell never starts with blank space, and
    a leading + or - passes only when the whole cell is a number (clean lets '-2+3+cmd|...' through)."""
    from ..kernel.safetext import formula_lead
    text = clean(str(value)).strip()
    if formula_lead(text) in ("=", "+", "-", "@") and not _PLAIN_NUMBER.fullmatch(text):
        text = "'" + text
    return text


def pot_words(ruling: Ruling) -> str:
    """The ruling's pot as its heading says it: a game played without one (7½'s duels) says so, not "pot $0.00"."""
    return "no pot" if ruling.pot == 0 and not ruling.pots else f"pot {format_money(ruling.pot)}"


def render_ruling(ruling: Ruling) -> str:
    head = f"Hand {ruling.number} · {ruling.title} · dealt by {ruling.dealer} · {pot_words(ruling)}"
    return "\n".join([head] + [f"  {line}" for line in ruling.lines])


def balances(night: Night) -> dict[str, int]:
    return {p: night.ledger.balance(p) for p in night.players}


def columns(headers: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[bool, ...],
            width: int | None = None) -> str:
    """A plain aligned table. Balances print on every one-shot command, and tabulate's import alone costs
    more than click's, so the small tables are laid out here.

    With ``width`` (the terminal's), a table wider than that wraps its widest text column onto more lines.
    """
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    if width:
        widths = _fit(widths, headers, right, width)
        rows = _wrapped(rows, widths)

    def line(cells) -> str:
        return "  ".join(str(c).rjust(w) if r else str(c).ljust(w)
                         for c, w, r in zip(cells, widths, right)).rstrip()
    return "\n".join([line(headers), line("-" * w for w in widths)] + [line(r) for r in rows])


MIN_WRAPPED = 6     # a wrapped column keeps at least this many characters (or its heading's width)


def _fit(widths: list[int], headers, right, width: int) -> list[int]:
    """Narrow the text (left-aligned) columns until the line fits, one character at a time from whichever
    is widest then, so the widest wraps first and several share the cut; numbers are never cut."""
    widths = list(widths)
    floors = [max(MIN_WRAPPED, len(h)) for h in headers]
    excess = sum(widths) + 2 * (len(widths) - 1) - width
    while excess > 0:
        shrinkable = [i for i, r in enumerate(right) if not r and widths[i] > floors[i]]
        if not shrinkable:
            break                # cannot fit: better too wide than unreadable
        widths[max(shrinkable, key=lambda k: (widths[k], -k))] -= 1
        excess -= 1
    return widths


def _wrapped(rows, widths: list[int]) -> list[tuple[str, ...]]:
    """Each row as one or more lines: a cell wider than its column continues on the lines below."""
    import textwrap
    out: list[tuple[str, ...]] = []
    for row in rows:
        cells = [textwrap.wrap(str(c), w, break_long_words=True) or [""] if len(str(c)) > w else [str(c)]
                 for c, w in zip(row, widths)]
        for k in range(max(len(c) for c in cells)):
            out.append(tuple(c[k] if k < len(c) else "" for c in cells))
    return out


def render_balances(night: Night) -> str:
    rows = [(clean(p), format_money(night.ledger.balance(p), signed=True)) for p in night.players]
    text = columns(("Player", "Balance"), rows, (False, True))
    pot = night.ledger.pot
    if pot:
        text += f"\nIn the pot: {format_money(pot)}"
    return text


def transfers_for(night: Night, via: str | None = None):
    """(transfers, exact): the fewest payments, or with ``via`` everyone paying or paid by that player
    (exact is then False: the count is one per player, not the fewest)."""
    from ..kernel.settlement import fewest_transfers, via_transfers
    from ..table.cash import to_settle      # the play, with shared costs and less what the bank paid out
    owed = to_settle(night)
    if via is not None:
        return via_transfers(owed, via), False
    return fewest_transfers(owed)


def render_settlement(night: Night, via: str | None = None) -> str:
    from ..table.cash import carried_line, settlement_lines, shared_lines, was_carried
    transfers, exact = transfers_for(night, via)
    lines = [f"The night is over after {night.hands_finished} hand{'s' if night.hands_finished != 1 else ''}.",
             render_balances(night), ""]
    cash = settlement_lines(night)
    if cash:
        lines += cash + [""]
    lines += shared_lines(night)
    from ..table.leaving import settled_lines        # players who settled when they left
    settled = settled_lines(night)
    lines += settled
    if was_carried(night):
        lines.append(carried_line(night))
    if not transfers:
        lines.append("Nobody pays anybody tonight." if was_carried(night) else
                     "Nobody pays anybody: the cash settled the night." if cash else
                     "Nobody else pays anybody: the payments at the table settled the night." if settled else
                     "Everyone is even: nobody pays anybody.")
    else:
        how = (f"everyone settles with {via}" if via is not None else "the fewest possible" if exact else
               "found by a quick method for a table this large; it may not be the fewest possible")
        lines.append(f"Who pays whom ({len(transfers)} payment{'s' if len(transfers) != 1 else ''}, {how}):")
        lines += [f"  {t.frm} pays {t.to} {format_money(t.amount)}" for t in transfers]
    from ..table.stakes import drinks_lines      # a game played for drinks (7½): listed apart, never settled
    drinks = drinks_lines(night)
    if drinks:
        lines += [""] + drinks
    return "\n".join(lines)


def night_json(night: Night, summaries: list[HandSummary]) -> dict:
    # While the pot holds money (a script that stops mid-hand) nobody can settle yet, as in `report`.
    transfers, exact = transfers_for(night) if not night.ledger.pot else ([], True)
    return {
        "players": list(night.players),
        "hands": [{"number": s.number, "game": s.game, "title": s.title, "dealer": s.dealer, "pot": s.pot,
                   "awards": [{"player": a["player"], "pot": a["pot"], "amount": a["amount"], "hand": a["hand"]}
                              for a in s.awards]} | ({"voided": True} if s.voided else {})
                  | ({"duels": [dict(d) for d in s.duels]} if s.duels else {}) for s in summaries],
        "balances": balances(night),
        "pot": night.ledger.accounts.get(POT, 0),
        "transfers": [{"from": t.frm, "to": t.to, "amount": t.amount} for t in transfers],
        "transfers_minimal": exact,
        "ended": night.ended,
    } | _drinks_json(night) | _settled_json(night)


def _settled_json(night: Night) -> dict:
    from ..table.leaving import settled_json     # players who left and settled at the table
    return settled_json(night)


def _drinks_json(night: Night) -> dict:
    from ..table.stakes import drinks_json
    found = drinks_json(night)
    return {"drinks": found} if found else {}


def render_status(night: Night, view: bool = True) -> str:
    """The status line and, under it, what the table sees; ``view`` False where a prompt shows that right
    after, as the shell's does at a terminal (QA note S4-7: the up cards were printed twice)."""
    from ..table.view import table_view  # and under it what the table sees
    if night.hand is None:
        nxt = (f"{night.picker} picks the next game" if night.pick_game is None else
               f"next: {night.next_dealer} deals {night.pick_game.title}")
        played = f"{night.hands_finished} hand{'' if night.hands_finished == 1 else 's'} played"
        text = f"{played} · {nxt} · pot {format_money(night.ledger.pot)}"
        return "\n".join([text] + (table_view(night) if view else []))
    from ..table.expect import pot_line  # the line the engine prints after each action (the engine not loaded)
    h = night.hand
    text = f"Hand {h.number} · {h.game.title} · {h.dealer} dealt · {pot_line(night)}"
    if h.game.wild_rule != "fixed":
        from ..table.wildrules import describe_wilds   # the table sets the wild cards: say what they are now
        text += f" · {describe_wilds(h)}"
    return "\n".join([text] + (table_view(night, wilds=h.game.wild_rule == "fixed") if view else []))


def render_reply(reply, night: Night | None, via: str | None = None, view: bool = True, store=None) -> list[str]:
    """What a typed line prints, in the shell and as a one-shot command: the outcome lines, each ruling and
    the settlement as `refcli run` prints them, then the table a query asked for. ``night`` is the state
    after the line (kept by the session even after `end`); ``view``: False when a prompt shows the table
    right after (`status` then prints its line alone); ``store``: the book, whose head `end` prints."""
    out: list[str] = []
    for outcome in reply.outcomes:
        settlement = render_settlement(night, via) if outcome.ended else None
        if settlement is not None and store is not None:
            from ..log.bookchain import head_line
            witness = head_line(store)
            settlement += f"\n\n{witness}" if witness else ""
        # The settlement repeats what `end carry` said (QA note N23): printed once, in the settlement.
        out.extend(line for line in outcome.lines if settlement is None or line not in settlement.splitlines())
        if outcome.ruling is not None:
            out.append(render_ruling(outcome.ruling))
        if settlement is not None:
            out.append(settlement)
    ended = getattr(reply, "ended", None)
    if reply.query and night is not None and ended is not None:
        # No night is open: the night just ended, as it ended, and the words say so.
        played = f"{night.hands_finished} hand{'s' if night.hands_finished != 1 else ''}"
        out.append(f"Night {ended} ended after {played}; its balances as it ended (no night is open):"
                   if reply.query == "balances" else
                   f"No night is open (night NAME NAME ... starts the next). Night {ended} ended after {played}; "
                   f"its balances as it ended:")
        out.append(render_balances(night))
    elif reply.query and night is not None:
        out.append(render_balances(night) if reply.query == "balances" else render_status(night, view))
        if reply.query == "balances" and getattr(night, "settled", None):
            from ..table.leaving import settled_lines     # so a leaver's balance is not taken as still owed
            out.append(settled_lines(night, below=False)[0])
    from ..kernel.safetext import clean as safe   # what a line echoes ("Undone: pay Ann 1 ...") is typed text
    return [safe(text) for text in out]


def render_balances_as(night: Night, fmt: str, ended: int | None = None) -> str:
    """`balances --format markdown|csv|json`: the balances (and a pot left between hands) as data; ``ended``:
    the night they are from, when it has ended (no night is open; JSON says so)."""
    amounts, pot = balances(night), night.ledger.pot
    if fmt == "json":
        import json
        said = {"night": ended, "ended": True} if ended is not None else {}
        return json.dumps({"balances": amounts, "pot": pot} | said, indent=2, ensure_ascii=False)
    if fmt == "csv":
        import csv
        import io
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("player", "balance", "cents"))
        for player, cents in list(amounts.items()) + ([("(in the pot)", pot)] if pot else []):
            # Dollars with two decimals, as the night report's CSV writes them, and integer cents.
            dollars = f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"
            writer.writerow((csv_cell(player), dollars, cents))
        return buf.getvalue().rstrip("\n")
    rows = [(md(p), format_money(c, signed=True)) for p, c in amounts.items()]
    if pot:
        rows.append(("(in the pot)", format_money(pot)))
    return md_table(("Player", "Balance"), rows, (False, True))


def render_run_reply(reply, line: str, night_now, store=None) -> list[str]:
    """What a line of `refcli run` prints, each a block of its own (the run prints them a blank line apart):
    only rulings, the night's end with its settlement, the tables a query asked for, and what a `settle` that
    ruled nothing waits for; never an action's status line. ``line``: the line as run; ``night_now()``: the
    night after it, asked only when something is printed from it (the session copies it: a script of
    thousands of lines copies it for none of them)."""
    out: list[str] = []
    waits = _settle_waits(line, reply, night_now)
    if waits:
        out.append(waits)
    for outcome in reply.outcomes:
        if outcome.ruling is not None:
            out.append(render_ruling(outcome.ruling))
        if outcome.ended:
            # What `end` said first (a pot left over, shared out), then the settlement.
            from ..log.bookchain import head_line
            witness = head_line(store) if store is not None else ""
            out.append("\n".join(list(outcome.lines) + [render_settlement(night_now())]
                                 + ([f"\n{witness}"] if witness else [])))
    night = night_now() if reply.query else None
    if night is not None:
        # As the shell prints them: a script can look at the table between hands.
        out.append(render_balances(night) if reply.query == "balances" else render_status(night))
    return out


def _settle_waits(line: str, reply, night_now) -> str:
    """What a `settle` that ruled nothing waits for (2s to 25's tie card), said as the shell says it: a run
    prints no status lines, and would otherwise pass over it in silence. The night is read only for such a
    settle: a script of thousands of lines pays for none."""
    if "settle" not in line.lower() and line.isprintable() and line.split(None, 1)[:1] not in (["s"], ["S"]):
        return ""       # not a settle nor its letter, even once control characters are dropped (most lines)
    from ..language.script import strip_comment
    from ..language.verbs import line_verb
    words = strip_comment(line).split(",", 1)[0].split()
    if not words or line_verb(words[0]) != "settle" or any(o.ruling is not None for o in reply.outcomes):
        return ""
    night = night_now()
    if night is None or night.hand is None:
        return ""
    from ..table.expect import expect
    e = expect(night)
    said = " · ".join(x for o in reply.outcomes for x in o.lines)
    return f"Hand {night.hand.number}: " + (said or (e.words if e is not None else "settle waits"))
