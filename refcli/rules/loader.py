"""Load rulesets (YAML, data only) into the frozen model, validating every key with file:line messages.

Where things come from, lowest priority first: the club's house file (built in), a user's house file,
the game's own ``house:`` overrides, then each variant or modifier in the order the dealer typed them.
Games are found by file name (``<id>.yaml``) in the user's directories, then REFCLI_RULESETS, then the
built-in rulesets, so loading one game parses only the house file(s) and that game's file.

The pieces, lowest first: messages (echoes, suggestions), yamlnodes (YAML text to checked nodes), values
(one setting's value), house (house settings into a House), files (one file's raw settings) and games (the
merge into a Game). This module finds the files, caches what they parse to, and is the public API.

yaml is imported inside functions: importing this module stays cheap for commands that never load a game.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import replace

from ..kernel.errors import ParseError, RulesetError
from .files import ID_PATTERN, GameFile, Option, parse_game_file, parse_house_file
from .games import build_game
from .house import CHOICES
from ..kernel.safetext import shown
from .messages import suggest
from .model import Game
from .params import example, take
from .yamlnodes import MAX_FILE_BYTES, Invalid

# Names this module has always offered, still importable from here now that they live beside their parsers.
from .values import BOARD_NEEDS, DECK_SIZES, HANDS, STREET_CARDS, WILD_JOKERS, WILD_RULES  # noqa: F401
from .yamlnodes import MAX_DEPTH, MAX_ITEMS  # noqa: F401

ENV_VAR = "REFCLI_RULESETS"


# --- reading files, once per version ------------------------------------------------------------------------

@functools.lru_cache(maxsize=128)
def _cached(kind: str, path: str, label: str, game_id: str, stamp: tuple[int, int]):
    # `stamp` (mtime, size) is part of the key so an edited file is read again.
    if kind == "house":
        return parse_house_file(path, label)
    return parse_game_file(path, label, game_id)


def _load(kind: str, path: str, label: str, game_id: str = ""):
    try:
        st = os.stat(path)
    except OSError as exc:
        raise RulesetError(label, None, "", f"cannot be read ({exc.strerror or exc})") from None
    return _cached(kind, path, label, game_id, (st.st_mtime_ns, st.st_size))


# --- where rulesets live ------------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def builtin_dir() -> str:
    """The built-in rulesets: the installed package data, else <repo>/rulesets in a checkout."""
    # Where an installed package or a checkout keeps them, looked for first: importlib.resources (and the
    # tempfile, shutil and archive modules it loads, some 5 ms) only for an install laid out otherwise.
    here = os.path.dirname(os.path.abspath(__file__))
    for folder in (os.path.join(os.path.dirname(here), "rulesets"),
                   os.path.join(os.path.dirname(os.path.dirname(here)), "rulesets")):
        if os.path.isfile(os.path.join(folder, "house.yaml")) and os.path.isdir(os.path.join(folder, "games")):
            return folder
    try:
        from importlib.resources import files
        probe = files("refcli.rulesets").joinpath("house.yaml")
        path = os.fspath(probe)
        if os.path.isfile(path):
            return os.path.dirname(path)
    except (ImportError, TypeError, ValueError, AttributeError, NotImplementedError):
        pass
    return os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "rulesets")


def _user_dirs(extra_dirs) -> list[str]:
    if isinstance(extra_dirs, (str, os.PathLike)):
        extra_dirs = [extra_dirs]
    dirs = [os.fspath(d) for d in extra_dirs or ()]
    dirs += [d for d in os.environ.get(ENV_VAR, "").split(os.pathsep) if d.strip()]
    given = len(dirs) - len([d for d in os.environ.get(ENV_VAR, "").split(os.pathsep) if d.strip()])
    for i, d in enumerate(dirs):
        if not os.path.isdir(d):
            where = shown(d, 80) if i < given else f"{ENV_VAR}: {shown(d, 80)}"
            raise RulesetError(where, None, "", "no such rulesets directory")
    return dirs


def _dirs(extra_dirs) -> list[tuple[str, str]]:
    """(directory, label prefix) in search order; the built-ins are labelled like the repo's rulesets/."""
    return [(d, d) for d in _user_dirs(extra_dirs)] + [(builtin_dir(), "rulesets")]


