"""Every page says which build verified it, and says it truly: the line matches this build.

The site under test was built by this checkout with this Python and this torch (the session's
``built_site``), so the line on every page must name exactly those, the commit git reports, and
as many outputs and numbers as the page shows; each notebook's metadata and each download's
header say the same.
"""

from __future__ import annotations

import json
import platform
import subprocess
from pathlib import Path

import pytest
import torch
from bs4 import BeautifulSoup

from tests.support import DOCS, PRINT_PAGE, ROOT, nav_pages, parsed

PAGES = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md") if not p.is_relative_to(DOCS / "assets"))
COMMIT = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()


def html_of(site: Path, page: str) -> BeautifulSoup:
    stem = page.removesuffix(".md")
    path = site / ("index.html" if stem == "index" else f"{stem}/index.html")
    return parsed(path)


def facts_on(soup: BeautifulSoup) -> dict[str, str]:
    (line,) = soup.select("p.provenance")
    return {k.removeprefix("data-"): v for k, v in line.attrs.items() if k.startswith("data-")}


@pytest.mark.site
@pytest.mark.parametrize("page", PAGES)
def test_the_provenance_line_names_this_build(built_site: Path, page: str) -> None:
    soup = html_of(built_site, page)
    facts = facts_on(soup)
    assert facts["commit"] == COMMIT, f"{page}: says commit {facts['commit']}, the checkout is at {COMMIT}"
    shown = [b for b in soup.select("div.executed") if b.select(".language-output, figure, .widget")]
    numbers = soup.select("span.computed")
    if facts["run"] == "none":
        assert not shown and not numbers, f"{page}: says it runs no code, but shows {len(shown)} outputs"
        return
    assert (facts["torch"], facts["python"]) == (torch.__version__, platform.python_version()), page
    assert facts["cpu"] == torch.backends.cpu.get_cpu_capability(), page
    assert (int(facts["outputs"]), int(facts["numbers"])) == (len(shown), len(numbers)), page
    assert facts["run"] in ("fresh", "cache") and facts["date"] <= facts["built"], page


@pytest.mark.site
def test_the_print_page_carries_each_pages_line(built_site: Path) -> None:
    """The whole guide on one page (and so the PDF) says, under each page, what verified it."""
    printed = parsed(built_site / PRINT_PAGE / "index.html")
    lines = [str(line) for line in printed.select("#print-site-page p.provenance")]
    pages = [str(html_of(built_site, page).select_one("p.provenance")) for _, page in nav_pages()]
    assert lines == pages, f"the print page carries {len(lines)} provenance lines for {len(pages)} pages"


@pytest.mark.site
def test_notebooks_and_downloads_carry_the_same_facts(built_site: Path) -> None:
    notebooks = sorted((built_site / "notebooks" / "download").glob("*.ipynb"))
    assert notebooks, "no notebooks were built"
    for path in notebooks:
        meta = json.loads(path.read_text(encoding="utf-8"))["metadata"]["understanding_pytorch"]
        assert (meta["commit"], meta["torch"], meta["python"]) == (COMMIT, torch.__version__, platform.python_version())
    scripts = sorted((built_site / "downloads").glob("*.py"))
    assert scripts, "no downloads were built"
    for script in scripts:
        first = script.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# Defined in snippets/") and f"commit {COMMIT[:7]}" in first, first
        assert f"torch {torch.__version__}, Python {platform.python_version()}" in first, first
