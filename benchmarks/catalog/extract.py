"""How benchmarks/catalog/variants.json was made: the facts of a public catalog of poker variants, in refcli's words.

The catalog is talvola/generic_poker's `data/game_configs` (one JSON definition a variant: deck, the steps of
play, the showdown's hand rules). This script reads it from a bare git mirror of that repository and writes
one entry a variant: its name, the source file, and what it takes to play it, said in our own vocabulary (the
list `features`, and a `flow` of tokens the coverage script turns into a ruleset). Nothing of the source is
copied: only the facts a dealer would state about each game.

    python benchmarks/catalog/extract.py [--mirror DIR] [--out FILE]

The mirror is not in the repository (nor in CI): the facts file is committed, and benchmarks/catalog_coverage.py
reads only it. Run this again when the catalog changes, and review the difference.

The vocabulary of `features` (one string each; the coverage script decides which refcli plays):
    deck:standard  deck:short-36 ...      the cards; jokers:N
    forced:ante|blinds|bring-in|bomb      the forced bet the source names (bring-in: the lowest up card opens)
    deal:down deal:up deal:board          cards dealt face down, face up, to the board
    boards:N                              more than one board, each its own hand
    bet  draw:N  discard  expose  pass:left|right  declare  cards-speak
    eval:high  low:deuce-to-seven  low:ace-to-five  low:ace-to-six  eval:<other>
    hand:own-best-5  hand:any-5           the best five of one's own cards / of one's own and the board
    hand:hole-N-board-M                   exactly N of one's own and M of the board (Omaha: hole-2-board-3)
    hand:<other>                          other hand rules (fewer cards, a layout of the board, ...)
    qualifier                             a pot only a hand at least this good may win (8-or-better ...)
    wild:rank  wild:joker  wild:bug  wild:follow-queen  wild:low-hole  wild:<other>
    step:<kind>                           a step of play with no counterpart above (buy, dice, ...)
    showdown:<kind>                       a showdown rule beyond the hands (a fallback, a condition, ...)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

MIRROR = "/work/.mirror/talvola+generic_poker/repo"
FOLDER = "data/game_configs"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "variants.json")

DECKS = {("standard", 52): "standard", ("short_6a", 36): "short-36", ("short_ta", 20): "short-20",
         ("short_27_ja", 40): "short-40"}
EVALS = {"high": "eval:high", "high_wild_bug": "eval:high", "27_low": "low:deuce-to-seven",
         "a5_low": "low:ace-to-five", "a5_low_wild": "low:ace-to-five", "a6_low": "low:ace-to-six"}
# A qualifier is stored as (kind, the weakest hand that qualifies); the one every 8-or-better game uses is named.
QUALIFIERS = {(1, 56): "8-or-better"}
# Evaluations of fewer than five cards: their hand rule (any N, the best N of one's own) goes without saying.
SHORT_EVALS = {"badugi": 4, "badugi_ah": 4, "hidugi": 4, "four_card_high": 4, "three_card_high": 3,
               "two_card_high": 2, "two_card_a5_low": 2, "one_card_low_spade": 1, "one_card_high_spade": 1}
# A spade in the hole (Low and High Chicago): "in the hole" and "holding a spade at all" are the evaluation itself.
SPADE_EVALS = ("one_card_low_spade", "one_card_high_spade")
FORCED = {"bring-in": "bring-in", "blinds": "blinds", "bomb": "bomb", "antes_only": "ante"}
WILDS = {"rank": "wild:rank", "joker": "wild:joker", "lowest_hole": "wild:low-hole",
         "last_community_card": "wild:last-board-card", "lowest_community": "wild:lowest-board-card"}
RANKS = {"T": "10"}


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", MIRROR, *args], check=True, capture_output=True, text=True).stdout


def wild_feature(w: dict) -> str:
    kind = w.get("type", "")
    if kind == "follow_card":
        return "wild:follow-queen" if w.get("trigger_rank") == "Q" else f"wild:follow-{w.get('trigger_rank', '?')}"
    if kind == "joker":
        role = w.get("role")
        return {"wild": "wild:joker", "bug": "wild:bug"}.get(role, "wild:joker-" + str(role))
    return WILDS.get(kind, "wild:" + kind)


def wild_ranks(ws: list[dict]) -> list[str]:
    return sorted({RANKS.get(w["rank"], w["rank"]) for w in ws if w.get("type") == "rank" and "rank" in w})


def hand_rule(bh: dict, board: int) -> str:
    """One showdown hand's rule, in our words."""
    if any(k in bh for k in ("combinations", "communityCardCombinations", "communityCardSelectCombinations",
                             "community_subset", "hole_subset", "holeCardsAllowed", "playerHandSize")):
        return "hand:board-layout" if board else "hand:split-hand"
    if "anyCards" in bh:
        n = bh["anyCards"]
        if n == 5:
            return "hand:any-5" if board else "hand:own-best-5"
        return f"hand:any-{n}"
    hole, comm = bh.get("holeCards"), bh.get("communityCards", 0)
    if isinstance(hole, list) or isinstance(comm, list):
        return "hand:hole-or-board-choices"
    if hole == "all":
        return "hand:all-own-cards"
    if hole is None:
        return "hand:unstated"
    if comm == 0 and not board:
        return "hand:own-best-5" if hole == 5 else f"hand:own-best-{hole}"
    return f"hand:hole-{hole}-board-{comm}"


