"""The pins (tests/docs/), read back: what each page documents under each block, and its numbers."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pytest_codeblocks import extract_from_file

from tests.support import ROOT

PINS = ROOT / "tests" / "docs"
SHOW_RE = re.compile(r'show\("(?P<page>[^"]+)", "(?P<block>[^"]+)"\)')
FIGURE_RE = re.compile(r"^\[figure: (?P<alt>.*)\]$")


@dataclass
class Documented:
    page: str  # relative to docs/
    blocks: dict[str, str] = field(default_factory=dict)  # block id -> text (output, then figure lines)
    numbers: list[str] = field(default_factory=list)  # values, in reading order

    def output(self, block: str) -> str:
        """A block's printed text alone (no figure lines)."""
        return "".join(
            line for line in self.blocks[block].splitlines(keepends=True) if not FIGURE_RE.match(line.rstrip("\n"))
        )


def documented() -> dict[str, Documented]:
    """Page (relative to docs/) -> what its pin file documents."""
    pages = {}
    for pin_file in sorted(PINS.rglob("*.md")):
        page = Documented(pin_file.relative_to(PINS).as_posix())
        for block in extract_from_file(pin_file):
            shown = SHOW_RE.search(block.code)
            if shown:
                page.blocks[shown["block"]] = block.expected_output or ""
            elif "show_numbers" in block.code:
                page.numbers = [line.split(" = ", 1)[1] for line in (block.expected_output or "").splitlines()]
        pages[page.page] = page
    return pages
