"""MkDocs hooks that turn markdown-exec pages into checked, isolated documents.

What this adds on top of markdown-exec and pymdownx (and nothing more):

* **Isolation.** Every page starts with empty markdown-exec sessions and a fresh
  import of the ``snippets`` package, so no state leaks between pages or across
  ``mkdocs serve`` rebuilds.
* **Prose numbers.** ``#!num expr`` or ``#!num expr:.2f`` in inline code is
  evaluated in the page's sessions after its blocks ran, so a number in a
  sentence is the number the build produced.
* **Loud failures.** A block that raises fails the build with one message naming
  the chapter, the block id and the snippet file and line. Under ``mkdocs serve``
  the page shows that message in an error box instead, and the next save recovers.
* **Execution cache.** Block outputs and prose numbers are reused from ``.cache/exec/``
  while nothing they depend on changed (see ``hooks/exec_cache.py``); every build writes
  ``.cache/exec-report.md``. ``UPT_NO_CACHE=1`` runs everything, ``UPT_NO_EXEC=1`` nothing.
* **Downloads.** The programs listed under ``extra.downloads`` in mkdocs.yml are
  published as plain scripts (section markers removed).
"""

from __future__ import annotations

import contextlib
import html
import io
import logging
import os
import re
import sys
from collections import ChainMap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markdown_exec._internal.formatters import base as exec_base
from markdown_exec._internal.formatters import python as exec_python
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from hooks import exec_cache  # the repo is pip-installed (editable), so `hooks` imports anywhere

log = logging.getLogger("mkdocs.hooks.executed_pages")

FENCE_RE = re.compile(r'^(?P<indent>\s*)(?P<ticks>`{3,})\s*python\b(?P<info>[^\n]*)$')
INCLUDE_RE = re.compile(r'^\s*--8<--\s+"(?P<path>[^":]+)(?::(?P<section>[\w-]+))?"\s*$')
MARKER_RE = re.compile(r"^\s*#\s*--8<--\s*\[(start|end):[\w-]+\]\s*$")
FRAME_RE = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+)')
EMPTY_OUTPUT_RE = re.compile(
    r'<div class="language-output highlight"><pre><span></span><code>(?:<a [^>]*></a>)?\s*</code></pre></div>'
)
NUMBER_SPEC_RE = re.compile(r"^(?P<expr>.+?)(?::(?P<spec>[<>^=+\- #0-9,._%a-zA-Z]*))?$", re.S)


@dataclass
class PageState:
    """What the hooks know about the page being rendered right now."""

    src_path: str = ""
    markdown: str = ""
    errors: list[str] = field(default_factory=list)  # blocks that raised
    prose_errors: list[str] = field(default_factory=list)  # `#!num` that failed


@dataclass
class BuildState:
    serving: bool = False
    project_dir: Path = Path(".")
    page: PageState = field(default_factory=PageState)
    quiet: contextlib.ExitStack = field(default_factory=contextlib.ExitStack)
    cache: exec_cache.ExecCache | None = None


STATE = BuildState()


