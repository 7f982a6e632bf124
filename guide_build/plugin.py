"""The MkDocs plugin (mkdocs.yml ``plugins: - guide_build``): run every page before rendering, then add the rest.

    on_startup       under ``mkdocs serve``: a warm worker, and what the last build saw (serve)
    on_config        this build's context (context.Build), handed to the Markdown extension
    on_files         parse every page (page) -> run or reuse each (execute) -> notebooks (notebook);
                     under ``mkdocs serve --dirty``, only the pages whose run changed render again (serve)
    on_env           compiled templates kept between builds (serve)
    page rendering   the Markdown extension shows each page's run (markdown, fence)
    on_page_content  the notebook box under a chapter title; notebook pages cleaned (site)
    on_post_build    the shared notebook stylesheet; the whole guide's page fitted (print_page);
                     one INFO line with the execution summary

What lasts from one build to the next (``mkdocs serve``) is the plugin instance's: MkDocs keeps a
plugin that has ``on_startup`` for the whole process and hands it every build's events. Every
event runs last (priority -100), after the other plugins' (markdown-exec saved its config, the
print-site plugin kept each page's HTML and wrote its page), as MkDocs' ``hooks:`` ran before.
The entry point is in pyproject.toml (``[project.entry-points."mkdocs.plugins"]``).

``mkdocs build`` stops at the first failure with one line naming the page, the block and the
line; ``mkdocs serve`` shows that line on the page instead and keeps serving.
"""

from __future__ import annotations

import logging
from pathlib import Path

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page as MkDocsPage
from mkdocs.utils.meta import get_data

from guide_build import (
    claims,
    execute,
    fence,
    glossary,
    notebook,
    print_page,
    provenance,
    search_index,
    serve,
    site,
    versions,
    workers,
)
from guide_build.cache import Cache
from guide_build.context import Build
from guide_build.page import Page, PageError
from guide_build.reader import parse
from guide_build.record import Failure, PageRun

log = logging.getLogger("mkdocs.guide_build")
OFFLINE_SHIM = "assets/javascripts/vendor/iframe-worker-shim.js"  # served by this site (overrides/assets/)
WIDGETS = "assets/widgets/mount.js"  # an ES module (mkdocs.yml extra_javascript)
LAST = -100  # MkDocs' priority for "after every other plugin"


def _build(config: MkDocsConfig) -> Build:
    build = config.mdx_configs["guide_build.markdown"]["build"]
    assert isinstance(build, Build), "guide_build's on_config did not run"
    return build


