"""The wild rules the table sets as the hand goes, one module each; importing this registers them (each module
declares its rule in its MECHANIC: the index, refcli/kernel/declared.py, lists the modules)."""

import importlib

from ...kernel.declared import WILD_MODULES

for _module in WILD_MODULES:
    importlib.import_module(_module)
