"""SHA-256 without importing hashlib: its OpenSSL binding costs a one-shot command ~5 ms, and the
interpreter's built-in SHA-256 is the same function (tests/test_event_chain.py compares them). The event chain
and the book's chain (refcli/log/store.py, refcli/log/bookchain.py) both hash through here."""

from __future__ import annotations

from collections.abc import Callable

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing
if TYPE_CHECKING:
    from typing import Any

_SHA256: Callable[[bytes], Any] | None = None


def sha256_type() -> Callable[[bytes], Any]:
    """The sha256 constructor: the interpreter's built-in one, else hashlib's."""
    global _SHA256
    if _SHA256 is None:
        try:
            from _sha2 import sha256  # type: ignore[import-not-found]  # (no stubs: C) Python 3.12+
        except ImportError:
            try:
                from _sha256 import sha256  # type: ignore[import-not-found]  # (no stubs: C) Python 3.11
            except ImportError:
                from hashlib import sha256
        _SHA256 = sha256
    return _SHA256


def book_sha256_type() -> Callable[[bytes], Any]:
    """The sha256 constructor for a reader that hashes a whole night or book (verify, check-store): hashlib's
    (OpenSSL's), the same function, which hashes a short event about twice as fast as the built-in one and a
    long payload (a game, a ruling) about five times; its import (a few ms) is paid back within a night or two."""
    from hashlib import sha256
    return sha256


def sha256(data: bytes = b"") -> Any:
    """A SHA-256 hash object of ``data``."""
    return sha256_type()(data)
