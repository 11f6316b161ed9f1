"""Night reports (refcli/book/export.py): choosing the night, and each format's exact content.

The club night (examples/club-night.txt) was worked out by hand; its figures here are the ones
tests/test_club_night.py holds `run --json` to, and `report.night_json` over `Session.summaries` is the
oracle for the JSON keys the two share.
"""

import csv
import io
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from refcli.kernel.errors import RefereeError
from refcli.book.export import (FORMATS, CSV_HEADER, csv_cell, _id_ranges, list_nights, night_report, render,
                           render_night_list, report_json)
from refcli.book.report import night_json
from refcli.night.session import Session
from refcli.log.store import Store

CLUB = Path(__file__).resolve().parent.parent / "examples" / "club-night.txt"

BALANCES = {"Ann": 125, "Bob": 225, "Cal": -1075, "Dee": 725}
TRANSFERS = [("Cal", "Ann", 125), ("Cal", "Bob", 225), ("Cal", "Dee", 725)]
AWARDS = {1: [("Bob", "high", 650), ("Dee", "chicago", 650)],
          2: [("Dee", "high", 800)],
          3: [("Ann", "high", 150), ("Bob", "chicago", 250), ("Dee", "high", 125)],
          4: [("Ann", "high", 375), ("Ann", "low", 200), ("Bob", "low", 175)],
          5: [("Ann", "low", 450), ("Dee", "high", 450)]}
POTS = {1: 1300, 2: 800, 3: 525, 4: 750, 5: 900}

# A short night with every awkward thing a user can type: a quote in a name, formula-looking reasons,
# markup, a pipe; and buy-outs typed bare (the payer is whoever is on turn).
ODD_NIGHT = ["night O'Neil Bea Cy", "game seven-card-stud buyout", "deal",
             'pay Bea 1 =HYPERLINK("http://evil.example","x")',
             "pay Cy .25 -2+3+cmd|' /C calc'!A0",
             "pay Cy .25 <script>alert(1)</script> a|b",
             "pay Bea .25 typo", "undo",
             "buyout", "buyout", "end"]
# O'Neil antes $1.50; Bea pays $1.00 and buys out $2.00; Cy pays 25¢ + 25¢ and buys out $2.00: pot $7.00.
ODD_BALANCES = {"O'Neil": 550, "Bea": -300, "Cy": -250}


class Clock:
    """The store's timestamps, set by the test."""

    def __init__(self, value: str):
        self.value = value

    def __call__(self) -> str:
        return self.value


def play(session: Session, clock: Clock, lines, start: str, end: str | None = None) -> None:
    clock.value = start
    for line in lines:
        if line.split("#")[0].strip() == "end":
            clock.value = end
        session.execute(line)


def club_lines() -> list[str]:
    return CLUB.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def club():
    """Night 1: the club night (ended); night 2: the odd night (ended); night 3: open, hand 1 under way."""
    clock = Clock("")
    store = Store(":memory:", now=clock)
    session = Session(store)
    play(session, clock, club_lines(), "2024-05-03T19:30:00.000Z", "2024-05-03T23:45:10.000Z")
    play(session, clock, ODD_NIGHT, "2024-05-10T20:00:00.000Z", "2024-05-10T20:30:00.000Z")
    play(session, clock, ["night Ann Bob", "game seven-card-stud", "deal", "bet Bob .50"],
         "2024-05-17T19:05:00.000Z")
    return store


def club_report(store):
    return night_report(store, 1)


# --- choosing the night ------------------------------------------------------------------------------------

def test_default_is_the_open_night_and_a_number_selects_by_id(club):
    assert night_report(club, None).night_id == 3
    assert club_report(club).night_id == 1
    assert night_report(club, 2).players == ("O'Neil", "Bea", "Cy")


def test_default_without_an_open_night_is_the_newest_ended_one():
    clock = Clock("")
    store = Store(":memory:", now=clock)
    session = Session(store)
    play(session, clock, ["night Ann Bob", "end"], "2024-01-05T20:00:00.000Z", "2024-01-05T21:00:00.000Z")
    play(session, clock, ["night Cal Dee", "end"], "2024-01-12T20:00:00.000Z", "2024-01-12T21:00:00.000Z")
    report = night_report(store, None)
    assert (report.night_id, report.date, report.players, report.ended) == (2, "2024-01-12", ("Cal", "Dee"), True)