class _BlockErrorCollector(logging.Filter):
    """markdown-exec reports a raising block as a long warning; we turn it into one error line."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if "Execution of" in message and "exited with" in message:
            STATE.page.errors.append(explain_block_failure(message))
            return False  # reported once, by on_page_content, as the build's error
        return True


# ---------------------------------------------------------------- error reports


def section_lines(path: Path, section: str | None) -> list[tuple[str, int]]:
    """The lines pymdownx.snippets would include, each with its 1-based line number."""
    lines = path.read_text(encoding="utf-8").splitlines()
    picked: list[tuple[str, int]] = []
    inside = section is None
    for number, line in enumerate(lines, start=1):
        marker = MARKER_RE.match(line)
        if marker:
            if section is not None and f":{section}]" in line:
                inside = marker.group(1) == "start"
            continue
        if inside:
            picked.append((str(path), number))
    return picked


def block_line_map(page_markdown: str, block_id: str, project_dir: Path) -> list[tuple[str, int]]:
    """Map each line of the executed block `block_id` to (file, line) it came from."""
    lines = page_markdown.splitlines()
    for start, line in enumerate(lines):
        fence = FENCE_RE.match(line)
        if not fence or f'id="{block_id}"' not in fence.group("info"):
            continue
        mapping: list[tuple[str, int]] = []
        for offset, body in enumerate(lines[start + 1 :], start=start + 2):
            if body.strip().startswith(fence.group("ticks")):
                return mapping
            include = INCLUDE_RE.match(body)
            if include:
                path = project_dir / include.group("path")
                mapping.extend(section_lines(path, include.group("section")))
            else:
                mapping.append(("page", offset))
        return mapping
    return []


def explain_block_failure(log_message: str) -> str:
    """One message: chapter, block, snippet file and line, and the exception."""
    block = re.search(r"code block '([^']+)'", log_message)
    block_id = block.group(1).strip() if block else "?"
    traceback_text = log_message.split("Output is:", 1)[-1]
    exception = next(
        (ln.strip() for ln in reversed(traceback_text.splitlines()) if ln.strip() and ln.strip() != "```"),
        "unknown error",
    )
    where = "an unknown line"
    frames = FRAME_RE.findall(traceback_text)
    snippet_frames = [(f, int(n)) for f, n in frames if "/snippets/" in f]
    block_frames = [int(n) for f, n in frames if f.startswith("<code block")]
    if snippet_frames:  # the deepest frame inside the snippets package
        file, number = snippet_frames[-1]
        where = f"{Path(file).relative_to(STATE.project_dir.resolve())}:{number}"
    elif block_frames:
        mapping = block_line_map(STATE.page.markdown, block_id, STATE.project_dir)
        index = block_frames[-1] - 1
        if 0 <= index < len(mapping):
            file, number = mapping[index]
            if file == "page":
                where = f"docs/{STATE.page.src_path}:{number}"
            else:
                where = f"{Path(file).relative_to(STATE.project_dir.resolve())}:{number}"
    return f"docs/{STATE.page.src_path}: block '{block_id}' failed at {where}: {exception}"


# ------------------------------------------------------------------ prose numbers


class _SessionGlobals(dict):
    """Globals for `eval` that read through to the page's sessions (a lazy mapping)."""

    def __init__(self, sessions: Any) -> None:
        super().__init__()
        self.sessions = sessions

    def __missing__(self, name: str) -> Any:
        return self.sessions[name]  # KeyError here lets Python fall back to builtins


def format_number(src: str, language: str, class_name: str, md: Any) -> str:
    """Inline formatter for `#!num expr:spec`: evaluates `expr` in the page's sessions."""
    match = NUMBER_SPEC_RE.match(src.strip())
    assert match is not None
    expression, spec = match.group("expr"), match.group("spec") or ""

    def evaluate() -> str:
        sessions = exec_python._sessions_globals
        namespace = STATE.cache.namespace() if STATE.cache else ChainMap(*sessions.values())
        # As globals, so a lambda or generator in the expression sees the session names too.
        return format(eval(expression, _SessionGlobals(namespace)), spec)  # noqa: S307 - our own docs

    try:
        value = STATE.cache.prose(src.strip(), evaluate) if STATE.cache else evaluate()
    except Exception as error:  # noqa: BLE001 - reported as a build failure below
        STATE.page.prose_errors.append(
            f"docs/{STATE.page.src_path}: prose number `{src}` could not be computed: "
            f"{type(error).__name__}: {error}"
        )
        value = "??"
    return f'<span class="{class_name}" title="computed when this page was built">{html.escape(value)}</span>'


# -------------------------------------------------------------------------- hooks


def on_startup(command: str, dirty: bool) -> None:
    STATE.serving = command == "serve"


