"""Stored events: the facts of a night, versioned.

An event's payload is the action as the dealer typed it (who, which cards, how much) plus what it did:
``postings`` (every money movement, as recorded when it happened) and, for a settled hand, ``ruling`` (the
words and awards the table was given). Replay applies what was recorded, so a past night keeps its money
and its words when refcli's code or a ruleset file changes; ``refcli verify`` re-rules with today's code and
reports the hands that would differ.

Payload versions, append-only like the store's migrations (a released upgrade is never edited):
  1  the action only (refcli 0.1): replay re-derives the money with the code of the day.
  2  the action, with "postings" when money moved and "ruling" when a hand was settled.
  3  as 2, with "line" on every event of a typed line but its first: the seq of the line's first event, so that
     the events of one line (`up 7hqd9h8c`, `xb1ccc`, `check, bet 1`) are known as one and undone together.
     An event without it (every event before version 3, a line's first) begins its own line.
"""

from __future__ import annotations

from collections.abc import Callable

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any

EVENT_VERSION = 3
RECORDED_KEYS = ("v", "postings", "ruling", "game", "line")


def _v1_to_v2(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    # A version 1 event recorded no postings: replay computes them, as refcli 0.1 did.
    return dict(payload, v=2)


def _v2_to_v3(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    # A version 2 event is a line of its own: undone alone, as it always was.
    return dict(payload, v=3)


UPGRADES: tuple[Callable[[str, dict[str, Any]], dict[str, Any]], ...] = (_v1_to_v2, _v2_to_v3)


def line_of(seq: int, payload: dict[str, Any]) -> int:
    """The seq of the first event of the typed line an event came from (its own for a line's first event, and
    for every event stored before version 3)."""
    line = payload.get("line")
    return line if isinstance(line, int) else seq


def upgrade(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    """The payload in today's version, whatever version stored it."""
    version = payload.get("v", 1)
    if version > EVENT_VERSION:
        from ..kernel.errors import StoreError
        raise StoreError(f"an event was written by a newer refcli (event version {version}); upgrade refcli")
    for step in UPGRADES[version - 1:]:
        payload = step(kind, payload)
    return payload


_RECORDED = frozenset(RECORDED_KEYS)    # (a set: split asks it of every key of every event replayed)


def split(payload: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the action's fields, what was recorded with it)."""
    action = {k: v for k, v in payload.items() if k not in _RECORDED}
    recorded = {k: payload[k] for k in RECORDED_KEYS if k in payload}
    return action, recorded
