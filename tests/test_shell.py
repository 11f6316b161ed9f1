"""The shell at the table: the prompt for every state, completion, the plain (piped) loop with exact output,
and a real terminal driven through pexpect."""

import io
import subprocess
import sys
from pathlib import Path

import pexpect
from click.testing import CliRunner
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from refcli.cli.main import cli
from refcli.rules.loader import list_games
from refcli.night.session import Session
from refcli.cli.shell import help_text, history_path, make_completer, prompt_text, run_shell, suggest
from refcli.log.store import Store
from refcli.language.verbs import ALL_VERBS
from tablekit import Table, checks
from terminal import drawn, spawn_shell
from refcli.cli.shell import _Shell


ROOT = Path(__file__).resolve().parent.parent


SHOW = ["show Bob 2h 3h 4h up 5h 6h 7h 8h", "show Cal 2d 3d 4d up 5d 6d 7d 8d",
        "show Dee 2c 3c 4c up 5c 6c 7c 8c", "show Ann 2s 3s 4s up 5s 6s 7s 8s"]


def shell(text: str, session: Session | None = None) -> tuple[int, str, Session]:
    session = session or Session(Store(":memory:"))
    out = io.StringIO()
    code = run_shell(session, input=io.StringIO(text), output=out)
    return code, out.getvalue(), session


# --- the prompt ------------------------------------------------------------------------------------------


def test_prompt_for_every_state_of_a_night():
    assert prompt_text(None) == "no night > "
    t = Table("night Ann Bob Cal Dee")
    assert prompt_text(t.night) == "Ann picks > "
    t("game seven-card-stud declare")
    assert prompt_text(t.night) == "Ann to deal 7 Card Stud (declare) > "
    t("deal")
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $2.00 · Bob to act > "
    t("bet Bob .50")
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $2.50 · Cal to call 50¢ > "
    t("raise Cal 1")
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $4.00 · Dee to call $1.50 > "
    t("call Dee, call Ann, call Bob")
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $8.00 · Bob to act > "
    for _ in range(4):
        checks(t, 4)
    # Four waiting: three names and a count keep the prompt one short line.
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $8.00 · declare Bob, Cal, Dee +1 > "
    t("declare Bob high, Cal low")
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $8.00 · declare Dee, Ann > "
    t("declare Dee high, Ann low")
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $8.00 · show Bob, Cal, Dee +1 > "
    for line in SHOW[:3]:
        t(line)
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $8.00 · show Ann > "
    t(SHOW[3])
    assert prompt_text(t.night) == "hand 1 · 7 Card Stud (declare) · pot $8.00 · settle > "
    t("settle")
    assert prompt_text(t.night) == "Bob to deal 7 Card Stud (declare) > "


def test_prompt_after_the_pick_rotates_with_money_left_in_the_pot_and_after_the_end():
    t = Table("night Ann Bob Cal", "game seven-card-stud")
    for _ in range(3):
        t("deal")
        t("fold, fold")
    assert prompt_text(t.night) == "Bob picks > "
    t("penalty Ann looked at the deck")
    assert prompt_text(t.night) == "Bob picks · pot $2.00 > "
    t("end")
    assert t.night.ended
    assert prompt_text(t.night) == "no night > "


# --- completion ------------------------------------------------------------------------------------------


def words(text, night=None, games=tuple):
    n, found = suggest(text, night, games)
    return n, [w for w, _ in found]


def games():
    return list_games()


def test_completion_offers_the_verbs_of_the_game_being_played():
    t = Table("night Ann Bob Cal", "game high-and-low-poker")
    assert words("d", t.night) == (1, ["deal", "down", "draw"])
    t = Table("night Ann Bob Cal", "game five-and-a-half")
    assert words("ta", t.night) == (2, ["take"]) and words("dr", t.night) == (2, [])
    assert words("de", t.night) == (2, ["deal", "declare"])


def test_verbs_complete_at_the_start_of_a_clause_in_any_case():
    assert words("") == (0, list(ALL_VERBS) + ["rules", "eval", "report", "explain", "help", "quit", "exit"])
    assert words("ca") == (2, ["call", "cashout", "card", "cards"])        # card(s): 7½'s face-down cards
    assert words("C") == (1, ["check", "checks", "call", "cashout", "card", "cards"])
    assert words("SE") == (2, ["settle"])
    assert words("h") == (1, ["hit", "help"])
    assert words("help ra") == (2, ["raise"])
    assert words("bet Bob 1 # c") == (0, [])           # inside a comment
    assert words("night A") == (1, [])                  # new names are the dealer's to type


