"""guide_build/check/pins.py: the pin file of a page, from its run (what a reader sees, as text)."""

from __future__ import annotations

from guide_build.check.pins import block_text, pin_file, pinned
from guide_build.execute import Outcome
from guide_build.figures import Figure
from guide_build.record import BlockRun, PageRun

from .conftest import Project, fence


def test_a_block_reads_as_its_output_then_warnings_errors_and_figures() -> None:
    block = BlockRun("b", "no newline", [Figure("<svg/>", "A line")], warned="UserWarning: w", raised="E: e")
    assert block_text(block) == "no newline\nUserWarning: w\nE: e\n[figure: A line]\n"
    assert block_text(BlockRun("b", "")) == ""


def test_the_pin_file_has_one_block_per_shown_run_and_the_numbers(project: Project) -> None:
    page = project.page(
        text=fence("out", "print('```')") + fence("widget", "print('<div>')", 'html="1"') + "`#!num x:.1f`\n"
    )
    record = PageRun(page.path, page.key, [BlockRun("out", "```\n"), BlockRun("widget", "<div>\n")], ["1.0"])
    text = pin_file(Outcome(page, record, "miss"))
    assert 'show("chapters/page.md", "out")' in text and "widget" not in text  # tests/widgets checks a mount
    assert "<!--pytest-codeblocks:expected-output-->\n````\n```\n````" in text  # no printed line closes it
    assert text.endswith(
        'show_numbers("chapters/page.md")\n```\n<!--pytest-codeblocks:expected-output-->\n```\nx:.1f = 1.0\n```\n'
    )
    assert pinned(page) and not pinned(project.page(text=fence("w", "print(1)", 'html="1"')))
