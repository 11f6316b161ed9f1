"""The page of `refcli serve` in a real browser: the system's headless Chromium at phone size (390×844), driven
by selenium through the system's chromium-driver.

Each test has its own store and its own server on a free loopback port, so they run in parallel. Where CI is
set a missing browser fails the run; elsewhere these tests skip with one line saying how to install it.
Screenshots (hand start, mid-hand, a ruling, the end) go to tests/screenshots/ for a person to look at.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from serve_kit import HOSTILE_NAME, HOSTILE_REASON, Served, hostile_rulesets, refcli

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parent / "screenshots"
WIDTH, HEIGHT = 390, 844
INSTALL = "install it with: apt-get install -y chromium chromium-driver (and pip install selenium)"


def _browser_paths() -> tuple[str, str] | None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    return (chromium, driver) if chromium and driver else None


def without_a_browser(environ) -> tuple[str, str]:
    """What a run without Chromium does: fail where CI is set (the browser tests are part of CI), else skip;
    with the one line that says how to install it."""
    if environ.get("CI"):
        return "fail", f"headless Chromium is needed for the page's tests: {INSTALL}"
    return "skip", f"no Chromium for the page's tests: {INSTALL}"


def test_without_a_browser_ci_fails_and_elsewhere_the_tests_skip():
    assert without_a_browser({"CI": "true"}) == ("fail", "headless Chromium is needed for the page's tests: " + INSTALL)
    assert without_a_browser({}) == ("skip", "no Chromium for the page's tests: " + INSTALL)
    assert without_a_browser({"CI": ""})[0] == "skip"


@pytest.fixture(scope="module")
def browser():
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        found = None
    else:
        found = _browser_paths()
    if found is None:
        what, line = without_a_browser(os.environ)
        (pytest.fail if what == "fail" else pytest.skip)(line)
    options = webdriver.ChromeOptions()
    options.binary_location = found[0]
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars"):
        options.add_argument(arg)
    # A phone's screen: a desktop window is never narrower than 500 px, an emulated phone's viewport is.
    options.add_experimental_option("mobileEmulation",
                                    {"deviceMetrics": {"width": WIDTH, "height": HEIGHT, "pixelRatio": 1}})
    driver = webdriver.Chrome(service=Service(found[1]), options=options)
    driver.set_page_load_timeout(20)
    try:
        yield driver
    finally:
        driver.quit()


def _shot(driver, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(SHOTS / f"{name}.png"))


def _text(driver, element_id: str) -> str:
    return driver.execute_script(f"var e = document.getElementById('{element_id}'); return e ? e.textContent : null;")


def _wait(driver, check, timeout: float = 1.0, step: float = 0.02):
    """Seconds until ``check(driver)`` holds, or None when it did not within ``timeout``."""
    start = time.monotonic()
    while time.monotonic() - start <= timeout:
        if check(driver):
            return time.monotonic() - start
        time.sleep(step)
    return None


def _fits_the_phone(driver) -> None:
    width = driver.execute_script("return document.documentElement.clientWidth")
    assert width == WIDTH
    assert driver.execute_script("return document.documentElement.scrollWidth") <= WIDTH
    size = driver.execute_script("return parseFloat(getComputedStyle(document.body).fontSize)")
    assert size >= 16
    # Every word on the page, the chart's included, at 16 px or more (as drawn: the chart scales to the width).
    smallest = driver.execute_script("""
        var least = 1000, walker = document.createTreeWalker(document.getElementById('live'), NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          var node = walker.currentNode, el = node.parentElement;
          if (!node.textContent.trim() || el.closest('title')) continue;
          var px = parseFloat(getComputedStyle(el).fontSize), svg = el.closest('svg');
          if (svg) px *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          least = Math.min(least, px);
        }
        return least;""")
    assert smallest >= 14.5, smallest     # 16 px text in a chart scaled to 390 - 24 px of margins: 15 px
    for element_id in ("pot", "turn"):      # the pot and whose turn, without scrolling
        bottom = driver.execute_script(f"return document.getElementById('{element_id}').getBoundingClientRect().bottom")
        assert 0 < bottom <= HEIGHT, element_id


def test_a_bet_typed_in_another_process_shows_within_a_second(tmp_path, browser):
    db = tmp_path / "night.db"
    for line in ("night Ann Bob Cal Dee", "game seven-card-stud", "deal"):
        refcli(db, line)
    with Served(db) as served:
        browser.get(served.url)
        assert _wait(browser, lambda d: _text(d, "pot") == "Pot $2.00", 5) is not None
        assert _wait(browser, lambda d: d.execute_script("return document.getElementById('when').textContent")
                     .startswith("Live"), 5) is not None
        _fits_the_phone(browser)
        _shot(browser, "1-hand-start")
        refcli(db, "up Bob 7d, Cal Qh, Dee 9c, Ann 2h")
        assert _wait(browser, lambda d: "Q♥" in _text(d, "seats"), 1.0) is not None
        refcli(db, "bet", "Bob", "1")
        returned = time.monotonic()
        took = _wait(browser, lambda d: _text(d, "pot") == "Pot $3.00")
        assert took is not None, f"the bet did not show within 1 s of the command returning: {_text(browser, 'pot')}"
        assert time.monotonic() - returned < 1.0
        assert _text(browser, "turn") == "Cal to act ($1.00 to call)"
        red = browser.execute_script("return getComputedStyle(document.querySelector('.card.red')).color")
        assert red == "rgb(204, 0, 0)"
        _fits_the_phone(browser)
        _shot(browser, "2-mid-hand")


def test_a_ruling_and_the_end_show_on_the_page_and_fit_the_phone(tmp_path, browser):
    db = tmp_path / "night.db"
    lines = ["night Ann Bob Cal Dee", "game seven-card-stud", "deal", "up Bob 7d, Cal Qh, Dee 9c, Ann 2h",
             "bet Bob 1, call Cal, fold Dee, call Ann", "up Bob 7h, Cal Qd, Ann 9h", "check, check, check",
             "up Bob 7s, Cal 4c, Ann Tc", "check, check, check", "up Bob 2c, Cal 5s, Ann Th", "check, check, check",
             "check, check, check", "show Bob As Ks 3c up 7d 7h 7s 2c", "show Cal 2s 9d Jc up Qh Qd 4c 5s",
             "show Ann 6s 4s Jd up 2h 9h Tc Th"]
    for line in lines:
        refcli(db, line)
    with Served(db) as served:
        browser.get(served.url)
        assert _wait(browser, lambda d: _text(d, "pot") == "Pot $5.00", 5) is not None
        refcli(db, "settle")
        assert _wait(browser, lambda d: _text(d, "ruling") is not None) is not None
        ruling = _text(browser, "ruling")
        assert "Bob: won $2.50 — three sevens" in ruling
        assert "Total: $5.00 (20 quarters), the whole pot: every quarter is accounted for." in ruling
        assert _text(browser, "turn") == "Next: Bob deals 7 Card Stud"
        assert browser.execute_script("return document.querySelectorAll('svg polyline').length") == 4
        _fits_the_phone(browser)
        browser.execute_script("document.getElementById('ruling').scrollIntoView()")
        _shot(browser, "3-ruling")
        browser.execute_script("window.scrollTo(0, 0)")
        refcli(db, "end")
        assert _wait(browser, lambda d: _text(d, "settlement") is not None) is not None
        assert "Cal pays Bob $1.00" in _text(browser, "settlement")
        assert "Bob+$1.50" in _text(browser, "season").replace(" ", "")
        assert browser.execute_script("return document.documentElement.scrollWidth") <= WIDTH
        _shot(browser, "4-the-end")


def test_hostile_names_render_as_text(tmp_path, browser):
    db = tmp_path / "night.db"
    rules = hostile_rulesets(tmp_path / "rules")
    refcli(db, "night", "Ann", "O'Brien", "Cal")
    refcli(db, "game", "hostile-stud", rulesets=rules)
    refcli(db, "deal")
    with Served(db) as served:
        browser.get(served.url)
        assert _wait(browser, lambda d: _text(d, "pot") == "Pot $1.50", 5) is not None
        refcli(db, "pay", "Ann", "1", HOSTILE_REASON)
        assert _wait(browser, lambda d: _text(d, "pot") == "Pot $2.50") is not None
        assert HOSTILE_NAME in browser.execute_script("return document.getElementById('now').textContent")
        assert browser.execute_script("return document.querySelectorAll('main script, main b, main img').length") == 0
        assert browser.execute_script("return typeof window.alert_called") == "undefined"
        assert "O'Brien" in _text(browser, "seats")
        assert browser.title == "Night 1 · refcli"
        assert browser.execute_script("return document.documentElement.scrollWidth") <= WIDTH


def test_a_post_or_a_request_without_the_token_shows_nothing_and_changes_nothing(tmp_path, browser):
    db = tmp_path / "night.db"
    for line in ("night Ann Bob Cal Dee", "game seven-card-stud", "deal"):
        refcli(db, line)
    with Served(db) as served:
        browser.get(served.base + "/")
        assert browser.execute_script("return document.body.innerText") == "Not found"
        browser.get(served.base + "/" + served.token[:-2] + "/")
        assert "Ann" not in browser.execute_script("return document.body.innerText")
        browser.get(served.url)
        assert _wait(browser, lambda d: _text(d, "pot") == "Pot $2.00", 5) is not None
        status = browser.execute_script(
            "var r = new XMLHttpRequest(); r.open('POST', 'state.json', false); r.send('bet Bob 1');"
            "return [r.status, r.responseText];")
        assert status[0] == 405 and "Ann" not in status[1]
        assert served.state()["state"]["hand"]["pot"] == 200


def test_the_page_says_when_it_is_out_of_date(tmp_path, browser):
    db = tmp_path / "night.db"
    refcli(db, "night", "Ann", "Bob")
    served = Served(db)
    try:
        browser.get(served.url)
        assert _wait(browser, lambda d: "Live" in _text(d, "when"), 5) is not None
        assert browser.execute_script("return document.getElementById('stale').hidden") is True
        served.state_at = served.state()["at"]
        assert _text(browser, "when") == f"Live · as of {served.state_at}"
        served.stop()
        assert _wait(browser, lambda d: not d.execute_script("return document.getElementById('stale').hidden"),
                     5) is not None
        at = served.state_at
        assert _text(browser, "stale") == f"Out of date: the last news from the host was at {at}; reconnecting…"
        assert _text(browser, "when") == f"Not live · as of {at}"
        _shot(browser, "5-out-of-date")
    finally:
        served.stop()


def test_the_html_report_fits_a_phone_and_prints_its_sheet_in_black_and_white(tmp_path, browser):
    import subprocess
    import sys
    from serve_kit import ROOT, _env
    db = tmp_path / "club.db"
    run = subprocess.run([sys.executable, "-m", "refcli", "--db", str(db), "run", str(ROOT / "examples" / "club-night.txt")],
                         capture_output=True, text=True, env=_env(), timeout=60)
    assert run.returncode == 0, run.stderr
    page = tmp_path / "night.html"
    page.write_text(refcli(db, "report", "--format", "html").stdout, encoding="utf-8")
    browser.get(page.as_uri())
    assert browser.execute_script("return document.documentElement.scrollWidth") <= WIDTH
    widths = browser.execute_script("return Array.from(document.querySelectorAll('svg'))"
                                    ".map(function (s) { return s.getBoundingClientRect().right; })")
    assert len(widths) == 2 and max(widths) <= WIDTH
    _shot(browser, "6-report-phone")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        look = browser.execute_script(
            "var d = document.querySelector('.detail'), p = document.querySelector('svg polyline'),"
            " r = document.querySelector('svg rect.gain');"
            "return [getComputedStyle(d).breakBefore, getComputedStyle(p).stroke, getComputedStyle(r).fill,"
            " document.querySelector('.sheet').textContent.indexOf('Who pays whom') >= 0];")
        assert look == ["page", "rgb(0, 0, 0)", "rgb(0, 0, 0)", True]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


@pytest.mark.parametrize("ci", ["", "1"])
def test_a_run_on_a_machine_without_chromium(tmp_path, ci):
    import subprocess
    import sys
    from serve_kit import ROOT
    env = dict(os.environ, PATH=str(tmp_path), CI=ci, PYTHONPATH=str(ROOT))     # no chromium on the PATH
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n0", "-rs", "-p", "no:cacheprovider",
                           f"{Path(__file__)}::test_the_page_says_when_it_is_out_of_date"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    if ci:
        assert done.returncode != 0 and f"headless Chromium is needed for the page's tests: {INSTALL}" in done.stdout
    else:
        assert done.returncode == 0 and f"no Chromium for the page's tests: {INSTALL}" in done.stdout
        assert done.stdout.count("SKIPPED [1] ") == 1


def test_a_page_that_loses_the_host_says_so_and_comes_back_by_itself(tmp_path, browser):
    from serve_kit import Relay
    db = tmp_path / "night.db"
    for line in ("night Ann Bob Cal Dee", "game seven-card-stud", "deal"):
        refcli(db, line)
    with Served(db) as served:
        relay = Relay(served.port)
        try:
            browser.get(f"http://127.0.0.1:{relay.port}/{served.token}/")
            assert _wait(browser, lambda d: (_text(d, "when") or "").startswith("Live"), 5) is not None
            relay.cut()
            assert _wait(browser, lambda d: not d.execute_script("return document.getElementById('stale').hidden"),
                         5) is not None
            assert _text(browser, "when").startswith("Not live · as of ")
            refcli(db, "bet", "Bob", "1")          # typed while the phone is away
            time.sleep(0.5)
            assert _text(browser, "pot") == "Pot $2.00"
            relay.mend()
            assert _wait(browser, lambda d: _text(d, "pot") == "Pot $3.00", 10) is not None
            assert browser.execute_script("return document.getElementById('stale').hidden") is True
            assert _text(browser, "when").startswith("Live · as of ")
        finally:
            relay.close()
