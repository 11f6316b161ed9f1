"""A hand's state parts: the declared Part, its hooks, and the one way the table asks them (Hand.ask)."""

import pytest

from refcli.kernel.records import dataclass, field
from refcli.kernel.registry import Registry
from refcli.table.state import HOOKS, PARTS, Hand, Part


@dataclass
class _Counter(Part):
    dealt: int = 0
    words: list[str] = field(default_factory=list)

    def extra_cards(self, player: str, face: str) -> int:
        return self.dealt if face == "up" else 0

    def forget(self, player: str) -> None:
        self.words.append(f"forgot {player}")


@dataclass
class _Quiet(Part):
    n: int = 0


def _hand(parts: dict) -> Hand:
    return Hand(number=1, dealer="Ann", game=None, seats=["Bob", "Ann"], active=["Bob", "Ann"], parts=parts)


def test_ask_gives_the_answer_of_each_part_that_answers_the_hook_in_order():
    hand = _hand({"a": _Counter(2), "q": _Quiet(), "b": _Counter(3)})
    assert list(hand.ask("extra_cards", "Bob", "up")) == [2, 3]
    assert sum(hand.ask("extra_cards", "Bob", "down")) == 0
    assert [type(p).__name__ for p in hand.answering("extra_cards")] == ["_Counter", "_Counter"]
    assert list(hand.ask("seen")) == []


def test_tell_reaches_every_part_that_answers():
    first, second = _Counter(), _Counter()
    _hand({"a": first, "q": _Quiet(), "b": second}).tell("forget", "Bob")
    assert (first.words, second.words) == (["forgot Bob"], ["forgot Bob"])


def test_asking_stops_at_the_answer_wanted():
    asked = []

    @dataclass
    class Holding(Part):
        why: str = ""

        def holds(self, hand, action) -> str:
            asked.append(self.why)
            return self.why

    hand = _hand({"a": Holding(""), "b": Holding("Bob answers first"), "c": Holding("never asked")})
    assert next(w for w in hand.ask("holds", hand, None) if w) == "Bob answers first"
    assert asked == ["", "Bob answers first"]


def test_a_hook_the_part_does_not_declare_is_refused():
    with pytest.raises(KeyError, match="'seen_it' is not a hook of a hand's state part"):
        list(_hand({}).ask("seen_it"))


def test_a_field_named_as_a_hook_is_refused():
    with pytest.raises(TypeError, match=r"^Shown: a field named 'seen' would hide the state parts' hook of that name"):
        @dataclass
        class Shown(Part):
            seen: list = field(default_factory=list)


def test_the_registry_refuses_a_part_that_is_not_one():
    parts = Registry("hand state part", kind=Part)
    with pytest.raises(TypeError, match=r"^hand state part 'loose' is not a Part \(refcli.table.state.Part\)$"):
        @parts.register("loose")
        @dataclass
        class Loose:
            n: int = 0
    assert "loose" not in parts


def test_every_registered_part_is_a_part_and_the_index_lists_its_hooks():
    from refcli.kernel.declared import PART_HOOKS, WHERE
    for name, module in WHERE["hand state part"].items():
        cls = PARTS.get(name)
        assert issubclass(cls, Part), name
        assert PART_HOOKS.get(module, ()) == tuple(sorted(
            h for n, m in WHERE["hand state part"].items() if m == module for h in PARTS.get(n).ANSWERS)), module
    assert PART_HOOKS["refcli.table.suit_card"] == ("seen", "table_cards")
    assert {h for hooks in PART_HOOKS.values() for h in hooks} <= HOOKS


def test_the_default_json_of_a_part_is_its_fields():
    part = _Counter(2, ["x"])
    assert (part.to_json(), _Counter.from_json(part.to_json())) == ({"dealt": 2, "words": ["x"]}, part)
