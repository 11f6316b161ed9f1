"""The page for the players' phones, drawn from the state refcli/serve/live.py reads: the whole page once,
then the part that changes (``fragment``) pushed to every open page.

Every text that came from the table (names, game titles, a user's own ruleset, typed reasons) passes
through ``escape`` (refcli/book/html.py: control characters removed, then HTML-escaped); the page's policy lets it run
only its own script and fetch only its own address, so even a slip in the escaping would stay inert.
Phone first: one column, 17 px text, the pot and whose turn at the top.
"""

from __future__ import annotations

from ..book.html import escape, line_chart

CSP = ("default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
       "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")

CHART_FONT = 16     # px: the chart's words are as large as the page's (it scales to the phone's width)

STYLE = """
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { font: 17px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1b1b1b;
       background: #f6f6f3; overflow-wrap: anywhere; }
main, footer { max-width: 40rem; margin: 0 auto; padding: 0 12px; }
h1 { font-size: 1.15rem; margin: .2rem 0; }
h2 { font-size: 1.05rem; margin: 1.1rem 0 .4rem; }
h3 { font-size: 1rem; margin: .6rem 0 .2rem; }
p { margin: .25rem 0; }
.now { background: #14532d; color: #fff; margin: 0 -12px; padding: 10px 12px 12px; }
.now .what { font-size: 1rem; opacity: .9; }
.now .pot { font-size: 2.2rem; font-weight: 700; line-height: 1.15; font-variant-numeric: tabular-nums; }
.now .turn { font-size: 1.3rem; font-weight: 600; }
.now .more { font-size: 1rem; opacity: .9; }
#stale { background: #b91c1c; color: #fff; padding: 8px 12px; font-weight: 600; position: sticky; top: 0;
         z-index: 2; }
.cards { display: flex; flex-wrap: wrap; gap: 4px; }
.card { display: inline-block; min-width: 2.3em; padding: 2px 5px; border: 1px solid #999; border-radius: 5px;
        background: #fff; color: #111; font-weight: 700; text-align: center; font-size: 1.1rem; }
.card.red, .red { color: #c00; }
.card.gap { visibility: hidden; }
.card.empty { color: #aaa; border-style: dashed; }
.card.hole { background: #eef2ff; border-style: dashed; }
.card.wild { background: #fde68a; border-color: #b45309; }
.card.wild::after { content: "★"; font-size: .7em; vertical-align: super; color: #b45309; }
.board .row { display: flex; gap: 4px; margin-bottom: 4px; }
ul.seats { list-style: none; padding: 0; margin: 0; }
ul.seats li { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px 0;
              border-bottom: 1px solid #ddd; }
ul.seats .name { min-width: 5em; font-weight: 600; }
.folded { opacity: .45; text-decoration: line-through; }
.badge { font-size: 1rem; background: #e5e7eb; border-radius: 4px; padding: 0 4px; }
.turnnow .name::after { content: " ◀"; color: #14532d; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 6px 4px; border-bottom: 1px solid #ddd; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.up { color: #166534; } .down { color: #b91c1c; }
.words p { margin: .15rem 0; }
.words .in { padding-left: .8em; }
.words .in2 { padding-left: 1.6em; font-size: 1rem; color: #333; }
pre.lines { white-space: pre-wrap; font: inherit; margin: 0; }
svg { display: block; width: 100%; height: auto; }
svg text { font: 16px system-ui, sans-serif; fill: #222; }
footer { color: #555; font-size: 1rem; padding-bottom: 2rem; }
""".strip()


def _card(code: str, marks: str = "") -> str:
    """One card as the table typed it, drawn with its suit sign; hearts and diamonds red. ``marks``: more
    classes (hole: a face-down card the table has seen; wild: wild now, with a star)."""
    if code is None:
        return '<span class="card gap"></span>'
    if code == "":
        return '<span class="card empty">··</span>'
    from ..table.view import card_label
    try:
        label = card_label(code)
    except Exception:           # a card the log holds in a form this refcli cannot name: shown as typed
        label = code
    if "/" in label:            # a dual-value card: each half its own colour
        return f'<span class="card{marks}">' + "/".join(_half(part) for part in label.split("/")) + "</span>"
    red = " red" if label[-1:] in "♥♦" else ""
    return f'<span class="card{red}{marks}">{escape(label)}</span>'


def _half(label: str) -> str:
    return f'<span class="red">{escape(label)}</span>' if label[-1:] in "♥♦" else escape(label)


def _suits(text: str) -> str:
    """A line of words, escaped, with its hearts and diamonds red (the cards a ruling names)."""
    escaped = escape(text)
    for suit in "♥♦":
        escaped = escaped.replace(suit, f'<span class="red">{suit}</span>')
    return escaped


def _cards(codes, wild=(), down=False) -> str:
    marks = " hole" if down else ""
    return '<span class="cards">' + "".join(_card(c, marks + (" wild" if c in wild else "")) for c in codes) + "</span>"


