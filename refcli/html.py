"""The pieces of refcli's html pages: the page's policy and style, escaping, tables and the line chart, shared
by the night report and the season (refcli/export.py, refcli/season.py)."""

from __future__ import annotations

import html

from .money import format_money
from .safetext import clean as safe

# The page may run nothing and fetch nothing: should any text ever escape its escaping, it stays inert.
_CSP = "default-src 'none'; style-src 'unsafe-inline'"
_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #222; }
h1 { margin-bottom: .2em; }
table { border-collapse: collapse; margin: .5em 0 1.5em; }
th, td { padding: .25em .8em; border-bottom: 1px solid #ddd; text-align: left; }
th { background: #f4f4f4; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.first td { border-top: 2px solid #bbb; }
svg text { font: 13px system-ui, sans-serif; fill: #222; }
""".strip()


def _h(text) -> str:
    return html.escape(safe(text), quote=True)


def _html_table(headers: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[bool, ...],
                first_rows: set[int] | frozenset[int] = frozenset()) -> str:
    """Cells arrive already escaped."""
    def cls(r: bool) -> str:
        return ' class="num"' if r else ""
    head = "<tr>" + "".join(f"<th{cls(r)}>{h}</th>" for h, r in zip(headers, right)) + "</tr>"
    body = []
    for i, row in enumerate(rows):
        tr = '<tr class="first">' if i in first_rows else "<tr>"
        body.append(tr + "".join(f"<td{cls(r)}>{c}</td>" for c, r in zip(row, right)) + "</tr>")
    return "<table>\n<thead>" + head + "</thead>\n<tbody>\n" + "\n".join(body) + "\n</tbody>\n</table>"


def _num(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
            "#7f7f7f", "#bcbd22")


def line_chart(series: dict[str, list[int]], labels: list[str], what: str) -> str:
    """An inline SVG: one line per player over the points (nights, or hands), from a zero line; each line is
    named at its end with the last amount."""
    n = max((len(v) for v in series.values()), default=0)
    left, right, top, plot_w, plot_h = 60, 190, 16, 560, 260
    width, height = left + plot_w + right, top * 2 + plot_h + 24
    values = [0] + [c for v in series.values() for c in v]
    hi, lo = max(values), min(values)
    span = (hi - lo) or 1

    def x(i: int) -> float:
        return left + (plot_w * (i + 1) / n if n else 0)

    def y(c: int) -> float:
        return top + plot_h * (hi - c) / span

    parts = [f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{_h(what)}">',
             f'<line x1="{left}" y1="{_num(y(0))}" x2="{left + plot_w}" y2="{_num(y(0))}" stroke="#888"/>',
             f'<text x="{left - 6}" y="{_num(y(0) + 4)}" text-anchor="end">$0</text>']
    if n:
        parts.append(f'<text x="{left}" y="{height - 6}">{_h(labels[0])}</text>')
        parts.append(f'<text x="{left + plot_w}" y="{height - 6}" text-anchor="end">{_h(labels[-1])}</text>')
    for k, (name, points) in enumerate(series.items()):
        colour = _COLOURS[k % len(_COLOURS)]
        coords = " ".join(f"{_num(x(i - 1))},{_num(y(c))}" for i, c in
                          enumerate([0] + points))
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{coords}">'
                     f'<title>{_h(name)}</title></polyline>')
        if points:
            parts.append(f'<text x="{_num(x(len(points) - 1) + 6)}" y="{_num(y(points[-1]) + 4)}" '
                         f'fill="{colour}">{_h(name)} {_h(format_money(points[-1], signed=True))}</text>')
    parts.append("</svg>")
    return "\n".join(parts)
