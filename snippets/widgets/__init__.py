"""Build-time data and test fixtures for the interactive widgets, computed by PyTorch.

Each ``<name>_fixtures.py`` module here exposes ``write_fixtures(folder: Path) -> None``;
``python -m snippets.widgets <folder>`` runs them all, so the widgets' JavaScript math is
tested against PyTorch as the oracle.
"""

import html
import json


def canvas_mount(name: str, data: dict, caption: str, figure: str) -> str:
    """A canvas widget's mount element: a no-JavaScript caption and figure, and its data."""
    payload = json.dumps(data).replace("</", "<\\/")  # JSON that cannot close the <script> early
    return (
        f'<div class="canvas-widget" data-widget="{name}">'
        f'<p class="canvas-widget__fallback">{html.escape(caption)}</p>{figure}'
        f'<script type="application/json">{payload}</script></div>'
    )
