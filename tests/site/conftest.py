"""Checks over the whole built site: every page, whatever chapters and widgets exist.

Pages are listed from docs/ when tests are collected (tests.support.page_paths: one test per
page), and tests/site/test_links.py checks that the built site holds exactly those pages.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support import WAIT_MS, PageProblems

# Collects Content-Security-Policy violations from the moment a page starts loading.
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


@pytest.fixture
def visit(browser: object, site_server: str) -> Iterator:
    """Open a site path in a fresh context; returns (page, PageProblems). Contexts close afterwards."""
    contexts = []

    def _visit(path: str, *, color_scheme: str = "light", width: int = 1280, wait: str = "networkidle"):
        context = browser.new_context(  # type: ignore[attr-defined]
            color_scheme=color_scheme, viewport={"width": width, "height": 900}
        )
        context.set_default_timeout(WAIT_MS)
        contexts.append(context)
        context.add_init_script(CSP_LISTENER)
        record = PageProblems(site_server)
        page = record.watch(context.new_page())
        page.goto(site_server + path)  # type: ignore[attr-defined]
        page.wait_for_load_state(wait)  # type: ignore[attr-defined]  # "networkidle": what scripts ask for late
        return page, record

    yield _visit
    for context in contexts:
        context.close()
