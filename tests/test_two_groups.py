"""High Hand, Low Hand: two decks, ten cards, a high group and a low group of five judged alone.

Three players, Ann deals (antes $1.50); everyone checks the four rounds. Money worked out by hand.
"""

from pathlib import Path

from tablekit import Table, checks


def to_showdown() -> Table:
    t = Table("night Ann Bob Cal", "game high-hand-low-hand", "deal")
    for _ in range(4):
        checks(t, 3)
    return t


def test_each_group_is_judged_alone_and_eights_are_wild_high_only():
    t = to_showdown()
    # Bob: high A A A + two wild 8s = five aces; low 7-5-4-3-2.
    t("show Bob 8h 8c Ah As Ad / 2c 3d 4h 5s 7c")
    # Cal: high kings full of aces (the A♥ is the second deck's); low 8-6-4-3-2 (the 8 is not wild low).
    t("show Cal Kh Kd Kc Ah Ac / 2d 3c 4s 6h 8d")
    # Ann's low group (two pair) beats her high group (seven high): she must fold.
    assert t.refuse("show Ann 2h 3h 4d 5d 7s / Qh Qd 9c 9d Js") == (
        "Ann's low group beats the high group (seven high): the house rule says Ann must fold (fold Ann)")
    t("fold Ann")
    t("settle")
    # $1.50 = 6 quarters: 3 for high, 3 for low, both to Bob.
    assert t.awards() == [("Bob", "high", 75), ("Bob", "low", 75)]
    assert t.balances() == {"Ann": -150, "Bob": 150, "Cal": 0}
    text = "\n".join(t.rulings[-1].lines)
    assert "Bob with five aces" in text and "A♣(8♥)" in text
    assert "Beaten: Cal 8-6-4-3-2." in text


def test_group_show_refusals():
    t = to_showdown()
    assert t.refuse("show Bob 8h 8c Ah As / 2c 3d 4h 5s 7c Td") == "Bob shows 4 and 6 cards; each group is five"
    assert t.refuse("show Bob 8h 8c Ah As Ad up 2c 3d 4h 5s 7c") == (
        "High Hand, Low Hand is shown in two groups: show Bob HIGH FIVE / LOW FIVE")
    t("show Bob 8h 8c Ah As Ad / 2c 3d 4h 5s 7c")
    assert t.refuse("show Cal Ah Ah Kd Kc Kh / 2d 3c 4s 6h 8d") == "A♥ would be dealt 3 times; the 2 decks hold 2"
    stud = Table("night Ann Bob", "game seven-card-stud high", "deal")
    for _ in range(5):
        checks(stud, 2)
    assert stud.refuse("show Bob 2c 3c 4c / 5d 6d 7d 8d") == (
        "7 Card Stud is not played in two groups: show Bob DOWN ... up UP ...")


def test_a_game_of_two_groups_without_a_low_pot_is_refused(tmp_path):
    # What two groups need (ten cards each, a high pot and a low pot) is the formation's own declaration.
    import pytest
    from refcli.kernel.errors import RulesetError
    from refcli.rules.loader import builtin_dir, load_game
    text = (Path(builtin_dir()) / "games" / "high-hand-low-hand.yaml").read_text(encoding="utf-8")
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "tg.yaml").write_text(
        text.replace("id: high-hand-low-hand", "id: tg").replace("aliases: [hhlh]", "aliases: []")
        .replace("kind: low", "kind: chicago"), encoding="utf-8")
    with pytest.raises(RulesetError) as refused:
        load_game("tg", [str(tmp_path)])
    assert str(refused.value).endswith(
        "tg.yaml:19: hand: two groups of five need ten cards each and a high pot and a low pot")
