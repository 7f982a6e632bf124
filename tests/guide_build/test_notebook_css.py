"""guide_build/notebook_css.py: nbconvert's stylesheet without the rules no notebook page can use."""

from __future__ import annotations

from pathlib import Path

from guide_build import notebook_css, site


def test_the_classes_of_a_page_are_every_name_in_its_class_attributes() -> None:
    page = '<div class="jp-Cell jp-CodeCell"><p class=\'note\'>x</p><span class="">y</span></div>'
    assert notebook_css.used_classes(page) == {"jp-Cell", "jp-CodeCell", "note"}


def test_a_rule_stays_when_one_of_its_selectors_can_match_and_goes_when_none_can() -> None:
    css = (
        ".jp-Cell { margin: 0 }\n"
        ".jp-Dialog, .jp-Menu { color: red }\n"  # JupyterLab's chrome: no notebook page has it
        ".jp-Menu, .jp-Cell > p { color: blue }\n"  # one selector can match: the rule stays whole
        ".jp-Cell.jp-Dialog { color: green }\n"  # needs both classes
        ".jp-Cell:not(.jp-Dialog) { padding: 0 }\n"  # :not(...) requires nothing
        ":root { --jp-x: 1px }\n"
        "pre { margin: 0 }\n"
        'a[href$=".pdf"] { color: gray }\n'  # a dot in an attribute value is no class
        ":is(.jp-Dialog) { color: pink }\n"  # not read: kept
        "@media (max-width: 760px) { .jp-Menu { x: 1 } .jp-Cell { y: 2 } }\n"
        "@media print { .jp-Dialog { x: 1 } }\n"  # nothing left inside: the block goes
        "@keyframes spin { from { opacity: 0 } }\n"
    )
    kept = notebook_css.pruned(css, {"jp-Cell"})
    assert ".jp-Cell { margin: 0 }" in kept
    assert "color: red" not in kept and "color: green" not in kept and "@media print" not in kept
    assert ".jp-Menu, .jp-Cell > p { color: blue }" in kept
    for whole in (":not(.jp-Dialog)", ":root", "pre {", 'a[href$=".pdf"]', ":is(.jp-Dialog)", "@keyframes spin"):
        assert whole in kept, whole
    assert "@media (max-width: 760px) {.jp-Cell { y: 2 }}" in kept and ".jp-Menu { x: 1 }" not in kept


def test_the_site_serves_the_cut_stylesheet_once(tmp_path: Path) -> None:
    page = tmp_path / site.PAGE_DIR / "tensors" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text('<div class="jp-Cell">x</div>', encoding="utf-8")
    site.write_notebook_css(tmp_path, {".jp-Cell { a: 1 }": None, ".jp-Dialog { b: 2 }": None})
    assert (tmp_path / site.NOTEBOOK_CSS).read_text(encoding="utf-8") == ".jp-Cell { a: 1 }"
