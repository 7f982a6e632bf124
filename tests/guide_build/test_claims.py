"""guide_build/claims.py: a ``#!claim`` marker names a test in tests/claims/, read without running it."""

from __future__ import annotations

from guide_build import claims

from .conftest import Project

CHECKS = """\
raise RuntimeError("the build never runs this file")


@claim("adds", "adds to .grad")
def test_adds():
    ...

@claim('twice', "quoted")  # the first test that backs an id wins
def test_twice():
    ...
"""


def test_checks_are_read_from_the_decorators_without_running_them(project: Project) -> None:
    project.write("tests/claims/test_grad.py", CHECKS)
    project.write("tests/claims/test_more.py", '@claim("twice", "again")\ndef test_again():\n    ...\n')
    project.write("tests/claims/helpers.py", '@claim("not-a-test-file", "x")\ndef test_x():\n    ...\n')
    found = claims.checks(project.root)
    assert sorted(found) == ["adds", "twice"]
    assert (str(found["adds"]), found["adds"].line) == ("tests/claims/test_grad.py::test_adds", 4)
    assert str(found["twice"]) == "tests/claims/test_grad.py::test_twice"


def test_an_unbacked_marker_is_named_by_its_line(project: Project) -> None:
    project.write("tests/claims/test_grad.py", CHECKS)
    page = project.page(text="# T\n\nIt adds. `#!claim adds`\n\nIt halts. `#!claim halts`\n")
    assert claims.unbacked(page, claims.checks(project.root)) == (
        "docs/chapters/page.md:5: the sentence is marked `#!claim halts`, but no test in tests/claims/ is "
        'decorated @claim("halts", ...); write the check or drop the marker'
    )
    assert claims.unbacked(project.page(text="It adds. `#!claim adds`\n"), claims.checks(project.root)) is None
