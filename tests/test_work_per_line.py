"""A bound on the work of one line, beside the bound on steps: a legal flow of 14 `each` of 64 `ante` would
post 6,272 antes for one round of checks ($21,952 in the pot, 176 kB of store); the line is refused in one line
and nothing changes."""

from __future__ import annotations

import os

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.log.store import Store

ANTES = "[" + ", ".join(["ante"] * 64) + "]"
STORM = "\n".join([
    "id: ante-storm", "name: Ante Storm", "players: {min: 2, max: 7}", "deck: standard", "hand: best-five",
    "pots:", "  - {kind: high, share: 1}", "flow:", "  - deal: [down, down, down, down, down]", "  - repeat:",
    "      steps:", "        - bet", *[f"        - each: {{steps: {ANTES}}}" for _ in range(14)],
    "      until: one-left", "  - show", "  - settle", ""])
CHECKS = "check, check, check, check, check, check, check"


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


def storm(tmp_path) -> tuple[str, str]:
    folder = tmp_path / "storm"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "ante-storm.yaml").write_text(STORM, encoding="utf-8")
    db = str(tmp_path / "storm.db")
    for line in (["night", "A", "B", "C", "D", "E", "F", "G"], ["game", "ante-storm"], ["deal"]):
        assert invoke("--db", db, "--rulesets", str(folder), *line).exit_code == 0
    return db, str(folder)


def test_a_line_that_would_post_thousands_of_antes_is_refused_and_changes_nothing(tmp_path):
    db, folder = storm(tmp_path)
    before = Store(db).last_seq(1)
    out = invoke("--db", db, CHECKS)
    assert (out.exit_code, out.output) == (1, (
        "Error: Ante Storm's flow would move money more than 2,000 times for this one line, more than a line may: "
        f"nothing was done ({os.path.join(folder, 'games', 'ante-storm.yaml')})\n"))
    assert Store(db).last_seq(1) == before
    assert invoke("--db", db, "status").output.startswith("Hand 1 · Ante Storm · A dealt · pot $0.00 · B to act")


def test_a_script_stops_at_that_line_and_keeps_nothing(tmp_path):
    _, folder = storm(tmp_path)
    db = str(tmp_path / "script.db")
    script = tmp_path / "night.txt"
    script.write_text("night A B C D E F G\ngame ante-storm\ndeal\n" + CHECKS + "\n")
    out = invoke("--db", db, "--rulesets", folder, "run", str(script))
    assert out.exit_code == 1
    assert out.output.splitlines()[-1] == (
        "line 4: Ante Storm's flow would move money more than 2,000 times for this one line, more than a line may: "
        f"nothing was done ({os.path.join(folder, 'games', 'ante-storm.yaml')}) — nothing was written")
    assert Store(db).nights() == []      # a script is one transaction
