"""The verbs of the table language, with one line of help each: the night's own here, each mechanic's in its own
module (refcli/table/steps/<mechanic>.py, its MECHANIC), read from the generated index refcli/kernel/declared.py.

Kept free of imports but that data: the CLI reads it to find a verb's command, and `refcli --version` should
not pay for the parser.
"""

from ..kernel.declared import VERBS as _MECHANICS

# The table language's own verbs: verb -> (usage, help, group, completion role, repeated with a player alone
# [, its one-letter form]).
# group: "table" (at the table) or "between" (between hands, the night's own business), for `refcli --help`;
# The one-letter forms are the letters of poker's own shorthand (x check, c call, f fold, b bet, r raise). First
# in a line, or after a betting clause in its shape (b and r with an amount), the letter is the verb, never a
# player's one-letter prefix: a player is named with two letters or more there (ca for Cal), or in full
# (refcli/language/script.py, _short_clause).
# role: what the shell completes as the first word ("" nothing, "seated" any seated player, "in-hand" a
# player still in the hand); repeated: after a comma a clause of this verb may name only a player.
_EVENTS = {
    "night": ('night NAME NAME ...', 'open a night: the seats clockwise; the first name deals and '
                                     'picks first',
                                     'between', '', False),
    "game": ('game NAME [VARIANT ...] [override]', "the picker's game for the next hands (game seven-card-stud "
                                        'declare); override: change the game before the pick\'s hands are '
                                        'up (it plays the hands left)',
                                        'between', '', False),
    "deal": ('deal', 'start the next hand: the deal passes left and the dealer antes for everyone '
                     'dealt in (more players than the game takes: the dealer sits out first, then '
                     "those to the dealer's right)",
                     'table', '', False, 'd'),
    "up": ('up [PLAYER] CARD ..., PLAYER CARD ...', 'face-up cards as they are dealt; without a name, '
                                                    'to the players still in as dealt, left of the dealer '
                                                    'and the dealer last, one round at a time (up 7h qd '
                                                    '9h 8c)',
                                                    'table', 'in-hand', True),
    "down": ('down [PLAYER] CARD ...', 'face-down cards (optional until the showdown); without a name, '
                                       'as dealt, like up',
                                       'table', 'in-hand', True),
    "board": ('board CARD ...', 'community cards, in dealing order',
                                'table', '', False),
    "indicator": ('indicator CARD ...', 'a card shown to set the wild cards (Three Turds, Follow the '
                                        'Joker)',
                                        'table', '', False),
    "pass": ('pass [PLAYER]', 'take-or-pass games: the player on turn takes no card (passes that lock'
                              " him count); Ebay's auction: the player on turn bids nothing for the "
                              'card on sale',
                              'table', 'in-hand', False),
    "bet": ('bet [PLAYER] AMOUNT', "open the betting (at most the house's maximum bet)",
                                   'table', 'in-hand', False, 'b'),
    "check": ('check [PLAYER]', 'pass when nothing is owed',
                                'table', 'in-hand', False, 'x'),
    "checks": ('checks', 'a round of checks: everyone still to act in this betting round checks',
                         'table', '', False),
    "call": ('call [PLAYER]', 'match the current bet',
                              'table', 'in-hand', False, 'c'),
    "raise": ('raise [PLAYER] AMOUNT', 'raise by AMOUNT over the current bet',
                                       'table', 'in-hand', False, 'r'),
    "fold": ('fold [PLAYER]', 'drop out of the hand (at the showdown: concede)',
                              'table', 'in-hand', False, 'f'),
    "buyout": ('buyout [PLAYER]', 'fold in a game played with a buy-out, paying it into the pot',
                                  'table', 'in-hand', False),
    "pay": ('pay PLAYER AMOUNT [REASON]', 'any other payment into the pot',
                                          'table', 'seated', False),
    "declare": ('declare PLAYER high|low|both, ... · declare l h b', 'declarations in a high-low game, after the'
                                                                   ' last bet; without names, the players in '
                                                                   'turn (declare l h b h, declare lhbh)',
                                                     'table', 'in-hand', True),
    "show": ('show [PLAYER] DOWN ... up UP ...', "a player's cards at the showdown: face down first, "
                                                 "then after 'up' face up (two-group games: HIGH FIVE /"
                                                 ' LOW FIVE); show PLAYER alone: the cards typed for '
                                                 'him as dealt; show PLAYER CARD ...: only the cards '
                                                 'not typed yet (his hole cards once his up cards were '
                                                 'typed); without a name: the next player to show',
                                                 'table', 'in-hand', True),
    "settle": ('settle', 'rule on the hand, print the ruling, move the money (players whose every '
                         'card was typed as dealt need no show)',
                         'table', '', False, 's'),
    "penalty": ('penalty PLAYER [waived] [REASON]', 'the house penalty into the pot (or waived)',
                                                    'table', 'seated', False),
    "undo": ('undo [N|clause]', 'take back the last line as typed, whole, every clause and card (undo N: '
                                'the last N lines; undo clause: only its last clause); it stays in the log, '
                                'voided',
                     'table', '', False),
    "end": ('end [force] [carry]', 'end the night: balances and who pays whom (force: close it though'
                                   ' the cash does not reconcile; carry: carry the balances to the '
                                   'next night instead of paying them)',
                                   'between', '', False),
    "join": ('join NAME [after PLAYER]', 'between hands: seat a late arrival (default: at the next '
                                         "dealer's right, who deals last)",
                                         'between', '', False),
    "leave": ('leave PLAYER [settle]', 'between hands: out for the rest of the night (the balance stays in the'
                                       ' settlement; settle: the player pays or is paid it now, at the table or '
                                       'with the bank, shown and asked first; --yes answers beforehand)',
                                       'between', 'seated', False),
    "sitout": ('sitout PLAYER', 'between hands: the deal and the pick pass the player by until back',
                                'between', 'seated', False),
    "back": ('back PLAYER', 'between hands: a player who sat out (or left) plays again',
                            'between', 'seated', False),
    "rename": ('rename PLAYER NEW-NAME', 'between hands: fix a misspelt name (balances and reports '
                                         'follow)',
                                         'between', 'seated', False),
    "misdeal": ('misdeal', 'void the hand under way: every ante and bet goes back; the deal passes as'
                           ' the house says',
                           'table', '', False),
    "buyin": ('buyin PLAYER AMOUNT', 'cash a player hands the bank, at any time (a rebuy is another '
                                     'buy-in)',
                                     'between', 'seated', False),
    "cashout": ('cashout PLAYER AMOUNT', 'cash the bank hands back to a player, at any time',
                                         'between', 'seated', False),
    "expense": ('expense PLAYER AMOUNT REASON [split all|NAME,NAME...]', 'a cost PLAYER paid for the table (pizza), shared by everyone'
                                                                         " or those named and settled with the night's transfers",
                                                                         'between', 'seated', False),
    "paid": ('paid FROM [TO] AMOUNT', 'FROM pays TO AMOUNT of a debt carried from an earlier night (end '
                                      'carry); TO may be left out where FROM owes, or is owed by, one member '
                                      'only; with no night open, a payment between nights',
                                      'between', 'seated', False),
}
# Queries that only read.
_QUERIES = {
    "balances": ('balances', "each player's balance so far",
                             'between', '', False),
    "status": ('status', 'the hand in progress: pot, whose turn, what is owed',
                         'table', '', False),
}
_DECLARED = {**_EVENTS, **_MECHANICS, **_QUERIES}

