"""guide_build/notebook.py: the chapter's notebook from its page and its run, nothing run twice."""

from __future__ import annotations

import contextlib
import io
import traceback

import pytest

from guide_build import notebook
from guide_build.figures import Figure
from guide_build.record import BlockRun, PageRun
from guide_build.versions import Differs

from .conftest import Project, fence

PAGE = (
    "# Tensors\n\nFirst, see [shapes](shaping.md#views) and [home](../index.md).\n\n"
    '??? abstract "Where this page starts"\n\n' + "    " + fence("start", "x = 6").replace("\n", "\n    ") + "\n"
    "## Printing\n\nSo `#!num x` it is. Six is even. `#!claim six-even`\n\n"
    + fence("hidden", "secret = 1", 'result="output"')
    + fence("show", "print(x)")
    + fence("bad", "x @ x", 'source="above" result="output" raises="TypeError"')
    + fence("draw", "plot()", 'source="above" result="output" alt="A line"')
)
RUN = PageRun(
    "chapters/tensors.md",
    "key",
    [
        BlockRun("start", ""),
        BlockRun("hidden", "never shown\n"),
        BlockRun("show", "6\n", warned="UserWarning: careful"),
        BlockRun("bad", "", raised="TypeError: unsupported operand"),
        BlockRun("draw", "", [Figure("<svg></svg>", "A line")]),
    ],
    ["6"],
)


def test_one_cell_per_shown_block_with_the_run_s_outputs(project: Project) -> None:
    page = project.page("chapters/tensors.md", PAGE)
    nb = notebook.make(page, RUN, "https://example.org/guide/")
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert [(c.id, c.source, c.execution_count) for c in code] == [
        ("start", "x = 6", 1),
        ("show", "print(x)", 2),  # the block whose code the page does not show is not in it
        ("bad", notebook.caught(page.block("bad")), 3),  # in a try/except: "Run all" goes on
        ("draw", "plot()", 4),
    ]
    assert code[0].outputs == []
    assert [(o.output_type, o.get("name"), o.get("text")) for o in code[1].outputs] == [
        ("stream", "stdout", "6\n"),
        ("stream", "stderr", "UserWarning: careful\n"),
    ]
    assert [(o.output_type, o.text) for o in code[2].outputs] == [("stream", "TypeError: unsupported operand\n")]
    assert code[3].outputs[0].data == {"image/svg+xml": "<svg></svg>", "text/plain": "[figure: A line]"}
    assert "never shown" not in str(nb) and "secret" not in str(nb)


def test_the_text_has_the_run_s_numbers_absolute_links_and_no_claims(project: Project) -> None:
    page = project.page("chapters/tensors.md", PAGE)
    text = [c.source for c in notebook.make(page, RUN, "https://example.org/guide/").cells if c.cell_type == "markdown"]
    assert text[0].startswith("# Tensors\n\n*The code of [this chapter](https://example.org/guide/chapters/tensors/)")
    assert (
        "[shapes](https://example.org/guide/chapters/shaping/#views) and [home](https://example.org/guide/)" in text[0]
    )
    assert text[0].endswith("**Where this page starts**")  # the container's title, above its cell
    assert text[1] == "## Printing\n\nSo 6 it is. Six is even."  # the number filled in, the claim gone


def test_only_chapters_with_shown_code_get_one(project: Project) -> None:
    assert notebook.wanted(project.page("chapters/tensors.md", PAGE))
    assert not notebook.wanted(project.page("index.md", PAGE))
    assert not notebook.wanted(project.page("chapters/quiet.md", fence("q", "x = 1", 'result="output"')))
    assert notebook.name_of(project.page("chapters/tensors.md")) == "tensors"


def test_a_cell_that_shows_an_error_prints_it_as_python_does_and_goes_on(project: Project) -> None:
    page = project.page("chapters/tensors.md", PAGE)
    source = notebook.caught(page.block("bad"))
    assert source.splitlines()[1:3] == ["try:", "    x @ x"] and source.startswith("# An error shown on purpose")
    namespace: dict[str, object] = {"x": 6}
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        exec(source, namespace)  # raises nothing: the next cell runs
    try:
        exec("x @ x", namespace)
    except TypeError as error:
        last_line = "".join(traceback.format_exception_only(type(error), error)).strip()  # what the page shows
    assert printed.getvalue() == last_line + "\n"


def test_a_cell_that_shows_an_error_refuses_a_string_it_would_change(project: Project) -> None:
    text = fence("bad", 's = """one\ntwo"""\nint(s)', 'source="above" result="output" raises="ValueError"')
    page = project.page("chapters/strings.md", text)
    with pytest.raises(ValueError, match="string over several lines"):
        notebook.caught(page.block("bad"))


def test_a_newer_torch_s_line_in_a_heading_is_the_recorded_one(project: Project) -> None:
    page = project.page("chapters/tensors.md", PAGE.replace("## Printing", "## Printing (`#!torch 2.15.0 bad`)"))
    printed = Differs("2.15.0", "2.15.0+cu130", "TypeError: unsupported operand\n", "TypeError: addmm: unsupported\n")
    newer = {"2.15.0": {"chapters/tensors.md": {"bad": printed}}}
    cells = notebook.make(page, RUN, "https://example.org/guide/", newer).cells
    assert cells[2].source.startswith("## Printing (addmm: unsupported)\n")  # headings lose their backticks
    assert notebook.make(page, RUN, "https://example.org/guide/").cells[2].source.startswith("## Printing (…)\n")