def test_players_complete_after_verbs_that_take_one():
    t = Table("night Ann Bob Cal Dee")
    assert words("pay ", t.night) == (0, ["Ann", "Bob", "Cal", "Dee"])
    assert words("penalty b", t.night) == (1, ["Bob"])
    assert words("penalty Bob W", t.night) == (1, ["waived"])
    t("game seven-card-stud")
    t("deal")
    # In a hand the player on turn comes first, then the others in turn order.
    assert words("bet ", t.night) == (0, ["Bob", "Cal", "Dee", "Ann"])
    t("bet Bob .50")
    assert words("call ", t.night) == (0, ["Cal", "Dee", "Ann"])    # who may act in the round: Bob has bet
    assert words("call c", t.night) == (1, ["Cal"])
    assert words("CALL c", t.night) == (1, ["Cal"])
    t("fold Cal")
    assert words("call c", t.night) == (1, [])          # Cal has folded
    assert words("pay c", t.night) == (1, ["Cal"])      # but still pays what he owes
    # After a comma: a repeated clause of `up` names a player; after a betting clause, what the player on turn
    # after it may do (tests/test_shell_completion.py).
    assert words("up Bob 7d, d", t.night) == (1, ["Dee", "deal", "down"])
    assert words("call Dee, a", t.night) == (1, [])
    assert words("call Dee, c", t.night) == (1, ["call"])           # Ann to call 50¢
    assert words("buyin c", t.night) == (1, ["Cal"])    # cash changes hands whoever has folded
    assert words("call Dee, Ann, ", t.night) == (0, ["check", "bet", "fold"])    # round 2: Bob to act


def test_games_variants_ways_and_up_complete():
    n, offered = words("game ", games=games)
    assert n == 0 and "seven-card-stud" in offered and offered == sorted(offered)
    assert words("game SEV", games=games) == (3, ["seven-and-a-half", "seven-card-stud"])
    assert words("game seven-card-stud ", games=games) == (0, ["declare", "high"])
    assert words("game seven-card-stud high ", games=games) == (0, ["declare"])
    t = Table("night Ann Bob Cal", "game seven-card-stud declare", "deal")
    for _ in range(5):
        checks(t, 3)
    assert words("declare ", t.night) == (0, ["Bob", "Cal", "Ann"])
    assert words("declare Bob ", t.night) == (0, ["high", "low", "both"])
    assert words("declare Bob L", t.night) == (1, ["low"])
    t("declare Bob high")
    assert words("declare Bob high, ", t.night)[1][:2] == ["Cal", "Ann"]   # Bob has declared
    t("declare Cal low, Ann both")
    assert words("show ", t.night) == (0, ["Bob", "Cal", "Ann"])
    deck = [r + s for r in "AKQJT98765432" for s in "shdc"]
    assert words("show Bob As Ks 3c ", t.night) == (0, ["up"] + [c for c in deck if c not in ("As", "Ks", "3c")])
    assert words("show Bob As U", t.night) == (1, ["up"])
    assert words("show Bob As up 7d ", t.night) == (0, [c for c in deck if c not in ("As", "7d")])


def test_nothing_completes_players_without_a_night_and_a_broken_game_list_completes_nothing():
    assert words("bet ") == (0, [])

    def broken():
        raise RuntimeError("unreadable rulesets")
    completer = make_completer(lambda: None, broken)
    assert list(completer.get_completions(Document("game s"), CompleteEvent(completion_requested=True))) == []


def test_the_prompt_toolkit_completer_replaces_the_typed_word_and_adds_a_space():
    t = Table("night Ann Bob Cal Dee", "game seven-card-stud", "deal", "bet Bob .50")
    completer = make_completer(lambda: t.night, games)
    event = CompleteEvent(completion_requested=True)
    got = list(completer.get_completions(Document("call c"), event))
    assert [(c.text, c.start_position, c.display_text) for c in got] == [("Cal ", -1, "Cal")]
    got = list(completer.get_completions(Document("game s"), event))
    assert [(c.text, c.display_meta_text) for c in got] == [("seven-and-a-half ", "7½"),
                                                            ("seven-card-stud ", "7 Card Stud"),
                                                            ("spit-in-the-ocean ", "Spit in the Ocean"),
                                                            ("stud-8 ", "7 Card Stud 8 or Better"),
                                                            ("stud-high-low-declare ", "7 Card Stud High-Low Declare")]


# --- the plain loop (input not a terminal) --------------------------------------------------------------


