"""Code that fits: at 1280 px no code block on a chapter page scrolls sideways, and no first
line of code runs under its copy button (the print check: test_print_page.py).

Material's content column shows 80 characters of code at 1280 px and no more in a wider window
(code in an admonition is set smaller: 97 there), and the copy button covers the last two on a
block's first lines: teaching code is written to 72 (snippets/ruff.toml; CONTRIBUTING, "Code
that fits"). Collapsed blocks are opened and every tab shown, so every block is measured.
Outputs are not checked here: printed values scroll where they must, errors wrap (executed.css).
That a page at 360 px never scrolls sideways as a whole: test_browser.py (LAYOUT).
"""

from __future__ import annotations

import pytest

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
