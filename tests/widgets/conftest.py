"""Headless Chromium (Debian's, driven by playwright) against the built site.

Each page is loaded once per test session and shared by every widget test on it
(`widget_page`): a test sets the colour scheme, width and motion it needs, and resets the
widget it drives. Timers run on Playwright's clock, paused once the page has loaded: a timer
fires only when a test advances the clock (`page.clock.run_for`), never because real seconds
passed (an axe scan, a slow machine), so every animation state a test sees is the one it asked for. After every test, no page may have
logged a console error, thrown, or asked a host other than the local test server for anything.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlparse

import pytest

playwright_api = pytest.importorskip("playwright.sync_api")

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WIDGETS = ROOT / "docs" / "assets" / "widgets"


KEEP_NATIVE_TIMERS = """window.__nativeTimers = Object.fromEntries(
  ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "requestAnimationFrame", "cancelAnimationFrame"]
    .map((name) => [name, window[name].bind(window)]));"""


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

    def take(self) -> list[str]:
        found = [f"console error: {e}" for e in self.console_errors] + [
            f"request to another host: {u}" for u in self.foreign_requests
        ]
        self.console_errors.clear()
        self.foreign_requests.clear()
        return found


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
def widget_pages(browser: object, site_server: str) -> Iterator[dict[str, WidgetPage]]:
    """Loaded pages by site path, opened on first use and kept for the session."""
    pages: dict[str, WidgetPage] = {}
    contexts = []

    def load(path: str) -> WidgetPage:
        if path not in pages:
            context = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
            context.set_default_timeout(30_000)  # a wait that never ends fails the test instead
            contexts.append(context)
            if AXE.exists():  # init scripts run despite the site's CSP, which blocks injected ones
                context.add_init_script(path=str(AXE))
            context.add_init_script(KEEP_NATIVE_TIMERS)  # before the clock replaces them: axe needs them
            context.clock.install()  # timers run as usual while the page loads and mounts
            problems = PageProblems(site_server)
            page = context.new_page()
            page.on("console", problems.on_console)
            page.on("pageerror", lambda error: problems.console_errors.append(str(error)))
            page.on("request", problems.on_request)
            page.goto(site_server + path)
            page.wait_for_load_state("networkidle")
            page.locator('[data-widget]:not([data-mounted="true"])').first.wait_for(state="detached")
            page.clock.pause_at(page.evaluate("Date.now()") + 1)  # from here on, only tests move time
            pages[path] = WidgetPage(page, problems)
        return pages[path]

    yield load  # type: ignore[misc]
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


# ---------------------------------------------------------------------------- checks


LAYOUT_CHECK = """(root) => {
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) {
    problems.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
  }
  const name = (el) => el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ").join(".") : "")
    + (el.textContent.trim() ? ` "${el.textContent.trim().slice(0, 24)}"` : "");
  const frame = root.getBoundingClientRect();
  const parts = [...root.querySelectorAll(
    "button, input, output, canvas, summary, .widget__readout, .widget__values > div, .widget__status," +
    ".widget__cell, .widget__grad, .widget__chip, .widget__line, .widget__code, .widget__hint, .widget__title",
  )].filter((el) => el.getClientRects().length && !el.closest("[hidden]"));
  const boxes = parts.map((el) => el.getBoundingClientRect());
  parts.forEach((el, i) => {
    const r = boxes[i];
    if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5) problems.push(`${name(el)} sticks out of the widget`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible")
      problems.push(`${name(el)} overflows its own box`);
  });
  for (let i = 0; i < parts.length; i += 1) {
    for (let j = i + 1; j < parts.length; j += 1) {
      if (parts[i].contains(parts[j]) || parts[j].contains(parts[i])) continue;
      const [a, b] = [boxes[i], boxes[j]];
      const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const dy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (dx > 1 && dy > 1) problems.push(`${name(parts[i])} overlaps ${name(parts[j])}`);
    }
  }
  for (const canvas of root.querySelectorAll("canvas")) {
    const size = parseFloat(getComputedStyle(canvas).fontSize);
    if (size < 12) problems.push(`canvas labels are ${size}px, under 12px`);
  }
  return problems;
}"""


def layout_problems(widget) -> list[str]:
    """Sideways scrolling, parts outside the widget or overlapping each other, small canvas type."""
    return widget.evaluate(LAYOUT_CHECK)


def axe_problems(widget) -> list[str]:
    """axe-core's violations inside the widget (contrast among them), in the current scheme."""
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (make system-deps)")
    return widget.evaluate(
        """async (root) => {
          for (const animation of root.getAnimations({ subtree: true })) animation.finish(); // judge the end state
          // axe waits on timers of its own: it gets the real ones while it scans, and the page's
          // own timers stay on the paused clock (nothing of the widget moves meanwhile).
          const paused = {};
          for (const [name, native] of Object.entries(window.__nativeTimers)) {
            paused[name] = window[name];
            window[name] = native;
          }
          try {
            return (await axe.run(root)).violations.map(
              (v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
          } finally {
            Object.assign(window, paused);
          }
        }"""
    )


def bad_numbers(widget) -> list[str]:
    """Words a reader must never see in a widget."""
    text = widget.inner_text()
    return [word for word in ("NaN", "Infinity", "undefined") if word in text]


# ---------------------------------------------------------------------------- the built pages

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Mount:
    name: str
    classes: list[str]
    scripts: list[dict[str, str]] = field(default_factory=list)  # attributes of each script.widget-data
    data: list[str] = field(default_factory=list)
    fallback_text: str = ""
    fallback_hidden: bool = False
    details: int = 0


class _Mounts(HTMLParser):
    """Every [data-widget] element of a page, with what sits inside it."""

    def __init__(self) -> None:
        super().__init__()
        self.mounts: list[Mount] = []
        self.stack: list[tuple[str, str]] = []  # (tag, role): role is "mount", "fallback", "data" or ""

    def _inside(self, role: str) -> bool:
        return any(r == role for _, r in self.stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = a.get("class", "").split()
        role = ""
        if "data-widget" in a:
            self.mounts.append(Mount(a["data-widget"], classes))
            role = "mount"
        elif self._inside("mount") and self.stack[-1][1] == "mount" and "widget__fallback" in classes:
            self.mounts[-1].fallback_hidden = "hidden" in a
            role = "fallback"
        elif tag == "script" and "widget-data" in classes and self._inside("mount"):
            self.mounts[-1].scripts.append(a)
            self.mounts[-1].data.append("")
            role = "data"
        if tag == "details" and self._inside("mount"):
            self.mounts[-1].details += 1
        if tag not in VOID:
            self.stack.append((tag, role))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._inside("data"):
            self.mounts[-1].data[-1] += data
        elif self._inside("fallback"):
            self.mounts[-1].fallback_text += data


def page_mounts(built_site: Path, page: str) -> list[Mount]:
    """Every [data-widget] element on one built page ("" is the home page)."""
    parser = _Mounts()
    parser.feed((built_site / page / "index.html").read_text(encoding="utf-8"))
    return parser.mounts


def embedded_data(built_site: Path, page: str, widget: str) -> dict:
    """The build-time JSON that a widget's mount element carries on a built page."""
    mounts = [m for m in page_mounts(built_site, page) if m.name == widget]
    assert mounts, f"/{page} does not mount the {widget} widget"
    (text,) = mounts[0].data
    return json.loads(text)
