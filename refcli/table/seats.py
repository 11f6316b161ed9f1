"""The seats of a night, changed between hands: a late arrival joins, a player leaves for the night, sits out a
while and comes back, or has his typo'd name fixed.

``Night.players`` keeps everyone who sat tonight in clockwise order (a player who left keeps his seat in the
list, and his balance in the settlement); ``away`` and ``gone`` say who the deal and the pick pass by. The
rotations are seat indexes resolved to the first player present (``Night.seat_from``), so a seat inserted by
``join`` shifts the indexes after it.
"""

from __future__ import annotations

from ..kernel.errors import IllegalAction
from ..kernel.money import format_money
from ..kernel.registry import NIGHT_VERBS
from ..language.script import Action
from .flow import Ctx
from .state import Night

SEAT_VERBS = ("join", "leave", "sitout", "back", "rename")


def _between_hands(night: Night, verb: str) -> None:
    if night.hand is not None:
        raise IllegalAction(f"hand {night.hand.number} is being played: {verb} waits until it is settled "
                            f"(or misdealt)")


def _taken(night: Night, name: str, but: str | None = None) -> None:
    from ..language.script import fold_name
    for p in night.players:
        if p != but and (p.casefold() == name.casefold() or fold_name(p) == fold_name(name)):
            raise IllegalAction(f"{p} is already seated tonight: choose another name")


def _keep_two(night: Night, player: str, verb: str) -> None:
    if len([p for p in night.present if p != player]) < 2:
        raise IllegalAction(f"{verb} {player} would leave fewer than two players at the table")


def _insert(night: Night, name: str, at: int) -> None:
    """Seat ``name`` at index ``at``; the rotations keep pointing at the same players. They are pinned to
    the players they resolve to first: an index left on an absent seat would otherwise skip on to the
    newcomer when he sits just after it."""
    night.dealer_index = night.players.index(night.next_dealer)
    night.picker_index = night.players.index(night.picker)
    night.players.insert(at, name)
    if night.dealer_index >= at:
        night.dealer_index += 1
    if night.picker_index >= at:
        night.picker_index += 1
    night.ledger.accounts.setdefault(name, 0)


