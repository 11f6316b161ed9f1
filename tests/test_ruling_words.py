"""The exact words and money of a ruling for every pot kind, declaration outcome and tie-break of every built
game (rulesets/games/*.yaml): the lines a dealer types, then the ruling as `settle` prints it, the awards and
the balances.

The money of every case is the money refcli paid before the rulings were reworded (compared case by case); the
words were read against the club's rules: a player knocked out by declaring both is "out", never "beaten"; a
tie-break names its rule; a share that is not an even half says how it was rounded; a wild card is shown as the
card it played, with the wild card itself beside it; a community line is named as the table sees it.
Three players unless a case says otherwise; Ann deals and antes 50c a player; Bob acts first.
"""

from __future__ import annotations

import json

import pytest

from refcli.book.report import render_ruling
from refcli.table.showdown import Ruling
from tablekit import Table

C3 = "check, check, check"
C2 = "check, check"


def stud(game: str, showdown: list[str], bets: dict[int, str] | None = None,
         players: str = "Ann Bob Cal") -> list[str]:
    """A stud hand: five betting rounds (everyone checks unless ``bets`` says otherwise), then the showdown."""
    bets = bets or {}
    checks = ", ".join(["check"] * len(players.split()))
    lines = [f"night {players}", f"game {game}", "deal"]
    lines += [bets.get(r, checks) for r in range(5)]
    return lines + showdown + ["settle"]


CASES: dict[str, list[str]] = {}
CASES["stud-chicago-two-low-spades"] = stud("seven-card-stud", [
    "show Ann 2s 6s Kd up Kc Kh 9d 8c", "show Bob 3s 5s Qd up Qc Jh Td 7c", "show Cal 4s Ah 2d up Ac 9h 8h 6c"])
CASES["stud-high-tie-odd-quarter"] = stud("seven-card-stud", [
    "show Ann 2s Qd Jc up Qc 4h 3h Tc", "show Bob 5c 6d Kh up 7h 8s 9c 2d", "show Cal 5d 6h Ks up 7c 8d 9h 3d"],
    {0: "bet Bob .25, call Cal, call Ann"})
CASES["stud-no-spade"] = stud("seven-card-stud", [
    "show Ann 2h 6h Kd up Kc Kh 9d 8c", "show Bob 3h 5h Qd up Qc Jh Td 7c", "show Cal 4d Ah 2d up Ac 9h 8h 6c"])
CASES["stud-high-variant"] = stud("seven-card-stud high", [
    "show Ann 2s 6s Kd up Kc Kh 9d 8c", "show Bob 3s 5s Qd up Qc Jh Td 7c", "show Cal 4s Ah 2d up Ac 9h 8h 6c"])
ANN = "show Ann 7c 7d 5s up 7h 4d 3c 2h"     # three sevens; 7-5-4-3-2
BOB = "show Bob Kc Kd Qs up Jd 9s 8c 6h"     # pair of kings; K-Q-J-9-8 low
CAL = "show Cal Ac Ad Th up Ts 9h 8d 6c"     # aces and tens
CASES["declare-all-high"] = stud("seven-card-stud declare", ["declare Ann high, Bob high, Cal high", ANN, BOB, CAL])
CASES["declare-all-low"] = stud("seven-card-stud declare", ["declare Ann low, Bob low, Cal low", ANN, BOB, CAL])
CASES["declare-both-wins"] = stud("seven-card-stud declare", ["declare Ann both, Bob low, Cal high", ANN, BOB, CAL])
CASES["declare-both-loses-way-goes-over"] = stud("seven-card-stud declare", ["declare Ann low, Bob low, Cal both", ANN, BOB, CAL])
CASES["declare-both-loses-high-low-beats"] = stud("seven-card-stud declare", [
    "declare Ann low, Bob high, Cal both", ANN, "show Bob Kc Kd Ks up Jd 9s 8c 6h", "show Cal 8h 8d 8s up 9h 6c 5d 3s"])
CASES["declare-swing-ties-one-way"] = stud("seven-card-stud declare", [
    "declare Ann both, Bob low, Cal high", ANN, "show Bob 7s 5c 4h up 3s 2c Kd Qd", CAL])
# Ann ties high with Cal and low with Bob; then Ann ties low with Bob, who is out on high.
CASES["declare-swing-ties-both-ways"] = stud("seven-card-stud declare", [
    "declare Ann both, Bob low, Cal high", "show Ann 7c 5s 4d up 3c 2h Kh Kd",
    "show Bob 7s 5c 4h up 3s 2c Qd Jd", "show Cal Ks Kc 7h up 5d 4c 3h 2d"])
CASES["declare-both-tie-low-other-out-on-high"] = stud("seven-card-stud declare", [
    "declare Ann both, Bob both, Cal high", ANN, "show Bob 7s 5c 4h up 3s 2c Kd Qd", CAL])
CASES["declare-nobody-left"] = stud("seven-card-stud declare", [
    "declare Ann both, Bob both", "show Ann 7c 7d 7h up Kc Kd Qh Qd", "show Bob 2h 3c 4d up 5s 7s 9c Jh"],
    {0: "bet Bob .25, call Cal, call Ann", 1: "bet Bob .25, fold Cal, call Ann", 2: C2, 3: C2, 4: C2})


# --- Dots (dots per card: 2:2 3:3 4:0 5:1 6:0 7:1 8:2 9:1 10:2, courts 0, ace 1; fours and sixes wild) ---
CASES["dots-most-down-and-a-wild-four"] = stud("dots", [
    "show Ann Kc 9d 4c up Ks 9h 2h 7c", "show Bob 3c 3d 8s up 10h 10c 5d Qs", "show Cal 2c 2d Ah up 6s Jh 8h 5c"],
    {0: "bet Bob .25, call Cal, call Ann"})
CASES["dots-face-up-decides"] = stud("dots", [
    "show Ann 9c 9s 2h up Ac Ad Kh 3s", "show Bob 8c 10c Qh up 7d 5s 3d 2c", "show Cal 3c 5h Kc up 4d 8d 9h Js"])
CASES["dots-split-odd-quarter-low-side"] = stud("dots", [
    "show Bob 8s 2h Qd up 10s 9c Kd Ac", "show Cal 10h 9d 5c up 8c 7h Ah Jc"],
    {0: "bet Bob .25, call Cal, call Ann", 1: "bet Bob .25, call Cal, fold Ann", 2: C2, 3: C2, 4: C2})


# --- 5½-25½ ---------------------------------------------------------------------------------------------


def fh(game: str, downs: str, ups: str, rounds: list[str], decl: str, shows: str,
       first: str = C3) -> list[str]:
    """A 5½-25½ hand: the given take-or-pass rounds, then everyone passes until locked (three passes)."""
    lines = ["night Ann Bob Cal", f"game {game}", "deal", first, f"down {downs}", f"up {ups}"]
    passes = {"Bob": 0, "Cal": 0, "Ann": 0}
    for r in rounds:
        lines += [r, "check, check, check"]
        for move in r.split(", "):
            if move.startswith("pass"):
                passes[move.split()[1]] += 1
    while any(n < 3 for n in passes.values()):
        moves = [f"pass {p}" for p in ("Bob", "Cal", "Ann") if passes[p] < 3]
        for p in ("Bob", "Cal", "Ann"):
            if passes[p] < 3:
                passes[p] += 1
        lines += [", ".join(moves), "check, check, check"]
    return lines + [f"declare {decl}", shows, "settle"]
CASES["points-under-beats-over"] = fh("five-and-a-half", "Bob 4c, Cal 5h, Ann Ts", "Bob Jd, Cal Jh, Ann 9s",
    ["take Bob Qd, take Cal Qh, take Ann 6s"], "Bob low, Cal low, Ann high",
    "show Bob 4c up Jd Qd, show Cal 5h up Jh Qh, show Ann Ts up 9s 6s")
CASES["points-innies-beat-outies"] = fh("five-and-a-half innies", "Bob 4c, Cal 5h, Ann Ts", "Bob Jd, Cal Jh, Ann 9s",
    ["take Bob Qd, take Cal Qh, take Ann 6s"], "Bob low, Cal low, Ann high",
    "show Bob 4c up Jd Qd, show Cal 5h up Jh Qh, show Ann Ts up 9s 6s")
CASES["points-more-cards-and-odd-quarter"] = fh("five-and-a-half", "Bob 5c, Cal 2c, Ann Ts", "Bob Jd, Cal 3d, Ann 9d",
    ["pass Bob, take Cal Jh, take Ann 6h"], "Bob low, Cal low, Ann high",
    "show Bob 5c up Jd, show Cal 2c up 3d Jh, show Ann Ts up 9d 6h", first="bet Bob .25, call Cal, call Ann")
CASES["points-split"] = fh("five-and-a-half", "Bob 5c, Cal 5d, Ann Ts", "Bob Jd, Cal Jh, Ann 9d",
    ["take Bob 9c, take Cal 9h, take Ann 6h"], "Bob high, Cal high, Ann low",
    "show Bob 5c up Jd 9c, show Cal 5d up Jh 9h, show Ann Ts up 9d 6h")
CASES["points-both-tie-loses"] = fh("five-and-a-half", "Bob As, Cal 4c, Ann Ts", "Bob Ah, Cal Jh, Ann 9s",
    ["take Bob 3c, take Cal Qh, take Ann 6s", "take Bob Jd, take Cal Kh, pass Ann"], "Bob both, Cal low, Ann high",
    "show Bob As up Ah 3c Jd, show Cal 4c up Jh Qh Kh, show Ann Ts up 9s 6s")
CASES["points-both-wins-aces-each-way"] = fh("five-and-a-half", "Bob As, Cal 4c, Ann Ts", "Bob Ah, Cal Jh, Ann 9s",
    ["take Bob 3c, take Cal Qh, take Ann 6s", "take Bob Jd, pass Cal, pass Ann"], "Bob both, Cal low, Ann high",
    "show Bob As up Ah 3c Jd, show Cal 4c up Jh Qh, show Ann Ts up 9s 6s")


# --- Amarillo: four turns, a bet after each -----------------------------------------------------------


def turns(game: str, ups: list[str], shows: list[str], bets: dict[int, str] | None = None,
          players: str = "Ann Bob Cal") -> list[str]:
    bets = bets or {}
    lines = [f"night {players}", f"game {game}", "deal"]
    n = len(players.split())
    for r in range(4):
        lines += [ups[r], bets.get(r, ", ".join(["check"] * n))]
    return lines + shows + ["settle"]
CASES["amarillo-eight-wild-high-only"] = turns("amarillo",
    ["up Bob 7c, Cal 7d, Ann 5h", "up Bob 5d, Cal 6h, Ann 5c", "up Bob 3s, Cal 5s, Ann Kd", "up Bob 8h, Cal 4c, Ann 9s"],
    ["show Bob 2h up 7c 5d 3s 8h", "show Cal 2d up 7d 6h 5s 4c", "show Ann 6c up 5h 5c Kd 9s"],
    {0: "bet Bob .25, call Cal, call Ann"})
CASES["amarillo-one-player-both-halves"] = turns("amarillo",
    ["up Bob 7s, Cal 9s, Ann 5h", "up Bob 9d, Cal 7c, Ann 4s", "up Bob Kh, Cal 6d, Ann 6c", "up Bob Kc, Cal 4c, Ann 2d"],
    ["show Bob 3s up 7s 9d Kh Kc", "show Cal 3h up 9s 7c 6d 4c", "show Ann 8d up 5h 4s 6c 2d"])
CASES["amarillo-6-high-tie"] = turns("amarillo-6",
    ["up Bob Kh, Cal Kc, Ann 7h", "up Bob 9d, Cal 9s, Ann 6s", "up Bob 5s, Cal 5d, Ann 4d", "up Bob 2c, Cal 2d, Ann 3c"],
    ["show Bob 8c up Kh 9d 5s 2c", "show Cal 8h up Kc 9s 5d 2d", "show Ann 2h up 7h 6s 4d 3c"])


# --- High Hand, Low Hand ---
CASES["two-groups"] = ["night Ann Bob Cal", "game high-hand-low-hand", "deal", C3, C3, C3, C3,
    "show Bob 8h 8c Ah As Ad / 2c 3d 4h 5s 7c", "show Cal Kh Kd Kc Ah Ac / 2d 3c 4s 6h 8d", "fold Ann", "settle"]


# --- community layouts: Ann folds, Bob and Cal play on --------------------------------------------------


def board(game: str, boards: list[str], shows: list[str], first: str = "check Bob, check Cal, fold Ann") -> list[str]:
    lines = ["night Ann Bob Cal", f"game {game}", "deal"]
    for r in range(5):
        if r < len(boards) and boards[r]:
            lines.append(f"board {boards[r]}")
        lines.append(first if r == 0 else C2)
    return lines + shows + ["settle"]
CASES["iron-cross-row-and-down-line"] = board("iron-cross", ["3d", "7h 2s 8c", "Kh 4c Ks"],
    ["declare Bob high, Cal low", "show Bob Kc Kd 8d up 8h Ac", "show Cal 5h 7d 9s up Qc Jd"],
    first="bet Bob .50, call Cal, fold Ann")
CASES["iron-cross-diagonal"] = board("iron-cross", ["3d", "7h 2s 8c", "Kh 4c Ks"],
    ["declare Bob high, Cal low", "show Bob 7c 7d 9h up Qs Jc", "show Cal 5h 7s 9s up Qc Jd"])
CASES["matrix-columns"] = board("matrix", ["4h 6c Jd", "2s 9d Jh", "3c Kd Js"],
    ["declare Bob high, Cal low", "show Bob Jc As Ah up Qs Qh", "show Cal 5d 7s Kc up Kh Th"],
    first="bet Bob .50, call Cal, fold Ann")
CASES["tin-queue-three-own-two-side-by-side"] = board("tin-queue", ["2d", "3c 9h Qs", "4d 8c Qh"],
    ["declare Bob high, Cal low", "show Bob 9c 9s 3h up 6h 5c", "show Cal 7c 5s Kc up Kh Th"])
CASES["tin-queue-wrap-ends"] = board("tin-queue wrap", ["2d", "3c 9h Qs", "4d 8c Qh"],
    ["declare Bob high, Cal high", "show Bob Qc Qd 7s up 6h 5c", "show Cal Ah Ac Ad up Ks Kd"])
CASES["texas-draw-declare"] = board("texas-draw", ["Ah", "7d", "5s"],
    ["declare Bob high, Cal low", "show Bob Ac Kd Ks up Kh 9c", "show Cal 2c 3h 4d up Qc Jd"])
CASES["texas-draw-chicago"] = board("texas-draw chicago", ["Ah", "Ad", "5s"],
    ["show Bob 2s 9c 3c up Ac 7d", "show Cal Kh Kd Ks up 5h 5d"], first="check Bob, bet Cal .25, fold Ann, call Bob")


# --- Jacks Are Wild ---
CASES["jacks-two-eyed-jack-high"] = stud("jacks-are-wild", ["declare Ann high, Bob low, Cal high",
    "show Ann Qs Qh Jd up 9c 8c 3h 2d", "show Bob 10h 7s 6c up 5s 4h Kd Kc", "show Cal As Ah 5c up 10s 9h 7h 3c"])
CASES["jacks-one-eyed-low-both-ways"] = stud("jacks-are-wild", ["declare Ann high, Bob both, Cal low",
    "show Ann 10c 10d 8h up Qd 6s 4c 2d", "show Bob Js Jh 5d up 3h 2c Kd 9s", "show Cal 8c 6h 4d up 3s 2s Ks Qs"])
CASES["jacks-joker-crazy"] = stud("jacks-are-wild", ["declare Ann high, Bob low, Cal both",
    "show Ann Kc Kh 10s up 8d 6c Qh 5d", "show Bob 8s 6d 4c up 3d 2s Ah Qc", "show Cal jk 7d 5h up 9c 9s 3c 2h"],
    {0: "bet Bob .50, call Cal, call Ann"})


# --- Follow the Joker: the bug as a second ace; a buy-out ---
CASES["follow-double-ace-flush-and-buyout"] = ["night Ann Bob Cal Dee", "game follow-the-joker", "deal",
    "indicator 7c", "up Bob 5h, Cal 9c, Dee 2c, Ann Kd", "check, check, check, check",
    "up Bob As, Cal Ah, Dee 3c, Ann 8s", "check, check, check, buyout Ann",
    "up Bob Ks, Cal Kh, Dee 8c", "check, check, check", "up Bob 9s, Cal Jh, Dee 9d", "check, check, check",
    "check, check, check",
    "declare Bob high, Cal high, Dee low",
    "show Bob jk 6s 3s up 5h As Ks 9s", "show Cal Qh 9h 2h up 9c Ah Kh Jh", "show Dee 7d 4d 5c up 2c 3c 8c 9d",
    "settle"]
CASES["follow-queen-passes-the-wild"] = ["night Ann Bob Cal", "game follow-the-joker", "deal",
    "up Bob 5h, Cal 9c, Ann Kd", "indicator 7c", "bet Bob .25, call Cal, call Ann",
    "up Bob Qh, Cal 4d, Ann 8s", C3, "up Bob 10s, Cal Jd, Ann 6h", C3, "up Bob 2c, Cal 3s, Ann 5c", C3, C3,
    "declare Ann low, Bob high, Cal high",
    "show Bob Ks Kh 7h up 5h Qh 10s 2c", "show Cal 9h 8c 6c up 9c 4d Jd 3s", "show Ann 2d 3h 10c up Kd 8s 6h 5c",
    "settle"]


# --- Three Turds, Low Card in the Hole ---
CASES["three-turds-indicators"] = ["night Ann Bob Cal", "game three-turds", "deal", C3, "indicator 7c", C3,
    "indicator 9s", C3, "indicator Kd", C3, C3,
    "show Bob 7h 7s 2d up Ac Ah 10c 6d", "show Cal Qs Qh Kc up 5h 2c 8d Jd", "show Ann 4s 10d 6h up 5c 8h Jc 2h",
    "settle"]
CASES["low-hole-own-wilds"] = ["night Ann Bob Cal", "game low-card-in-the-hole", "deal",
    "up Bob Kh, Cal Ah, Ann Qs", "bet Bob .25, call Cal, call Ann", "up Bob 9c, Cal 4c, Ann 5c", C3,
    "up Bob 6h, Cal 4h, Ann 3d", C3, "up Bob Js, Cal 10d, Ann 10c", C3, C3,
    "show Bob 4d Kc Kd up Kh 9c 6h Js", "show Cal 3h Ac Qd up Ah 4c 4h 10d", "show Ann 5s 7c 8d up Qs 5c 3d 10c",
    "settle"]
CASES["everyone-else-folds"] = ["night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .25, fold Cal, fold Ann"]


# --- what settle prints, and the money ----------------------------------------------------------------------

# --- High and Low Poker (dual-value cards: tops play high, bottoms low; thirds of the pot) ---
CASES["hlp-thirds-tie-high"] = [
    "night Ann Bob Cal Dee", "game high-and-low-poker", "deal", "check, check, check, check",
    "draw Bob 0, draw Cal 0, draw Dee 0, draw Ann 0", "bet Bob .25, call Cal, call Dee, call Ann",
    "show Cal Kh/10d Kc/9s 8s/6c 8d/3d 4c/2s", "show Dee Ks/Qs Kd/Qc 8h/7c 8c/5d 4d/3s",
    "show Ann As/2h Ad/3h 10h/4h 9h/5h 6h/7h", "show Bob Qh/9d Jh/6s 10s/4s 7d/3c 5c/2c", "settle"]
