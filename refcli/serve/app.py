"""The web side of `refcli serve`: a Starlette app (run by uvicorn) with no route that changes anything.

One watcher thread owns the read-only store: every ``POLL_SECONDS`` it asks SQLite's change counter
(``PRAGMA data_version``, a few microseconds) and only when it moved reads the night again (refcli/serve/
live.py) and draws the live part of the page. A new picture is handed to the event loop, which wakes every
open page's stream at once (server-sent events): one read of the store however many phones are watching.

Every address starts with the token; anything else is 404 and shows nothing. Only GET and HEAD are
answered (anything else is 405): the page is a reader.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import sys
import threading
import time

from starlette.applications import Starlette
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from .page import CSP, SCRIPT, fragment, page, title

POLL_SECONDS = 0.15       # how often the store's change counter is asked
BEAT_SECONDS = 10         # a stream silent this long gets a heartbeat (the page calls itself out of date at 25)

_HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
            "Content-Security-Policy": CSP, "X-Frame-Options": "DENY"}


class Picture:
    """The latest state and its drawing, set by the watcher thread, read by the routes; ``version`` counts
    the pictures that differed from the one before."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.version = 0
        self.state: dict | None = None
        self.html = ""
        self.at = ""
        self.stamp = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self._changed: asyncio.Event | None = None
        self.closing = False

    def set(self, state: dict, html: str, stamp: int) -> None:
        with self._lock:
            self.version += 1
            self.state, self.html, self.stamp = state, html, stamp
            self.at = time.strftime("%H:%M:%S")
        loop = self.loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(self._wake)
            except RuntimeError:
                pass                    # the loop has stopped: nobody is listening any more

    def get(self) -> tuple[int, dict | None, str, str, int]:
        with self._lock:
            return self.version, self.state, self.html, self.at, self.stamp

    # --- on the event loop ---------------------------------------------------------------------------
    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self._changed = asyncio.Event()

    def _wake(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        if changed is not None:
            changed.set()

    def close(self) -> None:
        self.closing = True
        self._wake()

    async def wait(self, seen: int, timeout: float) -> None:
        """Until there is a picture newer than ``seen`` (or ``timeout`` passes, or the server stops)."""
        changed = self._changed
        if self.version != seen or self.closing or changed is None:
            return
        try:
            await asyncio.wait_for(changed.wait(), timeout)
        except asyncio.TimeoutError:
            pass


class Watcher(threading.Thread):
    """The one thread that reads the store: polls its change counter, reads and draws on a change."""

    def __init__(self, path: str, zone: str | None, picture: Picture, err=None) -> None:
        super().__init__(name="refcli-serve-watcher", daemon=True)
        self.path, self.zone, self.picture = path, zone, picture
        self.stop = threading.Event()
        self.ready = threading.Event()
        self.failure: str | None = None
        self._err = err or (lambda line: print(line, file=sys.stderr, flush=True))

    def run(self) -> None:
        from ..kernel.errors import RefereeError
        from .live import Reader
        try:
            reader = Reader(self.path, self.zone)
        except RefereeError as exc:
            self.failure = str(exc)
            self.ready.set()
            return
        last_stamp, last_html, said = None, None, None
        try:
            while True:
                try:
                    stamp = reader.stamp()
                    if stamp != last_stamp:
                        state = reader.state()
                        last_stamp = stamp
                        html = fragment(state)
                        if html != last_html:
                            last_html = html
                            self.picture.set(state, html, stamp)
                    said = None
                except RefereeError as exc:     # the store busy or gone for a moment: said once, tried again
                    if str(exc) != said:
                        said = str(exc)
                        self._err(f"refcli serve: {said}")
                except Exception as exc:        # a bug: one line, and the page keeps its last picture
                    line = f"internal error ({type(exc).__name__}: {exc})"
                    if line != said:
                        said = line
                        self._err(f"refcli serve: {line}")
                self.ready.set()
                if self.stop.wait(POLL_SECONDS):
                    return
        finally:
            reader.close()


def build_app(token: str, picture: Picture) -> Guard:
    prefix = f"/{token}"

    async def home(request):
        version, state, html, at, stamp = picture.get()
        return Response(page(state, stamp, at) if state is not None else "", media_type="text/html",
                        headers=_HEADERS)

    async def bare(request):
        return RedirectResponse(prefix + "/", headers=_HEADERS)

    async def script(request):
        return Response(SCRIPT, media_type="text/javascript", headers=_HEADERS)

    async def state_json(request):
        version, state, html, at, stamp = picture.get()
        return JSONResponse({"stamp": stamp, "version": version, "at": at, "state": state}, headers=_HEADERS)

    async def events(request):
        async def stream():
            seen = -1
            while not picture.closing:
                version, state, html, at, stamp = picture.get()
                if version != seen and state is not None:
                    seen = version
                    data = json.dumps({"html": html, "title": title(state), "at": at, "stamp": stamp,
                                       "version": version}, ensure_ascii=False)
                    yield f"id: {version}\nevent: state\ndata: {data}\n\n"
                else:
                    yield "event: beat\ndata: {}\n\n"
                await picture.wait(seen, BEAT_SECONDS)
        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers=_HEADERS | {"X-Accel-Buffering": "no"})

    routes = [Route(prefix, bare, methods=["GET"]), Route(prefix + "/", home, methods=["GET"]),
              Route(prefix + "/page.js", script, methods=["GET"]),
              Route(prefix + "/state.json", state_json, methods=["GET"]),
              Route(prefix + "/events", events, methods=["GET"])]
    @contextlib.asynccontextmanager
    async def lifespan(app):
        picture.bind(asyncio.get_running_loop())
        yield
        picture.close()

    return Guard(Starlette(routes=routes, lifespan=lifespan), token)


HEADERS_BYTES = 8 * 1024   # a phone's browser sends well under 2 KiB (this page sets no cookie)


class Guard:
    """Before any route: a path that does not start with the token is 404 (whatever the method), a method
    other than GET or HEAD is 405, headers past ``HEADERS_BYTES`` are 431 and a websocket is 400 (the page
    streams over plain HTTP). None of these answers says anything about the night."""

    def __init__(self, app, token: str) -> None:
        self.app, self.token = app, token.encode()

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":
            return                      # no websockets: the connection is refused
        first = scope.get("path", "").lstrip("/").split("/", 1)[0].encode("utf-8", "replace")
        if not secrets.compare_digest(first, self.token):
            await PlainTextResponse("Not found", status_code=404, headers=_HEADERS)(scope, receive, send)
            return
        if scope.get("method") not in ("GET", "HEAD"):
            await PlainTextResponse("Method not allowed: this page only reads", status_code=405,
                                    headers=_HEADERS | {"Allow": "GET, HEAD"})(scope, receive, send)
            return
        headers = scope.get("headers", [])
        if sum(len(k) + len(v) + 4 for k, v in headers) > HEADERS_BYTES:
            await PlainTextResponse("Request headers too large", status_code=431,
                                    headers=_HEADERS)(scope, receive, send)
            return
        if any(k == b"upgrade" and b"websocket" in v.lower() for k, v in headers):
            await PlainTextResponse("No websocket here: the page streams over plain HTTP", status_code=400,
                                    headers=_HEADERS)(scope, receive, send)
            return
        await self.app(scope, receive, send)
