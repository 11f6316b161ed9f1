"""Value classes declared as dataclasses are, built without compiling code at import.

``dataclasses.dataclass`` writes each class's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__`` and
frozen ``__setattr__`` as source text and compiles it: about 0.5-2 ms a class, which made creating the
classes the largest part of what a one-shot command spent importing refcli. ``dataclass`` here is a
drop-in for the options refcli uses (frozen, order, slots, ``field(default=, default_factory=, hash=)``,
``__post_init__``): the same methods, shared by every class and reading the field names the class keeps,
so declaring a class costs a few microseconds.

The classes stay dataclasses to the rest of Python: they carry ``__dataclass_fields__`` with real
``dataclasses.Field`` objects, so ``dataclasses.replace``, ``fields``, ``asdict`` and ``is_dataclass`` work
on them as before. Frozen classes refuse assignment with ``dataclasses.FrozenInstanceError``; equality,
hashes (the hash of the tuple of the compared fields, as a dataclass's) and reprs are the same. The
``dataclasses`` module itself (and ``copy``, which it loads) is imported only when one of those asks for
the Field objects, or an assignment is refused: `status` and `balances` never do.
"""

from __future__ import annotations

import sys
from operator import attrgetter

__all__ = ["dataclass", "field"]

_object_setattr = object.__setattr__


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


_NO = _Missing()      # no default given (dataclasses.MISSING, without importing dataclasses)


class _Spec:
    """What ``field(...)`` said of one field, until the class's dataclasses.Field objects are asked for."""

    __slots__ = ("default", "default_factory", "init", "repr", "hash", "compare", "metadata", "kw_only")

    def __init__(self, default=_NO, default_factory=_NO, init=True, repr=True, hash=None, compare=True,
                 metadata=None, kw_only=_NO):
        if default is not _NO and default_factory is not _NO:
            raise ValueError("cannot specify both default and default_factory")
        self.default, self.default_factory, self.init, self.repr = default, default_factory, init, repr
        self.hash, self.compare, self.metadata, self.kw_only = hash, compare, metadata, kw_only