CASES["hlp-same-joker"] = [
    "night Ann Bob Cal", "game high-and-low-poker jokers same-joker", "deal", "check, check, check",
    "draw Bob 0, draw Cal 0, draw Ann 0", "check, check, check",
    "show Bob 9s/2s 9h/3h 9d/4d Kc/5c jk", "show Cal 10s/6s 10h/6h 10d/Jd Qs/Ac Qh/8d",
    "show Ann As/8c Ah/6c 7s/4s 7h/3c Jc/2h", "settle"]



# --- 7½: no pot; each duel paid as it ended, and the deal's ruling lists them (stopped here with settle) ----
CASES["seven-and-a-half-dealer-8h-and-ties"] = [
    "night Ann Bob Cal", "game seven-and-a-half", "deal", "maxbet .75", "card Bob 4d, Cal 6c, Ann 8h",
    "wager Bob .75", "hit Bob Qs", "stay Bob", "card Ann 3h", "wager Cal .50", "stay Cal", "hit Ann 3c",
    "stay Ann", "card Bob 7c, Cal Kh, Ann 2c", "wager Bob .25", "stay Bob", "hit Ann 5s", "stay Ann", "settle"]

EXPECTED = {
    # 12 quarters: 8 high (a tie, split evenly), 4 low. A flush in the bottoms is a poor low.
    'hlp-thirds-tie-high': (
        "Hand 1 · High and Low Poker · dealt by Ann · pot $3.00\n"
        "  High hand share ($2.00): a tie — Cal with two pair, kings and eights (K♥ K♣ 8♠ 8♦ 4♣); Dee with two pair, kings and eights (K♠ K♦ 8♥ 8♣ 4♦). Split Dee $1.00, Cal $1.00.\n"
        "    Tied hands split that share (house rule).\n"
        "    Beaten: Bob queen high; Ann a pair of aces.\n"
        "  Low hand share ($1.00): Bob with 9-6-4-3-2 (9♦ 6♠ 4♠ 3♣ 2♣).\n"
        "    Beaten: Cal 10-9-6-3-2; Dee a pair of queens; Ann a flush in hearts, seven high.",
        [('Dee', 'high', 100), ('Cal', 'high', 100), ('Bob', 'low', 100)],
        {'Ann': -225, 'Bob': 75, 'Cal': 75, 'Dee': 75}),
    # One card for both hands: a 9 wins Bob the high (four nines) and costs him the low (9-5-4-3-2 to 8-6-4-3-2).
    'hlp-same-joker': (
        "Hand 1 · High and Low Poker (jokers) (same-joker) · dealt by Ann · pot $1.50\n"
        "  Bob's joker plays as 9♠ in both hands (same-joker: one card for high and low; refcli chose the card that wins Bob the most).\n"
        "  High hand share ($1.00): Bob with four nines (9♠ 9♠ 9♥ 9♦ K♣).\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n"
        "    Beaten: Cal a full house, tens full of queens; Ann two pair, aces and sevens.\n"
        "  Low hand share (50¢): Ann with 8-6-4-3-2 (8♣ 6♣ 4♠ 3♣ 2♥).\n"
        "    Beaten: Bob 9-5-4-3-2; Cal a pair of sixes.",
        [('Bob', 'high', 100), ('Ann', 'low', 50)],
        {'Ann': -100, 'Bob': 100, 'Cal': 0}),
    'stud-chicago-two-low-spades': (
        "Hand 1 · 7 Card Stud · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): Ann with three kings (K♥ K♦ K♣ 9♦ 8♣).\n"
        "    Beaten: Bob a pair of queens; Cal a pair of aces.\n"
        "  Low Chicago half (75¢): Bob with two low spades 3♠ 5♠ in the hole.\n"
        "    Beaten: Cal 4♠ in the hole; Ann two low spades 2♠ 6♠ in the hole.",
        [('Ann', 'high', 75), ('Bob', 'chicago', 75)],
        {'Ann': -75, 'Bob': 75, 'Cal': 0}),
    'stud-high-tie-odd-quarter': (
        "Hand 1 · 7 Card Stud · dealt by Ann · pot $2.25\n"
        "  High hand share ($1.25 of $2.25: half, rounded up to the quarter): a tie — Bob with a straight, nine high (9♣ 8♠ 7♥ 6♦ 5♣); Cal with a straight, nine high (9♥ 8♦ 7♣ 6♥ 5♦). Split Cal 75¢, Bob 50¢.\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "    Tied hands split that share (house rule).\n"
        "    The odd quarter goes to Cal (K♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).\n"
        "    Beaten: Ann a pair of queens.\n"
        "  Low Chicago share ($1.00 of $2.25: half, rounded down to the quarter): Ann with 2♠ in the hole.\n"
        "    Beaten: Cal K♠ in the hole.\n"
        "    No spade in the hole: Bob.",
        [('Cal', 'high', 75), ('Bob', 'high', 50), ('Ann', 'chicago', 100)],
        {'Ann': -75, 'Bob': 25, 'Cal': 50}),
    'stud-no-spade': (
        "Hand 1 · 7 Card Stud · dealt by Ann · pot $1.50\n"
        "  High hand, the whole pot ($1.50): Ann with three kings (K♥ K♦ K♣ 9♦ 8♣).\n"
        "    Nobody has a spade in the hole: the high hand takes the whole pot (house rule).\n"
        "    Beaten: Bob a pair of queens; Cal a pair of aces.",
        [('Ann', 'high', 150)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'stud-high-variant': (
        "Hand 1 · 7 Card Stud (high) · dealt by Ann · pot $1.50\n"
        "  High hand, the whole pot ($1.50): Ann with three kings (K♥ K♦ K♣ 9♦ 8♣).\n"
        "    Beaten: Bob a pair of queens; Cal a pair of aces.",
        [('Ann', 'high', 150)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'declare-all-high': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal high, Ann high.\n"
        "  Everyone declared high: the high hand takes the whole pot.\n"
        "  High hand, the whole pot ($1.50): Ann with three sevens (7♥ 7♦ 7♣ 5♠ 4♦).\n"
        "    Beaten: Bob a pair of kings; Cal two pair, aces and tens.",
        [('Ann', 'high', 150)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'declare-all-low': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal low, Ann low.\n"
        "  Everyone declared low: the low hand takes the whole pot.\n"
        "  Low hand, the whole pot ($1.50): Ann with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥).\n"
        "    Beaten: Bob Q-J-9-8-6; Cal A-10-9-8-6.",
        [('Ann', 'low', 150)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'declare-both-wins': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal high, Ann both.\n"
        "  High hand half (75¢): Ann with three sevens (7♥ 7♦ 7♣ 5♠ 4♦).\n"
        "    Beaten: Cal two pair, aces and tens.\n"
        "  Low hand half (75¢): Ann with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥).\n"
        "    Beaten: Bob Q-J-9-8-6.",
        [('Ann', 'high', 75), ('Ann', 'low', 75)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'declare-both-loses-way-goes-over': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal both, Ann low.\n"
        "  Cal declared both and lost the low hand to Ann: out of both ways (house rule).\n"
        "  No one remains for the high hand: it goes to the low hand.\n"
        "  Low hand, the whole pot ($1.50): Ann with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥).\n"
        "    Beaten: Bob Q-J-9-8-6.\n"
        "    Cal: out — declared both, lost low.",
        [('Ann', 'low', 150)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'declare-both-loses-high-low-beats': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal both, Ann low.\n"
        "  Cal declared both and lost the high hand to Bob: out of both ways (house rule).\n"
        "  High hand half (75¢): Bob with three kings (K♠ K♦ K♣ J♦ 9♠).\n"
        "    Cal: out — declared both, lost high.\n"
        "  Low hand half (75¢): Ann with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥).\n"
        "    Cal: out — declared both, lost high.",
        [('Bob', 'high', 75), ('Ann', 'low', 75)],
        {'Ann': -75, 'Bob': 75, 'Cal': 0}),
    'declare-swing-ties-one-way': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal high, Ann both.\n"
        "  Ann declared both and tied the low hand with Bob: the low hand half is split and Ann takes the high hand half (house rule).\n"
        "  High hand half (75¢): Ann with three sevens (7♥ 7♦ 7♣ 5♠ 4♦).\n"
        "    Beaten: Cal two pair, aces and tens.\n"
        "  Low hand half (75¢): a tie — Bob with 7-5-4-3-2 (7♠ 5♣ 4♥ 3♠ 2♣); Ann with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥). Split Bob 50¢, Ann 25¢.\n"
        "    Tied hands split that share (house rule).\n"
        "    The odd quarter goes to Bob (2♣): the lowest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).",
        [('Ann', 'high', 75), ('Bob', 'low', 50), ('Ann', 'low', 25)],
        {'Ann': -50, 'Bob': 50, 'Cal': 0}),
    'declare-swing-ties-both-ways': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal high, Ann both.\n"
        "  Ann declared both and tied both ways — the high hand with Cal and the low hand with Bob: each way is split (house rule).\n"
        "  High hand half (75¢): a tie — Cal with a pair of kings (K♠ K♣ 7♥ 5♦ 4♣); Ann with a pair of kings (K♥ K♦ 7♣ 5♠ 4♦). Split Cal 50¢, Ann 25¢.\n"
        "    Tied hands split that share (house rule).\n"
        "    The odd quarter goes to Cal (K♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).\n"
        "  Low hand half (75¢): a tie — Bob with 7-5-4-3-2 (7♠ 5♣ 4♥ 3♠ 2♣); Ann with 7-5-4-3-2 (7♣ 5♠ 4♦ 3♣ 2♥). Split Bob 50¢, Ann 25¢.\n"
        "    Tied hands split that share (house rule).\n"
        "    The odd quarter goes to Bob (2♣): the lowest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).",
        [('Cal', 'high', 50), ('Ann', 'high', 25), ('Bob', 'low', 50), ('Ann', 'low', 25)],
        {'Ann': -100, 'Bob': 50, 'Cal': 50}),
    'declare-both-tie-low-other-out-on-high': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob both, Cal high, Ann both.\n"
        "  Bob declared both and lost the high hand to Ann: out of both ways (house rule).\n"
        "  Ann's low hand ties Bob's, but Bob is out: Ann takes the low hand half alone.\n"
        "  High hand half (75¢): Ann with three sevens (7♥ 7♦ 7♣ 5♠ 4♦).\n"
        "    Beaten: Cal two pair, aces and tens.\n"
        "    Bob: out — declared both, lost high.\n"
        "  Low hand half (75¢): Ann with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥).\n"
        "    Bob: out — declared both, lost high.",
        [('Ann', 'high', 75), ('Ann', 'low', 75)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'declare-nobody-left': (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $2.75\n"
        "  Declared: Bob both, Ann both.\n"
        "  Bob declared both and lost the high hand to Ann: out of both ways (house rule).\n"
        "  Ann declared both and lost the low hand to Bob: out of both ways (house rule).\n"
        "  Nobody is left to win: the pot of $2.75 is split equally between Bob and Ann (house rule): Ann $1.50, Bob $1.25.\n"
        "  The odd quarter goes to Ann (K♦): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).",
        [('Ann', 'all', 150), ('Bob', 'all', 125)],
        {'Ann': -50, 'Bob': 75, 'Cal': -25}),
    'dots-most-down-and-a-wild-four': (
        "Hand 1 · Dots · dealt by Ann · pot $2.25\n"
        "  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Ann with a full house, kings full of nines (K♠ K♣ K♥(4♣) 9♥ 9♦).\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "    Beaten: Bob two pair, tens and threes; Cal three deuces.\n"
        "  Dots share ($1.00 of $2.25: half, rounded down to the quarter): Bob with 8 dots down (5 up).\n"
        "    Beaten: Cal 5 dots down (3 up); Ann 1 dot down (4 up).",
        [('Ann', 'high', 125), ('Bob', 'dots', 100)],
        {'Ann': -50, 'Bob': 75, 'Cal': -25}),
    'dots-face-up-decides': (
        "Hand 1 · Dots · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): Ann with two pair, aces and nines (A♦ A♣ 9♠ 9♣ K♥).\n"
        "    Beaten: Bob queen high; Cal a pair of kings.\n"
        "  Dots half (75¢): Bob with 4 dots down (7 up).\n"
        "    Tie-break: dots face down tied at 4 (Bob, Cal and Ann); the most dots face up decides (house rule): Bob 7, Ann 5, Cal 3, so Bob wins.\n"
        "    Beaten: Cal 4 dots down (3 up); Ann 4 dots down (5 up).",
        [('Ann', 'high', 75), ('Bob', 'dots', 75)],
        {'Ann': -75, 'Bob': 75, 'Cal': 0}),
    'dots-split-odd-quarter-low-side': (
        "Hand 1 · Dots · dealt by Ann · pot $2.75\n"
        "  High hand share ($1.50 of $2.75: half, rounded up to the quarter): Cal with a straight, jack high (J♣ 10♥ 9♦ 8♣ 7♥).\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "    Beaten: Bob ace high.\n"
        "  Dots share ($1.25 of $2.75: half, rounded down to the quarter): a tie — Bob with 4 dots down (4 up); Cal with 4 dots down (4 up). Split Bob 75¢, Cal 50¢.\n"
        "    Tie-break: dots face down tied at 4 (Bob and Cal); the most dots face up decides (house rule): Bob 4, Cal 4 — still tied at 4, so the share is split.\n"
        "    The odd quarter goes to Bob (2♥): the lowest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule). The dots share sits on the low side for odd quarters.",
        [('Cal', 'high', 150), ('Bob', 'dots', 75), ('Cal', 'dots', 50)],
        {'Ann': -175, 'Bob': 25, 'Cal': 150}),
    'points-under-beats-over': (
        "Hand 1 · 5½-25½ · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal low, Ann high.\n"
        "  High points half (75¢): Ann with 25 (10♠ 9♠ 6♠), ½ under.\n"
        "  Low points half (75¢): Bob with 5 (4♣ J♦ Q♦), ½ under.\n"
        "    Tie-break: Bob's 5 and Cal's 6 are equally close to 5½ (½ away); under beats over: Bob wins.\n"
        "    Beaten: Cal 6 (5♥ J♥ Q♥), ½ over.",
        [('Ann', 'points-high', 75), ('Bob', 'points-low', 75)],
        {'Ann': -75, 'Bob': 75, 'Cal': 0}),
    'points-innies-beat-outies': (
        "Hand 1 · 5½-25½ (innies) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal low, Ann high.\n"
        "  High points half (75¢): Ann with 25 (10♠ 9♠ 6♠), ½ under.\n"
        "  Low points half (75¢): Cal with 6 (5♥ J♥ Q♥), ½ over.\n"
        "    Tie-break: Cal's 6 and Bob's 5 are equally close to 5½ (½ away); innies beat outies: Cal wins.\n"
        "    Beaten: Bob 5 (4♣ J♦ Q♦), ½ under.",
        [('Ann', 'points-high', 75), ('Cal', 'points-low', 75)],
        {'Ann': -75, 'Bob': 0, 'Cal': 75}),
    'points-more-cards-and-odd-quarter': (
        "Hand 1 · 5½-25½ · dealt by Ann · pot $2.25\n"
        "  Declared: Bob low, Cal low, Ann high.\n"
        "  High points share ($1.25 of $2.25: half, rounded up to the quarter): Ann with 25 (10♠ 9♦ 6♥), ½ under.\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "  Low points share ($1.00 of $2.25: half, rounded down to the quarter): Cal with 5½ (2♣ 3♦ J♥), exactly on 5½.\n"
        "    Tie-break: Cal's 5½ and Bob's 5½ are equally close to 5½ (exactly on it); more cards beat fewer (3 cards to 2): Cal wins.\n"
        "    Beaten: Bob 5½ (5♣ J♦), exactly on 5½.",
        [('Ann', 'points-high', 125), ('Cal', 'points-low', 100)],
        {'Ann': -50, 'Bob': -25, 'Cal': 75}),
    'points-split': (
        "Hand 1 · 5½-25½ · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal high, Ann low.\n"
        "  High points half (75¢): a tie — Bob with 14½ (5♣ J♦ 9♣), 11 under; Cal with 14½ (5♦ J♥ 9♥), 11 under. Split Cal 50¢, Bob 25¢.\n"
        "    Tie-break: Bob and Cal are level on distance, side and number of cards (11 away from 25½): split.\n"
        "    The odd quarter goes to Cal (J♥): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).\n"
        "  Low points half (75¢): Ann with 25 (10♠ 9♦ 6♥), 19½ over.",
        [('Cal', 'points-high', 50), ('Bob', 'points-high', 25), ('Ann', 'points-low', 75)],
        {'Ann': -75, 'Bob': 25, 'Cal': 50}),
    'points-both-tie-loses': (
        "Hand 1 · 5½-25½ · dealt by Ann · pot $1.50\n"
        "  Declared: Bob both, Cal low, Ann high.\n"
        "  Bob declared both and tied the low points: under this game's rule a tie counts as a loss, so Bob is out of both ways.\n"
        "  High points half (75¢): Ann with 25 (10♠ 9♠ 6♠), ½ under.\n"
        "    Bob: out — declared both, tied low (a tie loses both ways in this game).\n"
        "  Low points half (75¢): Cal with 5½ (4♣ J♥ Q♥ K♥), exactly on 5½.\n"
        "    Bob: out — declared both, tied low (a tie loses both ways in this game).",
        [('Ann', 'points-high', 75), ('Cal', 'points-low', 75)],
        {'Ann': -75, 'Bob': 0, 'Cal': 75}),
    'points-both-wins-aces-each-way': (
        "Hand 1 · 5½-25½ · dealt by Ann · pot $1.50\n"
        "  Declared: Bob both, Cal low, Ann high.\n"
        "  High points half (75¢): Bob with 25½ (A♠ A♥ 3♣ J♦), the aces as 11, exactly on 25½.\n"
        "    Beaten: Ann 25 (10♠ 9♠ 6♠), ½ under.\n"
        "  Low points half (75¢): Bob with 5½ (A♠ A♥ 3♣ J♦), the aces as 1, exactly on 5½.\n"
        "    Beaten: Cal 5 (4♣ J♥ Q♥), ½ under.",
        [('Bob', 'points-high', 75), ('Bob', 'points-low', 75)],
        {'Ann': -150, 'Bob': 150, 'Cal': 0}),
    'amarillo-eight-wild-high-only': (
        "Hand 1 · Amarillo · dealt by Ann · pot $2.25\n"
        "  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Bob with a pair of sevens (7♣ 7♠(8♥) 5♦ 3♠ 2♥).\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "    Beaten: Cal seven high; Ann a pair of fives.\n"
        "  Low hand share ($1.00 of $2.25: half, rounded down to the quarter): Cal with 7-6-5-4-2 (7♦ 6♥ 5♠ 4♣ 2♦).\n"
        "    Beaten: Bob 8-7-5-3-2; Ann a pair of fives.",
        [('Bob', 'high', 125), ('Cal', 'low', 100)],
        {'Ann': -175, 'Bob': 100, 'Cal': 75}),
    'amarillo-one-player-both-halves': (
        "Hand 1 · Amarillo · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): Ann with a straight, six high (6♣ 5♥ 4♠ 3♠(8♦) 2♦).\n"
        "    Beaten: Bob a pair of kings; Cal nine high.\n"
        "  Low hand half (75¢): Ann with 8-6-5-4-2 (8♦ 6♣ 5♥ 4♠ 2♦).\n"
        "    Beaten: Bob a pair of kings; Cal 9-7-6-4-3.",
        [('Ann', 'high', 75), ('Ann', 'low', 75)],
        {'Ann': 0, 'Bob': 0, 'Cal': 0}),
    'amarillo-6-high-tie': (
        "Hand 1 · 6 Card Amarillo · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): a tie — Bob with a pair of kings (K♥ K♠(8♣) 9♦ 5♠ 2♣); Cal with a pair of kings (K♣ K♠(8♥) 9♠ 5♦ 2♦). Split Bob 50¢, Cal 25¢.\n"
        "    Tied hands split that share (house rule).\n"
        "    The odd quarter goes to Bob (K♥): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).\n"
        "    Beaten: Ann seven high.\n"
        "  Low hand half (75¢): Ann with 7-6-4-3-2 (7♥ 6♠ 4♦ 3♣ 2♥).\n"
        "    Beaten: Bob K-9-8-5-2; Cal K-9-8-5-2.",
        [('Bob', 'high', 50), ('Cal', 'high', 25), ('Ann', 'low', 75)],
        {'Ann': -75, 'Bob': 50, 'Cal': 25}),
    'two-groups': (
        "Hand 1 · High Hand, Low Hand · dealt by Ann · pot $1.50\n"
        "  High hand half (75¢): Bob with five aces (A♠ A♥ A♦ A♣(8♥) A♠(8♣)).\n"
        "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n"
        "    Beaten: Cal a full house, kings full of aces.\n"
        "  Low hand half (75¢): Bob with 7-5-4-3-2 (7♣ 5♠ 4♥ 3♦ 2♣).\n"
        "    Beaten: Cal 8-6-4-3-2.",
        [('Bob', 'high', 75), ('Bob', 'low', 75)],
        {'Ann': -150, 'Bob': 150, 'Cal': 0}),
    'iron-cross-row-and-down-line': (
        "Hand 1 · Iron Cross · dealt by Ann · pot $2.50\n"
        "  Declared: Bob high, Cal low.\n"
        "  High hand half ($1.25): Bob with four kings (K♠ K♥ K♦ K♣ 4♣), with the bottom row: K♥ 4♣ K♠.\n"
        "  Low hand half ($1.25): Cal with 7-5-4-3-2 (7♦ 5♥ 4♣ 3♦ 2♠), with the down line: 2♠ 3♦ 4♣.",
        [('Bob', 'high', 125), ('Cal', 'low', 125)],
        {'Ann': -150, 'Bob': 75, 'Cal': 75}),
    'iron-cross-diagonal': (
        "Hand 1 · Iron Cross · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal low.\n"
        "  High hand half (75¢): Bob with three sevens (7♥ 7♦ 7♣ K♠ 3♦), with the diagonal from top left to bottom right: 7♥ 3♦ K♠.\n"
        "  Low hand half (75¢): Cal with 7-5-4-3-2 (7♠ 5♥ 4♣ 3♦ 2♠), with the down line: 2♠ 3♦ 4♣.",
        [('Bob', 'high', 75), ('Cal', 'low', 75)],
        {'Ann': -150, 'Bob': 75, 'Cal': 75}),
    'matrix-columns': (
        "Hand 1 · Matrix · dealt by Ann · pot $2.50\n"
        "  Declared: Bob high, Cal low.\n"
        "  High hand half ($1.25): Bob with four jacks (J♠ J♥ J♦ J♣ A♠), with the right column: J♥ J♦ J♠.\n"
        "  Low hand half ($1.25): Cal with 7-5-4-3-2 (7♠ 5♦ 4♥ 3♣ 2♠), with the left column: 2♠ 4♥ 3♣.",
        [('Bob', 'high', 125), ('Cal', 'low', 125)],
        {'Ann': -150, 'Bob': 75, 'Cal': 75}),
    'tin-queue-three-own-two-side-by-side': (
        "Hand 1 · Tin Queue · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal low.\n"
        "  High hand half (75¢): Bob with a full house, nines full of threes (9♠ 9♥ 9♣ 3♥ 3♣), with the 5th and 6th cards of the row from the left: 3♣ 9♥.\n"
        "  Low hand half (75¢): Cal with 7-5-4-3-2 (7♣ 5♠ 4♦ 3♣ 2♦), with the 3rd, 4th and 5th cards of the row from the left: 4♦ 2♦ 3♣.",
        [('Bob', 'high', 75), ('Cal', 'low', 75)],
        {'Ann': -150, 'Bob': 75, 'Cal': 75}),
    'tin-queue-wrap-ends': (
        "Hand 1 · Tin Queue (wrap) · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal high.\n"
        "  Everyone declared high: the high hand takes the whole pot.\n"
        "  High hand, the whole pot ($1.50): Bob with four queens (Q♠ Q♥ Q♦ Q♣ 9♥), with the 6th, 7th and 1st cards of the row from the left (around the end): 9♥ Q♠ Q♥.\n"
        "    Beaten: Cal a full house, aces full of kings.",
        [('Bob', 'high', 150)],
        {'Ann': -150, 'Bob': 150, 'Cal': 0}),
    'texas-draw-declare': (
        "Hand 1 · Texas Draw · dealt by Ann · pot $1.50\n"
        "  Declared: Bob high, Cal low.\n"
        "  High hand half (75¢): Bob with a full house, kings full of aces (K♠ K♥ K♦ A♥ A♣), with A♥ from the board.\n"
        "  Low hand half (75¢): Cal with 7-5-4-3-2 (7♦ 5♠ 4♦ 3♥ 2♣), with 7♦ 5♠ from the board.",
        [('Bob', 'high', 75), ('Cal', 'low', 75)],
        {'Ann': -150, 'Bob': 75, 'Cal': 75}),
    'texas-draw-chicago': (
        "Hand 1 · Texas Draw (chicago) · dealt by Ann · pot $2.00\n"
        "  High hand half ($1.00): Cal with a full house, kings full of aces (K♠ K♥ K♦ A♥ A♦), with A♥ A♦ from the board.\n"
        "    Beaten: Bob three aces.\n"
        "  Low Chicago half ($1.00): Bob with 2♠ in the hole.\n"
        "    Beaten: Cal K♠ in the hole.",
        [('Cal', 'high', 100), ('Bob', 'chicago', 100)],
        {'Ann': -150, 'Bob': 75, 'Cal': 75}),
    'jacks-two-eyed-jack-high': (
        "Hand 1 · Jacks Are Wild · dealt by Ann · pot $1.50\n"
        "  Declared: Bob low, Cal high, Ann high.\n"
        "  High hand half (75¢): Ann with three queens (Q♠ Q♥ Q♦(J♦) 9♣ 8♣).\n"
        "    Beaten: Cal a pair of aces.\n"
        "  Low hand half (75¢): Bob with 10-7-6-5-4 (10♥ 7♠ 6♣ 5♠ 4♥).",
        [('Ann', 'high', 75), ('Bob', 'low', 75)],
        {'Ann': -75, 'Bob': 75, 'Cal': 0}),
    'jacks-one-eyed-low-both-ways': (
        "Hand 1 · Jacks Are Wild · dealt by Ann · pot $1.50\n"
        "  Declared: Bob both, Cal low, Ann high.\n"
        "  High hand half (75¢): Bob with a pair of jacks (J♠ J♥ K♦ 9♠ 5♦).\n"
        "    Beaten: Ann a pair of tens.\n"
        "  Low hand half (75¢): Bob with 7-5-4-3-2 (7♠(J♠) 5♦ 4♠(J♥) 3♥ 2♣).\n"
        "    Beaten: Cal 8-6-4-3-2.",
        [('Bob', 'high', 75), ('Bob', 'low', 75)],
        {'Ann': -150, 'Bob': 150, 'Cal': 0}),
    'jacks-joker-crazy': (
        "Hand 1 · Jacks Are Wild · dealt by Ann · pot $3.00\n"
        "  Declared: Bob low, Cal both, Ann high.\n"
        "  High hand half ($1.50): Cal with three nines (9♠ 9♣ 9♥(Joker) 7♦ 5♥).\n"
        "    Beaten: Ann a pair of kings.\n"
        "  Low hand half ($1.50): Cal with 7-5-4-3-2 (7♦ 5♥ 4♠(Joker) 3♣ 2♥).\n"
        "    Beaten: Bob 8-6-4-3-2.",
        [('Cal', 'high', 150), ('Cal', 'low', 150)],
        {'Ann': -200, 'Bob': -50, 'Cal': 250}),
    'follow-double-ace-flush-and-buyout': (
        "Hand 1 · Follow the Joker · dealt by Ann · pot $4.00\n"
        "  Wild: sevens, high and low — the 7♣ turned to start.\n"
        "  Declared: Bob high, Cal high, Dee low.\n"
        "  High hand half ($2.00): Bob with a double-ace flush in spades (A♠ A♠(Joker) K♠ 9♠ 6♠).\n"
        "    Beaten: Cal a flush in hearts, ace high.\n"
        "  Low hand half ($2.00): Dee with 7-5-4-3-2 (7♦(wild) 5♣ 4♦ 3♣ 2♣).",
        [('Bob', 'high', 200), ('Dee', 'low', 200)],
        {'Ann': -400, 'Bob': 200, 'Cal': 0, 'Dee': 200}),
    'follow-queen-passes-the-wild': (
        "Hand 1 · Follow the Joker · dealt by Ann · pot $2.25\n"
        "  Wild: fours, high and low — Cal's 4♦, the up card after Bob's Q♥.\n"
        "  Wild earlier, then replaced: sevens (the 7♣ turned to start).\n"
        "  Declared: Bob high, Cal high, Ann low.\n"
        "  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Cal with three nines (9♥ 9♣ 9♠(4♦) J♦ 8♣).\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "    Beaten: Bob a pair of kings.\n"
        "  Low hand share ($1.00 of $2.25: half, rounded down to the quarter): Ann with 8-6-5-3-2 (8♠ 6♥ 5♣ 3♥ 2♦).",
        [('Cal', 'high', 125), ('Ann', 'low', 100)],
        {'Ann': -75, 'Bob': -25, 'Cal': 100}),
    'three-turds-indicators': (
        "Hand 1 · Three Turds · dealt by Ann · pot $1.50\n"
        "  Wild: sevens, nines and kings — the indicators 7♣ 9♠ K♦.\n"
        "  Low Chicago counts every spade in the hole as itself, wild or not.\n"
        "  High hand half (75¢): Bob with four aces (A♥ A♣ A♠(7♥) A♦(7♠) 10♣).\n"
        "    Beaten: Cal three queens; Ann jack high.\n"
        "  Low Chicago half (75¢): Ann with 4♠ in the hole.\n"
        "    Beaten: Bob 7♠ in the hole; Cal Q♠ in the hole.",
        [('Bob', 'high', 75), ('Ann', 'chicago', 75)],
        {'Ann': -75, 'Bob': 75, 'Cal': 0}),
    'low-hole-own-wilds': (
        "Hand 1 · Low Card in the Hole · dealt by Ann · pot $2.25\n"
        "  Wild for Bob: fours (his lowest card in the hole, 4♦).\n"
        "  Wild for Cal: threes (his lowest card in the hole, 3♥).\n"
        "  Wild for Ann: fives (his lowest card in the hole, 5♠).\n"
        "  Low Chicago counts every spade in the hole as itself, wild or not.\n"
        "  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Bob with four kings (K♥ K♦ K♣ K♠(4♦) J♠).\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
        "    Beaten: Cal a full house, aces full of fours; Ann a straight, queen high.\n"
        "  Low Chicago share ($1.00 of $2.25: half, rounded down to the quarter): Ann with 5♠ in the hole.\n"
        "    No spade in the hole: Bob and Cal.",
        [('Bob', 'high', 125), ('Ann', 'chicago', 100)],
        {'Ann': -75, 'Bob': 100, 'Cal': -25}),
    'everyone-else-folds': (
        "Hand 1 · 7 Card Stud · dealt by Ann · pot $1.75\n"
        "  Everyone else folded: Bob takes the pot of $1.75.",
        [('Bob', 'all', 175)],
        {'Ann': -150, 'Bob': 150, 'Cal': 0}),
}
EXPECTED['seven-and-a-half-dealer-8h-and-ties'] = (
    "Hand 1 · 7½ · dealt by Ann · no pot\n"
    "  Round 1, Bob (75¢): Bob: 4♦ Q♠ (4½) against Ann: 8♥ — the dealer holds the 8♥ and loses at once: "
    "Ann pays Bob 75¢\n"
    "  Round 1, Cal (50¢): Cal: 6♣ (6) against Ann: 3♥ 3♣ (6) — a tie: the dealer wins ties: Cal pays Ann 50¢\n"
    "  Round 2, Bob (25¢): Bob: 7♣ (7) against Ann: 2♣ 5♠ (7) — a tie: the dealer wins ties: Bob pays Ann 25¢\n"
    "  The deal stopped between duels (settle) with 31 cards left; the duels played stand.\n"
    "  On this deal: Bob +50¢, Cal -50¢, Ann even.\n"
    "  Deal 1 of 3 in this round of 7½ (each player deals once); the deal passes left, to Bob.",
    [],
    {'Ann': 0, 'Bob': 50, 'Cal': -50})


# --- 2s to 25 (tests/handworked/twos-to-25.md, hand 6): tie-breaks 1 and 3 narrow it, two tie cards decide ---
CASES["twos-to-25-tie-cards"] = [
    "night Bob Cal Dee Eve Ann", "game twos-to-25", "deal",
    "ask Cal 2, Dee 1, Eve 2, Ann 2, Bob 2", "down Cal Ks Ah, Dee 10c, Eve 9s 8d, Ann Kh As, Bob Qd Jd",
    "check Dee, call Eve, call Ann, call Bob, call Cal", "upcard 9c",
    "check Cal, bet Dee .25, call Eve, call Ann, fold Bob, call Cal",
    "ask Cal 2, Dee 2, Eve 1, Ann 2", "down Cal 7s 5s, Dee 3d 4s, Eve 6h, Ann 7h 5h",
    "check Cal, bet Dee .50, call Eve, call Ann, call Cal", "settle", "tiecard 2d", "tiecard 2s"]
EXPECTED["twos-to-25-tie-cards"] = (
    "Hand 1 · 2s to 25 · dealt by Bob · pot $5.50\n"
    "  Face-up card 9♣: every club counts double.\n"
    "  Cal: 23 (K♠ A♥ 7♠ 5♠), 2 under; A♥ played as 1.\n"
    "  Dee: 27 (10♣ 3♦ 4♠), 2 over; 10♣ doubled to 20.\n"
    "  Eve: 23 (9♠ 8♦ 6♥), 2 under.\n"
    "  Ann: 23 (K♥ A♠ 7♥ 5♥), 2 under; A♠ played as 1.\n"
    "  Tied at 2 from 25: Cal, Dee, Eve and Ann.\n"
    "  Tie-break 1, under beats over: Cal, Eve and Ann under, Dee over.\n"
    "  Tie-break 2, most clubs: Cal 0, Eve 0, Ann 0.\n"
    "  Tie-break 3, highest single card: Cal K♠ (10), Eve 9♠ (9), Ann K♥ (10). An ace counts as it was played: "
    "Cal's A♥ as 1, Ann's A♠ as 1.\n"
    "  Tie-break 4, highest club: neither Cal nor Ann holds one.\n"
    "  Tie-break 5, tie card 2♦, highest diamond: neither Cal nor Ann holds one.\n"
    "  Tie-break 5, tie card 2♠, highest spade: Cal K♠ (10), Ann A♠ (1).\n"
    "  Cal wins $5.50 on tie-break 5, new face-up cards (2♦, 2♠).",
    [("Cal", "twenty-five", 550)],
    {"Bob": -50, "Cal": 425, "Dee": -125, "Eve": -125, "Ann": -125})

# No Peek: Bob's paid 9♦ (an ace alone, a king with the K♦) beats the 8♣, then Cal's queens; Ann folds on her
# turn and Cal folds to Bob's bet. Pot: $1.50 ante + $1.50 round one + $2.00 wild + $1.00 = $6.00.
CASES["no-peek-paid-wild-last-one-in"] = [
    "night Ann Bob Cal", "game no-peek", "deal", "start 8c", "turn Bob 9d", "wild Bob 9d",
    "bet Bob .50, call Cal, call Ann", "turn Cal Qh", "turn Cal Qs", "check Cal, check Ann, check Bob",
    "turn Ann 2d", "turn Ann 5c", "fold Ann", "turn Bob Kd", "bet Bob 1, fold Cal"]
EXPECTED["no-peek-paid-wild-last-one-in"] = (
    "Hand 1 · No Peek · dealt by Ann · pot $6.00\n"
    "  Everyone else folded: Bob takes the pot of $6.00.\n"
    "  Bob's hand showing: a pair of kings (K♦ 9♦ as K♠).\n"
    "  Wild cards paid for: Bob 9♦ ($2.00). Unpaid threes and nines play as themselves.",
    [('Bob', 'all', 600)],
    {'Ann': -200, 'Bob': 250, 'Cal': -50})


# Partners: Bob's A♠ and Cal's K♦ are partners, Ann's 9♣ plays alone and pays for it; Cal pays for his 3♦ and
# Bob matches. Pot: $1.50 ante + $2.00 + 75¢ + $1.00 + $1.00 = $6.25 = 25 quarters: Cal's four kings win, split
# 13 to Bob (A♠, the highest card by suit) and 12 to Cal.
CASES["partners-split-paid-and-matched"] = [
    "night Ann Bob Cal", "game partners", "deal", "up Bob As, Cal Kd, Ann 9c", "wild Ann 9c",
    "bet Bob .25, call Cal, call Ann", "up Bob 8h, Cal 3d, Ann 8c", "wild Cal 3d", "match Bob",
    "check, check, check", "check, check, check", "check, check, check", "check, check, check",
    "show Bob 5d 6d 7c up As 8h Td Jh", "show Cal Kc Kh 2d up Kd 3d 5h 6s", "show Ann 2h 4c 7h up 9c 8c Tc Qs",
    "settle"]
EXPECTED["partners-split-paid-and-matched"] = (
    "Hand 1 · Partners · dealt by Ann · pot $6.25\n"
    "  Wild cards paid for: Ann 9♣ ($2.00); Cal 3♦ ($1.00). An unpaid 3 or 9 dealt up plays as itself.\n"
    "  High hand, the whole pot ($6.25): Cal with four kings (K♥ K♦ K♣ K♠(3♦) 6♠).\n"
    "    Beaten: Bob ace high; Ann a pair of queens.\n"
    "  Partners: Bob (A♠) and Cal (K♦); Ann (9♣) plays alone.\n"
    "  Bob matched Cal's 3♦ ($1.00).\n"
    "  Cal and Bob are partners: they split $6.25, Cal $3.00, Bob $3.25 (the odd quarter to Bob, who holds A♠, "
    "the highest card by suit: house rule).",
    [('Bob', 'high', 325), ('Cal', 'high', 300)],
    {'Ann': -375, 'Bob': 200, 'Cal': 175})

# --- Pat Hand (a pat hand ends the game; high hand and Low Chicago) ---
# Bob bets 25c, both call (pot $2.25); the 5th card: Bob 50c, Cal calls, Ann buys out for $2.00 (pot $5.25);
# Bob declares his straight 3-7 with his two cards in the hole. 21 quarters: high 11, Low Chicago 10.
CASES["pat-hand-declared"] = [
    "night Ann Bob Cal", "game pat-hand", "deal", "up Bob 5h, Cal Kd, Ann 2c", "bet Bob .25, call Cal, call Ann",
    "up Bob 6c, Cal Kh, Ann 9d", C3, "up Bob 7d, Cal 3s, Ann Jc", "bet Bob .50, call Cal, buyout Ann",
    "pat Bob 4s 3c", "show Bob 4s 3c up 5h 6c 7d, show Cal 2s 9s up Kd Kh 3s", "settle"]
EXPECTED["pat-hand-declared"] = (
    "Hand 1 · Pat Hand · dealt by Ann · pot $5.25\n"
    "  The game is over: Bob declared a pat hand after the 5th card's bet, a straight, seven high (7♦ 6♣ 5♥ 4♠ 3♣).\n"
    "  High hand share ($2.75 of $5.25: half, rounded up to the quarter): Bob with a straight, seven high (7♦ 6♣ 5♥ 4♠ 3♣).\n"
    "    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n"
    "    Beaten: Cal a pair of kings.\n"
    "  Low Chicago share ($2.50 of $5.25: half, rounded down to the quarter): Cal with 2♠ in the hole.\n"
    "    Beaten: Bob 4♠ in the hole.",
    [('Bob', 'high', 275), ('Cal', 'chicago', 250)],
    {'Ann': -375, 'Bob': 200, 'Cal': 175})


# --- Ebay (an auction of the cards put aside; eights wild unless won at it; declared high-low) ---
# The up cards are typed street by street (the first bidder is read from them): Bob's K-10-7-5 shows best, so Bob
# bids first on the first card, Cal on the second, Ann on the third, Bob on the fourth. Pot $1.50; Cal wins 8h for $2.00 (pot $3.50);
# 5c is discarded; Cal takes Ac for $2.00 (pot $5.50); nobody bids on the face-down card. 22 quarters: Bob's 7-5-4-3-2 low 11; Cal high 11: his won 8h plays as an eight
# (a pair of kings, not three).
CASES["ebay-won-eight-not-wild"] = [
    "night Ann Bob Cal", "game ebay", "deal", "up Bob 7h, Cal Kh, Ann Qc", C3, "up Bob 5s, Cal 6d, Ann 4h",
    "aside 8h", C3, "up Bob Tc, Cal 9c, Ann Th", "aside 5c", C3, "up Bob Kd, Cal 2s, Ann Jc", "aside Ac", C3,
    "aside down", C3,
    "pass Bob, bid Cal 2, pass Ann", "pass Cal, pass Ann, pass Bob", "pass Ann, pass Bob, bid Cal 2",
    "pass Bob, pass Cal, pass Ann", C3, "declare Bob low, Cal high, Ann high",
    "show Bob 2c 4d 3h up 7h 5s Tc Kd", "show Cal Kc Qh Js up Kh 6d 9c 2s 8h Ac", "show Ann 9s 5d 2d up Qc 4h Th Jc",
    "settle"]
EXPECTED["ebay-won-eight-not-wild"] = (
    "Hand 1 · Ebay · dealt by Ann · pot $5.50\n"
    "  Auction: 8♥ to Cal for $2.00; 5♣ discarded (no bid); A♣ to Cal for $2.00; the face-down card discarded (no bid).\n"
    "  Wild: eights, high and low, except any won at the auction; won at the auction, so not wild: Cal's 8♥.\n"
    "  Declared: Bob low, Cal high, Ann high.\n"
    "  High hand half ($2.75): Cal with a pair of kings (K♥ K♣ A♣ Q♥ J♠).\n"
    "    Beaten: Ann queen high.\n"
    "  Low hand half ($2.75): Bob with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♥ 2♣).",
    [('Cal', 'high', 275), ('Bob', 'low', 275)],
    {'Ann': -150, 'Bob': 275, 'Cal': -125})



# --- Baseball (3s and 9s wild; a 3 dealt face up costs $1.00 or a fold; a 4 dealt face up brings a card down) ---
# Ann antes $1.50; Bob pays $1.00 for his 3h face up (pot $2.50); Cal's 4c face up brings him a fourth face-down card;
# everyone checks through. Bob's 3h plays as the fourth king; Ann's 9s makes three aces; Cal holds three eights.
CASES["baseball-paid-three-and-extra-card"] = [
    "night Ann Bob Cal", "game baseball", "deal", "up Bob 3h", "keep Bob", "up Cal 4c, Ann 9s", C3,
    "up Bob Kd, Cal Kh, Ann 2c", C3, "up Bob 7s, Cal 8d, Ann 5c", C3, "up Bob Jc, Cal 6h, Ann Qd", C3, C3,
    "show Bob Ks Kc 2d up 3h Kd 7s Jc", "show Cal 8s 8h 10c 5d up 4c Kh 8d 6h", "show Ann Ah Ad 7c up 9s 2c 5c Qd",
    "settle"]
EXPECTED["baseball-paid-three-and-extra-card"] = (
    "Hand 1 · Baseball · dealt by Ann · pot $2.50\n"
    "  High hand, the whole pot ($2.50): Bob with four kings (K♠ K♦ K♣ K♥(3♥) J♣).\n"
    "    Beaten: Cal three eights; Ann three aces.",
    [('Bob', 'high', 250)],
    {'Ann': -150, 'Bob': 150, 'Cal': 0})

# --- Follow the Queen (queens wild; a face-up queen makes the next up card's rank wild, until the next one) ---
# Ann antes $1.50, everyone checks through. Bob's Q♥ → Cal's 7♣ (sevens); Cal's Q♠ → Ann's J♦ (jacks); Ann's Q♣
# ends round 3 and passes the wild to Bob's 4♦, the first up card of round 4 (fours). Bob's 4♠ 4♦ Q♥ make five aces.
CASES["follow-the-queen-rank-replaced-across-a-round"] = [
    "night Ann Bob Cal", "game follow-the-queen", "deal", "up Bob Qh, Cal 7c, Ann 2d", C3,
    "up Bob 5d, Cal Qs, Ann Jd", C3, "up Bob 8h, Cal 2c, Ann Qc", C3, "up Bob 4d, Cal 9s, Ann Kd", C3, C3,
    "show Bob Ah Ad 4s up Qh 5d 8h 4d", "show Cal 7d Kc 8c up 7c Qs 2c 9s", "show Ann 3c 5c Jc up 2d Jd Qc Kd",
    "settle"]
EXPECTED["follow-the-queen-rank-replaced-across-a-round"] = (
    "Hand 1 · Follow the Queen · dealt by Ann · pot $1.50\n"
    "  Wild: queens and fours — Bob's 4♦, the up card after Ann's Q♣.\n"
    "  Wild earlier, then replaced: sevens (Cal's 7♣, the up card after Bob's Q♥), then jacks (Ann's J♦, the up card "
    "after Cal's Q♠).\n"
    "  High hand, the whole pot ($1.50): Bob with five aces (A♥ A♦ A♠(4♠) A♣(Q♥) A♠(4♦)).\n"
    "    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n"
    "    Beaten: Cal a flush in clubs, ace high; Ann three jacks.",
    [('Bob', 'high', 150)],
    {'Ann': -150, 'Bob': 150, 'Cal': 0})

# Razz: an ace-to-five low for the whole pot; Ann and Bob tie with 8-6-4-2-A, and the odd quarter goes to the lowest
# card by suit with aces lowest: Ann's A♣ (Bob's lowest is A♦; with aces high it would have been his 2♥).
CASES["razz-tie-odd-quarter-aces-lowest"] = stud("razz", [
    "show Ann Ac 2s 9d up 4d 6c Js 8h", "show Bob Ad 4s Kh up 6h 8d 2h Qh", "show Cal Kc Kd Qs up Jd 9s 8c 7h"],
    {0: "bet Bob .25, call Cal, call Ann"})
EXPECTED["razz-tie-odd-quarter-aces-lowest"] = (
    "Hand 1 · Razz · dealt by Ann · pot $2.25\n"
    "  Low hand, the whole pot ($2.25): a tie — Bob with 8-6-4-2-A (8♦ 6♥ 4♠ 2♥ A♦); Ann with 8-6-4-2-A "
    "(8♥ 6♣ 4♦ 2♠ A♣). Split Ann $1.25, Bob $1.00.\n"
    "    Tied hands split that share (house rule).\n"
    "    The odd quarter goes to Ann (A♣): the lowest card by suit (♠ ♥ ♦ ♣, aces lowest), counting all of their "
    "cards (house rule).\n"
    "    Beaten: Cal Q-J-9-8-7.",
    [('Ann', 'low', 125), ('Bob', 'low', 100)],
    {'Ann': -50, 'Bob': 75, 'Cal': -25})

# Omaha: four spades on the board; Bob's one spade (A♠) makes no flush, Cal's two small spades do (two of his own,
# three of the board); Ann's 10-8 with 9-7-6 of the board make a straight.
CASES["omaha-two-and-three"] = [
    "night Ann Bob Cal", "game omaha", "deal", C3, "board Ks 9s 7d", C3, "board 6s", C3, "board 3s", C3,
    "show Ann Th 8c 4h 4c", "show Bob As Ac Kd 8h", "show Cal 5s 2s Qd Jc", "settle"]
EXPECTED["omaha-two-and-three"] = (
    "Hand 1 · Omaha · dealt by Ann · pot $1.50\n"
    "  High hand, the whole pot ($1.50): Cal with a flush in spades, king high (K♠ 9♠ 6♠ 5♠ 2♠), with K♠ 9♠ 6♠ "
    "from the board.\n"
    "    Beaten: Bob a pair of aces; Ann a straight, ten high.",
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})

# The 8-or-better games: the first hand of each file worked out by hand (tests/test_handworked_eight_or_better.py).
CASES["stud-8-no-qualifying-low"] = ['night Ann Bob Cal Dee Eve', 'game stud-8', 'deal', 'up Bob Ks, Cal 9c, Dee 3h, Eve 8s, Ann 6s', 'bet Bob .50, call Cal, call Dee, call Eve, fold Ann', 'up Bob 9d, Cal 4h, Dee 4c, Eve Td', 'bet Bob 1, call Cal, raise Dee .50, fold Eve, call Bob, call Cal', 'up Bob 5c, Cal 2d, Dee Qd', 'check Bob, bet Cal 1, call Dee, call Bob', 'up Bob Jd, Cal 7c, Dee 4s', 'bet Bob 1, call Cal, call Dee', 'check Bob, check Cal, bet Dee .50, call Bob, call Cal', 'show Bob Kh 9s 2c', 'show Cal 7h 3s Qh', 'show Dee Ac 2h Kd', 'settle']
EXPECTED["stud-8-no-qualifying-low"] = (
    'Hand 1 · 7 Card Stud 8 or Better · dealt by Ann · pot $16.50\n'
    '  High hand, the whole pot ($16.50): Bob with two pair, kings and nines (K♠ K♥ 9♠ 9♦ J♦).\n'
    "    Nobody has a low of 8 or better: the high hand takes the whole pot (the game's rule).\n"
    '    Beaten: Cal a pair of sevens; Dee a pair of fours.',
    [('Bob', 'high', 1650)],
    {'Ann': -250, 'Bob': 1200, 'Cal': -450, 'Dee': -450, 'Eve': -50})

CASES["omaha-8-scoop-with-different-cards"] = ['night Ann Bob Cal Dee', 'game omaha-8', 'deal', 'bet Bob .50, call Cal, call Dee, call Ann', 'board 2c 5d 7h', 'bet Bob .50, raise Cal 1, call Dee, fold Ann, call Bob', 'board Kh', 'bet Bob 1, call Cal, call Dee', 'board 3h', 'check Bob, bet Cal 1, raise Dee 1, call Bob, call Cal', 'show Bob Kc Kd 9s Js', 'show Cal 6s 4d 8c 9c', 'show Dee Ah 4h Qc Ts', 'settle']
EXPECTED["omaha-8-scoop-with-different-cards"] = (
    'Hand 1 · Omaha 8 or Better · dealt by Ann · pot $17.50\n'
    '  High hand half ($8.75): Dee with a flush in hearts, ace high (A♥ K♥ 7♥ 4♥ 3♥), with K♥ 7♥ 3♥ from the board.\n'
    '    Beaten: Bob three kings; Cal a straight, seven high.\n'
    '  Low hand half ($8.75): Dee with 5-4-3-2-A (5♦ 4♥ 3♥ 2♣ A♥), with 5♦ 3♥ 2♣ from the board.\n'
    '    Beaten: Cal 6-5-4-3-2.\n'
    '    No low of 8 or better: Bob.',
    [('Dee', 'high', 875), ('Dee', 'low', 875)],
    {'Ann': -250, 'Bob': -500, 'Cal': -500, 'Dee': 1250})


# High Chicago: the highest spade in the hole takes half; the A♠ face up does not count (the worked night's first hand).
CASES["high-chicago-face-up-ace-does-not-count"] = ['night Ann Bob Cal Dee', 'game high-chicago', 'deal', 'up Bob As, Cal Qd, Dee Jh, Ann 3d', 'bet Bob .25, call Cal, call Dee, fold Ann', 'up Bob Ad, Cal 5h, Dee Th', 'bet Bob 1, call Cal, call Dee', 'up Bob 8c, Cal 5c, Dee 9c', 'bet Bob 1, raise Cal 1, call Dee, call Bob', 'up Bob 3c, Cal 9h, Dee 2h', 'bet Bob .50, call Cal, call Dee', 'check Bob, bet Cal 1, call Dee, call Bob', 'show Bob 4h 7d Jc', 'show Cal Qh Qc 8s', 'show Dee Ks 6d 4c', 'settle']
EXPECTED["high-chicago-face-up-ace-does-not-count"] = (
    'Hand 1 · High Chicago · dealt by Ann · pot $16.25\n'
    '  High hand share ($8.25 of $16.25: half, rounded up to the quarter): Cal with a full house, queens full of fives (Q♥ Q♦ Q♣ 5♥ 5♣).\n'
    '    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n'
    '    Beaten: Bob a pair of aces; Dee king high.\n'
    '  High Chicago share ($8.00 of $16.25: half, rounded down to the quarter): Dee with K♠ in the hole.\n'
    '    Beaten: Cal 8♠ in the hole.\n'
    '    No spade in the hole: Bob.',
    [('Cal', 'high', 825), ('Dee', 'high-chicago', 800)],
    {'Ann': -200, 'Bob': -475, 'Cal': 350, 'Dee': 325})

# Spit in the Ocean: the spit card is wild with its rank (the worked night's first hand).
CASES["spit-in-the-ocean-spit-rank-wild"] = ['night Ann Bob Cal Dee', 'game spit-in-the-ocean', 'deal', 'board 7d', 'bet Bob .50, call Cal, call Dee, fold Ann', 'draw Bob 1, Cal 2, Dee 1', 'bet Bob 1, raise Cal 1, raise Dee 1, call Bob, call Cal', 'show Bob Ks Kh 9c 3d', 'show Cal 7c Qd Qc 5s', 'show Dee Jh Th 9h 8h', 'settle']
EXPECTED["spit-in-the-ocean-spit-rank-wild"] = (
    'Hand 1 · Spit in the Ocean · dealt by Ann · pot $12.50\n'
    '  Wild: sevens (the spit card, the 7♦, and every card of its rank).\n'
    '  High hand, the whole pot ($12.50): Dee with a straight flush in hearts, queen high (Q♥(7♦) J♥ 10♥ 9♥ 8♥), with 7♦ from the board.\n'
    '    Beaten: Bob three kings; Cal four queens.',
    [('Dee', 'high', 1250)],
    {'Ann': -200, 'Bob': -350, 'Cal': -350, 'Dee': 900})

# Pineapple: the discard is dead (Bob's 4♣ would have made three fours: the worked night's first hand); Crazy
# Pineapple discards after the flop's bet (two jacks thrown away that would have paired the board); Lazy Pineapple
# at the showdown, one discard left unnamed.
CASES["pineapple-dead-discard"] = ['night Ann Bob Cal Dee', 'game pineapple', 'deal', 'bet Bob .50, call Cal, call Dee, call Ann', 'discard Bob 4c, Cal 8h, Dee Jh, Ann 3h', 'board 4h 9c Kd', 'bet Bob .50, raise Cal .50, call Dee, call Ann, call Bob', 'board 4s', 'check Bob, bet Cal 1, fold Dee, call Ann, call Bob', 'board 2d', 'check Bob, bet Cal 1, call Ann, call Bob', 'show Bob Ad Qd', 'show Cal Ks Qs', 'show Ann Ts Td', 'settle']
EXPECTED["pineapple-dead-discard"] = (
    'Hand 1 · Pineapple · dealt by Ann · pot $14.00\n'
    '  Discarded (dead, never played): Bob 4♣, Cal 8♥, Dee J♥, Ann 3♥.\n'
    '  High hand, the whole pot ($14.00): Cal with two pair, kings and fours (K♠ K♦ 4♠ 4♥ Q♠), with K♦ 4♠ 4♥ from the board.\n'
    '    Beaten: Bob a pair of fours; Ann two pair, tens and fours.',
    [('Cal', 'high', 1400)],
    {'Ann': -550, 'Bob': -350, 'Cal': 1050, 'Dee': -150})
CASES["crazy-pineapple-discard-after-the-flop"] = ['night Ann Bob Cal', 'game crazy-pineapple', 'deal', 'bet Bob .25, call Cal, call Ann', 'board 2d 7h Jc', C3, 'discard Bob Jd, Cal Js, Ann 2h', 'board 3s', C3, 'board 8c', C3, 'show Bob Ah Kh', 'show Cal Qs Qd', 'show Ann 9d 9s', 'settle']
EXPECTED["crazy-pineapple-discard-after-the-flop"] = (
    'Hand 1 · Crazy Pineapple · dealt by Ann · pot $2.25\n'
    '  Discarded (dead, never played): Bob J♦, Cal J♠, Ann 2♥.\n'
    '  High hand, the whole pot ($2.25): Cal with a pair of queens (Q♠ Q♦ J♣ 8♣ 7♥), with J♣ 8♣ 7♥ from the board.\n'
    '    Beaten: Bob ace high; Ann a pair of nines.',
    [('Cal', 'high', 225)],
    {'Ann': -175, 'Bob': -25, 'Cal': 200})
CASES["lazy-pineapple-discard-at-the-showdown"] = ['night Ann Bob Cal', 'game lazy-pineapple', 'deal', C3, 'board 2c 7d 9h', C3, 'board Ks', C3, 'board 4d', C3, 'discard Bob 3c, Cal, Ann Qs', 'show Bob Ah Ad', 'show Cal Kh Kd', 'show Ann Qh Qd', 'settle']
EXPECTED["lazy-pineapple-discard-at-the-showdown"] = (
    'Hand 1 · Lazy Pineapple · dealt by Ann · pot $1.50\n'
    '  Discarded (dead, never played): Bob 3♣, Cal one card not named, Ann Q♠.\n'
    '  High hand, the whole pot ($1.50): Cal with three kings (K♠ K♥ K♦ 9♥ 7♦), with K♠ 9♥ 7♦ from the board.\n'
    '    Beaten: Bob a pair of aces; Ann a pair of queens.',
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})
# Roll Your Own: every card dealt down, each player rolls one up a street; Cal keeps three sevens down.
CASES["roll-your-own-sevens-kept-down"] = ['night Ann Bob Cal Dee', 'game roll-your-own', 'deal', 'down Bob Kc 9d 4s', 'roll Bob Kc, Cal 2c, Dee Jh, Ann Td', 'bet Bob .50, call Cal, raise Dee .50, call Ann, call Bob, call Cal', 'down Bob Kd', 'roll Bob 9d, Cal 7h, Dee Qh, Ann 2s', 'bet Bob 1, call Cal, call Dee, fold Ann', 'down Bob 8c', 'roll Bob 8c, Cal Jc, Dee 5h', 'check, check, check', 'down Bob Kh', 'roll Bob 4s, Cal 2d, Dee 9s', 'bet Bob 1, call Cal, call Dee', 'down Bob 3c', 'check Bob, bet Cal 1, call Dee, fold Bob', 'show Cal 7d 7s 7c', 'show Dee Ah 3h 4h', 'settle']
EXPECTED["roll-your-own-sevens-kept-down"] = (
    'Hand 1 · Roll Your Own · dealt by Ann · pot $14.00\n'
    '  Rolled up: Cal 2♣ 7♥ J♣ 2♦; Dee J♥ Q♥ 5♥ 9♠.\n'
    '  High hand, the whole pot ($14.00): Cal with four sevens (7♠ 7♥ 7♦ 7♣ J♣).\n'
    '    Beaten: Dee a flush in hearts, ace high.',
    [('Cal', 'high', 1400)],
    {'Ann': -300, 'Bob': -300, 'Cal': 1000, 'Dee': -400})

# Mexican Stud: five-card stud rolled up, one card in the hole; Ann's K♣ there makes three kings.
CASES["mexican-stud-king-in-the-hole"] = ['night Ann Bob Cal', 'game mexican-stud', 'deal', 'roll Bob 4d, Cal 6c, Ann 3s', 'bet Bob .25, call Cal, call Ann', 'roll Bob Th, Cal 9d, Ann Ks', 'check, check, check', 'roll Bob 4c, Cal 6s, Ann 2d', 'bet Bob .50, call Cal, call Ann', 'roll Bob Jd, Cal 8h, Ann Kh', 'bet Bob 1, raise Cal 1, call Ann, call Bob', 'show Bob Ts', 'show Cal 6h', 'show Ann Kc', 'settle']
EXPECTED["mexican-stud-king-in-the-hole"] = (
    'Hand 1 · Mexican Stud · dealt by Ann · pot $9.75\n'
    '  Rolled up: Bob 4♦ 10♥ 4♣ J♦; Cal 6♣ 9♦ 6♠ 8♥; Ann 3♠ K♠ 2♦ K♥.\n'
    '  High hand, the whole pot ($9.75): Ann with three kings (K♠ K♥ K♣ 3♠ 2♦).\n'
    '    Beaten: Bob two pair, tens and fours; Cal three sixes.',
    [('Ann', 'high', 975)],
    {'Ann': 550, 'Bob': -275, 'Cal': -275})
# Badugi: a king-high four-card badugi beats a three-card 3-2-A (the worked night's first hand).
CASES['badugi-four-cards-beat-three'] = ['night Ann Bob Cal Dee', 'game badugi', 'deal', 'bet Bob .25, call Cal, call Dee, call Ann', 'draw Bob 2, Cal 1, Dee 2, Ann 3', 'check Bob, bet Cal .50, call Dee, fold Ann, call Bob', 'draw Bob 1, Cal 1, Dee 1', 'bet Bob 1, call Cal, fold Dee', 'draw Bob 0, Cal 1', 'check Bob, bet Cal 1, raise Bob 1, call Cal', 'show Bob Ks Qd Jh Tc', 'show Cal 3s 2h Ad 4d', 'settle']
EXPECTED['badugi-four-cards-beat-three'] = (
    'Hand 1 · Badugi · dealt by Ann · pot $10.50\n'
    '  Badugi, the whole pot ($10.50): Bob with a four-card badugi, K-Q-J-10 (K♠ Q♦ J♥ 10♣).\n'
    '    Beaten: Cal a three-card hand, 3-2-A.',
    [('Bob', 'badugi', 1050)],
    {'Ann': -225, 'Bob': 675, 'Cal': -375, 'Dee': -75})

# Badacey: the badugi of any four of five and the ace-to-five low of all five split the pot; both sit low.
# The odd quarter of a badugi split with a five-card low goes to the five-card hand (BARGE's odd-chip rule, as
# the hand-worked Badacey night has it): refcli gave it to the badugi, first in the game's order of pots.
CASES['badacey-badugi-and-low-split'] = ['night Ann Bob Cal', 'game badacey', 'deal', 'bet Bob .25, call Cal, call Ann', 'draw Bob 2, Cal 1, Ann 3', 'check Bob, check Cal, check Ann', 'draw Bob 1, Cal 0, Ann 1', 'check Bob, check Cal, check Ann', 'draw Bob 0, Cal 0, Ann 2', 'bet Bob 1, call Cal, fold Ann', 'show Bob 7s 5h 3d 2c 2s', 'show Cal Kh 4s 3c Ad 2d', 'settle']
EXPECTED['badacey-badugi-and-low-split'] = (
    'Hand 1 · Badacey · dealt by Ann · pot $4.25\n'
    '  Badugi share ($2.00 of $4.25: half, rounded down to the quarter): Bob with a four-card badugi, 7-5-3-2 (7♠ 5♥ 3♦ 2♣).\n'
    '    Beaten: Cal a four-card badugi, K-4-3-A.\n'
    '  Low hand share ($2.25 of $4.25: half, rounded up to the quarter): Cal with K-4-3-2-A (K♥ 4♠ 3♣ 2♦ A♦).\n'
    "    The pot does not divide evenly: the odd quarter goes to the five-card hand's share, not the four-card badugi's (the cardrooms' rule for a badugi split with a five-card low).\n"
    '    Beaten: Bob a pair of deuces.',
    [('Bob', 'badugi', 200), ('Cal', 'low', 225)],
    {'Ann': -175, 'Bob': 75, 'Cal': 100})

# Badeucey: the badugi plays aces high, so A-6-4-3 loses to 7-5-3-2 (aces low it would win).
CASES['badeucey-aces-high-badugi-and-deuce-to-seven'] = ['night Ann Bob Cal', 'game badeucey', 'deal', 'bet Bob .25, call Cal, call Ann', 'draw Bob 2, Cal 1, Ann 3', 'check Bob, check Cal, check Ann', 'draw Bob 1, Cal 0, Ann 1', 'check Bob, check Cal, check Ann', 'draw Bob 0, Cal 0, Ann 2', 'bet Bob 1, call Cal, fold Ann', 'show Bob 7s 5h 3d 2c 2s', 'show Cal Ah 4s 3c 8d 6d', 'settle']
EXPECTED['badeucey-aces-high-badugi-and-deuce-to-seven'] = (
    'Hand 1 · Badeucey · dealt by Ann · pot $4.25\n'
    '  Aces-high badugi share ($2.00 of $4.25: half, rounded down to the quarter): Bob with a four-card badugi, 7-5-3-2 (7♠ 5♥ 3♦ 2♣).\n'
    '    Beaten: Cal a four-card badugi, A-6-4-3.\n'
    '  Low hand share ($2.25 of $4.25: half, rounded up to the quarter): Cal with A-8-6-4-3 (A♥ 8♦ 6♦ 4♠ 3♣).\n'
    "    The pot does not divide evenly: the odd quarter goes to the five-card hand's share, not the four-card badugi's (the cardrooms' rule for a badugi split with a five-card low).\n"
    '    Beaten: Bob a pair of deuces.',
    [('Bob', 'badugi-aces-high', 200), ('Cal', 'low', 225)],
    {'Ann': -175, 'Bob': 75, 'Cal': 100})

# Omaha 10: a deuce-to-seven low of 10 or better takes half; Ann's J-10 low does not qualify.
CASES['omaha-10-deuce-to-seven-low-of-10-or-better'] = ['night Ann Bob Cal', 'game omaha-10', 'deal', 'bet Bob .25, call Cal, call Ann', 'board 2h 4c 8d', 'check, check, check', 'board Ks', 'check, check, check', 'board 9s', 'check, check, check', 'show Bob 3d 6c Ah Ad', 'show Cal 5h 7h Kd Kh', 'show Ann Jc Jd Tc Th', 'settle']
EXPECTED['omaha-10-deuce-to-seven-low-of-10-or-better'] = (
    'Hand 1 · Omaha 10 or Better · dealt by Ann · pot $2.25\n'
    '  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Cal with three kings (K♠ K♥ K♦ 9♠ 8♦), with K♠ 9♠ 8♦ from the board.\n'
    '    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n'
    '    Beaten: Bob a pair of aces; Ann a pair of jacks.\n'
    '  Low hand share ($1.00 of $2.25: half, rounded down to the quarter): Bob with 8-6-4-3-2 (8♦ 6♣ 4♣ 3♦ 2♥), with 8♦ 4♣ 2♥ from the board.\n'
    '    Beaten: Cal 8-7-5-4-2.\n'
    '    No low of 10 or better: Ann.',
    [('Cal', 'high', 125), ('Bob', 'low', 100)],
    {'Ann': -175, 'Bob': 75, 'Cal': 100})

# Korean: the high half needs a pair and the low no pair; a player with neither has no part.
CASES['korean-a-pair-for-high-no-pair-for-low'] = ['night Ann Bob Cal', 'game korean', 'deal', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'show Bob Kh Qd 9c 5s 3h', 'show Cal 8d 8c 4h 3c 2d', 'show Ann Js Ts 6d 4d 2h', 'settle']
EXPECTED['korean-a-pair-for-high-no-pair-for-low'] = (
    'Hand 1 · Korean · dealt by Ann · pot $1.50\n'
    '  High hand half (75¢): Cal with a pair of eights (8♦ 8♣ 4♥ 3♣ 2♦).\n'
    '    No high hand of a pair or better: Bob and Ann.\n'
    '  Low hand half (75¢): Ann with J-10-6-4-2 (J♠ 10♠ 6♦ 4♦ 2♥).\n'
    '    Beaten: Bob K-Q-9-5-3.\n'
    '    No low of king or better: Cal.',
    [('Cal', 'high', 75), ('Ann', 'low', 75)],
    {'Ann': -75, 'Bob': 0, 'Cal': 75})

# Korean: every low is paired, so the high hand takes the whole pot.
CASES['korean-every-low-paired-high-takes-all'] = ['night Ann Bob Cal', 'game korean', 'deal', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'show Bob 7d 7c 7h 3s 2s', 'show Cal Kh Kd 9c 9s 3h', 'show Ann 8d 8c 4h 3c 2d', 'settle']
EXPECTED['korean-every-low-paired-high-takes-all'] = (
    'Hand 1 · Korean · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Bob with three sevens (7♥ 7♦ 7♣ 3♠ 2♠).\n'
    "    Nobody has a low of king or better: the high hand takes the whole pot (the game's rule).\n"
    '    Beaten: Cal two pair, kings and nines; Ann a pair of eights.',
    [('Bob', 'high', 150)],
    {'Ann': -150, 'Bob': 150, 'Cal': 0})

# Mississippi Studugi: a three-card badugi does not qualify; with no four-card badugi the high hand takes all.
CASES['mississippi-studugi-no-four-card-badugi'] = ['night Ann Bob Cal', 'game mississippi-studugi', 'deal', 'up Bob 4h, Cal Kc, Ann Qd', 'check, check, check', 'up Bob 4s 9h, Cal Kd 2c, Ann Qh 5h', 'check, check, check', 'up Bob 9c, Cal 7c, Ann 5c', 'check, check, check', 'up Bob 9d, Cal 8c, Ann Qs', 'check, check, check', 'show Bob 3h Ah', 'show Cal Ks 6c', 'show Ann Qc Jh', 'settle']
EXPECTED['mississippi-studugi-no-four-card-badugi'] = (
    'Hand 1 · Mississippi Studugi · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Ann with four queens (Q♠ Q♥ Q♦ Q♣ J♥).\n'
    "    Nobody has a four-card badugi: the high hand takes the whole pot (the game's rule).\n"
    '    Beaten: Bob a full house, nines full of fours; Cal a flush in clubs, king high.',
    [('Ann', 'high', 150)],
    {'Ann': 0, 'Bob': 0, 'Cal': 0})

# Mississippi Studugi: the best four-card badugi of seven cards takes half.
CASES['mississippi-studugi-four-card-badugi-takes-half'] = ['night Ann Bob Cal', 'game mississippi-studugi', 'deal', 'up Bob 4h, Cal Kc, Ann Qd', 'check, check, check', 'up Bob 2s 9h, Cal Kd 2c, Ann Qh 5h', 'check, check, check', 'up Bob 9c, Cal 7c, Ann 5c', 'check, check, check', 'up Bob 9d, Cal 8c, Ann Qs', 'check, check, check', 'show Bob 3d Ah', 'show Cal Ks 6c', 'show Ann Qc Jh', 'settle']
EXPECTED['mississippi-studugi-four-card-badugi-takes-half'] = (
    'Hand 1 · Mississippi Studugi · dealt by Ann · pot $1.50\n'
    '  High hand half (75¢): Ann with four queens (Q♠ Q♥ Q♦ Q♣ J♥).\n'
    '    Beaten: Bob three nines; Cal a flush in clubs, king high.\n'
    '  Badugi half (75¢): Bob with a four-card badugi, 9-3-2-A (9♣ 3♦ 2♠ A♥).\n'
    '    No four-card badugi: Cal and Ann.',
    [('Ann', 'high', 75), ('Bob', 'badugi', 75)],
    {'Ann': -75, 'Bob': 75, 'Cal': 0})
# --- Woolworth (5s and 10s wild; a 5 face up costs 25¢, a 10 50¢, or a fold) ---
# Ann antes $1.50; Bob keeps his 10h face up (50¢) and Cal drops his 5c (folds); everyone left checks through. Bob's
# 10h and 5s in the hole make four jacks; Ann's pair of aces is beaten.
CASES["woolworth-kept-ten-and-dropped-five"] = [
    "night Ann Bob Cal", "game woolworth", "deal", "up Bob Th", "keep Bob", "up Cal 5c", "drop Cal", "up Ann As",
    "check, check", "up Bob Jd, Ann 2c", "check, check", "up Bob Jc, Ann 7d", "check, check", "up Bob 3s, Ann 9d",
    "check, check", "check, check", "show Bob 5s Kd 4h", "show Ann Ad 8c 6h", "settle"]
EXPECTED["woolworth-kept-ten-and-dropped-five"] = (
    "Hand 1 · Woolworth · dealt by Ann · pot $2.00\n"
    "  High hand, the whole pot ($2.00): Bob with four jacks (J♦ J♣ J♠(5♠) J♥(10♥) K♦).\n"
    "    Beaten: Ann a pair of aces.",
    [('Bob', 'high', 200)],
    {'Ann': -150, 'Bob': 150, 'Cal': 0})


# --- Murder (High Chicago; a Q♠ dealt face up kills the deal: redeal, the pot kept, no new ante) ---
# Ann antes $1.50; Bob bets 50¢ and both call (pot $3.00); Cal's Q♠ face up kills the deal; Ann deals again and
# everyone checks through deal 2 (Bob's 4♣ comes again). Bob's three fours take the high half, Cal's K♠ in the hole
# the High Chicago half.
CASES["murder-redeal-keeps-the-pot"] = [
    "night Ann Bob Cal", "game murder", "deal", "up Bob 4c, Cal 7d, Ann 9h", "bet Bob .50, call Cal, call Ann",
    "up Bob 2h, Cal Qs", "redeal", C3, C3, C3, C3, C3,
    "show Bob 4s 4h 2c up 4c 9c Jd 3h", "show Cal Ks 6c 5d up Th 8c 7h 2s", "show Ann Ac Qd 3d up 6h 5c Tc Jh",
    "settle"]
EXPECTED["murder-redeal-keeps-the-pot"] = (
    "Hand 1 · Murder · dealt by Ann · pot $3.00\n"
    "  Murder: Cal's Q♠ face up, the 4th card, ended deal 1; the money in stayed in the pot (no new ante is posted at "
    "a redeal), and deal 2 was played out.\n"
    "  High hand half ($1.50): Bob with three fours (4♠ 4♥ 4♣ J♦ 9♣).\n"
    "    Beaten: Cal king high; Ann ace high.\n"
    "  High Chicago half ($1.50): Cal with K♠ in the hole.\n"
    "    Beaten: Bob 4♠ in the hole.\n"
    "    No spade in the hole: Ann.",
    [('Bob', 'high', 150), ('Cal', 'high-chicago', 150)],
    {'Ann': -200, 'Bob': 100, 'Cal': 100})

# --- Issue 25: the home games that need no new mechanic ---------------------------------------------------

# Texas Hold'em: any five of a player's two and the board's five (http://www.northvilledowns.com/charity-casino/texas-holdem/).
# Ann antes $1.50 and all three put in 50c: $3.00. The board pairs the nines: Cal's 9h makes three nines, beating
# Ann's aces up and Bob's kings up (each two pair with the board's nines). Ann -$2.00, Bob -50c, Cal +$2.50.
CASES['texas-holdem-board-pair-makes-trips'] = [
    'night Ann Bob Cal', 'game texas-holdem', 'deal', 'bet Bob .50, call Cal, call Ann', 'board Kh 9s 4d',
    'check, check, check', 'board 9c', 'check, check, check', 'board 2h', 'check, check, check', 'show Bob Kc Qd',
    'show Cal 9h 3c', 'show Ann As Ah', 'settle',
]
EXPECTED['texas-holdem-board-pair-makes-trips'] = (
    "Hand 1 · Texas Hold'em · dealt by Ann · pot $3.00\n"
    '  High hand, the whole pot ($3.00): Cal with three nines (9♠ 9♥ 9♣ K♥ 4♦), with 9♠ 9♣ K♥ 4♦ from the board.\n'
    '    Beaten: Bob two pair, kings and nines; Ann two pair, aces and nines.',
    [('Cal', 'high', 300)],
    {'Ann': -200, 'Bob': -50, 'Cal': 250})

# 5 Card Draw: one draw of up to three (https://jackpotcasinoevents.com/our-games/poker-five-card-draw/). Pot: $1.50
# ante, three 50c calls, Bob's $1 called by Cal after Ann folds: $5.00 to Cal's three eights over Bob's jacks up.
CASES['five-card-draw-trips-after-the-draw'] = [
    'night Ann Bob Cal', 'game five-card-draw', 'deal', 'bet Bob .50, call Cal, call Ann', 'draw Bob 3, Cal 1, Ann 2',
    'bet Bob 1, call Cal, fold Ann', 'show Bob Jc Jd 7s 7h 2c', 'show Cal 8c 8d 8h 5s 3c', 'settle',
]
EXPECTED['five-card-draw-trips-after-the-draw'] = (
    'Hand 1 · 5 Card Draw · dealt by Ann · pot $5.00\n'
    '  High hand, the whole pot ($5.00): Cal with three eights (8♥ 8♦ 8♣ 5♠ 3♣).\n'
    '    Beaten: Bob two pair, jacks and sevens.',
    [('Cal', 'high', 500)],
    {'Ann': -200, 'Bob': -150, 'Cal': 350})

# 5 Card Stud: one card down, four up (http://pokerpages.com/about-fivecardstud.htm). Pot $5.00: the $1.50 ante, three
# 50c calls, Cal's $1 called by Bob. Bob's 6d in the hole pairs his 6c: kings and sixes beat Cal's sevens and deuces.
CASES['five-card-stud-hole-card-pairs'] = [
    'night Ann Bob Cal', 'game five-card-stud', 'deal', 'up Bob Kd, Cal 7h, Ann 9c',
    'bet Bob .50, call Cal, call Ann', 'up Bob 4s, Cal 7c, Ann 9d', 'check, check, check',
    'up Bob Kh, Cal 2s, Ann Qs', 'check Bob, bet Cal 1, fold Ann, call Bob', 'up Bob 6c, Cal Ac', 'check, check',
    'show Bob 6d', 'show Cal 2d', 'settle',
]
EXPECTED['five-card-stud-hole-card-pairs'] = (
    'Hand 1 · 5 Card Stud · dealt by Ann · pot $5.00\n'
    '  High hand, the whole pot ($5.00): Bob with two pair, kings and sixes (K♥ K♦ 6♦ 6♣ 4♠).\n'
    '    Beaten: Cal two pair, sevens and deuces.',
    [('Bob', 'high', 500)],
    {'Ann': -200, 'Bob': 350, 'Cal': -150})

# 2-7 Triple Draw: aces high, straights and flushes count against the low
# (https://www.dealerschoicelab.com/games/deuce-to-seven-triple-draw). Bob's 7-6-5-4-3 is a straight and Ann's
# A-5-4-3-2 is ace high, so Cal's 8-6-4-3-2 takes the $3.00 ($1.50 ante, three 50c calls after the third draw).
CASES['2-7-triple-draw-straight-and-ace-count-against'] = [
    'night Ann Bob Cal', 'game deuce-to-seven-triple-draw', 'deal', 'check, check, check', 'draw Bob 2, Cal 1, Ann 3',
    'check, check, check', 'draw Bob 1, Cal 1, Ann 1', 'check, check, check', 'draw Bob 0, Cal 1, Ann 1',
    'bet Bob .50, call Cal, call Ann', 'show Bob 7d 6c 5h 4s 3d', 'show Cal 8h 6s 4c 3h 2d',
    'show Ann Ac 5c 4d 3s 2h', 'settle',
]
EXPECTED['2-7-triple-draw-straight-and-ace-count-against'] = (
    'Hand 1 · 2-7 Triple Draw · dealt by Ann · pot $3.00\n'
    '  Low hand, the whole pot ($3.00): Cal with 8-6-4-3-2 (8♥ 6♠ 4♣ 3♥ 2♦).\n'
    '    Beaten: Bob a straight, seven high; Ann A-5-4-3-2.',
    [('Cal', 'low', 300)],
    {'Ann': -200, 'Bob': -50, 'Cal': 250})

# 2-7 Single Draw (Kansas City lowball, one draw: the single-draw house rule on
# https://www.dealerschoicelab.com/games/deuce-to-seven-triple-draw). Bob's nine-high spades are a flush; Ann's
# 9-7-6-5-2 beats Cal's 9-8-6-4-3 at the second card. $4.50: the $1.50 ante and three $1 bets.
CASES['2-7-single-draw-flush-counts-against'] = [
    'night Ann Bob Cal', 'game deuce-to-seven-single-draw', 'deal', 'check, check, check', 'draw Bob 1, Cal 2, Ann 1',
    'bet Bob 1, call Cal, call Ann', 'show Bob 9s 7s 5s 4s 2s', 'show Cal 9d 8c 6h 4h 3c',
    'show Ann 9h 7h 6d 5c 2c', 'settle',
]
EXPECTED['2-7-single-draw-flush-counts-against'] = (
    'Hand 1 · 2-7 Single Draw · dealt by Ann · pot $4.50\n'
    '  Low hand, the whole pot ($4.50): Ann with 9-7-6-5-2 (9♥ 7♥ 6♦ 5♣ 2♣).\n'
    '    Beaten: Bob a flush in spades, nine high; Cal 9-8-6-4-3.',
    [('Ann', 'low', 450)],
    {'Ann': 200, 'Bob': -100, 'Cal': -100})

# A-5 Triple Draw: aces low, straights and flushes ignored (https://www.dealerschoicelab.com/games/california-lowball
# for the ace-to-five low; three draws as the deuce-to-seven game). Bob's 6-4-3-2-A all in spades beats Cal's
# 6-5-4-3-2 (a straight that does not count against it) at the second card; Ann's pair of kings is last. $3.00.
CASES['a-5-triple-draw-suited-six-low'] = [
    'night Ann Bob Cal', 'game ace-to-five-triple-draw', 'deal', 'check, check, check', 'draw Bob 2, Cal 1, Ann 3',
    'check, check, check', 'draw Bob 1, Cal 1, Ann 1', 'check, check, check', 'draw Bob 0, Cal 1, Ann 1',
    'bet Bob .50, call Cal, call Ann', 'show Bob 6s 4s 3s 2s As', 'show Cal 6d 5c 4h 3h 2d',
    'show Ann Kc Kd 2c 3d 4c', 'settle',
]
EXPECTED['a-5-triple-draw-suited-six-low'] = (
    'Hand 1 · A-5 Triple Draw · dealt by Ann · pot $3.00\n'
    '  Low hand, the whole pot ($3.00): Bob with 6-4-3-2-A (6♠ 4♠ 3♠ 2♠ A♠).\n'
    '    Beaten: Cal 6-5-4-3-2; Ann a pair of kings.',
    [('Bob', 'low', 300)],
    {'Ann': -200, 'Bob': 250, 'Cal': -50})

# California Lowball with the joker: the joker is the lowest rank the hand lacks
# (https://www.dealerschoicelab.com/games/california-lowball). Bob's joker with 7-4-3-2 is an ace: 7-4-3-2-A beats
# Cal's 7-5-4-3-A at the second card. $4.50: the $1.50 ante and three $1 bets.
CASES['california-lowball-joker-is-the-missing-ace'] = [
    'night Ann Bob Cal', 'game california-lowball joker', 'deal', 'check, check, check', 'draw Bob 1, Cal 2, Ann 1',
    'bet Bob 1, call Cal, call Ann', 'show Bob jk 7c 4d 3s 2h', 'show Cal 7d 5c 4h 3h Ad',
    'show Ann 6c 6d 4c 3d 2c', 'settle',
]
EXPECTED['california-lowball-joker-is-the-missing-ace'] = (
    'Hand 1 · California Lowball (joker) · dealt by Ann · pot $4.50\n'
    '  Low hand, the whole pot ($4.50): Bob with 7-4-3-2-A (7♣ 4♦ 3♠ 2♥ A♠(Joker)).\n'
    '    Beaten: Cal 7-5-4-3-A; Ann a pair of sixes.',
    [('Bob', 'low', 450)],
    {'Ann': -250, 'Bob': 350, 'Cal': -100})

# Cincinnati: five cards each, a bet, and five community cards turned one at a time, a bet after each
# (https://dealerschoicelab.com/games/cincinnati; https://gamerules.com/rules/cincinnati-poker/).
# Cal's 5s with the board's 5h 5c and his two kings: fives full, over Bob's ace-high hearts (Ah 9h with Jh 5h 2h)
# and Ann's eight-high straight (3 4 6 7 8 with the board's 5). $3.00 after three 50c calls.
CASES['cincinnati-five-and-five'] = [
    'night Ann Bob Cal', 'game cincinnati', 'deal', 'check, check, check', 'board 5h', 'check, check, check', 'board Jh',
    'check, check, check', 'board 5c', 'bet Bob .50, call Cal, call Ann', 'board 2h', 'check, check, check',
    'board Qd', 'check, check, check', 'show Bob Ah 9h 3s 4d 7c', 'show Cal 5s Js Kc Kd 8c',
    'show Ann 3c 4c 6h 7d 8s', 'settle',
]
EXPECTED['cincinnati-five-and-five'] = (
    'Hand 1 · Cincinnati · dealt by Ann · pot $3.00\n'
    '  High hand, the whole pot ($3.00): Cal with a full house, fives full of kings (5♠ 5♥ 5♣ K♦ K♣), with 5♥ 5♣ from the board.\n'
    '    Beaten: Bob a flush in hearts, ace high; Ann a straight, eight high.',
    [('Cal', 'high', 300)],
    {'Ann': -200, 'Bob': -50, 'Cal': 250})

# Kings and Little Ones: kings wild and each player's lowest card wild for him
# (http://www.pokerteam.com/kings-and-little-ones.html; aces high here, the club's rule). Bob: threes and his king
# make four jacks; Cal: his 4 makes four queens; Ann: the Kc and her lowest card, the 7d, with three aces make
# five aces. $3.00 after three 50c calls.
CASES['kings-and-little-ones-kings-and-lowest-card'] = [
    'night Ann Bob Cal', 'game kings-and-little-ones', 'deal', 'bet Bob .50, call Cal, call Ann',
    'draw Bob 2, Cal 1, Ann 3', 'check, check, check', 'show Bob Kh 3c 3d 9s Jh', 'show Cal Qs Qd Qh 4c 5d',
    'show Ann As Ad Ac Kc 7d', 'settle',
]
EXPECTED['kings-and-little-ones-kings-and-lowest-card'] = (
    'Hand 1 · Kings and Little Ones · dealt by Ann · pot $3.00\n'
    '  Wild for Bob: threes (his lowest card in the hole, 3♣ and 3♦).\n'
    '  Wild for Cal: fours (his lowest card in the hole, 4♣).\n'
    '  Wild for Ann: sevens (his lowest card in the hole, 7♦).\n'
    '  High hand, the whole pot ($3.00): Ann with five aces (A♠ A♦ A♣ A♥(K♣) A♠(7♦)).\n'
    '    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n'
    '    Beaten: Bob four jacks; Cal four queens.',
    [('Ann', 'high', 300)],
    {'Ann': 100, 'Bob': -50, 'Cal': -50})

# Pass the Trash: seven cards, three passed to the left, five kept
# (http://www.pokerhomegames.com/poker-home-games-pass-the-trash/). Ann passes Bob two queens: he keeps three nines
# and them, a full house over Cal's ace-high flush. $3.00 after three 50c calls.
CASES['pass-the-trash-kept-five-after-the-pass'] = [
    'night Ann Bob Cal', 'game pass-the-trash', 'deal', 'check, check, check',
    'give Bob 2s 7c 8d, Cal, Ann Qs Qc 5d', 'bet Bob .50, call Cal, call Ann', 'show Bob 9c 9d 9h Qs Qc',
    'show Cal Ah Kh Qh 8h 3h', 'show Ann Js Jd 7c 8d 2s', 'settle',
]
EXPECTED['pass-the-trash-kept-five-after-the-pass'] = (
    'Hand 1 · Pass the Trash · dealt by Ann · pot $3.00\n'
    '  High hand, the whole pot ($3.00): Bob with a full house, nines full of queens (9♥ 9♦ 9♣ Q♠ Q♣).\n'
    '    Beaten: Cal a flush in hearts, ace high; Ann a pair of jacks.',
    [('Bob', 'high', 300)],
    {'Ann': -200, 'Bob': 250, 'Cal': -50})

# Deuces Wild: five of a kind is the best hand, over a straight flush (http://ctge.net/flash-poker.html). Cal's two
# deuces with three tens are five tens; Bob's natural nine-high straight flush is beaten. $6.00: the $1.50 ante,
# three 50c calls and three $1 bets.
CASES['deuces-wild-five-of-a-kind-beats-a-straight-flush'] = [
    'night Ann Bob Cal', 'game deuces-wild', 'deal', 'bet Bob .50, call Cal, call Ann', 'draw Bob 1, Cal 2, Ann 3',
    'bet Bob 1, call Cal, call Ann', 'show Bob 9h 8h 7h 6h 5h', 'show Cal 2c 2d Tc Ts Th',
    'show Ann 2h As Kd 7c 4s', 'settle',
]
EXPECTED['deuces-wild-five-of-a-kind-beats-a-straight-flush'] = (
    'Hand 1 · Deuces Wild · dealt by Ann · pot $6.00\n'
    '  High hand, the whole pot ($6.00): Cal with five tens (10♠ 10♥ 10♣ 10♦(2♣) 10♠(2♦)).\n'
    '    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n'
    '    Beaten: Bob a straight flush in hearts, nine high; Ann a pair of aces.',
    [('Cal', 'high', 600)],
    {'Ann': -300, 'Bob': -150, 'Cal': 450})


# 5 Card Omaha: exactly two of five hole cards with three of the board (https://ctm.github.io/docs/players_manual/games/five-card-omaha.html).
# Ann's three aces in hand play only two: aces full of sevens; Cal's two sevens with the board's pair are four
# sevens. $1.50, all checking.
CASES['five-card-omaha-three-aces-play-two'] = [
    'night Ann Bob Cal', 'game five-card-omaha', 'deal', 'check, check, check', 'board Ah Kh 7h',
    'check, check, check', 'board 7c', 'check, check, check', 'board 2d', 'check, check, check',
    'show Bob Qh Jh Ts 9s 3c', 'show Cal 7s 7d 5c 4c 3s', 'show Ann Ac Ad As 2c 3h', 'settle',
]
EXPECTED['five-card-omaha-three-aces-play-two'] = (
    'Hand 1 · 5 Card Omaha · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Cal with four sevens (7♠ 7♥ 7♦ 7♣ A♥), with 7♥ 7♣ A♥ from the board.\n'
    '    Beaten: Bob a flush in hearts, ace high; Ann a full house, aces full of sevens.',
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})

# Big O: five-card Omaha, cards speak, an ace-to-five low of 8 or better (https://poker.fandom.com/wiki/Big_O). Pot
# $2.25 (the $1.50 ante, three 25c calls): the high half rounds up to $1.25 for Bob's three kings, the low $1.00 to
# Cal's A-2 with 7-5-3; Ann's only low card is an eight (paired), Bob's none.
CASES['big-o-split-with-the-odd-quarter-high'] = [
    'night Ann Bob Cal', 'game big-o', 'deal', 'bet Bob .25, call Cal, call Ann', 'board 2c 5d 7h',
    'check, check, check', 'board Kh', 'check, check, check', 'board 3h', 'check, check, check',
    'show Bob Kc Kd 9s Js Qs', 'show Cal Ac 2s 9c 9d Tc', 'show Ann Jd Qd 8s 8c 9h', 'settle',
]
EXPECTED['big-o-split-with-the-odd-quarter-high'] = (
    'Hand 1 · Big O · dealt by Ann · pot $2.25\n'
    '  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Bob with three kings (K♥ K♦ K♣ 7♥ 5♦), with K♥ 7♥ 5♦ from the board.\n'
    '    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n'
    '    Beaten: Cal a pair of nines; Ann a pair of eights.\n'
    '  Low hand share ($1.00 of $2.25: half, rounded down to the quarter): Cal with 7-5-3-2-A (7♥ 5♦ 3♥ 2♠ A♣), with 7♥ 5♦ 3♥ from the board.\n'
    '    No low of 8 or better: Bob and Ann.',
    [('Bob', 'high', 125), ('Cal', 'low', 100)],
    {'Ann': -175, 'Bob': 100, 'Cal': 75})

# Courchevel: five hole cards and the first flop card face up before the first bet
# (https://www.pokerstarsschool.com/article/Courchevel-Poker). The 9s dealt with the hands and the 9h of the flop
# give Bob's two nines four of a kind over Cal's kings full. $1.50, all checking.
CASES['courchevel-first-board-card-before-the-bet'] = [
    'night Ann Bob Cal', 'game courchevel', 'deal', 'board 9s', 'check, check, check', 'board 9h 4c',
    'check, check, check', 'board Kd', 'check, check, check', 'board 2s', 'check, check, check',
    'show Bob 9c 9d 5h 6h Ac', 'show Cal Ks Kc 4d 4h Qs', 'show Ann Jh Th 8h 7h 3h', 'settle',
]
EXPECTED['courchevel-first-board-card-before-the-bet'] = (
    'Hand 1 · Courchevel · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Bob with four nines (9♠ 9♥ 9♦ 9♣ K♦), with 9♠ 9♥ K♦ from the board.\n'
    '    Beaten: Cal a full house, kings full of nines; Ann a pair of nines.',
    [('Bob', 'high', 150)],
    {'Ann': -150, 'Bob': 150, 'Cal': 0})

# Dr. Pepper: five-card draw with tens, deuces and fours wild (https://www.pokerrules.net/draw/dr-pepper/). Bob's
# 10h 2c 4d with two nines are five nines, over Cal's royal flush made with the wild 10c. $3.00.
CASES['dr-pepper-three-wild-ranks'] = [
    'night Ann Bob Cal', 'game dr-pepper', 'deal', 'bet Bob .50, call Cal, call Ann', 'draw Bob 2, Cal 1, Ann 3',
    'check, check, check', 'show Bob Th 2c 4d 9s 9h', 'show Cal As Ks Qs Js Tc', 'show Ann 7c 7d 7h 3s 5c',
    'settle',
]
EXPECTED['dr-pepper-three-wild-ranks'] = (
    'Hand 1 · Dr. Pepper · dealt by Ann · pot $3.00\n'
    '  High hand, the whole pot ($3.00): Bob with five nines (9♠ 9♥ 9♦(10♥) 9♣(2♣) 9♠(4♦)).\n'
    '    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n'
    '    Beaten: Cal a royal flush in spades; Ann three sevens.',
    [('Bob', 'high', 300)],
    {'Ann': -200, 'Bob': 250, 'Cal': -50})

# Deuces Wild Stud: seven-card stud, deuces wild (the hand docs/writing-a-game.md has played since it was written).
# Bob's two deuces with two kings are four kings, over Ann's queens full and Cal's three aces. $3.00.
CASES['deuces-wild-stud-two-deuces-make-four-kings'] = [
    'night Ann Bob Cal', 'game deuces-wild-stud', 'deal', 'bet Bob .50, call Cal, call Ann', 'check, check, check',
    'check, check, check', 'check, check, check', 'check, check, check', 'show Bob 2c Kd 9s up Kh 2h 7c 4d',
    'show Cal As Ad 3c up Ac 5h 6s Jd', 'show Ann Qs Qd 8c up Qh 8h 8d Tc', 'settle',
]
EXPECTED['deuces-wild-stud-two-deuces-make-four-kings'] = (
    'Hand 1 · Deuces Wild Stud · dealt by Ann · pot $3.00\n'
    '  High hand, the whole pot ($3.00): Bob with four kings (K♥ K♦ K♠(2♣) K♣(2♥) 9♠).\n'
    '    Beaten: Cal three aces; Ann a full house, queens full of eights.',
    [('Bob', 'high', 300)],
    {'Ann': -200, 'Bob': 250, 'Cal': -50})

# Mississippi Stud: the 4th and 5th cards come up together and the 7th face up
# (http://gambling-poker.net/mississippi_stud_poker.html): four betting rounds. Bob's aces full of sevens beat two
# flushes. $4.50: the $1.50 ante and three $1 bets after the two up cards.
CASES['mississippi-stud-two-up-cards-at-once'] = [
    'night Ann Bob Cal', 'game mississippi-stud', 'deal', 'check, check, check', 'bet Bob 1, call Cal, call Ann',
    'check, check, check', 'check, check, check', 'show Bob As Ad up Ah 7c 7d 2s 9h',
    'show Cal Ks Qs up Js Ts 3s 4d 5h', 'show Ann 6c 6d up 6h 8c 9c Tc Jc', 'settle',
]
EXPECTED['mississippi-stud-two-up-cards-at-once'] = (
    'Hand 1 · Mississippi Stud · dealt by Ann · pot $4.50\n'
    '  High hand, the whole pot ($4.50): Bob with a full house, aces full of sevens (A♠ A♥ A♦ 7♦ 7♣).\n'
    '    Beaten: Cal a flush in spades, king high; Ann a flush in clubs, jack high.',
    [('Bob', 'high', 450)],
    {'Ann': -250, 'Bob': 350, 'Cal': -100})

# 7 Card Stud High-Low Declare with the ace-to-five low (https://www.dealerschoicelab.com/games/california-lowball
# for the low; declared as the club declares). Bob's 5-4-3-2-A is the best low (no straight for a low, and with
# aces high only no straight for a high either), over Ann's 7-6-4-3-2; Cal alone declares high. 75c each way.
CASES['stud-high-low-declare-wheel-is-the-best-low'] = [
    'night Ann Bob Cal', 'game stud-high-low-declare', 'deal', 'check, check, check', 'check, check, check',
    'check, check, check', 'check, check, check', 'check, check, check', 'declare Bob low, Cal high, Ann low',
    'show Bob 2h 3c Qd up 4d 5s Ah Kc', 'show Cal Th Td 3s up Tc 9s 9d 2s', 'show Ann 7c 6d Jd up 4h 3h 2d Jc',
    'settle',
]
EXPECTED['stud-high-low-declare-wheel-is-the-best-low'] = (
    'Hand 1 · 7 Card Stud High-Low Declare · dealt by Ann · pot $1.50\n'
    '  Declared: Bob low, Cal high, Ann low.\n'
    '  High hand half (75¢): Cal with a full house, tens full of nines (10♥ 10♦ 10♣ 9♠ 9♦).\n'
    '  Low hand half (75¢): Bob with 5-4-3-2-A (5♠ 4♦ 3♣ 2♥ A♥).\n'
    '    Beaten: Ann 7-6-4-3-2.',
    [('Cal', 'high', 75), ('Bob', 'low', 75)],
    {'Ann': -150, 'Bob': 75, 'Cal': 75})

# Deuces and Jacks: seven-card stud, deuces and jacks wild (the catalog's deuces_and_jacks.json, played by refcli's
# YAML before it shipped). Cal's Jh wild stands for the Js: a royal flush over Bob's four aces (two wild). $1.50.
CASES['deuces-and-jacks-wild-jack-makes-a-royal'] = [
    'night Ann Bob Cal', 'game deuces-and-jacks', 'deal', 'check, check, check', 'check, check, check',
    'check, check, check', 'check, check, check', 'check, check, check', 'show Bob 2c Jd 9s up Ah Ad 7c 5d',
    'show Cal As Ks 3h up Qs Ts Jh 8c', 'show Ann 6c 6d 6h up 9c 9d 3d 4d', 'settle',
]
EXPECTED['deuces-and-jacks-wild-jack-makes-a-royal'] = (
    'Hand 1 · Deuces and Jacks · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Cal with a royal flush in spades (A♠ K♠ Q♠ J♠(J♥) 10♠).\n'
    '    Beaten: Bob four aces; Ann a full house, sixes full of nines.',
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})

# 2-7 Razz: seven-card stud for the deuce-to-seven low (https://www.dealerschoicelab.com/games/deuce-to-seven-triple-draw
# for the low). Cal's ace is high, so his best low is J-5-4-3-2; Bob's 7-5-4-3-2 takes the $1.50.
CASES['2-7-razz-ace-is-high'] = [
    'night Ann Bob Cal', 'game deuce-to-seven-razz', 'deal', 'check, check, check', 'check, check, check',
    'check, check, check', 'check, check, check', 'check, check, check', 'show Bob 2h 3c Kc up 4d 5s 7h Kd',
    'show Cal Ah 2s Jd up 3d 4c 5h Qs', 'show Ann 8c 6d Td up 4h 3s 2d 9c', 'settle',
]
EXPECTED['2-7-razz-ace-is-high'] = (
    'Hand 1 · 2-7 Razz · dealt by Ann · pot $1.50\n'
    '  Low hand, the whole pot ($1.50): Bob with 7-5-4-3-2 (7♥ 5♠ 4♦ 3♣ 2♥).\n'
    '    Beaten: Cal J-5-4-3-2; Ann 8-6-4-3-2.',
    [('Bob', 'low', 150)],
    {'Ann': -150, 'Bob': 150, 'Cal': 0})

# Hold'em 8 or Better: cards speak, an ace-to-five low of 8 or better from any five of seven
# (http://btcpokerhub.com/play_omaha.html gives the low's rule for the 8-or-better games). Ann's A-2 pairs the board's
# deuce: A-2-5-7 is four ranks, no low. $2.25: $1.25 to Bob's ace-high flush, $1.00 to Cal's 7-5-4-3-2.
CASES['holdem-8-no-low-with-a-paired-deuce'] = [
    'night Ann Bob Cal', 'game holdem-8', 'deal', 'bet Bob .25, call Cal, call Ann', 'board 2c 5d 7h',
    'check, check, check', 'board Kh', 'check, check, check', 'board Qh', 'check, check, check', 'show Bob Ah Jh',
    'show Cal 3s 4c', 'show Ann Ad 2s', 'settle',
]
EXPECTED['holdem-8-no-low-with-a-paired-deuce'] = (
    "Hand 1 · Hold'em 8 or Better · dealt by Ann · pot $2.25\n"
    '  High hand share ($1.25 of $2.25: half, rounded up to the quarter): Bob with a flush in hearts, ace high (A♥ K♥ Q♥ J♥ 7♥), with K♥ Q♥ 7♥ from the board.\n'
    '    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n'
    '    Beaten: Cal king high; Ann a pair of deuces.\n'
    '  Low hand share ($1.00 of $2.25: half, rounded down to the quarter): Cal with 7-5-4-3-2 (7♥ 5♦ 4♣ 3♠ 2♣), with 7♥ 5♦ 2♣ from the board.\n'
    '    No low of 8 or better: Bob and Ann.',
    [('Bob', 'high', 125), ('Cal', 'low', 100)],
    {'Ann': -175, 'Bob': 100, 'Cal': 75})
# One-Eyed Jacks: five-card draw with the jacks of spades and hearts wild (https://pokerterms.com/one-eyed-jack.html).
# Cal's Jh makes four kings; Bob's Js is his only wild card, so his two natural jacks with it are three jacks:
# jacks full. $5.00: the $1.50 ante, three 50c calls, Bob's $1 called by Cal after Ann folds.
CASES['one-eyed-jacks-the-profile-jacks-are-wild'] = [
    'night Ann Bob Cal', 'game one-eyed-jacks', 'deal', 'bet Bob .50, call Cal, call Ann',
    'draw Bob 2, Cal 1, Ann 3', 'bet Bob 1, call Cal, fold Ann', 'show Bob Js Jd Jc 4h 4s',
    'show Cal Jh Kd Ks Kc 2d', 'settle',
]
EXPECTED['one-eyed-jacks-the-profile-jacks-are-wild'] = (
    'Hand 1 · One-Eyed Jacks · dealt by Ann · pot $5.00\n'
    '  High hand, the whole pot ($5.00): Cal with four kings (K♠ K♦ K♣ K♥(J♥) 2♦).\n'
    '    Beaten: Bob a full house, jacks full of fours.',
    [('Cal', 'high', 500)],
    {'Ann': -200, 'Bob': -150, 'Cal': 350})
# Chowaha: one card of a flop row with the turn beside it and the river; two nines of one row never play together.
CASES["chowaha-one-path"] = ['night Ann Bob Cal', 'game chowaha', 'deal', 'bet Bob .25, call Cal, call Ann', 'board Ks 7d 2c Qh Jh 4s 9c 9d 3h', 'check Bob, check Cal, check Ann', 'board Th 9h', 'bet Bob .50, call Cal, call Ann', 'board Ah', 'check Bob, check Cal, check Ann', 'show Bob Kh 2h', 'show Cal 9s 3s', 'show Ann Js Jc', 'settle']
EXPECTED["chowaha-one-path"] = (
    'Hand 1 · Chowaha · dealt by Ann · pot $3.75\n'
    '  High hand, the whole pot ($3.75): Bob with a flush in hearts, ace high (A♥ K♥ Q♥ 10♥ 2♥), with the middle row, the upper turn and the river: A♥ Q♥ 10♥.\n'
    '    Beaten: Cal three nines; Ann three jacks.',
    [('Bob', 'high', 375)],
    {'Ann': -225, 'Bob': 300, 'Cal': -75})

# Double-Board Hold'em: each board its own hand and half the pot; the odd quarter to the first board.
CASES["double-board-holdem-odd-quarter-first-board"] = ['night Ann Bob Cal Dee', 'game double-board-holdem', 'deal', 'bet Bob .25, call Cal, call Dee, fold Ann', 'board Kh 7c 2s Td 9d 3h', 'check Bob, check Cal, check Dee', 'board 5c Jh', 'check Bob, check Cal, check Dee', 'board Ks 4s', 'check Bob, check Cal, check Dee', 'show Bob Kd 6h', 'show Cal Qc 8c', 'show Dee Ts 7s', 'settle']
EXPECTED["double-board-holdem-odd-quarter-first-board"] = (
    "Hand 1 · Double-Board Hold'em · dealt by Ann · pot $2.75\n"
    '  First board share ($1.50 of $2.75: half, rounded up to the quarter): Bob with three kings (K♠ K♥ K♦ 7♣ 6♥), with K♠ K♥ 7♣ from the board.\n'
    "    The pot does not divide evenly: the odd quarter goes to the high side, the first board share first in the game's order of pots (house rule).\n"
    '    Beaten: Cal a pair of kings; Dee two pair, kings and sevens.\n'
    '  Second board share ($1.25 of $2.75: half, rounded down to the quarter): Cal with a straight, queen high (Q♣ J♥ 10♦ 9♦ 8♣), with J♥ 10♦ 9♦ from the board.\n'
    '    Beaten: Bob king high; Dee a pair of tens.',
    [('Bob', 'board-1', 150), ('Cal', 'board-2', 125)],
    {'Ann': -200, 'Bob': 125, 'Cal': 100, 'Dee': -25})

# High-Low Chicago: the highest and the lowest spade in the hole split the pot; with no spade in the hole anywhere
# the high hand takes the whole pot (the game's public rules; Bob's 7♠ is face up and counts for nothing), never
# the declare rule's equal split among the players still in.
CASES["chicago-hi-lo-no-spade-high-hand-takes-all"] = stud("chicago-hi-lo", [
    "show Ann 2h 6h Kd up Kc Kh 9d 8c", "show Bob 3h 5h Qd up Qc Jh Td 7s", "show Cal 4d Ah 2d up Ac 9h 8h 6c"],
    {0: "bet Bob .25, call Cal, call Ann"})
EXPECTED["chicago-hi-lo-no-spade-high-hand-takes-all"] = (
    "Hand 1 · High-Low Chicago · dealt by Ann · pot $2.25\n"
    "  High hand, the whole pot ($2.25): Ann with three kings (K♥ K♦ K♣ 9♦ 8♣).\n"
    "    Nobody has a spade in the hole: the high hand takes the whole pot (the game's rule).\n"
    "    Beaten: Bob a pair of queens; Cal a pair of aces.",
    [('Ann', 'high', 225)],
    {'Ann': 50, 'Bob': -25, 'Cal': -25})

# Crazy Pineapple 8 or Better (the hand-worked night's first hand): Cal's kings take the high half with its odd
# quarter, Bob's 7-6-4-2-A the low; Bob's Q♠, Cal's 8♥ and Dee's 5♥ thrown away after the flop's bet are dead.
CASES["crazy-pineapple-hi-lo-high-and-low-split"] = [
    'night Ann Bob Cal Dee', 'game crazy-pineapple-hi-lo', 'deal', 'bet Bob .25, call Cal, call Dee, call Ann',
    'board 9c 6d 4s', 'bet Bob .50, call Cal, call Dee, fold Ann', 'discard Bob Qs, Cal 8h, Dee 5h', 'board Kh',
    'check Bob, bet Cal 1, call Dee, call Bob', 'board 2c', 'bet Bob .75, raise Cal 1, call Dee, call Bob',
    'show Bob Ad 7h', 'show Cal Kd Kc', 'show Dee 3s 9h', 'settle']
EXPECTED["crazy-pineapple-hi-lo-high-and-low-split"] = (
    'Hand 1 · Crazy Pineapple 8 or Better · dealt by Ann · pot $12.75\n'
    '  Discarded (dead, never played): Bob Q♠, Cal 8♥, Dee 5♥.\n'
    '  High hand share ($6.50 of $12.75: half, rounded up to the quarter): Cal with three kings (K♥ K♦ K♣ 9♣ 6♦), with K♥ 9♣ 6♦ from the board.\n'
    '    The pot does not divide evenly: the odd quarter goes to the high side (house rule).\n'
    '    Beaten: Bob ace high; Dee a pair of nines.\n'
    '  Low hand share ($6.25 of $12.75: half, rounded down to the quarter): Bob with 7-6-4-2-A (7♥ 6♦ 4♠ 2♣ A♦), with 6♦ 4♠ 2♣ from the board.\n'
    '    No low of 8 or better: Cal and Dee.',
    [('Cal', 'high', 650), ('Bob', 'low', 625)],
    {'Ann': -225, 'Bob': 275, 'Cal': 300, 'Dee': -350})

# Double-Board Omaha (the hand-worked night's first hand): each board its own Omaha hand, two of Bob's four and
# three of that board; Bob takes both, the odd quarter to the first board.
CASES["omaha-double-board-scoop"] = [
    'night Ann Bob Cal Dee', 'game omaha-double-board', 'deal', 'bet Bob .25, call Cal, call Dee, call Ann',
    'board Kh 8c 8d Ac Qd 7s', 'bet Bob .75, call Cal, call Dee, fold Ann', 'board 3s 6h',
    'check Bob, bet Cal 1, fold Dee, raise Bob 1, call Cal', 'board 2h 4c', 'bet Bob 1, call Cal',
    'show Bob Ks Kd 5d 3d', 'show Cal As Ah Qc Jc', 'settle']
EXPECTED["omaha-double-board-scoop"] = (
    "Hand 1 · Double-Board Omaha · dealt by Ann · pot $11.25\n"
    "  First board share ($5.75 of $11.25: half, rounded up to the quarter): Bob with a full house, kings full of eights (K♠ K♥ K♦ 8♦ 8♣), with K♥ 8♦ 8♣ from the board.\n"
    "    The pot does not divide evenly: the odd quarter goes to the high side, the first board share first in the game's order of pots (house rule).\n"
    "    Beaten: Cal two pair, aces and eights.\n"
    "  Second board share ($5.50 of $11.25: half, rounded down to the quarter): Bob with a straight, seven high (7♠ 6♥ 5♦ 4♣ 3♦), with 7♠ 6♥ 4♣ from the board.\n"
    "    Beaten: Cal three aces.",
    [('Bob', 'board-1', 575), ('Bob', 'board-2', 550)],
    {'Ann': -225, 'Bob': 725, 'Cal': -400, 'Dee': -100})

# Heinz (the hand-worked night's first hand): fives and sevens wild; Bob pays $1.00 for his 7♣ dealt face up
# (keep), Cal folds rather than pay for his 5♦ (drop); Bob's 5♠ in the hole is wild for nothing.
CASES["heinz-paid-seven-and-free-five"] = [
    'night Ann Bob Cal Dee', 'game heinz', 'deal', 'up Bob Qh, Cal Ts, Dee Kh, Ann 2s',
    'bet Bob .25, call Cal, call Dee, call Ann', 'up Bob 7c', 'keep Bob', 'up Cal 4h, Dee 8c, Ann Js',
    'bet Bob .50, call Cal, call Dee, fold Ann', 'up Bob 9d, Cal 5d', 'drop Cal', 'up Dee 8d',
    'check Bob, bet Dee 1, call Bob', 'up Bob 3c, Dee Ks', 'bet Bob 1, raise Dee 1, call Bob',
    'check Bob, bet Dee .50, raise Bob 1, call Dee', 'show Bob Qs 5s Jd', 'show Dee Kd 2h 4c', 'settle']
EXPECTED["heinz-paid-seven-and-free-five"] = (
    'Hand 1 · Heinz · dealt by Ann · pot $14.50\n'
    '  High hand, the whole pot ($14.50): Bob with four queens (Q♠ Q♥ Q♦(5♠) Q♣(7♣) J♦).\n'
    '    Beaten: Dee a full house, kings full of eights.',
    [('Bob', 'high', 1450)],
    {'Ann': -225, 'Bob': 825, 'Cal': -75, 'Dee': -525})

# Irish (the hand-worked night's first hand): four cards down, two thrown away dead after the flop's bet, then
# hold'em: Bob's one spade kept makes the ace-high flush over Cal's three aces.
CASES["irish-two-discarded-then-holdem"] = [
    'night Ann Bob Cal Dee', 'game irish', 'deal', 'bet Bob .25, call Cal, call Dee, call Ann', 'board As Ks 8s',
    'bet Bob 1, raise Cal 1, call Dee, fold Ann, call Bob', 'discard Bob Jc 7h, Cal Qd 6c, Dee Th 9h', 'board 4s',
    'bet Bob 1, call Cal, fold Dee', 'board 2d', 'check Bob, bet Cal .75, raise Bob 1, call Cal', 'show Bob Qs 3d',
    'show Cal Ah Ad', 'settle']
EXPECTED["irish-two-discarded-then-holdem"] = (
    'Hand 1 · Irish · dealt by Ann · pot $14.50\n'
    '  Discarded (dead, never played): Bob J♣ 7♥, Cal Q♦ 6♣, Dee 10♥ 9♥.\n'
    '  High hand, the whole pot ($14.50): Bob with a flush in spades, ace high (A♠ K♠ Q♠ 8♠ 4♠), with A♠ K♠ 8♠ 4♠ from the board.\n'
    '    Beaten: Cal three aces.',
    [('Bob', 'high', 1450)],
    {'Ann': -225, 'Bob': 950, 'Cal': -500, 'Dee': -225})

# Showdown Hold'em (the hand-worked night's third hand, dealt by Ann): no betting, the ante is the pot; three
# players play the board's aces and eights with a king, and the two odd quarters go one at a time by suit.
CASES["showdown-holdem-three-way-tie-two-odd-quarters"] = [
    'night Ann Bob Cal Dee', 'game showdown-holdem', 'deal', 'board As Ah 8d', 'board 8c', 'board 5s',
    'show Bob Kh 4d', 'show Cal Jd 6h', 'show Dee Kd 2c', 'show Ann Kc 3c', 'settle']
EXPECTED["showdown-holdem-three-way-tie-two-odd-quarters"] = (
    "Hand 1 · Showdown Hold'em · dealt by Ann · pot $2.00\n"
    '  High hand, the whole pot ($2.00): a tie — Bob with two pair, aces and eights (A♠ A♥ 8♦ 8♣ K♥), with A♠ A♥ 8♦ 8♣ from the board; Dee with two pair, aces and eights (A♠ A♥ 8♦ 8♣ K♦), with A♠ A♥ 8♦ 8♣ from the board; Ann with two pair, aces and eights (A♠ A♥ 8♦ 8♣ K♣), with A♠ A♥ 8♦ 8♣ from the board. Split Bob 75¢, Dee 75¢, Ann 50¢.\n'
    '    Tied hands split that share (house rule).\n'
    '    The odd quarters go to Bob (K♥), Dee (K♦): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).\n'
    '    Beaten: Cal two pair, aces and eights (A♠ A♥ 8♦ 8♣ J♦).',
    [('Bob', 'high', 75), ('Dee', 'high', 75), ('Ann', 'high', 50)],
    {'Ann': -150, 'Bob': 75, 'Cal': 0, 'Dee': 75})


# Duck Flush: no flush anywhere, so the best deuce-to-seven low takes the pot; Cal's straight spoils his low.
CASES['duck-flush-no-flush-low-takes-the-pot'] = ['night Ann Bob Cal', 'game duck-flush', 'deal', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'show Bob As Ks Qs Js 9d', 'show Cal 6s 5h 4d 3c 2s', 'show Ann 8d 7c 5c 3h 2d', 'settle']
EXPECTED['duck-flush-no-flush-low-takes-the-pot'] = (
    'Hand 1 · Duck Flush · dealt by Ann · pot $1.50\n'
    '  Low hand, the whole pot ($1.50): Ann with 8-7-5-3-2 (8♦ 7♣ 5♣ 3♥ 2♦).\n'
    "    Nobody has a high hand of a flush or better: the pot goes to the best low hand (the game's rule).\n"
    '    Beaten: Bob A-K-Q-J-9; Cal a straight, six high.',
    [('Ann', 'high', 150)],
    {'Ann': 0, 'Bob': 0, 'Cal': 0})

# Twist Stud: Cal buys a king for his face-up 3♣ (50¢ into the pot) and fills up; Bob buys one unseen.
CASES['stud-twist-card-bought-face-up'] = ['night Ann Bob Cal', 'game stud-twist', 'deal', 'up Bob 9h, Cal Kc, Ann 4d', 'check, check, check', 'up Bob 9c, Cal 7d, Ann 4s', 'check, check, check', 'up Bob 2h, Cal 7s, Ann Qh', 'check, check, check', 'up Bob Jd, Cal 3c, Ann 8s', 'check, check, check', 'check, check, check', 'twist Bob 1', 'twist Cal 3c for Kd', 'twist Ann 0', 'check, check, check', 'show Bob Ah 9s 5c up 9h 9c 2h Jd', 'show Cal Ks 2c 6d up Kc 7d 7s Kd', 'show Ann Td 5d 4h up 4d 4s Qh 8s', 'settle']
EXPECTED['stud-twist-card-bought-face-up'] = (
    'Hand 1 · Twist Stud · dealt by Ann · pot $2.50\n'
    '  High hand, the whole pot ($2.50): Cal with a full house, kings full of sevens (K♠ K♦ K♣ 7♠ 7♦).\n'
    '    Beaten: Bob three nines; Ann three fours.',
    [('Cal', 'high', 250)],
    {'Ann': -150, 'Bob': -50, 'Cal': 200})

# Forty Four: the last community card (the 9♦) is wild with its rank; Cal's two nines make five sevens.
CASES['forty-four-last-card-wild'] = ['night Ann Bob Cal', 'game forty-four', 'deal', 'check, check, check', 'board 7h', 'check, check, check', 'board Ks', 'check, check, check', 'board 2d', 'check, check, check', 'board 9d', 'check, check, check', 'show Bob Kh Kd 8c 3s', 'show Cal 9s 7c 7d 4h', 'show Ann Ah Qh Jh 5c', 'settle']
EXPECTED['forty-four-last-card-wild'] = (
    'Hand 1 · Forty Four · dealt by Ann · pot $1.50\n'
    '  Wild: nines (the last community card, the 9♦, and every card of its rank).\n'
    '  High hand, the whole pot ($1.50): Cal with five sevens (7♥ 7♦ 7♣ 7♠(9♠) 7♠(9♦)), with 7♥ 9♦ from the board.\n'
    '    A card that reads twice is a wild card standing for a card already held: a wild card may be any card (house rule).\n'
    '    Beaten: Bob four kings; Ann a double-ace flush in hearts.',
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})

# Four-Before: four cards each, a draw dealing one more than thrown away; Bob stands pat, is dealt one and fills a flush.
CASES['four-before-dealt-one-more'] = ['night Ann Bob Cal', 'game four-before', 'deal', 'check, check, check', 'draw Bob 0', 'draw Cal 2', 'draw Ann 4', 'check, check, check', 'show Bob Kh Qh 7h 3h 2h', 'show Cal 8s 8d 8c 4s 4d', 'show Ann Ac Ad 9s 9d 2c', 'settle']
EXPECTED['four-before-dealt-one-more'] = (
    'Hand 1 · Four-Before · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Cal with a full house, eights full of fours (8♠ 8♦ 8♣ 4♠ 4♦).\n'
    '    Beaten: Bob a flush in hearts, king high; Ann two pair, aces and nines.',
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})

