"""Shared fixtures: the site is built once per test session, strictly, from the sources."""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from filelock import FileLock

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`mkdocs build --strict` into a temporary folder, once per test run: parallel workers
    (pytest-xdist, `make test`) share it. The folder is the site root."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")  # set in each xdist worker; absent without xdist
    shared = tmp_path_factory.getbasetemp().parent if worker else tmp_path_factory.getbasetemp()
    site, done = shared / "built-site", shared / "built-site.done"
    with FileLock(str(shared / "built-site.lock")):
        if not done.is_file():
            env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
            result = subprocess.run(
                [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
            )
            assert result.returncode == 0, f"strict build failed:\n{result.stderr[-4000:]}"
            done.touch()
    return site


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """Serve the built site on 127.0.0.1 (a free port); yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Debian's headless Chromium driven by playwright: one for the whole test session
    (playwright's sync API allows one running instance per thread)."""
    playwright_api = pytest.importorskip("playwright.sync_api")
    with playwright_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True)
        yield chromium
        chromium.close()
