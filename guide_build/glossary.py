"""Glossary marks where they help: a term's tooltip once per section, not on every use.

Markdown's ``abbr`` extension wraps every use of every term in ``includes/abbreviations.md``
(appended to each page) in an ``<abbr>``: in one paragraph "loss" could carry its dotted
underline three times, and the marks stop telling the reader anything. This treeprocessor runs
after abbr's (priority 7) and keeps only the first mark of each term in each section, a section
being what stands under one ``#`` or ``##`` heading: where a reader meets the term first on the
page, and again where a reader who jumped to a section from the table of contents meets it
first. The forms of one term (``batch``, ``batches``) share a definition, so they count as one.
A flashcard's question (the ``summary`` of a card in a ``flashcards`` deck) takes no mark at
all: there the tooltip would show the answer on hover (the checkpoint card's question would
carry the checkpoint's definition, which is its answer), and a term's first mark in that
section falls to the card's answer instead. Every term stays defined on the glossary page.
mkdocs.yml lists it after ``abbr``:

    markdown_extensions:
      - abbr
      - guide_build.glossary
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from xml.etree.ElementTree import Element

from markdown import Extension, Markdown
from markdown.treeprocessors import Treeprocessor

PAGE = "glossary.md"  # the page that defines every term, and so carries no tooltip
MARK = re.compile(r"<abbr\b[^>]*>(.*?)</abbr>", re.S)
SECTION_HEADINGS = {"h1", "h2"}  # a new section: its terms are marked again where first used
DECK_CLASS = "flashcards"  # docs/assets/widgets/flashcards: each card a <details>, its question the <summary>


class _FirstMarks(Treeprocessor):
    def run(self, root: Element) -> None:
        seen: set[str] = set()
        for parent, child, in_question in _in_reading_order(root):
            if child.tag in SECTION_HEADINGS:
                seen.clear()
            if child.tag != "abbr":
                continue
            term = child.get("title", "")
            if in_question or term in seen:
                _unwrap(parent, child)
            if not in_question:
                seen.add(term)


def _in_reading_order(
    parent: Element, in_deck: bool = False, in_question: bool = False
) -> Iterator[tuple[Element, Element, bool]]:
    """(parent, element, inside a flashcard's question) for every element under ``parent``,
    in document order."""
    for child in list(parent):  # a copy: a mark may be unwrapped on the way
        yield parent, child, in_question
        deck = in_deck or DECK_CLASS in (child.get("class") or "").split()
        yield from _in_reading_order(child, deck, in_question or (deck and child.tag == "summary"))


def _unwrap(parent: Element, abbr: Element) -> None:
    """Replace ``abbr`` by its text, in place."""
    text = (abbr.text or "") + (abbr.tail or "")
    index = list(parent).index(abbr)
    if index:
        before = parent[index - 1]
        before.tail = (before.tail or "") + text
    else:
        parent.text = (parent.text or "") + text
    parent.remove(abbr)


def without_marks(page_html: str) -> str:
    """The glossary page's HTML with every mark unwrapped. Each term is defined on that page, in
    its own entry, so a tooltip there repeats the page; and each tooltip costs the phone its own
    set-up in Material's bundle (Lighthouse: 104 marks, 264 ms of blocking time; none, 46 ms)."""
    return MARK.sub(r"\1", page_html)


class GlossaryExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        md.treeprocessors.register(_FirstMarks(md), "glossary-first-marks", 6)  # after abbr (7)


def makeExtension(**kwargs: Any) -> GlossaryExtension:
    return GlossaryExtension(**kwargs)
