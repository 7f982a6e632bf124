"""How fast is authoring? Build-time ratios for the execution cache, as medians over runs.

    python benchmarks/build_benchmark.py --runs 3

Works on a copy of the repository in a temporary folder (the working tree is never
touched) and prints four ratios, each the median over the runs:

(a) clean build / execution floor. Clean: ``.cache/exec`` deleted. Floor: every executed
    block of every chapter run once, in order, in one Python process (the snippet modules
    are imported once), plus a build with execution switched off (``UPT_NO_EXEC=1``).
(b) rebuild after a prose-only edit / build with execution off.              goal <= 1.3
(c) rebuild after editing one block / clean build.                         goal: low
(d) our clean build / the same code cells executed as notebooks by mkdocs-jupyter's
    ``execute: true`` (one notebook per chapter, one cell per executed block).  goal < 1

Other caches (the notebooks hook's ``.cache/notebooks``) stay warm in every build, so the
numbers measure markdown-exec's blocks. Timings are wall-clock seconds of whole commands,
interpreter start included. Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {".git", "site", ".cache", "node_modules", "figures", "test-results"}
FENCE_RE = re.compile(r'^(?P<indent>\s*)(?P<ticks>`{3,})\s*python\b(?P<info>[^\n]*exec="(?:1|true|on)"[^\n]*)$')
INCLUDE_RE = re.compile(r'^\s*--8<--\s+"(?P<path>[^":]+)(?::(?P<section>[\w-]+))?"\s*$')
MARKER_RE = re.compile(r"^\s*#\s*--8<--\s*\[(start|end):([\w-]+)\]\s*$")
SESSION_RE = re.compile(r'session="([^"]*)"')


@dataclass
class Block:
    page: str
    session: str | None
    code: str
    line: int  # 0-based index of the fence's opening line in the page


def copy_repo(target: Path) -> Path:
    def ignore(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n in SKIP or n.startswith(".venv")} if Path(folder) == ROOT else set()

    shutil.copytree(ROOT, target, ignore=ignore, symlinks=True)
    return target


def include(repo: Path, path: str, section: str | None) -> list[str]:
    lines, picked, inside = (repo / path).read_text(encoding="utf-8").splitlines(), [], section is None
    for line in lines:
        marker = MARKER_RE.match(line)
        if marker:
            if section is not None and marker.group(2) == section:
                inside = marker.group(1) == "start"
            continue
        if inside:
            picked.append(line)
    return picked


def executed_blocks(repo: Path) -> list[Block]:
    """Every executed python fence of the docs, snippet lines expanded, in page order."""
    blocks: list[Block] = []
    for page in sorted((repo / "docs").rglob("*.md")):
        lines = page.read_text(encoding="utf-8").splitlines()
        index = 0
        while index < len(lines):
            fence = FENCE_RE.match(lines[index])
            if not fence:
                index += 1
                continue
            indent, ticks, body, end = len(fence.group("indent")), fence.group("ticks"), [], index + 1
            while end < len(lines) and not lines[end].strip().startswith(ticks):
                text = lines[end][indent:]
                found = INCLUDE_RE.match(text)
                body.extend(include(repo, found.group("path"), found.group("section")) if found else [text])
                end += 1
            session = SESSION_RE.search(fence.group("info"))
            rel = str(page.relative_to(repo / "docs"))
            blocks.append(Block(rel, session.group(1) if session else None, "\n".join(body), index))
            index = end + 1
    return blocks


FLOOR_PROGRAM = """
import contextlib, io, json, sys, traceback
blocks = json.load(open(sys.argv[1]))
sessions, failures = {}, 0
for block in blocks:
    scope = sessions.setdefault((block["page"], block["session"]), {"__name__": "__bench__"})
    if block["session"] is None:
        scope = {"__name__": "__bench__"}
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(block["code"], block["page"], "exec"), scope)
    except Exception:
        failures += 1
