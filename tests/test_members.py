"""Members: one person under every name. A rename at a night and a rename or a merge between nights leave one
row in the season, the player card and the exports; a store written before members gets them on opening."""

from __future__ import annotations

import json
import sqlite3

from click.testing import CliRunner

from refcli.cli.main import cli
from refcli.log.store import Store, m001_initial

# Night 1: Ann deals stud, Bob bets $1, Zoë and Ann fold: Bob +$1.50, Ann -$1.50.
NIGHT_1 = "night Ann Bob Zoë\ngame stud\ndeal\nbet 1\nfold\nfold\nend\n"
# Night 2: Zoë's name is fixed to Zoe; Ann deals, Bob folds, Zoe bets $1, Ann folds: Zoe +$1.50, Ann -$1.50.
NIGHT_2 = "night Ann Bob Zoë\nrename Zoë Zoe\ngame stud\ndeal\nfold\nbet 1\nfold\nend\n"


def invoke(db: str, *args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["--db", db, *args], input=input)


def book(tmp_path, *nights: str) -> str:
    db = str(tmp_path / "club.db")
    for night in nights:
        assert invoke(db, "run", "-", input=night).exit_code == 0
    return db


def season(db: str) -> dict[str, tuple[int, int, int]]:
    data = json.loads(invoke(db, "season", "all", "--format", "json").output)
    return {p["name"]: (p["net"], p["nights"], p["hands"]) for p in data["players"]}


def test_a_rename_at_a_night_is_one_member_in_the_season(tmp_path):
    db = book(tmp_path, NIGHT_1, NIGHT_2)
    assert season(db) == {"Bob": (150, 2, 2), "Zoe": (150, 2, 2), "Ann": (-300, 2, 2)}
    assert invoke(db, "member", "list").output == (
        "Member  Names     Nights\n"
        "------  --------  ------\n"
        "Ann     Ann       1, 2\n"
        "Bob     Bob       1, 2\n"
        "Zoe     Zoe, Zoë  1, 2\n")
    card = invoke(db, "player", "zoë").output.splitlines()
    assert card[0] == "Zoe: 2 nights, 2 hands, won 1, net +$1.50; biggest share won $2.50"


def test_a_member_renamed_between_nights_keeps_his_nights_and_is_seated_by_his_new_name(tmp_path):
    db = book(tmp_path, NIGHT_1)
    out = invoke(db, "member", "rename", "zo", "Zoe")
    assert out.exit_code == 0 and out.output == "Zoë goes by Zoe now (names: Zoe, Zoë).\n"
    assert season(db) == {"Bob": (150, 1, 1), "Zoe": (0, 1, 1), "Ann": (-150, 1, 1)}
    assert invoke(db, "night").output.startswith("Night opened: Ann, Bob, Zoe (clockwise).")
    assert invoke(db, "end").exit_code == 0
    assert invoke(db, "night", "ann", "bob", "zo").output.startswith("Night opened: Ann, Bob, Zoe (clockwise).")


def test_two_names_of_one_person_merge_into_one_row(tmp_path):
    # Zoë played night 1; night 2 someone typed Zoe for her (a new member then).
    db = book(tmp_path, NIGHT_1, NIGHT_2.replace("night Ann Bob Zoë\nrename Zoë Zoe\n", "night Ann Bob new Zoe\n"))
    assert season(db) == {"Bob": (150, 2, 2), "Zoe": (150, 1, 1), "Zoë": (0, 1, 1), "Ann": (-300, 2, 2)}
    out = invoke(db, "member", "merge", "Zoe", "Zoë")
    assert out.exit_code == 0 and out.output == "Zoë is Zoe: one member (names: Zoe, Zoë).\n"
    assert season(db) == {"Bob": (150, 2, 2), "Zoe": (150, 2, 2), "Ann": (-300, 2, 2)}
    assert invoke(db, "member", "list").output.splitlines()[-1] == "Zoe     Zoe, Zoë  1, 2"


