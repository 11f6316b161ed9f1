"""YAML text read into a node tree within limits, where each node was written, and its shape checked.

The tree is composed here from the safe parser's events (never yaml.compose, which recurses): depth, items
per list or mapping, file size, duplicate keys, tags and aliases are all checked, each refusal a one-line
RulesetError naming the file, line and field. yaml is imported inside functions so importing this is cheap.
"""

from __future__ import annotations

import re

from ..kernel.records import dataclass
from ..kernel.errors import RulesetError
from ..kernel.safetext import shown
from .messages import suggest

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing: the names below are for annotations
if TYPE_CHECKING:
    from typing import NoReturn

MAX_FILE_BYTES = 256 * 1024
MAX_DEPTH = 24          # our deepest schema path is variants.x.house.declaration.both_tie (6 levels)
MAX_ITEMS = 64          # any one list or mapping; keeps alias fan-out from multiplying work
MAX_DIGITS = 20         # no setting needs a longer number; int() of thousands of digits is slow or refused

TAG = "tag:yaml.org,2002:"
_LONG_DIGITS = re.compile(r"[0-9][0-9_]{%d,}" % MAX_DIGITS)
_NUMBER_TAGS = (TAG + "int", TAG + "float")
_PLAIN_TAGS = {TAG + t for t in ("str", "int", "float", "bool", "null", "seq", "map")}


@dataclass(frozen=True)
class At:
    """Where a setting was written: names the file, line and field in an error."""

    label: str
    line: int | None
    field: str


class Invalid(Exception):
    """A check across settings failed; the caller knows whether it is a file's fault or a combination's."""

    def __init__(self, at: At | None, problem: str):
        super().__init__(problem)
        self.at, self.problem = at, problem


class Ctx:
    def __init__(self, label: str):
        self.label = label

    def err(self, node, fld: str, problem: str) -> NoReturn:
        raise RulesetError(self.label, _line(node), fld, problem)

    def at(self, node, fld: str) -> At:
        return At(self.label, _line(node), fld)


def _line(node) -> int | None:
    return node.start_mark.line + 1 if node is not None and node.start_mark is not None else None


# The start of pyyaml's Reader.NON_PRINTABLE: a character class of most of Unicode, which pyyaml compiles when
# it is imported (7-20 ms, the largest single cost of `run` or `game` before any game is read). Only pyyaml's
# pure-Python reader uses it; refcli parses with libyaml (CSafeLoader) when pyyaml has it.
_NON_PRINTABLE = "[^\x09\x0A\x0D\x20-\x7E\x85"


def _import_yaml():
    """``import yaml``, with that one pattern compiled the first time it is used instead (by the pure-Python
    reader, when libyaml is missing): what pyyaml does is otherwise unchanged."""
    import sys
    found = sys.modules.get("yaml")
    if found is not None:
        return found
    import re
    from ..kernel.lazyre import Later
    compile_now = re.compile

    def compile_later(pattern, flags=0):
        if isinstance(pattern, str) and pattern.startswith(_NON_PRINTABLE):
            return Later(pattern, flags)
        return compile_now(pattern, flags)
    re.compile = compile_later
    try:
        import yaml
    finally:
        re.compile = compile_now
    return yaml


def _refused_before(prefix: str, label: str) -> None:
    """Raise refcli's own refusal of the text before a YAML error, where it has one.

    libyaml 0.2.6 (in PyYAML's wheels from 6.0.4) refuses flow collections nested 1,000 deep while it scans
    ahead, before it hands over the events in which refcli counts depth (and checks keys, tags and numbers);
    older versions hand them over. So the text up to the parser's error is read again, and a fault refcli
    finds there ('nested too deeply' at 25 levels) is the one named, whatever the PyYAML or libyaml version.
    Only a text already refused pays for the second reading.
    """
    try:
        _compose(prefix, label, _prefix=True)
    except RulesetError as err:
        if not err.problem.startswith("not valid YAML"):
            raise err from None


