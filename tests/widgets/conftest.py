"""Headless Chromium (Debian's, driven by playwright) against the built site.

Each page is loaded once per test session and shared by every widget test on it
(`widget_page`): a test sets the colour scheme, width and motion it needs, and resets the
widget it drives. Timers run on Playwright's clock, paused once the page has mounted its
widgets: a timer fires only when a test advances the clock (`page.clock.run_for`), never
because real seconds passed (an axe scan, a slow machine), so every animation state a test
sees is the one it asked for. After every test, no page may have logged a console error,
thrown, or asked a host other than the local test server for anything.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support import AXE, KEEP_NATIVE_TIMERS, WAIT_MS, PageProblems

playwright_api = pytest.importorskip("playwright.sync_api")


class WidgetPage:
    """One loaded page, shared by every test that needs a widget on it."""

    def __init__(self, page: object, problems: PageProblems) -> None:
        self.page = page
        self.problems = problems

    def widget(self, name: str, *, scheme: str = "default", width: int = 1200, motion: str = "no-preference"):
        """The page's one mounted `name` widget, after setting the scheme, width and motion."""
        page = self.page
        page.set_viewport_size({"width": width, "height": 900})  # type: ignore[attr-defined]
        page.emulate_media(reduced_motion=motion)  # type: ignore[attr-defined]
        # What Material's palette toggle does (emulating prefers-color-scheme instead would race
        # Material's own media listener); the widgets watch the attribute and redraw.
        page.evaluate(  # type: ignore[attr-defined]
            "async (scheme) => { document.body.dataset.mdColorScheme = scheme; await Promise.resolve(); }", scheme
        )
        locator = page.locator(f'[data-widget="{name}"]')  # type: ignore[attr-defined]
        assert locator.count() == 1, f"{page.url} does not mount one {name} widget"  # type: ignore[attr-defined]
        locator.and_(page.locator('[data-mounted="true"]')).wait_for()  # type: ignore[attr-defined]
        return locator


@pytest.fixture(scope="session")
def widget_pages(browser: object, site_server: str) -> Iterator:
    """Loaded pages by site path, opened on first use and kept for the session."""
    pages: dict[str, WidgetPage] = {}
    contexts = []

    def load(path: str) -> WidgetPage:
        if path not in pages:
            context = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
            context.set_default_timeout(WAIT_MS)  # a wait that never ends fails the test instead
            contexts.append(context)
            if AXE.exists():  # init scripts run despite the site's CSP, which blocks injected ones
                context.add_init_script(path=str(AXE))
            context.add_init_script(KEEP_NATIVE_TIMERS)  # before the clock replaces them: axe needs them
            context.clock.install()  # timers run as usual while the page loads and mounts
            problems = PageProblems(site_server)
            page = problems.watch(context.new_page())
            page.goto(site_server + path)
            page.wait_for_load_state("networkidle")
            page.locator('[data-widget]:not([data-mounted="true"])').first.wait_for(state="detached")
            page.clock.pause_at(page.evaluate("Date.now()") + 1)  # from here on, only tests move time
            pages[path] = WidgetPage(page, problems)
        return pages[path]

    yield load
    for context in contexts:
        context.close()


@pytest.fixture
def widget_page(widget_pages, request: pytest.FixtureRequest) -> Iterator:
    """`widget_page(path)`: the shared page at `path`. After the test, it must have had no problems."""
    used: list[WidgetPage] = []

    def _open(path: str) -> WidgetPage:
        used.append(widget_pages(path))
        return used[-1]

    yield _open
    problems = [problem for page in used for problem in page.problems.take()]
    assert not problems, "\n".join(problems)
