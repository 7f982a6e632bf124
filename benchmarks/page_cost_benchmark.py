"""What do new pages cost a clean build? Medians of clean builds with and without them, in one run.

    python benchmarks/page_cost_benchmark.py --since d96acf0 --runs 3
    python benchmarks/page_cost_benchmark.py --page docs/chapters/loading-your-own-data.md

Two copies of the repository in a temporary folder (the working tree is never touched): one as
it is, one with the pages removed (their files and their nav lines; links to them only warn in a
non-strict build). Each run builds both from a cold cache (``.cache`` deleted), alternating, so
that a busy machine slows both alike. Wall-clock only: the pages run in worker processes that
the build does not wait for one by one, so its children's CPU time would leave them out.
``--since REV`` takes the Markdown pages added under docs/ since that commit. Prints the
medians, the difference and the ratio. Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_benchmark import ROOT, build, copy_repo


def added_pages(since: str) -> list[str]:
    """Markdown pages under docs/ that exist now and did not at ``since``."""
    out = subprocess.run(
        ["git", "diff", "--name-only", "--diff-filter=A", since, "HEAD", "--", "docs/"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [line for line in out.splitlines() if line.endswith(".md")]


def without(repo: Path, pages: list[str]) -> None:
    """Delete the pages and the nav lines that name them."""
    config = repo / "mkdocs.yml"
    names = [page.removeprefix("docs/") for page in pages]
    lines = config.read_text(encoding="utf-8").splitlines(keepends=True)
    config.write_text("".join(line for line in lines if not any(n in line for n in names)), encoding="utf-8")
    for page in pages:
        (repo / page).unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--since", help="the pages added under docs/ since this commit")
    parser.add_argument("--page", action="append", default=[], help="a page to leave out (repeatable)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    pages = args.page + (added_pages(args.since) if args.since else [])
    if not pages:
        sys.exit("name the pages: --since REV or --page docs/...")
    print(f"pages left out: {', '.join(pages)}; {args.runs} runs", flush=True)
    samples: dict[str, list[float]] = {"with": [], "without": []}
    with tempfile.TemporaryDirectory(prefix="guide-page-cost-") as temporary:
        repos = {"with": copy_repo(Path(temporary) / "with"), "without": copy_repo(Path(temporary) / "without")}
        without(repos["without"], pages)
        for run in range(1, args.runs + 1):
            order = ("with", "without") if run % 2 else ("without", "with")
            for name in order:
                shutil.rmtree(repos[name] / ".cache", ignore_errors=True)
                samples[name].append(build(repos[name]))
            print(f"run {run}: with {samples['with'][-1]:.1f}s, without {samples['without'][-1]:.1f}s", flush=True)
    m = {k: statistics.median(v) for k, v in samples.items()}
    print(
        f"clean build, wall-clock, median of {args.runs}: with the pages {m['with']:.1f} s, "
        f"without {m['without']:.1f} s; the pages add {m['with'] - m['without']:.1f} s "
        f"(ratio {m['with'] / m['without']:.2f})"
    )


if __name__ == "__main__":
    main()
