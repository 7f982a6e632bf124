"""guide_build/check/prose_numbers.py: numbers typed into sentences, the rules that accept some,
and the list of exceptions with their reasons."""

from __future__ import annotations

from pathlib import Path

from guide_build.check.prose_numbers import Allowed, listed, problems, prose, read_allowed
from guide_build.page import Page
from guide_build.reader import parse, read_all
from tests.support import ROOT

FENCE = '```python exec="1" source="above" result="output" id="step"\nlr = 0.05\nprint(lr * 160)\n```\n'


def page(markdown: str) -> Page:
    return parse("chapters/x.md", f"# X\n\n{FENCE}\n{markdown}\n", ROOT)


def typed(markdown: str) -> list[str]:
    return [t.text for t in listed(page(markdown))]


def test_a_number_the_run_produced_is_written_as_num_and_not_listed() -> None:
    assert typed("The step moved `w` by `#!num lr * 160:.1f`, as chapter 5 said.") == []


def test_a_typed_result_is_listed_with_its_page_and_line() -> None:
    (found,) = listed(page("The loss fell by\nabout 8 for each unit."))
    assert (found.text, found.page, str(found.origin)) == ("8", "chapters/x.md", "docs/chapters/x.md:8")
    assert "about 8 for each unit" in str(found)


def test_chapter_numbers_versions_and_the_codes_own_literals_are_accepted() -> None:
    text = "Chapters 7 and 8 use PyTorch 2.13 and [5. The optimizer](x.md); the rate is 0.05."
    assert typed(text) == []


def test_a_hedged_number_is_a_result_even_when_the_code_has_it() -> None:
    assert typed("The rate is about 0.05.") == ["0.05"]


def test_number_words_that_count_a_result_are_listed() -> None:
    found = typed("It grew for four batches; the rounding shows in the eighth digit, a few ten-thousandths.")
    assert found == ["four batches", "eighth digit", "a few ten-thousandths"]
    assert typed("Two measurements and three pieces.") == []  # counts of things, not results


def test_code_links_markup_and_generated_pages_are_not_prose() -> None:
    assert typed("`x = 12` [a link](page-42.md#step-3) <span data-n='9'>text</span>") == []
    drift = parse("drift.md", "# Drift\n\n17 outputs differ.\n", ROOT)
    assert listed(drift) == []
    paragraphs = prose(parse("x.md", "# X\n\nOne\ntwo 4\n\n```\n5\n```\n", ROOT))
    assert [(str(origin), text) for origin, text in paragraphs] == [
        ("docs/x.md:1", "# X"),
        ("docs/x.md:3", "One two 4"),
    ]


def test_markdown_a_page_includes_is_its_prose_too(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "mount.md").write_text("The bowl's gradient is about 4 there.\n")
    included = parse("x.md", '# X\n\n--8<-- "mount.md"\n', tmp_path)
    (found,) = listed(included, tmp_path)
    assert (found.text, str(found.origin)) == ("4", "mount.md:1")


def test_an_entry_accepts_only_the_numbers_inside_its_quote_and_needs_a_reason() -> None:
    pages = [page("It is about 8 here and about 9 there.")]
    entry = Allowed("chapters/x.md", "about 8 here", "measured by hand", 1)
    left, wrong = problems(pages, [entry])
    assert [t.text for t in left] == ["9"] and wrong == []
    left, wrong = problems(pages, [Allowed("chapters/x.md", "about 8 here", "", 2)])
    assert [t.text for t in left] == ["8", "9"]
    assert wrong == ["tests/typed_numbers.txt:2: no reason given for 'about 8 here'"]


def test_an_entry_that_covers_nothing_is_stale() -> None:
    _, wrong = problems([page("No numbers.")], [Allowed("chapters/x.md", "about 8", "gone", 3)])
    assert wrong == ["tests/typed_numbers.txt:3: 'about 8' covers no typed number on docs/chapters/x.md"]


def test_every_typed_number_on_the_site_has_a_reason_and_every_entry_is_used() -> None:
    """What `make claims` checks on the real pages: no typed number without its reason."""
    left, wrong = problems(read_all(ROOT), read_allowed(ROOT))
    assert [str(t) for t in left] == [] and wrong == []
