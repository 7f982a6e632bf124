"""A tiny throwaway site built with the project's hooks, to test the execution cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

MKDOCS_YML = f"""\
site_name: cache test
theme: mkdocs
hooks:
  - {ROOT / "hooks" / "executed_pages.py"}
plugins:
  - markdown-exec
watch:  # as in the project's mkdocs.yml: saving an included or imported file rebuilds
  - snippets
  - parts
markdown_extensions:
  - pymdownx.inlinehilite
  - pymdownx.superfences
  - pymdownx.snippets:
      base_path: ["."]
      check_paths: true
"""


def fence(block_id: str, session: str | None, body: str) -> str:
    """An executed fence whose first (hidden) line logs that it ran, to count executions."""
    session_option = f' session="{session}"' if session else ""
    logger = f'open("runs.log", "a").write("{block_id}\\n")  # markdown-exec: hide'
    return (
        f'```python exec="1" source="above" result="text"{session_option} id="{block_id}"\n'
        f"{logger}\n{textwrap.dedent(body).strip()}\n```\n"
    )


ONE_MD = (
    "# One\n\nSome prose.\n\n"
    + fence("a1", "s", '--8<-- "parts/a.py"')
    + "\n"
    + fence("a2", "s", 'total = start + 1\nprint("a2", total)')
    + "\n"
    + fence("t1", "t", '--8<-- "parts/shared.py"\nprint("t1", shared * 2)')
    + "\n"
    + fence("a3", "s", 'total = total * 10\nprint("a3", total)')
    + "\nThe total is `#!num total:.1f` and twice shared is `#!num shared * 2`.\n"
)

TWO_MD = (
    "# Two\n\n"
    + fence("b1", "u", '--8<-- "parts/shared.py"\nprint("b1", shared)')
    + "\n"
    + fence("b2", "u", "import tmphelper\nprint('b2', tmphelper.scale(shared))")
    + "\n"
    + fence("b3", "u", "print('b3', shared + 1)")
    + "\nScaled: `#!num tmphelper.scale(shared)`.\n"
)

FILES = {
    "mkdocs.yml": MKDOCS_YML,
    "docs/index.md": "# Home\n\nNo code here.\n",
    "docs/one.md": ONE_MD,
    "docs/two.md": TWO_MD,
    "parts/a.py": "start = 41\nprint('a1', start)\n",
    "parts/shared.py": "shared = 5\n",
    "snippets/__init__.py": "",
    "tmphelper.py": "def scale(value):\n    return value * 3\n",
}


@dataclass
class Build:
    returncode: int
    log: str
    report: list[dict[str, object]]
    ran: list[str]  # block ids in the order they executed (misses and replays)

    def status(self, status: str) -> set[str]:
        return {str(row["block"]) for row in self.report if row["status"] == status}


@dataclass
class Site:
    root: Path

    def write(self, name: str, text: str) -> None:
        path = self.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def edit(self, name: str, old: str, new: str) -> None:
        text = (self.root / name).read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {name}"
        self.write(name, text.replace(old, new, 1))

    def build(self, *args: str, env: dict[str, str] | None = None, site_dir: str = "site") -> Build:
        (self.root / "runs.log").write_text("", encoding="utf-8")
        report = self.root / ".cache" / "exec-report.json"
        report.unlink(missing_ok=True)
        result = subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "-d", site_dir, *args],
            cwd=self.root,
            env={**os.environ, "NO_MKDOCS_2_WARNING": "1", "SOURCE_DATE_EPOCH": "0", **(env or {})},
            capture_output=True,
            text=True,
        )
        rows = json.loads(report.read_text(encoding="utf-8")) if report.exists() else []
        ran = (self.root / "runs.log").read_text(encoding="utf-8").split()
        return Build(result.returncode, result.stderr + result.stdout, rows, ran)

    def html(self, page: str, site_dir: str = "site") -> str:
        return (self.root / site_dir / page / "index.html").read_text(encoding="utf-8")


@pytest.fixture
def site(tmp_path: Path) -> Site:
    test_site = Site(tmp_path.resolve())
    for name, text in FILES.items():
        test_site.write(name, text)
    return test_site
