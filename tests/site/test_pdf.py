"""The guide as a PDF (guide_build/export/pdf.py, made by the session's build like `make build`):
a sane number of pages, every nav page's title as a bookmark in nav order, and under each chapter's title the
first and the last output its pin documents (tests/docs/chapters/<page>.md), so the PDF holds what the run printed,
and every long line of Python on a line of its own (none wraps out of its indentation).
The PDF is read with PDFium (pypdfium2, Chromium's own PDF library): its text of 175 pages in half a second.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from tests.support import PRINT_PAGE, built_page, nav_pages, parsed, pinned_lines

pytestmark = pytest.mark.site

PDF = "downloads/understanding-pytorch.pdf"


def squeezed(text: str) -> str:
    """Text without whitespace: a PDF wraps long lines and spaces characters its own way."""
    return re.sub(r"\s+", "", text)


@pytest.fixture(scope="module")
def pdf(exported_site: Path) -> Iterator[pdfium.PdfDocument]:
    path = exported_site / PDF
    assert path.is_file(), f"{PDF} was not made (python -m guide_build pdf)"
    document = pdfium.PdfDocument(path)
    yield document
    document.close()


def test_page_count_is_sane(pdf: pdfium.PdfDocument) -> None:
    pages = len(nav_pages())
    assert 3 * pages <= len(pdf) <= 30 * pages, f"{len(pdf)} pages for {pages} pages of the site"


def _chapters(pdf: pdfium.PdfDocument) -> list[tuple[str, int]]:
    """The PDF's top-level bookmarks (Chromium makes one per h1): (title, first page index)."""
    return [(mark.get_title(), mark.get_dest().get_index()) for mark in pdf.get_toc() if mark.level == 0]


def _text(pdf: pdfium.PdfDocument, index: int) -> str:
    return pdf[index].get_textpage().get_text_bounded()


def test_every_title_in_order_with_a_pinned_output_under_each_chapter(
    built_site: Path, pdf: pdfium.PdfDocument
) -> None:
    titles = {}
    for _, page in nav_pages():
        h1 = parsed(built_page(built_site, page)).select_one("article h1")
        titles[h1.get_text().removesuffix("¶").strip()] = page
    bookmarks = _chapters(pdf)
    assert [title for title, _ in bookmarks if title in titles] == list(titles), f"bookmarks: {bookmarks}"
    ends = [first for _, first in bookmarks[1:]] + [len(pdf) - 1]
    checked = 0
    for (title, first), last in zip(bookmarks, ends, strict=True):
        if title not in titles:
            continue
        text = squeezed("".join(_text(pdf, i) for i in range(first, last + 1)))
        for line in pinned_lines(titles[title]):
            assert squeezed(line) in text, f"{titles[title]}: its pinned output {line!r} is not on its pages of the PDF"
        checked += bool(pinned_lines(titles[title]))
    assert checked >= len([p for p in titles.values() if p.startswith("chapters/")]), "a chapter without a pin?"


def test_long_lines_of_python_print_whole(built_site: Path, pdf: pdfium.PdfDocument) -> None:
    """Each line of Python of 64 characters or more (code is written to 72: snippets/ruff.toml)
    is one whole line of the PDF's text: a line that wrapped would stand on two."""
    whole = parsed(built_site / PRINT_PAGE / "index.html")
    code = whole.select("#print-site-page .language-python.highlight > pre > code")
    long = {squeezed(line) for block in code for line in block.get_text().split("\n") if len(line.rstrip()) >= 64}
    assert len(long) > 50, f"only {len(long)} long lines of Python on the print page: nothing to check"
    printed = {squeezed(line) for index in range(len(pdf)) for line in re.split(r"[\r\n]+", _text(pdf, index))}
    wrapped = sorted(long - printed)
    assert not wrapped, f"{len(wrapped)} lines of Python wrap in the PDF, e.g. {wrapped[:3]}"
