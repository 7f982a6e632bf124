"""What ``num_workers=2`` costs or saves a DataLoader, on chapter 14's wines and on a slow fetch.

    python benchmarks/workers_benchmark.py [--runs 5] [--delay 0.01]

One epoch over the 118 training wines of chapter 14 (batches of 16), timed with
``num_workers=0`` and with ``num_workers=2``: once as the page has it (every wine already in
memory), once with each fetch made ``--delay`` seconds slower, as opening and decoding a file
would be. Wall seconds, medians over --runs, and the ratio workers / no workers (below 1: the
workers save time). A third time splits the cost of two workers: the same two kept alive
(``persistent_workers=True``) and started before the timed passes, so what is left is handing
each batch from a worker to the main process. Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch
from torch.utils.data import DataLoader, Dataset

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class Slow(Dataset):
    """Another dataset, each fetch ``delay`` seconds slower (a file opened and decoded)."""

    def __init__(self, data: Dataset, delay: float) -> None:
        self.data, self.delay = data, delay

    def __len__(self) -> int:
        return len(self.data)  # type: ignore[arg-type]

    def __getitem__(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:
        time.sleep(self.delay)
        return self.data[i]


def epoch_seconds(data: Dataset, workers: int, runs: int, *, persistent: bool = False) -> float:
    """Median wall seconds of one pass over a fresh iterator (workers start inside it).

    With ``persistent``, the workers are kept and started by one untimed pass first.
    """
    loader = DataLoader(data, batch_size=16, shuffle=True, num_workers=workers, persistent_workers=persistent)
    if persistent:
        for _batch in loader:
            pass
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for _batch in loader:
            pass
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--delay", type=float, default=0.01)
    args = parser.parse_args()
    os.chdir(tempfile.mkdtemp(prefix="workers-bench-"))  # the page's data/ folder goes here
    with contextlib.redirect_stdout(io.StringIO()):
        from snippets.own_data.wine_dataset import train_set
    print(f"one epoch of {len(train_set)} wines, batches of 16, median of {args.runs} (wall seconds)")
    for name, data in [("in memory", train_set), (f"fetch +{args.delay * 1000:g} ms", Slow(train_set, args.delay))]:
        none, two = epoch_seconds(data, 0, args.runs), epoch_seconds(data, 2, args.runs)
        kept = epoch_seconds(data, 2, args.runs, persistent=True)
        print(
            f"{name:>16}: num_workers=0 {none:.4f} s, num_workers=2 {two:.4f} s, ratio {two / none:.2f};"
            f" already started {kept:.4f} s"
        )


if __name__ == "__main__":
    main()
