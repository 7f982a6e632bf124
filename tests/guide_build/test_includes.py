"""guide_build/includes.py: ``--8<--`` lines expanded into lines that keep their file and line."""

from __future__ import annotations

import pytest

from guide_build.includes import Line, Origin, PageError, expand_markdown, include_code, showable_lines

from .conftest import Project, fence


def test_markdown_includes_are_expanded_and_keep_their_origin(project: Project) -> None:
    project.write("parts/widget.md", fence("mounted", "print(3)", 'html="1"') + "\nThree: `#!num 3`.\n")
    page = project.page(text='# T\n\n--8<-- "parts/widget.md"\n')
    assert page.block("mounted").origin.file == "parts/widget.md"
    assert page.numbers[0].origin.file == "parts/widget.md"


def test_code_outside_sections_of_a_shown_module_is_refused(project: Project) -> None:
    project.write(
        "snippets/a.py",
        """
        # --8<-- [start:one]
        x = 1
        # --8<-- [end:one]
        raise RuntimeError("no page runs this line")
    """,
    )
    with pytest.raises(PageError) as raised:
        project.page(text=fence("a", '--8<-- "snippets/a.py:one"'))
    assert str(raised.value).startswith(
        "snippets/a.py:4: this line is outside every --8<-- section, so no page runs it"
    )
    assert str(raised.value).endswith("(included at docs/chapters/page.md:2)")


def test_an_earlier_chapter_may_be_imported_over_several_lines(project: Project) -> None:
    """Outside its sections a module may import earlier chapters, in as many lines as fit the
    column (snippets/ruff.toml); any other import there is refused, on its continuation too."""
    earlier = "from snippets.earlier import (\n    first,\n    second,\n)\n"
    section = "# --8<-- [start:one]\nx = first + second\n# --8<-- [end:one]\n"
    project.write("snippets/a.py", earlier + section)
    assert project.page(text=fence("a", '--8<-- "snippets/a.py:one"')).block("a")
    project.write("snippets/b.py", "from os import (\n    path,\n)\n" + section)
    with pytest.raises(PageError, match=r"^snippets/b.py:1: this line is outside every"):
        project.page(text=fence("b", '--8<-- "snippets/b.py:one"'))


def test_a_section_keeps_each_line_s_file_and_line(tmp_path) -> None:
    (tmp_path / "m.py").write_text(
        "# --8<-- [start:a]\nx = 1\n# --8<-- [end:a]\n# --8<-- [start:b]\ny = 2\nz = 3\n# --8<-- [end:b]\n"
    )
    lines = include_code(tmp_path, "m.py", "b", Origin("docs/p.md", 7), executed=True)
    assert [(line.text, str(line.origin)) for line in lines] == [("y = 2", "m.py:5"), ("z = 3", "m.py:6")]
    whole = include_code(tmp_path, "m.py", None, Origin("docs/p.md", 7), executed=True)
    assert [line.text for line in whole] == ["x = 1", "y = 2", "z = 3"]  # the markers are never code
    assert showable_lines(tmp_path, "m.py") == {2, 5, 6}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x = 1\n", "docs/p.md:7: m.py has no section b (included at docs/p.md:7)"),
        ("# --8<-- [start:b]\n# --8<-- [start:c]\n", "m.py:2: section c starts inside b (included at docs/p.md:7)"),
        ("# --8<-- [end:b]\n", "m.py:1: [end:b] without its start (included at docs/p.md:7)"),
        ("# --8<-- [start:b]\nx = 1\n", "m.py: section b is never ended (included at docs/p.md:7)"),
    ],
)
def test_a_broken_section_is_a_page_error_naming_the_line(tmp_path, text: str, message: str) -> None:
    (tmp_path / "m.py").write_text(text)
    with pytest.raises(PageError) as raised:
        include_code(tmp_path, "m.py", "b", Origin("docs/p.md", 7), executed=True)
    assert str(raised.value) == message


def test_outside_a_fence_only_markdown_is_included_and_never_itself(tmp_path) -> None:
    def expand(text: str) -> list[str]:
        given = [Line(t, Origin("docs/p.md", n)) for n, t in enumerate(text.splitlines(), 1)]
        return [f"{line.origin}|{line.text}" for line in expand_markdown(given, tmp_path, ())]

    (tmp_path / "part.md").write_text("Included.\n")
    assert expand('Before.\n    --8<-- "part.md"\n```\n--8<-- "part.md"\n```\n') == [
        "docs/p.md:1|Before.",
        "part.md:1|    Included.",  # indented as the include line was
        "docs/p.md:3|```",
        'docs/p.md:4|--8<-- "part.md"',  # inside a fence: the fence's business, not Markdown's
        "docs/p.md:5|```",
    ]
    with pytest.raises(PageError, match=r"^docs/p.md:1: only a Markdown file can be included outside a fence: m.py"):
        expand('--8<-- "m.py"\n')
    (tmp_path / "loop.md").write_text('--8<-- "loop.md"\n')
    with pytest.raises(PageError, match=r"^loop.md:1: loop.md includes itself"):
        expand('--8<-- "loop.md"\n')
