"""The flow steps: one module a mechanic, each declaring itself (what it registers, and its MECHANIC: verbs and
settings, refcli/kernel/declare.py).

A game's hand loads only the modules of what it uses: the registries (refcli/kernel/registry.py) look a name up in
the generated index, refcli/kernel/declared.py (`python -m refcli.table.steps.make_index` rewrites it), and import
that one module, so a one-shot `deal` or `bet` pays for its game's steps, not for every game's.
"""
