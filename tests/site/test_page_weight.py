"""What a phone must lay out: no figure of thousands of shapes, no page past its element budget.

Lighthouse (benchmarks/lighthouse_benchmark.py) measured where a chapter's time goes on a phone:
styling and laying out its elements. A scatter of 3,000 markers drawn as vectors made one figure of
3,603 elements and took chapter 14 from about 95 to 71; drawn with ``rasterized=True`` it is 33.
These budgets keep a new page from doing the same. They count elements, not time: the same count
on every machine.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import page_paths, parsed

pytestmark = pytest.mark.site

FIGURE_BUDGET = 1000  # elements in one figure: rasterize dense artists (rasterized=True) beyond it
PAGE_BUDGET = 4500  # elements on one page: the longest chapter has about 3,700


def _counts(site: Path, page: str) -> tuple[int, list[tuple[str, int]]]:
    html = parsed(site / page / "index.html")
    figures = [
        (figure.svg.get("aria-label", "?")[:60], len(figure.find_all(True)))
        for figure in html.select("figure.executed-figure")
        if figure.svg
    ]
    return len(html.find_all(True)), figures


@pytest.mark.parametrize("page", page_paths())
def test_no_figure_or_page_past_its_element_budget(built_site: Path, page: str) -> None:
    total, figures = _counts(built_site, page)
    where = page or "home"
    heavy = [f"{count} elements: {label}" for label, count in figures if count > FIGURE_BUDGET]
    assert not heavy, f"{where}: figures past {FIGURE_BUDGET} elements (rasterize them):\n" + "\n".join(heavy)
    assert total <= PAGE_BUDGET, f"{where}: {total} elements, over the budget of {PAGE_BUDGET}"


NOTEBOOK_CSS_BUDGET = 200_000  # bytes: nbconvert's whole stylesheet is 595 KB, cut to the rules in use about 140


def test_the_notebook_stylesheet_holds_only_what_notebook_pages_use(built_site: Path) -> None:
    """A notebook page waits for this stylesheet before it shows anything (guide_build/notebook_css.py)."""
    size = (built_site / "notebooks" / "notebook.css").stat().st_size
    assert size <= NOTEBOOK_CSS_BUDGET, f"notebooks/notebook.css: {size:,} bytes, over {NOTEBOOK_CSS_BUDGET:,}"
