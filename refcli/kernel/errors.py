"""One exception family for everything the person at the table can fix.

Every message is a single line written for the table ("Cal has already folded"); the CLI prints
it as ``Error: ...`` and exits 1. Anything that is not a RefereeError is a bug in refcli.
"""


class ExitCode:
    """What every refcli command (and the shell reading piped input) exits with: plain ints (every command
    imports this module, and creating an IntEnum class costs more than the rest of it)."""

    OK = 0
    REFUSED = 1          # bad input or an action the rules do not allow; nothing was changed
    USAGE = 2            # the command line itself is wrong (click's convention): unknown option, missing file
    INTERNAL = 3         # a bug in refcli (reported in one line, never a traceback)


class RefereeError(Exception):
    """A problem with what was typed or asked; the message is one line for a person."""


class ParseError(RefereeError):
    """Text that is not a card, an amount, a player or a command."""


class IllegalAction(RefereeError):
    """A well-formed command the rules or the state of the table do not allow now."""


class RulesetError(RefereeError):
    """A ruleset file that is not valid: names the file, the line and the field."""

    def __init__(self, path: str, line: int | None, field: str, problem: str):
        from .safetext import shown_path   # a file name is the user's text too: quoted safely
        self.path, self.line, self.field, self.problem = path, line, field, problem
        where = f"{shown_path(path)}:{line}" if line else shown_path(path)
        super().__init__(f"{where}: {field}: {problem}" if field else f"{where}: {problem}")


class StoreError(RefereeError):
    """The night store cannot be opened or read."""
