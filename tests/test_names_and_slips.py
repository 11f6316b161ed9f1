"""Names as club members write them, and hints at the slips a dealer makes typing fast."""

import pytest

from refcli.kernel.errors import ParseError
from refcli.kernel.money import cents_hint
from refcli.language.script import parse_line, usable_name
from refcli.night.session import Session
from refcli.log.store import Store
from tablekit import Table


SEATS = ("Bob", "Cal", "José", "Zoë")


@pytest.mark.parametrize("name", ["José", "Zoë", "O'Brien", "O’Brien", "Anne-Marie", "Søren", "Łukasz",
                                  "Nguyễn", "Bob2", "Jean_Luc"])
def test_names_club_members_use(name):
    assert parse_line(f"night Ann {name}")[0].players == ("Ann", name)


def test_a_decomposed_accent_is_stored_composed():
    assert usable_name("Jose\u0301") == "José"


@pytest.mark.parametrize("name", ["=SUM(A1)", "+Bob", "-Bob", "@Bob", "9lives", "'Bob", "Bo;b", "J.R.", "Bo\u200bb",
                                  "A" * 21, "Bob\u202e"])
def test_names_that_are_refused(name):
    with pytest.raises(ParseError) as err:
        usable_name(name)
    assert "is not a usable name: start with a letter; letters, digits, - _ ' (20 at most)" in str(err.value)
    assert "\n" not in str(err.value)


def test_a_name_that_is_a_verb_and_the_same_name_twice_in_any_case():
    with pytest.raises(ParseError, match="'Check' is a command word; choose another name"):
        parse_line("night Ann Check")
    with pytest.raises(ParseError, match="ZOË is seated twice"):
        parse_line("night Zoë ZOË")


def test_players_match_without_their_accents():
    assert parse_line("bet jose 1", SEATS)[0].player == "José"
    assert parse_line("call zo", SEATS)[0].player == "Zoë"
    assert parse_line("fold JOSÉ", SEATS)[0].player == "José"
    assert parse_line("call obr", SEATS + ("O'Brien",))[0].player == "O'Brien"
    assert parse_line("call annem", SEATS + ("Anne-Marie",))[0].player == "Anne-Marie"
    with pytest.raises(ParseError, match="no player 'jim' at the table"):
        parse_line("call jim", SEATS)


def test_a_card_typed_in_two_clauses_is_a_slip_of_the_line():
    for line in ("up Bob 7h, Cal 7h", "up Bob 7h, Cal 7♥", "down Bob 7h, up Cal 2c 7H", "board 7h, indicator 7h"):
        with pytest.raises(ParseError) as err:
            parse_line(line, SEATS)
        assert str(err.value) == "7♥ is typed twice in this line"
    assert len(parse_line("up Bob 7h, Cal 7h", SEATS, decks=2)) == 2   # two decks hold two of each


def test_through_the_session_the_slip_changes_nothing():
    session = Session(Store(":memory:"))
    for line in ("night Bob Cal Dee", "game seven-card-stud", "deal"):
        session.execute(line)
    with pytest.raises(ParseError) as err:
        session.execute("up Cal 7h, Dee 7h")
    assert str(err.value) == "7♥ is typed twice in this line"
    assert [e.kind for e in session.store.events(1)] == ["night", "game", "deal"]


def test_players_run_together_without_a_comma():
    with pytest.raises(ParseError) as err:
        parse_line("up bob 7s cal 5c", SEATS)
    assert str(err.value) == "separate players with commas (up Bob 7♠, Cal 5♣)"
    with pytest.raises(ParseError) as err:
        parse_line("down Bob 2c 3d zo Kh", SEATS)
    assert str(err.value) == "separate players with commas (down Bob 2♣ 3♦, Zoë K♥)"
    with pytest.raises(ParseError, match="'Zz' is not a card"):
        parse_line("up Bob Zz", SEATS)


@pytest.mark.parametrize("amount,limit,hint", [
    (5000, 100, " — did you mean 50¢ (.50)?"),
    (2500, 100, " — did you mean 25¢ (.25)?"),
    (7500, 100, " — did you mean 75¢ (.75)?"),
    (10000, 100, " — did you mean $1.00 (1.00)?"),
    (15000, 200, " — did you mean $1.50 (1.50)?"),
    (100, 100, ""),          # within the limit: nothing to hint at
    (200, 100, ""),          # $2 read as cents is 2¢: no table amount
    (3000, 100, ""),         # 30¢ is not a whole number of quarters
    (12500, 100, ""),        # $1.25 would be over the limit as well
    (5025, 100, ""),
])
def test_cents_typed_as_dollars(amount, limit, hint):
    assert cents_hint(amount, limit) == hint


def test_a_bet_typed_in_cents_is_refused_with_the_likely_meaning():
    from tablekit import Table
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("bet bob 50") == "a bet is at most $1.00 — did you mean 50¢ (.50)?"
    t("bet bob .50")
    assert t.refuse("raise cal 75") == "a raise is at most $1.00 — did you mean 75¢ (.75)?"
    assert t.refuse("raise cal 3") == "a raise is at most $1.00"


# --- a clause with its player before its verb ----------------------------------------------------------------------


def test_a_clause_with_its_player_before_its_verb_is_named_with_its_right_form():
    t = Table("night Ann Bob Cal", "game seven-card-stud", "deal")
    assert t.refuse("b .5, ca r .5") == "in the clause 'ca r .5' the verb comes first, then the player: r ca .5"
    assert t.refuse("bet .5, Cal call") == "in the clause 'Cal call' the verb comes first, then the player: call Cal"
    assert t.refuse("b .5, zed r .5") == "usage: bet [PLAYER] AMOUNT"      # no such player: no guess
    t("b .5, r ca .5")
    assert t.lines[-1] == "Cal raises 50¢ to $1.00 · pot $3.00 · Ann to act ($1.00 to call)"
