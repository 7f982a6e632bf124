"""Every snippet a chapter shows has its output pinned in tests/chapters/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.documented import documented_outputs

ROOT = Path(__file__).resolve().parent.parent
INCLUDE_RE = re.compile(r'--8<--\s+"(snippets/[\w/]+)\.py(?::[\w-]+)?"')
CHAPTERS = sorted((ROOT / "docs" / "chapters").glob("*.md"))


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.name)
def test_shown_snippets_are_pinned(chapter: Path) -> None:
    shown = {m.group(1).replace("/", ".") for m in INCLUDE_RE.finditer(chapter.read_text())}
    shown = {name for name in shown if not name.startswith("snippets.widgets.")}  # tested in tests/widgets
    missing = sorted(shown - documented_outputs().keys())
    assert not missing, f"{chapter.name} shows output of {missing}, but tests/chapters/{chapter.name} does not pin it"


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.name)
def test_each_chapter_has_a_pin_file(chapter: Path) -> None:
    assert (ROOT / "tests" / "chapters" / chapter.name).is_file()
