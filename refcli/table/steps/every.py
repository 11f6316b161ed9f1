"""Every registered flow step: importing this module registers them all (what `refcli rules` or the shell's
completion read when they list every step). The modules are the index's (refcli/kernel/declared.py, generated)."""

import importlib

from ...kernel.declared import MODULES

for _module in MODULES:
    importlib.import_module(_module)
