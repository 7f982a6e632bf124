"""The mount contract (docs/assets/widgets/README.md), on every built page and in Python.

<div class="widget" data-widget="NAME"> holds a no-JavaScript fallback and exactly one
<script type="application/json" class="widget-data">; NAME is a folder with a view.js.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from snippets.widgets import mount_html, script_json
from tests.widgets.widget_checks import WIDGETS, page_mounts

pytestmark = [pytest.mark.site]


def all_mounts(built_site: Path) -> dict[str, list]:
    pages = (str(index.parent.relative_to(built_site)) for index in sorted(built_site.rglob("index.html")))
    return {page: mounts for page in pages if (mounts := page_mounts(built_site, page))}


def test_every_mount_keeps_the_contract(built_site: Path) -> None:
    pages = all_mounts(built_site)
    names = {mount.name for mounts in pages.values() for mount in mounts}
    assert {"backward-tape", "grad-switch", "loss-surface", "training-loop", "flashcards"} <= names
    problems = []
    for page, mounts in pages.items():
        for m in mounts:
            where = f"/{page}: {m.name}"
            if not (WIDGETS / m.name / "view.js").is_file():
                problems.append(f"{where}: no docs/assets/widgets/{m.name}/view.js")
            if m.name == "flashcards":  # the cards are the content and the fallback; no data
                if not m.details or m.scripts:
                    problems.append(f"{where}: a deck holds <details> cards and no data")
                continue
            if "widget" not in m.classes:
                problems.append(f"{where}: class {m.classes}, not widget")
            if len(m.scripts) != 1 or m.scripts[0].get("type") != "application/json":
                problems.append(f"{where}: {len(m.scripts)} script.widget-data elements of type application/json")
                continue
            if "<" in m.data[0]:
                problems.append(f"{where}: raw < in the data")
            json.loads(m.data[0])
            if len(m.fallback_text.strip()) < 20 or m.fallback_hidden:
                problems.append(f"{where}: no visible fallback text for readers without JavaScript")
    assert not problems, "\n".join(problems)


def test_every_chapter_ends_with_flashcards(built_site: Path) -> None:
    pages = all_mounts(built_site)
    chapters = sorted(p.parent.name for p in (built_site / "chapters").glob("*/index.html"))
    missing = [c for c in chapters if not any(m.name == "flashcards" for m in pages.get(f"chapters/{c}", []))]
    assert chapters and not missing, f"chapters without flashcards: {missing}"


def test_data_cannot_close_its_script_element() -> None:
    nasty = {"text": "</script><script>alert(1)</script><!-- & -->", "n": [1.5, -0.0, 1e300]}
    text = script_json(nasty)
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text) == nasty
    html = mount_html("demo", nasty, "<p>fallback</p>")
    assert html.count("</script>") == 1 and html.endswith("</script></div>")
    with pytest.raises(ValueError):
        script_json({"loss": float("nan")})  # JSON.parse could not read it


def test_mount_js_fetches_the_stylesheet_of_every_widget_that_has_one() -> None:
    """mkdocs.yml lists kit.css only; a widget's own NAME/NAME.css is fetched by mount.js (STYLED)."""
    listed = re.search(r"const STYLED = new Set\(\[([^\]]*)\]\)", (WIDGETS / "mount.js").read_text(encoding="utf-8"))
    assert listed, "mount.js: no STYLED list"
    styled = set(re.findall(r'"([a-z-]+)"', listed.group(1)))
    own = {css.stem for css in WIDGETS.glob("*/*.css") if css.stem == css.parent.name != "kit"}
    assert styled == own, f"mount.js STYLED {sorted(styled)}; widgets with a stylesheet: {sorted(own)}"
