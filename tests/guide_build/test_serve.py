"""guide_build/serve.py: under `mkdocs serve --dirty`, the pages an edit changed render again, and only they."""

from __future__ import annotations

import os
import time
from pathlib import Path

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.structure.files import File, Files

from guide_build.execute import Outcome
from guide_build.serve import Rebuilds, template_cache


def _site(tmp_path: Path) -> tuple[Files, Path]:
    """Three built pages (their HTML exists) and a project with a glossary file."""
    docs, site = tmp_path / "docs", tmp_path / "site"
    files = Files([File(f"{name}.md", str(docs), str(site), use_directory_urls=True) for name in ("a", "b", "c")])
    for file in files:
        Path(file.abs_dest_path).parent.mkdir(parents=True, exist_ok=True)
        Path(file.abs_dest_path).write_text("<html>")
    (tmp_path / "includes").mkdir()
    (tmp_path / "includes" / "abbreviations.md").write_text("*[tensor]: ...")
    past = time.time() - 60
    os.utime(tmp_path / "includes" / "abbreviations.md", (past, past))
    return files, tmp_path


def _outcomes(**statuses: str) -> dict[str, Outcome]:
    return {f"{page}.md": Outcome(None, None, status) for page, status in statuses.items()}  # type: ignore[arg-type]


def _built(files: Files) -> list[str]:
    return [f.src_uri for f in files if Path(f.abs_dest_path).is_file()]


def test_only_the_pages_whose_run_changed_render_again(tmp_path: Path) -> None:
    files, project = _site(tmp_path)
    rebuilds = Rebuilds()
    rebuilds.mark(files, _outcomes(a="miss", b="hit", c="no code"), project)  # the first build: all of it anyway
    assert _built(files) == ["a.md", "b.md", "c.md"]
    rebuilds.mark(files, _outcomes(a="stale", b="hit", c="no code"), project)
    assert _built(files) == ["b.md", "c.md"]


def test_an_edit_every_page_shares_renders_every_page_again(tmp_path: Path) -> None:
    files, project = _site(tmp_path)
    rebuilds = Rebuilds()
    rebuilds.mark(files, _outcomes(a="hit", b="hit", c="hit"), project)
    (project / "includes" / "abbreviations.md").write_text("*[tensor]: an array")  # the glossary, edited
    rebuilds.mark(files, _outcomes(a="hit", b="hit", c="hit"), project)
    assert _built(files) == []


def test_compiled_templates_are_kept_in_the_cache(tmp_path: Path) -> None:
    env = template_cache(Environment(), tmp_path)
    assert isinstance(env.bytecode_cache, FileSystemBytecodeCache)
    assert (tmp_path / ".cache" / "templates").is_dir()
