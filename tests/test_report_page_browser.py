"""The night report's page (`refcli report --format html`) on a phone, in the system's headless Chromium at
390×844: nothing wider than the screen, no word broken inside, and the sheet a host prints (balances and who
pays whom) on one page for a five-player night."""

from __future__ import annotations

import base64
import re
import subprocess
import sys
from pathlib import Path

import pytest

from test_serve_browser import WIDTH, _shot, browser  # noqa: F401  (the phone-sized browser fixture)

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parent.parent

# Every word of the page drawn in one piece: a word whose letters fall on two lines has more than one box.
_BROKEN_WORDS = """
    var broken = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      var node = walker.currentNode, text = node.textContent, re = /\\S+/g, m;
      if (node.parentElement.closest('svg, title, style')) continue;
      while ((m = re.exec(text)) !== null) {
        var range = document.createRange();
        range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
        var lines = new Set(Array.from(range.getClientRects()).map(function (r) { return Math.round(r.top); }));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
    return broken;"""


def _report_page(tmp_path: Path, script: Path) -> Path:
    db = tmp_path / "club.db"
    run = [sys.executable, "-m", "refcli", "--db", str(db)]
    assert subprocess.run(run + ["run", str(script)], capture_output=True).returncode == 0
    page = subprocess.run(run + ["report", "--format", "html"], capture_output=True, text=True)
    assert page.returncode == 0, page.stderr
    path = tmp_path / "report.html"
    path.write_text(page.stdout, encoding="utf-8")
    return path


@pytest.mark.parametrize("night", ["club-night", "long-night"])
def test_the_night_report_fits_a_phone_without_breaking_a_word(tmp_path, browser, night):  # noqa: F811
    browser.get(_report_page(tmp_path, ROOT / "examples" / f"{night}.txt").as_uri())
    assert browser.execute_script("return document.documentElement.clientWidth") == WIDTH
    assert browser.execute_script("return document.documentElement.scrollWidth") <= WIDTH
    widest = browser.execute_script(
        "return Math.max.apply(null, Array.from(document.querySelectorAll('body *'))"
        ".map(function (e) { return e.getBoundingClientRect().right; }))")
    assert widest <= WIDTH
    assert browser.execute_script(_BROKEN_WORDS) == []
    # On the phone each hand reads as lines of "label: value".
    label = browser.execute_script(
        "var td = document.querySelector('table.stack td'); return getComputedStyle(td, '::before').content")
    assert label == '"Hand: "'
    _shot(browser, f"report-{night}-390")


def test_the_sheet_of_a_five_player_night_prints_on_one_page(tmp_path, browser):  # noqa: F811
    from selenium.webdriver.common.print_page_options import PrintOptions
    browser.get(_report_page(tmp_path, ROOT / "examples" / "long-night.txt").as_uri())
    assert browser.execute_script("return document.querySelectorAll('.sheet tbody')[0].rows.length") == 5
    browser.execute_script("document.querySelector('.detail').remove()")    # the hands print from page 2 on
    options = PrintOptions()
    options.page_width, options.page_height = 21.59, 27.94       # US Letter, in centimetres
    pdf = base64.b64decode(browser.print_page(options))
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
