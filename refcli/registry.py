"""Registries: one place where each kind of mechanic is listed by name.

A mechanic registers itself where it is defined (``@STEPS.register("bet")``); the loader, `refcli rules`,
the engine, the shell's completion and the reports ask the registry instead of keeping lists of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self, what: str, instances: bool = False, providers: tuple[str, ...] = ()):
        self.what = what
        self.instances = instances      # register a class, keep one instance of it (stateless mechanics)
        # Modules (by name) whose import registers the entries: loaded on the first miss, so a reader of the
        # registry needs no import of them (and no import cycle) and a one-shot command that never asks
        # loads none of them.
        self.providers = providers
        self._entries: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        def add(entry: T) -> T:
            if name in self._entries:
                raise ValueError(f"{self.what} '{name}' is registered twice")
            self._entries[name] = entry() if self.instances else entry
            return entry
        return add

    def _provide(self) -> None:
        if self.providers:
            import importlib
            for module in self.providers:
                importlib.import_module(module)
            self.providers = ()

    def get(self, name: str) -> T:
        if name not in self._entries:
            self._provide()
        try:
            return self._entries[name]
        except KeyError:
            raise KeyError(f"unknown {self.what} '{name}'") from None

    def __contains__(self, name: object) -> bool:
        if name not in self._entries:
            self._provide()
        return name in self._entries

    def names(self) -> tuple[str, ...]:
        self._provide()
        return tuple(self._entries)

    def items(self) -> Iterator[tuple[str, T]]:
        self._provide()
        return iter(self._entries.items())


STEPS: Registry = Registry("step", instances=True,     # flow steps: refcli/table/steps/, one module each
                           providers=("refcli.table.steps",))
NIGHT_VERBS: Registry = Registry("night verb")   # verbs the night takes outside a hand's flow (refcli/table/engine.py)
# Checks a night must pass before `end` closes it (name -> function(ctx, action) raising IllegalAction); a
# module that keeps its own accounts (refcli/table/cash.py) registers one instead of the engine knowing it.
CLOSING: Registry = Registry("closing check")
POT_RULES: Registry = Registry("pot kind's rules",     # how each pot kind judges: refcli/table/potkinds/
                               providers=("refcli.table.potkinds",))
ENDED: Registry = Registry("night-end hook",           # what is kept when a stored night ends (the season's digest)
                           providers=("refcli.season", "refcli.roster"))
