"""A game is found by what the table calls it: its id, its name, an alias from its file, a unique prefix."""

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.errors import ParseError, RulesetError
from refcli.rules.loader import game_names, load_game, resolve_game
from refcli.night.session import Session
from refcli.log.store import Store

DEAL = "deal: [[down, down, up], [up], [up], [up], [down]]\n"


@pytest.mark.parametrize("typed,game_id,rest", [
    ("seven-card-stud", "seven-card-stud", []),
    ('"7 Card Stud"', "seven-card-stud", []),
    ("“7 Card Stud” declare", "seven-card-stud", ["declare"]),
    ("7 card stud high", "seven-card-stud", ["high"]),
    ("stud", "seven-card-stud", []),
    ("STUD declare", "seven-card-stud", ["declare"]),
    ("seven-c", "seven-card-stud", []),   # "sev" also starts seven-and-a-half (below)
    ("7.5", "seven-and-a-half", []),
    ("7½ drinks", "seven-and-a-half", ["drinks"]),
    ("seven and a half", "seven-and-a-half", []),
    ("5.5", "five-and-a-half", []),
    ("5½-25½ innies", "five-and-a-half", ["innies"]),
    ('"High Hand, Low Hand"', "high-hand-low-hand", []),
    ("high hand low hand", "high-hand-low-hand", []),
    ("turds", "three-turds", []),
    ("amarillo", "amarillo", []),       # an id that is also the start of another id is that game
    ("joker chaos", "follow-the-joker", ["chaos"]),
])
def test_names_the_table_uses(typed, game_id, rest):
    assert resolve_game(typed) == (game_id, rest)


def test_sev_could_be_either_seven():
    with pytest.raises(ParseError) as err:
        load_game("sev")
    assert str(err.value) == ("'sev' could be seven-and-a-half (7½) or seven-card-stud (7 Card Stud): "
                              "type more of the name")


def test_an_ambiguous_prefix_names_the_candidates():
    with pytest.raises(ParseError) as err:
        load_game("amar")
    assert str(err.value) == ("'amar' could be amarillo (Amarillo) or amarillo-6 (6 Card Amarillo): "
                              "type more of the name")


def test_an_unknown_name_lists_the_games_or_suggests_one():
    with pytest.raises(ParseError) as err:
        load_game('"Chinese Poker"')
    assert str(err.value)== "unknown game 'Chinese Poker' — rules lists every game (or type more of a game's name)"
    with pytest.raises(ParseError) as err:
        load_game('"Texas Hold Em"')            # a game since issue 25: the nearest id is offered
    assert str(err.value) == "unknown game 'Texas Hold Em' — did you mean texas-holdem?"
    with pytest.raises(ParseError) as err:
        load_game("seven-card-stut")
    assert str(err.value) == "unknown game 'seven-card-stut' — did you mean seven-card-stud?"
    with pytest.raises(ParseError) as err:
        load_game('"7 Card Stud')
    assert str(err.value) == "the quote before 7 Card Stud is not closed"


def test_every_built_in_alias_finds_its_own_game_and_no_other():
    listed = game_names()
    seen: dict[str, str] = {}
    for game_id, _, aliases in listed:
        for alias in aliases:
            assert alias not in seen, (alias, game_id, seen.get(alias))
            seen[alias] = game_id
            assert resolve_game(alias)[0] == game_id
    assert seen["stud"] == "seven-card-stud" and seen["5.5"] == "five-and-a-half"


def test_a_played_game_named_by_alias_is_the_game(tmp_path):
    session = Session(Store(":memory:"))
    session.execute("night Ann Bob")
    reply = session.execute('game "7 Card Stud" declare')
    assert reply.outcomes[0].lines == ("Ann picks 7 Card Stud (declare) for the next 3 hands.",)
    out = CliRunner().invoke(cli, ["rules", "stud"])
    assert out.exit_code == 0 and out.output.startswith("7 Card Stud")


def _user_game(tmp_path, text):
    (tmp_path / "games").mkdir(exist_ok=True)
    (tmp_path / "games" / "pinewoods.yaml").write_text("name: Pinewoods\n" + text + DEAL, encoding="utf-8")
    return [str(tmp_path)]


def test_a_users_game_declares_its_aliases(tmp_path):
    dirs = _user_game(tmp_path, "aliases: [pine, apple pie]\n")
    assert resolve_game("pine", dirs) == ("pinewoods", [])
    assert resolve_game("Apple  Pie", dirs) == ("pinewoods", [])


