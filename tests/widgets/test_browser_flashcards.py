"""Flashcards in Chromium: a header, reveal all / hide all and a live count, by keyboard."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def flashcard_page(built_site: Path) -> str:
    """The first chapter that ends with flashcards (every chapter should)."""
    for index in sorted((built_site / "chapters").glob("*/index.html")):
        if 'data-widget="flashcards"' in index.read_text(encoding="utf-8"):
            return f"chapters/{index.parent.name}/"
    pytest.fail("no chapter ends with flashcards")


@pytest.mark.parametrize(("scheme", "width"), [("default", 1200), ("slate", 1200), ("default", 360)])
def test_flashcards_by_keyboard(open_page, flashcard_page: str, scheme: str, width: int) -> None:
    page = open_page(flashcard_page, scheme=scheme, width=width)
    deck = page.locator('[data-widget="flashcards"]').first
    deck.locator(".flashcards-bar").wait_for()
    cards = deck.locator("details")
    total = cards.count()
    count = deck.locator(".flashcards-count")
    assert count.get_attribute("aria-live") == "polite"
    assert deck.locator(".flashcards-header").inner_text().startswith(f"{total} question")
    assert count.inner_text() == f"0 of {total} revealed"

    # One card by keyboard: focus its summary, press Enter.
    deck.locator("summary").first.focus()
    page.keyboard.press("Enter")
    assert cards.first.evaluate("el => el.open")
    assert count.inner_text() == f"1 of {total} revealed"
    assert cards.first.locator("p").first.is_visible()

    # Reveal all with the button, by keyboard, then hide all.
    button = deck.get_by_role("button", name="Reveal all")
    button.focus()
    page.keyboard.press("Enter")
    assert count.inner_text() == f"{total} of {total} revealed"
    assert deck.get_by_role("button").inner_text() == "Hide all"
    deck.screenshot(path=f"/tmp/h4b-flashcards-{scheme}-{width}.png")
    page.keyboard.press("Space")
    assert count.inner_text() == f"0 of {total} revealed"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
