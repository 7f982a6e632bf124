"""guide_build/check/drift.py: the published docs/drift.md still says what is pinned, for the torch installed.

The sweep behind its tables runs with `make drift` (and `make portability` in CI checks its CPU
table); here, what can go stale without a run: the pins and the torch version.
"""

from __future__ import annotations

import re
from pathlib import Path

import torch

from guide_build import versions
from guide_build.check import drift
from guide_build.check import versions as versions_check
from guide_build.versions import Differs


def test_the_page_lists_what_the_pins_hold_now() -> None:
    assert drift.pinned_table() in drift.PAGE.read_text(encoding="utf-8"), "docs/drift.md is stale: run `make drift`"


def test_the_page_names_the_torch_installed() -> None:
    said = re.search(r"with torch (\S+) and\s+Python", drift.PAGE.read_text(encoding="utf-8"))
    assert said and said.group(1) == torch.__version__, f"docs/drift.md was made with torch {said and said.group(1)}"


def test_the_pinned_table_counts_outputs_figures_numbers_and_widget_mounts(tmp_path: Path, monkeypatch) -> None:
    pins, docs = tmp_path / "pins", tmp_path / "docs"
    (pins / "chapters").mkdir(parents=True)
    (docs / "chapters").mkdir(parents=True)
    body = "\n## Block `a`\n\nx\n[figure: a line]\n\n## Block `b`\n\ny\n\n"
    body += "## Numbers in sentences\n\n```python\nshow_numbers()\n```\n"
    body += "<!--pytest-codeblocks:expected-output-->\n```\nw = 1\nb = 2\nloss = 3\n```\n"
    (pins / "chapters" / "one.md").write_text(body)
    fence = '```python exec="1" {} id="{}"\nprint(1)\n```\n\n'
    page = fence.format('source="above" result="output"', "a") + fence.format('source="above" result="output"', "b")
    (docs / "chapters" / "one.md").write_text("# One\n\n" + page + fence.format('html="1"', "widget"))
    monkeypatch.setattr(drift, "PINS", pins)
    monkeypatch.setattr(drift, "DOCS", docs)
    rows = drift.pinned_table().splitlines()
    assert rows[2].endswith("| 2 | 1 | 3 | 1 |"), rows[2]
    assert rows[-1] == "| **all 1 pages** | **2** | **1** | **3** | **1** |"


def test_the_readme_names_the_torch_built_with_and_the_releases_verified() -> None:
    readme = (drift.ROOT / "README.md").read_text(encoding="utf-8")
    said = re.search(r"\*\*Torch versions\.\*\* The guide is built with torch (\S+), and verified on ([^:]+):", readme)
    assert said, "README.md: the 'Torch versions' paragraph is gone"
    pinned = re.search(r'"torch==([^"]+)"', (drift.ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pinned and said.group(1) == pinned.group(1), f"README.md says built with {said.group(1)}"
    recorded = sorted(versions.load(drift.ROOT))
    assert re.findall(r"\d+\.\d+\.\d+", said.group(2)) == recorded, f"verified on {recorded} (make drift's record)"


def test_each_torch_gets_a_row_and_its_differences_as_the_pages_show_them(monkeypatch) -> None:
    monkeypatch.setattr(versions_check, "pins", lambda: {"p.md": ({"a": "x\n", "b": "y\n"}, ["n = 1"])})
    newer = versions_check.Comparison("2.15.0", "2.15.0+cu132", 2, 1, numbers_differ=["p.md: number `n = 1` is 2"])
    newer.blocks = {"p.md": {"a": Differs("2.15.0", "2.15.0+cu132", "x\n", "z\n")}}
    rows = drift.versions_table("2.13.0+cpu", ["p.md: Numbers in sentences"], [newer]).splitlines()
    assert rows[2:] == ["| 2.13.0+cpu (the pin) | 2 | 0 | 1 | 1 |", "| 2.15.0+cu132 | 2 | 1 | 1 | 1 |"]
    assert drift._other(newer).splitlines()[2:] == ["- [`p.md`](p.md), block `a`: `z`", "- `p.md`: number `n = 1` is 2"]