# Hidugi: the highest badugi; four cards beat three however high; a tie splits and the odd quarter goes high.
CASES['hidugi-tie-odd-quarter'] = ['night Ann Bob Cal', 'game hidugi', 'deal', 'bet Bob .25, call Cal, call Ann', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'draw Bob 0, Cal 0, Ann 0', 'check, check, check', 'show Bob Ks Qh Jd Tc', 'show Cal Kh Qs Jc Td', 'show Ann As Ah Kd 2c', 'settle']
EXPECTED['hidugi-tie-odd-quarter'] = (
    'Hand 1 · Hidugi · dealt by Ann · pot $2.25\n'
    '  Hidugi, the whole pot ($2.25): a tie — Bob with a four-card badugi, K-Q-J-10 (K♠ Q♥ J♦ 10♣); Cal with a four-card badugi, K-Q-J-10 (K♥ Q♠ J♣ 10♦). Split Bob $1.25, Cal $1.00.\n'
    '    Tied hands split that share (house rule).\n'
    '    The odd quarter goes to Bob (K♠): the highest card by suit (♠ ♥ ♦ ♣), counting all of their cards (house rule).\n'
    '    Beaten: Ann a three-card hand, A-K-2.',
    [('Bob', 'hidugi', 125), ('Cal', 'hidugi', 100)],
    {'Ann': -175, 'Bob': 100, 'Cal': 75})

