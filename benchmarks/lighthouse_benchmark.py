"""What Lighthouse scores a page on a phone: performance, accessibility, LCP, TBT, DOM size.

    python benchmarks/lighthouse_benchmark.py --site SITE [--site OTHER ...] [--runs 3] [--all | PAGE ...]

SITE is a built site (``mkdocs build -d SITE``); with several, each page is measured on each
site in turn, run after run, so that what else the machine does weighs on all of them alike
(compare a site before and after a change). Each is served on 127.0.0.1 as GitHub Pages
serves it: gzipped when the browser accepts it, cached for ten minutes. Each page is measured
--runs times by Lighthouse (node_modules, the version package-lock.json pins; ``npm ci``) in
Debian's chromium (``CHROME_PATH``, headless), with Lighthouse's defaults: a mobile phone and
simulated slow 4G with a 4x slower CPU. The table shows each figure's median over the runs.
Default pages: the home page and chapters 4, 10 and 11; ``--all``: every page of docs/ and the
first notebook page. Lighthouse's figures depend on the machine and on what else runs on it:
compare runs of one machine, one after the other. Not a test: nothing here asserts a score.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support import CHROMIUM, page_paths  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
PAGES = [
    "",
    "chapters/finding-gradients-with-autograd/",
    "chapters/sorting-readings-into-classes/",
    "chapters/training-a-tiny-transformer/",
]
COMPRESSED = {".html", ".css", ".js", ".json", ".svg", ".xml", ".txt", ".map"}
# (column, Lighthouse's key, how to read it)
FIGURES = [
    ("perf", "performance", "category"),
    ("a11y", "accessibility", "category"),
    ("LCP s", "largest-contentful-paint", "seconds"),
    ("TBT ms", "total-blocking-time", "number"),
    ("DOM", "dom-size", "number"),
    ("bytes KB", "total-byte-weight", "kilobytes"),
]


class _Gzipped(http.server.SimpleHTTPRequestHandler):
    """A static file as GitHub Pages sends it: gzip for text, ``Cache-Control: max-age=600``."""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix not in COMPRESSED or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        if not path.is_file():
            return super().send_head()  # its 404 or its redirect to the folder's slash
        body = _gzip(path, path.stat().st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        return None


@functools.cache
def _gzip(path: Path, _mtime: int) -> bytes:
    return gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)


@contextmanager
def served(site: Path) -> Iterator[str]:
    handler = functools.partial(_Gzipped, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def lighthouse(url: str) -> dict[str, float]:
    """One Lighthouse run of ``url``: its figures, by column."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        command = [str(LIGHTHOUSE), url, "--output=json", f"--output-path={report}", "--quiet"]
        command += ["--only-categories=performance,accessibility"]
        command += ["--chrome-flags=--headless=new --no-sandbox"]
        env = {**os.environ, "CHROME_PATH": CHROMIUM}
        subprocess.run(command, check=True, env=env, timeout=300)
        result = json.loads(report.read_text(encoding="utf-8"))
    figures = {}
    for column, key, kind in FIGURES:
        if kind == "category":
            figures[column] = result["categories"][key]["score"] * 100
        else:
            value = result["audits"][key]["numericValue"]
            figures[column] = {"seconds": value / 1000, "kilobytes": value / 1024}.get(kind, value)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, action="append", required=True, help="a built site (repeatable)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--all", action="store_true", help="every page of docs/ and the first notebook page")
    parser.add_argument("pages", nargs="*", help="site paths (default: home, chapters 4, 10 and 11)")
    args = parser.parse_args()
    if not LIGHTHOUSE.is_file():
        raise SystemExit(f"{LIGHTHOUSE}: missing (npm ci)")
    pages = args.pages or PAGES
    if args.all:
        notebooks = sorted(p.parent.name for p in (args.site[0] / "notebooks").glob("*/index.html"))
        pages = page_paths() + [f"notebooks/{notebooks[0]}/"]
    print(f"{'page':<46}{'site':<24}" + "".join(f"{column:>10}" for column, _, _ in FIGURES))
    with ExitStack() as stack:
        bases = [stack.enter_context(served(site)) for site in args.site]
        for path in pages:
            runs: list[list[dict[str, float]]] = [[] for _ in bases]
            for _ in range(args.runs):
                for site_runs, base in zip(runs, bases, strict=True):
                    site_runs.append(lighthouse(base + path))
            for site, site_runs in zip(args.site, runs, strict=True):
                medians = [statistics.median(run[column] for run in site_runs) for column, _, _ in FIGURES]
                cells = "".join(f"{value:>10.0f}" if value >= 10 else f"{value:>10.2f}" for value in medians)
                print(f"{'/' + path:<46}{site.name[:23]:<24}{cells}", flush=True)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"\nmedians of {args.runs} runs; Lighthouse mobile, default (simulated) throttling, served gzipped")
    print(f"load average at the end (1, 5, 15 min): {load} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
