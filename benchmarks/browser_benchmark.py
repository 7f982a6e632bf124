"""What a page visit costs the browser tests: a fresh context per visit against one reused tab.

    python benchmarks/browser_benchmark.py --site SITE [--runs 3]

SITE is a built site (``mkdocs build -d SITE``). Six chapters are loaded one after the other,
each until the network is quiet, as tests/site/conftest.py visits them: once with a new browser
context (and so a new renderer process) for every page, once in one tab that every visit reuses
(tests/site/conftest.py ``Tab``). CPU seconds of the whole machine (/proc/stat) and wall seconds,
medians over --runs, and their ratio. Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright

from guide_build.export.pdf import served
from tests.support import CHROMIUM, CHROMIUM_FLAGS

PAGES = [
    "chapters/shaping-tensors/",
    "chapters/avoiding-common-mistakes/",
    "chapters/finding-gradients-with-autograd/",
    "chapters/growing-into-a-network/",
    "chapters/writing-the-complete-loop/",
    "chapters/sorting-readings-into-classes/",
]


def busy_seconds() -> float:
    """CPU seconds the whole machine has spent busy (user, nice, system, irq, softirq)."""
    with open("/proc/stat") as stat:
        fields = [int(x) for x in stat.readline().split()[1:]]
    return sum(fields[i] for i in (0, 1, 2, 5, 6)) / 100


def visits(browser: object, base: str, *, fresh: bool) -> tuple[float, float]:
    """(CPU, wall) seconds to visit every page: a new context each (``fresh``) or one tab."""
    cpu, wall = busy_seconds(), time.monotonic()
    context = page = None
    for path in PAGES:
        if fresh or page is None:
            if context is not None:
                context.close()
            context = browser.new_context()  # type: ignore[attr-defined]
            page = context.new_page()
        page.goto(base + path)
        page.wait_for_load_state("networkidle")
    context.close()  # type: ignore[union-attr]
    return busy_seconds() - cpu, time.monotonic() - wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    samples: dict[str, list[tuple[float, float]]] = {"fresh": [], "tab": []}
    with served(args.site) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True)
        for run in range(1, args.runs + 1):
            for kind in samples:
                samples[kind].append(visits(browser, base, fresh=kind == "fresh"))
            last = {k: v[-1] for k, v in samples.items()}
            print(f"run {run}: " + ", ".join(f"{k} cpu {c:.2f}s wall {w:.2f}s" for k, (c, w) in last.items()))
        browser.close()
    cpu = {k: statistics.median(c for c, _ in v) for k, v in samples.items()}
    wall = {k: statistics.median(w for _, w in v) for k, v in samples.items()}
    print(f"\n{len(PAGES)} visits, medians over {args.runs} runs: CPU fresh {cpu['fresh']:.2f}s, tab {cpu['tab']:.2f}s")
    print(f"{'CPU: a fresh context per visit / one tab':<48} {cpu['fresh'] / cpu['tab']:6.2f}")
    print(f"{'wall: a fresh context per visit / one tab':<48} {wall['fresh'] / wall['tab']:6.2f}")


if __name__ == "__main__":
    main()
