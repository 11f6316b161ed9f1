"""Fuzzed scripts, arguments and paths through the console entry point (``refcli.cli.main.main``).

Properties (SPEC §4, §6): the exit code is 0 or 1; stderr holds at most one line and never "internal error";
a script that fails names the line it failed at, counting \\n line ends only; nothing printed holds a control,
bidi or zero-width character; a quoted word is bounded, however long the word typed.
"""

from __future__ import annotations

import io
import os
import shutil
import sys
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from refcli.cli.main import main
from refcli.kernel.safetext import INVISIBLE

FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# What must never reach the terminal: C0 controls but newline, DEL, C1, bidi and zero-width characters.
UNSAFE = {chr(c) for c in range(0x20) if c != 0x0A} | {chr(c) for c in range(0x7F, 0xA0)} | {
    chr(c) for a, b in (("\u200b", "\u200f"), ("\u2028", "\u202e"), ("\u2060", "\u2064"), ("\u2066", "\u2069"))
    for c in range(ord(a), ord(b) + 1)} | {"\ufeff", "\u061c"}
assert set(INVISIBLE) <= UNSAFE | set("-")

# Characters an attacker reaches for: every line boundary Python knows, escapes, bidi, zero-width, NUL.
JUNK = ["\u2028", "\u2029", "\x85", "\x0c", "\x0b", "\r", "\x1c", "\x1d", "\x1e", "\x1b]0;x\x07", "\x1b[2J",
        "\x9b31m", "\u202e", "\u2066", "\u200b", "\ufeff", "\x00", "\x7f", "\t", "#", ",", "=", "\uff1d", "é"]
WORDS = ["end", "undo", "deal", "settle", "night Zed Yan", "bet Bob 1", "fold Bob", "game dots", "pay Ann 1"]
junk_text = st.lists(st.one_of(st.sampled_from(JUNK), st.sampled_from(WORDS), st.text(max_size=8)),
                     max_size=8).map("".join)


