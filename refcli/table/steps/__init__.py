"""The registered flow steps, one module each, and where each name they register lives.

A game's hand loads only the modules of what it uses: the registries (refcli/registry.py) look a name up in
WHERE and import that one module, so a one-shot `deal` or `bet` pays for its game's steps, not for every
game's. `every` imports them all (the fallback, and what lists every step). tests/test_step_index.py checks
that WHERE names exactly what each module registers.
"""

# For each registry the step modules fill (by its `what`), each module and the names it registers there.
_REGISTERED = {
    "step": {
        "ante": ("ante",),
        "bet": ("bet",),
        "blinds": ("blinds",),
        "control": ("until", "again", "each-start", "each-head", "each-next"),
        "deal": ("deal",),
        "draw": ("draw",),
        "flush_card": ("flush-card",),
        "showdown": ("declare", "show", "settle"),
        "take_pass": ("take-pass",),
        "ask": ("ask",),
        "upcard": ("upcard",),
        "tiecards": ("tiecard-settle",),
        "duel": ("max-wager", "round-cards", "duel"),
        "paid_wilds": ("paid-wilds",),
        "partners": ("partners",),
        "turn_until_beat": ("start-card", "turn-until-beat", "bet-on-beat"),
        "deck": ("deck", "deal-on"),
        "pat": ("pat",),
        "aside": ("put-aside",),
        "auction": ("auction",),
    },
    "hand state part": {
        "bet": ("bet",),
        "control": ("each",),
        "draw": ("draw",),
        "flush_card": ("flush-card",),
        "showdown": ("showdown",),
        "take_pass": ("take-pass",),
        "ask": ("ask",),
        "upcard": ("upcard",),
        "duel": ("duels",),
        "paid_wilds": ("paid-wilds",),
        "partners": ("partners",),
        "turn_until_beat": ("no-peek",),
        "deck": ("deck",),
        "pat": ("pat",),
        "aside": ("aside",),
        "auction": ("auction",),
    },
    "night verb": {
        "blinds": ("blinds",),
        "paid_wilds": ("wild",),
        "partners": ("match", "divorce"),
        "turn_until_beat": ("peek",),
        "pat": ("pat",),
        "aside": ("aside",),
    },
    "table verb": {
        "blinds": ("blinds",),
        "draw": ("draw",),
        "flush_card": ("flush",),
        "take_pass": ("take",),
        "ask": ("ask",),
        "upcard": ("upcard", "tiecard"),
        "duel": ("card", "hit", "swap", "wager", "stay", "maxbet"),
        "paid_wilds": ("wild",),
        "partners": ("match", "divorce"),
        "turn_until_beat": ("start", "turn", "extra", "buy", "peek"),
        "pat": ("pat",),
        "aside": ("aside",),
        "auction": ("bid",),
    },
    "loop condition": {
        "control": ("everyone-locked",),
        "duel": ("deal-over",),
        "turn_until_beat": ("one-left",),
        "pat": ("game-over",),
    },
}


_M = "refcli.table.steps."
WHERE = {what: {name: _M + module for module, names in by_module.items() for name in names}
         for what, by_module in _REGISTERED.items()}
# The misdeal's refunds are a part of every hand's state, kept outside the steps (refcli/table/misdeal.py).
WHERE["hand state part"]["paid"] = "refcli.table.misdeal"
