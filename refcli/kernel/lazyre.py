"""Regular expressions compiled the first time they are used, not when their module is imported.

Compiling a pattern costs 0.05-0.5 ms; a module every command imports (money, colour, report) would pay for
patterns that most commands never use.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import Any

_METHODS = ("match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer")


class Later:
    """``re.compile(pattern, flags)``, done on first use; then its methods are this object's own."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._args = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(*self._args)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)