def _signed(cents: int, text: str) -> str:
    cls = "up" if cents > 0 else "down" if cents < 0 else ""
    return f'<td class="num {cls}">{escape(text)}</td>'


def _now(state: dict) -> str:
    """The top of the page: what is being played, the pot and whose turn, visible without scrolling."""
    hand, between, night = state["hand"], state["between"], state["night"]
    if hand is not None:
        turn = hand["players_words"] or hand["dealer"] + " deals"
        turn = turn[:1].upper() + turn[1:]
        more = [f"{hand['dealer']} dealt"]
        if hand["wilds"]:
            more.append(hand["wilds"])
        return (f'<section class="now" id="now"><div class="what">Hand {hand["number"]} · {escape(hand["title"])}</div>'
                f'<div class="pot" id="pot">{"No pot" if hand["no_pot"] else "Pot " + escape(hand["pot_text"])}</div>'
                f'<div class="turn" id="turn">{escape(turn)}</div>'
                f'<div class="more">{escape(" · ".join(more))}</div></section>')
    if between is not None:
        played = night["hands"]
        return (f'<section class="now" id="now"><div class="what">Night {night["id"]} · '
                f'{played} hand{"" if played == 1 else "s"} played</div>'
                f'<div class="pot" id="pot">Pot {escape(state["pot_text"])}</div>'
                f'<div class="turn" id="turn">{escape(between["next"][:1].upper() + between["next"][1:])}</div></section>')
    if night is not None:
        return (f'<section class="now" id="now"><div class="what">No night open</div>'
                f'<div class="turn" id="turn">Night {night["id"]} is over</div>'
                f'<div class="more">{escape(night["day"])}</div></section>')
    return ('<section class="now" id="now"><div class="what">No night open</div>'
            '<div class="turn" id="turn">No night has been played in this store yet</div></section>')


def _table_view(hand: dict) -> list[str]:
    out = []
    if hand["board_rows"]:
        wild = set(hand["board_wild"])
        rows = "".join('<div class="row">' + "".join(_card(c, " wild" if c in wild else "") for c in row) + "</div>"
                       for row in hand["board_rows"])
        out += ['<h2>Board</h2>', f'<div class="board" id="board">{rows}</div>']
    if hand["indicators"]:
        out += ["<p>Shown to set the wild cards: " + _cards(hand["indicators"]) + "</p>"]
    out += [f"<p>{escape(line)}</p>" for line in hand["seen"]]
    items = []
    for seat in hand["up"]:
        cls = []
        if seat["folded"]:
            cls.append("folded")
        if seat["player"] == hand["turn"]:
            cls.append("turnnow")
        badge = ' <span class="badge">dealer</span>' if seat["dealer"] else ""
        points = f' <span class="badge">{escape(seat["points"])}</span>' if seat.get("points") else ""
        cards = ((_cards(seat["down"], seat["wild"], down=True) if seat["down"] else "")
                 + (_cards(seat["cards"], seat["wild"]) if seat["cards"] else ""))
        items.append(f'<li class="{" ".join(cls)}"><span class="name">{escape(seat["player"])}</span>{badge}'
                     f'{cards}{points}</li>')
    out += ["<h2>At the table</h2>", '<ul class="seats" id="seats">' + "".join(items) + "</ul>"]
    if hand["duels"]:       # 7½: each duel as refcli rules it, before the deal is over
        out += ["<h2>Duels so far</h2>", '<div class="words" id="duels">']
        out += [f'<p class="in">{escape(line)}</p>' for line in hand["duels"]] + ["</div>"]
    return out


def _ruling(ruling: dict) -> list[str]:
    """The last ruling in full words: the pots, the hands, the wild cards, where every quarter went."""
    lines = ruling["explained"]
    out = [f'<h2>Last ruling · hand {ruling["number"]}</h2>', '<div class="words" id="ruling">']
    for line in lines[1:]:
        if not line.strip():
            continue
        if line.startswith("    "):
            out.append(f'<p class="in2">{_suits(line.strip())}</p>')
        elif line.startswith("  "):
            out.append(f'<p class="in">{_suits(line.strip())}</p>')
        else:
            out.append(f"<h3>{_suits(line)}</h3>")
    out.append("</div>")
    return out


def _balances(state: dict) -> list[str]:
    if not state["balances"]:
        return []
    gone = set((state.get("seats") or {}).get("gone", ()))
    rows = "".join(f'<tr><td>{escape(b["player"])}{" <span class=badge>left</span>" if b["player"] in gone else ""}'
                   f'</td>{_signed(b["cents"], b["text"])}</tr>' for b in state["balances"])
    if state["pot"]:
        rows += f'<tr><td>(in the pot)</td><td class="num">{escape(state["pot_text"])}</td></tr>'
    return ["<h2>Balances</h2>", f'<table id="balances"><tbody>{rows}</tbody></table>']


