"""How fast is authoring? Build times as ratios measured in one run (medians over --runs).

    python benchmarks/build_benchmark.py --runs 3        (make bench)

Works on a copy of the repository in a temporary folder (the working tree is never touched):

(a) clean build / floor. Clean: ``.cache`` deleted entirely (execution cache and mkdocs-jupyter's
    notebook cache: cold), notebooks included. Floor: every executed block of every page run
    once, in order, in one Python process (``guide_build.page`` gives the blocks), plus a build
    with execution switched off (``GUIDE_NO_EXEC=1``).                        goal <= 1.5
(b) rebuild after a prose-only edit / build with execution off.              goal <= 1.3
(c) ``mkdocs serve``: seconds from saving an edited snippet line to the served page showing
    the new output.                                                          goal <= 2 s

Timings are wall-clock seconds of whole commands, interpreter start included (except (c), which
is what an author waits for). Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {".git", "site", ".cache", "node_modules", "test-results"}
SERVE_PAGE = "chapters/shaping-tensors.md"  # (c) adds a print after a snippet line this page shows
SERVE_SEES = "printed after an edit"

FLOOR_PROGRAM = """
import contextlib, io, json, sys, types
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
plt.show = lambda *a, **k: None
for page in json.load(open(sys.argv[1])):
    namespace = types.ModuleType("__main__").__dict__
    for code in page:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(code, "block", "exec"), namespace)
        plt.close("all")
"""


def copy_repo(target: Path) -> Path:
    def ignore(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n in SKIP or n.startswith(".venv")} if Path(folder) == ROOT else set()

    shutil.copytree(ROOT, target, ignore=ignore, symlinks=True)
    return target


def page_blocks(repo: Path) -> list[list[str]]:
    """The code of every executed block, page by page, from the page model."""
    sys.path.insert(0, str(repo))
    from guide_build.reader import read_all

    return [[block.code for block in page.blocks] for page in read_all(repo) if page.blocks]


def env(**extra: str) -> dict[str, str]:
    return {**os.environ, "NO_MKDOCS_2_WARNING": "1", **extra}


def timed(command: list[str], cwd: Path, environment: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)} in {cwd}\n{result.stderr[-3000:]}")
    return seconds


def build(repo: Path, **extra: str) -> float:
    return timed([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(repo / "site")], repo, env(**extra))


def floor_execution(repo: Path, pages: list[list[str]]) -> float:
    data = repo / ".bench-blocks.json"
    data.write_text(json.dumps(pages), encoding="utf-8")
    return timed([sys.executable, "-c", FLOOR_PROGRAM, str(data)], repo, env(PYTHONPATH=str(repo)))


def _fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:  # our own local server
            return response.read().decode()
    except OSError:
        return ""


def edit_point(repo: Path) -> tuple[Path, int]:
    """A line of a snippet that SERVE_PAGE shows and no other page includes (the page model says):
    an unindented last line of one of its blocks, after which a print can go."""
    from guide_build.reader import read_all

    pages = {page.path: page for page in read_all(repo)}
    used_by = {}
    for name, page in pages.items():
        for block in page.blocks:
            for line in block.lines:
                used_by.setdefault(line.origin.file, set()).add(name)
    for block in pages[SERVE_PAGE].blocks:
        last = block.lines[-1]
        file = last.origin.file
        if block.shown and file.startswith("snippets/") and used_by[file] == {SERVE_PAGE} and last.text[:1] not in " #":
            return repo / file, last.origin.line
    raise SystemExit(f"no snippet line to edit on {SERVE_PAGE}")


def serve_edit(repo: Path, runs: int) -> list[float]:
    """Seconds from saving an edited snippet (one line added) to the served page showing its output."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=repo,
        env=env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/guide/{SERVE_PAGE.removesuffix('.md')}/"
    path, line = edit_point(repo)
    original = path.read_text(encoding="utf-8")
    lines = original.splitlines(keepends=True)
    edited = "".join([*lines[:line], f"print({SERVE_SEES!r})\n", *lines[line:]])
    samples = []
    try:
        deadline = time.monotonic() + 300
        while "<article" not in _fetch(url) and time.monotonic() < deadline:
            time.sleep(0.2)
        for _ in range(runs):
            time.sleep(1.0)  # let the watcher settle
            start = time.perf_counter()
            path.write_text(edited, encoding="utf-8")
            while SERVE_SEES not in _fetch(url):
                time.sleep(0.02)
            samples.append(time.perf_counter() - start)
            path.write_text(original, encoding="utf-8")
            while SERVE_SEES in _fetch(url):
                time.sleep(0.05)
    finally:
        path.write_text(original, encoding="utf-8")
        server.terminate()
        server.wait(timeout=30)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    samples: dict[str, list[float]] = {k: [] for k in ("clean", "off", "floor_exec", "prose")}
    with tempfile.TemporaryDirectory(prefix="guide-bench-") as temporary:
        repo = copy_repo(Path(temporary) / "repo")
        pages = page_blocks(repo)
        print(f"{sum(map(len, pages))} executed blocks on {len(pages)} pages; {runs} runs", flush=True)
        chapter = repo / "docs" / "chapters" / "writing-the-complete-loop.md"
        original = chapter.read_text(encoding="utf-8")
        for run in range(1, runs + 1):
            shutil.rmtree(repo / ".cache", ignore_errors=True)
            samples["clean"].append(build(repo))
            samples["off"].append(build(repo, GUIDE_NO_EXEC="1"))
            samples["floor_exec"].append(floor_execution(repo, pages))
            chapter.write_text(original.replace("\n\n", "\n\nA sentence the benchmark added.\n\n", 1), encoding="utf-8")
            samples["prose"].append(build(repo))
            chapter.write_text(original, encoding="utf-8")
            build(repo)
            print(f"run {run}: " + ", ".join(f"{k} {v[-1]:.2f}s" for k, v in samples.items()), flush=True)
        serve = serve_edit(repo, runs)
        report = (repo / ".cache" / "exec-report.md").read_text(encoding="utf-8").splitlines()[2]
    m = {k: statistics.median(v) for k, v in samples.items()}
    floor = m["floor_exec"] + m["off"]
    print(f"\nmedians over {runs} runs (seconds): " + ", ".join(f"{k} {v:.2f}" for k, v in m.items()))
    print(f"serve, edit to page (seconds): {', '.join(f'{s:.2f}' for s in serve)}")
    print(f"last build's report: {report}\n")
    rows = [
        ("(a) clean build, cold / floor (every block once + a build with execution off)", m["clean"] / floor, "<= 1.5"),
        ("(b) rebuild after a prose edit / build with execution off", m["prose"] / m["off"], "<= 1.3"),
    ]
    for label, ratio, goal in rows:
        print(f"{label:<82} {ratio:6.2f}   goal {goal}")
    print(
        f"{'(c) mkdocs serve: saved snippet line to rebuilt page, seconds (median)':<82} "
        f"{statistics.median(serve):6.2f}   goal <= 2"
    )


if __name__ == "__main__":
    main()
