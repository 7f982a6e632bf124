"""guide_build/failures.py: a Failure becomes the one line naming the page, the item and the line."""

from __future__ import annotations

import pytest

from guide_build import failures
from guide_build.record import Failure

from .conftest import Project, fence


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("x = 1\nraise KeyError('k')", "block 'bad' failed at docs/chapters/page.md:3: KeyError: 'k'"),
        (
            "import sys\nsys.exit(0)",
            "block 'bad' stopped at docs/chapters/page.md:3: called sys.exit(0); a page cannot stop the build",
        ),
        (
            "import os\nos._exit(1)",
            "block 'bad' stopped at docs/chapters/page.md:3: called os._exit(1); a page cannot stop the build",
        ),
        (
            "import warnings\nwarnings.warn('careful')",
            "block 'bad' failed at docs/chapters/page.md:3: an uncaught UserWarning: careful",
        ),
        ("x = (", "block 'bad' failed at docs/chapters/page.md:2: SyntaxError: '(' was never closed"),
        (
            "import sys\nprint('oops', file=sys.stderr)",
            "block 'bad' failed at docs/chapters/page.md:1: wrote to stderr: oops",
        ),
    ],
)
def test_failures_name_page_block_and_line(project: Project, body: str, message: str) -> None:
    outcome = project.run(text=fence("bad", body))
    assert outcome.message == f"docs/chapters/page.md: {message}"


def test_a_raise_in_a_snippet_names_the_snippet_line(project: Project) -> None:
    project.write(
        "snippets/boom.py",
        "# --8<-- [start:go]\nvalue = 1\nif value:\n    raise ValueError('boom')\n# --8<-- [end:go]\n",
    )
    outcome = project.run(text="# T\n\n" + fence("boom", '--8<-- "snippets/boom.py:go"'))
    assert outcome.message == "docs/chapters/page.md: block 'boom' failed at snippets/boom.py:4: ValueError: boom"


def page_with_a_snippet(project: Project):
    project.write("snippets/m.py", "# --8<-- [start:s]\nx = 1\ny = 2\n# --8<-- [end:s]\n")
    return project.page(text=fence("a", '--8<-- "snippets/m.py:s"') + "\n`#!num x`\n")


def test_the_line_is_the_deepest_frame_of_the_guide_s_own_code(project: Project) -> None:
    page = page_with_a_snippet(project)
    root = project.root
    frames = [
        ("docs/chapters/page.md#a", 2),  # line 2 of the block: snippets/m.py:3
        (str(root / "snippets" / "helper.py"), 5),  # a project module the block called
        (str(root / "guide_build" / "run.py"), 7),  # the build itself: never named
        (str(root / ".venv/lib/site-packages/torch/x.py"), 9),  # a library: never named
    ]
    assert failures.message(Failure("raised", "E: e", frames, 0), page, root) == (
        "docs/chapters/page.md: block 'a' failed at snippets/helper.py:5: E: e"
    )
    assert failures.where(Failure("raised", "E: e", frames[:1], 0), page, root) == "snippets/m.py:3"


def test_without_a_frame_of_ours_the_item_s_own_line_is_named(project: Project) -> None:
    page = page_with_a_snippet(project)
    number = Failure("not-finite", "is nan, not a finite number", [], 1)
    assert failures.message(number, page, project.root) == (
        "docs/chapters/page.md: number `x` is not finite at docs/chapters/page.md:5: is nan, not a finite number"
    )
    crash = Failure("crash", "the worker was killed by signal 9", [("/usr/lib/python3/x.py", 1)], 0)
    assert failures.message(crash, page, project.root) == (
        "docs/chapters/page.md: block 'a' crashed at docs/chapters/page.md:1: the worker was killed by signal 9"
    )
    assert failures.message(Failure("timeout", "late"), page, project.root) == (
        "docs/chapters/page.md: the page timed out at an unknown line: late"
    )
