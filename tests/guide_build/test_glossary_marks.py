"""guide_build/glossary.py: a term's glossary mark once per section, where a reader meets it first."""

from __future__ import annotations

import re
from pathlib import Path

from markdown import Markdown

TERMS = "\n\n*[loss]: How wrong a prediction is.\n*[batch]: A group.\n*[batches]: A group.\n"


def marks(text: str) -> list[str]:
    """Each marked word, in page order, as ``word`` or ``word@section`` where a heading opened one."""
    html = Markdown(extensions=["abbr", "guide_build.glossary", "admonition"]).convert(text + TERMS)
    found, section = [], ""
    for match in re.finditer(r"<h([1-6])>([^<]*)</h\1>|<abbr[^>]*>([^<]*)</abbr>", html):
        if match.group(2) is not None:
            section = match.group(2)
        else:
            found.append(f"{match.group(3)}@{section}")
    return found


def test_a_term_is_marked_where_the_page_first_uses_it_and_not_again_in_its_section() -> None:
    text = "The loss, then the loss *again*, and a loss.\n\nA new paragraph: the loss."
    assert marks(text) == ["loss@"]


def test_each_section_marks_its_first_use_again_and_a_subsection_does_not() -> None:
    text = "# Title\n\nloss\n\n## One\n\nloss and loss\n\n### Deeper\n\nloss\n\n## Two\n\nthe loss"
    assert marks(text) == ["loss@Title", "loss@One", "loss@Two"]


def test_the_forms_of_one_term_are_one_term() -> None:
    assert marks("batches, then a batch, then a loss") == ["batches@", "loss@"]


def test_text_around_an_unmarked_use_stays_whole_and_in_order() -> None:
    html = Markdown(extensions=["abbr", "guide_build.glossary"]).convert("a loss, b *c* loss d loss e" + TERMS)
    assert re.sub(r"<[^>]+>", "", html) == "a loss, b c loss d loss e"
    assert html.count("<abbr") == 1


def test_a_term_inside_an_admonition_counts_where_it_stands() -> None:
    text = "## One\n\n!!! note\n\n    the loss\n\nand the loss after it"
    assert marks(text) == ["loss@One"]


def test_a_flashcard_question_takes_no_mark_and_its_answer_takes_the_first() -> None:
    """A card's question is a ``<summary>``: its tooltip would show the answer on hover."""
    deck = (
        '## Check yourself\n\n<div class="flashcards" markdown>\n\n'
        '??? question "Why does the loss fall?"\n    Each step lowers the loss.\n\n'
        '??? question "And the batch?"\n    One batch, then another batch.\n\n</div>\n\n'
        "## After\n\n"
        '??? question "A question outside a deck: the loss"\n    keeps its mark.\n'
    )
    html = Markdown(extensions=["abbr", "guide_build.glossary", "pymdownx.details", "md_in_html"]).convert(deck + TERMS)
    summaries = re.findall(r"<summary>(.*?)</summary>", html, re.S)
    assert "<abbr" not in summaries[0] and "<abbr" not in summaries[1]
    assert "<abbr" in summaries[2]  # a question outside a flashcards deck is not a card
    answers = re.findall(r"</summary>\s*<p>(.*?)</p>", html, re.S)
    assert answers[0].count("<abbr") == 1 and ">loss</abbr>" in answers[0]  # the section's first mark
    assert answers[1].count("<abbr") == 1 and answers[1].index("<abbr") < answers[1].index("another")


def test_no_page_splits_a_glossary_term_of_several_words_across_lines() -> None:
    """Markdown's abbr matches a term's words with single spaces, so "weight" at a line's end and
    "decay" at the next line's start get weight's mark, not weight decay's: keep a term on one line."""
    root = Path(__file__).resolve().parents[2]
    terms = re.findall(r"^\*\[([^\]]+ [^\]]+)\]:", (root / "includes" / "abbreviations.md").read_text(), re.M)
    split = []
    # the pages, and the Markdown they include (a widget mount's text: snippets/widgets/mounts/)
    for page in sorted([*(root / "docs").rglob("*.md"), *(root / "snippets").rglob("*.md")]):
        text = page.read_text(encoding="utf-8")
        for term in terms:
            words = [re.escape(word) for word in term.split(" ")]
            for cut in range(1, len(words)):
                pattern = r"\b" + r"\s+".join(words[:cut]) + r"[ \t]*\n\s*" + r"\s+".join(words[cut:]) + r"\b"
                for match in re.finditer(pattern, text):
                    split.append(f"{page.relative_to(root)}:{text.count(chr(10), 0, match.start()) + 1} {term!r}")
    assert not split, "glossary terms split across lines (join them):\n" + "\n".join(split)
