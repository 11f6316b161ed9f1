"""A members' folder may hold a game of a built-in id: the table says so when it is picked, and a night played
with it, imported where the club's game of that id is another, is named (what differs) and taken only after a
yes or --yes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.kernel.localtime import local_date
from refcli.log.store import Store

# The stud hand of Ann, Bob and Cal: the members' stud gives the whole pot to the low hand (Ann's 7-5-4-3-2).
NIGHT = ["night Ann Bob Cal", "game stud", "deal", "bet bob 1, call cal, call ann",
         "check, check, check", "check, check, check", "check, check, check", "check, check, check",
         "show ann 2c 3c 4d up 5h 7s 9c Kd, bob As Ad Kh up Kc 2d 3d 4s, cal 5c 5d 6h up 6s 8h 8d Jc",
         "settle", "end"]


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


@pytest.fixture
def members(tmp_path) -> str:
    """A members' folder whose seven-card-stud pays the low hand the whole pot."""
    from refcli.rules.loader import builtin_dir
    with open(f"{builtin_dir()}/games/seven-card-stud.yaml", encoding="utf-8") as f:
        text = f.read()
    club_pots = "pots:\n  - {kind: high, share: 1/2}\n  - {kind: chicago, share: 1/2}\nvariants:"
    assert club_pots in text
    folder = tmp_path / "members"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "seven-card-stud.yaml").write_text(
        text.replace(club_pots, "pots:\n  - {kind: low, share: 1}\nvariants:"), encoding="utf-8")
    return str(folder)


@pytest.fixture
def played(tmp_path, members) -> tuple[str, dict]:
    """The night played with the members' stud, exported to a file: (its path, its content)."""
    db = str(tmp_path / "members.db")
    assert invoke("--db", db, "--rulesets", members, "run", "-", input="\n".join(NIGHT) + "\n").exit_code == 0
    text = invoke("--db", db, "export", "1").output
    path = tmp_path / "night.json"
    path.write_text(text, encoding="utf-8")
    return str(path), json.loads(text)


def balances(db: str) -> dict:
    return json.loads(invoke("--db", db, "report", "1", "--format", "json").output)["balances"]


def test_picking_a_members_game_of_a_built_in_id_says_so(tmp_path, members):
    db = str(tmp_path / "t.db")
    assert invoke("--db", db, "night", "Ann", "Bob", "Cal").exit_code == 0
    out = invoke("--db", db, "--rulesets", members, "game", "stud")
    assert (out.exit_code, out.output) == (0, (
        "Ann picks 7 Card Stud for the next 3 hands.\n"
        f"This is the members' seven-card-stud, from {members}/games/seven-card-stud.yaml: it replaces refcli's "
        "own game of that id.\n"))


def test_the_built_in_game_or_a_members_game_of_its_own_id_is_picked_as_before(tmp_path, members):
    import shutil
    db = str(tmp_path / "t.db")
    assert invoke("--db", db, "night", "Ann", "Bob", "Cal").exit_code == 0
    assert invoke("--db", db, "game", "stud").output == "Ann picks 7 Card Stud for the next 3 hands.\n"
    shutil.move(f"{members}/games/seven-card-stud.yaml", f"{members}/games/members-stud.yaml")
    text = open(f"{members}/games/members-stud.yaml", encoding="utf-8").read()
    open(f"{members}/games/members-stud.yaml", "w", encoding="utf-8").write(
        text.replace("id: seven-card-stud", "id: members-stud").replace("name: 7 Card Stud", "name: Members Stud")
        .replace("aliases: [stud, 7-stud, 7cs, \"7 stud\", seven stud]", "aliases: []"))
    out = invoke("--db", db, "--rulesets", members, "game", "members-stud", "override")
    assert (out.exit_code, out.output) == (0, "Ann picks Members Stud for the next 3 hands.\n")


def test_a_night_of_a_game_other_than_the_clubs_is_named_and_asked_for(tmp_path, played):
    path, data = played
    keeper = str(tmp_path / "keeper.db")
    night = data["nights"][0]
    day = local_date(night["started_at"], night["meta"]["tz"])
    out = invoke("--db", keeper, "import", path)
    assert out.exit_code == 1
    assert out.output == (
        f"Imported night 1 of the file ({day}, Ann, Bob, Cal) as night 1: 1 hand.\n"
        "  its game seven-card-stud (7 Card Stud) is not this club's seven-card-stud: they differ in pots (pots: the "
        "file's low 1, this club's high 1/2, chicago 1/2).\n"
        f"Error: {path} holds a game other than this club's game of the same id (above): import it again with --yes "
        "to take its nights as they were played; nothing was imported\n")
    assert Store(keeper).nights() == []
    taken = invoke("--db", keeper, "import", path, "--yes")
    assert taken.exit_code == 0
    assert taken.output.splitlines()[-2:] == [
        "  its game seven-card-stud (7 Card Stud) is not this club's seven-card-stud: they differ in pots (pots: the "
        "file's low 1, this club's high 1/2, chicago 1/2).",
        f"Imported 1 night from {path}."]
    assert balances(keeper) == {"Ann": 200, "Bob": -100, "Cal": -100}


def test_the_export_into_its_own_book_changes_nothing_and_says_so(tmp_path, played):
    path, data = played
    db = str(tmp_path / "members.db")
    before = balances(db)
    out = invoke("--db", db, "import", path)      # without the members' folder: the night is the book's own
    assert out.exit_code == 0
    assert out.output.splitlines()[-1] == f"Nothing imported: every night of {path} is already in the book."
    assert balances(db) == before == {"Ann": 200, "Bob": -100, "Cal": -100}


def test_the_same_night_where_the_club_plays_the_members_game_is_not_asked_for(tmp_path, played, members):
    path, _ = played
    keeper = str(tmp_path / "keeper.db")
    out = invoke("--db", keeper, "--rulesets", members, "import", path)
    assert out.exit_code == 0
    assert out.output.splitlines()[-1] == f"Imported 1 night from {path}."
    assert "differ" not in out.output


def test_a_night_of_the_clubs_own_game_is_not_asked_for(tmp_path):
    db = str(tmp_path / "club.db")
    assert invoke("--db", db, "run", "-", input="\n".join(NIGHT) + "\n").exit_code == 0
    keeper = str(tmp_path / "keeper.db")
    out = invoke("--db", keeper, "import", "-", input=invoke("--db", db, "export", "1").output)
    assert out.exit_code == 0 and "differ" not in out.output
    assert balances(keeper) == {"Ann": -250, "Bob": 350, "Cal": -100}


def test_every_game_of_the_club_as_logged_is_the_clubs_own(tmp_path):
    # What the import compares: a game as a night logs it, loaded again from its id and variants, is the same.
    from refcli.book.nightgames import club_games, differences
    from refcli.log.nightlog import game_to_json
    from refcli.rules.loader import list_games, load_game, variant_specs
    club = club_games()
    specs = [g[0] for g in list_games()] + list(variant_specs())
    for spec in specs:
        logged = json.loads(json.dumps(game_to_json(load_game(spec))))
        assert differences(logged, club(logged)) == (), spec
    assert len(specs) > 50
