"""Run one page: its blocks top to bottom in one fresh namespace, its numbers where they stand.

This is the only place the guide's code executes (in a worker process, see ``workers``). The
**capture rule**: a block's output is everything its code prints while it runs, including what
functions it calls print, wherever they are defined; figures it leaves open are its images.
Writing to stderr (an uncaught warning, say) fails the block: a reader would see it, the page
would not. A block that raises, exits, or a number that is not finite, stops the page.
"""

from __future__ import annotations

import builtins
import contextlib
import faulthandler
import io
import math
import os
import sys
import tempfile
import time
import traceback
import types
import warnings
from pathlib import Path
from typing import Any

from guide_build.deps import imported_distributions, project_files, watch_reads
from guide_build.figures import take_open_figures
from guide_build.page import Block, Page, time_limit
from guide_build.record import BlockRun, Failure, PageRun, machine, without_source_line

MAX_OUTPUT = 20_000  # characters of one block's printed text shown on the page
MAX_HTML = 2_000_000  # characters of markup one html="1" block may print (a widget's mount)


class _NotRaised(Exception):
    """A block with ``raises=...`` that ran to its end."""


def _meant(error: Exception, name: str | None) -> bool:
    """Is ``error`` the exception the block says it raises (its class or a base class, by name)?"""
    return bool(name) and name in {cls.__name__ for cls in type(error).__mro__}


class HardExit(BaseException):
    """Raised instead of ``os._exit``/``os.abort`` so the build can name the line that called it."""


