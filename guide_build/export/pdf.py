"""The guide as a PDF: the whole-guide page (print_page/) printed by headless Chromium.

The built site is served from a local port (as a reader's browser would load it), the page is
opened in the light scheme, and Chromium prints it with the site's print CSS (the plugin's A4
pages with their numbers, backgrounds) to ``downloads/understanding-pytorch.pdf`` inside the site. A console
error or a request to another host while the page loads fails the export.
"""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

PRINT_PAGE = "print_page/"
PDF = "downloads/understanding-pytorch.pdf"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
# Headless and quiet: nothing starts that would talk to another host (tests/support uses them too).
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def served(site: Path) -> Iterator[str]:
    """The site on 127.0.0.1 at a free port; yields its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def make(site: Path) -> Path:
    """Print the built site's whole-guide page to its PDF; returns the PDF's path."""
    from playwright.sync_api import sync_playwright  # a test extra: only this step needs it

    if not (site / PRINT_PAGE / "index.html").is_file():
        raise SystemExit(f"{site / PRINT_PAGE}: no print page (build the site first, with the print-site plugin)")
    target = site / PDF
    target.parent.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    with served(site) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_context(color_scheme="light").new_page()
            page.on("console", lambda m: m.type == "error" and problems.append(f"console error: {m.text}"))
            page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
            host = urlparse(base).netloc
            page.on("request", lambda r: _foreign(r.url, host) and problems.append(f"request to another host: {r.url}"))
            page.goto(base + PRINT_PAGE, wait_until="load", timeout=120_000)  # parsed, its scripts run
            page.wait_for_load_state("networkidle", timeout=120_000)  # and what they asked for late
            if not page.locator("#print-page-toc a").count():
                problems.append("no table of contents (assets/javascripts/print-page.js did not run)")
            page.emulate_media(media="print")
            page.pdf(path=str(target), print_background=True, prefer_css_page_size=True, outline=True, tagged=True)
        finally:
            browser.close()
    if problems:
        target.unlink(missing_ok=True)
        raise SystemExit(f"{PRINT_PAGE}: " + "; ".join(problems))
    return target


def _foreign(url: str, host: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme not in ("data", "blob", "about") and parsed.netloc != host
