"""A flow must wait for the table: a loop that can go round without a typed line is refused where it is written,
a flow fanned out by YAML aliases is refused before it is built, and a loop that slips past the loader stops
the command with one clear line instead of spinning."""

from __future__ import annotations

import pytest

from refcli.kernel.errors import RefereeError, RulesetError
from refcli.cli.main import main
from refcli.rules.loader import load_game
from refcli.night.session import Session
from refcli.log.store import Store
from tablekit import Table

HEAD = "id: x\nname: X\nplayers: {min: 2, max: 4}\npots: [{kind: high, share: 1}]\n"


@pytest.fixture
def rulesets(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rules" / "games").mkdir(parents=True)
    return tmp_path / "rules"


def refusal(rulesets, flow: str) -> str:
    (rulesets / "games" / "x.yaml").write_text(HEAD + flow, encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_game("x", ["rules"])
    return str(err.value)


# The issue's flow, and the same with a repeat of each of the steps that do not wait on every round.
NEVER_WAITS = [
    ("[ante]", "ante"),
    ("[{deal: [down]}]", "deal"),
    ("[show]", "show"),
    ("[declare]", "declare"),
    ("[blinds]", "blinds"),
    ("[{each: {steps: [show]}}]", "each"),
    ("[ante, show, declare]", "ante, show, declare"),
]


@pytest.mark.parametrize("body, named", NEVER_WAITS, ids=[b for b, _ in NEVER_WAITS])
def test_a_repeat_that_never_waits_is_refused_with_file_line_and_field(rulesets, body, named):
    flow = f"flow: [ante, {{deal: [down, down]}}, {{repeat: {{steps: {body}, until: everyone-locked}}}}, show, settle]\n"
    assert refusal(rulesets, flow) == (
        f"rules/games/x.yaml:5: flow[2].repeat: its steps ({named}) never wait for a typed line, so it could go "
        "round forever: put in a step that waits, like bet")


def test_a_nested_repeat_does_not_count_as_waiting(rulesets):
    # The inner loop's condition may hold from the start: then nothing in the outer loop waits.
    flow = ("flow:\n  - ante\n  - deal: [down, down]\n  - repeat:\n      steps:\n        - ante\n"
            "        - repeat: {steps: [bet], until: one-left}\n      until: everyone-locked\n  - show\n  - settle\n")
    assert refusal(rulesets, flow) == (
        "rules/games/x.yaml:8: flow[2].repeat: its steps (ante, repeat) never wait for a typed line, so it could "
        "go round forever: put in a step that waits, like bet")


def test_loops_that_wait_load_as_before(rulesets):
    for game in ("pat-hand", "no-peek", "seven-and-a-half", "five-and-a-half"):
        assert load_game(game).steps
    flow = ("flow: [ante, {deal: [down, down]}, {repeat: {steps: [ante, {each: {steps: [{bet: {opens: current}}]}}],"
            " until: one-left}}, show, settle]\n")
    (rulesets / "games" / "x.yaml").write_text(HEAD + flow, encoding="utf-8")
    assert [s.kind for s in load_game("x", ["rules"]).steps][2] == "repeat"


def alias_bomb(levels: int, width: int) -> str:
    """Each level a repeat holding the level below `width` times: width**levels steps from a few hundred bytes."""
    lines = ["flow:", "  - ante", "  - deal: [down, down]", "  - &l0 bet"]
    for n in range(1, levels + 1):
        inner = ", ".join(["bet"] + [f"*l{n - 1}"] * width)
        lines.append(f"  - &l{n} {{repeat: {{steps: [{inner}], until: one-left}}}}")
    return "\n".join(lines + ["  - show", "  - settle"]) + "\n"


def test_an_alias_bomb_in_a_flow_is_refused_before_it_is_built(rulesets):
    text = alias_bomb(5, 40)
    assert len(text) < 2200           # the issue's 2 KB file: 40**5 steps once expanded
    message = refusal(rulesets, text)
    assert message == ("rules/games/x.yaml:6: flow: more than 1000 steps and parameters once its aliases are "
                       "expanded")


def test_an_alias_bomb_does_not_hang_the_plain_list_of_games(rulesets, capsys):
    (rulesets / "games" / "x.yaml").write_text(HEAD + alias_bomb(6, 40), encoding="utf-8")
    assert main(["--rulesets", "rules", "rules"]) == 0      # the other games list; the bomb is named, not read
    assert capsys.readouterr().out.endswith("Not read (fix the file to play its game):\n"
                                            "  rules/games/x.yaml:6: flow: more than 1000 steps and parameters "
                                            "once its aliases are expanded\n")
    assert main(["--rulesets", "rules", "rules", "x"]) == 1
    assert capsys.readouterr().err == ("Error: rules/games/x.yaml:6: flow: more than 1000 steps and parameters "
                                       "once its aliases are expanded\n")


def test_a_flow_of_modest_fan_out_still_loads(rulesets):
    (rulesets / "games" / "x.yaml").write_text(HEAD + alias_bomb(2, 8), encoding="utf-8")
    assert load_game("x", ["rules"]).steps[3].kind == "repeat"


# --- at the table: a loop that slipped past the loader is one clear error ---------------------------------

SLIPS = ("flow: [ante, {deal: [down, down]}, {repeat: {steps: [{take-pass: {lock_after: 1}}], until: one-left}},"
         " show, settle]\npoints: {}\n")


def test_a_loop_that_slips_through_stops_with_one_line_and_changes_nothing(rulesets):
    (rulesets / "games" / "x.yaml").write_text(HEAD + SLIPS, encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), ("rules",))
    for line in ("night Ann Bob", "game x", "deal", "pass Bob"):
        t(line)
    before = t.balances()
    with pytest.raises(RefereeError) as err:
        t("pass Ann")        # both locked: take-pass has nobody to ask, and one-left never holds
    assert str(err.value) == ("X's flow took 10000 steps without waiting for a typed line: its repeat goes round "
                              "forever (rules/games/x.yaml)")
    assert t.balances() == before


def test_the_steps_that_wait_are_declared_by_their_modules_and_none_is_passive():
    from refcli.kernel.declared import STEPS as DECLARED
    from refcli.kernel.registry import STEPS
    from refcli.rules.waiting import waits
    waiting = {name for name in DECLARED if waits(name)}
    assert waiting == {"bet", "bet-on-beat", "draw", "take-pass", "ask", "auction", "round-cards", "duel",
                       "turn-until-beat", "give", "discard", "expose"}
    for name in waiting:
        assert STEPS.get(name).waits and not STEPS.get(name).passive, name
    assert not waits("show") and not waits("declare") and not waits("deal") and not waits("no-such-step")


def test_the_issues_flow_is_one_line_from_a_real_process_not_a_hang(rulesets, tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    (rulesets / "games" / "x.yaml").write_text(
        HEAD + "flow: [ante, {deal: [down, down]}, {repeat: {steps: [ante], until: everyone-locked}}, show, settle]\n",
        encoding="utf-8")
    (tmp_path / "s.txt").write_text("night Ann Bob\ngame x\ndeal\n", encoding="utf-8")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", "refcli.cli.main", "--rulesets", "rules", "run", "s.txt"],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(root), "HOME": str(tmp_path)})
    assert done.returncode == 1
    assert done.stderr == ("line 2: rules/games/x.yaml:5: flow[2].repeat: its steps (ante) never wait for a "
                           "typed line, so it could go round forever: put in a step that waits, like bet\n")
