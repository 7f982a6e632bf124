"""Every snippet module runs alone (``python -m snippets.topic.idea``) and prints what its page shows.

The capture rule (CONTRIBUTING.md) makes ``python -m`` print exactly the page's output for the
blocks that include the module: importing an earlier chapter's module prints nothing, and every
line outside the module's sections is an import. For each page whose blocks show a module whole
(all its sections, nothing else in those blocks), the module's own run must print the
concatenation of those blocks' pinned outputs.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from guide_build.includes import showable_lines
from guide_build.reader import read_all
from guide_build.record import without_source_line
from tests.documented import documented
from tests.support import ROOT, Once, Ran, run_all

SNIPPETS = sorted(
    p.relative_to(ROOT).as_posix()
    for p in (ROOT / "snippets").rglob("*.py")
    if p.name != "__init__.py" and "widgets" not in p.parts and p.name != "__main__.py"
)


def expected_outputs() -> dict[str, list[tuple[str, str]]]:
    """Module -> (page, what the page shows for it) for each page that shows the module whole."""
    pins, found = documented(), defaultdict(list)
    for page in read_all(ROOT):
        by_module: dict[str, list] = defaultdict(list)
        for block in page.blocks:
            files = {line.origin.file for line in block.lines}
            if len(files) == 1 and next(iter(files)).startswith("snippets/") and page.path in pins:
                by_module[next(iter(files))].append(block)
        for module, blocks in by_module.items():
            covered = {line.origin.line for b in blocks for line in b.lines}
            if showable_lines(ROOT, module) <= covered | _blank(module):
                shown = "".join(pins[page.path].output(b.id) for b in blocks if b.id in pins[page.path].blocks)
                found[module].append((page.path, shown))
    return found


def _blank(module: str) -> set[int]:
    lines = (ROOT / module).read_text(encoding="utf-8").splitlines()
    return {n for n, line in enumerate(lines, 1) if not line.strip()}


@pytest.fixture(scope="module")
def alone(once: Once, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Ran]:
    """Every module's ``python -m`` run, each in a fresh process forked from a Python that has
    torch; once per test run, whichever worker asks first."""
    modules = {m: m.removesuffix(".py").replace("/", ".") for m in SNIPPETS}
    home = tmp_path_factory.mktemp("alone")
    return once("run-alone", lambda: run_all(SNIPPETS, home, reader=False, prepare=lambda m, _: modules[m]))


def shown_as(ran: Ran) -> str:
    """What a reader sees ``python -m`` print, laid out as a page shows a block's run: its stdout,
    with each warning as ``Category: message`` where it happened, then the error it stopped on
    (Python's last traceback line). A module whose last section is a ``raises=`` block matches
    its page that way; an error the page does not show fails the comparison. PyTorch's own source
    line in a warning is left out, as the page leaves it out (record.without_source_line)."""
    return without_source_line(ran.stdout + ran.raised)


EXPECTED = expected_outputs()


@pytest.mark.parametrize("module", SNIPPETS)
def test_module_runs_alone_and_prints_what_its_page_shows(alone: dict[str, Ran], module: str) -> None:
    ran = alone[module]
    if module not in EXPECTED:  # shown in part only: it must still run to its end
        assert ran.code == 0, f"python -m {module} failed:\n{ran.stderr}"
    for page, shown in EXPECTED.get(module, []):
        printed = shown_as(ran)
        assert printed == shown, f"python -m {module}: prints {printed!r}; docs/{page} shows {shown!r}\n{ran.stderr}"


def test_most_modules_are_compared() -> None:
    assert len(EXPECTED) >= len(SNIPPETS) * 0.8, f"only {len(EXPECTED)} of {len(SNIPPETS)} modules are shown whole"
