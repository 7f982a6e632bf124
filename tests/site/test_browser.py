"""Every page in a real browser: nothing from other hosts, no CSP violation or console error, no
axe violation, and at 360 px a layout where nothing overlaps code or output, in both schemes.

One load per page does every check: first the desktop view (1280 px, light: waits for the
network to go quiet, so late requests to other hosts are caught, then axe on the whole page),
then the same page as a phone (360 px) switched to the dark scheme with Material's toggle,
where axe runs every rule again (links told apart by colour alone, say, fail in one scheme
only) and the layout is checked in both schemes. (That a reader whose
system is dark gets the dark scheme at once: test_a_dark_system_gets_the_dark_scheme.) Pages
are visited in the worker's one tab, each visit as a new reader's (tests/site/conftest.py). axe
is served from the site's own origin, so the pages keep their Content-Security-Policy while it
runs. Screenshots for a person: tools/screenshots.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.support import PRINT_PAGE, axe_problems, load_axe, page_paths, read_to_the_end

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGES = page_paths()  # and the whole guide on one page, which has no Markdown source of its own
# Rectangles that must not meet: each copy button and the first line of its code (in view);
# the output label sits on a line of its own. Figure text: rendered size in CSS pixels.
LAYOUT = """() => {
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const problems = [];
  for (const button of document.querySelectorAll('article .md-code__button[data-md-type="copy"]')) {
    const code = button.parentElement.querySelector("code");
    if (!code || !code.firstChild) continue;
    const text = code.textContent;
    const end = Math.max(1, text.indexOf("\\n") === -1 ? text.length : text.indexOf("\\n"));
    const range = document.createRange();
    range.setStart(code, 0);
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    let seen = 0, node;
    while ((node = walker.nextNode())) {
      if (seen + node.length >= end) { range.setEnd(node, end - seen); break; }
      seen += node.length;
    }
    const view = button.parentElement.getBoundingClientRect();
    for (const line of range.getClientRects()) {
      const visible = { left: Math.max(line.left, view.left), right: Math.min(line.right, view.right),
                        top: line.top, bottom: line.bottom };
      if (visible.left < visible.right && meet(visible, button.getBoundingClientRect())) {
        problems.push(`copy button on the first line of: ${text.slice(0, 40)}`);
        break;
      }
    }
  }
  for (const output of document.querySelectorAll("article .language-output.highlight")) {
    if (getComputedStyle(output, "::before").display !== "block") problems.push("output label over its output");
  }
  const small = [];
  for (const text of document.querySelectorAll("figure.executed-figure svg text")) {
    const ctm = text.getScreenCTM();  // scale, whatever the rotation (y-axis labels turn 90 degrees)
    const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b);
    if (size < 11) small.push(`${text.textContent.trim()} (${size.toFixed(1)} px)`);
  }
  if (small.length) problems.push(`figure text under 11 px: ${small.slice(0, 5).join(", ")}`);
  const root = document.scrollingElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  return problems;
}"""


# The print page holds every page of the site, each in a section of its own that this file
# checks on its own page (both schemes). There, every rule but colour contrast runs on the whole
# page in both schemes (desktop light, phone dark), and the layout is checked at 360 px in both
# schemes; then the sections are taken out and
# colour contrast is checked on what is the print page's own (contents, section titles), light and
# dark. axe's contrast rule measures every element on the page, whatever it is asked to check:
# with the sections in, 3-4 s a scan instead of a tenth of one.
PAGES_WITHIN = "#print-site-page section.print-page[id]"


def _problems(page, record, site_server: str, *, skip: tuple[str, ...] = ()) -> list[str]:
    """Other hosts, CSP violations and console errors so far, then axe on the whole page."""
    problems = record.take() + [f"CSP violation: {v}" for v in page.evaluate("window.__cspViolations")]
    load_axe(page, site_server)
    return problems + axe_problems(page, skip=skip)


def to_dark(page) -> None:
    """Material's palette toggle, as a reader presses it (the page was loaded in the light scheme)."""
    page.locator('label[title="Switch to dark mode"]').click()
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")


def _scheme(page, scheme: str) -> None:
    page.evaluate("(scheme) => document.body.setAttribute('data-md-color-scheme', scheme)", scheme)  # Material's toggle


def _as_a_phone_in_the_dark(page, *, contrast: bool = True) -> list[str]:
    """The loaded page at 360 px, the reader's system dark: every axe rule again (but colour
    contrast, unless ``contrast``), and the layout in both schemes; the page is left light."""
    page.set_viewport_size({"width": 360, "height": 900})
    to_dark(page)
    skip = () if contrast else ("color-contrast",)
    problems = [f"(dark) {p}" for p in axe_problems(page, skip=skip) + page.evaluate(LAYOUT)]
    _scheme(page, "default")
    return problems + [f"(light) {problem}" for problem in page.evaluate(LAYOUT)]


def _own_contrast(page) -> list[str]:
    """The print page without the pages it holds: colour contrast in both schemes."""
    page.evaluate("(within) => document.querySelectorAll(within).forEach((section) => section.remove())", PAGES_WITHIN)
    problems = [f"(own parts, light) {p}" for p in axe_problems(page, ["color-contrast"])]
    _scheme(page, "slate")
    return problems + [f"(own parts, dark) {p}" for p in axe_problems(page, ["color-contrast"])]


