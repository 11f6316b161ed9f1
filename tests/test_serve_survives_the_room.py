"""`refcli serve` on a network it does not control: a connection that sends no request is closed after a few
seconds, connections past the cap close the oldest idle one (never an open page), file handles running out is
one line said once, a malformed or hostile request gets a clean 4xx and no traceback, a websocket is a 400.
Every client here talks to 127.0.0.1 only, on the port the server took, with timeouts and bounded loops."""

from __future__ import annotations

import json
import os
import resource
import select
import socket
import threading
import time
import urllib.request

import pytest

from refcli.serve.connections import IDLE_SECONDS, connection_cap, more_file_handles
from serve_kit import Served, refcli
from test_serve import HAND, _next_state, _typed


def _connect(served: Served) -> socket.socket:
    return socket.create_connection(("127.0.0.1", served.port), timeout=IDLE_SECONDS + 5)


def _exchange(served: Served, raw: bytes, wait: float = 5.0) -> tuple[str, bytes]:
    """(status line, body) of what the server answers ``raw`` with: read until it closes the connection or,
    once an answer came, says nothing more for half a second (a connection kept alive)."""
    with _connect(served) as s:
        s.settimeout(wait)
        s.sendall(raw)
        got = b""
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                data = s.recv(65536)
            except TimeoutError:
                break
            if not data:
                break
            got += data
            s.settimeout(0.5)
    head, _, body = got.partition(b"\r\n\r\n")
    return head.split(b"\r\n")[0].decode(), body


def _closed_after(s: socket.socket, started: float, sent: bytes = b"", drip: float = 0.0) -> float:
    """Seconds from ``started`` until the server closed ``s`` (``sent`` dripped a byte every ``drip`` s)."""
    s.settimeout(0.1)
    next_drip = time.monotonic()
    while time.monotonic() - started < IDLE_SECONDS + 5:
        try:
            if sent and time.monotonic() >= next_drip:
                s.send(sent[:1])
                sent, next_drip = sent[1:], next_drip + drip
            if s.recv(65536) == b"":
                return time.monotonic() - started
        except TimeoutError:
            continue
        except OSError:
            return time.monotonic() - started
    return float("inf")


