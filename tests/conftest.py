"""Session fixtures: one fresh run of every page, one strict build, one server, one browser.

**One execution per test run.** Before any test (and before pytest-xdist starts its workers,
which inherit it) the session gets an empty execution cache of its own (``GUIDE_CACHE_DIR``).
Whatever first needs a page's run (the strict build, a pin in tests/docs/, a claim) runs it
fresh and stores it there; everything after reuses that run. So every page runs once per test
run, never from a stale ``.cache/exec``, and never twice.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from filelock import FileLock

from guide_build.export.pdf import served
from tests.support import CHROMIUM, CHROMIUM_FLAGS, ROOT, export, mkdocs_build

_OURS = "GUIDE_TEST_SESSION_CACHE"  # set when this session made the cache folder (so it removes it)


def pytest_configure(config: pytest.Config) -> None:
    # torch's OpenMP threads that wait for each other on a busy machine make a run tenfold slower;
    # every process of the run (pages, a reader's copied code, modules run alone) uses one
    # thread unless the caller says otherwise (the pins hold on 1, 2 and 4: make portability).
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    if os.environ.get("PYTEST_XDIST_WORKER") or os.environ.get("GUIDE_CACHE_DIR"):
        return  # a worker (it inherited the folder), or the caller chose one
    folder = tempfile.mkdtemp(prefix="guide-test-runs-")
    os.environ["GUIDE_CACHE_DIR"] = os.environ[_OURS] = folder


def pytest_unconfigure(config: pytest.Config) -> None:
    if not os.environ.get("PYTEST_XDIST_WORKER") and os.environ.get(_OURS):
        shutil.rmtree(os.environ.pop(_OURS), ignore_errors=True)
        os.environ.pop("GUIDE_CACHE_DIR", None)


def _shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every xdist worker of this run sees (the base temp of the run)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`mkdocs build --strict` into a temporary folder, then the exports a build makes after it (the
    PDF, the offline copy: `make build` does the same), once per test run: parallel workers (pytest-xdist, `make
    test`) share it. The folder is the site root."""
    shared = _shared(tmp_path_factory)
    site, done = shared / "built-site", shared / "built-site.done"
    with FileLock(str(shared / "built-site.lock")):
        if not done.is_file():
            result = mkdocs_build(ROOT, "--site-dir", str(site))
            assert result.returncode == 0, f"strict build failed:\n{result.stderr[-4000:]}"
            for command in ("pdf", "offline"):  # the offline copy carries the PDF: it comes second
                made = export(command, site)
                assert made.returncode == 0, f"python -m guide_build {command} failed:\n{made.stderr[-4000:]}"
            done.touch()
    return site


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """Serve the built site on 127.0.0.1 (a free port), as the PDF export does; yields the base URL."""
    with served(built_site) as base:
        yield base


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Debian's headless Chromium driven by playwright: one for the whole test session
    (playwright's sync API allows one running instance per thread)."""
    playwright_api = pytest.importorskip("playwright.sync_api")
    with playwright_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True)
        yield chromium
        chromium.close()
