"""guide_build/context.py: one build's context; the next build of a serve keeps only the drawings."""

from __future__ import annotations

from pathlib import Path

from guide_build.context import DRAWN_LIMIT, Build


def test_the_next_build_keeps_the_drawings_and_nothing_else(tmp_path: Path) -> None:
    build = Build(tmp_path, "docs", serving=True, checks_url="u/", notebooks={"p.md": "p"}, drawn={"k": "<div/>"})
    build.styles["css"] = None
    following = build.next()
    assert (following.project_dir, following.serving, following.checks_url) == (tmp_path, True, "u/")
    assert following.drawn == {"k": "<div/>"}
    assert (following.outcomes, following.notebooks, following.styles, following.source) == ({}, {}, {}, None)
    grown = Build(tmp_path, drawn={str(n): "" for n in range(DRAWN_LIMIT + 1)})
    assert grown.next().drawn == {}  # past the limit the drawings start again
