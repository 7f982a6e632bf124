"""guide_build/check/drift.py: the published docs/drift.md still says what is pinned, for the torch installed.

The sweep behind its tables runs with `make drift` (and `make portability` in CI checks its CPU
table); here, what can go stale without a run: the pins and the torch version.
"""

from __future__ import annotations

import re
from pathlib import Path

import torch

from guide_build.check import drift


def test_the_page_lists_what_the_pins_hold_now() -> None:
    assert drift.pinned_table() in drift.PAGE.read_text(encoding="utf-8"), "docs/drift.md is stale: run `make drift`"


def test_the_page_names_the_torch_installed() -> None:
    said = re.search(r"with torch (\S+) and\s+Python", drift.PAGE.read_text(encoding="utf-8"))
    assert said and said.group(1) == torch.__version__, f"docs/drift.md was made with torch {said and said.group(1)}"


def test_the_pinned_table_counts_outputs_and_numbers(tmp_path: Path, monkeypatch) -> None:
    pins = tmp_path / "chapters"
    pins.mkdir()
    body = "\n## Block `a`\n\nx\n\n## Block `b`\n\ny\n\n## Numbers in sentences\n\n```python\nshow_numbers()\n```\n"
    body += "<!--pytest-codeblocks:expected-output-->\n```\nw = 1\nb = 2\nloss = 3\n```\n"
    (pins / "one.md").write_text(body)
    monkeypatch.setattr(drift, "PINS", tmp_path)
    rows = drift.pinned_table().splitlines()
    assert rows[2].endswith("| 2 | 3 |") and rows[-1] == "| **all 1 pages** | **2** | **3** |"
