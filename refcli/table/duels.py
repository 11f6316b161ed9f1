"""Duels: money a game moves from player to player instead of through a pot (7½: the dealer against each
player in turn). Each duel is read from the posting that paid it, as stored, so a past night's duels are what
was paid then: {"player", "dealer", "winner", "amount"} (cents, won by ``winner``; SPEC §4)."""

from __future__ import annotations

DUEL = "7½ duel"      # the reason of a duel's posting (refcli/table/stakes.py); drinks go between drink accounts


def duels_of(postings, dealer: str) -> list[dict]:
    """The money duels among ``postings`` (Posting values or their stored [from, to, amount, reason] lists) of
    a hand dealt by ``dealer``: the loser paid the winner; the other side of the dealer is the player."""
    out = []
    for p in postings:
        frm, to, amount, reason = (p.frm, p.to, p.amount, p.reason) if hasattr(p, "frm") else p
        if reason == DUEL and not frm.startswith("(") and not to.startswith("("):
            out.append({"player": frm if to == dealer else to, "dealer": dealer, "winner": to, "amount": amount})
    return out


def duel_words(duel: dict) -> str:
    """One duel as a person says it: 'Bob against Ann (dealing): Bob wins 75¢'."""
    from ..kernel.money import format_money
    return (f"{duel['player']} against {duel['dealer']} (dealing): {duel['winner']} wins "
            f"{format_money(duel['amount'])}")
