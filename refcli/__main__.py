"""`python -m refcli`: the `refcli` command (a plain table line without loading click: refcli/cli/quick.py)."""

from .cli.quick import entry

entry()
