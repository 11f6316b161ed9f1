"""Which flow steps wait for the table, read from the mechanics' declarations without importing refcli/table.

A `repeat` goes round until its condition holds; if nothing in it waits for a typed line, a condition that
never comes true spins the command forever. So the loader asks that every repeat hold a step that waits: one
that declares `waits` (refcli/table/steps/base.py: each time the cursor enters it, it waits for at least one
typed line in ordinary play), as the generated index records it (refcli/kernel/declared.py). Steps that may
finish on entry do not wait: `show` and `declare` are done once everyone has shown or declared, `blinds`,
`ante` and `deal` never wait. A nested `repeat` does not count either (its condition may hold at once); an
`each` counts when its own steps wait. The flow cursor (refcli/table/flow.py) still bounds the steps between
two typed lines, for a loop that waits only sometimes.
"""

# The most steps and parameters one flow may hold once its YAML aliases are expanded: the largest built-in
# flow (Ebay's) holds 54; aliases fanned out inside a repeat's steps would otherwise build millions.
MAX_FLOW_NODES = 1000


def waits(kind: str, inner: tuple = ()) -> bool:
    """Whether a step of ``kind`` (with ``inner`` steps, for `each`) waits for a typed line when entered."""
    if kind == "each":
        return any(waits(s.kind, s.get("steps", ())) for s in inner)
    from ..kernel.declared import STEPS
    declared = STEPS.get(kind)
    return bool(declared and declared["waits"])
