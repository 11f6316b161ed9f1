"""Value classes declared as dataclasses are, built without compiling code at import.

``dataclasses.dataclass`` writes each class's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__`` and
frozen ``__setattr__`` as source text and compiles it, and importing ``dataclasses`` loads ``inspect`` and
``ast``: measured on a one-shot `refcli deal` at hand 500, the standard decorator on refcli's classes cost
about 17 ms (7.6 ms importing the module, the rest making the classes), a third of what importing click costs.
``dataclass`` here makes the same methods, shared by every class and reading the field names the class
keeps, so declaring a class costs a few microseconds.

It is exact for what it implements and refuses the rest, at the class statement, with one line naming it:
the options frozen, order, slots and eq; ``field(default=, default_factory=, repr=, hash=, compare=,
metadata=)``; ``__post_init__``; ClassVar annotations (skipped). Refused: any base class (fields are not
inherited), every other option of either function (init=False, kw_only, unsafe_hash, ...), InitVar and
KW_ONLY, and whatever dataclasses itself refuses (a field without a default after one with, a mutable
default, order without eq, a class that writes its own ordering or frozen methods). tests/test_records.py
compares it with ``dataclasses`` on generated classes.

The classes stay dataclasses to the rest of Python: ``__dataclass_fields__`` holds the Field objects of a
real dataclass with the same fields (made the first time they are read), so ``dataclasses.replace``,
``fields``, ``asdict`` and ``is_dataclass`` work on them; and type checkers see ``dataclass`` as one
(``typing.dataclass_transform``, declared for them only: typing is not imported at run time). The
``dataclasses`` module itself (and ``copy``, which it loads) is imported only when one of those asks for
the Field objects, or an assignment is refused: `status` and `balances` never do.
"""

from __future__ import annotations

import sys
from operator import attrgetter

# Read by type checkers only (they take any name TYPE_CHECKING as true): importing typing costs a one-shot
# command ~3 ms that nothing at run time needs.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, dataclass_transform
else:
    def dataclass_transform(**kwargs):
        def mark(f):
            f.__dataclass_transform__ = kwargs     # what typing.dataclass_transform records
            return f
        return mark

__all__ = ["dataclass", "field"]

_object_setattr = object.__setattr__


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


_NO = _Missing()      # no default given (dataclasses.MISSING, without importing dataclasses)


class _Spec:
    """What ``field(...)`` said of one field, until the class's dataclasses.Field objects are asked for."""

    __slots__ = ("default", "default_factory", "repr", "hash", "compare", "metadata")

    def __init__(self, default: Any = _NO, default_factory: Any = _NO, repr: bool = True, hash: bool | None = None,
                 compare: bool = True, metadata: Any = None) -> None:
        if default is not _NO and default_factory is not _NO:
            raise ValueError("cannot specify both default and default_factory")
        self.default, self.default_factory, self.repr = default, default_factory, repr
        self.hash, self.compare, self.metadata = hash, compare, metadata


def _refuse(what: str) -> TypeError:
    return TypeError(f"refcli.kernel.records does not implement {what}: use dataclasses.dataclass for such a class")


def field(*, default: Any = _NO, default_factory: Any = _NO, init: bool = True, repr: bool = True,
          hash: bool | None = None, compare: bool = True, metadata: Any = None, kw_only: Any = False) -> Any:
    """``dataclasses.field``, for classes made with ``dataclass`` here (init=False and kw_only refused)."""
    if not init:
        raise _refuse("field(init=False)")
    if kw_only is not False:
        raise _refuse("field(kw_only=...)")
    return _Spec(default, default_factory, repr, hash, compare, metadata)


def _spec_of(value: Any) -> _Spec:
    """A class attribute as a field's spec: ours, a dataclasses.field() (its module is loaded then), or a
    plain default."""
    if isinstance(value, _Spec):
        return value
    dc = sys.modules.get("dataclasses")
    if dc is not None and isinstance(value, dc.Field):
        def mine(x: Any) -> Any:
            return _NO if x is dc.MISSING else x
        if not value.init:
            raise _refuse("field(init=False)")
        if value.kw_only not in (dc.MISSING, False):
            raise _refuse("field(kw_only=...)")
        return _Spec(mine(value.default), mine(value.default_factory), value.repr, value.hash, value.compare,
                     value.metadata)
    return _Spec(default=value)


