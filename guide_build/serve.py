"""Fast rebuilds for authors: ``mkdocs serve --dirty`` (``make serve``) renders only what an edit changed.

MkDocs' dirty build renders a page again only when its source is newer than its built HTML. A
snippet edit changes a page's run, not its source, so ``Rebuilds.mark`` removes the built HTML of
every page whose run was not reused from the cache (MkDocs then renders it again), and of every
page when something all pages share changed since the last build (``SHARED``). The search index
of a dirty build holds only the pages it rendered: restart ``make serve`` to search everything.

Jinja's compiled templates are kept on disk (``template_cache``): MkDocs makes a new template
environment for every build, and compiling Material's templates again cost a second of each.
"""

from __future__ import annotations

import time
from pathlib import Path

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.structure.files import Files

from guide_build.execute import Outcome

# What every page is made with: an edit here renders every page again.
SHARED = ("mkdocs.yml", "includes", "overrides", "docs/assets", "guide_build")
UNCHANGED = ("hit", "no code", "off")  # a page with one of these statuses shows what it showed before


def _newest(project_dir: Path) -> float:
    found = [project_dir / name for name in SHARED]
    found += [p for folder in found if folder.is_dir() for p in folder.rglob("*")]
    return max((p.stat().st_mtime for p in found if p.is_file()), default=0.0)


class Rebuilds:
    """What the previous build of this ``mkdocs serve --dirty`` process saw."""

    def __init__(self) -> None:
        self.started: float | None = None

    def mark(self, files: Files, outcomes: dict[str, Outcome], project_dir: Path) -> None:
        """Make MkDocs render again the pages whose run changed (or all, if a shared input did)."""
        started, previous = time.time(), self.started
        self.started = started
        if previous is None:
            return  # the first build renders everything anyway
        everything = _newest(project_dir) >= previous
        for file in files.documentation_pages():
            outcome = outcomes.get(file.src_uri)
            if everything or (outcome is not None and outcome.status not in UNCHANGED):
                Path(file.abs_dest_path).unlink(missing_ok=True)


def template_cache(env: Environment, project_dir: Path) -> Environment:
    """Compiled templates kept in ``.cache/templates`` (Jinja checks each template's source)."""
    folder = project_dir / ".cache" / "templates"
    folder.mkdir(parents=True, exist_ok=True)
    env.bytecode_cache = FileSystemBytecodeCache(str(folder))
    return env
