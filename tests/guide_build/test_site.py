"""guide_build/site.py: notebook pages cleaned for the site, the box under a chapter's title, Colab."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import nbformat
from mkdocs.structure.files import Files

from guide_build import site


def test_a_notebook_page_loses_its_scripts_and_gives_up_its_styles() -> None:
    styles: dict[str, None] = {}
    page = (
        "<!-- Load mathjax --><script src='https://cdn/x.js'></script><!-- End of mathjax configuration -->"
        "<style>.a { color: red }</style><p>kept</p><SCRIPT type='x'>alert(1)</SCRIPT><style> .b {} </style>"
    )
    assert site.clean_notebook_page(page, styles) == "<p>kept</p>"
    site.clean_notebook_page("<style>.a { color: red }</style>", styles)  # a second page: served once
    assert list(styles) == [".a { color: red }", ".b {}"]


def test_the_box_goes_under_the_title_or_first() -> None:
    assert site.under_title("<h1>T</h1><p>x</p>", "[box]") == "<h1>T</h1>[box]<p>x</p>"
    assert site.under_title("<p>x</p>", "[box]") == "[box]<p>x</p>"


def test_the_chapter_box_links_up_to_the_notebook_and_to_colab_when_published() -> None:
    config = SimpleNamespace(
        repo_url="https://github.com/o/r.git", extra={"notebooks": {"colab_branch": "nb"}}, use_directory_urls=True
    )
    box = site.chapter_box(config, "tensors", "chapters/tensors/")
    assert '<a href="../../notebooks/tensors/">read it as a notebook</a>' in box
    assert '<a href="../../notebooks/download/tensors.ipynb" download>' in box
    assert '<a href="https://colab.research.google.com/github/o/r/blob/nb/tensors.ipynb">' in box
    assert site.colab_url(SimpleNamespace(repo_url="https://gitlab.com/o/r", extra=config.extra), "t") is None
    assert site.colab_url(SimpleNamespace(repo_url=config.repo_url, extra={}), "t") is None
    offline = SimpleNamespace(**{**vars(config), "use_directory_urls": False})  # the offline copy's file URLs
    assert '<a href="../notebooks/tensors.html">read it as a notebook</a>' in site.chapter_box(
        offline, "tensors", "chapters/tensors.html"
    )


def test_a_notebook_page_is_converted_from_its_cells_and_only_the_download_carries_the_builds_facts(
    tmp_path: Path,
) -> None:
    """A fresh run, then the cache, then a dirty checkout: the page's source stays byte for byte,
    so a rebuild under serve does not convert it again; each download says which build made it."""
    plugins = SimpleNamespace(get=lambda name: None, _current_plugin=None)  # no mkdocs-jupyter here
    config = SimpleNamespace(site_dir=str(tmp_path / "site"), use_directory_urls=True, plugins=plugins)
    source = tmp_path / site.GENERATED / site.PAGE_DIR / "tensors.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print(1)")])
    seen = []
    for facts in ({"run": "fresh", "dirty": "no"}, {"run": "cache", "dirty": "no"}, {"run": "cache", "dirty": "yes"}):
        files = Files([])
        site.add_notebook(files, config, tmp_path, "tensors", nb, facts)
        seen.append((source.read_bytes(), source.stat().st_mtime_ns))
        download = files.get_file_from_path(f"{site.DOWNLOAD_DIR}/tensors.ipynb")
        assert json.loads(download.content_string)["metadata"][site.PROVENANCE] == facts
    assert seen[0] == seen[1] == seen[2]
    assert site.PROVENANCE not in json.loads(seen[0][0])["metadata"]
