"""Flashcards in Chromium: a header, reveal all / hide all and a live count, by keyboard."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.support import axe_problems
from tests.widgets.widget_checks import layout_problems

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGE = "chapters/finding-gradients-with-autograd/"  # every chapter ends with a deck (test_contract)


def all_hidden(deck):
    button = deck.get_by_role("button", name="Hide all")
    if button.count():
        button.click()
    deck.locator("details[open] summary").evaluate_all("summaries => summaries.forEach((s) => s.click())")


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_flashcards_by_keyboard(widget_page, scheme: str) -> None:
    page = widget_page(PAGE).page
    deck = widget_page(PAGE).widget("flashcards", scheme=scheme)
    all_hidden(deck)
    cards = deck.locator("details")
    total = cards.count()
    count = deck.locator(".widget__count")
    assert count.get_attribute("aria-live") == "polite"
    assert deck.locator(".widget__title").inner_text().startswith(f"{total} question")
    expect(count).to_have_text(f"0 of {total} revealed")  # a card's toggle event comes a moment later

    # One card by keyboard: focus its summary, press Enter.
    deck.locator("summary").first.focus()
    page.keyboard.press("Enter")
    assert cards.first.evaluate("el => el.open")
    expect(count).to_have_text(f"1 of {total} revealed")
    assert cards.first.locator("p").first.is_visible()

    # Reveal all with the button, by keyboard, then hide all.
    button = deck.get_by_role("button", name="Reveal all")
    button.focus()
    page.keyboard.press("Enter")
    expect(count).to_have_text(f"{total} of {total} revealed")
    assert deck.get_by_role("button").inner_text() == "Hide all"
    assert axe_problems(deck) == []
    page.keyboard.press("Space")
    expect(count).to_have_text(f"0 of {total} revealed")


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_flashcards_fit_a_phone(widget_page, scheme: str) -> None:
    deck = widget_page(PAGE).widget("flashcards", scheme=scheme, width=360)
    all_hidden(deck)
    deck.get_by_role("button", name="Reveal all").click()
    assert layout_problems(deck) == []
