"""One build's context: what was run, what was drawn, what it cost, made once per build.

The MkDocs plugin makes one in ``on_config`` (``plugin.py``); the Markdown extension gets it,
and the path of the page it renders, through its config (``guide_build.markdown``'s ``build`` and
``page`` options, set by the plugin), so every stage is handed what it needs and no module keeps
state of its own. Without the plugin (Zensical, a test rendering one page) the extension makes a
context for itself and runs the page it is given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from guide_build import claims, versions
from guide_build.execute import Outcome
from guide_build.provenance import Source

DRAWN_LIMIT = 4096  # fence drawings kept for the next rebuild under mkdocs serve


@dataclass
class Build:
    project_dir: Path
    docs_dir: str = "docs"
    serving: bool = False  # mkdocs serve: a failed page shows its error instead of stopping the build
    checks_url: str = ""  # the repository's files online (repo_url/blob/main/): a claim links to its check
    checks: dict[str, claims.Check] = field(default_factory=dict)  # claim id -> its test
    outcomes: dict[str, Outcome] = field(default_factory=dict)  # page path (docs/-relative) -> its run
    notebooks: dict[str, str] = field(default_factory=dict)  # chapter path -> notebook name
    styles: dict[str, None] = field(default_factory=dict)  # nbconvert's stylesheets, served once
    drawn: dict[str, str] = field(default_factory=dict)  # fence drawings by content hash (serve reuses them)
    cut_css: dict[str, str] = field(default_factory=dict)  # the notebook stylesheet, cut, by its inputs' hash
    source: Source | None = None  # the commit the sources are at (provenance.py)
    versions: versions.Record = field(default_factory=dict)  # what newer torch releases print instead

    def next(self) -> Build:
        """The context for the next build of the same process (mkdocs serve): only drawings and the
        cut notebook stylesheet carry over."""
        drawn = self.drawn if len(self.drawn) <= DRAWN_LIMIT else {}
        return Build(self.project_dir, self.docs_dir, self.serving, self.checks_url, drawn=drawn, cut_css=self.cut_css)