# Verbs that record an event, and queries that only read.
EVENT_VERBS = tuple(_EVENTS) + tuple(_MECHANICS)
QUERY_VERBS = tuple(_QUERIES)
ALL_VERBS = EVENT_VERBS + QUERY_VERBS

# letter -> verb (the night's own letters, then every verb's), and verb -> its usage with its letter
# (`call [PLAYER] · c`).
OWN_LETTERS = {d[5]: verb for verb, d in _EVENTS.items() if len(d) > 5}
SHORT = {d[5]: verb for verb, d in _DECLARED.items() if len(d) > 5}
_USAGE = {verb: d[0] + (f" · {d[5]}" if len(d) > 5 else "") for verb, d in _DECLARED.items()}

# `refcli help-table` and each one-shot command's --help: (usage, summary, the group `refcli --help` lists the
# verb's command under: "table" at the table, "between" between hands; refcli/commands/__init__.py).
VERB_HELP = {verb: (_USAGE[verb], summary, group) for verb, (_, summary, group, *_) in _DECLARED.items()}
# The shell's completion: verbs whose first argument is a player, those of them that name a player still in the
# hand, and those usually repeated after a comma with the player alone ("up Bob 7d, Cal Qh").
PLAYER_VERBS = tuple(verb for verb, d in _DECLARED.items() if d[3])
HAND_VERBS = tuple(verb for verb, d in _DECLARED.items() if d[3] == "in-hand")
REPEATED_WITH_PLAYER = tuple(verb for verb, d in _DECLARED.items() if d[4])


