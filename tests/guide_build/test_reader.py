"""guide_build/reader.py: what reading a page keeps (fences not run, indented code) and refuses."""

from __future__ import annotations

import pytest

from guide_build.page import PageError

from .conftest import Project, fence


@pytest.mark.parametrize("exec_option", ['exec="0"', 'exec="false"', 'exec="no"', ""])
def test_a_fence_that_does_not_run_is_kept_as_markdown_but_is_no_block(project: Project, exec_option: str) -> None:
    project.write("snippets/a.py", "x = 1\n# --8<-- [start:s]\ny = 2\n# --8<-- [end:s]\n")
    page = project.page(text=f'# T\n\n```python {exec_option}\n--8<-- "snippets/a.py:s"\n```\n')
    assert page.blocks == []
    assert "\ny = 2\n" in page.markdown  # its include is expanded; x = 1 outside the section is allowed


def test_indented_code_loses_the_fence_indent_and_blank_edges(project: Project) -> None:
    body = "\n\n    a = 1\n        b = a\n\n"
    page = project.page(text='!!! note "Aside"\n\n    ```python exec="1" id="in"' + body + "    ```\n")
    block = page.block("in")
    assert block.code == "a = 1\n    b = a"
    assert (block.container, str(block.origin), str(block.lines[0].origin)) == (
        "Aside",
        "docs/chapters/page.md:3",
        "docs/chapters/page.md:5",
    )
    assert "\n    a = 1\n        b = a\n    ```" in page.markdown  # the page still shows it inside the note


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('# T\n\n```python exec="1" id="a"\nx = 1\n', "docs/chapters/page.md:3: this fence is never closed"),
        (fence("no spaces", "x = 1"), "docs/chapters/page.md:1: block id 'no spaces' may use only letters"),
    ],
)
def test_what_reading_refuses_names_the_line(project: Project, text: str, message: str) -> None:
    with pytest.raises(PageError) as raised:
        project.page(text=text)
    assert str(raised.value).startswith(message)
