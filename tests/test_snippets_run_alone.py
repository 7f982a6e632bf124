"""Every snippet module runs alone (``python -m snippets.topic.idea``) and prints what its page shows.

The capture rule (CONTRIBUTING.md) makes ``python -m`` print exactly the page's output for the
blocks that include the module: importing an earlier chapter's module prints nothing, and every
line outside the module's sections is an import. For each page whose blocks show a module whole
(all its sections, nothing else in those blocks), the module's own run must print the
concatenation of those blocks' pinned outputs.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import runpy
import tempfile
import traceback
import warnings
from collections import defaultdict
from pathlib import Path

import pytest

from guide_build.includes import showable_lines
from guide_build.page import read_all
from tests.documented import documented

ROOT = Path(__file__).resolve().parent.parent
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


def _run_alone(module: str) -> tuple[str, str]:
    """In a freshly forked process: ``python -m`` of the module, what a reader sees it print.

    That is its stdout, then (as the page shows them after a block's output) each warning as
    ``Category: message`` and the error it stopped on as Python's last traceback line. So a
    module whose last section is a ``warns=`` or ``raises=`` block matches its page; an error
    the page does not show still fails the comparison. Returns that text and the traceback.
    """
    name = module.removesuffix(".py").replace("/", ".")
    out, raised, trace = io.StringIO(), "", ""
    with warnings.catch_warnings(record=True) as caught:
        try:
            with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder), contextlib.redirect_stdout(out):
                runpy.run_module(name, run_name="__main__", alter_sys=True)
        except Exception as error:
            raised = "".join(traceback.format_exception_only(type(error), error)).strip() + "\n"
            trace = f"\npython -m {name} raised:\n{traceback.format_exc()}"
    text = out.getvalue()
    text += "".join(f"{w.category.__name__}: {w.message}\n" for w in caught)
    return text + raised, trace


@pytest.fixture(scope="module")
def alone() -> dict[str, tuple[str, str]]:
    """Every module's ``python -m`` output; each in its own process forked from one that has torch."""
    os.environ["MPLBACKEND"] = "Agg"
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["torch", "torch._dynamo", "torch.utils.data", "matplotlib.pyplot"])  # warm, not run
    with context.Pool(os.cpu_count() or 1, maxtasksperchild=1) as pool:
        return dict(zip(SNIPPETS, pool.map(_run_alone, SNIPPETS, chunksize=1), strict=True))


EXPECTED = expected_outputs()


@pytest.mark.parametrize("module", SNIPPETS)
def test_module_runs_alone_and_prints_what_its_page_shows(alone: dict[str, tuple[str, str]], module: str) -> None:
    for page, shown in EXPECTED.get(module, []):
        printed, trace = alone[module]
        assert printed == shown, f"python -m {module}: prints {printed!r}; docs/{page} shows {shown!r}{trace}"


def test_most_modules_are_compared() -> None:
    assert len(EXPECTED) >= len(SNIPPETS) * 0.8, f"only {len(EXPECTED)} of {len(SNIPPETS)} modules are shown whole"
