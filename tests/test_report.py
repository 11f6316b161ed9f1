"""The settlement printout: balances, fewest payments, the heuristic notice, and sanitised text."""

from refcli.kernel.ledger import POT, Posting
from refcli.book.report import clean, columns, render_balances, render_settlement
from refcli.table.state import Night


def night_with(balances: dict[str, int]) -> Night:
    night = Night.new(list(balances))
    for p, amount in balances.items():
        if amount < 0:
            night.ledger.post(Posting(p, POT, -amount, "test"))
    for p, amount in balances.items():
        if amount > 0:
            night.ledger.post(Posting(POT, p, amount, "test"))
    assert night.ledger.total() == 0 and night.ledger.pot == 0
    return night


def test_settlement_names_the_fewest_payments():
    text = render_settlement(night_with({"Ann": 500, "Bob": -500, "Cal": 300, "Dee": -300}))
    assert "Who pays whom (2 payments, the fewest possible):" in text
    assert "  Bob pays Ann $5.00" in text and "  Dee pays Cal $3.00" in text


def test_everyone_even():
    assert "Everyone is even: nobody pays anybody." in render_settlement(night_with({"Ann": 0, "Bob": 0}))


def test_a_table_over_twelve_says_it_used_a_quick_method():
    names = [f"P{i:02d}" for i in range(14)]
    balances = {n: (25 * (i + 1) if i % 2 else -25 * i) for i, n in enumerate(names)}
    balances[names[0]] -= sum(balances.values())
    text = render_settlement(night_with(balances))
    assert "found by a quick method for a table this large; it may not be the fewest possible" in text


def test_balances_table_is_aligned():
    text = render_balances(night_with({"Ann": 125, "Barbara": -125}))
    assert text.splitlines() == ["Player   Balance", "-------  -------", "Ann       +$1.25", "Barbara   -$1.25"]
    assert columns(("a", "b"), [("x", "1")], (False, True)) == "a  b\n-  -\nx  1"


def test_clean_drops_control_characters_and_defuses_formulas():
    assert clean("Bob\x1b[31m") == "Bob[31m"
    assert clean("=SUM(A1)") == "'=SUM(A1)"
    assert clean("-$3.00") == "-$3.00"
