"""What the whole-guide page and the PDF cost: build time as a ratio to a build without them.

    python benchmarks/export_benchmark.py --runs 1        (make bench)

On a copy of the repository in a temporary folder (the working tree is never touched), after one
build that fills the execution cache (every later build reuses it, as an author's does), each
configuration built twice and the second build timed:

    (d) (build with the print page + ``python -m guide_build pdf``) / build without the print page
        (``PRINT_SITE=false``)

Wall-clock seconds of whole commands, medians over --runs. Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from build_benchmark import build, copy_repo, env, timed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1)
    runs = parser.parse_args().runs
    samples: dict[str, list[float]] = {"without": [], "with": [], "pdf": []}
    with tempfile.TemporaryDirectory(prefix="guide-export-bench-") as temporary:
        repo = copy_repo(Path(temporary) / "repo")
        build(repo)  # fills .cache/exec: what follows measures the print page and the PDF, not the runs
        for run in range(1, runs + 1):
            # Each configuration built twice, the second timed: switching the plugin changes the
            # stylesheets every page lists, which makes mkdocs-jupyter convert its notebooks again.
            build(repo, PRINT_SITE="false")
            samples["without"].append(build(repo, PRINT_SITE="false"))
            build(repo)
            samples["with"].append(build(repo))
            pdf = [sys.executable, "-m", "guide_build", "pdf", "--site", str(repo / "site")]
            samples["pdf"].append(timed(pdf, repo, env(PYTHONPATH=str(repo))))
            print(f"run {run}: " + ", ".join(f"{k} {v[-1]:.2f}s" for k, v in samples.items()), flush=True)
    m = {k: statistics.median(v) for k, v in samples.items()}
    print(f"\nmedians over {runs} runs (seconds): " + ", ".join(f"{k} {v:.2f}" for k, v in m.items()))
    label = "(d) build with the print page + the PDF / build without the print page"
    print(f"{label:<82} {(m['with'] + m['pdf']) / m['without']:6.2f}")
    print(f"{'    of which the print page (build with / without)':<82} {m['with'] / m['without']:6.2f}")


if __name__ == "__main__":
    main()