@NIGHT_VERBS.register("join")
def _join(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night = ctx.night
    _between_hands(night, "join")
    name = action.players[0]
    _taken(night, name)
    if action.player is not None:
        if action.player in night.gone:
            raise IllegalAction(f"{action.player} has left for the night: seat {name} after someone at the table")
        at = night.players.index(action.player) + 1
    else:
        # At the next dealer's right, so the newcomer deals last in the round that starts now.
        at = night.players.index(night.next_dealer) or len(night.players)
    _insert(night, name, at)
    present = night.present
    right = present[present.index(name) - 1]
    return (f"{name} joins, seated after {right} (clockwise: {', '.join(present)}); "
            f"{night.next_dealer} deals next.",)


@NIGHT_VERBS.register("leave")
def _leave(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night, p = ctx.night, action.player
    _between_hands(night, "leave")
    if p in night.gone:
        raise IllegalAction(f"{p} has already left")
    _keep_two(night, p, "leave")
    if p in night.away:
        night.away.remove(p)
    if action.text == "settle":
        from .leaving import settle_leaver     # he pays or is paid now, by those still at the table
        said = settle_leaver(ctx, p)
        night.gone.append(p)
        return (f"{said}. {night.next_dealer} deals next.",)
    night.gone.append(p)
    balance = format_money(night.ledger.balance(p), signed=True)
    return (f"{p} leaves for the night; {p}'s balance ({balance}) stays in the settlement. "
            f"{night.next_dealer} deals next.",)


@NIGHT_VERBS.register("sitout")
def _sitout(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night, p = ctx.night, action.player
    _between_hands(night, "sitout")
    if p in night.gone:
        raise IllegalAction(f"{p} has left for the night (back {p} brings {p} back)")
    if p in night.away:
        raise IllegalAction(f"{p} is already sitting out")
    _keep_two(night, p, "sitout")
    night.away.append(p)
    return (f"{p} sits out: the deal and the pick pass {p} by until back {p}. {night.next_dealer} deals next.",)


@NIGHT_VERBS.register("back")
def _back(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night, p = ctx.night, action.player
    _between_hands(night, "back")
    if p in night.away:
        night.away.remove(p)
    elif p in night.gone:
        night.gone.remove(p)     # the host lets a leaver back in: same seat, same balance
        from .cash import to_settle
        play = night.ledger.balance(p)
        if play and not to_settle(night)[p]:    # he settled when he left (leave NAME settle)
            return (f"{p} is back at the table and plays on from even (the {format_money(play, signed=True)} "
                    f"{p} had was settled when {p} left). {night.next_dealer} deals next.",)
    else:
        raise IllegalAction(f"{p} is at the table already (not sitting out)")
    return (f"{p} is back at the table. {night.next_dealer} deals next.",)


@NIGHT_VERBS.register("rename")
def _rename(ctx: Ctx, action: Action) -> tuple[str, ...]:
    night, old, new = ctx.night, action.player, action.text
    _between_hands(night, "rename")
    if new == old:
        raise IllegalAction(f"{old} is already called {new}")
    _taken(night, new, but=old)
    rename_in(night, old, new)
    if night.settled or f"(settled:{old})" in night.ledger.accounts:
        from .leaving import rename_settled      # payments made at the table by a leaver follow the name
        rename_settled(night, old, new)
    return (f"{old} is now {new}: balances, reports and the rotations use the new name.",)


def rename_in(night: Night, old: str, new: str) -> None:
    night.players[night.players.index(old)] = new
    night.away[:] = [new if p == old else p for p in night.away]
    night.gone[:] = [new if p == old else p for p in night.gone]
    # Rebuilt rather than popped so the accounts keep their order. Every account of the player moves: his
    # play and his own side accounts, (cash:NAME), (shared:NAME), (iou:NAME) — left behind, a buy-in or a
    # part of a shared cost belonged to nobody at the table (money lost). This runs when a stored night is
    # replayed too, so a night stored before it reads right without its events changing.
    night.ledger.accounts = {renamed_account(k, old, new): v for k, v in night.ledger.accounts.items()}


def renamed_account(account: str, old: str, new: str) -> str:
    """``account`` under ``new`` if it is ``old``'s (his name, or a side account ``(KIND:old)``)."""
    if account == old:
        return new
    if account.startswith("(") and account.endswith(":" + old + ")") and account.count(":") == 1:
        return account[:account.index(":") + 1] + new + ")"
    return account


def rename_summary(summary, old: str, new: str) -> None:
    """A finished hand's summary under a player's fixed name (reports show one name per player)."""
    if summary.dealer == old:
        summary.dealer = new
    for award in summary.awards:
        if award["player"] == old:
            award["player"] = new
    for duel in summary.duels:
        for key in ("player", "dealer", "winner"):
            if duel[key] == old:
                duel[key] = new


def history_line(action: Action, night: Night, postings=()) -> str:
    """What the night's report says of a seat change, ``night`` being the state after it and ``postings`` the
    money it moved (a leaver who settled)."""
    n = night.hands_played
    if action.verb == "join":
        return f"{action.players[0]} joined at hand {n + 1}"
    if action.verb == "leave" and action.text == "settle":
        from .leaving import payment_words
        said = payment_words(postings)
        return f"{action.player} left after hand {n} and settled: " + (", ".join(said) if said else "even")
    if action.verb == "leave":
        return f"{action.player} left after hand {n}"
    if action.verb == "sitout":
        return f"{action.player} sat out from hand {n + 1}"
    if action.verb == "back":
        return f"{action.player} came back at hand {n + 1}"
    return f"{action.player} was renamed {action.text} after hand {n}"
