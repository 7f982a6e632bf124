"""The execution cache re-runs exactly what an edit can change, and nothing else.

`ran` is ground truth: every block's hidden first line appends its id to runs.log, so
it lists misses *and* replays (earlier blocks of a session re-run to rebuild state).
"""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import Site

ALL = {"a1", "a2", "t1", "a3", "b1", "b2", "b3"}


def prose(html: str) -> list[str]:
    return re.findall(r'<span class="computed"[^>]*>([^<]*)</span>', html)


def test_first_build_runs_every_block_once(site: Site) -> None:
    build = site.build()
    assert build.returncode == 0, build.log
    assert sorted(build.ran) == sorted(ALL)
    assert build.status("miss") == ALL
    assert "Executed blocks: 7 miss; timings in .cache/exec-report.md" in build.log
    assert (site.root / ".cache" / "exec-report.md").read_text().count("| miss |") == 7


def test_prose_edit_executes_nothing(site: Site) -> None:
    site.build()
    site.edit("docs/one.md", "Some prose.", "Some better prose.")
    build = site.build()
    assert build.returncode == 0, build.log
    assert build.ran == []
    assert build.status("hit") == ALL
    assert "Some better prose." in site.html("one")
    assert prose(site.html("one")) == ["420.0", "10"]  # prose numbers of a fully cached page


def test_block_edit_reruns_that_block_and_later_blocks_of_its_session(site: Site) -> None:
    site.build()
    site.edit("docs/one.md", "total = start + 1", "total = start + 2")
    build = site.build()
    assert build.returncode == 0, build.log
    assert build.status("miss") == {"a2", "a3"}
    assert build.status("replay") == {"a1"}  # its state, not its output, was needed by a2
    assert build.status("hit") == {"a1", "t1", "b1", "b2", "b3"}  # a1: output from cache, then replayed
    assert build.ran == ["a1", "a2", "a3"]  # session t and page two: nothing
    assert "a3 430" in site.html("one")
    assert prose(site.html("one")) == ["430.0", "10"]


def test_editing_the_last_block_of_a_session(site: Site) -> None:
    site.build()
    site.edit("docs/one.md", "total = total * 10", "total = total * 100")
    build = site.build()
    assert build.status("miss") == {"a3"}
    assert build.ran == ["a1", "a2", "a3"]  # a1 and a2 replayed for state only
    assert prose(site.html("one")) == ["4200.0", "10"]


def test_included_snippet_edit_reruns_only_blocks_that_include_it(site: Site) -> None:
    site.build()
    site.write("parts/shared.py", "shared = 6\n")
    build = site.build()
    assert build.status("miss") == {"t1", "b1", "b2", "b3"}  # t1 and b1 include it; b2, b3 follow b1
    assert build.status("hit") == {"a1", "a2", "a3"}
    assert "t1 12" in site.html("one") and "b3 7" in site.html("two")
    assert prose(site.html("one")) == ["420.0", "12"]
    assert prose(site.html("two")) == ["18"]


def test_imported_module_edit_reruns_blocks_that_ran_after_the_import(site: Site) -> None:
    site.build()
    site.write("tmphelper.py", "def scale(value):\n    return value * 4\n")
    build = site.build()
    assert build.status("miss") == {"b2", "b3"}
    assert build.status("replay") == {"b1"}
    assert build.status("hit") == {"a1", "a2", "t1", "a3", "b1"}
    assert build.ran == ["b1", "b2", "b3"]
    assert "b2 20" in site.html("two")
    assert prose(site.html("two")) == ["20"]


def test_torch_version_change_reruns_everything(site: Site, tmp_path_factory) -> None:  # type: ignore[no-untyped-def]
    site.build()
    assert site.build().ran == []
    fake = Path(tmp_path_factory.mktemp("fake-torch"))
    dist = fake / "torch-99.0.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: torch\nVersion: 99.0.0\n")
    build = site.build(env={"PYTHONPATH": str(fake)})  # importlib.metadata now says torch 99.0.0
    assert build.returncode == 0, build.log
    assert build.status("miss") == ALL
    assert sorted(build.ran) == sorted(ALL)


def test_cached_build_html_equals_clean_build_html(site: Site) -> None:
    site.build(site_dir="first")
    site.edit("docs/one.md", "total = start + 1", "total = start + 3")
    cached = site.build(site_dir="cached")
    assert cached.status("miss") == {"a2", "a3"}
    clean = site.build(env={"UPT_NO_CACHE": "1"}, site_dir="clean")
    assert sorted(clean.ran) == sorted(ALL)
    for page in ("", "one", "two"):
        assert site.html(page, "cached") == site.html(page, "clean"), page


def test_no_exec_switch_runs_nothing_and_shows_source(site: Site) -> None:
    build = site.build(env={"UPT_NO_EXEC": "1"})
    assert build.returncode == 0, build.log
    assert build.ran == [] and build.status("off") == ALL
    text = re.sub(r"<[^>]+>", "", site.html("one"))
    assert "total = start + 1" in text and "a2 42" not in text and "The total is …" in text
    assert not (site.root / ".cache" / "exec").exists()  # nothing was stored
