"""The "Check yourself" decks: each is cards only, each card a question with its answer inside.

A card is a ``??? question`` block (pymdownx.details: a ``<details>`` whose ``<summary>`` is the
question). An answer line left unindented ends the card early: the rest of the answer stands
between two cards as a paragraph of its own, shown face up (round 13 found one in chapter 8).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import page_paths, parsed

pytestmark = pytest.mark.site


@pytest.mark.parametrize("path", page_paths(), ids=lambda p: p or "home")
def test_every_deck_holds_only_cards_with_an_answer(built_site: Path, path: str) -> None:
    html = parsed(built_site / path / "index.html")
    problems = []
    for deck in html.select("div.flashcards"):
        for child in deck.find_all(recursive=False):
            if child.name != "details" or child.summary is None:
                problems.append(f"<{child.name}> between the cards: {child.get_text(' ', strip=True)[:80]!r}")
            elif not child.get_text(" ", strip=True).removeprefix(child.summary.get_text(" ", strip=True)).strip():
                problems.append(f"a card with no answer: {child.summary.get_text(' ', strip=True)[:80]!r}")
    assert not problems, f"{path or 'home'}: " + "; ".join(problems)