def test_an_unknown_night_names_the_nights_there_are(club):
    with pytest.raises(RefereeError) as err:
        night_report(club, 9)
    assert str(err.value) == "no night 9 in the store (nights: 1-3)"


def test_an_empty_store_says_so():
    store = Store(":memory:")
    with pytest.raises(RefereeError) as err:
        night_report(store, None)
    assert str(err.value) == "no nights in the store yet: start one with night NAME NAME ..."
    with pytest.raises(RefereeError) as err:
        night_report(store, 1)
    assert str(err.value) == "no night 1 in the store (it has no nights yet)"
    assert render_night_list(list_nights(store)) == "No nights in the store yet: start one with night NAME NAME ..."


def test_night_ids_are_listed_in_runs():
    assert _id_ranges([8, 1, 2, 3, 5, 7]) == "1-3, 5, 7-8"
    assert _id_ranges([4]) == "4"


def test_list_of_nights(club):
    assert [(n.id, n.date, n.players, n.hands, n.ended) for n in list_nights(club)] == [
        (3, "2024-05-17", ("Ann", "Bob"), 0, False),
        (2, "2024-05-10", ("O'Neil", "Bea", "Cy"), 1, True),
        (1, "2024-05-03", ("Ann", "Bob", "Cal", "Dee"), 5, True)]
    assert render_night_list(list_nights(club)).splitlines() == [
        "Night  Started                      Players             Hands  Status",
        "-----  ---------------------------  ------------------  -----  ------",
        "    3  Friday 2024-05-17 19:05 UTC  Ann, Bob                0  open",
        "    2  Friday 2024-05-10 20:00 UTC  O'Neil, Bea, Cy         1  ended",
        "    1  Friday 2024-05-03 19:30 UTC  Ann, Bob, Cal, Dee      5  ended"]


def test_an_unknown_format_is_refused(club):
    with pytest.raises(RefereeError) as err:
        render(club_report(club), "xlsx")
    assert str(err.value) == "unknown report format 'xlsx': choose table, markdown, csv, json or html"
    assert FORMATS == ("table", "markdown", "csv", "json", "html")


# --- json ----------------------------------------------------------------------------------------------------

def test_json_has_the_club_nights_figures(club):
    data = json.loads(render(club_report(club), "json"))
    assert data["players"] == ["Ann", "Bob", "Cal", "Dee"]
    assert data["balances"] == BALANCES
    assert [(t["from"], t["to"], t["amount"]) for t in data["transfers"]] == TRANSFERS
    assert data["transfers_minimal"] is True
    assert [(h["number"], h["dealer"], h["game"], h["pot"]) for h in data["hands"]] == [
        (1, "Ann", "seven-card-stud", 1300), (2, "Bob", "seven-card-stud", 800), (3, "Cal", "seven-card-stud", 525),
        (4, "Dee", "seven-card-stud", 750), (5, "Ann", "seven-card-stud", 900)]
    for h in data["hands"]:
        assert sorted((a["player"], a["pot"], a["amount"]) for a in h["awards"]) == AWARDS[h["number"]]
    assert data["payments"] == [
        {"hand": 5, "player": "Bob", "kind": "penalty", "amount": 0, "reason": "looked at the deck", "waived": True},
        {"hand": 5, "player": "Dee", "kind": "penalty", "amount": 200, "reason": "talked about a folded hand",
         "waived": False}]
    assert (data["night"], data["date"], data["started_at"], data["ended_at"], data["ended"], data["pot"],
            data["hand_under_way"]) == (1, "2024-05-03", "2024-05-03T19:30:00.000Z", "2024-05-03T23:45:10.000Z",
                                        True, 0, None)


def test_json_agrees_with_the_run_report_built_from_session_summaries(club):
    session = Session(club)
    night, _ = session.replay(1)
    oracle = night_json(night, session.summaries(1))
    mine = report_json(club_report(club))
    assert {k: mine[k] for k in oracle} == oracle


# --- csv -----------------------------------------------------------------------------------------------------

def parse_csv(text: str) -> list[dict]:
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == CSV_HEADER
    assert all(len(r) == len(CSV_HEADER) for r in rows)
    return [dict(zip(CSV_HEADER, r)) for r in rows[1:]]


