"""A pot left at `end` (a late penalty) is shared in words wherever the night is printed: `run` and `report`."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli

# Ann deals and antes $1.50; Bob bets $1 and everyone folds: Bob takes $2.50. Then Cal's $2 penalty between
# hands has no hand to go to: 8 quarters among three seats, 2 each and 2 odd ones from the seat after the last
# dealer (Ann dealt): Bob 75c, Cal 75c, Ann 50c. Ann -150+50 = -100; Bob -100+250+75 = +225; Cal -200+75 = -125.
NIGHT = "night Ann Bob Cal\ngame stud\ndeal\nbet bob 1, fold, fold\npenalty Cal slow play\nend\n"


def test_run_prints_who_got_the_pot_left_at_the_end(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text(NIGHT, encoding="utf-8")
    out = CliRunner().invoke(cli, ["run", str(script)]).output
    assert ("$2.00 was left in the pot when the night ended: shared equally by every seat (house rule), the odd "
            "quarters one at a time round the table from the seat after the last dealer (Ann).\n"
            "  Bob gets 75¢, with an odd quarter.\n"
            "  Cal gets 75¢, with an odd quarter.\n"
            "  Ann gets 50¢.\n"
            "The night is over after 1 hand.") in out
    db = str(tmp_path / "club.db")
    assert CliRunner().invoke(cli, ["--db", db, "run", str(script)]).exit_code == 0
    report = CliRunner().invoke(cli, ["--db", db, "report"]).output
    assert ("Left in the pot when the night ended (shared by the house rule)\n"
            "  $2.00 in all: Bob 75¢, Cal 75¢, Ann 50¢\n") in report
    assert "Ann      -$1.00" in report and "Bob      +$2.25" in report and "Cal      -$1.25" in report
