"""The guide's build layer: runs every page's code once and shows what it printed.

How a page flows through it, one module per stage (as sphinx-gallery's py_source_parser ->
notebook -> gen_rst):

    page.py       parse: a page's Markdown -> Page (blocks with code and origins, numbers, outline)
                  (includes.py expands ``--8<--`` lines, keeping each line's file and line)
    execute.py    run: each Page -> PageRun, from the cache (cache.py) or in a worker process
                  (workers.py forks it from a warm process; run.py executes it: one namespace,
                  capture rule, figures via figures.py, numbers where they stand, time limits)
    failures.py   a failed run -> one line naming the page, the block and the snippet line
    notebook.py   Page + PageRun -> the chapter's notebook (no second execution)
    markdown.py   Page + PageRun -> the rendered page: a Markdown extension for MkDocs and
                  Zensical; fence.py is the one adapter to markdown-exec (its base_format)
    site.py       notebook pages, downloads and the links between them
    mkdocs_hooks.py  the MkDocs hooks that drive the stages (mkdocs.yml ``hooks:``)
    pins.py       tests/docs/: what each page shows, pinned and checked by pytest-codeblocks
    portability.py   the pins rerun under other CPU code paths

Command line: ``python -m guide_build run|pins|portability`` (see ``__main__.py``).
"""

from guide_build.execute import Outcome, run_pages
from guide_build.page import Page, PageError, parse
from guide_build.record import PageRun

__all__ = ["Outcome", "Page", "PageError", "PageRun", "parse", "run_pages"]
