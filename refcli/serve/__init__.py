"""`refcli serve`: a live, read-only page of the night for the players' phones.

The page is a reader at the book's layer: it reads the store (opened read-only, never a write lock) with
the session's replay and the report's words, and learns of a typed line from the store's own change
counter. Its web and QR libraries (Starlette and uvicorn, segno) load only here, and only the `serve`
command imports this package: a table line never pays for them (tests/test_startup_imports.py).

``serve`` prints the page's address (with its token) as its first line, then a QR code of it for the
phones' cameras, and serves until Ctrl-C.
"""

from __future__ import annotations

import io
import secrets
import socket

from ..kernel.errors import RefereeError

LOOPBACK = "127.0.0.1"


def lan_address(probe=None) -> str:
    """This machine's address on the local network: the one its route to the outside would leave from.
    A UDP socket's connect picks the route without sending anything."""
    try:
        address = (probe or _route_address)()
    except OSError:
        address = None
    if not address or address.startswith("127.") or address == "0.0.0.0":
        try:
            address = socket.gethostbyname(socket.gethostname())
        except OSError:
            address = None
    if not address or address.startswith("127."):
        raise RefereeError("no local network address found: is this machine on the table's network? "
                           "(without --lan the page is on this machine only)")
    return address


def _route_address() -> str:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))     # TEST-NET-1: never reached, only routed
        return s.getsockname()[0]


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (port 0: a free one), or one line saying why not."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        why = "it is in use" if exc.errno in (98, 48, 10048) else (exc.strerror or str(exc))
        raise RefereeError(f"cannot listen on {host} port {port}: {why} (--port 0 takes a free port)") from None
    sock.setblocking(False)
    return sock


def page_url(host: str, port: int, token: str) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/{token}/"


def qr_text(url: str) -> str:
    """The address as a QR code drawn with block characters (two rows of modules a line)."""
    import segno
    buf = io.StringIO()
    segno.make(url, micro=False).terminal(out=buf, compact=True)
    return buf.getvalue().rstrip("\n")


def serve(db_path: str, port: int, lan: bool, zone: str | None = None, out=print, err=None) -> int:
    """Serve the page until Ctrl-C (or SIGTERM); 0 when stopped. ``out`` takes each line for the host's
    terminal, ``err`` each line the watcher or the server has to say (a store busy or damaged for a moment,
    no file handle left for a connection), each said once."""
    if db_path == ":memory:":
        raise RefereeError("serve reads a store file: give one with --db PATH (a night in memory has no readers)")
    from ..log.store import Store
    probe = Store(db_path, zone=zone)       # made and set up as by any command; then only read
    probe.close()
    for notice in probe.notices:            # a store nobody may write here is served as it stands, said once
        (err or _say)(f"refcli serve: {notice}")
    host = lan_address() if lan else LOOPBACK
    socks = listen_here_too(host, port)
    try:
        return _run(socks, host, db_path, zone, out, err)
    finally:
        for sock in socks:
            sock.close()


PORT_TRIES = 8      # free ports tried for --lan --port 0 before saying none was free on both addresses


def listen_here_too(host: str, port: int) -> list:
    """Listening sockets on ``host`` and, when that is the table's network, on 127.0.0.1 too, both on one
    port: the page's address in the QR code, and this machine's own for the host's browser.

    Two sockets rather than one on 0.0.0.0: that would answer on every interface the machine has (a VPN, a
    container bridge, a second network card on a hotel's or a café's network) while the host asked for the
    table's network; here the page is exactly where its addresses say."""
    for _ in range(PORT_TRIES):
        first = listen(host, port)
        if host == LOOPBACK:
            return [first]
        try:
            return [first, listen(LOOPBACK, first.getsockname()[1])]
        except RefereeError:
            first.close()
            if port != 0:
                raise
    raise RefereeError(f"cannot listen on {host} and {LOOPBACK} on one port: every free port tried was taken "
                       f"on one of them (try --port)")


def _say(line: str) -> None:
    import sys
    print(line, file=sys.stderr, flush=True)


def _run(socks: list, host: str, db_path: str, zone, out, err) -> int:
    from .app import Picture, Watcher, build_app
    token = secrets.token_urlsafe(16)
    port = socks[0].getsockname()[1]
    url = page_url(host, port, token)
    picture = Picture()
    watcher = Watcher(db_path, zone, picture, err)
    watcher.start()
    watcher.ready.wait()
    if watcher.failure is not None:
        raise RefereeError(watcher.failure)
    out(url)
    out(qr_text(url))
    out("The night's page, read-only, for every phone at the table"
        + (f" on this network, and at {page_url(LOOPBACK, port, token)} on this machine" if host != LOOPBACK
           else " (this machine only: --lan for the table's network)")
        + ". Ctrl-C stops it.")
    import uvicorn

    from .connections import Quiet, settings
    quiet = Quiet(err or _say)

    class Server(uvicorn.Server):
        async def startup(self, sockets=None) -> None:
            # The loop reports an accept() that finds no file handle left with a traceback, many times a
            # second while it lasts (and anything else it catches the same way): one line once instead.
            import asyncio
            asyncio.get_running_loop().set_exception_handler(quiet.loop_error)
            await super().startup(sockets)

        def handle_exit(self, sig, frame) -> None:
            # Open pages hold their streams: end them first, so the server stops at once. The signal is
            # not raised again afterwards (uvicorn's default): Ctrl-C is how a host stops the page.
            loop = picture.loop
            if loop is not None:
                loop.call_soon_threadsafe(picture.close)
            if self.should_exit:
                self.force_exit = True
            self.should_exit = True

    config = uvicorn.Config(build_app(token, picture), lifespan="on", timeout_graceful_shutdown=2,
                            **settings(quiet))
    server = Server(config)
    try:
        server.run(sockets=socks)
    except KeyboardInterrupt:
        pass
    finally:
        watcher.stop.set()
        watcher.join(2)
    out("Stopped: the page is closed.")
    return 0
