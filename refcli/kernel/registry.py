"""Registries: one place where each kind of mechanic is listed by name.

A mechanic registers itself where it is defined (``@STEPS.register("bet")``); the loader, `refcli rules`,
the engine, the shell's completion and the reports ask the registry instead of keeping lists of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

TYPE_CHECKING = False   # as typing.TYPE_CHECKING: every command reads a registry, and typing costs ~3 ms to import
if TYPE_CHECKING:
    from typing import Any, Generic, TypeVar
    T = TypeVar("T")

    class _OfEntries(Generic[T]):
        """To the type checker a registry is generic in its entries' type (``Registry[Formation]``)."""
else:
    class _OfEntries:
        """At run time the subscript is nothing: no typing import for a one-shot command."""
        def __class_getitem__(cls, item):
            return cls
    T = None


class Registry(_OfEntries[T]):
    """Named entries of one kind (the type of each entry: T, in the annotations)."""

    def __init__(self, what: str, instances: bool = False, providers: tuple[str, ...] = (),
                 index: str | None = None, every: bool = True, kind: type | None = None):
        self.what = what
        self.kind = kind        # the class every entry is (a subclass of): anything else is refused
        self.instances = instances      # register a class, keep one instance of it (stateless mechanics)
        # Modules (by name) whose import registers the entries: loaded on the first miss, so a reader of the
        # registry needs no import of them (and no import cycle) and a one-shot command that never asks
        # loads none of them.
        self.providers = providers
        # A module whose WHERE[what] maps an entry's name to the one module that registers it: a miss loads
        # that module alone (a game's own steps, not every game's), and, only if it is not there, every module
        # its MODULES names (then the providers). The index is data generated from the mechanics' own
        # declarations (refcli/kernel/declared.py), so no registry names the layer above it.
        self.index = index
        self.every = every      # a name the index does not hold may still be registered by one of its modules
        self._where: dict[str, str] | tuple[()] | None = None     # () once every indexed module is loaded
        self._entries: dict[str, T] = {}
        self._missed: set[object] = set()      # names asked for and not found, each after its modules were loaded

    def register(self, name: str) -> Callable[[T], T]:
        def add(entry: T) -> T:
            if name in self._entries:
                raise ValueError(f"{self.what} '{name}' is registered twice")
            if self.kind is not None and not (isinstance(entry, type) and issubclass(entry, self.kind)):
                raise TypeError(f"{self.what} '{name}' is not a {self.kind.__name__} "
                                f"({self.kind.__module__}.{self.kind.__qualname__})")
            kept: Any = entry       # an instances registry is given a class and keeps an instance of it
            self._entries[name] = kept() if self.instances else kept
            return entry
        return add

    def _provide(self) -> None:
        if self.index is not None and self.every and self._where != ():
            import importlib
            for module in importlib.import_module(self.index).MODULES:
                importlib.import_module(module)
            self._where = ()     # every module the index names is loaded: nothing more to find there
        if self.providers:
            import importlib
            for module in self.providers:
                importlib.import_module(module)
            self.providers = ()

    def _find(self, name: object) -> None:
        """Load what registers ``name``: its module from the index, else every provider."""
        if self.index is not None and isinstance(name, str) and self._where != ():
            if self._where is None:     # read once: `in NIGHT_VERBS` misses on every verb of a hand
                import importlib
                self._where = importlib.import_module(self.index).WHERE.get(self.what, {})
            module = self._where.get(name) if isinstance(self._where, dict) else None
            if module is not None:
                import importlib
                importlib.import_module(module)
                if name in self._entries:
                    return
        self._provide()

    def get(self, name: str) -> T:
        try:
            return self._entries[name]     # (found at once, the common case: one look, not two)
        except KeyError:
            pass
        self._find(name)
        try:
            return self._entries[name]
        except KeyError:
            raise KeyError(f"unknown {self.what} '{name}'") from None

    def __contains__(self, name: object) -> bool:
        if name in self._entries:
            return True
        if name in self._missed:
            return False
        self._find(name)
        if name in self._entries:
            return True
        # Looked for once: every module that could register it is loaded now, so looking again would find
        # nothing new (the engine asks `in NIGHT_VERBS` of every action of a hand, which no night verb is).
        self._missed.add(name)
        return False

    def names(self) -> tuple[str, ...]:
        self._provide()
        return tuple(self._entries)

    def items(self) -> Iterator[tuple[str, T]]:
        self._provide()
        return iter(self._entries.items())


# The flow steps and what their modules register besides: refcli/table/steps/, one module a mechanic. The index
# (refcli/kernel/declared.py, generated from the mechanics' declarations) says which module registers which name.
_INDEX = "refcli.kernel.declared"
# Their entries' types live in the layers above (a step kind, a verb's function): Any, to the kernel.
STEPS: Registry[Any] = Registry("step", instances=True, index=_INDEX)
# Verbs the night takes outside a hand's flow: the engine's own (refcli/table/engine.py), and a step's
# (`wild`, `blinds`, ...), found through the index without loading every step.
NIGHT_VERBS: Registry[Any] = Registry("night verb", index=_INDEX, every=False)
# The conditions a flow's `repeat` loops until (name -> function(hand) -> bool), each registered by its mechanic.
CONDITIONS: Registry[Any] = Registry("loop condition", index=_INDEX)
# Checks a night must pass before `end` closes it (name -> function(ctx, action) raising IllegalAction); a
# module that keeps its own accounts (refcli/table/cash.py) registers one instead of the engine knowing it.
CLOSING: Registry[Any] = Registry("closing check")
# How each pot kind judges and words itself (refcli/table/potkinds/: the showdown loads them all at its first
# ruling; `refcli rules` and the wild cards load through the index only the pot kind they ask).
POT_RULES: Registry[Any] = Registry("pot kind's rules", index=_INDEX, every=False)
