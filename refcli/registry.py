"""Registries: one place where each kind of mechanic is listed by name.

A mechanic registers itself where it is defined (``@STEPS.register("bet")``); the loader, `refcli rules`,
the engine, the shell's completion and the reports ask the registry instead of keeping lists of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self, what: str, instances: bool = False):
        self.what = what
        self.instances = instances      # register a class, keep one instance of it (stateless mechanics)
        self._entries: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        def add(entry: T) -> T:
            if name in self._entries:
                raise ValueError(f"{self.what} '{name}' is registered twice")
            self._entries[name] = entry() if self.instances else entry
            return entry
        return add

    def get(self, name: str) -> T:
        try:
            return self._entries[name]
        except KeyError:
            raise KeyError(f"unknown {self.what} '{name}'") from None

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def names(self) -> tuple[str, ...]:
        return tuple(self._entries)

    def items(self) -> Iterator[tuple[str, T]]:
        return iter(self._entries.items())


STEPS: Registry = Registry("step", instances=True)    # flow steps: refcli/table/steps/, one module each
NIGHT_VERBS: Registry = Registry("night verb")   # verbs the night takes outside a hand's flow (refcli/table/engine.py)
# Checks a night must pass before `end` closes it (name -> function(ctx, action) raising IllegalAction); a
# module that keeps its own accounts (refcli/table/cash.py) registers one instead of the engine knowing it.
CLOSING: Registry = Registry("closing check")