def invoke(args: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    fake_stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    with mock.patch.object(sys, "stdin", fake_stdin), redirect_stdout(out), redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


def assert_clean(code: int, out: str, err: str, allowed=(0, 1)) -> None:
    assert code in allowed, (code, err)
    assert err.count("\n") <= 1 and (err == "" or err.endswith("\n")), repr(err)
    assert "internal error" not in err and "Traceback" not in err, err
    assert not UNSAFE & set(out + err), repr((out, err))


class Scratch:
    """A folder of its own for one test (hypothesis runs many examples in one test function)."""

    def __enter__(self) -> str:
        self.path = tempfile.mkdtemp(prefix="refcli-fuzz-")
        return self.path

    def __exit__(self, *exc) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


# --- 1 and 2: scripts ----------------------------------------------------------------------------------------

HAND = ["night Ann Bob", "game seven-card-stud", "deal"]


@st.composite
def hostile_script(draw) -> tuple[bytes, int]:
    """A script whose payments carry junk reasons and whose last line is refused; maybe one line holds a byte
    that is not UTF-8. Returns the bytes and the line the run must stop at."""
    reasons = draw(st.lists(junk_text.filter(lambda t: "\n" not in t), max_size=5))
    lines = [line.encode() for line in HAND] + [f"pay Ann 1 {r}".encode() for r in reasons]
    lines.append(b"bet Bob 5")                                  # refused: more than the house's $1.00
    stop = len(lines)
    if draw(st.booleans()):
        at = draw(st.integers(0, len(lines) - 1))
        line = lines[at]
        cut = draw(st.integers(0, len(line)))
        lines[at] = line[:cut] + draw(st.sampled_from([b"\xff", b"\xe9", b"\xc0\xaf", b"\xed\xa0\x80"])) + line[cut:]
        stop = at + 1
    ending = draw(st.sampled_from([b"\n", b"\r\n"]))
    return ending.join(lines) + ending, stop


@FUZZ
@given(script=hostile_script(), json_out=st.booleans())
@example(script=("\n".join(HAND + ["pay Ann 1 x\u2028end", "pay Ann 1 y\x0cundo", "bet Bob 5"]).encode() + b"\n", 6),
         json_out=False)
def test_fuzzed_scripts_stop_at_the_right_line_in_one_line(script, json_out):
    data, stop = script
    with Scratch() as folder:
        path = os.path.join(folder, "night.txt")
        with open(path, "wb") as f:
            f.write(data)
        args = ["run", path] + (["--json"] if json_out else [])
        code, out, err = invoke(args)
        assert_clean(code, out, err, allowed=(1,))
        assert err.startswith(f"line {stop}: "), (err, stop)
        code2, out2, err2 = invoke(["run", "-"] + args[2:], stdin=data)
        assert (code2, err2) == (code, err)


# --- 2 and 4: one-shot arguments ---------------------------------------------------------------------------

def _undecodable(raw: bytes) -> str:
    return raw.decode("utf-8", "surrogateescape")          # what Python makes of argv bytes that are not UTF-8


arg = st.one_of(
    junk_text,
    st.sampled_from(["Ann", "Bob", "1", ".50", "Ah", "10d", "jk", "high", "waived", "-h"]),
    st.binary(max_size=8).map(_undecodable),
    st.tuples(st.sampled_from(["x", "\x1b[31m", "\u202e", "é"]), st.integers(50, 3000)).map(lambda t: t[0] * t[1]),
)
VERB = st.sampled_from(["night", "game", "deal", "up", "down", "board", "bet", "check", "call", "raise", "fold",
                        "pay", "declare", "show", "settle", "penalty", "undo", "balances", "status", "take",
                        "pass", "indicator", "flush", "buyout", "eval", "rules", "report",
                        "maxbet", "card", "wager", "hit", "stay", "swap"])     # 7½


_TEMPLATE: list[str] = []


def _dealt_store() -> str:
    """A store with hand 1 just dealt, made once and copied for each example (each command syncs to disk)."""
    if not _TEMPLATE:
        folder = tempfile.mkdtemp(prefix="refcli-fuzz-template-")
        db = os.path.join(folder, "dealt.db")
        for line in HAND:
            assert invoke(["--db", db, *line.split()])[0] == 0
        _TEMPLATE.append(db)
        import atexit
        atexit.register(shutil.rmtree, folder, True)
    return _TEMPLATE[0]


@FUZZ
@given(verb=VERB, args=st.lists(arg, max_size=5))
@example(verb="pay", args=["Ann", "1", _undecodable(b"caf\xe9")])
@example(verb="eval", args=["\x1b]0;x\x07"])
@example(verb="night", args=["Ann", "B\u202eob"])
def test_fuzzed_one_shot_arguments_give_one_clean_line(verb, args):
    with Scratch() as folder:
        db = os.path.join(folder, "night.db")
        shutil.copy(_dealt_store(), db)
        code, out, err = invoke(["--db", db, verb, *args])
        # The table's verbs answer 0 or 1; the other commands' own options may also be a usage error (2).
        assert_clean(code, out, err, allowed=(0, 1, 2) if verb in ("eval", "rules", "report") else (0, 1))
        if err:
            assert len(err) < 400, err                      # a quoted word is cut, however long it was


# --- 4: paths and words quoted back ------------------------------------------------------------------------

name = st.one_of(junk_text, st.binary(min_size=1, max_size=12).map(_undecodable),
                 st.tuples(st.sampled_from(["d", "\x1b[1m"]), st.integers(100, 2000)).map(lambda t: t[0] * t[1]))


@FUZZ
@given(option=st.sampled_from(["--db", "--house", "--rulesets", "run", "game"]), text=name)
@example(option="--house", text="\x1b[31mhouse.yaml")
@example(option="--db", text="\x1b]0;pwned\x07")
def test_fuzzed_paths_and_names_are_quoted_sanitised(option, text):
    with Scratch() as folder:
        # A path stays inside the scratch folder: no separators, and a name the file system can hold.
        safe = text.replace("/", "_").replace("\x00", "_")[:200] or "_"
        path = os.path.join(folder, safe)
        if option == "--db":
            args = ["--db", path, "status"]
        elif option == "--house":
            args = ["--house", path, "rules", "seven-card-stud"]
        elif option == "--rulesets":
            args = ["--rulesets", path, "rules"]
        elif option == "run":
            args = ["run", path]
        else:
            args = ["--db", os.path.join(folder, "n.db"), "game", text]
            invoke(["--db", args[1], "night", "Ann", "Bob"])
        code, out, err = invoke(args)
        assert_clean(code, out, err, allowed=(0, 1, 2))
        if err:
            assert len(err) < 400, err
