"""A game file's `flow:` — the shorthand name (`stud`, `take-pass`) or a list of steps, each checked against
the step registry (refcli/table/steps/): its kind, its parameters and their values, with the loader's
`file:line: field: problem` errors.

    flow:
      - ante
      - deal: [down, down, down, down, down]
      - bet
      - draw: {max: 3}
      - bet: {opens: first-bettor}
      - show
      - settle
"""

from __future__ import annotations

from .model import FLOWS, Step, step
from ..kernel.money import format_money
from .values import STREET_CARDS, read_amount, read_choice, read_int
from .waiting import MAX_FLOW_NODES, waits
from ..kernel.safetext import shown
from .messages import suggest
from .yamlnodes import TAG, Ctx, read_items, read_pairs, read_scalar

# Made by the compiler from `repeat` and `each`, never written in a file.
_CONTROL = ("until", "again", "each-start", "each-head", "each-next")
CONTROL_STEPS = _CONTROL     # the steps `repeat` and `each` compile to: never named in a file


def _declared():
    """Each step's declaration (its parameters, what it deals, the verbs it owns) and the loop conditions: data
    generated from the mechanics (refcli/kernel/declared.py), so checking a flow loads no step's code."""
    from ..kernel import declared
    return declared.STEPS, declared.CONDITIONS


def flow_value(node, ctx: Ctx, fld: str):
    """'stud' / 'take-pass', or a tuple of Steps."""
    if node.tag != TAG + "seq":
        return read_choice(node, ctx, fld, FLOWS)
    _bounded(node, ctx, fld)
    return _step_list(node, ctx, fld)


def _bounded(node, ctx: Ctx, fld: str) -> None:
    """Refuse a flow that is too large once its aliases are expanded, before building it: each level of
    aliases inside a repeat's steps multiplies the steps, past the limits on depth and items of the YAML."""
    todo, seen = [node], 0
    while todo:
        n = todo.pop()
        seen += 1
        if seen > MAX_FLOW_NODES:
            ctx.err(node, fld, f"more than {MAX_FLOW_NODES} steps and parameters once its aliases are expanded")
        if n.tag == TAG + "seq":
            todo.extend(n.value)
        elif n.tag == TAG + "map":
            for k, v in n.value:
                todo.extend((k, v))


def _step_list(node, ctx: Ctx, fld: str, inside_each: bool = False) -> tuple[Step, ...]:
    items = read_items(node, ctx, fld, "a list of steps, like [ante, {deal: [down, up]}, bet, show, settle]")
    if not items:
        ctx.err(node, fld, "a flow has at least one step")
    return tuple(_one_step(item, ctx, f"{fld}[{i}]", inside_each) for i, item in enumerate(items))