class _Fields:
    """A class's ``__dataclass_fields__`` and ``__dataclass_params__``: those of a real dataclass declared
    with the same fields and options, made the first time either is read (by dataclasses.fields, replace,
    asdict, is_dataclass), then kept on the class in place of this."""

    def __init__(self, owner: type, specs: dict[str, tuple[_Spec, object]], options: dict[str, bool],
                 name: str) -> None:
        self.owner, self.specs, self.options, self.name = owner, specs, options, name

    def __get__(self, obj: object, cls: type | None = None) -> Any:
        import dataclasses
        ns: dict[str, Any] = {"__annotations__": {}, "__module__": self.owner.__module__}
        for name, (spec, annotation) in self.specs.items():
            def theirs(x: Any) -> Any:
                return dataclasses.MISSING if x is _NO else x
            ns["__annotations__"][name] = annotation
            ns[name] = dataclasses.field(default=theirs(spec.default),
                                         default_factory=theirs(spec.default_factory), repr=spec.repr,
                                         hash=spec.hash, compare=spec.compare, metadata=spec.metadata)
        twin: type = dataclasses.dataclass(type(self.owner.__name__, (), ns), **self.options)
        for name in ("__dataclass_fields__", "__dataclass_params__"):
            type.__setattr__(self.owner, name, twin.__dict__[name])
        return self.owner.__dict__[self.name]


def _frozen(message: str) -> Exception:
    from dataclasses import FrozenInstanceError
    return FrozenInstanceError(message)



@dataclass_transform(field_specifiers=(field,))
def dataclass(cls: type | None = None, /, *, frozen: bool = False, order: bool = False, slots: bool = False,
              eq: bool = True, **others: Any) -> Any:
    """Make ``cls`` a dataclass as ``dataclasses.dataclass(cls, frozen=, order=, slots=, eq=)`` would; any
    other option is refused."""
    for name, value in others.items():
        if name not in ("init", "repr", "match_args") or value is not True:
            if name in ("unsafe_hash", "kw_only", "weakref_slot") and value is False:
                continue                # the default: nothing asked for
            raise _refuse(f"dataclass({name}={value!r})")
    if order and not eq:
        raise ValueError("eq must be true if order is true")

    def wrap(c: type) -> type:
        return _build(c, frozen, order, slots, eq)
    return wrap if cls is None else wrap(cls)


def _annotation_text(annotation: object) -> str:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "") or repr(annotation)
    # A quoted annotation under `from __future__ import annotations` is a string holding quotes.
    return text.strip("'\"").removeprefix("typing.").removeprefix("dataclasses.")