class _Capped(io.StringIO):
    """Keeps the first ``limit`` characters and counts the rest."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit
        self.dropped = 0

    def write(self, text: str) -> int:
        room = self.limit - self.tell()
        if room < len(text):
            self.dropped += len(text) - max(room, 0)
            text = text[: max(room, 0)]
        super().write(text)
        return len(text)


def block_filename(page: Page, block: Block) -> str:
    return f"{page.source_file}#{block.id}"


def run_page(page: Page, project_dir: Path, progress: Path | None = None, trace: Path | None = None) -> PageRun:
    """Execute ``page`` in this process. Meant for a fresh worker: it changes process state."""
    started = time.perf_counter()
    record = PageRun(path=page.path, key=page.key)
    module = types.ModuleType("__main__")  # what a script or notebook runs in
    module.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = module
    sys.path.insert(0, str(project_dir))  # the project's own modules (snippets.widgets, ...)
    opened = watch_reads(project_dir)
    real_exits = os._exit, os.abort
    _catch_hard_exits()
    trace_file = open(trace, "w") if trace else None  # noqa: SIM115 - faulthandler needs it open
    if trace_file:
        faulthandler.enable(trace_file)
    with tempfile.TemporaryDirectory(prefix="guide-page-") as workdir, contextlib.chdir(workdir):
        for index, item in enumerate(page.items):
            if progress:
                progress.write_text(str(index))
            if trace_file:
                faulthandler.dump_traceback_later(time_limit(item), exit=True, file=trace_file)
            if isinstance(item, Block):
                record.failure = _run_block(page, item, module.__dict__, record)
                record.failure = record.failure and _at(record.failure, index)
            else:
                value, record.failure = _evaluate(item.expr, item.spec, module.__dict__)
                record.failure = record.failure and _at(record.failure, index)
                record.numbers.append(value)
            if trace_file:
                faulthandler.cancel_dump_traceback_later()
            if record.failure:
                break
    os._exit, os.abort = real_exits
    record.deps = {"files": project_files(project_dir, opened), "distributions": imported_distributions()}
    record.seconds = time.perf_counter() - started
    record.machine = machine()
    return record


def _run_block(page: Page, block: Block, namespace: dict[str, Any], record: PageRun) -> Failure | None:
    html = block.html
    out, err = _Capped(MAX_HTML if html else MAX_OUTPUT), io.StringIO()
    started = time.perf_counter()
    failure, raised = None, ""
    try:
        code = compile(block.code + "\n", block_filename(page, block), "exec")
        with (
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(err),
            warnings.catch_warnings(record=True) as caught,
        ):
            try:
                exec(code, namespace)
            except Exception as error:
                if not _meant(error, block.raises):
                    raise
                raised = "".join(traceback.format_exception_only(type(error), error)).strip()
        if block.raises and not raised:
            raise _NotRaised(f"was meant to raise {block.raises} (raises=...), but ran to its end")
        figures = take_open_figures(f"fig-{Path(page.path).stem}-{block.id}-", block.alt)
    except BaseException as error:
        failure = _failure_of(error)
        figures, caught = [], []
    warned = ""
    if failure is None and block.warns:
        meant = [w for w in caught if block.warns in {c.__name__ for c in w.category.__mro__}]
        caught = [w for w in caught if w not in meant]
        # PyTorch's own source line in a warning moves every release: record.py leaves it out.
        warned = "\n".join(without_source_line(f"{w.category.__name__}: {w.message}") for w in meant)
        if not meant:
            failure = Failure("raised", f"was meant to warn {block.warns} (warns=...), but gave no such warning")
    if failure is None and caught:  # a reader would see it printed; the page would not
        warning = caught[0]
        error = f"an uncaught {warning.category.__name__}: {warning.message}"
        failure = Failure("warning", error, [(warning.filename, warning.lineno)])
    if failure is None and html and out.dropped:  # cut markup would break the page: refuse it
        failure = Failure("raised", f"printed {out.dropped + MAX_HTML:,} characters of HTML, more than a page carries")
    if failure is None and err.getvalue().strip():
        failure = Failure("stderr", f"wrote to stderr: {err.getvalue().strip().splitlines()[-1]}")
    seconds = time.perf_counter() - started
    record.blocks.append(BlockRun(block.id, out.getvalue(), figures, seconds, out.dropped, raised, warned))
    return failure


def _evaluate(expr: str, spec: str, namespace: dict[str, Any]) -> tuple[str, Failure | None]:
    try:
        value = eval(expr, namespace)
        text = format(value, spec)
    except BaseException as error:
        return "??", _failure_of(error)
    if not _finite(value) or text.strip().lower().lstrip("+-") in ("nan", "inf", "infinity"):
        return text, Failure("not-finite", f"is {text}, not a finite number")
    return text, None


def _finite(value: object) -> bool:
    try:
        return math.isfinite(float(value))  # type: ignore[arg-type]
    except (TypeError, ValueError, RuntimeError):
        return True  # not a number (a string, a shape): nothing to check


def _failure_of(error: BaseException) -> Failure:
    frames = [(f.filename, f.lineno or 0) for f in traceback.extract_tb(error.__traceback__)][1:]
    if isinstance(error, SyntaxError) and error.filename:
        frames.append((error.filename, error.lineno or 0))
    if isinstance(error, SystemExit):
        return Failure("exit", f"called sys.exit({error.code!r}); a page cannot stop the build", frames)
    if isinstance(error, HardExit):
        return Failure("exit", f"called {error}; a page cannot stop the build", frames)
    if isinstance(error, _NotRaised):
        return Failure("raised", str(error), frames)
    lines = traceback.format_exception_only(type(error), error)
    return Failure("raised", lines[-1].strip() if lines else type(error).__name__, frames)


def _at(failure: Failure, index: int) -> Failure:
    failure.index = index
    return failure


def _catch_hard_exits() -> None:
    page_process, real_exit = os.getpid(), os._exit

    def hard_exit(code: int = 0) -> None:
        if os.getpid() != page_process:  # a process the page forked (a DataLoader worker) ends
            real_exit(code)
        raise HardExit(f"os._exit({code})")

    def abort() -> None:
        raise HardExit("os.abort()")

    os._exit = hard_exit  # type: ignore[assignment]
    os.abort = abort  # type: ignore[assignment]
