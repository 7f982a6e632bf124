"""Checks over the strictly built site: what a reader sees is what the build computed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch
import yaml
from bs4 import BeautifulSoup

from tests.support import ROOT, parsed

CHAPTERS = sorted(p.stem for p in (ROOT / "docs" / "chapters").glob("*.md"))


def page(site: Path, path: str) -> BeautifulSoup:
    return parsed(site / path / "index.html")


def test_every_chapter_in_nav_is_built(built_site: Path) -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=yaml.BaseLoader)
    chapters_nav = [next(iter(item.values())) for item in config["nav"][1]["Chapters"]]
    # every chapter page in the nav, once (chapters are appended: 14 and on came after the first 13)
    assert sorted(Path(source).stem for source in chapters_nav) == CHAPTERS
    for source in chapters_nav:
        assert (built_site / source.removesuffix(".md") / "index.html").is_file(), source


PAGES = ["."] + [f"chapters/{c}" for c in CHAPTERS]


@pytest.mark.parametrize("path", PAGES)
def test_no_page_publishes_a_fence_a_traceback_or_an_uncomputed_number(built_site: Path, path: str) -> None:
    """A fence the build could not draw would show as its literal source: never, on any page."""
    html = (built_site / path / "index.html").read_text(encoding="utf-8")
    article = html[html.index("<article") : html.index("</article>")]
    for symptom in (
        'exec="1"',
        "exec=&quot;1&quot;",
        "--8<--",
        "#!num",
        "Traceback (most recent call last)",
        "This page did not build",
    ):
        assert symptom not in article, f"/{path}: the page contains {symptom!r}"
    for number in page(built_site, path).select("article span.computed"):
        assert number.get_text() not in ("", "??", "…"), f"/{path}: a computed number is empty"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_shows_executed_code_and_output(built_site: Path, chapter: str) -> None:
    html = page(built_site, f"chapters/{chapter}")
    article = html.select_one("article")
    assert article is not None
    assert article.select("div.highlight"), f"{chapter} shows no code"
    assert len(article.get_text()) > 1500, f"{chapter} is still a stub"


def test_figures_are_accessible_and_follow_the_scheme(built_site: Path) -> None:
    figures = [
        svg
        for html_file in built_site.rglob("*.html")
        for svg in parsed(html_file).select("figure.executed-figure svg")
    ]
    assert len(figures) >= 3, "the data with its fit, the loss curves, linear vs network"
    for svg in figures:
        assert svg.get("role") == "img"
        assert len(svg.get("aria-label", "")) > 20, "alt text says what the figure shows"
        assert svg.find("title") is not None
        assert "currentColor" in str(svg), "ink follows the light/dark scheme"
        assert "#010203" not in str(svg)


def test_home_states_the_versions_the_build_used(built_site: Path) -> None:
    text = page(built_site, ".").get_text()
    assert torch.__version__ in text
    assert f"{sys.version_info.major}.{sys.version_info.minor}" in text
