"""`python -m refcli`: the `refcli` command (a plain table line without loading click: refcli/quick.py)."""

from .quick import entry

entry()