@pytest.mark.parametrize("aliases,problem", [
    ("aliases: pine\n", "aliases: expected a list of names, like [stud, 7-stud], got 'pine'"),
    ("aliases: [pine, PINE]\n", "aliases: 'pine' is named twice"),
    ("aliases: [pinewoods]\n", "aliases: 'pinewoods' is named twice"),
    ("aliases: ['a,b']\n", "aliases: 'a,b' is not an alias: one to 30 characters, no comma, not quoted"),
    ("aliases: [{a: b}]\n", "aliases: expected text, got a mapping"),
])
def test_bad_aliases_are_one_line_naming_the_file_and_line(tmp_path, aliases, problem):
    dirs = _user_game(tmp_path, aliases)
    with pytest.raises(RulesetError) as err:
        load_game("pinewoods", dirs)
    assert str(err.value) == f"{tmp_path}/games/pinewoods.yaml:2: {problem}"


def test_the_table_may_change_the_game_before_the_pick_is_up_only_by_saying_so():
    from tablekit import Table
    t = Table("night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold")
    assert t.refuse("game dots") == ("Ann's pick (7 Card Stud) plays 3 hands; 2 to go "
                                     "(to change it now: game NAME override)")
    t("game dots override")
    assert t.lines[-1] == "Ann's pick changes to Dots for the two hands left (override)."
    t("deal")
    assert t.night.hand.game.id == "dots"
    event = t.session.store.events(t.night_id)[-2]
    assert (event.kind, event.payload["text"], event.payload["override"]) == ("game", "dots", True)
    assert t.refuse("game override") == "usage: game NAME [VARIANT ...] override"


def test_override_from_the_command_line(tmp_path):
    from click.testing import CliRunner
    from refcli.cli.main import cli
    db = str(tmp_path / "club.db")
    for line in ("night Ann Bob Cal", "game stud", "deal", "bet bob 1, fold, fold"):
        assert CliRunner().invoke(cli, ["--db", db, *line.split()]).exit_code == 0
    out = CliRunner().invoke(cli, ["--db", db, "game", "dots", "--override"])
    assert (out.exit_code, out.output) == (0, "Ann's pick changes to Dots for the two hands left (override).\n")


def _seven_and_a_half_deal(t) -> None:
    """One deal of 7½ at a table of four, stopped after its first duel: 5♣ stays against the dealer's 4♦."""
    t("deal")
    seats = t.night.hand.seats           # the dealer last
    t("card " + ", ".join(f"{p} {c}" for p, c in zip(seats, ["5c", "6c", "2h", "4d"])))
    t(f"wager {seats[0]} .25")
    t(f"stay {seats[0]}")
    t(f"stay {seats[-1]}")
    t("settle")


def test_an_override_into_a_game_with_its_own_count_plays_the_hands_the_pick_had_left():
    from tablekit import Table
    t = Table("night Ann Bob Cal Dee", "game stud")
    for _ in range(2):
        t("deal")
        t("fold, fold, fold")
    t("game 7.5 override")
    assert t.lines[-1] == "Ann's pick changes to 7½ for the one hand left (override)."
    _seven_and_a_half_deal(t)
    # One deal of 7½ and the pick is up (7½'s own round of four would have played two more here).
    assert t.rulings[-1].lines[-1] == "The pick's hands are played: the next player picks."
    assert (t.night.pick_game, t.night.picker) == (None, "Bob")


def test_the_next_override_counts_from_the_pick_its_game_had():
    from tablekit import Table
    t = Table("night Ann Bob Cal Dee", "game 7.5")
    _seven_and_a_half_deal(t)
    t("game stud override")       # 7½ picked for a round of four; one deal played
    assert t.lines[-1] == "Ann's pick changes to 7 Card Stud for the three hands left (override)."
    t("deal")
    t("fold, fold, fold")
    assert t.refuse("game dots") == ("Ann's pick (7 Card Stud) plays 4 hands; 2 to go "
                                     "(to change it now: game NAME override)")
    t("game dots override")
    assert t.lines[-1] == "Ann's pick changes to Dots for the two hands left (override)."
    for _ in range(2):
        t("deal")
        t("fold, fold, fold")
    assert (t.night.pick_game, t.night.picker) == (None, "Bob")


def _with_a_broken_draft(tmp_path) -> list[str]:
    dirs = _user_game(tmp_path, "aliases: [pine]\n")
    (tmp_path / "games" / "draft.yaml").write_text("name: Draft\nwild: [eleven\n", encoding="utf-8")
    return dirs


