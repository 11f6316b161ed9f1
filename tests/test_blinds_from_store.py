"""The blinds of a hand kept in the store: a one-shot command rebuilds the hand from the snapshot taken at its
deal, whose JSON keeps names in alphabetical order, not the order the blinds were posted. The big blind must
still be the second player left of the dealer (QA: hand 3 of a 2s to 25 night, Dee small and Ann big, had Dee
opening the first bet when typed one line at a time, and Ann when run as a script)."""

from __future__ import annotations

from click.testing import CliRunner

from refcli.cli.main import cli

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
