"""A throwaway project for the build layer's tests: pages and snippets written per test."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from guide_build import execute
from guide_build.page import Page, parse


@dataclass
class Project:
    root: Path

    def write(self, name: str, text: str) -> Path:
        path = self.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return path

    def page(self, name: str = "chapters/page.md", text: str | None = None) -> Page:
        if text is not None:
            self.write(f"docs/{name}", text)
        return parse(name, (self.root / "docs" / name).read_text(encoding="utf-8"), self.root)

    def run(self, name: str = "chapters/page.md", text: str | None = None) -> execute.Outcome:
        page = self.page(name, text)
        return execute.run_pages([page], self.root)[name]


def fence(block_id: str, body: str, options: str = 'source="above" result="output"') -> str:
    return f'```python exec="1" {options} id="{block_id}"\n{textwrap.dedent(body).strip()}\n```\n'


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    monkeypatch.delenv("GUIDE_NO_CACHE", raising=False)
    monkeypatch.delenv("GUIDE_NO_EXEC", raising=False)
    return Project(tmp_path.resolve())
