"""How long does a new contributor wait? Set-up and test time of the README's command, fresh clone.

    python benchmarks/suite_benchmark.py [--runs 1]

For each run: a fresh clone of HEAD; ``make setup system-deps`` (the venv and the pinned packages,
Debian chromium when missing, node packages), timed; then ``make test`` in the clone, with
pytest's own time read from its summary and the time per test folder summed from
``--durations=0`` (what each folder costs the two workers together). Not a test: nothing here
asserts a time (the suite's goal, 150 s of pytest on 2 cores, is read off this report).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.stress_tests import SUMMARY_RE, fresh_clone, timed_make  # noqa: E402

DURATION_RE = re.compile(r"^(?P<seconds>[\d.]+)s (?:setup|call|teardown)\s+(?P<file>[^:\s]+)::", re.M)


def folder_of(test_file: str) -> str:
    parts = test_file.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else test_file


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory(prefix="guide-suite-") as folder:
        for run in range(1, runs + 1):
            clone = fresh_clone(Path(folder) / f"clone-{run}")
            code, log, setup = timed_make(clone, "setup", "system-deps")
            if code != 0:
                print(log[-3000:])
                return 1
            code, log, wall = timed_make(clone, "test", env={"PYTEST_ARGS": "--durations=0"})
            found = SUMMARY_RE.findall(log)
            summary, seconds = found[-1] if found else ("no summary", "0")
            print(f"run {run}: set-up {setup:.0f} s; make test {wall:.0f} s; pytest {summary} in {seconds} s")
            per_folder: dict[str, float] = defaultdict(float)
            for match in DURATION_RE.finditer(log):
                per_folder[folder_of(match["file"])] += float(match["seconds"])
            for name, total in sorted(per_folder.items(), key=lambda kv: -kv[1]):
                print(f"    {total:7.1f} s  {name}")
            if code != 0:
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
