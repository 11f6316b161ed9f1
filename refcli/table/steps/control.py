"""The loop's two control steps, made by the flow's compiler from `repeat` (see refcli/table/flow.py):
`until` leaves the loop when its condition holds, `again` goes back to the `until`. A condition is registered
(CONDITIONS) by the mechanic whose state it reads; a `repeat` in a game file names one of them."""

from __future__ import annotations

from ...kernel.records import dataclass, field
from ...kernel.registry import CONDITIONS, STEPS
from ..state import PARTS, Part
from .base import StepKind


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


@PARTS.register("each")
@dataclass
class Turns(Part):
    """`each`: the players still to take their turn (the first is the current one)."""

    queue: list[str] = field(default_factory=list)

    @property
    def current(self) -> str | None:
        return self.queue[0] if self.queue else None

    def turn_in_loop(self) -> str | None:
        return self.current

    def to_json(self) -> dict:
        return {"queue": self.queue}

    @classmethod
    def from_json(cls, d: dict) -> "Turns":
        return cls(**d)


@STEPS.register("each-start")
class EachStart(StepKind):
    name = "each-start"
    declares = ("open-rounds",)     # as many betting rounds as turns
    passive = True

    def enter(self, ctx, step) -> None:
        ctx.hand.part("each").queue = list(ctx.hand.active)


@STEPS.register("each-head")
class EachHead(StepKind):
    name = "each-head"
    passive = True

    def enter(self, ctx, step) -> None:
        turns = ctx.hand.part("each")
        while turns.queue and turns.queue[0] not in ctx.hand.active:
            turns.queue.pop(0)          # a player who folded meanwhile has no turn
        if not turns.queue:
            ctx.jump = step.get("exit")


@STEPS.register("each-next")
class EachNext(StepKind):
    name = "each-next"
    passive = True

    def enter(self, ctx, step) -> None:
        turns = ctx.hand.part("each")
        if turns.queue:
            turns.queue.pop(0)
        ctx.jump = step.get("to")
