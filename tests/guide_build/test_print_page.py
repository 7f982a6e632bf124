"""guide_build/print_page.py: the plugin's page fitted to this site (the parts a unit can check)."""

from __future__ import annotations

import pytest

from guide_build.print_page import fit

HEAD = '<head><link rel="stylesheet" href="../assets/stylesheets/a11y.css"></head>'
SCRIPT = "<script type=\"text/javascript\">\ndocument.addEventListener('DOMContentLoaded', f)</script>"


def test_every_code_block_is_reachable_by_keyboard_and_the_plugin_styles_this_page_only() -> None:
    body = '<pre><span></span><code>x = 1</code></pre><pre><code tabindex="-1">y</code></pre>'
    page = fit(f"<html>{HEAD}<body>{SCRIPT}{body}</body></html>", "print_page/")
    assert '<pre><span></span><code tabindex="0">x = 1</code></pre>' in page
    assert '<code tabindex="-1">y</code>' in page  # one that has its own is left alone
    assert page.count('href="../css/print-site.css"') == 1 and page.count('href="../css/print-site-material.css"') == 1
    assert page.index("a11y.css") < page.index("print-site.css")  # where the plugin put them


def test_a_page_without_our_stylesheet_fails_loudly() -> None:
    with pytest.raises(ValueError, match="a11y.css"):
        fit(f"<html><head></head><body>{SCRIPT}</body></html>", "print_page/")