def _games_in(directory: str, prefix: str) -> dict[str, tuple[str, str]]:
    """{game id: (path, label)} for <dir>/games/*.yaml and <dir>/*.yaml (house.yaml excluded)."""
    found: dict[str, tuple[str, str]] = {}
    for sub in ("games", ""):
        where = os.path.join(directory, sub) if sub else directory
        try:
            names = sorted(os.listdir(where))
        except OSError:
            continue
        for fname in names:
            stem, ext = os.path.splitext(fname)
            if ext.lower() not in (".yaml", ".yml") or stem.startswith(".") or (not sub and stem.lower() == "house"):
                continue
            label = "/".join(p for p in (prefix, sub, fname) if p)
            game_id = stem.lower()
            if not ID_PATTERN.match(game_id):
                raise RulesetError(label, None, "", "the file name is the game's id: use letters, digits and "
                                                    "hyphens, like follow-the-queen.yaml")
            if game_id in found:
                raise RulesetError(label, None, "", f"game '{shown(game_id)}' is also defined in {found[game_id][1]}")
            found[game_id] = (os.path.join(where, fname), label)
    return found


def _house_chain(extra_dirs, house_path: str | None) -> tuple[list[dict], dict]:
    """House layers (built-in first) and the modifiers they offer (a user's replace the club's by name)."""
    files = _house_files(extra_dirs, house_path)
    layers, modifiers = [], {}
    for house in files:
        layers.append(house.settings)
        modifiers.update(house.modifiers)
    return layers, modifiers


def _house_files(extra_dirs, house_path: str | None) -> list:
    """The parsed house files, the club's built-in one first, then a user's (given, or found in a rulesets
    directory) when there is one."""
    builtin = builtin_dir()
    builtin_path = os.path.join(builtin, "house.yaml")
    club = _load("house", builtin_path, "rulesets/house.yaml")
    user_path = user_label = None
    if house_path:
        user_path = user_label = os.fspath(house_path)
    else:
        for d in _user_dirs(extra_dirs):
            candidate = os.path.join(d, "house.yaml")
            if os.path.isfile(candidate):
                user_path, user_label = candidate, candidate
                break
    if user_path and os.path.abspath(user_path) != os.path.abspath(builtin_path):
        return [club, _load("house", user_path, user_label)]
    return [club]


# --- public API -------------------------------------------------------------------------------------------

def _find_game(game_id: str, extra_dirs) -> GameFile:
    known: list[str] = []
    for directory, prefix in _dirs(extra_dirs):
        games = _games_in(directory, prefix)
        if game_id in games:
            path, label = games[game_id]
            return _load("game", path, label, game_id)
        known.extend(games)
    hint = suggest(game_id, known)
    raise ParseError(f"unknown game '{shown(game_id)}'" + (f" — did you mean {hint}?" if hint else ""))


def _rule_error(e: Invalid, src: GameFile, option: Option | None = None) -> RulesetError:
    at = e.at
    if option is not None and (at is None or at.label != option.at.label
                               or not at.field.startswith(option.at.field)):
        at = option.at   # the variant is what breaks the game, so point at it
    if at is None:
        return RulesetError(src.label, None, "", e.problem)
    return RulesetError(at.label, at.line, at.field, e.problem)


# --- finding a game by what the table calls it -------------------------------------------------------------

_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’"}


def _norm(text: str) -> str:
    """A name as compared: any case, commas and runs of spaces ignored ('High Hand, Low Hand')."""
    return " ".join(text.replace(",", " ").casefold().split())


def _title_words(name: str) -> list[str]:
    return [w for w in re.split(r"[\s,\-]+", name.casefold()) if w]


def _split_spec(spec: str) -> tuple[str | None, list[str]]:
    """(the quoted name or None, the other words): `game "7 Card Stud" declare`."""
    text = str(spec).strip()
    if text[:1] in _QUOTES:
        close = text.find(_QUOTES[text[0]], 1)
        if close < 0:
            raise ParseError(f"the quote before {shown(text[1:])} is not closed")
        return text[1:close], text[close + 1:].replace(",", " ").split()
    return None, text.replace(",", " ").split()


