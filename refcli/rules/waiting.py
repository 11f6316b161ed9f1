"""Which flow steps wait for the table, as data the loader reads without importing refcli/table.

A `repeat` goes round until its condition holds; if nothing in it waits for a typed line, a condition that
never comes true spins the command forever. So the loader asks that every repeat hold a step named here: one
that, each time the cursor enters it, waits for at least one typed line in ordinary play (a betting round, a
draw, a take-or-pass round, a card called for). Steps that may finish on entry are left out on purpose: `show`
and `declare` are done once everyone has shown or declared, `blinds`, `ante` and `deal` never wait. A nested
`repeat` does not count either (its condition may hold at once); an `each` counts when its own steps wait.
tests/test_hostile_flows.py checks each name here is a registered step that is not passive; the flow cursor
(refcli/table/flow.py) still bounds the steps between two typed lines, for a loop that waits only sometimes.
"""

WAITING_STEPS = frozenset({
    "bet", "bet-on-beat", "draw", "take-pass", "ask", "auction", "round-cards", "duel", "turn-until-beat",
})

# The most steps and parameters one flow may hold once its YAML aliases are expanded: the largest built-in
# flow (Ebay's) holds 54; aliases fanned out inside a repeat's steps would otherwise build millions.
MAX_FLOW_NODES = 1000


def waits(kind: str, inner: tuple = ()) -> bool:
    """Whether a step of ``kind`` (with ``inner`` steps, for `each`) waits for a typed line when entered."""
    if kind == "each":
        return any(waits(s.kind, s.get("steps", ())) for s in inner)
    return kind in WAITING_STEPS
