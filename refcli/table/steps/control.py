"""The loop's two control steps, made by the flow's compiler from `repeat` (see refcli/table/flow.py):
`until` leaves the loop when its condition holds, `again` goes back to the `until`. Conditions are named
here; a `repeat` in a game file names one of them."""

from __future__ import annotations

from ...registry import STEPS, Registry
from .base import StepKind

CONDITIONS: Registry = Registry("loop condition")


@CONDITIONS.register("everyone-locked")
def everyone_locked(hand) -> bool:
    """Every player still in has passed enough times to be locked (take-or-pass games)."""
    part = hand.part("take-pass")
    return all(part.locked(p) for p in hand.active)


@STEPS.register("until")
class Until(StepKind):
    name = "until"
    passive = True

    def enter(self, ctx, step) -> None:
        if CONDITIONS.get(step.get("condition"))(ctx.hand):
            ctx.jump = step.get("exit")


@STEPS.register("again")
class Again(StepKind):
    name = "again"
    passive = True

    def enter(self, ctx, step) -> None:
        ctx.jump = step.get("to")
