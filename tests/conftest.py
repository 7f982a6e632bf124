"""Session fixtures: one fresh run of every page, one strict build, one server, one browser.

**One execution per test run.** Before any test (and before pytest-xdist starts its workers,
which inherit it) the session gets an empty execution cache of its own (``GUIDE_CACHE_DIR``).
Whatever first needs a page's run (the strict build, a pin in tests/docs/, a claim) runs it
fresh and stores it there; everything after reuses that run. So every page runs once per test
run, never from a stale ``.cache/exec``, and never twice.

**The build starts first** when the run has workers (``make test``: ``-n``): before they start,
the controller runs every page (on every core) and then starts the strict build in the
background, which only renders; the workers run everything that needs no built site meanwhile,
and ``built_site`` waits for the build. Without workers, ``built_site`` builds when first asked.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from filelock import FileLock

from guide_build.export.pdf import served
from tests.support import CHROMIUM, CHROMIUM_FLAGS, ROOT, export, mkdocs_build

_OURS = "GUIDE_TEST_SESSION_CACHE"  # set when this session made the cache folder (so it removes it)
_EARLY = "GUIDE_TEST_EARLY_SITE"  # the folder the controller's background build writes (site/, rc, stderr)
_BUILD: list[subprocess.Popen[bytes]] = []  # the controller's background build, while it runs


def pytest_configure(config: pytest.Config) -> None:
    # torch's OpenMP threads that wait for each other on a busy machine make a run tenfold slower;
    # every process of the run (pages, a reader's copied code, modules run alone) uses one
    # thread unless the caller says otherwise (the pins hold on 1, 2 and 4: make portability).
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    if os.environ.get("PYTEST_XDIST_WORKER") or os.environ.get("GUIDE_CACHE_DIR"):
        return  # a worker (it inherited the folder), or the caller chose one
    folder = tempfile.mkdtemp(prefix="guide-test-runs-")
    os.environ["GUIDE_CACHE_DIR"] = os.environ[_OURS] = folder
    if getattr(config.option, "numprocesses", None) and not config.option.collectonly:
        _start_the_build(Path(tempfile.mkdtemp(prefix="guide-test-site-")))


def _start_the_build(folder: Path) -> None:
    """Run every page now (all cores), then build the site in the background (rendering only)."""
    from guide_build.execute import run_pages
    from guide_build.page import read_all

    run_pages(read_all(ROOT), ROOT)  # failures show up in the build's own error below
    os.environ[_EARLY] = str(folder)
    site = folder / "site"
    steps = [  # the build, then the exports made from it, as `make build` does (the offline copy carries the PDF)
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        [sys.executable, "-m", "guide_build", "pdf", "--site", str(site)],
        [sys.executable, "-m", "guide_build", "offline", "--site", str(site)],
    ]
    chain = " && ".join(shlex.join(step) for step in steps)
    with open(folder / "stderr", "wb") as stderr:
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "CHROMIUM_PATH": CHROMIUM}
        build = subprocess.Popen(
            ["sh", "-c", chain], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=stderr, start_new_session=True
        )
        _BUILD.append(build)
    threading.Thread(target=_note_the_end, args=(_BUILD[0], folder), daemon=True).start()


def _note_the_end(build: subprocess.Popen[bytes], folder: Path) -> None:
    (folder / "rc.tmp").write_text(str(build.wait()))
    (folder / "rc.tmp").replace(folder / "rc")  # whole, or not there


def pytest_unconfigure(config: pytest.Config) -> None:
    if not os.environ.get("PYTEST_XDIST_WORKER") and os.environ.get(_OURS):
        for build in _BUILD:  # done by now, unless the run was cut short: then stop all of it
            if build.poll() is None:
                os.killpg(build.pid, signal.SIGKILL)
            build.wait()
        shutil.rmtree(os.environ.pop(_OURS), ignore_errors=True)
        os.environ.pop("GUIDE_CACHE_DIR", None)
        if os.environ.get(_EARLY):
            shutil.rmtree(os.environ.pop(_EARLY), ignore_errors=True)


def _shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every xdist worker of this run sees (the base temp of the run)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`mkdocs build --strict` into a temporary folder, then the exports a build makes after it (the
    PDF, the offline copy: `make build` does the same), once per test run: parallel workers
    (pytest-xdist, `make test`) share it. The folder is the site root."""
    early = os.environ.get(_EARLY)
    if early:  # started by the controller before the workers: wait for it
        rc = Path(early) / "rc"
        deadline = time.monotonic() + 900
        while not rc.is_file() and time.monotonic() < deadline:
            time.sleep(0.2)
        stderr = (Path(early) / "stderr").read_text(errors="replace")
        assert rc.is_file() and rc.read_text() == "0", f"strict build failed:\n{stderr[-4000:]}"
        return Path(early) / "site"
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
