"""The documented outputs, as pinned in tests/chapters/*.md, for other tests to reuse."""

from __future__ import annotations

import re
from pathlib import Path

from pytest_codeblocks import extract_from_file

CHAPTER_PINS = Path(__file__).parent / "chapters"
MODULE_RE = re.compile(r"python -m (snippets(?:\.\w+)+)")


def documented_outputs() -> dict[str, str]:
    """Map snippet module name -> the exact output its chapter documents."""
    outputs: dict[str, str] = {}
    for pin_file in sorted(CHAPTER_PINS.glob("*.md")):
        for block in extract_from_file(pin_file):
            match = MODULE_RE.search(block.code)
            if match and block.expected_output is not None:
                outputs[match.group(1)] = block.expected_output
    return outputs
