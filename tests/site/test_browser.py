"""Every page in a real browser: nothing from other hosts, no CSP violation or console error, no
axe violation, and at 360 px a layout where nothing overlaps code or output, in both schemes.

One load per page does every check: first the desktop view (1280 px, light: waits for the
network to go quiet, so late requests to other hosts are caught, then axe on the whole page),
then the same page as a phone (360 px) switched to the dark scheme with Material's toggle,
where axe checks contrast again and the layout is checked in both schemes. (That a reader whose
system is dark gets the dark scheme at once: test_a_dark_system_gets_the_dark_scheme.) axe is served from the site's own origin, so the pages keep their
Content-Security-Policy while it runs. Screenshots for a person: tools/screenshots.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.support import PRINT_PAGE, axe_problems, load_axe, page_paths

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGES = page_paths()  # and the whole guide on one page, which has no Markdown source of its own
# Rectangles that must not meet: each copy button and the first line of its code (in view);
# the output label sits on a line of its own. Figure text: rendered size in CSS pixels.
LAYOUT = """() => {
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const problems = [];
  for (const button of document.querySelectorAll("article .md-clipboard")) {
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
# checks on its own page (both schemes): on the print page, colour contrast is checked on what is
# its own (contents, section titles) and every other rule everywhere; 10 s a scan otherwise.
PAGES_WITHIN = "#print-site-page section.print-page[id]"


def _problems(page, record, site_server: str, *, within: bool = False) -> list[str]:
    """Other hosts, CSP violations and console errors so far, then axe on the whole page
    (``within``: the print page, see PAGES_WITHIN)."""
    problems = record.take() + [f"CSP violation: {v}" for v in page.evaluate("window.__cspViolations")]
    load_axe(page, site_server)
    if within:
        contrast = ["color-contrast"]
        return problems + axe_problems(page, skip=tuple(contrast)) + axe_problems(page, contrast, exclude=(PAGES_WITHIN,))
    return problems + axe_problems(page)


def to_dark(page) -> None:
    """Material's palette toggle, as a reader presses it (the page was loaded in the light scheme)."""
    page.locator('label[title="Switch to dark mode"]').click()
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")


def _as_a_phone_in_the_dark(page, *, within: bool = False) -> list[str]:
    """The loaded page at 360 px, the reader's system dark: contrast again, and the layout in
    both schemes (``within``: the print page, see PAGES_WITHIN)."""
    page.set_viewport_size({"width": 360, "height": 900})
    to_dark(page)
    contrast = axe_problems(page, ["color-contrast"], exclude=(PAGES_WITHIN,) if within else ())
    problems = [f"(dark) {p}" for p in contrast + page.evaluate(LAYOUT)]
    page.evaluate("document.body.setAttribute('data-md-color-scheme', 'default')")  # Material's toggle
    return problems + [f"(light) {problem}" for problem in page.evaluate(LAYOUT)]


@pytest.mark.parametrize("path", [*PAGES, PRINT_PAGE])
def test_page_in_a_browser(visit, site_server: str, path: str) -> None:
    page, record = visit(path)
    assert page.get_attribute("body", "data-md-color-scheme") == "default", f"/{path}: not light in light mode"
    within = path == PRINT_PAGE
    problems = [f"(desktop) {p}" for p in _problems(page, record, site_server, within=within)]
    problems += [f"(phone) {p}" for p in _as_a_phone_in_the_dark(page, within=within)]
    problems += record.take()  # nothing late either
    assert not problems, f"/{path}:\n" + "\n".join(problems)


def _generated_pages(built_site: Path) -> list[str]:
    """Built pages with no Markdown source (the chapters' notebooks; the print page is checked above)."""
    built = sorted(str(p.parent.relative_to(built_site)) + "/" for p in built_site.rglob("index.html"))
    return [p for p in built if p != "./" and p not in PAGES and p != PRINT_PAGE]


def test_notebook_pages_in_a_browser(visit, built_site: Path, site_server: str) -> None:
    """The notebook pages share one template (nbconvert's, through mkdocs-jupyter): the first one,
    in both views. That every page requests nothing from another host is checked in its HTML as
    well (test_links.py: the policy, and only this site's scripts, styles and images)."""
    pages = _generated_pages(built_site)
    assert len(pages) >= 12, pages
    page, record = visit(pages[0])
    problems = [f"(desktop) {p}" for p in _problems(page, record, site_server)]
    page.set_viewport_size({"width": 360, "height": 900})
    to_dark(page)
    problems += [f"(phone, dark) {p}" for p in axe_problems(page, ["color-contrast"])] + record.take()
    assert not problems, f"/{pages[0]}:\n" + "\n".join(problems)


def test_search_answers_from_this_site_only(visit) -> None:
    """Material's search runs in a worker: it loads its index from this site and answers."""
    page, record = visit("")
    page.keyboard.press("/")
    page.keyboard.type("tensor")
    expect(page.locator(".md-search-result__meta")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert record.requests and not record.foreign_requests, record.foreign_requests
    assert not page.evaluate("window.__cspViolations")


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