def test_csv_parses_back_to_awards_balances_and_transfers(club):
    rows = parse_csv(render(club_report(club), "csv"))
    for row in rows:  # the dollars column and the cents column agree on every row
        assert Decimal(row["amount"]) * 100 == int(row["cents"])
        assert (row["night"], row["date"]) == ("1", "2024-05-03")
    awards = [r for r in rows if r["record"] == "award"]
    for number in POTS:
        mine = [r for r in awards if r["hand"] == str(number)]
        assert sorted((r["player"], r["pot"], int(r["cents"])) for r in mine) == AWARDS[number]
        assert sum(int(r["cents"]) for r in mine) == POTS[number]
    assert {r["title"] for r in awards} == {"7 Card Stud", "7 Card Stud (declare)"}
    first = awards[0]
    assert (first["game"], first["dealer"], first["amount"], first["detail"]) == (
        "seven-card-stud", "Ann", "6.50", "three sevens (7♠ 7♥ 7♦ A♠ K♠)")
    balances = [r for r in rows if r["record"] == "balance"]
    assert {r["player"]: int(r["cents"]) for r in balances} == BALANCES
    assert [r["amount"] for r in balances] == ["1.25", "2.25", "-10.75", "7.25"]
    assert sum(int(r["cents"]) for r in balances) == 0
    assert [(r["player"], r["to"], int(r["cents"]), r["detail"]) for r in rows if r["record"] == "transfer"] == [
        (a, b, c, "fewest possible") for a, b, c in TRANSFERS]
    assert [(r["hand"], r["player"], r["amount"], r["detail"], r["reason"])
            for r in rows if r["record"] == "payment"] == [
        ("5", "Bob", "0.00", "penalty waived", "looked at the deck"),
        ("5", "Dee", "2.00", "penalty", "talked about a folded hand")]
    assert [r["record"] for r in rows].count("pot") == 0


def test_csv_defuses_formula_looking_reasons(club):
    text = render(night_report(club, 2), "csv")
    rows = parse_csv(text)
    reasons = [r["reason"] for r in rows if r["record"] == "payment" and r["detail"] == "pay"]
    assert reasons == ["'=HYPERLINK(\"http://evil.example\",\"x\")", "'-2+3+cmd|' /C calc'!A0",
                       "<script>alert(1)</script> a|b"]   # the undone `pay Bea .25 typo` is not there
    assert [(r["player"], r["amount"]) for r in rows if r["detail"] == "buy-out"] == [("Bea", "2.00"), ("Cy", "2.00")]
    assert {r["player"]: int(r["cents"]) for r in rows if r["record"] == "balance"} == ODD_BALANCES
    for row in csv.reader(io.StringIO(text)):
        for cell in row:  # no cell a spreadsheet would run: only plain numbers may start with a sign
            assert cell[:1] not in ("=", "@", "\t", "\r") and (
                cell[:1] not in ("+", "-") or re.fullmatch(r"-?\d+(\.\d\d)?", cell)), cell


def test_csv_cells_never_start_with_a_formula():
    assert csv_cell("=1+1") == "'=1+1"
    assert csv_cell(" =1+1") == "'=1+1"
    assert csv_cell("\x07@SUM(A1)") == "'@SUM(A1)"
    assert csv_cell("+1+cmd|x") == "'+1+cmd|x"
    assert csv_cell("-10.75") == "-10.75"
    assert csv_cell(-1075) == "-1075"


def test_csv_of_a_hand_under_way_has_a_pot_row_so_the_money_sums_to_zero(club):
    rows = parse_csv(render(night_report(club, None), "csv"))
    money = [(r["record"], r["player"], int(r["cents"])) for r in rows if r["record"] in ("balance", "pot")]
    # Ann deals and antes $1.00 for two; Bob bets 50¢: $1.50 on the table.
    assert money == [("balance", "Ann", -100), ("balance", "Bob", -50), ("pot", "", 150)]
    assert sum(m[2] for m in money) == 0
    assert not [r for r in rows if r["record"] == "transfer"]


# --- table and markdown ---------------------------------------------------------------------------------------

