"""Two clean builds give the same bytes: pages, figures, search index, assets (sitemap dates aside)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import ROOT, mkdocs_build

pytestmark = [pytest.mark.site, pytest.mark.faults]  # slow: `make faults`

DATED = {"sitemap.xml", "sitemap.xml.gz"}  # <lastmod> is the build date, by design


def clean_build(site: Path) -> None:
    """A strict build with every block executed (the execution cache is bypassed)."""
    result = mkdocs_build(ROOT, "--site-dir", str(site), env={"GUIDE_NO_CACHE": "1"})
    assert result.returncode == 0, f"strict build failed:\n{result.stderr[-4000:]}"


def differing_files(first: Path, second: Path) -> list[str]:
    names = {p.relative_to(first).as_posix() for p in first.rglob("*") if p.is_file()}
    names |= {p.relative_to(second).as_posix() for p in second.rglob("*") if p.is_file()}
    differing = []
    for name in sorted(names - DATED):
        a, b = first / name, second / name
        if not (a.is_file() and b.is_file() and a.read_bytes() == b.read_bytes()):
            differing.append(name)
    return differing


def test_two_clean_builds_are_byte_identical(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    clean_build(first)
    clean_build(second)
    differing = differing_files(first, second)
    files = sum(1 for p in first.rglob("*") if p.is_file())
    with capsys.disabled():
        print(f"\nreproducible: {files} files compared, {len(differing)} differ, sitemap dates aside")
    assert files > 10
    assert not differing, f"{len(differing)} files differ between two clean builds: {differing}"


def test_comparison_sees_a_single_changed_byte(tmp_path: Path) -> None:
    for name in ("a", "b"):
        (tmp_path / name / "x").mkdir(parents=True)
        (tmp_path / name / "x" / "index.html").write_text("<p>1.0</p>")
        (tmp_path / name / "sitemap.xml").write_text(f"<lastmod>{name}</lastmod>")
    assert differing_files(tmp_path / "a", tmp_path / "b") == []
    (tmp_path / "b" / "x" / "index.html").write_text("<p>1.1</p>")
    (tmp_path / "b" / "extra.js").write_text("")
    assert differing_files(tmp_path / "a", tmp_path / "b") == ["extra.js", "x/index.html"]