def test_a_connection_that_sends_no_request_in_time_is_closed(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        times: dict = {}

        def silent() -> None:
            s = _connect(served)
            times["silent"] = _closed_after(s, time.monotonic())
            s.close()

        def slow() -> None:             # the head of a request, a byte every half second, never finished
            s = _connect(served)
            times["slow"] = _closed_after(s, time.monotonic(), f"GET /{served.token}/ HTTP/1.1\r\n".encode(), 0.4)
            s.close()

        def after_a_response() -> None:
            s = _connect(served)
            s.sendall(f"GET /{served.token}/state.json HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            s.settimeout(5)
            assert s.recv(65536).startswith(b"HTTP/1.1 200 OK")
            times["kept"] = _closed_after(s, time.monotonic())
            s.close()

        threads = [threading.Thread(target=f) for f in (silent, slow, after_a_response)]
        for t in threads:
            t.start()
        stream = urllib.request.urlopen(served.url + "events", timeout=10)      # a page, open the whole time
        first = _next_state(stream)
        for t in threads:
            t.join(IDLE_SECONDS + 10)
        refcli(db, "call", "Ann")
        assert '<div class="pot" id="pot">Pot $5.00</div>' in _next_state(stream)["html"]
        assert '<div class="pot" id="pot">Pot $4.00</div>' in first["html"]
        stream.close()
        code, _, err = served.stop()
    assert set(times) == {"silent", "slow", "kept"}
    assert all(IDLE_SECONDS - 0.3 < t < IDLE_SECONDS + 2 for t in times.values()), times
    assert (code, err) == (0, "")


def test_past_the_cap_the_oldest_idle_connection_is_closed_and_the_open_page_is_kept(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    more_file_handles()             # as serve does first: the cap follows the file limit it then has
    cap = connection_cap()
    with Served(db) as served:
        stream = urllib.request.urlopen(served.url + "events", timeout=10)
        _next_state(stream)
        started = time.monotonic()
        idle = [_connect(served) for _ in range(cap + 44)]      # with the page: 45 over the cap
        time.sleep(0.5)
        status, body, _ = served.get("state.json")              # one more: the oldest idle one makes way
        time.sleep(0.3)
        assert time.monotonic() - started < IDLE_SECONDS - 0.5   # all this before any of them timed out
        readable, _, _ = select.select(idle, [], [], 0)
        closed = [k for k, s in enumerate(idle) if s in readable and s.recv(1) == b""]
        assert status == 200 and json.loads(body)["state"]["hand"]["pot"] == 400
        assert closed == list(range(46))
        refcli(db, "call", "Ann")
        assert '<div class="pot" id="pot">Pot $5.00</div>' in _next_state(stream)["html"]
        stream.close()
        for s in idle:
            s.close()
        code, _, err = served.stop()
    assert (code, err) == (0, "")


@pytest.mark.skipif(not hasattr(resource, "prlimit") or not os.path.isdir("/proc/self/fd"),
                    reason="needs to lower a running process's file limit (Linux)")
def test_file_handles_running_out_is_one_line_said_once_and_the_page_comes_back(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        assert served.state()["state"]["hand"]["pot"] == 400
        pid = served.proc.pid
        used = len(os.listdir(f"/proc/{pid}/fd"))
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        before = resource.prlimit(pid, resource.RLIMIT_NOFILE, (used + 2, hard))       # two handles to spare
        try:
            held = [_connect(served) for _ in range(20)]        # the kernel queues them; serve cannot take them
            time.sleep(2.5)                                     # the loop tries again every second
        finally:
            resource.prlimit(pid, resource.RLIMIT_NOFILE, before)
        for s in held:
            s.close()
        time.sleep(1.5)
        assert served.state()["state"]["hand"]["pot"] == 400
        code, _, err = served.stop()
    assert code == 0
    assert err == "refcli serve: cannot take more connections (Too many open files): new ones wait until some close\n"


def test_hostile_requests_get_a_clean_answer_and_the_terminal_stays_quiet(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    with Served(db) as served:
        t = served.token
        ws = (f"GET /{t}/events HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        cases = [
            (f"POST /{t}/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n",
             "HTTP/1.1 400 Bad Request"),
            (f"GET /{t}/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nzz\r\n",
             "HTTP/1.1 400 Bad Request"),
            (f"GET /{t}/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: {'a' * 12000}\r\n\r\n",
             "HTTP/1.1 431 Request Header Fields Too Large"),
            (f"GET /{t}/ HTTP/1.1\r\nHost: x\r\nX-Big: {'a' * 20000}", "HTTP/1.1 400 Bad Request"),
            (ws, "HTTP/1.1 400 Bad Request"),
            (ws.replace(f"/{t}/", "/"), "HTTP/1.1 404 Not Found"),
            ("GET /\x00 HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 400 Bad Request"),
            (f"GET /{t}/%ff%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "HTTP/1.1 404 Not Found"),
            (f"GET http://elsewhere/{t}/state.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
             "HTTP/1.1 404 Not Found"),
        ]
        for raw, expected in cases:
            status, body = _exchange(served, raw.encode())
            assert status == expected, raw[:60]
            assert b"Ann" not in body and b"Traceback" not in body
        status, body = _exchange(served, ws.encode())
        assert body == b"No websocket here: the page streams over plain HTTP"
        with _connect(served) as s:             # a page streaming when its request's body turns to garbage
            s.sendall(f"GET /{t}/events HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".encode())
            assert s.recv(65536).startswith(b"HTTP/1.1 200 OK")
            s.sendall(b"zz\r\nhello\r\n")
            s.settimeout(0.2)
            assert _closed_after(s, time.monotonic()) < 2
        assert served.state()["state"]["hand"]["pot"] == 400
        code, _, err = served.stop()
    assert (code, err) == (0, "")
