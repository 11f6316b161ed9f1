"""The families `refcli rules` groups the games by: a game says its own with `family:` in its file, and the
loader refuses any other word. Listed in the order the games list shows them; a game that names no family
(a members' file written before families) is listed after them, under OTHER."""

from __future__ import annotations

FAMILIES = {
    "stud": "Stud games (cards up and down, no cards shared)",
    "draw": "Draw games (all cards down, changed in a draw)",
    "board": "Board games (community cards shared by all)",
    "lowball": "Lowball (the lowest hand takes the pot)",
    "split": "Split-pot games (high and low share the pot)",
    "banking": "Banking games (each player against the dealer)",
    "point": "Point games (closest to a count)",
}
OTHER = "Other games (no family named in the file)"
SUMMARY_MAX = 100       # the one line `refcli rules` prints for a game, beside its name
