"""Stored nights keep their money when the code or a ruleset file changes; `refcli verify` lists exactly the
hands whose money today's code and rules would move; `refcli explain` reads a settled hand back."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.night.session import Session
from refcli.log.store import Store

GAME = """id: house-stud
name: House Stud
players: {min: 2, max: 7}
deck: standard
deal: [[down, down, up], [up], [up], [up], [down]]
hand: best-five
pots:
  - {kind: high, share: 1/2}
  - {kind: chicago, share: 1/2}
"""
C3 = "check, check, check"
# Hand 1: Ann has the high hand, Bob the low spade: split. Hand 2: Cal has the high hand and nobody has a
# spade in the hole: Cal takes all, whatever the pots are.
NIGHT = ["night Ann Bob Cal", "game house-stud", "deal", C3, C3, C3, C3, C3,
         "show Bob 2s 6d Kd up Kc 9h 8d 3c", "show Cal 4d Ah 2d up Ac 9c 8h 6c", "show Ann 7c 7d 7h up Qh Jd 4c 3d",
         "settle", "deal", C3, C3, C3, C3, C3,
         "show Cal Kh Kc 9d up Kd 5h 2c 3h", "show Ann 4h 6h Qd up Jc 9s 8s 7s", "show Bob 5d 8c Th up Td Jh 2h 4s",
         "settle"]


def play(tmp_path):
    rulesets = tmp_path / "rulesets"
    (rulesets / "games").mkdir(parents=True)
    (rulesets / "games" / "house-stud.yaml").write_text(GAME, encoding="utf-8")
    db = str(tmp_path / "club.db")
    with Store(db) as store:
        session = Session(store, (str(rulesets),))
        for line in NIGHT:
            session.execute(line)
        balances = {p: session.night.ledger.balance(p) for p in session.night.players}
    return db, rulesets, balances


def invoke(*args):
    return CliRunner().invoke(cli, list(args))


def test_the_night_as_played(tmp_path):
    _, _, balances = play(tmp_path)
    # Hand 1: Ann antes $1.50; Ann's trip sevens take the high 75c, Bob's 2s the Low Chicago 75c.
    # Hand 2: Bob antes $1.50; Cal's kings take it all (no spade down). Ann -75, Bob -75, Cal +150.
    assert balances == {"Ann": -75, "Bob": -75, "Cal": 150}


def test_an_edited_ruleset_leaves_the_night_alone_and_verify_names_the_hand_it_would_move(tmp_path):
    db, rulesets, before = play(tmp_path)
    (rulesets / "games" / "house-stud.yaml").write_text(
        GAME.replace("  - {kind: high, share: 1/2}\n  - {kind: chicago, share: 1/2}\n", "  - {kind: high, share: 1}\n"),
        encoding="utf-8")
    with Store(db) as store:
        session = Session(store, (str(rulesets),))
        night, _ = session.replay(1)
        assert {p: night.ledger.balance(p) for p in night.players} == before
    out = invoke("--db", db, "--rulesets", str(rulesets), "verify")
    assert out.exit_code == 1
    assert out.output == ("night 1: hand 1 (House Stud): Ann -75¢ → $0.00, Bob +75¢ → $0.00\n"
                          "verify: 1 night, 2 settled hands: 1 hand would move different money today.\n")


def test_verify_with_the_rules_unchanged_finds_nothing(tmp_path):
    db, rulesets, _ = play(tmp_path)
    out = invoke("--db", db, "--rulesets", str(rulesets), "verify", "1")
    assert (out.exit_code, out.output) == (
        0, "verify: 1 night, 2 settled hands: today's code and rules move the same money.\n")
    out = invoke("--db", db, "--rulesets", str(rulesets), "verify", "7")
    assert (out.exit_code, out.output) == (1, "Error: there is no night 7\n")


def test_changed_code_does_not_change_a_stored_hand(tmp_path, monkeypatch):
    db, rulesets, before = play(tmp_path)
    from refcli.table import showdown
    real = showdown.rule_showdown

    def everything_to_bob(*args, **kwargs):
        from dataclasses import replace
        ruling = real(*args, **kwargs)
        return replace(ruling, awards=(showdown.Award("Bob", "high", ruling.pot, "a changed rule"),))
    monkeypatch.setattr(showdown, "rule_showdown", everything_to_bob)
    with Store(db) as store:
        night, _ = Session(store, (str(rulesets),)).replay(1)
        assert {p: night.ledger.balance(p) for p in night.players} == before
    out = invoke("--db", db, "--rulesets", str(rulesets), "verify")
    assert out.output.splitlines() == [
        "night 1: hand 1 (House Stud): Ann -75¢ → -$1.50, Bob +75¢ → +$1.50",
        "night 1: hand 2 (House Stud): Bob -$1.50 → $0.00, Cal +$1.50 → $0.00",
        "verify: 1 night, 2 settled hands: 2 hands would move different money today."]


def test_explain_reads_back_a_settled_hand_and_where_its_money_came_from(tmp_path):
    db, rulesets, _ = play(tmp_path)
    out = invoke("--db", db, "explain", "1")
    assert out.exit_code == 0
    assert out.output.startswith("Hand 1 · House Stud · dealt by Ann · pot $1.50\n")
    assert out.output.endswith("Where the pot came from\n"
                               "  Ann: ante $1.50 — $1.50 (6 quarters) in all\n"
                               "  Total: $1.50 (6 quarters), the whole pot: every quarter is accounted for.\n")
    assert invoke("--db", db, "explain").output.startswith("Hand 2 · House Stud · dealt by Bob")
    bad = invoke("--db", db, "explain", "5")
    assert (bad.exit_code, bad.output) == (1, "Error: night 1 has no hand 5 (settled: 1 and 2)\n")


def test_the_shell_explains_too(tmp_path):
    db, _, _ = play(tmp_path)
    out = CliRunner().invoke(cli, ["--db", db, "shell"], input="explain 1\nexplain one\n")
    lines = out.output.splitlines()
    assert lines[0] == "Hand 1 · House Stud · dealt by Ann · pot $1.50"
    assert "  Total: $1.50 (6 quarters), the whole pot: every quarter is accounted for." in lines
    assert lines[-1] == "Error: usage: explain [HAND] (a hand's number)"


def test_a_misdealt_hand_is_not_counted_as_settled(tmp_path):
    # Hand 1 settled by folds; hand 2 misdealt (void); hand 3 settled by folds: two settled hands.
    db = str(tmp_path / "club.db")
    with Store(db) as store:
        session = Session(store)
        for line in ("night Ann Bob Cal", "game stud", "deal", "bet Bob .25, fold Cal, fold Ann", "deal", "misdeal",
                     "deal", "bet Cal .25, fold Ann, fold Bob"):
            session.execute(line)
    assert invoke("--db", db, "verify").output == ("verify: 1 night, 2 settled hands: today's code and rules move "
                                                   "the same money.\n")
