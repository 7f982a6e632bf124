"""The Markdown extension that puts a page's run on the page (MkDocs and Zensical alike).

mkdocs.yml lists it, and wires its two formatters into pymdownx:

    markdown_extensions:
      - guide_build.markdown
      - pymdownx.superfences:
          custom_fences: [{name: python, class: python,
                           validator: !!python/name:guide_build.markdown.validate_fence,
                           format: !!python/name:guide_build.markdown.format_fence}]
      - pymdownx.inlinehilite:
          custom_inline: [{name: num, class: computed, format: !!python/name:guide_build.markdown.format_number}]

Its preprocessor takes the page's run from the build context (``context.Build``, made by the
MkDocs hook, which also names the page being rendered by its path), and hands Markdown the page
with its includes expanded and each ``#!num`` replaced by a token; the fence and number
formatters then show what the run recorded. Nothing executes while rendering. Without a hook
(Zensical, which tells an extension neither the page nor anything else) the page is found by its
text under ``docs/`` and run now, or taken from the cache.
"""

from __future__ import annotations

import html
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor
from pymdownx.superfences import SuperFencesException

from guide_build import claims, fence, versions
from guide_build.context import Build
from guide_build.execute import Outcome, run_pages
from guide_build.page import Page
from guide_build.reader import parse
from guide_build.record import BlockRun, block_text

log = logging.getLogger("mkdocs.guide_build")


@dataclass
class Context:
    """What the formatters of one page's rendering need: the page, its run, the build's context."""

    page: Page
    outcome: Outcome
    build: Build


def _find_page(text: str, docs_dir: Path) -> str:
    """Which page of docs/ has this text: for Zensical only, which does not say which page it renders."""
    for path in sorted(docs_dir.rglob("*.md")):
        if path.read_text(encoding="utf-8").rstrip().endswith(text.rstrip()):
            return path.relative_to(docs_dir).as_posix()
    return "unknown.md"


class _PagePreprocessor(Preprocessor):
    def __init__(self, md: Markdown, extension: GuideExtension) -> None:
        super().__init__(md)
        self.extension = extension

    def run(self, lines: list[str]) -> list[str]:
        text = "\n".join(lines)
        if not any(marker in text for marker in ('exec="', "#!num", "#!claim", "#!torch")):
            return lines  # no code, numbers, claims or versions (also: markdown-exec's inner renderings)
        build: Build | None = self.extension.getConfig("build") or None
        outcome = build.outcomes.get(self.extension.getConfig("page")) if build else None
        if build is None or outcome is None:  # no hook ran the page (Zensical, a test): cached, or run now
            project = Path(self.extension.getConfig("project_dir")).resolve()
            docs = self.extension.getConfig("docs_dir")
            build = build or Build(project, docs, checks_url=self.extension.getConfig("checks_url"))
            build.checks = build.checks or claims.checks(project)
            build.versions = build.versions or versions.load(project)
            page = parse(_find_page(text, project / docs), text, project, docs)
            outcome = run_pages([page], project)[page.path]
        self.md.guide = Context(outcome.page, outcome, build)  # type: ignore[attr-defined]
        markdown = outcome.page.markdown
        if outcome.message:
            if not build.serving:
                raise RuntimeError(outcome.message)
            markdown = fence.error_box(outcome.message) + "\n\n" + markdown  # a raw HTML block
        return markdown.splitlines()


class GuideExtension(Extension):
    def __init__(self, **kwargs: Any) -> None:
        self.config = {
            "project_dir": [".", "the folder of mkdocs.yml"],
            "docs_dir": ["docs", "the pages' folder, relative to project_dir"],
            "checks_url": ["", "the repository's files online (repo_url/blob/main/): a claim links to its check"],
            # not None: Markdown would read a None default as a yes/no switch and turn the object into True
            "build": ["", "the build's context (context.Build), set by the MkDocs hook"],
            "page": ["", "the path of the page being rendered, relative to docs_dir (set by the MkDocs hook)"],
        }
        super().__init__(**kwargs)

    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.register(_PagePreprocessor(md, self), "guide-build-page", 40)  # before pymdownx.snippets


