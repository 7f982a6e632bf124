"""Is the README's test command green every time? Run it on a fresh clone, several ways.

    python tools/stress_tests.py [--each-fresh] [RUN ...]        (make stress)

RUN is ``plain`` (tests in file order: ``-p no:randomly``), ``hog`` (a busy loop on every core
while the suite runs; order shuffled) or ``seed=N`` (pytest-randomly's order for seed N).
Default: plain, hog, hog, seed=1, seed=2, seed=3. The clone is made from this repository's
HEAD (commit first: what is not committed is not tested); ``--each-fresh`` makes a new clone,
venv included, for every run. Prints one line per run (its pytest summary and time) and exits
1 if any run was not green. Not a test itself: CI runs ``make test``, which is shuffled.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUMMARY_RE = re.compile(r"^=+ (?P<summary>.*\b(?:passed|failed|error)\b.*) in (?P<seconds>[\d.]+)s\b.*=+$", re.M)
DEFAULT = ["plain", "hog", "hog", "seed=1", "seed=2", "seed=3"]


@dataclass
class Result:
    run: str
    ok: bool
    summary: str
    pytest_seconds: float
    wall_seconds: float


def fresh_clone(into: Path) -> Path:
    """A clone of HEAD, as CI and a new contributor get it (no venv, no cache, no node_modules)."""
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(into)], check=True)
    return into


def timed_make(clone: Path, *targets: str, env: dict[str, str] | None = None) -> tuple[int, str, float]:
    start = time.perf_counter()
    result = subprocess.run(
        ["make", *targets], cwd=clone, env={**os.environ, **(env or {})}, capture_output=True, text=True
    )
    return result.returncode, result.stdout + result.stderr, time.perf_counter() - start


def _spin() -> None:
    while True:
        pass


@contextlib.contextmanager
def cpu_hog() -> Iterator[None]:
    """A busy loop on every core for as long as the block runs."""
    hogs = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(os.cpu_count() or 1)]
    for hog in hogs:
        hog.start()
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.join()


def make_test(clone: Path, run: str) -> Result:
    """The README's test command in ``clone``, one way."""
    args = {"plain": "-p no:randomly", "hog": ""}.get(run, f"--randomly-seed={run.removeprefix('seed=')}")
    env = {"PYTEST_ARGS": args} if args else {}
    with cpu_hog() if run == "hog" else contextlib.nullcontext():
        code, log, wall = timed_make(clone, "test", env=env)
    found = SUMMARY_RE.findall(log)
    summary, seconds = found[-1] if found else (log.strip().splitlines()[-1] if log.strip() else "no output", "0")
    seed = re.search(r"--randomly-seed=(\d+)", log)
    label = f"{run} (seed {seed.group(1)})" if seed and run == "hog" else run
    if code != 0:
        (clone / f"stress-{run}.log").write_text(log, encoding="utf-8")
    return Result(label, code == 0, summary, float(seconds), wall)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--each-fresh", action="store_true", help="a new clone (and venv) for every run")
    parser.add_argument("runs", nargs="*", default=DEFAULT)
    arguments = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory(prefix="guide-stress-") as folder:
        clone = None
        for index, run in enumerate(arguments.runs):
            if clone is None or arguments.each_fresh:
                clone = fresh_clone(Path(folder) / f"clone-{index}")
            result = make_test(clone, run)
            results.append(result)
            mark = "green" if result.ok else "RED  "
            print(
                f"{mark} {result.run:<16} {result.summary} in {result.pytest_seconds:.1f}s "
                f"(make test {result.wall_seconds:.0f} s)",
                flush=True,
            )
            if not result.ok:
                kept = Path(tempfile.gettempdir()) / f"guide-stress-{run}.log"
                kept.write_text((clone / f"stress-{run}.log").read_text(encoding="utf-8"), encoding="utf-8")
                print(f"      log: {kept}", flush=True)
    return 0 if all(r.ok for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