# Pass Left, Pass Right: three cards left, two right, one left, unseen; the best five of seven take the pot.
CASES['pass-left-right-best-of-seven'] = ['night Ann Bob Cal', 'game pass-left-right', 'deal', 'give Bob, Cal, Ann', 'check, check, check', 'give Bob, Cal, Ann', 'check, check, check', 'give Bob, Cal, Ann', 'check, check, check', 'show Bob Kh Qh 3s 4h 2c 3d Jd', 'show Cal 9s 9d 9c 4s Ts 8h 5c', 'show Ann Td Tc 7h 6d Ah 2s Jc', 'settle']
EXPECTED['pass-left-right-best-of-seven'] = (
    'Hand 1 · Pass Left, Pass Right · dealt by Ann · pot $1.50\n'
    '  High hand, the whole pot ($1.50): Cal with three nines (9♠ 9♦ 9♣ 10♠ 8♥).\n'
    '    Beaten: Bob a pair of threes; Ann a pair of tens.',
    [('Cal', 'high', 150)],
    {'Ann': -150, 'Bob': 0, 'Cal': 150})

# London Lowball: seven-card stud for the ace-to-six low (aces low, straights and flushes count against). Ann's
# A-2-3-4-5 is a straight, so she plays Q-4-3-2-A; Bob's five hearts A-2-3-4-6 are a flush, so he plays 9-4-3-2-A;
# Cal's 7-5-4-3-2 takes the pot (under Razz's low Ann's wheel would have).
CASES['london-lowball-straight-and-flush-count'] = stud("london-lowball", [
    "show Ann As 2d 3d up 4c 5s Kd Qc", "show Bob Ah 2h 3h up 4h 6h 9c Td", "show Cal 7d 5c 4d up 3s 2c Kh Kc"],
    {0: "bet Bob .25, call Cal, call Ann"})
