"""The shell has every read-only command: rules, eval, report, balances, status and help, as the one-shot
commands print them, changing nothing."""

import io

import pexpect
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.night.session import Session
from refcli.cli.shell import help_text, run_shell, suggest
from refcli.log.store import Store
from terminal import spawn_shell



def shell(text: str, session: Session | None = None) -> tuple[int, str, Session]:
    session = session or Session(Store(":memory:"))
    out = io.StringIO()
    code = run_shell(session, input=io.StringIO(text), output=out)
    return code, out.getvalue(), session


def test_rules_in_the_shell_print_what_refcli_rules_prints():
    code, out, session = shell("rules\nRULES stud declare\n")
    listing = CliRunner().invoke(cli, ["rules"]).output
    described = CliRunner().invoke(cli, ["rules", "seven-card-stud", "declare"]).output
    assert code == 0 and out == listing + described
    assert session.store.open_night() is None


def test_eval_uses_the_wild_cards_of_the_game_being_played():
    code, out, session = shell("eval Jh Jd 9c 3d 2s\nnight Ann Bob\ngame jacks-are-wild\neval Jh Jd 9c 3d 2s\n")
    lines = out.splitlines()
    assert lines[:2] == ["high: a pair of jacks (J♥ J♦ 9♣ 3♦ 2♠)", "low:  a pair of jacks (J♥ J♦ 9♣ 3♦ 2♠)"]
    assert lines[4] == CliRunner().invoke(cli, ["eval", "--game", "jacks-are-wild", "Jh", "Jd", "9c", "3d",
                                                "2s"]).output.splitlines()[0]
    assert [e.kind for e in session.store.events(1)] == ["night", "game"]
    assert code == 0


def test_lookups_refuse_bad_input_in_one_line_and_change_nothing():
    code, out, session = shell("night Ann Bob\neval\neval Ah Ah Kd Qd 2c\nrules blackjack\nreport 2\n"
                               "report x y\n")
    assert out.splitlines()[1:] == [
        "Error: usage: eval CARDS (like: eval Ah Kh Qh Jh Th)",
        "Error: A♥ is typed twice",
        "Error: unknown game 'blackjack' — rules lists every game (or type more of a game's name)",
        "Error: no night 2 in the store (nights: 1)",
        "Error: usage: report [NIGHT | list] (NIGHT is a number: report --list shows them)"]
    assert code == 1
    assert [e.kind for e in session.store.events(1)] == ["night"]


def test_report_balances_and_status_in_the_shell():
    clock = iter(["2026-11-21T01:00:00.000Z"] * 50)
    session = Session(Store(":memory:", now=lambda: next(clock), zone="America/Chicago"))
    code, out, _ = shell("night Ann Bob\ngame stud\ndeal\nstatus\nbalances\nreport\nreport list\n", session)
    assert code == 0
    text = out.split("Hand 1 · 7 Card Stud · Ann dealt · pot $1.00 · Bob to act\n", 1)[1]
    assert text.startswith("Player  Balance\n------  -------\nAnn      -$1.00\nBob       $0.00\nIn the pot: $1.00\n"
                           "Night 1 · Friday 2026-11-20 · Ann, Bob\n"
                           "Open · 0 hands played, hand 1 under way · started Friday 2026-11-20 19:00 CST\n")
    assert text.endswith("    1  Friday 2026-11-20 19:00 CST  Ann, Bob      0  open\n")


def test_help_names_the_lookups_and_completion_offers_them():
    assert help_text("rules") == "  rules [GAME [VARIANT ...]]  a game's rules and every house setting (no GAME: the games)"
    assert help_text("EVAL").startswith("  eval CARDS  judge a hand")
    assert "  report [NIGHT | list]       a night's hands, balances and who pays whom" in help_text()
    assert [w for w, _ in suggest("ev", None)[1]] == ["eval"]
    assert [w for w, _ in suggest("REP", None)[1]] == ["report"]
    assert [w for w, _ in suggest("ru", None)[1]] == ["rules"]
    games = lambda: [("seven-card-stud", "7 Card Stud", ("declare", "high")), ("dots", "Dots", ())]  # noqa: E731
    assert suggest("rules se", None, games) == (2, [("seven-card-stud", "7 Card Stud")])


def test_lookups_in_a_real_terminal(tmp_path):
    db = str(tmp_path / "club.db")
    child = spawn_shell(db)
    try:
        child.expect_exact("no night >")
        child.sendline("night Ann Bob")
        child.expect_exact("Ann picks >")
        child.sendline("rules 5.5")
        child.expect_exact("5½-25½")
        child.expect_exact("Ann picks >")
        child.sendline("game Jacks")
        child.expect_exact("Ann to deal Jacks Are Wild >")
        child.sendline("eval Jh 9d 9c 3d 2s")
        child.expect_exact("high: a pair of nines (9♦ 9♣ J♥ 3♦ 2♠)")
        child.expect_exact("Ann to deal Jacks Are Wild >")
        child.sendline("report")
        child.expect_exact("Night 1 · ")
        child.expect_exact("Who pays whom: everyone is even, nobody pays anybody")
        child.sendline("help eval")
        child.expect_exact("eval CARDS  judge a hand")
        child.expect_exact("Ann to deal Jacks Are Wild >")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    store = Store(db)
    assert [e.kind for e in store.events(store.open_night().id)] == ["night", "game"]
