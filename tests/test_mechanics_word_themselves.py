"""A mechanic words itself: no module outside a pot kind's own compares with, tests `in` or indexes by that pot
kind's registered name written as a string (docs/architecture.md: mechanics never name each other). What the rest
of refcli needs of a pot kind it reads from the pot kind's declaration (refcli/kernel/declare.py: PotKind) or asks
of its rules (refcli/table/judged.py: PotRules), for every pot kind alike.

The scan reads the source's syntax tree: comments and docstrings are not comparisons, and a declaration's own
YAML-facing names (`pots={"chicago": PotKind(...)}`, a setting's choices) sit in the module that declares the
kind. The helper `named_literals` takes the names and what counts as an expression about them, so that a scan of
another vocabulary (the step names) can sit beside this one.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "refcli"


def _literals(node: ast.AST) -> list[str]:
    """The strings written in ``node``: a constant, or the constants of a tuple, list or set written out."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _literals(e)]
    return []


def _bound_about(tree: ast.AST, mentions) -> set[str]:
    """Names bound (assigned, or a loop's target) from an expression about the vocabulary, over and over until
    nothing more is found: `kinds = game.pot_kinds()`, `for p in game.pots`, `for kind in kinds`."""
    pairs = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            pairs.append((node.targets[0].id, node.value))
        elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name):
            pairs.append((node.target.id, node.iter))
    bound: set[str] = set()
    while True:
        more = {name for name, value in pairs if name not in bound and _about(value, mentions, bound)}
        if not more:
            return bound
        bound |= more


def _root(node: ast.AST) -> ast.AST:
    """What an expression reads first: `p` of `p.kind`, `kinds` of `kinds[0]`, `game` of `game.pot_kinds()`."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node


def _about(node: ast.AST, mentions, bound: set[str]) -> bool:
    """Whether an expression is about the vocabulary: it names it (``mentions``), or reads first a name bound
    from one (the index of `declared[p]` is not what is read)."""
    root = _root(node)
    return mentions(node) or isinstance(root, ast.Name) and root.id in bound


def named_literals(source: str, names: set[str], mentions, anywhere: set[str] = frozenset()) -> list[tuple[int, str]]:
    """(line, name) for each of ``names`` written as a string where it is compared with (==, !=, in, not in) or
    indexes (x["name"]) an expression about the vocabulary (``mentions(expression)``, or a name bound from one);
    the names of ``anywhere``, which mean nothing else in refcli, wherever they are compared, index, key a dict
    written out or are looped over as a list written out."""
    tree = ast.parse(source)
    scope_of = {}       # each node -> the function it is in (the module for the rest): a name is bound in its scope
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))]:
        for node in ast.walk(scope):
            scope_of[node] = scope
    bounds = {id(scope): _bound_about(scope, mentions) for scope in set(scope_of.values())}
    found = []
    for node in ast.walk(tree):
        bound = bounds[id(scope_of[node])]
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for i, side in enumerate(sides):
                others = sides[:i] + sides[i + 1:]
                for text in _literals(side):
                    if text in anywhere or text in names and any(_about(o, mentions, bound) for o in others):
                        found.append((node.lineno, text))
        elif isinstance(node, ast.Subscript):
            for text in _literals(node.slice):
                if text in anywhere or text in names and _about(node.value, mentions, bound):
                    found.append((node.lineno, text))
        elif isinstance(node, ast.Dict):
            found += [(node.lineno, t) for k in node.keys if k is not None for t in _literals(k) if t in anywhere]
        elif isinstance(node, (ast.For, ast.comprehension)):
            found += [(getattr(node, "lineno", node.iter.lineno), t) for t in _literals(node.iter) if t in anywhere]
    return sorted(set(found))


# --- the pot kinds ---------------------------------------------------------------------------------------------

def _pot_words(node: ast.AST) -> bool:
    """An expression reading the pot kinds: game.pots, game.pot_kinds(), POTS, pot.kind (not the money, pot)."""
    def pots(name: str) -> bool:
        return "pots" in name.lower() or "pot_kind" in name.lower()
    return any(isinstance(n, ast.Name) and pots(n.id) or isinstance(n, ast.Attribute) and (
        pots(n.attr) or n.attr == "kind" and isinstance(n.value, ast.Name) and "pot" in n.value.id.lower())
        for n in ast.walk(node))


def _pot_kind_names() -> tuple[set[str], set[str]]:
    """Every registered pot kind's name, and those that mean nothing else in refcli: not also a step, a state part
    (duels), a hand formation (badugi), a wild rule, a verb, a declared way (high, low) or a house setting's
    field (dots)."""
    from refcli.kernel import declared
    from refcli.rules.model import House
    names = set(declared.POT_KINDS)
    other = ({name for what, registered in declared.WHERE.items() if what != "pot kind's rules" for name in registered}
             | set(declared.FORMATIONS) | set(declared.WILD_RULES) | set(declared.VERBS) | {"high", "low"}
             | set(House.__dataclass_fields__))
    return names, names - other


def _declaring_modules() -> dict[str, str]:
    """Each pot kind -> the file that declares it (its MECHANIC's `pots={...}`), where its name is its own."""
    out = {}
    for path in PKG.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg == "pots" and isinstance(node.value, ast.Dict):
                for key in node.value.keys:
                    for name in _literals(key) if key is not None else ():
                        out[name] = str(path.relative_to(ROOT))
    return out


# Modules that still name a pot kind, each with the names: this list may only shrink (it is empty: the plain high
# hand, which the showdown falls back to and the flush card bars players from, is named through the shared
# table/judged.py's HIGH_HAND).
STILL_NAMED: set[tuple[str, str]] = set()


def _pot_kinds_named(extra: dict[str, str] | None = None) -> list[str]:
    names, anywhere = _pot_kind_names()
    own = _declaring_modules()
    files = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted(PKG.rglob("*.py"))}
    files.pop("refcli/kernel/declared.py")      # the generated index: every declaration, as data
    files.update(extra or {})
    found = []
    for rel, source in files.items():
        for line, name in named_literals(source, names, _pot_words, anywhere):
            if own.get(name) != rel:
                found.append(f"{rel}:{line}: names the pot kind '{name}'")
    return found


