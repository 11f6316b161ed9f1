"""Helpers for the tests of `refcli serve`: a real server in its own process on a free loopback port, its
own store, and one-shot refcli commands typed against the same store from other processes."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
URL = re.compile(r"^http://127\.0\.0\.1:(\d+)/([A-Za-z0-9_-]{22})/$")

HOSTILE_NAME = "<script>alert('x')</script> & <b>Stud</b>"
HOSTILE_REASON = "<img src=x onerror=alert(3)>"


def _env() -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1")
    env.pop("REFCLI_DB", None)
    return env


def refcli(db: Path, *args: str, rulesets: Path | None = None) -> subprocess.CompletedProcess:
    """One one-shot refcli command against ``db``, in its own process (as a second terminal types it)."""
    extra = ["--rulesets", str(rulesets)] if rulesets is not None else []
    done = subprocess.run([sys.executable, "-m", "refcli", "--db", str(db), *extra, *args],
                          capture_output=True, text=True, env=_env(), timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def hostile_rulesets(folder: Path) -> Path:
    """A user's ruleset folder with one game whose name is markup (7 Card Stud under another name)."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for line in (ROOT / "rulesets" / "games" / "seven-card-stud.yaml").read_text().splitlines():
        if line.startswith("id:"):
            line = "id: hostile-stud"
        elif line.startswith("name:"):
            line = "name: " + json.dumps(HOSTILE_NAME)
        elif line.startswith("aliases:"):
            continue
        lines.append(line)
    (folder / "hostile-stud.yaml").write_text("\n".join(lines) + "\n")
    return folder


class Served:
    """`refcli --db DB serve --port 0` running in its own process; ``url`` is the first line it printed."""

    def __init__(self, db: Path, *extra: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "refcli", "--db", str(db), "serve", "--port", "0",
                                      *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env=_env())
        self.first = self.proc.stdout.readline().rstrip("\n")
        found = URL.match(self.first)
        if found is None:
            self.proc.kill()
            raise AssertionError(f"first line {self.first!r}; stderr: {self.proc.stderr.read()}")
        self.url, self.port, self.token = self.first, int(found.group(1)), found.group(2)
        self.base = f"http://127.0.0.1:{self.port}"
        self.rest = None

    def stop(self) -> tuple[int, str, str]:
        """Ctrl-C, as the host presses it: (exit code, what it printed after the address, stderr)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        out, err = self.proc.communicate(timeout=20)
        return self.proc.returncode, out, err

    def __enter__(self) -> "Served":
        return self

    def __exit__(self, *exc) -> None:
        if self.proc.poll() is None:
            self.stop()

    def get(self, path: str = "", method: str = "GET", token: bool = True, data: bytes | None = None):
        """(status, body text, headers) of one request; ``path`` after the token's folder."""
        url = (self.url + path) if token else (self.base + path)
        request = urllib.request.Request(url, method=method, data=data)
        try:
            with urllib.request.urlopen(request, timeout=10) as r:
                return r.status, r.read().decode(), r.headers
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode(), e.headers

    def state(self) -> dict:
        status, body, _ = self.get("state.json")
        assert status == 200, body
        return json.loads(body)

    def wait_for(self, check, timeout: float = 5.0) -> dict:
        """The page's state once ``check(state)`` holds (the server polls the store every 150 ms)."""
        deadline = time.monotonic() + timeout
        while True:
            data = self.state()
            if check(data["state"]):
                return data["state"]
            if time.monotonic() > deadline:
                raise AssertionError(f"the page never showed it: {json.dumps(data['state'])[:2000]}")
            time.sleep(0.05)


class Relay:
    """A loopback relay between the browser and the server, to take the network away and give it back (a phone
    that loses the table's Wi-Fi): ``cut()`` drops every connection and refuses new ones until ``mend()``."""

    def __init__(self, port: int) -> None:
        import socket
        import threading
        self.target = port
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.port = self.listener.getsockname()[1]
        self.open: list = []
        self.down = False
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        import socket
        import threading
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if self.down:
                client.close()
                continue
            server = socket.create_connection(("127.0.0.1", self.target))
            with self.lock:
                self.open += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(a, b) -> None:
        try:
            while True:
                data = a.recv(65536)
                if not data:
                    break
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.close()
            except OSError:
                pass

    def cut(self) -> None:
        import socket
        self.down = True
        with self.lock:
            for s in self.open:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.open = []

    def mend(self) -> None:
        self.down = False

    def close(self) -> None:
        self.cut()
        self.listener.close()