EXPECTED['london-lowball-straight-and-flush-count'] = (
    'Hand 1 · London Lowball · dealt by Ann · pot $2.25\n'
    '  Low hand, the whole pot ($2.25): Cal with 7-5-4-3-2 (7♦ 5♣ 4♦ 3♠ 2♣).\n'
    '    Beaten: Bob 9-4-3-2-A; Ann Q-4-3-2-A.',
    [('Cal', 'low', 225)],
    {'Ann': -175, 'Bob': -25, 'Cal': 200})

@pytest.mark.parametrize("name", list(CASES))
def test_the_ruling_reads_exactly_and_pays_exactly(name):
    text, awards, balances = EXPECTED[name]
    t = Table(*CASES[name])
    ruling = t.rulings[-1]
    assert render_ruling(ruling) == text
    assert [(a.player, a.pot, a.amount) for a in ruling.awards] == awards
    assert sum(a.amount for a in ruling.awards) == ruling.pot
    assert t.balances() == balances


@pytest.mark.parametrize("name", list(CASES))
def test_a_knocked_out_player_is_never_beaten(name):
    ruling = Table(*CASES[name]).rulings[-1]
    out = {s.player for part in ruling.pots for s in part.seats if s.result == "out"}
    for line in ruling.lines:
        if line.strip().startswith("Beaten: "):
            beaten = {entry.split()[0] for entry in line.strip()[len("Beaten: "):].split("; ")}
            assert not beaten & out, line
    for p in out:
        assert any(line.strip().startswith(f"{p}: out — declared both") for line in ruling.lines) or \
            any(line.startswith("Nobody is left to win") for line in ruling.lines), p


