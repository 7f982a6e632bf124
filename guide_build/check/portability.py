"""Do the documented outputs hold on other CPUs? Rerun every pin under other code paths.

torch's CPU wheel picks its arithmetic by CPU: MKL chooses a code path by vendor and vector
width, ATen by instruction set, and reductions split by thread count. Each configuration below
reruns the pins (tests/docs/, checked by pytest-codeblocks) in a fresh process with that setting,
and the table counts the outputs that differ from the pinned text, naming page and block.

    python -m guide_build portability        (make portability)

The sweep's table is published on docs/drift.md (drift.py): this command fails when the page's
table is no longer what the sweep finds here (run ``make drift`` and review the diff).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "drift.md"  # where drift.py publishes this sweep's table (drift imports this module)
THREADS = ("OMP_NUM_THREADS", "MKL_NUM_THREADS")
CONFIGS: dict[str, dict[str, str]] = {
    "this machine, as is": {},
    "MKL_CBWR=COMPATIBLE (another vendor's path)": {"MKL_CBWR": "COMPATIBLE"},
    "MKL_CBWR=AVX2": {"MKL_CBWR": "AVX2"},
    "MKL_CBWR=AVX512": {"MKL_CBWR": "AVX512"},
    # only ATen's own dispatched kernels: matrix products still go to MKL, on the path MKL picks
    "ATEN_CPU_CAPABILITY=default (ATen kernels without explicit vector code; MKL unchanged)": {
        "ATEN_CPU_CAPABILITY": "default"
    },
    "ATEN_CPU_CAPABILITY=avx2": {"ATEN_CPU_CAPABILITY": "avx2"},
    "1 thread": dict.fromkeys(THREADS, "1"),
    "2 threads": dict.fromkeys(THREADS, "2"),
    "4 threads": dict.fromkeys(THREADS, "4"),
}
FAILED_RE = re.compile(r"^FAILED (?P<file>tests/docs/\S+\.md)::line (?P<line>\d+)", re.M)


def block_at(pin_file: Path, line: int) -> str:
    """The pin heading (``Block `id```, or the numbers) above line ``line`` of a pin file."""
    heading = "?"
    for number, text in enumerate(pin_file.read_text(encoding="utf-8").splitlines(), start=1):
        if number > line:
            break
        if text.startswith("## "):
            heading = text[3:]
    return heading


def sweep(name: str, settings: dict[str, str], python: str = sys.executable) -> list[str]:
    """The pins that fail under ``settings`` (run by ``python``), as "page: block" lines."""
    env = {k: v for k, v in os.environ.items() if k != "GUIDE_CACHE_DIR"}  # each sweep runs every page afresh
    env = {**env, **settings, "PYTHONHASHSEED": "0"}
    command = [
        python,
        "-m",
        "pytest",
        "--codeblocks",
        "-q",
        "-rf",
        "-p",
        "no:cacheprovider",
        "-o",
        "addopts=",
        "tests/docs",
    ]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    failed = [(ROOT / m["file"], int(m["line"])) for m in FAILED_RE.finditer(result.stdout)]
    if result.returncode not in (0, 1) or (result.returncode == 1 and not failed):
        return [f"(the run itself failed: {result.stdout[-500:]}{result.stderr[-500:]})"]
    return [f"{path.relative_to(ROOT / 'tests' / 'docs')}: {block_at(path, line)}" for path, line in failed]


def sweep_all() -> list[tuple[str, list[str]]]:
    """Every configuration: (its name, the pins that differ), printed as each ends."""
    rows = []
    for name, settings in CONFIGS.items():
        differing = sweep(name, settings)
        rows.append((name, differing))
        print(f"{len(differing):>3}  {name}", flush=True)
        for entry in differing:
            print(f"       {entry}", flush=True)
    return rows


def page_in_code(entry: str) -> str:
    """``chapters/x.md: what`` with the page's path in backticks: docs/drift.md is a page of the
    site, and a path in its prose would take glossary tooltips inside it (shaping-tensors.md)."""
    page, said, rest = entry.partition(": ")
    return f"`{page}`{said}{rest}" if said and page.endswith(".md") else entry


def table(rows: list[tuple[str, list[str]]]) -> str:
    lines = ["| code path | outputs differing from the pins | which |", "| --- | ---: | --- |"]
    lines += [f"| {name} | {len(d)} | {'; '.join(map(page_in_code, d)) or 'none'} |" for name, d in rows]
    return "\n".join(lines)


def main() -> int:
    rows = sweep_all()
    total = sum(len(d) for _, d in rows)
    print(f"\n{table(rows)}\n\n{total} differing outputs in {len(rows)} configurations")
    published = PAGE.read_text(encoding="utf-8") if PAGE.is_file() else ""
    if table(rows) not in published:
        print(f"{PAGE.relative_to(ROOT)} does not show this table: run `make drift` and review the diff")
        return 1
    return 1 if total else 0