def makeExtension(**kwargs: Any) -> GuideExtension:
    return GuideExtension(**kwargs)


def _context(md: Markdown) -> Context | None:
    """The page being rendered (every executed fence and number is in the page's own Markdown)."""
    return getattr(md, "guide", None)


def validate_fence(
    language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Markdown
) -> bool:
    try:
        return fence.validate(language, inputs, options, attrs, md)
    except Exception as error:
        raise SuperFencesException(f"a python fence's options could not be read: {error!r}") from error


def format_fence(src: str, language: str, css_class: str, options: dict[str, Any], md: Markdown, **kwargs: Any) -> str:
    """Superfences' formatter for executed python fences: the recorded output, drawn by markdown-exec.

    Superfences publishes a fence as literal text when its formatter raises anything but its own
    exception, and the build would pass: every error here becomes a SuperFencesException.
    """
    context = _context(md)
    try:
        if context is None:
            raise LookupError("an executed fence outside a page the guide ran")
        block = context.outcome.record.block(options["id"])
        if block is None and not context.outcome.message and context.outcome.status != "off":
            raise LookupError("the page's run has no output for it")
        note = versions.note_html(_differing(context, context.page.path, block)) if block else ""
        return fence.render(src, options, md, block, context.build.drawn, note)
    except Exception as error:
        page = context.page.source_file if context else "a page"
        raise SuperFencesException(f"{page}: block '{options.get('id')}' could not be drawn: {error!r}") from error


def _differing(context: Context, page: str, block: BlockRun) -> list[versions.Differs]:
    return versions.differing(context.build.versions, page, block.id, block_text(block))


def format_torch(src: str, language: str, class_name: str, md: Markdown) -> str:
    """``#!torch 2.15.0 block`` (or ``page.md:block`` for another page's): the line that release
    prints differently under that block, as make drift recorded it (an error: its message)."""
    context = _context(md)
    release, _, where = src.strip().partition(" ")
    page, _, block_id = where.rpartition(":")
    page = page or (context.page.path if context else "")
    outcome = context.build.outcomes.get(page) if context else None
    block = outcome.record.block(block_id) if outcome else None
    shown = block_text(block) if block else None  # another page's, under Zensical: not known here
    found = versions.entry(context.build.versions, release, page, block_id, shown) if context else None
    said = versions.message(found) if found else ""
    if not said:
        log.error(f"`#!torch {src}`: make drift recorded no line that torch {release} prints differently there")
        said = "??"
    title = html.escape(f"what torch {found.torch if found else release} prints here (docs/drift.md)", quote=True)
    return f'<code class="{class_name}" title="{title}">{html.escape(said)}</code>'


def format_number(src: str, language: str, class_name: str, md: Markdown) -> str:
    """``#!num`` after the preprocessor: the recorded value of number ``@index``."""
    context = _context(md)
    value = "??"
    if context is not None and src.startswith("@"):
        numbers = context.outcome.record.numbers
        index = int(src[1:])
        value = numbers[index] if index < len(numbers) else "??"
    elif context is None:
        log.error(f"`#!num {src}` outside a guide page")
    return f'<span class="{class_name}" title="computed when this page was built">{html.escape(value)}</span>'


def format_claim(src: str, language: str, class_name: str, md: Markdown) -> str:
    """``#!claim id`` after a sentence: a small mark naming the test that checks the sentence."""
    context = _context(md)
    check = context.build.checks.get(src.strip()) if context else None
    if check is None:  # the MkDocs hook refuses such a page before it renders; Zensical shows it plainly
        return f'<span class="{class_name}" title="claim {html.escape(src)}: no check found">?</span>'
    said = html.escape(f"backed by a test: {check}", quote=True)
    if context and context.build.checks_url:
        href = html.escape(f"{context.build.checks_url}{check.file}#L{check.line}", quote=True)
        return f'<a class="{class_name}" href="{href}" title="{said}" aria-label="{said}">✓</a>'
    return f'<span class="{class_name}" role="img" title="{said}" aria-label="{said}">✓</span>'