def test_a_piped_night_prints_what_the_commands_print_and_a_refused_line_changes_nothing():
    code, out, session = shell(
        "night Ann Bob\n"
        "game seven-card-stud high\n"
        "deal\n"
        "\n"
        "bet Bob 1\n"
        "call Bob   # out of turn\n"
        "fold Ann\n"
        "balances\n"
        "end\n")
    assert out == (
        "Night opened: Ann, Bob (clockwise). Ann deals first and picks the first game.\n"
        "Ann picks 7 Card Stud (high) for the next 3 hands.\n"
        "Hand 1: Ann deals 7 Card Stud (high) and antes $1.00 for the table · pot $1.00 · Bob to act\n"
        "Bob bets $1.00 · pot $2.00 · Ann to act ($1.00 to call)\n"
        "Error: it is Ann's turn (to call $1.00), not Bob's\n"
        "Ann folds\n"
        "Hand 1 · 7 Card Stud (high) · dealt by Ann · pot $2.00\n"
        "  Everyone else folded: Bob takes the pot of $2.00.\n"
        "Player  Balance\n"
        "------  -------\n"
        "Ann      -$1.00\n"
        "Bob      +$1.00\n"
        "The night is over after 1 hand.\n"
        "Player  Balance\n"
        "------  -------\n"
        "Ann      -$1.00\n"
        "Bob      +$1.00\n"
        "\n"
        "Who pays whom (1 payment, the fewest possible):\n"
        "  Ann pays Bob $1.00\n")
    assert code == 1            # a line was refused
    night = session.store.nights()[0]
    kinds = [e.kind for e in session.store.events(night.id)]
    assert kinds == ["night", "game", "deal", "bet", "fold", "end"]   # the refused call left no event
    assert night.ended_at is not None


def test_rulings_and_settlement_print_as_refcli_run_prints_them():
    script = (ROOT / "examples" / "club-night.txt").read_text()
    code, out, _ = shell(script)
    assert code == 0
    run_out = CliRunner().invoke(cli, ["run", str(ROOT / "examples" / "club-night.txt")]).output
    blocks = run_out.strip().split("\n\n")
    assert len(blocks) >= 6 and blocks[0].startswith("Hand 1 · 7 Card Stud · dealt by Ann")
    for block in blocks:
        assert block in out


def test_the_night_stays_open_after_quit_and_a_second_shell_carries_on(tmp_path):
    db = str(tmp_path / "club.db")
    code, out, _ = shell("night Ann Bob\ngame seven-card-stud\nquit\ndeal\n", Session(Store(db)))
    assert code == 0
    assert "Hand 1" not in out                          # nothing after quit ran
    code, out, session = shell("deal\nstatus\nexit # for now\n", Session(Store(db)))
    assert out.splitlines() == [
        "Hand 1: Ann deals 7 Card Stud and antes $1.00 for the table · pot $1.00 · Bob to act",
        "Hand 1 · 7 Card Stud · Ann dealt · pot $1.00 · Bob to act"]
    assert session.store.open_night() is not None


def test_help_prints_the_verb_table_of_help_table_and_the_shell_words():
    code, out, _ = shell("help\nhelp BET\nhelp bte\n")
    table = CliRunner().invoke(cli, ["help-table"]).output
    assert out.startswith(table + "\nIn the shell: help [VERB]; Tab completes; Ctrl-C clears the line; "
                                  "quit, exit or Ctrl-D leaves (the night stays open in the store).\n")
    assert out.endswith("  bet [PLAYER] AMOUNT · b  open the betting (at most the house's maximum bet)\n"
                        "Error: unknown command 'bte' — did you mean bet?\n")
    assert help_text() in out
    assert code == 1


def test_an_unexpected_failure_is_one_line_and_the_shell_goes_on(monkeypatch):
    session = Session(Store(":memory:"))
    real = session.execute

    def execute(line):
        if line.startswith("deal"):
            raise ZeroDivisionError("division by zero")
        return real(line)
    monkeypatch.setattr(session, "execute", execute)
    code, out, _ = shell("night Ann Bob\ndeal\nbalances\n", session)
    assert out.splitlines()[1] == ("Error: internal error (ZeroDivisionError: division by zero); "
                                   "set REFCLI_DEBUG=1 for details")
    assert out.splitlines()[2:4] == ["Player  Balance", "------  -------"]
    assert code == 3


def test_errors_without_a_night_and_control_characters_never_reach_the_store_or_the_terminal():
    code, out, session = shell("bet Bob 1\nnight Ann Bob\npay Ann 1 \x1b[31mred\x07\nundo\n")
    assert out.splitlines() == [
        "Error: no night is open: start one with night NAME NAME ...",
        "Night opened: Ann, Bob (clockwise). Ann deals first and picks the first game.",
        "Ann pays $1.00 into the pot ([31mred) · pot $1.00",
        "Undone: pay Ann 1 [31mred"]
    texts = [e.text for e in session.store.events(session.store.open_night().id)]
    assert texts[1] == "pay Ann 1 [31mred"


def test_history_lives_next_to_the_store_file():
    assert history_path("/data/club.db") == "/data/club.db.history"
    assert history_path(":memory:") is None