def _build(cls: Any, frozen: bool, order: bool, slots: bool, eq: bool) -> type:
    # ``cls`` is Any to the type checker: its methods are written onto it here, which is the point.
    fielded = [b for b in cls.__mro__[1:-1] if vars(b).get("__annotations__") or hasattr(b, "__dataclass_fields__")]
    if fielded:
        # A base's fields would have to come first in __init__, eq, repr...: not implemented. A base of methods
        # alone (a hand's state part: refcli/table/state.py) adds no field.
        raise _refuse(f"a base class ({', '.join(b.__name__ for b in cls.__bases__)} of {cls.__name__})")
    own = cls.__dict__
    specs: dict[str, tuple[_Spec, object]] = {}
    defaulted = None
    for name, annotation in own.get("__annotations__", {}).items():
        text = _annotation_text(annotation)
        if text.startswith("ClassVar"):
            continue
        if text.startswith(("InitVar", "KW_ONLY")) or type(annotation).__name__ == "InitVar":
            raise _refuse(f"{text.split('[')[0]} (field {name!r} of {cls.__name__})")
        given = own.get(name, _NO)
        f = _spec_of(given)
        if f.default is not _NO and type(f.default).__hash__ is None:
            raise ValueError(f"mutable default {type(f.default)} for field {name} is not allowed: use "
                             "default_factory")
        if f.default is _NO and f.default_factory is _NO:
            if defaulted is not None:
                raise TypeError(f"non-default argument {name!r} follows default argument")
        else:
            defaulted = name
        specs[name] = (f, annotation)
        # As a dataclass does: a plain default stays a class attribute, a field() object does not (its
        # default, when it has one, takes its place).
        if given is not _NO and f.default is not given:
            if f.default is _NO:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
    fields = {name: spec for name, (spec, _) in specs.items()}
    names = tuple(fields)
    compared = tuple(n for n, f in fields.items() if f.compare)
    hashed = tuple(n for n, f in fields.items() if (f.compare if f.hash is None else f.hash))
    shown = tuple(n for n, f in fields.items() if f.repr)
    if order:
        for op in ("__lt__", "__le__", "__gt__", "__ge__"):
            if op in own:
                raise TypeError(f"Cannot overwrite attribute {op} in class {cls.__name__}. Consider using "
                                "functools.total_ordering")
    if frozen:
        for op in ("__setattr__", "__delattr__"):
            if op in own:
                raise TypeError(f"Cannot overwrite attribute {op} in class {cls.__name__}")

    if slots:
        if "__slots__" in own:
            raise TypeError(f"{cls.__name__} already specifies __slots__")
        cls = _with_slots(cls, names, frozen)

    options = {"frozen": frozen, "order": order, "eq": eq}
    for name in ("__dataclass_fields__", "__dataclass_params__"):
        setattr(cls, name, _Fields(cls, specs, options, name))
    if "__match_args__" not in cls.__dict__:
        setattr(cls, "__match_args__", names)  # noqa: B010 (a type checker refuses the assignment's name)
    post_init = getattr(cls, "__post_init__", None) is not None
    _set(cls, "__init__", _make_init(cls, fields, names, post_init))
    _set(cls, "__repr__", _make_repr(shown))
    if eq:
        _set(cls, "__eq__", _make_compare(compared, "__eq__"))
    if order:
        for op in ("__lt__", "__le__", "__gt__", "__ge__"):
            _set(cls, op, _make_compare(compared, op))
    # dataclasses' rule for __hash__ (eq=True, unsafe_hash=False): frozen makes one from the fields, a
    # mutable class is unhashable, and a __hash__ the class wrote itself is kept.
    class_hash = cls.__dict__.get("__hash__", _NO)
    explicit = not (class_hash is _NO or (class_hash is None and "__eq__" in cls.__dict__))
    if eq and not explicit:
        cls.__hash__ = _make_hash(hashed) if frozen else None
    if frozen:
        field_names = frozenset(names)

        def __setattr__(self: Any, name: str, value: Any) -> None:
            if type(self) is cls or name in field_names:
                raise _frozen(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self: Any, name: str) -> None:
            if type(self) is cls or name in field_names:
                raise _frozen(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)

        fn: Any
        for fn in (__setattr__, __delattr__):
            fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
            setattr(cls, fn.__name__, fn)
    made: type = cls
    return made


def _set(cls: type, name: str, fn: Any) -> None:
    if name not in cls.__dict__:      # a method the class wrote itself wins, as with a dataclass
        fn.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, fn)


def _with_slots(cls: type, names: tuple[str, ...], frozen: bool) -> Any:
    """The class again with ``__slots__`` for its fields (slots cannot be added to a class once made)."""
    ns = dict(cls.__dict__)
    for name in names:
        ns.pop(name, None)
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    ns["__slots__"] = names
    new: Any = type(cls)(cls.__name__, cls.__bases__, ns)
    new.__qualname__ = cls.__qualname__
    if frozen:
        # copy and pickle set the slots back with plain setattr, which a frozen class refuses.
        def __getstate__(self: object) -> list[Any]:
            return [getattr(self, name) for name in names]

        def __setstate__(self: object, state: list[Any]) -> None:
            for name, value in zip(names, state):
                _object_setattr(self, name, value)
        new.__getstate__, new.__setstate__ = __getstate__, __setstate__
    return new