def field(*, default=_NO, default_factory=_NO, init=True, repr=True, hash=None, compare=True, metadata=None,
          kw_only=_NO):
    """``dataclasses.field``, for classes made with ``dataclass`` here."""
    return _Spec(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _spec_of(value) -> _Spec:
    """A class attribute as a field's spec: ours, a dataclasses.field() (its module is loaded then), or a
    plain default."""
    if isinstance(value, _Spec):
        return value
    dc = sys.modules.get("dataclasses")
    if dc is not None and isinstance(value, dc.Field):
        def mine(x):
            return _NO if x is dc.MISSING else x
        return _Spec(mine(value.default), mine(value.default_factory), value.init, value.repr, value.hash,
                     value.compare, value.metadata, mine(value.kw_only))
    return _Spec(default=value)


class _Fields:
    """A class's ``__dataclass_fields__``: the dataclasses.Field objects, made the first time they are read
    (by dataclasses.fields, replace, asdict, is_dataclass), then kept on the class in place of this."""

    def __init__(self, owner, specs: dict[str, tuple[_Spec, object]]) -> None:
        self.owner, self.specs = owner, specs

    def __get__(self, obj, cls=None) -> dict:
        import dataclasses
        made = {}
        for name, (spec, annotation) in self.specs.items():
            def theirs(x):
                return dataclasses.MISSING if x is _NO else x
            f = dataclasses.field(default=theirs(spec.default), default_factory=theirs(spec.default_factory),
                                  init=spec.init, repr=spec.repr, hash=spec.hash, compare=spec.compare,
                                  metadata=spec.metadata, kw_only=theirs(spec.kw_only))
            f.name, f.type = name, annotation
            f._field_type = dataclasses._FIELD    # what dataclasses.fields() and replace() look for
            made[name] = f
        type.__setattr__(self.owner, "__dataclass_fields__", made)
        return made


def _frozen(message: str):
    from dataclasses import FrozenInstanceError
    return FrozenInstanceError(message)


def dataclass(cls=None, /, *, frozen: bool = False, order: bool = False, slots: bool = False, eq: bool = True):
    """Make ``cls`` a dataclass as ``dataclasses.dataclass(cls, frozen=, order=, slots=, eq=)`` would."""
    def wrap(c):
        return _build(c, frozen, order, slots, eq)
    return wrap if cls is None else wrap(cls)


def _is_classvar(annotation) -> bool:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    return text.startswith(("ClassVar", "typing.ClassVar"))


def _build(cls, frozen: bool, order: bool, slots: bool, eq: bool):
    own = cls.__dict__
    specs: dict[str, tuple[_Spec, object]] = {}
    for name, annotation in own.get("__annotations__", {}).items():
        if _is_classvar(annotation):
            continue
        given = own.get(name, _NO)
        f = _spec_of(given)
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

    if slots:
        cls = _with_slots(cls, names, frozen)

    cls.__dataclass_fields__ = _Fields(cls, specs)
    cls.__match_args__ = names
    post_init = getattr(cls, "__post_init__", None) is not None
    _set(cls, "__init__", _make_init(cls, fields, names, post_init))
    if "__repr__" not in cls.__dict__:
        cls.__repr__ = _make_repr(names)
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

        def __setattr__(self, name, value):
            if type(self) is cls or name in field_names:
                raise _frozen(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in field_names:
                raise _frozen(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)

        for fn in (__setattr__, __delattr__):
            if fn.__name__ in cls.__dict__:
                raise TypeError(f"Cannot overwrite attribute {fn.__name__} in class {cls.__name__}")
            fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
            setattr(cls, fn.__name__, fn)
    return cls


def _set(cls, name: str, fn) -> None:
    if name not in cls.__dict__:      # a method the class wrote itself wins, as with a dataclass
        fn.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, fn)


def _with_slots(cls, names: tuple[str, ...], frozen: bool):
    """The class again with ``__slots__`` for its fields (slots cannot be added to a class once made)."""
    ns = dict(cls.__dict__)
    for name in names:
        ns.pop(name, None)
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    ns["__slots__"] = names
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    new.__qualname__ = cls.__qualname__
    if frozen:
        # copy and pickle set the slots back with plain setattr, which a frozen class refuses.
        def __getstate__(self):
            return [getattr(self, name) for name in names]

        def __setstate__(self, state):
            for name, value in zip(names, state):
                _object_setattr(self, name, value)
        new.__getstate__, new.__setstate__ = __getstate__, __setstate__
    return new


def _make_init(cls, fields: dict[str, _Spec], names: tuple[str, ...], post_init: bool):
    n = len(names)
    index = {name: i for i, name in enumerate(names)}
    defaults = {k: f.default for k, f in fields.items() if f.default is not _NO}
    factories = {k: f.default_factory for k, f in fields.items() if f.default_factory is not _NO}
    qual = cls.__qualname__
    slotted = "__slots__" in cls.__dict__

    def bind(args, kwargs) -> list:
        if len(args) > n:
            raise TypeError(f"{qual}.__init__() takes {n + 1} positional arguments but {len(args) + 1} were given")
        for k in kwargs:
            i = index.get(k)
            if i is None:
                raise TypeError(f"{qual}.__init__() got an unexpected keyword argument '{k}'")
            if i < len(args):
                raise TypeError(f"{qual}.__init__() got multiple values for argument '{k}'")
        values = list(args)
        for name in names[len(args):]:
            if name in kwargs:
                values.append(kwargs[name])
            elif name in defaults:
                values.append(defaults[name])
            elif name in factories:
                values.append(factories[name]())
            else:
                raise TypeError(f"{qual}.__init__() missing 1 required positional argument: '{name}'")
        return values

    # A class made many times (cards, postings, actions in a long script) gets an __init__ compiled for
    # its fields after its first few instances: as fast as a dataclass's, and never compiled by a
    # one-shot command that makes only a few.
    made = [0]

    def compiled():
        fast = _compile_init(qual, names, defaults, factories, slotted, post_init)
        cls.__init__ = fast
        return fast

    if slotted:
        def __init__(self, *args, **kwargs):
            made[0] += 1
            if made[0] > _COMPILE_AFTER:
                return compiled()(self, *args, **kwargs)
            for name, value in zip(names, args if len(args) == n and not kwargs else bind(args, kwargs)):
                _object_setattr(self, name, value)
            if post_init:
                self.__post_init__()
    else:
        def __init__(self, *args, **kwargs):
            made[0] += 1
            if made[0] > _COMPILE_AFTER:
                return compiled()(self, *args, **kwargs)
            # The instance's dict in field order, as a dataclass's __init__ leaves it.
            self.__dict__.update(zip(names, args if len(args) == n and not kwargs else bind(args, kwargs)))
            if post_init:
                self.__post_init__()
    return __init__


_COMPILE_AFTER = 24


def _compile_init(qual: str, names: tuple[str, ...], defaults: dict, factories: dict, slotted: bool,
                  post_init: bool):
    """The __init__ a dataclass would have for these fields, compiled (see _make_init)."""
    scope = {"_set": _object_setattr, "_NO": _NO}
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
    fn = scope["__init__"]
    fn.__qualname__ = f"{qual}.__init__"
    return fn


def _make_repr(names: tuple[str, ...]):
    def __repr__(self):
        return f"{type(self).__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in names)})"
    return __repr__


def _values(names: tuple[str, ...]):
    """A function giving the tuple of those fields' values (a dataclass compares and hashes that tuple)."""
    if not names:
        return lambda self: ()
    if len(names) == 1:
        name = names[0]
        return lambda self: (getattr(self, name),)
    return attrgetter(*names)


def _make_compare(names: tuple[str, ...], op: str):
    values = _values(names)
    compare = getattr(tuple, op)

    def method(self, other):
        if other.__class__ is self.__class__:
            return compare(values(self), values(other))
        return NotImplemented
    method.__name__ = op
    return method


def _make_hash(names: tuple[str, ...]):
    values = _values(names)

    def __hash__(self):
        return hash(values(self))
    return __hash__
