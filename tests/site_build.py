"""The site a test run checks, made once per run in steps: the strict build, then the exports.

Each step is a command of its own (as ``make build`` runs them) and leaves ``<step>.rc`` (its
exit status, written whole) and ``<step>.stderr`` in the run's folder, so a test waits only for
the step it reads: a rendered page is checked while Chromium still prints the PDF. The steps run
either in the background from the start of the run (``start``: the controller of ``make test``)
or on first use, under a file lock that parallel workers share (``made``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from filelock import FileLock

from tests.support import CHROMIUM, ROOT

STEPS = ("site", "pdf", "offline")  # in order: each is made from the one before (the offline copy carries the PDF)
WAIT_S = 900  # the longest a test waits for a step before it fails


def _command(step: str, site: Path) -> list[str]:
    if step == "site":
        return [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)]
    return [sys.executable, "-m", "guide_build", step, "--site", str(site)]


class Chain:
    """The steps' commands, run in order into ``folder/site``; stops at the first that fails."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.site = folder / "site"
        self._running: subprocess.Popen[bytes] | None = None
        self._stopped = threading.Event()

    def rc(self, step: str) -> Path:
        return self.folder / f"{step}.rc"

    def run(self, until: str = STEPS[-1]) -> None:
        """Each step not made yet, up to ``until``."""
        for step in STEPS[: STEPS.index(until) + 1]:
            if self.rc(step).is_file():
                continue
            if self._stopped.is_set():
                return
            env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "CHROMIUM_PATH": CHROMIUM}
            with open(self.folder / f"{step}.stderr", "wb") as stderr:
                self._running = subprocess.Popen(
                    _command(step, self.site), cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=stderr,
                    start_new_session=True,  # stop() ends it with everything it started (Chromium)
                )  # fmt: skip
                code = self._running.wait()
            (self.folder / f"{step}.rc.tmp").write_text(str(code))
            (self.folder / f"{step}.rc.tmp").replace(self.rc(step))  # whole, or not there
            if code:
                for later in STEPS[STEPS.index(step) + 1 :]:
                    self.rc(later).write_text(f"not made: the {step} step failed")
                return

    def start(self) -> None:
        """Every step, in a background thread of this process (``made`` in any process waits for it)."""
        (self.folder / "started").touch()
        threading.Thread(target=self.run, daemon=True).start()

    def stop(self) -> None:
        """End the step that runs, if any, and start no other."""
        self._stopped.set()
        running = self._running
        if running is not None and running.poll() is None:
            os.killpg(running.pid, signal.SIGKILL)
            running.wait()

    def made(self, step: str) -> Path:
        """The site's folder once ``step`` is made: waited for if the chain was started, else made
        now (one process at a time: a lock beside the folder). Fails with the step's error."""
        if not (self.folder / "started").is_file():
            with FileLock(str(self.folder) + ".lock"):
                self.run(until=step)
        rc, deadline = self.rc(step), time.monotonic() + WAIT_S
        while not rc.is_file() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert rc.is_file(), f"{step}: not made within {WAIT_S} s"
        if rc.read_text() != "0":
            failed = next(s for s in STEPS if self.rc(s).is_file() and self.rc(s).read_text() != "0")
            stderr = (self.folder / f"{failed}.stderr").read_text(errors="replace")
            raise AssertionError(f"{' '.join(_command(failed, self.site))} failed:\n{stderr[-4000:]}")
        return self.site
