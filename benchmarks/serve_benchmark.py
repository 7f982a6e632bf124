"""How long does an author wait? From saving a snippet to its new output in the served page.

    python benchmarks/serve_benchmark.py [--edits 5]

Starts ``mkdocs serve`` on a clone of HEAD (commit first; its own port, its own cache, warmed by the
first build), then edits one snippet line ``--edits`` times, each time changing what a block
prints, and polls the served page until the new text is in its HTML. Reports each edit's time
and the median. Not a test: nothing here asserts a time (the goal, 2 s, is read off this report).
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.stress_tests import fresh_clone  # noqa: E402

SNIPPET = "snippets/tensors/column_vs_flat.py"
LINE = "print(column.flatten().equal(flat))  # same values, same order"
PAGE = "chapters/shaping-tensors/"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def served(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8", "replace")
    except OSError:
        return ""


def wait_for(url: str, text: str, limit: float, server: subprocess.Popen[bytes], log: Path) -> float:
    started = time.perf_counter()
    while time.perf_counter() - started < limit:
        if text in served(url):
            return time.perf_counter() - started
        if server.poll() is not None:  # a server that died (no mkdocs in this Python?) serves nothing
            tail = log.read_text(encoding="utf-8", errors="replace").splitlines()[-5:]
            raise RuntimeError(f"mkdocs serve exited with {server.returncode}: " + " | ".join(tail))
        time.sleep(0.02)
    raise TimeoutError(f"{text!r} not served at {url} within {limit} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edits", type=int, default=5)
    edits = parser.parse_args().edits
    with tempfile.TemporaryDirectory(prefix="guide-serve-") as folder:
        # A git checkout, as an author's: the first edit makes it dirty, which the pages' provenance says.
        copy = fresh_clone(Path(folder) / "guide")
        port = free_port()
        env = {"PRINT_SITE": "false", **os.environ, "NO_MKDOCS_2_WARNING": "1"}  # PRINT_SITE: as make serve
        env["PYTHONPATH"] = str(copy)
        env.pop("GUIDE_CACHE_DIR", None)
        log = Path(folder) / "serve.log"
        with log.open("wb") as errors:  # as make serve starts it; the server keeps its own descriptor of the log
            server = subprocess.Popen(
                [sys.executable, "-m", "mkdocs", "serve", "--dirty", "--dev-addr", f"127.0.0.1:{port}"],
                cwd=copy,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=errors,
            )
        url = f"http://127.0.0.1:{port}/guide/{PAGE}"
        try:
            wait_for(url, "torch.Size", limit=600, server=server, log=log)  # the first build
            snippet = copy / SNIPPET
            original = snippet.read_text(encoding="utf-8")
            times = []
            for edit in range(1, edits + 1):
                marker = f"edit number {edit} of this benchmark"
                snippet.write_text(original.replace(LINE, f"{LINE}\nprint({marker!r})"), encoding="utf-8")
                seconds = wait_for(url, marker, limit=120, server=server, log=log)
                times.append(seconds)
                print(f"edit {edit}: {seconds:.2f} s from saving {SNIPPET} to the new output served")
                time.sleep(1.0)  # let the watcher settle before the next save
            print(f"median {statistics.median(times):.2f} s over {edits} edits (goal: under 2 s)")
        finally:
            server.terminate()
            server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
