"""How `refcli serve` holds its connections when the room is less kind than the table, and what it says then.

uvicorn's own settings do what they can (``settings`` below): HTTP/1.1 by h11 with no websocket library
(an upgrade is an ordinary request, which the app refuses), a request head buffered up to ``HEAD_BYTES``,
a connection idle after a response closed after ``IDLE_SECONDS``. What they leave open is here:

- uvicorn's keep-alive timer starts only after a first response, and any byte received stops it: a
  connection that never sends a request, or sends its head a byte at a time, would be held for ever (a
  thousand of them and the phones' own requests wait). Here every connection must have sent a whole request
  head within ``IDLE_SECONDS`` of opening, or of its last response, or it is closed.
- uvicorn's ``limit_concurrency`` answers 503 but still accepts and holds every socket, so it bounds no
  file handles. Here serve first raises its own file limit (many systems start a program at 1024), and past
  ``connection_cap()`` connections the oldest one still waiting for its request is closed (a phone's open
  page is never the one closed), or the new one when every connection is in a request.
- a request whose body turns out malformed after the app has it (a bad chunk) gets h11's 400, and then the
  app's own answer was raised inside h11 with a traceback: the request is marked gone first.
- the event loop's traceback for every accept() that finds no file handle left, and uvicorn's for an error in
  the app, become one line each, said once (``Quiet``); a client's bad request was answered and is not said.
"""

from __future__ import annotations

import asyncio
import resource

from uvicorn.protocols.http.h11_impl import H11Protocol

from ..kernel.safetext import shown

IDLE_SECONDS = 5          # to send a whole request head, from opening or from the last response
HEAD_BYTES = 16 * 1024    # a request head being received is buffered up to this (h11's own default, said here)
MOST_CONNECTIONS = 256    # a table's phones hold a page (and a few more connections) each: far under this
BACKLOG = 512             # connections the system queues for serve, and the most it accepts at one wake-up
SPARE_HANDLES = 64        # file handles kept for the store, the listening sockets and the loop itself
WANTED_HANDLES = 4096     # the file limit serve raises its own to when the system lets it (many start at 1024)


def connection_cap() -> int:
    """How many connections are held at once: ``MOST_CONNECTIONS``, or fewer when this process may open fewer
    files. A connection past the cap is closed only once accepted, two turns of the loop later, and each turn
    may accept ``BACKLOG`` more: so the cap leaves room for three of them, and an accept does not run out."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return MOST_CONNECTIONS
    return max(32, min(MOST_CONNECTIONS, soft - SPARE_HANDLES - 3 * BACKLOG))


def more_file_handles() -> None:
    """Raise this process's own file limit toward ``WANTED_HANDLES`` (never past what the system allows)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = WANTED_HANDLES if hard == resource.RLIM_INFINITY else min(WANTED_HANDLES, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (OSError, ValueError):
            pass                # kept as it was: the cap follows whatever limit there is


def settings(quiet: Quiet) -> dict:
    """uvicorn.Config's arguments for the connections; ``quiet`` says what the server has to say."""
    more_file_handles()
    # backlog: uvicorn's 2048 would let a flood be accepted faster than the cap closes it (file handles run
    # out), and on Python 3.11 each accept that then fails, of up to 2048 a wake-up, is reported on its own.
    return {"http": protocol(connection_cap(), IDLE_SECONDS), "ws": "none", "timeout_keep_alive": IDLE_SECONDS,
            "backlog": BACKLOG, "h11_max_incomplete_event_size": HEAD_BYTES, "proxy_headers": False,
            "server_header": False, "access_log": False, "log_level": "error", "log_config": log_config(quiet)}


def protocol(cap: int, idle_seconds: float) -> type[H11Protocol]:
    """uvicorn's h11 protocol with a deadline for each request head and a cap on connections."""
    waiting: dict = {}      # the connections waiting for a request head, oldest first (a dict keeps the order)

    class Guarded(H11Protocol):
        def connection_made(self, transport) -> None:                  # type: ignore[override]
            super().connection_made(transport)
            self.deadline: asyncio.TimerHandle | None = None
            self.expect_request()
            if len(self.connections) > cap:
                for other in list(waiting):
                    if other is not self and other.cycle is other.armed:
                        other.drop()
                        return
                self.drop()

        def expect_request(self) -> None:
            """From now on a whole request head must come within ``idle_seconds``: a new request makes a
            new ``cycle``, so the connection still waits for one while ``cycle`` is the one seen here."""
            if self.deadline is not None:
                self.deadline.cancel()
            self.armed = self.cycle
            waiting.pop(self, None)
            waiting[self] = None
            self.deadline = self.loop.call_later(idle_seconds, self.too_slow)

        def too_slow(self) -> None:
            self.deadline = None
            if self.cycle is self.armed:
                self.drop()
            else:
                waiting.pop(self, None)

        def drop(self) -> None:
            waiting.pop(self, None)
            self.connections.discard(self)      # counted out now: the close itself comes on the next turn
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None
            self.transport.close()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and (self.cycle is None or self.cycle.response_complete):
                self.expect_request()

        def connection_lost(self, exc) -> None:
            waiting.pop(self, None)
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            cycle = self.cycle
            if cycle is not None and not cycle.response_complete:
                cycle.disconnected = True       # the app's answer to that request is dropped, not raised in h11
                cycle.message_event.set()
                if cycle.response_started:      # too late for a 400: the connection is closed
                    self.transport.close()
                    return
            super().send_400_response(msg)

    return Guarded


class Quiet:
    """Takes what the server would log or the loop would report and says each different thing once, in one
    line with no traceback."""

    def __init__(self, say) -> None:
        self.say = say
        self.said: set[str] = set()

    def line(self, text: str) -> None:
        text = "refcli serve: " + shown(text, 300)
        if text not in self.said:
            try:
                self.say(text)
            except OSError:             # the terminal cannot take it now: said when it next comes up
                return
            self.said.add(text)

    def loop_error(self, loop, context: dict) -> None:
        """The event loop's exception handler."""
        exc = context.get("exception")
        if isinstance(exc, OSError) and "accept" in str(context.get("message", "")):
            why = exc.strerror or type(exc).__name__
            self.line(f"cannot take more connections ({why}): new ones wait until some close")
            return
        what = str(context.get("message", "")).split("\n", 1)[0]
        self.line(f"internal error ({what}" + (f": {type(exc).__name__}: {exc})" if exc is not None else ")"))


def log_config(quiet: Quiet) -> dict:
    """uvicorn's logging: an error (a bug in the app, a failed start) is one line once; a client's bad
    request (it had its 4xx) and the server's own news are not the host's business."""
    import logging

    class Once(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            what = record.getMessage().strip().split("\n", 1)[0]
            exc = record.exc_info[1] if record.exc_info else None
            quiet.line(f"internal error ({what}" + (f": {type(exc).__name__}: {exc})" if exc is not None else ")"))

    return {"version": 1, "disable_existing_loggers": False,
            "handlers": {"once": {"()": Once, "level": "ERROR"}},
            "loggers": {"uvicorn": {"handlers": ["once"], "level": "ERROR", "propagate": False},
                        "uvicorn.error": {"level": "ERROR"},
                        "uvicorn.access": {"handlers": [], "level": "ERROR", "propagate": False},
                        "asyncio": {"handlers": ["once"], "level": "ERROR", "propagate": False}}}
