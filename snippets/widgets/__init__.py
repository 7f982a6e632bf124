"""Build-time data and test fixtures for the interactive widgets,
computed by PyTorch.

Every widget is mounted by :func:`mount_html` (the contract,
docs/assets/widgets/README.md): ``<div class="widget"
data-widget="NAME">`` holding a no-JavaScript fallback and one ``<script
type="application/json" class="widget-data">`` with the data.

Each ``<name>_fixtures.py`` module here exposes ``write_fixtures(folder:
Path) -> None``; ``python -m snippets.widgets <folder>`` runs them all,
so the widgets' JavaScript math is tested against PyTorch as the oracle.
"""

from __future__ import annotations

import html
import json
from typing import Any

# a loss above this counts as "blown up", in every widget
DIVERGED = 1e6
# "1e6", as the pages and the widgets say it
DIVERGED_TEXT = f"{DIVERGED:.0e}".replace("e+0", "e")


def script_json(data: Any) -> str:
    """JSON that is safe inside a <script> element: `<`, `>` and `&` are
    written as \\u escapes (JSON.parse reads them back), so no
    `</script>` or `<!--` in the data can end it early. NaN and Infinity
    are refused: JSON.parse could not read them."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False)
    return (
        text.replace("&", "\\u0026")
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
    )


def mount_html(name: str, data: Any, fallback: str) -> str:
    """A widget's mount element: the fallback (HTML a reader sees
    without JavaScript) and the data."""
    return (
        f'<div class="widget" data-widget="{html.escape(name)}">'
        f'<div class="widget__fallback">{fallback}</div>'
        '<script type="application/json" class="widget-data">'
        f"{script_json(data)}</script>"
        "</div>"
    )
