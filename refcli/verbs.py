"""The verbs of the table language, with one line of help each.

Kept free of imports: the CLI reads it to find a verb's command, and `refcli --version` should not pay
for the parser.
"""

# Verbs that record an event, and queries that only read.
EVENT_VERBS = ("night", "game", "deal", "up", "down", "board", "indicator", "flush", "take", "pass", "draw", "bet", "check",
               "call", "raise", "fold", "buyout", "pay", "declare", "show", "settle", "penalty", "undo", "end",
               "join", "leave", "sitout", "back", "rename", "misdeal", "buyin", "cashout", "expense", "paid",
               "blinds", "ask", "upcard", "tiecard",
               "maxbet", "card", "wager", "hit", "stay", "swap",
               "start", "turn", "extra", "buy", "wild", "peek", "match", "divorce")
EVENT_VERBS += ("pat",)     # Pat Hand (refcli/table/steps/pat.py)
EVENT_VERBS += ("aside", "bid")     # Ebay (refcli/table/steps/aside.py, auction.py)
QUERY_VERBS = ("balances", "status")
ALL_VERBS = EVENT_VERBS + QUERY_VERBS

# `refcli help-table` and each one-shot command's --help: (usage, summary, the group `refcli --help` lists
# the verb's command under: "table" at the table, "between" between hands; refcli/commands/__init__.py).
VERB_HELP = {
    "night": ("night NAME NAME ...", "open a night: the seats clockwise; the first name deals and picks first",
              "between"),
    "game": ("game NAME [VARIANT ...]", "the picker's game for the next hands (game seven-card-stud declare)",
             "between"),
    "deal": ("deal", "start the next hand: the deal passes left and the dealer antes for everyone dealt in "
             "(more players than the game takes: the dealer sits out first, then those to the dealer's right)",
             "table"),
    "up": ("up PLAYER CARD ..., PLAYER CARD ...", "face-up cards as they are dealt", "table"),
    "down": ("down PLAYER CARD ...", "face-down cards (optional until the showdown)", "table"),
    "board": ("board CARD ...", "community cards, in dealing order", "table"),
    "indicator": ("indicator CARD ...", "a card shown to set the wild cards (Three Turds, Follow the Joker)",
                  "table"),
    "flush": ("flush CARD", "the flush card, turned for the table before the last bet (Three Turds flush): a "
              "card of its suit face down cannot win the high hand", "table"),
    "start": ("start CARD", "No Peek: the card to beat, turned by the dealer (nobody's card)", "table"),
    "turn": ("turn PLAYER CARD ...", "No Peek: the player on turn turns his face-down cards, one by one in the order "
             "typed", "table"),
    "extra": ("extra PLAYER CARD", "No Peek: the card a 4 turned or bought brings, dealt face up at once", "table"),
    "buy": ("buy PLAYER CARD", "No Peek: a player who turned all his cards without beating buys one ($4.00, then "
            "$7.00; no third)", "table"),
    "wild": ("wild PLAYER CARD", "No Peek, Partners: the player pays for his 3 or 9 to be wild ($1.00, $2.00), "
             "before the next card", "table"),
    "peek": ("peek PLAYER [waived]", "No Peek: the player looked at a card out of turn: the penalty and a fold",
             "table"),
    "match": ("match PLAYER", "Partners: the player pays the same fee as his partner's wild card, and they stay "
              "partners", "table"),
    "divorce": ("divorce PLAYER", "Partners: the player does not match his partner's wild card: they are divorced",
                "table"),
    "draw": ("draw PLAYER N | draw PLAYER DISCARDS for NEW", "draw games: the player on turn discards and is "
             "dealt as many (draw Bob 0 stands pat)", "table"),
    "take": ("take PLAYER CARD", "take-or-pass games (5½-25½): the player on turn takes this card, face up", "table"),
    "pass": ("pass [PLAYER]", "take-or-pass games: the player on turn takes no card (passes that lock him count); "
             "Ebay's auction: the player on turn bids nothing for the card on sale", "table"),
    "bet": ("bet [PLAYER] AMOUNT", "open the betting (at most the house's maximum bet)", "table"),
    "check": ("check [PLAYER]", "pass when nothing is owed", "table"),
    "call": ("call [PLAYER]", "match the current bet", "table"),
    "raise": ("raise [PLAYER] AMOUNT", "raise by AMOUNT over the current bet", "table"),
    "fold": ("fold [PLAYER]", "drop out of the hand (at the showdown: concede)", "table"),
    "buyout": ("buyout [PLAYER]", "fold in a game played with a buy-out, paying it into the pot", "table"),
    "pay": ("pay PLAYER AMOUNT [REASON]", "any other payment into the pot", "table"),
    "declare": ("declare PLAYER high|low|both, ...", "declarations in a high-low game, after the last bet", "table"),
    "show": ("show PLAYER DOWN ... up UP ...", "a player's cards at the showdown: face down first, then after 'up' "
             "face up (two-group games: HIGH FIVE / LOW FIVE); show PLAYER alone: the cards typed for him as dealt",
             "table"),
    "settle": ("settle", "rule on the hand, print the ruling, move the money (players whose every card was typed "
               "as dealt need no show)", "table"),
    "penalty": ("penalty PLAYER [waived] [REASON]", "the house penalty into the pot (or waived)", "table"),
    "undo": ("undo", "void the last recorded action (it stays in the log, voided)", "table"),
    "end": ("end [force] [carry]", "end the night: balances and who pays whom (force: close it though the cash "
            "does not reconcile; carry: carry the balances to the next night instead of paying them)", "between"),
    "buyin": ("buyin PLAYER AMOUNT", "cash a player hands the bank, at any time (a rebuy is another buy-in)",
              "between"),
    "cashout": ("cashout PLAYER AMOUNT", "cash the bank hands back to a player, at any time", "between"),
    "paid": ("paid PLAYER AMOUNT", "settle AMOUNT of a balance carried from an earlier night (end carry)", "between"),
    "expense": ("expense PLAYER AMOUNT REASON [split all|NAME,NAME...]", "a cost PLAYER paid for the table (pizza), "
                "shared by everyone or those named and settled with the night's transfers", "between"),
    "join": ("join NAME [after PLAYER]", "between hands: seat a late arrival (default: at the next dealer's right, "
             "who deals last)", "between"),
    "leave": ("leave PLAYER [settle]", "between hands: out for the rest of the night (the balance stays in the "
              "settlement; settle: the player pays or is paid it now, at the table or with the bank)", "between"),
    "sitout": ("sitout PLAYER", "between hands: the deal and the pick pass the player by until back", "between"),
    "back": ("back PLAYER", "between hands: a player who sat out (or left) plays again", "between"),
    "rename": ("rename PLAYER NEW-NAME", "between hands: fix a misspelt name (balances and reports follow)",
               "between"),
    "misdeal": ("misdeal", "void the hand under way: every ante and bet goes back; the deal passes as the house "
                "says", "table"),
    "blinds": ("blinds SMALL BIG", "between hands, in a game played with blinds (2s to 25): the small and the big "
               "blind from the next deal, for as long as the game is played", "between"),
    "ask": ("ask PLAYER N, PLAYER N ...", "2s to 25: from the dealer's left, each player calls for N cards (then "
            "down PLAYER CARDS once every call is made)", "table"),
    "upcard": ("upcard CARD", "2s to 25: the card turned face up after the first bet; its suit counts double",
               "table"),
    "tiecard": ("tiecard CARD", "2s to 25: a new face-up card, when the ruling asks for one to break a tie", "table"),
    "maxbet": ("maxbet AMOUNT", "7½: the dealer's maximum wager for this deal, before its first wager (at most the "
               "house bet limit)", "table"),
    "card": ("card [PLAYER] CARD, [PLAYER] CARD ...", "7½: face-down cards as dealt, clockwise from the dealer's left, "
             "the dealer last (not echoed)", "table"),
    "wager": ("wager [PLAYER] AMOUNT", "7½: the player whose duel is next wagers, up to the dealer's maximum (drinks: "
              "wager Bob 2/3)", "table"),
    "hit": ("hit [PLAYER] CARD", "7½: one more card to the player (or, after the player stays, the dealer)", "table"),
    "stay": ("stay [PLAYER]", "7½: the player stands (his card is then turned against the dealer's), or the dealer "
             "stands and the duel is ruled", "table"),
    "swap": ("swap [DEALER] CARD", "7½: after a player's bust, the dealer swaps his unseen card for this one",
             "table"),
    "pat": ("pat PLAYER [CARD ...]", "Pat Hand: after a betting round, the player declares a pat hand (a straight "
            "or better) and the game is over; the cards: any of its face-down cards not typed yet", "table"),
    "aside": ("aside [down] CARD ... | aside down", "Ebay: the cards put aside for the auction, in order (a face-up "
              "one before its auction; the face-down one once it is won, or aside down while it lies unseen)",
              "table"),
    "bid": ("bid [PLAYER] AMOUNT", "Ebay's auction: a bid for the card on sale ($2.00 to $4.50 first, then up in "
            "50¢ steps to $5.00, then only $10.00); pass PLAYER passes", "table"),
    "balances": ("balances", "each player's balance so far", "between"),
    "status": ("status", "the hand in progress: pot, whose turn, what is owed", "table"),
}


def table_help() -> str:
    """The verb table `refcli help-table` prints (the shell adds its own words after it)."""
    width = max(len(u) for u, _, _ in VERB_HELP.values())
    lines = ["One command per line; # starts a comment; a comma separates clauses (bet Bob .50, call Cal).",
             "Players by unique prefix, any case. Cards: Ah 10d Td 10♠ jk. Amounts: 1 1.00 $1 .75 75c 3q.", ""]
    lines += [f"  {usage:<{width}}  {summary}" for usage, summary, _ in VERB_HELP.values()]
    return "\n".join(lines)
