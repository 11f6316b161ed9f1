"""`refcli serve` without a browser: the state the page is built from (read from the store read-only, as the
table's own commands word it), and the server over plain HTTP on a free loopback port (its address as the
first line, the token on every route, only GET and HEAD, everything escaped, Ctrl-C)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

from refcli.kernel.errors import RefereeError, StoreError
from refcli.serve import lan_address, page_url
from refcli.serve.live import Reader
from refcli.serve.page import fragment, page
from refcli.night.session import Session
from refcli.log.store import Store
from serve_kit import HOSTILE_NAME, HOSTILE_REASON, Served, _env, hostile_rulesets, refcli

HAND = ["night Ann Bob Cal Dee", "game seven-card-stud", "deal", "up Bob 7d, Cal Qh, Dee 9c, Ann 2h",
        "bet Bob 1, call Cal, fold Dee"]
REST = ["call Ann", "up Bob 7h, Cal Qd, Ann 9h", "check, check, check", "up Bob 7s, Cal 4c, Ann Tc",
        "check, check, check", "up Bob 2c, Cal 5s, Ann Th", "check, check, check", "check, check, check",
        "show Bob As Ks 3c up 7d 7h 7s 2c", "show Cal 2s 9d Jc up Qh Qd 4c 5s", "show Ann 6s 4s Jd up 2h 9h Tc Th",
        "settle"]


def _typed(db, lines, rulesets=()) -> None:
    session = Session(Store(str(db)), tuple(rulesets))
    try:
        for line in lines:
            session.execute(line)
    finally:
        session.store.close()


def _state(db) -> dict:
    reader = Reader(str(db))
    try:
        return reader.state()
    finally:
        reader.close()


# --- the state the page is built from ---------------------------------------------------------------------

def test_a_hand_in_progress_shows_the_pot_whose_turn_and_what_it_costs(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    state = _state(db)
    hand = state["hand"]
    assert (state["view"], hand["number"], hand["title"], hand["dealer"]) == ("night", 1, "7 Card Stud", "Ann")
    assert (hand["pot"], hand["pot_text"], hand["turn"], hand["owed"], hand["owed_text"]) == \
        (400, "$4.00", "Ann", 100, "$1.00")
    assert hand["waiting"] == "Ann to act ($1.00 to call)"
    assert hand["status"] == "Hand 1 · 7 Card Stud · Ann dealt · pot $4.00 · Ann to act ($1.00 to call)"
    assert [(s["player"], s["cards"], s["folded"], s["dealer"]) for s in hand["up"]] == [
        ("Bob", ["7d"], False, False), ("Cal", ["Qh"], False, False), ("Dee", ["9c"], True, False),
        ("Ann", ["2h"], False, True)]
    assert [(b["player"], b["cents"]) for b in state["balances"]] == [("Ann", -200), ("Bob", -100), ("Cal", -100),
                                                                      ("Dee", 0)]
    assert state["ruling"] is None and state["running"] is None and state["settlement"] is None
    html = fragment(state)
    assert '<div class="pot" id="pot">Pot $4.00</div>' in html
    assert '<div class="turn" id="turn">Ann to act ($1.00 to call)</div>' in html
    assert '<span class="card red">Q♥</span>' in html and '<span class="card">9♣</span>' in html


def test_after_a_ruling_the_page_has_its_full_words_and_where_every_quarter_went(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND + REST)
    state = _state(db)
    ruling = state["ruling"]
    assert ruling["words"] == [
        "Hand 1 · 7 Card Stud · dealt by Ann · pot $5.00",
        "  High hand half ($2.50): Bob with three sevens (7♠ 7♥ 7♦ A♠ K♠).",
        "    Beaten: Cal a pair of queens; Ann a pair of tens.",
        "  Low Chicago half ($2.50): Ann with two low spades 4♠ 6♠ in the hole.",
        "    Beaten: Bob K♠ in the hole; Cal 2♠ in the hole."]
    assert ruling["explained"][-10:] == [
        "Where the pot went", "  Bob: $2.50 (10 quarters)", "  Ann: $2.50 (10 quarters)",
        "  Paid out: $5.00, the whole pot.", "", "Where the pot came from",
        "  Ann: ante $2.00; call $1.00 — $3.00 (12 quarters) in all",
        "  Bob: bet $1.00 — $1.00 (4 quarters) in all", "  Cal: call $1.00 — $1.00 (4 quarters) in all",
        "  Total: $5.00 (20 quarters), the whole pot: every quarter is accounted for."]
    assert state["hand"] is None
    assert state["between"]["next"] == "next: Bob deals 7 Card Stud"
    assert state["running"] == {"hands": [1], "series": {"Ann": [-50], "Bob": [150], "Cal": [-100], "Dee": [0]}}
    html = fragment(state)
    assert "<h2>Last ruling · hand 1</h2>" in html
    assert '<p class="in">Bob: won $2.50 — three sevens</p>' in html
    assert '<p class="in2">five cards: 7♠ 7<span class="red">♥</span> 7<span class="red">♦</span> A♠ K♠</p>' in html
    assert "<h3>Where the pot came from</h3>" in html


def test_after_end_the_page_shows_the_settlement_and_the_season(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND + REST + ["end"])
    state = _state(db)
    assert state["view"] == "none" and state["hand"] is None
    assert state["settlement"]["headline"] == "The night is over after 1 hand."
    assert state["settlement"]["lines"] == ["Who pays whom (2 payments, the fewest possible):",
                                            "  Ann pays Bob 50¢", "  Cal pays Bob $1.00"]
    assert state["settlement"]["transfers"] == [{"from": "Ann", "to": "Bob", "amount": 50, "text": "50¢"},
                                                {"from": "Cal", "to": "Bob", "amount": 100, "text": "$1.00"}]
    season = state["season"]
    assert (season["nights"], season["hands"]) == (1, 1)
    assert [(p["player"], p["cents"]) for p in season["players"]] == [("Bob", 150), ("Dee", 0), ("Ann", -50),
                                                                      ("Cal", -100)]
    html = fragment(state)
    assert "<h2>The night is over after 1 hand.</h2>" in html
    assert '<p class="in">Cal pays Bob $1.00</p>' in html
    assert '<table id="season">' in html


def test_with_no_night_open_the_last_night_and_the_season_standings_show(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND + REST + ["end", "night Eve Fay", "end"])
    state = _state(db)
    assert state["night"]["players"] == ["Eve", "Fay"] and state["night"]["open"] is False
    assert state["settlement"]["lines"] == ["Everyone is even: nobody pays anybody."]
    assert state["season"]["nights"] == 1        # a night with no hand played is no club night (the season's rule)
    assert [p["player"] for p in state["season"]["players"]][:1] == ["Bob"]


def test_an_empty_store_says_no_night_has_been_played(tmp_path):
    db = tmp_path / "night.db"
    Store(str(db)).close()
    state = _state(db)
    assert (state["view"], state["night"], state["season"]) == ("none", None, None)
    assert "No night has been played in this store yet" in fragment(state)


def test_an_undo_is_seen_and_sitting_out_and_leaving_show(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, ["night Ann Bob Cal Dee Eve", "sitout Dee", "leave Eve", "game seven-card-stud", "deal"])
    reader = Reader(str(db))
    try:
        assert reader.state()["hand"]["number"] == 1
        _typed(db, ["undo"])
        state = reader.state()
        assert state["hand"] is None and state["seats"] == {"away": ["Dee"], "gone": ["Eve"], "settled": []}
        assert "<p>Sitting out: Dee</p>" in fragment(state) and "<p>Left: Eve</p>" in fragment(state)
    finally:
        reader.close()


def test_hostile_names_and_reasons_reach_the_page_escaped(tmp_path):
    db = tmp_path / "night.db"
    rulesets = hostile_rulesets(tmp_path / "rules")
    _typed(db, ["night Ann O'Brien Cal", "game hostile-stud", "deal", f"pay Ann 1 {HOSTILE_REASON}"],
           rulesets=[str(rulesets)])
    state = _state(db)
    assert state["hand"]["title"] == HOSTILE_NAME
    whole = page(state, 1)
    assert "<script>alert" not in whole and "<b>Stud</b>" not in whole and "<img" not in whole
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &lt;b&gt;Stud&lt;/b&gt;" in whole
    assert "O&#x27;Brien" in whole


def test_the_reader_never_writes(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, ["night Ann Bob"])
    reader = Reader(str(db))
    try:
        with pytest.raises(StoreError, match="is read-only: it can be read but not written"):
            reader.store.append(1, "pay", {"player": "Ann"})
        stamp = reader.stamp()
        _typed(db, ["game seven-card-stud"])        # another connection commits: the counter moves
        assert reader.stamp() != stamp
    finally:
        reader.close()
    assert [e.kind for e in Store(str(db)).events(1)] == ["night", "game"]


def test_a_store_that_is_not_set_up_is_one_line(tmp_path):
    with pytest.raises(RefereeError, match="cannot open the store"):
        Reader(str(tmp_path / "missing.db"))


# --- addresses ----------------------------------------------------------------------------------------------

def test_lan_address_is_the_routed_one_and_never_loopback(monkeypatch):
    assert lan_address(lambda: "192.168.1.20") == "192.168.1.20"
    monkeypatch.setattr(socket, "gethostbyname", lambda name: "127.0.1.1")
    with pytest.raises(RefereeError, match="no local network address found"):
        lan_address(lambda: "127.0.0.1")
    assert page_url("10.0.0.5", 8765, "tok") == "http://10.0.0.5:8765/tok/"


# --- the server ---------------------------------------------------------------------------------------------

def test_first_line_is_the_address_then_the_qr_and_ctrl_c_stops_cleanly(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        status, body, headers = served.get()
        assert status == 200 and "Pot $4.00" in body
        assert headers["Content-Security-Policy"].startswith("default-src 'none'")
        code, out, err = served.stop()
    lines = out.splitlines()
    assert code == 0 and err == ""
    qr = lines[:-2]                     # the address was the first line: the QR code follows, in blocks
    assert len(qr) >= 15 and set("".join(qr)) == set("█▀▄ ") and len({len(line) for line in qr}) == 1
    assert lines[-2:] == ["The night's page, read-only, for every phone at the table (this machine only: --lan "
                          "for the table's network). Ctrl-C stops it.", "Stopped: the page is closed."]


def test_without_the_token_nothing_is_shown(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        wrong = served.token[:-1] + ("A" if served.token[-1] != "A" else "B")
        for path in ("/", "/state.json", "/events", "/page.js", f"/{wrong}/", f"/{wrong}/state.json",
                     f"/{served.token.lower()}/", "/favicon.ico", f"/x/{served.token}/"):
            status, body, _ = served.get(path, token=False)
            assert (status, body) == (404, "Not found"), path
        status, body, _ = served.get(f"/{wrong}/", method="POST", token=False, data=b"bet 1")
        assert (status, body) == (404, "Not found")


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_no_method_but_get_and_head_is_answered_and_nothing_changes(tmp_path, method):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    before = [(e.seq, e.kind) for e in Store(str(db)).events(1)]
    with Served(db) as served:
        for path in ("", "state.json", "events"):
            status, body, headers = served.get(path, method=method, data=b"line=call+Ann")
            assert status == 405 and "Ann" not in body and headers["Allow"] == "GET, HEAD"
        status, body, _ = served.get("", method="HEAD")
        assert (status, body) == (200, "")
    assert [(e.seq, e.kind) for e in Store(str(db)).events(1)] == before


def test_a_line_typed_in_another_process_reaches_an_open_stream(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        stream = urllib.request.urlopen(served.url + "events", timeout=10)
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        first = _next_state(stream)
        assert '<div class="pot" id="pot">Pot $4.00</div>' in first["html"]
        refcli(db, "call", "Ann")
        typed = time.monotonic()
        second = _next_state(stream)
        assert time.monotonic() - typed < 1.0
        assert '<div class="pot" id="pot">Pot $5.00</div>' in second["html"]
        assert second["version"] == first["version"] + 1
        stream.close()
        assert served.state()["state"]["hand"]["pot"] == 500


def _next_state(stream) -> dict:
    """The next `state` event of a server-sent event stream, as JSON."""
    event = None
    while True:
        line = stream.readline().decode().rstrip("\n")
        if line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: ") and event == "state":
            return json.loads(line[6:])


def test_a_port_in_use_is_one_line(tmp_path):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    try:
        done = subprocess.run([sys.executable, "-m", "refcli", "--db", str(tmp_path / "n.db"), "serve", "--port",
                               str(port)], capture_output=True, text=True, env=_env(), timeout=30)
    finally:
        taken.close()
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == f"Error: cannot listen on 127.0.0.1 port {port}: it is in use (--port 0 takes a free port)\n"


def test_a_store_in_memory_is_refused(tmp_path):
    done = subprocess.run([sys.executable, "-m", "refcli", "--db", ":memory:", "serve", "--port", "0"],
                          capture_output=True, text=True, env=_env(), timeout=30)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == ("Error: serve reads a store file: give one with --db PATH (a night in memory has no "
                           "readers)\n")


def test_an_undo_in_the_hand_walks_back_only_to_its_deal_and_reads_as_a_fresh_reader_does(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND + REST + ["deal", "up Cal 5h, Dee Kd, Ann 3c, Bob 8s", "bet Cal 1"])
    reader = Reader(str(db))
    try:
        assert reader.state()["hand"]["pot"] == 300
        deal = reader._walk.mark[0]
        _typed(db, ["undo clause", "bet Cal .50", "undo clause"])
        state = reader.state()
        assert reader._walk.mark[0] == deal         # walked again from just before the deal, not the start
        assert state == _state(db)                  # and it reads as a reader that walked the whole night
        assert [s["cards"] for s in state["hand"]["up"]] == [["5h"], ["Kd"], ["3c"], ["8s"]]
        assert (state["hand"]["pot"], state["hand"]["turn"], state["running"]["hands"]) == (200, "Cal", [1])
        _typed(db, ["undo clause"] * 5)             # the up cards and the deal itself
        state = reader.state()
        assert state == _state(db) and state["hand"] is None and state["running"]["hands"] == [1]
        _typed(db, ["undo"])                        # the settle, before the mark: the night walked again
        state = reader.state()
        assert state == _state(db) and state["running"] is None and state["hand"]["number"] == 1
        assert state["ruling"] is None and state["hand"]["pot"] == 500
    finally:
        reader.close()


def test_a_board_is_drawn_as_the_game_lays_it_and_the_wild_cards_are_said(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, ["night Ann Bob Cal Dee", "game iron-cross", "deal", "bet 1, call, call, call", "board 7h",
                "board 3d Kc"])
    hand = _state(db)["hand"]
    assert hand["board_rows"] == [["3d", "Kc", ""], [None, "7h", None], ["", "", ""]]     # the cross
    html = fragment(_state(db))
    assert ('<div class="row"><span class="card red">3♦</span><span class="card">K♣</span>'
            '<span class="card empty">··</span></div><div class="row"><span class="card gap"></span>'
            '<span class="card red">7♥</span><span class="card gap"></span></div>') in html
    other = tmp_path / "wild.db"
    _typed(other, ["night Ann Bob Cal Dee", "game jacks-are-wild", "deal"])
    state = _state(other)
    assert state["hand"]["wilds"] == "J♣, J♦ and jokers are wild"
    assert '<div class="more">Ann dealt · J♣, J♦ and jokers are wild</div>' in fragment(state)


def test_the_server_never_holds_the_write_lock(tmp_path):
    import sqlite3
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        stream = urllib.request.urlopen(served.url + "events", timeout=10)
        _next_state(stream)
        writer = sqlite3.connect(str(db), timeout=0, isolation_level=None)      # no waiting at all
        try:
            for _ in range(40):           # across several of the server's polls and reads
                writer.execute("BEGIN IMMEDIATE")
                writer.execute("ROLLBACK")
                time.sleep(0.01)
        finally:
            writer.close()
        refcli(db, "call", "Ann")
        assert '<div class="pot" id="pot">Pot $5.00</div>' in _next_state(stream)["html"]
        stream.close()


def test_a_point_game_shows_the_points_each_player_shows(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, ["night Ann Bob Cal Dee", "game five-and-a-half", "deal", "up Bob 3d, Cal Kh, Dee Ac, Ann 2h"])
    state = _state(db)
    assert [(u["player"], u.get("points")) for u in state["hand"]["up"]] == [
        ("Bob", "3"), ("Cal", "½"), ("Dee", "1 or 11"), ("Ann", "2")]
    assert ('<span class="name">Dee</span><span class="cards"><span class="card">A♣</span></span> '
            '<span class="badge">1 or 11</span>') in fragment(state)


def test_twenty_open_pages_each_get_the_line_within_a_second(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        streams = [urllib.request.urlopen(served.url + "events", timeout=10) for _ in range(20)]
        firsts = [_next_state(s)["version"] for s in streams]
        got: list = [None] * 20

        def read(k: int) -> None:
            got[k] = (_next_state(streams[k]), time.monotonic())

        readers = [threading.Thread(target=read, args=(k,)) for k in range(20)]
        for r in readers:
            r.start()
        refcli(db, "call", "Ann")
        typed = time.monotonic()
        for r in readers:
            r.join(5)
        assert len(set(firsts)) == 1
        assert all(g is not None and '<div class="pot" id="pot">Pot $5.00</div>' in g[0]["html"] for g in got)
        assert {g[0]["version"] for g in got} == {firsts[0] + 1}       # one picture, the same for every page
        assert max(g[1] for g in got) - typed < 1.0
        for s in streams:
            s.close()


def test_a_game_without_a_pot_says_so(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, ["night Ann Bob Cal Dee", "game seven-and-a-half", "deal"])
    state = _state(db)
    assert state["hand"]["no_pot"] is True
    assert state["hand"]["waiting"] == "round 1: a card to Bob (card Bob) · 41 cards left"
    html = fragment(state)
    assert '<div class="pot" id="pot">No pot</div>' in html
    # The players read whose turn it is, never the host's instructions (what to type, the cards left).
    assert '<div class="turn" id="turn">Bob to act</div>' in html and "(card Bob)" not in html