def game_names(extra_dirs=()) -> list[tuple[str, str, tuple[str, ...]]]:
    """(id, name, aliases) of every game found, a user's file hiding a built-in of the same id."""
    return [(game_id, src.name, src.aliases) for game_id, src in _game_files(extra_dirs)]


def _game_files(extra_dirs=()):
    """(id, parsed game file) of every game found, by id; a user's file hides a built-in of the same id. A
    file that cannot be read is left out (broken_games names it): one broken draft in a members' folder
    takes no other game or alias with it."""
    for game_id, parsed in _every_game_file(extra_dirs):
        if not isinstance(parsed, RulesetError):
            yield game_id, parsed


def _game_paths(extra_dirs) -> dict[str, tuple[str, str]]:
    """{game id: (path, label)} of every game file, a user's hiding a built-in of the same id."""
    seen: dict[str, tuple[str, str]] = {}
    for directory, prefix in _dirs(extra_dirs):
        for game_id, where in _games_in(directory, prefix).items():
            seen.setdefault(game_id, where)
    return seen


def _every_game_file(extra_dirs=(), clean: bool = True):
    """(id, parsed game file, or the RulesetError that refused it) of every game file found."""
    seen = _game_paths(extra_dirs)
    loaded = []
    for game_id in sorted(seen):
        path, label = seen[game_id]
        try:
            loaded.append((game_id, _load("game", path, label, game_id)))
        except RulesetError as refused:
            loaded.append((game_id, refused))
    yield from (_aliases_taken(loaded, seen) if clean else loaded)


def _aliases_taken(loaded: list, seen: dict[str, tuple[str, str]]):
    """The games as loaded, less any alias of a members' file that already names another game (the club's games
    claim their ids, names and aliases first, then the members' files in id order): `game draw` never turns
    ambiguous for the whole table because one file added an alias. A member's copy of a club game under a new id
    keeps playing by its id and its other aliases; alias_clashes says which were left out."""
    return [(game_id, replace(parsed, aliases=tuple(a for a in parsed.aliases if a not in clashes))
             if clashes else parsed) for game_id, parsed, clashes in _clashes(loaded, seen)]


def _clashes(loaded: list, seen: dict[str, tuple[str, str]]):
    club = os.path.join(builtin_dir(), "")
    taken: dict[str, str] = {}
    found: dict[str, dict[str, str]] = {}
    for game_id, parsed in sorted(loaded, key=lambda item: not seen[item[0]][0].startswith(club)):
        if isinstance(parsed, RulesetError):
            continue
        found[game_id] = {a: taken[a] for a in parsed.aliases if taken.get(a, game_id) != game_id}
        for key in (game_id, _norm(parsed.name), *parsed.aliases):
            if key not in found[game_id]:
                taken.setdefault(key, game_id)
    return [(game_id, parsed, found.get(game_id, {})) for game_id, parsed in loaded]


def alias_clashes(extra_dirs=()) -> list[str]:
    """Each alias of a members' file left out because it already names another game, as a line naming the file
    and line (`refcli rules` lists them under the games)."""
    seen = _game_paths(extra_dirs)
    loaded = [(game_id, parsed) for game_id, parsed in _every_game_file(extra_dirs, clean=False)]
    out = []
    for game_id, _, clashes in _clashes(loaded, seen):
        path, label = seen[game_id]
        out += [f"{label}:{_line_of(path, a)}: aliases: '{shown(a)}' already names {other}: left out"
                for a, other in clashes.items()]
    return out


