"""The players' page in headless Chromium at 390×844 shows the cards the table has seen as they are typed (a
hand typed in the short forms shows its cards at the show), with the wild cards marked, and still fits the
phone. Screenshots go to tests/screenshots/ for a person to look at."""

from __future__ import annotations

import pytest

from serve_kit import Served, refcli
from test_serve_browser import WIDTH, _fits_the_phone, _shot, _text, _wait, browser  # noqa: F401

pytestmark = pytest.mark.browser


def test_the_show_of_a_hand_typed_short_and_its_wild_cards_appear_on_the_phone(tmp_path, browser):  # noqa: F811
    db = tmp_path / "night.db"
    for line in (["night Ann Bob Cal Dee", "game jacks-are-wild", "deal"] + ["b.5r.5ccc"] * 5
                 + ["declare Bob high, Cal low, Dee low, Ann high"]):
        refcli(db, line)
    with Served(db) as served:
        browser.get(served.url)
        assert _wait(browser, lambda d: _text(d, "turn") == "Betting over: the showdown", 5) is not None
        assert browser.execute_script("return document.querySelectorAll('#seats .card').length") == 0
        refcli(db, "show asks3cjdjh7s2c")        # Bob: A♠ K♠ 3♣ down, J♦ J♥ 7♠ 2♣ up
        assert _wait(browser, lambda d: d.execute_script(
            "return document.querySelectorAll('#seats .card').length") == 7, 2) is not None
        shown = browser.execute_script(
            "return Array.from(document.querySelectorAll('#seats .card.hole')).map(e => e.textContent)")
        assert shown == ["A♠", "K♠", "3♣"]
        wild = browser.execute_script(
            "return Array.from(document.querySelectorAll('#seats .card.wild')).map(e => e.textContent)")
        assert wild == ["J♦", "J♥"]        # J♦ wild for the high hand, J♥ (one-eyed) for the low hand
        star = browser.execute_script(
            "return getComputedStyle(document.querySelector('.card.wild'), '::after').content")
        assert star == '"★"'
        _fits_the_phone(browser)
        _shot(browser, "7-shown-and-wild")