def _compose(text: str, label: str, _prefix: bool = False):
    """Build the node tree from parser events, without recursion.

    yaml.compose recurses in C and crashes the interpreter on deeply nested flow input, so the tree is
    built here with a depth limit, a duplicate-key check (the safe loader silently keeps the last one),
    no merge keys and no cycles (an anchor is usable only once its node is complete).
    """
    yaml = _import_yaml()
    from yaml import events as ev
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    loader = (getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader)(text)
    ctx = Ctx(label)
    stack: list[list] = []   # [node, pending key node or None, {key text: line}, last key text]
    anchors: dict = {}
    opened: dict = {}
    root = None
    documents = 0

    def place(node) -> None:
        nonlocal root
        if not stack:
            root = node
            return
        frame = stack[-1]
        parent = frame[0]
        if isinstance(parent, SequenceNode):
            parent.value.append(node)
        elif frame[1] is None:
            where = _path(stack[:-1])
            if not isinstance(node, ScalarNode):
                ctx.err(node, where, "a key must be plain text, not a list or a mapping")
            if node.tag == TAG + "merge":
                ctx.err(node, where, "merge keys (<<) are not supported: write the keys out")
            first = frame[2].get(node.value)
            if first is not None:
                ctx.err(node, where, f"duplicate key '{shown(node.value)}' (first at line {first})")
            frame[2][node.value] = _line(node)
            frame[1] = node
            frame[3] = node.value
        else:
            parent.value.append((frame[1], node))
            frame[1] = None
        if len(parent.value) > MAX_ITEMS:
            ctx.err(node, _path(), f"more than {MAX_ITEMS} items")

    def _path(frames=None) -> str:
        return ".".join(f[3] for f in (stack if frames is None else frames) if f[3] is not None)

    def check_tag(tag, e) -> None:
        if tag is not None and tag != "!" and tag not in _PLAIN_TAGS:
            quoted = shown(tag.replace(TAG, "!!"), 60)
            raise RulesetError(label, e.start_mark.line + 1, _path(), f"unsupported tag '{quoted}'")

    def check_digits(e, tag) -> None:
        # Every number in a ruleset is read from its digits somewhere ('1/9999...', 'standard+jokers:9999...',
        # a 0x..., 0b... or 1:2:3 integer), so a long one is refused here, once, before any int() sees it.
        run = _LONG_DIGITS.search(e.value)
        if run or (tag in _NUMBER_TAGS and len(e.value) > MAX_DIGITS):
            frame = stack[-1] if stack else None
            is_key = frame is not None and isinstance(frame[0], MappingNode) and frame[1] is None
            where = _path(stack[:-1]) if is_key else _path()
            size = len(run.group().replace("_", "")) if run else len(e.value)
            raise RulesetError(label, e.start_mark.line + 1, where,
                               f"a number {size} characters long is out of range")

    try:
        while loader.check_event():
            e = loader.get_event()
            if isinstance(e, ev.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise RulesetError(label, e.start_mark.line + 1, "",
                                       "the file holds more than one YAML document (---)")
            elif isinstance(e, ev.ScalarEvent):
                check_tag(e.tag, e)
                tag = e.tag if e.tag not in (None, "!") else loader.resolve(ScalarNode, e.value, e.implicit)
                check_digits(e, tag)
                node = ScalarNode(tag, e.value, e.start_mark, e.end_mark, e.style)
                place(node)
                if e.anchor:
                    anchors[e.anchor] = node
            elif isinstance(e, (ev.SequenceStartEvent, ev.MappingStartEvent)):
                check_tag(e.tag, e)
                seq = isinstance(e, ev.SequenceStartEvent)
                cls = SequenceNode if seq else MappingNode
                tag = e.tag if e.tag not in (None, "!") else loader.resolve(cls, None, e.implicit)
                node = cls(tag, [], e.start_mark, None, e.flow_style)
                place(node)
                if len(stack) >= MAX_DEPTH:
                    raise RulesetError(label, e.start_mark.line + 1, _path(), "nested too deeply")
                stack.append([node, None, {}, None])
                if e.anchor:
                    opened[id(node)] = e.anchor
            elif isinstance(e, (ev.SequenceEndEvent, ev.MappingEndEvent)):
                node = stack.pop()[0]
                anchor = opened.pop(id(node), None)
                if anchor:
                    anchors[anchor] = node
            elif isinstance(e, ev.AliasEvent):
                node = anchors.get(e.anchor)
                if node is None:
                    raise RulesetError(label, e.start_mark.line + 1, _path(),
                                       f"unknown or unfinished alias '*{shown(e.anchor)}'")
                place(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        if mark is not None and not _prefix:
            _refused_before(text[:mark.index], label)
        problem = exc.problem or exc.context or "cannot be read"
        raise RulesetError(label, mark.line + 1 if mark else None, "", f"not valid YAML: {problem}") from None
    except yaml.YAMLError as exc:   # a reader error: a character YAML does not allow
        position = getattr(exc, "position", None)
        line = text.count("\n", 0, position) + 1 if isinstance(position, int) else None
        reason = getattr(exc, "reason", None) or "cannot be read"
        raise RulesetError(label, line, "", f"not valid YAML: {reason}") from None
    finally:
        loader.dispose()
    return root


def _read_bounded(path: str, label: str) -> bytes:
    """A regular file's bytes, at most MAX_FILE_BYTES + 1 of them (refcli/kernel/files.py: a FIFO or a device
    named as a ruleset is refused before anything is read)."""
    from ..kernel.files import NotRegularFile, read_regular
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except NotRegularFile:
        raise RulesetError(label, None, "", "not a regular file") from None
    except OSError as exc:
        raise RulesetError(label, None, "", f"cannot be read ({exc.strerror or exc})") from None


def read_root(path: str, label: str):
    data = _read_bounded(path, label)
    if len(data) > MAX_FILE_BYTES:
        raise RulesetError(label, None, "", f"the file is larger than {MAX_FILE_BYTES // 1024} KiB")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise RulesetError(label, line, "", "not UTF-8 text") from None
    root = _compose(text, label)
    if root is None or (root.tag == TAG + "null"):
        raise RulesetError(label, None, "", "the file is empty")
    if root.tag != TAG + "map":
        raise RulesetError(label, _line(root), "",
                           f"the file must be a mapping of keys (like name: ...), not {node_kind(root)}")
    return root


# --- node shapes ------------------------------------------------------------------------------------------

def node_kind(node) -> str:
    tag = node.tag
    if tag == TAG + "map":
        return "a mapping"
    if tag == TAG + "seq":
        return "a list"
    if tag == TAG + "null":
        return "nothing"
    return f"'{shown(node.value)}'"


def read_pairs(node, ctx: Ctx, fld: str) -> list:
    if node.tag != TAG + "map":
        ctx.err(node, fld, f"expected a mapping (key: value lines), got {node_kind(node)}")
    return node.value


def read_items(node, ctx: Ctx, fld: str, what: str = "a list") -> list:
    if node.tag != TAG + "seq":
        ctx.err(node, fld, f"expected {what}, got {node_kind(node)}")
    return node.value


def read_scalar(node, ctx: Ctx, fld: str, what: str) -> str:
    if node.tag in (TAG + "map", TAG + "seq", TAG + "null"):
        ctx.err(node, fld, f"expected {what}, got {node_kind(node)}")
    return node.value


def unknown_key(knode, ctx: Ctx, fld: str, allowed) -> NoReturn:
    key = knode.value
    hint = suggest(key, allowed)
    if hint:
        ctx.err(knode, fld, f"unknown key '{shown(key)}' — did you mean {hint}?")
    ctx.err(knode, fld, f"unknown key '{shown(key)}' (keys: {', '.join(allowed)})")


def join_field(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key