@pytest.mark.parametrize("name", list(CASES))
def test_the_ruling_round_trips_through_json(name):
    ruling = Table(*CASES[name]).rulings[-1]
    data = json.loads(json.dumps(ruling.to_json()))
    assert data == ruling.to_json()
    assert Ruling.from_json(data) == ruling


def _said_line_by_line(lines: list[str], path: str, fresh_each: bool) -> list[list[str]]:
    from refcli.kernel.errors import RefereeError
    from refcli.book.report import render_reply
    from refcli.night.session import Session
    from refcli.log.store import Store
    said, session = [], None
    for line in lines:
        if fresh_each or session is None:
            session = Session(Store(path))        # a one-shot command: the night from the store alone
        try:
            said.append(render_reply(session.execute(line), session.night))
        except RefereeError as exc:
            said.append([f"refused: {exc}"])
    return said


@pytest.mark.parametrize("name", list(CASES))
def test_typed_one_command_at_a_time_the_hand_says_what_one_session_says(name, tmp_path):
    # Each one-shot command rebuilds the night from the last snapshot (its JSON keeps mappings in key order,
    # not seat order): a mechanic that read an order back from one would act differently one line at a time.
    assert (_said_line_by_line(CASES[name], str(tmp_path / "one.db"), True)
            == _said_line_by_line(CASES[name], str(tmp_path / "run.db"), False))


