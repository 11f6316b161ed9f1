"""The click commands of `refcli`, loaded on demand: which module holds each, and the group `refcli --help`
lists it under.

refcli/cli/main.py's group reads these tables (nothing here imports click) and imports a command's module only
when that command is asked for: a one-shot command loads click and one module of this package. The verbs
of the table language are declared in refcli/language/verbs.py, each with its group; each is a command made by
``table.table_command`` (which runs the line through refcli/cli/oneshot.py, as the way without click does)
unless COMMANDS names a command of its own (balances and end take options).

Adding a command: write it in the module of its group (book.py, rules.py, table.py, or a new small one),
declared with the decorators of .common (``@command(name, context_settings=CONTEXT)``, ``@option``,
``@argument``, ``@store_options``: click's own), then add its line to COMMANDS.
"""

# The groups of `refcli --help`, in the order a host meets them.
SECTIONS = {
    "table": "At the table",
    "between": "Between hands",
    "book": "The book",
    "rules": "Rules and hands",
}

# name: (module in refcli/commands/, the click command's name in it, group). A verb's group is its entry's
# in refcli/language/verbs.py.
COMMANDS = {
    "shell": ("table", "shell", "table"),
    "run": ("table", "run", "table"),
    "balances": ("table", "balances", None),
    "end": ("table", "end", None),
    "report": ("book", "report", "book"),
    "explain": ("book", "explain_command", "book"),
    "season": ("book", "season", "book"),
    "player": ("book", "player", "book"),
    "member": ("book", "member", "book"),
    "schedule": ("book", "schedule", "book"),
    "export": ("book", "export_", "book"),
    "import": ("book", "import_", "book"),
    "backup": ("book", "backup", "book"),
    "where": ("book", "where_command", "book"),
    "check-store": ("book", "check_store_command", "book"),
    "verify": ("book", "verify_command", "book"),
    "serve": ("book", "serve", "book"),
    "rules": ("rules", "rules", "rules"),
    "help-table": ("rules", "help_table", "rules"),
    "help": ("rules", "help_", "rules"),
    "eval": ("rules", "eval_", "rules"),
    "stats": ("rules", "stats", "rules"),
}

# Where the group keeps the words of a table line for the verb's command (context meta is shared with it):
# click would otherwise hand the command its words without the verb as typed (`check,`, `Bet`).
TYPED = "refcli.typed_line"