def facts(path: str, d: dict) -> dict:
    feats: set[str] = set()
    flow: list[str] = []
    deck = DECKS.get((d["deck"]["type"], d["deck"]["cards"]), f"{d['deck']['type']}-{d['deck']['cards']}")
    feats.add("deck:" + deck)
    jokers = d["deck"].get("jokers", 0)
    if jokers:
        feats.add(f"jokers:{jokers}")
    forced = (d.get("forcedBets") or {}).get("style")
    if forced:
        feats.add("forced:" + FORCED.get(forced, forced))
    if (d.get("forcedBets") or {}).get("conditionalOrders"):
        feats.add("forced:by-game-chosen")
    order = d.get("bettingOrder") or {}
    if isinstance(order.get("subsequent"), dict):
        feats.add("betting-order:by-game-chosen")
    wild_all: list[dict] = []
    board = 0
    boards: set[str] = set()

    def step(s: dict) -> None:
        nonlocal board
        if "bet" in s:
            kind = s["bet"]["type"]
            if kind in ("antes", "blinds", "bring-in"):
                tok = {"antes": "ante"}.get(kind, kind)
                feats.add("forced:" + tok)
                flow.append(tok)
            else:
                feats.add("bet")
                flow.append("bet")
        elif "deal" in s:
            dl = s["deal"]
            if dl.get("conditional_state"):
                feats.add("deal:conditional")
            wild_all.extend(dl.get("wildCards", []))
            if dl["location"] == "individual":
                feats.add("deal:individual")
            faces = []
            for c in dl["cards"]:
                if c.get("protection_option"):
                    feats.add("deal:protection-fee")
                state = c.get("state", "face down")
                if dl["location"] == "community":
                    face = "board"
                    board += c["number"]
                    sub = c.get("subset")
                    if isinstance(sub, str) and sub.startswith("Board "):
                        boards.add(sub)
                else:
                    face = "up" if state == "face up" else "down"
                feats.add("deal:" + face)
                faces += [face] * c["number"]
            flow.append("deal " + " ".join(faces))
        elif "draw" in s:
            cards = s["draw"]["cards"]
            for c in cards:
                if c.get("draw_amount") or c.get("hole_subset") or c.get("preserve_state"):
                    feats.add("draw:uneven")
            n = max(c["number"] for c in cards)
            feats.add(f"draw:{n}")
            flow.append(f"draw {n}")
        elif "discard" in s:
            cards = s["discard"]["cards"]
            feats.add("discard")
            for c in cards:
                if c.get("rule") == "matching ranks":
                    feats.add("discard:matching-ranks")
                if c.get("discardLocation") == "community" or c.get("state") == "face up":
                    feats.add("discard:face-up")
                if c.get("entire_subset") or c.get("hole_subset"):
                    feats.add("discard:from-split-hand")
            flow.append(f"discard {max(c.get('number', 0) for c in cards)}")
        elif "expose" in s:
            feats.add("expose")
            flow.append(f"expose {max(c.get('number', 1) for c in s['expose']['cards'])}")
        elif "pass" in s:
            c = s["pass"]["cards"][0]
            feats.add("pass:" + c["direction"])
            flow.append(f"pass {c['direction']} {c['number']}")
        elif "declare" in s:
            feats.add("declare")
            flow.append("declare")
        elif "groupedActions" in s:
            feats.add("step:grouped-actions")
            for inner in s["groupedActions"]:
                step(inner)
            flow.append("grouped-end")
        elif "showdown" in s:
            flow.append("show")
        else:
            kind = next(k for k in s if k not in ("name", "conditional_state"))
            feats.add("step:" + {"roll_die": "dice", "replaceCommunity": "replace-board",
                                 "remove": "remove-board", "separate": "split-hand", "buy": "buy-card",
                                 "choose": "choose-game"}.get(kind, kind))
            flow.append("other " + kind)
        if s.get("conditional_state"):
            feats.add("step:conditional")

    for s in d["gamePlay"]:
        step(s)
    if len(boards) > 1:
        feats.add(f"boards:{len(boards)}")

    sd = d["showdown"]
    hands = []
    for bh in sd.get("bestHand", []):
        ev = bh["evaluationType"]
        feats.add(EVALS.get(ev, "eval:" + ev))
        rule = hand_rule(bh, board)
        n = SHORT_EVALS.get(ev)
        if rule not in (f"hand:any-{n}", f"hand:own-best-{n}", f"hand:hole-{n}-board-0"):
            feats.add(rule)
        hand = {"eval": EVALS.get(ev, "eval:" + ev).split(":", 1)[1], "rule": rule.split(":", 1)[1]}
        if "qualifier" in bh:
            q = tuple(bh["qualifier"])
            hand["qualifier"] = QUALIFIERS.get(q, f"{q[0]}/{q[1]}")
            if ev not in SPADE_EVALS:
                feats.add("qualifier")
        for extra, feat in (("cardState", "hand:face-down-only"), ("usesUnusedFrom", "hand:unused-cards"),
                            ("padding", "hand:short-hands"), ("minimumCards", "hand:short-hands"),
                            ("classification", "eval:face-butt"), ("zeroCardsPipValue", "eval:pips")):
            if extra in bh and not (ev in SPADE_EVALS and extra == "cardState"):
                feats.add(feat)
        wild_all.extend(bh.get("wildCards", []))
        hands.append(hand)
    if not hands:
        feats.add("showdown:conditional")
    for key, feat in (("conditionalBestHands", "showdown:conditional"), ("defaultBestHand", "showdown:conditional"),
                      ("defaultActions", "showdown:fallback"), ("globalDefaultAction", "showdown:fallback"),
                      ("classification_priority", "eval:face-butt")):
        if key in sd:
            feats.add(feat)
    if sd.get("declaration_mode") == "cards_speak" or (len(hands) > 1 and "declare" not in feats):
        feats.add("cards-speak")
    for w in wild_all:
        if w.get("role") == "conditional" or w.get("condition"):
            feats.add("wild:joker-face-up-bug")
        elif w.get("scope") == "player" and w.get("type") == "rank":
            feats.add("wild:rank-own")
        else:
            feats.add(wild_feature(w))
    return {
        "name": d["game"],
        "source": os.path.basename(path),
        "category": d.get("category", ""),
        "players": [d["players"]["min"], d["players"]["max"]],
        "deck": deck,
        "jokers": jokers,
        "flow": flow,
        "hands": hands,
        "wild_ranks": wild_ranks(wild_all),
        "features": sorted(feats),
    }


