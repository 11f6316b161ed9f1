"""The ids of the games shipped in rulesets/games, written out once.

The games list (`refcli rules`) and the tests that go through every game read them from here, so adding a
game changes one line. It is spelled out, not read from the rulesets folder, so a game
that disappears by accident fails the tests.
"""

BUILT_GAMES = ("amarillo", "amarillo-6", "dots", "five-and-a-half", "follow-the-joker", "high-and-low-poker",
               "high-hand-low-hand", "iron-cross", "jacks-are-wild", "low-card-in-the-hole", "matrix",
               "seven-card-stud", "texas-draw", "three-turds", "tin-queue")
BUILT_GAMES += ("twos-to-25",)
BUILT_GAMES += ("seven-and-a-half",)     # issue 8
BUILT_GAMES += ("no-peek",)           # issue 7
BUILT_GAMES += ("partners",)          # issue 7
BUILT_GAMES += ("pat-hand", "ebay")


def games_list(*extra):
    """The games as the refusal lists them: sorted ids, comma separated (with any games a test adds)."""
    return ", ".join(sorted(BUILT_GAMES + extra))
BUILT_GAMES += ("baseball",)          # issue 18
BUILT_GAMES += ("follow-the-queen",)  # issue 18
BUILT_GAMES += ("anaconda",)          # issue 18
BUILT_GAMES += ("razz", "omaha", "stud-8", "omaha-8", "high-chicago", "spit-in-the-ocean")  # issue 25
BUILT_GAMES += ("pineapple", "crazy-pineapple", "lazy-pineapple")    # issue 25: the discard
BUILT_GAMES += ("roll-your-own", "mexican-stud")      # issue 25: cards rolled up (expose)
BUILT_GAMES += ("badugi", "badacey", "badeucey")  # issue 25
BUILT_GAMES += ("omaha-10", "korean", "mississippi-studugi")  # issue 25
BUILT_GAMES += ("woolworth",)           # issue 25: a price per rank for a card dealt face up
BUILT_GAMES += ("murder",)              # issue 25: a redeal that keeps the pot
BUILT_GAMES += ("texas-holdem", "five-card-draw", "five-card-stud", "deuce-to-seven-triple-draw", "cincinnati",
                "kings-and-little-ones", "pass-the-trash", "deuces-wild", "deuce-to-seven-single-draw", "ace-to-five-triple-draw",
                "california-lowball")  # issue 25: YAML alone
BUILT_GAMES += ("five-card-omaha", "big-o", "courchevel", "dr-pepper", "deuces-wild-stud", "mississippi-stud",
                "stud-high-low-declare", "deuces-and-jacks", "deuce-to-seven-razz", "holdem-8",
                "one-eyed-jacks")  # issue 25: YAML alone
BUILT_GAMES += ("chowaha",)            # issue 25: a layout of community cards
BUILT_GAMES += ("chicago-hi-lo",)      # issue 25: hand-worked (both Chicago halves, no spade: the high hand)
BUILT_GAMES += ("crazy-pineapple-hi-lo", "omaha-double-board")  # issue 25: hand-worked, YAML alone
BUILT_GAMES += ("heinz",)               # issue 25: hand-worked, a price per rank (YAML alone)
BUILT_GAMES += ("irish",)               # issue 25: hand-worked, a discard of two (YAML alone)
BUILT_GAMES += ("showdown-holdem",)     # issue 25: hand-worked, hold'em with no betting (YAML alone)
BUILT_GAMES += ("double-board-holdem",)   # issue 25: two boards, a share each
BUILT_GAMES += ("duck-flush",)  # issue 25: a share nobody qualifies for goes to another hand
BUILT_GAMES += ("stud-twist",)  # issue 25: a card bought (the twist step)
BUILT_GAMES += ("forty-four",)  # issue 25: the last community card wild with its rank
BUILT_GAMES += ("four-before",)  # issue 25: a draw dealing one more card than thrown away
BUILT_GAMES += ("hidugi",)  # issue 25: badugi judged for high
BUILT_GAMES += ("pass-left-right",)  # issue 25: a pass to the right
BUILT_GAMES += ("london-lowball",)  # issue 25: the ace-to-six low (refcli/evaluate/acesix.py)