@pytest.mark.parametrize("path", [*PAGES, PRINT_PAGE])
def test_page_in_a_browser(visit, site_server: str, path: str) -> None:
    page, record = visit(path)
    assert page.get_attribute("body", "data-md-color-scheme") == "default", f"/{path}: not light in light mode"
    whole = path == PRINT_PAGE  # the print page: see PAGES_WITHIN
    if not whole:
        without = read_to_the_end(page)
        assert without == 0, f"/{path}: {without} code blocks without a copy button after reading to the end"
    problems = [
        f"(desktop) {p}" for p in _problems(page, record, site_server, skip=("color-contrast",) if whole else ())
    ]
    problems += [f"(phone) {p}" for p in _as_a_phone_in_the_dark(page, contrast=not whole)]
    problems += record.take()  # nothing late either
    if whole:
        problems += _own_contrast(page)
    assert not problems, f"/{path}:\n" + "\n".join(problems)


def _generated_pages(built_site: Path) -> list[str]:
    """Built pages with no Markdown source (the chapters' notebooks; the print page is checked above)."""
    built = sorted(str(p.parent.relative_to(built_site)) + "/" for p in built_site.rglob("index.html"))
    return [p for p in built if p != "./" and p not in PAGES and p != PRINT_PAGE]


def test_notebook_pages_in_a_browser(visit, built_site: Path, site_server: str) -> None:
    """The notebook pages share one template (nbconvert's, through mkdocs-jupyter): the first one,
    in both views, every axe rule in both schemes. That every page requests nothing from another
    host is checked in its HTML as well (test_links.py: the policy, and only this site's scripts,
    styles and images)."""
    pages = _generated_pages(built_site)
    assert len(pages) >= 12, pages
    page, record = visit(pages[0])
    problems = [f"(desktop) {p}" for p in _problems(page, record, site_server)]
    page.set_viewport_size({"width": 360, "height": 900})
    to_dark(page)
    problems += [f"(phone, dark) {p}" for p in axe_problems(page)] + record.take()
    assert not problems, f"/{pages[0]}:\n" + "\n".join(problems)


def test_search_answers_from_this_site_only(visit) -> None:
    """Material's search runs in a worker: it loads its index from this site when the reader first
    searches (not with the page: guide_build/search_index.py) and answers."""
    page, record = visit("")
    fetched = [url for url in record.requests if "search_index" in url]
    assert not fetched, f"the search index was fetched before anyone searched: {fetched}"
    page.keyboard.press("/")
    page.keyboard.type("tensor")
    expect(page.locator(".md-search-result__meta")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert record.requests and not record.foreign_requests, record.foreign_requests
    assert not page.evaluate("window.__cspViolations")


def test_each_visit_starts_as_a_new_readers(visit) -> None:
    """Visits share the worker's tab (tests/site/conftest.py): what one visit changed (Material's
    stored palette choice, the width, emulated print) is gone at the next."""
    page, _ = visit("")
    to_dark(page)
    page.set_viewport_size({"width": 360, "height": 900})
    page.emulate_media(media="print")
    page, _ = visit("")
    state = page.evaluate(
        """() => ({ scheme: document.body.dataset.mdColorScheme, print: matchMedia("print").matches,
                    width: innerWidth, stored: Object.keys(localStorage).filter((key) => key.endsWith("__palette"))
                      .map((key) => JSON.parse(localStorage.getItem(key)).color.scheme) })"""
    )
    assert state == {"scheme": "default", "print": False, "width": 1280, "stored": ["default"]}, state


def test_a_dark_system_gets_the_dark_scheme(visit) -> None:
    page, _ = visit("", color_scheme="dark", wait="load")
    assert page.get_attribute("body", "data-md-color-scheme") == "slate"


def test_policy_is_enforced_and_forbids_eval(visit, site_server: str) -> None:
    """The meta policy is on every page (test_links) and the browser enforces it here."""
    page, _ = visit("")
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert policy and "unsafe-eval" not in policy and "script-src 'self'" in policy
    # A script from the site itself (allowed) that tries eval (forbidden without unsafe-eval).
    probe = "try { eval('1'); window.__evalRan = true } catch (e) { window.__evalRan = false }"
    page.route(site_server + "eval-probe.js", lambda route: route.fulfill(body=probe, content_type="text/javascript"))
    page.evaluate(
        """() => new Promise((done) => {
          const inline = document.createElement("script");
          inline.textContent = "window.__injected = true";
          document.head.append(inline);
          const probe = document.createElement("script");
          probe.src = "eval-probe.js";
          probe.onload = probe.onerror = done;
          document.head.append(probe);
        })"""
    )
    result = page.evaluate("({injected: window.__injected, evalRan: window.__evalRan, v: window.__cspViolations})")
    assert result["evalRan"] is False, f"eval was not refused (or the probe did not run): {result}"
    assert result["injected"] is None, "an injected inline script ran: the policy is not enforced"
    assert sorted(result["v"]) == ["script-src blocked eval", "script-src-elem blocked inline"], result
