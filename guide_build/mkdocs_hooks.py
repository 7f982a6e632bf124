"""MkDocs hooks (mkdocs.yml ``hooks:``): run every page before rendering, then add the rest.

    on_files         parse every page (page) -> run or reuse each (execute) -> notebooks (notebook)
    page rendering   the Markdown extension shows each page's run (markdown, fence)
    on_page_content  the notebook box under a chapter title; notebook pages cleaned (site)
    on_post_build    the shared notebook stylesheet; one INFO line with the execution summary

``mkdocs build`` stops at the first failure with one line naming the page, the block and the
line; ``mkdocs serve`` shows that line on the page instead and keeps serving.
"""

from __future__ import annotations

import logging
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page as MkDocsPage
from mkdocs.utils.meta import get_data

from guide_build import claims, execute, markdown, notebook, site, workers
from guide_build.cache import Cache
from guide_build.page import Page, PageError, parse
from guide_build.run import Failure, PageRun

log = logging.getLogger("mkdocs.guide_build")


class _State:
    serving = False
    project_dir = Path(".")
    notebooks: dict[str, str] = {}  # chapter src path -> notebook name
    styles: dict[str, None] = {}  # nbconvert's stylesheets, served once
    outcomes: dict[str, execute.Outcome] = {}


STATE = _State()


def on_startup(*, command: str, dirty: bool) -> None:
    STATE.serving = command == "serve"
    if STATE.serving:
        workers.warm_up()  # torch loads while the first build renders: the first edit runs at once


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    STATE.project_dir = Path(config.config_file_path).parent.resolve()
    options = config.mdx_configs.setdefault("guide_build.markdown", {})
    options.update(project_dir=str(STATE.project_dir), docs_dir=Path(config.docs_dir).name)
    if config.repo_url:
        options["checks_url"] = config.repo_url.rstrip("/") + "/blob/main/"
    options["failures"] = "show" if STATE.serving else "raise"
    return config


def on_files(files: Files, *, config: MkDocsConfig) -> Files:
    STATE.notebooks, STATE.styles = {}, {}
    pages, broken = [], {}
    known = claims.checks(STATE.project_dir)
    for file in files.documentation_pages():
        if not file.src_uri.endswith(".md"):
            continue
        text, _ = get_data(file.content_string)
        try:
            page = parse(file.src_uri, text, STATE.project_dir, Path(config.docs_dir).name)
            unbacked = claims.unbacked(page, known)
            if unbacked:
                raise PageError(unbacked)
            pages.append(page)
        except PageError as error:
            broken[file.src_uri] = _unparsable(file.src_uri, text, str(error))
    outcomes = {**execute.run_pages(pages, STATE.project_dir), **broken}
    Cache(STATE.project_dir).keep_pages(list(outcomes))  # every page of the site: drop removed pages' entries
    execute.write_report(list(outcomes.values()), STATE.project_dir)
    failed = [o.message for o in outcomes.values() if o.message]
    if failed and not STATE.serving:
        more = f" ({len(failed) - 1} more page(s) failed too; see .cache/exec-report.md)" if len(failed) > 1 else ""
        raise PluginError(failed[0] + more)
    markdown.register(outcomes)
    STATE.outcomes = outcomes
    for outcome in outcomes.values():
        if outcome.message or not notebook.wanted(outcome.page):
            continue
        name = notebook.name_of(outcome.page)
        nb = notebook.make(outcome.page, outcome.record, config.site_url or "/")
        site.add_notebook(files, config, STATE.project_dir, name, nb)
        STATE.notebooks[outcome.page.path] = name
    site.add_downloads(files, config, STATE.project_dir)
    return files


def _unparsable(path: str, text: str, message: str) -> execute.Outcome:
    page = Page(path=path, source_file=f"docs/{path}", source_text=text, markdown=text)
    return execute.Outcome(page, PageRun(path, "", failure=Failure("the page", "raised", message)), "failed", message)


def on_page_markdown(markdown_text: str, *, page: MkDocsPage, config: MkDocsConfig, files: Files) -> str:
    if page.file.src_uri.startswith(f"{site.PAGE_DIR}/"):
        page.meta["search"] = {"exclude": True}  # the chapter is indexed; its notebook copy is not
        page.meta["notebook_css"] = site.NOTEBOOK_CSS
    return markdown_text


def on_page_content(html: str, *, page: MkDocsPage, config: MkDocsConfig, files: Files) -> str:
    src = page.file.src_uri
    if src.startswith(f"{site.PAGE_DIR}/") and src.endswith(".ipynb"):
        return site.clean_notebook_page(html, STATE.styles)
    name = STATE.notebooks.get(src)
    return site.under_title(html, site.chapter_box(config, name, page.url)) if name else html


def on_post_build(*, config: MkDocsConfig) -> None:
    site.write_notebook_css(Path(config.site_dir), STATE.styles)
    outcomes = list(STATE.outcomes.values())
    log.info(f"Executed pages: {execute.summary(outcomes)}; timings in .cache/exec-report.md")