def table_help() -> str:
    """The verb table `refcli help-table` prints (the shell adds its own words after it)."""
    width = max(len(u) for u, *_ in VERB_HELP.values())
    lines = ["One command per line; # starts a comment; a comma separates clauses (bet Bob .50, call Cal).",
             "Players by unique prefix, any case. Cards: Ah 10d Td 10♠ jk. Amounts: 1 1.00 $1 .75 75c 3q.",
             "Short forms: a betting clause without a name is the player on turn's (bet 1, call, raise 1, c, c);",
             "x c f b r: check call fold bet raise, poker's shorthand (first in a line or after a betting clause",
             "the letter is the verb: name a player there with two letters, ca for Cal); checks: a round of",
             "checks; cards without names go to the players as dealt (up 7h qd 9h 8c).",
             "Faster: cards need no spaces (up 7hqd9h8c, show asks3c7d7h7s2c: with nothing typed for him and no",
             "'up', the face-down cards first); a betting round in one word (b.5r.5ccc: bet .5, raise .5, call x3);",
             "d deal, s settle; 7½: cards (the round's face-down cards), w wager, h hit (h 6dks: two hits).",
             "Declarations without names go to the players in turn from the dealer's left: declare l h b h, or in",
             "one word, declare lhbh (h l b: high, low, both; declare b h with a Bob seated is Bob's, as ever).", ""]
    lines += [f"  {usage:<{width}}  {summary}" for usage, summary, _ in VERB_HELP.values()]
    return "\n".join(lines)


# A glued betting word (`b.5r.5ccc`) holds only these; the parser reads it (refcli/language/script.py).
_RUN_CHARS = frozenset("xcfbr0123456789.$")


def line_verb(word: str) -> str | None:
    """The verb a line's first word names, for the command line to find its command: the verb itself, its
    letter (`c`), or the first letter of a glued betting word (`b.5r.5ccc`); None for any other word."""
    w = word.lower()
    if w in VERB_HELP:
        return w
    if w in SHORT:
        return SHORT[w]
    if len(w) > 1 and w[0] in "xcfbr" and set(w) <= _RUN_CHARS:
        return SHORT[w[0]]
    if glued_letter(w):
        return SHORT[w[0]]          # `w.5`, `h5c`: a letter glued to its amount or cards
    if len(w) > 2 and w[0] in "xcfbr" and w[1] in _RUN_CHARS and betting_slip_at(w) is not None:
        return SHORT[w[0]]          # a glued round with a slip in it: its verb's command names the slip
    return None


def betting_slip_at(word: str) -> tuple[str, int] | None:
    """Where a word that starts as a glued betting round (two of its clauses read, or one with its amount) stops
    being one: ("letter", i) for a character that is no betting letter, ("amount", i) for a b or r without its
    amount in a word of nothing but betting letters and amounts; None for a word that is a whole round or does
    not start like one (refcli/language/slips.py says it in words)."""
    text, at, steps, amounts = word.lower(), 0, 0, 0
    while at < len(text) and text[at] in "xcfbr":
        end = amount_end(text, at + 1) if text[at] in "br" else None
        if text[at] in "br" and end is None:
            return ("amount", at) if set(text) <= _RUN_CHARS else None
        at = end if end is not None else at + 1
        steps += 1
        amounts += end is not None
    if at >= len(text) or steps < 2 and not amounts:
        return None
    return "letter", at


def amount_end(text: str, at: int) -> int | None:
    """The end of an amount as a glued word writes it (`$1`, `1.25`, `.5`) starting at ``at``; None when none does."""
    i = at + (text[at:at + 1] == "$")
    digits = i
    while i < len(text) and text[i].isdigit():
        i += 1
    whole = i > digits
    if text[i:i + 1] == "." and i + 1 < len(text) and text[i + 1].isdigit():
        i += 1
        while i < len(text) and text[i].isdigit():
            i += 1
        return i
    return i if whole else None


def glued_letter(word: str) -> bool:
    """Whether ``word`` is a verb's letter glued to what its usage takes: an amount (`w.5`, `b1`) or cards
    (`h5c`, `h6dks`)."""
    w = word.lower()
    verb, rest = SHORT.get(w[:1]), w[1:]
    if verb is None or not rest:
        return False
    usage = _DECLARED[verb][0]
    if "AMOUNT" in usage and set(rest) <= _AMOUNT_CHARS and any(c.isdigit() for c in rest):
        return True
    return "CARD" in usage and card_run(rest) is not None


_AMOUNT_CHARS = frozenset("0123456789.$")
_SUITS = frozenset("shdc♠♥♦♣")
_RANKS = frozenset("23456789tjqka")


def card_run(word: str) -> list[str] | None:
    """The cards of a word that is cards and nothing else (`6dks` -> 6d ks, `10djk`, dual cards `as/kd2d/qc`),
    in the one reading there is (a card is never a prefix of another); None for any other word. The language's
    one definition of cards typed without spaces (refcli/language/script.py splits glued cards with it)."""
    text, out, i = word.lower(), [], 0
    while i < len(text):
        start = i
        for half in (0, 1):             # a card, and after '/' a dual card's bottom half
            if text.startswith("jk", i) and not half:
                i += 2
                break
            rank = 2 if text.startswith("10", i) else 1 if text[i:i + 1] in _RANKS else 0
            if not rank or text[i + rank:i + rank + 1] not in _SUITS:
                return None
            i += rank + 1
            if half or text[i:i + 1] != "/":
                break
            i += 1
        out.append(word[start:i])
    return out or None
