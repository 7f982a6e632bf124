"""Notebooks that run to the end: every downloadable notebook, as Jupyter's and Colab's "Run all".

Each chapter's notebook (``notebooks/download/<name>.ipynb`` of the built site) is executed by
nbclient in a fresh kernel, in a folder of its own, top to bottom, with its cells' tags removed
(Colab ignores tags, so no cell may need one): the first cell that raises fails the test. A cell
that shows an error on purpose prints it (guide_build/notebook.py). What each code cell printed
must be what the page shows under its block (its pin in tests/docs/), and it must draw as many
figures; a warning, which Jupyter prints with the cell's file and line, is compared as the page
shows it (``Category: message``), PyTorch's C++ source line at its end aside.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from tests.documented import FIGURE_RE, documented

pytestmark = pytest.mark.site
PAGES = documented()
CHAPTERS = sorted(p for p in PAGES if p.startswith("chapters/"))
# How Python's warnings module prints a warning: "file:line: Category: message", then the line.
WARNING_RE = re.compile(r"^.*?:\d+: (?P<warning>\w+: .*)\n(?:  .*\n)?", re.M)
# PyTorch's C++ file and line at the end of some warnings: where torch was built, not what the
# code did (a pin may keep it or leave it out as "…"); compared without it on both sides.
TORCH_SOURCE_RE = re.compile(r"\(Triggered internally at [^()\s]+:\d+\.\)")
CELL_TIMEOUT_S = 600  # generous: a slow machine must not fail a cell that only runs long


def printed(cell: nbformat.NotebookNode) -> tuple[str, int]:
    """What a cell printed (stdout, then its warnings as the page shows them) and how many figures it drew."""
    streams = {"stdout": "", "stderr": ""}
    figures = 0
    for output in cell.outputs:
        if output.output_type == "stream":
            streams[output.name] += output.text
        elif output.output_type in ("display_data", "execute_result"):
            figures += any(kind.startswith("image/") for kind in output.data)
    return streams["stdout"] + WARNING_RE.sub(r"\g<warning>\n", streams["stderr"]), figures


def comparable(text: str) -> str:
    return TORCH_SOURCE_RE.sub("(Triggered internally at …)", text)


def run_all(path: Path, folder: Path) -> nbformat.NotebookNode:
    """The notebook executed top to bottom in a fresh kernel, tags ignored; raises at a failing cell."""
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        cell.metadata.pop("tags", None)  # raises-exception, skip-execution: Colab honours neither
    client = NotebookClient(
        notebook, timeout=CELL_TIMEOUT_S, startup_timeout=300, kernel_name="python3",
        resources={"metadata": {"path": str(folder)}},
    )  # fmt: skip
    # The kernel's own figure backend (inline), as in Jupyter: not the tests' Agg.
    env = {k: v for k, v in os.environ.items() if k not in ("MPLBACKEND", "PYTHONPATH")}
    try:
        client.execute(env=env)
    except CellExecutionError as error:
        stopped = next(c.id for c in notebook.cells if any(o.output_type == "error" for o in c.get("outputs", [])))
        pytest.fail(f"{path.name}: \"Run all\" stops at cell '{stopped}': {error.ename}: {error.evalue}"[:1000])
    return notebook


@pytest.mark.parametrize("page", CHAPTERS)
def test_the_notebook_runs_to_the_end_and_prints_what_the_page_shows(
    built_site: Path, page: str, tmp_path: Path
) -> None:
    name = Path(page).stem
    notebook = run_all(built_site / "notebooks" / "download" / f"{name}.ipynb", tmp_path)
    cells = {cell.id: printed(cell) for cell in notebook.cells if cell.cell_type == "code"}
    pinned = PAGES[page]
    problems = []
    for block, (text, figures) in cells.items():
        if block not in pinned.blocks:
            problems.append(f"{name}.ipynb: cell '{block}' has no pin")
            continue
        drawn = sum(bool(FIGURE_RE.match(line)) for line in pinned.blocks[block].splitlines())
        if comparable(text) != comparable(pinned.output(block)):
            problems.append(f"{name}.ipynb: cell '{block}' printed {text!r}, the page shows {pinned.output(block)!r}")
        if figures != drawn:
            problems.append(f"{name}.ipynb: cell '{block}' drew {figures} figure(s), the page shows {drawn}")
    assert cells and not problems, "\n".join(problems)
