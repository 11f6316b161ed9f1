"""Rendering for people and machines: rulings, balances, who pays whom, the night report (SPEC §4)."""

from __future__ import annotations

from .ledger import POT
from .money import format_money
import re
from typing import TYPE_CHECKING

from .table.state import HandSummary, Night

if TYPE_CHECKING:
    from .table.showdown import Ruling

# A signed number or amount (-3, +$1.25, -75¢) is data; anything else starting with + or - may be a formula.
_PLAIN_AMOUNT = re.compile(r"^[+-]\$?\d+(\.\d+)?¢?$")


def clean(text: str) -> str:
    """No control, bidi or zero-width character reaches a terminal; no spreadsheet formula reaches a CSV
    (a full-width ＝ counts as =: some spreadsheets fold it)."""
    from .safetext import clean as safe, formula_lead
    text = safe(text)
    lead = formula_lead(text)
    formula = lead in ("=", "@") or (lead in ("+", "-") and not _PLAIN_AMOUNT.match(text))
    return "'" + text if formula else text


def render_ruling(ruling: Ruling) -> str:
    head = (f"Hand {ruling.number} · {ruling.title} · dealt by {ruling.dealer} · "
            f"pot {format_money(ruling.pot)}")
    return "\n".join([head] + [f"  {line}" for line in ruling.lines])


def balances(night: Night) -> dict[str, int]:
    return {p: night.ledger.balance(p) for p in night.players}


def columns(headers: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[bool, ...]) -> str:
    """A plain aligned table. Balances print on every one-shot command, and tabulate's import alone costs
    more than click's, so the small tables are laid out here."""
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]

    def line(cells) -> str:
        return "  ".join(str(c).rjust(w) if r else str(c).ljust(w)
                         for c, w, r in zip(cells, widths, right)).rstrip()
    return "\n".join([line(headers), line("-" * w for w in widths)] + [line(r) for r in rows])


def render_balances(night: Night) -> str:
    rows = [(clean(p), format_money(night.ledger.balance(p), signed=True)) for p in night.players]
    text = columns(("Player", "Balance"), rows, (False, True))
    pot = night.ledger.pot
    if pot:
        text += f"\nIn the pot: {format_money(pot)}"
    return text


def transfers_for(night: Night):
    from .settlement import fewest_transfers
    return fewest_transfers(balances(night))


def render_settlement(night: Night) -> str:
    transfers, exact = transfers_for(night)
    lines = [f"The night is over after {night.hands_played} hand{'s' if night.hands_played != 1 else ''}.",
             render_balances(night), ""]
    if not transfers:
        lines.append("Everyone is even: nobody pays anybody.")
    else:
        how = ("the fewest possible" if exact else
               "found by a quick method for a table this large; it may not be the fewest possible")
        lines.append(f"Who pays whom ({len(transfers)} payment{'s' if len(transfers) != 1 else ''}, {how}):")
        lines += [f"  {t.frm} pays {t.to} {format_money(t.amount)}" for t in transfers]
    return "\n".join(lines)


def night_json(night: Night, summaries: list[HandSummary]) -> dict:
    # While the pot holds money (a script that stops mid-hand) nobody can settle yet, as in `report`.
    transfers, exact = transfers_for(night) if not night.ledger.pot else ([], True)
    return {
        "players": list(night.players),
        "hands": [{"number": s.number, "game": s.game, "title": s.title, "dealer": s.dealer, "pot": s.pot,
                   "awards": [{"player": a["player"], "pot": a["pot"], "amount": a["amount"], "hand": a["hand"]}
                              for a in s.awards]} for s in summaries],
        "balances": balances(night),
        "pot": night.ledger.accounts.get(POT, 0),
        "transfers": [{"from": t.frm, "to": t.to, "amount": t.amount} for t in transfers],
        "transfers_minimal": exact,
        "ended": night.ended,
    }


def render_status(night: Night) -> str:
    from .table.engine import pot_line  # the one-line summary the engine prints after each action
    if night.hand is None:
        nxt = (f"{night.picker} picks the next game" if night.pick_game is None else
               f"next: {night.next_dealer} deals {night.pick_game.title}")
        return f"{night.hands_played} hands played · {nxt} · pot {format_money(night.ledger.pot)}"
    h = night.hand
    text = f"Hand {h.number} · {h.game.title} · {h.dealer} dealt · {pot_line(night)}"
    if h.game.wild_rule != "fixed":
        from .table.wildrules import describe_wilds   # the table sets the wild cards: say what they are now
        text += f" · {describe_wilds(h)}"
    return text


def render_reply(reply, night: Night | None) -> list[str]:
    """What a typed line prints, in the shell and as a one-shot command: the outcome lines, each ruling and
    the settlement as `refcli run` prints them, then the table a query asked for. ``night`` is the state
    after the line (kept by the session even after `end`)."""
    out: list[str] = []
    for outcome in reply.outcomes:
        out.extend(outcome.lines)
        if outcome.ruling is not None:
            out.append(render_ruling(outcome.ruling))
        if outcome.ended:
            out.append(render_settlement(night))
    if reply.query and night is not None:
        out.append(render_balances(night) if reply.query == "balances" else render_status(night))
    from .safetext import clean as safe   # what a line echoes ("Undone: pay Ann 1 ...") is typed text
    return [safe(text) for text in out]
