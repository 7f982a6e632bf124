"""The package reads like its map: each module has one job, says it, and imports only forwards."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support import ROOT

PACKAGE = ROOT / "guide_build"
ROUTE = sorted(p for p in PACKAGE.glob("*.py") if p.name != "__main__.py")  # the build route


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    return found | {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}


# An import circle another branch removes (check/drift.py <-> check/portability.py, issue 28):
# allowed until it is merged; the test below says when this line is no longer needed.
KNOWN_CIRCLES: list[list[str]] = []


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_imports(path: Path, root: Path, modules: set[str]) -> set[str]:
    """The modules of the package that ``path`` imports, anywhere in it (in a function too)."""
    name = module_name(path, root)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from . import x, from .page import Page
                base = ".".join([*package[: len(package) - node.level + 1], *([node.module] if node.module else [])])
            # `from guide_build import page` imports the module guide_build.page
            found |= {f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names}
    return found & modules - {name}


def import_circles(folder: Path) -> list[list[str]]:
    """Every set of the package's modules that import each other in a circle (Tarjan's strongly
    connected components of the import graph), each sorted, in name order."""
    paths = {module_name(p, folder.parent): p for p in sorted(folder.rglob("*.py"))}
    graph = {name: sorted(package_imports(path, folder.parent, set(paths))) for name, path in paths.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(name: str) -> None:
        index[name] = low[name] = len(index)
        stack.append(name)
        for other in graph[name]:
            if other not in index:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in stack:
                low[name] = min(low[name], index[other])
        if low[name] == index[name]:
            members = []
            while not members or members[-1] != name:
                members.append(stack.pop())
            if len(members) > 1:
                circles.append(sorted(members))

    for name in graph:
        if name not in index:
            visit(name)
    return sorted(circles)


def test_no_import_circles_in_the_build_layer() -> None:
    circles = import_circles(PACKAGE)
    assert [c for c in circles if c not in KNOWN_CIRCLES] == [], "import circles in guide_build/"
    stale = [c for c in KNOWN_CIRCLES if c not in circles]
    assert not stale, f"{stale} is no longer a circle: remove it from KNOWN_CIRCLES"


def module_state(path: Path) -> list[str]:
    """What makes a module keep state between calls: a ``global`` statement, or an instance of a
    class of its own made at import (``_HOOKS = _Hooks()``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    found = [f"line {n.lineno}: global {', '.join(n.names)}" for n in ast.walk(tree) if isinstance(n, ast.Global)]
    for node in tree.body:
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in own:
            found.append(f"line {node.lineno}: an instance of {value.func.id} made at import")
    return found


def test_no_module_of_the_build_layer_keeps_state() -> None:
    """What lasts between builds is the MkDocs plugin instance's (guide_build/plugin.py)."""
    kept = {str(p.relative_to(ROOT)): module_state(p) for p in sorted(PACKAGE.rglob("*.py")) if module_state(p)}
    assert kept == {}


def test_every_module_says_its_one_job_and_stays_small() -> None:
    for path in [*ROUTE, *sorted((PACKAGE / "check").glob("*.py"))]:
        text = path.read_text(encoding="utf-8")
        assert ast.get_docstring(ast.parse(text)), f"{path.relative_to(ROOT)} has no docstring"
        assert text.count("\n") <= 330, f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines"


def test_the_build_route_never_imports_the_checking_tools() -> None:
    for path in ROUTE:
        assert not {m for m in imports(path) if m.startswith("guide_build.check")}, path.name


def test_snippets_import_nothing_from_the_build() -> None:
    for path in sorted((ROOT / "snippets").rglob("*.py")):
        assert not {m for m in imports(path) if m.startswith("guide_build")}, path.relative_to(ROOT)


def test_the_map_names_every_module() -> None:
    doc = ast.get_docstring(ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))) or ""
    for path in ROUTE:
        if path.name != "__init__.py" and path.name != "worker_start.py":
            assert path.name in doc, f"guide_build/__init__.py does not map {path.name}"