def on_config(config: Any) -> Any:
    STATE.project_dir = Path(config["config_file_path"]).parent
    # Snippets that draw figures print inline SVG when built, and save files when run alone.
    os.environ["SNIPPETS_FIGURES"] = "inline"
    inline = config["mdx_configs"].setdefault("pymdownx.inlinehilite", {})
    inline.setdefault("custom_inline", []).append({"name": "num", "class": "computed", "format": format_number})
    STATE.cache = exec_cache.install(exec_python, STATE.project_dir)
    for fence in config["mdx_configs"]["pymdownx.superfences"]["custom_fences"]:
        if fence["name"] in ("python", "py"):
            fence["validator"] = _escaped_by_default(fence["validator"])
    # The logger markdown-exec's base formatter reports failures on (through its mkdocs plugin).
    collector = logging.getLogger(f"mkdocs.plugins.{exec_base.__name__}")
    if not any(isinstance(f, _BlockErrorCollector) for f in collector.filters):
        collector.addFilter(_BlockErrorCollector())
    return config


def _escaped_by_default(validator: Any) -> Any:
    """Output is shown as escaped text unless a fence says `html="1"` or its own `result`.

    markdown-exec's default renders printed output as Markdown, so a printed `<script>`
    would become markup; here it stays text.
    """

    def validate(language: str, inputs: dict, options: dict, attrs: dict, md: Any) -> bool:
        accepted = validator(language, inputs, options, attrs, md)
        if accepted and not options.get("html") and not options.get("result"):
            options["result"] = "output"
        return accepted

    return validate


def on_files(files: Files, config: Any) -> Files:
    for target, source in (config["extra"].get("downloads") or {}).items():
        text = (STATE.project_dir / source).read_text(encoding="utf-8")
        script = "\n".join(line for line in text.splitlines() if not MARKER_RE.match(line)) + "\n"
        files.append(File.generated(config, target, content=script))
    return files


def _fresh_start() -> None:
    exec_python._sessions_globals.clear()
    exec_python._sessions_counter.clear()
    exec_python._code_blocks.clear()
    for name in [n for n in sys.modules if n == "snippets" or n.startswith("snippets.")]:
        del sys.modules[name]


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    _fresh_start()
    STATE.page = PageState(src_path=page.file.src_uri, markdown=markdown)
    if STATE.cache:
        STATE.cache.start_page(page.file.src_uri)
    # Modules imported by a block (a chapter building on the previous one) print to
    # the real stdout; keep that out of the build log. Block output is unaffected.
    STATE.quiet.close()
    STATE.quiet.enter_context(contextlib.redirect_stdout(io.StringIO()))
    return markdown


def on_page_content(html_text: str, page: Any, config: Any, files: Files) -> str:
    STATE.quiet.close()
    # A failed block explains any prose number that then failed too: report the cause.
    errors = STATE.page.errors or STATE.page.prose_errors
    _fresh_start()
    if not errors:
        return EMPTY_OUTPUT_RE.sub("", html_text)  # a block that printed nothing shows only its source
    message = errors[0]  # the first failure is the cause; later blocks of its session fail with it
    if len(errors) > 1:
        message += f" ({len(errors) - 1} later failure(s) on this page follow from it)"
    if STATE.serving:
        log.error(message)
        box = (
            '<div class="admonition failure build-error" role="alert">'
            '<p class="admonition-title">This page did not build</p>'
            f"<pre>{html.escape(message)}</pre>"
            "<p>Fix the snippet and save: the page rebuilds by itself.</p></div>"
        )
        return box + html_text
    raise PluginError(message)


def on_post_build(config: Any) -> None:
    STATE.quiet.close()
    if STATE.cache:
        report = STATE.cache.write_report()
        log.info(f"Executed blocks: {STATE.cache.summary()}; timings in {report.relative_to(STATE.project_dir.resolve())}")