def test_table_report_of_the_club_night(club):
    lines = render(club_report(club), "table").splitlines()
    assert lines[:4] == ["Night 1 · Friday 2024-05-03 · Ann, Bob, Cal, Dee",
                         "Ended · 5 hands · started Friday 2024-05-03 19:30 UTC · ended Friday 2024-05-03 23:45 UTC", "", "Hands"]
    assert lines[5].startswith("----  ---------------------  ------  ------  ------  -----------  ------  ---")
    assert lines[6] == ("   1  7 Card Stud            Ann     $13.00  Bob     high          $6.50  "
                        "three sevens (7♠ 7♥ 7♦ A♠ K♠)")
    assert lines[7].startswith("                                             Dee     Low Chicago   $6.50  ")
    tail = lines[lines.index("Payments into the pot"):]
    assert tail == [
        "Payments into the pot",
        "Hand  Player  What     Amount  Reason",
        "----  ------  -------  ------  --------------------------",
        "   5  Bob     penalty  waived  looked at the deck",
        "   5  Dee     penalty   $2.00  talked about a folded hand",
        "",
        "Balances",
        "Player  Balance",
        "------  -------",
        "Ann      +$1.25",
        "Bob      +$2.25",
        "Cal     -$10.75",
        "Dee      +$7.25",
        "",
        "Who pays whom (3 payments, the fewest possible)",
        "From  To   Amount",
        "----  ---  ------",
        "Cal   Ann   $1.25",
        "Cal   Bob   $2.25",
        "Cal   Dee   $7.25"]


def test_table_of_an_open_night_with_a_hand_under_way(club):
    text = render(night_report(club, None), "table")
    assert text.splitlines()[:2] == ["Night 3 · Friday 2024-05-17 · Ann, Bob",
                                     "Open · 0 hands played, hand 1 under way · started Friday 2024-05-17 19:05 UTC"]
    assert text.endswith("Balances\nPlayer        Balance\n------------  -------\nAnn            -$1.00\n"
                         "Bob              -50¢\n(in the pot)    $1.50\n\n"
                         "Who pays whom: not yet, $1.50 is in the pot (hand 1 is under way)")


def test_between_hands_the_settlement_is_what_it_would_be_now():
    clock = Clock("2024-06-01T20:00:00.000Z")
    store = Store(":memory:", now=clock)
    session = Session(store)
    for line in ["night Ann Bob", "game seven-card-stud", "deal", "fold Bob", "penalty Bob slow play"]:
        session.execute(line)
    report = night_report(store, None)
    assert [(p.hand, p.player, p.amount) for p in report.payments] == [(None, "Bob", 200)]
    text = render(report, "table")
    assert "   —  Bob     penalty   $2.00  slow play" in text
    assert text.endswith("Who pays whom: not yet, $2.00 is in the pot (it waits for the next hand)")
    session.execute("deal")
    session.execute("fold Ann")  # Bob takes the $2.00 penalty back plus Bob's own ante of $1.00
    report = night_report(store, None)
    assert report.balance_map == {"Ann": 0, "Bob": 0}
    assert render(report, "table").endswith("Who pays whom: everyone is even, nobody pays anybody")
    session.execute("deal")
    session.execute("bet Bob .50, fold Ann")  # Ann dealt: Bob takes her $1.00 ante and his own 50¢ back
    assert render(night_report(store, None), "table").endswith(
        "Who pays whom if the night ended now (1 payment, the fewest possible)\n"
        "From  To   Amount\n----  ---  ------\nAnn   Bob   $1.00")


def test_markdown_tables(club):
    lines = render(club_report(club), "markdown").splitlines()
    assert lines[:6] == ["# Night 1 · Friday 2024-05-03", "", "Players: Ann, Bob, Cal, Dee", "",
                         "Ended · 5 hands · started Friday 2024-05-03 19:30 UTC · ended Friday 2024-05-03 23:45 UTC", ""]
    hands = lines.index("## Hands")
    assert lines[hands + 2:hands + 6] == [
        "| Hand | Game | Dealer | Pot | Won by | Share | Amount | With |",
        "|---:|---|---|---:|---|---|---:|---|",
        "| 1 | 7 Card Stud | Ann | $13.00 | Bob | high | $6.50 | three sevens (7♠ 7♥ 7♦ A♠ K♠) |",
        "|  |  |  |  | Dee | Low Chicago | $6.50 | two low spades 4♠ 6♠ in the hole |"]
    assert lines[lines.index("## Balances"):] == [
        "## Balances", "",
        "| Player | Balance |", "|---|---:|",
        "| Ann | +$1.25 |", "| Bob | +$2.25 |", "| Cal | -$10.75 |", "| Dee | +$7.25 |", "",
        "## Who pays whom (3 payments, the fewest possible)", "",
        "| From | To | Amount |", "|---|---|---:|",
        "| Cal | Ann | $1.25 |", "| Cal | Bob | $2.25 |", "| Cal | Dee | $7.25 |"]


