"""guide_build/fence.py: how a block's run is drawn (markdown-exec lays out source and output)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import markdown
import pytest
from markdown_exec import markdown_config

from guide_build import fence
from guide_build.figures import Figure
from guide_build.record import BlockRun


def _md() -> markdown.Markdown:
    return markdown.Markdown(extensions=["pymdownx.superfences"])


def draw(block: BlockRun, **options: str) -> str:
    return fence.render("print(1)", {"id": block.id, "source": "above", "result": "output", **options}, _md(), block)


def test_printed_backticks_cannot_close_the_output_fence() -> None:
    text = fence.output_markdown(BlockRun("b", "```\nnot the end\n"))
    assert text.startswith("````{ .output .no-copy }") and text.endswith("\n````")


def test_an_error_and_a_warning_come_after_the_output_and_mark_it() -> None:
    raised = fence.output_markdown(BlockRun("b", "before\n", raised="ValueError: no"))
    assert raised.splitlines()[1:3] == ["before", "ValueError: no"] and " .raised }" in raised
    warned = fence.output_markdown(BlockRun("b", "", warned="UserWarning: careful"))
    assert warned.splitlines()[1] == "UserWarning: careful" and " .warned }" in warned
    assert fence.output_markdown(BlockRun("b", "")) == ""  # nothing printed: no empty box


def test_an_html_block_gets_its_figure_in_its_slot_or_after_its_markup() -> None:
    figure = Figure('<svg id="f"></svg>', "a line")
    slotted = draw(BlockRun("w", f"<div>{fence.FIGURE_SLOT}<p>after</p></div>", [figure]), html="1")
    assert '<div><figure class="executed-figure"><svg id="f"></svg></figure><p>after</p></div>' in slotted
    appended = draw(BlockRun("w", "<div></div>", [figure]), html="1")
    assert '<div></div><figure class="executed-figure"><svg id="f"></svg></figure>' in appended


def test_the_same_run_draws_the_same_html() -> None:
    block = BlockRun("b", "42\n", [Figure("<svg></svg>", "x")])
    assert draw(block) == draw(block) and 'data-block="b"' in draw(block)


def test_a_note_goes_under_the_output_and_a_left_out_source_line_is_said() -> None:
    block = BlockRun("b", "", warned=f"UserWarning: careful {fence.ELIDED}")
    drawn = fence.render("print(1)", {"id": "b", "source": "above", "result": "output"}, _md(), block, note="<i>n</i>")
    assert drawn.endswith(f"{fence.ELIDED_NOTE}<i>n</i></div>")
    assert fence.ELIDED_NOTE not in draw(BlockRun("b", "", warned="UserWarning: careful"))


@pytest.fixture
def highlighted() -> Iterator[markdown.Markdown]:
    """Source drawn as in a build: markdown-exec converts it with the extensions its plugin saved."""
    extensions = ["pymdownx.highlight", "pymdownx.superfences"]
    markdown_config.save(extensions, {})
    yield markdown.Markdown(extensions=extensions)
    markdown_config.reset()


def test_source_keeps_the_coloured_tokens_and_drops_spans_drawn_as_plain_text(highlighted: markdown.Markdown) -> None:
    code = 'loss = (x - 1.5) ** 2  # why\nprint(f"{loss}", "done") if x else None'
    drawn = fence.render(code, {"id": "b", "source": "above", "result": "output"}, highlighted, BlockRun("b", ""))
    kept = {"k", "mf", "c1", "s2", "nb", "kc"}  # keyword, number, comment, string, builtin, constant
    classes = set(re.findall(r'<span class="([a-z0-9]+)"', drawn))
    assert kept <= classes, f"coloured tokens lost: {kept - classes}"
    assert not classes & {"n", "o", "p", "w"}, f"plain-text spans left: {classes & {'n', 'o', 'p', 'w'}}"
    assert html.unescape(re.sub(r"<[^>]+>", "", drawn)).strip() == code  # the text is all there, in order


def test_an_annotated_fence_gets_materials_per_block_switch_and_others_do_not(highlighted: markdown.Markdown) -> None:
    options = {"id": "b", "source": "above", "result": "output"}
    annotated = fence.render("x = 1  # (1)!", {**options, "annotate": True}, highlighted, BlockRun("b", ""))
    assert 'class="highlight annotate"' in annotated
    assert "annotate" not in fence.render("x = 1", options, highlighted, BlockRun("b", ""))
