"""The guide to take away (guide_build/export/offline.py, made by the session's build): the
offline copy works from file:// in a browser, outputs, search and all, and nothing it loads
leaves file://; the notebooks' archive holds every notebook and script the site offers.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.support import WAIT_MS, PageProblems, pinned_lines

pytestmark = pytest.mark.site

OFFLINE = "downloads/understanding-pytorch-offline.zip"
CHAPTER = "chapters/shaping-tensors"


@pytest.fixture(scope="module")
def copy(exported_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    archive = exported_site / OFFLINE
    assert archive.is_file(), f"{OFFLINE} was not made (python -m guide_build offline)"
    folder = tmp_path_factory.mktemp("offline")
    with zipfile.ZipFile(archive) as opened:
        opened.extractall(folder)
    return folder / "understanding-pytorch"


@pytest.fixture
def open_file(browser: object) -> Iterator:
    contexts = []

    def _open(path: Path):
        context = browser.new_context()  # type: ignore[attr-defined]
        context.set_default_timeout(WAIT_MS)
        contexts.append(context)
        record = PageProblems(path.as_uri())  # file:// has no host: any request with one is foreign
        page = record.watch(context.new_page())
        page.goto(path.as_uri())
        page.wait_for_load_state("networkidle")
        return page, record

    yield _open
    for context in contexts:
        context.close()


def test_notebooks_archive_holds_every_notebook_and_script(exported_site: Path) -> None:
    with zipfile.ZipFile(exported_site / "downloads" / "notebooks.zip") as archive:
        names = set(archive.namelist())
    notebooks = {f"notebooks/{p.name}" for p in (exported_site / "notebooks" / "download").glob("*.ipynb")}
    scripts = {f"scripts/{p.name}" for p in (exported_site / "downloads").glob("*.py")}
    assert notebooks and scripts and names == notebooks | scripts


@pytest.mark.browser
def test_offline_copy_works_from_files(copy: Path, open_file) -> None:
    page, record = open_file(copy / "index.html")
    assert page.locator("article .language-output").count() > 0, "no output on the offline home page"
    page.keyboard.press("/")
    page.keyboard.type("tensor")
    expect(page.locator(".md-search-result__meta")).to_be_visible()
    expect(page.locator(".md-search-result__item").first).to_be_visible()
    chapter, chapter_record = open_file(copy / f"{CHAPTER}.html")
    shown = chapter.locator("article").inner_text()
    first = pinned_lines(f"{CHAPTER}.md")[0]
    assert first in shown, f"{CHAPTER}: the pinned output {first!r} is not on the offline page"
    requests = record.requests + chapter_record.requests
    assert requests and all(url.startswith(("file:", "data:", "blob:", "about:")) for url in requests), [
        u for u in requests if not u.startswith("file:")
    ]
    assert not record.take() + chapter_record.take()