def test_a_broken_draft_in_a_members_folder_takes_no_other_game_or_alias_with_it(tmp_path):
    from refcli.rules.loader import broken_games, list_games
    dirs = _with_a_broken_draft(tmp_path)
    assert resolve_game("stud", dirs) == ("seven-card-stud", [])        # a club alias
    assert resolve_game("pine", dirs) == ("pinewoods", [])              # the folder's own good game
    assert "draft" not in [gid for gid, _, _ in list_games(dirs)]
    assert len(list_games(dirs)) == len(list_games()) + 1
    assert broken_games(dirs) == [f"{tmp_path}/games/draft.yaml:3: not valid YAML: did not find expected ',' or ']'"]


def test_the_broken_draft_itself_is_refused_naming_its_file_and_line(tmp_path):
    dirs = _with_a_broken_draft(tmp_path)
    with pytest.raises(RulesetError) as err:
        load_game("draft", dirs)
    assert str(err.value) == f"{tmp_path}/games/draft.yaml:3: not valid YAML: did not find expected ',' or ']'"
    with pytest.raises(ParseError) as unknown:
        resolve_game("drafty thing", dirs)
    assert str(unknown.value).endswith(f"; a game file could not be read: {tmp_path}/games/draft.yaml:3: not "
                                       "valid YAML: did not find expected ',' or ']'")


def test_the_games_list_names_the_file_it_could_not_read(tmp_path):
    dirs = _with_a_broken_draft(tmp_path)
    out = CliRunner().invoke(cli, ["--rulesets", dirs[0], "rules"])
    assert out.exit_code == 0
    assert out.output.endswith("\n\nNot read (fix the file to play its game):\n"
                               f"  {tmp_path}/games/draft.yaml:3: not valid YAML: did not find expected ',' or ']'\n")
    assert "\nOther games (no family named in the file)\n  pinewoods                  Pinewoods  (also: pine)\n" in out.output


def test_a_members_alias_that_already_names_a_club_game_is_left_out_and_named(tmp_path):
    from refcli.rules.loader import alias_clashes, broken_games, list_games
    dirs = _user_game(tmp_path, "aliases: [pine, draw]\n")
    line = f"{tmp_path}/games/pinewoods.yaml:2: aliases: 'draw' already names five-card-draw: left out"
    assert resolve_game("draw", dirs) == ("five-card-draw", [])           # the club's alias, never ambiguous
    assert resolve_game("pine", dirs) == ("pinewoods", [])                # the file's other alias still plays
    assert load_game("pinewoods", dirs).id == "pinewoods"
    assert broken_games(dirs) == [] and alias_clashes(dirs) == [line]
    assert len(list_games(dirs)) == len(list_games()) + 1
    listed = CliRunner().invoke(cli, ["--rulesets", dirs[0], "rules"])
    assert listed.exit_code == 0
    assert "  pinewoods                  Pinewoods  (also: pine)\n" in listed.output
    assert listed.output.endswith(f"\n\nAliases left out (another game is called so):\n  {line}\n")


def test_a_members_alias_of_another_members_game_is_left_out_of_the_later_file(tmp_path):
    from refcli.rules.loader import alias_clashes
    dirs = _user_game(tmp_path, "aliases: [pine]\n")
    (tmp_path / "games" / "spruce.yaml").write_text("name: Spruce\naliases:\n  - tree\n  - pine\n" + DEAL,
                                                     encoding="utf-8")
    assert alias_clashes(dirs) == [f"{tmp_path}/games/spruce.yaml:4: aliases: 'pine' already names pinewoods: "
                                   "left out"]
    assert resolve_game("pine", dirs) == ("pinewoods", [])
    assert resolve_game("tree", dirs) == ("spruce", [])


def test_a_flow_with_a_declare_step_and_no_declaration_is_refused_naming_the_file(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "split-draw.yaml").write_text(
        "name: Split Draw\nflow:\n  - ante\n  - deal: [down, down, down, down, down]\n  - bet\n  - declare\n"
        "  - show\n  - settle\npots:\n  - {kind: high, share: 1/2}\n  - {kind: low, share: 1/2}\n", encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_game("split-draw", [str(tmp_path)])
    assert str(err.value) == (f"{tmp_path}/games/split-draw.yaml:3: flow: the flow has a declare step: add declare: "
                              "true for a high-low declaration, or drop the step (cards speak)")
    text = (tmp_path / "games" / "split-draw.yaml").read_text(encoding="utf-8")
    (tmp_path / "games" / "split-draw.yaml").write_text(text + "declare: true\n", encoding="utf-8")
    assert load_game("split-draw", [str(tmp_path)]).declare is True
