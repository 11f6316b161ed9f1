"""`refcli serve --lan` listens on the machine's address on the table's network and on 127.0.0.1 too (the host's
own browser), on one port, and nowhere else. The table's network is stood in for by 127.0.0.2 (loopback on
Linux: nothing leaves the machine), so the tests need no network of their own."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from refcli.kernel.errors import RefereeError
from serve_kit import _env
from test_serve import HAND, _typed

TABLE = "127.0.0.2"
# The CLI with this machine's address on the table's network taken to be TABLE.
STAND_IN = ("import sys, refcli.serve as s; s.lan_address = lambda probe=None: %r; "
            "from refcli.cli.main import cli; sys.argv[0] = 'refcli'; cli()" % TABLE)


@pytest.fixture(autouse=True)
def table_address():
    probe = socket.socket()
    try:
        probe.bind((TABLE, 0))
    except OSError:
        pytest.skip(f"{TABLE} is not an address of this machine here")
    finally:
        probe.close()


def _serve(db, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", STAND_IN, "--db", str(db), "serve", "--lan", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


def test_lan_answers_on_the_table_address_and_on_this_machine_and_nowhere_else(tmp_path):
    db = tmp_path / "night.db"
    _typed(db, HAND)
    proc = _serve(db, "--port", "0")
    try:
        first = proc.stdout.readline().rstrip("\n")
        found = re.fullmatch(r"http://127\.0\.0\.2:(\d+)/([A-Za-z0-9_-]{22})/", first)
        assert found is not None, first
        port, token = found.groups()
        assert _status(f"http://{TABLE}:{port}/{token}/state.json") == 200
        assert _status(f"http://127.0.0.1:{port}/{token}/state.json") == 200
        assert _status(f"http://127.0.0.1:{port}/state.json") == 404
        with pytest.raises(ConnectionRefusedError):       # not every address: 0.0.0.0 would answer here
            socket.create_connection(("127.0.0.3", int(port)), timeout=5).close()
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    lines = out.splitlines()
    assert proc.returncode == 0 and err == ""
    assert lines[-2:] == [f"The night's page, read-only, for every phone at the table on this network, and at "
                          f"http://127.0.0.1:{port}/{token}/ on this machine. Ctrl-C stops it.",
                          "Stopped: the page is closed."]


def test_a_port_taken_on_this_machine_is_one_line(tmp_path):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    try:
        proc = _serve(tmp_path / "n.db", "--port", str(port))
        out, err = proc.communicate(timeout=30)
    finally:
        taken.close()
    assert (proc.returncode, out) == (1, "")
    assert err == f"Error: cannot listen on 127.0.0.1 port {port}: it is in use (--port 0 takes a free port)\n"


def test_with_any_free_port_one_taken_on_this_machine_is_passed_over(monkeypatch):
    import refcli.serve as served
    real, refused = served.listen, []

    def listen(host: str, port: int):
        if host == served.LOOPBACK and len(refused) < 2:
            refused.append(port)
            raise RefereeError(f"cannot listen on {host} port {port}: it is in use")
        return real(host, port)

    monkeypatch.setattr(served, "listen", listen)
    socks = served.listen_here_too(TABLE, 0)
    try:
        assert [s.getsockname()[0] for s in socks] == [TABLE, "127.0.0.1"]
        assert socks[0].getsockname()[1] == socks[1].getsockname()[1] not in refused and len(refused) == 2
    finally:
        for s in socks:
            s.close()
