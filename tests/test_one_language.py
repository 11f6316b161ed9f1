"""One language everywhere: one-shot commands take what the shell and scripts take, --db where users type
it, and `run` as one transaction on a fresh night."""

from click.testing import CliRunner

from refcli.cli.main import cli, main
from refcli.log.store import Store


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


def _stud(db):
    for line in (["night", "Ann", "Bob", "Cal"], ["game", "seven-card-stud"], ["deal"]):
        assert invoke("--db", db, *line).exit_code == 0


def test_a_verb_in_any_case_with_commas_glued_to_it_or_to_a_word(tmp_path):
    db = str(tmp_path / "club.db")
    _stud(db)
    out = invoke("--db", db, "Bet", "Bob", ".50,call", "Cal")
    assert out.exit_code == 0, out.output
    assert out.output.splitlines() == ["Bob bets 50¢ · pot $2.00 · Cal to act (50¢ to call)",
                                       "Cal calls 50¢ · pot $2.50 · Ann to act (50¢ to call)"]
    assert invoke("--db", db, "CALL").output == "Ann calls 50¢ · Betting round 2 of 5. · pot $3.00 · Bob to act\n"
    out = invoke("--db", db, "check,", "check,", "check")
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[-1] == "Ann checks · Betting round 3 of 5. · pot $3.00 · Bob to act"


def test_a_glued_comma_after_a_bare_verb_repeats_it(tmp_path):
    db = str(tmp_path / "club.db")
    _stud(db)
    out = invoke("--db", db, "bet", "Bob", "1,", "CALL,call")
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[-1] == "Ann calls $1.00 · Betting round 2 of 5. · pot $4.50 · Bob to act"


def test_other_commands_in_any_case():
    out = invoke("RULES")
    assert out.exit_code == 0 and "seven-card-stud" in out.output


def test_db_after_a_one_shot_verb_is_the_store_used(tmp_path, monkeypatch):
    default = tmp_path / "default.db"
    monkeypatch.setenv("REFCLI_DB", str(default))
    db = str(tmp_path / "x.db")
    assert invoke("night", "Ann", "Bob", "--db", db).exit_code == 0
    assert invoke("game", "seven-card-stud", f"--db={db}").exit_code == 0
    assert invoke("deal", "--db", db).exit_code == 0
    assert invoke("bet", "Bob", "1", "--db", db).output.startswith("Bob bets $1.00")
    status = invoke("status", "--db", db)
    assert status.output == "Hand 1 · 7 Card Stud · Ann dealt · pot $2.00 · Ann to act ($1.00 to call)\n"
    assert not default.exists()          # the default store was never opened


def test_db_without_a_path_is_one_line_and_opens_nothing(tmp_path, monkeypatch, capsys):
    default = tmp_path / "default.db"
    monkeypatch.setenv("REFCLI_DB", str(default))
    assert main(["status", "--db"]) == 1
    assert capsys.readouterr().err == "Error: --db needs a value (--db PATH)\n"
    assert main(["bet", "Bob", "1", "--db", "a.db", "--db", "b.db"]) == 1
    assert capsys.readouterr().err == "Error: --db is given twice\n"
    assert not default.exists()


def test_db_after_run_and_report(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\ngame seven-card-stud\ndeal\nbet Bob 1, fold Ann\nend\n")
    db = str(tmp_path / "kept.db")
    assert invoke("run", str(script), "--db", db).exit_code == 0
    assert [n.players for n in Store(db).nights()] == [("Ann", "Bob")]
    listing = invoke("report", "--list", "--db", db)
    assert listing.exit_code == 0 and "Ann, Bob" in listing.output


def test_run_refuses_a_store_with_an_open_night_before_writing(tmp_path):
    db = str(tmp_path / "club.db")
    _stud(db)
    before = Store(db).last_seq(1)
    script = tmp_path / "night.txt"
    script.write_text("undo\nundo\n")
    out = invoke("run", str(script), "--db", db)
    assert out.exit_code == 1
    assert out.stderr.startswith("Error: night 1 (started ")
    assert out.stderr.endswith(f") is open in {db}: run plays a fresh night; end that night first "
                               "or use another --db\n")
    assert out.stderr.count("\n") == 1
    store = Store(db)
    assert store.last_seq(1) == before and [e.kind for e in store.events(1)] == ["night", "game", "deal"]


def test_run_is_one_transaction_even_after_a_finished_night(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\ngame seven-card-stud\ndeal\nbet Bob 1, fold Ann\nend\n"
                      "night Cal Dee\nbet Cal 1\n")
    db = str(tmp_path / "kept.db")
    out = invoke("run", str(script), "--db", db)
    assert out.exit_code == 1
    assert out.stderr == "line 7: no hand is being played: type deal to start the next one — nothing was written\n"
    assert Store(db).nights() == []


def test_in_memory_run_error_has_no_store_to_speak_of(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\nbet Bob 1\n")
    out = invoke("run", str(script))
    assert out.stderr == "line 2: no hand is being played: type deal to start the next one\n"


def test_status_and_balances_lines_in_a_script_print_as_in_the_shell(tmp_path):
    script = tmp_path / "night.txt"
    script.write_text("night Ann Bob\ngame seven-card-stud\ndeal\nstatus\nbet Bob 1, fold Ann\nbalances\n")
    out = invoke("run", str(script))
    assert out.exit_code == 0, out.output
    blocks = out.output.split("\n\n")
    assert blocks[0] == "Hand 1 · 7 Card Stud · Ann dealt · pot $1.00 · Bob to act"
    assert blocks[2] == "Player  Balance\n------  -------\nAnn      -$1.00\nBob      +$1.00"


def test_an_unknown_command_is_said_as_the_shell_says_it(capsys):
    assert main(["bte", "Bob", "1"]) == 1
    assert capsys.readouterr().err == "Error: unknown command 'bte' — did you mean bet?\n"
    assert main(["frobnicate"]) == 1
    assert capsys.readouterr().err == "Error: unknown command 'frobnicate' (refcli -h lists the commands)\n"


def test_help_names_one_verb_or_all(capsys):
    assert main(["help", "BET", "eval"]) == 0
    assert capsys.readouterr().out == (
        "  bet [PLAYER] AMOUNT · b  open the betting (at most the house's maximum bet)\n"
        "  eval CARDS  judge a hand: best high and low, with the wild cards and the low of the game being played\n")
    assert main(["help", "bte"]) == 1
    assert capsys.readouterr().err == "Error: unknown command 'bte' — did you mean bet?\n"
    assert main(["help"]) == 0
    assert capsys.readouterr().out.startswith("One command per line; # starts a comment;")