def test_markdown_escapes_what_would_break_a_table_or_start_markup(club):
    text = render(night_report(club, 2), "markdown")
    assert "| 1 | Cy | pay | 25¢ | '-2+3+cmd\\|' /C calc'!A0 |" in text
    assert "| 1 | Cy | pay | 25¢ | \\<script\\>alert(1)\\</script\\> a\\|b |" in text
    assert "| 1 | Bea | pay | $1.00 | '=HYPERLINK(\"http://evil.example\",\"x\") |" in text
    for line in text.splitlines():
        if line.startswith("|"):  # every row of a table keeps its column count
            assert len(re.findall(r"(?<!\\)\|", line)) - 1 in (2, 3, 5, 8), line


# --- html ----------------------------------------------------------------------------------------------------

def bars(page: str) -> list[tuple[str, str, str, str]]:
    """(x, width, fill, title) of each bar of the chart."""
    return re.findall(r'<rect x="([\d.]+)" y="\d+" width="([\d.]+)" height="18" fill="(#\w+)" class="\w+">'
                      r'<title>([^<]*)</title>',
                      page)


def test_html_is_one_self_contained_page_with_a_bar_per_player(club):
    page = render(club_report(club), "html")
    assert page.startswith("<!DOCTYPE html>\n") and page.endswith("</html>")
    assert "<title>Night 1 · Friday 2024-05-03 · refcli</title>" in page
    for outside in ("http:", "https:", "//", "src=", "href=", "<link", "url(", "@import", "<script"):
        assert outside not in page
    # The balance bars, and each player's balance hand by hand (a line per player).
    assert page.count("<svg") == 2 and page.count("<rect ") == 4 and page.count("<polyline ") == 4
    # Cal's loss is the longest bar (117 px, leftwards from the zero line at 195 of a phone-wide 390); the rest
    # scale with it.
    assert bars(page) == [("195", "13.6", "#2e7d32", "Ann: +$1.25"), ("195", "24.5", "#2e7d32", "Bob: +$2.25"),
                          ("78", "117", "#c62828", "Cal: -$10.75"), ("195", "78.9", "#2e7d32", "Dee: +$7.25")]
    assert '<text x="72" y="121" text-anchor="end">-$10.75</text>' in page
    assert 'viewBox="0 0 390 180"' in page
    assert '<tr><td>Cal</td><td class="num">-$10.75</td></tr>' in page
    assert '<tr><td>Cal</td><td>Dee</td><td class="num">$7.25</td></tr>' in page
    assert "<h2>Who pays whom (3 payments, the fewest possible)</h2>" in page
    assert page.count('<tr class="first">') == 5  # one per hand


def test_html_escapes_names_and_reasons(club):
    page = render(night_report(club, 2), "html")
    assert "O'Neil" not in page and "<script>" not in page
    assert '<h1>Night 2 · Friday <span class="date">2024-05-10</span></h1>' in page
    assert "<p>O&#x27;Neil, Bea, Cy</p>" in page
    assert '<td data-label="Reason">&lt;script&gt;alert(1)&lt;/script&gt; a|b</td>' in page
    assert '<td data-label="Reason">=HYPERLINK(&quot;http://evil.example&quot;,&quot;x&quot;)</td>' in page
    assert [(b[2], b[3]) for b in bars(page)] == [("#2e7d32", "O&#x27;Neil: +$5.50"), ("#c62828", "Bea: -$3.00"),
                                                  ("#c62828", "Cy: -$2.50")]
    assert '<text x="197" y="20">O&#x27;Neil</text>' in page      # a name over its bar


def test_a_player_who_broke_even_gets_an_empty_grey_bar():
    store = Store(":memory:", now=Clock("2024-06-01T20:00:00.000Z"))
    Session(store).execute("night Ann Bob")
    page = render(night_report(store, None), "html")
    assert bars(page) == [("195", "0", "#9e9e9e", "Ann: $0.00"), ("195", "0", "#9e9e9e", "Bob: $0.00")]
    assert "<p>No hand finished.</p>" in page


def test_point_pots_are_named_as_the_ruling_names_them():
    from refcli.book.export import pot_label
    assert [pot_label(k) for k in ("high", "chicago", "all", "points-high", "points-low", "mystery")] == [
        "high", "Low Chicago", "whole pot", "high points", "low points", "mystery"]


def test_words_helpers():
    from refcli.kernel.words import and_list, ordinal
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th"]
    assert [and_list(w) for w in ([], ["a"], ["a", "b"], ["a", "b", "c"])] == ["", "a", "a and b", "a, b and c"]