class GuidePlugin(BasePlugin):
    """Drives the stages for MkDocs; keeps the one thing that lasts between builds of a process:
    the current build's context (and, under ``mkdocs serve --dirty``, what the last build saw)."""

    def __init__(self) -> None:
        super().__init__()
        self.serving = False
        self.build: Build | None = None
        self.rebuilds: serve.Rebuilds | None = None  # under `mkdocs serve --dirty`: what the last build saw

    @event_priority(LAST)
    def on_startup(self, *, command: str, dirty: bool) -> None:
        self.serving = command == "serve"
        self.rebuilds = serve.Rebuilds() if self.serving and dirty else None
        if self.serving:
            workers.warm_up()  # torch loads while the first build renders: the first edit runs at once

    @event_priority(LAST)
    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        fence.without_appended_files()  # markdown-exec's plugin (it runs before this one) saved its config
        project_dir = Path(config.config_file_path).parent.resolve()
        checks_url = config.repo_url.rstrip("/") + "/blob/main/" if config.repo_url else ""
        docs = Path(config.docs_dir).name
        fresh = Build(project_dir, docs, self.serving, checks_url)
        self.build = self.build.next() if self.build and self.build.project_dir == project_dir else fresh
        options = config.mdx_configs.setdefault("guide_build.markdown", {})
        options.update(project_dir=str(project_dir), docs_dir=docs, checks_url=checks_url, build=self.build)
        if config.extra.get("offline"):  # the copy read from file:// (OFFLINE=true; guide_build/export/offline.py)
            # Material's offline plugin asked for iframe-worker from unpkg: this site serves it itself.
            polyfills = config.extra.get("polyfills", [])
            config.extra["polyfills"] = [OFFLINE_SHIM if "iframe-worker" in p else p for p in polyfills]
            # A browser loads no ES module from file://: the widgets stay their static fallback there.
            config.extra_javascript = [s for s in config.extra_javascript if not str(s).endswith(WIDGETS)]
        return config

    @event_priority(LAST)
    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        build = _build(config)
        outcomes = _run(files, build, config.repo_url)
        if self.rebuilds is not None:
            self.rebuilds.mark(files, outcomes, build.project_dir)
        for outcome in outcomes.values():
            if outcome.message or not notebook.wanted(outcome.page):
                continue
            name = notebook.name_of(outcome.page)
            nb = notebook.make(outcome.page, outcome.record, config.site_url or "/", build.versions)
            site.add_notebook(files, config, build.project_dir, name, nb, provenance.facts(outcome, build.source))
            build.notebooks[outcome.page.path] = name
        site.add_downloads(files, config, build.project_dir, lambda script, origin: _stamped(build, script, origin))
        return files

    @event_priority(LAST)
    def on_page_markdown(self, markdown_text: str, *, page: MkDocsPage, config: MkDocsConfig, files: Files) -> str:
        config.mdx_configs["guide_build.markdown"]["page"] = page.file.src_uri  # MkDocs renders it next
        if page.file.src_uri.startswith(f"{site.PAGE_DIR}/"):
            page.meta["search"] = {"exclude": True}  # the chapter is indexed; its notebook copy is not
            page.meta["notebook_css"] = site.NOTEBOOK_CSS
        return markdown_text

    @event_priority(LAST)
    def on_page_content(self, html: str, *, page: MkDocsPage, config: MkDocsConfig, files: Files) -> str:
        src = page.file.src_uri
        if src.startswith(f"{site.PAGE_DIR}/") and src.endswith(".ipynb"):
            return site.clean_notebook_page(html, _build(config).styles)
        if src == glossary.PAGE:
            html = glossary.without_marks(html)
        build = _build(config)
        name = build.notebooks.get(src)
        html = site.under_title(html, site.chapter_box(config, name, page.url)) if name else html
        html = print_page.linked(html, config, page.url)
        assert build.source is not None
        line = provenance.line_html(provenance.facts(build.outcomes.get(src), build.source), build.source)
        print_page.also_printed(page, line)
        return html + line

    @event_priority(LAST)
    def on_env(self, env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
        return serve.template_cache(env, _build(config).project_dir)

    @event_priority(LAST)
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        build = _build(config)
        site.write_notebook_css(Path(config.site_dir), build.styles, build.cut_css)
        print_page.finish(config)  # the print-site plugin wrote the whole guide's page just before
        search_index.defer(Path(config.site_dir))  # fetched when a reader first searches
        outcomes = list(build.outcomes.values())
        log.info(f"Executed pages: {execute.summary(outcomes)}; timings in .cache/exec-report.md")


def _run(files: Files, build: Build, repo_url: str | None) -> dict[str, execute.Outcome]:
    """Every page parsed and run (or its run reused); a build stops at the first failure, serve goes on."""
    pages, broken = [], {}
    build.checks = claims.checks(build.project_dir)
    build.versions = versions.load(build.project_dir)
    build.source = provenance.source(build.project_dir, repo_url)
    for file in files.documentation_pages():
        if not file.src_uri.endswith(".md"):
            continue
        text, _ = get_data(file.content_string)
        try:
            page = parse(file.src_uri, text, build.project_dir, build.docs_dir)
            unbacked = claims.unbacked(page, build.checks)
            if unbacked:
                raise PageError(unbacked)
            pages.append(page)
        except PageError as error:
            broken[file.src_uri] = _unparsable(file.src_uri, text, str(error))
    outcomes = {**execute.run_pages(pages, build.project_dir), **broken}
    Cache(build.project_dir).keep_pages(list(outcomes))  # every page of the site: drop removed pages' entries
    execute.write_report(list(outcomes.values()), build.project_dir)
    failed = [o.message for o in outcomes.values() if o.message]
    if failed and not build.serving:
        more = f" ({len(failed) - 1} more page(s) failed too; see .cache/exec-report.md)" if len(failed) > 1 else ""
        raise PluginError(failed[0] + more)
    build.outcomes = outcomes
    return outcomes


def _stamped(build: Build, script: str, origin: str) -> str:
    """A download with its origin and the build that checked it (the run of the page that used it)."""
    runs = [
        o.record.machine
        for o in build.outcomes.values()
        if any(line.origin.file == origin for block in o.page.blocks for line in block.lines)
    ]
    assert build.source is not None
    return provenance.script_header(script, origin, build.source, runs[0] if runs else {})


def _unparsable(path: str, text: str, message: str) -> execute.Outcome:
    page = Page(path=path, source_file=f"docs/{path}", source_text=text, markdown=text)
    return execute.Outcome(page, PageRun(path, "", failure=Failure("raised", message)), "failed", message)
