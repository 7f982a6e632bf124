"""A chapter as a Jupyter notebook, made from its page model and its run: nothing runs twice.

The notebook holds what a reader would copy, in the page's order: the chapter's title and
headings with the first paragraph under each, then one code cell per block whose code the page
shows (the "Where this page starts" block first), each with the output and figures the build's
run recorded. Numbers in the text are the run's values. Because a page's code runs top to bottom
in one namespace and never imports this repository, the notebook runs anywhere torch is installed
(tests/site/test_copyable_code.py proves the code runs outside the repository).

A block the page shows raising its error on purpose (``raises=``) would stop Jupyter's and
Colab's "Run all" there, so its cell holds the block's code in a visible ``try``/``except`` that
prints the error's last traceback line, exactly as the page shows it, and the notebook goes on
(tests/site/test_notebooks_run.py runs every notebook to its end and compares what it prints).
"""

from __future__ import annotations

import builtins
import io
import posixpath
import re
import sys
import textwrap
import tokenize

import nbformat
from nbformat import NotebookNode

from guide_build import versions
from guide_build.page import Block, Page, Prose
from guide_build.record import PageRun, block_text

TOKEN_RE = re.compile(r"`#!num @(?P<index>\d+)`")
CLAIM_RE = re.compile(r"\s?`#!claim\s+[^`]*`")
TORCH_RE = re.compile(r"`#!torch\s+(?P<release>\S+)\s+(?P<block>[^`\s:]+)\s*`")
LINK_RE = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<target>[^)\s]+)\)")
# A raises= block's cell: the code, then the error printed as the page shows Python's last
# traceback line (trailing spaces off: a torch message may end with one).
CAUGHT = """\
# An error shown on purpose: printed, so "Run all" goes on
try:
{code}
except {name} as error:
    print(f"{{type(error).__name__}}: {{error}}".rstrip())"""


def wanted(page: Page) -> bool:
    """Chapters with code a reader can copy get a notebook."""
    return page.path.startswith("chapters/") and any(b.shown for b in page.blocks)


def name_of(page: Page) -> str:
    return posixpath.splitext(posixpath.basename(page.path))[0]


def make(page: Page, record: PageRun, site_url: str, newer: versions.Record | None = None) -> NotebookNode:
    cells: list[NotebookNode] = []
    count = 0
    text: list[str] = []

    def flush() -> None:
        if text:
            cells.append(nbformat.v4.new_markdown_cell("\n\n".join(text)))
            text.clear()

    for item in page.outline:
        if isinstance(item, Prose):
            if item.kind == "heading":
                flush()
                text.append("#" * item.level + " " + _prose(item.text, page, record, site_url, newer).replace("`", ""))
                if item.level == 1:
                    url = f"{site_url}{posixpath.splitext(page.path)[0]}/"
                    text.append(f"*The code of [this chapter]({url}), run when the site was built. Read it there.*")
            else:
                text.append(_prose(item.text, page, record, site_url, newer))
        elif isinstance(item, Block) and item.shown:
            if item.container:
                text.append(f"**{item.container}**")
            flush()
            count += 1
            cells.append(_code_cell(item, record, count))
    flush()
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    for index, cell in enumerate(nb.cells):  # a code cell is named after its block, so tests can pair them
        cell["id"] = cell.pop("block_id", None) or f"text-{index}"
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python", "version": sys.version.split()[0]}
    return nb


def _code_cell(block: Block, record: PageRun, count: int) -> NotebookNode:
    cell = nbformat.v4.new_code_cell(caught(block) if block.raises else block.code, execution_count=count)
    cell["block_id"] = block.id
    ran = record.block(block.id)
    printed = (ran.output + (ran.raised + "\n" if ran.raised else "")) if ran else ""
    if printed:  # the cell prints the error line after the block's output, as the page shows it
        cell.outputs.append(nbformat.v4.new_output("stream", name="stdout", text=printed))
    if ran is not None and ran.warned:  # Jupyter shows warnings as stderr
        cell.outputs.append(nbformat.v4.new_output("stream", name="stderr", text=ran.warned + "\n"))
    for figure in ran.figures if ran else []:
        data = {"image/svg+xml": figure.svg, "text/plain": f"[figure: {figure.alt}]"}
        cell.outputs.append(nbformat.v4.new_output("display_data", data=data))
    return cell


def caught(block: Block) -> str:
    """A raises= block's code in a try/except that prints its error line and lets the notebook go on."""
    tokens = tokenize.generate_tokens(io.StringIO(block.code + "\n").readline)
    if any(t.type == tokenize.STRING and t.start[0] != t.end[0] for t in tokens):
        raise ValueError(f"block '{block.id}' (raises=) has a string over several lines: indenting would change it")
    name = block.raises if isinstance(getattr(builtins, block.raises or "", None), type) else "Exception"
    return CAUGHT.format(code=textwrap.indent(block.code, "    "), name=name)


def _prose(text: str, page: Page, record: PageRun, site_url: str, newer: versions.Record | None) -> str:
    """Page Markdown a notebook can show: numbers filled in, links absolute, Material syntax out."""

    def number(match: re.Match[str]) -> str:
        index = int(match.group("index"))
        return record.numbers[index] if index < len(record.numbers) else "…"

    def link(match: re.Match[str]) -> str:
        target = match.group("target")
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            return match.group(0)
        path, _, anchor = target.partition("#")
        path = posixpath.normpath(posixpath.join(posixpath.dirname(page.path), path))
        if path.endswith(".md"):
            path = "" if path == "index.md" else path[: -len(".md")] + "/"
        return f"[{match.group('text')}]({site_url}{path}{'#' + anchor if anchor else ''})"

    def printed(match: re.Match[str]) -> str:  # `#!torch 2.15.0 block`: what that torch prints there
        release, block = match.group("release"), match.group("block")
        ran = record.block(block)
        found = versions.entry(newer or {}, release, page.path, block, block_text(ran) if ran else None)
        return f"`{versions.message(found) if found else '…'}`"

    text = CLAIM_RE.sub("", text)  # a notebook has no checks to point at
    text = TORCH_RE.sub(printed, text)
    text = TOKEN_RE.sub(number, text)
    text = LINK_RE.sub(link, text)
    text = re.sub(r"`#!\w+\s+([^`]+)`", r"`\1`", text)  # inline highlighting: plain code
    text = re.sub(r"\[\^[^\]]+\]", "", text)  # footnote references
    return re.sub(r"\s*\{\s*[.#:][^}]*\}", "", text)  # attribute lists
