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
