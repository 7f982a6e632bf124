"""The whole guide on one page (print_page/): every nav page in order, with its outputs and
figures, widgets as their static fallback, collapsed blocks open, and print CSS that keeps code
and figures whole in light colours. That it requests nothing from another host, passes axe and is
valid HTML: test_browser.py, test_valid_html.py and test_links.py check it with every page.
Printed, no line of code wraps out of its indentation, outputs wrap, and no copy button shows.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from tests.site.code_width import OUTPUT, PRINTED_PX, PYTHON, measure
from tests.support import PRINT_PAGE, built_page, nav_pages, parsed, read_to_the_end

pytestmark = pytest.mark.site


def _article(site: Path, page: str) -> BeautifulSoup:
    return parsed(built_page(site, page)).select_one("article.md-content__inner")


def _title(element: object) -> str:
    return element.get_text(" ", strip=True).removesuffix("¶").strip()  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def whole(built_site: Path) -> BeautifulSoup:
    page = built_site / PRINT_PAGE / "index.html"
    assert page.is_file(), "no print page: is the print-site plugin in mkdocs.yml?"
    return parsed(page).select_one("#print-site-page")


def test_every_nav_page_in_order(built_site: Path, whole: BeautifulSoup) -> None:
    titles = [_title(h1) for h1 in whole.find_all("h1")]
    at = 0
    for _, page in nav_pages():
        title = _title(_article(built_site, page).find("h1"))
        assert title in titles[at:], f"{page}'s title {title!r} is missing or out of order in the print page"
        at = titles.index(title, at) + 1


def test_every_output_and_figure_is_there(built_site: Path, whole: BeautifulSoup) -> None:
    for selector in (".language-output", "figure.executed-figure", "pre"):
        pages = sum(len(_article(built_site, page).select(selector)) for _, page in nav_pages())
        assert pages > 0 and len(whole.select(selector)) == pages, (
            f"{selector}: {len(whole.select(selector))} of {pages}"
        )


def test_widgets_are_their_fallback_and_collapsed_blocks_open(built_site: Path, whole: BeautifulSoup) -> None:
    mounts = [m for _, page in nav_pages() for m in _article(built_site, page).select("[data-widget]")]
    with_fallback = [m for m in mounts if m.select_one(":scope > .widget__fallback")]
    assert with_fallback, "no widget with a fallback on any page: nothing to check"
    assert not whole.select("[data-widget]"), "a widget would mount on the print page"
    assert not whole.select("script.widget-data"), "widget data left on the print page"
    assert len(whole.select(".widget__fallback")) == len(with_fallback)
    closed = [_title(d.summary) for d in whole.find_all("details") if not d.has_attr("open")]
    assert whole.find_all("details") and not closed, f"collapsed on the print page: {closed[:5]}"


def test_kept_out_of_search_and_nav(built_site: Path) -> None:
    index = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not [d["location"] for d in index["docs"] if d["location"].startswith(PRINT_PAGE)]
    nav = parsed(built_site / "index.html").select_one("nav.md-nav--primary")
    assert not nav.select(f'a[href*="{PRINT_PAGE}"]'), "the print page is in the site's navigation"


@pytest.mark.browser
def test_print_page_prints_light_whole_and_without_widgets(visit) -> None:
    page, record = visit(PRINT_PAGE)
    toc = page.locator("#print-page-toc a")
    assert toc.count() >= len(nav_pages()), "the table of contents was not made (print-page.js)"
    assert page.locator("[data-mounted]").count() == 0, "a widget mounted on the print page"
    assert page.locator(".widget__fallback:visible").count() == page.locator(".widget__fallback").count()
    light = page.evaluate("getComputedStyle(document.body).getPropertyValue('--md-default-bg-color').trim()")
    page.evaluate("document.body.setAttribute('data-md-color-scheme', 'slate')")  # a reader in dark mode
    page.emulate_media(media="screen")
    assert page.evaluate("getComputedStyle(document.body).getPropertyValue('--md-default-bg-color').trim()") != light
    page.emulate_media(media="print")
    styles = page.evaluate(
        """() => ({
          background: getComputedStyle(document.body).getPropertyValue('--md-default-bg-color').trim(),
          code: getComputedStyle(document.querySelector('#print-site-page .highlight')).breakInside,
          figure: getComputedStyle(document.querySelector('#print-site-page .executed-figure')).breakInside,
        })"""
    )
    assert styles == {"background": light, "code": "avoid", "figure": "avoid"}, styles
    assert not record.take()


@pytest.mark.browser
def test_a_printed_chapter_shows_the_widgets_fallback(visit) -> None:
    """Any page, printed: a mounted widget prints what a reader without JavaScript sees."""
    page, _ = visit("chapters/finding-gradients-with-autograd/")
    widget = page.locator('[data-widget="grad-switch"]')
    widget.locator(".widget__body").wait_for()
    fallback = widget.locator(":scope > .widget__fallback")
    assert not fallback.is_visible()
    page.emulate_media(media="print")
    assert fallback.is_visible() and not widget.locator(".widget__body").is_visible()


@pytest.mark.browser
def test_printed_code_does_not_wrap(visit) -> None:
    """The print page (and so the PDF, printed from it) as it prints: every line of Python fits
    the printed width, so none wraps out of its indentation; outputs wrap (never cut off). (The
    diff on the drift page is no Python: its long lines may wrap.)"""
    page, _ = visit(PRINT_PAGE, wait="load", width=PRINTED_PX)
    read_to_the_end(page)  # every block's copy button set up, to check that none prints
    page.emulate_media(media="print")
    found = measure(page, source=PYTHON, nowrap=True)
    assert found["sources"] > 100, found["sources"]
    wide = "\n".join(f"  {len(line)} characters: {line.strip()[:60]}" for line in found["wideSources"])
    assert not wide, f"{len(found['wideSources'])} code blocks would wrap in print:\n{wide}"
    wrapping = page.evaluate(
        "(output) => [...document.querySelectorAll(output)].map((e) => getComputedStyle(e).whiteSpace)", OUTPUT
    )
    assert set(wrapping) == {"pre-wrap"}, f"printed outputs must wrap, not be cut off: {set(wrapping)}"
    controls = page.locator("#print-site-page .md-code__nav")
    assert controls.count() >= found["sources"], "no copy buttons to check: has Material renamed them?"
    assert not [i for i in range(controls.count()) if controls.nth(i).is_visible()], "a copy button prints"