def _running(running: dict | None) -> list[str]:
    if not running:
        return []
    hands = running["hands"]
    return ["<h2>Balances hand by hand</h2>",
            line_chart(running["series"], [f"hand {hands[0]}", f"hand {hands[-1]}"], "Balances hand by hand",
                       font=CHART_FONT)]


def _seats(seats: dict | None) -> list[str]:
    if not seats:
        return []
    out = []
    if seats["away"]:
        out.append(f'<p>Sitting out: {escape(", ".join(seats["away"]))}</p>')
    if seats["gone"]:
        out.append(f'<p>Left: {escape(", ".join(seats["gone"]))}</p>')
    out += [f'<p id="settled">{escape(line)}</p>' for line in seats.get("settled", ())]
    return out


def _season(season: dict | None) -> list[str]:
    if not season:
        return []
    head = (f'<h2>Season {season["year"]}</h2><p>{season["nights"]} night{"" if season["nights"] == 1 else "s"}, '
            f'{season["hands"]} hand{"" if season["hands"] == 1 else "s"}</p>')
    if not season["players"]:
        return [head]
    rows = "".join(f'<tr><td>{escape(p["player"])}</td>{_signed(p["cents"], p["text"])}'
                   f'<td class="num">{p["nights"]}</td></tr>' for p in season["players"])
    return [head, '<table id="season"><thead><tr><th>Player</th><th class="num">Net</th>'
                  f'<th class="num">Nights</th></tr></thead><tbody>{rows}</tbody></table>']


def fragment(state: dict) -> str:
    """The part of the page that follows the table (what each push replaces)."""
    out = [_now(state)]
    if state["hand"] is not None:
        out += _table_view(state["hand"])
    out += _seats(state["seats"])
    settlement = state["settlement"]
    if settlement:
        out += [f'<h2>{escape(settlement["headline"])}</h2>'] + _balances(state)[1:] + ['<div class="words" id="settlement">']
        out += [f'<p class="in">{escape(line.strip())}</p>' if line.startswith("  ") else f"<p>{escape(line)}</p>"
                for line in settlement["lines"] if line.strip()] + ["</div>"]
        if state.get("head"):       # for the table to witness (refcli verify --head)
            out.append(f'<p id="head">Head of the book: <b>{escape(state["head"])}</b></p>')
    else:
        out += _balances(state)
    if state["ruling"] is not None:
        out += _ruling(state["ruling"])
    out += _running(state["running"])
    out += _season(state["season"])
    return "\n".join(out)


def title(state: dict) -> str:
    night = state["night"]
    return f"Night {night['id']} · refcli" if night is not None else "refcli"


def page(state: dict, stamp: int, at: str = "") -> str:
    """The whole page, with the state as it is now (it shows even before its script connects)."""
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        f"<title>{escape(title(state))}</title>", f"<style>\n{STYLE}\n</style>",
        '<script src="page.js" defer></script>', "</head>", f'<body data-stamp="{int(stamp)}" data-at="{escape(at)}">',
        '<div id="stale" hidden></div>', f'<main id="live">\n{fragment(state)}\n</main>',
        '<footer><p id="when">Read-only view of the night: it follows the table by itself.</p></footer>',
        "</body>", "</html>"])


# The page's one script: follow the server's events, replace the live part, and say when the page is out of
# date (the server lost, or silent longer than its heartbeat allows); EventSource reconnects by itself.
SCRIPT = r"""
(function () {
  "use strict";
  var live = document.getElementById("live"), stale = document.getElementById("stale"),
      when = document.getElementById("when"), source = null, heard = Date.now(),
      lastAt = document.body.getAttribute("data-at");
  function outOfDate() {
    stale.textContent = "Out of date: the last news from the host was at " + lastAt + "; reconnecting\u2026";
    stale.hidden = false;
    when.textContent = "Not live \u00b7 as of " + lastAt;
    document.body.classList.add("is-stale");
  }
  function fresh() {
    heard = Date.now(); stale.hidden = true; when.textContent = "Live \u00b7 as of " + lastAt;
    document.body.classList.remove("is-stale");
  }
  function connect() {
    source = new EventSource("events");
    source.addEventListener("state", function (event) {
      var data = JSON.parse(event.data);
      live.innerHTML = data.html;
      document.title = data.title;
      document.body.setAttribute("data-stamp", String(data.stamp));
      lastAt = data.at;
      fresh();
    });
    source.addEventListener("beat", function () { fresh(); });
    source.onopen = function () { heard = Date.now(); };
    source.onerror = function () {
      outOfDate();
      if (source.readyState === 2) { source.close(); setTimeout(connect, 2000); }
    };
  }
  setInterval(function () {
    if (Date.now() - heard > 25000) { outOfDate(); source.close(); connect(); heard = Date.now(); }
  }, 5000);
  connect();
})();
""".lstrip()
