"""The page model: the blocks a page runs and the numbers it states, as ``reader`` reads them.

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
rules a page must follow (each broken rule is a ``PageError`` naming the line) are checked where
the page is read (``reader``: ``parse``, ``read``, ``read_all``); this module only holds what was
read, and imports no other stage.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field

from guide_build.includes import Line, Origin
from guide_build.includes import PageError as PageError  # part of the page model: a broken rule, naming its line

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
