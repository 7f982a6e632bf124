"""Session fixtures: one fresh run of every page, one strict build, one server, one browser.

**One execution per test run.** Before any test (and before pytest-xdist starts its workers,
which inherit it) the session gets an empty execution cache of its own (``GUIDE_CACHE_DIR``).
Whatever first needs a page's run (the strict build, a pin in tests/docs/, a claim) runs it
fresh and stores it there; everything after reuses that run. So every page runs once per test
run, never from a stale ``.cache/exec``, and never twice.

**The build starts first** when the run has workers (``make test``: ``-n``): before they start,
the controller runs every page (on every core) and then starts the strict build and the exports
in the background (tests/site_build.py), which only render; the workers run everything that
needs no built site meanwhile, and ``built_site`` waits for the build, ``exported_site`` for the
exports. Without workers, each is made when first asked.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from guide_build.export.pdf import served
from tests.site_build import Chain
from tests.support import CHROMIUM, CHROMIUM_FLAGS, ROOT, Once

_RUN = "GUIDE_TEST_RUN"  # the run's own folder: exec/ (the pages' runs), site-build/, once/ (removed at the end)
_EARLY: list[Chain] = []  # the controller's background chain, while it runs


def pytest_configure(config: pytest.Config) -> None:
    # torch's OpenMP threads that wait for each other on a busy machine make a run tenfold slower;
    # every process of the run (pages, a reader's copied code, modules run alone) uses one
    # thread unless the caller says otherwise (the pins hold on 1, 2 and 4: make portability).
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return  # a worker: it inherited the run's folder
    run = Path(tempfile.mkdtemp(prefix="guide-test-run-"))
    os.environ[_RUN] = str(run)
    for folder in ("site-build", "once"):
        (run / folder).mkdir()
    os.environ.setdefault("GUIDE_CACHE_DIR", str(run / "exec"))  # unless the caller chose one
    if getattr(config.option, "numprocesses", None) and not config.option.collectonly:
        _start_the_build(Chain(run / "site-build"))


def _start_the_build(chain: Chain) -> None:
    """Run every page now (all cores), then make the site and its exports in the background."""
    from guide_build.execute import run_pages
    from guide_build.reader import read_all

    run_pages(read_all(ROOT), ROOT)  # failures show up in the build's own error (site.stderr)
    chain.start()
    _EARLY.append(chain)


def pytest_unconfigure(config: pytest.Config) -> None:
    if not os.environ.get("PYTEST_XDIST_WORKER") and os.environ.get(_RUN):
        for chain in _EARLY:  # done by now, unless the run was cut short: then stop all of it
            chain.stop()
        run = os.environ.pop(_RUN)
        if os.environ.get("GUIDE_CACHE_DIR") == str(Path(run) / "exec"):
            os.environ.pop("GUIDE_CACHE_DIR")
        shutil.rmtree(run, ignore_errors=True)


_SITE_FIXTURES = {"built_site", "exported_site", "site_server"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests that need no built site first, in the order pytest-randomly shuffled them: the
    workers (``make test``: ``--dist load``, which hands tests out in this order) run them while
    the site is built, then the ones that read it."""
    items.sort(key=lambda item: bool(_SITE_FIXTURES & set(getattr(item, "fixturenames", ()))))


def _chain() -> Chain:
    return _EARLY[0] if _EARLY else Chain(Path(os.environ[_RUN]) / "site-build")


@pytest.fixture(scope="session")
def once() -> Once:
    """Costly results made once per test run and shared by every worker (tests.support.Once)."""
    return Once(Path(os.environ[_RUN]) / "once")


@pytest.fixture(scope="session")
def built_site() -> Path:
    """`mkdocs build --strict` into a temporary folder, once per test run: parallel workers
    (pytest-xdist, `make test`) share it. The folder is the site root; the exports may still be
    on their way (``exported_site``)."""
    return _chain().made("site")


@pytest.fixture(scope="session")
def exported_site() -> Path:
    """``built_site`` once the exports a build makes after it are in it too (the PDF, the offline
    copy and the notebooks' archive: `make build` does the same)."""
    return _chain().made("offline")


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
