"""guide_build/execute.py: pages in, one outcome each out; the summary line and the report."""

from __future__ import annotations

import json

from guide_build import execute
from guide_build.record import BlockRun, PageRun

from .conftest import Project, fence


def outcome(project: Project, name: str, status: str, seconds: float, message: str | None = None):
    page = project.page(f"chapters/{name}.md", "# T\n")
    blocks = [
        BlockRun("fast", "", seconds=0.001),
        BlockRun("slow", "", seconds=seconds),
        BlockRun("mid", "", seconds=0.5),
    ]
    return execute.Outcome(page, PageRun(page.path, "", blocks, seconds=seconds), status, message)


def test_the_summary_counts_statuses_most_first_then_by_name(project: Project) -> None:
    statuses = ["hit", "miss", "hit", "stale", "miss", "hit", "failed"]
    outcomes = [outcome(project, f"p{n}", s, 1) for n, s in enumerate(statuses)]
    assert execute.summary(outcomes) == "3 hit, 2 miss, 1 failed, 1 stale"
    assert execute.summary([]) == "no pages"


def test_the_report_lists_pages_slowest_first_with_their_slowest_blocks(project: Project) -> None:
    outcomes = [outcome(project, "quick", "hit", 1.0), outcome(project, "long", "failed", 3.0, "it broke")]
    path = execute.write_report(outcomes, project.root)
    lines = path.read_text().splitlines()
    assert lines[2] == "2 pages, 4.00 s executing: 1 failed, 1 hit."
    assert lines[-2:] == [
        "| 3.00 | failed: it broke | chapters/long.md | slow 3.00, mid 0.50 |",  # under 5 ms: not named
        "| 1.00 | hit | chapters/quick.md | slow 1.00, mid 0.50 |",
    ]
    table = json.loads(path.with_suffix(".json").read_text())
    assert table == [
        {"page": "chapters/quick.md", "status": "hit", "seconds": 1.0},
        {"page": "chapters/long.md", "status": "failed", "seconds": 3.0},
    ]


def test_nothing_runs_for_a_page_without_code_or_with_execution_off(project: Project, monkeypatch) -> None:
    quiet, page = project.page("chapters/quiet.md", "# Q\n"), project.page(text=fence("a", "x = 1") + "`#!num x`\n")
    assert execute.run_pages([quiet], project.root)["chapters/quiet.md"].status == "no code"
    monkeypatch.setenv("GUIDE_NO_EXEC", "1")
    off = execute.run_pages([page], project.root)["chapters/page.md"]
    assert (off.status, off.record.numbers, [b.output for b in off.record.blocks]) == ("off", ["…"], [""])
    assert not (project.root / ".cache").exists()  # nothing ran, nothing stored
