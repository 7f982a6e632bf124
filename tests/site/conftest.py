"""Checks over the whole built site: every page, whatever chapters and widgets exist.

Pages are listed from docs/ when tests are collected (one test per page and scheme), and
tests/site/test_links.py checks that the built site holds exactly those pages.
The browser pieces mirror tests/widgets/conftest.py (same Chromium, same flags).
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# Collects Content-Security-Policy violations from the moment a page starts loading.
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


def page_paths() -> list[str]:
    """Site paths of every Markdown page under docs/ ("" is the home page)."""
    paths = []
    for source in sorted(DOCS.rglob("*.md")):
        if source.is_relative_to(DOCS / "assets"):  # notes for authors (widgets/README.md), excluded in mkdocs.yml
            continue
        relative = source.relative_to(DOCS).with_suffix("")
        if relative.name in ("index", "README"):
            relative = relative.parent
        paths.append("" if str(relative) == "." else f"{relative.as_posix()}/")
    return paths


@pytest.fixture(scope="session")
def site_browser(browser: object) -> object:
    """The session's one Chromium (tests/conftest.py)."""
    return browser


class Visit:
    """One page load: what it requested from other hosts, and what went wrong."""

    def __init__(self, base_url: str) -> None:
        self.host = urlparse(base_url).netloc
        self.requests: list[str] = []
        self.foreign_requests: list[str] = []
        self.console_errors: list[str] = []

    def on_request(self, request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        self.requests.append(url)
        parsed = urlparse(url)
        if parsed.scheme not in ("data", "blob", "about") and parsed.netloc != self.host:
            self.foreign_requests.append(url)

    def on_console(self, message: object) -> None:
        if message.type == "error":  # type: ignore[attr-defined]
            self.console_errors.append(message.text)  # type: ignore[attr-defined]


@pytest.fixture
def visit(site_browser: object, site_server: str):
    """Open a site path in a fresh context; returns (page, Visit). Contexts close afterwards."""
    contexts = []

    def _visit(
        path: str, *, color_scheme: str = "light", bypass_csp: bool = False, width: int = 1200, wait: str = "networkidle"
    ):
        context = site_browser.new_context(  # type: ignore[attr-defined]
            color_scheme=color_scheme, bypass_csp=bypass_csp, viewport={"width": width, "height": 900}
        )
        contexts.append(context)
        context.add_init_script(CSP_LISTENER)
        record = Visit(site_server)
        page = context.new_page()
        page.on("request", record.on_request)
        page.on("console", record.on_console)
        page.on("pageerror", lambda error: record.console_errors.append(str(error)))
        page.goto(site_server + path)
        page.wait_for_load_state(wait)  # "networkidle": also what scripts request after the load
        return page, record

    yield _visit
    for context in contexts:
        context.close()
