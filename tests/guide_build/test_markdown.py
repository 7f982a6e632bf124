"""guide_build/markdown.py: the extension that puts a page's run on the page, with or without the hook."""

from __future__ import annotations

import pytest
from markdown import Markdown
from pymdownx.superfences import SuperFencesException

from guide_build.claims import Check
from guide_build.context import Build
from guide_build.execute import Outcome
from guide_build.markdown import format_claim, format_fence, format_number
from guide_build.record import BlockRun, PageRun
from guide_build.versions import Differs

from .conftest import Project, fence


def test_a_fence_that_cannot_be_drawn_fails_loudly() -> None:
    """Superfences would publish the fence as text and pass; our formatter raises its exception."""
    with pytest.raises(SuperFencesException, match="block 'x' could not be drawn"):
        format_fence("print(1)", "python", "python", {"id": "x"}, Markdown())


def hooked(project: Project, record: PageRun, message: str | None = None, serving: bool = False) -> Build:
    """The context the MkDocs hook makes: the page's outcome already there (nothing runs here)."""
    page = project.page()
    outcome = Outcome(page, record, "failed" if message else "hit", message)
    return Build(project.root, serving=serving, outcomes={page.path: outcome})


def test_with_the_hook_the_page_shows_its_record_and_a_second_rendering_reuses_drawings(project: Project) -> None:
    project.write("docs/chapters/page.md", "# T\n\n" + fence("a", "print(1)") + "\nIt is `#!num x`.\n")
    build = hooked(project, PageRun("chapters/page.md", "", [BlockRun("a", "from the record\n")], ["7"]))
    first = project.render(build=build)
    assert "from the record" in first and ">7</span>" in first  # the record's, not a run's
    (key,) = build.drawn
    build.drawn[key] = '<div class="executed">drawn before</div>'
    assert "drawn before" in project.render(build=build)


def test_under_serve_a_failed_page_shows_its_error_and_otherwise_stops(project: Project) -> None:
    project.write("docs/chapters/page.md", "# T\n\n" + fence("a", "print(1)"))
    failed = PageRun("chapters/page.md", "")
    page = project.render(build=hooked(project, failed, "docs/chapters/page.md: it <broke>", serving=True))
    assert "This page did not build" in page and "docs/chapters/page.md: it &lt;broke&gt;" in page
    with pytest.raises(RuntimeError, match="it <broke>"):
        project.render(build=hooked(project, failed, "docs/chapters/page.md: it <broke>"))


def test_without_the_hook_the_page_is_found_by_its_text_and_run(project: Project) -> None:
    project.write("docs/chapters/about.md", "# About\n")
    project.write("docs/chapters/bad.md", "# Bad\n\n" + fence("bad", "raise ValueError('no')"))
    with pytest.raises(RuntimeError, match=r"^docs/chapters/bad.md: block 'bad' failed at docs/chapters/bad.md:4"):
        project.render("chapters/bad.md")


def test_numbers_and_claims_outside_a_guide_page_are_marked(caplog: pytest.LogCaptureFixture) -> None:
    assert ">??</span>" in format_number("x", "num", "computed", Markdown())
    assert "`#!num x` outside a guide page" in caplog.text
    assert 'title="claim adds: no check found">?</span>' in format_claim("adds", "claim", "claim", Markdown())


def test_a_claim_links_to_its_check_when_the_repository_is_known(project: Project) -> None:
    project.write("docs/chapters/page.md", "# T\n\nIt adds. `#!claim adds`\n")
    build = hooked(project, PageRun("chapters/page.md", ""))
    build.checks, build.checks_url = {"adds": Check("adds", "tests/claims/test_x.py", 4, "test_adds")}, "https://r/"
    said = "backed by a test: tests/claims/test_x.py::test_adds"
    assert (
        f'It adds. <a class="claim" href="https://r/tests/claims/test_x.py#L4" title="{said}" aria-label="{said}">✓</a>'
    ) in project.render(build=build)


def test_a_sentence_names_what_a_newer_torch_prints_under_a_block(project: Project, caplog) -> None:
    project.write("docs/chapters/page.md", "# T\n\n" + fence("a", "1 @ 2") + "\nOn 2.15: `#!torch 2.15.0 a`.\n")
    build = hooked(project, PageRun("chapters/page.md", "", [BlockRun("a", "", raised="RuntimeError: mat1")]))
    build.versions = {"2.15.0": {"chapters/page.md": {"a": Differs("2.15.0", "2.15.0+cu130", *TEXTS)}}}
    page = project.render(build=build)
    assert '<code class="torch-version" title="what torch 2.15.0+cu130 prints here' in page
    assert ">addmm: mat1</code>" in page and "On torch 2.15.0 this line reads" in page
    build.versions = {}
    assert ">??</code>" in project.render(build=build) and "recorded no line that torch 2.15.0" in caplog.text


TEXTS = ("RuntimeError: mat1\n", "RuntimeError: addmm: mat1\n")
