"""A throwaway project for the build layer's tests: pages and snippets written per test."""

from __future__ import annotations

import logging
import subprocess
import textwrap
from dataclasses import dataclass
from pathlib import Path

import markdown
import pytest

from guide_build import execute
from guide_build.context import Build
from guide_build.markdown import format_claim, format_fence, format_number, format_torch, validate_fence
from guide_build.page import Page
from guide_build.reader import parse
from tests.support import mkdocs_build


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

    def render(self, name: str = "chapters/page.md", build: Build | None = None) -> str:
        """The page's HTML, drawn in this process as MkDocs would: with ``build``, as the hook
        hands the extension its context and the page's path; without, the extension runs the page."""
        hook = {"build": build, "page": name} if build else {}
        md = markdown.Markdown(
            extensions=["admonition", "guide_build.markdown", "pymdownx.inlinehilite", "pymdownx.superfences"],
            extension_configs={
                "guide_build.markdown": {"project_dir": str(self.root), **hook},
                "pymdownx.inlinehilite": {
                    "custom_inline": [
                        {"name": "num", "class": "computed", "format": format_number},
                        {"name": "claim", "class": "claim", "format": format_claim},
                        {"name": "torch", "class": "torch-version", "format": format_torch},
                    ]
                },
                "pymdownx.superfences": {
                    "custom_fences": [
                        {"name": "python", "class": "python", "validator": validate_fence, "format": format_fence}
                    ]
                },
            },
        )
        return md.convert((self.root / "docs" / name).read_text(encoding="utf-8"))


SHOW = 'source="above" result="output"'  # a block whose code and output the page shows


def fence(block_id: str, body: str, options: str = SHOW) -> str:
    return f'```python exec="1" {options} id="{block_id}"\n{textwrap.dedent(body).strip()}\n```\n'


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    monkeypatch.delenv("GUIDE_NO_CACHE", raising=False)
    monkeypatch.delenv("GUIDE_CACHE_DIR", raising=False)  # its runs go to its own .cache/exec
    monkeypatch.delenv("GUIDE_NO_EXEC", raising=False)
    return Project(tmp_path.resolve())


MKDOCS_YML = """\
site_name: hooks test
site_url: https://example.org/guide/
theme:
  name: material
  font: false
plugins:
  - markdown-exec:
      languages: []
  - mkdocs-jupyter:
      include: ["*.ipynb"]
      execute: false
      include_source: false
      include_requirejs: false
  - guide_build
markdown_extensions:
  - admonition
  - pymdownx.details
  - guide_build.markdown
  - pymdownx.highlight:
      pygments_lang_class: true
  - pymdownx.inlinehilite:
      custom_inline:
        - name: num
          class: computed
          format: !!python/name:guide_build.markdown.format_number
        - name: claim
          class: claim
          format: !!python/name:guide_build.markdown.format_claim
  - pymdownx.superfences:
      custom_fences:
        - name: python
          class: python
          validator: !!python/name:guide_build.markdown.validate_fence
          format: !!python/name:guide_build.markdown.format_fence
"""
GOOD = (
    "# Good\n\nThe start.\n\n"
    + fence("one", "x = 6\nprint(x * 7)")
    + "\n## Result\n\nSo `#!num x * 7`. Six sevens make 42. `#!claim six-sevens`\n"
)
CHECK = '@claim("six-sevens", "Six sevens make 42.")\ndef test_six_sevens():\n    assert 6 * 7 == 42\n'


@pytest.fixture
def site(project: Project) -> Project:
    """A small MkDocs project with the guide's hooks, extension and fences."""
    project.write("mkdocs.yml", MKDOCS_YML)
    project.write("docs/index.md", "# Home\n")
    project.write("docs/chapters/good.md", GOOD)
    project.write("tests/claims/test_good.py", CHECK)
    return project


def build(project: Project, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return mkdocs_build(project.root, *args, env=env)


def build_here(project: Project, *, serve: bool = False) -> list[str]:
    """``mkdocs build --strict`` of the project in this process (no interpreter, MkDocs or
    forkserver to start again: 1 s instead of 9); returns the ERROR lines it logged."""
    from mkdocs.commands.build import build as build_site
    from mkdocs.config import load_config
    from mkdocs.exceptions import Abort

    logged: list[str] = []
    handler = logging.Handler(logging.ERROR)
    handler.emit = lambda record: logged.append(record.getMessage())  # type: ignore[method-assign]
    logging.getLogger("mkdocs").addHandler(handler)
    config = load_config(str(project.root / "mkdocs.yml"), strict=True)
    try:
        config.plugins.on_startup(command="serve" if serve else "build", dirty=False)
        build_site(config)
    except Abort:
        pass  # MkDocs logged why, as ERROR
    finally:
        config.plugins.on_shutdown()
        logging.getLogger("mkdocs").removeHandler(handler)
    return logged


def errors(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in result.stderr.splitlines() if line.startswith("ERROR")]


def survivors(marker: str) -> list[str]:
    """Processes still running with ``GUIDE_TEST_MARKER=marker`` in their environment (Linux)."""
    found = []
    for environ in Path("/proc").glob("[0-9]*/environ"):
        try:
            if marker.encode() in environ.read_bytes():
                found.append(environ.parent.name)
        except OSError:
            continue
    return found
