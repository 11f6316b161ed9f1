"""The html reports' charts at a phone's width: they scale (viewBox), and the names at the ends of the lines
never print over each other, however the amounts tie (the night's chart and the season's share line_chart)."""

import re

from refcli.book.html import LABEL_GAP, line_chart, spread


def _labels(svg: str) -> list[tuple[float, str]]:
    return [(float(y), text) for y, text in re.findall(r'<text x="[\d.]+" y="([\d.]+)" fill="#\w+">([^<]*)', svg)]


def test_spread_keeps_each_label_where_it_wants_to_be_when_there_is_room():
    assert spread([50.0, 120.0, 10.0], 15, 0, 200) == [50.0, 120.0, 10.0]


def test_spread_parts_tied_labels_and_keeps_them_inside():
    assert spread([100.0, 100.0, 100.0], 15, 0, 200) == [100.0, 115.0, 130.0]
    assert spread([195.0, 195.0, 190.0], 15, 0, 200) == [185.0, 200.0, 170.0]
    assert spread([0.0, 0.0], 15, 10, 200) == [10.0, 25.0]


def test_tied_end_amounts_in_a_chart_do_not_overlap():
    series = {"Bob": [100, 225], "Gus": [-50, 225], "Ann": [0, -450], "Cal": [0, 0]}
    svg = line_chart(series, ["hand 1", "hand 2"], "Balances hand by hand")
    labels = _labels(svg)
    assert [t for _, t in labels] == ["Bob +$2.25", "Gus +$2.25", "Ann -$4.50", "Cal $0.00"]
    ys = sorted(y for y, _ in labels)
    assert all(b - a >= LABEL_GAP for a, b in zip(ys, ys[1:]))
    assert re.search(r'<svg width="(\d+)" height="(\d+)" viewBox="0 0 \1 \2"', svg)     # scales to the screen


def test_many_tied_players_make_the_chart_taller_rather_than_overlap():
    series = {f"P{k}": [225] for k in range(16)}
    svg = line_chart(series, ["hand 1", "hand 1"], "x")
    ys = sorted(y for y, _ in _labels(svg))
    height = int(re.search(r'height="(\d+)"', svg).group(1))
    assert len(ys) == 16 and all(b - a >= LABEL_GAP for a, b in zip(ys, ys[1:])) and ys[-1] < height


def test_a_long_name_is_cut_in_the_label_and_whole_in_its_title():
    svg = line_chart({"Maximilianofrederick": [75]}, ["hand 1", "hand 1"], "x")
    assert "Maximiliano… +75¢<title>Maximilianofrederick</title></text>" in svg
