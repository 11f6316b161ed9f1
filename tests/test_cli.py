"""The command line: one-shot commands on the store's open night, run, errors as one line with exit 1."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from refcli import __version__
from refcli.cli.main import cli, main
from games import games_list


ROOT = Path(__file__).resolve().parent.parent


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


def test_version_and_help_on_every_command():
    assert invoke("--version").output.strip() == f"refcli, version {__version__}"
    import click
    ctx = click.Context(cli)
    names = cli.list_commands(ctx)
    from refcli.cli.commands import COMMANDS
    from refcli.language.verbs import ALL_VERBS
    assert sorted(names) == sorted(set(ALL_VERBS) | set(COMMANDS))      # every verb a command, and the book's
    assert {"deal", "bust", "keep", "report", "eval", "check-store", "where", "serve"} <= set(names)
    for name in names:
        command = cli.get_command(ctx, name)
        assert command.name == name             # refcli/commands/__init__.py names the right command
        result = invoke(name, "-h")
        assert result.exit_code == 0, name
        assert "Usage:" in result.output and command.get_short_help_str() != "", name


def test_one_shot_commands_share_the_open_night(tmp_path):
    db = str(tmp_path / "club.db")
    assert invoke("--db", db, "night", "Ann", "Bob", "Cal").exit_code == 0
    assert invoke("--db", db, "game", "seven-card-stud").exit_code == 0
    out = invoke("--db", db, "deal").output
    assert "Hand 1: Ann deals 7 Card Stud and antes $1.50 for the table · pot $1.50 · Bob to act" in out
    assert "Bob bets 50¢ · pot $2.00 · Cal to act (50¢ to call)" in invoke("--db", db, "bet", "Bob", ".50").output
    bad = invoke("--db", db, "call", "Ann")
    assert bad.exit_code == 1
    assert bad.output == "Error: it is Cal's turn (to call 50¢), not Ann's\n"
    bal = invoke("--db", db, "balances").output
    assert re.search(r"Ann\s+-\$1\.50", bal) and re.search(r"Bob\s+-50¢", bal) and "In the pot: $2.00" in bal
    assert invoke("--db", db, "fold", "Cal").exit_code == 0
    out = invoke("--db", db, "fold", "Ann").output
    assert "Everyone else folded: Bob takes the pot of $2.00." in out
    out = invoke("--db", db, "end").output
    assert "Ann pays Bob $1.50" in out


def test_refcli_db_environment_variable_is_the_default_store(tmp_path, monkeypatch):
    db = tmp_path / "env.db"
    monkeypatch.setenv("REFCLI_DB", str(db))
    assert invoke("night", "Ann", "Bob").exit_code == 0
    assert db.exists()


def test_run_stops_at_the_first_bad_line(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\ngame seven-card-stud\ndeal\nbet Bob 1\ncall Bob\n")
    result = invoke("run", str(script))
    assert result.exit_code == 1
    assert result.stderr.strip().endswith("line 5: it is Ann's turn (to call $1.00), not Bob's")


def test_run_with_db_is_one_transaction_a_failing_line_writes_nothing(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\ngame seven-card-stud\ndeal\nbet Bob 5\n")
    db = str(tmp_path / "kept.db")
    result = invoke("run", str(script), "--db", db)
    assert result.exit_code == 1
    assert result.stderr == "line 4: a bet is at most $1.00 — nothing was written\n"
    status = invoke("--db", db, "status")
    assert (status.exit_code, status.output) == (1, "Error: no night is open: start one with night NAME NAME ...\n")
    listing = invoke("report", "--list", "--db", db)
    assert listing.output == "No nights in the store yet: start one with night NAME NAME ...\n"


def test_run_from_stdin_and_json_contract():
    script = "night Ann Bob\ngame seven-card-stud high\ndeal\nbet Bob 1, fold Ann\nend\n"
    result = invoke("run", "-", "--json", input=script)
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["players"] == ["Ann", "Bob"]
    assert report["hands"] == [{"number": 1, "game": "seven-card-stud", "title": "7 Card Stud (high)",
                                "dealer": "Ann", "pot": 200,
                                "awards": [{"player": "Bob", "pot": "all", "amount": 200,
                                            "hand": "everyone else folded"}]}]
    assert report["balances"] == {"Ann": -100, "Bob": 100}
    assert report["transfers"] == [{"from": "Ann", "to": "Bob", "amount": 100}]


ALL_GAMES = games_list()


@pytest.mark.parametrize("args,message", [
    (("deal",), "Error: no night is open: start one with night NAME NAME ...\n"),
    (("night", "Ann"), "Error: usage: night NAME NAME ... (the seats clockwise, at least two)\n"),
    (("rules", "folow-the-queen"), "Error: unknown game 'folow-the-queen' — did you mean follow-the-queen?\n"),
    (("rules", "zzz"), "Error: unknown game 'zzz' — rules lists every game (or type more of a game's name)\n"),
])
def test_errors_are_one_line_and_exit_1(args, message):
    result = invoke(*args)
    assert result.exit_code == 1
    assert result.output == message


def test_usage_errors_are_one_line(capsys):
    from refcli.cli.main import main
    assert main(["run", "/no/such/night.txt"]) == 2
    err = capsys.readouterr().err
    assert err == "Error: Invalid value for 'SCRIPT': '/no/such/night.txt': No such file or directory\n"
    assert main(["bet", "--frobnicate"]) != 0
    assert main(["stats", "--cards", "9"]) == 2
    assert capsys.readouterr().err.count("\n") == 2


def test_rules_prints_every_effective_setting():
    out = invoke("rules", "seven-card-stud").output
    for fact in ("7 Card Stud", "Low Chicago", "$1.00", "$2.00", "50¢"):
        assert fact in out


def test_help_table_lists_every_verb():
    out = invoke("help-table").output
    for verb in ("night", "game", "deal", "bet", "raise", "declare", "show", "settle", "penalty", "undo", "end"):
        assert re.search(rf"^\s+{verb}\b", out, re.M), verb


def test_readme_commands_match_ci():
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```\n(.*?)\n```", readme, re.S)
    install_run, install_test = blocks[0].strip(), blocks[1].strip()
    assert "refcli run examples/club-night.txt" in install_run
    assert install_test in (ROOT / ".ci" / "run").read_text()


def test_eval_dual_value_cards_suggests_the_turns():
    result = invoke("eval", "--json", "Kh/4c", "Kd/9s", "As/2d", "4h/Ac", "7c/7d")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["high"]["name"] == "a pair of kings"
    # Turning 4h/Ac over puts the A of clubs on top: aces and kings for high.
    assert report["suggestion"]["turn"] == ["4h/Ac"]
    assert report["suggestion"]["high"]["category"] == "two pair"
    assert invoke("eval", "Kh/4c", "Kd").output == "Error: 'Kd' is not a dual-value card: write top/bottom, like Kh/4c\n"


def test_eval_and_stats_json_contracts():
    report = json.loads(invoke("eval", "--json", "7h", "5d", "4c", "3s", "2s", "Ks", "Ah").output)
    assert report["high"]["best"] == ["Ah", "Ks", "7h", "5d", "4c"] and report["high"]["category"] == "high card"
    assert report["low"]["best"] == ["7h", "5d", "4c", "3s", "2s"]
    stats = json.loads(invoke("stats", "--json").output)
    assert stats["total"] == 2598960 and stats["categories"]["straight flush"] == 36
    wheel = json.loads(invoke("stats", "--wheel", "--json").output)
    assert wheel["categories"]["straight"] == 10200 and wheel["categories"]["high card"] == 1302540


def test_end_then_balances_on_one_line(tmp_path):
    db = str(tmp_path / "n.db")
    for line in ("night Ann Bob", "game seven-card-stud high", "deal"):
        assert invoke("--db", db, *line.split()).exit_code == 0
    assert invoke("--db", db, "fold", "Bob").exit_code == 0
    result = invoke("--db", db, "end", ",", "balances")
    assert result.exit_code == 0, result.output
    assert re.search(r"Ann\s+\$0\.00", result.output) and "Everyone is even" in result.output


def test_report_command_formats_the_night(tmp_path):
    db = str(tmp_path / "n.db")
    assert invoke("--db", db, "run", str(ROOT / "examples" / "club-night.txt")).exit_code == 0
    report = json.loads(invoke("--db", db, "report", "--format", "json").output)
    assert report["balances"] == {"Ann": 125, "Bob": 225, "Cal": -1075, "Dee": 725}
    assert "<svg" in invoke("--db", db, "report", "1", "--format", "html").output
    assert invoke("--db", db, "report", "7").output == "Error: no night 7 in the store (nights: 1)\n"
    assert "Ann, Bob, Cal, Dee" in invoke("--db", db, "report", "--list").output


def test_shell_command_reads_piped_lines(tmp_path):
    db = str(tmp_path / "n.db")
    result = invoke("--db", db, "shell", input="night Ann Bob\ngame seven-card-stud\ndeal\ncall Ann\n")
    assert "Hand 1: Ann deals 7 Card Stud and antes $1.00 for the table · pot $1.00 · Bob to act" in result.output
    assert "Error: it is Bob's turn, not Ann's" in result.output
    assert result.exit_code == 1   # a refused line makes a piped shell exit non-zero


def test_a_book_command_typed_in_quotes_reads_as_its_words(tmp_path):
    # QA note N15: `refcli "report 1"` is what a host copies from the README; it reads as `refcli report 1`.
    db = str(tmp_path / "club.db")
    assert invoke("--db", db, "report 1").output == "Error: no night 1 in the store (it has no nights yet)\n"
    assert invoke("--db", db, "Report --list").output == invoke("--db", db, "report", "--list").output


@pytest.mark.parametrize("args,message", [
    (("report", "foo"), "Error: 'foo' is not a night number (refcli report --list shows them)\n"),
    (("verify", "2x"), "Error: '2x' is not a night number (refcli report --list shows them)\n"),
    (("explain", "one"), "Error: 'one' is not a hand number (1 is the night's first hand)\n"),
    (("explain", "--night", "\x1b[2J"), "Error: '?[2J' is not a night number (refcli report --list shows them)\n"),
])
def test_a_number_slip_is_bad_input_in_the_house_words(tmp_path, args, message):
    # QA note N14: click's "Invalid value for '[NIGHT]'" and exit 2 became one line in the house's words, exit 1.
    result = invoke("--db", str(tmp_path / "club.db"), *args)
    assert (result.exit_code, result.output) == (1, message)


def test_help_lists_the_commands_in_the_groups_a_host_meets_them_in():
    out = invoke("--help").output
    groups: dict[str, list[str]] = {}
    title = ""
    for line in out.splitlines():
        if line.endswith(":") and not line.startswith(" "):
            title = line[:-1]
            groups[title] = []
        elif line.startswith("  ") and not line.startswith("   ") and title not in ("", "Options"):
            groups[title].append(line.split()[0])
    assert list(groups) == ["Options", "At the table", "Between hands", "The book", "Rules and hands"]
    assert groups["At the table"][:5] == ["shell", "run", "deal", "up", "down"]
    assert groups["Between hands"] == ["night", "game", "end", "join", "leave", "sitout", "back", "rename", "buyin",
                                       "cashout", "expense", "paid", "blinds", "balances"]
    assert groups["The book"] == ["report", "explain", "season", "player", "member", "schedule", "export", "import",
                                  "backup", "where", "check-store", "verify", "serve"]
    assert groups["Rules and hands"] == ["rules", "help-table", "help", "eval", "stats"]
    from refcli.cli.commands import COMMANDS
    from refcli.language.verbs import ALL_VERBS
    assert sorted(n for title, names in groups.items() if title != "Options" for n in names) == sorted(
        set(ALL_VERBS) | set(COMMANDS))


# --- a one-shot line typed in quotes; help names every game that takes a verb --------------------------------------


def test_a_table_line_in_quotes_is_read_as_the_same_line_unquoted(capsys):
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        assert main(line.split()) == 0
    capsys.readouterr()
    assert main(["bet Bob .50, call Cal"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Bob bets 50¢ · pot $2.00 · Cal to act (50¢ to call)",
        "Cal calls 50¢ · pot $2.50 · Ann to act (50¢ to call)"]
    assert main(["calll Ann"]) == 1          # a slip in a quoted line is still named as one
    assert capsys.readouterr().err == "Error: unknown command 'calll Ann' — did you mean call?\n"


def test_help_for_pass_and_aside_names_what_ebay_takes(capsys):
    from refcli.cli.main import main
    assert main(["help", "pass"]) == 0
    assert "Ebay's auction: the player on turn bids nothing for the card on sale" in capsys.readouterr().out
    assert main(["help", "aside"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("  aside [down] CARD ... | aside down  Ebay:") and "aside down while it lies unseen" in out


def test_eval_with_a_game_judges_the_low_as_the_game_plays_it():
    hand = ("Ah", "2c", "3d", "4s", "5h", "6c", "Kd")
    assert invoke("eval", *hand).output.splitlines()[1] == "low:  K-5-4-3-2 (K♦ 5♥ 4♠ 3♦ 2♣)"   # the club's 2-7
    assert invoke("eval", "--game", "razz", *hand).output.splitlines()[1] == "low:  5-4-3-2-A (5♥ 4♠ 3♦ 2♣ A♥)"
    london = invoke("eval", "--game", "london-lowball", *hand).output.splitlines()
    assert london == ["high: a straight, six high (6♣ 5♥ 4♠ 3♦ 2♣)", "low:  6-4-3-2-A (6♣ 4♠ 3♦ 2♣ A♥)"]