def main(argv=None) -> int:
    global MIRROR
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mirror", default=MIRROR, help="a git mirror of talvola/generic_poker")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args(argv)
    MIRROR = args.mirror
    if not os.path.isdir(MIRROR):
        print(f"no mirror of the catalog at {MIRROR}: the committed {OUT} stands", file=sys.stderr)
        return 1
    commit = git("rev-parse", "HEAD").strip()
    paths = sorted(p for p in git("ls-tree", "-r", "--name-only", "HEAD", FOLDER).split() if p.endswith(".json"))
    variants = [facts(p, json.loads(git("show", f"HEAD:{p}"))) for p in paths]
    doc = {"about": "Facts of the variants of talvola/generic_poker data/game_configs, in refcli's words "
                    "(benchmarks/catalog/extract.py).",
           "source": {"repository": "https://github.com/talvola/generic_poker", "folder": FOLDER,
                      "commit": commit},
           "variants": variants}
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("{\n")
        f.write(f' "about": {json.dumps(doc["about"])},\n "source": {json.dumps(doc["source"])},\n')
        f.write(' "variants": [\n')
        f.write(",\n".join("  " + json.dumps(v, ensure_ascii=False) for v in variants))
        f.write("\n ]\n}\n")
    print(f"{len(variants)} variants from {commit[:12]} written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
