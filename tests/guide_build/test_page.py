"""The page model: one parse gives the blocks, their code with origins, and the numbers."""

from __future__ import annotations

import pytest

from guide_build.page import Block, PageError

from .conftest import Project, fence


def test_blocks_and_numbers_in_reading_order_with_origins(project: Project) -> None:
    project.write(
        "snippets/a.py",
        """
        \"\"\"A module.\"\"\"
        from snippets.base import value  # an earlier chapter

        # --8<-- [start:one]
        x = 1
        # --8<-- [end:one]
        # --8<-- [start:two]
        y = x + 1
        # --8<-- [end:two]
    """,
    )
    page = project.page(
        text="# Title\n\n"
        + fence("first", '--8<-- "snippets/a.py:one"')
        + "\nx is `#!num x` and y will be `#!num y:.1f`.\n\n"
        + fence("second", '--8<-- "snippets/a.py:two"\nprint(y)')
    )
    kinds = [type(item).__name__ + ":" + (item.id if isinstance(item, Block) else item.expr) for item in page.items]
    assert kinds == ["Block:first", "Number:x", "Number:y", "Block:second"]
    second = page.block("second")
    assert second.code == "y = x + 1\nprint(y)"
    assert [str(line.origin) for line in second.lines] == ["snippets/a.py:8", "docs/chapters/page.md:11"]
    assert page.numbers[1].spec == ".1f"
    assert "`#!num @1`" in page.markdown and "#!num y" not in page.markdown


@pytest.mark.parametrize(
    ("body", "options", "message"),
    [
        (
            "x = 1",
            'source="above"',
            'docs/chapters/page.md:1: an executed block needs an id: add id="..." to the fence',
        ),
        (
            "x = 1",
            'id="a" session="s"',
            "docs/chapters/page.md:1: block 'a' has session=...: a page runs top to bottom",
        ),
        ("x = 1  # markdown-exec: hide", 'id="a"', "docs/chapters/page.md:2: hidden lines (markdown-exec: hide)"),
        (
            "from snippets.base import value",
            'source="above" id="a"',
            "docs/chapters/page.md:2: block 'a' shows an import",
        ),
        (
            '--8<-- "snippets/missing.py"',
            'id="a"',
            "docs/chapters/page.md:2: --8<-- names snippets/missing.py, which does not exist",
        ),
    ],
)
def test_broken_rules_name_the_line(project: Project, body: str, options: str, message: str) -> None:
    with pytest.raises(PageError) as raised:
        project.page(text=f'```python exec="1" {options}\n{body}\n```\n')
    assert str(raised.value).startswith(message)


def test_duplicate_ids_and_missing_sections(project: Project) -> None:
    project.write("snippets/a.py", "x = 1\n")
    with pytest.raises(PageError, match="block id 'a' is used twice"):
        project.page(text=fence("a", "x = 1") + fence("a", "x = 2"))
    with pytest.raises(PageError, match="snippets/a.py has no section two"):
        project.page(text=fence("b", '--8<-- "snippets/a.py:two"'))


def test_the_key_follows_code_and_numbers_not_prose(project: Project) -> None:
    base = project.page(text="Some prose.\n\n" + fence("a", "x = 1") + "\n`#!num x`\n")
    prose = project.page(text="Better prose.\n\n" + fence("a", "x = 1") + "\n`#!num x`\n")
    code = project.page(text="Some prose.\n\n" + fence("a", "x = 2") + "\n`#!num x`\n")
    number = project.page(text="Some prose.\n\n" + fence("a", "x = 1") + "\n`#!num x:.1f`\n")
    assert base.key == prose.key
    assert len({base.key, code.key, number.key}) == 3


def test_outline_keeps_headings_framing_paragraphs_and_shown_blocks(project: Project) -> None:
    page = project.page(
        text="# Title\n\nFirst words.\nStill first.\n\nNot framing.\n\n## Part\n\n"
        '??? abstract "Where this page starts"\n\n' + "    " + fence("start", "x = 1").replace("\n", "\n    ")
    )
    outline = [(getattr(i, "kind", "block"), getattr(i, "text", getattr(i, "id", ""))) for i in page.outline]
    assert outline == [
        ("heading", "Title"),
        ("paragraph", "First words.\nStill first."),
        ("heading", "Part"),
        ("block", "start"),
    ]
    assert page.block("start").container == "Where this page starts"
    assert [type(item).__name__ for item in page.items] == ["Block"]  # no number on this page


def test_claims_keep_their_sentence_and_line(project: Project) -> None:
    page = project.page(
        text="# T\n\nOne sentence. A backed one\nover two lines. `#!claim two-lines` And on.\n\n"
        "Alone. `#!claim alone`\n"
    )
    assert [(c.id, str(c.origin), c.text) for c in page.claims] == [
        ("two-lines", "docs/chapters/page.md:4", "One sentence. A backed one\nover two lines. "),
        ("alone", "docs/chapters/page.md:6", "Alone. "),
    ]
    with pytest.raises(PageError, match="claim 'Bad id' may use only lowercase letters"):
        project.page(text="Said. `#!claim Bad id`\n")
