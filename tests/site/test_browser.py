"""Every page in a real browser: nothing from other hosts, no CSP violation or console error, no
axe violation, and at 360 px a layout where nothing overlaps code or output, in both schemes.

One load per page and view does every check: a desktop view in the light scheme, and a phone view
(360 px) in the dark one, where the layout is checked again after switching to the light scheme.
axe is served from the site's own origin, so the pages keep their Content-Security-Policy while
it runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import AXE, page_paths
from .test_phone import LAYOUT

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGES = page_paths()
# A view: width, scheme, and what to wait for. The desktop view waits for the network to go
# quiet, so late requests to other hosts are caught; the phone view loads the same resources.
VIEWS = {"desktop-light": (1280, "light", "networkidle"), "phone-dark": (360, "dark", "load")}
AXE_RUN = """async () => {
  const results = await axe.run(document);
  return results.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
  }));
}"""


def _problems(page, record, site_server: str, *, layout: bool, axe: bool = True) -> list[str]:
    """What went wrong on a loaded page: other hosts, CSP, console, axe and (phone) layout."""
    problems = [f"request to another host: {url}" for url in record.foreign_requests]
    problems += [f"CSP violation: {v}" for v in page.evaluate("window.__cspViolations")]
    problems += [f"console error: {e}" for e in record.console_errors]
    if not axe:
        return problems
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (make system-deps)")
    page.route(site_server + "__axe.js", lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))
    page.add_script_tag(url=site_server + "__axe.js")  # same origin: allowed by the page's policy
    for violation in page.evaluate(AXE_RUN):
        problems.append(f"axe [{violation['impact']}] {violation['id']}: {violation['help']} ({violation['count']} nodes)")
        problems += [f"    {node}" for node in violation["nodes"]]
    if layout:
        problems += page.evaluate(LAYOUT)
        page.evaluate("document.body.setAttribute('data-md-color-scheme', 'default')")  # Material's toggle
        problems += [f"(light) {problem}" for problem in page.evaluate(LAYOUT)]
    return problems


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("path", PAGES)
def test_page_in_a_browser(visit, site_server: str, path: str, view: str) -> None:
    width, scheme, wait = VIEWS[view]
    page, record = visit(path, color_scheme=scheme, width=width, wait=wait)
    shown = page.get_attribute("body", "data-md-color-scheme")
    assert shown == ("slate" if scheme == "dark" else "default"), f"/{path}: scheme {shown} in {scheme} mode"
    problems = _problems(page, record, site_server, layout=width < 600)
    assert not problems, f"/{path} ({view}):\n" + "\n".join(problems)


def _generated_pages(built_site: Path) -> list[str]:
    """Built pages with no Markdown source (the chapters' notebooks)."""
    built = sorted(str(p.parent.relative_to(built_site)) + "/" for p in built_site.rglob("index.html"))
    return [p for p in built if p != "./" and p not in PAGES]


@pytest.mark.parametrize("view", VIEWS)
def test_notebook_pages_in_a_browser(visit, built_site: Path, site_server: str, view: str) -> None:
    """The notebook pages share one template (nbconvert's, through mkdocs-jupyter): the first in
    each view. That every page requests nothing from another host is checked in its HTML as well
    (test_links.py: the policy, and only this site's scripts, styles and images)."""
    report = []
    pages = _generated_pages(built_site)
    assert len(pages) >= 12, pages
    for path in pages[:1]:
        width, scheme, wait = VIEWS[view]
        page, record = visit(path, color_scheme=scheme, width=width, wait=wait)
        problems = _problems(page, record, site_server, layout=False)
        if problems:
            report.append(f"/{path} ({scheme}, {width} px):\n" + "\n".join(problems))
    assert not report, "\n".join(report)


def test_search_answers_from_this_site_only(visit) -> None:
    """Material's search runs in a worker: it loads its index from this site and answers."""
    page, record = visit("")
    page.keyboard.press("/")
    page.keyboard.type("tensor")
    page.wait_for_selector(".md-search-result__meta", timeout=10_000)
    page.wait_for_load_state("networkidle")
    assert record.requests and not record.foreign_requests, record.foreign_requests
    assert not page.evaluate("window.__cspViolations")


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
