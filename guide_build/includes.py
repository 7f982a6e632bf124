"""Snippet includes: ``--8<--`` lines expanded into lines that remember where they came from.

``--8<-- "snippets/topic/idea.py"`` inside a fence includes the whole file;
``--8<-- "snippets/topic/idea.py:name"`` the lines between ``# --8<-- [start:name]`` and
``# --8<-- [end:name]``. Outside a fence, ``--8<-- "file.md"`` includes Markdown. (pymdownx.snippets
reads the same syntax; the guide expands it itself so every code line keeps its file and line.)
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

FENCE_RE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<lang>[\w.+-]*)[ \t]*(?P<info>.*?)\s*$")
INCLUDE_RE = re.compile(r'^[ \t]*--8<--[ \t]+"(?P<path>[^":]+)(?::(?P<section>[\w-]+))?"[ \t]*$')
MARKER_RE = re.compile(r"^\s*#\s*--8<--\s*\[(?P<edge>start|end):(?P<name>[\w-]+)\]\s*$")
SNIPPETS_IMPORT_RE = re.compile(r"^\s*(from\s+snippets[\s.]|import\s+snippets\b)")


class PageError(Exception):
    """A page or a snippet it includes breaks a rule; the message starts with ``file:line``."""


@dataclass(frozen=True)
class Origin:
    file: str  # relative to the project: docs/chapters/x.md, snippets/topic/idea.py
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Line:
    text: str
    origin: Origin


def expand_markdown(lines: list[Line], project_dir: Path, seen: tuple[str, ...]) -> list[Line]:
    """Replace ``--8<-- "file.md"`` lines outside fences by that file's lines (recursively)."""
    expanded: list[Line] = []
    fence: str | None = None
    for line in lines:
        match = FENCE_RE.match(line.text)
        if fence is None and match:
            fence = match.group("fence")
        elif fence is not None and line.text.strip().startswith(fence) and not line.text.strip().strip(fence[0]):
            fence = None
        include = INCLUDE_RE.match(line.text) if fence is None else None
        if not include:
            expanded.append(line)
            continue
        target = include.group("path")
        if not target.endswith(".md") or include.group("section"):
            raise PageError(f"{line.origin}: only a Markdown file can be included outside a fence: {target}")
        if target in seen:
            raise PageError(f"{line.origin}: {target} includes itself")
        text = _read(project_dir, target, line.origin)
        indent = line.text[: len(line.text) - len(line.text.lstrip())]
        included = [Line(indent + t if t else t, Origin(target, n)) for n, t in enumerate(text.splitlines(), 1)]
        expanded += expand_markdown(included, project_dir, (*seen, target))
    return expanded


def _read(project_dir: Path, target: str, origin: Origin) -> str:
    path = project_dir / target
    if not path.is_file():
        raise PageError(f"{origin}: --8<-- names {target}, which does not exist")
    return path.read_text(encoding="utf-8")


def include_code(project_dir: Path, target: str, section: str | None, origin: Origin, executed: bool) -> list[Line]:
    """The lines a fence includes, each with its origin; for an executed fence, checks the module."""
    _read(project_dir, target, origin)
    try:
        lines = _section_lines(project_dir, target, section, str(origin))
        if executed and section is not None:
            _check_outside_sections(project_dir, target)
    except PageError as error:
        raise PageError(f"{error} (included at {origin})") from None
    return lines


def _module_lines(project_dir: Path, target: str) -> tuple[tuple[str, str | None], ...]:
    """Each line of a snippet file with the section it sits in (None: outside every section)."""
    return _tag_sections(target, (project_dir / target).read_text(encoding="utf-8"))


@lru_cache(maxsize=1024)  # keyed by the text itself: an edited file is read afresh (mkdocs serve)
def _tag_sections(target: str, text: str) -> tuple[tuple[str, str | None], ...]:
    current: str | None = None
    tagged: list[tuple[str, str | None]] = []
    for number, line in enumerate(text.splitlines(), 1):
        marker = MARKER_RE.match(line)
        if marker and marker.group("edge") == "start":
            if current is not None:
                raise PageError(f"{target}:{number}: section {marker.group('name')} starts inside {current}")
            current = marker.group("name")
            tagged.append((line, "--8<--"))
        elif marker:
            if current != marker.group("name"):
                raise PageError(f"{target}:{number}: [end:{marker.group('name')}] without its start")
            current = None
            tagged.append((line, "--8<--"))
        else:
            tagged.append((line, current))
    if current is not None:
        raise PageError(f"{target}: section {current} is never ended")
    return tuple(tagged)


def showable_lines(project_dir: Path, target: str) -> set[int]:
    """Line numbers of a module a page can include: its sections' lines (all lines, if it has none)."""
    tagged = _module_lines(project_dir, target)
    has_sections = any(section == "--8<--" for _, section in tagged)
    return {n for n, (_, s) in enumerate(tagged, 1) if s != "--8<--" and (s is not None or not has_sections)}


def _section_lines(project_dir: Path, target: str, section: str | None, origin: str) -> list[Line]:
    tagged = _module_lines(project_dir, target)
    if section is None:
        return [Line(t, Origin(target, n)) for n, (t, s) in enumerate(tagged, 1) if s != "--8<--"]
    picked = [Line(t, Origin(target, n)) for n, (t, s) in enumerate(tagged, 1) if s == section]
    if not picked:
        raise PageError(f"{origin}: {target} has no section {section}")
    return picked


def _check_outside_sections(project_dir: Path, target: str) -> None:
    """A module shown by sections may hold, outside them, only its docstring, comments and the
    imports of earlier chapters: anything else would run under ``python -m`` but on no page."""
    _check_tagged(target, _module_lines(project_dir, target))


@lru_cache(maxsize=1024)
def _check_tagged(target: str, tagged: tuple[tuple[str, str | None], ...]) -> None:
    tree = ast.parse("\n".join(t for t, _ in tagged))
    docstring = range(0)
    if tree.body and isinstance(tree.body[0], ast.Expr) and isinstance(tree.body[0].value, ast.Constant):
        docstring = range(tree.body[0].lineno, (tree.body[0].end_lineno or 0) + 1)
    # Every line of an import of an earlier chapter, one written over several lines included.
    imports = {
        number
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom)) and SNIPPETS_IMPORT_RE.match(tagged[node.lineno - 1][0])
        for number in range(node.lineno, (node.end_lineno or node.lineno) + 1)
    }
    for number, (text, section) in enumerate(tagged, 1):
        stripped = text.strip()
        if section is not None or not stripped or stripped.startswith("#") or number in docstring:
            continue
        if number in imports:
            continue
        raise PageError(
            f"{target}:{number}: this line is outside every --8<-- section, so no page runs it "
            "(only the docstring, comments and `from snippets... import` of earlier chapters may be); "
            "move it into a section or delete it"
        )
