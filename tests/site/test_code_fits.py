"""Code that fits: at 1280 px no code block on a chapter page scrolls sideways, and no first
line of code runs under its copy button (the print check: test_print_page.py).

Material's content column shows 80 characters of code at 1280 px and no more in a wider window
(code in an admonition is set smaller: 97 there), and the copy button covers the last two on a
block's first lines: teaching code is written to 72 (snippets/ruff.toml; CONTRIBUTING, "Code
that fits"). Collapsed blocks are opened and every tab shown, so every block is measured.
Outputs are not checked here: printed values scroll where they must, errors wrap (executed.css).
That a page at 360 px never scrolls sideways as a whole: test_browser.py (LAYOUT). The notebook
pages show the same code in nbconvert's cells, without the prompt column (executed.css).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from guide_build.site import PAGE_DIR
from tests.site.code_width import measure
from tests.support import page_paths, read_to_the_end

pytestmark = [pytest.mark.site, pytest.mark.browser]

CHAPTERS = [path for path in page_paths() if path.startswith("chapters/")]


@pytest.mark.parametrize("path", CHAPTERS)
def test_no_code_block_scrolls_sideways_at_1280(visit, path: str) -> None:
    page, _ = visit(path, wait="load")
    read_to_the_end(page)  # Material sets up a block's copy button when it scrolls into view
    found = measure(page)
    assert found["sources"], f"/{path}: no code block to measure"
    wide = "\n".join(f"  {len(line)} characters: {line.strip()[:60]}" for line in found["wideSources"])
    assert not wide, f"/{path}: {len(found['wideSources'])} code blocks scroll sideways at 1280 px:\n{wide}"
    assert found["beforeButton"], f"/{path}: no copy button measured"
    assert not found["underButton"], f"/{path}: first lines that run under the copy button: {found['underButton']}"


NOTEBOOK_CODE = ".jp-CodeCell .jp-InputArea pre"  # nbconvert's code cells (mkdocs-jupyter)


def test_no_notebook_code_cell_scrolls_sideways_at_1280(visit, built_site: Path) -> None:
    pages = sorted(
        p.parent.relative_to(built_site).as_posix() + "/" for p in (built_site / PAGE_DIR).glob("*/index.html")
    )
    assert len(pages) >= 12, pages
    wide = []
    for path in pages:
        page, _ = visit(path, wait="load")
        found = measure(page, source=NOTEBOOK_CODE)
        assert found["sources"], f"/{path}: no code cell to measure"
        wide += [f"  /{path} {len(line)} characters: {line.strip()[:60]}" for line in found["wideSources"]]
    assert not wide, f"{len(wide)} notebook code cells scroll sideways at 1280 px:\n" + "\n".join(wide)
