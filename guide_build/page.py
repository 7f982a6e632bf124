"""The page model: one parse of a page's Markdown into the blocks it runs and the numbers it states.

Everything downstream reads this model: execution (``run``), the cache key (``cache``), the
notebook (``notebook``), the rendered page (``markdown``), failure messages, the pins and the
benchmark. A page is a script with prose around it:

* its executed fences (```` ```python exec="1" id="..." ````) run top to bottom in **one
  namespace**, exactly as a reader who copies every shown block, in order, into a fresh Python;
* a fence body may include snippet code: ``--8<-- "snippets/topic/idea.py"`` (the whole file)
  or ``--8<-- "snippets/topic/idea.py:section"`` (lines between ``# --8<-- [start:section]`` and
  ``# --8<-- [end:section]``). Outside fences, ``--8<-- "file.md"`` includes Markdown;
* ``#!num expr`` or ``#!num expr:spec`` in inline code is a number the run states in a sentence,
  evaluated where it stands: after the blocks above it ran, before the ones below.

Every code line keeps its origin (file and line), so a failure can name the snippet line. The
rules a page must follow (each broken rule is a ``PageError`` naming the line) are checked here.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from guide_build.includes import Line, Origin, expand_markdown
from guide_build.includes import PageError as PageError  # part of the page model: a broken rule, naming its line

OPTION_RE = re.compile(r"""([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']+))""")
NUMBER_RE = re.compile(r"`#!num\s+(?P<src>[^`]+?)\s*`")
CLAIM_RE = re.compile(r"`#!claim\s+(?P<id>[^`]*?)\s*`")
CLAIM_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
SPEC_RE = re.compile(r"^(?P<expr>.+?)(?::(?P<spec>[<>^=+\- #0-9,._%a-zA-Z]*))?$", re.S)
HIDE_RE = re.compile(r"#\s*markdown-exec:\s*hide")
CONTAINER_RE = re.compile(r'^(?P<indent>[ \t]*)(?:!!!|\?\?\?\+?|===)\s*(?:[\w-]+)?\s*(?:"(?P<title>[^"]*)")?\s*$')
HEADING_RE = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.+?)\s*#*\s*$")
NUMBER_TOKEN = "#!num @{}"  # what the page's Markdown carries instead of the expression
FALSE_WORDS = {"", "no", "off", "false", "0"}  # the one list: fence options and GUIDE_* switches
DEFAULT_TIMEOUT = float(os.environ.get("GUIDE_BLOCK_TIMEOUT", "60"))  # seconds per block or number


def is_on(value: str | None) -> bool:
    """A yes/no option or switch: anything but a false word (or nothing) is on."""
    return (value or "").strip().lower() not in FALSE_WORDS


def time_limit(item: Block | Number) -> float:
    """The one time-limit rule: a fence's ``timeout="..."``, else the default (numbers too)."""
    return (item.timeout if isinstance(item, Block) else None) or DEFAULT_TIMEOUT


@dataclass
class Block:
    """One executed fence."""

    id: str
    options: dict[str, str]
    lines: list[Line]
    origin: Origin  # the fence's opening line
    container: str | None = None  # title of the admonition or tab it sits in

    @property
    def code(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def shown(self) -> bool:
        """Does the page show this block's code (and give it a copy button)?"""
        return is_on(self.options.get("source"))

    @property
    def html(self) -> bool:
        """Does the block print markup for the page (``html="1"``: a widget's mount), not text?"""
        return is_on(self.options.get("html"))

    @property
    def alt(self) -> str | None:
        """What the block's figures show, in words (required when it draws one)."""
        return self.options.get("alt") or None

    @property
    def raises(self) -> str | None:
        """The exception the block is meant to raise (``raises="RuntimeError"``), shown as its output."""
        return self.options.get("raises") or None

    @property
    def warns(self) -> str | None:
        """The warning category the block is meant to give (``warns="UserWarning"``), shown as output."""
        return self.options.get("warns") or None

    @property
    def timeout(self) -> float | None:
        value = self.options.get("timeout")
        return float(value) if value else None

    def origin_of(self, line: int) -> Origin:
        """Where line ``line`` (1-based) of the block's code came from."""
        return self.lines[line - 1].origin if 0 < line <= len(self.lines) else self.origin


@dataclass(frozen=True)
class Number:
    """A ``#!num expr:spec`` in a sentence."""

    index: int
    source: str  # as written, e.g. "loss.item():.4f"
    expr: str
    spec: str
    origin: Origin


@dataclass(frozen=True)
class Claim:
    """A ``#!claim id`` after a sentence: the test in tests/claims/ that backs it (``claims``)."""

    id: str
    origin: Origin
    text: str  # the prose before the marker, from the start of its paragraph, markup and all


@dataclass(frozen=True)
class Prose:
    """A heading, or the first paragraph under a heading (for the notebook)."""

    kind: str  # "heading" or "paragraph"
    text: str  # with number tokens, as the page's Markdown carries them
    level: int = 0


@dataclass
class Page:
    path: str  # relative to docs/, e.g. chapters/shaping-tensors.md
    source_file: str  # relative to the project, e.g. docs/chapters/shaping-tensors.md
    items: list[Block | Number] = field(default_factory=list)  # in reading (= execution) order
    outline: list[Prose | Block] = field(default_factory=list)  # what a notebook keeps, in order
    markdown: str = ""  # the Markdown to render: includes expanded, numbers as tokens
    source_text: str = ""  # the text it was parsed from
    claims: list[Claim] = field(default_factory=list)  # backed sentences, in reading order

    @property
    def blocks(self) -> list[Block]:
        return [item for item in self.items if isinstance(item, Block)]

    @property
    def numbers(self) -> list[Number]:
        return [item for item in self.items if isinstance(item, Number)]

    def block(self, block_id: str) -> Block:
        return next(b for b in self.blocks if b.id == block_id)

    @property
    def key(self) -> str:
        """A hash of everything the run depends on that the page itself says."""
        described = [
            ["block", b.id, sorted(b.options.items()), b.code] if isinstance(b, Block) else ["number", b.source]
            for b in self.items
        ]
        return hashlib.sha256(json.dumps(described).encode()).hexdigest()


def parse(path: str, markdown: str, project_dir: Path, docs_dir: str = "docs") -> Page:
    """Read a page: ``path`` relative to docs/, ``markdown`` its text without front matter."""
    source_file = f"{docs_dir}/{path}"
    page = Page(path=path, source_file=source_file, source_text=markdown)
    lines = expand_markdown(
        [Line(t, Origin(source_file, n)) for n, t in enumerate(markdown.splitlines(), 1)], project_dir, ()
    )
    from guide_build.reader import Reader  # here: the reader builds this module's types

    Reader(page, project_dir).read(lines)
    return page


def read(path: Path, project_dir: Path, docs_dir: str = "docs") -> Page:
    """Parse a page's file (its front matter dropped, as MkDocs does)."""
    from mkdocs.utils.meta import get_data  # here: the Markdown extension imports this module without MkDocs

    relative = path.resolve().relative_to((project_dir / docs_dir).resolve()).as_posix()
    return parse(relative, get_data(path.read_text(encoding="utf-8"))[0], project_dir, docs_dir)


def read_all(project_dir: Path, docs_dir: str = "docs") -> list[Page]:
    """Every page of the site, in path order (notes for authors under ``assets/`` are not pages)."""
    docs = project_dir / docs_dir
    return [read(p, project_dir, docs_dir) for p in sorted(docs.rglob("*.md")) if not p.is_relative_to(docs / "assets")]


def split_spec(source: str) -> tuple[str, str]:
    match = SPEC_RE.match(source.strip())
    assert match is not None
    return match.group("expr").strip(), match.group("spec") or ""


def options_of(info: str) -> dict[str, str]:
    return {m.group(1): next(g for g in m.groups()[1:] if g is not None) for m in OPTION_RE.finditer(info)}
