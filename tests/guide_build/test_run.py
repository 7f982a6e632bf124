"""guide_build/run.py: one namespace, the capture rule, numbers where they stand, raises= and warns=.

Each page runs in a worker process (guide_build/workers.py); these tests go through that path.
"""

from __future__ import annotations

import pytest

from .conftest import SHOW, Project, fence


def test_a_block_captures_what_the_functions_it_calls_print(project: Project) -> None:
    project.write("snippets/__init__.py", "")
    project.write("snippets/helper.py", "def shout(word):\n    print(word.upper())\n")
    outcome = project.run(
        text=fence("setup", "from snippets.helper import shout", 'result="output"')
        + fence("call", 'shout("tape")\nprint("done")', SHOW)
    )
    assert outcome.message is None
    assert outcome.record.block("call").output == "TAPE\ndone\n"
    assert outcome.record.deps["files"].keys() == {"snippets/__init__.py", "snippets/helper.py"}


def test_one_namespace_and_numbers_where_they_stand(project: Project) -> None:
    outcome = project.run(
        text=fence("a", "x = 1") + "\nNow `#!num x`.\n\n" + fence("b", "x = x + 1") + "\nThen `#!num x:.2f`.\n"
    )
    assert outcome.record.numbers == ["1", "2.00"]


def test_a_number_that_is_not_finite_fails(project: Project) -> None:
    outcome = project.run(text=fence("a", "loss = float('nan')") + "\nThe loss is `#!num loss:.3f`.\n")
    assert (
        outcome.message == "docs/chapters/page.md: number `loss:.3f` is not finite at docs/chapters/page.md:5: "
        "is nan, not a finite number"
    )


def test_long_output_is_cut_and_counted(project: Project) -> None:
    outcome = project.run(text=fence("long", "print('x' * 30_000)"))
    block = outcome.record.block("long")
    assert len(block.output) == 20_000 and block.truncated == 10_001


def test_a_block_meant_to_raise_shows_the_error_and_the_page_goes_on(project: Project) -> None:
    body = "print('before')\nimport torch\ntorch.zeros(2, 3) @ torch.zeros(2, 3)\nprint('never')"
    outcome = project.run(
        text=fence("shapes", body, SHOW + ' raises="RuntimeError"') + fence("after", "print('after')", SHOW)
    )
    assert outcome.message is None
    shapes = outcome.record.block("shapes")
    assert shapes.output == "before\n"
    assert shapes.raised == "RuntimeError: mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)"
    assert outcome.record.block("after").output == "after\n"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "x = 1",
            "block 'calm' failed at docs/chapters/page.md:1: was meant to raise RuntimeError (raises=...), "
            "but ran to its end",
        ),
        ("raise ValueError('other')", "block 'calm' failed at docs/chapters/page.md:2: ValueError: other"),
    ],
)
def test_a_block_meant_to_raise_fails_when_it_does_not(project: Project, body: str, message: str) -> None:
    outcome = project.run(text=fence("calm", body, SHOW + ' raises="RuntimeError"'))
    assert outcome.message == f"docs/chapters/page.md: {message}"


def test_a_block_meant_to_warn_shows_the_warning(project: Project) -> None:
    body = "import warnings\nprint('first')\nwarnings.warn('mind the leaf')"
    outcome = project.run(text=fence("leaf", body, SHOW + ' warns="UserWarning"'))
    assert outcome.message is None
    assert (outcome.record.block("leaf").output, outcome.record.block("leaf").warned) == (
        "first\n",
        "UserWarning: mind the leaf",
    )
    quiet = project.run(text=fence("quiet", "x = 1", SHOW + ' warns="UserWarning"'))
    assert quiet.message == (
        "docs/chapters/page.md: block 'quiet' failed at docs/chapters/page.md:1: "
        "was meant to warn UserWarning (warns=...), but gave no such warning"
    )