def _make_init(cls: Any, fields: dict[str, _Spec], names: tuple[str, ...], post_init: bool) -> Callable[..., None]:
    n = len(names)
    index = {name: i for i, name in enumerate(names)}
    defaults = {k: f.default for k, f in fields.items() if f.default is not _NO}
    factories = {k: f.default_factory for k, f in fields.items() if f.default_factory is not _NO}
    qual = cls.__qualname__
    slotted = "__slots__" in cls.__dict__

    # Python's words for too many arguments: "takes 2 positional arguments", "takes from 1 to 3 ...".
    least = 1 + sum(1 for name in names if name not in defaults and name not in factories)
    takes = (f"{n + 1} positional argument{'s' if n else ''}" if least == n + 1 else
             f"from {least} to {n + 1} positional arguments")

    def bind(args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Any]:
        if len(args) > n:
            raise TypeError(f"{qual}.__init__() takes {takes} but {len(args) + 1} were given")
        for k in kwargs:
            i = index.get(k)
            if i is None:
                raise TypeError(f"{qual}.__init__() got an unexpected keyword argument '{k}'")
            if i < len(args):
                raise TypeError(f"{qual}.__init__() got multiple values for argument '{k}'")
        values = list(args)
        missing = [name for name in names[len(args):]
                   if name not in kwargs and name not in defaults and name not in factories]
        if missing:
            raise TypeError(f"{qual}.__init__() {_missing(missing)}")
        for name in names[len(args):]:
            if name in kwargs:
                values.append(kwargs[name])
            elif name in defaults:
                values.append(defaults[name])
            else:
                values.append(factories[name]())
        return values

    # A class made many times (cards, postings, actions in a long script) gets an __init__ compiled for
    # its fields after its first few instances: as fast as a dataclass's, and never compiled by a
    # one-shot command that makes only a few.
    made = [0]

    def compiled() -> Callable[..., None]:
        fast = _compile_init(qual, names, defaults, factories, slotted, post_init)
        cls.__init__ = fast
        return fast

    if slotted:
        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            made[0] += 1
            if made[0] > _COMPILE_AFTER:
                return compiled()(self, *args, **kwargs)
            for name, value in zip(names, args if len(args) == n and not kwargs else bind(args, kwargs)):
                _object_setattr(self, name, value)
            if post_init:
                self.__post_init__()
    else:
        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            made[0] += 1
            if made[0] > _COMPILE_AFTER:
                return compiled()(self, *args, **kwargs)
            # The instance's dict in field order, as a dataclass's __init__ leaves it.
            self.__dict__.update(zip(names, args if len(args) == n and not kwargs else bind(args, kwargs)))
            if post_init:
                self.__post_init__()
    return __init__


_COMPILE_AFTER = 24


def _missing(names: list[str]) -> str:
    """Python's words for required arguments not given ("missing 2 required positional arguments: 'a' and
    'b'")."""
    quoted = [f"'{n}'" for n in names]
    if len(quoted) == 1:
        listed = quoted[0]
    elif len(quoted) == 2:
        listed = " and ".join(quoted)
    else:
        listed = ", ".join(quoted[:-1]) + ", and " + quoted[-1]
    return f"missing {len(names)} required positional argument{'s' if len(names) > 1 else ''}: {listed}"


def _compile_init(qual: str, names: tuple[str, ...], defaults: dict[str, Any], factories: dict[str, Any],
                  slotted: bool, post_init: bool) -> Callable[..., None]:
    """The __init__ a dataclass would have for these fields, compiled (see _make_init)."""
    scope: dict[str, Any] = {"_set": _object_setattr, "_NO": _NO}
    params, body = [], []
    for name in names:
        if name in defaults:
            scope[f"_d_{name}"] = defaults[name]
            params.append(f"{name}=_d_{name}")
        elif name in factories:
            scope[f"_f_{name}"] = factories[name]
            params.append(f"{name}=_NO")
            body.append(f" if {name} is _NO: {name} = _f_{name}()")
        else:
            params.append(name)
    if slotted:
        body += [f" _set(self, {name!r}, {name})" for name in names]
    elif names:
        body.append(" d = self.__dict__")
        body += [f" d[{name!r}] = {name}" for name in names]
    if post_init:
        body.append(" self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or [" pass"]) + "\n"
    exec(source, scope)
    fn: Callable[..., None] = scope["__init__"]
    fn.__qualname__ = f"{qual}.__init__"
    return fn


def _make_repr(names: tuple[str, ...]) -> Callable[[object], str]:
    def __repr__(self: object) -> str:
        return f"{type(self).__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in names)})"
    return __repr__


def _values(names: tuple[str, ...]) -> Callable[[object], Any]:
    """A function giving the tuple of those fields' values (a dataclass compares and hashes that tuple)."""
    if not names:
        return lambda self: ()
    if len(names) == 1:
        name = names[0]
        return lambda self: (getattr(self, name),)
    return attrgetter(*names)


def _make_compare(names: tuple[str, ...], op: str) -> Callable[[object, object], Any]:
    values = _values(names)
    compare = getattr(tuple, op)

    def method(self: object, other: object) -> Any:
        if other.__class__ is self.__class__:
            return compare(values(self), values(other))
        return NotImplemented
    method.__name__ = op
    return method


def _make_hash(names: tuple[str, ...]) -> Callable[[object], int]:
    values = _values(names)

    def __hash__(self: object) -> int:
        return hash(values(self))
    return __hash__