print(failures)
"""


def env(**extra: str) -> dict[str, str]:
    return {**os.environ, "NO_MKDOCS_2_WARNING": "1", "SNIPPETS_FIGURES": "inline", **extra}


def timed(command: list[str], cwd: Path, environment: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)} in {cwd}\n{result.stderr[-3000:]}")
    return seconds


def build(repo: Path, **extra: str) -> float:
    return timed([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(repo / "site")], repo, env(**extra))


def floor_execution(repo: Path, blocks: list[Block]) -> float:
    data = repo / ".bench-blocks.json"
    data.write_text(json.dumps([b.__dict__ for b in blocks]), encoding="utf-8")
    return timed([sys.executable, "-c", FLOOR_PROGRAM, str(data)], repo, env(PYTHONPATH=str(repo)))


def notebook_site(repo: Path, blocks: list[Block], folder: Path) -> Path:
    import nbformat

    docs = folder / "docs"
    docs.mkdir(parents=True)
    (docs / "index.md").write_text("# Notebooks\n", encoding="utf-8")
    for page in dict.fromkeys(b.page for b in blocks):
        notebook = nbformat.v4.new_notebook()
        notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        notebook.cells = [nbformat.v4.new_code_cell(b.code) for b in blocks if b.page == page]
        nbformat.write(notebook, docs / (page.replace("/", "__").removesuffix(".md") + ".ipynb"))
    (folder / "mkdocs.yml").write_text(
        textwrap.dedent("""\
            site_name: notebooks
            theme:
              name: material
              font: false
            plugins:
              - mkdocs-jupyter:
                  execute: true
                  allow_errors: true
                  include_requirejs: false
            """),
        encoding="utf-8",
    )
    return folder


def edit_block(path: Path, page_blocks: list[Block]) -> None:
    """Add a comment line to the middle executed block of the page."""
    chosen = page_blocks[len(page_blocks) // 2]
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    indent = re.match(r"\s*", lines[chosen.line]).group(0)  # type: ignore[union-attr]
    lines.insert(chosen.line + 1, f"{indent}# an edit made by the benchmark\n")
    path.write_text("".join(lines), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--no-notebooks-hook",
        action="store_true",
        help="drop hooks/notebooks.py from the copy's build (it re-runs a chapter's notebook when its text changes)",
    )
    arguments = parser.parse_args()
    runs = arguments.runs
    samples: dict[str, list[float]] = {k: [] for k in ("clean", "off", "floor_exec", "prose", "block", "notebooks")}
    with tempfile.TemporaryDirectory(prefix="upt-bench-") as temporary:
        repo = copy_repo(Path(temporary) / "repo")
        if arguments.no_notebooks_hook:
            config = repo / "mkdocs.yml"
            config.write_text(re.sub(r"(?m)^\s*- hooks/notebooks.py.*\n", "", config.read_text()), encoding="utf-8")
        blocks = executed_blocks(repo)
        pages = len(dict.fromkeys(b.page for b in blocks))
        hook = "without" if arguments.no_notebooks_hook else "with"
        print(f"{len(blocks)} executed blocks on {pages} pages; {runs} runs; {hook} the notebooks hook", flush=True)
        build(repo)  # warm whatever other caches the build keeps (notebooks), and the imports
        nb_folder = notebook_site(repo, blocks, Path(temporary) / "notebooks")
        for run in range(1, runs + 1):
            shutil.rmtree(repo / ".cache" / "exec", ignore_errors=True)
            samples["clean"].append(build(repo))
            samples["off"].append(build(repo, UPT_NO_EXEC="1"))
            samples["floor_exec"].append(floor_execution(repo, blocks))
            chapter = max(dict.fromkeys(b.page for b in blocks), key=lambda p: sum(b.page == p for b in blocks))
            path = repo / "docs" / chapter
            original = path.read_text(encoding="utf-8")
            path.write_text(original.replace("\n\n", "\n\nA sentence the benchmark added.\n\n", 1), encoding="utf-8")
            samples["prose"].append(build(repo))
            path.write_text(original, encoding="utf-8")
            build(repo)  # back to the cached state of the original
            edit_block(path, [b for b in blocks if b.page == chapter])
            samples["block"].append(build(repo))
            path.write_text(original, encoding="utf-8")
            build(repo)
            shutil.rmtree(nb_folder / "site", ignore_errors=True)
            shutil.rmtree(nb_folder / ".cache", ignore_errors=True)  # mkdocs-jupyter caches executed notebooks
            samples["notebooks"].append(
                timed([sys.executable, "-m", "mkdocs", "build", "-q"], nb_folder, env(PYTHONPATH=str(repo)))
            )
            print(f"run {run}: " + ", ".join(f"{k} {v[-1]:.2f}s" for k, v in samples.items()), flush=True)
        report = (repo / ".cache" / "exec-report.md").read_text(encoding="utf-8").splitlines()[2]
    m = {k: statistics.median(v) for k, v in samples.items()}
    floor = m["floor_exec"] + m["off"]
    print(f"\nmedians over {runs} runs (seconds): " + ", ".join(f"{k} {v:.2f}" for k, v in m.items()))
    print(f"last cached rebuild's report: {report}")
    print(f"edited block for (c): the middle block of {chapter}\n")
    rows = [
        ("(a) clean build / floor (snippets once + build with execution off)", m["clean"] / floor, "<= 1.2"),
        ("(b) rebuild after a prose edit / build with execution off", m["prose"] / m["off"], "<= 1.3"),
        ("(c) rebuild after editing one block / clean build", m["block"] / m["clean"], "low"),
        ("(d) our clean build / notebooks executed by mkdocs-jupyter", m["clean"] / m["notebooks"], "< 1"),
    ]
    for label, ratio, goal in rows:
        print(f"{label:<72} {ratio:6.2f}   goal {goal}")


if __name__ == "__main__":
    main()