def test_every_built_game_has_a_case():
    from pathlib import Path
    games = {p.stem for p in (Path(__file__).resolve().parent.parent / "rulesets" / "games").glob("*.yaml")}
    played = {next(line.split()[1] for line in lines if line.startswith("game ")) for lines in CASES.values()}
    assert games <= played, games - played


def test_every_pot_kind_declaration_outcome_and_tie_break_is_covered():
    kinds, text = set(), []
    for lines in CASES.values():
        ruling = Table(*lines).rulings[-1]
        kinds |= {a.pot for a in ruling.awards}
        text.append(render_ruling(ruling))
    assert kinds == {"high", "low", "chicago", "dots", "points-high", "points-low", "all", "twenty-five",
                     "high-chicago", "badugi", "badugi-aces-high", "board-1", "board-2", "hidugi"}
    everything = "\n".join(text)
    for words in ("Everyone declared high", "Everyone declared low", "out of both ways (house rule)",
                  "tied both ways", "is split and Ann takes the high hand half", "but Bob is out",
                  "Nobody is left to win", "No one remains for the high hand", "a tie counts as a loss",
                  "under beats over", "innies beat outies", "more cards beat fewer", "side and number of cards",
                  "the most dots face up decides", "still tied at 4, so the share is split",
                  "Tied hands split that share", "the odd quarter goes to the high side", "first in the game's order of pots",
                  "sits on the low side for odd quarters", "Nobody has a spade in the hole",
                  "two low spades", "Everyone else folded", "a double-ace flush", "(wild)"):
        assert words in everything, words


