"""The one adapter to markdown-exec: how an executed fence is drawn on the page.

The guide runs its code itself (``run``, ``workers``); markdown-exec draws the result. We use only
its public API: ``validator`` sorts a fence's options, and ``base_format(run=...)`` lays out the
source and the output, the seam markdown-exec offers for a custom runner. Our ``run`` returns
what the page's run record holds, already as Markdown, so nothing executes while rendering.

On a markdown-exec upgrade, re-check: the keyword arguments ``base_format`` accepts, the option
names ``validator`` fills (id, source, result, html, extra) and how ``add_source`` lays out
"above" (source block, blank line, output). ``SUPPORTED`` names the version last checked;
another one gives a warning when the build starts.
"""

from __future__ import annotations

import hashlib
import html
import importlib.metadata
import logging
import re
import uuid
from typing import Any

from markdown import Markdown
from markdown_exec import base_format, markdown_config, validator

from guide_build.record import ELIDED, BlockRun

SUPPORTED = "1.12"
log = logging.getLogger("mkdocs.guide_build")
_version = importlib.metadata.version("markdown-exec")
if not _version.startswith(SUPPORTED + "."):
    log.warning(f"markdown-exec {_version} is installed; guide_build/fence.py was checked against {SUPPORTED}.x")

OURS = ("alt", "timeout", "raises", "warns", "annotate")  # fence options the guide reads, markdown-exec must not see
# Pygments wraps every name, operator, punctuation mark and run of whitespace in a span of its own
# (classes n, o, p, w): two thirds of a chapter's elements, each one styled and laid out on a phone.
# Material colours names as plain code text and operators and punctuation a lighter grey; here all
# four show in the code's own colour, and keywords, strings, numbers and comments keep theirs.
# Lighthouse, chapter 4 (benchmarks/lighthouse_benchmark.py, median of 3): blocking time 507 ms with
# every span, 262 ms without n and w, 111 ms without all four; elements 3,692 -> 2,974 -> 1,917.
PLAIN_TOKEN = re.compile(r'<span class="[nowp]">([^<]*)</span>')
# Material numbers a block's code annotations (``# (1)!``) where the block's highlight div has the
# class "annotate" (its per-block switch); ``annotate="1"`` on a fence asks for it. The global
# feature (content.code.annotate) would make Material search every block of every page for them.
SOURCE_DIV = re.compile(r'<div class="([^"]*\bhighlight)"')  # the source's, the first on a block
# Where an html="1" block's markup wants the figure the block left open (a widget's no-JavaScript
# fallback): the build fills the first empty one with each figure, in order, or appends it.
FIGURE_SLOT = '<figure class="executed-figure"></figure>'
# Under a warning whose source line the record left out (record.without_source_line): say so.
ELIDED_NOTE = (
    f'<p class="output-note"><code>{html.escape(ELIDED)}</code>: PyTorch prints there the file and line '
    "of its own C++ source that gave the warning, a path on the machine that built it. They change "
    "with every release, so this page leaves them out.</p>"
)


def validate(
    language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Markdown
) -> bool:
    """markdown-exec's validator; output is shown as text unless the fence says ``html="1"``."""
    accepted = validator(language, inputs, options, attrs, md)
    if accepted:
        if options["extra"].get("annotate"):
            options["annotate"] = True
        for name in OURS:
            options["extra"].pop(name, None)
    return accepted


def output_markdown(block: BlockRun) -> str:
    """A block's printed text as a fenced ``output`` block that no printed text can close."""
    text = block.output.rstrip("\n")
    if block.truncated:
        text += f"\n[… {block.truncated:,} more characters printed; the build shows the first part only]"
    for shown in (block.warned, block.raised):  # what Python prints to stderr: warnings, then the error
        if shown:
            text = f"{text}\n{shown}" if text else shown
    if not text:
        return ""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    raised = " .raised" if block.raised else " .warned" if block.warned else ""
    return f"{ticks}{{ .output .no-copy{raised} }}\n{text}\n{ticks}"  # output is not code: no copy button


def render(
    src: str,
    options: dict[str, Any],
    md: Markdown,
    block: BlockRun | None,
    drawn: dict[str, str] | None = None,
    note: str = "",
) -> str:
    """The page's HTML for one executed fence, from its run record (``None``: not run), with
    ``note`` (HTML: what newer torch releases print instead, versions.py) under its output.

    The same code, options and output always draw the same HTML, and drawing costs a Markdown
    instance per block, so under ``mkdocs serve`` a rebuild reuses what did not change: ``drawn``
    (the build context's) keeps the drawings by content.
    """
    key = hashlib.sha256(repr((src, sorted(options.items(), key=str), block, note)).encode()).hexdigest()
    if drawn is None:
        return _render(src, options, md, block, note)
    if key not in drawn:
        drawn[key] = _render(src, options, md, block, note)
    return drawn[key]


def without_appended_files() -> None:
    """Inner conversions (a block's source and output) get none of pymdownx.snippets' auto_append
    (called once per build by the plugin, after markdown-exec's plugin saved the build's config).

    markdown-exec converts each block with a new Markdown made from the config its plugin saved
    (``markdown_config``, public), so the glossary appended to every page (hundreds of
    abbreviation lines) would be parsed again for every block: 90% of a build's rendering,
    for tooltips that code and output never show. Without the plugin (Zensical) nothing is saved
    and nothing changes.
    """
    configs = markdown_config.exts_config or {}
    snippets = configs.get("pymdownx.snippets", {})
    if snippets.get("auto_append"):
        markdown_config.save(markdown_config.exts, {**configs, "pymdownx.snippets": {**snippets, "auto_append": []}})


def _render(src: str, options: dict[str, Any], md: Markdown, block: BlockRun | None, note: str) -> str:
    placeholders: dict[str, str] = {}
    if block is None:
        body = ""
    elif options.get("html"):
        body = _with_figures(block.output, block.figures)
    else:
        parts = [output_markdown(block)]
        for figure in block.figures:
            placeholder = f'<div class="{uuid.uuid4()}"></div>'
            placeholders[placeholder] = f'<figure class="executed-figure">{figure.svg}</figure>'
            parts.append(placeholder)
        body = "\n\n".join(part for part in parts if part)
    annotate = options.get("annotate", False)
    options = {**options, "result": "", "annotate": None}  # the output above is already Markdown
    rendered = str(base_format(language="python", run=lambda code, **_: body, code=src, md=md, **options))
    rendered = PLAIN_TOKEN.sub(r"\1", rendered)
    if annotate:
        rendered = SOURCE_DIV.sub(r'<div class="\1 annotate"', rendered, count=1)
    for placeholder, figure in placeholders.items():
        rendered = rendered.replace(f"<p>{placeholder}</p>", figure).replace(placeholder, figure)
    if block is not None and ELIDED in block.warned:
        note = ELIDED_NOTE + note
    return f'<div class="executed" data-block="{html.escape(options["id"])}">{rendered}{note}</div>'


def _with_figures(markup: str, figures: list) -> str:
    for figure in figures:
        filled = f'<figure class="executed-figure">{figure.svg}</figure>'
        markup = markup.replace(FIGURE_SLOT, filled, 1) if FIGURE_SLOT in markup else markup + filled
    return markup


def error_box(message: str) -> str:
    """What a page shows (under ``mkdocs serve``) instead of failing the build."""
    return (
        '<div class="admonition failure build-error" role="alert">'
        '<p class="admonition-title">This page did not build</p>'
        f"<pre>{html.escape(message)}</pre>"
        "<p>Fix it and save: the page rebuilds by itself.</p></div>"
    )