def test_bad_member_commands_say_why_in_one_line_and_change_nothing(tmp_path):
    db = book(tmp_path, NIGHT_1)
    before = invoke(db, "member", "list").output
    for args, said in [
        (("rename", "Zed", "Zack"), "no member goes by 'Zed' (refcli member list shows them)"),
        (("rename", "Ann", "Bob"), "Bob is another member's name (refcli member merge Ann Bob makes them one "
                                   "person)"),
        (("rename", "Ann", "bob"), "bob is too like Bob, another member's name"),
        (("rename", "Ann", "Ann"), "Ann already goes by Ann"),
        (("rename", "Ann", "fold"), "'fold' is a command word; choose another name"),
        (("merge", "Ann", "Bob"), "Ann and Bob sat at the same table (night 1): two people, not one"),
        (("merge", "Ann", "ann"), "Ann and ann are one member already"),
        (("merge", "Ann", "Q"), "no member goes by 'Q' (refcli member list shows them)"),
    ]:
        out = invoke(db, "member", *args)
        assert (out.exit_code, out.output) == (1, f"Error: {said}\n"), args
    assert invoke(db, "member", "list").output == before
    empty = str(tmp_path / "empty.db")
    assert invoke(empty, "member", "list").output == (
        "The book has no members yet: they come with the first night that ends.\n")
    out = invoke(empty, "member", "rename", "Ann", "Anne")
    assert (out.exit_code, out.output) == (
        1, "Error: the book has no members yet: they come with the first night that ends\n")


def _schema_one_store(path: str) -> None:
    """A store as refcli wrote it before members: one migration, two nights, a rename in the second (and a
    rename that was undone, which links nothing)."""
    db = sqlite3.connect(path, isolation_level=None)
    m001_initial(db)
    db.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    db.execute("INSERT INTO _migrations VALUES ('m001_initial', '2025-01-01T00:00:00.000Z')")
    db.execute("PRAGMA user_version = 1")
    nights = [["Ann", "Zoë"], ["Ann", "Zoë", "Cal"]]
    events = [[("night", {"players": ["Ann", "Zoë"], "v": 2}), ("end", {"v": 2})],
              [("night", {"players": ["Ann", "Zoë", "Cal"], "v": 2}), ("rename", {"player": "Cal", "text": "Carl",
                                                                                  "v": 2}),
               ("undo", {"voids": 2}), ("rename", {"player": "Zoë", "text": "Zoe", "v": 2}),
               ("join", {"players": ["Dee"], "v": 2}), ("end", {"v": 2})]]
    for n, (players, evs) in enumerate(zip(nights, events), start=1):
        db.execute("INSERT INTO nights VALUES (?, ?, ?, ?, ?)", (n, f"2025-01-0{n}T20:00:00.000Z",
                                                                 f"2025-01-0{n}T23:00:00.000Z",
                                                                 json.dumps(players), "{}"))
        for seq, (kind, payload) in enumerate(evs, start=1):
            db.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)",
                       (n, seq, kind, json.dumps(payload), kind, f"2025-01-0{n}T20:00:0{seq}.000Z"))
    db.close()


def test_a_store_written_before_members_gets_one_member_a_name_and_its_renames_linked(tmp_path):
    path = str(tmp_path / "old.db")
    _schema_one_store(path)
    with Store(path) as store:
        assert store.member_names() == [("Ann", 1, "Ann"), ("Zoë", 2, "Zoe"), ("Zoe", 2, "Zoe"),
                                        ("Cal", 3, "Cal"), ("Dee", 4, "Dee")]


def test_two_names_at_the_table_tonight_are_not_merged(tmp_path):
    db = book(tmp_path, NIGHT_1)
    assert invoke(db, "run", "-", input="night Ann new Bea\ngame stud\ndeal\nfold\nend\n").exit_code == 0
    assert invoke(db, "night", "Bob", "Bea").exit_code == 0
    out = invoke(db, "member", "merge", "Bob", "Bea")
    assert (out.exit_code, out.output) == (1, "Error: Bob and Bea sat at the same table (night 3): two people, "
                                              "not one\n")