def test_no_module_names_a_pot_kind_but_its_own():
    found = _pot_kinds_named()
    named = {(f.split(":")[0], f.split("'")[1]) for f in found}
    assert [f for f in found if (f.split(":")[0], f.split("'")[1]) not in STILL_NAMED] == []
    assert STILL_NAMED - named == set(), "no longer named: take it off STILL_NAMED"


def test_the_scan_catches_a_module_naming_a_pot_kind():
    offender = '''
def lines(game):
    kinds = game.pot_kinds()
    out = []
    if "chicago" not in kinds:                       # by a name bound from the pots
        out.append("no chicago")
    for p in game.pots:
        if p.kind == "low":                          # a pot's kind
            out.append("low")
    for kind in ("dots", "twenty-five"):             # a list written out of a name meaning nothing else
        out.append(kind)
    return out, {"hidugi": "Hidugi"}[game.pots[0].kind], game.pots[0].kind in ("badugi", "high-chicago")
'''
    assert [f for f in _pot_kinds_named({"refcli/book/offender.py": offender})
            if f.startswith("refcli/book/offender")] == [
        "refcli/book/offender.py:5: names the pot kind 'chicago'",
        "refcli/book/offender.py:8: names the pot kind 'low'",
        "refcli/book/offender.py:10: names the pot kind 'twenty-five'",
        "refcli/book/offender.py:12: names the pot kind 'badugi'",
        "refcli/book/offender.py:12: names the pot kind 'hidugi'",
        "refcli/book/offender.py:12: names the pot kind 'high-chicago'",
    ]


def test_the_scan_passes_the_same_words_meaning_something_else():
    # A declared way, a house field, a formation and a step's kind are not pot kinds; nor is a comment or a docstring.
    innocent = '''
def ways(player, house, game, s, declared):
    """Says whether "chicago" is played (a docstring)."""
    # if pot.kind == "chicago" (a comment)
    return (declared[player] in ("high", "both"), house["dots"], game.hand == "badugi", s.kind == "duels")
'''
    assert [f for f in _pot_kinds_named({"refcli/book/innocent.py": innocent})
            if f.startswith("refcli/book/innocent")] == []


def test_refcli_rules_loads_only_the_pot_kinds_with_words_to_give(tmp_path):
    # Five-card stud's high hand words itself (its module, not the poker evaluator it judges with); Low Chicago
    # and dots give the house's settings of a game without them; the other pot kinds are only named.
    import subprocess
    import sys
    code = """
import sys
from refcli.rules.loader import load_game
from refcli.rules.describe import describe
text = " ".join(describe(load_game("five-card-stud")).split())
print(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('refcli.table.')))
print("Not in this game: Low Chicago" in text, "Not in this game: dots" in text)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split("\n")
    assert eval(out[0]) == ["chicago", "dots", "judged", "poker", "potkinds"]
    assert out[1] == "True True"
