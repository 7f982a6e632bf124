"""Every page in a real browser: nothing from other hosts, no CSP violation, no axe violation."""

from __future__ import annotations

import pytest

from .conftest import AXE, page_paths

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGES = page_paths()


@pytest.mark.parametrize("path", PAGES)
def test_page_requests_nothing_from_other_hosts(visit, path: str) -> None:
    page, record = visit(path)
    # Material's own search runs in a worker: make it load its index and answer.
    page.keyboard.press("/")
    page.keyboard.type("tensor")
    page.wait_for_selector(".md-search-result__meta", timeout=10_000)
    page.wait_for_load_state("networkidle")
    violations = page.evaluate("window.__cspViolations")
    assert record.requests, "the page made no request at all: is the recorder wired?"
    assert not record.foreign_requests, f"{path}: requests to other hosts: {record.foreign_requests}"
    assert not violations, f"{path}: Content-Security-Policy violations: {violations}"
    assert not record.console_errors, f"{path}: console errors: {record.console_errors}"


def _generated_pages(built_site) -> list[str]:
    """Built pages with no Markdown source (the notebooks hooks/notebooks.py makes)."""
    built = sorted(str(p.parent.relative_to(built_site)) + "/" for p in built_site.rglob("index.html"))
    return [p for p in built if p != "./" and p not in PAGES]


def test_generated_pages_request_nothing_from_other_hosts(visit, built_site) -> None:
    problems = []
    for path in _generated_pages(built_site):
        page, record = visit(path)
        violations = page.evaluate("window.__cspViolations")
        if record.foreign_requests or violations or record.console_errors:
            problems.append(f"{path}: {record.foreign_requests} {violations} {record.console_errors}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_generated_pages_have_no_axe_violations(visit, built_site, scheme: str) -> None:
    report = []
    for path in _generated_pages(built_site):
        page, _ = visit(path, color_scheme=scheme, bypass_csp=True)
        violations = _axe_violations(page)
        if violations:
            report.append(f"{path} ({scheme}):\n{_readable(violations)}")
    assert not report, "\n".join(report)


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


def _axe_violations(page) -> list[dict]:
    page.add_script_tag(path=str(AXE))
    return page.evaluate(
        """async () => {
          const results = await axe.run(document);
          return results.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
            count: v.nodes.length,
          }));
        }"""
    )


def _readable(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"[{violation['impact']}] {violation['id']}: {violation['help']} ({violation['count']} nodes)")
        lines.extend(f"    {node}" for node in violation["nodes"])
    return "\n".join(lines)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", PAGES)
def test_page_has_no_axe_violations(visit, path: str, scheme: str) -> None:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (make system-deps)")
    # axe is injected as an inline script, which the site's own policy rightly blocks.
    page, _ = visit(path, color_scheme=scheme, bypass_csp=True)
    shown = page.get_attribute("body", "data-md-color-scheme")
    assert shown == ("slate" if scheme == "dark" else "default"), f"{path}: scheme {shown} in {scheme} mode"
    violations = _axe_violations(page)
    assert not violations, f"{path} ({scheme}):\n{_readable(violations)}"
