"""Headless Chromium (Debian's, driven by playwright) against the built site.

Every test page fails on a console error, an uncaught exception, or any request to a host
other than the local test server.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlparse

import pytest

playwright_api = pytest.importorskip("playwright.sync_api")


class PageProblems:
    """What went wrong while a page was open: console errors and foreign requests."""

    def __init__(self, base_url: str) -> None:
        self.host = urlparse(base_url).netloc
        self.console_errors: list[str] = []
        self.foreign_requests: list[str] = []

    def on_console(self, message: object) -> None:
        if message.type == "error":  # type: ignore[attr-defined]
            self.console_errors.append(message.text)  # type: ignore[attr-defined]

    def on_request(self, request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        parsed = urlparse(url)
        if parsed.scheme in ("http", "https", "ws", "wss") and parsed.netloc != self.host:
            self.foreign_requests.append(url)


@pytest.fixture
def open_page(browser: object, site_server: str, request: pytest.FixtureRequest):
    """Open a site path (e.g. "chapters/x/"); after the test, assert nothing went wrong.

    Options: ``scheme="slate"`` for the dark palette, ``width=360`` for a phone.
    """
    contexts = []
    problems = PageProblems(site_server)

    def _open(path: str, *, scheme: str = "default", width: int = 1200, reduced_motion: str = "no-preference"):
        context = browser.new_context(  # type: ignore[attr-defined]
            viewport={"width": width, "height": 900},
            color_scheme="dark" if scheme == "slate" else "light",
            reduced_motion=reduced_motion,
        )
        contexts.append(context)
        page = context.new_page()
        page.on("console", problems.on_console)
        page.on("pageerror", lambda error: problems.console_errors.append(str(error)))
        page.on("request", problems.on_request)
        page.goto(site_server + path)
        page.wait_for_load_state("networkidle")
        return page

    _open.problems = problems  # type: ignore[attr-defined]
    yield _open
    for context in contexts:
        context.close()
    assert not problems.console_errors, f"console errors: {problems.console_errors}"
    assert not problems.foreign_requests, f"requests to other hosts: {problems.foreign_requests}"


def embedded_data(built_site: Path, page: str, widget: str) -> dict:
    """The build-time JSON that a widget's mount element carries on a built page."""
    html = (built_site / page / "index.html").read_text(encoding="utf-8")
    mount = f'data-widget="{widget}"'
    assert mount in html, f"/{page} does not mount the {widget} widget"
    script = html.index('class="widget-data">', html.index(mount)) + len('class="widget-data">')
    return json.loads(html[script : html.index("</script>", script)])


def open_canvas_widget(open_page, path: str, widget: str, **options):
    """Open a page and wait until its canvas widget has mounted; returns (page, widget)."""
    page = open_page(path, **options)
    locator = page.locator(f'[data-widget="{widget}"]')
    assert locator.count() == 1, f"/{path} does not mount the {widget} widget"
    locator.locator(".canvas-widget__body").wait_for()
    return page, locator
