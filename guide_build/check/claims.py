"""The backed sentences, listed: each ``#!claim`` on a page, the test that checks it, its result.

    python -m guide_build claims      (make claims)

Runs ``tests/claims/`` once (in this process, with pytest) and prints, page by page, every marked
sentence with its check and whether it passed. It fails (exit 1) when a check fails, when a
test's quote is no longer in the paragraph its marker ends, when a marker names no test, or when
a test backs no sentence on any page. Then it lists the numbers typed into sentences that have
no reason beside them (``prose_numbers``), and fails on those too.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from guide_build.page import Claim, Page
from guide_build.reader import read_all

NUMBER_TOKEN_RE = re.compile(r"`@\d+`")


@dataclass(frozen=True)
class Result:
    """One test in tests/claims/ that carries ``@claim(id, quote)``, and how its run ended."""

    id: str
    quote: str
    test: str  # tests/claims/test_x.py::test_name
    outcome: str  # "passed", "failed", "skipped", "error", or "not run" (``declared``)


def _flat(text: str) -> str:
    return " ".join(NUMBER_TOKEN_RE.sub("…", text).split())


def problems(pages: list[Page], results: list[Result]) -> list[str]:
    """Everything that makes the listing fail, one line each."""
    by_id = {r.id: r for r in results}
    marked = {c.id for p in pages for c in p.claims}
    found = []
    for page in pages:
        for claim in page.claims:
            result = by_id.get(claim.id)
            if result is None:
                found.append(f"{claim.origin}: `#!claim {claim.id}` names no test in tests/claims/")
            elif _flat(result.quote) not in _flat(claim.text):
                found.append(f"{claim.origin}: {result.test} quotes {result.quote!r}, not in the sentence it backs")
            elif result.outcome not in ("passed", "not run"):
                found.append(f"{claim.origin}: {result.test} {result.outcome}")
    found += [f"{r.test} backs claim '{r.id}', which no page marks" for r in results if r.id not in marked]
    return found


def listing(pages: list[Page], results: list[Result]) -> str:
    """Page by page: N backed sentences, then each with its check and result."""
    by_id = {r.id: r for r in results}
    claims: dict[str, list[Claim]] = defaultdict(list)
    for page in pages:
        claims[page.source_file] += page.claims
    lines = []
    for source, marked in claims.items():
        if not marked:
            continue
        passing = sum(1 for c in marked if _holds(c, by_id.get(c.id)))
        lines.append(f"{source}: {len(marked)} backed, {passing} passing")
        for claim in marked:
            result = by_id.get(claim.id)
            mark = "ok  " if _holds(claim, result) else "FAIL"
            said = _flat(result.quote) if result else "?"
            lines.append(f"  {mark} {claim.id}: “{said}” ({result.test if result else 'no test'})")
    total = sum(len(m) for m in claims.values())
    passing = sum(1 for m in claims.values() for c in m if _holds(c, by_id.get(c.id)))
    pages_with = sum(1 for m in claims.values() if m)
    lines.append(f"\n{total} backed sentences on {pages_with} pages, {passing} passing")
    return "\n".join(lines)


def declared(project_dir: Path) -> list[Result]:
    """Every ``@claim`` test in tests/claims/, read by importing the modules (nothing runs)."""
    import importlib
    import sys

    if str(project_dir) not in sys.path:
        sys.path.insert(0, str(project_dir))
    found = []
    for path in sorted((project_dir / "tests" / "claims").glob("test_*.py")):
        module = importlib.import_module(f"tests.claims.{path.stem}")
        for name, test in vars(module).items():
            for mark in getattr(test, "pytestmark", []):
                if mark.name == "claim":
                    where = f"tests/claims/{path.name}::{name}"
                    found.append(Result(str(mark.args[0]), str(mark.args[1]), where, "not run"))
    return found


def run_checks(project_dir: Path, args: list[str] | None = None) -> list[Result]:
    """Run tests/claims/ in this process; one Result per test that backs a sentence."""
    import pytest

    collector = _ResultsPlugin()
    options = ["-q", "-p", "no:randomly", "-p", "no:cacheprovider", "-o", "addopts=", "--rootdir", str(project_dir)]
    pytest.main([*options, *(args or []), str(project_dir / "tests" / "claims")], plugins=[collector])
    return list(collector.results.values())


def _holds(claim: Claim, result: Result | None) -> bool:
    """The check passed, and still quotes the sentence the page says."""
    return bool(result) and result.outcome == "passed" and _flat(result.quote) in _flat(claim.text)


class _ResultsPlugin:
    """A pytest plugin: each test with a ``claim`` mark, and how its run ended."""

    def __init__(self) -> None:
        self.results: dict[str, Result] = {}
        self.marks: dict[str, tuple[str, str]] = {}

    def pytest_collection_modifyitems(self, items) -> None:
        for item in items:
            marker = item.get_closest_marker("claim")
            if marker is not None:
                self.marks[item.nodeid] = (str(marker.args[0]), str(marker.args[1]))

    def pytest_runtest_logreport(self, report) -> None:
        if report.nodeid not in self.marks or (report.when != "call" and report.passed):
            return
        outcome = report.outcome if report.when == "call" else "error"
        old = self.results.get(report.nodeid)
        if old is None or old.outcome == "passed":
            claim_id, quote = self.marks[report.nodeid]
            self.results[report.nodeid] = Result(claim_id, quote, report.nodeid, outcome)


def main(project_dir: Path) -> int:
    from guide_build.check import prose_numbers

    pages = read_all(project_dir)
    results = run_checks(project_dir)
    print(listing(pages, results))
    found = problems(pages, results)
    for problem in found:
        print(f"!!!! {problem}")
    typed = prose_numbers.main(project_dir, pages)  # and the numbers typed into sentences
    return 1 if found or typed else 0