def _line_of(path: str, alias: str) -> int | None:
    """The line of a game file that holds one of its aliases (from its `aliases:` key on), for the refusal."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    start = next((n for n, line in enumerate(lines) if line.startswith("aliases")), None)
    if start is None:
        return None
    return next((n + 1 for n in range(start, len(lines)) if alias in lines[n].lower()), start + 1)


def broken_games(extra_dirs=()) -> list[str]:
    """Why each game file that cannot be read was refused (its file, line and field), in id order."""
    return [str(parsed) for _, parsed in _every_game_file(extra_dirs) if isinstance(parsed, RulesetError)]


def _has_game(game_id: str, extra_dirs) -> bool:
    return any(game_id in _games_in(d, p) for d, p in _dirs(extra_dirs))


def _one_of(hits: list[str], typed: str, names: dict[str, str]) -> str | None:
    hits = list(dict.fromkeys(hits))
    if len(hits) > 1:
        # A few are named; past four the line would outgrow a terminal as the games grow (`game l` is a dozen).
        listed = " or ".join(f"{gid} ({names[gid]})" for gid in hits[:4])
        more = f" or {len(hits) - 4} more (rules lists them)" if len(hits) > 4 else ""
        raise ParseError(f"'{shown(typed)}' could be {listed}{more}: type more of the name")
    return hits[0] if hits else None


def resolve_game(spec: str, extra_dirs=()) -> tuple[str, list[str]]:
    """(game id, the words after the name) for what the dealer typed: the id, the game's name (quoted or
    not: game "7 Card Stud", game 7 card stud declare), an alias from the game's file (game stud,
    game 5.5), or a unique prefix of the id or of a word of the name (game amar... is two games: say so)."""
    quoted, words = _split_spec(spec)
    if quoted is None and not words:
        raise ParseError("name a game, like: game seven-card-stud")
    first = (quoted if quoted is not None else words[0]).lower()
    if quoted is None and ID_PATTERN.match(first) and _has_game(first, extra_dirs):
        return first, words[1:]      # the id itself: no other game file is read
    index = game_names(extra_dirs)
    names = {gid: name for gid, name, _ in index}
    tries = [(quoted, words)] if quoted is not None else [
        (" ".join(words[:k]), words[k:]) for k in range(len(words), 0, -1)]
    for typed, rest in tries:
        key = _norm(typed)
        found = _one_of([gid for gid, name, aliases in index if key in (gid, _norm(name)) or key in aliases],
                        typed, names)
        if found:
            return found, rest
    typed, rest = tries[-1]
    key = _norm(typed)
    found = _one_of([gid for gid, name, aliases in index
                     if gid.startswith(key) or _norm(name).startswith(key)
                     or any(w.startswith(key) for w in _title_words(name))], typed, names)
    if found:
        return found, rest
    refused = _unknown_game(typed, names)
    broken = broken_games(extra_dirs)
    if broken:      # the game asked for may be the one a broken file holds: say which could not be read
        more = f" (and {len(broken) - 1} more)" if len(broken) > 1 else ""
        refused = ParseError(f"{refused}; a game file could not be read: {broken[0]}{more}")
    raise refused


def _unknown_game(typed: str, names: dict[str, str]) -> ParseError:
    key = _norm(typed)
    hint = suggest(key, names)
    if hint:
        return ParseError(f"unknown game '{shown(typed)}' — did you mean {hint}?")
    # The games are not listed here: a dealer's choice has dozens, and `rules` lists them with their names.
    return ParseError(f"unknown game '{shown(typed)}' — rules lists every game (or type more of a game's name)")


def _by_first_word(spec: str, game_id: str, wanted: list[str], extra_dirs) -> bool:
    """Whether the game was found only as the beginning of its name, with words typed after it that no
    variant takes: the first word was not an id, a name or an alias of the game."""
    quoted, words = _split_spec(spec)
    if quoted is not None or not words or len(words) - 1 != len(wanted):
        return False
    key = _norm(words[0])
    return not any(gid == game_id and (key in (gid, _norm(name)) or key in aliases)
                   for gid, name, aliases in game_names(extra_dirs))


def load_game(spec: str, extra_dirs=(), house_path: str | None = None) -> Game:
    """The game the dealer named, e.g. 'seven-card-stud declare buyout' or '"7 Card Stud" declare', with
    every setting merged in (see ``resolve_game`` for the names a game answers to)."""
    game_id, rest = resolve_game(spec, extra_dirs)
    wanted = [w.lower() for w in rest]
    src = _find_game(game_id, extra_dirs)
    layers, modifiers = _house_chain(extra_dirs, house_path)
    offered = list(src.variants.values()) + [m for n, m in modifiers.items() if n not in src.variants]

    try:
        build_game(src, layers, [], offered)
    except Invalid as e:
        raise _rule_error(e, src) from None
    for option in src.variants.values():
        try:
            # An option that takes values is checked as played with the examples its file gives.
            build_game(src, layers, [example(option) if option.params else option], offered)
        except Invalid as e:
            raise _rule_error(e, src, option) from None

    chosen: list[Option] = []
    words = list(wanted)
    while words:
        name = words.pop(0)
        option = src.variants.get(name) or modifiers.get(name)
        if option is not None and option.params:
            option, used = take(option, words, src.id)
            del words[:used]
        if option is None and _by_first_word(spec, game_id, wanted, extra_dirs):
            # `game follow the queen`: the first word only began a game's name; the words after it are the
            # rest of a name that is not there, not variants (QA note N12).
            raise _unknown_game(spec.strip(), {gid: n for gid, n, _ in game_names(extra_dirs)})
        if option is None:
            variants = ", ".join(src.variants) or "none"
            mods = [n for n in modifiers if n not in src.variants]
            raise ParseError(f"{src.name} has no variant '{shown(name)}' — variants: {variants}"
                             + (f" (modifiers: {', '.join(mods)})" if mods else ""))
        if option in chosen or any(o.name.split()[0] == name for o in chosen):
            raise ParseError(f"'{shown(name)}' is named twice")
        for earlier in chosen:
            # Two options that set the same thing would let the last one typed win silently.
            clash = sorted(set(earlier.settings) & set(option.settings))
            if clash:
                what = clash[0].replace("_", " ")
                raise ParseError(f"{src.name}: {earlier.name} and {option.name} both set the {what}; "
                                 f"choose one")
        chosen.append(option)
    try:
        return build_game(src, layers, chosen, offered)
    except Invalid as e:
        names = " + ".join(o.name for o in chosen)
        raise ParseError(f"{src.name} cannot be played {names}: {e.problem}") from None


def load_club(extra_dirs=(), house_path: str | None = None):
    """The club's members, hosting rotation, start time and places (rules/club.py), the layers merged and
    checked against each other: a first host or a place that names no member is a file:line error."""
    from .club import merge_club
    files = _house_files(extra_dirs, house_path)
    try:
        return merge_club([f.club for f in files])
    except Invalid as e:
        at = e.at
        label = at.label if at is not None else files[-1].label
        raise RulesetError(label, at.line if at else None, at.field if at else "club", e.problem) from None


def replaces_builtin(game_id: str, extra_dirs=()) -> str | None:
    """The members' file (in a rulesets directory given, or in $REFCLI_RULESETS) that the table plays for
    ``game_id`` where a built-in game has that id too, so the built-in one is not what is played; else None.
    Reads no directory when no rulesets directory is given."""
    for directory in _user_dirs(extra_dirs):
        games = _games_in(directory, directory)
        if game_id in games:
            return games[game_id][1] if game_id in _games_in(builtin_dir(), "rulesets") else None
    return None


def list_games(extra_dirs=()) -> list[tuple[str, str, tuple[str, ...]]]:
    """(id, name, variant names) of every game found, a user's file hiding a built-in of the same id."""
    return [(game_id, src.name, tuple(src.variants)) for game_id, src in _game_files(extra_dirs)]


def game_families(extra_dirs=()) -> dict[str, tuple[str, str]]:
    """id -> (family, one-line summary) of every game found ("" where its file names none)."""
    return {game_id: (src.family, src.summary) for game_id, src in _game_files(extra_dirs)}


def variant_specs(extra_dirs=()) -> list[str]:
    """'game variant' for every variant of every game, an option that takes values with the examples its
    file gives ('five-and-a-half targets 6 26'): every way a game can be played once, as a dealer types it."""
    out = []
    for game_id, _name, names in list_games(extra_dirs):
        src = _find_game(game_id, extra_dirs)
        for name in names:
            option = src.variants[name]
            out.append(f"{game_id} {example(option).name}" if option.params else f"{game_id} {name}")
    return out


__all__ = ["variant_specs", "game_families", "broken_games", "load_game", "load_club", "list_games", "game_names", "resolve_game", "builtin_dir", "CHOICES",
           "MAX_FILE_BYTES", "ENV_VAR", "replaces_builtin"]
