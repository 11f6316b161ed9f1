"""The pieces of refcli's html pages: the page's policy and style, escaping, tables and the line chart, shared
by the night report and the season (refcli/book/export.py, refcli/book/season.py)."""

from __future__ import annotations

import html

from ..kernel.money import format_money
from ..kernel.safetext import clean as safe

# The page may run nothing and fetch nothing: should any text ever escape its escaping, it stays inert.
CSP = "default-src 'none'; style-src 'unsafe-inline'"
STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #222; }
h1 { margin-bottom: .2em; }
table { border-collapse: collapse; margin: .5em 0 1.5em; display: block; max-width: 100%; overflow-x: auto; }
th, td { padding: .25em .8em; border-bottom: 1px solid #ddd; text-align: left; }
.date { white-space: nowrap; }
th { background: #f4f4f4; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.first td { border-top: 2px solid #bbb; }
svg { display: block; max-width: 100%; height: auto; }
svg text { font: 13px system-ui, sans-serif; fill: #222; }
@media (max-width: 36em) {
  body { margin: 1em auto; padding: 0 .6em; overflow-wrap: break-word; }
  th, td { padding: .3em .4em; }
  /* A table of many columns cannot fit a phone without breaking its words a letter a line: each row becomes
     a block of "label: value" lines instead. */
  table.stack thead { display: none; }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; }
  table.stack tr { border-bottom: 1px solid #ddd; padding: .3em 0; }
  table.stack tr.first { border-top: 2px solid #bbb; }
  table.stack td { border: none; padding: .05em .4em; text-align: left; white-space: normal; }
  table.stack tr.first td { border-top: none; }
  table.stack td:empty { display: none; }
  table.stack td::before { content: attr(data-label) ": "; font-weight: 600; }
}
@media print {
  body { margin: 0; max-width: none; padding: 0; color: #000; font-size: 11pt; }
  th { background: none; }
  th, td { border-bottom: 1px solid #000; padding: .15em .5em; }
  table { display: table; overflow: visible; }
  .sheet { break-inside: avoid; }
  .detail { break-before: page; }
  svg { max-height: 9cm; width: auto; }
  svg text { fill: #000 !important; }
  svg line { stroke: #000; }
  svg rect.gain { fill: #000; }
  svg rect.loss { fill: #fff; stroke: #000; stroke-width: 1; }
  svg polyline { stroke: #000 !important; }
  svg polyline.s1 { stroke-dasharray: 6 3; } svg polyline.s2 { stroke-dasharray: 2 2; }
  svg polyline.s3 { stroke-dasharray: 8 3 2 3; } svg polyline.s4 { stroke-dasharray: 1 4; }
  svg polyline.s5 { stroke-dasharray: 10 2; } svg polyline.s6 { stroke-dasharray: 4 4 1 4; }
  svg polyline.s7 { stroke-dasharray: 3 6; } svg polyline.s8 { stroke-dasharray: 12 4 4 4; }
  svg polyline.s9 { stroke-dasharray: 6 2 2 2 2 2; }
}
""".strip()


def escape(text) -> str:
    return html.escape(safe(text), quote=True)


def dated(escaped: str) -> str:
    """Escaped text with each date kept whole on a line (a browser may break 2026-11-28 at its hyphens)."""
    import re
    return re.sub(r"\b(\d{4}-\d{2}-\d{2})\b", r'<span class="date">\1</span>', escaped)


def html_table(headers: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[bool, ...],
                first_rows: set[int] | frozenset[int] = frozenset()) -> str:
    """Cells arrive already escaped. A table of more than three columns is stacked on a phone (see STYLE):
    each cell then carries its column's name."""
    def cls(r: bool) -> str:
        return ' class="num"' if r else ""
    stack = len(headers) > 3
    head = "<tr>" + "".join(f"<th{cls(r)}>{h}</th>" for h, r in zip(headers, right)) + "</tr>"
    body = []
    for i, row in enumerate(rows):
        tr = '<tr class="first">' if i in first_rows else "<tr>"
        body.append(tr + "".join(f"<td{cls(r)}{f' data-label={chr(34)}{h}{chr(34)}' if stack else ''}>{c}</td>"
                                 for c, r, h in zip(row, right, headers)) + "</tr>")
    table = '<table class="stack">' if stack else "<table>"
    return table + "\n<thead>" + head + "</thead>\n<tbody>\n" + "\n".join(body) + "\n</tbody>\n</table>"


def number_text(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
            "#7f7f7f", "#bcbd22")


def spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Where to put labels that want to sit at ``wanted`` (any order): each as near its own place as may be,
    no two closer than ``gap`` (tied end amounts never print over each other), all within [low, high] when
    they fit there."""
    order = sorted(range(len(wanted)), key=lambda i: (wanted[i], i))
    placed = list(wanted)
    last = None
    for i in order:                 # downwards: each at least a gap below the one above
        placed[i] = max(wanted[i], low if last is None else last + gap)
        last = placed[i]
    last = None
    for i in reversed(order):       # then back up from the bottom edge, keeping the gaps
        placed[i] = min(placed[i], high if last is None else last - gap)
        last = placed[i]
    return placed


LABEL_GAP = 15      # px between two end labels (13 px text)
PHONE = 390         # px: a chart is drawn this wide, so that on a phone its words print at their own size
NAME_CHARS = 12     # a name longer than this is cut in a chart's label (the whole name is in its title)


def short_name(name: str) -> str:
    return name if len(name) <= NAME_CHARS else name[:NAME_CHARS - 1] + "…"


def line_chart(series: dict[str, list[int]], labels: list[str], what: str, font: int = 13) -> str:
    """An inline SVG: one line per player over the points (nights, or hands), from a zero line; each line is
    named at its end with the last amount, the labels spread so that none covers another. Sized for a
    phone's width (it scales to any: viewBox); printed, each line is black with its own dashes. ``font``:
    the px size the page sets for the chart's text (the margins and the labels' spacing follow it)."""
    n = max((len(v) for v in series.values()), default=0)
    ended = [name for name, points in series.items() if points]
    gap = LABEL_GAP + font - 13
    left, right, top, bottom = round(font * 3.1), round(font * 11.5), 14, font + 11
    plot_w, plot_h = max(160, PHONE - left - right), max(180, gap * len(ended))
    width, height = left + plot_w + right, top * 2 + plot_h + bottom
    values = [0] + [c for v in series.values() for c in v]
    hi, lo = max(values), min(values)
    span = (hi - lo) or 1

    def x(i: int) -> float:
        return left + (plot_w * (i + 1) / n if n else 0)

    def y(c: int) -> float:
        return top + plot_h * (hi - c) / span

    parts = [f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{escape(what)}">',
             f'<line x1="{left}" y1="{number_text(y(0))}" x2="{left + plot_w}" y2="{number_text(y(0))}" stroke="#888"/>',
             f'<text x="{left - 6}" y="{number_text(y(0) + 4)}" text-anchor="end">$0</text>']
    if n:
        parts.append(f'<text x="{left}" y="{height - 6}">{escape(labels[0])}</text>')
        parts.append(f'<text x="{left + plot_w}" y="{height - 6}" text-anchor="end">{escape(labels[-1])}</text>')
    wanted = [y(series[name][-1]) + 4 for name in ended]
    at = dict(zip(ended, spread(wanted, gap, top + 4, top + plot_h + 8)))
    for k, (name, points) in enumerate(series.items()):
        colour = _COLOURS[k % len(_COLOURS)]
        coords = " ".join(f"{number_text(x(i - 1))},{number_text(y(c))}" for i, c in
                          enumerate([0] + points))
        parts.append(f'<polyline class="s{k % len(_COLOURS)}" fill="none" stroke="{colour}" stroke-width="2" '
                     f'points="{coords}"><title>{escape(name)}</title></polyline>')
        if points:
            parts.append(f'<text x="{number_text(x(len(points) - 1) + 6)}" y="{number_text(at[name])}" fill="{colour}">'
                         f'{escape(short_name(name))} {escape(format_money(points[-1], signed=True))}'
                         + (f'<title>{escape(name)}</title>' if short_name(name) != name else "") + "</text>")
    parts.append("</svg>")
    return "\n".join(parts)
