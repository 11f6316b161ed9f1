"""refcli.kernel.records.dataclass against the standard library's on generated classes: the same fields, defaults,
equality, ordering, hashes, reprs, frozen errors, `replace` and `asdict`; and every option or shape it does
not implement refused at the class statement."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refcli.kernel import records

FIELD = st.fixed_dictionaries({
    "kind": st.sampled_from(["required", "default", "factory"]),
    "default": st.integers(-3, 3),
    "repr": st.booleans(),
    "compare": st.booleans(),
    "hash": st.sampled_from([None, True, False]),
    "plain": st.booleans(),          # a default written as `a: int = 1` rather than field(default=1)
})
OPTIONS = st.fixed_dictionaries({"frozen": st.booleans(), "order": st.booleans(), "slots": st.booleans(),
                                 "eq": st.booleans()}).filter(lambda o: o["eq"] or not o["order"])


def _factory():
    return [0]


def _make(decorator, field_fn, specs, options):
    """A class C with the generated fields, made by ``decorator`` (an exception is returned, not raised)."""
    ns: dict = {"__annotations__": {}, "__module__": __name__, "__qualname__": "C"}
    for i, spec in enumerate(specs):
        name = f"f{i}"
        ns["__annotations__"][name] = "int"
        kw = {"repr": spec["repr"], "compare": spec["compare"], "hash": spec["hash"]}
        if spec["kind"] == "default" and spec["plain"]:
            ns[name] = spec["default"]
        elif spec["kind"] == "default":
            ns[name] = field_fn(default=spec["default"], **kw)
        elif spec["kind"] == "factory":
            ns[name] = field_fn(default_factory=_factory, **kw)
        else:
            ns[name] = field_fn(**kw)
    try:
        return decorator(**options)(type("C", (), ns))
    except Exception as exc:
        return exc


def _outcome(fn):
    """What calling ``fn`` gives: ("ok", value) or (exception type, message)."""
    try:
        return ("ok", repr(fn()))
    except Exception as exc:
        return (type(exc).__name__, str(exc))


def _behaviour(cls, args_a, args_b):
    a, b = cls(*args_a), cls(*args_b)
    names = [f.name for f in dataclasses.fields(cls)]
    seen = {
        "fields": [(f.name, f.type, f.default, f.default_factory, f.repr, f.hash, f.compare, f.init)
                   for f in dataclasses.fields(cls)],
        "repr": (repr(a), repr(b)),
        "eq": (a == b, a == a, a != b, a == cls(*args_a)),
        "order": [_outcome(lambda op=op: getattr(a, op)(b)) for op in ("__lt__", "__le__", "__gt__", "__ge__")],
        "lt": _outcome(lambda: a < b),
        "hash": _outcome(lambda: hash(a) == hash(cls(*args_a)) and hash(a)),
        "asdict": dataclasses.asdict(a),
        "replace": _outcome(lambda: repr(dataclasses.replace(a, **{n: 9 for n in names[:1]}))),
        "match_args": cls.__match_args__,
        "has_dict": hasattr(a, "__dict__"),
        "params": repr(cls.__dataclass_params__),
        "missing": _outcome(lambda: cls()),
        "too_many": _outcome(lambda: cls(*range(len(names) + 1))),
        "unknown": _outcome(lambda: cls(*args_a, zz=1)),
        "twice": _outcome(lambda: cls(*args_a, **{n: 1 for n in names[:1]})),
        "is_dataclass": dataclasses.is_dataclass(a),
    }
    if names:
        seen["set"] = _outcome(lambda: setattr(a, names[0], 5))
        seen["after_set"] = repr(a)
        seen["del"] = _outcome(lambda: delattr(b, names[-1]))
        if not (cls.__dataclass_params__.frozen and "__slots__" in cls.__dict__):
            # Python 3.11's own frozen slotted class fails here with a TypeError from super() (CPython
            # gh-90562, fixed in 3.12); records refuses it as frozen.
            seen["new_attr"] = _outcome(lambda: setattr(b, "other", 1))
    # Past the instances after which records compiles an __init__ for the class (records._COMPILE_AFTER).
    many = [cls(*args_a) for _ in range(records._COMPILE_AFTER + 5)]
    seen["many"] = (repr(many[-1]), many[-1] == a, _outcome(lambda: cls()), _outcome(lambda: cls(*args_a, zz=1)))
    return seen


@settings(max_examples=300, deadline=None)
@given(st.lists(FIELD, max_size=4), OPTIONS, st.data())
def test_a_generated_class_behaves_as_a_standard_dataclass(specs, options, data):
    ours = _make(records.dataclass, records.field, specs, options)
    theirs = _make(dataclasses.dataclass, dataclasses.field, specs, options)
    if isinstance(theirs, Exception):           # a field without a default after one with one
        assert (type(ours), str(ours)) == (type(theirs), str(theirs))
        return
    assert not isinstance(ours, Exception), ours
    required = [s for s in specs if s["kind"] == "required"]
    given_a = data.draw(st.lists(st.integers(-2, 2), min_size=len(required), max_size=len(specs)))
    given_b = data.draw(st.lists(st.integers(-2, 2), min_size=len(required), max_size=len(specs)))
    assert _behaviour(ours, given_a, given_b) == _behaviour(theirs, given_a, given_b)


def test_order_without_eq_is_refused_as_by_dataclasses():
    with pytest.raises(ValueError, match=r"^eq must be true if order is true$"):
        records.dataclass(order=True, eq=False)


class _Base:
    x: int = 0      # a field: a base of methods alone is allowed (test below)


def test_a_base_of_methods_alone_gives_its_methods_and_no_field():
    class Methods:
        def twice(self) -> int:
            return 2 * self.y

    @records.dataclass
    class C(Methods):
        y: int = 0

    assert (C(3).twice(), C(3) == C(3), C(3) == C(4), repr(C(3)).rpartition(".")[2]) == (6, True, False, "C(y=3)")
    assert [f.name for f in dataclasses.fields(C)] == ["y"]


@pytest.mark.parametrize("source, refused", [
    ("class C(B):\n y: int = 0", "a base class (B of C)"),
    ("class C(_Base):\n y: int = 0", "a base class (_Base of C)"),
    ("class C:\n y: int = field(init=False)", "field(init=False)"),
    ("class C:\n y: int = field(kw_only=True)", "field(kw_only=...)"),
    ("class C:\n y: int = dataclasses.field(init=False, default=0)", "field(init=False)"),
    ("class C:\n y: 'InitVar[int]'", "InitVar (field 'y' of C)"),
    ("class C:\n _: 'KW_ONLY'\n y: int", "KW_ONLY (field '_' of C)"),
])
def test_a_shape_records_does_not_implement_is_refused(source, refused):
    @records.dataclass(frozen=True)
    class B:
        x: int

    scope = {"B": B, "_Base": _Base, "field": records.field, "dataclasses": dataclasses}
    with pytest.raises(TypeError) as exc:
        exec("@dataclass\n" + source, scope | {"dataclass": records.dataclass})
    assert str(exc.value) == f"refcli.kernel.records does not implement {refused}: use dataclasses.dataclass for such a class"


@pytest.mark.parametrize("option", [{"unsafe_hash": True}, {"init": False}, {"repr": False}, {"kw_only": True},
                                    {"match_args": False}, {"weakref_slot": True}])
def test_an_option_records_does_not_implement_is_refused(option):
    (name, value), = option.items()
    with pytest.raises(TypeError, match=rf"^refcli.kernel.records does not implement dataclass\({name}={value}\)"):
        records.dataclass(**option)


@pytest.mark.parametrize("source, message", [
    ("class C:\n a: int = 1\n b: int", "non-default argument 'b' follows default argument"),
    ("class C:\n a: list = []", "mutable default <class 'list'> for field a is not allowed: use default_factory"),
    ("class C:\n a: int\n def __lt__(self, other): return True",
     "Cannot overwrite attribute __lt__ in class C. Consider using functools.total_ordering"),
    ("class C:\n a: int\n def __setattr__(self, k, v): pass", "Cannot overwrite attribute __setattr__ in class C"),
])
def test_what_dataclasses_refuses_records_refuses_in_the_same_words(source, message):
    for module in (records, dataclasses):
        with pytest.raises((TypeError, ValueError)) as exc:
            exec("@dataclass(frozen=True, order=True)\n" + source, {"dataclass": module.dataclass})
        assert str(exc.value) == message


def test_the_options_left_at_their_defaults_are_accepted():
    @records.dataclass(init=True, repr=True, unsafe_hash=False, kw_only=False, match_args=True)
    class C:
        a: int
    assert repr(C(1)).endswith(".<locals>.C(a=1)")


def test_post_init_runs_and_a_class_method_of_its_own_wins():
    @records.dataclass(frozen=True)
    class C:
        a: int
        b: int = 2

        def __post_init__(self):
            object.__setattr__(self, "b", self.a * 10)

        def __repr__(self):
            return "mine"
    assert (C(3).b, repr(C(3)), C(3) == C(3, 5)) == (30, "mine", True)


def test_type_checkers_see_a_dataclass_transform_and_typing_stays_unloaded():
    assert records.dataclass.__dataclass_transform__ == {"field_specifiers": (records.field,)}
    code = "import sys, refcli.kernel.records; print(sorted({'typing', 'dataclasses'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == "[]\n"
