"""Backed sentences: a ``#!claim id`` after a sentence names the test that checks it.

A page marks a sentence about how PyTorch behaves with `` `#!claim grad-accumulates` `` right
after it. The check is a test in ``tests/claims/`` decorated ``@claim("grad-accumulates",
"the sentence, quoted")``: it runs the behaviour with torch and fails the day the sentence stops
being true. The build reads the tests' decorators as text (it runs none of them) and refuses a
marker that names no test; ``python -m guide_build.check claims`` (``make claims``) runs them and
lists every backed sentence with its check and result.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from guide_build.page import Page

CHECKS_DIR = Path("tests") / "claims"
DECORATOR_RE = re.compile(r"""^\s*@claim\(\s*(?P<q>["'])(?P<id>[^"']+)(?P=q)""", re.M)
TEST_RE = re.compile(r"^\s*def\s+(?P<name>test\w*)", re.M)


@dataclass(frozen=True)
class Check:
    id: str
    file: str  # relative to the project: tests/claims/test_autograd.py
    line: int
    test: str  # the test function's name

    def __str__(self) -> str:
        return f"{self.file}::{self.test}"


def checks(project_dir: Path) -> dict[str, Check]:
    """Claim id -> the test that backs it, read from ``tests/claims/test_*.py`` without running them."""
    found: dict[str, Check] = {}
    for path in sorted((project_dir / CHECKS_DIR).glob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        for match in DECORATOR_RE.finditer(text):
            line = text.count("\n", 0, match.start("id")) + 1
            test = TEST_RE.search(text, match.end())
            relative = path.relative_to(project_dir).as_posix()
            found.setdefault(match["id"], Check(match["id"], relative, line, test["name"] if test else "?"))
    return found


def unbacked(page: Page, known: dict[str, Check]) -> str | None:
    """One line for the first marker on ``page`` that names no test (None: every one is backed)."""
    for claim in page.claims:
        if claim.id not in known:
            return (
                f"{claim.origin}: the sentence is marked `#!claim {claim.id}`, but no test in "
                f'{CHECKS_DIR.as_posix()}/ is decorated @claim("{claim.id}", ...); write the check or drop the marker'
            )
    return None
