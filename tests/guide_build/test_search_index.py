"""guide_build/search_index.py: Material's bundle fetches the search index on first use."""

from __future__ import annotations

from pathlib import Path

import pytest

from guide_build.search_index import BUNDLE, EAGER, LAZY, defer


def site(tmp_path: Path, bundle: str) -> Path:
    (tmp_path / "search").mkdir()
    (tmp_path / BUNDLE).parent.mkdir(parents=True)
    (tmp_path / BUNDLE).write_text(bundle, encoding="utf-8")
    return tmp_path


def test_the_eager_request_becomes_a_lazy_one_once(tmp_path: Path) -> None:
    built = site(tmp_path, f"var a=1,{EAGER},b=2;")
    defer(built)
    defer(built)  # a rebuild under serve: already done
    assert (built / BUNDLE).read_text(encoding="utf-8") == f"var a=1,{LAZY},b=2;"


def test_another_bundle_fails_loudly(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="index request was not found"):
        defer(site(tmp_path, "var a=1;"))


def test_a_site_without_search_is_left_alone(tmp_path: Path) -> None:
    assert defer(tmp_path) is None