def test_a_pot_in_thirds_places_each_odd_quarter_in_words(tmp_path):
    # A home game with three pots of a third each. Pot: Ann's $1.50 ante, three 25c calls, then Bob and Cal
    # 25c each after Ann folds: 11 quarters. 11 = 3 x 3 + 2: the high side takes the first odd quarter, the
    # next pot in the game's order (low) the second; dots keeps its 3 quarters.
    from refcli.night.session import Session
    from refcli.log.store import Store
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "three-way.yaml").write_text(
        "id: three-way\nname: Three Way\nplayers: {min: 2, max: 7}\ndeck: standard\n"
        "deal: [[down, down, up], [up], [up], [up], [down]]\nhand: best-five\n"
        "pots: [{kind: high, share: 1/3}, {kind: low, share: 1/3}, {kind: dots, share: 1/3}]\n", encoding="utf-8")
    t = Table()
    t.session = Session(Store(":memory:"), (str(tmp_path),))
    for line in ["night Ann Bob Cal", "game three-way", "deal", "bet Bob .25, call Cal, call Ann",
                 "bet Bob .25, call Cal, fold Ann", C2, C2, C2, BOB, CAL, "settle"]:
        t(line)
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · Three Way · dealt by Ann · pot $2.75\n"
        "  High hand share ($1.00 of $2.75: a third, rounded up to the quarter): Cal with two pair, aces and tens "
        "(A♦ A♣ 10♠ 10♥ 9♥).\n"
        "    The pot does not divide evenly: the odd quarter goes to the high side (house rule; setting "
        "pot_rounding: high-side).\n"
        "    Beaten: Bob a pair of kings.\n"
        "  Low hand share ($1.00 of $2.75: a third, rounded up to the quarter): Bob with Q-J-9-8-6 "
        "(Q♠ J♦ 9♠ 8♣ 6♥).\n"
        "    The pot does not divide evenly: after the high side's, the next odd quarter goes to the low hand "
        "share, in the game's order of pots (house rule).\n"
        "    Beaten: Cal A-10-9-8-6.\n"
        "  Dots share (75¢ of $2.75: a third, rounded down to the quarter): Cal with 4 dots down (5 up).\n"
        "    Beaten: Bob 0 dots down (3 up).")
    assert t.awards() == [("Cal", "high", 100), ("Bob", "low", 100), ("Cal", "dots", 75)]
    assert t.balances() == {"Ann": -175, "Bob": 50, "Cal": 125}


def test_a_both_ways_player_beaten_by_a_tie_is_out_and_the_tie_splits():
    # Four players: Ann antes $2.00. Dee and Ann tie high with nine-high straights; Bob, declaring both with
    # three queens, loses high to both of them and is out; Cal alone is low.
    t = Table(*stud("seven-card-stud declare", [
        "declare Ann high, Bob both, Cal low, Dee high", "show Ann 5d 6h Ks up 7c 8d 9h 3d",
        "show Bob Qs Qd Jc up Qc 4h 3h Tc", "show Cal 2h 3c 4s up 5s 7s Jh Jd", "show Dee 5c 6d Kh up 7h 8s 9c 2d"],
        players="Ann Bob Cal Dee"))
    assert render_ruling(t.rulings[-1]) == (
        "Hand 1 · 7 Card Stud (declare) · dealt by Ann · pot $2.00\n"
        "  Declared: Bob both, Cal low, Dee high, Ann high.\n"
        "  Bob declared both and lost the high hand to Dee and Ann: out of both ways (house rule).\n"
        "  High hand half ($1.00): a tie — Dee with a straight, nine high (9♣ 8♠ 7♥ 6♦ 5♣); Ann with a straight, "
        "nine high (9♥ 8♦ 7♣ 6♥ 5♦). Split Ann 50¢, Dee 50¢.\n"
        "    Tied hands split that share (house rule).\n"
        "    Bob: out — declared both, lost high.\n"
        "  Low hand half ($1.00): Cal with 7-5-4-3-2 (7♠ 5♠ 4♠ 3♣ 2♥).\n"
        "    Bob: out — declared both, lost high.")
    assert t.awards() == [("Ann", "high", 50), ("Dee", "high", 50), ("Cal", "low", 100)]
    assert t.balances() == {"Ann": -150, "Bob": 0, "Cal": 100, "Dee": 50}


# --- Anaconda (three passes of cards to the left, declared before the last bet, five cards kept) -------------
# Ann antes $1.50; every pass is made unseen (give NAME alone) but Cal's last card, the 2♣ he gives Ann; everyone
# checks through. Bob declares both with the five he kept, 7-6-5-4-3: a straight, which counts against a
# deuce-to-seven low, so Ann's 8-6-4-3-2 beats it and Bob is out of both ways; Cal's kings up take high.
CASES["anaconda-straight-loses-low"] = [
    "night Ann Bob Cal", "game anaconda", "deal", C3, "give Bob, Cal, Ann", C3, "give Bob, Cal, Ann", C3,
    "give Bob, Cal 2c, Ann", C3, "declare Bob both, Cal high, Ann low", C3,
    "show Bob 7d 6h 5s 4c 3d", "show Cal Kh Kd 9s 9c 2h", "show Ann 8s 6c 4d 3h 2c", "settle"]
EXPECTED["anaconda-straight-loses-low"] = (
    "Hand 1 · Anaconda · dealt by Ann · pot $1.50\n"
    "  Declared: Bob both, Cal high, Ann low.\n"
    "  Bob declared both and lost the low hand to Ann: out of both ways (house rule).\n"
    "  High hand half (75¢): Cal with two pair, kings and nines (K♥ K♦ 9♠ 9♣ 2♥).\n"
    "    Bob: out — declared both, lost low.\n"
    "  Low hand half (75¢): Ann with 8-6-4-3-2 (8♠ 6♣ 4♦ 3♥ 2♣).\n"
    "    Bob: out — declared both, lost low.",
    [('Cal', 'high', 75), ('Ann', 'low', 75)],
    {'Ann': -75, 'Bob': 0, 'Cal': 75})


