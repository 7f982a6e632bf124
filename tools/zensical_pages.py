"""What hooks/executed_pages.py does for MkDocs, as a Markdown extension Zensical runs.

Zensical reads mkdocs.yml and runs markdown-exec, but not MkDocs `hooks:`. It builds every
page with a fresh Markdown instance, so a preprocessor that runs first gives each page
empty markdown-exec sessions and a fresh `snippets` import (as the hook does), the `num`
inline formatter evaluates `#!num expr:spec` in the page's sessions, and a postprocessor
fails the page loudly when a block raised or a number could not be computed.
tools/zensical_build.py wires this in; nothing here is used by the MkDocs build.
"""

from __future__ import annotations

import html
import logging
import os
import re
import sys
from collections import ChainMap
from typing import Any

from markdown import Extension, Markdown
from markdown.postprocessors import Postprocessor
from markdown.preprocessors import Preprocessor
from markdown_exec._internal.formatters import python as exec_python

SPEC_RE = re.compile(r"^(?P<expr>.+?)(?::(?P<spec>[<>^=+\- #0-9,._%a-zA-Z]*))?$", re.S)
FAILURES: list[str] = []  # this page's failed blocks and numbers
# markdown-exec renders block output with inner Markdown instances carrying the same
# extensions; only the first conversion of each page (the page's own) starts fresh.
CURRENT: dict[str, Any] = {"page": object(), "md": None}


def _zensical_page() -> Any:
    """The page Zensical is rendering now (it keeps it in its context extension)."""
    try:
        from zensical.config import get_config
    except ImportError:
        return None
    for extension in get_config()["markdown_extensions"]:
        if type(extension).__name__ == "ContextExtension":
            return extension._kwargs.get("page")
    return None


class _BlockFailures(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "Execution of" in message and "exited with" in message:
            last = [line.strip() for line in message.splitlines() if line.strip() and line.strip() != "```"]
            FAILURES.append(f"{message.splitlines()[0]} {last[-1] if last else ''}")


def format_number(src: str, language: str, class_name: str, md: Any) -> str:
    match = SPEC_RE.match(src.strip())
    assert match is not None
    namespace = ChainMap(*exec_python._sessions_globals.values())
    try:
        value = format(eval(match.group("expr"), dict(namespace)), match.group("spec") or "")  # noqa: S307
    except Exception as error:  # noqa: BLE001 - reported by the postprocessor
        FAILURES.append(f"prose number `{src}`: {type(error).__name__}: {error}")
        value = "??"
    return f'<span class="{class_name}" title="computed when this page was built">{html.escape(value)}</span>'


class _FreshStart(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        page = _zensical_page()
        if page is not None and page is CURRENT["page"]:
            return lines  # markdown-exec rendering a block's output inside this page
        CURRENT.update(page=page, md=self.md)
        FAILURES.clear()
        exec_python._sessions_globals.clear()
        exec_python._sessions_counter.clear()
        exec_python._code_blocks.clear()
        for name in [n for n in sys.modules if n == "snippets" or n.startswith("snippets.")]:
            del sys.modules[name]
        return lines


class _Report(Postprocessor):
    def run(self, text: str) -> str:
        if self.md is CURRENT["md"] and FAILURES:
            raise RuntimeError("executed page failed: " + " | ".join(FAILURES))
        return text


class ExecutedPagesExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Markdown's API
        os.environ["SNIPPETS_FIGURES"] = "inline"
        collector = logging.getLogger("markdown_exec")
        if not any(isinstance(h, _BlockFailures) for h in collector.handlers):
            collector.addHandler(_BlockFailures(logging.WARNING))
        md.preprocessors.register(_FreshStart(md), "executed-pages-fresh-start", 10_000)
        md.postprocessors.register(_Report(md), "executed-pages-report", 0)


def makeExtension(**kwargs: Any) -> ExecutedPagesExtension:  # noqa: N802 - Markdown's API
    return ExecutedPagesExtension(**kwargs)
