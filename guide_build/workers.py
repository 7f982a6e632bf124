"""Worker processes: each page runs in a fresh process forked from a warm one, under a time limit.

A multiprocessing *forkserver* imports torch and matplotlib once (``guide_build.worker_start``);
each page then runs in a process forked from it, so it starts exactly as a fresh interpreter that
has imported them, and nothing leaks between pages. A page that hangs, exits or crashes takes
only its own process down:

* every block and number has a time limit (``timeout="..."`` on the fence, else
  ``page.time_limit``); past it, faulthandler writes the stack of the running code and the
  process exits, so the failure names the line it was running; the parent kills it if it lingers;
* a worker that dies (a signal, a crash in C) is reported with the item it was running;
* workers die with their parent: the forkserver exits when the build process does, and each
  worker asks the kernel to kill it when the forkserver goes (Linux).
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import multiprocessing.connection
import os
import re
import shutil
import sys
import tempfile
import threading
import time
import types
from collections.abc import Iterator
from pathlib import Path

from guide_build.page import Page, time_limit
from guide_build.record import Failure, PageRun

GRACE = 5.0  # seconds past a time limit before the parent kills a worker itself
_LOCK = threading.Lock()  # one start at a time: starting swaps sys.modules['__main__'] (_without_main)


def _context() -> multiprocessing.context.BaseContext:
    """multiprocessing's forkserver (one per process, kept by multiprocessing itself: nothing here
    keeps it), preloaded with torch and matplotlib; ``spawn`` where there is no forkserver."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    os.environ["GUIDE_BUILD_PID"] = str(os.getpid())  # the forkserver, once started, dies with this process
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["guide_build.worker_start"])  # read when the forkserver starts
    return context


def _child(page: Page, project_dir: str, folder: str) -> None:
    """Runs in the worker: the page, then its record as JSON (written last, atomically)."""
    from guide_build import worker_start
    from guide_build.run import run_page

    worker_start.die_with_parent()
    # A page may start processes as a reader's Python does (a DataLoader's num_workers), so inside
    # this process: not daemonic (the build's mark, which refuses children; they die with it,
    # torch's watchdog), and the platform's start method, not the build's forkserver (which
    # pickles what a page defines in __main__ and cannot find it again).
    multiprocessing.current_process().daemon = False
    multiprocessing.set_start_method(None, force=True)
    record = run_page(page, Path(project_dir), Path(folder, "progress"), Path(folder, "trace"))
    Path(folder, "record.tmp").write_text(json.dumps(record.to_json()), encoding="utf-8")
    os.replace(Path(folder, "record.tmp"), Path(folder, "record.json"))


@contextlib.contextmanager
def _without_main() -> Iterator[None]:
    """multiprocessing makes each new process import the parent's ``__main__`` (here the mkdocs
    or pytest command line, 0.5 s a page); a worker needs none of it, so it is hidden meanwhile."""
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


class _Running:
    def __init__(self, page: Page, project_dir: Path) -> None:
        self.page = page
        self.folder = Path(tempfile.mkdtemp(prefix="guide-worker-"))
        self.process = _context().Process(target=_child, args=(page, str(project_dir), str(self.folder)), daemon=True)
        with _without_main():
            self.process.start()
        self.item = -1
        self.deadline = time.monotonic() + 30 + GRACE  # the worker's own start-up

    def poll(self) -> None:
        """Follow the item the worker is on; kill it when it overstays its limit."""
        try:
            item = int((self.folder / "progress").read_text() or -1)
        except (OSError, ValueError):
            item = self.item
        if item != self.item:
            self.item = item
            current = self.page.items[item] if 0 <= item < len(self.page.items) else None
            limit = time_limit(current)
            self.deadline = time.monotonic() + limit + GRACE
        if time.monotonic() > self.deadline and self.process.is_alive():
            self.process.kill()

    def result(self) -> PageRun:
        record_path = self.folder / "record.json"
        try:
            if record_path.is_file():
                return PageRun.from_json(json.loads(record_path.read_text(encoding="utf-8")))
            return PageRun(path=self.page.path, key=self.page.key, failure=self._died())
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def _died(self) -> Failure:
        """Why a worker left no record: out of time (faulthandler's dump), a signal, or an exit."""
        item = self.page.items[self.item] if 0 <= self.item < len(self.page.items) else None
        index = self.item if item else -1
        trace = (self.folder / "trace").read_text(errors="replace") if (self.folder / "trace").is_file() else ""
        frames = [(f, int(n)) for f, n in re.findall(r'File "([^"]+)", line (\d+)', trace)][::-1]
        code = self.process.exitcode
        if "Timeout" in trace:
            limit = time_limit(item) if item else 0
            return Failure("timeout", f"still running after its time limit of {limit:g} s", frames, index)
        if code is not None and code < 0:
            return Failure("crash", f"the worker was killed by signal {-code}", frames, index)
        return Failure("crash", f"the worker exited with code {code} without finishing", frames, index)


def _nothing() -> None:
    pass


def warm_up() -> None:
    """Start the forkserver now, in the background (mkdocs serve: the first edit runs at once)."""

    def start() -> None:
        with _LOCK, _without_main():
            worker = _context().Process(target=_nothing, daemon=True)
            worker.start()
        worker.join()

    threading.Thread(target=start, daemon=True).start()


def execute(pages: list[Page], project_dir: Path, slots: int | None = None) -> dict[str, PageRun]:
    """Run every page in its own worker, ``slots`` at a time; returns path -> record."""
    slots = slots or os.cpu_count() or 1
    records: dict[str, PageRun] = {}
    with _LOCK:
        waiting, running = list(pages), []
        while waiting or running:
            while waiting and len(running) < slots:
                running.append(_Running(waiting.pop(0), project_dir))
            multiprocessing.connection.wait([r.process.sentinel for r in running], timeout=0.1)
            for worker in list(running):
                worker.poll()
                if not worker.process.is_alive():
                    worker.process.join()
                    records[worker.page.path] = worker.result()
                    running.remove(worker)
    return records
