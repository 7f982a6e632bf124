"""The guide's build layer: runs every page's code once and shows what it printed.

How a page flows through it, one module per stage (as sphinx-gallery's py_source_parser ->
notebook -> gen_rst); arrows are imports, and none goes backwards:

    page.py        the page model: Page (blocks, numbers, claims, outline), known by its path
    reader.py      a page's Markdown read into it (parse, read, read_all), its rules checked
                   (includes.py expands ``--8<--`` lines, keeping each line's file and line)
    execute.py     run: each Page -> Outcome, from the cache (cache.py) or in a worker process
                   (workers.py forks it from a warm process, worker_start.py; run.py executes it:
                   one namespace, capture rule, figures via figures.py, numbers where they stand)
    record.py      what a run produced (PageRun, BlockRun, Failure), as the cache stores it
    deps.py        what a run used (project files, distributions): the cache's validity
    failures.py    a Failure -> the one line naming the page, the block and the snippet line
    claims.py      ``#!claim`` markers -> the tests in tests/claims/ that back them
    notebook.py    Page + PageRun -> the chapter's notebook (no second execution)
    provenance.py  which build verified a page: its line, a notebook's metadata, a script's header
    context.py     one build's context (runs, drawings, checks, commit), made by the plugin per build
    markdown.py    Page + PageRun -> the rendered page: a Markdown extension for MkDocs and
                   Zensical; fence.py is the one adapter to markdown-exec (its base_format);
                   versions.py: what newer torch releases print instead (make drift's record)
    glossary.py    a Markdown extension after ``abbr``: a term's mark once per section, not every use,
                   none in a flashcard's question, none on the glossary page itself
    site.py        notebook pages, downloads and the links between them (notebook_css.py: only
                   the stylesheet rules those pages use)
    print_page.py  the whole guide on one page (mkdocs-print-site-plugin's), fitted to this site
    search_index.py  Material's search index fetched when a reader first searches, not on load
    serve.py       ``mkdocs serve --dirty``: only the pages an edit changed render again
    plugin.py      the MkDocs plugin that drives the stages (mkdocs.yml ``plugins: - guide_build``)

    page -> reader
    page -> execute -> (cache, workers -> run -> record, deps, figures) -> failures
         -> notebook, provenance -> context -> markdown (fence) -> plugin (site, serve)

No module keeps a build's state: what lasts between builds of one ``mkdocs serve`` is the plugin
instance's (its current context.Build), and there are no import circles
(tests/guide_build/test_layout.py).

Checking tools live apart, in ``check/`` (pins, portability, drift: the published sweep,
versions: other torch releases, the claims listing), and so do the exports made from a built
site, in ``export/`` (the PDF, the offline copy, the notebooks' archive); nothing on the route
above imports them. Command line:
``python -m guide_build run|pins|portability|drift|claims|cache|pdf|offline`` (see ``__main__.py``).
"""

from guide_build.execute import Outcome, run_pages
from guide_build.page import Page, PageError
from guide_build.reader import parse
from guide_build.record import PageRun

__all__ = ["Outcome", "Page", "PageError", "PageRun", "parse", "run_pages"]
