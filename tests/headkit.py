"""The head of the book as `end` prints it for a store kept in a file (refcli/log/bookchain.py): tests of what
`end` says take it off, checked, before comparing the rest word for word (the head is a hash of times)."""

from __future__ import annotations

import re

HEAD = re.compile(r"\n\nHead of the book: ([0-9a-f]{12}) \(a photo of it lets refcli verify --head \1 say later "
                  r"whether the book still leads here\)(\n?)$")


def without_head(text: str) -> str:
    """``text`` less the head line that ends it (which must be there, and well formed)."""
    found = HEAD.search(text)
    assert found is not None, f"no head of the book at the end of: {text[-300:]!r}"
    return text[:found.start()] + found.group(2)