def test_importing_the_shell_and_a_piped_run_do_not_load_prompt_toolkit():
    code = ("import io, sys; import refcli.cli.shell as s; from refcli.night.session import Session; "
            "from refcli.log.store import Store; assert 'prompt_toolkit' not in sys.modules; "
            "s.run_shell(Session(Store(':memory:')), io.StringIO('night Ann Bob\\n'), io.StringIO()); "
            "print('prompt_toolkit' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "False\n"


# --- a real terminal -------------------------------------------------------------------------------------


def test_the_shell_in_a_real_terminal(tmp_path):
    db = str(tmp_path / "club.db")
    child = spawn_shell(db)
    try:
        # The renderer moves the cursor over the prompt's trailing space, so expect up to the '>'.
        child.expect_exact("no night >")
        child.sendline("night Ann Bob Cal Dee")
        child.expect_exact("Night opened: Ann, Bob, Cal, Dee")
        child.expect_exact("Ann picks >")
        child.sendline("game seven-card-stud")
        child.expect_exact("Ann to deal 7 Card Stud >")
        child.sendline("deal")
        child.expect_exact("hand 1 · 7 Card Stud · pot $2.00 · Bob to act >")
        child.sendline("bet Bob .50")
        child.expect_exact("Cal to call 50¢ >")
        child.sendline("call Dee")
        child.expect_exact("Error: it is Cal's turn (to call 50¢), not Dee's")
        child.expect_exact("Cal to call 50¢ >")
        child.send("raise Dee 5")
        child.send("\x03")                                  # Ctrl-C drops the line
        child.expect_exact("Cal to call 50¢ >")
        child.send("call c\t")                              # Tab: c -> Cal
        child.expect(drawn("call Cal"))                     # drawn whole or in pieces
        child.send("\r")
        child.expect_exact("Cal calls 50¢")
        child.expect_exact("Dee to call 50¢ >")
        child.sendeof()                                     # Ctrl-D leaves
        child.expect_exact("The night stays open")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    store = Store(db)
    night = store.open_night()
    assert [(e.kind, e.text) for e in store.events(night.id)] == [
        ("night", "night Ann Bob Cal Dee"), ("game", "game seven-card-stud"), ("deal", "deal"),
        ("bet", "bet Bob .50"), ("call", "call Cal")]
    history = Path(db + ".history").read_text()
    assert "+call Dee\n" in history and "+call Cal \n" in history and "raise Dee" not in history


def test_take_or_pass_rounds_in_the_prompt_and_completion():
    t = Table("night Ann Bob Cal", "game five-and-a-half", "deal")
    t("check, check, check")                 # the opening bet round closes; take-or-pass from the dealer's left
    assert prompt_text(t.night) == "hand 1 · 5½-25½ · pot $1.50 · Bob to take or pass > "
    t("pass Bob")
    assert words("take ", t.night) == (0, ["Cal", "Ann"])


def test_7_and_a_half_completes_the_player_owed_a_card_or_on_turn():
    t = Table("night Ann Bob Cal", "game seven-and-a-half", "deal")
    assert words("card ", t.night) == (0, ["Bob"])
    t("card Bob Ac")
    assert words("card Bob Ac, ", t.night)[1][0] == "Cal"      # a repeated clause names the next one owed
    t("card Cal 3h, Ann 4c")
    assert words("wager ", t.night) == (0, ["Bob"])
    assert words("swap ", t.night) == (0, ["Ann"])
    assert words("wa", t.night) == (2, ["wager"])
    stud = Table("night Ann Bob Cal", "game seven-card-stud")
    assert words("wa", stud.night) == (2, []) and words("hi", stud.night) == (2, [])


# --- a line typed after another terminal moved the night -----------------------------------------------------------


def test_a_change_made_while_the_dealer_sat_at_the_prompt_is_said_before_his_line(tmp_path):
    db = str(tmp_path / "club.db")
    out = io.StringIO()
    here = _Shell(Session(Store(db)), out)
    for line in ("night Ann Bob Cal", "game seven-card-stud", "deal"):
        here.handle(line)
    here.refresh()                      # the prompt is drawn: the shell has looked at the store
    there = Session(Store(db))          # ... and while the dealer types, another terminal bets
    there.execute("bet Bob .50")
    out.truncate(0), out.seek(0)
    here.handle("call Cal")             # no refresh between the prompt and the line
    assert out.getvalue().splitlines() == [
        "(the night changed in another terminal: bet Bob .50)",
        "Cal calls 50¢ · pot $2.50 · Ann to act (50¢ to call)"]
    out.truncate(0), out.seek(0)
    here.refresh()                      # said once, and the shell's own call is not news
    here.handle("fold Ann")
    assert "another terminal" not in out.getvalue()
