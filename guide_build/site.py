"""What the MkDocs build adds to the site around the pages: notebooks, downloads, links.

* each chapter's notebook, as a page rendered by mkdocs-jupyter (``notebooks/<name>/``, out of
  the nav and the search index) and as a file (``notebooks/download/<name>.ipynb``);
* the box under a chapter's title linking to both, and to Colab;
* notebook pages cleaned for this site: no scripts from CDNs, no ``<style>`` in the page body
  (nbconvert's stylesheets are served once, as ``notebooks/notebook.css``);
* the programs listed under ``extra.downloads``, as plain scripts (section markers removed).
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Callable
from pathlib import Path

import nbformat
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.utils import get_relative_url

from guide_build import notebook_css
from guide_build.fence import PLAIN_TOKEN
from guide_build.includes import MARKER_RE

PAGE_DIR = "notebooks"  # notebooks/<name>.ipynb: a page at notebooks/<name>/
DOWNLOAD_DIR = "notebooks/download"  # notebooks/download/<name>.ipynb: the file itself
NOTEBOOK_CSS = "notebooks/notebook.css"
PROVENANCE = "understanding_pytorch"  # the download's metadata key for the build's facts
GENERATED = Path(".cache") / "notebook-pages"  # mkdocs-jupyter reads notebooks from a folder

_SCRIPT_RE = re.compile(r"<script\b[^>]*>.*?</script>", re.S | re.I)
_MATHJAX_RE = re.compile(r"<!-- Load mathjax -->.*?<!-- End of mathjax configuration -->", re.S)
_STYLE_RE = re.compile(r"<style[^>]*>(?P<css>.*?)</style>", re.S | re.I)


def add_notebook(
    files: Files, config: MkDocsConfig, project_dir: Path, name: str, nb: nbformat.NotebookNode, facts: dict[str, str]
) -> None:
    """The notebook as a page (through mkdocs-jupyter) and as a download whose metadata holds ``facts``.

    The page is converted from the notebook without them: they change from build to build (the
    date, a checkout gone dirty, a fresh run or the cache) while what the page shows does not, and
    a changed source would make every rebuild under ``make serve`` convert every notebook again.
    """
    text = nbformat.writes(nb)
    source = project_dir / GENERATED / PAGE_DIR / f"{name}.ipynb"
    source.parent.mkdir(parents=True, exist_ok=True)
    if not source.is_file() or source.read_text(encoding="utf-8") != text:
        source.write_text(text, encoding="utf-8")
    page = File(
        f"{PAGE_DIR}/{name}.ipynb",
        src_dir=str(project_dir / GENERATED),
        dest_dir=config.site_dir,
        use_directory_urls=config.use_directory_urls,
    )
    jupyter = config.plugins.get("mkdocs-jupyter")
    for wrapped in jupyter.on_files(Files([page]), config=config) if jupyter else [page]:
        wrapped.inclusion = InclusionLevel.NOT_IN_NAV  # each chapter links to its notebook
        files.append(wrapped)
    download = nbformat.from_dict(nb)  # a copy: the caller's notebook stays as it was given
    download.metadata[PROVENANCE] = facts
    files.append(File.generated(config, f"{DOWNLOAD_DIR}/{name}.ipynb", content=nbformat.writes(download)))


def add_downloads(
    files: Files, config: MkDocsConfig, project_dir: Path, stamp: Callable[[str, str], str] | None = None
) -> None:
    """Each ``extra.downloads`` program as a plain script; ``stamp(script, origin)`` may add a header."""
    for target, source in (config.extra.get("downloads") or {}).items():
        text = (project_dir / source).read_text(encoding="utf-8")
        script = "\n".join(line for line in text.splitlines() if not MARKER_RE.match(line)) + "\n"
        files.append(File.generated(config, target, content=stamp(script, source) if stamp else script))


def colab_url(config: MkDocsConfig, name: str) -> str | None:
    """Colab opens a notebook from GitHub: the branch the site's workflow publishes them to."""
    match = re.match(r"^https://github\.com/(?P<owner>[\w.-]+)/(?P<repo>[\w.-]+?)(?:\.git)?/?$", config.repo_url or "")
    branch = (config.extra.get("notebooks") or {}).get("colab_branch")
    if not match or not branch:
        return None
    return f"https://colab.research.google.com/github/{match['owner']}/{match['repo']}/blob/{branch}/{name}.ipynb"


def chapter_box(config: MkDocsConfig, name: str, page_url: str) -> str:
    """An admonition under the chapter title: the notebook page, the download, Colab."""
    page = f"{PAGE_DIR}/{name}/" if config.use_directory_urls else f"{PAGE_DIR}/{name}.html"  # offline: .html
    links = [
        f'<a href="{get_relative_url(page, page_url)}">read it as a notebook</a>',
        f'<a href="{get_relative_url(f"{DOWNLOAD_DIR}/{name}.ipynb", page_url)}" download>download {name}.ipynb</a>',
    ]
    colab = colab_url(config, name)
    if colab:
        links.append(f'<a href="{html.escape(colab)}">open it in Colab</a>')
    return (
        '<div class="admonition example"><p class="admonition-title">Run this chapter yourself</p>'
        f"<p>Every block below, with its output, as a Jupyter notebook: {' · '.join(links)}.</p></div>"
    )


def under_title(page_html: str, box: str) -> str:
    at = page_html.find("</h1>")
    return page_html[: at + 5] + box + page_html[at + 5 :] if at >= 0 else box + page_html


def clean_notebook_page(page_html: str, styles: dict[str, None]) -> str:
    """nbconvert's HTML made fit for this site; its stylesheets are collected into ``styles``.
    Its code loses the same plain-text token spans as the chapters' (fence.PLAIN_TOKEN): a
    phone lays out a third as many elements (Lighthouse, benchmarks/lighthouse_benchmark.py)."""
    page_html = _SCRIPT_RE.sub("", _MATHJAX_RE.sub("", page_html))
    page_html = PLAIN_TOKEN.sub(r"\1", page_html)

    def collect(match: re.Match[str]) -> str:
        styles[match.group("css").strip()] = None
        return ""

    return _STYLE_RE.sub(collect, page_html)


def write_notebook_css(site_dir: Path, styles: dict[str, None], cut: dict[str, str] | None = None) -> None:
    """nbconvert's stylesheets, once, without the rules no notebook page can use (notebook_css).
    Cutting takes about half a second; ``cut`` keeps the last result by its inputs, so a rebuild
    under ``mkdocs serve`` that changed neither the stylesheets nor the pages' classes reuses it."""
    if styles:
        used: set[str] = set()
        for page in (site_dir / PAGE_DIR).glob("*/index.html"):
            used |= notebook_css.used_classes(page.read_text(encoding="utf-8"))
        css = "\n".join(styles)
        key = hashlib.sha256("\0".join([css, *sorted(used)]).encode()).hexdigest()
        cut = {} if cut is None else cut
        if key not in cut:
            cut.clear()
            cut[key] = notebook_css.pruned(css, used)
        path = site_dir / NOTEBOOK_CSS
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(cut[key], encoding="utf-8")
