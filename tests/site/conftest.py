"""Checks over the whole built site: every page, whatever chapters and widgets exist.

Pages are listed from docs/ when tests are collected (tests.support.page_paths: one test per
page), and tests/site/test_links.py checks that the built site holds exactly those pages.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.support import WAIT_MS, PageProblems

# Collects Content-Security-Policy violations from the moment a page starts loading.
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


class Tab:
    """One browser tab that every visit on a worker reuses. A page's styles and scripts are then
    compiled once, not once per visit: a fresh context per visit costs about twice the CPU
    (benchmarks/browser_benchmark.py). Each visit starts as a new reader's would (``forget``)."""

    def __init__(self, browser: object, site_server: str) -> None:
        self.browser, self.site_server = browser, site_server
        self.page: Any = None
        self.records: list[PageProblems] = []

    def open(self) -> Any:
        if self.page is None or self.page.is_closed():  # the first visit, or a test closed it
            context = self.browser.new_context()  # type: ignore[attr-defined]
            context.set_default_timeout(WAIT_MS)
            context.add_init_script(CSP_LISTENER)
            self.page = context.new_page()
        return self.page

    def forget(self) -> None:
        """What the last visit left: what the site stored (Material's palette choice), the
        document, routes, listeners, emulated media."""
        page = self.page
        if page is None or page.is_closed():
            return
        if page.url.startswith(self.site_server):
            page.evaluate("localStorage.clear(); sessionStorage.clear()")
        page.goto("about:blank")
        page.unroute_all(behavior="ignoreErrors")
        for record in self.records:
            record.unwatch(page)
        self.records.clear()

    def visit(self, path: str, *, color_scheme: str, width: int, wait: str) -> tuple[Any, PageProblems]:
        self.forget()
        page = self.open()
        page.emulate_media(media="screen", color_scheme=color_scheme, reduced_motion="no-preference")
        page.set_viewport_size({"width": width, "height": 900})
        record = PageProblems(self.site_server)
        self.records.append(record)
        record.watch(page)
        page.goto(self.site_server + path)
        page.wait_for_load_state(wait)  # "networkidle": what scripts ask for late
        return page, record

    def close(self) -> None:
        if self.page is not None and not self.page.is_closed():
            self.page.context.close()


@pytest.fixture(scope="session")
def tab(browser: object, site_server: str) -> Iterator[Tab]:
    shared = Tab(browser, site_server)
    yield shared
    shared.close()


@pytest.fixture
def visit(tab: Tab) -> Iterator:
    """Open a site path in the worker's tab, as a new reader would (light unless ``color_scheme``,
    1280 px wide unless ``width``); returns (page, PageProblems)."""

    def _visit(path: str, *, color_scheme: str = "light", width: int = 1280, wait: str = "networkidle"):
        return tab.visit(path, color_scheme=color_scheme, width=width, wait=wait)

    yield _visit
    tab.forget()
