"""The blinds of a hand kept in the store: a one-shot command rebuilds the hand from the snapshot taken at its
deal, whose JSON keeps names in alphabetical order, not the order the blinds were posted. The big blind must
still be the second player left of the dealer (QA: hand 3 of a 2s to 25 night, Dee small and Ann big, had Dee
opening the first bet when typed one line at a time, and Ann when run as a script)."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli
from tablekit import Table

# Ann, Bob and Cal deal hands 1 to 3: at hand 3 Dee posts the small blind and Ann, seated first, the big one.
NIGHT = ["night Ann Bob Cal Dee", "game twos-to-25",
         "deal", "ask Bob 1, Cal 1, Dee 1, Ann 1", "check Cal, fold Dee, fold Ann, fold Bob",
         "deal", "ask Cal 1, Dee 1, Ann 1, Bob 1", "check Dee, fold Ann, fold Bob, fold Cal",
         "deal", "ask Dee 1, Ann 1, Bob 1, Cal 1"]


def test_the_big_blind_opens_when_the_hand_comes_back_from_the_store(tmp_path):
    db = str(tmp_path / "night.db")
    runner = CliRunner()
    for line in NIGHT:
        assert runner.invoke(cli, ["--db", db, *line.split()], catch_exceptions=False).exit_code == 0, line
    status = runner.invoke(cli, ["--db", db, "status"], catch_exceptions=False)
    assert status.output == "Hand 3 · 2s to 25 · Cal dealt · pot 75¢ · Ann to act\n"
    refused = runner.invoke(cli, ["--db", db, "call", "Dee"], catch_exceptions=False)
    assert (refused.exit_code, refused.output) == (1, "Error: it is Ann's turn, not Dee's\n")
    runner.invoke(cli, ["--db", db, "check", "Ann,", "call", "Bob,", "call", "Cal,", "call", "Dee"])
    balances = runner.invoke(cli, ["--db", db, "balances"], catch_exceptions=False)
    # Hand 1 Cal won Bob's 25¢ small blind; hand 2 Dee won Cal's; hand 3 so far: each has 50¢ in the pot.
    assert balances.output.splitlines()[2:] == ["Ann        -50¢", "Bob        -75¢", "Cal        -50¢",
                                                 "Dee        -25¢", "In the pot: $2.00"]


def test_the_big_blind_typing_a_bet_is_told_to_check_or_raise():
    # QA night: `bet Cal .50` from the big blind said "call or raise", and `call Cal` is refused (he owes
    # nothing): the refusal now names the two things he may type.
    from tablekit import Table
    t = Table("night Ann Bob Cal Dee", "game twos-to-25", "deal", "ask Bob 1, Cal 2, Dee 1, Ann 2")
    assert t.refuse("bet Cal .50") == "there is already a bet of 50¢, Cal's own blind: check or raise"
    assert t.refuse("call Cal") == "Cal owes nothing: check"
    t("check Cal")
    assert t.refuse("bet Dee .50") == "there is already a bet of 50¢: call or raise"
    assert t.pot == 75 and t.balances() == {"Ann": 0, "Bob": -25, "Cal": -50, "Dee": 0}


# --- 2s to 25: the big blind opens after a stored state comes back -------------------------------------------------

HAND_2_BLINDS = ("night Ann Bob Cal", "game twos-to-25", "deal", "ask Bob 2, ask Cal 1, ask Ann 1",
                 "fold Cal", "raise Ann .50", "call Bob", "upcard Kh", "fold Bob",      # Ann takes hand 1
                 "deal", "ask Cal 1, ask Ann 1, ask Bob 2")


def test_twos_to_25_the_big_blind_opens_in_one_shot_commands(tmp_path, capsys):
    # Hand 2: Bob deals, Cal posts the small blind (25¢) and Ann the big (50¢); the big blind opens the bet. A
    # stored state keeps its blinds with the names sorted (Ann before Cal), which must not make Cal the big blind.
    from refcli.cli.main import main
    db = str(tmp_path / "b.db")
    for line in HAND_2_BLINDS:
        assert main(["--db", db, *line.replace(",", " ,").split()]) == 0
    capsys.readouterr()
    assert main(["--db", db, "status"]) == 0
    assert capsys.readouterr().out == "Hand 2 · 2s to 25 · Bob dealt · pot 75¢ · Ann to act\n"
    assert main(["--db", db, "raise", "Ann", ".50"]) == 0
    assert capsys.readouterr().out == "Ann raises 50¢ to $1.00 · pot $1.25 · Bob to act ($1.00 to call)\n"


def test_twos_to_25_a_replayed_night_keeps_the_big_blind_first():
    t = Table(*HAND_2_BLINDS)
    assert t.night.hand.part("bet").to_act == ["Ann", "Bob", "Cal"]
    replayed, _ = t.session.replay(t.night_id)
    assert replayed.hand.part("bet").to_act == ["Ann", "Bob", "Cal"]
    assert replayed.hand.part("bet").opener == "Ann"
