"""guide_build/provenance.py: which build verified a page, from the build's own facts."""

from __future__ import annotations

import pytest

from guide_build import provenance
from guide_build.execute import Outcome
from guide_build.figures import Figure
from guide_build.record import BlockRun, PageRun, machine

from .conftest import Project, fence

MACHINE = {"date": "2024-01-02", "python": "3.12.1", "torch": "2.5.0", "cpu": "AVX2", "threads": "1"}
SOURCE = provenance.Source("0123456789abcdef", dirty=True, url="https://example.org/tree/0123456789abcdef")


def outcome(project: Project, status: str) -> Outcome:
    page = project.page(text=fence("a", "x = 1") + fence("b", "print(1)") + fence("c", "plot()") + "`#!num x`\n")
    blocks = [BlockRun("a", ""), BlockRun("b", "1\n"), BlockRun("c", "", [Figure("<svg></svg>", "x")])]
    return Outcome(page, PageRun(page.path, page.key, blocks, ["1"], machine=MACHINE), status)


@pytest.fixture(autouse=True)
def fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "86400")  # 1970-01-02: the build's date, fixed


def test_source_date_epoch_fixes_the_date() -> None:
    assert machine()["date"] == "1970-01-02"


@pytest.mark.parametrize(("status", "run"), [("hit", "cache"), ("miss", "fresh"), ("stale", "fresh")])
def test_facts_say_whether_the_outputs_come_from_this_build_or_the_cache(
    project: Project, status: str, run: str
) -> None:
    found = provenance.facts(outcome(project, status), SOURCE)
    assert found == {
        **MACHINE,
        "commit": "0123456789abcdef",
        "dirty": "yes",
        "built": "1970-01-02",
        "outputs": "2",  # a block that printed nothing and drew nothing is no output
        "numbers": "1",
        "run": run,
    }


def test_the_line_says_it_in_words_with_the_facts_as_data(project: Project) -> None:
    cached = provenance.line_html(provenance.facts(outcome(project, "hit"), SOURCE), SOURCE)
    assert cached.startswith('<p class="provenance" data-built="1970-01-02" data-commit="0123456789abcdef" ')
    assert 'data-run="cache"' in cached and 'data-threads="1"' in cached
    assert (
        "Verified by the build: the 2 outputs and 1 number on this page come reused from the cache, made by a run "
        "on 2024-01-02, with torch 2.5.0 and Python 3.12.1 on the CPU code path AVX2 (1 thread), from commit "
        '<a href="https://example.org/tree/0123456789abcdef">0123456+</a>.</p>'
    ) in cached
    fresh = provenance.line_html(provenance.facts(outcome(project, "miss"), SOURCE), SOURCE)
    assert "come from a run of this build on 2024-01-02" in fresh


def test_a_page_without_code_says_so(project: Project) -> None:
    quiet = Outcome(project.page(text="# Home\n"), PageRun("chapters/page.md", ""), "no code")
    for given in (quiet, None):
        found = provenance.facts(given, provenance.Source("", False, ""))
        assert (found["run"], found["outputs"], found["commit"]) == ("none", "0", "")
        assert provenance.line_html(found, provenance.Source("", False, "")).endswith(
            ">This page runs no code. Built from sources that are not a git checkout on 1970-01-02.</p>"
        )


def test_a_script_header_names_its_origin_and_the_build() -> None:
    header = provenance.script_header("print(1)\n", "snippets/a.py", SOURCE, MACHINE)
    assert header == (
        "# Defined in snippets/a.py; checked by the build of commit 0123456+ (torch 2.5.0, Python 3.12.1, "
        "2024-01-02).\nprint(1)\n"
    )