def _one_step(node, ctx: Ctx, fld: str, inside_each: bool = False) -> Step:
    declared, conditions = _declared()
    if node.tag == TAG + "map":
        pairs = read_pairs(node, ctx, fld)
        if len(pairs) != 1:
            ctx.err(node, fld, "a step is its kind alone (bet) or one kind with its parameters ({bet: {opens: first-bettor}})")
        knode, vnode = pairs[0]
        kind = read_scalar(knode, ctx, fld, "a step kind").strip().lower()
    else:
        knode, vnode = node, None
        kind = read_scalar(node, ctx, fld, "a step kind").strip().lower()
    names = tuple(n for n in declared if n not in _CONTROL) + ("repeat", "each")
    if kind not in names:
        hint = suggest(kind, names)
        ctx.err(knode, fld, f"unknown step '{shown(kind)}' — " +
                (f"did you mean {hint}?" if hint else "steps: " + ", ".join(names)))
    sub = f"{fld}.{kind}"
    if kind == "each":
        if inside_each:
            ctx.err(knode, sub, "an each inside an each is not supported: one player's turn at a time")
        if vnode is None or vnode.tag != TAG + "map":
            ctx.err(node, sub, "each needs {steps: [...]}: the steps of one player's turn")
        params = {k.value: v for k, v in read_pairs(vnode, ctx, sub)}
        for key in params:
            if key != "steps":
                ctx.err(vnode, sub, f"unknown parameter '{shown(key)}' (each takes steps)")
        if "steps" not in params:
            ctx.err(vnode, sub, "each needs its steps")
        return step("each", steps=_step_list(params["steps"], ctx, sub + ".steps", inside_each=True))
    if kind == "repeat":
        if vnode is None or vnode.tag != TAG + "map":
            ctx.err(node, sub, "repeat needs {steps: [...], until: CONDITION}")
        params = {k.value: v for k, v in read_pairs(vnode, ctx, sub)}
        for key in params:
            if key not in ("steps", "until"):
                ctx.err(vnode, sub, f"unknown parameter '{shown(key)}' (repeat takes steps and until)")
        if "steps" not in params or "until" not in params:
            ctx.err(vnode, sub, "repeat needs both steps and until")
        until = read_scalar(params["until"], ctx, sub + ".until", "a condition").strip().lower()
        if until not in conditions:
            ctx.err(params["until"], sub + ".until",
                    f"unknown condition '{shown(until)}' (conditions: {', '.join(conditions)})")
        body = _step_list(params["steps"], ctx, sub + ".steps", inside_each)
        if not any(waits(s.kind, s.get("steps", ())) for s in body):
            named = ", ".join(dict.fromkeys(s.kind for s in body))
            ctx.err(knode, sub, f"its steps ({named}) never wait for a typed line, so it could go round forever: "
                                "put in a step that waits, like bet")
        return step("repeat", steps=body, until=until)
    spec = declared[kind]["params"]
    if declared[kind]["deals_street"]:     # its one parameter, the street, is written as a list
        if vnode is None:
            ctx.err(node, sub, f"{kind} needs its cards, like {{{kind}: [down, down, up]}}")
        return step(kind, cards=_street(vnode, ctx, sub))
    if vnode is None:
        return step(kind)
    if vnode.tag != TAG + "map":
        ctx.err(vnode, sub, f"{kind}'s parameters are a mapping, like {{{kind}: {{...}}}}")
    values: dict[str, int | str] = {}
    for pk, pv in read_pairs(vnode, ctx, sub):
        name = pk.value
        if name not in spec:
            known = ", ".join(spec) or "none"
            ctx.err(pk, sub, f"unknown parameter '{shown(name)}' (parameters of {kind}: {known})")
        check, arg, _default = spec[name]
        if check == "amount":
            amount = read_amount(pv, ctx, f"{sub}.{name}", zero_ok=False).cents
            if amount % 25:
                ctx.err(pv, f"{sub}.{name}", f"{format_money(amount)} is not a whole number of quarters")
            values[name] = amount
        elif check == "choice":
            raw = read_scalar(pv, ctx, f"{sub}.{name}", " or ".join(arg)).strip().lower()
            if raw not in arg:
                ctx.err(pv, f"{sub}.{name}", f"'{shown(raw)}' is not one of: {', '.join(arg)}")
            values[name] = raw
        else:
            values[name] = read_int(pv, ctx, f"{sub}.{name}", *arg)
    return step(kind, **values)


def _street(node, ctx: Ctx, fld: str) -> tuple[str, ...]:
    cards = read_items(node, ctx, fld, "the cards of one deal, like [down, down, up]")
    if not cards:
        ctx.err(node, fld, "a deal deals at least one card")
    out = []
    for card in cards:
        raw = read_scalar(card, ctx, fld, "down, up, either or board").strip().lower()
        if raw not in STREET_CARDS:
            ctx.err(card, fld, f"unknown card '{shown(card.value)}' — a card is dealt down, up, either or board")
        out.append(raw)
    return tuple(out)


def step_problem(game) -> str:
    """The first thing a step of the merged game's flow says it cannot work with ('' when none): asked of the
    step through the registry (its check is code), only of the steps declared to have one."""
    declared, _ = _declared()
    checked = [s for s in game.steps if declared.get(s.kind, {}).get("checks")]
    if checked:
        from ..kernel.registry import STEPS
        for s in checked:
            problem = STEPS.get(s.kind).problem(s, game)
            if problem:
                return problem
    return ""


def deal_of(steps: tuple[Step, ...]) -> tuple[tuple[str, ...], ...]:
    """The streets of a flow's deal steps (StepKind.deals_street), in order (repeats deal nothing of their own)."""
    declared, _ = _declared()
    return tuple(s.get("cards", ()) for s in steps if declared.get(s.kind, {}).get("deals_street"))


def deals_itself(steps: tuple[Step, ...]) -> bool:
    """Whether a step of the flow deals the cards its own way (2s to 25's calls for cards), with no deal step."""
    declared, _ = _declared()
    return any(s.kind in declared and declared[s.kind]["deals"] for s in steps)


def declares(steps: tuple[Step, ...]) -> bool:
    """Whether a flow names the step where the players declare (the game key `declare:` turns it on), at any
    depth: the step alone, without the key, would take declarations the settle then ignores. The step says so
    itself (StepKind.declares: declarations)."""
    declared, _ = _declared()
    return any("declarations" in declared.get(s.kind, {}).get("declares", ()) or declares(s.get("steps", ()))
               for s in steps)


def settles(s: Step) -> bool:
    """The step that rules on the hand: one that takes the settle verb (`settle`, `tiecard-settle`)."""
    declared, _ = _declared()
    return s.kind in declared and "settle" in declared[s.kind]["owns"]
