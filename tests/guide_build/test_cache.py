"""The execution cache: reused while nothing the run used changed; never wrong, never shown corrupt."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from guide_build.cache import Cache

from .conftest import Project, fence

PAGE = (
    "# T\n\nProse.\n\n"
    + fence("a", "from snippets.helper import value\nprint(value)", 'result="output"')
    + "\n`#!num value`\n"
)


def setup_project(project: Project) -> None:
    project.write("snippets/__init__.py", "")
    project.write(
        "snippets/helper.py",
        "from pathlib import Path\nvalue = int(Path(__file__).with_name('data.txt').read_text())\n",
    )
    project.write("snippets/data.txt", "6\n")
    project.write("docs/chapters/page.md", PAGE)


def entries(project: Project) -> list[Path]:
    return sorted((project.root / ".cache" / "exec").rglob("*.json"))


def test_reused_until_an_input_changes(project: Project) -> None:
    setup_project(project)
    assert project.run().status == "miss"
    hit = project.run()
    assert (hit.status, hit.record.numbers) == ("hit", ["6"])
    assert set(hit.record.deps["files"]) == {"snippets/__init__.py", "snippets/helper.py", "snippets/data.txt"}
    assert project.run(text=PAGE.replace("Prose.", "Better prose.")).status == "hit"  # prose runs nothing
    project.write("snippets/data.txt", "7\n")  # a file the snippet reads
    changed = project.run()
    assert (changed.status, changed.record.numbers) == ("stale", ["7"])
    project.write("snippets/helper.py", "value = 8\n")  # an imported module
    assert project.run().record.numbers == ["8"]


def test_a_copied_checkout_checks_its_own_files(project: Project, tmp_path: Path) -> None:
    setup_project(project)
    project.run()
    copy = Project(tmp_path / "copy")
    shutil.copytree(project.root, copy.root)
    copy.write("snippets/data.txt", "9\n")  # the original still says 6
    moved = copy.run()
    assert (moved.status, moved.record.numbers) == ("stale", ["9"])
    assert all(not p.startswith("/") for p in moved.record.deps["files"])


def test_a_new_version_of_an_imported_distribution_invalidates(project: Project) -> None:
    setup_project(project)
    project.run()
    (entry,) = entries(project)
    stored = json.loads(entry.read_text())
    assert {"torch", "numpy", "matplotlib"} <= set(stored["run"]["deps"]["distributions"])
    stored["run"]["deps"]["distributions"]["numpy"] = "0.0.1"
    entry.write_text(json.dumps(stored))
    assert Cache(project.root).lookup(project.page()).status == "corrupt"  # the checksum caught the edit
    from guide_build.cache import _sha

    stored["checksum"] = _sha(json.dumps(stored["run"], sort_keys=True).encode())
    entry.write_text(json.dumps(stored))
    assert Cache(project.root).lookup(project.page()).status == "stale"


def test_corrupt_and_foreign_entries_run_again(project: Project) -> None:
    setup_project(project)
    project.run()
    (entry,) = entries(project)
    for broken, status in [("[]", "foreign"), ('{"format": "2"', "corrupt"), ("", "corrupt")]:
        entry.write_text(broken)
        assert Cache(project.root).lookup(project.page()).status == status
        rerun = project.run()
        assert (rerun.status, rerun.record.numbers) == (status, ["6"])
        assert project.run().status == "hit"  # written back, whole


def test_failures_are_never_stored_and_no_cache_runs_everything(project: Project, monkeypatch) -> None:
    setup_project(project)
    project.write("snippets/data.txt", "not a number\n")
    assert project.run().status == "failed" and not entries(project)
    project.write("snippets/data.txt", "6\n")
    project.run()
    monkeypatch.setenv("GUIDE_NO_CACHE", "1")
    assert project.run().status == "miss"


def test_a_page_keeps_only_the_entry_its_last_run_used(project: Project) -> None:
    setup_project(project)
    project.run()
    first = entries(project)
    project.run(text=PAGE.replace("print(value)", "print(value + 1)"))  # new code: a new entry
    second = entries(project)
    assert len(first) == len(second) == 1 and first != second
    project.run(text=PAGE)  # back again: runs (its old entry is gone) and keeps one
    assert len(entries(project)) == 1


def test_a_whole_site_build_drops_removed_pages_and_clear_empties_it(project: Project) -> None:
    setup_project(project)
    project.run()
    project.run("chapters/other.md", PAGE)
    cache = Cache(project.root)
    assert cache.usage()[0] == 2
    cache.keep_pages(["chapters/other.md"])  # chapters/page.md is no longer in the site
    assert [p.parent.name for p in entries(project)] == ["chapters__other"]
    cache.clear()
    assert cache.usage() == (0, 0) and not entries(project)
