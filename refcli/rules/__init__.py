"""Rulesets: YAML game and house files loaded into the frozen model (see rulesets/README.md).

Kept light: ``refcli.rules.model`` imports this package, so the loader (and yaml) load on first use.
``describe`` is bound here eagerly because its module has the same name: importing the submodule
``refcli.rules.describe`` would otherwise leave the module, not the function, as ``refcli.rules.describe``.
"""

from __future__ import annotations

from .describe import describe

_LAZY = {"load_game": "loader", "list_games": "loader"}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'refcli.rules' has no attribute {name!r}")
    from importlib import import_module
    return getattr(import_module(f"{__name__}.{module}"), name)


__all__ = ["load_game", "list_games", "describe"]
