"""One output per block: the page, the chapter's notebook and the pin show the same text.

For every executed block of every page, the text under it on the built page (output, then one
``[figure: alt]`` line per figure) equals its pin in tests/docs/, and so do the outputs of the
block's cell in the chapter's notebook; every number in a sentence equals its pin too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from tests.documented import Documented, documented
from tests.support import built_page, parsed

pytestmark = pytest.mark.site
PAGES = documented()


def page_blocks(soup: BeautifulSoup) -> dict[str, str]:
    """Block id -> what the built page shows under it, as pin text."""
    shown = {}
    for block in soup.select("div.executed[data-block]"):
        output = block.select_one(".language-output code")
        text = output.get_text() if output else ""
        text += "".join(f"[figure: {svg['aria-label']}]\n" for svg in block.select("figure.executed-figure svg"))
        shown[block["data-block"]] = text
    return shown


def notebook_blocks(notebook: dict) -> dict[str, str]:
    """Block id -> the outputs of its cell, as pin text."""
    cells = {}
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        text = ""
        for output in cell["outputs"]:
            if output["output_type"] == "stream":
                text += "".join(output["text"])
            elif output["output_type"] == "error":
                text += "\n".join(output["traceback"]) + "\n"
            else:
                text += "".join(output["data"]["text/plain"]) + "\n"
        cells[cell["id"]] = text
    return cells


def differences(where: str, shown: dict[str, str], pinned: Documented, html_only: set[str] = frozenset()) -> list[str]:
    problems = []
    for block, text in pinned.blocks.items():
        if block not in shown:
            problems.append(f"{where}: block '{block}' is pinned but not shown")
        elif shown[block] != text:
            problems.append(f"{where}: block '{block}' shows {shown[block]!r}, pinned {text!r}")
    problems += [
        f"{where}: block '{b}' is shown but not pinned" for b in shown.keys() - pinned.blocks.keys() - html_only
    ]
    return problems


@pytest.mark.parametrize("page", sorted(PAGES))
def test_page_shows_what_is_pinned(built_site: Path, page: str) -> None:
    soup = parsed(built_page(built_site, page))
    widgets = {b["data-block"] for b in soup.select("div.executed[data-block]") if b.select_one("[data-widget]")}
    # A page shows a printed tab as spaces to the next multiple of 4 (Markdown's tab stops).
    pinned = Documented(page, {b: t.expandtabs(4) for b, t in PAGES[page].blocks.items()}, PAGES[page].numbers)
    problems = differences(f"docs/{page}", page_blocks(soup), pinned, widgets)
    numbers = [span.get_text() for span in soup.select("article span.computed")]
    if numbers != PAGES[page].numbers:
        problems.append(f"docs/{page}: numbers in sentences {numbers} != pinned {PAGES[page].numbers}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("page", sorted(p for p in PAGES if p.startswith("chapters/")))
def test_notebook_holds_what_is_pinned(built_site: Path, page: str) -> None:
    name = Path(page).stem
    notebook = json.loads((built_site / "notebooks" / "download" / f"{name}.ipynb").read_text(encoding="utf-8"))
    soup = parsed(built_page(built_site, page))
    shown_code = [b["data-block"] for b in soup.select("div.executed[data-block]") if b.select_one(".language-python")]
    cells = notebook_blocks(notebook)
    assert list(cells) == shown_code, f"notebook {name}: cells {list(cells)} != blocks shown on the page {shown_code}"
    pinned = Documented(page, {b: t for b, t in PAGES[page].blocks.items() if b in cells})
    problems = differences(f"notebooks/{name}.ipynb", cells, pinned)
    assert not problems, "\n".join(problems)


def test_every_block_of_every_page_is_compared(built_site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The comparison above covers the whole site: count what it compared."""
    on_pages = sum(len(page_blocks(parsed(built_page(built_site, p)))) for p in PAGES)
    in_notebooks = sum(
        len(notebook_blocks(json.loads(nb.read_text(encoding="utf-8"))))
        for nb in (built_site / "notebooks" / "download").glob("*.ipynb")
    )
    pinned = sum(len(p.blocks) for p in PAGES.values())
    with capsys.disabled():
        print(
            f"\none output per block: {pinned} pinned blocks; {on_pages} blocks on pages, {in_notebooks} notebook cells"
        )
    assert on_pages >= pinned > 0 and in_notebooks > 0
